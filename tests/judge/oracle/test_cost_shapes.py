"""Costs and enters-with statics of the grammar (issue 21, round cost2): a spell's own cost reduction
"for each <one>" / "where X is <amount>" / "If <condition>, this spell costs {N} less to cast"
(601.2f, 118.7), and what stays not modelled (never guessed)."""
import copy

import pytest

from judge.engine import run
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line


def _card(name, text, types=("instant",), mana="{1}", **face):
    f = {"name": name, "types": list(types), "text": text, "mana_cost": mana}
    if "creature" in types:
        f.update(power="2", toughness="2")
    f.update(face)
    return {"name": name, "layout": "normal", "faces": [f]}


def _lines(r):
    return [(ln["modelled"], ln.get("reason")) for ln in r["lines"]]


def _doc(bf, actions, hand, mana):
    players = [{"id": pid, "life": 20, "poison": 0, "library": 30, "hand": h, "graveyard": [], "exile": []}
               for pid, h in (("A", hand), ("B", []))]
    players[0]["mana"] = mana
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
                      "battlefield": list(bf), "stack": []}, "actions": list(actions)}


def _events(out, key):
    return [e for s in out["steps"] for e in s["events"] if e["key"] == key]


@pytest.mark.parametrize("name,per", [
    ("Blasphemous Act", {"what": "control", "who": "all", "word": "creature"}),
    ("Primeval Protector", {"what": "control", "who": "opponents", "word": "creature"}),
    ("Embercleave", {"what": "control", "who": "you", "word": "attacking creature"}),
    ("Ancient Stone Idol", {"what": "control", "who": "all", "word": "attacking creature"}),
    ("Molten Monstrosity", {"what": "greatest_power", "who": "you", "word": "creature"}),
    ("Spectral Denial", {"what": "control", "who": "you", "word": "creature with power 4 or greater"}),
])
def test_self_reduction_for_each(by_name, name, per):
    r = compile_card(by_name[name])
    assert r["definition"]["self_reduction"] == {"cost": "{1}", "per": per}, _lines(r)
    ln = next(x for x in r["lines"] if x["ability"] == "self_reduction")
    for lang in ("en", "th", "ko"):
        s = render(describe_line(ln).key, describe_line(ln).params, lang)
        assert "601.2f" in s and "{count}" not in s


def test_self_reduction_coloured_and_leading_condition(by_name):
    r = compile_card(by_name["Khalni Hydra"])
    assert r["definition"]["self_reduction"] == {"cost": "{G}", "per": {"what": "control", "who": "you",
                                                                       "word": "green creature"}}
    r = compile_card(by_name["Avatar of Fury"])
    assert r["status"] == "full", _lines(r)
    assert r["definition"]["self_reduction"] == {"cost": "{6}", "if": {"cond": "control", "who": "opponent",
                                                                      "word": "land", "min": 7}}


@pytest.mark.parametrize("text,reason", [
    ("This spell costs {1} less to cast for each creature card in your opponents' graveyards.", "card types among graveyard"),
    ("This spell costs {1} less to cast for each creature that died this turn.", "a count the engine does not make"),
    ("This spell costs {X} less to cast.", "without"),
    ("This spell costs {1} less to cast for each oil counter on it.", "a cost reduction counting counters"),
    ("If you control a Wizard, this spell costs {1} less to cast for each card in your hand.", "both a condition"),
])
def test_self_reduction_not_modelled(text, reason):
    r = compile_card(_card("Test Spell", text + "\nDraw a card."))
    ln = r["lines"][0]
    assert not ln["modelled"] and reason in ln["reason"], ln


BLAST = {"card": "Test Blast", "types": ["sorcery"], "mana_cost": "{5}{R}",
         "self_reduction": {"cost": "{1}", "per": {"what": "control", "who": "all", "word": "creature"}},
         "effects": [{"do": "draw", "n": 1}]}


def test_self_reduction_per_counts_as_it_is_cast():
    """601.2f: the count is taken as the total cost is determined; each one reduces {1} (118.7a)."""
    bf = [{"id": "a1", "controller": "A", "card": "Grizzly Bears"},
          {"id": "b1", "controller": "B", "card": "Hill Giant"}]
    out = run(_doc(bf, [{"type": "cast", "card": "x"}, {"type": "resolve"}], [dict(BLAST, id="x")], "{3}{R}"), lang="en")
    ev = _events(out, "mtg.cast.self_reduction_per")
    assert ev and "2" in ev[0]["text"] and not _events(out, "mtg.illegal.cannot_pay")
    assert out["final"]["players"][0]["mana"] in ("", "{0}", None) or not out["final"]["players"][0]["mana"]
    one = run(_doc(bf[:1], [{"type": "cast", "card": "x"}], [dict(BLAST, id="x")], "{3}{R}"), lang="en")
    assert _events(one, "mtg.illegal.cannot_pay")   # only one creature: {4}{R} is not paid by {3}{R}


def test_self_reduction_per_is_validated():
    from judge.mtg.validate import validate
    assert not validate(_doc([], [], [dict(BLAST, id="x")], "{1}"))
    bad = copy.deepcopy(BLAST)
    bad["self_reduction"]["per"] = {"what": "counters", "counter": "+1/+1"}
    assert any("per" in str(p) for p in validate(_doc([], [], [dict(bad, id="x")], "{1}")))


# --- "enters with ... if <condition>" / "for each <one>" / "where X is <amount>" (614.1c) ---
@pytest.mark.parametrize("name,ew", [
    ("Frilled Sparkshooter", {"counter": "+1/+1", "n": 1, "if": {"cond": "lost", "who": "opponent", "min": 1}}),
    ("Cackling Slasher", {"counter": "+1/+1", "n": 1, "if": {"cond": "died", "min": 1}}),
    ("Squad Captain", {"counter": "+1/+1", "n": {"what": "control", "who": "you", "word": "creature", "other": True}}),
    ("Gatekeeper Gargoyle", {"counter": "+1/+1", "n": {"what": "control", "who": "you", "subtypes": ["Gate"]}}),
    ("Realm Seekers", {"counter": "+1/+1", "n": {"what": "hand", "who": "all"}}),
    ("Boss's Chauffeur", {"counter": "+1/+1", "n": {"what": "control", "who": "you", "word": "creature", "other": True,
                                                    "plus": 1}}),
])
def test_enters_with_condition_or_count(by_name, name, ew):
    r = compile_card(by_name[name])
    assert ew in r["definition"]["enters_with"], _lines(r)
    ln = next(x for x in r["lines"] if x["ability"] == "enters_with")
    m = describe_line(ln)
    for lang in ("en", "th", "ko"):
        s = render(m.key, m.params, lang)
        assert "614.1c" in s and "{" + "cond" not in s and "{" + "count" not in s


@pytest.mark.parametrize("text,reason", [
    ("This creature enters with two -1/-1 counters on it if you cast it from your hand.", "a condition"),
    ("This creature enters with two +1/+1 counters on it if this creature is attacking.", "about the permanent itself"),
    ("This creature enters with a +1/+1 counter on it for each creature card with mana value 2 or less in your graveyard.", "a count the engine"),
    ("This creature enters with a +1/+1 counter on it for each creature that died this turn.", "a count the engine"),
    ("This creature enters with four +1/+0 counters on it if you control a Wizard.", "entering with +1/+0 counters"),
    ("This creature enters with X +1/+1 counters on it if you control a Wizard.", "X counters with a condition"),
])
def test_enters_with_not_modelled(text, reason):
    r = compile_card(_card("Test Beast", text, types=("creature",), mana="{3}"))
    ln = r["lines"][0]
    assert not ln["modelled"] and reason in ln["reason"], ln


COUNTED = {"card": "Test Captain", "types": ["creature"], "mana_cost": "{0}", "power": 0, "toughness": 0,
           "enters_with": [{"counter": "+1/+1", "n": {"what": "control", "who": "you", "word": "creature"}}]}


def test_enters_with_count_is_read_before_it_enters():
    """614.1c: the count is read as it is about to enter, so it does not count itself; a 0/0 with
    counters survives the state-based check."""
    bf = [{"id": "a1", "controller": "A", "card": "Grizzly Bears"}, {"id": "b1", "controller": "B", "card": "Hill Giant"}]
    out = run(_doc(bf, [{"type": "cast", "card": "x"}, {"type": "resolve"}], [dict(COUNTED, id="x")], ""), lang="en")
    cap = [o for o in out["final"]["battlefield"] if o["id"] == "x"]
    assert cap and cap[0]["counters"].get("+1/+1") == 1, cap
    assert _events(out, "mtg.enters_with.count")
    alone = run(_doc([], [{"type": "cast", "card": "x"}, {"type": "resolve"}], [dict(COUNTED, id="x")], ""), lang="en")
    assert not [o for o in alone["final"]["battlefield"] if o["id"] == "x"]   # 0 counters: a 0/0 dies (704.5f)


def test_enters_with_condition_and_count_validated():
    from judge.mtg.validate import validate
    cond = dict(COUNTED, enters_with=[{"counter": "+1/+1", "n": 1, "if": {"cond": "died", "min": 1}}])
    assert not validate(_doc([], [], [dict(cond, id="x")], ""))
    bad = dict(COUNTED, enters_with=[{"counter": "+1/+1", "n": {"what": "counters", "counter": "+1/+1"}}])
    assert validate(_doc([], [], [dict(bad, id="x")], ""))


# --- "Each creature you control with a +1/+1 counter on it has <keyword>" (122.1, 613.1f) ---
@pytest.mark.parametrize("name,st", [
    ("Abzan Falconer", {"affects": "creatures_you_control", "with_counter": "+1/+1", "keywords": ["flying"]}),
    ("Ainok Bond-Kin", {"affects": "creatures_you_control", "with_counter": "+1/+1", "keywords": ["first strike"]}),
    ("Hagra Constrictor", {"affects": "creatures_you_control", "with_counter": "+1/+1", "keywords": ["menace"]}),
])
def test_with_counter_grant(by_name, name, st):
    r = compile_card(by_name[name])
    assert r["status"] == "full", _lines(r)
    assert st in r["definition"]["static"]
    r = compile_card(by_name["Rishkar, Peema Renegade"])
    assert any(s.get("with_counter") == "any" and s.get("abilities") for s in r["definition"]["static"])


GRANTER = {"card": "Test Falconer", "types": ["creature"], "mana_cost": "{0}", "power": 1, "toughness": 1,
           "static": [{"affects": "creatures_you_control", "with_counter": "+1/+1", "keywords": ["flying"]}]}


def test_with_counter_reads_the_counters_now():
    """Only a creature with such a counter has the keyword; one that gets a counter later has it then."""
    from judge.mtg.game import MtgGame
    d = _doc([dict(GRANTER, id="g", controller="A"),
              {"id": "a1", "controller": "A", "card": "Grizzly Bears", "counters": {"+1/+1": 1}},
              {"id": "a2", "controller": "A", "card": "Grizzly Bears"},
              {"id": "b1", "controller": "B", "card": "Grizzly Bears", "counters": {"+1/+1": 1}}], [], [], "")
    g = MtgGame.from_document(d)
    assert "flying" in g.kws(g.perm("a1")) and "flying" not in g.kws(g.perm("a2"))
    assert "flying" not in g.kws(g.perm("b1")) and "flying" not in g.kws(g.perm("g"))
    g.perm("a2")["counters"]["+1/+1"] = 1
    assert "flying" in g.kws(g.perm("a2"))
    from judge.mtg.validate import validate
    assert not validate(d)
    bad = copy.deepcopy(d)
    bad["state"]["battlefield"][0]["static"][0]["affects"] = "self"
    assert validate(bad)


# --- "As an additional cost to cast this spell, ..." (118.8, 601.2h) ---
@pytest.mark.parametrize("name,ac", [
    ("Deadly Dispute", {"sacrifice": "artifact or creature"}),
    ("Goblin Grenade", {"sacrifice": "goblin"}),
    ("Stitched Drake", {"exile_from_graveyard": "creature card in your graveyard", "n": 1}),
    ("Skaab Goliath", {"exile_from_graveyard": "creature card in your graveyard", "n": 2}),
    ("Withering Boon", {"pay_life": 3}),
    ("Gaze of Justice", {"tap": {"n": 3, "word": "white creature"}}),
    ("Lesser Masticore", {"discard": 1}),
])
def test_additional_cost_shapes(by_name, name, ac):
    r = compile_card(by_name[name])
    assert r["definition"]["additional_cost"] == ac, _lines(r)
    ln = next(x for x in r["lines"] if x["ability"] == "additional_cost")
    m = describe_line(ln)
    for lang in ("en", "th", "ko"):
        s = render(m.key, m.params, lang)
        assert "118.8" in s and "{" + "word" not in s


@pytest.mark.parametrize("text", [
    "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.",
    "As an additional cost to cast this spell, discard a card at random.",
    "As an additional cost to cast this spell, you may sacrifice a creature.",
    "As an additional cost to cast this spell, exile X cards from your graveyard.",
    "As an additional cost to cast this spell, sacrifice a creature, discard a card, or pay 4 life.",
])
def test_additional_cost_not_modelled(text):
    r = compile_card(_card("Test Spell", text + "\nDraw a card.", types=("sorcery",)))
    ln = r["lines"][0]
    assert not ln["modelled"], ln


PAY3 = {"card": "Test Boon", "types": ["sorcery"], "mana_cost": "{0}", "additional_cost": {"pay_life": 3},
        "effects": [{"do": "draw", "n": 1}]}


def test_additional_life_and_exile_costs():
    out = run(_doc([], [{"type": "cast", "card": "x"}, {"type": "resolve"}], [dict(PAY3, id="x")], ""), lang="en")
    assert out["final"]["players"][0]["life"] == 17 and _events(out, "mtg.cost.additional_life")
    low = _doc([], [{"type": "cast", "card": "x"}], [dict(PAY3, id="x")], "")
    low["state"]["players"][0]["life"] = 2
    out = run(low, lang="en")
    assert _events(out, "mtg.illegal.additional_cost") and out["final"]["players"][0]["life"] == 2   # 119.4
    ex = dict(PAY3, additional_cost={"exile_from_graveyard": "creature card in your graveyard", "n": 1})
    d = _doc([], [{"type": "cast", "card": "x"}], [dict(ex, id="x")], "")
    d["state"]["players"][0]["graveyard"] = [{"id": "u", "card": "(card)", "unknown": True}]
    out = run(d, lang="en")
    assert _events(out, "mtg.illegal.additional_cost_gy")   # an unknown card is never guessed to be a creature card


# --- counts of graveyard cards of a kind, counted once (a cost reduction, "enters with", an effect) ---
@pytest.mark.parametrize("name,word", [
    ("Ghoultree", "creature card in your graveyard"),
    ("Tolarian Terror", "instant or sorcery card in your graveyard"),
    ("Diamond Weapon", "permanent card in your graveyard"),
])
def test_gy_cards_reduction(by_name, name, word):
    r = compile_card(by_name[name])
    assert r["definition"]["self_reduction"]["per"] == {"what": "gy_cards", "word": word}, _lines(r)


def test_gy_cards_count_in_a_static_is_not_modelled():
    r = compile_card(_card("Test Wurm", "This creature gets +1/+1 for each creature card in your graveyard.",
                           types=("creature",)))
    assert not r["lines"][0]["modelled"] and "card types among graveyard" in r["lines"][0]["reason"]


TROLL = {"card": "Test Troll", "types": ["creature"], "mana_cost": "{0}", "power": 0, "toughness": 0,
         "enters_with": [{"counter": "+1/+1", "n": {"what": "gy_cards", "word": "creature card in your graveyard"}}]}


def test_gy_cards_counts_known_cards_and_says_the_unknown():
    d = _doc([], [{"type": "cast", "card": "x"}, {"type": "resolve"}], [dict(TROLL, id="x")], "")
    d["state"]["players"][0]["graveyard"] = ["Grizzly Bears", "Shock", {"id": "u", "card": "(card)", "unknown": True}]
    out = run(d, lang="en")
    troll = [o for o in out["final"]["battlefield"] if o["id"] == "x"]
    assert troll and troll[0]["counters"]["+1/+1"] == 1
    assert _events(out, "mtg.count.gy_unknown")
