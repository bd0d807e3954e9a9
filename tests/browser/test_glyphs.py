"""Thai and Korean glyphs on every page, also where the page is English (the language switcher's
"ไทย" and "한국어"): the fonts are ours (static/fonts), so a machine without Thai or Korean system
fonts (like the CI machine) draws them instead of empty boxes."""
import pytest

LOADED = """async () => { await document.fonts.ready;
  return [...document.fonts].filter(f => f.status === 'loaded').map(f => f.family.replaceAll('"', '')); }"""

# The link's text has the width of the same text drawn with our font alone, and not the width it
# has with a font lacking the script (boxes or another fallback).
SAME_WIDTH = """([text, family]) => {
  const a = [...document.querySelectorAll('.lang-switch a')].find(x => x.textContent === text);
  const cs = getComputedStyle(a);
  const probe = (fam) => { const s = document.createElement('span');
    s.textContent = text; s.style.font = `${cs.fontWeight} ${cs.fontSize} ${fam}`; s.style.position = 'absolute';
    document.body.appendChild(s); const w = s.getBoundingClientRect().width; s.remove(); return w; };
  const r = document.createRange(); r.selectNodeContents(a);
  return [r.getBoundingClientRect().width, probe(`"${family}"`), probe('monospace')]; }"""


@pytest.mark.parametrize("path", ["/en/t/mtg.sba/", "/en/", "/en/judge/", "/en/search/?q=trample", "/en/cr/"])
def test_the_language_switcher_is_drawn_with_our_fonts_on_english_pages(site, page, path):
    page.goto(f"{site.url}{path}")
    loaded = page.evaluate(LOADED)
    assert "Noto Sans Thai Script" in loaded, loaded
    assert "Noto Sans KR Hangul" in loaded, loaded
    for text, family in (("ไทย", "Noto Sans Thai Script"), ("한국어", "Noto Sans KR Hangul")):
        shown, ours, other = page.evaluate(SAME_WIDTH, [text, family])
        assert abs(shown - ours) < 0.5 and abs(shown - other) > 0.5, (path, text, shown, ours, other)


def test_screenshot_of_the_switcher(site, page, tmp_path):
    """A picture to look at (kept in the test's temporary folder): the header of an English page."""
    page.goto(f"{site.url}/en/t/mtg.sba/")
    page.evaluate(LOADED)
    shot = tmp_path / "switcher.png"
    page.locator(".lang-switch").screenshot(path=str(shot))
    assert shot.stat().st_size > 500
