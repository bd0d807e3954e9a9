"""Counted static abilities of the grammar (issue 21): a creature's characteristic-defining power
and toughness and its own bonus "for each ...", compiled to the counts of judge/mtg/counts.py.

    ~'s power and toughness are each equal to <count>.        -> cda {"power": n, "toughness": n}
    ~'s power is equal to <count>.  /  ~'s toughness is equal to <count>.   (604.3, 208.2a, 613.4a)
    ~ gets +N/+N for each <one>.                              -> static {"affects": "self", "per": n}  (613.4c)

<count>: "the number of <permanents> you control / your opponents control / on the battlefield"
("other" too), "the number of cards in your hand / in all players' hands", "the number of cards in
your graveyard / in your opponents' graveyards / in all graveyards", "the number of <kind> counters
on it", "your life total", with "twice" / "N plus" before it. <one>: the same in the singular ("for
each other Cat you control", "for each card in your hand", "for each oil counter on it", "for each
Aura attached to it"). Not modelled (with the reason): card types among graveyard cards (a milled
card is unknown to the engine), a word that reads power, toughness or abilities (the value being
computed could change it), a name ("named ..."), anything after the count. Pure Python."""
from __future__ import annotations

import re

from . import grammar as G

_PLAYERS_CTRL = {"you control": "you", "your opponents control": "opponents", "on the battlefield": "all"}
_GY = {"your graveyard": "you", "your opponents' graveyards": "opponents", "all graveyards": "all"}
_HAND = {"your hand": "you", "all players' hands": "all"}


def _nm_count(text):
    G.nm(f'a count the engine does not make ("{text}")')


def _things(phrase: str) -> dict:
    from . import conditions as C
    p = phrase.strip().replace(" and/or ", " or ")
    try:
        return C._thing(p, True, True)
    except G.NotModelled as exc:
        why = str(exc.args[0]) if exc.args else ""
        if why == "a condition":
            _nm_count(phrase)
        raise


def count(text: str, plural: bool) -> dict:
    """'lands you control' / 'other cat you control' / 'card in your hand' / 'oil counter on it' /
    'aura attached to it' (after "the number of" or "for each") -> a count; NotModelled otherwise."""
    t = text.strip()
    if " named " in t or t.startswith("named "):
        G.nm("a count of cards with a name")
    if m := G._fm(r"(?:(\w+) )?cards? in (your graveyard|your opponents' graveyards|all graveyards)", t):
        if m.group(1):
            G.nm("a count of card types among graveyard cards (a milled card is unknown to the engine)")
        return {"what": "graveyard", "who": _GY[m.group(2)]}
    if G._fm(r".* cards? in .*graveyards?", t):
        G.nm("a count of card types among graveyard cards (a milled card is unknown to the engine)")
    if m := G._fm(r"cards? in (your hand|all players' hands)", t):
        return {"what": "hand", "who": _HAND[m.group(1)]}
    if m := G._fm(r"([a-z]+) counters? on (?:it|~|him|her)", t):
        if m.group(1) in ("poison", "experience", "energy"):
            _nm_count(t)
        return {"what": "counters", "counter": m.group(1)}
    if m := G._fm(r"(aura|equipment|aura and equipment|auras|auras and equipment) attached to (?:it|~|him|her)", t):
        subs = ["Aura", "Equipment"] if "and" in m.group(1) else ["Aura"] if m.group(1).startswith("aura") else ["Equipment"]
        return {"what": "attached", "subtypes": subs}
    if m := G._fm(r"(other )?(.+?) (you control|your opponents control|on the battlefield)", t):
        if re.search(r"\b(?:with|without|that|named|but|except|attached|among)\b", m.group(2)):
            _nm_count(t)
        n: dict = {"what": "control", "who": _PLAYERS_CTRL[m.group(3)]}
        n.update(_things(m.group(2)))
        if m.group(1):
            if m.group(3) == "your opponents control":
                _nm_count(t)
            n["other"] = True
        return n
    _nm_count(t)
    raise AssertionError   # unreachable


def amount(text: str) -> dict:
    """'the number of lands you control' / 'twice the number of ...' / '1 plus the number of ...' /
    'your life total' -> a count."""
    t = text.strip()
    if t == "your life total":
        return {"what": "life", "who": "you"}
    m = G._fm(r"(?:(\d+|one|two|three) plus )?(twice )?the (?:total )?number of (.+)", t)
    if not m:
        _nm_count(t)
    n = count(m.group(3), True)
    if m.group(2):
        n["times"] = 2
    if m.group(1):
        v = G.num(m.group(1))
        if not isinstance(v, int):
            _nm_count(t)
        n["plus"] = v
    return n


def counted_line(s, orig, ctx):
    """A characteristic-defining P/T line or a bonus "for each" -> definition parts; None for other lines."""
    if ctx.spell:
        return None
    m = G._fm(r"~'s (power and toughness are each|power is|toughness is) equal to (.+)\.", s)
    if m:
        if "creature" not in ctx.types:
            G.nm("power and toughness defined on a card that is not a creature")
        if " and its toughness is " in m.group(2) or " and its power is " in m.group(2):
            G.nm("power and toughness defined by two different counts")
        n = amount(m.group(2))
        keys = {"power and toughness are each": ("power", "toughness"), "power is": ("power",),
                "toughness is": ("toughness",)}[m.group(1)]
        return {"cda": {k: dict(n) for k in keys}}
    m = G._fm(r"~ gets " + G._PT + r" for each (.+)\.", s)
    if m:
        if "creature" not in ctx.types:
            G.nm("a power/toughness bonus on a card that is not a creature")
        p, t = G._pt(m.group(1), m.group(2))
        if "X" in (p, t):
            G.nm("X in a static bonus")
        return {"static": [{"affects": "self", "power": p, "toughness": t, "per": count(m.group(3), False)}]}
    return None
