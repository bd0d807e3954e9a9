"""The CR rule numbers the project cites: the set that must have a plain explanation in en, th and
ko (tests/content/test_cr_explanations.py checks it).

- engine: every string in the Magic engine's code (judge/mtg, judge/engine, judge/decks) that is a
  CR number ("704.5a"), or that names one in text ("CR 704.5a", "rule 613.4c");
- emitted: every event rule actually emitted when the scenario suites run (our scenarios, the judge
  library, the shared examples when present), in case a number is built at run time;
- content: every CR number a topic page covers (front matter `cr:`) or links to (`cr:704.5q`).
- anticipated: the rules engine work in progress is expected to cite (ANTICIPATED below), explained
  ahead of time so that new citations already have their text.

No Django: `python -m content.cited` prints the counts and the numbers still unexplained.
"""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE_DIRS = ("judge/mtg", "judge/engine", "judge/decks")
PAGES_DIR = ROOT / "content" / "pages"
SCENARIO_DIRS = (ROOT / "tests" / "judge" / "scenarios" / "mtg", ROOT / "judge" / "library")
CR_RE = re.compile(r"^[1-9]\d{2}(?:\.\d+[a-z]?)?$")
IN_TEXT_RE = re.compile(r"\b(?:CR|rules?)\s+([1-9]\d{2}(?:\.\d+[a-z]?)?)\b", re.I)
PAGE_LINK_RE = re.compile(r"\]\(cr:([^)\s#]+)")


def _expand(spec: str) -> list[str]:
    """'704.5a-f' -> 704.5a ... 704.5f (CR letters skip l and o); '603.1-12' -> 603.1 ... 603.12;
    a plain number is itself."""
    m = re.match(r"^(\d{3}\.\d+)([a-z])-([a-z])$", spec)
    if m:
        base, a, b = m.groups()
        return [base + c for c in "abcdefghijkmnpqrstuvwxyz" if a <= c <= b]
    m = re.match(r"^(\d{3})\.(\d+)-(\d+)$", spec)
    if m:
        base, a, b = m.group(1), int(m.group(2)), int(m.group(3))
        return [f"{base}.{i}" for i in range(a, b + 1)]
    return [spec]


# What i12, i13, i16 and i17 are expected to cite (issue 15's brief); numbers that exist in the
# January 2026 CR (the test checks that when the CR text is present).
ANTICIPATED_SPECS = """
100.1 100.2 100.2a 100.4 100.6
101.1 101.2 101.3 101.4
102.1 102.2 102.3
103.1 103.2 103.3 103.4 103.5 103.6 103.7 103.8
104.1 104.2 104.2a 104.2b 104.3 104.3a 104.3b 104.3c 104.3d 104.3e 104.4 104.4a
111.1 111.2 111.3 111.4 111.5 111.6 111.7 111.8 111.9 111.10 111.11 111.12 111.13
115.1 115.1a 115.2 115.3 115.4 115.5 115.6 115.7 115.8 115.9 115.10
506.1 506.2 506.3 506.4 506.5 506.6
507.1 507.2
508.1 508.1a-m 508.2 508.3 508.4 508.5 508.6 508.7 508.8
509.1 509.1a-i 509.2 509.3 509.4
510.1 510.1a-e 510.2 510.3 510.4
511.1 511.2 511.3
601.1 601.2 601.2a-i 601.3 601.4 601.5
602.1 602.2 602.3 602.4 602.5
603.1 603.2 603.3 603.4 603.5 603.6 603.7 603.8 603.9 603.10 603.11 603.12
604.1 604.2 604.3 604.4 604.5 604.6 604.7
605.1 605.2 605.3 605.4 605.5
606.1 606.2 606.3 606.4 606.5 606.6
608.1 608.2 608.2a-p 608.3
611.1 611.2 611.3
612.1 612.2 612.3 612.4 612.5 612.6 612.7 612.8 612.9 612.10
613.1 613.1a-g 613.2 613.3 613.4 613.5 613.6 613.7 613.8 613.9 613.10 613.11
614.1 614.2 614.3 614.4 614.5 614.6 614.7 614.8 614.9 614.10 614.11 614.12
615.1 615.2 615.3 615.4 615.5 615.6 615.7 615.8 615.9 615.10 615.11 615.12 615.13
616.1 616.1a-g 616.2
701.2 701.3 701.4 701.5 701.6 701.7 701.8 701.9 701.10 701.12 701.13 701.14 701.15 701.16 701.17
701.18 701.19 701.20 701.21 701.22 701.23 701.24 701.25 701.26 701.27 701.34
702.1 702.2 702.3 702.4 702.5 702.6 702.7 702.8 702.9 702.10 702.11 702.12 702.13 702.14 702.15
702.16 702.17 702.18 702.19 702.20 702.21 702.26 702.29 702.33 702.34 702.90 702.111
704.1 704.2 704.3 704.4 704.5 704.5a-z 704.6 704.6a-f 704.7 704.8
707.1 707.2 707.3 707.4 707.5 707.6 707.7 707.8 707.9 707.10 707.11 707.12 707.13 707.14
810.1 810.2 810.3 810.4 810.5 810.6 810.7 810.8 810.9 810.10 810.11
"""
ANTICIPATED = sorted({n for spec in ANTICIPATED_SPECS.split() for n in _expand(spec)})


def _py_files():
    for d in ENGINE_DIRS:
        yield from sorted((ROOT / d).rglob("*.py"))


def engine_numbers() -> dict[str, set[str]]:
    """{number: {file, ...}} for every CR number written in the engine's code."""
    out: dict[str, set[str]] = {}
    for path in _py_files():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        rel = str(path.relative_to(ROOT))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                s = node.value.strip()
                if CR_RE.match(s):
                    out.setdefault(s.lower(), set()).add(rel)
                for m in IN_TEXT_RE.finditer(node.value):
                    out.setdefault(m.group(1).lower(), set()).add(rel)
    return out


def scenario_files(shared: Path | None = None) -> list[Path]:
    files = [p for d in SCENARIO_DIRS for p in sorted(d.glob("*.json"))]
    if shared is not None:
        files += sorted((Path(shared) / "examples" / "scenarios").glob("mtg-*.json"))
    return [p for p in files if p.name.startswith("mtg") or p.parent.name == "mtg"]


def emitted_numbers(shared: Path | None = None) -> dict[str, set[str]]:
    """{number: {scenario file, ...}} for every event rule the Magic scenarios emit."""
    from judge.engine import Stepper  # pure Python, imported late (the module itself stays light)
    from judge.engine.errors import ScenarioError

    out: dict[str, set[str]] = {}
    for path in scenario_files(shared):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if doc.get("game") != "mtg":
            continue
        try:
            st = Stepper(doc).run_to_end()
        except ScenarioError:
            continue  # an invalid scenario on purpose: its problems cite no rule
        for _action, events, _game in st.steps:
            for e in events:
                n = str(e.rule or "").lower()
                if CR_RE.match(n):
                    out.setdefault(n, set()).add(path.name)
    return out


def content_numbers(pages_dir: Path = PAGES_DIR) -> dict[str, set[str]]:
    """{number: {page file, ...}}: CR numbers the topic pages cover (front matter) or link to."""
    import yaml

    out: dict[str, set[str]] = {}
    for path in sorted(Path(pages_dir).glob("*/*.md")):
        text = path.read_text(encoding="utf-8")
        rel = f"{path.parent.name}/{path.name}"
        m = re.match(r"\A---\s*\n(.*?)\n---\s*\n", text, re.S)
        if m:
            meta = yaml.safe_load(m.group(1)) or {}
            for c in meta.get("cr") or []:
                if CR_RE.match(str(c).lower()):
                    out.setdefault(str(c).lower(), set()).add(rel)
        for t in PAGE_LINK_RE.findall(text):
            if CR_RE.match(t.lower()):
                out.setdefault(t.lower(), set()).add(rel)
    return out


def cited(shared: Path | None = None, run_scenarios: bool = True) -> dict[str, set[str]]:
    """Every cited number -> where it is cited ("engine", "emitted", "content", "anticipated")."""
    out: dict[str, set[str]] = {}
    parts = [("engine", engine_numbers()), ("content", content_numbers())]
    if run_scenarios:
        parts.append(("emitted", emitted_numbers(shared)))
    for kind, found in parts:
        for n in found:
            out.setdefault(n, set()).add(kind)
    for n in ANTICIPATED:
        out.setdefault(n, set()).add("anticipated")
    return out


def main(argv=None) -> int:

    from content import explanations

    shared = ROOT.parent / "shared"
    numbers = cited(shared if shared.is_dir() else None)
    by_kind: dict[str, int] = {}
    for kinds in numbers.values():
        for k in kinds:
            by_kind[k] = by_kind.get(k, 0) + 1
    have = explanations.read_all()
    gaps = explanations.missing(numbers, have)
    required = {n for n, k in numbers.items() if k != {"anticipated"}}
    print(f"cited CR numbers: {len(numbers)} ({len(required)} cited now, "
          + ", ".join(f"{k} {v}" for k, v in sorted(by_kind.items())) + ")")
    print(f"explained in en/th/ko: {len(numbers) - len(gaps)}; missing: {len(gaps)}")
    for n, langs in gaps.items():
        print(f"  {n}: {' '.join(langs)} ({', '.join(sorted(numbers[n]))})")
    return 1 if gaps else 0


if __name__ == "__main__":
    raise SystemExit(main())
