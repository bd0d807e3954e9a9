"""A revealed hand and the card chosen from it (issue 21; engine: judge/mtg/hand.py, effect
`reveal_hand`). Pure Python.

    Target player / Target opponent / That player reveals their hand.
        You choose a <word> card from it[ with mana value N or less/greater]. That player discards that card.
        You choose a <word> card from it[ ...] and exile that card.
        You choose a <word> card from it[ ...]. Exile that card. / That player exiles that card.
    ... reveals their hand. (alone: the reveal, then the next sentence on its own)

`reveal(sents, i, ctx)` returns (effects, next sentence index), or None when sentence i is not such a
reveal. The other sentences after a reveal ("You may choose ...", "at random", a card chosen from the
hand or the graveyard, "until ~ leaves the battlefield", a card exiled with a later use) are not
modelled with their own reason."""
from __future__ import annotations

from .grammar import _fm, nm, player_ref

_WHO = r"(target player|target opponent|that player)"
_CHOOSE = r"you choose (?:a|an) (?:(.+?) )?card from it( with mana value \d+ or (?:less|greater))?"


def reveal(sents, i, ctx):
    m = _fm(_WHO + r" reveals (?:their|his or her) hand", sents[i])
    if not m:
        return None
    from ..hand import hand_word_known
    nxt = sents[i + 1] if i + 1 < len(sents) else None
    if nxt is not None and nxt.startswith(("you choose", "you may choose", "choose ")):
        m2 = _fm(_CHOOSE + r"(?: and exile that card)?", nxt)
        if not m2:
            nm(f'effect "{nxt}" after a revealed hand')
        word = ((m2.group(1) or "") + " card" + (m2.group(2) or "")).strip()
        if not hand_word_known(word):
            nm(f'a card chosen from a revealed hand: "{word}"')
        if nxt.endswith(" and exile that card"):
            then, j = "exile", i + 2
        else:
            after = sents[i + 2] if i + 2 < len(sents) else ""
            if after in ("that player discards that card", "they discard that card"):
                then = "discard"
            elif after in ("exile that card", "that player exiles that card"):
                then = "exile"
            else:
                nm(f'effect "{after or nxt}" after a card chosen from a revealed hand')
            j = i + 3
        to = player_ref(m.group(1), ctx)
        return [{"do": "reveal_hand", "to": to, "word": word, "then": then}], j
    return [{"do": "reveal_hand", "to": player_ref(m.group(1), ctx)}], i + 1
