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


# ------------------------------------------------------------------ attacks (508.1m, 508.3a, 508.3d)
def _attack(g, ids, defending="B"):
    g.apply({"type": "advance"})
    return g.apply({"type": "declare_attackers",
                    "attackers": [{"id": i, "defending": d} for i, d in
                                  ((i.split("@")[0], i.split("@")[1]) if "@" in i else (i, defending) for i in ids)]})


def test_creature_attacks_once_per_attacker_with_filter_other_subtypes():
    fervent = {"id": "fc", "controller": "A", "types": ["enchantment"], "card": "Charge",
               "triggers": [_trig("creature_attacks", [{"do": "pump", "of": "that_creature", "power": 2, "toughness": 2}],
                                  filter="creature you control")]}
    bearers = _bear("gb", triggers=[_trig("creature_attacks", [{"do": "pump", "of": "that_creature", "power": 0, "toughness": 1}],
                                          filter="creature you control", other=True)])
    atarka = {"id": "at", "controller": "A", "types": ["enchantment"], "card": "Dragonlord",
              "triggers": [_trig("creature_attacks", filter="creature you control", subtypes=["Dragon"])]}
    g = _game([fervent, bearers, atarka, _bear("b1"), _bear("dr", subtypes=["Dragon"]), _bear("opp", "B")],
              step="beginning_of_combat")
    ev = _attack(g, ["gb", "b1", "dr"])
    # Charge: 3 attackers; Bearers: the 2 others; Dragonlord: the Dragon only
    assert _keys(ev).count("mtg.trigger.creature_attacks") == 3 + 2 + 1
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.pt(g.perm("gb")) == (4, 4) and g.pt(g.perm("b1")) == (4, 5) and g.player("A")["life"] == 21


def test_creature_attacks_you_or_a_planeswalker_you_control():
    judge = {"id": "isp", "controller": "A", "types": ["enchantment"], "card": "Judge",
             "triggers": [_trig("creature_attacks", filter="creature", defender="you_or_pw"),
                          _trig("creature_attacks", [{"do": "lose_life", "amount": 1, "to": "controller_of:that_creature"}],
                                filter="creature", defender="you")]}
    pw = {"id": "pw", "controller": "A", "types": ["planeswalker"], "card": "Walker", "loyalty": 3}
    g = _game([judge, pw, _bear("x", "B"), _bear("y", "B")], step="beginning_of_combat", active="B")
    ev = _attack(g, ["x@A", "y@pw"])
    assert _keys(ev).count("mtg.trigger.creature_attacks") == 3   # both for the first, only x for the second
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 22 and g.player("B")["life"] == 19   # that creature's controller (B) loses 1


def test_controller_of_that_creature_after_it_left():
    miasma = {"id": "hm", "controller": "A", "types": ["enchantment"], "card": "Miasma",
              "triggers": [_trig("creature_attacks", [{"do": "lose_life", "amount": 1, "to": "controller_of:that_creature"}],
                                 filter="creature", defender="you")]}
    g = _game([miasma, _bear("x", "B")], step="beginning_of_combat", active="B")
    _attack(g, ["x@A"])
    g.battlefield.remove(g.perm("x"))   # gone before the trigger resolves
    g.apply({"type": "resolve"})
    assert g.player("B")["life"] == 19   # 608.2h: the controller as the event saw it


def test_battalion_and_attack_with_n_or_more():
    elite = _bear("elite", triggers=[_trig("attacks", [{"do": "pump", "of": "self", "power": 2, "toughness": 2}], min_attackers=3)])
    intel = {"id": "mi", "controller": "A", "types": ["enchantment"], "card": "Intel",
             "triggers": [_trig("player_attacks", min_attackers=2)]}
    g = _game([elite, intel, _bear("b1"), _bear("b2")], step="beginning_of_combat")
    ev = _attack(g, ["elite", "b1"])
    assert "mtg.trigger.attacks_with_others" not in _keys(ev) and _keys(ev).count("mtg.trigger.attack_count") == 1
    g2 = _game([elite, intel, _bear("b1"), _bear("b2")], step="beginning_of_combat")
    ev = _attack(g2, ["elite", "b1", "b2"])
    assert "mtg.trigger.attacks_with_others" in _keys(ev)
    g3 = _game([elite, intel, _bear("b1"), _bear("b2")], step="beginning_of_combat")
    ev = _attack(g3, ["b1"])
    assert not _keys(ev, "mtg.trigger.attack")


def test_attacks_alone_subtypes():
    katana = {"id": "k", "controller": "A", "types": ["artifact"], "card": "Katana",
              "triggers": [_trig("attacks_alone", subtypes=["Samurai", "Warrior"])]}
    g = _game([katana, _bear("sam", subtypes=["Human", "Samurai"]), _bear("b1")], step="beginning_of_combat")
    assert "mtg.trigger.attacks_alone" in _keys(_attack(g, ["sam"]))
    g2 = _game([katana, _bear("sam", subtypes=["Human", "Samurai"]), _bear("b1")], step="beginning_of_combat")
    assert "mtg.trigger.attacks_alone" not in _keys(_attack(g2, ["b1"]))
    g3 = _game([katana, _bear("sam", "B", subtypes=["Samurai"])], step="beginning_of_combat", active="B")
    assert "mtg.trigger.attacks_alone" not in _keys(_attack(g3, ["sam@A"]))   # not one A controls


# ------------------------------------------------------------------ deals damage (603.2c, 120.3)
def test_deals_damage_once_for_all_the_damage_at_once_that_much():
    cheetah = _bear("ch", power=6, keywords=["trample"],
                    triggers=[_trig("deals_damage", [{"do": "gain_life", "amount": "that_much", "to": "controller"}])])
    g = _game([cheetah, _bear("bl", "B")], step="beginning_of_combat")
    g.apply({"type": "advance"})
    g.apply({"type": "declare_attackers", "attackers": [{"id": "ch", "defending": "B"}]})
    g.apply({"type": "declare_blockers", "player": "B", "blockers": [{"id": "bl", "blocking": "ch"}]})
    ev = g.apply({"type": "advance"})
    assert _keys(ev).count("mtg.trigger.deals_damage") == 1   # 2 to the blocker and 4 to B: one event
    g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 26 and g.player("B")["life"] == 16


def test_deals_combat_damage_only_and_attached():
    enforcer = _bear("se", abilities=[{"cost": {"tap": True}, "target": ["any"],
                                       "effects": [{"do": "damage", "amount": 1, "to": "target:0"}]}],
                     triggers=[_trig("deals_damage", [{"do": "gain_life", "amount": "that_much", "to": "controller"}],
                                     combat=True)], summoning_sick=False)
    g = _game([enforcer])
    g.apply({"type": "activate", "player": "A", "permanent": "se", "ability": 0, "targets": ["B"]})
    ev = g.apply({"type": "resolve"})
    assert "mtg.trigger.deals_damage" not in _keys(ev) and g.player("B")["life"] == 19
    conscience = {"id": "gc", "controller": "B", "types": ["enchantment"], "subtypes": ["aura"], "card": "Conscience",
                  "attached_to": "p", "triggers": [_trig("deals_damage", [{"do": "damage", "amount": "that_much",
                                                                          "to": "that_creature"}], of="attached")]}
    pinger = _bear("p", toughness=5, abilities=[{"cost": {"tap": True}, "target": ["any"],
                                                 "effects": [{"do": "damage", "amount": 3, "to": "target:0"}]}],
                   summoning_sick=False)
    g2 = _game([pinger, conscience])
    g2.apply({"type": "activate", "player": "A", "permanent": "p", "ability": 0, "targets": ["B"]})
    ev = g2.apply({"type": "resolve"})
    assert "mtg.trigger.deals_damage" in _keys(ev)
    g2.apply({"type": "resolve"})
    assert g2.perm("p")["damage"] == 3


# ------------------------------------------------------------------ cast (601.2i)
def test_cast_kicked_during_mv_max_either_and_from_graveyard():
    from tests.judge.engine.test_mtg_trigger_events import SHOCK
    kick = dict(SHOCK, id="burst", card="Test Burst", kicker="{4}")
    wiz = {"id": "wiz", "card": "Test Wizard", "kind": "creature", "types": ["creature"], "subtypes": ["Human", "Wizard"],
           "power": 1, "toughness": 1, "mana_cost": "{1}{U}", "colors": ["U"]}
    ench = {"id": "watch", "controller": "A", "types": ["enchantment"], "card": "Watch",
            "triggers": [_trig("cast_spell", spell_kicked=True),
                         _trig("cast_spell", [{"do": "gain_life", "amount": 10, "to": "controller"}], during="opponent_turn"),
                         _trig("cast_spell", [{"do": "gain_life", "amount": 100, "to": "controller"}],
                               spell_kinds=["instant", "sorcery"], spell_subtypes=["Wizard"], spell_either=True),
                         _trig("cast_spell", [{"do": "gain_life", "amount": 1000, "to": "controller"}], spell_mv_max=1)]}
    g = _game([ench], a={"hand": [kick, dict(wiz)]})
    g.apply({"type": "cast", "player": "A", "card": "burst", "targets": ["B"], "kicked": True})
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 20 + 1 + 100 + 1000   # kicked, an instant, mana value 1; not an opponent's turn
    g.apply({"type": "cast", "player": "A", "card": "wiz"})
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 1121 + 100   # a Wizard spell (either), mana value 2
    g2 = _game([ench], active="B", a={"hand": [dict(SHOCK)]})
    g2.priority = "A"
    g2.apply({"type": "cast", "player": "A", "card": "shock", "targets": ["B"]})
    while g2.stack:
        g2.apply({"type": "resolve"})
    assert g2.player("A")["life"] == 20 + 10 + 100 + 1000   # during B's turn; not kicked


def test_cast_from_graveyard_and_not_hand():
    think = {"id": "tt", "card": "Test Think", "kind": "instant", "types": [], "mana_cost": "{1}{U}", "colors": ["U"],
             "flashback": "{2}{U}", "effects": [{"do": "draw", "n": 1, "to": "controller"}]}
    sec = {"id": "sec", "controller": "A", "types": ["enchantment"], "card": "Secrets",
           "triggers": [_trig("cast_spell", cast_from="graveyard"),
                        _trig("cast_spell", [{"do": "gain_life", "amount": 10, "to": "controller"}], cast_from="not_hand")]}
    g = _game([sec], a={"hand": [dict(think)], "graveyard": [dict(think, id="tt2")]})
    g.apply({"type": "cast", "player": "A", "card": "tt"})
    assert not g.pending and len(g.stack) == 1   # from the hand: neither
    g.apply({"type": "resolve"})
    g.apply({"type": "cast", "player": "A", "card": "tt2", "from": "graveyard"})
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 31


# ------------------------------------------------------------------ sacrifice, scry, surveil, discard, crime
def test_sacrificed_whose_filter_subtypes_other_and_look_back():
    outlet = _bear("out", abilities=[{"cost": {"sacrifice": "permanent"}, "effects": []}], summoning_sick=False)
    eat = {"id": "eat", "controller": "A", "types": ["enchantment"], "card": "Eater",
           "triggers": [_trig("sacrificed", filter="creature"),
                        _trig("sacrificed", [{"do": "gain_life", "amount": 10, "to": "controller"}], subtypes=["Clue"]),
                        _trig("sacrificed", [{"do": "gain_life", "amount": 100, "to": "controller"}], whose="opponent")]}
    clue = {"id": "clue", "controller": "A", "types": ["artifact"], "subtypes": ["Clue"], "card": "Clue", "token": True}
    g = _game([outlet, eat, clue, _bear("b1")])
    g.apply({"type": "activate", "player": "A", "permanent": "out", "ability": 0, "sacrifice": ["b1"]})
    g.apply({"type": "activate", "player": "A", "permanent": "out", "ability": 0, "sacrifice": ["clue"]})
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 31   # a creature (1) and a Clue (10); not an opponent's (100)
    # "another": not when the source itself is sacrificed; it sees itself leave otherwise (603.10a)
    selfish = _bear("self", triggers=[_trig("sacrificed", other=True)],
                    abilities=[{"cost": {"sacrifice": "self"}, "effects": []}], summoning_sick=False)
    blind = _bear("blind", triggers=[_trig("sacrificed", [{"do": "gain_life", "amount": 5, "to": "controller"}])],
                  abilities=[{"cost": {"sacrifice": "self"}, "effects": []}], summoning_sick=False)
    g2 = _game([selfish, blind])
    g2.apply({"type": "activate", "player": "A", "permanent": "self", "ability": 0})
    g2.apply({"type": "activate", "player": "A", "permanent": "blind", "ability": 0})
    while g2.stack:
        g2.apply({"type": "resolve"})
    assert g2.player("A")["life"] == 20 + 5 + 5   # blind sees both; selfish is gone before blind is sacrificed


def test_scry_surveil_not_for_zero_and_discard_batch_once():
    watcher = {"id": "w", "controller": "A", "types": ["enchantment"], "card": "Watcher",
               "triggers": [_trig("scry"), _trig("surveil", [{"do": "gain_life", "amount": 10, "to": "controller"}]),
                            _trig("discard_batch", [{"do": "gain_life", "amount": 100, "to": "controller"}])]}
    spell = {"id": "sp", "card": "Test Look", "kind": "sorcery", "types": [], "mana_cost": "{U}", "colors": ["U"],
             "effects": [{"do": "scry", "n": 0}, {"do": "scry", "n": 2}, {"do": "surveil", "n": 0},
                         {"do": "surveil", "n": 1}, {"do": "discard", "n": 2, "to": "controller"}]}
    g = _game([watcher], a={"hand": [spell, "Forest", "Island"]})
    g.apply({"type": "cast", "player": "A", "card": "sp"})
    ev = g.apply({"type": "resolve"})
    assert _keys(ev).count("mtg.trigger.scry") == 1 and _keys(ev).count("mtg.trigger.surveil") == 1
    assert _keys(ev).count("mtg.trigger.discard_batch") == 1   # two cards discarded together
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 20 + 1 + 10 + 100


def test_crime_targets_opponent_their_permanent_or_graveyard_card_not_your_own():
    from tests.judge.engine.test_mtg_trigger_events import SHOCK
    raven = {"id": "r", "controller": "A", "types": ["enchantment"], "card": "Raven",
             "triggers": [_trig("crime", once_each_turn=True)]}
    g = _game([raven, _bear("mine"), _bear("theirs", "B")], a={"hand": [dict(SHOCK), dict(SHOCK, id="s2"), dict(SHOCK, id="s3")]})
    ev = g.apply({"type": "cast", "player": "A", "card": "shock", "targets": ["mine"]})
    assert "mtg.trigger.crime" not in _keys(ev)
    g.apply({"type": "resolve"})
    ev = g.apply({"type": "cast", "player": "A", "card": "s2", "targets": ["theirs"]})
    assert "mtg.trigger.crime" in _keys(ev)
    while g.stack:
        g.apply({"type": "resolve"})
    ev = g.apply({"type": "cast", "player": "A", "card": "s3", "targets": ["B"]})
    assert "mtg.trigger.once_done" in _keys(ev) and g.perm("r")["triggered_once"] == ["crime"]
    assert g.player("A")["life"] == 21
    # a card in an opponent's graveyard
    g2 = _game([dict(raven)], a={"hand": [{"id": "rk", "card": "Test Rake", "kind": "sorcery", "types": [],
                                           "mana_cost": "{B}", "target": ["card in an opponent's graveyard"],
                                           "effects": [{"do": "exile", "of": "target:0"}]}]},
               b={"graveyard": ["Forest"]})
    fid = g2.player("B")["graveyard"][0]["id"]
    ev = g2.apply({"type": "cast", "player": "A", "card": "rk", "targets": [fid]})
    assert "mtg.trigger.crime" in _keys(ev)


def test_once_each_turn_resets_next_turn():
    w = {"id": "w", "controller": "A", "types": ["enchantment"], "card": "W",
         "triggers": [_trig("upkeep", whose="each", once_each_turn=True)]}
    g = _game([w], step="end")
    g.apply({"type": "advance"})
    g.apply({"type": "advance"})
    assert g.active == "B" and len(g.stack) == 1
    g.apply({"type": "resolve"})
    assert g.perm("w")["triggered_once"] == ["upkeep"]
    g.apply({"type": "advance_to", "step": "end"})
    g.apply({"type": "advance"})
    g.apply({"type": "advance"})
    assert g.active == "A" and len(g.stack) == 1   # a new turn: it triggers again


# ------------------------------------------------------------------ graveyard, becomes blocked, damaged by ~
def test_to_graveyard_any_permanent_as_it_last_existed():
    rigger = _bear("mr", triggers=[_trig("to_graveyard", filter="artifact")])
    mine = {"id": "ench", "controller": "A", "types": ["enchantment"], "card": "E",
            "triggers": [_trig("to_graveyard", [{"do": "gain_life", "amount": 10, "to": "controller"}],
                               filter="enchantment you control", other=True)]}
    art = {"id": "art", "controller": "B", "types": ["artifact"], "card": "Art"}
    e2 = {"id": "e2", "controller": "A", "types": ["enchantment"], "card": "E2"}
    e3 = {"id": "e3", "controller": "B", "types": ["enchantment"], "card": "E3"}
    g = _game([rigger, mine, art, e2, e3])
    g._leave_battlefield([(g.perm("art"), "graveyard", "destroy"), (g.perm("e2"), "graveyard", "destroy"),
                          (g.perm("e3"), "graveyard", "destroy")])
    assert _keys(g.events).count("mtg.trigger.to_graveyard") == 2   # the artifact; A's enchantment (not B's)
    g2 = _game([rigger, dict(art)])
    g2._leave_battlefield([(g2.perm("art"), "exile", "exile")])
    assert not g2.pending   # exiled: not put into a graveyard


def test_creature_becomes_blocked_once_per_attacker():
    alpha = {"id": "al", "controller": "A", "types": ["enchantment"], "card": "Alpha",
             "triggers": [_trig("creature_becomes_blocked", [{"do": "pump", "of": "that_creature", "power": 1, "toughness": 1}],
                                filter="creature you control")]}
    g = _game([alpha, _bear("a1"), _bear("a2"), _bear("x", "B"), _bear("y", "B")], step="beginning_of_combat")
    g.apply({"type": "advance"})
    g.apply({"type": "declare_attackers", "attackers": [{"id": "a1", "defending": "B"}, {"id": "a2", "defending": "B"}]})
    ev = g.apply({"type": "declare_blockers", "player": "B", "blockers": [{"id": "x", "blocking": "a1"},
                                                                          {"id": "y", "blocking": "a1"}]})
    assert _keys(ev).count("mtg.trigger.creature_becomes_blocked") == 1   # a1 once (two blockers); a2 not blocked
    g.apply({"type": "resolve"})
    assert g.pt(g.perm("a1")) == (3, 3)


def test_creature_dealt_damage_by_self_this_turn_dies():
    vamp = _bear("v", power=3, toughness=3, abilities=[{"cost": {"tap": True}, "target": ["creature"],
                                                        "effects": [{"do": "damage", "amount": 1, "to": "target:0"}]}],
                 triggers=[_trig("creature_dies", [{"do": "counters", "of": "self", "kind": "+1/+1", "n": 1}],
                                 damaged_by_self=True)], summoning_sick=False)
    g = _game([vamp, _bear("b1", "B"), _bear("b2", "B")])
    g.apply({"type": "activate", "player": "A", "permanent": "v", "ability": 0, "targets": ["b1"]})
    g.apply({"type": "resolve"})
    assert g.perm("b1")["damaged_by"] == ["v"]
    g._leave_battlefield([(g.perm("b1"), "graveyard", "destroy"), (g.perm("b2"), "graveyard", "destroy")])
    assert _keys(g.events).count("mtg.trigger.damaged_by_self_dies") == 1   # b1 only
    g._put_triggers()
    g.apply({"type": "resolve"})
    assert g.perm("v")["counters"] == {"+1/+1": 1}
    g3 = _game([vamp, _bear("b1", "B", damaged_by=["v"])], step="end")
    g3.apply({"type": "advance"})   # cleanup: "this turn" is over
    assert "damaged_by" not in (g3.perm("b1") or {})


# ------------------------------------------------------------------ state triggers (603.8)
def test_control_none_state_trigger_once_until_it_left_the_stack():
    ship = _bear("ship", triggers=[_trig("control_none", [{"do": "gain_life", "amount": 1, "to": "controller"}],
                                         none_of="Island")])
    g = _game([ship])   # no Island from the start: it triggers at the first priority
    assert len(g.stack) == 1 and "mtg.trigger.control_none" in _keys(g.events)
    g._priority_point()
    assert len(g.stack) == 1   # not again while it is on the stack
    g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 21 and len(g.stack) == 1   # resolved, the state is still true: it triggers again
    isl = {"id": "isl", "controller": "A", "types": ["land"], "subtypes": ["Island"], "card": "Isl"}
    dragon = _bear("dr", triggers=[_trig("control_none", none_of="artifact")])
    g2 = _game([_bear("s2", triggers=[_trig("control_none", none_of="Island")]), isl, dragon,
                {"id": "art", "controller": "B", "types": ["artifact"], "card": "Art"}])
    assert [o["source"] for o in g2.stack] == ["dr"]   # B's artifact is not A's; A has an Island
    g2._leave_battlefield([(g2.perm("isl"), "graveyard", "destroy")])
    g2._priority_point()
    assert sorted(o["source"] for o in g2.stack) == ["dr", "s2"]


# ------------------------------------------------------------------ damage to you (120.3)
def test_damage_to_you_creature_or_opponents_source():
    from tests.judge.engine.test_mtg_trigger_events import SHOCK
    mercy = {"id": "nm", "controller": "A", "types": ["enchantment"], "card": "Mercy",
             "triggers": [_trig("damage_to_you", [{"do": "destroy", "of": "that_creature"}], source="creature"),
                          _trig("damage_to_you", [{"do": "gain_life", "amount": 10, "to": "controller"}], source="opponent")]}
    pinger = _bear("p", "B", abilities=[{"cost": {"tap": True}, "target": ["any"],
                                         "effects": [{"do": "damage", "amount": 1, "to": "target:0"}]}], summoning_sick=False)
    g = _game([mercy, pinger], active="B", b={"hand": [dict(SHOCK)]})
    g.priority = "B"
    g.apply({"type": "activate", "player": "B", "permanent": "p", "ability": 0, "targets": ["A"]})
    ev = g.apply({"type": "resolve"})
    assert _keys(ev).count("mtg.trigger.damage_to_you") == 2   # a creature, an opponent's source
    while g.stack:
        g.apply({"type": "resolve"})
    assert g.perm("p") is None and g.player("A")["life"] == 29
    g.apply({"type": "cast", "player": "B", "card": "shock", "targets": ["A"]})
    ev = g.apply({"type": "resolve"})
    assert _keys(ev).count("mtg.trigger.damage_to_you") == 1   # a spell: not a creature


# ------------------------------------------------------------------ an Aura's permanent: blocks, tapped, dealt damage
def test_attached_blocks_tapped_dealt_damage_that_much():
    aura = {"id": "au", "controller": "B", "types": ["enchantment"], "subtypes": ["aura"], "card": "Aura", "attached_to": "x",
            "triggers": [_trig("blocks", [{"do": "lose_life", "amount": 3, "to": "controller_of:that_creature"}], of="attached"),
                         _trig("becomes_tapped", [{"do": "destroy", "of": "that_creature"}], of="attached"),
                         _trig("dealt_damage", [{"do": "gain_life", "amount": "that_much", "to": "controller"}], of="attached")]}
    g = _game([_bear("x", toughness=5), aura, _bear("y", "B", power=3)], step="beginning_of_combat", active="B")
    g.apply({"type": "advance"})
    g.apply({"type": "declare_attackers", "attackers": [{"id": "y", "defending": "A"}]})
    ev = g.apply({"type": "declare_blockers", "player": "A", "blockers": [{"id": "x", "blocking": "y"}]})
    assert "mtg.trigger.triggers" in _keys(ev)
    g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 17   # its controller (A) loses 3
    ev = g.apply({"type": "advance"})   # combat damage: x is dealt 3
    assert "mtg.trigger.attached_dealt_damage" in _keys(ev)
    g.apply({"type": "resolve"})
    assert g.player("B")["life"] == 23   # that much
    g._set_tapped(g.perm("x"), True)
    assert "mtg.trigger.attached_becomes_tapped" in _keys(g.events)
    g._put_triggers()
    g.apply({"type": "resolve"})
    assert g.perm("x") is None


def test_blocks_a_creature_with_flying_and_self_to_graveyard():
    spider = _bear("ws", triggers=[_trig("blocks_creature", filter="creature with flying")])
    g = _game([spider, _bear("fl", "B", keywords=["flying"]), _bear("gb", "B")], step="beginning_of_combat", active="B")
    g.apply({"type": "advance"})
    g.apply({"type": "declare_attackers", "attackers": [{"id": "gb", "defending": "A"}]})
    ev = g.apply({"type": "declare_blockers", "player": "A", "blockers": [{"id": "ws", "blocking": "gb"}]})
    assert "mtg.trigger.blocks_creature" not in _keys(ev)
    well = {"id": "iw", "controller": "A", "types": ["artifact"], "card": "Well",
            "triggers": [_trig("to_graveyard", self_only=True)]}
    g2 = _game([well, {"id": "o", "controller": "A", "types": ["artifact"], "card": "O"}])
    g2._leave_battlefield([(g2.perm("o"), "graveyard", "destroy")])
    assert not g2.pending   # another artifact: not its own
    g2._leave_battlefield([(g2.perm("iw"), "graveyard", "destroy")])
    assert len(g2.pending) == 1   # itself, looking back (603.10a)
