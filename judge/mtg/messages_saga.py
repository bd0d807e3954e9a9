"""Messages of Sagas (CR 714, judge/mtg/sagas.py): the lore counter as a Saga enters and at its
controller's precombat main phase, a chapter ability triggering, the Saga sacrificed after its last
chapter (704.5s), and the sentence of a compiled chapter line (judge/mtg/oracle/describe.py).
English, Thai and Korean."""
from judge.engine.messages import register

_D = {
    "mtg.saga.enters": (
        "{card} enters with a lore counter on it ({total} in all): a Saga gets one as it enters (CR 714.3a).",
        "{card} เข้าสนามพร้อมเคาน์เตอร์ lore 1 อัน (รวม {total}): Saga ได้เคาน์เตอร์ lore หนึ่งอันขณะเข้าสนาม (CR 714.3a)",
        "{card}이(가) 전승 카운터 하나를 가진 채 전장에 들어옵니다 (모두 {total}개): 서사시는 전장에 들어오면서 전승 카운터를 하나 받습니다 (CR 714.3a)."),
    "mtg.saga.lore": (
        "As the precombat main phase begins, a lore counter is put on {card} ({total} in all). This is a turn-based action: it does not use the stack (CR 505.4, 714.3b).",
        "เมื่อเริ่มเฟสหลักแรก {card} ได้เคาน์เตอร์ lore เพิ่ม 1 อัน (รวม {total}) นี่คือการกระทำตามเทิร์น ไม่ใช้สแต็ก (CR 505.4, 714.3b)",
        "첫 번째 메인 단계가 시작되면서 {card}에 전승 카운터가 하나 놓입니다 (모두 {total}개). 턴 기반 행동이므로 스택을 사용하지 않습니다 (CR 505.4, 714.3b)."),
    "mtg.trigger.chapter": (
        "{card} now has {total} lore counter(s), so its chapter {n} ability triggers: \"{text}\" (CR 714.2b).",
        "{card} มีเคาน์เตอร์ lore {total} อันแล้ว ความสามารถบทที่ {n} จึงทริกเกอร์: \"{text}\" (CR 714.2b)",
        "{card}의 전승 카운터가 {total}개가 되었으므로 {n}장 능력이 격발됩니다: \"{text}\" (CR 714.2b)."),
    "mtg.sba.saga": (
        "{card} has {n} lore counters, at least its final chapter number, and none of its chapter abilities is waiting or on the stack, so its controller sacrifices it (CR 704.5s, 714.4).",
        "{card} มีเคาน์เตอร์ lore {n} อัน ไม่น้อยกว่าเลขบทสุดท้ายของมัน และไม่มีความสามารถบทของมันรออยู่หรืออยู่บนสแต็ก ผู้ควบคุมจึงต้องสังเวยมัน (State-Based Action, CR 704.5s, 714.4)",
        "{card}의 전승 카운터가 {n}개로 마지막 장 번호 이상이고, 격발되어 아직 스택을 떠나지 않은 장 능력도 없으므로 조종자가 그것을 희생합니다 (상태 참조 행동, CR 704.5s, 714.4)."),
    # --- the sentence of a compiled chapter line (describe.py) ---
    "mtg.does.chapter": (
        "Chapter {chapters} (when the lore counters reach it): {effects}",
        "บทที่ {chapters} (เมื่อเคาน์เตอร์ lore ถึงเลขนี้): {effects}",
        "{chapters}장 (전승 카운터가 그 수에 이르면): {effects}"),
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
