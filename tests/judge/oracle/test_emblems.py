"""Emblems in the Oracle compiler (judge/mtg/oracle/loyalty.py, issue 21): '[Player] gets an emblem
with "<ability>"' (CR 114.2) is the effect `emblem`, each quoted ability compiled by the same grammar
for an object with no characteristics (114.3); what an emblem can't have is not modelled, with the
reason. Made-up planeswalkers, then the real cards (skipped without the card file)."""
import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line
from judge.mtg.oracle.features import features
from tests.judge.oracle.test_oracle_compile import card, problems


def walker(text, name="Test Walker"):
    return card(name, text, types=("planeswalker",), subtypes=("Test",), loyalty="4")


def _ab(r, i=0):
    return r["definition"]["abilities"][i]


def test_you_get_an_emblem_with_a_static_ability():
    c = walker('[+1]: You gain 1 life.\n[−7]: You get an emblem with "Creatures you control get +2/+2 and have flying."')
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    e = _ab(r, 1)["effects"]
    assert e == [{"do": "emblem", "text": "Creatures you control get +2/+2 and have flying.",
                  "static": [{"affects": "creatures_you_control", "power": 2, "toughness": 2, "keywords": ["flying"]}]}]
    assert _ab(r, 1)["cost"] == {"loyalty": -7}
    assert problems(c, r) == []
    assert {"effect:emblem", "effect:emblem-static"} <= features(r["definition"])
    line = r["lines"][1]
    for lang, words in (("en", "you get an emblem with “Creatures you control"), ("th", "คุณได้รับ emblem"),
                        ("ko", "당신은 “Creatures you control get +2/+2 and have flying.” 능력을 가진 휘장")):
        m = describe_line(line)
        assert words in render(m.key, m.params, lang), lang


def test_target_opponent_gets_an_emblem_with_a_trigger_and_this_emblem_is_the_source():
    r = compile_card(walker('[−8]: Target opponent gets an emblem with "At the beginning of your upkeep, this emblem '
                            'deals 1 damage to you."'))
    assert r["status"] == "full", r["lines"]
    ab = _ab(r)
    assert ab["target"] == ["opponent"]
    assert ab["effects"] == [{"do": "emblem", "to": "target:0",
                              "text": "At the beginning of your upkeep, this emblem deals 1 damage to you.",
                              "triggers": [{"when": "upkeep",
                                            "text": "At the beginning of your upkeep, this emblem deals 1 damage to you.",
                                            "effects": [{"do": "damage", "amount": 1, "to": "controller"}],
                                            "whose": "you"}]}]
    assert "effect:emblem-trigger" in features(r["definition"])
    m = describe_line(r["lines"][0])
    assert "target opponent gets an emblem" in render(m.key, m.params, "en")


def test_two_quoted_abilities_targets_in_the_emblem_and_other_sentences():
    r = compile_card(walker('[−6]: Draw a card. Each opponent gets an emblem with "Whenever you cast a spell, this emblem '
                            'deals 2 damage to any target." and "Creatures you control get +1/+0."'))
    assert r["status"] == "full", r["lines"]
    draw, em = _ab(r)["effects"]
    assert draw["do"] == "draw" and em["to"] == "opponent"   # each opponent (the engine's "opponent" ref: all of them)
    assert em["triggers"][0]["target"] == ["any"] and em["triggers"][0]["when"] == "cast_spell"
    assert em["static"] == [{"affects": "creatures_you_control", "power": 1, "toughness": 0}]
    assert "target" not in _ab(r)   # the emblem's target is chosen when its trigger is put on the stack (603.3d)


@pytest.mark.parametrize("text, reason", [
    ('[−7]: You get an emblem with "{T}: Draw a card."', "an emblem's ability (CR 114): "),
    ('[−7]: You get an emblem with "Tap an untapped artifact you control: This emblem deals 1 damage to any target."',
     "an emblem's ability (CR 114): cost"),
    ('[−7]: You get an emblem with "Whenever Test Walker attacks, draw a card."', "names the card that made it (CR 201.5a)"),
    ('[−7]: You get an emblem with "This spell can\'t be countered."', "only triggered abilities and static abilities of a group"),
    ('[−7]: You get an emblem with "Enchanted creature gets +1/+1."', "an emblem's ability (CR 114): "),
    ('[−7]: You get an emblem with "As long as you control a Forest, creatures you control get +1/+1."',
     "an emblem's ability (CR 114): "),
    ('[−7]: You get an emblem with "At the beginning of your upkeep, sacrifice this emblem."', "an emblem's ability (CR 114): "),
    ('[−7]: You get an emblem with, "At the beginning of your upkeep, draw a card."', 'effect "you get an emblem with, '),
    ('[−7]: You get an emblem with "At the beginning of your upkeep, draw a card." or "Flying."', "one or two quoted abilities"),
    # a quality of a player from a permanent's keyword ("You have no maximum hand size.", 402.2): the
    # engine reads it from permanents only, not from an emblem's abilities
    ('[−7]: You get an emblem with "You have no maximum hand size."',
     "an emblem's ability (CR 114): only triggered abilities and static abilities of a group"),
    # "Players can't gain life." is a player rule of a permanent now (119.7); an emblem does not carry one
    ('[−7]: You get an emblem with "Players can\'t gain life."',
     "an emblem's ability (CR 114): only triggered abilities and static abilities of a group"),
])
def test_what_an_emblem_cannot_have_is_not_modelled_with_the_reason(text, reason):
    r = compile_card(walker(text))
    assert r["status"] == "none", r["lines"]
    assert reason in r["lines"][0]["reason"], r["lines"][0]["reason"]


def test_emblem_effect_on_an_instant_and_its_source_name(atomic_cards=None):
    """A spell can give an emblem too; the compiled effect is the same."""
    c = card("Test Ultimatum", 'You get an emblem with "At the beginning of your end step, you gain 1 life."',
             types=("sorcery",))
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["effects"][0]["triggers"][0]["when"] == "end_step"


REAL = {   # real planeswalkers whose emblem line is modelled now, and what the emblem has
    "Elspeth, Sun's Champion": "static", "Ob Nixilis Reignited": "triggers", "Gideon, Ally of Zendikar": "static",
    "Chandra, Torch of Defiance": "triggers", "Kiora, the Crashing Wave": "triggers", "Domri Rade": "static",
    "Teferi, Hero of Dominaria": "triggers", "Vivien Reid": "static", "Teferi Akosa of Zhalfir": "static",
    "Liliana, the Last Hope": "triggers",   # "create X 2/2 Zombies, where X is two plus the number of Zombies you control"
}
REFUSED = {   # ... and ones that stay not modelled, with why
    "Karn, Living Legacy": "cost", "Tamiyo, the Moon Sage": "only triggered abilities and static abilities of a group",
    "Gideon of the Trials": "201.5a", "Jace, Unraveler of Secrets": 'effect "counter that spell"',
}


def test_real_planeswalker_emblems(atomic_cards):
    by = {c["name"]: c for c in atomic_cards}
    for name, kind in REAL.items():
        r = compile_card(by[name])
        ln = next(x for x in r["lines"] if "emblem" in x["text"])
        assert ln["modelled"], (name, ln)
        em = next(e for e in ln["compiled"]["abilities"][0]["effects"] if e["do"] == "emblem")
        assert em.get(kind), (name, em)
    for name, words in REFUSED.items():
        ln = next(x for x in compile_card(by[name])["lines"] if "emblem" in x["text"])
        assert not ln["modelled"] and "an emblem's ability (CR 114)" in ln["reason"] and words in ln["reason"], (name, ln)
