"""The board picture in a real browser (Playwright + Chromium): visible, inside the page at 1280
and 360 px for a Magic and a Born from Blood scenario (screenshots in test-results/), the same with
JavaScript off, one picture per step when printed, and the step image the page's og:image names."""
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from .conftest import no_horizontal_overflow

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "test-results"
CASES = [("mtg", "/th/judge/library/mtg-trample-deathtouch/?step=0"),
         ("bfb", "/ko/judge/library/bfb-pierce-two-defenders/?step=2")]


def _context(browser, width, **kw):
    phone = width < 600
    return browser.new_context(viewport={"width": width, "height": 740 if phone else 900},
                               device_scale_factor=2 if phone else 1, is_mobile=phone, has_touch=phone, **kw)


def _check_picture(pg, width):
    pic = pg.locator("#board-pic svg.board-svg")
    expect(pic).to_be_visible()
    box = pic.bounding_box()
    assert box["width"] > 0.8 * min(width, 640) and box["height"] > 150, box
    # the picture's box stays inside the page (the SVG may scroll sideways inside it on a phone)
    frame = pg.locator("#board-pic .board-pic-scroll").bounding_box()
    assert frame["x"] >= 0 and frame["x"] + frame["width"] <= width + 1, frame
    assert no_horizontal_overflow(pg) == []
    # drawn: permanents and arrows are there and have a size on screen
    assert pg.locator("#board-pic g.perm").count() >= 1
    arrow = pg.locator("#board-pic path.arrow-attack").first
    expect(arrow).to_be_attached()
    assert arrow.bounding_box()["height"] > 10
    # the text view stays for screen readers; the picture has a title and a description
    assert pic.get_attribute("role") == "img"
    ids = pic.get_attribute("aria-labelledby").split()
    assert all(pg.locator(f"#{i}").count() == 1 for i in ids)
    expect(pg.locator(".board .perms").first).to_be_attached()
    # a phone is told the picture scrolls; the scroll box takes the keyboard focus
    hint = pg.locator("#board-pic .pic-hint")
    (expect(hint).to_be_visible() if width < 600 else expect(hint).to_be_hidden())
    assert pg.locator("#board-pic .board-pic-scroll").get_attribute("tabindex") == "0"


@pytest.mark.parametrize("width", [1280, 360])
@pytest.mark.parametrize("game,path", CASES, ids=[c[0] for c in CASES])
def test_picture_visible_and_nothing_overflows(site, playwright_browser, game, path, width):
    ctx = _context(playwright_browser, width)
    pg = ctx.new_page()
    try:
        pg.goto(site.url + path)
        _check_picture(pg, width)
        lang = path.split("/")[1]
        family = "Noto Sans Thai" if lang == "th" else "Noto Sans KR"
        pg.evaluate("document.fonts.ready")
        # the family's faces for the glyphs this page shows are loaded (the fonts are split by
        # Unicode range, so a face for glyphs the page does not use may rightly stay unloaded)
        script = "[...document.body.innerText].filter(c => /[\\u0e00-\\u0e7f\\uac00-\\ud7a3]/.test(c)).join('')"
        glyphs = "".join(sorted(set(pg.evaluate(script))))
        assert glyphs, "the page shows no Thai or Korean text"
        assert pg.evaluate("([f, t]) => document.fonts.check('12px \"' + f + '\"', t)", [family, glyphs])
        RESULTS.mkdir(exist_ok=True)
        pg.screenshot(path=str(RESULTS / f"board-picture-{game}-{width}.png"), full_page=False)
        pg.locator("#board-pic").screenshot(path=str(RESULTS / f"board-picture-{game}-{width}-figure.png"))
        # the page names the step's image for chats; it is a PNG
        og = pg.locator('meta[property="og:image"]').get_attribute("content")
        assert re.search(r"/step-\d+\.png$", og)
        r = pg.request.get(og)
        assert r.status == 200 and r.headers["content-type"] == "image/png" and r.body()[:4] == b"\x89PNG"
        assert pg.locator('meta[name="twitter:card"]').get_attribute("content") == "summary_large_image"
    finally:
        ctx.close()


def test_picture_without_javascript(site, playwright_browser):
    ctx = _context(playwright_browser, 360, java_script_enabled=False)
    pg = ctx.new_page()
    try:
        pg.goto(site.url + "/en/judge/library/mtg-giant-growth-in-response/?step=1")
        _picture = pg.locator("#board-pic svg.board-svg")
        expect(_picture).to_be_visible()
        assert pg.locator("#board-pic path.arrow-target").count() >= 1
        assert no_horizontal_overflow(pg) == []
        href = pg.locator("#png-btn").get_attribute("href")
        assert href.endswith("step-1.png?download=1")
    finally:
        ctx.close()


def test_step_links_change_the_picture(site, page):
    page.goto(f"{site.url}/en/judge/library/mtg-bolt-counterspell/?step=0")
    expect(page.locator("#board-pic g.stack-item")).to_have_count(0)
    page.locator("#step-next").click()
    expect(page.locator("#step-count")).to_have_text("Step 1 of 4")
    expect(page.locator("#board-pic g.stack-item")).to_have_count(1)
    expect(page.locator("#board-pic path.arrow-target")).to_have_count(1)
    assert page.locator("#png-btn").get_attribute("href").endswith("step-1.png?download=1")


def test_print_view_one_picture_per_step(site, page):
    page.goto(f"{site.url}/th/judge/library/bfb-block-vs-cannot-be-prevented/print/")
    page.emulate_media(media="print")
    steps = page.locator(".print-steps > li")
    n = steps.count()
    assert n >= 2
    for i in range(n):
        expect(steps.nth(i).locator("svg.board-svg")).to_be_visible()
    RESULTS.mkdir(exist_ok=True)
    page.screenshot(path=str(RESULTS / "board-picture-print.png"), full_page=True)
    page.pdf(path=str(RESULTS / "board-picture-print.pdf"))
