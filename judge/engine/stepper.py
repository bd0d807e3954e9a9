"""Shared stepper: validates the top level, dispatches to the game package, runs the actions and
produces the judge-run/1 document. The Stepper keeps a copy of the game after every step so that
a user can step back and jump to any step."""
from __future__ import annotations

import importlib
import json

from . import messages, safejson
from langs import GAMES, LANGS

from .errors import Problem, ScenarioError
from .events import Event
from .game import Game

FORMAT = "judge-scenario/1"
RUN_FORMAT = "judge-run/1"
# the game class of each game in langs.GAMES (langs.py)
GAME_CLASSES = {"mtg": "judge.mtg:MtgGame", "bfb": "judge.bfb:BfbGame"}
assert set(GAME_CLASSES) == set(GAMES)

# Limits (documented in docs/scenario-extensions.md); the same kind of message as other problems.
MAX_DOCUMENT_BYTES = 256 * 1024
MAX_ACTIONS = 500
MAX_OBJECTS = 2000


def game_class(game: str) -> type[Game]:
    module, name = GAME_CLASSES[game].split(":")
    return getattr(importlib.import_module(module), name)


def parse_document(data) -> dict:
    """bytes/str/dict -> dict, with a ScenarioError for anything that is not a JSON object."""
    if isinstance(data, (bytes, bytearray)):
        if len(data) > MAX_DOCUMENT_BYTES:
            raise ScenarioError([Problem("", f"the document is {len(data)} bytes; the limit is {MAX_DOCUMENT_BYTES}")])
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise ScenarioError([Problem("", f"the document is not UTF-8 text (byte {exc.start})")]) from None
    if isinstance(data, str):
        if len(data.encode("utf-8", "surrogatepass")) > MAX_DOCUMENT_BYTES:
            raise ScenarioError([Problem("", f"the document is larger than {MAX_DOCUMENT_BYTES} bytes")])
        try:  # deep nesting, NaN and overlong numbers are problems too, not a 500
            data = safejson.loads(data)
        except safejson.JSONInputError as exc:
            raise ScenarioError([Problem("", exc.message)]) from None
    if not isinstance(data, dict):
        raise ScenarioError([Problem("", f"expected a JSON object, got {type(data).__name__}")])
    return data


def _check_top(doc: dict) -> list[Problem]:
    problems = []
    if doc.get("format") != FORMAT:
        problems.append(Problem("format", f'expected "{FORMAT}", got {json.dumps(doc.get("format"))}'))
    if not isinstance(doc.get("game"), str) or doc["game"] not in GAMES:  # a list is unhashable
        problems.append(Problem("game", f'expected "mtg" or "bfb", got {json.dumps(doc.get("game"))}'))
    for key in ("title", "notes"):
        if key in doc and not isinstance(doc[key], str):
            problems.append(Problem(key, "expected a string"))
    if "rel" in doc:   # the scenario's Rules Enforcement Level (docs/judge-tool.md, issue #26)
        if doc.get("game") == "bfb":
            problems.append(Problem("rel", "only a Magic scenario has a Rules Enforcement Level (it chooses the "
                                           "tournament policy of its remedy and backup actions)"))
        elif doc["rel"] not in ("regular", "competitive"):
            problems.append(Problem("rel", f'expected "regular" or "competitive" (the Rules Enforcement Level), '
                                           f"got {json.dumps(doc['rel'])}"))
    if "state" not in doc:
        problems.append(Problem("state", "required"))
    elif not isinstance(doc["state"], dict):
        problems.append(Problem("state", "expected an object"))
    if "actions" in doc:
        if not isinstance(doc["actions"], list):
            problems.append(Problem("actions", "expected a list"))
        elif len(doc["actions"]) > MAX_ACTIONS:
            problems.append(Problem("actions", f"{len(doc['actions'])} actions; the limit is {MAX_ACTIONS}"))
        else:
            for i, a in enumerate(doc["actions"]):
                if not isinstance(a, dict) or not isinstance(a.get("type"), str):
                    problems.append(Problem(f"actions[{i}]", 'expected an object with a "type"'))
    if "expect" in doc and not isinstance(doc["expect"], dict):
        problems.append(Problem("expect", "expected an object"))
    return problems


def load(doc) -> Game:
    doc = parse_document(doc)
    problems = _check_top(doc)
    if problems:
        raise ScenarioError(problems)
    return game_class(doc["game"]).from_document(doc)


def _event_dicts(events: list[Event], lang: str) -> list[dict]:
    return [e.as_dict(lang) for e in events]


class Stepper:
    """Runs a scenario one action at a time, keeping the game after every step.

    steps[n] = (action or None, events, game after step n)."""

    def __init__(self, doc):
        self.doc = parse_document(doc)
        self.game = load(self.doc)
        self.actions = list(self.doc.get("actions") or [])
        first = self.game.start()
        self.steps: list[tuple[dict | None, list[Event], Game]] = [(None, first, self.game.copy())]

    def __len__(self):
        return len(self.steps)

    @property
    def done(self) -> bool:
        return len(self.steps) > len(self.actions)

    def forward(self) -> bool:
        if self.done:
            return False
        action = self.actions[len(self.steps) - 1]
        # the steps so far, for a game whose `backup` action undoes the last actions (issue #26);
        # not part of the game state (never copied or compared)
        self.game.__dict__["_history"] = self.steps
        events = self.game.apply(action)
        self.game.__dict__.pop("_history", None)
        self.steps.append((action, events, self.game.copy()))
        return True

    def back(self) -> bool:
        if len(self.steps) <= 1:
            return False
        self.steps.pop()
        self.game = self.steps[-1][2].copy()
        return True

    def run_to_end(self) -> "Stepper":
        while self.forward():
            pass
        return self

    def step_dict(self, n: int, lang: str) -> dict:
        return self._step_dict(n, lang, self.first_not_modelled())

    def _step_dict(self, n: int, lang: str, first: int | None) -> dict:
        """Step n, given the run's first step with a not_modelled event (output() finds it once
        for every step)."""
        action, events, game = self.steps[n]
        d = {"n": n, "action": action, "events": _event_dicts(events, lang),
             "layers": layers_dict(game.layer_view(), lang)}
        if first is not None and n >= first:
            d["incomplete"] = True   # the stepper's banner: some line was ignored at this step or before
        return d

    def first_not_modelled(self) -> int | None:
        """The first step with a `not_modelled` event (a card line the engine ignored), or None."""
        for n, (_a, events, _g) in enumerate(self.steps):
            if any(e.type == "not_modelled" for e in events):
                return n
        return None

    def ignored(self) -> list[dict]:
        """Every card line ignored somewhere in the run, once: {object, line, steps}."""
        out: dict = {}
        for n, (_a, events, _g) in enumerate(self.steps):
            for e in events:
                if e.type == "not_modelled":
                    k = (e.extra.get("object"), e.extra.get("line"))
                    out.setdefault(k, {"object": k[0], "line": k[1], "steps": []})["steps"].append(n)
        return list(out.values())

    def state_at(self, n: int) -> dict:
        return self.steps[n][2].to_state()

    def output(self, lang: str = "en") -> dict:
        if lang not in LANGS:
            lang = "en"
        ignored = self.ignored()
        first = self.first_not_modelled()
        return {"format": RUN_FORMAT, "game": self.doc["game"], "lang": lang,
                "title": self.doc.get("title", ""),
                "complete": not ignored, "ignored": ignored,
                "steps": [self._step_dict(n, lang, first) for n in range(len(self.steps))],
                "final": self.game.to_state()}


def layers_dict(view: dict[str, list[dict]], lang: str) -> dict[str, list[dict]]:
    """The layer view of a step with each row's effect in the reader's language (judge-run/1
    extension "layers", docs/judge-engine-mtg.md)."""
    out: dict[str, list[dict]] = {}
    for oid, rows in view.items():
        out[oid] = [{"layer": r["layer"], "rule": r["rule"], "source": r["source"], "timestamp": r["timestamp"],
                     "depends_on": list(r["depends_on"]), "effect": messages.render(r["key"], r["params"], lang),
                     "after": r["after"]} for r in rows]
    return out


def run(doc, lang: str = "en") -> dict:
    """The judge-run/1 document of a whole scenario (raises ScenarioError for an invalid one)."""
    return Stepper(doc).run_to_end().output(lang)
