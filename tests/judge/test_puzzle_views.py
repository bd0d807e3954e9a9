"""Puzzle pages with Django's test client: the list, a puzzle solved through the listed links,
a failing line explained, bad links answered 400 without losing the page, no cookies."""
import re

import pytest

from judge import puzzles
from judge.engine import puzzle

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module", autouse=True)
def _content(loaded_content):
    yield


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_list_and_solve_by_following_links(client, lang):
    r = client.get(f"/{lang}/judge/puzzles/")
    assert r.status_code == 200 and "Set-Cookie" not in r.headers
    for slug in puzzles.slugs():
        assert f"/{lang}/judge/puzzles/{slug}/" in r.content.decode()
    doc = puzzles.get("mtg-giant-growth-for-lethal")
    picks = puzzle.solution_picks(doc)
    url = f"/{lang}/judge/puzzles/mtg-giant-growth-for-lethal/"
    page = client.get(url).content.decode()
    for k in picks:
        links = re.findall(r'class="quiz-choice" href="([^"]+)"', page)
        page = client.get(links[k].replace("&amp;", "&")).content.decode()
    assert 'data-status="solved"' in page
    assert 'class="rule-link"' in page


def test_failing_line_names_the_unmet_goal(client):
    doc = puzzles.get("bfb-pierce-for-the-win")
    pos = puzzle.play(doc, [])
    jab = next(i for i, (a, _e) in enumerate(pos.options) if a.get("skill") == 0 and a["type"] == "attack")
    pos = puzzle.play(doc, [jab])
    resolve = next(i for i, (a, _e) in enumerate(pos.options) if a["type"] == "resolve")
    pos = puzzle.play(doc, [jab, resolve])
    adv = next(i for i, (a, _e) in enumerate(pos.options) if a["type"] == "advance")
    r = client.get(f"/ko/judge/puzzles/bfb-pierce-for-the-win/?m={jab}.{resolve}.{adv}")
    body = r.content.decode()
    assert r.status_code == 200 and 'data-status="failed"' in body
    assert "플레이어 A은(는) 아직 이기지 못했습니다." in body   # where the game stands, in Korean
    assert "Pierce" in body                                         # the hint


@pytest.mark.parametrize("m", ["x", "1.2.x", ".".join(["0"] * 30), "<script>"])
def test_bad_line_is_400_and_starts_again(client, m):
    r = client.get("/en/judge/puzzles/mtg-giant-growth-for-lethal/", {"m": m})
    assert r.status_code == 400
    assert "quiz-choice" in r.content.decode() and "<script>" not in r.content.decode()


def test_unknown_puzzle_is_404_and_htmx_gets_the_panel(client):
    assert client.get("/en/judge/puzzles/nope/").status_code == 404
    r = client.get("/en/judge/puzzles/mtg-giant-growth-for-lethal/", HTTP_HX_REQUEST="true")
    assert r.content.decode().lstrip().startswith('<section id="puzzle-panel"')


@pytest.mark.parametrize("slug", puzzles.slugs())
def test_every_puzzle_is_solved_by_following_its_links(client, slug):
    """Each puzzle's page, in one of the three languages (rotating), reaches "solved" by following
    the option links of its solution, with the rule links of its steps on the page."""
    lang = ("en", "th", "ko")[puzzles.slugs().index(slug) % 3]
    doc = puzzles.get(slug)
    page = client.get(f"/{lang}/judge/puzzles/{slug}/").content.decode()
    for k in puzzle.solution_picks(doc):
        links = re.findall(r'class="quiz-choice" href="([^"]+)"', page)
        r = client.get(links[k].replace("&amp;", "&"))
        assert r.status_code == 200
        page = r.content.decode()
    assert 'data-status="solved"' in page and 'class="rule-link"' in page
