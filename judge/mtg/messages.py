"""Explanation texts of the Magic engine, in English, Thai and Korean.

Thai follows seed 000's terms (ครีเจอร์, สนาม, ดาเมจ, สังเวย, เคาน์เตอร์ ...), with the English
word where Thai players use it; Korean uses the official Korean rules terms (생물, 전장, 무덤,
생명점, 상태 참조 행동, 치명타 ...) in the 합니다 style. Every text says why, so a judge can read
it to the players."""
from judge.engine.messages import register

_E: dict[str, dict[str, str]] = {}


def K(key, en, th, ko):
    _E[key] = {"en": en, "th": th, "ko": ko}


# --- names used as parameters ---------------------------------------------------------------
K("mtg.player", "Player {id}", "ผู้เล่น {id}", "플레이어 {id}")
for _s, _en, _th, _ko in [
    ("untap", "untap step", "Untap Step", "언탭단"),
    ("upkeep", "upkeep step", "Upkeep Step", "유지단"),
    ("draw", "draw step", "Draw Step", "카드뽑기단"),
    ("main1", "precombat main phase", "เฟสหลักแรก", "첫 번째 메인 단계"),
    ("beginning_of_combat", "beginning of combat step", "สเต็ปเริ่มต้นการต่อสู้", "전투시작단"),
    ("declare_attackers", "declare attackers step", "สเต็ปประกาศผู้โจมตี", "공격자선언단"),
    ("declare_blockers", "declare blockers step", "สเต็ปประกาศผู้ป้องกัน", "방어자선언단"),
    ("first_strike_damage", "first-strike combat damage step", "สเต็ปดาเมจการต่อสู้ของ First Strike", "선제공격 전투피해단"),
    ("combat_damage", "combat damage step", "สเต็ปดาเมจการต่อสู้", "전투피해단"),
    ("end_of_combat", "end of combat step", "สเต็ปจบการต่อสู้", "전투종료단"),
    ("main2", "postcombat main phase", "เฟสหลักที่สอง", "두 번째 메인 단계"),
    ("end", "end step", "End Step", "종료단"),
    ("cleanup", "cleanup step", "Cleanup Step", "정화단"),
]:
    K("mtg.step." + _s, _en, _th, _ko)
for _z, _en, _th, _ko in [
    ("hand", "hand", "มือ", "손"), ("graveyard", "graveyard", "graveyard", "무덤"),
    ("exile", "exile", "exile", "추방 영역"), ("library", "library", "ไลบรารี", "서고"),
    ("battlefield", "battlefield", "สนาม", "전장"), ("stack", "stack", "stack", "스택"),
    ("outside", "outside the game", "นอกเกม", "게임 밖"),
]:
    K("mtg.zone." + _z, _en, _th, _ko)
for _k, _en, _th, _ko in [
    ("flying", "flying", "บิน (Flying)", "비행"), ("reach", "reach", "เอื้อมถึง (Reach)", "대공"),
    ("menace", "menace", "ข่มขู่ (Menace)", "호전적"), ("intimidate", "intimidate", "ข่มขวัญ (Intimidate)", "위협"),
    ("deathtouch", "deathtouch", "สัมผัสมรณะ (Deathtouch)", "치명타"), ("lifelink", "lifelink", "ดูดชีวิต (Lifelink)", "생명연결"),
    ("vigilance", "vigilance", "ไม่หลับใหล (Vigilance)", "경계"), ("haste", "haste", "เร่งรีบ (Haste)", "신속"),
    ("indestructible", "indestructible", "ทำลายไม่ได้ (Indestructible)", "무적"),
    ("first_strike", "first strike", "First Strike", "선제공격"), ("double_strike", "double strike", "Double Strike", "이단공격"),
    ("trample", "trample", "Trample", "돌진"), ("infect", "infect", "Infect", "감염"),
    ("split_second", "split second", "Split Second", "Split Second"), ("protection", "protection", "คุ้มครอง (Protection)", "보호"),
    ("defender", "defender", "Defender", "수비태세"), ("hexproof", "hexproof", "Hexproof", "방호"), ("flash", "flash", "Flash", "섬광"),
]:
    K("mtg.kw." + _k, _en, _th, _ko)
K("mtg.kw.protection_from", "protection from {quality}", "คุ้มครองจาก {quality}", "{quality}(으)로부터 보호")

# --- target words, colours, parts of lists (parameters) -----------------------------------------
for _w, _en, _th, _ko in [
    ("any", "any target (a creature, player, planeswalker or battle)", "เป้าหมายใดก็ได้ (ครีเจอร์ ผู้เล่น เพลนส์วอล์กเกอร์ หรือ battle)",
     "아무 목표(생물, 플레이어, 플레인즈워커 또는 배틀)"),
    ("any_target", "any target", "เป้าหมายใดก็ได้", "아무 목표"),
    ("creature", "creature", "ครีเจอร์", "생물"), ("player", "player", "ผู้เล่น", "플레이어"),
    ("spell", "spell", "สเปลล์", "주문"), ("permanent", "permanent", "การ์ดถาวร", "지속물"),
    ("planeswalker", "planeswalker", "เพลนส์วอล์กเกอร์", "플레인즈워커"), ("artifact", "artifact", "artifact", "마법물체"),
    ("enchantment", "enchantment", "enchantment", "부여마법"), ("land", "land", "แลนด์", "대지"),
    ("battle", "battle", "battle", "배틀"),
    ("nonblack_creature", "nonblack creature", "ครีเจอร์ที่ไม่ใช่สีดำ", "흑색이 아닌 생물"),
    ("artifact_or_enchantment", "artifact or enchantment", "artifact หรือ enchantment", "마법물체 또는 부여마법"),
    ("creature_or_planeswalker", "creature or planeswalker", "ครีเจอร์หรือเพลนส์วอล์กเกอร์", "생물 또는 플레인즈워커"),
    ("opponent", "opponent", "คู่ต่อสู้", "상대"),
    ("stack", "spell or ability on the stack", "สเปลล์หรือความสามารถบน stack", "스택에 있는 주문이나 능력"),
    ("creature_you_control", "creature you control", "ครีเจอร์ที่คุณควบคุม", "당신이 조종하는 생물"),
    ("planeswalker_you_control", "planeswalker you control", "เพลนส์วอล์กเกอร์ที่คุณควบคุม", "당신이 조종하는 플레인즈워커"),
    ("activated_or_triggered_ability", "activated or triggered ability", "ความสามารถที่ต้องเปิดใช้หรือทริกเกอร์",
     "활성화 능력 또는 격발 능력"),
    ("triggered_ability", "triggered ability", "ทริกเกอร์", "격발 능력"),
    ("activated_or_triggered_ability_you_control", "activated or triggered ability you control",
     "ความสามารถที่ต้องเปิดใช้หรือทริกเกอร์ที่คุณควบคุม", "당신이 조종하는 활성화 능력 또는 격발 능력"),
    ("triggered_ability_you_control", "triggered ability you control", "ทริกเกอร์ที่คุณควบคุม", "당신이 조종하는 격발 능력"),
]:
    K("mtg.target_word." + _w, _en, _th, _ko)
for _c, _en, _th, _ko in [("white", "white", "สีขาว", "백색"), ("blue", "blue", "สีน้ำเงิน", "청색"),
                          ("black", "black", "สีดำ", "흑색"), ("red", "red", "สีแดง", "적색"), ("green", "green", "สีเขียว", "녹색")]:
    K("mtg.color." + _c, _en, _th, _ko)
K("mtg.target_word.another", "another {word}", "{word} อื่นที่ไม่ใช่ตัวมันเอง", "{word}(이것 제외)")
K("mtg.assign.part", "{n} to {target}", "{n} ให้ {target}", "{target}에게 {n}점")
K("mtg.choice.pay", "pay", "จ่าย", "지불함")
K("mtg.choice.decline", "don't pay", "ไม่จ่าย", "지불하지 않음")
K("mtg.choice.order", "order of triggers: {order}", "ลำดับทริกเกอร์: {order}", "격발 능력 순서: {order}")
K("mtg.choice.targets", "targets: {targets}", "เป้าหมาย: {targets}", "목표: {targets}")
K("mtg.choice.targets_of", "targets of {source}: {targets}", "เป้าหมายของ {source}: {targets}", "{source}의 목표: {targets}")
K("mtg.move.token_created", "A {card} token is created under {player}'s control: it is put onto the battlefield, not cast (CR 111.1, 701.7a).",
  "สร้างโทเค็น {card} ภายใต้การควบคุมของ{player}: โทเค็นถูกวางลงสนามโดยตรง ไม่ได้ร่าย (CR 111.1, 701.7a)",
  "{player}의 조종 아래 {card} 토큰이 생성됩니다. 발동하는 것이 아니라 전장에 바로 놓입니다 (CR 111.1, 701.7a).")

# --- state-based actions (CR 704) -----------------------------------------------------------
K("mtg.sba.life",
  "{player} has {life} life (0 or less), so they lose the game (CR 704.5a).",
  "{player} มีชีวิตเหลือ {life} ซึ่งเป็น 0 หรือน้อยกว่า จึงแพ้เกม (State-Based Action, CR 704.5a)",
  "{player}의 생명점이 {life}점으로 0 이하이므로 게임에서 패배합니다 (상태 참조 행동, CR 704.5a).")
K("mtg.sba.empty_library",
  "{player} tried to draw from an empty library, so they lose the game (CR 704.5b).",
  "{player} ต้องจั่วการ์ดแต่ไลบรารีว่างเปล่า จึงแพ้เกม (State-Based Action, CR 704.5b)",
  "{player}이(가) 빈 서고에서 카드를 뽑으려 했으므로 게임에서 패배합니다 (상태 참조 행동, CR 704.5b).")
K("mtg.sba.poison",
  "{player} has {n} poison counters (ten or more), so they lose the game (CR 704.5c).",
  "{player} มีเคาน์เตอร์พิษ {n} อัน ซึ่งครบ 10 อันขึ้นไป จึงแพ้เกม (State-Based Action, CR 704.5c)",
  "{player}에게 독 카운터가 {n}개(10개 이상) 있으므로 게임에서 패배합니다 (상태 참조 행동, CR 704.5c).")
K("mtg.sba.token",
  "The token {card} is in the {zone}, not on the battlefield, so it ceases to exist (CR 704.5d).",
  "โทเค็น {card} อยู่ใน {zone} ไม่ได้อยู่บนสนาม จึงหายไปจากเกม (State-Based Action, CR 704.5d)",
  "토큰 {card}이(가) 전장이 아닌 {zone}에 있으므로 사라집니다 (상태 참조 행동, CR 704.5d).")
K("mtg.sba.counters",
  "{card} had {plus} +1/+1 and {minus} -1/-1 counters: {n} of each are removed, because a permanent can't keep both kinds (CR 704.5q).",
  "{card} มีเคาน์เตอร์ +1/+1 อยู่ {plus} อัน และ -1/-1 อยู่ {minus} อัน จึงหักล้างกันออกไปชนิดละ {n} อัน เพราะถาวรใบเดียวจะมีเคาน์เตอร์ทั้งสองชนิดพร้อมกันไม่ได้ (State-Based Action, CR 704.5q)",
  "{card}에 +1/+1 카운터 {plus}개와 -1/-1 카운터 {minus}개가 있으므로 각각 {n}개씩 제거합니다. 한 지속물에 두 종류가 함께 남을 수 없습니다 (상태 참조 행동, CR 704.5q).")
K("mtg.sba.toughness",
  "{card} has toughness {toughness} (0 or less), so it is put into its owner's graveyard; indestructible doesn't help (CR 704.5f).",
  "{card} มีความอึดเป็น {toughness} ซึ่งเป็น 0 หรือน้อยกว่า จึงถูกนำลง graveyard ของเจ้าของ (ทำลายไม่ได้ก็ช่วยไม่ได้) (State-Based Action, CR 704.5f)",
  "{card}의 방어력이 {toughness}(0 이하)이므로 소유자의 무덤에 들어갑니다. 무적이어도 막을 수 없습니다 (상태 참조 행동, CR 704.5f).")
K("mtg.sba.lethal",
  "{card} has {damage} damage marked, which is at least its toughness {toughness}, so it is destroyed (CR 704.5g).",
  "{card} ได้รับดาเมจ {damage} ซึ่งเท่ากับหรือมากกว่าความอึด {toughness} จึงถูกทำลาย (State-Based Action, CR 704.5g)",
  "{card}에 표시된 피해 {damage}점이 방어력 {toughness} 이상이므로 파괴됩니다 (상태 참조 행동, CR 704.5g).")
K("mtg.sba.deathtouch",
  "{card} was dealt damage by a source with deathtouch, so it is destroyed (CR 704.5h).",
  "{card} ได้รับดาเมจจากแหล่งที่มีสัมผัสมรณะ (Deathtouch) จึงถูกทำลาย ไม่ว่าดาเมจจะมากน้อยเท่าไร (State-Based Action, CR 704.5h)",
  "{card}은(는) 치명타를 가진 원천으로부터 피해를 받았으므로 파괴됩니다 (상태 참조 행동, CR 704.5h).")
K("mtg.sba.indestructible_deathtouch",
  "{card} was dealt damage by a source with deathtouch (CR 704.5h) but it is indestructible, so it stays on the battlefield (CR 702.12b).",
  "{card} ได้รับดาเมจจากแหล่งที่มีสัมผัสมรณะ (Deathtouch) (CR 704.5h) แต่มันทำลายไม่ได้ (Indestructible) จึงยังอยู่บนสนาม (CR 702.12b)",
  "{card}은(는) 치명타를 가진 원천으로부터 피해를 받았지만 무적이므로 전장에 남습니다 (CR 704.5h, CR 702.12b).")
K("mtg.sba.indestructible",
  "{card} has lethal damage ({damage} against toughness {toughness}) but it is indestructible, so it stays on the battlefield (CR 702.12b).",
  "{card} ได้รับดาเมจถึงตาย ({damage} ต่อความอึด {toughness}) แต่มันทำลายไม่ได้ (Indestructible) จึงยังอยู่บนสนาม (CR 702.12b)",
  "{card}이(가) 치사 피해(방어력 {toughness}에 피해 {damage}점)를 받았지만 무적이므로 전장에 남습니다 (CR 702.12b).")
K("mtg.sba.loyalty",
  "{card} has 0 loyalty, so it is put into its owner's graveyard (CR 704.5i).",
  "{card} ไม่มีเคาน์เตอร์ loyalty เหลือ (0) จึงถูกนำลง graveyard ของเจ้าของ (State-Based Action, CR 704.5i)",
  "{card}의 충성 카운터가 0이므로 소유자의 무덤에 들어갑니다 (상태 참조 행동, CR 704.5i).")
K("mtg.sba.legend",
  "{player} controls more than one legendary {card}: they keep one ({keep}, by default the one listed last) and the others go to the graveyard (legend rule, CR 704.5j).",
  "{player} ควบคุม {card} ที่เป็น legendary มากกว่าหนึ่งใบ จึงเก็บไว้ได้ใบเดียว ({keep} ค่าเริ่มต้นคือใบที่อยู่ท้ายรายการ) ที่เหลือลง graveyard (legend rule, CR 704.5j)",
  "{player}이(가) 같은 이름의 전설적 {card}을(를) 둘 이상 조종하므로 하나({keep}, 기본값은 목록의 마지막)만 남기고 나머지는 무덤에 넣습니다 (전설 규칙, CR 704.5j).")

# --- game over ----------------------------------------------------------------------------
K("mtg.game_over.win", "The game is over: {player} is the last player left and wins (CR 104.2a).",
  "เกมจบแล้ว: {player} เป็นผู้เล่นคนสุดท้ายที่เหลืออยู่ จึงชนะ (CR 104.2a)",
  "게임이 끝났습니다. {player}이(가) 마지막으로 남은 플레이어이므로 승리합니다 (CR 104.2a).")
K("mtg.game_over.draw", "The game is over: all remaining players lost at the same time, so it is a draw (CR 104.4a).",
  "เกมจบแล้ว: ผู้เล่นที่เหลือทุกคนแพ้พร้อมกัน จึงเสมอ (CR 104.4a)",
  "게임이 끝났습니다. 남은 플레이어 모두가 동시에 패배했으므로 무승부입니다 (CR 104.4a).")
K("mtg.game_over.win_effect", "The game is over: an effect says {player} wins the game (CR 104.2b).",
  "เกมจบแล้ว: มีผลบอกว่า {player} ชนะเกม (CR 104.2b)",
  "게임이 끝났습니다. 효과에 의해 {player}이(가) 게임에서 승리합니다 (CR 104.2b).")
K("mtg.replace.lab_maniac",
  "{player} would draw from an empty library, but {card} replaces that draw: {player} wins the game instead (CR 614.1a).",
  "{player} จะต้องจั่วการ์ดจากไลบรารีที่ว่างเปล่า แต่ {card} แทนที่การจั่วนั้น: {player} ชนะเกมแทน (replacement effect, CR 614.1a)",
  "{player}이(가) 빈 서고에서 카드를 뽑으려 하지만 {card}이(가) 그 뽑기를 대체하여 대신 게임에서 승리합니다 (대체 효과, CR 614.1a).")

# --- zone changes -------------------------------------------------------------------------
K("mtg.move.destroyed", "{card} is destroyed and put into {owner}'s graveyard.",
  "{card} ถูกทำลายและลง graveyard ของ{owner}", "{card}이(가) 파괴되어 {owner}의 무덤에 들어갑니다.")
K("mtg.move.sacrificed", "{card} is sacrificed: it goes to {owner}'s graveyard at once (CR 701.21a).",
  "{card} ถูกสังเวย จึงลง graveyard ของ{owner} ทันที (CR 701.21a)",
  "{card}을(를) 희생합니다. 즉시 {owner}의 무덤에 들어갑니다 (CR 701.21a).")
K("mtg.move.exiled", "{card} is exiled.", "{card} ถูก exile", "{card}이(가) 추방됩니다.")
K("mtg.move.bounced", "{card} returns to {owner}'s hand; it will be a new object if it comes back (CR 400.7).",
  "{card} กลับขึ้นมือของ{owner} ถ้ากลับมาเข้าสนามใหม่จะเป็นวัตถุใหม่ (CR 400.7)",
  "{card}이(가) {owner}의 손으로 돌아갑니다. 다시 나오면 새로운 개체입니다 (CR 400.7).")
K("mtg.move.to_graveyard", "{card} is put into {owner}'s graveyard.",
  "{card} ถูกนำลง graveyard ของ{owner}", "{card}이(가) {owner}의 무덤에 들어갑니다.")
K("mtg.move.enters", "{card} enters the battlefield under {player}'s control.",
  "{card} เข้าสนามภายใต้การควบคุมของ{player}", "{card}이(가) {player}의 조종 아래 전장에 들어옵니다.")
K("mtg.move.spell_to_graveyard", "{card} has resolved or left the stack and goes to its owner's graveyard (CR 608.2n).",
  "{card} resolve แล้ว (หรือออกจาก stack) จึงลง graveyard ของเจ้าของ (CR 608.2n)",
  "{card}이(가) 해결되었거나 스택을 떠났으므로 소유자의 무덤에 들어갑니다 (CR 608.2n).")
K("mtg.move.flashback_exile", "{card} was cast with flashback, so it is exiled instead of going anywhere else (CR 702.34a).",
  "{card} ถูกร่ายด้วย Flashback จึงถูก exile แทนที่จะไปโซนอื่น (CR 702.34a)",
  "{card}은(는) 회상으로 발동되었으므로 다른 곳 대신 추방됩니다 (CR 702.34a).")
K("mtg.draw", "{player} draws a card ({left} left in the library).",
  "{player} จั่วการ์ด 1 ใบ (เหลือในไลบรารี {left} ใบ)", "{player}이(가) 카드를 한 장 뽑습니다 (서고에 {left}장 남음).")
K("mtg.draw.empty",
  "{player} must draw but the library is empty; they will lose the next time state-based actions are checked (CR 121.4, 704.5b).",
  "{player} ต้องจั่วการ์ดแต่ไลบรารีว่างเปล่า จะแพ้เมื่อมีการตรวจ State-Based Action ครั้งถัดไป (CR 121.4, 704.5b)",
  "{player}은(는) 카드를 뽑아야 하지만 서고가 비어 있습니다. 다음 상태 참조 행동 확인 때 패배합니다 (CR 121.4, 704.5b).")
K("mtg.draw.skip_first", "{player} plays first, so they skip the draw of their first turn (CR 103.8a).",
  "{player} เป็นผู้เล่นที่เล่นก่อน จึงไม่จั่วการ์ดในเทิร์นแรก (CR 103.8a)",
  "{player}은(는) 선공이므로 첫 턴에는 카드를 뽑지 않습니다 (CR 103.8a).")
K("mtg.mill", "{player} mills {n} card(s): from the top of the library to the graveyard ({left} left).",
  "{player} มิลล์ (mill) การ์ด {n} ใบ จากบนสุดของไลบรารีลง graveyard (เหลือ {left} ใบ)",
  "{player}이(가) 카드 {n}장을 밉니다. 서고 맨 위에서 무덤으로 갑니다 ({left}장 남음).")
K("mtg.discard", "{player} discards {card}.", "{player} ทิ้ง {card}", "{player}이(가) {card}을(를) 버립니다.")
K("mtg.scry", "{player} scries {n}: looks at the top card(s) and may put them on the bottom (recorded only).",
  "{player} สแครย (scry) {n}: ดูการ์ดบนสุดของไลบรารีแล้วเลือกเก็บไว้หรือเอาไปไว้ล่างสุด (บันทึกไว้เท่านั้น)",
  "{player}이(가) 점술 {n}을(를) 합니다. 서고 맨 위 카드를 보고 밑에 놓을 수 있습니다 (기록만 합니다).")

# --- triggers -----------------------------------------------------------------------------
K("mtg.trigger.triggers", "{card}'s ability triggers: \"{text}\". It waits until a player would receive priority (CR 603.2).",
  "ความสามารถของ {card} ทริกเกอร์: \"{text}\" และจะรอขึ้น stack เมื่อผู้เล่นจะได้รับ priority ครั้งถัดไป (CR 603.2)",
  "{card}의 능력이 격발됩니다: \"{text}\". 다음에 플레이어가 우선권을 받을 때 스택에 올라갑니다 (CR 603.2).")
K("mtg.trigger.stack", "{player} puts {card}'s triggered ability on the stack: \"{text}\" (CR 603.3).",
  "{player} นำทริกเกอร์ของ {card} ขึ้น stack: \"{text}\" (CR 603.3)",
  "{player}이(가) {card}의 격발 능력을 스택에 올립니다: \"{text}\" (CR 603.3).")
K("mtg.trigger.cast_self", "{card}'s ability triggers as the spell becomes cast: \"{text}\". It goes on the stack above the spell, so it resolves first (CR 601.2i).",
  "ความสามารถของ {card} ทริกเกอร์ตอนที่สเปลล์นี้ถูกร่ายสำเร็จ: \"{text}\" ทริกเกอร์นี้จะขึ้น stack เหนือสเปลล์ จึง resolve ก่อนสเปลล์ (CR 601.2i)",
  "주문이 발동되면서 {card}의 능력이 격발됩니다: \"{text}\". 이 능력은 주문 위에 스택에 올라가므로 주문보다 먼저 해결됩니다 (CR 601.2i).")
K("mtg.trigger.targets_self", "A spell its controller cast targets {card}, so its ability triggers: \"{text}\" (CR 115.9b).",
  "ผู้ควบคุมของ {card} ร่ายสเปลล์ที่มี {card} เป็นเป้าหมาย ความสามารถจึงทริกเกอร์: \"{text}\" (CR 115.9b)",
  "{card}의 조종자가 {card}을(를) 목표로 정하는 주문을 발동했으므로 능력이 격발됩니다: \"{text}\" (CR 115.9b).")
K("mtg.trigger.nth_spell", "This is the spell number {n} {player} has cast this turn, so {card}'s ability triggers: \"{text}\" (CR 601.2i).",
  "สเปลล์นี้เป็นสเปลล์ลำดับที่ {n} ที่{player}ร่ายในเทิร์นนี้ ความสามารถของ {card} จึงทริกเกอร์: \"{text}\" (CR 601.2i)",
  "이 주문은 {player}이(가) 이번 턴에 발동한 {n}번째 주문이므로 {card}의 능력이 격발됩니다: \"{text}\" (CR 601.2i).")
K("mtg.trigger.nth_draw", "This is the card number {n} {player} has drawn this turn (cards are drawn one at a time), so {card}'s ability triggers: \"{text}\" (CR 121.2).",
  "การ์ดใบนี้เป็นใบที่ {n} ที่{player}จั่วในเทิร์นนี้ (จั่วทีละใบเสมอ) ความสามารถของ {card} จึงทริกเกอร์: \"{text}\" (CR 121.2)",
  "이 카드는 {player}이(가) 이번 턴에 뽑은 {n}번째 카드이므로(카드는 한 장씩 뽑습니다) {card}의 능력이 격발됩니다: \"{text}\" (CR 121.2).")
K("mtg.trigger.copied", "Its controller copied a spell, and \"cast or copy\" counts a copy: {card}'s ability triggers: \"{text}\" (CR 707.10).",
  "ผู้ควบคุมสร้างสำเนาของสเปลล์ และ \"ร่ายหรือสร้างสำเนา\" นับสำเนาด้วย ความสามารถของ {card} จึงทริกเกอร์: \"{text}\" (CR 707.10)",
  "조종자가 주문을 복사했고 \"발동하거나 복사할 때\"는 복사본도 셉니다. {card}의 능력이 격발됩니다: \"{text}\" (CR 707.10).")
K("mtg.trigger.becomes_tapped", "{card} becomes tapped, so its ability triggers: \"{text}\" (it would not if it had entered tapped, CR 603.2e).",
  "{card} ถูกแท็ป ความสามารถจึงทริกเกอร์: \"{text}\" (ถ้ามันเข้าสนามแบบแท็ปอยู่แล้วจะไม่ทริกเกอร์ CR 603.2e)",
  "{card}이(가) 탭되었으므로 능력이 격발됩니다: \"{text}\" (탭된 채로 전장에 들어왔다면 격발하지 않습니다, CR 603.2e).")
K("mtg.trigger.becomes_untapped", "{card} becomes untapped, so its ability triggers: \"{text}\" (it would not if it had entered untapped, CR 603.2e).",
  "{card} ถูกคลายแท็ป ความสามารถจึงทริกเกอร์: \"{text}\" (ถ้ามันเข้าสนามแบบยังไม่แท็ปจะไม่ทริกเกอร์ CR 603.2e)",
  "{card}이(가) 언탭되었으므로 능력이 격발됩니다: \"{text}\" (언탭된 채로 전장에 들어왔다면 격발하지 않습니다, CR 603.2e).")
K("mtg.trigger.blocks_creature", "{card} blocks {other}: its ability triggers once for each creature it blocks: \"{text}\" (CR 509.3b).",
  "{card} ป้องกัน {other} ความสามารถทริกเกอร์หนึ่งครั้งต่อครีเจอร์แต่ละตัวที่มันป้องกัน: \"{text}\" (CR 509.3b)",
  "{card}이(가) {other}을(를) 방어합니다. 이 능력은 그것이 방어하는 공격자마다 한 번씩 격발됩니다: \"{text}\" (CR 509.3b).")
K("mtg.trigger.blocked_by_creature", "{other} blocks {card}: its ability triggers once for each creature blocking it: \"{text}\" (CR 509.3d).",
  "{other} ป้องกัน {card} ความสามารถทริกเกอร์หนึ่งครั้งต่อผู้ป้องกันแต่ละตัว: \"{text}\" (CR 509.3d)",
  "{other}이(가) {card}을(를) 방어합니다. 이 능력은 그 생물의 방어자마다 한 번씩 격발됩니다: \"{text}\" (CR 509.3d).")
K("mtg.trigger.attacks_alone", "{other} is the only creature declared as an attacker, so it attacks alone: {card}'s ability triggers: \"{text}\" (CR 506.5).",
  "{other} เป็นครีเจอร์ตัวเดียวที่ถูกประกาศเป็นผู้โจมตี จึงนับว่าโจมตีเดี่ยว ความสามารถของ {card} ทริกเกอร์: \"{text}\" (CR 506.5)",
  "{other}이(가) 공격자로 선언된 유일한 생물이므로 단독으로 공격합니다. {card}의 능력이 격발됩니다: \"{text}\" (CR 506.5).")
K("mtg.trigger.damage_to_creature", "{card} deals damage to {other}: its ability triggers once for each creature dealt damage: \"{text}\" (CR 603.2c).",
  "{card} สร้างดาเมจให้ {other} ความสามารถทริกเกอร์หนึ่งครั้งต่อครีเจอร์แต่ละตัวที่ได้รับดาเมจ: \"{text}\" (CR 603.2c)",
  "{card}이(가) {other}에게 피해를 입힙니다. 이 능력은 피해를 받은 생물마다 한 번씩 격발됩니다: \"{text}\" (CR 603.2c).")
K("mtg.trigger.becomes_target", "{card} becomes a target of {spell}, so its ability triggers (once, however many times it is targeted): \"{text}\" (CR 601.2c).",
  "{card} กลายเป็นเป้าหมายของ {spell} ความสามารถจึงทริกเกอร์ (ครั้งเดียว ไม่ว่าจะถูกเลือกเป็นเป้าหมายกี่ครั้ง): \"{text}\" (CR 601.2c)",
  "{card}이(가) {spell}의 목표가 되었으므로 능력이 격발됩니다(목표로 몇 번 정해져도 한 번): \"{text}\" (CR 601.2c).")
K("mtg.trigger.becomes_target_first", "{card} becomes a target of {spell} for the first time this turn (counting only the spells and abilities its trigger names), so its ability triggers: \"{text}\" (CR 601.2c).",
  "{card} กลายเป็นเป้าหมายของ {spell} เป็นครั้งแรกในเทิร์นนี้ (นับเฉพาะสเปลล์และความสามารถที่ทริกเกอร์ระบุ) ความสามารถจึงทริกเกอร์: \"{text}\" (CR 601.2c)",
  "{card}이(가) 이번 턴에 처음으로 {spell}의 목표가 되었으므로(격발 조건이 말하는 주문과 능력만 셉니다) 능력이 격발됩니다: \"{text}\" (CR 601.2c).")
K("mtg.trigger.other_becomes_target", "{other} becomes a target of {spell}, so {card}'s ability triggers (once, however many times it is targeted): \"{text}\" (CR 601.2c).",
  "{other} กลายเป็นเป้าหมายของ {spell} ความสามารถของ {card} จึงทริกเกอร์ (ครั้งเดียว ไม่ว่าจะถูกเลือกเป็นเป้าหมายกี่ครั้ง): \"{text}\" (CR 601.2c)",
  "{other}이(가) {spell}의 목표가 되었으므로 {card}의 능력이 격발됩니다(목표로 몇 번 정해져도 한 번): \"{text}\" (CR 601.2c).")
K("mtg.trigger.lose_life", "{player} loses {amount} life, so {card}'s ability triggers: \"{text}\" (CR 119.3).",
  "{player} เสียหน่วยชีวิต {amount} ความสามารถของ {card} จึงทริกเกอร์: \"{text}\" (CR 119.3)",
  "{player}이(가) 생명점 {amount}점을 잃으므로 {card}의 능력이 격발됩니다: \"{text}\" (CR 119.3).")
K("mtg.trigger.lose_life_first", "{player} loses life ({amount}) for the first time this turn, so {card}'s ability triggers: \"{text}\" (CR 119.3).",
  "{player} เสียหน่วยชีวิต ({amount}) เป็นครั้งแรกในเทิร์นนี้ ความสามารถของ {card} จึงทริกเกอร์: \"{text}\" (CR 119.3)",
  "{player}이(가) 이번 턴에 처음으로 생명점({amount}점)을 잃으므로 {card}의 능력이 격발됩니다: \"{text}\" (CR 119.3).")
K("mtg.trigger.cycled", "{card} was cycled, so its ability triggers from the graveyard it went to: \"{text}\" (CR 702.29c).",
  "{card} ถูกใช้ Cycling ความสามารถจึงทริกเกอร์จาก graveyard ที่การ์ดไปอยู่: \"{text}\" (CR 702.29c)",
  "{card}이(가) 순환되었으므로 카드가 놓인 무덤에서 능력이 격발됩니다: \"{text}\" (CR 702.29c).")
K("mtg.trigger.apnap",
  "{player} puts {card}'s triggered ability on the stack: \"{text}\". Several players' triggers go on in APNAP order: the active player's first, so they resolve last (CR 603.3b).",
  "{player} นำทริกเกอร์ของ {card} ขึ้น stack: \"{text}\" เมื่อมีทริกเกอร์ของผู้เล่นหลายคน จะวางตามลำดับ APNAP คือของผู้เล่นที่กำลังเล่นอยู่ (active player) ก่อน จึง resolve ทีหลัง (CR 603.3b)",
  "{player}이(가) {card}의 격발 능력을 스택에 올립니다: \"{text}\". 여러 플레이어의 격발 능력은 APNAP 순서로 올라가므로 액티브 플레이어의 것이 먼저 올라가고 나중에 해결됩니다 (CR 603.3b).")

# --- casting (CR 601.2) -------------------------------------------------------------------
K("mtg.cast.announce", "{player} begins to cast {card}: it moves from the {zone} to the stack (CR 601.2a).",
  "{player} เริ่มร่าย {card}: การ์ดย้ายจาก{zone}ขึ้น stack (CR 601.2a)",
  "{player}이(가) {card}을(를) 발동하기 시작합니다. 카드가 {zone}에서 스택으로 옮겨집니다 (CR 601.2a).")
K("mtg.cast.announce_outside", "{player} begins to cast {card}, which is in none of the scenario's zones: it is taken from outside the game (a teaching shortcut) and put on the stack (CR 601.2a).",
  "{player} เริ่มร่าย {card} ซึ่งไม่ได้อยู่ในโซนใดของสถานการณ์ จึงนำมาจากนอกเกม (ทางลัดเพื่อการสอน) แล้ววางขึ้น stack (CR 601.2a)",
  "{player}이(가) {card}을(를) 발동하기 시작합니다. 이 카드는 시나리오의 어느 영역에도 없으므로 게임 밖에서 가져와(교육용 간략화) 스택에 올립니다 (CR 601.2a).")
K("mtg.cast.flashback", "{card} is cast from the graveyard with flashback for {cost} (CR 702.34a).",
  "{card} ถูกร่ายจาก graveyard ด้วย Flashback โดยจ่าย {cost} (CR 702.34a)",
  "{card}을(를) 회상 비용 {cost}(으)로 무덤에서 발동합니다 (CR 702.34a).")
K("mtg.cast.kicked", "{card} is kicked: the additional cost {cost} is added (CR 702.33a).",
  "ร่าย {card} แบบจ่าย Kicker: เพิ่มต้นทุนเพิ่มเติม {cost} (CR 702.33a)",
  "{card}에 키커를 지불합니다. 추가 비용 {cost}이(가) 더해집니다 (CR 702.33a).")
K("mtg.cast.x", "X is chosen as {x} for {card} (CR 107.3; X is 0 when not chosen).",
  "กำหนด X ของ {card} เป็น {x} (CR 107.3; ถ้าไม่ได้ระบุ X = 0)",
  "{card}의 X를 {x}(으)로 정합니다 (CR 107.3; 정하지 않으면 X는 0입니다).")
K("mtg.cast.targets", "{card} targets {targets} (CR 601.2c).",
  "{card} เลือกเป้าหมาย (target): {targets} (CR 601.2c)", "{card}의 목표는 {targets}입니다 (CR 601.2c).")
K("mtg.cast.total_cost", "The total cost of {card} is {cost}; it is locked in now, before anything is paid (CR 601.2f).",
  "ต้นทุนรวมของ {card} คือ {cost} และถูกล็อกไว้ตอนนี้ ก่อนจะจ่ายอะไรเลย (CR 601.2f)",
  "{card}의 총 비용은 {cost}입니다. 아무것도 지불하기 전인 지금 고정됩니다 (CR 601.2f).")
K("mtg.cast.done", "{card} has been cast; \"when you cast\" abilities trigger now (CR 601.2i).",
  "ร่าย {card} สำเร็จ ความสามารถ \"เมื่อคุณร่ายสเปลล์\" จะทริกเกอร์ ณ จุดนี้ (CR 601.2i)",
  "{card}의 발동이 완료되었습니다. \"주문을 발동할 때\" 능력은 지금 격발됩니다 (CR 601.2i).")
K("mtg.mana.ability", "{card}'s mana ability is activated while paying; it doesn't use the stack (CR 605.3a).",
  "เปิดใช้ความสามารถมานาของ {card} ระหว่างจ่ายต้นทุน ซึ่งไม่ขึ้น stack (CR 605.3a)",
  "비용을 지불하는 동안 {card}의 마나 능력을 활성화합니다. 마나 능력은 스택을 사용하지 않습니다 (CR 605.3a).")
K("mtg.mana.paid", "{player} pays {cost} (left in the mana pool: {pool}) (CR 601.2h).",
  "{player} จ่าย {cost} (มานาที่เหลือใน mana pool: {pool}) (CR 601.2h)",
  "{player}이(가) {cost}을(를) 지불합니다 (마나풀에 남은 마나: {pool}) (CR 601.2h).")
K("mtg.mana.empties", "{player}'s unused mana {pool} empties as the step ends (CR 500.4; no mana burn since 2010).",
  "มานาที่ไม่ได้ใช้ของ{player} ({pool}) หายไปเมื่อจบสเต็ป (CR 500.4; ไม่มี mana burn แล้วตั้งแต่ปี 2010)",
  "단이 끝나면서 {player}의 쓰지 않은 마나 {pool}이(가) 사라집니다 (CR 500.4; 2010년부터 마나 번은 없습니다).")
K("mtg.mana.add", "{player} adds {mana} to their mana pool (CR 106.4).",
  "{player} เพิ่มมานา {mana} เข้า mana pool (CR 106.4)", "{player}이(가) 마나풀에 {mana}을(를) 추가합니다 (CR 106.4).")
K("mtg.cost.phyrexian_life", "{player} pays 2 life per Phyrexian mana symbol instead of mana for {card}: {amount} life (CR 107.4f).",
  "{player} จ่ายชีวิตแทน Phyrexian mana ของ {card} สัญลักษณ์ละ 2 หน่วย รวม {amount} หน่วยชีวิต (CR 107.4f)",
  "{player}이(가) {card}의 파이렉시아 마나 대신 기호 하나당 생명점 2점, 모두 {amount}점을 지불합니다 (CR 107.4f).")
K("mtg.cost.remove_counter", "To pay the cost of {card}'s ability, a {kind} counter is removed from it (CR 602.2b).",
  "เพื่อจ่ายต้นทุนความสามารถของ {card} จึงนำเคาน์เตอร์ {kind} ออกจากมันหนึ่งอัน (CR 602.2b)",
  "{card}의 능력 비용을 지불하기 위해 그 위에서 {kind} 카운터 하나를 제거합니다 (CR 602.2b).")
K("mtg.illegal.remove_counter_cost", "{card} has no {kind} counter on it, so the cost \"remove a {kind} counter\" can't be paid and the ability can't be activated (CR 118.3).",
  "{card} ไม่มีเคาน์เตอร์ {kind} อยู่ จึงจ่ายต้นทุน \"นำเคาน์เตอร์ {kind} ออก\" ไม่ได้ และเปิดใช้ความสามารถนี้ไม่ได้ (CR 118.3)",
  "{card} 위에 {kind} 카운터가 없으므로 \"{kind} 카운터 제거\" 비용을 지불할 수 없어 능력을 활성화할 수 없습니다 (CR 118.3).")
K("mtg.cost.life", "{player} pays {amount} life for {card}'s cost (CR 119.4).",
  "{player} จ่าย {amount} หน่วยชีวิตเป็นต้นทุนของ {card} (CR 119.4)",
  "{player}이(가) {card}의 비용으로 생명점 {amount}점을 지불합니다 (CR 119.4).")

# --- resolving ----------------------------------------------------------------------------
K("mtg.resolve.spell", "All players pass in succession, so the top of the stack resolves: {card} (CR 608.2).",
  "ผู้เล่นทุกคน pass priority ต่อเนื่องกัน สิ่งที่อยู่บนสุดของ stack จึง resolve: {card} (CR 608.2)",
  "모든 플레이어가 연속으로 우선권을 넘겼으므로 스택 맨 위의 {card}이(가) 해결됩니다 (CR 608.2).")
K("mtg.resolve.ability", "All players pass in succession, so the top of the stack resolves: {card}'s ability \"{text}\" (CR 608.2).",
  "ผู้เล่นทุกคน pass priority ต่อเนื่องกัน ความสามารถของ {card} (\"{text}\") ที่อยู่บนสุดของ stack จึง resolve (CR 608.2)",
  "모든 플레이어가 연속으로 우선권을 넘겼으므로 스택 맨 위의 {card} 능력 \"{text}\"이(가) 해결됩니다 (CR 608.2).")
K("mtg.resolve.fizzle",
  "{card} doesn't resolve: all its targets ({targets}) are now illegal, so it is removed from the stack and none of its effects happen (CR 608.2b).",
  "{card} ไม่ resolve เพราะเป้าหมายทั้งหมด ({targets}) ไม่ถูกต้องแล้ว จึงถูกนำออกจาก stack โดยไม่มีผลใดเกิดขึ้น (CR 608.2b)",
  "{card}은(는) 해결되지 않습니다. 모든 목표({targets})가 더 이상 적법하지 않으므로 아무 효과 없이 스택에서 제거됩니다 (CR 608.2b).")
K("mtg.resolve.target_illegal", "{target} is no longer a legal target of {card}, so {card} does nothing to it (CR 608.2b).",
  "{target} ไม่ใช่เป้าหมายที่ถูกต้องของ {card} แล้ว {card} จึงไม่ส่งผลกับมัน (CR 608.2b)",
  "{target}은(는) 더 이상 {card}의 적법한 목표가 아니므로 {card}은(는) 그것에 아무 영향도 주지 않습니다 (CR 608.2b).")
K("mtg.counter.countered", "{card} is countered by {by}: it leaves the stack without resolving (CR 701.6a).",
  "{card} ถูกเคาน์เตอร์โดย {by} จึงออกจาก stack โดยไม่เคย resolve (CR 701.6a)",
  "{card}이(가) {by}에 의해 무효화됩니다. 해결되지 않고 스택을 떠납니다 (CR 701.6a).")
# "If that spell is countered this way, exile it / put it ... instead of into that player's graveyard" (608.2c)
K("mtg.move.countered_exile", "{card} was countered this way, so it is exiled instead of going to {owner}'s graveyard (CR 608.2c).",
  "{card} ถูกเคาน์เตอร์ด้วยวิธีนี้ จึงถูก exile แทนที่จะลง graveyard ของ{owner} (CR 608.2c)",
  "{card}이(가) 이렇게 무효화되었으므로 {owner}의 무덤 대신 추방됩니다 (CR 608.2c).")
K("mtg.move.countered_hand", "{card} was countered this way, so it goes to {owner}'s hand instead of their graveyard (CR 608.2c).",
  "{card} ถูกเคาน์เตอร์ด้วยวิธีนี้ จึงกลับขึ้นมือของ{owner} แทนที่จะลง graveyard (CR 608.2c)",
  "{card}이(가) 이렇게 무효화되었으므로 무덤 대신 {owner}의 손으로 돌아갑니다 (CR 608.2c).")
K("mtg.move.countered_library_top", "{card} was countered this way, so it is put on top of {owner}'s library instead of into "
  "their graveyard: now its known top card (CR 608.2c).",
  "{card} ถูกเคาน์เตอร์ด้วยวิธีนี้ จึงถูกนำไปไว้บนสุดของไลบรารีของ{owner} แทนที่จะลง graveyard และเป็นการ์ดใบบนสุดที่รู้จัก (CR 608.2c)",
  "{card}이(가) 이렇게 무효화되었으므로 무덤 대신 {owner}의 서고 맨 위에 놓이며, 이제 알려진 맨 위 카드입니다 (CR 608.2c).")
K("mtg.move.countered_library_bottom", "{card} was countered this way, so it is put on the bottom of {owner}'s library instead "
  "of into their graveyard (CR 608.2c).",
  "{card} ถูกเคาน์เตอร์ด้วยวิธีนี้ จึงถูกนำไปไว้ล่างสุดของไลบรารีของ{owner} แทนที่จะลง graveyard (CR 608.2c)",
  "{card}이(가) 이렇게 무효화되었으므로 무덤 대신 {owner}의 서고 맨 아래에 놓입니다 (CR 608.2c).")
K("mtg.does.counter_unless", "counters {of} unless its controller pays {cost}",
  "เคาน์เตอร์ {of} เว้นแต่ผู้ควบคุมสเปลล์นั้นจะจ่าย {cost}", "그 조종자가 {cost}을(를) 지불하지 않으면 {of}을(를) 무효화합니다")
K("mtg.does.countered_to", "{counter}; if that spell is countered this way, {where} instead of into its owner's graveyard",
  "{counter} ถ้าสเปลล์นั้นถูกเคาน์เตอร์ด้วยวิธีนี้ {where}แทนที่จะลง graveyard ของเจ้าของ",
  "{counter}. 그 주문이 이렇게 무효화되면 소유자의 무덤 대신 {where}")
K("mtg.does.countered.exile", "exiles it", "exile สเปลล์นั้น", "그 카드를 추방합니다")
K("mtg.does.countered.hand", "puts it into its owner's hand", "นำสเปลล์นั้นกลับขึ้นมือของเจ้าของ", "그 카드를 소유자의 손으로 되돌립니다")
K("mtg.does.countered.library_top", "puts it on top of its owner's library", "นำสเปลล์นั้นไปไว้บนสุดของไลบรารีของเจ้าของ",
  "그 카드를 소유자의 서고 맨 위에 놓습니다")
K("mtg.does.countered.library_bottom", "puts it on the bottom of its owner's library",
  "นำสเปลล์นั้นไปไว้ล่างสุดของไลบรารีของเจ้าของ", "그 카드를 소유자의 서고 맨 아래에 놓습니다")
K("mtg.destroy.indestructible", "{card} is indestructible, so \"destroy\" does nothing to it (CR 702.12b).",
  "{card} ทำลายไม่ได้ (Indestructible) ผล \"ทำลาย\" จึงไม่มีผลกับมัน (CR 702.12b)",
  "{card}은(는) 무적이므로 \"파괴\" 효과가 아무 영향도 주지 않습니다 (CR 702.12b).")
K("mtg.effect.pump", "{card} gets {dp:+}/{dt:+} until end of turn and is now {power}/{toughness} (layer 7c, CR 613.4c).",
  "{card} ได้รับ {dp:+}/{dt:+} จนจบเทิร์น ตอนนี้เป็น {power}/{toughness} (Layer 7c, CR 613.4c)",
  "{card}이(가) 턴 종료까지 {dp:+}/{dt:+}을(를) 받아 이제 {power}/{toughness}입니다 (레이어 7c, CR 613.4c).")
K("mtg.effect.set_pt", "{card}'s base power and toughness are set until end of turn; with counters and other changes it is now {power}/{toughness} (layer 7b, CR 613.4b).",
  "พลังและความอึดของ {card} ถูกกำหนดค่าใหม่จนจบเทิร์น เมื่อรวมเคาน์เตอร์และผลอื่นแล้วตอนนี้เป็น {power}/{toughness} (Layer 7b, CR 613.4b)",
  "{card}의 공격력과 방어력이 턴 종료까지 특정 값으로 정해집니다. 카운터와 다른 변경을 더하면 이제 {power}/{toughness}입니다 (레이어 7b, CR 613.4b).")
K("mtg.effect.switch_pt", "{card}'s power and toughness are switched until end of turn, after all other changes: it is now {power}/{toughness} (layer 7d, CR 613.4d).",
  "พลังและความอึดของ {card} ถูกสลับกันจนจบเทิร์น (สลับหลังผลอื่นทั้งหมด) ตอนนี้เป็น {power}/{toughness} (Layer 7d, CR 613.4d)",
  "{card}의 공격력과 방어력이 턴 종료까지 다른 모든 변경 이후에 서로 바뀝니다. 이제 {power}/{toughness}입니다 (레이어 7d, CR 613.4d).")
K("mtg.effect.grant", "{card} gains {keywords} until end of turn (CR 613.1f).",
  "{card} ได้รับ {keywords} จนจบเทิร์น (CR 613.1f)", "{card}이(가) 턴 종료까지 {keywords}을(를) 얻습니다 (CR 613.1f).")
K("mtg.effect.pump_next_turn", "{card} gets {dp:+}/{dt:+} until its controller's next turn begins (the effect's controller's next turn; it lasts through this turn's cleanup) and is now {power}/{toughness} (layer 7c, CR 613.4c, 611.2a).",
  "{card} ได้รับ {dp:+}/{dt:+} จนกว่าเทิร์นถัดไปของผู้ควบคุมผลนั้นจะเริ่ม (ผลนี้ไม่หมดใน Cleanup Step ของเทิร์นนี้) ตอนนี้เป็น {power}/{toughness} (Layer 7c, CR 613.4c, 611.2a)",
  "{card}이(가) 효과 조종자의 다음 턴이 시작될 때까지 {dp:+}/{dt:+}을(를) 받아 이제 {power}/{toughness}입니다. 이 효과는 이번 턴의 정리 단계에서 끝나지 않습니다 (레이어 7c, CR 613.4c, 611.2a).")
K("mtg.effect.grant_next_turn", "{card} gains {keywords} until the next turn of the effect's controller begins; it lasts through this turn's cleanup (CR 613.1f, 611.2a).",
  "{card} ได้รับ {keywords} จนกว่าเทิร์นถัดไปของผู้ควบคุมผลนั้นจะเริ่ม ผลนี้ไม่หมดใน Cleanup Step ของเทิร์นนี้ (CR 613.1f, 611.2a)",
  "{card}이(가) 효과 조종자의 다음 턴이 시작될 때까지 {keywords}을(를) 얻습니다. 이 효과는 이번 턴의 정리 단계에서 끝나지 않습니다 (CR 613.1f, 611.2a).")
K("mtg.effect.next_turn_ends", "\"Until your next turn\" effects end as their controller's turn begins ({cards}) (CR 611.2a).",
  "ผล \"จนถึงเทิร์นถัดไปของคุณ\" หมดอายุเมื่อเทิร์นของผู้ควบคุมผลนั้นเริ่มขึ้น ({cards}) (CR 611.2a)",
  "\"당신의 다음 턴까지\" 효과가 그 조종자의 턴이 시작되면서 끝납니다 ({cards}) (CR 611.2a).")
K("mtg.effect.grant_ability", "{card} gains {abilities} until end of turn: an effect that adds an ability makes it the creature's own, so \"this creature\" in it means {card} and {card}'s controller uses it (CR 113.10, 613.1f).",
  "{card} ได้รับความสามารถ {abilities} จนจบเทิร์น ผลที่เพิ่มความสามารถทำให้มันเป็นความสามารถของครีเจอร์นั้นเอง คำว่า \"ครีเจอร์นี้\" ในนั้นจึงหมายถึง {card} และผู้ควบคุม {card} เป็นผู้ใช้มัน (CR 113.10, 613.1f)",
  "{card}이(가) 턴 종료까지 {abilities} 능력을 얻습니다. 능력을 더하는 효과로 얻은 능력은 그 생물 자신의 능력이 되므로, 그 안의 \"이 생물\"은 {card}(이)고 {card}의 조종자가 사용합니다 (CR 113.10, 613.1f).")
K("mtg.token.abilities", "The {card} token has {abilities}: the effect that created it defined its text, and these abilities work like printed ones (CR 111.3).",
  "โทเค็น {card} มีความสามารถ {abilities} ผลที่สร้างโทเค็นเป็นผู้กำหนดข้อความของมัน ความสามารถเหล่านี้จึงทำงานเหมือนความสามารถที่พิมพ์ไว้บนการ์ด (CR 111.3)",
  "{card} 토큰은 {abilities} 능력을 가집니다. 토큰을 생성한 효과가 그 텍스트를 정하므로, 이 능력들은 카드에 인쇄된 능력처럼 작동합니다 (CR 111.3).")
K("mtg.effect.tap", "{card} becomes tapped.", "{card} ถูกแท็ป", "{card}이(가) 탭됩니다.")
K("mtg.effect.pump_noncreature", "{card} is in the group but is not a creature: it has no power or toughness, so the change does nothing unless it becomes a creature this turn (CR 208.3a).",
  "{card} อยู่ในกลุ่มนี้แต่ไม่ใช่ครีเจอร์ จึงไม่มีพลังและความอึด การเปลี่ยนแปลงนี้จึงไม่มีผลเว้นแต่มันจะกลายเป็นครีเจอร์ในเทิร์นนี้ (CR 208.3a)",
  "{card}은(는) 이 무리에 속하지만 생물이 아니므로 공격력과 방어력이 없습니다. 이번 턴에 생물이 되지 않는 한 이 변화는 아무 일도 하지 않습니다 (CR 208.3a).")
K("mtg.effect.untap", "{card} untaps.", "{card} ถูกคลายแท็ป", "{card}이(가) 언탭됩니다.")
K("mtg.life.gain", "{player} gains {amount} life ({source}) and now has {life}.",
  "{player} ได้รับชีวิต {amount} หน่วย ({source}) ตอนนี้มี {life}",
  "{player}이(가) 생명점 {amount}점을 얻어({source}) 이제 {life}점입니다.")
K("mtg.life.lose", "{player} loses {amount} life ({source}) and now has {life}.",
  "{player} เสียหน่วยชีวิต {amount} ({source}) ตอนนี้เหลือ {life}",
  "{source}의 효과로 {player}이(가) 생명점 {amount}점을 잃어 이제 {life}점입니다.")
K("mtg.life.cant_gain", "{player} would gain life ({source}), but {card} says they can't gain life, so the life total stays as it is (CR 119.7, 101.2).",
  "{player} จะได้รับชีวิต ({source}) แต่ {card} บอกว่าผู้เล่นนี้ได้รับชีวิตไม่ได้ ชีวิตจึงเท่าเดิม (CR 119.7, 101.2)",
  "{player}이(가) 생명점을 얻으려 하지만({source}) {card} 때문에 생명점을 얻을 수 없으므로 생명점이 그대로입니다 (CR 119.7, 101.2).")
K("mtg.life.lifelink", "{source} has lifelink, so its controller {player} gains {amount} life (now {life}) (CR 702.15b).",
  "{source} มีดูดชีวิต (Lifelink) ผู้ควบคุม ({player}) จึงได้รับชีวิต {amount} หน่วย ตอนนี้มี {life} (CR 702.15b)",
  "{source}에게 생명연결이 있으므로 조종자 {player}이(가) 생명점 {amount}점을 얻습니다 (이제 {life}점) (CR 702.15b).")
K("mtg.counters.put", "{n} {kind} counter(s) are put on {card} (now {total}).",
  "วางเคาน์เตอร์ {kind} {n} อันบน {card} (ตอนนี้มี {total} อัน)",
  "{card}에 {kind} 카운터 {n}개를 놓습니다 (이제 {total}개).")
K("mtg.counters.removed", "{n} {kind} counter(s) are removed from {card} (now {total}).",
  "นำเคาน์เตอร์ {kind} {n} อันออกจาก {card} (เหลือ {total} อัน)",
  "{card}에서 {kind} 카운터 {n}개를 제거합니다 (이제 {total}개).")
K("mtg.counters.player_poison", "{player} gets {n} poison counter(s) (now {total}; ten or more loses the game).",
  "{player} ได้รับเคาน์เตอร์พิษ {n} อัน (ตอนนี้มี {total} อัน ครบ 10 อันจะแพ้)",
  "{player}이(가) 독 카운터 {n}개를 받습니다 (이제 {total}개, 10개 이상이면 패배합니다).")
K("mtg.counters.player", "{player} gets {n} {kind} counter(s) (now {total}).",
  "{player} ได้รับเคาน์เตอร์ {kind} {n} อัน (ตอนนี้มี {total} อัน)",
  "{player}이(가) {kind} 카운터 {n}개를 받습니다 (이제 {total}개).")
K("mtg.proliferate.default", "Proliferate: by default every permanent and player that already has a counter is chosen: {chosen}. Each gets one more counter of each kind it has (CR 701.34a).",
  "Proliferate: ค่าเริ่มต้นคือเลือกถาวรและผู้เล่นทุกตัวที่มีเคาน์เตอร์อยู่แล้ว: {chosen} แต่ละตัวได้รับเคาน์เตอร์เพิ่มอีก 1 อันของทุกชนิดที่มีอยู่ (CR 701.34a)",
  "증식: 기본값으로 이미 카운터가 있는 모든 지속물과 플레이어를 선택합니다: {chosen}. 각각 가진 종류마다 카운터를 하나씩 더 받습니다 (CR 701.34a).")
K("mtg.proliferate.choice", "Proliferate: the controller chooses {chosen}; each gets one more counter of each kind it already has (CR 701.34a).",
  "Proliferate: ผู้ควบคุมเลือก {chosen} แต่ละตัวได้รับเคาน์เตอร์เพิ่มอีก 1 อันของทุกชนิดที่มีอยู่แล้ว (CR 701.34a)",
  "증식: 조종자가 {chosen}을(를) 선택합니다. 각각 이미 가진 종류마다 카운터를 하나씩 더 받습니다 (CR 701.34a).")

# --- damage -------------------------------------------------------------------------------
K("mtg.damage.player", "{source} deals {amount} damage to {player}, who loses that much life (now {life}) (CR 120.3a).",
  "{source} สร้างดาเมจ {amount} ให้{player} จึงเสียหน่วยชีวิต {amount} (เหลือ {life}) (CR 120.3a)",
  "{source}이(가) {player}에게 피해 {amount}점을 입힙니다. {player}은(는) 생명점을 그만큼 잃습니다 (이제 {life}점) (CR 120.3a).")
K("mtg.damage.combat_player", "{source} deals {amount} combat damage to {player} (life now {life}) (CR 510.2, 120.3a).",
  "{source} สร้างดาเมจการต่อสู้ {amount} ให้{player} (ชีวิตเหลือ {life}) (CR 510.2, 120.3a)",
  "{source}이(가) {player}에게 전투 피해 {amount}점을 입힙니다 (남은 생명점 {life}) (CR 510.2, 120.3a).")
K("mtg.damage.creature", "{source} deals {amount} damage to {card} ({total} damage marked) (CR 120.3e).",
  "{source} สร้างดาเมจ {amount} ให้ {card} (มีดาเมจที่ติดอยู่ {total}) (CR 120.3e)",
  "{source}이(가) {card}에게 피해 {amount}점을 입힙니다 (표시된 피해 {total}점) (CR 120.3e).")
K("mtg.damage.combat_creature", "{source} deals {amount} combat damage to {card} ({total} damage marked) (CR 510.2).",
  "{source} สร้างดาเมจการต่อสู้ {amount} ให้ {card} (มีดาเมจที่ติดอยู่ {total}) (CR 510.2)",
  "{source}이(가) {card}에게 전투 피해 {amount}점을 입힙니다 (표시된 피해 {total}점) (CR 510.2).")
K("mtg.damage.infect_player", "{source} has infect: its {amount} damage to {player} gives poison counters instead of life loss (now {total}) (CR 702.90b).",
  "{source} มี Infect: ดาเมจ {amount} ที่สร้างให้{player} กลายเป็นเคาน์เตอร์พิษแทนการเสียหน่วยชีวิต (ตอนนี้มี {total} อัน) (CR 702.90b)",
  "{source}에게 감염이 있으므로 {player}에게 입힌 피해 {amount}점은 생명점 손실 대신 독 카운터가 됩니다 (이제 {total}개) (CR 702.90b).")
K("mtg.damage.infect_creature", "{source} has infect: its {amount} damage to {card} becomes -1/-1 counters instead of marked damage (CR 702.90c).",
  "{source} มี Infect: ดาเมจ {amount} ที่สร้างให้ {card} กลายเป็นเคาน์เตอร์ -1/-1 แทนดาเมจ (CR 702.90c)",
  "{source}에게 감염이 있으므로 {card}에게 입힌 피해 {amount}점은 표시된 피해 대신 -1/-1 카운터가 됩니다 (CR 702.90c).")
K("mtg.damage.planeswalker", "{source} deals {amount} damage to {card}: that many loyalty counters are removed (now {total}) (CR 306.8).",
  "{source} สร้างดาเมจ {amount} ให้ {card} จึงนำเคาน์เตอร์ loyalty ออกเท่ากับดาเมจ (เหลือ {total}) (CR 306.8)",
  "{source}이(가) {card}에게 피해 {amount}점을 입혀 그만큼 충성 카운터를 제거합니다 (이제 {total}개) (CR 306.8).")
K("mtg.damage.prevented_protection", "{card} has protection from {source}'s colour, so the {amount} damage is prevented (CR 702.16e).",
  "{card} มีคุ้มครอง (Protection) จากสีของ {source} ดาเมจ {amount} จึงถูกยับยั้ง (prevent) (CR 702.16e)",
  "{card}은(는) {source}의 색으로부터 보호를 가지고 있으므로 피해 {amount}점이 방지됩니다 (CR 702.16e).")
K("mtg.damage.prevented_protection_q", "{card} has {prot}, and {source} has that quality, so the {amount} damage is prevented (CR 702.16e).",
  "{card} มี{prot} และ {source} มีคุณสมบัตินั้น ดาเมจ {amount} จึงถูกยับยั้ง (prevent) (CR 702.16e)",
  "{card}은(는) {prot}을(를) 가지고 있고 {source}이(가) 그 특성을 가지고 있으므로 피해 {amount}점이 방지됩니다 (CR 702.16e).")
for _q, _en, _th, _ko in [("artifacts", "artifacts", "artifact", "마법물체"), ("creatures", "creatures", "ครีเจอร์", "생물"),
                          ("enchantments", "enchantments", "enchantment", "부여마법"), ("lands", "lands", "แลนด์", "대지"),
                          ("planeswalkers", "planeswalkers", "เพลนส์วอล์กเกอร์", "플레인즈워커"),
                          ("instants", "instants", "instant", "순간마법"), ("sorceries", "sorceries", "sorcery", "집중마법"),
                          ("multicolored", "multicoloured", "หลายสี", "다색"), ("monocolored", "monocoloured", "สีเดียว", "단색"),
                          ("colorless", "colourless", "ไม่มีสี", "무색"), ("everything", "everything", "ทุกสิ่ง", "모든 것")]:
    K("mtg.prot_q." + _q, _en, _th, _ko)

# --- activated abilities ------------------------------------------------------------------
K("mtg.activate.stack", "{player} activates {card}'s ability \"{text}\": it goes on the stack and its costs are paid now (CR 602.2a).",
  "{player} เปิดใช้ความสามารถของ {card} (\"{text}\"): ความสามารถขึ้น stack และจ่ายต้นทุนทันที (CR 602.2a)",
  "{player}이(가) {card}의 능력 \"{text}\"을(를) 활성화합니다. 능력이 스택에 올라가고 비용은 지금 지불합니다 (CR 602.2a).")
K("mtg.activate.mana", "{card}'s mana ability \"{text}\" resolves at once without using the stack (CR 605.3b).",
  "ความสามารถมานาของ {card} (\"{text}\") resolve ทันทีโดยไม่ขึ้น stack (CR 605.3b)",
  "{card}의 마나 능력 \"{text}\"은(는) 스택을 사용하지 않고 즉시 해결됩니다 (CR 605.3b).")
K("mtg.cost.tap", "{card} is tapped to pay the cost (CR 602.2b).",
  "แท็ป {card} เพื่อจ่ายต้นทุน (CR 602.2b)", "비용으로 {card}을(를) 탭합니다 (CR 602.2b).")
K("mtg.cost.sacrifice", "To pay the cost of {card}'s ability, {sacrificed} is sacrificed right now, before the ability resolves (CR 602.2b).",
  "เพื่อจ่ายต้นทุนความสามารถของ {card} จึงสังเวย {sacrificed} ทันที ก่อนที่ความสามารถจะ resolve (CR 602.2b)",
  "{card} 능력의 비용으로 {sacrificed}을(를) 지금 바로 희생합니다. 능력이 해결되기 전입니다 (CR 602.2b).")
K("mtg.cycling", "{player} cycles {card}: pays {cost} and discards it; the draw goes on the stack (CR 702.29a).",
  "{player} ใช้ Cycling ของ {card}: จ่าย {cost} และทิ้งการ์ดใบนี้ ส่วนการจั่ว 1 ใบขึ้น stack (CR 702.29a)",
  "{player}이(가) {card}을(를) 순환합니다. {cost}을(를) 지불하고 이 카드를 버리며, 카드 뽑기 능력이 스택에 올라갑니다 (CR 702.29a).")

K("mtg.choice.recorded", "Choice recorded for the next action: {choice}.", "บันทึกการเลือกสำหรับแอ็กชันถัดไป: {choice}",
  "다음 행동을 위한 선택을 기록합니다: {choice}.")

# --- turn structure -----------------------------------------------------------------------
K("mtg.effect.extra_turn", "{player} will take an extra turn after this one: it is added directly after the current turn, and the most recently added extra turn is taken first (CR 500.7).",
  "{player} จะได้เล่นเทิร์นพิเศษต่อจากเทิร์นนี้ เทิร์นพิเศษแทรกต่อจากเทิร์นปัจจุบันทันที และเทิร์นพิเศษที่ถูกเพิ่มทีหลังสุดเล่นก่อน (CR 500.7)",
  "{player}은(는) 이번 턴 다음에 추가 턴을 갖습니다. 추가 턴은 지금 턴 바로 뒤에 들어가며, 가장 나중에 추가된 추가 턴을 먼저 합니다 (CR 500.7).")
K("mtg.turn.extra", "Turn {turn} begins: it is an extra turn for {player}, inserted right after the turn that just ended; the normal turn order then goes on (CR 500.7).",
  "เริ่มเทิร์นที่ {turn}: เป็นเทิร์นพิเศษของ{player} ที่แทรกต่อจากเทิร์นที่เพิ่งจบ จากนั้นลำดับเทิร์นปกติจึงดำเนินต่อ (CR 500.7)",
  "{turn}번째 턴이 시작됩니다. 방금 끝난 턴 바로 뒤에 끼워 넣은 {player}의 추가 턴이며, 그 뒤 원래 턴 순서가 이어집니다 (CR 500.7).")
K("mtg.turn.new", "Turn {turn} begins: it is {player}'s turn.", "เริ่มเทิร์นที่ {turn}: เป็นเทิร์นของ{player}",
  "{turn}번째 턴이 시작됩니다. {player}의 턴입니다.")
K("mtg.step.begin", "The {step} begins (turn {turn}, {player} is the active player).",
  "เริ่ม {step} (เทิร์นที่ {turn}, {player} เป็นผู้เล่นที่กำลังเล่นอยู่)",
  "이제 {step}입니다 ({turn}번째 턴, 액티브 플레이어: {player}).")
K("mtg.step.no_attackers", "No creature attacked, so the declare blockers and combat damage steps are skipped (CR 508.8).",
  "ไม่มีครีเจอร์โจมตี จึงข้ามสเต็ปประกาศผู้ป้องกันและสเต็ปดาเมจการต่อสู้ (CR 508.8)",
  "공격한 생물이 없으므로 방어자선언단과 전투피해단을 건너뜁니다 (CR 508.8).")
K("mtg.untap", "{player} untaps all their permanents ({n}); no player gets priority in the untap step (CR 502.3).",
  "{player} คลายแท็ปถาวรทั้งหมดของตน ({n} ใบ) ใน Untap Step ไม่มีใครได้รับ priority (CR 502.3)",
  "{player}이(가) 자신의 모든 지속물({n}개)을 언탭합니다. 언탭단에는 누구도 우선권을 받지 않습니다 (CR 502.3).")
K("mtg.cleanup.discard", "{player} has {hand} cards, more than the maximum hand size of {size}, so they discard {n} (CR 514.1).",
  "{player} มีการ์ดในมือ {hand} ใบ เกินขนาดมือสูงสุด {size} ใบ จึงต้องทิ้ง {n} ใบ (CR 514.1)",
  "{player}의 손에 카드가 {hand}장으로 최대 손 크기 {size}장보다 많으므로 {n}장을 버립니다 (CR 514.1).")
K("mtg.cleanup.bad_choice", "The discard choice doesn't name exactly {n} cards in hand, so the default is used: the last cards of the hand (CR 514.1).",
  "การเลือกทิ้งการ์ดไม่ตรงกับ {n} ใบในมือ จึงใช้ค่าเริ่มต้น: ทิ้งใบท้าย ๆ ของมือ (CR 514.1)",
  "버릴 카드 선택이 손에 있는 카드 {n}장과 맞지 않으므로 기본값(손 목록의 마지막 카드)을 사용합니다 (CR 514.1).")
K("mtg.cleanup.damage", "All damage marked on permanents is removed ({cards}) (CR 514.2).",
  "ลบดาเมจทั้งหมดบนถาวร ({cards}) (CR 514.2)", "지속물에 표시된 모든 피해가 제거됩니다 ({cards}) (CR 514.2).")
K("mtg.cleanup.eot", "\"Until end of turn\" effects end ({cards}) (CR 514.2).",
  "ผล \"จนจบเทิร์น\" หมดอายุ ({cards}) (CR 514.2)", "\"턴 종료까지\" 효과가 끝납니다 ({cards}) (CR 514.2).")
K("mtg.cleanup.again", "Something happened in the cleanup step, so players get priority and another cleanup step follows (CR 514.3a).",
  "มีบางอย่างเกิดขึ้นใน Cleanup Step ผู้เล่นจึงได้รับ priority และจะมี Cleanup Step อีกรอบ (CR 514.3a)",
  "정화단에 무언가가 일어났으므로 플레이어가 우선권을 받고, 이후 정화단이 한 번 더 진행됩니다 (CR 514.3a).")

# --- combat -------------------------------------------------------------------------------
K("mtg.attack.declared", "{card} attacks {target} and becomes tapped (CR 508.1f).",
  "{card} โจมตี{target} และถูกแท็ป (CR 508.1f)", "{card}이(가) {target}을(를) 공격하며 탭됩니다 (CR 508.1f).")
K("mtg.attack.vigilance", "{card} attacks {target}; it has vigilance, so it doesn't tap (CR 702.20b).",
  "{card} โจมตี{target} และเพราะมีไม่หลับใหล (Vigilance) จึงไม่ต้องแท็ป (CR 702.20b)",
  "{card}이(가) {target}을(를) 공격합니다. 경계가 있으므로 탭되지 않습니다 (CR 702.20b).")
K("mtg.attack.none", "{player} declares no attackers (CR 508.8).", "{player} ไม่ประกาศผู้โจมตี (CR 508.8)",
  "{player}은(는) 공격자를 선언하지 않습니다 (CR 508.8).")
K("mtg.block.declared", "{card} blocks {attacker}; blocking doesn't tap it (CR 509.1a).",
  "{card} ป้องกัน {attacker} (ผู้ป้องกันไม่ต้องแท็ป) (CR 509.1a)",
  "{card}이(가) {attacker}을(를) 방어합니다. 방어해도 탭되지 않습니다 (CR 509.1a).")
K("mtg.block.unblocked", "{card} is not blocked (CR 509.1h).", "{card} ไม่ถูกป้องกัน (CR 509.1h)",
  "{card}은(는) 방어되지 않았습니다 (CR 509.1h).")
K("mtg.combat.first_strike_step", "First-strike damage: only creatures with first strike or double strike deal combat damage now (CR 510.4).",
  "ดาเมจ First Strike: เฉพาะครีเจอร์ที่มี First Strike หรือ Double Strike สร้างดาเมจการต่อสู้ในสเต็ปนี้ (CR 510.4)",
  "선제공격 피해: 지금은 선제공격이나 이단공격이 있는 생물만 전투 피해를 입힙니다 (CR 510.4).")
K("mtg.combat.damage_step", "Combat damage is assigned and dealt simultaneously (CR 510.2).",
  "ดาเมจการต่อสู้ถูกกำหนดและสร้างพร้อมกันทั้งหมด (CR 510.2)", "전투 피해가 배정되고 동시에 입혀집니다 (CR 510.2).")
K("mtg.combat.trample_excess", "{card} has trample: after assigning lethal damage to its blockers, the remaining {amount} goes to the player or planeswalker it attacks (CR 702.19b).",
  "{card} มี Trample: หลังกำหนดดาเมจถึงตายให้ผู้ป้องกันแล้ว ดาเมจที่เหลือ {amount} ส่งถึงผู้เล่นหรือเพลนส์วอล์กเกอร์ที่ถูกโจมตี (CR 702.19b)",
  "{card}에게 돌진이 있으므로 방어자에게 치사 피해를 배정한 뒤 남은 피해 {amount}점은 공격받는 플레이어나 플레인즈워커에게 갑니다 (CR 702.19b).")
K("mtg.combat.trample_deathtouch", "{card} has trample and deathtouch: 1 damage counts as lethal for each blocker (CR 702.2c), so the remaining {amount} goes to the player or planeswalker it attacks (CR 702.19b).",
  "{card} มีทั้ง Trample และสัมผัสมรณะ (Deathtouch): ดาเมจเพียง 1 ก็นับว่าถึงตายสำหรับผู้ป้องกันแต่ละตัว (CR 702.2c) ดาเมจที่เหลือ {amount} จึงส่งถึงผู้เล่นหรือเพลนส์วอล์กเกอร์ที่ถูกโจมตี (CR 702.19b)",
  "{card}에게 돌진과 치명타가 있으므로 방어자마다 피해 1점만으로도 치사 피해로 봅니다 (CR 702.2c). 그래서 남은 피해 {amount}점은 공격받는 플레이어나 플레인즈워커에게 갑니다 (CR 702.19b).")
K("mtg.combat.trample_no_blockers", "{card} was blocked but no blocker is left; with trample it deals all its damage to the player or planeswalker it attacks (CR 702.19d).",
  "{card} ถูกป้องกันแต่ผู้ป้องกันไม่อยู่แล้ว และเพราะมี Trample จึงสร้างดาเมจทั้งหมดให้ผู้เล่นหรือเพลนส์วอล์กเกอร์ที่ถูกโจมตี (CR 702.19d)",
  "{card}은(는) 방어되었지만 남은 방어자가 없습니다. 돌진이 있으므로 공격받는 플레이어나 플레인즈워커에게 모든 피해를 입힙니다 (CR 702.19d).")
K("mtg.combat.blocked_no_damage", "{card} was blocked but no blocker is left, so it deals no combat damage (CR 510.1c).",
  "{card} ถูกป้องกันแล้วแต่ผู้ป้องกันไม่อยู่แล้ว จึงไม่สร้างดาเมจการต่อสู้ (CR 510.1c)",
  "{card}은(는) 방어되었지만 남은 방어자가 없으므로 전투 피해를 입히지 않습니다 (CR 510.1c).")
K("mtg.assign.chosen", "{card}'s controller divides its combat damage: {assignment} (CR 510.1c).",
  "ผู้ควบคุม {card} แบ่งดาเมจการต่อสู้: {assignment} (CR 510.1c)",
  "{card}의 조종자가 전투 피해를 나눕니다: {assignment} (CR 510.1c).")

# --- illegal actions ----------------------------------------------------------------------
I = "mtg.illegal."
K(I + "game_over", "The game is already over; no more actions can be taken (CR 104.1).",
  "เกมจบไปแล้ว ทำแอ็กชันเพิ่มไม่ได้ (CR 104.1)", "게임이 이미 끝났으므로 더 이상 행동할 수 없습니다 (CR 104.1).")
K(I + "no_priority_step", "No player receives priority in the {step}, so nothing can be cast or activated now (CR 502.4, 514.3).",
  "ใน {step} ไม่มีผู้เล่นคนใดได้รับ priority จึงร่ายสเปลล์หรือใช้ความสามารถไม่ได้ (CR 502.4, 514.3)",
  "{step}에는 어떤 플레이어도 우선권을 받지 않으므로 지금은 발동하거나 활성화할 수 없습니다 (CR 502.4, 514.3).")
K(I + "no_player", "{player} is not a player in this game (CR 102.1).", "{player} ไม่ใช่ผู้เล่นในเกมนี้ (CR 102.1)",
  "{player}은(는) 이 게임의 플레이어가 아닙니다 (CR 102.1).")
for _w, _en, _th, _ko in [
    ("not_your_turn", "it is not {player}'s turn", "ไม่ใช่เทิร์นของ{player}", "{player}의 턴이 아닙니다"),
    ("stack_not_empty", "the stack is not empty ({n} object(s) on it)", " stack ไม่ว่าง (มีวัตถุ {n} อย่างอยู่)", "스택이 비어 있지 않습니다(개체 {n}개)"),
    ("not_main", "it is the {step}, not a main phase", "คือ {step} ไม่ใช่เฟสหลัก", "메인 단계가 아닌 {step}입니다"),
]:
    K(I + "sorcery_timing." + _w,
      f"{{card}} can be cast only at sorcery speed: in its controller's own main phase, with an empty stack. Here {_en} (CR {{cr}}).",
      f"{{card}} ร่ายได้เฉพาะจังหวะ sorcery: ในเฟสหลักของตัวเองและ stack ว่างเปล่าเท่านั้น แต่ตอนนี้{_th} (CR {{cr}})",
      f"{{card}}은(는) 집중마법 속도로만 발동할 수 있습니다: 자신의 메인 단계에 스택이 비어 있을 때만 가능합니다. 지금은 {_ko} (CR {{cr}}).")
    K(I + "ability_timing." + _w,
      f"{{card}}'s ability can be activated only as a sorcery: in its controller's own main phase, with an empty stack. Here {_en} (CR {{cr}}).",
      f"ความสามารถของ {{card}} เปิดใช้ได้เฉพาะจังหวะ sorcery: ในเฟสหลักของตัวเองและ stack ว่างเปล่าเท่านั้น แต่ตอนนี้{_th} (CR {{cr}})",
      f"{{card}}의 능력은 집중마법 속도로만 활성화할 수 있습니다: 자신의 메인 단계에 스택이 비어 있을 때만 가능합니다. 지금은 {_ko} (CR {{cr}}).")
    K(I + "loyalty_timing." + _w,
      f"{{card}}'s loyalty abilities can be activated only in its controller's own main phase, with an empty stack, once a turn. Here {_en} (CR {{cr}}).",
      f"ความสามารถ loyalty ของ {{card}} เปิดใช้ได้เฉพาะในเฟสหลักของผู้ควบคุมเอง เมื่อ stack ว่างเปล่า และเทิร์นละครั้ง แต่ตอนนี้{_th} (CR {{cr}})",
      f"{{card}}의 충성 능력은 조종자 자신의 메인 단계에 스택이 비어 있을 때 턴당 한 번만 활성화할 수 있습니다. 지금은 {_ko} (CR {{cr}}).")
K(I + "target_count", "{card} needs {n} target(s) but {got} were given (CR 601.2c).",
  "{card} ต้องมีเป้าหมาย {n} เป้า แต่ระบุมา {got} เป้า (CR 601.2c)",
  "{card}에는 목표가 {n}개 필요하지만 {got}개가 지정되었습니다 (CR 601.2c).")
K(I + "target_count_up_to", "{card} takes from {least} to {n} target(s) (\"up to\"), but {got} were given (CR 601.2c).",
  "{card} มีเป้าหมายได้ตั้งแต่ {least} ถึง {n} เป้า แต่ระบุมา {got} เป้า (CR 601.2c)",
  "{card}은(는) 목표를 {least}개부터 {n}개까지 정할 수 있지만 {got}개가 지정되었습니다 (CR 601.2c).")
K(I + "target.gone", "{target} can't be targeted by {card}: it is not on the battlefield, on the stack or in the game (CR {cr}).",
  "{card} เลือก {target} เป็นเป้าหมายไม่ได้ เพราะไม่ได้อยู่บนสนาม บน stack หรือในเกม (CR {cr})",
  "{card}은(는) {target}을(를) 목표로 정할 수 없습니다. 전장이나 스택, 게임에 없습니다 (CR {cr}).")
K(I + "target.type", "{target} is not a legal target for {card}, which needs: {spec} (CR {cr}).",
  "{target} ไม่ใช่เป้าหมายที่ถูกต้องของ {card} ซึ่งต้องการเป้าหมายแบบ: {spec} (CR {cr})",
  "{target}은(는) {card}의 적법한 목표가 아닙니다. 필요한 목표: {spec} (CR {cr}).")
K(I + "target.hexproof", "{target} has hexproof, so it can't be the target of spells or abilities its opponents control ({card}) (CR {cr}).",
  "{target} มี Hexproof จึงเป็นเป้าหมายของสเปลล์หรือความสามารถของคู่ต่อสู้ ({card}) ไม่ได้ (CR {cr})",
  "{target}에게 방호가 있으므로 상대가 조종하는 주문이나 능력({card})의 목표가 될 수 없습니다 (CR {cr}).")
K(I + "target.protection", "{target} has protection from {card}'s colour, so it can't be targeted by it (CR {cr}).",
  "{target} มีคุ้มครอง (Protection) จากสีของ {card} จึงถูกมันเลือกเป็นเป้าหมายไม่ได้ (CR {cr})",
  "{target}은(는) {card}의 색으로부터 보호를 가지고 있으므로 {card}의 목표가 될 수 없습니다 (CR {cr}).")
K(I + "target.protection_q", "{target} has {prot}, and {card} has that quality, so it can't be targeted by it (CR {cr}).",
  "{target} มี{prot} และ {card} มีคุณสมบัตินั้น จึงเลือก {target} เป็นเป้าหมายไม่ได้ (CR {cr})",
  "{target}은(는) {prot}을(를) 가지고 있고 {card}이(가) 그 특성을 가지고 있으므로 {card}의 목표가 될 수 없습니다 (CR {cr}).")
K(I + "cannot_pay", "The total cost {cost} of {card} can't be paid with the mana pool ({pool}), untapped lands and mana abilities, so it can't be cast (CR 601.2h).",
  "ต้นทุนรวม {cost} ของ {card} จ่ายไม่ได้ด้วย mana pool ({pool}) แลนด์ที่ยังไม่แท็ป และความสามารถมานาจึงร่ายไม่ได้ (CR 601.2h)",
  "{card}의 총 비용 {cost}을(를) 마나풀({pool}), 언탭된 대지, 마나 능력으로 지불할 수 없으므로 발동할 수 없습니다 (CR 601.2h).")
K(I + "unknown_card", "{card} is not a card of the catalogue and not described in the scenario, so the engine can't know what casting it does (CR 601.2a).",
  "{card} ไม่มีในแคตตาล็อกและไม่ได้ระบุรายละเอียดไว้ในสถานการณ์ เอนจินจึงไม่รู้ว่าการร่ายมันทำอะไร (CR 601.2a)",
  "{card}은(는) 카탈로그에 없고 시나리오에 설명되지도 않았으므로 엔진은 그 발동이 무엇을 하는지 알 수 없습니다 (CR 601.2a).")
K(I + "land_not_cast", "{card} is a land: lands are played, not cast (CR 305.1).",
  "{card} เป็นแลนด์ แลนด์ใช้การลง (play) ไม่ใช่การร่าย (CR 305.1)",
  "{card}은(는) 대지입니다. 대지는 발동하지 않고 놓습니다 (CR 305.1).")
K(I + "split_second", "{spell} has split second: while it is on the stack, no other spell can be cast, so {card} can't be cast now (CR 702.61a).",
  "{spell} มี Split Second: ระหว่างที่อยู่บน stack ห้ามร่ายสเปลล์อื่น จึงร่าย {card} ตอนนี้ไม่ได้ (CR 702.61a)",
  "{spell}에게 Split Second가 있습니다. 그것이 스택에 있는 동안 다른 주문을 발동할 수 없으므로 지금 {card}을(를) 발동할 수 없습니다 (CR 702.61a).")
K(I + "split_second_ability", "{spell} has split second: while it is on the stack only mana abilities can be activated, so {card}'s ability can't be activated (CR 702.61a).",
  "{spell} มี Split Second: ระหว่างที่อยู่บน stack ใช้ได้เฉพาะความสามารถมานาจึงเปิดใช้ความสามารถของ {card} ไม่ได้ (CR 702.61a)",
  "{spell}에게 Split Second가 있습니다. 그것이 스택에 있는 동안은 마나 능력만 활성화할 수 있으므로 {card}의 능력을 활성화할 수 없습니다 (CR 702.61a).")
K(I + "from_graveyard", "{card} is in the graveyard and has no flashback: no rule or effect allows casting it from there (CR 601.3).",
  "{card} อยู่ใน graveyard และไม่มี Flashback จึงไม่มีกฎหรือผลใดอนุญาตให้ร่ายจากที่นั่น (CR 601.3)",
  "{card}은(는) 무덤에 있고 회상이 없으므로 그곳에서 발동하도록 허용하는 규칙이나 효과가 없습니다 (CR 601.3).")
K(I + "not_in_zone", "{card} is not in {player}'s {zone}, so it can't be cast from there: a spell moves from where it is to the stack (CR 601.2a).",
  "{card} ไม่ได้อยู่ใน{zone}ของ{player} จึงร่ายจากที่นั่นไม่ได้ เพราะสเปลล์ย้ายจากที่ที่มันอยู่ขึ้น stack (CR 601.2a)",
  "{card}은(는) {player}의 {zone}에 없으므로 그곳에서 발동할 수 없습니다. 주문은 있는 곳에서 스택으로 옮겨집니다 (CR 601.2a).")
K(I + "from_exile", "{card} is in exile, and no rule or effect allows {player} to cast it from there (a flashed-back card stays exiled) (CR 601.3).",
  "{card} อยู่ใน exile และไม่มีกฎหรือผลใดอนุญาตให้{player}ร่ายจากที่นั่น (การ์ดที่ร่ายด้วย Flashback แล้วจะอยู่ใน exile ต่อไป) (CR 601.3)",
  "{card}은(는) 추방 영역에 있고, {player}이(가) 그곳에서 발동하도록 허용하는 규칙이나 효과가 없습니다(회상으로 발동한 카드는 추방된 채로 남습니다) (CR 601.3).")
K(I + "no_kicker", "{card} has no kicker, so it can't be kicked (CR 702.33a).",
  "{card} ไม่มี Kicker จึงจ่าย Kicker ไม่ได้ (CR 702.33a)", "{card}에는 키커가 없으므로 키커를 지불할 수 없습니다 (CR 702.33a).")
K(I + "bad_cost", "The cost of {card} can't be read, so its total cost can't be determined: {cost} (CR 601.2f).",
  "อ่านต้นทุนของ {card} ไม่ได้ จึงกำหนดต้นทุนรวมไม่ได้: {cost} (CR 601.2f)", "{card}의 비용을 읽을 수 없어 총 비용을 정할 수 없습니다: {cost} (CR 601.2f).")
K(I + "empty_stack", "The stack is empty: there is nothing to resolve (CR 117.4).",
  "stack ว่างเปล่า ไม่มีอะไรให้ resolve (CR 117.4)", "스택이 비어 있어 해결할 것이 없습니다 (CR 117.4).")
K(I + "no_permanent", "There is no permanent {id} on the battlefield, so there is no ability of it to activate (CR 602.2).",
  "ไม่มีการ์ดถาวร {id} บนสนาม จึงไม่มีความสามารถของมันให้เปิดใช้ (CR 602.2)", "전장에 {id} 지속물이 없으므로 활성화할 그 능력도 없습니다 (CR 602.2).")
K(I + "not_controller", "Only the controller of {card} can activate its abilities, not {player} (CR 602.2).",
  "เฉพาะผู้ควบคุม {card} เท่านั้นที่เปิดใช้ความสามารถได้ ไม่ใช่{player} (CR 602.2)",
  "{card}의 능력은 조종자만 활성화할 수 있으며 {player}은(는) 할 수 없습니다 (CR 602.2).")
K(I + "no_ability", "{card} has no activated ability number {n} (CR 602.2).", "{card} ไม่มีความสามารถลำดับที่ {n} (CR 602.2)",
  "{card}에는 {n}번 활성화 능력이 없습니다 (CR 602.2).")
K(I + "loyalty_once", "{card}'s loyalty abilities were already activated this turn: only one per turn (CR 606.3).",
  "เปิดใช้ความสามารถ loyalty ของ {card} ไปแล้วในเทิร์นนี้ ใช้ได้เทิร์นละครั้ง (CR 606.3)",
  "이번 턴에 이미 {card}의 충성 능력을 활성화했습니다. 턴당 한 번만 가능합니다 (CR 606.3).")
K(I + "loyalty_cost", "{card} has {have} loyalty, not enough to remove {n} (CR 606.6).",
  "{card} มีเคาน์เตอร์ loyalty {have} อัน ไม่พอจะจ่าย {n} (CR 606.6)",
  "{card}의 충성 카운터가 {have}개뿐이라 {n}개를 제거할 수 없습니다 (CR 606.6).")
K(I + "tapped_cost", "{card} is already tapped, so it can't pay a {{T}} cost (CR 602.2b).",
  "{card} ถูกแท็ปอยู่แล้ว จึงจ่ายต้นทุน {{T}} ไม่ได้ (CR 602.2b)",
  "{card}은(는) 이미 탭되어 있으므로 {{T}} 비용을 지불할 수 없습니다 (CR 602.2b).")
K(I + "summoning_sick_tap", "{card} has summoning sickness (it came under its controller's control this turn) and no haste, so its {{T}} abilities can't be activated (CR 302.6).",
  "{card} ติด Summoning Sickness (เพิ่งเข้ามาอยู่ใต้การควบคุมในเทิร์นนี้) และไม่มีเร่งรีบ (Haste) จึงใช้ความสามารถ {{T}} ไม่ได้ (CR 302.6)",
  "{card}은(는) 이번 턴에 조종하게 된 생물(소환 후유증)이고 신속이 없으므로 {{T}} 능력을 활성화할 수 없습니다 (CR 302.6).")
K(I + "sacrifice_choice", "{chosen} can't be sacrificed for {card}'s cost (it must be a {what} its controller controls) (CR 701.21a).",
  "{chosen} ใช้สังเวยเป็นต้นทุนของ {card} ไม่ได้ (ต้องเป็น {what} ที่ผู้ควบคุมความสามารถนี้ควบคุมอยู่) (CR 701.21a)",
  "{chosen}은(는) {card}의 비용으로 희생할 수 없습니다 (조종자가 조종하는 {what}이어야 합니다) (CR 701.21a).")
K(I + "sacrifice_none", "There is no {what} to sacrifice for {card}'s cost (CR 602.2b).",
  "ไม่มี {what} ให้สังเวยเป็นต้นทุนของ {card} (CR 602.2b)", "{card}의 비용으로 희생할 {what}이(가) 없습니다 (CR 602.2b).")
K(I + "life_cost", "Paying {n} life for {card} needs a life total of at least {n} (CR 119.4).",
  "ต้องมีชีวิตอย่างน้อย {n} จึงจ่าย {n} หน่วยชีวิตให้ {card} ได้ (CR 119.4)",
  "{card}에 생명점 {n}점을 지불하려면 생명점이 {n}점 이상이어야 합니다 (CR 119.4).")
K(I + "not_in_hand", "{card} is not in {player}'s hand, so it can't be cycled (CR 702.29a).", "{card} ไม่ได้อยู่ในมือของ{player} จึงใช้ Cycling ไม่ได้ (CR 702.29a)",
  "{card}은(는) {player}의 손에 없으므로 순환할 수 없습니다 (CR 702.29a).")
K(I + "no_cycling", "{card} has no cycling (CR 702.29a).", "{card} ไม่มี Cycling (CR 702.29a)", "{card}에는 순환이 없습니다 (CR 702.29a).")
K(I + "not_a_land", "{card} is not a land, so it can't be played as one (CR 305.1).",
  "{card} ไม่ใช่แลนด์ จึงลงเป็นแลนด์ไม่ได้ (CR 305.1)", "{card}은(는) 대지가 아니므로 대지로 놓을 수 없습니다 (CR 305.1).")
K(I + "land_timing", "A land can be played only by the active player in their main phase with an empty stack; now it is the {step} ({card}, {player}) (CR 505.6b).",
  "ลงแลนด์ได้เฉพาะผู้เล่นที่กำลังเล่นอยู่ ในเฟสหลักของตนและ stack ว่างเปล่า ตอนนี้คือ {step} ({card}, {player}) (CR 505.6b)",
  "대지는 액티브 플레이어가 자신의 메인 단계에 스택이 비어 있을 때만 놓을 수 있습니다. 지금은 {step}입니다 ({card}, {player}) (CR 505.6b).")
K(I + "one_land", "{player} has already played a land this turn: one land per turn (CR 305.2).",
  "{player} ลงแลนด์ไปแล้วในเทิร์นนี้ ลงได้เทิร์นละ 1 ใบ (CR 305.2)",
  "{player}은(는) 이번 턴에 이미 대지를 놓았습니다. 턴당 한 장입니다 (CR 305.2).")
K(I + "stack_not_empty_advance", "The stack is not empty ({n} object(s)): the game can't move to the next step until it is empty and all players pass (CR 500.2).",
  "stack ยังไม่ว่าง (มี {n} อย่าง) จะไปสเต็ปถัดไปได้ก็ต่อเมื่อ stack ว่างและผู้เล่นทุกคน pass (CR 500.2)",
  "스택이 비어 있지 않습니다(개체 {n}개). 스택이 비고 모든 플레이어가 우선권을 넘겨야 다음 단으로 넘어갑니다 (CR 500.2).")
K(I + "advance_loop", "The game could not reach the {step} by passing through the steps in order (CR 500.1).",
  "ไปไม่ถึง {step} แม้จะผ่านสเต็ปตามลำดับแล้ว (CR 500.1)", "단과 단계를 순서대로 진행해도 {step}에 도달할 수 없습니다 (CR 500.1).")
K(I + "attack_step", "Attackers can't be declared now ({step}): they are declared once, at the start of the declare attackers step (CR 508.1).",
  "ประกาศผู้โจมตีตอนนี้ไม่ได้ ({step}) ผู้โจมตีประกาศได้ครั้งเดียวตอนเริ่มสเต็ปประกาศผู้โจมตี (CR 508.1)",
  "지금({step})은 공격자를 선언할 수 없습니다. 공격자선언단이 시작될 때 한 번만 선언합니다 (CR 508.1).")
K(I + "attack.not_creature", "{card} is not a creature on the battlefield, so it can't attack (CR 508.1a).",
  "{card} ไม่ใช่ครีเจอร์บนสนาม จึงโจมตีไม่ได้ (CR 508.1a)", "{card}은(는) 전장의 생물이 아니므로 공격할 수 없습니다 (CR 508.1a).")
K(I + "attack.not_yours", "{card} is not controlled by the active player {player}, so it can't attack (CR 508.1a).",
  "{card} ไม่ได้อยู่ใต้การควบคุมของผู้เล่นที่กำลังเล่นอยู่ ({player}) จึงโจมตีไม่ได้ (CR 508.1a)",
  "{card}은(는) 액티브 플레이어 {player}이(가) 조종하지 않으므로 공격할 수 없습니다 (CR 508.1a).")
K(I + "attack.twice", "{card} is listed twice: a creature attacks only once (CR 508.1a).",
  "{card} ถูกระบุซ้ำ ครีเจอร์หนึ่งตัวโจมตีได้ครั้งเดียว (CR 508.1a)", "{card}이(가) 두 번 지정되었습니다. 생물은 한 번만 공격합니다 (CR 508.1a).")
K(I + "attack.tapped", "{card} is tapped, and only untapped creatures can attack (CR 508.1a).",
  "{card} ถูกแท็ปอยู่ ครีเจอร์ที่โจมตีได้ต้องไม่ถูกแท็ป (CR 508.1a)",
  "{card}은(는) 탭되어 있습니다. 언탭된 생물만 공격할 수 있습니다 (CR 508.1a).")
K(I + "attack.defender", "{card} has defender, so it can't attack (CR 702.3b).",
  "{card} มี Defender จึงโจมตีไม่ได้ (CR 702.3b)", "{card}에게 수비태세가 있으므로 공격할 수 없습니다 (CR 702.3b).")
K(I + "attack.summoning_sick", "{card} has summoning sickness: it hasn't been under its controller's control since the start of their most recent turn and has no haste, so it can't attack (CR 302.6).",
  "{card} ติด Summoning Sickness: ยังไม่ได้อยู่ใต้การควบคุมของผู้ควบคุมต่อเนื่องตั้งแต่ต้นเทิร์นล่าสุดของเขา และไม่มีเร่งรีบ (Haste) จึงโจมตีไม่ได้ (CR 302.6)",
  "{card}은(는) 소환 후유증이 있습니다. 조종자의 가장 최근 턴 시작부터 계속 조종된 것이 아니고 신속도 없으므로 공격할 수 없습니다 (CR 302.6).")
K(I + "attack.bad_defender", "{card} can't attack {target}: it must attack an opponent, a planeswalker an opponent controls or a battle an opponent protects (CR 508.1b).",
  "{card} โจมตี{target}ไม่ได้ ต้องโจมตีคู่ต่อสู้ เพลนส์วอล์กเกอร์ที่คู่ต่อสู้ควบคุม หรือ battle ที่คู่ต่อสู้ปกป้อง (CR 508.1b)",
  "{card}은(는) {target}을(를) 공격할 수 없습니다. 상대, 상대가 조종하는 플레인즈워커, 또는 상대가 수호하는 배틀을 공격해야 합니다 (CR 508.1b).")
K(I + "block_step", "Blockers can't be declared now ({step}): they are declared once, in the declare blockers step, against declared attackers (CR 509.1).",
  "ประกาศผู้ป้องกันตอนนี้ไม่ได้ ({step}) ผู้ป้องกันประกาศได้ครั้งเดียวในสเต็ปประกาศผู้ป้องกัน และต้องมีผู้โจมตีแล้ว (CR 509.1)",
  "지금({step})은 방어자를 선언할 수 없습니다. 공격자가 있을 때 방어자선언단에 한 번만 선언합니다 (CR 509.1).")
K(I + "block.not_creature", "{card} is not a creature on the battlefield, so it can't block (CR 509.1a).",
  "{card} ไม่ใช่ครีเจอร์บนสนาม จึงป้องกันไม่ได้ (CR 509.1a)", "{card}은(는) 전장의 생물이 아니므로 방어할 수 없습니다 (CR 509.1a).")
K(I + "block.not_attacking", "{attacker} is not an attacking creature, so {card} can't block it (CR 509.1a).",
  "{attacker} ไม่ใช่ครีเจอร์ที่กำลังโจมตี {card} จึงป้องกันมันไม่ได้ (CR 509.1a)",
  "{attacker}은(는) 공격 중인 생물이 아니므로 {card}이(가) 방어할 수 없습니다 (CR 509.1a).")
K(I + "block.not_defending", "{card} isn't controlled by the player {attacker} is attacking, so it can't block it (CR 509.1a).",
  "{card} ไม่ได้อยู่ใต้การควบคุมของผู้เล่นที่ {attacker} โจมตี จึงป้องกันไม่ได้ (CR 509.1a)",
  "{card}은(는) {attacker}이(가) 공격하는 플레이어가 조종하지 않으므로 방어할 수 없습니다 (CR 509.1a).")
K(I + "block.twice", "{card} is listed twice: one creature blocks only one attacker (CR 509.1a).",
  "{card} ถูกระบุซ้ำ ผู้ป้องกันแต่ละตัวป้องกันผู้โจมตีได้เพียง 1 ตัว (CR 509.1a)",
  "{card}이(가) 두 번 지정되었습니다. 생물 하나는 공격자 하나만 방어합니다 (CR 509.1a).")
K(I + "block.tapped", "{card} is tapped, and only untapped creatures can block (CR 509.1a).",
  "{card} ถูกแท็ปอยู่ ครีเจอร์ที่ป้องกันได้ต้องไม่ถูกแท็ป (CR 509.1a)",
  "{card}은(는) 탭되어 있습니다. 언탭된 생물만 방어할 수 있습니다 (CR 509.1a).")
K(I + "block.flying", "{attacker} has flying and {card} has neither flying nor reach, so it can't block it (CR 702.9b).",
  "{attacker} มีบิน (Flying) แต่ {card} ไม่มีทั้งบินและเอื้อมถึง (Reach) จึงป้องกันไม่ได้ (CR 702.9b)",
  "{attacker}에게 비행이 있고 {card}에게는 비행도 대공도 없으므로 방어할 수 없습니다 (CR 702.9b).")
K(I + "block.intimidate", "{attacker} has intimidate: only artifact creatures or creatures sharing a colour with it can block it, and {card} is neither (CR 702.13b).",
  "{attacker} มีข่มขวัญ (Intimidate): ป้องกันได้เฉพาะครีเจอร์ artifact หรือครีเจอร์ที่มีสีเดียวกัน แต่ {card} ไม่ใช่ทั้งสองอย่าง (CR 702.13b)",
  "{attacker}에게 위협이 있습니다. 마법물체 생물이나 같은 색을 가진 생물만 방어할 수 있는데 {card}은(는) 둘 다 아닙니다 (CR 702.13b).")
K(I + "block.protection", "{attacker} has protection from {card}'s colour, so {card} can't block it (CR 702.16f).",
  "{attacker} มีคุ้มครอง (Protection) จากสีของ {card} {card} จึงป้องกันไม่ได้ (CR 702.16f)",
  "{attacker}은(는) {card}의 색으로부터 보호를 가지고 있으므로 {card}은(는) 그 생물을 방어할 수 없습니다 (CR 702.16f).")
K(I + "block.protection_q", "{attacker} has {prot}, and {card} has that quality, so {card} can't block it (CR 702.16f).",
  "{attacker} มี{prot} และ {card} มีคุณสมบัตินั้น {card} จึงป้องกันไม่ได้ (CR 702.16f)",
  "{attacker}은(는) {prot}을(를) 가지고 있고 {card}이(가) 그 특성을 가지고 있으므로 {card}은(는) 그 생물을 방어할 수 없습니다 (CR 702.16f).")
K(I + "block.menace", "{card} has menace: it can't be blocked except by two or more creatures, so a single blocker is not allowed (CR 702.111b).",
  "{card} มีข่มขู่ (Menace): ป้องกันได้ด้วยครีเจอร์ 2 ตัวขึ้นไปเท่านั้น จะป้องกันด้วยตัวเดียวไม่ได้ (CR 702.111b)",
  "{card}은(는) '호전적' 능력이 있습니다. 생물 둘 이상으로만 방어할 수 있으므로 하나로는 방어할 수 없습니다 (CR 702.111b).")
K(I + "assign_step", "Combat damage is assigned as the combat damage step begins; it can't be assigned now ({step}) (CR 510.1).",
  "ดาเมจการต่อสู้กำหนดตอนเริ่มสเต็ปดาเมจการต่อสู้ ตอนนี้ ({step}) กำหนดไม่ได้ (CR 510.1)",
  "전투 피해는 전투피해단이 시작될 때 배정합니다. 지금({step})은 배정할 수 없습니다 (CR 510.1).")
K(I + "assign.not_blocker", "{target} is not blocking {card}, so {card}'s damage can't be assigned to it (CR 510.1c).",
  "{target} ไม่ได้ป้องกัน {card} จึงกำหนดดาเมจของ {card} ให้มันไม่ได้ (CR 510.1c)",
  "{target}은(는) {card}을(를) 방어하고 있지 않으므로 {card}의 피해를 배정할 수 없습니다 (CR 510.1c).")
K(I + "assign.total", "{card} must assign all of its combat damage, {power}, but the assignment totals {got} (CR 510.1a).",
  "{card} ต้องกำหนดดาเมจการต่อสู้ทั้งหมด {power} แต่การแบ่งรวมได้ {got} (CR 510.1a)",
  "{card}은(는) 전투 피해 {power}점을 모두 배정해야 하지만 배정 합계는 {got}점입니다 (CR 510.1a).")
K(I + "assign.no_trample", "{card} is blocked and has no trample, so none of its damage can go to the player (CR 510.1c).",
  "{card} ถูกป้องกันและไม่มี Trample จึงส่งดาเมจให้ผู้เล่นไม่ได้ (CR 510.1c)",
  "{card}은(는) 방어되었고 돌진이 없으므로 피해를 플레이어에게 배정할 수 없습니다 (CR 510.1c).")
K(I + "assign.trample_lethal", "With trample, {card} must assign lethal damage ({lethal}) to {blocker} before any goes to the player (CR 702.19b).",
  "เมื่อมี Trample {card} ต้องกำหนดดาเมจถึงตาย ({lethal}) ให้ {blocker} ก่อน จึงจะส่งส่วนที่เหลือให้ผู้เล่นได้ (CR 702.19b)",
  "돌진이 있어도 {card}은(는) 플레이어에게 배정하기 전에 {blocker}에게 치사 피해({lethal}점)를 먼저 배정해야 합니다 (CR 702.19b).")

# --- targeting, ward, triggers with targets, regeneration, Auras/Equipment, requirements ------------
for _k, _en, _th, _ko in [
    ("shroud", "shroud", "Shroud", "은신"), ("must_attack", "attacks each combat if able",
     "ต้องโจมตีทุกการต่อสู้ถ้าทำได้", "가능하면 매 전투마다 공격"),
    ("must_block", "blocks each combat if able", "ต้องป้องกันทุกการต่อสู้ถ้าทำได้", "가능하면 매 전투마다 방어"),
    ("cant_block", "can't block", "ป้องกันไม่ได้", "방어할 수 없음"), ("cant_attack", "can't attack", "โจมตีไม่ได้", "공격할 수 없음"),
]:
    K("mtg.kw." + _k, _en, _th, _ko)
K("mtg.kw.ward", "ward {cost}", "Ward {cost}", "보호진 {cost}")
K(I + "target.shroud", "{target} has shroud, so it can't be the target of any spell or ability, not even its controller's ({card}) (CR 702.18a).",
  "{target} มี Shroud จึงเป็นเป้าหมายของสเปลล์หรือความสามารถใด ๆ ไม่ได้เลย แม้แต่ของผู้ควบคุมเอง ({card}) (CR 702.18a)",
  "{target}에게 은신이 있으므로 어떤 주문이나 능력의 목표도 될 수 없습니다. 조종자 자신의 것({card})도 마찬가지입니다 (CR 702.18a).")
K(I + "equip_self", "{card} can't equip itself or while it is a creature: equip attaches it to another creature you control (CR 301.5c).",
  "{card} ติด (Equip) ให้ตัวเองไม่ได้ และทำไม่ได้ขณะที่มันเป็นครีเจอร์ Equip ใช้ติดกับครีเจอร์ตัวอื่นของคุณ (CR 301.5c)",
  "{card}은(는) 자기 자신에게 장착할 수 없고, 생물인 동안에는 장착할 수 없습니다. 장착은 당신이 조종하는 다른 생물에 부착합니다 (CR 301.5c).")
K(I + "attack.cant_attack", "{card} can't attack: a restriction forbids it, so a declaration with it is illegal (CR 508.1c).",
  "{card} โจมตีไม่ได้ เพราะมีข้อจำกัด (restriction) ห้ามไว้ การประกาศที่มีมันจึงผิดกติกา (CR 508.1c)",
  "{card}은(는) 공격할 수 없습니다. 제한이 있으므로 그 생물을 포함한 선언은 규칙 위반입니다 (CR 508.1c).")
K(I + "attack.required", "{card} attacks each combat if able and is able to attack, so a declaration without it obeys fewer requirements than possible and is illegal (CR 508.1d).",
  "{card} ต้องโจมตีทุกการต่อสู้ถ้าทำได้ และตอนนี้มันโจมตีได้ การประกาศที่ไม่มีมันจึงทำตามข้อบังคับ (requirement) ได้น้อยกว่าที่ทำได้ และผิดกติกา (CR 508.1d)",
  "{card}은(는) 가능하면 매 전투마다 공격해야 하고 지금 공격할 수 있습니다. 그 생물이 빠진 선언은 가능한 것보다 적은 요구를 따르므로 규칙 위반입니다 (CR 508.1d).")
K(I + "block.cant_block", "{card} can't block: a restriction forbids it (CR 509.1b).",
  "{card} ป้องกันไม่ได้ เพราะมีข้อจำกัด (restriction) ห้ามไว้ (CR 509.1b)",
  "{card}은(는) 방어할 수 없습니다. 제한이 있습니다 (CR 509.1b).")
K(I + "block.required", "{card} blocks each combat if able and could block an attacker, so a declaration without it obeys fewer requirements than possible and is illegal (CR 509.1c).",
  "{card} ต้องป้องกันทุกการต่อสู้ถ้าทำได้ และตอนนี้ป้องกันผู้โจมตีได้ การประกาศที่ไม่มีมันจึงทำตามข้อบังคับได้น้อยกว่าที่ทำได้ และผิดกติกา (CR 509.1c)",
  "{card}은(는) 가능하면 매 전투마다 방어해야 하고 방어할 수 있는 공격자가 있습니다. 그 생물이 빠진 선언은 가능한 것보다 적은 요구를 따르므로 규칙 위반입니다 (CR 509.1c).")
K("mtg.block.pair", "{card} blocks {attacker}", "{card} ป้องกัน {attacker}", "{card}이(가) {attacker}을(를) 방어")
K(I + "block.fewer_requirements", "This declaration of blockers obeys {got} blocking requirements, but {most} can be obeyed without breaking a restriction (for example: {example}), so it is illegal (CR 509.1c).",
  "การประกาศผู้ป้องกันนี้ทำตามข้อบังคับการป้องกัน {got} ข้อ แต่ทำตามได้ถึง {most} ข้อโดยไม่ฝ่าฝืนข้อจำกัด (เช่น {example}) จึงผิดกติกา (CR 509.1c)",
  "이 방어 선언은 방어 요구를 {got}개 따르지만, 제한을 어기지 않고 {most}개를 따를 수 있으므로 (예: {example}) 규칙 위반입니다 (CR 509.1c).")
K(I + "block.requirements_search", "The blocking requirements of {n} creatures have too many combinations for the engine to find the most that can be obeyed; this declaration of blockers is not modelled (CR 509.1c).",
  "ข้อบังคับการป้องกันของครีเจอร์ {n} ตัวมีชุดค่าผสมมากเกินกว่าที่เอนจินจะหาจำนวนสูงสุดที่ทำตามได้ การประกาศผู้ป้องกันนี้จึงยังไม่ได้จำลองไว้ (CR 509.1c)",
  "생물 {n}개의 방어 요구는 조합이 너무 많아 엔진이 따를 수 있는 최대 수를 찾지 못합니다. 이 방어 선언은 구현되지 않았습니다 (CR 509.1c).")
K("mtg.block.requirements_default", "No blockers were declared; the blocking requirements oblige the declaration that obeys the most of them ({most}): {example} (default; CR 509.1c).",
  "ไม่ได้ประกาศผู้ป้องกัน ข้อบังคับการป้องกันบังคับให้ใช้การประกาศที่ทำตามได้มากที่สุด ({most} ข้อ): {example} (ค่าเริ่มต้น; CR 509.1c)",
  "방어자를 선언하지 않았으므로 방어 요구를 가장 많이({most}개) 따르는 선언을 사용합니다: {example} (기본값; CR 509.1c).")
K("mtg.attack.required_default", "No attackers were declared, but {cards} must attack if able, so they attack {target} (default target; CR 508.1d).",
  "ไม่ได้ประกาศผู้โจมตี แต่ {cards} ต้องโจมตีถ้าทำได้ จึงโจมตี {target} (เป้าหมายค่าเริ่มต้น; CR 508.1d)",
  "공격자를 선언하지 않았지만 {cards}은(는) 가능하면 공격해야 하므로 {target}을(를) 공격합니다 (기본값; CR 508.1d).")
K("mtg.block.required_default", "No blockers were declared, but {cards} must block if able, so each blocks the first attacker it can block (default; CR 509.1c).",
  "ไม่ได้ประกาศผู้ป้องกัน แต่ {cards} ต้องป้องกันถ้าทำได้ จึงป้องกันผู้โจมตีตัวแรกที่ป้องกันได้ (ค่าเริ่มต้น; CR 509.1c)",
  "방어자를 선언하지 않았지만 {cards}은(는) 가능하면 방어해야 하므로 각각 방어할 수 있는 첫 번째 공격자를 방어합니다 (기본값; CR 509.1c).")
K("mtg.sba.cant_lose", "{player} would lose the game (CR {why}), but {card} says they can't lose the game, and \"can't\" beats \"can\" (CR 101.2).",
  "{player} ควรจะแพ้เกม (CR {why}) แต่ {card} บอกว่าผู้เล่นนี้แพ้เกมไม่ได้ และ \"ทำไม่ได้\" มีอำนาจเหนือ \"ทำได้\" (CR 101.2)",
  "{player}은(는) 게임에서 패배해야 하지만(CR {why}) {card} 때문에 게임에서 패배할 수 없습니다. \"할 수 없다\"가 \"할 수 있다\"보다 우선합니다 (CR 101.2).")
for _w, _en, _th, _ko in [
    ("gone", "is no longer attached to an object that is on the battlefield ({target})",
     "ไม่ได้ติดอยู่กับสิ่งใดบนสนามแล้ว ({target})", "더 이상 전장에 있는 개체에 부착되어 있지 않습니다({target})"),
    ("self", "is attached to itself", "ติดอยู่กับตัวเอง", "자기 자신에게 부착되어 있습니다"),
    ("type", "is attached to {target}, which it can't legally be attached to any more",
     "ติดอยู่กับ {target} ซึ่งตอนนี้ไม่ใช่สิ่งที่มันติดได้ตามกติกาแล้ว", "더 이상 적법하게 부착될 수 없는 {target}에 부착되어 있습니다"),
    ("protection", "is attached to {target}, which has protection from its colour",
     "ติดอยู่กับ {target} ซึ่งมีคุ้มครอง (Protection) จากสีของมัน", "자신의 색으로부터 보호를 가진 {target}에 부착되어 있습니다"),
    ("protection_q", "is attached to {target}, which has {prot}, and it has that quality",
     "ติดอยู่กับ {target} ซึ่งมี{prot} และตัวมันมีคุณสมบัตินั้น", "{prot}을(를) 가진 {target}에 부착되어 있는데 자신이 그 특성을 가지고 있습니다"),
]:
    K("mtg.sba.aura." + _w, "The Aura {card} " + _en + ", so it is put into its owner's graveyard (CR 704.5m).",
      "Aura {card} " + _th + " จึงถูกนำลง graveyard ของเจ้าของ (State-Based Action, CR 704.5m)",
      "마법진 {card}은(는) " + _ko + ". 그러므로 소유자의 무덤에 들어갑니다 (상태 참조 행동, CR 704.5m).")
    K("mtg.sba.equipment." + _w, "The Equipment {card} " + _en + ", so it becomes unattached and stays on the battlefield (CR 704.5n).",
      "Equipment {card} " + _th + " จึงหลุดออก (unattached) แต่ยังอยู่บนสนาม (State-Based Action, CR 704.5n)",
      "장비 {card}은(는) " + _ko + ". 그러므로 부착이 해제되고 전장에 남습니다 (상태 참조 행동, CR 704.5n).")
K("mtg.attach.aura", "The Aura {card} enters the battlefield attached to {target}, the object its spell targeted (CR 608.3c).",
  "Aura {card} เข้าสนามโดยติดอยู่กับ {target} ซึ่งเป็นเป้าหมายของสเปลล์ (CR 608.3c)",
  "마법진 {card}이(가) 주문의 목표였던 {target}에 부착된 채로 전장에 들어옵니다 (CR 608.3c).")
K("mtg.attach.attached", "{card} is attached to {target}: it is moved onto it (CR 701.3a).",
  "{card} ถูกติด (attach) เข้ากับ {target} (CR 701.3a)",
  "{card}이(가) {target}에 부착됩니다 (CR 701.3a).")
K("mtg.attach.same", "{card} is already attached to {target} (or can't be attached to it), so nothing happens (CR 701.3b).",
  "{card} ติดอยู่กับ {target} อยู่แล้ว (หรือติดไม่ได้) จึงไม่มีอะไรเกิดขึ้น (CR 701.3b)",
  "{card}은(는) 이미 {target}에 부착되어 있으므로(또는 부착될 수 없으므로) 아무 일도 일어나지 않습니다 (CR 701.3b).")
K("mtg.attach.source_gone", "{card} is no longer on the battlefield, so it isn't attached to {target}; {target} stays on the battlefield without it (CR 400.7, 701.3b).",
  "{card} ไม่ได้อยู่บนสนามแล้ว จึงไม่ได้ติดกับ {target} และ {target} ยังอยู่บนสนามโดยไม่มีมัน (CR 400.7, 701.3b)",
  "{card}은(는) 더 이상 전장에 없으므로 {target}에 부착되지 않으며, {target}은(는) 그것 없이 전장에 남습니다 (CR 400.7, 701.3b).")
K("mtg.regenerate.shield", "{card} gets a regeneration shield ({n} now): the next time it would be destroyed this turn, it is regenerated instead (CR 701.19a).",
  "{card} ได้รับโล่ Regenerate (ตอนนี้มี {n}) ครั้งถัดไปที่มันจะถูกทำลายในเทิร์นนี้ จะ Regenerate แทน (CR 701.19a)",
  "{card}이(가) 재생 보호막을 얻습니다(현재 {n}개). 이번 턴에 다음에 파괴될 때 대신 재생합니다 (CR 701.19a).")
K("mtg.regenerate.replaced", "{card} would be destroyed (CR {why}), but its regeneration shield replaces that: it is tapped and all damage is removed from it instead (CR 614.8).",
  "{card} ควรจะถูกทำลาย (CR {why}) แต่โล่ Regenerate แทนที่การทำลายนั้น: มันถูกแท็ปและดาเมจทั้งหมดถูกลบออกแทน (CR 614.8)",
  "{card}은(는) 파괴될 상황(CR {why})이지만 재생 보호막이 이를 대체합니다. 대신 탭되고 표시된 피해가 모두 제거됩니다 (CR 614.8).")
K("mtg.regenerate.combat", "{card} would be destroyed (CR {why}), but its regeneration shield replaces that: it is tapped, all damage is removed from it and it is removed from combat instead (CR 614.8).",
  "{card} ควรจะถูกทำลาย (CR {why}) แต่โล่ Regenerate แทนที่การทำลายนั้น: มันถูกแท็ป ดาเมจทั้งหมดถูกลบออก และถูกนำออกจากการต่อสู้แทน (CR 614.8)",
  "{card}은(는) 파괴될 상황(CR {why})이지만 재생 보호막이 이를 대체합니다. 대신 탭되고 표시된 피해가 모두 제거되며 전투에서 제외됩니다 (CR 614.8).")
K("mtg.regenerate.cant", "{card} has a regeneration shield but can't be regenerated, so the shield does nothing (CR 701.19c).",
  "{card} มีโล่ Regenerate แต่ Regenerate ไม่ได้ โล่จึงไม่มีผล (CR 701.19c)",
  "{card}에게 재생 보호막이 있지만 재생될 수 없으므로 보호막은 아무 효과가 없습니다 (CR 701.19c).")
K("mtg.regenerate.cant_effect", "{source} says its creatures can't be regenerated, so {card}'s regeneration shield doesn't help (CR 701.19c).",
  "{source} ระบุว่า Regenerate ไม่ได้ โล่ Regenerate ของ {card} จึงช่วยไม่ได้ (CR 701.19c)",
  "{source}은(는) 재생될 수 없다고 하므로 {card}의 재생 보호막은 도움이 되지 않습니다 (CR 701.19c).")
K("mtg.trigger.ward", "{card} has ward {cost} and became the target of {spell}, which an opponent controls: ward triggers (CR 702.21a).",
  "{card} มี Ward {cost} และถูก {spell} ของคู่ต่อสู้เลือกเป็นเป้าหมาย Ward จึงทริกเกอร์ (CR 702.21a)",
  "{card}에게 보호진 {cost}이(가) 있고 상대가 조종하는 {spell}의 목표가 되었으므로 보호진이 격발됩니다 (CR 702.21a).")
K("mtg.ward.paid", "{player} pays {cost} for {card}'s ward, so {spell} is not countered (CR 702.21a).",
  "{player} จ่าย {cost} ให้ Ward ของ {card} {spell} จึงไม่ถูกเคาน์เตอร์ (CR 702.21a)",
  "{player}이(가) {card}의 보호진 비용 {cost}을(를) 지불하므로 {spell}은(는) 무효화되지 않습니다 (CR 702.21a).")
K("mtg.ward.countered", "{player} doesn't pay {cost} for {card}'s ward, so {spell} is countered (CR 702.21a).",
  "{player} ไม่จ่าย {cost} ให้ Ward ของ {card} {spell} จึงถูกเคาน์เตอร์ (CR 702.21a)",
  "{player}이(가) {card}의 보호진 비용 {cost}을(를) 지불하지 않으므로 {spell}은(는) 무효화됩니다 (CR 702.21a).")
K("mtg.ward.cannot_pay", "{player} can't pay {cost} for {card}'s ward, so {spell} is countered (CR 702.21a).",
  "{player} จ่าย {cost} ให้ Ward ของ {card} ไม่ได้ {spell} จึงถูกเคาน์เตอร์ (CR 702.21a)",
  "{player}은(는) {card}의 보호진 비용 {cost}을(를) 지불할 수 없으므로 {spell}은(는) 무효화됩니다 (CR 702.21a).")
K("mtg.ward.gone", "{card}'s ward ability does nothing: the spell or ability it would counter has already left the stack (CR 702.21a).",
  "Ward ของ {card} ไม่มีผล เพราะสเปลล์หรือความสามารถที่จะถูกเคาน์เตอร์ออกจาก stack ไปแล้ว (CR 702.21a)",
  "{card}의 보호진 능력은 아무것도 하지 않습니다. 무효화할 주문이나 능력이 이미 스택을 떠났습니다 (CR 702.21a).")
K("mtg.unless.paid", "{player} pays {cost}, so {card} does not counter {spell} (CR 118.12a).",
  "{player} จ่าย {cost} {card} จึงไม่เคาน์เตอร์ {spell} (CR 118.12a)",
  "{player}이(가) {cost}을(를) 지불하므로 {card}은(는) {spell}을(를) 무효화하지 않습니다 (CR 118.12a).")
K("mtg.unless.countered", "{player} doesn't pay {cost}, so {card} counters {spell} (CR 118.12a).",
  "{player} ไม่จ่าย {cost} {card} จึงเคาน์เตอร์ {spell} (CR 118.12a)",
  "{player}이(가) {cost}을(를) 지불하지 않으므로 {card}이(가) {spell}을(를) 무효화합니다 (CR 118.12a).")
K("mtg.unless.cannot_pay", "{player} can't pay {cost}, so {card} counters {spell} (CR 118.12a).",
  "{player} จ่าย {cost} ไม่ได้ {card} จึงเคาน์เตอร์ {spell} (CR 118.12a)",
  "{player}은(는) {cost}을(를) 지불할 수 없으므로 {card}이(가) {spell}을(를) 무효화합니다 (CR 118.12a).")
K("mtg.unless.gone", "{card} does nothing: the spell it would counter has already left the stack (CR 608.2b).",
  "{card} ไม่มีผล เพราะสเปลล์ที่จะถูกเคาน์เตอร์ออกจาก stack ไปแล้ว (CR 608.2b)",
  "{card}은(는) 아무것도 하지 않습니다. 무효화할 주문이 이미 스택을 떠났습니다 (CR 608.2b).")
K("mtg.unless.default", "No choice was given, so {player} pays {cost} if able (the default; give \"choose\": \"pay\" or \"decline\" on the resolve action) (CR 118.12a).",
  "ไม่ได้ระบุตัวเลือก {player} จึงจ่าย {cost} ถ้าจ่ายได้ (ค่าเริ่มต้น ระบุตัวเลือกจ่ายหรือไม่จ่ายได้ตอน resolve) (CR 118.12a)",
  "선택이 주어지지 않았으므로 {player}은(는) 가능하면 {cost}을(를) 지불합니다 (기본값이며, 해결 행동에서 지불할지 여부를 정할 수 있습니다) (CR 118.12a).")
K("mtg.trigger.targets_chosen", "{card}'s triggered ability targets {targets}, chosen as it is put on the stack (CR 603.3d).",
  "ทริกเกอร์ของ {card} เลือก {targets} เป็นเป้าหมาย ซึ่งเลือกตอนที่นำขึ้น stack (CR 603.3d)",
  "{card}의 격발 능력은 스택에 올라갈 때 선택한 {targets}을(를) 목표로 정합니다 (CR 603.3d).")
K("mtg.trigger.targets_default", "{card}'s triggered ability targets {targets} (no choice given: the default, the first legal target, an opponent's when there is one) (CR 603.3d).",
  "ทริกเกอร์ของ {card} เลือก {targets} เป็นเป้าหมาย (ไม่ได้ระบุตัวเลือก จึงใช้ค่าเริ่มต้น: เป้าหมายที่ถูกต้องตัวแรก โดยเลือกของคู่ต่อสู้ก่อนถ้ามี) (CR 603.3d)",
  "{card}의 격발 능력은 {targets}을(를) 목표로 정합니다(선택이 없어 기본값: 첫 번째 적법한 목표이며, 상대 쪽 목표가 있으면 그것) (CR 603.3d).")
K("mtg.trigger.targets_none", "{card}'s triggered ability goes on the stack with no target: its targets are \"up to\" a number, and none was chosen or none could be (CR 601.2c, 603.3d).",
  "ทริกเกอร์ของ {card} เข้าสแต็กโดยไม่มีเป้าหมาย เพราะเป้าหมายของมันเป็นแบบ \"ไม่เกิน\" จำนวนหนึ่ง และไม่ได้เลือกหรือไม่มีให้เลือกเลย (CR 601.2c, 603.3d)",
  "{card}의 격발 능력은 목표 없이 스택에 올라갑니다. 목표가 \"최대\" 몇 개까지이고, 하나도 정하지 않았거나 정할 수 있는 것이 없었습니다 (CR 601.2c, 603.3d).")
K("mtg.trigger.if_false", "{card}'s ability \"{text}\" does not trigger: its condition ({cond}) is false now (the intervening \"if\", CR 603.4).",
  "ความสามารถของ {card} \"{text}\" ไม่ทริกเกอร์ เพราะเงื่อนไข ({cond}) ไม่เป็นจริงในตอนนี้ (\"ถ้า\" ที่คั่นอยู่ CR 603.4)",
  "{card}의 능력 \"{text}\"은(는) 격발되지 않습니다: 지금 조건({cond})이 거짓입니다 (중간에 끼인 \"~면\", CR 603.4).")
K("mtg.trigger.if_false_resolve", "{card}'s triggered ability \"{text}\" checks its condition ({cond}) again as it resolves; it is false now, so the ability is removed from the stack and does nothing (CR 603.4).",
  "ทริกเกอร์ของ {card} \"{text}\" ตรวจเงื่อนไข ({cond}) อีกครั้งตอน resolve ซึ่งตอนนี้ไม่เป็นจริง จึงถูกนำออกจาก stack และไม่มีผล (CR 603.4)",
  "{card}의 격발 능력 \"{text}\"은(는) 해결될 때 조건({cond})을 다시 확인합니다. 지금은 거짓이므로 스택에서 제거되고 아무것도 하지 않습니다 (CR 603.4).")
K("mtg.effect.if_false", "{card}: the condition ({cond}) is false, so this part of the effect does nothing (CR 608.2c).",
  "{card}: เงื่อนไข ({cond}) ไม่เป็นจริง ส่วนนี้ของผลจึงไม่เกิดขึ้น (CR 608.2c)",
  "{card}: 조건({cond})이 거짓이므로 효과의 이 부분은 아무것도 하지 않습니다 (CR 608.2c).")
# the conditions on the turn's history (judge/mtg/history.py): true or false, and why
K("mtg.trigger.if_true", "{card}'s ability \"{text}\" checks its condition ({cond}) as the event happens: true ({why}), so it triggers (the intervening \"if\", CR 603.4).",
  "ความสามารถของ {card} \"{text}\" ตรวจเงื่อนไข ({cond}) ตอนที่เหตุการณ์เกิดขึ้น: เป็นจริง ({why}) จึงทริกเกอร์ (\"ถ้า\" ที่คั่นอยู่ CR 603.4)",
  "{card}의 능력 \"{text}\"은(는) 사건이 일어날 때 조건({cond})을 확인합니다. 참이므로({why}) 격발됩니다 (중간에 끼인 \"~면\", CR 603.4).")
K("mtg.trigger.if_false_why", "{card}'s ability \"{text}\" does not trigger: its condition ({cond}) is false now ({why}) (the intervening \"if\", CR 603.4).",
  "ความสามารถของ {card} \"{text}\" ไม่ทริกเกอร์ เพราะเงื่อนไข ({cond}) ไม่เป็นจริงในตอนนี้ ({why}) (\"ถ้า\" ที่คั่นอยู่ CR 603.4)",
  "{card}의 능력 \"{text}\"은(는) 격발되지 않습니다: 지금 조건({cond})이 거짓입니다({why}) (중간에 끼인 \"~면\", CR 603.4).")
K("mtg.trigger.if_true_resolve", "{card}'s triggered ability \"{text}\" checks its condition ({cond}) again as it resolves: still true ({why}), so it resolves (CR 603.4).",
  "ทริกเกอร์ของ {card} \"{text}\" ตรวจเงื่อนไข ({cond}) อีกครั้งตอน resolve: ยังเป็นจริง ({why}) จึง resolve ต่อ (CR 603.4)",
  "{card}의 격발 능력 \"{text}\"은(는) 해결될 때 조건({cond})을 다시 확인합니다. 여전히 참이므로({why}) 해결됩니다 (CR 603.4).")
K("mtg.trigger.if_false_resolve_why", "{card}'s triggered ability \"{text}\" checks its condition ({cond}) again as it resolves; it is false now ({why}), so the ability is removed from the stack and does nothing (CR 603.4).",
  "ทริกเกอร์ของ {card} \"{text}\" ตรวจเงื่อนไข ({cond}) อีกครั้งตอน resolve ซึ่งตอนนี้ไม่เป็นจริง ({why}) จึงถูกนำออกจาก stack และไม่มีผล (CR 603.4)",
  "{card}의 격발 능력 \"{text}\"은(는) 해결될 때 조건({cond})을 다시 확인합니다. 지금은 거짓이므로({why}) 스택에서 제거되고 아무것도 하지 않습니다 (CR 603.4).")
K("mtg.effect.if_true", "{card}: the condition ({cond}) is true ({why}), so this part of the effect happens (CR 608.2c).",
  "{card}: เงื่อนไข ({cond}) เป็นจริง ({why}) ส่วนนี้ของผลจึงเกิดขึ้น (CR 608.2c)",
  "{card}: 조건({cond})이 참이므로({why}) 효과의 이 부분이 일어납니다 (CR 608.2c).")
K("mtg.effect.if_false_why", "{card}: the condition ({cond}) is false ({why}), so this part of the effect does nothing (CR 608.2c).",
  "{card}: เงื่อนไข ({cond}) ไม่เป็นจริง ({why}) ส่วนนี้ของผลจึงไม่เกิดขึ้น (CR 608.2c)",
  "{card}: 조건({cond})이 거짓이므로({why}) 효과의 이 부분은 아무것도 하지 않습니다 (CR 608.2c).")
K("mtg.why.died", "creatures that died this turn: {cards}; CR 700.4", "ครีเจอร์ที่ตายในเทิร์นนี้: {cards} ตาม CR 700.4",
  "이번 턴에 죽은 생물: {cards}, CR 700.4")
K("mtg.why.died_none", "no creature has died this turn; CR 700.4", "ยังไม่มีครีเจอร์ตัวใดตายในเทิร์นนี้ ตาม CR 700.4",
  "이번 턴에 죽은 생물이 없습니다, CR 700.4")
K("mtg.why.attacked", "{player} declared attackers this turn; CR 508.6", "{player} ประกาศผู้โจมตีไปแล้วในเทิร์นนี้ ตาม CR 508.6",
  "{player}이(가) 이번 턴에 공격자를 선언했습니다, CR 508.6")
K("mtg.why.attacked_not", "{player} has declared no attackers this turn; CR 508.6",
  "{player} ยังไม่ได้ประกาศผู้โจมตีในเทิร์นนี้ ตาม CR 508.6", "{player}은(는) 이번 턴에 공격자를 선언하지 않았습니다, CR 508.6")
K("mtg.why.left", "left the battlefield under {player}'s control this turn: {cards}; CR 603.10a",
  "การ์ดที่ออกจากสนามขณะอยู่ใต้การควบคุมของ{player} ในเทิร์นนี้: {cards} ตาม CR 603.10a",
  "이번 턴에 {player}의 조종 아래 전장을 떠난 것: {cards}, CR 603.10a")
K("mtg.why.left_none", "no {word} has left the battlefield under {player}'s control this turn",
  "ยังไม่มี {word} ใดออกจากสนามขณะอยู่ใต้การควบคุมของ{player} ในเทิร์นนี้",
  "이번 턴에 {player}의 조종 아래 전장을 떠난 {word}이(가) 없습니다")
K("mtg.why.gained", "{player} has gained {n} life this turn in all; CR 119.3", "{player} ได้รับชีวิตในเทิร์นนี้รวม {n} หน่วย ตาม CR 119.3",
  "{player}은(는) 이번 턴에 생명점을 모두 {n}점 얻었습니다, CR 119.3")
K("mtg.why.lost", "{player} has lost {n} life this turn in all; damage and paid life count, CR 119.3, 120.3a, 119.4",
  "{player} เสียหน่วยชีวิตในเทิร์นนี้รวม {n} หน่วย ซึ่งนับทั้งดาเมจและชีวิตที่จ่ายเป็นต้นทุน ตาม CR 119.3, 120.3a, 119.4",
  "{player}은(는) 이번 턴에 생명점을 모두 {n}점 잃었습니다. 피해와 지불한 생명점도 포함됩니다, CR 119.3, 120.3a, 119.4")
K("mtg.why.gained_or_lost", "{player} has gained {gained} and lost {lost} life this turn; CR 119.3",
  "{player} ได้รับชีวิต {gained} หน่วยและเสียหน่วยชีวิต {lost} หน่วยในเทิร์นนี้ ตาม CR 119.3",
  "{player}은(는) 이번 턴에 생명점을 {gained}점 얻고 {lost}점 잃었습니다, CR 119.3")
K("mtg.why.count", "{player}: {n}", "{player} {n} ใบ", "{player} {n}개")
K("mtg.why.spells_last_turn", "spells cast last turn: {counts}; CR 601.2i", "สเปลล์ที่ร่ายในเทิร์นก่อน: {counts} ตาม CR 601.2i",
  "지난 턴에 발동한 주문: {counts}, CR 601.2i")
K("mtg.why.cast_from", "{card} was cast from the {zone}; CR 601.2a", "{card} ถูกร่ายจาก{zone} ตาม CR 601.2a",
  "{card}은(는) {zone}에서 발동되었습니다, CR 601.2a")
K("mtg.why.not_cast", "{card} was not cast: it was put onto the battlefield without being cast", "{card} ไม่ได้ถูกร่าย แต่ถูกวางลงสนามโดยไม่ได้ร่าย",
  "{card}은(는) 발동되지 않고 전장에 놓였습니다")
K("mtg.why.cast_copy", "{card} is a copy of a spell, and a copy isn't cast; CR 707.10", "{card} เป็นสำเนาของสเปลล์ และสำเนาไม่ได้ถูกร่าย ตาม CR 707.10",
  "{card}은(는) 주문의 복사본이고 복사본은 발동된 것이 아닙니다, CR 707.10")
K("mtg.why.cast_main", "{card} was cast during its caster's main phase; CR 505.1", "{card} ถูกร่ายในเฟสหลักของผู้ร่าย ตาม CR 505.1",
  "{card}은(는) 발동한 플레이어의 메인 단계 중에 발동되었습니다, CR 505.1")
K("mtg.why.cast_not_main", "{card} was not cast during its caster's main phase; CR 505.1", "{card} ไม่ได้ถูกร่ายในเฟสหลักของผู้ร่าย ตาม CR 505.1",
  "{card}은(는) 발동한 플레이어의 메인 단계 중에 발동되지 않았습니다, CR 505.1")
K("mtg.why.cast_lki", "{card} has left the battlefield; how it was cast can't change and the ability triggered because the condition held, so it holds as {card} last existed; CR 113.7a, 608.2h",
  "{card} ออกจากสนามไปแล้ว แต่วิธีที่มันถูกร่ายเปลี่ยนไม่ได้ และความสามารถทริกเกอร์เพราะเงื่อนไขเป็นจริง จึงใช้ข้อมูลล่าสุดของ {card} ก่อนออกจากสนาม ตาม CR 113.7a, 608.2h",
  "{card}은(는) 전장을 떠났지만 발동된 방식은 바뀌지 않고, 조건이 참이어서 능력이 격발되었으므로 {card}의 마지막 정보로 보아 여전히 참입니다, CR 113.7a, 608.2h")
K("mtg.why.cast_gone", "{card} is not on the battlefield, so there is nothing to check", "{card} ไม่ได้อยู่บนสนาม จึงไม่มีอะไรให้ตรวจ",
  "{card}이(가) 전장에 없으므로 확인할 것이 없습니다")
K("mtg.why.targets", "its targets include {targets}, a {word}", "เป้าหมายของมันมี {targets} ซึ่งเป็น {word}",
  "목표 중에 {word}인 {targets}이(가) 있습니다")
K("mtg.why.targets_none", "none of its targets is a {word}", "ไม่มีเป้าหมายใดของมันเป็น {word}", "목표 중에 {word}이(가) 없습니다")
K("mtg.trigger.no_target", "{card}'s triggered ability \"{text}\" has no legal target, so it is removed from the stack and does nothing (CR 603.3d).",
  "ทริกเกอร์ของ {card} \"{text}\" ไม่มีเป้าหมายที่ถูกต้อง จึงถูกนำออกจาก stack และไม่มีผล (CR 603.3d)",
  "{card}의 격발 능력 \"{text}\"에는 적법한 목표가 없으므로 스택에서 제거되고 아무것도 하지 않습니다 (CR 603.3d).")
K("mtg.trigger.modes_chosen", "{card}'s triggered ability is modal: its controller chooses mode {modes} as it is put on the stack; only that mode's targets and effects count (CR 603.3c, 700.2b).",
  "ทริกเกอร์ของ {card} เป็นความสามารถแบบเลือกโหมด: ผู้ควบคุมเลือกโหมด {modes} ตอนวางมันขึ้น stack และนับเฉพาะเป้าหมายและผลของโหมดนั้น (CR 603.3c, 700.2b)",
  "{card}의 격발 능력은 모드 능력입니다. 조종자가 스택에 올릴 때 모드 {modes}을(를) 선택하며, 그 모드의 목표와 효과만 적용됩니다 (CR 603.3c, 700.2b).")
K("mtg.trigger.modes_default", "{card}'s triggered ability is modal and the scenario gives no mode: the engine takes mode {modes}, the first that can be chosen (a mode with no legal target can't be; CR 603.3c, 700.2b).",
  "ทริกเกอร์ของ {card} เป็นความสามารถแบบเลือกโหมด และสถานการณ์ไม่ได้ระบุโหมด: ระบบใช้โหมด {modes} ซึ่งเป็นโหมดแรกที่เลือกได้ (โหมดที่ไม่มีเป้าหมายที่ถูกต้องเลือกไม่ได้; CR 603.3c, 700.2b)",
  "{card}의 격발 능력은 모드 능력인데 시나리오에 모드가 없습니다. 엔진은 선택할 수 있는 첫 모드인 {modes}을(를) 택합니다(적법한 목표가 없는 모드는 선택할 수 없습니다; CR 603.3c, 700.2b).")
K("mtg.trigger.no_mode", "{card}'s modal triggered ability \"{text}\" has no mode that can be chosen (none has a legal target), so it is removed from the stack (CR 603.3c).",
  "ทริกเกอร์แบบเลือกโหมดของ {card} \"{text}\" ไม่มีโหมดที่เลือกได้ (ไม่มีโหมดใดมีเป้าหมายที่ถูกต้อง) จึงถูกนำออกจาก stack (CR 603.3c)",
  "{card}의 모드 격발 능력 \"{text}\"에는 선택할 수 있는 모드가 없으므로(적법한 목표가 있는 모드가 없음) 스택에서 제거됩니다 (CR 603.3c).")
K("mtg.illegal.trigger_modes", "{card}'s triggered ability is modal: choose from {n} to {m} of its {count} modes, each once, and only modes that have legal targets ({allowed}) (got: {got}) (CR 700.2b, 603.3c).",
  "ทริกเกอร์ของ {card} เป็นความสามารถแบบเลือกโหมด: ต้องเลือก {n} ถึง {m} โหมดจาก {count} โหมด แต่ละโหมดครั้งเดียว และเลือกได้เฉพาะโหมดที่มีเป้าหมายที่ถูกต้อง ({allowed}) (ที่เลือกมา: {got}) (CR 700.2b, 603.3c)",
  "{card}의 격발 능력은 모드 능력입니다. {count}개의 모드 중 {n}개에서 {m}개를 각각 한 번씩, 적법한 목표가 있는 모드({allowed}) 중에서만 선택해야 합니다(선택: {got}) (CR 700.2b, 603.3c).")
K("mtg.trigger.order", "{player} puts their simultaneous triggered abilities on the stack in the chosen order (the last one resolves first): {order} (CR 603.3b).",
  "{player} นำทริกเกอร์ที่เกิดพร้อมกันของตนขึ้น stack ตามลำดับที่เลือก (อันสุดท้ายจะ resolve ก่อน): {order} (CR 603.3b)",
  "{player}이(가) 동시에 격발된 자신의 격발 능력들을 선택한 순서로 스택에 올립니다(마지막 것이 먼저 해결됩니다): {order} (CR 603.3b).")

# --- Oracle compiler vocabulary (docs/oracle-compiler.md): modes, additional costs, enters tapped ---
K("mtg.enters_tapped", "{card} enters tapped: its own \"enters tapped\" ability is a replacement effect that changes how it enters (CR 614.1d).",
  "{card} เข้าสนามในสภาพแท็ป: ความสามารถ \"เข้าสนามในสภาพแท็ป\" ของมันเป็นผลแทนที่ที่เปลี่ยนวิธีที่มันเข้าสนาม (CR 614.1d)",
  "{card}은(는) 탭된 채로 전장에 들어옵니다. \"탭된 채로 들어온다\"는 능력은 들어오는 방식을 바꾸는 대체 효과입니다 (CR 614.1d).")
K("mtg.enters_with", "{card} enters with {n} {kind} counter(s) on it: its own \"enters with\" ability is a replacement effect, so the counters are there as it enters, before state-based actions are checked (CR 614.1c, 122.6).",
  "{card} เข้าสนามพร้อมเคาน์เตอร์ {kind} {n} อัน: ความสามารถ \"เข้าสนามพร้อมเคาน์เตอร์\" ของมันเป็นผลแทนที่ เคาน์เตอร์จึงอยู่บนมันตั้งแต่ตอนเข้าสนาม ก่อนตรวจ state-based action (CR 614.1c, 122.6)",
  "{card}은(는) {kind} 카운터 {n}개를 올려놓은 채로 전장에 들어옵니다. \"카운터를 올려놓은 채로 들어온다\"는 능력은 대체 효과이므로 상태 기반 행동을 확인하기 전, 들어올 때부터 카운터가 있습니다 (CR 614.1c, 122.6).")
K("mtg.enters_with.if_true", "{card}'s \"enters with {kind} counters\" has a condition ({cond}), read as it is about to enter: it is true, so the counters are put on it as it enters (CR 614.1c).",
  "ความสามารถ \"เข้าสนามพร้อมเคาน์เตอร์ {kind}\" ของ {card} มีเงื่อนไข ({cond}) ซึ่งตรวจตอนที่มันกำลังจะเข้าสนาม: เงื่อนไขเป็นจริง มันจึงเข้าสนามพร้อมเคาน์เตอร์ (CR 614.1c)",
  "{card}의 \"{kind} 카운터를 올려놓은 채로 들어온다\"에는 조건({cond})이 있으며, 전장에 들어오려 할 때 확인합니다. 조건이 참이므로 카운터를 올려놓은 채로 들어옵니다 (CR 614.1c).")
K("mtg.enters_with.if_true_why", "{card}'s \"enters with {kind} counters\" has a condition ({cond}), read as it is about to enter: it is true ({why}), so the counters are put on it as it enters (CR 614.1c).",
  "ความสามารถ \"เข้าสนามพร้อมเคาน์เตอร์ {kind}\" ของ {card} มีเงื่อนไข ({cond}) ซึ่งตรวจตอนที่มันกำลังจะเข้าสนาม: เงื่อนไขเป็นจริง ({why}) มันจึงเข้าสนามพร้อมเคาน์เตอร์ (CR 614.1c)",
  "{card}의 \"{kind} 카운터를 올려놓은 채로 들어온다\"에는 조건({cond})이 있으며, 전장에 들어오려 할 때 확인합니다. 조건이 참이므로({why}) 카운터를 올려놓은 채로 들어옵니다 (CR 614.1c).")
K("mtg.enters_with.if_false", "{card}'s \"enters with {kind} counters\" has a condition ({cond}), read as it is about to enter: it is false, so it enters without those counters (CR 614.1c).",
  "ความสามารถ \"เข้าสนามพร้อมเคาน์เตอร์ {kind}\" ของ {card} มีเงื่อนไข ({cond}) ซึ่งตรวจตอนที่มันกำลังจะเข้าสนาม: เงื่อนไขไม่เป็นจริง มันจึงเข้าสนามโดยไม่มีเคาน์เตอร์เหล่านั้น (CR 614.1c)",
  "{card}의 \"{kind} 카운터를 올려놓은 채로 들어온다\"에는 조건({cond})이 있으며, 전장에 들어오려 할 때 확인합니다. 조건이 거짓이므로 그 카운터 없이 들어옵니다 (CR 614.1c).")
K("mtg.enters_with.if_false_why", "{card}'s \"enters with {kind} counters\" has a condition ({cond}), read as it is about to enter: it is false ({why}), so it enters without those counters (CR 614.1c).",
  "ความสามารถ \"เข้าสนามพร้อมเคาน์เตอร์ {kind}\" ของ {card} มีเงื่อนไข ({cond}) ซึ่งตรวจตอนที่มันกำลังจะเข้าสนาม: เงื่อนไขไม่เป็นจริง ({why}) มันจึงเข้าสนามโดยไม่มีเคาน์เตอร์เหล่านั้น (CR 614.1c)",
  "{card}의 \"{kind} 카운터를 올려놓은 채로 들어온다\"에는 조건({cond})이 있으며, 전장에 들어오려 할 때 확인합니다. 조건이 거짓이므로({why}) 그 카운터 없이 들어옵니다 (CR 614.1c).")
K("mtg.enters_with.counts_itself", "{card} comes from its owner's graveyard: its \"enters with\" counters are decided as it would enter, while it is still a card there, so it counts itself among those cards (CR 614.12).",
  "{card} มาจาก graveyard ของเจ้าของ: จำนวนเคาน์เตอร์ของ \"เข้าสนามพร้อมเคาน์เตอร์\" ถูกกำหนดตอนที่มันกำลังจะเข้าสนาม ขณะที่มันยังเป็นการ์ดอยู่ในนั้น มันจึงนับตัวเองด้วย (CR 614.12)",
  "{card}은(는) 소유자의 무덤에서 들어옵니다. \"카운터를 올려놓은 채로 들어온다\"의 수는 들어오려 할 때, 아직 그곳의 카드일 때 정해지므로 자신도 셉니다 (CR 614.12).")
K("mtg.enters_with.count", "{card} enters with {kind} counters counted as it is about to enter, before it is on the battlefield (so it doesn't count itself): {count} is {n} (CR 614.1c).",
  "{card} เข้าสนามพร้อมเคาน์เตอร์ {kind} ตามจำนวนที่นับตอนที่มันกำลังจะเข้าสนาม ก่อนมันอยู่บนสนาม (มันจึงไม่นับตัวเอง): {count} เท่ากับ {n} (CR 614.1c)",
  "{card}은(는) 전장에 들어오려 할 때, 아직 전장에 있기 전에 센 수만큼 {kind} 카운터를 올려놓은 채로 들어옵니다 (그래서 자신은 세지 않습니다). {count}은(는) {n}입니다 (CR 614.1c).")
K("mtg.enters_with_x0", "{card} enters with X {kind} counters, and X is 0 here: X is the value chosen as it was cast, and 0 if it was not cast (CR 107.3m, 614.1c), so it gets none.",
  "{card} เข้าสนามพร้อมเคาน์เตอร์ {kind} X อัน และที่นี่ X เป็น 0: X คือค่าที่เลือกตอนร่าย และเป็น 0 ถ้ามันไม่ได้ถูกร่าย (CR 107.3m, 614.1c) มันจึงไม่ได้เคาน์เตอร์เลย",
  "{card}은(는) {kind} 카운터 X개를 올려놓은 채로 들어오는데, 여기서 X는 0입니다. X는 발동할 때 정한 값이며, 발동되지 않았다면 0이므로 (CR 107.3m, 614.1c) 카운터를 하나도 받지 않습니다.")
K("mtg.cast.modes", "{card} is modal: mode {modes} is chosen as it is cast, and only the chosen mode's targets and effects count (CR 700.2a, 601.2b).",
  "{card} เป็นสเปลล์แบบเลือกโหมด: เลือกโหมด {modes} ตอนร่าย และนับเฉพาะเป้าหมายและผลของโหมดที่เลือก (CR 700.2a, 601.2b)",
  "{card}은(는) 모드 주문입니다. 발동할 때 모드 {modes}을(를) 선택하며, 선택한 모드의 목표와 효과만 적용됩니다 (CR 700.2a, 601.2b).")
K("mtg.illegal.modes", "{card} is modal: choose from {n} to {m} of its {count} modes, each at most once (got: {got}) (CR 700.2a).",
  "{card} เป็นสเปลล์แบบเลือกโหมด: ต้องเลือก {n} ถึง {m} โหมดจากทั้งหมด {count} โหมด และแต่ละโหมดเลือกได้ครั้งเดียว (ที่เลือกมา: {got}) (CR 700.2a)",
  "{card}은(는) 모드 주문입니다. {count}개의 모드 중 {n}개에서 {m}개를, 각각 한 번씩만 선택해야 합니다(선택: {got}) (CR 700.2a).")
K("mtg.illegal.additional_cost", "{player} can't pay {card}'s additional cost ({what}), so it can't be cast (CR 601.2h, 118.8).",
  "{player} จ่ายต้นทุนเพิ่มเติมของ {card} ({what}) ไม่ได้ จึงร่ายไม่ได้ (CR 601.2h, 118.8)",
  "{player}은(는) {card}의 추가 비용({what})을 지불할 수 없으므로 발동할 수 없습니다 (CR 601.2h, 118.8).")
K("mtg.cost.additional_sacrifice", "{player} sacrifices {target} as the additional cost of {card}, paid with its mana cost (CR 118.8, 601.2h).",
  "{player} สังเวย {target} เป็นต้นทุนเพิ่มเติมของ {card} ซึ่งจ่ายพร้อมกับต้นทุนมานา (CR 118.8, 601.2h)",
  "{player}이(가) {card}의 추가 비용으로 {target}을(를) 희생합니다. 마나 비용과 함께 지불합니다 (CR 118.8, 601.2h).")
K("mtg.cost.additional_exile", "{player} exiles {target} from their graveyard as the additional cost of {card}, paid with its mana cost (CR 118.8, 601.2h).",
  "{player} exile {target} จาก graveyard ของตนเป็นต้นทุนเพิ่มเติมของ {card} ซึ่งจ่ายพร้อมกับต้นทุนมานา (CR 118.8, 601.2h)",
  "{player}이(가) {card}의 추가 비용으로 자신의 무덤에서 {target}을(를) 추방합니다. 마나 비용과 함께 지불합니다 (CR 118.8, 601.2h).")
K("mtg.cost.additional_life", "{player} pays {n} life as the additional cost of {card} and now has {life}: paying life is losing it, and a player can pay only as much life as they have (CR 118.8, 119.4).",
  "{player} จ่ายหน่วยชีวิต {n} เป็นต้นทุนเพิ่มเติมของ {card} ตอนนี้เหลือ {life}: การจ่ายหน่วยชีวิตคือการเสียหน่วยชีวิต และจ่ายได้ไม่เกินหน่วยชีวิตที่มี (CR 118.8, 119.4)",
  "{player}이(가) {card}의 추가 비용으로 생명점 {n}점을 지불해 이제 {life}점입니다. 생명점을 지불하는 것은 잃는 것이며, 가진 만큼만 지불할 수 있습니다 (CR 118.8, 119.4).")
K("mtg.cost.additional_tap", "{player} taps {target} as the additional cost of {card}, paid with its mana cost; a creature that came under their control this turn can be tapped for it, as the cost has no {{T}} symbol (CR 118.8, 601.2h, 302.6).",
  "{player} แท็ป {target} เป็นต้นทุนเพิ่มเติมของ {card} ซึ่งจ่ายพร้อมกับต้นทุนมานา ครีเจอร์ที่เพิ่งมาอยู่ใต้การควบคุมในเทิร์นนี้ก็แท็ปจ่ายได้ เพราะต้นทุนนี้ไม่มีสัญลักษณ์ {{T}} (CR 118.8, 601.2h, 302.6)",
  "{player}이(가) {card}의 추가 비용으로 {target}을(를) 탭합니다. 마나 비용과 함께 지불합니다. 이 비용에는 {{T}} 기호가 없으므로 이번 턴에 조종하게 된 생물도 탭할 수 있습니다 (CR 118.8, 601.2h, 302.6).")
K("mtg.illegal.additional_cost_gy", "{player} can't pay {card}'s additional cost: no known {what} in their graveyard ({n} needed). {unknown} card(s) there are unknown to the engine (milled from an unknown library) and it doesn't guess what they are: name the graveyard's cards in the scenario (CR 601.2h, 118.8).",
  "{player} จ่ายต้นทุนเพิ่มเติมของ {card} ไม่ได้: ไม่มี {what} ที่รู้จักใน graveyard (ต้องการ {n} ใบ) การ์ด {unknown} ใบในนั้นเป็นการ์ดที่เอนจินไม่รู้จัก (mill มาจากไลบรารีที่ไม่รู้จัก) และเอนจินไม่เดาว่าเป็นการ์ดอะไร: ระบุการ์ดใน graveyard ในสถานการณ์ (CR 601.2h, 118.8)",
  "{player}은(는) {card}의 추가 비용을 지불할 수 없습니다. 무덤에 알려진 {what}이(가) 없습니다 ({n}장 필요). 그곳의 카드 {unknown}장은 엔진이 모르는 카드(알 수 없는 서고에서 밀린 카드)이며 엔진은 그것이 무엇인지 추측하지 않습니다. 시나리오에 무덤의 카드를 적어 주세요 (CR 601.2h, 118.8).")
K("mtg.cost.additional_discard", "{player} discards {target} as the additional cost of {card}, paid with its mana cost (CR 118.8, 601.2h).",
  "{player} ทิ้ง {target} เป็นต้นทุนเพิ่มเติมของ {card} ซึ่งจ่ายพร้อมกับต้นทุนมานา (CR 118.8, 601.2h)",
  "{player}이(가) {card}의 추가 비용으로 {target}을(를) 버립니다. 마나 비용과 함께 지불합니다 (CR 118.8, 601.2h).")
K("mtg.illegal.discard_cost", "{card}'s ability costs discarding {n} card(s), and its controller doesn't have them in hand (CR 118.3).",
  "ความสามารถของ {card} มีต้นทุนเป็นการทิ้งการ์ด {n} ใบ แต่ผู้ควบคุมไม่มีการ์ดในมือพอ (CR 118.3)",
  "{card}의 능력은 카드 {n}장을 버리는 것이 비용인데, 조종자의 손에 카드가 그만큼 없습니다 (CR 118.3).")
for _w, _en, _th, _ko in [
    ("your_turn", "only during its controller's turn; it is {active}'s turn",
     "ได้เฉพาะในเทิร์นของผู้ควบคุมมัน แต่ตอนนี้เป็นเทิร์นของ{active}",
     "조종자의 턴에만 활성화할 수 있는데, 지금은 {active}의 턴입니다"),
    ("your_upkeep", "only during its controller's upkeep; it is {active}'s {step}",
     "ได้เฉพาะใน Upkeep Step ของผู้ควบคุมมัน แต่ตอนนี้เป็น{step}ของ{active}",
     "조종자의 유지단에만 활성화할 수 있는데, 지금은 {active}의 {step}입니다"),
    ("before_attackers", "only during its controller's turn, before attackers are declared; it is {active}'s {step}",
     "ได้เฉพาะในเทิร์นของผู้ควบคุมมัน ก่อนประกาศผู้โจมตี แต่ตอนนี้เป็น{step}ของ{active}",
     "조종자의 턴에 공격자를 선언하기 전에만 활성화할 수 있는데, 지금은 {active}의 {step}입니다"),
    ("combat", "only during combat; it is the {step}",
     "ได้เฉพาะระหว่างการต่อสู้ แต่ตอนนี้คือ{step}",
     "전투 중에만 활성화할 수 있는데, 지금은 {step}입니다"),
]:
    K("mtg.illegal.activate_only." + _w, f"{{card}}'s ability can be activated {_en} (CR 602.5b).",
      f"ความสามารถของ {{card}} เปิดใช้{_th} (CR 602.5b)",
      f"{{card}}의 능력은 {_ko} (CR 602.5b).")
K("mtg.illegal.activate_only_if", "{card}'s ability can be activated only if {cond}, and that is false now, so it can't be activated (CR 602.5).",
  "ความสามารถของ {card} เปิดใช้ได้เฉพาะเมื่อ{cond} แต่ตอนนี้ไม่เป็นเช่นนั้น จึงเปิดใช้ไม่ได้ (CR 602.5)",
  "{card}의 능력은 {cond}일 때만 활성화할 수 있는데, 지금은 그렇지 않으므로 활성화할 수 없습니다 (CR 602.5).")
K("mtg.illegal.activate_only_if_why", "{card}'s ability can be activated only if {cond}, and that is false now ({why}), so it can't be activated (CR 602.5).",
  "ความสามารถของ {card} เปิดใช้ได้เฉพาะเมื่อ{cond} แต่ตอนนี้ไม่เป็นเช่นนั้น ({why}) จึงเปิดใช้ไม่ได้ (CR 602.5)",
  "{card}의 능력은 {cond}일 때만 활성화할 수 있는데, 지금은 그렇지 않으므로({why}) 활성화할 수 없습니다 (CR 602.5).")
K("mtg.illegal.once_per_turn", "{card}'s ability can be activated only once each turn, and it already was this turn (CR 602.5b).",
  "ความสามารถของ {card} เปิดใช้ได้เพียงครั้งเดียวต่อเทิร์น และเทิร์นนี้เปิดใช้ไปแล้ว (CR 602.5b)",
  "{card}의 능력은 한 턴에 한 번만 활성화할 수 있는데, 이번 턴에 이미 활성화했습니다 (CR 602.5b).")
K("mtg.surveil", "{player} surveils {n}: {k} of the top cards go to the graveyard and {rest} stay on top (the cards are unknown; choose how many go to the graveyard with a number) (CR 701.25a).",
  "{player} surveil {n}: การ์ดบนสุด {k} ใบลง graveyard และอีก {rest} ใบอยู่บนสุดเหมือนเดิม (ไม่รู้ว่าเป็นการ์ดอะไร เลือกจำนวนที่ลง graveyard ได้ด้วยตัวเลข) (CR 701.25a)",
  "{player}이(가) 감시 {n}을(를) 합니다. 서고 맨 위 카드 중 {k}장은 무덤에, {rest}장은 맨 위에 그대로 둡니다(어떤 카드인지는 알 수 없으며, 무덤에 넣을 장수는 숫자로 선택합니다) (CR 701.25a).")

# --- issue 13: wither, undying, persist, prevention, "can't be countered", hexproof of players and from a colour ---
for _k, _en, _th, _ko in [
    ("wither", "wither", "Wither", "고사"), ("undying", "undying", "Undying", "불사"), ("persist", "persist", "Persist", "집요"),
    ("cant_be_countered", "can't be countered", "เคาน์เตอร์ไม่ได้", "무효화될 수 없음"),
    ("trample_over_planeswalkers", "trample over planeswalkers", "Trample over planeswalkers", "플레인즈워커 너머로 돌진"),
    ("all_creatures_able_to_block_it_do_so", "all creatures able to block it do so",
     "ครีเจอร์ทุกตัวที่ป้องกันมันได้ต้องป้องกันมัน", "그 생물을 방어할 수 있는 모든 생물은 그 생물을 방어함"),
    ("can_block_an_additional_creature", "can block an additional creature each combat",
     "ป้องกันครีเจอร์ได้เพิ่มอีก 1 ตัวในแต่ละการต่อสู้", "매 전투마다 생물 하나를 추가로 방어할 수 있음"),
    ("must_be_blocked_if_able", "must be blocked if able", "ต้องถูกป้องกันถ้าทำได้", "가능하면 방어되어야 함"),
]:
    K("mtg.kw." + _k, _en, _th, _ko)
K("mtg.kw.hexproof_from", "hexproof from {quality}", "Hexproof จาก{quality}", "{quality}(으)로부터 방호")
K("mtg.damage.wither_creature", "{source} has wither: its {amount} damage to {card} is dealt as {amount} -1/-1 counters instead of marked damage (CR 702.80a).",
  "{source} มี Wither: ดาเมจ {amount} ที่สร้างให้ {card} กลายเป็นเคาน์เตอร์ -1/-1 จำนวน {amount} อันแทนที่จะเป็นดาเมจที่ติดอยู่บนตัว (CR 702.80a)",
  "{source}에게 고사가 있으므로 {card}에게 입히는 피해 {amount}점은 표시되지 않고 대신 -1/-1 카운터 {amount}개가 됩니다 (CR 702.80a).")
K("mtg.prevent.combat_turn", "{source}: all combat damage that would be dealt this turn is prevented (CR 615.1a).",
  "{source}: ดาเมจการต่อสู้ทั้งหมดที่จะเกิดขึ้นในเทิร์นนี้ถูกยับยั้ง (prevent) (CR 615.1a)",
  "{source}: 이번 턴에 입혀질 모든 전투 피해가 방지됩니다 (CR 615.1a).")
K("mtg.prevent.combat_prevented", "{amount} combat damage from {source} to {target} is prevented: it is never dealt (CR 615.1a, 615.6).",
  "ดาเมจการต่อสู้ {amount} จาก {source} ถึง {target} ถูกยับยั้ง (prevent) จึงไม่เกิดขึ้นเลย (CR 615.1a, 615.6)",
  "{source}이(가) {target}에게 입힐 전투 피해 {amount}점이 방지되어 입혀지지 않습니다 (CR 615.1a, 615.6).")
K("mtg.prevent.shield", "{source}: the next {n} damage that would be dealt to {target} this turn is prevented (a shield; now {total}) (CR 615.7).",
  "{source}: ดาเมจ {n} หน่วยถัดไปที่จะเกิดกับ {target} ในเทิร์นนี้ถูกยับยั้ง (prevent) (เหมือนโล่ ตอนนี้รวม {total}) (CR 615.7)",
  "{source}: 이번 턴에 {target}에게 입혀질 다음 피해 {n}점이 방지됩니다(방패처럼 작동하며 현재 {total}) (CR 615.7).")
K("mtg.prevent.shield_used", "{prevented} of the {amount} damage from {source} to {target} is prevented by a shield; {left} is dealt (CR 615.7).",
  "ดาเมจ {amount} จาก {source} ถึง {target} ถูกโล่ยับยั้ง (prevent) ไป {prevented} เหลือ {left} ที่เกิดขึ้นจริง (CR 615.7)",
  "{source}이(가) {target}에게 입힐 피해 {amount}점 중 {prevented}점이 방패로 방지되고 {left}점만 입혀집니다 (CR 615.7).")
K("mtg.counter.cant", "{card} can't be countered, so {by} leaves it on the stack: \"can't\" beats \"can\" (CR 101.2).",
  "{card} เคาน์เตอร์ไม่ได้ {by} จึงไม่มีผลกับมัน มันยังอยู่บน stack เพราะ \"ทำไม่ได้\" มีอำนาจเหนือ \"ทำได้\" (CR 101.2)",
  "{card}은(는) 무효화될 수 없으므로 {by}에도 스택에 남습니다. \"할 수 없다\"가 \"할 수 있다\"보다 우선합니다 (CR 101.2).")
K("mtg.return.with_counter", "{card} returns to the battlefield under {player}'s control with a {kind} counter on it; it is a new object (CR 702.93a, 702.79a, 400.7).",
  "{card} กลับสู่สนามภายใต้การควบคุมของ{player} พร้อมเคาน์เตอร์ {kind} 1 อัน และเป็นวัตถุใหม่ (CR 702.93a, 702.79a, 400.7)",
  "{card}이(가) {kind} 카운터 하나를 단 채 {player}의 조종 아래 전장으로 돌아옵니다. 새로운 개체입니다 (CR 702.93a, 702.79a, 400.7).")
K("mtg.return.plain", "{card} returns to the battlefield under {player}'s control; it is a new object (CR 400.7).",
  "{card} กลับสู่สนามภายใต้การควบคุมของ{player} และเป็นวัตถุใหม่ (CR 400.7)",
  "{card}이(가) {player}의 조종 아래 전장으로 돌아옵니다. 새로운 개체입니다 (CR 400.7).")
K("mtg.return.tapped", "{card} returns to the battlefield tapped under its owner {player}'s control; it is a new object, without the effects that applied to it before it died (CR 400.7).",
  "{card} กลับสู่สนามในสภาพแท็ปภายใต้การควบคุมของ{player}ผู้เป็นเจ้าของ และเป็นวัตถุใหม่ที่ไม่มีผลใดที่เคยใช้กับมันก่อนตายติดมาด้วย (CR 400.7)",
  "{card}이(가) 탭된 채로 소유자인 {player}의 조종 아래 전장으로 돌아옵니다. 죽기 전에 적용되던 효과가 없는 새로운 개체입니다 (CR 400.7).")
K("mtg.return.gone", "{card}'s ability does nothing: the card is no longer in the graveyard (a token ceases to exist there), so it can't return (CR 400.7).",
  "ความสามารถของ {card} ไม่มีผล เพราะการ์ดไม่ได้อยู่ใน graveyard แล้ว (โทเค็นจะหายไป) จึงกลับมาไม่ได้ (CR 400.7)",
  "{card}의 능력은 아무것도 하지 않습니다. 그 카드가 더 이상 무덤에 없으므로(토큰은 사라집니다) 돌아올 수 없습니다 (CR 400.7).")
K(I + "target.hexproof_player", "{target} has hexproof, so they can't be the target of spells or abilities their opponents control ({card}) (CR {cr}).",
  "{target} มี Hexproof จึงเป็นเป้าหมายของสเปลล์หรือความสามารถที่คู่ต่อสู้ควบคุม ({card}) ไม่ได้ (CR {cr})",
  "{target}에게 방호가 있으므로 상대가 조종하는 주문이나 능력({card})의 목표가 될 수 없습니다 (CR {cr}).")
K(I + "target.hexproof_from", "{target} has hexproof from {card}'s colour, so {card}, controlled by an opponent, can't target it (CR {cr}).",
  "{target} มี Hexproof จากสีของ {card} ซึ่งคู่ต่อสู้ควบคุมอยู่ จึงเลือกมันเป็นเป้าหมายไม่ได้ (CR {cr})",
  "{target}은(는) {card}의 색으로부터 방호를 가지고 있으므로 상대가 조종하는 {card}의 목표가 될 수 없습니다 (CR {cr}).")
K("mtg.ward.x", "{card}'s ward cost has X: X is determined now, as the ward ability resolves: {x} (CR 702.21b).",
  "ต้นทุน Ward ของ {card} มี X ซึ่งกำหนดตอนที่ความสามารถ Ward resolve คือ {x} (CR 702.21b)",
  "{card}의 보호진 비용에는 X가 있습니다. X는 보호진 능력이 해결되는 지금 정해지며 {x}입니다 (CR 702.21b).")

# --- issue 13: layers 2-6, cost reductions, combat (trample over planeswalkers, Lure, extra blocks) ---
K("mtg.color.colorless", "colourless", "ไม่มีสี", "무색")
K("mtg.layer.control", "{player} gains control of {card} until end of turn ({source}); it has summoning sickness under its new controller unless it has haste (CR 613.1b, 302.6).",
  "{player} ได้ควบคุม {card} จนจบเทิร์น ({source}) และมันติด Summoning Sickness ภายใต้ผู้ควบคุมใหม่ เว้นแต่จะมีเร่งรีบ (Haste) (CR 613.1b, 302.6)",
  "{player}이(가) 턴 종료까지 {card}의 조종권을 얻습니다({source}). 신속이 없다면 새 조종자 아래에서 소환 후유증이 있습니다 (CR 613.1b, 302.6).")
K("mtg.layer.types", "{card} becomes {types} in addition to its other types until end of turn ({source}) (layer 4, CR 613.1d).",
  "{card} กลายเป็น {types} เพิ่มจากประเภทเดิมจนจบเทิร์น ({source}) (Layer 4, CR 613.1d)",
  "{card}은(는) 턴 종료까지 원래 유형에 더해 {types}이(가) 됩니다({source}) (레이어 4, CR 613.1d).")
K("mtg.layer.colors", "{card} becomes {colors} until end of turn ({source}) (layer 5, CR 613.1e).",
  "{card} กลายเป็น{colors}จนจบเทิร์น ({source}) (Layer 5, CR 613.1e)",
  "{card}은(는) 턴 종료까지 {colors}이(가) 됩니다({source}) (레이어 5, CR 613.1e).")
K("mtg.layer.lose_abilities", "{card} loses all abilities until end of turn ({source}): keywords, activated, triggered and static abilities; abilities granted to it later still apply (layer 6, CR 613.1f).",
  "{card} เสียความสามารถทั้งหมดจนจบเทิร์น ({source}) ทั้งคีย์เวิร์ด ความสามารถที่ต้องเปิดใช้ ทริกเกอร์ และความสามารถแบบ static ส่วนความสามารถที่ได้รับทีหลังยังมีผล (Layer 6, CR 613.1f)",
  "{card}은(는) 턴 종료까지 모든 능력을 잃습니다({source}). 키워드, 활성화 능력, 격발 능력, 정적 능력 모두이며, 나중에 얻은 능력은 적용됩니다 (레이어 6, CR 613.1f).")
K(I + "lost_abilities", "{card} has lost all abilities this turn, so it has no ability to activate (CR 613.1f).",
  "{card} เสียความสามารถทั้งหมดในเทิร์นนี้ จึงไม่มีความสามารถให้เปิดใช้ (CR 613.1f)",
  "{card}은(는) 이번 턴에 모든 능력을 잃었으므로 활성화할 능력이 없습니다 (CR 613.1f).")
K("mtg.cast.cost_increased", "{source} increases the cost of {card} by {n} generic mana before the total cost is locked in: now {cost} (CR 601.2f: increases are added first, then reductions are taken off).",
  "{source} เพิ่มต้นทุนของ {card} อีก {n} (มานาไม่ระบุสี) ก่อนล็อกต้นทุนรวม ตอนนี้เป็น {cost} (CR 601.2f: บวกส่วนที่เพิ่มก่อน แล้วจึงหักส่วนที่ลด)",
  "{source} 때문에 총 비용이 고정되기 전에 {card}의 비용이 일반 마나 {n}만큼 늘어 {cost}이(가) 됩니다 (CR 601.2f: 증가를 먼저 더하고 감소는 그 다음에 뺍니다).")
K("mtg.cast.cost_reduced", "{source} reduces the cost of {card} by {n} generic mana before the total cost is locked in: now {cost} (CR 601.2f, 118.7a).",
  "{source} ลดต้นทุนของ {card} ลง {n} (มานาไม่ระบุสี) ก่อนล็อกต้นทุนรวม ตอนนี้เป็น {cost} (CR 601.2f, 118.7a)",
  "{source} 때문에 총 비용이 고정되기 전에 {card}의 비용이 일반 마나 {n}만큼 줄어 {cost}이(가) 됩니다 (CR 601.2f, 118.7a).")
K("mtg.cast.cost_reduced_mana", "{source} reduces the cost of {card} by {mana}: one {mana} of its cost is gone (CR 601.2f, 118.7).",
  "{source} ลดต้นทุนของ {card} ลง {mana} โดยตัด {mana} หนึ่งหน่วยออกจากต้นทุน (CR 601.2f, 118.7)",
  "{source} 때문에 {card}의 비용에서 {mana} 하나가 빠집니다 (CR 601.2f, 118.7).")
K("mtg.cast.cost_reduced_generic_instead", "{card}'s cost has no {mana} left to reduce, so {source}'s reduction of {mana} reduces one generic mana instead (CR 118.7b, 118.7c, 118.7d).",
  "ต้นทุนของ {card} ไม่มี {mana} เหลือให้ลด การลด {mana} ของ {source} จึงลดมานาไม่ระบุสีหนึ่งหน่วยแทน (CR 118.7b, 118.7c, 118.7d)",
  "{card}의 비용에 줄일 {mana}이(가) 남아 있지 않으므로 {source}의 {mana} 감소는 대신 일반 마나 1을 줄입니다 (CR 118.7b, 118.7c, 118.7d).")
K("mtg.cast.cost_reduction_unused", "{source} says its reduction affects only the coloured mana paid, and {card}'s cost has no {mana} to reduce, so that part of the reduction does nothing (the card's text overrides CR 118.7b, 118.7c, 118.7d; CR 101.1).",
  "{source} ระบุว่าลดเฉพาะมานาสีที่จ่าย และต้นทุนของ {card} ไม่มี {mana} เหลือ ส่วนนั้นของการลดจึงไม่มีผล (ข้อความบนการ์ดมีผลเหนือ CR 118.7b, 118.7c, 118.7d; CR 101.1)",
  "{source}은(는) 지불하는 유색 마나만 줄인다고 하고 {card}의 비용에 {mana}이(가) 남아 있지 않으므로, 그 부분의 감소는 아무 일도 하지 않습니다 (카드 문구가 CR 118.7b, 118.7c, 118.7d보다 우선, CR 101.1).")
K("mtg.cast.self_reduction", "{card} costs {mana} less to cast: its own condition ({cond}) is true (CR 601.2f).",
  "{card} มีต้นทุนร่ายลดลง {mana} เพราะเงื่อนไขของมันเอง ({cond}) เป็นจริง (CR 601.2f)",
  "{card}의 조건({cond})이 참이므로 발동 비용이 {mana} 줄어듭니다 (CR 601.2f).")
K("mtg.cast.self_reduction_why", "{card} costs {mana} less to cast: its own condition ({cond}) is true ({why}) (CR 601.2f).",
  "{card} มีต้นทุนร่ายลดลง {mana} เพราะเงื่อนไขของมันเอง ({cond}) เป็นจริง ({why}) (CR 601.2f)",
  "{card}의 조건({cond})이 참이므로({why}) 발동 비용이 {mana} 줄어듭니다 (CR 601.2f).")
K("mtg.cast.self_reduction_no", "{card} does not cost {mana} less: its own condition ({cond}) is false (CR 601.2f).",
  "{card} ไม่ได้ลดต้นทุน {mana} เพราะเงื่อนไขของมันเอง ({cond}) ไม่เป็นจริง (CR 601.2f)",
  "{card}의 조건({cond})이 거짓이므로 비용이 {mana} 줄어들지 않습니다 (CR 601.2f).")
K("mtg.cast.self_reduction_no_why", "{card} does not cost {mana} less: its own condition ({cond}) is false ({why}) (CR 601.2f).",
  "{card} ไม่ได้ลดต้นทุน {mana} เพราะเงื่อนไขของมันเอง ({cond}) ไม่เป็นจริง ({why}) (CR 601.2f)",
  "{card}의 조건({cond})이 거짓이므로({why}) 비용이 {mana} 줄어들지 않습니다 (CR 601.2f).")
K("mtg.cast.self_reduction_per", "{card} costs {mana} less to cast for each one counted: {count} is {n} as its total cost is determined, so the reduction is {mana} {n} time(s) (CR 601.2f).",
  "{card} มีต้นทุนร่ายลดลง {mana} ต่อหนึ่งหน่วยที่นับได้: ตอนกำหนดต้นทุนรวม {count} เท่ากับ {n} จึงลด {mana} ไป {n} ครั้ง (CR 601.2f)",
  "{card}은(는) 세는 것 하나마다 발동 비용이 {mana} 줄어듭니다. 총 비용을 정할 때 {count}은(는) {n}이므로 {mana}을(를) {n}번 줄입니다 (CR 601.2f).")
K("mtg.cast.cost_now", "After {source}'s reduction of {reduction}, the total cost of {card} is {cost}; it can't go below {{0}} (CR 601.2f).",
  "หลังการลด {reduction} ของ {source} ต้นทุนรวมของ {card} คือ {cost} และต่ำกว่า {{0}} ไม่ได้ (CR 601.2f)",
  "{source}의 {reduction} 감소 후 {card}의 총 비용은 {cost}(이)며, {{0}}보다 낮아질 수 없습니다 (CR 601.2f).")
K(I + "reduction_hybrid", "{source} would reduce the cost of {card} by {mana}, and the cost has {symbol}, a hybrid or Phyrexian symbol of that colour: whether and how such a symbol is reduced is not modelled (CR 118.7), so the cast is refused rather than guessed.",
  "{source} จะลดต้นทุนของ {card} ลง {mana} แต่ต้นทุนมี {symbol} ซึ่งเป็นสัญลักษณ์ไฮบริดหรือ Phyrexian ของสีนั้น การลดสัญลักษณ์แบบนี้ยังไม่ได้จำลองไว้ (CR 118.7) จึงปฏิเสธการร่ายแทนการเดา",
  "{source}은(는) {card}의 비용을 {mana}만큼 줄이려 하지만 비용에 그 색의 혼성 또는 파이렉시아 기호 {symbol}이(가) 있습니다. 이런 기호를 줄이는 방식은 구현되지 않았으므로 (CR 118.7) 추측하지 않고 발동을 거부합니다.")
K("mtg.redirect.shield", "{source}: the next {n} damage that would be dealt to {target} this turn is dealt to {to} instead (a redirection effect, CR 614.9).",
  "{source}: ดาเมจ {n} หน่วยถัดไปที่จะถูกสร้างให้ {target} ในเทิร์นนี้ จะถูกสร้างให้ {to} แทน (ผลเบนดาเมจ, CR 614.9)",
  "{source}: 이번 턴에 {target}에게 입혀질 다음 피해 {n}점은 대신 {to}에게 입혀집니다 (방향 전환 효과, CR 614.9).")
K("mtg.redirect.applied", "{effect} replaces {amount} of the damage {source} would deal to {target}: that damage is dealt to {to} instead (CR 614.9).",
  "{effect} แทนที่ดาเมจ {amount} จากดาเมจที่ {source} จะสร้างให้ {target} โดย {source} สร้างดาเมจส่วนนั้นให้ {to} แทน (CR 614.9)",
  "{effect}이(가) {source}이(가) {target}에게 입힐 피해 중 {amount}점을 대체합니다. 그 피해는 대신 {to}에게 입혀집니다 (CR 614.9).")
K("mtg.redirect.gone", "{source} would redirect damage from {target} to {to}, but {to} is no longer a creature or planeswalker on the battlefield or a player in the game, so the effect does nothing (CR 614.9).",
  "{source} จะเบนดาเมจที่จะถูกสร้างให้ {target} ไปให้ {to} แต่ {to} ไม่ได้เป็นครีเจอร์หรือเพลนส์วอล์กเกอร์บนสนาม หรือผู้เล่นในเกมแล้ว ผลจึงไม่ทำอะไร (CR 614.9)",
  "{source}은(는) {target}에게 입혀질 피해를 {to}에게로 방향 전환하려 하지만 {to}은(는) 더 이상 전장의 생물이나 플레인즈워커, 또는 게임 중인 플레이어가 아니므로 그 효과는 아무 일도 하지 않습니다 (CR 614.9).")
K("mtg.redirect.order", "{target} also has a prevention shield: the affected player, or the controller of the affected permanent, chooses the order of replacement and prevention effects (CR 616.1); the engine applies the redirection first and the shield to the rest.",
  "{target} ยังมีโล่ยับยั้งดาเมจด้วย ผู้เล่นที่ได้รับผล หรือผู้ควบคุมการ์ดถาวรที่ได้รับผล เป็นผู้เลือกลำดับของผลแทนที่และผลยับยั้ง (CR 616.1) เอนจินใช้การเบนดาเมจก่อน แล้วใช้โล่กับดาเมจที่เหลือ",
  "{target}에게는 피해 방지 방패도 있습니다. 영향을 받는 플레이어나 영향을 받는 지속물의 조종자가 대체 효과와 방지 효과의 순서를 정합니다 (CR 616.1). 엔진은 방향 전환을 먼저 적용하고 남은 피해에 방패를 적용합니다.")
K(I + "target_same_word", "{card} uses the word \"target\" once for several targets (\"two target lands\"): the same object or player can't be chosen twice for it (CR 115.3).",
  "{card} ใช้คำว่า \"เป้าหมาย\" ครั้งเดียวกับหลายเป้าหมาย (เช่น \"แลนด์เป้าหมายสองใบ\") จึงเลือกวัตถุหรือผู้เล่นเดียวกันซ้ำสองครั้งไม่ได้ (CR 115.3)",
  "{card}은(는) \"목표\"라는 단어 하나로 여러 목표를 정합니다(\"목표 대지 두 개\"). 같은 개체나 플레이어를 두 번 정할 수 없습니다 (CR 115.3).")
K(I + "target_another", "{card} says \"another target\": the same object or player can't be chosen for both targets (CR 601.2c, 115.3).",
  "{card} ระบุว่าต้องเป็นเป้าหมายอื่น จึงเลือกวัตถุหรือผู้เล่นเดียวกันเป็นทั้งสองเป้าหมายไม่ได้ (CR 601.2c, 115.3)",
  "{card}에는 \"다른 목표\"라고 쓰여 있으므로 같은 개체나 플레이어를 두 목표 모두로 정할 수 없습니다 (CR 601.2c, 115.3).")
K("mtg.combat.trample_over_planeswalkers", "{card} has trample over planeswalkers: {planeswalker} is assigned lethal damage ({lethal}, its loyalty) and the remaining {amount} goes to its controller {player} (CR 702.19c).",
  "{card} มี Trample over planeswalkers: กำหนดดาเมจถึงตายให้ {planeswalker} ({lethal} เท่ากับ loyalty) และดาเมจที่เหลือ {amount} ส่งถึงผู้ควบคุม {player} (CR 702.19c)",
  "{card}에게 플레인즈워커 너머로 돌진이 있으므로 {planeswalker}에게 치사 피해({lethal}, 충성도)를 배정하고 남은 {amount}은(는) 그 조종자 {player}에게 갑니다 (CR 702.19c).")
K("mtg.combat.blocker_divides", "{card} blocks several attackers ({attackers}): its combat damage is divided among them, by default lethal damage to each in order and the rest to the last (CR 510.1d).",
  "{card} ป้องกันผู้โจมตีหลายตัว ({attackers}) จึงแบ่งดาเมจการต่อสู้ให้พวกมัน ค่าเริ่มต้นคือดาเมจถึงตายให้แต่ละตัวตามลำดับ ส่วนที่เหลือให้ตัวสุดท้าย (CR 510.1d)",
  "{card}은(는) 여러 공격자({attackers})를 방어하므로 전투 피해를 나눕니다. 기본값은 순서대로 각각에 치사 피해를 배정하고, 남은 피해는 마지막 생물에게 배정합니다 (CR 510.1d).")
K(I + "block.lure", "{attacker} says all creatures able to block it do so, and {card} is able to block it, so a declaration where {card} doesn't block it is illegal (CR 509.1c).",
  "{attacker} ระบุว่าครีเจอร์ทุกตัวที่ป้องกันมันได้ต้องป้องกันมัน และ {card} ป้องกันมันได้ การประกาศที่ {card} ไม่ป้องกันมันจึงผิดกติกา (CR 509.1c)",
  "{attacker}은(는) 방어할 수 있는 모든 생물이 자신을 방어해야 한다고 하며 {card}은(는) 그 생물을 방어할 수 있으므로, {card}이(가) 그 생물을 방어하지 않는 선언은 규칙 위반입니다 (CR 509.1c).")
K(I + "block.extra", "{card} can block an additional creature, but not the same attacker twice and not more than two (CR 509.1a).",
  "{card} ป้องกันครีเจอร์ได้เพิ่มอีก 1 ตัว แต่ป้องกันผู้โจมตีตัวเดิมซ้ำไม่ได้ และไม่เกิน 2 ตัว (CR 509.1a)",
  "{card}은(는) 생물 하나를 추가로 방어할 수 있지만 같은 공격자를 두 번 방어하거나 셋 이상을 방어할 수는 없습니다 (CR 509.1a).")
for _w, _en, _th, _ko in [("instant", "instant", "instant", "순간마법"), ("sorcery", "sorcery", "sorcery", "집중마법"),
                          ("kindred", "kindred", "kindred", "종족")]:   # 308: kindred counts as a card type (205.2a)
    K("mtg.target_word." + _w, _en, _th, _ko)
K("mtg.copy.spell_same", "{source} puts a copy of {card} onto the stack under {player}'s control, with the same targets ({targets}); the copy isn't cast (CR 707.10).",
  "{source} วางสำเนาของ {card} ขึ้น stack ภายใต้การควบคุมของ{player} โดยมีเป้าหมายเดิม ({targets}) สำเนานี้ไม่ได้ถูกร่าย (CR 707.10)",
  "{source}이(가) {card}의 복사본을 {player}의 조종 아래 스택에 올립니다. 목표는 같습니다({targets}). 복사본은 발동된 것이 아닙니다 (CR 707.10).")
K("mtg.copy.spell_new", "{source} puts a copy of {card} onto the stack under {player}'s control; its controller chooses new targets: {targets} (CR 707.10c).",
  "{source} วางสำเนาของ {card} ขึ้น stack ภายใต้การควบคุมของ{player} และผู้ควบคุมเลือกเป้าหมายใหม่: {targets} (CR 707.10c)",
  "{source}이(가) {card}의 복사본을 {player}의 조종 아래 스택에 올리고, 조종자가 새 목표를 정합니다: {targets} (CR 707.10c).")
K("mtg.copy.spell_kept", "{source} puts a copy of {card} onto the stack under {player}'s control; the new targets chosen aren't legal, so the copy keeps the original ones ({targets}) (CR 707.10c).",
  "{source} วางสำเนาของ {card} ขึ้น stack ภายใต้การควบคุมของ{player} เป้าหมายใหม่ที่เลือกไม่ถูกต้อง สำเนาจึงใช้เป้าหมายเดิม ({targets}) (CR 707.10c)",
  "{source}이(가) {card}의 복사본을 {player}의 조종 아래 스택에 올립니다. 고른 새 목표가 적법하지 않으므로 원래 목표({targets})를 유지합니다 (CR 707.10c).")
K("mtg.copy.ability_same", "{source} puts a copy of the ability of {card} (\"{text}\") onto the stack under {player}'s control, with the same targets ({targets}); the copy has the same source and isn't activated (CR 707.10, 707.10b).",
  "{source} วางสำเนาของความสามารถของ {card} (\"{text}\") ขึ้น stack ภายใต้การควบคุมของ {player} โดยใช้เป้าหมายเดิม ({targets}) สำเนามีแหล่งที่มาเดียวกับความสามารถเดิม และไม่ได้ถูกเปิดใช้ (CR 707.10, 707.10b)",
  "{source}이(가) {card}의 능력(\"{text}\")의 복사본을 {player}의 조종 아래 스택에 올립니다. 목표({targets})는 그대로입니다. 복사본은 원래 능력과 원천이 같으며, 활성화된 것이 아닙니다 (CR 707.10, 707.10b).")
K("mtg.copy.ability_new", "{source} puts a copy of the ability of {card} (\"{text}\") onto the stack under {player}'s control; its controller chooses new targets: {targets} (CR 707.10c).",
  "{source} วางสำเนาของความสามารถของ {card} (\"{text}\") ขึ้น stack ภายใต้การควบคุมของ {player} และผู้ควบคุมเลือกเป้าหมายใหม่: {targets} (CR 707.10c)",
  "{source}이(가) {card}의 능력(\"{text}\")의 복사본을 {player}의 조종 아래 스택에 올립니다. 그 조종자는 새 목표를 정합니다: {targets} (CR 707.10c).")
K("mtg.copy.ability_kept", "{source} puts a copy of the ability of {card} (\"{text}\") onto the stack under {player}'s control; the new targets chosen aren't legal, so the copy keeps the original ones ({targets}) (CR 707.10c).",
  "{source} วางสำเนาของความสามารถของ {card} (\"{text}\") ขึ้น stack ภายใต้การควบคุมของ {player} เป้าหมายใหม่ที่เลือกไม่ถูกต้อง สำเนาจึงใช้เป้าหมายเดิม ({targets}) (CR 707.10c)",
  "{source}이(가) {card}의 능력(\"{text}\")의 복사본을 {player}의 조종 아래 스택에 올립니다. 새로 정한 목표가 적법하지 않으므로 복사본은 원래 목표({targets})를 유지합니다 (CR 707.10c).")
K("mtg.copy.permanent", "{source} creates a token that's a copy of {card}: it copies the printed values (as other copy effects changed them), not counters, damage, tapped state or other effects on it (CR 707.2).",
  "{source} สร้างโทเค็นที่เป็นสำเนาของ {card} โดยคัดลอกค่าที่พิมพ์ไว้ (รวมถึงที่ผลการคัดลอกอื่นเปลี่ยนไว้) ไม่รวมเคาน์เตอร์ ดาเมจ สถานะแท็ป หรือผลอื่นที่มีผลกับมัน (CR 707.2)",
  "{source}이(가) {card}의 복사본인 토큰을 생성합니다. 인쇄된 값(다른 복사 효과가 바꾼 값 포함)을 복사하며 카운터, 피해, 탭 상태, 그것에 적용된 다른 효과는 복사하지 않습니다 (CR 707.2).")

# --- issue 13: mulligans (103.5) and Two-Headed Giant (810, 704.6) -----------------------------
K("mtg.mulligan.taken", "{player} takes mulligan number {n}: {back} cards are shuffled into the library and {draw} new cards drawn; keeping this hand, they put {bottom} of them on the bottom of the library, leaving {hand} (London mulligan, CR 103.5).",
  "{player} ทำมัลลิแกนครั้งที่ {n}: สับการ์ด {back} ใบกลับเข้าไลบรารี แล้วจั่วใหม่ {draw} ใบ เมื่อเก็บมือนี้ไว้ จึงวาง {bottom} ใบไว้ใต้ไลบรารี เหลือในมือ {hand} ใบ (London mulligan, CR 103.5)",
  "{player}이(가) {n}번째 멀리건을 합니다. 카드 {back}장을 서고에 섞어 넣고 새로 {draw}장을 뽑습니다. 이 손을 유지하면 그중 {bottom}장을 서고 맨 밑에 놓아 {hand}장이 됩니다 (런던 멀리건, CR 103.5).")
K("mtg.mulligan.keep", "{player} keeps {n} cards: that is their opening hand, and they take no further mulligans (CR 103.5).",
  "{player} เก็บการ์ด {n} ใบไว้เป็นมือเริ่มต้น และจะไม่ทำมัลลิแกนอีก (CR 103.5)",
  "{player}이(가) 카드 {n}장을 유지합니다. 이것이 시작 손이며 더 이상 멀리건을 하지 않습니다 (CR 103.5).")
K("mtg.mulligan.done", "Every player has kept an opening hand, so the starting player, {player}, takes their first turn (CR 103.8).",
  "ผู้เล่นทุกคนเก็บมือเริ่มต้นแล้ว ผู้เล่นที่เริ่มก่อน ({player}) จึงเริ่มเทิร์นแรก (CR 103.8)",
  "모든 플레이어가 시작 손을 유지했으므로 시작 플레이어 {player}이(가) 첫 턴을 시작합니다 (CR 103.8).")
K(I + "mulligan_not_now", "Mulligans are taken before the first turn, while the players decide on their opening hands; the game has already started (CR 103.5).",
  "มัลลิแกนทำได้ก่อนเทิร์นแรกขณะที่ผู้เล่นตัดสินใจเรื่องมือเริ่มต้นเท่านั้น แต่เกมเริ่มไปแล้ว (CR 103.5)",
  "멀리건은 첫 턴 전에 플레이어들이 시작 손을 정하는 동안에만 합니다. 게임은 이미 시작되었습니다 (CR 103.5).")
K(I + "mulligan_kept", "{player} has already kept an opening hand and can't take further mulligans (CR 103.5).",
  "{player} เก็บมือเริ่มต้นไปแล้ว จึงทำมัลลิแกนเพิ่มไม่ได้ (CR 103.5)",
  "{player}은(는) 이미 시작 손을 유지했으므로 더 이상 멀리건을 할 수 없습니다 (CR 103.5).")
K(I + "pregame", "The players are still deciding on mulligans; only mulligan and keep are possible until every player has kept (CR 103.5).",
  "ผู้เล่นยังตัดสินใจเรื่องมัลลิแกนอยู่ จนกว่าทุกคนจะเก็บมือเริ่มต้น ทำได้เพียงมัลลิแกนหรือเก็บมือ (CR 103.5)",
  "플레이어들이 아직 멀리건을 정하는 중입니다. 모두가 손을 유지할 때까지 멀리건과 유지만 할 수 있습니다 (CR 103.5).")
K("mtg.draw.skip_first_team", "{players}: the team that plays first skips the draw step of its first turn (Two-Headed Giant, CR 103.8b, 810.6).",
  "{players}: ทีมที่เล่นก่อนข้าม Draw Step ของเทิร์นแรก ผู้เล่นของทีมนั้นจึงไม่จั่วการ์ด (Two-Headed Giant, CR 103.8b, 810.6)",
  "{players}: 먼저 플레이하는 팀은 첫 턴의 카드뽑기단을 건너뛰므로 그 팀의 플레이어는 카드를 뽑지 않습니다 (투헤드 자이언트, CR 103.8b, 810.6).")
K("mtg.thg.each_player_trigger", "{card}'s ability triggers at the beginning of each player's or each opponent's step or phase: with shared team turns it may trigger once for each player of the active team if it refers to \"that player\" (CR 805.4d); the engine puts it on the stack only once: triggering once for each player is not modelled.",
  "ความสามารถของ {card} ทริกเกอร์ตอนเริ่มสเต็ปหรือเฟสของผู้เล่นแต่ละคนหรือคู่ต่อสู้แต่ละคน เมื่อทีมเล่นเทิร์นร่วมกัน ถ้าความสามารถพูดถึง \"ผู้เล่นคนนั้น\" มันอาจทริกเกอร์หนึ่งครั้งต่อผู้เล่นแต่ละคนของทีมที่กำลังเล่นเทิร์นอยู่ (CR 805.4d) แต่เอนจินนำมันขึ้น stack เพียงครั้งเดียว การทริกเกอร์ครั้งละผู้เล่นยังไม่ได้จำลองไว้",
  "{card}의 능력은 각 플레이어의 또는 각 상대의 단이나 단계가 시작할 때 격발합니다. 팀 공유 턴에서는 그 능력이 \"그 플레이어\"를 가리키면 액티브 팀의 플레이어마다 한 번씩 격발할 수 있지만(CR 805.4d), 엔진은 한 번만 스택에 올립니다. 플레이어마다 격발하는 것은 구현되지 않았습니다.")
K("mtg.untap_team", "The players of the active team ({players}) untap all their permanents ({n}): the team takes the turn together; no player gets priority in the untap step (CR 805.4, 502.3, 502.4).",
  "ผู้เล่นของทีมที่กำลังเล่นเทิร์นอยู่ ({players}) คลายแท็ปการ์ดถาวรทั้งหมดของตน ({n} ใบ) เพราะทีมเล่นเทิร์นร่วมกัน ใน Untap Step ไม่มีใครได้รับ priority (CR 805.4, 502.3, 502.4)",
  "액티브 팀의 플레이어({players})가 자신의 모든 지속물({n}개)을 언탭합니다. 팀이 함께 턴을 진행하며, 언탭단에는 아무도 우선권을 받지 않습니다 (CR 805.4, 502.3, 502.4).")
K("mtg.sba.team_life", "{player}'s team has {life} life (0 or less), so the team loses the game (Two-Headed Giant, CR 704.6a).",
  "ทีมของ{player} มีชีวิตรวม {life} ซึ่งเป็น 0 หรือน้อยกว่า ทีมนั้นจึงแพ้เกม (Two-Headed Giant, State-Based Action, CR 704.6a)",
  "{player}의 팀 생명점이 {life}점으로 0 이하이므로 그 팀이 게임에서 패배합니다 (투헤드 자이언트, 상태 참조 행동, CR 704.6a).")
K("mtg.sba.team_poison", "{player}'s team has {n} poison counters (fifteen or more), so the team loses the game (Two-Headed Giant, CR 704.6b).",
  "ทีมของ{player} มีเคาน์เตอร์พิษ {n} อัน (15 อันขึ้นไป) ทีมนั้นจึงแพ้เกม (Two-Headed Giant, State-Based Action, CR 704.6b)",
  "{player}의 팀에 독 카운터가 {n}개(15개 이상) 있으므로 그 팀이 게임에서 패배합니다 (투헤드 자이언트, 상태 참조 행동, CR 704.6b).")
K("mtg.sba.team_loses", "{player} loses the game with their team: players win and lose only as a team (CR 810.8a).",
  "{player} แพ้เกมไปพร้อมกับทีม เพราะผู้เล่นแพ้ชนะกันเป็นทีมเท่านั้น (CR 810.8a)",
  "{player}은(는) 팀과 함께 게임에서 패배합니다. 플레이어는 팀 단위로만 승패가 정해집니다 (CR 810.8a).")
K("mtg.game_over.team_win", "The game is over: the team of {players} is the last team left and wins (CR 810.8a).",
  "เกมจบแล้ว: ทีมของ {players} เป็นทีมสุดท้ายที่เหลืออยู่และชนะ (CR 810.8a)",
  "게임이 끝났습니다. {players}의 팀이 마지막으로 남은 팀이므로 승리합니다 (CR 810.8a).")
# --- what each compiled line of a real card is (judge/mtg/oracle/explain.py), shown with the card ---
for _k, _en, _th, _ko in [
    ("keyword", "Keyword ability: the engine applies this keyword's rules (CR {rule}).",
     "ความสามารถคีย์เวิร์ด: เอนจินใช้กฎของคีย์เวิร์ดนี้ (CR {rule})",
     "키워드 능력: 엔진이 이 키워드의 규칙을 적용합니다 (CR {rule})."),
    ("enchant", "Enchant: what this Aura can target and be attached to (CR {rule}).",
     "Enchant: กำหนดว่า Aura นี้เลือกอะไรเป็นเป้าหมายและติดกับอะไรได้ (CR {rule})",
     "부여: 이 마법진이 목표로 정하고 부착될 수 있는 것을 정합니다 (CR {rule})."),
    ("equip", "Equip: attach this Equipment to target creature you control, only as a sorcery (CR {rule}).",
     "Equip: ติด Equipment นี้กับครีเจอร์เป้าหมายที่คุณควบคุม ทำได้เฉพาะจังหวะ sorcery (CR {rule})",
     "장착: 이 장비를 당신이 조종하는 목표 생물에 부착합니다. 집중마법을 발동할 수 있을 때만 가능합니다 (CR {rule})."),
    ("cycling", "Cycling: pay the cost and discard this card from your hand to draw a card (CR {rule}).",
     "Cycling: จ่ายต้นทุนและทิ้งการ์ดใบนี้จากมือเพื่อจั่วการ์ด 1 ใบ (CR {rule})",
     "순환: 비용을 지불하고 손에서 이 카드를 버려 카드 한 장을 뽑습니다 (CR {rule})."),
    ("kicker", "Kicker: an optional additional cost paid as the spell is cast (CR {rule}).",
     "Kicker: ต้นทุนเพิ่มเติมที่เลือกจ่ายได้ตอนร่ายสเปลล์ (CR {rule})",
     "키커: 주문을 발동할 때 선택해서 지불하는 추가 비용입니다 (CR {rule})."),
    ("flashback", "Flashback: this card can be cast from the graveyard for this cost, then it is exiled (CR {rule}).",
     "Flashback: ร่ายการ์ดใบนี้จาก graveyard ด้วยต้นทุนนี้ได้ แล้วการ์ดจะถูก exile (CR {rule})",
     "회상: 이 비용으로 무덤에서 발동할 수 있으며, 그 뒤 추방됩니다 (CR {rule})."),
    ("triggered", "Triggered ability: when its event happens, the engine puts it on the stack the next time a player would receive priority (CR {rule}, 603.3).",
     "ทริกเกอร์: เมื่อเหตุการณ์ของมันเกิดขึ้น เอนจินจะนำมันขึ้น stack ครั้งถัดไปที่ผู้เล่นจะได้รับ priority (CR {rule}, 603.3)",
     "격발 능력: 해당 사건이 일어나면 다음에 플레이어가 우선권을 받을 때 엔진이 스택에 올립니다 (CR {rule}, 603.3)."),
    ("activated", "Activated ability: pay its cost to put it on the stack with the activate action (CR {rule}, 602.2).",
     "ความสามารถที่ต้องเปิดใช้: จ่ายต้นทุนเพื่อนำขึ้น stack ด้วยแอ็กชัน “เปิดใช้ความสามารถ” (CR {rule}, 602.2)",
     "활성화 능력: 비용을 지불하고 '능력 활성화' 행동으로 스택에 올립니다 (CR {rule}, 602.2)."),
    ("mana", "Mana ability: it doesn't use the stack and resolves at once; the engine also uses it to pay costs (CR {rule}, 605.3).",
     "ความสามารถมานา: ไม่ใช้ stack และ resolve ทันที เอนจินใช้มันจ่ายต้นทุนด้วย (CR {rule}, 605.3)",
     "마나 능력: 스택을 사용하지 않고 즉시 해결되며, 엔진이 비용을 지불할 때도 사용합니다 (CR {rule}, 605.3)."),
    ("loyalty", "Loyalty ability: once per turn, at sorcery speed, its cost adds or removes loyalty counters (CR {rule}).",
     "ความสามารถ loyalty: ใช้ได้เทิร์นละครั้งในจังหวะ sorcery ต้นทุนคือการวางหรือเอาเคาน์เตอร์ loyalty ออก (CR {rule})",
     "충성 능력: 한 턴에 한 번, 집중마법 속도로만 활성화하며 비용으로 충성 카운터를 놓거나 제거합니다 (CR {rule})."),
    ("static", "Static ability: true all the time while the permanent is on the battlefield; the engine applies it in the layer system (CR {rule}, 613).",
     "ความสามารถแบบ static: มีผลตลอดเวลาที่การ์ดถาวรใบนี้อยู่บนสนาม เอนจินใช้มันตามลำดับ layer (CR {rule}, 613)",
     "정적 능력: 지속물이 전장에 있는 동안 항상 적용되며, 엔진은 CR 613의 순서대로 적용합니다 (CR {rule}, 613)."),
    ("enters_tapped", "Enters tapped: a replacement effect that changes how this permanent enters the battlefield (CR {rule}).",
     "เข้าสนามในสภาพแท็ป: ผลแทนที่ที่เปลี่ยนวิธีที่การ์ดถาวรใบนี้เข้าสนาม (CR {rule})",
     "탭된 채로 들어옴: 이 지속물이 전장에 들어오는 방식을 바꾸는 대체 효과입니다 (CR {rule})."),
    ("enters_with", "Enters with counters: a replacement effect that puts the counters on this permanent as it enters the battlefield (CR {rule}, 122.6).",
     "เข้าสนามพร้อมเคาน์เตอร์: ผลแทนที่ที่วางเคาน์เตอร์บนการ์ดถาวรใบนี้ตอนที่มันเข้าสนาม (CR {rule}, 122.6)",
     "카운터를 올려놓은 채로 들어옴: 이 지속물이 전장에 들어올 때 카운터를 올려놓는 대체 효과입니다 (CR {rule}, 122.6)."),
    ("spell", "Spell ability: the instructions the spell follows as it resolves, in order (CR {rule}, 608.2).",
     "ความสามารถของสเปลล์: คำสั่งที่สเปลล์ทำตามลำดับตอน resolve (CR {rule}, 608.2)",
     "주문 능력: 주문이 해결될 때 순서대로 따르는 지시입니다 (CR {rule}, 608.2)."),
    ("modal", "Modal spell: the modes are chosen as it is cast, with the cast action's modes (CR {rule}, 601.2b).",
     "สเปลล์แบบเลือกโหมด: เลือกโหมดตอนร่าย ในแอ็กชัน “ร่ายสเปลล์” (CR {rule}, 601.2b)",
     "모드 주문: 발동할 때 '주문 발동' 행동에서 모드를 선택합니다 (CR {rule}, 601.2b)."),
    ("additional_cost", "Additional cost: paid together with the mana cost as the spell is cast (CR {rule}, 601.2h).",
     "ต้นทุนเพิ่มเติม: จ่ายพร้อมกับต้นทุนมานาตอนร่ายสเปลล์ (CR {rule}, 601.2h)",
     "추가 비용: 주문을 발동할 때 마나 비용과 함께 지불합니다 (CR {rule}, 601.2h)."),
    ("self_reduction", "Cost reduction of the spell itself: as it is cast, once its targets are chosen, the engine checks the condition and, if it is true, reduces the total cost (CR {rule}).",
     "ส่วนลดต้นทุนของสเปลล์ใบนี้เอง: ตอนร่าย หลังเลือกเป้าหมายแล้ว เอนจินตรวจเงื่อนไข ถ้าเป็นจริงจะลดต้นทุนรวม (CR {rule})",
     "주문 자신의 비용 감소: 발동할 때 목표를 정한 뒤 엔진이 조건을 확인하고, 참이면 총비용을 줄입니다 (CR {rule})."),
    ("land_reminder", "Reminder of the mana ability every land of this basic land type has (CR {rule}).",
     "ข้อความช่วยจำของความสามารถมานาที่แลนด์ทุกใบซึ่งมีประเภทแลนด์พื้นฐานนี้มีอยู่ (CR {rule})",
     "이 기본 대지 유형을 가진 모든 대지가 지닌 마나 능력을 알려 주는 설명입니다 (CR {rule})."),
    ("hybrid_reminder", "Reminder of how a hybrid or Phyrexian mana symbol in the cost is paid; the engine pays it that way (CR {rule}, 107.4f).",
     "ข้อความช่วยจำของวิธีจ่ายสัญลักษณ์มานาแบบผสมหรือ Phyrexian ในต้นทุน เอนจินจ่ายแบบนั้น (CR {rule}, 107.4f)",
     "비용에 있는 혼성 마나 기호나 파이렉시아 마나 기호를 지불하는 방법을 알려 주는 설명이며, 엔진도 그렇게 지불합니다 (CR {rule}, 107.4f)."),
    ("keyword_trigger", "Keyword ability: the keyword stands for the triggered ability its rule spells out (CR {rule}); the engine plays that ability, which triggers and goes on the stack like any triggered ability (CR 603.2, 603.3).",
     "ความสามารถคีย์เวิร์ด: คีย์เวิร์ดนี้หมายถึงความสามารถทริกเกอร์ตามที่กฎของมันเขียนไว้ (CR {rule}) เอนจินเล่นความสามารถนั้น ซึ่งทริกเกอร์และขึ้น stack เหมือนทริกเกอร์อื่น ๆ (CR 603.2, 603.3)",
     "키워드 능력: 이 키워드는 규칙에 적힌 격발 능력을 나타냅니다 (CR {rule}). 엔진은 그 능력을 그대로 처리하며, 다른 격발 능력처럼 격발되어 스택에 올라갑니다 (CR 603.2, 603.3)."),
    ("chapter", "Chapter ability: a triggered ability of a Saga that triggers when lore counters are put on it and their number reaches its chapter number (CR {rule}, 714.2c).",
     "ความสามารถบท: ความสามารถทริกเกอร์ของ Saga ที่ทริกเกอร์เมื่อมีเคาน์เตอร์ lore ถูกวางบนมันและจำนวนเคาน์เตอร์ถึงเลขบทนั้น (CR {rule}, 714.2c)",
     "장 능력: 서사시에 전승 카운터가 놓여 그 수가 장 번호에 이르면 격발되는 격발 능력입니다 (CR {rule}, 714.2c)."),
    ("saga_reminder", "Reminder of how a Saga works; the engine applies it: a lore counter as it enters and as your precombat main phase begins, and it is sacrificed once it has at least its final chapter number of lore counters and none of its chapter abilities has triggered and not yet left the stack (CR {rule}, 714.3b, 714.4).",
     "ข้อความช่วยจำของวิธีทำงานของ Saga ซึ่งเอนจินใช้อยู่: ได้เคาน์เตอร์ lore เมื่อเข้าสนามและเมื่อเริ่มเฟสหลักแรกของคุณ และถูกสังเวยเมื่อมีเคาน์เตอร์ lore อย่างน้อยเท่าเลขบทสุดท้าย และไม่มีความสามารถบทของมันที่ทริกเกอร์แล้วแต่ยังไม่ออกจากสแต็ก (CR {rule}, 714.3b, 714.4)",
     "서사시가 작동하는 방식을 알려 주는 설명이며, 엔진이 그대로 적용합니다: 전장에 들어올 때와 당신의 첫 번째 메인 단계가 시작될 때 전승 카운터를 받고, 마지막 장 번호 이상의 전승 카운터가 있고 격발되어 아직 스택을 떠나지 않은 장 능력이 없을 때 희생됩니다 (CR {rule}, 714.3b, 714.4)."),
    ("deck_rule", "A deck-building rule: this card may be the commander of a Commander deck. It works before the game begins and changes nothing during the game (CR {rule}).",
     "กฎการจัดเด็ค: การ์ดใบนี้เป็นคอมมานเดอร์ของเด็คได้ มีผลก่อนเริ่มเกมและไม่เปลี่ยนแปลงอะไรระหว่างเกม (CR {rule})",
     "덱 구성 규칙: 이 카드는 커맨더 덱의 커맨더가 될 수 있습니다. 게임이 시작되기 전에 적용되며 게임 중에는 아무것도 바꾸지 않습니다 (CR {rule})."),
]:
    K("mtg.oracle.line." + _k, _en, _th, _ko)

register(_E)
