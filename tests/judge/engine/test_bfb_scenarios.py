"""Every Born from Blood scenario (tests/judge/scenarios/bfb/*.json and the shared bfb examples)
runs and satisfies its `expect` block; every event cites a bfb topic of topics.md; every bfb
message key has English, Thai and Korean text."""
import json
import re
from pathlib import Path

import pytest

from judge.engine import check_expect, messages, run
from tests.conftest import TOPICS_MD, example_scenarios, topic_ids

HERE = Path(__file__).resolve()
ROOT = HERE.parents[3]
SCENARIOS = sorted((ROOT / "tests" / "judge" / "scenarios" / "bfb").glob("*.json"))
EXAMPLES = example_scenarios("bfb-*.json")


def bfb_topics() -> set[str]:
    """The bfb topics of topics.md where it exists, else of the content pages (the topic list)."""
    if TOPICS_MD.exists():
        return set(re.findall(r"^\|\s*(bfb\.[a-z0-9.-]+)\s*\|", TOPICS_MD.read_text(encoding="utf-8"), re.M))
    return {t for t in topic_ids() if t.startswith("bfb.")}


def test_enough_scenarios():
    assert len(SCENARIOS) >= 40
    assert EXAMPLES, "the bfb example scenarios are missing from tests/fixtures/scenarios"


@pytest.mark.parametrize("path", SCENARIOS + EXAMPLES, ids=lambda p: p.name)
def test_scenario(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["game"] == "bfb"
    assert doc.get("expect"), "every bfb scenario has an expect block"
    topics = bfb_topics()
    for lang in ("en", "th", "ko"):
        out = run(doc, lang)
        assert out["format"] == "judge-run/1"
        failures = check_expect(doc, out)
        assert not failures, failures
        for step in out["steps"]:
            for ev in step["events"]:
                assert ev["rule"] == ev["topic"], ev
                assert ev["topic"] in topics, f"{ev['topic']} is not a bfb topic of topics.md"
                assert ev["text"] and not ev["text"].startswith("bfb."), ev
                assert "{" not in ev["text"], ev


def test_every_bfb_message_has_thai_and_korean():
    import judge.bfb  # noqa: F401  (registers the catalogue)
    keys = [k for k in messages.CATALOGUE if k.startswith("bfb.")]
    assert len(keys) > 50
    missing = [f"{k}: {lang}" for k in keys for lang in messages.LANGS
               if not (messages.CATALOGUE[k].get(lang) or "").strip()]
    assert not missing, missing
    # same placeholders in every language
    for k in keys:
        fields = {lang: set(re.findall(r"\{(\w+)\}", messages.CATALOGUE[k][lang])) for lang in messages.LANGS}
        assert fields["en"] == fields["th"] == fields["ko"], (k, fields)


def test_topics_file_has_bfb_ids():
    assert {"bfb.kw.pierce", "bfb.defend", "bfb.n", "bfb.stack"} <= bfb_topics()
