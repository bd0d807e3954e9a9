"""Messages of emblems (CR 114, judge/mtg/emblems.py) and of the planeswalker effects added with
them (issue 21): the emblem's name, the event of getting one, and the sentences of the compiled
lines (judge/mtg/oracle/describe.py). English, Thai and Korean."""
from judge.engine.messages import register

_D = {
    # --- an emblem's name (114.3: most have none; the engine names it after the card that made it) ---
    "mtg.emblem.name": ("{card}'s emblem", "emblem ของ {card}", "{card}의 휘장"),
    "mtg.emblem.unnamed": ("an emblem", "emblem", "휘장"),
    # --- the event (114.2) ---
    "mtg.emblem.get": (
        "{player} gets an emblem with {text} ({emblem}). It is in the command zone, owned and controlled by "
        "{player}; it is neither a card nor a permanent, so effects that move or destroy cards and permanents "
        "don't touch it, and its abilities work from there for the rest of the game (CR 114.2, 114.4, 114.5).",
        "{player} ได้รับ emblem ที่มีความสามารถ {text} ({emblem}) emblem นี้อยู่ใน command zone โดย {player} "
        "เป็นทั้งเจ้าของและผู้ควบคุม มันไม่ใช่การ์ดและไม่ใช่การ์ดถาวร ผลที่ย้ายหรือทำลายการ์ดและการ์ดถาวรจึงไม่แตะต้องมัน "
        "และความสามารถของมันทำงานจากที่นั่นไปจนจบเกม (CR 114.2, 114.4, 114.5)",
        "{player}이(가) {text} 능력을 가진 휘장을 얻습니다({emblem}). 휘장은 커맨드 영역에 있고 {player}이(가) "
        "소유하고 조종합니다. 카드도 지속물도 아니어서 카드나 지속물을 옮기거나 파괴하는 효과가 닿지 않으며, "
        "그 능력은 게임이 끝날 때까지 그곳에서 작동합니다 (CR 114.2, 114.4, 114.5)."),
    # --- the sentence of a compiled line ---
    "mtg.does.emblem": (
        "{who} gets an emblem with {abilities}: it stays in the command zone for the rest of the game and its "
        "abilities work from there (CR 114.2, 114.4)",
        "{who} ได้รับ emblem ที่มีความสามารถ {abilities} emblem อยู่ใน command zone ไปจนจบเกม "
        "และความสามารถของมันทำงานจากที่นั่น (CR 114.2, 114.4)",
        "{who}이(가) {abilities} 능력을 가진 휘장을 얻습니다. 휘장은 게임이 끝날 때까지 커맨드 영역에 남고 "
        "그 능력은 그곳에서 작동합니다 (CR 114.2, 114.4)"),
    "mtg.does.emblem_you": (
        "you get an emblem with {abilities}: it stays in the command zone for the rest of the game and its "
        "abilities work from there (CR 114.2, 114.4)",
        "คุณได้รับ emblem ที่มีความสามารถ {abilities} emblem อยู่ใน command zone ไปจนจบเกม "
        "และความสามารถของมันทำงานจากที่นั่น (CR 114.2, 114.4)",
        "당신은 {abilities} 능력을 가진 휘장을 얻습니다. 휘장은 게임이 끝날 때까지 커맨드 영역에 남고 "
        "그 능력은 그곳에서 작동합니다 (CR 114.2, 114.4)"),
    # --- "<player> sacrifices a <permanent> of their choice" (701.21a, 101.4) ---
    "mtg.sacrifice.chosen": (
        "{player} chooses {cards} to sacrifice ({n} {word}). Each player chooses in turn order, starting with the "
        "active player; then everything chosen is sacrificed at once (CR 101.4, 701.21a).",
        "{player} เลือก {cards} เพื่อสังเวย ({word} {n} ใบ) ผู้เล่นแต่ละคนเลือกตามลำดับเทิร์น เริ่มจากผู้เล่นที่กำลังเล่นอยู่ (active player) "
        "แล้วทุกใบที่ถูกเลือกจะถูกสังเวยพร้อมกัน (CR 101.4, 701.21a)",
        "{player}이(가) 희생할 {cards}을(를) 선택합니다({word} {n}개). 액티브 플레이어부터 턴 순서대로 각 플레이어가 "
        "선택한 뒤, 선택된 것을 모두 동시에 희생합니다 (CR 101.4, 701.21a)."),
    "mtg.sacrifice.default": (
        "{player} sacrifices {cards} ({word} × {n}): no choice was given, so the engine takes the first such "
        "permanent(s) {player} controls in battlefield order; a choice on the resolving action picks others. "
        "All chosen permanents are sacrificed at once (CR 101.4, 701.21a).",
        "{player} สังเวย {cards} ({word} {n} ใบ) เพราะไม่ได้ระบุตัวเลือก เอนจินจึงใช้การ์ดถาวรแบบนั้นใบแรกๆ ที่ {player} "
        "ควบคุมตามลำดับบนสนาม ถ้าต้องการใบอื่นให้ระบุตัวเลือกในแอ็กชันที่ resolve "
        "การ์ดถาวรที่ถูกเลือกทั้งหมดถูกสังเวยพร้อมกัน (CR 101.4, 701.21a)",
        "{player}이(가) {cards}을(를) 희생합니다({word} {n}개). 선택이 주어지지 않아 엔진이 {player}이(가) 조종하는 "
        "그런 지속물 중 전장에 놓인 순서로 앞의 것을 고릅니다. 다른 것을 고르려면 해결하는 행동에서 선택을 주세요. "
        "선택된 지속물은 모두 동시에 희생됩니다 (CR 101.4, 701.21a)."),
    "mtg.sacrifice.none": (
        "{player} controls no {word}, so {player} sacrifices nothing (CR 701.21a).",
        "{player} ไม่ได้ควบคุม {word} เลย จึงไม่ต้องสังเวยอะไร (CR 701.21a)",
        "{player}은(는) {word}을(를) 조종하지 않으므로 아무것도 희생하지 않습니다 (CR 701.21a)."),
    "mtg.illegal.sacrifice_count": (
        "{player} must sacrifice {n} {word} here (all they control if fewer), but the choice names {got} (CR 701.21a).",
        "{player} ต้องสังเวย {word} {n} ใบ (ถ้ามีน้อยกว่านั้นก็ทั้งหมดที่ควบคุม) แต่ตัวเลือกระบุมา {got} ใบ (CR 701.21a)",
        "{player}은(는) 여기서 {word} {n}개를 희생해야 하는데(그보다 적게 조종하면 전부), 선택은 {got}개를 지정합니다 (CR 701.21a)."),
    "mtg.illegal.sacrifice_chosen": (
        "{chosen}: not a {word} controlled by a player who sacrifices here; a player can sacrifice only a permanent "
        "they control (CR 701.21a).",
        "{chosen}: ไม่ใช่ {word} ที่ผู้เล่นซึ่งต้องสังเวยในตอนนี้ควบคุมอยู่ ผู้เล่นสังเวยได้เฉพาะการ์ดถาวรที่ตัวเองควบคุม (CR 701.21a)",
        "{chosen}: 여기서 희생하는 플레이어가 조종하는 {word}이(가) 아닙니다. 플레이어는 자신이 조종하는 지속물만 희생할 수 "
        "있습니다 (CR 701.21a)."),
    "mtg.does.sacrifice_chosen": ("{who} sacrifices {n} {word} of their choice (CR 701.21a)",
                                  "{who} สังเวย {word} {n} ใบที่ตัวเองเลือก (CR 701.21a)",
                                  "{who}이(가) 자신이 고른 {word} {n}개를 희생합니다 (CR 701.21a)"),
    "mtg.does.sacrifice_chosen_you": ("you sacrifice {n} {word} of your choice (CR 701.21a)",
                                      "คุณสังเวย {word} {n} ใบที่คุณเลือก (CR 701.21a)",
                                      "당신은 당신이 고른 {word} {n}개를 희생합니다 (CR 701.21a)"),
    # --- "discard your hand" (701.9a) and "gain control of ... until end of turn" (613.1b) ---
    "mtg.does.discard_hand_you": ("you discard your hand", "คุณทิ้งการ์ดทั้งหมดบนมือ", "당신은 손에 든 카드를 모두 버립니다"),
    "mtg.does.discard_hand": ("{who} discards their hand", "{who} ทิ้งการ์ดทั้งหมดบนมือ", "{who}이(가) 손에 든 카드를 모두 버립니다"),
    "mtg.does.gain_control": ("you gain control of {of} until end of turn; it returns at the cleanup step (CR 613.1b, 514.2)",
                              "คุณได้ควบคุม {of} จนจบเทิร์น แล้วมันจะกลับไปหาผู้ควบคุมเดิมใน Cleanup Step (CR 613.1b, 514.2)",
                              "당신이 턴 종료까지 {of}의 조종권을 얻습니다. 정화단에 원래 조종자에게 돌아갑니다 (CR 613.1b, 514.2)"),
    "mtg.does.ref.controller_of": ("the controller of {of} (as it last existed)", "ผู้ควบคุม {of} (ตามสภาพล่าสุดของมัน)",
                                   "{of}의 조종자(마지막으로 존재했던 상태 기준)"),
    "mtg.target_word.player_or_planeswalker": ("player or planeswalker", "ผู้เล่นหรือเพลนส์วอล์กเกอร์", "플레이어 또는 플레인즈워커"),
    # --- several targets of one word (115.3) and the creatures of a target player (issue 21) ---
    "mtg.does.ref.targets_n": ("{n} different targets, each a {word}", "{word} เป้าหมาย {n} ใบที่ต่างกัน",
                               "서로 다른 목표 {word} {n}개"),
    "mtg.does.ref.targets_up_to": ("up to {n} different targets, each a {word}", "{word} เป้าหมายไม่เกิน {n} ใบที่ต่างกัน",
                                   "서로 다른 목표 {word} 최대 {n}개"),
    "mtg.does.ref.creatures_of": ("each creature {of} controls", "ครีเจอร์ทุกใบที่ {of} ควบคุม", "{of}이(가) 조종하는 각 생물"),
    "mtg.does.ref.creatures_of_pw": ("each creature {of} controls (for a planeswalker: each creature of its controller)",
                                  "ครีเจอร์ทุกใบที่ {of} ควบคุม (ถ้าเป็นเพลนส์วอล์กเกอร์ คือครีเจอร์ทุกใบของผู้ควบคุมมัน)",
                                  "{of}이(가) 조종하는 각 생물 (플레인즈워커라면 그 조종자가 조종하는 각 생물)"),
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
