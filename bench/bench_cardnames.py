"""Questions that name a card (issue 25, stage "cards"): quality and cost, with and without the card
finder, in one run.

    .venv/bin/python bench/bench_cardnames.py [--index DIR] [--rounds 3]

Needs the card file (../shared/data/cards/AtomicCards-subset.json.gz, or SHARED_DIR) and uses the
official CR when present (as the quality test does). Prints: the finder's build time and size, its
CPU time per question, MRR@10 per language of tests/search/queries_cardnames.yaml and of the tuning
set with the finder off and on, and the CPU time per search (median, p95; each query's best round)
off and on, with their ratio.
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings")

import django  # noqa: E402

django.setup()

from cards import query as cq  # noqa: E402
from cards.recognise import CardFinder, records_from_atomic  # noqa: E402
from search import engine, evaluate  # noqa: E402

SHARED = Path(os.environ.get("SHARED_DIR", ROOT.parent / "shared"))
CARDS = SHARED / "data" / "cards" / "AtomicCards-subset.json.gz"
CR = SHARED / "data" / "cr" / "MagicCompRules-2026-01-16.txt"


def cpu_times(index_dir, queries, rounds):
    best: dict = {}
    for _ in range(rounds):
        for lang, items in queries.items():
            for q, _ids, _k in items:
                t = time.process_time()
                engine.search(q, lang=lang, limit=10, index_dir=index_dir, include_cr=True)
                dt = (time.process_time() - t) * 1000
                best[(lang, q)] = min(dt, best.get((lang, q), dt))
    v = sorted(best.values())
    return statistics.median(v), v[int(0.95 * (len(v) - 1))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--index", help="an index directory already built (else one is built in a temp dir)")
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    if not CARDS.exists():
        sys.exit(f"needs the card file at {CARDS}")
    index_dir = a.index
    if not index_dir:
        index_dir = tempfile.mkdtemp(prefix="bench-cardnames-")
        extra = engine.cr_documents_from_file(CR) if CR.exists() else []
        engine.build_index(index_dir, include_cr=False, extra_documents=extra)
    with gzip.open(CARDS, "rt", encoding="utf-8") as fh:
        data = json.load(fh)["data"]
    t = time.process_time()
    finder = CardFinder(records_from_atomic(data), cq.nicknames())
    print(f"finder: {len(finder)} cards, {len(finder.latin)} Latin names, "
          f"{sum(map(len, finder.dense.values()))} Thai/Korean names, built in {time.process_time() - t:.2f} s CPU "
          "(records included)")
    cards_q = evaluate.load_queries(evaluate.CARD_NAMES)
    qs = [q for items in cards_q.values() for q, _i, _k in items]
    t = time.process_time()
    for _ in range(20):
        for q in qs:
            finder.find(q)
    print(f"finder.find: {(time.process_time() - t) * 1000 / (20 * len(qs)):.3f} ms CPU per question")
    tuning = evaluate.load_queries(evaluate.QUERIES)
    rows = {}
    for label, fn in (("off", None), ("on", finder.find)):
        engine.register_card_finder(fn)
        for name, queries in (("card-naming", cards_q), ("tuning", tuning)):
            r = evaluate.evaluate(index_dir, queries)
            print(f"finder {label:>3}, {name:<11} MRR@10 " + " ".join(f"{lg} {r[lg]['mrr10']:.3f}" for lg in ("en", "th", "ko")))
        rows[label] = cpu_times(index_dir, cards_q, a.rounds), \
            cpu_times(index_dir, tuning, a.rounds)
    for i, name in enumerate(("card-naming", "tuning")):
        (m0, p0), (m1, p1) = rows["off"][i], rows["on"][i]
        print(f"CPU per search, {name:<11} (best of {a.rounds}): off median {m0:.1f} ms p95 {p0:.1f} ms; "
              f"on median {m1:.1f} ms p95 {p1:.1f} ms; ratio on/off median {m1 / m0:.2f} p95 {p1 / p0:.2f}")
    engine.register_card_finder(None)


if __name__ == "__main__":
    main()
