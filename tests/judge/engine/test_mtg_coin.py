"""Coin flips (issue 21, judge/mtg/chance.py; CR 705.2): the result is the scenario's choice
("win"/"lose" on the resolving action), the default a won flip said on the step, and the validation
of the effect."""
import pytest

from judge.engine import ScenarioError, load, run

FLIP = {"card": "Gamble", "types": ["sorcery"], "kind": "sorcery", "mana_cost": "{R}", "colors": ["R"],
        "effects": [{"do": "flip_coin", "win": [{"do": "draw", "n": 2, "to": "controller"}],
                     "lose": [{"do": "lose_life", "amount": 3, "to": "controller"}]}]}


def _doc(spell, choose=None):
    res = {"type": "resolve"}
    if choose is not None:
        res["choose"] = choose
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "library": 30, "hand": [spell], "graveyard": [], "exile": []},
                                  {"id": "B", "life": 20, "library": 30, "hand": [], "graveyard": [], "exile": []}],
                      "battlefield": [], "stack": []},
            "actions": [{"type": "cast", "player": "A", "card": "Gamble"}, res]}


def _keys(out):
    return [e["key"] for s in out["steps"] for e in s["events"]]


def test_default_is_a_won_flip():
    out = run(_doc(FLIP))
    assert "mtg.coin.win_default" in _keys(out)
    a = out["final"]["players"][0]
    assert len(a["hand"]) == 2 and a["life"] == 20


def test_chosen_lose():
    out = run(_doc(FLIP, choose="lose"))
    assert "mtg.coin.lose_chosen" in _keys(out)
    a = out["final"]["players"][0]
    assert not a["hand"] and a["life"] == 17


def test_validation():
    bad = dict(FLIP, effects=[{"do": "flip_coin"}])
    with pytest.raises(ScenarioError):
        load(_doc(bad))
    bad = dict(FLIP, effects=[{"do": "flip_coin", "win": [{"do": "nonsense"}]}])
    with pytest.raises(ScenarioError) as err:
        load(_doc(bad))
    assert "win[0]" in str(err.value)
