"""The quiz service: a library lesson's or a saved scenario's predict-the-outcome questions
(judge/engine/quiz.py builds them from the run), cached with the run, and answers graded here on
the server (the client never receives the answer before it has chosen)."""
from __future__ import annotations

from . import library, services
from .engine import quiz as qz

_QUESTIONS = services.Lru(64)   # (doc_key, salt) -> questions, beside the run services.ran keeps


def questions(doc: dict, salt: str) -> tuple[list[qz.Question], object]:
    """(questions, stepper) for a scenario document; raises ScenarioError for an invalid one."""
    key = services.doc_key(doc)
    stepper = services.ran(doc, key)
    qs = _QUESTIONS.get((key, salt))
    if qs is None:
        qs = qz.build(stepper, doc["game"], salt, doc.get("quiz") if isinstance(doc.get("quiz"), list) else None)
        _QUESTIONS.put((key, salt), qs)
    return qs, stepper


def for_library(slug: str):
    """(doc, questions, stepper) of a library lesson, or None."""
    got = library.get(slug)
    if got is None:
        return None
    doc = got[1]
    qs, stepper = questions(doc, slug)
    return doc, qs, stepper
