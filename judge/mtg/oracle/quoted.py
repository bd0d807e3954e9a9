"""Abilities written in quotation marks (issue #21): the text of an ability that an effect gives to
an object (113.10: "has", "gains") or writes into a token it creates (111.3):

    It has "Sacrifice this token: Add {C}."                      (a token's ability)
    Create a 1/1 red Mercenary creature token with "{T}: ..."   (idem)
    Until end of turn, target creature ... gains "When this creature dies, ..."   (611.2a, 613.1f)
    Enchanted creature has "{T}: Add {G}."                      (an Aura's static ability, 613.1f)

The quoted text is compiled with the same grammar as a printed line, for the object that gets it:
"this creature" / "this token" / "this land" is that object (`~`), its types are the object's
(a token's, or the word of "target creature" / "enchanted land"). Only activated and triggered
abilities (and plain keywords) are given; any quoted ability the grammar does not compile makes the
whole line not modelled, the reason naming the quoted ability. A quoted ability that names the card
that gives it (CR 201.5a: the name means that card, not the object that has the ability) is not
modelled.

Before the line is parsed, each quoted text becomes a placeholder `"qN"` (`extract`), so that its
colons, commas and full stops do not cut the outer sentence; the enclosing sentence's full stop,
which Oracle text writes inside the closing quotation mark, is put back after the placeholder."""
from __future__ import annotations

import re

from .text import strip_reminder

_Q = re.compile(r'"([^"]*)"')
REF = r'"q(\d+)"'
_REF = re.compile(REF)
_LIST_SPLIT = re.compile(r",? and |, ")


def extract(orig: str, s: str, names) -> tuple[str, list[dict]]:
    """(s with each quoted text as "qN", the quoted texts). Each quoted text: `text` (normalised,
    ending in a full stop, as the grammar reads a line), `orig` (as printed), `names` (whether it
    names the card, 201.5a)."""
    if '"' not in s:
        return s, []
    from .grammar import nm
    src = strip_reminder(orig)
    oq = list(_Q.finditer(src))
    sq = list(_Q.finditer(s))
    if s.count('"') % 2 or len(oq) != len(sq):
        nm("unbalanced quotation marks")
    out, quotes, pos = [], [], 0
    for i, (om, m) in enumerate(zip(oq, sq)):
        inner, o_inner = m.group(1).strip(), om.group(1).strip()
        end = inner[-1:] if inner[-1:] in (".", ",") else ""
        if end:
            inner, o_inner = inner[:-1].rstrip(), o_inner[:-1].rstrip()
        quotes.append({"text": inner + ".", "orig": o_inner + ".",
                       "names": any(_names_in(o_inner, n) for n in names)})
        out.append(s[pos:m.start()] + f'"q{i}"')
        pos = m.end()
        rest = src[om.end():].lstrip()
        if end == ",":
            out.append(",")
        elif end == "." and (not rest or rest[0].isupper()):   # the outer sentence ends here too
            out.append(".")
    out.append(s[pos:])
    return "".join(out), quotes


def _names_in(text, name):
    j = text.find(name)
    while j >= 0:
        before = text[j - 1] if j else " "
        after = text[j + len(name)] if j + len(name) < len(text) else " "
        if not (before.isalnum() or before in "_'") and not (after.isalnum() or after == "_"):
            return True
        j = text.find(name, j + 1)
    return False


def expand(reason: str, quotes) -> str:
    """A not-modelled reason with its placeholders written out again."""
    if not quotes or '"q' not in reason:
        return reason
    return _REF.sub(lambda m: '"' + quotes[int(m.group(1))]["orig"][:-1] + '"'
                    if int(m.group(1)) < len(quotes) else m.group(0), reason)


def has_ref(s: str) -> bool:
    return '"q' in s and bool(_REF.search(s))


def ability(i: int, ctx, types, subtypes=()) -> dict:
    """The quoted ability number i compiled for an object of these types: {"abilities": [...]},
    {"triggers": [...]} or {"keywords": [...]}; NotModelled (naming it) otherwise."""
    from . import grammar as G
    quotes = getattr(ctx, "quotes", None) or []
    if i >= len(quotes):
        G.nm("a quotation mark inside a quoted ability")
    q = quotes[i]
    short = q["orig"] if len(q["orig"]) <= 70 else q["orig"][:67] + "..."
    if q["names"]:
        G.nm(f'quoted ability "{short}": it names the card that gives it (CR 201.5a)')
    if '"' in q["text"] or re.search(r"(?:^|[\s(])'[\w{]", q["text"]):
        G.nm(f'quoted ability "{short}": a quoted ability inside it')
    c = G.Ctx(list(types), [str(x).lower() for x in subtypes], False)
    try:
        parts = G.compile_line(q["text"], q["orig"], c, [])
    except G.NotModelled as exc:
        G.nm(f'quoted ability "{short}": {exc.args[0] if exc.args else "not modelled"}')
    kinds = {k for k in parts if not k.startswith("_")}
    if parts.get("_static_kw") or not kinds or not kinds <= {"abilities", "triggers", "keywords"} or \
            len(kinds) > 1:
        G.nm(f'quoted ability "{short}": only activated, triggered and keyword abilities can be given')
    for ab in parts.get("abilities") or ():
        if ab.get("equip") or "loyalty" in (ab.get("cost") or {}):
            G.nm(f'quoted ability "{short}": an equip or loyalty ability')
    return {k: v for k, v in parts.items() if not k.startswith("_")}


def grant_list(text: str, ctx, types, subtypes=()) -> tuple[list, dict]:
    """'flying and "q0"' / '"q0" and "q1"' / 'haste, "q0", and trample' -> (keywords, granted
    abilities {"abilities": [...], "triggers": [...]}); keywords through the grammar's kw_list."""
    from . import grammar as G
    kws: list = []
    granted: dict = {}
    for part in _LIST_SPLIT.split(text.strip()):
        part = part.strip()
        m = re.fullmatch(REF, part)
        if not m:
            kws += G.kw_list(part)
            continue
        got = ability(int(m.group(1)), ctx, types, subtypes)
        kws += got.pop("keywords", [])
        for k, v in got.items():
            granted.setdefault(k, []).extend(v)
    return kws, granted
