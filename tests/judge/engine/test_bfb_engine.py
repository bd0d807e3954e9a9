"""Born from Blood engine: document validation, illegal actions leave the state untouched,
stepping back and forth, and a property test over random action sequences."""
import copy
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import ScenarioError, Stepper, load, run
from judge.bfb import BfbGame

ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = ROOT / "tests" / "fixtures" / "scenarios" / "bfb-pierce-single-defender.json"


def base_doc(**state_over):
    doc = json.loads((ROOT / "tests/judge/scenarios/bfb/pierce-two-defenders.json").read_text())
    doc.pop("expect")
    doc["actions"] = []
    doc["state"].update(state_over)
    return doc


def test_loads_as_bfb_game():
    assert isinstance(load(json.loads(EXAMPLE.read_text())), BfbGame)


def test_every_problem_with_its_path():
    doc = base_doc(phase="lunch", turn="x")
    doc["state"]["players"][0]["n"] = -1
    doc["state"]["players"][1]["field"]["mercenary"][0]["hp"] = "big"
    doc["state"]["players"][1]["field"]["mercenary"].append({"id": "d3", "name": "Extra", "hp": 1})
    doc["state"]["players"][0]["hand"] = [{"id": "x", "kind": "spell"}]
    doc["actions"] = [{"type": "fly"}, {"type": "defend"}, {"type": "assign", "allocation": {"d1": -2}},
                      {"type": "advance_to", "phase": "nowhere"}, {"type": "attack", "card": 7}]
    with pytest.raises(ScenarioError) as exc:
        load(doc)
    paths = {p.path for p in exc.value.problems}
    assert {"state.phase", "state.turn", "state.players[0].n",
            "state.players[1].field.mercenary[0].hp", "state.players[1].field.mercenary",
            "state.players[0].hand[0].kind", "actions[0].type", "actions[1].defenders",
            "actions[2].allocation.d1", "actions[3].phase", "actions[4].card"} <= paths, paths


def test_unknown_fields_are_errors_from_the_declared_state():
    """The fields a bfb state may have are declared once (judge/bfb/state.py); anything else is an
    error at its path, never silently ignored."""
    doc = base_doc(colour="red")
    doc["state"]["players"][0]["mana"] = 3
    doc["state"]["players"][0]["character"]["armor"] = 2
    doc["state"]["players"][1]["field"]["mercenary"][0]["atk"] = 5
    doc["state"]["players"][1]["field"]["mercenary"][0]["skills"] = [{"name": "Hit", "damage": 1, "range": 2}]
    doc["state"]["result"] = {"over": True, "winner": "A"}
    with pytest.raises(ScenarioError) as exc:
        load(doc)
    paths = {p.path for p in exc.value.problems}
    assert {"state.colour", "state.players[0].mana", "state.players[0].character.armor",
            "state.players[1].field.mercenary[0].atk", "state.players[1].field.mercenary[0].skills[0].range",
            "state.result.over"} <= paths, paths


@pytest.mark.parametrize("path", sorted((ROOT / "tests/judge/scenarios/bfb").glob("*.json")), ids=lambda p: p.name)
def test_a_state_the_engine_gives_back_validates(path):
    """to_state() uses only declared fields: every step of every bfb scenario loads again as a scenario."""
    from judge.bfb import state as S
    doc = json.loads(path.read_text())
    stepper = Stepper(doc)
    stepper.run_to_end()
    for n in range(len(stepper.steps)):
        st_ = stepper.state_at(n)
        assert set(st_) <= S.fields_of(S.State)
        st_.pop("result", None)
        if st_.get("combat"):
            st_["combat"]["assign"] = None
        load({"format": "judge-scenario/1", "game": "bfb", "title": "t", "state": st_, "actions": []})


def test_duplicate_ids_and_player_count():
    doc = base_doc()
    doc["state"]["players"][1]["field"]["mercenary"][1]["id"] = "d1"
    with pytest.raises(ScenarioError) as exc:
        load(doc)
    assert any("duplicate id" in p.message for p in exc.value.problems)
    doc = base_doc()
    doc["state"]["players"] = doc["state"]["players"][:1]
    with pytest.raises(ScenarioError) as exc:
        load(doc)
    assert exc.value.problems[0].path == "state.players"


def test_illegal_action_leaves_state_exactly():
    doc = base_doc(phase="main")
    doc["state"]["players"][0]["hand"] = [{"id": "m9", "name": "Recruit", "kind": "mercenary", "cost": 9, "hp": 1}]
    game = load(doc)
    game.start()
    before = copy.deepcopy(game.__dict__)
    for action in ({"type": "play", "card": "m9"}, {"type": "attack", "card": "m1"},
                   {"type": "defend", "defenders": ["d1"]}, {"type": "resolve"},
                   {"type": "respond", "card": "m9"}, {"type": "choose", "choice": ["m9"]}):
        events = game.apply(action)
        assert [e.type for e in events] == ["illegal"], action
        assert events[0].rule.startswith("bfb.") and events[0].rule == events[0].topic
        assert game.__dict__ == before, action


def test_stepper_back_and_forward():
    doc = json.loads(EXAMPLE.read_text())
    s = Stepper(doc)
    s.run_to_end()
    final = s.output()["final"]
    s.back()
    s.back()
    assert s.state_at(len(s) - 1)["combat"]["attacker"] == "m1"
    s.run_to_end()
    assert s.output()["final"] == final


def test_output_shape():
    out = run(json.loads(EXAMPLE.read_text()), "ko")
    final = out["final"]
    assert final["result"] == {"over": False, "winner": None, "losers": []}
    b = final["players"][1]
    assert b["character"]["hp"] == 19 and b["discard"][0]["id"] == "d1"
    assert set(b["field"]) == {"mercenary", "artifact", "skill", "item"}
    assert all(e["text"] for s in out["steps"] for e in s["events"])


ACTIONS = st.one_of(
    st.just({"type": "advance"}),
    st.just({"type": "resolve"}),
    st.sampled_from(["m1", "d1", "d2", "zz"]).map(lambda c: {"type": "attack", "card": c}),
    st.lists(st.sampled_from(["d1", "d2", "m1"]), max_size=3).map(lambda d: {"type": "defend", "defenders": d}),
    st.dictionaries(st.sampled_from(["d1", "d2", "character"]), st.integers(0, 9), min_size=1)
      .map(lambda a: {"type": "assign", "allocation": a}),
    st.sampled_from(["p1", "s1", "k1"]).map(lambda c: {"type": "play", "card": c}),
    st.sampled_from(["p1", "s1"]).map(lambda c: {"type": "respond", "card": c}),
    st.sampled_from(PHASES := ["n", "draw", "main", "combat", "main2", "end"])
      .map(lambda p: {"type": "advance_to", "phase": p}),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(ACTIONS, max_size=25))
def test_random_actions_never_crash(actions):
    doc = base_doc()
    doc["state"]["players"][0]["hand"] = [
        {"id": "p1", "name": "Smite", "kind": "pray", "cost": 1,
         "effects": [{"do": "damage", "amount": 3, "to": "opponent"}]},
        {"id": "s1", "name": "Ward", "kind": "skill", "cost": 2, "effects": [{"do": "block", "amount": 1, "of": "self"}]},
        {"id": "k1", "name": "Recruit", "kind": "mercenary", "cost": 1, "hp": 2, "skills": [{"name": "Jab", "damage": 1}]}]
    doc["actions"] = actions
    s = Stepper(doc)
    while not s.done:
        before = s.game.to_state()
        s.forward()
        _, events, _ = s.steps[-1]
        if events and events[0].type == "illegal":
            assert len(events) == 1 and s.game.to_state() == before
        for e in events:
            assert e.rule.startswith("bfb.") and e.rule == e.topic
    final = s.output("th")["final"]
    for p in final["players"]:
        assert p["n"] >= 0 and p["character"]["hp"] >= 0
        assert len(p["field"]["mercenary"]) <= 2 and len(p["field"]["skill"]) <= 2


def test_running_does_not_change_the_document():
    for path in sorted((ROOT / "tests/judge/scenarios/bfb").glob("*.json")):
        doc = json.loads(path.read_text())
        before = copy.deepcopy(doc)
        run(doc)
        assert doc == before, path.name
