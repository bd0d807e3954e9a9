"""Emblems (CR 114) in the command zone (CR 408): the `emblem` effect (114.2), static abilities that
apply from the command zone (114.4; the layer view names the emblem as the source), triggered
abilities that trigger there with the emblem's owner as their controller, an emblem is no permanent
(114.5), the state's `command` list validated with paths and round-tripped. Scenario files
emblem-*.json play the same rules on whole runs; the real cards are in tests/judge/oracle/features."""
import copy

import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run
from judge.mtg.game import MtgGame
from judge.mtg.validate import validate

ANTHEM = {"affects": "creatures_you_control", "power": 2, "toughness": 2, "keywords": ["flying"]}
END_KRAKEN = {"when": "end_step", "text": "At the beginning of your end step, create a 9/9 blue Kraken creature token.",
              "effects": [{"do": "create_token", "token": {"card": "Kraken", "types": ["creature"], "subtypes": ["Kraken"],
                                                             "power": 9, "toughness": 9, "colors": ["U"]}}]}
DRAW_LOSE = {"when": "draw", "whose": "each", "text": "Whenever a player draws a card, you lose 2 life.",
             "effects": [{"do": "lose_life", "amount": 2, "to": "controller"}]}
CAST_BURN = {"when": "cast_spell", "text": "Whenever you cast a spell, this emblem deals 5 damage to any target.",
             "target": ["any"], "effects": [{"do": "damage", "amount": 5, "to": "target:0"}]}
BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "A"}
B_BEARS = {"id": "b-bears", "card": "Grizzly Bears", "controller": "B"}


def _doc(command=(), battlefield=(BEARS, B_BEARS), actions=(), step="main1", hand_a=(), active="A"):
    players = [{"id": "A", "life": 20, "library": 30, "hand": list(hand_a)}, {"id": "B", "life": 20, "library": 30}]
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": active, "step": step, "priority": active, "players": players,
                      "battlefield": [dict(o) for o in battlefield], "stack": [], "command": [dict(o) for o in command]},
            "actions": list(actions)}


def _walker(effects, target=None, loyalty=8):
    ab = {"text": "[-7]: emblem", "cost": {"loyalty": -7}, "effects": effects}
    if target:
        ab["target"] = [target]
    return {"id": "pw", "card": "Test Walker", "controller": "A", "types": ["planeswalker"], "loyalty": loyalty,
            "abilities": [ab]}


def test_the_emblem_effect_puts_an_emblem_into_the_command_zone_and_its_static_ability_applies():
    """114.2: "you get an emblem with ..." puts an emblem owned and controlled by that player into the
    command zone; 114.4: its static ability applies from there: A's creatures are 4/4 with flying
    (613.4c, 613.1f), B's are not; the layer view names the emblem as the rows' source."""
    pw = _walker([{"do": "emblem", "text": "Creatures you control get +2/+2 and have flying.", "static": [ANTHEM]}])
    out = run(_doc(battlefield=(BEARS, B_BEARS, pw), actions=[
        {"type": "activate", "player": "A", "permanent": "pw", "ability": 0}, {"type": "resolve"}]))
    fin = out["final"]
    assert fin["command"] == [{"id": "A-emblem", "owner": "A", "source_name": "Test Walker",
                               "text": "Creatures you control get +2/+2 and have flying.", "static": [ANTHEM]}]
    cur = {o["id"]: o.get("current") for o in fin["battlefield"]}
    assert cur["bears"] == {"power": 4, "toughness": 4} and cur["b-bears"] == {"power": 2, "toughness": 2}
    ev = [e for e in out["steps"][2]["events"] if e["key"] == "mtg.emblem.get"]
    assert ev and ev[0]["rule"] == "114.2" and "Test Walker's emblem" in ev[0]["text"]
    rows = out["steps"][2]["layers"]["bears"]
    assert [(r["layer"], r["source"]) for r in rows] == [("6", "A-emblem"), ("7a", "bears"), ("7c", "A-emblem")]
    assert rows[0]["after"] == {"keywords": ["flying"]} and rows[2]["after"] == {"power": 4, "toughness": 4}
    assert "Test Walker's emblem" in rows[2]["effect"] and "613.4c" in rows[2]["effect"]
    assert "b-bears" not in out["steps"][2]["layers"]
    g = MtgGame.from_document(_doc(battlefield=(BEARS, B_BEARS, pw), actions=[]))
    g.start()
    assert "bears" not in g.layer_view()   # before: no row


def test_static_emblem_in_the_state_applies_in_the_layer_view_and_to_creatures_entering_later():
    """An emblem given in the state works at once; a creature that enters later gets the bonus too
    (a static ability, 611.3a: not locked in); the emblem's timestamp comes after the permanents'."""
    em = {"id": "em", "owner": "A", "static": [{"affects": "creatures_you_control", "power": 1, "toughness": 1}]}
    out = run(_doc([em], hand_a=["Grizzly Bears"], actions=[
        {"type": "cast", "player": "A", "card": "Grizzly Bears"}, {"type": "resolve"}]))
    mine = [o for o in out["final"]["battlefield"] if o["controller"] == "A"]
    assert [o["current"] for o in mine] == [{"power": 3, "toughness": 3}] * 2
    rows = out["steps"][0]["layers"]["bears"]
    assert rows[-1]["source"] == "em" and rows[-1]["timestamp"] == 3   # after bears (1) and b-bears (2): 613.7d
    assert "an emblem" in rows[-1]["effect"]


def test_an_emblem_trigger_fires_at_its_owners_end_step_only():
    """114.4: "At the beginning of your end step" on A's emblem triggers in A's end step (513.1a), not
    in B's; its controller is A (114.2), so A gets the token."""
    out = run(_doc([{"id": "em", "owner": "A", "triggers": [END_KRAKEN]}], actions=[
        {"type": "advance_to", "step": "end"}, {"type": "resolve"}, {"type": "advance_to", "step": "end"}]))
    trig = [(i, e["rule"]) for i, s in enumerate(out["steps"]) for e in s["events"] if e["key"] == "mtg.trigger.triggers"]
    assert [i for i, _ in trig] == [1]
    krakens = [o for o in out["final"]["battlefield"] if o.get("card") == "Kraken"]
    assert len(krakens) == 1 and krakens[0]["controller"] == "A"
    assert out["final"]["turn"] == 4 and out["final"]["step"] == "end"


def test_an_emblem_trigger_of_an_opponent_uses_the_owner_as_you_and_the_emblem_as_source():
    """B's emblem (Ob Nixilis-style): A draws, the trigger is B's (113.8) and B loses 2; a cast
    trigger's damage comes from the emblem, colourless and nameless (114.3)."""
    out = run(_doc([{"id": "obn", "owner": "B", "source_name": "Ob Nixilis Reignited", "triggers": [DRAW_LOSE]},
                    {"id": "cha", "owner": "A", "triggers": [CAST_BURN]}], hand_a=["Divination"], actions=[
        {"type": "cast", "player": "A", "card": "Divination"}, {"type": "resolve"}, {"type": "resolve"},
        {"type": "resolve"}, {"type": "resolve"}]))
    life = {p["id"]: p["life"] for p in out["final"]["players"]}
    assert life == {"A": 20, "B": 20 - 5 - 2 - 2}
    stacked = [e for s in out["steps"] for e in s["events"] if e["key"] in ("mtg.trigger.stack", "mtg.trigger.apnap")]
    assert [e["objects"][-1] for e in stacked] == ["cha", "obn", "obn"]
    dmg = [e for s in out["steps"] for e in s["events"] if e["key"] == "mtg.damage.player"]
    assert dmg and dmg[0]["objects"] == ["cha", "B"] and "an emblem deals 5 damage" in dmg[0]["text"]
    ko = run(_doc([{"id": "obn", "owner": "B", "source_name": "Ob Nixilis Reignited", "triggers": [DRAW_LOSE]}],
                  hand_a=["Divination"], actions=[{"type": "cast", "player": "A", "card": "Divination"},
                                                  {"type": "resolve"}]), "ko")
    assert any("Ob Nixilis Reignited의 휘장" in e["text"] for s in ko["steps"] for e in s["events"])


def test_an_emblem_is_no_permanent_and_stays_when_its_planeswalker_is_gone():
    """114.5: "destroy all permanents" and "each creature" never reach the emblem; it was made by a
    planeswalker that then left (loyalty 0, 704.5i) and keeps working (408.1)."""
    pw = _walker([{"do": "emblem", "text": "+1/+1", "static": [{"affects": "creatures_you_control", "power": 1,
                                                                  "toughness": 1}]}], loyalty=7)
    wrath = {"id": "wrath", "card": "Wrath", "kind": "sorcery", "controller": "A", "effects": [{"do": "destroy", "of": "all:permanent"}]}
    doc = _doc(battlefield=(BEARS, pw), hand_a=["Grizzly Bears"], actions=[
        {"type": "activate", "player": "A", "permanent": "pw", "ability": 0}, {"type": "resolve"}])
    out = run(doc)
    assert not any(o["id"] == "pw" for o in out["final"]["battlefield"])
    st = dict(out["final"], stack=[wrath])
    out2 = run(dict(doc, state=st, actions=[{"type": "resolve"}, {"type": "cast", "player": "A", "card": "Grizzly Bears"},
                                             {"type": "resolve"}]))
    assert [o["current"] for o in out2["final"]["battlefield"]] == [{"power": 3, "toughness": 3}]
    assert len(out2["final"]["command"]) == 1


def test_emblem_for_target_opponent_and_each_opponent():
    """114.2 "[player] gets an emblem": target opponent / each opponent; each gets their own."""
    one = _walker([{"do": "emblem", "to": "target:0", "triggers": [DRAW_LOSE], "text": DRAW_LOSE["text"]}], target="opponent")
    out = run(_doc(battlefield=(one,), actions=[{"type": "activate", "player": "A", "permanent": "pw", "ability": 0,
                                                 "targets": ["B"]}, {"type": "resolve"}]))
    assert [(e["owner"], e["id"]) for e in out["final"]["command"]] == [("B", "B-emblem")]
    each = _walker([{"do": "emblem", "to": "each_opponent", "triggers": [DRAW_LOSE]}])
    doc = _doc(battlefield=(each,), actions=[{"type": "activate", "player": "A", "permanent": "pw", "ability": 0},
                                             {"type": "resolve"}, {"type": "resolve"}])
    doc["state"]["players"].append({"id": "C", "life": 20, "library": 30})
    out = run(doc)
    assert [e["owner"] for e in out["final"]["command"]] == ["B", "C"]


def test_the_state_with_emblems_round_trips():
    """to_state writes the command zone (no controller: it is the owner, 114.2); loading it gives the
    same game; a second emblem of the same player gets its own id."""
    em = {"owner": "A", "source_name": "Gideon, Ally of Zendikar", "text": "Creatures you control get +1/+1.",
          "static": [{"affects": "creatures_you_control", "power": 1, "toughness": 1}]}
    doc = _doc([em, dict(em)], actions=[{"type": "advance_to", "step": "end"}])
    out = run(doc)
    fin = out["final"]
    assert [e["id"] for e in fin["command"]] == ["A-emblem", "A-emblem-2"]
    assert all("controller" not in e for e in fin["command"])
    again = dict(doc, state=copy.deepcopy(fin), actions=[])
    assert validate(again) == []
    g = MtgGame.from_document(again)
    assert g.to_state() == fin
    assert [o["current"] for o in fin["battlefield"] if o["controller"] == "A"] == [{"power": 4, "toughness": 4}]
    # without emblems the state has no command key
    assert "command" not in run(_doc(actions=[]))["final"]


@pytest.mark.parametrize("command, path, words", [
    ("A", "state.command", "expected a list"),
    ([7], "state.command[0]", "expected an object such as {\"owner\""),
    ([{"static": [dict(ANTHEM)]}], "state.command[0].owner", "required"),
    ([{"owner": "Z", "static": [dict(ANTHEM)]}], "state.command[0].owner", "unknown player"),
    ([{"owner": "A", "types": ["enchantment"], "static": [dict(ANTHEM)]}], "state.command[0].types", "114.2-114.3"),
    ([{"owner": "A", "controller": "B", "static": [dict(ANTHEM)]}], "state.command[0].controller", "no controller of its own"),
    ([{"owner": "A", "colors": ["W"], "static": [dict(ANTHEM)]}], "state.command[0].colors", "no colour"),
    ([{"owner": "A"}], "state.command[0]", "one or more abilities"),
    ([{"owner": "A", "static": [{"power": 1, "toughness": 1}]}], "state.command[0].static[0].affects", "group"),
    ([{"owner": "A", "static": [{"affects": "self", "power": 1}]}], "state.command[0].static[0].affects", "114.5"),
    ([{"owner": "A", "triggers": [{"when": "enters", "effects": []}]}], "state.command[0].triggers[0].when", "never happens"),
    ([{"owner": "A", "triggers": [{"when": "deals_damage_to_player", "effects": []}]}], "state.command[0].triggers[0].when",
     "never happens"),
    ([{"owner": "A", "triggers": [{"when": "cast_spell", "targets_self": True, "effects": []}]}],
     "state.command[0].triggers[0].targets_self", "itself"),
    ([{"owner": "A", "triggers": [{"when": "upkeep", "effects": [{"do": "sacrifice", "of": "self"}]}]}],
     "state.command[0].triggers[0].effects", "act on the emblem"),
    ([{"owner": "A", "abilities": [], "static": [dict(ANTHEM)]}], "state.command[0].abilities", "unknown field"),
    ([{"owner": "A", "static": [{"affects": "creatures_you_control", "power": "big"}]}], "state.command[0].static[0].power",
     "integer"),
    ([{"id": "bears", "owner": "A", "static": [dict(ANTHEM)]}], "state.command[0].id", "duplicate id"),
])
def test_command_zone_validation_errors_have_paths(command, path, words):
    doc = _doc(actions=[])
    doc["state"]["command"] = command
    problems = validate(doc)
    assert any(p.path == path and words in p.message for p in problems), [(p.path, p.message) for p in problems]


def test_emblem_effect_validation():
    """The emblem effect's abilities are checked like an emblem's: a group static, an event that can
    happen to an emblem, at least one ability."""
    for eff, path, words in [
        ({"do": "emblem"}, "state.battlefield[2].abilities[0].effects[0]", "one or more abilities"),
        ({"do": "emblem", "static": [{"affects": "attached", "power": 1}]},
         "state.battlefield[2].abilities[0].effects[0].static[0].affects", "group"),
        ({"do": "emblem", "triggers": [{"when": "attacks", "effects": []}]},
         "state.battlefield[2].abilities[0].effects[0].triggers[0].when", "never happens"),
        ({"do": "emblem", "static": [dict(ANTHEM)], "cost": "{1}"},
         "state.battlefield[2].abilities[0].effects[0].cost", "unknown field"),
    ]:
        problems = validate(_doc(battlefield=(BEARS, B_BEARS, _walker([eff])), actions=[]))
        assert any(p.path == path and words in p.message for p in problems), (eff, [(p.path, p.message) for p in problems])


def test_emblem_cost_reduction_applies_to_its_owners_spells():
    """An emblem's "spells you cast cost {1} less" (601.2f) reduces its owner's spells only."""
    em = {"id": "em", "owner": "A", "static": [{"affects": "spells_you_cast", "cost_reduction": 1}]}
    out = run(_doc([em], hand_a=["Divination"], actions=[{"type": "cast", "player": "A", "card": "Divination"}]))
    assert any(e["key"] == "mtg.cast.cost_reduced" and "em" in e["objects"] for e in out["steps"][1]["events"])
