"""Amounts the text defines (CR 107.3c, 608.2h; issue 21): ", where X is <amount>", "... for each
<permanent>", "... equal to <amount>" (oracle/counts.py, judge/mtg/counts.py). Compiler on made-up
cards, the engine on small boards; the real cards are in features/ (Nissa, Voice of Zendikar; Ajani,
Caller of the Pride; Vivien of the Arkbow; Garruk, Primal Hunter)."""
import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run
from judge.mtg.oracle import compile_card
from judge.mtg.validate import validate
from tests.judge.oracle.test_oracle_compile import card


def walker(text):
    return card("Test Walker", text, types=("planeswalker",), loyalty="4")


def sorcery(text, cost="{2}{G}"):
    return card("Test Spell", text, types=("sorcery",), mana_cost=cost)


@pytest.mark.parametrize("text, effect", [
    ("[-6]: Draw a card for each green creature you control.",
     {"do": "draw", "n": {"what": "control", "who": "you", "word": "green creature"}, "to": "controller"}),
    ("[+2]: You gain 2 life for each creature you control.",
     {"do": "gain_life", "amount": {"what": "control", "who": "you", "word": "creature", "times": 2}, "to": "controller"}),
    ("[-2]: Test Walker deals X damage to target creature or player, where X is the number of Gremlins you control.",
     {"do": "damage", "amount": {"what": "control", "who": "you", "subtypes": ["Gremlin"]}, "to": "target:0"}),
    ("[-9]: Put X +1/+1 counters on target creature, where X is your life total.",
     {"do": "counters", "of": "target:0", "kind": "+1/+1", "n": {"what": "life", "who": "you"}}),
    ("[-3]: Draw cards equal to the greatest power among creatures you control.",
     {"do": "draw", "n": {"what": "greatest_power", "who": "you", "word": "creature"}, "to": "controller"}),
    ("[-3]: Target creature you control deals damage equal to its power to target creature you don't control.",
     {"do": "damage", "from": "target:0", "amount": {"what": "power", "of": "target:0"}, "to": "target:1"}),
])
def test_amounts_compile(text, effect):
    r = compile_card(walker(text))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["abilities"][0]["effects"] == [effect]


@pytest.mark.parametrize("text", [
    "Draw a card for each creature card in your opponents' graveyards.",  # their graveyards together: not counted
    "You gain 1 life for each +1/+1 counter on it.",                     # the source may be gone as it resolves
    "Draw a card for each opponent.",                                    # players are not counted
])
def test_amounts_not_read_stay_not_modelled(text):
    assert compile_card(sorcery(text))["status"] == "none", text


def test_where_x_on_a_spell_with_x_in_its_cost_is_not_modelled():
    """107.3a would let the caster choose X; the text defines it too (107.3c): not guessed."""
    c = sorcery("Target player draws X cards, where X is the number of lands you control.", cost="{X}{U}")
    assert compile_card(c)["status"] == "none"


def _doc(bf, stack, actions, life=20):
    players = [{"id": p, "life": life, "library": 20, "hand": []} for p in ("A", "B")]
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
                      "battlefield": bf, "stack": stack}, "actions": actions}


def test_the_count_is_made_as_the_effect_is_applied():
    """608.2h: the lands A controls as the spell resolves (B's do not count), said on the step."""
    spell = {"id": "s", "card": "Test Spell", "kind": "sorcery", "controller": "A",
             "effects": [{"do": "gain_life", "amount": {"what": "control", "word": "land", "times": 2}, "to": "controller"},
                         {"do": "create_token", "n": {"what": "life"},
                          "token": {"card": "Cat", "types": ["creature"], "subtypes": ["Cat"], "power": 2, "toughness": 2}}]}
    bf = [{"id": "f1", "card": "Forest", "controller": "A"}, {"id": "f2", "card": "Forest", "controller": "A"},
          {"id": "f3", "card": "Forest", "controller": "B"}]
    out = run(_doc(bf, [spell], [{"type": "resolve"}], life=1))
    a = out["final"]["players"][0]
    assert a["life"] == 5
    assert sum(1 for o in out["final"]["battlefield"] if o.get("card") == "Cat") == 5
    ev = [e for s in out["steps"] for e in s["events"] if e["key"] == "mtg.effect.amount"]
    assert [e["rule"] for e in ev] == ["608.2h", "608.2h"]


def test_bite_from_an_illegal_source_deals_no_damage():
    spell = {"id": "s", "card": "Test Spell", "kind": "sorcery", "controller": "A", "target": ["creature", "creature"],
             "targets": ["gone", "b1"],
             "effects": [{"do": "damage", "from": "target:0", "amount": {"what": "power", "of": "target:0"}, "to": "target:1"}]}
    bf = [{"id": "b1", "card": "Grizzly Bears", "controller": "B"}]
    doc = _doc(bf, [spell], [{"type": "resolve"}])
    out = run(doc)
    assert [o["id"] for o in out["final"]["battlefield"]] == ["b1"]


def test_power_is_counted_only_in_an_effect():
    """A static ability never reads power (its own value could change what it reads): "power" and
    "greatest_power" are counts of effects only."""
    from judge.mtg.counts import problems
    assert problems({"what": "greatest_power", "word": "creature"})
    assert problems({"what": "greatest_power", "word": "creature"}, effect=True) == []
    assert problems({"what": "power", "of": "target:0"}, effect=True) == []
    assert problems({"what": "power", "of": "that creature"}, effect=True)


def test_amount_validation():
    bad = {"id": "s", "card": "Test Spell", "kind": "sorcery", "controller": "A",
           "effects": [{"do": "draw", "n": {"what": "control", "word": "target player"}}, {"do": "draw", "n": {"what": "life", "who": "B", "times": 0}}]}
    paths = {p.path for p in validate(_doc([], [bad], []))}
    assert {"state.stack[0].effects[0].n", "state.stack[0].effects[1].n"} <= paths


def test_it_deals_damage_is_the_target_and_modes_shift_its_refs():
    """"Target creature you control gets +1/+0. It deals damage equal to its power to ...": the creature is
    the source (Clear Shot); in a later mode the references move with the targets (casting._shift)."""
    r = compile_card(sorcery("Target creature you control gets +1/+1 until end of turn. It deals damage equal to its "
                             "power to target creature you don't control."))
    assert r["definition"]["effects"][1] == {"do": "damage", "from": "target:0", "amount": {"what": "power", "of": "target:0"},
                                             "to": "target:1"}
    from judge.mtg.casting import _shift
    assert _shift(r["definition"]["effects"][1], 2) == {"do": "damage", "from": "target:2", "amount": {"what": "power", "of": "target:2"},
                                                        "to": "target:3"}
    # "that creature's power" could be another creature than the one just named: not read
    assert compile_card(sorcery("Put X +1/+1 counters on target creature, where X is that creature's power."))["status"] == "none"


def test_its_power_after_the_spell_destroyed_it_is_its_last_known_power():
    """Chastise: "Destroy target attacking creature. You gain life equal to its power." The creature is
    in the graveyard when the life is gained: its last known power counts (608.2h, 113.7a)."""
    r = compile_card(sorcery("Destroy target creature. You gain life equal to its power."))
    spell = {"id": "s", "card": "Test Spell", "kind": "instant", "controller": "A", "target": ["creature"],
             "targets": ["b1"], "effects": r["definition"]["effects"]}
    bf = [{"id": "b1", "card": "Grizzly Bears", "controller": "B"}]
    out = run(_doc(bf, [spell], [{"type": "resolve"}]))
    assert out["final"]["players"][0]["life"] == 22, [e["text"] for s in out["steps"] for e in s["events"]]
    assert any(e["key"] == "mtg.effect.amount_lki" for s in out["steps"] for e in s["events"])


def test_its_power_of_a_player_or_of_a_dead_source_is_not_read():
    """"its power" after "target player" is not a creature's (Dying Wish); the power of ~ in its dies
    trigger is its last known power, which the engine does not keep (Mortis Dogs): both not modelled."""
    aura = card("Test Aura", "Enchant creature you control\nWhen enchanted creature dies, target player loses X life "
                "and you gain X life, where X is its power.", types=("enchantment",), subtypes=("aura",))
    assert compile_card(aura)["status"] != "full"
    dogs = card("Test Dogs", "When this creature dies, target player loses life equal to its power.",
                types=("creature",), power="2", toughness="2")
    r = compile_card(dogs)
    assert r["status"] == "none" and "last known" in r["lines"][0]["reason"], r["lines"]


def test_each_other_creature_after_a_target_is_not_the_source():
    """Nova Flame: "It deals damage equal to its power to each other creature": other than the target, not
    the spell; not modelled rather than read as "every creature but the source"."""
    r = compile_card(sorcery("Put X +1/+1 counters on target creature you control. It deals damage equal to its "
                             "power to each other creature.", cost="{X}{R}{G}"))
    assert r["status"] == "none" and "each other" in r["lines"][0]["reason"]


@pytest.mark.parametrize("text, pump", [
    ("Target creature gets -X/-X until end of turn, where X is the number of cards in your hand.",
     {"power": {"what": "hand", "who": "you", "negate": True}, "toughness": {"what": "hand", "who": "you", "negate": True}}),
    ("Target creature gets +X/-X until end of turn, where X is the number of Zombies on the battlefield.",
     {"power": {"what": "control", "who": "all", "subtypes": ["Zombie"]},
      "toughness": {"what": "control", "who": "all", "subtypes": ["Zombie"], "negate": True}}),
])
def test_minus_x_where_x_is_a_count(text, pump):
    """"-X/-X, where X is ...": X is the count (107.3c), subtracted; 107.1b keeps X itself at 0 or more."""
    r = compile_card(sorcery(text))
    assert r["status"] == "full", r["lines"]
    e = r["definition"]["effects"][0]
    assert {k: e[k] for k in ("power", "toughness")} == pump


def test_minus_x_from_the_cost():
    r = compile_card(sorcery("Target creature gets -X/-X until end of turn.", cost="{X}{B}"))
    assert r["definition"]["effects"][0]["power"] == "-X"
    spell = {"id": "s", "card": "Test Spell", "kind": "instant", "controller": "A", "target": ["creature"], "x": 1,
             "targets": ["b1"], "effects": r["definition"]["effects"]}
    out = run(_doc([{"id": "b1", "card": "Grizzly Bears", "controller": "B"}], [spell], [{"type": "resolve"}]))
    b1 = next(o for o in out["final"]["battlefield"] if o["id"] == "b1")
    assert (b1["current"]["power"], b1["current"]["toughness"]) == (1, 1)


def test_effect_counts_may_read_abilities_and_power():
    """An effect counts once (608.2h), so "creatures you control with flying / with power 4 or greater" are
    read; a static ability still may not (its own value could change what it reads)."""
    r = compile_card(sorcery("You gain 1 life for each creature you control with flying."))
    assert r["definition"]["effects"][0]["amount"] == {"what": "control", "who": "you", "word": "creature with flying"}
    from judge.mtg.counts import problems
    assert problems({"what": "control", "word": "creature with flying"})
    assert problems({"what": "control", "word": "creature with flying"}, effect=True) == []
    r = compile_card(sorcery("Create X 1/1 white Bird creature tokens, where X is the number of attacking creatures."))
    assert r["definition"]["effects"][0]["n"] == {"what": "control", "who": "all", "word": "attacking creature"}
