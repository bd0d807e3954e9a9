"""The card pool tests import the project's own fixture (tests/fixtures/cards/, invented cards);
tests that need the shared 35,033-card file skip when it is absent."""
import pytest

from tests.conftest import CARDS_FILE, CARDS_FIXTURE


@pytest.fixture
def pool(db):
    from cards.importer import import_file
    return import_file(str(CARDS_FIXTURE))


@pytest.fixture(scope="module")
def shared_pool(django_db_setup, django_db_blocker):
    """The shared file imported once per module (and removed afterwards)."""
    if not CARDS_FILE.exists():
        pytest.skip(f"the card file is not in {CARDS_FILE.parent} (put MTGJSON's AtomicCards there)")
    from cards.importer import import_file
    from cards.models import Card, CardName, Pool
    with django_db_blocker.unblock():
        res = import_file(str(CARDS_FILE))
    yield res
    with django_db_blocker.unblock():
        CardName.objects.all().delete()
        Card.objects.all().delete()
        Pool.objects.all().delete()


@pytest.fixture
def big(shared_pool, db):
    return shared_pool
