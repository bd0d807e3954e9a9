"""Library lines (issue 21): searches (701.23a), shuffles (701.24a) and looks at the top cards
(701.20e) compiled on made-up cards, with the shapes left not modelled and their reasons; the
engine side is tests/judge/engine/test_mtg_library.py, the real cards are in features/ (Evolving
Wilds, Rampant Growth, Demonic Tutor, Sylvan Scrying, Impulse, Adventurous Impulse, Sage Owl,
Commune with Evil)."""
import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.mtg.oracle import compile_card
from tests.judge.oracle.test_oracle_compile import card, problems


def sorcery(text):
    return card("Test Spell", text, types=("sorcery",))


@pytest.mark.parametrize("text,effects", [
    ("Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
     [{"do": "search_library", "word": "basic land card", "to": "battlefield", "tapped": True}, {"do": "shuffle"}]),
    ("Search your library for a card, put that card into your hand, then shuffle.",
     [{"do": "search_library", "word": "card", "to": "hand"}, {"do": "shuffle"}]),
    ("Search your library for a creature card, reveal it, put it into your hand, then shuffle.",
     [{"do": "search_library", "word": "creature card", "to": "hand", "reveal": True}, {"do": "shuffle"}]),
    ("Search your library for up to two basic land cards, reveal them, put them into your hand, then shuffle.",
     [{"do": "search_library", "word": "basic land card", "to": "hand", "n": 2, "up_to": True, "reveal": True},
      {"do": "shuffle"}]),
    ("Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the battlefield tapped, then shuffle.",
     [{"do": "search_library", "word": "plains, island, swamp, or mountain card", "to": "battlefield", "tapped": True},
      {"do": "shuffle"}]),
    ("Look at the top four cards of your library, then put them back in any order.",
     [{"do": "look_top", "n": 4, "rest": "top"}]),
    ("Look at the top three cards of your library. You may reveal a creature card from among them and put it into your "
     "hand. Put the rest on the bottom of your library in a random order.",
     [{"do": "look_top", "n": 3, "take": "creature card", "may": True, "to": "hand", "reveal": True, "rest": "bottom"}]),
    ("Look at the top four cards of your library. You may put a land card from among them onto the battlefield tapped. "
     "Put the rest on the bottom of your library in a random order.",
     [{"do": "look_top", "n": 4, "take": "land card", "may": True, "to": "battlefield", "tapped": True, "rest": "bottom"}]),
    ("Look at the top four cards of your library. Put two of them into your hand and the rest into your graveyard.",
     [{"do": "look_top", "n": 4, "take": "card", "take_n": 2, "to": "hand", "rest": "graveyard"}]),
    ("Look at the top two cards of your library. Put one of them into your hand and the other into your graveyard.",
     [{"do": "look_top", "n": 2, "take": "card", "take_n": 1, "to": "hand", "rest": "graveyard"}]),
    ("Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that card "
     "into your hand.",
     [{"do": "reveal_top", "word": "land card", "to": "battlefield", "else_to": "hand"}]),
    ("Look at the top card of your library. If it's a land card, you may put it onto the battlefield tapped.",
     [{"do": "reveal_top", "look": True, "word": "land card", "to": "battlefield", "may": True, "tapped": True}]),
    ("Look at the top card of your library.", [{"do": "reveal_top", "look": True}]),
    ("Put target creature on top of its owner's library.", [{"do": "put_library", "of": "target:0", "where": "top"}]),
    ("Put target artifact on the bottom of its owner's library.",
     [{"do": "put_library", "of": "target:0", "where": "bottom"}]),
])
def test_library_shapes_compile(text, effects):
    c = sorcery(text)
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == [], r["lines"]
    assert r["definition"]["effects"] == effects


@pytest.mark.parametrize("text,reason", [
    # a conjunction of "non" words is all of them, not one of them: never read as alternatives
    ("Look at the top four cards of your library. You may reveal a noncreature, nonland card from among them and put "
     "it into your hand. Put the rest on the bottom of your library in a random order.",
     'a look at the top cards that takes "noncreature, nonland card"'),
    ("Search your library for a colorless card, put it into your hand, then shuffle.",
     'a library search for "colorless card"'),
    ("Search your library for a basic land card, put them into your hand, then shuffle.",
     "a library search whose number and pronouns don't agree"),
    ("Look at the top three cards of your library. Put one of them into your hand and the other into your graveyard.",
     'effect "put one of them into your hand and the other into your graveyard"'),
    ("Look at the top three cards of your library. Exile one of them.",
     'effect "exile one of them" after a look at the top cards'),
    ("Reveal the top card of your library. If it's a land card, this creature gets +1/+1 until end of turn.",
     "effect \"if it's a land card, ~ gets +1/+1 until end of turn\" after the top card of your library"),
    ("Put target creature card from a graveyard on the bottom of its owner's library.",
     "effect \"put target creature card from a graveyard on the bottom of its owner's library\" (a card, not a permanent)"),
])
def test_library_shapes_left_not_modelled(text, reason):
    r = compile_card(sorcery(text))
    assert r["status"] != "full"
    assert any(ln["reason"] == reason for ln in r["lines"]), [ln["reason"] for ln in r["lines"]]


def test_describe_says_what_a_search_does():
    from judge.engine.messages import render
    from judge.mtg.oracle.describe import describe_line
    r = compile_card(sorcery("Search your library for a basic land card, put it onto the battlefield tapped, then shuffle."))
    msg = describe_line(r["lines"][0])
    assert msg is not None
    for lang in ("en", "th", "ko"):
        text = render(msg.key, msg.params, lang)
        assert text and "{" not in text
    assert "basic land card" in render(msg.key, msg.params, "en")


def test_kicked_instead_puts_on_the_bottom():
    """Rona's Vortex shape (702.33d): bounce, or the bottom of the library when kicked."""
    c = sorcery("Return target creature you don't control to its owner's hand. If this spell was kicked, put that "
                "permanent on the bottom of its owner's library instead.")
    r = compile_card(c)
    assert r["status"] == "full"
    assert r["definition"]["effects"] == [{"do": "bounce", "of": "target:0", "if": "not_kicked"},
                                          {"do": "put_library", "of": "target:0", "where": "bottom", "if": "kicked"}]
