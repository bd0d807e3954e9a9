"""`python -m judge.mtg.oracle FILE [--lines N]`: compile every card of an MTGJSON AtomicCards
file and print how many are fully, partly and not modelled, by kind, and the compile time."""
from __future__ import annotations

import argparse
import collections
import sys
import time

from .atomic import read_atomic
from .compiler import KINDS, compile_card, kind_of


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m judge.mtg.oracle")
    ap.add_argument("file")
    ap.add_argument("--reasons", type=int, default=0, help="print the N most common reasons a line is not modelled")
    args = ap.parse_args(argv)
    t_read = time.perf_counter()
    cards = read_atomic(args.file)
    t_read = time.perf_counter() - t_read
    t0 = time.perf_counter()
    results = [compile_card(c) for c in cards]
    dt = time.perf_counter() - t0
    table = {k: collections.Counter() for k in KINDS + ("other",)}
    reasons = collections.Counter()
    for c, r in zip(cards, results):
        table[kind_of(c["faces"][0]) or "other"][r["status"]] += 1
        for ln in r["lines"]:
            if not ln["modelled"]:
                reasons[ln["reason"]] += 1
    print(f"{'kind':<14}{'full':>8}{'partial':>9}{'none':>8}{'total':>8}")
    tot = collections.Counter()
    for k, c in table.items():
        print(f"{k:<14}{c['full']:>8}{c['partial']:>9}{c['none']:>8}{sum(c.values()):>8}")
        tot.update(c)
    print(f"{'all':<14}{tot['full']:>8}{tot['partial']:>9}{tot['none']:>8}{sum(tot.values()):>8}")
    print(f"compiled {len(cards)} cards in {dt:.2f} s ({dt / max(1, len(cards)) * 1000:.3f} ms a card); "
          f"reading and decompressing the file took {t_read:.2f} s (ratio {dt / max(t_read, 1e-9):.1f}x, same run)")
    for reason, n in reasons.most_common(args.reasons):
        print(f"{n:>7}  {reason}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
