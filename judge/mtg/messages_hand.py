"""Messages of a revealed hand and the card chosen from it (issue 21, judge/mtg/hand.py; 701.20a,
701.9a, 701.9b, 701.13a). English, Thai and Korean."""
from judge.engine.messages import register

_D = {
    "mtg.hand_word.non": ("a card that is not a {what}", "การ์ดที่ไม่ใช่{what}", "{what}이(가) 아닌 카드"),
    "mtg.hand_word.non2": ("a card that is neither a {a} nor a {b}", "การ์ดที่ไม่ใช่ทั้ง{a}และ{b}",
                           "{a}도 {b}도 아닌 카드"),
    "mtg.hand_word.alts2": ("a card of type {a} or {b}", "การ์ดประเภท {a} หรือ {b}", "{a} 또는 {b} 카드"),
    "mtg.hand_word.alts3": ("a card of type {a}, {b} or {c}", "การ์ดประเภท {a}, {b} หรือ {c}", "{a}, {b} 또는 {c} 카드"),
    "mtg.hand_word.legendary": ("legendary card", "การ์ด legendary", "전설적 카드"),
    "mtg.hand_word.mv_less": ("{word} with mana value {n} or less", "{word}ที่ต้นทุนมานารวมเป็น {n} หรือน้อยกว่า",
                              "마나 값 {n} 이하인 {word}"),
    "mtg.hand_word.mv_greater": ("{word} with mana value {n} or greater", "{word}ที่ต้นทุนมานารวมเป็น {n} หรือมากกว่า",
                                 "마나 값 {n} 이상인 {word}"),
    "mtg.hand.reveals": (
        "{player} reveals their hand ({n} card(s)): {cards}. The cards stay in the hand (CR 701.20a, 701.20b).",
        "{player} เปิดเผยการ์ดบนมือ ({n} ใบ): {cards} การ์ดยังอยู่บนมือเหมือนเดิม (CR 701.20a, 701.20b)",
        "{player}이(가) 손을 공개합니다({n}장): {cards}. 카드는 손에 그대로 있습니다 (CR 701.20a, 701.20b)."),
    "mtg.hand.chose_default": (
        "{chooser} chooses {card}, {word} from {player}'s hand (no choice given: the default, the first such card "
        "in the order the hand is listed). Here another player chooses the card, not its owner (CR 701.9b).",
        "{chooser} เลือก {card} ซึ่งเป็น{word}จากมือของ{player} (ไม่ได้ระบุตัวเลือก จึงใช้ค่าเริ่มต้น คือการ์ดแบบนั้นใบแรก"
        "ตามลำดับที่ระบุไว้บนมือ) ครั้งนี้ผู้เล่นอีกคนเป็นผู้เลือก ไม่ใช่เจ้าของการ์ด (CR 701.9b)",
        "{chooser}이(가) {player}의 손에서 {word}인 {card}을(를) 선택합니다(선택이 없어 기본값: 손에 적힌 순서대로 처음 "
        "나오는 그런 카드). 이번에는 소유자가 아닌 다른 플레이어가 카드를 선택합니다 (CR 701.9b)."),
    "mtg.hand.chose_chosen": (
        "{chooser} chooses {card}, {word} from {player}'s hand: another player chooses the card here, not its owner "
        "(CR 701.9b).",
        "{chooser} เลือก {card} ซึ่งเป็น{word}จากมือของ{player} ครั้งนี้ผู้เล่นอีกคนเป็นผู้เลือก ไม่ใช่เจ้าของการ์ด (CR 701.9b)",
        "{chooser}이(가) {player}의 손에서 {word}인 {card}을(를) 선택합니다. 이번에는 소유자가 아닌 다른 플레이어가 "
        "카드를 선택합니다 (CR 701.9b)."),
    "mtg.hand.none_fits": (
        "{player}'s hand holds no {word}: nothing is chosen, and the hand was still revealed (CR 701.20a).",
        "บนมือของ{player}ไม่มี{word} จึงไม่มีการ์ดให้เลือก แต่การ์ดบนมือก็ถูกเปิดเผยแล้ว (CR 701.20a)",
        "{player}의 손에 {word}이(가) 없어 아무것도 선택하지 않습니다. 손은 그래도 공개되었습니다 (CR 701.20a)."),
    "mtg.hand.exiled": ("{card} is exiled from {player}'s hand (CR 701.13a).",
                        "{card} ถูก exile จากมือของ{player} (CR 701.13a)",
                        "{card}이(가) {player}의 손에서 추방됩니다 (CR 701.13a)."),
    "mtg.illegal.hand_choice": (
        "{choice} is not {word} in {player}'s revealed hand; the cards that fit: {fits} (CR 701.9b).",
        "{choice} ไม่ใช่{word}บนมือที่เปิดเผยของ{player} ใบที่เข้าเงื่อนไข: {fits} (CR 701.9b)",
        "{choice}은(는) {player}의 공개된 손에 있는 {word}이(가) 아닙니다. 조건에 맞는 카드: {fits} (CR 701.9b)."),
    "mtg.illegal.hand_unknown": (
        "No card the engine knows in {player}'s hand is {word}, and the hand holds cards the engine doesn't know "
        "(drawn from an unknown library): give them in the scenario at {field} (CR 701.20a).",
        "ไม่มีการ์ดที่เอนจินรู้จักบนมือของ{player}ที่เป็น{word} และบนมือยังมีการ์ดที่เอนจินไม่รู้จัก (จั่วมาจากไลบรารีที่ไม่รู้จัก) "
        "ระบุการ์ดเหล่านั้นในสถานการณ์จำลองที่ {field} (CR 701.20a)",
        "{player}의 손에서 엔진이 아는 카드 중 {word}이(가) 없고, 손에 엔진이 모르는 카드(알 수 없는 서고에서 뽑은 카드)가 "
        "있습니다. 시나리오의 {field}에 그 카드를 적어 주세요 (CR 701.20a)."),
    "mtg.coin.win_default": (
        "{player} flips a coin for {card}. No result is given, so the default is used: {player} wins the flip "
        "(CR 705.2; give \"lose\" as the choice on the resolving action to see the other result).",
        "{player} โยนเหรียญให้ {card} ไม่ได้ระบุผล จึงใช้ค่าเริ่มต้น: {player} ชนะการโยนเหรียญ (CR 705.2 "
        "ถ้าจะดูผลอีกแบบ ให้ระบุผลว่าแพ้เป็นตัวเลือกในแอ็กชันที่ resolve)",
        "{player}이(가) {card}을(를) 위해 동전을 던집니다. 결과가 주어지지 않아 기본값을 씁니다: {player}이(가) 동전 던지기에서 "
        "이깁니다 (CR 705.2. 다른 결과를 보려면 해결하는 행동의 선택으로 진 결과를 주세요)."),
    "mtg.coin.win_chosen": ("{player} flips a coin for {card} and wins the flip (CR 705.2).",
                            "{player} โยนเหรียญให้ {card} และชนะการโยนเหรียญ (CR 705.2)",
                            "{player}이(가) {card}을(를) 위해 동전을 던져 이깁니다 (CR 705.2)."),
    "mtg.coin.lose_chosen": ("{player} flips a coin for {card} and loses the flip (CR 705.2).",
                             "{player} โยนเหรียญให้ {card} และแพ้การโยนเหรียญ (CR 705.2)",
                             "{player}이(가) {card}을(를) 위해 동전을 던져 집니다 (CR 705.2)."),
    "mtg.does.flip_win": ("flips a coin; if you win the flip: {win} (the scenario gives the result: win by default)",
                          "โยนเหรียญ ถ้าคุณชนะ: {win} (สถานการณ์จำลองระบุผล ค่าเริ่มต้นคือชนะ)",
                          "동전을 던집니다. 이기면: {win} (결과는 시나리오가 정하며 기본값은 이김)"),
    "mtg.does.flip_lose": ("flips a coin; if you lose the flip: {lose} (the scenario gives the result: win by default)",
                           "โยนเหรียญ ถ้าคุณแพ้: {lose} (สถานการณ์จำลองระบุผล ค่าเริ่มต้นคือชนะ)",
                           "동전을 던집니다. 지면: {lose} (결과는 시나리오가 정하며 기본값은 이김)"),
    "mtg.does.flip_both": (
        "flips a coin; if you win the flip: {win}; if you lose it: {lose} (the scenario gives the result: win by default)",
        "โยนเหรียญ ถ้าคุณชนะ: {win} ถ้าแพ้: {lose} (สถานการณ์จำลองระบุผล ค่าเริ่มต้นคือชนะ)",
        "동전을 던집니다. 이기면: {win}, 지면: {lose} (결과는 시나리오가 정하며 기본값은 이김)"),
    "mtg.return_chosen.default": (
        "{player} returns {card}, the first {word} they control in battlefield order, to its owner's hand: no choice "
        "was given, so the engine uses this default; a choice on the resolving action picks another (CR 400.6).",
        "{player} คืน {card} ({word}ที่ตนควบคุม) ขึ้นมือเจ้าของ เพราะไม่ได้ระบุตัวเลือก เอนจินจึงใช้การ์ดถาวรแบบนั้นใบแรกที่ "
        "{player} ควบคุมตามลำดับในสนาม ระบุตัวเลือกในแอ็กชันที่ resolve เพื่อเลือกใบอื่น (CR 400.6)",
        "{player}이(가) 자신이 조종하는 {word}인 {card}을(를) 소유자의 손으로 되돌립니다. 선택이 없어 엔진이 {player}이(가) "
        "조종하는 그런 지속물 중 전장 순서로 첫 번째 것을 고릅니다. 해결하는 행동에 선택을 주면 다른 것을 고를 수 있습니다 "
        "(CR 400.6)."),
    "mtg.return_chosen.chosen": ("{player} returns {card}, the {word} they chose among those they control, to its owner's hand "
                                 "(CR 400.6).",
                                 "{player} คืน {card} ({word}ที่ตนควบคุม) ขึ้นมือเจ้าของ (CR 400.6)",
                                 "{player}이(가) 자신이 조종하는 {word}인 {card}을(를) 소유자의 손으로 되돌립니다 (CR 400.6)."),
    "mtg.return_chosen.none": ("{player} controls no {word}: nothing is returned (CR 400.6).",
                               "{player} ไม่ได้ควบคุม{word}ใดเลย จึงไม่มีอะไรถูกคืนขึ้นมือ (CR 400.6)",
                               "{player}이(가) 조종하는 {word}이(가) 없어 아무것도 되돌리지 않습니다 (CR 400.6)."),
    "mtg.illegal.return_chosen": (
        "{choice} is no {word} that {player} controls; the ones that fit: {fits} (CR 400.6).",
        "{choice} ไม่ใช่{word}ที่{player}ควบคุม ใบที่เข้าเงื่อนไข: {fits} (CR 400.6)",
        "{choice}은(는) {player}이(가) 조종하는 {word}이(가) 아닙니다. 조건에 맞는 것: {fits} (CR 400.6)."),
    "mtg.does.return_chosen": ("returns one {word} you control to its owner's hand (your choice; the first one by default)",
                               "คืน{word}ที่คุณควบคุมหนึ่งใบขึ้นมือเจ้าของ (คุณเลือก ค่าเริ่มต้นคือใบแรก)",
                               "당신이 조종하는 {word} 하나를 소유자의 손으로 되돌립니다(당신이 선택, 기본값은 첫 번째 것)"),
    "mtg.explore.reveals": (
        "{card} explores: {player} reveals the top card of their library, {top} (CR 701.44a).",
        "{card} สำรวจ: {player} เปิดเผยการ์ดใบบนสุดของไลบรารีตน คือ {top} (CR 701.44a)",
        "{card}이(가) 탐험합니다: {player}이(가) 자신의 서고 맨 위 카드 {top}을(를) 공개합니다 (CR 701.44a)."),
    "mtg.explore.empty": (
        "{card} explores, but {player}'s library is empty: no land card is revealed, so {card} gets a +1/+1 counter "
        "(CR 701.44a, 701.44b).",
        "{card} สำรวจ แต่ไลบรารีของ{player}ว่าง จึงไม่มีการ์ดแลนด์ถูกเปิดเผย {card} จึงได้เคาน์เตอร์ +1/+1 หนึ่งอัน (CR 701.44a, 701.44b)",
        "{card}이(가) 탐험하지만 {player}의 서고가 비어 있어 대지 카드가 공개되지 않으므로, {card}에 +1/+1 카운터를 "
        "놓습니다 (CR 701.44a, 701.44b)."),
    "mtg.explore.graveyard_default": (
        "{top} is not a land card: {player} may put it into their graveyard. No choice is given, so the default is "
        "used: it goes to the graveyard (give \"no\" on the resolving action to keep it on top) (CR 701.44a).",
        "{top} ไม่ใช่การ์ดแลนด์ {player} อาจนำลง graveyard ได้ ไม่ได้ระบุตัวเลือก จึงใช้ค่าเริ่มต้น: นำลง graveyard "
        "(ถ้าจะเก็บไว้บนสุด ให้ตอบว่าไม่ในแอ็กชันที่ resolve) (CR 701.44a)",
        "{top}은(는) 대지 카드가 아니므로 {player}은(는) 그것을 무덤에 넣을 수 있습니다. 선택이 없어 기본값을 씁니다: 무덤에 "
        "넣습니다(맨 위에 두려면 해결하는 행동에 '아니요'로 답하세요) (CR 701.44a)."),
    "mtg.explore.graveyard_chosen": (
        "{top} is not a land card: {player} chooses to put it into their graveyard (CR 701.44a).",
        "{top} ไม่ใช่การ์ดแลนด์ {player} เลือกนำลง graveyard (CR 701.44a)",
        "{top}은(는) 대지 카드가 아니므로 {player}이(가) 그것을 무덤에 넣기로 합니다 (CR 701.44a)."),
    "mtg.explore.kept": (
        "{top} is not a land card: {player} keeps it on top of their library (CR 701.44a).",
        "{top} ไม่ใช่การ์ดแลนด์ {player} เก็บไว้บนสุดของไลบรารีตามเดิม (CR 701.44a)",
        "{top}은(는) 대지 카드가 아니므로 {player}이(가) 서고 맨 위에 그대로 둡니다 (CR 701.44a)."),
    "mtg.explore.to_graveyard": ("{top} goes from {player}'s library to their graveyard (CR 701.44a).",
                                 "{top} ย้ายจากไลบรารีของ{player}ลง graveyard (CR 701.44a)",
                                 "{top}이(가) {player}의 서고에서 무덤으로 갑니다 (CR 701.44a)."),
    "mtg.does.explore": (
        "{of} explores: reveal the top card of your library; a land card goes into your hand, otherwise {of} gets a "
        "+1/+1 counter and you may put the card into your graveyard (by default you do)",
        "{of} สำรวจ: เปิดเผยการ์ดใบบนสุดของไลบรารีของคุณ ถ้าเป็นการ์ดแลนด์ให้นำขึ้นมือ ถ้าไม่ใช่ {of} ได้เคาน์เตอร์ +1/+1 หนึ่งอัน "
        "และคุณอาจนำการ์ดนั้นลง graveyard (ค่าเริ่มต้นคือนำลง)",
        "{of}이(가) 탐험합니다: 당신의 서고 맨 위 카드를 공개해 대지 카드면 손으로 가져오고, 아니면 {of}에 +1/+1 카운터를 "
        "놓고 그 카드를 무덤에 넣을 수 있습니다(기본값은 넣음)"),
    "mtg.does.reveal_hand": ("{who} reveals their hand", "{who} เปิดเผยการ์ดบนมือ", "{who}이(가) 손을 공개합니다"),
    "mtg.does.reveal_hand_discard": (
        "{who} reveals their hand; you choose {word} from it and that player discards it (the first such card by default)",
        "{who} เปิดเผยการ์ดบนมือ คุณเลือก{word}จากมือนั้น แล้วผู้เล่นคนนั้นทิ้งการ์ดใบนั้น (ค่าเริ่มต้นคือการ์ดแบบนั้นใบแรก)",
        "{who}이(가) 손을 공개하고, 당신이 그중 {word}을(를) 선택하면 그 플레이어가 그 카드를 버립니다(기본값: 처음 나오는 그런 카드)"),
    "mtg.does.reveal_hand_exile": (
        "{who} reveals their hand; you choose {word} from it and exile it (the first such card by default)",
        "{who} เปิดเผยการ์ดบนมือ คุณเลือก{word}จากมือนั้น แล้ว exile การ์ดใบนั้น (ค่าเริ่มต้นคือการ์ดแบบนั้นใบแรก)",
        "{who}이(가) 손을 공개하고, 당신이 그중 {word}을(를) 선택해 추방합니다(기본값: 처음 나오는 그런 카드)"),
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
