"""A revealed hand (issue 21, oracle/hand.py; 701.20a, 701.9b): the shapes compiled on made-up
cards, the shapes left not modelled with their reasons, and the sentence describe.py says. The
engine side is tests/judge/engine/test_mtg_hand.py; real cards in features/ (Duress, Thoughtseize,
Inquisition of Kozilek, Castigate, Sin Collector)."""
import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.mtg.oracle import compile_card
from tests.judge.oracle.test_oracle_compile import card, problems


def sorcery(text):
    return card("Test Spell", text, types=("sorcery",))


@pytest.mark.parametrize("text,effects,target", [
    ("Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.",
     [{"do": "reveal_hand", "to": "target:0", "word": "noncreature, nonland card", "then": "discard"}], ["opponent"]),
    ("Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. "
     "That player discards that card.",
     [{"do": "reveal_hand", "to": "target:0", "word": "nonland card with mana value 3 or less", "then": "discard"}],
     ["player"]),
    ("Target opponent reveals their hand. You choose a card from it. That player discards that card.",
     [{"do": "reveal_hand", "to": "target:0", "word": "card", "then": "discard"}], ["opponent"]),
    ("Target opponent reveals their hand. You choose a nonland card from it and exile that card.",
     [{"do": "reveal_hand", "to": "target:0", "word": "nonland card", "then": "exile"}], ["opponent"]),
    ("Target player reveals their hand. You choose an artifact or creature card from it. Exile that card.",
     [{"do": "reveal_hand", "to": "target:0", "word": "artifact or creature card", "then": "exile"}], ["player"]),
    ("Target player reveals their hand. You choose a nonland card from it. That player discards that card. "
     "You lose 2 life.",
     [{"do": "reveal_hand", "to": "target:0", "word": "nonland card", "then": "discard"},
      {"do": "lose_life", "amount": 2, "to": "controller"}], ["player"]),
])
def test_hand_shapes(text, effects, target):
    c = sorcery(text)
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == [], r["lines"]
    assert r["definition"]["effects"] == effects
    assert r["definition"]["target"] == target


@pytest.mark.parametrize("text,reason", [
    ("Target player reveals their hand. You choose a Spirit or Arcane card from it. That player discards that card.",
     'a card chosen from a revealed hand: "spirit or arcane card"'),
    ("Target opponent reveals their hand. You may choose a nonland card from it. If you do, that player discards "
     "that card.", 'effect "you may choose a nonland card from it" after a revealed hand'),
    ("Target opponent reveals their hand. You choose a nonland card from it. That player discards that card, then "
     "discards a card at random.",
     'effect "that player discards that card, then discards a card at random" after a card chosen from a revealed hand'),
    ("Target opponent reveals their hand. You choose a card from it with mana value 4 or greater and put it on top "
     "of their library.",
     'effect "you choose a card from it with mana value 4 or greater and put it on top of their library" after a '
     'revealed hand'),
])
def test_hand_shapes_left_not_modelled(text, reason):
    r = compile_card(sorcery(text))
    assert r["status"] != "full"
    assert any(ln["reason"] == reason for ln in r["lines"]), [ln["reason"] for ln in r["lines"]]


def test_describe_says_what_a_revealed_hand_does():
    from judge.engine.messages import render
    from judge.mtg.oracle.describe import describe_line
    r = compile_card(sorcery("Target opponent reveals their hand. You choose a nonland card from it. "
                             "That player discards that card."))
    msg = describe_line(r["lines"][0])
    assert msg is not None
    texts = {lang: render(msg.key, msg.params, lang) for lang in ("en", "th", "ko")}
    assert "reveals their hand" in texts["en"] and "not a land" in texts["en"]
    assert "เปิดเผย" in texts["th"] and "แลนด์" in texts["th"]
    assert "공개" in texts["ko"] and "대지" in texts["ko"]
