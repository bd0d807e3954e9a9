"""Planeswalker shapes, second batch (issue 21): the reversible printing of one card (both sides the
same card), ... Compiler on made-up cards, the engine on small boards; the real cards are in
features/."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.mtg.oracle import compile_card
from tests.judge.oracle.test_oracle_compile import card


def walker(text):
    return card("Test Walker", text, types=("planeswalker",), loyalty="4")


# ------------------------------------------------------------------ reversible cards
def test_a_reversible_card_with_the_same_card_on_both_sides_is_one_single_faced_card():
    c = walker("[+1]: You gain 1 life.")
    c["name"], c["layout"] = "Test Walker // Test Walker", "reversible_card"
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    assert [ln["modelled"] for ln in r["lines"]] == [True]


def test_a_reversible_card_with_two_different_cards_keeps_its_other_face_not_modelled():
    c = walker("[+1]: You gain 1 life.")
    c["name"], c["layout"] = "Test Walker // Other Side", "reversible_card"
    r = compile_card(c)
    assert r["status"] == "partial"
    assert any("Other Side" in ln["reason"] for ln in r["lines"] if not ln["modelled"])
    c["name"] = "Test Walker"   # no second name at all: still not one card both sides
    assert compile_card(c)["status"] == "partial"


# ------------------------------------------------------------------ a permanent's rules about players
import pytest  # noqa: E402
from judge.engine import run  # noqa: E402
from judge.mtg.validate import validate  # noqa: E402
from tests.judge.oracle.test_oracle_compile import problems  # noqa: E402


@pytest.mark.parametrize("text, rule", [
    ("You can't lose the game.", "cant_lose"),
    ("Your opponents can't gain life.", "opponents_cant_gain_life"),
    ("Players can't gain life.", "players_cant_gain_life"),
    ("You have hexproof. (You can't be the target of spells or abilities your opponents control.)", "you_have_hexproof"),
])
def test_player_rules_compile_to_the_permanents_rules(text, rule):
    c = walker(text + "\n[+1]: You gain 1 life.")
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == []
    assert r["definition"]["replacements"] == [rule]
    assert r["lines"][0]["ability"] == "static"


def test_player_rules_the_grammar_does_not_read_stay_not_modelled():
    for text in ("Your opponents can't gain life this turn.", "You can't lose the game and your opponents can't win the game.",
                 "Enchanted player can't gain life.", "Players can't gain life during your turn."):
        assert compile_card(walker(text))["status"] == "none", text


def _board(rule, gain_by="B", lost=False):
    src = {"id": "w", "controller": "A", "card": "Test Walker", "types": ["planeswalker"], "loyalty": 3,
           "replacements": [rule]}
    if lost:
        src["until_eot"] = [{"lose_abilities": True, "source": "x"}]
    spell = {"card": "Test Gain", "kind": "sorcery", "mana_cost": "{0}", "effects": [{"do": "gain_life", "amount": 3, "to": "controller"}]}
    p = lambda i: {"id": i, "life": 20, "poison": 0, "library": 5, "hand": [spell] if i == gain_by else [],  # noqa: E731
                   "graveyard": [], "exile": []}
    doc = {"format": "judge-scenario/1", "game": "mtg", "title": "t",
           "state": {"turn": 2, "active": gain_by, "step": "main1", "priority": gain_by, "players": [p("A"), p("B")],
                     "battlefield": [src], "stack": []},
           "actions": [{"type": "cast", "player": gain_by, "card": "Test Gain"}, {"type": "resolve"}]}
    return doc


@pytest.mark.parametrize("rule, who, gains", [
    ("opponents_cant_gain_life", "B", False), ("opponents_cant_gain_life", "A", True),
    ("players_cant_gain_life", "A", False), ("players_cant_gain_life", "B", False), ("cant_lose", "B", True),
])
def test_life_gain_stopped_by_the_rule(rule, who, gains):
    doc = _board(rule, who)
    assert validate(doc) == []
    out = run(doc)
    life = next(p["life"] for p in out["final"]["players"] if p["id"] == who)
    assert life == (23 if gains else 20)
    keys = [e["key"] for s in out["steps"] for e in s["events"]]
    assert ("mtg.life.cant_gain" in keys) == (not gains)


def test_a_permanent_without_its_abilities_stops_no_life_gain():
    out = run(_board("players_cant_gain_life", "B", lost=True))   # 613.1f
    assert next(p["life"] for p in out["final"]["players"] if p["id"] == "B") == 23


def test_you_have_hexproof_protects_the_controller_from_opponents_only():
    doc = _board("you_have_hexproof", "B")
    bolt = {"card": "Test Bolt", "kind": "instant", "mana_cost": "{0}", "effects": [{"do": "damage", "amount": 3,
                                                                                     "to": "target:0"}], "target": ["any"]}
    doc["state"]["players"][1]["hand"] = [bolt]
    doc["actions"] = [{"type": "cast", "player": "B", "card": "Test Bolt", "targets": ["A"]},
                      {"type": "cast", "player": "B", "card": "Test Bolt", "targets": ["w"]}, {"type": "resolve"}]
    out = run(doc)
    keys = [e["key"] for s in out["steps"] for e in s["events"]]
    assert "mtg.illegal.target.hexproof_player" in keys
    assert out["final"]["players"][0]["life"] == 20
    assert not out["final"]["battlefield"]   # the walker itself has no hexproof: 3 damage, 0 loyalty (704.5i)
