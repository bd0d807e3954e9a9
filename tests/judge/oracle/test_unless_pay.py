"""'<effects> unless <player> pays {M}' (CR 118.12a, issue 21): the player named chooses on
resolution whether to pay; the effects happen only if they don't. Compiled by
judge/mtg/oracle/conditions.py (unless), played by judge/mtg/optional.py (_do_unless). Cards are
named only; their definitions are compiled from the shared card file."""
import re

import pytest

from judge.engine import run
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line


def _player(pid, **kw):
    return dict({"id": pid, "life": 20, "poison": 0, "library": 30, "hand": [], "graveyard": [], "exile": []}, **kw)


def _upkeep(card, lands, resolve, mana_b=""):
    """B's upkeep trigger of `card` (B controls it and `lands`), resolved with the action `resolve`."""
    bf = [{"id": "b-src", "controller": "B", "card": card}] + \
        [{"id": f"b-land{i}", "controller": "B", "card": c} for i, c in enumerate(lands)]
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main2", "priority": "A",
                      "players": [_player("A"), _player("B", mana=mana_b)], "battlefield": bf, "stack": []},
            "actions": [{"type": "advance_to", "step": "upkeep"}, resolve]}


def _keys(out):
    return [ev.get("key") for st in out["steps"] for ev in st["events"]]


def _bf(out):
    return [o["id"] for o in out["final"]["battlefield"]]


def test_compiled_shapes(by_name):
    eff = compile_card(by_name["Phantasmal Forces"])["lines"][1]["compiled"]["triggers"][0]["effects"]
    assert eff == [{"do": "unless", "who": "controller", "cost": "{U}", "effects": [{"do": "sacrifice", "of": "self"}]}]
    eff = compile_card(by_name["Phyrexian Tyranny"])["lines"][0]["compiled"]["triggers"][0]["effects"]
    assert eff[0]["who"] == "that_player" and eff[0]["effects"] == [{"do": "lose_life", "amount": 2, "to": "that_player"}]
    eff = compile_card(by_name["Rupture Spire"])["lines"][1]["compiled"]["triggers"][0]["effects"]
    assert eff[0]["do"] == "unless" and eff[0]["effects"] == [{"do": "sacrifice", "of": "self"}]
    assert compile_card(by_name["Clash of Wills"])["status"] == "full"


@pytest.mark.parametrize("name", ["Fettergeist", "Cyclone", "Nafs Asp", "Power Sink", "Cosmic Horror", "Rhystic Study"])
def test_other_unless_shapes_stay_not_modelled(by_name, name):
    """"pay {1} for each ...", "before that draw step", "If that player doesn't, ...", "If this
    creature is destroyed this way": not this shape, so never guessed."""
    r = compile_card(by_name[name])
    assert r["status"] != "full"
    assert any("unless" in ln["text"] and not ln["modelled"] for ln in r["lines"])


def test_declined_the_effect_happens(source):
    out = run(_upkeep("Phantasmal Forces", ["Island"], {"type": "resolve", "choose": "decline"}), lang="en")
    assert "mtg.unless_pay.not_paid" in _keys(out)
    assert "b-src" not in _bf(out)


def test_paid_with_a_land_nothing_happens(source):
    out = run(_upkeep("Phantasmal Forces", ["Island"], {"type": "resolve", "choose": "pay"}), lang="en")
    assert "mtg.unless_pay.paid" in _keys(out)
    assert "b-src" in _bf(out)
    assert next(o for o in out["final"]["battlefield"] if o["id"] == "b-land0")["tapped"]


def test_default_pays_when_able_and_says_so(source):
    out = run(_upkeep("Phantasmal Forces", ["Island"], {"type": "resolve"}), lang="en")
    assert "mtg.unless_pay.default_pay" in _keys(out) and "b-src" in _bf(out)


def test_cannot_pay_the_effect_happens(source):
    """118.3: without blue mana the cost can't be paid: no choice, the creature is sacrificed; and
    choosing to pay a cost one can't pay is refused."""
    out = run(_upkeep("Phantasmal Forces", ["Forest"], {"type": "resolve"}), lang="en")
    assert "mtg.unless_pay.cannot_pay" in _keys(out) and "mtg.unless_pay.default_pay" not in _keys(out)
    assert "b-src" not in _bf(out)
    out = run(_upkeep("Phantasmal Forces", ["Forest"], {"type": "resolve", "choose": "pay"}), lang="en")
    assert "mtg.illegal.unless_cannot_pay" in _keys(out)


def test_damage_to_you_unless_you_pay(source):
    out = run(_upkeep("Force of Nature", ["Forest"] * 3, {"type": "resolve"}), lang="en")
    assert "mtg.unless_pay.cannot_pay" in _keys(out)
    assert next(p["life"] for p in out["final"]["players"] if p["id"] == "B") == 12


def test_counter_unless_pays_x_is_the_spells_x(source):
    doc = {"format": "judge-scenario/1", "game": "mtg", "title": "t",
           "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                     "players": [_player("A", hand=["Clash of Wills"]), _player("B", mana="{G}{G}")], "battlefield": [],
                     "stack": [{"id": "spell", "controller": "B", "card": "Grizzly Bears"}]},
           "actions": [{"type": "cast", "player": "A", "card": "Clash of Wills", "x": 2, "targets": ["spell"]},
                       {"type": "resolve"}]}
    out = run(doc, lang="en")
    assert "mtg.unless.paid" in _keys(out) and [o["id"] for o in out["final"]["stack"]] == ["spell"]
    doc["actions"][0]["x"] = 3
    out = run(doc, lang="en")
    assert "mtg.unless.cannot_pay" in _keys(out) and out["final"]["stack"] == []


@pytest.mark.parametrize("name", ["Phantasmal Forces", "Soul Barrier"])
def test_says_what_it_does(by_name, name):
    line = next(ln for ln in compile_card(by_name[name])["lines"] if "unless" in ln["text"])
    m = describe_line(line)
    assert m is not None
    for lang in ("en", "th", "ko"):
        text = render(m.key, m.params, lang)
        assert not re.search(r"\{[a-z_]+\}", text), text
