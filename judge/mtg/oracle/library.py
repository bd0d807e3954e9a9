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


def look(sents, i, ctx):
    s = sents[i]
    got = top_card(sents, i, ctx)
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
