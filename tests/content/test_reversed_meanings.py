"""The explanations that stated the reverse of a rule (issue 23, reviews of 2 December 2026) no longer
do, in English, Thai and Korean.

Each case names the rule, the CR's own key words (checked against the official text when it is
present), and per language:
- `wrong`: patterns of the reversed statement, written against the sentence the reviews found and
  against its meaning (not only the exact old string, so a rewording that keeps the error fails too);
- `right`: what the explanation must say instead (the CR's direction, in the language's words).

An explanation that teaches the reverse of a rule is the text form of a silent wrong answer.
"""
import re

import pytest

from content import explanations

from tests.conftest import CR_JAN_2026

LANGS = ("en", "th", "ko")

# rule -> (the CR's key words, {lang: (wrong patterns, required patterns)})
CASES = {
    # fear: can't be blocked except by artifact and/or black creatures (not "can block only ...")
    "702.36": ("can’t be blocked except by artifact creatures and/or black creatures", {
        "en": ([r"(?i)this creature can block only", r"(?i)with fear can block only"],
               [r"(?i)\bblack\b", r"(?i)artifact", r"(?i)can block this creature|can be blocked only by|can't be blocked except by"]),
        "th": ([r"ครีเจอร์นี้ป้องกันได้(ด้วย|เฉพาะ)", r"ที่มี\s?(fear|Fear)\s?ป้องกันได้ด้วย"],
               [r"ถูกป้องกันได้เฉพาะโดย|ป้องกันครีเจอร์นี้ได้", r"สีดำ", r"artifact"]),
        "ko": ([r"이 생물은[^.]*만 (막|방어할) 수 있", r"막을 수"],
               [r"만 이 생물을 방어할 수 있", r"흑색", r"마법물체"]),
    }),
    # intimidate: can't be blocked except by artifact creatures and/or creatures sharing a colour
    "702.13b": ("can’t be blocked except by artifact creatures and/or creatures that share a color with it", {
        "en": ([r"(?i)with intimidate can block only", r"(?i)\bit can block only"],
               [r"(?i)artifact", r"(?i)share", r"(?i)colou?r", r"(?i)can block it|can be blocked only by|can't be blocked except by"]),
        "th": ([r"ที่มีข่มขวัญป้องกันได้ด้วย", r"ข่มขวัญป้องกัน[^ ]*เท่านั้น"],
               [r"ถูกป้องกันได้เฉพาะโดย", r"artifact", r"สี"]),
        "ko": ([r"'위협' 능력이 있는 생물은[^.]*만 (막|방어할) 수", r"막을 수"],
               [r"만 [^.]*생물을 방어할 수 있", r"마법물체", r"색"]),
    }),
    # flying: blocked only by flying/reach; a flyer itself may block anything
    "702.9b": ("can’t be blocked except by creatures with flying and/or reach", {
        "en": ([r"(?i)flyer can block only", r"(?i)can block only creatures with flying"],
               [r"(?i)blocked only by creatures with flying or reach|can't be blocked except by creatures with flying",
                r"(?i)itself block"]),
        "th": ([r"ที่(มี)?บินป้องกันได้ด้วย", r"ป้องกันได้ด้วยครีเจอร์ที่มีบินหรือเอื้อมถึงเท่านั้น"],
               [r"ถูกป้องกันได้เฉพาะโดยครีเจอร์ที่มีบินหรือเอื้อมถึง", r"ตัวมันเองป้องกันครีเจอร์ใดก็ได้"]),
        "ko": ([r"비행 생물은 [^.]*만 (막|방어할) 수", r"막을 수"],
               [r"'비행'이나 '대공' 능력이 있는 생물만 비행 생물을 방어할 수 있", r"비행 생물 자신은"]),
    }),
    # 509.1b example: a creature without flying or reach can't block a flyer
    "509.1b": ("effects that say a creature can’t block", {
        "en": ([r"(?i)without flying or reach (can )?blocks? (creatures|attackers) that can't fly"],
               [r"(?i)without flying or reach can't block (an attacker with flying|a flyer|a creature with flying)"]),
        "th": ([r"ป้องกันครีเจอร์ที่บินไม่ได้"],
               [r"ไม่มีบินหรือเอื้อมถึงไม่สามารถป้องกันครีเจอร์ที่มีบิน|ไม่มีบินหรือเอื้อมถึงป้องกันครีเจอร์ที่มีบินไม่ได้"]),
        "ko": ([r"막을 수"],
               [r"비행이나 대공이 없는 생물은 비행 생물을 방어할 수 없"]),
    }),
    # landwalk: the creature can't BE blocked (not "can't block")
    "702.14": ("Landwalk", {
        "en": ([r"(?i)this creature can't block\b"],
               [r"(?i)can't be blocked|no creature can block this creature"]),
        "th": ([r"ครีเจอร์นี้ป้องกันไม่ได้"],
               [r"ไม่มีครีเจอร์ใดป้องกันครีเจอร์นี้ได้"]),
        "ko": ([r"막을 수 없", r"걷기"],
               [r"방어될 수 없", r"대지잠입"]),
    }),
    "702.14c": ("A creature with landwalk can’t be blocked as long as the defending player controls at least one land", {
        "en": ([r"(?i)with landwalk can't block\b"],
               [r"(?i)can't be blocked|unblockable"]),
        "th": ([r"ที่มี\s?[Ll]andwalk\s?ป้องกันไม่ได้", r"(?i)islandwalk เจอผู้เล่นที่มี Island ก็ป้องกันไม่ได้"],
               [r"ไม่มีครีเจอร์ใดป้องกันครีเจอร์ที่มี [Ll]andwalk ได้"]),
        "ko": ([r"막을 수 없", r"막히지", r"걷기"],
               [r"방어될 수 없", r"방어되지 않"]),
    }),
    # 704.5d / 700.4: only a token put into a graveyard from the battlefield has died
    "704.5d": ("If a token is in a zone other than the battlefield, it ceases to exist", {
        "en": ([r"(?i)still counts as having died", r"(?i)leaves the battlefield \(to the graveyard, your hand, exile\)[^.]*\. It still"],
               [r"(?i)graveyard from the battlefield has died", r"(?i)(returned to (a |your )?hand or exiled|hand or exile[d]?) has not died|hasn't died"]),
        "th": ([r"แต่ก็ยังนับว่าตายแล้ว", r"ออกจากสนาม \(ไป graveyard มือ หรือ exile\)[^.]*ตาย"],
               [r"ไป graveyard จากสนามถือว่าตาย", r"ไม่ได้ตาย"]),
        "ko": ([r"그래도 죽은 것으로 치므로"],
               [r"무덤으로 간 토큰은 죽은 것", r"죽은 것이 아닙|죽지 않"]),
    }),
    # suspend: a counter comes off on YOUR upkeep; casting when the last is removed is optional
    "702.62": ("At the beginning of your upkeep, if this card is suspended, remove a time counter from it", {
        "en": ([r"(?i)each upkeep(?!s)", r"(?i)you cast it for free"],
               [r"(?i)your upkeep", r"(?i)you may (cast|play) it"]),
        "th": ([r"ทุก Upkeep", r"คุณร่ายมันฟรี"],
               [r"Upkeep ของคุณ", r"เลือกร่าย|ร่ายมันได้|ร่ายได้"]),
        "ko": ([r"(?<!당신의 )유지단마다", r"무료로 발동합니다"],
               [r"당신의 유지단", r"발동할 수 있"]),
    }),
    # dependency: A depends on B when applying B would change A; B (the one depended on) first
    "613.8": ("applying the other would change the text or the existence of the first effect", {
        "en": ([r"(?i)depends on another \(it changes what the other applies to"],
               [r"(?i)applying the other would change", r"(?i)(depended on|the other) is applied first|applies first"]),
        "th": ([r"\(เปลี่ยนสิ่งที่อีกผลใช้กับหรือสิ่งที่อีกผลทำ\)"],
               [r"การใช้ผล B จะเปลี่ยน", r"ใช้ผล B ก่อน"]),
        "ko": ([r"의존하면\s?\(다른 효과가 적용되는 개체나 하는 일을 바꾸면\)"],
               [r"B를 적용하면", r"B를 먼저 적용"]),
    }),
    # all attackers / all blockers in one turn-based action; no turn-based action uses the stack
    "508.1": ("This turn-based action doesn’t use the stack", {
        "en": ([r"(?i)the only turn-based action", r"(?i)one turn-based action that uses no stack"],
               [r"(?i)all attackers", r"(?i)at once|single turn-based action"]),
        "th": ([r"turn-based action เดียวที่ไม่ใช้ stack"],
               [r"ผู้โจมตีทุกตัวพร้อมกันในครั้งเดียว"]),
        "ko": ([r"유일한 턴 기반 행동", r"스택을 쓰지 않는 하나의 턴 기반 행동"],
               [r"모든 공격자를 한 번에"]),
    }),
    "509.1": ("This turn-based action doesn’t use the stack", {
        "en": ([r"(?i)the only turn-based action", r"(?i)one turn-based action that uses no stack"],
               [r"(?i)all blockers", r"(?i)at once|single turn-based action"]),
        "th": ([r"turn-based action เดียวที่ไม่ใช้ stack"],
               [r"ผู้ป้องกันทุกตัวพร้อมกันในครั้งเดียว"]),
        "ko": ([r"유일한 턴 기반 행동", r"스택을 쓰지 않는 하나의 턴 기반 행동"],
               [r"모든 방어자를 한 번에"]),
    }),
}

# The sentences the reviews found (en = the English as it was; th/ko = the reviewers' "Current"),
# so that each test is seen to fail on the text it was written against.
REVIEWED_WRONG = {
    ("702.36", "ko"): "공포(fear): 이 생물은 흑색 생물과 마법물체 생물만 막을 수 있습니다.",
    ("702.13b", "ko"): "'위협' 능력이 있는 생물은 마법물체 생물이나 색을 공유하는 생물만 막을 수 있습니다.",
    ("702.9b", "ko"): "비행 생물은 '비행'이나 '대공' 능력이 있는 생물만 막을 수 있지만, 자신은 비행이 있든 없든 어떤 생물이든 막을 수 있습니다.",
    ("509.1b", "th"): "ตัวอย่าง: ครีเจอร์ที่ไม่มีบินหรือเอื้อมถึงป้องกันครีเจอร์ที่บินไม่ได้ และผู้โจมตีที่มีข่มขู่ป้องกันได้ด้วยครีเจอร์ 2 ตัวขึ้นไปเท่านั้น",
    ("702.14", "th"): "landwalk (เช่น swampwalk): ครีเจอร์นี้ป้องกันไม่ได้ตราบที่ผู้เล่นฝ่ายรับควบคุมแลนด์ประเภทนั้น",
    ("702.14", "ko"): "지형걷기(늪지걷기 등): 수비 플레이어가 그 유형의 대지를 조종하는 한 이 생물은 막을 수 없습니다.",
    ("702.14c", "th"): "ครีเจอร์ที่มี landwalk ป้องกันไม่ได้ตราบที่ผู้เล่นฝ่ายรับควบคุมแลนด์แบบนั้น ตัวอย่าง: islandwalk เจอผู้เล่นที่มี Island ก็ป้องกันไม่ได้เลย",
    ("704.5d", "en"): "A token that leaves the battlefield (to the graveyard, your hand, exile) stays there only until the next check, then disappears. It still counts as having died, so \"when this dies\" abilities trigger.",
    ("704.5d", "th"): "โทเค็นที่ออกจากสนาม (ไป graveyard มือ หรือ exile) จะอยู่ที่นั่นได้แค่ถึงการตรวจครั้งถัดไปแล้วหายไป แต่ก็ยังนับว่าตายแล้ว ความสามารถ \"เมื่อตัวนี้ตาย\" จึงทริกเกอร์",
    ("704.5d", "ko"): "전장을 떠난 토큰(무덤, 손, 추방 영역으로)은 다음 확인 때까지만 그곳에 있다가 사라집니다. 그래도 죽은 것으로 치므로 \"이 생물이 죽을 때\" 능력은 격발합니다.",
    ("702.62", "en"): "Suspend N: pay the suspend cost and exile this card from your hand with N time counters; one comes off each upkeep, and when the last is removed you cast it for free.",
    ("702.62", "th"): "suspend N: จ่ายต้นทุน suspend แล้ว exile การ์ดนี้จากมือพร้อมเคาน์เตอร์เวลา N ตัว ทุก Upkeep เอาออกหนึ่งตัว เมื่อเอาตัวสุดท้ายออก คุณร่ายมันฟรี",
    ("702.62", "ko"): "유예 N(suspend): 유예 비용을 내고 이 카드를 시간 카운터 N개와 함께 손에서 추방합니다. 유지단마다 하나씩 제거하고, 마지막 카운터가 제거되면 무료로 발동합니다.",
    ("613.8", "en"): "Sometimes one effect depends on another (it changes what the other applies to or does); then the other applies first, overriding timestamp order.",
    ("613.8", "th"): "บางครั้งผลหนึ่งขึ้นกับอีกผล (เปลี่ยนสิ่งที่อีกผลใช้กับหรือสิ่งที่อีกผลทำ) ผลที่ถูกพึ่งพาใช้ก่อน แทนลำดับ timestamp",
    ("613.8", "ko"): "한 효과가 다른 효과에 의존하면(다른 효과가 적용되는 개체나 하는 일을 바꾸면) 의존되는 쪽이 먼저 적용되며, 이것이 타임스탬프보다 우선합니다.",
    ("508.1", "th"): "การประกาศผู้โจมตีเป็น turn-based action เดียวที่ไม่ใช้ stack ถ้าประกาศผิดกติกา ให้ย้อนแล้วประกาศใหม่",
    ("509.1", "th"): "การประกาศผู้ป้องกันเป็น turn-based action เดียวที่ไม่ใช้ stack ถ้าผิดกติกาให้ย้อนแล้วประกาศใหม่",
    ("509.1", "en"): "Declaring blockers is one turn-based action that uses no stack; an illegal declaration is undone and made again.",
}


def _problems(number: str, lang: str, text: str) -> list[str]:
    wrong, right = CASES[number][1][lang]
    out = [f"states the reverse ({w!r})" for w in wrong if re.search(w, text)]
    out += [f"lacks the rule's key words ({r!r})" for r in right if not re.search(r, text)]
    return out


@pytest.fixture(scope="module")
def have():
    return explanations.read_all()


@pytest.mark.parametrize("number,lang", [(n, lang) for n in CASES for lang in LANGS])
def test_the_explanation_no_longer_states_the_reverse(have, number, lang):
    e = have.get(number, {}).get(lang)
    assert e is not None, f"{lang}/{number}: no explanation"
    problems = _problems(number, lang, e.plain)
    assert not problems, f"{lang}/{number}: {e.plain}\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("number,lang", sorted(REVIEWED_WRONG))
def test_each_check_fails_on_the_sentence_the_review_found(number, lang):
    """Not vacuous: the checks reject the wrong sentence they were written against."""
    assert _problems(number, lang, REVIEWED_WRONG[(number, lang)])


def test_the_key_words_are_the_crs():
    if not CR_JAN_2026.exists():
        pytest.skip(f"the January 2026 CR is not at {CR_JAN_2026} (put the official text file there)")
    text = CR_JAN_2026.read_text(encoding="utf-8-sig", errors="replace")
    missing = [f"{n}: {words!r}" for n, (words, _by_lang) in CASES.items() if words not in text]
    assert not missing, "key words not in the CR text:\n" + "\n".join(missing)
    assert "The term dies means “is put into a graveyard from the battlefield.”" in text   # 700.4, for 704.5d
