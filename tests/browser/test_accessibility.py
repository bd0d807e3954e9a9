"""axe-core (WCAG 2 A and AA, colour contrast included) on the site's kinds of page at the phone
size: 0 violations. axe-core is vendored (tests/vendor/axe-core, a pinned copy): nothing is
downloaded when the tests run."""
import json
from pathlib import Path

import pytest

AXE = (Path(__file__).resolve().parents[1] / "vendor" / "axe-core" / "axe.min.js").read_text(encoding="utf-8")
RUN = """async () => { const r = await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa']},
  resultTypes: ['violations']});
  return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 5).map(n => n.target.join(' ') + ' :: ' + (n.failureSummary || '').slice(0, 160))})); }"""


@pytest.fixture
def a11y_phone(playwright_browser):
    # the site's CSP allows only its own scripts; the checker is injected by the test
    ctx = playwright_browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True,
                                         bypass_csp=True)
    pg = ctx.new_page()
    pg.set_default_timeout(15000)
    yield pg
    ctx.close()


def violations(pg):
    pg.evaluate(AXE)
    return pg.evaluate(RUN)


def _cr(site):
    from django.core.management import call_command

    from tests.conftest import CR_FIXTURE_DIR
    call_command("import_cr", str(CR_FIXTURE_DIR / "TestRules-2025-09-12.txt"), verbosity=0)


PAGES = [("home", "/{lang}/"), ("topic", "/{lang}/t/mtg.combat/"), ("editor", "/{lang}/judge/"),
         ("step", "/{lang}/judge/library/mtg-trample-deathtouch/?step=2"), ("card", "/{lang}/cards/giant-growth/"),
         ("deck check", "/{lang}/decks/check/"), ("cr", "/{lang}/cr/704.5a/"), ("search", "/{lang}/")]


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
@pytest.mark.parametrize("name,path", PAGES, ids=[n for n, _p in PAGES])
def test_no_wcag_violations(site, a11y_phone, name, path, lang):
    if name == "cr":
        _cr(site)
    a11y_phone.goto(site.url + path.format(lang=lang))
    if name == "search":   # the header search with its live results open
        a11y_phone.locator("#site-q").fill("trample")
        a11y_phone.locator("#live-results a.result-link").first.wait_for()
    found = violations(a11y_phone)
    assert found == [], json.dumps(found, ensure_ascii=False, indent=1)
