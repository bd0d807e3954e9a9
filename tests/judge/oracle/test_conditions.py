"""Trigger events and conditions of the Oracle compiler (issue 21) played with real cards: the
events of judge/mtg/oracle/events.py and the conditions of judge/mtg/oracle/conditions.py. Cards are
named only; their definitions are compiled from the shared card file."""
import copy

import pytest

from judge.engine import run


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


def events(out, key):
    return [ev for s in out["steps"] for ev in s["events"] if ev.get("key") == key]


def _bf(out):
    return sorted((o["id"], bool(o.get("tapped")), tuple(sorted((o.get("counters") or {}).items())))
                  for o in out["final"]["battlefield"])


def test_false_intervening_if_leaves_the_board_unchanged(source):
    """Mold Shambler cast without kicker: "if it was kicked" is false when it enters, so the
    ability does not trigger (603.4): the noncreature permanents stay, the board is what the
    spell alone made."""
    bf = [{"id": "b-ench", "controller": "B", "card": "Glorious Anthem"}]
    kicked = board(copy.deepcopy(bf), [{"type": "cast", "player": "A", "card": "Mold Shambler", "kicked": True},
                                       {"type": "resolve"}, {"type": "resolve"}], hand_a=["Mold Shambler"])
    plain = board(copy.deepcopy(bf), [{"type": "cast", "player": "A", "card": "Mold Shambler"},
                                      {"type": "resolve"}], hand_a=["Mold Shambler"])
    out_k, out_p = run(kicked, lang="en"), run(plain, lang="en")
    assert final(out_k, "b-ench") is None
    assert final(out_p, "b-ench") is not None
    assert [o["id"] for o in out_p["final"]["battlefield"]] == ["b-ench", "A-mold-shambler"]
    assert out_p["final"]["stack"] == []
    assert len(events(out_p, "mtg.trigger.if_false")) == 1 and not triggered(out_p, "Mold Shambler")
    for lang in ("th", "ko"):
        ev = events(run(plain, lang=lang), "mtg.trigger.if_false")[0]
        assert "603.4" in ev["text"] and "{" not in ev["text"]


def test_intervening_if_checked_again_on_resolution(source):
    """603.4: Ivory Crane Netsuke triggers with seven cards in hand; a card cast before it resolves
    leaves six, so it is removed from the stack and does nothing."""
    hand = ["Plains", "Plains", "Island", "Island", "Swamp", "Swamp", "Shock"]
    d = board([{"id": "netsuke", "controller": "A", "card": "Ivory Crane Netsuke"}],
              [{"type": "advance_to", "step": "upkeep"},
               {"type": "cast", "player": "A", "card": "Shock", "targets": ["B"]},
               {"type": "resolve"}, {"type": "resolve"}], hand_a=hand, step="untap")
    out = run(d, lang="en")
    assert not events(out, "mtg.illegal.empty_stack")
    assert len(triggered(out, "Ivory Crane Netsuke")) == 1
    assert len(events(out, "mtg.trigger.if_false_resolve")) == 1
    assert life(out, "A") == 20 and life(out, "B") == 18


def test_false_effect_condition_skips_only_that_effect(source):
    """Temporal Machinations with no artifact: the creature returns, no card is drawn, and the
    step says why (608.2c)."""
    d = board([{"id": "b-bear", "controller": "B", "card": "Grizzly Bears"}],
              [{"type": "cast", "player": "A", "card": "Temporal Machinations", "targets": ["b-bear"]},
               {"type": "resolve"}], hand_a=["Temporal Machinations"])
    out = run(d, lang="en")
    a = out["final"]["players"][0]
    assert a["library"] == 30 and len(a["hand"]) == 0
    assert final(out, "b-bear") is None
    assert len(events(out, "mtg.effect.if_false")) == 1


def test_a_condition_the_engine_does_not_know_is_refused():
    from judge.engine.errors import ScenarioError
    from judge.mtg.game import MtgGame
    d = board([{"id": "x", "controller": "A", "card": "Thing", "types": ["artifact"],
                "triggers": [{"when": "upkeep", "condition": {"cond": "a creature died this turn"},
                              "effects": [{"do": "draw", "n": 1}]}]}], [])
    with pytest.raises(ScenarioError, match="condition"):
        MtgGame.from_document(d)


def test_dealt_damage_by_two_blockers_at_once_triggers_once(source):
    """603.2c: Fungusaur blocked by two creatures is dealt their combat damage at the same time:
    one event, one trigger, one +1/+1 counter."""
    d = board([{"id": "fung", "controller": "A", "card": "Fungusaur", "counters": {"+1/+1": 3}},
               {"id": "b1", "controller": "B", "card": "Grizzly Bears"},
               {"id": "b2", "controller": "B", "card": "Ornithopter"},
               {"id": "b3", "controller": "B", "card": "Raging Goblin"}],
              [{"type": "declare_attackers", "attackers": [{"id": "fung", "defending": "B"}]},
               {"type": "declare_blockers", "player": "B", "blockers": [{"id": "b1", "blocking": "fung"},
                                                                       {"id": "b3", "blocking": "fung"}]},
               {"type": "advance_to", "step": "main2"}])
    out = run(d, lang="en")
    assert not [ev for st in out["steps"] for ev in st["events"] if ev["type"] == "illegal"]
    assert len(triggered(out, "Fungusaur")) == 1
    assert final(out, "fung")["counters"].get("+1/+1") == 4


def _leak(choose=None, mana_b=None):
    d = board([], [{"type": "cast", "player": "A", "card": "Mana Leak", "targets": ["b-bears-spell"]},
                   dict({"type": "resolve"}, **({"choose": choose} if choose else {}))], hand_a=["Mana Leak"])
    d["state"]["stack"] = [{"id": "b-bears-spell", "controller": "B", "card": "Grizzly Bears"}]
    if mana_b is not None:
        d["state"]["players"][1]["mana"] = mana_b
    return d


def test_counter_unless_paid_by_default_and_said(source):
    """118.12a: "unless its controller pays {3}": with no choice given the controller pays if able
    (the documented default, said on the step); the spell stays on the stack."""
    out = run(_leak(), lang="en")
    assert [o["id"] for o in out["final"]["stack"]] == ["b-bears-spell"]
    assert len(events(out, "mtg.unless.default")) == 1 and len(events(out, "mtg.unless.paid")) == 1


def test_counter_unless_cannot_pay(source):
    out = run(_leak(mana_b="{U}"), lang="en")
    assert out["final"]["stack"] == []
    assert len(events(out, "mtg.unless.cannot_pay")) == 1
    assert len(out["final"]["players"][1]["graveyard"]) == 1
