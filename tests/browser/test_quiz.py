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
