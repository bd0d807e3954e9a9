"""Benchmark of the Magic engine: one state-based action check on boards of 100, 1,000 and 10,000
creatures (mixed damage and counters), a 200-action scenario run, and one step on a board of 40
permanents with 6 continuous effects (the step's output with its layer view).

    .venv/bin/python bench/bench_engine.py [--baseline REV]

Target: 1,000 creatures under 10 ms, linear growth; the 200-action run well under 0.5 s; no step
slower than 50 ms. With --baseline REV (default: the commit before issue 22's work, d4ac475) the
SBA check at 1,000 creatures and the 40-permanent step are also measured on that revision's engine
(extracted with git archive, run in a subprocess) in the same run, and the ratios printed.
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


def board_40():
    """40 permanents and 6 continuous effects: two anthems, an Aura's bonus and keyword grant, and
    until-end-of-turn set / pump / switch effects; the step casts and resolves a pump spell."""
    bf = [{"id": f"c{i}", "card": f"Creature {i}", "controller": "AB"[i % 2], "types": ["creature"],
           "power": 2 + i % 3, "toughness": 2 + i % 4, "counters": {"+1/+1": 1} if i % 5 == 0 else {}}
          for i in range(34)]
    bf[0]["until_eot"] = [{"set": [0, 1]}]
    bf[1]["until_eot"] = [{"pump": [2, 2]}]
    bf[2]["until_eot"] = [{"switch": True}]
    bf += [{"id": "anthem-a", "card": "Anthem A", "controller": "A", "types": ["enchantment"],
            "static": [{"affects": "creatures_you_control", "power": 1, "toughness": 1}]},
           {"id": "anthem-b", "card": "Anthem B", "controller": "B", "types": ["enchantment"],
            "static": [{"affects": "creatures_you_control", "power": 1, "toughness": 0}]},
           {"id": "aura", "card": "Aura", "controller": "A", "types": ["enchantment"], "subtypes": ["Aura"],
            "enchant": "creature", "attached_to": "c4", "static": [{"affects": "attached", "power": 2, "toughness": 2,
                                                                    "keywords": ["flying"]}]}]
    bf += [{"id": f"land{i}", "card": "Forest", "controller": "AB"[i % 2]} for i in range(3)]
    stack = [{"id": "growth", "card": "Growth", "kind": "instant", "controller": "A", "target": ["creature"],
              "targets": ["c6"], "effects": [{"do": "pump", "of": "target:0", "power": 3, "toughness": 3}]}]
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "library": 40}, {"id": "B", "life": 20, "library": 40}],
                      "battlefield": bf, "stack": stack},
            "actions": [{"type": "resolve"}]}


def board_40_dependency():
    """board_40 plus a layer 6 dependency on every creature of A (613.8): a creature whose static
    ability gives A's creatures flying has lost all abilities until end of turn, so the grant waits
    for that loss and gives nothing (each of A's creatures gets a dependency row)."""
    doc = board_40()
    bf = doc["state"]["battlefield"]
    bf[8]["static"] = [{"affects": "creatures_you_control", "keywords": ["flying"]}]
    bf[8]["until_eot"] = [{"lose_abilities": True}]
    return doc


def time_step_40(repeat=REPEAT, make=None):
    """Median wall-clock time of one step (apply + the step's output in Thai, layers included)."""
    walls = []
    for _ in range(repeat):
        s = Stepper((make or board_40)())
        gc.collect()
        t0 = time.perf_counter()
        s.forward()
        s.step_dict(1, "th")
        walls.append(time.perf_counter() - t0)
    return _median(walls), max(walls)


def measure() -> dict:
    t, cpu, _best, _removed = time_sba(1_000)
    step, worst = time_step_40()
    dep, dep_worst = time_step_40(make=board_40_dependency)
    return {"sba_1000": cpu, "step_40": step, "step_40_worst": max(worst, dep_worst), "step_40_dep": dep}


def baseline(rev: str) -> dict | None:
    """measure() on the engine of revision `rev` (git archive into a temporary directory)."""
    import json
    import subprocess
    import tempfile
    root = Path(__file__).resolve().parents[1]
    with tempfile.TemporaryDirectory() as tmp:
        try:
            have = subprocess.run(["git", "-C", str(root), "ls-tree", "--name-only", rev], check=True,
                                  capture_output=True, text=True).stdout.split()
            paths = [x for x in ("judge", "langs.py", "rulesite") if x in have]
            tar = subprocess.run(["git", "-C", str(root), "archive", rev, *paths],
                                 check=True, capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", tmp], input=tar, check=True)
        except (OSError, subprocess.CalledProcessError) as exc:
            print(f"  (no baseline: git archive {rev} failed: {exc})")
            return None
        code = ("import json, sys; sys.path.insert(0, %r); sys.argv = ['x']; import bench_engine_new as b; "
                "print(json.dumps(b.measure()))" % tmp)
        (Path(tmp) / "bench_engine_new.py").write_text(Path(__file__).read_text(encoding="utf-8").replace(
            "parents[1]))", "parents[0]))", 1), encoding="utf-8")
        out = subprocess.run([sys.executable, "-c", code], cwd=tmp, capture_output=True, text=True)
        if out.returncode:
            print(f"  (no baseline: {out.stderr.strip().splitlines()[-1] if out.stderr.strip() else out.returncode})")
            return None
        return json.loads(out.stdout.strip().splitlines()[-1])


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
    rev = sys.argv[sys.argv.index("--baseline") + 1] if "--baseline" in sys.argv else "d4ac475"
    after = measure()
    before = baseline(rev)
    print(f"Before ({rev}) and after (this tree), in this run (median of {REPEAT}):")
    for key, label in (("sba_1000", "SBA check, 1,000 creatures (CPU time)"),
                       ("step_40", "one step, 40 permanents, 6 continuous effects, with layers (wall)"),
                       ("step_40_dep", "the same with a layer 6 dependency on 17 creatures (wall)")):
        have = before and key in before
        b = f"{before[key] * 1000:8.2f} ms" if have else "       -   "
        ratio = f"  x{after[key] / before[key]:.2f}" if have else ""
        print(f"  {label:<68} before {b}  after {after[key] * 1000:8.2f} ms{ratio}")
    worst = after["step_40_worst"] * 1000
    print(f"  slowest 40-permanent step: {worst:.2f} ms ({'within' if worst < 50 else 'OVER'} the 50 ms budget)")


if __name__ == "__main__":
    main()
