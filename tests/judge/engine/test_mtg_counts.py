"""Counted static abilities (judge/mtg/counts.py, issue 21): characteristic-defining power and
toughness (604.3, layer 7a, 613.4a) and a creature's own bonus "for each ..." (layer 7c, 613.4c),
counted again at each moment; the layer view's rows; what validation refuses."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run
from judge.mtg.copies import copiable_values
from judge.mtg.validate import validate

_LANDS = {"what": "control", "who": "you", "word": "land"}


def _doc(battlefield, actions=(), hand=()):
    players = [{"id": "A", "life": 20, "library": 30, "hand": list(hand)}, {"id": "B", "life": 20, "library": 30}]
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
                      "battlefield": list(battlefield), "stack": []},
            "actions": list(actions)}


def _land(i, controller="A"):
    return {"id": i, "card": "Forest", "controller": controller, "types": ["land"], "subtypes": ["Forest"]}


def _cda(**extra):
    return dict({"id": "c", "card": "Test Molimo", "controller": "A", "types": ["creature"], "power": 0, "toughness": 0,
                 "cda": {"power": dict(_LANDS), "toughness": dict(_LANDS)}}, **extra)


def _current(out, oid):
    return next(o for o in out["final"]["battlefield"] if o["id"] == oid)["current"]


def test_cda_counts_lands_you_control_now():
    out = run(_doc([_cda(), _land("f1"), _land("f2"), _land("g", "B")]))
    assert _current(out, "c") == {"power": 2, "toughness": 2}
    rows = out["steps"][0]["layers"]["c"]
    assert [(r["layer"], r["rule"]) for r in rows] == [("7a", "613.4a"), ("7a", "613.4a")]
    assert rows[1]["after"] == {"power": 2, "toughness": 2}
    assert "land(s) you control, now 2/2 (CR 604.3, 613.4a)" in rows[1]["effect"]


def test_cda_with_no_land_is_zero_toughness_and_dies():
    """704.5f: a creature whose characteristic-defining ability gives it toughness 0 is put into its
    owner's graveyard (the engine's fast toughness check must not read the printed 0 only)."""
    c = _cda(toughness=5)   # a printed number the ability overrides (604.3)
    out = run(_doc([c]))
    assert not any(o["id"] == "c" for o in out["final"]["battlefield"])


def test_cda_twice_and_plus_and_hand():
    c = _cda(cda={"power": dict(_LANDS, times=2), "toughness": dict(_LANDS, plus=1)})
    assert _current(run(_doc([c, _land("f1")])), "c") == {"power": 2, "toughness": 2}
    h = _cda(cda={"power": {"what": "hand", "who": "you"}, "toughness": {"what": "hand", "who": "you"}})
    assert _current(run(_doc([h], hand=["Island", "Island", "Island"])), "c") == {"power": 3, "toughness": 3}


def test_lost_abilities_remove_the_cda():
    """613.1f (layer 6) before 613.4a (layer 7a): a creature that lost all abilities has no
    characteristic-defining ability left; its printed * is 0 (208.2a)."""
    c = _cda(power=0, toughness=1, until_eot=[{"lose_abilities": True}])
    assert _current(run(_doc([c, _land("f1"), _land("f2")])), "c") == {"power": 0, "toughness": 1}


def test_copy_except_pt_does_not_copy_the_cda():
    """707.9d: a copy effect that sets power and toughness does not copy such an ability; a plain copy does (707.2)."""
    assert "cda" in copiable_values(_cda())


def test_bonus_for_each_other_subtype_you_control():
    b = {"id": "b", "card": "Test Behemoth", "controller": "A", "types": ["creature"], "subtypes": ["Giant"],
         "power": 4, "toughness": 4,
         "static": [{"affects": "self", "power": 4, "toughness": 4,
                     "per": {"what": "control", "who": "you", "subtypes": ["Giant"], "other": True}}]}
    g = {"id": "g", "card": "Hill Giant", "controller": "A", "types": ["creature"], "subtypes": ["Giant"], "power": 3,
         "toughness": 3}
    bg = dict(g, id="bg", controller="B")
    out = run(_doc([b, g, bg]))
    assert _current(out, "b") == {"power": 8, "toughness": 8}
    row = out["steps"][0]["layers"]["b"][-1]
    assert row["layer"] == "7c" and "+4/+4 times" in row["effect"] and "(1 now): +4/+4" in row["effect"]
    assert _current(run(_doc([b, bg])), "b") == {"power": 4, "toughness": 4}


def test_validation_refuses_bad_counts():
    bad = _cda(cda={"power": {"what": "control", "who": "you", "word": "creature with flying"}})
    assert any("cda.power" in str(p) for p in validate(_doc([bad])))
    bad2 = _cda(cda={"power": {"what": "graveyard", "who": "someone"}})
    assert any("cda.power" in str(p) for p in validate(_doc([bad2])))
    grp = {"id": "a", "card": "Anthem", "controller": "A", "types": ["enchantment"],
           "static": [{"affects": "creatures_you_control", "power": 1, "toughness": 1, "per": dict(_LANDS)}]}
    assert any(".per" in str(p) for p in validate(_doc([grp])))
