"""Optional actions ("you may", CR 603.5 / 608.2d / 118.12) and reflexive triggers (603.12): the
compiler's shapes, the engine's `may` / `reflexive` effects, their choices and validation."""
import copy
import json
from pathlib import Path

import pytest

from judge.engine import run
from judge.mtg import cards as catalogue
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.scenario import entry
from judge.mtg.validate import validate

FEATURES = Path(__file__).resolve().parent / "features"


def _card(name, text, types=("creature",), subtypes=(), cost="{2}{G}", pt=("2", "2")):
    face = {"name": name, "mana_cost": cost, "types": list(types), "subtypes": list(subtypes), "supertypes": [],
            "keywords": [], "text": text}
    if "creature" in types:
        face["power"], face["toughness"] = pt
    return {"name": name, "layout": "normal", "faces": [face]}


def _compiled(text, **kw):
    return compile_card(_card("Test Card", text, **kw))


# ------------------------------------------------------------------------------------ the grammar
def test_plain_you_may_wraps_the_effect():
    r = _compiled("When this creature enters, you may draw a card.")
    assert r["status"] == "full"
    assert r["definition"]["triggers"][0]["effects"] == [
        {"do": "may", "effects": [{"do": "draw", "n": 1, "to": "controller"}]}]


def test_you_may_pay_if_you_do():
    r = _compiled("Whenever a creature dies, you may pay {1}. If you do, you gain 1 life.", types=("artifact",))
    assert r["status"] == "full"
    assert r["definition"]["triggers"][0]["effects"] == [
        {"do": "may", "pay": "{1}", "effects": [{"do": "gain_life", "amount": 1, "to": "controller"}]}]


def test_when_you_do_is_a_reflexive_trigger_with_its_own_targets():
    r = _compiled("When this creature enters, you may pay 2 life. When you do, target creature gets -1/-1 until end "
                  "of turn. That creature gains flying until end of turn.")
    assert r["status"] == "full"
    t = r["definition"]["triggers"][0]
    assert "target" not in t   # the reflexive ability has the target, chosen when it is put on the stack
    (may,) = t["effects"]
    assert may["life"] == 2
    (refl,) = may["effects"]
    assert refl["do"] == "reflexive" and refl["target"] == ["creature"]
    assert [e["of"] for e in refl["effects"]] == ["target:0", "target:0"]


@pytest.mark.parametrize("text, reason", [
    ("When this creature enters, you may pay {2}.", "a cost without"),
    ("When this creature enters, you may tap target creature. If you do, draw a card.", '"if you do" after'),
    ("When this creature enters, you may pay {1}. If you don't, draw a card.", "if you don't"),
    ("When this creature enters, you may pay {1}. If you do, draw a card. You gain 1 life.", "a sentence after"),
    ("When this creature enters, you may search your library for a basic land card.", "search your library"),
    ("When this creature enters, you may pay {X}. If you do, draw a card.", "X in an optional cost"),
])
def test_shapes_outside_the_grammar_say_why(text, reason):
    r = _compiled(text)
    (line,) = r["lines"]
    assert not line["modelled"]
    assert line["reason"].startswith('an optional action ("you may")') and reason in line["reason"], line["reason"]


def test_x_inside_an_optional_action_is_seen():
    r = _compiled("When this creature enters, you may draw X cards.")
    assert r["status"] != "full"


# ------------------------------------------------------------------------------------ the engine
def _doc(effects, actions, mana=None, hand=("Forest",)):
    a = {"id": "A", "life": 20, "library": 30, "hand": list(hand), "graveyard": [], "exile": []}
    if mana is not None:
        a["mana"] = mana
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [a, {"id": "B", "life": 20, "library": 30, "hand": [], "graveyard": [], "exile": []}],
                      "battlefield": [{"id": "bear", "controller": "B", "card": "Grizzly Bears"}],
                      "stack": [{"id": "s1", "controller": "A", "card": "Test Spell", "kind": "sorcery",
                                 "effects": effects}]},
            "actions": actions}


GAIN = [{"do": "may", "pay": "{1}", "effects": [{"do": "gain_life", "amount": 3, "to": "controller"}]}]


def _life(out):
    return next(p for p in out["final"]["players"] if p["id"] == "A")["life"]


def _keys(out):
    return [ev["key"] for s in out["steps"] for ev in s["events"]]


def test_choice_yes_no_and_default():
    assert _life(run(_doc(GAIN, [{"type": "resolve", "choose": "yes"}]))) == 23
    assert _life(run(_doc(GAIN, [{"type": "resolve", "choose": "no"}]))) == 20
    out = run(_doc(GAIN, [{"type": "resolve"}]))
    assert _life(out) == 23 and "mtg.may.default_yes" in _keys(out)   # the default is said on the step
    out = run(_doc(GAIN, [{"type": "choose", "player": "A", "choice": False}, {"type": "resolve"}]))
    assert _life(out) == 20 and "mtg.may.declined" in _keys(out)


def test_a_cost_that_cannot_be_paid():
    out = run(_doc(GAIN, [{"type": "resolve"}], mana=""))   # mana checked, none to pay with
    assert _life(out) == 20 and "mtg.may.default_no" in _keys(out)
    out = run(_doc(GAIN, [{"type": "resolve", "choose": "yes"}], mana=""))
    assert "mtg.illegal.may_cannot_pay" in _keys(out)
    out = run(_doc(GAIN, [{"type": "resolve", "choose": "yes"}], mana="{G}"))
    assert _life(out) == 23 and next(p for p in out["final"]["players"] if p["id"] == "A")["mana"] == ""


def test_discard_cost_needs_a_card_and_a_list_answers_in_order():
    effs = [{"do": "may", "discard": 1, "effects": [{"do": "draw", "n": 1, "to": "controller"}]},
            {"do": "may", "effects": [{"do": "gain_life", "amount": 1, "to": "controller"}]}]
    out = run(_doc(effs, [{"type": "resolve", "choose": ["yes", "no"]}]))
    a = next(p for p in out["final"]["players"] if p["id"] == "A")
    assert len(a["graveyard"]) == 2 and len(a["hand"]) == 1 and a["life"] == 20   # Forest discarded, spell resolved
    out = run(_doc(effs, [{"type": "resolve", "choose": ["yes", "yes"]}], hand=()))
    assert "mtg.illegal.may_cannot_pay" in _keys(out)


def test_a_wrong_answer_is_refused():
    out = run(_doc(GAIN, [{"type": "resolve", "choose": "maybe"}]))
    assert "mtg.illegal.may_choice" in _keys(out) and _life(out) == 20


def test_every_field_is_validated():
    d = _doc([{"do": "may", "pay": "{1}", "colour": "red", "effects": [{"do": "draw", "n": 1, "bogus": 1}]},
              {"do": "may"},
              {"do": "reflexive", "effects": [], "target": ["not a word"]}], [])
    text = json.dumps([str(p) for p in validate(d)])
    assert "colour" in text and "bogus" in text and "effects" in text and "not a word" in text, text


# ------------------------------------------------------------------------------------ real cards
@pytest.fixture(scope="module")
def pool(by_name):
    before = catalogue._source
    catalogue.set_card_source(lambda n: entry(by_name[n], compile_card(by_name[n])) if n in by_name else None)
    yield by_name
    catalogue.set_card_source(before)


def _board(out):
    f = copy.deepcopy(out["final"])
    return {"battlefield": sorted(json.dumps(o, sort_keys=True) for o in f["battlefield"]),
            "players": sorted(json.dumps(p, sort_keys=True) for p in f["players"])}


@pytest.mark.parametrize("name", ["seasoned-marshal-declined"])
def test_a_declined_you_may_leaves_the_board_unchanged(name, pool):
    """Seasoned Marshal attacks; its "you may tap target creature" is declined: the board after
    the trigger resolves is the board before it (only the trigger has left the stack)."""
    doc = json.loads((FEATURES / f"{name}.json").read_text(encoding="utf-8"))
    before = dict(doc, actions=doc["actions"][:-1])
    before.pop("expect", None)
    out_before, out_after = run(before), run(doc)
    assert len(out_before["final"]["stack"]) == 1 and not out_after["final"]["stack"]
    assert _board(out_before) == _board(out_after)
    assert "mtg.may.declined" in _keys(out_after)
