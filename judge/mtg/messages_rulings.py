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

register(_E)
