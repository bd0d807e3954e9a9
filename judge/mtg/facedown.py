"""Face-down spells and permanents (CR 708): morph, megamorph and disguise.

    702.37a / 702.168a   "Morph [cost]" / "Disguise [cost]": the card may be cast face down, as a 2/2
               creature with no name, no text, no subtypes and no mana cost (disguise: with ward {2}),
               by paying {3} instead of its mana cost (the cast action's `face_down: true`)
    702.37c / 702.168b / 708.4   the card is turned face down before it goes on the stack: only the
               face-down characteristics are seen (timing of a creature spell, no flash, no kicker)
    708.2 / 708.3   the face-down values are its copiable values; it enters face down, so its
               enters abilities neither trigger nor apply
    708.5      its controller knows what it is (the step names the card in brackets)
    702.37e / 702.168d / 116.2b   turning it face up (action `turn_face_up`): a special action any time
               its controller has priority, paying the morph / megamorph / disguise cost it would
               have face up; it doesn't use the stack; the controller receives priority again (117.3c)
    702.37b    megamorph: a +1/+1 counter as it is turned face up
    708.8      it regains its normal characteristics; effects applied to it still apply; abilities
               about entering the battlefield don't trigger; "When ~ is turned face up" does (603.2)
    708.9      a face-down permanent that leaves the battlefield, or a face-down spell that leaves the
               stack for another zone than the battlefield, is revealed: the card goes there face up

The state: a face-down spell or permanent has the face-down characteristics (no `card`) and
`face_down: {"card": name, "by": "morph" | "megamorph" | "disguise", "printed": {...}}` (`printed`:
the card's own values when it is no catalogue card). A scenario may write `"face_down": true` on
a battlefield object with its `card`: the engine turns it face down as the state is read.
"""
from __future__ import annotations

import copy

from ..engine.events import Msg
from . import cards
from .mana import CostError, cost_text, parse_cost, total_cost
from .registry import action
from .common import Host, illegal

BY = ("megamorph", "disguise", "morph")   # which of its abilities turns it face up (one per card)
FACE_DOWN_COST = "{3}"   # 702.37a, 702.168a: the alternative cost of casting it face down
# what a face-down object does not have of its card (708.2: only the listed characteristics)
_HIDDEN = ("card", "types", "subtypes", "colors", "keywords", "power", "toughness", "loyalty", "mana_cost", "kicker",
           "buyback", "flashback", "cycling", "unearth", "target", "distinct_targets", "one_target_word", "target_min",
           "effects", "abilities", "triggers", "static", "replacements", "produces", "legendary", "kind", "enchant",
           "names", "notes", "basic", "modes", "choose", "choose_max", "additional_cost", "self_reduction",
           "enters_tapped", "cda", "enters_tapped_unless", "enters_with", "final_chapter", "enters_as_copy",
           "copy_except", "oracle", "morph", "megamorph", "disguise", "face_name")


def face_down_by(d) -> str | None:
    """The ability of the card `d` that lets it be face down and turned face up, or None."""
    return next((k for k in BY if d.get(k)), None)


def face_down_name(o) -> Msg:
    """How the step names a face-down object: "Face-down creature (Den Protector)" (708.5: its
    controller may look at it; the judge sees every card)."""
    return Msg("mtg.face_down.name", {"card": (o.get("face_down") or {}).get("card") or o.get("id")})


def turned_down(d: dict, by: str | None) -> dict:
    """The face-down object made of the card `d` (702.37c, 702.168b, 708.2a): a 2/2 creature with no
    name, text, subtypes or mana cost (ward {2} with disguise); its state (id, controller, counters,
    tapped ...) is kept, the card's values move into `face_down`."""
    out = {k: v for k, v in d.items() if k not in _HIDDEN and k != "face_down"}
    fd: dict = {"card": d.get("card") or d.get("id")}
    if by:
        fd["by"] = by
    if cards.lookup(d.get("card")) is None:   # a custom card keeps its own values (as _card_from_perm does)
        fd["printed"] = {k: copy.deepcopy(v) for k, v in d.items() if k in _HIDDEN}
    out.update({"types": ["creature"], "subtypes": [], "colors": [], "power": 2, "toughness": 2,
                "keywords": ["ward {2}"] if by == "disguise" else [], "face_down": fd})
    return out


def face_up_values(o) -> dict:
    """The card's own values of the face-down object `o` (708.8: its normal copiable values)."""
    fd = o["face_down"]
    if fd.get("printed"):
        return copy.deepcopy(fd["printed"])
    base = cards.lookup(fd.get("card")) or {}
    return dict(copy.deepcopy(base), card=fd.get("card"))


def revealed_card(o) -> dict:
    """The face-down spell or permanent `o` as the card it is, for the zone it goes to (708.9)."""
    d = {k: v for k, v in o.items() if k not in _HIDDEN and k != "face_down"}
    d.update(face_up_values(o))
    return d


def _check_turn_face_up(v, a, path):
    if not isinstance(a.get("permanent"), str):
        v.add(f"{path}.permanent", "required: the id of a face-down permanent")
    if "player" in a and not isinstance(a["player"], str):
        v.add(f"{path}.player", f"expected a player id, got {v.j(a['player'])}")


class FaceDownMixin(Host):
    """Methods of MtgGame for face-down spells and permanents (CR 708)."""

    @action("turn_face_up", rule="702.37e", fields=("player", "permanent"), check=_check_turn_face_up)
    def _act_turn_face_up(self, a):
        """702.37e / 702.168d: a special action (116.2b) of the player with priority: show the
        permanent's morph / megamorph / disguise cost, pay it, turn it face up; no stack."""
        pid = a.get("player") or self.priority
        self._check_can_act(pid)
        o = self.perm(a["permanent"])
        if o is None or not o.get("face_down"):
            raise illegal("mtg.illegal.not_face_down", "702.37e", "mtg.priority", [],
                          card=self.name(a["permanent"]) if o is not None else a["permanent"])
        fname = face_down_name(o)
        if o["controller"] != pid:
            raise illegal("mtg.illegal.face_up_not_yours", "702.37e", "mtg.priority", [o["id"]], card=fname,
                          player=self.name(pid))
        real = face_up_values(o)
        by = face_down_by(real)   # 702.37e: the cost it would have face up
        if by is None:
            raise illegal("mtg.illegal.no_face_up_cost", "702.37e", "mtg.priority", [o["id"]], card=fname)
        rule = "702.168d" if by == "disguise" else "702.37e"
        try:
            syms = total_cost(parse_cost(real[by]))
        except CostError as exc:
            raise illegal("mtg.illegal.bad_cost", "601.2f", "mtg.casting", [], card=fname, cost=str(exc)) from exc
        name = real.get("card") or o["id"]
        self.ev("special", "mtg.face_up.pay", rule, "mtg.priority", [o["id"]], card=name, player=self.name(pid),
                kw=Msg("mtg.kw." + by), cost=cost_text(syms))
        self._pay_mana(pid, syms, name)
        keep = {k: v for k, v in o.items() if k not in _HIDDEN and k != "face_down"}
        new = self._perm_from(dict(real, **keep))
        o.clear()
        o.update(new)
        self.ev("special", "mtg.face_up.turned", "708.8", "mtg.priority", [o["id"]], card=name, player=self.name(pid))
        if by == "megamorph":   # 702.37b: as it is turned face up (708.11), not a trigger
            o["counters"]["+1/+1"] = o["counters"].get("+1/+1", 0) + 1
            self.ev("effect", "mtg.face_up.megamorph", "702.37b", "mtg.counters", [o["id"]], card=name)
        for t in self.triggers_of(o):   # "When ~ is turned face up" (603.2); enters abilities don't (708.8)
            if t.get("when") == "turned_face_up":
                self._queue_trigger(o, t, {}, key="mtg.trigger.turned_face_up", rule="708.8")
        self._priority_point(pid)   # 117.3c
