"""Messages of cards in graveyards as targets and as objects effects move (issue 21): the words for
a card in a graveyard (109.2a), the true reasons a target is refused (115.2, 109.2a), cards leaving
a graveyard (400.7, 110.2a, 701.13a) and abilities that work from a graveyard (113.6m). English,
Thai and Korean."""
from judge.engine.messages import register

_D = {
    # --- the words (judge/mtg/common.py card_word) ---
    "mtg.gy_word.any": ("card in {where}", "การ์ดใน {where}", "{where}에 있는 카드"),
    "mtg.gy_word.typed": ("{what} card in {where}", "การ์ด {what} ใน {where}", "{where}에 있는 {what} 카드"),
    "mtg.gy_word.another": ("{what} card in {where} other than this card", "การ์ด {what} ใน {where} ที่ไม่ใช่การ์ดใบนี้",
                            "{where}에 있는, 이 카드가 아닌 {what} 카드"),
    "mtg.gy_word.mv_less": ("{what} card with mana value {n} or less in {where}",
                            "การ์ด {what} ที่ต้นทุนมานารวมเป็น {n} หรือน้อยกว่า ใน {where}",
                            "{where}에 있는 마나 값 {n} 이하인 {what} 카드"),
    "mtg.gy_word.mv_greater": ("{what} card with mana value {n} or greater in {where}",
                               "การ์ด {what} ที่ต้นทุนมานารวมเป็น {n} หรือมากกว่า ใน {where}",
                               "{where}에 있는 마나 값 {n} 이상인 {what} 카드"),
    "mtg.gy_word.where_you": ("your graveyard", "graveyard ของคุณ", "당신의 무덤"),
    "mtg.gy_word.where_any": ("a graveyard", "graveyard ใดก็ได้", "무덤"),
    "mtg.gy_word.where_opponent": ("an opponent's graveyard", "graveyard ของคู่ต่อสู้", "상대의 무덤"),
    # --- targets refused with the true reason ---
    "mtg.illegal.target.in_zone": (
        "{target} is a card in {owner}'s {zone}, not a permanent: {card} needs {spec}, and a word without "
        "\"card\" and a zone means a permanent on the battlefield (CR 115.2, 109.2).",
        "{target} เป็นการ์ดใน {zone} ของ{owner} ไม่ใช่การ์ดถาวร แต่ {card} ต้องการเป้าหมายแบบ {spec} "
        "และคำที่ไม่มีคำว่า \"การ์ด\" กับชื่อโซนหมายถึงการ์ดถาวรบนสนาม (CR 115.2, 109.2)",
        "{target}은(는) {owner}의 {zone}에 있는 카드이며 지속물이 아닙니다. {card}에 필요한 목표는 {spec}(이)고, "
        "\"카드\"와 영역 이름이 없는 표현은 전장의 지속물을 뜻합니다 (CR 115.2, 109.2)."),
    "mtg.illegal.target.not_in_graveyard": (
        "{target} is not in a graveyard (it is {where}), and {card} needs: {spec} (CR 109.2a, 115.2).",
        "{target} ไม่ได้อยู่ใน graveyard (อยู่{where}) แต่ {card} ต้องการเป้าหมายแบบ {spec} (CR 109.2a, 115.2)",
        "{target}은(는) 무덤에 있지 않습니다({where} 있습니다). {card}에 필요한 목표: {spec} (CR 109.2a, 115.2)."),
    "mtg.gy_word.at_battlefield": ("on the battlefield", "บนสนาม", "전장에"),
    "mtg.gy_word.at_stack": ("on the stack", "บน stack", "스택에"),
    "mtg.gy_word.at_zone": ("in {owner}'s {zone}", "ใน {zone} ของ{owner}", "{owner}의 {zone}에"),
    "mtg.illegal.target.unknown": (
        "The engine doesn't know which card {target} is (a card it milled or that was drawn is only a card), so it "
        "can't tell whether it is what {card} needs ({spec}): name the card in the scenario to target it (CR 109.2a).",
        "เอนจินไม่รู้ว่า {target} เป็นการ์ดใบไหน (การ์ดที่ถูกมิลล์หรือจั่วมาโดยเอนจินรู้แค่ว่าเป็นการ์ด) "
        "จึงบอกไม่ได้ว่าเป็นเป้าหมายแบบ {spec} ของ {card} หรือไม่ ให้ระบุชื่อการ์ดในสถานการณ์จำลองเพื่อเลือกเป็นเป้าหมาย (CR 109.2a)",
        "엔진은 {target}이(가) 어떤 카드인지 모릅니다(엔진이 밀거나 뽑은 카드는 카드라는 것만 압니다). 그래서 {card}의 목표 "
        "{spec}인지 판단할 수 없습니다. 목표로 정하려면 시나리오에 카드 이름을 적어 주세요 (CR 109.2a)."),
    "mtg.trigger.targets_default_card": (
        "{card}'s triggered ability targets {targets} (no choice given: the default, the topmost legal card of an "
        "opponent's graveyard, else of its controller's own) (CR 603.3d).",
        "ทริกเกอร์ของ {card} เลือก {targets} เป็นเป้าหมาย (ไม่ได้ระบุตัวเลือก จึงใช้ค่าเริ่มต้น: การ์ดที่ถูกต้องใบบนสุดใน graveyard "
        "ของคู่ต่อสู้ ถ้าไม่มีจึงเป็นของผู้ควบคุมเอง) (CR 603.3d)",
        "{card}의 격발 능력은 {targets}을(를) 목표로 정합니다(선택이 없어 기본값: 상대 무덤의 맨 위에 있는 적법한 카드, "
        "없으면 조종자 자신의 무덤의 카드) (CR 603.3d)."),
    # --- abilities and zones (113.6, 113.6m, 602.2) ---
    "mtg.illegal.ability_zone": (
        "{card} is in {owner}'s {zone}: the abilities of a card there don't work unless they say they do, so this "
        "ability can be activated only while it is on the battlefield (CR 113.6).",
        "{card} อยู่ใน {zone} ของ{owner} ความสามารถของการ์ดในโซนนั้นใช้ไม่ได้ เว้นแต่ระบุว่าใช้ได้ "
        "ความสามารถนี้จึงเปิดใช้ได้เฉพาะตอนที่อยู่บนสนาม (CR 113.6)",
        "{card}은(는) {owner}의 {zone}에 있습니다. 그곳에 있는 카드의 능력은 그렇게 쓰여 있지 않으면 작동하지 않으므로, "
        "이 능력은 전장에 있을 때만 활성화할 수 있습니다 (CR 113.6)."),
    "mtg.illegal.ability_graveyard_only": (
        "This ability of {card} works only while the card is in its owner's graveyard: its cost or effect moves the "
        "card out of the graveyard (CR 113.6m).",
        "ความสามารถนี้ของ {card} ใช้ได้เฉพาะตอนที่การ์ดอยู่ใน graveyard ของเจ้าของ เพราะต้นทุนหรือผลของมันย้ายการ์ดออกจาก graveyard (CR 113.6m)",
        "{card}의 이 능력은 그 카드가 소유자의 무덤에 있을 때만 작동합니다. 비용이나 효과가 카드를 무덤 밖으로 옮기기 때문입니다 (CR 113.6m)."),
    "mtg.illegal.not_owner": (
        "{player} can't activate an ability of {card}: a card in a graveyard has no controller, so only its owner "
        "{owner} can (CR 602.2).",
        "{player} เปิดใช้ความสามารถของ {card} ไม่ได้ การ์ดใน graveyard ไม่มีผู้ควบคุม จึงมีแต่เจ้าของคือ{owner}ที่เปิดใช้ได้ (CR 602.2)",
        "{player}은(는) {card}의 능력을 활성화할 수 없습니다. 무덤에 있는 카드에는 조종자가 없으므로 소유자 {owner}만 "
        "활성화할 수 있습니다 (CR 602.2)."),
    "mtg.activate.from_graveyard": (
        "{card} is in {player}'s graveyard and this ability says so (its cost or effect moves the card out of the "
        "graveyard), so it works there and its owner activates it (CR 113.6m, 602.2).",
        "{card} อยู่ใน graveyard ของ{player} และความสามารถนี้ระบุไว้เช่นนั้น (ต้นทุนหรือผลของมันย้ายการ์ดออกจาก graveyard) "
        "จึงใช้ได้ที่นั่น และเจ้าของเป็นผู้เปิดใช้ (CR 113.6m, 602.2)",
        "{card}은(는) {player}의 무덤에 있고 이 능력이 그렇게 쓰여 있으므로(비용이나 효과가 카드를 무덤 밖으로 옮깁니다) "
        "그곳에서 작동하며 소유자가 활성화합니다 (CR 113.6m, 602.2)."),
    "mtg.cost.exile_self": (
        "To pay the cost of its ability, {card} is exiled from the {zone} right now, before the ability resolves "
        "(CR 602.2b).",
        "เพื่อจ่ายต้นทุนความสามารถ {card} ถูก exile จาก{zone}ทันที ก่อนที่ความสามารถจะ resolve (CR 602.2b)",
        "능력의 비용으로 {card}을(를) 지금 바로 {zone}에서 추방합니다. 능력이 해결되기 전입니다 (CR 602.2b)."),
    # --- cards leaving a graveyard (400.7) ---
    "mtg.return.to_hand": (
        "{card} returns from {player}'s graveyard to their hand: it is a new object (CR 400.7).",
        "{card} กลับจาก graveyard ขึ้นมือของ{player} และเป็นวัตถุใหม่ (CR 400.7)",
        "{card}이(가) {player}의 무덤에서 손으로 돌아갑니다. 새로운 개체입니다 (CR 400.7)."),
    "mtg.return.card": (
        "{card} is put onto the battlefield from {owner}'s graveyard, {state}, under {player}'s control: a new object "
        "(CR 400.7, 110.2a).",
        "{card} ถูกนำจาก graveyard ของ{owner}เข้าสนาม{state} ภายใต้การควบคุมของ{player} และเป็นวัตถุใหม่ (CR 400.7, 110.2a)",
        "{card}이(가) {owner}의 무덤에서 {player}의 조종 아래 {state} 전장에 놓입니다. 새로운 개체입니다 (CR 400.7, 110.2a)."),
    "mtg.return.card_gone": (
        "{card}'s effect does nothing to that card: it is no longer in the graveyard (a card that left it is a new "
        "object, even if it came back, CR 400.7).",
        "ผลของ {card} ไม่ทำอะไรกับการ์ดใบนั้น เพราะการ์ดไม่ได้อยู่ใน graveyard แล้ว (การ์ดที่ออกไปแล้วเป็นวัตถุใหม่ "
        "แม้จะกลับมาอีก CR 400.7)",
        "{card}의 효과는 그 카드에 아무 일도 하지 않습니다. 그 카드는 더 이상 무덤에 없습니다(무덤을 떠난 카드는 돌아오더라도 "
        "새로운 개체입니다, CR 400.7)."),
    "mtg.return.state_untapped": ("untapped", "โดยไม่แท็ป", "언탭된 채로"),
    "mtg.return.state_tapped": ("tapped", "แบบแท็ปอยู่", "탭된 채로"),
    "mtg.return.unknown": (
        "{card} would put a card of {player}'s graveyard onto the battlefield, but the engine doesn't know which card "
        "it is (a milled card), so it stays where it is: name the card in the scenario (CR 109.2a).",
        "{card} จะนำการ์ดจาก graveyard ของ{player}เข้าสนาม แต่เอนจินไม่รู้ว่าเป็นการ์ดใบไหน (การ์ดที่ถูกมิลล์) "
        "การ์ดจึงอยู่ที่เดิม ให้ระบุชื่อการ์ดในสถานการณ์จำลอง (CR 109.2a)",
        "{card}이(가) {player}의 무덤에 있는 카드를 전장에 놓으려 하지만, 엔진은 그것이 어떤 카드인지 모르므로(밀린 카드) "
        "그대로 둡니다. 시나리오에 카드 이름을 적어 주세요 (CR 109.2a)."),
    "mtg.return.not_permanent": (
        "{card} is an instant or sorcery card, so it can't enter the battlefield: it stays in the graveyard (CR 400.4a).",
        "{card} เป็นการ์ด instant หรือ sorcery จึงเข้าสนามไม่ได้ และยังอยู่ใน graveyard (CR 400.4a)",
        "{card}은(는) 순간마법 또는 집중마법 카드이므로 전장에 들어갈 수 없고 무덤에 남습니다 (CR 400.4a)."),
    "mtg.return.aura": (
        "{card} is an Aura put onto the battlefield without being cast: its controller would choose what it enchants "
        "as it enters (CR 303.4f), which the engine doesn't model, so it stays in the graveyard.",
        "{card} เป็น Aura ที่ถูกนำเข้าสนามโดยไม่ได้ร่าย ผู้ควบคุมต้องเลือกสิ่งที่มันจะติดตอนเข้าสนาม (CR 303.4f) "
        "ซึ่งเอนจินยังไม่รองรับ การ์ดจึงยังอยู่ใน graveyard",
        "{card}은(는) 발동되지 않고 전장에 놓이는 오라입니다. 조종자가 들어올 때 무엇에 부여할지 정해야 하는데(CR 303.4f) "
        "엔진이 이를 다루지 않으므로 무덤에 남습니다."),
    "mtg.move.exiled_from_graveyard": (
        "{source} exiles {card} from {owner}'s graveyard: it is a new object in exile (CR 701.13a, 400.7).",
        "{source} exile {card} จาก graveyard ของ{owner} และมันเป็นวัตถุใหม่ใน exile (CR 701.13a, 400.7)",
        "{source}이(가) {owner}의 무덤에서 {card}을(를) 추방합니다. 추방 영역에서 새로운 개체입니다 (CR 701.13a, 400.7)."),
    # --- what a compiled line does (judge/mtg/oracle/describe.py) ---
    "mtg.does.return_to_hand": ("returns {of} to its owner's hand", "คืน {of} ขึ้นมือเจ้าของ", "{of}을(를) 소유자의 손으로 되돌립니다"),
    "mtg.does.return_to_battlefield": ("puts {of} onto the battlefield under your control",
                                       "นำ {of} เข้าสนามภายใต้การควบคุมของคุณ", "{of}을(를) 당신의 조종 아래 전장에 놓습니다"),
    "mtg.does.return_to_battlefield_tapped": ("puts {of} onto the battlefield tapped under your control",
                                              "นำ {of} เข้าสนามแบบแท็ปอยู่ ภายใต้การควบคุมของคุณ",
                                              "{of}을(를) 당신의 조종 아래 탭된 채로 전장에 놓습니다"),
    "mtg.does.activated_graveyard": (
        "From your graveyard only (CR 113.6m): when activated (its cost paid), on resolution it: {effects}.",
        "ใช้ได้จาก graveyard ของคุณเท่านั้น (CR 113.6m): เมื่อใช้ความสามารถ (จ่ายต้นทุนแล้ว) และเมื่อ resolve จะ: {effects}",
        "당신의 무덤에서만 (CR 113.6m): 비용을 지불하고 활성화하면, 해결될 때: {effects}."),
    # --- conditions on the cards in your graveyard (judge/mtg/conditions.py gy_cards / gy_types) ---
    "mtg.cond.gy_cards": ("there are {n} or more of: {word}", "มี {word} อย่างน้อย {n} ใบ", "{word}이(가) {n}장 이상 있다"),
    "mtg.cond.gy_types": ("there are {n} or more card types among cards in your graveyard",
                          "การ์ดใน graveyard ของคุณมีประเภทการ์ดรวมกันอย่างน้อย {n} ประเภท",
                          "당신의 무덤에 있는 카드들 중 카드 유형이 {n}가지 이상 있다"),
    "mtg.why.gy_cards": ("{player}'s graveyard has {n} such card(s): {cards}",
                         "graveyard ของ {player} มีการ์ดแบบนั้น {n} ใบ: {cards}",
                         "{player}의 무덤에 그런 카드가 {n}장 있습니다: {cards}"),
    "mtg.why.gy_types": ("the card types among cards in {player}'s graveyard: {types} ({n}); CR 205.2a",
                         "ประเภทการ์ดของการ์ดใน graveyard ของ {player}: {types} ({n}) ตาม CR 205.2a",
                         "{player}의 무덤에 있는 카드들의 카드 유형: {types} ({n}개), CR 205.2a"),
    "mtg.why.gy_unknown": (
        "{player}'s graveyard has {unknown} card(s) the engine does not know (milled without a name), and the "
        "cards it knows give only {n}: it can't tell, so it treats the condition as not met; name those cards "
        "in the scenario to decide it (CR 404.2)",
        "graveyard ของ {player} มีการ์ด {unknown} ใบที่เอนจินไม่รู้ว่าเป็นใบไหน (ถูก mill โดยไม่ระบุชื่อ) และการ์ดที่รู้ให้ผลเพียง {n}: "
        "เอนจินตัดสินไม่ได้ จึงถือว่าเงื่อนไขไม่เป็นจริง ระบุการ์ดเหล่านั้นในสถานการณ์เพื่อให้ตัดสินได้ (CR 404.2)",
        "{player}의 무덤에 엔진이 알지 못하는 카드가 {unknown}장 있고(이름 없이 밀링됨), 알고 있는 카드로는 {n}뿐입니다. "
        "판단할 수 없으므로 조건을 만족하지 않은 것으로 처리합니다. 시나리오에서 그 카드들의 이름을 정하면 판단할 수 있습니다 (CR 404.2)"),
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
