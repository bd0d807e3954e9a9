"""Prevention effects of a resolving spell or ability for this turn (615.1a): all [combat] damage
that would be dealt to one object or player, or by one object; they end in the cleanup step (514.2)."""
from judge.engine import run

BEARS = {"card": "Grizzly Bears", "types": ["creature"], "power": 2, "toughness": 2}


def _spell(sid, effects, target):
    return {"id": sid, "card": "Spell " + sid, "types": ["instant"], "mana_cost": "{0}", "target": target,
            "effects": effects}


BOLT = _spell("bolt", [{"do": "damage", "to": "target:0", "amount": 3}], ["any"])


def _doc(actions, hand, bf=(), st=None):
    state = {"active": "A", "step": "main1", "players": [{"id": "A", "life": 20, "hand": hand}, {"id": "B", "life": 20}],
             "battlefield": [dict(BEARS, id="bears", controller="A")] + list(bf)}
    state.update(st or {})
    return {"format": "judge-scenario/1", "game": "mtg", "state": state, "actions": actions}


def _bolt(target):
    return [{"type": "cast", "player": "A", "card": "bolt", "targets": [target]}, {"type": "resolve"}]


def test_all_damage_to_a_target_this_turn():
    ward = _spell("ward", [{"do": "prevent", "all_to": "target:0"}], ["creature"])
    out = run(_doc([{"type": "cast", "player": "A", "card": "ward", "targets": ["bears"]}, {"type": "resolve"}] + _bolt("bears"),
                   [ward, BOLT]))
    bears = next(o for o in out["final"]["battlefield"] if o["id"] == "bears")
    assert bears.get("damage", 0) == 0
    assert out["final"]["prevent_to"] == ["bears"]
    assert any(e["key"] == "mtg.prevent.turn_prevented_to" for s in out["steps"] for e in s["events"])


def test_combat_only_lets_other_damage_through():
    ward = _spell("ward", [{"do": "prevent", "all_to": "controller", "combat": True}], [])
    out = run(_doc([{"type": "cast", "player": "A", "card": "ward"}, {"type": "resolve"}] + _bolt("A"), [ward, BOLT]))
    assert out["final"]["players"][0]["life"] == 17   # a Bolt is not combat damage


def test_by_a_source_combat():
    doc = _doc([{"type": "advance_to", "step": "end_of_combat"}], [],
               st={"step": "declare_blockers", "prevent_combat_sources": ["bears"],
                   "combat": {"attackers": [{"id": "bears", "defending": "B"}], "blockers": [], "blockers_declared": True}})
    out = run(doc)
    assert out["final"]["players"][1]["life"] == 20


def test_ends_in_cleanup():
    out = run(_doc([{"type": "advance_to", "step": "cleanup"}], [], st={"prevent_to": ["bears"], "prevent_combat_to": ["A"],
                                                                       "prevent_combat_sources": ["bears"]}))
    for k in ("prevent_to", "prevent_combat_to", "prevent_combat_sources"):
        assert not out["final"].get(k)


# ---- static prevention (615.1a, 615.5): keywords of the permanent, of an Aura, of a player's permanent
def _with(kws, **kw):
    return [dict(BEARS, id="wall", controller="A", keywords=kws, **kw)]


def test_static_to_it_noncombat_and_combat():
    out = run(_doc(_bolt("wall"), [BOLT], _with(["prevent all damage dealt to it"])))
    assert next(o for o in out["final"]["battlefield"] if o["id"] == "wall").get("damage", 0) == 0
    out = run(_doc(_bolt("wall"), [BOLT], _with(["prevent all combat damage dealt to it"])))   # a Bolt is not combat
    assert not any(o["id"] == "wall" for o in out["final"]["battlefield"])


def test_static_to_you_from_a_permanent():
    ench = {"id": "chasm", "card": "Chasm", "types": ["enchantment"], "controller": "A", "keywords": ["prevent all damage dealt to you"]}
    out = run(_doc(_bolt("A"), [BOLT], [ench]))
    assert out["final"]["players"][0]["life"] == 20
    assert any(e["key"] == "mtg.prevent.static_to" and "Chasm" in e["text"] for s in out["steps"] for e in s["events"])


def test_aura_prevention_by_stays_when_the_creature_loses_abilities():
    aura = {"id": "muzzle", "card": "Muzzle", "types": ["enchantment"], "subtypes": ["Aura"], "controller": "B",
            "attached_to": "bears", "static": [{"keywords": ["prevent all damage dealt by it"]}]}
    doc = _doc([{"type": "advance_to", "step": "end_of_combat"}], [], [aura],
               st={"step": "declare_blockers", "combat": {"attackers": [{"id": "bears", "defending": "B"}], "blockers": [],
                                                          "blockers_declared": True}})
    doc["state"]["battlefield"][0]["until_eot"] = [{"lose_abilities": True}]
    assert run(doc)["final"]["players"][1]["life"] == 20


def test_phantom_one_counter_for_simultaneous_damage():
    phantom = dict(BEARS, id="ph", controller="A", power=0, toughness=0, counters={"+1/+1": 2},
                   keywords=["prevent damage dealt to it and remove a +1/+1 counter"])
    blockers = [dict(BEARS, id="b1", controller="B"), dict(BEARS, id="b2", controller="B")]
    doc = _doc([{"type": "advance_to", "step": "end_of_combat"}], [], [phantom] + blockers,
               st={"step": "declare_blockers", "combat": {"attackers": [{"id": "ph", "defending": "B"}],
                                                          "blockers": [{"id": "b1", "blocking": "ph"}, {"id": "b2", "blocking": "ph"}],
                                                          "blockers_declared": True}})
    ph = next(o for o in run(doc)["final"]["battlefield"] if o["id"] == "ph")
    assert ph["counters"]["+1/+1"] == 1 and ph.get("damage", 0) == 0
