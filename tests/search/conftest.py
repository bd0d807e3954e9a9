"""Search tests build their own index from the content files, in a temporary directory."""
import pytest

from search import engine


@pytest.fixture(scope="session")
def search_index(tmp_path_factory):
    path = tmp_path_factory.mktemp("search-index")
    stats = engine.build_index(path, include_cr=False)
    return path, stats


@pytest.fixture
def index_settings(search_index, settings):
    """Point the site at the test index."""
    settings.SEARCH_INDEX_DIR = search_index[0]
    return settings


@pytest.fixture(autouse=True)
def _default_language():
    """Each test starts in the default language: a request to /ko/... leaves Korean active in the
    thread, and URL resolving (i18n patterns) in a later test would then only know /ko/."""
    from django.conf import settings
    from django.utils import translation
    translation.activate(settings.LANGUAGE_CODE)
    yield
