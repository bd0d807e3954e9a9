"""Search quality measurement over tests/search/queries.yaml (tuning set) and
tests/search/queries_heldout.yaml (held out: never tuned on). Used by the quality test and the bench.

Each query is ``[query, [ids], kind]``; an id is a topic id or a CR rule id ("cr:704.5f"). A query
is evaluated in a language only when every topic it names has a page in that language, and a query
naming CR rules only when the index holds the CR. Searches merge the CR results into the ranking
(``engine.search(include_cr=True)``), as the API does. ``MRR@10`` and ``recall@5`` per language and
per kind.
"""
from __future__ import annotations

import statistics
import time
from pathlib import Path

import yaml

from . import engine

ROOT = Path(__file__).resolve().parents[1]
QUERIES = ROOT / "tests" / "search" / "queries.yaml"
HELDOUT = ROOT / "tests" / "search" / "queries_heldout.yaml"
INDEPENDENT = ROOT / "tests" / "search" / "queries_independent.yaml"
CR_TERMS = ROOT / "tests" / "search" / "queries_crterms.yaml"      # issue 25
CARD_NAMES = ROOT / "tests" / "search" / "queries_cardnames.yaml"  # issue 25
KINDS = ("term", "question", "slang", "typo", "situation", "mixed", "particles", "bfb", "rule", "cr",
         "crterm", "cardname", "policy")
CR_KINDS = ("cr", "crterm")   # asked of the CR ranking (kind=cr); crterm also of the merged one (top 3)
POLICY = ROOT / "tests" / "search" / "queries_policy.yaml"   # tournament policy guides (issue #26)


def load_queries(path: Path = QUERIES) -> dict[str, list[tuple[str, list[str], str]]]:
    data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    out = {}
    for lang, items in data.items():
        rows = []
        for item in items:
            q, ids = item[0], item[1]
            kind = str(item[2]) if len(item) > 2 else "term"
            if kind not in KINDS:
                raise ValueError(f"{path}: unknown kind {kind!r} for {q!r}")
            rows.append((str(q), [str(i) for i in ids], kind))
        out[lang] = rows
    return out


def available_topics(pages_dir: Path = engine.DEFAULT_PAGES_DIR) -> dict[str, set[str]]:
    pages, _ = engine.read_pages(pages_dir)
    out: dict[str, set[str]] = {lang: set() for lang in engine.LANGS}
    for tid, by_lang in pages.items():
        for lang in by_lang:
            out[lang].add(tid)
    from .engine.documents import policy_documents  # the policy guides: ids "ipg:2.1", "jar:<topic>"
    for d in policy_documents()[0]:
        out[d["lang"]].add(d["topic"])
    return out


def _has_cr(index_dir) -> bool:
    h = engine._handle(index_dir, autobuild=False)
    return bool(h and h.cr_searcher is not None)


def _agg(rows):
    if not rows:
        return {"mrr10": None, "recall5": None, "n": 0}
    out = {"mrr10": statistics.fmean(r[0] for r in rows), "recall5": statistics.fmean(r[1] for r in rows),
           "n": len(rows)}
    if all(len(r) > 2 for r in rows):
        out["merged_top3"] = statistics.fmean(r[2] for r in rows)
    return out


def evaluate(index_dir, queries=None, pages_dir: Path = engine.DEFAULT_PAGES_DIR,
             config: engine.Config = engine.DEFAULT_CONFIG, timings: list | None = None,
             mixed: bool = False) -> dict:
    """{lang: {"mrr10", "recall5", "n", "skipped", "misses": [(q, expected, got, kind)],
    "kinds": {kind: {"mrr10", "recall5", "n"}}}, "_kinds": {kind: ...} over all languages}."""
    queries = queries or load_queries()
    have = available_topics(pages_dir)
    cr = _has_cr(index_dir)
    report = {}
    by_kind_all: dict = {}
    for lang, items in queries.items():
        rows, misses, skipped = [], [], 0
        by_kind: dict = {}
        for q, ids, kind in items:
            topics = [i for i in ids if not i.startswith("cr:")]
            if (not cr and len(topics) < len(ids)) or not all(i in have.get(lang, ()) for i in topics):
                skipped += 1
                continue
            t0 = time.perf_counter()
            # a CR rule question asks the Comprehensive Rules (the API's kind=cr); the other kinds
            # the one ranking of pages and rules the search page and the API give by default
            # a policy question asks the policy guides (the API's kind=policy) unless mixed=True
            ask = "cr" if kind in CR_KINDS else ("policy" if kind == "policy" and not mixed else None)
            res = engine.search(q, lang=lang, limit=10, index_dir=index_dir, config=config,
                                include_cr=ask is None, kind=ask)
            if timings is not None:
                timings.append((time.perf_counter() - t0) * 1000)
            got = [r["id"] for r in res.results]
            rank = next((i + 1 for i, g in enumerate(got) if g in ids), None)
            row = (1.0 / rank if rank else 0.0, len(set(got[:5]) & set(ids)) / min(len(ids), 5))
            if kind == "crterm":  # the defining rule also within the top 3 of the merged ranking
                merged = engine.search(q, lang=lang, limit=10, index_dir=index_dir, config=config, include_cr=True)
                row += (1.0 if {r["id"] for r in merged.results[:3]} & set(ids) else 0.0,)
            rows.append(row)
            by_kind.setdefault(kind, []).append(row)
            by_kind_all.setdefault(kind, []).append(row)
            if rank != 1:
                misses.append((q, ids, got[:3], kind))
        report[lang] = {**_agg(rows), "skipped": skipped, "misses": misses,
                        "kinds": {k: _agg(v) for k, v in by_kind.items()}}
    report["_kinds"] = {k: _agg(v) for k, v in by_kind_all.items()}
    report["_cr"] = cr
    return report


def format_report(report: dict, title: str = "", kinds: bool = True) -> str:
    lines = [title] if title else []
    for lang, r in report.items():
        if lang.startswith("_"):
            continue
        if r["n"]:
            lines.append(f"  {lang}: MRR@10 {r['mrr10']:.3f}  recall@5 {r['recall5']:.3f}  "
                         f"({r['n']} queries, {r['skipped']} skipped: no page yet or no CR text)")
        else:
            lines.append(f"  {lang}: no query evaluable yet ({r['skipped']} skipped)")
    if kinds and "_kinds" in report:
        lines.append("  per kind (all languages; en / th / ko MRR@10):")
        for k in KINDS:
            a = report["_kinds"].get(k)
            if not a or not a["n"]:
                continue
            per = " / ".join(
                f"{report[lg]['kinds'][k]['mrr10']:.2f}" if k in report.get(lg, {}).get("kinds", {}) else "  - "
                for lg in ("en", "th", "ko"))
            top3 = f"  merged top-3 {a['merged_top3']:.3f}" if "merged_top3" in a else ""
            lines.append(f"    {k:<10} MRR@10 {a['mrr10']:.3f}  recall@5 {a['recall5']:.3f}  n={a['n']:<4} ({per}){top3}")
    return "\n".join(lines)
