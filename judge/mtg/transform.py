"""Transforming double-faced permanents (CR 712, 701.27).

    712.8d-e   a double-faced permanent has only the characteristics of the face that is up; with
               its back face up, its mana value is still its front face's (the engine keeps the
               front face's mana cost on the permanent)
    712.9      only a permanent represented by a double-faced card or token transforms; anything
               else ignores the instruction (701.27c)
    712.18     transforming does not make a new object: counters, damage, attachments, tapped
               status and the effects that apply to it stay; it does not enter the battlefield
    701.27f    an activated or triggered ability of the permanent transforms it only if it has not
               transformed since the ability was put onto the stack
    701.27e    "When this creature transforms into ~": the face up after it transforms is the face
               with that ability

A double-faced card's entry (the Oracle compiler's definition) carries its back face under `back`
(printed values and compiled text). On the battlefield the face that is up is the permanent's own
fields, the other face is under `back` (front face up) or `front` (`transformed`: back face up), and
`transforms` counts the times it has transformed (701.27f)."""
from __future__ import annotations

import copy
from typing import Any

from . import cards
from .common import Host
from .registry import effect
from .state import Card, fields_of

# the characteristics and text of one face (712.8): what transforming swaps. Not the card's identity
# (its name in the card pool, its Oracle status, its display names), nor its mana cost (712.8e: the
# mana value of a transformed permanent is its front face's), nor the state of the permanent.
NOT_FACE = frozenset({"id", "card", "names", "notes", "token", "unknown", "owner", "oracle", "mana_cost",
                      "back", "front"})
FACE_KEYS = frozenset(k for k in fields_of(Card) if k not in NOT_FACE)


def is_dfc(o: Any) -> bool:
    """Represented by a transforming double-faced card (712.2): it has the face that is not up."""
    return isinstance(o.get("back"), dict) or isinstance(o.get("front"), dict)


def face_of(d: dict) -> dict[str, Any]:
    return {k: v for k, v in d.items() if k in FACE_KEYS}


def back_face_up(o: dict, d: dict) -> dict:
    """The permanent of a scenario object `o` given with `"transformed": true` (its back face up),
    over its merged card `d`. Three shapes: the engine's own state (`front` given: `o`'s own fields
    are the back face's); a scenario's own card with its front face's fields and `back`; a catalogue
    card by name (its entry has `back`; fields `o` gives are the back face's)."""
    base = cards.lookup(o.get("card")) or {}
    rest = {k: v for k, v in d.items() if k not in FACE_KEYS and k not in ("back", "front")}
    mine = {k: v for k, v in o.items() if k not in ("back", "front")}
    if isinstance(o.get("front"), dict):
        front, back = o["front"], (base["back"] if isinstance(base.get("back"), dict) else {})
    elif isinstance(o.get("back"), dict):
        front, back = face_of(d), o["back"]
        mine = {k: v for k, v in mine.items() if k not in FACE_KEYS or k == "transformed"}
    elif isinstance(base.get("back"), dict):
        front, back = face_of(base), base["back"]
    else:
        return d   # not a double-faced card: validation says so
    out = dict(rest)
    out.update(dict(back))
    out.update(mine)
    out["front"] = dict(front)
    return out


def front_face_up(o: dict) -> dict:
    """A copy of the transformed permanent `o` with its front face up and its back face under `back`
    (the card it is in any other zone, 712.8a)."""
    d = {k: v for k, v in o.items() if k not in FACE_KEYS and k not in ("front", "transformed")}
    d["back"] = face_of(o)
    d.update(o["front"])
    return d


class TransformMixin(Host):
    """Methods of MtgGame for transforming permanents (701.27, 712)."""

    def _turn_over(self, o):
        """Turn `o` over to its other face (701.27a, 712.18: the same object)."""
        if o.get("transformed"):
            up, down = "back", "front"
        else:
            up, down = "front", "back"
        other = o.pop(down)
        o[up] = {k: o.pop(k) for k in list(o) if k in FACE_KEYS}
        o.update(other)
        for k, v in (("types", []), ("subtypes", []), ("colors", []), ("keywords", []), ("legendary", False)):
            o.setdefault(k, copy.deepcopy(v))   # the defaults a permanent has (MtgGame._perm_from)
        o["keywords"] = [str(k).lower() for k in o["keywords"]]
        o["transformed"] = not o.get("transformed")
        if not o["transformed"]:
            o.pop("transformed")
        o["transforms"] = int(o.get("transforms") or 0) + 1

    def transform(self, o, why_rule="701.27a", key=None):
        """Transform `o` if it can (712.9); True if it did. Its "transforms into" triggers after (701.27e)."""
        if not is_dfc(o):
            self.ev("resolve", "mtg.transform.not_dfc", "712.9", "mtg.card-types", [o["id"]], card=self.name(o))
            return False
        before = self.name(o)
        self._turn_over(o)
        self.ev("effect", key or ("mtg.transform.back" if o.get("transformed") else "mtg.transform.front"), why_rule,
                "mtg.card-types", [o["id"]], card=before, face=self.name(o))
        for t in self.triggers_of(o):
            if t.get("when") == "transforms_into_self":
                self._queue_trigger(o, t, {}, key="mtg.trigger.transforms_into", rule="701.27e")
        return True

    @effect("transform", rule="701.27a", fields=("of",))
    def _do_transform(self, e, ctx):
        obj = ctx["obj"]
        for t in self._refs(e.get("of"), ctx):
            o = self.perm(t)
            if o is None:
                continue
            if "ability" in obj and obj.get("source") == o["id"] and "source_transforms" in obj \
                    and int(o.get("transforms") or 0) != obj["source_transforms"]:
                # 701.27f: it has transformed since this ability of it was put onto the stack
                self.ev("resolve", "mtg.transform.already", "701.27f", "mtg.card-types", [o["id"]], card=self.name(o))
                continue
            bound = [k for k in ("daybound", "nightbound") if k in self.kws(o)]
            if bound and is_dfc(o):   # 702.145b, 702.145e: it transforms only by its daybound / nightbound ability
                self.ev("resolve", "mtg.transform.bound", "702.145b" if bound[0] == "daybound" else "702.145e",
                        "mtg.card-types", [o["id"]], card=self.name(o), keyword=bound[0])
                continue
            self.transform(o)

    # ------------------------------------------------------------ day and night (730, 702.145)
    def _day_night_check(self) -> bool:
        """702.145d / 702.145g: with a daybound (nightbound) permanent and neither day nor night, it
        becomes day (night); 702.145c / 702.145f: a daybound permanent front face up at night, a
        nightbound one back face up during the day, transforms. Immediate, not a state-based action;
        the engine looks at these moments with the state-based actions. True if anything happened."""
        if not self.battlefield:
            return False
        kws = {o["id"]: self.kws(o) for o in self.battlefield}
        happened = False
        if self.day_night is None:
            if any("daybound" in k for k in kws.values()):
                self.day_night = "day"
                self.ev("effect", "mtg.daynight.first_day", "702.145d", "mtg.card-types", [])
                happened = True
            elif any("nightbound" in k for k in kws.values()):
                self.day_night = "night"
                self.ev("effect", "mtg.daynight.first_night", "702.145g", "mtg.card-types", [])
                happened = True
        for o in list(self.battlefield):
            if not is_dfc(o) or o["id"] not in kws:
                continue
            if self.day_night == "night" and "daybound" in kws[o["id"]] and not o.get("transformed"):
                self.transform(o, "702.145c", "mtg.daynight.transform_night")
                happened = True
            elif self.day_night == "day" and "nightbound" in kws[o["id"]] and o.get("transformed"):
                self.transform(o, "702.145f", "mtg.daynight.transform_day")
                happened = True
        return happened

    def _day_night_turn(self, prev):
        """502.2 (730.2a-b): in the untap step, if it is day and the previous turn's active player cast
        no spells that turn, it becomes night; if it is night and they cast two or more, it becomes day
        (the turn's spells are the history's `spells_last_turn`)."""
        if self.day_night is None or prev is None:
            return
        n = int(((self.history or {}).get("spells_last_turn") or {}).get(prev, 0))
        if self.day_night == "day" and n == 0:
            self.day_night = "night"
            self.ev("step", "mtg.daynight.becomes_night", "502.2", "mtg.turn.untap", [], player=self.name(prev))
        elif self.day_night == "night" and n >= 2:
            self.day_night = "day"
            self.ev("step", "mtg.daynight.becomes_day", "502.2", "mtg.turn.untap", [], player=self.name(prev), n=n)
        else:
            return
        self._day_night_check()

    def _enters_at_night(self, perm):
        """702.145b: a daybound permanent represented by a double-faced card enters transformed if it
        is night (it does not transform: no "transforms into" trigger)."""
        if self.day_night == "night" and "daybound" in [str(k).lower() for k in perm.get("keywords") or ()] \
                and is_dfc(perm) and not perm.get("transformed"):
            name = self.name(perm)
            self._turn_over(perm)
            perm["transforms"] = 0
            self.ev("effect", "mtg.daynight.enters_transformed", "702.145b", "mtg.card-types", [perm["id"]],
                    card=name, face=self.name(perm))
