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
    707.5 / 613.2a   "you may have this creature enter as a copy of any creature on the battlefield" (Clone,
               `enters_as_copy`): it becomes the copy as it enters (its enters triggers are the copied
               ones); the copy effect is layer 1, shown as a layer-1 row of the layer view
    707.2 / 707.2b / 707.3   copiable values: printed values as other copy effects changed them; not types
               added by an effect (Chimeric Staff Example), counters or other effects; a copy of a copy
               copies the copied values
    707.9a-b   exceptions of the copying process (`copy_except`: types in addition, power/toughness)
"""
from __future__ import annotations

import copy

from ..engine.errors import IllegalAction
from ..engine.events import Msg
from .registry import effect
from .common import Host, illegal

# the copiable values of a permanent (707.2)
COPIABLE = ("card", "types", "subtypes", "colors", "keywords", "power", "toughness", "loyalty", "mana_cost",
            "abilities", "triggers", "static", "replacements", "legendary", "produces", "enchant", "names",
            "kicker", "buyback", "flashback", "cycling", "cycling_search", "dash", "evoke", "blitz", "target", "effects", "enters_with", "enters_as_copy", "copy_except", "modes",
            "choose", "choose_max", "additional_cost", "self_reduction", "enters_tapped", "oracle", "cda")
# what a copy effect replaces (707.2): the copiable values, and which object they were copied from
_REPLACED = COPIABLE + ("copy_of",)


def copiable_values(o) -> dict:
    """The copiable values of the permanent `o` (707.2): its printed values as other copy effects set
    them (a copy of a copy copies what the first copy copied, 707.3), without what other effects
    changed: types and the power/toughness an `add_types` effect gave it ("becomes an artifact
    creature") are left out (707.2 Example: Chimeric Staff), as are counters, damage, status and
    effects until end of turn (kept apart in `until_eot`)."""
    d = {k: copy.deepcopy(o[k]) for k in COPIABLE if k in o}
    if "card" not in d and (o.get("copy_of") or {}).get("card"):
        d["card"] = o["copy_of"].get("card")
    eot = o.get("until_eot") or ()
    added = {x for e in eot for x in e.get("types_added") or ()}
    if added and "types" in d:
        d["types"] = [x for x in d["types"] if x not in added]
    subs = {x for e in eot for x in e.get("subtypes_added") or ()}
    if subs and "subtypes" in d:
        d["subtypes"] = [x for x in d["subtypes"] if x not in subs]
    if any(e.get("pt_added") for e in eot):
        d.pop("power", None)
        d.pop("toughness", None)
    if o.get("copy_of"):   # the copy effect's values are copiable (707.3), and where they came from
        d["copy_of"] = copy.deepcopy(o["copy_of"])
    return d


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
            self._copy_one(s, ctx, ctx.get("choose"), name)

    @effect("storm", rule="702.40a", fields=())
    def _storm(self, e, ctx):
        """Storm (702.40a): "copy it for each other spell that was cast before it this turn"; the count
        was taken as the spell became cast (casting.py), and the spell is copied as it last existed on
        the stack even if it has left it (608.2h). `choose` on the resolving action: a list of new target
        lists, one for each copy in order (707.10c); a copy without one keeps the targets."""
        cx = ctx.get("context") or {}
        s = self.stack_obj(cx.get("spell")) or cx.get("spell_lki")
        n = int(cx.get("storm") or 0)
        if s is None:
            return
        self.ev("resolve", "mtg.storm.count", "702.40a", "mtg.triggered-abilities", [s["id"]], card=self.name(s), n=n)
        new = ctx.get("choose")
        lists = new if isinstance(new, list) and all(isinstance(x, list) for x in new) else []
        for i in range(n):
            self._copy_one(s, ctx, lists[i] if i < len(lists) else None, self.name(s))

    def _copy_one(self, s, ctx, new, name):
        """One copy of the spell or ability `s` on the stack (707.10); `new`: its new targets (707.10c)."""
        c = copy.deepcopy(s)
        c["id"] = self._new_id(f"{s['id']}-copy")
        c["controller"] = ctx["controller"]
        c["copy"] = True
        c.pop("pay_ward", None)
        c.pop("cast_main", None)   # a copy was not cast (707.10): "if you cast this spell during your main phase"
        how = "same"
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
        if "ability" not in s:   # "whenever you cast or copy ..." (magecraft): the copy's controller copied it
            self._cast_triggers(c, c.get("kind") or self._kind(c), c, ctx["controller"], list(c.get("targets") or []),
                                c.get("x", 0), copied=True)

    @effect("copy_permanent", rule="707.2", fields=("of",))
    def _copy_permanent(self, e, ctx):
        name = self._source_info(ctx)["name"]
        for t in self._refs(e.get("of"), ctx):
            o = self.perm(t)
            if o is None:
                continue
            d = copiable_values(o)
            d.pop("copy_of", None)
            d["token"] = True
            d["id"] = self._new_id(f"{o['id']}-copy")
            self.ev("effect", "mtg.copy.permanent", "707.2", "mtg.zones", [o["id"]], card=self.name(o), source=name)
            self._enter(d, ctx["controller"], from_zone="outside")

    def _enter_as_copy(self, d, controller, choice):
        """707.5 / 613.2a: "You may have this creature enter as a copy of any <word> on the
        battlefield" (`enters_as_copy`, the word; `copy_except`, the exceptions of 707.9a-b). The
        choice: the id of the permanent to copy (default: the first one of that word listed on the
        battlefield), or false/"decline" to enter as itself. Returns the new values of `d`."""
        word = d.get("enters_as_copy") or "creature"
        from . import targetspec
        if choice in (False, "decline", "no"):
            self.ev("effect", "mtg.copy.enters_declined", "707.5", "mtg.zones", [d["id"]], card=self.name(d))
            return d
        if isinstance(choice, list) and len(choice) == 1:
            choice = choice[0]
        cands = [o for o in self.battlefield if targetspec.permanent_ok(word, o, controller, self)]
        if isinstance(choice, str):
            orig = next((o for o in cands if o["id"] == choice), None)
            if orig is None:
                raise illegal("mtg.illegal.copy_choice", "707.5", "mtg.zones", [d["id"], choice], card=self.name(d),
                              choice=self.name(choice), word=Msg("mtg.target_word." + word))
        else:
            orig = cands[0] if cands else None
        if orig is None:
            self.ev("effect", "mtg.copy.enters_nothing", "707.5", "mtg.zones", [d["id"]], card=self.name(d),
                    word=Msg("mtg.target_word." + word))
            return d
        printed = {k: copy.deepcopy(d[k]) for k in COPIABLE if k in d}
        if d.get("copy_of"):
            printed = copy.deepcopy(d["copy_of"].get("printed") or printed)
        exc = d.get("copy_except") or {}
        vals = copiable_values(orig)
        new = {k: v for k, v in d.items() if k not in _REPLACED}
        new.update({k: v for k, v in vals.items() if k != "copy_of"})
        if exc.get("types"):   # 707.9b: "except it's an enchantment in addition to its other types"
            new["types"] = list(new.get("types") or []) + [x for x in exc["types"] if x not in (new.get("types") or [])]
        if "power" in exc:   # 707.9b: "except it's 7/7"
            new["power"], new["toughness"] = exc["power"], exc.get("toughness", exc["power"])
            new.pop("cda", None)   # 707.9d: a characteristic-defining ability of P/T is not copied
        new["copy_of"] = {"of": orig["id"], "printed": printed,
                          "values": {k: copy.deepcopy(new[k]) for k in ("types", "power", "toughness") if k in new}}
        if not orig.get("face_down"):   # a face-down permanent has no name to copy (708.2): the copy has none
            new["copy_of"]["card"] = self.name(orig)
        if exc:
            new["copy_of"]["except"] = copy.deepcopy(exc)
        self.ev("effect", "mtg.copy.enters_as", "707.5", "mtg.zones", [d["id"], orig["id"]], card=self.name(orig),
                source=printed.get("card") or d["id"])
        return new
