"""Messages of the library's known cards (issue 21, judge/mtg/library.py): searching (701.23),
shuffling (701.24), known cards drawn or milled (121.1, 701.17a), looking at and revealing the top
cards (701.20), cards put on the bottom (401.4), and the refusals when the scenario did not give the
cards an effect needs (401.2). English, Thai and Korean."""
from judge.engine.messages import register

_D = {
    "mtg.lib_word.card": ("a card", "การ์ดหนึ่งใบ", "카드 한 장"),
    "mtg.lib_word.basic_land": ("a basic land card", "การ์ดแลนด์พื้นฐาน", "기본 대지 카드"),
    "mtg.lib_word.typed": ("a {what} card", "การ์ด {what}", "{what} 카드"),
    "mtg.lib_word.basic_typed": ("a basic {what} card", "การ์ด {what} พื้นฐาน", "기본 {what} 카드"),
    "mtg.library.shuffle": ("{player} shuffles their library ({n} cards) (CR 701.24a).",
                            "{player} สับไลบรารีของตน ({n} ใบ) (CR 701.24a)",
                            "{player}이(가) 자신의 서고({n}장)를 섞습니다 (CR 701.24a)."),
    "mtg.library.shuffle_forgot": (
        "{player} shuffles their library ({n} cards): no one knows the order any more, so the engine no longer "
        "knows which of the {forgot} known card(s) is where (CR 701.24a).",
        "{player} สับไลบรารีของตน ({n} ใบ) ไม่มีใครรู้ลำดับการ์ดอีกต่อไป เอนจินจึงไม่รู้แล้วว่าการ์ดที่รู้จัก {forgot} ใบอยู่ตรงไหน (CR 701.24a)",
        "{player}이(가) 자신의 서고({n}장)를 섞습니다. 이제 아무도 순서를 모르므로, 엔진도 알고 있던 카드 {forgot}장이 "
        "어디에 있는지 더 이상 알지 못합니다 (CR 701.24a)."),
    "mtg.library.milled_known": ("The milled cards the scenario knew: {cards} (CR 701.17a).",
                                 "การ์ดที่ถูกมิลล์ซึ่งสถานการณ์จำลองระบุไว้: {cards} (CR 701.17a)",
                                 "시나리오가 알려 준, 밀린 카드: {cards} (CR 701.17a)."),
    "mtg.library.to_hand": ("{card} goes from {player}'s library to their hand: a new object (CR 400.7).",
                            "{card} ย้ายจากไลบรารีของ{player}ขึ้นมือ และเป็นวัตถุใหม่ (CR 400.7)",
                            "{card}이(가) {player}의 서고에서 손으로 갑니다. 새로운 개체입니다 (CR 400.7)."),
    "mtg.illegal.library_unknown": (
        "The engine doesn't know the cards of {player}'s library (CR 401.2: a hidden zone), and this effect needs "
        "them ({what}): give them in the scenario at {field} (a list of cards, top first; or a count with "
        "{top_field}, the known cards on top), or choose {none} for a search that finds nothing.",
        "เอนจินไม่รู้ว่าไลบรารีของ{player}มีการ์ดอะไร (CR 401.2: โซนที่ซ่อนอยู่) แต่ผลนี้ต้องใช้ ({what}) "
        "ให้ระบุในสถานการณ์จำลองที่ {field} (รายการการ์ด เริ่มจากใบบนสุด หรือจำนวนการ์ดพร้อม {top_field} คือการ์ดที่รู้จักด้านบน) "
        "หรือเลือก {none} สำหรับการค้นหาที่ไม่พบอะไร",
        "엔진은 {player}의 서고에 어떤 카드가 있는지 모르는데(CR 401.2: 숨겨진 영역) 이 효과에는 그 카드가 필요합니다"
        "({what}). 시나리오의 {field}에 적어 주세요(맨 위부터 카드 목록, 또는 장수와 맨 위의 알려진 카드 {top_field}). "
        "아무것도 찾지 않는 탐색이라면 {none}을(를) 선택하세요."),
    # --- search (701.23) ---
    "mtg.search.default": (
        "{player} searches their library for {word} and finds {cards} (no choice given: the default, the first such "
        "card(s) from the top) (CR 701.23a).",
        "{player} ค้นหา {word} ในไลบรารีของตนและพบ {cards} (ไม่ได้ระบุตัวเลือก จึงใช้ค่าเริ่มต้น คือการ์ดแบบนั้นใบแรกนับจากด้านบน) (CR 701.23a)",
        "{player}이(가) 자신의 서고에서 {word}을(를) 찾아 {cards}을(를) 찾습니다(선택이 없어 기본값: 맨 위부터 처음 나오는 "
        "그런 카드) (CR 701.23a)."),
    "mtg.search.chosen": ("{player} searches their library for {word} and finds {cards} (CR 701.23a).",
                          "{player} ค้นหา {word} ในไลบรารีของตนและพบ {cards} (CR 701.23a)",
                          "{player}이(가) 자신의 서고에서 {word}을(를) 찾아 {cards}을(를) 찾습니다 (CR 701.23a)."),
    "mtg.search.nothing": (
        "{player} searches their library for {word} and finds nothing: a search for a card with a stated quality "
        "need not find one (CR 701.23b).",
        "{player} ค้นหา {word} ในไลบรารีของตนแต่ไม่พบอะไร การค้นหาการ์ดที่มีคุณสมบัติระบุไว้ไม่จำเป็นต้องพบ (CR 701.23b)",
        "{player}이(가) 자신의 서고에서 {word}을(를) 찾지만 아무것도 찾지 않습니다. 특정한 성질의 카드를 찾을 때는 "
        "찾지 않아도 됩니다 (CR 701.23b)."),
    "mtg.search.revealed": ("{player} reveals {cards} (CR 701.20a).",
                            "{player} เปิดเผย {cards} (CR 701.20a)",
                            "{player}이(가) {cards}을(를) 공개합니다 (CR 701.20a)."),
    "mtg.illegal.search_choice": (
        "{choice} is not a known {word} in {player}'s library; the known ones that fit: {fits} (CR 701.23a).",
        "{choice} ไม่ใช่ {word} ที่รู้จักในไลบรารีของ{player} ใบที่เข้าเงื่อนไข: {fits} (CR 701.23a)",
        "{choice}은(는) {player}의 서고에 있는 알려진 {word}이(가) 아닙니다. 조건에 맞는 카드: {fits} (CR 701.23a)."),
    "mtg.illegal.search_count": ("{player} must find {n} card(s) here, not {got} (CR 701.23a, 701.23d).",
                                 "{player} ต้องหาการ์ด {n} ใบตรงนี้ ไม่ใช่ {got} ใบ (CR 701.23a, 701.23d)",
                                 "{player}은(는) 여기서 카드 {n}장을 찾아야 하며 {got}장이 아닙니다 (CR 701.23a, 701.23d)."),
    "mtg.illegal.search_must_find": (
        "{player} searches for just \"a card\": they must find one if the library has any (CR 701.23d).",
        "{player} ค้นหาแค่ \"การ์ดหนึ่งใบ\" จึงต้องพบหนึ่งใบถ้าไลบรารียังมีการ์ด (CR 701.23d)",
        "{player}은(는) 그냥 \"카드 한 장\"을 찾으므로 서고에 카드가 있으면 반드시 찾아야 합니다 (CR 701.23d)."),
    "mtg.lib_word.top_n": ("the top {n} card(s)", "การ์ด {n} ใบบนสุด", "맨 위 카드 {n}장"),
    # --- looking at the top cards (701.20e) ---
    "mtg.look.looks": ("{player} looks at the top {n} card(s) of their library: {cards} (CR 701.20e).",
                       "{player} ดูการ์ด {n} ใบบนสุดของไลบรารีตน: {cards} (CR 701.20e)",
                       "{player}이(가) 자신의 서고 맨 위 카드 {n}장을 봅니다: {cards} (CR 701.20e)."),
    "mtg.look.took_default": (
        "{player} takes {cards} (no choice given: the default, the first fitting card(s) from the top) (CR 701.20e).",
        "{player} เลือก {cards} (ไม่ได้ระบุตัวเลือก จึงใช้ค่าเริ่มต้น คือการ์ดที่เข้าเงื่อนไขใบแรกนับจากด้านบน) (CR 701.20e)",
        "{player}이(가) {cards}을(를) 가져갑니다(선택이 없어 기본값: 맨 위부터 처음 나오는 조건에 맞는 카드) (CR 701.20e)."),
    "mtg.look.took_chosen": ("{player} takes {cards} (CR 701.20e).", "{player} เลือก {cards} (CR 701.20e)",
                             "{player}이(가) {cards}을(를) 가져갑니다 (CR 701.20e)."),
    "mtg.look.took_nothing": ("{player} takes no card among them ({word}) (CR 701.20e).",
                              "{player} ไม่เลือกการ์ดใดจากในนั้น ({word}) (CR 701.20e)",
                              "{player}은(는) 그중에서 카드를 가져가지 않습니다({word}) (CR 701.20e)."),
    "mtg.look.rest_bottom": (
        "{player} puts {cards} on the bottom of their library; no one else knows their order there, and the engine no "
        "longer knows where each is (CR 401.4).",
        "{player} นำ {cards} ไปไว้ล่างสุดของไลบรารีตน ผู้อื่นไม่รู้ลำดับของการ์ดเหล่านั้น และเอนจินก็ไม่รู้แล้วว่าแต่ละใบอยู่ตรงไหน (CR 401.4)",
        "{player}이(가) {cards}을(를) 자신의 서고 맨 아래에 놓습니다. 다른 사람은 그 순서를 모르며, 엔진도 각 카드가 "
        "어디 있는지 더 이상 알지 못합니다 (CR 401.4)."),
    "mtg.reveal_n.reveals": ("{player} reveals the top {n} card(s) of their library: {cards} (CR 701.20a).",
                             "{player} เปิดเผยการ์ด {n} ใบบนสุดของไลบรารีตน: {cards} (CR 701.20a)",
                             "{player}이(가) 자신의 서고 맨 위 카드 {n}장을 공개합니다: {cards} (CR 701.20a)."),
    "mtg.does.reveal_top_n": (
        "reveals the top {n} card(s) of your library; each of them that is {word} is put {to} and the rest {rest}",
        "เปิดเผยการ์ด {n} ใบบนสุดของไลบรารีของคุณ นำ{word}ทุกใบในนั้น{to} และการ์ดที่เหลือ{rest}",
        "당신의 서고 맨 위 카드 {n}장을 공개하고, 그중 {word}을(를) 모두 {to} 나머지는 {rest}"),
    "mtg.until.rest_bottom_n": ("on the bottom of your library", "ไว้ล่างสุดของไลบรารีของคุณ", "당신의 서고 맨 아래에 놓습니다"),
    "mtg.until.rest_hand": ("into your hand", "ขึ้นมือ", "손으로 가져옵니다"),
    "mtg.until.reveals": ("{player} reveals cards from the top of their library until {word}: {cards} (CR 701.20a).",
                          "{player} เปิดเผยการ์ดจากบนสุดของไลบรารีตนจนกว่าจะพบ{word}: {cards} (CR 701.20a)",
                          "{player}이(가) {word}이(가) 공개될 때까지 자신의 서고 맨 위부터 카드를 공개합니다: {cards} (CR 701.20a)."),
    "mtg.until.none": ("{player}'s whole library is revealed without {word}, so no card is put anywhere but with the rest (CR 701.20a).",
                       "เปิดเผยไลบรารีทั้งหมดของ {player} แล้วไม่พบ{word} จึงไม่มีการ์ดใบใดถูกนำไปไหนนอกจากพร้อมการ์ดที่เหลือ (CR 701.20a)",
                       "{player}의 서고 전체가 공개되었지만 {word}이(가) 없으므로, 나머지 카드와 함께 놓이는 것 외에는 아무 카드도 옮겨지지 않습니다 (CR 701.20a)."),
    "mtg.until.rest_graveyard": ("{player} puts the other revealed cards, {cards}, into their graveyard (CR 701.20a).",
                                 "{player} นำการ์ดอื่นที่เปิดเผย ได้แก่ {cards} ลง graveyard ของตน (CR 701.20a)",
                                 "{player}이(가) 공개된 다른 카드 {cards}을(를) 자신의 무덤에 넣습니다 (CR 701.20a)."),
    "mtg.does.reveal_until": (
        "reveals cards from the top of your library until {word}, puts that card {to} and the rest {rest}",
        "เปิดเผยการ์ดจากบนสุดของไลบรารีของคุณจนกว่าจะพบ{word} นำการ์ดใบนั้น{to} และการ์ดที่เหลือ{rest}",
        "{word}이(가) 공개될 때까지 당신의 서고 맨 위부터 카드를 공개하고, 그 카드를 {to} 나머지는 {rest}"),
    "mtg.until.to_hand": ("into your hand", "ขึ้นมือ", "손으로 가져오고,"),
    "mtg.until.to_battlefield": ("onto the battlefield", "เข้าสนาม", "전장에 놓고,"),
    "mtg.until.to_battlefield_tapped": ("onto the battlefield tapped", "เข้าสนามในสภาพแท็ป", "탭된 채로 전장에 놓고,"),
    "mtg.until.rest_bottom": ("on the bottom of your library in a random order",
                              "ไว้ล่างสุดของไลบรารีของคุณในลำดับสุ่ม", "당신의 서고 맨 아래에 무작위 순서로 놓습니다"),
    "mtg.until.rest_gy": ("into your graveyard", "ลง graveyard ของคุณ", "당신의 무덤에 넣습니다"),
    "mtg.look.rest_graveyard": ("{player} puts {cards} into their graveyard (CR 701.20e).",
                                "{player} นำ {cards} ลง graveyard ของตน (CR 701.20e)",
                                "{player}이(가) {cards}을(를) 자신의 무덤에 넣습니다 (CR 701.20e)."),
    "mtg.look.back_default": (
        "{player} looks at the top {n} card(s) of their library and puts them back in the same order: {cards} (no "
        "choice given: the default) (CR 701.20e, 401.4).",
        "{player} ดูการ์ด {n} ใบบนสุดของไลบรารีตนแล้ววางกลับตามลำดับเดิม: {cards} (ไม่ได้ระบุตัวเลือก จึงใช้ค่าเริ่มต้น) (CR 701.20e, 401.4)",
        "{player}이(가) 자신의 서고 맨 위 카드 {n}장을 보고 같은 순서로 되돌려 놓습니다: {cards}(선택이 없어 기본값) (CR 701.20e, 401.4)."),
    "mtg.look.back_chosen": (
        "{player} looks at the top {n} card(s) of their library and puts them back in this order, top first: {cards} "
        "(CR 701.20e, 401.4).",
        "{player} ดูการ์ด {n} ใบบนสุดของไลบรารีตนแล้ววางกลับตามลำดับนี้ เริ่มจากใบบนสุด: {cards} (CR 701.20e, 401.4)",
        "{player}이(가) 자신의 서고 맨 위 카드 {n}장을 보고 맨 위부터 이 순서로 되돌려 놓습니다: {cards} (CR 701.20e, 401.4)."),
    "mtg.look.back_unknown": (
        "{player} looks at the top {n} card(s) of their library and puts them back in any order; the scenario doesn't "
        "give those cards, so for the engine the library is unchanged (CR 701.20e, 401.4).",
        "{player} ดูการ์ด {n} ใบบนสุดของไลบรารีตนแล้ววางกลับในลำดับใดก็ได้ สถานการณ์จำลองไม่ได้ระบุการ์ดเหล่านั้น "
        "สำหรับเอนจินไลบรารีจึงเหมือนเดิม (CR 701.20e, 401.4)",
        "{player}이(가) 자신의 서고 맨 위 카드 {n}장을 보고 원하는 순서로 되돌려 놓습니다. 시나리오가 그 카드를 알려 주지 "
        "않았으므로 엔진에게 서고는 그대로입니다 (CR 701.20e, 401.4)."),
    "mtg.illegal.look_order": ("{choice} is not one of the top cards of {player}'s library: {cards} (CR 401.4).",
                               "{choice} ไม่ใช่หนึ่งในการ์ดบนสุดของไลบรารีของ{player}: {cards} (CR 401.4)",
                               "{choice}은(는) {player}의 서고 맨 위 카드가 아닙니다: {cards} (CR 401.4)."),
    "mtg.move.library_top": ("{card} is put on top of {owner}'s library: a new object, now its known top card (CR 400.7).",
                             "{card} ถูกนำไปไว้บนสุดของไลบรารีของ{owner} เป็นวัตถุใหม่ และเป็นการ์ดใบบนสุดที่รู้จัก (CR 400.7)",
                             "{card}이(가) {owner}의 서고 맨 위에 놓입니다. 새로운 개체이며, 이제 알려진 맨 위 카드입니다 (CR 400.7)."),
    "mtg.move.library_bottom": ("{card} is put on the bottom of {owner}'s library: a new object (CR 400.7).",
                                "{card} ถูกนำไปไว้ล่างสุดของไลบรารีของ{owner} เป็นวัตถุใหม่ (CR 400.7)",
                                "{card}이(가) {owner}의 서고 맨 아래에 놓입니다. 새로운 개체입니다 (CR 400.7)."),
    # --- the top card (701.20a, 701.20e) ---
    "mtg.top.reveals": ("{player} reveals the top card of their library: {card} (CR 701.20a).",
                        "{player} เปิดเผยการ์ดใบบนสุดของไลบรารีตน: {card} (CR 701.20a)",
                        "{player}이(가) 자신의 서고 맨 위 카드를 공개합니다: {card} (CR 701.20a)."),
    "mtg.top.looks": ("{player} looks at the top card of their library: {card} (CR 701.20e).",
                      "{player} ดูการ์ดใบบนสุดของไลบรารีตน: {card} (CR 701.20e)",
                      "{player}이(가) 자신의 서고 맨 위 카드를 봅니다: {card} (CR 701.20e)."),
    "mtg.top.unknown_reveals": (
        "{player} reveals the top card of their library; the scenario doesn't give it, and nothing else happens to it "
        "(CR 701.20a, 701.20b).",
        "{player} เปิดเผยการ์ดใบบนสุดของไลบรารีตน สถานการณ์จำลองไม่ได้ระบุการ์ดใบนั้น และไม่มีอะไรเกิดขึ้นกับมันอีก (CR 701.20a, 701.20b)",
        "{player}이(가) 자신의 서고 맨 위 카드를 공개합니다. 시나리오가 그 카드를 알려 주지 않았고, 그 카드에는 다른 일이 "
        "일어나지 않습니다 (CR 701.20a, 701.20b)."),
    "mtg.top.unknown_looks": (
        "{player} looks at the top card of their library; the scenario doesn't give it, and nothing else happens to it "
        "(CR 701.20e).",
        "{player} ดูการ์ดใบบนสุดของไลบรารีตน สถานการณ์จำลองไม่ได้ระบุการ์ดใบนั้น และไม่มีอะไรเกิดขึ้นกับมันอีก (CR 701.20e)",
        "{player}이(가) 자신의 서고 맨 위 카드를 봅니다. 시나리오가 그 카드를 알려 주지 않았고, 그 카드에는 다른 일이 "
        "일어나지 않습니다 (CR 701.20e)."),
    "mtg.top.empty": ("{player}'s library is empty: there is no top card (CR 401.1).",
                      "ไลบรารีของ{player}ว่าง จึงไม่มีการ์ดใบบนสุด (CR 401.1)",
                      "{player}의 서고가 비어 있어 맨 위 카드가 없습니다 (CR 401.1)."),
    "mtg.top.not_fit": ("{card} is not {word}: it stays on top of the library (CR 701.20b).",
                        "{card} ไม่ใช่{word} จึงยังอยู่บนสุดของไลบรารี (CR 701.20b)",
                        "{card}은(는) {word}이(가) 아니므로 서고 맨 위에 그대로 있습니다 (CR 701.20b)."),
    "mtg.top.not_fit_else": ("{card} is not {word}, so the other instruction applies.",
                             "{card} ไม่ใช่{word} จึงทำตามคำสั่งอีกข้อหนึ่ง",
                             "{card}은(는) {word}이(가) 아니므로 다른 지시를 따릅니다."),
    "mtg.top.may_default": ("{player} puts {card} where the ability says (no choice given: the default, yes) (CR 603.5).",
                            "{player} นำ {card} ไปตามที่ความสามารถบอก (ไม่ได้ระบุตัวเลือก จึงใช้ค่าเริ่มต้น คือทำ) (CR 603.5)",
                            "{player}이(가) {card}을(를) 능력이 말하는 곳에 놓습니다(선택이 없어 기본값: 합니다) (CR 603.5)."),
    "mtg.top.may_chosen": ("{player} chooses to put {card} where the ability says (CR 603.5).",
                           "{player} เลือกนำ {card} ไปตามที่ความสามารถบอก (CR 603.5)",
                           "{player}이(가) {card}을(를) 능력이 말하는 곳에 놓기로 합니다 (CR 603.5)."),
    "mtg.top.declined": ("{player} chooses not to move {card}: it stays on top of the library (CR 603.5).",
                         "{player} เลือกไม่ย้าย {card} มันจึงยังอยู่บนสุดของไลบรารี (CR 603.5)",
                         "{player}은(는) {card}을(를) 옮기지 않기로 합니다. 서고 맨 위에 그대로 있습니다 (CR 603.5)."),
    # --- what a compiled line does (judge/mtg/oracle/describe.py) ---
    "mtg.does.shuffle": ("shuffles your library", "สับไลบรารีของคุณ", "당신의 서고를 섞습니다"),
    "mtg.does.search_battlefield": ("searches your library for {word} and puts it onto the battlefield",
                                    "ค้นหา {word} ในไลบรารีของคุณและนำเข้าสนาม",
                                    "당신의 서고에서 {word}을(를) 찾아 전장에 놓습니다"),
    "mtg.does.search_battlefield_tapped": ("searches your library for {word} and puts it onto the battlefield tapped",
                                           "ค้นหา {word} ในไลบรารีของคุณและนำเข้าสนามแบบแท็ปอยู่",
                                           "당신의 서고에서 {word}을(를) 찾아 탭된 채로 전장에 놓습니다"),
    "mtg.does.search_hand": ("searches your library for {word} and puts it into your hand",
                             "ค้นหา {word} ในไลบรารีของคุณและนำขึ้นมือ",
                             "당신의 서고에서 {word}을(를) 찾아 손으로 가져옵니다"),
    "mtg.does.search_hand_reveal": ("searches your library for {word}, reveals it and puts it into your hand",
                                    "ค้นหา {word} ในไลบรารีของคุณ เปิดเผย แล้วนำขึ้นมือ",
                                    "당신의 서고에서 {word}을(를) 찾아 공개하고 손으로 가져옵니다"),
    "mtg.does.look_back": ("looks at the top {n} card(s) of your library and puts them back in any order",
                           "ดูการ์ด {n} ใบบนสุดของไลบรารีของคุณแล้ววางกลับในลำดับใดก็ได้",
                           "당신의 서고 맨 위 카드 {n}장을 보고 원하는 순서로 되돌려 놓습니다"),
    "mtg.does.look_may_hand": (
        "looks at the top {n} card(s) of your library; you may reveal {word} among them and put it into your hand; "
        "the rest go on the bottom",
        "ดูการ์ด {n} ใบบนสุดของไลบรารีของคุณ คุณอาจเปิดเผย{word}ในนั้นแล้วนำขึ้นมือ ที่เหลือไปไว้ล่างสุด",
        "당신의 서고 맨 위 카드 {n}장을 봅니다. 그중 {word}을(를) 공개하고 손으로 가져갈 수 있으며, 나머지는 맨 아래에 놓습니다"),
    "mtg.does.look_may_battlefield": (
        "looks at the top {n} card(s) of your library; you may put {word} among them onto the battlefield; the rest "
        "go on the bottom",
        "ดูการ์ด {n} ใบบนสุดของไลบรารีของคุณ คุณอาจนำ{word}ในนั้นเข้าสนาม ที่เหลือไปไว้ล่างสุด",
        "당신의 서고 맨 위 카드 {n}장을 봅니다. 그중 {word}을(를) 전장에 놓을 수 있으며, 나머지는 맨 아래에 놓습니다"),
    "mtg.does.look_take_bottom": (
        "looks at the top {n} card(s) of your library, puts {k} of them into your hand and the rest on the bottom",
        "ดูการ์ด {n} ใบบนสุดของไลบรารีของคุณ นำ {k} ใบขึ้นมือ และที่เหลือไปไว้ล่างสุด",
        "당신의 서고 맨 위 카드 {n}장을 보고 그중 {k}장을 손으로 가져오고 나머지는 맨 아래에 놓습니다"),
    "mtg.does.look_take_graveyard": (
        "looks at the top {n} card(s) of your library, puts {k} of them into your hand and the rest into your graveyard",
        "ดูการ์ด {n} ใบบนสุดของไลบรารีของคุณ นำ {k} ใบขึ้นมือ และที่เหลือลง graveyard ของคุณ",
        "당신의 서고 맨 위 카드 {n}장을 보고 그중 {k}장을 손으로 가져오고 나머지는 무덤에 넣습니다"),
    "mtg.does.put_library_top": ("puts {of} on top of its owner's library", "นำ {of} ไปไว้บนสุดของไลบรารีของเจ้าของ",
                                 "{of}을(를) 소유자의 서고 맨 위에 놓습니다"),
    "mtg.does.put_library_bottom": ("puts {of} on the bottom of its owner's library",
                                    "นำ {of} ไปไว้ล่างสุดของไลบรารีของเจ้าของ", "{of}을(를) 소유자의 서고 맨 아래에 놓습니다"),
    "mtg.does.top_look": ("looks at the top card of your library", "ดูการ์ดใบบนสุดของไลบรารีของคุณ",
                          "당신의 서고 맨 위 카드를 봅니다"),
    "mtg.does.top_reveal": ("reveals the top card of your library", "เปิดเผยการ์ดใบบนสุดของไลบรารีของคุณ",
                            "당신의 서고 맨 위 카드를 공개합니다"),
    "mtg.does.top_if": ("{first}; if it is {word}, {then}", "{first} ถ้าเป็น{word} {then}",
                        "{first}. 그것이 {word}이면 {then}"),
    "mtg.does.top_if_else": ("{first}; if it is {word}, {then}; otherwise puts it into your hand",
                             "{first} ถ้าเป็น{word} {then} ถ้าไม่ใช่ นำขึ้นมือ",
                             "{first}. 그것이 {word}이면 {then}, 아니면 손으로 가져옵니다"),
    "mtg.does.top_then_battlefield": ("puts it onto the battlefield", "นำเข้าสนาม", "전장에 놓습니다"),
    "mtg.does.top_then_battlefield_tapped": ("puts it onto the battlefield tapped", "นำเข้าสนามแบบแท็ปอยู่",
                                             "탭된 채로 전장에 놓습니다"),
    "mtg.does.top_then_hand": ("puts it into your hand", "นำขึ้นมือ", "손으로 가져옵니다"),
    "mtg.does.top_may": ("you may: {then}", "คุณอาจ: {then}", "원한다면: {then}"),
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
