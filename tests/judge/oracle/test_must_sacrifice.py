""""Sacrifice this enchantment. If you do, <effects>." (CR 118.12: the sacrifice is a cost paid as
the ability resolves; "if you do" asks whether it was paid, and it can't be when the permanent is
gone, the rule's Standstill example): the `may` effect with `"must": true` (judge/mtg/optional.py;
judge/mtg/oracle/grammar.py). Cards are named only; their definitions are compiled from the shared
card file."""
import re

import pytest

from judge.engine import run
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line


@pytest.mark.parametrize("name", ["Mystery Key", "Awaken the Sky Tyrant", "Promise of Bunrei"])
def test_compiled(by_name, name):
    r = compile_card(by_name[name])
    assert r["status"] == "full", r["lines"]
    ln = r["lines"][0]
    e = ln["compiled"]["triggers"][0]["effects"]
    assert len(e) == 1 and (e[0]["do"], e[0]["sacrifice"], e[0]["must"]) == ("may", "self", True)
    for lang in ("en", "th", "ko"):
        m = describe_line(ln)
        text = render(m.key, m.params, lang)
        assert not re.search(r"\{[a-z_]+\}", text), text


@pytest.mark.parametrize("name", ["Aspiring Champion", "Standstill", "Grave Peril"])
def test_other_shapes_stay_not_modelled(by_name, name):
    """A sentence after "if you do" (Aspiring Champion), "each of that player's opponents"
    (Standstill), "that creature" for the permanent that entered (Grave Peril)."""
    r = compile_card(by_name[name])
    assert any("If you do" in ln["text"] and not ln["modelled"] for ln in r["lines"])


def _bunrei():
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "hand": ["Murder"], "library": 30},
                                  {"id": "B", "life": 20, "hand": [], "library": 30}],
                      "battlefield": [{"id": "p", "controller": "A", "card": "Promise of Bunrei"},
                                      {"id": "g", "controller": "A", "card": "Grizzly Bears"}], "stack": []},
            "actions": [{"type": "cast", "player": "A", "card": "Murder", "targets": ["g"]}, {"type": "resolve"},
                        {"type": "resolve"}]}


def test_sacrificed_then_four_spirits(source):
    out = run(_bunrei(), lang="en")
    bf = out["final"]["battlefield"]
    assert not any(o["id"] == "p" for o in bf)
    assert sum(1 for o in bf if o.get("card") == "Spirit") == 4
    assert any(ev.get("key") == "mtg.must.paid" for st in out["steps"] for ev in st["events"])


def test_validator_keeps_must_to_sacrificing_itself():
    from judge.mtg.validate import validate
    doc = _bunrei()
    ench = {"id": "x", "controller": "A", "card": "Odd Promise", "types": ["enchantment"],
            "triggers": [{"when": "creature_dies", "effects": [
                {"do": "may", "pay": "{1}", "must": True, "effects": [{"do": "draw", "n": 1, "to": "controller"}]}]}]}
    doc["state"]["battlefield"].append(ench)
    assert any("must" in str(p) for p in validate(doc))
    ench["triggers"][0]["effects"][0] = {"do": "may", "sacrifice": "self", "must": True,
                                         "effects": [{"do": "draw", "n": 1, "to": "controller"}]}
    assert not any("must" in str(p) for p in validate(doc))
