"""More trigger events (issue 21): becomes tapped / untapped (603.2e), "when you cycle" (702.29c),
"when you cast this spell" (601.2i), heroic (a spell that targets it), the second spell / card each
turn (601.2i, 121.2: per-turn counts in the state), "cast or copy" (707.10), "~ or another Ally
enters", multicolored / historic / colour / mana value spells, blocks / becomes blocked by a creature
(509.3b, 509.3d: once per creature), discard (701.9a), damage to a creature (603.2c), becomes the
target (601.2c) and attacks alone (506.5). Custom cards only: no card file needed."""
import json

from judge.engine import load
from judge.mtg.common import spell_mana_value, spell_matches


def _bear(i, c="A", **kw):
    d = {"id": i, "controller": c, "types": ["creature"], "power": 2, "toughness": 2, "card": f"Bear {i}"}
    d.update(kw)
    return d


def _trig(when, effects=None, **kw):
    t = {"when": when, "text": when, "effects": effects or [{"do": "gain_life", "amount": 1, "to": "controller"}]}
    t.update(kw)
    return t


def _game(battlefield=(), step="main1", active="A", a=None, b=None, stack=()):
    pa = {"id": "A", "life": 20, "library": 30}
    pa.update(a or {})
    pb = {"id": "B", "life": 20, "library": 30}
    pb.update(b or {})
    doc = {"format": "judge-scenario/1", "game": "mtg",
           "state": {"turn": 3, "active": active, "step": step, "priority": active, "players": [pa, pb],
                     "battlefield": list(battlefield), "stack": list(stack)}}
    g = load(doc)
    g.start()
    return g


def _keys(events, prefix="mtg.trigger."):
    return [e.key for e in events if e.key.startswith(prefix)]


SHOCK = {"id": "shock", "card": "Test Shock", "kind": "instant", "types": [], "mana_cost": "{R}", "colors": ["R"],
         "target": ["any"], "effects": [{"do": "damage", "amount": 2, "to": "target:0"}]}
HELIX = {"id": "helix", "card": "Test Helix", "kind": "instant", "types": [], "mana_cost": "{R}{W}", "colors": ["R", "W"],
         "target": ["any"], "effects": [{"do": "damage", "amount": 3, "to": "target:0"}]}
GROWTH = {"id": "growth", "card": "Test Growth", "kind": "instant", "types": [], "mana_cost": "{G}", "colors": ["G"],
          "target": ["creature"], "effects": [{"do": "pump", "of": "target:0", "power": 3, "toughness": 3}]}


# ------------------------------------------------------------------ becomes tapped / untapped (603.2e)
def test_becomes_tapped_when_tapped_for_mana_attacking_or_by_an_effect_not_when_entering_tapped():
    land = {"id": "brass", "controller": "A", "types": ["land"], "card": "Brass", "produces": ["R"],
            "triggers": [_trig("becomes_tapped", [{"do": "damage", "amount": 1, "to": "controller"}])]}
    g = _game([land], a={"hand": [dict(SHOCK)], "mana": ""})
    ev = g.apply({"type": "cast", "player": "A", "card": "shock", "targets": ["B"]})
    assert "mtg.trigger.becomes_tapped" in _keys(ev)
    assert [o.get("trigger") for o in g.stack] == [None, "becomes_tapped"]   # above the spell
    g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 19
    # already tapped: tapping it again is no event (701.26a)
    n = len(g.pending)
    g._set_tapped(g.perm("brass"), True)
    assert len(g.pending) == n
    # entering tapped does not trigger (603.2e)
    g2 = _game()
    g2._enter(dict(land, id="brass2", enters_tapped=True), "A", from_zone="hand")
    assert g2.perm("brass2")["tapped"] and not g2.pending


def test_becomes_tapped_attacking_and_untapped_in_the_untap_step():
    knight = _bear("k", triggers=[_trig("becomes_tapped"), _trig("becomes_untapped", [{"do": "gain_life", "amount": 5,
                                                                                      "to": "controller"}])])
    g = _game([knight], step="beginning_of_combat")
    g.apply({"type": "advance"})
    ev = g.apply({"type": "declare_attackers", "attackers": [{"id": "k", "defending": "B"}]})
    assert "mtg.trigger.becomes_tapped" in _keys(ev)
    g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 21
    # B's turn: A's knight stays tapped; A's next turn: it untaps, the trigger waits for the upkeep (502.4)
    ev = g.apply({"type": "advance_to", "step": "upkeep"})
    assert g.active == "B" and g.perm("k")["tapped"]
    g.apply({"type": "advance_to", "step": "end"})
    ev = g.apply({"type": "advance_to", "step": "upkeep"})
    assert g.active == "A" and not g.perm("k")["tapped"]
    assert "mtg.trigger.becomes_untapped" in _keys(ev)
    assert [o.get("trigger") for o in g.stack] == ["becomes_untapped"]
    g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 26


def test_untap_effect_triggers_only_if_it_was_tapped():
    knight = _bear("k", tapped=True, triggers=[_trig("becomes_untapped")])
    other = _bear("o", triggers=[_trig("becomes_untapped")])
    untap = {"id": "u", "card": "Untapper", "kind": "instant", "types": [], "mana_cost": "{U}",
             "target": ["creature"], "effects": [{"do": "untap", "of": "target:0"}]}
    g = _game([knight, other], a={"hand": [dict(untap), dict(untap, id="u2")]})
    g.apply({"type": "cast", "player": "A", "card": "u", "targets": ["k"]})
    ev = g.apply({"type": "resolve"})
    assert "mtg.trigger.becomes_untapped" in _keys(ev)
    g.apply({"type": "resolve"})
    g.apply({"type": "cast", "player": "A", "card": "u2", "targets": ["o"]})
    ev = g.apply({"type": "resolve"})
    assert "mtg.trigger.becomes_untapped" not in _keys(ev) and not g.stack


# ------------------------------------------------------------------ cycling, casting
def test_when_you_cycle_triggers_from_the_graveyard_above_the_draw():
    card = {"id": "c", "card": "Cycler", "kind": "instant", "types": [], "mana_cost": "{W}", "cycling": "{1}",
            "triggers": [_trig("cycled", [{"do": "gain_life", "amount": 2, "to": "controller"}])]}
    g = _game(a={"hand": [card]})
    ev = g.apply({"type": "cycle", "player": "A", "card": "c"})
    assert "mtg.trigger.cycled" in _keys(ev)
    assert [o.get("trigger") for o in g.stack] == [None, "cycled"]
    g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 22 and not g.player("A")["hand"]
    g.apply({"type": "resolve"})
    assert len(g.player("A")["hand"]) == 1


def test_when_you_cast_this_spell_goes_above_the_spell_and_only_when_cast():
    twin = {"id": "twin", "card": "Twin", "types": ["creature"], "power": 1, "toughness": 1, "mana_cost": "{1}",
            "triggers": [_trig("cast_self", [{"do": "draw", "n": 1, "to": "controller"}])]}
    g = _game(a={"hand": [twin]})
    ev = g.apply({"type": "cast", "player": "A", "card": "twin"})
    assert "mtg.trigger.cast_self" in _keys(ev)
    assert [o["id"] for o in g.stack][0] == "twin" and g.stack[-1].get("trigger") == "cast_self"
    g.apply({"type": "resolve"})
    assert g.player("A")["library"] == 29 and g.stack[-1]["id"] == "twin"
    g.apply({"type": "resolve"})
    assert g.perm("twin") is not None and not g.pending   # on the battlefield: "when you cast" is not an enters trigger


def test_heroic_only_for_a_spell_its_controller_casts_that_targets_it():
    hero = _bear("hero", triggers=[_trig("cast_spell", [{"do": "counters", "of": "self", "kind": "+1/+1", "n": 1}],
                                         targets_self=True)])
    g = _game([hero, _bear("b1", "B")], a={"hand": [dict(GROWTH), dict(SHOCK)]}, b={"hand": [dict(GROWTH, id="bg")]})
    ev = g.apply({"type": "cast", "player": "A", "card": "shock", "targets": ["b1"]})
    assert "mtg.trigger.targets_self" not in _keys(ev)
    g.apply({"type": "resolve"})
    ev = g.apply({"type": "cast", "player": "A", "card": "growth", "targets": ["hero"]})
    assert "mtg.trigger.targets_self" in _keys(ev)
    g.apply({"type": "resolve"})
    g.apply({"type": "resolve"})
    assert g.perm("hero")["counters"] == {"+1/+1": 1}
    # an opponent's spell that targets it: not "you cast"
    ev = g.apply({"type": "cast", "player": "B", "card": "bg", "targets": ["hero"]})
    assert "mtg.trigger.targets_self" not in _keys(ev)


def test_second_spell_each_turn_counts_fires_once_and_resets_next_turn():
    drake = _bear("drake", triggers=[_trig("cast_spell", nth=2)])
    g = _game([drake], a={"hand": [dict(SHOCK, id=f"s{i}") for i in range(4)]})
    seen = []
    for i in range(3):
        ev = g.apply({"type": "cast", "player": "A", "card": f"s{i}", "targets": ["B"]})
        seen.append("mtg.trigger.nth_spell" in _keys(ev))
        while g.stack:
            g.apply({"type": "resolve"})
    assert seen == [False, True, False]
    assert g.player("A")["spells_cast"] == 3 and g.player("A")["life"] == 21
    st = g.to_state()   # the count round-trips in the state (JSON)
    assert json.loads(json.dumps(st))["players"][0]["spells_cast"] == 3
    g.apply({"type": "advance_to", "step": "upkeep"})   # B's turn: every count starts again
    assert "spells_cast" not in g.player("A") and "cards_drawn" not in g.player("A")


def test_second_spell_count_given_in_the_state():
    drake = _bear("drake", triggers=[_trig("cast_spell", nth=2)])
    g = _game([drake], a={"hand": [dict(SHOCK)], "spells_cast": 1})
    ev = g.apply({"type": "cast", "player": "A", "card": "shock", "targets": ["B"]})
    assert "mtg.trigger.nth_spell" in _keys(ev)


def test_second_card_each_turn_counts_each_card_drawn():
    adept = _bear("adept", triggers=[_trig("draw", [{"do": "counters", "of": "self", "kind": "+1/+1", "n": 1}], nth=2)])
    div = {"id": "div", "card": "Div", "kind": "sorcery", "types": [], "mana_cost": "{U}",
           "effects": [{"do": "draw", "n": 3, "to": "controller"}]}
    g = _game([adept], a={"hand": [div]})
    g.apply({"type": "cast", "player": "A", "card": "div"})
    ev = g.apply({"type": "resolve"})
    assert _keys(ev).count("mtg.trigger.nth_draw") == 1   # the second of three cards, once
    g.apply({"type": "resolve"})
    assert g.player("A")["cards_drawn"] == 3 and g.perm("adept")["counters"] == {"+1/+1": 1}
    # the draw step's card counts: a state with one card drawn already, then one more
    g2 = _game([adept], step="upkeep")
    ev = g2.apply({"type": "advance"})   # the draw step: the first card this turn
    assert g2.player("A")["cards_drawn"] == 1 and "mtg.trigger.nth_draw" not in _keys(ev)
    g3 = _game([adept], a={"cards_drawn": 1, "hand": [dict(div, effects=[{"do": "draw", "n": 1, "to": "controller"}])]})
    g3.apply({"type": "cast", "player": "A", "card": "div"})
    ev = g3.apply({"type": "resolve"})
    assert "mtg.trigger.nth_draw" in _keys(ev)
    # an opponent's draws are theirs
    g4 = _game([adept], b={"cards_drawn": 1})
    g4._draw("B", 1)
    assert not g4.pending


def test_cast_or_copy_sees_copies_cast_only_does_not():
    mage = _bear("mage", triggers=[_trig("cast_spell", [{"do": "draw", "n": 1, "to": "controller"}],
                                         spell_kinds=["instant", "sorcery"], or_copy=True)])
    plain = _bear("plain", triggers=[_trig("cast_spell", spell_kinds=["instant", "sorcery"])])
    echo = {"id": "echo", "card": "Echo", "kind": "instant", "types": [], "mana_cost": "{U}", "target": ["spell"],
            "effects": [{"do": "copy_spell", "of": "target:0"}]}
    g = _game([mage, plain], a={"hand": [dict(SHOCK), echo]})
    g.apply({"type": "cast", "player": "A", "card": "shock", "targets": ["B"]})
    while g.stack[-1]["id"] != "shock":
        g.apply({"type": "resolve"})
    g.apply({"type": "cast", "player": "A", "card": "echo", "targets": ["shock"]})
    while g.stack[-1]["id"] != "echo":
        g.apply({"type": "resolve"})
    ev = g.apply({"type": "resolve"})   # Echo resolves: a copy of Shock
    assert _keys(ev).count("mtg.trigger.copied") == 1
    assert [o.get("source") for o in g.stack if o.get("trigger")] == ["mage"]
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.player("A")["library"] == 27 and g.player("A")["life"] == 22 and g.player("B")["life"] == 16
    assert g.player("A")["spells_cast"] == 2   # a copy is not cast


# ------------------------------------------------------------------ spell qualities
def test_spell_qualities_colours_and_mana_value():
    assert spell_matches({"spell_quality": "multicolored"}, "instant", HELIX)
    assert not spell_matches({"spell_quality": "multicolored"}, "instant", SHOCK)
    assert spell_matches({"spell_quality": "colorless"}, "artifact", {"types": ["artifact"], "colors": []})
    assert spell_matches({"spell_quality": "historic"}, "artifact", {"types": ["artifact"]})
    assert spell_matches({"spell_quality": "historic"}, "creature", {"types": ["creature"], "legendary": True})
    assert spell_matches({"spell_quality": "historic"}, "enchantment", {"types": ["enchantment"], "subtypes": ["Saga"]})
    assert not spell_matches({"spell_quality": "historic"}, "creature", {"types": ["creature"]})
    assert spell_matches({"spell_colors": ["B"]}, "creature", {"types": ["creature"], "colors": ["B", "G"]})
    assert not spell_matches({"spell_colors": ["B"]}, "instant", SHOCK)
    assert spell_mana_value({"mana_cost": "{3}{R}"}) == 4
    assert spell_mana_value({"mana_cost": "{X}{R}"}, 3) == 4          # 202.3e: X on the stack
    assert spell_mana_value({"mana_cost": "{W/U}{G/P}"}) == 2
    assert spell_mana_value({}) == 0                                    # 202.3a
    assert spell_matches({"spell_mv_min": 4}, "sorcery", {"mana_cost": "{X}{R}"}, 3)
    assert not spell_matches({"spell_mv_min": 4}, "sorcery", {"mana_cost": "{X}{R}"}, 2)


def test_multicolored_spell_trigger_in_play():
    v = _bear("v", triggers=[_trig("cast_spell", spell_quality="multicolored")])
    g = _game([v], a={"hand": [dict(SHOCK), dict(HELIX)]})
    ev = g.apply({"type": "cast", "player": "A", "card": "shock", "targets": ["B"]})
    assert not g.stack[-1].get("trigger")
    g.apply({"type": "resolve"})
    g.apply({"type": "cast", "player": "A", "card": "helix", "targets": ["B"]})
    assert g.stack[-1].get("trigger") == "cast_spell"
    del ev


# ------------------------------------------------------------------ entering Allies
def test_self_or_another_ally_enters():
    blade = _bear("blade", subtypes=["Ally"], triggers=[_trig("permanent_enters", filter="permanent you control",
                                                              subtype="Ally")])
    ally = {"id": "ally", "card": "Ally", "types": ["creature"], "subtypes": ["Ally"], "power": 1, "toughness": 1,
            "mana_cost": "{1}"}
    g = _game([blade], a={"hand": [ally, {"id": "plainbear", "card": "Plain", "types": ["creature"], "power": 1,
                                          "toughness": 1, "mana_cost": "{1}"}]},
              b={"hand": [dict(ally, id="bally")]})
    g.apply({"type": "cast", "player": "A", "card": "plainbear"})
    g.apply({"type": "resolve"})
    assert not g.stack
    g.apply({"type": "cast", "player": "A", "card": "ally"})
    g.apply({"type": "resolve"})
    assert [o.get("source") for o in g.stack] == ["blade"]
    g.apply({"type": "resolve"})
    g2 = _game()
    g2._enter(dict(blade, id="blade2"), "A", from_zone="hand")   # ~ itself
    assert [p["source"] for p in g2.pending] == ["blade2"]


# ------------------------------------------------------------------ combat: once per creature
def test_blocks_a_creature_fires_once_per_creature_blocked():
    wall = _bear("wall", "B", keywords=["can block an additional creature"],
                 triggers=[_trig("blocks_creature", [{"do": "damage", "amount": 1, "to": "that_creature"}]),
                           _trig("blocks", [{"do": "gain_life", "amount": 1, "to": "controller"}])])
    g = _game([_bear("a1", toughness=3), _bear("a2", toughness=3), wall], step="beginning_of_combat")
    g.apply({"type": "advance"})
    g.apply({"type": "declare_attackers", "attackers": [{"id": "a1", "defending": "B"}, {"id": "a2", "defending": "B"}]})
    ev = g.apply({"type": "declare_blockers", "player": "B", "blockers": [{"id": "wall", "blocking": "a1"},
                                                                           {"id": "wall", "blocking": "a2"}]})
    assert _keys(ev).count("mtg.trigger.blocks_creature") == 2   # 509.3b: once for each creature it blocks
    assert _keys(ev).count("mtg.trigger.triggers") == 1          # 509.3a: "blocks" once
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.perm("a1")["damage"] == 1 and g.perm("a2")["damage"] == 1 and g.player("B")["life"] == 21


def test_becomes_blocked_by_a_creature_fires_once_per_blocker():
    bas = _bear("bas", power=1, toughness=5, triggers=[_trig("blocked_by_creature", [{"do": "destroy", "of": "that_creature"}]),
                                                       _trig("becomes_blocked")])
    g = _game([bas, _bear("b1", "B"), _bear("b2", "B"), _bear("b3", "B")], step="beginning_of_combat")
    g.apply({"type": "advance"})
    g.apply({"type": "declare_attackers", "attackers": [{"id": "bas", "defending": "B"}]})
    ev = g.apply({"type": "declare_blockers", "player": "B", "blockers": [{"id": "b1", "blocking": "bas"},
                                                                           {"id": "b2", "blocking": "bas"}]})
    assert _keys(ev).count("mtg.trigger.blocked_by_creature") == 2   # 509.3d
    assert _keys(ev).count("mtg.trigger.triggers") == 1               # 509.3c: "becomes blocked" once
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.perm("b1") is None and g.perm("b2") is None and g.perm("b3") is not None


def test_attacks_alone_only_with_one_attacker():
    kavu = _bear("kavu", triggers=[_trig("attacks_alone", [{"do": "pump", "of": "self", "power": 2, "toughness": 0}])])
    agent = _bear("agent", triggers=[_trig("attacks_alone", [{"do": "pump", "of": "that_creature", "power": 1, "toughness": 1}],
                                           filter="creature you control")])
    g = _game([kavu, agent, _bear("other")], step="beginning_of_combat")
    g.apply({"type": "advance"})
    ev = g.apply({"type": "declare_attackers", "attackers": [{"id": "kavu", "defending": "B"}]})
    assert _keys(ev).count("mtg.trigger.attacks_alone") == 2
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.pt(g.perm("kavu")) == (5, 3) and g.pt(g.perm("agent")) == (2, 2)
    g2 = _game([kavu, agent, _bear("other")], step="beginning_of_combat")
    g2.apply({"type": "advance"})
    ev = g2.apply({"type": "declare_attackers", "attackers": [{"id": "kavu", "defending": "B"},
                                                              {"id": "other", "defending": "B"}]})
    assert "mtg.trigger.attacks_alone" not in _keys(ev)


def test_damage_to_a_creature_once_per_creature_and_combat_only_when_said():
    cobra = _bear("cobra", power=4, keywords=["trample"],
                  triggers=[_trig("deals_damage_to_creature", [{"do": "destroy", "of": "that_creature"}], combat=True)])
    g = _game([cobra, _bear("b1", "B", toughness=1), _bear("b2", "B", toughness=1), _bear("b3", "B", toughness=9)],
              step="beginning_of_combat")
    g.apply({"type": "advance"})
    g.apply({"type": "declare_attackers", "attackers": [{"id": "cobra", "defending": "B"}]})
    g.apply({"type": "declare_blockers", "player": "B", "blockers": [{"id": "b1", "blocking": "cobra"},
                                                                      {"id": "b2", "blocking": "cobra"}]})
    ev = g.apply({"type": "advance"})
    assert _keys(ev).count("mtg.trigger.damage_to_creature") == 2 and g.player("B")["life"] == 18
    # noncombat damage from an ability of the creature: only without "combat"
    pinger = _bear("p", abilities=[{"cost": {"tap": True}, "target": ["creature"],
                                    "effects": [{"do": "damage", "amount": 1, "to": "target:0"}]}],
                   triggers=[_trig("deals_damage_to_creature", combat=True)], summoning_sick=False)
    g2 = _game([pinger, _bear("b3", "B", toughness=9)])
    g2.apply({"type": "activate", "player": "A", "permanent": "p", "ability": 0, "targets": ["b3"]})
    ev = g2.apply({"type": "resolve"})
    assert "mtg.trigger.damage_to_creature" not in _keys(ev)


def test_discard_each_card_and_whose():
    megrim = {"id": "megrim", "controller": "A", "types": ["enchantment"], "card": "Meg",
              "triggers": [_trig("discard", [{"do": "damage", "amount": 2, "to": "that_player"}], whose="opponent")]}
    mine = {"id": "mine", "controller": "A", "types": ["enchantment"], "card": "Mine", "triggers": [_trig("discard")]}
    rot = {"id": "rot", "card": "Rot", "kind": "sorcery", "types": [], "mana_cost": "{B}", "target": ["player"],
           "effects": [{"do": "discard", "n": 2, "to": "target:0"}]}
    g = _game([megrim, mine], a={"hand": [rot]}, b={"hand": ["Forest", "Island", "Plains"]})
    g.apply({"type": "cast", "player": "A", "card": "rot", "targets": ["B"]})
    g.apply({"type": "resolve"})
    assert [o["source"] for o in g.stack] == ["megrim", "megrim"]
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.player("B")["life"] == 16 and g.player("A")["life"] == 20


def test_becomes_target_once_per_spell_or_ability_whoever_controls_it():
    wurm = _bear("wurm", power=5, toughness=5,
                 triggers=[_trig("becomes_target", [{"do": "counters", "of": "self", "kind": "-1/-1", "n": 1}])])
    twice = {"id": "twice", "card": "Twice", "kind": "instant", "types": [], "mana_cost": "{R}",
             "target": ["creature", "creature"], "effects": [{"do": "damage", "amount": 1, "to": "target:0"},
                                                              {"do": "damage", "amount": 1, "to": "target:1"}]}
    g = _game([wurm], a={"hand": [twice]}, b={"hand": [dict(SHOCK, id="bshock")]})
    ev = g.apply({"type": "cast", "player": "A", "card": "twice", "targets": ["wurm", "wurm"]})
    assert _keys(ev).count("mtg.trigger.becomes_target") == 1
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.perm("wurm")["counters"] == {"-1/-1": 1}
    ev = g.apply({"type": "cast", "player": "B", "card": "bshock", "targets": ["wurm"]})
    assert _keys(ev).count("mtg.trigger.becomes_target") == 1   # an opponent's spell too


def test_trigger_fields_are_validated():
    from judge.engine import ScenarioError
    import pytest
    bad = _bear("x", triggers=[_trig("cast_spell", nth=0, spell_quality="shiny", spell_colors=["Q"], spell_mv_min="4")])
    with pytest.raises(ScenarioError) as exc:
        _game([bad])
    msgs = " ".join(str(p) for p in exc.value.problems)
    for k in ("nth", "spell_quality", "spell_colors", "spell_mv_min"):
        assert k in msgs, k
    with pytest.raises(ScenarioError):
        _game(a={"spells_cast": -1})


def test_cycle_event_and_cycle_or_discard_once():
    cyc = {"id": "c", "card": "Cycler", "kind": "instant", "types": [], "mana_cost": "{W}", "cycling": "{1}"}
    healer = _bear("healer", triggers=[_trig("cycle")])
    each = _bear("each", triggers=[_trig("cycle", whose="each")])
    viz = _bear("viz", triggers=[_trig("discard")])
    g = _game([healer, each, viz], b={"hand": [dict(cyc, id="bc")]}, a={"hand": [cyc]})
    g.apply({"type": "cycle", "player": "A", "card": "c"})
    assert sorted(o["source"] for o in g.stack if o.get("trigger")) == ["each", "healer", "viz"]   # discard once (702.29d)
    while g.stack:
        g.apply({"type": "resolve"})
    g.apply({"type": "cycle", "player": "B", "card": "bc"})
    assert sorted(o["source"] for o in g.stack if o.get("trigger")) == ["each"]


def test_damage_to_an_opponent_not_to_its_controller():
    magpie = _bear("magpie", summoning_sick=False,
                   abilities=[{"cost": {"tap": True}, "target": ["player"],
                               "effects": [{"do": "damage", "amount": 1, "to": "target:0"}]}],
                   triggers=[_trig("deals_damage_to_player", [{"do": "draw", "n": 1, "to": "controller"}], whose="opponent")])
    g = _game([magpie])
    g.apply({"type": "activate", "player": "A", "permanent": "magpie", "ability": 0, "targets": ["A"]})
    g.apply({"type": "resolve"})
    assert not g.stack and g.player("A")["life"] == 19
    g2 = _game([magpie])
    g2.apply({"type": "activate", "player": "A", "permanent": "magpie", "ability": 0, "targets": ["B"]})
    g2.apply({"type": "resolve"})
    assert [o.get("trigger") for o in g2.stack] == ["deals_damage_to_player"]
