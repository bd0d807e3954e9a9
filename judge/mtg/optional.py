"""Optional actions and reflexive triggered abilities (issue 21).

    603.5 / 608.2d   "you may ...": the controller chooses as the effect is applied, when the
               spell or ability resolves (a triggered ability goes on the stack either way)
    118.12     "you may pay {2}. If you do, ...": the optional action is a cost paid on resolution;
               "if you do" checks that it was chosen and paid
    118.3 / 119.4    a cost that can't be paid (not enough mana, less life than the amount, the
               permanent to sacrifice is gone, fewer cards in hand than to discard) can't be chosen;
               a discarded card is the last of the hand (the discard effect's default)
    603.12     "When you do, ...": a reflexive triggered ability, put on the stack the next time a
               player would receive priority (603.3), its targets chosen then (603.3d)

    118.12a    "<effects> unless <player> pays {M}": that player chooses on resolution whether to
               pay; the effects happen only if they don't (`unless`)

Effects: `{"do": "may", "effects": [...], "pay": "{2}", "life": 2, "sacrifice": "self", "discard": 1}` (the cost
fields are optional; without them it is a plain "you may <effects>"; with `"must": true` and
`"sacrifice": "self"` the mandatory "Sacrifice this enchantment. If you do, ...": no choice, the
sacrifice is a cost paid on resolution if the permanent is still there, 118.12), `{"do": "unless", "who": ref,
"cost": "{2}", "effects": [...]}`, `{"do": "instead", "cond": <condition>, "effects": [...], "otherwise":
[...]}` ("<X>. If <condition>, <Y> instead.", 608.2c: checked once, Y or X) and `{"do": "reflexive",
"text": ..., "target": [...], "effects": [...]}` (usually inside a `may`'s effects).

The choice: `"choose": "yes"` / `"no"` (also true/false, "pay"/"decline") on the action that
resolves the object, or a `choose` action before it; a list answers several "you may"s of one
object in order. Not given: taken when it can be (a cost: when it can be paid, as ward's), said on
the step as a default.
"""
from __future__ import annotations

import copy

from ..engine.events import Msg
from .common import Host, illegal
from .mana import CostError, parse_cost, parse_pool, pay, total_cost
from .registry import effect

YES = (True, "yes", "pay")
NO = (False, "no", "decline")


def _check_may(v, e, p):
    if "effects" not in e:
        v.add(f"{p}.effects", "required")
    else:
        v.effects(e["effects"], f"{p}.effects")
    v.cost(e, "pay", p)
    v.int_(e, "life", p, minimum=1)
    v.str_(e, "sacrifice", p, choices={"self"})
    v.int_(e, "discard", p, minimum=1)
    v.bool_(e, "must", p)
    if e.get("must") is True and (e.get("sacrifice") != "self" or any(k in e for k in ("pay", "life", "discard"))):
        v.add(f"{p}.must", 'a mandatory cost is only "sacrifice": "self" ("Sacrifice this enchantment. If you do, ...")')


def _check_reflexive(v, e, p):
    from .validate import TARGET_WORDS
    if "effects" not in e:
        v.add(f"{p}.effects", "required")
    else:
        v.effects(e["effects"], f"{p}.effects")
    v.strlist(e, "target", p, TARGET_WORDS)
    v.str_(e, "text", p)


def _check_instead(v, e, p):
    from . import conditions as _conditions
    for k in ("effects", "otherwise"):
        if k not in e:
            v.add(f"{p}.{k}", "required")
        else:
            v.effects(e[k], f"{p}.{k}")
    for msg in _conditions.problems(e.get("cond")):
        v.add(f"{p}.cond", msg)


def _check_unless(v, e, p):
    if "effects" not in e:
        v.add(f"{p}.effects", "required")
    else:
        v.effects(e["effects"], f"{p}.effects")
    if "cost" not in e:
        v.add(f"{p}.cost", "required")
    v.cost(e, "cost", p)
    v.ref(e, "who", p)


def _answer(ch, i):
    """The answer to the i-th "you may" of the resolving object: a list answers them in order, a
    single value the first; None when not given."""
    if isinstance(ch, list) and ch and all(x in YES or x in NO for x in ch):
        return ch[i] if i < len(ch) else None
    return ch if i == 0 else None


class OptionalMixin(Host):
    """Methods of MtgGame for optional actions (603.5, 608.2d, 118.12) and reflexive triggers (603.12)."""

    def _may_able(self, e, ctx) -> bool:
        p = self.player(ctx["controller"])
        if e.get("life") and p["life"] < e["life"]:   # 119.4
            return False
        if e.get("sacrifice") == "self":
            src = ctx["obj"].get("source") or ctx["obj"].get("id")
            if self.perm(src) is None:
                return False
        if e.get("discard") and len(p["hand"]) < e["discard"]:
            return False
        if e.get("pay") and p.get("mana") is not None:
            try:
                syms = total_cost(parse_cost(e["pay"]), 0)
            except CostError:
                return False
            return pay(syms, parse_pool(p["mana"]), self._mana_sources(p["id"]), p["life"], False) is not None
        return True

    @effect("may", rule="603.5", fields=("effects", "pay", "life", "sacrifice", "discard", "must"),
            check=_check_may)
    def _do_may(self, e, ctx):
        src = self._source_info(ctx)
        pid = ctx["controller"]
        if e.get("must"):   # "Sacrifice this enchantment. If you do, ...": a mandatory cost, no choice (118.12)
            gone = self.perm(ctx["obj"].get("source") or ctx["obj"].get("id"))
            if not self._may_able(e, ctx) or gone is None or gone["controller"] != pid:   # 701.21a
                self.ev("resolve", "mtg.must.unable", "118.12", "mtg.stack", [src["id"], pid], card=src["name"],
                        player=self.name(pid), cost=self._may_cost_text(e))
                return
            self._may_pay(e, ctx, src)
            self.ev("resolve", "mtg.must.paid", "118.12", "mtg.stack", [src["id"], pid], card=src["name"],
                    player=self.name(pid), cost=self._may_cost_text(e))
            for sub in e.get("effects") or []:
                if self.result["over"]:
                    break
                self._effect(sub, ctx)
            return
        i = ctx.get("may_index", 0)
        ctx["may_index"] = i + 1
        ans = _answer(ctx.get("choose"), i)
        cost = self._may_cost_text(e)
        able = self._may_able(e, ctx)
        if ans is not None and ans not in YES and ans not in NO:
            raise illegal("mtg.illegal.may_choice", "608.2d", "mtg.stack", [src["id"]], card=src["name"],
                          choice=str(ans))
        if ans is None:
            take = able
            self.ev("choice", "mtg.may.default_yes" if take else "mtg.may.default_no", "603.5", "mtg.stack",
                    [src["id"], pid], card=src["name"], player=self.name(pid), cost=cost)
        else:
            take = ans in YES
            if take and not able:
                raise illegal("mtg.illegal.may_cannot_pay", "118.3", "mtg.stack", [src["id"], pid],
                              card=src["name"], player=self.name(pid), cost=cost)
        if not take:
            if ans is not None:
                self.ev("choice", "mtg.may.declined", "603.5", "mtg.stack", [src["id"], pid], card=src["name"],
                        player=self.name(pid))
            return
        if ans is not None:
            self.ev("choice", "mtg.may.taken", "603.5", "mtg.stack", [src["id"], pid], card=src["name"],
                    player=self.name(pid))
        self._may_pay(e, ctx, src)
        did = True
        for sub in e.get("effects") or []:
            if self.result["over"]:
                break
            if sub.get("do") == "return_chosen" and not self._return_candidates(sub, pid):
                did = False   # "you may return a land you control. When you do, ...": nothing was returned
            if sub.get("do") == "reflexive" and not did:
                continue   # 603.12: "when you do" triggers only if the player did
            self._effect(sub, ctx)

    @staticmethod
    def _may_cost_text(e):
        parts = []
        if e.get("pay"):
            parts.append(e["pay"])
        if e.get("life"):
            parts.append(Msg("mtg.may.cost_life", {"n": e["life"]}))
        if e.get("sacrifice"):
            parts.append(Msg("mtg.may.cost_sacrifice"))
        if e.get("discard"):
            parts.append(Msg("mtg.may.cost_discard", {"n": e["discard"]}))
        return parts or "-"

    def _may_pay(self, e, ctx, src):
        """118.12: the optional cost is paid as the effect is applied."""
        pid = ctx["controller"]
        p = self.player(pid)
        if e.get("pay"):
            syms = total_cost(parse_cost(e["pay"]), 0)
            self._pay_mana(pid, syms, src["name"])
            self.ev("resolve", "mtg.may.paid", "118.12", "mtg.stack", [src["id"], pid], card=src["name"],
                    player=self.name(pid), cost=e["pay"])
        if e.get("life"):
            p["life"] -= e["life"]
            self._note_life(pid, -e["life"])   # 119.4
            self.ev("life", "mtg.cost.life", "119.4", "mtg.activated-abilities", [pid], player=self.name(pid),
                    amount=e["life"], card=src["name"])
            self._lose_life_triggers(pid, e["life"])
        if e.get("sacrifice") == "self":
            self._effect({"do": "sacrifice", "of": "self"}, ctx)
        if e.get("discard"):   # the last cards of the hand, as the discard effect's default
            self._effect({"do": "discard", "n": e["discard"], "to": "controller"}, ctx)

    @effect("unless", rule="118.12a", fields=("effects", "who", "cost"), check=_check_unless)
    def _do_unless(self, e, ctx):
        """"<effects> unless <player> pays {M}" (118.12a): the player named chooses as the effect is
        applied whether to pay; paid, the effects don't happen; else they do. The answer is the
        resolving action's `choose` (one answer per "you may" / "unless" of the object, in order);
        not given: pays when able (the documented default, said on the step)."""
        src = self._source_info(ctx)
        i = ctx.get("may_index", 0)
        ctx["may_index"] = i + 1
        ans = _answer(ctx.get("choose"), i)
        cost = str(e.get("cost") or "{0}")
        payer = next((t for t in self._refs(e.get("who") or "controller", ctx) if self.player(t) is not None), None)
        if ans is not None and ans not in YES and ans not in NO:
            raise illegal("mtg.illegal.unless_choice", "118.12a", "mtg.stack", [src["id"]], card=src["name"],
                          choice=str(ans))
        if payer is None:   # no such player any more (left the game, 800.4a): nobody pays
            able = False
        else:
            able = self._may_able({"pay": cost}, dict(ctx, controller=payer))
        who = self.name(payer) if payer is not None else "-"
        if ans is None:
            wants = able
            if able:   # no choice given: the documented default, said on the step (unable: no choice to make)
                self.ev("choice", "mtg.unless_pay.default_pay", "118.12a", "mtg.stack", [src["id"], payer],
                        card=src["name"], player=who, cost=cost)
        else:
            wants = ans in YES
            if wants and not able:
                raise illegal("mtg.illegal.unless_cannot_pay", "118.3", "mtg.stack", [src["id"]] + ([payer] if payer else []),
                              card=src["name"], player=who, cost=cost)
        if wants and payer is not None:
            self._pay_mana(payer, total_cost(parse_cost(cost), 0), src["name"])
            self.ev("resolve", "mtg.unless_pay.paid", "118.12a", "mtg.stack", [src["id"], payer], card=src["name"],
                    player=who, cost=cost)
            return
        self.ev("resolve", "mtg.unless_pay.not_paid" if able else "mtg.unless_pay.cannot_pay", "118.12a", "mtg.stack",
                [src["id"]] + ([payer] if payer else []), card=src["name"], player=who, cost=cost)
        for sub in e.get("effects") or []:
            if self.result["over"]:
                break
            self._effect(sub, ctx)

    @effect("instead", rule="608.2c", fields=("cond", "effects", "otherwise"), check=_check_instead)
    def _do_instead(self, e, ctx):
        """"<X>. If <condition>, <Y> instead." (608.2c): the condition is checked once, as this part
        of the spell or ability resolves; true: Y (`effects`) happens, else X (`otherwise`); said on
        the step with why for the conditions that have one."""
        from .conditions import check, describe
        src = self._source_info(ctx)
        cond = e.get("cond") or {}
        ok, why = check(self, cond, ctx["controller"], src["id"], ctx["obj"])
        key = "mtg.instead." + ("true" if ok else "false") + ("_why" if why is not None else "")
        self.ev("resolve", key, "608.2c", "mtg.stack", [src["id"]], card=src["name"], cond=describe(cond),
                **({"why": why} if why is not None else {}))
        for sub in (e.get("effects") if ok else e.get("otherwise")) or []:
            if self.result["over"]:
                break
            self._effect(sub, ctx)

    @effect("reflexive", rule="603.12", fields=("effects", "target", "text"), check=_check_reflexive)
    def _do_reflexive(self, e, ctx):
        """603.12: "when you do, ..." triggers now; it is put on the stack (targets chosen then,
        603.3d) the next time a player would receive priority."""
        src = self._source_info(ctx)
        pend = {"source": src["id"], "controller": ctx["controller"], "when": "reflexive",
                "effects": copy.deepcopy(e.get("effects") or []), "text": e.get("text") or "when you do",
                "context": dict(ctx.get("context") or {}), "name": src["name"],
                "keywords": sorted(src["keywords"]), "colors": sorted(src["colors"])}
        if e.get("target"):
            pend["target"] = list(e["target"])
        self.pending.append(pend)
        self.ev("trigger", "mtg.trigger.reflexive", "603.12", "mtg.triggered-abilities", [src["id"]],
                card=src["name"])
