"""The tournament policy guides in the site search (issue #26): ids "ipg:2.1", "mtr:4.2",
"jar:<topic>", kind "policy", urls in the asker's language."""
import pytest

from search import engine

pytestmark = [pytest.mark.django_db]


@pytest.mark.parametrize("lang,q,want", [
    ("en", "drew two instead of one", {"jar:extra-cards-drawn", "ipg:2.3"}),
    ("th", "จั่วสองใบแทนหนึ่งใบ", {"jar:extra-cards-drawn", "ipg:2.3"}),
    ("ko", "덱이 61장이에요", {"jar:deck-problem", "ipg:3.5"}),
    ("en", "IPG 2.1", {"ipg:2.1"}),
    ("ko", "mtr 4.2", {"mtr:4.2"}),
])
def test_api_kind_policy(client, index_settings, lang, q, want):
    r = client.get("/api/search", {"q": q, "lang": lang, "kind": "policy"})
    assert r.status_code == 200
    results = r.json()["results"]
    assert results and results[0]["id"] in want, results[:3]
    assert {x["kind"] for x in results} == {"policy"}
    assert results[0]["url"].startswith(f"/{lang}/policy/")


def test_policy_guides_are_in_the_default_ranking(client, index_settings):
    results = client.get("/api/search", {"q": "opponent forgot the trigger", "lang": "en"}).json()["results"]
    assert {"jar:missed-trigger", "ipg:2.1", "mtr:4.5"} & {x["id"] for x in results[:5]}


def test_unknown_kind_names_policy(client, index_settings):
    r = client.get("/api/search", {"q": "x", "kind": "rulez"})
    assert r.status_code == 400 and "policy" in r.json()["error"]


def test_search_page_groups_policy_results(client, index_settings):
    html = client.get("/th/search/", {"q": "จั่วการ์ดเกิน"}).content.decode()
    assert 'data-kind="policy"' in html and "นโยบายการแข่งขัน" in html


def test_policy_documents_have_one_per_guide_and_language():
    docs, warnings = engine.documents.policy_documents()
    assert not warnings
    keys = {(d["lang"], d["topic"]) for d in docs}
    for lang in ("en", "th", "ko"):
        assert (lang, "ipg:2.3") in keys and (lang, "jar:missed-trigger") in keys and (lang, "mtr:4.2") in keys
