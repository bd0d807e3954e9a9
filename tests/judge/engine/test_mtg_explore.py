"""Explore (issue 21, judge/mtg/explore.py; 701.44a): a land card to the hand, otherwise a +1/+1
counter and the card to the graveyard by default ("no" keeps it on top); an empty library gives the
counter; an unknown top card is refused with the field to give (401.2). Real cards:
features/merfolk-branchwalker.json, features/jadelight-ranger.json; compiler: tests/judge/oracle/test_explore_shapes.py."""
from judge.engine import run

SCOUT = {"card": "Scout", "types": ["creature"], "power": 1, "toughness": 1,
         "abilities": [{"text": "{0}: This creature explores.", "cost": {}, "effects": [{"do": "explore", "of": "self"}]}]}


def _doc(a_lib, top=None, choose=None):
    res = {"type": "resolve"}
    if choose is not None:
        res["choose"] = choose
    a = {"id": "A", "life": 20, "library": a_lib, "hand": [], "graveyard": [], "exile": []}
    if top is not None:
        a["library_top"] = top
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [a, {"id": "B", "life": 20, "library": 30, "hand": [], "graveyard": [], "exile": []}],
                      "battlefield": [dict(SCOUT, id="s", controller="A")], "stack": []},
            "actions": [{"type": "activate", "player": "A", "permanent": "s", "ability": 0}, res]}


def _keys(out):
    return [e["key"] for s in out["steps"] for e in s["events"]]


def _scout(out):
    return next(o for o in out["final"]["battlefield"] if o["id"] == "s")


def test_land_goes_to_hand_without_counter():
    out = run(_doc(5, ["Forest"]))
    assert [c["card"] for c in out["final"]["players"][0]["hand"]] == ["Forest"]
    assert not (_scout(out).get("counters") or {}).get("+1/+1")


def test_nonland_counter_and_graveyard_by_default_or_kept():
    out = run(_doc(5, ["Shock"]))
    assert _scout(out)["counters"]["+1/+1"] == 1
    assert [c["card"] for c in out["final"]["players"][0]["graveyard"]] == ["Shock"]
    out = run(_doc(5, ["Shock"], choose="no"))
    assert "mtg.explore.kept" in _keys(out) and not out["final"]["players"][0]["graveyard"]


def test_empty_library_gives_the_counter_and_unknown_top_is_refused():
    out = run(_doc(0))
    assert "mtg.explore.empty" in _keys(out) and _scout(out)["counters"]["+1/+1"] == 1
    out = run(_doc(5))
    assert [e["key"] for s in out["steps"] for e in s["events"] if e["type"] == "illegal"] == ["mtg.illegal.library_unknown"]
