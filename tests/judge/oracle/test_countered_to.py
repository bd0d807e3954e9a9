""""Counter target spell. If that spell is countered this way, exile it / put it into its owner's
hand / on top of / on the bottom of its owner's library instead of into that player's graveyard."
(CR 608.2c names this very text; 614.1a): the counter effect's `zone` (judge/mtg/resolution.py
_countered_to; judge/mtg/oracle/grammar.py). Cards are named only; their definitions are compiled
from the shared card file."""
import re

import pytest

from judge.engine import run
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line


@pytest.mark.parametrize("name, do, zone", [
    ("Dissipate", "counter", "exile"), ("Memory Lapse", "counter", "library_top"), ("Remand", "counter", "hand"),
    ("No More Lies", "counter_unless", "exile"), ("Syncopate", "counter_unless", "exile"),
    ("Deny the Divine", "counter", "exile")])
def test_compiled_zone(by_name, name, do, zone):
    r = compile_card(by_name[name])
    assert r["status"] == "full", r["lines"]
    e = r["lines"][0]["compiled"]["effects"][0]
    assert (e["do"], e["zone"]) == (do, zone)
    for lang in ("en", "th", "ko"):
        m = describe_line(r["lines"][0])
        text = render(m.key, m.params, lang)
        assert not re.search(r"\{[a-z_]+\}", text), text
    assert "instead of into its owner's graveyard" in render(describe_line(r["lines"][0]).key,
                                                           describe_line(r["lines"][0]).params, "en")


@pytest.mark.parametrize("name", ["Hinder", "Delay", "Spell Crumple", "Desertion", "Transcendent Dragon"])
def test_other_destinations_stay_not_modelled(by_name, name):
    """Your choice of top or bottom (Hinder), time counters and suspend (Delay), the spell's own
    destination (Spell Crumple), onto the battlefield (Desertion), then cast it (Transcendent Dragon)."""
    r = compile_card(by_name[name])
    assert any("countered this way" in ln["text"] and not ln["modelled"] for ln in r["lines"])


def _dissipate(spell):
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "hand": ["Dissipate"], "library": 30},
                                  {"id": "B", "life": 20, "hand": [], "library": 30}],
                      "battlefield": [], "stack": [dict({"id": "s", "controller": "B", "card": "Grizzly Bears"}, **spell)]},
            "actions": [{"type": "cast", "player": "A", "card": "Dissipate", "targets": ["s"]}, {"type": "resolve"}]}


def _keys(out):
    return [ev.get("key") for st in out["steps"] for ev in st["events"]]


def test_exiled_instead_of_the_graveyard(source):
    out = run(_dissipate({}), lang="en")
    b = out["final"]["players"][1]
    assert [c["card"] for c in b["exile"]] == ["Grizzly Bears"] and not b["graveyard"]
    assert "mtg.move.countered_exile" in _keys(out)


def test_a_copy_ceases_to_exist(source):
    """707.10a: a countered copy goes nowhere (no card to exile)."""
    out = run(_dissipate({"copy": True}), lang="en")
    b = out["final"]["players"][1]
    assert not b["exile"] and not b["graveyard"]
    assert "mtg.move.countered_exile" not in _keys(out)


def test_flashback_exile_wins_over_library(source, by_name):
    """A flashed-back spell is exiled whatever order its controller applies the two replacements in
    (702.34a, 616.1): Memory Lapse can't put it on top of the library."""
    doc = _dissipate({"cast_from": "graveyard"})
    doc["state"]["players"][0]["hand"] = ["Memory Lapse"]
    doc["actions"][0]["card"] = "Memory Lapse"
    out = run(doc, lang="en")
    b = out["final"]["players"][1]
    assert [c["card"] for c in b["exile"]] == ["Grizzly Bears"] and b["library"] == 30
    assert "mtg.move.flashback_exile" in _keys(out)


def test_validator_refuses_an_unknown_zone():
    from judge.mtg.validate import validate
    spell = {"card": "Odd Counterspell", "kind": "instant", "mana_cost": "{U}", "target": ["spell"],
             "effects": [{"do": "counter", "of": "target:0", "zone": "battlefield"}]}
    doc = _dissipate({})
    doc["state"]["players"][0]["hand"] = [spell]
    assert any("zone" in str(p) for p in validate(doc))
    spell["effects"][0]["zone"] = "library_bottom"
    assert not any("zone" in str(p) for p in validate(doc))
