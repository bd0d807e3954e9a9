"""Coin flips (issue 21, oracle/coin.py; CR 705.2): the shapes compiled on made-up cards, those left
not modelled, and the sentence describe.py says. Engine: tests/judge/engine/test_mtg_coin.py; real
cards: features/mana-crypt.json, features/goblin-archaeologist.json."""
import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.mtg.oracle import compile_card
from tests.judge.oracle.test_oracle_compile import card, problems


def sorcery(text):
    return card("Test Spell", text, types=("sorcery",))


@pytest.mark.parametrize("text,effects", [
    ("Flip a coin. If you win the flip, take an extra turn after this one.",
     [{"do": "flip_coin", "win": [{"do": "extra_turn"}]}]),
    ("Flip a coin. If you win the flip, draw two cards. If you lose the flip, you lose 2 life.",
     [{"do": "flip_coin", "win": [{"do": "draw", "n": 2, "to": "controller"}],
       "lose": [{"do": "lose_life", "amount": 2, "to": "controller"}]}]),
    ("Flip a coin. If you lose the flip, each player draws a card.",
     [{"do": "flip_coin", "lose": [{"do": "draw", "n": 1, "to": "each_player"}]}]),
])
def test_coin_shapes(text, effects):
    c = sorcery(text)
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == [], r["lines"]
    assert r["definition"]["effects"] == effects


@pytest.mark.parametrize("text,reason", [
    ("Flip a coin.", '"flip a coin" without "if you win / lose the flip"'),
    ("Flip a coin. If you win the flip, you may draw a card.", 'effect "you may draw a card" after a coin flip'),
    ("Flip a coin until you lose a flip. Draw a card.", 'effect "flip a coin until you lose a flip"'),
])
def test_coin_shapes_left_not_modelled(text, reason):
    r = compile_card(sorcery(text))
    assert r["status"] != "full"
    assert any(ln["reason"] == reason for ln in r["lines"]), [ln["reason"] for ln in r["lines"]]


def test_describe_says_both_results_and_the_default():
    from judge.engine.messages import render
    from judge.mtg.oracle.describe import describe_line
    r = compile_card(sorcery("Flip a coin. If you win the flip, draw two cards. If you lose the flip, you lose 2 life."))
    msg = describe_line(r["lines"][0])
    assert msg is not None
    texts = {lang: render(msg.key, msg.params, lang) for lang in ("en", "th", "ko")}
    assert "win" in texts["en"] and "lose" in texts["en"] and "default" in texts["en"]
    assert "โยนเหรียญ" in texts["th"] and "동전" in texts["ko"]
