"""Card pool benchmark: import time and peak memory for the shared AtomicCards file, card search
median/p95 over 500 queries, card page median, and the Oracle compiler's coverage by kind.

    .venv/bin/python bench/bench_cards.py [FILE]

Runs against a throw-away SQLite database in a temporary directory (the project's database is not
touched). FILE defaults to ../shared/data/cards/AtomicCards-subset.json.gz."""
from __future__ import annotations

import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = Path(os.environ.get("SHARED_DIR", ROOT.parent / "shared")) / "data" / "cards" / "AtomicCards-subset.json.gz"
KINDS = ("creature", "instant", "sorcery", "artifact", "enchantment", "land", "planeswalker")


def _ms(xs):
    return statistics.median(xs) * 1000, statistics.quantiles(xs, n=20)[-1] * 1000


def _typos(rng, name):
    """A query as a user types it: a prefix, words swapped, a letter dropped/doubled/swapped."""
    words = name.split()
    w = rng.choice(["prefix", "order", "missing", "double", "swap", "partial", "exact"])
    if w == "prefix":
        return name[: rng.randint(2, max(2, len(name)))]
    if w == "order" and len(words) > 1:
        return " ".join(reversed(words))
    if w in ("missing", "double", "swap") and len(name) > 4:
        i = rng.randrange(1, len(name) - 2)
        if w == "missing":
            return name[:i] + name[i + 1:]
        if w == "double":
            return name[:i] + name[i] + name[i:]
        return name[:i] + name[i + 1] + name[i] + name[i + 2:]
    if w == "partial" and len(words) > 1:
        return rng.choice(words)
    return name


_TYPES = ("creature", "instant", "sorcery", "artifact", "enchantment", "land", "planeswalker", "goblin", "elf",
          "wizard", "dragon", "equipment", "aura", "legendary", "생물", "ครีเจอร์")
_WORDS = ("draw", "destroy", "flying", "counter", "token", "exile", "sacrifice", "graveyard", "damage", "\"draw a card\"",
          "\"enters the battlefield\"", "life", "discard", "search")
_KW = ("flying", "trample", "haste", "deathtouch", "lifelink", "vigilance", "flash", "reach", "menace", "ward")


def _syntax_queries(rng, n):
    """Queries a player types in Scryfall's syntax: 1-4 terms, some or/-/parentheses."""
    def term():
        k = rng.choice(("t", "o", "c", "id", "mv", "pow", "tou", "kw", "is", "c"))
        if k == "t":
            return f"t:{rng.choice(_TYPES)}"
        if k == "o":
            return f"o:{rng.choice(_WORDS)}"
        if k in ("c", "id"):
            v = "".join(sorted(rng.sample("wubrg", rng.randint(1, 3)), key="wubrg".index))
            return f"{k}{rng.choice((':', '=', '<=', '>='))}{rng.choice((v, v, 'green', '녹색', 'แดง', 'm', 'c'))}"
        if k in ("mv", "pow", "tou"):
            return f"{k}{rng.choice(('=', '<=', '>=', '<', '>', '!='))}{rng.randint(0, 7)}"
        if k == "kw":
            return f"kw:{rng.choice(_KW)}"
        return f"is:{rng.choice(('permanent', 'spell', 'legendary', 'commander', 'split', 'dfc', 'vanilla'))}"
    out = []
    for _ in range(n):
        terms = [term() for _ in range(rng.randint(1, 4))]
        r = rng.random()
        if r < 0.15 and len(terms) >= 2:
            terms = [f"({terms[0]} or {terms[1]})"] + terms[2:]
        elif r < 0.3:
            terms[-1] = "-" + terms[-1]
        out.append(" ".join(terms))
    return out


def _compile_and_board(path):
    """Issue 21's speed targets: compiling the whole file (< 60 s) and loading a board of 40 real
    cards (< 50 ms; their compiled definitions are read from the database, not re-parsed)."""
    from cards import source
    from cards.models import Card
    from judge.engine.stepper import Stepper
    from judge.mtg.oracle import compile_card
    from judge.mtg.oracle.atomic import read_atomic
    cards = read_atomic(str(path))
    t = time.perf_counter()
    for c in cards:
        compile_card(c)
    took = time.perf_counter() - t
    print(f"compile: {len(cards):,} cards in {took:.1f} s ({took / len(cards) * 1000:.3f} ms a card; target < 60 s)")
    rng = random.Random(21)
    perm = list(Card.objects.filter(kind__in=("creature", "artifact", "enchantment", "land"))
                .exclude(mana_cost__contains="/P").values_list("name", flat=True))
    times_cold, times_warm = [], []
    for _trial in range(10):
        names = rng.sample(perm, 40)
        bf = []
        for i, n in enumerate(names):
            e = source.lookup_entry(n)
            if e is None:
                continue
            bf.append({"id": f"c{i}", "card": n, "controller": "AB"[i % 2]})
        doc = {"format": "judge-scenario/1", "game": "mtg",
               "state": {"active": "A", "step": "main1", "players": [{"id": "A"}, {"id": "B"}], "battlefield": bf}}
        source.reset()   # cold: every entry read from the database (compiled definitions stored)
        t = time.perf_counter()
        try:
            Stepper(doc)
        except Exception:   # noqa: BLE001 - a card the format refuses (printed '*'): that board is skipped
            continue
        times_cold.append(time.perf_counter() - t)
        t = time.perf_counter()
        Stepper(doc)
        times_warm.append(time.perf_counter() - t)
    if times_cold:
        print(f"board of 40 real cards: load median {statistics.median(times_cold) * 1000:.1f} ms cold "
              f"(entries from the database), {statistics.median(times_warm) * 1000:.1f} ms warm, over "
              f"{len(times_cold)} boards (target < 50 ms)")


def main():
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    if not path.exists():
        print(f"bench_cards: skipped, no card file at {path} (put MTGJSON's AtomicCards there)")
        return
    tmp = tempfile.mkdtemp(prefix="bench-cards-")
    env = dict(os.environ, RULESITE_VAR_DIR=tmp, DJANGO_SETTINGS_MODULE="rulesite.settings")
    py = sys.executable
    subprocess.run([py, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    # the import in its own process, so its peak memory is its own
    t = time.monotonic()
    proc = subprocess.run([py, "-c", (
        "import django, resource, sys; django.setup();"
        "from cards.importer import import_file;"
        f"r = import_file({str(path)!r});"
        "print(r.count, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)")],
        cwd=ROOT, env=env, check=True, capture_output=True, text=True)
    took = time.monotonic() - t
    count, rss_kb = proc.stdout.split()[-2:]
    print(f"import: {int(count):,} cards in {took:.1f} s, peak memory {int(rss_kb) / 1024:.0f} MB "
          f"(python manage.py import_cards {path.name})")

    os.environ.update(RULESITE_VAR_DIR=tmp, DJANGO_SETTINGS_MODULE="rulesite.settings")
    sys.path.insert(0, str(ROOT))
    import django
    django.setup()
    from django.test import Client

    from cards import source
    from cards.models import Card

    t = time.monotonic()
    source.index()
    print(f"search index: built in {time.monotonic() - t:.2f} s (once per server process)")
    names = list(Card.objects.values_list("name", flat=True))
    rng = random.Random(11)
    queries = [_typos(rng, rng.choice(names)) for _ in range(500)]
    times, cpu = [], []
    for q in queries:
        t, c0 = time.perf_counter(), time.process_time()
        source.search(q, 10)
        times.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c0)
    med, p95 = _ms(times)
    print(f"card search: median {med:.2f} ms, p95 {p95:.2f} ms over {len(queries)} queries (index only); "
          f"CPU median {_ms(cpu)[0]:.2f} ms, p95 {_ms(cpu)[1]:.2f} ms")
    # what the user measures: the API round trip in-process (Django test client); every match
    # (up to 1000 names) is counted, 10 returned
    c = Client()
    times, cpu = [], []
    for q in queries[:200]:
        t, c0 = time.perf_counter(), time.process_time()
        c.get("/api/cards", {"q": q, "limit": 10})
        times.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c0)
    med, p95 = _ms(times)
    print(f"GET /api/cards: median {med:.2f} ms, p95 {p95:.2f} ms over 200 queries; "
          f"CPU median {_ms(cpu)[0]:.2f} ms, p95 {_ms(cpu)[1]:.2f} ms")
    # Scryfall's syntax (issue 25): random combinations of operators, every query new to the
    # process's term cache the first time; the API round trip returns every match (limit 100)
    from cards import query as cq
    source._state["rows"] = None   # built here, not by a name query that looked like syntax
    cq._TABLES.clear()
    t = time.monotonic()
    source.query_rows()
    cq.table(source.query_rows()[0])
    print(f"syntax search rows: built in {time.monotonic() - t:.2f} s (once per server process)")
    syntax = _syntax_queries(rng, 300)
    times, cpu, totals = [], [], []
    for q in syntax:
        t, c0 = time.perf_counter(), time.process_time()
        try:
            totals.append(source.query_search(q, rng.choice(("en", "th", "ko")), limit=100)["total"])
        except cq.QueryError:
            pass
        times.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c0)
    med, p95 = _ms(times)
    cmed, cp95 = _ms(cpu)
    print(f"syntax search (t: o: c: id: mv pow tou kw: is: or - ( ) !\"\"): wall median {med:.2f} ms, p95 {p95:.2f} ms; "
          f"CPU median {cmed:.2f} ms, p95 {cp95:.2f} ms over {len(syntax)} queries (first run of each; median "
          f"{statistics.median(totals):.0f} matches, the best 100 sorted); load average {os.getloadavg()[0]:.1f}")
    times, cpu = [], []
    for q in _syntax_queries(random.Random(5), 200):
        t, c0 = time.perf_counter(), time.process_time()
        c.get("/api/cards", {"q": q})
        times.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c0)
    med, p95 = _ms(times)
    cmed, cp95 = _ms(cpu)
    print(f"GET /api/cards?q=<syntax>: wall median {med:.2f} ms, p95 {p95:.2f} ms; CPU median {cmed:.2f} ms, "
          f"p95 {cp95:.2f} ms over 200 queries (limit 100)")
    print(f"ranking: 'bolt' -> {[h['name'] for h in c.get('/api/cards', {'q': 'bolt'}).json()['results'][:3]]}")
    # exact names found first (a check that the ranking is right, not only fast)
    sample = rng.sample(names, 300)
    top = sum(1 for n in sample if (source.search(n, 1) or [{}])[0].get("name") == n)
    print(f"ranking: {top}/300 exact names come first")
    slugs = list(Card.objects.order_by("?").values_list("slug", flat=True)[:100])
    times = []
    for s in slugs:
        t = time.perf_counter()
        r = c.get(f"/en/cards/{s}/")
        times.append(time.perf_counter() - t)
        assert r.status_code == 200, s
    med, p95 = _ms(times)
    print(f"card page: median {med:.2f} ms, p95 {p95:.2f} ms over {len(slugs)} pages (/en/cards/<slug>/)")

    _compile_and_board(path)
    by = {k: {"full": 0, "partial": 0, "none": 0} for k in KINDS + ("other",)}
    for kind, status in Card.objects.values_list("kind", "status"):
        by.setdefault(kind, {"full": 0, "partial": 0, "none": 0})[status] += 1
    tot = {s: sum(v[s] for v in by.values()) for s in ("full", "partial", "none")}
    print(f"coverage: {tot['full']:,} fully, {tot['partial']:,} partly, {tot['none']:,} not modelled "
          f"(of {sum(tot.values()):,} cards)")
    for k, v in by.items():
        if sum(v.values()):
            print(f"  {k:<13} full {v['full']:>6,}  partial {v['partial']:>6,}  none {v['none']:>6,}")
    # every creature whose text is only keywords the engine models must be "full"
    from judge.mtg.keywords import IMPLEMENTED_KEYWORDS
    bad, n_kw = [], 0
    # (cards of one face: the other face of a transform, modal or adventure card is its own text)
    for c in Card.objects.filter(kind="creature", layout="normal").only("name", "faces", "status"):
        f = c.faces[0]
        kws = [k.casefold() for k in f.get("keywords") or []]
        lines = [ln for ln in (f.get("text") or "").split("\n") if ln.strip()]
        if not lines:
            continue
        import re
        parts = [[p.strip().casefold() for p in re.sub(r"\s*\([^()]*\)", "", ln).split(",") if p.strip()]
                 for ln in lines]
        only_kw = all(ps and all(p in kws for p in ps) for ps in parts)
        if only_kw and all(k in IMPLEMENTED_KEYWORDS for k in kws):
            n_kw += 1
            if c.status != "full":
                bad.append(c.name)
    print(f"creatures whose text is only keywords the engine models: {n_kw:,}, of which not 'full': {len(bad)}"
          + (f" e.g. {bad[:5]}" if bad else ""))
    print(f"(peak memory of this process: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB)")


if __name__ == "__main__":
    main()
