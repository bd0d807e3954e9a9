import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# ../shared beside the checkout (CI lays a copy there); SHARED_DIR overrides.
SHARED = Path(os.environ.get("SHARED_DIR", ROOT.parent / "shared")).resolve()
CR_DIR = SHARED / "data" / "cr"
CR_JAN_2026 = CR_DIR / "MagicCompRules-2026-01-16.txt"
CR_NOV_2025 = CR_DIR / "MagicCompRules-2025-11-14.txt"
TOPICS_MD = SHARED / "specs" / "topics.md"
CARDS_DIR = SHARED / "data" / "cards"
CARDS_FILE = CARDS_DIR / "AtomicCards-subset.json.gz"
CARDS_FIXTURE = ROOT / "tests" / "fixtures" / "cards" / "AtomicCards-fixture.json"


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    return SHARED


@pytest.fixture(autouse=True)
def _fresh_card_source():
    """The card pool's per-process caches (cards.source) start empty in every test: a pool
    imported by one test must not be seen by the next one."""
    try:
        from cards import source
    except Exception:  # noqa: BLE001 - Django not set up for this test
        yield
        return
    source.reset()
    yield
    source.reset()
