"""Targets (CR 115) as chosen (601.2c, 602.2b, 603.3d) and checked on resolution (608.2b).

    115.1 / 601.2c   choosing targets, their number and kind
    702.11b    hexproof: not the target of an opponent's spells or abilities
    702.18a    shroud: not the target of any spell or ability
    702.16b    protection: not the target of spells or abilities with that quality
    109.2 / 115.2    a word without "card" and a zone means a permanent: a card in a graveyard, hand
               or exile is no target for it
    109.2a     a word with "card" and a zone ("creature card in your graveyard") means a card in that
               zone (targetspec.parse_card); it is a new object once it leaves (400.7), so an illegal
               target on resolution (608.2b)
"""
from __future__ import annotations

from ..engine.events import Msg
from .layers import current_colors
from .keywords import COLOR_WORDS, kwmsg

from . import targetspec
from .layers import lost_abilities
from .common import Host, illegal, target_word, zonemsg
from .validate import TARGET_SPECS, merged


ABILITY_SPECS = ("activated or triggered ability", "triggered ability")   # 707.10: copy target ability


class TargetsMixin(Host):
    """Methods of MtgGame for Targets (CR 115) as chosen (601.2c, 602.2b, 603.3d) and checked on resolution (608.2b)."""

    def _target_ok(self, spec, tid, controller, src_colors, src_kind, source=None):
        """(ok, reason) for one target at casting or resolution. `source`: the id of the spell or
        of the ability's source ("another target ... card", targetspec.card_ok)."""
        if isinstance(spec, str) and spec not in TARGET_SPECS and targetspec.is_card_word(spec):
            owner, c = self._gy_card(tid)   # 109.2a: a card in a graveyard, by its id
            if c is None:
                return False, "not_in_graveyard" if self._zone_of(tid) is not None else "gone"
            return targetspec.card_ok(spec, merged(c), owner["id"], controller, self, source)
        base = targetspec.another_base(spec)
        if base is not None:   # "another target creature": never the ability's own source
            if source is not None and str(tid) == str(source):
                return False, "type"
            spec = base
        built = spec is not None and spec not in TARGET_SPECS   # a word built from parts (targetspec.py)
        p = self.player(tid)
        if p is not None:
            if p.get("lost"):
                return False, "gone"
            pk = self.player_kws(tid)   # their own and those a permanent's "You have hexproof." gives
            if pk and "shroud" in pk:
                return False, "shroud"
            if pk and "hexproof" in pk and not self._same_team(controller, tid):   # 702.11c: opponents only
                return False, "hexproof_player"
            if not self._same_team(controller, tid) and any(o["controller"] == tid and "you_have_hexproof" in (o.get("replacements") or ())
                                         and not lost_abilities(o) for o in self.battlefield):   # "You have hexproof." (702.11c)
                return False, "hexproof_player"
            if spec in ("any", "player", None) or (spec == "opponent" and not self._same_team(controller, tid)) or \
                    built and targetspec.player_ok(spec, tid, controller, self.team_of(controller)):
                return True, ""
            return False, "type"
        o = self.perm(tid)
        if o is not None:
            if not (targetspec.permanent_ok(spec, o, controller, self, source) if built else self._type_ok(spec, o, controller)):
                return False, "type"
            ks = self.kws(o)
            if "shroud" in ks:
                return False, "shroud"
            if "hexproof" in ks and o["controller"] != controller:
                return False, "hexproof"
            if o["controller"] != controller and self.hexproof_from(o) & set(
                    (src_colors.get("colors") if isinstance(src_colors, dict) else src_colors) or ()):   # 702.11d
                return False, "hexproof_from"
            info = src_colors if isinstance(src_colors, dict) else self.src_quality(source, src_colors)
            prot = self.protected_from(o, info)   # 702.16b (a colour, a type, everything, ...)
            if prot:
                return False, "protection" if prot[len("protection from "):] in COLOR_WORDS else "protection_q"
            return True, ""
        s = self.stack_obj(tid)
        if s is not None:
            if spec in (None, "stack") or (spec == "spell" and "ability" not in s) or \
                    built and targetspec.spell_ok(spec, s):
                return True, ""
            if isinstance(spec, str) and spec.startswith(ABILITY_SPECS) and "ability" in s:
                if spec.startswith("triggered") and "trigger" not in s:
                    return False, "type"
                if spec.endswith(" you control") and s["controller"] != controller:
                    return False, "type"
                return True, ""
            return False, "type"
        if self._zone_of(tid) is not None:   # a card in a hand, graveyard or exile: no permanent (109.2, 115.2)
            return False, "in_zone"
        return False, "gone"

    def _gy_card(self, cid):
        """(owner, card) of the card with this id in a graveyard, else (None, None)."""
        if not isinstance(cid, str):
            return None, None
        low = cid.casefold()
        for p in self.players:
            for c in p["graveyard"]:
                i = c.get("id")
                if i == cid or str(i).casefold() == low:
                    return p, c
        return None, None

    def _zone_of(self, oid):
        """Where the object with this id is: ("battlefield" | "stack" | "hand" | "graveyard" |
        "exile", owner id), or None when it is nowhere (or a player)."""
        if not isinstance(oid, str) or self.player(oid) is not None:
            return None
        o = self.perm(oid)
        if o is not None:
            return "battlefield", o.get("owner") or o["controller"]
        s = self.stack_obj(oid)
        if s is not None:
            return "stack", s.get("owner") or s["controller"]
        low = oid.casefold()
        for p in self.players:
            for zone in ("hand", "graveyard", "exile"):
                if any(str(c.get("id")).casefold() == low for c in p[zone]):
                    return zone, p["id"]
        return None

    @staticmethod
    def _type_ok(spec, o, controller=None):
        types = o["types"]
        if spec in (None, "permanent"):
            return True
        if spec == "any":
            return "creature" in types or "planeswalker" in types or "battle" in types
        if spec in ("creature", "planeswalker", "artifact", "enchantment", "land"):
            return spec in types
        if spec == "nonblack creature":
            return "creature" in types and "B" not in current_colors(o)
        if spec == "artifact or enchantment":
            return "artifact" in types or "enchantment" in types
        if spec == "creature or planeswalker":
            return "creature" in types or "planeswalker" in types
        if spec == "creature you control":
            return "creature" in types and o["controller"] == controller
        return False

    def _check_targets(self, spec, targets, controller, colors, name, rule="601.2c", minimum=None, source=None):
        if spec is not None and minimum is not None and minimum < len(spec):
            # "up to one target ...": a variable number of targets, the optional ones last (601.2c)
            if not minimum <= len(targets) <= len(spec):
                raise illegal("mtg.illegal.target_count_up_to", rule, "mtg.casting", [], card=name, least=minimum,
                              n=len(spec), got=len(targets))
        elif spec is not None and len(targets) != len(spec):
            raise illegal("mtg.illegal.target_count", rule, "mtg.casting", [], card=name, n=len(spec), got=len(targets))
        for i, tid in enumerate(targets):
            ok, why = self._target_ok(spec[i] if spec else None, tid, controller, colors, None, source)
            if not ok:
                r, topic = {"hexproof": ("702.11b", "mtg.kw.hexproof"), "shroud": ("702.18a", "mtg.kw.hexproof"),
                            "hexproof_player": ("702.11c", "mtg.kw.hexproof"), "hexproof_from": ("702.11d", "mtg.kw.hexproof"),
                            "protection": ("702.16b", "mtg.kw.protection"),
                            "protection_q": ("702.16b", "mtg.kw.protection"), "in_zone": ("115.2", "mtg.casting"),
                            "not_in_graveyard": ("109.2a", "mtg.casting"), "unknown": ("109.2a", "mtg.casting")}.get(
                    why, (rule, "mtg.casting"))
                extra = {}
                if why == "protection_q":
                    o = self.perm(tid)
                    info = colors if isinstance(colors, dict) else self.src_quality(source, colors)
                    extra = {"prot": kwmsg(self.protected_from(o, info) or "protection")}
                if why in ("in_zone", "not_in_graveyard"):   # where the object is (a true reason, not "gone")
                    zone, owner = self._zone_of(tid) or ("-", "-")
                    extra = {"zone": zonemsg(zone), "owner": self.name(owner),
                             "where": Msg("mtg.gy_word.at_" + zone) if zone in ("battlefield", "stack") else
                             Msg("mtg.gy_word.at_zone", {"owner": self.name(owner), "zone": zonemsg(zone)})}
                raise illegal("mtg.illegal.target." + why, r, topic, [tid], card=name, target=self.name(tid),
                              spec=target_word(spec[i] if spec else None), cr=r, **extra)
