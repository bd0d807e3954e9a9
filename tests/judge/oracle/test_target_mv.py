""""<Effect on the one target>. If its mana value was N or less, <effects>." (CR 608.2c; 608.2h: a
target an earlier effect moved is read as it last existed on the battlefield): the condition
{"cond": "target", "of": "target:0", "mv_max": N} (judge/mtg/conditions.py _check_target; the
resolving object's `target_lki`, judge/mtg/resolution.py). Cards are named only; their definitions
are compiled from the shared card file."""
import re

import pytest

from judge.engine import run
from judge.engine.messages import render
from judge.mtg import conditions
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line


@pytest.mark.parametrize("name, n", [("Raze to the Ground", 1), ("Fading Hope", 3), ("Extinguish the Light", 3),
                                     ("Perilous Voyage", 2), ("Tainted Treats", 4)])
def test_compiled(by_name, name, n):
    r = compile_card(by_name[name])
    assert r["status"] == "full", r["lines"]
    ln = next(x for x in r["lines"] if "mana value was" in x["text"])
    cond = ln["compiled"]["effects"][-1]["if"]
    assert cond == {"cond": "target", "of": "target:0", "mv_max": n}
    assert conditions.problems(cond) == []
    for lang in ("en", "th", "ko"):
        m = describe_line(ln)
        text = render(m.key, m.params, lang)
        assert not re.search(r"\{[a-z_]+\}", text), text


def test_a_spell_target_stays_not_modelled(by_name):
    """Reject Imperfection: "that spell's mana value" of a countered spell (not read)."""
    r = compile_card(by_name["Reject Imperfection"])
    assert r["status"] != "full"


def test_problems():
    assert conditions.problems({"cond": "target", "of": "target:0", "mv_max": -1})
    assert conditions.problems({"cond": "target", "of": "target:0", "mv_max": 2, "word": "creature"})
    assert conditions.problems({"cond": "target", "of": "target:0", "mv_max": 2}, static=True)


def _extinguish(card, extra=None):
    bf = [dict({"id": "t", "controller": "B", "card": card}, **(extra or {}))]
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "hand": ["Extinguish the Light"], "library": 30},
                                  {"id": "B", "life": 20, "hand": [], "library": 30}], "battlefield": bf, "stack": []},
            "actions": [{"type": "cast", "player": "A", "card": "Extinguish the Light", "targets": ["t"]},
                        {"type": "resolve"}]}


def test_destroyed_target_read_as_it_last_existed(source):
    out = run(_extinguish("Grizzly Bears"), lang="en")
    assert out["final"]["players"][0]["life"] == 23
    out = run(_extinguish("Hill Giant"), lang="en")
    assert out["final"]["players"][0]["life"] == 20


def test_target_still_there_is_read_now(source):
    """An indestructible target stays on the battlefield (702.12b): its mana value now."""
    out = run(_extinguish("Grizzly Bears", {"keywords": ["indestructible"]}), lang="en")
    assert out["final"]["players"][0]["life"] == 23
    keys = [ev.get("key") for st in out["steps"] for ev in st["events"]]
    assert "mtg.effect.if_true" in keys
    whys = [ev for st in out["steps"] for ev in st["events"] if ev.get("key") == "mtg.effect.if_true"]
    assert "last existed" not in whys[0]["text"]
