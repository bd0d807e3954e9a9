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
        (life also "who": "player": some player, "a player has 13 or less life")
        cards in hand, life total, cards in graveyard (the engine keeps graveyards as lists of
        cards: a milled card is an unknown card, but it is a card), poison counters; "opponent":
        some opponent ("an opponent has 10 or less life");
    {"cond": "tapped" | "untapped" | "attacking" | "blocking" | "equipped" | "enchanted"}
        the source permanent ("as long as ~ is untapped", "~ is attacking" (506.4: an attacking
        creature is one declared as an attacker and not removed from combat), "~ is equipped"
        (an Equipment is attached to it, 301.5), "~ is enchanted" (an Aura is attached to it));
    {"cond": "counters", "counter": "+1/+1" | "-1/-1" | "time", "min": N}
        the source has at least N such counters ("as long as ~ has a +1/+1 counter on it");
    {"cond": "is", "word": <permanent word>, "subtypes": [...]}
        the permanent is of that kind ("as long as equipped creature is a Human": with "of");
    {"cond": "kicked"}                                    the source permanent was kicked (702.33d)
    {"cond": "not_renowned"}                              the source permanent isn't renowned (702.112a-b)
    {"cond": "opponents", "min"/"max": N}                 how many opponents you have (102.3; "you have
                                                          two or more opponents")
    {"cond": "your_turn"}                                 it is its controller's turn (Two-Headed
                                                          Giant: their team's turn, 805.4a)
    {"cond": "all", "of": [<condition>, ...]}             every one of them ("... and ...")

and the conditions on what happened earlier in the turn (the state's `history`, history.py):

    {"cond": "died", "min": N}                  N or more creatures died this turn (700.4; Morbid: min 1)
    {"cond": "died", "max": 0}                  no creatures died this turn
    {"cond": "attacked"}                        you attacked this turn (508.6; Raid)
    {"cond": "left", "word": <card type> | "permanent", "min": N}
                                                N or more of them left the battlefield under your
                                                control this turn (Revolt: "a permanent", min 1)
    {"cond": "gained", "who": "you", "min": N}  you gained N or more life this turn (119.3; min 1:
                                                "you gained life this turn")
    {"cond": "lost", "who": "you" | "opponent" | "player", "min": N}
                                                you / an opponent / a player lost N or more life this turn
    {"cond": "gained_or_lost"}                  you gained or lost life this turn
    {"cond": "spells_last_turn", "min": N}      a player cast N or more spells last turn
    {"cond": "spells_last_turn", "max": 0}      no spells were cast last turn
    {"cond": "cast", "from": "hand"}            the source was cast [from its caster's hand]
    {"cond": "cast_main"}                       the source was cast during its caster's main phase (505.1)
    {"cond": "targets", "word": <permanent word>}   the spell targets such a permanent (its own
                                                cost reduction, 601.2f: "if it targets a tapped creature")
    {"cond": "gy_cards", "word": <card word "... card in your graveyard">, "min": N}
                                                N or more such cards in your graveyard ("three or more
                                                creature cards", "two or more instant and/or sorcery
                                                cards", "an Elf card"; targetspec.card_ok)
    {"cond": "gy_types", "min": N}              N or more card types among cards in your graveyard
                                                (205.2a; Delirium)
    {"cond": "powers", "min": N}                you control N or more creatures with different powers
                                                (Coven; each creature's power now, 613.4)
    {"cond": "total_power", "min": N}           creatures you control have total power N or greater
                                                (Formidable; a negative power counts as it is, 107.1b)
    {"cond": "more_lands"}                      an opponent controls more lands than you
    (a milled card the engine does not know can't be counted: when the known cards don't decide,
    the condition does not hold and the step says why)

`check` says whether a condition holds and, for the history and cast conditions, why (a Msg the
step shows); they are not conditions of a static ability (its "as long as" is re-checked with the
board, 611.3a, not with each event of the turn).

The source-permanent conditions (tapped ... is) take "of": "attached" for the permanent the source
is attached to ("enchanted creature has shroud as long as it's untapped"). Anything else is not a
condition (validate refuses it); the compiler leaves a line whose condition it can't read as not
modelled. A static ability's condition never reads power, toughness or abilities ("with flying",
"with power 4 or greater"): the static's own effect could change what it reads (`problems(...,
static=True)` refuses it). Pure Python."""
from __future__ import annotations

import re
from typing import Any

from ..engine.events import Msg
from ..engine.messages import CATALOGUE
from . import targetspec
from .common import has_subtype

COUNTED = {"control", "hand", "life", "graveyard", "poison"}
OF_SOURCE = {"tapped", "untapped", "attacking", "blocking", "equipped", "enchanted", "counters", "is"}
# the conditions on the turn's history and on how the source was cast: `check` gives a why
WHY = {"died", "attacked", "left", "gained", "lost", "gained_or_lost", "spells_last_turn", "cast", "cast_main", "targets",
       "gy_cards", "gy_types", "powers", "total_power", "more_lands"}
# the card types of 205.2a (what "card types among cards in your graveyard" counts)
CARD_TYPES_205 = ("artifact", "battle", "conspiracy", "creature", "dungeon", "enchantment", "instant", "kindred", "land",
                  "phenomenon", "plane", "planeswalker", "scheme", "sorcery", "vanguard")
CONDS = COUNTED | OF_SOURCE | WHY | {"kicked", "your_turn", "all", "opponents", "not_renowned", "target"}
COUNTERS = {"+1/+1", "-1/-1", "time"}   # time: vanishing's intervening "if" (702.63a)
LEFT_WORDS = {"permanent", "creature", "artifact", "enchantment", "land", "planeswalker", "battle"}
CAST_FROM = {"hand", "graveyard", "outside"}   # where a spell can be cast from in the engine (casting.py)


def _why_problems(c: dict, kind: str, allowed: set, out: list) -> None:
    """The fields of the conditions on the turn's history and on how the source was cast."""
    if kind in ("gained", "lost"):
        allowed.add("who")
        whos = ("you", "opponent", "player") if kind == "lost" else ("you",)
        if not isinstance(c.get("who", "you"), str) or c.get("who", "you") not in whos:
            out.append(f"who: not {c.get('who')!r}")
    if kind in ("died", "left", "gained", "lost", "spells_last_turn"):
        allowed |= {"min", "max"}
        bounds = [k for k in ("min", "max") if k in c]
        if len(bounds) != 1 or not isinstance(c[bounds[0]], int) or isinstance(c[bounds[0]], bool) or c[bounds[0]] < 0:
            out.append("expected one of min / max, a whole number")
        elif bounds[0] == "max" and (kind not in ("spells_last_turn", "died") or c["max"] != 0) or c.get("min") == 0:
            # "no spells were cast last turn", "no creatures died this turn": the upper bounds the text has
            out.append('expected "min": N (N >= 1)' + (' or "max": 0' if kind in ("spells_last_turn", "died") else ""))
    if kind == "left":
        allowed.add("word")
        if not isinstance(c.get("word"), str) or c["word"] not in LEFT_WORDS:
            out.append(f"word: expected one of {sorted(LEFT_WORDS)}, got {c.get('word')!r}")
    if kind == "cast":
        allowed.add("from")
        if "from" in c and (not isinstance(c["from"], str) or c["from"] not in CAST_FROM):
            out.append(f"from: expected one of {sorted(CAST_FROM)}, got {c.get('from')!r}")
    if kind in ("gy_cards", "gy_types", "powers", "total_power"):
        allowed.add("min")
        if not isinstance(c.get("min"), int) or isinstance(c.get("min"), bool) or c["min"] < 1:
            out.append("min: expected a whole number of at least 1")
    if kind == "gy_cards":
        allowed.add("word")
        p = targetspec.parse_card(c.get("word")) if isinstance(c.get("word"), str) else None
        if not p or p["where"] != "you" or p["another"] or not p["alts"]:
            out.append(f'word: expected a card word "... card in your graveyard", got {c.get("word")!r}')
    if kind == "targets":
        allowed.add("word")
        w = c.get("word")
        p = targetspec.parse(w) if isinstance(w, str) else None
        if not p or any(a["noun"] in ("player", "opponent", "spell") for a in p["alts"]):
            out.append(f"word: expected a permanent word, got {w!r}")


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
    if not isinstance(kind, str) or kind not in CONDS:
        return [f"cond: expected one of {sorted(CONDS)}, got {kind!r}"]
    allowed = {"cond"}
    out: list[str] = []
    if kind in COUNTED:
        allowed |= {"who", "min", "max"}
        whos = ("you", "opponent", "opponents") if kind == "control" else ("you", "opponent", "player") \
            if kind == "life" else ("you", "opponent", "that_player") if kind == "hand" else ("you", "opponent")
        if c.get("who", "you") not in whos:
            out.append(f"who: not {c.get('who')!r}")
        if c.get("who") == "that_player" and static:
            out.append('who: "that_player" (the player a triggered ability names) is not one of a static ability')
        _bounds(c, out)
    if kind in WHY:
        _why_problems(c, kind, allowed, out)
        if static:
            out.append("a condition on the turn's history or on how a spell was cast is not one of a static ability")
    if kind == "opponents":
        allowed |= {"min", "max"}
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
    if kind == "target":
        allowed |= {"of", "word", "subtypes", "mv_max"}
        if "mv_max" in c:   # "if its mana value was N or less" (608.2h: last known information)
            if not isinstance(c["mv_max"], int) or isinstance(c["mv_max"], bool) or c["mv_max"] < 0:
                out.append(f"mv_max: expected a whole number, got {c['mv_max']!r}")
            if "word" in c or "subtypes" in c:
                out.append("mv_max: a condition on the mana value alone (no word or subtypes)")
        else:
            _word_problems(c, out, static, True)
        if not isinstance(c.get("of"), str) or not re.fullmatch(r"target:\d+", c["of"]):
            out.append(f'of: expected "target:N", got {c.get("of")!r}')
        if static:
            out.append("a condition on a target is not one of a static ability")
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
    """'Goblin or Orc' in the reader's language (mtg.cond.or; the basic land types have names of
    their own, 205.3i)."""
    from .restrictions import BASIC_LAND_TYPES
    items = [Msg("mtg.land_type." + x.casefold()) if isinstance(x, str) and x.casefold() in BASIC_LAND_TYPES else x
             for x in items]
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
    if kind in ("tapped", "untapped", "kicked", "your_turn", "attacking", "blocking", "equipped", "enchanted", "not_renowned"):
        return Msg("mtg.cond." + kind + of)
    if kind == "counters":
        return Msg("mtg.cond.counters" + of, {"n": c["min"], "kind": c["counter"]})
    if kind == "is":
        return Msg("mtg.cond.is" + of, {"word": _thing(c)})
    if kind == "target" and "mv_max" in c:
        return Msg("mtg.cond.target_mv", {"n": c["mv_max"]})
    if kind == "target":
        return Msg("mtg.cond.target_is", {"word": _thing(c)})
    if kind in WHY:
        return _describe_why(c, kind)
    if kind == "all":
        parts = [describe(x) for x in c["of"]]
        out = parts[-1]
        for x in reversed(parts[:-1]):
            out = Msg("mtg.cond.and", {"a": x, "b": out})
        return out
    bound = "min" if "min" in c else "max"
    params: dict[str, Any] = {"n": c[bound]}
    if kind == "opponents":
        return Msg(f"mtg.cond.you_opponents_{bound}", params)
    key = f"mtg.cond.{c.get('who', 'you')}_{kind}" + ("_other" if c.get("other") else "")
    if kind == "control":
        params["word"] = _thing(c)
    if bound == "max" and c["max"] == 0 and key + "_none" in CATALOGUE:   # "you control no creatures"
        return Msg(key + "_none", params)
    return Msg(f"{key}_{bound}", params)


def _describe_why(c: dict, kind: str) -> Msg:
    if kind in ("attacked", "cast_main", "gained_or_lost"):
        return Msg("mtg.cond." + kind)
    if kind == "cast":
        return Msg("mtg.cond.cast_from_" + c["from"]) if c.get("from") else Msg("mtg.cond.cast")
    if kind == "targets":
        from .oracle.describe import _word
        return Msg("mtg.cond.targets", {"word": _word(c["word"])})
    if kind == "gy_cards":
        from .oracle.describe import _word
        return Msg("mtg.cond.gy_cards", {"n": c["min"], "word": _word(c["word"])})
    if kind == "gy_types":
        return Msg("mtg.cond.gy_types", {"n": c["min"]})
    if kind in ("powers", "total_power"):
        return Msg("mtg.cond." + kind, {"n": c["min"]})
    if kind == "more_lands":
        return Msg("mtg.cond.more_lands")
    if kind in ("spells_last_turn", "died") and "max" in c:
        return Msg(f"mtg.cond.{kind}_none")
    n = c.get("min", 0)
    key = {"died": "died", "left": "left", "gained": "you_gained", "spells_last_turn": "spells_last_turn",
           "lost": f"{c.get('who', 'you')}_lost"}[kind]
    params: dict[str, Any] = {"n": n}
    if kind == "left":
        from .common import target_word
        params["word"] = target_word(c["word"])
    return Msg(f"mtg.cond.{key}" + ("" if n == 1 or kind == "spells_last_turn" else "_min"), params)


def _bound(n: int, c: dict) -> bool:
    return n >= c["min"] if "min" in c else n <= c["max"]


def _is(game, o, c: dict, controller) -> bool:
    """The permanent `o` is what the word and the subtypes of `c` say."""
    if c.get("word") and not targetspec.permanent_ok(c["word"], o, controller, game):
        return False
    return not c.get("subtypes") or any(has_subtype(o, s) for s in c["subtypes"])


def check(game, c: dict, controller: str, source_id: Any, obj: Any = None, lki: bool = False) -> tuple[bool, Msg | None]:
    """(does the condition hold now, why) for an ability or spell controlled by `controller` whose
    source is `source_id`; `obj`: the spell or ability being resolved or cast (a spell's own "if
    you cast this spell during your main phase", its targets); `lki`: the second check of an
    intervening "if" (603.4) on resolution, where a source that left the battlefield is seen as it
    last existed (113.7a, 608.2h). `why` is None for the conditions on the board (control, hand,
    life, tapped, kicked ...): the step names the condition only."""
    if c.get("who") == "that_player":   # "if that player has two or fewer cards in hand": the trigger's player
        pid = ((obj or {}).get("context") or {}).get("player")
        if pid is None or game.player(pid) is None:
            return False, None
        return holds(game, dict(c, who="you"), pid, source_id), None
    kind = c["cond"]
    if kind in WHY:
        return _check_why(game, c, kind, controller, source_id, obj, lki)
    if kind == "target":
        return _check_target(game, c, controller, obj)
    return holds(game, c, controller, source_id), None


def _check_target(game, c: dict, controller: str, obj: Any) -> tuple[bool, Msg]:
    """"If it's a Spirit, ..." about the spell's or ability's target (608.2c): that permanent as it
    is now; a target no longer on the battlefield is not one."""
    i = int(c["of"].split(":")[1])
    tids = list((obj or {}).get("targets") or [])
    if "mv_max" in c:   # "if its mana value was N or less": as it is now, or as it last existed (608.2h)
        tid = tids[i] if i < len(tids) and isinstance(tids[i], str) else None
        now = game.perm(tid) or game.stack_obj(tid) if tid else None
        seen = now if now is not None else ((obj or {}).get("target_lki") or {}).get(tid)
        if seen is None:
            return False, Msg("mtg.why.target_gone")
        from .common import spell_mana_value
        mv = spell_mana_value(seen, seen.get("x", 0) if now is not None and game.stack_obj(tid) else 0)
        return mv <= c["mv_max"], Msg("mtg.why.target_mv" + ("" if now is not None else "_lki"),
                                      {"card": game.name(seen), "mv": mv})
    o = game.perm(tids[i]) if i < len(tids) and isinstance(tids[i], str) else None
    if o is None:
        return False, Msg("mtg.why.target_gone")
    ok = _is(game, o, c, controller)
    return ok, Msg("mtg.why.target_is" if ok else "mtg.why.target_is_not", {"card": game.name(o), "word": _thing(c)})


def _cast_info(game, source_id, obj):
    """(the object that was or wasn't cast, its name) for "cast" / "cast_main": the spell itself
    (`obj` without "ability"), else the source permanent (None when it left the battlefield)."""
    if obj is not None and "ability" not in obj:
        return obj, game.name(obj)
    src = game.perm(source_id) if source_id else None
    return src, (game.name(src) if src is not None else str(source_id))


def _check_why(game, c, kind, controller, source_id, obj, lki) -> tuple[bool, Msg]:
    h = game.history
    who = game.name(controller)
    if kind == "died":
        died = game.died_this_turn()
        if not died:
            return _bound(0, c), Msg("mtg.why.died_none")
        return _bound(len(died), c), Msg("mtg.why.died", {"n": len(died), "cards": died})
    if kind == "attacked":
        yes = controller in (h.get("attacked") or ())
        return yes, Msg("mtg.why.attacked" if yes else "mtg.why.attacked_not", {"player": who})
    if kind == "left":
        gone = game.left_this_turn(controller, c["word"])
        from .common import target_word
        if not gone:
            return _bound(0, c), Msg("mtg.why.left_none", {"player": who, "word": target_word(c["word"])})
        return _bound(len(gone), c), Msg("mtg.why.left", {"player": who, "cards": gone, "n": len(gone)})
    if kind in ("gained", "lost"):
        counts = h.get("life_gained" if kind == "gained" else "life_lost") or {}
        who_c = c.get("who", "you")
        pids = [controller] if who_c == "you" else [p["id"] for p in game.players] if who_c == "player" \
            else game._opponents(controller)
        ok = any(_bound(counts.get(p, 0), c) for p in pids)
        best = max(pids, key=lambda p: (_bound(counts.get(p, 0), c), counts.get(p, 0))) if pids else controller
        return ok, Msg("mtg.why." + kind, {"player": game.name(best), "n": counts.get(best, 0)})
    if kind == "gained_or_lost":
        g, lo = (h.get("life_gained") or {}).get(controller, 0), (h.get("life_lost") or {}).get(controller, 0)
        return bool(g or lo), Msg("mtg.why.gained_or_lost", {"player": who, "gained": g, "lost": lo})
    if kind == "spells_last_turn":
        counts = h.get("spells_last_turn") or {}
        ids = [p["id"] for p in game.players]
        ok = any(_bound(counts.get(p, 0), c) for p in ids) if "min" in c else all(counts.get(p, 0) <= c["max"] for p in ids)
        return ok, Msg("mtg.why.spells_last_turn", {"counts": [Msg("mtg.why.count", {"player": game.name(p), "n": counts.get(p, 0)})
                                                              for p in ids]})
    if kind == "targets":
        tids = list((obj or {}).get("targets") or [])
        hit = [t for t in tids if (o := game.perm(t)) is not None and targetspec.permanent_ok(c["word"], o, controller, game)]
        from .oracle.describe import _word
        if hit:
            return True, Msg("mtg.why.targets", {"targets": [game.name(t) for t in hit], "word": _word(c["word"])})
        return False, Msg("mtg.why.targets_none", {"word": _word(c["word"])})
    if kind in ("gy_cards", "gy_types"):
        return _check_gy(game, c, kind, controller)
    if kind in ("powers", "total_power"):
        mine = [o for o in game.battlefield if o["controller"] == controller and game.is_creature(o)]
        powers = [game.pt(o)[0] for o in mine]
        if kind == "powers":
            n = len(set(powers))
            return n >= c["min"], Msg("mtg.why.powers", {"player": who, "n": n,
                                                        "powers": ", ".join(str(x) for x in sorted(set(powers))) or "-"})
        n = sum(powers)   # 107.1b: a negative power counts as it is
        return n >= c["min"], Msg("mtg.why.total_power", {"player": who, "n": n})
    if kind == "more_lands":
        def lands(pid):
            return sum(1 for o in game.battlefield if o["controller"] == pid and "land" in (o.get("types") or ()))
        mine_n = lands(controller)
        best = max((lands(p) for p in game._opponents(controller)), default=0)
        return best > mine_n, Msg("mtg.why.more_lands", {"player": who, "n": mine_n, "m": best})
    # "cast" / "cast_main": how the spell or the source permanent was cast
    o, name = _cast_info(game, source_id, obj)
    if o is None:
        # 603.4 / 113.7a: the source left the battlefield after its ability triggered; how it was cast
        # can't change, and the ability triggered only because it held, so it holds as it last existed
        return bool(lki), Msg("mtg.why.cast_lki" if lki else "mtg.why.cast_gone", {"card": name})
    if o.get("copy"):
        return False, Msg("mtg.why.cast_copy", {"card": name})
    # a spell: absent `cast_from` is the hand (the default of a stack object); a permanent: not cast
    frm = o.get("cast_from") or ("hand" if o is obj else None)
    if frm is None:
        return False, Msg("mtg.why.not_cast", {"card": name})
    from .common import zonemsg
    if kind == "cast":
        return c.get("from") in (None, frm), Msg("mtg.why.cast_from", {"card": name, "zone": zonemsg(frm)})
    ok = bool(o.get("cast_main"))
    return ok, Msg("mtg.why.cast_main" if ok else "mtg.why.cast_not_main", {"card": name})


def _check_gy(game, c, kind, controller) -> tuple[bool, Msg]:
    """"N or more <kind> cards in your graveyard" / "N or more card types among cards in your
    graveyard" (205.2a): counted over the cards the engine knows; a milled card it does not know
    decides nothing, so when the known cards fall short and such cards could make up the rest, the
    condition does not hold and the step says so."""
    from .validate import merged
    p = game.player(controller)
    cards = list((p or {}).get("graveyard") or ())
    unknown = sum(1 for x in cards if isinstance(x, dict) and x.get("unknown"))
    known = [merged(x) for x in cards if not (isinstance(x, dict) and x.get("unknown"))]
    who = game.name(controller)
    if kind == "gy_cards":
        hit = [x for x in known if targetspec.card_ok(c["word"], x, controller, controller, game)[0]]
        n = len(hit)
        params: dict[str, Any] = {"player": who, "n": n, "cards": [str(x.get("card") or x.get("id")) for x in hit] or "-"}
        if n < c["min"] and unknown and n + unknown >= c["min"]:
            return False, Msg("mtg.why.gy_unknown", {"player": who, "unknown": unknown, "n": n})
        return n >= c["min"], Msg("mtg.why.gy_cards", params)
    types = set()
    for x in known:
        ts = {str(t).lower() for t in x.get("types") or ()}
        if x.get("kind"):
            ts.add(str(x["kind"]).lower())
        types |= ts & set(CARD_TYPES_205)
    n = len(types)
    if n < c["min"] and unknown:
        return False, Msg("mtg.why.gy_unknown", {"player": who, "unknown": unknown, "n": n})
    from .common import target_word
    return n >= c["min"], Msg("mtg.why.gy_types", {"player": who, "n": n,
                                                   "types": [target_word(t) for t in sorted(types)] or "-"})


def holds(game, c: dict, controller: str, source_id: Any) -> bool:
    """Is the condition true now, for an ability or spell controlled by `controller` whose source
    is `source_id`?"""
    kind = c["cond"]
    if kind in WHY:
        return check(game, c, controller, source_id)[0]
    if kind == "all":
        return all(holds(game, x, controller, source_id) for x in c["of"])
    if kind == "target":   # needs the spell or ability (check): not a condition of the board alone
        return False
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
    if kind == "opponents":
        return _bound(sum(1 for p in game.players if not p.get("lost") and not game._same_team(controller, p["id"])), c)
    if kind in COUNTED:
        who = c.get("who", "you")
        pids = [controller] if who == "you" else [p["id"] for p in game.players if not p.get("lost")] \
            if who == "player" else game._opponents(controller)
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
    if kind == "not_renowned":
        return not src.get("renowned")
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


def subtypes_msg(subs) -> Any:
    """"Island or Swamp" in the reader's language."""
    return _or(list(subs))
