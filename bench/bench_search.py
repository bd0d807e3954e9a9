"""Search benchmark: quality per analyzer candidate, query latency, build time and index size.

    .venv/bin/python bench/bench_search.py            # all candidates + timings of the default
    .venv/bin/python bench/bench_search.py --quick    # the default configuration only

Prints MRR@10 / recall@5 per language for each candidate analysis (tests/search/queries.yaml),
then for the default: index build time, index size, median and p95 time per query over the
quality queries (warm process, 3 rounds; and each query's best round, free of the VM's run-to-run
noise). Targets (2 cores): median < 10 ms, p95 < 30 ms, build < 30 s.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from search import engine, evaluate  # noqa: E402

BASE = engine.DEFAULT_CONFIG
CANDIDATES = [
    ("default: th nlpo3 newmm, ko bigrams (particles stripped, rest optional), en stem", BASE),
    ("no player wording (lexicon files)", replace(BASE, lexicon=False)),
    ("no typo correction", replace(BASE, spelling=False)),
    ("no name bonus", replace(BASE, name_bonus=0.0)),
    ("th pythainlp newmm (same dictionary)", replace(BASE, thai="pythainlp")),
    ("th Whoosh-standard (\\w+ runs)", replace(BASE, thai="standard")),
    ("th character bigrams", replace(BASE, thai="bigram")),
    ("ko plain bigrams", replace(BASE, korean="bigram")),
    ("ko bigrams, particles stripped, no optional terms", replace(BASE, optional_full=False)),
    ("ko whole words", replace(BASE, korean="word")),
    ("en no stemming", replace(BASE, english="plain")),
    ("OR only (no AND first)", replace(BASE, and_min_hits=10**6)),
    ("AND first, OR below 3 AND hits", replace(BASE, and_min_hits=3)),
    ("AND only unless empty", replace(BASE, and_min_hits=1)),
    ("keep common terms", replace(BASE, common_ratio=1.0)),
    ("drop terms in >40% of pages", replace(BASE, common_ratio=0.4)),
    ("short-field length normalisation (title B=.3, aliases B=.1)",
     replace(BASE, field_b=(("title", 0.3), ("aliases", 0.1)))),
    ("flat field boosts", replace(BASE, boosts=(("title", 1.0), ("aliases", 1.0), ("summary", 1.0), ("body", 1.0)))),
]


def pct(values, p):
    values = sorted(values)
    k = max(0, min(len(values) - 1, round(p / 100 * (len(values) - 1))))
    return values[k]


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--slowest", action="store_true", help="list the ten slowest queries")
    args = ap.parse_args(argv)
    queries = evaluate.load_queries()
    cr_file = ROOT.parent / "shared" / "data" / "cr" / "MagicCompRules-2026-01-16.txt"
    cr_docs = engine.cr_documents_from_file(cr_file) if cr_file.exists() else []
    print(f"CR documents merged: {len(cr_docs)}" + ("" if cr_docs else f" (no {cr_file})"))
    with tempfile.TemporaryDirectory() as tmp:
        for i, (name, cfg) in enumerate(CANDIDATES[:1] if args.quick else CANDIDATES):
            d = Path(tmp) / f"c{i}"
            t0 = time.perf_counter()
            stats = engine.build_index(d, config=cfg, include_cr=False, extra_documents=cr_docs)
            build_s = time.perf_counter() - t0
            report = evaluate.evaluate(d, queries, config=cfg)
            print(evaluate.format_report(report, f"{name}  (build {build_s:.1f} s)"))
            if i == 0:
                base_stats, base_dir, base_build = stats, d, build_s
        # timings of the default configuration, warm
        times: list[float] = []
        cpu: list[float] = []
        best: dict = {}
        evaluate.evaluate(base_dir, queries)  # warm-up (Thai dictionary, snippet caches)
        for _ in range(3):
            for lang, items in queries.items():
                for q, _ids, _kind in items:
                    t0, c0 = time.perf_counter(), time.process_time()
                    engine.search(q, lang=lang, index_dir=base_dir, include_cr=True)
                    times.append((time.perf_counter() - t0) * 1000)
                    cpu.append((time.process_time() - c0) * 1000)
                    best[(lang, q)] = min(best.get((lang, q), 1e9), cpu[-1])
        size = base_stats["bytes"]
        print()
        print(f"index: {base_stats['documents']} pages of {base_stats['topics']} topics, "
              f"build {base_build:.2f} s, size {size / 1024:.0f} kB")
        print(f"query time over {len(times)} searches: median {statistics.median(times):.2f} ms, "
              f"p95 {pct(times, 95):.2f} ms, max {max(times):.2f} ms")
        print(f"  CPU time (independent of other load): median {statistics.median(cpu):.2f} ms, "
              f"p95 {pct(cpu, 95):.2f} ms; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
        # the same query's CPU time varies by +-30% from run to run on this shared VM; each query's
        # best of the 3 rounds is its cost without that noise (the p95 < 30 ms target is read here)
        print(f"  CPU time, each query's best of 3 rounds: median {statistics.median(best.values()):.2f} ms, "
              f"p95 {pct(list(best.values()), 95):.2f} ms over {len(best)} queries")
        # issue 25: CR questions and CR terms asked of the CR ranking (kind=cr), and the CR-term
        # queries on the merged ranking, each query's best of 3 rounds (CPU) and all rounds (wall)
        cr_q = [(lang, q) for lang, items in queries.items() for q, _i, k in items if k == "cr"]
        cr_q += [(lang, q) for lang, items in evaluate.load_queries(evaluate.CR_TERMS).items() for q, _i, _k in items]
        for label, kind in (("kind=cr (CR questions and CR terms)", "cr"), ("merged, the same queries", None)):
            wall, best_cr = [], {}
            for _ in range(3):
                for lang, q in cr_q:
                    t0, c0 = time.perf_counter(), time.process_time()
                    engine.search(q, lang=lang, index_dir=base_dir, include_cr=True, kind=kind)
                    wall.append((time.perf_counter() - t0) * 1000)
                    best_cr[(lang, q)] = min(best_cr.get((lang, q), 1e9), (time.process_time() - c0) * 1000)
            print(f"{label}: wall median {statistics.median(wall):.2f} ms, p95 {pct(wall, 95):.2f} ms over "
                  f"{len(wall)}; CPU best of 3 median {statistics.median(best_cr.values()):.2f} ms, "
                  f"p95 {pct(list(best_cr.values()), 95):.2f} ms over {len(best_cr)} queries")
        if args.slowest:
            rows = []
            for lang, items in queries.items():
                for q, _ids, _kind in items:
                    t0 = time.perf_counter()
                    engine.search(q, lang=lang, index_dir=base_dir)
                    rows.append(((time.perf_counter() - t0) * 1000, lang, q))
            for ms, lang, q in sorted(rows, reverse=True)[:10]:
                print(f"  {ms:6.1f} ms  {lang}  {q}")


if __name__ == "__main__":
    main()
