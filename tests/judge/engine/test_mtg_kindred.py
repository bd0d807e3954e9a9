"""Kindred (CR 308): a card type always beside another (a kindred instant is cast and resolves as an
instant, 308.1); it carries creature types (308.2), so a Kindred Enchantment — Faerie is a Faerie you
control; and it counts as a card type of its own among the cards in a graveyard (205.2a, delirium).
Also: an `expect` key the checker does not read fails instead of holding in silence."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import check_expect, run
from judge.mtg.validate import validate

DRAW_IF_TWO_TYPES = {"do": "draw", "n": 1, "to": "controller", "if": {"cond": "gy_types", "min": 2}}


def _doc(graveyard, stack=(), battlefield=(), expect=None):
    st = {"turn": 3, "active": "A", "step": "main1", "priority": "A",
          "players": [{"id": "A", "life": 20, "library": 30, "hand": [], "graveyard": list(graveyard)},
                      {"id": "B", "life": 20, "library": 30, "hand": []}],
          "battlefield": list(battlefield), "stack": list(stack)}
    d = {"format": "judge-scenario/1", "game": "mtg", "state": st, "actions": [{"type": "resolve"}]}
    if expect is not None:
        d["expect"] = expect
    return d


SPELL = {"id": "s", "card": "Test Spell", "kind": "sorcery", "controller": "A", "effects": [DRAW_IF_TWO_TYPES]}
TARFIRE = {"id": "tar", "card": "Tarfire", "types": ["kindred", "instant"], "subtypes": ["Goblin"], "mana_cost": "{R}"}


def test_a_kindred_instant_is_two_card_types_in_a_graveyard():
    doc = _doc([TARFIRE], [SPELL])
    assert not validate(doc)
    out = run(doc)
    assert len(out["final"]["players"][0]["hand"]) == 1   # kindred + instant: two types (205.2a)
    out = run(_doc([dict(TARFIRE, types=["instant"])], [SPELL]))
    assert out["final"]["players"][0]["hand"] == []   # an instant alone: one


def test_an_unknown_expectation_fails():
    doc = _doc([], [SPELL], expect={"life": {"A": 20}, "players": {"A": {"life": 20}}})
    failures = check_expect(doc, run(doc))
    assert len(failures) == 1 and failures[0].startswith("life: not an expectation")
