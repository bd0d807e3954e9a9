"""Triggered abilities (CR 603).

    603.2      an event triggers an ability (queued until a player would receive priority)
    603.3      put on the stack the next time a player would receive priority
    603.3b     APNAP order; each player orders their own triggers
    603.3d     targets chosen as the ability is put on the stack; removed if no legal target
    702.21a    ward: becoming the target of an opponent's spell or ability triggers
    119.9      "whenever [a player] gains life"; 121.2 draws one card at a time; 508.3d "whenever you attack"
"""
from __future__ import annotations
from .transform import is_dfc

from .layers import current_colors, lost_abilities

import copy
from typing import cast

from ..engine.errors import IllegalAction
from . import targetspec
from .common import Host, TRIGGER_CHOICE_KEYS, has_subtype, illegal
from .state import StackObject
from .validate import TARGET_SPECS
from .keywords import _ward_cost
from .conditions import check, describe


class TriggersMixin(Host):
    """Methods of MtgGame for Triggered abilities (CR 603)."""

    def _queue_trigger(self, src, t, context, key="mtg.trigger.triggers", rule="603.2", **params):
        """`src`'s triggered ability `t` triggers (603.2): queued until a player would receive priority.
        `key` / `rule` / `params`: the event's own explanation (e.g. 509.3b, once for each creature
        blocked), with `card` and `text` filled in. `t` is one of the triggered abilities `src` has now
        (triggers_of: a "loses all abilities" effect takes out those before it, granted ones after it
        stay, 613.1f), or one its keywords give (kws)."""
        if src.get("until_eot") and lost_abilities(src) and not any(t is x for x in self.triggers_of(src)):
            return   # 613.1f: it lost this ability (a caller that read the printed list)
        if context.get("creature") and "creature_controller" not in context:   # "that creature's controller" (608.2h)
            c = self.perm(context["creature"])
            if c is not None:
                context = dict(context, creature_controller=c["controller"])
        cond = t.get("condition")
        if cond:   # 603.4: the intervening "if", checked as the event happens
            ok, why = check(self, cond, src["controller"], src["id"], {"ability": "", "context": context}
                            if cond.get("who") == "that_player" else None)   # "that player": the event's player
            if why is not None:   # a condition on the turn's history: true or false, and why
                self.ev("trigger", "mtg.trigger.if_true" if ok else "mtg.trigger.if_false_why", "603.4",
                        "mtg.triggered-abilities", [src["id"]], card=self._src_label(src),
                        text=t.get("text") or t["when"], cond=describe(cond), why=why)
            elif not ok:
                self.ev("trigger", "mtg.trigger.if_false", "603.4", "mtg.triggered-abilities", [src["id"]],
                        card=self._src_label(src), text=t.get("text") or t["when"], cond=describe(cond))
            if not ok:
                return
        if t.get("once_each_turn"):   # "This ability triggers only once each turn." (this object, 400.7)
            text = t.get("text") or t["when"]
            done = self.__dict__.setdefault("_emblem_once", {}).setdefault(src["id"], []) if src.get("_emblem") \
                else src.setdefault("triggered_once", [])
            if text in done:
                self.ev("trigger", "mtg.trigger.once_done", "603.2", "mtg.triggered-abilities", [src["id"]],
                        card=self._src_label(src), text=text)
                return
            done.append(text)
        pend = {"source": src["id"], "controller": src["controller"], "when": t["when"],
                "effects": copy.deepcopy(t.get("effects", [])), "text": t.get("text") or t["when"],
                "context": context, "name": self._src_label(src),
                "keywords": sorted(self.kws(src)), "colors": list(current_colors(src)),
                "src_types": list(src.get("types") or []), "src_subtypes": list(src.get("subtypes") or [])}
        if t.get("target"):
            pend["target"] = list(t["target"])
            if isinstance(t.get("target_min"), int):   # "up to one target ...": the optional ones last (601.2c)
                pend["target_min"] = t["target_min"]
        if t.get("modes"):   # a modal trigger: the modes are chosen as it is put on the stack (603.3c)
            pend["modes"] = copy.deepcopy(t["modes"])
            pend["choose"], pend["choose_max"] = t.get("choose", 1), t.get("choose_max", t.get("choose", 1))
        if cond:
            pend["condition"] = cond
        self.pending.append(pend)
        objs = [src["id"]] + [v for k, v in context.items() if k in ("creature",) and v]
        self.ev("trigger", key, rule, "mtg.triggered-abilities", objs,
                card=self._src_label(src), text=t.get("text") or t["when"], **params)

    def _src_label(self, src):
        """The name of a trigger's source in events: its card name, an emblem's label (114.3: most
        emblems have no name, emblems.emblem_name), else its id."""
        if src.get("_emblem") or src.get("face_down"):   # 708.2: a face-down permanent has no name
            return self.name(src)
        return src.get("face_name") or src.get("card") or src["id"]   # a double-faced card: the face up (712.8d-e)

    def _player_event(self, pid, when, context=None, count=None, once=False, key=None, rule=None):
        """A player's event: "Whenever you gain life" (119.9: not for 0 life), "whenever you draw a
        card" (121.2: once per card), "whenever you attack" (508.3d), and the same for "an opponent"
        / "a player" (`whose`: "you" by default, "opponent", "each"). `that player` is the player.
        A life gain from one lifelink source's damage is one event however many recipients it has
        (120.3f, 119.9): a second gain from the same source before the triggers are put on the
        stack does not trigger again. `count`: the player's count of this event this turn, for
        "whenever you draw your second card each turn" (`nth`, 121.2): an `nth` trigger fires only
        when the count is that number. "Whenever you discard a card": each card (701.9a).
        `once`: an event of several parts ("one or more cards"): a part after the first, before the
        triggers are put on the stack, does not trigger again (603.2c). `key` / `rule`: the event's
        own explanation (with `player`)."""
        ctx = dict(context or {}, player=pid)
        for o in self._trigger_sources():   # permanents and emblems (114.4)
            mine = o["controller"] == pid
            for t in self.triggers_of(o):
                if t.get("when") != when:
                    continue
                whose = t.get("whose", "you")
                if not (whose == "each" or (whose == "you") == mine):
                    continue
                if t.get("nth") and count != t["nth"]:
                    continue
                if t.get("during") == "your_turn" and not self._same_team(self.active, o["controller"]):
                    continue   # "whenever you gain life during your turn" (the trigger controller's turn)
                if t.get("min_attackers") and (count or 0) < t["min_attackers"]:
                    continue   # "whenever you attack with N or more creatures" (508.3d)
                if once and any(p["source"] == o["id"] and p["when"] == when and p["context"].get("player") == pid
                                for p in self.pending):
                    continue
                ls = ctx.get("life_source")
                same = next((p for p in self.pending if ls and p["source"] == o["id"] and p["when"] == when
                             and p["context"].get("life_source") == ls and p["context"].get("player") == pid), None)
                if same is not None:   # one life gain event (120.3f): "that much" is the whole gain (119.9)
                    if "amount" in ctx:
                        same["context"]["amount"] = same["context"].get("amount", 0) + ctx["amount"]
                    continue
                if t.get("nth"):
                    self._queue_trigger(o, t, ctx, key="mtg.trigger.nth_draw", rule="121.2", player=self.name(pid), n=count)
                elif key:
                    self._queue_trigger(o, t, ctx, key=key, rule=rule or "603.2", player=self.name(pid))
                elif t.get("min_attackers"):
                    self._queue_trigger(o, t, ctx, key="mtg.trigger.attack_count", rule="508.3d", player=self.name(pid),
                                        n=count, min=t["min_attackers"])
                else:
                    self._queue_trigger(o, t, ctx)

    def _lose_life_triggers(self, pid, amount):
        """"Whenever you / an opponent / a player lose(s) life" (119.3; 120.3a damage, 119.4 paying life): once for
        each loss (a source's damage to a player at one time is one loss), not for 0. `whose` as for the
        player's other events; `during: "your_turn"`: only in the turn of the trigger's controller; `first_each_turn`:
        only the player's first loss this turn (the turn's history already holds this one: its total is this
        amount). "That player" is the player, "that much" the amount."""
        if amount <= 0:
            return
        first = (self.history.get("life_lost") or {}).get(pid, 0) == amount
        for o in self._trigger_sources():   # permanents and emblems (114.4)
            mine = o["controller"] == pid
            for t in self.triggers_of(o):
                if t.get("when") != "lose_life":
                    continue
                whose = t.get("whose", "you")
                if not (whose == "each" or (whose == "you") == mine):
                    continue
                if t.get("during") == "your_turn" and not self._same_team(self.active, o["controller"]):
                    continue
                if t.get("first_each_turn") and not first:
                    continue
                self._queue_trigger(o, t, {"player": pid, "amount": amount},
                                    key="mtg.trigger.lose_life" + ("_first" if t.get("first_each_turn") else ""),
                                    rule="119.3", player=self.name(pid), amount=amount)

    def _state_triggers(self):
        """603.8: "When you control no Islands / artifacts, ...": a state trigger triggers when its game state
        is true (checked whenever a player would receive priority, with the state-based actions), and not
        again until that ability has left the stack."""
        for o in list(self.battlefield):
            for t in self.triggers_of(o):
                if t.get("when") != "control_none":
                    continue
                w = t.get("none_of") or ""
                if any(x["controller"] == o["controller"] and (w in x["types"] if w.islower() else has_subtype(x, w))
                       for x in self.battlefield):
                    continue
                text = t.get("text") or t["when"]
                if any(p["source"] == o["id"] and p["text"] == text for p in self.pending) or \
                        any(s.get("source") == o["id"] and s.get("ability") == text for s in self.stack):
                    continue   # still waiting or on the stack: not again (603.8)
                self._queue_trigger(o, t, {}, key="mtg.trigger.control_none", rule="603.8")

    def _crime(self, obj, targets):
        """700.13: a player commits a crime as they cast a spell, activate an ability or put a triggered
        ability on the stack that targets an opponent, a permanent, spell or ability an opponent
        controls, or a card in an opponent's graveyard ("whenever you commit a crime"; not a copy)."""
        pid = obj["controller"]
        opps = set(self._opponents(pid))
        for t in dict.fromkeys(targets):
            o = self.perm(t) or self.stack_obj(t)
            z = self._zone_of(t) if o is None else None
            if t in opps or o is not None and o["controller"] in opps or z is not None and z[0] == "graveyard" \
                    and z[1] in opps:
                self._player_event(pid, "crime", key="mtg.trigger.crime", rule="700.13")
                return

    def _set_tapped(self, o, tapped):
        """Taps or untaps `o` (701.26a-b). "Whenever ~ becomes tapped / untapped" triggers only when it
        changes: not if it already is, nor when it enters the battlefield so (603.2e). True if it changed."""
        if bool(o.get("tapped")) == tapped:
            return False
        o["tapped"] = tapped
        when = "becomes_tapped" if tapped else "becomes_untapped"
        for t in self.triggers_of(o):
            if t.get("when") == when and not t.get("of"):
                self._queue_trigger(o, t, {}, key="mtg.trigger." + when, rule="603.2e")
        for x in self.battlefield:   # "whenever enchanted creature / land becomes tapped" (an Aura's)
            if x.get("attached_to") == o["id"]:
                for t in self.triggers_of(x):
                    if t.get("when") == when and t.get("of") == "attached":
                        self._queue_trigger(x, t, {"creature": o["id"]}, key="mtg.trigger.attached_" + when,
                                            rule="603.2e", other=self.name(o))
        return True

    def _became_targets(self, obj, targets):
        """Ward (702.21a): a permanent with ward that becomes the target of a spell or ability an
        opponent controls triggers: counter it unless its controller pays the cost. "When ~ becomes
        the target of a spell or ability": once for each spell or ability, however many times it
        targets ~ (603.2c), whoever controls it."""
        what = self.name(obj) if "ability" not in obj else obj.get("source_name") or self.name(obj.get("source"))
        for tid in dict.fromkeys(targets):
            o = self.perm(tid)
            if o is None:
                continue
            before = list(o.get("targeted_by") or ())   # this object's targetings earlier this turn (400.7)
            o["targeted_by"] = before + [obj["controller"]]
            for t in self.triggers_of(o):
                if t.get("when") == "becomes_target" and not t.get("of") and not t.get("filter") and \
                        self._targeting_matches(t, obj, o["controller"], before):
                    self._queue_trigger(o, t, {"spell": obj["id"]}, key="mtg.trigger.becomes_target" +
                                        ("_first" if t.get("first_each_turn") else ""), rule="601.2c", spell=what)
            for x in self._trigger_sources():   # an Aura's "enchanted creature", "a creature you control"
                for t in self.triggers_of(x):
                    if t.get("when") != "becomes_target" or not (
                            t.get("of") == "attached" and x.get("attached_to") == o["id"] or
                            t.get("filter") and targetspec.permanent_ok(t["filter"], o, x["controller"], self)) or \
                            not self._targeting_matches(t, obj, x["controller"], before):
                        continue
                    self._queue_trigger(x, t, {"spell": obj["id"], "creature": o["id"]},
                                        key="mtg.trigger.other_becomes_target", rule="601.2c", spell=what, other=self.name(o))
        seen = set()
        for tid in targets:
            o = self.perm(tid)
            if o is None or o["id"] in seen or o["controller"] == obj["controller"]:
                continue
            seen.add(o["id"])
            for k in sorted(self.kws(o)):
                wc = _ward_cost(k)
                if wc is None:
                    continue
                cost = f"{wc[1]} life" if wc[0] == "life" else wc[1].upper()   # mana symbols: {X}, {U}
                text = f"Ward - {cost}"
                self.pending.append({"source": o["id"], "controller": o["controller"], "when": "ward",
                                     "effects": [{"do": "ward", "of": obj["id"], "cost": cost}], "text": text,
                                     "context": {"spell": obj["id"]}, "name": self._src_label(o),
                                     "keywords": sorted(self.kws(o)), "colors": list(current_colors(o))})
                self.ev("trigger", "mtg.trigger.ward", "702.21a", "mtg.kw.ward", [o["id"], obj["id"]],
                        card=self.name(o), spell=self.name(obj) if "ability" not in obj else
                        obj.get("source_name") or self.name(obj.get("source")),
                        cost=cost)

    def _targeting_matches(self, t, obj, ctrl, before):
        """A "becomes the target" trigger of a permanent controlled by `ctrl` and the spell or ability `obj`:
        `by` "you" / "opponent" (the spell or ability's controller, 102.3), `by_spell` (a spell, not an
        ability: a copy of a spell is a spell, 707.10), `first_each_turn` ("for the first time each turn",
        never with `by_spell`: `before` holds the controllers of the spells and abilities that targeted the
        permanent earlier this turn, as this object, 400.7)."""
        by = t.get("by")
        opps = self._opponents(ctrl)

        def mine(c):
            return by is None or by == "you" and c == ctrl or by == "opponent" and c in opps
        if not mine(obj["controller"]) or t.get("by_spell") and "ability" in obj:
            return False
        return not (t.get("first_each_turn") and any(mine(c) for c in before))

    def _trigger_choice(self):
        """A choice about triggers being put on the stack: the current action's `choose`, or a
        pending `choose` action's dict with `targets` / `order`."""
        a = getattr(self, "_cur_action", None)
        if isinstance(a, dict) and isinstance(a.get("choose"), dict) and any(k in a["choose"] for k in TRIGGER_CHOICE_KEYS):
            return a["choose"], False
        c = getattr(self, "next_choice", None)
        if isinstance(c, dict) and any(k in c for k in TRIGGER_CHOICE_KEYS):
            return c, True
        return None, False

    def _default_targets(self, spec, controller, colors, stack_id, source=None, least=None):
        """The default targets of a triggered ability: for a player (or any target) the first
        opponent; for a permanent the first legal one an opponent controls, else the first legal
        one; for a spell the topmost legal one an opponent controls, else the topmost; for a card in
        a graveyard (109.2a) the topmost legal card of an opponent's graveyard, else of its
        controller's (a card the engine does not know is never chosen). None if a target has no
        legal choice (603.3d). `least`: the targets from that index on are optional ("up to one
        target", 601.2c): each is chosen as above when there is a legal one, else it and the rest
        are left out (the ability is put on the stack with fewer targets)."""
        out: list[str] = []
        opps = self._opponents(controller)
        for k, sp in enumerate(spec):
            pick = self._default_target(sp, out, opps, controller, colors, stack_id, source)
            if pick is None:
                if least is not None and k >= least:
                    break   # an optional target with no legal choice: left out, with the ones after it
                return None
            out.append(pick)
        return out

    def _default_target(self, sp, out, opps, controller, colors, stack_id, source):
        """One default target for the word `sp`, not among `out` (_default_targets), or None."""
        cands = []
        if targetspec.is_card_word(sp):
            for pid in opps + [controller]:
                cands += [c["id"] for c in reversed(self.player(pid)["graveyard"])]
            return next((c for c in cands if c not in out and
                         self._target_ok(sp, c, controller, colors, None, source)[0]), None)
        built = sp not in TARGET_SPECS   # a word built from parts: _target_ok below decides
        if sp in ("any", "player", "opponent") or built and targetspec.allows_players(sp):
            cands += opps + ([controller] if built else [])
        if sp not in ("player", "opponent", "spell", "stack"):
            perms = [o["id"] for o in self.battlefield if built or self._type_ok(sp, o, controller)]
            cands += [i for i in perms if self.perm(i)["controller"] != controller] + \
                     [i for i in perms if self.perm(i)["controller"] == controller]
        if sp in ("spell", "stack") or built and sp.endswith(" spell"):
            objs = [o for o in reversed(self.stack) if o["id"] != stack_id]
            cands += [o["id"] for o in objs if o["controller"] != controller] + \
                     [o["id"] for o in objs if o["controller"] == controller]
        if sp == "player":
            cands.append(controller)
        return next((c for c in cands if c not in out and self._target_ok(sp, c, controller, colors, None, source)[0]),
                    None)

    def _trigger_modes(self, t, want, sid):
        """603.3c / 700.2b: the modes of a modal trigger, as (indices, "chosen" | "default"), or None
        when no mode can be chosen (the ability is removed). A mode whose targets have no legal choice
        can't be chosen. `want`: the scenario's mode numbers for this trigger (choose.modes), else the
        engine takes the first `choose` modes that can be chosen, said on the step."""
        count = len(t["modes"])
        n_min, n_max = t.get("choose", 1), t.get("choose_max", t.get("choose", 1))
        allowed = [i for i, m in enumerate(t["modes"])
                   if not m.get("target") or self._default_targets(m["target"], t["controller"], t["colors"], sid) is not None]
        texts = {i: t["modes"][i].get("text") or str(i + 1) for i in range(count)}
        if want is not None:
            ok = isinstance(want, list) and n_min <= len(want) <= n_max and len(set(want)) == len(want) and \
                all(isinstance(i, int) and not isinstance(i, bool) and i in allowed for i in want)
            if ok:
                picked = sorted(want)
                self.ev("trigger", "mtg.trigger.modes_chosen", "603.3c", "mtg.triggered-abilities", [t["source"]],
                        card=t["name"], modes=", ".join(f"{i + 1} (\"{texts[i]}\")" for i in picked))
                return picked, "chosen"
            if getattr(self, "_cur_action", None) is not None:
                raise illegal("mtg.illegal.trigger_modes", "700.2b", "mtg.triggered-abilities", [t["source"]],
                              card=t["name"], n=n_min, m=n_max, count=count,
                              got=", ".join(str(i + 1) if isinstance(i, int) else "?" for i in want)
                              if isinstance(want, list) else "?",
                              allowed=", ".join(str(i + 1) for i in allowed) or "-")
        if len(allowed) < n_min:
            self.ev("trigger", "mtg.trigger.no_mode", "603.3c", "mtg.triggered-abilities", [t["source"]],
                    card=t["name"], text=t["text"])
            return None
        picked = allowed[:n_min]
        self.ev("trigger", "mtg.trigger.modes_default", "603.3c", "mtg.triggered-abilities", [t["source"]],
                card=t["name"], modes=", ".join(f"{i + 1} (\"{texts[i]}\")" for i in picked))
        return picked, "default"

    def _put_triggers(self):
        order = self._apnap()
        pend, self.pending = self.pending, []
        choice, pending_choice = self._trigger_choice()
        used = False
        wanted = None
        if choice and isinstance(choice.get("order"), list) and len(pend) > 1:
            wanted = [str(x).casefold() for x in choice["order"]]

        def pos(t):
            if wanted is None:
                return 0
            for k in (t["source"], t["text"], t["name"]):
                if str(k).casefold() in wanted:
                    return wanted.index(str(k).casefold())
            return len(wanted)
        idx = {id(t): i for i, t in enumerate(pend)}
        pend.sort(key=lambda t: (order.index(t["controller"]) if t["controller"] in order else 99, pos(t), idx[id(t)]))
        if wanted is not None:
            used = True
            for pid in order:
                mine = [t for t in pend if t["controller"] == pid]
                if len(mine) > 1:
                    self.ev("choice", "mtg.trigger.order", "603.3b", "mtg.triggered-abilities", [t["source"] for t in mine],
                            player=self.name(pid), order=[f"{t['name']}: {t['text']}" for t in mine])
        multi = len({t["controller"] for t in pend}) > 1
        chosen_targets = choice.get("targets") if choice else None
        chosen_modes = choice.get("modes") if choice else None
        for t in pend:
            sid = self._new_id(f"{t['source']}-trigger")
            obj = {"id": sid, "ability": t["text"], "source": t["source"], "controller": t["controller"],
                   "targets": [], "effects": t["effects"], "context": t["context"],
                   "keywords": t["keywords"], "colors": t["colors"], "trigger": t["when"]}
            if t.get("src_types") is not None:   # the source's last known types (702.16a)
                obj["src_types"], obj["src_subtypes"] = t["src_types"], t.get("src_subtypes") or []
            if isinstance(t["name"], str):   # an emblem's label is a message: it is read from the emblem (find)
                obj["source_name"] = t["name"]
            if t.get("condition"):
                obj["condition"] = t["condition"]
            src_perm = self.perm(t["source"])
            if src_perm is not None and is_dfc(src_perm):   # 701.27f
                obj["source_transforms"] = int(src_perm.get("transforms") or 0)
            if t.get("modes"):
                want_m = None
                if isinstance(chosen_modes, dict):
                    want_m = next((v for k, v in chosen_modes.items()
                                   if str(k).casefold() in (str(t["source"]).casefold(), str(t["text"]).casefold())), None)
                elif isinstance(chosen_modes, list):
                    want_m, chosen_modes = chosen_modes, None   # a plain list: the first modal trigger
                picked = self._trigger_modes(t, want_m, sid)
                if picked is None:
                    continue
                if picked[1] == "chosen":
                    used = True
                from .casting import _shift
                effects: list = []
                spec_m: list = []
                for i in picked[0]:
                    m = t["modes"][i]
                    effects += [_shift(e, len(spec_m)) for e in m.get("effects") or []]
                    spec_m += list(m.get("target") or [])
                obj["effects"] = effects
                t = dict(t, target=spec_m or None)
            spec = t.get("target")
            targets = []
            how = "default"
            if spec:
                obj["target"] = list(spec)
                want = None
                if isinstance(chosen_targets, dict):
                    want = next((v for k, v in chosen_targets.items()
                                 if str(k).casefold() in (str(t["source"]).casefold(), str(t["text"]).casefold())), None)
                elif isinstance(chosen_targets, list) and chosen_targets is not None:
                    want, chosen_targets = chosen_targets, None   # a plain list: the first trigger with targets
                if want is not None:
                    want = [want] if isinstance(want, str) else list(want)
                    try:
                        self._check_targets(spec, want, t["controller"], self.pending_quality(t), t["name"], rule="603.3d",
                                            source=t["source"], minimum=t.get("target_min"))
                        targets, how = want, "chosen"
                        used = True
                    except IllegalAction:
                        if getattr(self, "_cur_action", None) is not None:
                            raise
                if how == "default":
                    targets = self._default_targets(spec, t["controller"], self.pending_quality(t), sid, t["source"],
                                                    t.get("target_min"))
                    if targets is None:
                        self.ev("trigger", "mtg.trigger.no_target", "603.3d", "mtg.triggered-abilities", [t["source"]],
                                card=t["name"], text=t["text"])
                        continue
                    if all(targetspec.is_card_word(x) for x in spec):   # cards in graveyards: their own default
                        how = "default_card"
                obj["targets"] = targets
            self.stack.append(cast(StackObject, obj))
            self.ev("trigger", "mtg.trigger.apnap" if multi else "mtg.trigger.stack", "603.3b" if multi else "603.3",
                    "mtg.triggered-abilities", [sid, t["source"]], card=t["name"], text=t["text"],
                    player=self.name(t["controller"]))
            if spec and not targets:   # "up to one target ...": none chosen, or none to choose (601.2c)
                self.ev("trigger", "mtg.trigger.targets_none", "601.2c", "mtg.triggered-abilities", [sid],
                        card=t["name"])
            if targets:
                self.ev("trigger", "mtg.trigger.targets_" + how, "603.3d", "mtg.triggered-abilities", [sid] + targets,
                        card=t["name"], targets=[self.name(x) for x in targets])
                self._became_targets(obj, targets)
                self._crime(obj, targets)
        if used and pending_choice:
            self.next_choice = None
