"""Cards in graveyards in Oracle text (issue 21): a card in a graveyard as a target ("target creature
card from your graveyard", 109.2a, 115.2), the effects that move such a card (return it to its
owner's hand or to the battlefield, put it onto the battlefield under your control, exile it: a new
object each time, 400.7, 110.2a, 701.13a) and the abilities of a card that work from its graveyard
("{2}, Exile this card from your graveyard: ...", "{2}{B}: Return this card from your graveyard to
your hand.": 113.6m). Compiles to the engine's card words (judge/mtg/targetspec.py parse_card) and
effects `return_to_hand`, `return_to_battlefield` and `exile` (judge/mtg/effects.py). Pure Python."""
from __future__ import annotations

import re

from .. import targetspec

_WHERE = r"(your|a|an opponent's)"
# "[another ]target <what> card [with mana value N or less|greater] from|in <whose> graveyard"
_CARD = re.compile(r"^(another )?target (?:(.+?) )?card(?: with mana value (\d+) or (less|greater))? "
                   r"(?:from|in) " + _WHERE + " graveyard$")
# the card types a card put onto the battlefield may have here: an Aura would need a choice of what
# it enchants (303.4f) and an instant or sorcery can't enter (400.4a)
_TO_BATTLEFIELD_OK = {"creature", "artifact", "land", "planeswalker"}


def card_word(phrase: str) -> str | None:
    """"target creature card from your graveyard" -> "creature card in your graveyard" (the engine's
    word), None if the phrase is not a card in a graveyard."""
    m = _CARD.match(phrase.strip())
    if not m:
        return None
    another, what, n, how, where = m.groups()
    word = (another or "") + (what + " " if what else "") + "card" + \
        (f" with mana value {n} or {how}" if n else "") + f" in {where} graveyard"
    return word if targetspec.parse_card(word) else None


def card_ref(phrase, ctx, *, where=None, to_battlefield=False):
    """A card in a graveyard as a target (ctx gets the target word) or "~ from your graveyard" (the
    card itself, in an ability that works from its graveyard: `ctx.gy_self`) -> the effect's `of`."""
    from .grammar import nm
    p = phrase.strip()
    if p == "~ from your graveyard":
        if not ctx.gy_ok:
            nm("a card leaving its graveyard by its own ability outside an activated ability (113.6k, 113.6m)")
        from .grammar import NEW_OBJECT
        ctx.gy_self = True
        ctx.last = NEW_OBJECT
        return "self"
    optional = p.startswith("up to one target ")
    if optional:   # "up to one target creature card from your graveyard": may be left out (601.2c)
        if not ctx.up_to_ok:
            nm('"up to one target" card in a graveyard outside a spell or an ability')
        p = p[len("up to one "):]
    word = card_word(p)
    if word is None:
        nm(f'object "{p}"')
    parts = targetspec.parse_card(word)
    if parts["another"] and ctx.targets:   # "another target" after a target: other than that one, not guessed
        nm('"another target" card after another target')
    if where is not None and parts["where"] not in where:
        nm(f'a card of {"another player" if parts["where"] != "you" else "your"} graveyard here')
    if to_battlefield:
        alts = parts["alts"]
        if not alts or any(a.get("permanent") or a["subtypes"] and not a["types"] or not a["types"] <= _TO_BATTLEFIELD_OK
                           for a in alts):
            nm("a card put onto the battlefield that could be an Aura, an instant or a sorcery (303.4f, 400.4a)")
    from .grammar import NEW_OBJECT
    if optional:
        ctx.optional.add(len(ctx.targets))
    ref = ctx.target(word)
    ctx.last = NEW_OBJECT   # "it" afterwards would be a new object (400.7): not guessed
    return ref


_FROM = r"(.+? (?:from|in) (?:your|a|an opponent's) graveyard)"


def return_to_hand(m, ctx):
    """"Return target creature card from your graveyard to your hand." / "Return ~ from your
    graveyard to your hand." (to its owner's hand: your graveyard only)"""
    return [{"do": "return_to_hand", "of": card_ref(m.group(1), ctx, where=("you",))}]


def return_to_battlefield(m, ctx):
    """"Return target creature card from your graveyard to the battlefield [tapped]" (110.2a: under
    the control of the player it instructs, you); "return/put target creature card from a graveyard
    to/onto the battlefield [tapped] under your control" (Reanimate)."""
    phrase, tapped, under = m.group(1), m.group(2), m.group(3)
    where = ("you", "any", "opponent") if under else ("you",)
    e = {"do": "return_to_battlefield", "of": card_ref(phrase, ctx, where=where, to_battlefield=True),
         "under": "controller"}
    if tapped:
        e["tapped"] = True
    return [e]


def exile_card(m, ctx):
    """"Exile target card from a graveyard." (701.13a)"""
    return [{"do": "exile", "of": card_ref(m.group(1), ctx)}]


RULES = [
    (r"return " + _FROM + r" to your hand", return_to_hand),
    (r"return " + _FROM + r" to the battlefield( tapped)?( under your control)?", return_to_battlefield),
    (r"put " + _FROM + r" onto the battlefield( tapped)?( under your control)?", return_to_battlefield),
    (r"exile " + _FROM, exile_card),
]


def finish_ability(ab: dict, c, cost_zone: str | None) -> None:
    """An activated ability whose cost exiles the card from its graveyard or whose effect returns it
    from there works only in the graveyard (113.6m): `zone`. Refused when a part of it would need
    the card on the battlefield or the engine to keep state for a card in a graveyard."""
    from .grammar import nm
    from .optional import flat
    if not (cost_zone or c.gy_self):
        return
    cost = ab.get("cost") or {}
    if cost.get("tap"):
        nm("{T} in the cost of an ability that works from the graveyard")
    if ab.get("once_per_turn"):
        nm('"activate only once each turn" of an ability that works from the graveyard')
    if cost.get("sacrifice") == "self":
        nm("sacrificing a card that is in a graveyard")
    moves = {"return_to_hand", "return_to_battlefield"}
    for e in flat(ab.get("effects")):
        for k in ("of", "to"):
            if e.get(k) == "self" and not (k == "of" and e.get("do") in moves):
                nm("~ in an ability that works from the graveyard (the card, not a permanent)")
    if cost.get("exile") == "self" and any(e.get("of") == "self" for e in flat(ab.get("effects"))):
        nm("an ability acting on the card exiled to pay for it")
    ab["zone"] = "graveyard"
