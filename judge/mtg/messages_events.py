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
    # --- a player's actions (701.21a, 701.22d, 701.25d, 603.2c, 700.13) ---
    "mtg.trigger.sacrificed": (
        "{player} sacrifices {other}, so {card}'s ability triggers: \"{text}\" (it sees {other} as it last existed "
        "on the battlefield, CR 701.21a, 603.10a).",
        "{player}สังเวย {other} ความสามารถของ {card} จึงทริกเกอร์: \"{text}\" (ดู {other} ตามสภาพล่าสุดที่อยู่ในสนาม "
        "CR 701.21a, 603.10a)",
        "{player}이(가) {other}을(를) 희생하여 {card}의 능력이 격발됩니다: \"{text}\" (전장에 마지막으로 있던 상태의 "
        "{other}을(를) 봅니다, CR 701.21a, 603.10a)."),
    "mtg.trigger.scry": (
        "{player} has scried, so {card}'s ability triggers after the scry: \"{text}\" (scry 0 would not, CR 701.22b, 701.22d).",
        "{player}ใช้ Scry แล้ว ความสามารถของ {card} จึงทริกเกอร์หลังการ Scry: \"{text}\" (Scry 0 จะไม่ทริกเกอร์ "
        "CR 701.22b, 701.22d)",
        "{player}이(가) 점술을 했으므로 점술 후에 {card}의 능력이 격발됩니다: \"{text}\" (점술 0은 격발시키지 않습니다, "
        "CR 701.22b, 701.22d)."),
    "mtg.trigger.surveil": (
        "{player} has surveilled, so {card}'s ability triggers after the surveil: \"{text}\" (surveil 0 would not, "
        "CR 701.25c, 701.25d).",
        "{player}ใช้ Surveil แล้ว ความสามารถของ {card} จึงทริกเกอร์หลังการ Surveil: \"{text}\" (Surveil 0 จะไม่ทริกเกอร์ "
        "CR 701.25c, 701.25d)",
        "{player}이(가) 감시를 했으므로 감시 후에 {card}의 능력이 격발됩니다: \"{text}\" (감시 0은 격발시키지 않습니다, "
        "CR 701.25c, 701.25d)."),
    "mtg.trigger.discard_batch": (
        "{player} discards, so {card}'s ability triggers once for the cards discarded together: \"{text}\" (CR 603.2c).",
        "{player}ทิ้งการ์ด ความสามารถของ {card} จึงทริกเกอร์ครั้งเดียวสำหรับการ์ดที่ทิ้งพร้อมกัน: \"{text}\" (CR 603.2c)",
        "{player}이(가) 카드를 버렸으므로 함께 버린 카드들에 대해 {card}의 능력이 한 번 격발됩니다: \"{text}\" (CR 603.2c)."),
    "mtg.trigger.crime": (
        "{player} commits a crime (a spell or ability of theirs targets an opponent, something an opponent controls or a "
        "card in an opponent's graveyard), so {card}'s ability triggers: \"{text}\" (CR 700.13).",
        "{player}ก่ออาชญากรรม (สเปลล์หรือความสามารถของผู้เล่นนั้นมีเป้าหมายเป็นคู่ต่อสู้ สิ่งที่คู่ต่อสู้ควบคุม หรือการ์ดใน "
        "graveyard ของคู่ต่อสู้) ความสามารถของ {card} จึงทริกเกอร์: \"{text}\" (CR 700.13)",
        "{player}이(가) 범죄를 저질렀으므로(그 플레이어의 주문이나 능력이 상대, 상대가 조종하는 것, 또는 상대의 무덤에 있는 "
        "카드를 목표로 정함) {card}의 능력이 격발됩니다: \"{text}\" (CR 700.13)."),
    "mtg.trigger.once_done": (
        "{card}'s ability \"{text}\" has already triggered this turn, and it triggers only once each turn: it does not "
        "trigger again (CR 603.2).",
        "ความสามารถของ {card} \"{text}\" ทริกเกอร์ไปแล้วในเทิร์นนี้ และทริกเกอร์ได้เพียงครั้งเดียวต่อเทิร์น จึงไม่ทริกเกอร์อีก "
        "(CR 603.2)",
        "{card}의 능력 \"{text}\"은(는) 이번 턴에 이미 격발했고 한 턴에 한 번만 격발하므로 다시 격발하지 않습니다 (CR 603.2)."),
    "mtg.trigger.to_graveyard": (
        "{other} is put into a graveyard from the battlefield, so {card}'s ability triggers: \"{text}\" (it looks back "
        "at {other} as it last existed on the battlefield, CR 603.10a).",
        "{other} ถูกนำจากสนามเข้า graveyard ความสามารถของ {card} จึงทริกเกอร์: \"{text}\" (ดู {other} ตามสภาพล่าสุดที่อยู่ในสนาม "
        "CR 603.10a)",
        "{other}이(가) 전장에서 무덤으로 갔으므로 {card}의 능력이 격발됩니다: \"{text}\" (전장에 마지막으로 있던 상태의 "
        "{other}을(를) 봅니다, CR 603.10a)."),
    "mtg.trigger.creature_becomes_blocked": (
        "{other} becomes blocked, so {card}'s ability triggers once for it: \"{text}\" (CR 509.3c).",
        "{other} ถูกป้องกัน ความสามารถของ {card} จึงทริกเกอร์หนึ่งครั้งสำหรับครีเจอร์ตัวนั้น: \"{text}\" (CR 509.3c)",
        "{other}이(가) 방어당했으므로 그 생물에 대해 {card}의 능력이 한 번 격발됩니다: \"{text}\" (CR 509.3c)."),
    "mtg.trigger.damaged_by_self_dies": (
        "{other} dies, and {card} dealt damage to it this turn, so {card}'s ability triggers: \"{text}\" (CR 603.10a).",
        "{other} ตาย และ {card} สร้างดาเมจให้มันในเทิร์นนี้ ความสามารถของ {card} จึงทริกเกอร์: \"{text}\" (CR 603.10a)",
        "{other}이(가) 죽었고 {card}이(가) 이번 턴에 그것에게 피해를 입혔으므로 {card}의 능력이 격발됩니다: \"{text}\" (CR 603.10a)."),

    "mtg.trigger.control_none": (
        "The game state {card}'s ability names is true now, so it triggers: \"{text}\" (a state trigger: it does not "
        "trigger again until it has left the stack, CR 603.8).",
        "สถานะของเกมที่ความสามารถของ {card} ระบุไว้เป็นจริงแล้ว จึงทริกเกอร์: \"{text}\" (ทริกเกอร์จากสถานะ: "
        "จะไม่ทริกเกอร์ซ้ำจนกว่าจะออกจาก stack ไปแล้ว CR 603.8)",
        "{card}의 능력이 말하는 게임 상태가 이제 참이므로 격발됩니다: \"{text}\" (상태 격발: 스택을 떠나기 전에는 "
        "다시 격발하지 않습니다, CR 603.8)."),
    "mtg.trigger.damage_to_you": (
        "{source} deals damage to {player}, so {card}'s ability triggers: \"{text}\" (CR 120.3).",
        "{source} สร้างดาเมจให้{player} ความสามารถของ {card} จึงทริกเกอร์: \"{text}\" (CR 120.3)",
        "{source}이(가) {player}에게 피해를 입혔으므로 {card}의 능력이 격발됩니다: \"{text}\" (CR 120.3)."),
    "mtg.trigger.attached_becomes_tapped": (
        "{other} becomes tapped, so {card}'s ability (of the permanent it is attached to) triggers: \"{text}\" (CR 603.2e).",
        "{other} ถูกแท็ป ความสามารถของ {card} (เกี่ยวกับการ์ดถาวรที่มันติดอยู่) จึงทริกเกอร์: \"{text}\" (CR 603.2e)",
        "{other}이(가) 탭되었으므로 (그것이 부착된 지속물에 대한) {card}의 능력이 격발됩니다: \"{text}\" (CR 603.2e)."),
    "mtg.trigger.attached_becomes_untapped": (
        "{other} becomes untapped, so {card}'s ability (of the permanent it is attached to) triggers: \"{text}\" (CR 603.2e).",
        "{other} ถูกคลายแท็ป ความสามารถของ {card} (เกี่ยวกับการ์ดถาวรที่มันติดอยู่) จึงทริกเกอร์: \"{text}\" (CR 603.2e)",
        "{other}이(가) 언탭되었으므로 (그것이 부착된 지속물에 대한) {card}의 능력이 격발됩니다: \"{text}\" (CR 603.2e)."),
    "mtg.trigger.attached_dealt_damage": (
        "{other} is dealt damage, so {card}'s ability triggers once for the damage dealt to it at the same time: "
        "\"{text}\" (CR 603.2c).",
        "{other} ได้รับดาเมจ ความสามารถของ {card} จึงทริกเกอร์ครั้งเดียวสำหรับดาเมจที่ได้รับพร้อมกัน: \"{text}\" (CR 603.2c)",
        "{other}이(가) 피해를 받았으므로 동시에 받은 피해에 대해 {card}의 능력이 한 번 격발됩니다: \"{text}\" (CR 603.2c)."),
    # --- what a compiled line does (describe.py) ---
    "mtg.does.trigger_once": ("{inner} Only the first time each turn: once it has triggered this turn, it does not "
                              "trigger again until the next turn (a new object may, CR 400.7).",
                              "{inner} เฉพาะครั้งแรกในแต่ละเทิร์น: เมื่อทริกเกอร์ไปแล้วในเทิร์นนี้ จะไม่ทริกเกอร์อีกจนถึงเทิร์นถัดไป "
                              "(วัตถุใหม่ทริกเกอร์ได้ CR 400.7)",
                              "{inner} 턴마다 처음 한 번만: 이번 턴에 격발했다면 다음 턴까지 다시 격발하지 않습니다 "
                              "(새 개체는 다시 격발할 수 있습니다, CR 400.7)."),
    "mtg.does.damage_that_much": ("deals that much damage (the damage of the trigger event) to {to}",
                                  "สร้างดาเมจให้ {to} เท่ากับดาเมจของเหตุการณ์ทริกเกอร์",
                                  "{to}에게 격발 사건의 피해와 같은 양의 피해를 입힙니다"),
    "mtg.does.gain_life_that_much": ("{who} gains that much life (the amount of the trigger event: the damage dealt, or the life lost or gained)",
                                     "{who} ได้รับชีวิตเท่ากับจำนวนของเหตุการณ์ทริกเกอร์ (ดาเมจที่สร้าง หรือหน่วยชีวิตที่เสียไปหรือได้รับ)",
                                     "{who}이(가) 격발 사건의 양(입힌 피해, 또는 잃거나 얻은 생명점)과 같은 양의 생명점을 얻습니다"),
    "mtg.does.gain_life_that_much_you": ("you gain that much life (the amount of the trigger event: the damage dealt, or the life lost or gained)",
                                         "คุณได้รับชีวิตเท่ากับจำนวนของเหตุการณ์ทริกเกอร์ (ดาเมจที่สร้าง หรือหน่วยชีวิตที่เสียไปหรือได้รับ)",
                                         "당신은 격발 사건의 양(입힌 피해, 또는 잃거나 얻은 생명점)과 같은 양의 생명점을 얻습니다"),
    "mtg.does.lose_life_that_much": ("{who} loses that much life (the amount of the trigger event: the damage dealt, or the life lost or gained)",
                                     "{who} เสียหน่วยชีวิตเท่ากับจำนวนของเหตุการณ์ทริกเกอร์ (ดาเมจที่สร้าง หรือหน่วยชีวิตที่เสียไปหรือได้รับ)",
                                     "{who}이(가) 격발 사건의 양(입힌 피해, 또는 잃거나 얻은 생명점)과 같은 양의 생명점을 잃습니다"),
    "mtg.does.lose_life_that_much_you": ("you lose that much life (the amount of the trigger event: the damage dealt, or the life lost or gained)",
                                         "คุณเสียหน่วยชีวิตเท่ากับจำนวนของเหตุการณ์ทริกเกอร์ (ดาเมจที่สร้าง หรือหน่วยชีวิตที่เสียไปหรือได้รับ)",
                                         "당신은 격발 사건의 양(입힌 피해, 또는 잃거나 얻은 생명점)과 같은 양의 생명점을 잃습니다"),
}

register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
