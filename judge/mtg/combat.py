"""Combat (CR 506-511) and the evasion and combat keywords (CR 702).

    506.4      removed from combat
    508.1a-f   declaring attackers: untapped, not summoning-sick (302.6), requirements (508.1c-d), tapping
    508.8      no attackers
    509.1a-c   declaring blockers, restrictions and requirements; 509.1h unblocked attackers
    510.1a-c   assigning combat damage (the attacking player's order and amounts)
    510.2      combat damage dealt simultaneously     510.4   first strike damage step
    702.3b defender, 702.9b flying, 702.13b intimidate, 702.16f protection, 702.19b-d trample,
    702.20b vigilance, 702.111b menace, 702.2c deathtouch (lethal damage 1)
    506.5      attacking / blocking alone; the restrictions of restrictions.py on the declarations
"""
from __future__ import annotations

from itertools import combinations

from . import targetspec
from .keywords import COLOR_WORDS, LANDWALK, kwmsg
from . import restrictions as R
from .layers import current_colors

from ..engine.events import Msg
from .registry import action
from .validate import STEPS, check_pairs
from .common import Host, has_subtype, illegal, stepmsg


def _check_assign(v, a, path):
    v.str_(a, "attacker", path, required=True)
    asg = a.get("assignment")
    if not isinstance(asg, dict):
        v.add(f"{path}.assignment", f"expected an object {{id: damage}}, got {v.j(asg)}")
    else:
        for k, n in asg.items():
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                v.add(f"{path}.assignment.{k}", f"expected an integer >= 0, got {v.j(n)}")


class CombatMixin(Host):
    """Methods of MtgGame for Combat (CR 506-511) and the evasion and combat keywords (CR 702)."""

    def _any_first_strike(self):
        if not self.combat:
            return False
        ids = [x["id"] for x in self.combat["attackers"]] + [x["id"] for x in self.combat["blockers"]]
        for i in ids:
            o = self.perm(i)
            if o and self.kws(o) & {"first strike", "double strike"}:
                return True
        return False

    @action("declare_attackers", rule="508.1", fields=("attackers", "player", "choose"),
            check=lambda v, a, p: check_pairs(v, a, "attackers", "defending", p))
    def _act_declare_attackers(self, a):
        si = STEPS.index(self.step)
        target = STEPS.index("declare_attackers")
        if si > target or (si == target and self.combat and self.combat["attackers_declared"]):
            raise illegal("mtg.illegal.attack_step", "508.1", "mtg.combat.declare-attackers", [], step=stepmsg(self.step))
        if self.stack:
            raise illegal("mtg.illegal.stack_not_empty_advance", "500.2", "mtg.priority", [o["id"] for o in self.stack],
                          n=len(self.stack))
        self._goto_step("declare_attackers", a)
        if self.result["over"]:
            return
        ap = self.active
        seen = set()
        decl = []
        for x in a["attackers"]:
            o = self.perm(x["id"])
            if o is None or "creature" not in o["types"]:
                raise illegal("mtg.illegal.attack.not_creature", "508.1a", "mtg.combat.declare-attackers", [x["id"]],
                              card=self.name(x["id"]))
            name = self.name(o)
            if o["controller"] not in self._active_team():   # the active team attacks together (805.10a-b)
                raise illegal("mtg.illegal.attack.not_yours", "508.1a", "mtg.combat.declare-attackers", [o["id"]],
                              card=name, player=self.name(ap))
            if o["id"] in seen:
                raise illegal("mtg.illegal.attack.twice", "508.1a", "mtg.combat.declare-attackers", [o["id"]], card=name)
            seen.add(o["id"])
            ks = self.kws(o)
            if o["tapped"]:
                raise illegal("mtg.illegal.attack.tapped", "508.1a", "mtg.combat.declare-attackers", [o["id"]], card=name)
            if "defender" in ks:
                raise illegal("mtg.illegal.attack.defender", "702.3b", "mtg.combat.declare-attackers", [o["id"]], card=name)
            if "can't attack" in ks:
                raise illegal("mtg.illegal.attack.cant_attack", "508.1c", "mtg.combat.declare-attackers", [o["id"]], card=name)
            if o["summoning_sick"] and "haste" not in ks:
                raise illegal("mtg.illegal.attack.summoning_sick", "302.6", "mtg.kw.summoning-sickness", [o["id"]], card=name)
            d = x.get("defending") or self._attack_defender(o) or self._opponents(ap)[0]
            dp = self.player(d)
            if dp is not None:
                if self._same_team(ap, d) or dp.get("lost"):
                    raise illegal("mtg.illegal.attack.bad_defender", "508.1b", "mtg.combat.declare-attackers", [o["id"]],
                                  card=name, target=self.name(d))
            else:
                pw = self.perm(d)
                if pw is None or "planeswalker" not in pw["types"] and "battle" not in pw["types"] or \
                        self._same_team(ap, pw["controller"]):
                    raise illegal("mtg.illegal.attack.bad_defender", "508.1b", "mtg.combat.declare-attackers", [o["id"]],
                                  card=name, target=self.name(d))
                d = pw["id"]
            exc = self._attack_restriction(o, d, ks)
            if exc is not None:
                raise exc
            decl.append((o, d, ks))
        if len(decl) == 1 and R.ALONE_ATTACK in decl[0][2]:   # 506.5: the only creature declared as an attacker
            raise illegal("mtg.illegal.attack.alone", "508.1c", "mtg.combat.declare-attackers", [decl[0][0]["id"]],
                          card=self.name(decl[0][0]))
        declared = {o["id"] for o, _, _ in decl}
        for o in self._required_attackers():   # 508.1d: as many requirements obeyed as possible
            if o["id"] not in declared:
                raise illegal("mtg.illegal.attack.required", "508.1d", "mtg.combat.declare-attackers", [o["id"]],
                              card=self.name(o))
        self._declare_attackers(decl)

    def _can_attack(self, o):
        ks = self.kws(o)
        return "creature" in o["types"] and not o["tapped"] and not ks & {"defender", "can't attack"} and \
            not (o["summoning_sick"] and "haste" not in ks) and \
            (not R.attack_unless(ks) or self._attack_defender(o) is not None)

    def _attack_restriction(self, o, d, ks):
        """The IllegalAction for `o` attacking `d` (a player, planeswalker or battle) under "can't attack
        unless defending player controls a(n) <land type>" (508.1c), or None."""
        dp = d if self.player(d) else (self.perm(d) or {}).get("controller")
        for land in R.attack_unless(ks):
            if not any(x["controller"] == dp and has_subtype(x, land) for x in self.battlefield):
                return illegal("mtg.illegal.attack.unless_defending", "508.1c", "mtg.combat.declare-attackers",
                               [o["id"]], card=self.name(o), land=Msg("mtg.land_type_a." + land), player=self.name(dp))
        return None

    def _attack_defender(self, o):
        """The first opponent `o` may attack under its restrictions (508.1c), None if none."""
        ks = self.kws(o)
        return next((d for d in self._opponents(self.active) if self._attack_restriction(o, d, ks) is None), None)

    def _required_attackers(self):
        team = self._active_team()
        req = [o for o in self.battlefield if o["controller"] in team and "must attack" in self.kws(o)
               and self._can_attack(o)]
        if any(R.ALONE_ATTACK in self.kws(o) for o in req):   # 506.5: able to attack only with another attacker
            able = [o for o in self.battlefield if o["controller"] in team and self._can_attack(o)]
            req = [o for o in req if R.ALONE_ATTACK not in self.kws(o) or any(x is not o for x in able)]
        return req

    def _default_attackers(self):
        """The declaration of the default (no attackers given): the creatures that must attack, each
        attacking the first opponent it may (508.1d); one that can't attack alone takes the first other
        creature able to attack with it (506.5), said on the step. [] if none must attack."""
        req = self._required_attackers()
        decl = [(o, self._attack_defender(o) or self._opponents(self.active)[0], self.kws(o)) for o in req]
        if len(decl) == 1 and R.ALONE_ATTACK in decl[0][2]:
            team = self._active_team()
            o = next(x for x in self.battlefield if x["controller"] in team and x is not req[0] and self._can_attack(x))
            decl.append((o, self._attack_defender(o) or self._opponents(self.active)[0], self.kws(o)))
            self.ev("attack", "mtg.attack.alone_default", "506.5", "mtg.combat.declare-attackers", [req[0]["id"], o["id"]],
                    card=self.name(req[0]), other=self.name(o))
        return decl

    def _declare_attackers(self, decl):
        ap = self.active
        self.combat["attackers"] = [{"id": o["id"], "defending": d} for o, d, _ in decl]
        self.combat["attackers_declared"] = True
        for o, d, ks in decl:
            if "vigilance" in ks:
                self.ev("attack", "mtg.attack.vigilance", "702.20b", "mtg.kw.vigilance", [o["id"], d], card=self.name(o),
                        target=self.name(d))
            else:
                self.ev("attack", "mtg.attack.declared", "508.1f", "mtg.combat.declare-attackers", [o["id"], d],
                        card=self.name(o), target=self.name(d))
                self._set_tapped(o, True)
        for o, d, _ks in decl:
            for t in self.triggers_of(o):
                if t.get("when") == "attacks" and not t.get("of"):
                    if t.get("dethrone"):   # 702.105a: it attacks the player with the most life or tied for it
                        if self._most_life(d):
                            self._queue_trigger(o, t, self._attack_ctx(d), key="mtg.trigger.dethrone", rule="702.105a",
                                                player=self.name(d))
                        continue
                    if t.get("training"):   # 702.149a: with at least one other creature with greater power
                        mine = self.pt(o)[0]
                        if any(x is not o and self.pt(x)[0] > mine for x, _d2, _k2 in decl):
                            self._queue_trigger(o, t, self._attack_ctx(d), key="mtg.trigger.training", rule="702.149a")
                        continue
                    if t.get("min_attackers"):   # battalion: ~ and at least N-1 other creatures attack (508.1m)
                        if len(decl) >= t["min_attackers"]:
                            self._queue_trigger(o, t, self._attack_ctx(d),
                                                key="mtg.trigger.attacks_with_others", rule="508.1m",
                                                n=len(decl), min=t["min_attackers"])
                        continue
                    self._queue_trigger(o, t, self._attack_ctx(d))
            for x in self.battlefield:   # "Whenever equipped/enchanted creature attacks" (603.2)
                if x.get("attached_to") == o["id"]:
                    for t in self.triggers_of(x):
                        if t.get("when") == "attacks" and t.get("of") == "attached":
                            self._queue_trigger(x, t, {**self._attack_ctx(d), "creature": o["id"]})
        self._creature_attacks(decl)
        if decl:   # the turn's history: these players attacked (508.6)
            self._note_attacked([o["controller"] for o, _d, _ks in decl])
        if len(decl) == 1:   # 506.5: the only creature declared as an attacker attacks alone
            self._attacks_alone(decl[0][0], decl[0][1])
            self._exalted(decl)   # 702.83a: exalted triggers for a creature that attacks alone
        if decl:   # "whenever you attack": one or more creatures declared as attackers (508.3d)
            self._player_event(ap, "player_attacks", count=sum(1 for o, _d, _ks in decl if o["controller"] == ap))
        else:
            self.ev("attack", "mtg.attack.none", "508.8", "mtg.combat", [], player=self.name(ap))
        self._priority_point()

    def _creature_attacks(self, decl):
        """"Whenever a [nontoken / white / Dragon ...] creature [you control] attacks [you / you or a
        planeswalker you control]" (508.3a): once for each creature declared as an attacker that the
        trigger's `filter` (a permanent word, from the trigger's controller's side) and `subtypes`
        describe; `other`: not the source itself; `defender`: it attacks the trigger's controller
        ("you") or them or a planeswalker they control ("you_or_pw"). "That creature" is the attacker,
        "that player" the player it attacks (none when it attacks a planeswalker or battle)."""
        for o, d, _ks in decl:
            ctx = {"player": d if self.player(d) else None, "creature": o["id"], "creature_controller": o["controller"]}
            for x in self._trigger_sources():   # emblems too (114.4)
                for t in self.triggers_of(x):
                    if t.get("when") != "creature_attacks" or (t.get("other") and x is o):
                        continue
                    if t.get("filter") and not targetspec.permanent_ok(t["filter"], o, x["controller"], self):
                        continue
                    if t.get("subtypes") and not any(has_subtype(o, st) for st in t["subtypes"]):
                        continue
                    dv = t.get("defender")
                    if dv and not (d == x["controller"] or dv == "you_or_pw" and self.perm(d) is not None
                                   and self.perm(d)["controller"] == x["controller"]
                                   and "planeswalker" in self.perm(d)["types"]):
                        continue
                    self._queue_trigger(x, t, ctx, key="mtg.trigger.creature_attacks", rule="508.3a",
                                        other=self.name(o), target=self.name(d))

    def _attacks_alone(self, o, d):
        """"Whenever ~ attacks alone" / "whenever a creature you control attacks alone" (506.5): `o` is
        the only creature declared as an attacker; "it" / "that creature" is `o`."""
        ctx = {**self._attack_ctx(d), "creature": o["id"]}
        for x in self._trigger_sources():   # emblems too (114.4)
            for t in self.triggers_of(x):
                if t.get("when") != "attacks_alone":
                    continue
                if t.get("subtypes"):   # "a Samurai or Warrior you control" (205.3)
                    if x["controller"] != o["controller"] or not any(has_subtype(o, st) for st in t["subtypes"]):
                        continue
                    self._queue_trigger(x, t, ctx, key="mtg.trigger.attacks_alone", rule="506.5", other=self.name(o))
                elif (x is o and not t.get("filter")) or \
                        (t.get("filter") and targetspec.permanent_ok(t["filter"], o, x["controller"], self)):
                    self._queue_trigger(x, t, ctx, key="mtg.trigger.attacks_alone", rule="506.5", other=self.name(o))

    def _defends(self, pid, att):
        """pid may block `att`: it attacks pid, their planeswalker or battle, or, with shared team turns,
        a teammate of pid's (the defending team has one combined block, 805.10d)."""
        d = self._defender_of(att)
        return d is not None and self._same_team(pid, d)

    def _defending_player(self, attacker):
        """The defending player of an attacking creature (506.2): the player it attacks, or the
        controller of the planeswalker it attacks; None if it is not attacking."""
        att = next((x for x in (self.combat or {}).get("attackers") or () if x["id"] == attacker["id"]), None)
        return self._defender_of(att) if att else None

    def _attack_ctx(self, d):
        """A trigger's context when a creature attacks `d` (a player or a planeswalker/battle id):
        "that player" is the player attacked (none for a planeswalker or battle), "defending player"
        the player attacked or the planeswalker's controller (506.2)."""
        return {"player": d if self.player(d) else None, "defending": self._defender_of({"defending": d})}

    def _defender_of(self, att):
        d = att["defending"]
        if self.player(d):
            return d
        pw = self.perm(d)
        return pw["controller"] if pw else None

    @action("declare_blockers", rule="509.1", fields=("blockers", "player", "choose"),
            check=lambda v, a, p: check_pairs(v, a, "blockers", "blocking", p))
    def _act_declare_blockers(self, a):
        si = STEPS.index(self.step)
        target = STEPS.index("declare_blockers")
        if not self.combat or not self.combat["attackers"] or si < STEPS.index("declare_attackers") or si > target \
                or (si == target and self.combat["blockers_declared"]):
            raise illegal("mtg.illegal.block_step", "509.1", "mtg.combat.declare-blockers", [], step=stepmsg(self.step))
        if self.stack:
            raise illegal("mtg.illegal.stack_not_empty_advance", "500.2", "mtg.priority", [o["id"] for o in self.stack],
                          n=len(self.stack))
        self._goto_step("declare_blockers", a)
        if self.result["over"] or self.step != "declare_blockers":
            return
        attackers = {x["id"]: x for x in self.combat["attackers"]}
        seen = set()
        decl = []
        for x in a["blockers"]:
            b = self.perm(x["id"])
            if b is None or "creature" not in b["types"]:
                raise illegal("mtg.illegal.block.not_creature", "509.1a", "mtg.combat.declare-blockers", [x["id"]],
                              card=self.name(x["id"]))
            bname = self.name(b)
            att = attackers.get(x["blocking"]) or next((v for k, v in attackers.items()
                                                        if k.casefold() == str(x["blocking"]).casefold()), None)
            if att is None:
                raise illegal("mtg.illegal.block.not_attacking", "509.1a", "mtg.combat.declare-blockers", [b["id"]],
                              card=bname, attacker=self.name(x["blocking"]))
            A = self.perm(att["id"])
            aname = self.name(A)
            if not self._defends(b["controller"], att):
                raise illegal("mtg.illegal.block.not_defending", "509.1a", "mtg.combat.declare-blockers", [b["id"]],
                              card=bname, attacker=aname)
            if b["id"] in seen:
                most = self._max_blocks(b)
                if most < 2:
                    raise illegal("mtg.illegal.block.twice", "509.1a", "mtg.combat.declare-blockers", [b["id"]], card=bname)
                if (b["id"], att["id"]) in seen or sum(1 for x, _ in decl if x is b) >= most:
                    raise illegal("mtg.illegal.block.extra" if R.ANY_NUMBER not in self.kws(b) else
                                  "mtg.illegal.block.same_attacker", "509.1a", "mtg.combat.declare-blockers", [b["id"]],
                                  card=bname)
            seen.add(b["id"])
            seen.add((b["id"], att["id"]))
            if b["tapped"]:
                raise illegal("mtg.illegal.block.tapped", "509.1a", "mtg.combat.declare-blockers", [b["id"]], card=bname)
            exc = self._block_restriction(b, A)
            if exc is not None:
                raise exc
            decl.append((b, A))
        exc = self._block_declaration_problem(decl)
        if exc is not None:
            raise exc
        blocking = {b["id"] for b, _ in decl}
        pairs = {(b["id"], A["id"]) for b, A in decl}
        lure = self._lure_attackers()
        for b, A in self._required_blockers():   # 509.1c
            if A["id"] in lure:   # "all creatures able to block it do so": as many of them as it can block
                able = self._lure_able(b, lure)
                need = min(len(able), self._max_blocks(b))
                if sum(1 for x in able if (b["id"], x["id"]) in pairs) < need:
                    A = next((x for x in able if (b["id"], x["id"]) not in pairs), A)
                    raise illegal("mtg.illegal.block.lure", "509.1c", "mtg.combat.declare-blockers", [b["id"], A["id"]],
                                  card=self.name(b), attacker=self.name(A))
            elif b["id"] not in blocking:
                raise illegal("mtg.illegal.block.required", "509.1c", "mtg.combat.declare-blockers", [b["id"]],
                              card=self.name(b))
        if self._has_block_requirements():   # 509.1c as a whole: "must be blocked if able", menace with "must block"
            most, best = self._most_block_requirements()
            got = self._block_requirements_obeyed(decl)
            if got < most:
                raise illegal("mtg.illegal.block.fewer_requirements", "509.1c", "mtg.combat.declare-blockers",
                              sorted({x["id"] for pair in best for x in pair}), got=got, most=most,
                              example=[Msg("mtg.block.pair", {"card": self.name(b), "attacker": self.name(A)})
                                       for b, A in best])
        self._declare_blockers(decl)

    def _block_restriction(self, b, A):
        """The IllegalAction for b blocking A alone (tapped, evasion, protection, can't block), or None."""
        bname, aname = self.name(b), self.name(A)
        if b["tapped"]:
            return illegal("mtg.illegal.block.tapped", "509.1a", "mtg.combat.declare-blockers", [b["id"]], card=bname)
        aks, bks = self.kws(A), self.kws(b)
        if "can't block" in bks:
            return illegal("mtg.illegal.block.cant_block", "509.1b", "mtg.combat.declare-blockers", [b["id"]], card=bname)
        if "unleash" in bks and b["counters"].get("+1/+1", 0) > 0:   # 702.98a: it can't block with a +1/+1 counter
            return illegal("mtg.illegal.block.unleash", "702.98a", "mtg.combat.declare-blockers", [b["id"]], card=bname)
        # "can block only <word>", "can't block <word>", "can't be blocked [except] by <word>" (509.1b)
        for form, who, other, want in (("block_only", bks, A, True), ("cant_block_filter", bks, A, False),
                                       ("blocked_by", aks, b, False), ("except_by", aks, b, True)):
            for f in R.filters(who, form):
                if R.filter_ok(self, f, other) != want:
                    return illegal("mtg.illegal.block." + form, "509.1b", "mtg.combat.declare-blockers",
                                   [b["id"], A["id"]], card=bname, attacker=aname, filter=R.filter_msg(f))
        if "flying" in aks and not bks & {"flying", "reach"}:
            return illegal("mtg.illegal.block.flying", "702.9b", "mtg.kw.flying", [b["id"], A["id"]], card=bname,
                           attacker=aname)
        if "intimidate" in aks and "artifact" not in b["types"] and not set(current_colors(A)) & set(current_colors(b)):
            return illegal("mtg.illegal.block.intimidate", "702.13b", "mtg.kw.intimidate", [b["id"], A["id"]],
                           card=bname, attacker=aname)
        ev = self._evasion(b, A, aks, bks, bname, aname)
        if ev is not None:
            return ev
        prot = self.protected_from(A, self.quality_info(b))
        if prot is not None and prot[len("protection from "):] in COLOR_WORDS:
            return illegal("mtg.illegal.block.protection", "702.16f", "mtg.kw.protection", [b["id"], A["id"]],
                           card=bname, attacker=aname)
        if prot is not None:   # protection from creatures, from Vampires, from everything (702.16f, 702.16j)
            return illegal("mtg.illegal.block.protection_q", "702.16f", "mtg.kw.protection", [b["id"], A["id"]],
                           card=bname, attacker=aname, prot=kwmsg(prot))
        return None

    def _evasion(self, b, A, aks, bks, bname, aname):
        """Landwalk (702.14c), fear (702.36b), shadow (702.28b), horsemanship (702.31b), skulk (702.118b)
        and "can't be blocked" (509.1b): the IllegalAction for b blocking A, or None."""
        if "can't be blocked" in aks:
            return illegal("mtg.illegal.block.unblockable", "509.1b", "mtg.combat.declare-blockers", [b["id"], A["id"]],
                           card=bname, attacker=aname)
        for kw, land in LANDWALK.items():
            if kw in aks and any(o["controller"] == b["controller"] and "land" in o["types"]
                                 and land.casefold() in {str(x).casefold() for x in o.get("subtypes") or ()}
                                 for o in self.battlefield):
                return illegal("mtg.illegal.block.landwalk", "702.14c", "mtg.combat.declare-blockers",
                               [b["id"], A["id"]], card=bname, attacker=aname, keyword=Msg("mtg.kw." + kw),
                               land=land, player=self.name(b["controller"]))
        if "fear" in aks and "artifact" not in b["types"] and "B" not in current_colors(b):
            return illegal("mtg.illegal.block.fear", "702.36b", "mtg.combat.declare-blockers", [b["id"], A["id"]],
                           card=bname, attacker=aname)
        if ("shadow" in aks) != ("shadow" in bks) and not ("shadow" in aks and R.SHADOW_AS_THOUGH in bks):
            return illegal("mtg.illegal.block.shadow", "702.28b", "mtg.combat.declare-blockers", [b["id"], A["id"]],
                           card=bname, attacker=aname)
        if "horsemanship" in aks and "horsemanship" not in bks:
            return illegal("mtg.illegal.block.horsemanship", "702.31b", "mtg.combat.declare-blockers",
                           [b["id"], A["id"]], card=bname, attacker=aname)
        if "skulk" in aks and self.pt(b)[0] > self.pt(A)[0]:   # 702.118b: powers as the blockers are declared
            return illegal("mtg.illegal.block.skulk", "702.118b", "mtg.combat.declare-blockers",
                           [b["id"], A["id"]], card=bname, attacker=aname, power=self.pt(b)[0], apower=self.pt(A)[0])
        return None

    def _block_declaration_problem(self, decl):
        """The IllegalAction for a declaration [(blocker, attacker)] as a whole, or None: menace and
        "can't be blocked except by N or more creatures" (702.111b, 509.1b), "can't be blocked by more
        than one creature" (509.1b), "can't block alone" (506.5: the only creature declared as a blocker)."""
        count: dict = {}
        for _, A in decl:
            count[A["id"]] = count.get(A["id"], 0) + 1
        for A in {A["id"]: A for _, A in decl}.values():
            ks, n = self.kws(A), count[A["id"]]
            need = R.min_blockers(ks)
            if n < need:
                if "menace" in ks and need == 2:
                    return illegal("mtg.illegal.block.menace", "702.111b", "mtg.kw.menace", [A["id"]], card=self.name(A))
                return illegal("mtg.illegal.block.min_blockers", "509.1b", "mtg.combat.declare-blockers", [A["id"]],
                               card=self.name(A), n=need, got=n)
            if n > 1 and R.AT_MOST_ONE in ks:
                return illegal("mtg.illegal.block.more_than_one", "509.1b", "mtg.combat.declare-blockers",
                               [A["id"]] + [b["id"] for b, x in decl if x is A], card=self.name(A), n=n)
        blockers = list({b["id"]: b for b, _ in decl}.values())
        if len(blockers) == 1 and R.ALONE_BLOCK in self.kws(blockers[0]):
            return illegal("mtg.illegal.block.alone", "509.1b", "mtg.combat.declare-blockers", [blockers[0]["id"]],
                           card=self.name(blockers[0]))
        return None

    def _declaration_wide_restrictions(self):
        """Some attacker can't be blocked by more than one creature, or some creature can't block alone:
        a "must block" creature's requirement then depends on the other blocks (509.1c as a whole)."""
        return any(R.AT_MOST_ONE in self.kws(A) for A in (self.perm(a["id"]) for a in self.combat["attackers"]) if A) \
            or any("creature" in b["types"] and R.ALONE_BLOCK in self.kws(b) for b in self.battlefield)

    def _required_blockers(self):
        """[(creature, first attacker it can block)] for each "must block" creature able to block an
        attacker without menace on its own, and Lure's blocks; the whole-declaration count
        (_most_block_requirements) covers menace and "must be blocked if able", and everything when a
        restriction of the declaration as a whole is in play ([] then)."""
        out: list = []
        if self._declaration_wide_restrictions():
            return out
        lure = self._lure_attackers()
        for b in self.battlefield:
            if "creature" not in b["types"]:
                continue
            if lure:   # Lure (509.1c): every creature able to block a lure attacker blocks it; one that can
                # block an additional creature blocks two of them (the most requirements obeyed)
                forced = self._lure_able(b, lure)[:self._max_blocks(b)]
                if forced:
                    out += [(b, A) for A in forced]
                    continue
            if "must block" not in self.kws(b):
                continue
            for att in self.combat["attackers"]:
                A = self.perm(att["id"])
                if A is None or not self._defends(b["controller"], att) or R.min_blockers(self.kws(A)) > 1:
                    continue
                if self._block_restriction(b, A) is None:
                    out.append((b, A))
                    break
        return out

    def _mbb_attackers(self):
        """Attackers that "must be blocked if able" (509.1c): one requirement each, obeyed when at
        least one creature blocks it."""
        return [a["id"] for a in self.combat["attackers"] if self.perm(a["id"]) is not None
                and "must be blocked if able" in self.kws(self.perm(a["id"]))]

    def _has_block_requirements(self):
        return bool(self._mbb_attackers() or self._lure_attackers() or any(
            "creature" in b["types"] and "must block" in self.kws(b) for b in self.battlefield))

    def _block_requirements_obeyed(self, decl, facts=None):
        """How many blocking requirements (509.1c) the declaration [(blocker, attacker)] obeys: each
        "must block" creature that blocks, each (creature able to block it, Lure attacker) pair
        blocking, each "must be blocked if able" attacker blocked by at least one creature."""
        must, lure, mbb = facts or self._block_requirement_facts()
        n = len({b["id"] for b, _ in decl} & must)
        if lure:
            n += sum(1 for b, A in decl if A["id"] in lure)
        return n + len({A["id"] for _, A in decl} & mbb)

    def _block_requirement_facts(self):
        """(ids of "must block" creatures, Lure attackers, "must be blocked if able" attackers)."""
        return ({b["id"] for b in self.battlefield if "creature" in b["types"] and "must block" in self.kws(b)},
                set(self._lure_attackers()), set(self._mbb_attackers()))

    def _most_block_requirements(self, limit=200_000):
        """(the most requirements a legal declaration can obey, one such declaration without a block
        the requirements don't need): a search over the creatures of the defending players (509.1c), restricted by what
        each can block alone (509.1b) and by menace (an attacker with menace blocked by exactly one
        creature is no legal declaration, 702.111b). Blocks that can't add a requirement are left out
        of the search (a creature with no requirement only matters for an attacker that must be
        blocked or has menace). The restrictions of the declaration as a whole (_block_declaration_problem:
        "can't be blocked by more than one creature", "can't block alone", "except by three or more")
        apply too; with "can't block alone" in play every creature able to block is in the search (a
        creature with no requirement may be the one that lets another block). Beyond `limit` nodes the
        search is refused, never cut short."""
        facts = self._block_requirement_facts()
        _, lure, mbb = facts
        atts = [(att, self.perm(att["id"])) for att in self.combat["attackers"]]
        atts = [(att, A) for att, A in atts if A is not None]
        need_n = {A["id"]: R.min_blockers(self.kws(A)) for _, A in atts}   # menace: 2 (702.111b)
        menace = {a for a, n in need_n.items() if n > 1}
        at_most_one = {A["id"] for _, A in atts if R.AT_MOST_ONE in self.kws(A)}
        alone = {b["id"] for b in self.battlefield if "creature" in b["types"] and R.ALONE_BLOCK in self.kws(b)}
        cands = []   # (blocker, options: tuples of attackers)
        for b in self.battlefield:
            if "creature" not in b["types"] or b["tapped"]:
                continue
            able = [A for att, A in atts if self._defends(b["controller"], att)
                    and self._block_restriction(b, A) is None]
            if not able:
                continue
            must = "must block" in self.kws(b)
            useful = [A for A in able if A["id"] in lure or A["id"] in mbb]
            plain = [A for A in able if A not in useful and A["id"] not in menace]
            if alone:
                useful += plain   # any block may be the one that lets a creature that can't block alone block
            elif must and plain:
                # any other attacker obeys "must block" just as well; with "can't be blocked by more than
                # one creature" in play the search needs each of them
                useful += plain if at_most_one else plain[:1]
            useful += [A for A in able if A not in useful and A["id"] in menace]
            if not useful:
                continue
            opts = [(A,) for A in useful]
            for k in range(2, min(self._max_blocks(b), len(useful)) + 1):   # 509.1a: blocking more than one
                opts += list(combinations(useful, k))
            cands.append((b, opts))
        best: list = [0, 0, []]   # requirements, -blocks, declaration
        nodes = [0]
        chosen: list = []
        must = facts[0]
        # a bound on what the creatures from i on can still add: their "must block" and Lure blocks
        # (rest), and the "must be blocked" attackers still unblocked that their blocks (slots) can
        # cover, one block each, two for an unblocked one with menace
        gain = [(b["id"] in must) + min(self._max_blocks(b), sum(1 for A in {A["id"]: A for o in opts for A in o}.values()
                                                                 if A["id"] in lure)) for b, opts in cands]
        rest, slots = [0] * (len(cands) + 1), [0] * (len(cands) + 1)
        for i in range(len(cands) - 1, -1, -1):
            rest[i] = rest[i + 1] + gain[i]
            slots[i] = slots[i + 1] + self._max_blocks(cands[i][0])

        def bound(i):
            count: dict = {}
            for _, A in chosen:
                count[A["id"]] = count.get(A["id"], 0) + 1
            need = sorted(need_n[a] - count.get(a, 0) for a in mbb if count.get(a, 0) < need_n[a])
            covered, room = 0, slots[i]
            for k in need:
                if k > room:
                    break
                room -= k
                covered += 1
            return rest[i] + covered

        def legal():
            count: dict = {}
            for _, A in chosen:
                count[A["id"]] = count.get(A["id"], 0) + 1
            if any(0 < count.get(m, 0) < need_n[m] for m in menace) or any(count.get(a, 0) > 1 for a in at_most_one):
                return False
            blockers = {b["id"] for b, _ in chosen}
            return not (len(blockers) == 1 and blockers <= alone)

        found = [False]

        def walk(i):
            nodes[0] += 1
            if nodes[0] > limit:
                raise illegal("mtg.illegal.block.requirements_search", "509.1c", "mtg.combat.declare-blockers", [],
                              n=len(cands))
            if i == len(cands):
                if legal():
                    n = self._block_requirements_obeyed(chosen, facts)
                    if not found[0] or n > best[0]:
                        found[0] = True
                        best[:] = [n, 0, list(chosen)]
                return
            if found[0] and (best[0] >= top or self._block_requirements_obeyed(chosen, facts) + bound(i) <= best[0]):
                return   # this branch can't obey more requirements
            b, opts = cands[i]
            for opt in opts:   # blocks first: a declaration obeying many requirements is found early
                chosen.extend((b, A) for A in opt)
                walk(i + 1)
                del chosen[len(chosen) - len(opt):]
            walk(i + 1)

        top = bound(0)   # no declaration obeys more: the search stops when one does
        # a greedy first declaration (often already the best): each creature blocks the attacker whose
        # requirement it serves first, an attacker with menace gets a second blocker
        load: dict = {}
        for b, opts in cands:
            pick = next((o for o in opts if len(o) == 1 and o[0]["id"] in mbb and load.get(o[0]["id"], 0)
                         < need_n[o[0]["id"]]), None) or \
                next((o for o in opts if len(o) == 1 and o[0]["id"] in menace
                      and 0 < load.get(o[0]["id"], 0) < need_n[o[0]["id"]]), None) or \
                next((o for o in opts if all(A["id"] in lure for A in o)), None) or \
                (opts[0] if b["id"] in must else None)
            if pick:
                chosen.extend((b, A) for A in pick)
                for A in pick:
                    load[A["id"]] = load.get(A["id"], 0) + 1
        if legal():
            found[0] = True
            best[:] = [self._block_requirements_obeyed(chosen, facts), 0, list(chosen)]
        chosen.clear()
        walk(0)
        decl = best[2]
        for pair in list(reversed(decl)):   # then leave out each block the requirements don't need
            trial = [x for x in decl if x is not pair]
            chosen[:] = trial
            if legal() and self._block_requirements_obeyed(trial, facts) == best[0]:
                decl = trial
        return best[0], decl

    def _lure_able(self, b, lure):
        """The attackers with "all creatures able to block it do so" that b could block (509.1c)."""
        out = []
        for aid in lure:
            A = self.perm(aid)
            att = next((x for x in self.combat["attackers"] if x["id"] == aid), None)
            if A is not None and att is not None and self._defends(b["controller"], att) \
                    and self._block_restriction(b, A) is None:
                out.append(A)
        return out

    def _max_blocks(self, b):
        ks = self.kws(b)
        if R.ANY_NUMBER in ks:   # 509.1a: as many attackers as there are
            return max(2, len(self.combat["attackers"]) if self.combat else 2)
        return 2 if "can block an additional creature" in ks else 1

    def _lure_attackers(self):
        return [a["id"] for a in self.combat["attackers"] if self.perm(a["id"]) is not None
                and "all creatures able to block it do so" in self.kws(self.perm(a["id"]))]

    def _declare_blockers(self, decl):
        self.combat["blockers"] = [{"id": b["id"], "blocking": A["id"]} for b, A in decl]
        self.combat["blockers_declared"] = True
        self.combat["blocked"] = sorted({A["id"] for _, A in decl})
        for b, A in decl:
            self.ev("block", "mtg.block.declared", "509.1a", "mtg.combat.declare-blockers", [b["id"], A["id"]],
                    card=self.name(b), attacker=self.name(A))
        # 509.1i / 509.3a, 509.3c: "whenever ~ blocks" once per blocker, "whenever ~ becomes blocked" once per attacker
        blockers = list({id(b): b for b, _ in decl}.values())
        attackers = list({id(A): A for _, A in decl}.values())
        for o, when in [(b, "blocks") for b in blockers] + [(A, "becomes_blocked") for A in attackers]:
            for t in self.triggers_of(o):
                if t.get("when") == when and not t.get("of"):   # "defending player" (506.2): of the attacker
                    self._queue_trigger(o, t, {"defending": self._defending_player(o)} if when == "becomes_blocked" else {})
            for x in self.battlefield:   # "whenever enchanted / equipped creature blocks / becomes blocked"
                if x.get("attached_to") == o["id"]:
                    for t in self.triggers_of(x):
                        if t.get("when") == when and t.get("of") == "attached":
                            self._queue_trigger(x, t, {"creature": o["id"]})
        for A in attackers:   # "whenever a creature you control becomes blocked" (509.3c): once for each
            for x in self._trigger_sources():
                for t in self.triggers_of(x):
                    if t.get("when") == "creature_becomes_blocked" and (not t.get("filter") or targetspec.permanent_ok(
                            t["filter"], A, x["controller"], self)):
                        self._queue_trigger(x, t, {"creature": A["id"]}, key="mtg.trigger.creature_becomes_blocked",
                                            rule="509.3c", other=self.name(A))
        # 509.3b / 509.3d: "whenever ~ blocks a creature" once for each creature it blocks, "whenever ~
        # becomes blocked by a creature" once for each creature blocking it ("that creature": the other one)
        for b, A in decl:
            for o, other, when in ((b, A, "blocks_creature"), (A, b, "blocked_by_creature")):
                for t in self.triggers_of(o):
                    if t.get("when") == when and (not t.get("filter") or targetspec.permanent_ok(
                            t["filter"], other, o["controller"], self)):   # "blocks a creature with flying"
                        self._queue_trigger(o, t, {"creature": other["id"], "defending": self._defending_player(A)}, key="mtg.trigger." + when,
                                            rule="509.3b" if when == "blocks_creature" else "509.3d",
                                            other=self.name(other))
        self._block_keywords(decl)   # bushido 702.45a, flanking 702.25a, rampage 702.23a
        self._unblocked_events()
        self._priority_point()

    def _unblocked_events(self):
        for att in self.combat["attackers"]:
            aid = att["id"]
            if aid not in self.combat["blocked"]:
                self.ev("block", "mtg.block.unblocked", "509.1h", "mtg.combat.declare-blockers", [aid], card=self.name(aid))
                o = self.perm(aid)
                for t in (self.triggers_of(o) if o is not None else ()):
                    if t.get("when") == "unblocked":
                        self._queue_trigger(o, t, {"player": self._defender_of(att), "defending": self._defender_of(att)})

    @action("assign_damage", rule="510.1", fields=("attacker", "assignment", "player"), check=_check_assign)
    def _act_assign_damage(self, a):
        if not self.combat or self.step not in ("declare_blockers", "first_strike_damage") or self.stack:
            raise illegal("mtg.illegal.assign_step", "510.1", "mtg.combat.damage", [], step=stepmsg(self.step))
        att = next((x for x in self.combat["attackers"] if x["id"].casefold() == a["attacker"].casefold()), None)
        A = self.perm(att["id"]) if att else None
        if A is None:
            raise illegal("mtg.illegal.block.not_attacking", "510.1c", "mtg.combat.damage", [], card=a["attacker"],
                          attacker=a["attacker"])
        blockers = [self.perm(b["id"]) for b in self.combat["blockers"] if b["blocking"] == A["id"]]
        blockers = [b for b in blockers if b]
        asg = self._checked_assignment(A, att, a["assignment"], blockers)
        defender = att["defending"]
        self.combat["assignments"][A["id"]] = asg
        self.ev("choice", "mtg.assign.chosen", "510.1c", "mtg.combat.damage", [A["id"]] + [b["id"] for b in blockers],
                card=self.name(A), assignment=[Msg("mtg.assign.part", {"target": self.name(k if k != "__player__" else defender),
                                                                       "n": n}) for k, n in asg.items()])

    def _checked_assignment(self, A, att, raw, blockers):
        """An attacker's combat damage assignment {id: n} checked against 510.1a-c and 702.19b-c
        (510.1e: an illegal one is refused with its rule). Keys: its blockers, what it attacks
        ("player" also names it) and, with trample over planeswalkers while attacking a planeswalker,
        that planeswalker's controller. Stored with "__player__" for what it attacks."""
        power = max(0, self.pt(A)[0])
        defender = att["defending"]
        pw = self.perm(defender)
        pw_ctl = pw["controller"] if pw is not None and "planeswalker" in pw["types"] else None
        ks = self.kws(A)
        asg: dict = {}
        for k, n in raw.items():
            if k == "__player__" or k == "player" or k.casefold() == str(defender).casefold():
                asg["__player__"] = asg.get("__player__", 0) + n
            elif pw_ctl is not None and self.player(k) is not None and k.casefold() == pw_ctl.casefold():
                if "trample over planeswalkers" not in ks:   # 702.19b: only what it attacks
                    raise illegal("mtg.illegal.assign.pw_controller", "702.19b", "mtg.kw.trample", [A["id"], defender],
                                  card=self.name(A), planeswalker=self.name(pw), player=self.name(pw_ctl))
                asg[pw_ctl] = asg.get(pw_ctl, 0) + n
            else:
                b = next((b for b in blockers if b["id"].casefold() == k.casefold()), None)
                if b is None:
                    raise illegal("mtg.illegal.assign.not_blocker", "510.1c", "mtg.combat.damage", [A["id"], k],
                                  card=self.name(A), target=self.name(k))
                asg[b["id"]] = asg.get(b["id"], 0) + n
        if sum(asg.values()) != power:
            raise illegal("mtg.illegal.assign.total", "510.1a", "mtg.combat.damage", [A["id"]], card=self.name(A),
                          power=power, got=sum(asg.values()))
        beyond = asg.get("__player__", 0) + (asg.get(pw_ctl, 0) if pw_ctl else 0)
        if beyond and (blockers or A["id"] in self.combat.get("blocked", [])):
            if "trample" not in ks:
                raise illegal("mtg.illegal.assign.no_trample", "510.1c", "mtg.combat.damage", [A["id"]], card=self.name(A))
            for b in blockers:
                if asg.get(b["id"], 0) < self._lethal(b, ks):
                    raise illegal("mtg.illegal.assign.trample_lethal", "702.19b", "mtg.kw.trample", [A["id"], b["id"]],
                                  card=self.name(A), blocker=self.name(b), lethal=self._lethal(b, ks))
        if pw_ctl and asg.get(pw_ctl):
            # 702.19c: the planeswalker is first assigned damage at least equal to its loyalty, counting
            # what other attackers assign to it in this step
            loyalty = max(0, pw["counters"].get("loyalty", 0))
            others = 0
            for x in self.combat["attackers"]:
                if x["id"] == A["id"] or x["defending"] != defender:
                    continue
                rec = self.combat.get("assignments", {}).get(x["id"])
                if rec is not None:
                    others += rec.get("__player__", 0)
                elif x["id"] not in self.combat.get("blocked", []):
                    X = self.perm(x["id"])
                    others += max(0, self.pt(X)[0]) if X is not None else 0
            if asg.get("__player__", 0) + others < loyalty:
                raise illegal("mtg.illegal.assign.pw_loyalty", "702.19c", "mtg.kw.trample", [A["id"], defender],
                              card=self.name(A), planeswalker=self.name(pw), loyalty=loyalty,
                              player=self.name(pw_ctl))
        return asg

    def _to_attacked(self, A, d, n, ks, plan):
        """Damage of attacker A to what it attacks. With trample over planeswalkers, damage beyond
        lethal damage to an attacked planeswalker (its loyalty) goes to its controller (702.19c)."""
        pw = self.perm(d) if "trample over planeswalkers" in ks else None
        if pw is not None and "planeswalker" in pw["types"]:
            lethal = max(0, pw["counters"].get("loyalty", 0))
            if n > lethal:
                if lethal:
                    plan.append((A, d, lethal))
                plan.append((A, pw["controller"], n - lethal))
                self.ev("damage", "mtg.combat.trample_over_planeswalkers", "702.19c", "mtg.kw.trample", [A["id"], d],
                        card=self.name(A), planeswalker=self.name(pw), lethal=lethal, amount=n - lethal,
                        player=self.name(pw["controller"]))
                return
        plan.append((A, d, n))

    def _lethal(self, b, ks):
        if "deathtouch" in ks:
            return 1   # 702.2c
        return max(0, self.pt(b)[1] - b["damage"])

    def _combat_damage(self, first):
        c = self.combat
        if not c:
            return
        done = set(c.get("first_strike_done") or [])
        self.ev("step", "mtg.combat.first_strike_step" if first else "mtg.combat.damage_step",
                "510.4" if first else "510.2", "mtg.combat.damage", [])

        def deals(o):
            ks = self.kws(o)
            if first:
                return bool(ks & {"first strike", "double strike"})
            return "double strike" in ks or o["id"] not in done

        plan = []   # (source perm, target id, amount)
        for att in c["attackers"]:
            A = self.perm(att["id"])
            if A is None or not deals(A):
                continue
            power = self.pt(A)[0]
            if power <= 0:
                continue
            ks = self.kws(A)
            d = att["defending"]
            blockers = [self.perm(b["id"]) for b in c["blockers"] if b["blocking"] == A["id"]]
            blockers = [b for b in blockers if b]
            asg = c.get("assignments", {}).get(A["id"])
            if asg and all(k in ("__player__", "player") or k.casefold() == str(d).casefold() or self.player(k)
                           or self.perm(k) in blockers for k in asg):
                # a recorded assignment (the action or the state): checked again, refused if illegal (510.1e)
                for k, n in self._checked_assignment(A, att, asg, blockers).items():
                    plan.append((A, d if k == "__player__" else k, n))
                continue
            if att["id"] not in c.get("blocked", []):
                self._to_attacked(A, d, power, ks, plan)
                continue
            if not blockers:
                if "trample" in ks:
                    self._to_attacked(A, d, power, ks, plan)   # 702.19d
                    self.ev("damage", "mtg.combat.trample_no_blockers", "702.19d", "mtg.kw.trample", [A["id"]],
                            card=self.name(A))
                else:
                    self.ev("damage", "mtg.combat.blocked_no_damage", "510.1c", "mtg.combat.damage", [A["id"]],
                            card=self.name(A))
                continue
            left = power
            for i, b in enumerate(blockers):
                last = i == len(blockers) - 1
                lethal = self._lethal(b, ks)
                if last and "trample" not in ks:
                    n = left
                else:
                    n = min(left, lethal)
                if n:
                    plan.append((A, b["id"], n))
                left -= n
            if left > 0 and "trample" in ks:
                self._to_attacked(A, d, left, ks, plan)
                self.ev("damage", "mtg.combat.trample_deathtouch" if "deathtouch" in ks else "mtg.combat.trample_excess",
                        "702.19b", "mtg.kw.trample", [A["id"]], card=self.name(A), amount=left)
        blocked_by = {}   # blocker id -> the attackers it blocks (more than one: "can block an additional creature")
        for bl in c["blockers"]:
            blocked_by.setdefault(bl["id"], []).append(bl["blocking"])
        for bid, aids in blocked_by.items():
            B = self.perm(bid)
            atts = [a for a in (self.perm(x) for x in aids) if a is not None]
            if B is None or not deals(B) or not atts:
                continue
            power = self.pt(B)[0]
            if power <= 0:
                continue
            if len(atts) == 1:
                plan.append((B, atts[0]["id"], power))
                continue
            # 510.1d: divided among the attackers it blocks (default: lethal to each in order, the rest to the last)
            left, bks = power, self.kws(B)
            for i, A in enumerate(atts):
                n = left if i == len(atts) - 1 else min(left, self._lethal(A, bks))
                if n:
                    plan.append((B, A["id"], n))
                left -= n
            self.ev("damage", "mtg.combat.blocker_divides", "510.1d", "mtg.combat.damage", [B["id"]] + [a["id"] for a in atts],
                    card=self.name(B), attackers=[self.name(a) for a in atts])
        if first:
            c["first_strike_done"] = sorted({o["id"] for o, _, _ in plan} | done)
        # 510.2: all dealt simultaneously (one damage event: _damage_batch, the permanents a "prevent that
        # damage and remove a counter" effect already applied to, 615.5)
        self._damage_batch = set()
        for o, t, n in plan:
            src = {**self.quality_info(o), "id": o["id"], "name": self.name(o), "controller": o["controller"],
                   "keywords": self.kws(o)}
            self._deal_damage(src, t, n, combat=True)
        self._damage_batch = None
