"""The trigger conditions of oracle/events.py added in issue 21's second round (draw step, end of
combat, the upkeep of the enchanted permanent's controller, ...), on made-up cards, and the
variants left not modelled."""
from tests.judge.oracle.test_trigger_events import _reason, _trig


def test_step_triggers():
    t = _trig("At the beginning of each player's draw step, that player draws an additional card.", types=("artifact",))[0]
    assert t["when"] == "draw_step" and t["whose"] == "each" and t["effects"] == [{"do": "draw", "n": 1, "to": "that_player"}]
    assert _trig("At the beginning of your draw step, draw an additional card.")[0]["whose"] == "you"
    assert _trig("At end of combat, you gain 1 life.")[0] == {
        "when": "end_of_combat", "whose": "each", "text": "At end of combat, you gain 1 life.",
        "effects": [{"do": "gain_life", "amount": 1, "to": "controller"}]}
    assert _trig("At the beginning of each of your postcombat main phases, draw a card.")[0]["when"] == "postcombat_main"
    # "that player" at end of combat: the event has no player
    assert _reason("At end of combat, that player loses 1 life.") == '"that player" in a trigger whose event has no player'


def test_upkeep_of_enchanted_permanents_controller():
    t = _trig("Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, "
              "put a -1/-1 counter on that creature.", types=("enchantment",), subtypes=("aura",))[0]
    assert t["when"] == "upkeep" and t["whose"] == "attached_controller"
    assert t["effects"] == [{"do": "counters", "of": "that_creature", "kind": "-1/-1", "n": 1}]
    t = _trig("Enchant land\nAt the beginning of the upkeep of enchanted land's controller, this Aura deals 1 damage "
              "to that player.", types=("enchantment",), subtypes=("aura",))[0]
    assert t["effects"] == [{"do": "damage", "amount": 1, "to": "that_player"}]
    # not an Aura: no enchanted permanent
    assert _reason("At the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.",
                   types=("enchantment",)) == "enchanted creature on a card that is not an Aura"
    # "it" could be the Aura or the creature: not guessed
    assert _reason("Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, tap it.",
                   types=("enchantment",), subtypes=("aura",)) != "trigger condition"


def test_attack_triggers():
    t = _trig("Whenever a creature you control attacks, it gets +2/+2 until end of turn.", types=("enchantment",))[0]
    assert t["when"] == "creature_attacks" and t["filter"] == "creature you control"
    assert t["effects"] == [{"do": "pump", "of": "that_creature", "power": 2, "toughness": 2}]
    t = _trig("Whenever another creature you control attacks, you gain 1 life.")[0]
    assert t["other"] and t["filter"] == "creature you control"
    assert _trig("Whenever a nontoken creature you control attacks, you gain 1 life.")[0]["filter"] == \
        "nontoken creature you control"
    assert _trig("Whenever a creature with flying attacks, you may draw a card.")[0]["filter"] == "creature with flying"
    t = _trig("Whenever a Dragon you control attacks, it gains double strike until end of turn.")[0]
    assert t["subtypes"] == ["Dragon"] and t["effects"][0]["of"] == "that_creature"
    t = _trig("Whenever a creature attacks you or a planeswalker you control, that creature's controller loses 1 life.",
              types=("enchantment",))[0]
    assert t["defender"] == "you_or_pw" and t["effects"][0]["to"] == "controller_of:that_creature"
    t = _trig("Whenever a creature attacks you, its controller loses 1 life.", types=("enchantment",))[0]
    assert t["defender"] == "you" and t["effects"][0]["to"] == "controller_of:that_creature"
    t = _trig("Whenever a Samurai or Warrior you control attacks alone, it gets +1/+1 until end of turn.")[0]
    assert t["when"] == "attacks_alone" and t["subtypes"] == ["Samurai", "Warrior"]
    assert t["effects"][0]["of"] == "that_creature"
    # battalion (508.1m) and "attack with N or more" (508.3d)
    t = _trig("Battalion \u2014 Whenever this creature and at least two other creatures attack, this creature gets "
              "+2/+2 until end of turn.")[0]
    assert t["when"] == "attacks" and t["min_attackers"] == 3
    assert _trig("Whenever you attack with two or more creatures, draw a card.", types=("enchantment",))[0] == {
        "when": "player_attacks", "min_attackers": 2, "text": "Whenever you attack with two or more creatures, draw a card.",
        "effects": [{"do": "draw", "n": 1, "to": "controller"}]}
    assert "min_attackers" not in _trig("Whenever one or more creatures you control attack, draw a card.",
                                        types=("enchantment",))[0]
    # not a creature type; a word the engine does not read; "those creatures" / "that many" are not kept
    assert _reason("Whenever a Spaceship you control attacks, draw a card.") == "trigger condition"
    assert _reason("Whenever you attack with two or more creatures with flying, draw a card.") == "trigger condition"
    assert _reason("Whenever one or more creatures you control attack, they gain indestructible until end of turn.") != \
        "trigger condition"


def test_deals_damage_and_that_much():
    t = _trig("Whenever this creature deals damage, you gain that much life.")[0]
    assert t == {"when": "deals_damage", "text": "Whenever this creature deals damage, you gain that much life.",
                 "effects": [{"do": "gain_life", "amount": "that_much", "to": "controller"}]}
    assert _trig("Whenever this creature deals combat damage, you lose that much life.")[0]["combat"]
    t = _trig("Enchant creature\nWhenever enchanted creature deals damage, this Aura deals that much damage to that creature.",
              types=("enchantment",), subtypes=("aura",))[0]
    assert t["of"] == "attached" and t["effects"] == [{"do": "damage", "amount": "that_much", "to": "that_creature"}]
    # "that much" after a life gain: the life gained (119.9)
    t = _trig("Whenever you gain life, target opponent loses that much life.", types=("enchantment",))[0]
    assert t["when"] == "gain_life" and t["target"] == ["opponent"] and \
        t["effects"] == [{"do": "lose_life", "amount": "that_much", "to": "target:0"}]
    # "that much" needs an amount from the event
    assert _reason("Whenever this creature attacks, you gain that much life.") == \
        '"that much" without an amount from the trigger event'
    # "that many" is not read
    assert _reason("Whenever this creature deals damage, target player mills that many cards.") != "trigger condition"
    # the sentence of the line
    from judge.mtg.oracle.describe import describe_line
    from judge.mtg.oracle import compile_card
    from tests.judge.oracle.test_oracle_compile import card
    r = compile_card(card("X", "Whenever this creature deals damage, you gain that much life."))
    assert "mtg.does.gain_life_that_much_you" in repr(describe_line(r["lines"][0]))


def test_cast_triggers_more():
    assert _trig("Whenever you cast a kicked spell, scry 2.")[0]["spell_kicked"]
    t = _trig("Whenever you cast a spell during an opponent's turn, draw a card.")[0]
    assert t["during"] == "opponent_turn" and "whose" not in t
    t = _trig("Whenever you cast your first spell during each opponent's turn, draw a card.")[0]
    assert t["nth"] == 1 and t["during"] == "opponent_turn"
    t = _trig("Whenever a player casts a spell with mana value 3 or less, this creature deals 2 damage to that player.")[0]
    assert t["whose"] == "each" and t["spell_mv_max"] == 3 and t["effects"][0]["to"] == "that_player"
    t = _trig("Whenever you cast a creature spell with mana value 6 or greater, draw a card.")[0]
    assert t["spell_kinds"] == ["creature"] and t["spell_mv_min"] == 6
    t = _trig("Whenever you cast an instant, sorcery, or Wizard spell, draw a card.")[0]
    assert t["spell_either"] and t["spell_subtypes"] == ["Wizard"] and t["spell_kinds"] == ["instant", "sorcery"]
    assert _trig("Whenever you cast a spell from your graveyard, draw a card.")[0]["cast_from"] == "graveyard"
    assert _trig("Whenever you cast a spell from anywhere other than your hand, draw a card.")[0]["cast_from"] == "not_hand"
    t = _trig("When an opponent casts a creature spell, sacrifice this creature.")[0]
    assert t["when"] == "cast_spell" and t["whose"] == "opponent" and t["spell_kinds"] == ["creature"]
    assert _trig("Whenever an opponent casts their second spell each turn, draw a card.")[0] == {
        "when": "cast_spell", "whose": "opponent", "nth": 2, "effects": [{"do": "draw", "n": 1, "to": "controller"}],
        "text": "Whenever an opponent casts their second spell each turn, draw a card."}
    # only "you" casts "during an opponent's turn" / "from your graveyard"
    assert _reason("Whenever a player casts a spell from your graveyard, draw a card.") == "trigger condition"
    assert _reason("Whenever you cast an instant, sorcery, or Spaceship spell, draw a card.") == "trigger condition"


def test_sacrifice_scry_surveil_discard_crime_once_each_turn():
    t = _trig("Whenever you sacrifice another permanent, put a +1/+1 counter on this creature.")[0]
    assert t["when"] == "sacrificed" and t["other"] and "filter" not in t and "whose" not in t
    assert _trig("Whenever you sacrifice a creature, draw a card.")[0]["filter"] == "creature"
    assert _trig("Whenever you sacrifice a Clue, you gain 3 life.")[0]["subtypes"] == ["Clue"]
    assert _trig("Whenever a player sacrifices a permanent, you gain 1 life.")[0]["whose"] == "each"
    assert _trig("Whenever you sacrifice another Eldrazi, you gain 1 life.")[0]["subtypes"] == ["Eldrazi"]
    assert _reason("Whenever you sacrifice a token, you gain 1 life.") == "trigger condition"
    assert [x["when"] for x in _trig("Whenever you scry or surveil, draw a card.")] == ["scry", "surveil"]
    assert _trig("Whenever you discard one or more cards, you gain 1 life.")[0]["when"] == "discard_batch"
    assert _reason("Whenever you discard one or more artifact cards, you gain 1 life.") == "trigger condition"
    t = _trig("Whenever you commit a crime, put a +1/+1 counter on this creature. This ability triggers only once "
              "each turn. (Targeting opponents, anything they control, and/or cards in their graveyards is a crime.)")[0]
    assert t["when"] == "crime" and t["once_each_turn"] and t["effects"] == [
        {"do": "counters", "of": "self", "kind": "+1/+1", "n": 1}]
    assert _reason("Whenever you commit a crime during your turn, draw a card.") == "trigger condition"
    from judge.mtg.oracle.describe import describe_line
    from judge.mtg.oracle import compile_card
    from tests.judge.oracle.test_oracle_compile import card
    r = compile_card(card("X", "Whenever you scry, draw a card. This ability triggers only once each turn."))
    assert "mtg.does.trigger_once" in repr(describe_line(r["lines"][0]))


def test_graveyard_blocked_damaged_by_self():
    t = _trig("Whenever an enchantment you control is put into a graveyard from the battlefield, draw a card.")[0]
    assert t["when"] == "to_graveyard" and t["filter"] == "enchantment you control"
    t = _trig("Whenever another artifact or creature is put into a graveyard from the battlefield, you gain 1 life.")[0]
    assert t["other"] and t["filter"] == "artifact or creature"
    t = _trig("Whenever a Goblin you control is put into a graveyard from the battlefield, you gain 1 life.")[0]
    assert t["subtypes"] == ["Goblin"] and t["filter"] == "permanent you control"
    t = _trig("Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn.")[0]
    assert t["when"] == "creature_becomes_blocked" and t["effects"][0]["of"] == "that_creature"
    t = _trig("Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on this creature.")[0]
    assert t["when"] == "creature_dies" and t["damaged_by_self"] and t["effects"][0]["of"] == "self"
    # "it" could be the dead creature
    assert _reason("Whenever a creature dealt damage by this creature this turn dies, return it to its owner's hand.") != \
        "trigger condition"


def test_control_none_state_trigger():
    t = _trig("When you control no Islands, sacrifice this creature.")[0]
    assert t == {"when": "control_none", "none_of": "Island", "text": "When you control no Islands, sacrifice this creature.",
                 "effects": [{"do": "sacrifice", "of": "self"}]}
    assert _trig("When you control no artifacts, sacrifice this creature.")[0]["none_of"] == "artifact"
    assert _reason("When you control no Deserts, sacrifice this creature.") == "trigger condition"


def test_damage_to_you():
    t = _trig("Whenever a creature deals damage to you, destroy it.", types=("enchantment",))[0]
    assert t == {"when": "damage_to_you", "source": "creature", "text": "Whenever a creature deals damage to you, destroy it.",
                 "effects": [{"do": "destroy", "of": "that_creature"}]}
    t = _trig("Whenever a source an opponent controls deals damage to you, that player loses 1 life.")[0]
    assert t["source"] == "opponent" and t["effects"][0]["to"] == "that_player"
    assert _trig("Whenever a creature deals combat damage to you, you gain 1 life.")[0]["combat"]


def test_attached_events():
    aura = dict(types=("enchantment",), subtypes=("aura",))
    ts = _trig("Enchant creature\nWhenever enchanted creature attacks or blocks, its controller loses 3 life.", **aura)
    assert [t["when"] for t in ts] == ["attacks", "blocks"] and ts[0]["effects"][0]["to"] == "controller_of:that_creature"
    t = _trig("Enchant land\nWhen enchanted land becomes tapped, destroy it.", **aura)[0]
    assert t["when"] == "becomes_tapped" and t["of"] == "attached" and t["effects"] == [{"do": "destroy", "of": "that_creature"}]
    t = _trig("Enchant creature\nWhenever enchanted creature is dealt damage, you gain that much life.", **aura)[0]
    assert t["when"] == "dealt_damage" and t["effects"][0]["amount"] == "that_much"
    t = _trig("Whenever this creature is dealt damage, it deals that much damage to any target.")[0]
    assert t["effects"] == [{"do": "damage", "amount": "that_much", "to": "target:0"}]
    assert _reason("Whenever enchanted creature blocks, you gain 1 life.") == "enchanted creature on a card that is not an Aura"


def test_blocks_with_flying_and_enters_or_to_graveyard():
    t = _trig("Whenever this creature blocks a creature with flying, this creature gets +0/+2 until end of turn.")[0]
    assert t["when"] == "blocks_creature" and t["filter"] == "creature with flying"
    ts = _trig("When this artifact enters or is put into a graveyard from the battlefield, draw a card.", types=("artifact",))
    assert [(t["when"], t.get("self_only")) for t in ts] == [("enters", None), ("to_graveyard", True)]
    assert _reason("When this artifact enters or is put into a graveyard from the battlefield, return this artifact to "
                   "its owner's hand.", types=("artifact",)) == "the permanent after it left the battlefield"
