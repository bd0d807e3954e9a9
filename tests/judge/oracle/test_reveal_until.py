"""Reveal cards from the top of a library until a <word> card (701.20a): the effect `reveal_until`
(word, to, tapped, rest) on the library's known cards; refused when no known card fits and the
library is not all known (never guessed). Real cards in features/ (Ajani, Valiant Protector,
Clifftop Lookout)."""
import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine.errors import IllegalAction
from judge.mtg.game import MtgGame
from judge.mtg.oracle import compile_card
from tests.judge.oracle.test_oracle_compile import card


def test_compiles():
    r = compile_card(card("Test Spell", "Reveal cards from the top of your library until you reveal a creature card. "
                          "Put that card into your hand and the rest on the bottom of your library in a random order.",
                          types=("sorcery",)))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["effects"] == [{"do": "reveal_until", "word": "creature card", "to": "hand", "rest": "bottom"}]
    r = compile_card(card("Test Spell", "Reveal cards from the top of your library until you reveal a land card. "
                          "Put that card onto the battlefield tapped and all other cards revealed this way into your "
                          "graveyard.", types=("sorcery",)))
    assert r["definition"]["effects"] == [{"do": "reveal_until", "word": "land card", "to": "battlefield",
                                           "rest": "graveyard", "tapped": True}]
    for text in ("Reveal cards from the top of your library until you reveal a nonland permanent card. Put that card "
                 "onto the battlefield and the rest on the bottom of your library in a random order.",   # an Aura?
                 "Reveal cards from the top of your library until you reveal a creature card. You may put that card "
                 "onto the battlefield."):
        assert compile_card(card("Test Spell", text, types=("sorcery",)))["status"] != "full", text


def _game(library, top=None):
    players = [{"id": "A", "life": 20, "library": library}, {"id": "B", "life": 20, "library": 30}]
    if top is not None:
        players[0]["library_top"] = top
    g = MtgGame.from_document({"format": "judge-scenario/1", "game": "mtg", "state": {
        "turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
        "battlefield": [], "stack": []}, "actions": []})
    g.start()
    return g


def _run(g, **e):
    ctx = {"obj": {"id": "s", "card": "Test Spell", "controller": "A"}, "controller": "A", "targets": [], "x": 0,
           "kicked": False, "choose": None, "context": {}, "lki": {}}
    g._do_reveal_until(dict({"do": "reveal_until", "word": "creature card", "to": "hand", "rest": "bottom"}, **e), ctx)
    return [ev.key for ev in g.events if ev.key.startswith(("mtg.until", "mtg.look", "mtg.library"))]


def test_found_to_graveyard_rest():
    g = _game(["Forest", "Island", "Grizzly Bears", "Mountain"])
    keys = _run(g, rest="graveyard")
    assert keys == ["mtg.until.reveals", "mtg.library.to_hand", "mtg.until.rest_graveyard"]
    p = g.player("A")
    assert [c["card"] for c in p["hand"]] == ["Grizzly Bears"]
    assert [c["card"] for c in p["graveyard"]] == ["Forest", "Island"]
    assert p["library"] == 1 and [c["card"] for c in p["library_top"]] == ["Mountain"]


def test_whole_known_library_without_one():
    g = _game(["Forest", "Island"])
    keys = _run(g)
    assert keys == ["mtg.until.reveals", "mtg.until.none", "mtg.look.rest_bottom"]
    p = g.player("A")
    assert p["hand"] == [] and p["library"] == 2


def test_unknown_library_is_refused():
    g = _game(10, ["Forest"])
    with pytest.raises(IllegalAction):
        _run(g)


def test_reveal_top_n_compiles_and_plays():
    """"Reveal the top N cards of your library. Put all <word> cards revealed this way ... and the rest
    ..." (701.20a): the effect reveal_top_n (real cards: Nissa, Nature's Artisan; Mulch)."""
    r = compile_card(card("Test Spell", "Reveal the top two cards of your library. Put all creature and land cards "
                          "revealed this way into your hand and the rest on the bottom of your library in any order.",
                          types=("sorcery",)))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["effects"] == [{"do": "reveal_top_n", "n": 2, "word": "creature or land card", "to": "hand",
                                           "rest": "bottom"}]
    r = compile_card(card("Test Spell", "Reveal the top three cards of your library. Put all enchantment cards "
                          "revealed this way onto the battlefield and the rest into your graveyard.", types=("sorcery",)))
    assert r["status"] != "full"   # an Aura put onto the battlefield (303.4f)
    g = _game(["Forest", "Grizzly Bears", "Island", "Mountain"])
    ctx = {"obj": {"id": "s", "card": "Test Spell", "controller": "A"}, "controller": "A", "targets": [], "x": 0,
           "kicked": False, "choose": None, "context": {}, "lki": {}}
    g._do_reveal_top_n({"do": "reveal_top_n", "n": 3, "word": "land card", "to": "hand", "rest": "bottom"}, ctx)
    p = g.player("A")
    assert [c["card"] for c in p["hand"]] == ["Forest", "Island"]
    assert p["library"] == 2 and [c["card"] for c in p.get("library_top") or []] == ["Mountain"]
    g = _game(10, ["Forest"])
    with pytest.raises(IllegalAction):
        g._do_reveal_top_n({"do": "reveal_top_n", "n": 3, "word": "land card"}, ctx)
