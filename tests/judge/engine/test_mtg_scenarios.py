"""Every mtg scenario (ours and the shared examples) runs and satisfies its `expect` block; every
event cites a CR rule of the January 2026 release and a topic id of topics.md; every message has
its Thai and Korean text."""
import json
import re
from pathlib import Path

import pytest

from judge.engine import Stepper, check_expect, run
from judge.engine.messages import missing_translations
import judge.mtg  # noqa: F401  (registers the messages)
from tests.conftest import CR_JAN_2026, CR_TEXT, SCENARIOS_DIR, example_scenarios, require_shared, topic_ids

HERE = Path(__file__).resolve().parent
OURS = sorted((HERE.parent / "scenarios" / "mtg").glob("*.json"))
EXAMPLES = example_scenarios("mtg-*.json")
ALL = OURS + EXAMPLES
CITED: dict[str, set] = {"rules": set(), "topics": set(), "keys": set()}


def _load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def test_enough_scenarios():
    assert len(OURS) >= 80
    assert EXAMPLES, f"example scenarios not found under {SCENARIOS_DIR}"


@pytest.mark.parametrize("path", ALL, ids=[p.name for p in ALL])
def test_scenario(path):
    doc = _load(path)
    assert doc.get("expect"), "every scenario states what must hold"
    for lang in ("en", "th", "ko"):
        out = run(doc, lang=lang)
        assert out["format"] == "judge-run/1"
        failures = check_expect(doc, out)
        assert not failures, failures
        for step in out["steps"]:
            for ev in step["events"]:
                CITED["rules"].add(ev["rule"])
                CITED["topics"].add(ev["topic"])
                CITED["keys"].add(ev["key"])
                assert ev["text"] and ev["text"] != ev["key"], ev
                assert not re.search(r"\{[a-z_]+\}", ev["text"]), f"unfilled parameter: {ev['text']}"


def _cr_rules():
    text = require_shared(CR_JAN_2026, CR_TEXT).read_text(encoding="utf-8-sig")
    rules = set()
    for line in re.split(r"\r\n|\r|\n", text):
        m = re.match(r"^(\d{3}(?:\.\d+[a-z]?)?)\.?\s", line)
        if m:
            rules.add(m.group(1))
    return rules


CONTENT_PAGES = HERE.parents[2] / "content" / "pages" / "en"


def _topic_ids():
    """Ids of the topic list (topics.md where it exists), plus the topics that have a content page
    (content/pages/en/<id>.md)."""
    ids = set(topic_ids())
    ids |= {p.stem for p in CONTENT_PAGES.glob("*.md") if re.fullmatch(r"(?:mtg|bfb)\.[a-z0-9.-]*[a-z0-9]", p.stem)}
    return ids


def test_zz_cited_rules_and_topics_exist():
    """Runs after the scenarios (name sorts last): everything they cited must exist."""
    if not CITED["rules"]:
        for path in ALL:
            out = Stepper(_load(path)).run_to_end().output("en")
            for step in out["steps"]:
                for ev in step["events"]:
                    CITED["rules"].add(ev["rule"])
                    CITED["topics"].add(ev["topic"])
                    CITED["keys"].add(ev["key"])
    rules, topics = _cr_rules(), _topic_ids()
    assert "704.5q" in rules and "mtg.sba" in topics
    # a policy remedy (issue #26) cites its tournament policy section: "ipg:2.3", "jar:missed-trigger"
    from policy import files as policyfiles
    policy_keys = set(policyfiles.read_all()[2])
    assert sorted(r for r in CITED["rules"] if r not in rules and r not in policy_keys) == []
    assert sorted(t for t in CITED["topics"] if t not in topics) == []


def test_engine_source_rules_exist():
    """Also the rules cited by code paths no scenario reaches."""
    src = "\n".join(p.read_text(encoding="utf-8") for p in (Path(judge.mtg.__file__).parent).glob("*.py"))
    cited = set(re.findall(r'"(\d{3}\.\d+[a-z]?)"', src))
    from judge.engine.messages import CATALOGUE
    names = set(re.findall(r'"(mtg\.[a-z0-9_.-]*[a-z0-9])"', src))
    rules, topics = _cr_rules(), _topic_ids()
    assert sorted(r for r in cited if r not in rules) == []
    # every mtg.* string of the engine is a message key or an existing topic id
    assert sorted(n for n in names if n not in CATALOGUE and n not in topics) == []


def test_translations_complete():
    assert missing_translations() == []


def test_messages_cite_existing_rules():
    from judge.engine.messages import CATALOGUE
    rules = _cr_rules()
    for key, texts in CATALOGUE.items():
        if not key.startswith("mtg."):
            continue
        for lang, text in texts.items():
            for r in re.findall(r"CR (\d{3}\.\d+[a-z]?)", text):
                assert r in rules, (key, lang, r)


def test_thai_and_korean_use_the_glossary_terms():
    from judge.engine.messages import render
    th = render("mtg.sba.lethal", {"card": "Grizzly Bears", "damage": 3, "toughness": 2}, "th")
    assert th.startswith("Grizzly Bears ได้รับดาเมจ 3 ซึ่งเท่ากับหรือมากกว่าความอึด 2") and "จึงถูกทำลาย" in th
    ko = render("mtg.sba.deathtouch", {"card": "Rats", "damage": 1, "toughness": 1}, "ko")
    assert "치명타" in ko and "상태 참조 행동" in ko and ko.endswith("다 (상태 참조 행동, CR 704.5h).")
    en = render("mtg.sba.deathtouch", {"card": "Rats"}, "en")
    assert en == "Rats was dealt damage by a source with deathtouch, so it is destroyed (CR 704.5h)."
