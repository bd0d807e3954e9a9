"""Robustness and security pass over every URL of the site: odd input gets a 4xx with a message,
never a 5xx; nothing is saved when a request fails; user text never comes back as live markup;
HTML forms need a CSRF token; every page carries the security headers.

The client raises a view's exception instead of answering 500, so any crash fails the test with
its traceback; `_check` also asserts the status for the rare 5xx that is a response."""
import json
import os
import re
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from django.urls.resolvers import LocalePrefixPattern
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from judge.models import SavedScenario
from tests.conftest import CR_FIXTURE_DIR, CR_JAN_2026, example_text

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[1]
GG = example_text("mtg-giant-growth-saves.json")
BFB = example_text("bfb-pierce-single-defender.json")
LIB = "mtg-bolt-counterspell"
# the official January 2026 release where ../shared has it, else the project's own CR fixture
CR_FILE = CR_JAN_2026 if CR_JAN_2026.exists() else CR_FIXTURE_DIR / "TestRules-2025-09-12.txt"
JAN = "2026-01-16" if CR_JAN_2026.exists() else "2025-09-12"
TERM = "trample" if CR_JAN_2026.exists() else "lethal-damage"

SCRIPT = "<script>alert(1)</script>"
IMG = '"><img src=x onerror=alert(1)>'
MARKUP = [SCRIPT, IMG, "'><svg onload=alert(1)>"]
LIVE = ("<script>alert(", "<img src=x onerror", "<svg onload")

ODD = [
    "", " ", "\x00", "a\x00b", "\x01\x02\x1f\x7f", '"unbalanced', "'", "((", "))", "[x", "{y", "}",
    "*", "?", "%", "\\", "../../etc/passwd", "..\\..\\windows", "-1", "0", "999999", "1e308",
    "9" * 400, "NaN", "🙂", "ดาเมจ", "\u200b", "\ufeff", "\ud7ff", SCRIPT, IMG, "a" * 10_000,
]


# --- fixtures ------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def site(django_db_setup, django_db_blocker, tmp_path_factory):
    """The content pages, one CR release and a search index, as on the site."""
    from content.models import CRExplanation, Topic
    from crdb.importer import import_file
    from crdb.models import Release
    from search import engine
    index = tmp_path_factory.mktemp("robust-index")
    engine.build_index(index, include_cr=False)
    with django_db_blocker.unblock():
        call_command("load_content", verbosity=0)
        import_file(CR_FILE)
    yield index
    with django_db_blocker.unblock():  # leave the session's database as we found it
        Release.objects.all().delete()
        Topic.objects.all().delete()
        CRExplanation.objects.all().delete()


@pytest.fixture(autouse=True)
def _site(site, settings):
    settings.SEARCH_INDEX_DIR = site


@pytest.fixture
def saved_key(db):
    return SavedScenario.objects.create(game="mtg", title="t", document=GG).key


def _message(r) -> str:
    """The human-readable message a 4xx carries ("" if none)."""
    ctype = r.get("Content-Type", "")
    body = r.content.decode("utf-8", "replace")
    if "json" in ctype:
        data = json.loads(body)
        if isinstance(data, dict):
            if data.get("error") or data.get("message"):
                return str(data.get("message") or data.get("error"))
            errs = data.get("errors") or []
            return "; ".join(str(e.get("message", "")) for e in errs if isinstance(e, dict))
        return ""
    return re.sub(r"<[^>]+>", " ", body).strip()


def _check(r, *ok, markup=True):
    """Never a 5xx; a 4xx says something; user markup is never live in HTML."""
    assert r.status_code < 500, (r.status_code, r.content[:500])
    if ok:
        assert r.status_code in ok, (r.status_code, r.content[:500])
    if 400 <= r.status_code < 500:
        assert _message(r), f"{r.status_code} without a message: {r.content[:200]!r}"
    if markup and "html" in r.get("Content-Type", ""):
        body = r.content.decode("utf-8", "replace")
        for live in LIVE:
            assert live not in body, f"unescaped {live!r} in {r.request['PATH_INFO']}"
    return r


# --- the URL inventory ---------------------------------------------------------------------------

def _routes(resolver=None, prefix=""):
    for p in (resolver or get_resolver()).url_patterns:
        part = "<lang>/" if isinstance(p.pattern, LocalePrefixPattern) else str(p.pattern)
        if isinstance(p, URLResolver):
            yield from _routes(p, prefix + part)
        elif isinstance(p, URLPattern):
            yield prefix + part


# route -> (methods it answers, a sample path; {key} is a saved scenario)
ROUTES = {
    "": ("GET", "/"),
    "sitemap.xml": ("GET", "/sitemap.xml"),
    "robots.txt": ("GET", "/robots.txt"),
    "api/search": ("GET", "/api/search?q=flying"),
    "api/judge/run": ("POST", "/api/judge/run"),
    "api/judge/scenarios": ("POST", "/api/judge/scenarios"),
    "api/judge/scenarios/<str:key>": ("GET", "/api/judge/scenarios/{key}"),
    "api/cr/<str:number>": ("GET", "/api/cr/704.5a"),
    "api/decks/check": ("POST", "/api/decks/check"),
    "api/judge/legal": ("POST", "/api/judge/legal"),                      # issue 27
    "api/judge/quiz": ("GET", "/api/judge/quiz"),
    "api/judge/quiz/<slug:slug>": ("GET", f"/api/judge/quiz/{LIB}"),
    "api/judge/quiz/<slug:slug>/answer": ("POST", f"/api/judge/quiz/{LIB}/answer"),
    "<lang>/judge/library/<slug:slug>/quiz/": ("GET", f"/en/judge/library/{LIB}/quiz/"),
    "<lang>/judge/s/<str:key>/quiz/": ("GET", "/en/judge/s/{key}/quiz/"),
    "<lang>/judge/course/": ("GET", "/en/judge/course/"),
    "<lang>/judge/course/teacher/": ("GET", "/en/judge/course/teacher/"),
    "<lang>/judge/puzzles/": ("GET", "/en/judge/puzzles/"),
    "<lang>/judge/puzzles/<slug:slug>/": ("GET", "/en/judge/puzzles/mtg-giant-growth-for-lethal/"),
    "<lang>/cards/coverage/": ("GET", "/en/cards/coverage/"),                # issue 21
    "api/decks/compare": ("POST", "/api/decks/compare"),   # issue 26
    "<lang>/policy/": ("GET", "/en/policy/"),
    r"<lang>/policy/^(?P<doc>jar|ipg|mtr)/$": ("GET", "/en/policy/ipg/"),
    r"<lang>/policy/^(?P<doc>jar|ipg|mtr)/(?P<section>[0-9a-z][0-9a-z.\-]{0,39})/$": ("GET", "/en/policy/ipg/2.3/"),
    "api/cards": ("GET", "/api/cards?q=bolt"),
    "api/cards/<str:slug>": ("GET", "/api/cards/lightning-bolt"),
    "<lang>/cards/": ("GET", "/en/cards/?q=bolt"),
    "<lang>/cards/<str:slug>/": ("GET", "/en/cards/lightning-bolt/"),
    "<lang>/cr/": ("GET", "/en/cr/"),
    "<lang>/cr/glossary/": ("GET", "/en/cr/glossary/"),
    "<lang>/cr/glossary/<str:slug>/": ("GET", f"/en/cr/glossary/{TERM}/"),
    "<lang>/cr/diff/": ("GET", "/en/cr/diff/"),
    "<lang>/cr/diff/<str:old>/<str:new>/": ("GET", f"/en/cr/diff/{JAN}/{JAN}/"),
    "<lang>/cr/<str:number>/": ("GET", "/en/cr/704/"),
    "<lang>/cr/<str:number>/explain/": ("GET", "/en/cr/704.5q/explain/"),
    "<lang>/search/": ("GET", "/en/search/?q=flying"),
    "<lang>/judge/": ("GET", "/en/judge/"),
    "<lang>/judge/edit/": ("GET POST", "/en/judge/edit/"),
    "<lang>/judge/save/": ("POST", "/en/judge/save/"),
    "<lang>/judge/download/": ("POST", "/en/judge/download/"),
    "<lang>/judge/import/": ("POST", "/en/judge/import/"),
    "<lang>/judge/print/": ("POST", "/en/judge/print/"),
    "<lang>/judge/cards/": ("GET", "/en/judge/cards/?q=bolt"),
    "<lang>/judge/library/": ("GET", "/en/judge/library/"),
    "<lang>/judge/library/<slug:slug>/": ("GET", f"/en/judge/library/{LIB}/"),
    "<lang>/judge/library/<slug:slug>/print/": ("GET", f"/en/judge/library/{LIB}/print/"),
    "<lang>/judge/s/<str:key>/": ("GET", "/en/judge/s/{key}/"),
    "<lang>/judge/s/<str:key>/json/": ("GET", "/en/judge/s/{key}/json/"),
    "<lang>/judge/s/<str:key>/print/": ("GET", "/en/judge/s/{key}/print/"),
    "<lang>/judge/s/<str:key>/step-<int:step>.png": ("GET", "/en/judge/s/{key}/step-0.png"),
    "<lang>/judge/library/<slug:slug>/step-<int:step>.png": ("GET", f"/en/judge/library/{LIB}/step-0.png"),
    "<lang>/judge/board.png": ("POST", "/en/judge/board.png"),
    "<lang>/decks/check/": ("GET POST", "/en/decks/check/"),
    "<lang>/decks/compare/": ("GET POST", "/en/decks/compare/"),   # issue 26
    "<lang>/": ("GET", "/en/"),
    "<lang>/t/<str:topic_id>/": ("GET", "/en/t/mtg.kw.trample/"),
    "<lang>/t/<str:topic_id>/summary/": ("GET", "/en/t/mtg.kw.trample/summary/"),
    "<lang>/<str:game>/": ("GET", "/en/mtg/"),
}
GET_PATHS = [p for m, p in ROUTES.values() if "GET" in m]
POST_ONLY = [p for m, p in ROUTES.values() if m == "POST"]
GET_ONLY = [p for m, p in ROUTES.values() if m == "GET"]
FORMS = ["/en/judge/edit/", "/en/judge/save/", "/en/judge/download/", "/en/judge/import/",
         "/en/judge/print/", "/en/judge/board.png", "/en/decks/check/"]
JSON_APIS = ["/api/judge/run", "/api/judge/scenarios", "/api/decks/check", "/api/judge/legal",
             f"/api/judge/quiz/{LIB}/answer"]


def _norm(route):
    return re.sub(r"<\w+:(\w+)>", r"<\1>", route)  # converters change; the parameters are the route


def test_every_route_is_covered_here():
    routes = {_norm(r) for r in _routes()}
    known = {_norm(r) for r in ROUTES}
    assert routes == known, f"new: {routes - known}, gone: {known - routes}"


@pytest.mark.parametrize("path", GET_PATHS)
def test_every_get_route_answers(client, saved_key, path):
    r = client.get(path.format(key=saved_key), HTTP_HX_REQUEST="true" if "summary" in path or "explain" in path else None)
    _check(r, 200, 301, 302)


# --- methods -------------------------------------------------------------------------------------

@pytest.mark.parametrize("path", POST_ONLY)
def test_get_on_post_only(client, path):
    r = _check(client.get(path), 405)
    assert "POST" in r["Allow"]


@pytest.mark.parametrize("path", GET_ONLY)
@pytest.mark.parametrize("method", ["post", "put", "delete", "patch"])
def test_wrong_method_on_get_only(client, saved_key, path, method):
    if path == "/sitemap.xml":
        pytest.skip("Django's sitemap view answers every method")
    r = getattr(client, method)(path.format(key=saved_key), data="x=1",
                                content_type="application/x-www-form-urlencoded")
    _check(r, 405)


def test_edit_get_redirects_to_the_editor(client):
    _check(client.get("/en/judge/edit/?doc=x"), 302)


@pytest.mark.parametrize("path", JSON_APIS)
def test_other_methods_on_json_apis(client, path):
    for method in ("get", "put", "delete", "patch"):
        _check(getattr(client, method)(path), 405)


# --- sizes ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("path", POST_ONLY + FORMS)
def test_300kb_body_is_413_with_a_message(client, path):
    n = SavedScenario.objects.count()
    r = client.post(path, data=b"x" * 300_000, content_type="application/json")
    _check(r, 413)
    assert "limit" in _message(r)
    r = client.post(path, {"doc": "a" * 300_000, "text": "a" * 300_000, "list": "a" * 300_000})
    _check(r, 413)
    assert SavedScenario.objects.count() == n


@pytest.mark.parametrize("path", POST_ONLY + FORMS)
def test_10kb_of_junk_is_a_clear_400(client, path):
    junk = "{" + "x" * 10_000
    r = client.post(path, data=junk, content_type="application/json")
    _check(r, *((200,) if path == "/en/decks/check/" else (400,)))  # no list posted: the page
    r = client.post(path, {"doc": junk, "text": junk, "list": junk, "game": "mtg"})
    _check(r, 200, 400)


@pytest.mark.parametrize("path", FORMS + ["/en/search/"])
def test_too_many_form_fields_is_a_400(client, path):
    data = "&".join(f"f{i}=1" for i in range(1500))
    if path == "/en/search/":
        r = client.get(f"{path}?{data}")
        _check(r, 200, 400)
    else:
        _check(client.post(path, data=data, content_type="application/x-www-form-urlencoded"), 400)


# --- JSON bodies ---------------------------------------------------------------------------------

DEEP = [
    b"[" * 10_000 + b"]" * 10_000,
    b"[" * 100_000,
    b'{"a":' * 5_000 + b"1" + b"}" * 5_000,
    b'{"format":"judge-scenario/1","game":"mtg","state":' + b"[" * 3000 + b"]" * 3000 + b"}",
    b'{"format":"judge-scenario/1","game":"mtg","state":{},"actions":' + b"[" * 200 + b"]" * 200 + b"}",
    b'{"game":"mtg","list":' + b"[" * 500 + b"]" * 500 + b"}",
]
BODIES = [
    b"", b" ", b"null", b"true", b"0", b"-1", b"1e308", b"1e999", b"-1e999", b"1" * 5000, b"NaN",
    b"Infinity", b'"a string"', b"[]", b"[1,2,3]", b"{}", b"{", b"}", b'{"a":', b'{"a" 1}', b"'single'",
    b"\x00", b"{\x00}", b"\xff\xfe\xfd", b"\xed\xa0\x80", b"\xef\xbb\xbf{}", b"\xc3", b"<html>",
    SCRIPT.encode(), IMG.encode(),
    json.dumps({"format": "judge-scenario/1", "game": "mtg", "state": {}, "actions": [],
                "title": 10 ** 100}).encode(),
    json.dumps({"format": "judge-scenario/1", "game": "mtg", "state": {}, "actions": 1e308}).encode(),
    GG.replace('"title"', '"x": ' + "9" * 5000 + ', "title"', 1).encode(),
    GG.replace('"title"', '"x": NaN, "title"', 1).encode(),
    json.dumps({"game": "mtg", "list": 10 ** 100, "format": 1e308, "lang": ["xx"]}).encode(),
    json.dumps({"game": ["mtg"], "list": {"a": 1}, "format": None, "lang": {"x": 1}}).encode(),
    json.dumps({"game": "mtg", "list": "4 Lightning Bolt\x00\n" + IMG, "lang": "xx"}).encode(),
    json.dumps({"game": "bfb", "list": "Character: " + SCRIPT + "\n4 " + IMG}).encode(),
] + DEEP


@pytest.mark.parametrize("ctype", ["application/json", "text/plain", "application/x-www-form-urlencoded"])
@pytest.mark.parametrize("body", BODIES, ids=lambda b: repr(b[:24]))
@pytest.mark.parametrize("path", JSON_APIS)
def test_json_apis_refuse_bad_bodies_and_save_nothing(client, path, body, ctype):
    n = SavedScenario.objects.count()
    r = client.post(path, data=body, content_type=ctype)
    _check(r, 200, 400)
    assert "json" in r["Content-Type"]
    if path == "/api/judge/scenarios":
        assert SavedScenario.objects.count() == n
    if r.status_code == 400:
        assert _message(r)


@pytest.mark.parametrize("path", ["/api/judge/run", "/api/judge/scenarios"])
@pytest.mark.parametrize("body", DEEP, ids=lambda b: repr(b[:24]))
def test_deep_nesting_says_so(client, path, body):
    msg = _message(_check(client.post(path, data=body, content_type="application/json"), 400))
    assert "nested" in msg or "expected" in msg or "not valid JSON" in msg, msg


def test_overlong_number_says_so(client):
    body = GG.replace('"title"', '"x": ' + "9" * 5000 + ', "title"', 1)
    msg = _message(_check(client.post("/api/judge/run", data=body, content_type="application/json"), 400))
    assert "digits" in msg


def test_nan_is_refused(client):
    body = GG.replace('"title"', '"x": NaN, "title"', 1)
    msg = _message(_check(client.post("/api/judge/scenarios", data=body, content_type="application/json"), 400))
    assert "NaN" in msg


def test_invalid_utf8_save_is_a_400(client):
    n = SavedScenario.objects.count()
    msg = _message(_check(client.post("/api/judge/scenarios", data=b"\xff\xfe{}", content_type="application/json"), 400))
    assert "UTF-8" in msg
    assert SavedScenario.objects.count() == n


def test_deck_api_deep_nesting_and_digits(client):
    for body in (b"[" * 10_000, b'{"game":"mtg","list":' + b"1" * 5000 + b"}"):
        msg = _message(_check(client.post("/api/decks/check", data=body, content_type="application/json"), 400))
        assert "nested" in msg or "digits" in msg, msg


@pytest.mark.parametrize("lang", ["xx", "", "EN", "../en", SCRIPT, "en\x00"])
def test_api_lang_parameter(client, lang):
    _check(client.post(f"/api/judge/run?lang={lang}", data=GG, content_type="application/json"), 200, 400)
    n = SavedScenario.objects.count()
    r = _check(client.post(f"/api/judge/scenarios?lang={lang}", data=GG, content_type="application/json"), 201)
    assert r.json()["url"].startswith("/en/")
    assert SavedScenario.objects.count() == n + 1
    _check(client.post(f"/api/decks/check?lang={lang}", data={"game": "mtg", "list": "4 Lightning Bolt"},
                       content_type="application/json"), 200, 400)


@pytest.mark.parametrize("key", ODD[:-1] + ["k" * 5000])
def test_api_scenario_odd_keys(client, key):
    from urllib.parse import quote
    _check(client.get("/api/judge/scenarios/" + quote(key, safe="")), 404)


# --- hypothesis: random JSON and random text at the JSON APIs -------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-10 ** 30, max_value=10 ** 30)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=40),
    lambda kids: st.lists(kids, max_size=5) | st.dictionaries(st.text(max_size=10), kids, max_size=5),
    max_leaves=30)
# ROBUST_FUZZ_EXAMPLES=2000 for a longer run; derandomized so that CI sees the same examples
FUZZ = hsettings(max_examples=int(os.environ.get("ROBUST_FUZZ_EXAMPLES", "60")), deadline=None,
                 derandomize=not os.environ.get("ROBUST_FUZZ_EXAMPLES"),
                 suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def _post_api(client, path, body):
    n = SavedScenario.objects.count()
    r = client.post(path, data=body, content_type="application/json")
    _check(r)
    if r.status_code != 201:
        assert SavedScenario.objects.count() == n
    if 400 <= r.status_code:
        assert _message(r)
    return r


@FUZZ
@given(value=JSON_VALUES)
def test_fuzz_json_values(client, value):
    for path in JSON_APIS:
        _post_api(client, path, json.dumps(value))


@FUZZ
@given(body=st.text(max_size=200) | st.binary(max_size=200))
def test_fuzz_text_bodies(client, body):
    for path in JSON_APIS:
        _post_api(client, path, body)


def _paths(v, prefix=()):
    yield prefix
    if isinstance(v, dict):
        for k, c in v.items():
            yield from _paths(c, prefix + (k,))
    elif isinstance(v, list):
        for i, c in enumerate(v):
            yield from _paths(c, prefix + (i,))


def _replace(doc, path, value):
    if not path:
        return value
    doc = json.loads(json.dumps(doc))
    node = doc
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return doc


# RICH: a valid mtg scenario with every documented field of the format and of the extensions
# (docs/judge-engine-mtg.md), so that every one of them is fuzzed with wrong types
RICH = (Path(__file__).resolve().parent / "judge" / "scenarios" / "mtg" / "every-documented-field.json").read_text()
DOCS = [json.loads(GG), json.loads(BFB), json.loads(RICH)]
ALL_PATHS = [(i, p) for i, d in enumerate(DOCS) for p in _paths(d)]


@FUZZ
@given(where=st.sampled_from(ALL_PATHS), value=JSON_VALUES)
def test_fuzz_mutated_scenarios(client, where, value):
    """A valid scenario with one value anywhere replaced by a random one: a run or a list of
    problems, and the editor renders either."""
    i, path = where
    doc = _replace(DOCS[i], path, value)
    body = json.dumps(doc)
    for p in ("/api/judge/run", "/api/judge/scenarios"):
        _post_api(client, p, body)
    _check(client.post("/en/judge/edit/", {"doc": body, "op": "json", "step": "3"}), 200, 400)
    _check(client.post("/en/judge/edit/", {"doc": body, "op": "sync", "sync": "1"}), 200, 400)
    _check(client.post("/en/judge/print/", {"doc": body}), 200, 400)


# --- the judge pages -----------------------------------------------------------------------------

def _form_fields(client, doc):
    html = client.post("/en/judge/edit/", {"doc": doc, "op": "sync"}).content.decode()
    names = set(re.findall(r'name="([^"]+)"', html)) - {"csrfmiddlewaretoken", "viewport", "htmx-config"}
    ops = set(re.findall(r'name="op"[^>]*value="([^"]+)"', html)) | set(
        re.findall(r'value="([^"]+)"[^>]*name="op"', html))
    return sorted(names), sorted(ops)


EDIT_OPS = ["add_action", "add_attacker", "add_blocker", "add_catalog:Lightning Bolt", "add_catalog:" + SCRIPT,
            "add_eff:0", "add_field", "add_hand", "add_perm", "add_player", "add_skill:0", "add_stack",
            "add_trigger:0", "add_zone", "add_ability:0", "del_action:0", "del_action:-1", "del_action:99999",
            "del_attacker:0", "del_blocker:0", "del_eff:0:0", "del_field:0:x:0", "del_hand:0:0",
            "del_hand:x:y", "del_perm:0", "del_perm:" + "9" * 400, "del_player:5", "del_skill:0:0",
            "del_stack:0", "del_trigger:0:0", "del_ability:0:0", "del_zone:0:graveyard:0", "sync", "json",
            "new:mtg", "new:bfb", "new:" + SCRIPT, "", ":", "::::", "bogus", "\x00", SCRIPT]


@pytest.mark.parametrize("doc", [GG, BFB], ids=["mtg", "bfb"])
@pytest.mark.parametrize("payload", MARKUP + ["\x00\x01", "9" * 400, "-1", "1e308", "  ", "((\"[", "a" * 3000])
def test_every_editor_field_and_op_with_odd_values(client, doc, payload):
    names, ops = _form_fields(client, doc)
    n = SavedScenario.objects.count()
    from django.conf import settings
    from django.test.client import BOUNDARY, encode_multipart
    for op in sorted(set(ops) | set(EDIT_OPS)):
        data = {name: payload for name in names if name not in ("doc", "op", "go", "file")}
        data.update({"doc": doc, "op": op, "sync": "1", "step": payload})
        # a 3,000-character value in each of the ~100 fields makes a body over the site's limit:
        # that request is refused whole with 413 and a message (rulesite.middleware)
        ok = (413,) if len(encode_multipart(BOUNDARY, data)) > settings.MAX_REQUEST_BODY else (200, 400)
        _check(client.post("/en/judge/edit/", data), *ok)
        _check(client.post("/en/judge/edit/", data, HTTP_HX_REQUEST="true"), *ok)
    assert SavedScenario.objects.count() == n


@FUZZ
@given(op=st.sampled_from(EDIT_OPS) | st.text(max_size=20),
       values=st.dictionaries(st.sampled_from([
           "np-card", "np-power", "np-toughness", "np-types", "np-kw", "np-controller", "np-damage", "np-plus",
           "np-minus", "ns-card", "ns-effect", "ns-amount", "ns-targets", "ns-kind", "ns-controller", "ns-source",
           "na-type", "na-player", "na-card", "na-targets", "na-step", "na-x", "na-pairs", "na-assign",
           "na-permanent", "na-ability", "na-choice", "nh-card", "nh-kind", "nh-player", "nz-card", "nz-zone",
           "nz-player", "p0-life", "p0-mana", "s-turn", "s-step", "s-active", "b0-power", "b0-kw", "title",
           "notes", "go", "step"]), st.text(max_size=30), max_size=12),
       game=st.sampled_from([0, 1]))
def test_fuzz_editor_form(client, op, values, game):
    data = dict(values, doc=json.dumps(DOCS[game]), op=op, sync="1")
    _check(client.post("/en/judge/edit/", data), 200, 400)


def _with_markup(doc_text):
    doc = json.loads(doc_text)
    doc["title"] = SCRIPT + IMG
    doc["notes"] = IMG + SCRIPT
    return json.dumps(doc)


@pytest.mark.parametrize("doc", [GG, BFB], ids=["mtg", "bfb"])
def test_markup_in_a_document_stays_text(client, doc):
    text = _with_markup(doc)
    for path in ("/en/judge/edit/", "/en/judge/print/"):
        _check(client.post(path, {"doc": text, "op": "json"}), 200)
    _check(client.post("/en/judge/import/", {"text": text}), 200)
    r = client.post("/en/judge/save/", {"doc": text})
    assert r.status_code == 303
    key = r["Location"].split("/s/")[1].split("/")[0]
    for path in (f"/en/judge/s/{key}/", f"/th/judge/s/{key}/print/", f"/ko/judge/s/{key}/?step=2"):
        _check(client.get(path), 200)
    r = client.get(f"/api/judge/scenarios/{key}")
    assert r["Content-Type"].startswith("application/json") and r["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize("doc", ["", " ", "null", "[]", "{", "\x00", '{"a":' * 3000, "[" * 10_000,
                                 GG.replace('"title"', '"x": ' + "9" * 5000 + ', "title"', 1), SCRIPT, IMG,
                                 '{"format": "judge-scenario/1", "game": "' + SCRIPT + '"}'])
@pytest.mark.parametrize("path", ["/en/judge/edit/", "/en/judge/save/", "/en/judge/download/",
                                  "/en/judge/print/", "/en/judge/import/"])
def test_judge_forms_refuse_bad_documents(client, path, doc):
    n = SavedScenario.objects.count()
    r = client.post(path, {"doc": doc, "text": doc, "op": "json"})
    if path == "/en/judge/download/" and doc.startswith('{"format"'):
        _check(r, 200)  # a draft that is a JSON object can be downloaded as it is
        assert r["Content-Type"].startswith("application/json") and "attachment" in r["Content-Disposition"]
    else:
        _check(r, 400)
    assert SavedScenario.objects.count() == n


@pytest.mark.parametrize("content", [b"\xff\xfe\x00", b"", b"[" * 10_000, b"{}", SCRIPT.encode(),
                                     GG.encode("utf-8-sig"), b"x" * 262_000])
def test_import_upload(client, content):
    from django.core.files.uploadedfile import SimpleUploadedFile
    f = SimpleUploadedFile(IMG + ".json", content, content_type="application/json")
    r = client.post("/en/judge/import/", {"file": f})
    _check(r, 200, 400, 413)


@pytest.mark.parametrize("ctype", ["application/json", "text/plain", "multipart/form-data",
                                   "multipart/form-data; boundary=xx", "application/x-www-form-urlencoded; charset=bogus"])
@pytest.mark.parametrize("path", FORMS)
def test_wrong_content_types_on_forms(client, path, ctype):
    n = SavedScenario.objects.count()
    r = client.generic("POST", path, b'doc={"a":1}&list=4%20Bolt\r\n--xx\r\n', content_type=ctype)
    _check(r, 200, 400)
    assert SavedScenario.objects.count() == n


def test_invalid_utf8_in_form_fields(client):
    body = b"doc=%FF%FE%00&text=%ED%A0%80&list=%C3&game=mtg&op=json"
    for path in FORMS:
        _check(client.post(path, data=body, content_type="application/x-www-form-urlencoded"), 200, 400)


# --- GET parameters and path segments -------------------------------------------------------------

def _q(s):
    from urllib.parse import quote
    return quote(s, safe="")


@pytest.mark.parametrize("odd", ODD, ids=lambda s: repr(s[:12]))
def test_odd_query_parameters_everywhere(client, saved_key, odd):
    for path in GET_PATHS:
        base = path.format(key=saved_key).split("?")[0]
        qs = "&".join(f"{k}={_q(odd)}" for k in ("q", "step", "release", "game", "lang", "limit", "kind",
                                                  "np-card", "p", "format", "list"))
        for extra in ({}, {"HTTP_HX_REQUEST": "true"}):
            _check(client.get(f"{base}?{qs}", **extra))


@pytest.mark.parametrize("odd", ODD, ids=lambda s: repr(s[:12]))
def test_odd_path_segments_everywhere(client, odd):
    seg = _q(odd) or "%20"
    paths = [f"/en/t/{seg}/", f"/en/t/{seg}/summary/", f"/en/{seg}/", f"/{seg}/", f"/{seg}/judge/",
             f"/en/cr/{seg}/", f"/en/cr/{seg}/explain/", f"/en/cr/glossary/{seg}/", f"/en/cr/diff/{seg}/{JAN}/",
             f"/en/cr/diff/{JAN}/{seg}/", f"/en/judge/library/{seg}/", f"/en/judge/library/{seg}/print/",
             f"/en/judge/s/{seg}/", f"/en/judge/s/{seg}/json/", f"/en/judge/s/{seg}/print/",
             f"/api/cr/{seg}", f"/api/judge/scenarios/{seg}", f"/api/{seg}", f"/en/search/{seg}/"]
    for path in paths:
        _check(client.get(path))
        _check(client.get(path, HTTP_HX_REQUEST="true"))


@pytest.mark.parametrize("path", ["/en/t/%FF/", "/en/cr/%ED%A0%80/", "/%C3/", "/en/judge/s/%FF%FE/",
                                  "/api/cr/%FF", "/en/t/..%2F..%2Fetc%2Fpasswd/", "/en/%2e%2e/%2e%2e/etc/passwd",
                                  "/en/t/mtg.kw.trample/%00/", "/static/..%2f..%2fsettings.py"])
def test_invalid_utf8_and_traversal_in_paths(client, path):
    r = _check(client.get(path), 301, 302, 404)
    assert b"SECRET_KEY" not in r.content


@pytest.mark.parametrize("step", ["-1", "0", "999999", "1e308", "NaN", "9" * 5000, "", "\x00", "2.5"])
def test_steps(client, saved_key, step):
    for path in (f"/en/judge/s/{saved_key}/", f"/en/judge/library/{LIB}/", f"/en/judge/s/{saved_key}/print/"):
        _check(client.get(path, {"step": step}), 200)
    _check(client.post("/en/judge/edit/", {"doc": GG, "step": step, "go": step}), 200)
    n = SavedScenario.objects.count()
    r = client.post("/en/judge/save/", {"doc": GG, "step": step})
    assert r.status_code == 303 and SavedScenario.objects.count() == n + 1


@pytest.mark.parametrize("release", ["9999-99-99", "2000-01-01", "2026-1-16", "x", "../../etc/passwd",
                                     "2026-01-16\x00", "9" * 5000, SCRIPT])
def test_unknown_releases(client, release):
    _check(client.get("/en/cr/704/", {"release": release}), 404)
    _check(client.get("/en/cr/", {"release": release}), 404)
    _check(client.get("/en/cr/glossary/", {"release": release}), 404)
    _check(client.get("/api/cr/704", {"release": release}), 404)
    _check(client.get(f"/en/cr/diff/{JAN}/{_q(release)}/"), 404)
    _check(client.get(f"/en/cr/diff/{_q(release)}/{JAN}/"), 404)


@pytest.mark.parametrize("number", ["704.5a", "CR 704.5a", "704.5A.", "0", "999", "999.999z", "1" * 5000,
                                    "704.5" + "a" * 100, "-1", "704..5", "7.0.4"])
def test_cr_numbers(client, number):
    _check(client.get(f"/en/cr/{_q(number)}/"), 200, 301, 302, 404)
    _check(client.get(f"/api/cr/{_q(number)}"), 200, 404)


@pytest.mark.parametrize("lang", ["xx", "EN", "en-us", "zz-ZZ", "e", "ENGLISH", "th_TH"])
def test_unknown_languages(client, lang):
    for path in ("/{}/", "/{}/t/mtg.trample/", "/{}/judge/", "/{}/cr/704/", "/{}/search/?q=x",
                 "/{}/decks/check/"):
        _check(client.get(path.format(lang)), 200, 301, 302, 404)
    _check(client.get("/", HTTP_ACCEPT_LANGUAGE=lang), 302)
    _check(client.get("/", HTTP_ACCEPT_LANGUAGE="x" * 10_000 + ";q=2,,;q=abc"), 302)
    client.cookies["django_language"] = lang + SCRIPT
    _check(client.get("/"), 302)
    _check(client.get("/xx/does-not-exist/"), 404)


def test_foreign_host_is_a_400(client):
    _check(client.get("/robots.txt", HTTP_HOST="evil.example"), 400)


@pytest.mark.parametrize("p", ["-1", "0", "abc", "999999", "1e308"])
def test_sitemap_pages(client, p):
    # the sitemap's 404 for an unknown page: LocaleMiddleware may redirect it to /en/... (a 404)
    _check(client.get("/sitemap.xml", {"p": p}), 302, 404)


# --- deck check -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ODD + ["4 " + SCRIPT, "Character: " + IMG, "9" * 400 + " Bolt",
                                        "-4 Bolt", "0 Bolt", "1e308 Bolt", "Sideboard\n" * 500,
                                        "4 Lightning Bolt\r\n" * 300])
@pytest.mark.parametrize("game", ["mtg", "bfb", "xx"])
def test_deck_check_page_and_api(client, text, game):
    for fmt in ("constructed", "limited", IMG):
        _check(client.post("/en/decks/check/", {"list": text, "game": game, "format": fmt}), 200, 400)
        _check(client.post("/th/decks/check/", {"list": text, "game": game, "format": fmt},
                           HTTP_HX_REQUEST="true"), 200, 400)
        _check(client.get("/ko/decks/check/", {"list": text, "game": game, "format": fmt}), 200, 400)
        _check(client.post("/api/decks/check", {"list": text, "game": game, "format": fmt},
                           content_type="application/json"), 200, 400)


# --- CSRF and headers -----------------------------------------------------------------------------

@pytest.mark.parametrize("path", FORMS)
def test_html_forms_need_a_csrf_token(path):
    strict = Client(enforce_csrf_checks=True)
    n = SavedScenario.objects.count()
    r = strict.post(path, {"doc": GG, "op": "json", "list": "4 Bolt", "game": "mtg"})
    assert r.status_code == 403
    assert SavedScenario.objects.count() == n
    # with the token from the page the same post goes through
    page = strict.get("/en/judge/" if "judge" in path else path)
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.content.decode()).group(1)
    r = strict.post(path, {"doc": GG, "text": GG, "op": "json", "list": "4 Bolt", "game": "mtg",
                           "csrfmiddlewaretoken": token})
    assert r.status_code in (200, 303)


def test_json_apis_are_csrf_exempt_and_cookie_free():
    strict = Client(enforce_csrf_checks=True)
    assert strict.post("/api/judge/run", data=GG, content_type="application/json").status_code == 200
    r = strict.post("/api/judge/scenarios", data=GG, content_type="application/json")
    assert r.status_code == 201 and not r.cookies


@pytest.mark.parametrize("path", ["/en/", "/en/t/mtg.kw.trample/", "/en/judge/", "/en/cr/704/",
                                  "/en/search/?q=flying", "/en/decks/check/", "/en/does-not-exist/",
                                  "/api/search?q=x", "/robots.txt"])
def test_security_headers(client, path):
    r = client.get(path)
    assert r["X-Content-Type-Options"] == "nosniff"
    assert r["Referrer-Policy"] == "same-origin"
    assert r["X-Frame-Options"] == "DENY"
    csp = r["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in csp and "object-src 'none'" in csp
    if "html" in r["Content-Type"]:
        # scripts are files of our own ('self'); a nonce, where a page has one, is in the header
        # (cacheable reference pages carry none: rulesite/httpcache.py)
        body = r.content.decode()
        scripts = re.findall(r"<script\b[^>]*>", body)
        assert scripts and all(re.search(r'\ssrc="/static/', s) for s in scripts), scripts
        script_src = csp.split("script-src", 1)[1].split(";")[0]
        assert "'self'" in script_src and "unsafe-inline" not in script_src
        for nonce in re.findall(r'nonce="([^"]+)"', body):
            assert f"'nonce-{nonce}'" in script_src, nonce


def test_nonce_changes_per_response(client):
    a = client.get("/en/judge/")["Content-Security-Policy"]
    b = client.get("/en/judge/")["Content-Security-Policy"]
    assert "'nonce-" in a and a != b
    # a reference page (shared by everyone from caches) has no nonce at all
    assert "'nonce-" not in client.get("/en/")["Content-Security-Policy"]


def test_check_deploy_is_clean():
    env = dict(os.environ, DJANGO_SECURE="1", DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
               DJANGO_SETTINGS_MODULE="rulesite.settings")
    env.pop("DJANGO_DEBUG", None)
    env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)  # set by other tests in this process, never in deployment
    out = subprocess.run([sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "no issues" in out.stdout, out.stdout + out.stderr


# --- one test per fix -----------------------------------------------------------------------------

def test_fix_game_that_is_a_list_is_a_problem_not_a_500(client):
    body = json.dumps({"format": "judge-scenario/1", "game": ["mtg"], "state": {}})
    msg = _message(_check(client.post("/api/judge/run", data=body, content_type="application/json"), 400))
    assert 'expected "mtg" or "bfb"' in msg


def test_fix_405_says_which_methods(client):
    r = _check(client.get("/api/judge/run"), 405)
    assert r.json()["errors"][0]["message"] == "GET is not allowed at this address; use POST."
    r = _check(client.get("/en/judge/save/"), 405)
    assert "use POST" in r.content.decode() and r["Allow"] == "POST"


def test_fix_content_pages_take_get_and_head_only(client):
    for path in ("/en/", "/en/mtg/", "/en/t/mtg.kw.trample/", "/robots.txt"):
        assert client.head(path).status_code == 200
        _check(client.delete(path), 405)


def test_fix_safejson():
    from judge.engine import safejson
    assert safejson.loads('{"a": [1, 2.5, null]}') == {"a": [1, 2.5, None]}
    for text, words in [("[" * 10_000, "nested"), ("[" * 65 + "]" * 65, "nested"), ("1" * 5000, "digits"),
                        ("[NaN]", "NaN"), ("-Infinity", "Infinity"), ("{", "not valid JSON")]:
        with pytest.raises(safejson.JSONInputError) as exc:
            safejson.loads(text)
        assert words in exc.value.message
    assert safejson.loads("[" * 64 + "]" * 64)



@pytest.mark.parametrize("where,value", [
    ((0, ("state", "battlefield", 0, "types")), True),
    ((1, ("state", "players", 0, "hand")), [{"effects": 5}]),
    ((1, ("state", "phase")), "combat"),
    ((1, ("state", "players")), {"a": 1}),
])
def test_fix_editor_page_for_oddly_shaped_documents(client, where, value):
    """Was a 500 (TypeError in judge.board.editor_*): now the JSON and its problems, no structured editor."""
    i, path = where
    body = json.dumps(_replace(DOCS[i], path, value))
    for op in ("json", "sync"):
        _check(client.post("/en/judge/edit/", {"doc": body, "op": op, "sync": "1"}), 200, 400)
