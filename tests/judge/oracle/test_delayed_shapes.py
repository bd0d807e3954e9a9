"""The compiler's delayed triggered abilities (CR 603.7; judge/mtg/oracle/grammar.py `_delayed`):
"<effect> at the beginning of the next turn's upkeep / the next end step / at end of combat" and
"At the beginning of the next end step, <effect>", about players or one object. Real cards play in
tests/judge/oracle/features (Touch of Death, Brackwater Elemental, Fog Elemental, Tangle Asp)."""
import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line
from tests.judge.oracle.test_oracle_compile import card, problems


def test_draw_at_the_next_turns_upkeep():
    c = card("Test Spell", "Target player loses 1 life.\nDraw a card at the beginning of the next turn's upkeep.",
             types=("sorcery",))
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == []
    assert r["definition"]["effects"][1] == {
        "do": "delayed", "at": "next_upkeep", "text": "Draw a card at the beginning of the next turn's upkeep.",
        "effects": [{"do": "draw", "n": 1, "to": "controller"}]}
    m = describe_line(r["lines"][1])
    assert "next turn's upkeep" in render(m.key, m.params, "en") and "603.7" in render(m.key, m.params, "ko")


@pytest.mark.parametrize("text, at, of", [
    ("When this creature attacks or blocks, sacrifice it at end of combat.", "end_of_combat", "self"),
    ("When this creature attacks or blocks, sacrifice it at the beginning of the next end step.", "next_end_step", "self"),
    ("Whenever this creature blocks a creature, destroy that creature at end of combat.", "end_of_combat", "that_creature"),
])
def test_one_object_is_bound(text, at, of):
    c = card("Test Bear", text, types=("creature",), power="2", toughness="2")
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == []
    d = r["definition"]["triggers"][0]["effects"][0]
    assert d["do"] == "delayed" and d["at"] == at and d["effects"][0]["of"] == of


@pytest.mark.parametrize("text, types", [
    # a group, a token just created, the spell itself, "return it": not modelled
    ("Destroy all creatures at the beginning of the next end step.", ("sorcery",)),
    ("Create a 1/1 red Goblin creature token. Exile it at the beginning of the next end step.", ("sorcery",)),
    ("When this creature dies, return it to the battlefield under its owner's control at the beginning of the next end step.",
     ("creature",)),
    ("Draw a card at the beginning of your next upkeep.", ("sorcery",)),
])
def test_variants_stay_not_modelled(text, types):
    c = card("Test Card", text, types=types, power="1", toughness="1")
    assert compile_card(c)["status"] != "full"
