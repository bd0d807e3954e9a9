"""Two kinds of error: a document that cannot be parsed (ScenarioError, every problem at once,
each with its JSON path) and an action that breaks a rule (IllegalAction, which the stepper turns
into an `illegal` event leaving the state untouched)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    path: str      # JSON path, e.g. "state.battlefield[2].toughness"
    message: str   # what to fix, e.g. 'expected an integer, got "x"'

    def as_dict(self) -> dict:
        return {"path": self.path, "message": self.message}

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


class ScenarioError(ValueError):
    """The document is not a valid scenario. `problems` lists every problem found."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        super().__init__("; ".join(str(p) for p in self.problems[:5]) +
                         (f" (and {len(self.problems) - 5} more)" if len(self.problems) > 5 else ""))

    def as_list(self) -> list[dict]:
        return [p.as_dict() for p in self.problems]


class IllegalAction(Exception):
    """An action that breaks a rule. `key`/`params` name the explanation in the catalogue;
    `rule` is the CR number (mtg) or topic id (bfb), `topic` the rules page that explains it."""

    def __init__(self, key: str, rule: str, topic: str, objects=(), **params):
        self.key, self.rule, self.topic = key, rule, topic
        self.objects = list(objects)
        self.params = params
        super().__init__(f"{key} ({rule})")
