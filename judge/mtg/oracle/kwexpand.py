"""Keyword abilities that stand for a triggered ability with a fixed text (CR 702): "Soulshift 3"
means "When this permanent is put into a graveyard from the battlefield, you may return target Spirit
card with mana value 3 or less from your graveyard to your hand" (702.46a). The compiler reads such
a keyword as the text its rule gives and compiles that text with the ordinary grammar, so the
keyword plays exactly as its rule's own words do; the line keeps its printed text and cites the
keyword's rule. A keyword whose rule text the grammar can't compile stays not modelled with the
reason that text gives.

Each entry: the keyword as printed (normalised, lower case, `N` a number), the rule, the card types
it is printed on (the rule's "this creature" needs a creature; "this permanent is put into a
graveyard from the battlefield" is the grammar's "dies" only for a creature), and the text.
"""
from __future__ import annotations

import re
from typing import Any

_N = r"(\d+)"

# (pattern, rule, types the card must have, text with {n} for the number; ~ is the card itself)
EXPANSIONS: list[tuple[re.Pattern, str, tuple[str, ...], str]] = [
    (re.compile(r"soulshift " + _N), "702.46a", ("creature",),
     "when ~ dies, you may return target spirit card with mana value {n} or less from your graveyard to your hand."),
    (re.compile(r"afterlife " + _N), "702.135a", ("creature",),
     "when ~ dies, create {words} 1/1 white and black spirit creature tokens with flying."),
    (re.compile(r"poisonous " + _N), "702.70a", ("creature",),
     "whenever ~ deals combat damage to a player, that player gets {n} poison counters."),
    (re.compile(r"frenzy " + _N), "702.68a", ("creature",),
     "whenever ~ attacks and isn't blocked, it gets +{n}/+0 until end of turn."),
    (re.compile(r"afflict " + _N), "702.130a", ("creature",),
     "whenever ~ becomes blocked, defending player loses {n} life."),
    (re.compile(r"annihilator " + _N), "702.86a", ("creature",),
     "whenever ~ attacks, defending player sacrifices {n} permanents."),
    (re.compile(r"living weapon()"), "702.92a", ("artifact",),
     "when ~ enters, create a 0/0 black phyrexian germ creature token, then attach ~ to it."),
    (re.compile(r"for mirrodin!()"), "702.163a", ("artifact",),
     "when ~ enters, create a 2/2 red rebel creature token, then attach ~ to it."),
    (re.compile(r"job select()"), "702.182a", ("artifact",),
     "when ~ enters, create a 1/1 colorless hero creature token, then attach ~ to it."),
    (re.compile(r"battle cry()"), "702.91a", ("creature",),
     "whenever ~ attacks, each other attacking creature gets +1/+0 until end of turn."),
]

_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}


def expand(s: str, types) -> tuple[str, str] | None:
    """The rule text a keyword line stands for, and the keyword's rule; None if `s` (a normalised
    line) is not one of these keywords alone, or the card is not of the kind the rule speaks of."""
    s = s.rstrip(".")
    for rx, rule, need, text in EXPANSIONS:
        m = rx.fullmatch(s)
        if not m:
            continue
        if not set(need) & set(types):
            return None
        n = int(m.group(1)) if m.group(1) else 0
        if "{words}" in text and n not in _WORDS:
            return None
        words = _WORDS.get(n, str(n))
        text = text.format(n=n, words=words)
        if n == 1:   # "create a 1/1 ... token" / "gets 1 poison counter"
            text = text.replace(" tokens ", " token ").replace("1 poison counters", "1 poison counter") \
                .replace("sacrifices 1 permanents", "sacrifices a permanent")
        return text, rule
    return None


# Keywords that stand for a triggered ability the grammar has no sentence for: compiled straight to
# the trigger the rule describes, with an engine effect of their own (judge/mtg/kwtriggers.py).
def _counter_self(n=1):
    return {"do": "counters", "of": "self", "kind": "+1/+1", "n": n}


def keyword_trigger(s: str, types) -> dict | None:
    """The definition parts of a keyword line "Fabricate 2", "Modular 1", "Renown 1", "Mentor",
    "Extort", "Dethrone", "Training", "Evolve" (on a creature card); None if `s` is none of them."""
    s = s.rstrip(".")
    m = re.fullmatch(r"vanishing (\d+)", s)
    if m:   # 702.63a: enters with N time counters; upkeep: if it has one, remove one; the last one: sacrifice it
        n = int(m.group(1))
        if n < 1 or {"instant", "sorcery"} & set(types):
            return None
        return {"enters_with": [{"counter": "time", "n": n}],
                "triggers": [{"when": "upkeep", "text": f"Vanishing {n}", "condition": {"cond": "counters", "counter": "time", "min": 1},
                              "effects": [{"do": "vanishing"}]}],
                "_kind": "keyword_trigger", "_rule": "702.63a"}
    m = re.fullmatch(r"(fabricate|modular|renown) (\d+)|(mentor|extort|dethrone|training|evolve)", s)
    if not m:
        return None
    kw = m.group(1) or m.group(3)
    if not ("creature" in types or kw == "extort" and not {"instant", "sorcery"} & set(types)):
        return None   # extort works on any permanent (702.101a); the others speak of "this creature"
    n = int(m.group(2)) if m.group(2) else 1
    label = kw.capitalize() + (f" {n}" if m.group(2) else "")
    trig: dict[str, Any]
    if kw == "fabricate":   # 702.123a
        trig = {"when": "enters", "effects": [{"do": "fabricate", "n": n}]}
        rule = "702.123a"
    elif kw == "modular":   # 702.43a: enters with N counters; dies: may move them to target artifact creature
        return {"enters_with": [{"counter": "+1/+1", "n": n}],
                "triggers": [{"when": "self_dies", "text": label, "target": ["artifact creature"],
                              "effects": [{"do": "may", "effects": [{"do": "modular", "of": "target:0"}]}]}],
                "_kind": "keyword_trigger", "_rule": "702.43a"}
    elif kw == "renown":   # 702.112a: an intervening "if" (603.4) on the renowned designation (702.112b)
        trig = {"when": "deals_damage_to_player", "combat": True, "condition": {"cond": "not_renowned"},
                "effects": [{"do": "renown", "n": n}]}
        rule = "702.112a"
    elif kw == "mentor":   # 702.134a
        trig = {"when": "attacks", "target": ["attacking creature with lesser power"],
                "effects": [{"do": "counters", "of": "target:0", "kind": "+1/+1", "n": 1}]}
        rule = "702.134a"
    elif kw == "extort":   # 702.101a
        trig = {"when": "cast_spell", "effects": [{"do": "may", "pay": "{W/B}", "effects": [{"do": "extort"}]}]}
        rule = "702.101a"
    elif kw == "evolve":   # 702.100a: the intervening "if" compares P/T as it triggers and as it resolves (zones.py)
        trig = {"when": "permanent_enters", "filter": "creature you control", "evolve": True, "effects": [{"do": "evolve"}]}
        rule = "702.100a"
    elif kw == "dethrone":   # 702.105a: the trigger condition is checked as attackers are declared
        trig = {"when": "attacks", "dethrone": True, "effects": [_counter_self()]}
        rule = "702.105a"
    else:   # training, 702.149a
        trig = {"when": "attacks", "training": True, "effects": [_counter_self()]}
        rule = "702.149a"
    trig = dict({"when": trig.pop("when"), "text": label}, **trig)
    return {"triggers": [trig], "_kind": "keyword_trigger", "_rule": rule}
