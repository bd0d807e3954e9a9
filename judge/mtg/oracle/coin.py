"""Coin flips (issue 21; engine: judge/mtg/chance.py, effect `flip_coin`; CR 705). Pure Python.

    Flip a coin. If you win the flip, <effects>. [If you lose the flip, <effects>.]
    Flip a coin. If you lose the flip, <effects>. [If you win the flip, <effects>.]

`flip(sents, i, ctx, parse_one)` returns (effects, next sentence index), or None when sentence i is
not "flip a coin". A flip without a following "if you win/lose the flip" sentence, and the other
shapes ("flip a coin for each ...", "until you lose a flip", "you decide whether to flip again",
"each flip a coin", "when you win the flip") are not modelled with their own reason."""
from __future__ import annotations

from .grammar import _fm, nm

_BRANCH = r"if you (win|lose) the flip, (.+)"


def flip(sents, i, ctx, parse_one):
    if sents[i] != "flip a coin":
        return None
    e: dict = {"do": "flip_coin"}
    j = i + 1
    while j < len(sents) and (m := _fm(_BRANCH, sents[j])):
        res, body = m.groups()
        if res in e:
            nm('two "if you ' + res + ' the flip" sentences')
        if body.startswith(("you may ", "if ")) or " if " in body or " instead" in body or " flip" in body:
            nm(f'effect "{body}" after a coin flip')
        e[res] = parse_one(body, ctx)
        if not e[res]:
            nm(f'effect "{body}" after a coin flip')
        j += 1
    if j == i + 1:
        nm('"flip a coin" without "if you win / lose the flip"')
    return [e], j
