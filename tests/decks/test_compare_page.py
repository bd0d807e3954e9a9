"""Issue #26: the deck compare page (/<lang>/decks/compare/): a registered decklist against the presented
deck, through the same service as POST /api/decks/compare, shown as the infraction, the penalty at
Competitive REL and the fix at each REL, in en/th/ko; bad input answers 400 with what to fix."""
import html
import re

import pytest

from judge.decks import MAX_BYTES
from judge.decks.compare import compare_mtg

pytestmark = pytest.mark.django_db
REG = "4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain\nSideboard\n3 Smash to Smithereens\n"
ONE_SWAPPED = REG.replace("4 Monastery Swiftspear", "3 Monastery Swiftspear\n1 Shock")
SHORT = REG.replace("52 Mountain", "51 Mountain")


def _text(r):
    body = r.content.decode()
    return html.unescape(re.sub(r"<[^>]+>", " ", body)), body


def _id(body, ident):
    m = re.search(rf'id="{ident}"[^>]*>(.*?)</(?:dd|p|div)>', body, re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", m.group(1))).strip() if m else None


@pytest.mark.parametrize("lang,problem,penalty", [("en", "Deck Problem", "Warning"),
                                                  ("th", "Deck Problem", "Warning (คำเตือน)"),
                                                  ("ko", "덱 문제", "경고")])
def test_deck_problem_at_each_rel(client, lang, problem, penalty):
    r = client.post(f"/{lang}/decks/compare/", {"registered": REG, "presented": ONE_SWAPPED, "format": "constructed"})
    assert r.status_code == 200
    text, body = _text(r)
    service = compare_mtg(REG, ONE_SWAPPED, "constructed", lang)   # the same service as the API
    assert problem in _id(body, "compare-infraction")
    assert _id(body, "compare-penalty") == penalty
    assert _id(body, "compare-fix-regular") == service["fix"]["regular"]
    assert _id(body, "compare-fix-competitive") == service["fix"]["competitive"]
    for d in service["differences"]:
        assert d in text
    assert f'href="/{lang}/policy/ipg/3.5/"' in body and f'href="/{lang}/policy/jar/deck-problem/"' in body


def test_short_deck_is_a_game_loss_and_an_illegal_list_a_decklist_problem(client):
    r = client.post("/en/decks/compare/", {"registered": REG, "presented": SHORT})
    _t, body = _text(r)
    assert r.status_code == 200 and _id(body, "compare-penalty") == "Game Loss"
    illegal = REG.replace("52 Mountain", "50 Mountain")   # 58 cards registered
    r = client.post("/ko/decks/compare/", {"registered": illegal, "presented": REG})
    _t, body = _text(r)
    assert "덱리스트 문제" in _id(body, "compare-infraction") and _id(body, "compare-penalty") == "게임 패배"
    assert 'href="/ko/policy/ipg/3.4/"' in body


def test_matching_deck(client):
    r = client.post("/th/decks/compare/", {"registered": REG, "presented": REG})
    _t, body = _text(r)
    assert r.status_code == 200 and "ไม่มีความผิด" in _id(body, "compare-verdict")


def test_sideboarded_swap_is_fine(client):
    ok = "1 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain\n3 Smash to Smithereens\nSideboard\n3 Lightning Bolt\n"
    r = client.post("/en/decks/compare/", {"registered": REG, "presented": ok, "sideboarded": "1"})
    _t, body = _text(r)
    assert r.status_code == 200 and "no infraction" in _id(body, "compare-verdict")


@pytest.mark.parametrize("fields,says", [
    ({"registered": "", "presented": REG}, "Registered decklist: paste the list"),
    ({"registered": REG, "presented": "four bolts"}, "four bolts"),
    ({"registered": REG, "presented": REG, "format": "commander"}, "Choose a format"),
    ({"registered": "1 Island\n" * (MAX_BYTES // 9 + 1), "presented": REG}, "larger than"),
])
def test_bad_input_is_400_with_what_to_fix(client, fields, says):
    r = client.post("/en/decks/compare/", fields)
    assert r.status_code == 400
    text, body = _text(r)
    assert says in text and 'id="compare-errors"' in body and 'id="compare-verdict"' not in body
    # the lists typed are kept in the form to be fixed
    assert html.escape(fields["presented"][:20]) in body


def test_page_get_htmx_and_link(client):
    r = client.get("/ko/decks/compare/")
    assert r.status_code == 200 and "덱과 덱리스트 비교" in r.content.decode()
    assert 'href="/ko/decks/compare/"' in client.get("/ko/decks/check/").content.decode()
    r = client.post("/en/decks/compare/", {"registered": REG, "presented": SHORT}, HTTP_HX_REQUEST="true")
    body = r.content.decode()
    assert body.lstrip().startswith('<div id="compare-results"') and "Game Loss" in body
