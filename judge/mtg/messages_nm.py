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
