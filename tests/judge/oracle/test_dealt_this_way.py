"""'If a creature / permanent dealt damage this way would die this turn, exile it instead.' (614.1a):
the exile_if_dies replacement on the ref "dealt:creature" / "dealt:permanent", the permanents the
line's damage effects really dealt damage to (not one whose damage was prevented). Real cards in
features/ (Chandra, Awakened Inferno; Anger of the Gods)."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.mtg.game import MtgGame
from judge.mtg.oracle import compile_card
from tests.judge.oracle.test_oracle_compile import card


def test_compiles():
    r = compile_card(card("Test Spell", "Test Spell deals 3 damage to any target. If a creature dealt damage this way "
                          "would die this turn, exile it instead.", types=("instant",)))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["effects"] == [{"do": "damage", "amount": 3, "to": "target:0"},
                                          {"do": "exile_if_dies", "of": "dealt:creature"}]
    r = compile_card(card("Test Spell", "Draw a card. If a creature dealt damage this way would die this turn, exile "
                          "it instead.", types=("instant",)))
    assert r["status"] != "full"


def test_only_permanents_really_dealt_damage():
    knight = {"id": "knight", "card": "Test Knight", "controller": "B", "types": ["creature"], "power": 2,
              "toughness": 2, "keywords": ["protection from red"]}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "B"}
    players = [{"id": "A", "life": 20, "library": 30}, {"id": "B", "life": 20, "library": 30}]
    g = MtgGame.from_document({"format": "judge-scenario/1", "game": "mtg", "state": {
        "turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
        "battlefield": [knight, bear], "stack": []}, "actions": []})
    g.start()
    ctx = {"obj": {"id": "s", "card": "Test Spell", "controller": "A", "colors": ["R"]}, "controller": "A",
           "targets": [], "x": 0, "kicked": False, "choose": None, "context": {}, "lki": {}}
    g._do_damage({"do": "damage", "amount": 1, "to": "each_creature"}, ctx)
    assert ctx["dealt"] == ["bear"]   # the knight's damage was prevented (702.16e)
    g._do_exile_if_dies({"do": "exile_if_dies", "of": "dealt:creature"}, ctx)
    assert g.perm("bear").get("exile_if_dies") and not g.perm("knight").get("exile_if_dies")
