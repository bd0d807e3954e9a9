"""A mana ability with other effects (605.1a: it could add mana, has no target and is not a loyalty
ability, so it is a mana ability whatever else it does; 605.3b: all of it happens at once as it is
activated, without the stack): painlands and Talismans ("This land deals 1 damage to you."),
"You gain 1 life.", "Draw a card." (the Eggs), "You get a poison counter.". The automatic mana
payment never activates one (its other effect is its controller's choice). Real cards in features/
(Adarkar Wastes, Talisman of Dominance)."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.scenario import entry
from tests.judge.oracle.test_oracle_compile import card


def test_compiles_and_refuses():
    r = compile_card(card("Test Land", "{T}: Add {R} or {G}. This land deals 1 damage to you.", types=("land",)))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["abilities"][0]["effects"] == [{"do": "add_mana", "one_of": "RG"},
                                                          {"do": "damage", "amount": 1, "to": "controller"}]
    for text in ("{T}: Add {G}. Each opponent gains 1 life.",            # only effects on its controller here
                 "{T}: Add {G}. If you control a Forest, you gain 1 life.",
                 "{T}: Add {G}. Target player draws a card."):
        r = compile_card(card("Test Land", text, types=("land",)))
        assert r["status"] == "none" and "mana ability with other effects" in r["lines"][0]["reason"], text


def test_resolves_at_once_and_the_payment_skips_it():
    c = card("Test Land", "{T}: Add {R}. This land deals 1 damage to you.", types=("land",))
    land = dict(entry(c, compile_card(c)), id="t", controller="A")
    players = [{"id": "A", "life": 20, "library": 20, "hand": ["Raging Goblin"], "graveyard": [], "exile": [],
                "mana": ""}, {"id": "B", "life": 20, "library": 20, "hand": [], "graveyard": [], "exile": []}]
    doc = {"format": "judge-scenario/1", "game": "mtg", "title": "t",
           "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
                     "battlefield": [land], "stack": []},
           "actions": [{"type": "cast", "player": "A", "card": "Raging Goblin"},
                       {"type": "activate", "player": "A", "permanent": "t", "ability": 0},
                       {"type": "cast", "player": "A", "card": "Raging Goblin"}], "expect": {}}
    out = run(doc)
    evs = [e for s in out["steps"] for e in s["events"]]
    assert [e["key"] for e in evs if e["type"] == "illegal"] == ["mtg.illegal.cannot_pay"]
    assert not [e for e in evs if e["key"] == "mtg.activate.stack"]   # 605.3b: no stack
    a = next(p for p in out["final"]["players"] if p["id"] == "A")
    assert a["life"] == 19 and len(out["final"]["stack"]) == 1


def test_put_into_a_graveyard_from_the_battlefield_on_a_noncreature():
    """603.10a: "When this artifact is put into a graveyard from the battlefield" is a trigger of ~
    itself (to_graveyard, self_only), looking back; after a mana ability that sacrificed it, the
    player receives priority again (117.3c) and the trigger goes on the stack (603.3)."""
    c = card("Test Star", "{T}, Sacrifice this artifact: Add {C}.\nWhen this artifact is put into a graveyard from "
             "the battlefield, you gain 2 life.", types=("artifact",))
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["triggers"][0]["when"] == "to_graveyard" and r["definition"]["triggers"][0]["self_only"]
    players = [{"id": "A", "life": 20, "library": 20, "hand": [], "graveyard": [], "exile": []},
               {"id": "B", "life": 20, "library": 20, "hand": [], "graveyard": [], "exile": []}]
    doc = {"format": "judge-scenario/1", "game": "mtg", "title": "t",
           "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
                     "battlefield": [dict(entry(c, r), id="s", controller="A")], "stack": []},
           "actions": [{"type": "activate", "player": "A", "permanent": "s", "ability": 0}, {"type": "resolve"}],
           "expect": {}}
    out = run(doc)
    assert not [e for s in out["steps"] for e in s["events"] if e["type"] == "illegal"]
    assert next(p for p in out["final"]["players"] if p["id"] == "A")["life"] == 22
