"""Conditions of the grammar (issue 21): the text of an "if" to a condition the engine checks
(judge/mtg/conditions.py), or NotModelled("a condition"). Two places use it (grammar.py):

- an intervening "if" right after a trigger condition (603.4): "At the beginning of your upkeep, if
  you control no creatures, ..." -> the trigger's `condition`;
- a sentence "If <condition>, <effects>." -> each of its effects gets `if` (608.2c); not when the
  sentence or the next one says "instead" / "otherwise" (a replacement of another effect, which
  this does not model).

Conditions read: "you control a/an/N or more/N or fewer/no <permanent word>", "an opponent
controls a/an/N or more <word>", "you have no / N or fewer / N or more cards in hand", "you have N
or less / N or more / at least N life", "~ is tapped / untapped", "it / ~ was kicked". Anything
else is not modelled: unrecognised text is never guessed. Pure Python."""
from __future__ import annotations

import re

from .. import targetspec
from . import grammar as G

_N = G.NUM


def _word(plural_or_singular: str):
    w = G._singular(plural_or_singular.strip())
    p = targetspec.parse(w) if w else None
    if not p or p["ctrl"] is not None or any(a["noun"] in ("player", "opponent", "spell") for a in p["alts"]):
        G.nm("a condition")
    return w


def _n(s):
    v = G.num(s)
    if v == "X":
        G.nm("a condition")
    return v


def parse(text: str, ctx) -> dict | str:
    """One condition's text (lower case, ~ for the card's name) to the engine's condition, or the
    string "kicked" for a spell's own kicker (the `if` effects already read, 702.33d)."""
    s = text.strip()
    if s in ("it was kicked", "~ was kicked"):
        if ctx.spell:
            return "kicked"
        if ctx.dead:
            G.nm("a condition")   # the permanent left the battlefield: its kicked state is not kept
        return {"cond": "kicked"}
    if m := G._fm(r"~ is (tapped|untapped)", s):
        if ctx.spell or ctx.dead:
            G.nm("a condition")
        return {"cond": m.group(1)}
    if m := G._fm(r"(you control|an opponent controls) (an?|" + _N + r") (.+)", s):
        who = "you" if m.group(1) == "you control" else "opponent"
        rest = m.group(3)
        if mm := G._fm(r"or (more|fewer) (.+)", rest):
            bound = "min" if mm.group(1) == "more" else "max"
            if who == "opponent" and bound == "max":
                G.nm("a condition")
            return {"cond": "control", "who": who, "word": _word(mm.group(2)), bound: _n(m.group(2))}
        if m.group(2) not in ("a", "an"):
            G.nm("a condition")   # "you control two artifacts" is not a count the text means exactly
        return {"cond": "control", "who": who, "word": _word(rest), "min": 1}
    if m := G._fm(r"you control no (.+)", s):
        return {"cond": "control", "who": "you", "word": _word(m.group(1)), "max": 0}
    if s == "you have no cards in hand":
        return {"cond": "hand", "max": 0}
    if m := G._fm(r"you have (" + _N + r") or (fewer|more) cards in hand", s):
        return {"cond": "hand", ("max" if m.group(2) == "fewer" else "min"): _n(m.group(1))}
    if m := G._fm(r"you have (" + _N + r") or (less|more) life", s):
        return {"cond": "life", ("max" if m.group(2) == "less" else "min"): _n(m.group(1))}
    if m := G._fm(r"you have at least (" + _N + r") life", s):
        return {"cond": "life", "min": _n(m.group(1))}
    G.nm("a condition")
    raise AssertionError   # unreachable (nm raises)


def unless(s: str, ctx):
    """'counter target [<kind>] spell unless its controller pays {N}' (118.12a) -> [counter_unless];
    None for any other sentence (another "unless" stays not modelled)."""
    m = G._fm(r"counter (target (?:.+? )?spell) unless its controller pays ((?:\{\d+\})|(?:\{[wubrgc]\})+|\{\d+\}(?:\{[wubrgc]\})+)", s)
    if not m:
        return None
    return [{"do": "counter_unless", "of": G.obj_ref(m.group(1), ctx, kind="spell"), "cost": G.mana(m.group(2))}]


_IF = re.compile(r"^if ([^,]+), (.+)$")
_PLAYER_ONLY = {"draw", "discard", "scry", "surveil", "gain_life", "lose_life", "mill", "poison"}
# effects that can't change a condition of each kind
_KEEPS = {"control": _PLAYER_ONLY, "hand": _PLAYER_ONLY - {"draw", "discard"},
          "life": _PLAYER_ONLY - {"gain_life", "lose_life"},
          "tapped": _PLAYER_ONLY | {"pump", "counters"}, "untapped": _PLAYER_ONLY | {"pump", "counters"}}


def intervening(body: str, ctx):
    """'if <condition>, <effects>' after a trigger condition -> (condition, effects text), or
    (None, body) when the body has no intervening "if"."""
    m = _IF.match(body)
    if not m:
        return None, body
    cond = parse(m.group(1), ctx)
    if cond == "kicked":   # a spell has no triggered abilities of its own here
        G.nm("a condition")
    return cond, m.group(2)


def conditional(s: str, following: list[str], ctx):
    """A sentence 'If <condition>, <effects>' -> its effects, each with `if`; None if `s` is not
    one. Not modelled when it or the next sentence replaces something ("instead", "otherwise")."""
    m = _IF.match(s)
    if not m:
        return None
    rest = m.group(2)
    if " instead" in rest or re.search(r"\b(?:if|unless|otherwise)\b", rest) or \
            (following and re.search(r"\binstead\b|^otherwise\b", following[0])):
        G.nm("a condition")
    cond = parse(m.group(1), ctx)
    effects = G.parse_effects(rest + ".", ctx)
    kind = cond if isinstance(cond, str) else cond["cond"]
    if len(effects) > 1 and kind != "kicked" and not all(e["do"] in _KEEPS[kind] for e in effects):
        # the engine checks the condition before each effect; the text checks it once: the same
        # answer only when no effect of the sentence can change it
        G.nm("a condition")
    for e in effects:
        if "if" in e:
            G.nm("a condition")
        e["if"] = cond
    return effects
