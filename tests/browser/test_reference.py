"""The rules reference in a real browser: keyword pop-ups, language switch, phone layout, fonts."""
import pytest

from .conftest import no_horizontal_overflow

pytestmark = pytest.mark.browser


def test_keyword_definition_pops_up_in_place(site, page):
    page.goto(f"{site.url}/en/t/mtg.combat.damage/")
    link = page.locator("a.kw").first
    link.hover()
    pop = page.locator(".kw-pop").first
    pop.locator(".summary-line").wait_for()
    assert len(pop.inner_text()) > 10
    assert page.url.endswith("/en/t/mtg.combat.damage/")  # still on the same page


def test_keyword_definition_on_tap(site, phone):
    phone.goto(f"{site.url}/th/t/mtg.combat.damage/")
    phone.locator("button.kw-info").first.tap()
    phone.locator(".kw-pop .summary-line").first.wait_for()


def test_language_switch_keeps_the_place(site, page):
    page.goto(f"{site.url}/en/t/mtg.kw.deathtouch/")
    page.locator('.lang-switch a[hreflang="th"]').click()
    page.wait_for_url("**/th/t/mtg.kw.deathtouch/")
    assert "สัมผัสมรณะ" in page.locator("h1").inner_text()
    page.locator('.lang-switch a[hreflang="ko"]').click()
    page.wait_for_url("**/ko/t/mtg.kw.deathtouch/")
    assert "치명타" in page.locator("h1").inner_text()


@pytest.mark.parametrize("path", ["/th/t/mtg.sba/", "/ko/t/mtg.combat.damage/", "/th/t/bfb.kw.pierce/",
                                  "/ko/mtg/", "/th/"])
def test_phone_pages_fit_360px(site, phone, path):
    phone.goto(site.url + path)
    assert no_horizontal_overflow(phone) == []


def test_thai_and_korean_fonts_are_ours(site, page):
    page.goto(f"{site.url}/th/t/mtg.sba/")
    page.evaluate("document.fonts.ready")
    loaded = page.evaluate("""async () => { await document.fonts.ready;
        return [...document.fonts].filter(f => f.status === 'loaded').map(f => f.family); }""")
    assert any("Noto Sans Thai" in f for f in loaded), loaded
    page.goto(f"{site.url}/ko/t/mtg.sba/")
    loaded = page.evaluate("""async () => { await document.fonts.ready;
        return [...document.fonts].filter(f => f.status === 'loaded').map(f => f.family); }""")
    assert any("Noto Sans KR" in f for f in loaded), loaded
