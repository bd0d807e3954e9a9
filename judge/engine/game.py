"""The interface every game package implements (judge.mtg.MtgGame, judge.bfb.BfbGame)."""
from __future__ import annotations

import copy as _copy
from abc import ABC, abstractmethod
from typing import TypedDict, Union

from .events import Event


class Result(TypedDict, total=False):
    """A game's `result` in `final` (every game's to_state): the stepper and the pages read it."""
    over: bool
    winner: Union[str, None]
    losers: list[str]


class Game(ABC):
    game: str = ""

    @classmethod
    @abstractmethod
    def from_document(cls, doc: dict) -> "Game":
        """Build the game from a whole scenario document (state and actions), checking everything:
        raise ScenarioError listing every problem with its JSON path."""

    @abstractmethod
    def start(self) -> list[Event]:
        """Step 0: what happens before the first action (state-based actions, then triggers)."""

    @abstractmethod
    def apply(self, action: dict) -> list[Event]:
        """Apply one (already validated) action; an illegal one returns an `illegal` event and
        leaves the state exactly as it was."""

    @abstractmethod
    def to_state(self) -> dict:
        """The `final` document: same shape as `state`, with current values and `result`."""

    def layer_view(self) -> dict[str, list[dict]]:
        """For each object some continuous effect changes: its rows in layer order, each
        {layer, rule, source, timestamp, depends_on, key, params, after} (Magic, CR 613). A game
        without layers returns {}."""
        return {}

    def copy(self) -> "Game":
        return _copy.deepcopy(self)
