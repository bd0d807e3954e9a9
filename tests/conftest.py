"""Paths and helpers every test module may use.

The project stands alone: a clone with no ../shared beside it passes its tests. So:

- Example scenarios the tests run are copies under tests/fixtures/scenarios/ (`SCENARIOS_DIR`,
  `example_scenarios()`); tests/test_fixtures.py checks that the copies equal ../shared's where
  ../shared exists.
- A small Comprehensive Rules file written for the tests (two releases, odd encodings) lives in
  tests/fixtures/cr/ (`CR_FIXTURE_DIR`); see its README.md.
- A test that needs a file the project may not redistribute (the official CR text, the card file,
  ...) asks for it with `require_shared(path, what)` (inside the test or a fixture) or marks itself
  with `needs_shared(path, what)`: without the file it is SKIPPED WITH ONE LINE saying what is
  missing and where to put it; with ../shared beside the checkout (CI) nothing is skipped.
  Never read a ../shared file at import (collection) time.
- `topic_ids()`: the topic list — ../shared/specs/topics.md where it exists, else the content pages.
"""
import os
import re
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

FIXTURES = ROOT / "tests" / "fixtures"
SCENARIOS_DIR = FIXTURES / "scenarios"      # copies of ../shared/examples/scenarios/*.json
CR_FIXTURE_DIR = FIXTURES / "cr"            # the test-written CR releases (not WotC text)
CONTENT_PAGES = ROOT / "content" / "pages"

_ID_RE = re.compile(r"(?:mtg|bfb)\.[a-z0-9.\-]*[a-z0-9]")


def missing_line(path: Path, what: str) -> str:
    """The one line a skip prints: what is missing and where to put it."""
    path = Path(path)
    try:
        shown = os.path.relpath(path, ROOT)
    except ValueError:
        shown = str(path)
    return (f"needs {what}: put {path.name} at {shown} "
            f"(or set SHARED_DIR to a folder laid out like ../shared)")


def require_shared(path: Path, what: str) -> Path:
    """The path, or skip the calling test (or fixture) with one line when it does not exist."""
    if not Path(path).exists():
        pytest.skip(missing_line(path, what))
    return Path(path)


def needs_shared(path: Path, what: str):
    """A skipif mark for a test/module that needs a ../shared file: pytestmark = needs_shared(...)."""
    return pytest.mark.skipif(not Path(path).exists(), reason=missing_line(path, what))


CR_TEXT = "the official Comprehensive Rules text (Wizards of the Coast's; see docs/cr.md)"
needs_cr_jan = needs_shared(CR_JAN_2026, CR_TEXT)
needs_cr_both = pytest.mark.skipif(
    not (CR_JAN_2026.exists() and CR_NOV_2025.exists()),
    reason=missing_line(CR_JAN_2026 if not CR_JAN_2026.exists() else CR_NOV_2025, CR_TEXT))


def example_scenarios(pattern: str = "*.json") -> list[Path]:
    """The example scenarios (the project's copies), sorted."""
    return sorted(SCENARIOS_DIR.glob(pattern))


def example_text(name: str) -> str:
    return (SCENARIOS_DIR / name).read_text(encoding="utf-8")


def topic_ids() -> list[str]:
    """The required topic ids: from ../shared/specs/topics.md where it exists; otherwise the
    content pages are the topic list (every id with an English page)."""
    if TOPICS_MD.exists():
        from content.pages import required_topic_ids
        return required_topic_ids(TOPICS_MD)
    return sorted(p.stem for p in (CONTENT_PAGES / "en").glob("*.md") if _ID_RE.fullmatch(p.stem))


@pytest.fixture(autouse=True)
def _no_page_cache(settings):
    """The rendered-page cache (rulesite/httpcache.py) is off in tests: many tests change the
    database behind the loaders' backs (rows made by hand, rolled back), which a real site never
    does. tests/test_http_cache.py turns it on where it is what is tested."""
    settings.PAGE_CACHE_ENABLED = False


@pytest.fixture(autouse=True)
def _no_rate_limits(settings):
    """The rate limits (rulesite/ratelimit.py) are off in tests, which post hundreds of times from
    one address; tests/test_rate_limit.py turns them on."""
    settings.RATE_LIMITS = {}


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    return SHARED


@pytest.fixture(scope="module")
def loaded_content(django_db_setup, django_db_blocker):
    """The content as on the site (`load_content`: the rule pages, which explanations link their
    rules through, the per-rule explanations and the policy guides), loaded for one test module and
    removed afterwards (leave the session's database as we found it)."""
    from django.core.management import call_command
    with django_db_blocker.unblock():
        call_command("load_content", verbosity=0)
    yield
    with django_db_blocker.unblock():
        from content.models import CRExplanation, Topic
        from policy.models import PolicyEntry
        Topic.objects.all().delete()
        CRExplanation.objects.all().delete()
        PolicyEntry.objects.all().delete()


@pytest.fixture(autouse=True)
def _fresh_content_caches():
    """The caches kept per content version (rulesite/contentcache.py) start empty in every test:
    tests change content rows by hand and roll them back, which leaves the version as it was."""
    try:
        from rulesite import contentcache
    except Exception:  # noqa: BLE001 - Django not set up for this test
        yield
        return
    contentcache.clear_all()
    yield
    contentcache.clear_all()


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
