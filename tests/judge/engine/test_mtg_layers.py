"""The layer view (CR 613): per step, for each permanent some continuous effect changes, its rows
in layer order with rule, source, timestamp and the value after each. The CR's 613 Examples the
engine can express, each as a layer-view test, and a check over every scenario that the view's last
row gives what the engine itself computes."""
import json
from pathlib import Path

import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import Stepper, run

HERE = Path(__file__).resolve().parent
SCENARIOS = sorted((HERE.parent / "scenarios" / "mtg").glob("*.json"))


def _doc(battlefield, stack=(), actions=(), active="A"):
    players = [{"id": p, "life": 20, "library": 30} for p in ("A", "B")]
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": active, "step": "main1", "priority": active, "players": players,
                      "battlefield": list(battlefield), "stack": list(stack)},
            "actions": list(actions)}


def _spell(sid, effects, targets, controller="A"):
    return {"id": sid, "card": sid.title(), "kind": "instant", "controller": controller, "target": ["creature"],
            "targets": targets, "effects": effects}


def _pt(row):
    return row["after"]["power"], row["after"]["toughness"]


def test_613_4d_switch_after_pump_and_later_pump():
    """613.4d Example: a 1/3 given +0/+1, then switched, is 4/1; a later +5/+0 makes it 4/6 (the
    switch applies last, in 7d, to the 'unswitched' 6/4)."""
    c = {"id": "c", "card": "Test Creature", "controller": "A", "types": ["creature"], "power": 1, "toughness": 3,
         "until_eot": [{"pump": [0, 1]}, {"switch": True}]}
    rows = run(_doc([c]))["steps"][0]["layers"]["c"]
    assert [r["layer"] for r in rows] == ["7a", "7c", "7d"] and _pt(rows[-1]) == (4, 1)
    c["until_eot"].append({"pump": [5, 0]})
    out = run(_doc([c]))
    rows = out["steps"][0]["layers"]["c"]
    assert [(r["layer"], r["rule"]) for r in rows] == [("7a", "613.4a"), ("7c", "613.4c"), ("7c", "613.4c"), ("7d", "613.4d")]
    assert [_pt(r) for r in rows] == [(1, 3), (1, 4), (6, 4), (4, 6)]
    assert out["final"]["battlefield"][0]["current"] == {"power": 4, "toughness": 6}
    # the second Example: the +0/+1 effect ends before the switch: 3/1
    c["until_eot"] = [{"switch": True}]
    assert _pt(run(_doc([c]))["steps"][0]["layers"]["c"][-1]) == (3, 1)
    # the third Example: two switches cancel: 1/4
    c["until_eot"] = [{"pump": [0, 1]}, {"switch": True}, {"switch": True}]
    rows = run(_doc([c]))["steps"][0]["layers"]["c"]
    assert [r["layer"] for r in rows] == ["7a", "7c", "7d", "7d"] and _pt(rows[-1]) == (1, 4)


def test_613_5_honor_of_the_pure_reads_the_colour_after_layer_5():
    """613.5 Example: Honor of the Pure and a 2/2 black creature; turned white (layer 5) it gets
    +1/+1 (layer 7c) and is 3/3; turned red later, the bonus stops and it is 2/2 again."""
    bf = [{"id": "honor", "card": "Honor of the Pure", "controller": "A"},
          {"id": "c", "card": "Black Bear", "controller": "A", "types": ["creature"], "colors": ["B"],
           "power": 2, "toughness": 2}]
    stack = [_spell("paint-red", [{"do": "set_colors", "of": "target:0", "colors": ["R"]}], ["c"]),
             _spell("paint-white", [{"do": "set_colors", "of": "target:0", "colors": ["W"]}], ["c"])]
    steps = run(_doc(bf, stack, [{"type": "resolve"}, {"type": "resolve"}]))["steps"]
    assert "c" not in steps[0]["layers"]
    white = steps[1]["layers"]["c"]
    assert [(r["layer"], r["source"]) for r in white] == [("5", "paint-white"), ("7a", "c"), ("7c", "honor")]
    assert white[0]["after"] == {"colors": ["W"]} and _pt(white[-1]) == (3, 3)
    red = steps[2]["layers"]["c"]
    assert [r["layer"] for r in red] == ["5", "5"] and red[-1]["after"] == {"colors": ["R"]}
    assert "7c" not in [r["layer"] for r in red]   # no bonus: printed 2/2 stands


def test_613_5_gray_ogre_counters_pump_anthem_then_set():
    """613.5 Example: Gray Ogre 2/2 with a +1/+1 counter (3/3), +4/+4 until end of turn (7/7),
    'creatures you control get +0/+2' (7/9), then 'becomes 0/1 until end of turn' (layer 7b):
    5/8 (0/1, +4/+4, +0/+2 and the counter)."""
    bf = [{"id": "ogre", "card": "Gray Ogre", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2,
           "counters": {"+1/+1": 1}},
          {"id": "anthem", "card": "Plus Two Anthem", "controller": "A", "types": ["enchantment"],
           "static": [{"affects": "creatures_you_control", "power": 0, "toughness": 2}]}]
    stack = [_spell("shrink", [{"do": "set_pt", "of": "target:0", "power": 0, "toughness": 1}], ["ogre"]),
             _spell("growth", [{"do": "pump", "of": "target:0", "power": 4, "toughness": 4}], ["ogre"])]
    steps = run(_doc(bf, stack, [{"type": "resolve"}, {"type": "resolve"}]))["steps"]
    assert _pt(steps[0]["layers"]["ogre"][-1]) == (3, 5)      # the counter and the anthem
    assert _pt(steps[1]["layers"]["ogre"][-1]) == (7, 9)      # + the resolved +4/+4
    rows = steps[2]["layers"]["ogre"]
    assert [(r["layer"], r["source"]) for r in rows] == [("7a", "ogre"), ("7b", "shrink"), ("7c", "growth"),
                                                        ("7c", "ogre"), ("7c", "anthem")]
    assert _pt(rows[1]) == (0, 1) and _pt(rows[-1]) == (5, 8)
    assert rows[3]["timestamp"] == 0 and rows[4]["timestamp"] == 2   # the anthem's permanent's timestamp (613.7a)


def test_613_6_act_of_treason_layer_2_then_6():
    """613.6 Example: Act of Treason's 'gain control' applies in layer 2, its 'gains haste' in layer 6."""
    bf = [{"id": "bears", "card": "Grizzly Bears", "controller": "B"}]
    doc = _doc(bf, actions=[{"type": "cast", "player": "A", "card": "Act of Treason", "targets": ["bears"]},
                            {"type": "resolve"}])
    doc["state"]["players"][0]["hand"] = ["Act of Treason"]
    doc["state"]["players"][0]["mana"] = "{2}{R}"
    rows = run(doc)["steps"][2]["layers"]["bears"]
    assert [(r["layer"], r["rule"]) for r in rows][:2] == [("2", "613.1b"), ("6", "613.1f")]
    assert rows[0]["after"] == {"controller": "A"} and "haste" in rows[1]["after"]["keywords"]


def test_layer_rows_are_translated_and_linked():
    c = {"id": "c", "card": "Test Creature", "controller": "A", "types": ["creature"], "power": 1, "toughness": 3,
         "until_eot": [{"pump": [2, 0]}]}
    texts = {lang: run(_doc([c]), lang)["steps"][0]["layers"]["c"][1]["effect"] for lang in ("en", "th", "ko")}
    assert texts["en"].startswith("+2/+0") and "613.4c" in texts["th"] and "613.4c" in texts["ko"]
    assert len(set(texts.values())) == 3


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_layer_view_agrees_with_the_engine(path):
    """At every step, the last P/T row and the last ability row of each object give what the engine
    itself uses (pt(), kws())."""
    st = Stepper(json.loads(path.read_text(encoding="utf-8"))).run_to_end()
    for _action, _events, game in st.steps:
        view = game.layer_view()
        for o in game.battlefield:
            rows = view.get(o["id"], [])
            pt = [r for r in rows if r["layer"].startswith("7")]
            if pt:
                assert (pt[-1]["after"]["power"], pt[-1]["after"]["toughness"]) == game.pt(o), (o["id"], rows)
            kw = [r for r in rows if r["layer"] == "6"]
            if kw:
                assert set(kw[-1]["after"]["keywords"]) == game.kws(o) - {"trample"} | (
                    {"trample"} & set(kw[-1]["after"]["keywords"])), (o["id"], rows)


# ------------------------------------------------------------------ 613.8 dependencies
def test_613_8_grant_depends_on_the_loss_of_its_sources_abilities():
    """613.8a-b: 'creatures you control have flying' (Sky Marshal, timestamp 1) depends on a later
    'loses all abilities' applied to Sky Marshal (it ends the grant's existence), so it waits for it
    and gives nothing, to the Marshal and to the bear; the rows say which effect they waited for."""
    marshal = {"id": "marshal", "card": "Sky Marshal", "controller": "A", "types": ["creature"], "power": 1,
               "toughness": 1, "static": [{"affects": "creatures_you_control", "keywords": ["flying"]}]}
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "A"}
    stack = [_spell("null", [{"do": "lose_abilities", "of": "target:0"}], ["marshal"], controller="B")]
    steps = run(_doc([marshal, bears], stack, [{"type": "resolve"}]))["steps"]
    before = steps[0]["layers"]["bears"]
    assert [(r["layer"], r["source"], r["depends_on"]) for r in before] == [("6", "marshal", [])]
    assert before[0]["after"] == {"keywords": ["flying"]}
    after = steps[1]["layers"]
    dep = [{"source": "null", "timestamp": 3, "on": "marshal"}]
    assert [(r["source"], r["timestamp"], r["depends_on"]) for r in after["bears"]] == [("marshal", 1, dep)]
    assert after["bears"][0]["after"] == {"keywords": []} and "613.8" in after["bears"][0]["effect"]
    # on the Marshal itself: the loss (timestamp 3) applies first, then the grant (timestamp 1) that waited for it
    assert [(r["timestamp"], r["depends_on"]) for r in after["marshal"]] == [(3, []), (1, dep)]
    th = run(_doc([marshal, bears], stack, [{"type": "resolve"}]), "th")["steps"][1]["layers"]["bears"][0]["effect"]
    ko = run(_doc([marshal, bears], stack, [{"type": "resolve"}]), "ko")["steps"][1]["layers"]["bears"][0]["effect"]
    assert "613.8" in th and "613.8" in ko and len({th, ko, after["bears"][0]["effect"]}) == 3


def test_613_8_no_dependency_across_layers_land_becomes_a_creature():
    """613.8a(a): only effects of the same layer depend on each other. A land made a creature (layer 4)
    gets 'creatures you control have flying' (layer 6) because layer 4 applies first, not by a
    dependency: its rows have no depends_on."""
    land = {"id": "land", "card": "Forest", "controller": "A"}
    marshal = {"id": "marshal", "card": "Sky Marshal", "controller": "A", "types": ["creature"], "power": 1,
               "toughness": 1, "static": [{"affects": "creatures_you_control", "keywords": ["flying"]}]}
    stack = [_spell("awaken", [{"do": "add_types", "of": "target:0", "types": ["creature"], "power": 3,
                               "toughness": 3}], ["land"])]
    stack[0]["target"] = ["land"]
    rows = run(_doc([land, marshal], stack, [{"type": "resolve"}]))["steps"][1]["layers"]["land"]
    assert [r["layer"] for r in rows] == ["4", "6", "7a", "7b"] and all(r["depends_on"] == [] for r in rows)
    assert rows[1]["after"] == {"keywords": ["flying"]}
    assert rows[3]["after"] == {"power": 3, "toughness": 3}   # the same effect sets P/T in 7b (613.6)


def test_613_8b_loop_and_613_8c_reevaluation():
    """The ordering itself: a dependent effect waits for all it depends on; a loop applies in timestamp
    order (613.8b); a dependency that appears or ends as effects apply is seen (613.8c)."""
    from judge.mtg.layers import dependency_order

    def order(effects, deps):
        return [(a, [w for w in waited]) for a, waited in dependency_order(effects, lambda x: x, deps)]
    # 1 depends on 3: 2, 3, then 1
    assert order([1, 2, 3], lambda a, b, ap: (a, b) == (1, 3)) == [(2, []), (3, []), (1, [3])]
    # 1 and 2 depend on each other (a loop): timestamp order; 3 depends on 1: after it
    loop = {(1, 2), (2, 1), (3, 1)}
    assert order([3, 2, 1], lambda a, b, ap: (a, b) in loop) == [(1, []), (2, []), (3, [1])]
    # 613.8c: 1 depends on 2 only once 3 has applied (re-evaluated after each effect)
    assert order([1, 2, 3], lambda a, b, ap: (a, b) == (1, 2) and 3 in ap) == [(1, []), (2, []), (3, [])]
    assert order([3, 1, 2], lambda a, b, ap: (a, b) == (1, 2) and 0 in ap) == [(1, []), (2, []), (3, [])]
    late = order([0, 1, 2], lambda a, b, ap: (a, b) == (1, 2) and 0 in ap)
    assert late == [(0, []), (2, []), (1, [2])]


# ------------------------------------------------------------------ layer 1: copy effects (613.2a, 707)
def _clone_doc(bf, clone, choose, mana="{3}{U}"):
    doc = _doc(bf, actions=[{"type": "cast", "player": "A", "card": clone["id"]}, {"type": "resolve", "choose": choose}])
    doc["state"]["players"][0]["hand"] = [clone]
    doc["state"]["players"][0]["mana"] = mana
    return doc


def test_707_clone_is_a_layer_1_row_with_the_copiable_values():
    """707.2 / 613.2a: Clone entering as a copy of a Gray Ogre carrying a +1/+1 counter and +2/+2
    until end of turn: one layer-1 row (Gray Ogre, creature, 2/2); no counter or pump row on the Clone."""
    ogre = {"id": "ogre", "card": "Gray Ogre", "controller": "B", "types": ["creature"], "subtypes": ["Ogre"],
            "colors": ["R"], "power": 2, "toughness": 2, "counters": {"+1/+1": 1}, "until_eot": [{"pump": [2, 2]}]}
    out = run(_clone_doc([ogre], {"id": "clone", "card": "Clone"}, "ogre"))
    rows = out["steps"][-1]["layers"]["clone"]
    assert [(r["layer"], r["rule"], r["source"], r["depends_on"]) for r in rows] == [("1", "613.2a", "clone", [])]
    assert rows[0]["after"] == {"card": "Gray Ogre", "types": ["creature"], "power": 2, "toughness": 2}
    assert "707.2" in rows[0]["effect"]
    clone = next(o for o in out["final"]["battlefield"] if o["id"] == "clone")
    assert clone["current"] == {"power": 2, "toughness": 2} and clone["colors"] == ["R"] and not clone.get("counters")
    for lang in ("th", "ko"):
        assert "613.2a" in run(_clone_doc([ogre], {"id": "clone", "card": "Clone"}, "ogre"), lang)[
            "steps"][-1]["layers"]["clone"][0]["effect"]


def test_707_9b_exceptions_are_layer_1_rows_then_later_layers_apply():
    """707.9b: 'except it's 7/7' (Quicksilver Gargantuan) and 'except it's an enchantment in addition
    to its other types' (Copy Artifact's Example) are part of the copiable values, shown as a second
    layer-1 row; a later +1/+1 counter still applies in 7c on top of the copied 7/7."""
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "B"}
    qg = {"id": "qg", "card": "Quicksilver Gargantuan", "types": ["creature"], "subtypes": ["Shapeshifter"], "colors": ["U"],
          "mana_cost": "{5}{U}{U}", "power": 7, "toughness": 7, "enters_as_copy": "creature",
          "copy_except": {"power": 7, "toughness": 7}}
    doc = _clone_doc([bears], qg, "bears", mana="{5}{U}{U}")
    out = run(doc)
    rows = out["steps"][-1]["layers"]["qg"]
    assert [r["layer"] for r in rows] == ["1", "1"]
    assert rows[0]["after"] == {"card": "Grizzly Bears", "types": ["creature"]}
    assert rows[1]["after"] == {"card": "Grizzly Bears", "types": ["creature"], "power": 7, "toughness": 7}
    assert "707.9b" in rows[1]["effect"]
    # with a +1/+1 counter put on it later: 7a (the copied 7/7) and 7c rows follow layer 1
    st = out["final"]
    st["battlefield"][-1]["counters"] = {"+1/+1": 1}
    later = run({"format": "judge-scenario/1", "game": "mtg", "state": st, "actions": []})["steps"][0]["layers"]["qg"]
    assert [(r["layer"], _pt(r) if "power" in r["after"] and r["layer"] != "1" else None) for r in later] == [
        ("1", None), ("1", None), ("7a", (7, 7)), ("7c", (8, 8))]
