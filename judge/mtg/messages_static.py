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
}

register({k: {"en": en, "th": th, "ko": ko} for k, (en, th, ko) in _M.items()})
