"""Activated abilities (CR 602), loyalty abilities (CR 606), equip and cycling.

    602.2 / 602.2a / 602.2b   activating: on the stack (last known information of the source), costs paid
    602.5d     "activate only as a sorcery"
    605.3b     a mana ability resolves at once
    606.3 / 606.6   one loyalty ability a turn, at sorcery speed; no negative cost beyond the loyalty
    302.6      a summoning-sick creature can't pay {T}
    119.4      paying life          701.21a  sacrificing as a cost
    702.6a / 301.5c   equip: attach to a creature you control, as a sorcery; not to itself
    702.29a    cycling: discard, draw a card
    702.122a-b crew: the cost of tapping other creatures (kwabilities.py chooses and taps them)
"""
from __future__ import annotations
from .transform import is_dfc

from .layers import current_colors

import copy
from typing import cast

from .mana import CostError, parse_cost, total_cost
from .registry import action
from .validate import check_card_action, merged
from .common import Host, illegal, stepmsg, target_word, zonemsg
from .state import StackObject

_BEFORE_ATTACKERS = frozenset({"untap", "upkeep", "draw", "main1", "beginning_of_combat"})   # 507-508.1
_COMBAT_STEPS = frozenset({"beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
                           "combat_damage", "end_of_combat"})   # 506.1


def _check_activate(v, a, path):
    v.strlist(a, "targets", path)
    v.bool_(a, "pay_ward", path)
    v.str_(a, "color", path, choices=set("WUBRGwubrg"))
    v.strlist(a, "discard", path)
    v.str_(a, "permanent", path, required=True)
    v.int_(a, "ability", path, minimum=0)
    v.strlist(a, "sacrifice", path)
    v.strlist(a, "crew", path)


def loyalty_cost(cost, x):
    """The loyalty counters a loyalty ability's cost puts on (+) or removes (-) (606.4), None if it has
    no loyalty cost; "-X" / "+X" use the X announced for the activation (107.3a)."""
    v = cost.get("loyalty")
    if v is None:
        return None
    if isinstance(v, str):
        return -x if v.startswith("-") else x
    return v


class ActivatedAbilitiesMixin(Host):
    """Methods of MtgGame for Activated abilities (CR 602), loyalty abilities (CR 606), equip and cycling."""

    def _activation_restriction(self, timing, pid, name):
        """602.5b: "Activate only during your turn / during your upkeep / during your turn, before
        attackers are declared / during combat" (the step order of validate.STEPS)."""
        ok = {"your_turn": pid == self.active,
              "your_upkeep": pid == self.active and self.step == "upkeep",
              "before_attackers": pid == self.active and self.step in _BEFORE_ATTACKERS,
              "combat": self.step in _COMBAT_STEPS}[timing]
        if not ok:
            raise illegal("mtg.illegal.activate_only." + timing, "602.5b", "mtg.activated-abilities", [],
                          card=name, player=self.name(pid), active=self.name(self.active), step=stepmsg(self.step))

    @action("activate", rule="602.2", fields=("player", "permanent", "ability", "targets", "sacrifice", "discard", "x",
                                              "pay_ward", "choose", "color", "crew"), check=_check_activate)
    def _act_activate(self, a):
        o = self.perm(a["permanent"])
        gy_owner = None   # the owner of the card whose ability works from their graveyard (113.6m)
        if o is None:
            owner, card = self._gy_card(a["permanent"])
            if card is None:
                where = self._zone_of(a["permanent"])
                if where is not None and where[0] in ("hand", "exile"):   # 113.6: abilities work on the battlefield
                    c = self.find(a["permanent"])
                    raise illegal("mtg.illegal.ability_zone", "113.6", "mtg.activated-abilities", [c["id"]],
                                  card=self.name(c), zone=zonemsg(where[0]), owner=self.name(where[1]))
                raise illegal("mtg.illegal.no_permanent", "602.2", "mtg.activated-abilities", [], id=a["permanent"])
            o, gy_owner = self._graveyard_source(card, owner["id"]), owner
        pid = a.get("player") or o["controller"]
        self._check_can_act(pid)
        if pid != o["controller"]:
            if gy_owner is not None:   # 602.2: a card in a graveyard has no controller; its owner activates
                raise illegal("mtg.illegal.not_owner", "602.2", "mtg.activated-abilities", [o["id"]],
                              card=self.name(o), player=self.name(pid), owner=self.name(o["controller"]))
            raise illegal("mtg.illegal.not_controller", "602.2", "mtg.activated-abilities", [o["id"]],
                          card=self.name(o), player=self.name(pid))
        # its own, then granted ones (113.10, 613.1f; 301.5d, 303.4e); a card in a graveyard has only its
        # own (no effect of the battlefield grants it anything)
        abilities = self.abilities_of(o) if gy_owner is None else [(x, True) for x in o.get("abilities") or []]
        i = a.get("ability", 0)
        if i >= len(abilities):
            raise illegal("mtg.illegal.no_ability", "602.2", "mtg.activated-abilities", [o["id"]], card=self.name(o), n=i)
        ab, there = abilities[i]
        if (ab.get("zone") == "graveyard") != (gy_owner is not None):
            if gy_owner is not None:   # 113.6: this ability works only on the battlefield
                raise illegal("mtg.illegal.ability_zone", "113.6", "mtg.activated-abilities", [o["id"]],
                              card=self.name(o), zone=zonemsg("graveyard"), owner=self.name(o["controller"]))
            raise illegal("mtg.illegal.ability_graveyard_only", "113.6m", "mtg.activated-abilities", [o["id"]],
                          card=self.name(o))
        if not there:   # a "loses all abilities" effect took it away (613.1f)
            raise illegal("mtg.illegal.lost_abilities", "613.1f", "mtg.layers", [o["id"]], card=self.name(o))
        cost = ab.get("cost") or {}
        name = self.name(o)
        mana_ab = self._is_mana_ability(ab)
        if not mana_ab:
            ss = self._split_second()
            if ss:
                raise illegal("mtg.illegal.split_second_ability", "702.61a", "mtg.kw.split-second", [ss["id"], o["id"]],
                              card=name, spell=self.name(ss))
        loyalty = loyalty_cost(cost, a.get("x", 0))
        if loyalty is not None:
            self._sorcery_timing(pid, name, "606.3", "mtg.activated-abilities", "loyalty_timing")
            if o.get("loyalty_activated"):
                raise illegal("mtg.illegal.loyalty_once", "606.3", "mtg.activated-abilities", [o["id"]], card=name)
            if loyalty < 0 and o["counters"].get("loyalty", 0) < -loyalty:
                raise illegal("mtg.illegal.loyalty_cost", "606.6", "mtg.activated-abilities", [o["id"]], card=name,
                              n=-loyalty, have=o["counters"].get("loyalty", 0))
        if ab.get("equip"):   # 702.6a: "Attach to target creature you control. Activate only as a sorcery."
            self._sorcery_timing(pid, name, "702.6a", "mtg.subtypes", "ability_timing")
            if o["id"] in [str(x) for x in a.get("targets") or ()] or "creature" in o["types"]:
                raise illegal("mtg.illegal.equip_self", "301.5c", "mtg.subtypes", [o["id"]], card=name)
        elif ab.get("timing") == "sorcery":
            self._sorcery_timing(pid, name, "602.5d", "mtg.activated-abilities", "ability_timing")
        elif ab.get("timing"):
            self._activation_restriction(ab["timing"], pid, name)
        if ab.get("once_per_turn") and i in (o.get("activated_once") or ()):   # "Activate only once each turn."
            raise illegal("mtg.illegal.once_per_turn", "602.5b", "mtg.activated-abilities", [o["id"]], card=name)
        if ab.get("activate_if"):   # "Activate only if <condition>.": not begun unless it holds (602.5)
            from .conditions import check, describe
            holds, why = check(self, ab["activate_if"], pid, o["id"])
            if not holds:
                extra = {} if why is None else {"why": why}
                raise illegal("mtg.illegal.activate_only_if" + ("_why" if why is not None else ""), "602.5",
                              "mtg.activated-abilities", [o["id"]], card=name, cond=describe(ab["activate_if"]), **extra)
        rc = cost.get("remove_counter")
        if rc and gy_owner is None and not (o.get("counters") or {}).get(rc):   # 118.3: a cost can't be paid without it
            raise illegal("mtg.illegal.remove_counter_cost", "118.3", "mtg.activated-abilities", [o["id"]], card=name,
                          kind=rc)
        if cost.get("tap"):
            if o["tapped"]:
                raise illegal("mtg.illegal.tapped_cost", "602.2b", "mtg.activated-abilities", [o["id"]], card=name)
            if "creature" in o["types"] and o["summoning_sick"] and "haste" not in self.kws(o):
                raise illegal("mtg.illegal.summoning_sick_tap", "302.6", "mtg.kw.summoning-sickness", [o["id"]], card=name)
        targets = list(a.get("targets") or [])
        spec = ab.get("target") or (["creature you control"] if ab.get("equip") else None)
        self._check_targets(spec, targets, pid, current_colors(o), name, rule="602.2b", minimum=ab.get("target_min"),
                            source=o["id"])
        if ab.get("distinct_targets") and len(set(targets)) < len(targets):   # "another target" (601.2c, 115.3)
            raise illegal("mtg.illegal.target_another", "601.2c", "mtg.activated-abilities", list(dict.fromkeys(targets)),
                          card=name)
        if ab.get("one_target_word") and len(set(targets)) < len(targets):   # "two target lands" (115.3, 602.2b)
            raise illegal("mtg.illegal.target_same_word", "115.3", "mtg.activated-abilities", list(dict.fromkeys(targets)),
                          card=name)
        # sacrifice choice
        sac = []
        s = cost.get("sacrifice")
        if s:
            if s == "self":
                sac = [o]
            else:
                chosen = a.get("sacrifice")
                another = s.startswith("another ")   # "Sacrifice another creature": never the source
                s = s[len("another "):] if another else s
                pool = [x for x in self.battlefield if x["controller"] == pid and (s in ("permanent",) or s in x["types"])
                        and not (another and x is o)]
                if chosen:
                    for cid in chosen:
                        x = self.perm(cid)
                        if x is None or x not in pool:
                            raise illegal("mtg.illegal.sacrifice_choice", "701.21a", "mtg.activated-abilities",
                                          [cid], card=name, what=target_word(s), chosen=self.name(cid))
                        sac.append(x)
                else:
                    others = [x for x in pool if x is not o] or pool
                    if not others:
                        raise illegal("mtg.illegal.sacrifice_none", "602.2b", "mtg.activated-abilities", [o["id"]],
                                      card=name, what=target_word(s))
                    sac = [others[0]]
        crew: list = []
        crew_default = False
        if cost.get("crew"):   # 702.122a: tap other untapped creatures with total power N or more
            crew, crew_default = self._crew_creatures(o, pid, cost["crew"], a.get("crew"), name)
        elif a.get("crew"):
            raise illegal("mtg.illegal.no_crew", "702.122a", "mtg.activated-abilities", [o["id"]], card=name)
        if cost.get("life") and self.player(pid)["life"] < cost["life"]:
            raise illegal("mtg.illegal.life_cost", "119.4", "mtg.activated-abilities", [pid], card=name, n=cost["life"])
        discards: list = []
        if cost.get("discard"):   # "Discard a card" as a cost (602.2b, 118.3): the chosen cards, default the last ones
            hand = self.player(pid)["hand"]
            n = cost["discard"]
            chosen = a.get("discard")
            discards = [c for c in hand if c["id"] in chosen or str(c.get("card")) in chosen][:n] if chosen \
                else hand[len(hand) - n:] if len(hand) >= n else []
            if len(discards) < n:
                raise illegal("mtg.illegal.discard_cost", "118.3", "mtg.activated-abilities", [pid], card=name, n=n)
        # 602.2a: put on the stack (LKI of the source kept), then 602.2b/601.2h pay the costs; a card in
        # a graveyard has its printed keywords (no effect of the battlefield grants it any)
        lki_kw = sorted(self.kws(o)) if gy_owner is None else sorted(o.get("keywords") or [])
        lki_colors = list(current_colors(o))
        text = ab.get("text") or "ability"
        if mana_ab:
            self.ev("activate", "mtg.activate.mana", "605.3b", "mtg.mana-abilities", [o["id"]], card=name, text=text)
        else:
            sid = self._new_id(f"{o['id']}-ability")
            effects = ab.get("effects") or ([{"do": "attach", "of": "self", "to": "target:0"}] if ab.get("equip") else [])
            obj = {"id": sid, "ability": text, "source": o["id"], "source_name": name, "controller": pid,
                   "targets": targets, "effects": copy.deepcopy(effects), "keywords": lki_kw,
                   "colors": lki_colors, "src_types": list(o.get("types") or []), "src_subtypes": list(o.get("subtypes") or [])}
            if spec:
                obj["target"] = list(spec)
            if is_dfc(o):   # 701.27f: whether it transforms after this is put on the stack
                obj["source_transforms"] = int(o.get("transforms") or 0)
            if gy_owner is not None and any(e.get("do") == "embalm" for e in effects):   # 702.128a: "a copy of this
                # card": its copiable values as it was in the graveyard (707.2), kept as it is exiled to pay the cost
                from .copies import COPIABLE
                obj["source_card"] = {k: copy.deepcopy(o[k]) for k in COPIABLE if k in o}
            if "X" in str(cost.get("mana") or "") or isinstance(cost.get("loyalty"), str):
                obj["x"] = a.get("x", 0)   # 107.3a/107.3k: the X announced for this activation, used as it resolves
            if "pay_ward" in a:
                obj["pay_ward"] = bool(a["pay_ward"])
            if a.get("x"):   # 107.3k: the X of this activation, read by its effects on resolution
                obj["x"] = a["x"]
            self.stack.append(cast(StackObject, obj))
            self.ev("activate", "mtg.activate.stack", "602.2a", "mtg.activated-abilities", [sid, o["id"]] + targets,
                    card=name, text=text, player=self.name(pid))
        if gy_owner is not None:
            self.ev("activate", "mtg.activate.from_graveyard", "113.6m", "mtg.activated-abilities", [o["id"]],
                    card=name, player=self.name(pid))
        if ab.get("once_per_turn"):
            o["activated_once"] = sorted(set(o.get("activated_once") or ()) | {i})
        if cost.get("tap"):
            self.ev("activate", "mtg.cost.tap", "602.2b", "mtg.activated-abilities", [o["id"]], card=name)
            self._set_tapped(o, True)
        if cost.get("crew"):
            self._tap_crew(o, crew, crew_default)
        if rc:   # "Remove a +1/+1 counter from ~" (602.2b)
            self.ev("activate", "mtg.cost.remove_counter", "602.2b", "mtg.activated-abilities", [o["id"]], card=name,
                    kind=rc)
            self._add_counters(o["id"], rc, -1)
        if loyalty is not None:
            o["loyalty_activated"] = True
            self._add_counters(o["id"], "loyalty", loyalty)
        if cost.get("mana"):
            try:
                syms = total_cost(parse_cost(cost["mana"]), a.get("x", 0))
            except CostError as exc:
                raise illegal("mtg.illegal.bad_cost", "601.2f", "mtg.casting", [], card=name, cost=str(exc)) from exc
            self._pay_mana(pid, syms, name, exclude=(o["id"],) if cost.get("tap") else ())
        if cost.get("life"):
            pl = self.player(pid)
            pl["life"] -= cost["life"]
            self._note_life(pid, -cost["life"])   # 119.4: paying life is losing it
            self.ev("life", "mtg.cost.life", "119.4", "mtg.activated-abilities", [pid], player=self.name(pid),
                    amount=cost["life"], card=name)
            self._lose_life_triggers(pid, cost["life"])
        for c in discards:
            self._discard(self.player(pid), c, "602.2b", "mtg.activated-abilities")
        if sac:
            self.ev("activate", "mtg.cost.sacrifice", "602.2b", "mtg.activated-abilities", [x["id"] for x in sac],
                    card=name, sacrificed=[self.name(x) for x in sac])
            self._leave_battlefield([(x, "graveyard", "sacrifice") for x in sac])
        if cost.get("exile") == "self":   # "Exile this card [from your graveyard]" as a cost (602.2b, 701.13a)
            if gy_owner is not None:   # a new object in exile (400.7)
                new_id = self._exile_from_graveyard(o["id"], None)
                self.ev("move", "mtg.cost.exile_self", "602.2b", "mtg.activated-abilities", [o["id"], new_id],
                        {"from": "graveyard", "to": "exile"}, card=name, zone=zonemsg("graveyard"))
            else:
                self.ev("activate", "mtg.cost.exile_self", "602.2b", "mtg.activated-abilities", [o["id"]], card=name,
                        zone=zonemsg("battlefield"))
                self._leave_battlefield([(o, "exile", "exile")])
        if not mana_ab and targets:
            self._became_targets(obj, targets)
            self._crime(obj, targets)   # 700.13
        if mana_ab:
            ctx = {"obj": {"id": o["id"], "ability": text, "source": o["id"]}, "controller": pid, "targets": [],
                   "x": 0, "kicked": False, "choose": None, "context": {}}
            for e in ab["effects"]:
                self._effect(e, ctx)
            if self.pending or not all(e.get("do") == "add_mana" for e in ab["effects"]):
                # 117.3c: the player who activated it with priority receives priority again, so the
                # state-based actions are checked and waiting triggers (a sacrificed Chromatic Star's) go
                # on the stack (603.3)
                self._priority_point(pid)
            return  # mana abilities don't use the stack (605.3b)
        self._priority_point(pid)

    def _graveyard_source(self, card, owner):
        """A card in its owner's graveyard seen as the source of an activated ability (113.6m): its
        characteristics, no controller but its owner who may activate (602.2), never tapped or sick.
        A view only: the card in the graveyard is never changed (the zones' cards are shared)."""
        d = merged(card)
        d.update({"controller": owner, "owner": owner, "tapped": False, "summoning_sick": False, "counters": {}})
        d.setdefault("types", [])
        d.pop("until_eot", None)
        return d

    @action("cycle", rule="702.29a", fields=("player", "card"), check=check_card_action)
    def _act_cycle(self, a):
        pid = a.get("player") or self.priority
        self._check_can_act(pid)
        p = self.player(pid)
        want = a["card"] if isinstance(a["card"], str) else (a["card"].get("id") or a["card"].get("card"))
        c = next((c for c in p["hand"] if str(want).casefold() in (str(c.get("id")).casefold(), str(c.get("card")).casefold())), None)
        if c is None:
            raise illegal("mtg.illegal.not_in_hand", "702.29a", "mtg.kw.cycling", [], card=want, player=self.name(pid))
        d = merged(c)
        if not d.get("cycling"):
            raise illegal("mtg.illegal.no_cycling", "702.29a", "mtg.kw.cycling", [c["id"]], card=d.get("card"))
        ss = self._split_second()
        if ss:
            raise illegal("mtg.illegal.split_second_ability", "702.61a", "mtg.kw.split-second", [ss["id"]],
                          card=d.get("card"), spell=self.name(ss))
        sid = self._new_id(f"{c['id']}-cycling")
        word = d.get("cycling_search")
        if word:   # 702.29e typecycling: search for a <type> card, reveal it, put it into your hand, then shuffle
            from .library import library_word_msg
            effects = [{"do": "search_library", "word": word, "to": "hand", "reveal": True}, {"do": "shuffle", "to": "controller"}]
            text = f"Typecycling: search for a {word}"
        else:
            effects, text = [{"do": "draw", "n": 1, "to": "controller"}], "Cycling: draw a card"
        self.stack.append({"id": sid, "ability": text, "source": c["id"], "source_name": d.get("card") or c["id"],
                           "controller": pid, "targets": [], "effects": effects,
                           "keywords": [], "colors": list(d.get("colors") or [])})
        if word:
            self.ev("activate", "mtg.typecycling", "702.29e", "mtg.kw.cycling", [sid, c["id"]], card=d.get("card"),
                    cost=d["cycling"], player=self.name(pid), word=library_word_msg(word))
        else:
            self.ev("activate", "mtg.cycling", "702.29a", "mtg.kw.cycling", [sid, c["id"]], card=d.get("card"),
                    cost=d["cycling"], player=self.name(pid))
        self._pay_mana(pid, total_cost(parse_cost(d["cycling"])), d.get("card"))
        self._discard(p, c, "702.29a", "mtg.kw.cycling")
        for t in d.get("triggers") or ():   # "When you cycle this card": from the graveyard it went to (702.29c)
            if t.get("when") == "cycled":
                self._queue_trigger(dict(d, id=c["id"], controller=pid), t, {"player": pid},
                                    key="mtg.trigger.cycled", rule="702.29c")
        self._player_event(pid, "cycle")   # "whenever you / a player cycles a card" (702.29a)
        self._priority_point(pid)
