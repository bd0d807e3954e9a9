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
            "color_identity": list(f.get("colorIdentity") or []),
            "power": f.get("power"), "toughness": f.get("toughness"), "loyalty": f.get("loyalty"),
            "keywords": list(f.get("keywords") or []), "text": f.get("text") or ""}


def card_from_atomic(name: str, faces: list) -> dict:
    faces = sorted(faces, key=lambda f: f.get("side") or "a")
    return {"name": name, "layout": (faces[0].get("layout") if faces else None) or "normal",
            "faces": [face_from_atomic(f) for f in faces]}


# layouts whose missing back face the file may carry as an entry of its own (a transforming
# double-faced card's back face under its face name, layout "transform", no side)
PAIRED_LAYOUTS = ("transform",)


def missing_faces(data: dict, name: str, faces: list) -> list:
    """The faces of card `name` ("A // B") that its own entry lacks but the file carries as an entry
    named after that face, with the same layout and no side: the card file's back face, taken as
    side "b" (the subset of AtomicCards keeps one face per card, and some back faces apart)."""
    if not faces or faces[0].get("layout") not in PAIRED_LAYOUTS or "//" not in name:
        return []
    have = {f.get("faceName") or f.get("name") for f in faces}
    out = []
    for n in [x.strip() for x in name.split("//")][1:]:
        other = data.get(n)
        if n in have or not isinstance(other, list) or len(other) != 1 or not isinstance(other[0], dict):
            continue
        f = other[0]
        if f.get("layout") == faces[0].get("layout") and not f.get("side"):
            out.append(dict(f, faceName=n, side="b"))
    return out


def back_index(data: dict) -> dict[str, str]:
    """Each back face the file keeps as an entry of its own -> the name of its card "A // B"."""
    out = {}
    for name, faces in data.items():
        if "//" in name and isinstance(faces, list) and faces and isinstance(faces[0], dict):
            for f in missing_faces(data, name, faces):
                out[f["faceName"]] = name
    return out


def faces_of_entry(data: dict, name: str, faces: list, backs: dict[str, str]) -> list:
    """The faces an entry is compiled with: a card's own faces and its back face kept apart
    (missing_faces); for an entry that is such a back face, the faces of its whole card, front first
    (the entry is that card found by the name of its back face, as a face's name finds its card in
    the full file: 712.8a, its front face up unless it is put onto the battlefield transformed)."""
    card = backs.get(name)
    if card and "//" not in name:
        return list(data[card]) + missing_faces(data, card, data[card])
    return list(faces) + missing_faces(data, name, faces)


def read_atomic(path) -> list[dict]:
    path = str(path)
    opener = gzip.open if path.endswith(".gz") else lzma.open if path.endswith(".xz") else open
    with opener(path, "rt", encoding="utf-8") as fh:
        data = json.load(fh)["data"]
    backs = back_index(data)
    return [card_from_atomic(n, faces_of_entry(data, n, fs, backs)) for n, fs in data.items()]
