"""Odd input never gives a 500, through the page and the API; snippets never let markup through."""
import json

import pytest

pytestmark = pytest.mark.django_db

ODD = [
    "", " ", '"unbalanced', "((bracket", "bracket))", "[x", "{y", "*", "?", "fly*", "OR OR", "AND",
    "NOT", "title:", "field:", ":", "body:flying", "a" * 10_000, "ดาเมจ" * 2000,
    "\x00\x01\x02 flying \x7f", "flying\u200b", "บิน flying 비행 mixed", "704.5q 704.5q",
    "<script>alert(1)</script>", "'\"><img src=x onerror=alert(1)>", "%", "%%", "\\", "/", "~2",
    "flying^5", "999.999z", "0", "-1", "🙂", "ｆｌｙｉｎｇ", "ᄀ", "ㅋㅋㅋ", "ๆๆๆ",
]


@pytest.mark.parametrize("q", ODD)
def test_page_and_api_survive(client, index_settings, q):
    r = client.get("/en/search/", {"q": q})
    assert r.status_code == 200
    r = client.get("/en/search/", {"q": q}, HTTP_HX_REQUEST="true")
    assert r.status_code == 200
    r = client.get("/api/search", {"q": q, "lang": "th"})
    assert r.status_code == 200
    data = r.json()
    assert set(data) >= {"query", "results", "took_ms"}
    assert isinstance(data["results"], list)


@pytest.mark.parametrize("raw", ["%ED%A0%80", "%FF%FE", "%00", "%E0%B8", "flying%", "%%%"])
def test_invalid_utf8_in_query_string(client, index_settings, raw):
    assert client.get(f"/en/search/?q={raw}").status_code == 200
    assert client.get(f"/api/search?q={raw}").status_code == 200


@pytest.mark.parametrize("params,status", [
    ({"q": "flying", "limit": "-1"}, 200),
    ({"q": "flying", "limit": "100000"}, 200),
    ({"q": "flying", "limit": "ten"}, 400),
    ({"q": "flying", "lang": "fr"}, 400),
    ({"q": "flying", "lang": "<b>"}, 400),
    ({"q": "flying", "game": "pokemon"}, 400),
    ({"q": "flying", "kind": "spell"}, 400),
    ({"q": "flying", "game": ""}, 200),
    ({}, 200),
])
def test_api_parameters(client, index_settings, params, status):
    r = client.get("/api/search", params)
    assert r.status_code == status, r.content
    data = r.json()
    if status == 400:
        assert data["error"]
    else:
        assert len(data["results"]) <= 50


def test_api_limit_is_clamped(client, index_settings):
    assert len(client.get("/api/search", {"q": "creature", "limit": "100000"}).json()["results"]) <= 50
    assert len(client.get("/api/search", {"q": "creature", "limit": "-1"}).json()["results"]) <= 1


def test_unknown_language_prefix_is_not_a_500(client, index_settings):
    assert client.get("/xx/search/", {"q": "flying"}).status_code in (302, 404)


def test_post_is_refused(client, index_settings):
    assert client.post("/api/search", {"q": "x"}).status_code == 405


@pytest.mark.parametrize("q", ["<script>alert(1)</script> flying", "<b>flying</b>", "flying\"><img src=x>"])
def test_markup_is_escaped(client, index_settings, q):
    page = client.get("/en/search/", {"q": q}).content.decode()
    assert "<script>alert" not in page and "<b>flying" not in page and "<img src=x>" not in page
    data = client.get("/api/search", {"q": q}).json()
    for r in data["results"]:
        snippet = r["snippet"].replace("<mark>", "").replace("</mark>", "")
        assert "<" not in snippet and ">" not in snippet


def test_snippet_escapes_content(tmp_path):
    from search import engine

    pages = tmp_path / "pages" / "en"
    pages.mkdir(parents=True)
    (pages / "mtg.kw.flying.md").write_text(
        "---\nid: mtg.kw.flying\ngame: mtg\nkind: keyword\nsection: keywords\norder: 1\n"
        "title: Flying <i>x</i>\nsummary: A <script>evil()</script> flyer & co\ncr: []\nrelated: []\n"
        "aliases: [flying]\n---\nBody with `<b>code</b>` and flying.\n", encoding="utf-8")
    engine.build_index(tmp_path / "ix", pages_dir=tmp_path / "pages", include_cr=False)
    res = engine.search("flyer", "en", index_dir=tmp_path / "ix")
    assert res.results
    snip = res.results[0]["snippet"]
    assert "<script>" not in snip and "&lt;script&gt;" in snip and "<mark>" in snip
    assert json.dumps(snip)


from hypothesis import HealthCheck, given, settings as hsettings, strategies as st  # noqa: E402


@hsettings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(q=st.text(max_size=300), lang=st.sampled_from(["en", "th", "ko", "xx"]),
       game=st.sampled_from([None, "mtg", "bfb", "zz"]), limit=st.integers(-10**6, 10**6))
def test_engine_never_raises(search_index, q, lang, game, limit):
    from search import engine

    res = engine.search(q, lang=lang, game=game, limit=limit, index_dir=search_index[0])
    assert len(res.results) <= engine.MAX_LIMIT
    for r in res.results:
        bare = r["snippet"].replace("<mark>", "").replace("</mark>", "")
        assert "<" not in bare
    engine.search_cr(q, index_dir=search_index[0])


@hsettings(max_examples=60, deadline=None)
@given(q=st.text(alphabet=st.sampled_from(list("ก่ำิ์ัเแโใไๆ공격자는생물 abc704.5q*?\"():")), max_size=80))
def test_analyzer_offsets_are_consistent(q):
    from search import analysis

    a = analysis.default_analyzer()
    text = analysis.normalize(q)
    for _term, start, end in a.spans(q):
        assert 0 <= start <= end <= len(text)
