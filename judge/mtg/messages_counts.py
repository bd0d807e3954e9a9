"""Messages of the numbers static abilities count (judge/mtg/counts.py, issue 21): characteristic-
defining power and toughness (604.3, 613.4a) and bonuses "for each ..." (613.4c), in the layer view
and in the sentence of what a compiled line does; the amounts an effect's text defines (107.3c). English, Thai and Korean."""
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
    "mtg.count.gy_cards": ("the count of \u201c{word}\u201d", "จำนวน \u201c{word}\u201d", "\u201c{word}\u201d의 수"),
    "mtg.count.gy_unknown": ("{unknown} card(s) in the graveyard are unknown to the engine (milled without a name): they are not counted, so only the {n} known {word} count; name those cards in the scenario if they matter (CR 404.2).",
                             "การ์ด {unknown} ใบใน graveyard เป็นการ์ดที่เอนจินไม่รู้จัก (mill มาโดยไม่มีชื่อ) จึงไม่ถูกนับ นับเฉพาะ {word} ที่รู้จัก {n} ใบ ถ้าการ์ดเหล่านั้นมีผล ให้ระบุชื่อในสถานการณ์ (CR 404.2)",
                             "무덤의 카드 {unknown}장은 엔진이 모르는 카드(이름 없이 밀린 카드)이므로 세지 않습니다. 알려진 {word} {n}장만 셉니다. 중요하다면 시나리오에 그 카드를 적어 주세요 (CR 404.2)."),
    "mtg.count.life_you": ("your life total", "หน่วยชีวิตของคุณ", "당신의 생명점"),
    "mtg.count.counters": ("the number of {kind} counters on it", "จำนวนเคาน์เตอร์ {kind} บนมัน",
                           "그 위에 있는 {kind} 카운터의 수"),
    "mtg.count.attached": ("the number of {kinds} attached to it", "จำนวน {kinds} ที่ติดอยู่กับมัน",
                           "그것에 부착된 {kinds}의 수"),
    "mtg.count.power": ("the power of {of}", "พลังของ {of}", "{of}의 공격력"),
    "mtg.count.greatest_power_you": ("the greatest power among {word}(s) you control",
                                     "พลังสูงสุดในบรรดา {word} ที่คุณควบคุม", "당신이 조종하는 {word} 중 가장 큰 공격력"),
    "mtg.count.greatest_power_you_other": ("the greatest power among other {word}(s) you control",
                                           "พลังสูงสุดในบรรดา {word} อื่นที่คุณควบคุม",
                                           "당신이 조종하는 다른 {word} 중 가장 큰 공격력"),
    "mtg.count.greatest_power_opponents": ("the greatest power among {word}(s) your opponents control",
                                           "พลังสูงสุดในบรรดา {word} ที่คู่ต่อสู้ของคุณควบคุม",
                                           "상대들이 조종하는 {word} 중 가장 큰 공격력"),
    "mtg.count.greatest_power_all": ("the greatest power among {word}(s) on the battlefield",
                                     "พลังสูงสุดในบรรดา {word} บนสนาม", "전장에 있는 {word} 중 가장 큰 공격력"),
    "mtg.count.greatest_power_all_other": ("the greatest power among other {word}(s) on the battlefield",
                                           "พลังสูงสุดในบรรดา {word} อื่นบนสนาม", "전장에 있는 다른 {word} 중 가장 큰 공격력"),
    "mtg.count.times": ("{n} times {count}", "{n} เท่าของ{count}", "{count}의 {n}배"),
    "mtg.count.minus": ("minus {count}", "ลบด้วย{count}", "마이너스 {count}"),
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
    # --- amounts an effect's text defines (107.3c, 608.2h; counts.resolve_fields) ---
    "mtg.effect.amount": ("X is {n}: {what} (the text defines X, CR 107.3c; counted once, as the effect is applied, CR 608.2h).",
                          "X เท่ากับ {n}: {what} (ข้อความของการ์ดกำหนดค่า X, CR 107.3c; นับครั้งเดียวตอนที่ผลนั้นเกิดขึ้น, CR 608.2h)",
                          "X는 {n}입니다: {what} (카드의 텍스트가 X를 정합니다, CR 107.3c; 효과가 적용될 때 한 번만 셉니다, CR 608.2h)."),
    "mtg.effect.amount_lki": ("X is {n}: {what}, as it last existed on the battlefield (its last known information, CR 608.2h, 113.7a).",
                              "X เท่ากับ {n}: {what} ตามที่มันอยู่บนสนามครั้งสุดท้าย (ข้อมูลที่รู้ล่าสุด, CR 608.2h, 113.7a)",
                              "X는 {n}입니다: 전장에 마지막으로 있었을 때의 {what} (마지막으로 알려진 정보, CR 608.2h, 113.7a)."),
    "mtg.effect.amount_unknown": ("{what} can't be determined: that target is illegal, so this part of the effect doesn't happen (CR 608.2b).",
                                  "หา{what}ไม่ได้ เพราะเป้าหมายนั้นไม่ถูกต้องแล้ว ผลส่วนนี้จึงไม่เกิดขึ้น (CR 608.2b)",
                                  "{what}을(를) 정할 수 없습니다. 그 목표가 잘못된 목표이므로 효과의 이 부분은 일어나지 않습니다 (CR 608.2b)."),
    "mtg.effect.amount_source_gone": ("Not modelled: {what} is its last known information (CR 113.7a), which the engine does not keep once the "
                                      "source left the battlefield before the ability resolved; this part of the effect is not applied.",
                                      "ยังไม่ได้จำลอง: {what} ต้องใช้ข้อมูลที่รู้ล่าสุดของแหล่งที่มา (CR 113.7a) ซึ่งเอนจินไม่ได้เก็บไว้เมื่อแหล่งที่มาออกจากสนามก่อนความสามารถ resolve ผลส่วนนี้จึงไม่ถูกใช้",
                                      "구현되지 않음: {what}은(는) 원천의 마지막으로 알려진 정보(CR 113.7a)인데, 능력이 해결되기 전에 원천이 전장을 떠나면 엔진은 그 정보를 보관하지 않으므로 효과의 이 부분은 적용하지 않습니다."),
    "mtg.effect.no_source": ("The creature that would deal the damage is gone or an illegal target, so no damage is dealt (CR 608.2b).",
                             "ครีเจอร์ที่จะสร้างดาเมจไม่อยู่แล้วหรือเป็นเป้าหมายที่ไม่ถูกต้อง จึงไม่มีดาเมจเกิดขึ้น (CR 608.2b)",
                             "피해를 입힐 생물이 더 이상 없거나 잘못된 목표이므로 피해를 입히지 않습니다 (CR 608.2b)."),
    "mtg.does.x_is": ("X is {x} as it resolves (CR 107.3c, 608.2h)", "X คือ {x} ขณะ resolve (CR 107.3c, 608.2h)",
                      "X는 해결될 때의 {x}입니다 (CR 107.3c, 608.2h)"),
    "mtg.does.damage_from": ("{source} deals {amount} damage to {to}", "{source} สร้างดาเมจ {amount} ให้ {to}",
                             "{source}이(가) {to}에게 피해 {amount}점을 입힙니다"),
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
