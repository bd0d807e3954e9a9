"""Targets (CR 115) as chosen (601.2c, 602.2b, 603.3d) and checked on resolution (608.2b).

    115.1 / 601.2c   choosing targets, their number and kind
    702.11b    hexproof: not the target of an opponent's spells or abilities
    702.18a    shroud: not the target of any spell or ability
    702.16b    protection: not the target of spells or abilities with that quality
"""
from __future__ import annotations

from .layers import current_colors

from . import targetspec
from .common import Host, illegal, target_word
from .validate import TARGET_SPECS


ABILITY_SPECS = ("activated or triggered ability", "triggered ability")   # 707.10: copy target ability


class TargetsMixin(Host):
    """Methods of MtgGame for Targets (CR 115) as chosen (601.2c, 602.2b, 603.3d) and checked on resolution (608.2b)."""

    def _target_ok(self, spec, tid, controller, src_colors, src_kind):
        """(ok, reason) for one target at casting or resolution."""
        built = spec is not None and spec not in TARGET_SPECS   # a word built from parts (targetspec.py)
        p = self.player(tid)
        if p is not None:
            if p.get("lost"):
                return False, "gone"
            pk = p.get("keywords")
            if pk and "shroud" in pk:
                return False, "shroud"
            if pk and "hexproof" in pk and tid != controller:   # 702.11c
                return False, "hexproof_player"
            if spec in ("any", "player", None) or (spec == "opponent" and not self._same_team(controller, tid)) or \
                    built and targetspec.player_ok(spec, tid, controller, self.team_of(controller)):
                return True, ""
            return False, "type"
        o = self.perm(tid)
        if o is not None:
            if not (targetspec.permanent_ok(spec, o, controller, self) if built else self._type_ok(spec, o, controller)):
                return False, "type"
            ks = self.kws(o)
            if "shroud" in ks:
                return False, "shroud"
            if "hexproof" in ks and o["controller"] != controller:
                return False, "hexproof"
            if o["controller"] != controller and self.hexproof_from(o) & set(src_colors or ()):   # 702.11d
                return False, "hexproof_from"
            if self.protections(o) & set(src_colors or ()):
                return False, "protection"
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
        return False, "gone"

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

    def _check_targets(self, spec, targets, controller, colors, name, rule="601.2c", minimum=None):
        if spec is not None and minimum is not None and minimum < len(spec):
            # "up to one target ...": a variable number of targets, the optional ones last (601.2c)
            if not minimum <= len(targets) <= len(spec):
                raise illegal("mtg.illegal.target_count_up_to", rule, "mtg.casting", [], card=name, least=minimum,
                              n=len(spec), got=len(targets))
        elif spec is not None and len(targets) != len(spec):
            raise illegal("mtg.illegal.target_count", rule, "mtg.casting", [], card=name, n=len(spec), got=len(targets))
        for i, tid in enumerate(targets):
            ok, why = self._target_ok(spec[i] if spec else None, tid, controller, colors, None)
            if not ok:
                r, topic = {"hexproof": ("702.11b", "mtg.kw.hexproof"), "shroud": ("702.18a", "mtg.kw.hexproof"),
                            "hexproof_player": ("702.11c", "mtg.kw.hexproof"), "hexproof_from": ("702.11d", "mtg.kw.hexproof"),
                            "protection": ("702.16b", "mtg.kw.protection")}.get(
                    why, (rule, "mtg.casting"))
                raise illegal("mtg.illegal.target." + why, r, topic, [tid], card=name, target=self.name(tid),
                              spec=target_word(spec[i] if spec else None), cr=r)
