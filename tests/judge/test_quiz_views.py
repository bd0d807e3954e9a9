"""Quiz pages (/<lang>/judge/library/<slug>/quiz/, /<lang>/judge/s/<key>/quiz/) and the quiz API
(/api/judge/quiz/<slug>, /api/judge/quiz/<slug>/answer): a quiz played to the end through plain
GET links, htmx fragments, grading on the server, clear 4xx for bad input, no cookies."""
import json
import re

import pytest

from judge import library
from judge import quiz as quizsvc

pytestmark = pytest.mark.django_db
SLUG = "mtg-first-strike-beats-deathtouch"


@pytest.fixture(scope="module", autouse=True)
def _content(loaded_content):
    yield


def _links(html):
    return re.findall(r'class="quiz-choice" href="([^"]+)"', html)


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_play_a_library_quiz_to_the_end(client, lang):
    _doc, qs, _st = quizsvc.for_library("mtg-viscera-seer-dies-trigger")
    url = f"/{lang}/judge/library/mtg-viscera-seer-dies-trigger/quiz/"
    r = client.get(url)
    assert r.status_code == 200 and "Set-Cookie" not in r.headers
    page = r.content.decode()
    right = 0
    for k, q in enumerate(qs):
        links = _links(page)
        assert len(links) == len(q.choices)
        # answer right on even questions, wrong on odd ones
        target = q.answer().id if k % 2 == 0 else next(c.id for c in q.choices if not c.correct)
        link = next(u for u in links if f"a={target}" in u).replace("&amp;", "&")
        page = client.get(link).content.decode()
        assert ("quiz-result right" in page) == (k % 2 == 0)
        assert 'class="rule-link"' in page           # the feedback names its rule
        right += k % 2 == 0
        nxt = re.search(r'class="button quiz-next" href="([^"]+)"', page).group(1).replace("&amp;", "&")
        page = client.get(nxt).content.decode()
    assert f'data-score="{right}" data-total="{len(qs)}"' in page


def test_htmx_gets_only_the_panel(client):
    r = client.get(f"/en/judge/library/{SLUG}/quiz/", HTTP_HX_REQUEST="true")
    body = r.content.decode()
    assert body.lstrip().startswith('<section id="quiz-panel"') and "<html" not in body
    assert r.headers["Vary"].find("HX-Request") >= 0


def test_unknown_choice_asks_again_and_unknown_lesson_is_404(client):
    r = client.get(f"/en/judge/library/{SLUG}/quiz/?q=0&a=<script>&score=9&answered=x")
    assert r.status_code == 200
    body = r.content.decode()
    assert "<script>&" not in body and "quiz-result" not in body and len(_links(body)) >= 3
    assert client.get("/en/judge/library/nope/quiz/").status_code == 404


def test_saved_scenario_quiz(client):
    text, _doc = library.get("mtg-trample-deathtouch")
    r = client.post("/api/judge/scenarios", data=text, content_type="application/json")
    key = r.json()["key"]
    r = client.get(f"/ko/judge/s/{key}/quiz/")
    assert r.status_code == 200 and "quiz-choice" in r.content.decode()
    page = client.get(f"/ko/judge/s/{key}/").content.decode()
    assert f"/ko/judge/s/{key}/quiz/" in page


def test_lesson_page_and_library_link_to_the_quiz(client):
    assert f"/th/judge/library/{SLUG}/quiz/" in client.get(f"/th/judge/library/{SLUG}/").content.decode()
    assert f"/th/judge/library/{SLUG}/quiz/" in client.get("/th/judge/library/").content.decode()


def test_api_questions_have_no_answers_and_answers_are_graded(client):
    r = client.get(f"/api/judge/quiz/{SLUG}?lang=th")
    assert r.status_code == 200 and "Set-Cookie" not in r.headers
    data = r.json()
    assert data["lang"] == "th" and data["questions"]
    q = data["questions"][0]
    assert "correct" not in json.dumps(data) and "answer\"" not in json.dumps(data)
    assert 3 <= len(q["choices"]) <= 4
    results = []
    for c in q["choices"]:
        r = client.post(f"/api/judge/quiz/{SLUG}/answer?lang=th",
                        data=json.dumps({"question": q["id"], "choice": c["id"]}), content_type="application/json")
        assert r.status_code == 200
        results.append(r.json())
    assert sum(x["correct"] for x in results) == 1
    assert all(x["rule"] and x["explanation"] for x in results)
    assert len({x["answer"] for x in results}) == 1


@pytest.mark.parametrize("body,path", [
    (b"not json", ""), (b"[]", ""), (json.dumps({"question": "nope", "choice": "x"}).encode(), "question"),
    (json.dumps({"question": "s1-dies", "choice": "x"}).encode(), "choice"),
    (json.dumps({"question": "s1-dies", "choice": "s1-dies-c1", "extra": 1}).encode(), "extra"),
    (b"\xff\xfe", ""), (b"{" * 5000, ""), (b"[" * 4000, ""), (b'{"question": NaN}', ""),
])
def test_api_bad_answers_are_400_with_a_path(client, body, path):
    r = client.post(f"/api/judge/quiz/{SLUG}/answer", data=body, content_type="application/json")
    assert r.status_code == 400
    assert path in [e["path"] for e in r.json()["errors"]]


def test_api_unknown_lesson_is_404_and_index_lists_lessons(client):
    r = client.get("/api/judge/quiz/nope")
    assert r.status_code == 404 and r.json()["errors"][0]["path"] == "slug"
    slugs = {x["slug"] for x in client.get("/api/judge/quiz").json()["lessons"]}
    assert set(library.slugs()) == slugs


def test_api_legal_lists_explained_actions(client):
    text, _doc = library.get("mtg-bolt-counterspell")
    r = client.post("/api/judge/legal?step=1&lang=ko", data=text, content_type="application/json")
    assert r.status_code == 200 and "Set-Cookie" not in r.headers
    data = r.json()
    assert data["step"] == 1 and data["priority"] == "A" and data["count"] == len(data["actions"])
    counter = [a for a in data["actions"] if a["action"]["type"] == "cast"]
    assert [a["action"]["card"] for a in counter] == ["Counterspell"]
    assert counter[0]["text"] and counter[0]["events"][0]["rule"].startswith("601")
    assert any("스택" in e["text"] for e in counter[0]["events"])


@pytest.mark.parametrize("query,body,path", [
    ("?step=x", None, "step"), ("?step=99", None, "step"), ("", b"{}", "format"), ("", b"nope", ""),
])
def test_api_legal_bad_input(client, query, body, path):
    text, _doc = library.get("mtg-bolt-counterspell")
    r = client.post(f"/api/judge/legal{query}", data=body if body is not None else text,
                    content_type="application/json")
    assert r.status_code == 400
    assert path in [e["path"] for e in r.json()["errors"]]


@pytest.mark.parametrize("method,url", [
    ("get", f"/api/judge/quiz/{SLUG}?lang=xx"), ("post", f"/api/judge/quiz/{SLUG}/answer?lang=xx"),
    ("post", "/api/judge/legal?lang=xx"),
])
def test_api_unknown_language_is_400_as_for_the_run_api(client, method, url):
    text, _doc = library.get(SLUG)
    if method == "get":
        r = client.get(url)
    else:
        r = client.post(url, data=text if "legal" in url else b'{"question": "s1-dies", "choice": "x"}',
                        content_type="application/json")
    assert r.status_code == 400
    assert [e["path"] for e in r.json()["errors"]] == ["lang"]
