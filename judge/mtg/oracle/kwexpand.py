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
