""""<X>. If this spell was cast from a graveyard, <Y> instead." (CR 608.2c; the spell's flashback,
702.34a): the condition {"cond": "cast", "from": "graveyard"} of the `instead` effect
(judge/mtg/oracle/conditions.py); "investigate twice" reads X's Clue (701.16). Cards are named
only; their definitions are compiled from the shared card file."""
import pytest

from judge.engine import run
from judge.mtg.oracle import compile_card


@pytest.mark.parametrize("name", ["Increasing Devotion", "Increasing Savagery", "Secrets of the Key"])
def test_compiled(by_name, name):
    r = compile_card(by_name[name])
    assert r["status"] == "full", r["lines"]
    e = r["lines"][0]["compiled"]["effects"][0]
    assert e["do"] == "instead" and e["cond"] == {"cond": "cast", "from": "graveyard"}


def test_secrets_twice_is_two_clues(by_name):
    e = compile_card(by_name["Secrets of the Key"])["lines"][0]["compiled"]["effects"][0]
    assert [x["token"]["card"] for x in e["effects"]] == ["Clue", "Clue"]
    assert [x["token"]["card"] for x in e["otherwise"]] == ["Clue"]


@pytest.mark.parametrize("name", ["Increasing Confusion", "Retrieve the Esper", "The Final Days"])
def test_other_shapes_stay_not_modelled(by_name, name):
    r = compile_card(by_name[name])
    assert any("cast from a graveyard" in ln["text"] and not ln["modelled"] for ln in r["lines"])


def _devotion(from_gy):
    a = {"id": "A", "life": 20, "hand": [] if from_gy else ["Increasing Devotion"], "library": 30,
         "graveyard": [{"id": "d", "card": "Increasing Devotion"}] if from_gy else []}
    act = {"type": "cast", "player": "A", "card": "Increasing Devotion"}
    if from_gy:
        act["from"] = "graveyard"
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [a, {"id": "B", "life": 20, "hand": [], "library": 30}], "battlefield": [], "stack": []},
            "actions": [act, {"type": "resolve"}]}


@pytest.mark.parametrize("from_gy, n", [(False, 5), (True, 10)])
def test_five_or_ten_humans(source, from_gy, n):
    out = run(_devotion(from_gy), lang="en")
    assert sum(1 for o in out["final"]["battlefield"] if o.get("card") == "Human") == n
