"""Issue 24: the site at the table, on a phone (360x740): fonts, scrolling, errors next to the
field, the unsaved board kept across a rule link, saving, the card search, the deck check."""
import pytest

FONT_FILES = """() => performance.getEntriesByType('resource').filter(e => e.name.endsWith('.woff2'))
  .map(e => [e.name.split('/').pop(), e.transferSize || e.encodedBodySize])"""


@pytest.mark.parametrize("lang,most", [("ko", 8), ("th", 4)])
def test_first_visit_loads_few_font_files(site, phone, lang, most):
    """Item 10: the first Korean page loaded 28 font files; the site's syllables are now in two
    files per weight (scripts/build_web_fonts.py), the Thai slices in one file per weight."""
    phone.goto(f"{site.url}/{lang}/t/mtg.combat/", wait_until="networkidle")
    phone.evaluate("document.fonts.ready.then(() => 1)")
    files = phone.evaluate(FONT_FILES)
    print(f"{lang}: {len(files)} font files, {sum(n for _f, n in files) / 1024:.0f} KB: {sorted(f for f, _n in files)}")
    assert 0 < len(files) <= most, files
    # the page's own script is drawn with our font (not a fallback), in both weights
    family = "Noto Sans KR" if lang == "ko" else "Noto Sans Thai"
    loaded = phone.evaluate("""async () => { await document.fonts.ready;
      return [...document.fonts].filter(f => f.status === 'loaded').map(f => f.family.replaceAll('"', '') + ' ' + f.weight); }""")
    assert f"{family} 400" in loaded and f"{family} 700" in loaded, loaded
