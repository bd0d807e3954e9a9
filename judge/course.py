"""The course (judge/course.yaml): chapters in the order a new player follows, each with the rule
pages to read, the lessons (each with its quiz) and the puzzles. Also the teacher's view: every
lesson's questions with the answer key."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

from . import library, puzzles

FILE = Path(__file__).resolve().parent / "course.yaml"


@lru_cache(maxsize=1)
def chapters() -> list[dict]:
    return yaml.safe_load(FILE.read_text(encoding="utf-8"))["chapters"]


def title(ch: dict, lang: str) -> str:
    return ch["title"].get(lang) or ch["title"]["en"]


def problems() -> list[str]:
    """Slugs and topics the course names that do not exist, and lessons or puzzles it leaves out."""
    out = []
    seen_l, seen_p = set(), set()
    for i, ch in enumerate(chapters()):
        for s in ch.get("lessons") or []:
            seen_l.add(s)
            if library.get(s) is None:
                out.append(f"chapters[{i}].lessons: no lesson {s}")
        for s in ch.get("puzzles") or []:
            seen_p.add(s)
            if puzzles.get(s) is None:
                out.append(f"chapters[{i}].puzzles: no puzzle {s}")
        if set(ch["title"]) != {"en", "th", "ko"}:
            out.append(f"chapters[{i}].title: expected en, th and ko")
    out += [f"lesson {s} is in no chapter" for s in library.slugs() if s not in seen_l]
    out += [f"puzzle {s} is in no chapter" for s in puzzles.slugs() if s not in seen_p]
    return out
