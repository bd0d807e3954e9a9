"""Delayed triggered abilities (CR 603.7).

    603.7      an effect creates a triggered ability that does something later (effect `delayed`)
    603.7a     created as the spell or ability resolves: an event that happened before can't trigger it
    603.7b     it triggers only once, the next time its event happens (then it is gone from state.delayed)
    603.7c     it still affects the object it refers to, but not if that object left the zone it was
               expected in (it came back as a new object, 400.7): then that part does nothing
    603.7d     created by a spell: the spell is its source, the spell's controller as it resolved controls it
    603.7e     created by an activated or triggered ability: that ability's source and controller
    503.1a     "at the beginning of the next turn's upkeep": the upkeep of the turn after the one it was
               created in (never the upkeep it was created in)
    513.2      "at the beginning of the next end step": an end step that begins after it was created
               (created during an end step: the next turn's)
    511.2      "at end of combat": as the end of combat step begins

State: `state.delayed`, a list of delayed triggered abilities (state.Delayed) waiting for their
event: `id`, `controller`, `source` (the id of the spell or of the ability's source), `source_name`,
`at` (DELAYED_AT), `turn` (the turn it was created in), `text`, `effects`, `object` (the id of the
object it refers to, 603.7c). The board shows them beside their controller.
"""
from __future__ import annotations

import copy
from typing import cast

from .common import Host, stepmsg
from .layers import current_colors
from .registry import effect
from .state import Delayed

# when a delayed triggered ability triggers: the step whose beginning is its event, and the rule
DELAYED_AT = {"next_upkeep": ("upkeep", "503.1a"), "next_end_step": ("end", "513.2"),
              "end_of_combat": ("end_of_combat", "511.2")}
# the references to one object an effect of a delayed triggered ability may have: bound to that
# object's id when the ability is created (603.7c)
_OBJECT_REFS = {"self", "it", "that_creature"}
# the references to players: read when the ability resolves (its controller is fixed, 603.7d-e)
_PLAYER_REFS = {"controller", "opponent", "each_opponent", "each_player", "that_player"}


def _check_delayed(v, e, p):
    v.str_(e, "at", p, required=True, choices=set(DELAYED_AT))
    v.str_(e, "text", p)
    if not isinstance(e.get("effects"), list) or not e.get("effects"):
        v.add(f"{p}.effects", "required: the effects of the delayed triggered ability (CR 603.7)")
        return
    v.effects(e["effects"], f"{p}.effects")
    objs = set()
    for i, x in enumerate(e["effects"]):
        if not isinstance(x, dict):
            continue
        for k in ("of", "to"):
            r = x.get(k)
            if isinstance(r, str) and r.startswith("target:"):
                objs.add(r)
            elif isinstance(r, str) and r in _OBJECT_REFS:
                objs.add(r)
            elif r is not None and not (isinstance(r, str) and r in _PLAYER_REFS):
                v.add(f"{p}.effects[{i}].{k}", f"a delayed triggered ability refers to players ({', '.join(sorted(_PLAYER_REFS))}) "
                                               f"or to one object (self, it, that_creature, target:N), got {v.j(r)}")
    if len(objs) > 1:
        v.add(f"{p}.effects", f"a delayed triggered ability refers to one object at most (CR 603.7c), got {sorted(objs)}")


def check_delayed_object(v, o, path, pids) -> None:
    """One entry of state.delayed."""
    from .validate import DELAYED_FIELDS
    v.known(o, DELAYED_FIELDS, path)
    v.str_(o, "id", path)
    v.str_(o, "controller", path, required=True)
    if isinstance(o.get("controller"), str) and pids and o["controller"] not in pids:
        v.add(f"{path}.controller", f"unknown player {v.j(o['controller'])}")
    for k in ("source", "source_name", "text", "object"):
        v.str_(o, k, path)
    v.int_(o, "turn", path, minimum=0)
    v.str_(o, "at", path, required=True, choices=set(DELAYED_AT))
    if not isinstance(o.get("effects"), list) or not o.get("effects"):
        v.add(f"{path}.effects", "required: what it does when it triggers (CR 603.7)")
    else:
        v.effects(o["effects"], f"{path}.effects")


class DelayedMixin(Host):
    """Methods of MtgGame for delayed triggered abilities (CR 603.7)."""

    @effect("delayed", rule="603.7", fields=("at", "effects", "text"), check=_check_delayed)
    def _do_delayed(self, e, ctx):
        """Create a delayed triggered ability (603.7a): it waits in state.delayed for its event. Its
        source and controller are those of the spell or ability that created it (603.7d-e); the one
        object its effects refer to ("it", "target creature", ~) is bound now, by id (603.7c)."""
        obj = ctx["obj"]
        src = self._source_info(ctx)
        effects = copy.deepcopy(e["effects"])
        bound = None
        for x in effects:
            for k in ("of", "to"):
                r = x.get(k)
                if isinstance(r, str) and (r in _OBJECT_REFS or r.startswith("target:")):
                    ids = self._refs(r, ctx)
                    bound = ids[0] if ids else None
                    x[k] = bound or "-"
        d = {"id": self._new_id(f"{src['id']}-delayed"), "controller": ctx["controller"],
             "source": str(src["id"]), "source_name": str(src["name"]), "at": e["at"], "turn": self.turn,
             "text": str(e.get("text") or ""), "effects": effects}
        if bound is not None:
            d["object"] = bound
        if "ability" in obj:
            d["colors"] = list(obj.get("colors") or [])
        self.delayed.append(cast(Delayed, d))
        step, rule = DELAYED_AT[e["at"]]
        self.ev("effect", "mtg.delayed.created", "603.7a", "mtg.triggered-abilities", [d["id"]] + ([bound] if bound else []),
                card=src["name"], text=d["text"] or "-", step=stepmsg(step), when=_when_msg(e["at"]),
                player=self.name(ctx["controller"]))

    def _delayed_fire(self, step):
        """The beginning of `step` (503.1a, 511.2, 513.2): the delayed triggered abilities waiting for
        it trigger, once each (603.7b), in the order they were created."""
        waiting = self.__dict__.get("delayed")
        if not waiting:
            return
        keep = []
        for d in waiting:
            at_step, rule = DELAYED_AT[d["at"]]
            if at_step != step or (d["at"] == "next_upkeep" and self.turn <= d.get("turn", 0)):
                keep.append(d)
                continue
            context = {"delayed": d["object"]} if d.get("object") else {}
            src = self.perm(d.get("source"))
            pend = {"source": d.get("source") or d["id"], "controller": d["controller"], "when": "delayed",
                    "effects": copy.deepcopy(d["effects"]), "text": d.get("text") or d["at"], "context": context,
                    "name": d.get("source_name") or d.get("source") or d["id"],
                    "keywords": sorted(self.kws(src)) if src is not None else [],
                    "colors": list(current_colors(src)) if src is not None else list(d.get("colors") or [])}
            self.pending.append(pend)
            self.ev("trigger", "mtg.delayed.triggers", rule, "mtg.triggered-abilities", [d["id"]],
                    card=pend["name"], text=pend["text"], step=stepmsg(step), player=self.name(d["controller"]))
        self.delayed = keep

    def _delayed_gone(self, top):
        """603.7c: the object a delayed triggered ability refers to is no longer on the battlefield
        (it left, or left and came back as a new object, 400.7): the effects on it do nothing. True
        when that is so (said on the step)."""
        oid = (top.get("context") or {}).get("delayed")
        if not oid or self.perm(oid) is not None:
            return False
        self.ev("resolve", "mtg.delayed.gone", "603.7c", "mtg.triggered-abilities", [top["id"], oid],
                card=top.get("source_name") or top.get("source") or top["id"], text=top.get("ability", ""), obj=oid)
        return True


def _when_msg(at):
    from ..engine.events import Msg
    return Msg("mtg.delayed.at." + at)
