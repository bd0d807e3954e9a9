"""Built-in teaching scenarios: judge/library/<slug>.json, judge-scenario/1 documents with the
extension fields `title_i18n` and `notes_i18n` ({"en", "th", "ko"}), documented in
docs/judge-tool.md. Read once and kept in memory (they are part of the code)."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

DIR = Path(__file__).resolve().parent


@lru_cache(maxsize=1)
def _all() -> dict[str, tuple[str, dict]]:
    out = {}
    for path in sorted(DIR.glob("*.json")):
        text = path.read_text(encoding="utf-8")
        out[path.stem] = (text, json.loads(text))
    return out


def slugs() -> list[str]:
    return list(_all())


def get(slug: str) -> tuple[str, dict] | None:
    """(the file's text, its document) or None."""
    return _all().get(slug)


def text(doc: dict, key: str, lang: str) -> str:
    """An extension text (`<key>_i18n`) in the reader's language, else English, else `<key>`
    (also used for the puzzles' titles, notes and hints)."""
    t = doc.get(key + "_i18n") or {}
    return t.get(lang) or t.get("en") or doc.get(key, "")


def title(doc: dict, lang: str) -> str:
    return text(doc, "title", lang)


def notes(doc: dict, lang: str) -> str:
    return text(doc, "notes", lang)


def entries(lang: str) -> list[dict]:
    return [{"slug": slug, "game": doc.get("game"), "title": title(doc, lang), "notes": notes(doc, lang),
             "order": doc.get("order", 999)}
            for slug, (_text, doc) in _all().items()]
