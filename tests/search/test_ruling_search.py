"""Card rulings found by the site search (issue 25, cards/ruling_search.py). The rulings here are
made up (the project never commits Wizards' rulings): the fixture card file's Gale Sparrow carries
two, and the index tests write their own."""
import pytest

from cards.ruling_search import RulingIndex
from tests.conftest import CARDS_FIXTURE

ROWS = [
    ("Stone Warden", "stone-warden", "2021-04-01", "If Stone Warden blocks a creature with trample, assign lethal damage first."),
    ("Stone Warden", "stone-warden", "2023-06-10", "Stone Warden's ability triggers only once each combat."),
    ("River Oracle", "river-oracle", "2022-01-05", "Blocking creatures with trample still need lethal damage assigned."),
    ("Ash Courier", "ash-courier", "", "You can't respond to the mana ability's activation."),
]


def test_every_word_must_be_found_and_the_named_card_comes_first():
    ix = RulingIndex(ROWS)
    got = ix.search("trample lethal damage blocks")
    assert [(r["name"], r["date"]) for r in got] == [("River Oracle", "2022-01-05"), ("Stone Warden", "2021-04-01")]
    got = ix.search("stone warden trample")
    assert [(r["name"], r["date"]) for r in got] == [("Stone Warden", "2021-04-01")]
    # the card's name is searched with its rulings: its rulings first, newest first
    assert [r["date"] for r in ix.search("stone warden")] == ["2023-06-10", "2021-04-01"]
    assert ix.search("respond mana abilities")[0]["name"] == "Ash Courier"
    assert ix.search("trample zebra") == [] and ix.search("the of and") == [] and ix.search("") == []
    # Thai/Korean words do not occur in English rulings: they are left out, not required
    assert ix.search("stone warden 돌진")[0]["name"] == "Stone Warden"


def test_snippet_is_escaped_and_marks_the_words():
    ix = RulingIndex([("X", "x", "2020-01-01", "<b>Trample</b> & blockers: a trampler blocked.")])
    r = ix.search("trample blocked")[0]
    html = ix.snippet(r["text"], r["terms"])
    assert "<b>" not in html and "&lt;b&gt;" in html and "&amp;" in html
    assert "<mark>Trample</mark>" in html and "<mark>blocked</mark>" in html


@pytest.mark.django_db
@pytest.mark.parametrize("lang,heading", [("en", "Card rulings"), ("th", "คำตัดสินเกี่ยวกับการ์ด"), ("ko", "카드 판정")])
def test_search_page_finds_a_cards_ruling(client, index_settings, lang, heading):
    from cards import source
    from cards.importer import import_file
    import_file(str(CARDS_FIXTURE))
    source.reset()
    html = client.get(f"/{lang}/search/", {"q": "gale sparrow block flying"}).content.decode()
    group = html.split('data-kind="extra"', 1)[1].split("</section>", 1)[0]
    assert heading in group
    assert f'href="/{lang}/cards/gale-sparrow/#rulings"' in group and "2025-03-01" in group
    assert "<mark>block</mark>" in group and "older test ruling" not in group
    # words no ruling holds: no group; Born from Blood chosen: no Magic rulings
    assert 'data-kind="extra"' not in client.get(f"/{lang}/search/", {"q": "trample"}).content.decode()
    html = client.get(f"/{lang}/search/", {"q": "gale sparrow block flying", "game": "bfb"}).content.decode()
    assert 'data-kind="extra"' not in html
    body = client.get("/api/search", {"q": "gale sparrow block flying", "lang": lang}).json()
    [group] = body["extra"]
    assert group["name"] == "Card rulings" and group["results"][0]["url"] == f"/{lang}/cards/gale-sparrow/#rulings"
    assert "<mark>flying</mark>" in group["results"][0]["snippet"]
    assert client.get("/api/search", {"q": "gale sparrow block flying", "kind": "cr"}).json()["extra"] == []
    page = client.get(f"/{lang}/cards/gale-sparrow/").content.decode()
    assert 'id="rulings"' in page
