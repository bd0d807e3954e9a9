"""'~ doesn't untap during your next untap step' (502.3) on an activated ability: the effect
skip_untap of the source itself, also as the second half of 'A and doesn't untap ...'. Real cards:
features/cinder-marsh.json, features/arbalest-elite.json."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.mtg.oracle import compile_card
from tests.judge.oracle.test_oracle_compile import card, problems


def test_mana_ability_with_skip_untap():
    c = card("Test Marsh", "{T}: Add {B} or {R}. This land doesn't untap during your next untap step.", types=("land",))
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == [], r["lines"]
    assert r["definition"]["abilities"][0]["effects"] == [{"do": "add_mana", "one_of": "BR"},
                                                          {"do": "skip_untap", "of": "self"}]


def test_and_doesnt_untap_takes_the_subject_of_the_first_half():
    c = card("Test Savant", "{T}: This creature deals 2 damage to any target and doesn't untap during your next "
             "untap step.")
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["abilities"][0]["effects"][1] == {"do": "skip_untap", "of": "self"}


def test_on_a_spell_or_another_subject_not_modelled():
    r = compile_card(card("Test Spell", "Tap target creature. That creature doesn't untap during your next untap step.",
                          types=("sorcery",)))
    assert r["status"] != "full"
