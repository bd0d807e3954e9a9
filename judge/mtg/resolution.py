"""Resolving spells and abilities (CR 608).

    117.4      all players pass in succession: the top object resolves
    608.2b     illegal targets; a spell with no legal target left doesn't resolve
    608.2c     the controller's choices while resolving (the `choose` action)
    608.2n     an instant or sorcery goes to its owner's graveyard
    608.3 / 608.3c   a permanent spell enters the battlefield; an Aura attached to its target
    702.34a    a flashed-back spell is exiled instead
"""
from __future__ import annotations

import copy

from ..engine.events import Msg

from . import cards
from .common import Host, illegal, PERMANENT_KINDS, TRIGGER_CHOICE_KEYS, zonemsg
from .conditions import check, describe
from .facedown import revealed_card
from .registry import action


def _check_choose(v, a, path):
    if "choice" not in a:
        v.add(f"{path}.choice", "required")


class ResolutionMixin(Host):
    """Methods of MtgGame for Resolving spells and abilities (CR 608)."""

    @action("resolve", rule="608.1", fields=("choose", "player"))
    def _act_resolve(self, a):
        if not self.stack:
            raise illegal("mtg.illegal.empty_stack", "117.4", "mtg.priority", [])
        self._check_can_act(self.active)
        self._resolve_top(a)
        self._priority_point(self.active)

    def _resolve_top(self, a=None):
        top = self.stack.pop()
        name = self.name(top) if "ability" not in top else top.get("source_name") or self.name(top.get("source"))
        is_ability = "ability" in top
        cond = top.get("condition")
        if cond:   # 603.4: the intervening "if" is checked again on resolution; false: removed, does nothing
            holds, why = check(self, cond, top["controller"], top.get("source"), top, lki=True)
            if why is not None:
                self.ev("resolve", "mtg.trigger.if_true_resolve" if holds else "mtg.trigger.if_false_resolve_why", "603.4",
                        "mtg.triggered-abilities", [top["id"]], card=name, text=top.get("ability", ""),
                        cond=describe(cond), why=why)
            elif not holds:
                self.ev("resolve", "mtg.trigger.if_false_resolve", "603.4", "mtg.triggered-abilities", [top["id"]],
                        card=name, text=top.get("ability", ""), cond=describe(cond))
            if not holds:
                return
        targets = top.get("targets") or []
        spec = top.get("target")
        legal = []
        if targets:
            for i, t in enumerate(targets):
                ok, _ = self._target_ok(spec[i] if spec and i < len(spec) else None, t, top["controller"],
                                        self.pending_quality(top) if is_ability else top.get("colors"), None,
                                        top.get("source") if is_ability else top.get("id"))
                legal.append(t if ok else None)
            if not any(legal):
                self.ev("countered", "mtg.resolve.fizzle", "608.2b", "mtg.stack", [top["id"]] + targets, card=name,
                        targets=[self.name(t) for t in targets])
                self._spell_to_gy(top)
                return
            for t, ok in zip(targets, legal):
                if ok is None:
                    self.ev("resolve", "mtg.resolve.target_illegal", "608.2b", "mtg.stack", [top["id"], t], card=name,
                            target=self.name(t))
        self.ev("resolve", "mtg.resolve.ability" if is_ability else "mtg.resolve.spell", "608.2", "mtg.stack",
                [top["id"]], card=name, text=top.get("ability", ""), player=self.name(top["controller"]))
        kind = top.get("kind")
        if not is_ability and kind in PERMANENT_KINDS:
            d = {k: v for k, v in top.items() if k not in ("targets", "kind", "cast_from", "cast_main", "x", "kicked",
                                                           "pay_ward")}
            att = next((t for t in legal if t), None)
            if att and "aura" in {x.casefold() for x in top.get("subtypes") or ()}:
                d["attached_to"] = att   # 608.3c: an Aura spell enters attached to its target
            how: dict = {"x": top.get("x", 0), "kicked": bool(top.get("kicked"))}
            if not top.get("copy"):   # a copy of a spell was not cast (707.10): its token was not cast either
                how.update({"from": top.get("cast_from") or "hand", "main": bool(top.get("cast_main"))})
            perm = self._enter(d, top["controller"], cast=how,
                               choice=self._choice(a) if d.get("enters_as_copy") or d.get("enters_tapped_unless")
                               or {"riot", "unleash"} & set(top.get("keywords") or ()) else None)
            if top.get("alt_cost"):   # 702.109a / 702.74a / 702.152a
                self._alt_cost_entered(perm, top)
            if perm.get("attached_to"):
                self.ev("effect", "mtg.attach.aura", "608.3c", "mtg.subtypes", [perm["id"], att], card=self.name(perm),
                        target=self.name(att))
            return
        # the targets as they are now, for "if its mana value was N or less" after an effect moved
        # them (608.2h: last known information)
        top["target_lki"] = {t: {"mana_cost": o.get("mana_cost"), "card": o.get("card"), "name": o.get("name")}
                             for t in legal if t and (o := self.perm(t)) is not None}
        ctx = {"obj": top, "controller": top["controller"], "targets": legal, "x": top.get("x", 0),
               "kicked": bool(top.get("kicked")), "choose": self._choice(a),
               "context": top.get("context") or {}, "lki": self._target_controllers(legal)}
        gone = top.get("trigger") == "delayed" and self._delayed_gone(top)   # 603.7c
        for eff in top.get("effects") or []:
            if self.result["over"]:
                break
            if gone and top["context"]["delayed"] in (eff.get("of"), eff.get("to")):
                continue
            self._effect(eff, ctx)
        if not is_ability:
            self._spell_to_gy(top, resolved=True)

    def _target_controllers(self, targets):
        """The controller of each target permanent or spell as the object starts to resolve, for "its
        controller" after an effect moved it (608.2h: the information as it last existed)."""
        out = {}
        for t in targets:
            o = (self.perm(t) or self.stack_obj(t)) if t else None
            if o is not None:
                out[t] = o["controller"]
        return out

    def _countered_to(self, obj, zone=None):
        """A countered spell leaves the stack (701.6a): to its owner's graveyard, or where the
        counterspell puts it instead ("If that spell is countered this way, exile it / put it into
        its owner's hand / on top of / on the bottom of its owner's library instead of into that
        player's graveyard", 608.2c, 614.1a). A copy ceases to exist (707.10a); a flashed-back spell
        is exiled whichever replacement its controller applies first (702.34a, 616.1)."""
        if zone is None or "ability" in obj or obj.get("copy") or obj.get("cast_from") == "graveyard":
            self._spell_to_gy(obj)
            return
        owner = self.player(obj.get("owner") or obj["controller"])
        card = self._stack_card(obj)
        if zone == "library_top":
            self._lib_put_top(owner, [card])
        elif zone == "library_bottom":
            self._lib_put_bottom(owner, [card])
        else:
            owner[zone].append(card)
        to = "library" if zone.startswith("library") else zone
        self.ev("move", "mtg.move.countered_" + zone, "608.2c", "mtg.stack", [obj["id"]], {"from": "stack", "to": to},
                card=card["card"], owner=self.name(owner["id"]))

    def _stack_card(self, obj):
        """The card of a spell leaving the stack, as a card of its new zone (its printed
        characteristics kept when the catalogue does not know it). A face-down spell is revealed (708.9)."""
        if obj.get("face_down"):   # 708.9: a face-down spell leaving the stack is revealed
            self.ev("move", "mtg.face_down.revealed_spell", "708.9", "mtg.zones", [obj["id"]], card=obj["face_down"]["card"])
            obj = revealed_card(obj)
        card = {"id": obj["id"], "card": obj.get("card") or obj["id"]}
        if cards.lookup(obj.get("card")) is None:
            for k in ("kind", "colors", "keywords", "effects", "target", "mana_cost", "types", "power", "toughness",
                      "flashback", "kicker", "buyback", "cycling", "cycling_search"):
                if k in obj:
                    card[k] = copy.deepcopy(obj[k])
        return card

    def _spell_to_gy(self, obj, resolved=False):
        """A spell leaves the stack for its owner's graveyard (608.2n; countered, 701.6a; or without a
        legal target, 608.2b); flashback exiles it instead (702.34a); a spell whose buyback cost was paid
        goes to its owner's hand instead, but only as it resolves (702.27a); a copy ceases to exist (707.10a)."""
        if "ability" in obj:
            return
        owner = self.player(obj.get("owner") or obj["controller"])
        card = self._stack_card(obj)
        # 702.34a flashback exiles it; a spell cast by retrace (702.81a) goes to the graveyard as usual
        zone = "exile" if obj.get("cast_from") == "graveyard" and not obj.get("retraced") else "graveyard"
        if obj.get("copy"):
            return
        if resolved and obj.get("bought_back") and zone == "graveyard":   # 702.27a
            owner["hand"].append(card)
            self.ev("move", "mtg.move.buyback", "702.27a", "mtg.additional-costs", [obj["id"]],
                    {"from": "stack", "to": "hand"}, card=card["card"])
            return
        owner[zone].append(card)
        key = "mtg.move.flashback_exile" if zone == "exile" else "mtg.move.spell_to_graveyard"
        self.ev("move", key, "702.34a" if zone == "exile" else "608.2n", "mtg.kw.flashback" if zone == "exile" else "mtg.stack",
                [obj["id"]], {"from": "stack", "to": zone}, card=card["card"], zone=zonemsg(zone))

    @action("choose", rule="608.2d", fields=("choice", "player"), check=_check_choose)
    def _act_choose(self, a):
        """Answers the next choice (proliferate, cleanup discard...) of the following action."""
        self.next_choice = a["choice"]
        self.ev("choice", "mtg.choice.recorded", "608.2c", "mtg.stack", [], choice=self._choice_text(a["choice"]))

    def _choice_text(self, c):
        """The recorded choice as words of the reader's language (names of objects and players,
        "pay"/"decline", the order and targets of triggers), never a Python object."""
        if isinstance(c, bool) or c in ("pay", "decline", "yes", "no"):
            return Msg("mtg.choice.pay" if c in (True, "pay", "yes") else "mtg.choice.decline")
        if isinstance(c, list):
            return [self._choice_text(x) for x in c] or "-"
        if isinstance(c, dict):
            parts = []
            if isinstance(c.get("order"), list):
                parts.append(Msg("mtg.choice.order", {"order": [self._choice_text(x) for x in c["order"]] or "-"}))
            t = c.get("targets")
            if isinstance(t, dict):
                for k, v in t.items():
                    parts.append(Msg("mtg.choice.targets_of", {"source": self._choice_text(k),
                                                               "targets": self._choice_text(v)}))
            elif isinstance(t, list):
                parts.append(Msg("mtg.choice.targets", {"targets": self._choice_text(t)}))
            return parts or "-"
        if isinstance(c, str):
            return self.name(c)
        if isinstance(c, (int, float)) or c is None:
            return str(c) if c is not None else "-"
        return "-"

    def _choice(self, a):
        if a and a.get("choose") is not None:
            return a["choose"]
        c = getattr(self, "next_choice", None)
        if isinstance(c, dict) and any(k in c for k in TRIGGER_CHOICE_KEYS):
            return None   # waits for the triggers it is about
        self.next_choice = None
        return c
