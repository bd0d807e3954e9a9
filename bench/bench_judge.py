#!/usr/bin/env python
"""Server time of a step request of the judge tool on every built-in teaching scenario, through
Django's test client (no network): for every scenario, language and step n, the three ways the
stepper asks for a step —

  get    GET  /<lang>/judge/library/<slug>/?step=n   (whole page, as without JavaScript)
  htmx   GET  the same with HX-Request                (the workspace fragment)
  post   POST /<lang>/judge/edit/ doc + go=n, htmx    (an unsaved scenario: the JSON is posted)

    .venv/bin/python bench/bench_judge.py [--rounds 3]

Prints the median and p95 in milliseconds per kind and overall. Target: median < 50 ms.
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
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    import django
    django.setup()
    from django.test import Client

    from judge import library


    client = Client()
    requests = []
    for slug in library.slugs():
        text, doc = library.get(slug)
        for lang in ("en", "th", "ko"):
            for n in range(len(doc.get("actions") or []) + 1):
                url = f"/{lang}/judge/library/{slug}/?step={n}"
                requests.append(("get", lambda u=url: client.get(u)))
                requests.append(("htmx", lambda u=url: client.get(u, HTTP_HX_REQUEST="true")))
                requests.append(("post", lambda lang=lang, t=text, n=n: client.post(
                    f"/{lang}/judge/edit/", {"doc": t, "go": str(n), "step": "0"}, HTTP_HX_REQUEST="true")))
    for _kind, call in requests:  # warm-up
        r = call()
        assert r.status_code == 200, r.status_code
    times = {"get": [], "htmx": [], "post": []}
    for _ in range(args.rounds):
        for kind, call in requests:
            t0 = time.perf_counter()
            call()
            times[kind].append((time.perf_counter() - t0) * 1000)

    def line(name, xs):
        xs = sorted(xs)
        p95 = xs[min(len(xs) - 1, int(len(xs) * 0.95))]
        return f"{name:8s} n={len(xs):5d}  median {statistics.median(xs):6.1f} ms  p95 {p95:6.1f} ms  max {xs[-1]:6.1f} ms"

    print(f"{len(library.slugs())} scenarios x 3 languages x every step, {args.rounds} rounds")
    for kind, xs in times.items():
        print(line(kind, xs))
    allx = [x for xs in times.values() for x in xs]
    print(line("all", allx))
    med = statistics.median(allx)
    print("target: median < 50 ms:", "OK" if med < 50 else "MISSED")
    return 0 if med < 50 else 1


if __name__ == "__main__":
    sys.exit(main())
