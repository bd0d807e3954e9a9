"""Transforming double-faced permanents (CR 701.27, 712; judge/mtg/transform.py): the `transform`
effect turns a permanent over to its other face (712.8d-e: only that face's characteristics), the
same object (712.18: counters, damage, tapped status, until-end-of-turn effects stay; nothing
enters); a permanent that isn't a double-faced card ignores it (712.9); an ability of the
permanent finds it already transformed since the ability went on the stack and does nothing
(701.27f); "When this creature transforms into ~" (701.27e); the state's `transformed`, `front`,
`back`, `transforms` fields validated and round-tripped. Real cards: tests/judge/oracle/features."""
import copy

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run
from judge.mtg.game import MtgGame
from judge.mtg.validate import validate

BACK = {"face_name": "Night Beast", "types": ["creature"], "subtypes": ["Werewolf"], "colors": ["G"],
        "power": 5, "toughness": 5, "keywords": ["trample"],
        "triggers": [{"when": "transforms_into_self", "text": "When this creature transforms into Night Beast, "
                      "you gain 3 life.", "effects": [{"do": "gain_life", "amount": 3, "to": "controller"}]}],
        "abilities": [{"text": "{1}: Transform this creature.", "cost": {"mana": "{1}"},
                       "effects": [{"do": "transform", "of": "self"}]}]}
DAY = {"id": "dfc", "card": "Test Villager // Night Beast", "face_name": "Test Villager", "controller": "A",
       "types": ["creature"], "subtypes": ["Human", "Werewolf"], "colors": ["G"], "mana_cost": "{1}{G}",
       "power": 2, "toughness": 2,
       "abilities": [{"text": "{1}: Transform this creature.", "cost": {"mana": "{1}"},
                      "effects": [{"do": "transform", "of": "self"}]}],
       "back": BACK}
BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "A"}


def _doc(battlefield, actions=(), mana="{5}"):
    players = [{"id": "A", "life": 20, "library": 30, "mana": mana}, {"id": "B", "life": 20, "library": 30}]
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
                      "battlefield": [copy.deepcopy(o) for o in battlefield], "stack": []},
            "actions": list(actions)}


ACT = {"type": "activate", "player": "A", "permanent": "dfc", "ability": 0}


def _perm(out, pid="dfc"):
    return next(o for o in out["final"]["battlefield"] if o["id"] == pid)


def test_transform_turns_the_permanent_over_the_same_object_with_its_counters_damage_and_tapped_status():
    """701.27a, 712.8e, 712.18: the back face's characteristics only; counters, damage, tapped stay;
    no enters event; the transforms-into trigger of the face now up triggers (701.27e)."""
    day = dict(DAY, counters={"+1/+1": 1}, damage=1, tapped=True)
    out = run(_doc([day], [ACT, {"type": "resolve"}, {"type": "resolve"}]))
    p = _perm(out)
    assert p["transformed"] is True and p["face_name"] == "Night Beast" and p["transforms"] == 1
    assert p["types"] == ["creature"] and p["subtypes"] == ["Werewolf"] and p["keywords"] == ["trample"]
    assert p["current"] == {"power": 6, "toughness": 6}
    assert p["counters"] == {"+1/+1": 1} and p["damage"] == 1 and p["tapped"] is True
    assert p["mana_cost"] == "{1}{G}"   # 712.8e: its mana value is still its front face's
    assert p["front"]["face_name"] == "Test Villager" and p["front"]["power"] == 2
    keys = [e["key"] for s in out["steps"] for e in s["events"]]
    assert "mtg.transform.back" in keys and "mtg.trigger.transforms_into" in keys
    assert not any("enter" in k for k in keys if k.startswith("mtg.trigger"))
    ev = next(e for s in out["steps"] for e in s["events"] if e["key"] == "mtg.transform.back")
    assert ev["rule"] == "701.27a" and "Night Beast" in ev["text"] and "Test Villager" in ev["text"]
    assert next(pl for pl in out["final"]["players"] if pl["id"] == "A")["life"] == 23


def test_a_transformed_permanent_round_trips_and_transforms_back_to_its_front_face():
    """The engine's own state as a new scenario: the back face up (`transformed`, `front`), its back
    face's ability transforms it to the front face (712.8d); the trigger of the back face does not
    trigger then (701.27e: the face up afterwards has no such ability)."""
    first = run(_doc([DAY], [ACT, {"type": "resolve"}, {"type": "resolve"}]))
    state = copy.deepcopy(first["final"])
    assert validate({"format": "judge-scenario/1", "game": "mtg", "state": state, "actions": []}) == []
    g = MtgGame.from_document({"format": "judge-scenario/1", "game": "mtg", "state": copy.deepcopy(state), "actions": []})
    assert g.to_state()["battlefield"] == state["battlefield"]
    doc = {"format": "judge-scenario/1", "game": "mtg", "state": state,
           "actions": [{"type": "activate", "player": "A", "permanent": "dfc", "ability": 0}, {"type": "resolve"}]}
    doc["state"]["players"][0]["mana"] = "{1}"
    out = run(doc)
    p = _perm(out)
    assert "transformed" not in p and p["face_name"] == "Test Villager" and p["transforms"] == 2
    assert p["current"] == {"power": 2, "toughness": 2} and p["back"]["face_name"] == "Night Beast"
    keys = [e["key"] for s in out["steps"] for e in s["events"]]
    assert "mtg.transform.front" in keys and "mtg.trigger.transforms_into" not in keys


def test_a_scenario_may_give_a_permanent_transformed():
    """"transformed": true on a double-faced card: the back face up from the start (712.8e)."""
    out = run(_doc([dict(DAY, transformed=True)]))
    p = _perm(out)
    assert p["face_name"] == "Night Beast" and p["current"] == {"power": 5, "toughness": 5}
    assert p["front"]["face_name"] == "Test Villager" and "back" not in p


def test_an_ability_finds_its_permanent_already_transformed_and_does_nothing():
    """701.27f: two activations on the stack; the first to resolve transforms it, the second finds
    it transformed since it was put on the stack and is ignored."""
    out = run(_doc([DAY], [ACT, ACT, {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"}]))
    p = _perm(out)
    assert p["transformed"] is True and p["transforms"] == 1
    ev = [e for s in out["steps"] for e in s["events"] if e["key"] == "mtg.transform.already"]
    assert ev and ev[0]["rule"] == "701.27f"


def test_a_permanent_that_is_not_a_double_faced_card_does_not_transform():
    """712.9: "transform" on a permanent with no back face: nothing happens, said."""
    plain = dict(DAY)
    plain.pop("back")
    plain["card"] = "Test Villager"
    out = run(_doc([plain], [ACT, {"type": "resolve"}]))
    p = _perm(out)
    assert "transformed" not in p and p["face_name"] == "Test Villager"
    ev = [e for s in out["steps"] for e in s["events"] if e["key"] == "mtg.transform.not_dfc"]
    assert ev and ev[0]["rule"] == "712.9"


def test_validation_of_the_face_fields():
    bad = dict(BEARS, transformed=True)
    probs = validate(_doc([bad]))
    assert any(p.path == "state.battlefield[0].transformed" for p in probs), probs
    bad2 = dict(DAY, back=dict(BACK, power="five", bogus=1))
    paths = {p.path for p in validate(_doc([bad2]))}
    assert "state.battlefield[0].back.power" in paths and "state.battlefield[0].back.bogus" in paths
    assert any(p.path == "state.battlefield[0].transforms" for p in validate(_doc([dict(DAY, transforms=-1)])))


def test_a_transformed_permanent_leaves_as_its_front_face():
    """712.8a: in the graveyard a double-faced card has only its front face's characteristics."""
    kill = {"id": "bolt", "card": "Lightning Bolt"}
    doc = _doc([dict(DAY, transformed=True, damage=3)],
               [{"type": "cast", "player": "A", "card": "Lightning Bolt", "targets": ["dfc"]}, {"type": "resolve"}],
               mana="{R}")
    doc["state"]["players"][0]["hand"] = [kill]
    out = run(doc)
    assert not [o for o in out["final"]["battlefield"] if o["id"] == "dfc"]
    gy = out["final"]["players"][0]["graveyard"]
    card = next(c for c in gy if c.get("card") == "Test Villager // Night Beast")
    assert card.get("face_name", "Test Villager") == "Test Villager" and card.get("power") == 2
    assert "transformed" not in card and "front" not in card


# ------------------------------------------------------------ day and night (730, 702.145)
WOLF_BACK = {"face_name": "Night Wolf", "types": ["creature"], "subtypes": ["Werewolf"], "colors": ["G"],
             "power": 4, "toughness": 4, "keywords": ["nightbound"]}
WOLF = {"id": "wolf", "card": "Day Villager // Night Wolf", "face_name": "Day Villager", "controller": "A",
        "types": ["creature"], "subtypes": ["Human", "Werewolf"], "colors": ["G"], "mana_cost": "{1}{G}",
        "power": 2, "toughness": 2, "keywords": ["daybound"], "back": WOLF_BACK}


def test_daybound_makes_it_day_and_no_spells_last_turn_makes_it_night():
    """702.145d: a daybound permanent and neither day nor night: it becomes day; 502.2: A cast no
    spells in turn 3, so in B's untap step it becomes night and the daybound permanent transforms at
    once (702.145c), keeping its counters (712.18)."""
    out = run(_doc([dict(WOLF, counters={"+1/+1": 1})], [{"type": "advance_to", "step": "upkeep"}]))
    keys = [(e["key"], e["rule"]) for s in out["steps"] for e in s["events"]]
    assert ("mtg.daynight.first_day", "702.145d") in keys
    assert ("mtg.daynight.becomes_night", "502.2") in keys and ("mtg.daynight.transform_night", "702.145c") in keys
    assert out["final"]["day_night"] == "night"
    p = _perm(out, "wolf")
    assert p["transformed"] is True and p["face_name"] == "Night Wolf" and p["current"] == {"power": 5, "toughness": 5}


def test_two_spells_at_night_make_it_day_and_nightbound_transforms_back():
    """502.2 (730.2b): night, and the previous turn's active player cast two spells: it becomes day;
    702.145f: the nightbound permanent back face up transforms to its front face."""
    doc = _doc([dict(WOLF, transformed=True)], [{"type": "advance_to", "step": "upkeep"}])
    doc["state"]["day_night"] = "night"
    doc["state"]["players"][0]["spells_cast"] = 2
    out = run(doc)
    keys = [e["key"] for s in out["steps"] for e in s["events"]]
    assert "mtg.daynight.becomes_day" in keys and "mtg.daynight.transform_day" in keys
    assert out["final"]["day_night"] == "day"
    p = _perm(out, "wolf")
    assert "transformed" not in p and p["face_name"] == "Day Villager"


def test_a_daybound_permanent_enters_transformed_at_night_and_ignores_other_transform_effects():
    """702.145b: at night a daybound double-faced card enters transformed (no transform event); it
    can't transform except by its daybound ability."""
    card = dict(WOLF)
    card.pop("id")
    card.pop("controller")
    doc = _doc([], [{"type": "cast", "player": "A", "card": "Day Villager // Night Wolf"}, {"type": "resolve"}],
               mana="{1}{G}")
    doc["state"]["players"][0]["hand"] = [card]
    doc["state"]["day_night"] = "night"
    out = run(doc)
    p = out["final"]["battlefield"][0]
    assert p["transformed"] is True and p["face_name"] == "Night Wolf"
    keys = [e["key"] for s in out["steps"] for e in s["events"]]
    assert "mtg.daynight.enters_transformed" in keys and "mtg.transform.back" not in keys
    zap = dict(DAY, id="zap", card="Zapper", back=None, face_name="Zapper",
               abilities=[{"text": "{1}: Transform target creature.", "cost": {"mana": "{1}"}, "target": ["creature"],
                           "effects": [{"do": "transform", "of": "target:0"}]}])
    zap.pop("back")
    out2 = run(_doc([dict(WOLF, transformed=True), zap],
                    [{"type": "activate", "player": "A", "permanent": "zap", "ability": 0, "targets": ["wolf"]},
                     {"type": "resolve"}]))
    out2_keys = [(e["key"], e["rule"]) for s in out2["steps"] for e in s["events"]]
    assert ("mtg.transform.bound", "702.145e") in out2_keys
    assert _perm(out2, "wolf")["transformed"] is True


def test_the_legend_rule_reads_the_name_of_the_face_that_is_up():
    """704.5j with 712.8d-e: two legendary double-faced permanents, one transformed, have different
    names (the face up), so the legend rule leaves both; two with the same face up share a name."""
    leg = dict(DAY, legendary=True, back=dict(BACK, legendary=True))
    night = dict(leg, id="dfc2", transformed=True)
    out = run(_doc([leg, night], [{"type": "advance"}]))
    assert {o["id"] for o in out["final"]["battlefield"]} == {"dfc", "dfc2"}
    out = run(_doc([leg, dict(leg, id="dfc2")], [{"type": "advance"}]))
    keys = [e["key"] for s in out["steps"] for e in s["events"]]
    assert "mtg.sba.legend" in keys
