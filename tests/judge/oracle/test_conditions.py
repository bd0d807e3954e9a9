"""Trigger events and conditions of the Oracle compiler (issue 21) played with real cards: the
events of judge/mtg/oracle/events.py and the conditions of judge/mtg/oracle/conditions.py. Cards are
named only; their definitions are compiled from the shared card file."""
import copy

import pytest

from judge.engine import run
from judge.mtg import cards as catalogue
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.scenario import entry


@pytest.fixture(scope="module")
def source(by_name):
    made = {}

    def src(name):
        if name in by_name and name not in made:
            made[name] = entry(by_name[name], compile_card(by_name[name]))
        return copy.deepcopy(made.get(name))

    before = catalogue._source
    catalogue.set_card_source(src)
    yield made
    catalogue.set_card_source(before)


def player(pid, hand=(), life=20):
    return {"id": pid, "life": life, "poison": 0, "library": 30, "hand": list(hand), "graveyard": [], "exile": []}


def board(bf, actions, hand_a=(), hand_b=(), active="A", step="main1", life_a=20):
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": active, "step": step, "priority": active,
                      "players": [player("A", hand_a, life_a), player("B", hand_b)], "battlefield": bf, "stack": []},
            "actions": actions}


def final(out, oid):
    return next((o for o in out["final"]["battlefield"] if o["id"] == oid), None)


def life(out, pid):
    return next(p["life"] for p in out["final"]["players"] if p["id"] == pid)


def triggered(out, card):
    return [ev for s in out["steps"] for ev in s["events"]
            if ev["type"] == "trigger" and ev.get("key") == "mtg.trigger.triggers" and card in ev["text"]]


def test_one_lifelink_source_damaging_two_blockers_is_one_life_gain(source):
    """119.9, 120.3f: a lifelink creature blocked by two creatures deals its combat damage at once:
    one life gain event, so "whenever you gain life" triggers once (Hallowed Priest)."""
    d = board([{"id": "priest", "controller": "A", "card": "Hallowed Priest"},
               {"id": "vamp", "controller": "A", "card": "Lifelinker", "types": ["creature"], "power": 2,
                "toughness": 2, "keywords": ["lifelink"]},
               {"id": "b1", "controller": "B", "card": "Grizzly Bears"},
               {"id": "b2", "controller": "B", "card": "Ornithopter"}],
              [{"type": "declare_attackers", "attackers": [{"id": "vamp", "defending": "B"}]},
               {"type": "declare_blockers", "player": "B", "blockers": [{"id": "b1", "blocking": "vamp"},
                                                                       {"id": "b2", "blocking": "vamp"}]},
               {"type": "assign_damage", "attacker": "vamp", "assignment": {"b1": 1, "b2": 1}},
               {"type": "advance_to", "step": "main2"}])
    out = run(d, lang="en")
    assert not [ev for st in out["steps"] for ev in st["events"] if ev["type"] == "illegal"]
    assert life(out, "A") == 22
    assert len(triggered(out, "Hallowed Priest")) == 1
    assert final(out, "priest")["counters"].get("+1/+1") == 1


def test_own_draws_do_not_trigger_an_opponents_draw_ability(source):
    """Underworld Dreams ("an opponent draws"): its controller's own draws do not trigger it."""
    d = board([{"id": "dreams", "controller": "A", "card": "Underworld Dreams"}],
              [{"type": "cast", "player": "A", "card": "Divination"}, {"type": "resolve"}], hand_a=["Divination"])
    out = run(d, lang="en")
    assert life(out, "A") == 20 and life(out, "B") == 20
    assert not triggered(out, "Underworld Dreams")


def test_another_creatures_combat_damage_not_its_noncombat_damage(source):
    """Larceny: a creature you control dealing combat damage to a player triggers it; Shock (not a
    creature you control, not combat damage) does not."""
    d = board([{"id": "larceny", "controller": "A", "card": "Larceny"}],
              [{"type": "cast", "player": "A", "card": "Shock", "targets": ["B"]}, {"type": "resolve"}],
              hand_a=["Shock"], hand_b=["Plains", "Swamp"])
    out = run(d, lang="en")
    assert life(out, "B") == 18
    assert not triggered(out, "Larceny")
