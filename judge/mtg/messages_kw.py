"""Messages of the keyword abilities of issue 21 (judge/mtg/kwabilities.py): exalted, bushido,
flanking, rampage, toxic, echo, cumulative upkeep, affinity, convoke, bloodthirst, crew, unearth.
English, Thai and Korean. Thai keeps keyword names in English (the site's practice); Korean uses the
names of the Korean CR translation (youbeebee's kormtgcr: 고귀, 무사도, 플랭킹, 광란, 에코, 누적 업킵,
친화, 집합, 피굶주림, 탑승, 발굴) and 독성 for toxic (printed on Korean cards)."""
from judge.engine.messages import register

_D = {
    # --- keyword names (judge/mtg/keywords.py kwmsg) ---
    "mtg.kw.exalted": ("exalted", "Exalted", "고귀"),
    "mtg.kw.flanking": ("flanking", "Flanking", "플랭킹"),
    "mtg.kw.convoke": ("convoke", "Convoke", "집합"),
    "mtg.kw.improvise": ("improvise", "Improvise", "즉흥"),
    "mtg.kw.delve": ("delve", "Delve", "파헤치기"),
    "mtg.kw.retrace": ("retrace", "Retrace", "되짚기"),
    "mtg.kw.dash": ("dash", "Dash", "질주"),
    "mtg.kw.scavenge": ("scavenge", "Scavenge", "청소"),
    "mtg.kw.embalm": ("embalm", "Embalm", "방부처리"),
    "mtg.kw.typecycling": ("typecycling", "Typecycling", "유형순환"),
    "mtg.kw.evoke": ("evoke", "Evoke", "환기"),
    "mtg.kw.blitz": ("blitz", "Blitz", "급습"),
    "mtg.kw.crew": ("crew", "Crew", "탑승"),
    "mtg.kw.unearth": ("unearth", "Unearth", "발굴"),
    "mtg.kw.outlast": ("outlast", "Outlast", "인내"),
    "mtg.kw.buyback": ("buyback", "Buyback", "환매"),
    "mtg.kw.storm": ("storm", "Storm", "폭풍"),
    "mtg.kw.fabricate": ("fabricate {n}", "Fabricate {n}", "제작 {n}"),
    "mtg.kw.modular": ("modular {n}", "Modular {n}", "모듈 {n}"),
    "mtg.kw.renown": ("renown {n}", "Renown {n}", "명성 {n}"),
    "mtg.kw.renowned": ("renowned", "Renowned", "명성을 얻은"),
    "mtg.kw.mentor": ("mentor", "Mentor", "멘토"),
    "mtg.kw.extort": ("extort", "Extort", "강탈"),
    "mtg.kw.dethrone": ("dethrone", "Dethrone", "폐위"),
    "mtg.kw.training": ("training", "Training", "훈련"),
    "mtg.kw.bushido": ("bushido {n}", "Bushido {n}", "무사도 {n}"),
    "mtg.kw.rampage": ("rampage {n}", "Rampage {n}", "광란 {n}"),
    "mtg.kw.toxic": ("toxic {n}", "Toxic {n}", "독성 {n}"),
    "mtg.kw.bloodthirst": ("bloodthirst {n}", "Bloodthirst {n}", "피굶주림 {n}"),
    "mtg.kw.echo": ("echo {cost}", "Echo {cost}", "에코 {cost}"),
    "mtg.kw.cumulative_upkeep": ("cumulative upkeep {cost}", "Cumulative Upkeep {cost}", "누적 업킵 {cost}"),
    "mtg.kw.affinity": ("affinity for {word}", "Affinity for {word}", "{word} 친화"),
    "mtg.kw.pay_life": ("pay {n} life", "จ่าย {n} หน่วยชีวิต", "생명점 {n}점 지불"),
    "mtg.kw.affinity_word.artifacts": ("artifacts", "อาร์ติแฟกต์", "마법물체"),
    "mtg.kw.affinity_word.creatures": ("creatures", "ครีเจอร์", "생물"),
    "mtg.kw.affinity_word.enchantments": ("enchantments", "เอนชานต์เมนต์", "부여마법"),
    "mtg.kw.affinity_word.lands": ("lands", "แลนด์", "대지"),
    "mtg.kw.affinity_word.planeswalkers": ("planeswalkers", "เพลนส์วอล์กเกอร์", "플레인즈워커"),
    "mtg.kw.affinity_word.artifact_creatures": ("artifact creatures", "ครีเจอร์อาร์ติแฟกต์", "마법물체 생물"),
    "mtg.kw.affinity_word.equipment": ("Equipment", "Equipment", "장비"),
    "mtg.kw.affinity_word.plains": ("Plains", "Plains", "평지"),
    "mtg.kw.affinity_word.islands": ("Islands", "Island", "섬"),
    "mtg.kw.affinity_word.swamps": ("Swamps", "Swamp", "늪"),
    "mtg.kw.affinity_word.mountains": ("Mountains", "Mountain", "산"),
    "mtg.kw.affinity_word.forests": ("Forests", "Forest", "숲"),
    # --- combat: exalted, bushido, flanking, rampage, toxic ---
    "mtg.exalted.triggers": (
        "{attacker} attacks alone (the only creature declared as an attacker, CR 506.5), so {card}'s exalted "
        "triggers: {attacker} will get +1/+1 until end of turn (CR 702.83a).",
        "{attacker} โจมตีเพียงตัวเดียว (เป็นครีเจอร์ตัวเดียวที่ถูกประกาศเป็นผู้โจมตี CR 506.5) Exalted ของ {card} "
        "จึงทริกเกอร์ {attacker} จะได้รับ +1/+1 จนจบเทิร์น (CR 702.83a)",
        "{attacker}이(가) 혼자 공격하므로(공격자로 선언된 유일한 생물, CR 506.5) {card}의 고귀가 격발됩니다. "
        "{attacker}은(는) 턴 종료까지 +1/+1을 받게 됩니다 (CR 702.83a)."),
    "mtg.bushido.triggers": (
        "{card} blocks or becomes blocked: its bushido {n} triggers, +{n}/+{n} until end of turn (CR 702.45a).",
        "{card} ป้องกันหรือถูกป้องกัน Bushido {n} ของมันจึงทริกเกอร์ ได้รับ +{n}/+{n} จนจบเทิร์น (CR 702.45a)",
        "{card}이(가) 방어하거나 방어되었으므로 무사도 {n}이(가) 격발됩니다. 턴 종료까지 +{n}/+{n}을(를) 받습니다 (CR 702.45a)."),
    "mtg.flanking.triggers": (
        "{card} becomes blocked by {blocker}, which has no flanking: {card}'s flanking triggers and {blocker} will get "
        "-1/-1 until end of turn (CR 702.25a).",
        "{card} ถูกป้องกันโดย {blocker} ซึ่งไม่มี Flanking ทำให้ Flanking ของ {card} ทริกเกอร์ และ {blocker} "
        "จะได้รับ -1/-1 จนจบเทิร์น (CR 702.25a)",
        "{card}이(가) 플랭킹이 없는 {blocker}에게 방어되었으므로 {card}의 플랭킹이 격발됩니다. {blocker}은(는) "
        "턴 종료까지 -1/-1을 받게 됩니다 (CR 702.25a)."),
    "mtg.flanking.both": (
        "{blocker} has flanking too, so {card}'s flanking does not trigger for it (CR 702.25a).",
        "{blocker} ก็มี Flanking เช่นกัน Flanking ของ {card} จึงไม่ทริกเกอร์สำหรับมัน (CR 702.25a)",
        "{blocker}에게도 플랭킹이 있으므로 {card}의 플랭킹은 그 생물에 대해 격발되지 않습니다 (CR 702.25a)."),
    "mtg.rampage.triggers": (
        "{card} becomes blocked: its rampage {n} triggers; the bonus is counted as it resolves (CR 702.23a, 702.23b).",
        "{card} ถูกป้องกัน Rampage {n} ของมันจึงทริกเกอร์ โบนัสจะนับตอนที่ความสามารถ resolve (CR 702.23a, 702.23b)",
        "{card}이(가) 방어되었으므로 광란 {n}이(가) 격발됩니다. 보너스는 능력이 해결될 때 계산합니다 (CR 702.23a, 702.23b)."),
    "mtg.rampage.count": (
        "{card}'s rampage resolves: {blockers} creature(s) block it, so it gets +{n}/+{n} (each blocker beyond the first "
        "counts; later changes don't, CR 702.23b).",
        "Rampage ของ {card} resolve: มีครีเจอร์ {blockers} ตัวป้องกันมันอยู่ จึงได้รับ +{n}/+{n} (นับผู้ป้องกันทุกตัว"
        "ยกเว้นตัวแรก การเปลี่ยนแปลงภายหลังไม่มีผล CR 702.23b)",
        "{card}의 광란이 해결됩니다. {card}의 방어자가 {blockers}개이므로 +{n}/+{n}을(를) 받습니다(첫 번째 "
        "방어자를 뺀 나머지를 셉니다. 이후의 변화는 반영되지 않습니다, CR 702.23b)."),
    "mtg.toxic.poison": (
        "{source} has toxic {n}: its combat damage also gives {player} {n} poison counter(s) (CR 702.164c).",
        "{source} มี Toxic {n} ดาเมจการต่อสู้ของมันจึงทำให้{player}ได้รับเคาน์เตอร์พิษ {n} อันด้วย (CR 702.164c)",
        "{source}에게 독성 {n}이(가) 있으므로 그 전투 피해로 {player}이(가) 독 카운터 {n}개도 받습니다 (CR 702.164c)."),
    # --- upkeep: echo, cumulative upkeep ---
    "mtg.echo.triggers": (
        "{card} came under its controller's control since the beginning of their last upkeep: its echo triggers "
        "(pay {cost} or sacrifice it) (CR 702.30a).",
        "{card} เข้ามาอยู่ใต้การควบคุมของผู้ควบคุมหลัง Upkeep ครั้งก่อนของเขาเริ่ม Echo ของมันจึงทริกเกอร์ "
        "(จ่าย {cost} หรือสังเวยมัน) (CR 702.30a)",
        "{card}은(는) 조종자의 이전 유지단이 시작된 뒤에 그 조종 아래 들어왔으므로 에코가 격발됩니다({cost}을(를) "
        "지불하거나 희생합니다) (CR 702.30a)."),
    "mtg.echo.not_new": (
        "{card} has been under its controller's control since before their last upkeep began: its echo does not "
        "trigger (CR 702.30a).",
        "{card} อยู่ใต้การควบคุมของผู้ควบคุมมาตั้งแต่ก่อน Upkeep ครั้งก่อนของเขาเริ่ม Echo ของมันจึงไม่ทริกเกอร์ (CR 702.30a)",
        "{card}은(는) 조종자의 이전 유지단이 시작되기 전부터 그 조종 아래 있었으므로 에코가 격발되지 않습니다 "
        "(CR 702.30a)."),
    "mtg.echo.gone": (
        "{card} is no longer on the battlefield: its echo ability does nothing (CR 702.30a).",
        "{card} ไม่ได้อยู่ในสนามแล้ว ความสามารถ Echo จึงไม่มีผล (CR 702.30a)",
        "{card}이(가) 더 이상 전장에 없으므로 에코 능력은 아무것도 하지 않습니다 (CR 702.30a)."),
    "mtg.echo.default_pay": (
        "No choice was given, so {player} pays the echo cost {cost} of {card} (the default when it can be paid; give "
        "\"choose\": \"pay\" or \"decline\" on the resolve action) (CR 702.30a).",
        "ไม่ได้ระบุตัวเลือก {player} จึงจ่ายต้นทุน Echo {cost} ของ {card} (ค่าเริ่มต้นเมื่อจ่ายได้ ระบุว่าจ่ายหรือไม่จ่าย"
        "ได้ตอน resolve) (CR 702.30a)",
        "선택이 주어지지 않았으므로 {player}은(는) {card}의 에코 비용 {cost}을(를) 지불합니다(지불할 수 있을 때의 "
        "기본값이며, 해결 행동에서 지불할지 여부를 정할 수 있습니다) (CR 702.30a)."),
    "mtg.echo.default_cannot": (
        "{player} can't pay the echo cost {cost} of {card}, so it is sacrificed (CR 702.30a).",
        "{player} จ่ายต้นทุน Echo {cost} ของ {card} ไม่ได้ จึงต้องสังเวยมัน (CR 702.30a)",
        "{player}은(는) {card}의 에코 비용 {cost}을(를) 지불할 수 없으므로 그것을 희생합니다 (CR 702.30a)."),
    "mtg.echo.paid": (
        "{player} pays the echo cost {cost}: {card} stays on the battlefield (CR 702.30a).",
        "{player} จ่ายต้นทุน Echo {cost} {card} จึงอยู่ในสนามต่อ (CR 702.30a)",
        "{player}이(가) 에코 비용 {cost}을(를) 지불하므로 {card}은(는) 전장에 남습니다 (CR 702.30a)."),
    "mtg.echo.sacrificed": (
        "{player} doesn't pay the echo cost {cost}: {card} is sacrificed (CR 702.30a).",
        "{player} ไม่จ่ายต้นทุน Echo {cost} จึงสังเวย {card} (CR 702.30a)",
        "{player}이(가) 에코 비용 {cost}을(를) 지불하지 않으므로 {card}을(를) 희생합니다 (CR 702.30a)."),
    "mtg.cumulative_upkeep.triggers": (
        "At the beginning of its controller's upkeep, {card}'s cumulative upkeep {cost} triggers: an age counter, then "
        "pay {cost} for each age counter or sacrifice it (CR 702.24a).",
        "เมื่อเริ่ม Upkeep ของผู้ควบคุม Cumulative Upkeep {cost} ของ {card} ทริกเกอร์: วางเคาน์เตอร์อายุ 1 อัน "
        "แล้วจ่าย {cost} ต่อเคาน์เตอร์อายุแต่ละอัน หรือสังเวยมัน (CR 702.24a)",
        "조종자의 유지단 시작에 {card}의 누적 업킵 {cost}이(가) 격발됩니다. 나이 카운터를 하나 놓은 뒤 나이 카운터마다 "
        "{cost}을(를) 지불하거나 희생합니다 (CR 702.24a)."),
    "mtg.cumulative_upkeep.gone": (
        "{card} is no longer on the battlefield: its cumulative upkeep does nothing (CR 702.24a).",
        "{card} ไม่ได้อยู่ในสนามแล้ว Cumulative Upkeep จึงไม่มีผล (CR 702.24a)",
        "{card}이(가) 더 이상 전장에 없으므로 누적 업킵은 아무것도 하지 않습니다 (CR 702.24a)."),
    "mtg.cumulative_upkeep.default_pay": (
        "No choice was given, so {player} pays {cost} for the age counters on {card} (the default when it can be "
        "paid; give \"choose\": \"pay\" or \"decline\" on the resolve action) (CR 702.24a).",
        "ไม่ได้ระบุตัวเลือก {player} จึงจ่าย {cost} สำหรับเคาน์เตอร์อายุบน {card} (ค่าเริ่มต้นเมื่อจ่ายได้ "
        "ระบุว่าจ่ายหรือไม่จ่ายได้ตอน resolve) (CR 702.24a)",
        "선택이 주어지지 않았으므로 {player}은(는) {card}의 나이 카운터에 대해 {cost}을(를) 지불합니다(지불할 수 "
        "있을 때의 기본값이며, 해결 행동에서 지불할지 여부를 정할 수 있습니다) (CR 702.24a)."),
    "mtg.cumulative_upkeep.default_cannot": (
        "{player} can't pay {cost} for the age counters on {card}, so it is sacrificed (CR 702.24a).",
        "{player} จ่าย {cost} สำหรับเคาน์เตอร์อายุบน {card} ไม่ได้ จึงต้องสังเวยมัน (CR 702.24a)",
        "{player}은(는) {card}의 나이 카운터에 대한 {cost}을(를) 지불할 수 없으므로 그것을 희생합니다 (CR 702.24a)."),
    "mtg.cumulative_upkeep.paid": (
        "{player} pays {cost}, the cost once for each age counter: {card} stays on the battlefield (CR 702.24a).",
        "{player} จ่าย {cost} (ต้นทุนต่อเคาน์เตอร์อายุแต่ละอัน) {card} จึงอยู่ในสนามต่อ (CR 702.24a)",
        "{player}이(가) 나이 카운터마다 한 번씩, 모두 {cost}을(를) 지불하므로 {card}은(는) 전장에 남습니다 (CR 702.24a)."),
    "mtg.cumulative_upkeep.sacrificed": (
        "{player} doesn't pay {cost} (all of it or nothing): {card} is sacrificed (CR 702.24a).",
        "{player} ไม่จ่าย {cost} (ต้องจ่ายทั้งหมดหรือไม่จ่ายเลย) จึงสังเวย {card} (CR 702.24a)",
        "{player}이(가) {cost}을(를) 지불하지 않으므로(전부 지불하거나 전혀 지불하지 않습니다) {card}을(를) 희생합니다 "
        "(CR 702.24a)."),
    "mtg.illegal.echo_cannot_pay": (
        "{player} can't pay the echo cost {cost} of {card}: choose \"decline\"; a cost that can't be paid can't be "
        "chosen (CR 118.3, 702.30a).",
        "{player} จ่ายต้นทุน Echo {cost} ของ {card} ไม่ได้ ให้เลือกไม่จ่าย เพราะเลือกจ่ายต้นทุนที่จ่ายไม่ได้ไม่ได้ "
        "(CR 118.3, 702.30a)",
        "{player}은(는) {card}의 에코 비용 {cost}을(를) 지불할 수 없습니다. 지불하지 않기를 선택하세요. 지불할 수 없는 "
        "비용은 선택할 수 없습니다 (CR 118.3, 702.30a)."),
    "mtg.illegal.cumulative_upkeep_cannot_pay": (
        "{player} can't pay {cost} for the age counters on {card}: choose \"decline\"; a cost that can't be paid "
        "can't be chosen (CR 118.3, 702.24a).",
        "{player} จ่าย {cost} สำหรับเคาน์เตอร์อายุบน {card} ไม่ได้ ให้เลือกไม่จ่าย เพราะเลือกจ่ายต้นทุนที่จ่ายไม่ได้"
        "ไม่ได้ (CR 118.3, 702.24a)",
        "{player}은(는) {card}의 나이 카운터에 대한 {cost}을(를) 지불할 수 없습니다. 지불하지 않기를 선택하세요. "
        "지불할 수 없는 비용은 선택할 수 없습니다 (CR 118.3, 702.24a)."),
    # --- casting: affinity, convoke ---
    "mtg.affinity.reduce": (
        "{card} has affinity for {word}: its caster controls {n}, so it costs {less} less; the total cost is now "
        "{cost} (CR 702.41a).",
        "{card} มี Affinity for {word} ผู้ร่ายควบคุม{word}อยู่ {n} ต้นทุนจึงลดลง {less} ตอนนี้ต้นทุนรวมเป็น {cost} "
        "(CR 702.41a)",
        "{card}에게 {word} 친화가 있고 발동자가 {word}을(를) {n}개 조종하므로 비용이 {less}만큼 줄어듭니다. 총 비용은 "
        "이제 {cost}입니다 (CR 702.41a)."),
    "mtg.convoke.tap": (
        "Convoke: {creature} is tapped to pay {mana} of {card}'s total cost (CR 702.51a).",
        "Convoke: แท็ป {creature} เพื่อจ่าย {mana} ของต้นทุนรวมของ {card} (CR 702.51a)",
        "집합: {creature}을(를) 탭하여 {card}의 총 비용 중 {mana}을(를) 지불합니다 (CR 702.51a)."),
    "mtg.convoke.left": (
        "{n} creature(s) convoked {card}; the rest of its total cost, {cost}, is paid with mana (CR 702.51b, 702.51c).",
        "ครีเจอร์ {n} ตัวใช้ Convoke ให้ {card} ต้นทุนรวมที่เหลือ {cost} จ่ายด้วยมานา (CR 702.51b, 702.51c)",
        "생물 {n}개가 {card}을(를) 집합했습니다. 남은 총 비용 {cost}은(는) 마나로 지불합니다 (CR 702.51b, 702.51c)."),
    "mtg.illegal.no_convoke": (
        "{card} has no convoke: creatures can't be tapped to pay for it (CR 702.51a).",
        "{card} ไม่มี Convoke จึงแท็ปครีเจอร์เพื่อจ่ายต้นทุนของมันไม่ได้ (CR 702.51a)",
        "{card}에게 집합이 없으므로 생물을 탭하여 비용을 지불할 수 없습니다 (CR 702.51a)."),
    "mtg.illegal.convoke_creature": (
        "{creature} can't convoke {card}: convoke taps untapped creatures {player} controls, each once (CR 702.51a).",
        "{creature} ใช้ Convoke ให้ {card} ไม่ได้ Convoke แท็ปครีเจอร์ที่ยังไม่แท็ปซึ่ง{player}ควบคุม ตัวละครั้ง "
        "(CR 702.51a)",
        "{creature}은(는) {card}을(를) 집합할 수 없습니다. 집합은 {player}이(가) 조종하는 언탭된 생물을 하나씩 "
        "탭합니다 (CR 702.51a)."),
    "mtg.illegal.convoke_extra": (
        "{creature} can't pay for any mana left of {card}'s total cost {cost}: a creature pays a generic mana or one "
        "of its own colour (CR 702.51a).",
        "{creature} จ่ายมานาที่เหลือของต้นทุนรวม {cost} ของ {card} ไม่ได้ ครีเจอร์จ่ายได้มานาไม่ระบุสี หรือมานาสี"
        "เดียวกับตัวมันเท่านั้น (CR 702.51a)",
        "{creature}은(는) {card}의 총 비용 {cost} 중 남은 어떤 마나도 지불할 수 없습니다. 생물은 일반 마나 하나나 "
        "자신의 색 마나 하나를 지불합니다 (CR 702.51a)."),
    # --- entering: bloodthirst ---
    "mtg.bloodthirst.yes": (
        "{player}, an opponent, was dealt damage this turn: {card} enters with {n} +1/+1 counter(s) (bloodthirst, "
        "CR 702.54a).",
        "{player} ซึ่งเป็นคู่ต่อสู้ได้รับดาเมจในเทิร์นนี้ {card} จึงเข้าสนามพร้อมเคาน์เตอร์ +1/+1 {n} อัน "
        "(Bloodthirst, CR 702.54a)",
        "상대인 {player}이(가) 이번 턴에 피해를 받았으므로 {card}은(는) +1/+1 카운터 {n}개를 단 채 전장에 들어옵니다 "
        "(피굶주림, CR 702.54a)."),
    "mtg.bloodthirst.no": (
        "No opponent was dealt damage this turn: {card} enters without the {n} +1/+1 counter(s) of bloodthirst "
        "(CR 702.54a).",
        "ไม่มีคู่ต่อสู้คนใดได้รับดาเมจในเทิร์นนี้ {card} จึงเข้าสนามโดยไม่มีเคาน์เตอร์ +1/+1 {n} อันของ Bloodthirst "
        "(CR 702.54a)",
        "이번 턴에 피해를 받은 상대가 없으므로 {card}은(는) 피굶주림의 +1/+1 카운터 {n}개 없이 전장에 들어옵니다 "
        "(CR 702.54a)."),
    # --- crew ---
    "mtg.crew.default": (
        "No creatures were named to crew {card}, so the engine taps {creatures} (the default: the one creature with "
        "the least power that is enough, else the most powerful first; name them with \"crew\" on the activate action) "
        "(CR 702.122a).",
        "ไม่ได้ระบุครีเจอร์ที่จะ Crew {card} เอนจินจึงแท็ป {creatures} (ค่าเริ่มต้น: ครีเจอร์ตัวเดียวที่พลังน้อย"
        "ที่สุดแต่พอ ถ้าไม่มีก็เลือกตัวที่พลังมากก่อน ระบุเองได้ด้วย crew ในแอ็กชันเปิดใช้) (CR 702.122a)",
        "{card}에 탑승할 생물이 지정되지 않았으므로 엔진은 {creatures}을(를) 탭합니다(기본값: 혼자서 충분한 생물 중 "
        "공격력이 가장 낮은 하나, 없으면 공격력이 높은 순서로. 활성화 행동의 crew로 지정할 수 있습니다) "
        "(CR 702.122a)."),
    "mtg.crew.tapped": (
        "To pay the crew cost of {card}, {creatures} (total power {total}) are tapped: they crew it (CR 702.122a, 702.122b).",
        "เพื่อจ่ายต้นทุน Crew ของ {card} จึงแท็ป {creatures} (พลังรวม {total}) พวกมันจึง Crew ยานนี้ "
        "(CR 702.122a, 702.122b)",
        "{card}의 탑승 비용으로 {creatures}을(를) 탭합니다(공격력 합계 {total}). 이 생물들이 탑승합니다 "
        "(CR 702.122a, 702.122b)."),
    "mtg.crew.crewed": (
        "The crew ability of {card} resolves: it becomes an artifact creature until end of turn, and its \"becomes "
        "crewed\" abilities trigger (CR 702.122a, 702.122d).",
        "ความสามารถ Crew ของ {card} resolve: มันเป็นครีเจอร์อาร์ติแฟกต์จนจบเทิร์น และความสามารถ \"เมื่อถูก Crew\" "
        "ของมันทริกเกอร์ (CR 702.122a, 702.122d)",
        "{card}의 탑승 능력이 해결됩니다. 턴 종료까지 마법물체 생물이 되며, \"탑승될 때마다\" 능력이 격발됩니다 "
        "(CR 702.122a, 702.122d)."),
    "mtg.crew.gone": (
        "{card} is no longer on the battlefield: its crew ability does nothing (CR 702.122a).",
        "{card} ไม่ได้อยู่ในสนามแล้ว ความสามารถ Crew จึงไม่มีผล (CR 702.122a)",
        "{card}이(가) 더 이상 전장에 없으므로 탑승 능력은 아무것도 하지 않습니다 (CR 702.122a)."),
    "mtg.illegal.crew_creature": (
        "{creature} can't crew {card}: crew taps other untapped creatures {player} controls, each once (CR 702.122a).",
        "{creature} Crew {card} ไม่ได้ Crew แท็ปครีเจอร์ตัวอื่นที่ยังไม่แท็ปซึ่ง{player}ควบคุม ตัวละครั้ง "
        "(CR 702.122a)",
        "{creature}은(는) {card}에 탑승할 수 없습니다. 탑승은 {player}이(가) 조종하는 다른 언탭된 생물을 하나씩 "
        "탭합니다 (CR 702.122a)."),
    "mtg.illegal.crew_power": (
        "Crew {n}: the creatures tapped to crew {card} need total power {n} or more (they have {total}) "
        "(CR 702.122a).",
        "Crew {n}: ครีเจอร์ที่แท็ปเพื่อ Crew {card} ต้องมีพลังรวมอย่างน้อย {n} (มีอยู่ {total}) (CR 702.122a)",
        "탑승 {n}: {card}에 탑승하려고 탭하는 생물들의 공격력 합계가 {n} 이상이어야 합니다(현재 {total}) "
        "(CR 702.122a)."),
    "mtg.illegal.no_crew": (
        "That ability of {card} is not a crew ability: \"crew\" names the creatures that pay a crew cost "
        "(CR 702.122a).",
        "ความสามารถนั้นของ {card} ไม่ใช่ Crew ค่า crew ใช้ระบุครีเจอร์ที่จ่ายต้นทุน Crew (CR 702.122a)",
        "{card}의 그 능력은 탑승 능력이 아닙니다. crew는 탑승 비용을 지불하는 생물을 지정합니다 (CR 702.122a)."),
    # --- unearth ---
    "mtg.unearth.activate": (
        "{player} activates unearth of {card} from the graveyard, paying {cost}; the ability goes on the stack "
        "(CR 702.84a).",
        "{player} เปิดใช้ Unearth ของ {card} จาก graveyard โดยจ่าย {cost} ความสามารถขึ้น stack (CR 702.84a)",
        "{player}이(가) 무덤에 있는 {card}의 발굴을 {cost}을(를) 지불하여 활성화합니다. 능력이 스택에 올라갑니다 "
        "(CR 702.84a)."),
    "mtg.unearth.returns": (
        "{card} returns from the graveyard to the battlefield under {player}'s control, a new object; it gains haste, "
        "will be exiled at the beginning of the next end step and is exiled instead if it would leave the battlefield "
        "(CR 702.84a, 400.7).",
        "{card} กลับจาก graveyard เข้าสนามภายใต้การควบคุมของ{player} เป็นวัตถุใหม่ ได้รับเร่งรีบ (Haste) จะถูก exile "
        "เมื่อเริ่ม End Step ถัดไป และถ้าจะออกจากสนามจะถูก exile แทน (CR 702.84a, 400.7)",
        "{card}이(가) 무덤에서 {player}의 조종 아래 전장으로 돌아옵니다. 새로운 개체이며 신속을 얻고, 다음 종료단 "
        "시작에 추방되며, 전장을 떠나려 하면 대신 추방됩니다 (CR 702.84a, 400.7)."),
    "mtg.unearth.gone": (
        "{card} is no longer in the graveyard: the unearth ability does nothing (CR 400.7).",
        "{card} ไม่ได้อยู่ใน graveyard แล้ว ความสามารถ Unearth จึงไม่มีผล (CR 400.7)",
        "{card}이(가) 더 이상 무덤에 없으므로 발굴 능력은 아무것도 하지 않습니다 (CR 400.7)."),
    "mtg.unearth.end_step": (
        "The {step} begins: the unearth ability's delayed trigger of {card} triggers, exile it (CR 702.84a).",
        "{step} เริ่มขึ้น: ความสามารถทริกเกอร์ที่รอไว้ของ Unearth ของ {card} ทริกเกอร์ ให้ exile มัน (CR 702.84a)",
        "{step}이(가) 시작되어 {card}의 발굴이 만든 지연 격발 능력이 격발됩니다. 그것을 추방합니다 (CR 702.84a)."),
    "mtg.unearth.exiled_instead": (
        "{card} was unearthed: instead of going to the {zone} it is exiled (CR 702.84a).",
        "{card} ถูก Unearth มา จึงถูก exile แทนที่จะไปที่{zone} (CR 702.84a)",
        "{card}은(는) 발굴된 것이므로 {zone}(으)로 가는 대신 추방됩니다 (CR 702.84a)."),
    "mtg.illegal.unearth_not_in_graveyard": (
        "{card} is not in {player}'s graveyard: unearth works only from there (CR 702.84a).",
        "{card} ไม่ได้อยู่ใน graveyard ของ{player} Unearth ใช้ได้จากที่นั่นเท่านั้น (CR 702.84a)",
        "{card}이(가) {player}의 무덤에 없습니다. 발굴은 무덤에서만 활성화할 수 있습니다 (CR 702.84a)."),
    "mtg.illegal.no_unearth": (
        "{card} has no unearth ability (CR 702.84a).",
        "{card} ไม่มีความสามารถ Unearth (CR 702.84a)",
        "{card}에게는 발굴 능력이 없습니다 (CR 702.84a)."),
    # --- what a compiled line is (judge/mtg/oracle/explain.py) ---
    "mtg.oracle.line.partner": (
        "A partner ability: a deck-building rule of the Commander variant that lets two cards be the commanders. It "
        "works before the game begins and changes nothing during the game (CR {rule}).",
        "ความสามารถ Partner: กฎการจัดเด็คแบบ Commander ที่ให้การ์ดสองใบเป็นคอมมานเดอร์ได้ มีผลก่อนเริ่มเกมและ"
        "ไม่เปลี่ยนแปลงอะไรระหว่างเกม (CR {rule})",
        "파트너 능력: 카드 두 장을 커맨더로 삼을 수 있게 하는 커맨더 덱 구성 규칙입니다. 게임이 시작되기 전에 "
        "적용되며 게임 중에는 아무것도 바꾸지 않습니다 (CR {rule})."),
    "mtg.oracle.line.crew": (
        "Crew: an activated ability; tap other untapped creatures you control with total power N or more and this "
        "Vehicle becomes an artifact creature until end of turn (CR {rule}).",
        "Crew: ความสามารถแบบเปิดใช้ แท็ปครีเจอร์ตัวอื่นที่ยังไม่แท็ปซึ่งคุณควบคุมให้มีพลังรวมอย่างน้อย N "
        "แล้วยานนี้จะเป็นครีเจอร์อาร์ติแฟกต์จนจบเทิร์น (CR {rule})",
        "탑승: 활성화 능력입니다. 당신이 조종하는 다른 언탭된 생물들을 공격력 합계 N 이상이 되게 탭하면 이 탈것은 "
        "턴 종료까지 마법물체 생물이 됩니다 (CR {rule})."),
    "mtg.oracle.line.outlast": (
        "Outlast: pay the cost and tap it to put a +1/+1 counter on it, only as a sorcery (CR {rule}).",
        "Outlast: จ่ายต้นทุนและแท็ปมันเพื่อวางเคาน์เตอร์ +1/+1 บนมัน ในจังหวะ sorcery เท่านั้น (CR {rule})",
        "인내: 비용을 지불하고 탭하여 +1/+1 카운터를 하나 놓습니다. 집중마법 속도로만 활성화합니다 (CR {rule})."),
    "mtg.oracle.line.unearth": (
        "Unearth: from your graveyard, as a sorcery, pay the cost to return it to the battlefield with haste; it is "
        "exiled at the beginning of the next end step, or instead of leaving the battlefield (the unearth action) "
        "(CR {rule}).",
        "Unearth: จาก graveyard ของคุณ ในจังหวะ sorcery จ่ายต้นทุนเพื่อนำมันกลับเข้าสนามพร้อมเร่งรีบ (Haste) มันจะถูก "
        "exile เมื่อเริ่ม End Step ถัดไป หรือแทนการออกจากสนาม (แอ็กชัน unearth) (CR {rule})",
        "발굴: 당신의 무덤에서 집중마법 속도로 비용을 지불하여 신속을 가진 채 전장으로 되돌립니다. 다음 종료단 "
        "시작에, 또는 전장을 떠나려 할 때 대신 추방됩니다(unearth 행동) (CR {rule})."),
    # --- buyback (702.27a) and storm (702.40a): casting.py, resolution.py, copies.py ---
    "mtg.illegal.no_buyback": (
        "{card} has no buyback, so its buyback cost can't be paid (CR 702.27a).",
        "{card} ไม่มี Buyback จึงจ่ายต้นทุน Buyback ไม่ได้ (CR 702.27a)",
        "{card}에는 환매가 없으므로 환매 비용을 지불할 수 없습니다 (CR 702.27a)."),
    "mtg.cast.buyback": (
        "{card}'s buyback cost {cost} is paid as an additional cost: if the spell resolves, it goes back to its "
        "owner's hand instead of the graveyard (CR 702.27a).",
        "จ่ายต้นทุน Buyback {cost} ของ {card} เป็นต้นทุนเพิ่มเติม ถ้าสเปลล์ resolve มันจะกลับขึ้นมือเจ้าของแทนการลง "
        "graveyard (CR 702.27a)",
        "{card}의 환매 비용 {cost}을(를) 추가 비용으로 지불합니다. 주문이 해결되면 무덤 대신 소유자의 손으로 "
        "돌아갑니다 (CR 702.27a)."),
    "mtg.move.buyback": (
        "{card} has resolved and its buyback cost was paid: it goes to its owner's hand instead of the graveyard "
        "(CR 702.27a).",
        "{card} resolve แล้วและจ่ายต้นทุน Buyback ไว้ มันจึงกลับขึ้นมือเจ้าของแทนการลง graveyard (CR 702.27a)",
        "{card}이(가) 해결되었고 환매 비용을 지불했으므로 무덤 대신 소유자의 손으로 돌아갑니다 (CR 702.27a)."),
    "mtg.storm.count": (
        "Storm: {n} other spell(s) were cast before {card} this turn (counted as it was cast), so it is copied "
        "{n} time(s) (CR 702.40a).",
        "Storm: ในเทิร์นนี้มีสเปลล์อื่นถูกร่ายก่อน {card} {n} ใบ (นับตอนที่มันถูกร่าย) จึงคัดลอกมัน {n} ครั้ง "
        "(CR 702.40a)",
        "폭풍: 이번 턴에 {card}보다 먼저 발동된 다른 주문이 {n}개이므로(발동할 때 센 수) {n}번 복사합니다 "
        "(CR 702.40a)."),
    "mtg.oracle.line.buyback": (
        "Buyback: an optional additional cost paid as the spell is cast (the cast action's buyback); if it was "
        "paid, the spell returns to its owner's hand as it resolves (CR {rule}).",
        "Buyback: ต้นทุนเพิ่มเติมที่เลือกจ่ายได้ตอนร่ายสเปลล์ (buyback ในแอ็กชันร่าย) ถ้าจ่ายไว้ สเปลล์จะกลับขึ้นมือ"
        "เจ้าของตอนที่มัน resolve (CR {rule})",
        "환매: 주문을 발동할 때 선택해서 지불하는 추가 비용입니다(발동 행동에서 지정). 지불했다면 주문이 해결될 때 "
        "소유자의 손으로 돌아갑니다 (CR {rule})."),
    "mtg.does.storm": (
        "copies the spell once for each other spell cast before it this turn; its controller may choose new "
        "targets for the copies",
        "คัดลอกสเปลล์นี้หนึ่งครั้งต่อสเปลล์อื่นแต่ละใบที่ถูกร่ายก่อนมันในเทิร์นนี้ ผู้ควบคุมเลือกเป้าหมายใหม่ให้ตัวคัดลอกได้",
        "이번 턴에 이 주문보다 먼저 발동된 다른 주문마다 이 주문을 한 번씩 복사합니다. 조종자는 복사본의 목표를 새로 "
        "정할 수 있습니다"),
    # --- keyword triggers (judge/mtg/kwtriggers.py): fabricate, modular, renown, mentor, extort, dethrone,
    # training; Korean names as printed on Korean cards (제작, 모듈, 명성, 멘토, 강탈, 폐위, 훈련) ---
    "mtg.illegal.fabricate_choice": (
        "{card}'s fabricate: answer \"counters\" or \"tokens\" (or yes / no), not {choice} (CR 702.123a).",
        "Fabricate ของ {card}: ตอบ {choice} ไม่ได้ ต้องตอบว่าเคาน์เตอร์หรือโทเค็นอย่างใดอย่างหนึ่ง (CR 702.123a)",
        "{card}의 제작: {choice}은(는) 답이 될 수 없습니다. 카운터 또는 토큰 중 하나를 답합니다 (CR 702.123a)."),
    "mtg.fabricate.counters": (
        "Fabricate: {card}'s controller chooses the counters: {n} +1/+1 counter(s) on it (CR 702.123a).",
        "Fabricate: ผู้ควบคุม {card} เลือกเคาน์เตอร์ วางเคาน์เตอร์ +1/+1 {n} อันบนมัน (CR 702.123a)",
        "제작: {card}의 조종자가 카운터를 선택하여 +1/+1 카운터 {n}개를 그 위에 놓습니다 (CR 702.123a)."),
    "mtg.fabricate.default_counters": (
        "Fabricate: no choice was given, so the engine takes the counters (the default): {n} +1/+1 counter(s) "
        "on {card}; answer \"tokens\" to create Servos instead (CR 702.123a).",
        "Fabricate: ไม่ได้ระบุตัวเลือก เอนจินจึงเลือกเคาน์เตอร์ (ค่าเริ่มต้น) วางเคาน์เตอร์ +1/+1 {n} อันบน {card} "
        "ถ้าต้องการสร้างเซอร์โวแทน ให้ตอบว่าโทเค็น (CR 702.123a)",
        "제작: 선택이 주어지지 않아 엔진이 기본값인 카운터를 택합니다. {card}에 +1/+1 카운터 {n}개를 놓습니다. "
        "대신 세르보를 만들려면 토큰으로 답합니다 (CR 702.123a)."),
    "mtg.fabricate.tokens": (
        "Fabricate: {card}'s controller chooses the tokens: {n} 1/1 colorless Servo artifact creature token(s) "
        "(CR 702.123a).",
        "Fabricate: ผู้ควบคุม {card} เลือกโทเค็น สร้างโทเค็นครีเจอร์อาร์ติแฟกต์ เซอร์โวไร้สี 1/1 {n} ตัว (CR 702.123a)",
        "제작: {card}의 조종자가 토큰을 선택하여 1/1 무색 세르보 마법물체 생물 토큰 {n}개를 만듭니다 (CR 702.123a)."),
    "mtg.fabricate.gone": (
        "Fabricate: {card} is no longer on the battlefield, so no counters can be put on it: {n} Servo token(s) "
        "are created instead (CR 702.123a).",
        "Fabricate: {card} ไม่อยู่บนสนามแล้ว จึงสร้างโทเค็นเซอร์โว {n} ตัวแทน เพราะวางเคาน์เตอร์บนมันไม่ได้ (CR 702.123a)",
        "제작: {card}이(가) 더 이상 전장에 없어 카운터를 놓을 수 없으므로, 대신 세르보 토큰 {n}개를 만듭니다 "
        "(CR 702.123a)."),
    "mtg.modular.move": (
        "Modular: {card} had {n} +1/+1 counter(s) as it left the battlefield, so {target} gets {n} +1/+1 "
        "counter(s) (CR 702.43a, 603.10a).",
        "Modular: {card} มีเคาน์เตอร์ +1/+1 {n} อันตอนที่ออกจากสนาม {target} จึงได้รับเคาน์เตอร์ +1/+1 {n} อัน "
        "(CR 702.43a, 603.10a)",
        "모듈: {card}이(가) 전장을 떠날 때 +1/+1 카운터가 {n}개 있었으므로 {target}에 +1/+1 카운터 {n}개를 "
        "놓습니다 (CR 702.43a, 603.10a)."),
    "mtg.renown.renowned": (
        "Renown: {card} gets {n} +1/+1 counter(s) and becomes renowned; it stays renowned until it leaves the "
        "battlefield (CR 702.112a, 702.112b).",
        "Renown: {card} ได้รับเคาน์เตอร์ +1/+1 {n} อันและกลายเป็น renowned ซึ่งคงอยู่จนกว่ามันจะออกจากสนาม "
        "(CR 702.112a, 702.112b)",
        "명성: {card}이(가) +1/+1 카운터 {n}개를 받고 명성을 얻습니다. 전장을 떠날 때까지 명성을 얻은 상태로 "
        "남습니다 (CR 702.112a, 702.112b)."),
    "mtg.extort.total": (
        "Extort: the opponents lost {n} life in total this way, so {player} gains that much (CR 702.101a).",
        "Extort: คู่ต่อสู้เสียหน่วยชีวิตรวม {n} หน่วยด้วยวิธีนี้ {player} จึงได้รับชีวิตเท่านั้น (CR 702.101a)",
        "강탈: 이렇게 상대들이 잃은 생명점이 모두 {n}점이므로 {player}은(는) 그만큼 생명점을 얻습니다 (CR 702.101a)."),
    "mtg.trigger.dethrone": (
        "{card} attacks {player}, who has the most life or is tied for the most, so its dethrone ability "
        "triggers: \"{text}\" (CR 702.105a).",
        "{card} โจมตี {player} ซึ่งมีหน่วยชีวิตมากที่สุดหรือเท่ากับคนที่มากที่สุด ความสามารถ Dethrone จึงทริกเกอร์: "
        "\"{text}\" (CR 702.105a)",
        "{card}이(가) 생명점이 가장 많거나 공동으로 가장 많은 {player}을(를) 공격하므로 폐위 능력이 격발됩니다: "
        "\"{text}\" (CR 702.105a)."),
    "mtg.trigger.training": (
        "{card} attacks together with a creature with greater power, so its training ability triggers: "
        "\"{text}\" (CR 702.149a).",
        "{card} โจมตีพร้อมกับครีเจอร์ที่มีพลังมากกว่า ความสามารถ Training จึงทริกเกอร์: \"{text}\" (CR 702.149a)",
        "{card}이(가) 공격력이 더 큰 생물과 함께 공격하므로 훈련 능력이 격발됩니다: \"{text}\" (CR 702.149a)."),
    # --- "<kind> spells you cast cost {N} less to cast." (601.2f, 118.7a; judge/mtg/layers.py _cost_reduction) ---
    "mtg.oracle.line.cost_increase": (
        "Static ability that increases costs: while this permanent is on the battlefield, the total cost of each such "
        "spell is increased by that much generic mana as the spell is cast, before any reduction (CR {rule}).",
        "ความสามารถแบบ static ที่เพิ่มต้นทุน: ขณะที่การ์ดถาวรใบนี้อยู่บนสนาม ต้นทุนรวมของสเปลล์แบบนั้นจะเพิ่มขึ้นเป็นมานาทั่วไปตามจำนวนนั้นตอนร่าย "
        "ก่อนการลดใด ๆ (CR {rule})",
        "비용을 늘리는 정적 능력: 이 지속물이 전장에 있는 동안 해당 주문의 총비용이 발동할 때 그만큼의 일반 마나만큼 늘어나며, "
        "감소보다 먼저 적용됩니다 (CR {rule})."),
    "mtg.oracle.line.cost_reduction": (
        "Static ability that reduces costs: while this permanent is on the battlefield, the total cost of each such "
        "spell its controller casts is reduced as the spell is cast (generic mana only, never below zero) (CR {rule}, 118.7a).",
        "ความสามารถแบบ static ที่ลดต้นทุน: ขณะที่การ์ดถาวรใบนี้อยู่บนสนาม ต้นทุนรวมของสเปลล์แบบนั้นที่ผู้ควบคุมร่ายจะลดลงตอนร่าย "
        "(ลดเฉพาะมานาทั่วไป และไม่ต่ำกว่าศูนย์) (CR {rule}, 118.7a)",
        "비용을 줄이는 정적 능력: 이 지속물이 전장에 있는 동안 조종자가 발동하는 해당 주문의 총비용이 발동할 때 줄어듭니다"
        "(일반 마나만, 0 미만으로는 줄지 않음) (CR {rule}, 118.7a)."),
    "mtg.does.cost_reduction": (
        "{which} you cast cost {n} less to cast (generic mana).",
        "{which}ที่คุณร่ายมีต้นทุนลดลง {n} (มานาทั่วไป)",
        "당신이 발동하는 {which}은(는) 발동 비용이 {n} 적게 듭니다(일반 마나)."),
    "mtg.does.cost_increase.all": (
        "{which} cost {n} more to cast, whoever casts them, this permanent's controller too (generic mana added to the "
        "total cost before any reduction, CR 601.2f).",
        "{which}ของผู้เล่นทุกคน รวมถึงผู้ควบคุมการ์ดใบนี้ มีต้นทุนเพิ่มขึ้น {n} (มานาทั่วไป บวกเข้าต้นทุนรวมก่อนการลดใด ๆ "
        "CR 601.2f)",
        "누가 발동하든(이 지속물의 조종자도 포함) {which}은(는) 발동 비용이 {n} 더 듭니다(일반 마나, 감소보다 먼저 총 비용에 "
        "더해집니다, CR 601.2f)."),
    "mtg.does.cost_increase.opponents": (
        "{which} your opponents cast cost {n} more to cast (generic mana added to the total cost before any reduction, "
        "CR 601.2f).",
        "{which}ที่คู่ต่อสู้ของคุณร่ายมีต้นทุนเพิ่มขึ้น {n} (มานาทั่วไป บวกเข้าต้นทุนรวมก่อนการลดใด ๆ CR 601.2f)",
        "당신의 상대가 발동하는 {which}은(는) 발동 비용이 {n} 더 듭니다(일반 마나, 감소보다 먼저 총 비용에 더해집니다, "
        "CR 601.2f)."),
    "mtg.does.cost_increase.you": (
        "{which} you cast cost {n} more to cast (generic mana added to the total cost before any reduction, CR 601.2f).",
        "{which}ที่คุณร่ายมีต้นทุนเพิ่มขึ้น {n} (มานาทั่วไป บวกเข้าต้นทุนรวมก่อนการลดใด ๆ CR 601.2f)",
        "당신이 발동하는 {which}은(는) 발동 비용이 {n} 더 듭니다(일반 마나, 감소보다 먼저 총 비용에 더해집니다, CR 601.2f)."),
    "mtg.does.cost_which.non": ("Spells that are not {kind} spells", "สเปลล์ที่ไม่ใช่สเปลล์{kind}", "{kind} 주문이 아닌 주문"),
    "mtg.does.cost_which.all": ("Spells", "สเปลล์", "주문"),
    "mtg.does.cost_which.artifact": ("Artifact spells", "สเปลล์อาร์ติแฟกต์", "마법물체 주문"),
    "mtg.does.cost_which.creature": ("Creature spells", "สเปลล์ครีเจอร์", "생물 주문"),
    "mtg.does.cost_which.enchantment": ("Enchantment spells", "สเปลล์เอนชานต์เมนต์", "부여마법 주문"),
    "mtg.does.cost_which.instant": ("Instant spells", "สเปลล์ instant", "순간마법 주문"),
    "mtg.does.cost_which.sorcery": ("Sorcery spells", "สเปลล์ sorcery", "집중마법 주문"),
    "mtg.does.cost_which.instant_sorcery": ("Instant and sorcery spells", "สเปลล์ instant และ sorcery",
                                             "순간마법 및 집중마법 주문"),
    "mtg.does.cost_which.planeswalker": ("Planeswalker spells", "สเปลล์เพลนส์วอล์กเกอร์", "플레인즈워커 주문"),
    "mtg.does.cost_which.color": ("{color} spells", "สเปลล์{color}", "{color} 주문"),
    "mtg.does.cost_which.subtype": ("{sub} spells", "สเปลล์ {sub}", "{sub} 주문"),
    "mtg.target_word.artifact_creature": ("artifact creature", "ครีเจอร์อาร์ติแฟกต์", "마법물체 생물"),
    "mtg.target_word.attacking_creature_with_lesser_power": (
        "attacking creature with power less than this creature's", "ครีเจอร์ที่กำลังโจมตีซึ่งมีพลังน้อยกว่าครีเจอร์นี้",
        "이 생물보다 공격력이 낮은 공격 중인 생물"),
    "mtg.cond.not_renowned": ("it isn't renowned", "มันยังไม่เป็น renowned", "그것이 명성을 얻지 않았다"),
    "mtg.does.fabricate": (
        "puts {n} +1/+1 counter(s) on this creature, or creates {n} 1/1 colorless Servo artifact creature token(s) "
        "(its controller's choice; the Servos if it has left the battlefield)",
        "วางเคาน์เตอร์ +1/+1 {n} อันบนครีเจอร์นี้ หรือสร้างโทเค็นครีเจอร์อาร์ติแฟกต์ เซอร์โวไร้สี 1/1 {n} ตัว "
        "(ผู้ควบคุมเลือก ถ้ามันออกจากสนามแล้วจะได้เซอร์โว)",
        "이 생물에 +1/+1 카운터 {n}개를 놓거나 1/1 무색 세르보 마법물체 생물 토큰 {n}개를 만듭니다(조종자가 "
        "선택하며, 전장을 떠났다면 세르보)"),
    "mtg.does.modular": (
        "puts a +1/+1 counter on {of} for each +1/+1 counter this creature had as it died",
        "วางเคาน์เตอร์ +1/+1 บน {of} หนึ่งอันต่อเคาน์เตอร์ +1/+1 แต่ละอันที่ครีเจอร์นี้มีตอนที่มันตาย",
        "이 생물이 죽을 때 가지고 있던 +1/+1 카운터 하나마다 {of}에 +1/+1 카운터를 하나씩 놓습니다"),
    "mtg.does.renown": (
        "puts {n} +1/+1 counter(s) on this creature and it becomes renowned",
        "วางเคาน์เตอร์ +1/+1 {n} อันบนครีเจอร์นี้ และมันกลายเป็น renowned",
        "이 생물에 +1/+1 카운터 {n}개를 놓고, 이 생물은 명성을 얻습니다"),
    "mtg.does.evolve": (
        "if the creature that entered has greater power or toughness than this creature (checked as it triggers and "
        "again as it resolves), put a +1/+1 counter on this creature",
        "ถ้าครีเจอร์ที่เข้าสนามมีพลังหรือความอึดมากกว่าครีเจอร์นี้ (ตรวจตอนทริกเกอร์และตรวจอีกครั้งตอน resolve) "
        "วางเคาน์เตอร์ +1/+1 บนครีเจอร์นี้",
        "전장에 들어온 생물의 공격력이나 방어력이 이 생물보다 크면(격발될 때와 해결될 때 모두 확인합니다) 이 생물에 "
        "+1/+1 카운터 한 개를 놓습니다"),
    "mtg.does.protection_choice": (
        "{of} gains protection from a colour its controller chooses as this resolves, until end of turn",
        "{of} ได้รับคุ้มครอง (Protection) จากสีที่ผู้ควบคุมเลือกตอน resolve จนจบเทิร์น",
        "{of}은(는) 이것이 해결될 때 조종자가 선택한 색으로부터 보호를 턴 종료까지 얻습니다"),
    "mtg.protection_choice.chosen": (
        "{card}: the colour chosen is {color} (CR 608.2d).",
        "{card}: สีที่เลือกคือ{color} (CR 608.2d)",
        "{card}: 선택한 색은 {color}입니다 (CR 608.2d)."),
    "mtg.protection_choice.default": (
        "{card}: no colour was chosen, so the engine takes {color} (the default: the colour of the topmost "
        "opposing spell or ability on the stack, else the commonest colour among the opponents' permanents) (CR 608.2d).",
        "{card}: ไม่ได้เลือกสี เอนจินจึงใช้{color} (ค่าเริ่มต้น: สีของสเปลล์หรือความสามารถของคู่ต่อสู้ที่อยู่บนสุดของ stack "
        "ถ้าไม่มีก็ใช้สีที่พบมากที่สุดในการ์ดถาวรของคู่ต่อสู้) (CR 608.2d)",
        "{card}: 색이 선택되지 않아 엔진이 {color}을(를) 택합니다 (기본값: 스택 맨 위에 있는 상대의 주문이나 능력의 색, "
        "없으면 상대의 지속물들에 가장 많은 색) (CR 608.2d)."),
    "mtg.illegal.color_choice": (
        "{card}: {choice} is not a colour; answer white, blue, black, red or green (CR 608.2d).",
        "{card}: {choice} ไม่ใช่สี ให้ตอบสีขาว สีน้ำเงิน สีดำ สีแดง หรือสีเขียว (CR 608.2d)",
        "{card}: {choice}은(는) 색이 아닙니다. 백색, 청색, 흑색, 적색, 녹색 중 하나로 답합니다 (CR 608.2d)."),
    "mtg.does.vanishing": (
        "remove a time counter from this permanent; when the last one is removed, sacrifice it",
        "นำเคาน์เตอร์ time ออกจากการ์ดถาวรนี้หนึ่งอัน เมื่ออันสุดท้ายถูกนำออก ให้สังเวยมัน",
        "이 지속물에서 시간 카운터 한 개를 제거합니다. 마지막 카운터가 제거되면 그것을 희생합니다"),
    "mtg.vanishing.remove": (
        "Vanishing: a time counter is removed from {card} ({n} left) (CR 702.63a).",
        "Vanishing: นำเคาน์เตอร์ time ออกจาก {card} หนึ่งอัน (เหลือ {n}) (CR 702.63a)",
        "소멸: {card}에서 시간 카운터 한 개를 제거합니다 ({n}개 남음) (CR 702.63a)."),
    "mtg.vanishing.last": (
        "The last time counter was removed from {card}, so its vanishing ability triggers: \"{text}\" (CR 702.63a).",
        "เคาน์เตอร์ time อันสุดท้ายถูกนำออกจาก {card} ความสามารถ Vanishing จึงทริกเกอร์: \"{text}\" (CR 702.63a)",
        "{card}에서 마지막 시간 카운터가 제거되었으므로 소멸 능력이 격발됩니다: \"{text}\" (CR 702.63a)."),
    "mtg.does.backup": (
        "put {n} +1/+1 counter(s) on {of}; if that's another creature, it also gains {keywords} until end of turn",
        "วางเคาน์เตอร์ +1/+1 {n} อันบน{of} ถ้าเป็นครีเจอร์อื่น มันได้รับ {keywords} จนจบเทิร์นด้วย",
        "{of}에 +1/+1 카운터 {n}개를 놓습니다. 그것이 다른 생물이면 턴 종료까지 {keywords}도 얻습니다"),
    "mtg.backup.self": (
        "Backup: the target is {card} itself, so it gets only the counters, no abilities (CR 702.165a).",
        "Backup: เป้าหมายคือ {card} เอง จึงได้แค่เคาน์เตอร์ ไม่ได้รับความสามารถ (CR 702.165a)",
        "지원: 목표가 {card} 자신이므로 카운터만 받고 능력은 얻지 않습니다 (CR 702.165a)."),
    "mtg.backup.other": (
        "Backup: {card} is another creature than {source}, so besides the counters it gains the abilities printed "
        "below backup on {source} until end of turn (CR 702.165a).",
        "Backup: {card} เป็นครีเจอร์อื่นที่ไม่ใช่ {source} นอกจากเคาน์เตอร์แล้วจึงได้รับความสามารถที่พิมพ์อยู่ใต้ Backup "
        "ของ {source} จนจบเทิร์น (CR 702.165a)",
        "지원: {card}은(는) {source}이(가) 아닌 다른 생물이므로 카운터와 함께 {source}에서 지원 아래에 인쇄된 능력을 "
        "턴 종료까지 얻습니다 (CR 702.165a)."),
    "mtg.evolve.not_greater": (
        "{other} ({p}/{t}) entered, but its power and toughness are not greater than {card}'s ({mp}/{mt}), so evolve "
        "doesn't trigger (CR 702.100a, 603.4).",
        "{other} ({p}/{t}) เข้าสนาม แต่ทั้งพลังและความอึดไม่มากกว่าของ {card} ({mp}/{mt}) Evolve จึงไม่ทริกเกอร์ "
        "(CR 702.100a, 603.4)",
        "{other}({p}/{t})이(가) 전장에 들어왔지만 공격력도 방어력도 {card}({mp}/{mt})보다 크지 않으므로 진화가 "
        "격발되지 않습니다 (CR 702.100a, 603.4)."),
    "mtg.evolve.not_greater_now": (
        "Evolve: as the ability resolves, {other} ({p}/{t}) no longer has greater power or toughness than {card} "
        "({mp}/{mt}), so it does nothing (CR 702.100a, 603.4).",
        "Evolve: ตอน resolve {other} ({p}/{t}) ไม่มีพลังหรือความอึดมากกว่า {card} ({mp}/{mt}) แล้ว จึงไม่เกิดอะไรขึ้น "
        "(CR 702.100a, 603.4)",
        "진화: 능력이 해결될 때 {other}({p}/{t})의 공격력이나 방어력이 더 이상 {card}({mp}/{mt})보다 크지 않으므로 "
        "아무 일도 일어나지 않습니다 (CR 702.100a, 603.4)."),
    "mtg.evolve.evolves": (
        "Evolve: {other} ({p}/{t}) still has greater power or toughness than {card} ({mp}/{mt}), so {card} gets a "
        "+1/+1 counter: it evolves (CR 702.100a, 702.100b).",
        "Evolve: {other} ({p}/{t}) ยังมีพลังหรือความอึดมากกว่า {card} ({mp}/{mt}) {card} จึงได้รับเคาน์เตอร์ +1/+1 "
        "(CR 702.100a, 702.100b)",
        "진화: {other}({p}/{t})의 공격력이나 방어력이 여전히 {card}({mp}/{mt})보다 크므로 {card}에 +1/+1 카운터 한 개를 "
        "놓습니다. 진화한 것입니다 (CR 702.100a, 702.100b)."),
    "mtg.evolve.evolves_lki": (
        "Evolve: the creature that entered has left the battlefield; as it entered it was {p}/{t}, greater than "
        "{card} ({mp}/{mt}), so {card} gets a +1/+1 counter (CR 702.100a, 608.2h).",
        "Evolve: ครีเจอร์ที่เข้าสนามออกจากสนามไปแล้ว ตอนเข้าสนามมันเป็น {p}/{t} ซึ่งมากกว่า {card} ({mp}/{mt}) "
        "{card} จึงได้รับเคาน์เตอร์ +1/+1 (CR 702.100a, 608.2h)",
        "진화: 전장에 들어온 생물은 이미 전장을 떠났습니다. 들어올 때 {p}/{t}(으)로 {card}({mp}/{mt})보다 컸으므로 {card}에 "
        "+1/+1 카운터 한 개를 놓습니다 (CR 702.100a, 608.2h)."),
    "mtg.evolve.gone": (
        "Evolve: {card} is no longer on the battlefield, so no counter can be put on it (CR 702.100a, 400.7).",
        "Evolve: {card} ไม่อยู่บนสนามแล้ว จึงวางเคาน์เตอร์บนมันไม่ได้ (CR 702.100a, 400.7)",
        "진화: {card}이(가) 더 이상 전장에 없으므로 카운터를 놓을 수 없습니다 (CR 702.100a, 400.7)."),
    "mtg.does.extort": (
        "each opponent loses 1 life and you gain life equal to the total life lost this way",
        "คู่ต่อสู้แต่ละคนเสียหน่วยชีวิต 1 หน่วย และคุณได้รับชีวิตเท่ากับหน่วยชีวิตทั้งหมดที่เสียไปด้วยวิธีนี้",
        "각 상대는 생명점 1점을 잃고, 당신은 이렇게 잃은 생명점의 합만큼 생명점을 얻습니다"),
    # --- alternative costs dash (702.109a), evoke (702.74a), blitz (702.152a): casting.py, kwabilities.py ---
    "mtg.cast.alt": (
        "{card} is cast for its {kw} cost {cost} instead of its mana cost: an alternative cost (CR 118.9, {cr}).",
        "ร่าย {card} ด้วยต้นทุน {kw} {cost} แทนต้นทุนมานาของมัน ซึ่งเป็นต้นทุนทางเลือก (CR 118.9, {cr})",
        "{card}을(를) 마나 비용 대신 {kw} 비용 {cost}(으)로 발동합니다. 대체 비용입니다 (CR 118.9, {cr})."),
    "mtg.illegal.no_alt_cost": (
        "{card} has no {kw} cost, so it can't be cast for one (CR {cr}).",
        "{card} ไม่มีต้นทุน {kw} จึงร่ายด้วยต้นทุนนั้นไม่ได้ (CR {cr})",
        "{card}에는 {kw} 비용이 없으므로 그 비용으로 발동할 수 없습니다 (CR {cr})."),
    "mtg.illegal.two_alt_costs": (
        "{card} is cast from the graveyard with flashback, already an alternative cost: {kw} can't be used too; only "
        "one alternative cost applies to a spell (CR 118.9a).",
        "{card} ถูกร่ายจาก graveyard ด้วย Flashback ซึ่งเป็นต้นทุนทางเลือกอยู่แล้ว จึงใช้ {kw} ด้วยไม่ได้ สเปลล์หนึ่งใช้"
        "ต้นทุนทางเลือกได้อย่างเดียว (CR 118.9a)",
        "{card}은(는) 이미 대체 비용인 회상으로 무덤에서 발동하므로 {kw}을(를) 함께 쓸 수 없습니다. 한 주문에는 대체 "
        "비용을 하나만 적용합니다 (CR 118.9a)."),
    "mtg.dash.entered": (
        "{card} was cast for its dash cost: it has haste, and at the beginning of the next end step it returns to its "
        "owner's hand (CR 702.109a).",
        "{card} ถูกร่ายด้วยต้นทุน Dash มันจึงมีเร่งรีบ (Haste) และเมื่อเริ่ม End Step ถัดไปมันจะกลับขึ้นมือเจ้าของ "
        "(CR 702.109a)",
        "{card}은(는) 질주 비용으로 발동되었으므로 신속을 가지며, 다음 종료단 시작에 소유자의 손으로 돌아갑니다 "
        "(CR 702.109a)."),
    "mtg.blitz.entered": (
        "{card} was cast for its blitz cost: it has haste and \"when it is put into a graveyard from the battlefield, "
        "draw a card\", and it is sacrificed at the beginning of the next end step (CR 702.152a).",
        "{card} ถูกร่ายด้วยต้นทุน Blitz มันจึงมีเร่งรีบ (Haste) และ \"เมื่อมันลง graveyard จากสนาม ให้จั่วการ์ด 1 ใบ\" "
        "และจะถูกสังเวยเมื่อเริ่ม End Step ถัดไป (CR 702.152a)",
        "{card}은(는) 급습 비용으로 발동되었으므로 신속과 \"이 지속물이 전장에서 무덤으로 갈 때 카드 한 장을 뽑는다\"를 "
        "가지며, 다음 종료단 시작에 희생됩니다 (CR 702.152a)."),
    "mtg.evoke.triggers": (
        "{card} entered and its evoke cost was paid: its evoke ability triggers, its controller sacrifices it "
        "(CR 702.74a).",
        "{card} เข้าสนามและจ่ายต้นทุน Evoke ไว้ ความสามารถ Evoke จึงทริกเกอร์ ผู้ควบคุมต้องสังเวยมัน (CR 702.74a)",
        "{card}이(가) 전장에 들어왔고 환기 비용을 지불했으므로 환기 능력이 격발되어 조종자가 그것을 희생합니다 "
        "(CR 702.74a)."),
    "mtg.does.dash": (
        "may be cast for {cost} instead of its mana cost (the cast's \"alt\": \"dash\"); then it has haste and "
        "returns to its owner's hand at the beginning of the next end step",
        "ร่ายด้วย {cost} แทนต้นทุนมานาได้ (เลือกในแอ็กชันร่าย) แล้วมันจะมีเร่งรีบ (Haste) และกลับขึ้นมือ"
        "เจ้าของเมื่อเริ่ม End Step ถัดไป",
        "마나 비용 대신 {cost}(으)로 발동할 수 있습니다(발동 행동에서 선택). 그러면 신속을 가지며 다음 종료단 "
        "시작에 소유자의 손으로 돌아갑니다"),
    "mtg.does.evoke": (
        "may be cast for {cost} instead of its mana cost (the cast's \"alt\": \"evoke\"); then it is sacrificed "
        "as it enters (a trigger)",
        "ร่ายด้วย {cost} แทนต้นทุนมานาได้ (เลือกในแอ็กชันร่าย) แล้วมันจะถูกสังเวยเมื่อเข้าสนาม "
        "(เป็นทริกเกอร์)",
        "마나 비용 대신 {cost}(으)로 발동할 수 있습니다(발동 행동에서 선택). 그러면 전장에 들어올 때 "
        "희생됩니다(격발 능력)"),
    "mtg.does.blitz": (
        "may be cast for {cost} instead of its mana cost (the cast's \"alt\": \"blitz\"); then it has haste and "
        "\"when it is put into a graveyard from the battlefield, draw a card\", and is sacrificed at the beginning "
        "of the next end step",
        "ร่ายด้วย {cost} แทนต้นทุนมานาได้ (เลือกในแอ็กชันร่าย) แล้วมันจะมีเร่งรีบ (Haste) และ "
        "\"เมื่อมันลง graveyard จากสนาม ให้จั่วการ์ด 1 ใบ\" และถูกสังเวยเมื่อเริ่ม End Step ถัดไป",
        "마나 비용 대신 {cost}(으)로 발동할 수 있습니다(발동 행동에서 선택). 그러면 신속과 \"이 지속물이 "
        "전장에서 무덤으로 갈 때 카드 한 장을 뽑는다\"를 가지며 다음 종료단 시작에 희생됩니다"),
    "mtg.oracle.line.dash": (
        "Dash: an alternative cost; cast for it, the permanent has haste and returns to its owner's hand at the "
        "beginning of the next end step (CR {rule}, 118.9).",
        "Dash: ต้นทุนทางเลือก ถ้าร่ายด้วยต้นทุนนี้ การ์ดถาวรจะมีเร่งรีบ (Haste) และกลับขึ้นมือเจ้าของเมื่อเริ่ม End Step "
        "ถัดไป (CR {rule}, 118.9)",
        "질주: 대체 비용입니다. 이 비용으로 발동하면 지속물은 신속을 가지며 다음 종료단 시작에 소유자의 손으로 "
        "돌아갑니다 (CR {rule}, 118.9)."),
    "mtg.oracle.line.evoke": (
        "Evoke: an alternative cost; cast for it, the permanent is sacrificed by a trigger as it enters (CR {rule}, "
        "118.9).",
        "Evoke: ต้นทุนทางเลือก ถ้าร่ายด้วยต้นทุนนี้ การ์ดถาวรจะถูกสังเวยด้วยทริกเกอร์เมื่อเข้าสนาม (CR {rule}, 118.9)",
        "환기: 대체 비용입니다. 이 비용으로 발동하면 지속물은 전장에 들어올 때 격발 능력으로 희생됩니다 "
        "(CR {rule}, 118.9)."),
    "mtg.oracle.line.blitz": (
        "Blitz: an alternative cost; cast for it, the permanent has haste, draws its controller a card when it is put "
        "into a graveyard from the battlefield, and is sacrificed at the beginning of the next end step (CR {rule}, "
        "118.9).",
        "Blitz: ต้นทุนทางเลือก ถ้าร่ายด้วยต้นทุนนี้ การ์ดถาวรจะมีเร่งรีบ (Haste) ผู้ควบคุมจั่วการ์ด 1 ใบเมื่อมันลง "
        "graveyard จากสนาม และมันถูกสังเวยเมื่อเริ่ม End Step ถัดไป (CR {rule}, 118.9)",
        "급습: 대체 비용입니다. 이 비용으로 발동하면 지속물은 신속을 가지고, 전장에서 무덤으로 갈 때 조종자가 카드 "
        "한 장을 뽑으며, 다음 종료단 시작에 희생됩니다 (CR {rule}, 118.9)."),
    # --- retrace (702.81a): casting.py ---
    "mtg.retrace.discard": (
        "Retrace: {player} discards {land}, a land card, as an additional cost to cast {card} from the graveyard "
        "(CR 702.81a).",
        "Retrace: {player} ทิ้ง {land} ซึ่งเป็นการ์ดแลนด์ เป็นต้นทุนเพิ่มเติมเพื่อร่าย {card} จาก graveyard "
        "(CR 702.81a)",
        "되짚기: {player}이(가) 무덤에서 {card}을(를) 발동하기 위한 추가 비용으로 대지 카드 {land}을(를) 버립니다 "
        "(CR 702.81a)."),
    "mtg.retrace.default": (
        "No land card was named for retrace: {player} discards the last land card of the hand, {land} (the cast's "
        "\"retrace\" names another) (CR 702.81a).",
        "ไม่ได้ระบุการ์ดแลนด์สำหรับ Retrace {player} จึงทิ้งการ์ดแลนด์ใบสุดท้ายในมือ คือ {land} (ระบุใบอื่นได้ใน"
        "แอ็กชันร่าย) (CR 702.81a)",
        "되짚기에 쓸 대지 카드를 지정하지 않았으므로 {player}은(는) 손의 마지막 대지 카드 {land}을(를) 버립니다(발동 "
        "행동에서 다른 카드를 지정할 수 있습니다) (CR 702.81a)."),
    "mtg.illegal.no_retrace": (
        "{card} is not being cast from the graveyard by retrace, so no land card is discarded for it (CR 702.81a).",
        "{card} ไม่ได้ถูกร่ายจาก graveyard ด้วย Retrace จึงไม่มีการทิ้งการ์ดแลนด์ให้มัน (CR 702.81a)",
        "{card}은(는) 되짚기로 무덤에서 발동하는 것이 아니므로 대지 카드를 버리지 않습니다 (CR 702.81a)."),
    "mtg.illegal.retrace_land": (
        "{chosen} is not a land card in {player}'s hand: retrace discards a land card (CR 702.81a).",
        "{chosen} ไม่ใช่การ์ดแลนด์ในมือของ{player} Retrace ต้องทิ้งการ์ดแลนด์ (CR 702.81a)",
        "{chosen}은(는) {player}의 손에 있는 대지 카드가 아닙니다. 되짚기는 대지 카드를 버립니다 (CR 702.81a)."),
    "mtg.illegal.retrace_no_land": (
        "{player} has no land card in hand to discard, so {card} can't be cast from the graveyard by retrace "
        "(CR 702.81a, 601.2h).",
        "{player} ไม่มีการ์ดแลนด์ในมือให้ทิ้ง จึงร่าย {card} จาก graveyard ด้วย Retrace ไม่ได้ (CR 702.81a, 601.2h)",
        "{player}의 손에 버릴 대지 카드가 없으므로 되짚기로 무덤에서 {card}을(를) 발동할 수 없습니다 "
        "(CR 702.81a, 601.2h)."),
    # --- scavenge (702.97a), embalm (702.128a): graveyard abilities (abilities.py), effect embalm ---
    "mtg.oracle.line.scavenge": (
        "Scavenge: an activated ability of this card in your graveyard, only as a sorcery; pay the cost and exile it "
        "to put +1/+1 counters equal to its power on target creature (the activate action) (CR {rule}).",
        "Scavenge: ความสามารถแบบเปิดใช้ของการ์ดนี้ใน graveyard ของคุณ ในจังหวะ sorcery เท่านั้น จ่ายต้นทุนและ exile "
        "มันเพื่อวางเคาน์เตอร์ +1/+1 เท่ากับพลังของมันบนครีเจอร์เป้าหมาย (แอ็กชัน activate) (CR {rule})",
        "청소: 당신의 무덤에 있는 이 카드의 활성화 능력이며, 집중마법 속도로만 활성화합니다. 비용을 지불하고 이 "
        "카드를 추방하여 목표 생물에 그 공격력만큼 +1/+1 카운터를 놓습니다(activate 행동) (CR {rule})."),
    "mtg.oracle.line.embalm": (
        "Embalm: an activated ability of this card in your graveyard, only as a sorcery; pay the cost and exile it to "
        "create a token copy of it that is white, has no mana cost and is a Zombie too (the activate action) "
        "(CR {rule}).",
        "Embalm: ความสามารถแบบเปิดใช้ของการ์ดนี้ใน graveyard ของคุณ ในจังหวะ sorcery เท่านั้น จ่ายต้นทุนและ exile "
        "มันเพื่อสร้างโทเค็นที่เป็นสำเนาของมัน เป็นสีขาว ไม่มีต้นทุนมานา และเป็นซอมบี้เพิ่มด้วย (แอ็กชัน activate) "
        "(CR {rule})",
        "방부처리: 당신의 무덤에 있는 이 카드의 활성화 능력이며, 집중마법 속도로만 활성화합니다. 비용을 지불하고 이 "
        "카드를 추방하여 그 카드의 복사본 토큰을 만듭니다. 토큰은 백색이고 마나 비용이 없으며 좀비이기도 합니다"
        "(activate 행동) (CR {rule})."),
    "mtg.does.embalm": (
        "creates a token that's a copy of this card, except it's white, has no mana cost and is a Zombie in addition "
        "to its other types",
        "สร้างโทเค็นที่เป็นสำเนาของการ์ดนี้ ยกเว้นว่ามันเป็นสีขาว ไม่มีต้นทุนมานา และเป็นซอมบี้เพิ่มจากประเภทอื่น"
        "ของมัน",
        "이 카드의 복사본인 토큰을 만듭니다. 단, 토큰은 백색이고 마나 비용이 없으며 다른 유형에 더해 좀비입니다"),
    "mtg.embalm.token": (
        "Embalm: a token copy of {card} is created, white, with no mana cost, and a Zombie in addition to its other "
        "types (CR 702.128a).",
        "Embalm: สร้างโทเค็นที่เป็นสำเนาของ {card} เป็นสีขาว ไม่มีต้นทุนมานา และเป็นซอมบี้เพิ่มจากประเภทอื่นของมัน "
        "(CR 702.128a)",
        "방부처리: {card}의 복사본 토큰을 만듭니다. 백색이고 마나 비용이 없으며 다른 유형에 더해 좀비입니다 "
        "(CR 702.128a)."),
    "mtg.embalm.gone": (
        "The embalm ability of {card} has no card to copy: nothing is created (CR 702.128a).",
        "ความสามารถ Embalm ของ {card} ไม่มีการ์ดให้คัดลอก จึงไม่มีอะไรถูกสร้าง (CR 702.128a)",
        "{card}의 방부처리 능력에는 복사할 카드가 없으므로 아무것도 만들지 않습니다 (CR 702.128a)."),
    # --- typecycling (702.29e): abilities.py _act_cycle ---
    "mtg.typecycling": (
        "{player} cycles {card} by typecycling: pays {cost} and discards it; the search for {word} goes on the stack "
        "(CR 702.29e).",
        "{player} ใช้ Typecycling ของ {card}: จ่าย {cost} และทิ้งการ์ดใบนี้ ส่วนการค้นหา{word}ขึ้น stack (CR 702.29e)",
        "{player}이(가) {card}을(를) 유형순환합니다. {cost}을(를) 지불하고 이 카드를 버리며, {word}을(를) 찾는 능력이 "
        "스택에 올라갑니다 (CR 702.29e)."),
    "mtg.oracle.line.typecycling": (
        "Typecycling: a cycling ability; pay the cost and discard this card from your hand to search your library for "
        "a card of that type, reveal it, put it into your hand, then shuffle (the cycle action) (CR {rule}, 702.29f).",
        "Typecycling: ความสามารถ Cycling แบบหนึ่ง จ่ายต้นทุนและทิ้งการ์ดใบนี้จากมือเพื่อค้นหาการ์ดประเภทนั้นในไลบรารี "
        "เปิดเผยแล้วนำขึ้นมือ จากนั้นสับไลบรารี (แอ็กชัน Cycling) (CR {rule}, 702.29f)",
        "유형순환: 순환 능력입니다. 비용을 지불하고 손에서 이 카드를 버려 서고에서 그 유형의 카드를 찾아 공개하고 "
        "손으로 가져온 뒤 서고를 섞습니다(순환 행동) (CR {rule}, 702.29f)."),
    "mtg.does.typecycling": (
        "from your hand: pay {cost} and discard this card to search your library for {word}, reveal it, put it into "
        "your hand, then shuffle",
        "จากมือ: จ่าย {cost} และทิ้งการ์ดใบนี้เพื่อค้นหา{word}ในไลบรารี เปิดเผยแล้วนำขึ้นมือ จากนั้นสับไลบรารี",
        "손에서: {cost}을(를) 지불하고 이 카드를 버려 서고에서 {word}을(를) 찾아 공개하고 손으로 가져온 뒤 서고를 "
        "섞습니다"),
    # --- casting: improvise (702.126), delve (702.66): kwabilities.py _generic_helpers ---
    "mtg.improvise.tap": (
        "Improvise: {artifact} is tapped to pay {{1}} of {card}'s total cost (CR 702.126a).",
        "Improvise: แท็ป {artifact} เพื่อจ่าย {{1}} ของต้นทุนรวมของ {card} (CR 702.126a)",
        "즉흥: {artifact}을(를) 탭하여 {card}의 총 비용 중 {{1}}을(를) 지불합니다 (CR 702.126a)."),
    "mtg.improvise.left": (
        "{n} artifact(s) paid generic mana of {card} by improvise, after its total cost was locked in; the rest, "
        "{cost}, is paid with mana (CR 702.126b).",
        "อาร์ติแฟกต์ {n} ชิ้นจ่ายมานาไม่ระบุสีให้ {card} ด้วย Improvise หลังจากล็อกต้นทุนรวมแล้ว ส่วนที่เหลือ {cost} "
        "จ่ายด้วยมานา (CR 702.126b)",
        "마법물체 {n}개가 총 비용이 확정된 뒤 즉흥으로 {card}의 일반 마나를 지불했습니다. 나머지 {cost}은(는) 마나로 "
        "지불합니다 (CR 702.126b)."),
    "mtg.delve.exile": (
        "Delve: {exiled} is exiled from the graveyard to pay {{1}} of {card}'s total cost (CR 702.66a).",
        "Delve: exile {exiled} จาก graveyard เพื่อจ่าย {{1}} ของต้นทุนรวมของ {card} (CR 702.66a)",
        "파헤치기: {exiled}을(를) 무덤에서 추방하여 {card}의 총 비용 중 {{1}}을(를) 지불합니다 (CR 702.66a)."),
    "mtg.delve.left": (
        "{n} card(s) exiled from the graveyard paid generic mana of {card} by delve, after its total cost was "
        "locked in; the rest, {cost}, is paid with mana (CR 702.66b).",
        "การ์ด {n} ใบที่ถูก exile จาก graveyard จ่ายมานาไม่ระบุสีให้ {card} ด้วย Delve หลังจากล็อกต้นทุนรวมแล้ว "
        "ส่วนที่เหลือ {cost} จ่ายด้วยมานา (CR 702.66b)",
        "무덤에서 추방된 카드 {n}장이 총 비용이 확정된 뒤 파헤치기로 {card}의 일반 마나를 지불했습니다. 나머지 "
        "{cost}은(는) 마나로 지불합니다 (CR 702.66b)."),
    "mtg.illegal.no_improvise": (
        "{card} has no improvise: artifacts can't be tapped to pay for it (CR 702.126a).",
        "{card} ไม่มี Improvise จึงแท็ปอาร์ติแฟกต์เพื่อจ่ายต้นทุนของมันไม่ได้ (CR 702.126a)",
        "{card}에게 즉흥이 없으므로 마법물체를 탭하여 비용을 지불할 수 없습니다 (CR 702.126a)."),
    "mtg.illegal.no_delve": (
        "{card} has no delve: cards can't be exiled from the graveyard to pay for it (CR 702.66a).",
        "{card} ไม่มี Delve จึง exile การ์ดจาก graveyard เพื่อจ่ายต้นทุนของมันไม่ได้ (CR 702.66a)",
        "{card}에게 파헤치기가 없으므로 무덤의 카드를 추방하여 비용을 지불할 수 없습니다 (CR 702.66a)."),
    "mtg.illegal.improvise_extra": (
        "{n} artifact(s) named for improvise, but {card}'s total cost {cost} has only {generic} generic mana: each "
        "artifact pays one generic mana, never coloured mana (CR 702.126a).",
        "ระบุอาร์ติแฟกต์ {n} ชิ้นสำหรับ Improvise แต่ต้นทุนรวม {cost} ของ {card} มีมานาไม่ระบุสีแค่ {generic} "
        "อาร์ติแฟกต์แต่ละชิ้นจ่ายได้มานาไม่ระบุสีหนึ่งหน่วย ไม่ใช่มานาสี (CR 702.126a)",
        "즉흥에 마법물체 {n}개를 지정했지만 {card}의 총 비용 {cost}에는 일반 마나가 {generic}뿐입니다. 마법물체 "
        "하나는 일반 마나 하나만 지불하며, 유색 마나는 지불하지 않습니다 (CR 702.126a)."),
    "mtg.illegal.delve_extra": (
        "{n} card(s) named for delve, but {card}'s total cost {cost} has only {generic} generic mana: each exiled "
        "card pays one generic mana, never coloured mana (CR 702.66a).",
        "ระบุการ์ด {n} ใบสำหรับ Delve แต่ต้นทุนรวม {cost} ของ {card} มีมานาไม่ระบุสีแค่ {generic} การ์ดที่ถูก exile "
        "แต่ละใบจ่ายได้มานาไม่ระบุสีหนึ่งหน่วย ไม่ใช่มานาสี (CR 702.66a)",
        "파헤치기에 카드 {n}장을 지정했지만 {card}의 총 비용 {cost}에는 일반 마나가 {generic}뿐입니다. 추방된 카드 "
        "한 장은 일반 마나 하나만 지불하며, 유색 마나는 지불하지 않습니다 (CR 702.66a)."),
    "mtg.illegal.improvise_artifact": (
        "{artifact} can't improvise for {card}: improvise taps untapped artifacts {player} controls, each once "
        "(CR 702.126a).",
        "{artifact} ใช้ Improvise ให้ {card} ไม่ได้ Improvise แท็ปอาร์ติแฟกต์ที่ยังไม่แท็ปซึ่ง{player}ควบคุม "
        "ชิ้นละครั้ง (CR 702.126a)",
        "{artifact}은(는) {card}을(를) 위해 즉흥할 수 없습니다. 즉흥은 {player}이(가) 조종하는 언탭된 마법물체를 "
        "하나씩 탭합니다 (CR 702.126a)."),
    "mtg.illegal.delve_card": (
        "{chosen} is not in {player}'s graveyard (or is named twice): delve exiles cards from its caster's "
        "graveyard, each once (CR 702.66a).",
        "{chosen} ไม่อยู่ใน graveyard ของ{player} (หรือถูกระบุซ้ำ) Delve exile การ์ดจาก graveyard ของผู้ร่าย "
        "ใบละครั้ง (CR 702.66a)",
        "{chosen}은(는) {player}의 무덤에 없습니다(또는 두 번 지정되었습니다). 파헤치기는 발동자의 무덤에 있는 "
        "카드를 한 장씩 추방합니다 (CR 702.66a)."),
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
