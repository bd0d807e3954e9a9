"""A compiled card as a scenario object: the printed values (types, cost, P/T...) of its front face
with its compiled definition on top, as the card pool gives it to the engine. Used by the tests
and the sample generator."""
from __future__ import annotations

import re

from .compiler import compile_card


def _int(v):
    return int(v) if isinstance(v, str) and v.isdigit() else None


def printed(card: dict) -> dict:
    f = card["faces"][0]
    types = [t for t in f.get("types") or [] if t in ("creature", "artifact", "enchantment", "land",
                                                        "planeswalker", "battle", "instant", "sorcery")]
    d = {"card": card["name"], "types": types, "subtypes": list(f.get("subtypes") or []),
         "colors": list(f.get("colors") or [])}
    if f.get("mana_cost"):
        d["mana_cost"] = f["mana_cost"]
    sup = [s.lower() for s in f.get("supertypes") or []]
    if "legendary" in sup:
        d["legendary"] = True
    if "basic" in sup:   # "basic land" (targetspec) reads it, as the card pool's entries have it (cards/source.py)
        d["basic"] = True
    for k in ("power", "toughness", "loyalty"):
        n = _int(f.get(k))
        if n is None and k != "loyalty" and "creature" in types and isinstance(f.get(k), str) and "*" in f[k]:
            # a printed "*" (or "1+*") as the card pool reads it (cards/source.py): the leading number or 0;
            # the characteristic-defining ability sets the value (604.3, 613.4a)
            m = re.match(r"\s*(\d+)", f[k])
            n = int(m.group(1)) if m else 0
        if n is not None:
            d[k] = n
    return d


def entry(card: dict, result: dict | None = None) -> dict:
    """The catalogue-style entry of a card: printed values + compiled definition."""
    r = result or compile_card(card)
    d = printed(card)
    d.update(r["definition"])
    d["oracle"] = {"status": r["status"], "unmodelled": [ln["text"] for ln in r["lines"] if not ln.get("modelled")]}
    if "instant" in d["types"] or "sorcery" in d["types"]:
        d["kind"] = "instant" if "instant" in d["types"] else "sorcery"
        d["types"] = [t for t in d["types"] if t not in ("instant", "sorcery")]
    return d
