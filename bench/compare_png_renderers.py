#!/usr/bin/env python
"""How the board picture's PNG renderer was chosen: renders the same SVG files with every candidate
that is installed and prints the median time, the PNG size and whether Thai and Korean text came
out as glyphs (the pixels of a text-only SVG differ for two strings of one script, and differ from
an empty picture). The results are recorded in docs/board-picture.md.

Candidates (install them in a throw-away venv; only the chosen one is in requirements.txt):
    resvg==0.2.0 (resvg Rust library, a persistent font database)   resvg-py==0.5.0 (same library,
    fonts loaded per call)   pyvips==3.2.0 + pyvips-binary==8.18.7 (libvips + librsvg + Pango)
    cairosvg==2.9.1 (Cairo, needs the system libcairo)   skia-python==144.1 (Skia's SVG module)

    python bench/compare_png_renderers.py FILE.svg [FILE.svg ...] [--rounds 15]

Make the SVG files with `python bench/bench_board.py --write-svg DIR` (the 40-permanent board in
en/th/ko). Fonts: judge/fonts/*.ttf (made by scripts/build_board_fonts.py).
"""
from __future__ import annotations

import argparse
import hashlib
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FONTS = sorted(str(p) for p in (ROOT / "judge" / "fonts").glob("*.ttf"))
# two strings of one script and of the same length: empty boxes ("tofu") would draw them alike
SAMPLES = {"th": ("หมีกริซลี่", "ยักษ์ภูเขาา"), "ko": ("회색곰", "언덕거")}


def text_svg(s: str) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60" font-family="Noto Sans Thai, Noto Sans KR">'
            f'<rect width="300" height="60" fill="#fff"/><text x="10" y="40" font-size="28">{s}</text></svg>')


def candidates():
    out = {}
    try:
        import resvg

        opts = resvg.usvg.Options.default()
        for f in FONTS:
            opts.load_font_data(Path(f).read_bytes())  # as judge/board_png.py does

        def r_resvg(svg: str) -> bytes:
            return bytes(resvg.render(resvg.usvg.Tree.from_str(svg, opts), (1, 0, 0, 0, 1, 0)))
        out["resvg 0.2.0"] = r_resvg
    except ImportError:
        pass
    try:
        import resvg_py

        def r_resvg_py(svg: str) -> bytes:
            return bytes(resvg_py.svg_to_bytes(svg_string=svg, skip_system_fonts=True, font_files=FONTS))
        out["resvg-py 0.5.0"] = r_resvg_py
    except ImportError:
        pass
    tmp = tempfile.mkdtemp()
    conf = Path(tmp) / "fonts.conf"
    conf.write_text('<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
                    f'<dir>{ROOT / "judge" / "fonts"}</dir><cachedir>{tmp}</cachedir></fontconfig>')
    os.environ["FONTCONFIG_FILE"] = str(conf)
    try:
        import pyvips

        def r_vips(svg: str) -> bytes:
            return pyvips.Image.svgload_buffer(svg.encode()).write_to_buffer(".png")
        out["pyvips 3.2.0 (libvips 8.18)"] = r_vips
    except (ImportError, OSError):
        pass
    try:
        import cairosvg

        def r_cairo(svg: str) -> bytes:
            return cairosvg.svg2png(bytestring=svg.encode())
        out["cairosvg 2.9.1"] = r_cairo
    except (ImportError, OSError):
        pass
    try:
        import skia

        def r_skia(svg: str) -> bytes:
            dom = skia.SVGDOM.MakeFromStream(skia.MemoryStream(svg.encode()))
            if dom is None:
                raise ValueError("SVGDOM could not read the SVG")
            w, h = int(dom.containerSize().width()) or 1200, int(dom.containerSize().height()) or 800
            surf = skia.Surface(w, h)
            with surf as c:
                dom.render(c)
            return surf.makeImageSnapshot().encodeToData().bytes()
        out["skia-python 144.1"] = r_skia
    except ImportError:
        pass
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("svg", nargs="+")
    ap.add_argument("--rounds", type=int, default=15)
    args = ap.parse_args()
    files = [(Path(f).name, Path(f).read_text(encoding="utf-8")) for f in args.svg]
    for name, fn in candidates().items():
        print(f"== {name}")
        for fname, svg in files:
            try:
                fn(svg)
            except Exception as exc:  # a candidate that cannot render is a result too
                print(f"  {fname}: fails: {exc}")
                continue
            ms, cpu = [], []
            for _ in range(args.rounds):
                t, c = time.perf_counter(), time.process_time()
                png = fn(svg)
                ms.append((time.perf_counter() - t) * 1000)
                cpu.append((time.process_time() - c) * 1000)
            print(f"  {fname:<16} median {statistics.median(ms):7.1f} ms (CPU {statistics.median(cpu):7.1f} ms)  "
                  f"min {min(ms):7.1f} ms  {len(png)} bytes")
        try:
            blank = hashlib.sha256(fn(text_svg(""))).hexdigest()
            for script, (a, b) in SAMPLES.items():
                ha, hb = hashlib.sha256(fn(text_svg(a))).hexdigest(), hashlib.sha256(fn(text_svg(b))).hexdigest()
                print(f"  {script}: two strings of one length differ: {ha != hb}; "
                      f"differ from an empty picture: {ha != blank and hb != blank}")
        except Exception as exc:
            print(f"  text check fails: {exc}")


if __name__ == "__main__":
    sys.exit(main())
