"""Predict-the-outcome quizzes (judge/engine/quiz.py): every library lesson and every scenario of
the test suite gets a question on each step that changes the board, each with 3-4 choices and
exactly one right in every language; the right answers are the rules' answers (checked by hand
below for the lessons whose outcome a judge argues about); grading and hand-written questions."""
import json
from pathlib import Path

import pytest

from judge.engine import Stepper
from judge.engine import quiz

ROOT = Path(__file__).resolve().parents[3]
LIBRARY = sorted((ROOT / "judge" / "library").glob("*.json"))
SUITE = sorted((ROOT / "tests" / "judge" / "scenarios").glob("*/*.json")) + sorted(
    (ROOT / "tests" / "fixtures" / "scenarios").glob("*.json"))
LANGS = ("en", "th", "ko")


def _run(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    return doc, Stepper(doc).run_to_end()


def _quiz(path):
    doc, st = _run(path)
    return doc, st, quiz.build(st, doc["game"], path.stem, doc.get("quiz"))


def _changing_steps(doc, st):
    facts = quiz.facts_function(doc["game"])
    states = [facts(g.to_state()) for (_a, _e, g) in st.steps]
    return [n for n in range(1, len(st.steps)) if quiz.board_changed(states[n - 1], states[n])]


@pytest.mark.parametrize("path", LIBRARY + SUITE, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_changing_step_has_a_good_question(path):
    doc, st, qs = _quiz(path)
    asked = {q.step for q in qs}
    missing = [n for n in _changing_steps(doc, st) if n not in asked]
    assert not missing, f"steps that change the board without a question: {missing}"
    for q in qs:
        assert 3 <= len(q.choices) <= 4, q.id
        assert sum(c.correct for c in q.choices) == 1, q.id
        assert q.rule, f"{q.id}: no rule to cite"
        assert len({c.id for c in q.choices}) == len(q.choices)
        for lang in LANGS:
            d = quiz.as_dicts([q], lang)[0]
            texts = [c["text"] for c in d["choices"]]
            assert len(set(texts)) == len(texts), (lang, q.id, texts)
            assert "{" not in d["text"] + "".join(texts), (lang, d)
            assert "Msg(" not in d["text"] + "".join(texts)


@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: p.stem)
def test_every_library_lesson_has_a_quiz(path):
    _doc, _st, qs = _quiz(path)
    assert qs, "a lesson without a quiz"


def _answer(slug, qid, lang="en"):
    doc, st, qs = _quiz(ROOT / "judge" / "library" / f"{slug}.json")
    q = next(q for q in qs if q.id == qid)
    return quiz._text(q.prompt, lang), quiz._text(q.answer().text, lang), [quiz._text(c.text, lang) for c in q.choices]


def test_first_strike_kills_the_deathtouch_blocker_first():
    # CR 510.4 / 702.7b: the first-strike knight deals its damage in the first-strike step; the rats
    # die (704.5g) before they can deal theirs, so only the rats die
    _p, right, choices = _answer("mtg-first-strike-beats-deathtouch", "s1-dies")
    assert right == "Only Rats"
    assert "Knight, Rats" in choices   # the mistake: damage all at once


def test_trample_with_deathtouch_assigns_one_to_the_blocker():
    # CR 702.19c + 702.2c: 1 damage is lethal from a deathtouch source, the rest tramples over
    _p, right, _c = _answer("mtg-trample-deathtouch", "s1-number")
    assert right == "16"
    _p, right, _c = _answer("mtg-trample-deathtouch", "s1-dies")
    assert right == "Only Hill Giant"


def test_vigilance_attacker_does_not_tap():
    # CR 702.20b: Serra Angel (vigilance) attacks without tapping; Boggart Brute taps (508.1f)
    _p, right, choices = _answer("mtg-flying-reach-menace", "s1-tapped")
    assert right == "Only Boggart Brute"
    assert "Serra Angel, Boggart Brute" in choices


def test_last_in_first_out():
    # CR 405.5 / 608.1: Counterspell, cast last, resolves first
    _p, right, choices = _answer("mtg-bolt-counterspell", "s3-resolve_first")
    assert right == "Counterspell"
    assert "Lightning Bolt" in choices and "Everything on the stack resolves together" in choices


def test_pierce_both_defenders_destroyed_and_excess_through():
    _p, right, _c = _answer("bfb-pierce-two-defenders", "s3-dies")
    assert right == "Shield Bearer d1, Shield Bearer d2"
    _p, right, _c = _answer("bfb-pierce-two-defenders", "s3-number")
    assert right == "17"   # 8 damage - 3 - 2 = 3 through to the Character (20 -> 17)


def test_ten_poison_counters_lose_the_game():
    _p, right, _c = _answer("mtg-ten-poison", "s3-game_over")
    assert right == "Player A wins"   # CR 704.5c


def test_thai_and_korean_questions_use_the_project_words():
    prompt, right, _c = _answer("mtg-trample-deathtouch", "s1-number", "th")
    assert "หน่วยชีวิต" in prompt and right == "16"
    prompt, right, _c = _answer("mtg-trample-deathtouch", "s1-number", "ko")
    assert "생명점" in prompt
    prompt, _r, _c = _answer("mtg-bolt-counterspell", "s3-resolve_first", "ko")
    assert "우선권" in prompt and "해결" in prompt


def test_the_answer_is_not_always_in_the_same_place():
    positions = set()
    for path in LIBRARY:
        _d, _s, qs = _quiz(path)
        positions |= {next(k for k, c in enumerate(q.choices) if c.correct) for q in qs}
    assert len(positions) >= 3


def test_check_grades_and_explains_with_the_rule():
    doc, st, qs = _quiz(ROOT / "judge" / "library" / "mtg-first-strike-beats-deathtouch.json")
    q = qs[0]
    right = q.answer()
    wrong = next(c for c in q.choices if not c.correct)
    got = quiz.check(qs, q.id, right.id, st, "th")
    assert got["correct"] and got["answer"] == right.id and got["rule"] == "510.2"
    assert got["feedback"].startswith("ถูกต้อง")
    assert any("704.5g" == e["rule"] for e in got["explanation"])
    got = quiz.check(qs, q.id, wrong.id, st, "ko")
    assert not got["correct"] and got["answer"] == right.id and "정답" in got["feedback"]
    assert quiz.check(qs, q.id, "nope", st, "en") is None
    assert quiz.check(qs, "nope", right.id, st, "en") is None


def test_hand_written_question_replaces_or_adds():
    doc, st = _run(ROOT / "judge" / "library" / "mtg-first-strike-beats-deathtouch.json")
    spec = {"step": 1, "replace": True, "rule": "702.7b",
            "prompt": {"en": "Which damage step do the Rats deal damage in?", "th": "Rats สร้างดาเมจในสเต็ปไหน?",
                       "ko": "Rats는 어느 피해 단에 피해를 줍니까?"},
            "choices": [{"en": "First-strike step", "th": "สเต็ปดาเมจ first strike", "ko": "선제공격 피해단"},
                        {"en": "Regular step", "th": "สเต็ปดาเมจปกติ", "ko": "일반 전투피해단"},
                        {"en": "Neither: they die first", "th": "ไม่ทั้งสอง: ตายก่อน", "ko": "둘 다 아님: 먼저 죽는다"}],
            "answer": 2}
    assert quiz.validate_override(spec, "quiz[0]") == []
    qs = quiz.build(st, "mtg", "t", [spec])
    assert [q.kind for q in qs] == ["hand"]
    assert quiz._text(qs[0].answer().text, "en") == "Neither: they die first"
    bad = quiz.validate_override({"step": 0, "prompt": {"en": "x"}, "choices": [{}], "answer": 5, "x": 1}, "quiz[1]")
    assert {p.split(":")[0] for p in bad} == {"quiz[1].x", "quiz[1].step", "quiz[1].prompt", "quiz[1].choices",
                                              "quiz[1].answer"}


def test_library_hand_questions_are_valid():
    for path in LIBRARY:
        doc = json.loads(path.read_text(encoding="utf-8"))
        for k, spec in enumerate(doc.get("quiz") or []):
            assert quiz.validate_override(spec, f"{path.stem}.quiz[{k}]") == []
