"""The engine's vocabulary: every effect (`{"do": ...}`) and every action (`{"type": ...}`) is
registered here once, where it is implemented, with the rule it follows, the fields it reads and the
check validate.py runs on it (as the Oracle compiler registers its grammar with `@rule`).

    @effect("draw", rule="121.1", fields=("n", "to"), editor=("n", "to"))
    def _do_draw(self, e, ctx): ...

    @action("keep", rule="103.5", fields=("player",))
    def _act_keep(self, a): ...

- `fields`: the fields besides "do"/"if" (effects) or "type" (actions); any other field is a
  validation error with its path (validate.py reads them from here).
- `check(v, d, path)`: extra validation beyond the generic per-field checks (v is validate.V).
- `editor`: for effects the scenario editor offers, the form fields it shows, in order.
The handlers are methods of MtgGame's mixins: game.py calls `EFFECTS[do].run(self, e, ctx)` and
`ACTIONS[type].run(self, a)`. The table is complete once judge.mtg is imported (its __init__
imports game.py, which imports every mixin)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

Check = Callable[[Any, dict, str], None]


@dataclass(frozen=True)
class Effect:
    do: str
    rule: str
    fields: frozenset[str]
    run: Callable[..., Any]
    check: Optional[Check] = None
    editor: Optional[tuple[str, ...]] = None


@dataclass(frozen=True)
class Action:
    type: str
    rule: str
    fields: frozenset[str]
    run: Callable[..., Any]
    check: Optional[Check] = None


EFFECTS: dict[str, Effect] = {}
ACTIONS: dict[str, Action] = {}


def _put(table: dict, what: str, key: str, entry: Any) -> None:
    """Register `entry` under `key`; the same handler again is harmless, another one an error."""
    if key in table and table[key].run is not entry.run:
        raise ValueError(f"{what} {key!r} registered twice")
    table[key] = entry


def effect(do: str, *, rule: str, fields: tuple[str, ...] = (), check: Optional[Check] = None,
           editor: Optional[tuple[str, ...]] = None) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register the method below as the effect `do` (stack several for one handler of several)."""
    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        _put(EFFECTS, "effect", do, Effect(do, rule, frozenset(fields), fn, check, editor))
        return fn
    return deco


def action(type_: str, *, rule: str, fields: tuple[str, ...] = (),
           check: Optional[Check] = None) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register the method below as the action `type_`."""
    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        _put(ACTIONS, "action", type_, Action(type_, rule, frozenset(fields), fn, check))
        return fn
    return deco
