"""A revealed hand and the card chosen from it (issue 21, judge/mtg/hand.py): the effect
`reveal_hand` (701.20a), the card another player chooses (701.9b) and what happens to it (discard
701.9a, exile 701.13a), the default, a wrong choice, and the refusal when the hand holds unknown
cards and no known card fits. Real cards: tests/judge/oracle/features (Duress, Thoughtseize,
Inquisition of Kozilek, Castigate, Sin Collector)."""
import pytest

from judge.engine import ScenarioError, load, run


def _spell(word="nonland card", then="discard", target="opponent"):
    e = {"do": "reveal_hand", "to": "target:0"}
    if word:
        e["word"] = word
    if then:
        e["then"] = then
    return {"card": "Peek", "types": ["sorcery"], "kind": "sorcery", "mana_cost": "{B}", "colors": ["B"],
            "target": [target], "effects": [e]}


def _doc(b_hand, spell, resolve=None):
    res = {"type": "resolve"}
    if resolve is not None:
        res["choose"] = resolve
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "library": 30, "hand": [spell], "graveyard": [], "exile": []},
                                  {"id": "B", "life": 20, "library": 30, "hand": b_hand, "graveyard": [], "exile": []}],
                      "battlefield": [], "stack": []},
            "actions": [{"type": "cast", "player": "A", "card": "Peek", "targets": ["B"]}, res]}


def _events(out):
    return [e for s in out["steps"] for e in s["events"]]


def _final(out):
    return out["final"]


def test_default_is_the_first_fitting_card_in_hand_order():
    out = run(_doc(["Forest", "Grizzly Bears", "Lightning Bolt"], _spell()))
    keys = [e["key"] for e in _events(out)]
    assert "mtg.hand.reveals" in keys and "mtg.hand.chose_default" in keys
    b = _final(out)["players"][1]
    assert [c["card"] for c in b["hand"]] == ["Forest", "Lightning Bolt"]
    assert [c["card"] for c in b["graveyard"]] == ["Grizzly Bears"]


def test_the_chosen_card_is_discarded_and_a_wrong_one_refused():
    out = run(_doc(["Forest", "Grizzly Bears", "Lightning Bolt"], _spell(), resolve="Lightning Bolt"))
    b = _final(out)["players"][1]
    assert [c["card"] for c in b["graveyard"]] == ["Lightning Bolt"]
    assert any(e["key"] == "mtg.hand.chose_chosen" and e["rule"] == "701.9b" for e in _events(out))
    out = run(_doc(["Forest", "Grizzly Bears"], _spell(), resolve="Forest"))
    bad = [e for e in _events(out) if e["type"] == "illegal"]
    assert bad and bad[0]["key"] == "mtg.illegal.hand_choice"


def test_exile_and_nothing_that_fits():
    out = run(_doc(["Forest", "Serra Angel"], _spell(then="exile")))
    b = _final(out)["players"][1]
    assert [c["card"] for c in b["exile"]] == ["Serra Angel"] and not b["graveyard"]
    out = run(_doc(["Forest", "Island"], _spell()))
    assert any(e["key"] == "mtg.hand.none_fits" for e in _events(out))
    assert len(_final(out)["players"][1]["hand"]) == 2


def test_conjunction_of_non_words_and_mana_value():
    out = run(_doc(["Grizzly Bears", "Shivan Dragon", "Doom Blade"], _spell(word="noncreature, nonland card")))
    assert [c["card"] for c in _final(out)["players"][1]["graveyard"]] == ["Doom Blade"]
    out = run(_doc(["Shivan Dragon", "Grizzly Bears"], _spell(word="nonland card with mana value 3 or less")))
    assert [c["card"] for c in _final(out)["players"][1]["graveyard"]] == ["Grizzly Bears"]


def test_unknown_cards_in_hand_refuse_when_no_known_card_fits():
    doc = _doc(["Forest"], _spell())
    # B draws an unknown card first (library given as a count)
    doc["state"]["step"] = "upkeep"
    doc["state"]["active"] = "B"
    doc["state"]["priority"] = "B"
    doc["actions"] = [{"type": "advance"}, {"type": "advance"}] + doc["actions"]
    doc["actions"][2]["card"] = "Peek"
    doc["state"]["players"][0]["hand"][0]["kind"] = "instant"
    doc["state"]["players"][0]["hand"][0]["types"] = ["instant"]
    out = run(doc)
    bad = [e for e in _events(out) if e["type"] == "illegal"]
    assert bad and bad[-1]["key"] == "mtg.illegal.hand_unknown", [e["key"] for e in _events(out)]


def test_reveal_alone_and_validation():
    out = run(_doc(["Forest"], _spell(word=None, then=None)))
    assert [e["key"] for e in _events(out) if e["key"].startswith("mtg.hand.")] == ["mtg.hand.reveals"]
    with pytest.raises(ScenarioError) as err:
        load(_doc([], _spell(word="colorless card")))
    assert "word" in str(err.value)
    with pytest.raises(ScenarioError) as err:
        load(_doc([], _spell(then="mill")))
    assert "then" in str(err.value)
