""""Activate only if <condition>." (602.5: a player can't begin to activate an ability whose
restriction is not met), alone or beside "as a sorcery" / "once each turn": the compiler's
`activate_if` (a condition of judge/mtg/conditions.py), the activate action's check, the automatic
payment that taps only the mana abilities whose condition holds, and the describe sentence. Real
cards in features/ (Temple of the False God, Caged Zombie, Vivien's Jaguar)."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line
from judge.mtg.oracle.scenario import entry
from tests.judge.oracle.test_oracle_compile import card


def _ab(text, types=("artifact",)):
    r = compile_card(card("Test Thing", text, types=types))
    assert r["status"] == "full", r["lines"]
    return r, r["definition"]["abilities"][0]


def test_compiles_the_condition_and_the_other_restrictions():
    r, ab = _ab("{T}: Add {B} or {R}. Activate only if you control a Swamp.", ("land",))
    assert ab["activate_if"] == {"cond": "control", "who": "you", "min": 1, "subtypes": ["Swamp"]}
    m = describe_line(r["lines"][0])
    assert "only if you control" in render(m.key, m.params, "en")
    _r, ab = _ab("{2}: Draw a card. Activate only as a sorcery and only if you have no cards in hand.")
    assert ab["timing"] == "sorcery" and ab["activate_if"]["cond"] == "hand"
    _r, ab = _ab("{1}: You gain 1 life. Activate only if a creature died this turn and only once each turn.")
    assert ab["once_per_turn"] is True and ab["activate_if"] == {"cond": "died", "min": 1}


def test_what_stays_not_modelled():
    for text in ("{T}: Draw a card. Activate only if you control a Swamp or if you control an Island.",
                 "{T}: Draw a card. Activate only once.",
                 "{T}: Draw a card. Activate only if you have the city's blessing."):
        assert compile_card(card("Test Thing", text, types=("artifact",)))["status"] == "none", text


def _doc(bf, actions, mana=None, hand=()):
    players = [{"id": "A", "life": 20, "library": 20, "hand": list(hand), "graveyard": [], "exile": []},
               {"id": "B", "life": 20, "library": 20, "hand": [], "graveyard": [], "exile": []}]
    if mana is not None:
        players[0]["mana"] = mana
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
                      "battlefield": bf, "stack": []}, "actions": actions, "expect": {}}


def _land(text):
    c = card("Test Land", text, types=("land",))
    return entry(c, compile_card(c))


def test_engine_refuses_while_false_and_payment_skips_it():
    land = _land("{T}: Add {B} or {R}. Activate only if you control a Swamp.")
    out = run(_doc([dict(land, id="t", controller="A")],
                   [{"type": "activate", "player": "A", "permanent": "t", "ability": 0}]))
    ill = [e for s in out["steps"] for e in s["events"] if e["type"] == "illegal"]
    assert [(e["key"], e["rule"]) for e in ill] == [("mtg.illegal.activate_only_if", "602.5")]
    # tracked mana: the land's mana ability can't pay for Raging Goblin ({R}) without a Swamp
    out = run(_doc([dict(land, id="t", controller="A")],
                   [{"type": "cast", "player": "A", "card": "Raging Goblin"}], mana="", hand=["Raging Goblin"]))
    ill = [e for s in out["steps"] for e in s["events"] if e["type"] == "illegal"]
    assert [e["key"] for e in ill] == ["mtg.illegal.cannot_pay"]
    out = run(_doc([dict(land, id="t", controller="A"), {"id": "s", "card": "Swamp", "controller": "A", "tapped": True}],
                   [{"type": "cast", "player": "A", "card": "Raging Goblin"}], mana="", hand=["Raging Goblin"]))
    assert not [e for s in out["steps"] for e in s["events"] if e["type"] == "illegal"]
