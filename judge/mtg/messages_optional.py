"""Explanations of optional actions ("you may", 603.5 / 608.2d / 118.12) and reflexive triggered
abilities (603.12), in English, Thai and Korean (issue 21; judge/mtg/optional.py)."""
from judge.engine.messages import register

_M = {
    "mtg.may.default_yes": (
        "No choice was given for {card}'s optional action (\u201cyou may\u201d), so by default {player} takes it; "
        "give \"choose\": \"yes\" or \"no\" on the action that resolves it (CR 603.5, 608.2d).",
        "ไม่ได้ระบุตัวเลือกของการกระทำที่เลือกทำได้ของ {card} ค่าเริ่มต้นคือ {player} ทำ "
        "ระบุตัวเลือก (ทำหรือไม่ทำ) ในแอ็กชันที่ทำให้มัน resolve ได้ (CR 603.5, 608.2d)",
        "{card}의 선택적 행동(\u201c~할 수 있다\u201d)에 대한 선택이 주어지지 않았으므로 기본값으로 {player}이(가) 그 행동을 합니다. "
        "해결하는 행동에서 할지 말지를 선택할 수 있습니다 (CR 603.5, 608.2d)."),
    "mtg.may.default_no": (
        "No choice was given for {card}'s optional action (\u201cyou may\u201d), and {player} can't pay its cost "
        "({cost}), so it is not taken (CR 118.3, 603.5).",
        "ไม่ได้ระบุตัวเลือกของการกระทำที่เลือกทำได้ของ {card} และ {player} จ่ายต้นทุน ({cost}) "
        "ไม่ได้ จึงไม่ได้ทำ (CR 118.3, 603.5)",
        "{card}의 선택적 행동(\u201c~할 수 있다\u201d)에 대한 선택이 주어지지 않았고 {player}이(가) 그 비용({cost})을 "
        "지불할 수 없으므로 하지 않습니다 (CR 118.3, 603.5)."),
    "mtg.may.taken": (
        "{player} chooses to take {card}'s optional action (\u201cyou may\u201d) (CR 603.5, 608.2d).",
        "{player} เลือกทำการกระทำที่เลือกทำได้ของ {card} (CR 603.5, 608.2d)",
        "{player}이(가) {card}의 선택적 행동(\u201c~할 수 있다\u201d)을 하기로 선택합니다 (CR 603.5, 608.2d)."),
    "mtg.may.declined": (
        "{player} declines {card}'s optional action (\u201cyou may\u201d): none of it happens (CR 603.5, 608.2d).",
        "{player} เลือกไม่ทำการกระทำที่เลือกทำได้ของ {card} จึงไม่มีส่วนใดของมันเกิดขึ้น (CR 603.5, 608.2d)",
        "{player}이(가) {card}의 선택적 행동(\u201c~할 수 있다\u201d)을 하지 않기로 선택하므로 그 부분은 전혀 일어나지 않습니다 (CR 603.5, 608.2d)."),
    "mtg.may.paid": (
        "{player} pays {cost} for {card}'s optional cost, so what depends on it (\u201cif you do\u201d, \u201cwhen you do\u201d) happens (CR 118.12, 603.12).",
        "{player} จ่าย {cost} เป็นต้นทุนที่เลือกจ่ายได้ของ {card} สิ่งที่ขึ้นกับการจ่ายนี้ (\u201cถ้าทำ\u201d, \u201cเมื่อทำ\u201d) จึงเกิดขึ้น (CR 118.12, 603.12)",
        "{player}이(가) {card}의 선택적 비용 {cost}을(를) 지불하므로 그 지불에 달린 효과(\u201c그렇게 하면\u201d, \u201c그렇게 할 때\u201d)가 일어납니다 (CR 118.12, 603.12)."),
    # "Sacrifice this enchantment. If you do, ..." (118.12: a mandatory cost paid on resolution)
    "mtg.must.paid": (
        "{player} pays {card}'s cost ({cost}) as it resolves, so what depends on it (\u201cif you do\u201d) happens (CR 118.12).",
        "{player} จ่ายต้นทุนของ {card} ({cost}) ขณะที่มัน resolve สิ่งที่ขึ้นกับการจ่ายนี้ (\u201cถ้าทำ\u201d) จึงเกิดขึ้น (CR 118.12)",
        "{player}이(가) {card}이(가) 해결될 때 그 비용({cost})을 지불하므로 그에 달린 효과(\u201c그렇게 하면\u201d)가 일어납니다 (CR 118.12)."),
    "mtg.must.unable": (
        "{player} can't pay {card}'s cost ({cost}): the permanent is no longer on the battlefield under their control, "
        "so what depends on it (\u201cif you do\u201d) does not happen (CR 118.12, 701.21a).",
        "{player} จ่ายต้นทุนของ {card} ({cost}) ไม่ได้ เพราะการ์ดถาวรนั้นไม่ได้อยู่ในสนามภายใต้การควบคุมของเขาแล้ว "
        "สิ่งที่ขึ้นกับการจ่ายนี้ (\u201cถ้าทำ\u201d) จึงไม่เกิดขึ้น (CR 118.12, 701.21a)",
        "{player}은(는) {card}의 비용({cost})을 지불할 수 없습니다. 그 지속물이 더 이상 자신의 조종 아래 전장에 있지 않으므로 "
        "그에 달린 효과(\u201c그렇게 하면\u201d)는 일어나지 않습니다 (CR 118.12, 701.21a)."),
    "mtg.does.must_sacrifice": ("sacrifices it; if you do: {effects}", "สังเวยมัน ถ้าทำ: {effects}",
                                "그것을 희생합니다. 그렇게 하면: {effects}"),
    "mtg.may.cost_life": ("{n} life", "{n} หน่วยชีวิต", "생명점 {n}점"),
    "mtg.may.cost_sacrifice": ("sacrificing it", "สังเวยมัน", "그것을 희생하기"),
    "mtg.may.cost_discard": ("discarding {n} card(s)", "ทิ้งการ์ด {n} ใบ", "카드 {n}장 버리기"),
    "mtg.illegal.may_choice": (
        "The answer to {card}'s optional action (\u201cyou may\u201d) must be \"yes\" or \"no\", not {choice} (CR 608.2d).",
        "คำตอบของการกระทำที่เลือกทำได้ของ {card} ต้องเป็นทำหรือไม่ทำ ไม่ใช่ {choice} (CR 608.2d)",
        "{card}의 선택적 행동(\u201c~할 수 있다\u201d)에 대한 답은 {choice}이(가) 아니라 \u201c한다\u201d 또는 \u201c하지 않는다\u201d여야 합니다 (CR 608.2d)."),
    "mtg.illegal.may_cannot_pay": (
        "{player} chose to take {card}'s optional action but can't pay its cost ({cost}); a cost that can't be "
        "paid can't be chosen (CR 118.3, 119.4).",
        "{player} เลือกทำการกระทำที่เลือกทำได้ของ {card} แต่จ่ายต้นทุน ({cost}) ไม่ได้ ต้นทุนที่จ่ายไม่ได้จะเลือกจ่ายไม่ได้ "
        "(CR 118.3, 119.4)",
        "{player}이(가) {card}의 선택적 행동을 선택했지만 그 비용({cost})을 지불할 수 없습니다. 지불할 수 없는 비용은 "
        "선택할 수 없습니다 (CR 118.3, 119.4)."),
    "mtg.trigger.reflexive": (
        "{card}: a reflexive triggered ability (\u201cwhen you do\u201d) triggers; it goes on the stack the next time a "
        "player would receive priority, with its targets chosen then (CR 603.12, 603.3d).",
        "{card}: ความสามารถทริกเกอร์แบบสะท้อน (\u201cเมื่อคุณทำ\u201d) ทริกเกอร์ และขึ้น stack ในครั้งถัดไปที่ผู้เล่น"
        "จะได้ priority โดยเลือกเป้าหมายตอนนั้น (CR 603.12, 603.3d)",
        "{card}: 반사 격발 능력(\u201c그렇게 할 때\u201d)이 격발합니다. 다음에 플레이어가 우선권을 받을 때 스택에 올라가며, "
        "그때 목표를 정합니다 (CR 603.12, 603.3d)."),
    # "<effects> unless <player> pays {M}" (118.12a; judge/mtg/optional.py _do_unless)
    "mtg.unless_pay.default_pay": (
        "No choice was given, so by default {player} pays {cost} for {card} (\u201cunless ... pays\u201d) because they "
        "can; give \"choose\": \"pay\" or \"decline\" on the action that resolves it (CR 118.12a).",
        "ไม่ได้ระบุตัวเลือก ค่าเริ่มต้นคือ {player} จ่าย {cost} ให้ {card} (\u201cเว้นแต่จะจ่าย\u201d) เพราะจ่ายได้ "
        "ระบุตัวเลือก (จ่ายหรือไม่จ่าย) ในแอ็กชันที่ทำให้มัน resolve ได้ (CR 118.12a)",
        "선택이 주어지지 않았으므로 기본값으로 {player}이(가) {card}에 대해 {cost}을(를) 지불합니다(지불할 수 있으므로, "
        "\u201c~하지 않으면\u201d). 해결하는 행동에서 지불할지 말지를 선택할 수 있습니다 (CR 118.12a)."),
    "mtg.unless_pay.paid": (
        "{player} pays {cost}, so {card}'s effect (\u201cunless ... pays\u201d) doesn't happen (CR 118.12a).",
        "{player} จ่าย {cost} ผลของ {card} (\u201cเว้นแต่จะจ่าย\u201d) จึงไม่เกิดขึ้น (CR 118.12a)",
        "{player}이(가) {cost}을(를) 지불하므로 {card}의 효과(\u201c~하지 않으면\u201d)는 일어나지 않습니다 (CR 118.12a)."),
    "mtg.unless_pay.not_paid": (
        "{player} doesn't pay {cost}, so {card}'s effect happens (CR 118.12a).",
        "{player} ไม่จ่าย {cost} ผลของ {card} จึงเกิดขึ้น (CR 118.12a)",
        "{player}이(가) {cost}을(를) 지불하지 않으므로 {card}의 효과가 일어납니다 (CR 118.12a)."),
    "mtg.unless_pay.cannot_pay": (
        "{player} can't pay {cost}, so {card}'s effect happens (CR 118.3, 118.12a).",
        "{player} จ่าย {cost} ไม่ได้ ผลของ {card} จึงเกิดขึ้น (CR 118.3, 118.12a)",
        "{player}은(는) {cost}을(를) 지불할 수 없으므로 {card}의 효과가 일어납니다 (CR 118.3, 118.12a)."),
    "mtg.illegal.unless_choice": (
        "The answer to {card}'s \u201cunless ... pays\u201d must be \"pay\" or \"decline\", not {choice} (CR 118.12a).",
        "คำตอบของ \u201cเว้นแต่จะจ่าย\u201d ของ {card} ต้องเป็นจ่ายหรือไม่จ่าย ไม่ใช่ {choice} (CR 118.12a)",
        "{card}의 \u201c~하지 않으면\u201d에 대한 답은 {choice}이(가) 아니라 \u201c지불한다\u201d 또는 \u201c지불하지 않는다\u201d여야 합니다 (CR 118.12a)."),
    "mtg.illegal.unless_cannot_pay": (
        "{player} chose to pay {cost} for {card} but can't; a cost that can't be paid can't be chosen (CR 118.3).",
        "{player} เลือกจ่าย {cost} ให้ {card} แต่จ่ายไม่ได้ ต้นทุนที่จ่ายไม่ได้จะเลือกจ่ายไม่ได้ (CR 118.3)",
        "{player}이(가) {card}에 대해 {cost}을(를) 지불하기로 했지만 지불할 수 없습니다. 지불할 수 없는 비용은 선택할 수 없습니다 (CR 118.3)."),
    "mtg.does.unless_you_pay": ("unless you pay {cost}: {effects}", "ถ้าคุณไม่จ่าย {cost}: {effects}",
                                "당신이 {cost}을(를) 지불하지 않으면: {effects}"),
    "mtg.does.unless_pay": ("unless {who} pays {cost}: {effects}", "ถ้า{who}ไม่จ่าย {cost}: {effects}",
                            "{who}이(가) {cost}을(를) 지불하지 않으면: {effects}"),
    # "<X>. If <condition>, <Y> instead." (608.2c; judge/mtg/optional.py _do_instead)
    "mtg.instead.true": (
        "{card}: the condition ({cond}) is true, so the effect that says \u201cinstead\u201d happens in place of the "
        "one before it (CR 608.2c).",
        "{card}: เงื่อนไข ({cond}) เป็นจริง ผลที่เขียนว่า \u201cแทน\u201d จึงเกิดขึ้นแทนผลก่อนหน้า (CR 608.2c)",
        "{card}: 조건({cond})이 참이므로 \u201c대신\u201d이라고 적힌 효과가 그 앞의 효과 대신 일어납니다 (CR 608.2c)."),
    "mtg.instead.true_why": (
        "{card}: the condition ({cond}) is true ({why}), so the effect that says \u201cinstead\u201d happens in place of "
        "the one before it (CR 608.2c).",
        "{card}: เงื่อนไข ({cond}) เป็นจริง ({why}) ผลที่เขียนว่า \u201cแทน\u201d จึงเกิดขึ้นแทนผลก่อนหน้า (CR 608.2c)",
        "{card}: 조건({cond})이 참이므로({why}) \u201c대신\u201d이라고 적힌 효과가 그 앞의 효과 대신 일어납니다 (CR 608.2c)."),
    "mtg.instead.false": (
        "{card}: the condition ({cond}) is false, so the first effect happens, not the one that says "
        "\u201cinstead\u201d (CR 608.2c).",
        "{card}: เงื่อนไข ({cond}) ไม่เป็นจริง ผลแรกจึงเกิดขึ้น ไม่ใช่ผลที่เขียนว่า \u201cแทน\u201d (CR 608.2c)",
        "{card}: 조건({cond})이 거짓이므로 \u201c대신\u201d이라고 적힌 효과가 아니라 처음 효과가 일어납니다 (CR 608.2c)."),
    "mtg.instead.false_why": (
        "{card}: the condition ({cond}) is false ({why}), so the first effect happens, not the one that says "
        "\u201cinstead\u201d (CR 608.2c).",
        "{card}: เงื่อนไข ({cond}) ไม่เป็นจริง ({why}) ผลแรกจึงเกิดขึ้น ไม่ใช่ผลที่เขียนว่า \u201cแทน\u201d (CR 608.2c)",
        "{card}: 조건({cond})이 거짓이므로({why}) \u201c대신\u201d이라고 적힌 효과가 아니라 처음 효과가 일어납니다 (CR 608.2c)."),
    "mtg.does.instead": ("{otherwise}; if {cond}, instead: {effects}", "{otherwise} แต่ถ้า{cond} จะเป็น: {effects} แทน",
                         "{otherwise}. 조건({cond})을 만족하면 대신: {effects}"),
    # Coven, Formidable, "an opponent controls more lands than you" (judge/mtg/conditions.py)
    "mtg.cond.powers": ("you control {n} or more creatures with different powers",
                        "คุณควบคุมครีเจอร์ที่มีพลังต่างกันอย่างน้อย {n} ตัว",
                        "당신이 공격력이 서로 다른 생물을 {n}개 이상 조종한다"),
    "mtg.cond.total_power": ("creatures you control have total power {n} or greater",
                             "ครีเจอร์ที่คุณควบคุมมีพลังรวมกันอย่างน้อย {n}",
                             "당신이 조종하는 생물들의 공격력 합이 {n} 이상이다"),
    "mtg.cond.more_lands": ("an opponent controls more lands than you", "คู่ต่อสู้คนหนึ่งควบคุมแลนด์มากกว่าคุณ",
                            "상대 한 명이 당신보다 대지를 더 많이 조종한다"),
    "mtg.why.powers": ("{player}'s creatures have {n} different power(s): {powers}; CR 613.4",
                       "ครีเจอร์ของ {player} มีพลังต่างกัน {n} ค่า: {powers} ตาม CR 613.4",
                       "{player}의 생물들은 서로 다른 공격력 {n}가지를 가집니다: {powers}, CR 613.4"),
    "mtg.why.total_power": ("the total power of {player}'s creatures is {n}; CR 107.1b",
                            "พลังรวมของครีเจอร์ของ {player} คือ {n} ตาม CR 107.1b",
                            "{player}의 생물들의 공격력 합은 {n}입니다, CR 107.1b"),
    "mtg.why.more_lands": ("{player} controls {n} land(s); the opponent with the most controls {m}",
                           "{player} ควบคุมแลนด์ {n} ใบ คู่ต่อสู้ที่มีมากที่สุดควบคุม {m} ใบ",
                           "{player}은(는) 대지 {n}개를 조종하고, 가장 많은 상대는 {m}개를 조종합니다"),
    # "If it's a Spirit, ..." about the one target (judge/mtg/conditions.py _check_target, 608.2c)
    "mtg.cond.target_is": ("the target is a {word}", "เป้าหมายเป็น {word}", "목표가 {word}이다"),
    "mtg.why.target_is": ("{card} is {word} now", "ตอนนี้ {card} เป็น {word}", "{card}은(는) 지금 {word}입니다"),
    "mtg.why.target_is_not": ("{card} is not {word} now", "ตอนนี้ {card} ไม่ได้เป็น {word}",
                              "{card}은(는) 지금 {word}이(가) 아닙니다"),
    # "If its mana value was N or less, ..." (608.2h: the target as it last existed if an effect moved it)
    "mtg.cond.target_mv": ("the target's mana value was {n} or less", "ต้นทุนมานารวมของเป้าหมายเป็น {n} หรือน้อยกว่า",
                           "목표의 마나 값이 {n} 이하였다"),
    "mtg.why.target_mv": ("{card}'s mana value is {mv}", "ต้นทุนมานารวมของ {card} คือ {mv}", "{card}의 마나 값은 {mv}입니다"),
    "mtg.why.target_mv_lki": ("{card}'s mana value was {mv} as it last existed on the battlefield, CR 608.2h",
                              "ต้นทุนมานารวมของ {card} เมื่ออยู่ในสนามครั้งสุดท้ายคือ {mv} ตาม CR 608.2h",
                              "{card}이(가) 마지막으로 전장에 있었을 때의 마나 값은 {mv}였습니다, CR 608.2h"),
    "mtg.why.target_gone": ("the target is no longer on the battlefield", "เป้าหมายไม่อยู่ในสนามแล้ว",
                            "목표가 더 이상 전장에 없습니다"),
    # what a compiled line does (judge/mtg/oracle/describe.py)
    "mtg.does.may": ("you may: {effects}", "คุณเลือกได้ว่าจะ: {effects}", "당신은 다음을 할 수 있습니다: {effects}"),
    "mtg.does.may_pay": ("you may pay {cost}; if you do: {effects}", "คุณเลือกจ่าย {cost} ได้ ถ้าจ่าย: {effects}",
                         "당신은 {cost}을(를) 지불할 수 있습니다. 그렇게 하면: {effects}"),
    "mtg.does.reflexive": ("a reflexive triggered ability triggers; when it resolves, it: {effects}",
                           "ความสามารถทริกเกอร์แบบสะท้อนทริกเกอร์ และเมื่อ resolve จะ: {effects}",
                           "반사 격발 능력이 격발하고, 그 능력이 해결될 때: {effects}"),
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _M.items()})

# keyword names (judge/mtg/keywords.py kwmsg): Thai keeps keywords in English (docs/terminology.md)
register({
    "mtg.kw.devoid": {"en": "devoid", "th": "Devoid", "ko": "결여"},
    "mtg.kw.changeling": {"en": "changeling", "th": "Changeling", "ko": "체인질링"},
    "mtg.kw.daybound": {"en": "daybound", "th": "Daybound", "ko": "낮 종속"},
    "mtg.kw.nightbound": {"en": "nightbound", "th": "Nightbound", "ko": "밤 종속"},
})
