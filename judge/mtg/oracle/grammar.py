"""The grammar: an Oracle line (normalised by text.py) to parts of a catalogue-style definition.

Compositional: a line is a keyword list, a static ability, a triggered ability (trigger condition +
effects), an activated ability (costs + effects + activation restriction) or, on an instant or a
sorcery, spell effects. Effects are sentences built from parts: a subject or an imperative verb,
objects (targets, "each creature", "you", ...), amounts and a duration. Every part either matches
the whole of its text or the line is not modelled (`NotModelled` with the reason); nothing is
guessed. Pure Python."""
from __future__ import annotations

import copy
import re
from functools import lru_cache
from typing import Any

from .. import targetspec
from . import events as E
from . import loyalty as L
from . import vocab as V


_RX: dict = {}


def _fm(pattern, s):
    """re.fullmatch with the pattern compiled once (the regex module's cache is shared and small)."""
    rx = _RX.get(pattern)
    if rx is None:
        rx = _RX[pattern] = re.compile(pattern)
    return rx.fullmatch(s)


class NotModelled(Exception):
    """The line (or part) is outside the grammar; `args[0]` says why."""


def nm(reason):
    raise NotModelled(reason)


# ---------------------------------------------------------------------------------------- parts
NUM_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
             "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
             "fourteen": 14, "fifteen": 15, "twenty": 20}
NUM = r"(?:\d+|x|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty)"
MANA = r"(?:\{[0-9wubrgcx/p]+\})+"
COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def num(s):
    s = s.strip()
    if s == "x":
        return "X"
    if s.isdigit():
        return int(s)
    return NUM_WORDS[s]


def mana(s):
    return s.upper()


def signed(s):
    return int(s.replace("+", ""))


class Ctx:
    """What a line is being compiled for: the card's types and where targets are collected."""
    __slots__ = ("types", "subtypes", "targets", "last", "spell", "in_trigger", "dead", "no_it", "x_cost",
                 "up_to_ok", "optional", "that_creature", "quotes", "gy_ok", "gy_self", "those", "multi", "multi_ok",
                 "after_token", "prev_spell", "rest", "power", "distinct")

    def __init__(self, types, subtypes, spell):
        self.types = types
        self.subtypes = subtypes
        self.rest: Any = ()   # the normalised lines printed after this one, iterable (backup grants them, 702.165a)
        self.spell = spell          # an instant or sorcery: "~" is the spell
        self.targets: list[str] = []
        self.last = None            # the ref "it" / "that creature" stands for
        self.in_trigger = False
        self.dead = False           # a dies/leaves trigger: "it" is a card no longer on the battlefield
        self.no_it = False          # "it" would be another object (the permanent that entered)
        self.x_cost = False         # the card's mana cost has {X}
        self.up_to_ok = False       # "up to one target" allowed (an activated ability: loyalty.py)
        self.optional: set[int] = set()   # indices of optional ("up to one") targets
        self.that_creature = False  # the trigger event has another creature: "that creature" is it
        self.quotes: list[dict] = []      # the line's quoted abilities ("qN" in its text: quoted.py)
        self.gy_ok = False          # "~ from your graveyard" allowed (an activated ability: graveyard.py)
        self.gy_self = False        # ... and used: the ability works from the graveyard (113.6m)
        self.those = None           # the group the previous sentence acted on ("those creatures": _group_of)
        self.multi: list[list] = []  # "two target lands": [first index, N, expanded] per phrase (_multi_target)
        self.multi_ok = False       # such a phrase allowed (an activated ability or a spell: the engine checks 115.3)
        self.after_token = False    # an earlier sentence created a token: "it" may be that token
        self.prev_spell: list | None = None   # the effects of the spell line just before (a modelled one)
        self.power: str | None = None   # the card's printed power ("2", "*"): scavenge (702.97a)
        self.distinct = False       # "target creature ... fights another target creature": two different objects

    def fresh(self):
        c = Ctx(self.types, self.subtypes, self.spell)
        c.x_cost = self.x_cost
        c.power = self.power
        c.quotes = self.quotes
        return c

    def target(self, spec):
        self.targets.append(spec)
        ref = f"target:{len(self.targets) - 1}"
        self.last = ref
        return ref


def word_kind(word):
    """What a target word can describe: "creature" (only creatures), "perm" (only permanents),
    "damage" (creatures, planeswalkers, battles and players), "spell", "player", or None."""
    if word == "any":
        return "damage"
    if targetspec.another_base(word) is not None:
        return word_kind(targetspec.another_base(word))
    if word in ("player", "opponent"):
        return "player"
    if word == "spell":
        return "spell"
    p = targetspec.parse(word) if word not in V.TARGET_SPECS else None
    if word in V.TARGET_SPECS:
        if word in ("creature", "nonblack creature", "creature you control"):
            return "creature"
        if word == "creature or planeswalker":
            return "damage"
        if word in ("stack",):
            return None
        return "perm"
    if p is None:
        return None
    nouns = {a["noun"] for a in p["alts"]}
    types = [a["types"] for a in p["alts"]]
    if nouns == {"spell"}:
        return "spell"
    if all(a["noun"] != "spell" and a["noun"] not in ("player", "opponent") for a in p["alts"]):
        if all("creature" in t for t in types):
            return "creature"
        if all(t & {"creature", "planeswalker", "battle"} for t in types):
            return "damage"
        return "perm"
    if all(a["noun"] in ("player", "opponent") or a["types"] & {"creature", "planeswalker", "battle"}
           for a in p["alts"]):
        return "damage" if nouns - {"player", "opponent"} else "player"
    return None


_KIND_OK = {"creature": {"creature"}, "perm": {"creature", "perm", "damage"}, "damage": {"creature", "damage", "player"},
            "spell": {"spell"}, "player": {"player"}}


NEW_OBJECT = "new-object"   # ctx.last after a card left a graveyard: "it" is not guessed (400.7)


_MULTI = r"(?:each of )?(up to )?(two|three|four|five|six) target (.+?)(?: each)?"
# effects that act on several targets one after the other as they would at once: no zone change,
# no look-back between the objects (destroy / exile / return are not: 603.10a leaves-the-battlefield
# abilities of the objects would see each other)
_MULTI_OK = {"untap", "tap", "counters", "pump", "grant", "damage"}
# ... but these move all the objects in one event (effects._do_remove, ref "targets:F:N")
_MULTI_AT_ONCE = {"destroy", "exile", "bounce"}


def _multi_target(p, ctx, kind):
    """"two target lands", "up to two target creatures [each]", "each of up to two target creatures":
    N targets of one word, one instance of the word "target", so N different objects (115.3); "up to"
    lets fewer be chosen (601.2c), only in an activated ability (loyalty.py). The first ref is
    returned; parse_sentence repeats the sentence's effects for the others (_expand_multi)."""
    m = _fm(_MULTI, p)
    if m is None:
        return None
    up_to, n, plural = m.group(1), num(m.group(2)), m.group(3)
    word = _singular(plural)
    if not ctx.multi_ok:
        nm(f'"{m.group(2)} target {plural}" here (several targets of one word only in an activated ability or a spell)')
    if up_to and not ctx.up_to_ok:
        nm(f'"up to {m.group(2)} target" outside an activated ability')
    if word is None or word == plural or not _fm(r"[a-z' ]+", word):
        nm(f'object "{p}"')
    k = word_kind(word)
    if k is None or k not in _KIND_OK[kind] or (kind == "perm" and k == "damage" and not _perm_only(word)):
        nm(f'"{p}" here')
    first = len(ctx.targets)
    for i in range(n):
        if up_to:
            ctx.optional.add(first + i)
        ctx.target(word)
    ctx.multi.append([first, n, False])
    ctx.last = NEW_OBJECT   # "it" after N targets is not one object
    return f"target:{first}"


def _expand_multi(out, ctx):
    """The effects of a sentence with an "N target <word>" phrase: each effect on the first of them
    repeated for the others (the same effect on each object, 608.2c)."""
    for g in ctx.multi:
        if g[2]:
            continue
        g[2] = True
        first, n = g[0], g[1]
        ref = f"target:{first}"
        new = []
        for e in out:
            keys = [k for k in ("of", "to") if e.get(k) == ref]
            if not keys:
                new.append(e)
                continue
            if e.get("do") in _MULTI_AT_ONCE and keys == ["of"] and set(e) <= {"do", "of", "cant_regenerate"}:
                # one event for all of them (the objects leave together and their leaves-the-battlefield
                # abilities see each other, 603.10a): the ref "targets:F:N"
                c = copy.deepcopy(e)
                c["of"] = f"targets:{first}:{n}"
                new.append(c)
                continue
            if e.get("do") not in _MULTI_OK:
                nm(f'effect "{e.get("do")}" on several targets of one word')
            for i in range(n):
                c = copy.deepcopy(e)
                for k in keys:
                    c[k] = f"target:{first + i}"
                new.append(c)
        out = new
    return out


def obj_ref(phrase, ctx, *, kind="perm"):
    """An object phrase to an effect reference; `kind` says what the effect can act on."""
    p = phrase.strip()
    multi = _multi_target(p, ctx, kind)
    if multi is not None:
        return multi
    up_to = L.optional_target(p, ctx)
    if up_to is not None:
        p = "target " + up_to
    other_up_to = p.startswith("up to one other target ")
    if other_up_to:   # "up to one other target creature": optional (601.2c) and not the source
        if not ctx.up_to_ok:
            nm('"up to one other target" outside a spell or an ability')
        p = "another target " + p[len("up to one other target "):]
    if p.startswith("another target ") and targetspec.another_base("another " + p[len("another target "):]):
        # "another target creature you control": not the source itself (an ability of a permanent;
        # on a spell "another target" would mean another of its own targets)
        if ctx.spell:
            nm(f'object "{p}" on a spell')
        word = "another " + p[len("another target "):]
        if word_kind(word) not in _KIND_OK[kind]:
            nm(f'"{p}" here')
        if other_up_to:
            ctx.optional.add(len(ctx.targets))
        return ctx.target(word)
    if other_up_to:
        nm(f'object "up to one other target {p[len("another target "):]}"')
    if p == "any target" or p.startswith("target "):
        word = "any" if p == "any target" else p[len("target "):]
        k = word_kind(word)
        if k is None or k not in _KIND_OK[kind] or (kind == "perm" and k == "damage" and
                                                     not _perm_only(word)):
            nm(f'"{p}" here')
        if up_to is not None:
            ctx.optional.add(len(ctx.targets))
        return ctx.target(word)
    if p == "~":
        if ctx.dead:
            nm("the permanent after it left the battlefield")
        if ctx.spell:
            nm("the spell itself as an object")
        if kind == "creature" and "creature" not in ctx.types and "vehicle" not in ctx.subtypes:
            nm("~ is not a creature")   # a Vehicle has power and toughness (a creature once crewed, 702.122a)
        ctx.last = "self"
        return "self"
    if p == "those creatures":   # the group the previous sentence acted on, still the same set (_group_of)
        if ctx.those is None:
            nm('object "those creatures"')
        return ctx.those
    if p == "that creature" and ctx.that_creature:   # the other creature of the trigger event
        ctx.last = "that_creature"
        return "that_creature"
    if p in ("him", "her"):   # a planeswalker named by its pronoun: ~ after "~ becomes a ... creature"
        if ctx.last != "self" or ctx.spell:
            nm(f'object "{p}"')
        return "self"
    if p in ("it", "that creature", "that permanent"):
        if ctx.last == NEW_OBJECT:
            nm(f'"{p}" after the card left its graveyard (a new object, 400.7)')
        if ctx.dead and ctx.last is None:
            nm(f'"{p}" after it left the battlefield')
        if ctx.no_it and ctx.last is None:
            nm(f'"{p}" for the permanent that entered')
        if ctx.last is None:
            if ctx.after_token:   # "Create a ... token. Exile it at ...": "it" is the token, not ~
                nm(f'"{p}" after a token was created (the token)')
            if ctx.in_trigger and not ctx.spell:
                if kind == "creature" and "creature" not in ctx.types and "vehicle" not in ctx.subtypes:
                    nm("~ is not a creature")
                return "self"
            nm(f'"{p}" without an antecedent')
        return ctx.last
    if p in ("enchanted creature", "equipped creature"):
        sub = "aura" if p.startswith("enchanted") else "equipment"
        if sub not in ctx.subtypes or ctx.spell:
            nm(f'"{p}" on a card that is not an {sub}')
        return "attached"
    m = _fm(r"each other (.+)", p)
    if m and kind in ("perm", "creature", "damage") and (ctx.spell or str(ctx.last).startswith("target:")):
        nm('"each other" after a target (other than that object, not the source)')
    if m and kind in ("perm", "creature", "damage"):   # "each other attacking creature": all but the source
        word = _singular(m.group(1))
        k = word_kind(word) if word else None
        if k in ("creature", "perm", "damage") and (kind != "creature" or k == "creature") and _perm_only(word):
            return "all_other:" + word
        nm(f'object "{p}"')
    m = _fm(r"(?:each|all) (.+)", p) or \
        _fm(r"((?:[a-z]+ )*?(?:creatures|artifacts|enchantments|lands|planeswalkers|permanents)(?: .+)?)", p) or \
        _fm(r"((?:[a-z-]+ )*?[a-z]+(?: you control| an opponent controls| your opponents control)?)", p)
    if m and kind in ("perm", "creature", "damage"):
        word = _singular(m.group(1))
        if word == "creature":
            return "each_creature"
        k = word_kind(word) if word else None
        # "Elementals you control get +2/+0": every permanent with the creature type (a kindred one
        # has no power to change, 208.3, but is in the group as it resolves, 611.2c)
        if k in ("creature", "perm", "damage") and (kind != "creature" or k == "creature" or _typed(word)) and \
                _perm_only(word):
            return "all:" + word
    nm(f'object "{p}"')


def _typed(word):
    """Is every alternative of the word one creature type ("Elemental you control", "Zombie or Vampire")?"""
    p = targetspec.parse(word) if word not in V.TARGET_SPECS else None
    return bool(p) and all(a.get("subtypes") and a["noun"] == "permanent" for a in p["alts"])


def _perm_only(word):
    p = targetspec.parse(word) if word not in V.TARGET_SPECS else None
    if word in V.TARGET_SPECS:
        return word not in ("any", "player", "opponent", "spell", "stack")
    return bool(p) and all(a["noun"] not in ("player", "opponent", "spell") for a in p["alts"])


_PLURAL = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment", "lands": "land",
           "planeswalkers": "planeswalker", "permanents": "permanent", "battles": "battle"}


_IRREGULAR_TYPE_PLURALS = {"elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "werewolves": "werewolf",
                           "oxen": "ox", "mice": "mouse", "fungi": "fungus", "homunculi": "homunculus"}


def type_singular(w):
    """A creature type in the plural ("Elementals", "Elves", "Zombies", "Merfolk") -> its name (205.3m), or None."""
    if w in _IRREGULAR_TYPE_PLURALS:
        return _IRREGULAR_TYPE_PLURALS[w]
    if w in ("merfolk", "kithkin", "fish", "sheep", "moonfolk", "djinn", "efreet", "samurai", "ninja"):
        return w if w in CREATURE_TYPES else None   # the same word in the plural
    for cut, add in (("ies", "y"), ("es", ""), ("s", "")):
        if w.endswith(cut) and w[: -len(cut)] + add in CREATURE_TYPES:
            return w[: -len(cut)] + add
    return None


@lru_cache(maxsize=8192)
def _singular(s):
    """'nonland permanents you control' -> 'nonland permanent you control', 'Elementals you control' ->
    'elemental you control' (None if not plural)."""
    m = re.match(r"^(.*?)(creatures|artifacts|enchantments|lands|planeswalkers|permanents|battles)\b(.*)$", s)
    if not m:
        t = re.match(r"^((?:[a-z]+ )*?)([a-z]+)( you control| an opponent controls| your opponents control)?$", s)
        one = type_singular(t.group(2)) if t else None
        if t and one and not re.search(r"\bnon-?\w*$", t.group(1).strip()):
            w = (t.group(1) + one + (t.group(3) or "")).replace(" your opponents control", " an opponent controls")
            return w if targetspec.parse(w) else None
        return s if targetspec.parse(s) else None
    head = m.group(1)
    rest = m.group(3)
    rest = rest.replace("artifacts", "artifact").replace("enchantments", "enchantment").replace("creatures", "creature")
    w = (head + _PLURAL[m.group(2)] + rest).strip()
    w = w.replace(" your opponents control", " an opponent controls")
    return w


# trigger events the engine gives a player to ("that player": the damaged / defending / active player)
PLAYER_EVENTS = {"attacks", "unblocked", "deals_damage_to_player", "upkeep", "end_step", "precombat_main", "draw_step",
                 "damage_to_you",
                 "beginning_of_combat", "gain_life", "draw", "cast_spell", "postcombat_main", "discard",
                 "attacks_alone", "cycle", "lose_life"}
# trigger events with an amount ("that much": the damage dealt, the life lost, the life gained)
AMOUNT_EVENTS = {"deals_damage", "dealt_damage", "lose_life", "gain_life"}
# trigger events with another creature ("that creature": the creature blocked, blocking, dealt damage)
OTHER_CREATURE_EVENTS = {"blocks_creature", "blocked_by_creature", "deals_damage_to_creature"}
# trigger events of a creature itself (a card that is not a creature never has them)
_CREATURE_EVENTS = {"attacks", "unblocked", "deals_damage_to_player", "blocks", "becomes_blocked",
                    "attacks_alone"} | OTHER_CREATURE_EVENTS
# trigger events of an attacking creature ("defending player": the player it attacks or whose planeswalker it attacks, 506.2)
DEFENDING_EVENTS = {"attacks", "unblocked", "becomes_blocked", "attacks_alone", "blocked_by_creature"}
PLAYER = r"(?:you|target player|target opponent|each player|each opponent|that player|its controller|that creature's controller|defending player)"


def player_ref(p, ctx):
    p = p.strip()
    if p == "you":
        return "controller"
    if p == "target player":
        return ctx.target("player")
    if p == "target opponent":
        return ctx.target("opponent")
    if p == "each player":
        return "each_player"
    if p == "each opponent":
        return "opponent"
    if p == "that creature's controller" or p == "its controller" and ctx.last == "that_creature":
        if not ctx.that_creature or ctx.last not in ("that_creature", None) and p == "its controller":
            nm(f'"{p}" without the creature of a trigger event')
        return "controller_of:that_creature"   # as the event saw it when it has left (608.2h)
    if p == "its controller":   # the controller of the last target, a permanent or a spell (608.2h: as it last existed)
        last = ctx.last if isinstance(ctx.last, str) else ""
        i = int(last.split(":")[1]) if last.startswith("target:") and last.split(":")[1].isdigit() else -1
        if not 0 <= i < len(ctx.targets) or word_kind(ctx.targets[i]) not in ("creature", "perm", "spell"):
            nm('"its controller" of something other than a target permanent or spell')
        return "controller_of:" + last
    if p == "defending player":
        if ctx.in_trigger not in DEFENDING_EVENTS:
            nm('"defending player" outside an attack or block trigger of an attacking creature')
        return "defending_player"
    if p == "that player":
        if not ctx.in_trigger:
            nm('"that player" outside a trigger')
        if ctx.in_trigger not in PLAYER_EVENTS:
            nm('"that player" in a trigger whose event has no player')
        return "that_player"
    nm(f'player "{p}"')


# ---------------------------------------------------------------------------------------- effects
_PROT_LIST = re.compile(r"protection from (each color|[\w-]+)((?:,? (?:and )?from (?:each color|[\w-]+))+)?(?![\w-])")
_EACH_COLOR = ["white", "blue", "black", "red", "green"]


def expand_protection(s):
    """"protection from A and from B" / "protection from A, from B, and from C" are separate protection
    abilities (702.16g), and "protection from each color" one for each colour (702.16h): written as a
    list of keywords, "protection from A, protection from B"."""
    def rep(m):
        qs = [m.group(1)] + re.findall(r"from (each color|[\w-]+)", m.group(2) or "")
        out = []
        for q in qs:
            out += _EACH_COLOR if q == "each color" else [q]
        return ", ".join("protection from " + q for q in out)
    return _PROT_LIST.sub(rep, s)


def backup_line(n, ctx):
    """702.165a: "Backup N" means "When this creature enters, put N +1/+1 counters on target creature.
    If that's another creature, it also gains the non-backup abilities of this creature printed below
    this one until end of turn." Modelled when every line printed below it is a keyword list (the
    abilities it grants are then those keywords, 702.165c-d); a triggered or activated ability below
    it stays not modelled."""
    if "creature" not in ctx.types:
        nm("backup on a card that is not a creature")
    kws: list[str] = []
    for r in ctx.rest:
        kl = keyword_line(r, ctx) if r else None
        if not kl or set(kl) != {"keywords"} or not kl["keywords"]:
            nm("backup with an ability below it that is not a keyword (the abilities it grants)")
        kws += kl["keywords"]
    if not kws:
        nm("backup with no ability below it")
    return {"triggers": [{"when": "enters", "text": f"Backup {n}", "target": ["creature"],
                          "effects": [{"do": "backup", "of": "target:0", "n": n, "keywords": kws}]}],
            "_kind": "keyword_trigger", "_rule": "702.165a"}


def kw_list(s):
    """'flying and first strike' / 'flying, vigilance, and trample' -> engine keywords."""
    parts = re.split(r",? and |, ", expand_protection(s.strip()))
    out = []
    for k in parts:
        k = k.strip()
        if not V.keyword_ok(k):
            nm(f'keyword "{k}" is not in the engine')
        out.append(k)
    return out


DUR = r" until end of turn"
_PT = r"([+-]\d+|[+-]x)/([+-]\d+|[+-]x)"


def _pt(a, b):
    return (("X" if a.endswith("x") else signed(a)), ("X" if b.endswith("x") else signed(b)))


def _x_sign(v, s):
    """"-X" of "gets -X/-X": X from the cost or defined by the text (oracle/counts.py), subtracted."""
    return "-X" if v == "X" and s.startswith("-") else v


EFFECT_RULES: list[Any] = []   # (compiled regex, builder(match, ctx) -> list of effects)


def rule(pattern):
    def deco(fn):
        EFFECT_RULES.append((re.compile("^" + pattern + "$"), fn))
        return fn
    return deco


SRC = r"(?:~|it)"


@rule(SRC + r" deals (" + NUM + r"|that much) damage to (.+?)")
def _damage(m, ctx):
    if m.group(0).startswith("it ") and ctx.no_it:
        nm('"it" could be this permanent or another object')
    amount = that_much(ctx) if m.group(1) == "that much" else num(m.group(1))
    tgt = m.group(2)
    if tgt in ("each creature", "each opponent", "each player", "you", "target player", "target opponent",
               "that player"):
        to = "each_creature" if tgt == "each creature" else player_ref(tgt, ctx)
    elif tgt == "each creature and each player":
        return [{"do": "damage", "amount": amount, "to": "each_creature"},
                {"do": "damage", "amount": amount, "to": "each_player"}]
    elif m2 := _fm(r"(target creature|target creature or planeswalker) and (" + NUM + r") damage to "
                   r"(?:that creature's|that permanent's|its) controller", tgt):
        # "4 damage to target creature and 2 damage to that creature's controller": the controller of the
        # target as it last existed (608.2h)
        first = obj_ref(m2.group(1), ctx, kind="damage")
        return [{"do": "damage", "amount": amount, "to": first},
                {"do": "damage", "amount": num(m2.group(2)), "to": "controller_of:" + first}]
    elif m2 := _fm(r"(target player|target opponent|target player or planeswalker|target opponent or planeswalker) and "
                   r"each creature (?:that player|they|that player or that planeswalker's controller) controls?", tgt):
        # "target player or planeswalker and each creature that player or that planeswalker's controller
        # controls": the creatures of the targeted player, or of the targeted planeswalker's controller as
        # the ability resolves (306.8 damage to a planeswalker; the target's controller, 608.2h)
        who = m2.group(1)
        if who.endswith("or planeswalker") != tgt.endswith("planeswalker's controller controls"):
            nm(f'effect "deals damage to {tgt}"')
        first = ctx.target(who[len("target "):])
        return [{"do": "damage", "amount": amount, "to": first},
                {"do": "damage", "amount": amount, "to": "creatures_of:" + first}]
    else:
        to = obj_ref(tgt, ctx, kind="damage")
    return [{"do": "damage", "amount": amount, "to": to}]


# cards in graveyards (graveyard.py): before "exile <object>"
from . import graveyard as GY   # noqa: E402
for _rx, _fn in GY.RULES:
    rule(_rx)(_fn)


def _removal(do):
    def build(m, ctx):
        return [{"do": do, "of": obj_ref(m.group(1), ctx, kind="perm")}]
    return build


@rule(r"return (?:a|an) ([a-z]+) you control to its owner's hand")
def _return_chosen(m, ctx):
    """"When this land enters, return a land you control to its owner's hand." (400.6): a permanent
    the controller chooses as the effect is applied, not a target (judge/mtg/hand.py)."""
    word = m.group(1)
    p = targetspec.parse(word)
    if not p or p["ctrl"] is not None or p["with"] or any(a["noun"] in ("player", "opponent", "spell") for a in p["alts"]):
        nm(f'object "a {word} you control"')
    return [{"do": "return_chosen", "word": word}]


@rule(r"(.+?) explores(?: again)?")
def _explore(m, ctx):
    """"When this creature enters, it explores." / "{1}, {T}: Target creature you control explores." /
    "it explores, then it explores again" (701.44a; judge/mtg/explore.py)."""
    of = obj_ref(m.group(1), ctx, kind="perm")
    if not isinstance(of, str) or of.startswith("all") or of == "each_creature":
        nm(f'effect "{m.group(0)}"')
    return [{"do": "explore", "of": of}]


rule(r"destroy (.+?)")(_removal("destroy"))
rule(r"exile (.+?)")(_removal("exile"))
@rule(r"return (it|that card) to its owner's hand")
def _return_dead_to_hand(m, ctx):
    """In a trigger on the card itself being put into a graveyard from the battlefield ("When this
    Aura is put into a graveyard from the battlefield, return it to its owner's hand", "When this
    creature dies, return it to its owner's hand"): the ability finds the new object the card became
    in the graveyard (400.7e) and returns it, if it is still there (a card that left the graveyard is
    another new object, 400.7)."""
    if not ctx.dead or ctx.last is not None:
        return _removal("bounce")(m, ctx)   # a permanent on the battlefield: "it" as everywhere else
    if ctx.in_trigger not in ("self_dies", "to_graveyard") or ctx.no_it:
        nm(f'effect "return {m.group(1)} to its owner\'s hand" outside a trigger on ~ going to a graveyard')
    return [{"do": "return_to_hand", "of": "it"}]


rule(r"return (.+?) to (?:its owner's hand|their owner's hand|their owners' hands)")(_removal("bounce"))
rule(r"tap (.+?)")(_removal("tap"))
rule(r"untap (.+?)")(_removal("untap"))


@rule(r"transform ~")
def _transform(m, ctx):
    """"Transform this creature" (701.27a): the permanent turns over to its other face, the same
    object (712.18); a permanent that is not a double-faced card ignores it (712.9), and an ability of
    it that finds it already transformed since the ability went on the stack does nothing (701.27f)."""
    if ctx.spell:
        nm('effect "transform ~" on an instant or sorcery')
    return [{"do": "transform", "of": "self"}]


@rule(r"(?:then )?(~|it|that creature|enchanted creature|(?:up to one |another )?target .+?) fights (.+?)")
def _fight(m, ctx):
    """"<creature> fights <creature>" (701.14a): each deals damage equal to its power to the other.
    "another target creature" is the source only after "~" (after a target it means a creature other
    than that target: not modelled)."""
    a, b = m.group(1), m.group(2)
    if " and/or " in a or " and/or " in b:
        nm(f'effect "{m.group(0)}"')
    if "another" in b and a != "~":
        # "Target creature you control fights another target creature": the second target is another
        # object than the first (601.2c, 115.3); only in an activated ability, whose targets are its own
        if not (ctx.multi_ok and ctx.up_to_ok and not ctx.spell and a.startswith("target ") and not ctx.targets
                and b.startswith("another target ")):
            nm('"fights another target creature" after a target (it must be another object than that target)')
        of = obj_ref(a, ctx, kind="creature")
        to = obj_ref("target " + b[len("another target "):], ctx, kind="creature")
        ctx.distinct = True
        return [{"do": "fight", "of": of, "to": to}]
    of = obj_ref(a, ctx, kind="creature")
    to = obj_ref(b, ctx, kind="creature")
    if of == to:
        nm(f'effect "{m.group(0)}"')
    return [{"do": "fight", "of": of, "to": to}]


@rule(r"gain control of (.+?)" + DUR)
def _threaten(m, ctx):
    """"Gain control of target creature until end of turn" (613.1b, layer 2; 611.2c: a group is the
    permanents there as it resolves): the engine's control change until end of turn, which ends in the
    cleanup step (514.2). A creature has summoning sickness under its new controller (302.6), hence
    the "untap that creature. It gains haste until end of turn." that usually follows."""
    return [{"do": "gain_control", "of": obj_ref(m.group(1), ctx, kind="perm")}]


@rule(r"regenerate (.+?)")
def _regen(m, ctx):
    return [{"do": "regenerate", "of": obj_ref(m.group(1), ctx, kind="creature")}]


# ---- prevention effects of a resolving spell or ability (615.1a, 615.7), this turn only (514.2)
def _prevent_ref(phrase, ctx, kind):
    """One object or player a prevention effect names: a target, ~, "it", the attached creature,
    you; a group is not modelled (a prevention effect for a group also covers what joins it later,
    the engine keeps ids)."""
    p = phrase.strip()
    if p in ("you", "target player", "target opponent"):
        return player_ref(p, ctx)
    ref = obj_ref(p, ctx, kind=kind)
    if not isinstance(ref, str) or ref.startswith(("all:", "all_other:", "each_", "creatures_of:")):
        nm(f'prevention for the group "{p}"')
    return ref


@rule(r"prevent all combat damage that would be dealt this turn")
def _prevent_combat(m, ctx):
    """Fog (615.1a): all combat damage this turn."""
    return [{"do": "prevent", "combat": True}]


@rule(r"prevent the next (" + NUM + r") damage that would be dealt to (.+?) this turn")
def _prevent_shield(m, ctx):
    """A shield (615.7): the next N damage to that object or player this turn."""
    return [{"do": "prevent", "of": _prevent_ref(m.group(2), ctx, "damage"), "n": num(m.group(1))}]


@rule(r"prevent all (combat )?damage that would be dealt (to|by|to and dealt by) (.+?) this turn")
def _prevent_all(m, ctx):
    """"Prevent all [combat] damage that would be dealt to / by / to and dealt by <it> this turn" (615.1a)."""
    return _prevent_dirs(m.group(1), m.group(2), m.group(3), ctx)


@rule(r"prevent all (combat )?damage (.+?) would deal this turn")
def _prevent_would_deal(m, ctx):
    return _prevent_dirs(m.group(1), "by", m.group(2), ctx)


def _prevent_dirs(combat, dirs, phrase, ctx):
    if " by " in phrase or phrase.endswith(("by", "spell")):
        nm(f'prevention "{phrase}"')
    kind = "creature" if dirs != "to" else "damage"
    ref = _prevent_ref(phrase, ctx, kind)
    if dirs != "to" and not (ref == "self" or ref.startswith("target:") or ref in ("attached", "that_creature")) and \
            ref != ctx.last:
        nm(f'prevention of the damage dealt by "{phrase}"')
    out = []
    for d in (("to", "by") if dirs == "to and dealt by" else (dirs,)):
        e: dict = {"do": "prevent", "all_" + d: ref}
        if combat:
            e["combat"] = True
        out.append(e)
    return out


@rule(r"counter (target .+? spell|target spell)")
def _counter(m, ctx):
    return [{"do": "counter", "of": obj_ref(m.group(1), ctx, kind="spell")}]


@rule(r"(.+?) gets? " + _PT + r"(?: and gains? (.+?))?" + DUR)
def _pump(m, ctx):
    of = obj_ref(m.group(1), ctx, kind="creature")
    p, t = _pt(m.group(2), m.group(3))
    p, t = _x_sign(p, m.group(2)), _x_sign(t, m.group(3))
    out = [{"do": "pump", "of": of, "power": p, "toughness": t}]
    if m.group(4):
        out.append(_grant_effect(of, m.group(4), ctx))
    return out


@rule(r"(.+?) gains? (.+?)" + DUR)
def _grant(m, ctx):
    of = obj_ref(m.group(1), ctx, kind="creature")
    return [_grant_effect(of, m.group(2), ctx)]


def _grant_effect(of, what, ctx):
    """'gains flying' / 'gains "<ability>"' / 'gains haste and "<ability>"' until end of turn (613.1f;
    a quoted ability is compiled for a creature: oracle/quoted.py, 113.10). A group ("creatures you
    control gain ...") is the creatures there as it resolves (611.2c: it changes characteristics)."""
    from . import quoted as Q
    if what == "protection from the color of your choice":   # the colour is chosen as it resolves (608.2d)
        return {"do": "protection_choice", "of": of}
    if not Q.has_ref(what):
        return {"do": "grant", "of": of, "keywords": kw_list(what)}
    kws, granted = Q.grant_list(what, ctx, ["creature"])
    e = {"do": "grant", "of": of}
    if kws:
        e["keywords"] = kws
    e.update(granted)
    return e


@rule(r"until your next turn, (.+?)")
def _until_next_turn_first(m, ctx):
    return _until_next_turn(m.group(1), ctx)


@rule(r"(.+?) until your next turn")
def _until_next_turn_after(m, ctx):
    return _until_next_turn(m.group(1), ctx)


def _until_next_turn(rest, ctx):
    """"Until your next turn, creatures you control get +1/+0 and gain lifelink" / "Up to one target
    creature gets -2/-0 until your next turn" (611.2a): the pump / keyword grant of "... until end of
    turn" with `until: "your_next_turn"` (the engine keeps it through cleanup and ends it as the
    controller's next turn begins). Other effects with this duration are not modelled."""
    if DUR.strip() in rest or "next turn" in rest or not re.match(r"^.+? (?:gets?|gains?) ", rest):
        nm(f'effect "until your next turn, {rest}"')
    out = parse_sentence(rest + DUR, ctx)
    from ..keywords import is_effect_word   # a restriction or requirement ("can't block"): not an ability
    if not all(e["do"] in ("pump", "grant") and not (e.get("abilities") or e.get("triggers")) and
               not any(is_effect_word(k) for k in e.get("keywords") or ()) for e in out):
        nm(f'effect "until your next turn, {rest}"')
    for e in out:
        e["until"] = "your_next_turn"
    return out


@rule(r"until end of turn, ~ becomes an? (\d+)/(\d+) ((?:[a-z]+ )*?)creature(?: with (.+?))? that's still a planeswalker")
def _walker_becomes_creature(m, ctx):
    """Gideon: "Until end of turn, ~ becomes a 5/5 Human Soldier creature with indestructible that's
    still a planeswalker" (205.1b, 613.1d, 613.4b): oracle/loyalty.py."""
    return L.walker_becomes_creature(m, ctx)


@rule(r"until end of turn, (.+?)")
def _until_eot_first(m, ctx):
    """"Until end of turn, target creature gets +2/+0 and gains ..." = "... until end of turn"."""
    rest = m.group(1)
    if DUR.strip() in rest or not re.match(r"^.+? (?:gets?|gains?) ", rest):
        nm(f'effect "until end of turn, {rest}"')
    out = parse_sentence(rest + DUR, ctx)
    if not all(e["do"] in ("pump", "grant") for e in out):
        nm(f'effect "until end of turn, {rest}"')
    return out


@rule(r"return (it|that card) to the battlefield( tapped)? under its owner's control")
def _return_dead(m, ctx):
    """In a dies trigger: "return it to the battlefield [tapped] under its owner's control" (the card
    that died, if it is still in its owner's graveyard: a new object, 400.7)."""
    if ctx.in_trigger not in ("self_dies", "creature_dies") or not ctx.dead or ctx.last is not None or \
            (ctx.no_it and ctx.in_trigger == "self_dies"):
        nm(f'effect "return {m.group(1)} to the battlefield" outside a dies trigger about that card')
    e = {"do": "return_to_battlefield", "of": "it"}
    if m.group(2):
        e["tapped"] = True
    return [e]


@rule(r"(.+?) can't (block|attack|attack or block|be blocked) this turn")
def _cant_this_turn(m, ctx):
    of = obj_ref(m.group(1), ctx, kind="creature")
    if isinstance(of, str) and (of.startswith("all:") or of in ("each_creature",)):
        # 611.2c: a restriction on a group changes no characteristic, so it also applies to
        # creatures that enter later this turn; the engine would grant it only to those there now
        nm("a group that can't block/attack this turn (611.2c: also creatures entering later)")
    return [{"do": "grant", "of": of, "keywords": list(_STATIC_KW["can't " + m.group(2)])}]


@rule(r"(.+?) doesn't untap during its controller's next untap step")
def _skip_untap(m, ctx):
    """"Tap target creature. It doesn't untap during its controller's next untap step." (502.3)"""
    of = obj_ref(m.group(1), ctx, kind="perm")
    if isinstance(of, str) and (of.startswith("all:") or of == "each_creature"):
        nm("a group that doesn't untap")
    return [{"do": "skip_untap", "of": of}]


@rule(r"~ doesn't untap during your next untap step")
def _skip_untap_self(m, ctx):
    """"{T}: Add {B} or {R}. This land doesn't untap during your next untap step." (502.3): the source
    itself, which its controller, the ability's controller, controls as the ability resolves."""
    if ctx.spell:
        nm('"~ doesn\'t untap during your next untap step" on a spell')
    return [{"do": "skip_untap", "of": "self"}]


@rule(r"draw (" + NUM + r") (?:additional )?cards?")   # "an additional card": one more than the draw step's
def _draw(m, ctx):
    return [{"do": "draw", "n": num(m.group(1)), "to": "controller"}]


@rule("(" + PLAYER + r") draws? (" + NUM + r") (?:additional )?cards?")
def _draws(m, ctx):
    return [{"do": "draw", "n": num(m.group(2)), "to": player_ref(m.group(1), ctx)}]


def that_much(ctx):
    """"that much": the amount of the trigger event (the damage dealt, 603.2c); only where the engine gives one."""
    if ctx.in_trigger not in AMOUNT_EVENTS:
        nm('"that much" without an amount from the trigger event')
    return "that_much"


@rule("(" + PLAYER + r") (gain|gains|lose|loses) that much life")
def _life_that_much(m, ctx):
    do = "gain_life" if m.group(2).startswith("gain") else "lose_life"
    return [{"do": do, "amount": that_much(ctx), "to": player_ref(m.group(1), ctx)}]


@rule("(" + PLAYER + r") (gain|gains|lose|loses) (" + NUM + r") life")
def _life(m, ctx):
    do = "gain_life" if m.group(2).startswith("gain") else "lose_life"
    return [{"do": do, "amount": num(m.group(3)), "to": player_ref(m.group(1), ctx)}]


@rule(r"mill (" + NUM + r") cards?")
def _mill(m, ctx):
    return [{"do": "mill", "n": num(m.group(1)), "to": "controller"}]


@rule("(" + PLAYER + r") mills? (" + NUM + r") cards?")
def _mills(m, ctx):
    return [{"do": "mill", "n": num(m.group(2)), "to": player_ref(m.group(1), ctx)}]


@rule("(" + PLAYER + r") discards? (" + NUM + r") cards?")
def _discards(m, ctx):
    return [{"do": "discard", "n": num(m.group(2)), "to": player_ref(m.group(1), ctx)}]


@rule(r"(discard your hand|(" + PLAYER + r") discards (?:their|his or her) hand)")
def _discard_hand(m, ctx):
    """"Discard your hand" / "each player discards their hand" (701.9a): every card in that hand."""
    return [{"do": "discard", "all": True, "to": "controller" if m.group(2) is None else player_ref(m.group(2), ctx)}]


@rule("(" + PLAYER + r") sacrifices? (" + NUM + r") (.+?)(?: of (?:their|his or her|your) choice)?")
def _edict(m, ctx):
    """"Target player sacrifices a creature [of their choice]", "each opponent sacrifices a nonland
    permanent" (701.21a; 101.4: each chooses in APNAP order, then all at once)."""
    return _sacrifice_chosen(m.group(1), m.group(2), m.group(3), ctx)


@rule(r"sacrifice (" + NUM + r") (.+?)")
def _edict_you(m, ctx):
    """"Sacrifice a creature." as an effect: the controller chooses one they control (701.21a)."""
    if ctx.spell and m.group(2) in ("~",):
        nm("a spell sacrificing itself")
    return _sacrifice_chosen("you", m.group(1), m.group(2), ctx)


def _sacrifice_chosen(who, n_text, what, ctx):
    n = num(n_text)
    if n == "X":
        nm("sacrificing X permanents")
    word = _singular(what) if n != 1 else what
    p = targetspec.parse(word) if word else None
    if not p or p["ctrl"] is not None or p["with"] or any(a["noun"] in ("player", "opponent", "spell") for a in p["alts"]):
        nm(f'effect "sacrifice {what}"')
    e: dict = {"do": "sacrifice_chosen", "word": word}
    if n != 1:
        e["n"] = n
    to = player_ref(who, ctx)
    if to != "controller":
        e["to"] = to
    return [e]


@rule(r"you (create .+?)")
def _you_create(m, ctx):
    """"You create a 2/1 ... token" (the subject written out, as in an emblem's text) = "create ..."."""
    return parse_sentence(m.group(1), ctx)


@rule(r"discard (" + NUM + r") cards?")
def _discard(m, ctx):
    return [{"do": "discard", "n": num(m.group(1)), "to": "controller"}]


@rule(r"attach (~|it) to (.+?)")
def _attach(m, ctx):
    if "equipment" not in ctx.subtypes and "aura" not in ctx.subtypes:
        nm("attaching a card that is not an Aura or Equipment")
    if ctx.dead:
        nm("attaching a permanent that left the battlefield")
    return [{"do": "attach", "of": "self", "to": obj_ref(m.group(2), ctx, kind="creature")}]


_TOKENS = {   # predefined tokens (111.10): their abilities in the engine's vocabulary
    "treasure": {"card": "Treasure", "types": ["artifact"], "subtypes": ["Treasure"],
                 "abilities": [{"text": "Treasure: {T}, sacrifice it: add one mana of any color.",
                                "cost": {"tap": True, "sacrifice": "self"},
                                "effects": [{"do": "add_mana", "one_of": "WUBRG"}]}]},
    "food": {"card": "Food", "types": ["artifact"], "subtypes": ["Food"],
             "abilities": [{"text": "Food: {2}, {T}, sacrifice it: you gain 3 life.",
                            "cost": {"mana": "{2}", "tap": True, "sacrifice": "self"},
                            "effects": [{"do": "gain_life", "amount": 3, "to": "controller"}]}]},
    "clue": {"card": "Clue", "types": ["artifact"], "subtypes": ["Clue"],
             "abilities": [{"text": "Clue: {2}, sacrifice it: draw a card.",
                            "cost": {"mana": "{2}", "sacrifice": "self"},
                            "effects": [{"do": "draw", "n": 1, "to": "controller"}]}]},
}


@rule(r"create (" + NUM + r") (treasure|food|clue) tokens?")
def _named_token(m, ctx):
    n = num(m.group(1))
    if n == "X":
        nm("X tokens")
    return [{"do": "create_token", "token": copy.deepcopy(_TOKENS[m.group(2)])} for _ in range(n)]


@rule(r"investigate")
def _investigate(m, ctx):
    return [{"do": "create_token", "token": copy.deepcopy(_TOKENS["clue"])}]


@rule(r"surveil (" + NUM + ")")
def _surveil(m, ctx):
    return [{"do": "surveil", "n": num(m.group(1))}]


def _library_word(what):
    """The card word of a library search ("basic land" -> "basic land card"); NotModelled if the
    engine's card words don't describe it (library.library_word_ok)."""
    from ..library import library_word_known
    w = (what.strip() + " card").strip()
    if not library_word_known(w):
        nm(f'a library search for "{w}"')
    return w


@rule(r"search your library for (a|an|up to (?:" + NUM + r")) ?(.*?) (cards?),? (?:and )?(?:reveal (it|them|that card|those cards),? )?"
      r"(?:and )?put (it|that card|them|those cards) (onto the battlefield( tapped)?|into your hand)")
def _search(m, ctx):
    """701.23a: a search of your library (the known cards: judge/mtg/library.py); "then shuffle" is
    the next effect (701.24a)."""
    many, what, noun, rev, pron, where, tapped = m.groups()
    up_to = many.startswith("up to ")
    n = num(many[len("up to "):]) if up_to else 1
    if n == "X":
        nm("a library search for X cards")
    one = n == 1
    if (noun == "card") != one or (pron in ("it", "that card")) != one or (rev and (rev in ("it", "that card")) != one):
        nm("a library search whose number and pronouns don't agree")
    e = {"do": "search_library", "word": _library_word(what), "to": "battlefield" if "battlefield" in where else "hand"}
    if n != 1:
        e["n"] = n
    if up_to:
        e["up_to"] = True
    if tapped:
        e["tapped"] = True
    if rev:
        e["reveal"] = True
    return [e]


@rule(r"put (.+?) on (top|the bottom) of (?:its|their) owners?'s? library")
def _put_library(m, ctx):
    """A permanent put on top or the bottom of its owner's library (400.7; library.py)."""
    if m.group(1).startswith(("target card", "target creature card")) or " card " in f" {m.group(1)} ":
        nm(f'effect "put {m.group(1)} on {m.group(2)} of its owner\'s library" (a card, not a permanent)')
    return [{"do": "put_library", "of": obj_ref(m.group(1), ctx, kind="perm"),
             "where": "top" if m.group(2) == "top" else "bottom"}]


@rule(r"(?:you )?take an extra turn after this one")
def _extra_turn(m, ctx):
    return [{"do": "extra_turn"}]   # 500.7: the controller's extra turn, directly after this one


@rule(r"(target player|target opponent) takes an extra turn after this one")
def _extra_turn_target(m, ctx):   # one player (several at once would be added in APNAP order, 500.7: not read)
    return [{"do": "extra_turn", "to": player_ref(m.group(1), ctx)}]


@rule(r"shuffle(?: your library)?")
def _shuffle(m, ctx):
    return [{"do": "shuffle"}]


@rule(r"scry (" + NUM + ")")
def _scry(m, ctx):
    return [{"do": "scry", "n": num(m.group(1))}]


@rule(r"proliferate")
def _prolif(m, ctx):
    return [{"do": "proliferate"}]


@rule(r"put (" + NUM + r") ([+-]1/[+-]1|loyalty) counters? on (.+?)")
def _counters(m, ctx):
    kind = m.group(2)
    if kind == "loyalty" and m.group(3) == "each other planeswalker you control":
        # the other planeswalkers' loyalty goes up (122.1e, 306.5c); not a loyalty ability's cost (606.4)
        return [{"do": "counters", "of": "all_other:planeswalker you control", "kind": "loyalty", "n": num(m.group(1))}]
    if kind == "loyalty":   # "put a loyalty counter on ~": the planeswalker's loyalty goes up (122.1e, 306.5c)
        if m.group(3) != "~" or "planeswalker" not in ctx.types or ctx.spell:
            nm(f'effect "put {m.group(1)} loyalty counter(s) on {m.group(3)}"')
        if ctx.dead and not (ctx.in_trigger == "creature_dies" and "creature" not in ctx.types):
            nm("the permanent after it left the battlefield")   # (a planeswalker is not the creature that died)
        ctx.last = "self"
        return [{"do": "counters", "of": "self", "kind": "loyalty", "n": num(m.group(1))}]
    if kind not in ("+1/+1", "-1/-1"):
        nm(f"{kind} counters")
    of = obj_ref(m.group(3), ctx, kind="creature")
    return [{"do": "counters", "of": of, "kind": kind, "n": num(m.group(1))}]


@rule("(" + PLAYER + r") gets? (" + NUM + r") poison counters?")
def _poison(m, ctx):
    return [{"do": "poison", "n": num(m.group(2)), "to": player_ref(m.group(1), ctx)}]


@rule(r"sacrifice ~")
def _sac_self(m, ctx):
    if ctx.spell:
        nm("a spell sacrificing itself")
    return [{"do": "sacrifice", "of": "self"}]


@rule(r"sacrifice it")
def _sac_it(m, ctx):
    """"When this land enters, sacrifice it unless you pay {1}": "it" is this permanent in its own
    triggered ability (any other antecedent stays not modelled: one sacrifices only what one controls, 701.21a)."""
    if ctx.spell or obj_ref("it", ctx) != "self":
        nm('effect "sacrifice it"')
    return [{"do": "sacrifice", "of": "self"}]


@rule(r"add ((?:\{[wubrgc]\}|\{\d+\})+)")
def _add(m, ctx):
    return [{"do": "add_mana", "mana": mana(m.group(1))}]


@rule(r"add one mana of any color")
def _add_any(m, ctx):
    return [{"do": "add_mana", "one_of": "WUBRG"}]


@rule(r"add (\{[wubrgc]\}(?:, \{[wubrgc]\})*,? or \{[wubrgc]\})")
def _add_one_of(m, ctx):
    cols = "".join(re.findall(r"\{([wubrgc])\}", m.group(1))).upper()
    if len(set(cols)) != len(cols):
        nm("the same colour twice")
    return [{"do": "add_mana", "one_of": cols}]


_TOKEN = re.compile(
    r"^create (" + NUM + r") (?:(tapped) )?(\d+)/(\d+) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, | ))+)"
    r"((?:[a-z][a-z'-]* )+?)(artifact )?creature tokens?(?: with (.+?))?$")


@rule(r"create .+? creature tokens?(?: with .+?)?")
def _token(m, ctx):
    t = _TOKEN.match(m.group(0))
    if not t:
        nm("token description")
    n = num(t.group(1))
    colors = []
    for w in re.split(r",? and |, | ", t.group(5).strip()):
        if w and w != "colorless":
            colors.append(COLOR_NAMES[w])
    words = t.group(6).split() + (["artifact"] if t.group(7) else [])
    types = [w for w in words if w in ("artifact", "enchantment", "land")]   # card types (205.2a), not subtypes
    subtypes = [w.capitalize() for w in words if w not in types]
    if not subtypes or any(not _is_creature_type(w.lower()) for w in subtypes):
        nm(f'token creature types "{" ".join(w for w in words if w not in types)}"')
    if words[len(subtypes):] != types:
        nm("token description")   # card types before the creature types: not the printed order
    tok = {"card": " ".join(subtypes), "types": types + ["creature"],
           "subtypes": subtypes, "power": int(t.group(3)), "toughness": int(t.group(4)), "colors": colors}
    if t.group(2):   # "create a tapped 2/2 ... token": it enters tapped (111.1, 110.5b)
        tok["tapped"] = True
    if t.group(8):
        from . import quoted as Q
        if Q.has_ref(t.group(8)):   # 'with "<ability>"': the token's own text (111.3; oracle/quoted.py)
            kws, granted = Q.grant_list(t.group(8), ctx, tok["types"], subtypes)
            if kws:
                tok["keywords"] = kws
            tok.update(granted)
        else:
            tok["keywords"] = kw_list(t.group(8))
    if n == "X":   # "create X ... tokens": X from the cost or defined by the text (counts.py)
        return [{"do": "create_token", "token": tok, "n": "X"}]
    return [{"do": "create_token", "token": copy.deepcopy(tok)} for _ in range(n)]


# ------------------------------------------------------------ delayed triggered abilities (603.7)
# "<effect> at the beginning of the next turn's upkeep / the next end step / at end of combat" and
# "At the beginning of the next end step, <effect>": the effect `delayed` (judge/mtg/delayed.py)
_DELAYED_AT = {"at the beginning of the next turn's upkeep": "next_upkeep",
               "at the beginning of the next end step": "next_end_step", "at end of combat": "end_of_combat"}
_DELAYED_RX = "(" + "|".join(re.escape(k) for k in _DELAYED_AT) + ")"
# what a delayed triggered ability may do: the effects whose references it keeps (player references
# are read as it resolves, one object is bound by id as it is created: delayed.py)
_DELAYED_OK = {"draw", "gain_life", "lose_life", "sacrifice", "destroy", "exile", "bounce", "tap", "untap",
               "damage", "mill", "discard"}
_DELAYED_PLAYERS = {"controller", "opponent", "each_opponent", "each_player", "that_player"}


def _delayed(inner, at, ctx):
    """A delayed triggered ability (603.7a): its effects, parsed as a sentence of their own, refer to
    players or to one object ("it" = this permanent in its own triggered or activated ability, "that
    creature" of the trigger event, a target of the same spell or ability). Tokens just created, a
    group, a card that left the battlefield, "return it to the battlefield": not modelled."""
    m = _fm(r"sacrifice (it|that creature|that permanent|~)", inner)
    effects = [{"do": "sacrifice", "of": obj_ref(m.group(1), ctx)}] if m else parse_sentence(inner, ctx)
    objs = set()
    for e in effects:
        if e.get("do") not in _DELAYED_OK or e.get("if"):
            nm(f'a delayed triggered ability that does "{inner}"')
        for k in ("of", "to"):
            r = e.get(k)
            if r is None or r in _DELAYED_PLAYERS:
                continue
            if r in ("self", "that_creature") or str(r).startswith("target:"):
                objs.add(r)
            else:
                nm(f'a delayed triggered ability about "{r}" (a group or another object)')
    if len(objs) > 1:
        nm("a delayed triggered ability about two objects")
    if "self" in objs and (ctx.spell or ctx.dead):
        nm("a delayed triggered ability about the spell or a card that left the battlefield")
    text = inner.replace("~", "it")
    text = text[0].upper() + text[1:] + " " + next(k for k, v in _DELAYED_AT.items() if v == at) + "."
    return [{"do": "delayed", "at": at, "text": text, "effects": effects}]


def _exile_if_dies(phrase, ctx):
    """A replacement effect until the cleanup step on a target of the same spell or ability (Lava Coil,
    Scorching Dragonfire): the object the sentence before acted on. Another antecedent (~, a group, a
    creature dealt damage "this way", a fight) is not modelled."""
    of = obj_ref("it" if phrase == "that creature or planeswalker" else phrase, ctx, kind="perm")
    if not (isinstance(of, str) and of.startswith("target:")):
        nm('"if ... would die this turn, exile it instead" about something other than a target')
    return [{"do": "exile_if_dies", "of": of}]


def _delayed_rule(pattern):
    def deco(fn):   # before every other rule: "exile it at end of combat" is not "exile <object>"
        EFFECT_RULES.insert(0, (re.compile("^" + pattern + "$"), fn))
        return fn
    return deco


@_delayed_rule(r"(.+?) " + _DELAYED_RX)
def _delayed_after(m, ctx):
    return _delayed(m.group(1), _DELAYED_AT[m.group(2)], ctx)


@_delayed_rule(_DELAYED_RX + r", (.+)")
def _delayed_before(m, ctx):
    return _delayed(m.group(2), _DELAYED_AT[m.group(1)], ctx)


@rule("(" + PLAYER + r") gets? an emblem with (.+?)")
def _emblem(m, ctx):
    """"You get an emblem with "<ability>"" (114.2): oracle/loyalty.py compiles the quoted abilities."""
    return L.emblem_effect(m.group(1), m.group(2), ctx)


# "<creature> attacks / blocks / must be blocked this turn if able": a requirement (508.1d, 509.1c)
# for the rest of the turn, given as the keyword the engine's attack and block checks read
# (combat.py: "must attack", "must block", "must be blocked if able"), until end of turn
_IF_ABLE = r"(?:attacks|blocks|must be blocked) this turn if able"
_REQUIREMENT = {"attacks": "must attack", "blocks": "must block", "must be blocked": "must be blocked if able"}


@rule(r"(.+?) (attacks|blocks|must be blocked) this turn if able")
def _requirement(m, ctx):
    of = obj_ref(m.group(1), ctx, kind="creature")
    if isinstance(of, str) and (of.startswith("all:") or of == "each_creature"):
        # 611.2c: a requirement on a group also applies to creatures that enter later this turn
        nm("a group that attacks/blocks this turn if able (611.2c: also creatures entering later)")
    return [{"do": "grant", "of": of, "keywords": [_REQUIREMENT[m.group(2)]]}]


# amounts the text defines: "... equal to <amount>" (oracle/counts.py, 107.3c), tried before the others
from . import counts as CNT   # noqa: E402
EFFECT_RULES[:0] = [(re.compile("^" + _rx + "$"), _fn) for _rx, _fn in CNT.RULES]


def uses_x(effects):
    from .optional import flat
    return any(v in ("X", "-X") for e in flat(effects) for k, v in e.items() if k in ("amount", "n", "power", "toughness"))


def parse_sentence(s, ctx):
    for rx, fn in EFFECT_RULES:
        m = rx.match(s)
        if m:
            out = fn(m, ctx)
            if any(not g[2] for g in ctx.multi):   # "two target lands": the effect on each (_expand_multi)
                out = _expand_multi(out, ctx)
            return out
    nm(f'effect "{s}"')


_SENT = re.compile(r"\.\s+|\.$")


def sentences(text):
    parts = [p.strip() for p in _SENT.split(text)]
    if parts and parts[-1] == "":
        parts.pop()
    else:
        nm("a sentence without a full stop")
    return parts


def parse_effects(text, ctx):
    """A run of effect sentences (already without trigger/cost) to a list of effects."""
    from . import optional
    out = []
    sents = sentences(text)
    i = 0
    last = None   # the creature tokens the previous sentence created ("It has ..." gives them abilities)
    those = None   # the group the previous sentence acted on ("those creatures": _group_of)
    prev_span = None   # where the effects of the previous plain sentence are in `out` (start, end)
    prev_counter = None   # the counter / counter_unless effect the previous sentence was, if it was only that
    while i < len(sents):
        s = sents[i]
        i += 1
        made, last = last, None
        span, prev_span = prev_span, None
        countered, prev_counter = prev_counter, None
        if span is not None and (m := _fm(r"if you do, (.+)", s)) and out[span[0]:span[1]] == [{"do": "sacrifice", "of": "self"}] \
                and span[1] == len(out):
            # "Sacrifice this enchantment. If you do, <effects>." (118.12: the sacrifice is a cost paid
            # on resolution; "if you do" asks whether it was paid: not when the permanent is gone)
            from . import optional
            if ctx.dead and not (ctx.in_trigger == "creature_dies" and "creature" not in ctx.types):
                nm("the permanent after it left the battlefield")   # (an enchantment is not the creature that died)
            if i < len(sents):   # is the next sentence also part of "if you do"? not guessed
                nm('"if you do" after "sacrifice ~" followed by another sentence')
            out[span[0]:] = [{"do": "may", "sacrifice": "self", "must": True,
                              "effects": optional._parse_body(m.group(1), ctx, parse_one)}]
            continue
        if m := _fm(r"if (?:that|the) spell is countered this way, (.+?) instead of (?:putting it )?into "
                    r"(?:its owner's|that player's) graveyard", s):
            # "Counter target spell. If that spell is countered this way, exile it instead of ..." (608.2c)
            zone = _COUNTERED_TO.get(m.group(1))
            if countered is None or zone is None:
                nm('"if that spell is countered this way" (another destination, or not after "counter target spell")')
            countered["zone"] = zone
            continue
        if m := _fm(r"if (?:~|it) was kicked, (?:instead (.+)|(.+) instead)", s):
            # "<X>. If this spell was kicked, <Y> instead." / "..., instead <Y>." (702.33d): Y replaces X when kicked
            out[:] = _kicked_instead(out, span, m.group(1) or m.group(2), those, ctx)
            continue
        if span is not None and (m := _fm(r"if ([^,]+), (?:instead (.+)|(.+) instead)", s)) and \
                " would " not in f" {m.group(1)} ":   # "if ... would ..., ... instead": a replacement (614.1a)
            # "<X>. If <condition>, <Y> instead." (608.2c): one effect that checks the condition once
            out[:] = _cond_instead(out, span, m.group(1), m.group(2) or m.group(3), those, ctx)
            continue
        if span is not None and (m := _fm(r"([^,]+?) instead if ([^,]+)", s)) and " would " not in f" {m.group(2)} ":
            # "<X>. <Y> instead if <condition>." (608.2c): the same effect, the condition after Y
            out[:] = _cond_instead(out, span, m.group(2), m.group(1), those, ctx)
            continue
        if s in ("it can't be regenerated", "they can't be regenerated"):
            if not out or out[-1]["do"] != "destroy":
                nm(f'"{s}" after something other than destroy')
            out[-1]["cant_regenerate"] = True
            continue
        if s.startswith(("look at the top ", "reveal the top card of your library", "reveal cards from the top of your library until ",
                            "reveal the top ")):   # oracle/library.py
            from . import library as LB
            got = LB.look(sents, i - 1, ctx)
            if got is not None:
                out += got[0]
                i = got[1]
                continue
        if s == "flip a coin":   # oracle/coin.py (705.2)
            from . import coin as CN
            got = CN.flip(sents, i - 1, ctx, parse_one)
            if got is not None:
                out += got[0]
                i = got[1]
                continue
        if " reveals " in s and s.endswith(" hand"):   # oracle/hand.py (701.20a, 701.9b)
            from . import hand as HD
            got = HD.reveal(sents, i - 1, ctx)
            if got is not None:
                out += got[0]
                i = got[1]
                continue
        if optional.is_may(s):   # "you may ..." [+ "if you do, ..." / "when you do, ..."]: oracle/optional.py
            effs, i = optional.parse_may(sents, i - 1, ctx, parse_one)
            out += effs
            continue
        m = _fm(r"(it has|they have|they each have|each of them has) (.+)", s)
        if m and made is not None:   # "Create a 1/1 ... token. It has "<ability>"." (111.3)
            _tokens_have(m.group(1), m.group(2), made, ctx)
            continue
        m = _fm(r"if a (creature|permanent) dealt damage this way would die this turn, exile it instead", s)
        if m:   # the permanents the line's damage effects dealt damage to (614.1a): ref "dealt:<word>"
            dmg = [e for e in out if e.get("do") == "damage"]
            if not dmg or any(e.get("from") for e in dmg):
                nm('"dealt damage this way" after something other than damage from the source')
            out.append({"do": "exile_if_dies", "of": "dealt:" + m.group(1)})
            continue
        m = _fm(r"if (that creature|that creature or planeswalker|that permanent|it) would die this turn, "
                r"exile it instead", s)
        if m:   # "If that creature would die this turn, exile it instead." (614.1a; judge/mtg/replacement.py)
            out += _exile_if_dies(m.group(1), ctx)
            continue
        if s.startswith("if ") or (" if " in s and not s.endswith(" if able")):
            # "If <condition>, <effects>." / "<effects> if <condition>." (conditions.py)
            from . import conditions as C
            got = C.conditional(s, sents[i:], ctx, out)
            if got is not None:
                out += got
                continue
        if " unless " in s and " pay" in s:   # 118.12 / 118.12a (conditions.py)
            from . import conditions as C
            got = C.unless(s, ctx)
            if got is not None:
                out += got
                prev_counter = got[0] if len(got) == 1 and got[0]["do"] == "counter_unless" else None
                continue
        ctx.those = those
        start = len(out)
        ctx.after_token = any(e.get("do") == "create_token" for e in out)
        got = parse_one(s, ctx)
        ctx.those = None
        out += got
        prev_span = (start, len(out))
        prev_counter = got[0] if len(got) == 1 and got[0]["do"] == "counter" and not got[0].get("if") else None
        last = got if got and all(e["do"] == "create_token" and "power" in e["token"] and not e.get("if")
                                  for e in got) else None
        those = _group_of(got)
    return out


# where "If that spell is countered this way, <...> instead of into its owner's graveyard" puts it (608.2c)
_COUNTERED_TO = {"exile it": "exile", "put it into its owner's hand": "hand",
                 "put it on top of its owner's library": "library_top",
                 "put it on the bottom of its owner's library": "library_bottom"}


def _kicked_instead(out, span, y, those, ctx):
    """"<X>. If this spell was kicked, <Y> instead." on a spell (702.33d): X's effects get `if`
    "not_kicked", Y's "kicked" (the engine's kicker conditions). X is the sentence just before,
    plain effects without a condition of their own; Y uses X's objects ("that creature", "those
    creatures", "that player" for X's target player, "it deals N damage" to X's recipient,
    "create N of those tokens") and chooses no target of its own (601.2c: the engine's targets
    are fixed before it knows whether the spell was kicked)."""
    if not ctx.spell or span is None or span[0] == span[1]:
        nm("a condition")
    xs = out[span[0]:span[1]]
    if any("if" in e or e["do"] in ("may", "unless", "reflexive", "modes") for e in xs) or span[1] != len(out):
        nm("a condition")
    n_targets = len(ctx.targets)
    ys = _instead_effects(xs, y, those, ctx)
    if len(ctx.targets) > n_targets:
        nm("a target required only if the spell was kicked (601.2c)")
    for e in xs:
        e["if"] = "not_kicked"
    for e in ys:
        e["if"] = "kicked"
    return out + ys


def _cond_instead(out, span, cond_text, y, those, ctx):
    """"<X>. If <condition>, <Y> instead." / "... instead <Y>." (608.2c): X (the plain sentence
    just before, effects without a condition of their own) and Y become one effect `instead`
    (`cond`, `effects`: Y, `otherwise`: X): the condition is checked once, as that part of the
    spell or ability resolves, then Y or X happens. Y reads X's objects as for kicker; a target of
    its own, or a condition the grammar can't read, stays not modelled."""
    from . import conditions as C
    xs = out[span[0]:span[1]]
    if not xs or span[1] != len(out) or any("if" in e or e["do"] in ("may", "unless", "reflexive", "modes", "instead")
                                            for e in xs):
        nm("a condition")
    cond = C.parse(cond_text, ctx)
    if not isinstance(cond, dict):
        nm("a condition")
    n_targets = len(ctx.targets)
    ys = _instead_effects(xs, y, those, ctx)
    if len(ctx.targets) > n_targets or any("if" in e for e in ys):
        nm("a condition")
    return out[:span[0]] + [{"do": "instead", "cond": cond, "effects": ys, "otherwise": xs}]


def _instead_effects(xs, y, those, ctx):
    """The effects of Y in "<X>. If ..., <Y> instead.", reading X's objects."""
    if (m := _fm(r"(?:it|~) deals (" + NUM + r") damage", y)) and len(xs) == 1 and xs[0]["do"] == "damage":
        ys = [dict(xs[0], amount=num(m.group(1)))]
    elif (m := _fm(r"create (" + NUM + r") of those tokens", y)) and \
            all(e["do"] == "create_token" and e["token"] == xs[0]["token"] for e in xs):
        ys = [copy.deepcopy(xs[0]) for _ in range(num(m.group(1)))]
    elif y == "investigate twice" and len(xs) == 1 and xs[0]["do"] == "create_token" and \
            xs[0]["token"] == _TOKENS["clue"]:   # "Investigate. ... investigate twice instead." (701.16: a Clue each time)
        ys = [copy.deepcopy(xs[0]) for _ in range(2)]
    elif y.startswith("that player ") and len({e.get("to") for e in xs}) == 1 and \
            str(xs[0].get("to")).startswith("target:") and \
            word_kind(ctx.targets[int(xs[0]["to"].split(":")[1])]) in ("player", "opponent"):
        verb = re.sub(r"^(draw|gain|lose|mill|discard|sacrifice)s ", r"\1 ", y[len("that player "):])
        ys = parse_one("you " + verb, ctx)
        if any(e.get("to") != "controller" for e in ys):
            nm("a condition")
        for e in ys:
            e["to"] = xs[0]["to"]
    else:
        ctx.those = those
        ys = parse_one(re.sub(r"^it deals ", "~ deals ", y) if ctx.spell else y, ctx)
        ctx.those = None
    return ys


# effects that leave a group's membership as it was (no zone change, no type or controller change):
# "those creatures" in the next sentence is the same set
_KEEPS_GROUP = {"counters", "untap", "tap", "pump", "grant"}
# words whose members such an effect could change (tapped state, power, counters, attacking): not followed
_UNSTABLE = re.compile(r"\b(?:tapped|untapped|with|without|attacking|blocking|power|toughness)\b")


def _group_of(effects):
    """The group ref ("all:creature you control", "each_creature") every effect of a sentence acted on,
    when "those creatures" in the next sentence can only mean the same creatures; else None."""
    refs = {e.get("of") for e in effects or ()}
    if len(refs) != 1 or not all(e.get("do") in _KEEPS_GROUP and not e.get("if") for e in effects):
        return None
    r = refs.pop()
    if r == "each_creature":
        return r
    if isinstance(r, str) and r.startswith("all:") and not _UNSTABLE.search(r[4:]) and \
            word_kind(r[4:]) == "creature":
        return r
    return None


def _tokens_have(subject, what, made, ctx):
    """"It has ..." (one token) / "They have ..." (several) after the sentence that created them:
    their keywords and quoted abilities (111.3), compiled for a creature token."""
    from . import quoted as Q
    if (subject == "it has") != (len(made) == 1):   # "it" one token, "they" / "each of them" several
        nm(f'"{subject}" after {len(made)} token(s)')
    tok = made[0]["token"]
    if not Q.has_ref(what):
        kws, granted = kw_list(what), {}
    else:
        kws, granted = Q.grant_list(what, ctx, tok["types"], tok["subtypes"])
    for e in made:
        t = e["token"]
        if kws:
            t["keywords"] = list(t.get("keywords") or []) + [k for k in kws if k not in (t.get("keywords") or [])]
        for k, v in granted.items():
            t.setdefault(k, []).extend(copy.deepcopy(v))


def parse_one(s, ctx):
    """One effect sentence: "A and B" / "A, then B" when both halves are effects of their own."""
    if s.startswith("you may ") or " you may " in s:
        nm("an optional action (\"you may\")")
    if s.startswith("if ") or (" if " in s and not s.endswith(" if able")) or " unless " in s:
        nm("a condition")
    m = _fm(r"(create an? .+? creature token(?: with .+?)?), then attach ~ to it", s)
    if m:   # living weapon / For Mirrodin! / job select (702.92a, 702.163a, 702.182a): the new token
        if "equipment" not in ctx.subtypes:
            nm("attaching a card that is not an Equipment to a token")
        effs = parse_sentence(m.group(1), ctx)
        if len(effs) != 1 or effs[0].get("do") != "create_token":
            nm('effect "create a token, then attach ~ to it"')
        effs[0]["attach"] = "self"   # 701.3a: the Equipment becomes attached to the token just created
        return effs
    got = CNT.sentence(s, ctx, parse_one)   # ", where X is ..." / "... for each ..." (107.3c)
    if got is not None:
        return got
    out = []
    pieces = re.split(r", then | and then ", s)
    for p in pieces:
        try:
            out += parse_sentence(p, ctx)
        except NotModelled:
            if " and " not in p or " an emblem with " in p:   # 'an emblem with "A" and "B"': its own reason
                raise
            a, b = p.split(" and ", 1)
            snap = (list(ctx.targets), ctx.last)
            snap_multi = (copy.deepcopy(ctx.multi), set(ctx.optional))
            try:
                first = parse_sentence(a, ctx)
                try:
                    if _fm(_IF_ABLE, b):   # "... and must be blocked this turn if able": the same subject
                        if ctx.last is None:
                            nm(f'effect "{b}" without a subject')
                        b = "it " + b
                    elif a.startswith("~ ") and b == "doesn't untap during your next untap step":
                        b = "~ " + b   # "~ deals 2 damage to any target and doesn't untap ...": the same subject
                    elif a.startswith("put ") and _fm(NUM + r" (?:[+-]1/[+-]1|loyalty) counters? on .+", b):
                        b = "put " + b   # "put a +1/+1 counter on X and a loyalty counter on Y": the same verb
                    second = parse_sentence(b, ctx)
                except NotModelled:
                    # the subject of the first half carries over: "target player draws a card
                    # and loses 1 life", "~ gets +1/+1 and gains flying until end of turn"
                    subj = re.match(r"^(" + PLAYER + r") (?:draws?|gains?|loses?|mills?|discards?) ", a)
                    if not subj or not re.match(r"^(?:draws?|gains?|loses?|mills?|discards?) ", b):
                        raise
                    ref = (first[-1].get("to") if first else None)
                    second = parse_sentence("you " + re.sub(r"^(draw|gain|lose|mill|discard)s ", r"\1 ", b), ctx)
                    for e in second:
                        if e.get("to") == "controller":
                            e["to"] = ref
                out += first + second
            except NotModelled:
                ctx.targets[:], ctx.last = snap
                ctx.multi[:], ctx.optional = snap_multi
                raise NotModelled(f'effect "{p}"') from None
    return out


# ---------------------------------------------------------------------------------------- costs
def parse_cost(text, ctx):
    """'{2}{R}, {T}, Sacrifice ~' -> the engine's cost object."""
    cost = {}
    for part in re.split(r", ", text):
        part = part.strip()
        if _fm(r"\{t\}", part):
            cost["tap"] = True
        elif _fm(MANA, part):
            if "mana" in cost:
                nm("two mana parts in a cost")
            cost["mana"] = mana(part)
        elif part == "sacrifice ~":
            if ctx.spell:
                nm("sacrifice the spell")
            cost["sacrifice"] = "self"
        elif m := _fm(r"sacrifice (an?|another) (creature|artifact|land|enchantment|planeswalker|permanent)", part):
            cost["sacrifice"] = ("another " if m.group(1) == "another" else "") + m.group(2)
        elif m := _fm(r"discard (a|two|three) cards?", part):
            if ctx.spell:
                nm("a discard cost of a spell")
            cost["discard"] = num(m.group(1))
        elif m := _fm(r"pay (\d+) life", part):
            cost["life"] = int(m.group(1))
        elif part == "remove a +1/+1 counter from ~":   # 602.2b, 118.3: not payable without one
            if ctx.spell or "creature" not in ctx.types:
                nm(f'cost "{part}" on a card that is not a creature')
            cost["remove_counter"] = "+1/+1"
        elif part in ("exile ~", "exile ~ from your graveyard"):   # 602.2b; 113.6m from the graveyard
            if ctx.spell:
                nm("exile the spell as a cost")
            cost["exile"] = "self"
            if part.endswith("graveyard"):
                cost["_zone"] = "graveyard"
        else:
            nm(f'cost "{part}"')
    if "mana" in cost:
        V.check_mana(cost["mana"])
    return cost


# ---------------------------------------------------------------------------------------- lines
def keyword_line(s, card_ctx):
    """A keyword list ("flying, first strike", "protection from red", "ward {2}", "kicker {1}{g}",
    "equip {1}", "enchant creature", "cycling {2}", "flashback {3}{r}"). Returns the parts, or None
    when the line is not a keyword line at all."""
    if s.startswith("ward\u2014") and s.endswith("."):
        s = s[:-1]
    m = _fm(r"crew (\d+)(\. activate only once each turn\.)?", s)
    if m:   # 702.122a: "Tap any number of other untapped creatures you control with total power N or more:
        # this permanent becomes an artifact creature until end of turn" (an activated ability of a Vehicle)
        if "vehicle" not in card_ctx.subtypes:
            nm("crew on a card that is not a Vehicle")
        ab = {"text": f"Crew {m.group(1)}", "cost": {"crew": int(m.group(1))}, "effects": [{"do": "crew"}]}
        if m.group(2):
            ab["once_per_turn"] = True
        return {"abilities": [ab], "_kind": "crew"}
    m = _fm(r"(scavenge|embalm) (" + MANA + ")", s)
    if m:   # 702.97a / 702.128a: "[Cost], Exile this card from your graveyard: ... Activate only as a sorcery."
        cost = mana(m.group(2))
        V.check_mana(cost)
        ab = {"text": m.group(1).capitalize() + " " + cost, "zone": "graveyard", "cost": {"mana": cost, "exile": "self"},
              "timing": "sorcery"}
        if m.group(1) == "scavenge":   # "Put a number of +1/+1 counters equal to the power of the card you
            # exiled on target creature": a card in a graveyard has its printed power (no effect changes it there)
            if "creature" not in card_ctx.types:
                nm("scavenge on a card that is not a creature")
            if not (card_ctx.power or "").isdigit():
                nm("scavenge on a card whose power is not a number")
            ab.update({"target": ["creature"], "effects": [{"do": "counters", "of": "target:0", "kind": "+1/+1",
                                                            "n": int(card_ctx.power or 0)}]})
        else:   # "Create a token that's a copy of this card, except it's white, it has no mana cost, and it's a
            # Zombie in addition to its other types."
            if "creature" not in card_ctx.types:
                nm("embalm on a card that is not a creature")
            ab["effects"] = [{"do": "embalm"}]
        return {"abilities": [ab], "_kind": m.group(1)}
    m = _fm(r"outlast (" + MANA + ")", s)
    if m:   # 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
        if "creature" not in card_ctx.types:
            nm("outlast on a card that is not a creature")
        V.check_mana(mana(m.group(1)))
        return {"abilities": [{"text": "Outlast " + mana(m.group(1)), "cost": {"mana": mana(m.group(1)), "tap": True},
                               "timing": "sorcery", "effects": [{"do": "counters", "of": "self", "kind": "+1/+1", "n": 1}]}],
                "_kind": "outlast"}
    if s.rstrip(".") == "storm":   # 702.40a: "When you cast this spell, copy it for each other spell that was
        # cast before it this turn. If the spell has any targets, you may choose new targets for any of the copies."
        if not card_ctx.spell:
            nm("storm on a card that is not an instant or sorcery")
        return {"triggers": [{"when": "cast_self", "text": "Storm", "effects": [{"do": "storm"}]}],
                "_kind": "keyword_trigger", "_rule": "702.40a"}
    parts = [p.strip() for p in re.split(r", |; ", expand_protection(s))]
    out = {"keywords": []}
    for p in parts:
        if V.keyword_ok(p):
            out["keywords"].append(V.canonical_keyword(p))
            continue
        m = _fm(r"(morph|megamorph|disguise) (" + MANA + ")", p)
        if m:   # 702.37a-b, 702.168a: cast face down for {3}, turned face up for the cost (judge/mtg/facedown.py)
            if "creature" not in card_ctx.types:
                nm(f"{m.group(1)} on a card that is not a creature")
            if "X" in mana(m.group(2)):
                nm(f"{m.group(1)} with {{X}} in its cost (702.37f)")
            V.check_mana(mana(m.group(2)))
            if any(k in out for k in ("morph", "megamorph", "disguise")):
                nm("two morph or disguise costs")
            out[m.group(1)] = mana(m.group(2))
            continue
        m = _fm(r"(plains|island|swamp|mountain|forest|basic land)cycling (" + MANA + ")", p)
        if m:   # 702.29e typecycling: "[Cost], Discard this card: Search your library for a [type] card, reveal
            # it, put it into your hand, then shuffle." A cycling ability (702.29f): the card's cycling cost
            V.check_mana(mana(m.group(2)))
            if "cycling" in out:
                nm("two cycling costs")
            out["cycling"] = mana(m.group(2))
            out["cycling_search"] = "basic land card" if m.group(1) == "basic land" else m.group(1).capitalize() + " card"
            out["_kind"] = "typecycling"
            continue
        m = _fm(r"(dash|evoke|blitz) (" + MANA + ")", p)
        if m:   # alternative costs (118.9): 702.109a dash, 702.74a evoke, 702.152a blitz (the cast action's `alt`)
            V.check_mana(mana(m.group(2)))
            if "creature" not in card_ctx.types:
                nm(f"{m.group(1)} on a card that is not a creature")
            if m.group(1) in out:
                nm(f"two {m.group(1)} costs")
            out[m.group(1)] = mana(m.group(2))
            out["_kind"] = m.group(1)
            continue
        m = _fm(r"(kicker|flashback|cycling|equip|unearth|buyback) (" + MANA + ")", p)
        if m:
            V.check_mana(mana(m.group(2)))
            if m.group(1) == "buyback" and not card_ctx.spell:   # 702.27a: on instants and sorceries
                nm("buyback on a permanent card")
            if m.group(1) == "unearth" and card_ctx.spell:   # 702.84a returns the card to the battlefield
                nm("unearth on an instant or sorcery")
            if m.group(1) == "equip":
                if "equipment" not in card_ctx.subtypes:
                    nm("equip on a card that is not an Equipment")
                out.setdefault("abilities", []).append(
                    {"text": "Equip " + mana(m.group(2)), "equip": True, "cost": {"mana": mana(m.group(2))}})
            else:
                if m.group(1) in out:
                    nm(f"two {m.group(1)} costs")
                if m.group(1) == "flashback" and not card_ctx.spell:
                    nm("flashback on a permanent card")
                out[m.group(1)] = mana(m.group(2))
            continue
        m = _fm(r"enchant (.+)", p)
        if m:
            if "aura" not in card_ctx.subtypes:
                nm("enchant on a card that is not an Aura")
            spec = m.group(1)
            if spec not in V.ENCHANT_SPECS:
                nm(f'"enchant {spec}" is not in the engine')
            out["enchant"] = spec
            out["target"] = [spec]
            continue
        return None if p == parts[0] else nm(f'keyword "{p}" is not in the engine')
    return out


# triggered abilities: the trigger condition part (603.1): a subject and an event, or a step
_ENTERS = r"enters(?: the battlefield)?"
_PERM_NOUN = r"(?:a|an) ((?:nontoken |non[a-z]+ )?(?:creature|artifact|enchantment|land|planeswalker|permanent))"
TRIGGER_RULES: list[Any] = [
    (r"when(?:ever)? ~ " + _ENTERS, lambda m: [("enters", {})]),
    (r"whenever ~ " + _ENTERS + r" or attacks", lambda m: [("enters", {}), ("attacks", {})]),
    (r"when(?:ever)? ~ dies", lambda m: [("self_dies", {})]),
    (r"whenever ~ attacks", lambda m: [("attacks", {})]),
    (r"whenever ~ attacks and isn't blocked", lambda m: [("unblocked", {})]),
    (r"whenever ~ blocks", lambda m: [("blocks", {})]),
    (r"whenever ~ becomes blocked", lambda m: [("becomes_blocked", {})]),
    (r"whenever ~ becomes crewed(?: for the first time each turn)?",   # 702.122d: a crew ability of it resolves
     lambda m: None if "first time" in m.group(0) else [("becomes_crewed", {})]),
    (r"whenever ~ attacks or blocks", lambda m: [("attacks", {}), ("blocks", {})]),
    # 708.8: turned face up (morph, megamorph, disguise: judge/mtg/facedown.py); it doesn't enter again
    (r"when(?:ever)? ~ is turned face up", lambda m: [("turned_face_up", {})]),
    (r"when(?:ever)? ~ enters or is turned face up", lambda m: [("enters", {}), ("turned_face_up", {})]),
    (r"whenever ~ deals combat damage to a player", lambda m: [("deals_damage_to_player", {"combat": True})]),
    (r"whenever ~ deals damage to a player", lambda m: [("deals_damage_to_player", {})]),
    (r"whenever (equipped|enchanted) creature attacks", lambda m: [("attacks", {"of": "attached", "_sub": m.group(1)})]),
    (r"whenever (equipped|enchanted) creature deals combat damage to a player",
     lambda m: [("deals_damage_to_player", {"of": "attached", "combat": True, "_sub": m.group(1)})]),
    (r"when(?:ever)? (equipped|enchanted) creature dies", lambda m: [("self_dies", {"of": "attached", "_sub": m.group(1)})]),
    (r"whenever (another )?creature (you control|an opponent controls) dies",
     lambda m: [("creature_dies", dict({"filter": "creature " + m.group(2)}, **({"other": True} if m.group(1) else {})))]),
    (r"whenever another creature dies", lambda m: [("creature_dies", {"other": True})]),
    (r"at the beginning of your (?:precombat|first) main phase", lambda m: [("precombat_main", {})]),
    (r"when ~ leaves the battlefield", lambda m: [("leaves", {})]),
    (r"whenever (?:~ or another creature|a creature) dies", lambda m: [("creature_dies", {})]),
    (r"at the beginning of (your|each|each player's|each opponent's) (upkeep|end step)",
     lambda m: [("upkeep" if m.group(2) == "upkeep" else "end_step",
                 {"whose": {"your": "you", "each": "each", "each player's": "each",
                            "each opponent's": "opponent"}[m.group(1)]})]),
    (r"at the beginning of the end step", lambda m: [("end_step", {"whose": "each"})]),
    (r"at the beginning of combat on your turn", lambda m: [("beginning_of_combat", {})]),
    (r"at the beginning of each combat", lambda m: [("beginning_of_combat", {"whose": "each"})]),
    (r"whenever you cast a spell", lambda m: [("cast_spell", {})]),
    (r"whenever you cast an instant or sorcery spell",
     lambda m: [("cast_spell", {"spell_kinds": ["instant", "sorcery"]})]),
    (r"whenever you cast a noncreature spell", lambda m: [("cast_spell", {"spell_not": ["creature"]})]),
    (r"whenever you cast an? (creature|instant|sorcery|artifact|enchantment|planeswalker) spell",
     lambda m: [("cast_spell", {"spell_kinds": [m.group(1)]})]),
    (r"whenever (another )?" + _PERM_NOUN + r" (you control |an opponent controls )?" + _ENTERS,
     lambda m: [("permanent_enters", dict({"filter": (m.group(2) + " " + (m.group(3) or "").strip()).strip()},
                                           **({"other": True} if m.group(1) else {})))]),
    (r"whenever (another )?(?:one or more )?((?:nontoken )?(?:creatures|artifacts|lands|enchantments)) you control enter",
     None),
]
TRIGGER_RULES += E.RULES   # more trigger events (events.py)
TRIGGER_RULES = [(re.compile("^" + rx + r", (.+)$"), fn) for rx, fn in TRIGGER_RULES]
_ABILITY_WORD = re.compile(r"^([a-z'-]+(?: [a-z'-]+){0,3}) \u2014 (?=(?:when|whenever|at) )")
# the same trigger condition in other words (603.1: "when" and "whenever" mean the same; "enters under your
# control" is "<noun> you control enters", 603.6a; a card with a plural name, "The Immortal Weapons enter")
_SAME_EVENT = [
    (re.compile(r"^when (?!you next )"), "whenever "),
    (re.compile(r"^(whenever (?:a|an|another) [a-z -]+?) enters(?: the battlefield)? under your control, "),
     r"\1 you control enters, "),
    (re.compile(r"^(whenever (?:a|an|another) [a-z -]+?) enters(?: the battlefield)? under an opponent's control, "),
     r"\1 an opponent controls enters, "),
    (re.compile(r"^(when(?:ever)? ~) (enter|attack|block|die)(?= or |, )"), r"\1 \2s"),
    (re.compile(r"^(when(?:ever)? ~ [a-z]+s) or (attack|block|die)(?=, )"), r"\1 or \2s"),
    # "a creature you control with flying" is "a creature with flying you control" (the permanent word's order)
    (re.compile(r"^(whenever (?:a|another) (?:nontoken )?creature) you control with (flying|deathtouch|defender|trample|"
                r"lifelink|menace|vigilance|reach|haste|first strike|double strike) (?=[a-z ]+, )"), r"\1 with \2 you control "),
]


_TWO_CONDITIONS = re.compile(r"^(when(?:ever)? .+?) and ((?:when(?:ever)?|at) [^,]+), (.+)$")


def _rules_match(s):
    for rx, fn in TRIGGER_RULES:
        m = rx.match(s)
        if m:
            yield m, fn


def triggered_line(s, orig, ctx):
    s = _ABILITY_WORD.sub("", s)   # an ability word / a flavor word has no rules meaning (207.2c, 207.2d)
    if not re.match(r"^(when|whenever|at) ", s):
        return None
    if not any(True for _ in _rules_match(s)):
        as_written = s
        for rx, rep in _SAME_EVENT:
            s = rx.sub(rep, s)
        two = None if any(True for _ in _rules_match(s)) else _TWO_CONDITIONS.match(as_written)
        if two:   # "When A and whenever / at B, <effects>": two trigger conditions, the same effects (603.1)
            first = triggered_line(two.group(1) + ", " + two.group(3), orig, ctx)
            second = triggered_line(two.group(2) + ", " + two.group(3), orig, ctx)
            return {"triggers": first["triggers"] + second["triggers"]}
    for rx, fn in TRIGGER_RULES:
        m = rx.match(s)
        if not m:
            continue
        if fn is None:
            nm("a trigger on several permanents entering at once")
        whens = fn(m)
        if whens is None:
            nm("trigger condition")
        body = m.groups()[-1]
        # "This ability triggers only once each turn.": once it has triggered this turn, not again (603.2)
        once = re.search(r"\.? this ability triggers only once each turn\.$", body)
        if once:
            body = body[:once.start()] + "."
        out = []
        for when, extra in whens:
            if extra.get("_creature") and "creature" not in ctx.types and "vehicle" not in ctx.subtypes:
                # "when ~ is put into a graveyard from the battlefield" on a card that is not a creature
                # (Chromatic Star, the Spellbombs): a leaves-the-battlefield trigger of ~ itself (603.10a)
                when, extra = "to_graveyard", {"self_only": True, "_dead": True}
            if when in _CREATURE_EVENTS and \
                    "creature" not in ctx.types and "vehicle" not in ctx.subtypes and extra.get("of") != "attached" and not extra.get("filter"):
                nm("an attack trigger on a card that is not a creature")
            if when == "permanent_enters" and extra["filter"] not in V.TARGET_WORDS:
                nm(f'"{extra["filter"]}" entering')
            if when in ("creature_dies", "deals_damage_to_player") and extra.get("filter") and \
                    extra["filter"] not in V.TARGET_WORDS:
                nm(f'"{extra["filter"]}" dying')
            if when in ("to_graveyard", "sacrificed", "blocks_creature") and extra.get("filter") and extra["filter"] not in V.TARGET_WORDS:
                nm(f'"{extra["filter"]}" put into a graveyard')
            if when == "becomes_target" and extra.get("filter") and extra["filter"] not in V.TARGET_WORDS:
                nm(f'"{extra["filter"]}" becoming a target')
            if when == "creature_attacks" and extra["filter"] not in V.TARGET_WORDS:
                nm(f'"{extra["filter"]}" attacking')
            extra = dict(extra)
            own = extra.pop("_self", None)   # "~ or another <noun>": ~ must be one itself
            if own and own.replace("nontoken ", "") not in set(ctx.types) | {"permanent"}:
                nm(f"~ is not a {own}")
            own_sub = extra.pop("_subtype_self", None)   # "~ or another Ally": ~ must be one itself
            if own_sub and own_sub.casefold() not in ctx.subtypes:
                nm(f"~ is not a {own_sub}")
            if extra.pop("_creature", None) and "creature" not in ctx.types:
                nm("put into a graveyard from the battlefield: a Vehicle")
            sub = extra.pop("_sub", None)
            if sub and ("equipment" if sub == "equipped" else "aura") not in ctx.subtypes:
                nm(f"{sub} creature on a card that is not an {'Equipment' if sub == 'equipped' else 'Aura'}")
            c = ctx.fresh()
            c.in_trigger = when   # the trigger event: "that player" needs one that has a player
            c.dead = when in ("self_dies", "leaves", "creature_dies") or bool(extra.pop("_dead", None))
            c.no_it = when == "permanent_enters" or bool(extra.get("filter"))
            if extra.get("damaged_by_self"):   # ~ did not die (or, dying with it, its effect finds nothing)
                c.dead, c.no_it = False, True   # "it" could be the dead creature: not guessed
            if extra.get("of") == "attached":
                c.no_it = True   # "it" could be the creature or the Equipment: not guessed
            if when in OTHER_CREATURE_EVENTS or extra.pop("_that_creature", None):
                c.that_creature = c.no_it = True   # "it" could be either creature: not guessed
            if extra.pop("_attacker", None) or when == "attacks_alone" and extra.get("filter"):
                c.that_creature = True
                c.last = "that_creature"   # "it" / "that creature": the creature attacking (alone)
            from . import conditions as C
            cond, rest = C.intervening(body, c)   # an intervening "if" (603.4)
            c.up_to_ok = True   # "up to one target": put on the stack with fewer targets (601.2c, 603.3d)
            effects = parse_effects(rest, c)
            if uses_x(effects):
                nm("X in a triggered ability (its value comes from elsewhere)")
            if when in ("cast_self", "cycled") and _refers_to_self(effects):
                nm("the spell itself in its cast trigger" if when == "cast_self" else "the cycled card itself")
            t = {"when": when, "text": orig, "effects": effects}
            if once:
                t["once_each_turn"] = True
            if cond:
                t["condition"] = cond
            t.update(extra)
            if c.targets:
                t["target"] = c.targets
                L.finish_targets(t, c)   # target_min: the optional targets come last
            out.append(t)
        return {"triggers": out}
    nm("trigger condition")


def _refers_to_self(effects):
    """Does an effect act on the card itself ("self", or "attached" through it)?"""
    from .optional import flat
    return any(v in ("self", "attached") for e in flat(effects) for v in e.values() if isinstance(v, str))


_ACTIVATED = re.compile(r"^([^:\"]+): (.+)$")


# "Activate only <when> [and only once each turn]." / "Activate only once each turn." (602.5b)
_ACTIVATE_WHEN = {"as a sorcery": "sorcery", "during your turn": "your_turn", "during your upkeep": "your_upkeep",
                  "during your turn, before attackers are declared": "before_attackers",
                  "during combat": "combat"}
_ACTIVATE_ONLY = re.compile(r" activate only (?:(" + "|".join(sorted(map(re.escape, _ACTIVATE_WHEN), key=len, reverse=True))
                            + r")( and only once each turn)?|(once each turn))\.$")


_ACTIVATE_IF = re.compile(r" activate only (.+)\.$")


def _activate_if(body, ab, ctx):
    """"Activate only if <condition>." with "as a sorcery" / "during your turn" ... / "once each
    turn" beside it ("Activate only as a sorcery and only if ...", "Activate only if ... and only
    once each turn"): 602.5 (a player can't begin to activate an ability whose restriction is not
    met); the condition (oracle/conditions.py) goes to `activate_if`, checked as the ability is
    activated. The body without the restriction; unchanged when it is not this shape."""
    m = _ACTIVATE_IF.search(body)
    if not m:
        return body
    clauses = re.split(r",? and only ", m.group(1))
    cond = None
    for cl in clauses:
        if cl in _ACTIVATE_WHEN and "timing" not in ab:
            ab["timing"] = _ACTIVATE_WHEN[cl]
        elif cl == "once each turn" and not ab.get("once_per_turn"):
            ab["once_per_turn"] = True
        elif cl.startswith("if ") and cond is None and " or if " not in cl:
            from . import conditions as C
            try:
                cond = C.parse(cl[3:], ctx, it="self")
            except NotModelled as exc:
                raise NotModelled(f"an activation restriction: {exc.args[0]}") from None
            if not isinstance(cond, dict) or cond["cond"] in ("kicked", "cast", "cast_main", "targets"):
                nm("an activation restriction: a condition")
        else:
            nm("an activation restriction")
    if cond is None:
        nm("an activation restriction")
    ab["activate_if"] = cond
    return body[: m.start()]


# the other effects a mana ability may have here (605.1a: it is still a mana ability, and all of it
# happens at once as it is activated, 605.3b): "This land deals 1 damage to you.", "You gain 1 life.",
# "Draw a card.", "You get a poison counter.", "You lose 1 life." (on its controller only)
_MANA_ABILITY_EXTRA = {"damage": "controller", "gain_life": "controller", "draw": "controller",
                       "poison": "controller", "lose_life": "controller"}


def activated_line(s, orig, ctx):
    m = _ACTIVATED.match(s)
    if not m:
        return None
    cost_text, body = m.groups()
    ab = {"text": orig}
    if _fm(r"\[(?:[+-]?\d+|[+-]x)\]", cost_text):
        cost_text = cost_text[1:-1]
        if "planeswalker" not in ctx.types:
            nm("a loyalty ability on a card that is not a planeswalker")
        # [-X] / [+X]: X is announced as the ability is activated (107.3a), the activate action's x
        ab["cost"] = {"loyalty": cost_text.upper()} if "x" in cost_text else {"loyalty": int(cost_text)}
    else:
        ab["cost"] = parse_cost(cost_text, ctx)
    cost_zone = ab["cost"].pop("_zone", None)   # "exile ~ from your graveyard" (113.6m)
    m = _ACTIVATE_ONLY.search(body)
    if m:   # 602.5b: "Activate only ..." restricts when the ability can be activated
        body = body[: m.start()]
        if m.group(1):
            ab["timing"] = _ACTIVATE_WHEN[m.group(1)]
        if m.group(2) or m.group(3):
            ab["once_per_turn"] = True
    else:
        body = _activate_if(body, ab, ctx)
    if "activate only" in body or "activate this ability only" in body:
        nm("an activation restriction")
    c = ctx.fresh()
    c.up_to_ok = True
    c.gy_ok = True
    c.multi_ok = True
    effects = parse_effects(body, c)
    L.finish_targets(ab, c)
    if one_target_word(c):
        ab["one_target_word"] = True
    if c.distinct:   # "... fights another target creature" (601.2c)
        if len(c.targets) != 2:
            nm('"another target" beside other targets')
        ab["distinct_targets"] = True
    if uses_x(effects) and "X" not in (ab["cost"].get("mana") or "") and not isinstance(ab["cost"].get("loyalty"), str):
        nm("X in an ability without {X} in its cost")
    from .optional import flat
    if any(e["do"] == "add_mana" for e in flat(effects)) and (c.targets or not all(
            e["do"] == "add_mana" or _MANA_ABILITY_EXTRA.get(e["do"]) == e.get("to") and "if" not in e
            for e in effects)):
        nm("a mana ability with other effects")
    if ab["cost"].get("sacrifice") == "self" and any(e.get("of") == "self" or e.get("sacrifice") == "self"
                                                     for e in flat(effects)):
        nm("an ability acting on the permanent sacrificed to pay for it")
    if ab["cost"].get("exile") == "self" and not cost_zone and any(
            e.get("of") == "self" or e.get("to") == "self" for e in flat(effects)):
        nm("an ability acting on the permanent exiled to pay for it")
    ab["effects"] = effects
    GY.finish_ability(ab, c, cost_zone)
    if ab.get("zone") == "graveyard" and L._cond_kinds(ab.get("activate_if")) & L._SOURCE_CONDS:
        nm("an activation restriction: a condition about the source of an ability that works from the graveyard")
    if c.targets:
        ab["target"] = c.targets
    return {"abilities": [ab]}


_STATIC_KW = {"can't block": ["can't block"], "can't attack": ["can't attack"], "can't be blocked": ["can't be blocked"],
              "can't attack or block": ["can't attack", "can't block"],
              "attacks each combat if able": ["must attack"], "blocks each combat if able": ["must block"],
              "must be blocked if able": ["must be blocked if able"]}


_KEYWORD_STATICS = {"~ can't be countered.": "can't be countered", "~ can't be blocked.": "can't be blocked",
                    # a quality of its controller or of every player (702.11c, 702.18a, 402.2):
                    # keywords.PLAYER_STATICS, KeywordsMixin.player_kws
                    "you have hexproof.": "you have hexproof", "you have shroud.": "you have shroud",
                    "you have no maximum hand size.": "you have no maximum hand size",
                    "players have no maximum hand size.": "players have no maximum hand size"}


# rules of a permanent about players (kept in the permanent's `replacements` list with the engine's
# other player-level rules): "can't" beats "can" (101.2); life gain stopped (119.7); hexproof on a player (702.11c)
_PLAYER_RULES = {"you can't lose the game.": "cant_lose", "your opponents can't gain life.": "opponents_cant_gain_life",
                 "players can't gain life.": "players_cant_gain_life", "you have hexproof.": "you_have_hexproof"}


def static_line(s, orig, ctx):
    r = _PLAYER_RULES.get(s)
    if r is not None:
        return {"replacements": [r], "_kind": "static"}
    k = _KEYWORD_STATICS.get(s)
    if k is not None:   # only once the engine implements it (keywords.IMPLEMENTED_KEYWORDS)
        if not V.keyword_ok(k):
            nm(f'"{k}" is not in the engine')
        if k == "can't be blocked" and "creature" not in ctx.types:
            nm("a blocking rule on a card that is not a creature")
        return {"keywords": [k], "_static_kw": True}
    m = _fm(r"~ (can't block|can't attack|can't attack or block|attacks each combat if able|"
                     r"blocks each combat if able|must be blocked if able)\.", s)
    if m:
        if "creature" not in ctx.types:
            nm("an attack or block rule on a card that is not a creature")
        return {"keywords": list(_STATIC_KW[m.group(1)]), "_static_kw": True}
    m = _fm(r"(enchanted|equipped) creature gets " + _PT + r"\.", s)
    if m:
        sub = "aura" if m.group(1) == "enchanted" else "equipment"
        if sub not in ctx.subtypes:
            nm(f"{m.group(1)} creature on a card that is not an {sub}")
        p, t = _pt(m.group(2), m.group(3))
        if "X" in (p, t):
            nm("X in a static bonus")
        return {"static": [{"power": p, "toughness": t}]}
    m = _fm(r"creatures you control get " + _PT + r"\.", s)
    if m:
        p, t = _pt(m.group(1), m.group(2))
        if "X" in (p, t):
            nm("X in a static bonus")
        return {"static": [{"affects": "creatures_you_control", "power": p, "toughness": t}]}
    return None


def self_reduction_line(s, orig, ctx):
    """"This spell costs {N} less to cast if <condition>." (601.2f: the spell's own static ability,
    applied to its total cost as it is cast) -> self_reduction; None for any other line."""
    m = _fm(r"(?:if ([^,]+), )?~ costs \{(\d+|x|[wubrg])\} less to cast(?: (for each .+|if .+)|, where x is (.+))?\.", s)
    if not m:
        return None
    sym = m.group(2)
    if m.group(3) and m.group(3).startswith("for each ") or m.group(4):
        if m.group(1):
            nm("a cost reduction with both a condition and a count")
        return {"self_reduction": {"cost": "{" + ("1" if sym == "x" else sym.upper()) + "}",
                                   "per": _reduction_count(m.group(3), m.group(4), sym, ctx)}}
    if sym == "x" or (m.group(1) is None) == (m.group(3) is None):
        nm("a cost reduction of {X} without \"where X is\"" if sym == "x" else "a condition")
    text = m.group(1) or m.group(3)[3:]
    if t := _fm(r"it targets an? (.+)", text):
        word = t.group(1)
        p = targetspec.parse(word)
        if not p or any(a["noun"] in ("player", "opponent", "spell") for a in p["alts"]):
            nm("a condition")
        cond: Any = {"cond": "targets", "word": word}
    else:
        from . import conditions as C
        cond = C.parse(text, ctx)
        if not isinstance(cond, dict) or cond["cond"] in ("tapped", "untapped", "kicked", "cast", "cast_main"):
            nm("a condition")   # a fact of the spell's own permanent, known only after it is cast
    return {"self_reduction": {"cost": "{" + sym.upper() + "}", "if": cond}}


# what a spell's own cost reduction may count (601.2f: counted once, as the total cost is determined)
_REDUCTION_COUNTS = {"control", "hand", "graveyard", "life", "greatest_power", "gy_cards"}


def _reduction_count(each, where, sym, ctx):
    """"for each <one>" / "where X is <amount>" of a spell's own cost reduction -> a count
    (judge/mtg/counts.py); counters on / Auras attached to "it" mean nothing on a spell."""
    from . import counts as K
    if where is not None:
        if sym != "x":
            nm("a cost reduction with both a fixed amount and \"where X is\"")
        n = K.effect_amount(where, ctx)
    else:
        if sym == "x":
            nm("a cost reduction of {X} for each")
        n = K.count(each[len("for each "):], False, effect=True)
    if n["what"] not in _REDUCTION_COUNTS:
        nm(f"a cost reduction counting {n['what']}")
    return n


# "<kind> spells you cast cost {N} less to cast." (601.2f, 118.7a): the engine's static `spells_you_cast`
COST_REDUCTION_KINDS = {"artifact": ["artifact"], "creature": ["creature"], "enchantment": ["enchantment"],
                        "instant": ["instant"], "sorcery": ["sorcery"], "planeswalker": ["planeswalker"],
                        "instant and sorcery": ["instant", "sorcery"]}
_COST_COLOURS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def cost_reduction_line(s, orig, ctx):
    """"[<kind> / <colour> / <creature type>] spells you cast cost {N} less to cast." (a static ability
    of a permanent, 601.2f: the total cost of each such spell its controller casts is reduced by N generic
    mana, 118.7a) -> static `spells_you_cast` with `cost_reduction`; None for any other line."""
    m = _fm(r"(?:([a-z]+(?: and [a-z]+)?) )?spells you cast cost \{(\d+)\} less to cast\.", s)
    if not m:
        return None
    if ctx.spell:
        nm("a cost reduction on an instant or sorcery")
    st: dict[str, Any] = {"affects": "spells_you_cast", "cost_reduction": int(m.group(2))}
    w = m.group(1)
    if w is None:
        pass
    elif w in COST_REDUCTION_KINDS:
        st["spell_kinds"] = list(COST_REDUCTION_KINDS[w])
    elif w in _COST_COLOURS:
        st["colors"] = [_COST_COLOURS[w]]
    elif w in CREATURE_TYPES:
        st["spell_subtypes"] = [w.capitalize()]
    else:
        nm(f'"{w} spells you cast cost less"')
    return {"static": [st], "_kind": "cost_reduction"}


_INCREASE_KINDS = ("artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker")


def cost_increase_line(s, orig, ctx):
    """"[<kinds> / <colour> / non<kind>] spells [your opponents cast / you cast] cost {N} more to cast."
    (a static ability of a permanent, 601.2f: N generic mana is added to the total cost of each such
    spell, before reductions) -> static `spells_cast` with `cost_increase`, `whose` ("all" when the
    line names no caster: every player's spells, the controller's too); None for any other line."""
    m = _fm(r"(?:(.+?) )?spells(?: (you|your opponents) cast)? cost \{(\d+)\} more to cast\.", s)
    if not m:
        return None
    if ctx.spell:
        nm("a cost increase on an instant or sorcery")
    st: dict[str, Any] = {"affects": "spells_cast", "cost_increase": int(m.group(3)),
                          "whose": {"you": "you", "your opponents": "opponents"}.get(m.group(2) or "", "all")}
    if m.group(1):
        words = [w for w in re.split(r",? and |, ", m.group(1)) if w]
        if all(w in _INCREASE_KINDS for w in words):
            st["spell_kinds"] = words
        elif all(w in _COST_COLOURS for w in words):
            st["spell_colors"] = [_COST_COLOURS[w] for w in words]
        elif len(words) == 1 and words[0].startswith("non") and words[0][3:] in _INCREASE_KINDS + ("land",):
            st["spell_not"] = [words[0][3:]]
        else:
            nm(f'"{m.group(1)} spells cost more"')
    if st["cost_increase"] < 1:
        nm("a cost increase of {0}")
    return {"static": [st], "_kind": "cost_increase"}


_WORD_IF = re.compile(r"^[a-z]+(?: [a-z]+)? \u2014 (?=if )")


def one_target_word(ctx) -> bool:
    """Whether the targets are one "N target <word>" phrase (115.3: N different objects); NotModelled
    when such a phrase stands beside other targets (the engine checks distinctness for all targets)."""
    if not ctx.multi:
        return False
    if len(ctx.multi) > 1 or ctx.multi[0][0] != 0 or ctx.multi[0][1] != len(ctx.targets):
        nm('"N target <word>" beside other targets')
    return True


_LINE_INSTEAD = (re.compile(r"^(?:[a-z]+(?: [a-z]+)? \u2014 )?([^.,]+?) instead if ([^.,]+)\.?$"),
                 re.compile(r"^(?:[a-z]+(?: [a-z]+)? \u2014 )?if ([^.,]+), (?:instead ([^.,]+)|([^.,]+) instead)\.?$"))


def _line_instead(s, ctx):
    """A spell's line "[Ability word —] <Y> instead if <condition>." / "If <condition>, <Y>
    instead." after a line of plain spell effects X (Galvanic Blast, Brimstone Volley): one
    effect `instead` as for the same shape in one paragraph (608.2c); {"effects": [...],
    "_replaces": N}: the compiler takes X's N effects out of the spell's effects. None if `s` is
    not that shape."""
    m = _LINE_INSTEAD[0].match(s)
    if m:
        cond_text, y = m.group(2), m.group(1)
    elif m := _LINE_INSTEAD[1].match(s):
        cond_text, y = m.group(1), m.group(2) or m.group(3)
    else:
        return None
    if " would " in f" {cond_text} " or re.search(r"\b(?:if|unless|instead|otherwise)\b", y):
        return None
    xs = ctx.prev_spell
    if not xs:
        nm("a condition")
    return {"effects": _cond_instead(list(xs), (0, len(xs)), cond_text, y, None, ctx), "_spell": True,
            "_replaces": len(xs)}


def spell_line(s, orig, ctx):
    if not ctx.spell:
        return None
    got = _line_instead(s, ctx)
    if got is not None:
        return got
    s = _WORD_IF.sub("", s)   # "Raid — If you attacked this turn, ...": an ability word has no rules meaning (207.2c)
    ctx.multi_ok = True
    ctx.up_to_ok = True   # "up to one target": the spell is cast with fewer targets (601.2c; compiler: target_min)
    try:
        effects = parse_effects(s, ctx)
    finally:
        ctx.multi_ok = False
        ctx.up_to_ok = False
    if ctx.optional and any(i not in ctx.optional for i in range(min(ctx.optional), len(ctx.targets))):
        nm("a required target after an optional one")
    if uses_x(effects) and not ctx.x_cost:
        nm("X in a spell without {X} in its mana cost")
    out = {"effects": effects, "_spell": True}
    if one_target_word(ctx):
        out["one_target_word"] = True
    return out


def compile_line(s, orig, ctx, mtg_keywords):
    """One normalised line to definition parts; raises NotModelled."""
    if not s:
        return {}
    if "saga" in ctx.subtypes:   # "I, II — <effect>": a Saga's chapter abilities (714.2b-c)
        ch = chapter_line(s, orig, ctx)
        if ch is not None:
            return ch
    from .kwexpand import expand   # a keyword that stands for a fixed triggered ability (702.46a...)
    ex = expand(s, ctx.types)
    if ex is not None:
        parts = compile_line(ex[0], orig, ctx, mtg_keywords)
        return dict(parts, _kind="keyword_trigger", _rule=ex[1])
    m = _fm(r"backup (\d+)\.?", s)
    if m:
        return backup_line(int(m.group(1)), ctx)
    from .kwexpand import keyword_trigger   # fabricate, modular, renown, mentor, extort, dethrone, training, evolve
    kt = keyword_trigger(s, ctx.types)
    if kt is not None:
        return kt
    kw = keyword_line(s, ctx)
    if kw is not None:
        return kw
    dr = L.deck_rule_line(s)
    if dr is not None:
        return dr
    from .aslong import static_line as aslong_line   # "as long as <condition>" / "during your turn" (611.3a)
    from .restrict import restriction_line   # restrictions and entry statics (issue 21; imports this module)
    from .counts import counted_line   # characteristic-defining P/T, bonuses "for each" (604.3, 613.4)
    for fn in (triggered_line, activated_line, self_reduction_line, cost_reduction_line, cost_increase_line, aslong_line, restriction_line, counted_line,
               static_line, static_line2, spell_line):
        r = fn(s, orig, ctx)
        if r is not None:
            return r
    m = re.match(r"(equip|cycling|kicker|flashback|echo|cumulative upkeep|unearth|outlast|buyback|morph|megamorph|disguise"
                 r"|dash|evoke|blitz)\u2014(.+?)\.?$", s)
    if m:   # the keyword is in the engine; its cost is not mana
        nm(f'{m.group(1)} with a cost that is not mana ("{m.group(2)}")')
    for k in mtg_keywords:
        if re.match(re.escape(k) + r"(?![a-z])", s):
            nm(f'keyword "{k}" is not in the engine')
    nm("not in the grammar")


_CHAPTER = re.compile(r"^((?:[ivx]+)(?:, [ivx]+)*) \u2014 (.+)$")
_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7}


def chapter_line(s, orig, ctx):
    """A Saga's chapter line "{rN}[, {rN2}] — <effects>" (714.2b-c): one triggered ability
    `{"when": "chapter", "chapters": [N, ...]}` whose effects are compiled like any triggered
    ability's (an intervening "if" too, 603.4). None for a line that is not a chapter line."""
    m = _CHAPTER.match(s)
    if not m:
        return None
    nums = [_ROMAN.get(x) for x in m.group(1).split(", ")]
    if None in nums or nums != sorted(set(nums)):
        nm("chapter numbers")
    c = ctx.fresh()
    c.in_trigger = "chapter"
    c.up_to_ok = True   # "up to one target": put on the stack with fewer targets (601.2c, 603.3d)
    from . import conditions as C
    cond, rest = C.intervening(m.group(2), c)
    effects = parse_effects(rest, c)
    if uses_x(effects):
        nm("X in a triggered ability (its value comes from elsewhere)")
    t = {"when": "chapter", "chapters": nums, "text": orig, "effects": effects}
    if cond:
        t["condition"] = cond
    if c.targets:
        t["target"] = c.targets
        L.finish_targets(t, c)   # target_min: the optional targets come last
    return {"triggers": [t], "_kind": "chapter"}


def final_chapter_of(lines) -> int:
    """The greatest chapter number among a Saga's normalised chapter lines (714.2d), 0 with none."""
    out = 0
    for s in lines:
        m = _CHAPTER.match(s)
        if m:
            out = max([out] + [_ROMAN.get(x, 0) for x in m.group(1).split(", ")])
    return out


_SAGA_REMINDER = re.compile(r"^\(As this Saga enters and after your draw step,? add a lore counter\."
                            r"(?: Sacrifice after ([IVX]+)\.)?\)$")


_LAND_REMINDER = re.compile(r"^\(\{T\}: Add ((?:\{[WUBRG]\}(?:, | or |, or )?)+)\.\)$")
_LAND_COLORS = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}


def strip_whole_reminder_ok(orig, subtypes):
    """A line that is only the reminder of a basic land type's intrinsic mana ability (305.6),
    which the engine gives any land of that subtype."""
    m = _LAND_REMINDER.match(orig.strip())
    if not m:
        return False
    cols = set(re.findall(r"\{([WUBRG])\}", m.group(1)))
    return cols == {_LAND_COLORS[s] for s in subtypes if s in _LAND_COLORS}


_HYBRID_REMINDER = re.compile(r"^\((\{[WUBRG]/[WUBRGP]\}) can be paid with either \{[WUBRG]\} or (?:\{[WUBRG]\}|2 life)\.\)$")


def reminder_line(orig, names, ctx):
    """A line of reminder text only: the reminder of a hybrid or Phyrexian mana symbol (107.4e-f),
    which the engine's mana costs implement; anything else is not modelled."""
    m = _HYBRID_REMINDER.match(orig.strip())
    if m:
        V.check_mana(m.group(1))
        return {"_reminder": "hybrid_reminder"}
    m = _SAGA_REMINDER.match(orig.strip())
    if m and "saga" in ctx.subtypes:   # 714.3: the rules of every Saga, which the engine applies (sagas.py)
        return {"_reminder": "saga_reminder"}
    nm("a line of reminder text only")


# ---------------------------------------------------------------------------------------- v2 lines
_GRANT_KWS = r"(?:has|have) (.+)"


def _grant_parts(rest, ctx, types=("creature",)):
    """'gets +1/+1 and has flying' / 'has flying and trample' / "can't attack or block" /
    "can't block" / 'has "<ability>"' (oracle/quoted.py: compiled for an object of these types) ->
    (power, toughness, keywords, granted abilities {"abilities": [...], "triggers": [...]})."""
    p = t = 0
    kws: list = []
    m = _fm(r"gets? " + _PT + r"(?: and (.+))?", rest)
    if m:
        p, t = _pt(m.group(1), m.group(2))
        if "X" in (p, t):
            nm("X in a static bonus")
        rest = m.group(3)
        if rest is None:
            return p, t, kws, {}
    m = _fm(r"(?:has|have) (.+)", rest)
    if m:
        from . import quoted as Q
        if Q.has_ref(m.group(1)):
            kws, granted = Q.grant_list(m.group(1), ctx, list(types))
            return p, t, kws, granted
        return p, t, kw_list(m.group(1)), {}
    m = _fm(r"can't (attack or block|block|attack)", rest)
    if m:
        return p, t, list(_STATIC_KW["can't " + m.group(1)]), {}
    nm(f'static "{rest}"')


# conditions an "enters with ... if <condition>" can ask as the permanent is about to enter (614.12):
# about the board and the turn, not about the permanent itself (it is not on the battlefield yet)
_ENTERS_IF_CONDS = {"control", "hand", "life", "graveyard", "poison", "opponents", "your_turn", "died", "attacked",
                    "left", "gained", "lost", "gained_or_lost", "spells_last_turn", "gy_cards", "gy_types", "all"}
_ENTERS_COUNTS = {"control", "hand", "graveyard", "life", "greatest_power", "gy_cards"}


def _enters_with_more(s, ctx):
    """"~ enters with N <kind> counters on it if <condition>." / "... for each <one>." / "~ enters with
    X <kind> counters on it, where X is <amount>." / "~ enters with a number of <kind> counters on it
    equal to <amount>." (614.1c: a replacement effect; the condition and the count are read as the
    permanent is about to enter, 614.12, without it) -> enters_with with "if" a condition or "n" a
    count; None for other lines."""
    m = _fm(r"~ enters with (" + NUM + r") ([+-]\d+/[+-]\d+|[a-z]+) counters? on it (if|for each) (.+)\.", s)
    m2 = m or _fm(r"~ enters with (x) ([+-]\d+/[+-]\d+|[a-z]+) counters on it, where x is (.+)\.", s) or \
        _fm(r"~ enters with (a number of) ([+-]\d+/[+-]\d+|[a-z]+) counters on it equal to (.+)\.", s)
    if not m2:
        return None
    if ctx.spell:
        nm("a spell entering with counters")
    kind = m2.group(2)
    if kind not in V.ENTERS_WITH_COUNTERS:
        nm(f"entering with {kind} counters")
    from . import counts as K
    if m and m.group(3) == "if":
        n = num(m.group(1))
        if not isinstance(n, int):
            nm("X counters with a condition")
        from . import conditions as C
        cond = C.parse(m.group(4), ctx)
        if not isinstance(cond, dict) or cond["cond"] not in _ENTERS_IF_CONDS or \
                any(c.get("cond") not in _ENTERS_IF_CONDS for c in cond.get("of") or ()):
            nm("a condition of an \"enters with\" about the permanent itself")
        return {"enters_with": [{"counter": kind, "n": n, "if": cond}]}
    if m:
        k = num(m.group(1))
        if not isinstance(k, int):
            nm("X counters for each")
        cnt = K.count(m.group(4), False, effect=True)
        if k != 1:
            cnt["times"] = k * cnt.get("times", 1)
    else:
        cnt = K.effect_amount(m2.group(3), ctx)
    if cnt["what"] not in _ENTERS_COUNTS:
        nm(f"entering with counters counting {cnt['what']}")
    return {"enters_with": [{"counter": kind, "n": cnt}]}


def _static_of(p, t, kws, granted, st=None):
    st = dict(st or {})
    if p or t:
        st.update(power=p, toughness=t)
    if kws:
        st["keywords"] = kws
    st.update(granted)
    return {"static": [st]}


def static_line2(s, orig, ctx):
    """Static abilities of the Oracle vocabulary: Aura/Equipment bonuses and keyword grants,
    anthems (with a creature type, "other"), "enters tapped"."""
    if ctx.spell and not s.startswith("as an additional cost"):
        return None
    if s == "~ enters tapped.":
        if ctx.spell:
            nm("a spell entering tapped")
        return {"enters_tapped": True}
    m = _fm(r"(if ~ was kicked, it|~) enters with (" + NUM + r") ([+-]1/[+-]1|[a-z]+) counters? on it\.", s)
    if m:   # 614.1c: a replacement effect on how it enters (judge/mtg/zones.py _enter)
        if ctx.spell:
            nm("a spell entering with counters")
        if m.group(3) not in V.ENTERS_WITH_COUNTERS:
            nm(f"entering with {m.group(3)} counters")
        n = num(m.group(2))
        if n == "X" and not ctx.x_cost:
            nm("X in a permanent without {X} in its mana cost")
        ew = {"counter": m.group(3), "n": n}
        if m.group(1) != "~":
            ew["if"] = "kicked"
        return {"enters_with": [ew]}
    ew2 = _enters_with_more(s, ctx)
    if ew2 is not None:
        return ew2
    m = _fm(r"you may have ~ enter as a copy of (?:any|an?) (creature|artifact|enchantment) on the battlefield\.", s)
    if m:   # Clone, Phantasmal Image's first half is not this: its "except" clause does not fullmatch (707.5)
        if ctx.spell:
            nm("a spell entering as a copy")
        return {"enters_as_copy": m.group(1)}
    m = _fm(r"(enchanted|equipped) creature (.+)\.", s)
    if m:
        sub = "aura" if m.group(1) == "enchanted" else "equipment"
        if sub not in ctx.subtypes:
            nm(f"{m.group(1)} creature on a card that is not an {sub}")
        p, t, kws, granted = _grant_parts(m.group(2), ctx)
        return _static_of(p, t, kws, granted)
    m = _fm(r"enchanted (land|artifact|enchantment|planeswalker|permanent) (has .+)\.", s)
    if m:   # 'Enchanted land has "{T}: Add ..."' (an Aura, 613.1f): abilities of the enchanted permanent
        if "aura" not in ctx.subtypes:
            nm(f"enchanted {m.group(1)} on a card that is not an aura")
        _p, _t, kws, granted = _grant_parts(m.group(2), ctx, [] if m.group(1) == "permanent" else [m.group(1)])
        return _static_of(0, 0, kws, granted)
    m = _fm(r"each (other )?creature you control with an? (?:([+-]1/[+-]1) )?counter on it ((?:gets|has) .+)\.", s)
    if m:   # 122.1: only the creatures with such a counter on them, read at every moment
        p, t, kws, granted = _grant_parts(m.group(3), ctx)
        if any(k in ("can't attack", "can't block") for k in kws):
            nm("a restriction on a group of creatures")
        st = {"affects": "creatures_you_control", "with_counter": m.group(2) or "any"}
        if m.group(1):
            st["other"] = True
        return _static_of(p, t, kws, granted, st)
    m = _fm(r"(all|other) ([a-z-]+) (?:you control )?(get .+|have .+)\.", s) or \
        _fm(r"()([a-z-]+) (you control) (get .+|have .+)\.", s)
    sub = type_of_plural(m.group(2)) if m else None
    if m and sub and sub not in ("creature",):
        # "All Slivers have ...", "Other Elves you control get +1/+1", "Other Merfolk get ...": the
        # creatures of that type (only creatures have creature types in the engine, 205.3d); "other"
        # without "you control" is every other one on the battlefield, whoever controls it
        mine = "you control" in m.group(0)
        p, t, kws, granted = _grant_parts(m.group(3) if m.group(1) != "" else m.group(4), ctx)
        if any(k in ("can't attack", "can't block") for k in kws):
            nm("a restriction on a group of creatures")
        st = {"affects": "creatures_you_control" if mine else "all_creatures", "subtype": sub.capitalize()}
        if m.group(1) == "other":
            st["other"] = True
        return _static_of(p, t, kws, granted, st)
    m = _fm(r"all ([a-z-]+) creatures (.+)\.", s)
    if m and _is_creature_type(m.group(1), ctx):   # "All Sliver creatures get +1/+1" (every player's)
        p, t, kws, granted = _grant_parts(m.group(2), ctx)
        if any(k in ("can't attack", "can't block") for k in kws):
            nm("a restriction on a group of creatures")
        return _static_of(p, t, kws, granted, {"affects": "all_creatures", "subtype": m.group(1).capitalize()})
    m = _fm(r"(other )?((?:[a-z-]+ )*?)creatures (you control|) ?(.+)\.", s)
    if m and (m.group(4).startswith(("get ", "have ", "can't"))):
        other, types, whose, rest = m.groups()
        words = types.split()
        if whose == "" and not other and words == ["all"] and rest.startswith(("get ", "have ")):
            words = []   # "All creatures get -1/-1." / "All creatures have haste.": every player's (611.3)
        elif whose == "" and other and not words and rest.startswith(("get ", "have ")):
            pass         # "Other creatures get -1/-1.": every player's but ~
        elif whose == "" and not (words and all(w not in ("each", "all") for w in words)):
            nm("creatures of every player")
        if len(words) > 1:
            nm(f'creatures "{types.strip()}"')
        st = {"affects": "creatures_you_control" if whose else "all_creatures"}
        if words:
            w = words[0]
            if w in ("all",):
                nm("all creatures")
            if not _is_creature_type(w, ctx):
                nm(f'"{w}" is not a creature type')
            st["subtype"] = w.capitalize()
        if other:
            if "creature" not in ctx.types and not words:
                pass
            st["other"] = True
        p, t, kws, granted = _grant_parts(rest, ctx)
        if any(k in ("can't attack", "can't block") for k in kws):
            nm("a restriction on a group of creatures")
        return _static_of(p, t, kws, granted, st)
    m = _fm(r"as an additional cost to cast ~, (sacrifice an? (creature|artifact|land|enchantment|permanent)|"
                     r"discard (a|two|three) cards?)\.", s)
    if m:
        if m.group(2):
            return {"additional_cost": {"sacrifice": m.group(2)}}
        return {"additional_cost": {"discard": num(m.group(3))}}
    m = _fm(r"as an additional cost to cast ~, (.+)\.", s)
    if m:
        return {"additional_cost": _additional_cost(m.group(1))}
    return None


def _additional_cost(text):
    """The cost after "As an additional cost to cast this spell, " (118.8, 601.2h): "sacrifice a <permanent
    word>", "exile a / N <card word> from your graveyard", "pay N life", "tap N untapped <permanents>
    you control"; NotModelled for anything else (a choice of costs, "you may", X, at random)."""
    from .. import targetspec as T
    if " or pay " in text or text.startswith("you may ") or re.search(r"\bx\b|at random|any number", text):
        nm(f'an additional cost "{text}"')
    if m := _fm(r"sacrifice an? (.+)", text):
        p = T.parse(m.group(1))
        if not p or p["ctrl"] is not None or any(a["noun"] in ("player", "opponent", "spell", "card") for a in p["alts"]):
            nm(f'an additional cost "{text}"')
        return {"sacrifice": m.group(1)}
    if m := _fm(r"exile (an?|two|three) (.+?) cards? from your graveyard", text):
        word = f"{_singular(m.group(2)) or m.group(2)} card in your graveyard"
        if not T.parse_card(word):
            nm(f'an additional cost "{text}"')
        return {"exile_from_graveyard": word, "n": num(m.group(1))}
    if m := _fm(r"pay (\d+) life", text):
        return {"pay_life": int(m.group(1))}
    if m := _fm(r"tap (an?|two|three|four|five) untapped (.+) you control", text):
        n = num(m.group(1))
        w = m.group(2) if n == 1 else _singular(m.group(2).replace(", and/or ", " or ").replace(" and/or ", " or ")
                                                .replace(", ", " or "))
        p = T.parse(w) if w else None
        if not p or p["ctrl"] is not None or any(a["noun"] in ("player", "opponent", "spell", "card") for a in p["alts"]):
            nm(f'an additional cost "{text}"')
        return {"tap": {"n": n, "word": w}}
    nm(f'an additional cost "{text}"')



def _load_creature_types():
    from pathlib import Path
    p = Path(__file__).with_name("creature_types.txt")
    return frozenset(x.strip().lower() for x in p.read_text(encoding="utf-8").splitlines()
                     if x.strip() and not x.startswith("#"))


CREATURE_TYPES = _load_creature_types()   # CR 205.3m, the real list (not a deny-list)


def _is_creature_type(w, ctx=None):
    return w in CREATURE_TYPES


# plurals of creature types that are not the type + "s" (205.3m lists the singulars)
IRREGULAR_TYPES = {"elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "oxen": "ox", "mice": "mouse",
                   "fungi": "fungus", "foxes": "fox", "octopi": "octopus", "sphinxes": "sphinx",
                   "homunculi": "homunculus", "werewolves": "werewolf", "leeches": "leech", "cyclopes": "cyclops"}


def type_of_plural(w):
    """'elves' -> 'elf', 'merfolk' -> 'merfolk' (a type whose plural is itself), 'zombies' ->
    'zombie', 'allies' -> 'ally'; None if the word is no creature type's plural."""
    cand = [IRREGULAR_TYPES.get(w, "")]
    if w.endswith("ies"):
        cand.append(w[:-3] + "y")
    if w.endswith("es"):
        cand.append(w[:-2])
    if w.endswith("s"):
        cand.append(w[:-1])
    elif w not in IRREGULAR_TYPES.values():
        cand.append(w)   # "merfolk", "kithkin", "treefolk", "samurai"
    return next((c for c in cand if c and c in CREATURE_TYPES), None)


def modal_header(s):
    """'choose one —' -> (min, max); None if not a mode header."""
    m = _fm(r"choose (one|two|three|one or both|one or more) \u2014", s)
    if not m:
        return None
    return {"one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2), "one or more": (1, 99)}[m.group(1)]
