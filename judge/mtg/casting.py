"""Casting spells (CR 601) and playing lands (CR 305).

    601.2a     the card moves to the stack (from hand, or from the graveyard with flashback)
    601.2b-c   announcing modes (700.2a), X and kicker (107.3, 702.33a), choosing targets
    118.8 / 601.2h   additional costs: "As an additional cost to cast this spell, sacrifice a creature /
               discard a card" (`additional_cost`), paid with the mana cost
    601.2f     total cost, locked in            601.2i  the spell becomes cast; cast triggers
    117.1a / 307.1   timing of permanent spells and sorceries; flash
    702.34a    flashback: cast from the graveyard
    118.9 / 702.109a / 702.74a / 702.152a   alternative costs dash, evoke, blitz (the cast's `alt`); what the
               permanent does after (haste, end-step return or sacrifice, evoke's sacrifice): kwabilities.py
    702.81a    retrace: cast from the graveyard by discarding a land card as an additional cost
    702.41a / 702.51a   affinity and convoke (kwabilities.py): the cost reduced, creatures tapped to pay
    702.126a / 702.66a  improvise and delve (kwabilities.py): artifacts tapped, graveyard cards exiled to pay {1} each
    702.61a    split second
    305.1 / 305.2 / 505.6b   playing a land: a special action, one per turn, main phase, empty stack
"""
from __future__ import annotations

import copy

from ..engine.events import Msg
from . import cards, targetspec
from .facedown import FACE_DOWN_COST, face_down_by, face_down_name, turned_down
from .mana import cost_text, CostError, parse_cost, total_cost
from .registry import action
from .validate import check_card_action, merged
from .common import _slug, Host, illegal, spell_matches, spell_types, stepmsg, target_word, zonemsg


def _check_cast(v, a, path):
    check_card_action(v, a, path)
    v.strlist(a, "targets", path)
    v.bool_(a, "pay_ward", path)
    if "modes" in a and not (isinstance(a["modes"], list) and
                             all(isinstance(i, int) and not isinstance(i, bool) for i in a["modes"])):
        v.add(f"{path}.modes", f"expected a list of mode indices (0 = the first mode), got {v.j(a['modes'])}")
    v.strlist(a, "sacrifice", path)
    v.strlist(a, "discard", path)
    v.strlist(a, "convoke", path)
    v.strlist(a, "exile", path)   # the graveyard cards an additional cost exiles (118.8)
    v.strlist(a, "tap", path)     # the permanents an additional cost taps (118.8)
    v.bool_(a, "face_down", path)
    v.strlist(a, "improvise", path)
    v.strlist(a, "delve", path)
    v.str_(a, "retrace", path)
    v.str_(a, "alt", path, choices={"dash", "evoke", "blitz"})


# alternative costs of the cast action's `alt` (118.9) and the rule of each
ALT_RULE = {"dash": "702.109a", "evoke": "702.74a", "blitz": "702.152a"}

# 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
PROWESS = {"when": "cast_spell", "text": "prowess (702.108a): +1/+1 until end of turn",
           "effects": [{"do": "pump", "of": "self", "power": 1, "toughness": 1}]}


class CastingMixin(Host):
    """Methods of MtgGame for Casting spells (CR 601) and playing lands (CR 305)."""

    @action("cast", rule="601.2", fields=("player", "card", "targets", "x", "kicked", "buyback", "from", "pay_life", "pay_ward",
                                          "choose", "modes", "sacrifice", "discard", "convoke", "exile", "tap", "face_down", "improvise", "delve", "retrace", "alt"),
            check=_check_cast)
    def _act_cast(self, a):
        pid = a.get("player") or self.priority
        self._check_can_act(pid)
        p = self.player(pid)
        cref = a["card"]
        from_zone, card_obj = None, None
        want = cref if isinstance(cref, str) else (cref.get("id") or cref.get("card"))
        frm = a.get("from")
        for zone in (frm,) if frm else ("hand", "graveyard"):
            for c in p[zone]:
                if want is not None and (str(c.get("id", "")).casefold() == str(want).casefold()
                                         or str(c.get("card", "")).casefold() == str(want).casefold()):
                    card_obj, from_zone = c, zone
                    break
            if card_obj:
                break
        if card_obj is None and not frm and want is not None:
            self._cast_elsewhere(pid, want, cref)
        if frm and card_obj is None:   # 601.2a: the card moves from where it is; it isn't there
            raise illegal("mtg.illegal.not_in_zone", "601.2a", "mtg.casting", [], card=str(want),
                          player=self.name(pid), zone=zonemsg(frm))
        if from_zone == "exile":   # 601.3: no rule or effect the engine models allows casting from exile
            raise illegal("mtg.illegal.from_exile", "601.3", "mtg.casting", [card_obj["id"]],
                          card=card_obj.get("card") or card_obj["id"], player=self.name(pid))
        if card_obj is not None:
            d = merged(card_obj)
            if isinstance(cref, dict):
                d.update({k: v for k, v in cref.items() if k != "id"})
        else:
            d = merged(cref)
            if isinstance(cref, str) and cards.lookup(cref) is None:
                raise illegal("mtg.illegal.unknown_card", "601.2a", "mtg.casting", [], card=cref)
        if d.get("unknown"):
            raise illegal("mtg.illegal.unknown_card", "601.2a", "mtg.casting", [card_obj["id"]], card=d.get("card"))
        name = d.get("card") or d.get("id") or "spell"
        face_down, slug_name = None, name
        if a.get("face_down"):   # 702.37c / 702.168b: turned face down before it goes on the stack (708.4)
            face_down = face_down_by(d)
            if face_down is None:
                raise illegal("mtg.illegal.no_morph", "702.37d", "mtg.casting", [], card=name)
            d = turned_down(d, face_down)
            name = face_down_name(d)
        kind = self._kind(d)
        if kind == "land":
            raise illegal("mtg.illegal.land_not_cast", "305.1", "mtg.turn.main", [], card=name)
        ss = self._split_second()
        if ss:
            raise illegal("mtg.illegal.split_second", "702.61a", "mtg.kw.split-second", [ss["id"]],
                          card=name, spell=self.name(ss))
        # timing (117.1a, 307.1)
        if kind != "instant" and "flash" not in [k.lower() for k in d.get("keywords") or []]:
            self._sorcery_timing(pid, name, "307.1" if kind == "sorcery" else "117.1a", "mtg.turn.main")
        flashback = retrace = False
        if from_zone == "graveyard":
            if d.get("flashback"):
                flashback = True
            elif "retrace" in {str(k).lower() for k in d.get("keywords") or ()}:
                retrace = True   # 702.81a: cast from the graveyard by discarding a land card as an additional cost
            else:
                raise illegal("mtg.illegal.from_graveyard", "601.3", "mtg.casting", [card_obj["id"]], card=name)
        if a.get("retrace") and not retrace:
            raise illegal("mtg.illegal.no_retrace", "702.81a", "mtg.casting", [], card=name)
        land = self._retrace_land(pid, a, name) if retrace else None   # checked before anything moves (601.2h)
        alt = a.get("alt")
        if alt and not d.get(alt):   # 118.9: an alternative cost the card has
            raise illegal("mtg.illegal.no_alt_cost", ALT_RULE.get(alt, "118.9"), "mtg.casting", [], card=name, cr=ALT_RULE.get(alt, "118.9"),
                          kw=Msg("mtg.kw." + alt))
        if alt and flashback:   # 118.9a: only one alternative cost for one spell
            raise illegal("mtg.illegal.two_alt_costs", "118.9a", "mtg.casting", [], card=name, kw=Msg("mtg.kw." + alt))
        # 601.2a: moved to the stack; 601.2b: kicker, X; 601.2c targets
        x = a.get("x", 0)
        kicked = bool(a.get("kicked"))
        if kicked and not d.get("kicker"):
            raise illegal("mtg.illegal.no_kicker", "702.33a", "mtg.kw.kicker", [], card=name)
        bought = bool(a.get("buyback"))
        if bought and not d.get("buyback"):
            raise illegal("mtg.illegal.no_buyback", "702.27a", "mtg.additional-costs", [], card=name)
        modes = None
        if d.get("modes"):   # 601.2b / 700.2a: the modes are announced; their targets and effects make the spell's
            modes = self._choose_modes(d, a, name)
            d = dict(d)
            d["target"], d["effects"] = [], []
            for i in modes:
                m = d["modes"][i]
                off = len(d["target"])
                d["target"] += list(m.get("target") or [])
                d["effects"] += [_shift(e, off) for e in m.get("effects") or []]
            d["target"] = d["target"] or None
        targets = list(a.get("targets") or [])
        spec = d.get("target")
        # "up to one target ...": fewer targets, down to target_min, may be chosen (601.2c)
        least = d.get("target_min") if modes is None else None
        # the spell's colours and types: a protection quality (702.16a-b)
        src_q = {"colors": set(d.get("colors") or ()), "types": set(d.get("types") or ()) | {kind},
                 "subtypes": list(d.get("subtypes") or ()), "keywords": list(d.get("keywords") or ())}
        self._check_targets(spec, targets, pid, src_q, name, minimum=least)
        if d.get("distinct_targets") and len(set(targets)) < len(targets):   # "another target" (115.3, 601.2c)
            raise illegal("mtg.illegal.target_another", "601.2c", "mtg.casting", list(dict.fromkeys(targets)), card=name)
        if d.get("one_target_word") and len(set(targets)) < len(targets):   # "two target lands" (115.3)
            raise illegal("mtg.illegal.target_same_word", "115.3", "mtg.casting", list(dict.fromkeys(targets)), card=name)
        # 601.2f total cost, locked
        try:
            base = parse_cost(FACE_DOWN_COST if face_down else d.get("flashback") if flashback else d.get(alt) if alt
                              else d.get("mana_cost"))
            extra = parse_cost(d.get("kicker")) if kicked else []
            extra += parse_cost(d.get("buyback")) if bought else []   # 702.27a: an additional cost (601.2f)
        except CostError as exc:
            raise illegal("mtg.illegal.bad_cost", "601.2f", "mtg.casting", [], card=name, cost=str(exc)) from exc
        if "X" not in base and x:
            x_used = 0
        else:
            x_used = x
        cost = total_cost(base + extra, x_used)
        sid = card_obj["id"] if card_obj else self._new_id(_slug(slug_name))
        cost = self._cost_increase(pid, cost, d, kind, name, sid)   # 601.2f: increases, then reductions
        cost = self._cost_reduction(pid, cost, d, kind, name, sid)
        if d.get("self_reduction"):   # "This spell costs {N} less to cast if ..." (601.2f), its targets chosen
            cost = self._self_reduction(pid, cost, d, targets, name, sid)
        cost = self._affinity(pid, cost, d, name, sid)   # 702.41a
        if card_obj:
            p[from_zone] = [c for c in p[from_zone] if c is not card_obj]
        obj = dict(d)
        obj.pop("names", None)
        obj.pop("notes", None)
        obj.update({"id": sid, "controller": pid, "targets": targets, "kind": kind})
        if modes is not None:
            obj["modes_chosen"] = modes
            if not obj.get("target"):
                obj.pop("target", None)
        if x_used or "X" in base:
            obj["x"] = x_used
        if kicked:
            obj["kicked"] = True
        if bought:
            obj["bought_back"] = True
        if flashback or retrace:
            obj["cast_from"] = "graveyard"
        if alt:
            obj["alt_cost"] = alt   # the permanent it becomes remembers it (702.109a, 702.74a, 702.152a)
        if retrace:
            obj["retraced"] = True   # 702.81a: not exiled as it leaves the stack (flashback's 702.34a does not apply)
        elif not from_zone:
            obj["cast_from"] = "outside"   # the teaching shortcut (not the hand: "if you cast it from your hand")
        if pid in self._active_team() and self.step in ("main1", "main2"):
            obj["cast_main"] = True   # cast during its caster's main phase (505.1): "if you cast this spell during your main phase"
        if "pay_ward" in a:
            obj["pay_ward"] = bool(a["pay_ward"])
        obj.setdefault("owner", pid)
        self.stack.append(obj)
        self.ev("cast", "mtg.cast.announce" if from_zone else "mtg.cast.announce_outside", "601.2a", "mtg.casting",
                [sid], {"from": from_zone or "outside", "to": "stack"}, card=name, player=self.name(pid),
                zone=zonemsg(from_zone or "outside"))
        if face_down:   # 702.37c / 702.168b: {3} rather than its mana cost (an alternative cost, 118.9)
            self.ev("cast", "mtg.cast.face_down", "702.168b" if face_down == "disguise" else "702.37c", "mtg.casting", [sid],
                    card=obj["face_down"]["card"], kw=Msg("mtg.kw." + face_down), cost=FACE_DOWN_COST)
        if flashback:
            self.ev("cast", "mtg.cast.flashback", "702.34a", "mtg.kw.flashback", [sid], card=name, cost=d["flashback"])
        if alt:
            self.ev("cast", "mtg.cast.alt", ALT_RULE[alt], "mtg.casting", [sid], card=name, cost=d[alt], cr=ALT_RULE[alt],
                    kw=Msg("mtg.kw." + alt))
        if kicked:
            self.ev("cast", "mtg.cast.kicked", "702.33a", "mtg.kw.kicker", [sid], card=name, cost=d["kicker"])
        if bought:
            self.ev("cast", "mtg.cast.buyback", "702.27a", "mtg.additional-costs", [sid], card=name, cost=d["buyback"])
        if "X" in base:
            self.ev("cast", "mtg.cast.x", "107.3", "mtg.mana-costs", [sid], card=name, x=x_used)
        if modes is not None:
            self.ev("cast", "mtg.cast.modes", "700.2a", "mtg.casting", [sid], card=name,
                    modes=", ".join(str(i + 1) for i in modes), n=len(modes))
        if targets:
            self.ev("cast", "mtg.cast.targets", "601.2c", "mtg.casting", [sid] + targets, card=name,
                    targets=[self.name(t) for t in targets])
        self.ev("cast", "mtg.cast.total_cost", "601.2f", "mtg.casting", [sid], card=name, cost=cost_text(cost))
        cost = self._convoke(pid, cost, d, a, name, sid)   # 702.51a-b: after the total cost is locked
        cost = self._generic_helpers(pid, cost, d, a, name, sid, "improvise")   # 702.126a-b
        cost = self._generic_helpers(pid, cost, d, a, name, sid, "delve")   # 702.66a-b
        self._pay_mana(pid, cost, name, prefer_life=bool(a.get("pay_life")))
        if d.get("additional_cost"):
            self._pay_additional(pid, d["additional_cost"], a, name, sid)
        if land is not None:   # 702.81a, 601.2h: the retrace discard is paid with the other costs
            self.ev("cast", "mtg.retrace.discard", "702.81a", "mtg.casting", [land["id"], sid], card=name,
                    player=self.name(pid), land=land.get("card") or land["id"])
            self._discard(p, land, "702.81a", "mtg.casting")
        self.ev("cast", "mtg.cast.done", "601.2i", "mtg.casting", [sid], card=name, player=self.name(pid))
        p["spells_cast"] = p.get("spells_cast", 0) + 1   # this turn's count ("your second spell each turn")
        for t in d.get("triggers") or ():   # "When you cast this spell" (601.2i, 113.6k): above the spell
            if t.get("when") == "cast_self":
                context = {"spell": sid, "player": pid}
                if any(e.get("do") == "storm" for e in t.get("effects") or ()):   # 702.40a: counted as it is cast
                    context["storm"] = sum(q.get("spells_cast", 0) for q in self.players) - 1
                    context["spell_lki"] = copy.deepcopy(obj)   # copied even if the spell has left the stack
                self._queue_trigger(obj, t, context, key="mtg.trigger.cast_self", rule="601.2i")
        if targets:
            self._became_targets(obj, targets)
            self._crime(obj, targets)   # 700.13
        self._cast_triggers(obj, kind, d, pid, targets, x_used)
        self._priority_point(pid)

    def _cast_triggers(self, obj, kind, d, pid, targets, x, copied=False):
        """"Whenever [a player] casts <spell>" (601.2i) for the spell `obj`; `copied`: a copy `pid` put on
        the stack, which only "cast or copy" (magecraft, 707.10) sees. `whose`: "you" (default),
        "opponent", "each"; heroic (`targets_self`): the permanent is among the spell's targets;
        `nth`: the caster's spells cast this turn are that many (their second spell each turn)."""
        sid = obj["id"]
        count = (self.player(pid) or {}).get("spells_cast", 0)
        for o in self._trigger_sources():   # permanents and emblems (114.4)
            mine = o["controller"] == pid
            for t in self.triggers_of(o):
                whose = t.get("whose", "you")
                if t.get("when") != "cast_spell" or not (whose == "each" or (whose == "you") == mine) or \
                        not spell_matches(t, kind, d, x) or copied and not t.get("or_copy"):
                    continue
                if t.get("targets_self") and o["id"] not in targets:
                    continue
                if t.get("spell_targets") and not any(
                        (tp := self.perm(x)) is not None and targetspec.permanent_ok(t["spell_targets"], tp, o["controller"], self)
                        for x in targets):   # "a spell that targets a creature [you control]" (601.2c, 601.2i)
                    continue
                if t.get("spell_kicked") and not obj.get("kicked"):   # "a kicked spell" (702.33d)
                    continue
                if t.get("during") == "opponent_turn" and self._same_team(self.active, o["controller"]):
                    continue   # "during an opponent's turn" (102.3)
                cf = t.get("cast_from")
                if cf == "graveyard" and obj.get("cast_from") != "graveyard" or cf == "not_hand" and not obj.get("cast_from") \
                        or cf == "hand" and obj.get("cast_from"):
                    continue   # "from your graveyard" / "from anywhere other than your hand" / "from your hand" (601.2a)
                key, rule, extra = "mtg.trigger.triggers", "603.2", {}
                if t.get("targets_self"):
                    key, rule = "mtg.trigger.targets_self", "115.9b"
                elif t.get("nth"):
                    if count != t["nth"]:
                        continue
                    key, rule, extra = "mtg.trigger.nth_spell", "601.2i", {"player": self.name(pid), "n": count}
                elif copied:
                    key, rule = "mtg.trigger.copied", "707.10"
                self._queue_trigger(o, t, {"spell": sid, "player": pid}, key=key, rule=rule, **extra)
            if mine and not copied and "prowess" in self.kws(o) and "creature" not in spell_types(kind, d):
                self._queue_trigger(o, PROWESS, {"spell": sid})   # 702.108a

    def _self_reduction(self, pid, cost, d, targets, name, sid):
        """601.2f: the spell's own "costs {N} less to cast if <condition>", checked once its targets
        are chosen (601.2c) and before the total cost is locked in; true or false, the step says why."""
        from .conditions import check, describe
        sr = d["self_reduction"]
        if "per" in sr:   # "for each <one>" / "where X is <amount>": counted once, now (601.2f)
            from . import counts
            n = max(0, counts.value(self, sr["per"], pid, {"id": sid}, {"targets": targets}))
            self.ev("cast", "mtg.cast.self_reduction_per", "601.2f", "mtg.casting", [sid], card=name, mana=sr["cost"],
                    count=counts.describe(sr["per"]), n=n)
            if not n:
                return cost
            return self._reduce_by(cost, {"id": sid, "card": name}, parse_cost(sr["cost"]) * n, False, name, sid)
        ok, why = check(self, sr["if"], pid, None, {"targets": targets})
        params = {"card": name, "cond": describe(sr["if"]), "mana": sr["cost"]}
        if why is not None:
            params["why"] = why
        self.ev("cast", ("mtg.cast.self_reduction" if ok else "mtg.cast.self_reduction_no") + ("_why" if why else ""),
                "601.2f", "mtg.casting", [sid], **params)
        if not ok:
            return cost
        return self._reduce_by(cost, {"id": sid, "card": name}, parse_cost(sr["cost"]), False, name, sid)

    def _choose_modes(self, d, a, name):
        """700.2a: the chosen modes (indices); default the first `choose` modes."""
        n_min = d.get("choose", 1)
        n_max = d.get("choose_max", n_min)
        count = len(d["modes"])
        chosen = a.get("modes")
        if chosen is None:
            chosen = list(range(min(n_min, count)))
        if not isinstance(chosen, list) or not all(isinstance(i, int) and not isinstance(i, bool) for i in chosen) or \
                len(set(chosen)) != len(chosen) or not n_min <= len(chosen) <= n_max or \
                any(i < 0 or i >= count for i in chosen):
            raise illegal("mtg.illegal.modes", "700.2a", "mtg.casting", [], card=name, n=n_min, m=n_max, count=count,
                          got=", ".join(str(i + 1) if isinstance(i, int) else "?" for i in chosen)
                          if isinstance(chosen, list) else "?")
        return sorted(chosen)

    def _pay_additional(self, pid, add, a, name, sid):
        """118.8, 601.2h: an additional cost paid with the mana cost: sacrifice a creature (default the
        first creature of the caster listed on the battlefield) or discard cards (default the last of
        the hand)."""
        from .validate import PERM_TYPES
        p = self.player(pid)
        what = add.get("sacrifice")
        if what:
            pool = [o for o in self.battlefield if o["controller"] == pid and
                    (what == "permanent" or what in o["types"] or what not in PERM_TYPES and
                     targetspec.permanent_ok(what, o, pid, self))]   # "an artifact or creature" (a permanent word)
            chosen = a.get("sacrifice")
            if chosen:
                sac = [self.perm(c) for c in chosen[:1]]
                if sac[0] is None or sac[0] not in pool:
                    raise illegal("mtg.illegal.sacrifice_choice", "701.21a", "mtg.casting", list(chosen[:1]), card=name,
                                  what=what, chosen=self.name(chosen[0]))
            else:
                sac = pool[:1]
            if not sac:
                raise illegal("mtg.illegal.additional_cost", "601.2h", "mtg.casting", [], card=name,
                              player=self.name(pid), what=what)
            self.ev("cast", "mtg.cost.additional_sacrifice", "118.8", "mtg.casting", [sac[0]["id"], sid],
                    card=name, player=self.name(pid), target=self.name(sac[0]["id"]))
            self._leave_battlefield([(sac[0], "graveyard", "sacrifice")])
        n = add.get("discard")
        if n:
            if len(p["hand"]) < n:
                raise illegal("mtg.illegal.additional_cost", "601.2h", "mtg.casting", [], card=name,
                              player=self.name(pid), what=f"{n} card(s) in hand")
            chosen = a.get("discard")
            if chosen:
                cs = [c for c in p["hand"] if c["id"] in chosen or str(c.get("card")) in chosen][:n]
                if len(cs) < n:
                    raise illegal("mtg.illegal.additional_cost", "601.2h", "mtg.casting", [], card=name,
                                  player=self.name(pid), what=", ".join(map(str, chosen)))
            else:
                cs = p["hand"][len(p["hand"]) - n:]
            for c in cs:
                self.ev("cast", "mtg.cost.additional_discard", "118.8", "mtg.casting", [c["id"], sid], card=name,
                        player=self.name(pid), target=c.get("card") or c["id"])
                self._discard(p, c, "701.9a", "mtg.zones")
        if add.get("exile_from_graveyard"):
            self._pay_exile_gy(pid, add, a, name, sid)
        if add.get("pay_life"):   # 119.4: only a player with that much life can pay it
            n = add["pay_life"]
            if p["life"] < n:
                raise illegal("mtg.illegal.additional_cost", "119.4", "mtg.casting", [], card=name,
                              player=self.name(pid), what=f"{n} life (life {p['life']})")
            p["life"] -= n
            self._note_life(pid, -n)   # paying life is losing it (119.4)
            self.ev("life", "mtg.cost.additional_life", "118.8", "mtg.casting", [pid, sid], card=name,
                    player=self.name(pid), n=n, life=p["life"])
            self._lose_life_triggers(pid, n)
        if add.get("tap"):
            self._pay_tap(pid, add["tap"], a, name, sid)

    def _pay_exile_gy(self, pid, add, a, name, sid):
        """"As an additional cost ..., exile a creature card from your graveyard" (118.8, 601.2h): a
        card the word describes (targetspec.card_ok), chosen (`exile`: ids) or the first such known
        card; a card the engine does not know (milled unknown) is never chosen."""
        from .validate import merged
        p = self.player(pid)
        word, n = add["exile_from_graveyard"], add.get("n", 1)
        pool = [c for c in p["graveyard"] if not c.get("unknown")
                and targetspec.card_ok(word, merged(c), pid, pid, self)[0]]
        chosen = a.get("exile")
        if chosen:
            picked = [c for c in pool if c["id"] in chosen or str(c.get("card")) in chosen][:n]
            if len(picked) < min(n, len(chosen)) or len(chosen) < n:
                raise illegal("mtg.illegal.additional_cost", "601.2h", "mtg.casting", [], card=name,
                              player=self.name(pid), what=", ".join(map(str, chosen)))
        else:
            picked = pool[:n]
        if len(picked) < n:
            unknown = sum(1 for c in p["graveyard"] if c.get("unknown"))
            raise illegal("mtg.illegal.additional_cost_gy" if unknown else "mtg.illegal.additional_cost", "601.2h",
                          "mtg.casting", [], card=name, player=self.name(pid), what=target_word(word), n=n,
                          unknown=unknown)
        for c in picked:
            new = self._exile_from_graveyard(c["id"], None)
            self.ev("cast", "mtg.cost.additional_exile", "118.8", "mtg.casting", [new, sid], card=name,
                    player=self.name(pid), target=c.get("card") or c["id"])

    def _pay_tap(self, pid, tap, a, name, sid):
        """"As an additional cost ..., tap N untapped <permanents> you control" (118.8, 601.2h): any
        such permanent, summoning sick or not (302.6 restricts only {T} costs); chosen (`tap`: ids)
        or the first ones listed on the battlefield."""
        n, word = tap.get("n", 1), tap["word"]
        pool = [o for o in self.battlefield if o["controller"] == pid and not o["tapped"]
                and targetspec.permanent_ok(word, o, pid, self)]
        chosen = a.get("tap")
        if chosen:
            picked = [self.perm(c) for c in chosen]
            if len(picked) != n or any(o is None or o not in pool for o in picked) or len(set(chosen)) != n:
                raise illegal("mtg.illegal.additional_cost", "601.2h", "mtg.casting", [], card=name,
                              player=self.name(pid), what=", ".join(map(str, chosen)))
        else:
            picked = pool[:n]
        if len(picked) < n:
            raise illegal("mtg.illegal.additional_cost", "601.2h", "mtg.casting", [], card=name, player=self.name(pid),
                          what=f"{n} x {word}")
        for o in picked:
            o["tapped"] = True
            self.ev("cast", "mtg.cost.additional_tap", "118.8", "mtg.casting", [o["id"], sid], card=name,
                    player=self.name(pid), target=self.name(o))

    def _retrace_land(self, pid, a, name):
        """702.81a: the land card discarded to cast a card with retrace from the graveyard: the cast's
        `retrace` (a land card in hand, by id or name), by default the last land card of the hand (said
        on the step). No land card in hand: the cast is refused (601.2h, 118.3)."""
        from .validate import merged
        hand = self.player(pid)["hand"]
        lands = [c for c in hand if "land" in (merged(c).get("types") or [])]
        want = a.get("retrace")
        if want:
            w = str(want).casefold()
            land = next((c for c in hand if w in (str(c.get("id")).casefold(), str(c.get("card")).casefold())), None)
            if land is None or land not in lands:
                raise illegal("mtg.illegal.retrace_land", "702.81a", "mtg.casting", [], card=name, chosen=str(want),
                              player=self.name(pid))
            return land
        if not lands:
            raise illegal("mtg.illegal.retrace_no_land", "702.81a", "mtg.casting", [], card=name, player=self.name(pid))
        self.ev("choice", "mtg.retrace.default", "702.81a", "mtg.casting", [lands[-1]["id"]], card=name,
                player=self.name(pid), land=lands[-1].get("card") or lands[-1]["id"])
        return lands[-1]

    def _cast_elsewhere(self, pid, want, cref):
        """The card named is not in the caster's hand or graveyard but is described elsewhere in the
        scenario (their exile, another player's hand, graveyard or exile): refused by 601.3, the rule
        that applies, not as an unknown card. By id always; by name when the name is no catalogue
        card (a catalogue card not in hand may be cast from outside the game, scenario format)."""
        w = str(want).casefold()
        by_name = not (isinstance(cref, str) and cards.lookup(cref) is not None)
        for q in self.players:
            for zone in ("hand", "graveyard", "exile"):
                if q["id"] == pid and zone != "exile":
                    continue
                for c in q[zone]:
                    if str(c.get("id", "")).casefold() == w or (by_name and str(c.get("card", "")).casefold() == w):
                        name = c.get("card") or c["id"]
                        if q["id"] == pid:
                            raise illegal("mtg.illegal.from_exile", "601.3", "mtg.casting", [c["id"]], card=name,
                                          player=self.name(pid))
                        raise illegal("mtg.illegal.not_your_zone", "601.3", "mtg.casting", [c["id"]], card=name,
                                      player=self.name(pid), owner=self.name(q["id"]), zone=zonemsg(zone))

    @action("play_land", rule="305.1", fields=("player", "card", "choose"), check=check_card_action)
    def _act_play_land(self, a):
        pid = a.get("player") or self.priority
        self._check_can_act(pid)
        p = self.player(pid)
        want = a["card"] if isinstance(a["card"], str) else (a["card"].get("id") or a["card"].get("card"))
        c = next((c for c in p["hand"] if str(want).casefold() in (str(c.get("id")).casefold(), str(c.get("card")).casefold())), None)
        d = merged(c) if c else merged(a["card"])
        name = d.get("card") or want
        if "land" not in (d.get("types") or []):
            raise illegal("mtg.illegal.not_a_land", "305.1", "mtg.turn.main", [], card=name)
        if pid not in self._active_team() or self.step not in ("main1", "main2") or self.stack:   # 805.4c
            raise illegal("mtg.illegal.land_timing", "505.6b", "mtg.turn.main", [], card=name, player=self.name(pid),
                          step=stepmsg(self.step))
        if p.get("lands_played", 0) >= 1:
            raise illegal("mtg.illegal.one_land", "305.2", "mtg.turn.main", [], card=name, player=self.name(pid))
        if c:
            p["hand"].remove(c)
            d["id"] = c["id"]
        p["lands_played"] = p.get("lands_played", 0) + 1
        self._enter(d, pid, from_zone="hand", choice=self._choice(a) if d.get("enters_tapped_unless") else None)
        self._priority_point(pid)


def _shift(e, off):
    """An effect of a mode with its `target:N` references moved past the targets of earlier modes."""
    if not off:
        return dict(e)
    e = dict(e)
    for k in ("to", "of", "from"):
        v = e.get(k)
        if isinstance(v, str) and v.startswith("target:"):
            e[k] = f"target:{int(v.split(':')[1]) + off}"
        elif isinstance(v, str) and v.startswith(("controller_of:target:", "creatures_of:target:")):
            head, _, n = v.rpartition(":")
            e[k] = f"{head}:{int(n) + off}"
    for k in ("amount", "n", "power", "toughness"):   # a count the text defines: "its power" (counts.py)
        v = e.get(k)
        if isinstance(v, dict) and v.get("what") == "power" and str(v.get("of")).startswith("target:"):
            e[k] = dict(v, of=f"target:{int(v['of'].split(':')[1]) + off}")
    return e
