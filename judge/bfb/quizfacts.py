"""Facts of a Born from Blood state for the predict-the-outcome quiz (judge/engine/quiz.py)."""
from __future__ import annotations

from judge.engine.messages import Msg
from judge.engine.quiz import Facts, register_facts

ZONES = ("quiz.zone.field", "quiz.zone.discard", "quiz.zone.hand")


@register_facts("bfb")
def facts(state: dict) -> Facts:
    f = Facts(alive_zone="quiz.zone.field", dead_zone="quiz.zone.discard", zones=ZONES,
              dies_prompt="quiz.q.dies_bfb")
    for p in state.get("players", []):
        pid = p["id"]
        f.players.append(pid)
        f.numbers[(pid, "hand")] = len(p.get("hand", []))
        deck = p.get("deck", 0)
        f.numbers[(pid, "library")] = deck if isinstance(deck, int) else len(deck)
        if isinstance(p.get("n"), int):
            f.numbers[(pid, "n")] = p["n"]
        f.name[pid] = Msg("quiz.player", {"id": pid})
        ch = p.get("character") or {}
        if ch.get("id"):
            f.name[ch["id"]] = ch.get("name") or ch["id"]
            f.numbers[(ch["id"], "hp")] = ch.get("hp", 0)
        for zone, cards in (p.get("field") or {}).items():
            for c in cards:
                f.where[c["id"]] = "quiz.zone.field"
                f.name[c["id"]] = c.get("name") or c["id"]
                f.owner[c["id"]] = c.get("owner", pid)
                if zone == "mercenary":
                    f.mortal.add(c["id"])
        for zone, key in (("discard", "quiz.zone.discard"), ("hand", "quiz.zone.hand")):
            for c in p.get(zone, []):   # a hidden card (drawn, not shown) is not asked about
                if isinstance(c, dict) and c.get("id") and not c.get("hidden"):
                    f.where[c["id"]] = key
                    f.name.setdefault(c["id"], c.get("name") or c["id"])
                    f.owner[c["id"]] = pid
    for item in state.get("stack", []) or []:
        if isinstance(item, dict) and item.get("id"):
            f.stack.append(item["id"])
            f.where[item["id"]] = "quiz.zone.stack"
            f.name.setdefault(item["id"], item.get("name") or item["id"])
    res = state.get("result") or {}
    f.over = bool(res.get("over"))
    f.winner = res.get("winner") if f.over else None
    return f
