"""Splits the site's web fonts so that a page downloads only the glyph ranges it shows, in as few
files as can be (issue 24, item 10: the first Korean page loaded 28 font files).

Korean: the Fontsource slices of Noto Sans KR (static/fonts/noto-sans-kr-<n>-*.woff2) are cut by
Unicode order and frequency in general Korean text, so one page of ours touched 13 slices per
weight. This script collects every Hangul syllable the project itself writes (content pages, rule
explanations, interface and engine messages, terminology, policy pages) and puts them in two
subsets per weight, by frequency: `site1` (the commonest, almost every page needs only it) and
`site2` (the rest). The Fontsource slices stay for any other syllable (a user's text, a card
name), with the site's syllables taken out of their `unicode-range` so the ranges do not overlap.

Thai: the three Fontsource slices per weight (Thai, Latin, Latin Extended) become one file per
weight (the merged TTF of judge/fonts/, made by scripts/build_board_fonts.py), same ranges.

The output (static/fonts/*.woff2 and static/css/fonts.css) is committed; run this again when
content in Korean changes much (a syllable left out still shows, from a Fontsource slice):

    .venv/bin/python scripts/build_web_fonts.py     # needs fonttools and brotli (requirements-dev.txt)
"""
from __future__ import annotations

import collections
import re
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "static" / "fonts"
CSS = ROOT / "static" / "css" / "fonts.css"
TTF = ROOT / "judge" / "fonts"
SOURCES = ["content", "locale/ko", "judge", "terminology", "templates", "policy", "cards", "deckcheck",
           "search", "crdb"]
SUFFIXES = {".md", ".po", ".py", ".yaml", ".yml", ".html", ".json", ".txt"}
HANGUL = re.compile(r"[\uac00-\ud7a3]")
SITE1 = 400           # the commonest syllables: ~98% of the project's Korean text
FACE = re.compile(r"(?:/\*[^*]*\*/\s*)?@font-face\s*\{(.*?)\}\s*", re.S)


def site_syllables() -> tuple[list[str], set[int]]:
    """The Hangul syllables of the project's own text, commonest first, and the other characters
    beyond Latin-1 of its Korean lines (punctuation, arrows, CJK symbols)."""
    count: collections.Counter = collections.Counter()
    other: set[int] = set()
    for top in SOURCES:
        for p in (ROOT / top).rglob("*"):
            if p.is_file() and p.suffix in SUFFIXES:
                for line in p.read_text(encoding="utf-8", errors="ignore").splitlines():
                    found = HANGUL.findall(line)
                    if found:
                        count.update(found)
                        other.update(ord(c) for c in line if ord(c) > 0xFF and not HANGUL.match(c))
    return [c for c, _n in count.most_common()], other


def parse_range(text: str) -> set[int]:
    out: set[int] = set()
    for part in text.replace(" ", "").split(","):
        a, _s, b = part.upper().removeprefix("U+").partition("-")
        out.update(range(int(a, 16), int(b or a, 16) + 1))
    return out


def format_range(cps: set[int]) -> str:
    parts, run = [], []
    for c in sorted(cps):
        if run and c == run[-1] + 1:
            run.append(c)
            continue
        if run:
            parts.append(_span(run))
        run = [c]
    if run:
        parts.append(_span(run))
    return ",".join(parts)


def _span(run: list[int]) -> str:
    return f"U+{run[0]:04X}" if len(run) == 1 else f"U+{run[0]:04X}-{run[-1]:04X}"


def woff2(src: Path, out: Path, cps: set[int] | None) -> None:
    font = TTFont(src)
    opts = subset.Options()
    opts.flavor = "woff2"
    opts.layout_features = ["*"]
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    opts.hinting = False
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=cps if cps is not None else font.getBestCmap().keys())
    sub.subset(font)
    font.flavor = "woff2"
    font.save(out)


def face(family: str, weight: int, url: str, cps: set[int]) -> str:
    return (f"@font-face {{\n  font-family: '{family}';\n  font-style: normal;\n  font-display: swap;\n"
            f"  font-weight: {weight};\n  src: url(../fonts/{url}) format('woff2');\n"
            f"  unicode-range: {format_range(cps)};\n}}\n")


def prop(body: str, name: str) -> str:
    m = re.search(rf"{name}\s*:\s*([^;]+);", body)
    return m.group(1).strip() if m else ""


def main() -> int:
    css = CSS.read_text(encoding="utf-8")
    header = css.split("*/", 1)[0] + "*/\n" if css.startswith("/*") else ""
    faces = [m.group(1) for m in FACE.finditer(css)]
    syl, other = site_syllables()
    # the language switch on every page names 한국어 and ไทย: on the other languages' pages they come
    # from a tiny file of their own (families "Noto Sans KR Hangul", "Noto Sans Thai Script"), so a
    # Thai or English page does not load a whole Korean subset for three letters (and the reverse)
    names_ko = {ord(c) for c in "한국어"}
    names_th = {ord(c) for c in "ไทย"}
    numbered = set()
    for body in faces:
        url = re.search(r"url\(\.\./fonts/([^)]+)\)", body).group(1)
        if re.fullmatch(r"noto-sans-kr-\d+-\d+-normal\.woff2", url):
            numbered |= parse_range(prop(body, "unicode-range"))
    tiers = [("site1", {ord(c) for c in syl[:SITE1]} | (other & numbered) | names_ko),
             ("site2", {ord(c) for c in syl[SITE1:]} - names_ko)]
    site_all = set().union(*(t for _n, t in tiers))
    out: list[str] = []
    thai_done = set()
    thai_ranges: dict[int, set[int]] = collections.defaultdict(set)
    for body in faces:
        family, weight = prop(body, "font-family").strip("'\""), int(prop(body, "font-weight"))
        url = re.search(r"url\(\.\./fonts/([^)]+)\)", body).group(1)
        cps = parse_range(prop(body, "unicode-range"))
        if family == "Noto Sans Thai":   # three slices per weight -> one file per weight
            thai_ranges[weight] |= cps
            continue
        if family == "Noto Sans Thai Script":   # Thai letters on other pages: the same file
            url = f"noto-sans-thai-all-{weight}-normal.woff2"
            cps -= names_th
        if family.startswith("Noto Sans KR") and re.fullmatch(r"noto-sans-kr-\d+-\d+-normal\.woff2", url):
            cps -= site_all
            if not cps:
                continue
        out.append(face(family, weight, url, cps))
    for weight, cps in sorted(thai_ranges.items()):
        name = f"noto-sans-thai-all-{weight}-normal.woff2"
        src = TTF / f"NotoSansThai-{'Regular' if weight == 400 else 'Bold'}.ttf"
        woff2(src, FONTS / name, None)
        out.append(face("Noto Sans Thai", weight, name, cps))
        thai_done.add(weight)
        name = f"noto-sans-thai-names-{weight}-normal.woff2"
        woff2(src, FONTS / name, names_th)
        out.append(face("Noto Sans Thai Script", weight, name, names_th))
    for weight in (400, 700):
        src = TTF / f"NotoSansKR-{'Regular' if weight == 400 else 'Bold'}.ttf"
        for tier, cps in tiers:
            name = f"noto-sans-kr-{tier}-{weight}-normal.woff2"
            woff2(src, FONTS / name, cps)
            out.append(face("Noto Sans KR", weight, name, cps))
            # other pages: the language switch's 한국어 from a tiny file of its own
            # (Hangul only: symbols on those pages keep their own fonts)
            out.append(face("Noto Sans KR Hangul", weight, name, cps - names_ko - other))
        name = f"noto-sans-kr-names-{weight}-normal.woff2"
        woff2(src, FONTS / name, names_ko)
        out.append(face("Noto Sans KR Hangul", weight, name, names_ko))
    for weight in thai_done:   # the old Thai slices are replaced
        for part in ("thai", "latin", "latin-ext"):
            old = FONTS / f"noto-sans-thai-{part}-{weight}-normal.woff2"
            if old.exists() and f"noto-sans-thai-{part}-{weight}" not in "".join(out):
                old.unlink()
    used = set(re.findall(r"url\(\.\./fonts/([^)]+)\)", "".join(out)))
    for f in FONTS.glob("*.woff2"):
        if f.name not in used:
            f.unlink()
    CSS.write_text(header + "\n" + "\n".join(out), encoding="utf-8")
    print(f"{len(syl)} Hangul syllables of the site in {len(tiers)} subsets per weight; "
          f"{len(out)} @font-face rules, {len(used)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
