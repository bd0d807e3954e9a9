"""Registered decklist vs presented deck (issue #26): Decklist or Deck Problem, the Competitive penalty
and the fix at each REL (judge/decks/compare.py, POST /api/decks/compare)."""
import json

import pytest

from judge.decks.compare import compare_mtg

REG = "4 Lightning Bolt\n4 Shock\n52 Mountain\nSideboard\n3 Pyroblast"


def test_matching_deck_is_no_infraction():
    r = compare_mtg(REG, REG)
    assert r["ok"] and r["infraction"] is None and r["penalty"] is None


def test_an_extra_card_is_a_deck_problem_warning():
    r = compare_mtg(REG, REG.replace("52 Mountain", "53 Mountain"), lang="ko")
    assert (r["infraction"], r["penalty"]) == ("deck_problem", "warning")
    assert "IPG 3.5" in r["messages"][0] and "경고" in r["messages"][0]
    assert r["differences"] == ["덱에 있지만 메인 덱에 등록되지 않음: Mountain 1장."]
    assert "JAR" in r["fix"]["regular"] and "IPG 3.5" in r["fix"]["competitive"]
    assert r["policy"] == ["ipg:3.5", "jar:deck-problem"]


def test_a_short_deck_before_sideboarding_is_a_game_loss():
    r = compare_mtg(REG, REG.replace("52 Mountain", "51 Mountain"))
    assert (r["infraction"], r["penalty"]) == ("deck_problem", "game_loss")
    assert "59" in r["messages"][0] and "60" in r["messages"][0]


def test_after_sideboarding_moving_cards_is_fine_but_under_the_minimum_is_a_game_loss():
    swapped = "4 Lightning Bolt\n3 Shock\n52 Mountain\n1 Pyroblast\nSideboard\n2 Pyroblast\n1 Shock"
    assert compare_mtg(REG, swapped, sideboarded=True)["ok"]
    short = "4 Lightning Bolt\n3 Shock\n52 Mountain\nSideboard\n3 Pyroblast\n1 Shock"
    r = compare_mtg(REG, short, sideboarded=True, lang="th")
    assert (r["infraction"], r["penalty"]) == ("deck_problem", "game_loss")


def test_an_illegal_registered_list_is_a_decklist_problem():
    r = compare_mtg("4 Lightning Bolt\n4 Shock\n50 Mountain", "4 Lightning Bolt\n4 Shock\n52 Mountain")
    assert (r["infraction"], r["penalty"]) == ("decklist_problem", "game_loss")
    assert "IPG 3.4" in r["messages"][0] and "MTR 2.7" in r["fix"]["regular"]


def test_unreadable_list_is_reported():
    r = compare_mtg("four bolts", REG)
    assert r["malformed"] and "four bolts" in r["messages"][0]


@pytest.mark.django_db
def test_api(client):
    r = client.post("/api/decks/compare", json.dumps({"registered": REG, "presented": REG.replace("52 Mountain", "53 Mountain"),
                                                       "lang": "th"}), content_type="application/json")
    assert r.status_code == 200
    body = r.json()
    assert body["infraction"] == "deck_problem" and body["penalty"] == "warning" and "Deck Problem" in body["messages"][0]
    bad = client.post("/api/decks/compare", json.dumps({"registered": 3}), content_type="application/json")
    assert bad.status_code == 400 and "registered" in bad.json()["errors"][0]["message"]
    assert client.post("/api/decks/compare", b"{", content_type="application/json").status_code == 400
    assert client.get("/api/decks/compare").status_code == 405
