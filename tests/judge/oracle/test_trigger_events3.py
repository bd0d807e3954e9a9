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


def test_becomes_the_target():
    t = _trig("Valiant \u2014 Whenever this creature becomes the target of a spell or ability you control for the first "
              "time each turn, put a +1/+1 counter on it.")[0]
    assert (t["when"], t["by"], t["first_each_turn"]) == ("becomes_target", "you", True)
    t = _trig("Whenever this creature becomes the target of a spell an opponent controls, draw a card.")[0]
    assert (t["by"], t["by_spell"]) == ("opponent", True) and "first_each_turn" not in t
    t = _trig("Enchant creature\nWhen enchanted creature becomes the target of a spell or ability, exile that creature.",
              types=("enchantment",), subtypes=("aura",))[0]
    assert t["of"] == "attached" and t["effects"] == [{"do": "exile", "of": "that_creature"}]
    t = _trig("Whenever a creature you control becomes the target of a spell or ability an opponent controls, "
              "it gets +1/+1 until end of turn.", types=("enchantment",))[0]
    assert t["filter"] == "creature you control" and t["by"] == "opponent"
    assert t["effects"] == [{"do": "pump", "of": "that_creature", "power": 1, "toughness": 1}]
    # "that player" (the spell's controller) is not kept by the event; "a spell ... for the first time" is not read
    assert _reason("Whenever this creature becomes the target of a spell or ability an opponent controls, that player "
                   "loses 2 life.") == '"that player" in a trigger whose event has no player'
    assert _reason("Whenever this creature becomes the target of a spell for the first time each turn, draw a card.") == \
        "trigger condition"


def test_spell_that_targets_first_spell_second_card_steps():
    t = _trig("Repartee \u2014 Whenever you cast an instant or sorcery spell that targets a creature, draw a card.")[0]
    assert t["spell_kinds"] == ["instant", "sorcery"] and t["spell_targets"] == "creature"
    assert _trig("Whenever you cast a spell that targets a creature you control, draw a card.")[0]["spell_targets"] == \
        "creature you control"
    t = _trig("Whenever you cast your first spell each turn, add {R}{R}.")[0]
    assert (t["when"], t["nth"]) == ("cast_spell", 1) and "whose" not in t
    assert _trig("Whenever an opponent casts their first spell each turn, you gain 1 life.")[0]["whose"] == "opponent"
    t = _trig("Whenever an opponent draws their second card each turn, you draw a card.")[0]
    assert (t["when"], t["whose"], t["nth"]) == ("draw", "opponent", 2)
    assert _trig("At the beginning of each player's first main phase, you gain 1 life.", types=("artifact",))[0] == {
        "when": "precombat_main", "whose": "each",
        "text": "At the beginning of each player's first main phase, you gain 1 life.",
        "effects": [{"do": "gain_life", "amount": 1, "to": "controller"}]}
    assert _trig("At the beginning of combat on each opponent's turn, you gain 1 life.")[0]["whose"] == "opponent"
    t = _trig("Whenever this creature is dealt combat damage, you gain that much life.")[0]
    assert t["when"] == "dealt_damage" and t["combat"]
    # a count of spells by kind is not kept
    assert _reason("Whenever you cast your first instant or sorcery spell each turn, draw a card.") == "trigger condition"


def test_lose_life():
    t = _trig("Whenever an opponent loses life, you gain that much life.", types=("enchantment",))[0]
    assert t == {"when": "lose_life", "whose": "opponent", "text": "Whenever an opponent loses life, you gain that much life.",
                 "effects": [{"do": "gain_life", "amount": "that_much", "to": "controller"}]}
    t = _trig("Whenever you lose life during your turn, put a +1/+1 counter on this creature.")[0]
    assert (t["when"], t["during"]) == ("lose_life", "your_turn") and "whose" not in t
    assert _trig("Whenever you lose life for the first time each turn, draw a card.")[0]["first_each_turn"]
    assert [(t["when"], t["during"]) for t in _trig("Whenever you gain or lose life during your turn, draw a card.")] == \
        [("gain_life", "your_turn"), ("lose_life", "your_turn")]
    assert _trig("Whenever a player loses life, that player mills a card.", types=("enchantment",))[0]["effects"] == \
        [{"do": "mill", "n": 1, "to": "that_player"}]


def test_one_or_more_creatures_deal_combat_damage():
    t = _trig("Whenever one or more creatures you control deal combat damage to a player, draw a card.",
              types=("enchantment",))[0]
    assert t == {"when": "deals_damage_to_player", "combat": True, "batch": True, "filter": "creature you control",
                 "text": "Whenever one or more creatures you control deal combat damage to a player, draw a card.",
                 "effects": [{"do": "draw", "n": 1, "to": "controller"}]}
    assert _trig("Whenever one or more nontoken creatures you control deal combat damage to a player, you gain 1 life.",
                 types=("enchantment",))[0]["filter"] == "nontoken creature you control"
    # "two or more" is not read
    assert _reason("Whenever two or more creatures you control deal combat damage to a player, draw a card.",
                   types=("enchantment",)) == "trigger condition"


def test_subtype_enters_and_cast_from_hand():
    t = _trig("Whenever a Beast enters, you may gain 3 life.")[0]
    assert (t["when"], t["filter"], t["subtype"]) == ("permanent_enters", "permanent", "Beast")
    t = _trig("When a Cartouche you control enters, return this enchantment to its owner's hand.", types=("enchantment",))[0]
    assert (t["filter"], t["subtype"]) == ("permanent you control", "Cartouche")
    assert _trig("Whenever a Forest you control enters, you gain 1 life.", types=("enchantment",))[0]["subtype"] == "Forest"
    assert _trig("Whenever another Elf enters, you gain 1 life.")[0]["other"]
    t = _trig("Whenever you cast an instant or sorcery spell from your hand, draw a card.")[0]
    assert t["cast_from"] == "hand"
    # not a subtype
    assert _reason("Whenever a Spaceship enters, draw a card.", types=("enchantment",)) == "trigger condition"


def test_two_trigger_conditions():
    ts = _trig("When this creature enters and at the beginning of your upkeep, you gain 1 life.")
    assert [t["when"] for t in ts] == ["enters", "upkeep"] and ts[0]["effects"] == ts[1]["effects"]
    ts = _trig("When you cast this spell and when this creature dies, draw a card.")
    assert [t["when"] for t in ts] == ["cast_self", "self_dies"]
    ts = _trig("When this creature enters and whenever you gain life, draw a card. This ability triggers only once each turn.")
    assert [t["when"] for t in ts] == ["enters", "gain_life"] and all(t["once_each_turn"] for t in ts)
    # one half the grammar does not read: the whole line is not modelled
    assert _reason("When this creature enters and whenever it deals combat damage to a player, draw a card.") == \
        "trigger condition"


def test_creature_you_control_with_a_keyword():
    t = _trig("Whenever a creature you control with trample attacks, it gets +2/+2 until end of turn.")[0]
    assert (t["when"], t["filter"]) == ("creature_attacks", "creature with trample you control")
    t = _trig("Whenever a creature you control with deathtouch deals combat damage to a player, that player gets two "
              "poison counters.")[0]
    assert (t["when"], t["filter"], t["combat"]) == ("deals_damage_to_player", "creature with deathtouch you control", True)
    # "with a +1/+1 counter on it" is not a keyword
    assert _reason("Whenever a creature you control with a +1/+1 counter on it attacks, draw a card.") == "trigger condition"
