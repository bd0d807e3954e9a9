"""Validation of a `bfb` scenario document: state and actions, every problem with its JSON path.

The result is a normalised state (every card an object with an id, defaults filled in) that
BfbGame works on. Nothing here knows about rules beyond shapes and slot limits.
"""
from __future__ import annotations

import json

from judge.engine.errors import Problem, ScenarioError

from . import state as S
from .state import fields_of

PHASES = ("n", "draw", "main", "combat", "main2", "end")
# Before the first turn (seed 004 "starting a game"): who goes first, opening hands, mulligans.
SETUP = "setup"
OPENING_HAND = 7
ZONES = ("mercenary", "artifact", "skill", "item")
SLOTS = {"mercenary": 2, "artifact": 2, "skill": 2, "item": 1}
KINDS = ("mercenary", "artifact", "skill", "item", "pray")
EFFECTS = {
    # do: (required fields, optional fields)
    "damage": ({"amount", "to"}, set()),
    "heal": ({"amount", "to"}, set()),
    "draw": ({"n"}, {"to"}),
    "block": ({"amount", "of"}, set()),
    "destroy": ({"of"}, set()),
    "gain_n": ({"amount"}, {"to"}),
}
ACTIONS = {
    "advance": {"discard"},
    "advance_to": {"phase", "discard"},
    "play": {"player", "card", "zone", "targets"},
    "attack": {"card", "skill"},
    "defend": {"defenders"},
    "assign": {"allocation", "assignment"},
    "respond": {"player", "card", "targets", "zone"},
    "resolve": {"choose"},
    "choose": {"choice", "discard", "player"},
    # game set-up (phase "setup" only)
    "go_first": {"player"},
    "draw_hands": set(),
    "mulligan": {"player", "cards"},
}
SETUP_ACTIONS = ("go_first", "draw_hands", "mulligan")
MAX_BIG = 10_000
# Every field the engine reads, per kind of object, from the declarations in state.py: any other
# field is a validation error (never silently ignored).
STATE_FIELDS = fields_of(S.State)
PLAYER_FIELDS = fields_of(S.Player)
CHARACTER_FIELDS = fields_of(S.Character)
CARD_FIELDS = fields_of(S.Card)
SKILL_FIELDS = fields_of(S.Skill)
COMBAT_FIELDS = fields_of(S.Combat)
SETUP_FIELDS = fields_of(S.Setup)
RESULT_FIELDS = fields_of(S.Result)
assert set(ZONES) == fields_of(S.Field), "the field zones are declared once (state.Field)"


def _j(v) -> str:
    try:
        return json.dumps(v, ensure_ascii=False)[:60]
    except (TypeError, ValueError):
        return repr(v)[:60]


class _V:
    def __init__(self):
        self.problems: list[Problem] = []
        self.ids: dict[str, str] = {}

    def err(self, path, msg):
        self.problems.append(Problem(path, msg))

    def int_(self, obj, key, path, default=None, minimum=0, required=False):
        if key not in obj:
            if required:
                self.err(f"{path}.{key}", "required")
            return default
        v = obj[key]
        if isinstance(v, bool) or not isinstance(v, int):
            self.err(f"{path}.{key}", f"expected an integer, got {_j(v)}")
            return default
        if v < minimum:
            self.err(f"{path}.{key}", f"expected an integer >= {minimum}, got {v}")
            return default
        if v > MAX_BIG:
            self.err(f"{path}.{key}", f"expected an integer <= {MAX_BIG}, got {v}")
            return default
        return v

    def bool_(self, obj, key, path, default=False):
        if key not in obj:
            return default
        v = obj[key]
        if not isinstance(v, bool):
            self.err(f"{path}.{key}", f"expected true or false, got {_j(v)}")
            return default
        return v

    def str_(self, obj, key, path, default=None, required=False):
        if key not in obj:
            if required:
                self.err(f"{path}.{key}", "required")
            return default
        v = obj[key]
        if not isinstance(v, str) or not v.strip():
            self.err(f"{path}.{key}", f"expected a non-empty string, got {_j(v)}")
            return default
        return v

    def known(self, obj, allowed, path, what):
        """Every key of `obj` must be one state.py declares for `what`."""
        for k in obj:
            if k not in allowed:
                self.err(f"{path}.{k}", f"unknown field for {what} {_j(k)}; expected one of {', '.join(sorted(allowed))} "
                                        "(judge/bfb/state.py), so the engine would ignore it")

    def claim_id(self, oid, path):
        key = oid.casefold()
        if key in self.ids:
            self.err(f"{path}.id", f'duplicate id "{oid}" (also at {self.ids[key]})')
        else:
            self.ids[key] = path

    # ---- cards -------------------------------------------------------------------------------
    def skill(self, s, path):
        if not isinstance(s, dict):
            self.err(path, f"expected a Combat Skill object, got {_j(s)}")
            return None
        self.known(s, SKILL_FIELDS, path, "a Combat Skill")
        return {"name": self.str_(s, "name", path, required=True) or "?",
                "damage": self.int_(s, "damage", path, default=0, required=True),
                "pierce": self.bool_(s, "pierce", path),
                "unpreventable": self.bool_(s, "unpreventable", path)}

    def effect(self, e, path):
        if not isinstance(e, dict):
            self.err(path, f"expected an effect object, got {_j(e)}")
            return None
        do = e.get("do")
        if do not in EFFECTS:
            self.err(f"{path}.do", f"expected one of {', '.join(EFFECTS)}, got {_j(do)}")
            return None
        req, opt = EFFECTS[do]
        out = {"do": do}
        for k in sorted(req | opt):
            if k not in e:
                if k in req:
                    self.err(f"{path}.{k}", "required")
                continue
            if k in ("amount", "n"):
                out[k] = self.int_(e, k, path, default=0)
            else:
                out[k] = self.str_(e, k, path, default="")
        for k in e:
            if k not in req | opt | {"do"}:
                self.err(f"{path}.{k}", f'unknown field for "{do}"')
        return out

    def card(self, c, path, auto_id, zone=None, kind_required=False):
        """A card object (hand, discard, field or stack); a string is a card name."""
        if isinstance(c, str):
            if not c.strip():
                self.err(path, "expected a card name or object, got an empty string")
                return None
            c = {"name": c}
        if not isinstance(c, dict):
            self.err(path, f"expected a card name or object, got {_j(c)}")
            return None
        self.known(c, CARD_FIELDS, path, "a card")
        out = dict(c)
        oid = c.get("id")
        if oid is None:
            oid = auto_id
        elif not isinstance(oid, str) or not oid.strip():
            self.err(f"{path}.id", f"expected a non-empty string, got {_j(oid)}")
            oid = auto_id
        self.claim_id(oid, path)
        out["id"] = oid
        out["name"] = self.str_(c, "name", path, default=c.get("card") if isinstance(c.get("card"), str) else oid)
        kind = c.get("kind")
        if zone is not None:
            if kind is not None and kind != zone:
                self.err(f"{path}.kind", f'a card in the {zone} slots must be of kind "{zone}", got {_j(kind)}')
            kind = zone
        elif kind is not None and kind not in KINDS:
            self.err(f"{path}.kind", f"expected one of {', '.join(KINDS)}, got {_j(kind)}")
            kind = None
        elif kind is None and kind_required:
            self.err(f"{path}.kind", "required")
        out["kind"] = kind
        out["cost"] = self.int_(c, "cost", path, default=0)
        if "color" in c:
            out["color"] = self.str_(c, "color", path, default="")
        hp_default = 1 if kind == "mercenary" else None
        if "hp" in c:
            out["hp"] = self.int_(c, "hp", path, default=1, minimum=1)
        elif hp_default is not None:
            out["hp"] = hp_default
        out["block"] = self.int_(c, "block", path, default=0)
        out["block_bonus"] = self.int_(c, "block_bonus", path, default=0)
        out["summoning_sick"] = self.bool_(c, "summoning_sick", path)
        out["used_skill"] = self.bool_(c, "used_skill", path)
        out["no_summoning_sickness"] = self.bool_(c, "no_summoning_sickness", path)
        skills = c.get("skills", [])
        if not isinstance(skills, list):
            self.err(f"{path}.skills", f"expected a list, got {_j(skills)}")
            skills = []
        out["skills"] = [s for s in (self.skill(s, f"{path}.skills[{i}]") for i, s in enumerate(skills)) if s]
        effects = c.get("effects", [])
        if not isinstance(effects, list):
            self.err(f"{path}.effects", f"expected a list, got {_j(effects)}")
            effects = []
        out["effects"] = [e for e in (self.effect(e, f"{path}.effects[{i}]") for i, e in enumerate(effects)) if e]
        return out

    def character(self, c, path, pid):
        if not isinstance(c, dict):
            self.err(path, f"expected the Character object, got {_j(c)}")
            return {"id": f"{pid}-character", "name": "Character", "hp": 1, "block": 0,
                    "block_bonus": 0, "skills": [], "used_skill": False, "summoning_sick": False}
        self.known(c, CHARACTER_FIELDS, path, "the Character")
        out = dict(c)
        oid = c.get("id", f"{pid}-character")
        if not isinstance(oid, str) or not oid.strip():
            self.err(f"{path}.id", f"expected a non-empty string, got {_j(oid)}")
            oid = f"{pid}-character"
        self.claim_id(oid, path)
        out["id"] = oid
        out["name"] = self.str_(c, "name", path, default=oid)
        out["hp"] = self.int_(c, "hp", path, default=1, required=True)
        if "max_hp" in c:
            out["max_hp"] = self.int_(c, "max_hp", path, default=None, minimum=1)
        if "color" in c:
            out["color"] = self.str_(c, "color", path, default="")
        out["block"] = self.int_(c, "block", path, default=0)
        out["block_bonus"] = self.int_(c, "block_bonus", path, default=0)
        out["used_skill"] = self.bool_(c, "used_skill", path)
        out["summoning_sick"] = False
        skills = c.get("skills", [])
        if not isinstance(skills, list):
            self.err(f"{path}.skills", f"expected a list, got {_j(skills)}")
            skills = []
        out["skills"] = [s for s in (self.skill(s, f"{path}.skills[{i}]") for i, s in enumerate(skills)) if s]
        return out

    def card_list(self, obj, key, path, pid, **kw):
        v = obj.get(key, [])
        if not isinstance(v, list):
            self.err(f"{path}.{key}", f"expected a list, got {_j(v)}")
            return []
        out = []
        for i, c in enumerate(v):
            card = self.card(c, f"{path}.{key}[{i}]", f"{pid}-{key}-{i + 1}", **kw)
            if card:
                out.append(card)
        return out

    def player(self, p, path):
        if not isinstance(p, dict):
            self.err(path, f"expected a player object, got {_j(p)}")
            return None
        self.known(p, PLAYER_FIELDS, path, "a player")
        pid = self.str_(p, "id", path, required=True) or path
        out = {"id": pid,
               "n": self.int_(p, "n", path, default=0),
               "first_turn": self.bool_(p, "first_turn", path)}
        deck = p.get("deck", 0)
        if isinstance(deck, list):
            out["deck"] = self.card_list(p, "deck", path, pid)
        else:
            out["deck"] = self.int_(p, "deck", path, default=0)
        out["hand"] = self.card_list(p, "hand", path, pid)
        out["discard"] = self.card_list(p, "discard", path, pid)
        if "character" not in p:
            self.err(f"{path}.character", "required")
        out["character"] = self.character(p.get("character"), f"{path}.character", pid)
        field = p.get("field", {})
        out["field"] = {z: [] for z in ZONES}
        if not isinstance(field, dict):
            self.err(f"{path}.field", f"expected an object, got {_j(field)}")
            return out
        for z in field:
            if z not in ZONES:
                self.err(f"{path}.field.{z}", f"unknown zone; expected one of {', '.join(ZONES)}")
        for z in ZONES:
            cards = self.card_list(field, z, f"{path}.field", pid, zone=z)
            if len(cards) > SLOTS[z]:
                self.err(f"{path}.field.{z}", f"{len(cards)} cards; the {z} zone has {SLOTS[z]} slot(s)")
            for c in cards:
                c["controller"] = pid
                c.setdefault("owner", pid)
            out["field"][z] = cards
        return out


def validate_state(state, v: _V) -> dict:
    v.known(state, STATE_FIELDS, "state", "the state")
    out: dict = {}
    out["turn"] = v.int_(state, "turn", "state", default=1, minimum=1)
    phase = state.get("phase", "main")
    if phase not in PHASES + (SETUP,):
        v.err("state.phase", f"expected one of {' '.join((SETUP,) + PHASES)}, got {_j(phase)}")
        phase = "main"
    out["phase"] = phase
    players = state.get("players")
    if not isinstance(players, list) or len(players) != 2:
        v.err("state.players", f"expected a list of exactly 2 players, got {_j(players)}")
        players = players if isinstance(players, list) else []
    out["players"] = [p for p in (v.player(p, f"state.players[{i}]") for i, p in enumerate(players)) if p]
    pids = [p["id"] for p in out["players"]]
    if len(set(pids)) != len(pids):
        v.err("state.players", "player ids must be different")
    active = state.get("active", pids[0] if pids else "A")
    if active not in pids:
        v.err("state.active", f"expected a player id ({', '.join(pids)}), got {_j(active)}")
    out["active"] = active
    priority = state.get("priority", active)
    if priority not in pids:
        v.err("state.priority", f"expected a player id ({', '.join(pids)}), got {_j(priority)}")
        priority = active
    out["priority"] = priority
    stack = state.get("stack", [])
    out["stack"] = []
    if not isinstance(stack, list):
        v.err("state.stack", f"expected a list, got {_j(stack)}")
    else:
        for i, s in enumerate(stack):
            c = v.card(s, f"state.stack[{i}]", f"stack-{i + 1}", kind_required=True)
            if not c:
                continue
            if c["kind"] not in ("skill", "pray", None):
                v.err(f"state.stack[{i}].kind", "only Skill and Pray cards go on the stack")
            ctrl = s.get("controller") if isinstance(s, dict) else None
            if ctrl not in pids:
                v.err(f"state.stack[{i}].controller", f"expected a player id, got {_j(ctrl)}")
            c["controller"] = ctrl
            c.setdefault("owner", ctrl)
            tg = s.get("targets", []) if isinstance(s, dict) else []
            if not isinstance(tg, list) or not all(isinstance(t, str) for t in tg):
                v.err(f"state.stack[{i}].targets", "expected a list of ids")
                tg = []
            c["targets"] = tg
            out["stack"].append(c)
    res = state.get("result")
    if res is not None:
        if not isinstance(res, dict):
            v.err("state.result", f"expected an object, got {_j(res)}")
        else:
            v.known(res, RESULT_FIELDS, "state.result", "the result")
            if res.get("over"):
                v.err("state.result.over", "a scenario starts with the game not over")
    if phase == SETUP:
        out["setup"] = validate_setup(state, out, v)
    elif "setup" in state:
        v.err("state.setup", 'only a state in phase "setup" (before the first turn) has a set-up')
    combat = state.get("combat")
    out["combat"] = None
    if combat is not None:
        if not isinstance(combat, dict):
            v.err("state.combat", f"expected an object, got {_j(combat)}")
        else:
            v.known(combat, COMBAT_FIELDS, "state.combat", "the attack in progress")
            if combat.get("assign") is not None:
                v.err("state.combat.assign", "a damage assignment is made by the assign action; a state in "
                                             "progress can't carry one (the engine would not read it)")
            att = v.str_(combat, "attacker", "state.combat", required=True)
            skill = combat.get("skill")
            if skill is not None and not isinstance(skill, (str, int)):
                v.err("state.combat.skill", "expected a skill name or index")
            defenders = combat.get("defenders")
            if defenders is not None and (not isinstance(defenders, list)
                                          or not all(isinstance(d, str) for d in defenders)):
                v.err("state.combat.defenders", "expected a list of ids")
                defenders = None
            out["combat"] = {"attacker": att, "skill": skill, "defenders": defenders, "assign": None}
            if phase != "combat":
                v.err("state.combat", 'an attack can only be in progress in phase "combat"')
    return out


def validate_setup(state: dict, out: dict, v: _V) -> dict:
    """A state before the first turn: `active` is the player who goes first (changed by
    `go_first`), nobody has had a turn, nothing is on the field or the stack. `setup` says how far
    the set-up got: `{"hands_drawn": bool, "mulliganed": [player ids]}` (both optional)."""
    setup = state.get("setup", {})
    res = {"hands_drawn": False, "mulliganed": []}
    if not isinstance(setup, dict):
        v.err("state.setup", f"expected an object, got {_j(setup)}")
        setup = {}
    v.known(setup, SETUP_FIELDS, "state.setup", "the set-up")
    res["hands_drawn"] = v.bool_(setup, "hands_drawn", "state.setup")
    pids = [p["id"] for p in out["players"]]
    mull = setup.get("mulliganed", [])
    if not isinstance(mull, list) or not all(isinstance(x, str) and x in pids for x in mull):
        v.err("state.setup.mulliganed", f"expected a list of player ids ({', '.join(pids)}), got {_j(mull)}")
    else:
        if mull and not res["hands_drawn"]:
            v.err("state.setup.mulliganed", "a mulligan comes after the opening hands are drawn")
        res["mulliganed"] = list(dict.fromkeys(mull))
    for i, (raw, p) in enumerate(zip(state.get("players") or [], out["players"])):
        path = f"state.players[{i}]"
        if isinstance(raw, dict) and raw.get("first_turn") is False:
            v.err(f"{path}.first_turn", "before the first turn every player's first turn is still to come")
        p["first_turn"] = True
        if p["hand"] and not res["hands_drawn"]:
            v.err(f"{path}.hand", "the opening hand is drawn during the set-up: leave the hand empty, "
                                  'or give it and set "setup": {"hands_drawn": true}')
        for z in ZONES:
            if p["field"][z]:
                v.err(f"{path}.field.{z}", "before the first turn nothing is on the field")
    if state.get("stack"):
        v.err("state.stack", "before the first turn nothing is on the stack")
    return res


def _ids_list(a, key, path, v: _V, required=False):
    if key not in a:
        if required:
            v.err(f"{path}.{key}", "required")
        return
    x = a[key]
    if not isinstance(x, list) or not all(isinstance(i, str) and i for i in x):
        v.err(f"{path}.{key}", f"expected a list of ids, got {_j(x)}")


def validate_action(a: dict, path: str, pids: list[str], v: _V) -> None:
    t = a.get("type")
    if t not in ACTIONS:
        v.err(f"{path}.type", f"unknown action for bfb; expected one of {', '.join(ACTIONS)}, got {_j(t)}")
        return
    for k in a:
        if k not in ACTIONS[t] | {"type", "note", "notes", "comment"}:
            v.err(f"{path}.{k}", f'unknown field for "{t}"')
    if "player" in a and a["player"] not in pids:
        v.err(f"{path}.player", f"expected a player id ({', '.join(pids)}), got {_j(a['player'])}")
    if t == "advance_to" and a.get("phase") not in PHASES:
        v.err(f"{path}.phase", f"expected one of {' '.join(PHASES)}, got {_j(a.get('phase'))}")
    if t in ("play", "respond", "attack"):
        c = a.get("card")
        if t == "play" and isinstance(c, dict):
            if not isinstance(c.get("id", c.get("name")), str):
                v.err(f"{path}.card", "a card object needs an id or a name")
        elif not isinstance(c, str) or not c:
            v.err(f"{path}.card", f"expected a card id or name, got {_j(c)}")
    if t == "play" and "zone" in a and a["zone"] not in ZONES + ("pray",):
        v.err(f"{path}.zone", f"expected one of {', '.join(ZONES + ('pray',))}, got {_j(a['zone'])}")
    if t == "respond" and "zone" in a and a["zone"] not in ("skill", "pray"):
        v.err(f"{path}.zone", f"expected skill or pray (only they respond), got {_j(a['zone'])}")
    if t == "go_first" and "player" not in a:
        v.err(f"{path}.player", "required")
    if t == "mulligan":
        if "player" not in a:
            v.err(f"{path}.player", "required")
        _ids_list(a, "cards", path, v, required=True)
    if t == "attack" and "skill" in a:
        s = a["skill"]
        if isinstance(s, bool) or not isinstance(s, (str, int)) or (isinstance(s, int) and s < 0):
            v.err(f"{path}.skill", f"expected a skill name or index, got {_j(s)}")
    if t in ("play", "respond"):
        _ids_list(a, "targets", path, v)
    if t == "defend":
        _ids_list(a, "defenders", path, v, required=True)
    if t in ("advance", "advance_to"):
        _ids_list(a, "discard", path, v)
    if t == "choose":
        if "choice" not in a and "discard" not in a:
            v.err(f"{path}.choice", "required")
        _ids_list(a, "choice", path, v)
        _ids_list(a, "discard", path, v)
    if t == "resolve":
        _ids_list(a, "choose", path, v)
    if t == "assign":
        alloc = a.get("allocation", a.get("assignment"))
        if not isinstance(alloc, dict) or not alloc:
            v.err(f"{path}.allocation", f"expected an object {{id: damage, \"character\": damage}}, got {_j(alloc)}")
        else:
            for k, n in alloc.items():
                if isinstance(n, bool) or not isinstance(n, int) or n < 0 or n > MAX_BIG:
                    v.err(f"{path}.allocation.{k}", f"expected a whole number of damage >= 0, got {_j(n)}")


def validate(doc: dict) -> tuple[dict, list[dict]]:
    """(normalised state, actions) or ScenarioError with every problem."""
    v = _V()
    state = doc.get("state")
    if not isinstance(state, dict):
        raise ScenarioError([Problem("state", "expected an object")])
    norm = validate_state(state, v)
    pids = [p["id"] for p in norm["players"]]
    actions = doc.get("actions") or []
    if not isinstance(actions, list):
        v.err("actions", "expected a list")
        actions = []
    for i, a in enumerate(actions):
        if not isinstance(a, dict):
            v.err(f"actions[{i}]", 'expected an object with a "type"')
            continue
        validate_action(a, f"actions[{i}]", pids, v)
    if v.problems:
        raise ScenarioError(v.problems)
    return norm, actions
