"""/api/search and /api/cards GET answers are cacheable like the reference pages (issue 25):
an ETag from the content version, 304 on If-None-Match, public Cache-Control, no cookie; a rebuild
of the index or a card import gives a new ETag; errors are not cached."""
import pytest


def _check(client, url, params):
    r = client.get(url, params)
    assert r.status_code == 200, r.content
    etag = r["ETag"]
    assert etag and "public" in r["Cache-Control"] and "max-age" in r["Cache-Control"]
    assert not r.cookies, "an API answer must not set a cookie"
    assert "cookie" not in r.get("Vary", "").lower()
    again = client.get(url, params, HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and again["ETag"] == etag
    return etag


@pytest.mark.django_db
def test_api_search_is_cacheable(client, index_settings, tmp_path):
    etag = _check(client, "/api/search", {"q": "trample", "lang": "en"})
    assert client.get("/api/search", {"q": "flying", "lang": "en"})["ETag"] != etag   # per URL
    from search import engine
    engine.build_index(index_settings.SEARCH_INDEX_DIR, include_cr=False)   # new content version
    assert client.get("/api/search", {"q": "trample", "lang": "en"}, HTTP_IF_NONE_MATCH=etag).status_code == 200
    bad = client.get("/api/search", {"q": "x", "lang": "fr"})
    assert bad.status_code == 400 and not bad.has_header("ETag")


def test_api_cards_is_cacheable(client, db):
    from cards.importer import import_file
    from tests.conftest import CARDS_FIXTURE
    import_file(str(CARDS_FIXTURE))
    etag = _check(client, "/api/cards", {"q": "t:creature c:r"})
    _check(client, "/api/cards/gale-sparrow", {})
    import_file(str(CARDS_FIXTURE), force=True)   # a card import is a new content version
    assert client.get("/api/cards", {"q": "t:creature c:r"}, HTTP_IF_NONE_MATCH=etag).status_code == 200
    bad = client.get("/api/cards", {"q": "foo:bar"})
    assert bad.status_code == 400 and not bad.has_header("ETag")
