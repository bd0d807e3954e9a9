"""Facts of a Magic state for the predict-the-outcome quiz (judge/engine/quiz.py)."""
from __future__ import annotations

from judge.engine.messages import Msg
from judge.engine.quiz import Facts, register_facts

ZONES = tuple("mtg.zone." + z for z in ("battlefield", "graveyard", "exile", "hand", "library"))


@register_facts("mtg")
def facts(state: dict) -> Facts:
    f = Facts(alive_zone="mtg.zone.battlefield", dead_zone="mtg.zone.graveyard", zones=ZONES)
    for p in state.get("players", []):
        pid = p["id"]
        f.players.append(pid)
        f.numbers[(pid, "hand")] = len(p.get("hand", []))
        lib = p.get("library", 0)
        f.numbers[(pid, "library")] = lib if isinstance(lib, int) else len(lib)
        f.name[pid] = Msg("mtg.player", {"id": pid})
        f.numbers[(pid, "life")] = p.get("life", 0)
        f.numbers[(pid, "poison")] = p.get("poison", 0)
        for zone in ("hand", "graveyard", "exile"):
            for c in p.get(zone, []):   # a card nobody has seen (drawn or milled unknown) is not asked about
                if isinstance(c, dict) and c.get("id") and not c.get("unknown"):
                    f.where[c["id"]] = "mtg.zone." + zone
                    f.name.setdefault(c["id"], c.get("card") or c.get("name") or c["id"])
                    f.owner[c["id"]] = pid
    for perm in state.get("battlefield", []):
        oid = perm["id"]
        f.where[oid] = "mtg.zone.battlefield"
        f.name[oid] = perm.get("card") or oid
        f.owner[oid] = perm.get("owner", "")
        if perm.get("tapped"):
            f.tapped.add(oid)
        if "creature" in perm.get("types", []):
            f.mortal.add(oid)
            f.numbers[(oid, "damage")] = perm.get("damage", 0)
        for kind, n in (perm.get("counters") or {}).items():
            f.numbers[(oid, "counters:" + kind)] = n
    for item in state.get("stack", []):
        oid = item["id"]
        f.stack.append(oid)
        f.where[oid] = "mtg.zone.stack"
        if item.get("card"):
            f.name[oid] = item["card"]
        else:
            f.name[oid] = Msg("quiz.stack_item", {"card": item.get("source_name") or item.get("source") or oid})
    # creatures known in an earlier state that are now in a zone the state lists only by count
    f.priority = state.get("priority")
    res = state.get("result") or {}
    f.over = bool(res.get("over"))
    f.winner = res.get("winner") if f.over else None
    return f
