"""The project's own fixtures (tests/fixtures/) stay true to ../shared where it exists, and the
test suite never needs ../shared to be collected."""
import ast
import json


from tests.conftest import ROOT, SCENARIOS_DIR, SHARED, example_scenarios, needs_shared

SHARED_SCENARIOS = SHARED / "examples" / "scenarios"


def test_the_example_scenarios_are_carried_by_the_project():
    names = [p.name for p in example_scenarios()]
    assert "mtg-giant-growth-saves.json" in names and "bfb-pierce-single-defender.json" in names
    for p in example_scenarios():
        doc = json.loads(p.read_text(encoding="utf-8"))
        assert doc["game"] in ("mtg", "bfb") and doc.get("expect"), p.name


@needs_shared(SHARED_SCENARIOS, "the shared example scenarios (../shared/examples/scenarios)")
def test_the_copies_equal_the_shared_examples():
    shared = {p.name: p.read_bytes() for p in SHARED_SCENARIOS.glob("*.json")}
    ours = {p.name: p.read_bytes() for p in SCENARIOS_DIR.glob("*.json")}
    assert ours == shared, "copy ../shared/examples/scenarios/*.json into tests/fixtures/scenarios/"


def _module_level_reads(tree):
    """Calls at module level (outside functions) that read a file: .read_text()/.read_bytes()/open()."""
    found = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        for sub in ast.walk(node):
            if isinstance(sub, ast.Call):
                f = sub.func
                name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
                if name in ("read_text", "read_bytes", "open"):
                    found.append((sub.lineno, ast.unparse(sub)[:80]))
    return found


def test_no_test_module_reads_shared_at_collection():
    """Reading ../shared at import time breaks a clone's collection: read it inside the test, after
    require_shared(...) (tests/conftest.py)."""
    bad = []
    for path in sorted((ROOT / "tests").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "shared" not in text.lower() and "SHARED" not in text:
            continue
        for line, call in _module_level_reads(ast.parse(text)):
            if "SHARED" in call or "shared" in call or "CR_" in call or "TOPICS_MD" in call:
                bad.append(f"{path.relative_to(ROOT)}:{line}: {call}")
    assert not bad, bad
