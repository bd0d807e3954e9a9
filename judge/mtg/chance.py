"""Flipping a coin (CR 705, issue 21): "Flip a coin. If you win the flip, <effects>. If you lose the
flip, <effects>." The engine never draws a random result: the flip's result is a choice of the
scenario, the resolving action's `choose` "win" / "lose" (705.2: the player who flips calls it, and
wins or loses). Not given: the default, the flipper **wins** the flip, said on the step as a judge's
note. Effect: `{"do": "flip_coin", "win": [effects], "lose": [effects]}` (either may be absent)."""
from __future__ import annotations

from .common import Host
from .registry import effect

RESULTS = ("win", "lose")


def _check_flip(v, e, p):
    if not e.get("win") and not e.get("lose"):
        v.add(p, 'expected "win" and/or "lose" effects')
    for k in RESULTS:
        if k in e:
            v.effects(e[k], f"{p}.{k}")


def flip_answer(ch):
    """The flip's result given on the resolving action: "win"/"lose", or the first of them in a list."""
    if isinstance(ch, str) and ch.casefold() in RESULTS:
        return ch.casefold()
    if isinstance(ch, list):
        return next((x.casefold() for x in ch if isinstance(x, str) and x.casefold() in RESULTS), None)
    return None


class ChanceMixin(Host):
    """Methods of MtgGame for coin flips (705)."""

    @effect("flip_coin", rule="705.2", fields=("win", "lose"), check=_check_flip)
    def _do_flip_coin(self, e, ctx):
        """705.2: the controller flips and wins or loses; the result comes from `choose` (default win)."""
        src = self._source_info(ctx)
        pid = ctx["controller"]
        ans = flip_answer(ctx.get("choose"))
        how = "chosen" if ans is not None else "default"
        res = ans or "win"
        self.ev("choice", f"mtg.coin.{res}_{how}", "705.2", "mtg.stack", [src["id"], pid], player=self.name(pid),
                card=src["name"])
        for sub in e.get(res) or []:
            if self.result["over"]:
                break
            self._effect(sub, ctx)
