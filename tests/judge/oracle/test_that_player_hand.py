""""At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, ..."
(CR 603.4: the intervening "if" is checked as the event happens and again on resolution, with the
player of the event): the condition {"cond": "hand", "who": "that_player", "max": N}
(judge/mtg/conditions.py check, the trigger's context). Cards are named only; their definitions are
compiled from the shared card file."""
import re

import pytest

from judge.engine.messages import render
from judge.mtg import conditions
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line


@pytest.mark.parametrize("name, cond", [
    ("Lavaborn Muse", {"cond": "hand", "who": "that_player", "max": 2}),
    ("Paupers' Cage", {"cond": "hand", "who": "that_player", "max": 2}),
    ("Ghirapur Orrery", {"cond": "hand", "who": "that_player", "max": 0})])
def test_compiled(by_name, name, cond):
    r = compile_card(by_name[name])
    ln = next(x for x in r["lines"] if "that player has" in x["text"])
    assert ln["modelled"], ln
    assert ln["compiled"]["triggers"][0]["condition"] == cond
    assert conditions.problems(cond) == [] and conditions.problems(cond, static=True)
    for lang in ("en", "th", "ko"):
        m = describe_line(ln)
        text = render(m.key, m.params, lang)
        assert not re.search(r"\{[a-z_]+\}", text), text


@pytest.mark.parametrize("name", ["Prickle Faeries", "Shrieking Affliction"])
def test_them_they_stay_not_modelled(by_name, name):
    """"deals 2 damage to them", "they lose 3 life": the pronoun for that player is not read."""
    assert compile_card(by_name[name])["status"] != "full"


def test_checked_with_the_context_player():
    from judge.mtg.game import MtgGame
    doc = {"format": "judge-scenario/1", "game": "mtg", "title": "t",
           "state": {"turn": 3, "active": "B", "step": "upkeep", "priority": "B",
                     "players": [{"id": "A", "life": 20, "hand": ["Island", "Island", "Island"], "library": 30},
                                 {"id": "B", "life": 20, "hand": ["Island"], "library": 30}],
                     "battlefield": [], "stack": []}, "actions": []}
    g = MtgGame.from_document(doc)
    c = {"cond": "hand", "who": "that_player", "max": 2}
    assert conditions.check(g, c, "A", None, {"ability": "", "context": {"player": "B"}})[0]
    assert not conditions.check(g, c, "B", None, {"ability": "", "context": {"player": "A"}})[0]
    assert not conditions.check(g, c, "A", None, None)[0]   # no player named: false, never guessed
