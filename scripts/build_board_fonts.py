"""Builds the TrueType fonts the server uses to draw board pictures as PNG (judge/fonts/).

The site ships Noto Sans Thai and Noto Sans KR as Fontsource WOFF2 slices (static/fonts/, SIL OFL
1.1) for browsers; the PNG renderer (resvg) reads TrueType/OpenType only. This script merges the
slices of one family and weight into one TTF, keeps for Korean only what a board needs (Latin,
punctuation, symbols, Hangul; no Hanja) and sets clean family/weight names. The output is
committed, so neither a server nor a test runs this; run it again only when static/fonts changes:

    python scripts/build_board_fonts.py      # needs fonttools and brotli (requirements-dev.txt)
"""
from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "static" / "fonts"
OUT = ROOT / "judge" / "fonts"

# (output file, WOFF2 glob, family, style name, weight, keep code point?)
def _latin_thai(c: int) -> bool:
    return True


def _latin_hangul(c: int) -> bool:
    return (c < 0x2E80 or 0x1100 <= c <= 0x11FF or 0x3000 <= c <= 0x303F or 0x3130 <= c <= 0x318F
            or 0xAC00 <= c <= 0xD7A3 or 0xFF00 <= c <= 0xFFEF)


FONTS = [
    ("NotoSansThai-Regular.ttf", "noto-sans-thai-all-400-normal.woff2", "Noto Sans Thai", "Regular", 400, _latin_thai),
    ("NotoSansThai-Bold.ttf", "noto-sans-thai-all-700-normal.woff2", "Noto Sans Thai", "Bold", 700, _latin_thai),
    ("NotoSansKR-Regular.ttf", "noto-sans-kr-[0-9lcv]*-400-normal.woff2", "Noto Sans KR", "Regular", 400, _latin_hangul),
    ("NotoSansKR-Bold.ttf", "noto-sans-kr-[0-9lcv]*-700-normal.woff2", "Noto Sans KR", "Bold", 700, _latin_hangul),
]


def _rename(font: TTFont, family: str, style: str, weight: int) -> None:
    name = font["name"]
    ps = (family + "-" + style).replace(" ", "")
    for rec in list(name.names):
        if rec.nameID in (1, 2, 3, 4, 6, 16, 17):
            name.removeNames(nameID=rec.nameID)
    for nid, value in ((1, family), (2, style), (3, ps + ";board"), (4, f"{family} {style}"), (6, ps)):
        name.setName(value, nid, 3, 1, 0x409)
    font["OS/2"].usWeightClass = weight
    font["OS/2"].fsSelection = (font["OS/2"].fsSelection & ~0b1100001) | (0b100000 if weight >= 700 else 0b1000000)
    font["head"].macStyle = 1 if weight >= 700 else 0


def build(out_name, pattern, family, style, weight, keep) -> Path:
    parts = sorted(SRC.glob(pattern))
    if not parts:
        sys.exit(f"no {pattern} in {SRC}")
    with tempfile.TemporaryDirectory() as tmp:
        ttfs = []
        for i, p in enumerate(parts):
            f = TTFont(p)
            f.flavor = None
            dest = Path(tmp) / f"{i}.ttf"
            f.save(dest)
            ttfs.append(str(dest))
        merged = Merger().merge(ttfs)
    unicodes = [c for c in merged.getBestCmap() if keep(c)]
    opts = subset.Options()
    opts.layout_features = ["*"]
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    opts.hinting = False
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=unicodes)
    sub.subset(merged)
    _rename(merged, family, style, weight)
    merged.recalcTimestamp = False  # the same input gives the same bytes (no churn in git)
    merged["head"].modified = merged["head"].created
    OUT.mkdir(parents=True, exist_ok=True)
    dest = OUT / out_name
    merged.save(dest)
    return dest


def main() -> None:
    for spec in FONTS:
        dest = build(*spec)
        print(f"{dest.relative_to(ROOT)}: {dest.stat().st_size} bytes")
    shutil.copy(SRC / "LICENSE-OFL.txt", OUT / "LICENSE-OFL.txt")


if __name__ == "__main__":
    main()
