"""Self-restrictions and entry statics with real cards (issue 21), each expectation written from the
card's Oracle text: blocking and attacking restrictions checked on the declaration (508.1c, 509.1a-b,
506.5), "doesn't untap" (502.3), "enters tapped unless ..." (614.1d, 614.12a)."""
import copy
import re

import pytest

from judge.engine import check_expect, run
from judge.mtg import cards as catalogue
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.scenario import entry


@pytest.fixture
def pool(by_name):
    before = catalogue._source
    catalogue.set_card_source(lambda n: copy.deepcopy(entry(by_name[n])) if n in by_name else None)
    yield by_name
    catalogue.set_card_source(before)


def _full(pool, *names):
    for n in names:
        if catalogue.builtin(n) is None:
            r = compile_card(pool[n])
            assert r["status"] == "full", (n, [ln for ln in r["lines"] if not ln["modelled"]])


def _texts_ok(doc):
    for lang in ("th", "ko"):
        for step in run(doc, lang)["steps"]:
            assert all(e["text"] and not re.search(r"\{[a-z_]+\}", e["text"]) for e in step["events"]), step["events"]


def _blocks(attackers, blockers, pairs, extra=()):
    """A declare-blockers step: A attacks with `attackers` ({id: card}), B has `blockers`."""
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"active": "A", "step": "declare_attackers", "players": [{"id": "A"}, {"id": "B"}],
                      "battlefield": [{"id": i, "card": c, "controller": "A"} for i, c in attackers.items()]
                      + [{"id": i, "card": c, "controller": "B"} for i, c in blockers.items()] + list(extra),
                      "combat": {"attackers": [{"id": i, "defending": "B"} for i in attackers]}},
            "actions": [{"type": "declare_blockers", "blockers": [{"id": b, "blocking": a} for b, a in pairs]}]}


def _block_events(doc):
    return run(doc)["steps"][1]["events"]


@pytest.mark.parametrize("attackers,blockers,pairs,key", [
    # Cloud Sprite: "This creature can block only creatures with flying."
    ({"att": "Grizzly Bears"}, {"blk": "Cloud Sprite"}, [("blk", "att")], "mtg.illegal.block.block_only"),
    ({"att": "Wind Drake"}, {"blk": "Cloud Sprite"}, [("blk", "att")], None),
    # Treetop Scout: "This creature can't be blocked except by creatures with flying."
    ({"att": "Treetop Scout"}, {"blk": "Grizzly Bears"}, [("blk", "att")], "mtg.illegal.block.except_by"),
    ({"att": "Treetop Scout"}, {"blk": "Wind Drake"}, [("blk", "att")], None),
    # Elven Riders: "... can't be blocked except by Walls and/or creatures with flying." (reach is not flying)
    ({"att": "Elven Riders"}, {"blk": "Wall of Stone"}, [("blk", "att")], None),
    ({"att": "Elven Riders"}, {"blk": "Giant Spider"}, [("blk", "att")], "mtg.illegal.block.except_by"),
    # Goldmeadow Dodger: "... can't be blocked by creatures with power 4 or greater."
    ({"att": "Goldmeadow Dodger"}, {"blk": "Craw Wurm"}, [("blk", "att")], "mtg.illegal.block.blocked_by"),
    ({"att": "Goldmeadow Dodger"}, {"blk": "Hill Giant"}, [("blk", "att")], None),
    # Bog Rats: "This creature can't be blocked by Walls."
    ({"att": "Bog Rats"}, {"blk": "Wall of Stone"}, [("blk", "att")], "mtg.illegal.block.blocked_by"),
    # Ironclaw Orcs: "This creature can't block creatures with power 2 or greater."
    ({"att": "Grizzly Bears"}, {"blk": "Ironclaw Orcs"}, [("blk", "att")], "mtg.illegal.block.cant_block_filter"),
    ({"att": "Raging Goblin"}, {"blk": "Ironclaw Orcs"}, [("blk", "att")], None),
    # Stalking Tiger: "This creature can't be blocked by more than one creature."
    ({"att": "Stalking Tiger"}, {"b1": "Grizzly Bears", "b2": "Hill Giant"}, [("b1", "att"), ("b2", "att")],
     "mtg.illegal.block.more_than_one"),
    ({"att": "Stalking Tiger"}, {"b1": "Grizzly Bears", "b2": "Hill Giant"}, [("b1", "att")], None),
    # Mogg Flunkies: "This creature can't attack or block alone." (506.5)
    ({"att": "Grizzly Bears"}, {"blk": "Mogg Flunkies", "b2": "Hill Giant"}, [("blk", "att")], "mtg.illegal.block.alone"),
    ({"att": "Grizzly Bears", "a2": "Raging Goblin"}, {"blk": "Mogg Flunkies", "b2": "Hill Giant"},
     [("blk", "att"), ("b2", "a2")], None),
    # Palace Guard: "This creature can block any number of creatures."
    ({"a1": "Grizzly Bears", "a2": "Raging Goblin", "a3": "Hill Giant"}, {"blk": "Palace Guard"},
     [("blk", "a1"), ("blk", "a2"), ("blk", "a3")], None),
    ({"a1": "Grizzly Bears", "a2": "Raging Goblin"}, {"blk": "Palace Guard"}, [("blk", "a1"), ("blk", "a1")],
     "mtg.illegal.block.same_attacker"),
])
def test_block_restrictions(pool, attackers, blockers, pairs, key):
    _full(pool, *attackers.values(), *blockers.values())
    doc = _blocks(attackers, blockers, pairs)
    evs = _block_events(doc)
    if key:
        assert [e["key"] for e in evs] == [key]
        assert evs[0]["rule"] == "509.1a" if key.endswith("same_attacker") else evs[0]["rule"] == "509.1b"
        assert not check_expect(dict(doc, expect={"illegal_count": 1}), run(doc))
    else:
        assert not any(e["type"] == "illegal" for e in evs), evs
        got = sorted((b["id"], b["blocking"]) for b in run(doc)["final"]["combat"]["blockers"])
        assert got == sorted(pairs)
    _texts_ok(doc)


def test_palace_guard_deals_its_damage_divided(pool):
    """Palace Guard (1/4) blocking three attackers: its 1 damage goes to one of them (510.1d)."""
    doc = _blocks({"a1": "Raging Goblin", "a2": "Raging Goblin", "a3": "Raging Goblin"}, {"blk": "Palace Guard"},
                  [("blk", "a1"), ("blk", "a2"), ("blk", "a3")])
    doc["actions"].append({"type": "advance_to", "step": "end_of_combat"})
    doc["expect"] = {"illegal_count": 0, "players": {"B": {"life": 20}}, "absent": ["a1"], "present": ["a2", "a3"],
                     "objects": {"blk": {"damage": 3}}}
    assert not check_expect(doc, run(doc))


def _attack(attackers, extra=(), declared=None):
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A"}, {"id": "B"}],
                      "battlefield": [{"id": i, "card": c, "controller": "A"} for i, c in attackers.items()]
                      + list(extra)},
            "actions": [{"type": "declare_attackers",
                         "attackers": [{"id": i, "defending": "B"} for i in (declared or attackers)]}]}


@pytest.mark.parametrize("attackers,declared,extra,key", [
    # Mogg Flunkies can't attack alone; with another attacker it may
    ({"f": "Mogg Flunkies"}, None, [], "mtg.illegal.attack.alone"),
    ({"f": "Mogg Flunkies", "g": "Grizzly Bears"}, None, [], None),
    ({"f": "Mogg Flunkies", "g": "Grizzly Bears"}, ["f"], [], "mtg.illegal.attack.alone"),
    # Bonded Construct: "This creature can't attack alone."
    ({"c": "Bonded Construct"}, None, [], "mtg.illegal.attack.alone"),
    # Sea Monster: "This creature can't attack unless defending player controls an Island."
    ({"s": "Sea Monster"}, None, [{"id": "sw", "card": "Swamp", "controller": "B"}], "mtg.illegal.attack.unless_defending"),
    ({"s": "Sea Monster"}, None, [{"id": "is", "card": "Island", "controller": "B"}], None),
    ({"s": "Sea Monster"}, None, [{"id": "is", "card": "Island", "controller": "A"}], "mtg.illegal.attack.unless_defending"),
])
def test_attack_restrictions(pool, attackers, declared, extra, key):
    _full(pool, *attackers.values())
    doc = _attack(attackers, extra, declared)
    out = run(doc)
    evs = [e for s in out["steps"][1:] for e in s["events"]]
    if key:
        assert [e["key"] for e in evs if e["type"] == "illegal"] == [key]
        assert [e["rule"] for e in evs if e["type"] == "illegal"] == ["508.1c"]
    else:
        assert not any(e["type"] == "illegal" for e in evs), evs
        assert sorted(a["id"] for a in out["final"]["combat"]["attackers"]) == sorted(declared or attackers)
    _texts_ok(doc)


def test_untapped_enchanted_creature_and_monolith_stay_tapped(pool):
    """Dehydration: "Enchanted creature doesn't untap during its controller's untap step." Basalt
    Monolith: "This artifact doesn't untap during your untap step." (502.3); an untouched land untaps."""
    _full(pool, "Dehydration", "Basalt Monolith")
    doc = {"format": "judge-scenario/1", "game": "mtg",
           "state": {"turn": 2, "active": "B", "step": "end", "players": [{"id": "A"}, {"id": "B"}],
                     "battlefield": [{"id": "bears", "card": "Grizzly Bears", "controller": "A", "tapped": True},
                                     {"id": "dehy", "card": "Dehydration", "controller": "B", "attached_to": "bears"},
                                     {"id": "mono", "card": "Basalt Monolith", "controller": "A", "tapped": True},
                                     {"id": "land", "card": "Forest", "controller": "A", "tapped": True}]},
           "actions": [{"type": "advance_to", "step": "upkeep"}],
           "expect": {"objects": {"bears": {"tapped": True}, "mono": {"tapped": True}, "land": {"tapped": False}},
                      "events": [{"key": "mtg.untap.kept_tapped", "rule": "502.3"}]}}
    out = run(doc)
    assert not check_expect(doc, out)
    _texts_ok(doc)
    # without the Aura the creature untaps
    doc["state"]["battlefield"].pop(1)
    doc["expect"] = {"objects": {"bears": {"tapped": False}, "mono": {"tapped": True}}}
    assert not check_expect(doc, run(doc))


def _play(land, battlefield=(), hand=(), players=2, life=20, choose=None):
    doc = {"format": "judge-scenario/1", "game": "mtg",
           "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                     "players": [{"id": "A", "life": life, "hand": [{"id": "new", "card": land}] + list(hand)}]
                     + [{"id": p} for p in "BCD"[:players - 1]],
                     "battlefield": [dict({"controller": "A"}, **o) for o in battlefield]},
           "actions": [dict({"type": "play_land", "player": "A", "card": "new"},
                            **({"choose": choose} if choose is not None else {}))]}
    return doc


def _tapped(doc):
    out = run(doc)
    assert not any(e["type"] == "illegal" for s in out["steps"] for e in s["events"]), out["steps"][-1]["events"]
    _texts_ok(doc)
    return next(o for o in out["final"]["battlefield"] if o["id"] == "new")["tapped"], out


@pytest.mark.parametrize("land,battlefield,players,tapped", [
    # Glacial Fortress: "This land enters tapped unless you control a Plains or an Island."
    ("Glacial Fortress", [{"id": "i", "card": "Island"}], 2, False),
    ("Glacial Fortress", [{"id": "s", "card": "Swamp"}], 2, True),
    ("Glacial Fortress", [{"id": "i", "card": "Island", "controller": "B"}], 2, True),   # an opponent's
    # Sunken Hollow: "... unless you control two or more basic lands."
    ("Sunken Hollow", [{"id": "i", "card": "Island"}, {"id": "s", "card": "Swamp"}], 2, False),
    ("Sunken Hollow", [{"id": "i", "card": "Island"}, {"id": "g", "card": "Glacial Fortress"}], 2, True),
    # Seachrome Coast: "... unless you control two or fewer other lands."
    ("Seachrome Coast", [{"id": "i", "card": "Island"}, {"id": "p", "card": "Plains"}], 2, False),
    ("Seachrome Coast", [{"id": x, "card": "Island"} for x in "ijk"], 2, True),
    # Bountiful Promenade: "... unless you have two or more opponents."
    ("Bountiful Promenade", [], 2, True),
    ("Bountiful Promenade", [], 3, False),
])
def test_enters_tapped_unless(pool, land, battlefield, players, tapped):
    _full(pool, land)
    t, out = _tapped(_play(land, battlefield, players=players))
    assert t is tapped
    ev = [e for e in out["steps"][1]["events"] if e["rule"] == "614.1d"]
    assert [e["key"] for e in ev] == ["mtg.enters_tapped.unless_false" if tapped else "mtg.enters_tapped.unless_true"]


@pytest.mark.parametrize("choose,life,tapped,life_after,key", [
    # Watery Grave: "As this land enters, you may pay 2 life. If you don't, it enters tapped."
    ("yes", 20, False, 18, "mtg.enters_pay.paid"),
    ("no", 20, True, 20, "mtg.enters_pay.declined"),
    (None, 20, False, 18, "mtg.enters_pay.paid_default"),
    (None, 1, True, 1, "mtg.enters_pay.cannot"),   # 119.4
])
def test_shockland(pool, choose, life, tapped, life_after, key):
    _full(pool, "Watery Grave")
    t, out = _tapped(_play("Watery Grave", life=life, choose=choose))
    assert t is tapped
    assert out["final"]["players"][0]["life"] == life_after
    assert key in [e["key"] for e in out["steps"][1]["events"]]


def test_shockland_refuses_life_it_cannot_pay(pool):
    out = run(_play("Watery Grave", life=1, choose="yes"))
    evs = out["steps"][1]["events"]
    assert [(e["key"], e["rule"]) for e in evs] == [("mtg.illegal.enters_pay", "119.4")]


@pytest.mark.parametrize("hand,choose,tapped,key", [
    # Choked Estuary: "As this land enters, you may reveal an Island or Swamp card from your hand. If you
    # don't, this land enters tapped."
    ([{"id": "isl", "card": "Island"}], None, False, "mtg.enters_reveal.revealed_default"),
    ([{"id": "isl", "card": "Island"}], "no", True, "mtg.enters_reveal.declined"),
    ([{"id": "mtn", "card": "Mountain"}, {"id": "sw", "card": "Swamp"}], "sw", False, "mtg.enters_reveal.revealed"),
    ([{"id": "mtn", "card": "Mountain"}], None, True, "mtg.enters_reveal.none_known"),
    ([{"id": "u1", "card": "(card)", "unknown": True}], None, True, "mtg.enters_reveal.none_known"),
])
def test_reveal_land(pool, hand, choose, tapped, key):
    _full(pool, "Choked Estuary")
    t, out = _tapped(_play("Choked Estuary", hand=hand, choose=choose))
    assert t is tapped
    assert key in [e["key"] for e in out["steps"][1]["events"]]


def test_reveal_land_refuses_a_card_of_another_type(pool):
    out = run(_play("Choked Estuary", hand=[{"id": "mtn", "card": "Mountain"}], choose="mtn"))
    assert [(e["key"], e["rule"]) for e in out["steps"][1]["events"]] == [("mtg.illegal.enters_reveal", "701.20a")]


@pytest.mark.parametrize("text,reason", [
    ("This creature can't be blocked by creatures with greater power.", "not a creature word"),
    ("This creature can't be blocked by creatures the monarch controls.", "not a creature word"),
    ("This creature can't block unless you control another Zombie.", "a restriction with a condition"),
    ("This creature can't be blocked as long as defending player controls an artifact.", "the defending player"),
    ("This creature can't be blocked except by four or more creatures.", "a form the engine does not check"),
    ("This land enters tapped unless it's your first, second, or third turn of the game.", "a condition"),
])
def test_forms_the_engine_cannot_judge_stay_not_modelled(text, reason):
    from judge.mtg.oracle.compiler import compile_card as cc
    card = {"name": "Test Card", "faces": [{"name": "Test Card", "types": ["Land" if "land" in text else "Creature"],
                                            "power": "2", "toughness": "2", "text": text}]}
    ln = cc(card)["lines"][0]
    assert not ln["modelled"] and reason in ln["reason"], ln


def test_cant_be_blocked_this_turn_crafty_pathmage(pool):
    """Crafty Pathmage: "{T}: Target creature with power 2 or less can't be blocked this turn." The
    bears it targeted can't be blocked (509.1b); a creature with power 3 is no legal target."""
    _full(pool, "Crafty Pathmage")
    doc = {"format": "judge-scenario/1", "game": "mtg",
           "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": [{"id": "A"}, {"id": "B"}],
                     "battlefield": [{"id": "path", "card": "Crafty Pathmage", "controller": "A"},
                                     {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
                                     {"id": "giant", "card": "Hill Giant", "controller": "A"},
                                     {"id": "wall", "card": "Wall of Stone", "controller": "B"}]},
           "actions": [{"type": "activate", "permanent": "path", "ability": 0, "targets": ["giant"]},
                       {"type": "activate", "permanent": "path", "ability": 0, "targets": ["bears"]},
                       {"type": "resolve"},
                       {"type": "declare_attackers", "attackers": [{"id": "bears", "defending": "B"}]},
                       {"type": "declare_blockers", "blockers": [{"id": "wall", "blocking": "bears"}]},
                       {"type": "declare_blockers", "blockers": []},
                       {"type": "advance_to", "step": "end_of_combat"}],
           "expect": {"illegal_count": 2, "players": {"B": {"life": 18}},
                      "step_events": {"5": [{"key": "mtg.illegal.block.unblockable", "rule": "509.1b"}]}}}
    out = run(doc)
    assert not check_expect(doc, out), check_expect(doc, out)
    assert out["steps"][1]["events"][0]["type"] == "illegal"   # Hill Giant has power 3
    _texts_ok(doc)
