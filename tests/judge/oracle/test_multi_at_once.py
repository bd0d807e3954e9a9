"""Destroy / exile / return to hand on several targets of one word ("Destroy two target lands",
"Return up to two target creatures to their owners' hands"): one effect with the ref "targets:F:N",
so the objects leave the battlefield in one event and their leaves-the-battlefield abilities see each
other (603.10a, 115.3). Real cards in features/ (Violent Ultimatum, Reckless Spite, Undo, Dust to Dust)."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line
from judge.mtg.validate import validate
from tests.judge.oracle.test_oracle_compile import card


def test_compiles_to_one_effect():
    for text, do, of, mn in (("Destroy two target lands.", "destroy", "targets:0:2", None),
                             ("Exile up to three target enchantments.", "exile", "targets:0:3", 0),
                             ("Return up to two target creatures to their owners' hands.", "bounce", "targets:0:2", 0)):
        r = compile_card(card("Test Spell", text, types=("sorcery",)))
        assert r["status"] == "full", r["lines"]
        d = r["definition"]
        assert d["effects"] == [{"do": do, "of": of}], d
        assert d.get("target_min") == mn
        m = describe_line(r["lines"][0])
        assert "2 different" in render(m.key, m.params, "en") or "3 different" in render(m.key, m.params, "en")


def test_other_effects_on_the_same_targets_stay_refused():
    r = compile_card(card("Test Spell", "Exile two target creatures. Return those cards to the battlefield under "
                          "their owner's control.", types=("sorcery",)))
    assert r["status"] != "full"
    r = compile_card(card("Test Spell", "Sacrifice two target creatures.", types=("sorcery",)))
    assert r["status"] != "full"


def _doc(of):
    walker = {"id": "pw", "card": "Test Walker", "controller": "A", "types": ["planeswalker"], "loyalty": 8,
              "abilities": [{"text": "[-2]: destroy", "cost": {"loyalty": -2}, "target": ["creature", "creature"],
                             "effects": [{"do": "destroy", "of": of}]}]}
    players = [{"id": "A", "life": 20, "library": 30}, {"id": "B", "life": 20, "library": 30}]
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
                      "battlefield": [walker], "stack": []}, "actions": []}


def test_validate_the_ref():
    assert validate(_doc("targets:0:2")) == []
    for bad in ("targets:0:1", "targets:a", "targets:0"):
        assert any("targets:F:N" in p.message for p in validate(_doc(bad))), bad
