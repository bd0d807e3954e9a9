"""Deck checker messages in English, Thai and Korean (str.format templates)."""

M: dict[str, dict[str, str]] = {
    # ---- malformed input ----------------------------------------------------------------------
    "too_big": {
        "en": "The list is {size} bytes; the limit is {limit} bytes.",
        "th": "รายการการ์ดมีขนาด {size} ไบต์ เกินขีดจำกัด {limit} ไบต์",
        "ko": "목록의 크기가 {size}바이트로, 제한인 {limit}바이트를 넘습니다."},
    "too_many_lines": {
        "en": "The list has {n} lines; the limit is {limit}. Paste one deck at a time.",
        "th": "รายการการ์ดมี {n} บรรทัด เกินขีดจำกัด {limit} บรรทัด กรุณาวางทีละเด็ค",
        "ko": "목록이 {n}줄로 제한인 {limit}줄을 넘습니다. 덱을 하나씩 붙여 넣으세요."},
    "empty": {
        "en": "The list is empty.",
        "th": "รายการการ์ดว่างเปล่า",
        "ko": "목록이 비어 있습니다."},
    "bad_line_mtg": {
        "en": "Cannot read this line: expected \"N Card Name\" (for example \"4 Lightning Bolt\"), a section header (\"Deck\", \"Sideboard\") or a comment starting with #.",
        "th": "อ่านบรรทัดนี้ไม่ได้ ต้องเป็น \"จำนวน ชื่อการ์ด\" (เช่น \"4 Lightning Bolt\") หัวข้อส่วน (\"Deck\", \"Sideboard\") หรือหมายเหตุที่ขึ้นต้นด้วย #",
        "ko": "이 줄을 읽을 수 없습니다. \"장수 카드 이름\"(예: \"4 Lightning Bolt\"), 섹션 제목(\"Deck\", \"Sideboard\") 또는 #로 시작하는 주석이어야 합니다."},
    "bad_line_bfb": {
        "en": "Cannot read this line: expected \"N Card Name (colour)\" (for example \"4 Sellsword (red)\"), \"Character: Name (colour)\" or a comment starting with #.",
        "th": "อ่านบรรทัดนี้ไม่ได้ ต้องเป็น \"จำนวน ชื่อการ์ด (สี)\" (เช่น \"4 Sellsword (red)\") หรือ \"Character: ชื่อ (สี)\" หรือหมายเหตุที่ขึ้นต้นด้วย #",
        "ko": "이 줄을 읽을 수 없습니다. \"장수 카드 이름 (색)\"(예: \"4 Sellsword (red)\"), \"Character: 이름 (색)\" 또는 #로 시작하는 주석이어야 합니다."},
    "negative_count": {
        "en": "The count {count} is not allowed: a count is a whole number from 1.",
        "th": "จำนวน {count} ใช้ไม่ได้ จำนวนการ์ดต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป",
        "ko": "장수 {count}은(는) 쓸 수 없습니다. 장수는 1 이상의 정수여야 합니다."},
    "huge_count": {
        "en": "The count {count} is too large (at most {limit} on one line).",
        "th": "จำนวน {count} มากเกินไป (ไม่เกิน {limit} ใบต่อบรรทัด)",
        "ko": "장수 {count}은(는) 너무 큽니다(한 줄에 최대 {limit}장)."},
    "line_too_long": {
        "en": "This line is {n} characters long; the limit is {limit}.",
        "th": "บรรทัดนี้ยาว {n} ตัวอักษร เกินขีดจำกัด {limit}",
        "ko": "이 줄은 {n}자로 제한인 {limit}자를 넘습니다."},
    "bad_option": {
        "en": "Cannot read \"{text}\": options in brackets are \"special art: N\", \"owned: N\" and \"rarity: ...\".",
        "th": "อ่าน \"{text}\" ไม่ได้ ตัวเลือกในวงเล็บเหลี่ยมมี \"special art: N\", \"owned: N\" และ \"rarity: ...\"",
        "ko": "\"{text}\"을(를) 읽을 수 없습니다. 대괄호 안의 옵션은 \"special art: N\", \"owned: N\", \"rarity: ...\"입니다."},
    "bad_format": {
        "en": "Unknown format \"{fmt}\": expected constructed, limited, standard, pioneer, modern, legacy, vintage, pauper or commander.",
        "th": "ไม่รู้จักรูปแบบ \"{fmt}\" ต้องเป็น constructed, limited, standard, pioneer, modern, legacy, vintage, pauper หรือ commander",
        "ko": "알 수 없는 포맷 \"{fmt}\"입니다. constructed, limited, standard, pioneer, modern, legacy, vintage, pauper, commander 중 하나여야 합니다."},
    "bad_game": {
        "en": "Unknown game \"{game}\": expected \"mtg\" or \"bfb\".",
        "th": "ไม่รู้จักเกม \"{game}\" ต้องเป็น \"mtg\" หรือ \"bfb\"",
        "ko": "알 수 없는 게임 \"{game}\"입니다. \"mtg\" 또는 \"bfb\"여야 합니다."},

    # ---- Magic rules --------------------------------------------------------------------------
    "mtg_too_few": {
        "en": "The main deck has {n} cards; a {fmt} deck needs at least {min} (the sideboard does not count).",
        "th": "เด็คหลักมี {n} ใบ เด็คแบบ {fmt} ต้องมีอย่างน้อย {min} ใบ (ไม่นับไซด์บอร์ด)",
        "ko": "메인 덱이 {n}장입니다. {fmt} 덱은 최소 {min}장이어야 합니다(사이드보드는 세지 않습니다)."},
    "mtg_too_many_copies": {
        "en": "{n} copies of {name} (deck and sideboard together): at most {max} of a card other than basic lands.",
        "th": "มี {name} {n} ใบ (รวมเด็คหลักและไซด์บอร์ด) การ์ดที่ไม่ใช่แลนด์พื้นฐาน (basic land) ใส่ได้ไม่เกิน {max} ใบ",
        "ko": "{name}이(가) {n}장입니다(메인 덱과 사이드보드 합계). 기본 대지가 아닌 카드는 같은 카드를 최대 {max}장까지 넣을 수 있습니다."},

    "mtg_unknown_card": {
        "en": "Unknown card \"{name}\": no Magic card has this name. Did you mean: {suggestions}?",
        "th": "ไม่รู้จักการ์ด \"{name}\" ไม่มีการ์ด Magic ชื่อนี้ หมายถึง: {suggestions} หรือเปล่า",
        "ko": "알 수 없는 카드 \"{name}\"입니다. 이런 이름의 매직 카드는 없습니다. {suggestions}을(를) 찾으셨나요?"},
    "mtg_unknown_card_no_hint": {
        "en": "Unknown card \"{name}\": no Magic card has this name or one like it. Check the spelling (English name, or the front face's name).",
        "th": "ไม่รู้จักการ์ด \"{name}\" ไม่มีการ์ด Magic ชื่อนี้หรือชื่อที่ใกล้เคียง ตรวจตัวสะกด (ชื่อภาษาอังกฤษ หรือชื่อด้านหน้าของการ์ด)",
        "ko": "알 수 없는 카드 \"{name}\"입니다. 이 이름이나 비슷한 이름의 매직 카드가 없습니다. 철자를 확인하세요(영어 이름 또는 앞면의 이름)."},
    "mtg_banned": {
        "en": "{name} is banned in {fmt}.",
        "th": "{name} ถูกแบนในรูปแบบ {fmt}",
        "ko": "{name}은(는) {fmt}에서 금지 카드입니다."},
    "mtg_not_legal": {
        "en": "{name} is not legal in {fmt}.",
        "th": "{name} ใช้ในรูปแบบ {fmt} ไม่ได้",
        "ko": "{name}은(는) {fmt}에서 사용할 수 없습니다."},
    "mtg_restricted": {
        "en": "{n} copies of {name}: it is restricted in {fmt}, at most 1 copy (deck and sideboard together).",
        "th": "มี {name} {n} ใบ การ์ดนี้ถูกจำกัดในรูปแบบ {fmt} ใส่ได้ไม่เกิน 1 ใบ (รวมเด็คหลักและไซด์บอร์ด)",
        "ko": "{name}이(가) {n}장입니다. {fmt}에서 제한 카드이므로 최대 1장입니다(메인 덱과 사이드보드 합계)."},
    "mtg_sideboard_too_big": {
        "en": "The sideboard has {n} cards; a constructed sideboard has at most {max}.",
        "th": "ไซด์บอร์ดมี {n} ใบ ไซด์บอร์ดของรูปแบบ Constructed มีได้ไม่เกิน {max} ใบ",
        "ko": "사이드보드가 {n}장입니다. 컨스트럭티드 사이드보드는 최대 {max}장입니다."},
    "mtg_commander_count": {
        "en": "The deck has {n} cards; a Commander deck has exactly 100, the commander included.",
        "th": "เด็คมี {n} ใบ เด็ค Commander ต้องมี 100 ใบพอดี รวมคอมมานเดอร์",
        "ko": "덱이 {n}장입니다. 커맨더 덱은 커맨더를 포함해 정확히 100장입니다."},
    "mtg_singleton": {
        "en": "{n} copies of {name}: a Commander deck has at most one card of each name other than basic lands.",
        "th": "มี {name} {n} ใบ เด็ค Commander ใส่การ์ดแต่ละชื่อได้ 1 ใบ ยกเว้นแลนด์พื้นฐาน (basic land)",
        "ko": "{name}이(가) {n}장입니다. 커맨더 덱에는 기본 대지를 제외하고 같은 이름의 카드가 1장까지만 들어갑니다."},
    "mtg_no_commander": {
        "en": "Name the commander: a line \"Commander\", then \"1 Card Name\" under it.",
        "th": "ระบุคอมมานเดอร์ ใส่บรรทัด \"Commander\" แล้วตามด้วย \"1 ชื่อการ์ด\"",
        "ko": "커맨더를 적으세요. \"Commander\" 줄 아래에 \"1 카드 이름\"을 적습니다."},
    "mtg_too_many_commanders": {
        "en": "Too many commanders: a deck has one commander, or two if both have partner.",
        "th": "คอมมานเดอร์มากเกินไป เด็คหนึ่งมีคอมมานเดอร์ 1 ใบ หรือ 2 ใบถ้าทั้งสองใบมี partner",
        "ko": "커맨더가 너무 많습니다. 덱의 커맨더는 1장이며, 둘 다 동반자(partner)가 있을 때만 2장입니다."},
    "mtg_not_a_commander": {
        "en": "{name} cannot be the commander: a commander is a legendary creature (or a card whose text says it can be your commander).",
        "th": "{name} เป็นคอมมานเดอร์ไม่ได้ คอมมานเดอร์ต้องเป็นครีเจอร์ตำนาน (legendary creature) หรือการ์ดที่ข้อความบอกว่าเป็นคอมมานเดอร์ได้",
        "ko": "{name}은(는) 커맨더가 될 수 없습니다. 커맨더는 전설적 생물(또는 커맨더가 될 수 있다고 적힌 카드)이어야 합니다."},
    "mtg_colour_identity": {
        "en": "{name} is outside the commander's color identity {identity}: its color identity is {card_identity}.",
        "th": "{name} อยู่นอกสีประจำตัว (color identity) ของคอมมานเดอร์ {identity} สีประจำตัวของการ์ดนี้คือ {card_identity}",
        "ko": "{name}은(는) 커맨더의 고유색 {identity}을(를) 벗어납니다. 이 카드의 고유색은 {card_identity}입니다."},
    "mtg_legality_not_checked": {
        "en": "Legality in {fmt} was not checked: the imported card file has no legalities (import MTGJSON's full AtomicCards file to check it).",
        "th": "ยังไม่ได้ตรวจว่าใช้ในรูปแบบ {fmt} ได้หรือไม่ เพราะไฟล์การ์ดที่นำเข้าไม่มีข้อมูล legality (นำเข้าไฟล์ AtomicCards ฉบับเต็มของ MTGJSON เพื่อตรวจ)",
        "ko": "{fmt} 사용 가능 여부는 확인하지 않았습니다. 가져온 카드 파일에 적법성 정보가 없습니다(확인하려면 MTGJSON의 전체 AtomicCards 파일을 가져오세요)."},
    "mtg_names_not_checked": {
        "en": "Card names and legality were not checked: no card file is imported (see the README to import MTGJSON's AtomicCards).",
        "th": "ยังไม่ได้ตรวจชื่อการ์ดและ legality เพราะยังไม่ได้นำเข้าไฟล์การ์ด (ดูวิธีนำเข้า AtomicCards ของ MTGJSON ใน README)",
        "ko": "카드 이름과 적법성은 확인하지 않았습니다. 가져온 카드 파일이 없습니다(MTGJSON의 AtomicCards를 가져오는 방법은 README를 보세요)."},

    # ---- Born from Blood rules ----------------------------------------------------------------
    "bfb_no_character": {
        "en": "The list has no Character: add a line \"Character: Name (colour)\".",
        "th": "ไม่มี Character ในรายการ ให้เพิ่มบรรทัด \"Character: ชื่อ (สี)\"",
        "ko": "목록에 Character가 없습니다. \"Character: 이름 (색)\" 줄을 추가하세요."},
    "bfb_two_characters": {
        "en": "A second Character: a deck has exactly one Character in the Character Zone.",
        "th": "มี Character ใบที่สอง เด็คหนึ่งมี Character ใน Character Zone ได้ 1 ใบเท่านั้น",
        "ko": "두 번째 Character입니다. 덱에는 Character Zone에 Character가 정확히 1장 있어야 합니다."},
    "bfb_character_any": {
        "en": "The Character must have a colour (not Any Color): the deck's colour comes from it.",
        "th": "Character ต้องมีสี (ไม่ใช่ Any Color) เพราะสีของเด็คกำหนดจาก Character",
        "ko": "Character에는 색이 있어야 합니다(Any Color 불가). 덱의 색은 Character가 정합니다."},
    "bfb_count": {
        "en": "The deck has {n} cards; a Born from Blood deck has exactly 50 cards plus one Character.",
        "th": "เด็คมี {n} ใบ เด็ค Born from Blood ต้องมี 50 ใบพอดี บวก Character 1 ใบ",
        "ko": "덱이 {n}장입니다. Born from Blood 덱은 정확히 50장에 Character 1장입니다."},
    "bfb_too_many_copies": {
        "en": "{n} copies of {name}: at most 4 cards of one name, whatever the rarity.",
        "th": "มี {name} {n} ใบ การ์ดชื่อเดียวกันใส่ได้ไม่เกิน 4 ใบ ไม่ว่าจะหายากแค่ไหน",
        "ko": "{name}이(가) {n}장입니다. 같은 이름의 카드는 희귀도와 관계없이 최대 4장입니다."},
    "bfb_colour": {
        "en": "{name} is {colour} but the Character {character} is {deck_colour}: cards must match the Character's colour or be Any Color.",
        "th": "{name} เป็นสี {colour} แต่ Character {character} เป็นสี {deck_colour} การ์ดต้องสีตรงกับ Character หรือเป็น Any Color",
        "ko": "{name}은(는) {colour}이지만 Character {character}은(는) {deck_colour}입니다. 카드는 Character와 색이 같거나 Any Color여야 합니다."},
    "bfb_colour_conflict": {
        "en": "{name} is listed as {colour} here but as {other} on line {other_line}.",
        "th": "{name} ระบุเป็นสี {colour} ในบรรทัดนี้ แต่เป็นสี {other} ในบรรทัดที่ {other_line}",
        "ko": "{name}이(가) 이 줄에서는 {colour}, {other_line}번째 줄에서는 {other}(으)로 적혀 있습니다."},
    "bfb_special_art_more_than_count": {
        "en": "{art} Special Art copies of {name} but only {n} on this line.",
        "th": "ระบุอาร์ตพิเศษ (Special Art) ของ {name} {art} ใบ แต่บรรทัดนี้มีแค่ {n} ใบ",
        "ko": "{name}의 Special Art가 {art}장인데 이 줄에는 {n}장뿐입니다."},
    "bfb_special_art_not_owned": {
        "en": "{art} Special Art copies of {name} but the player owns {owned}: only the owner may use Special Art, and no more than they own.",
        "th": "ใส่อาร์ตพิเศษ (Special Art) ของ {name} {art} ใบ แต่ผู้เล่นมีอยู่ {owned} ใบ ใส่ได้เฉพาะเจ้าของและไม่เกินจำนวนที่ครอบครอง",
        "ko": "{name}의 Special Art가 {art}장이지만 플레이어가 가진 것은 {owned}장입니다. Special Art는 소유자만, 가진 수까지만 넣을 수 있습니다."},
    "bfb_special_art_owned_missing": {
        "en": "Say how many Special Art copies of {name} the player owns: add \"owned: N\".",
        "th": "ระบุว่าผู้เล่นมีอาร์ตพิเศษ (Special Art) ของ {name} กี่ใบ ให้เพิ่ม \"owned: N\"",
        "ko": "{name}의 Special Art를 몇 장 가지고 있는지 \"owned: N\"으로 적으세요."},
    "bfb_sideboard": {
        "en": "Born from Blood has no sideboard: list the 50 cards and the Character only.",
        "th": "Born from Blood ไม่มีไซด์บอร์ด ให้ใส่เฉพาะการ์ด 50 ใบและ Character",
        "ko": "Born from Blood에는 사이드보드가 없습니다. 카드 50장과 Character만 적으세요."},
}


# Format names shown inside a sentence, in the reader's language (the rule page's words: Korean
# 컨스트럭티드 / 리미티드; Thai players say the English names). Unknown input ("bad_format") is shown as typed.
FORMAT_NAMES = {
    "constructed": {"en": "Constructed", "th": "Constructed", "ko": "컨스트럭티드"},
    "limited": {"en": "Limited", "th": "Limited", "ko": "리미티드"},
    # review 2026-12-02 (Korean T7, Thai G4): the named formats, not their raw keys
    "standard": {"en": "Standard", "th": "Standard", "ko": "스탠다드"},
    "pioneer": {"en": "Pioneer", "th": "Pioneer", "ko": "파이오니어"},
    "modern": {"en": "Modern", "th": "Modern", "ko": "모던"},
    "legacy": {"en": "Legacy", "th": "Legacy", "ko": "레거시"},
    "vintage": {"en": "Vintage", "th": "Vintage", "ko": "빈티지"},
    "pauper": {"en": "Pauper", "th": "Pauper", "ko": "파우퍼"},
    "commander": {"en": "Commander", "th": "Commander", "ko": "커맨더"},
}


def format_name(fmt: str, lang: str) -> str:
    """A format's display name in the reader's language ("modern" -> "Modern" / 모던); unknown keys as given."""
    names = FORMAT_NAMES.get(fmt)
    return (names.get(lang) or names["en"]) if names else fmt


def render(key: str, lang: str, **params) -> str:
    texts = M[key]
    if key != "bad_format" and params.get("fmt") in FORMAT_NAMES:
        names = FORMAT_NAMES[params["fmt"]]
        params["fmt"] = names.get(lang) or names["en"]
    return (texts.get(lang) or texts["en"]).format(**params)
