"""Explanations of the Born from Blood engine in English, Thai and Korean.

Game terms printed on the cards (Character, Mercenary, Skill, Item, Artifact, Pray, Combat Skill,
Pierce, Block, N) stay in English in every language. Keys starting with `bfb.note.` are the judge's
notes: the interpretation the engine uses where seed 004 is silent or ambiguous.
"""
from judge.engine import messages

M = {
    # ---- names used as parameters -------------------------------------------------------------
    "bfb.phase.n": {"en": "N Phase", "th": "N Phase", "ko": "N 페이즈"},
    "bfb.phase.draw": {"en": "Draw Phase", "th": "Draw Phase (จั่วการ์ด)", "ko": "드로우 페이즈"},
    "bfb.phase.main": {"en": "Main Phase", "th": "Main Phase", "ko": "메인 페이즈"},
    "bfb.phase.combat": {"en": "Combat Phase", "th": "Combat Phase", "ko": "전투 페이즈"},
    "bfb.phase.main2": {"en": "Second Main Phase", "th": "Second Main Phase", "ko": "두 번째 메인 페이즈"},
    "bfb.phase.end": {"en": "End Phase", "th": "End Phase", "ko": "엔드 페이즈"},
    "bfb.zone.mercenary": {"en": "Mercenary", "th": "Mercenary", "ko": "Mercenary"},
    "bfb.zone.artifact": {"en": "Artifact", "th": "Artifact", "ko": "Artifact"},
    "bfb.zone.skill": {"en": "Skill", "th": "Skill", "ko": "Skill"},
    "bfb.zone.item": {"en": "Item", "th": "Item", "ko": "Item"},
    "bfb.phase.setup": {"en": "game set-up (before the first turn)", "th": "การเตรียมเกม (ก่อนเทิร์นแรก)",
                        "ko": "게임 준비(첫 턴 전)"},
    "bfb.kind.mercenary": {"en": "Mercenary", "th": "Mercenary", "ko": "Mercenary"},
    "bfb.kind.artifact": {"en": "Artifact", "th": "Artifact", "ko": "Artifact"},
    "bfb.kind.item": {"en": "Item", "th": "Item", "ko": "Item"},
    "bfb.kind.skill": {"en": "Skill", "th": "Skill", "ko": "Skill"},
    "bfb.kind.pray": {"en": "Pray", "th": "Pray", "ko": "Pray"},

    # ---- turn ---------------------------------------------------------------------------------
    "bfb.start": {
        "en": "Turn {turn}: it is {player}'s turn, {phase}.",
        "th": "เทิร์นที่ {turn}: เป็นเทิร์นของ {player} อยู่ใน {phase}",
        "ko": "{turn}번째 턴: {player}의 턴이며 현재 {phase}입니다."},
    "bfb.turn.begins": {
        "en": "Turn {turn} begins: it is {player}'s turn, starting with the N Phase.",
        "th": "เริ่มเทิร์นที่ {turn}: ถึงตาของ {player} เริ่มจาก N Phase",
        "ko": "{turn}번째 턴이 시작됩니다. {player}의 턴이며 N 페이즈부터 진행합니다."},
    "bfb.phase.enter": {
        "en": "{player} moves on to the {phase}.",
        "th": "{player} เข้าสู่ {phase}",
        "ko": "{player}이(가) {phase}(으)로 넘어갑니다."},
    "bfb.n.first_turn": {
        "en": "It is {player}'s first turn: it starts with {n}N, and there is no +2N this turn.",
        "th": "นี่คือเทิร์นแรกของ {player}: เริ่มเทิร์นด้วย {n}N และเทิร์นนี้จะไม่ได้ +2N",
        "ko": "{player}의 첫 턴이므로 {n}N으로 시작하며, 이번 턴에는 +2N을 받지 않습니다."},
    "bfb.note.first_turn_n": {
        "en": "(judge's note: every player's first turn starts with exactly 3N; the {before}N that {player} had before it is not added.)",
        "th": "(หมายเหตุกรรมการ: เทิร์นแรกของผู้เล่นทุกคนเริ่มด้วย 3N พอดี N {before} ที่ {player} มีอยู่ก่อนหน้านั้นจะไม่ถูกนำมาบวกเพิ่ม)",
        "ko": "(심판 노트: 모든 플레이어의 첫 턴은 정확히 3N으로 시작합니다. {player}이(가) 그전에 가지고 있던 {before}N은 더해지지 않습니다.)"},

    # ---- game set-up (seed 004, bfb.game-start) -------------------------------------------------
    "bfb.start.setup": {
        "en": "Before the first turn: the game is being set up, and {player} goes first.",
        "th": "ก่อนเทิร์นแรก: กำลังเตรียมเกม และ {player} เป็นผู้เล่นก่อน",
        "ko": "첫 턴 전: 게임을 준비하는 중이며 {player}이(가) 먼저 시작합니다."},
    "bfb.setup.first": {
        "en": "The players agree that {player} goes first (a die roll is the recommended way to decide).",
        "th": "ผู้เล่นตกลงกันว่า {player} เป็นผู้เล่นก่อน (แนะนำให้ทอยเต๋าตัดสิน)",
        "ko": "플레이어들이 {player}이(가) 먼저 시작하기로 정합니다(주사위로 정하는 것을 권장합니다)."},
    "bfb.setup.hand": {
        "en": "{player} draws an opening hand of {n} cards.",
        "th": "{player} จั่วการ์ดขึ้นมือเริ่มต้น {n} ใบ",
        "ko": "{player}이(가) 시작 손패로 카드 {n}장을 뽑습니다."},
    "bfb.setup.deck_short": {
        "en": "{player}'s deck held only {n} cards, so the opening hand has {n} (only a Draw Phase draw from an empty deck loses the game).",
        "th": "กองการ์ดของ {player} มีแค่ {n} ใบ มือเริ่มต้นจึงมี {n} ใบ (แพ้เพราะกองหมดเฉพาะการจั่วใน Draw Phase เท่านั้น)",
        "ko": "{player}의 덱에 카드가 {n}장뿐이어서 시작 손패는 {n}장입니다(빈 덱 때문에 패배하는 것은 드로우 페이즈의 드로우뿐입니다)."},
    "bfb.setup.keep": {
        "en": "{player} keeps the opening hand (a mulligan of zero cards).",
        "th": "{player} เก็บมือเริ่มต้นไว้ทั้งหมด (แก้มือ 0 ใบ)",
        "ko": "{player}은(는) 시작 손패를 그대로 가집니다(0장 멀리건)."},
    "bfb.setup.mulligan": {
        "en": "Mulligan: {player} puts the chosen cards ({n}) from hand on the bottom of the deck.",
        "th": "แก้มือ: {player} นำการ์ด {n} ใบจากมือไปไว้ใต้กองการ์ด",
        "ko": "멀리건: {player}이(가) 손의 카드 {n}장을 덱 맨 아래에 놓습니다."},
    "bfb.setup.mulligan_draw": {
        "en": "{player} draws as many new cards ({n}) and holds {hand} cards again; there is no penalty.",
        "th": "{player} จั่วการ์ดใหม่ {n} ใบ กลับมามีการ์ดบนมือ {hand} ใบ โดยไม่มีบทลงโทษ",
        "ko": "{player}이(가) 새 카드 {n}장을 뽑아 다시 손에 {hand}장을 가집니다. 불이익은 없습니다."},
    "bfb.setup.default_hands": {
        "en": "The opening hands had not been drawn yet, so each player draws 7 now.",
        "th": "ยังไม่ได้จั่วมือเริ่มต้น ผู้เล่นแต่ละคนจึงจั่ว 7 ใบตอนนี้",
        "ko": "아직 시작 손패를 뽑지 않았으므로 각 플레이어가 지금 7장을 뽑습니다."},
    "bfb.setup.default_keep": {
        "en": "No mulligan was given for {players}: they keep their opening hands.",
        "th": "ไม่ได้ระบุการแก้มือของ {players} จึงเก็บมือเริ่มต้นไว้ตามเดิม",
        "ko": "{players}의 멀리건이 주어지지 않았으므로 시작 손패를 그대로 가집니다."},
    "bfb.setup.done": {
        "en": "The set-up is over: {player} takes the first turn and draws normally in its Draw Phase (going first has no draw penalty).",
        "th": "เตรียมเกมเสร็จแล้ว: {player} เริ่มเทิร์นแรกและจั่วตามปกติใน Draw Phase (ผู้เล่นก่อนไม่มีบทลงโทษเรื่องการจั่ว)",
        "ko": "게임 준비가 끝났습니다. {player}이(가) 첫 턴을 시작하며 드로우 페이즈에 평소대로 카드를 뽑습니다(먼저 시작해도 드로우 불이익이 없습니다)."},
    "bfb.note.mulligan": {
        "en": "(judge's note: the rules describe the mulligan without saying how often it may be taken; the judge engine allows one per player, before the first turn.)",
        "th": "(หมายเหตุกรรมการ: กติกาอธิบายการแก้มือแต่ไม่ได้บอกว่าทำได้กี่ครั้ง ระบบกรรมการให้แก้มือได้คนละ 1 ครั้งก่อนเริ่มเทิร์นแรก)",
        "ko": "(심판 노트: 규칙은 멀리건 방법만 설명하고 몇 번 할 수 있는지는 말하지 않습니다. 심판 엔진은 첫 턴 전에 플레이어마다 한 번 허용합니다.)"},
    "bfb.n.gain": {
        "en": "N Phase: {player} gets +2N ({before}N carried over, now {n}N; N has no cap).",
        "th": "N Phase: {player} ได้รับ +2N (N ที่เหลือจากเทิร์นก่อน {before}N สะสมต่อ ตอนนี้มี {n}N และ N ไม่มีเพดาน)",
        "ko": "N 페이즈: {player}이(가) +2N을 받습니다(남아 있던 {before}N에 더해 현재 {n}N, N에는 상한이 없습니다)."},
    "bfb.draw": {
        "en": "Draw Phase: {player} draws a card ({card}).",
        "th": "Draw Phase: {player} จั่วการ์ด 1 ใบ ({card})",
        "ko": "드로우 페이즈: {player}이(가) 카드 1장({card})을 뽑습니다."},
    "bfb.draw.hidden": {
        "en": "Draw Phase: {player} draws a card.",
        "th": "Draw Phase: {player} จั่วการ์ด 1 ใบ",
        "ko": "드로우 페이즈: {player}이(가) 카드 1장을 뽑습니다."},
    "bfb.draw.effect_hidden": {
        "en": "{player} draws a card.",
        "th": "{player} จั่วการ์ด 1 ใบ",
        "ko": "{player}이(가) 카드 1장을 뽑습니다."},
    "bfb.draw.effect": {
        "en": "{player} draws a card ({card}).",
        "th": "{player} จั่วการ์ด 1 ใบ ({card})",
        "ko": "{player}이(가) 카드 1장({card})을 뽑습니다."},
    "bfb.discard.default": {
        "en": "End Phase: {player} has more than 8 cards in hand and discards {n} (the last cards in hand).",
        "th": "End Phase: {player} มีการ์ดบนมือเกิน 8 ใบ จึงทิ้ง {n} ใบ (ใบท้ายสุดบนมือ)",
        "ko": "엔드 페이즈: {player}의 손에 카드가 8장보다 많으므로 {n}장(손의 마지막 카드들)을 버립니다."},
    "bfb.discard.chosen": {
        "en": "End Phase: {player} has more than 8 cards in hand and discards the {n} chosen card(s).",
        "th": "End Phase: {player} มีการ์ดบนมือเกิน 8 ใบ จึงทิ้งการ์ดที่เลือกไว้ {n} ใบ",
        "ko": "엔드 페이즈: {player}의 손에 카드가 8장보다 많으므로 고른 카드 {n}장을 버립니다."},
    "bfb.discard.card": {
        "en": "{player} discards {card}.",
        "th": "{player} ทิ้ง {card} ลงกองทิ้ง",
        "ko": "{player}이(가) {card}을(를) 버립니다."},
    "bfb.block.ends": {
        "en": "The turn ends: the extra Block of {card} until end of turn is gone.",
        "th": "จบเทิร์น: Block ที่เพิ่มให้ {card} จนจบเทิร์นหมดผลแล้ว",
        "ko": "턴이 끝나서 {card}에게 턴 종료까지 더해진 Block이 사라집니다."},

    # ---- winning ------------------------------------------------------------------------------
    "bfb.win.hp_zero": {
        "en": "{character}, {player}'s Character, has 0 HP: the game ends at once.",
        "th": "{character} ซึ่งเป็น Character ของ {player} มี HP เหลือ 0 เกมจบทันที",
        "ko": "{player}의 Character {character}의 HP가 0이 되어 게임이 즉시 끝납니다."},
    "bfb.win.deck_out": {
        "en": "Draw Phase: {player} has no card left in the deck to draw and loses at once (deck-out).",
        "th": "Draw Phase: {player} ไม่มีการ์ดในกองให้จั่ว จึงแพ้ทันที (deck-out)",
        "ko": "드로우 페이즈: {player}의 덱에 뽑을 카드가 없으므로 즉시 패배합니다(deck-out)."},
    "bfb.win.winner": {
        "en": "{winner} wins the game.",
        "th": "{winner} เป็นผู้ชนะ",
        "ko": "{winner}이(가) 게임에서 승리합니다."},
    "bfb.win.draw": {
        "en": "Both Characters reached 0 HP at the same time: the game is a draw.",
        "th": "Character ทั้งสองฝ่ายเหลือ HP 0 พร้อมกัน เกมจึงเสมอ",
        "ko": "두 Character의 HP가 동시에 0이 되어 게임은 무승부입니다."},

    # ---- playing cards ------------------------------------------------------------------------
    "bfb.pay": {
        "en": "{player} pays {cost}N for {card} ({n}N left).",
        "th": "{player} จ่าย {cost}N เพื่อเล่น {card} (เหลือ {n}N)",
        "ko": "{player}이(가) {card}의 비용으로 {cost}N을 지불합니다({n}N 남음)."},
    "bfb.play.enters.mercenary": {
        "en": "{player} plays {card} into one of the two Mercenary slots.",
        "th": "{player} ลง {card} ในช่อง Mercenary ช่องหนึ่ง (มี 2 ช่อง)",
        "ko": "{player}이(가) {card}을(를) Mercenary 슬롯 두 칸 중 한 칸에 냅니다."},
    "bfb.play.enters.artifact": {
        "en": "{player} plays {card} into one of the two Artifact slots.",
        "th": "{player} ลง {card} ในช่อง Artifact ช่องหนึ่ง (มี 2 ช่อง)",
        "ko": "{player}이(가) {card}을(를) Artifact 슬롯 두 칸 중 한 칸에 냅니다."},
    "bfb.play.enters.item": {
        "en": "{player} plays {card} into the Item slot.",
        "th": "{player} ลง {card} ในช่อง Item",
        "ko": "{player}이(가) {card}을(를) Item 슬롯에 냅니다."},
    "bfb.sick.enters": {
        "en": "{card} has just come onto the field: it cannot use a Combat Skill until its controller's next turn (summoning sickness).",
        "th": "{card} เพิ่งเข้าสนามเทิร์นนี้ ใช้ Combat Skill โจมตีไม่ได้จนกว่าจะถึงเทิร์นถัดไปของเจ้าของ (summoning sickness)",
        "ko": "{card}은(는) 이번 턴에 필드에 나왔으므로 조종자의 다음 턴까지 Combat Skill을 사용할 수 없습니다(소환 후유증)."},
    "bfb.sick.exempt_artifact": {
        "en": "{card} is an Artifact: it has no summoning sickness and can use a Combat Skill this turn.",
        "th": "{card} เป็น Artifact จึงไม่ติด Summoning Sickness ใช้ Combat Skill ได้ตั้งแต่เทิร์นนี้",
        "ko": "{card}은(는) Artifact이므로 소환 후유증이 없어 이번 턴에 바로 Combat Skill을 사용할 수 있습니다."},
    "bfb.sick.exempt_card": {
        "en": "{card} says it has no summoning sickness: it can use a Combat Skill this turn.",
        "th": "{card} มีความสามารถระบุว่าไม่ติด Summoning Sickness จึงใช้ Combat Skill ได้ตั้งแต่เทิร์นนี้",
        "ko": "{card}에는 소환 후유증이 없다고 적혀 있으므로 이번 턴에 바로 Combat Skill을 사용할 수 있습니다."},

    # ---- stack --------------------------------------------------------------------------------
    "bfb.stack.played": {
        "en": "{player} plays the {kind} card {card}; {opponent} may respond before it resolves.",
        "th": "{player} เล่นการ์ด {kind} {card} และ {opponent} ตอบโต้ได้ก่อนที่การ์ดจะ resolve",
        "ko": "{player}이(가) {kind} 카드 {card}을(를) 사용합니다. 해결되기 전에 {opponent}이(가) 대응할 수 있습니다."},
    "bfb.stack.respond": {
        "en": "{player} responds to {what} with {card}: the response resolves first (last in, first out).",
        "th": "{player} ตอบโต้ {what} ด้วย {card} การ์ดที่ตอบโต้จะ resolve ก่อน (เล่นทีหลัง resolve ก่อน)",
        "ko": "{player}이(가) {what}에 {card}(으)로 대응합니다. 나중에 사용한 대응이 먼저 해결됩니다."},
    "bfb.stack.resolves": {
        "en": "{card} ({player}) resolves.",
        "th": "{card} ของ {player} resolve",
        "ko": "{player}의 {card}이(가) 해결됩니다."},
    "bfb.stack.skill_to_field": {
        "en": "The Skill card {card} stays on the field in a Skill slot.",
        "th": "การ์ด Skill {card} อยู่บนสนามต่อในช่อง Skill",
        "ko": "Skill 카드 {card}은(는) 필드의 Skill 슬롯에 남습니다."},
    "bfb.stack.to_discard": {
        "en": "{card} goes to its owner's discard pile.",
        "th": "{card} ไปอยู่ในกองทิ้งของเจ้าของ",
        "ko": "{card}은(는) 소유자의 버린 카드 더미로 갑니다."},
    "bfb.stack.next": {
        "en": "Next to resolve: {card}.",
        "th": "การ์ดที่จะ resolve ต่อไปคือ {card}",
        "ko": "다음으로 해결될 것은 {card}입니다."},
    "bfb.stack.back_to_attack": {
        "en": "The responses have resolved; the attack with {skill} is still waiting to resolve.",
        "th": "การตอบโต้ resolve ครบแล้ว การโจมตีด้วย {skill} ยังรอ resolve อยู่",
        "ko": "대응이 모두 해결되었습니다. {skill} 공격은 아직 해결을 기다리고 있습니다."},

    # ---- effects ------------------------------------------------------------------------------
    "bfb.effect.no_target": {
        "en": "{card}: its target is no longer there, so that effect does nothing.",
        "th": "{card}: เป้าหมายไม่อยู่แล้ว ผลนั้นจึงไม่เกิดขึ้น",
        "ko": "{card}: 목표가 더 이상 없으므로 그 효과는 아무 일도 하지 않습니다."},
    "bfb.effect.damage_card": {
        "en": "{source} deals {amount} damage to {card}.",
        "th": "{source} สร้างดาเมจ {amount} แก่ {card}",
        "ko": "{source}이(가) {card}에게 피해 {amount}점을 줍니다."},
    "bfb.effect.heal": {
        "en": "{character} recovers {amount} HP (now {hp}).",
        "th": "{character} ฟื้น HP {amount} (ตอนนี้มี {hp})",
        "ko": "{character}의 HP가 {amount} 회복됩니다(현재 {hp})."},
    "bfb.effect.draw_empty": {
        "en": "{player}'s deck is empty: this draw does nothing.",
        "th": "กองการ์ดของ {player} หมดแล้ว การจั่วครั้งนี้จึงไม่เกิดอะไรขึ้น",
        "ko": "{player}의 덱이 비어 있으므로 이 드로우는 아무 일도 하지 않습니다."},
    "bfb.effect.block": {
        "en": "{card} gets Block +{amount} until end of turn (Block {block} now).",
        "th": "{card} ได้ Block +{amount} จนจบเทิร์น (ตอนนี้ Block {block})",
        "ko": "{card}이(가) 턴 종료까지 Block +{amount}을(를) 얻습니다(현재 Block {block})."},
    "bfb.effect.gain_n": {
        "en": "{player} gets {amount}N (now {n}N).",
        "th": "{player} ได้รับ {amount}N (ตอนนี้มี {n}N)",
        "ko": "{player}이(가) {amount}N을 얻습니다(현재 {n}N)."},
    "bfb.destroyed.damage": {
        "en": "{card} took damage at least equal to its HP and is destroyed: it goes to {player}'s discard pile.",
        "th": "{card} รับดาเมจเท่ากับหรือมากกว่า HP จึงถูกทำลาย ไปอยู่ในกองทิ้งของ {player}",
        "ko": "{card}은(는) HP 이상의 피해를 받아 파괴되어 {player}의 버린 카드 더미로 갑니다."},
    "bfb.destroyed.effect": {
        "en": "{source} destroys {card}: it goes to {player}'s discard pile.",
        "th": "{source} ทำลาย {card} การ์ดไปอยู่ในกองทิ้งของ {player}",
        "ko": "{source}이(가) {card}을(를) 파괴하여 {player}의 버린 카드 더미로 보냅니다."},

    # ---- combat -------------------------------------------------------------------------------
    "bfb.attack.declared": {
        "en": "{card} uses the Combat Skill {skill} ({damage} damage) and attacks {character}: every attack goes at the opposing Character.",
        "th": "{card} ใช้ Combat Skill {skill} (ดาเมจ {damage}) โจมตี {character} การโจมตีทุกครั้งพุ่งเข้า Character ของคู่ต่อสู้เสมอ",
        "ko": "{card}이(가) Combat Skill {skill}(피해 {damage}점)(으)로 {character}을(를) 공격합니다. 모든 공격은 상대 Character를 향합니다."},
    "bfb.attack.has_pierce": {
        "en": "{skill} has Pierce: damage beyond the defenders' HP goes through to the Character.",
        "th": "{skill} มี Pierce ดาเมจที่เกิน HP ของการ์ดที่กันจะทะลุเข้า Character",
        "ko": "{skill}에는 Pierce가 있어 방어하는 카드들의 HP를 넘는 피해가 방어 카드를 뚫고 Character에게 넘어갑니다."},
    "bfb.attack.unpreventable": {
        "en": "{skill} cannot be prevented: no card may defend against it, but Block still reduces its damage.",
        "th": "{skill} เป็นการโจมตีแบบ \"cannot be prevented\" ใช้การ์ดกันไม่ได้ แต่ Block ยังลดดาเมจได้",
        "ko": "{skill}은(는) \"cannot be prevented\"이므로 카드로 방어할 수 없지만 Block은 여전히 피해를 줄입니다."},
    "bfb.attack.may_respond": {
        "en": "{player} may respond with a Pray card (Skill cards are played only in a Main Phase), then decides whether to defend.",
        "th": "{player} ตอบโต้ด้วยการ์ด Pray ได้ (การ์ด Skill เล่นได้เฉพาะใน Main Phase) แล้วจึงเลือกว่าจะป้องกันหรือไม่",
        "ko": "{player}은(는) Pray 카드로 대응할 수 있고(Skill 카드는 메인 페이즈에만 낼 수 있습니다), 그다음 방어할지 정합니다."},
    "bfb.attack.resolves": {
        "en": "The attack of {card} with {skill} ({damage} damage) resolves.",
        "th": "การโจมตีของ {card} ด้วย {skill} (ดาเมจ {damage}) resolve",
        "ko": "{card}의 {skill} 공격(피해 {damage}점)이 해결됩니다."},
    "bfb.attack.attacker_gone": {
        "en": "{card} is no longer on the field, so its attack does nothing.",
        "th": "{card} ไม่อยู่บนสนามแล้ว การโจมตีจึงไม่เกิดผล",
        "ko": "{card}이(가) 더 이상 필드에 없으므로 그 공격은 아무 일도 하지 않습니다."},
    "bfb.defend.none": {
        "en": "{player} does not defend (defending is optional): the Character takes the full damage.",
        "th": "{player} ไม่ป้องกัน (การป้องกันไม่บังคับ) Character จึงรับดาเมจเต็ม",
        "ko": "{player}은(는) 방어하지 않습니다(방어는 선택입니다). Character가 피해를 전부 받습니다."},
    "bfb.defend.one": {
        "en": "{player} defends with {cards}.",
        "th": "{player} ป้องกันด้วย {cards}",
        "ko": "{player}이(가) {cards}(으)로 방어합니다."},
    "bfb.defend.several": {
        "en": "{player} defends with several Mercenaries together: {cards}.",
        "th": "{player} ใช้ Mercenary หลายใบรวมกันป้องกัน: {cards}",
        "ko": "{player}이(가) 여러 Mercenary를 함께 내어 방어합니다: {cards}."},
    "bfb.defend.all_gone": {
        "en": "None of the defenders is still on the field: the Character takes the damage.",
        "th": "การ์ดที่ป้องกันไม่อยู่บนสนามแล้วสักใบ Character จึงรับดาเมจ",
        "ko": "방어하던 카드가 모두 필드에 없으므로 Character가 피해를 받습니다."},
    "bfb.defend.character_safe": {
        "en": "Without Pierce, no damage reaches {character}.",
        "th": "เมื่อไม่มี Pierce ดาเมจจะไม่ทะลุไปถึง {character}",
        "ko": "Pierce가 없으므로 {character}에게는 피해가 가지 않습니다."},
    "bfb.damage.undefended": {
        "en": "{source} deals {amount} damage to {character} ({hp} HP left).",
        "th": "{source} สร้างดาเมจ {amount} แก่ {character} (เหลือ HP {hp})",
        "ko": "{source}이(가) {character}에게 피해 {amount}점을 줍니다(HP {hp} 남음)."},
    "bfb.damage.character": {
        "en": "{source} deals {amount} damage to {character} ({hp} HP left).",
        "th": "{source} สร้างดาเมจ {amount} แก่ {character} (เหลือ HP {hp})",
        "ko": "{source}이(가) {character}에게 피해 {amount}점을 줍니다(HP {hp} 남음)."},
    "bfb.damage.pierce": {
        "en": "Pierce: {amount} damage goes through to {character} ({hp} HP left).",
        "th": "Pierce: ดาเมจ {amount} ทะลุเข้า {character} (เหลือ HP {hp})",
        "ko": "Pierce: 피해 {amount}점이 방어 카드를 뚫고 {character}에게 넘어갑니다(HP {hp} 남음)."},
    "bfb.damage.defender": {
        "en": "{card} (HP {hp}) takes {amount} damage from {source}.",
        "th": "{card} (HP {hp}) รับดาเมจ {amount} จาก {source}",
        "ko": "{card}(HP {hp})이(가) {source}에게서 피해 {amount}점을 받습니다."},
    "bfb.destroyed.defender": {
        "en": "{card} took {amount} damage, at least its HP {hp}: it is destroyed and goes to {player}'s discard pile.",
        "th": "{card} รับดาเมจ {amount} ซึ่งไม่น้อยกว่า HP {hp} จึงถูกทำลาย ไปอยู่ในกองทิ้งของ {player}",
        "ko": "{card}은(는) HP {hp} 이상인 피해 {amount}점을 받아 파괴되고 {player}의 버린 카드 더미로 갑니다."},
    "bfb.defender.survives": {
        "en": "{card} took {amount} damage, less than its HP {hp}: it survives.",
        "th": "{card} รับดาเมจ {amount} ซึ่งน้อยกว่า HP {hp} จึงรอด",
        "ko": "{card}은(는) HP {hp}보다 적은 피해 {amount}점을 받아 살아남습니다."},
    "bfb.block.reduces": {
        "en": "Block {block} of {card} reduces the {amount} damage to {taken}.",
        "th": "Block {block} ของ {card} ลดดาเมจ {amount} เหลือ {taken}",
        "ko": "{card}의 Block {block}이(가) 피해 {amount}점을 {taken}점으로 줄입니다."},
    "bfb.assign.chosen": {
        "en": "The attacker chooses how the damage is split: {split}.",
        "th": "ผู้โจมตีเลือกแบ่งดาเมจเอง: {split}",
        "ko": "공격자가 피해를 나누는 방법을 정합니다: {split}."},
    "bfb.assign.part": {
        "en": "{amount} to {card}",
        "th": "{card} {amount}",
        "ko": "{card}에 {amount}점"},
    "bfb.split.default": {
        "en": "No split was chosen: each defender in the listed order takes damage up to its HP and the rest goes to the last defender.",
        "th": "ผู้โจมตีไม่ได้เลือกการแบ่งดาเมจ: การ์ดที่กันแต่ละใบตามลำดับที่ประกาศรับดาเมจได้ไม่เกิน HP ของมัน ส่วนที่เหลือไปที่ใบสุดท้าย",
        "ko": "피해 분배를 정하지 않았으므로, 방어하는 카드마다 지정된 순서대로 자신의 HP까지 피해를 받고 나머지는 마지막 카드가 받습니다."},
    "bfb.split.default_pierce": {
        "en": "No split was chosen: each defender in the listed order takes damage up to its HP and the rest goes through to the Character.",
        "th": "ผู้โจมตีไม่ได้เลือกการแบ่งดาเมจ: การ์ดที่กันแต่ละใบตามลำดับที่ประกาศรับดาเมจได้ไม่เกิน HP ของมัน ส่วนที่เหลือทะลุเข้า Character",
        "ko": "피해 분배를 정하지 않았으므로, 방어하는 카드마다 지정된 순서대로 자신의 HP까지 피해를 받고 나머지는 방어 카드를 뚫고 Character에게 넘어갑니다."},

    # ---- judge's notes ------------------------------------------------------------------------
    "bfb.note.split_default": {
        "en": "(judge's note: seed 004 does not say how one attack's damage is split among several defenders without Pierce; the attacker chooses, and without a choice the damage fills the defenders' HP in the listed order, the rest to the last one. Nothing reaches the Character without Pierce.)",
        "th": "(หมายเหตุกรรมการ: กติกาไม่ได้ระบุว่าเมื่อไม่มี Pierce ดาเมจจากการโจมตีครั้งเดียวจะแบ่งให้การ์ดที่กันหลายใบอย่างไร ผู้โจมตีเป็นคนเลือก ถ้าไม่เลือก ดาเมจจะลงการ์ดที่กันตามลำดับจนครบ HP แต่ละใบ ส่วนที่เหลือไปที่ใบสุดท้าย และถ้าไม่มี Pierce ดาเมจจะไม่ถึง Character)",
        "ko": "(심판 노트: 규칙은 Pierce 없이 여러 카드가 방어할 때 공격 한 번의 피해를 어떻게 나누는지 정하지 않습니다. 공격자가 정하며, 정하지 않으면 지정된 순서대로 각 카드의 HP만큼 채우고 나머지는 마지막 카드가 받습니다. Pierce가 없으면 Character에게는 피해가 가지 않습니다.)"},
    "bfb.note.split_pierce": {
        "en": "(judge's note: with Pierce the damage beyond the defenders' total HP always goes through to the Character; the attacker chooses only how the rest is split among the defenders, and without a choice each defender takes up to its HP in the listed order.)",
        "th": "(หมายเหตุกรรมการ: เมื่อมี Pierce ดาเมจส่วนที่เกิน HP รวมของการ์ดที่กันจะทะลุเข้า Character เสมอ ผู้โจมตีเลือกได้เพียงว่าจะแบ่งดาเมจที่เหลือให้การ์ดที่กันใบไหนเท่าไร ถ้าไม่เลือก การ์ดที่กันแต่ละใบรับดาเมจได้ไม่เกิน HP ของมันตามลำดับที่ประกาศ)",
        "ko": "(심판 노트: Pierce가 있으면 방어 카드들의 HP 합계를 넘는 피해는 언제나 방어 카드를 뚫고 Character에게 넘어갑니다. 공격자는 나머지 피해를 방어 카드들에게 어떻게 나눌지만 정하며, 정하지 않으면 지정된 순서대로 각 카드가 자신의 HP까지 받습니다.)"},
    "bfb.note.block_per_defender": {
        "en": "(judge's note: Block reduces each instance of damage a card takes by its Block value, never below 0, applied to each defender after the split; the Pierce excess is computed from the defenders' HP, not their Block.)",
        "th": "(หมายเหตุกรรมการ: Block ลดดาเมจแต่ละครั้งที่การ์ดได้รับตามค่า Block แต่ไม่ต่ำกว่า 0 โดยคิดกับการ์ดที่กันแต่ละใบหลังแบ่งดาเมจแล้ว ส่วนเกินของ Pierce คิดจาก HP ของการ์ดที่กัน ไม่ได้คิดจาก Block)",
        "ko": "(심판 노트: Block은 카드가 받는 피해 하나하나를 Block 값만큼 줄이며 0 아래로는 내려가지 않습니다. 피해를 나눈 뒤 방어하는 카드마다 적용하고, Pierce로 넘어가는 피해는 Block이 아니라 방어하는 카드들의 HP로 계산합니다.)"},
    "bfb.note.survivor": {
        "en": "(judge's note: damage does not stay on a card; {card} is back at full HP after the attack.)",
        "th": "(หมายเหตุกรรมการ: ดาเมจไม่ค้างอยู่บนการ์ด หลังการโจมตีจบ {card} กลับมามี HP เต็ม)",
        "ko": "(심판 노트: 피해는 카드에 남지 않습니다. 공격이 끝나면 {card}의 HP는 다시 가득 찹니다.)"},
    "bfb.note.discard_default": {
        "en": "(judge's note: the player chooses which cards to discard; when no choice is given the engine discards the last cards in hand.)",
        "th": "(หมายเหตุกรรมการ: ผู้เล่นเลือกเองว่าจะทิ้งใบไหน ถ้าไม่ได้ระบุ ระบบจะทิ้งการ์ดใบท้ายสุดบนมือ)",
        "ko": "(심판 노트: 버릴 카드는 플레이어가 고릅니다. 고르지 않으면 손의 마지막 카드들을 버립니다.)"},
    "bfb.note.effect_draw": {
        "en": "(judge's note: only the draw of the Draw Phase loses the game when the deck is empty; a card effect's draw from an empty deck simply does nothing.)",
        "th": "(หมายเหตุกรรมการ: จะแพ้เพราะกองหมดเฉพาะการจั่วใน Draw Phase เท่านั้น การจั่วจากผลของการ์ดเมื่อกองหมดจะไม่เกิดอะไรขึ้น)",
        "ko": "(심판 노트: 덱이 비어서 패배하는 것은 드로우 페이즈의 드로우뿐입니다. 카드 효과로 빈 덱에서 뽑으면 아무 일도 일어나지 않습니다.)"},

    # ---- illegal actions ----------------------------------------------------------------------
    "bfb.illegal.game_over": {
        "en": "The game is already over: no more actions can be taken.",
        "th": "เกมจบไปแล้ว ทำอะไรต่อไม่ได้",
        "ko": "게임이 이미 끝났으므로 더 이상 행동할 수 없습니다."},
    "bfb.illegal.no_player": {
        "en": "There is no player {player}.",
        "th": "ไม่มีผู้เล่นชื่อ {player}",
        "ko": "{player}(이)라는 플레이어는 없습니다."},
    "bfb.illegal.attack_pending": {
        "en": "An attack is still waiting to resolve: finish it first.",
        "th": "ยังมีการโจมตีที่รอ resolve อยู่ ต้องจัดการให้เสร็จก่อน",
        "ko": "아직 해결되지 않은 공격이 있으므로 먼저 끝내야 합니다."},
    "bfb.illegal.stack_not_empty": {
        "en": "Cards are still waiting to resolve: resolve them first.",
        "th": "ยังมีการ์ดที่รอ resolve อยู่ ต้อง resolve ก่อน",
        "ko": "아직 해결을 기다리는 카드가 있으므로 먼저 해결해야 합니다."},
    "bfb.illegal.no_discard": {
        "en": "{player} has no more than {limit} cards in hand: there is nothing to discard.",
        "th": "{player} มีการ์ดบนมือไม่เกิน {limit} ใบ จึงไม่ต้องทิ้ง",
        "ko": "{player}의 손에 카드가 {limit}장 이하이므로 버릴 카드가 없습니다."},
    "bfb.illegal.discard_count": {
        "en": "{player} must discard exactly {n} card(s) to get down to {limit}, not {given}.",
        "th": "{player} ต้องทิ้ง {n} ใบพอดีเพื่อให้เหลือ {limit} ใบ ไม่ใช่ {given} ใบ",
        "ko": "{player}은(는) {limit}장이 되도록 정확히 {n}장을 버려야 합니다({given}장이 아닙니다)."},
    "bfb.illegal.not_in_hand": {
        "en": "{player} has no card {card} in hand.",
        "th": "{player} ไม่มีการ์ด {card} บนมือ",
        "ko": "{player}의 손에 {card} 카드가 없습니다."},
    "bfb.illegal.no_choice": {
        "en": "There is nothing to choose right now.",
        "th": "ตอนนี้ไม่มีอะไรให้เลือก",
        "ko": "지금은 고를 것이 없습니다."},
    "bfb.illegal.no_kind": {
        "en": "Neither the card {card} nor the action says what kind of card it is (Mercenary, Skill, Item, Artifact or Pray): give the play a zone, or the card a kind.",
        "th": "ทั้งการ์ด {card} และการกระทำนี้ไม่ได้บอกว่าเป็นการ์ดประเภทไหน (Mercenary, Skill, Item, Artifact หรือ Pray) ให้ระบุช่องที่จะลง (zone) หรือประเภทของการ์ด (kind)",
        "ko": "{card} 카드에도 이 행동에도 카드 종류(Mercenary, Skill, Item, Artifact, Pray)가 없습니다. 낼 자리(zone)나 카드 종류(kind)를 적어 주세요."},
    "bfb.illegal.wrong_zone": {
        "en": "{card} is a card of kind {kind}: it cannot be played as {zone}.",
        "th": "{card} เป็นการ์ดประเภท {kind} จึงเล่นเป็น {zone} ไม่ได้",
        "ko": "{card}은(는) {kind} 종류의 카드이므로 {zone}(으)로 낼 수 없습니다."},
    "bfb.illegal.respond_kind": {
        "en": "{card} cannot be played now: only Skill and Pray cards can respond before something resolves.",
        "th": "ตอนนี้เล่น {card} ไม่ได้ การตอบโต้ก่อน resolve ใช้ได้เฉพาะการ์ด Skill และ Pray",
        "ko": "지금은 {card}을(를) 낼 수 없습니다. 해결 전에 대응할 수 있는 것은 Skill과 Pray 카드뿐입니다."},
    "bfb.illegal.not_main": {
        "en": "{card} cannot be played in the {phase}: cards are played only in the Main and Second Main Phases (Pray cards in any phase).",
        "th": "เล่น {card} ใน {phase} ไม่ได้ การ์ดเล่นได้เฉพาะ Main Phase และ Second Main Phase (ยกเว้นการ์ด Pray เล่นได้ทุกเฟส)",
        "ko": "{phase}에는 {card}을(를) 낼 수 없습니다. 카드는 메인 페이즈와 두 번째 메인 페이즈에만 낼 수 있습니다(Pray 카드는 모든 페이즈 가능)."},
    "bfb.illegal.respond_skill_phase": {
        "en": "{card} cannot respond in the {phase}: a Skill card can be played, even as a response, only in a Main Phase (judge's note: only Pray cards respond in other phases).",
        "th": "ใช้ {card} ตอบโต้ใน {phase} ไม่ได้ การ์ด Skill เล่นได้เฉพาะใน Main Phase แม้จะเป็นการตอบโต้ (หมายเหตุกรรมการ: เฟสอื่นตอบโต้ได้ด้วยการ์ด Pray เท่านั้น)",
        "ko": "{phase}에는 {card}(으)로 대응할 수 없습니다. Skill 카드는 대응이라도 메인 페이즈에만 낼 수 있습니다(심판 노트: 다른 페이즈에는 Pray 카드로만 대응합니다)."},
    "bfb.illegal.not_your_turn": {
        "en": "{player} cannot play {card} on the opponent's turn: only Pray cards and responses can be played then.",
        "th": "{player} เล่น {card} ในเทิร์นของคู่ต่อสู้ไม่ได้ ตอนนั้นเล่นได้เฉพาะการ์ด Pray หรือการตอบโต้",
        "ko": "{player}은(는) 상대의 턴에 {card}을(를) 낼 수 없습니다. 그때는 Pray 카드와 대응만 할 수 있습니다."},
    "bfb.illegal.slot_full.mercenary": {
        "en": "{card} cannot be played: both Mercenary slots are already taken.",
        "th": "เล่น {card} ไม่ได้ ช่อง Mercenary ทั้ง 2 ช่องเต็มแล้ว",
        "ko": "{card}을(를) 낼 수 없습니다. Mercenary 슬롯 두 칸이 모두 차 있습니다."},
    "bfb.illegal.slot_full.artifact": {
        "en": "{card} cannot be played: both Artifact slots are already taken.",
        "th": "เล่น {card} ไม่ได้ ช่อง Artifact ทั้ง 2 ช่องเต็มแล้ว",
        "ko": "{card}을(를) 낼 수 없습니다. Artifact 슬롯 두 칸이 모두 차 있습니다."},
    "bfb.illegal.slot_full.skill": {
        "en": "{card} cannot be played: both Skill slots are already taken (a Skill card waiting to resolve takes its slot already).",
        "th": "เล่น {card} ไม่ได้ ช่อง Skill ทั้ง 2 ช่องเต็มแล้ว (การ์ด Skill ที่รอ resolve ก็นับว่าใช้ช่องแล้ว)",
        "ko": "{card}을(를) 낼 수 없습니다. Skill 슬롯 두 칸이 모두 차 있습니다(해결을 기다리는 Skill 카드도 이미 슬롯을 차지합니다)."},
    "bfb.illegal.slot_full.item": {
        "en": "{card} cannot be played: the only Item slot is already taken.",
        "th": "เล่น {card} ไม่ได้ ช่อง Item มีช่องเดียวและถูกใช้อยู่แล้ว",
        "ko": "{card}을(를) 낼 수 없습니다. 하나뿐인 Item 슬롯이 이미 차 있습니다."},
    "bfb.illegal.not_enough_n": {
        "en": "{player} has only {n}N and cannot pay {cost}N for {card}.",
        "th": "{player} มีแค่ {n}N จ่าย {cost}N สำหรับ {card} ไม่ได้",
        "ko": "{player}에게는 {n}N밖에 없어 {card}의 비용 {cost}N을 지불할 수 없습니다."},
    "bfb.illegal.nothing_to_respond": {
        "en": "There is nothing to respond to: a response answers a Skill, a Pray or an attack declaration.",
        "th": "ไม่มีอะไรให้ตอบโต้ การตอบโต้ใช้กับการเล่น Skill, Pray หรือการประกาศโจมตี",
        "ko": "대응할 것이 없습니다. 대응은 Skill, Pray 또는 공격 선언에 대해 합니다."},
    "bfb.illegal.nothing_to_resolve": {
        "en": "Nothing is waiting to resolve.",
        "th": "ไม่มีอะไรรอ resolve อยู่",
        "ko": "해결을 기다리는 것이 없습니다."},
    "bfb.illegal.no_such_card": {
        "en": "There is no card {card} on the field.",
        "th": "ไม่มีการ์ด {card} บนสนาม",
        "ko": "필드에 {card} 카드가 없습니다."},
    "bfb.illegal.attack_phase": {
        "en": "{card} cannot attack in the {phase}: attacks happen only in the Combat Phase.",
        "th": "{card} โจมตีใน {phase} ไม่ได้ โจมตีได้เฉพาะใน Combat Phase",
        "ko": "{phase}에는 {card}이(가) 공격할 수 없습니다. 공격은 전투 페이즈에만 합니다."},
    "bfb.illegal.attack_not_active": {
        "en": "{card} belongs to {player}, who is not the active player: only the active player attacks.",
        "th": "{card} เป็นของ {player} ซึ่งไม่ใช่ผู้เล่นที่กำลังเล่นอยู่ มีแต่ผู้เล่นที่กำลังเล่นอยู่เท่านั้นที่โจมตีได้",
        "ko": "{card}은(는) 액티브 플레이어가 아닌 {player}의 카드입니다. 공격은 액티브 플레이어만 합니다."},
    "bfb.illegal.no_skill": {
        "en": "{card} has no Combat Skill: cards have no raw ATK and attack only with a Combat Skill.",
        "th": "{card} ไม่มี Combat Skill การ์ดไม่มี ATK ดิบ โจมตีได้ผ่าน Combat Skill เท่านั้น",
        "ko": "{card}에는 Combat Skill이 없습니다. 카드에는 기본 공격력이 없고 Combat Skill로만 공격합니다."},
    "bfb.illegal.no_such_skill": {
        "en": "{card} has no Combat Skill {skill}.",
        "th": "{card} ไม่มี Combat Skill ชื่อ {skill}",
        "ko": "{card}에는 {skill}(이)라는 Combat Skill이 없습니다."},
    "bfb.illegal.summoning_sick": {
        "en": "{card} came onto the field this turn: it cannot use a Combat Skill until its controller's next turn (summoning sickness).",
        "th": "{card} เพิ่งเข้าสนามเทิร์นนี้ ใช้ Combat Skill โจมตีไม่ได้ ต้องรอเทิร์นถัดไป (summoning sickness)",
        "ko": "{card}은(는) 이번 턴에 필드에 나왔으므로 다음 턴까지 Combat Skill을 사용할 수 없습니다(소환 후유증)."},
    "bfb.illegal.skill_used": {
        "en": "{card} has already used a Combat Skill this turn: each card uses a Combat Skill once per turn.",
        "th": "{card} ใช้ Combat Skill ไปแล้วในเทิร์นนี้ การ์ด 1 ใบใช้ Combat Skill ได้ 1 ครั้งต่อเทิร์น",
        "ko": "{card}은(는) 이번 턴에 이미 Combat Skill을 사용했습니다. 카드 한 장은 턴마다 Combat Skill을 한 번만 사용합니다."},
    "bfb.illegal.no_attack": {
        "en": "No attack is waiting to resolve.",
        "th": "ไม่มีการโจมตีที่รอ resolve อยู่",
        "ko": "해결을 기다리는 공격이 없습니다."},
    "bfb.illegal.already_defended": {
        "en": "The defenders of this attack have already been declared.",
        "th": "ประกาศการ์ดที่ป้องกันการโจมตีครั้งนี้ไปแล้ว",
        "ko": "이 공격에 대한 방어 카드는 이미 선언되었습니다."},
    "bfb.illegal.unpreventable": {
        "en": "{skill} cannot be prevented: no card may defend against it (Block still reduces its damage).",
        "th": "{skill} เป็นการโจมตีแบบ \"cannot be prevented\" ใช้การ์ดกันไม่ได้ (แต่ Block ยังลดดาเมจได้)",
        "ko": "{skill}은(는) \"cannot be prevented\"이므로 어떤 카드로도 방어할 수 없습니다(Block은 여전히 피해를 줄입니다)."},
    "bfb.illegal.defender_twice": {
        "en": "{card} is listed twice: a card defends an attack only once.",
        "th": "{card} ถูกระบุซ้ำ การ์ดหนึ่งใบป้องกันการโจมตีได้ครั้งเดียว",
        "ko": "{card}이(가) 두 번 지정되었습니다. 한 카드는 한 공격을 한 번만 방어합니다."},
    "bfb.illegal.not_a_defender": {
        "en": "{card} is not a Mercenary on {player}'s field: only the defending player's Mercenaries can defend.",
        "th": "{card} ไม่ใช่ Mercenary บนสนามของ {player} ป้องกันได้เฉพาะ Mercenary ของฝ่ายรับ",
        "ko": "{card}은(는) {player}의 필드에 있는 Mercenary가 아닙니다. 수비 플레이어의 Mercenary만 방어할 수 있습니다."},
    "bfb.illegal.assign_no_defenders": {
        "en": "There are no defenders to split the damage among.",
        "th": "ไม่มีการ์ดที่ป้องกันให้แบ่งดาเมจ",
        "ko": "피해를 나눌 방어 카드가 없습니다."},
    "bfb.illegal.assign_not_defender": {
        "en": "{card} is not defending this attack.",
        "th": "{card} ไม่ได้ป้องกันการโจมตีครั้งนี้",
        "ko": "{card}은(는) 이 공격을 방어하고 있지 않습니다."},
    "bfb.illegal.assign_total": {
        "en": "The split adds up to {total}, but the attack deals {damage} damage.",
        "th": "การแบ่งดาเมจรวมได้ {total} แต่การโจมตีมีดาเมจ {damage}",
        "ko": "분배한 피해의 합은 {total}점이지만 공격의 피해는 {damage}점입니다."},
    "bfb.illegal.assign_character_no_pierce": {
        "en": "Without Pierce no damage can go to the Character (the split gives it {amount}).",
        "th": "ถ้าไม่มี Pierce จะแบ่งดาเมจให้ Character ไม่ได้ (การแบ่งนี้ให้ {amount})",
        "ko": "Pierce가 없으면 Character에게 피해를 줄 수 없습니다(이 분배는 {amount}점을 줍니다)."},
    "bfb.illegal.assign_too_much_character": {
        "en": "Pierce sends to the Character only what exceeds the defenders' total HP ({hp}): at most {excess}, not {amount}.",
        "th": "Pierce ส่งเข้า Character ได้เฉพาะส่วนที่เกิน HP รวมของการ์ดที่กัน ({hp}) คือไม่เกิน {excess} ไม่ใช่ {amount}",
        "ko": "Pierce는 방어 카드들의 HP 합계({hp})를 넘는 만큼만 Character에게 보냅니다. 최대 {excess}점까지이며 {amount}점은 안 됩니다."},
    "bfb.illegal.assign_keeps_excess": {
        "en": "With Pierce the damage beyond the defenders' total HP ({hp}) goes through to the Character: it must get {excess}, not {amount}; the attacker only chooses how the rest is split among the defenders.",
        "th": "เมื่อมี Pierce ดาเมจที่เกิน HP รวมของการ์ดที่กัน ({hp}) ต้องทะลุเข้า Character: Character ต้องได้รับ {excess} ไม่ใช่ {amount} ผู้โจมตีเลือกได้เพียงการแบ่งดาเมจที่เหลือให้การ์ดที่กัน",
        "ko": "Pierce가 있으면 방어 카드들의 HP 합계({hp})를 넘는 피해는 Character에게 넘어가야 합니다. Character는 피해 {amount}점이 아니라 {excess}점을 받아야 하며, 공격자는 나머지를 방어 카드들에게 나누는 방법만 정합니다."},

    # ---- game set-up ----------------------------------------------------------------------------
    "bfb.illegal.setup_first": {
        "en": "The game has not started yet: finish the set-up first (who goes first, opening hands, mulligans), then advance into turn 1.",
        "th": "เกมยังไม่เริ่ม ต้องเตรียมเกมให้เสร็จก่อน (เลือกผู้เล่นก่อน จั่วมือเริ่มต้น แก้มือ) แล้วจึงเข้าสู่เทิร์นที่ 1",
        "ko": "게임이 아직 시작되지 않았습니다. 먼저 게임 준비(선 정하기, 시작 손패, 멀리건)를 마친 뒤 1번째 턴으로 넘어가세요."},
    "bfb.illegal.setup_over": {
        "en": "The set-up is already over: who goes first, the opening hands and the mulligan are settled before the first turn.",
        "th": "การเตรียมเกมจบไปแล้ว การเลือกผู้เล่นก่อน การจั่วมือเริ่มต้น และการแก้มือ ทำได้ก่อนเทิร์นแรกเท่านั้น",
        "ko": "게임 준비는 이미 끝났습니다. 선 정하기, 시작 손패, 멀리건은 첫 턴 전에만 합니다."},
    "bfb.illegal.go_first_late": {
        "en": "Who goes first is decided before the opening hands are drawn.",
        "th": "ต้องตัดสินผู้เล่นก่อนก่อนจั่วมือเริ่มต้น",
        "ko": "선 플레이어는 시작 손패를 뽑기 전에 정합니다."},
    "bfb.illegal.hands_drawn": {
        "en": "The opening hands have already been drawn.",
        "th": "จั่วมือเริ่มต้นไปแล้ว",
        "ko": "시작 손패는 이미 뽑았습니다."},
    "bfb.illegal.mulligan_before_hands": {
        "en": "{player} cannot mulligan yet: the opening hands have not been drawn.",
        "th": "{player} ยังแก้มือไม่ได้ เพราะยังไม่ได้จั่วมือเริ่มต้น",
        "ko": "아직 시작 손패를 뽑지 않았으므로 {player}은(는) 멀리건을 할 수 없습니다."},
    "bfb.illegal.mulligan_twice": {
        "en": "{player} has already taken their mulligan (judge's note: one mulligan per player, before the first turn).",
        "th": "{player} แก้มือไปแล้ว (หมายเหตุกรรมการ: แก้มือได้คนละ 1 ครั้งก่อนเทิร์นแรก)",
        "ko": "{player}은(는) 이미 멀리건을 했습니다(심판 노트: 첫 턴 전에 플레이어마다 한 번)."},
}

messages.register(M)
