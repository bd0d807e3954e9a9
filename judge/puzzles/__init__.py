"""Puzzles: judge/puzzles/<slug>.json, judge-scenario/1 documents with a `puzzle` field (goal, the
learner's side, replies, a solution) and `title_i18n`, `notes_i18n` (the goal told in words),
`hint_i18n` and `hint_rule` (the rule that decides it), `order` (easy first). Documented in
docs/judge-tool.md, "Puzzles". Read once and kept in memory (they are part of the code)."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from judge.library import text  # noqa: F401  (puzzles.text: the same i18n lookup as the lessons')

DIR = Path(__file__).resolve().parent


@lru_cache(maxsize=1)
def _all() -> dict[str, dict]:
    return {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(DIR.glob("*.json"))}


def slugs() -> list[str]:
    return list(_all())


def get(slug: str) -> dict | None:
    return _all().get(slug)


def entries(lang: str) -> list[dict]:
    out = [{"slug": s, "game": d["game"], "title": text(d, "title", lang), "notes": text(d, "notes", lang),
            "level": d["puzzle"].get("level", 1), "order": d.get("order", 999)} for s, d in _all().items()]
    return sorted(out, key=lambda e: (e["game"] != "mtg", e["level"], e["order"], e["slug"]))
