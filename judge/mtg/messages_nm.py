"""Messages of the "no silent blank lines" events (judge/mtg/notmodelled.py, issue 21), in English,
Thai and Korean; registered with the engine's catalogue like judge/mtg/messages.py."""
from judge.engine.messages import register

register({
    "mtg.not_modelled": {
        "en": "Not modelled: {card}'s line “{line}” is not modelled by the engine and was ignored at this step; "
              "in a real game it may change what happens here (CR 101.1: a card's text overrides the rules).",
        "th": "ยังไม่ได้จำลอง: บรรทัด “{line}” ของ {card} เอนจินยังไม่ได้จำลอง จึงถูกข้ามไปในขั้นนี้ "
              "ในเกมจริงบรรทัดนี้อาจเปลี่ยนสิ่งที่เกิดขึ้นตรงนี้ (CR 101.1: ข้อความบนการ์ดมีผลเหนือกฎ)",
        "ko": "구현되지 않음: {card}의 “{line}” 줄은 엔진에 구현되지 않아 이 단계에서 무시되었습니다. "
              "실제 게임에서는 이 줄이 여기서 일어나는 일을 바꿀 수 있습니다 (CR 101.1: 카드의 문구가 규칙보다 우선합니다).",
    },
    "mtg.illegal.not_modelled": {
        "en": "Not modelled: {lines} ({card}). This action needs a part of the card's text the engine does not "
              "model, so it is refused rather than played wrong; give the ability as a custom ability in the "
              "scenario (CR 101.1).",
        "th": "ยังไม่ได้จำลอง: {lines} ({card}) แอ็กชันนี้ต้องใช้ส่วนของข้อความการ์ดที่เอนจินยังไม่ได้จำลอง "
              "จึงถูกปฏิเสธแทนที่จะเล่นผิด ให้ใส่ความสามารถนั้นเป็นความสามารถแบบกำหนดเองในสถานการณ์ (CR 101.1)",
        "ko": "구현되지 않음: {lines} ({card}). 이 행동에는 엔진이 구현하지 않은 카드 문구가 필요하므로, 잘못 "
              "진행하는 대신 거부합니다. 시나리오에서 그 능력을 사용자 정의 능력으로 지정하세요 (CR 101.1).",
    },
    "mtg.run.incomplete_short": {
        "en": "Not complete: card lines the engine does not model were ignored",
        "th": "ไม่ครบถ้วน: มีบรรทัดของการ์ดที่เอนจินยังไม่ได้จำลองถูกข้ามไป",
        "ko": "완전하지 않음: 엔진이 구현하지 않은 카드 문구가 무시되었습니다",
    },
    "mtg.run.incomplete": {
        "en": "This run is not complete: some card lines were ignored because the engine does not model them.",
        "th": "ผลการรันนี้ไม่ครบถ้วน: บางบรรทัดของการ์ดถูกข้ามไปเพราะเอนจินยังไม่ได้จำลอง",
        "ko": "이 실행 결과는 완전하지 않습니다: 엔진이 구현하지 않은 카드 문구 일부가 무시되었습니다.",
    },
})

# evasion keywords the engine implements for the card pool (issue 21; judge/mtg/combat.py _evasion)
register({
    "mtg.kw.plainswalk": {"en": "plainswalk", "th": "Plainswalk", "ko": "평지잠입"},
    "mtg.kw.islandwalk": {"en": "islandwalk", "th": "Islandwalk", "ko": "섬잠입"},
    "mtg.kw.swampwalk": {"en": "swampwalk", "th": "Swampwalk", "ko": "늪잠입"},
    "mtg.kw.mountainwalk": {"en": "mountainwalk", "th": "Mountainwalk", "ko": "산잠입"},
    "mtg.kw.forestwalk": {"en": "forestwalk", "th": "Forestwalk", "ko": "숲잠입"},
    "mtg.kw.fear": {"en": "fear", "th": "Fear", "ko": "공포"},
    "mtg.kw.shadow": {"en": "shadow", "th": "Shadow", "ko": "샤도우"},
    "mtg.kw.horsemanship": {"en": "horsemanship", "th": "Horsemanship", "ko": "기마술"},
    "mtg.kw.prowess": {"en": "prowess", "th": "Prowess", "ko": "기량"},
    "mtg.kw.skulk": {"en": "skulk", "th": "Skulk", "ko": "잠행"},
    "mtg.kw.riot": {"en": "riot", "th": "Riot", "ko": "폭동"},
    "mtg.kw.unleash": {"en": "unleash", "th": "Unleash", "ko": "해방"},
    "mtg.kw.evolve": {"en": "evolve", "th": "Evolve", "ko": "진화"},
    "mtg.kw.backup": {"en": "backup", "th": "Backup", "ko": "지원"},
    "mtg.kw.vanishing": {"en": "vanishing", "th": "Vanishing", "ko": "소멸"},
    "mtg.unleash.default": {
        "en": "{card} has unleash and no choice was given: it enters with the +1/+1 counter (default; choose \"no\" "
              "to leave it off) (CR 702.98a).",
        "th": "{card} มี Unleash และไม่ได้ระบุตัวเลือก: มันเข้าสนามพร้อมเคาน์เตอร์ +1/+1 (ค่าเริ่มต้น; ตอบว่าไม่ "
              "ถ้าไม่ต้องการใส่) (CR 702.98a)",
        "ko": "{card}에게 해방이 있고 선택이 주어지지 않았으므로 +1/+1 카운터를 가지고 전장에 들어옵니다 (기본값; 카운터 없이 "
              "들어오게 하려면 아니요를 고르세요) (CR 702.98a).",
    },
    "mtg.unleash.counter": {
        "en": "Unleash: {card} enters with an additional +1/+1 counter; while it has a +1/+1 counter it can't block "
              "(CR 702.98a).",
        "th": "Unleash: {card} เข้าสนามพร้อมเคาน์เตอร์ +1/+1 เพิ่มอีกหนึ่งอัน และตราบที่มันมีเคาน์เตอร์ +1/+1 "
              "มันป้องกันไม่ได้ (CR 702.98a)",
        "ko": "해방: {card}이(가) +1/+1 카운터 한 개를 추가로 가지고 전장에 들어옵니다. +1/+1 카운터가 있는 동안에는 "
              "방어할 수 없습니다 (CR 702.98a).",
    },
    "mtg.unleash.none": {
        "en": "Unleash: {card} enters without the +1/+1 counter, so it can block (CR 702.98a).",
        "th": "Unleash: {card} เข้าสนามโดยไม่มีเคาน์เตอร์ +1/+1 จึงป้องกันได้ (CR 702.98a)",
        "ko": "해방: {card}이(가) +1/+1 카운터 없이 전장에 들어오므로 방어할 수 있습니다 (CR 702.98a).",
    },
    "mtg.illegal.block.unleash": {
        "en": "{card} has unleash and a +1/+1 counter on it, so it can't block (CR 702.98a).",
        "th": "{card} มี Unleash และมีเคาน์เตอร์ +1/+1 อยู่ จึงป้องกันไม่ได้ (CR 702.98a)",
        "ko": "{card}에게 해방이 있고 +1/+1 카운터가 놓여 있으므로 방어할 수 없습니다 (CR 702.98a).",
    },
    "mtg.riot.default": {
        "en": "{card} has riot and no choice was given: it enters with the +1/+1 counter (default; choose \"haste\" "
              "for haste instead) (CR 702.136a).",
        "th": "{card} มี Riot และไม่ได้ระบุตัวเลือก: มันเข้าสนามพร้อมเคาน์เตอร์ +1/+1 (ค่าเริ่มต้น; ระบุตัวเลือกเร่งรีบ (Haste) "
              "ถ้าต้องการให้มันได้เร่งรีบแทน) (CR 702.136a)",
        "ko": "{card}에게 폭동이 있고 선택이 주어지지 않았으므로 +1/+1 카운터를 가지고 전장에 들어옵니다 (기본값; 대신 신속을 "
              "원하면 신속을 선택으로 지정합니다) (CR 702.136a).",
    },
    "mtg.riot.counter": {
        "en": "Riot: {card} enters with an additional +1/+1 counter, so it doesn't gain haste (CR 702.136a).",
        "th": "Riot: {card} เข้าสนามพร้อมเคาน์เตอร์ +1/+1 เพิ่มอีกหนึ่งอัน จึงไม่ได้เร่งรีบ (Haste) (CR 702.136a)",
        "ko": "폭동: {card}이(가) +1/+1 카운터 한 개를 추가로 가지고 전장에 들어오므로 신속을 얻지 않습니다 (CR 702.136a).",
    },
    "mtg.riot.haste": {
        "en": "Riot: {card} enters without the +1/+1 counter, so it gains haste (CR 702.136a).",
        "th": "Riot: {card} เข้าสนามโดยไม่มีเคาน์เตอร์ +1/+1 จึงได้เร่งรีบ (Haste) (CR 702.136a)",
        "ko": "폭동: {card}이(가) +1/+1 카운터 없이 전장에 들어오므로 신속을 얻습니다 (CR 702.136a).",
    },
    "mtg.illegal.block.skulk": {
        "en": "{attacker} has skulk: creatures with greater power can't block it, and {card} has power {power}, "
              "more than its {apower} (CR 702.118b).",
        "th": "{attacker} มี Skulk: ครีเจอร์ที่มีพลังมากกว่าป้องกันมันไม่ได้ และ {card} มีพลัง {power} "
              "มากกว่า {apower} ของมัน (CR 702.118b)",
        "ko": "{attacker}에게는 잠행이 있습니다: 공격력이 더 큰 생물은 그것을 방어할 수 없는데, {card}의 공격력 {power}은(는) "
              "그 생물의 공격력 {apower}보다 큽니다 (CR 702.118b).",
    },
    "mtg.illegal.block.unblockable": {
        "en": "{attacker} can't be blocked, so {card} can't block it (CR 509.1b).",
        "th": "{attacker} ไม่สามารถถูกป้องกันได้ {card} จึงป้องกันมันไม่ได้ (CR 509.1b)",
        "ko": "{attacker}은(는) 방어될 수 없으므로 {card}은(는) 그것을 방어할 수 없습니다 (CR 509.1b).",
    },
    "mtg.illegal.block.landwalk": {
        "en": "{attacker} has {keyword}: it can't be blocked while the defending player controls a {land}, and "
              "{player} does, so {card} can't block it (CR 702.14c).",
        "th": "{attacker} มี {keyword}: มันไม่สามารถถูกป้องกันได้ตราบที่ผู้เล่นฝ่ายรับควบคุม {land} อยู่ และ {player} "
              "ควบคุมอยู่ {card} จึงป้องกันมันไม่ได้ (CR 702.14c)",
        "ko": "{attacker}에게는 {keyword}이(가) 있습니다: 수비 플레이어가 {land}을(를) 조종하는 동안 방어될 수 없고, "
              "{player}이(가) 조종하고 있으므로 {card}은(는) 그것을 방어할 수 없습니다 (CR 702.14c).",
    },
    "mtg.illegal.block.fear": {
        "en": "{attacker} has fear: only artifact creatures and/or black creatures can block it, and {card} is "
              "neither (CR 702.36b).",
        "th": "{attacker} มี Fear: มีแค่ครีเจอร์อาร์ติแฟกต์และ/หรือครีเจอร์สีดำเท่านั้นที่ป้องกันมันได้ และ {card} "
              "ไม่ใช่ทั้งสองอย่าง (CR 702.36b)",
        "ko": "{attacker}에게는 공포가 있습니다: 마법물체 생물이나 검은색 생물만 그것을 방어할 수 있는데, {card}은(는) "
              "어느 쪽도 아닙니다 (CR 702.36b).",
    },
    "mtg.illegal.block.shadow": {
        "en": "{card} can't block {attacker}: a creature with shadow can't be blocked by creatures without shadow, "
              "and a creature without shadow can't be blocked by creatures with shadow (CR 702.28b).",
        "th": "{card} ป้องกัน {attacker} ไม่ได้: ครีเจอร์ที่มี Shadow ไม่สามารถถูกป้องกันโดยครีเจอร์ที่ไม่มี Shadow "
              "และครีเจอร์ที่ไม่มี Shadow ไม่สามารถถูกป้องกันโดยครีเจอร์ที่มี Shadow (CR 702.28b)",
        "ko": "{card}은(는) {attacker}을(를) 방어할 수 없습니다: 샤도우가 있는 생물은 샤도우가 없는 생물에게 방어될 수 "
              "없고, 샤도우가 없는 생물은 샤도우가 있는 생물에게 방어될 수 없습니다 (CR 702.28b).",
    },
    "mtg.illegal.block.horsemanship": {
        "en": "{attacker} has horsemanship: creatures without horsemanship can't block it, and {card} has none "
              "(CR 702.31b).",
        "th": "{attacker} มี Horsemanship: ครีเจอร์ที่ไม่มี Horsemanship ป้องกันมันไม่ได้ และ {card} ไม่มี (CR 702.31b)",
        "ko": "{attacker}에게는 기마술이 있습니다: 기마술이 없는 생물은 그것을 방어할 수 없는데, {card}에게는 "
              "기마술이 없습니다 (CR 702.31b).",
    },
})
