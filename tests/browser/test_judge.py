"""The judge tool in a real browser (Playwright + the system's Chromium): build a scenario from
nothing, step it, follow a rule link, switch language, save and reopen, import errors, phone."""
import json
import re
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
    # the rule opens in a new tab, so the board stays where it is (issue 24, item 4)
    with page.context.expect_page() as opened:
        link.click()
    rule = opened.value
    rule.wait_for_load_state()
    assert "/en/" in rule.url and ("/cr/" in rule.url or "/t/" in rule.url)
    assert rule.locator("h1").first.inner_text().strip()
    assert "404" not in rule.title()
    rule.close()
    assert "/judge/" in page.url


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
    expect(page.locator("#step-count")).to_have_text("진행 2/2")


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
    expect(other.locator("#step-count")).to_have_text("진행 2/2")
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


def _op(page, value):
    page.locator(f'button[name="op"][value="{value}"]').first.click()


def _build_after_blocks(page, base, lang="en"):
    """From an empty board, in place with htmx: Grizzly Bears (A) attacks, Hill Giant (B) blocks, and B
    holds a custom instant with two effects (1 damage to the Bears, the Giant gets +0/+2)."""
    page.goto(f"{base}/{lang}/judge/?game=mtg")
    for name, pid in (("Grizzly Bears", "A"), ("Hill Giant", "B")):
        page.locator("#np-controller").select_option(pid)
        page.locator("#np-card").fill(name)
        page.locator("#add-perm-btn").click()
        expect(page.locator(f'.board li.perm[data-id="{name.lower().replace(" ", "-")}"]')).to_be_visible()
    page.locator("#s-step").select_option("declare_blockers")
    page.locator("#apply-btn").click()
    expect(page.locator("#combat-edit")).to_be_visible()
    page.locator("#nc-attacker").select_option("grizzly-bears")
    page.locator("#nc-defending").select_option("B")
    page.locator("#add-attacker-btn").click()
    expect(page.locator("#nc-blocking")).to_be_visible()
    page.locator("#nc-blocker").select_option("hill-giant")
    page.locator("#add-blocker-btn").click()
    expect(page.locator(".board .combat")).to_contain_text("hill-giant → grizzly-bears")
    page.locator("#nh-player").select_option("B")
    page.locator("#nh-card").fill("Double Trouble")
    page.locator("#nh-kind").select_option("instant")
    _op(page, "add_hand")
    box = page.locator("#x-h-1-0")
    box.locator("summary").click()
    page.locator("#x-h-1-0-newdo").select_option("damage")
    _op(page, "add_eff:h.1.0")
    expect(page.locator("#x-h-1-0-e0-amount")).to_be_visible()  # the box stays open after the swap
    page.locator("#x-h-1-0-newdo").select_option("pump")
    _op(page, "add_eff:h.1.0")
    expect(page.locator("#x-h-1-0-e1-power")).to_be_visible()
    page.locator("#x-h-1-0-e0-amount").fill("1")
    page.locator("#x-h-1-0-e0-to").select_option("grizzly-bears")
    page.locator("#x-h-1-0-e1-of").select_option("hill-giant")
    page.locator("#x-h-1-0-e1-power").fill("0")
    page.locator("#x-h-1-0-e1-toughness").fill("2")
    box.locator('button[name="op"][value="sync"]').click()
    expect(page.locator("#doc")).to_have_value(re.compile(r'"of": "hill-giant"'))
    doc = json.loads(page.locator("#doc").input_value())
    assert doc["state"]["players"][1]["hand"][0]["effects"] == [
        {"do": "damage", "amount": 1, "to": "grizzly-bears"}, {"do": "pump", "of": "hill-giant", "power": 0, "toughness": 2}]
    assert doc["state"]["combat"]["blockers"] == [{"id": "hill-giant", "blocking": "grizzly-bears"}]


def test_build_a_position_after_blocks_with_a_custom_spell_and_step_it(site, page):
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    _build_after_blocks(page, site.url)
    page.locator("#na-type").select_option("cast")
    page.locator("#na-player").select_option("B")
    page.locator("#na-card").fill("Double Trouble")
    page.locator("#add-action-btn").click()
    expect(page.locator("#step-count")).to_have_text("Step 1 of 1")
    for n, t in ((2, "resolve"), (3, "advance")):
        page.locator("#na-type").select_option(t)
        page.locator("#add-action-btn").click()
        expect(page.locator("#step-count")).to_have_text(f"Step {n} of {n}")
    expect(page.locator("#events")).to_contain_text("Hill Giant deals 3 combat damage to Grizzly Bears")
    expect(page.locator(".board .gone")).to_contain_text("Grizzly Bears")
    expect(page.locator('.board li.perm[data-id="hill-giant"] .pt')).to_have_text("3/5")
    page.locator("#step-prev").click()
    expect(page.locator("#step-count")).to_have_text("Step 2 of 3")
    expect(page.locator("#events")).to_contain_text("Double Trouble deals 1 damage to Grizzly Bears")
    page.locator("#step-count").click()
    page.keyboard.press("ArrowLeft")
    expect(page.locator("#step-count")).to_have_text("Step 1 of 3")
    RESULTS.mkdir(exist_ok=True)
    page.screenshot(path=str(RESULTS / "judge-after-blocks.png"), full_page=True)
    assert not [e for e in errors if "Content Security Policy" in e or "Refused" in e], errors


def test_phone_structured_editors_fit_360px(site, phone):
    _build_after_blocks(phone, site.url, lang="th")
    _op(phone, "add_player")
    expect(phone.locator("#nz-player option")).to_have_count(3)
    phone.locator("#np-card").fill("Totem")
    phone.locator("#np-controller").select_option("A")
    phone.locator('input[name="np-types"][value="creature"]').uncheck()
    phone.locator('input[name="np-types"][value="artifact"]').check()
    phone.locator("#add-perm-btn").click()
    phone.locator("#ab-2 > summary").click()
    _op(phone, "add_ability:2")
    _op(phone, "add_eff:a.2.0")
    expect(phone.locator("#x-a-2-0-e0-amount")).to_be_visible()
    RESULTS.mkdir(exist_ok=True)
    phone.screenshot(path=str(RESULTS / "judge-phone-structured-editors.png"), full_page=True)
    assert no_horizontal_overflow(phone) == []
    phone.goto(f"{site.url}/ko/judge/?game=bfb")
    phone.locator("#nh-name").fill("Sellsword")
    phone.locator("#nh-kind").select_option("mercenary")
    _op(phone, "add_hand")
    phone.locator("#x-bh-0-0 > summary").click()
    _op(phone, "add_skill:bh.0.0")
    expect(phone.locator("#x-bh-0-0-s0-damage")).to_be_visible()
    assert no_horizontal_overflow(phone) == []
