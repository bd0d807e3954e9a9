#!/usr/bin/env python
"""Server time to render every rules-reference page (every topic in every language, the game
indexes and the home pages), through Django's test client against the real database.

    .venv/bin/python bench/bench_pages.py [--rounds 5]

Prints median and p95 in milliseconds. Target: median < 15 ms, p95 < 40 ms.
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    import django
    django.setup()
    from django.core.management import call_command
    from django.test import Client

    from content.models import TopicPage

    call_command("migrate", verbosity=0)
    call_command("load_content", verbosity=0)
    urls = [f"/{p.lang}/t/{p.topic_id}/" for p in TopicPage.objects.all()]
    urls += [f"/{lang}/{g}" for lang in ("en", "th", "ko") for g in ("mtg/", "bfb/", "")]
    client = Client()
    for u in urls:  # warm-up (template loading, translations)
        assert client.get(u).status_code == 200, u
    times = []
    for _ in range(args.rounds):
        for u in urls:
            t0 = time.perf_counter()
            r = client.get(u)
            times.append((time.perf_counter() - t0) * 1000)
            assert r.status_code == 200
    times.sort()
    p95 = times[int(len(times) * 0.95) - 1]
    print(f"pages: {len(urls)} urls x {args.rounds} rounds = {len(times)} requests")
    print(f"median {statistics.median(times):.2f} ms   p95 {p95:.2f} ms   max {times[-1]:.2f} ms")
    print("targets: median < 15 ms, p95 < 40 ms:",
          "OK" if statistics.median(times) < 15 and p95 < 40 else "MISSED")


if __name__ == "__main__":
    main()
