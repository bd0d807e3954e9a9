import pytest

from tests.conftest import SHARED

CARD_FILE = SHARED / "data" / "cards" / "AtomicCards-subset.json.gz"


@pytest.fixture(scope="session")
def atomic_cards():
    """Every card of the shared card file as compile_card reads it (skipped without the file)."""
    if not CARD_FILE.exists():
        pytest.skip(f"card file missing: put AtomicCards-subset.json.gz (MTGJSON AtomicCards) in {CARD_FILE.parent}")
    from judge.mtg.oracle.atomic import read_atomic
    return read_atomic(CARD_FILE)


@pytest.fixture(scope="session")
def by_name(atomic_cards):
    return {c["name"]: c for c in atomic_cards}
