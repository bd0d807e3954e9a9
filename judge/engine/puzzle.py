"""Puzzles: a position, a goal, and the learner's line chosen from the legal actions
(docs/judge-tool.md, "Puzzles").

A puzzle is a judge-scenario/1 document whose `puzzle` field says:

    {"player": "A",                      # the learner's side
     "goal": [{"win": "A"}, ...],        # every item must hold
     "max_actions": 4,                   # the learner's actions before the line is judged
     "replies": [{"after": "declare_attackers", "do": {...}}],   # the other side's scripted answers
     "level": 1, "solution": [{...}, ...]}                        # a winning line (tests replay it)

Goal items: {"win": P} (P has won), {"destroyed": id} (no longer on the battlefield / field),
{"present": id} (still there), {"life_at_most": {P: n}}, {"life_at_least": {P: n}},
{"hp_at_most": {P: n}} and {"hp_at_least": {P: n}} (Born from Blood Characters),
{"not_lost": P} (P has not lost the game).

The learner picks actions from `legal.legal_actions`, restricted to their side's choices (their
casts, activations, attacks and blocks, and passing one step at a time: `advance`, `resolve`). After each pick the other side's scripted
replies whose `after` matches the pick's type are applied when legal (each once). The line is
solved as soon as every goal item holds with the stack empty (and, when the puzzle names a point
`until` such as {"step": "end"} or {"phase": "end"}, optionally with "turn", once the game has
reached it); it fails when the game is over, or `max_actions` picks are spent, without that; the
failure names each goal item that does not hold, with the value the game reached, in the reader's
language.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from . import legal, puzzle_messages  # noqa: F401  (registers the puzzle's catalogue)
from .errors import Problem
from .messages import Msg
from .stepper import Stepper

GOALS = ("win", "destroyed", "present", "life_at_most", "life_at_least", "hp_at_most", "hp_at_least", "not_lost")
PASSING = ("resolve", "advance", "advance_to")


def validate(doc: dict) -> list[Problem]:
    """Every problem of a document's `puzzle` field, with its path."""
    pz = doc.get("puzzle")
    if not isinstance(pz, dict):
        return [Problem("puzzle", "expected an object")]
    out = []
    for k in pz:
        if k not in ("player", "goal", "max_actions", "replies", "level", "solution", "until"):
            out.append(Problem(f"puzzle.{k}", "unknown field"))
    if not isinstance(pz.get("player"), str):
        out.append(Problem("puzzle.player", "expected the learner's player id"))
    goals = pz.get("goal")
    if not isinstance(goals, list) or not goals:
        out.append(Problem("puzzle.goal", "expected a non-empty list of goal items"))
    else:
        for i, g in enumerate(goals):
            if not isinstance(g, dict) or len(g) != 1 or next(iter(g)) not in GOALS:
                out.append(Problem(f"puzzle.goal[{i}]", f"expected one of {', '.join(GOALS)}"))
    if not isinstance(pz.get("max_actions"), int) or not 1 <= pz["max_actions"] <= 20:
        out.append(Problem("puzzle.max_actions", "expected a whole number from 1 to 20"))
    for i, r in enumerate(pz.get("replies") or []):
        if not isinstance(r, dict) or not isinstance(r.get("after"), str) or not isinstance(r.get("do"), dict):
            out.append(Problem(f"puzzle.replies[{i}]", 'expected {"after": action type, "do": action}'))
    if not isinstance(pz.get("level", 1), int):
        out.append(Problem("puzzle.level", "expected 1, 2 or 3"))
    until = pz.get("until")
    if until is not None and not (isinstance(until, dict) and set(until) <= {"step", "phase", "turn"}):
        out.append(Problem("puzzle.until", 'expected {"step": ...} (Magic) or {"phase": ...} (Born from Blood), '
                                           'optionally with "turn"'))
    if "solution" in pz and not isinstance(pz["solution"], list):
        out.append(Problem("puzzle.solution", "expected a list of actions"))
    return out


def _board_ids(state: dict, game: str) -> set[str]:
    if game == "bfb":
        return {c["id"].casefold() for p in state.get("players", []) for cs in (p.get("field") or {}).values()
                for c in cs}
    return {o["id"].casefold() for o in state.get("battlefield", [])}


def _player(state: dict, pid: str) -> dict:
    return next((p for p in state.get("players", []) if p["id"] == pid), {})


@dataclass
class GoalCheck:
    met: bool
    text: Msg          # what the goal asks
    now: Msg | None    # where the game is (when not met)


def check_goal(doc: dict, state: dict) -> list[GoalCheck]:
    game = doc["game"]
    res = state.get("result") or {}
    out = []
    for g in doc["puzzle"]["goal"]:
        kind, val = next(iter(g.items()))
        if kind == "win":
            met = bool(res.get("over")) and res.get("winner") == val
            out.append(GoalCheck(met, Msg("puzzle.goal.win", {"player": val}),
                                 None if met else Msg("puzzle.now.not_won", {"player": val})))
        elif kind == "not_lost":
            met = val not in (res.get("losers") or [])
            out.append(GoalCheck(met, Msg("puzzle.goal.not_lost", {"player": val}),
                                 None if met else Msg("puzzle.now.lost", {"player": val})))
        elif kind in ("destroyed", "present"):
            on = val.casefold() in _board_ids(state, game)
            met = (not on) if kind == "destroyed" else on
            out.append(GoalCheck(met, Msg(f"puzzle.goal.{kind}", {"card": val}),
                                 None if met else Msg("puzzle.now.on" if on else "puzzle.now.gone", {"card": val})))
        else:
            attr = "life" if kind.startswith("life") else "hp"
            for pid, n in val.items():
                p = _player(state, pid)
                have = (p.get("character") or {}).get("hp") if attr == "hp" else p.get("life")
                met = have is not None and (have <= n if kind.endswith("most") else have >= n)
                out.append(GoalCheck(met, Msg(f"puzzle.goal.{kind}", {"player": pid, "n": n}),
                                     None if met else Msg(f"puzzle.now.{attr}", {"player": pid, "n": have})))
    return out


def _judged_now(pz: dict, state: dict) -> bool:
    """Goals count only with an empty stack (a response still waiting can change everything) and,
    when the puzzle names a point (`until`), once the game has reached it or is over."""
    if (state.get("result") or {}).get("over"):
        return True
    if state.get("stack"):
        return False
    until = pz.get("until")
    if not until:
        return True
    if "turn" in until and state.get("turn", 0) > until["turn"]:
        return True
    if "turn" in until and state.get("turn", 0) < until["turn"]:
        return False
    want = until.get("step") or until.get("phase")
    have = state.get("step") or state.get("phase")
    # the games' own step and phase order (looked up as stepper.py finds the games: the engine core
    # imports no game module at import time)
    order = (importlib.import_module("judge.mtg.validate").STEPS if "step" in until
             else importlib.import_module("judge.bfb.validate").PHASES)
    return have in order and want in order and order.index(have) >= order.index(want)


def _mine(action: dict, state: dict, me: str) -> bool:
    t = action.get("type")
    if t in PASSING:
        return True
    if t == "declare_attackers":
        return state.get("active") == me
    if t == "declare_blockers":
        return state.get("active") != me
    if t in ("attack",):
        return state.get("active") == me
    if t in ("defend",):
        return state.get("active") != me
    if t == "assign":
        return state.get("active") == me
    if t == "assign_damage":
        return state.get("active") == me
    return action.get("player") == me


@dataclass
class Position:
    """A puzzle after some of the learner's picks."""
    doc: dict
    stepper: Stepper
    picks: list[dict] = field(default_factory=list)
    steps: list[dict] = field(default_factory=list)   # {"action", "events", "reply": bool}
    status: str = "playing"                           # playing | solved | failed
    goals: list[GoalCheck] = field(default_factory=list)
    options: list[tuple[dict, list]] = field(default_factory=list)
    error: str = ""


def _apply(stepper: Stepper, action: dict) -> list:
    stepper.actions.append(action)
    stepper.forward()
    return stepper.steps[-1][1]


def play(doc: dict, picks: list[int]) -> Position:
    """Replay the learner's picks (indices into the listed options at each point) and judge the line."""
    pz = doc["puzzle"]
    game = doc["game"]
    st = Stepper(dict(doc, actions=[]))
    pos = Position(doc, st)
    replies = list(pz.get("replies") or [])
    used = [False] * len(replies)
    for n in range(len(picks) + 1):
        state = st.game.to_state()
        pos.goals = check_goal(doc, state)
        if all(g.met for g in pos.goals) and _judged_now(pz, state):
            pos.status = "solved"
            break
        if (state.get("result") or {}).get("over") or len(pos.picks) >= pz["max_actions"]:
            pos.status = "failed"
            break
        # the learner's choices; passing is one step at a time ("advance"), not a jump to a named step
        pos.options = [(a, ev) for a, ev in legal.legal_actions(st.game, game)
                       if _mine(a, state, pz["player"]) and a["type"] != "advance_to"]
        if n == len(picks):
            break
        k = picks[n]
        if not 0 <= k < len(pos.options):
            pos.error = "puzzle.error.no_such_option"
            break
        action = pos.options[k][0]
        pos.picks.append(action)
        pos.steps.append({"action": action, "events": _apply(st, action), "reply": False})
        for i, r in enumerate(replies):
            if not used[i] and r["after"] == action.get("type"):
                ok, _e, _g = legal.try_action(st.game, r["do"])
                if ok:
                    used[i] = True
                    pos.steps.append({"action": r["do"], "events": _apply(st, r["do"]), "reply": True})
    if pos.status != "playing":
        pos.options = []
    return pos


def solution_picks(doc: dict) -> list[int] | None:
    """The puzzle's `solution` as option indices (None when one of its actions is not listed)."""
    picks: list[int] = []
    for action in doc["puzzle"].get("solution") or []:
        pos = play(doc, picks)
        keys = [legal.key(legal.canonical(pos.stepper.game, doc["game"], a) or a) for a, _e in pos.options]
        want = legal.canonical(pos.stepper.game, doc["game"], action) or action
        if legal.key(want) not in keys:
            return None
        picks.append(keys.index(legal.key(want)))
    return picks


def _option_text(action: dict, events: list, lang: str, describe: Any) -> str:
    """An option as the engine says it starts: the first event the action produces (it names the
    card, the skill, the targets), or the short description when it produces none."""
    if action.get("type") in PASSING and describe:
        return describe(action)
    for e in events:
        if e.key not in ("mtg.step.begin",):
            return e.render(lang)
    return describe(action) if describe else ""


def as_dict(pos: Position, lang: str, describe: Any = None) -> dict:
    from .messages import render

    def r(m):
        return render(m.key, m.params, lang) if m is not None else ""
    return {"status": pos.status, "picks": len(pos.picks),
            "goals": [{"met": g.met, "text": r(g.text), "now": r(g.now)} for g in pos.goals],
            "steps": [{"action": s["action"], "reply": s["reply"], "text": describe(s["action"]) if describe else "",
                       "events": [e.as_dict(lang) for e in s["events"]]} for s in pos.steps],
            "options": [{"index": i, "action": a, "text": _option_text(a, ev, lang, describe)}
                        for i, (a, ev) in enumerate(pos.options)],
            "error": render(pos.error, {}, lang) if pos.error else ""}
