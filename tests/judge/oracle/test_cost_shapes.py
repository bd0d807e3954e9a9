"""Costs and enters-with statics of the grammar (issue 21, round cost2): a spell's own cost reduction
"for each <one>" / "where X is <amount>" / "If <condition>, this spell costs {N} less to cast"
(601.2f, 118.7), and what stays not modelled (never guessed)."""
import copy

import pytest

from judge.engine import run
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line


def _card(name, text, types=("instant",), mana="{1}", **face):
    f = {"name": name, "types": list(types), "text": text, "mana_cost": mana}
    if "creature" in types:
        f.update(power="2", toughness="2")
    f.update(face)
    return {"name": name, "layout": "normal", "faces": [f]}


def _lines(r):
    return [(ln["modelled"], ln.get("reason")) for ln in r["lines"]]


def _doc(bf, actions, hand, mana):
    players = [{"id": pid, "life": 20, "poison": 0, "library": 30, "hand": h, "graveyard": [], "exile": []}
               for pid, h in (("A", hand), ("B", []))]
    players[0]["mana"] = mana
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
                      "battlefield": list(bf), "stack": []}, "actions": list(actions)}


def _events(out, key):
    return [e for s in out["steps"] for e in s["events"] if e["key"] == key]


@pytest.mark.parametrize("name,per", [
    ("Blasphemous Act", {"what": "control", "who": "all", "word": "creature"}),
    ("Primeval Protector", {"what": "control", "who": "opponents", "word": "creature"}),
    ("Embercleave", {"what": "control", "who": "you", "word": "attacking creature"}),
    ("Ancient Stone Idol", {"what": "control", "who": "all", "word": "attacking creature"}),
    ("Molten Monstrosity", {"what": "greatest_power", "who": "you", "word": "creature"}),
    ("Spectral Denial", {"what": "control", "who": "you", "word": "creature with power 4 or greater"}),
])
def test_self_reduction_for_each(by_name, name, per):
    r = compile_card(by_name[name])
    assert r["definition"]["self_reduction"] == {"cost": "{1}", "per": per}, _lines(r)
    ln = next(x for x in r["lines"] if x["ability"] == "self_reduction")
    for lang in ("en", "th", "ko"):
        s = render(describe_line(ln).key, describe_line(ln).params, lang)
        assert "601.2f" in s and "{count}" not in s


def test_self_reduction_coloured_and_leading_condition(by_name):
    r = compile_card(by_name["Khalni Hydra"])
    assert r["definition"]["self_reduction"] == {"cost": "{G}", "per": {"what": "control", "who": "you",
                                                                       "word": "green creature"}}
    r = compile_card(by_name["Avatar of Fury"])
    assert r["status"] == "full", _lines(r)
    assert r["definition"]["self_reduction"] == {"cost": "{6}", "if": {"cond": "control", "who": "opponent",
                                                                      "word": "land", "min": 7}}


@pytest.mark.parametrize("text,reason", [
    ("This spell costs {1} less to cast for each creature card in your graveyard.", "card types among graveyard"),
    ("This spell costs {1} less to cast for each creature that died this turn.", "a count the engine does not make"),
    ("This spell costs {X} less to cast.", "without"),
    ("This spell costs {1} less to cast for each oil counter on it.", "a cost reduction counting counters"),
    ("If you control a Wizard, this spell costs {1} less to cast for each card in your hand.", "both a condition"),
])
def test_self_reduction_not_modelled(text, reason):
    r = compile_card(_card("Test Spell", text + "\nDraw a card."))
    ln = r["lines"][0]
    assert not ln["modelled"] and reason in ln["reason"], ln


BLAST = {"card": "Test Blast", "types": ["sorcery"], "mana_cost": "{5}{R}",
         "self_reduction": {"cost": "{1}", "per": {"what": "control", "who": "all", "word": "creature"}},
         "effects": [{"do": "draw", "n": 1}]}


def test_self_reduction_per_counts_as_it_is_cast():
    """601.2f: the count is taken as the total cost is determined; each one reduces {1} (118.7a)."""
    bf = [{"id": "a1", "controller": "A", "card": "Grizzly Bears"},
          {"id": "b1", "controller": "B", "card": "Hill Giant"}]
    out = run(_doc(bf, [{"type": "cast", "card": "x"}, {"type": "resolve"}], [dict(BLAST, id="x")], "{3}{R}"), lang="en")
    ev = _events(out, "mtg.cast.self_reduction_per")
    assert ev and "2" in ev[0]["text"] and not _events(out, "mtg.illegal.cannot_pay")
    assert out["final"]["players"][0]["mana"] in ("", "{0}", None) or not out["final"]["players"][0]["mana"]
    one = run(_doc(bf[:1], [{"type": "cast", "card": "x"}], [dict(BLAST, id="x")], "{3}{R}"), lang="en")
    assert _events(one, "mtg.illegal.cannot_pay")   # only one creature: {4}{R} is not paid by {3}{R}


def test_self_reduction_per_is_validated():
    from judge.mtg.validate import validate
    assert not validate(_doc([], [], [dict(BLAST, id="x")], "{1}"))
    bad = copy.deepcopy(BLAST)
    bad["self_reduction"]["per"] = {"what": "counters", "counter": "+1/+1"}
    assert any("per" in str(p) for p in validate(_doc([], [], [dict(bad, id="x")], "{1}")))
