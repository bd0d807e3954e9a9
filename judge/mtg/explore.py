"""Explore (CR 701.44, issue 21): "When this creature enters, it explores." The exploring permanent's
controller reveals the top card of their library (701.44a). A land card goes into their hand;
otherwise a +1/+1 counter goes on the exploring permanent (if it is still on the battlefield) and the
player may put the revealed card into their graveyard. No card revealed (an empty library): no land
card was revealed, so the permanent gets the counter (the printed rulings of the explore cards). The
top card must be known (library.py): an unknown one is refused with the field to give (401.2), never
guessed. Choice ("you may put it into your graveyard"): the resolving action's `choose` "yes"/"no"
(a list answers several explores in order); default yes, said on the step (as every "you may" the
engine takes by default when it can, 603.5)."""
from __future__ import annotations

from .common import Host
from .registry import effect


class ExploreMixin(Host):
    """Methods of MtgGame for explore (701.44)."""

    @effect("explore", rule="701.44a", fields=("of",))
    def _do_explore(self, e, ctx):
        from ..engine.events import Msg
        from .optional import NO, YES, _answer
        from .validate import merged
        for t in self._refs(e.get("of") or "self", ctx):
            o = self.perm(t)
            pid = o["controller"] if o is not None else ctx["controller"]   # 701.44c: last known controller
            p = self.player(pid)
            if p is None:
                continue
            name = self.name(o) if o is not None else str(t)
            if p["library"] <= 0:
                self.ev("effect", "mtg.explore.empty", "701.44a", "mtg.zones", [t, pid], card=name,
                        player=self.name(pid))
                if o is not None:
                    self._add_counters(t, "+1/+1", 1)
                continue
            known = self._lib_known(p)
            if not known:
                self._lib_missing(pid, Msg("mtg.lib_word.top_n", {"n": 1}))
            c = known[0]
            self.ev("effect", "mtg.explore.reveals", "701.44a", "mtg.zones", [t, pid, c["id"]], card=name,
                    player=self.name(pid), top=self._lib_name(c))
            if "land" in {str(x).lower() for x in merged(c).get("types") or ()}:
                self._lib_take_top(p)
                self._lib_to_zone(pid, c, "hand")
                continue
            if o is not None:
                self._add_counters(t, "+1/+1", 1)
            i = ctx.get("may_index", 0)
            ctx["may_index"] = i + 1
            ans = _answer(ctx.get("choose"), i)
            if ans in NO:
                self.ev("choice", "mtg.explore.kept", "701.44a", "mtg.zones", [pid, c["id"]], player=self.name(pid),
                        top=self._lib_name(c))
                continue
            self.ev("choice", "mtg.explore.graveyard_" + ("chosen" if ans in YES else "default"), "701.44a",
                    "mtg.zones", [pid, c["id"]], player=self.name(pid), top=self._lib_name(c))
            self._lib_take_top(p)
            p["graveyard"] = list(p["graveyard"]) + [dict(c)]
            self.ev("move", "mtg.explore.to_graveyard", "701.44a", "mtg.zones", [c["id"]],
                    {"from": "library", "to": "graveyard"}, player=self.name(pid), top=self._lib_name(c))
