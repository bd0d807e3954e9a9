"""Conditions on the cards in your graveyard (issue 21; judge/mtg/conditions.py gy_cards /
gy_types): "N or more <kind> cards in your graveyard" (spell mastery, "creature cards") and "N or
more card types among cards in your graveyard" (delirium, 205.2a). A milled card the engine does
not know decides nothing: said on the step."""


from judge.engine import run
from judge.mtg import conditions
from judge.mtg.oracle import compile_card


def _cond(card):
    r = compile_card(card)
    for ln in r["lines"]:
        c = ln.get("compiled") or {}
        for t in c.get("triggers") or ():
            if t.get("condition"):
                return t["condition"]
        for e in c.get("effects") or ():
            if isinstance(e.get("if"), dict):
                return e["if"]
    return None


def test_compiled(by_name):
    assert _cond(by_name["Gaea's Courser"]) == {"cond": "gy_cards", "word": "creature card in your graveyard", "min": 3}
    assert _cond(by_name["Unholy Hunger"]) == {"cond": "gy_cards", "word": "instant or sorcery card in your graveyard",
                                               "min": 2}
    assert _cond(by_name["Soul Swallower"]) == {"cond": "gy_types", "min": 4}
    for c in ({"cond": "gy_types", "min": 4}, {"cond": "gy_cards", "word": "creature card in your graveyard", "min": 3}):
        assert conditions.problems(c) == []
        assert conditions.problems(c, static=True)   # 611.3a: not a static ability's condition
    assert conditions.problems({"cond": "gy_cards", "word": "creature", "min": 3})


def test_static_delirium_stays_not_modelled(by_name):
    """"as long as there are four or more card types among cards in your graveyard": the engine's
    static conditions are board conditions only."""
    r = compile_card(by_name["Traverse the Ulvenwald"])
    assert r["status"] != "full"


def _swallower(graveyard):
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "B", "step": "main2", "priority": "B",
                      "players": [{"id": "A", "life": 20, "hand": [], "library": 30, "graveyard": graveyard},
                                  {"id": "B", "life": 20, "hand": [], "library": 30}],
                      "battlefield": [{"id": "sw", "controller": "A", "card": "Soul Swallower"}], "stack": []},
            "actions": [{"type": "advance_to", "step": "upkeep"}, {"type": "advance_to", "step": "draw"}]}


def _keys(out):
    return [ev.get("key") for st in out["steps"] for ev in st["events"]]


def test_three_types_do_not_trigger(source):
    out = run(_swallower(["Grizzly Bears", "Shock", "Forest", "Lightning Bolt"]), lang="en")
    assert "mtg.trigger.if_false_why" in _keys(out)
    assert not next(o for o in out["final"]["battlefield"] if o["id"] == "sw").get("counters", {}).get("+1/+1")


def test_an_artifact_creature_counts_twice(source):
    out = run(_swallower(["Ornithopter", "Shock", "Forest"]), lang="en")
    assert "mtg.trigger.if_true" in _keys(out)


def test_unknown_cards_are_said_not_guessed(source):
    """Three known types and a milled card the engine does not know: it can't tell (the step says
    so) and the condition does not hold."""
    gy = ["Grizzly Bears", "Shock", "Forest", {"id": "m1", "card": "(card)", "unknown": True}]
    out = run(_swallower(gy), lang="en")
    assert "mtg.trigger.if_false_why" in _keys(out)
    texts = [ev["text"] for st in out["steps"] for ev in st["events"]]
    assert any("does not know" in t for t in texts)
    for lang in ("th", "ko"):
        run(_swallower(gy), lang=lang)
