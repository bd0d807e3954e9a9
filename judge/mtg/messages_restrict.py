"""Messages of the attack, block and untap restrictions (judge/mtg/restrictions.py) and of "enters
tapped unless ..." (judge/mtg/zones.py), issue 21, in English, Thai and Korean; registered with the
engine's catalogue like judge/mtg/messages.py."""
from judge.engine.messages import register

_M = {
    # --- the restrictions as keywords (keywords.kwmsg) ------------------------------------------
    "mtg.kw.cant_be_blocked": ("can't be blocked", "ไม่สามารถถูกป้องกันได้", "방어될 수 없음"),
    "mtg.kw.cant_attack_alone": ("can't attack alone", "โจมตีตัวเดียวไม่ได้", "단독으로 공격할 수 없음"),
    "mtg.kw.cant_block_alone": ("can't block alone", "ป้องกันตัวเดียวไม่ได้", "단독으로 방어할 수 없음"),
    "mtg.kw.cant_be_blocked_by_more_than_one_creature": (
        "can't be blocked by more than one creature", "ถูกป้องกันโดยครีเจอร์มากกว่า 1 ตัวไม่ได้",
        "생물 둘 이상에게 방어될 수 없음"),
    "mtg.kw.cant_be_blocked_except_by_two_or_more_creatures": (
        "can't be blocked except by two or more creatures", "ถูกป้องกันได้ด้วยครีเจอร์ 2 ตัวขึ้นไปเท่านั้น",
        "생물 둘 이상으로만 방어될 수 있음"),
    "mtg.kw.cant_be_blocked_except_by_three_or_more_creatures": (
        "can't be blocked except by three or more creatures", "ถูกป้องกันได้ด้วยครีเจอร์ 3 ตัวขึ้นไปเท่านั้น",
        "생물 셋 이상으로만 방어될 수 있음"),
    "mtg.kw.can_block_any_number_of_creatures": (
        "can block any number of creatures", "ป้องกันครีเจอร์กี่ตัวก็ได้", "원하는 수의 생물을 방어할 수 있음"),
    "mtg.kw.can_block_creatures_with_shadow_as_though_it_had_shadow": (
        "can block creatures with shadow as though it had shadow", "ป้องกันครีเจอร์ที่มี Shadow ได้ราวกับว่ามันมี Shadow",
        "샤도우가 있는 것처럼 샤도우가 있는 생물을 방어할 수 있음"),
    "mtg.kw.doesnt_untap": ("doesn't untap during its controller's untap step",
                            "ไม่คลายแท็ปในสเต็ปคลายแท็ปของผู้ควบคุม", "조종자의 언탭단에 언탭되지 않음"),
    "mtg.kw.blocked_by": ("can't be blocked by {filter}", "ไม่สามารถถูกป้องกันโดย{filter}", "{filter}에게 방어될 수 없음"),
    "mtg.kw.except_by": ("can't be blocked except by {filter}", "ถูกป้องกันได้โดย{filter} เท่านั้น",
                         "{filter}에게만 방어될 수 있음"),
    "mtg.kw.block_only": ("can block only {filter}", "ป้องกันได้เฉพาะ{filter}", "{filter}만 방어할 수 있음"),
    "mtg.kw.cant_block_filter": ("can't block {filter}", "ป้องกัน{filter}ไม่ได้", "{filter}을(를) 방어할 수 없음"),
    "mtg.kw.attack_unless": ("can't attack unless defending player controls {land}",
                             "โจมตีไม่ได้ เว้นแต่ผู้เล่นฝ่ายรับควบคุม {land}",
                             "수비 플레이어가 {land}을(를) 조종하지 않으면 공격할 수 없음"),
    # --- words ---------------------------------------------------------------------------------
    # the basic land types (205.3i): bare, and with the article a sentence needs ("controls an Island")
    "mtg.land_type.plains": ("Plains", "Plains", "평지"),
    "mtg.land_type.island": ("Island", "Island", "섬"),
    "mtg.land_type.swamp": ("Swamp", "Swamp", "늪"),
    "mtg.land_type.mountain": ("Mountain", "Mountain", "산"),
    "mtg.land_type.forest": ("Forest", "Forest", "숲"),
    "mtg.land_type_a.plains": ("a Plains", "Plains", "평지"),
    "mtg.land_type_a.island": ("an Island", "Island", "섬"),
    "mtg.land_type_a.swamp": ("a Swamp", "Swamp", "늪"),
    "mtg.land_type_a.mountain": ("a Mountain", "Mountain", "산"),
    "mtg.land_type_a.forest": ("a Forest", "Forest", "숲"),
    # creature filters (restrictions.filter_msg), as plural noun phrases
    "mtg.filter.with": ("creatures with {kw}", "ครีเจอร์ที่มี {kw}", "{kw} 능력이 있는 생물"),
    "mtg.filter.without": ("creatures without {kw}", "ครีเจอร์ที่ไม่มี {kw}", "{kw} 능력이 없는 생물"),
    "mtg.filter.power_less": ("creatures with power {n} or less", "ครีเจอร์ที่มีพลัง {n} หรือน้อยกว่า",
                              "공격력이 {n} 이하인 생물"),
    "mtg.filter.power_greater": ("creatures with power {n} or greater", "ครีเจอร์ที่มีพลัง {n} หรือมากกว่า",
                                 "공격력이 {n} 이상인 생물"),
    "mtg.filter.toughness_less": ("creatures with toughness {n} or less", "ครีเจอร์ที่มีความอึด {n} หรือน้อยกว่า",
                                  "방어력이 {n} 이하인 생물"),
    "mtg.filter.toughness_greater": ("creatures with toughness {n} or greater", "ครีเจอร์ที่มีความอึด {n} หรือมากกว่า",
                                     "방어력이 {n} 이상인 생물"),
    "mtg.filter.color": ("{color} creatures", "ครีเจอร์{color}", "{color} 생물"),
    "mtg.filter.artifact_creature": ("artifact creatures", "ครีเจอร์ artifact", "마법물체 생물"),
    "mtg.filter.legendary_creature": ("legendary creatures", "ครีเจอร์ legendary", "전설적 생물"),
    "mtg.filter.token_creature": ("creature tokens", "โทเค็นครีเจอร์", "생물 토큰"),
    "mtg.filter.subtype": ("{type} creatures", "ครีเจอร์ประเภท {type}", "{type} 생물"),
    # --- illegal declarations ---------------------------------------------------------------------
    "mtg.illegal.block.blocked_by": (
        "{attacker} can't be blocked by {filter}, and {card} is one of them, so it can't block {attacker} (CR 509.1b).",
        "{attacker} ไม่สามารถถูกป้องกันโดย{filter} และ {card} เป็นหนึ่งในนั้น จึงป้องกัน {attacker} ไม่ได้ (CR 509.1b)",
        "{attacker}은(는) {filter}에게 방어될 수 없는데 {card}이(가) 그에 해당하므로 {attacker}을(를) 방어할 수 "
        "없습니다 (CR 509.1b)."),
    "mtg.illegal.block.except_by": (
        "{attacker} can't be blocked except by {filter}, and {card} is not one of them, so it can't block {attacker} "
        "(CR 509.1b).",
        "{attacker} ถูกป้องกันได้โดย{filter}เท่านั้น และ {card} ไม่ได้เป็นหนึ่งในนั้น จึงป้องกัน {attacker} ไม่ได้ (CR 509.1b)",
        "{attacker}은(는) {filter}에게만 방어될 수 있는데 {card}은(는) 그에 해당하지 않으므로 {attacker}을(를) 방어할 수 "
        "없습니다 (CR 509.1b)."),
    "mtg.illegal.block.block_only": (
        "{card} can block only {filter}, and {attacker} is not one of them (CR 509.1b).",
        "{card} ป้องกันได้เฉพาะ{filter} และ {attacker} ไม่ได้เป็นหนึ่งในนั้น (CR 509.1b)",
        "{card}은(는) {filter}만 방어할 수 있는데 {attacker}은(는) 그에 해당하지 않습니다 (CR 509.1b)."),
    "mtg.illegal.block.cant_block_filter": (
        "{card} can't block {filter}, and {attacker} is one of them (CR 509.1b).",
        "{card} ป้องกัน{filter}ไม่ได้ และ {attacker} เป็นหนึ่งในนั้น (CR 509.1b)",
        "{card}은(는) {filter}을(를) 방어할 수 없는데 {attacker}이(가) 그에 해당합니다 (CR 509.1b)."),
    "mtg.illegal.block.more_than_one": (
        "{card} can't be blocked by more than one creature, and this declaration has {n} creatures blocking it "
        "(CR 509.1b).",
        "{card} ถูกป้องกันโดยครีเจอร์มากกว่า 1 ตัวไม่ได้ แต่การประกาศนี้มีครีเจอร์ {n} ตัวป้องกันมัน (CR 509.1b)",
        "{card}은(는) 생물 둘 이상에게 방어될 수 없는데, 이 선언에서는 생물 {n}개가 그것을 방어합니다 (CR 509.1b)."),
    "mtg.illegal.block.min_blockers": (
        "{card} can't be blocked except by {n} or more creatures, and only {got} would block it (CR 509.1b).",
        "{card} ถูกป้องกันได้ด้วยครีเจอร์ {n} ตัวขึ้นไปเท่านั้น แต่มีเพียง {got} ตัวที่ป้องกันมัน (CR 509.1b)",
        "{card}은(는) 생물 {n}개 이상으로만 방어될 수 있는데, 그것의 방어자는 {got}개뿐입니다 (CR 509.1b)."),
    "mtg.illegal.block.alone": (
        "{card} can't block alone, and it would be the only creature declared as a blocker (CR 509.1b, 506.5).",
        "{card} ป้องกันตัวเดียวไม่ได้ แต่มันจะเป็นครีเจอร์ตัวเดียวที่ถูกประกาศเป็นผู้ป้องกัน (CR 509.1b, 506.5)",
        "{card}은(는) 단독으로 방어할 수 없는데, 방어자로 선언된 생물이 그것 하나뿐입니다 (CR 509.1b, 506.5)."),
    "mtg.illegal.block.same_attacker": (
        "{card} can block any number of creatures, but not the same attacker twice (CR 509.1a).",
        "{card} ป้องกันครีเจอร์กี่ตัวก็ได้ แต่ป้องกันผู้โจมตีตัวเดิมซ้ำไม่ได้ (CR 509.1a)",
        "{card}은(는) 원하는 수의 생물을 방어할 수 있지만 같은 공격자를 두 번 방어할 수는 없습니다 (CR 509.1a)."),
    "mtg.illegal.attack.alone": (
        "{card} can't attack alone, and it is the only creature declared as an attacker (CR 508.1c, 506.5).",
        "{card} โจมตีตัวเดียวไม่ได้ แต่มันเป็นครีเจอร์ตัวเดียวที่ถูกประกาศเป็นผู้โจมตี (CR 508.1c, 506.5)",
        "{card}은(는) 단독으로 공격할 수 없는데, 공격자로 선언된 생물이 그것 하나뿐입니다 (CR 508.1c, 506.5)."),
    "mtg.illegal.attack.unless_defending": (
        "{card} can't attack unless the defending player controls {land}, and {player} controls none (CR 508.1c).",
        "{card} โจมตีไม่ได้ เว้นแต่ผู้เล่นฝ่ายรับควบคุม {land} และ {player} ไม่ได้ควบคุมอยู่เลย (CR 508.1c)",
        "{card}은(는) 수비 플레이어가 {land}을(를) 조종하지 않으면 공격할 수 없는데, {player}은(는) 하나도 조종하지 "
        "않습니다 (CR 508.1c)."),
    "mtg.attack.alone_default": (
        "{card} must attack but can't attack alone, so by default {other} (the first other creature able to attack) "
        "attacks with it (CR 508.1d, 506.5).",
        "{card} ต้องโจมตีแต่โจมตีตัวเดียวไม่ได้ ค่าเริ่มต้นจึงให้ {other} (ครีเจอร์ตัวแรกที่โจมตีได้) โจมตีไปด้วย "
        "(CR 508.1d, 506.5)",
        "{card}은(는) 공격해야 하지만 단독으로 공격할 수 없으므로, 기본값으로 {other}(공격할 수 있는 첫 번째 다른 "
        "생물)이(가) 함께 공격합니다 (CR 508.1d, 506.5)."),
    # --- untap step ------------------------------------------------------------------------------
    "mtg.untap.kept_tapped": (
        "Not untapped: {cards}. An effect says each of them doesn't untap during its controller's untap step "
        "(CR 502.3).",
        "ไม่คลายแท็ป: {cards} เพราะมีผลที่ระบุว่ามันไม่คลายแท็ปในสเต็ปคลายแท็ปของผู้ควบคุม (CR 502.3)",
        "언탭되지 않음: {cards}. 조종자의 언탭단에 언탭되지 않는다는 효과가 있습니다 (CR 502.3)."),
    "mtg.untap.skipped_next": (
        "Not untapped: {cards}. An effect said each of them doesn't untap during its controller's next untap step; "
        "that was this one, and the effect ends now (CR 502.3).",
        "ไม่คลายแท็ป: {cards} เพราะมีผลที่ระบุว่ามันไม่คลายแท็ปในสเต็ปคลายแท็ปครั้งถัดไปของผู้ควบคุม ซึ่งก็คือครั้งนี้ "
        "และผลนั้นสิ้นสุดลงแล้ว (CR 502.3)",
        "언탭되지 않음: {cards}. 조종자의 다음 언탭단에 언탭되지 않는다는 효과가 있었고, 이번이 그 언탭단이므로 효과가 "
        "끝납니다 (CR 502.3)."),
    "mtg.effect.skip_untap": (
        "{card} doesn't untap during its controller's next untap step (CR 502.3).",
        "{card} จะไม่คลายแท็ปในสเต็ปคลายแท็ปครั้งถัดไปของผู้ควบคุม (CR 502.3)",
        "{card}은(는) 조종자의 다음 언탭단에 언탭되지 않습니다 (CR 502.3)."),
    "mtg.does.skip_untap": ("{of} doesn't untap during its controller's next untap step",
                            "{of} ไม่คลายแท็ปในสเต็ปคลายแท็ปครั้งถัดไปของผู้ควบคุม",
                            "{of}은(는) 조종자의 다음 언탭단에 언탭되지 않습니다"),
    # --- enters tapped unless ... -----------------------------------------------------------------
    "mtg.enters_tapped.unless_true": (
        "{card} enters untapped: {cond}, so its \"enters tapped unless\" replacement effect doesn't tap it (CR 614.1d).",
        "{card} เข้าสนามโดยไม่แท็ป เพราะ{cond} ผลแทนที่ \"เข้าสนามในสภาพแท็ป เว้นแต่\" จึงไม่ทำให้มันแท็ป (CR 614.1d)",
        "조건({cond})을 만족하므로 {card}은(는) \"~하지 않으면 탭된 채로 들어온다\"는 대체 효과에도 탭되지 않은 채로 전장에 "
        "들어옵니다 (CR 614.1d)."),
    "mtg.enters_tapped.unless_false": (
        "{card} enters tapped: it is not the case that {cond}, so its \"enters tapped unless\" replacement effect "
        "applies (CR 614.1d).",
        "{card} เข้าสนามในสภาพแท็ป เพราะเงื่อนไขไม่เป็นจริง ({cond}) ผลแทนที่ \"เข้าสนามในสภาพแท็ป เว้นแต่\" จึงมีผล "
        "(CR 614.1d)",
        "조건({cond})을 만족하지 않으므로 \"~하지 않으면 탭된 채로 들어온다\"는 대체 효과가 적용되어 {card}은(는) 탭된 채로 "
        "전장에 들어옵니다 (CR 614.1d)."),
    "mtg.enters_pay.paid": (
        "{player} pays {n} life as {card} enters, so it enters untapped (the choice is made before it enters, "
        "CR 614.12a, 119.4).",
        "{player} จ่าย {n} หน่วยชีวิตตอนที่ {card} เข้าสนาม มันจึงเข้าสนามโดยไม่แท็ป (เลือกก่อนที่มันจะเข้าสนาม "
        "CR 614.12a, 119.4)",
        "{card}이(가) 전장에 들어올 때 {player}이(가) 생명점 {n}점을 지불하므로 탭되지 않은 채로 들어옵니다 (선택은 "
        "들어오기 전에 합니다, CR 614.12a, 119.4)."),
    "mtg.enters_pay.paid_default": (
        "{player} pays {n} life as {card} enters, so it enters untapped (no choice given: the default pays when the "
        "life can be paid; answer \"no\" to have it enter tapped; CR 614.12a, 119.4).",
        "{player} จ่าย {n} หน่วยชีวิตตอนที่ {card} เข้าสนาม มันจึงเข้าสนามโดยไม่แท็ป (ไม่ได้ระบุตัวเลือก ค่าเริ่มต้นคือจ่ายเมื่อจ่ายได้ "
        "ระบุตัวเลือกว่าไม่จ่ายถ้าต้องการให้มันเข้าสนามในสภาพแท็ป; CR 614.12a, 119.4)",
        "{card}이(가) 전장에 들어올 때 {player}이(가) 생명점 {n}점을 지불하므로 탭되지 않은 채로 들어옵니다 (선택을 지정하지 "
        "않았으므로 지불할 수 있으면 지불하는 것이 기본값입니다. 탭된 채로 들어오게 하려면 지불하지 않는다고 선택하세요; CR 614.12a, 119.4)."),
    "mtg.enters_pay.declined": (
        "{player} doesn't pay {n} life as {card} enters, so it enters tapped (CR 614.12a, 614.1d).",
        "{player} ไม่จ่าย {n} หน่วยชีวิตตอนที่ {card} เข้าสนาม มันจึงเข้าสนามในสภาพแท็ป (CR 614.12a, 614.1d)",
        "{card}이(가) 전장에 들어올 때 {player}이(가) 생명점 {n}점을 지불하지 않으므로 탭된 채로 들어옵니다 "
        "(CR 614.12a, 614.1d)."),
    "mtg.enters_pay.cannot": (
        "{player} has {life} life and can't pay {n} life as {card} enters (CR 119.4), so it enters tapped (CR 614.1d).",
        "{player} มี {life} หน่วยชีวิต จึงจ่าย {n} หน่วยชีวิตตอนที่ {card} เข้าสนามไม่ได้ (CR 119.4) มันจึงเข้าสนามในสภาพแท็ป "
        "(CR 614.1d)",
        "{player}의 생명점은 {life}점이므로 {card}이(가) 들어올 때 생명점 {n}점을 지불할 수 없고 (CR 119.4), {card}은(는) 탭된 "
        "채로 들어옵니다 (CR 614.1d)."),
    "mtg.illegal.enters_pay": (
        "{player} has {life} life and can't pay {n} life as {card} enters: a player can pay life only if their life "
        "total is at least the amount (CR 119.4).",
        "{player} มี {life} หน่วยชีวิต จึงจ่าย {n} หน่วยชีวิตตอนที่ {card} เข้าสนามไม่ได้: ผู้เล่นจ่ายชีวิตได้ก็ต่อเมื่อมีหน่วยชีวิต"
        "อย่างน้อยเท่าจำนวนที่จ่าย (CR 119.4)",
        "{player}의 생명점은 {life}점이므로 {card}이(가) 들어올 때 생명점 {n}점을 지불할 수 없습니다. 생명점은 그 양 이상이 "
        "있을 때만 지불할 수 있습니다 (CR 119.4)."),
    "mtg.enters_reveal.revealed": (
        "{player} reveals {revealed} ({kinds}) from their hand as {card} enters, so it enters untapped "
        "(CR 614.12a, 701.20a).",
        "{player} เปิดเผย {revealed} ({kinds}) จากมือตอนที่ {card} เข้าสนาม มันจึงเข้าสนามโดยไม่แท็ป (CR 614.12a, 701.20a)",
        "{card}이(가) 전장에 들어올 때 {player}이(가) 손에서 {revealed}({kinds})을(를) 공개하므로 탭되지 않은 채로 "
        "들어옵니다 (CR 614.12a, 701.20a)."),
    "mtg.enters_reveal.revealed_default": (
        "{player} reveals {revealed} ({kinds}) from their hand as {card} enters, so it enters untapped (no choice "
        "given: the default reveals the first such card known to be in the hand; answer \"no\" to reveal none; "
        "CR 614.12a, 701.20a).",
        "{player} เปิดเผย {revealed} ({kinds}) จากมือตอนที่ {card} เข้าสนาม มันจึงเข้าสนามโดยไม่แท็ป (ไม่ได้ระบุตัวเลือก "
        "ค่าเริ่มต้นคือเปิดเผยการ์ดแบบนั้นใบแรกที่รู้ว่าอยู่บนมือ ระบุตัวเลือกว่าไม่เปิดเผยถ้าไม่ต้องการเปิดเผย; CR 614.12a, 701.20a)",
        "{card}이(가) 전장에 들어올 때 {player}이(가) 손에서 {revealed}({kinds})을(를) 공개하므로 탭되지 않은 채로 "
        "들어옵니다 (선택을 지정하지 않았으므로 손에 있다고 알려진 그런 카드 중 첫 번째를 공개하는 것이 기본값입니다. 공개하지 "
        "않으려면 공개하지 않는다고 선택하세요; CR 614.12a, 701.20a)."),
    "mtg.enters_reveal.declined": (
        "{player} reveals no {kinds} card as {card} enters, so it enters tapped (CR 614.12a, 614.1d).",
        "{player} ไม่เปิดเผยการ์ด {kinds} ตอนที่ {card} เข้าสนาม มันจึงเข้าสนามในสภาพแท็ป (CR 614.12a, 614.1d)",
        "{card}이(가) 전장에 들어올 때 {player}이(가) {kinds} 카드를 공개하지 않으므로 탭된 채로 들어옵니다 "
        "(CR 614.12a, 614.1d)."),
    "mtg.enters_reveal.none_known": (
        "{player} has no card known to be {kinds} in hand to reveal as {card} enters, so it enters tapped (the "
        "unknown cards of a hand are not assumed; name the card to reveal with a choice; CR 614.12a, 614.1d).",
        "บนมือของ {player} ไม่มีการ์ดที่รู้ว่าเป็น {kinds} ให้เปิดเผยตอนที่ {card} เข้าสนาม มันจึงเข้าสนามในสภาพแท็ป "
        "(การ์ดบนมือที่ไม่รู้ว่าเป็นอะไรจะไม่ถูกสันนิษฐาน ระบุการ์ดที่จะเปิดเผยด้วยตัวเลือก; CR 614.12a, 614.1d)",
        "{player}의 손에는 {card}이(가) 들어올 때 공개할 {kinds} 카드로 알려진 카드가 없으므로 탭된 채로 들어옵니다 (손의 알 "
        "수 없는 카드는 가정하지 않습니다. 공개할 카드는 선택으로 지정하세요; CR 614.12a, 614.1d)."),
    "mtg.illegal.enters_reveal": (
        "{choice} is no {kinds} card in {player}'s hand, so it can't be revealed for {card} (CR 701.20a, 614.12a).",
        "{choice} ไม่ใช่การ์ด {kinds} บนมือของ {player} จึงเปิดเผยเพื่อ {card} ไม่ได้ (CR 701.20a, 614.12a)",
        "{choice}은(는) {player}의 손에 있는 {kinds} 카드가 아니므로 {card}을(를) 위해 공개할 수 없습니다 "
        "(CR 701.20a, 614.12a)."),
    # --- conditions of "enters tapped unless" (conditions.describe) ---------------------------------
    "mtg.cond.you_opponents_min": ("you have at least {n} opponents", "คุณมีคู่ต่อสู้อย่างน้อย {n} คน",
                                   "당신의 상대가 {n}명 이상이다"),
    "mtg.cond.you_opponents_max": ("you have at most {n} opponents", "คุณมีคู่ต่อสู้ไม่เกิน {n} คน",
                                   "당신의 상대가 {n}명 이하이다"),
    "mtg.cond.player_life_min": ("a player has at least {n} life", "มีผู้เล่นคนหนึ่งที่มีหน่วยชีวิตอย่างน้อย {n}",
                              "생명점이 {n}점 이상인 플레이어가 있다"),
    "mtg.cond.player_life_max": ("a player has at most {n} life", "มีผู้เล่นคนหนึ่งที่มีหน่วยชีวิตไม่เกิน {n}",
                              "생명점이 {n}점 이하인 플레이어가 있다"),
    # --- what the compiled line does (oracle/describe.py) -------------------------------------------
    "mtg.does.restrictions": ("{keywords}.", "{keywords}", "{keywords}."),
    "mtg.does.restricted_eot": ("{of}: {keywords} this turn", "{of}: {keywords} ในเทิร์นนี้", "{of}: 이번 턴에 {keywords}"),
    "mtg.does.attached_restrictions": ("The permanent it is attached to: {keywords}.", "การ์ดถาวรที่มันติดอยู่: {keywords}",
                                       "그것이 부착된 지속물: {keywords}."),
    "mtg.does.enters_tapped_unless": ("Enters tapped unless {cond}.", "เข้าสนามในสภาพแท็ป เว้นแต่{cond}",
                                      "조건({cond})을 만족하지 않으면 탭된 채로 전장에 들어옵니다."),
    "mtg.does.enters_tapped_unless_pay": (
        "As it enters, you may pay {n} life; if you don't, it enters tapped.",
        "ตอนที่มันเข้าสนาม คุณจ่าย {n} หน่วยชีวิตได้ ถ้าไม่จ่าย มันจะเข้าสนามในสภาพแท็ป",
        "전장에 들어올 때 생명점 {n}점을 지불할 수 있으며, 지불하지 않으면 탭된 채로 들어옵니다."),
    "mtg.does.enters_tapped_unless_reveal": (
        "As it enters, you may reveal one {kinds} card from your hand; if you don't, it enters tapped.",
        "ตอนที่มันเข้าสนาม คุณเปิดเผยการ์ด {kinds} จากมือได้ ถ้าไม่เปิดเผย มันจะเข้าสนามในสภาพแท็ป",
        "전장에 들어올 때 손에서 {kinds} 카드를 공개할 수 있으며, 공개하지 않으면 탭된 채로 들어옵니다."),
}

register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _M.items()})
