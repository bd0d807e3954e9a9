"""Keyword abilities of issue 21 (CR 702): the keywords whose absence kept the most real cards
from playing by their text. Each is applied where its rule says it works; the hooks are called
from the modules of those parts of the rules (combat.py, turn.py, casting.py, abilities.py,
effects.py, zones.py).

    702.83a-b  exalted: a creature you control attacks alone (506.5): it gets +1/+1 until end of turn
    702.45a-b  bushido N: blocks or becomes blocked: +N/+N until end of turn
    702.25a-b  flanking: becomes blocked by a creature without flanking: that blocker gets -1/-1
    702.23a-c  rampage N: becomes blocked: +N/+N for each blocker beyond the first, counted on resolution
    702.164c   toxic N: combat damage to a player also gives that player N poison counters
    702.30a    echo <cost>: at the beginning of your upkeep, if it came under your control since your last
               upkeep began, sacrifice it unless you pay the cost
    702.24a-b  cumulative upkeep <cost>: at the beginning of your upkeep an age counter, then pay the cost
               once for each age counter or sacrifice it
    702.41a-b  affinity for <word>: the spell costs {1} less for each <word> you control
    702.51a-c  convoke: tap untapped creatures you control to pay for mana of the total cost
    702.126a-b improvise: tap untapped artifacts you control to pay for generic mana of the total cost
    702.66a-b  delve: exile cards from your graveyard to pay for generic mana of the total cost
    702.54a    bloodthirst N: enters with N +1/+1 counters if an opponent was dealt damage this turn
    702.98a    unleash: may enter with a +1/+1 counter (default: yes); can't block while it has one
    702.136a   riot: enters with a +1/+1 counter or gains haste, its controller's choice (default: the counter)
    702.122a-b crew N: tap other untapped creatures with total power N or more: it becomes an artifact
               creature until end of turn
    702.109a / 702.152a / 702.74a   dash, blitz, evoke: a permanent spell cast for that alternative cost
               (casting.py, the cast's `alt`): haste and a return / sacrifice at the next end step, or a sacrifice
               trigger as it enters; blitz: "when it is put into a graveyard from the battlefield, draw a card"
    702.97a    scavenge <cost> and 702.128a embalm <cost>: activated abilities of a card in a graveyard (zone
               "graveyard", cost exile self, as a sorcery); embalm's effect `embalm` makes the token copy
    702.84a    unearth <cost>: from the graveyard, as a sorcery: return it; it gains haste; exiled at the
               beginning of the next end step; exiled instead if it would leave the battlefield
"""
from __future__ import annotations

import copy

from ..engine.events import Msg
from .common import Host, has_subtype, illegal, stepmsg
from .keywords import AFFINITY_WORDS, cost_words, numbers, upkeep_cost
from .layers import current_colors
from .mana import CostError, cost_text, parse_cost, parse_pool, pay, total_cost
from .registry import action, effect
from .validate import check_card_action, merged

_CHOICE_YES = (True, "pay", "yes")
_CHOICE_NO = (False, "decline", "no")


def _check_upkeep_cost(v, e, p):
    """The cost of an echo / cumulative upkeep effect: a mana cost, or "N life" (cumulative upkeep)."""
    c = e.get("cost")
    kw = "echo" if e.get("do") == "echo" else "cumulative upkeep"
    if not isinstance(c, str) or upkeep_cost(f"{kw} {c}", kw) is None:
        v.add(f"{p}.cost", 'expected a mana cost such as "{2}{R}"'
              + (' or "1 life"' if kw != "echo" else "") + f", got {v.j(c)}")


def _check_unearth_action(v, a, path):
    check_card_action(v, a, path)


class KeywordAbilitiesMixin(Host):
    """Methods of MtgGame for the keyword abilities of issue 21 (see the module docstring)."""

    # ------------------------------------------------------------------ combat (702.83, 45, 25, 23)
    def _exalted(self, decl):
        """702.83a-b / 506.5: a creature attacks alone when it is the only creature declared as an
        attacker; each exalted permanent its controller controls triggers (each instance separately)."""
        if len(decl) != 1:
            return
        att = decl[0][0]
        for src in list(self.battlefield):
            if src["controller"] != att["controller"] or "exalted" not in self.kws(src):
                continue
            for _ in range(self.kw_counts(src)["exalted"] or 1):   # each instance triggers (702.83a)
                self.ev("trigger", "mtg.exalted.triggers", "702.83a", "mtg.combat.declare-attackers",
                        [src["id"], att["id"]], card=self.name(src), attacker=self.name(att))
                self._queue_trigger(src, {"when": "exalted", "text": "Exalted (702.83a)", "effects": [
                    {"do": "pump", "of": att["id"], "power": 1, "toughness": 1}]}, {})

    def _block_keywords(self, decl):
        """Bushido (702.45a), flanking (702.25a) and rampage (702.23a) trigger as blockers are declared."""
        blockers = list({id(b): b for b, _ in decl}.values())
        attackers = list({id(A): A for _, A in decl}.values())
        for o in blockers + attackers:
            for n in numbers(self.kw_counts(o), "bushido"):   # blocks or becomes blocked (once per combat, 509.3)
                self.ev("trigger", "mtg.bushido.triggers", "702.45a", "mtg.combat.declare-blockers", [o["id"]],
                        card=self.name(o), n=n)
                self._queue_trigger(o, {"when": "bushido", "text": f"Bushido {n} (702.45a)", "effects": [
                    {"do": "pump", "of": "self", "power": n, "toughness": n}]}, {})
        for A in attackers:
            ks = self.kw_counts(A)
            for _ in range(ks["flanking"]):   # each instance triggers (702.25b)
                for b in [b for b, x in decl if x is A]:
                    if "flanking" in self.kws(b):
                        self.ev("trigger", "mtg.flanking.both", "702.25a", "mtg.combat.declare-blockers",
                                [A["id"], b["id"]], card=self.name(A), blocker=self.name(b))
                        continue
                    self.ev("trigger", "mtg.flanking.triggers", "702.25a", "mtg.combat.declare-blockers",
                            [A["id"], b["id"]], card=self.name(A), blocker=self.name(b))
                    self._queue_trigger(A, {"when": "flanking", "text": "Flanking (702.25a)", "effects": [
                        {"do": "pump", "of": b["id"], "power": -1, "toughness": -1}]}, {})
            for n in numbers(ks, "rampage"):
                self.ev("trigger", "mtg.rampage.triggers", "702.23a", "mtg.combat.declare-blockers", [A["id"]],
                        card=self.name(A), n=n)
                self._queue_trigger(A, {"when": "rampage", "text": f"Rampage {n} (702.23a)", "effects": [
                    {"do": "rampage", "n": n}]}, {})

    @effect("rampage", rule="702.23b", fields=("n",))
    def _do_rampage(self, e, ctx):
        """Rampage N resolves: +N/+N for each creature blocking it beyond the first, counted now
        (702.23b: blockers added or removed later don't change it)."""
        src = self.perm(ctx["obj"].get("source"))
        if src is None:
            return
        c = self.combat or {}
        k = sum(1 for b in c.get("blockers") or () if b["blocking"] == src["id"])
        n = int(self._amount(e.get("n", 1), ctx)) * max(0, k - 1)
        self.ev("resolve", "mtg.rampage.count", "702.23b", "mtg.combat.declare-blockers", [src["id"]],
                card=self.name(src), blockers=k, n=n)
        if n:
            self._effect({"do": "pump", "of": src["id"], "power": n, "toughness": n}, ctx)

    def _toxic(self, src, pid):
        """702.164c: combat damage to a player by a creature with toxic gives that player poison
        counters equal to its total toxic value (the sum of its toxic N), besides the damage."""
        perm = self.perm(src["id"])
        total = sum(numbers(self.kw_counts(perm) if perm is not None else src["keywords"], "toxic"))
        if total and self.player(pid) is not None:
            self.ev("damage", "mtg.toxic.poison", "702.164c", "mtg.combat.damage", [src["id"], pid],
                    source=src["name"], player=self.name(pid), n=total)
            self._add_counters(pid, "poison", total)

    # ------------------------------------------------------------------ upkeep (702.30, 702.24)
    def _upkeep_keywords(self):
        """At the beginning of the active team's upkeep: echo (702.30a: only a permanent that came
        under its controller's control since the beginning of their last upkeep, `echo_due`) and
        cumulative upkeep (702.24a) trigger; then no permanent of theirs is "new" any more."""
        team = self._active_team()
        for o in list(self.battlefield):
            if o["controller"] not in team:
                continue
            counts = self.kw_counts(o)
            for k in sorted(w for w in counts for _ in range(counts[w])):   # each instance (702.24b)
                c = upkeep_cost(k, "echo")
                if c is not None:
                    if not o.get("echo_due"):
                        self.ev("trigger", "mtg.echo.not_new", "702.30a", "mtg.turn.upkeep", [o["id"]],
                                card=self.name(o))
                        continue
                    self.ev("trigger", "mtg.echo.triggers", "702.30a", "mtg.turn.upkeep", [o["id"]],
                            card=self.name(o), cost=cost_words(c))
                    self._queue_trigger(o, {"when": "echo", "text": f"Echo {c[1]} (702.30a)", "effects": [
                        {"do": "echo", "cost": c[1]}]}, {"player": o["controller"]})
                c = upkeep_cost(k, "cumulative upkeep")
                if c is not None:
                    self.ev("trigger", "mtg.cumulative_upkeep.triggers", "702.24a", "mtg.turn.upkeep", [o["id"]],
                            card=self.name(o), cost=cost_words(c))
                    cost = c[1] if c[0] == "mana" else f"{c[1]} life"
                    self._queue_trigger(o, {"when": "cumulative_upkeep", "text": f"Cumulative upkeep {cost} (702.24a)",
                                            "effects": [{"do": "cumulative_upkeep", "cost": cost}]},
                                        {"player": o["controller"]})
            o.pop("echo_due", None)

    @effect("echo", rule="702.30a", fields=("cost",), check=_check_upkeep_cost)
    @effect("cumulative_upkeep", rule="702.24a", fields=("cost",), check=_check_upkeep_cost)
    def _do_upkeep_cost(self, e, ctx):
        """Echo: sacrifice it unless you pay the cost (702.30a). Cumulative upkeep: put an age
        counter on it, then pay the cost once for each age counter on it (all of it or nothing,
        702.24a), else sacrifice it. The choice: `"pay"` / `"decline"` on the resolving action;
        without one, paid when it can be (said on the step)."""
        do = e["do"]
        rule = "702.30a" if do == "echo" else "702.24a"
        src = self.perm(ctx["obj"].get("source"))
        if src is None:   # it left the battlefield: nothing to keep or sacrifice
            self.ev("resolve", f"mtg.{do}.gone", rule, "mtg.turn.upkeep", [], card=ctx["obj"].get("source_name"))
            return
        pid = ctx["controller"]
        name = self.name(src)
        cost = str(e.get("cost") or "{0}")
        times = 1
        if do == "cumulative_upkeep":   # 702.24b: the age counters on it now, whoever put them there
            self._add_counters(src["id"], "age", 1)
            times = src["counters"].get("age", 0)
        life = 0
        syms: list = []
        what: object
        if cost.endswith(" life"):
            life = int(cost.split()[0]) * times
            able = self.player(pid)["life"] >= life   # 119.4
            what = Msg("mtg.kw.pay_life", {"n": life})
        else:
            try:
                syms = total_cost(parse_cost(cost) * times)
            except CostError:
                syms = []
            p = self.player(pid)
            able = p.get("mana") is None or pay(syms, parse_pool(p["mana"]), self._mana_sources(pid), p["life"]) is not None
            what = cost_text(syms)
        ch = ctx.get("choose")
        if isinstance(ch, list) and len(ch) == 1:
            ch = ch[0]
        if ch in _CHOICE_YES or ch in _CHOICE_NO:
            wants = ch in _CHOICE_YES
            if wants and not able:   # 118.3: a cost that can't be paid can't be chosen
                raise illegal(f"mtg.illegal.{do}_cannot_pay", rule, "mtg.turn.upkeep", [src["id"]], card=name,
                              cost=what, player=self.name(pid))
        else:
            wants = able
            self.ev("choice", f"mtg.{do}.default_pay" if able else f"mtg.{do}.default_cannot", rule, "mtg.turn.upkeep",
                    [src["id"]], card=name, cost=what, player=self.name(pid))
        if wants:
            if life:
                self.player(pid)["life"] -= life
                self._note_life(pid, -life)   # 119.4: paying life is losing it
                self.ev("life", "mtg.cost.life", "119.4", "mtg.activated-abilities", [pid], player=self.name(pid),
                        amount=life, card=name)
                self._lose_life_triggers(pid, life)
            elif syms:
                self._pay_mana(pid, syms, name)
            self.ev("resolve", f"mtg.{do}.paid", rule, "mtg.turn.upkeep", [src["id"], pid], card=name, cost=what,
                    player=self.name(pid))
            return
        self.ev("resolve", f"mtg.{do}.sacrificed", rule, "mtg.turn.upkeep", [src["id"], pid], card=name, cost=what,
                player=self.name(pid))
        self._leave_battlefield([(src, "graveyard", "sacrifice")])

    # ------------------------------------------------------------------ casting (702.41, 702.51)
    def _affinity(self, pid, cost, d, name, sid):
        """702.41a-b: "affinity for <word>" reduces the generic mana of the total cost by {1} for each
        such permanent its caster controls (each instance applies)."""
        for k in sorted({str(x).lower() for x in d.get("keywords") or ()}):
            if not k.startswith("affinity for ") or k[13:] not in AFFINITY_WORDS:
                continue
            kind, sub = AFFINITY_WORDS[k[13:]]
            n = sum(1 for o in self.battlefield if o["controller"] == pid
                    and all(t in o["types"] for t in kind.split()) and (sub is None or has_subtype(o, sub)))
            generic = int(cost[0]) if cost and cost[0].isdigit() else 0
            rest = list(cost[1:] if cost and cost[0].isdigit() else cost)
            left = max(0, generic - n)
            cost = ([str(left)] if left else []) + rest
            self.ev("cast", "mtg.affinity.reduce", "702.41a", "mtg.casting", [sid], card=name, n=n,
                    word=Msg("mtg.kw.affinity_word." + k[13:].replace(" ", "_")), less=generic - left,
                    cost=cost_text(cost))
        return cost

    def _convoke(self, pid, cost, d, a, name, sid):
        """702.51a-c: each creature named in the cast's `convoke` is tapped and pays for one mana of
        the total cost: a coloured one of its colour, or a generic one. The cost left is returned
        (paid with mana as usual). Without `convoke` no creature is tapped (it is optional)."""
        chosen = a.get("convoke")
        if not chosen:
            return cost
        if "convoke" not in {str(k).lower() for k in d.get("keywords") or ()}:
            raise illegal("mtg.illegal.no_convoke", "702.51a", "mtg.casting", [], card=name)
        crs = []
        for cid in chosen:
            o = self.perm(cid)
            if o is None or o["controller"] != pid or "creature" not in o["types"] or o["tapped"] or o in crs:
                raise illegal("mtg.illegal.convoke_creature", "702.51a", "mtg.casting", [cid], card=name,
                              creature=self.name(cid), player=self.name(pid))
            crs.append(o)
        units: list[tuple[str, set | None]] = []   # each mana of the total cost: its symbol, the colours that pay it
        for s in cost:
            if s.isdigit():
                units += [("1", None)] * int(s)
            elif s.endswith("/P"):
                units.append((s, {s[0]}))
            elif "/" in s:
                units.append((s, set(s.split("/"))))
            elif s == "C":
                units.append((s, set()))   # colourless mana: no creature's colour pays it (702.51a)
            else:
                units.append((s, {s}))
        order = sorted(range(len(units)), key=lambda i: units[i][1] is None)   # coloured first
        match: dict = {}   # unit index -> creature index (Kuhn's augmenting paths)

        def fits(ci, ui):
            cols = units[ui][1]
            return cols is None or bool(cols & set(current_colors(crs[ci])))

        def augment(ci, seen):
            for ui in order:
                if ui in seen or not fits(ci, ui):
                    continue
                seen.add(ui)
                if ui not in match or augment(match[ui], seen):
                    match[ui] = ci
                    return True
            return False
        for ci in range(len(crs)):
            if not augment(ci, set()):
                raise illegal("mtg.illegal.convoke_extra", "702.51a", "mtg.casting", [crs[ci]["id"]], card=name,
                              creature=self.name(crs[ci]), cost=cost_text(cost))
        for ui, ci in sorted(match.items(), key=lambda x: x[1]):
            o = crs[ci]
            self.ev("cast", "mtg.convoke.tap", "702.51a", "mtg.casting", [o["id"], sid], card=name,
                    creature=self.name(o), mana="{" + units[ui][0] + "}")
            self._set_tapped(o, True)   # "whenever ~ becomes tapped" (603.2e)
        left = [units[i][0] for i in range(len(units)) if i not in match]
        generic = sum(1 for s in left if s == "1")
        rest = [s for s in left if s != "1"]
        out = ([str(generic)] if generic else []) + rest
        self.ev("cast", "mtg.convoke.left", "702.51c", "mtg.casting", [sid], card=name, n=len(crs), cost=cost_text(out))
        return out

    def _generic_helpers(self, pid, cost, d, a, name, sid, kw):
        """Improvise (702.126a) and delve (702.66a): after the total cost is locked (702.126b, 702.66b),
        each artifact named in the cast's `improvise` is tapped, each graveyard card named in its
        `delve` is exiled, and each pays {1} of the generic mana left. Optional: without the field
        nothing is tapped or exiled. The cost left is returned (paid with mana as usual)."""
        chosen = a.get(kw)
        if not chosen:
            return cost
        rule = "702.126a" if kw == "improvise" else "702.66a"
        if kw not in {str(k).lower() for k in d.get("keywords") or ()}:
            raise illegal(f"mtg.illegal.no_{kw}", rule, "mtg.casting", [], card=name)
        generic = sum(int(s) for s in cost if s.isdigit())
        rest = [s for s in cost if not s.isdigit()]
        if len(chosen) > generic:
            raise illegal(f"mtg.illegal.{kw}_extra", rule, "mtg.casting", [], card=name, n=len(chosen),
                          generic=generic, cost=cost_text(cost))
        p = self.player(pid)
        used: list = []
        for cid in chosen:
            if kw == "improvise":
                o = self.perm(cid)
                if o is None or o["controller"] != pid or "artifact" not in o["types"] or o["tapped"] or o in used:
                    raise illegal("mtg.illegal.improvise_artifact", rule, "mtg.casting", [cid], card=name,
                                  artifact=self.name(cid), player=self.name(pid))
            else:
                w = str(cid).casefold()
                o = next((c for c in p["graveyard"] if c not in used and w in (str(c.get("id")).casefold(),
                                                                                str(c.get("card")).casefold())), None)
                if o is None:
                    raise illegal("mtg.illegal.delve_card", rule, "mtg.casting", [], card=name, chosen=str(cid),
                                  player=self.name(pid))
            used.append(o)
        for o in used:
            if kw == "improvise":
                self.ev("cast", "mtg.improvise.tap", rule, "mtg.casting", [o["id"], sid], card=name, artifact=self.name(o))
                self._set_tapped(o, True)   # "whenever ~ becomes tapped" (603.2e)
            else:
                cname = o.get("card") or o["id"]
                new = self._exile_from_graveyard(o["id"], None)
                self.ev("cast", "mtg.delve.exile", rule, "mtg.casting", [o["id"], new or o["id"], sid],
                        {"from": "graveyard", "to": "exile"}, card=name, exiled=cname)
        left = generic - len(used)
        out = ([str(left)] if left else []) + rest
        self.ev("cast", f"mtg.{kw}.left", "702.126b" if kw == "improvise" else "702.66b", "mtg.casting", [sid],
                card=name, n=len(used), cost=cost_text(out))
        return out

    # ------------------------------------------------------------------ entering (702.54)
    def _bloodthirst(self, perm):
        """702.54a/c: each "bloodthirst N": enters with N +1/+1 counters if an opponent of its
        controller was dealt damage this turn (the turn's history, `history.damaged`)."""
        ns = numbers(perm.get("keywords") or (), "bloodthirst")
        if not ns:
            return
        hurt = [q for q in self._opponents(perm["controller"]) if q in (self.history.get("damaged") or ())]
        for n in ns:
            if hurt:
                perm["counters"]["+1/+1"] = perm["counters"].get("+1/+1", 0) + n
                self.ev("effect", "mtg.bloodthirst.yes", "702.54a", "mtg.zones", [perm["id"], hurt[0]],
                        card=self.name(perm), n=n, player=self.name(hurt[0]))
            else:
                self.ev("effect", "mtg.bloodthirst.no", "702.54a", "mtg.zones", [perm["id"]], card=self.name(perm), n=n)

    def _riot(self, perm, choice):
        """702.136a: "You may have this permanent enter with an additional +1/+1 counter on it. If you
        don't, it gains haste." The controller's answer is the `choose` of the action it enters by:
        "counter" or "haste"; not given: the counter (said on the step)."""
        if isinstance(choice, list) and len(choice) == 1:
            choice = choice[0]
        if choice not in ("counter", "haste"):
            choice = None
        name = self.name(perm)
        if choice is None:
            self.ev("choice", "mtg.riot.default", "702.136a", "mtg.zones", [perm["id"]], card=name)
        if choice == "haste":
            perm["riot_haste"] = True
            self.ev("effect", "mtg.riot.haste", "702.136a", "mtg.zones", [perm["id"]], card=name)
        else:
            perm["counters"]["+1/+1"] = perm["counters"].get("+1/+1", 0) + 1
            self.ev("effect", "mtg.riot.counter", "702.136a", "mtg.zones", [perm["id"]], card=name)

    def _unleash(self, perm, choice):
        """702.98a: "You may have this permanent enter with an additional +1/+1 counter on it." The
        controller's answer is the `choose` of the action it enters by: "yes" / "no" (true / false,
        "counter"); not given: yes, like any "you may" the engine takes when it can (said on the step).
        While it has a +1/+1 counter it can't block (combat.py)."""
        from .optional import NO, YES
        if isinstance(choice, list) and len(choice) == 1:
            choice = choice[0]
        name = self.name(perm)
        if choice in NO:
            self.ev("choice", "mtg.unleash.none", "702.98a", "mtg.zones", [perm["id"]], card=name)
            return
        if choice not in YES and choice != "counter":
            self.ev("choice", "mtg.unleash.default", "702.98a", "mtg.zones", [perm["id"]], card=name)
        perm["counters"]["+1/+1"] = perm["counters"].get("+1/+1", 0) + 1
        self.ev("effect", "mtg.unleash.counter", "702.98a", "mtg.zones", [perm["id"]], card=name)

    # ------------------------------------------------------------------ crew (702.122)
    def _crew_creatures(self, o, pid, n, chosen, name):
        """702.122a: the other untapped creatures `pid` controls tapped to crew `o`, with total power
        N or more: the `crew` ids of the activation, or by default the one creature with the least
        power that is enough alone, else the creatures with the most power first until N."""
        pool = [x for x in self.battlefield if x["controller"] == pid and "creature" in x["types"] and x is not o]
        if chosen is not None:
            crs: list = []
            for cid in chosen:
                x = self.perm(cid)
                if x is None or x not in pool or x["tapped"] or x in crs:
                    raise illegal("mtg.illegal.crew_creature", "702.122a", "mtg.activated-abilities", [cid], card=name,
                                  creature=self.name(cid), player=self.name(pid))
                crs.append(x)
            total = sum(max(0, self.pt(x)[0]) for x in crs)
            if total < n:
                raise illegal("mtg.illegal.crew_power", "702.122a", "mtg.activated-abilities", [o["id"]], card=name,
                              n=n, total=total)
            return crs, False
        free = [x for x in pool if not x["tapped"]]
        power = {id(x): max(0, self.pt(x)[0]) for x in free}
        alone = sorted((x for x in free if power[id(x)] >= n), key=lambda x: power[id(x)])
        if alone:
            return alone[:1], True
        crs, total = [], 0
        for x in sorted(free, key=lambda x: -power[id(x)]):
            if total >= n:
                break
            crs.append(x)
            total += power[id(x)]
        if total < n:
            raise illegal("mtg.illegal.crew_power", "702.122a", "mtg.activated-abilities", [o["id"]], card=name,
                          n=n, total=total)
        return crs, True

    @effect("crew", rule="702.122a", fields=())
    def _do_crew(self, e, ctx):
        """A crew ability resolves: the Vehicle becomes an artifact creature until end of turn
        (702.122a; layer 4, 613.1d) and its "whenever ~ becomes crewed" abilities trigger (702.122d)."""
        src = self.perm(ctx["obj"].get("source"))
        if src is None:
            self.ev("resolve", "mtg.crew.gone", "702.122a", "mtg.activated-abilities", [],
                    card=ctx["obj"].get("source_name"))
            return
        self.ev("resolve", "mtg.crew.crewed", "702.122a", "mtg.activated-abilities", [src["id"]], card=self.name(src))
        self._effect({"do": "add_types", "of": "self", "types": ["artifact", "creature"]}, ctx)
        for t in self.triggers_of(src):
            if t.get("when") == "becomes_crewed":
                self._queue_trigger(src, t, {})

    def _tap_crew(self, o, crs, default):
        """702.122b: the creatures tapped to pay the crew cost crew the Vehicle."""
        if default:
            self.ev("choice", "mtg.crew.default", "702.122a", "mtg.activated-abilities", [x["id"] for x in crs],
                    card=self.name(o), creatures=[self.name(x) for x in crs] or "-")
        self.ev("activate", "mtg.crew.tapped", "702.122b", "mtg.activated-abilities", [o["id"]] + [x["id"] for x in crs],
                card=self.name(o), creatures=[self.name(x) for x in crs] or "-",
                total=sum(max(0, self.pt(x)[0]) for x in crs))
        for x in crs:
            self._set_tapped(x, True)   # "whenever ~ becomes tapped" (603.2e)

    # ------------------------------------------------------------------ unearth (702.84)
    @action("unearth", rule="702.84a", fields=("player", "card"), check=_check_unearth_action)
    def _act_unearth(self, a):
        """702.84a: an activated ability of a card in its owner's graveyard, as a sorcery: its cost
        is paid and the ability goes on the stack; the card returns as it resolves."""
        pid = a.get("player") or self.priority
        self._check_can_act(pid)
        p = self.player(pid)
        want = a["card"] if isinstance(a["card"], str) else (a["card"].get("id") or a["card"].get("card"))
        c = next((c for c in p["graveyard"] if str(want).casefold() in (str(c.get("id")).casefold(),
                                                                           str(c.get("card")).casefold())), None)
        if c is None:
            raise illegal("mtg.illegal.unearth_not_in_graveyard", "702.84a", "mtg.activated-abilities", [], card=want,
                          player=self.name(pid))
        d = merged(c)
        name = d.get("card") or c["id"]
        if not d.get("unearth"):
            raise illegal("mtg.illegal.no_unearth", "702.84a", "mtg.activated-abilities", [c["id"]], card=name)
        ss = self._split_second()
        if ss:
            raise illegal("mtg.illegal.split_second_ability", "702.61a", "mtg.kw.split-second", [ss["id"]],
                          card=name, spell=self.name(ss))
        self._sorcery_timing(pid, name, "702.84a", "mtg.activated-abilities", "ability_timing")
        try:
            syms = total_cost(parse_cost(d["unearth"]))
        except CostError as exc:
            raise illegal("mtg.illegal.bad_cost", "601.2f", "mtg.casting", [], card=name, cost=str(exc)) from exc
        sid = self._new_id(f"{c['id']}-unearth")
        self.stack.append({"id": sid, "ability": f"Unearth {d['unearth']}", "source": c["id"], "source_name": name,
                           "controller": pid, "targets": [], "effects": [{"do": "unearth", "of": "self"}],
                           "keywords": sorted(str(k).lower() for k in d.get("keywords") or ()),
                           "colors": list(d.get("colors") or [])})
        self.ev("activate", "mtg.unearth.activate", "702.84a", "mtg.activated-abilities", [sid, c["id"]], card=name,
                cost=cost_text(syms), player=self.name(pid))
        self._pay_mana(pid, syms, name)
        self._priority_point(pid)

    @effect("unearth", rule="702.84a", fields=("of",))
    def _do_unearth(self, e, ctx):
        """Return the card from its owner's graveyard to the battlefield (a new object, 400.7); it
        gains haste, is exiled at the beginning of the next end step and is exiled instead if it
        would leave the battlefield (`unearthed` on the permanent)."""
        for t in self._refs(e.get("of") or "self", ctx):
            owner, card = next(((p, c) for p in self.players for c in p["graveyard"] if c.get("id") == t), (None, None))
            if card is None or owner is None:
                self.ev("resolve", "mtg.unearth.gone", "400.7", "mtg.zones", [t], card=ctx["obj"].get("source_name") or t)
                continue
            new_id = self._new_id(t)
            owner["graveyard"] = [c for c in owner["graveyard"] if c is not card]
            d = merged(card)
            d["id"] = new_id
            d["counters"] = {}
            d["unearthed"] = "waiting"
            perm = self._enter(d, ctx["controller"], from_zone="graveyard")
            self.ev("move", "mtg.unearth.returns", "702.84a", "mtg.zones", [perm["id"]], card=self.name(perm),
                    player=self.name(ctx["controller"]))

    def _unearth_end_step(self):
        """702.84a: "exile it at the beginning of the next end step" triggers once for each
        unearthed permanent (any player's end step: the next one after it returned)."""
        for o in list(self.battlefield):
            if o.get("unearthed") == "waiting":
                o["unearthed"] = "triggered"
                self.ev("trigger", "mtg.unearth.end_step", "702.84a", "mtg.turn.end", [o["id"]], card=self.name(o),
                        step=stepmsg("end"))
                self._queue_trigger(o, {"when": "unearth", "text": "Unearth: exile it (702.84a)", "effects": [
                    {"do": "exile", "of": "self"}]}, {})

    # ------------------------------------------------------------------ dash, evoke, blitz (702.109, 702.74, 702.152)
    def _alt_cost_entered(self, perm, top):
        """The permanent a spell cast for an alternative cost became (its `alt_cost`): dash (702.109a)
        creates a delayed trigger returning it to its owner's hand at the beginning of the next end step,
        blitz (702.152a) one sacrificing it (both give haste: kws; blitz's draw: zones.py); evoke (702.74a)
        triggers as it enters: its controller sacrifices it."""
        alt = perm.get("alt_cost")
        ctx = {"obj": top, "controller": perm["controller"], "targets": [], "x": 0, "kicked": False, "choose": None,
               "context": {}}
        if alt in ("dash", "blitz"):
            rule = "702.109a" if alt == "dash" else "702.152a"
            eff = {"do": "bounce", "of": "self"} if alt == "dash" else {"do": "sacrifice", "of": "self"}
            self.ev("effect", f"mtg.{alt}.entered", rule, "mtg.casting", [perm["id"]], card=self.name(perm))
            self._do_delayed({"do": "delayed", "at": "next_end_step", "effects": [eff],
                              "text": f"{alt.capitalize()} ({rule})"}, ctx)
        elif alt == "evoke":
            self.ev("trigger", "mtg.evoke.triggers", "702.74a", "mtg.casting", [perm["id"]], card=self.name(perm))
            self._queue_trigger(perm, {"when": "evoke", "text": "Evoke: sacrifice it (702.74a)", "effects": [
                {"do": "sacrifice", "of": "self"}]}, {})

    # ------------------------------------------------------------------ embalm (702.128)
    @effect("embalm", rule="702.128a", fields=())
    def _do_embalm(self, e, ctx):
        """702.128a: a token that's a copy of the exiled card (its copiable values, 707.2, kept on the
        ability as `source_card`), except it's white, has no mana cost and is a Zombie in addition to its
        other types (707.9b). The token is "embalmed" (702.128b)."""
        src = ctx["obj"].get("source_card")
        name = ctx["obj"].get("source_name") or "card"
        if not isinstance(src, dict):
            self.ev("resolve", "mtg.embalm.gone", "702.128a", "mtg.activated-abilities", [], card=name)
            return
        tok = copy.deepcopy(src)
        tok["colors"] = ["W"]
        tok.pop("mana_cost", None)
        subs = list(tok.get("subtypes") or [])
        tok["subtypes"] = subs + ([] if "Zombie" in subs else ["Zombie"])
        tok["embalmed"] = True
        self.ev("resolve", "mtg.embalm.token", "702.128a", "mtg.activated-abilities", [], card=name)
        self._do_create_token({"do": "create_token", "token": tok}, ctx)
