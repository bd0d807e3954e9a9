"""The per-rule explanation in a real browser: hovering a rule link in the judge stepper shows the
explanation in place (htmx), the ? button does on tap, the link still leads to the rule."""
import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser
LIBRARY = Path(__file__).resolve().parents[2] / "judge" / "library"


@pytest.mark.parametrize("lang,word", [("th", "ดาเมจ"), ("ko", "피해")])
def test_hover_and_tap_a_rule_link_in_the_stepper(site, page, lang, word):
    from content.models import CRExplanation
    slug = "mtg-trample-deathtouch"
    last = len(json.loads((LIBRARY / f"{slug}.json").read_text(encoding="utf-8"))["actions"])
    page.goto(f"{site.url}/{lang}/judge/library/{slug}/?step={last}")
    event = page.locator("#events li.event:has(a.rule-link[hx-get])").first
    link = event.locator("a.rule-link")
    expect(link).to_be_visible()
    number = link.get_attribute("hx-get").split("/cr/")[1].split("/")[0]
    expected = CRExplanation.objects.get(number=number, lang=lang).plain
    pop = event.locator(".rule-pop")
    link.hover()
    expect(pop).to_contain_text(expected[:20])
    assert word in pop.inner_text() or expected[:20] in pop.inner_text()
    # a touch screen: the ? button beside the next rule link fetches the same kind of text
    events = page.locator("#events li.event:has(button.rule-info)")
    if events.count() > 1:
        other = events.nth(1)
        other.locator("button.rule-info").click()
        expect(other.locator(".rule-pop")).not_to_be_empty()
    # the link itself still opens the rule (its page or, without a CR, its topic page)
    with page.context.expect_page() as opened:   # a new tab: the board stays (issue 24, item 4)
        link.click()
    rule = opened.value
    rule.wait_for_load_state()
    assert f"/{lang}/" in rule.url and ("/cr/" in rule.url or "/t/" in rule.url)
    rule.close()
