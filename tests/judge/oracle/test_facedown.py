"""Face-down lines compiled from the Oracle text (judge/mtg/facedown.py, CR 708): "Morph {cost}",
"Megamorph {cost}", "Disguise {cost}" (702.37a-b, 702.168a) and the triggers "When this creature is
turned face up" / "When this creature enters or is turned face up" (708.8); the variants that stay
not modelled with their reasons; the sentences and explanations in three languages. The real-card
scenarios are tests/judge/oracle/features/ (akroma-angel-of-fury, hidden-dragonslayer,
culvert-ambusher, dog-walker)."""
import pytest

from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.compiler import COMPILER_VERSION
from judge.mtg.oracle.describe import describe_line
from judge.mtg.oracle.explain import explain_line

REMINDER = " (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)"


def _say(m, lang):
    return render(m.key, m.params, lang)


def _card(text, types=("creature",), cost="{4}{G}"):
    face = {"name": "Test Card", "mana_cost": cost, "types": list(types), "subtypes": [], "supertypes": [],
            "keywords": [], "text": text}
    if "creature" in types:
        face["power"], face["toughness"] = "3", "3"
    return compile_card({"name": "Test Card", "layout": "normal", "faces": [face]})


def test_compiler_version():
    assert COMPILER_VERSION >= 54


@pytest.mark.parametrize("kw,cost,rule", [("Morph", "{2}{G}", "702.37a"), ("Megamorph", "{1}{G}", "702.37b"),
                                          ("Disguise", "{R/W}{R/W}", "702.168a")])
def test_face_down_keyword_lines(kw, cost, rule):
    r = _card(f"{kw} {cost}" + REMINDER)
    line = r["lines"][0]
    assert r["status"] == "full" and line["modelled"]
    assert r["definition"][kw.lower()] == cost
    assert line["ability"] == kw.lower() and line["rule"] == rule
    for lang in ("en", "th", "ko"):
        said = _say(describe_line(line), lang)
        assert cost in said and "{3}" in said, said
        assert rule in _say(explain_line(line), lang)
    assert "ward {2}" in _say(describe_line(line), "en") or kw != "Disguise"


def test_turned_face_up_triggers():
    r = _card("Morph {3}{G}\nWhen this creature is turned face up, you gain 2 life.")
    t = r["definition"]["triggers"]
    assert [x["when"] for x in t] == ["turned_face_up"] and r["status"] == "full"
    r = _card("Disguise {3}{G}\nWhen this creature enters or is turned face up, you gain 2 life.")
    assert [x["when"] for x in r["definition"]["triggers"]] == ["enters", "turned_face_up"]
    assert r["status"] == "full"


@pytest.mark.parametrize("text,types,reason", [
    ("Morph\u2014Reveal a white card in your hand.", ("creature",), 'morph with a cost that is not mana'),
    ("Morph {X}{B}{B}", ("creature",), "morph with {X} in its cost"),
    ("Morph {2}", ("artifact",), "morph on a card that is not a creature"),
    ("Disguise\u2014Pay 2 life.", ("creature",), "disguise with a cost that is not mana"),
    ("Whenever a permanent you control is turned face up, draw a card.", ("creature",), "trigger condition"),
])
def test_refused_variants_say_why(text, types, reason):
    r = _card(text, types)
    line = r["lines"][0]
    assert not line["modelled"] and reason in line["reason"], line["reason"]


def test_the_sentence_names_the_action_fields():
    line = _card("Megamorph {1}{G}")["lines"][0]
    assert render("mtg.does.megamorph", {"cost": "{1}{G}"}, "en").endswith("with a +1/+1 counter")
    assert "face_down" in _say(describe_line(line), "th") and "turn_face_up" in _say(describe_line(line), "ko")
