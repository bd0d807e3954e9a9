"""Search tests build their own index from the content files, in a temporary directory."""
import pytest
from django.urls import resolve

from search import engine


@pytest.fixture(scope="session")
def search_index(tmp_path_factory):
    path = tmp_path_factory.mktemp("search-index")
    stats = engine.build_index(path, include_cr=False)
    return path, stats


@pytest.fixture
def index_settings(search_index, settings):
    """Point the site at the test index (and at a URL conf that reaches the search views)."""
    settings.SEARCH_INDEX_DIR = search_index[0]
    try:
        reaches = resolve("/en/search/").func.__module__ == "search.views"
    except Exception:
        reaches = False
    if not reaches:
        # rulesite/urls.py includes content.urls ("<str:game>/") before search.urls, which shadows
        # /<lang>/search/; until the lead reorders it, test the views through an equivalent URL conf.
        settings.ROOT_URLCONF = "tests.search.urls"
    return settings
