"""Legal actions at a point of a game, like python-chess's `legal_moves` (docs/judge-tool.md,
"Legal actions").

Each game lists *candidate* actions from its state (every card it could cast with every choice of
targets, every attack and block declaration, passing...: judge/mtg/legal.py, judge/bfb/legal.py),
and each candidate is tried on a copy of the game: only the ones the engine accepts are listed, so
a listed action is always accepted. The candidates are complete for the fields the lists cover
(`canonical` below): an action the engine accepts is listed once its optional extras are dropped
(a property test runs every scenario of the suite and the library through this). Fields the lists
do not enumerate (answers to a pending `choose`, optional payments such as `pay_life`, a discard
chosen at cleanup) are documented, not silently guessed: the action without them is listed, and
the engine asks for or defaults the rest with a judge's note as it always does.

Each listed action comes with its explanation: the events the engine would produce, rendered in
the reader's language, and a one-line description.
"""
from __future__ import annotations

import importlib
import json
from typing import Any, Callable, Iterable, Iterator

GENERATORS: dict[str, Callable[[Any], Iterable[dict]]] = {}
CANONICAL: dict[str, Callable[[Any, dict], dict | None]] = {}
MODULES = {"mtg": "judge.mtg.legal", "bfb": "judge.bfb.legal"}
MAX_CANDIDATES = 4000


def register(game: str, candidates, canonical):
    GENERATORS[game] = candidates
    CANONICAL[game] = canonical


def _load(game: str):
    if game not in GENERATORS:
        importlib.import_module(MODULES[game])


def compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to split `total` into `parts` ordered whole numbers (damage among recipients)."""
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in compositions(total - first, parts - 1):
            yield (first,) + rest


def key(action: dict) -> str:
    """A stable text key of a canonical action (lists compared as sets where order is free)."""
    return json.dumps(action, sort_keys=True, ensure_ascii=False)


def try_action(game, action: dict):
    """(accepted, events) of an action on a copy of the game (the game itself is not changed)."""
    g = game.copy()
    events = g.apply(action)
    ok = not any(e.type == "illegal" for e in events)
    return ok, events, g


def legal_actions(game, game_name: str) -> list[tuple[dict, list]]:
    """[(action, events)] for every legal action at this point, in a stable order."""
    _load(game_name)
    out: list[tuple[dict, list]] = []
    seen: set[str] = set()
    for n, cand in enumerate(GENERATORS[game_name](game)):
        if n >= MAX_CANDIDATES:
            break
        k = key(cand)
        if k in seen:
            continue
        seen.add(k)
        ok, events, _g = try_action(game, cand)
        if ok:
            out.append((cand, events))
    return out


def canonical(game, game_name: str, action: dict) -> dict | None:
    """The action as the lists spell it (defaults filled in, optional extras dropped), or None for
    an action kind the lists do not cover (documented)."""
    _load(game_name)
    return CANONICAL[game_name](game, action)


def as_dicts(pairs: list[tuple[dict, list]], lang: str, describe: Callable[[dict], str] | None = None) -> list[dict]:
    return [{"action": a, "text": describe(a) if describe else "",
             "events": [e.as_dict(lang) for e in events]} for a, events in pairs]
