"""The turn's history (judge/mtg/history.py) and the conditions that read it (judge/mtg/conditions.py):
recorded as things happen, false then true within a turn, emptied as the next turn begins ("last
turn" kept one turn), said on the step with why, validated and round-tripping in the scenario JSON.
Custom and built-in cards only (no card file)."""
import copy

import pytest

from judge.engine import ScenarioError, load, run

MORBID = {"card": "Morbid Gift", "types": ["instant"], "mana_cost": "{0}",
          "effects": [{"do": "gain_life", "amount": 3, "to": "controller", "if": {"cond": "died", "min": 1}}]}


def player(pid, hand=(), **kw):
    d = {"id": pid, "life": 20, "library": 30, "hand": list(hand), "graveyard": [], "exile": []}
    d.update(kw)
    return d


def doc(bf=(), actions=(), hand_a=(), hand_b=(), step="main1", **state):
    st = {"turn": 3, "active": "A", "step": step, "players": [player("A", hand_a), player("B", hand_b)],
          "battlefield": list(bf), "stack": []}
    st.update(state)
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t", "state": st, "actions": list(actions)}


def events(out, key):
    return [ev for s in out["steps"] for ev in s["events"] if ev.get("key") == key]


def step_keys(out, n):
    return [ev["key"] for ev in out["steps"][n]["events"]]


def life(out, pid):
    return next(p["life"] for p in out["final"]["players"] if p["id"] == pid)


def test_died_false_then_true_within_a_turn_then_reset_next_turn():
    """700.4: the first Morbid Gift resolves before any creature died (608.2c: no life); Lightning Bolt
    kills Grizzly Bears; the second gains 3 life. The next turn begins with an empty history, and
    the step says so."""
    d = doc([{"id": "bear", "controller": "B", "card": "Grizzly Bears"}],
            [{"type": "cast", "card": "m1"}, {"type": "resolve"},
             {"type": "cast", "card": "Lightning Bolt", "targets": ["bear"]}, {"type": "resolve"},
             {"type": "cast", "card": "m2"}, {"type": "resolve"},
             {"type": "advance_to", "step": "upkeep"}],
            hand_a=[dict(MORBID, id="m1"), dict(MORBID, id="m2"), "Lightning Bolt"])
    out = run(d, lang="en")
    assert "mtg.effect.if_false_why" in step_keys(out, 2)
    assert "mtg.effect.if_true" in step_keys(out, 6)
    assert life(out, "A") == 23
    true = events(out, "mtg.effect.if_true")[0]
    assert true["rule"] == "608.2c" and "Grizzly Bears" in true["text"] and "700.4" in true["text"]
    # the board after the third action: the history holds the death
    mid = run(dict(d, actions=d["actions"][:4]), lang="en")["final"]
    assert mid["history"]["left"] == [{"card": "Grizzly Bears", "controller": "B", "types": ["creature"],
                                       "to": "graveyard", "id": "bear", "power": 2}]   # its id and last-known power (608.2h)
    assert mid["players"][0]["spells_cast"] == 2   # this turn's spells: the player's count
    # turn 4: nothing has died this turn; A's three spells are last turn's
    assert out["final"]["turn"] == 4
    assert out["final"]["history"] == {"spells_last_turn": {"A": 3}}


def test_history_condition_said_in_each_language():
    d = doc([], [{"type": "cast", "card": "m1"}, {"type": "resolve"}], hand_a=[dict(MORBID, id="m1")])
    for lang in ("en", "th", "ko"):
        ev = events(run(d, lang=lang), "mtg.effect.if_false_why")[0]
        assert "608.2c" in ev["text"] and "700.4" in ev["text"] and "{" not in ev["text"]


RAIDER = {"id": "raider", "controller": "A", "card": "Raid Captain", "types": ["creature"], "power": 2, "toughness": 2,
          "triggers": [{"when": "end_step", "text": "At the beginning of your end step, if you attacked this turn, draw a card.",
                        "condition": {"cond": "attacked"}, "effects": [{"do": "draw", "n": 1, "to": "controller"}]}]}


def test_attacked_is_a_declaration_of_attackers():
    """508.6: a player attacked if they declared attackers; the intervening "if" (603.4) is checked
    as the end step begins and again on resolution."""
    attack = doc([RAIDER], [{"type": "declare_attackers", "attackers": [{"id": "raider", "defending": "B"}]},
                            {"type": "advance_to", "step": "end"}, {"type": "resolve"}])
    out = run(attack, lang="en")
    assert out["final"]["history"]["attacked"] == ["A"]
    assert events(out, "mtg.trigger.if_true") and events(out, "mtg.trigger.if_true_resolve")
    assert out["final"]["players"][0]["library"] == 29
    quiet = doc([RAIDER], [{"type": "advance_to", "step": "end"}])
    out = run(quiet, lang="en")
    assert "attacked" not in out["final"].get("history", {})
    ev = events(out, "mtg.trigger.if_false_why")
    assert ev and ev[0]["rule"] == "603.4" and "508.6" in ev[0]["text"]
    assert out["final"]["stack"] == []


def test_life_gained_and_lost_add_up_over_the_turn():
    """119.3, 119.4, 120.3a: damage to a player and paid life are life lost; gains add up (not net)."""
    bf = [{"id": "vamp", "controller": "A", "card": "Vampire Nighthawk"}]
    d = doc(bf, [{"type": "cast", "card": "Renewed Faith"}, {"type": "resolve"},
                 {"type": "cast", "card": "Lightning Bolt", "targets": ["B"]}, {"type": "resolve"},
                 {"type": "cast", "player": "A", "card": "Gut Shot", "targets": ["B"], "pay_life": True},
                 {"type": "resolve"},
                 {"type": "declare_attackers", "attackers": [{"id": "vamp", "defending": "B"}]},
                 {"type": "advance_to", "step": "main2"}],
            hand_a=["Renewed Faith", "Lightning Bolt", "Gut Shot"])
    out = run(d, lang="en")
    h = out["final"]["history"]
    assert h["life_gained"] == {"A": 6 + 2}
    assert h["life_lost"] == {"A": 2, "B": 3 + 1 + 2}
    assert life(out, "A") == 26 and life(out, "B") == 14


GAINER = {"card": "Gain Check", "types": ["instant"], "mana_cost": "{0}",
          "effects": [{"do": "draw", "n": 1, "to": "controller", "if": {"cond": "gained", "min": 4}},
                      {"do": "draw", "n": 1, "to": "controller", "if": {"cond": "lost", "who": "opponent", "min": 1}}]}


def test_gained_n_or_more_and_an_opponent_lost_life():
    d = doc([], [{"type": "cast", "card": "g"}, {"type": "resolve"}], hand_a=[dict(GAINER, id="g")],
            history={"life_gained": {"A": 3}, "life_lost": {"B": 1}})
    out = run(d, lang="en")
    assert [ev["key"] for ev in out["steps"][2]["events"] if ev["key"].startswith("mtg.effect")] == \
        ["mtg.effect.if_false_why", "mtg.effect.if_true"]
    assert "3" in events(out, "mtg.effect.if_false_why")[0]["text"]
    d["state"]["history"]["life_gained"]["A"] = 4
    out = run(d, lang="en")
    assert out["final"]["players"][0]["library"] == 28


REVOLT = {"card": "Revolt Check", "types": ["instant"], "mana_cost": "{0}",
          "effects": [{"do": "gain_life", "amount": 5, "to": "controller", "if": {"cond": "left", "word": "permanent", "min": 1}}]}


def test_left_counts_the_permanents_of_the_controller_only():
    """A permanent left under its controller's control (603.10a): B's bear dying is not A's revolt;
    A sacrificing a bear to Viscera Seer is."""
    bf = [{"id": "seer", "controller": "A", "card": "Viscera Seer"},
          {"id": "a-bear", "controller": "A", "card": "Grizzly Bears"},
          {"id": "b-bear", "controller": "B", "card": "Grizzly Bears"}]
    d = doc(bf, [{"type": "cast", "card": "Lightning Bolt", "targets": ["b-bear"]}, {"type": "resolve"},
                 {"type": "cast", "card": "r1"}, {"type": "resolve"},
                 {"type": "activate", "permanent": "seer", "sacrifice": ["a-bear"]}, {"type": "resolve"},
                 {"type": "cast", "card": "r2"}, {"type": "resolve"}],
            hand_a=["Lightning Bolt", dict(REVOLT, id="r1"), dict(REVOLT, id="r2")])
    out = run(d, lang="en")
    assert life(out, "A") == 25
    assert [ev["key"] for ev in events(out, "mtg.effect.if_false_why") + events(out, "mtg.effect.if_true")] == \
        ["mtg.effect.if_false_why", "mtg.effect.if_true"]
    assert [(x["card"], x["controller"]) for x in out["final"]["history"]["left"]] == \
        [("Grizzly Bears", "B"), ("Grizzly Bears", "A")]


def test_spells_last_turn_is_kept_one_turn():
    d = doc([], [{"type": "cast", "card": "Shock", "targets": ["B"]}, {"type": "resolve"},
                 {"type": "cast", "card": "Lightning Bolt", "targets": ["B"]}, {"type": "resolve"},
                 {"type": "advance_to", "step": "upkeep"}], hand_a=["Shock", "Lightning Bolt"])
    out = run(d, lang="en")
    assert out["final"]["history"] == {"spells_last_turn": {"A": 2}}
    d2 = dict(d, state=copy.deepcopy(out["final"]),
              actions=[{"type": "advance_to", "step": "cleanup"}, {"type": "advance_to", "step": "upkeep"}])
    out2 = run(d2, lang="en")
    assert out2["final"]["turn"] == 5
    assert "history" not in out2["final"]   # B cast nothing in turn 4; turn 5 starts empty


def test_history_round_trips_and_loads_mid_turn():
    h = {"left": [{"card": "Grizzly Bears", "controller": "B", "types": ["creature"], "to": "graveyard"}],
         "attacked": ["A"], "life_gained": {"A": 2}, "life_lost": {"B": 5},
         "spells_last_turn": {"B": 2}}
    d = doc([], [], history=copy.deepcopy(h))
    g = load(d)
    s1 = g.to_state()
    assert s1["history"] == h
    assert load(dict(d, state=copy.deepcopy(s1))).to_state() == s1
    g2 = g.copy()
    g2.history["attacked"].append("B")
    assert g.to_state()["history"]["attacked"] == ["A"]   # a copy of the game has its own history


@pytest.mark.parametrize("history,path", [
    ({"died": 1}, "state.history.died"),
    ({"left": [{"card": "X", "types": ["creature"]}]}, "state.history.left[0].controller"),
    ({"left": [{"card": "X", "controller": "Z"}]}, "state.history.left[0].controller"),
    ({"left": [{"card": "X", "controller": "A", "to": "sideboard"}]}, "state.history.left[0].to"),
    ({"left": ["Grizzly Bears"]}, "state.history.left[0]"),
    ({"attacked": ["Z"]}, "state.history.attacked[0]"),
    ({"life_gained": {"A": -1}}, "state.history.life_gained.A"),
    ({"spells_last_turn": {"Q": 2}}, "state.history.spells_last_turn.Q"),
    ("yes", "state.history"),
])
def test_bad_history_is_refused_with_its_path(history, path):
    with pytest.raises(ScenarioError) as exc:
        load(doc([], [], history=history))
    assert path in [p.path for p in exc.value.problems], exc.value.problems


@pytest.mark.parametrize("cond", [
    {"cond": "died", "max": 1}, {"cond": "died"}, {"cond": "left", "word": "goblin", "min": 1},
    {"cond": "lost", "who": "each", "min": 1}, {"cond": "gained", "who": "opponent", "min": 1},
    {"cond": "cast", "from": "library"}, {"cond": "spells_last_turn", "max": 2}, {"cond": "attacked", "min": 1},
    {"cond": "targets", "word": "player"},
])
def test_bad_history_condition_is_refused(cond):
    card = dict(MORBID, id="m1", effects=[{"do": "draw", "n": 1, "to": "controller", "if": cond}])
    with pytest.raises(ScenarioError):
        load(doc([], [], hand_a=[card]))


STOKER = {"card": "Hand Stoker", "types": ["creature"], "power": 3, "toughness": 3, "mana_cost": "{0}",
          "triggers": [{"when": "enters", "text": "When this creature enters, if you cast it from your hand, you gain 4 life.",
                        "condition": {"cond": "cast", "from": "hand"},
                        "effects": [{"do": "gain_life", "amount": 4, "to": "controller"}]}]}


def test_cast_from_hand_kept_on_the_permanent_and_seen_as_it_last_existed():
    """The permanent a spell cast from the hand became keeps cast_from "hand" (and cast_main); its
    enters trigger resolves even if it died in response (113.7a, 608.2h: last known information)."""
    d = doc([], [{"type": "cast", "card": "s1"}, {"type": "resolve"},
                 {"type": "cast", "card": "Lightning Bolt", "targets": ["A-hand-stoker"]}, {"type": "resolve"},
                 {"type": "resolve"}],
            hand_a=[dict(STOKER, id="s1"), "Lightning Bolt"])
    # the id the permanent gets is its card's id in hand
    d["actions"][2]["targets"] = ["s1"]
    out = run(d, lang="en")
    assert not events(out, "mtg.illegal.not_modelled") and life(out, "A") == 24
    assert events(out, "mtg.trigger.if_true")
    lki = events(out, "mtg.trigger.if_true_resolve")
    assert lki and "113.7a" in lki[0]["text"]
    mid = run(dict(d, actions=d["actions"][:2]), lang="en")["final"]
    perm = next(o for o in mid["battlefield"] if o["id"] == "s1")
    assert perm["cast_from"] == "hand" and perm["cast_main"] is True


def test_not_cast_from_the_hand():
    """A permanent of the scenario was not cast; a catalogue card cast from outside the game (the
    teaching shortcut) was not cast from the hand."""
    on_bf = doc([dict(STOKER, id="st", controller="A")],
                [{"type": "cast", "card": "Clone"}, {"type": "resolve"}, {"type": "resolve"}], hand_a=["Clone"])
    out = run(on_bf, lang="en")   # Clone, cast from the hand, enters as a copy of Hand Stoker: its trigger is true
    assert life(out, "A") == 24 and events(out, "mtg.trigger.if_true")
    st = load(on_bf).to_state()
    assert "cast_from" not in st["battlefield"][0]   # the scenario's permanent was not cast
    outside = doc([], [{"type": "cast", "card": dict(STOKER)}, {"type": "resolve"}])
    out = run(outside, lang="en")
    ev = events(out, "mtg.trigger.if_false_why")
    assert ev and "outside the game" in ev[0]["text"] and life(out, "A") == 20


ADDENDUM = {"card": "Addendum Check", "types": ["instant"], "mana_cost": "{0}", "target": ["player"],
            "effects": [{"do": "draw", "n": 1, "to": "controller", "if": {"cond": "cast_main"}}]}


def test_a_copy_of_a_spell_was_not_cast():
    """707.10: Twincast's copy of an Addendum spell cast in the main phase draws nothing."""
    d = doc([], [{"type": "cast", "card": "ad", "targets": ["B"]}, {"type": "cast", "card": "Twincast", "targets": ["ad"]},
                 {"type": "resolve"}, {"type": "resolve"}, {"type": "resolve"}],
            hand_a=[dict(ADDENDUM, id="ad"), "Twincast"])
    out = run(d, lang="en")
    false = events(out, "mtg.effect.if_false_why")
    assert len(false) == 1 and "707.10" in false[0]["text"]
    assert len(events(out, "mtg.effect.if_true")) == 1
    assert out["final"]["players"][0]["library"] == 29


def test_cast_outside_the_main_phase():
    d = doc([], [{"type": "cast", "card": "ad", "targets": ["B"]}, {"type": "resolve"}],
            hand_a=[dict(ADDENDUM, id="ad")], step="upkeep")
    out = run(d, lang="en")
    assert events(out, "mtg.effect.if_false_why") and out["final"]["players"][0]["library"] == 30


SLUMBER = {"card": "Tapped Doom", "types": ["instant"], "mana_cost": "{4}{W}", "target": ["creature"],
           "self_reduction": {"cost": "{3}", "if": {"cond": "targets", "word": "tapped creature"}},
           "effects": [{"do": "destroy", "of": "target:0"}]}


def test_self_reduction_reads_the_chosen_targets():
    """601.2f: the spell's own reduction applies once its targets are chosen (601.2c)."""
    bf = [{"id": "t", "controller": "B", "card": "Hill Giant", "tapped": True},
          {"id": "u", "controller": "B", "card": "Grizzly Bears"}]
    hand = [dict(SLUMBER, id="x")]
    a = player("A", hand, mana="{1}{W}")
    untapped = doc(bf, [{"type": "cast", "card": "x", "targets": ["u"]}])
    untapped["state"]["players"][0] = copy.deepcopy(a)
    out = run(untapped, lang="en")
    assert events(out, "mtg.illegal.cannot_pay")
    tapped = doc(bf, [{"type": "cast", "card": "x", "targets": ["t"]}, {"type": "resolve"}])
    tapped["state"]["players"][0] = copy.deepcopy(a)
    out = run(tapped, lang="en")
    assert events(out, "mtg.cast.self_reduction_why") and not [o for o in out["final"]["battlefield"] if o["id"] == "t"]


def test_requirement_granted_until_end_of_turn():
    """"Target creature attacks this turn if able" (508.1d) as the "must attack" keyword until end of turn."""
    bf = [{"id": "b-bear", "controller": "B", "card": "Grizzly Bears"}]
    spell = {"card": "Taunt Check", "types": ["instant"], "mana_cost": "{0}", "target": ["creature"],
             "effects": [{"do": "grant", "of": "target:0", "keywords": ["must attack"]}]}
    d = doc(bf, [{"type": "cast", "player": "A", "card": "tc", "targets": ["b-bear"]}, {"type": "resolve"},
                 {"type": "advance_to", "step": "main2"}],
            hand_a=[dict(spell, id="tc")], step="upkeep", active="B", priority="A")
    out = run(d, lang="en")
    assert out["final"]["active"] == "B"
    assert events(out, "mtg.attack.required_default")
    assert life(out, "A") == 18


@pytest.mark.parametrize("cond,history,holds", [
    ({"cond": "died", "max": 0}, {}, True),
    ({"cond": "died", "max": 0}, {"left": [{"card": "Bear", "controller": "B", "types": ["creature"], "to": "graveyard"}]}, False),
    ({"cond": "died", "max": 0}, {"left": [{"card": "Bear", "controller": "B", "types": ["creature"], "to": "exile"}]}, True),
    ({"cond": "died", "min": 2}, {"left": [{"card": "Bear", "controller": "B", "types": ["creature"], "to": "graveyard"}]}, False),
    ({"cond": "lost", "who": "player", "min": 4}, {"life_lost": {"A": 4}}, True),
    ({"cond": "lost", "who": "opponent", "min": 4}, {"life_lost": {"A": 4}}, False),
    ({"cond": "gained_or_lost"}, {"life_lost": {"A": 1}}, True),
    ({"cond": "gained_or_lost"}, {"life_lost": {"B": 1}}, False),
    ({"cond": "left", "word": "artifact", "min": 1},
     {"left": [{"card": "Treasure", "controller": "A", "types": ["artifact"], "to": "graveyard"}]}, True),
    ({"cond": "left", "word": "creature", "min": 1},
     {"left": [{"card": "Treasure", "controller": "A", "types": ["artifact"], "to": "graveyard"}]}, False),
    ({"cond": "spells_last_turn", "max": 0}, {}, True),
    ({"cond": "spells_last_turn", "max": 0}, {"spells_last_turn": {"B": 1}}, False),
])
def test_history_conditions_read_the_history(cond, history, holds):
    card = dict(MORBID, id="m1", effects=[{"do": "draw", "n": 1, "to": "controller", "if": cond}])
    out = run(doc([], [{"type": "cast", "card": "m1"}, {"type": "resolve"}], hand_a=[card], history=history), lang="en")
    assert bool(events(out, "mtg.effect.if_true")) is holds
    assert bool(events(out, "mtg.effect.if_false_why")) is not holds
