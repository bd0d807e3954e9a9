"""Explanation texts of the tournament policy remedies (issue #26; judge/mtg/policy_remedies.py).
Each names the policy section it follows; the guides are content/policy/ (/<lang>/policy/...)."""
from judge.engine.messages import register

_E: dict[str, dict[str, str]] = {}


def K(key, en, th, ko):
    _E[key] = {"en": en, "th": th, "ko": ko}


P = "mtg.policy."
K(P + "opening_extra.regular",
  "Regular REL (JAR, extra cards drawn): {player} drew {n} extra card(s) for the opening hand; they are shuffled back into the library and {player} goes on with the mulligan decision with {hand} cards.",
  "ระดับ Regular (JAR จั่วเกิน): {player} จั่วมือแรกเกิน {n} ใบ สับการ์ดที่เกินกลับเข้าไลบรารี แล้ว {player} ตัดสินใจมัลลิแกนต่อด้วยการ์ด {hand} ใบ",
  "일반 REL(JAR, 카드를 더 뽑음): {player}이(가) 첫 손으로 {n}장을 더 뽑았습니다. 초과한 카드를 서고에 섞어 넣고, {player}은(는) {hand}장으로 멀리건 결정을 이어 갑니다.")
K(P + "opening_extra.competitive",
  "Competitive REL (IPG 2.4, Mulligan Procedure Error): Warning for {player}, who takes one additional mulligan.",
  "ระดับ Competitive (IPG 2.4 Mulligan Procedure Error): {player} ได้ Warning และต้องมัลลิแกนเพิ่มอีกหนึ่งครั้ง",
  "경쟁 REL(IPG 2.4 멀리건 절차 오류): {player}에게 경고를 주고, 멀리건을 한 번 더 하게 합니다.")
K(P + "extra_drawn.regular",
  "Regular REL (JAR, extra cards drawn): {n} card(s) taken at random from {player}'s hand go on top of the library, not shuffled; {known} card(s) known to everyone go back to their place. No penalty. {player} now has {hand} card(s) in hand and {library} in the library.",
  "ระดับ Regular (JAR จั่วเกิน): สุ่มการ์ด {n} ใบจากมือของ {player} วางกลับบนสุดของไลบรารีโดยไม่สับ การ์ดที่ทุกคนรู้จัก {known} ใบกลับไปที่เดิม ไม่มีบทลงโทษ ตอนนี้ {player} มีการ์ดในมือ {hand} ใบ ในไลบรารี {library} ใบ",
  "일반 REL(JAR, 카드를 더 뽑음): {player}의 손에서 무작위로 고른 {n}장을 섞지 않고 서고 맨 위에 올리고, 모두가 아는 {known}장은 원래 자리로 돌립니다. 페널티는 없습니다. 이제 {player}의 손은 {hand}장, 서고는 {library}장입니다.")
K(P + "extra_drawn.competitive",
  "Competitive REL (IPG 2.3, Hidden Card Error): {player} reveals their hand; the opponent picks {n} card(s) among those nobody else knew, and they are shuffled into the random part of the library; {known} card(s) the owner already knew go back to their place. {player} now has {hand} card(s) in hand and {library} in the library.",
  "ระดับ Competitive (IPG 2.3 Hidden Card Error): {player} เปิดมือ คู่แข่งเลือกการ์ด {n} ใบจากใบที่ไม่มีใครอื่นรู้จัก แล้วสับเข้าส่วนที่สุ่มของไลบรารี การ์ดที่เจ้าของรู้จักอยู่แล้ว {known} ใบกลับไปที่เดิม ตอนนี้ {player} มีการ์ดในมือ {hand} ใบ ในไลบรารี {library} ใบ",
  "경쟁 REL(IPG 2.3 비공개 카드 오류): {player}이(가) 손을 공개하고, 상대가 다른 사람은 몰랐던 카드 중 {n}장을 골라 서고의 무작위 부분에 섞어 넣습니다. 소유자가 이미 알던 {known}장은 원래 자리로 돌립니다. 이제 {player}의 손은 {hand}장, 서고는 {library}장입니다.")
K(P + "extra_seen.regular",
  "Regular REL (JAR, card seen in a library): the {n} card(s) {player} should not have seen are shuffled into the unknown part of the library; cards whose place is legally known stay there. No penalty. (This board holds the library as a count: nothing else changes.)",
  "ระดับ Regular (JAR เห็นการ์ดในไลบรารี): สับการ์ด {n} ใบที่ {player} ไม่ควรเห็นเข้าส่วนที่ไม่มีใครรู้ของไลบรารี การ์ดที่รู้ตำแหน่งอย่างถูกกฎอยู่ที่เดิม ไม่มีบทลงโทษ (กระดานนี้เก็บไลบรารีเป็นจำนวน จึงไม่มีอะไรเปลี่ยนอีก)",
  "일반 REL(JAR, 서고 카드를 봄): {player}이(가) 보면 안 됐던 {n}장을 서고의 알려지지 않은 부분에 섞습니다. 위치가 정당하게 알려진 카드는 그대로 둡니다. 페널티는 없습니다. (이 보드는 서고를 장수로만 다루므로 다른 변화는 없습니다.)")
K(P + "extra_seen.competitive",
  "Competitive REL (IPG 2.2, Looking at Extra Cards): the {n} card(s) {player} saw are shuffled into the random part of the library; previously known cards go back to their places. (This board holds the library as a count: nothing else changes.)",
  "ระดับ Competitive (IPG 2.2 Looking at Extra Cards): สับการ์ด {n} ใบที่ {player} เห็นเข้าส่วนที่สุ่มของไลบรารี การ์ดที่รู้อยู่แล้วกลับที่เดิม (กระดานนี้เก็บไลบรารีเป็นจำนวน จึงไม่มีอะไรเปลี่ยนอีก)",
  "경쟁 REL(IPG 2.2 추가 카드 보기): {player}이(가) 본 {n}장을 서고의 무작위 부분에 섞고, 이미 알려진 카드는 제자리에 둡니다. (이 보드는 서고를 장수로만 다루므로 다른 변화는 없습니다.)")
K(P + "trigger.regular_may",
  "Regular REL (JAR, forgotten trigger): {ability} says \"may\", so {player} is treated as having chosen not to; it does not happen. No penalty.",
  "ระดับ Regular (JAR ลืมทริกเกอร์): {ability} มีคำว่า \"may\" จึงถือว่า {player} เลือกไม่ทำ ทริกเกอร์นี้ไม่เกิด ไม่มีบทลงโทษ",
  "일반 REL(JAR, 격발 누락): {ability}에는 \"may\"가 있으므로 {player}이(가) 하지 않기로 한 것으로 봅니다. 일어나지 않습니다. 페널티는 없습니다.")
K(P + "trigger.regular_disruptive",
  "Regular REL (JAR, forgotten trigger): putting {ability} on the stack now would be too disruptive (decisions were made without it), so the game goes on without it. No penalty.",
  "ระดับ Regular (JAR ลืมทริกเกอร์): การใส่ {ability} ขึ้นสแต็กตอนนี้จะรบกวนเกมเกินไป (มีการตัดสินใจไปแล้วโดยไม่มีมัน) จึงเล่นต่อโดยไม่มีมัน ไม่มีบทลงโทษ",
  "일반 REL(JAR, 격발 누락): 지금 {ability}을(를) 스택에 올리면 너무 큰 혼란을 주므로(그것 없이 결정이 이미 내려짐) 없이 게임을 계속합니다. 페널티는 없습니다.")
K(P + "trigger.regular_added",
  "Regular REL (JAR, forgotten trigger): {ability} of {player} is put on the stack now. No penalty.",
  "ระดับ Regular (JAR ลืมทริกเกอร์): ใส่ {ability} ของ {player} ขึ้นสแต็กตอนนี้ ไม่มีบทลงโทษ",
  "일반 REL(JAR, 격발 누락): {player}의 {ability}을(를) 지금 스택에 올립니다. 페널티는 없습니다.")
K(P + "trigger.competitive_too_late",
  "Competitive REL (IPG 2.1, Missed Trigger): {ability} was missed before the current phase of the previous turn, so the players simply continue.",
  "ระดับ Competitive (IPG 2.1 Missed Trigger): {ability} ถูกลืมตั้งแต่ก่อนเฟสปัจจุบันของเทิร์นที่แล้ว จึงเล่นต่อไปตามปกติ",
  "경쟁 REL(IPG 2.1 격발 누락): {ability}은(는) 지난 턴의 현재 단계보다 전에 놓쳤으므로 그대로 게임을 계속합니다.")
K(P + "trigger.competitive_declined",
  "Competitive REL (IPG 2.1, Missed Trigger): the opponent chooses not to add {ability}; the game goes on without it.",
  "ระดับ Competitive (IPG 2.1 Missed Trigger): คู่แข่งเลือกไม่ใส่ {ability} เกมดำเนินต่อโดยไม่มีมัน",
  "경쟁 REL(IPG 2.1 격발 누락): 상대가 {ability}을(를) 올리지 않기로 정했습니다. 그것 없이 게임을 계속합니다.")
K(P + "trigger.competitive_added",
  "Competitive REL (IPG 2.1, Missed Trigger): the opponent chooses to add {ability} of {player}; it goes on the bottom of the stack (its right place cannot be rebuilt here).",
  "ระดับ Competitive (IPG 2.1 Missed Trigger): คู่แข่งเลือกใส่ {ability} ของ {player} ขึ้นสแต็ก โดยวางไว้ล่างสุด (ที่นี่สร้างตำแหน่งที่ถูกคืนไม่ได้)",
  "경쟁 REL(IPG 2.1 격발 누락): 상대가 {player}의 {ability}을(를) 올리기로 정했습니다. 스택 맨 아래에 놓습니다(여기서는 원래 자리를 재현할 수 없음).")
K(P + "deck.regular",
  "Regular REL (JAR, deck problem): {removed} card(s) that should not be in the deck are taken out of {player}'s hand, {back} missing card(s) and {basics} basic land(s) are shuffled into the library ({library} cards). No penalty.",
  "ระดับ Regular (JAR เด็คมีปัญหา): เอาการ์ด {removed} ใบที่ไม่ควรอยู่ในเด็คออกจากมือของ {player} สับการ์ดที่หาย {back} ใบและแลนด์พื้นฐาน {basics} ใบเข้าไลบรารี (มี {library} ใบ) ไม่มีบทลงโทษ",
  "일반 REL(JAR, 덱 문제): 덱에 있으면 안 될 카드 {removed}장을 {player}의 손에서 빼고, 빠졌던 카드 {back}장과 기본 대지 {basics}장을 서고에 섞어 넣습니다(서고 {library}장). 페널티는 없습니다.")
K(P + "deck.competitive",
  "Competitive REL (IPG 3.5, Deck Problem): {replaced} wrong card(s) in {player}'s hand are replaced by the missing card(s) the opponent named, {from_library} by a card from the random part of the library; {shuffled} other missing card(s) are shuffled into the library ({library} cards).",
  "ระดับ Competitive (IPG 3.5 Deck Problem): การ์ดผิด {replaced} ใบในมือของ {player} ถูกแทนด้วยการ์ดที่หายตามที่คู่แข่งระบุ {from_library} ใบแทนด้วยการ์ดจากส่วนที่สุ่มของไลบรารี การ์ดที่หายอีก {shuffled} ใบสับเข้าไลบรารี (มี {library} ใบ)",
  "경쟁 REL(IPG 3.5 덱 문제): {player}의 손에 있는 잘못된 카드 {replaced}장을 상대가 정한 빠진 카드로 바꾸고, {from_library}장은 서고의 무작위 부분에서 가져온 카드로 바꿉니다. 나머지 빠진 카드 {shuffled}장은 서고에 섞어 넣습니다(서고 {library}장).")
K(P + "penalty.warning",
  "Penalty at Competitive REL: Warning for {player}.",
  "บทลงโทษระดับ Competitive: {player} ได้ Warning",
  "경쟁 REL 페널티: {player}에게 경고.")
K(P + "penalty.none",
  "Penalty at Competitive REL: none for {player} (the ability is not usually detrimental to them).",
  "บทลงโทษระดับ Competitive: {player} ไม่มีบทลงโทษ (ความสามารถนี้โดยทั่วไปไม่เป็นผลเสียต่อเขา)",
  "경쟁 REL 페널티: {player}에게 없음(그 능력은 보통 조종자에게 불리하지 않음).")
K(P + "note.random_pick",
  "Judge's note: the scenario does not give the judge's random pick, so the engine took the last {n} card(s) of {player}'s hand ({cards}).",
  "หมายเหตุกรรมการ: สถานการณ์ไม่ได้ระบุการสุ่มของกรรมการ เครื่องจึงเลือกการ์ด {n} ใบท้ายในมือของ {player} ({cards})",
  "심판 메모: 시나리오에 심판의 무작위 선택이 없어서, 엔진이 {player}의 손에서 마지막 {n}장({cards})을 골랐습니다.")
K(P + "note.opponent_pick",
  "Judge's note: the scenario does not give the opponent's pick, so the engine took the last {n} card(s) of {player}'s hand that nobody else knew ({cards}).",
  "หมายเหตุกรรมการ: สถานการณ์ไม่ได้ระบุว่าคู่แข่งเลือกใบไหน เครื่องจึงเลือกการ์ด {n} ใบท้ายในมือของ {player} ที่ไม่มีใครอื่นรู้จัก ({cards})",
  "심판 메모: 시나리오에 상대의 선택이 없어서, 엔진이 다른 사람은 몰랐던 {player}의 손 카드 중 마지막 {n}장({cards})을 골랐습니다.")
K(P + "note.opponent_adds",
  "Judge's note: the scenario does not say whether the opponent wants {ability} of {player} added; the engine adds it.",
  "หมายเหตุกรรมการ: สถานการณ์ไม่ได้บอกว่าคู่แข่งต้องการให้ใส่ {ability} ของ {player} หรือไม่ เครื่องจึงใส่ให้",
  "심판 메모: 시나리오에 상대가 {player}의 {ability}을(를) 올리길 원하는지 없어서, 엔진이 올립니다.")
K(P + "note.opponent_replaces",
  "Judge's note: the scenario does not give the opponent's pairing of missing and wrong cards for {player}; the engine pairs them in the order given.",
  "หมายเหตุกรรมการ: สถานการณ์ไม่ได้ระบุว่าคู่แข่งจับคู่การ์ดที่หายกับการ์ดผิดของ {player} อย่างไร เครื่องจึงจับคู่ตามลำดับที่ให้มา",
  "심판 메모: 시나리오에 {player}의 빠진 카드와 잘못된 카드를 상대가 어떻게 짝지을지 없어서, 엔진이 주어진 순서대로 짝짓습니다.")
K(P + "note.deck_upgrades",
  "Judge's note: IPG 3.5 upgrades this to a Game Loss in some cases (found while the deck was presented or checked, a sideboard card the opponent saw, extra copies played); they depend on facts this board does not hold, so the judge decides them.",
  "หมายเหตุกรรมการ: IPG 3.5 เพิ่มโทษเป็น Game Loss ในบางกรณี (พบตอนยื่นเด็คหรือตรวจเด็ค คู่แข่งเห็นการ์ดไซด์บอร์ด เล่นการ์ดเกินจำนวน) ซึ่งขึ้นกับข้อเท็จจริงที่กระดานนี้ไม่มี กรรมการจึงเป็นคนชี้ขาด",
  "심판 메모: IPG 3.5는 일부 경우(덱을 내밀거나 덱 체크 중 발견, 상대가 본 사이드보드 카드, 추가 사본 사용) 게임 패배로 상향합니다. 이 보드에 없는 사실에 달려 있으므로 심판이 판단합니다.")

I = "mtg.illegal.policy."
K(I + "not_in_hand",
  "{card} is not a card in {player}'s hand: a remedy can only move cards that are there.",
  "{card} ไม่ใช่การ์ดในมือของ {player} การแก้ไขย้ายได้เฉพาะการ์ดที่อยู่ในมือ",
  "{card}은(는) {player}의 손에 있는 카드가 아닙니다. 조치는 손에 있는 카드만 옮길 수 있습니다.")
K(I + "count",
  "The remedy moves {n} card(s), but {field} names {given}: give exactly {n}.",
  "การแก้ไขนี้ย้ายการ์ด {n} ใบ แต่ {field} ระบุ {given} ใบ ต้องระบุให้ครบ {n} ใบพอดี",
  "이 조치는 {n}장을 옮기는데 {field}에 {given}장이 있습니다. 정확히 {n}장을 적으세요.")
K(I + "not_pregame",
  "A mulligan procedure error is fixed only during the mulligans (IPG 2.4); once the game has begun, extra cards are a Hidden Card Error (use kind extra_cards_drawn).",
  "Mulligan Procedure Error แก้ได้เฉพาะระหว่างมัลลิแกน (IPG 2.4) เมื่อเกมเริ่มแล้ว การ์ดเกินเป็น Hidden Card Error (ใช้ kind extra_cards_drawn)",
  "멀리건 절차 오류는 멀리건 중에만 고칩니다(IPG 2.4). 게임이 시작된 뒤 초과 카드는 비공개 카드 오류입니다(kind extra_cards_drawn을 쓰세요).")
K(I + "too_many",
  "{player} has only {hand} card(s) in hand: {n} cannot be too many.",
  "{player} มีการ์ดในมือแค่ {hand} ใบ จะเกินถึง {n} ใบไม่ได้",
  "{player}의 손에는 {hand}장뿐이라 {n}장이 초과일 수 없습니다.")
K(I + "known_pick",
  "At Competitive REL the opponent picks among cards nobody else knew; a card known to all goes back to its place instead (IPG 2.3).",
  "ระดับ Competitive คู่แข่งเลือกจากการ์ดที่ไม่มีใครอื่นรู้จัก การ์ดที่ทุกคนรู้จักกลับไปที่เดิมแทน (IPG 2.3)",
  "경쟁 REL에서 상대는 다른 사람이 몰랐던 카드 중에서 고릅니다. 모두가 아는 카드는 대신 원래 자리로 돌아갑니다(IPG 2.3).")
K(I + "no_trigger",
  "To put {player}'s missed ability on the stack the remedy needs it: give it as \"trigger\" (a stack object with \"ability\" and \"effects\").",
  "การใส่ความสามารถที่ {player} ลืมขึ้นสแต็กต้องระบุมันก่อน: ใส่ไว้ใน \"trigger\" (วัตถุบนสแต็กที่มี \"ability\" และ \"effects\")",
  "{player}이(가) 잊은 능력을 스택에 올리려면 그 능력이 필요합니다. \"trigger\"(\"ability\"와 \"effects\"가 있는 스택 개체)로 적으세요.")
K(I + "basics_competitive",
  "At Competitive REL a deck problem is not fixed by adding basic lands (that is the Regular REL fix, or a Decklist Problem, IPG 3.4); {player}'s missing cards are found and put back.",
  "ระดับ Competitive ไม่แก้ Deck Problem ด้วยการเติมแลนด์พื้นฐาน (นั่นคือวิธีของระดับ Regular หรือ Decklist Problem IPG 3.4) ต้องหาการ์ดที่หายของ {player} แล้วใส่กลับ",
  "경쟁 REL에서는 기본 대지를 더해 덱 문제를 고치지 않습니다(그것은 일반 REL의 조치이거나 덱리스트 문제, IPG 3.4). {player}의 빠진 카드를 찾아 되돌립니다.")
K(I + "bad_replace",
  "\"replace\" pairs {card} with {name}, but each key must be one of the wrong cards and each value one of the missing card names.",
  "\"replace\" จับคู่ {card} กับ {name} แต่คีย์ต้องเป็นการ์ดผิดใบหนึ่ง และค่าต้องเป็นชื่อการ์ดที่หายใบหนึ่ง",
  "\"replace\"가 {card}와(과) {name}을(를) 짝지었지만, 키는 잘못된 카드 중 하나, 값은 빠진 카드 이름 중 하나여야 합니다.")

K(P + "backup.competitive",
  "Competitive REL (IPG 1.4, backing up, authorized by the Head Judge): the last {n} action(s) are undone, newest first; for {random} drawn card(s) nobody else knew, that many cards are chosen at random from the hand and go back on top of the library, not shuffled; {known} known card(s) go back to their place.",
  "ระดับ Competitive (IPG 1.4 การย้อนเกม หัวหน้ากรรมการอนุมัติ): ย้อนการกระทำล่าสุด {n} ครั้ง เริ่มจากอันล่าสุด แทนการ์ดที่จั่วมา {random} ใบที่ไม่มีใครอื่นรู้จัก ให้สุ่มการ์ดจำนวนเท่ากันจากมือวางกลับบนสุดของไลบรารีโดยไม่สับ การ์ดที่รู้จัก {known} ใบกลับไปที่เดิม",
  "경쟁 REL(IPG 1.4 되돌리기, 수석 심판 허가): 최근 행동 {n}개를 최근 것부터 되돌립니다. 다른 사람은 몰랐던 뽑은 카드 {random}장 대신 손에서 무작위로 고른 같은 수의 카드를 섞지 않고 서고 맨 위에 올리고, 알려진 카드 {known}장은 원래 자리로 돌아갑니다.")
K(P + "backup.regular",
  "Regular REL (JAR, error caught quickly): the last {n} action(s) are undone; {random} drawn card(s) go back from the hand at random to the top of the library (not shuffled), {known} known card(s) to their place. No penalty.",
  "ระดับ Regular (JAR จับความผิดได้เร็ว): ย้อนการกระทำล่าสุด {n} ครั้ง การ์ดที่จั่วมา {random} ใบสุ่มจากมือกลับไปบนสุดของไลบรารี (ไม่สับ) การ์ดที่รู้จัก {known} ใบกลับไปที่เดิม ไม่มีบทลงโทษ",
  "일반 REL(JAR, 빨리 발견한 오류): 최근 행동 {n}개를 되돌립니다. 뽑은 카드 {random}장은 손에서 무작위로 골라 서고 맨 위로(섞지 않음), 알려진 카드 {known}장은 원래 자리로 돌아갑니다. 페널티는 없습니다.")
K(I + "backup_no_history",
  "A backup needs the actions before it: it can only be run as a step of a scenario.",
  "การย้อนเกมต้องมีการกระทำก่อนหน้า จึงใช้ได้เฉพาะเป็นขั้นหนึ่งของสถานการณ์",
  "되돌리기에는 앞선 행동이 필요하므로 시나리오의 한 단계로만 할 수 있습니다.")
K(I + "backup_too_far",
  "Only {have} action(s) came before: a backup of {n} goes further back than the game.",
  "มีการกระทำก่อนหน้าแค่ {have} ครั้ง การย้อน {n} ครั้งย้อนเกินจุดเริ่มของเกม",
  "앞선 행동은 {have}개뿐이라 {n}개를 되돌리면 게임보다 더 거슬러 올라갑니다.")
K(I + "backup_not_authorized",
  "At Competitive REL only the Head Judge may authorize a backup (IPG 1.4): set \"authorized\": true once they have.",
  "ระดับ Competitive มีเพียงหัวหน้ากรรมการที่อนุมัติการย้อนเกมได้ (IPG 1.4) ใส่ \"authorized\": true เมื่ออนุมัติแล้ว",
  "경쟁 REL에서는 수석 심판만 되돌리기를 허가할 수 있습니다(IPG 1.4). 허가를 받았다면 \"authorized\": true를 적으세요.")
K(I + "backup_shuffle",
  "The actions to undo include a library shuffle: backing up past it could give the player different cards than they would have had, so policy rules it out (IPG 1.4).",
  "การกระทำที่จะย้อนมีการสับไลบรารีอยู่ด้วย การย้อนผ่านจุดนั้นอาจทำให้ผู้เล่นได้การ์ดต่างจากที่ควรได้ นโยบายจึงไม่ให้ทำ (IPG 1.4)",
  "되돌릴 행동 중에 서고 섞기가 있습니다. 그 너머로 되돌리면 원래와 다른 카드를 받게 될 수 있어 정책상 하지 않습니다(IPG 1.4).")
K(I + "backup_regular_turn",
  "At Regular REL a backup is only for an error caught quickly and easy to undo (JAR); this one reaches back to turn {turn}: fix what is illegal now and leave the rest.",
  "ระดับ Regular ย้อนเกมได้เฉพาะเมื่อจับความผิดได้เร็วและย้อนง่าย (JAR) แต่ครั้งนี้ย้อนไปถึงเทิร์น {turn} ให้แก้สิ่งที่ผิดกฎอยู่ตอนนี้และปล่อยที่เหลือไว้",
  "일반 REL에서 되돌리기는 빨리 발견했고 쉽게 되돌릴 수 있는 오류에만 씁니다(JAR). 이번에는 {turn}턴까지 거슬러 가므로, 지금 불법인 것만 고치고 나머지는 그대로 두세요.")

register(_E)
