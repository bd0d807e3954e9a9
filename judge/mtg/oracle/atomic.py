"""MTGJSON AtomicCards faces to the plain card data compile_card reads (the shape the card pool's
importer makes; INTERFACES.md)."""
from __future__ import annotations

import gzip
import json
import lzma


def face_from_atomic(f: dict) -> dict:
    return {"name": f.get("faceName") or f.get("name"), "mana_cost": f.get("manaCost"),
            "mana_value": f.get("manaValue"), "type_line": f.get("type"),
            "types": [t.lower() for t in f.get("types") or []], "subtypes": list(f.get("subtypes") or []),
            "supertypes": list(f.get("supertypes") or []), "colors": list(f.get("colors") or []),
            "power": f.get("power"), "toughness": f.get("toughness"), "loyalty": f.get("loyalty"),
            "keywords": list(f.get("keywords") or []), "text": f.get("text") or ""}


def card_from_atomic(name: str, faces: list) -> dict:
    faces = sorted(faces, key=lambda f: f.get("side") or "a")
    return {"name": name, "layout": (faces[0].get("layout") if faces else None) or "normal",
            "faces": [face_from_atomic(f) for f in faces]}


def read_atomic(path) -> list[dict]:
    path = str(path)
    opener = gzip.open if path.endswith(".gz") else lzma.open if path.endswith(".xz") else open
    with opener(path, "rt", encoding="utf-8") as fh:
        data = json.load(fh)["data"]
    return [card_from_atomic(n, fs) for n, fs in data.items()]
