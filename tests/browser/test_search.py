"""Live search in a real browser: results as you type (htmx), arrow keys, the page without JS."""
import pytest


pytestmark = pytest.mark.browser


def test_live_results_as_you_type_and_keyboard(site, page):
    page.goto(f"{site.url}/th/")
    box = page.locator("#site-q")
    box.click()
    box.type("ดาเมจส่วนเกิน", delay=30)
    first = page.locator("#live-results a.result-link").first
    first.wait_for()
    assert page.locator("#live-results mark").count() >= 1
    box.press("ArrowDown")
    focused = page.evaluate("document.activeElement.getAttribute('href')")
    assert focused and focused.startswith("/th/t/")
    page.keyboard.press("Escape")
    assert page.locator("#live-results a.result-link").count() == 0


def test_search_page_works_without_javascript(site, playwright_browser):
    ctx = playwright_browser.new_context(java_script_enabled=False)
    pg = ctx.new_page()
    try:
        pg.goto(f"{site.url}/ko/search/?q=%EC%B9%98%EB%AA%85%ED%83%80")
        assert pg.locator("#search-results a.result-link").first.get_attribute("href") == "/ko/t/mtg.kw.deathtouch/"
    finally:
        ctx.close()
