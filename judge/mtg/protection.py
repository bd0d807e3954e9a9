"""Protection (CR 702.16): the qualities the engine knows and whether a source has one.

A protection keyword is written "protection from <quality>" (lower case, as printed):

    a colour            "protection from black": sources of that colour (702.16a)
    everything          "protection from everything": every source (702.16j)
    a card type         "protection from artifacts", "... creatures", "... enchantments", "... lands",
                        "... planeswalkers", "... instants", "... sorceries": permanents with that type
                        and objects elsewhere (a spell) with it (702.16a, an exception to 109.2)
    a creature type     "protection from vampires", "... elves" (plural): objects with that subtype
                        (702.16a; a changeling has every creature type, 702.73a)
    colour counts       "protection from multicolored" (two or more colours, 105.2c),
                        "... monocolored" (exactly one, 105.2b), "... colorless" (none, 105.2c)

"Protection from each color" and "from A and from B" are several protection abilities (702.16g-h):
the compiler writes one keyword for each. A source is described by `info` = {"colors", "types",
"subtypes"} (source_info below); `types` None means unknown (then only colour qualities can match).
Pure Python."""
from __future__ import annotations

from functools import lru_cache

from .common import CREATURE_TYPES, has_subtype

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
TYPE_QUALITIES = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment",
                  "lands": "land", "planeswalkers": "planeswalker", "instants": "instant", "sorceries": "sorcery"}
COUNT_QUALITIES = ("multicolored", "monocolored", "colorless")
PREFIX = "protection from "


@lru_cache(maxsize=1024)
def creature_type_of(q: str) -> str | None:
    """'vampires' -> 'vampire', 'elves' -> 'elf'; None if `q` is no creature type's plural."""
    from .oracle.grammar import type_of_plural   # the one table of irregular plurals
    t = type_of_plural(q)
    return t if t in CREATURE_TYPES else None


def quality(q: str) -> tuple | None:
    """The engine's reading of a protection quality, or None if it is not one the engine knows."""
    q = q.strip()
    if q in COLOR_WORDS:
        return ("color", COLOR_WORDS[q])
    if q == "everything":
        return ("everything",)
    if q in TYPE_QUALITIES:
        return ("type", TYPE_QUALITIES[q])
    if q in COUNT_QUALITIES:
        return ("count", q)
    t = creature_type_of(q)
    if t is not None:
        return ("subtype", t)
    return None


def is_protection(k: str) -> bool:
    """Is `k` a protection keyword the engine applies?"""
    return k.startswith(PREFIX) and quality(k[len(PREFIX):]) is not None


def has_quality(q: str, info: dict) -> bool:
    """Does the source described by `info` have the quality `q` (702.16a)?"""
    qq = quality(q)
    if qq is None:
        return False
    cols = set(info.get("colors") or ())
    if qq[0] == "color":
        return qq[1] in cols
    if qq[0] == "everything":
        return True
    if qq[0] == "count":
        return {"multicolored": len(cols) >= 2, "monocolored": len(cols) == 1, "colorless": not cols}[qq[1]]
    types = info.get("types")
    if types is None:
        return False
    if qq[0] == "type":
        return qq[1] in types
    return has_subtype({"subtypes": info.get("subtypes") or (), "keywords": info.get("keywords") or ()}, qq[1])


def matching(kws, info: dict) -> str | None:
    """The first protection keyword among `kws` whose quality the source `info` has, else None."""
    for k in sorted(kws):
        if k.startswith(PREFIX) and has_quality(k[len(PREFIX):], info):
            return k
    return None


def source_info(o, colors=None) -> dict:
    """The qualities of an object (a permanent, a spell, an ability's last known information)."""
    return {"colors": set(colors if colors is not None else o.get("colors") or ()),
            "types": set(o["types"]) if o.get("types") is not None else None,
            "subtypes": list(o.get("subtypes") or ()), "keywords": list(o.get("keywords") or ())}
