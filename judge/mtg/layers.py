"""Continuous effects and the layer system (CR 611-613).

    611.2a     until-end-of-turn effects from resolved spells and abilities (until_eot)
    613.4a-d   power and toughness in layer 7: 7a printed, 7b setting, 7c modifying and counters, 7d switching
    613.1f     layer 6 ability-adding effects (keywords granted until end of turn, see keywords.py)
    604.1-604.2 / 613.4c   static abilities: anthems and Aura / Equipment bonuses
"""
from __future__ import annotations


class LayersMixin:
    """Methods of MtgGame for Continuous effects and the layer system (CR 611-613)."""

    def is_creature(self, o):
        return "creature" in (o.get("types") or [])

    def _anthems(self):
        """Layer 7c bonuses of static abilities: {controller: [p, t]} for anthems and
        {("@", id): [p, t]} for the permanent an Aura or Equipment is attached to."""
        bonus = {}
        for o in self.battlefield:
            for s in o.get("static") or ():
                aff = s.get("affects")
                if not (s.get("power") or s.get("toughness")):
                    continue
                if s.get("subtype") or s.get("other") or aff == "all_creatures":   # checked per creature in pt()
                    bonus.setdefault("*", []).append((o, s))
                    continue
                if aff == "creatures_you_control":
                    b = bonus.setdefault(o["controller"], [0, 0])
                elif aff in (None, "attached") and o.get("attached_to"):
                    b = bonus.setdefault(("@", o["attached_to"]), [0, 0])
                else:
                    continue
                b[0] += s.get("power", 0)
                b[1] += s.get("toughness", 0)
        return bonus

    @staticmethod
    def _static_applies(src, s, o):
        """Whether the static ability `s` of `src` applies to the permanent `o` (604.2, 613.1f/613.4c):
        `affects` "attached" (default: the permanent src is attached to), "creatures_you_control",
        "all_creatures"; `subtype` (a creature type, e.g. "Goblin"); `other` (not src itself)."""
        aff = s.get("affects")
        if aff in (None, "attached"):
            return bool(src.get("attached_to")) and src["attached_to"] == o["id"]
        if "creature" not in (o.get("types") or ()):
            return False
        if aff == "creatures_you_control" and o["controller"] != src["controller"]:
            return False
        if aff not in ("creatures_you_control", "all_creatures"):
            return False
        if s.get("other") and o is src:
            return False
        sub = s.get("subtype")
        if sub and sub.casefold() not in {x.casefold() for x in o.get("subtypes") or ()}:
            return False
        return True

    def pt(self, o, anthems=None):
        """Power and toughness in layer order (CR 613.4): 7a base/printed, 7b setting effects,
        7c modifications and counters, 7d switching."""
        p, t = o.get("power") or 0, o.get("toughness") or 0
        eot = o.get("until_eot") or ()
        for e in eot:
            if "set" in e:
                p, t = e["set"]
        for e in eot:
            if "pump" in e:
                p += e["pump"][0]
                t += e["pump"][1]
        c = o.get("counters") or {}
        n = c.get("+1/+1", 0) - c.get("-1/-1", 0)
        p += n
        t += n
        if anthems is None:
            anthems = self._anthems()
        b = anthems.get(o["controller"])
        if b:
            p += b[0]
            t += b[1]
        if anthems:
            b = anthems.get(("@", o["id"]))
            if b:
                p += b[0]
                t += b[1]
            for src, s in anthems.get("*", ()):
                if self._static_applies(src, s, o):
                    p += s.get("power", 0)
                    t += s.get("toughness", 0)
        for e in eot:
            if e.get("switch"):
                p, t = t, p
        return p, t
