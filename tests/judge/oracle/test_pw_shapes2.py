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
