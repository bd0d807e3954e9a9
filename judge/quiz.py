"""The quiz service: a library lesson's or a saved scenario's predict-the-outcome questions
(judge/engine/quiz.py builds them from the run), cached with the run, and answers graded here on
the server (the client never receives the answer before it has chosen)."""
from __future__ import annotations

import threading
from collections import OrderedDict

from . import library, services
from .engine import quiz as qz

_CACHE: "OrderedDict[tuple, list[qz.Question]]" = OrderedDict()
_LOCK = threading.Lock()
_MAX = 64


def questions(doc: dict, salt: str) -> tuple[list[qz.Question], object]:
    """(questions, stepper) for a scenario document; raises ScenarioError for an invalid one."""
    stepper = services.ran(doc)
    key = (services.doc_key(doc), salt)
    with _LOCK:
        hit = _CACHE.get(key)
        if hit is not None:
            _CACHE.move_to_end(key)
            return hit, stepper
    qs = qz.build(stepper, doc["game"], salt, doc.get("quiz") if isinstance(doc.get("quiz"), list) else None)
    with _LOCK:
        _CACHE[key] = qs
        while len(_CACHE) > _MAX:
            _CACHE.popitem(last=False)
    return qs, stepper


def for_library(slug: str):
    """(doc, questions, stepper) of a library lesson, or None."""
    got = library.get(slug)
    if got is None:
        return None
    doc = got[1]
    qs, stepper = questions(doc, slug)
    return doc, qs, stepper
