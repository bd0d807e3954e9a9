"""Messages of face-down spells and permanents (CR 708, judge/mtg/facedown.py): morph, megamorph and
disguise cast face down, turned face up as a special action, revealed as they leave; the sentences
and explanations of the compiled lines (judge/mtg/oracle/describe.py, explain.py). English, Thai and
Korean (Korean cards print 변이 for Morph, 위장 for Disguise, 뒷면 / 앞면으로 뒤집다 for face down / turn
face up)."""
from judge.engine.messages import register

_D = {
    "mtg.face_down.name": (
        "Face-down creature ({card})",
        "ครีเจอร์คว่ำหน้า ({card})",
        "뒷면 생물 ({card})"),
    "mtg.kw.morph": ("morph", "Morph", "변이"),
    "mtg.kw.megamorph": ("megamorph", "Megamorph", "대변이"),
    "mtg.kw.disguise": ("disguise", "Disguise", "위장"),
    "mtg.illegal.no_morph": (
        "{card} has no morph, megamorph or disguise ability, so it can't be cast face down (CR 702.37d).",
        "{card} ไม่มีความสามารถ Morph, Megamorph หรือ Disguise จึงร่ายแบบคว่ำหน้าไม่ได้ (CR 702.37d)",
        "{card}에는 변이, 대변이, 위장 능력이 없으므로 뒷면으로 발동할 수 없습니다 (CR 702.37d)."),
    "mtg.cast.face_down": (
        "{card} is cast face down with its {kw} ability: the spell is a 2/2 creature with no name, text, subtypes or "
        "mana cost (a disguised one has ward {{2}}), and {cost} is paid instead of its mana cost. Its controller "
        "knows what it is; the other players don't (CR 702.37c, 708.4, 708.5).",
        "{card} ถูกร่ายแบบคว่ำหน้าด้วยความสามารถ {kw}: สเปลล์นี้เป็นครีเจอร์ 2/2 ที่ไม่มีชื่อ ไม่มีข้อความ ไม่มีประเภทย่อย "
        "และไม่มีต้นทุนมานา (ถ้าใช้ Disguise จะมี Ward {{2}}) และจ่าย {cost} แทนต้นทุนมานาของมัน ผู้ควบคุมรู้ว่ามันคือการ์ดอะไร "
        "ผู้เล่นคนอื่นไม่รู้ (CR 702.37c, 708.4, 708.5)",
        "{card}을(를) {kw} 능력으로 뒷면으로 발동합니다. 이 주문은 이름, 텍스트, 하위 유형, 마나 비용이 없는 2/2 생물이며"
        "(위장이라면 보호진 {{2}}를 가집니다), 마나 비용 대신 {cost}을(를) 지불합니다. 조종자는 그것이 무엇인지 알지만 다른 "
        "플레이어는 모릅니다 (CR 702.37c, 708.4, 708.5)."),
    "mtg.face_down.revealed_spell": (
        "The face-down spell leaves the stack for another zone than the battlefield, so it is revealed: it is {card} "
        "(CR 708.9).",
        "สเปลล์คว่ำหน้าออกจาก stack ไปโซนอื่นที่ไม่ใช่สนาม จึงต้องเปิดให้ทุกคนดู: มันคือ {card} (CR 708.9)",
        "뒷면 주문이 전장이 아닌 다른 영역으로 스택을 떠나므로 공개됩니다. 그것은 {card}입니다 (CR 708.9)."),
    "mtg.face_down.revealed": (
        "The face-down permanent leaves the battlefield, so its owner reveals it: it is {card}, and it goes to its new "
        "zone face up (CR 708.9).",
        "การ์ดถาวรที่คว่ำหน้าออกจากสนาม เจ้าของจึงต้องเปิดให้ทุกคนดู: มันคือ {card} และไปยังโซนใหม่แบบหงายหน้า (CR 708.9)",
        "뒷면 지속물이 전장을 떠나므로 소유자가 공개합니다. 그 카드는 {card}(이)며 앞면인 채로 새 영역에 갑니다 (CR 708.9)."),
    "mtg.illegal.not_face_down": (
        "{card} is not a face-down permanent on the battlefield, so it can't be turned face up (CR 702.37e).",
        "{card} ไม่ใช่การ์ดถาวรที่คว่ำหน้าอยู่บนสนาม จึงหงายหน้าไม่ได้ (CR 702.37e)",
        "{card}은(는) 전장에 있는 뒷면 지속물이 아니므로 앞면으로 뒤집을 수 없습니다 (CR 702.37e)."),
    "mtg.illegal.face_up_not_yours": (
        "{player} doesn't control {card}: only the controller of a face-down permanent may turn it face up (CR 702.37e).",
        "{player} ไม่ได้ควบคุม {card}: มีแต่ผู้ควบคุมการ์ดถาวรที่คว่ำหน้าเท่านั้นที่หงายหน้ามันได้ (CR 702.37e)",
        "{player}은(는) {card}을(를) 조종하지 않습니다. 뒷면 지속물은 그 조종자만 앞면으로 뒤집을 수 있습니다 (CR 702.37e)."),
    "mtg.illegal.no_face_up_cost": (
        "{card} would have no morph, megamorph or disguise cost face up, so it can't be turned face up this way "
        "(CR 702.37e).",
        "{card} ถ้าหงายหน้าจะไม่มีค่า Morph, Megamorph หรือ Disguise จึงหงายหน้าด้วยวิธีนี้ไม่ได้ (CR 702.37e)",
        "{card}은(는) 앞면이라면 변이, 대변이, 위장 비용이 없으므로 이 방법으로 앞면으로 뒤집을 수 없습니다 (CR 702.37e)."),
    "mtg.face_up.pay": (
        "{player} turns a face-down permanent face up: a special action, taken any time they have priority, that "
        "doesn't use the stack. They show its {kw} cost and pay {cost} (CR 116.2b, 702.37e).",
        "{player} หงายหน้าการ์ดถาวรที่คว่ำอยู่: เป็น special action ทำได้ทุกเมื่อที่มี priority และไม่ใช้ stack "
        "โดยเปิดให้ดูค่า {kw} ของมันแล้วจ่าย {cost} (CR 116.2b, 702.37e)",
        "{player}이(가) 뒷면 지속물을 앞면으로 뒤집습니다. 우선권이 있을 때 언제든 할 수 있고 스택을 사용하지 않는 "
        "특수 행동입니다. 그 {kw} 비용을 보여 주고 {cost}을(를) 지불합니다 (CR 116.2b, 702.37e)."),
    "mtg.face_up.turned": (
        "It is turned face up: it is {card} again, with its own characteristics; it is the same permanent, so effects "
        "and counters on it stay, and its abilities about entering the battlefield don't trigger (CR 708.8). "
        "{player} receives priority again (CR 117.3c).",
        "มันถูกหงายหน้า: กลับเป็น {card} พร้อมลักษณะของมันเอง มันยังเป็นการ์ดถาวรเดิม ผลและเคาน์เตอร์ที่มีอยู่จึงยังอยู่ "
        "และความสามารถเกี่ยวกับการเข้าสนามจะไม่ทริกเกอร์ (CR 708.8) {player} ได้รับ priority อีกครั้ง (CR 117.3c)",
        "앞면으로 뒤집혀 다시 본래의 특성을 가진 {card}이(가) 됩니다. 같은 지속물이므로 적용되던 효과와 카운터는 그대로 "
        "남고, 전장에 들어오는 것에 관한 능력은 격발되지 않습니다 (CR 708.8). {player}이(가) 다시 우선권을 받습니다 "
        "(CR 117.3c)."),
    "mtg.face_up.megamorph": (
        "Megamorph: {card} gets a +1/+1 counter as it is turned face up with its megamorph cost (CR 702.37b).",
        "Megamorph: {card} ได้เคาน์เตอร์ +1/+1 ขณะถูกหงายหน้าด้วยค่า Megamorph (CR 702.37b)",
        "대변이: {card}이(가) 대변이 비용으로 앞면으로 뒤집히면서 +1/+1 카운터를 하나 받습니다 (CR 702.37b)."),
    "mtg.trigger.turned_face_up": (
        "{card} was turned face up, so its ability triggers: \"{text}\" (CR 708.8).",
        "{card} ถูกหงายหน้า ความสามารถของมันจึงทริกเกอร์: \"{text}\" (CR 708.8)",
        "{card}이(가) 앞면으로 뒤집혔으므로 그 능력이 격발됩니다: \"{text}\" (CR 708.8)."),
    # --- the compiled lines (describe.py) and their explanations (explain.py) ---
    "mtg.does.morph": (
        "may be cast face down as a 2/2 creature for {{3}} (cast action face_down); turned face up any time you have "
        "priority for {cost} (action turn_face_up)",
        "ร่ายแบบคว่ำหน้าเป็นครีเจอร์ 2/2 ด้วย {{3}} ได้ (face_down ในแอ็กชันร่าย) และหงายหน้าได้ทุกเมื่อที่มี priority "
        "โดยจ่าย {cost} (แอ็กชัน turn_face_up)",
        "{{3}}을 내고 뒷면인 2/2 생물로 발동할 수 있고(발동 행동의 face_down), 우선권이 있을 때 언제든 {cost}을(를) "
        "지불하여 앞면으로 뒤집을 수 있습니다(turn_face_up 행동)"),
    "mtg.does.megamorph": (
        "may be cast face down as a 2/2 creature for {{3}} (cast action face_down); turned face up any time you have "
        "priority for {cost} (action turn_face_up), with a +1/+1 counter",
        "ร่ายแบบคว่ำหน้าเป็นครีเจอร์ 2/2 ด้วย {{3}} ได้ (face_down ในแอ็กชันร่าย) และหงายหน้าได้ทุกเมื่อที่มี priority "
        "โดยจ่าย {cost} (แอ็กชัน turn_face_up) พร้อมได้เคาน์เตอร์ +1/+1",
        "{{3}}을 내고 뒷면인 2/2 생물로 발동할 수 있고(발동 행동의 face_down), 우선권이 있을 때 언제든 {cost}을(를) "
        "지불하여 앞면으로 뒤집으며 +1/+1 카운터를 하나 놓습니다(turn_face_up 행동)"),
    "mtg.does.disguise": (
        "may be cast face down as a 2/2 creature with ward {{2}} for {{3}} (cast action face_down); turned face up any "
        "time you have priority for {cost} (action turn_face_up)",
        "ร่ายแบบคว่ำหน้าเป็นครีเจอร์ 2/2 ที่มี Ward {{2}} ด้วย {{3}} ได้ (face_down ในแอ็กชันร่าย) และหงายหน้าได้ทุกเมื่อ"
        "ที่มี priority โดยจ่าย {cost} (แอ็กชัน turn_face_up)",
        "{{3}}을 내고 보호진 {{2}}를 가진 뒷면 2/2 생물로 발동할 수 있고(발동 행동의 face_down), 우선권이 있을 때 "
        "언제든 {cost}을(를) 지불하여 앞면으로 뒤집을 수 있습니다(turn_face_up 행동)"),
    "mtg.oracle.line.morph": (
        "Morph: the card may be cast face down for three mana as a nameless 2/2 creature; its controller turns it face up "
        "as a special action by paying the morph cost (CR {rule}).",
        "Morph: ร่ายการ์ดนี้แบบคว่ำหน้าด้วยมานา 3 เป็นครีเจอร์ 2/2 ที่ไม่มีชื่อได้ ผู้ควบคุมหงายหน้ามันเป็น special action "
        "โดยจ่ายค่า Morph (CR {rule})",
        "변이: 이 카드를 마나 3을 내고 이름 없는 2/2 뒷면 생물로 발동할 수 있고, 조종자는 변이 비용을 지불하는 특수 "
        "행동으로 앞면으로 뒤집습니다 (CR {rule})."),
    "mtg.oracle.line.megamorph": (
        "Megamorph: morph, and the permanent gets a +1/+1 counter as it is turned face up with its megamorph cost "
        "(CR {rule}).",
        "Megamorph: เหมือน Morph และการ์ดถาวรได้เคาน์เตอร์ +1/+1 ขณะถูกหงายหน้าด้วยค่า Megamorph (CR {rule})",
        "대변이: 변이와 같고, 대변이 비용으로 앞면으로 뒤집히면서 +1/+1 카운터를 하나 받습니다 (CR {rule})."),
    "mtg.oracle.line.disguise": (
        "Disguise: like morph, but the face-down 2/2 creature has ward, with a ward cost of two mana (CR {rule}).",
        "Disguise: เหมือน Morph แต่ครีเจอร์ 2/2 ที่คว่ำหน้ามี Ward ซึ่งต้องจ่ายมานา 2 (CR {rule})",
        "위장: 변이와 같지만 뒷면 2/2 생물이 보호진을 가지며, 그 비용은 마나 2입니다 (CR {rule})."),
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
