"""MtgGame.copy / the snapshot of apply() share the read-only parts of the state (characteristics,
cards in hand/graveyard/exile): the engine must never change those in place."""
import copy
import json
from pathlib import Path

import pytest

from judge.engine import Stepper, load
from judge.mtg.cards import CATALOG

SCEN = sorted((Path(__file__).resolve().parent.parent / "scenarios" / "mtg").glob("*.json"))
EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "fixtures" / "scenarios").glob("mtg-*.json"))


@pytest.mark.parametrize("path", SCEN + EXAMPLES, ids=[p.name for p in SCEN + EXAMPLES])
def test_earlier_steps_never_change(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    catalogue = copy.deepcopy(CATALOG)
    s = Stepper(doc)
    seen = [s.state_at(0)]
    while s.forward():
        seen.append(s.state_at(len(s.steps) - 1))
    for n, st in enumerate(seen):
        assert s.state_at(n) == st, n
    assert CATALOG == catalogue
    # stepping back and forward again gives the same states
    while s.back():
        pass
    s.run_to_end()
    assert [s.state_at(n) for n in range(len(s.steps))] == seen


def _doc():
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1",
                      "players": [{"id": "A", "hand": ["Shock"], "counters": {"experience": 1}},
                                  {"id": "B", "graveyard": ["Grizzly Bears"]}],
                      "battlefield": [{"id": "giant", "card": "Hill Giant", "controller": "A",
                                       "counters": {"+1/+1": 1}, "until_eot": [{"pump": [1, 1]}]}],
                      "stack": [{"card": "Lightning Bolt", "controller": "B", "targets": ["giant"]}],
                      "combat": None}}


def test_copy_is_independent():
    g = load(_doc())
    g.start()
    before = g.to_state()
    c = g.copy()
    c.battlefield[0]["counters"]["+1/+1"] = 5
    c.battlefield[0]["until_eot"].append({"pump": [2, 2]})
    c.battlefield[0]["damage"] = 2
    c.players[0]["hand"].clear()
    c.players[0]["counters"]["experience"] = 9
    c.players[1]["graveyard"].append({"id": "x", "card": "Shock"})
    c.stack[0]["targets"].append("A")
    c.result["losers"].append("B")
    assert g.to_state() == before
    assert c.to_state() != before


def test_illegal_action_restores_the_same_values():
    g = load(_doc())
    g.start()
    before = g.to_state()
    events = g.apply({"type": "cast", "player": "A", "card": "Grizzly Bears"})   # sorcery timing, stack not empty
    assert [e.type for e in events] == ["illegal"]
    assert g.to_state() == before


ILLEGAL = {"type": "cast", "player": "A", "card": "Grizzly Bears"}   # sorcery timing: the stack is not empty


def test_illegal_after_copy_restores_the_game_not_the_copy():
    g = load(_doc())
    g.start()
    c = g.copy()
    c.battlefield[0]["damage"] = 2          # the copy changes: apply() must not restore these values
    c.players[0]["life"] = 3
    before = g.to_state()
    assert [e.type for e in g.apply(ILLEGAL)] == ["illegal"]
    assert g.to_state() == before
    assert c.battlefield[0]["damage"] == 2 and c.players[0]["life"] == 3


def test_illegal_after_copy_keeps_later_changes_of_the_game():
    g = load(_doc())
    g.start()
    c = g.copy()
    c_state = c.to_state()
    g.battlefield[0]["counters"]["+1/+1"] = 4   # the game changes after the copy
    g.players[1]["life"] = 7
    before = g.to_state()
    assert [e.type for e in g.apply(ILLEGAL)] == ["illegal"]
    assert g.to_state() == before
    assert c.to_state() == c_state


def test_illegal_right_after_copy_and_the_copy_stays_independent():
    g = load(_doc())
    g.start()
    c = g.copy()
    before = g.to_state()
    assert [e.type for e in g.apply(ILLEGAL)] == ["illegal"]
    assert g.to_state() == before
    g.apply({"type": "resolve"})                 # the game goes on; the copy does not move
    assert g.to_state() != before
    assert c.to_state() == before
    assert [e.type for e in c.apply(ILLEGAL)] == ["illegal"]
    assert c.to_state() == before


def test_pickle_and_deepcopy_after_copy():
    import pickle
    g = load(_doc())
    g.start()
    g.copy()
    before = g.to_state()
    for h in (pickle.loads(pickle.dumps(g)), copy.deepcopy(g)):
        assert h.to_state() == before
        assert [e.type for e in h.apply(ILLEGAL)] == ["illegal"]
        assert h.to_state() == before
