"""Planeswalker shapes, third batch (issue 21): Gideon's "Until end of turn, ~ becomes a N/N <creature
types> creature [with <keywords>] that's still a planeswalker" (205.1b, 613.1d, 613.4b) and "that much"
after "Whenever you gain life" (119.9). Compiler on made-up cards, the engine on small boards; the real
cards are in features/."""
import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line
from judge.mtg.validate import validate
from tests.judge.oracle.test_oracle_compile import card, problems

GIDEON = ("[0]: Until end of turn, Test Gideon becomes a 5/5 Human Soldier creature with indestructible that's still a "
          "planeswalker. Prevent all damage that would be dealt to him this turn.")


def walker(text, name="Test Gideon"):
    return card(name, text, types=("planeswalker",), subtypes=("Gideon",), loyalty="4")


def test_a_planeswalker_that_becomes_a_creature_until_end_of_turn():
    c = walker(GIDEON)
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["abilities"][0]["effects"] == [
        {"do": "add_types", "of": "self", "types": ["creature"], "subtypes": ["Human", "Soldier"], "power": 5, "toughness": 5},
        {"do": "grant", "of": "self", "keywords": ["indestructible"]},
        {"do": "prevent", "all_to": "self"}]
    assert problems(c, r) == []
    m = describe_line(r["lines"][0])
    assert "becomes a 5/5 Human Soldier creature until end of turn" in render(m.key, m.params, "en")
    # a colour word before the creature types: the colour is set too (105.3), in layer 5
    r = compile_card(walker("[+2]: Until end of turn, Test Gideon becomes a 5/5 white Soldier creature that's still a "
                            "planeswalker."))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["abilities"][0]["effects"][0] == {"do": "set_colors", "of": "self", "colors": ["W"]}


@pytest.mark.parametrize("text, reason", [
    # not a planeswalker: "that's still a planeswalker" is not its own type
    ("{1}: Until end of turn, Test Gideon becomes a 2/2 Soldier creature that's still a planeswalker.", "not a planeswalker"),
    # not creature types
    ("[0]: Until end of turn, Test Gideon becomes a 4/4 legendary Dragon creature that's still a planeswalker.",
     "not a colour and creature types"),
    # without "that's still a planeswalker" the new card type replaces the old ones (205.1b): not this shape
    ("[0]: Until end of turn, Test Gideon becomes a 5/5 Werewolf creature with trample.", "until end of turn"),
    # "him" without the planeswalker just named
    ("[0]: Prevent all damage that would be dealt to him this turn.", 'object "him"'),
])
def test_shapes_left_not_modelled(text, reason):
    types = ("enchantment",) if text.startswith("{1}") else ("planeswalker",)
    c = card("Test Gideon", text, types=types, loyalty="4" if types == ("planeswalker",) else None)
    r = compile_card(c)
    assert r["status"] != "full"
    assert reason in r["lines"][0]["reason"], r["lines"][0]


def _gideon_board(in_hand):
    ab = {"text": "[0]", "cost": {"loyalty": 0}, "effects": [
        {"do": "add_types", "of": "self", "types": ["creature"], "subtypes": ["Human", "Soldier"], "power": 5, "toughness": 5}]}
    gid = {"card": "Test Gideon", "types": ["planeswalker"], "subtypes": ["Gideon"], "mana_cost": "{0}", "loyalty": 4,
           "abilities": [ab]}
    p = lambda i: {"id": i, "life": 20, "poison": 0, "library": 5, "hand": [gid] if in_hand and i == "A" else [],  # noqa: E731
                   "graveyard": [], "exile": []}
    bf = [] if in_hand else [dict(gid, id="g", controller="A", counters={"loyalty": 4})]
    acts = [{"type": "cast", "player": "A", "card": "Test Gideon"}, {"type": "resolve"}] if in_hand else []
    gid_id = "A-test-gideon" if in_hand else "g"
    acts += [{"type": "activate", "player": "A", "permanent": gid_id, "ability": 0}, {"type": "resolve"},
             {"type": "declare_attackers", "attackers": [{"id": gid_id, "defending": "B"}]},
             {"type": "declare_blockers", "blockers": []}, {"type": "advance_to", "step": "end_of_combat"}]
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 2, "active": "A", "step": "main1", "priority": "A", "players": [p("A"), p("B")],
                      "battlefield": bf, "stack": []}, "actions": acts}


@pytest.mark.parametrize("in_hand, life", [(False, 15), (True, 20)])
def test_a_planeswalker_cast_this_turn_can_not_attack_as_a_creature(in_hand, life):
    doc = _gideon_board(in_hand)
    assert validate(doc) == []
    out = run(doc)
    assert next(p["life"] for p in out["final"]["players"] if p["id"] == "B") == life
    illegal = [e for s in out["steps"] for e in s["events"] if e["key"] == "mtg.illegal.attack.summoning_sick"]
    assert bool(illegal) == in_hand   # 302.6: it came under A's control this turn
    g = next(o for o in out["final"]["battlefield"] if o["card"] == "Test Gideon")
    assert g["counters"]["loyalty"] == 4


def test_that_much_after_a_life_gain_is_the_life_gained():
    bond = {"id": "bond", "controller": "A", "card": "Test Bond", "types": ["enchantment"],
            "triggers": [{"when": "gain_life", "text": "t", "target": ["opponent"],
                          "effects": [{"do": "lose_life", "amount": "that_much", "to": "target:0"}]}]}
    spell = {"card": "Test Gain", "kind": "sorcery", "mana_cost": "{0}", "effects": [{"do": "gain_life", "amount": 4, "to": "controller"}]}
    p = lambda i: {"id": i, "life": 20, "poison": 0, "library": 5, "hand": [spell] if i == "A" else [],  # noqa: E731
                   "graveyard": [], "exile": []}
    doc = {"format": "judge-scenario/1", "game": "mtg", "title": "t",
           "state": {"turn": 2, "active": "A", "step": "main1", "priority": "A", "players": [p("A"), p("B")],
                     "battlefield": [bond], "stack": []},
           "actions": [{"type": "cast", "player": "A", "card": "Test Gain"}, {"type": "resolve"}, {"type": "resolve"}]}
    assert validate(doc) == []
    out = run(doc)
    assert [p["life"] for p in out["final"]["players"]] == [24, 16]


# ------------------------------------------------------------------ until your next turn (611.2a)
@pytest.mark.parametrize("text, effects", [
    ("[+1]: Until your next turn, creatures you control get +1/+0 and gain lifelink.",
     [{"do": "pump", "of": "all:creature you control", "power": 1, "toughness": 0, "until": "your_next_turn"},
      {"do": "grant", "of": "all:creature you control", "keywords": ["lifelink"], "until": "your_next_turn"}]),
    ("[+1]: Up to one target creature gets -2/-1 until your next turn.",
     [{"do": "pump", "of": "target:0", "power": -2, "toughness": -1, "until": "your_next_turn"}]),
    ("[+1]: Until your next turn, up to one target creature gains vigilance and reach.",
     [{"do": "grant", "of": "target:0", "keywords": ["vigilance", "reach"], "until": "your_next_turn"}]),
])
def test_until_your_next_turn_compiles(text, effects):
    r = compile_card(walker(text))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["abilities"][0]["effects"] == effects
    m = describe_line(r["lines"][0])
    assert "until your next turn" in render(m.key, m.params, "en")


@pytest.mark.parametrize("text", [
    "[+1]: Up to one target creature can't attack or block until your next turn.",
    "[+1]: Until your next turn, up to one target creature gets -2/-0 and loses flying.",
    "[+1]: Until your next turn, target artifact you control becomes a 5/5 creature in addition to its other types.",
    "[+1]: Until your next turn, target creature gains \"{T}: Draw a card.\"",
])
def test_until_your_next_turn_other_effects_stay_not_modelled(text):
    assert compile_card(walker(text))["status"] != "full"


def _next_turn_board(players=("A", "B"), lost=()):
    bear = {"id": "bear", "controller": "A", "card": "Grizzly Bears"}
    ab = {"text": "[+1]", "cost": {"loyalty": 1}, "effects": [
        {"do": "pump", "of": "all:creature you control", "power": 1, "toughness": 0, "until": "your_next_turn"}]}
    w = {"id": "w", "controller": "A", "card": "Test Walker", "types": ["planeswalker"], "loyalty": 4,
         "counters": {"loyalty": 4}, "abilities": [ab]}
    ps = [{"id": i, "life": 20, "poison": 0, "library": 5, "hand": [], "graveyard": [], "exile": [],
           **({"lost": True} if i in lost else {})} for i in players]
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 2, "active": "A", "step": "main1", "priority": "A", "players": ps,
                      "battlefield": [bear, w], "stack": []},
            "actions": [{"type": "activate", "player": "A", "permanent": "w", "ability": 0}, {"type": "resolve"},
                        {"type": "advance_to", "step": "upkeep"}]}


def _bear_power(out):
    from judge.engine.expect import _object_value
    return _object_value(next(o for o in out["final"]["battlefield"] if o["id"] == "bear"), "power")


def test_until_your_next_turn_lasts_through_the_opponents_turn_and_ends_as_yours_begins():
    doc = _next_turn_board()
    assert validate(doc) == []
    out = run(doc)
    assert _bear_power(out) == 3   # B's upkeep: still +1/+0 after A's cleanup (514.2 ends only "until end of turn")
    doc["actions"].append({"type": "advance_to", "step": "upkeep"})
    out = run(doc)
    assert _bear_power(out) == 2   # A's next turn began: the effect ended (611.2a)
    keys = [e["key"] for s in out["steps"] for e in s["events"]]
    assert "mtg.effect.next_turn_ends" in keys


def test_until_the_next_turn_of_a_player_who_left_ends_when_that_turn_would_have_begun():
    doc = _next_turn_board(players=("A", "B", "C"))
    doc["actions"].append({"type": "advance_to", "step": "upkeep"})   # C's turn: still on
    out = run(doc)
    assert _bear_power(out) == 3
    # A left the game after the effect began: it ends when A's turn would have begun (800.4m), after C's turn
    doc = _next_turn_board(players=("A", "B", "C"))
    doc["state"]["battlefield"][0]["until_eot"] = [{"pump": [1, 0], "until_turn_of": "A"}]
    doc["state"]["battlefield"][0]["controller"] = "B"
    doc["state"]["players"][0]["lost"] = True
    doc["state"].update(active="B", priority="B")
    doc["actions"] = [{"type": "advance_to", "step": "upkeep"}]   # C's turn
    out = run(doc)
    assert _bear_power(out) == 3
    doc["actions"].append({"type": "advance_to", "step": "upkeep"})   # A's seat is skipped: B's turn
    out = run(doc)
    assert _bear_power(out) == 2


def test_an_until_other_than_your_next_turn_is_refused():
    doc = _next_turn_board()
    doc["state"]["battlefield"][1]["abilities"][0]["effects"][0]["until"] = "end_of_combat"
    assert any("your_next_turn" in str(p) for p in validate(doc)), validate(doc)


# ------------------------------------------------------------------ "... spells cost {N} more to cast" (601.2f)
@pytest.mark.parametrize("text, st", [
    ("Noncreature spells cost {1} more to cast.",
     {"affects": "spells_cast", "cost_increase": 1, "whose": "all", "spell_not": ["creature"]}),
    ("Spells your opponents cast cost {2} more to cast.", {"affects": "spells_cast", "cost_increase": 2, "whose": "opponents"}),
    ("Artifact, instant, and sorcery spells your opponents cast cost {1} more to cast.",
     {"affects": "spells_cast", "cost_increase": 1, "whose": "opponents", "spell_kinds": ["artifact", "instant", "sorcery"]}),
    ("Creature spells you cast cost {1} more to cast.",
     {"affects": "spells_cast", "cost_increase": 1, "whose": "you", "spell_kinds": ["creature"]}),
    ("White spells cost {3} more to cast.", {"affects": "spells_cast", "cost_increase": 3, "whose": "all", "spell_colors": ["W"]}),
])
def test_cost_increase_compiles(text, st):
    c = card("Test Tax", text, types=("artifact",))
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["static"] == [st]
    assert problems(c, r) == []
    m = describe_line(r["lines"][0])
    for lang in ("en", "th", "ko"):
        assert "601.2f" in render(m.key, m.params, lang)


@pytest.mark.parametrize("text", [
    "Spells your opponents cast that target a creature or planeswalker you control cost {2} more to cast.",
    "Spells your opponents cast that target this creature cost {2} more to cast.",
    "Green enchantment spells and white enchantment spells cost {2} more to cast.",
    "Noncreature spells your opponents cast with mana value 4 or greater cost {2} more to cast.",
    "Spells your opponents cast during your turn cost {1} more to cast.",
    "Spells with the chosen name cost {2} more to cast.",
    "Red and artifact spells cost {1} more to cast.",
])
def test_cost_increases_the_grammar_does_not_read_stay_not_modelled(text):
    assert compile_card(card("Test Tax", text, types=("artifact",)))["status"] != "full"


def _tax_board(statics, caster="B", spell_cost="{1}{R}", mana="{2}{R}"):
    spell = {"card": "Test Bolt", "kind": "instant", "mana_cost": spell_cost, "colors": ["R"],
             "effects": [{"do": "gain_life", "amount": 1, "to": "controller"}]}
    tax = {"id": "tax", "controller": "A", "card": "Test Tax", "types": ["artifact"], "static": statics}
    p = lambda i: {"id": i, "life": 20, "poison": 0, "library": 5, "hand": [spell] if i == caster else [],  # noqa: E731
                   "graveyard": [], "exile": [], **({"mana": mana} if i == caster else {})}
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 2, "active": caster, "step": "main1", "priority": caster, "players": [p("A"), p("B")],
                      "battlefield": [tax], "stack": []},
            "actions": [{"type": "cast", "player": caster, "card": "Test Bolt"}, {"type": "resolve"}]}


def _gained(out, who):
    return next(p["life"] for p in out["final"]["players"] if p["id"] == who) == 21


@pytest.mark.parametrize("st, caster, mana, applies, cast", [
    ({"affects": "spells_cast", "cost_increase": 1, "whose": "opponents"}, "B", "{1}{R}", True, False),   # {2}{R} needed
    ({"affects": "spells_cast", "cost_increase": 1, "whose": "opponents"}, "B", "{2}{R}", True, True),
    ({"affects": "spells_cast", "cost_increase": 1, "whose": "opponents"}, "A", "{1}{R}", False, True),   # its controller's own
    ({"affects": "spells_cast", "cost_increase": 1, "whose": "all"}, "A", "{1}{R}", True, False),
    ({"affects": "spells_cast", "cost_increase": 1, "whose": "you"}, "B", "{1}{R}", False, True),
    ({"affects": "spells_cast", "cost_increase": 1, "spell_not": ["instant"]}, "B", "{1}{R}", False, True),
    ({"affects": "spells_cast", "cost_increase": 1, "spell_kinds": ["instant"]}, "B", "{1}{R}", True, False),
    ({"affects": "spells_cast", "cost_increase": 1, "spell_colors": ["W"]}, "B", "{1}{R}", False, True),
])
def test_cost_increase_on_the_stack(st, caster, mana, applies, cast):
    doc = _tax_board([st], caster=caster, mana=mana)
    assert validate(doc) == []
    out = run(doc)
    assert _gained(out, caster) == cast
    keys = [e["key"] for s in out["steps"] for e in s["events"]]
    if cast:
        assert ("mtg.cast.cost_increased" in keys) == applies
    else:   # the increased total cost can't be paid: the cast is refused (601.2h)
        assert applies and any(k.startswith("mtg.illegal.") for k in keys), keys


def test_increases_come_before_reductions():
    # B's own "spells you cast cost {1} less" and A's tax of {1}: {1}{R} + {1} - {1} = {1}{R} (601.2f)
    doc = _tax_board([{"affects": "spells_cast", "cost_increase": 1, "whose": "opponents"}], mana="{1}{R}")
    doc["state"]["battlefield"].append({"id": "red", "controller": "B", "card": "Test Helper", "types": ["artifact"],
                                        "static": [{"affects": "spells_you_cast", "cost_reduction": 1}]})
    out = run(doc)
    assert _gained(out, "B")
    keys = [e["key"] for s in out["steps"] for e in s["events"]]
    assert keys.index("mtg.cast.cost_increased") < keys.index("mtg.cast.cost_reduced")


def test_a_cost_increase_needs_spells_cast():
    doc = _tax_board([{"affects": "creatures_you_control", "cost_increase": 1}])
    assert validate(doc)
    doc = _tax_board([{"affects": "spells_cast", "cost_increase": 1, "whose": "everyone"}])
    assert validate(doc)
