"""Puzzles (judge/engine/puzzle.py, judge/puzzles/*.json): every puzzle is valid, titled and
hinted in three languages, solved by its solution (replayed through the listed legal actions),
and not solved by simply passing; failure names the unmet goal with where the game stands."""
from pathlib import Path

import pytest

from judge import puzzles
from judge.engine import messages, puzzle

ROOT = Path(__file__).resolve().parents[3]
SLUGS = puzzles.slugs()
LANGS = ("en", "th", "ko")


def test_puzzles_of_both_games():
    games = {puzzles.get(s)["game"] for s in SLUGS}
    assert games == {"mtg", "bfb"}


@pytest.mark.parametrize("slug", SLUGS)
def test_valid_and_in_three_languages(slug):
    doc = puzzles.get(slug)
    assert puzzle.validate(doc) == []
    for key in ("title_i18n", "notes_i18n", "hint_i18n"):
        assert all(doc[key].get(lang) for lang in LANGS), key
    assert doc.get("hint_rule"), "the hint names the rule that decides the puzzle"
    assert doc["puzzle"].get("solution"), "a puzzle carries a solution the tests replay"


@pytest.mark.parametrize("slug", SLUGS)
def test_the_solution_solves_it_through_the_listed_actions(slug):
    doc = puzzles.get(slug)
    picks = puzzle.solution_picks(doc)
    assert picks is not None, "an action of the solution is not among the listed legal actions"
    pos = puzzle.play(doc, picks)
    assert pos.status == "solved"
    assert all(g.met for g in pos.goals)


@pytest.mark.parametrize("slug", SLUGS)
def test_passing_every_time_fails_and_says_why(slug):
    doc = puzzles.get(slug)
    passes = []
    for _ in range(doc["puzzle"]["max_actions"]):
        pos = puzzle.play(doc, passes)
        if pos.status != "playing":
            break
        idx = next((i for i, (a, _e) in enumerate(pos.options) if a["type"] == "advance"), None)
        if idx is None:
            break
        passes.append(idx)
    pos = puzzle.play(doc, passes)
    assert pos.status != "solved"
    if pos.status == "failed":
        unmet = [g for g in pos.goals if not g.met]
        assert unmet and all(g.now is not None for g in unmet)
        for lang in LANGS:
            assert all(messages.render(g.now.key, g.now.params, lang) for g in unmet)


def test_wrong_skill_fails_with_the_reason():
    doc = puzzles.get("bfb-pierce-for-the-win")
    pos = puzzle.play(doc, [])
    jab = next(i for i, (a, _e) in enumerate(pos.options) if a == {"type": "attack", "card": "m1", "skill": 0})
    pos = puzzle.play(doc, [jab])
    # the scripted reply defends with both Shield Bearers
    assert pos.steps[1]["reply"] and pos.steps[1]["action"]["type"] == "defend"
    resolve = next(i for i, (a, _e) in enumerate(pos.options) if a["type"] == "resolve")
    pos = puzzle.play(doc, [jab, resolve])
    d = puzzle.as_dict(pos, "th")
    assert d["status"] in ("playing", "failed")
    assert d["goals"][0]["met"] is False


def test_an_index_that_is_not_listed_stops_the_line():
    doc = puzzles.get("mtg-giant-growth-for-lethal")
    pos = puzzle.play(doc, [999])
    assert pos.error == "puzzle.error.no_such_option" and pos.status == "playing"


def test_validation_lists_every_problem():
    bad = {"puzzle": {"player": 1, "goal": [{"nope": 1}], "max_actions": 0, "replies": [1], "x": 1}}
    paths = {p.path for p in puzzle.validate(bad)}
    assert paths == {"puzzle.x", "puzzle.player", "puzzle.goal[0]", "puzzle.max_actions", "puzzle.replies[0]"}


# --- the wrong lines the new puzzles teach against really fail (issue 27, content) ---------------

def _line(doc, actions):
    """Play `actions` (each must be listed at its point) and return the position."""
    picks = []
    for want in actions:
        pos = puzzle.play(doc, picks)
        idx = next((i for i, (a, _e) in enumerate(pos.options) if all(a.get(k) == v for k, v in want.items())), None)
        assert idx is not None, f"{want} is not listed"
        picks.append(idx)
    return puzzle.play(doc, picks)


def test_lifelink_blocking_the_smaller_attacker_loses():
    doc = puzzles.get("mtg-lifelink-survives")
    pos = _line(doc, [{"type": "declare_blockers", "blockers": [{"id": "Vampire Nighthawk", "blocking": "Grizzly Bears"}]},
                      {"type": "advance"}])
    assert pos.status == "failed" and "A" in pos.stepper.game.to_state()["result"]["losers"]
    pos = _line(doc, [{"type": "declare_blockers", "blockers": [{"id": "Vampire Nighthawk", "blocking": "Hill Giant"}]},
                      {"type": "advance"}])
    assert pos.status == "solved" and pos.stepper.game.to_state()["players"][0]["life"] == 1


def test_double_strike_pumped_between_the_damage_steps_falls_short():
    doc = puzzles.get("mtg-double-strike-pump-timing")
    pos = _line(doc, [{"type": "declare_attackers", "attackers": [{"id": "Fencing Ace", "defending": "B"}]},
                      {"type": "advance"}, {"type": "advance"},
                      {"type": "cast", "card": "Giant Growth"}, {"type": "resolve"}, {"type": "advance"}])
    assert pos.status != "solved"
    assert next(p for p in pos.stepper.game.to_state()["players"] if p["id"] == "B")["life"] == 3   # 8 - 1 - 4


def test_reach_only_the_spider_may_block_the_angel():
    doc = puzzles.get("mtg-reach-stops-the-angel")
    pos = puzzle.play(doc, [])
    blocks = [a["blockers"] for a, _e in pos.options if a["type"] == "declare_blockers"]
    assert blocks and not any(b["id"] == "Hill Giant" and b["blocking"] == "Serra Angel" for bl in blocks for b in bl)


def test_pierce_without_clearing_a_defender_gets_one_through():
    doc = puzzles.get("bfb-clear-a-defender-then-pierce")
    pos = _line(doc, [{"type": "advance"}, {"type": "attack", "skill": 0}, {"type": "resolve"}])
    assert pos.status != "solved"
    assert next(p for p in pos.stepper.game.to_state()["players"] if p["id"] == "B")["character"]["hp"] == 2
