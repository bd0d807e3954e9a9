"""Face-down spells and permanents (judge/mtg/facedown.py, CR 708): morph, megamorph and disguise.
The validator's answers for the new fields and the turn_face_up action, and engine details the
scenarios (tests/judge/scenarios/mtg/morph-*, megamorph-disguise-*) do not show: what a face-down
spell is on the stack (no flash, no name, mana value 0), effects and counters kept as it is turned
face up (708.8), a bounced face-down permanent revealed to its owner's hand (708.9), a copy of a
face-down creature (708.2, 707.2), the state read back from the engine's own output, and the
legal-action lists."""
from judge.engine import legal, run
from judge.mtg.game import MtgGame
from judge.mtg.validate import validate

MORPH = {"id": "beast", "card": "Test Morph Beast", "types": ["creature"], "subtypes": ["Beast"], "mana_cost": "{4}{G}{G}",
         "colors": ["G"], "power": 5, "toughness": 5, "morph": "{2}{G}",
         "triggers": [{"when": "enters", "text": "When this creature enters, draw a card.", "effects": [{"do": "draw", "n": 1}]}]}


def _doc(battlefield=(), actions=(), hand=None, mana=None, b_hand=None, b_mana=None, **state):
    a = {"id": "A", "life": 20, "library": 30}
    b = {"id": "B", "life": 20, "library": 30}
    if hand is not None:
        a["hand"] = hand
    if mana is not None:
        a["mana"] = mana
    if b_hand is not None:
        b["hand"] = b_hand
    if b_mana is not None:
        b["mana"] = b_mana
    st = {"turn": 3, "active": "A", "step": "main1", "players": [a, b], "battlefield": list(battlefield), "stack": []}
    st.update(state)
    return {"format": "judge-scenario/1", "game": "mtg", "state": st, "actions": list(actions)}


def _problems(doc):
    return {p.path: p.message for p in validate(doc)}


def _events(doc):
    out = run(doc)
    return [e for s in out["steps"] for e in s["events"]], out


def test_new_fields_and_action_are_validated_at_their_path():
    doc = _doc([dict(MORPH, controller="A", face_down="yes"),
                {"id": "x", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2, "face_down": True},
                {"id": "y", "controller": "A", "types": ["creature"], "face_down": {"card": "Bears", "by": "manifest", "bogus": 1}}],
               actions=[{"type": "cast", "card": "beast", "face_down": "yes"}, {"type": "turn_face_up"},
                        {"type": "turn_face_up", "permanent": "beast", "bogus": 1}],
               hand=[dict(MORPH, id="m2", megamorph="two green"), dict(MORPH, id="m3", face_down=True)])
    p = _problems(doc)
    for path in ("state.battlefield[0].face_down", "state.battlefield[1].face_down", "state.battlefield[2].face_down.by",
                 "state.battlefield[2].face_down.bogus", "state.players[0].hand[0].megamorph", "state.players[0].hand[1].face_down", "actions[0].face_down",
                 "actions[1].permanent", "actions[2].bogus"):
        assert path in p, (path, p)
    assert not _problems(_doc([dict(MORPH, controller="A", face_down=True)]))


def test_a_card_without_morph_cannot_be_cast_face_down():
    evs, _ = _events(_doc(hand=["Grizzly Bears"], mana="{G}{G}{G}",
                          actions=[{"type": "cast", "card": "Grizzly Bears", "face_down": True}]))
    assert [e["key"] for e in evs if e["type"] == "illegal"] == ["mtg.illegal.no_morph"]


def test_the_face_down_spell_is_a_nameless_2_2_without_flash():
    flashy = dict(MORPH, keywords=["flash"])
    # 708.4: the face-down spell has no flash, so it can't be cast in the opponent's turn
    evs, _ = _events(_doc(hand=[flashy], mana="{G}{G}{G}", active="B", turn=4,
                          actions=[{"type": "cast", "player": "A", "card": "beast", "face_down": True}]))
    assert [e["rule"] for e in evs if e["type"] == "illegal"] == ["117.1a"]
    g = MtgGame.from_document(_doc(hand=[flashy], mana="{G}{G}{G}"))
    g.start()
    g.apply({"type": "cast", "card": "beast", "face_down": True})
    s = g.stack[-1]
    assert "card" not in s and "mana_cost" not in s and not s.get("triggers") and not s["keywords"]
    assert (s["types"], s["subtypes"], s["power"], s["toughness"], s["colors"]) == (["creature"], [], 2, 2, [])
    assert s["face_down"] == {"card": "Test Morph Beast", "by": "morph", "printed": s["face_down"]["printed"]}
    assert g.player("A")["mana"] == ""   # {3} paid, not {4}{G}{G}


def test_effects_and_counters_stay_and_enters_abilities_dont_trigger_when_turned_face_up():
    fd = dict(MORPH, controller="A", face_down=True, counters={"+1/+1": 1})
    doc = _doc([fd], hand=["Giant Growth"], mana="{G}{G}{G}{G}",
               actions=[{"type": "cast", "card": "Giant Growth", "targets": ["beast"]}, {"type": "resolve"},
                        {"type": "turn_face_up", "permanent": "beast"}])
    evs, out = _events(doc)
    beast = next(o for o in out["final"]["battlefield"] if o["id"] == "beast")
    assert beast["card"] == "Test Morph Beast" and beast["current"] == {"power": 9, "toughness": 9}   # 5/5 +3/+3 +1/+1
    assert not [e for e in evs if e["key"] == "mtg.trigger.triggers"]   # 708.8: no enters trigger
    assert "face_down" not in beast


def test_a_face_down_permanent_bounced_goes_to_hand_as_its_card():
    doc = _doc([dict(MORPH, controller="A", face_down=True)], b_hand=["Unsummon"], b_mana="{U}",
               actions=[{"type": "cast", "player": "B", "card": "Unsummon", "targets": ["beast"]}, {"type": "resolve"}])
    evs, out = _events(doc)
    assert [c.get("card") for c in out["final"]["players"][0]["hand"]] == ["Test Morph Beast"]
    assert "mtg.face_down.revealed" in [e["key"] for e in evs]


def test_only_a_face_down_permanent_is_turned_face_up():
    doc = _doc([dict(MORPH, controller="A"), {"id": "x", "card": "Grizzly Bears", "controller": "A", "face_down": True}],
               mana="{G}{G}{G}",
               actions=[{"type": "turn_face_up", "permanent": "beast"}, {"type": "turn_face_up", "permanent": "x"}])
    evs, _ = _events(doc)
    assert [e["key"] for e in evs if e["type"] == "illegal"] == ["mtg.illegal.not_face_down", "mtg.illegal.no_face_up_cost"]


def test_a_copy_of_a_face_down_creature_is_a_nameless_2_2():
    doc = _doc([dict(MORPH, controller="A", face_down=True)], hand=["Clone"], mana="{U}{U}{U}{U}",
               actions=[{"type": "cast", "card": "Clone"}, {"type": "resolve", "choose": "beast"}])
    evs, out = _events(doc)
    assert not [e for e in evs if e["type"] == "illegal"], [e["text"] for e in evs if e["type"] == "illegal"]
    clone = next(o for o in out["final"]["battlefield"] if o["id"] != "beast")
    assert clone.get("card") is None and (clone["power"], clone["toughness"]) == (2, 2) and not clone.get("face_down")


def test_the_engine_reads_back_its_own_face_down_state():
    g = MtgGame.from_document(_doc(hand=[MORPH], mana="{G}{G}{G}"))
    g.start()
    g.apply({"type": "cast", "card": "beast", "face_down": True})
    g.apply({"type": "resolve"})
    st = g.to_state()
    doc = {"format": "judge-scenario/1", "game": "mtg", "state": st, "actions": []}
    assert not _problems(doc)
    g2 = MtgGame.from_document(doc)
    o = g2.perm("beast")
    assert o["face_down"]["card"] == "Test Morph Beast" and o["power"] == 2 and "card" not in o


def test_face_down_casts_and_turning_face_up_are_listed():
    g = MtgGame.from_document(_doc([{"id": "x", "card": "Test Disguiser", "controller": "A", "types": ["creature"],
                                     "power": 4, "toughness": 3, "disguise": "{G}", "face_down": True}],
                                   hand=[MORPH], mana="{G}{G}{G}"))
    g.start()
    assert g.perm("x")["keywords"] == ["ward {2}"]   # 702.168a
    listed = [a for a, _e in legal.legal_actions(g, "mtg")]
    assert {"type": "cast", "player": "A", "card": "Test Morph Beast", "face_down": True} in listed
    assert {"type": "turn_face_up", "player": "A", "permanent": "x"} in listed
