"""No silent blank lines: the Oracle lines of a card the engine does not model are said on the
very step where they could matter (issue 21), never ignored in silence.

    101.1   a card's text overrides the rules: a line the engine ignores may change what happens

After every step, `not_modelled_events(game, action, events)` gives one `not_modelled` event per
(object, unmodelled line) that could matter at that step:
- every line of an object the step touches (cast, resolved, entered, left, died, attacked,
  blocked, targeted, activated, damaged: any object an event or the action names);
- the triggered lines of permanents on the battlefield whose trigger event may have happened in
  the step (a trigger condition is matched on words: "enters", "dies", "attacks", "upkeep", ...;
  one the engine can't place matters at any step with events);
- the static lines and keywords of permanents on the battlefield (their characteristics are read
  at every step with events).
Activated lines of an untouched object don't matter until it is activated (then the activation is
refused "not modelled: <line>", see `refusal`).
"""
from __future__ import annotations

import re

from ..engine.events import Event
from . import cards

RULE, TOPIC = "101.1", "mtg.golden-rules"

_REMINDER = re.compile(r"\([^()]*\)")
_ABILITY_WORD = re.compile(r"^[^—:.\"“]{1,40}—\s*")
_TRIGGER = re.compile(r"^(when|whenever|at the beginning|at end of|at the end of)\b")
_LOYALTY = re.compile(r"^\[[+−\-]?[0-9x]+\]\s*:")
# keywords with an activation or a cast from another zone (they matter when the card is used)
_ACTIVATED_KW = re.compile(r"^(equip|crew|cycling|\w+cycling|ninjutsu|unearth|embalm|eternalize|scavenge|"
                           r"reinforce|transmute|channel|outlast|level up|fortify|reconfigure|saddle|"
                           r"station|flashback|escape|disturb|encore|jump-start|retrace|aftermath|"
                           r"madness|morph|megamorph|disguise|dash|evoke|bestow|kicker|multikicker|"
                           r"buyback|entwine|overload|surge|spectacle|prowl|emerge|foretell|plot|"
                           r"blitz|mutate|suspend|craft|boast|adapt|monstrosity)\b")

# words of a trigger condition -> event types of a step at which it may have happened
_TRIGGER_WORDS = [
    (("enters", "enter ", "onto the battlefield", "landfall", "put into play"), {"move"}),
    (("dies", "die,", "put into a graveyard", "put into your graveyard", "graveyard from", "destroyed",
      "sacrifice", "leaves"), {"move", "sba", "effect", "resolve", "damage"}),
    (("attack",), {"attack"}),
    (("block",), {"block"}),
    (("cast", "copy"), {"cast"}),
    (("activate",), {"activate"}),
    (("upkeep", "draw step", "end step", "beginning of combat", "main phase", "end of combat",
      "of your turn", "each turn", "cleanup"), {"step"}),
    (("damage",), {"damage"}),
    (("gain life", "gains life", "lose life", "loses life", "life total"), {"life"}),
    (("draw", "draws"), {"move", "draw"}),
    (("counter",), {"counters", "countered"}),
    (("discard", "mill", "exile", "return"), {"move"}),
    (("tap", "untap"), {"step", "activate", "effect", "attack", "mana"}),
    (("target",), {"cast", "activate", "trigger"}),
    (("turned face up", "turned face down"), {"special"}),   # 702.37e, 708.8 (facedown.py)
]


def _clean(text: str) -> str:
    s = _REMINDER.sub("", str(text)).strip().lower()
    return _ABILITY_WORD.sub("", s, count=1)


def line_kind(text: str) -> str:
    """trigger / activated / static (a static ability or keyword of a permanent) / spell."""
    s = _clean(text)
    if _TRIGGER.match(s):
        return "trigger"
    if _LOYALTY.match(s) or _ACTIVATED_KW.match(s):
        return "activated"
    head = s.split(".")[0]
    if ":" in head and not head.startswith("choose"):
        return "activated"
    return "static"


def _trigger_types(text: str):
    cond = _clean(text).split(",")[0]
    out = set()
    for words, types in _TRIGGER_WORDS:
        if any(w in cond for w in words):
            out |= types
    return out or None   # None: any step with events


def unmodelled_lines(obj) -> list[str]:
    """The Oracle lines of this object's card the engine does not model ([] for built-in cards,
    tokens, copies and abilities)."""
    if not isinstance(obj, dict) or "ability" in obj or obj.get("copy"):
        return []
    o = obj.get("oracle")
    if not isinstance(o, dict):
        if obj.get("token") or obj.get("unknown"):
            return []
        e = cards.lookup(obj.get("card"))
        o = (e or {}).get("oracle")
    if not isinstance(o, dict):
        return []
    return [x for x in o.get("unmodelled") or [] if isinstance(x, str) and x.strip()]


def _action_ids(a) -> list[str]:
    if not isinstance(a, dict):
        return []
    out = []
    for k in ("card", "permanent", "attacker"):
        if isinstance(a.get(k), str):
            out.append(a[k])
    for k in ("targets", "sacrifice", "discard", "convoke", "crew"):
        if isinstance(a.get(k), list):
            out += [x for x in a[k] if isinstance(x, str)]
    for k in ("attackers", "blockers"):
        if isinstance(a.get(k), list):
            out += [x.get("id") for x in a[k] if isinstance(x, dict) and isinstance(x.get("id"), str)]
    return out


def _resolve_id(game, x):
    """An action's card may be a name: the id of the first such card in the actor's zones."""
    o = game.find(x)
    if o is not None:
        return o
    low = str(x).casefold()
    for p in game.players:
        for zone in ("hand", "graveyard", "exile"):
            for c in p[zone]:
                if str(c.get("card", "")).casefold() == low:
                    return c
    for o in list(game.battlefield) + list(game.stack):
        if str(o.get("card", "")).casefold() == low:
            return o
    return None


def event(game, obj, line) -> Event:
    oid = obj.get("id")
    return Event("not_modelled", "mtg.not_modelled", RULE, TOPIC,
                 {"card": game.name(obj), "line": _REMINDER.sub("", line).strip() or line},
                 [oid] if oid else [], {"object": oid, "line": line})


def not_modelled_events(game, action, events) -> list[Event]:
    """The not_modelled events of one step (see the module docstring)."""
    named = _action_ids(action)   # what the action names may be a card name (_resolve_id)
    touched = named + [x for e in events for x in e.objects if isinstance(x, str)]
    named_set = set(named)
    types = {e.type for e in events}
    out, seen = [], set()

    def emit(o, line):
        key = (o.get("id"), line)
        if key not in seen:
            seen.add(key)
            out.append(event(game, o, line))

    seen_obj = set()
    for x in touched:
        o = _resolve_id(game, x) if x in named_set else game.find(x)
        if o is None or id(o) in seen_obj:
            continue
        seen_obj.add(id(o))
        for line in unmodelled_lines(o):
            emit(o, line)
    if types - {"choice"}:
        for o in game.battlefield:
            if id(o) in seen_obj:
                continue
            for line in unmodelled_lines(o):
                k = line_kind(line)
                if k == "static":
                    emit(o, line)
                elif k == "trigger":
                    want = _trigger_types(line)
                    if want is None or want & types:
                        emit(o, line)
        for p in game.players:
            for c in p["graveyard"]:
                if id(c) in seen_obj:
                    continue
                for line in unmodelled_lines(c):
                    low = _clean(line)
                    if line_kind(line) == "trigger" and ("from your graveyard" in low or "is in your graveyard" in low):
                        want = _trigger_types(line)
                        if want is None or want & types:
                            emit(c, line)
    return out


# ---------------------------------------------------------------------------------- refusals
# illegal-action reasons that are only true of the modelled part of a card: on a card with
# unmodelled lines the honest reason is "not modelled: <line>"
_VOCAB_KEYS = {
    "mtg.illegal.no_ability": ("activated",),
    "mtg.illegal.target.gone": None, "mtg.illegal.target_count": None, "mtg.illegal.target.type": None,
    "mtg.illegal.target.in_zone": None, "mtg.illegal.target.not_in_graveyard": None,
    "mtg.illegal.ability_zone": ("graveyard", "exile", "hand"),
    "mtg.illegal.no_kicker": ("kicker", "multikicker"),
    "mtg.illegal.no_cycling": ("cycling",),
    "mtg.illegal.from_graveyard": ("flashback", "escape", "unearth", "retrace", "jump-start", "disturb",
                                   "aftermath", "embalm", "eternalize", "encore", "scavenge", "graveyard"),
    "mtg.illegal.from_exile": ("foretell", "plot", "suspend", "adventure", "exile"),
    "mtg.illegal.modes": ("choose",),
}


def subject(game, action):
    """The object an action uses (the card cast or cycled, the permanent activated)."""
    if not isinstance(action, dict):
        return None
    t = action.get("type")
    if t in ("cast", "cycle", "play_land", "unearth") and isinstance(action.get("card"), str):
        o = _resolve_id(game, action["card"])
        return o if o is not None else {"card": action["card"]}   # a card cast from outside the game
    if t == "activate" and isinstance(action.get("permanent"), str):   # a permanent, or a card in a graveyard (113.6m)
        return game.perm(action["permanent"]) or game._gy_card(action["permanent"])[1]
    if t == "resolve" and game.stack:
        return game.stack[-1]
    return None


def refusal(game, action, key, params=None):
    """The unmodelled lines that make this refusal (key) a false reason, or None."""
    if key not in _VOCAB_KEYS:
        return None
    if key == "mtg.illegal.target_count" and (params or {}).get("got", 0) <= (params or {}).get("n", 0):
        return None   # fewer targets than the modelled part needs: the reason is true
    if key in ("mtg.illegal.target.gone", "mtg.illegal.target.type", "mtg.illegal.target.in_zone"):
        # only a target in a zone no modelled target word reaches (a card in a graveyard, hand or
        # exile) is one an unmodelled line may be about
        zones = {id(c) for p in game.players for z in ("hand", "graveyard", "exile") for c in p[z]}
        tg = [game.find(x) for x in (action.get("targets") or ()) if isinstance(x, str)]
        if not any(o is not None and id(o) in zones for o in tg):
            return None
    o = subject(game, action)
    lines = unmodelled_lines(o) if o is not None else []
    if not lines:
        return None
    words = _VOCAB_KEYS[key]
    if words is None:
        return lines
    if words == ("activated",):
        picked = [x for x in lines if line_kind(x) == "activated"]
    else:
        picked = [x for x in lines if any(w in _clean(x) for w in words)]
    return picked or None


# effects that read the `choose` of the resolving action (608.2c)
_CHOICE_EFFECTS = {"surveil", "proliferate", "copy_spell", "ward", "may", "echo", "cumulative_upkeep", "sacrifice_chosen", "unless"}


def precheck(game, action):
    """(card name, lines) when the action gives a choice only an unmodelled line could use: modes
    for a card whose modes are not modelled, X for a card without a modelled X, a `choose` on
    the resolution of an object whose modelled effects read no choice. Else None."""
    if not isinstance(action, dict):
        return None
    t = action.get("type")
    o = subject(game, action)
    lines = unmodelled_lines(o) if o is not None else []
    if not lines:
        return None
    if t == "cast":
        d = dict(cards.lookup(o.get("card")) or {})
        d.update(o)
        if action.get("modes") is not None and not d.get("modes"):
            return o, [x for x in lines if _clean(x).startswith("choose")] or lines
        if action.get("x") and "X" not in str(d.get("mana_cost") or ""):
            return o, [x for x in lines if re.search(r"\bx\b", _clean(x))] or lines
    if t == "resolve" and action.get("choose") is not None and o is not None:
        if not any(isinstance(e, dict) and e.get("do") in _CHOICE_EFFECTS for e in o.get("effects") or ()):
            return o, lines
    return None
