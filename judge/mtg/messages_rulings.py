"""Explanation texts of issue 22's rulings (a block of its own, registered beside messages.py)."""
from judge.engine.messages import register

_E: dict[str, dict[str, str]] = {}


def K(key, en, th, ko):
    _E[key] = {"en": en, "th": th, "ko": ko}


I = "mtg.illegal."
K(I + "assign.pw_controller",
  "{card} has trample but not trample over planeswalkers: its damage goes among its blockers and {planeswalker}, which it attacks, never to {player} (CR 702.19b).",
  "{card} มี Trample แต่ไม่มี Trample over planeswalkers ดาเมจจึงแบ่งได้แค่ระหว่างตัวที่ป้องกันกับ {planeswalker} ที่มันโจมตี ส่งให้ {player} ไม่ได้ (CR 702.19b)",
  "{card}은(는) 돌진은 있지만 플레인즈워커 너머로 돌진은 없으므로, 피해는 방어자와 공격 중인 {planeswalker} 사이에만 배정할 수 있고 {player}에게는 배정할 수 없습니다 (CR 702.19b).")
K(I + "assign.pw_loyalty",
  "With trample over planeswalkers, {card} must assign {planeswalker} damage at least equal to its loyalty ({loyalty}) before any goes to {player} (CR 702.19c).",
  "เมื่อมี Trample over planeswalkers {card} ต้องกำหนดดาเมจให้ {planeswalker} อย่างน้อยเท่ากับ loyalty ของมัน ({loyalty}) ก่อน จึงจะส่งส่วนที่เหลือให้ {player} ได้ (CR 702.19c)",
  "플레인즈워커 너머로 돌진이 있어도 {card}은(는) {player}에게 배정하기 전에 {planeswalker}에게 충성도({loyalty}) 이상의 피해를 먼저 배정해야 합니다 (CR 702.19c).")
K(I + "mulligan_limit",
  "{player} has taken {n} mulligans and the opening hand would be zero cards: no further mulligan can be taken (CR 103.5).",
  "{player} มัลลิแกนไปแล้ว {n} ครั้งและมือเริ่มต้นจะเหลือศูนย์ใบ จึงมัลลิแกนต่อไม่ได้อีก (CR 103.5)",
  "{player}은(는) 멀리건을 {n}번 했고 시작 손이 0장이 되므로 더 이상 멀리건할 수 없습니다 (CR 103.5).")
K("mtg.sba.cant_lose_team",
  "{player} would lose the game (CR {why}), but their teammate {teammate} controls {card}, which says they can't lose the game: in Two-Headed Giant that player's team can't lose (CR 810.8a).",
  "{player} จะแพ้เกม (CR {why}) แต่ {teammate} เพื่อนร่วมทีมควบคุม {card} ที่บอกว่าแพ้เกมไม่ได้ ใน Two-Headed Giant ทีมของผู้เล่นนั้นจึงแพ้ไม่ได้ (CR 810.8a)",
  "{player}은(는) 게임에서 패배해야 하지만(CR {why}) 같은 팀의 {teammate}이(가) '게임에서 패배할 수 없다'고 쓰인 {card}을(를) 조종하고 있습니다. 투헤드 자이언트에서는 그 플레이어의 팀이 패배할 수 없습니다 (CR 810.8a).")
K(I + "not_your_zone",
  "{card} is in {owner}'s {zone}; no rule or effect allows {player} to cast it from there (CR 601.3).",
  "{card} อยู่ใน{zone}ของ {owner} ไม่มีกฎหรือผลใดที่ให้ {player} ร่ายมันจากที่นั่นได้ (CR 601.3)",
  "{card}은(는) {owner}의 {zone}에 있습니다. {player}이(가) 그곳에서 그 카드를 발동할 수 있게 하는 규칙이나 효과가 없습니다 (CR 601.3).")

# --- the layer view (CR 613): one row per continuous effect, in the order the engine applies them ---
L = "mtg.layerview."
K(L + "control", "Control: {player} controls it (CR 613.1b).", "การควบคุม: {player} ควบคุมมัน (CR 613.1b)",
  "조종: {player}이(가) 조종합니다 (CR 613.1b).")
K(L + "types", "Types: becomes {types} in addition to its other types (CR 613.1d).",
  "ประเภท: กลายเป็น {types} เพิ่มจากประเภทเดิม (CR 613.1d)", "유형: 다른 유형에 더해 {types}이(가) 됩니다 (CR 613.1d).")
K(L + "colors", "Colour: becomes {colors} (CR 613.1e).", "สี: กลายเป็น{colors} (CR 613.1e)", "색: {colors}이(가) 됩니다 (CR 613.1e).")
K(L + "lose_abilities", "Abilities: loses all abilities, those granted earlier included (CR 613.1f).",
  "ความสามารถ: เสียความสามารถทั้งหมด รวมถึงที่ได้รับมาก่อนหน้า (CR 613.1f)",
  "능력: 먼저 얻은 능력을 포함해 모든 능력을 잃습니다 (CR 613.1f).")
K(L + "grant", "Abilities: gains {keywords} until end of turn (CR 613.1f).", "ความสามารถ: ได้รับ {keywords} จนจบเทิร์น (CR 613.1f)",
  "능력: 턴 종료까지 {keywords}을(를) 얻습니다 (CR 613.1f).")
K(L + "grant_static", "Abilities: {source} gives it {keywords} (CR 613.1f).", "ความสามารถ: {source} ให้ {keywords} แก่มัน (CR 613.1f)",
  "능력: {source}이(가) {keywords}을(를) 부여합니다 (CR 613.1f).")
K(L + "grant_ability", "Abilities: gains {abilities} until end of turn (CR 613.1f, 113.10).",
  "ความสามารถ: ได้รับ {abilities} จนจบเทิร์น (CR 613.1f, 113.10)",
  "능력: 턴 종료까지 {abilities} 능력을 얻습니다 (CR 613.1f, 113.10).")
K(L + "grant_ability_static", "Abilities: {source} gives it {abilities} while the ability that grants it applies (CR 613.1f, 113.10).",
  "ความสามารถ: {source} ให้ {abilities} แก่มันตราบที่ความสามารถที่ให้นั้นยังมีผล (CR 613.1f, 113.10)",
  "능력: 부여하는 능력이 적용되는 동안 {source}이(가) {abilities} 능력을 부여합니다 (CR 613.1f, 113.10).")
K(L + "grant_ability_static_if", "Abilities: {source} gives it {abilities}; that ability's condition is true now ({cond}; CR 611.3a) (CR 613.1f, 113.10).",
  "ความสามารถ: {source} ให้ {abilities} แก่มัน เงื่อนไขของความสามารถนั้นเป็นจริงตอนนี้ ({cond}; CR 611.3a) (CR 613.1f, 113.10)",
  "능력: {source}이(가) {abilities} 능력을 부여합니다. 그 능력의 조건을 지금 만족합니다 ({cond}; CR 611.3a) (CR 613.1f, 113.10).")
K(L + "effect_stays", "{source}'s effect ({keywords}) is not an ability of this creature, so losing all abilities does not remove it (CR 613.1f).",
  "ผลของ {source} ({keywords}) ไม่ใช่ความสามารถของครีเจอร์นี้ การเสียความสามารถทั้งหมดจึงไม่ลบมัน (CR 613.1f)",
  "{source}의 효과({keywords})는 이 생물의 능력이 아니므로 모든 능력을 잃어도 사라지지 않습니다 (CR 613.1f).")
K(L + "grant_gone", "{source}'s ability that gives {keywords} depends on the effect that makes {source} lose all abilities: it waits until that effect has applied, whatever their timestamps, and then no longer exists, so it gives nothing (CR 613.8a, 613.8b).",
  "ความสามารถของ {source} ที่ให้ {keywords} พึ่งพาผลที่ทำให้ {source} เสียความสามารถทั้งหมด จึงต้องรอจนผลนั้นใช้ก่อนไม่ว่า timestamp จะเป็นอย่างไร แล้วก็ไม่มีอยู่อีก จึงไม่ให้อะไรเลย (CR 613.8a, 613.8b)",
  "{keywords}을(를) 부여하는 {source}의 능력은 {source}이(가) 모든 능력을 잃게 하는 효과에 종속됩니다. 타임스탬프와 관계없이 그 효과가 적용될 때까지 기다린 뒤에는 더 이상 존재하지 않으므로 아무것도 부여하지 않습니다 (CR 613.8a, 613.8b).")
K(L + "depends", "Applied after the effect(s) it depends on: {effects} (CR 613.8b).",
  "ใช้หลังผลที่มันพึ่งพา: {effects} (CR 613.8b)",
  "이 효과가 종속된 효과 다음에 적용됩니다: {effects} (CR 613.8b).")
K(L + "depends_one", "{source} (timestamp {timestamp})", "{source} (timestamp {timestamp})", "{source} (타임스탬프 {timestamp})")
K(L + "copy", "Copy effect: enters as a copy of {card}: takes its copiable values (name, mana cost, colour, types, abilities, power and toughness as printed or as other copy effects made them), not counters, damage or other effects (CR 707.2, 613.2a).",
  "ผลการคัดลอก: เข้าสนามเป็นสำเนาของ {card} โดยรับค่าที่คัดลอกได้ (ชื่อ ต้นทุนมานา สี ประเภท ความสามารถ พลังและความอึด ตามที่พิมพ์ไว้หรือตามที่ผลการคัดลอกอื่นเปลี่ยนไว้) ไม่รวมเคาน์เตอร์ ดาเมจ หรือผลอื่น (CR 707.2, 613.2a)",
  "복사 효과: {card}의 복사본으로 전장에 들어옵니다. 복사 가능한 값(인쇄된 값 또는 다른 복사 효과가 바꾼 값: 이름, 마나 비용, 색, 유형, 능력, 공격력과 방어력)을 얻으며 카운터, 피해, 다른 효과는 복사하지 않습니다 (CR 707.2, 613.2a).")
K(L + "copy_except", "Exception to the copy effect: {what} (CR 707.9b).", "ข้อยกเว้นของผลการคัดลอก: {what} (CR 707.9b)",
  "복사 효과의 예외: {what} (CR 707.9b).")
K("mtg.layer.dependency_gone", "{card}'s abilities that give {keywords} to other permanents depend on this effect (it ends their existence), so they apply after it, whatever their timestamps: they give nothing now (CR 613.8a, 613.8b).",
  "ความสามารถของ {card} ที่ให้ {keywords} แก่การ์ดถาวรอื่นพึ่งพาผลนี้ (ผลนี้ทำให้มันไม่มีอยู่) จึงใช้หลังผลนี้ไม่ว่า timestamp จะเป็นอย่างไร ตอนนี้จึงไม่ให้อะไรเลย (CR 613.8a, 613.8b)",
  "다른 지속물에 {keywords}을(를) 부여하는 {card}의 능력은 이 효과에 종속되므로(이 효과가 그 능력을 없앱니다) 타임스탬프와 관계없이 이 효과 다음에 적용되어, 이제 아무것도 부여하지 않습니다 (CR 613.8a, 613.8b).")
K("mtg.copy.enters_as", "{source} enters the battlefield as a copy of {card}: it becomes the copy as it enters, with the copiable values of {card} (its printed values, as other copy effects set them), not its counters, damage, status or other effects; the copy's own enters abilities trigger (CR 707.5, 707.2).",
  "{source} เข้าสนามเป็นสำเนาของ {card} โดยกลายเป็นสำเนาขณะเข้าสนาม รับค่าที่คัดลอกได้ของ {card} (ค่าที่พิมพ์ไว้ ซึ่งผลการคัดลอกอื่นอาจเปลี่ยนไว้) ไม่รวมเคาน์เตอร์ ดาเมจ สถานะ หรือผลอื่น และความสามารถเมื่อเข้าสนามของสำเนาจะทริกเกอร์ (CR 707.5, 707.2)",
  "{source}은(는) {card}의 복사본으로 전장에 들어옵니다. 들어오면서 바로 복사본이 되며, {card}의 복사 가능한 값(인쇄된 값에 다른 복사 효과를 반영한 값)을 얻고 카운터, 피해, 상태, 다른 효과는 복사하지 않습니다. 복사본이 가진 '전장에 들어올 때' 격발 능력도 격발합니다 (CR 707.5, 707.2).")
K("mtg.copy.enters_declined", "{card}'s controller chooses not to have it enter as a copy: it enters as itself (CR 707.5).",
  "ผู้ควบคุม {card} เลือกไม่ให้มันเข้าสนามเป็นสำเนา มันจึงเข้าสนามเป็นตัวมันเอง (CR 707.5)",
  "{card}의 조종자는 그것을 복사본으로 들어오게 하지 않기로 합니다. 그것은 원래 모습으로 들어옵니다 (CR 707.5).")
K("mtg.copy.enters_nothing", "There is no {word} on the battlefield to copy: {card} enters as itself (CR 707.5).",
  "ไม่มี{word}บนสนามให้คัดลอก {card} จึงเข้าสนามเป็นตัวมันเอง (CR 707.5)",
  "복사할 {word}이(가) 전장에 없으므로 {card}은(는) 원래 모습으로 들어옵니다 (CR 707.5).")
K("mtg.illegal.copy_choice", "{card} can enter as a copy of a {word} on the battlefield only; {choice} is not one (CR 707.5).",
  "{card} เข้าสนามเป็นสำเนาได้เฉพาะ{word}บนสนาม แต่ {choice} ไม่ใช่ (CR 707.5)",
  "{card}은(는) 전장에 있는 {word}의 복사본으로만 들어올 수 있으며, {choice}은(는) 그렇지 않습니다 (CR 707.5).")
K(L + "copy_types", "it is also {types}", "มันเป็น {types} ด้วย", "{types}이기도 합니다")
K(L + "copy_pt", "it is {power}/{toughness}", "มันเป็น {power}/{toughness}", "{power}/{toughness}입니다")
K(L + "printed", "Printed power and toughness: {power}/{toughness} (CR 613.4a).", "พลังและความอึดที่พิมพ์ไว้: {power}/{toughness} (CR 613.4a)",
  "인쇄된 공격력과 방어력: {power}/{toughness} (CR 613.4a).")
K(L + "set_pt", "Sets power and toughness to {power}/{toughness} (CR 613.4b).", "กำหนดพลังและความอึดเป็น {power}/{toughness} (CR 613.4b)",
  "공격력과 방어력을 {power}/{toughness}(으)로 정합니다 (CR 613.4b).")
K(L + "pump", "{dp:+}/{dt:+} until end of turn (CR 613.4c).", "{dp:+}/{dt:+} จนจบเทิร์น (CR 613.4c)", "턴 종료까지 {dp:+}/{dt:+} (CR 613.4c).")
K(L + "counters", "Counters: {plus} +1/+1 and {minus} -1/-1 (CR 613.4c).", "เคาน์เตอร์: +1/+1 {plus} อัน และ -1/-1 {minus} อัน (CR 613.4c)",
  "카운터: +1/+1 카운터 {plus}개, -1/-1 카운터 {minus}개 (CR 613.4c).")
K(L + "static_pt", "{source}'s static ability: {dp:+}/{dt:+} (CR 613.4c).", "ความสามารถแบบ static ของ {source}: {dp:+}/{dt:+} (CR 613.4c)",
  "{source}의 정적 능력: {dp:+}/{dt:+} (CR 613.4c).")
K(L + "switch", "Switches power and toughness (CR 613.4d).", "สลับพลังกับความอึด (CR 613.4d)", "공격력과 방어력을 서로 바꿉니다 (CR 613.4d).")
K("mtg.prevent.source_turn", "{source}: all damage {target} would deal this turn is prevented (CR 615.1a).",
  "{source}: ดาเมจทั้งหมดที่ {target} จะทำในเทิร์นนี้ถูกยับยั้ง (prevent) (CR 615.1a)",
  "{source}: 이번 턴에 {target}이(가) 입힐 모든 피해가 방지됩니다 (CR 615.1a).")
K("mtg.prevent.source_prevented", "The {amount} damage {source} would deal to {target} is prevented (CR 615.1a).",
  "ดาเมจ {amount} ที่ {source} จะทำต่อ {target} ถูกยับยั้ง (prevent) (CR 615.1a)",
  "{source}이(가) {target}에게 입힐 피해 {amount}점이 방지됩니다 (CR 615.1a).")

register(_E)
