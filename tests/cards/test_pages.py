"""Card search, card pages and the API in English, Thai and Korean; the judge engine with
imported cards (tests/fixtures/cards/)."""
import pytest

from cards import source
from judge.engine import ScenarioError
from judge.services import ran
from langs import LANGS



def _names(client, q, lang="en", limit=10):
    r = client.get("/api/cards", {"q": q, "lang": lang, "limit": limit})
    assert r.status_code == 200, r.content
    return [x["name"] for x in r.json()["results"]]


@pytest.mark.parametrize("q,first", [
    ("Gale Sparrow", "Gale Sparrow"),
    ("gale", "Gale Sparrow"),          # prefix
    ("sparrow gale", "Gale Sparrow"),  # words in any order
    ("gale sparow", "Gale Sparrow"),   # a letter missing
    ("gael sparrow", "Gale Sparrow"),  # two letters swapped
    ("galle sparrow", "Gale Sparrow"),  # a letter doubled
    ("sparr", "Gale Sparrow"),         # a partial name
    ("arrow", "Gale Sparrow"),         # inside a word
    ("frost", "Spark // Frost"),       # a face's name
    ("lim duls", "Lim-Dûl's Lantern"),  # accents and apostrophes
    ("돌풍", "Gale Sparrow"),           # a Korean name
])
def test_search_ranking(client, pool, q, first):
    assert _names(client, q)[0] == first


def test_search_includes_the_built_in_catalogue(client, pool):
    assert "Lightning Bolt" in _names(client, "lightning bolt")
    assert _names(client, "serra angle")[0] == "Serra Angel"


def test_search_without_a_pool_uses_the_catalogue(client, db):
    assert _names(client, "grizly bears")[0] == "Grizzly Bears"
    r = client.get("/en/cards/grizzly-bears/")
    assert r.status_code == 200 and "Grizzly Bears" in r.content.decode()
    r = client.get("/en/cards/")
    assert "built-in catalogue" in r.content.decode()


def test_api_errors(client, pool):
    assert client.get("/api/cards", {"q": "x", "limit": "lots"}).status_code == 400
    assert client.get("/api/cards", {"q": "x", "limit": "5000"}).status_code == 400
    assert client.get("/api/cards", {"q": "x", "offset": "-1"}).status_code == 400
    assert client.get("/api/cards", {"q": "x", "lang": "fr"}).status_code == 400
    assert client.get("/api/cards", {"q": "x" * 300}).status_code == 400
    r = client.get("/api/cards/no-such-card")
    assert r.status_code == 404 and "slug" in r.json()["error"]
    assert client.get("/api/cards", {"q": ""}).json() == {"total": 0, "results": [], "warnings": [], "read_back": ""}


def test_api_card(client, pool):
    r = client.get("/api/cards", {"q": "spark frost", "limit": 1}).json()["results"][0]
    assert r == {"name": "Spark // Frost", "slug": "spark-frost", "url": "/en/cards/spark-frost/",
                 "type": "Instant", "mana_cost": "{R}"}
    d = client.get("/api/cards/hollow-colossus").json()
    assert d["modelled"] in ("none", "partial") and d["unmodelled"]
    assert d["faces"][0]["power"] == "*" and d["faces"][0]["toughness"] == "1+*"
    d = client.get("/api/cards/gale-sparrow", {"lang": "ko"}).json()
    assert d["modelled"] == "full" and d["unmodelled"] == [] and d["names"] == {"ko": "돌풍참새"}
    assert d["url"] == "/ko/cards/gale-sparrow/"
    assert d["legalities"]["standard"] == "legal"


@pytest.mark.parametrize("lang", LANGS)
def test_search_page_and_fragment(client, pool, lang):
    r = client.get(f"/{lang}/cards/", {"q": "sparow"})
    html = r.content.decode()
    assert r.status_code == 200 and 'href="/%s/cards/gale-sparrow/"' % lang in html
    assert 'hx-get="/%s/cards/"' % lang in html and 'action="/%s/cards/"' % lang in html
    frag = client.get(f"/{lang}/cards/", {"q": "sparow"}, HTTP_HX_REQUEST="true").content.decode()
    assert "<html" not in frag and "gale-sparrow" in frag
    if lang == "ko":
        assert "돌풍참새" in frag
    none = client.get(f"/{lang}/cards/", {"q": "qqqzzz"}).content.decode()
    assert 'data-count="0"' in none


@pytest.fixture
def flying_topic(db):
    from content.models import Topic, TopicPage
    t = Topic.objects.create(id="mtg.kw.flying", game="mtg", kind="keyword", section="keywords", order=1, cr=["702.9"], related=[])
    for lang, title in (("en", "Flying"), ("th", "บิน"), ("ko", "비행")):
        TopicPage.objects.create(topic=t, lang=lang, title=title, summary=f"{title}: test summary", aliases=[],
                                 body="", html="<p>x</p>", headings=[], source_hash="x")
    return t


@pytest.mark.parametrize("lang", LANGS)
def test_card_page(client, pool, flying_topic, lang):
    r = client.get(f"/{lang}/cards/gale-sparrow/")
    html = r.content.decode()
    assert r.status_code == 200
    # the keyword links its rules page in the page's language, with the hover/tap definition
    assert f'href="/{lang}/t/mtg.kw.flying/"' in html and f'hx-get="/{lang}/t/mtg.kw.flying/summary/"' in html
    assert 'class="kw-info"' in html and 'class="reminder"' in html
    assert 'title="' in html and "{1}" in html            # mana symbols written out
    assert f'href="/{lang}/cr/302/"' in html               # the rules its type brings
    assert 'data-modelled="full"' in html
    assert 'action="/%s/judge/"' % lang in html and 'value="Gale Sparrow"' in html
    if lang == "ko":
        assert "돌풍참새" in html
    assert r["Cache-Control"].startswith("public") and r["ETag"]
    again = client.get(f"/{lang}/cards/gale-sparrow/", HTTP_IF_NONE_MATCH=r["ETag"])
    assert again.status_code == 304


def test_card_page_faces_rules_and_modelled_lines(client, pool):
    html = client.get("/en/cards/spark-frost/").content.decode()
    assert "Spark" in html and "Frost" in html and 'href="/en/cr/709/"' in html
    html = client.get("/en/cards/lantern-keeper-lantern-wraith/").content.decode()
    assert "Lantern Wraith" in html and "3/3" in html and 'href="/en/cr/712/"' in html
    html = client.get("/en/cards/briar-wanderer-gather-thorns/").content.decode()
    assert "Gather Thorns" in html and 'href="/en/cr/715/"' in html
    html = client.get("/en/cards/wardens-blessing/").content.decode()
    assert 'href="/en/cr/303.4/"' in html
    html = client.get("/en/cards/thornblade/").content.decode()
    assert 'href="/en/cr/301.5/"' in html
    html = client.get("/en/cards/tale-of-the-drowned-city/").content.decode()
    assert 'href="/en/cr/714/"' in html
    html = client.get("/en/cards/vesna-storm-caller/").content.decode()
    assert 'href="/en/cr/306/"' in html and "href=\"/en/cr/205.4d/\"" in html
    html = client.get("/en/cards/hollow-colossus/").content.decode()
    assert "*/1+*" in html and "not modelled" in html
    html = client.get("/en/cards/odd-contraption/").content.decode()
    assert "mystery_layout" in html
    html = client.get("/en/cards/plane-of-echoes/").content.decode()
    assert "does not play cards of this type" in html
    html = client.get("/th/cards/forbidden-sigil/").content.decode()
    assert 'data-format="vintage"' in html
    assert client.get("/en/cards/no-such-card/").status_code == 404


def test_text_is_escaped(client, pool):
    from cards.models import Card
    Card.objects.filter(name="Mossback Grazer").update(text="x", faces=[{
        "name": "Mossback Grazer", "mana_cost": "{3}{G}", "type_line": "<script>alert(1)</script>",
        "types": ["creature"], "text": "<b>bold</b> {G}", "keywords": [], "power": "4", "toughness": "4"}])
    html = client.get("/en/cards/mossback-grazer/").content.decode()
    assert "<script>alert" not in html and "<b>bold" not in html and "&lt;b&gt;bold" in html


def _doc(battlefield, actions, hand_a=()):
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "library": 20, "hand": list(hand_a)},
                                  {"id": "B", "life": 20, "library": 20}],
                      "battlefield": battlefield},
            "actions": actions}


def test_scenario_names_an_imported_card(pool):
    doc = _doc([{"id": "bird", "card": "Gale Sparrow", "controller": "A"},
                {"id": "beast", "card": "Mossback Grazer", "controller": "B"}],
               [{"type": "advance_to", "step": "declare_attackers"},
                {"type": "declare_attackers", "attackers": [{"id": "bird", "defending": "B"}]},
                {"type": "declare_blockers", "blockers": [{"id": "beast", "blocking": "bird"}]}])
    s = ran(doc)
    events = [e for step in s.steps for e in step[1]]
    assert any(e.type == "illegal" for e in events)      # a creature without flying or reach can't block it
    doc["actions"] = doc["actions"][:2] + [{"type": "advance_to", "step": "end"}]
    s = ran(doc)
    final = s.state_at(len(s.steps) - 1)
    assert {p["id"]: p["life"] for p in final["players"]}["B"] == 19


def test_scenario_printed_values_are_defaults(pool):
    doc = _doc([{"id": "c", "card": "Hollow Colossus", "controller": "A", "power": 3, "toughness": 4}], [])
    s = ran(doc)
    o = s.state_at(0)["battlefield"][0]
    assert (o["power"], o["toughness"]) == (3, 4)


def test_unknown_card_is_still_an_error(pool):
    with pytest.raises(ScenarioError):
        ran(_doc([{"id": "x", "card": "No Such Card", "controller": "A"}], []))


@pytest.mark.parametrize("lang", LANGS)
def test_open_in_judge_tool(client, pool, lang):
    r = client.get(f"/{lang}/judge/", {"card": "Hollow Colossus"})
    html = r.content.decode()
    assert r.status_code == 200 and "Hollow Colossus" in html and "hollow-colossus" in html
    assert "power is equal to the number of cards" in html      # its unmodelled line is shown
    r = client.get(f"/{lang}/judge/", {"card": "No Such Card"})
    assert r.status_code == 404


def test_editor_catalogue_search_uses_the_pool(client, pool):
    html = client.get("/en/judge/cards/", {"q": "sparow"}, HTTP_HX_REQUEST="true").content.decode()
    assert "add_catalog:Gale Sparrow" in html
    assert [e["card"] for e in source.search_entries("serra angle", 3)][0] == "Serra Angel"


@pytest.mark.parametrize("lang", LANGS)
def test_site_search_shows_cards(client, pool, lang):
    html = client.get(f"/{lang}/search/", {"q": "gale sparow"}).content.decode()
    assert 'data-kind="card"' in html and f'href="/{lang}/cards/gale-sparrow/"' in html
    live = client.get(f"/{lang}/search/", {"q": "gale sparow"}, HTTP_HX_REQUEST="true").content.decode()
    assert "gale-sparrow" in live
    html = client.get(f"/{lang}/search/", {"q": "gale sparow", "game": "bfb"}).content.decode()
    assert 'data-kind="card"' not in html


def test_unmodelled_lines_of_a_spell_on_the_stack(client, pool):
    from judge import board
    doc = _doc([], [])
    doc["state"]["stack"] = [{"id": "s1", "card": "Odd Contraption", "controller": "A"}]
    s = ran(doc)
    b = board.board("mtg", s.state_at(0), None, set())
    assert b["stack"][0]["unmodelled"] == ["Odd Contraption does something new."]


@pytest.mark.parametrize("lang,heading", [("en", "What each line does"), ("th", "แต่ละบรรทัดของการ์ดทำอะไร"),
                                          ("ko", "각 줄이 하는 일")])
def test_card_page_explains_each_compiled_line_in_the_readers_language(client, pool, lang, heading):
    """Issue 23 (Thai review, 'Outside the text'): the card-line explanations existed in three
    languages but no card page showed them."""
    from judge.engine.messages import CATALOGUE
    html = client.get(f"/{lang}/cards/gale-sparrow/").content.decode()
    assert heading in html and 'class="line-explanations"' in html
    block = html.split('class="line-explanations"', 1)[1].split("</dl>", 1)[0]
    assert "<dt lang=\"en\">Flying (This creature can fly" in block
    keyword_line = CATALOGUE["mtg.oracle.line.keyword"][lang].split("{")[0].strip()
    assert keyword_line[:12] in block, (keyword_line, block)
    assert "CR 702.1" in block


# --- issue 25: Scryfall's syntax through the API and the page ------------------------------------
def test_api_scryfall_syntax(client, pool):
    r = client.get("/api/cards", {"q": "t:creature c:r mv<=3", "lang": "en"})
    assert r.status_code == 200
    d = r.json()
    assert set(d) == {"total", "results", "warnings", "read_back"}
    assert {x["name"] for x in d["results"]} == {"Cinder Hound", "Ember Imp"} and d["total"] == 2
    assert d["read_back"].startswith("Cards where the type line contains “creature”")
    ko = client.get("/api/cards", {"q": "t:생물 c:적색 mv<=3", "lang": "ko"}).json()
    assert {x["name"] for x in ko["results"]} == {"Cinder Hound", "Ember Imp"} and "적색" in ko["read_back"]
    th = client.get("/api/cards", {"q": "t:ครีเจอร์ c:แดง", "lang": "th"}).json()
    assert "Sky Reaver" in {x["name"] for x in th["results"]} and "แดง" in th["read_back"]


def test_api_warnings_400_and_empty(client, pool):
    d = client.get("/api/cards", {"q": "r:rare kw:flying"}).json()
    # the pool's flyers (and the built-in catalogue's, which the search covers too)
    assert d["warnings"] and {"Gale Sparrow", "Ember Imp", "Sky Reaver"} <= {x["name"] for x in d["results"]}
    assert "Cinder Hound" not in {x["name"] for x in d["results"]}
    r = client.get("/api/cards", {"q": "foo:bar set:lea"})
    assert r.status_code == 400 and "foo:bar" in r.json()["error"]
    assert client.get("/api/cards", {"q": "t:creature o:zzzqqq"}).json()["results"] == []


def test_api_all_matches_and_paging(client, pool):
    d = client.get("/api/cards", {"q": "t:creature"}).json()
    assert d["total"] == len(d["results"]) > 10
    page = client.get("/api/cards", {"q": "t:creature", "limit": 3, "offset": 3}).json()
    assert [x["name"] for x in page["results"]] == [x["name"] for x in d["results"][3:6]] and page["total"] == d["total"]


def test_page_shows_read_back_and_warnings(client, pool):
    html = client.get("/ko/cards/", {"q": "t:생물 r:rare"}).content.decode()
    assert "read-back" in html and "query-warnings" in html and "Gale Sparrow" in html
    html = client.get("/en/cards/", {"q": "foo:bar"}).content.decode()
    assert "query-error" in html


# --- issue 25: rulings ------------------------------------------------------------------------
@pytest.mark.parametrize("lang,heading", [("en", "Rulings"), ("th", "คำตัดสินเกี่ยวกับการ์ด"), ("ko", "판정")])
def test_card_page_shows_rulings_dated_with_cr_numbers_linked(client, pool, lang, heading):
    html = client.get(f"/{lang}/cards/gale-sparrow/").content.decode()
    block = html.split('class="card-rulings"', 1)[1].split("</section>", 1)[0]
    assert heading in block
    # oldest first, each dated, the CR number a link to the rule in the reader's language
    assert block.index('datetime="2024-11-15"') < block.index('datetime="2025-03-01"')
    assert f'<a class="cr-ref" href="/{lang}/cr/702.9b/">702.9b</a>' in block
    assert 'class="card-rulings"' not in client.get(f"/{lang}/cards/cinder-hound/").content.decode()


def test_api_card_rulings_and_a_bad_rulings_field_is_refused(client, pool, tmp_path):
    d = client.get("/api/cards/gale-sparrow").json()
    assert [x["date"] for x in d["rulings"]] == ["2024-11-15", "2025-03-01"]
    import json
    from cards.importer import import_file
    from tests.conftest import CARDS_FIXTURE
    doc = json.loads(CARDS_FIXTURE.read_text(encoding="utf-8"))
    doc["data"]["Gale Sparrow"][0]["rulings"] = "not a list"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(Exception, match="rulings"):
        import_file(str(bad))
    assert client.get("/api/cards/gale-sparrow").json()["rulings"], "the previous pool is kept"


def test_import_card_names_in_forges_layout(client, pool):
    from io import StringIO
    from django.core.management import call_command
    from tests.conftest import FIXTURES
    out = StringIO()
    call_command("import_card_names", str(FIXTURES / "cards" / "forge-names-ko.txt"), "--lang", "ko", stdout=out)
    assert "2 cards named in ko; 1 names not in the pool; 1 lines" in out.getvalue()
    assert _names(client, "잿불 사냥개", lang="ko")[0] == "Cinder Hound"
    assert "이끼등 풀뜯개" in client.get("/ko/cards/mossback-grazer/").content.decode()
