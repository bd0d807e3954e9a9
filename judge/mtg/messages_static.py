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
