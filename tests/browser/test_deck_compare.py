"""Issue #26: the deck compare page on a phone (360x740, touch) and with htmx: paste the registered
list and the presented deck, tap Compare, read the infraction, the Competitive penalty and the fix
at each REL in the reader's language; an unreadable list is said without losing what was typed."""
import pytest

from tests.browser.conftest import no_horizontal_overflow

REG = "4 Lightning Bolt\n4 Monastery Swiftspear\n52 Mountain\nSideboard\n3 Smash to Smithereens"
SHORT = REG.replace("52 Mountain", "51 Mountain")


@pytest.mark.parametrize("lang,penalty,fix_word", [("th", "Game Loss (ปรับแพ้เกม)", "ระดับ Regular"),
                                                   ("ko", "게임 패배", "일반 REL")])
def test_compare_on_a_phone(site, phone, lang, penalty, fix_word):
    phone.goto(f"{site.url}/{lang}/decks/compare/")
    phone.locator("#registered").fill(REG)
    phone.locator("#presented").fill(SHORT)
    assert phone.locator("#compare-btn").bounding_box()["height"] >= 35
    phone.locator("#compare-btn").tap()
    phone.locator("#compare-penalty").wait_for()
    assert phone.locator("#compare-penalty").inner_text().strip() == penalty
    assert fix_word in phone.locator("#compare-fix-regular").inner_text()
    assert phone.locator(f'#compare-infraction a[href="/{lang}/policy/ipg/3.5/"]').is_visible()
    # htmx swapped the answer in place: the lists are still there
    assert phone.locator("#presented").input_value() == SHORT
    assert no_horizontal_overflow(phone) == []


def test_unreadable_list_is_said_and_kept(site, phone):
    phone.goto(f"{site.url}/th/decks/compare/")
    phone.locator("#registered").fill(REG)
    phone.locator("#presented").fill("four bolts")
    phone.locator("#compare-btn").tap()
    phone.locator("#compare-errors").wait_for()
    assert "four bolts" in phone.locator("#compare-errors").inner_text()
    assert phone.locator("#presented").input_value() == "four bolts"
