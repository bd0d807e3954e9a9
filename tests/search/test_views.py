"""The search page, its htmx fragment, filters, groups, "did you mean" and the JSON API."""
import functools

import pytest

from search import engine

pytestmark = pytest.mark.django_db


@functools.lru_cache(maxsize=1)
def _pages():
    return engine.read_pages(engine.DEFAULT_PAGES_DIR)[0]


def has(lang, *ids):
    return all(lang in _pages().get(i, {}) for i in ids)


@pytest.fixture
def small_pages(tmp_path):
    """A few real content files (fast rebuilds)."""
    import shutil

    src = engine.DEFAULT_PAGES_DIR
    for lang in ("en", "th", "ko"):
        (tmp_path / "pages" / lang).mkdir(parents=True)
        for f in sorted((src / lang).glob("mtg.kw.*.md"))[:4] + sorted((src / lang).glob("mtg.casting.md")):
            shutil.copy(f, tmp_path / "pages" / lang / f.name)
    return tmp_path / "pages"


def test_urls_are_wired():
    from django.urls import resolve

    assert resolve("/en/search/").func.__module__ == "search.views"
    assert resolve("/api/search").func.__module__ == "search.views"


def test_full_page_without_js(client, index_settings):
    r = client.get("/en/search/", {"q": "flying"})
    assert r.status_code == 200
    html = r.content.decode()
    assert "<html" in html and 'id="search-results"' in html
    assert 'class="result-link" href="/en/t/mtg.kw.flying/"' in html
    assert "<mark>" in html
    assert 'value="flying"' in html  # the header search box keeps the query


def test_htmx_request_gets_fragment_only(client, index_settings):
    r = client.get("/en/search/", {"q": "flying"}, HTTP_HX_REQUEST="true")
    html = r.content.decode()
    assert r.status_code == 200
    assert "<html" not in html and "<header" not in html
    assert html.lstrip().startswith('<div id="search-results"')
    assert "mtg.kw.flying" in html
    assert "HX-Request" in r["Vary"]


def test_empty_query_shows_hint(client, index_settings):
    r = client.get("/th/search/")
    assert r.status_code == 200
    assert 'id="search-results"' in r.content.decode()


def test_game_filter(client, index_settings):
    if not has("en", "bfb.kw.block"):
        pytest.skip("no bfb block page yet")
    both = client.get("/api/search", {"q": "block", "lang": "en", "limit": 20}).json()["results"]
    assert {r["game"] for r in both} == {"mtg", "bfb"}
    for game in ("mtg", "bfb"):
        res = client.get("/api/search", {"q": "block", "lang": "en", "game": game}).json()["results"]
        assert res and {r["game"] for r in res} == {game}
        page = client.get("/en/search/", {"q": "block", "game": game}).content.decode()
        other = "bfb" if game == "mtg" else "mtg"
        assert f'data-game="{other}"' not in page and f'data-game="{game}"' in page


def test_rules_and_keywords_apart(client, index_settings):
    html = client.get("/en/search/", {"q": "flying block", "game": "mtg"}).content.decode()
    assert 'data-kind="keyword"' in html and 'data-kind="rule"' in html
    kw = html[html.index('data-kind="keyword"'):]
    assert "mtg.kw.flying" in kw
    rules = html[html.index('data-kind="rule"'):]
    assert 'data-id="mtg.kw.' not in rules.split("</section>")[0]


def test_group_of_the_best_hit_comes_first(client, index_settings):
    html = client.get("/en/search/", {"q": "flying"}).content.decode()
    assert html.index('data-kind="keyword"') < html.index('data-kind="rule"')
    html = client.get("/en/search/", {"q": "state based actions"}).content.decode()
    assert html.index('data-kind="rule"') < html.index('data-kind="keyword"')


def test_did_you_mean(client, index_settings):
    if not has("en", "mtg.kw.deathtouch"):
        pytest.skip("no deathtouch page yet")
    html = client.get("/en/search/", {"q": "deathtuch"}).content.decode()
    assert "did-you-mean" in html and "q=deathtouch" in html
    assert "/en/t/mtg.kw.deathtouch/" in html
    data = client.get("/api/search", {"q": "deathtuch"}).json()
    assert data["suggestion"] == "deathtouch"
    assert data["results"][0]["id"] == "mtg.kw.deathtouch"


def test_no_suggestion_for_known_words(client, index_settings):
    assert "suggestion" not in client.get("/api/search", {"q": "flying"}).json()


def test_api_contract(client, index_settings):
    r = client.get("/api/search", {"q": "บิน", "lang": "th", "game": "mtg", "limit": 10})
    assert r.status_code == 200 and r["Content-Type"].startswith("application/json")
    data = r.json()
    assert data["query"] == "บิน" and isinstance(data["took_ms"], (int, float))
    first = data["results"][0]
    assert set(first) == {"id", "kind", "game", "title", "url", "snippet"}
    assert first["id"] == "mtg.kw.flying" and first["kind"] == "keyword" and first["game"] == "mtg"
    assert first["url"] == "/th/t/mtg.kw.flying/"


@pytest.mark.parametrize("q", ["flying", "บิน", "비행", "ฟลาย", "플라잉"])
@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_keyword_name_in_any_language(client, index_settings, q, lang):
    if not has(lang, "mtg.kw.flying"):
        pytest.skip(f"no {lang} flying page yet")
    res = client.get("/api/search", {"q": q, "lang": lang}).json()["results"]
    assert res[0]["id"] == "mtg.kw.flying"


@pytest.mark.parametrize("q,topic", [("601.2", "mtg.casting"), ("CR 601.2", "mtg.casting"),
                                     ("704.5q", "mtg.sba.counters"), ("702.19c", "mtg.kw.trample"),
                                     ("702.9b", "mtg.kw.flying")])
def test_rule_number_first(client, index_settings, q, topic):
    if not has("en", topic):
        pytest.skip(f"no {topic} page yet")
    assert client.get("/api/search", {"q": q}).json()["results"][0]["id"] == topic


def test_rule_number_beats_cr_documents(tmp_path, small_pages):
    cr = [{"id": "cr:601.2", "kind": "cr", "game": "mtg", "lang": "en", "title": "601.2",
           "body": "To cast a spell is to take it from where it is and put it on the stack.",
           "url": "/cr/601.2/", "release": "2026-01-16"}]
    engine.build_index(tmp_path / "ix", pages_dir=small_pages, extra_documents=cr, include_cr=False)
    tmp_path = tmp_path / "ix"
    res = engine.search("601.2", "en", index_dir=tmp_path)
    assert res.results and res.results[0]["kind"] in ("rule", "keyword")
    assert all(r["kind"] != "cr" for r in res.results)
    crs = engine.search_cr("601.2", index_dir=tmp_path)
    assert crs[0]["id"] == "cr:601.2" and crs[0]["release"] == "2026-01-16"


def test_cr_group_on_page(client, settings, tmp_path, small_pages):
    cr = [{"id": "cr:702.9b", "kind": "cr", "game": "mtg", "lang": "en", "title": "702.9b",
           "body": "A creature with flying can't be blocked except by creatures with flying and/or reach.",
           "url": "/cr/702.9b/", "release": "2026-01-16"}]
    engine.build_index(tmp_path / "ix", pages_dir=small_pages, extra_documents=cr, include_cr=False)
    settings.SEARCH_INDEX_DIR = tmp_path / "ix"
    html = client.get("/th/search/", {"q": "702.9b"}).content.decode()
    assert 'data-kind="cr"' in html and 'href="/th/cr/702.9b/"' in html and "2026-01-16" in html


@pytest.mark.parametrize("q,topic", [("공격자는", "mtg.combat.declare-attackers"), ("비행을", "mtg.kw.flying"),
                                     ("blocking", "mtg.combat.declare-blockers"),
                                     ("ดาเมจส่วนเกิน", "bfb.kw.pierce"),
                                     ("ลำดับขั้นตอนการร่ายสเปลล์", "mtg.casting")])
def test_inflected_and_unspaced_queries(client, index_settings, q, topic):
    lang = "ko" if q[0] >= "\uac00" else "th" if q[0] >= "\u0e00" else "en"
    if not has(lang, topic):
        pytest.skip(f"no {lang} {topic} page yet")
    ids = [r["id"] for r in client.get("/api/search", {"q": q, "lang": lang}).json()["results"][:3]]
    assert topic in ids


def test_korean_particles_and_english_inflections(index_settings):
    a = engine.DEFAULT_CONFIG.analyzer()
    assert {"공격", "격자"} <= set(a.terms("공격자는")) and {"공격", "격자"} == set(a.terms("공격자"))
    assert "생물" in a.terms("생물을")
    from search.analysis import MultiScriptAnalyzer

    strip = MultiScriptAnalyzer(korean="bigram_strip")
    assert strip.terms("공격자는") == ["공격", "격자"] and strip.terms("생물을") == ["생물"]
    assert {a.terms(w)[0] for w in ("blocking", "blocked", "blockers", "block")} == {"block"}
    assert a.terms("ดาเมจส่วนเกิน") == ["ดาเมจ", "ส่วนเกิน"]


def test_rebuild_swaps_atomically(tmp_path, small_pages):
    tmp_path = tmp_path / "ix"
    engine.build_index(tmp_path, pages_dir=small_pages, include_cr=False)
    first = (tmp_path / "CURRENT").read_text().strip()
    before = engine.search("flying", "en", index_dir=tmp_path).results
    engine.build_index(tmp_path, pages_dir=small_pages, include_cr=False)
    second = (tmp_path / "CURRENT").read_text().strip()
    assert first != second and (tmp_path / second).is_dir()
    assert (tmp_path / first).is_dir()  # the previous generation stays for readers that opened it
    after = engine.search("flying", "en", index_dir=tmp_path).results
    assert [r["id"] for r in before] == [r["id"] for r in after]


def test_searches_during_rebuild_never_see_an_empty_index(tmp_path, small_pages):
    import threading

    tmp_path = tmp_path / "ix"
    engine.build_index(tmp_path, pages_dir=small_pages, include_cr=False)
    stop = threading.Event()
    failures = []

    def reader():
        while not stop.is_set():
            try:
                if not engine.search("flying", "en", index_dir=tmp_path).results:
                    failures.append("empty")
            except Exception as exc:  # noqa: BLE001
                failures.append(repr(exc))
            stop.wait(0.002)   # let the rebuilding thread run: two readers in a tight loop can starve it

    threads = [threading.Thread(target=reader, daemon=True) for _ in range(2)]
    for t in threads:
        t.start()
    try:
        for _ in range(3):
            engine.build_index(tmp_path, pages_dir=small_pages, include_cr=False)
    finally:
        stop.set()
        for t in threads:
            t.join(timeout=60)
    assert not any(t.is_alive() for t in threads), "a reader thread did not stop"
    assert not failures, failures[:3]


@pytest.mark.parametrize("lang,text", [("th", "ค้นหากฎ"), ("ko", "규칙 검색")])
def test_interface_is_translated(client, index_settings, lang, text):
    html = client.get(f"/{lang}/search/", {"q": "flying"}).content.decode()
    assert text in html
