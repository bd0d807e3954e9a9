"""Events: what happened in a step, as a message key with parameters (never pre-rendered text)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import messages
from .messages import Msg  # noqa: F401  (re-exported: judge.engine.events.Msg)


@dataclass
class Event:
    type: str                 # resolve countered damage life counters move sba trigger step illegal game_over choice ...
    key: str                  # message key in the catalogue
    rule: str                 # CR number (mtg) or topic id (bfb)
    topic: str                # topic id of the page that explains it
    params: dict = field(default_factory=dict)
    objects: list = field(default_factory=list)
    extra: dict = field(default_factory=dict)   # type-specific fields, e.g. {"from": "battlefield", "to": "graveyard"}

    def render(self, lang: str) -> str:
        return messages.render(self.key, self.params, lang)

    def as_dict(self, lang: str) -> dict[str, Any]:
        d = {"type": self.type, "rule": self.rule, "topic": self.topic,
             "objects": list(self.objects), "text": self.render(lang), "key": self.key}
        d.update(self.extra)
        return d
