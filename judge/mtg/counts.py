"""Numbers a static ability counts on the board (issue 21): the value of a characteristic-defining
ability ("~'s power and toughness are each equal to the number of creatures you control": 604.3,
layer 7a, 613.4a) and the multiplier of a bonus "for each" ("~ gets +1/+1 for each other Cat you
control": layer 7c, 613.4c). A count is a dict, counted again at each moment the value is needed
(611.3a: nothing is locked in):

    {"what": "control", "who": "you" | "opponents" | "all", "word": <permanent word>,
     "subtypes": [<subtype>, ...], "other": true}
        the permanents the word (targetspec.permanent_ok) and one of the subtypes describe (at least
        one of word / subtypes), controlled by the source's controller, by its opponents together,
        or by anyone ("on the battlefield"); "other": not the source itself;
    {"what": "hand", "who": "you" | "all"}            cards in your hand / in all players' hands;
    {"what": "graveyard", "who": "you" | "opponents" | "all"}
        cards in graveyards (a milled card is a card, unknown but counted; the card types among
        graveyard cards are not counted: a milled card's types are unknown to the engine);
    {"what": "life", "who": "you"}                    your life total;
    {"what": "counters", "counter": <kind>}          counters of that kind on the source;
    {"what": "attached", "subtypes": ["Aura", ...]}  Auras / Equipment attached to the source;

with "times": N ("twice the number of ...") and "plus": N ("1 plus the number of ...") applied
after counting. The word never reads power or toughness (the value being computed could change
what it reads). Pure Python."""
from __future__ import annotations

from typing import Any

from ..engine.events import Msg
from . import targetspec
from .common import has_subtype

WHAT = {"control", "hand", "graveyard", "life", "counters", "attached"}
_WHO = {"control": ("you", "opponents", "all"), "hand": ("you", "all"), "graveyard": ("you", "opponents", "all"),
        "life": ("you",)}
ATTACHED_SUBTYPES = {"Aura", "Equipment"}


def problems(n: Any) -> list[str]:
    """What is wrong with a count (empty if it is one the engine counts)."""
    if not isinstance(n, dict):
        return ["expected a count object such as {\"what\": \"control\", \"who\": \"you\", \"word\": \"creature\"}"]
    what = n.get("what")
    if what not in WHAT:
        return [f"what: expected one of {sorted(WHAT)}, got {what!r}"]
    out: list[str] = []
    allowed = {"what", "times", "plus"}
    if what in _WHO:
        allowed.add("who")
        if n.get("who", "you") not in _WHO[what]:
            out.append(f"who: expected one of {list(_WHO[what])}, got {n.get('who')!r}")
    if what == "control":
        allowed |= {"word", "subtypes", "other"}
        w, subs = n.get("word"), n.get("subtypes")
        if w is None and subs is None:
            out.append("expected a word or subtypes")
        if w is not None:
            p = targetspec.parse(w) if isinstance(w, str) else None
            if not p or p["ctrl"] is not None:
                out.append(f"word: expected a permanent word without a controller, got {w!r}")
            elif p["with"]:
                out.append(f"word: a count can't read power, toughness or abilities ({w!r})")
        if subs is not None and not (isinstance(subs, list) and subs and all(isinstance(x, str) and x for x in subs)):
            out.append("subtypes: expected a list of subtype names")
        if "other" in n and not isinstance(n["other"], bool):
            out.append("other: true or false")
    if what == "counters":
        allowed.add("counter")
        if not isinstance(n.get("counter"), str) or not n["counter"]:
            out.append("counter: expected a kind of counter")
    if what == "attached":
        allowed.add("subtypes")
        subs = n.get("subtypes")
        if not (isinstance(subs, list) and subs and set(subs) <= ATTACHED_SUBTYPES):
            out.append(f"subtypes: expected a list of {sorted(ATTACHED_SUBTYPES)}")
    for k, lo in (("times", 1), ("plus", 0)):
        v = n.get(k)
        if v is not None and (not isinstance(v, int) or isinstance(v, bool) or v < lo):
            out.append(f"{k}: expected a whole number of at least {lo}")
    extra = sorted(set(n) - allowed)
    if extra:
        out.append(f"unknown field(s) {extra}")
    return out


def _is(game, o, n, controller) -> bool:
    if n.get("word") and not targetspec.permanent_ok(n["word"], o, controller, game):
        return False
    return not n.get("subtypes") or any(has_subtype(o, s) for s in n["subtypes"])


def _players(game, who, controller):
    if who == "you":
        return [controller]
    if who == "opponents":
        return list(game._opponents(controller))
    return [p["id"] for p in game.players if not p.get("lost")]


def value(game, n: dict, controller: str, src: dict) -> int:
    """The count now, for the static ability of `src` controlled by `controller`."""
    what = n["what"]
    who = n.get("who", "you")
    if what == "control":
        pids = set(_players(game, who, controller))
        v = sum(1 for o in game.battlefield if o["controller"] in pids and _is(game, o, n, o["controller"])
                and not (n.get("other") and o["id"] == src["id"]))
    elif what in ("hand", "graveyard"):
        v = sum(len((game.player(pid) or {}).get(what) or ()) for pid in _players(game, who, controller))
    elif what == "life":
        v = (game.player(controller) or {}).get("life", 0)
    elif what == "counters":
        v = (src.get("counters") or {}).get(n["counter"], 0)
    else:   # attached
        v = sum(1 for o in game.battlefield if o.get("attached_to") == src["id"]
                and any(has_subtype(o, s) for s in n["subtypes"]))
    return v * n.get("times", 1) + n.get("plus", 0)


def describe(n: dict) -> Msg:
    """The count in the reader's language (keys mtg.count.*, judge/mtg/messages_counts.py)."""
    what = n["what"]
    params: dict[str, Any] = {}
    if what == "control":
        from .conditions import _thing
        params["word"] = _thing(n)
        key = f"mtg.count.control_{n.get('who', 'you')}" + ("_other" if n.get("other") else "")
    elif what in ("hand", "graveyard", "life"):
        key = f"mtg.count.{what}_{n.get('who', 'you')}"
    elif what == "counters":
        key, params["kind"] = "mtg.count.counters", n["counter"]
    else:
        from .conditions import subtypes_msg
        key, params["kinds"] = "mtg.count.attached", subtypes_msg(n["subtypes"])
    out = Msg(key, params)
    if n.get("times", 1) != 1:
        out = Msg("mtg.count.times", {"n": n["times"], "count": out})
    if n.get("plus"):
        out = Msg("mtg.count.plus", {"n": n["plus"], "count": out})
    return out
