""""<X>. If this spell was kicked, <Y> instead." (CR 702.33d, issue 21): X's effects get `if`
"not_kicked", Y's "kicked" (judge/mtg/oracle/grammar.py _kicked_instead). Cards are named only;
their definitions are compiled from the shared card file."""

import pytest

from judge.engine import run
from judge.mtg.oracle import compile_card


def _effects(card):
    r = compile_card(card)
    assert r["status"] == "full", [ln for ln in r["lines"] if not ln["modelled"]]
    return next(ln["compiled"]["effects"] for ln in r["lines"] if "kicked" in ln["text"])


def test_damage_ellipsis_keeps_the_recipient(by_name):
    assert _effects(by_name["Shivan Fire"]) == [
        {"do": "damage", "amount": 2, "to": "target:0", "if": "not_kicked"},
        {"do": "damage", "amount": 4, "to": "target:0", "if": "kicked"}]


def test_that_player_is_the_target_player(by_name):
    assert _effects(by_name["Hypnotic Cloud"]) == [
        {"do": "discard", "n": 1, "to": "target:0", "if": "not_kicked"},
        {"do": "discard", "n": 3, "to": "target:0", "if": "kicked"}]


def test_those_tokens_and_those_creatures(by_name):
    effs = _effects(by_name["Saproling Migration"])
    assert [e["if"] for e in effs] == ["not_kicked"] * 2 + ["kicked"] * 4
    effs = _effects(by_name["Dauntless Unity"])
    assert [(e["of"], e["power"], e["if"]) for e in effs] == [("all:creature you control", 1, "not_kicked"),
                                                               ("all:creature you control", 2, "kicked")]


def test_instead_before_y(by_name):
    """"If this spell was kicked, instead <Y>." (Colossal Growth): the same as "..., <Y> instead"."""
    assert _effects(by_name["Colossal Growth"]) == [
        {"do": "pump", "of": "target:0", "power": 3, "toughness": 3, "if": "not_kicked"},
        {"do": "pump", "of": "target:0", "power": 4, "toughness": 4, "if": "kicked"},
        {"do": "grant", "of": "target:0", "keywords": ["trample", "haste"], "if": "kicked"}]


def test_only_the_sentence_before_is_replaced(by_name):
    """Gift of Growth: "Untap target creature. It gets +2/+2 ..." - the untap happens either way."""
    effs = _effects(by_name["Gift of Growth"])
    assert effs[0] == {"do": "untap", "of": "target:0"}
    assert [e.get("if") for e in effs] == [None, "not_kicked", "kicked"]


# Rona's Vortex ("... put that permanent on the bottom of its owner's library instead") is modelled since
# the library work (effect put_library): tests/judge/oracle/test_library_shapes.py
@pytest.mark.parametrize("name", ["Tear Asunder", "Desolation Angel", "Prohibit"])
def test_other_shapes_stay_not_modelled(by_name, name):
    """A new target only when kicked (601.2c), a permanent's kicked state in a trigger, a condition
    in X, an effect the grammar lacks: never guessed."""
    r = compile_card(by_name[name])
    assert any("kicked" in ln["text"] and not ln["modelled"] for ln in r["lines"])


def _fire(kicked):
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "hand": ["Shivan Fire"]}, {"id": "B", "life": 20, "hand": []}],
                      "battlefield": [{"id": "wall", "controller": "B", "card": "Wall", "types": ["creature"],
                                       "power": 0, "toughness": 3}], "stack": []},
            "actions": [{"type": "cast", "player": "A", "card": "Shivan Fire", "kicked": kicked, "targets": ["wall"]},
                        {"type": "resolve"}]}


def test_unkicked_deals_the_first_amount_kicked_the_second(source):
    out = run(_fire(False), lang="en")
    wall = next(o for o in out["final"]["battlefield"] if o["id"] == "wall")
    assert wall["damage"] == 2
    out = run(_fire(True), lang="en")
    assert not [o for o in out["final"]["battlefield"] if o["id"] == "wall"]
