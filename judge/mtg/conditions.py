"""Conditions the engine can check on the board (issue 21): the "if" of an intervening-if
triggered ability (603.4: checked when the event happens and again on resolution), of an effect
("If you control an artifact, draw a card.", 608.2c) and the "as long as" of a static ability
(611.3a: re-checked at every moment, never locked in; judge/mtg/layers.py). A condition is a dict:

    {"cond": "control", "who": "you" | "opponent" | "opponents", "word": <permanent word>,
     "subtypes": [<subtype>, ...], "other": true, "min": N}   (or "max": N)
        "you control an artifact" (word "artifact", min 1), "you control three or more creatures"
        (min 3), "you control no creatures" (max 0), "you control a Forest" (subtypes ["Forest"]),
        "you control another Goblin or Orc" (subtypes ["Goblin", "Orc"], other: not the source),
        "you control a Chandra planeswalker" (word "planeswalker", subtypes ["Chandra"]). At least
        one of word / subtypes. The count is of the permanents the word describes
        (targetspec.permanent_ok) that have one of the subtypes (common.has_subtype: a changeling
        has every creature type): per opponent for "an opponent controls" (some opponent), over
        all opponents together for "opponents" ("no opponent controls ...": max 0);
    {"cond": "hand" | "life" | "graveyard" | "poison", "who": "you" | "opponent", "min"/"max": N}
        cards in hand, life total, cards in graveyard (the engine keeps graveyards as lists of
        cards: a milled card is an unknown card, but it is a card), poison counters; "opponent":
        some opponent ("an opponent has 10 or less life");
    {"cond": "tapped" | "untapped" | "attacking" | "blocking" | "equipped" | "enchanted"}
        the source permanent ("as long as ~ is untapped", "~ is attacking" (506.4: an attacking
        creature is one declared as an attacker and not removed from combat), "~ is equipped"
        (an Equipment is attached to it, 301.5), "~ is enchanted" (an Aura is attached to it));
    {"cond": "counters", "counter": "+1/+1" | "-1/-1", "min": N}
        the source has at least N such counters ("as long as ~ has a +1/+1 counter on it");
    {"cond": "is", "word": <permanent word>, "subtypes": [...]}
        the permanent is of that kind ("as long as equipped creature is a Human": with "of");
    {"cond": "kicked"}                                    the source permanent was kicked (702.33d)
    {"cond": "your_turn"}                                 it is its controller's turn (Two-Headed
                                                          Giant: their team's turn, 805.4a)
    {"cond": "all", "of": [<condition>, ...]}             every one of them ("... and ...")

The source-permanent conditions (tapped ... is) take "of": "attached" for the permanent the source
is attached to ("enchanted creature has shroud as long as it's untapped"). Anything else is not a
condition (validate refuses it); the compiler leaves a line whose condition it can't read as not
modelled. A static ability's condition never reads power, toughness or abilities ("with flying",
"with power 4 or greater"): the static's own effect could change what it reads (`problems(...,
static=True)` refuses it). Pure Python."""
from __future__ import annotations

from typing import Any

from ..engine.events import Msg
from ..engine.messages import CATALOGUE
from . import targetspec
from .common import has_subtype

COUNTED = {"control", "hand", "life", "graveyard", "poison"}
OF_SOURCE = {"tapped", "untapped", "attacking", "blocking", "equipped", "enchanted", "counters", "is"}
CONDS = COUNTED | OF_SOURCE | {"kicked", "your_turn", "all"}
COUNTERS = {"+1/+1", "-1/-1"}


def _bounds(c, out):
    bounds = [k for k in ("min", "max") if k in c]
    if len(bounds) != 1 or not isinstance(c[bounds[0]], int) or isinstance(c[bounds[0]], bool) or c[bounds[0]] < 0:
        out.append("expected one of min / max, a whole number")


def _word_problems(c, out, static, required):
    w = c.get("word")
    subs = c.get("subtypes")
    if subs is not None and (not isinstance(subs, list) or not subs or not all(isinstance(x, str) and x for x in subs)):
        out.append("subtypes: expected a list of subtype names")
    if w is None:
        if required and subs is None:
            out.append("expected a word or subtypes")
        return
    p = targetspec.parse(w) if isinstance(w, str) else None
    if not p or p["ctrl"] is not None:
        out.append(f"word: expected a permanent word without a controller, got {w!r}")
    elif static and p["with"]:
        out.append(f'word: a static ability\'s condition can\'t read power, toughness or abilities ("{w}"): '
                   "the ability's own effect could change it")


def problems(c: Any, static: bool = False) -> list[str]:
    """What is wrong with a condition (empty if it is one the engine checks). `static`: the
    condition of a static ability (611.3a), which may not read power, toughness or abilities."""
    if not isinstance(c, dict):
        return ["expected a condition object"]
    kind = c.get("cond")
    if kind not in CONDS:
        return [f"cond: expected one of {sorted(CONDS)}, got {kind!r}"]
    allowed = {"cond"}
    out: list[str] = []
    if kind in COUNTED:
        allowed |= {"who", "min", "max"}
        whos = ("you", "opponent", "opponents") if kind == "control" else ("you", "opponent")
        if c.get("who", "you") not in whos:
            out.append(f"who: not {c.get('who')!r}")
        _bounds(c, out)
    if kind == "control":
        allowed |= {"word", "subtypes", "other"}
        _word_problems(c, out, static, True)
        if "other" in c and (not isinstance(c["other"], bool) or c.get("who", "you") != "you"):
            out.append('other: true or false, with who "you" ("you control another ...")')
    if kind in OF_SOURCE:
        allowed.add("of")
        if c.get("of", "attached") != "attached":
            out.append(f'of: expected "attached", got {c.get("of")!r}')
    if kind == "counters":
        allowed |= {"counter", "min"}
        if c.get("counter") not in COUNTERS:
            out.append(f"counter: expected one of {sorted(COUNTERS)}")
        if not isinstance(c.get("min"), int) or isinstance(c.get("min"), bool) or c["min"] < 1:
            out.append("min: expected a whole number of at least 1")
    if kind == "is":
        allowed |= {"word", "subtypes"}
        _word_problems(c, out, static, True)
    if kind == "all":
        allowed.add("of")
        parts = c.get("of")
        if not isinstance(parts, list) or len(parts) < 2:
            out.append("of: expected a list of two or more conditions")
        else:
            for i, x in enumerate(parts):
                out += [f"of[{i}]: {m}" for m in problems(x, static)]
    extra = sorted(set(c) - allowed)
    if extra:
        out.append(f"unknown field(s) {extra}")
    return out


def _or(items: list) -> Any:
    """'Goblin or Orc' in the reader's language (mtg.cond.or)."""
    out = items[-1]
    for x in reversed(items[:-1]):
        out = Msg("mtg.cond.or", {"a": x, "b": out})
    return out


def _thing(c: dict) -> Any:
    """The kind of permanent a control / is condition counts: its word, its subtypes, or both
    ("Chandra planeswalker")."""
    from .oracle.describe import _word
    subs = c.get("subtypes")
    if subs and c.get("word"):
        return Msg("mtg.cond.sub_word", {"sub": _or(list(subs)), "word": _word(c["word"])})
    if subs:
        return _or(list(subs))
    return _word(c["word"])


def describe(c: dict) -> Msg:
    """The condition as words of the reader's language (keys mtg.cond.*, judge/mtg/messages_does.py)."""
    kind = c["cond"]
    of = "_attached" if c.get("of") == "attached" else ""
    if kind in ("tapped", "untapped", "kicked", "your_turn", "attacking", "blocking", "equipped", "enchanted"):
        return Msg("mtg.cond." + kind + of)
    if kind == "counters":
        return Msg("mtg.cond.counters" + of, {"n": c["min"], "kind": c["counter"]})
    if kind == "is":
        return Msg("mtg.cond.is" + of, {"word": _thing(c)})
    if kind == "all":
        parts = [describe(x) for x in c["of"]]
        out = parts[-1]
        for x in reversed(parts[:-1]):
            out = Msg("mtg.cond.and", {"a": x, "b": out})
        return out
    bound = "min" if "min" in c else "max"
    params: dict[str, Any] = {"n": c[bound]}
    key = f"mtg.cond.{c.get('who', 'you')}_{kind}" + ("_other" if c.get("other") else "")
    if kind == "control":
        params["word"] = _thing(c)
    if bound == "max" and c["max"] == 0 and key + "_none" in CATALOGUE:   # "you control no creatures"
        return Msg(key + "_none", params)
    return Msg(f"{key}_{bound}", params)


def _bound(n: int, c: dict) -> bool:
    return n >= c["min"] if "min" in c else n <= c["max"]


def _is(game, o, c: dict, controller) -> bool:
    """The permanent `o` is what the word and the subtypes of `c` say."""
    if c.get("word") and not targetspec.permanent_ok(c["word"], o, controller, game):
        return False
    return not c.get("subtypes") or any(has_subtype(o, s) for s in c["subtypes"])


def holds(game, c: dict, controller: str, source_id: Any) -> bool:
    """Is the condition true now, for an ability or spell controlled by `controller` whose source
    is `source_id`?"""
    kind = c["cond"]
    if kind == "all":
        return all(holds(game, x, controller, source_id) for x in c["of"])
    if kind == "your_turn":
        return controller in game._active_team()
    if kind == "control":
        who = c.get("who", "you")
        owners = [controller] if who == "you" else game._opponents(controller)
        counts = [sum(1 for o in game.battlefield if o["controller"] == pid and _is(game, o, c, pid)
                      and not (c.get("other") and o["id"] == source_id)) for pid in owners]
        if who == "opponents":
            return _bound(sum(counts), c)
        return any(_bound(n, c) for n in counts)
    if kind in COUNTED:
        pids = [controller] if c.get("who", "you") == "you" else game._opponents(controller)
        for pid in pids:
            p = game.player(pid)
            if p is None:
                continue
            n = len(p["hand"]) if kind == "hand" else len(p["graveyard"]) if kind == "graveyard" else p[kind]
            if _bound(n, c):
                return True
        return False
    src = game.perm(source_id) if source_id else None
    if src is not None and c.get("of") == "attached":
        src = game.perm(src.get("attached_to"))
    if src is None:   # the source left the battlefield (or is attached to nothing): nothing to check
        return False
    if kind == "kicked":
        return bool(src.get("kicked"))
    if kind in ("tapped", "untapped"):
        return bool(src.get("tapped")) == (kind == "tapped")
    if kind in ("attacking", "blocking"):
        cb = game.combat or {}
        return any(x["id"] == src["id"] for x in cb.get("attackers" if kind == "attacking" else "blockers") or ())
    if kind in ("equipped", "enchanted"):
        sub = "Equipment" if kind == "equipped" else "Aura"
        return any(o.get("attached_to") == src["id"] and has_subtype(o, sub) for o in game.battlefield)
    if kind == "counters":
        return (src.get("counters") or {}).get(c["counter"], 0) >= c["min"]
    return _is(game, src, c, src["controller"])   # "is"
