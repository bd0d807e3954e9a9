"""The deck check page (/<lang>/decks/check/) and API (POST /api/decks/check)."""
import json

import pytest

from judge.decks import MAX_BYTES

BFB_OK = "Character: Ashen Knight (red)\n" + "\n".join(f"4 Card {i} (red)" for i in range(12)) + "\n2 Potion (Any Color)\n"
MTG_OK = "4 Lightning Bolt\n56 Mountain\nSideboard\n2 Duress\n"


def post(client, body, **extra):
    data = body if isinstance(body, (bytes, str)) else json.dumps(body)
    return client.post("/api/decks/check" + extra.pop("qs", ""), data=data, content_type="application/json", **extra)


# -------------------------------------------------------------------------------------------- API
def test_api_legal_decks(client):
    r = post(client, {"game": "bfb", "list": BFB_OK})
    assert r.status_code == 200
    body = r.json()
    assert body["ok"] is True and body["errors"] == [] and body["summary"]["cards"] == 50
    r = post(client, {"game": "mtg", "list": MTG_OK})
    assert r.status_code == 200 and r.json()["ok"] and r.json()["summary"]["main"] == 60


def test_api_rule_problems_are_200_with_every_error(client):
    text = BFB_OK.replace("4 Card 0 (red)", "5 Card 0 (blue)")
    r = post(client, {"game": "bfb", "list": text})
    assert r.status_code == 200
    body = r.json()
    assert body["ok"] is False
    assert {(e["line"], e["code"]) for e in body["errors"]} == {(0, "bfb_count"), (2, "bfb_too_many_copies"), (2, "bfb_colour")}
    assert all(isinstance(e["message"], str) and e["message"] for e in body["errors"])


def test_api_limited_format(client):
    r = post(client, {"game": "mtg", "list": "40 Forest", "format": "limited"})
    assert r.status_code == 200 and r.json()["ok"]
    r = post(client, {"game": "mtg", "list": "40 Forest"})
    assert r.status_code == 200 and not r.json()["ok"]


def test_api_thai_and_korean_messages(client):
    th = post(client, {"game": "bfb", "list": "4 X (red)", "lang": "th"}).json()
    ko = post(client, {"game": "bfb", "list": "4 X (red)"}, qs="?lang=ko").json()
    assert "Character" in th["errors"][0]["message"] and "ไม่มี" in th["errors"][0]["message"]
    assert "없습니다" in ko["errors"][0]["message"]


@pytest.mark.parametrize("text,code", [
    ("4 Lightning Bolt\nLightning Bolt\n", "bad_line_mtg"),
    ("-4 Lightning Bolt\n", "negative_count"),
    ("4000000000 Island\n", "huge_count"),
    ("\n".join(["1 Island"] * 10_000), "too_many_lines"),
    ("", "empty"),
])
def test_api_malformed_lists_are_400(client, text, code):
    r = post(client, {"game": "mtg", "list": text})
    assert r.status_code == 400
    body = r.json()
    assert body["ok"] is False and code in [e["code"] for e in body["errors"]]


def test_api_oversized_list_is_4xx(client):
    r = post(client, {"game": "bfb", "list": "4 Sellsword (red)\n" * (MAX_BYTES // 18 + 100)})
    assert r.status_code in (400, 413)
    assert r.json()["errors"][0]["message"]


@pytest.mark.parametrize("body", [
    b"not json", b"\xff\xfe", b"[1, 2]", {"game": "chess", "list": "4 Pawn"}, {"game": "mtg"},
    {"game": "mtg", "list": 42}, {"game": "mtg", "list": "4 Island", "format": "frontier"}, b"null",
])
def test_api_bad_requests_are_400(client, body):
    r = post(client, body)
    assert r.status_code == 400
    assert r.json()["ok"] is False and r.json()["errors"][0]["message"]


def test_api_get_not_allowed(client):
    assert client.get("/api/decks/check").status_code == 405


# ------------------------------------------------------------------------------------------- page
@pytest.mark.parametrize("lang,word", [("en", "How to write the list"), ("th", "วิธีเขียนรายการการ์ด"),
                                       ("ko", "목록 작성 방법")])
def test_page_documents_the_format_in_each_language(client, lang, word):
    r = client.get(f"/{lang}/decks/check/")
    assert r.status_code == 200
    html = r.content.decode()
    assert f'lang="{lang}"' in html and word in html
    assert "Character: Ashen Knight (red)" in html and "[special art: 1, owned: 1]" in html
    assert 'name="list"' in html and "csrfmiddlewaretoken" in html


def test_page_post_shows_every_problem(client):
    text = "Character: Ashen Knight (red)\n5 Sellsword (red)\n3 Wave (blue)\nbroken line\n"
    r = client.post("/ko/decks/check/", {"game": "bfb", "list": text})
    assert r.status_code == 200
    html = r.content.decode()
    assert "4번째 줄" in html and "2번째 줄" in html and "3번째 줄" in html
    assert "Sellsword" in html and "Wave" in html


def test_page_legal_deck(client):
    r = client.post("/en/decks/check/", {"game": "mtg", "format": "constructed", "list": MTG_OK})
    assert r.status_code == 200 and "The deck is legal." in r.content.decode()


def test_page_htmx_returns_partial(client):
    r = client.post("/th/decks/check/", {"game": "mtg", "list": "junk"}, HTTP_HX_REQUEST="true")
    html = r.content.decode()
    assert r.status_code == 200 and html.lstrip().startswith('<div id="deck-results"')
    assert "บรรทัดที่ 1" in html and "<html" not in html


def test_page_get_with_query(client):
    r = client.get("/en/decks/check/", {"game": "mtg", "list": "-3 Island"})
    assert r.status_code == 200 and "negative_count" in r.content.decode()
