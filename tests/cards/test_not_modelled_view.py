"""The stepper and the board picture say which card lines were ignored at a step (issue 21), with
the fixture card pool (tests/fixtures/cards/): Hollow Colossus's P/T line is not modelled."""
import json

import pytest

LANGS = ("en", "th", "ko")
BANNER = {"en": "This run is not complete", "th": "ผลการรันนี้ไม่ครบถ้วน", "ko": "이 실행 결과는 완전하지 않습니다"}


def _doc():
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "library": 20}, {"id": "B", "life": 20, "library": 20}],
                      "battlefield": [{"id": "col", "card": "Hollow Colossus", "controller": "A"},
                                      {"id": "bird", "card": "Gale Sparrow", "controller": "B"}]},
            "actions": [{"type": "advance_to", "step": "declare_attackers"},
                        {"type": "declare_attackers", "attackers": [{"id": "col", "defending": "B"}]}]}


@pytest.mark.parametrize("lang", LANGS)
def test_step_banner_and_picture(client, pool, lang):
    doc = _doc()
    first = client.post(f"/{lang}/judge/edit/", {"doc": json.dumps(doc), "sync": "1", "step": "0"}).content.decode()
    assert "run-incomplete" not in first     # nothing happened yet at the starting position
    html = client.post(f"/{lang}/judge/edit/", {"doc": json.dumps(doc), "sync": "1", "step": "2", "go": "2"}).content.decode()
    assert 'id="run-incomplete"' in html and BANNER[lang] in html
    assert "ev-not_modelled" in html and "power is equal to the number of cards" in html
    assert "b-nm-now" in html and "b-incomplete" in html    # the picture marks the card and the step


def test_run_document_says_incomplete(client, pool):
    r = client.post("/api/judge/run?lang=en", data=json.dumps(_doc()), content_type="application/json")
    assert r.status_code == 200, r.content
    out = r.json()
    assert out["complete"] is False
    assert [i["object"] for i in out["ignored"]] == ["col"]
    assert "power is equal" in out["ignored"][0]["line"]
    evs = [e for e in out["steps"][2]["events"] if e["type"] == "not_modelled"]
    assert evs and evs[0]["object"] == "col" and evs[0]["text"].startswith("Not modelled")


def test_a_board_of_real_cards_loads_in_a_few_queries(pool):
    """The entries of a board's cards are read at once (issue 21: compiled definitions are stored,
    read in one query, not one per card and never re-parsed)."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from cards import source
    from judge.services import ran
    names = ["Gale Sparrow", "Cinder Hound", "Mossback Grazer", "Hollow Colossus", "Ember Imp", "Sky Reaver"]
    doc = _doc()
    doc["state"]["battlefield"] = [{"id": f"c{i}", "card": n, "controller": "AB"[i % 2]} for i, n in enumerate(names)]
    doc["actions"] = []
    source.reset()
    with CaptureQueriesContext(connection) as q:
        s = ran(doc)
    assert len(s.state_at(0)["battlefield"]) == len(names)
    card_queries = [x for x in q.captured_queries if "cards_cardname" in x["sql"]]
    assert len(card_queries) == 1, [x["sql"][:120] for x in card_queries]
