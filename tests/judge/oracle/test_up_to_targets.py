""""Up to N target ..." outside an activated ability (601.2c: a variable number of targets, announced
as the spell is cast; 603.3d: a triggered ability's targets are chosen as it is put on the stack,
and with "up to" it goes on the stack even with none): the compiler's `target_min` on a spell and on
a triggered ability, the engine's casting check, the trigger's default (an optional target with no
legal choice is left out) and the describe sentence. Real cards in features/ (Tandem Tactics,
Myconid Spore Tender, Nebelgast Intruder, Lethal Protection)."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line
from judge.mtg.oracle.scenario import entry
from tests.judge.oracle.test_oracle_compile import card


def _en(line):
    m = describe_line(line)
    return render(m.key, m.params, "en")


def test_spell_up_to_one_and_up_to_two():
    r = compile_card(card("Test Spell", "Destroy target land. Put a +1/+1 counter on up to one target creature.",
                          types=("sorcery",)))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["target"] == ["land", "creature"] and r["definition"]["target_min"] == 1
    assert "up to one target creature" in _en(r["lines"][0])
    r = compile_card(card("Test Spell", "Tap up to two target creatures.", types=("instant",)))
    assert r["status"] == "full" and r["definition"]["target_min"] == 0
    assert r["definition"]["one_target_word"] is True


def test_trigger_up_to_one_and_a_graveyard_card():
    r = compile_card(card("Test Bear", "When this creature enters, return up to one target creature card from "
                          "your graveyard to your hand.", types=("creature",), power="2", toughness="2"))
    assert r["status"] == "full", r["lines"]
    t = r["definition"]["triggers"][0]
    assert t["target"] == ["creature card in your graveyard"] and t["target_min"] == 0


def test_still_refused():
    for text in ("Destroy up to one target creature. Tap target land.",   # a required target after an optional one
                 "Return up to one other target creature to its owner's hand."):
        assert compile_card(card("Test Spell", text, types=("sorcery",)))["status"] == "none", text


def _doc(bf, hand, actions):
    players = [{"id": "A", "life": 20, "library": 20, "hand": hand, "graveyard": [], "exile": []},
               {"id": "B", "life": 20, "library": 20, "hand": [], "graveyard": [], "exile": []}]
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
                      "battlefield": bf, "stack": []}, "actions": actions, "expect": {}}


def test_engine_spell_with_no_target_resolves_and_trigger_leaves_one_out():
    spell = card("Test Spell", "Up to one target creature gets -2/-2 until end of turn. You gain 2 life.",
                 types=("instant",))
    bear = card("Test Bear", "When this creature enters, tap up to one target artifact.", types=("creature",),
                power="2", toughness="2")
    bf = [{"id": "b1", "card": "Grizzly Bears", "controller": "B"}]
    hand = [dict(entry(spell, compile_card(spell)), id="s"), dict(entry(bear, compile_card(bear)), id="t")]
    out = run(_doc(bf, hand, [{"type": "cast", "player": "A", "card": "s"}, {"type": "resolve"},
                              {"type": "cast", "player": "A", "card": "t"}, {"type": "resolve"}, {"type": "resolve"}]))
    evs = [e for s in out["steps"] for e in s["events"]]
    assert not [e for e in evs if e["type"] == "illegal"]
    assert not [e for e in evs if e["key"] == "mtg.resolve.fizzle"]   # no target chosen: not "all illegal" (608.2b)
    assert next(p for p in out["final"]["players"] if p["id"] == "A")["life"] == 22
    assert any(e["key"] == "mtg.trigger.targets_none" for e in evs)   # no artifact: on the stack anyway (603.3d)
    assert not any(e["key"] == "mtg.trigger.no_target" for e in evs)
