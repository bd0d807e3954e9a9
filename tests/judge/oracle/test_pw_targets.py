"""Planeswalker shapes, part 2 (issue 21): several targets of one word ("untap two target lands",
"put a +1/+1 counter on each of up to two target creatures": 115.3 different objects, 601.2c "up
to"), damage to "target player or planeswalker and each creature that player or that planeswalker's
controller controls" (306.8, 608.2h) and "N damage to target creature and M damage to that
creature's controller". Compiler on made-up cards, the engine on small boards; the real cards are in
features/ (Garruk Wildspeaker, Ajani Adversary of Tyrants, Chandra Nalaar, Chandra Flame's Fury)."""
import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line
from judge.mtg.oracle.scenario import entry
from judge.engine.messages import render
from tests.judge.oracle.test_oracle_compile import card, problems


def walker(text):
    return card("Test Walker", text, types=("planeswalker",), loyalty="4")


def sorcery(text):
    return card("Test Spell", text, types=("sorcery",))


def test_two_target_lands_is_two_targets_of_one_word():
    r = compile_card(walker("[+1]: Untap two target lands."))
    assert r["status"] == "full" and problems(walker("[+1]: Untap two target lands."), r) == []
    ab = r["definition"]["abilities"][0]
    assert ab["target"] == ["land", "land"] and ab["one_target_word"] is True and "target_min" not in ab
    assert ab["effects"] == [{"do": "untap", "of": "target:0"}, {"do": "untap", "of": "target:1"}]
    en = render(*(lambda m: (m.key, m.params))(describe_line(r["lines"][0])), "en")
    assert "untaps 2 different targets, each a land" in en


def test_up_to_two_and_each_of_up_to_two():
    for text in ("[+1]: Put a +1/+1 counter on each of up to two target creatures.",
                 "[-1]: Up to two target creatures you control each get +2/+1 until end of turn."):
        r = compile_card(walker(text))
        assert r["status"] == "full", r["lines"]
        ab = r["definition"]["abilities"][0]
        assert ab["target_min"] == 0 and ab["one_target_word"] is True and len(ab["target"]) == 2
        assert [e.get("of") for e in ab["effects"]] == ["target:0", "target:1"]
    # on a spell: exactly N
    r = compile_card(sorcery("Tap two target creatures."))
    assert r["status"] == "full" and r["definition"]["one_target_word"] is True
    assert r["definition"]["target"] == ["creature", "creature"]


@pytest.mark.parametrize("text", [
    # "Destroy / exile / return two target creatures" are one effect on all of them now (ref targets:F:N,
    # 603.10a: tests/judge/oracle/test_multi_at_once.py); a zone change with more to it is not
    "Exile two target creatures. Return those cards to the battlefield under their owner's control.",
    "Tap two target creatures and target land.",                    # another target beside the group
    "Destroy up to one target creature. Tap target land.",          # a required target after an optional one
])
def test_what_stays_not_modelled(text):
    assert compile_card(sorcery(text))["status"] == "none", text


def test_the_same_object_cant_be_chosen_twice_for_one_word():
    """115.3: "two target lands" is one instance of the word "target"."""
    c = walker("[+1]: Untap two target lands.")
    perm = dict(entry(c, compile_card(c)), id="w", controller="A", counters={"loyalty": 4})
    bf = [perm, {"id": "f1", "card": "Forest", "controller": "A", "tapped": True},
          {"id": "f2", "card": "Forest", "controller": "A", "tapped": True}]
    doc = _doc(bf, [{"type": "activate", "player": "A", "permanent": "w", "ability": 0, "targets": ["f1", "f1"]},
                    {"type": "activate", "player": "A", "permanent": "w", "ability": 0, "targets": ["f1", "f2"]},
                    {"type": "resolve"}])
    out = run(doc)
    ill = [e for s in out["steps"] for e in s["events"] if e["type"] == "illegal"]
    assert [(e["key"], e["rule"]) for e in ill] == [("mtg.illegal.target_same_word", "115.3")]
    fin = {o["id"]: o for o in out["final"]["battlefield"]}
    assert not fin["f1"]["tapped"] and not fin["f2"]["tapped"]


def _doc(bf, actions):
    players = [{"id": p, "life": 20, "library": 20, "hand": [], "graveyard": [], "exile": []} for p in ("A", "B")]
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
                      "battlefield": bf, "stack": []}, "actions": actions, "expect": {}}


def test_damage_to_a_player_or_planeswalker_and_each_creature_of_that_player():
    text = ("[-8]: Test Walker deals 10 damage to target player or planeswalker and each creature that player "
            "or that planeswalker's controller controls.")
    r = compile_card(walker(text))
    assert r["status"] == "full", r["lines"]
    ab = r["definition"]["abilities"][0]
    assert ab["target"] == ["player or planeswalker"]
    assert ab["effects"] == [{"do": "damage", "amount": 10, "to": "target:0"},
                             {"do": "damage", "amount": 10, "to": "creatures_of:target:0"}]
    # "target player and each creature that player or that planeswalker's controller controls": mixed, refused
    bad = walker("[-8]: Test Walker deals 10 damage to target player and each creature that player or that "
                 "planeswalker's controller controls.")
    assert compile_card(bad)["status"] != "full"
    # on the engine: the planeswalker's controller's creatures, not the other player's
    spell = {"id": "s", "card": "Test Spell", "kind": "sorcery", "controller": "A", "target": ["player or planeswalker"],
             "targets": ["bw"], "effects": ab["effects"]}
    bf = [{"id": "a1", "card": "Grizzly Bears", "controller": "A"}, {"id": "b1", "card": "Grizzly Bears", "controller": "B"},
          {"id": "bw", "card": "Walker", "types": ["planeswalker"], "controller": "B", "counters": {"loyalty": 3}}]
    doc = _doc(bf, [{"type": "resolve"}])
    doc["state"]["stack"] = [spell]
    out = run(doc)
    assert {o["id"] for o in out["final"]["battlefield"]} == {"a1"}
    assert [p["life"] for p in out["final"]["players"]] == [20, 20]


def test_damage_to_target_creature_and_that_creatures_controller():
    r = compile_card(walker("[-2]: Test Walker deals 4 damage to target creature and 2 damage to that creature's controller."))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["abilities"][0]["effects"] == [{"do": "damage", "amount": 4, "to": "target:0"},
                                                          {"do": "damage", "amount": 2, "to": "controller_of:target:0"}]
