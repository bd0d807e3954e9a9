"""Messages of the numbers static abilities count (judge/mtg/counts.py, issue 21): characteristic-
defining power and toughness (604.3, 613.4a) and bonuses "for each ..." (613.4c), in the layer view
and in the sentence of what a compiled line does. English, Thai and Korean."""
from judge.engine.messages import register

_D = {
    # --- what is counted (counts.describe) ---
    "mtg.count.control_you": ("the number of {word}(s) you control", "จำนวน {word} ที่คุณควบคุม",
                              "당신이 조종하는 {word}의 수"),
    "mtg.count.control_you_other": ("the number of other {word}(s) you control", "จำนวน {word} อื่นที่คุณควบคุม",
                                    "당신이 조종하는 다른 {word}의 수"),
    "mtg.count.control_opponents": ("the number of {word}(s) your opponents control", "จำนวน {word} ที่คู่ต่อสู้ของคุณควบคุม",
                                    "상대들이 조종하는 {word}의 수"),
    "mtg.count.control_all": ("the number of {word}(s) on the battlefield", "จำนวน {word} บนสนาม",
                              "전장에 있는 {word}의 수"),
    "mtg.count.control_all_other": ("the number of other {word}(s) on the battlefield", "จำนวน {word} อื่นบนสนาม",
                                    "전장에 있는 다른 {word}의 수"),
    "mtg.count.hand_you": ("the number of cards in your hand", "จำนวนการ์ดบนมือของคุณ", "당신의 손에 있는 카드의 수"),
    "mtg.count.hand_all": ("the number of cards in all players' hands", "จำนวนการ์ดบนมือของผู้เล่นทุกคนรวมกัน",
                           "모든 플레이어의 손에 있는 카드의 수"),
    "mtg.count.graveyard_you": ("the number of cards in your graveyard", "จำนวนการ์ดใน graveyard ของคุณ",
                                "당신의 무덤에 있는 카드의 수"),
    "mtg.count.graveyard_opponents": ("the number of cards in your opponents' graveyards",
                                      "จำนวนการ์ดใน graveyard ของคู่ต่อสู้ของคุณ", "상대들의 무덤에 있는 카드의 수"),
    "mtg.count.graveyard_all": ("the number of cards in all graveyards", "จำนวนการ์ดใน graveyard ทั้งหมด",
                                "모든 무덤에 있는 카드의 수"),
    "mtg.count.life_you": ("your life total", "หน่วยชีวิตของคุณ", "당신의 생명점"),
    "mtg.count.counters": ("the number of {kind} counters on it", "จำนวนเคาน์เตอร์ {kind} บนมัน",
                           "그 위에 있는 {kind} 카운터의 수"),
    "mtg.count.attached": ("the number of {kinds} attached to it", "จำนวน {kinds} ที่ติดอยู่กับมัน",
                           "그것에 부착된 {kinds}의 수"),
    "mtg.count.times": ("{n} times {count}", "{n} เท่าของ{count}", "{count}의 {n}배"),
    "mtg.count.plus": ("{n} plus {count}", "{n} บวก{count}", "{n} 더하기 {count}"),
    # --- which characteristic the ability defines (layer view, describe) ---
    "mtg.count.pt_both": ("power and toughness each equal to {count}", "พลังและความอึดแต่ละค่าเท่ากับ{count}",
                          "공격력과 방어력이 각각 {count}와(과) 같음"),
    "mtg.count.pt_power": ("power equal to {count}", "พลังเท่ากับ{count}", "공격력이 {count}와(과) 같음"),
    "mtg.count.pt_toughness": ("toughness equal to {count}", "ความอึดเท่ากับ{count}", "방어력이 {count}와(과) 같음"),
    # --- layer view rows ---
    "mtg.layerview.cda": (
        "Characteristic-defining ability: {what}, now {power}/{toughness} (CR 604.3, 613.4a).",
        "ความสามารถที่กำหนดคุณลักษณะ: {what} ตอนนี้เป็น {power}/{toughness} (CR 604.3, 613.4a)",
        "특성 정의 능력: {what}. 지금은 {power}/{toughness}입니다 (CR 604.3, 613.4a)."),
    "mtg.layerview.static_pt_per": (
        "{source}'s static ability: {each} times {count} ({n} now): {dp:+}/{dt:+} (CR 613.4c).",
        "ความสามารถแบบ static ของ {source}: {each} คูณ{count} (ตอนนี้ {n}): {dp:+}/{dt:+} (CR 613.4c)",
        "{source}의 정적 능력: {each} × {count} (지금 {n}): {dp:+}/{dt:+} (CR 613.4c)."),
    # --- what a compiled line does (oracle/describe.py) ---
    "mtg.does.cda": (
        "Characteristic-defining ability: this creature has {what}, counted again at every moment and in every "
        "zone (CR 604.3, 613.4a).",
        "ความสามารถที่กำหนดคุณลักษณะ: ครีเจอร์นี้มี{what} เอนจินนับใหม่ทุกขณะและในทุกโซน (CR 604.3, 613.4a)",
        "특성 정의 능력: 이 생물은 {what}. 매 순간, 모든 영역에서 다시 셉니다 (CR 604.3, 613.4a)."),
    "mtg.does.static_per": (
        "This creature gets {each} times {count}, counted again at every moment (CR 613.4c).",
        "ครีเจอร์นี้ได้รับ {each} คูณ{count} เอนจินนับใหม่ทุกขณะ (CR 613.4c)",
        "이 생물은 {each} × {count}을(를) 받습니다. 매 순간 다시 셉니다 (CR 613.4c)."),
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
