#!/usr/bin/env python
"""Board picture timings: the SVG (judge/board_svg.py) and the PNG (judge/board_png.py, resvg) of a
40-permanent Magic board (judge/board_sample.py: lands, tapped and sick creatures, counters,
damage, an Aura, an Equipment, three attackers, two blockers, a spell with a target), in English,
Thai and Korean. Wall time and CPU time (the machine is shared: CPU time is the steadier figure).

    .venv/bin/python bench/bench_board.py [--rounds 30] [--write-svg DIR]

Targets: SVG median < 20 ms, PNG median < 150 ms (uncached; a cached picture is a dict lookup).
"""
import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings")

import django  # noqa: E402

django.setup()

from django.utils import translation  # noqa: E402

from judge import board as boardmod  # noqa: E402
from judge import board_png, board_svg  # noqa: E402
from judge.board_sample import big_board  # noqa: E402
from judge.engine import Stepper  # noqa: E402

NAMES = {"en": ("Grizzly Bears", "Hill Giant"), "th": ("หมีกริซลี่ผู้ยิ่งใหญ่", "ยักษ์แห่งขุนเขา"),
         "ko": ("회색곰", "언덕 거인")}


def timed(fn, rounds):
    fn()  # warm-up
    wall, cpu = [], []
    for _ in range(rounds):
        t, c = time.perf_counter(), time.process_time()
        fn()
        wall.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    return statistics.median(wall), statistics.median(cpu), max(wall)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--write-svg", metavar="DIR")
    args = ap.parse_args()
    print(f"board picture, 40 permanents, {args.rounds} rounds (median wall / median CPU / max wall)")
    for lang, (a, b) in NAMES.items():
        s = Stepper(big_board(a, b)).run_to_end()
        with translation.override(lang):
            board = boardmod.board("mtg", s.state_at(1), s.state_at(0), set())
            n = len(board["permanents"])
            svg = board_svg.render(board, title="Forty permanents", lang=lang)
            w_svg = timed(lambda board=board, lang=lang: board_svg.render(board, title="Forty permanents", lang=lang),
                          args.rounds)
        w_png = timed(lambda svg=svg: board_png.render_png(svg), max(5, args.rounds // 3))
        png = board_png.render_png(svg)
        w, h = board_png.png_size(svg)
        print(f"{lang}: {n} permanents  SVG {w_svg[0]:6.2f} / {w_svg[1]:6.2f} / {w_svg[2]:6.2f} ms ({len(svg)} bytes)   "
              f"PNG {w_png[0]:6.1f} / {w_png[1]:6.1f} / {w_png[2]:6.1f} ms ({w}x{h}, {len(png)} bytes)")
        if args.write_svg:
            Path(args.write_svg).mkdir(parents=True, exist_ok=True)
            (Path(args.write_svg) / f"big-{lang}.svg").write_text(svg, encoding="utf-8")
    key = board_png.cache_key("bench", 1, "en")
    board_png.cached_png(key, lambda: svg)
    cached = timed(lambda: board_png.cached_png(key, lambda: svg), args.rounds)
    print(f"cached PNG lookup: {cached[0] * 1000:.1f} µs")


if __name__ == "__main__":
    main()
