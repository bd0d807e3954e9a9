"""Validation of an `mtg` scenario (state and actions): every problem with its JSON path."""
from __future__ import annotations

import json
import re

from ..engine.errors import Problem
from ..engine.stepper import MAX_OBJECTS
from . import cards
from . import registry as _registry
from . import conditions as _conditions
from . import counts as _counts
from . import state as S
from .common import TRIGGER_CHOICE_KEYS
from .state import fields_of
from .keywords import PLAYER_KEYWORDS, keyword_problem
from .mana import CostError, parse_cost, parse_pool

STEPS = ["untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
         "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "main2",
         "end", "cleanup"]
COMBAT_STEPS = STEPS[4:10]
PERM_TYPES = {"creature", "artifact", "enchantment", "land", "planeswalker", "battle"}
# kindred (308): a card type that is always beside another; it carries creature types (308.2) and
# counts as a card type of its own (delirium, 205.2a), with no rules of its own in play
CARD_TYPES = PERM_TYPES | {"instant", "sorcery", "kindred"}
# the effects and actions: registered once where each is implemented (registry.py), with their
# fields and checks; complete once judge.mtg is imported
EFFECTS = _registry.EFFECTS
ACTIONS = _registry.ACTIONS
TRIGGERS = {"chapter", "creature_dies", "self_dies", "enters", "upkeep", "end_step", "cast_spell", "attacks",
            "beginning_of_combat", "permanent_enters", "blocks", "becomes_blocked", "precombat_main",
            "deals_damage_to_player", "unblocked", "leaves", "gain_life", "draw", "player_attacks",
            "dealt_damage", "postcombat_main", "becomes_tapped", "becomes_untapped", "cycled", "cast_self",
            "blocks_creature", "blocked_by_creature", "discard", "deals_damage_to_creature", "becomes_target",
            "attacks_alone", "cycle", "becomes_crewed", "draw_step", "end_of_combat", "creature_attacks",
            "deals_damage", "sacrificed", "scry", "surveil", "discard_batch", "crime",
            "to_graveyard", "creature_becomes_blocked", "control_none", "damage_to_you", "lose_life",
            "transforms_into_self", "turned_face_up"}
# "When you control no Islands / artifacts" (603.8): a basic land type or a card type
CONTROL_NONE = {"Plains", "Island", "Swamp", "Mountain", "Forest", "artifact", "creature", "enchantment", "land"}
TARGET_SPECS = {"any", "creature", "player", "spell", "permanent", "planeswalker", "artifact",
                "enchantment", "land", "nonblack creature", "artifact or enchantment",
                "creature or planeswalker", "opponent", "stack", "creature you control",
                # abilities on the stack (copied by copy_ability, 707.10)
                "activated or triggered ability", "triggered ability", "activated or triggered ability you control",
                "triggered ability you control"}
SACRIFICE_WORDS = PERM_TYPES | {"self", "permanent"} | {"another " + t for t in PERM_TYPES | {"permanent"}}
REFS = {"controller", "opponent", "each_opponent", "each_player", "self", "that_player", "defending_player", "it", "each_creature",
        "that_creature", "dealt:creature", "dealt:permanent"}
# a permanent's rules about players: "empty_draw_wins" (614), "cant_lose" (101.2), "opponents_cant_gain_life" /
# "players_cant_gain_life" (119.7), "you_have_hexproof" (its controller has hexproof, 702.11c)
REPLACEMENTS = {"empty_draw_wins", "cant_lose", "opponents_cant_gain_life", "players_cant_gain_life", "you_have_hexproof"}
STATIC_AFFECTS = {"creatures_you_control", "attached", "all_creatures", "spells_you_cast", "spells_cast", "self"}
MANA_LETTERS = set("WUBRGC")

# Every field the engine reads, per kind of object: anything else is a validation error (never
# silently ignored). The fields are declared once, as TypedDicts in state.py: extending the
# vocabulary means declaring the field there, reading it in the engine and documenting it in
# docs/judge-engine-mtg.md.
# (top-level fields besides format/game/state/actions/expect are metadata of the site, e.g. the
# library's title_i18n: the engine does not read them, so they cannot change a ruling)
STATE_FIELDS = fields_of(S.State)
PLAYER_FIELDS = fields_of(S.Player)
COMBAT_FIELDS = fields_of(S.Combat)
RESULT_FIELDS = fields_of(S.Result)
# characteristics and card text (any zone; also what a catalogue or card-pool entry gives)
CARD_FIELDS = fields_of(S.Card)
PERMANENT_FIELDS = fields_of(S.Permanent)
STACK_FIELDS = fields_of(S.StackObject)
ALT_COSTS = ("dash", "evoke", "blitz")   # alternative costs of the cast action's `alt` (118.9)
ABILITY_FIELDS = fields_of(S.Ability)
COST_FIELDS = fields_of(S.Cost)
TRIGGER_FIELDS = fields_of(S.Trigger)
STATIC_FIELDS = fields_of(S.Static)
UNTIL_EOT_KINDS = fields_of(S.UntilEot)
CONTEXT_FIELDS = fields_of(S.Context)
HISTORY_FIELDS = fields_of(S.History)
EMBLEM_FIELDS = fields_of(S.Emblem)
DELAYED_FIELDS = fields_of(S.Delayed)
LEFT_FIELDS = fields_of(S.Left)
CAST_FROM = {"hand", "graveyard", "outside"}   # where a spell is cast from (casting.py); on a permanent: the spell it was
LEFT_ZONES = {"graveyard", "exile", "hand", "library"}
# "Activate only ..." restrictions of an activated ability (602.5b; judge/mtg/abilities.py)
ACTIVATION_TIMINGS = {"sorcery", "your_turn", "your_upkeep", "before_attackers", "combat"}
# counters a permanent may enter with (`enters_with`): +1/+1 and -1/-1 (which the engine's P/T and
# 704.5q read) and kinds with no rules meaning of their own; not shield, stun, loyalty, lore, time
# or keyword counters, whose rules (122.1b-122.1f) the engine would have to apply
ENTERS_WITH_COUNTERS = {"+1/+1", "-1/-1", "charge", "oil", "time"}   # time: vanishing (702.63a)


class _TargetWords(frozenset):
    """The fixed target words, plus the words built from parts that targetspec.py reads
    ("tapped creature an opponent controls", "instant or sorcery spell", ...) and the words for a
    card in a graveyard ("creature card in your graveyard", 109.2a)."""

    def __contains__(self, x):
        from . import targetspec
        return frozenset.__contains__(self, x) or targetspec.is_word(x) or targetspec.is_card_word(x) or \
            targetspec.another_base(x) is not None


TARGET_WORDS = _TargetWords(TARGET_SPECS)


def _perm_word(w: str) -> bool:
    """A permanent word without a controller ("artifact or creature", "non-Demon creature")."""
    from . import targetspec
    p = targetspec.parse(w)
    return bool(p) and p["ctrl"] is None and not any(a["noun"] in ("player", "opponent", "spell") for a in p["alts"])


def _j(v):
    try:
        return json.dumps(v, ensure_ascii=False)
    except TypeError:
        return repr(v)


class V:
    PERM_TYPES = PERM_TYPES
    j = staticmethod(_j)

    def __init__(self):
        self.problems: list[Problem] = []

    def add(self, path, msg):
        self.problems.append(Problem(path, msg))

    def int_(self, d, key, path, minimum=None, required=False):
        if key not in d:
            if required:
                self.add(f"{path}.{key}", "required")
            return
        v = d[key]
        if isinstance(v, bool) or not isinstance(v, int):
            self.add(f"{path}.{key}", f"expected an integer, got {_j(v)}")
        elif minimum is not None and v < minimum:
            self.add(f"{path}.{key}", f"expected at least {minimum}, got {v}")

    def bool_(self, d, key, path):
        if key in d and not isinstance(d[key], bool):
            self.add(f"{path}.{key}", f"expected true or false, got {_j(d[key])}")

    def modes(self, o, path):
        """`modes` (700.2) of a modal spell or triggered ability, with `choose` / `choose_max`."""
        ms = o["modes"]
        if not isinstance(ms, list) or len(ms) < 2:
            self.add(f"{path}.modes", f"expected a list of two or more modes, got {_j(ms)}")
            return
        for i, m in enumerate(ms):
            mp = f"{path}.modes[{i}]"
            if not isinstance(m, dict):
                self.add(mp, f"expected an object, got {_j(m)}")
                continue
            self.known(m, {"text", "target", "effects"}, mp)
            self.str_(m, "text", mp)
            if "target" in m:
                self.strlist(m, "target", mp, TARGET_WORDS)
            self.effects(m.get("effects", []), f"{mp}.effects")
        self.int_(o, "choose", path, minimum=1)
        self.int_(o, "choose_max", path, minimum=1)

    def str_(self, d, key, path, required=False, choices=None):
        if key not in d:
            if required:
                self.add(f"{path}.{key}", "required")
            return
        v = d[key]
        if not isinstance(v, str):
            self.add(f"{path}.{key}", f"expected a string, got {_j(v)}")
        elif choices is not None and v not in choices:
            self.add(f"{path}.{key}", f"expected one of {', '.join(sorted(choices))}, got {_j(v)}")

    def strlist(self, d, key, path, choices=None):
        if key not in d:
            return
        v = d[key]
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            self.add(f"{path}.{key}", f"expected a list of strings, got {_j(v)}")
            return
        if choices is not None:
            for i, x in enumerate(v):
                if x not in choices:
                    self.add(f"{path}.{key}[{i}]", f"expected one of {', '.join(sorted(choices))}, got {_j(x)}")

    def cost(self, d, key, path, pool=False):
        if key in d and d[key] is not None:
            try:
                (parse_pool if pool else parse_cost)(d[key])
            except CostError as exc:
                self.add(f"{path}.{key}", str(exc))

    def known(self, d, allowed, path, what="field"):
        """Every key of `d` must be one the engine reads."""
        for k in d:
            if k not in allowed:
                self.add(f"{path}.{k}" if path else str(k),
                         f"unknown {what} {_j(k)}: not part of the scenario format or of the documented extensions "
                         f"(docs/judge-engine-mtg.md), so the engine would ignore it")

    def faces(self, o, path):
        """A transforming double-faced card (712.2; transform.py): the face not up under `back` or
        `front`, each a face's characteristics and text; `transformed` only on such a card."""
        self.str_(o, "face_name", path)
        self.bool_(o, "transformed", path)
        self.int_(o, "transforms", path, minimum=0)
        self.int_(o, "source_transforms", path, minimum=0)
        from .transform import FACE_KEYS
        for k in ("back", "front"):
            f = self.obj(o, k, path)
            if f is not None:
                self.known(f, FACE_KEYS, f"{path}.{k}")
                self.card_fields(f, f"{path}.{k}")
        if o.get("transformed") and not isinstance(o.get("back"), dict) and not isinstance(o.get("front"), dict):
            self.add(f"{path}.transformed", "only a double-faced card transforms (712.9): this card has no back face")

    def obj(self, d, key, path):
        """d[key] must be an object if present; returns it or None."""
        if key not in d:
            return None
        v = d[key]
        if not isinstance(v, dict):
            self.add(f"{path}.{key}", f"expected an object, got {_j(v)}")
            return None
        return v

    def list_(self, d, key, path, what="a list"):
        if key not in d:
            return None
        v = d[key]
        if not isinstance(v, list):
            self.add(f"{path}.{key}", f"expected {what}, got {_j(v)}")
            return None
        return v

    def objects(self, d, key, path, what, example):
        """d[key], a list of objects (checked by list_): yields (path, object) for each; an item that
        is not an object is an error at its path ("expected an object such as <example>")."""
        for i, x in enumerate(self.list_(d, key, path, what) or ()):
            p = f"{path}.{key}[{i}]"
            if isinstance(x, dict):
                yield p, x
            else:
                self.add(p, f"expected an object such as {example}, got {_j(x)}")

    def keywords(self, d, key, path):
        if key not in d:
            return
        v = d[key]
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            self.add(f"{path}.{key}", f"expected a list of keyword strings, got {_j(v)}")
            return
        for i, k in enumerate(v):
            why = keyword_problem(k)
            if why:
                self.add(f"{path}.{key}[{i}]", why)

    def ref(self, d, key, path):
        if key not in d:
            return
        v = d[key]
        if not isinstance(v, str):
            self.add(f"{path}.{key}", f"expected a reference (target:N, {', '.join(sorted(REFS))} or an id), got {_j(v)}")
        elif v.startswith("targets:") and not re.fullmatch(r"targets:\d+:[2-9]", v):
            self.add(f"{path}.{key}", f'expected "targets:F:N" (N targets from the F-th, at once), got {_j(v)}')
        elif v.startswith("target:") and not v[7:].isdigit():
            self.add(f"{path}.{key}", f'expected "target:N" with N a number, got {_j(v)}')
        elif v.startswith("controller_of:") and not (v[14:].startswith("target:") and v[21:].isdigit()) and \
                v != "controller_of:that_creature":
            self.add(f"{path}.{key}", f'expected "controller_of:target:N" (the controller of that target), got {_j(v)}')
        elif v.startswith("creatures_of:") and not (v[13:].startswith("target:") and v[20:].isdigit()):
            self.add(f"{path}.{key}", f'expected "creatures_of:target:N" (the creatures of that target player, or of '
                                      f'that target planeswalker\'s controller), got {_j(v)}')

    def int_pair(self, v, path):
        if not (isinstance(v, list) and len(v) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in v)):
            self.add(path, f"expected [power, toughness] (two integers), got {_j(v)}")

    # --- card-ish objects ---
    def effects(self, effs, path):
        if not isinstance(effs, list):
            self.add(path, f"expected a list of effects, got {_j(effs)}")
            return
        for i, e in enumerate(effs):
            p = f"{path}[{i}]"
            if not isinstance(e, dict):
                self.add(p, f"expected an object, got {_j(e)}")
                continue
            self.str_(e, "do", p, required=True, choices=EFFECTS)
            do = e.get("do")
            spec = EFFECTS.get(do) if isinstance(do, str) else None
            if spec is not None:
                self.known(e, spec.fields | {"do", "if"}, p, what=f"field of a {do!r} effect")
            for k in ("amount", "power", "toughness", "n"):
                if k in e and isinstance(e[k], dict):   # an amount the text defines (judge/mtg/counts.py, 107.3c)
                    for msg in _counts.problems(e[k], effect=True):
                        self.add(f"{p}.{k}", msg)
                elif k in e and not (isinstance(e[k], int) and not isinstance(e[k], bool)) and e[k] != "X" and \
                        not (k in ("power", "toughness") and e[k] == "-X") and \
                        not (k == "amount" and e[k] == "that_much" and do in ("damage", "gain_life", "lose_life")):
                    self.add(f"{p}.{k}", f'expected an integer, "X" or a count such as {{"what": "control", "word": "land"}}, got {_j(e[k])}')
            for k in ("to", "of"):
                self.ref(e, k, p)
            self.str_(e, "kind", p)
            if isinstance(e.get("if"), dict):   # a condition on the board (conditions.py)
                for msg in _conditions.problems(e["if"]):
                    self.add(f"{p}.if", msg)
            else:
                self.str_(e, "if", p, choices={"kicked", "not_kicked"})
            self.bool_(e, "cant_regenerate", p)
            self.bool_(e, "combat", p)
            self.str_(e, "cost", p)
            if spec is not None and spec.check is not None:
                spec.check(self, e, p)

    def until_eot(self, o, path):
        for p, u in self.objects(o, "until_eot", path, "a list of effects until end of turn", '{"pump": [1, 1]}'):
            self.known(u, UNTIL_EOT_KINDS, p)
            if not set(u) - {"source"}:
                self.add(p, f"expected one of {', '.join(sorted(UNTIL_EOT_KINDS - {'source'}))}")
            for k in ("pump", "set"):
                if k in u:
                    self.int_pair(u[k], f"{p}.{k}")
            self.bool_(u, "switch", p)
            self.keywords(u, "keywords", p)
            for k in ("control", "was", "source", "until_turn_of"):
                self.str_(u, k, p)
            self.strlist(u, "types_added", p, PERM_TYPES)
            self.strlist(u, "subtypes_added", p)
            self.strlist(u, "colors", p, set("WUBRG"))
            self.bool_(u, "lose_abilities", p)
            self.bool_(u, "pt_added", p)
            self.abilities(u, p)   # 'gains "<ability>"' until end of turn (113.10)
            self.triggers(u, p)

    def abilities(self, o, path):
        """`abilities`: activated abilities (of a card, or granted by a static ability or an effect
        until end of turn, 113.10)."""
        for i, ab in enumerate(o.get("abilities") or []) if isinstance(o.get("abilities", []), list) else []:
            p = f"{path}.abilities[{i}]"
            if not isinstance(ab, dict):
                self.add(p, "expected an object")
                continue
            self.known(ab, ABILITY_FIELDS, p)
            cost = ab.get("cost", {})
            if not isinstance(cost, dict):
                self.add(f"{p}.cost", "expected an object")
            else:
                self.known(cost, COST_FIELDS, f"{p}.cost", what="cost")
                self.bool_(cost, "tap", f"{p}.cost")
                self.cost(cost, "mana", f"{p}.cost")
                lv = cost.get("loyalty")
                if "loyalty" in cost and lv not in ("-X", "+X") and (isinstance(lv, bool) or not isinstance(lv, int)):
                    self.add(f"{p}.cost.loyalty", f'expected an integer (+2, -3) or "-X" / "+X", got {_j(lv)}')
                self.int_(cost, "life", f"{p}.cost", minimum=0)
                self.str_(cost, "sacrifice", f"{p}.cost", choices=SACRIFICE_WORDS)
                self.int_(cost, "discard", f"{p}.cost", minimum=1)
                self.int_(cost, "crew", f"{p}.cost", minimum=1)
                self.str_(cost, "exile", f"{p}.cost", choices={"self"})
                self.str_(cost, "remove_counter", f"{p}.cost", choices={"+1/+1"})
            self.str_(ab, "zone", p, choices={"graveyard"})
            if ab.get("zone") == "graveyard":   # 113.6m: a card in a graveyard can't be tapped, has no loyalty...
                bad = [k for k in ("tap", "loyalty", "crew", "remove_counter") if k in (cost if isinstance(cost, dict) else {})]
                bad += ["sacrifice self"] if isinstance(cost, dict) and cost.get("sacrifice") == "self" else []
                bad += [k for k in ("equip", "once_per_turn") if ab.get(k)]
                if bad:
                    self.add(f"{p}.zone", f"an ability that works in the graveyard can't have {', '.join(bad)} "
                                          "(the engine keeps no such state for a card in a graveyard)")
            self.bool_(ab, "equip", p)
            self.str_(ab, "text", p)
            self.str_(ab, "timing", p, choices=ACTIVATION_TIMINGS)
            if "activate_if" in ab:
                for msg in _conditions.problems(ab["activate_if"]):
                    self.add(f"{p}.activate_if", msg)
            if "target" in ab:
                self.strlist(ab, "target", p, TARGET_WORDS)
            self._target_min(ab, p)
            self.bool_(ab, "one_target_word", p)
            self.bool_(ab, "distinct_targets", p)
            self.effects(ab.get("effects", []), f"{p}.effects")
        if "abilities" in o and not isinstance(o["abilities"], list):
            self.add(f"{path}.abilities", "expected a list")

    def _target_min(self, o, p):
        """`target_min` ("up to one target ...", 601.2c): fewer than the targets in `target`."""
        self.int_(o, "target_min", p, minimum=0)
        if isinstance(o.get("target_min"), int) and o["target_min"] >= len(o.get("target") or ()):
            self.add(f"{p}.target_min", "expected fewer than the number of targets in \"target\" (the optional ones come last)")

    def triggers(self, o, path):
        """`triggers`: triggered abilities (of a card, or granted, 113.10)."""
        if "triggers" in o:
            if not isinstance(o["triggers"], list):
                self.add(f"{path}.triggers", "expected a list")
            else:
                for i, t in enumerate(o["triggers"]):
                    p = f"{path}.triggers[{i}]"
                    if not isinstance(t, dict):
                        self.add(p, "expected an object")
                        continue
                    self.known(t, TRIGGER_FIELDS, p)
                    self.str_(t, "when", p, required=True, choices=TRIGGERS)
                    self.str_(t, "text", p)
                    self.strlist(t, "target", p, TARGET_WORDS)
                    self._target_min(t, p)
                    self.str_(t, "whose", p, choices={"you", "each", "opponent", "attached_controller"})
                    self.bool_(t, "combat", p)
                    self.str_(t, "of", p, choices={"attached"})
                    self.bool_(t, "other", p)
                    if "filter" in t and (not isinstance(t["filter"], str) or t["filter"] not in TARGET_WORDS):
                        self.add(f"{p}.filter", f"expected a permanent word such as \"creature you control\", got {_j(t['filter'])}")
                    self.strlist(t, "spell_kinds", p, CARD_TYPES)
                    self.strlist(t, "spell_not", p, CARD_TYPES)
                    self.strlist(t, "spell_subtypes", p)
                    self.str_(t, "subtype", p)
                    self.bool_(t, "targets_self", p)
                    self.int_(t, "nth", p, minimum=1)
                    self.bool_(t, "or_copy", p)
                    self.str_(t, "spell_quality", p, choices={"multicolored", "colorless", "historic"})
                    self.int_(t, "spell_mv_min", p, minimum=0)
                    self.strlist(t, "spell_colors", p, set("WUBRG"))
                    self.int_(t, "min_attackers", p, minimum=1)
                    self.bool_(t, "dethrone", p)
                    self.bool_(t, "training", p)
                    self.bool_(t, "evolve", p)
                    self.strlist(t, "subtypes", p)
                    self.str_(t, "defender", p, choices={"you", "you_or_pw"})
                    self.bool_(t, "once_each_turn", p)
                    self.bool_(t, "damaged_by_self", p)
                    self.bool_(t, "self_only", p)
                    self.str_(t, "none_of", p, choices=CONTROL_NONE)
                    self.str_(t, "source", p, choices={"creature", "opponent"})
                    self.bool_(t, "spell_kicked", p)
                    self.int_(t, "spell_mv_max", p, minimum=0)
                    self.bool_(t, "spell_either", p)
                    self.str_(t, "during", p, choices={"opponent_turn", "your_turn"})
                    if t.get("during") == "your_turn" and t.get("when") not in ("lose_life", "gain_life"):
                        self.add(f"{p}.during", '"your_turn" is read only on lose_life and gain_life')
                    self.str_(t, "cast_from", p, choices={"graveyard", "not_hand", "hand"})
                    self.str_(t, "by", p, choices={"you", "opponent"})
                    if "spell_targets" in t and (not isinstance(t["spell_targets"], str) or t["spell_targets"] not in TARGET_WORDS):
                        self.add(f"{p}.spell_targets", f"expected a permanent word such as \"creature\", got {_j(t['spell_targets'])}")
                    self.bool_(t, "by_spell", p)
                    self.bool_(t, "batch", p)
                    self.bool_(t, "first_each_turn", p)
                    if t.get("when") == "chapter" or "chapters" in t:   # a Saga's chapter ability (714.2b)
                        ch = t.get("chapters")
                        if t.get("when") != "chapter":
                            self.add(f"{p}.chapters", 'only a chapter ability ("when": "chapter") has chapters')
                        elif not isinstance(ch, list) or not ch or not all(
                                isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= 20 for n in ch):
                            self.add(f"{p}.chapters", f"expected a list of chapter numbers (1 to 20) such as [1, 2], got {_j(ch)}")
                    if "condition" in t:
                        for msg in _conditions.problems(t["condition"]):
                            self.add(f"{p}.condition", msg)
                    if "modes" in t:
                        self.modes(t, p)
                        if "effects" in t:
                            self.add(f"{p}.effects", "a modal triggered ability has its effects in its modes")
                    self.effects(t.get("effects", []), f"{p}.effects")

    def redirects(self, o, path):
        """`redirect_next`: [{"n": N, "to": id, "source": name}] (614.9)."""
        for p, r in self.objects(o, "redirect_next", path, 'a list of redirections such as {"n": 2, "to": "B", "source": "..."}',
                                 '{"n": 2, "to": "B", "source": "Captain\'s Maneuver"}'):
            self.known(r, {"n", "to", "source"}, p)
            self.int_(r, "n", p, minimum=1, required=True)
            self.str_(r, "to", p, required=True)
            self.str_(r, "source", p, required=True)

    def statics(self, o, path):
        for p, a in self.objects(o, "static", path, "a list of static abilities", '{"power": 1, "toughness": 1}'):
            self.known(a, STATIC_FIELDS, p)
            self.str_(a, "affects", p, choices=STATIC_AFFECTS)
            self.int_(a, "power", p)
            self.int_(a, "toughness", p)
            self.str_(a, "subtype", p)
            self.bool_(a, "other", p)
            self.str_(a, "with_counter", p)
            if "with_counter" in a and a.get("affects") != "creatures_you_control":
                self.add(f"{p}.with_counter", 'only for "each creature you control with a <kind> counter on it" (affects creatures_you_control)')
            self.keywords(a, "keywords", p)
            self.abilities(a, p)   # 'Enchanted creature has "<ability>"' (113.10, 613.1f)
            self.triggers(a, p)
            self.str_(a, "color", p, choices=set("WUBRG"))
            if isinstance(a.get("cost_reduction"), str):   # "{W}{B}": coloured reduction (118.7b-f)
                self.cost(a, "cost_reduction", p)
                if "X" in a["cost_reduction"].upper():
                    self.add(f"{p}.cost_reduction", 'a cost reduction is a fixed amount such as "{1}" or "{B}", not {X}')
            else:
                self.int_(a, "cost_reduction", p, minimum=0)
            self.bool_(a, "colored_only", p)
            self.int_(a, "cost_increase", p, minimum=1)
            self.str_(a, "whose", p, choices={"opponents", "you", "all"})
            self.strlist(a, "spell_not", p, CARD_TYPES)
            self.strlist(a, "spell_colors", p, set("WUBRG"))
            if a.get("affects") == "spells_cast" and not a.get("cost_increase"):
                self.add(f"{p}.cost_increase", 'a static ability of "spells_cast" is a cost increase: give cost_increase')
            if "cost_increase" in a and a.get("affects") != "spells_cast":
                self.add(f"{p}.affects", 'a cost increase applies to spells: affects "spells_cast"')
            self.strlist(a, "spell_subtypes", p)
            self.strlist(a, "colors", p, set("WUBRG"))
            self.strlist(a, "spell_kinds", p, CARD_TYPES)
            if "per" in a:   # "gets +1/+1 for each ..." (613.4c): a creature's own bonus
                for msg in _counts.problems(a["per"]):
                    self.add(f"{p}.per", msg)
                if a.get("affects") != "self":
                    self.add(f"{p}.per", 'a bonus "for each" is modelled on the creature itself only (affects "self")')
            if "condition" in a:   # "as long as <condition>" (611.3a): conditions.py, no P/T or ability reads
                for msg in _conditions.problems(a["condition"], static=True):
                    self.add(f"{p}.condition", msg)
                if a.get("affects") in ("spells_you_cast", "spells_cast"):
                    self.add(f"{p}.condition", "a cost reduction or increase with a condition is not modelled")

    def _enters_with(self, o, path):
        """`enters_with`: the counters a permanent enters with (614.1c), e.g. [{"counter": "+1/+1",
        "n": 2}, {"counter": "+1/+1", "n": "X"}, {"counter": "+1/+1", "n": 2, "if": "kicked"}]."""
        for p, e in self.objects(o, "enters_with", path, 'a list such as [{"counter": "+1/+1", "n": 2}]',
                                 '{"counter": "+1/+1", "n": 2}'):
            self.known(e, {"counter", "n", "if"}, p)
            self.str_(e, "counter", p, required=True, choices=ENTERS_WITH_COUNTERS)
            n = e.get("n")
            if _counts.is_count(n):   # "for each <one>" / "where X is <amount>" (614.1c), read as it enters
                for msg in _counts.problems(n, effect=True):
                    self.add(f"{p}.n", msg)
                if n.get("what") in ("counters", "attached", "power"):
                    self.add(f"{p}.n", "counted before the permanent is on the battlefield: nothing on itself")
            elif n != "X" and not (isinstance(n, int) and not isinstance(n, bool) and n >= 0):
                self.add(f"{p}.n", f'expected a count (integer >= 0), "X" or a count object, got {_j(n)}')
            if isinstance(e.get("if"), dict):   # "enters with ... if <condition>" (614.1c)
                for msg in _conditions.problems(e["if"]):
                    self.add(f"{p}.if", msg)
            else:
                self.str_(e, "if", p, choices={"kicked"})

    def _enters_tapped_unless(self, o, path):
        """`enters_tapped_unless` (614.1d, 614.12a; zones.py): a condition (conditions.py), {"pay_life": N}
        or {"reveal": [subtypes]}."""
        u = o.get("enters_tapped_unless")
        if u is None:
            return
        p = f"{path}.enters_tapped_unless"
        if not isinstance(u, dict):
            self.add(p, f'expected a condition, {{"pay_life": 2}} or {{"reveal": ["Island"]}}, got {_j(u)}')
        elif "pay_life" in u:
            self.known(u, {"pay_life"}, p)
            self.int_(u, "pay_life", p, minimum=1)
        elif "reveal" in u:
            self.known(u, {"reveal"}, p)
            if not (isinstance(u["reveal"], list) and u["reveal"] and all(isinstance(x, str) and x for x in u["reveal"])):
                self.add(f"{p}.reveal", f'expected a list of subtypes such as ["Island", "Swamp"], got {_j(u["reveal"])}')
        else:
            from .conditions import problems
            for why in problems(u):
                self.add(p, why)

    def _oracle_fields(self, o, path):
        """Fields of the Oracle compiler's vocabulary (docs/judge-engine-mtg.md): modes, additional
        costs, enters tapped, static abilities (bonuses, keyword grants, filters)."""
        self.bool_(o, "enters_tapped", path)
        cda = self.obj(o, "cda", path)
        if cda is not None:   # 604.3, 613.4a: {"power": count, "toughness": count} (judge/mtg/counts.py)
            self.known(cda, {"power", "toughness"}, f"{path}.cda")
            if not cda:
                self.add(f"{path}.cda", "expected power and/or toughness")
            for k in ("power", "toughness"):
                for msg in _counts.problems(cda[k]) if k in cda else ():
                    self.add(f"{path}.cda.{k}", msg)
        self._enters_tapped_unless(o, path)
        self._enters_with(o, path)
        self.int_(o, "final_chapter", path, minimum=1)   # a Saga's printed final chapter number (714.2d)
        self.str_(o, "enters_as_copy", path, choices={"creature", "artifact", "enchantment", "permanent"})
        exc = self.obj(o, "copy_except", path)
        if exc is not None:   # 707.9a-b
            self.known(exc, {"types", "power", "toughness"}, f"{path}.copy_except")
            self.strlist(exc, "types", f"{path}.copy_except", PERM_TYPES)
            for k in ("power", "toughness"):
                self.int_(exc, k, f"{path}.copy_except", minimum=0)
        cp = self.obj(o, "copy_of", path)
        if cp is not None:
            self.known(cp, {"of", "card", "printed", "values", "except"}, f"{path}.copy_of")
            for k in ("of", "card"):
                self.str_(cp, k, f"{path}.copy_of")
            for k in ("printed", "values", "except"):
                self.obj(cp, k, f"{path}.copy_of")
        orc = self.obj(o, "oracle", path)
        if orc is not None:
            self.known(orc, {"status", "slug", "unmodelled", "printed"}, f"{path}.oracle")
            self.strlist(orc, "unmodelled", f"{path}.oracle")
            self.str_(orc, "status", f"{path}.oracle", choices={"full", "partial", "none"})
            self.str_(orc, "slug", f"{path}.oracle")
            self.obj(orc, "printed", f"{path}.oracle")
        if "modes_chosen" in o and not (isinstance(o["modes_chosen"], list) and all(
                isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(o.get("modes") or []) for i in o["modes_chosen"])):
            self.add(f"{path}.modes_chosen", f"expected indices of the spell's modes, got {_j(o['modes_chosen'])}")
        self.obj(o, "source_card", path)   # an embalm ability's exiled card (702.128a)
        if "activated_once" in o and not (isinstance(o["activated_once"], list) and all(
                isinstance(i, int) and not isinstance(i, bool) for i in o["activated_once"])):
            self.add(f"{path}.activated_once", f"expected a list of ability indices, got {_j(o['activated_once'])}")
        if "damaged_by" in o and not (isinstance(o["damaged_by"], list) and all(isinstance(i, str) for i in o["damaged_by"])):
            self.add(f"{path}.damaged_by", f"expected a list of permanent ids, got {_j(o['damaged_by'])}")
        if "targeted_by" in o and not (isinstance(o["targeted_by"], list) and all(isinstance(i, str) for i in o["targeted_by"])):
            self.add(f"{path}.targeted_by", f"expected a list of player ids, got {_j(o['targeted_by'])}")
        if "triggered_once" in o and not (isinstance(o["triggered_once"], list) and all(
                isinstance(i, str) for i in o["triggered_once"])):
            self.add(f"{path}.triggered_once", f"expected a list of trigger texts, got {_j(o['triggered_once'])}")
        if "modes" in o:
            self.modes(o, path)
        if "additional_cost" in o:
            ac = o["additional_cost"]
            if not isinstance(ac, dict) or not ac:
                self.add(f"{path}.additional_cost", f"expected an object such as {{\"sacrifice\": \"creature\"}}, got {_j(ac)}")
            else:
                ap = f"{path}.additional_cost"
                for k in ac:
                    if k not in ("sacrifice", "discard", "exile_from_graveyard", "n", "pay_life", "tap"):
                        self.add(f"{ap}.{k}", "unknown additional cost (expected sacrifice, discard, "
                                              "exile_from_graveyard, pay_life or tap)")
                sac = ac.get("sacrifice")
                if sac is not None and not (isinstance(sac, str) and (sac in PERM_TYPES or sac == "permanent" or
                                                                      _perm_word(sac))):
                    self.add(f"{ap}.sacrifice", f"expected a card type, \"permanent\" or a permanent word, got {_j(sac)}")
                self.int_(ac, "discard", ap, minimum=1)
                self.int_(ac, "pay_life", ap, minimum=1)
                if "exile_from_graveyard" in ac:   # "exile a creature card from your graveyard" (118.8)
                    self.int_(ac, "n", ap, minimum=1)
                    w = ac["exile_from_graveyard"]
                    if not (isinstance(w, str) and w in TARGET_WORDS):
                        self.add(f"{ap}.exile_from_graveyard", f'expected a card word such as "creature card", got {_j(w)}')
                elif "n" in ac:
                    self.add(f"{ap}.n", "only with exile_from_graveyard")
                if "tap" in ac:   # "tap two untapped creatures you control" (118.8)
                    t = ac["tap"]
                    if not isinstance(t, dict) or not isinstance(t.get("word"), str) or not _perm_word(t["word"]):
                        self.add(f"{ap}.tap", f'expected {{"n": 2, "word": "creature"}}, got {_j(t)}')
                    else:
                        self.known(t, {"n", "word"}, f"{ap}.tap")
                        self.int_(t, "n", f"{ap}.tap", minimum=1)
        sr = self.obj(o, "self_reduction", path)
        if sr is not None:   # "This spell costs {N} less to cast if <condition>" (601.2f)
            sp = f"{path}.self_reduction"
            self.known(sr, {"cost", "if", "per"}, sp)
            if not isinstance(sr.get("cost"), str) or not re.fullmatch(r"\{(?:[1-9]\d*|[WUBRG])\}", sr["cost"]):
                self.add(f"{sp}.cost", f'expected generic mana such as "{{2}}" or one coloured symbol, got {_j(sr.get("cost"))}')
            if "per" in sr:   # "for each <one>" / "where X is <amount>": counted once as it is cast
                if "if" in sr:
                    self.add(f"{sp}.per", "a reduction has a condition (if) or a count (per), not both")
                for msg in _counts.problems(sr["per"], effect=True):
                    self.add(f"{sp}.per", msg)
                if isinstance(sr["per"], dict) and sr["per"].get("what") in ("counters", "attached", "power"):
                    self.add(f"{sp}.per", "a spell's own reduction counts nothing on itself")
            elif "if" not in sr:
                self.add(f"{sp}.if", "required: the condition (judge/mtg/conditions.py), or a count (per)")
            else:
                for msg in _conditions.problems(sr["if"]):
                    self.add(f"{sp}.if", msg)

    def card_fields(self, o, path, permanent=False):
        name = o.get("card")
        if "card" in o and not isinstance(name, str):
            self.add(f"{path}.card", f"expected a card name, got {_j(name)}")
        self.strlist(o, "types", path, CARD_TYPES)
        self.strlist(o, "subtypes", path)
        self.keywords(o, "keywords", path)
        self.strlist(o, "colors", path, set("WUBRG"))
        self.strlist(o, "replacements", path, REPLACEMENTS)
        self.strlist(o, "produces", path, MANA_LETTERS)
        self.str_(o, "kind", path, choices={"instant", "sorcery", "creature", "artifact", "enchantment",
                                             "planeswalker", "land", "battle", "ability"})
        for k in ("power", "toughness", "loyalty", "damage"):
            self.int_(o, k, path, minimum=0 if k == "damage" else None)
        for k in ("attached_to", "owner", "notes"):
            self.str_(o, k, path)
        self.str_(o, "enchant", path, choices=TARGET_WORDS)
        self.int_(o, "regen_shields", path, minimum=0)
        self._target_min(o, path)
        self.int_(o, "prevent_next", path, minimum=0)
        self.redirects(o, path)
        self.int_(o, "ward_x", path, minimum=0)
        for k in ("tapped", "summoning_sick", "legendary", "token", "deathtouch_damage", "kicked", "cant_regenerate", "exile_if_dies",
                  "pay_ward", "loyalty_activated", "basic", "unknown", "distinct_targets", "one_target_word", "cast_main",
                  "skip_next_untap", "echo_due", "bought_back", "renowned", "riot_haste", "embalmed", "retraced"):
            self.bool_(o, k, path)
        self.str_(o, "cast_from", path, choices=CAST_FROM)
        self.str_(o, "alt_cost", path, choices=set(ALT_COSTS))
        for k in ("mana_cost", "kicker", "flashback", "cycling", "unearth", "buyback", "morph", "megamorph", "disguise", *ALT_COSTS):
            self.cost(o, k, path)
        fd = o.get("face_down")
        if fd is not None and not path.startswith(("state.battlefield", "state.stack")):
            self.add(f"{path}.face_down", "only a permanent or a spell is face down (708.1): a card in another zone is face up")
        elif fd is True and path.startswith("state.stack"):
            self.add(f"{path}.face_down", 'a face-down spell is cast with the cast action\'s "face_down": true (702.37c)')
        elif fd is not None and fd is not True:   # 708: true (its `card` is the face-down card) or the engine's form
            if not isinstance(fd, dict) or not isinstance(fd.get("card"), str):
                self.add(f"{path}.face_down", f'expected true or {{"card": name, "by": ..., "printed": {{...}}}}, got {_j(fd)}')
            else:
                self.known(fd, {"card", "by", "printed"}, f"{path}.face_down")
                self.str_(fd, "by", f"{path}.face_down", choices={"morph", "megamorph", "disguise"})
                self.obj(fd, "printed", f"{path}.face_down")
        elif fd is True and not isinstance(o.get("card"), str):
            self.add(f"{path}.face_down", "a face-down permanent written as true needs its card (the card that is face down)")
        self.str_(o, "unearthed", path, choices={"waiting", "triggered"})
        if "cycling_search" in o:   # typecycling (702.29e): a library word ("Forest card", "basic land card")
            from .library import library_word_known
            if not library_word_known(o["cycling_search"]):
                self.add(f"{path}.cycling_search", f'expected a card word such as "Forest card" or "basic land card", '
                                                   f'got {_j(o["cycling_search"])}')
        names = self.obj(o, "names", path)
        for lang, n in (names or {}).items():
            if not isinstance(n, str):
                self.add(f"{path}.names.{lang}", f"expected a display name, got {_j(n)}")
        self.obj(o, "current", path)
        self.faces(o, path)
        if "counters" in o:
            c = o["counters"]
            if not isinstance(c, dict):
                self.add(f"{path}.counters", f"expected an object mapping kinds to counts, got {_j(c)}")
            else:
                for k, n in c.items():
                    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                        self.add(f"{path}.counters.{k}", f"expected a count (integer >= 0), got {_j(n)}")
        if "effects" in o:
            self.effects(o["effects"], f"{path}.effects")
        self._oracle_fields(o, path)
        if "target" in o:
            self.strlist(o, "target", path, TARGET_WORDS)
        self.until_eot(o, path)
        self.statics(o, path)
        self.abilities(o, path)
        self.triggers(o, path)
        if permanent:
            types = o.get("types")
            if isinstance(types, list) and "creature" in types:
                for k in ("power", "toughness"):
                    if k not in o:
                        self.add(f"{path}.{k}", "required for a creature (give it or use a catalogue card)")


def found_nowhere(v: V, c: dict, path: str) -> None:
    """A card object naming a card that is not in the catalogue must give the fields of a custom
    card (its types), else it would be played as a blank card (scenario format: "a card name found
    nowhere ... is an error"). Unknown placeholders ("unknown": true) name no card."""
    name = c.get("card")
    if isinstance(name, str) and not c.get("unknown") and "types" not in c and "kind" not in c \
            and cards.lookup(name) is None:
        v.add(f"{path}.types", f"required: {_j(name)} is not a catalogue card, so a custom card gives its fields "
                               f"(types or kind, mana_cost, effects...)")


def merged(obj) -> dict:
    """A scenario card object (string or dict) merged over its catalogue entry."""
    if isinstance(obj, str):
        base = cards.lookup(obj)
        return _devoid(dict(base)) if base else {"card": obj}
    if obj.get("token") is True and "types" in obj:
        # 111.3: a token has only the characteristics the effect that created it defined: a "Ninja" or
        # "Soldier" token never takes the text of a card of that name
        return _devoid(dict(obj))
    base = cards.lookup(obj.get("card")) or {}
    d = dict(base)
    d.update(obj)
    return _devoid(d)


def _devoid(d: dict) -> dict:
    """702.114a: devoid is a characteristic-defining ability (604.3) that works in every zone: the
    object is colourless whatever its mana cost or declared colours."""
    kws = d.get("keywords")
    if isinstance(kws, list) and "devoid" in kws and d.get("colors"):
        d["colors"] = []
    return d


def validate(doc: dict) -> list[Problem]:
    v = V()
    st = doc.get("state")
    if not isinstance(st, dict):
        v.add("state", "expected an object")
        return v.problems
    v.known(st, STATE_FIELDS, "state")
    if st.get("pending_choice") is not None:
        choice_value(v, st["pending_choice"], "state.pending_choice")
    v.bool_(st, "cleanup_again", "state")
    v.bool_(st, "prevent_combat_damage", "state")
    v.strlist(st, "prevent_sources", "state")
    for k in ("prevent_combat_sources", "prevent_to", "prevent_combat_to"):
        v.strlist(st, k, "state")
    _ids = {p.get("id") for p in st["players"] if isinstance(p, dict)} if isinstance(st.get("players"), list) else set()
    v.strlist(st, "extra_turns", "state", _ids)   # the players given an extra turn (500.7)
    v.str_(st, "turn_order_from", "state", choices=_ids)
    v.bool_(st, "pregame", "state")
    v.str_(st, "day_night", "state", choices={"day", "night"})   # 730.1
    res = v.obj(st, "result", "state")
    if res is not None:
        v.known(res, RESULT_FIELDS, "state.result")
        v.bool_(res, "over", "state.result")
        if res.get("winner") is not None:
            v.str_(res, "winner", "state.result")
        v.strlist(res, "losers", "state.result")
    v.int_(st, "turn", "state", minimum=1)
    v.str_(st, "step", "state", choices=set(STEPS))
    pids = []
    players = st.get("players")
    if not isinstance(players, list) or len(players) < 2:
        v.add("state.players", f"expected a list of two or more players, got {_j(players)}")
        players = players if isinstance(players, list) else []
    n_objects = 0
    for i, p in enumerate(players):
        path = f"state.players[{i}]"
        if not isinstance(p, dict):
            v.add(path, "expected an object")
            continue
        v.known(p, PLAYER_FIELDS, path)
        v.str_(p, "id", path, required=True)
        pc = v.obj(p, "counters", path)
        for k, n in (pc or {}).items():
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                v.add(f"{path}.counters.{k}", f"expected a count (integer >= 0), got {_j(n)}")
        if isinstance(p.get("id"), str):
            if p["id"] in pids:
                v.add(f"{path}.id", f"duplicate player id {_j(p['id'])}")
            pids.append(p["id"])
        v.int_(p, "life", path)
        v.int_(p, "poison", path, minimum=0)
        if isinstance(p.get("library"), list):   # the whole library, top first (library.py)
            if "library_top" in p:
                v.add(f"{path}.library_top", "give either library as a list of cards (the whole library) or "
                                             "library as a count with library_top (the known cards on top)")
        else:
            v.int_(p, "library", path, minimum=0)
            top = p.get("library_top")
            if isinstance(top, list) and isinstance(p.get("library", 40), int) and \
                    not isinstance(p.get("library", 40), bool) and len(top) > p.get("library", 40):
                v.add(f"{path}.library_top", f"{len(top)} known cards on top of a library of {p.get('library', 40)} "
                                             "cards: library counts the whole library, the known cards too")
        v.int_(p, "lands_played", path, minimum=0)
        v.int_(p, "spells_cast", path, minimum=0)
        v.int_(p, "cards_drawn", path, minimum=0)
        v.int_(p, "max_hand_size", path, minimum=0)
        v.bool_(p, "lost", path)
        v.int_(p, "prevent_next", path, minimum=0)
        v.redirects(p, path)
        v.int_(p, "mulligans", path, minimum=0)
        v.bool_(p, "kept", path)
        v.strlist(p, "keywords", path, PLAYER_KEYWORDS)
        if p.get("mana") is not None:
            v.cost(p, "mana", path, pool=True)
        for zone in ("hand", "graveyard", "exile", "library", "library_top"):
            z = p.get(zone, [])
            if zone == "library" and not isinstance(z, list):
                continue
            if not isinstance(z, list):
                v.add(f"{path}.{zone}", f"expected a list of cards, got {_j(z)}")
                continue
            n_objects += len(z)
            for j, c in enumerate(z):
                cp = f"{path}.{zone}[{j}]"
                if isinstance(c, str):
                    if zone in ("hand", "library", "library_top") and cards.lookup(c) is None:
                        v.add(cp, f"unknown card {_j(c)}: not in the built-in catalogue (give an object with its fields)")
                elif isinstance(c, dict):
                    v.known(c, CARD_FIELDS, cp)
                    v.str_(c, "id", cp)
                    found_nowhere(v, c, cp)
                    v.card_fields(merged(c), cp)
                else:
                    v.add(cp, f"expected a card name or object, got {_j(c)}")
    _history(v, st, pids)
    if "teams" in st:   # Two-Headed Giant (810): teams of player ids sharing one life total
        teams = st["teams"]
        if not isinstance(teams, list) or not all(isinstance(t, list) and t and all(isinstance(x, str) for x in t)
                                                  for t in teams):
            v.add("state.teams", f'expected a list of teams (lists of player ids), e.g. [["A", "C"], ["B", "D"]], got {_j(teams)}')
        else:
            seen_t = set()
            byid = {q["id"]: q for q in players if isinstance(q, dict) and isinstance(q.get("id"), str)}
            for i, t in enumerate(teams):
                for j, x in enumerate(t):
                    if x not in byid:
                        v.add(f"state.teams[{i}][{j}]", f"unknown player {_j(x)}")
                    elif x in seen_t:
                        v.add(f"state.teams[{i}][{j}]", f"player {_j(x)} is in two teams")
                    seen_t.add(x)
                seats = [k for k, q in enumerate(players) if isinstance(q, dict) and q.get("id") in t]
                if seats and seats[-1] - seats[0] != len(seats) - 1:
                    v.add(f"state.teams[{i}]", "the members of a team sit in adjacent seats (CR 805.1): list them "
                                              'next to each other in "players" (the turn order), e.g. A, C, B, D for '
                                              '[["A", "C"], ["B", "D"]]')
                lives = {(byid[x].get("life", 20), byid[x].get("poison", 0)) for x in t if x in byid}
                if len(lives) > 1:
                    v.add(f"state.teams[{i}]", "the players of a team share one life total and one poison count "
                                              "(CR 810.9, 810.10): give them the same life and poison")
    for key in ("active", "priority"):
        if key in st:
            if not isinstance(st[key], str) or (pids and st[key] not in pids):
                v.add(f"state.{key}", f"expected a player id ({', '.join(pids)}), got {_j(st[key])}")
    if "active" not in st:
        v.add("state.active", "required")
    ids: dict[str, str] = {}
    bf = st.get("battlefield", [])
    if not isinstance(bf, list):
        v.add("state.battlefield", "expected a list")
        bf = []
    n_objects += len(bf)
    for i, o in enumerate(bf):
        path = f"state.battlefield[{i}]"
        if not isinstance(o, dict):
            v.add(path, f"expected an object, got {_j(o)}")
            continue
        v.known(o, PERMANENT_FIELDS, path)
        v.str_(o, "id", path, required=True)
        v.str_(o, "controller", path, required=True)
        for k in ("controller", "owner"):
            if isinstance(o.get(k), str) and pids and o[k] not in pids:
                v.add(f"{path}.{k}", f"unknown player {_j(o[k])}")
        if isinstance(o.get("id"), str):
            if o["id"] in ids:
                v.add(f"{path}.id", f"duplicate id {_j(o['id'])} (also {ids[o['id']]})")
            ids[o["id"]] = path
        m = merged(o)
        if "card" in o and isinstance(o["card"], str) and not cards.lookup(o["card"]) and "types" not in o:
            v.add(f"{path}.types", f"required: {_j(o['card'])} is not a catalogue card")
        v.card_fields(m, path, permanent=True)
    stack = st.get("stack", [])
    if not isinstance(stack, list):
        v.add("state.stack", "expected a list")
        stack = []
    n_objects += len(stack)
    for i, o in enumerate(stack):
        path = f"state.stack[{i}]"
        if not isinstance(o, dict):
            v.add(path, f"expected an object, got {_j(o)}")
            continue
        v.known(o, STACK_FIELDS, path)
        v.str_(o, "controller", path, required=True)
        v.str_(o, "id", path)
        for k in ("ability", "source", "source_name", "trigger"):
            v.str_(o, k, path)
        v.bool_(o, "copy", path)
        ctx = v.obj(o, "context", path)
        if ctx is not None:
            v.known(ctx, CONTEXT_FIELDS, f"{path}.context")
            for k in CONTEXT_FIELDS:
                if ctx.get(k) is None:
                    continue
                if k in ("amount", "storm", "plus_counters"):
                    v.int_(ctx, k, f"{path}.context", minimum=0)
                elif k == "spell_lki":
                    v.obj(ctx, k, f"{path}.context")
                else:
                    v.str_(ctx, k, f"{path}.context")
        if isinstance(o.get("id"), str):
            if o["id"] in ids:
                v.add(f"{path}.id", f"duplicate id {_j(o['id'])} (also {ids[o['id']]})")
            ids[o["id"]] = path
        if "ability" not in o and "card" not in o:
            v.add(path, 'expected a spell ("card") or an ability ("ability" and "source")')
        if "card" in o and isinstance(o["card"], str) and not cards.lookup(o["card"]) and "effects" not in o \
                and "types" not in o:
            v.add(f"{path}.effects", f"required: {_j(o['card'])} is not a catalogue card")
        v.strlist(o, "targets", path)
        v.int_(o, "x", path, minimum=0)
        v.card_fields(merged(o), path)
    # the command zone (408): emblems (114; judge/mtg/emblems.py)
    from .emblems import check_emblem_object
    n_objects += len(st["command"]) if isinstance(st.get("command"), list) else 0
    for path, o in v.objects(st, "command", "state", "a list of emblems",
                             '{"owner": "A", "static": [...]}'):
        check_emblem_object(v, o, path, pids)
        if isinstance(o.get("id"), str):
            if o["id"] in ids:
                v.add(f"{path}.id", f"duplicate id {_j(o['id'])} (also {ids[o['id']]})")
            ids[o["id"]] = path
    from .delayed import check_delayed_object   # delayed triggered abilities waiting for their event (603.7)
    n_objects += len(st["delayed"]) if isinstance(st.get("delayed"), list) else 0
    for path, o in v.objects(st, "delayed", "state", "a list of delayed triggered abilities",
                             '{"controller": "A", "at": "next_upkeep", "effects": [...]}'):
        check_delayed_object(v, o, path, pids)
        if isinstance(o.get("id"), str):
            if o["id"] in ids:
                v.add(f"{path}.id", f"duplicate id {_j(o['id'])} (also {ids[o['id']]})")
            ids[o["id"]] = path
    combat = st.get("combat")
    if combat is not None:
        if not isinstance(combat, dict):
            v.add("state.combat", "expected an object")
        else:
            v.known(combat, COMBAT_FIELDS, "state.combat")
            for k in ("attackers_declared", "blockers_declared"):
                v.bool_(combat, k, "state.combat")
            for k in ("blocked", "first_strike_done"):
                v.strlist(combat, k, "state.combat")
            asgs = v.obj(combat, "assignments", "state.combat")
            for aid, asg in (asgs or {}).items():
                ap = f"state.combat.assignments.{aid}"
                if not isinstance(asg, dict):
                    v.add(ap, f"expected an object {{id: damage}}, got {_j(asg)}")
                    continue
                for k, n in asg.items():
                    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                        v.add(f"{ap}.{k}", f"expected an integer >= 0, got {_j(n)}")
            for key, ref in (("attackers", "defending"), ("blockers", "blocking")):
                lst = combat.get(key, [])
                if not isinstance(lst, list):
                    v.add(f"state.combat.{key}", "expected a list")
                    continue
                for j, a in enumerate(lst):
                    p = f"state.combat.{key}[{j}]"
                    if not isinstance(a, dict):
                        v.add(p, "expected an object")
                        continue
                    v.known(a, {"id", ref}, p)
                    v.str_(a, "id", p, required=True)
                    v.str_(a, ref, p, required=True)
                    if isinstance(a.get("id"), str) and a["id"] not in ids:
                        v.add(f"{p}.id", f"no permanent {_j(a['id'])} on the battlefield")
    if n_objects > MAX_OBJECTS:
        v.add("state", f"{n_objects} objects; the limit is {MAX_OBJECTS}")
    known = set()
    for p in players:
        if isinstance(p, dict):
            for zone in ("hand", "graveyard", "exile"):
                for c in p.get(zone) or [] if isinstance(p.get(zone), list) else []:
                    if isinstance(c, str):
                        known.add(c.casefold())
                    elif isinstance(c, dict):
                        known |= {str(c[k]).casefold() for k in ("id", "card") if c.get(k)}
    for o in list(bf) + list(stack):
        if isinstance(o, dict):
            known |= {str(o[k]).casefold() for k in ("id", "card") if o.get(k)}
    from .policy_remedies import check_rel
    for i, a in enumerate(doc.get("actions") or []):
        _action(v, a, f"actions[{i}]", pids)
        check_rel(v, a, f"actions[{i}]", doc.get("rel"))
        if isinstance(a, dict) and a.get("type") in ("cast", "play_land", "cycle") and isinstance(a.get("card"), str):
            if a["card"].casefold() not in known and cards.lookup(a["card"]) is None:
                v.add(f"actions[{i}].card", f"unknown card {_j(a['card'])}: not in the catalogue and not a card of the state")
    return v.problems


def _history(v: V, st: dict, pids: list) -> None:
    """state.history (history.py): what happened earlier in the turn, for a scenario that starts mid-turn."""
    h = v.obj(st, "history", "state")
    if h is None:
        return
    path = "state.history"
    v.known(h, HISTORY_FIELDS, path)
    for p, x in v.objects(h, "left", path, "a list of permanents that left the battlefield",
                          '{"card": "Grizzly Bears", "controller": "A", "types": ["creature"], "to": "graveyard"}'):
        v.known(x, LEFT_FIELDS, p)
        v.str_(x, "card", p)
        v.str_(x, "controller", p, required=True)
        if isinstance(x.get("controller"), str) and pids and x["controller"] not in pids:
            v.add(f"{p}.controller", f"unknown player {_j(x['controller'])}")
        v.strlist(x, "types", p, CARD_TYPES)
        v.str_(x, "to", p, choices=LEFT_ZONES)
        v.str_(x, "id", p)
        v.int_(x, "power", p)
    v.strlist(h, "attacked", path, set(pids) if pids else None)
    v.strlist(h, "damaged", path, set(pids) if pids else None)
    for k in ("life_gained", "life_lost", "spells_last_turn"):
        counts = v.obj(h, k, path)
        for pid, n in (counts or {}).items():
            if pids and pid not in pids:
                v.add(f"{path}.{k}.{pid}", f"unknown player {_j(pid)}")
            elif isinstance(n, bool) or not isinstance(n, int) or n < 0:
                v.add(f"{path}.{k}.{pid}", f"expected a count (integer >= 0), got {_j(n)}")


def _action(v: V, a, path, pids):
    if not isinstance(a, dict):
        return  # reported by the shared top-level check
    t = a.get("type")
    spec = ACTIONS.get(t) if isinstance(t, str) else None
    if spec is None:
        v.add(f"{path}.type", f"unknown action {_j(t)} (expected one of {', '.join(sorted(ACTIONS))})")
        return
    v.known(a, spec.fields | {"type"}, path, what=f"field of a {t!r} action")
    if "player" in a and (not isinstance(a["player"], str) or a["player"] not in pids):
        v.add(f"{path}.player", f"expected a player id ({', '.join(pids)}), got {_j(a.get('player'))}")
    if spec.check is not None:
        spec.check(v, a, path)
    if t == "choose" and "choice" in a:
        choice_value(v, a["choice"], f"{path}.choice")
    if "choose" in a and a["choose"] is not None:
        choice_value(v, a["choose"], f"{path}.choose")


# the answers a choice can give (docs/judge-engine-mtg.md, "Defaults"): a number (surveil), pay or
# decline (ward), ids (proliferate, new targets of a copy, cleanup discard), or an object with the
# order and targets of triggers (603.3b-d); anything else would be ignored, so it is refused
CHOICE_FIELDS = frozenset(TRIGGER_CHOICE_KEYS)


def _indices(xs) -> bool:
    return all(isinstance(i, int) and not isinstance(i, bool) and i >= 0 for i in xs)


def choice_value(v: V, c, path):
    if c is None or isinstance(c, bool) or (isinstance(c, int) and c >= 0) or isinstance(c, str):
        return
    if isinstance(c, int):
        v.add(path, f"expected a number of at least 0, got {_j(c)}")
    elif isinstance(c, list):   # ids; or, for storm's copies (702.40a), one list of new targets per copy
        if not (all(isinstance(x, str) for x in c) or
                all(isinstance(x, list) and all(isinstance(y, str) for y in x) for x in c)):
            v.add(path, f"expected a list of ids (strings), or of id lists (new targets of each copy), got {_j(c)}")
    elif isinstance(c, dict):
        v.known(c, CHOICE_FIELDS, path, what="field of a choice")
        if "order" in c and not (isinstance(c["order"], list) and all(isinstance(x, str) for x in c["order"])):
            v.add(f"{path}.order", f"expected a list of source ids, got {_j(c['order'])}")
        ms = c.get("modes")
        if "modes" in c and not ((isinstance(ms, list) and _indices(ms)) or
                                 (isinstance(ms, dict) and all(isinstance(x, list) and _indices(x) for x in ms.values()))):
            v.add(f"{path}.modes", f"expected mode numbers counted from 0 ([0, 2]) or an object {{source: [mode numbers]}}, got {_j(ms)}")
        t = c.get("targets")
        if "targets" in c:
            if isinstance(t, list):
                if not all(isinstance(x, str) for x in t):
                    v.add(f"{path}.targets", f"expected a list of ids, got {_j(t)}")
            elif isinstance(t, dict):
                for k, x in t.items():
                    if not (isinstance(x, list) and all(isinstance(y, str) for y in x)):
                        v.add(f"{path}.targets.{k}", f"expected a list of ids, got {_j(x)}")
            else:
                v.add(f"{path}.targets", f"expected a list of ids or an object {{source: [ids]}}, got {_j(t)}")
    else:
        v.add(path, f"expected a number, pay/decline, a list of ids or an object with targets/order, got {_j(c)}")


def check_card_action(v: V, a, path):
    """The card of a cast / play_land / cycle action: a name, an id or a card object."""
    c = a.get("card")
    if c is None:
        v.add(f"{path}.card", "required")
    elif isinstance(c, dict):
        found_nowhere(v, c, f"{path}.card")
        v.str_(c, "id", f"{path}.card")   # an object's id names it in the step's text: a string only
        v.card_fields(merged(c), f"{path}.card")
    elif not isinstance(c, str):
        v.add(f"{path}.card", f"expected a card name, id or object, got {_j(c)}")
    v.int_(a, "x", path, minimum=0)
    v.bool_(a, "kicked", path)
    v.bool_(a, "buyback", path)
    v.bool_(a, "pay_life", path)
    v.str_(a, "from", path, choices={"hand", "graveyard", "exile"})


def check_pairs(v, a, key, ref, path):
    lst = a.get(key)
    if not isinstance(lst, list):
        v.add(f"{path}.{key}", f"expected a list of {{id, {ref}}}, got {_j(lst)}")
        return
    for j, x in enumerate(lst):
        p = f"{path}.{key}[{j}]"
        if not isinstance(x, dict):
            v.add(p, f"expected an object {{id, {ref}}}, got {_j(x)}")
            continue
        v.known(x, {"id", ref}, p)
        v.str_(x, "id", p, required=True)
        v.str_(x, ref, p, required=(key == "blockers"))
