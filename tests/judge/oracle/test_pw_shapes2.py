"""Planeswalker shapes, second batch (issue 21): the reversible printing of one card (both sides the
same card), ... Compiler on made-up cards, the engine on small boards; the real cards are in
features/."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.mtg.oracle import compile_card
from tests.judge.oracle.test_oracle_compile import card


def walker(text):
    return card("Test Walker", text, types=("planeswalker",), loyalty="4")


# ------------------------------------------------------------------ reversible cards
def test_a_reversible_card_with_the_same_card_on_both_sides_is_one_single_faced_card():
    c = walker("[+1]: You gain 1 life.")
    c["name"], c["layout"] = "Test Walker // Test Walker", "reversible_card"
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    assert [ln["modelled"] for ln in r["lines"]] == [True]


def test_a_reversible_card_with_two_different_cards_keeps_its_other_face_not_modelled():
    c = walker("[+1]: You gain 1 life.")
    c["name"], c["layout"] = "Test Walker // Other Side", "reversible_card"
    r = compile_card(c)
    assert r["status"] == "partial"
    assert any("Other Side" in ln["reason"] for ln in r["lines"] if not ln["modelled"])
    c["name"] = "Test Walker"   # no second name at all: still not one card both sides
    assert compile_card(c)["status"] == "partial"


# ------------------------------------------------------------------ a permanent's rules about players
import pytest  # noqa: E402
from judge.engine import run  # noqa: E402
from judge.mtg.validate import validate  # noqa: E402
from tests.judge.oracle.test_oracle_compile import problems  # noqa: E402


@pytest.mark.parametrize("text, rule", [
    ("You can't lose the game.", "cant_lose"),
    ("Your opponents can't gain life.", "opponents_cant_gain_life"),
    ("Players can't gain life.", "players_cant_gain_life"),
    ("You have hexproof. (You can't be the target of spells or abilities your opponents control.)", "you_have_hexproof"),
])
def test_player_rules_compile_to_the_permanents_rules(text, rule):
    c = walker(text + "\n[+1]: You gain 1 life.")
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == []
    assert r["definition"]["replacements"] == [rule]
    assert r["lines"][0]["ability"] == "static"


def test_player_rules_the_grammar_does_not_read_stay_not_modelled():
    for text in ("Your opponents can't gain life this turn.", "You can't lose the game and your opponents can't win the game.",
                 "Enchanted player can't gain life.", "Players can't gain life during your turn."):
        assert compile_card(walker(text))["status"] == "none", text


def _board(rule, gain_by="B", lost=False):
    src = {"id": "w", "controller": "A", "card": "Test Walker", "types": ["planeswalker"], "loyalty": 3,
           "replacements": [rule]}
    if lost:
        src["until_eot"] = [{"lose_abilities": True, "source": "x"}]
    spell = {"card": "Test Gain", "kind": "sorcery", "mana_cost": "{0}", "effects": [{"do": "gain_life", "amount": 3, "to": "controller"}]}
    p = lambda i: {"id": i, "life": 20, "poison": 0, "library": 5, "hand": [spell] if i == gain_by else [],  # noqa: E731
                   "graveyard": [], "exile": []}
    doc = {"format": "judge-scenario/1", "game": "mtg", "title": "t",
           "state": {"turn": 2, "active": gain_by, "step": "main1", "priority": gain_by, "players": [p("A"), p("B")],
                     "battlefield": [src], "stack": []},
           "actions": [{"type": "cast", "player": gain_by, "card": "Test Gain"}, {"type": "resolve"}]}
    return doc


@pytest.mark.parametrize("rule, who, gains", [
    ("opponents_cant_gain_life", "B", False), ("opponents_cant_gain_life", "A", True),
    ("players_cant_gain_life", "A", False), ("players_cant_gain_life", "B", False), ("cant_lose", "B", True),
])
def test_life_gain_stopped_by_the_rule(rule, who, gains):
    doc = _board(rule, who)
    assert validate(doc) == []
    out = run(doc)
    life = next(p["life"] for p in out["final"]["players"] if p["id"] == who)
    assert life == (23 if gains else 20)
    keys = [e["key"] for s in out["steps"] for e in s["events"]]
    assert ("mtg.life.cant_gain" in keys) == (not gains)


def test_a_permanent_without_its_abilities_stops_no_life_gain():
    out = run(_board("players_cant_gain_life", "B", lost=True))   # 613.1f
    assert next(p["life"] for p in out["final"]["players"] if p["id"] == "B") == 23


def test_you_have_hexproof_protects_the_controller_from_opponents_only():
    doc = _board("you_have_hexproof", "B")
    bolt = {"card": "Test Bolt", "kind": "instant", "mana_cost": "{0}", "effects": [{"do": "damage", "amount": 3,
                                                                                     "to": "target:0"}], "target": ["any"]}
    doc["state"]["players"][1]["hand"] = [bolt]
    doc["actions"] = [{"type": "cast", "player": "B", "card": "Test Bolt", "targets": ["A"]},
                      {"type": "cast", "player": "B", "card": "Test Bolt", "targets": ["w"]}, {"type": "resolve"}]
    out = run(doc)
    keys = [e["key"] for s in out["steps"] for e in s["events"]]
    assert "mtg.illegal.target.hexproof_player" in keys
    assert out["final"]["players"][0]["life"] == 20
    assert not out["final"]["battlefield"]   # the walker itself has no hexproof: 3 damage, 0 loyalty (704.5i)


# ------------------------------------------------------------------ extra turns (500.7)
@pytest.mark.parametrize("text, effect", [
    ("Take an extra turn after this one.", {"do": "extra_turn"}),
    ("You take an extra turn after this one.", {"do": "extra_turn"}),
    ("Target player takes an extra turn after this one.", {"do": "extra_turn", "to": "target:0"}),
])
def test_extra_turn_compiles(text, effect):
    c = card("Test Spell", text, types=("sorcery",))
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == []
    assert r["definition"]["effects"] == [effect]


def test_extra_turns_the_grammar_does_not_read_stay_not_modelled():
    for text in ("Each player takes an extra turn after this one.", "Take two extra turns after this one.",
                 "Take an extra turn after this one. Skip the untap step of that turn."):
        assert compile_card(card("Test Spell", text, types=("sorcery",)))["status"] != "full", text


def _turns(extra, to="controller", players=("A", "B"), turns=2):
    spell = {"card": "Test Warp", "kind": "sorcery", "mana_cost": "{0}",
             "effects": [{"do": "extra_turn", "to": to}] * extra, "target": ["player"] if to == "target:0" else []}
    ps = [{"id": i, "life": 20, "poison": 0, "library": 9, "hand": [spell] if i == "A" else [], "graveyard": [],
           "exile": []} for i in players]
    cast = {"type": "cast", "player": "A", "card": "Test Warp"}
    if to == "target:0":
        cast["targets"] = ["B"]
    doc = {"format": "judge-scenario/1", "game": "mtg", "title": "t",
           "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": ps, "battlefield": [],
                     "stack": []},
           "actions": [cast, {"type": "resolve"}] + [{"type": "advance_to", "step": "upkeep"}] * turns}
    assert validate(doc) == []
    out = run(doc)
    return [e["objects"][0] for s in out["steps"] for e in s["events"] if e["key"] in ("mtg.turn.new", "mtg.turn.extra")], out


def test_extra_turns_are_inserted_after_this_turn_and_the_order_goes_on():
    assert _turns(1, turns=3)[0] == ["A", "B", "A"]
    assert _turns(2, turns=4)[0] == ["A", "A", "B", "A"]
    assert _turns(1, to="target:0", turns=3)[0] == ["B", "B", "A"]    # B's extra turn, then B's own turn
    assert _turns(1, players=("A", "B", "C"), turns=3)[0] == ["A", "B", "C"]


def test_extra_turns_waiting_are_part_of_the_state():
    _, out = _turns(2, turns=1)
    assert out["final"]["extra_turns"] == ["A"] and out["final"]["turn_order_from"] == "A"
    doc = {"format": "judge-scenario/1", "game": "mtg", "title": "t", "state": dict(out["final"], extra_turns=["Z"]),
           "actions": []}
    assert any("extra_turns" in str(p) for p in validate(doc))


# ------------------------------------------------------------------ creature types in object words (205.3m)
from judge.mtg import targetspec  # noqa: E402
from judge.mtg.oracle import grammar as G  # noqa: E402


@pytest.mark.parametrize("plural, word", [
    ("elementals you control", "elemental you control"), ("elves you control", "elf you control"),
    ("zombies", "zombie"), ("humans your opponents control", "human an opponent controls"),
    ("merfolk you control", "merfolk you control"), ("non-zombie creatures", "non-zombie creature"),
    ("elf creatures", "elf creature"), ("faeries", "faerie"), ("plains", None),
])
def test_creature_type_plurals(plural, word):
    assert G._singular(plural) == word


def test_creature_type_words_match_by_subtype():
    p = targetspec.parse("elemental you control")
    assert p["alts"][0]["subtypes"] == {"elemental"} and p["alts"][0]["noun"] == "permanent"
    assert targetspec.parse("goblin spell") is None and targetspec.parse("non-aura enchantment") is None   # Aura: not a creature type
    assert G.word_kind("elf creature") == "creature" and G.word_kind("elf") == "perm"


@pytest.mark.parametrize("text, ref", [
    ("Elementals you control get +2/+0 until end of turn.", "all:elemental you control"),
    ("Non-Elf creatures get -2/-2 until end of turn.", "all:non-elf creature"),
    ("All Zombies gain menace until end of turn.", "all:zombie"),
    ("Goblin creatures you control get +1/+1 until end of turn.", "all:goblin creature you control"),
])
def test_creature_type_groups_compile(text, ref):
    c = card("Test Spell", text, types=("sorcery",))
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == []
    assert r["definition"]["effects"][0]["of"] == ref


def test_a_noncreature_in_a_creature_type_group_gets_no_power():
    bf = [{"id": "k", "controller": "A", "card": "Kin", "types": ["enchantment"], "subtypes": ["Elemental"]},
          {"id": "c", "controller": "A", "card": "Elem", "types": ["creature"], "subtypes": ["Elemental"], "power": 1,
           "toughness": 1},
          {"id": "ch", "controller": "A", "card": "Changeling", "types": ["creature"], "subtypes": ["Shapeshifter"],
           "keywords": ["changeling"], "power": 1, "toughness": 1},
          {"id": "d", "controller": "A", "card": "Bear", "types": ["creature"], "subtypes": ["Bear"], "power": 2,
           "toughness": 2},
          {"id": "w", "controller": "A", "card": "W", "types": ["planeswalker"], "loyalty": 3,
           "abilities": [{"cost": {"loyalty": 1}, "effects": [{"do": "pump", "of": "all:elemental you control",
                                                               "power": 2, "toughness": 0}]}]}]
    doc = {"format": "judge-scenario/1", "game": "mtg", "title": "t",
           "state": {"turn": 2, "active": "A", "step": "main1", "priority": "A",
                     "players": [{"id": i, "life": 20, "poison": 0, "library": 5, "hand": [], "graveyard": [],
                                  "exile": []} for i in "AB"], "battlefield": bf, "stack": []},
           "actions": [{"type": "activate", "player": "A", "permanent": "w", "ability": 0}, {"type": "resolve"}]}
    assert validate(doc) == []
    out = run(doc)
    ev = [(e["key"], e["objects"][0]) for s in out["steps"] for e in s["events"] if e["key"].startswith("mtg.effect.pump")]
    assert ev == [("mtg.effect.pump_noncreature", "k"), ("mtg.effect.pump", "c"), ("mtg.effect.pump", "ch")]   # 208.3a, 702.73a


# ------------------------------------------------------------------ "put a X counter on A and a Y counter on B"
def test_two_counter_placements_share_the_verb():
    c = walker("[−2]: Put a +1/+1 counter on each creature you control and a loyalty counter on each other "
               "planeswalker you control.")
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == []
    assert r["definition"]["abilities"][0]["effects"] == [
        {"do": "counters", "of": "all:creature you control", "kind": "+1/+1", "n": 1},
        {"do": "counters", "of": "all_other:planeswalker you control", "kind": "loyalty", "n": 1}]
    # a loyalty counter on anything but ~ or each other planeswalker you control stays not modelled
    assert compile_card(walker("[+1]: Put a loyalty counter on target planeswalker."))["status"] == "none"
