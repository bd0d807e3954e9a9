"""Planeswalker lines beside emblems (issue 21): "gain control of <object> until end of turn" (613.1b),
"<player> sacrifices a <permanent> [of their choice]" (701.21a, 101.4), "discard your hand" (701.9a),
"put a loyalty counter on ~" (122.1e), "those creatures" after a sentence acting on a group, and a
token's text being only what its effect defined (111.3). Compiler on made-up cards, the engine on
small boards; the real cards are in features/ (Sarkhan Vol, Threaten, Diabolic Edict, Fleshbag
Marauder, Dangerous Wager, Wit's End, Domri City Smasher, Jeskai Ascendancy, Kaito Cunning Infiltrator)."""
import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run
from judge.mtg.oracle import compile_card
from judge.mtg.validate import validate
from tests.judge.oracle.test_oracle_compile import card, problems


def walker(text):
    return card("Test Walker", text, types=("planeswalker",), loyalty="4")


def sorcery(text):
    return card("Test Spell", text, types=("sorcery",))


# ------------------------------------------------------------------ the compiler
def test_threaten_compiles_to_a_control_change_until_end_of_turn():
    c = sorcery("Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.")
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == []
    assert r["definition"]["effects"] == [{"do": "gain_control", "of": "target:0"}, {"do": "untap", "of": "target:0"},
                                          {"do": "grant", "of": "target:0", "keywords": ["haste"]}]
    # a permanent control change is another thing (no duration): not modelled
    assert compile_card(sorcery("Gain control of target creature."))["status"] == "none"


@pytest.mark.parametrize("text, effect", [
    ("Target player sacrifices a creature.", {"do": "sacrifice_chosen", "word": "creature", "to": "target:0"}),
    ("Each opponent sacrifices two creatures of their choice.", {"do": "sacrifice_chosen", "word": "creature", "n": 2,
                                                                 "to": "opponent"}),
    ("Each player sacrifices a nonland permanent of their choice.", {"do": "sacrifice_chosen",
                                                                     "word": "nonland permanent", "to": "each_player"}),
    ("Sacrifice a creature.", {"do": "sacrifice_chosen", "word": "creature"}),
])
def test_edicts(text, effect):
    r = compile_card(sorcery(text))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["effects"] == [effect]


@pytest.mark.parametrize("text", [
    "Each opponent sacrifices a creature with the greatest power among creatures they control.",
    "Sacrifice a creature other than this spell.",
    "Target player sacrifices X creatures.",
    "Target player sacrifices a creature you control.",
])
def test_edicts_the_grammar_does_not_read_stay_not_modelled(text):
    assert compile_card(sorcery(text))["status"] == "none"


def test_discard_your_hand_and_their_hand():
    r = compile_card(sorcery("Discard your hand, then draw two cards."))
    assert r["definition"]["effects"] == [{"do": "discard", "all": True, "to": "controller"},
                                          {"do": "draw", "n": 2, "to": "controller"}]
    r = compile_card(sorcery("Target player discards their hand."))
    assert r["definition"]["effects"] == [{"do": "discard", "all": True, "to": "target:0"}]


def test_loyalty_counter_on_itself_only_on_a_planeswalker():
    r = compile_card(walker("Whenever a creature you control dies, put a loyalty counter on Test Walker.\n[+1]: Draw a card."))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["triggers"][0]["effects"] == [{"do": "counters", "of": "self", "kind": "loyalty", "n": 1}]
    # on a creature, or on another object: not modelled
    assert compile_card(card("Bear Test", "Whenever you cast a spell, put a loyalty counter on this creature."))["status"] == "none"
    assert compile_card(walker("[+1]: Put a loyalty counter on target planeswalker."))["status"] == "none"


@pytest.mark.parametrize("text, modelled", [
    ("Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.", True),
    ("Untap all creatures you control. Those creatures get +1/+1 until end of turn.", True),
    ("Creatures you control get +1/+1 until end of turn. Untap those creatures.", True),
    # the group changed, or could have: the next sentence would not be about the same creatures
    ("Exile all creatures you control. Return those creatures to the battlefield.", False),
    ("Tap all untapped creatures you control. Those creatures gain vigilance until end of turn.", False),
    ("Put a +1/+1 counter on each creature with power 2 or less. Those creatures gain flying until end of turn.", False),
    ("Draw a card. Those creatures gain flying until end of turn.", False),
])
def test_those_creatures_is_the_group_the_previous_sentence_acted_on(text, modelled):
    r = compile_card(sorcery(text))
    assert r["lines"][0]["modelled"] is modelled, r["lines"]
    if modelled:
        refs = {e["of"] for e in r["definition"]["effects"]}
        assert refs == {"all:creature you control"}


# ------------------------------------------------------------------ the engine
def _doc(battlefield, stack, actions, players=("A", "B")):
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": p, "life": 20, "library": 30, "hand": []} for p in players],
                      "battlefield": battlefield, "stack": stack}, "actions": actions}


EDICT = {"id": "edict", "card": "Edict", "kind": "sorcery", "controller": "A",
         "effects": [{"do": "sacrifice_chosen", "to": "each_player", "word": "creature"}]}
BF = [{"id": "a1", "card": "Grizzly Bears", "controller": "A"}, {"id": "a2", "card": "Ornithopter", "controller": "A"},
      {"id": "b1", "card": "Grizzly Bears", "controller": "B"}, {"id": "b2", "card": "Forest", "controller": "B"}]


def test_each_player_sacrifices_in_apnap_order_then_all_at_once():
    """101.4 Example: the active player chooses, then the others; then all are sacrificed together."""
    out = run(_doc(BF, [EDICT], [{"type": "resolve", "choose": ["a2"]}]))
    ev = [e for e in out["steps"][1]["events"] if e["key"].startswith("mtg.sacrifice.") or e["key"] == "mtg.move.sacrificed"]
    assert [(e["key"], e["objects"]) for e in ev] == [
        ("mtg.sacrifice.chosen", ["A", "a2"]), ("mtg.sacrifice.default", ["B", "b1"]),
        ("mtg.move.sacrificed", ["a2"]), ("mtg.move.sacrificed", ["b1"])]
    assert {o["id"] for o in out["final"]["battlefield"]} == {"a1", "b2"}


@pytest.mark.parametrize("choose, key", [(["b2"], "mtg.illegal.sacrifice_chosen"), (["zz"], "mtg.illegal.sacrifice_chosen"),
                                         (["a1", "a2"], "mtg.illegal.sacrifice_count")])
def test_a_wrong_sacrifice_choice_is_refused(choose, key):
    """701.21a: a player sacrifices only a permanent they control of that word, and the number asked."""
    out = run(_doc(BF, [EDICT], [{"type": "resolve", "choose": choose}]))
    ev = out["steps"][1]["events"]
    assert len(ev) == 1 and ev[0]["type"] == "illegal" and ev[0]["key"] == key and ev[0]["rule"] == "701.21a"
    assert len(out["final"]["battlefield"]) == 4 and out["final"]["stack"]


def test_a_player_with_no_such_permanent_sacrifices_nothing():
    e = dict(EDICT, effects=[{"do": "sacrifice_chosen", "to": "each_player", "word": "artifact", "n": 2}])
    out = run(_doc(BF, [e], [{"type": "resolve"}]))
    keys = [(x["key"], x["objects"]) for x in out["steps"][1]["events"] if x["key"].startswith("mtg.sacrifice.")]
    assert keys == [("mtg.sacrifice.default", ["A", "a2"]), ("mtg.sacrifice.none", ["B"])]


def test_sacrifice_chosen_validation():
    bad = dict(EDICT, effects=[{"do": "sacrifice_chosen", "word": "creature you control", "n": 0}])
    paths = {p.path for p in validate(_doc(BF, [bad], []))}
    assert {"state.stack[0].effects[0].word", "state.stack[0].effects[0].n"} <= paths


def test_discard_all_empties_the_hand_and_each_card_is_a_discard():
    doc = _doc(BF, [{"id": "w", "card": "Wheel", "kind": "sorcery", "controller": "A",
                     "effects": [{"do": "discard", "all": True, "to": "each_player"}]}], [{"type": "resolve"}])
    doc["state"]["players"][0]["hand"] = ["Forest", "Island"]
    doc["state"]["players"][1]["hand"] = ["Swamp"]
    out = run(doc)
    assert [len(p["hand"]) for p in out["final"]["players"]] == [0, 0]
    assert [len(p["graveyard"]) for p in out["final"]["players"]] == [3, 1]   # A's: the two cards and the sorcery


def test_a_token_has_only_the_text_its_effect_defined():
    """111.3: a token named like a card (a "Grizzly Bears" token that is 1/1 with flying) does not take
    that card's values."""
    tok = {"do": "create_token", "token": {"card": "Grizzly Bears", "types": ["creature"], "power": 1,
                                          "toughness": 1, "keywords": ["flying"]}}
    out = run(_doc([], [{"id": "s", "card": "Maker", "kind": "sorcery", "controller": "A", "effects": [tok]}],
                   [{"type": "resolve"}]))
    t = out["final"]["battlefield"][0]
    assert t["token"] and t["current"] == {"power": 1, "toughness": 1} and "mana_cost" not in t


def test_its_controller_is_the_controller_of_the_last_target_as_it_last_existed():
    """608.2h: "Destroy target creature. Its controller draws two cards." The creature is gone when the
    draw happens; its controller is read as it last existed (the targets' controllers as the object
    starts to resolve)."""
    r = compile_card(sorcery("Destroy target creature. Its controller draws two cards."))
    assert r["definition"]["effects"][1] == {"do": "draw", "n": 2, "to": "controller_of:target:0"}
    # of a player, of nothing, or of the card itself: not modelled
    for text in ("Target player draws a card. Its controller loses 2 life.", "Its controller loses 2 life.",
                 "Exile target creature. Its controller gains life equal to its power."):
        assert compile_card(sorcery(text))["status"] == "none", text
    spell = {"id": "s", "card": "Test Spell", "kind": "sorcery", "controller": "A", "target": ["creature"],
             "targets": ["b1"], "effects": [{"do": "destroy", "of": "target:0"},
                                            {"do": "draw", "n": 2, "to": "controller_of:target:0"}]}
    out = run(_doc(BF, [spell], [{"type": "resolve"}]))
    assert [len(p["hand"]) for p in out["final"]["players"]] == [0, 2]
    bad = dict(spell, effects=[{"do": "draw", "to": "controller_of:self"}])
    assert any(p.path == "state.stack[0].effects[0].to" for p in validate(_doc(BF, [bad], [])))
