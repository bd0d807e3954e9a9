"""Legal actions (judge/engine/legal.py, judge/mtg/legal.py, judge/bfb/legal.py), like
python-chess's legal_moves: at every point of every scenario of the suite and the library,
- a listed action is always accepted by the engine (applied to a copy of the game, and again
  through a fresh Stepper from the document, as a user would add it), and
- an action the scenario takes that the engine accepts is listed (in its canonical form), except
  the documented kinds the lists do not cover (`choose`, cards cast from outside the game)."""
import functools
import json
import random
from pathlib import Path

import pytest

from judge.engine import Stepper, legal

ROOT = Path(__file__).resolve().parents[3]
SCENARIOS = sorted((ROOT / "tests" / "judge" / "scenarios").glob("*/*.json")) + sorted(
    (ROOT / "judge" / "library").glob("*.json")) + sorted((ROOT / "tests" / "fixtures" / "scenarios").glob("*.json"))


@functools.lru_cache(maxsize=None)
def _check(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    game = doc["game"]
    st = Stepper(doc)
    checked = not_covered = 0
    for n, a in enumerate(doc.get("actions") or []):
        g = st.game
        ok, _events, _g = legal.try_action(g, a)
        listed = legal.legal_actions(g, game)
        keys = {legal.key(legal.canonical(g, game, x)) for x, _e in listed}
        for x, events in listed:
            assert not any(e.type == "illegal" for e in events), (n, x)
        if ok:
            can = legal.canonical(g, game, a)
            if can is None:
                not_covered += 1
            else:
                assert legal.key(can) in keys, f"step {n + 1}: the engine accepts {a} but it is not listed"
                checked += 1
        st.forward()
    return checked, not_covered


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_accepted_actions_are_listed_and_listed_actions_accepted(path):
    _check(path)


def test_the_property_covers_almost_every_action():
    checked = not_covered = 0
    for path in SCENARIOS:
        c, n = _check(path)
        checked += c
        not_covered += n
    assert checked >= 700
    assert not_covered <= checked * 0.05   # only choose and cards from outside the game


def test_a_listed_action_added_to_the_document_runs_without_an_illegal_event():
    rnd = random.Random(7)
    for path in rnd.sample(SCENARIOS, 25):
        doc = json.loads(path.read_text(encoding="utf-8"))
        st = Stepper(doc).run_to_end()
        if st.game.to_state().get("result", {}).get("over"):
            continue
        listed = legal.legal_actions(st.game, doc["game"])
        for x, _events in rnd.sample(listed, min(3, len(listed))):
            doc2 = dict(doc, actions=list(doc.get("actions") or []) + [x])
            events = Stepper(doc2).run_to_end().steps[-1][1]
            assert not any(e.type == "illegal" for e in events), (path.stem, x)


def _doc(name):
    return json.loads((ROOT / "judge" / "library" / f"{name}.json").read_text(encoding="utf-8"))


def test_priority_holder_can_respond_with_counterspell_only_to_the_bolt():
    doc = _doc("mtg-bolt-counterspell")
    st = Stepper(doc)
    st.forward()   # A casts Lightning Bolt at the bears
    casts = [a for a, _e in legal.legal_actions(st.game, "mtg") if a["type"] == "cast"]
    assert casts == [{"type": "cast", "player": "B", "card": "Counterspell", "targets": ["A-lightning-bolt"]}]


def test_blocks_offer_every_legal_declaration_and_refuse_flying_blocks():
    doc = _doc("mtg-flying-reach-menace")
    st = Stepper(doc)
    st.forward()   # attackers declared
    blocks = [a for a, _e in legal.legal_actions(st.game, "mtg") if a["type"] == "declare_blockers"]
    assert {"type": "declare_blockers", "blockers": []} in blocks
    # no listed declaration has a creature without flying or reach blocking the flyer (702.9b)
    state = st.game.to_state()
    flyers = {o["id"] for o in state["battlefield"] if "flying" in o.get("keywords", [])}
    can_block_flyers = {o["id"] for o in state["battlefield"]
                        if {"flying", "reach"} & set(o.get("keywords", []))}
    for a in blocks:
        for b in a["blockers"]:
            if b["blocking"] in flyers:
                assert b["id"] in can_block_flyers, a


def test_bfb_defend_and_pierce_assignments():
    doc = _doc("bfb-pierce-two-defenders")
    st = Stepper(doc)
    st.forward()   # attack with Lance (8, Pierce)
    defends = [a for a, _e in legal.legal_actions(st.game, "bfb") if a["type"] == "defend"]
    assert {"type": "defend", "defenders": ["d1", "d2"]} in defends and {"type": "defend", "defenders": []} in defends
    st.forward()   # defend with both
    assigns = [a["allocation"] for a, _e in legal.legal_actions(st.game, "bfb") if a["type"] == "assign"]
    # with Pierce the Character gets exactly the excess over the defenders' 5 HP: 3
    assert assigns and all(x.get("character") == 3 for x in assigns)
    assert {"d1": 3, "d2": 2, "character": 3} in assigns
