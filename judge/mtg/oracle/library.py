"""Sentences about the top cards of a library (issue 21; engine: judge/mtg/library.py, effect
`look_top`). Pure Python.

    Look at the top N cards of your library, then put them back in any order.
    Look at the top N cards of your library. You may reveal a <word> card from among them and put
        it/that card into your hand. Put the rest on the bottom of your library in a random/any order.
    Look at the top N cards of your library. You may put a <word> card from among them onto the
        battlefield [tapped]. Put the rest on the bottom of your library in a random/any order.
    Look at the top N cards of your library. Put M of them/those cards into your hand and the rest
        (the other) on the bottom of your library [in a random/any order] / into your graveyard.

`look(sents, i, ctx)` returns (effects, next sentence index), or None when sentence i is not such a
look (the caller goes on); a look whose following sentences are another shape is not modelled."""
from __future__ import annotations


from .grammar import NUM, _fm, nm, num

_LOOK = r"look at the top (" + NUM + r") cards of your library"
_BOTTOM = r"on the bottom of your library(?: in (a random|any) order)?"
_REST = r"(?:" + _BOTTOM + r"|into your graveyard)"


def _word(w):
    from ..library import library_word_known
    w = (w.strip() + " card").strip()
    if not library_word_known(w):
        nm(f'a look at the top cards that takes "{w}"')
    return w


def _rest(text):
    if text.startswith("into your graveyard"):
        return "graveyard"
    return "bottom"


def top_card(sents, i, ctx):
    """"Reveal / look at the top card of your library." alone (the last sentence), or followed by
    "If it's a <word> card, [you may] put it onto the battlefield [tapped] / [reveal it and] put it
    into your hand." and "Otherwise, put it/that card into your hand." -> effect reveal_top."""
    m = _fm(r"(reveal|look at) the top card of your library", sents[i])
    if not m:
        return None
    e: dict = {"do": "reveal_top"}
    if m.group(1) == "look at":
        e["look"] = True
    nxt = sents[i + 1] if i + 1 < len(sents) else None
    if nxt is None:
        return [e], i + 1
    m = _fm(r"if it's (?:a|an) (.+?) card, (you may )?(?:(reveal it and )?put (?:it|that card) into your hand|"
            r"put (?:it|that card) onto the battlefield( tapped)?)", nxt)
    if not m:
        nm(f'effect "{nxt}" after the top card of your library')
    w, may, rev, tapped = m.groups()
    if rev and not e.get("look") or (may is None) != (rev is None) and "into your hand" in nxt:
        nm(f'effect "{nxt}"')
    e.update({"word": _word(w), "to": "hand" if "into your hand" in nxt else "battlefield"})
    if may:
        e["may"] = True
    if tapped:
        e["tapped"] = True
    after = sents[i + 2] if i + 2 < len(sents) else None
    if after is not None and _fm(r"otherwise, put (?:it|that card) into your hand", after):
        if may or e["to"] == "hand":
            nm(f'effect "{after}"')
        e["else_to"] = "hand"
        return [e], i + 3
    return [e], i + 2


_UNTIL = r"reveal cards from the top of your library until you reveal (?:a|an) (.+?) card"
_UNTIL_PUT = (r"put that card (into your hand|onto the battlefield( tapped)?) and (?:put )?(?:the rest|all other cards "
              r"revealed this way) (" + _BOTTOM + r"|into your graveyard)")
# a card put onto the battlefield this way: only words that can't describe an Aura (303.4f: an Aura
# put onto the battlefield without being cast is attached by its controller, not modelled here)
_UNTIL_BATTLEFIELD = {"creature", "land", "artifact", "basic land", "nonlegendary creature", "artifact creature"}


def reveal_until(sents, i, ctx):
    """"Reveal cards from the top of your library until you reveal a <word> card. Put that card into
    your hand / onto the battlefield [tapped] and the rest on the bottom of your library in a random
    order / into your graveyard." -> effect reveal_until (701.20a)."""
    m = _fm(_UNTIL, sents[i])
    if not m:
        return None
    w = _word(m.group(1))
    nxt = sents[i + 1] if i + 1 < len(sents) else ""
    m2 = _fm(_UNTIL_PUT, nxt)
    if not m2:
        nm(f'effect "{nxt}" after revealing cards until a card' if nxt else 'a "reveal cards until" alone')
    where, tapped, rest = m2.group(1), m2.group(2), m2.group(3)
    e: dict = {"do": "reveal_until", "word": w, "to": "hand" if where == "into your hand" else "battlefield",
               "rest": _rest(rest)}
    if e["to"] == "battlefield" and m.group(1) not in _UNTIL_BATTLEFIELD:
        nm(f'a card put onto the battlefield that could be an Aura, an instant or a sorcery (303.4f, 400.4a): "{w}"')
    if tapped:
        e["tapped"] = True
    return [e], i + 2


_TOP_N = r"reveal the top (" + NUM + r") cards of your library"
_TOP_N_PUT = (r"put all (.+?) cards (?:revealed this way|from among them) (into your hand|onto the battlefield( tapped)?) "
              r"and the rest (into your hand|into your graveyard|on the bottom of your library in (?:a random|any) order)")


def reveal_top_n(sents, i, ctx):
    """"Reveal the top N cards of your library. Put all <word> cards revealed this way / from among them
    into your hand / onto the battlefield [tapped] and the rest into your hand / into your graveyard /
    on the bottom of your library in any order." -> effect reveal_top_n (701.20a)."""
    m = _fm(_TOP_N, sents[i])
    if not m:
        return None
    n = num(m.group(1))
    if n == "X":
        nm("a reveal of the top X cards")
    nxt = sents[i + 1] if i + 1 < len(sents) else ""
    m2 = _fm(_TOP_N_PUT, nxt)
    if not m2:
        nm(f'effect "{nxt}" after revealing the top cards' if nxt else "a reveal of the top cards alone")
    what, where, tapped, rest = m2.groups()
    w = _word(what.replace(" and ", " or "))   # "creature and land cards": every card that is either
    e: dict = {"do": "reveal_top_n", "n": n, "word": w, "to": "hand" if where == "into your hand" else "battlefield",
               "rest": "hand" if rest == "into your hand" else _rest(rest)}
    if e["to"] == e["rest"]:
        nm(f'effect "{nxt}"')
    if e["to"] == "battlefield" and what not in _UNTIL_BATTLEFIELD:
        nm(f'a card put onto the battlefield that could be an Aura, an instant or a sorcery (303.4f, 400.4a): "{w}"')
    if tapped:
        e["tapped"] = True
    return [e], i + 2


def look(sents, i, ctx):
    s = sents[i]
    got = top_card(sents, i, ctx) or reveal_until(sents, i, ctx) or reveal_top_n(sents, i, ctx)
    if got is not None:
        return got
    m = _fm(_LOOK + r"(?:, then put them back in any order)?", s)
    if not m:
        return None
    n = num(m.group(1))
    if n == "X":
        nm("a look at the top X cards")
    if s.endswith("any order"):
        return [{"do": "look_top", "n": n, "rest": "top"}], i + 1
    nxt = sents[i + 1] if i + 1 < len(sents) else ""
    after = sents[i + 2] if i + 2 < len(sents) else ""
    e = {"do": "look_top", "n": n}
    m = _fm(r"you may (reveal|put) (?:a|an) ?(.*?) card from among them (?:and put (?:it|that card) )?"
            r"(into your hand|onto the battlefield( tapped)?)", nxt)
    if m:
        verb, w, where, tapped = m.groups()
        if (verb == "reveal") != (where == "into your hand") or (verb == "reveal") != (" and put " in nxt):
            nm(f'effect "{nxt}"')
        e.update({"take": _word(w), "may": True, "to": "hand" if where == "into your hand" else "battlefield"})
        if verb == "reveal":
            e["reveal"] = True
        if tapped:
            e["tapped"] = True
        m2 = _fm(r"put the rest " + _REST, after)
        if not m2:
            nm(f'effect "{after or nxt}" after a look at the top cards')
        e["rest"] = _rest(after[len("put the rest "):])
        return [e], i + 3
    m = _fm(r"put (" + NUM + r") of (?:them|those cards) into your hand and the (rest|other) (" + _REST + ")", nxt)
    if m:
        k = num(m.group(1))
        if k == "X" or (m.group(2) == "other") != (n - k == 1):
            nm(f'effect "{nxt}"')
        e.update({"take": "card", "take_n": k, "to": "hand", "rest": _rest(m.group(3))})
        return [e], i + 2
    nm(f'effect "{nxt}" after a look at the top cards' if nxt else "a look at the top cards alone")
