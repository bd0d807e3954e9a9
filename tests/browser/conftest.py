"""Browser tests: Playwright driving the system's Chromium (installed by `make test` / .ci/run)
against pytest-django's live server. All tests here are marked `browser`."""
import os
import shutil

import pytest

# Playwright's sync API runs an event loop in this thread; Django's ORM calls made by fixtures
# in the same thread are still synchronous.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage"]


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser/" in str(item.fspath):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def playwright_browser():
    if not os.path.exists(CHROMIUM):
        pytest.fail("Chromium is not installed: run `make test` (it installs it) or apt-get install chromium")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def search_index_dir(tmp_path_factory):
    """One search index for the whole session (it is built from the content files)."""
    from search import engine
    path = tmp_path_factory.mktemp("index")
    engine.build_index(path, include_cr=False)
    return path


@pytest.fixture
def site(live_server, transactional_db, settings, search_index_dir):
    """The live server with the content loaded and the search index in place."""
    from django.core.management import call_command
    settings.SEARCH_INDEX_DIR = search_index_dir
    call_command("load_content", verbosity=0)
    return live_server


@pytest.fixture
def page(playwright_browser):
    context = playwright_browser.new_context(viewport={"width": 1200, "height": 900}, locale="en-US")
    pg = context.new_page()
    pg.set_default_timeout(15000)
    yield pg
    context.close()


@pytest.fixture
def phone(playwright_browser):
    context = playwright_browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=2,
                                             is_mobile=True, has_touch=True, locale="th-TH")
    pg = context.new_page()
    pg.set_default_timeout(15000)
    yield pg
    context.close()


def no_horizontal_overflow(pg) -> list[str]:
    """Elements wider than the viewport (what makes a phone page scroll sideways)."""
    return pg.evaluate("""() => {
      const w = document.documentElement.clientWidth;
      const bad = [];
      if (document.documentElement.scrollWidth > w + 1) bad.push('document ' + document.documentElement.scrollWidth + ' > ' + w);
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(el).position === 'fixed') continue;
        let p = el.parentElement, clipped = false;
        while (p) { const o = getComputedStyle(p).overflowX; if (o === 'auto' || o === 'scroll' || o === 'hidden') { clipped = true; break; } p = p.parentElement; }
        if (!clipped && r.right > w + 1) bad.push(el.tagName + '.' + el.className + ' right=' + Math.round(r.right));
      }
      return bad.slice(0, 10);
    }""")


def swapped(pg, act):
    """Do `act` (a click...), then wait until htmx has put a new #workspace in place."""
    pg.evaluate("window.__ws = document.getElementById('workspace')")
    act()
    for _ in range(150):   # (wait_for_function evaluates a string: the site's CSP forbids it)
        if pg.evaluate("document.getElementById('workspace') !== window.__ws && !document.querySelector('.htmx-request')"):
            break
        pg.wait_for_timeout(100)
    pg.wait_for_timeout(200)
