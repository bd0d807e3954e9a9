"""Sagas (CR 714, judge/mtg/sagas.py): a lore counter as a Saga enters (714.3a) and as its controller's
precombat main phase begins (505.4, 714.3b); chapter abilities trigger when the count reaches their
number (714.2b), "I, II" being two abilities (714.2c); the Saga is sacrificed once it has its final
chapter's count and no chapter ability of its is waiting or on the stack (704.5s, 714.4); the printed
final chapter counts even when a chapter line is not modelled (714.2d). The compiler's lines are in
tests/judge/oracle/test_sagas.py; real cards in tests/judge/oracle/features (The Eldest Reborn,
Vault 75: Middle School)."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run
from judge.mtg.validate import validate

GAIN = [{"do": "gain_life", "amount": 2, "to": "controller"}]


def _saga(chapters=((1,), (2,), (3,)), lore=None, final=None, pid="saga"):
    d = {"id": pid, "card": "Test Saga", "types": ["enchantment"], "subtypes": ["Saga"], "controller": "A",
         "triggers": [{"when": "chapter", "chapters": list(c), "text": "chapter", "effects": GAIN} for c in chapters]}
    if lore is not None:
        d["counters"] = {"lore": lore}
    if final is not None:
        d["final_chapter"] = final
    return d


def _doc(battlefield=(), actions=(), stack=(), step="main1", hand=()):
    st = {"turn": 3, "active": "A", "step": step, "priority": "A",
          "players": [{"id": p, "life": 20, "library": 30, "hand": list(hand) if p == "A" else []} for p in "AB"],
          "battlefield": list(battlefield), "stack": list(stack)}
    return {"format": "judge-scenario/1", "game": "mtg", "state": st, "actions": list(actions)}


def _keys(out):
    return [(e["key"], e["rule"]) for st in out["steps"] for e in st["events"]
            if e["key"].startswith(("mtg.saga.", "mtg.trigger.chapter", "mtg.sba.saga"))]


def test_it_enters_with_a_lore_counter_and_chapter_one_triggers():
    spell = dict(_saga(), id="s", kind="enchantment")
    spell.pop("controller")
    out = run(_doc(stack=[dict(spell, controller="A")], actions=[{"type": "resolve"}, {"type": "resolve"}]))
    assert _keys(out) == [("mtg.saga.enters", "714.3a"), ("mtg.trigger.chapter", "714.2b")]
    assert out["final"]["players"][0]["life"] == 22
    assert out["final"]["battlefield"][0]["counters"] == {"lore": 1}


def test_precombat_main_adds_a_counter_and_the_last_chapter_sacrifices_it_after_it_resolves():
    out = run(_doc([_saga(lore=2)], [{"type": "advance_to", "step": "main1"}, {"type": "advance_to", "step": "main1"}],
                   step="end"))
    # turn 4 is B's: nothing; turn 5, A's precombat main phase: the third counter, chapter III triggers
    assert _keys(out) == [("mtg.saga.lore", "714.3b"), ("mtg.trigger.chapter", "714.2b")]
    assert out["final"]["battlefield"] and out["final"]["stack"]   # 704.5s waits: its chapter is on the stack
    out = run(_doc([_saga(lore=2)], [{"type": "advance_to", "step": "main1"}, {"type": "advance_to", "step": "main1"},
                                     {"type": "resolve"}], step="end"))
    assert _keys(out)[-1] == ("mtg.sba.saga", "704.5s")
    assert not out["final"]["battlefield"] and out["final"]["players"][0]["life"] == 22
    assert [c.get("card") for c in out["final"]["players"][0]["graveyard"]] == ["Test Saga"]


def test_two_numerals_are_two_abilities():
    """714.2c: "I, II" triggers at 1 and again at 2."""
    out = run(_doc([_saga(chapters=((1, 2), (3,)), lore=1)],
                   [{"type": "advance_to", "step": "main1"}, {"type": "advance_to", "step": "main1"}, {"type": "resolve"}],
                   step="end"))
    assert ("mtg.trigger.chapter", "714.2b") in _keys(out)
    assert out["final"]["players"][0]["life"] == 22 and out["final"]["battlefield"][0]["counters"] == {"lore": 2}


def test_the_printed_final_chapter_counts_when_a_chapter_is_not_modelled():
    """714.2d: a Saga whose chapter III line the engine does not model still has III as its last
    chapter: after chapter I it stays; without `final_chapter` it would go after chapter I."""
    keep = run(_doc([_saga(chapters=((1,),), lore=0, final=3)], []))
    assert keep["final"]["battlefield"], "a Saga with 0 < 3 lore counters stays"
    mine = run(_doc([_saga(chapters=((1,),), lore=1, final=3)], []))
    assert mine["final"]["battlefield"]
    gone = run(_doc([_saga(chapters=((1,),), lore=1)], []))
    assert not gone["final"]["battlefield"] and ("mtg.sba.saga", "704.5s") in _keys(gone)
    last = run(_doc([_saga(chapters=((1,),), lore=2, final=3)], [{"type": "advance_to", "step": "main1"},
                                                                 {"type": "advance_to", "step": "main1"}], step="end"))
    assert not last["final"]["battlefield"]   # the third counter: no modelled chapter triggers, but it is the last


def test_proliferate_adds_a_lore_counter_and_triggers_the_next_chapter():
    spell = {"id": "s", "card": "Proliferate Spell", "kind": "sorcery", "controller": "A", "effects": [{"do": "proliferate"}]}
    out = run(_doc([_saga(lore=1)], [{"type": "resolve"}, {"type": "resolve"}], stack=[spell]))
    assert ("mtg.trigger.chapter", "714.2b") in _keys(out)
    assert out["final"]["players"][0]["life"] == 22 and out["final"]["battlefield"][0]["counters"] == {"lore": 2}


def test_chapters_are_validated():
    bad = _saga()
    bad["triggers"][0]["chapters"] = [0]
    bad["triggers"][1]["chapters"] = "II"
    bad["triggers"][2] = {"when": "upkeep", "chapters": [3], "effects": GAIN}
    probs = validate(_doc([bad]))
    text = "\n".join(str(p) for p in probs)
    assert "triggers[0].chapters" in text and "triggers[1].chapters" in text and "triggers[2].chapters" in text
    assert validate(_doc([dict(_saga(), final_chapter=0)]))
