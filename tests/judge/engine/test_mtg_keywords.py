"""Keyword abilities of issue 21 (judge/mtg/kwabilities.py): the validator's answers for the new
fields and actions (every problem at its JSON path, unknown keys refused), the keyword strings it
accepts, and engine details the scenarios (tests/judge/scenarios/mtg/exalted-*, echo-*, crew-*,
convoke-*, unearth-*, ...) do not show: convoke with hybrid and Phyrexian symbols, the crew default,
echo after a change of control, the legal-action lists."""
import pytest

from judge.engine import legal, run
from judge.mtg.game import MtgGame
from judge.mtg.keywords import is_implemented_keyword, keyword_problem, numbers, upkeep_cost
from judge.mtg.validate import validate


def _doc(battlefield=(), actions=(), hand=None, graveyard=None, mana=None, **state):
    a = {"id": "A", "life": 20, "library": 30}
    if hand is not None:
        a["hand"] = hand
    if graveyard is not None:
        a["graveyard"] = graveyard
    if mana is not None:
        a["mana"] = mana
    st = {"turn": 3, "active": "A", "step": "main1", "players": [a, {"id": "B", "life": 20, "library": 30}],
          "battlefield": list(battlefield), "stack": []}
    st.update(state)
    return {"format": "judge-scenario/1", "game": "mtg", "state": st, "actions": list(actions)}


CART = {"id": "cart", "card": "Test Cart", "controller": "A", "types": ["artifact"], "subtypes": ["Vehicle"], "power": 3,
        "toughness": 3, "abilities": [{"text": "Crew 2", "cost": {"crew": 2}, "effects": [{"do": "crew"}]}]}
DIGGER = {"id": "digger", "card": "Test Digger", "types": ["creature"], "power": 2, "toughness": 1, "unearth": "{B}"}


def _problems(doc):
    return {p.path: p.message for p in validate(doc)}


@pytest.mark.parametrize("k", ["exalted", "flanking", "convoke", "bushido 1", "rampage 3", "toxic 2", "bloodthirst 1",
                               "echo {2}{r}", "echo {3}", "cumulative upkeep {1}", "cumulative upkeep {g}{g}",
                               "cumulative upkeep - pay 2 life", "affinity for artifacts", "affinity for forests",
                               "affinity for artifact creatures"])
def test_accepted_keywords(k):
    assert is_implemented_keyword(k), keyword_problem(k)


@pytest.mark.parametrize("k,part", [("echo - pay 1 life", "echo"), ("echo {x}", "echo"), ("cumulative upkeep {s}", "cumulative"),
                                    ("affinity for tokens", "affinity for"), ("bushido", "not implemented"),
                                    ("bushido x", "not implemented")])
def test_refused_keywords_say_why(k, part):
    why = keyword_problem(k)
    assert why and part in why


def test_keyword_helpers():
    assert numbers({"bushido 1", "bushido 2", "flying"}, "bushido") == [1, 2]
    assert upkeep_cost("echo {2}{r}", "echo") == ("mana", "{2}{R}")
    assert upkeep_cost("cumulative upkeep - pay 3 life", "cumulative upkeep") == ("life", 3)
    assert upkeep_cost("echo - pay 3 life", "echo") is None


def test_new_fields_are_validated_at_their_path():
    bad_cart = dict(CART, abilities=[{"text": "Crew", "cost": {"crew": 0}, "effects": [{"do": "crew", "of": "self"}]}],
                    unearthed="yes", echo_due="no")
    doc = _doc([bad_cart], actions=[
        {"type": "activate", "permanent": "cart", "crew": "bears"},
        {"type": "cast", "card": "Shock", "targets": ["B"], "convoke": [1]},
        {"type": "unearth", "card": "digger", "bogus": 1},
        {"type": "unearth"},
    ], graveyard=[dict(DIGGER, unearth="two black")])
    doc["state"]["history"] = {"damaged": ["C"]}
    p = _problems(doc)
    for path in ("state.battlefield[0].abilities[0].cost.crew", "state.battlefield[0].abilities[0].effects[0].of",
                 "state.battlefield[0].unearthed", "state.battlefield[0].echo_due", "state.history.damaged[0]",
                 "state.players[0].graveyard[0].unearth", "actions[0].crew", "actions[1].convoke", "actions[2].bogus",
                 "actions[3].card"):
        assert path in p, (path, p)


def test_effect_costs_are_validated():
    trig = {"when": "upkeep", "effects": [{"do": "echo", "cost": "3 life"}, {"do": "cumulative_upkeep", "cost": "{X}"},
                                          {"do": "cumulative_upkeep", "cost": "2 life"}]}
    p = _problems(_doc([dict(CART, triggers=[trig])]))
    assert "state.battlefield[0].triggers[0].effects[0].cost" in p
    assert "state.battlefield[0].triggers[0].effects[1].cost" in p
    assert "state.battlefield[0].triggers[0].effects[2].cost" not in p


def _events(doc):
    out = run(doc)
    return [e for s in out["steps"] for e in s["events"]], out["final"]


def test_convoke_pays_hybrid_and_phyrexian_symbols_by_colour():
    spell = {"id": "s", "card": "Test Convoke", "types": ["sorcery"], "mana_cost": "{W/U}{R/P}{1}", "colors": ["W", "U", "R"],
             "keywords": ["convoke"], "effects": [{"do": "gain_life", "amount": 1, "to": "controller"}]}
    merfolk = {"id": "merfolk", "card": "Blue Guy", "controller": "A", "types": ["creature"], "colors": ["U"], "power": 1, "toughness": 1}
    goblin = {"id": "gob", "card": "Raging Goblin", "controller": "A"}
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "A"}
    doc = _doc([merfolk, goblin, bears], hand=[spell], mana="",
               actions=[{"type": "cast", "card": "s", "convoke": ["bears", "gob", "merfolk"]}, {"type": "resolve"}])
    evs, final = _events(doc)
    assert not [e for e in evs if e["type"] == "illegal"], [e["text"] for e in evs if e["type"] == "illegal"]
    paid = {e["objects"][0]: e["text"] for e in evs if e["key"] == "mtg.convoke.tap"}
    assert "{W/U}" in paid["merfolk"] and "{R/P}" in paid["gob"] and "{1}" in paid["bears"]
    assert final["players"][0]["life"] == 21


def test_convoke_a_creature_twice_or_an_opponents_is_refused():
    spell = {"id": "s", "card": "Test Convoke", "types": ["sorcery"], "mana_cost": "{2}", "keywords": ["convoke"],
             "effects": [{"do": "draw", "n": 1}]}
    doc = _doc([{"id": "bears", "card": "Grizzly Bears", "controller": "A"}, {"id": "giant", "card": "Hill Giant", "controller": "B"}],
               hand=[spell], actions=[{"type": "cast", "card": "s", "convoke": ["bears", "bears"]},
                                      {"type": "cast", "card": "s", "convoke": ["giant"]}])
    evs, _final = _events(doc)
    assert [e["key"] for e in evs if e["type"] == "illegal"] == ["mtg.illegal.convoke_creature"] * 2


def test_crew_default_adds_the_most_powerful_first_when_none_is_enough_alone():
    elf = {"id": "elf", "card": "Llanowar Elves", "controller": "A"}
    elf2 = {"id": "elf2", "card": "Llanowar Elves", "controller": "A"}
    ogre = {"id": "ogre", "card": "Test Ogre", "controller": "A", "types": ["creature"], "power": 1, "toughness": 3}
    cart = dict(CART, abilities=[{"text": "Crew 2", "cost": {"crew": 2}, "effects": [{"do": "crew"}]}])
    doc = _doc([cart, elf, ogre, elf2], actions=[{"type": "activate", "permanent": "cart", "ability": 0}])
    evs, final = _events(doc)
    tapped = {o["id"] for o in final["battlefield"] if o.get("tapped")}
    assert tapped == {"elf", "ogre"}
    assert any(e["key"] == "mtg.crew.default" for e in evs)


def test_crew_with_too_little_power_is_refused_and_nothing_changes():
    doc = _doc([CART, {"id": "elf", "card": "Llanowar Elves", "controller": "A"}],
               actions=[{"type": "activate", "permanent": "cart", "ability": 0}])
    evs, final = _events(doc)
    assert [e["key"] for e in evs if e["type"] == "illegal"] == ["mtg.illegal.crew_power"]
    assert not any(o.get("tapped") for o in final["battlefield"])


def test_a_vehicle_that_entered_this_turn_cant_attack_once_crewed():
    """302.6: a Vehicle cast this turn is a creature that came under its controller's control this turn."""
    doc = _doc([{"id": "bears", "card": "Grizzly Bears", "controller": "A"}],
               hand=[dict({k: v for k, v in CART.items() if k != "controller"}, mana_cost="{1}")],
               actions=[{"type": "cast", "card": "cart"}, {"type": "resolve"},
                        {"type": "activate", "permanent": "cart", "ability": 0}, {"type": "resolve"},
                        {"type": "declare_attackers", "attackers": [{"id": "cart", "defending": "B"}]}])
    evs, _final = _events(doc)
    assert [e["key"] for e in evs if e["type"] == "illegal"] == ["mtg.illegal.attack.summoning_sick"]


def test_echo_after_a_change_of_control():
    """702.30a: a permanent that came under a new controller's control (layer 2) is new to them."""
    beast = {"id": "beast", "card": "Echo Beast", "controller": "B", "types": ["creature"], "power": 3, "toughness": 3,
             "keywords": ["echo {r}"]}
    g = MtgGame.from_document(_doc([beast]))
    g.start()
    assert not g.perm("beast").get("echo_due")
    ctx = {"obj": {"id": "x", "source": "beast"}, "controller": "A", "targets": [], "x": 0, "kicked": False,
           "choose": None, "context": {}}
    g._effect({"do": "gain_control", "of": "beast", "to": "controller"}, ctx)
    assert g.perm("beast")["echo_due"] is True


def test_unearth_is_listed_from_the_graveyard_and_cast_convoke_sets_are_listed():
    g = MtgGame.from_document(_doc([{"id": "bears", "card": "Grizzly Bears", "controller": "A"}], graveyard=[DIGGER],
                                   hand=[{"id": "s", "card": "Test Convoke", "types": ["sorcery"], "mana_cost": "{2}",
                                          "keywords": ["convoke"], "effects": [{"do": "draw", "n": 1}]}], mana="{B}"))
    g.start()
    listed = [a for a, _e in legal.legal_actions(g, "mtg")]
    assert {"type": "unearth", "player": "A", "card": "Test Digger"} in listed
    assert any(a.get("type") == "cast" and a.get("convoke") == ["bears"] for a in listed)
    assert not any(a.get("type") == "cast" and a.get("card") == "Test Convoke" and not a.get("convoke") for a in listed)


def test_skulk_refuses_only_a_blocker_with_greater_power():
    from judge.engine import load
    sneak = {"id": "sneak", "card": "Test Sneak", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2,
             "keywords": ["skulk"]}
    big = {"id": "big", "card": "Test Big", "controller": "B", "types": ["creature"], "power": 3, "toughness": 3}
    same = {"id": "same", "card": "Test Same", "controller": "B", "types": ["creature"], "power": 2, "toughness": 2}
    doc = _doc([sneak, big, same], step="beginning_of_combat")
    g = load(doc)
    g.start()
    g.apply({"type": "declare_attackers", "attackers": [{"id": "sneak", "defending": "B"}]})
    ev = g.apply({"type": "declare_blockers", "blockers": [{"id": "big", "blocking": "sneak"}]})
    assert [e.key for e in ev] == ["mtg.illegal.block.skulk"] and ev[0].rule == "702.118b"
    ev = g.apply({"type": "declare_blockers", "blockers": [{"id": "same", "blocking": "sneak"}]})
    assert "mtg.block.declared" in [e.key for e in ev]


@pytest.mark.parametrize("choose,counters,haste", [(None, 1, False), ("counter", 1, False), ("haste", 0, True)])
def test_riot_counter_or_haste(choose, counters, haste):
    rioter = {"id": "r", "card": "Test Rioter", "types": ["creature"], "mana_cost": "{0}", "power": 2, "toughness": 2,
              "keywords": ["riot"]}
    res = {"type": "resolve"} if choose is None else {"type": "resolve", "choose": choose}
    evs, final = _events(_doc(hand=[rioter], actions=[{"type": "cast", "card": "r"}, res]))
    o = next(x for x in final["battlefield"] if x["id"] == "r")
    assert (o.get("counters") or {}).get("+1/+1", 0) == counters
    assert bool(o.get("riot_haste")) is haste
    assert ("mtg.riot.default" in [e["key"] for e in evs]) is (choose is None)


@pytest.mark.parametrize("choose,counters", [(None, 1), ("yes", 1), ("no", 0)])
def test_unleash_counter_and_no_block(choose, counters):
    from judge.engine import load
    ul = {"id": "u", "card": "Test Unleashed", "types": ["creature"], "mana_cost": "{0}", "power": 2, "toughness": 2,
          "keywords": ["unleash"]}
    res = {"type": "resolve"} if choose is None else {"type": "resolve", "choose": choose}
    doc = _doc(hand=[ul], actions=[{"type": "cast", "card": "u"}, res])
    evs, final = _events(doc)
    o = next(x for x in final["battlefield"] if x["id"] == "u")
    assert (o.get("counters") or {}).get("+1/+1", 0) == counters
    # on the opponent's turn: it can't block while it has the counter (702.98a)
    atk = {"id": "atk", "card": "Test Attacker", "controller": "B", "types": ["creature"], "power": 1, "toughness": 1}
    blocker = dict(ul, controller="A", counters={"+1/+1": counters} if counters else {})
    d2 = _doc([atk, blocker], step="beginning_of_combat")
    d2["state"]["active"] = "B"
    g = load(d2)
    g.start()
    g.apply({"type": "declare_attackers", "attackers": [{"id": "atk", "defending": "A"}]})
    ev = g.apply({"type": "declare_blockers", "blockers": [{"id": "u", "blocking": "atk"}]})
    assert ("mtg.illegal.block.unleash" in [e.key for e in ev]) is bool(counters)


EVOLVER = {"id": "evo", "card": "Test Evolver", "controller": "A", "types": ["creature"], "power": 1, "toughness": 1,
           "triggers": [{"when": "permanent_enters", "text": "Evolve", "filter": "creature you control", "evolve": True,
                         "effects": [{"do": "evolve"}]}]}


def test_evolve_checks_again_on_resolution_and_uses_the_entering_pt_if_it_left():
    bear = {"id": "bear", "card": "Test Bear", "types": ["creature"], "mana_cost": "{0}", "power": 2, "toughness": 2}
    kill = {"id": "kill", "card": "Test Kill", "types": ["instant"], "mana_cost": "{0}", "target": ["creature"],
            "effects": [{"do": "destroy", "of": "target:0"}]}
    grow = {"id": "grow", "card": "Test Grow", "types": ["instant"], "mana_cost": "{0}", "target": ["creature"],
            "effects": [{"do": "pump", "of": "target:0", "power": 2, "toughness": 2}]}
    # the entering creature is destroyed in response: its P/T as it entered (2/2 > 1/1) still counts
    evs, final = _events(_doc([EVOLVER], hand=[bear, kill], actions=[
        {"type": "cast", "card": "bear"}, {"type": "resolve"}, {"type": "cast", "card": "kill", "targets": ["bear"]},
        {"type": "resolve"}, {"type": "resolve"}]))
    assert "mtg.evolve.evolves_lki" in [e["key"] for e in evs]
    assert next(o for o in final["battlefield"] if o["id"] == "evo")["counters"]["+1/+1"] == 1
    # the creature with evolve grows in response: not greater any more on resolution, nothing happens (603.4)
    evs, final = _events(_doc([EVOLVER], hand=[bear, grow], actions=[
        {"type": "cast", "card": "bear"}, {"type": "resolve"}, {"type": "cast", "card": "grow", "targets": ["evo"]},
        {"type": "resolve"}, {"type": "resolve"}]))
    assert "mtg.evolve.not_greater_now" in [e["key"] for e in evs]
    assert not (next(o for o in final["battlefield"] if o["id"] == "evo").get("counters") or {}).get("+1/+1")


def test_backup_grants_the_keywords_below_only_to_another_creature():
    backer = {"id": "bk", "card": "Test Backer", "types": ["creature"], "mana_cost": "{0}", "power": 1, "toughness": 1,
              "keywords": ["flying"],
              "triggers": [{"when": "enters", "text": "Backup 2", "target": ["creature"],
                            "effects": [{"do": "backup", "of": "target:0", "n": 2, "keywords": ["flying"]}]}]}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    for tgt, grants in (("bear", True), ("bk", False)):
        evs, final = _events(_doc([bear], hand=[backer], actions=[
            {"type": "cast", "card": "bk"}, {"type": "resolve", "choose": {"targets": {"bk": [tgt]}}}, {"type": "resolve"}]))
        o = next(x for x in final["battlefield"] if x["id"] == tgt)
        assert o["counters"]["+1/+1"] == 2
        keys = [e["key"] for e in evs]
        assert ("mtg.backup.other" in keys) is grants and ("mtg.backup.self" in keys) is not grants
        b = next(x for x in final["battlefield"] if x["id"] == "bear")
        assert bool(b.get("until_eot")) is grants


def test_vanishing_removes_a_counter_and_sacrifices_only_after_the_last():
    from judge.mtg.oracle.kwexpand import keyword_trigger
    parts = keyword_trigger("vanishing 2", ["creature"])
    v = {"id": "v", "card": "Test Vanisher", "controller": "A", "types": ["creature"], "power": 3, "toughness": 3,
         "triggers": parts["triggers"], "enters_with": parts["enters_with"]}
    for n, gone in ((2, False), (1, True), (0, False)):
        d = _doc([dict(v, counters={"time": n} if n else {})], actions=[{"type": "advance"}, {"type": "resolve"}, {"type": "resolve"}],
                 step="untap")
        evs, final = _events(d)
        keys = [e["key"] for e in evs]
        assert ("v" not in [o["id"] for o in final["battlefield"]]) is gone
        assert ("mtg.vanishing.remove" in keys) is (n > 0)   # no time counter: the intervening "if" is false (603.4)
        assert ("mtg.vanishing.last" in keys) is (n == 1)


def test_delve_and_improvise_pay_generic_mana_only_after_convoke():
    """702.66a-b, 702.126a-b: after the total cost is locked, artifacts tapped (improvise) and
    graveyard cards exiled (delve) each pay {1}; never coloured mana; a card without the keyword
    refuses the field."""
    spell = {"id": "s", "card": "Test Delver", "types": ["sorcery"], "mana_cost": "{3}{U}", "colors": ["U"],
             "keywords": ["delve", "improvise"], "effects": [{"do": "gain_life", "amount": 1, "to": "controller"}]}
    plain = {"id": "p", "card": "Test Plain", "types": ["sorcery"], "mana_cost": "{1}", "effects": [{"do": "draw", "n": 1}]}
    gy = [{"id": "g1", "card": "Shock"}, {"id": "g2", "card": "Island"}, {"id": "g3", "card": "Forest"}]
    arts = [{"id": f"o{i}", "card": "Ornithopter", "controller": "A"} for i in (1, 2)]
    doc = _doc(arts + [{"id": "isl", "card": "Island", "controller": "A"}], hand=[spell, plain], graveyard=gy, mana="",
               actions=[{"type": "cast", "card": "p", "delve": ["g1"]},
                        {"type": "cast", "card": "s", "delve": ["g1", "g2", "g3"], "improvise": ["o1", "o2"]},
                        {"type": "cast", "card": "s", "delve": ["g1", "g2"], "improvise": ["o1"]}, {"type": "resolve"}])
    evs, final = _events(doc)
    assert [e["key"] for e in evs if e["type"] == "illegal"] == ["mtg.illegal.no_delve", "mtg.illegal.delve_extra"]
    a = final["players"][0]
    assert a["life"] == 21 and [c["card"] for c in a["exile"]] == ["Shock", "Island"]
    assert [c["card"] for c in a["graveyard"]] == ["Forest", "Test Delver"]
    tapped = {o["id"]: o["tapped"] for o in final["battlefield"]}
    assert tapped == {"o1": True, "o2": False, "isl": True}


def test_delve_and_improvise_are_validated():
    doc = _doc([], actions=[{"type": "cast", "card": "Shock", "targets": ["B"], "delve": [1], "improvise": "o1"}])
    p = _problems(doc)
    assert "actions[0].delve" in p and "actions[0].improvise" in p


def test_typecycling_searches_instead_of_drawing_and_its_word_is_validated():
    """702.29e: "[Type]cycling [cost]" searches for a [type] card, reveals it, puts it into the hand and
    shuffles; it is a cycling ability (702.29f: "whenever you cycle" sees it)."""
    card = {"id": "c", "card": "Test Cycler", "types": ["creature"], "power": 1, "toughness": 1, "cycling": "{1}",
            "cycling_search": "Island card"}
    doc = _doc([], hand=[card], actions=[{"type": "cycle", "card": "c"}, {"type": "resolve"}])
    doc["state"]["players"][0]["library_top"] = ["Forest", "Island"]
    evs, final = _events(doc)
    assert [c["card"] for c in final["players"][0]["hand"]] == ["Island"]
    assert "mtg.typecycling" in [e["key"] for e in evs] and "mtg.cycling" not in [e["key"] for e in evs]
    bad = _doc([], hand=[dict(card, cycling_search="two Islands")])
    assert "state.players[0].hand[0].cycling_search" in _problems(bad)


def test_retrace_casts_from_the_graveyard_discarding_a_land_and_returns_there():
    """702.81a: cast from the graveyard with a land card discarded as an additional cost (default the
    last land card of the hand); the spell goes back to the graveyard (not exiled like flashback)."""
    spell = {"id": "r", "card": "Test Retrace", "types": ["sorcery"], "mana_cost": "{1}", "keywords": ["retrace"],
             "effects": [{"do": "gain_life", "amount": 2, "to": "controller"}]}
    plain = {"id": "p", "card": "Test Plain", "types": ["sorcery"], "mana_cost": "{1}", "effects": [{"do": "draw", "n": 1}]}
    doc = _doc([], hand=["Forest", "Shock", "Island"], graveyard=[spell, plain],
               actions=[{"type": "cast", "card": "p", "from": "graveyard"},
                        {"type": "cast", "card": "r", "from": "graveyard", "retrace": "Shock"},
                        {"type": "cast", "card": "r", "from": "graveyard"}, {"type": "resolve"}])
    evs, final = _events(doc)
    assert [e["key"] for e in evs if e["type"] == "illegal"] == ["mtg.illegal.from_graveyard", "mtg.illegal.retrace_land"]
    a = final["players"][0]
    assert a["life"] == 22 and [c["card"] for c in a["hand"]] == ["Forest", "Shock"]
    assert [c["card"] for c in a["graveyard"]] == ["Test Plain", "Island", "Test Retrace"]
    no_land = _doc([], hand=["Shock"], graveyard=[spell], actions=[{"type": "cast", "card": "r", "from": "graveyard"}])
    assert [e["key"] for e in _events(no_land)[0] if e["type"] == "illegal"] == ["mtg.illegal.retrace_no_land"]


def test_embalm_copies_the_card_as_it_was_in_the_graveyard():
    """702.128a: the token is a copy of the exiled card, white, without mana cost, a Zombie too."""
    card = {"id": "e", "card": "Test Embalmer", "types": ["creature"], "subtypes": ["Cat"], "power": 2, "toughness": 2,
            "colors": ["G"], "mana_cost": "{1}{G}", "keywords": ["trample"],
            "abilities": [{"text": "Embalm {1}", "zone": "graveyard", "cost": {"mana": "{1}", "exile": "self"},
                           "timing": "sorcery", "effects": [{"do": "embalm"}]}]}
    doc = _doc([], graveyard=[card], actions=[{"type": "activate", "permanent": "e", "ability": 0}, {"type": "resolve"}])
    _evs, final = _events(doc)
    tok = next(o for o in final["battlefield"] if o.get("card") == "Test Embalmer")
    assert tok["token"] and tok["embalmed"] and tok["colors"] == ["W"] and "mana_cost" not in tok
    assert tok["subtypes"] == ["Cat", "Zombie"] and tok["keywords"] == ["trample"]
    assert [c["card"] for c in final["players"][0]["exile"]] == ["Test Embalmer"]


def test_alternative_costs_dash_evoke_blitz_and_refusals():
    """118.9: the cast's `alt` pays the dash / evoke / blitz cost instead of the mana cost; a card without
    it, or with flashback from the graveyard (118.9a, one alternative cost), refuses the cast."""
    dash = {"id": "d", "card": "Test Dasher", "types": ["creature"], "power": 2, "toughness": 2, "mana_cost": "{5}",
            "dash": "{1}"}
    evoke = {"id": "e", "card": "Test Evoker", "types": ["creature"], "power": 1, "toughness": 1, "mana_cost": "{5}",
             "evoke": "{1}", "triggers": [{"when": "enters", "effects": [{"do": "gain_life", "amount": 3, "to": "controller"}]}]}
    doc = _doc([{"id": f"w{i}", "card": "Island", "controller": "A"} for i in range(2)], hand=[dash, evoke], mana="",
               actions=[{"type": "cast", "card": "d", "alt": "blitz"}, {"type": "cast", "card": "d", "alt": "dash"},
                        {"type": "resolve"}, {"type": "cast", "card": "e", "alt": "evoke"}, {"type": "resolve"},
                        {"type": "resolve"}, {"type": "resolve"}])
    evs, final = _events(doc)
    assert [e["key"] for e in evs if e["type"] == "illegal"] == ["mtg.illegal.no_alt_cost"]
    a = final["players"][0]
    assert a["life"] == 23 and [c["card"] for c in a["graveyard"]] == ["Test Evoker"]
    d = next(o for o in final["battlefield"] if o.get("card") == "Test Dasher")
    assert d["alt_cost"] == "dash" and d["mana_cost"] == "{5}"   # 118.9c: the mana cost is unchanged
    assert final["delayed"][0]["at"] == "next_end_step"
    bad = _doc([], actions=[{"type": "cast", "card": "Shock", "targets": ["B"], "alt": "madness"}])
    assert "actions[0].alt" in _problems(bad)
