"""Messages of delayed triggered abilities (CR 603.7, judge/mtg/delayed.py): the ability created,
triggering at its event, the object it refers to gone, its moment, and the sentence of a compiled
line (judge/mtg/oracle/describe.py). English, Thai and Korean."""
from judge.engine.messages import register

_D = {
    # --- the moment it waits for ---
    "mtg.delayed.at.next_upkeep": ("at the beginning of the next turn's upkeep",
                                   "เมื่อเริ่ม Upkeep ของเทิร์นถัดไป", "다음 턴의 유지단 시작에"),
    "mtg.delayed.at.next_end_step": ("at the beginning of the next end step",
                                     "เมื่อเริ่ม End Step ถัดไป", "다음 종료단 시작에"),
    "mtg.delayed.at.end_of_combat": ("at end of combat", "เมื่อจบการต่อสู้ (End of Combat)", "전투 종료 시에"),
    # --- the board: a player's delayed triggered abilities, waiting ---
    "mtg.delayed.board": ("Delayed triggered abilities (waiting, CR 603.7)",
                          "ความสามารถทริกเกอร์แบบหน่วงเวลาที่รออยู่ (CR 603.7)",
                          "대기 중인 지연 격발 능력 (CR 603.7)"),
    # --- the events ---
    "mtg.delayed.created": (
        "{card} creates a delayed triggered ability controlled by {player} (\"{text}\"): it does nothing now "
        "and triggers {when}, only once (CR 603.7a, 603.7b).",
        "{card} สร้างความสามารถทริกเกอร์แบบหน่วงเวลา (delayed trigger) ที่ {player} ควบคุม (\"{text}\") "
        "ตอนนี้ยังไม่ทำอะไร และจะทริกเกอร์{when}เพียงครั้งเดียว (CR 603.7a, 603.7b)",
        "{card}이(가) {player}이(가) 조종하는 지연 격발 능력을 만듭니다(\"{text}\"). 지금은 아무것도 하지 않고 "
        "{when} 한 번만 격발합니다 (CR 603.7a, 603.7b)."),
    "mtg.delayed.triggers": (
        "The {step} begins: the delayed triggered ability {player} got from {card} (\"{text}\") triggers, "
        "only this once (CR 603.7b).",
        "{step} เริ่มขึ้น: ความสามารถทริกเกอร์แบบหน่วงเวลาที่ {player} ได้จาก {card} (\"{text}\") ทริกเกอร์ "
        "และจะทริกเกอร์แค่ครั้งนี้ครั้งเดียว (CR 603.7b)",
        "{step}이(가) 시작되어 {player}이(가) {card}에게서 얻은 지연 격발 능력(\"{text}\")이 격발됩니다. "
        "이 능력은 이번 한 번만 격발합니다 (CR 603.7b)."),
    "mtg.delayed.gone": (
        "{card}'s delayed triggered ability (\"{text}\") refers to {obj}, which is no longer on the battlefield "
        "(if it came back, it is a new object): that part does nothing (CR 603.7c).",
        "ความสามารถทริกเกอร์แบบหน่วงเวลาของ {card} (\"{text}\") หมายถึง {obj} ซึ่งไม่อยู่ในสนามแล้ว "
        "(ถ้ามันกลับมา มันคือวัตถุใหม่) ส่วนนั้นจึงไม่ทำอะไร (CR 603.7c)",
        "{card}의 지연 격발 능력(\"{text}\")이 가리키는 {obj}은(는) 더 이상 전장에 없습니다"
        "(돌아왔다면 새로운 개체입니다). 그 부분은 아무것도 하지 않습니다 (CR 603.7c)."),
    # --- the sentence of a compiled line ---
    "mtg.does.delayed": (
        "{when}, {effect} (a delayed triggered ability, created now; it triggers once, CR 603.7)",
        "{when} {effect} (ความสามารถทริกเกอร์แบบหน่วงเวลาที่สร้างตอนนี้ และทริกเกอร์ครั้งเดียว CR 603.7)",
        "{when} {effect} (지금 만들어지는 지연 격발 능력이며 한 번 격발합니다, CR 603.7)"),
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
