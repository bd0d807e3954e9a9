"""Search quality measurement over tests/search/queries.yaml (used by the quality test and the bench).

A query is evaluated in a language only when every topic it names has a page in that language
(content is still being written); ``MRR@10`` and ``recall@5`` are computed per language.
"""
from __future__ import annotations

import statistics
import time
from pathlib import Path

import yaml

from . import engine

ROOT = Path(__file__).resolve().parents[1]
QUERIES = ROOT / "tests" / "search" / "queries.yaml"


def load_queries(path: Path = QUERIES) -> dict[str, list[tuple[str, list[str]]]]:
    data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    return {lang: [(str(q), [str(i) for i in ids]) for q, ids in items] for lang, items in data.items()}


def available_topics(pages_dir: Path = engine.DEFAULT_PAGES_DIR) -> dict[str, set[str]]:
    pages, _ = engine.read_pages(pages_dir)
    out: dict[str, set[str]] = {lang: set() for lang in engine.LANGS}
    for tid, by_lang in pages.items():
        for lang in by_lang:
            out[lang].add(tid)
    return out


def evaluate(index_dir, queries=None, pages_dir: Path = engine.DEFAULT_PAGES_DIR,
             config: engine.Config = engine.DEFAULT_CONFIG, timings: list | None = None) -> dict:
    """{lang: {"mrr10", "recall5", "n", "skipped", "misses": [(q, expected, got)]}}."""
    queries = queries or load_queries()
    have = available_topics(pages_dir)
    report = {}
    for lang, items in queries.items():
        rr, rec, misses, skipped = [], [], [], 0
        for q, ids in items:
            if not all(i in have.get(lang, ()) for i in ids):
                skipped += 1
                continue
            t0 = time.perf_counter()
            res = engine.search(q, lang=lang, limit=10, index_dir=index_dir, config=config)
            if timings is not None:
                timings.append((time.perf_counter() - t0) * 1000)
            got = [r["id"] for r in res.results]
            rank = next((i + 1 for i, g in enumerate(got) if g in ids), None)
            rr.append(1.0 / rank if rank else 0.0)
            rec.append(len(set(got[:5]) & set(ids)) / min(len(ids), 5))
            if rank != 1:
                misses.append((q, ids, got[:3]))
        report[lang] = {
            "mrr10": statistics.fmean(rr) if rr else None,
            "recall5": statistics.fmean(rec) if rec else None,
            "n": len(rr), "skipped": skipped, "misses": misses,
        }
    return report


def format_report(report: dict, title: str = "") -> str:
    lines = [title] if title else []
    for lang, r in report.items():
        if r["n"]:
            lines.append(f"  {lang}: MRR@10 {r['mrr10']:.3f}  recall@5 {r['recall5']:.3f}  "
                         f"({r['n']} queries, {r['skipped']} waiting for pages)")
        else:
            lines.append(f"  {lang}: no query evaluable yet ({r['skipped']} waiting for pages)")
    return "\n".join(lines)
