"""Conditions the engine can check on the board (issue 21): the "if" of an intervening-if
triggered ability (603.4: checked when the event happens and again on resolution) and of an
effect ("If you control an artifact, draw a card."). A condition is a dict:

    {"cond": "control", "who": "you" | "opponent", "word": <permanent word>, "min": N}   (or "max": N)
        "you control an artifact" (min 1), "you control three or more creatures" (min 3),
        "you control no creatures" (max 0), "an opponent controls a Forest" is not here (subtypes
        are not permanent words): the count is of the permanents the word describes
        (targetspec.permanent_ok), per opponent for "an opponent controls";
    {"cond": "hand", "who": "you", "min"/"max": N}       cards in hand
    {"cond": "life", "who": "you", "min"/"max": N}       life total
    {"cond": "tapped"} / {"cond": "untapped"}            the source permanent ("if ~ is tapped")
    {"cond": "kicked"}                                    the source permanent was kicked (702.33d)

Anything else is not a condition (validate refuses it); the compiler leaves a line whose condition
it can't read as not modelled. Pure Python."""
from __future__ import annotations

from typing import Any

from ..engine.events import Msg
from . import targetspec

CONDS = {"control", "hand", "life", "tapped", "untapped", "kicked"}


def problems(c: Any) -> list[str]:
    """What is wrong with a condition (empty if it is one the engine checks)."""
    if not isinstance(c, dict):
        return ["expected a condition object"]
    kind = c.get("cond")
    if kind not in CONDS:
        return [f"cond: expected one of {sorted(CONDS)}, got {kind!r}"]
    allowed = {"cond"}
    out = []
    if kind in ("control", "hand", "life"):
        allowed |= {"who", "min", "max"}
        if c.get("who", "you") not in (("you", "opponent") if kind == "control" else ("you",)):
            out.append(f"who: not {c.get('who')!r}")
        bounds = [k for k in ("min", "max") if k in c]
        if len(bounds) != 1 or not isinstance(c[bounds[0]], int) or isinstance(c[bounds[0]], bool) or c[bounds[0]] < 0:
            out.append("expected one of min / max, a whole number")
    if kind == "control":
        allowed.add("word")
        w = c.get("word")
        if not isinstance(w, str) or not targetspec.parse(w) or targetspec.parse(w)["ctrl"] is not None:
            out.append(f"word: expected a permanent word without a controller, got {w!r}")
    extra = sorted(set(c) - allowed)
    if extra:
        out.append(f"unknown field(s) {extra}")
    return out


def describe(c: dict) -> Msg:
    """The condition as words of the reader's language (keys mtg.cond.*, judge/mtg/messages_does.py)."""
    kind = c["cond"]
    if kind in ("tapped", "untapped", "kicked"):
        return Msg("mtg.cond." + kind)
    bound = "min" if "min" in c else "max"
    params: dict[str, Any] = {"n": c[bound]}
    if kind == "control":
        from .oracle.describe import _word
        params["word"] = _word(c["word"])
    return Msg(f"mtg.cond.{c.get('who', 'you')}_{kind}_{bound}", params)


def _bound(n: int, c: dict) -> bool:
    return n >= c["min"] if "min" in c else n <= c["max"]


def holds(game, c: dict, controller: str, source_id: Any) -> bool:
    """Is the condition true now, for an ability or spell controlled by `controller` whose source
    is `source_id`?"""
    kind = c["cond"]
    if kind == "control":
        owners = [controller] if c.get("who", "you") == "you" else game._opponents(controller)
        for pid in owners:
            n = sum(1 for o in game.battlefield if o["controller"] == pid
                    and targetspec.permanent_ok(c["word"], o, pid, game))
            if _bound(n, c):
                return True
        return False
    if kind in ("hand", "life"):
        p = game.player(controller)
        if p is None:
            return False
        return _bound(len(p["hand"]) if kind == "hand" else p["life"], c)
    src = game.perm(source_id) if source_id else None
    if src is None:   # the source left the battlefield: nothing to check (said by the caller's event)
        return False
    if kind == "kicked":
        return bool(src.get("kicked"))
    return bool(src.get("tapped")) == (kind == "tapped")
