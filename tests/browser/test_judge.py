"""The judge tool in a real browser (Playwright + the system's Chromium): build a scenario from
nothing, step it, follow a rule link, switch language, save and reopen, import errors, phone."""
import json
from pathlib import Path

import pytest
from playwright.sync_api import expect


from .conftest import no_horizontal_overflow

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "test-results"


def _build_bolt_on_bears(page, base):
    """From an empty board: Grizzly Bears for B (catalogue search), Lightning Bolt in A's hand,
    then the actions cast and resolve, all from the page."""
    page.goto(f"{base}/en/judge/?game=mtg")
    expect(page.locator("#step-count")).to_have_text("Step 0 of 0")
    page.locator("#np-controller").select_option("B")
    page.locator("#np-card").press_sequentially("grizz", delay=30)
    add = page.locator("#card-results button", has_text="Grizzly Bears")
    add.click()
    expect(page.locator('.board li.perm[data-id="grizzly-bears"]')).to_be_visible()
    page.locator("#nh-player").select_option("A")
    page.locator("#nh-card").fill("Lightning Bolt")
    page.get_by_role("button", name="Add to hand").click()
    expect(page.locator(".board .player").first).to_contain_text("Lightning Bolt")
    page.locator("#na-type").select_option("cast")
    page.locator("#na-player").select_option("A")
    page.locator("#na-card").fill("Lightning Bolt")
    page.locator("#na-targets").fill("grizzly-bears")
    page.locator("#add-action-btn").click()
    expect(page.locator("#step-count")).to_have_text("Step 1 of 1")
    page.locator("#na-type").select_option("resolve")
    page.locator("#add-action-btn").click()
    expect(page.locator("#step-count")).to_have_text("Step 2 of 2")


def test_build_step_and_follow_a_rule_link(site, page):
    _build_bolt_on_bears(page, site.url)
    # the Bears died: "Left the battlefield" is highlighted, the explanation cites 704.5g
    expect(page.locator(".board .gone")).to_contain_text("Grizzly Bears")
    expect(page.locator("#events")).to_contain_text("704.5g")
    # back and forward with the buttons and the keyboard
    page.locator("#step-prev").click()
    expect(page.locator("#step-count")).to_have_text("Step 1 of 2")
    expect(page.locator('.board li.perm[data-id="grizzly-bears"]')).to_be_visible()
    page.locator("#step-count").click()  # focus out of any field
    page.keyboard.press("ArrowRight")
    expect(page.locator("#step-count")).to_have_text("Step 2 of 2")
    page.keyboard.press("ArrowLeft")
    expect(page.locator("#step-count")).to_have_text("Step 1 of 2")
    page.locator("#step-first").click()
    expect(page.locator("#step-count")).to_have_text("Step 0 of 2")
    page.locator("#step-end").click()
    expect(page.locator("#step-count")).to_have_text("Step 2 of 2")
    # read an explanation and follow its rule link (to the CR page or its topic page, in English)
    link = page.locator("#events a.rule-link").first
    href = link.get_attribute("href")
    assert href.startswith("/en/cr/")
    link.click()
    page.wait_for_load_state()
    assert "/en/" in page.url and ("/cr/" in page.url or "/t/" in page.url)
    assert page.locator("h1").first.inner_text().strip()
    assert "404" not in page.title()


def test_keyboard_focus_is_visible(site, page):
    page.goto(f"{site.url}/en/judge/library/mtg-bolt-counterspell/")
    page.locator("#step-next").focus()
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    page.keyboard.press("Enter")
    expect(page.locator("#step-count")).to_have_text("Step 1 of 4")
    assert "step=1" in page.url  # the step is in the URL
    assert outline in ("solid", "auto") or page.evaluate("getComputedStyle(document.activeElement).outlineStyle") != "none"


def test_language_switch_keeps_the_scenario(site, page):
    _build_bolt_on_bears(page, site.url)
    page.locator("#step-prev").click()
    expect(page.locator("#step-count")).to_have_text("Step 1 of 2")
    page.locator('.lang-switch a[hreflang="th"]').click()
    page.wait_for_url("**/th/judge/**")
    expect(page.locator("#step-count")).to_have_text("ขั้นที่ 1 จาก 2")
    expect(page.locator('.board li.perm[data-id="grizzly-bears"]')).to_be_visible()
    assert page.locator("html").get_attribute("lang") == "th"
    page.locator("#step-next").click()
    expect(page.locator("#step-count")).to_have_text("ขั้นที่ 2 จาก 2")
    assert page.locator("#events a.rule-link").first.get_attribute("href").startswith("/th/cr/")
    page.locator('.lang-switch a[hreflang="ko"]').click()
    page.wait_for_url("**/ko/judge/**")
    expect(page.locator("#step-count")).to_have_text("2단계 중 2단계")


def test_save_and_reopen_the_permalink(site, page, playwright_browser):
    _build_bolt_on_bears(page, site.url)
    page.locator("#title").fill("Bolt the Bears <b>now</b>")
    page.locator("#apply-btn").click()
    expect(page.locator("#scenario-title")).to_contain_text("Bolt the Bears <b>now</b>")
    page.locator("#step-prev").click()
    expect(page.locator("#step-count")).to_have_text("Step 1 of 2")
    page.locator("#save-btn").click()
    page.wait_for_url("**/en/judge/s/*/?step=1")
    url = page.url
    expect(page.locator("#step-count")).to_have_text("Step 1 of 2")
    page.locator("#step-next").click()
    expect(page.locator("#step-count")).to_have_text("Step 2 of 2")
    page.wait_for_url("**?step=2")
    # someone else opens the link: same board, same step; the language switch keeps both
    other = playwright_browser.new_context().new_page()
    other.goto(page.url)
    expect(other.locator("#step-count")).to_have_text("Step 2 of 2")
    expect(other.locator("#scenario-title")).to_contain_text("Bolt the Bears <b>now</b>")
    other.locator('.lang-switch a[hreflang="ko"]').click()
    other.wait_for_url("**/ko/judge/s/*/?step=2")
    expect(other.locator("#step-count")).to_have_text("2단계 중 2단계")
    other.context.close()
    assert url.split("/s/")[1].split("/")[0] in page.url


def test_import_an_invalid_file_shows_its_errors(site, page):
    page.goto(f"{site.url}/en/judge/")
    bad = {"format": "judge-scenario/1", "game": "mtg",
           "state": {"turn": 1, "active": "A", "step": "lunch",
                     "players": [{"id": "A", "life": "twenty"}, {"id": "B"}],
                     "battlefield": [{"id": "x", "card": "Grizzly Bears", "controller": "A", "toughness": "x"}]},
           "actions": [{"type": "dance"}]}
    page.locator("#import-file").set_input_files(files=[{"name": "bad.json", "mimeType": "application/json",
                                                         "buffer": json.dumps(bad).encode()}])
    page.locator("#import-btn").click()
    errors = page.locator("#import-errors")
    expect(errors).to_be_visible()
    for path_ in ("state.step", "state.players[0].life", "state.battlefield[0].toughness", "actions[0].type"):
        expect(errors).to_contain_text(path_)
    assert page.locator("#import-file").get_attribute("aria-describedby") == "import-errors"
    # a valid file loads
    good = (ROOT / "judge" / "library" / "mtg-split-second.json").read_bytes()
    page.locator("#import-file").set_input_files(files=[{"name": "ok.json", "mimeType": "application/json",
                                                         "buffer": good}])
    page.locator("#import-btn").click()
    expect(page.locator("#step-count")).to_have_text("Step 0 of 3")


@pytest.mark.parametrize("path", ["/th/judge/library/mtg-flying-reach-menace/?step=4", "/ko/judge/?game=bfb",
                                  "/th/judge/library/bfb-pierce-two-defenders/?step=3", "/ko/judge/library/"])
def test_phone_360px_nothing_overflows(site, phone, path):
    phone.goto(site.url + path)
    RESULTS.mkdir(exist_ok=True)
    name = path.strip("/").replace("/", "_").replace("?", "_").replace("=", "")
    phone.screenshot(path=str(RESULTS / f"judge-phone-{name}.png"), full_page=True)
    assert no_horizontal_overflow(phone) == []


def test_phone_editor_open_with_details(site, phone):
    phone.goto(f"{site.url}/th/judge/library/mtg-trample-deathtouch/?step=1")
    phone.locator("#setup > summary").click()
    phone.locator(".json-box > summary").click()
    RESULTS.mkdir(exist_ok=True)
    phone.screenshot(path=str(RESULTS / "judge-phone-editor-open.png"), full_page=True)
    assert no_horizontal_overflow(phone) == []


def test_print_view_lists_every_step(site, page):
    page.goto(f"{site.url}/en/judge/library/mtg-viscera-seer-dies-trigger/print/")
    steps = page.locator(".print-steps > li")
    expect(steps).to_have_count(4)
    expect(page.locator(".print-steps")).to_contain_text("CR ")
    page.emulate_media(media="print")
    assert page.locator("header.site").is_hidden()
