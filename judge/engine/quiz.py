"""Predict-the-outcome quizzes, generated from a run's steps (no question is written per lesson).

For each step that changes the board, the generator compares the facts of the game before and
after the step (where each object is, life and HP totals, counters, damage, the stack) and asks
what a learner should be able to predict from the rules:

- ``dies``: which of the creatures (Mercenaries) involved are destroyed or put into the graveyard;
- ``zone``: where an object that moved ends up (graveyard, exile, hand...);
- ``number``: a player's life or poison total, a Character's or Mercenary's HP, the counters or
  damage on a permanent after the step;
- ``resolve_first``: which object on the stack resolves now (the top one, CR 405.5 / 608.1).

Each question has three or four choices, exactly one right. The wrong ones come from the usual
mistakes (nothing happens, everything involved dies, the effect counted twice, the first object
put on the stack resolves first...). The feedback is the step's own explanation with its rule.

The game-specific part is one function per game (``FACTS``) that turns a state into ``Facts``.
Everything here is pure Python: message keys with parameters, rendered per language by the
catalogue. A lesson may replace or add questions by hand (``overrides``; docs/judge-tool.md).
"""
from __future__ import annotations

import hashlib
import importlib
from dataclasses import dataclass, field
from typing import Any, Callable

from . import messages, quiz_messages  # noqa: F401  (registers the quiz's catalogue)
from .messages import Msg

LANGS = messages.LANGS


@dataclass
class Facts:
    """What a quiz can ask about one state of a game."""
    where: dict[str, str] = field(default_factory=dict)        # object id -> zone key ("mtg.zone.graveyard")
    name: dict[str, Any] = field(default_factory=dict)         # object or player id -> name (str or Msg)
    owner: dict[str, str] = field(default_factory=dict)        # object id -> owner's player id
    numbers: dict[tuple[str, str], int] = field(default_factory=dict)  # (subject id, attr) -> value
    stack: list[str] = field(default_factory=list)             # object ids, bottom first
    mortal: set[str] = field(default_factory=set)              # ids of objects that can die (creatures)
    alive_zone: str = ""                                       # the zone key of a living creature
    dead_zone: str = ""                                        # where a destroyed creature goes
    zones: tuple[str, ...] = ()                                # every zone key an object can be in
    players: list[str] = field(default_factory=list)           # player ids, in turn order
    over: bool = False                                         # the game has ended
    winner: str | None = None                                  # its winner (None: a draw, or not over)
    tapped: set[str] = field(default_factory=set)              # tapped permanents
    priority: str | None = None                                # who has priority (Magic only)
    dies_prompt: str = "quiz.q.dies"                           # the game's words for "which die?"


FACTS: dict[str, Callable[[dict], Facts]] = {}
FACTS_MODULES = {"mtg": "judge.mtg.quizfacts", "bfb": "judge.bfb.quizfacts"}


def facts_function(game: str) -> Callable[[dict], Facts]:
    if game not in FACTS:
        importlib.import_module(FACTS_MODULES[game])
    return FACTS[game]


def register_facts(game: str):
    def deco(fn):
        FACTS[game] = fn
        return fn
    return deco


@dataclass(frozen=True)
class Text:
    """A hand-written text in each language (a lesson's own question), rendered like a Msg."""
    texts: tuple[tuple[str, str], ...]

    def render(self, lang: str) -> str:
        d = dict(self.texts)
        return d.get(lang) or d["en"]


@dataclass
class Choice:
    id: str
    text: Msg | Text
    correct: bool = False


@dataclass
class Question:
    id: str
    step: int
    kind: str
    prompt: Msg | Text
    choices: list[Choice]
    rule: str = ""
    topic: str = ""

    def answer(self) -> Choice:
        return next(c for c in self.choices if c.correct)


# ---- the generator ---------------------------------------------------------------------------

MAX_PER_STEP = 2


def _events(stepper, n: int):
    return stepper.steps[n][1]


def _rule_for(events, objects: set[str], types: tuple[str, ...]) -> tuple[str, str]:
    """The rule and topic of the step's first event of one of `types` naming one of `objects`
    (any event of those types when none names them; the step's first event with a rule last)."""
    for e in events:
        if e.type in types and objects & set(map(str, e.objects)) and e.rule:
            return e.rule, e.topic
    for e in events:
        if e.type in types and e.rule:
            return e.rule, e.topic
    for e in events:   # any event naming the object (the cleanup step removing its damage)
        if objects & set(map(str, e.objects)) and e.rule:
            return e.rule, e.topic
    for e in events:
        if e.rule and e.type not in ("step",):
            return e.rule, e.topic
    for e in reversed(events):   # a turn-based action (cleanup removes damage, the untap step untaps)
        if e.rule:
            return e.rule, e.topic
    return "", ""


def _names(ids, f: Facts) -> list:
    return [f.name.get(i, i) for i in ids]


def _set_text(ids: list[str], f: Facts) -> Msg:
    if not ids:
        return Msg("quiz.choice.none_die")
    if len(ids) == 1:
        return Msg("quiz.choice.only", {"names": _names(ids, f)})
    return Msg("quiz.choice.these", {"names": _names(ids, f)})


def _died(before: Facts, after: Facts, events) -> set[str]:
    """Creatures put from the battlefield into the graveyard in this step (CR 700.4: "dies"); a
    token that died is found by its move event, since it then ceases to exist (CR 704.5d)."""
    went = {str(o) for e in events if e.extra.get("to") == "graveyard" and e.extra.get("from") in (None, "battlefield")
            for o in e.objects[:1]}
    out = set()
    for i in before.mortal:
        if before.where.get(i) != before.alive_zone:
            continue
        if after.where.get(i) == after.dead_zone or (i not in after.where and i in went):
            out.add(i)
    return out


def _q_dies(n, before: Facts, after: Facts, events, died_set: set[str]) -> Question | None:
    died = sorted(died_set)
    if not died:
        return None
    mentioned = {str(o) for e in events for o in e.objects}
    pool = [i for i in sorted(before.mortal) if before.where.get(i) == before.alive_zone and i in mentioned]
    for i in died:
        if i not in pool:
            pool.append(i)
    if len(pool) < 2:  # a dies question needs someone who might have died and did not (or the reverse)
        pool = [i for i in sorted(before.mortal) if before.where.get(i) == before.alive_zone]
    died = sorted(died)
    options: list[list[str]] = [died, []]
    survivors = [i for i in pool if i not in died]
    if survivors:
        options.append(sorted(died + survivors))           # everything involved dies
        options.append(sorted(survivors[:1]))              # the wrong one dies
    if len(died) > 1:
        options.append(died[:1])                           # only one of them
    uniq: list[list[str]] = []
    for o in options:
        if o not in uniq:
            uniq.append(o)
    if len(uniq) < 3:
        return None
    uniq = uniq[:4]
    rule, topic = _rule_for(events, set(died), ("sba", "move", "destroy", "damage"))
    choices = [Choice("", _set_text(o, before), o == died) for o in uniq]
    return Question("", n, "dies", Msg(before.dies_prompt), choices, rule, topic)


def _subset_options(right: list[str], pool: list[str]) -> list[list[str]]:
    right = sorted(right)
    others = [i for i in pool if i not in right]
    options: list[list[str]] = [right, []]
    if others:
        options.append(sorted(right + others))
        options.append(sorted(others[:1]))
    if len(right) > 1:
        options.append(right[:1])
        options.append(right[1:])
    uniq: list[list[str]] = []
    for o in options:
        if o not in uniq:
            uniq.append(o)
    return uniq[:4]


def _q_tapped(n, before: Facts, after: Facts, events) -> Question | None:
    """Permanents became tapped or untapped (attacking, costs, untap step): which are tapped now?"""
    if before.tapped == after.tapped:
        return None
    changed = before.tapped ^ after.tapped
    pool = sorted({i for i in changed} | {i for i in after.mortal if after.where.get(i) == after.alive_zone
                                         and any(i in map(str, e.objects) for e in events)})
    if len(pool) < 2:   # one attacker alone: the other creatures that could have been tapped
        pool += sorted(i for i in after.mortal if after.where.get(i) == after.alive_zone and i not in pool)[:2]
    right = sorted(i for i in pool if i in after.tapped)
    options = _subset_options(right, pool)
    rule, topic = _rule_for(events, changed, ("attack", "tap", "untap", "step", "activate", "mana"))
    if len(options) < 3:
        if len(changed) != 1:
            return None
        (oid,) = changed
        now = oid in after.tapped
        choices = [Choice("", Msg("quiz.choice.tapped_yes"), now), Choice("", Msg("quiz.choice.tapped_no"), not now),
                   Choice("", Msg("quiz.choice.tapped_later"))]
        return Question("", n, "tapped", Msg("quiz.q.tapped_one", {"name": after.name.get(oid, oid)}),
                        choices, rule, topic)
    choices = [Choice("", _tap_text(o, after), o == right) for o in options]
    return Question("", n, "tapped", Msg("quiz.q.tapped"), choices, rule, topic)


def _tap_text(ids: list[str], f: Facts) -> Msg:
    if not ids:
        return Msg("quiz.choice.none_tapped")
    return Msg("quiz.choice.only" if len(ids) == 1 else "quiz.choice.these", {"names": _names(ids, f)})


def _q_zone(n, before: Facts, after: Facts, events, skip: set[str]) -> Question | None:
    for i in sorted(after.where):
        z0, z1 = before.where.get(i), after.where[i]
        if z0 == z1 or i in skip or z1 not in after.zones:
            continue
        wrong = [z for z in after.zones if z not in (z1,)]
        # the usual confusions first: it stayed put; graveyard vs exile; hand
        order = ([z0] if z0 else []) + [z for z in wrong if z != z0]
        options = [z1] + order[:3]
        rule, topic = _rule_for(events, {i}, ("move", "sba", "resolve", "countered", "cast"))
        choices = [Choice("", Msg(z), z == z1) for z in options]
        return Question("", n, "zone", Msg("quiz.q.zone", {"name": after.name.get(i, i)}), choices, rule, topic)
    return None


_NUMBER_PROMPTS = {"life": "quiz.q.life", "poison": "quiz.q.poison", "hp": "quiz.q.hp",
                   "damage": "quiz.q.damage", "counters": "quiz.q.counters", "hand": "quiz.q.hand",
                   "library": "quiz.q.library", "n": "quiz.q.n"}
_NUMBER_EVENTS = {"life": ("life", "damage"), "poison": ("counters", "damage", "poison"),
                  "hp": ("damage", "hp", "life"), "damage": ("damage",), "counters": ("counters",),
                  "hand": ("draw", "move", "discard"), "library": ("draw", "move"), "n": ("step", "n")}


def _numeric_options(v0: int, v1: int, amounts: list[int], signed: bool = False) -> list[int]:
    """The right value, the value before (nothing happened), the change counted twice, and the
    step's other amounts applied instead; all on the side of v0 the change went."""
    d = v1 - v0
    opts = [v1, v0, v1 + d]
    for a in amounts:
        for cand in (v0 - a, v0 + a, v1 - a, v1 + a):
            opts.append(cand)
    opts += [v1 - 1, v1 + 1, v1 - 2, v1 + 2]
    out: list[int] = []
    for o in opts:
        if o in out or (o < 0 and not signed) or (d < 0 and o > v0) or (d > 0 and o < v0):
            continue
        out.append(o)
    return out[:4]


def _q_number(n, before: Facts, after: Facts, events) -> Question | None:
    amounts = sorted({int(e.params["amount"]) for e in events
                      if isinstance(e.params.get("amount"), int) and e.params["amount"] > 0})
    order = ["life", "hp", "poison", "counters", "damage", "n", "hand", "library"]
    keys = sorted((k for k in after.numbers if before.numbers.get(k, 0) != after.numbers[k]),
                  key=lambda k: (order.index(k[1].split(":")[0]) if k[1].split(":")[0] in order else 9, k))
    for subj, attr in keys:
        base = attr.split(":")[0]
        if base not in _NUMBER_PROMPTS:
            continue
        if base in ("damage", "counters", "hp") and after.where and after.where.get(subj, after.alive_zone) != after.alive_zone:
            continue  # a creature that died: the question is whether it died, not its damage
        v0, v1 = before.numbers.get((subj, attr), 0), after.numbers[(subj, attr)]
        options = _numeric_options(v0, v1, amounts, signed=base == "life")
        if len(options) < 3:
            continue
        params: dict[str, Any] = {"name": after.name.get(subj, subj)}
        if base == "counters":
            params["kind"] = attr.split(":", 1)[1]
        rule, topic = _rule_for(events, {subj}, _NUMBER_EVENTS[base])
        choices = [Choice("", Msg("quiz.choice.number", {"n": o}), o == v1) for o in options]
        return Question("", n, "number", Msg(_NUMBER_PROMPTS[base], params), choices, rule, topic)
    return None


def _q_resolve_first(n, before: Facts, after: Facts, events) -> Question | None:
    resolved = [e for e in events if e.type in ("resolve", "countered") and e.objects]
    if not resolved or not before.stack:
        return None
    first = str(resolved[0].objects[0])
    if first not in before.stack:
        return None
    options = [first] + [i for i in reversed(before.stack) if i != first][:3]
    rule, topic = resolved[0].rule or "608.1", resolved[0].topic
    choices = [Choice("", Msg("quiz.choice.object", {"name": before.name.get(i, i)}), i == first)
               for i in options]
    if len(choices) < 4 and len(before.stack) > 1:  # the usual mistake: the whole stack resolves together
        choices.append(Choice("", Msg("quiz.choice.all_at_once")))
    if len(choices) < 3:  # one object: it resolves; it does not wait, nor vanish with the step
        choices.append(Choice("", Msg("quiz.choice.nothing_until_act")))
        choices.append(Choice("", Msg("quiz.choice.stack_emptied")))
    return Question("", n, "resolve_first", Msg("quiz.q.resolve_first"), choices, rule, topic)


def _q_stack_top(n, before: Facts, after: Facts, events) -> Question | None:
    """Something was put on the stack: what is on top now (it does not resolve at once)?"""
    if not after.stack or after.stack == before.stack or after.stack[-1] in before.stack:
        return None
    top = after.stack[-1]
    options: list[str | None] = [top, None]
    for i in reversed(after.stack[:-1]):   # the one put on first, the usual mistake
        if len(options) < 4 and i not in options:
            options.append(i)
    choices = [Choice("", Msg("quiz.choice.object", {"name": after.name.get(i, i)}) if i else
                      Msg("quiz.choice.resolved_at_once"), i == top) for i in options]
    if len(choices) < 3:
        choices.append(Choice("", Msg("quiz.choice.stack_empty_wait")))
    rule, topic = _rule_for(events, {top}, ("cast", "activate", "trigger"))
    return Question("", n, "stack_top", Msg("quiz.q.stack_top"), choices, rule or "405.1", topic)


_PRIORITY_RULES = {"cast": ("117.3c", "quiz.choice.priority_nobody_cast"),
                   "activate": ("117.3c", "quiz.choice.priority_nobody_cast"),
                   "resolve": ("117.3b", "quiz.choice.priority_nobody_resolve")}


def _q_priority(n, before: Facts, after: Facts, events, action: dict | None) -> Question | None:
    """After a spell or ability is cast or activated its controller gets priority again (117.3c);
    after something resolves the active player does (117.3b)."""
    kind = (action or {}).get("type")
    if after.priority is None or kind not in _PRIORITY_RULES or after.over:
        return None
    if kind in ("cast", "activate") and len(after.stack) <= len(before.stack):
        return None   # a mana ability (605.3a) or a cast that did not reach the stack: nothing to ask
    rule, wrong = _PRIORITY_RULES[kind]
    choices = [Choice("", Msg("quiz.choice.object", {"name": after.name.get(p, p)}), p == after.priority)
               for p in after.players[:3]]
    choices.append(Choice("", Msg(wrong)))
    if sum(c.correct for c in choices) != 1:
        return None
    return Question("", n, "priority", Msg("quiz.q.priority"), choices, rule, "mtg.priority")


def _q_game_over(n, before: Facts, after: Facts, events) -> Question | None:
    if before.over or not after.over:
        return None
    options: list[tuple[Msg, bool]] = [
        (Msg("quiz.choice.wins", {"name": after.name.get(p, p)}), after.winner == p) for p in after.players]
    options.append((Msg("quiz.choice.draw"), after.winner is None))
    options.append((Msg("quiz.choice.goes_on"), False))
    rule, topic = _rule_for(events, set(after.players), ("game_over", "sba"))
    return Question("", n, "game_over", Msg("quiz.q.game_over"),
                    [Choice("", m, ok) for m, ok in options[:4]], rule, topic)


def _shuffle_ids(q: Question, salt: str) -> Question:
    """Stable choice ids and a stable order that does not give the answer away (not always first)."""
    q.id = f"s{q.step}-{q.kind}"
    keyed = sorted(q.choices, key=lambda c: hashlib.sha256(
        f"{salt}|{q.id}|{_text(c.text, 'en')}".encode()).hexdigest())
    for k, c in enumerate(keyed):
        c.id = f"{q.id}-c{k + 1}"
    q.choices = keyed
    return q


def _disambiguate(f: Facts) -> Facts:
    """Two objects with one name (two Grizzly Bears, three Blood Artist triggers) are told apart
    by their ids, as the board shows them."""
    seen: dict[str, list[str]] = {}
    for oid, name in f.name.items():
        if oid in f.players:
            continue
        text = messages.render(name.key, name.params, "en") if isinstance(name, Msg) else str(name)
        seen.setdefault(text, []).append(oid)
    for ids in seen.values():
        if len(ids) > 1:
            for oid in ids:
                f.name[oid] = Msg("quiz.named_id", {"name": f.name[oid], "id": oid})
    return f


def board_changed(before: Facts, after: Facts) -> bool:
    # cards that left a hand for a hidden zone (a mulligan shuffles them away) are not a visible change
    moved = {i for i in set(before.where) | set(after.where) if before.where.get(i) != after.where.get(i)
             and not (after.where.get(i) is None and str(before.where.get(i, "")).endswith(".hand"))}
    return (bool(moved) or before.numbers != after.numbers or before.stack != after.stack
            or before.over != after.over or before.tapped != after.tapped)


def generate(stepper, game: str, salt: str = "") -> list[Question]:
    """Questions for every step of a stepper that has run to the end."""
    facts_of = facts_function(game)
    states = [_disambiguate(facts_of(g.to_state())) for (_a, _e, g) in stepper.steps]
    out: list[Question] = []
    for n in range(1, len(stepper.steps)):
        before, after, events = states[n - 1], states[n], _events(stepper, n)
        if not board_changed(before, after):
            continue
        qs: list[Question] = []
        gq = _q_game_over(n, before, after, events)
        if gq:
            qs.append(gq)
        died = _died(before, after, events)
        dq = _q_dies(n, before, after, events, died)
        if dq:
            qs.append(dq)
        for make in (_q_resolve_first, _q_stack_top):
            rq = make(n, before, after, events)
            if rq:
                qs.append(rq)
        if len(qs) < MAX_PER_STEP:
            nq = _q_number(n, before, after, events)
            if nq:
                qs.append(nq)
        if len(qs) < MAX_PER_STEP:
            tq = _q_tapped(n, before, after, events)
            if tq and not qs:
                qs.append(tq)
        if len(qs) < MAX_PER_STEP:
            zq = _q_zone(n, before, after, events, died if dq else set())
            if zq:
                qs.append(zq)
        if len(qs) < MAX_PER_STEP:
            pq = _q_priority(n, before, after, events, stepper.steps[n][0])
            if pq:
                qs.append(pq)
        for q in qs[:MAX_PER_STEP]:
            out.append(_shuffle_ids(q, salt))
    return out


# ---- hand-written questions (per lesson) -----------------------------------------------------

def from_override(spec: dict, salt: str) -> Question:
    """A hand-written question: {"step": n, "prompt": {en, th, ko}, "choices": [{en, th, ko}...],
    "answer": index, "rule": "...", "topic": "..."}."""
    qid = f"s{spec['step']}-hand{spec.get('index', 0)}"
    choices = [Choice(f"{qid}-c{k + 1}", Text(tuple(sorted(c.items()))), k == spec["answer"])
               for k, c in enumerate(spec["choices"])]
    q = Question(qid, spec["step"], "hand", Text(tuple(sorted(spec["prompt"].items()))), choices,
                 spec.get("rule", ""), spec.get("topic", ""))
    q = _shuffle_ids(q, salt)
    q.id = qid
    for k, c in enumerate(q.choices):
        c.id = f"{qid}-c{k + 1}"
    return q


def validate_override(spec, path: str) -> list[str]:
    """Problems of one hand-written question (path-prefixed), all at once."""
    problems = []
    if not isinstance(spec, dict):
        return [f"{path}: expected an object"]
    for key in spec:
        if key not in ("step", "prompt", "choices", "answer", "rule", "topic", "replace"):
            problems.append(f"{path}.{key}: unknown field")
    if not isinstance(spec.get("step"), int) or spec.get("step", 0) < 1:
        problems.append(f"{path}.step: expected a step number from 1")
    if not isinstance(spec.get("prompt"), dict) or any(not spec["prompt"].get(lang) for lang in LANGS):
        problems.append(f"{path}.prompt: expected a text in en, th and ko")
    ch = spec.get("choices")
    if not isinstance(ch, list) or not 3 <= len(ch) <= 4:
        problems.append(f"{path}.choices: expected 3 or 4 choices")
    else:
        for k, c in enumerate(ch):
            if not isinstance(c, dict) or any(not c.get(lang) for lang in LANGS):
                problems.append(f"{path}.choices[{k}]: expected a text in en, th and ko")
    if not isinstance(spec.get("answer"), int) or not isinstance(ch, list) or not 0 <= spec["answer"] < len(ch):
        problems.append(f"{path}.answer: expected the index of the right choice")
    return problems


def build(stepper, game: str, salt: str, overrides: list | None = None) -> list[Question]:
    """Generated questions, with the lesson's hand-written ones added (or replacing a step's
    generated ones with "replace": true)."""
    qs = generate(stepper, game, salt)
    for k, spec in enumerate(overrides or []):
        spec = dict(spec, index=k)
        if spec.get("replace"):
            qs = [q for q in qs if q.step != spec["step"]]
        qs.append(from_override({k2: v for k2, v in spec.items() if k2 != "replace"}, salt))
    qs.sort(key=lambda q: q.step)
    return qs


# ---- output ----------------------------------------------------------------------------------

def _text(m: Msg | Text, lang: str) -> str:
    if isinstance(m, Text):
        return m.render(lang)
    return messages.render(m.key, m.params, lang)


def as_dicts(questions: list[Question], lang: str) -> list[dict]:
    """The questions for a client: no answers."""
    return [{"id": q.id, "step": q.step, "kind": q.kind, "text": _text(q.prompt, lang), "rule": q.rule,
             "topic": q.topic, "choices": [{"id": c.id, "text": _text(c.text, lang)} for c in q.choices]}
            for q in questions]


def check(questions: list[Question], qid: str, cid: str, stepper, lang: str) -> dict | None:
    """Grade one answer: None when the question or the choice is unknown."""
    q = next((q for q in questions if q.id == qid), None)
    if q is None or not any(c.id == cid for c in q.choices):
        return None
    right = q.answer()
    events = [e.as_dict(lang) for e in stepper.steps[q.step][1] if e.type != "step"]
    verdict = "quiz.feedback.right" if cid == right.id else "quiz.feedback.wrong"
    return {"question": q.id, "choice": cid, "correct": cid == right.id, "answer": right.id,
            "answer_text": _text(right.text, lang), "step": q.step, "rule": q.rule, "topic": q.topic,
            "feedback": messages.render(verdict, {"answer": _text(right.text, lang)}, lang),
            "explanation": [{"text": e["text"], "rule": e["rule"], "topic": e["topic"]} for e in events]}
