"""Trigger conditions of the third round (issue 21): the same event in other words (603.1 "when" /
"whenever", 603.6a "enters under your control", a card with a plural name, flavor words 207.2d,
Alchemy rebalanced names) and the events added to oracle/events.py, on made-up cards, and the
variants left not modelled."""
from judge.mtg.oracle import compile_card

from tests.judge.oracle.test_oracle_compile import card
from tests.judge.oracle.test_trigger_events import _reason, _trig


def test_when_reads_as_whenever():
    assert _trig("When another creature enters, return this creature to its owner's hand.")[0] == {
        "when": "permanent_enters", "filter": "creature", "other": True,
        "text": "When another creature enters, return this creature to its owner's hand.",
        "effects": [{"do": "bounce", "of": "self"}]}
    assert _trig("When this creature attacks, you gain 1 life.")[0]["when"] == "attacks"
    assert _trig("When a creature dies, you gain 1 life.", types=("enchantment",))[0]["when"] == "creature_dies"
    # "when you next cast" is a one-shot delayed trigger, not "whenever"
    assert _reason("When you next cast an instant spell this turn, copy that spell.", types=("enchantment",)) == \
        "trigger condition"


def test_enters_under_your_control():
    t = _trig("Alliance \u2014 Whenever another creature enters under your control, you gain 1 life.")[0]
    assert t["when"] == "permanent_enters" and t["filter"] == "creature you control" and t["other"]
    t = _trig("Landfall \u2014 Whenever a land enters the battlefield under your control, you gain 1 life.")[0]
    assert t["filter"] == "land you control"
    t = _trig("Whenever a creature enters under an opponent's control, you gain 1 life.", types=("enchantment",))[0]
    assert t["filter"] == "creature an opponent controls"


def test_plural_name_and_flavor_words():
    c = card("The Test Twins", "When The Test Twins enter, draw a card.\nWhenever The Test Twins attack or block, "
             "you gain 1 life.")
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    assert [t["when"] for t in r["definition"]["triggers"]] == ["enters", "attacks", "blocks"]
    # a flavor word of three words (207.2d)
    assert _trig("Beacon of Hope \u2014 When this creature enters, you gain 3 life.")[0]["when"] == "enters"


def test_alchemy_name():
    c = card("A-Test Ritualist", "When Test Ritualist dies, you gain 2 life.")
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["triggers"][0]["when"] == "self_dies"
