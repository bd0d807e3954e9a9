"""Messages of the trigger events added for issue 21 (branch trig2; judge/mtg/turn.py, combat.py,
effects.py, triggers.py): why an ability triggers, naming its CR rule. English, Thai and Korean."""
from judge.engine.messages import register

_D = {
    # --- steps (603.2b) ---
    "mtg.trigger.draw_step": (
        "{player}'s draw step begins, so {card}'s ability triggers: \"{text}\". The draw comes first; the ability "
        "goes on the stack when {player} would receive priority (CR 603.2b, 504.1, 504.2).",
        "Draw Step ของ{player}เริ่มขึ้น ความสามารถของ {card} จึงทริกเกอร์: \"{text}\" การจั่วเกิดขึ้นก่อน "
        "แล้วความสามารถจึงขึ้น stack เมื่อ{player}จะได้รับ priority (CR 603.2b, 504.1, 504.2)",
        "{player}의 카드뽑기단이 시작되어 {card}의 능력이 격발됩니다: \"{text}\". 카드를 먼저 뽑고, "
        "{player}이(가) 우선권을 받을 때 능력이 스택에 올라갑니다 (CR 603.2b, 504.1, 504.2)."),
    "mtg.trigger.end_of_combat": (
        "The end of combat step begins, so {card}'s \"at end of combat\" ability triggers: \"{text}\" (CR 511.2).",
        "สเต็ปจบการต่อสู้เริ่มขึ้น ความสามารถ \"เมื่อจบการต่อสู้\" ของ {card} จึงทริกเกอร์: \"{text}\" (CR 511.2)",
        "전투종료단이 시작되어 {card}의 \"전투 종료 시\" 능력이 격발됩니다: \"{text}\" (CR 511.2)."),
    "mtg.trigger.attached_upkeep": (
        "It is the upkeep of {player}, who controls {other}, the permanent {card} enchants, so its ability "
        "triggers: \"{text}\" (CR 603.2b, 503.1a).",
        "นี่คือ Upkeep Step ของ{player} ผู้ควบคุม {other} การ์ดถาวรที่ {card} ติดอยู่ ความสามารถจึงทริกเกอร์: "
        "\"{text}\" (CR 603.2b, 503.1a)",
        "{card}이(가) 부여된 지속물 {other}을(를) 조종하는 {player}의 유지단이므로 능력이 격발됩니다: "
        "\"{text}\" (CR 603.2b, 503.1a)."),
    # --- attacks (508.1m, 508.3a, 508.3d) ---
    "mtg.trigger.creature_attacks": (
        "{other} is declared as an attacker (attacking {target}), so {card}'s ability triggers: \"{text}\" (CR 508.3a).",
        "{other} ถูกประกาศเป็นผู้โจมตี (โจมตี {target}) ความสามารถของ {card} จึงทริกเกอร์: \"{text}\" (CR 508.3a)",
        "{other}이(가) 공격자로 선언되었으므로({target} 공격) {card}의 능력이 격발됩니다: \"{text}\" (CR 508.3a)."),
    "mtg.trigger.attacks_with_others": (
        "{n} creatures are declared as attackers, {card} among them (it needs at least {min}), so its ability "
        "triggers: \"{text}\" (CR 508.1m).",
        "มีครีเจอร์ถูกประกาศเป็นผู้โจมตี {n} ตัว รวมถึง {card} (ต้องมีอย่างน้อย {min} ตัว) ความสามารถจึงทริกเกอร์: "
        "\"{text}\" (CR 508.1m)",
        "{card}을(를) 포함해 생물 {n}개가 공격자로 선언되었으므로(최소 {min}개 필요) 능력이 격발됩니다: "
        "\"{text}\" (CR 508.1m)."),
    "mtg.trigger.attack_count": (
        "{player} declared {n} of their creatures as attackers (at least {min} are needed), so {card}'s ability "
        "triggers: \"{text}\" (CR 508.3d).",
        "{player}ประกาศครีเจอร์ของตนเป็นผู้โจมตี {n} ตัว (ต้องมีอย่างน้อย {min} ตัว) ความสามารถของ {card} จึงทริกเกอร์: "
        "\"{text}\" (CR 508.3d)",
        "{player}이(가) 자신의 생물 {n}개를 공격자로 선언했으므로(최소 {min}개 필요) {card}의 능력이 격발됩니다: "
        "\"{text}\" (CR 508.3d)."),
    # --- damage (603.2c, 120.3) ---
    "mtg.trigger.deals_damage": (
        "{source} deals damage, so {card}'s ability triggers: \"{text}\". It triggers once for all the damage "
        "{source} deals at the same time, whatever the number of recipients; \"that much\" is that total (CR 603.2c, 120.3).",
        "{source} สร้างดาเมจ ความสามารถของ {card} จึงทริกเกอร์: \"{text}\" ทริกเกอร์ครั้งเดียวสำหรับดาเมจทั้งหมดที่ "
        "{source} สร้างพร้อมกัน ไม่ว่าจะกี่เป้าหมาย และ \"เท่ากับดาเมจนั้น\" คือผลรวมนั้น (CR 603.2c, 120.3)",
        "{source}이(가) 피해를 입혀 {card}의 능력이 격발됩니다: \"{text}\". {source}이(가) 동시에 입힌 피해 전체에 대해 "
        "피해를 받는 것이 몇 개든 한 번 격발하며, \"그만큼\"은 그 합계입니다 (CR 603.2c, 120.3)."),
    # --- what a compiled line does (describe.py): "that much" ---
    "mtg.does.damage_that_much": ("deals that much damage (the damage of the trigger event) to {to}",
                                  "สร้างดาเมจให้ {to} เท่ากับดาเมจของเหตุการณ์ทริกเกอร์",
                                  "{to}에게 격발 사건의 피해와 같은 양의 피해를 입힙니다"),
    "mtg.does.gain_life_that_much": ("{who} gains that much life (the damage of the trigger event)",
                                     "{who} ได้รับชีวิตเท่ากับดาเมจของเหตุการณ์ทริกเกอร์",
                                     "{who}이(가) 격발 사건의 피해와 같은 양의 생명점을 얻습니다"),
    "mtg.does.gain_life_that_much_you": ("you gain that much life (the damage of the trigger event)",
                                         "คุณได้รับชีวิตเท่ากับดาเมจของเหตุการณ์ทริกเกอร์",
                                         "당신은 격발 사건의 피해와 같은 양의 생명점을 얻습니다"),
    "mtg.does.lose_life_that_much": ("{who} loses that much life (the damage of the trigger event)",
                                     "{who} เสียหน่วยชีวิตเท่ากับดาเมจของเหตุการณ์ทริกเกอร์",
                                     "{who}이(가) 격발 사건의 피해와 같은 양의 생명점을 잃습니다"),
    "mtg.does.lose_life_that_much_you": ("you lose that much life (the damage of the trigger event)",
                                         "คุณเสียหน่วยชีวิตเท่ากับดาเมจของเหตุการณ์ทริกเกอร์",
                                         "당신은 격발 사건의 피해와 같은 양의 생명점을 잃습니다"),
}

register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
