"""Questions that name a Magic card (issue 25, search/engine/cards.py and cards/recognise.py).

These run without ../shared: the finder is built from the built-in card catalogue (judge/mtg/cards.py)
or from records written here; tests/search/test_quality.py measures the card-naming queries against
the full card file."""
import time
from dataclasses import replace
from contextlib import contextmanager

import pytest

from cards.recognise import CardFinder
from judge.mtg import cards as engine_cards
from search import engine


def catalogue_records():
    out = []
    for name in engine_cards.names():
        e = engine_cards.builtin(name)
        out.append({"name": name, "slug": name.lower().replace(" ", "-"), "keywords": list(e.get("keywords") or []),
                    "types": list(e.get("types") or []), "names": list((e.get("names") or {}).values())})
    return out


MADE_UP = [  # invented cards: a "blood" name, a one-word name that is a game word, a legend
    {"name": "Bloodmarsh Stomper", "slug": "bloodmarsh-stomper", "keywords": ["Trample"], "types": ["creature"], "names": []},
    {"name": "Flash", "slug": "flash", "keywords": [], "types": ["instant"], "names": []},
    {"name": "Out of Time", "slug": "out-of-time", "keywords": [], "types": ["enchantment"], "names": []},
    {"name": "Orrak, Keeper of Walls", "slug": "orrak", "keywords": ["Defender"], "types": ["creature"], "names": []},
    {"name": "Marsh Paladin of Ulm", "slug": "marsh-paladin", "keywords": ["First strike", "Flying", "Protection"],
     "types": ["creature"], "names": [], "text": "Flying, first strike, protection from Dragons (reminder, text)"},
    {"name": "Sky Tender", "slug": "sky-tender", "keywords": ["Flying", "Vigilance"], "types": ["creature"],
     "names": ["하늘지기"]},
]


@pytest.fixture(scope="module")
def finder():
    return CardFinder(catalogue_records() + MADE_UP, {"dreadmaw": "Colossal Dreadmaw", "โบลต์": "Lightning Bolt",
                                                     "볼트": "Lightning Bolt"})


@contextmanager
def finder_set(fn):
    """The engine with this card finder (None: none), the site's one (cards/apps.py) put back after."""
    from search.engine.cards import _FINDER
    before = _FINDER["fn"]
    engine.register_card_finder(fn)
    try:
        yield
    finally:
        engine.register_card_finder(before)


@pytest.fixture
def with_finder(finder):
    with finder_set(finder.find):
        yield finder


def names(found):
    return [(m["card"]["name"], m["text"], m["how"]) for m in found]


def test_finder_finds_names_nicknames_and_translated_names(finder):
    assert names(finder.find("does Colossal Dreadmaw trample over a chump blocker")) == [
        ("Colossal Dreadmaw", "Colossal Dreadmaw", "name")]
    assert names(finder.find("dreadmaw blocked by a 1/1")) == [("Colossal Dreadmaw", "dreadmaw", "nickname")]
    # a Korean particle glued to the name, the name written without its space
    assert names(finder.find("세라 천사가 공격하면 탭되나요"))[0][:2] == ("Serra Angel", "세라 천사")
    assert names(finder.find("세라천사 공격"))[0][0] == "Serra Angel"
    assert names(finder.find("typhoid rats로 방어하면"))[0][:2] == ("Typhoid Rats", "typhoid rats")
    # Thai: no spaces, a tone mark at the end of the nickname stays in the matched text
    assert names(finder.find("โบลต์ตีเพลนส์วอล์คเกอร์ได้ไหม")) == [("Lightning Bolt", "โบลต์", "nickname")]
    # the part of a legendary name before its comma; the longest name wins
    assert names(finder.find("can orrak attack")) == [("Orrak, Keeper of Walls", "orrak", "short")]
    assert [m["card"]["name"] for m in finder.find("serra angel and typhoid rats")] == ["Serra Angel", "Typhoid Rats"]
    assert finder.find("what is first strike") == []


def test_finder_is_a_lookup_not_a_scan(finder):
    q = "does colossal dreadmaw trample over a chump blocker when it attacks a planeswalker"
    t = time.process_time()
    for _ in range(200):
        finder.find(q)
    per = (time.process_time() - t) / 200
    assert per < 0.002, f"{per * 1000:.2f} ms per question"


def _ids(res):
    return [r["id"] for r in res.results]


def test_card_keyword_page_first(search_index, with_finder):
    path = search_index[0]
    res = engine.search("can orrak attack", lang="en", index_dir=path)
    assert [c["name"] for c in res.cards] == ["Orrak, Keeper of Walls"]
    assert res.cards[0]["keywords"] == ["Defender"] and res.cards[0]["url"] == "/en/cards/orrak/"
    assert _ids(res)[0] == "mtg.kw.defender", _ids(res)[:3]
    res = engine.search("세라 천사 공격하면 탭되나요", lang="ko", index_dir=path)
    assert _ids(res)[0] == "mtg.kw.vigilance", _ids(res)[:3]
    # the question names another keyword's page: that page stays first, the card's come next
    res = engine.search("does sky tender have summoning sickness", lang="en", index_dir=path)
    assert _ids(res)[0] == "mtg.kw.summoning-sickness"
    assert {"mtg.kw.flying", "mtg.kw.vigilance"} <= set(_ids(res)[1:4]), _ids(res)[:4]


def test_the_keyword_whose_line_holds_a_question_word_comes_first(search_index, with_finder):
    # flying and first strike pages talk about blocking too; the card's protection is from Dragons
    res = engine.search("can marsh paladin of ulm be blocked by a dragon", lang="en", index_dir=search_index[0])
    assert _ids(res)[0] == "mtg.kw.protection", _ids(res)[:3]
    blind = replace(engine.DEFAULT_CONFIG, card_text=0.0)   # the stage without the card's text
    res = engine.search("can marsh paladin of ulm be blocked by a dragon", lang="en", index_dir=search_index[0],
                        config=blind)
    assert _ids(res)[0] != "mtg.kw.protection", "the test no longer needs the card's text"


def test_card_named_blood_does_not_pull_in_born_from_blood(search_index, finder):
    path = search_index[0]
    q = "bloodmarsh stomper blood on the battlefield chump blocked"
    with finder_set(None):
        before = engine.search(q, lang="en", index_dir=path)
    with finder_set(finder.find):
        after = engine.search(q, lang="en", index_dir=path)
    assert any(r["game"] == "bfb" for r in before.results), "the test query no longer reaches Born from Blood pages"
    assert after.results and all(r["game"] == "mtg" for r in after.results)
    assert _ids(after)[0] == "mtg.kw.trample"


def test_game_words_are_not_cards(search_index, with_finder):
    path = search_index[0]
    res = engine.search("can I flash in a creature during combat", lang="en", index_dir=path)
    assert res.cards == []
    assert _ids(res)[0] == "mtg.kw.flash"
    assert engine.search("my attacker ran out of time at the end of turn", lang="en", index_dir=path).cards == []
    res = engine.search("bfb combat", lang="en", index_dir=path)
    assert res.cards == [] and all(r["game"] == "bfb" for r in res.results)


def test_no_finder_no_cards(search_index):
    with finder_set(None):
        res = engine.search("can serra angel attack", lang="en", index_dir=search_index[0])
    assert res.cards == [] and res.results


@pytest.mark.django_db
def test_api_and_page_show_the_named_card(client, index_settings):
    from cards import source
    from search.engine.cards import _FINDER
    source.reset()
    assert _FINDER["fn"] is source.cards_in_query     # cards/apps.py registered it
    body = client.get("/api/search", {"q": "can serra angel attack and block the same turn", "lang": "ko"}).json()
    assert body["cards"] == [{"name": "Serra Angel", "url": "/ko/cards/serra-angel/", "matched": "serra angel",
                              "keywords": ["flying", "vigilance"]}]
    assert body["results"][0]["id"] == "mtg.kw.vigilance"
    assert client.get("/api/search", {"q": "vigilance", "lang": "en"}).json()["cards"] == []
    html = client.get("/ko/search/", {"q": "세라 천사 공격하면 탭되나요"}).content.decode()
    assert 'data-kind="named-card"' in html and "질문 속 카드" in html and 'data-slug="serra-angel"' in html
