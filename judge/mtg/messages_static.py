"""Messages of the static abilities added by the grammar's third pass (issue 21): qualities a
permanent gives its controller or every player ("You have hexproof.", "You have no maximum hand
size.", 702.11c, 702.18a, 402.2) and static prevention effects (615.1a), in English, Thai and
Korean; registered with the engine's catalogue like judge/mtg/messages.py."""
from judge.engine.messages import register

_M = {
    # --- the permanent's ability as a keyword word (keywords.kwmsg) -------------------------------
    "mtg.kw.you_have_hexproof": ("you have hexproof", "คุณมี Hexproof", "당신은 방호를 가짐"),
    "mtg.kw.you_have_shroud": ("you have shroud", "คุณมี Shroud", "당신은 은신을 가짐"),
    "mtg.kw.you_have_no_maximum_hand_size": ("you have no maximum hand size", "คุณไม่มีขนาดมือสูงสุด",
                                             "당신은 최대 손 크기가 없음"),
    "mtg.kw.players_have_no_maximum_hand_size": ("players have no maximum hand size", "ผู้เล่นทุกคนไม่มีขนาดมือสูงสุด",
                                                 "모든 플레이어는 최대 손 크기가 없음"),
    # --- the cleanup step (turn.py) ---------------------------------------------------------------
    "mtg.cleanup.no_max_hand": (
        "{player} has {hand} cards in hand but no maximum hand size ({source}), so they discard nothing in the cleanup step (CR 402.2, 514.1).",
        "{player} มีการ์ดในมือ {hand} ใบ แต่ไม่มีขนาดมือสูงสุด ({source}) จึงไม่ต้องทิ้งการ์ดใน Cleanup Step (CR 402.2, 514.1)",
        "{player}의 손에 카드가 {hand}장 있지만 최대 손 크기가 없으므로({source}) 정화단에 카드를 버리지 않습니다 (CR 402.2, 514.1)."),
    # --- prevention effects of a resolved spell or ability for this turn (effects.py, 615.1a) ------
    "mtg.prevent.turn_to": (
        "{source}: all damage that would be dealt to {target} this turn is prevented (CR 615.1a).",
        "{source}: ดาเมจทั้งหมดที่จะเกิดกับ {target} ในเทิร์นนี้ถูกยับยั้ง (prevent) (CR 615.1a)",
        "{source}: 이번 턴에 {target}에게 입혀질 모든 피해가 방지됩니다 (CR 615.1a)."),
    "mtg.prevent.turn_to_combat": (
        "{source}: all combat damage that would be dealt to {target} this turn is prevented (CR 615.1a).",
        "{source}: ดาเมจการต่อสู้ทั้งหมดที่จะเกิดกับ {target} ในเทิร์นนี้ถูกยับยั้ง (prevent) (CR 615.1a)",
        "{source}: 이번 턴에 {target}에게 입혀질 모든 전투 피해가 방지됩니다 (CR 615.1a)."),
    "mtg.prevent.turn_by": (
        "{source}: all damage {target} would deal this turn is prevented (CR 615.1a).",
        "{source}: ดาเมจทั้งหมดที่ {target} จะสร้างในเทิร์นนี้ถูกยับยั้ง (prevent) (CR 615.1a)",
        "{source}: 이번 턴에 {target}이(가) 입힐 모든 피해가 방지됩니다 (CR 615.1a)."),
    "mtg.prevent.turn_by_combat": (
        "{source}: all combat damage {target} would deal this turn is prevented (CR 615.1a).",
        "{source}: ดาเมจการต่อสู้ทั้งหมดที่ {target} จะสร้างในเทิร์นนี้ถูกยับยั้ง (prevent) (CR 615.1a)",
        "{source}: 이번 턴에 {target}이(가) 입힐 모든 전투 피해가 방지됩니다 (CR 615.1a)."),
    "mtg.prevent.turn_prevented_to": (
        "The {amount} damage {source} would deal to {target} is prevented: all damage to {target} is prevented this turn (CR 615.1a, 615.6).",
        "ดาเมจ {amount} ที่ {source} จะสร้างให้ {target} ถูกยับยั้ง (prevent) เพราะในเทิร์นนี้ดาเมจที่จะเกิดกับ {target} ถูกยับยั้งทั้งหมด (CR 615.1a, 615.6)",
        "{source}이(가) {target}에게 입힐 피해 {amount}점이 방지됩니다. 이번 턴에 {target}에게 입혀질 피해는 방지되기 때문입니다 (CR 615.1a, 615.6)."),
    "mtg.prevent.turn_prevented_by": (
        "The {amount} damage {source} would deal to {target} is prevented: damage {source} would deal is prevented this turn (CR 615.1a, 615.6).",
        "ดาเมจ {amount} ที่ {source} จะสร้างให้ {target} ถูกยับยั้ง (prevent) เพราะในเทิร์นนี้ดาเมจที่ {source} จะสร้างถูกยับยั้ง (CR 615.1a, 615.6)",
        "{source}이(가) {target}에게 입힐 피해 {amount}점이 방지됩니다. 이번 턴에 {source}이(가) 입힐 피해는 방지되기 때문입니다 (CR 615.1a, 615.6)."),
    # --- what the compiled line does (oracle/describe.py) ------------------------------------------
    "mtg.does.prevent_combat": ("prevents all combat damage that would be dealt this turn",
                                "ยับยั้ง (prevent) ดาเมจการต่อสู้ทั้งหมดที่จะเกิดขึ้นในเทิร์นนี้",
                                "이번 턴에 입혀질 모든 전투 피해를 방지합니다"),
    "mtg.does.prevent_next": ("prevents the next {n} damage that would be dealt to {of} this turn",
                              "ยับยั้ง (prevent) ดาเมจ {n} หน่วยถัดไปที่จะเกิดกับ {of} ในเทิร์นนี้",
                              "이번 턴에 {of}에게 입혀질 다음 피해 {n}점을 방지합니다"),
    "mtg.does.prevent_to": ("prevents all damage that would be dealt to {of} this turn",
                            "ยับยั้ง (prevent) ดาเมจทั้งหมดที่จะเกิดกับ {of} ในเทิร์นนี้",
                            "이번 턴에 {of}에게 입혀질 모든 피해를 방지합니다"),
    "mtg.does.prevent_to_combat": ("prevents all combat damage that would be dealt to {of} this turn",
                                   "ยับยั้ง (prevent) ดาเมจการต่อสู้ทั้งหมดที่จะเกิดกับ {of} ในเทิร์นนี้",
                                   "이번 턴에 {of}에게 입혀질 모든 전투 피해를 방지합니다"),
    "mtg.does.prevent_by": ("prevents all damage {of} would deal this turn",
                            "ยับยั้ง (prevent) ดาเมจทั้งหมดที่ {of} จะสร้างในเทิร์นนี้",
                            "이번 턴에 {of}이(가) 입힐 모든 피해를 방지합니다"),
    "mtg.does.prevent_by_combat": ("prevents all combat damage {of} would deal this turn",
                                   "ยับยั้ง (prevent) ดาเมจการต่อสู้ทั้งหมดที่ {of} จะสร้างในเทิร์นนี้",
                                   "이번 턴에 {of}이(가) 입힐 모든 전투 피해를 방지합니다"),
}

register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _M.items()})

_W = {   # the static prevention words (keywords.kwmsg), as the reader sees them on the permanent
    "": ("all damage", "ดาเมจทั้งหมด", "모든 피해"),
    "combat ": ("all combat damage", "ดาเมจการต่อสู้ทั้งหมด", "모든 전투 피해"),
    "noncombat ": ("all noncombat damage", "ดาเมจที่ไม่ใช่การต่อสู้ทั้งหมด", "전투 피해가 아닌 모든 피해"),
}
_P = {}
for _k, (_en, _th, _ko) in _W.items():
    _P[f"mtg.kw.prevent_all_{_k.replace(' ', '_')}damage_dealt_to_it"] = (
        f"{_en} that would be dealt to it is prevented", f"{_th}ที่จะเกิดกับมันถูกยับยั้ง (prevent)", f"그것에게 입혀질 {_ko}가 방지됨")
    _P[f"mtg.kw.prevent_all_{_k.replace(' ', '_')}damage_dealt_by_it"] = (
        f"{_en} it would deal is prevented", f"{_th}ที่มันจะสร้างถูกยับยั้ง (prevent)", f"그것이 입힐 {_ko}가 방지됨")
    _P[f"mtg.kw.prevent_all_{_k.replace(' ', '_')}damage_dealt_to_you"] = (
        f"{_en} that would be dealt to you is prevented", f"{_th}ที่จะเกิดกับคุณถูกยับยั้ง (prevent)", f"당신에게 입혀질 {_ko}가 방지됨")
_P["mtg.kw.prevent_damage_dealt_to_it_and_remove_a_+1/+1_counter"] = (
    "damage that would be dealt to it is prevented, then a +1/+1 counter is removed from it",
    "ดาเมจที่จะเกิดกับมันถูกยับยั้ง (prevent) แล้วนำเคาน์เตอร์ +1/+1 ออกจากมัน 1 อัน",
    "그것에게 입혀질 피해가 방지되고, 그 뒤 그것에서 +1/+1 카운터 하나가 제거됨")
_P.update({
    "mtg.prevent.static_to": (
        "The {amount} damage {source} would deal to {target} is prevented by {by}'s static ability (CR 615.1a, 615.6).",
        "ดาเมจ {amount} ที่ {source} จะสร้างให้ {target} ถูกยับยั้ง (prevent) ด้วยความสามารถแบบ static ของ {by} (CR 615.1a, 615.6)",
        "{source}이(가) {target}에게 입힐 피해 {amount}점이 {by}의 정적 능력으로 방지됩니다 (CR 615.1a, 615.6)."),
    "mtg.prevent.static_by": (
        "The {amount} damage {source} would deal to {target} is prevented by {by}'s static ability (CR 615.1a, 615.6).",
        "ดาเมจ {amount} ที่ {source} จะสร้างให้ {target} ถูกยับยั้ง (prevent) ด้วยความสามารถแบบ static ของ {by} (CR 615.1a, 615.6)",
        "{source}이(가) {target}에게 입힐 피해 {amount}점이 {by}의 정적 능력으로 방지됩니다 (CR 615.1a, 615.6)."),
    "mtg.prevent.static_counter": (
        "The {amount} damage {source} would deal to {target} is prevented; then a +1/+1 counter is removed from {target} if it has one (CR 615.5).",
        "ดาเมจ {amount} ที่ {source} จะสร้างให้ {target} ถูกยับยั้ง (prevent) แล้วนำเคาน์เตอร์ +1/+1 ออกจาก {target} 1 อันถ้ามี (CR 615.5)",
        "{source}이(가) {target}에게 입힐 피해 {amount}점이 방지되고, 그 뒤 {target}에 +1/+1 카운터가 있으면 하나를 제거합니다 (CR 615.5)."),
    "mtg.prevent.static_counter_again": (
        "The {amount} damage {source} would deal to {target} is prevented too; it is dealt at the same time as damage that already removed a counter, so no other counter is removed (CR 615.5).",
        "ดาเมจ {amount} ที่ {source} จะสร้างให้ {target} ก็ถูกยับยั้ง (prevent) เช่นกัน ดาเมจนี้เกิดพร้อมกับดาเมจที่ทำให้นำเคาน์เตอร์ออกไปแล้ว จึงไม่นำเคาน์เตอร์ออกอีก (CR 615.5)",
        "{source}이(가) {target}에게 입힐 피해 {amount}점도 방지됩니다. 이미 카운터를 제거한 피해와 동시에 입혀지므로 카운터를 더 제거하지 않습니다 (CR 615.5)."),
})
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _P.items()})
