import copy

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


@pytest.fixture(scope="module")
def source(by_name):
    """The engine's card source for a test module: a card named in a scenario is compiled from the
    shared card file (once a module) and handed to the engine as its catalogue entry. Yields the
    entries made so far, by name; the previous source comes back afterwards."""
    from judge.mtg import cards as catalogue
    from judge.mtg.oracle import compile_card
    from judge.mtg.oracle.scenario import entry
    made = {}

    def src(name):
        if name in by_name and name not in made:
            made[name] = entry(by_name[name], compile_card(by_name[name]))
        return copy.deepcopy(made.get(name))

    before = catalogue._source
    catalogue.set_card_source(src)
    yield made
    catalogue.set_card_source(before)
