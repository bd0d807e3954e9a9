"""The trigger conditions of oracle/events.py added for issue 21 (becomes tapped / untapped, "when
you cycle", "when you cast this spell", heroic, second spell / card each turn, magecraft, rally,
multicolored / historic / colour / mana value spells, blocks / becomes blocked by a creature,
discard, damage to a creature, becomes the target, attacks alone), on made-up cards, and the
variants left not modelled."""
from judge.mtg.oracle import compile_card

from tests.judge.oracle.test_oracle_compile import card, problems


def _trig(text, **kw):
    c = card("Test Card", text, **kw)
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    assert not problems(c, r), problems(c, r)
    return r["definition"]["triggers"]


def _reason(text, **kw):
    r = compile_card(card("Test Card", text, **kw))
    assert r["status"] != "full"
    return [ln["reason"] for ln in r["lines"] if not ln["modelled"]][0]


def test_tapped_untapped_cycle_cast():
    assert _trig("Whenever this creature becomes tapped, you gain 1 life.")[0]["when"] == "becomes_tapped"
    assert _trig("Inspired \u2014 Whenever this creature becomes untapped, you gain 2 life.")[0]["when"] == "becomes_untapped"
    t = _trig("Cycling {2}\nWhen you cycle this card, you gain 2 life.", types=("instant",))
    assert t[0]["when"] == "cycled"
    assert [x["when"] for x in _trig("Cycling {2}\nWhen you cycle this card and when this creature dies, draw a card.")] == \
        ["cycled", "self_dies"]
    assert _trig("When you cast this spell, draw a card.")[0]["when"] == "cast_self"
    assert _trig("Whenever a player cycles a card, you gain 1 life.")[0] == \
        {"when": "cycle", "whose": "each", "text": "Whenever a player cycles a card, you gain 1 life.",
         "effects": [{"do": "gain_life", "amount": 1, "to": "controller"}]}
    assert _trig("Whenever you cycle or discard another card, you gain 1 life.")[0]["when"] == "discard"   # 702.29d
    # the spell itself / the cycled card are not on the battlefield
    assert _reason("When you cast this spell, put a +1/+1 counter on this creature.") == \
        "the spell itself in its cast trigger"
    assert _reason("Cycling {2}\nWhen you cycle this card, put a +1/+1 counter on this creature.") == "the cycled card itself"


def test_cast_triggers():
    assert _trig("Heroic \u2014 Whenever you cast a spell that targets this creature, draw a card.")[0]["targets_self"]
    assert _trig("Whenever you cast your second spell each turn, draw a card.")[0]["nth"] == 2
    assert _trig("Whenever you draw your second card each turn, you gain 1 life.")[0] == \
        {"when": "draw", "nth": 2, "text": "Whenever you draw your second card each turn, you gain 1 life.",
         "effects": [{"do": "gain_life", "amount": 1, "to": "controller"}]}
    t = _trig("Magecraft \u2014 Whenever you cast or copy an instant or sorcery spell, draw a card.")[0]
    assert t["or_copy"] and t["spell_kinds"] == ["instant", "sorcery"]
    assert _trig("Whenever you cast a multicolored spell, draw a card.")[0]["spell_quality"] == "multicolored"
    assert _trig("Whenever you cast a historic spell, draw a card.")[0]["spell_quality"] == "historic"
    assert _trig("Whenever you cast a spell with mana value 5 or greater, draw a card.")[0]["spell_mv_min"] == 5
    t = _trig("Whenever a player casts a black spell, you gain 1 life.")[0]
    assert t["spell_colors"] == ["B"] and t["whose"] == "each"
    # a creature type spell is still read by the subtype rule
    assert _trig("Whenever you cast a Spirit spell, draw a card.")[0]["spell_subtypes"] == ["Spirit"]


def test_rally_and_creature_type_enters():
    t = _trig("Rally \u2014 Whenever this creature or another Ally you control enters, you gain 1 life.", subtypes=("Ally",))[0]
    assert t["subtype"] == "Ally" and t["filter"] == "permanent you control" and not t.get("other")
    assert _reason("Whenever this creature or another Ally you control enters, you gain 1 life.",
                   subtypes=("Human",)) == "~ is not a Ally"
    t = _trig("Whenever another Zombie you control enters, you gain 1 life.")[0]
    assert t["subtype"] == "Zombie" and t["other"]
    # an artifact subtype (205.3g) enters too (issue 21, third round); a word that is no subtype does not
    assert _trig("Whenever another Clue you control enters, you gain 1 life.")[0]["subtype"] == "Clue"
    assert _reason("Whenever another Spaceship you control enters, you gain 1 life.") == "trigger condition"


def test_combat_and_player_events_with_that_creature():
    t = _trig("Whenever this creature blocks or becomes blocked by a creature, destroy that creature.")
    assert [x["when"] for x in t] == ["blocks_creature", "blocked_by_creature"]
    assert t[0]["effects"] == [{"do": "destroy", "of": "that_creature"}]
    # "it" could be either creature: not guessed
    assert _reason("Whenever this creature blocks a creature, it gets +1/+1 until end of turn.").startswith('"it"')
    t = _trig("Whenever this creature deals combat damage to a creature, destroy that creature.")[0]
    assert t["when"] == "deals_damage_to_creature" and t["combat"]
    assert _trig("Whenever an opponent discards a card, this creature deals 2 damage to that player.")[0]["whose"] == "opponent"
    assert _trig("Whenever this creature becomes the target of a spell or ability, put a -1/-1 counter on it.")[0][
        "effects"] == [{"do": "counters", "of": "self", "kind": "-1/-1", "n": 1}]
    t = _trig("Whenever a creature you control attacks alone, it gets +1/+1 until end of turn.")[0]
    assert t["filter"] == "creature you control" and t["effects"][0]["of"] == "that_creature"
    assert _trig("Whenever this creature attacks alone, it gets +2/+0 until end of turn.")[0]["effects"][0]["of"] == "self"
    # creature events on a card that is not a creature
    assert _reason("Whenever this creature attacks alone, you gain 1 life.", types=("enchantment",)) == \
        "an attack trigger on a card that is not a creature"
