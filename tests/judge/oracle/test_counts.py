"""The counted statics of the grammar (oracle/counts.py, issue 21): characteristic-defining power and
toughness (604.3, 613.4a) and a creature's own bonus "for each ..." (613.4c); what stays not modelled
and why; the sentence of what the engine does."""
import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine.messages import render
from judge.mtg.oracle import grammar as G
from judge.mtg.oracle.counts import counted_line
from judge.mtg.oracle.describe import describe_line


def _line(text, types=("creature",)):
    return counted_line(text, text, G.Ctx(list(types), [], False))


def _nm(text, types=("creature",)):
    with pytest.raises(G.NotModelled) as exc:
        _line(text, types)
    return exc.value.args[0]


@pytest.mark.parametrize("text,want", [
    ("~'s power and toughness are each equal to the number of swamps you control.",
     {"cda": {k: {"what": "control", "who": "you", "subtypes": ["Swamp"]} for k in ("power", "toughness")}}),
    ("~'s power is equal to the number of artifacts you control.",
     {"cda": {"power": {"what": "control", "who": "you", "word": "artifact"}}}),
    ("~'s toughness is equal to 1 plus the number of green creatures on the battlefield.",
     {"cda": {"toughness": {"what": "control", "who": "all", "word": "green creature", "plus": 1}}}),
    ("~'s power and toughness are each equal to twice the number of creatures you control.",
     {"cda": {k: {"what": "control", "who": "you", "word": "creature", "times": 2} for k in ("power", "toughness")}}),
    ("~'s power and toughness are each equal to the number of cards in your hand.",
     {"cda": {k: {"what": "hand", "who": "you"} for k in ("power", "toughness")}}),
    ("~'s power and toughness are each equal to the number of cards in all graveyards.",
     {"cda": {k: {"what": "graveyard", "who": "all"} for k in ("power", "toughness")}}),
    ("~'s power and toughness are each equal to your life total.",
     {"cda": {k: {"what": "life", "who": "you"} for k in ("power", "toughness")}}),
    ("~ gets +1/+1 for each other cat you control.",
     {"static": [{"affects": "self", "power": 1, "toughness": 1,
                  "per": {"what": "control", "who": "you", "subtypes": ["Cat"], "other": True}}]}),
    ("~ gets +2/+0 for each aura and equipment attached to it.",
     {"static": [{"affects": "self", "power": 2, "toughness": 0, "per": {"what": "attached", "subtypes": ["Aura", "Equipment"]}}]}),
    ("~ gets +1/+1 for each oil counter on it.",
     {"static": [{"affects": "self", "power": 1, "toughness": 1, "per": {"what": "counters", "counter": "oil"}}]}),
])
def test_shapes(text, want):
    assert _line(text) == want


@pytest.mark.parametrize("text,why", [
    ("~'s power and toughness are each equal to the number of creature cards in your graveyard.", "card types among graveyard"),
    ("~ gets +1/+1 for each other creature on the battlefield named relentless rats.", "with a name"),
    ("~ gets +1/+1 for each other creature on the battlefield with flying.", "a count the engine does not make"),
    ("~'s power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.",
     "two different counts"),
    ("~ gets +1/+1 for each experience counter you have.", "a count the engine does not make"),
    ("~'s power is equal to the greatest mana value among artifacts you control.", "a count the engine does not make"),
])
def test_not_modelled_with_the_shape(text, why):
    assert why in _nm(text)


def test_not_a_creature():
    assert "not a creature" in _nm("~'s power is equal to the number of lands you control.", ("artifact",))
    assert "not a creature" in _nm("~ gets +1/+1 for each land you control.", ("artifact",))


def test_describe_sentences():
    cda = {"modelled": True, "compiled": _line("~'s power and toughness are each equal to the number of lands you control.")}
    en = render(describe_line(cda).key, describe_line(cda).params, "en")
    assert "the number of land(s) you control" in en and "604.3" in en
    for lang in ("th", "ko"):
        assert "{" not in render(describe_line(cda).key, describe_line(cda).params, lang)
    per = {"modelled": True, "compiled": _line("~ gets +4/+4 for each other giant you control.")}
    assert "+4/+4 times the number of other Giant(s) you control" in render(describe_line(per).key, describe_line(per).params, "en")
