"""More trigger events (issue 21, second round): the draw step (603.2b, 504.1), end of combat
(511.2), the upkeep of the enchanted permanent's controller (an Aura's `whose:
"attached_controller"`). Custom cards only: no card file needed."""
from tests.judge.engine.test_mtg_trigger_events import _bear, _game, _keys, _trig


def test_draw_step_trigger_after_the_draw_and_whose():
    mine = {"id": "mine", "controller": "A", "types": ["artifact"], "card": "Mine",
            "triggers": [_trig("draw_step", [{"do": "draw", "n": 1, "to": "that_player"}], whose="each")]}
    vault = {"id": "vault", "controller": "B", "types": ["artifact"], "card": "Vault",
             "triggers": [_trig("draw_step", [{"do": "damage", "amount": 1, "to": "controller"}])]}
    g = _game([mine, vault], step="upkeep")
    ev = g.apply({"type": "advance"})
    keys = [e.key for e in ev]
    # triggered as the step began, put on the stack after the draw (504.1); B's "your draw step" did not trigger
    assert keys.index("mtg.trigger.draw_step") < keys.index("mtg.draw") < keys.index("mtg.trigger.stack")
    assert _keys(ev).count("mtg.trigger.draw_step") == 1
    assert len(g.player("A")["hand"]) == 1
    g.apply({"type": "resolve"})
    assert len(g.player("A")["hand"]) == 2 and g.player("B")["life"] == 20


def test_end_of_combat_each_combat():
    beast = _bear("beast", triggers=[_trig("end_of_combat", whose="each")])
    g = _game([beast], step="combat_damage", active="B")
    ev = g.apply({"type": "advance"})
    assert g.step == "end_of_combat" and "mtg.trigger.end_of_combat" in _keys(ev)
    g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 21


def test_upkeep_of_the_enchanted_permanents_controller():
    aura = {"id": "aura", "controller": "A", "types": ["enchantment"], "subtypes": ["aura"], "card": "Curse",
            "attached_to": "bb",
            "triggers": [_trig("upkeep", [{"do": "damage", "amount": 1, "to": "that_player"},
                                          {"do": "counters", "of": "that_creature", "kind": "-1/-1", "n": 1}],
                               whose="attached_controller")]}
    g2 = _game([_bear("bb", "B"), aura], step="end", active="A")
    g2.apply({"type": "advance"})
    ev = g2.apply({"type": "advance"})   # cleanup -> B's turn: untap, upkeep
    assert g2.active == "B" and "mtg.trigger.attached_upkeep" in _keys(ev)
    g2.apply({"type": "resolve"})
    assert g2.player("B")["life"] == 19 and g2.perm("bb")["counters"] == {"-1/-1": 1}
    g2.apply({"type": "advance_to", "step": "end"})
    g2.apply({"type": "advance"})
    ev = g2.apply({"type": "advance"})   # A's turn: A does not control the enchanted creature
    assert g2.active == "A" and g2.step == "upkeep" and "mtg.trigger.attached_upkeep" not in _keys(ev)
