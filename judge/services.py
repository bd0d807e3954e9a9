"""Service functions behind the judge views, the API and the command line."""
from __future__ import annotations

import json

from django.db import transaction

from .engine import ScenarioError, Stepper, parse_document
from .engine.errors import Problem
from .models import SavedScenario

LANGS = ("en", "th", "ko")


def check_lang(lang: str | None) -> str:
    lang = lang or "en"
    if lang not in LANGS:
        raise ScenarioError([Problem("lang", f'unknown language "{lang[:20]}"; use en, th or ko')])
    return lang


def run_document(raw, lang: str = "en") -> dict:
    """judge-run/1 for a scenario given as bytes, text or dict (ScenarioError if invalid)."""
    lang = check_lang(lang)
    return Stepper(raw).run_to_end().output(lang)


def save_scenario(raw: bytes | str) -> SavedScenario:
    """Validate completely, then save in one transaction: an invalid document saves nothing."""
    text = raw.decode("utf-8-sig") if isinstance(raw, (bytes, bytearray)) else raw
    doc = parse_document(text)
    Stepper(doc)  # full validation of state and actions (raises ScenarioError)
    title = doc.get("title") if isinstance(doc.get("title"), str) else ""
    if "\x00" in title:  # a \u0000 escape: PostgreSQL refuses NUL in text, so refuse it here (400)
        raise ScenarioError([Problem("title", "the title contains a NUL character (\\u0000)")])
    with transaction.atomic():
        return SavedScenario.objects.create(game=doc["game"], title=title[:300], document=text)


def load_saved(key: str) -> SavedScenario | None:
    return SavedScenario.objects.filter(key=key).first()


def pretty(doc: dict) -> str:
    return json.dumps(doc, ensure_ascii=False, indent=1)
