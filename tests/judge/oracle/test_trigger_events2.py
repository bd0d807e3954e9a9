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
