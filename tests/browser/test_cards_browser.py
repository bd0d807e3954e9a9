"""Imported cards in a real browser: find a card of the pool by a typo in the judge editor, add
it, step a combat with it; search as you type on /<lang>/cards/ and open a card in the judge tool."""
import pytest
from playwright.sync_api import expect

from tests.conftest import CARDS_FILE, CARDS_FIXTURE

pytestmark = pytest.mark.browser


@pytest.fixture
def fixture_pool(site):
    from cards.importer import import_file
    import_file(str(CARDS_FIXTURE))
    return site


@pytest.fixture
def real_pool(site):
    if not CARDS_FILE.exists():
        pytest.skip(f"the card file is not in {CARDS_FILE.parent} (put MTGJSON's AtomicCards there)")
    from cards.importer import import_file
    import_file(str(CARDS_FILE))
    return site


def _add(page, typed, name, controller):
    page.locator("#np-controller").select_option(controller)
    page.locator("#np-card").fill("")
    page.locator("#np-card").press_sequentially(typed, delay=20)
    page.locator("#card-results button", has_text=name).first.click()


def _combat(page, base, attacker, attacker_typo, attacker_id, blocker, blocker_typo, blocker_id, life_after):
    page.goto(f"{base}/en/judge/?game=mtg")
    _add(page, attacker_typo, attacker, "A")
    expect(page.locator(f'.board li.perm[data-id="{attacker_id}"]')).to_be_visible()
    _add(page, blocker_typo, blocker, "B")
    expect(page.locator(f'.board li.perm[data-id="{blocker_id}"]')).to_be_visible()
    # the imported card keeps its keyword: flying
    expect(page.locator(f'.board li.perm[data-id="{attacker_id}"] .kws')).to_contain_text("flying")
    page.locator("#na-type").select_option("advance_to")
    page.locator("#na-step").select_option("declare_attackers")
    page.locator("#add-action-btn").click()
    expect(page.locator("#step-count")).to_have_text("Step 1 of 1")
    page.locator("#na-type").select_option("declare_attackers")
    page.locator("#na-pairs").fill(f"{attacker_id}>B")
    page.locator("#add-action-btn").click()
    expect(page.locator("#step-count")).to_have_text("Step 2 of 2")
    page.locator("#na-type").select_option("advance_to")
    page.locator("#na-step").select_option("end_of_combat")
    page.locator("#add-action-btn").click()
    expect(page.locator("#step-count")).to_have_text("Step 3 of 3")
    expect(page.locator(".board .player").nth(1)).to_contain_text(str(life_after))


def test_editor_finds_an_imported_card_by_a_typo_and_steps_a_combat(fixture_pool, page):
    _combat(page, fixture_pool.url, "Gale Sparrow", "gale sparow", "gale-sparrow",
            "Hollow Colossus", "holow colossus", "hollow-colossus", 19)
    # the Colossus's power/toughness line is not modelled: the board says so
    expect(page.locator('.board li.perm[data-id="hollow-colossus"] .unmodelled')).to_contain_text("power is equal")


def test_editor_finds_a_real_card_by_a_typo(real_pool, page):
    _combat(page, real_pool.url, "Storm Crow", "strom crow", "storm-crow",
            "Tarmogoyf", "tarmogyof", "tarmogoyf", 19)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_card_search_as_you_type_and_open_in_the_judge_tool(fixture_pool, page, lang):
    page.goto(f"{fixture_pool.url}/{lang}/cards/")
    page.locator("#cards-q").press_sequentially("sparow gale", delay=30)
    hit = page.locator('#card-results li.card-hit[data-slug="gale-sparrow"] a')
    expect(hit).to_be_visible()
    if lang == "ko":
        expect(hit).to_contain_text("돌풍참새")
    hit.click()
    expect(page.locator("h1")).to_contain_text("Gale Sparrow")
    page.locator(".open-judge button").click()
    expect(page.locator('.board li.perm[data-id="gale-sparrow"]')).to_be_visible()
