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
