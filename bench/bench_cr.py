#!/usr/bin/env python
"""Comprehensive Rules browser timings, in a throw-away database and search index (a temp dir):

- import time of one release (the January 2026 CR from ../shared/data/cr/, or --file);
- server time to render /en/cr/704/ (and a few more rule pages) through Django's test client;
- time to search the CR through search.engine.search_cr (the Whoosh index built with the CR
  documents from crdb.services.search_documents); if search.engine is missing, crdb's own
  database lookup (crdb.services.lookup) is measured instead and the output says so.

    .venv/bin/python bench/bench_cr.py [--rounds 200] [--file PATH]

Targets: import < 20 s, render /en/cr/704/ median < 30 ms.
"""
import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
SHARED = Path(os.environ.get("SHARED_DIR", ROOT.parent / "shared"))
DEFAULT_FILE = SHARED / "data" / "cr" / "MagicCompRules-2026-01-16.txt"
QUERIES = ["704.5q", "601.2f", "702.19c", "state-based actions", "trample", "legend rule",
           "deathtouch lethal damage", "mulligan", "commander tax", "priority", "hexproof ward",
           "first strike combat damage step"]


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def report(name, ms):
    print(f"{name:<44} median {statistics.median(ms):7.2f} ms   p95 {pct(ms, 95):7.2f} ms   (n={len(ms)})")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--file", default=str(DEFAULT_FILE))
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="bench-cr-")
    os.environ["RULESITE_VAR_DIR"] = tmp
    os.environ["SEARCH_INDEX_DIR"] = str(Path(tmp) / "index")
    os.environ.pop("DATABASE_URL", None)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings")
    import django
    django.setup()
    from django.core.management import call_command
    from django.test import Client

    from crdb import services
    from crdb.importer import import_file

    call_command("migrate", verbosity=0)
    call_command("load_content", verbosity=0)

    t0 = time.perf_counter()
    rel = import_file(args.file)
    first = time.perf_counter() - t0
    t0 = time.perf_counter()
    import_file(args.file)  # re-import (replaces the release)
    again = time.perf_counter() - t0
    print(f"import {Path(args.file).name}: {first:.2f} s (re-import {again:.2f} s); "
          f"{rel.counts['numbered']} numbered rules, {rel.counts['glossary']} glossary entries")

    client = Client()
    # baseline: a topic page of the content app (same base template, middleware and context)
    from content.models import TopicPage
    topic = TopicPage.objects.filter(lang="en").values_list("topic_id", flat=True).first()
    if topic:
        client.get(f"/en/t/{topic}/")
        ms = []
        for _ in range(max(20, args.rounds // 4)):
            t = time.perf_counter()
            client.get(f"/en/t/{topic}/")
            ms.append((time.perf_counter() - t) * 1000)
        report(f"baseline /en/t/{topic}/", ms)
    pages = ["/en/cr/704/", "/th/cr/704.5q/", "/en/cr/702/", "/en/cr/glossary/"]
    for u in pages:
        assert client.get(u).status_code == 200, u
    for u in pages:
        n = args.rounds if u == "/en/cr/704/" else max(20, args.rounds // 10)
        ms = []
        for _ in range(n):
            t = time.perf_counter()
            r = client.get(u)
            ms.append((time.perf_counter() - t) * 1000)
            assert r.status_code == 200
        report(f"render {u}", ms)

    try:
        from search import engine
    except ImportError:
        engine = None
    ms = []
    if engine is not None and hasattr(engine, "search_cr"):
        stats = engine.build_index(index_dir=os.environ["SEARCH_INDEX_DIR"])
        print(f"search index built in {stats['seconds']:.2f} s with {stats['cr_documents']} CR documents")
        for q in QUERIES:
            assert engine.search_cr(q, index_dir=os.environ["SEARCH_INDEX_DIR"]), q  # warm-up
        for _ in range(max(1, args.rounds // len(QUERIES))):
            for q in QUERIES:
                t = time.perf_counter()
                engine.search_cr(q, limit=10, index_dir=os.environ["SEARCH_INDEX_DIR"])
                ms.append((time.perf_counter() - t) * 1000)
        report("search the CR (search.engine.search_cr)", ms)
    else:
        for _ in range(max(1, args.rounds // len(QUERIES))):
            for q in QUERIES:
                t = time.perf_counter()
                services.lookup(q)
                ms.append((time.perf_counter() - t) * 1000)
        report("search the CR (crdb.services.lookup, no search.engine)", ms)


if __name__ == "__main__":
    main()
