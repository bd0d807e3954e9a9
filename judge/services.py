"""Service functions behind the judge views, the API and the command line."""
from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict

from django.db import transaction

from .engine import ScenarioError, Stepper, parse_document
from .engine.errors import Problem
from .models import SavedScenario
from langs import LANGS



def check_lang(lang: str | None) -> str:
    lang = lang or "en"
    if lang not in LANGS:
        raise ScenarioError([Problem("lang", f'unknown language "{lang[:20]}"; use en, th or ko')])
    return lang


def run_document(raw, lang: str = "en") -> dict:
    """judge-run/1 for a scenario given as bytes, text or dict (ScenarioError if invalid)."""
    lang = check_lang(lang)
    return Stepper(raw).run_to_end().output(lang)


class Lru:
    """A small per-process map that forgets the least recently used entry beyond `size`
    (thread-safe: gunicorn may run threads)."""

    def __init__(self, size: int):
        self.size = size
        self._items: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key):
        with self._lock:
            hit = self._items.get(key)
            if hit is not None:
                self._items.move_to_end(key)
            return hit

    def put(self, key, value) -> None:
        with self._lock:
            self._items[key] = value
            while len(self._items) > self.size:
                self._items.popitem(last=False)


_RUNS = Lru(64)


def doc_key(doc: dict) -> str:
    """A stable key of a document's content (the same JSON in another key order is the same key)."""
    return hashlib.sha256(json.dumps(doc, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()


def ran(doc: dict, key: str | None = None) -> Stepper:
    """A scenario run to its end, remembered for the next request on the same document (the
    stepper pages replay the whole scenario on every step; the engine is deterministic). The
    returned Stepper is shared: read it (steps, step_dict, state_at, output), never step it.
    `key` is the document's doc_key when the caller has it already."""
    key = key or doc_key(doc)
    hit = _RUNS.get(key)
    if hit is not None:
        return hit
    stepper = Stepper(doc).run_to_end()  # raises ScenarioError; failures are not remembered
    _RUNS.put(key, stepper)
    return stepper


def save_scenario(raw: bytes | str) -> SavedScenario:
    """Validate completely, then save in one transaction: an invalid document saves nothing."""
    doc = parse_document(raw)  # bytes that are not UTF-8 are a ScenarioError there
    text = raw.decode("utf-8-sig") if isinstance(raw, (bytes, bytearray)) else raw
    Stepper(doc)  # full validation of state and actions (raises ScenarioError)
    title = doc.get("title") if isinstance(doc.get("title"), str) else ""
    if "\x00" in title:  # a \u0000 escape: PostgreSQL refuses NUL in text, so refuse it here (400)
        raise ScenarioError([Problem("title", "the title contains a NUL character (\\u0000)")])
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    with transaction.atomic():
        # the same document saved again: the same permalink, no new row
        same = SavedScenario.objects.filter(digest=digest, document=text).order_by("pk").first()
        if same is not None:
            return same
        return SavedScenario.objects.create(game=doc["game"], title=title[:300], document=text, digest=digest)


def load_saved(key: str) -> SavedScenario | None:
    return SavedScenario.objects.filter(key=key).first()


def pretty(doc: dict) -> str:
    return json.dumps(doc, ensure_ascii=False, indent=1)
