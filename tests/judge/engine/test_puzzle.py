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
