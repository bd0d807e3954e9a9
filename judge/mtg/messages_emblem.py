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
        "{player}; it is neither a card nor a permanent, nothing can remove it, and its abilities work from there "
        "for the rest of the game (CR 114.2, 114.4, 114.5).",
        "{player} ได้รับ emblem ที่มีความสามารถ {text} ({emblem}) emblem นี้อยู่ใน command zone โดย {player} "
        "เป็นทั้งเจ้าของและผู้ควบคุม มันไม่ใช่การ์ดและไม่ใช่การ์ดถาวร ไม่มีอะไรเอามันออกไปได้ "
        "และความสามารถของมันทำงานจากที่นั่นไปจนจบเกม (CR 114.2, 114.4, 114.5)",
        "{player}이(가) {text} 능력을 가진 휘장을 얻습니다({emblem}). 휘장은 커맨드 영역에 있고 {player}이(가) "
        "소유하고 조종합니다. 카드도 지속물도 아니어서 아무것도 그것을 없앨 수 없으며, 그 능력은 게임이 끝날 때까지 "
        "그곳에서 작동합니다 (CR 114.2, 114.4, 114.5)."),
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
}
register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _D.items()})
