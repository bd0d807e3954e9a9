"""'Return a land you control to its owner's hand' (issue 21, judge/mtg/hand.py; 400.6): a permanent
chosen as the effect is applied (not a target), the default the first one in battlefield order, a
wrong choice refused, and "you may return ... When you do, ..." with nothing to return: the reflexive
trigger doesn't happen (603.12). Real cards: features/azorius-chancery.json, features/kor-skyfisher.json."""
import pytest

from judge.engine import ScenarioError, load, run


def _spell(effects):
    return {"card": "Bounce", "types": ["sorcery"], "kind": "sorcery", "mana_cost": "{U}", "colors": ["U"],
            "effects": effects}


def _doc(spell, battlefield, choose=None):
    res = {"type": "resolve"}
    if choose is not None:
        res["choose"] = choose
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "library": 30, "hand": [spell], "graveyard": [], "exile": []},
                                  {"id": "B", "life": 20, "library": 30, "hand": [], "graveyard": [], "exile": []}],
                      "battlefield": battlefield, "stack": []},
            "actions": [{"type": "cast", "player": "A", "card": "Bounce"}, res]}


LANDS = [{"id": "b1", "controller": "B", "card": "Forest"}, {"id": "p1", "controller": "A", "card": "Plains"},
         {"id": "i1", "controller": "A", "card": "Island"}]


def _keys(out):
    return [e["key"] for s in out["steps"] for e in s["events"]]


def test_default_and_choice():
    out = run(_doc(_spell([{"do": "return_chosen", "word": "land"}]), LANDS))
    assert "mtg.return_chosen.default" in _keys(out)
    assert [c["card"] for c in out["final"]["players"][0]["hand"]] == ["Plains"]
    out = run(_doc(_spell([{"do": "return_chosen", "word": "land"}]), LANDS, choose="i1"))
    assert [c["card"] for c in out["final"]["players"][0]["hand"]] == ["Island"]
    out = run(_doc(_spell([{"do": "return_chosen", "word": "land"}]), LANDS, choose="b1"))   # not A's
    assert [e["key"] for s in out["steps"] for e in s["events"] if e["type"] == "illegal"] == ["mtg.illegal.return_chosen"]


def test_may_with_nothing_to_return_does_not_trigger_when_you_do():
    eff = [{"do": "may", "effects": [{"do": "return_chosen", "word": "land"},
                                     {"do": "reflexive", "effects": [{"do": "damage", "amount": 2, "to": "opponent"}]}]}]
    out = run(_doc(_spell(eff), []))
    keys = _keys(out)
    assert "mtg.return_chosen.none" in keys and "mtg.trigger.reflexive" not in keys
    assert out["final"]["players"][1]["life"] == 20
    out = run(_doc(_spell(eff), LANDS))
    assert "mtg.trigger.reflexive" in _keys(out)


def test_validation():
    with pytest.raises(ScenarioError):
        load(_doc(_spell([{"do": "return_chosen", "word": "land you control"}]), []))
