"""Copies of spells and permanents (CR 707).

    707.2      a copy acquires the copiable values of the original: its printed characteristics (and
               what copy effects changed), not counters, damage, until-end-of-turn effects, tapped state
               or what it is attached to; for a spell, the choices made when it was cast (targets, X,
               kicker, modes)
    707.10     copying a spell puts the copy onto the stack; it isn't cast (no "when you cast" triggers)
    707.10a    a copy of a spell that leaves the stack ceases to exist (it goes to no graveyard)
    707.10b    a copy of an activated or triggered ability has the same source (copy_ability)
    707.10c    the copy's controller may choose new targets (`choose` on the resolving action: a list of
               ids); new targets must be legal, otherwise the original targets are kept
    111.1 / 701.7a   "create a token that's a copy of": the token enters under the effect controller's control
"""
from __future__ import annotations

import copy

from ..engine.errors import IllegalAction
from .registry import effect
from .common import Host

# the copiable values of a permanent (707.2)
COPIABLE = ("card", "types", "subtypes", "colors", "keywords", "power", "toughness", "loyalty", "mana_cost",
            "abilities", "triggers", "static", "replacements", "legendary", "produces", "enchant", "names",
            "kicker", "flashback", "cycling", "target", "effects", "enters_tapped", "enters_with")


class CopiesMixin(Host):
    """Methods of MtgGame for copies of spells and permanents (CR 707)."""

    @effect("copy_spell", rule="707.10", fields=("of",))
    @effect("copy_ability", rule="707.10", fields=("of",))
    def _copy_spell(self, e, ctx):
        """A copy of a spell or of an activated or triggered ability (707.10): same characteristics and
        choices (targets, X, modes; a triggered ability's trigger event), new controller, new targets if
        chosen (707.10c); an ability's copy has the same source (707.10b), resolves like the ability and
        is neither cast nor activated."""
        name = self._source_info(ctx)["name"]
        for t in self._refs(e.get("of"), ctx):
            s = self.stack_obj(t)
            if s is None:
                continue
            c = copy.deepcopy(s)
            c["id"] = self._new_id(f"{s['id']}-copy")
            c["controller"] = ctx["controller"]
            c["copy"] = True
            c.pop("pay_ward", None)
            how = "same"
            new = ctx.get("choose")
            if isinstance(new, str):
                new = [new]
            if isinstance(new, list) and new and s.get("target"):
                try:
                    self._check_targets(s.get("target"), [str(x) for x in new], ctx["controller"], c.get("colors"),
                                        self.name(s), rule="707.10c")
                    c["targets"] = [str(x) for x in new]
                    how = "new"
                except IllegalAction:
                    how = "kept"
            self.stack.append(c)
            if "ability" in s:
                self.ev("resolve", "mtg.copy.ability_" + how, "707.10c" if how != "same" else "707.10", "mtg.stack",
                        [c["id"], s["id"]] + list(c.get("targets") or []),
                        card=s.get("source_name") or self.name(s.get("source")), text=s["ability"], source=name,
                        player=self.name(ctx["controller"]), targets=[self.name(x) for x in c.get("targets") or []] or "-")
            else:
                self.ev("resolve", "mtg.copy.spell_" + how, "707.10c" if how != "same" else "707.10", "mtg.stack",
                        [c["id"], s["id"]] + list(c.get("targets") or []), card=self.name(s), source=name,
                        player=self.name(ctx["controller"]), targets=[self.name(x) for x in c.get("targets") or []] or "-")
            if c.get("targets"):
                self._became_targets(c, c["targets"])

    @effect("copy_permanent", rule="707.2", fields=("of",))
    def _copy_permanent(self, e, ctx):
        name = self._source_info(ctx)["name"]
        for t in self._refs(e.get("of"), ctx):
            o = self.perm(t)
            if o is None:
                continue
            d = {k: copy.deepcopy(o[k]) for k in COPIABLE if k in o}
            d["token"] = True
            d["id"] = self._new_id(f"{o['id']}-copy")
            self.ev("effect", "mtg.copy.permanent", "707.2", "mtg.zones", [o["id"]], card=self.name(o), source=name)
            self._enter(d, ctx["controller"], from_zone="outside")
