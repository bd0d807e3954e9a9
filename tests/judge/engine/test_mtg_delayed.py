"""Delayed triggered abilities (CR 603.7, judge/mtg/delayed.py): created on resolution (603.7a), kept in
state.delayed (validated, JSON round-trip), triggering once at their event (603.7b: the next turn's
upkeep, 503.1a; the next end step, 513.2; end of combat, 511.2), controlled by the controller of what
created them (603.7d-e) and doing nothing to an object that left the battlefield (603.7c, 400.7).
The compiler's lines are in tests/judge/oracle/test_delayed_shapes.py; real cards in
tests/judge/oracle/features (Touch of Death, Brackwater Elemental, Fog Elemental, Tangle Asp)."""
import json

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run
from judge.mtg import MtgGame
from judge.mtg.validate import validate

DRAW = {"do": "delayed", "at": "next_upkeep", "text": "Draw a card at the beginning of the next turn's upkeep.",
        "effects": [{"do": "draw", "n": 1, "to": "controller"}]}
SAC = {"do": "delayed", "at": "next_end_step", "text": "Sacrifice it at the beginning of the next end step.",
       "effects": [{"do": "sacrifice", "of": "target:0"}]}


def _doc(stack, actions, battlefield=(), step="main1", delayed=None):
    st = {"turn": 3, "active": "A", "step": step, "priority": "A",
          "players": [{"id": p, "life": 20, "library": 30, "hand": []} for p in "AB"],
          "battlefield": list(battlefield), "stack": stack}
    if delayed is not None:
        st["delayed"] = delayed
    return {"format": "judge-scenario/1", "game": "mtg", "state": st, "actions": actions}


def _spell(effects, targets=(), target=None):
    s = {"id": "s", "card": "Test Spell", "kind": "sorcery", "controller": "A", "effects": effects,
         "targets": list(targets)}
    if target:
        s["target"] = target
    return s


def _keys(out, prefix="mtg.delayed."):
    return [(e["key"], e["rule"]) for st in out["steps"] for e in st["events"] if e["key"].startswith(prefix)]


def test_next_turns_upkeep_draws_once_for_the_spells_controller():
    out = run(_doc([_spell([DRAW])], [{"type": "resolve"}, {"type": "advance_to", "step": "upkeep"},
                                      {"type": "resolve"}, {"type": "advance_to", "step": "upkeep"}]))
    assert _keys(out) == [("mtg.delayed.created", "603.7a"), ("mtg.delayed.triggers", "503.1a")]
    a = out["final"]["players"][0]
    assert a["library"] == 29   # one card, from the delayed ability (turn 4 is B's: A has no draw step of its own)
    assert len(a["hand"]) == 1 and out["final"].get("delayed") is None


def test_created_during_an_upkeep_it_waits_for_the_next_turns():
    """'The next turn's upkeep' is never the upkeep it was created in."""
    out = run(_doc([_spell([DRAW])], [{"type": "resolve"}, {"type": "advance", }], step="upkeep"))
    assert _keys(out) == [("mtg.delayed.created", "603.7a")]
    assert out["final"]["delayed"][0]["at"] == "next_upkeep"


def test_next_end_step_created_in_an_end_step_waits_a_turn():
    """513.2: the step doesn't back up; it triggers at the next turn's end step."""
    bf = [{"id": "bear", "card": "Grizzly Bears", "controller": "B"}]
    out = run(_doc([_spell([SAC], ["bear"], ["creature"])], [{"type": "resolve"}, {"type": "advance"}], bf, step="end"))
    assert _keys(out) == [("mtg.delayed.created", "603.7a")] and out["final"]["delayed"]
    out = run(_doc([_spell([SAC], ["bear"], ["creature"])], [{"type": "resolve"}, {"type": "advance_to", "step": "end"},
                                                             {"type": "resolve"}], bf))
    assert _keys(out) == [("mtg.delayed.created", "603.7a"), ("mtg.delayed.triggers", "513.2")]
    assert not out["final"]["battlefield"] and out["final"]["players"][1]["graveyard"]


def test_an_object_that_left_and_came_back_is_not_it():
    """603.7c, 400.7: the delayed ability is bound to the object by id; bounced, it does nothing to it."""
    bf = [{"id": "bear", "card": "Grizzly Bears", "controller": "B"}]
    bounce = {"id": "b", "card": "Unsummon-ish", "kind": "instant", "controller": "A", "target": ["creature"],
              "targets": ["bear"], "effects": [{"do": "bounce", "of": "target:0"}]}
    out = run(_doc([_spell([SAC], ["bear"], ["creature"])],
                   [{"type": "resolve"}, {"type": "advance_to", "step": "end"}], bf))
    st = out["final"]   # the delayed ability is on the stack in the end step; a bounce resolves above it
    assert [o.get("trigger") for o in st["stack"]] == ["delayed"]
    st["stack"].append(bounce)
    out2 = run({"format": "judge-scenario/1", "game": "mtg", "state": st, "actions": [{"type": "resolve"}, {"type": "resolve"}]})
    assert ("mtg.delayed.gone", "603.7c") in _keys(out2)
    assert not any(e["key"] == "mtg.move.sacrificed" for s in out2["steps"] for e in s["events"])


def test_state_round_trip_and_validation():
    d = {"id": "d1", "controller": "A", "source": "s", "source_name": "Portent", "at": "next_upkeep", "turn": 3,
         "text": "Draw a card at the beginning of the next turn's upkeep.", "effects": [{"do": "draw", "n": 1}]}
    doc = _doc([], [], delayed=[d])
    assert validate(doc) == []
    g = MtgGame.from_document(doc)
    assert g.to_state()["delayed"] == [d]
    again = MtgGame.from_document(dict(doc, state=json.loads(json.dumps(g.to_state()))))
    assert again.to_state() == g.to_state()
    bad = dict(d, at="tomorrow", controller="Z", colour="red")
    paths = {p.path for p in validate(_doc([], [], delayed=[bad]))}
    assert {"state.delayed[0].at", "state.delayed[0].controller", "state.delayed[0].colour"} <= paths
    two = dict(DRAW, effects=[{"do": "sacrifice", "of": "self"}, {"do": "destroy", "of": "target:0"}])
    assert "state.stack[0].effects[0].effects" in {p.path for p in validate(_doc([_spell([two])], []))}
    group = dict(DRAW, effects=[{"do": "destroy", "of": "each_creature"}])
    assert "state.stack[0].effects[0].effects[0].of" in {p.path for p in validate(_doc([_spell([group])], []))}


def test_loaded_delayed_ability_triggers_at_its_step():
    d = {"controller": "B", "at": "end_of_combat", "text": "Draw a card at end of combat.",
         "effects": [{"do": "draw", "n": 1, "to": "controller"}]}
    out = run(_doc([], [{"type": "advance_to", "step": "end_of_combat"}, {"type": "resolve"}], delayed=[d]))
    assert _keys(out) == [("mtg.delayed.triggers", "511.2")]
    assert len(out["final"]["players"][1]["hand"]) == 1 and "delayed" not in out["final"]


def test_board_shows_the_waiting_delayed_abilities_beside_their_controller():
    from judge.board import board_mtg
    from django.utils import translation
    st = run(_doc([_spell([DRAW])], [{"type": "resolve"}]))["final"]
    with translation.override("ko"):
        b = board_mtg(st, None, set())
    d = b["players"][0]["delayed"]
    assert len(d) == 1 and d[0]["source"] == "Test Spell" and d[0]["when"] == "다음 턴의 유지단 시작에"
    assert d[0]["text"].startswith("Draw a card") and "603.7" in b["players"][0]["delayed_label"]
    assert b["players"][1]["delayed"] == []
