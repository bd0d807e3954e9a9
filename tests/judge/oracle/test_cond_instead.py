""""<X>. If <condition>, <Y> instead." (CR 608.2c, issue 21): one effect `instead` that checks the
condition once, then Y or X (judge/mtg/oracle/grammar.py _cond_instead, judge/mtg/optional.py
_do_instead). Cards are named only; their definitions are compiled from the shared card file."""
import re

import pytest

from judge.engine import run
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line


def test_compiled_as_one_effect(by_name):
    r = compile_card(by_name["Life Goes On"])
    assert r["status"] == "full"
    assert r["lines"][0]["compiled"]["effects"] == [
        {"do": "instead", "cond": {"cond": "died", "min": 1}, "effects": [{"do": "gain_life", "amount": 8, "to": "controller"}],
         "otherwise": [{"do": "gain_life", "amount": 4, "to": "controller"}]}]
    for lang in ("en", "th", "ko"):
        m = describe_line(r["lines"][0])
        text = render(m.key, m.params, lang)
        assert not re.search(r"\{[a-z_]+\}", text), text


def test_would_die_instead_is_a_replacement_not_a_condition(by_name):
    """"If that creature would die this turn, exile it instead." (614.1a) is the replacement shape
    (judge/mtg/replacement.py), never the 608.2c "instead" condition."""
    r = compile_card(by_name["Lava Coil"])
    assert r["status"] == "full"
    assert all(e["do"] != "instead" for e in r["lines"][0]["compiled"]["effects"])


@pytest.mark.parametrize("name", ["Flare of Faith", "Oran-Rief Hydra", "Hinder"])
def test_other_instead_shapes_stay_not_modelled(by_name, name):
    """"if it's a Human", "if that land is a Forest", "instead of into that player's graveyard":
    conditions or effects the grammar can't read are not guessed."""
    r = compile_card(by_name[name])
    assert any("instead" in ln["text"] and not ln["modelled"] for ln in r["lines"])


def _triumph(jace):
    bf = [{"id": "jace", "controller": "A", "card": "Jace Beleren"}] if jace else []
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "hand": ["Jace's Triumph"], "library": 30},
                                  {"id": "B", "life": 20, "hand": [], "library": 30}], "battlefield": bf, "stack": []},
            "actions": [{"type": "cast", "player": "A", "card": "Jace's Triumph"}, {"type": "resolve"}]}


def test_condition_picks_one_of_the_two(source):
    out = run(_triumph(False), lang="en")
    assert len(out["final"]["players"][0]["hand"]) == 2
    out = run(_triumph(True), lang="en")
    assert len(out["final"]["players"][0]["hand"]) == 3
    assert any(ev.get("key") == "mtg.instead.true" for st in out["steps"] for ev in st["events"])


# Coven, Formidable and "an opponent controls more lands than you" (judge/mtg/conditions.py)
def test_board_count_conditions_compiled(by_name):
    from judge.mtg import conditions
    witch = compile_card(by_name["Candlegrove Witch"])["lines"][0]["compiled"]["triggers"][0]["condition"]
    assert witch == {"cond": "powers", "min": 3}
    owl = compile_card(by_name["Owlbear Shepherd"])["lines"][0]["compiled"]["triggers"][0]["condition"]
    assert owl == {"cond": "total_power", "min": 8}
    tort = next(ln for ln in compile_card(by_name["Ticket Tortoise"])["lines"] if "lands" in ln["text"])
    assert tort["compiled"]["triggers"][0]["condition"] == {"cond": "more_lands"}
    for c in (witch, owl, {"cond": "more_lands"}):
        assert conditions.problems(c) == [] and conditions.problems(c, static=True)


def _witch(extra):
    bf = [{"id": "w", "controller": "A", "card": "Candlegrove Witch"}] + extra
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "hand": [], "library": 30},
                                  {"id": "B", "life": 20, "hand": [], "library": 30}], "battlefield": bf, "stack": []},
            "actions": [{"type": "advance_to", "step": "beginning_of_combat"}]}


def test_coven_counts_different_powers_now(source):
    same = [{"id": "b1", "controller": "A", "card": "Grizzly Bears"}, {"id": "b2", "controller": "A", "card": "Gray Ogre"}]
    out = run(_witch(same), lang="en")   # powers 2, 2, 2: one
    assert any(ev.get("key") == "mtg.trigger.if_false_why" for st in out["steps"] for ev in st["events"])
    pumped = [dict(same[0], until_eot=[{"pump": [1, 0], "source": "x"}]), dict(same[1], until_eot=[{"pump": [-1, 0], "source": "x"}])]
    out = run(_witch(pumped), lang="en")   # 2, 3, 1 (613.4c): three
    assert any(ev.get("key") == "mtg.trigger.if_true" for st in out["steps"] for ev in st["events"])


# "<Y> instead if <condition>." after X in the same paragraph, and a spell's line of its own
# ("Metalcraft — ~ deals 4 damage instead if ...") after a line X (grammar._line_instead)
def test_instead_if_after_the_effect(by_name):
    r = compile_card(by_name["Invasive Maneuvers"])
    assert r["status"] == "full"
    (e,) = r["definition"]["effects"]
    assert e["do"] == "instead" and e["cond"] == {"cond": "control", "who": "you", "min": 1, "subtypes": ["Spacecraft"]}
    assert e["effects"][0]["amount"] == 5 and e["otherwise"][0]["amount"] == 3


def test_outlaw_is_its_five_creature_types(by_name):
    r = compile_card(by_name["Take the Fall"])
    assert r["status"] == "full"
    assert r["definition"]["effects"][0]["cond"]["subtypes"] == ["Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"]


def test_line_of_its_own_replaces_the_line_before(by_name):
    r = compile_card(by_name["Galvanic Blast"])
    assert r["status"] == "full"
    assert r["definition"]["effects"] == [
        {"do": "instead", "cond": {"cond": "control", "who": "you", "min": 3, "word": "artifact"},
         "effects": [{"do": "damage", "amount": 4, "to": "target:0"}],
         "otherwise": [{"do": "damage", "amount": 2, "to": "target:0"}]}]
    assert r["lines"][0]["compiled"]["effects"] == [{"do": "damage", "amount": 2, "to": "target:0"}]
    for lang in ("en", "th", "ko"):
        text = render(describe_line(r["lines"][1]).key, describe_line(r["lines"][1]).params, lang)
        assert not re.search(r"\{[a-z_]+\}", text), text


def test_line_instead_needs_one_plain_sentence_just_before():
    from tests.judge.oracle.test_oracle_compile import card
    two = card("Test Bolt", "Test Bolt deals 2 damage to any target. You gain 1 life.\n"
               "Metalcraft — Test Bolt deals 4 damage instead if you control three or more artifacts.", types=("instant",))
    r = compile_card(two)
    assert r["lines"][0]["modelled"] and not r["lines"][1]["modelled"]
    alone = card("Test Bolt", "Metalcraft — Test Bolt deals 4 damage instead if you control three or more artifacts.",
                 types=("instant",))
    assert not compile_card(alone)["lines"][0]["modelled"]


def _blast(n_artifacts):
    bf = [{"id": f"o{i}", "controller": "A", "card": "Ornithopter"} for i in range(n_artifacts)]
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "hand": ["Galvanic Blast"], "library": 30},
                                  {"id": "B", "life": 20, "hand": [], "library": 30}], "battlefield": bf, "stack": []},
            "actions": [{"type": "cast", "player": "A", "card": "Galvanic Blast", "targets": ["B"]}, {"type": "resolve"}]}


def test_line_instead_plays_one_or_the_other(source):
    out = run(_blast(2), lang="en")
    assert out["final"]["players"][1]["life"] == 18
    assert any(ev.get("key") == "mtg.instead.false" for st in out["steps"] for ev in st["events"])
    out = run(_blast(3), lang="en")
    assert out["final"]["players"][1]["life"] == 16


# "If it's a Spirit, ..." / "If that creature is a Zombie, ..." about the one target (conditions._target_cond)
def test_target_condition_compiled(by_name):
    from judge.mtg import conditions
    r = compile_card(by_name["Holy Justiciar"])
    assert r["status"] == "full"
    eff = r["lines"][0]["compiled"]["abilities"][0]["effects"]
    assert eff[1] == {"do": "exile", "of": "target:0", "if": {"cond": "target", "of": "target:0", "subtypes": ["Zombie"]}}
    assert conditions.problems(eff[1]["if"]) == [] and conditions.problems(eff[1]["if"], static=True)
    # "that land" in a landfall trigger is the land that entered, not the target
    assert not compile_card(by_name["Guardian of Tazeem"])["lines"][-1]["modelled"]


def test_target_condition_after_a_move_stays_not_modelled():
    from tests.judge.oracle.test_oracle_compile import card
    c = card("Test Spell", "Destroy target creature. If it's a Zombie, you gain 2 life.", types=("sorcery",))
    assert not compile_card(c)["lines"][0]["modelled"]


def _topple(card):
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "hand": ["Topple the Statue"], "library": 30},
                                  {"id": "B", "life": 20, "hand": [], "library": 30}],
                      "battlefield": [{"id": "x", "controller": "B", "card": card}], "stack": []},
            "actions": [{"type": "cast", "player": "A", "card": "Topple the Statue", "targets": ["x"]}, {"type": "resolve"}]}


def test_target_condition_plays(source):
    out = run(_topple("Grizzly Bears"), lang="en")
    assert any(o["id"] == "x" and o.get("tapped") for o in out["final"]["battlefield"])
    assert any(ev.get("key") == "mtg.effect.if_false_why" for st in out["steps"] for ev in st["events"])
    out = run(_topple("Ornithopter"), lang="en")
    assert not any(o["id"] == "x" for o in out["final"]["battlefield"])
