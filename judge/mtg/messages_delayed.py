"""Messages of delayed triggered abilities (CR 603.7, judge/mtg/delayed.py): the ability created,
triggering at its event, the object it refers to gone, its moment, and the sentence of a compiled
line (judge/mtg/oracle/describe.py); and of the replacement effects on leaving the battlefield
(CR 614, 616; judge/mtg/replacement.py). English, Thai and Korean."""
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
        "{card} สร้างความสามารถทริกเกอร์แบบหน่วงเวลาที่ {player} ควบคุม (\"{text}\") "
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
    # --- replacement effects on leaving the battlefield (614.1a, 616.1; replacement.py) ---
    "mtg.replace.name.unearth": ("unearth's \"exile it instead\" (CR 702.84a)",
                                 "\"exile มันแทน\" ของ Unearth (CR 702.84a)",
                                 "발굴의 \"대신 그것을 추방한다\" (CR 702.84a)"),
    "mtg.replace.name.exile_if_dies": ("\"if it would die this turn, exile it instead\" (CR 614.1a)",
                                       "\"ถ้ามันจะตายในเทิร์นนี้ ให้ exile มันแทน\" (CR 614.1a)",
                                       "\"이번 턴에 그것이 죽는다면, 대신 그것을 추방한다\" (CR 614.1a)"),
    "mtg.replace.name.regenerate": ("its regeneration shield (CR 614.8)", "โล่ Regenerate ของมัน (CR 614.8)",
                                    "그것의 재생 보호막 (CR 614.8)"),
    "mtg.replace.order_default": (
        "Judge's note: several replacement effects apply to what is about to happen to {card}: {effects}. "
        "{player}, its controller, chooses which applies first; the engine applies them in the order listed "
        "(its default), and after each one checks again which still apply (CR 616.1, 616.1f).",
        "หมายเหตุสำหรับกรรมการ: มีผลแทนที่ (replacement effect) หลายอย่างใช้กับสิ่งที่กำลังจะเกิดกับ {card}: {effects} "
        "{player} ผู้ควบคุมมันเป็นคนเลือกว่าจะใช้อย่างไหนก่อน เอนจินใช้ตามลำดับที่แสดง (ค่าเริ่มต้นของเอนจิน) "
        "และหลังใช้แต่ละอย่างจะตรวจใหม่ว่าอย่างไหนยังใช้ได้อยู่ (CR 616.1, 616.1f)",
        "저지 메모: {card}에게 일어나려는 일에 여러 대체 효과가 적용됩니다: {effects}. 그 조종자인 {player}이(가) "
        "어느 것을 먼저 적용할지 정합니다. 엔진은 나열된 순서(엔진의 기본값)대로 적용하고, 하나를 적용할 때마다 "
        "아직 적용되는 효과를 다시 확인합니다 (CR 616.1, 616.1f)."),
    "mtg.replace.exile_if_dies_set": (
        "{source}: if {card} would die this turn, it is exiled instead (a replacement effect until the cleanup "
        "step, CR 614.1a).",
        "{source}: ถ้า {card} จะตายในเทิร์นนี้ มันจะถูก exile แทน (ผลแทนที่ซึ่งอยู่จนถึง Cleanup Step, CR 614.1a)",
        "{source}: 이번 턴에 {card}이(가) 죽는다면 대신 추방됩니다 (정리단까지 지속되는 대체 효과, CR 614.1a)."),
    "mtg.replace.exile_if_dies": (
        "{card} would die (be put into the {zone} from the battlefield), but a replacement effect exiles it "
        "instead: it never goes to the graveyard, so it does not die (CR 614.1a, 614.6, 700.4).",
        "{card} ควรจะตาย (ถูกนำเข้า {zone} จากสนาม) แต่ผลแทนที่ทำให้มันถูก exile แทน มันไม่ได้ลง graveyard เลย "
        "จึงไม่นับว่าตาย (CR 614.1a, 614.6, 700.4)",
        "{card}은(는) 죽을(전장에서 {zone}(으)로 갈) 상황이지만 대체 효과로 대신 추방됩니다. 무덤에 가지 않으므로 "
        "죽지 않습니다 (CR 614.1a, 614.6, 700.4)."),
    "mtg.does.exile_if_dies": (
        "if {of} would die this turn, it is exiled instead (a replacement effect, CR 614.1a)",
        "ถ้า {of} จะตายในเทิร์นนี้ มันจะถูก exile แทน (ผลแทนที่ CR 614.1a)",
        "이번 턴에 {of}이(가) 죽는다면 대신 추방됩니다 (대체 효과, CR 614.1a)"),
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
