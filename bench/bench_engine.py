"""Benchmark of the Magic engine: one state-based action check on boards of 100, 1,000 and 10,000
creatures (mixed damage and counters), and a 200-action scenario run.

    .venv/bin/python bench/bench_engine.py

Target: 1,000 creatures under 10 ms, linear growth; the 200-action run well under 0.5 s.
Every figure is the median of REPEAT runs, wall clock and CPU time (time.process_time)."""
from __future__ import annotations

import gc
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from judge.engine import Stepper  # noqa: E402
from judge.mtg import MtgGame  # noqa: E402


def load_unlimited(doc):
    """Like judge.engine.load, but without the 2,000-object limit of a scenario document."""
    game = MtgGame()
    game._load(doc["state"])
    return game

REPEAT = 7   # repeats of every measurement; the median is reported (the machine may be loaded)

KW = [[], [], ["flying"], ["deathtouch"], ["indestructible"], ["trample", "lifelink"]]


def board(n, seed=1):
    rnd = random.Random(seed)
    perms = []
    for i in range(n):
        t = rnd.randint(1, 6)
        counters = {}
        r = rnd.random()
        if r < 0.2:
            counters = {"+1/+1": rnd.randint(1, 3), "-1/-1": rnd.randint(1, 3)}
        elif r < 0.3:
            counters = {"-1/-1": rnd.randint(1, 4)}
        perms.append({"id": f"c{i}", "card": f"Creature {i}", "controller": "AB"[i % 2], "types": ["creature"],
                      "power": rnd.randint(0, 6), "toughness": t, "keywords": rnd.choice(KW), "counters": counters,
                      "damage": rnd.randint(0, t), "deathtouch_damage": rnd.random() < 0.05,
                      "legendary": rnd.random() < 0.02})
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1",
                      "players": [{"id": "A", "life": 20, "library": 40}, {"id": "B", "life": 20, "library": 40}],
                      "battlefield": perms}}


def _median(xs):
    return statistics.median(xs)


def time_sba(n, repeat=REPEAT):
    """Median wall-clock and CPU time of one full SBA check (a fresh board each time)."""
    walls, cpus = [], []
    removed = 0
    for _ in range(repeat):
        game = load_unlimited(board(n))
        game.events = []
        gc.collect()
        t0, c0 = time.perf_counter(), time.process_time()
        game.sba_check()
        walls.append(time.perf_counter() - t0)
        cpus.append(time.process_time() - c0)
        removed = n - len(game.battlefield)
    return _median(walls), _median(cpus), min(cpus), removed


def scenario_200():
    """A long game: every turn a Shock and a Giant Growth on the stack, five attackers and a block, and the turn passes (draws, cleanup, untap)."""
    actions = []
    for turn in range(40):
        me, opp = ("A", "B") if turn % 2 == 0 else ("B", "A")
        actions += [
            {"type": "advance_to", "step": "main1"},
            {"type": "cast", "player": me, "card": "Shock", "targets": [opp]},
            {"type": "cast", "player": opp, "card": "Giant Growth", "targets": [f"{opp}-x19"]},
            {"type": "resolve"},
            {"type": "resolve"},
            {"type": "declare_attackers", "attackers": [{"id": f"{me}-x{i}", "defending": opp} for i in range(5)]},
            {"type": "declare_blockers", "blockers": [{"id": f"{opp}-bear", "blocking": f"{me}-x0"}]},
            {"type": "advance_to", "step": "cleanup"},
        ]
    actions = actions[:200]
    players = [{"id": p, "life": 1000, "library": 200, "max_hand_size": 100,
                "hand": ["Shock"] * 25 + ["Giant Growth"] * 25}
               for p in ("A", "B")]
    bf = [{"id": f"{p}-bear", "card": "Wall of Stone", "controller": p} for p in ("A", "B")]
    bf += [{"id": f"{p}-x{i}", "card": "Hill Giant", "controller": p} for p in ("A", "B") for i in range(20)]
    doc = {"format": "judge-scenario/1", "game": "mtg",
           "state": {"turn": 3, "active": "A", "step": "upkeep", "players": players, "battlefield": bf},
           "actions": actions}
    walls, cpus, renders = [], [], []
    for _ in range(REPEAT):
        gc.collect()
        t0, c0 = time.perf_counter(), time.process_time()
        s = Stepper(doc).run_to_end()
        walls.append(time.perf_counter() - t0)
        cpus.append(time.process_time() - c0)
        t1 = time.perf_counter()
        s.output("th")
        renders.append(time.perf_counter() - t1)
    illegal = sum(1 for _, evs, _ in s.steps for e in evs if e.type == "illegal")
    return len(actions), _median(walls), _median(cpus), min(cpus), _median(renders), illegal, s.game.turn


def main():
    print(f"One state-based action check (median of {REPEAT}: wall clock / CPU time of this process; best CPU):")
    prev = None
    for n in (100, 1_000, 10_000):
        t, cpu, best, removed = time_sba(n)
        grow = f"  growth x{t / prev[0]:.1f} wall, x{cpu / prev[1]:.1f} CPU for x10 creatures" if prev else ""
        print(f"  {n:>6} creatures: {t * 1000:8.2f} ms / {cpu * 1000:8.2f} ms CPU; best {best * 1000:.2f} ms "
              f"({removed} put into graveyards, every one explained){grow}")
        prev = (t, cpu)
    n, run_t, run_cpu, best, render_t, illegal, turn = scenario_200()
    print(f"{n}-action scenario (median of {REPEAT}): run {run_t * 1000:.1f} ms / {run_cpu * 1000:.1f} ms CPU; "
          f"best {best * 1000:.1f} ms ({run_t / n * 1000:.2f} ms/action, {illegal} illegal, reached turn {turn}); "
          f"rendering in Thai {render_t * 1000:.1f} ms")


if __name__ == "__main__":
    main()
