"""Static shapes of the grammar's third pass (issue 21), compiled from real cards: blocking
requirements (509.1c), qualities a permanent gives players (702.11c, 702.18a, 402.2), anthems
of a creature type with an irregular plural (205.3m)."""
import pytest

from judge.mtg.oracle import compile_card


def _line(by_name, name, start):
    r = compile_card(by_name[name])
    return next(ln for ln in r["lines"] if ln["text"].startswith(start))


@pytest.mark.parametrize("name,start,compiled", [
    ("Elvish Bard", "All creatures", {"keywords": ["all creatures able to block it do so"]}),
    ("Lure", "All creatures", {"static": [{"keywords": ["all creatures able to block it do so"]}]}),
    ("Gaea's Protector", "This creature", {"keywords": ["must be blocked if able"]}),
    ("Spellbook", "You have", {"keywords": ["you have no maximum hand size"]}),
    ("Anvil of Bogardan", "Players have", {"keywords": ["players have no maximum hand size"]}),
    # "You have hexproof." is read as the permanent's player rule (judge/mtg/targets.py; opponents only, 702.11c)
    ("Spirit of the Hearth", "You have", {"replacements": ["you_have_hexproof"]}),
    ("True Believer", "You have", {"keywords": ["you have shroud"]}),
    ("Imperious Perfect", "Other Elves", {"static": [{"affects": "creatures_you_control", "subtype": "Elf", "other": True,
                                                      "power": 1, "toughness": 1}]}),
    ("Lord of Atlantis", "Other Merfolk", {"static": [{"affects": "all_creatures", "subtype": "Merfolk", "other": True,
                                                       "power": 1, "toughness": 1, "keywords": ["islandwalk"]}]}),
    ("Guard Gomazoa", "Prevent all", {"keywords": ["prevent all combat damage dealt to it"]}),
    ("Gaseous Form", "Prevent all", {"static": [{"keywords": ["prevent all combat damage dealt to it",
                                                             "prevent all combat damage dealt by it"]}]}),
    ("Glacial Chasm", "Prevent all", {"keywords": ["prevent all damage dealt to you"]}),
    ("Phantom Nantuko", "If damage", {"keywords": ["prevent damage dealt to it and remove a +1/+1 counter"]}),
])
def test_compiled(by_name, name, start, compiled):
    ln = _line(by_name, name, start)
    assert ln["modelled"], ln
    assert ln["compiled"] == compiled


def test_a_plural_that_is_no_creature_type_stays_out(by_name):
    ln = _line(by_name, "Cryptolith Rite", "Creatures you control have")   # a group grant, not a type
    assert ln["modelled"]
    from judge.mtg.oracle.grammar import type_of_plural
    assert type_of_plural("elves") == "elf" and type_of_plural("merfolk") == "merfolk"
    assert type_of_plural("zombies") == "zombie" and type_of_plural("allies") == "ally"
    assert type_of_plural("permanents") is None and type_of_plural("vehicles") is None


@pytest.mark.parametrize("name,start,effects", [
    ("Fog", "Prevent all", [{"do": "prevent", "combat": True}]),
    ("Bandage", "Prevent the next", [{"do": "prevent", "of": "target:0", "n": 1}]),
    ("Azorius Ploy", "Prevent all combat damage target", [{"do": "prevent", "all_by": "target:0", "combat": True}]),
    ("Djeru's Resolve", "Untap", [{"do": "untap", "of": "target:0"}, {"do": "prevent", "all_to": "target:0"}]),
])
def test_prevention_effects(by_name, name, start, effects):
    ln = _line(by_name, name, start)
    assert ln["modelled"], ln
    assert ln["compiled"]["effects"] == effects


def test_prevention_for_a_group_is_not_modelled():
    from judge.mtg.oracle.grammar import Ctx, NotModelled, parse_effects
    with pytest.raises(NotModelled, match="group"):   # it would also cover creatures that come later
        parse_effects("prevent all damage that would be dealt to creatures you control this turn.",
                      Ctx(["instant"], [], True))
