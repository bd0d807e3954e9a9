"""The quiz in a real browser at phone size (360x740): a library lesson's quiz played to the end
by tapping (htmx swaps the panel, the question stays in view), the score shown, the best score
kept in this browser (localStorage) and shown on the teaching library."""
import pytest
from playwright.sync_api import expect

from .conftest import no_horizontal_overflow

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", ["th", "ko"])
def test_quiz_played_to_the_end_on_a_phone(site, phone, lang):
    from judge import quiz as quizsvc
    _doc, qs, _st = quizsvc.for_library("mtg-bolt-counterspell")
    phone.goto(f"{site.url}/{lang}/judge/library/")
    phone.locator('a.quiz-link[href$="/mtg-bolt-counterspell/quiz/"]').tap()
    expect(phone.locator(".quiz-question")).to_be_visible()
    assert no_horizontal_overflow(phone) == []
    for k, q in enumerate(qs):
        # the right answer on the first question, a wrong one on the others
        cid = q.answer().id if k == 0 else next(c.id for c in q.choices if not c.correct)
        phone.locator(f'a.quiz-choice[href*="a={cid}"]').tap()
        expect(phone.locator(".quiz-result")).to_be_visible()
        expect(phone.locator(".quiz-result")).to_have_class("quiz-result right" if k == 0 else "quiz-result wrong")
        expect(phone.locator(".quiz-result .rule-link").first).to_be_visible()
        # the verdict is on screen, not scrolled away
        top = phone.locator(".quiz-result").evaluate("e => e.getBoundingClientRect().top")
        assert 0 <= top < 740
        phone.locator("a.quiz-next").tap()
    score = phone.locator(".quiz-score")
    expect(score).to_have_attribute("data-score", "1")
    expect(score).to_have_attribute("data-total", str(len(qs)))
    phone.goto(f"{site.url}/{lang}/judge/library/")
    best = phone.locator('[data-quiz-key="library:mtg-bolt-counterspell"]')
    expect(best).to_be_visible()
    expect(best).to_contain_text(f"1/{len(qs)}")


def test_quiz_works_without_javascript(site, playwright_browser):
    ctx = playwright_browser.new_context(java_script_enabled=False, viewport={"width": 360, "height": 740})
    pg = ctx.new_page()
    try:
        pg.goto(f"{site.url}/en/judge/library/bfb-pierce-two-defenders/quiz/")
        pg.locator("a.quiz-choice").first.click()
        expect(pg.locator(".quiz-result")).to_be_visible()
        pg.screenshot(path="test-results/quiz-nojs.png", full_page=True)
    finally:
        ctx.close()


def test_puzzle_solved_and_a_wrong_line_explained_on_a_phone(site, phone):
    from judge import puzzles
    from judge.engine import puzzle
    doc = puzzles.get("bfb-pierce-for-the-win")
    phone.goto(f"{site.url}/th/judge/course/")
    phone.locator('a[href$="/judge/puzzles/bfb-pierce-for-the-win/"]').tap()
    expect(phone.locator(".puzzle-options")).to_be_visible()
    assert no_horizontal_overflow(phone) == []
    # a wrong line: the Combat Skill without Pierce, then resolve and pass
    pos = puzzle.play(doc, [])
    jab = next(i for i, (a, _e) in enumerate(pos.options) if a["type"] == "attack" and a["skill"] == 0)
    phone.locator("a.quiz-choice").nth(jab).tap()
    expect(phone.locator(".puzzle-line")).to_contain_text("Shield Bearer")
    pos = puzzle.play(doc, [jab])
    resolve = next(i for i, (a, _e) in enumerate(pos.options) if a["type"] == "resolve")
    phone.locator("a.quiz-choice").nth(resolve).tap()
    expect(phone.locator(".puzzle-line > li")).to_have_count(3)
    pos = puzzle.play(doc, [jab, resolve])
    adv = next(i for i, (a, _e) in enumerate(pos.options) if a["type"] == "advance")
    phone.locator("a.quiz-choice").nth(adv).tap()
    expect(phone.locator('.puzzle-status[data-status="failed"]')).to_be_visible()
    expect(phone.locator(".quiz-result.wrong")).to_contain_text("ผู้เล่น A ยังไม่ชนะ")
    expect(phone.locator(".quiz-result.wrong")).to_contain_text("Pierce")
    # try again, and solve it
    phone.locator("a.puzzle-restart").tap()
    expect(phone.locator(".puzzle-line")).to_have_count(0)
    for k in puzzle.solution_picks(doc):
        before = phone.locator(".puzzle-line > li").count()
        phone.locator("a.quiz-choice").nth(k).tap()
        expect(phone.locator(".puzzle-line > li").nth(before)).to_be_attached()
    expect(phone.locator('.puzzle-status[data-status="solved"]')).to_be_visible()
    phone.screenshot(path="test-results/puzzle-solved-th.png", full_page=True)
    phone.goto(f"{site.url}/th/judge/puzzles/")
    expect(phone.locator('[data-quiz-key="puzzle:bfb-pierce-for-the-win"]')).to_be_visible()
