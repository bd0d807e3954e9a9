"""Replacement effects on a permanent leaving the battlefield (CR 614, 616): the one place where they
are applied, in the order of 616.1.

    614.1a     an effect that says "instead" is a replacement effect: the event is replaced as it would
               happen (614.6: the original event never happens; the modified one may trigger abilities)
    614.5      a replacement effect gets one chance to apply to an event
    616.1      two or more apply to one event: the affected object's controller chooses one, applies it,
               and then the rest are checked again (616.1f); the engine's default order is the order
               listed in REPLACEMENTS (said on the step as a judge's note, `mtg.replace.order_default`)
    700.4      "dies": put into a graveyard from the battlefield
    514.2      "this turn" effects end in the cleanup step

The replacement effects here, each (name, applies(game, perm, zone), rule):
    unearth         702.84a   an unearthed permanent that would leave for another zone is exiled
    exile_if_dies   614.1a    "If that creature would die this turn, exile it instead" (Lava Coil):
                              the permanent's `exile_if_dies` mark, set by the `exile_if_dies` effect
                              and removed in the cleanup step (514.2)
Other replacement effects of the engine stay where the event is built: entering tapped or with
counters (614.1c-d, zones.py `_enter`), regeneration (614.8, effects.py), damage prevention and
redirection (615, 614.9, effects.py), drawing from an empty library (614.1a, zones.py).
"""
from __future__ import annotations

from ..engine.events import Msg
from .common import Host, zonemsg
from .registry import effect


def _unearth(game, o, zone):
    return bool(o.get("unearthed")) and zone != "exile"


def _exile_if_dies(game, o, zone):
    return bool(o.get("exile_if_dies")) and zone == "graveyard" and \
        bool({"creature", "planeswalker"} & set(o.get("types") or ()))   # 700.4: dies


# the default order of 616.1 (the controller may choose another; they all exile here, so the
# choice never changes where the permanent goes)
_KEYS = {"unearth": "mtg.unearth.exiled_instead"}   # the event of each, when not mtg.replace.<name>
REPLACEMENTS = (("unearth", _unearth, "702.84a"), ("exile_if_dies", _exile_if_dies, "614.1a"))


class ReplacementMixin(Host):
    """Methods of MtgGame for replacement effects on leaving the battlefield (CR 614, 616)."""

    def _replace_leaving(self, moves):
        """moves: [(perm, zone, why)] about to happen; returns them with each replacement effect that
        applies applied (614.1a, 614.6), one at a time in 616.1 order, each at most once (614.5)."""
        out = []
        for o, zone, why in moves:
            used: set[str] = set()
            applicable = [r for r in REPLACEMENTS if r[1](self, o, zone)]
            if len(applicable) > 1:   # 616.1: its controller chooses; the engine's default, said as a note
                self.ev("choice", "mtg.replace.order_default", "616.1", "mtg.zones", [o["id"]], card=self.name(o),
                        player=self.name(o["controller"]),
                        effects=[Msg("mtg.replace.name." + r[0]) for r in applicable])
            while True:
                r = next((r for r in REPLACEMENTS if r[0] not in used and r[1](self, o, zone)), None)
                if r is None:
                    break
                used.add(r[0])
                new = "exile"
                self.ev("move", _KEYS.get(r[0], "mtg.replace." + r[0]), r[2], "mtg.zones", [o["id"]],
                        card=self.name(o), zone=zonemsg(zone), to=zonemsg(new))
                zone, why = new, "exile"
            out.append((o, zone, why))
        return out

    @effect("exile_if_dies", rule="614.1a", fields=("of",))
    def _do_exile_if_dies(self, e, ctx):
        """"If that creature would die this turn, exile it instead." (614.1a): a replacement effect on
        that permanent until the cleanup step (514.2), applied by _replace_leaving."""
        src = self._source_info(ctx)
        for t in self._refs(e.get("of"), ctx):
            o = self.perm(t)
            if o is None:
                continue
            o["exile_if_dies"] = True
            self.ev("effect", "mtg.replace.exile_if_dies_set", "614.1a", "mtg.zones", [t], card=self.name(o),
                    source=src["name"])
