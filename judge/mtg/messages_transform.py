"""Messages of transforming double-faced permanents (CR 701.27, 712; judge/mtg/transform.py),
issue 21: the events and the sentence of a compiled "transform ~". English, Thai and Korean."""
from judge.engine.messages import register

_D = {
    # --- the events ---
    "mtg.transform.back": (
        "{card} transforms: it turns over and its back face, {face}, is now up, with only that face's "
        "characteristics. It is the same permanent: its counters, damage, attachments, tapped status and the "
        "effects on it stay, and it doesn't enter the battlefield again (CR 701.27a, 712.8e, 712.18).",
        "{card} transform (พลิกไปอีกหน้า): ตอนนี้ด้านหลัง {face} หงายขึ้นและมีเฉพาะลักษณะของหน้านั้น "
        "มันยังเป็นการ์ดถาวรใบเดิม ตัวนับ ดาเมจ สิ่งที่ติดอยู่ สถานะแท็ป และผลที่มีต่อมันยังอยู่ครบ "
        "และมันไม่ได้เข้าสนามใหม่ (CR 701.27a, 712.8e, 712.18)",
        "{card}이(가) 변신합니다: 카드가 뒤집혀 뒷면인 {face}이(가) 위를 향하고, 그 면의 특성만 가집니다. "
        "같은 지속물이므로 카운터, 피해, 부착된 것, 탭 상태와 그것에 적용되던 효과가 그대로 남으며, "
        "전장에 다시 들어오지도 않습니다 (CR 701.27a, 712.8e, 712.18)."),
    "mtg.transform.front": (
        "{card} transforms: it turns over and its front face, {face}, is now up, with only that face's "
        "characteristics. It is the same permanent: its counters, damage, attachments, tapped status and the "
        "effects on it stay, and it doesn't enter the battlefield again (CR 701.27a, 712.8d, 712.18).",
        "{card} transform (พลิกไปอีกหน้า): ตอนนี้ด้านหน้า {face} หงายขึ้นและมีเฉพาะลักษณะของหน้านั้น "
        "มันยังเป็นการ์ดถาวรใบเดิม ตัวนับ ดาเมจ สิ่งที่ติดอยู่ สถานะแท็ป และผลที่มีต่อมันยังอยู่ครบ "
        "และมันไม่ได้เข้าสนามใหม่ (CR 701.27a, 712.8d, 712.18)",
        "{card}이(가) 변신합니다: 카드가 뒤집혀 앞면인 {face}이(가) 위를 향하고, 그 면의 특성만 가집니다. "
        "같은 지속물이므로 카운터, 피해, 부착된 것, 탭 상태와 그것에 적용되던 효과가 그대로 남으며, "
        "전장에 다시 들어오지도 않습니다 (CR 701.27a, 712.8d, 712.18)."),
    "mtg.transform.not_dfc": (
        "{card} isn't a double-faced card, so it can't transform: nothing happens (CR 712.9).",
        "{card} ไม่ใช่การ์ดสองหน้า จึง transform ไม่ได้ และไม่มีอะไรเกิดขึ้น (CR 712.9)",
        "{card}은(는) 양면 카드가 아니므로 변신할 수 없고, 아무 일도 일어나지 않습니다 (CR 712.9)."),
    "mtg.transform.already": (
        "{card} has already transformed since this ability of it was put on the stack, so the instruction to "
        "transform it is ignored (CR 701.27f).",
        "{card} transform ไปแล้วตั้งแต่ความสามารถนี้ของมันถูกใส่ลงสแต็ก คำสั่งให้ transform จึงไม่มีผล (CR 701.27f)",
        "{card}은(는) 이 능력이 스택에 올라간 뒤 이미 변신했으므로, 변신하라는 지시는 무시됩니다 (CR 701.27f)."),
    "mtg.trigger.transforms_into": (
        "{card} has just transformed into the face with this ability, so it triggers: \"{text}\" (CR 701.27e).",
        "{card} เพิ่ง transform มาเป็นหน้าที่มีความสามารถนี้ ความสามารถจึงทริกเกอร์: \"{text}\" (CR 701.27e)",
        "{card}이(가) 이 능력이 있는 면으로 막 변신했으므로, 능력이 격발합니다: \"{text}\" (CR 701.27e)."),
    "mtg.transform.bound": (
        "{card} has {keyword}, so it can't transform except by that ability: the instruction is ignored "
        "(CR 702.145b, 702.145e).",
        "{card} มี {keyword} จึง transform ได้ด้วยความสามารถนั้นเท่านั้น คำสั่งนี้จึงไม่มีผล (CR 702.145b, 702.145e)",
        "{card}은(는) {keyword} 능력이 있어 그 능력으로만 변신할 수 있으므로, 이 지시는 무시됩니다 (CR 702.145b, 702.145e)."),
    # --- day and night (730, 702.145) ---
    "mtg.daynight.first_day": (
        "A player controls a permanent with daybound while it is neither day nor night, so it becomes day (CR 702.145d).",
        "มีผู้เล่นควบคุมการ์ดถาวรที่มี daybound ขณะที่ยังไม่เป็นทั้งกลางวันและกลางคืน เกมจึงกลายเป็นกลางวัน (CR 702.145d)",
        "낮도 밤도 아닐 때 한 플레이어가 낮 종속이 있는 지속물을 조종하므로, 낮이 됩니다 (CR 702.145d)."),
    "mtg.daynight.first_night": (
        "A player controls a permanent with nightbound while it is neither day nor night and no permanent has "
        "daybound, so it becomes night (CR 702.145g).",
        "มีผู้เล่นควบคุมการ์ดถาวรที่มี nightbound ขณะที่ยังไม่เป็นทั้งกลางวันและกลางคืน และไม่มีการ์ดถาวรใดมี daybound "
        "เกมจึงกลายเป็นกลางคืน (CR 702.145g)",
        "낮도 밤도 아니고 낮 종속이 있는 지속물이 없을 때 한 플레이어가 밤 종속이 있는 지속물을 조종하므로, "
        "밤이 됩니다 (CR 702.145g)."),
    "mtg.daynight.becomes_night": (
        "It was day and {player}, the previous turn's active player, cast no spells during that turn, so it "
        "becomes night (CR 502.2, 730.2a).",
        "ตอนนี้เป็นกลางวัน และ {player} ผู้เล่นที่เล่นเทิร์นก่อน ไม่ได้ร่ายสเปลล์เลยในเทิร์นนั้น จึงกลายเป็นกลางคืน "
        "(CR 502.2, 730.2a)",
        "낮이었고 지난 턴의 액티브 플레이어인 {player}이(가) 그 턴에 주문을 하나도 발동하지 않았으므로, 밤이 됩니다 "
        "(CR 502.2, 730.2a)."),
    "mtg.daynight.becomes_day": (
        "It was night and {player}, the previous turn's active player, cast {n} spells during that turn (two or "
        "more), so it becomes day (CR 502.2, 730.2b).",
        "ตอนนี้เป็นกลางคืน และ {player} ผู้เล่นที่เล่นเทิร์นก่อน ร่ายสเปลล์ {n} ใบในเทิร์นนั้น (ตั้งแต่สองใบขึ้นไป) "
        "จึงกลายเป็นกลางวัน (CR 502.2, 730.2b)",
        "밤이었고 지난 턴의 액티브 플레이어인 {player}이(가) 그 턴에 주문을 {n}개(두 개 이상) 발동했으므로, 낮이 "
        "됩니다 (CR 502.2, 730.2b)."),
    "mtg.daynight.transform_night": (
        "It is night and {card} has daybound with its front face up, so it transforms into {face} at once; this "
        "isn't a state-based action (CR 702.145c, 712.18).",
        "ตอนนี้เป็นกลางคืน และ {card} มี daybound โดยหงายหน้าแรกอยู่ จึง transform เป็น {face} ทันที "
        "ซึ่งไม่ใช่กลไกจัดระเบียบอัตโนมัติ (CR 702.145c, 712.18)",
        "밤이고 {card}은(는) 앞면이 위를 향한 채 낮 종속이 있으므로, 즉시 {face}(으)로 변신합니다. 이는 상태 참조 "
        "행동이 아닙니다 (CR 702.145c, 712.18)."),
    "mtg.daynight.transform_day": (
        "It is day and {card} has nightbound with its back face up, so it transforms into {face} at once; this "
        "isn't a state-based action (CR 702.145f, 712.18).",
        "ตอนนี้เป็นกลางวัน และ {card} มี nightbound โดยหงายหน้าหลังอยู่ จึง transform เป็น {face} ทันที "
        "ซึ่งไม่ใช่กลไกจัดระเบียบอัตโนมัติ (CR 702.145f, 712.18)",
        "낮이고 {card}은(는) 뒷면이 위를 향한 채 밤 종속이 있으므로, 즉시 {face}(으)로 변신합니다. 이는 상태 참조 "
        "행동이 아닙니다 (CR 702.145f, 712.18)."),
    "mtg.daynight.enters_transformed": (
        "It is night, so {card}, a double-faced card with daybound, enters the battlefield transformed, as "
        "{face}; it didn't transform (CR 702.145b).",
        "ตอนนี้เป็นกลางคืน {card} ซึ่งเป็นการ์ดสองหน้าที่มี daybound จึงเข้าสนามโดยหงายหน้าหลังเป็น {face} "
        "โดยไม่ถือว่า transform (CR 702.145b)",
        "밤이므로 낮 종속이 있는 양면 카드인 {card}은(는) 변신한 상태로, {face}(으)로 전장에 들어옵니다. "
        "변신한 것은 아닙니다 (CR 702.145b)."),
    # --- the sentence of a compiled line ---
    "mtg.does.transform": (
        "transforms {of}: it turns over to its other face and stays the same permanent; a permanent that isn't a "
        "double-faced card doesn't transform (CR 701.27a, 712.9, 712.18)",
        "transform {of}: มันพลิกไปอีกหน้าและยังเป็นการ์ดถาวรใบเดิม การ์ดถาวรที่ไม่ใช่การ์ดสองหน้าจะ transform "
        "ไม่ได้ (CR 701.27a, 712.9, 712.18)",
        "{of}을(를) 변신시킵니다: 다른 면으로 뒤집히며 같은 지속물로 남습니다. 양면 카드가 아닌 지속물은 "
        "변신하지 않습니다 (CR 701.27a, 712.9, 712.18)"),
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
