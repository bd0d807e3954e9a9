"""Keyword abilities that stand for a triggered ability (CR 702), compiled by the Oracle compiler
straight to the trigger their rule describes (judge/mtg/oracle/kwexpand.py keyword_trigger), with the
effects and trigger conditions here:

    702.123a  fabricate N: as it enters, N +1/+1 counters on it, or N 1/1 colorless Servo artifact
              creature tokens (effect `fabricate`; the answer `"counters"` / `"tokens"`, or yes / no)
    702.43a   modular N: it enters with N +1/+1 counters; as it dies, you may put a +1/+1 counter on
              target artifact creature for each +1/+1 counter it had (effect `modular`; the count is
              the trigger context's `plus_counters`, as it last existed, 603.10a)
    702.112a-c renown N: combat damage to a player, if it isn't renowned: N +1/+1 counters and it
              becomes renowned (effect `renown`; the permanent's `renowned`, 702.112b)
    702.134a  mentor: as it attacks, a +1/+1 counter on target attacking creature with lesser power
              (targetspec "with lesser power"; the source's power as it last existed if it has left)
    702.101a  extort: whenever you cast a spell, you may pay {W/B}; if you do, each opponent loses 1 life
              and you gain the total life lost (effect `extort`)
    702.105a  dethrone: it attacks the player with the most life or tied for most life (trigger `dethrone`,
              checked as attackers are declared, combat.py)
    702.149a  training: it attacks with at least one other creature with greater power (trigger `training`)
    702.16a   "gains protection from the color of your choice until end of turn" (effect
              `protection_choice`: the colour chosen as it resolves, 608.2d)
    702.63a   vanishing N: enters with N time counters; upkeep (if it has one): remove one (effect
              `vanishing`); the last one removed: a trigger sacrifices it
    702.165a  backup N: as it enters, N +1/+1 counters on target creature; another creature also gains
              the keywords printed below backup until end of turn (effect `backup`)
    702.100a  evolve: a creature you control enters with greater power or toughness than this creature
              (trigger `permanent_enters` with `evolve`, checked as it triggers, _evolve_check, and again
              on resolution, effect `evolve`: the entering creature's P/T as it entered if it has left)
"""
from __future__ import annotations

from ..engine.events import Msg
from .common import Host, illegal
from .optional import NO, YES, _answer
from .registry import effect

SERVO = {"card": "Servo", "types": ["artifact", "creature"], "subtypes": ["Servo"], "power": 1, "toughness": 1,
         "colors": []}


class KeywordTriggersMixin(Host):
    """Methods of MtgGame for the keyword triggers of the module docstring."""

    def _most_life(self, d) -> bool:
        """702.105a: `d` is a player with the most life or tied for most life (of the players in the game)."""
        p = self.player(d)
        if p is None:
            return False
        return p["life"] >= max(q["life"] for q in self.players if not q.get("lost"))

    @effect("fabricate", rule="702.123a", fields=("n",))
    def _fabricate(self, e, ctx):
        """702.123a: the controller chooses counters or Servos as it resolves; counters can't be put on
        a permanent that has left the battlefield, so then the Servos are created."""
        src = self._source_info(ctx)
        n = int(e.get("n", 1))
        i = ctx.get("may_index", 0)
        ctx["may_index"] = i + 1
        ch = ctx.get("choose")
        ans = ch if isinstance(ch, str) and ch in ("counters", "tokens") else _answer(ch, i)
        if ans is not None and ans not in YES and ans not in NO and ans not in ("counters", "tokens"):
            raise illegal("mtg.illegal.fabricate_choice", "702.123a", "mtg.triggered-abilities", [src["id"]],
                          card=src["name"], choice=str(ans))
        perm = self.perm(ctx["obj"].get("source"))
        want = None if ans is None else ans in YES or ans == "counters"
        if perm is not None and want is not False:
            self.ev("choice", "mtg.fabricate.counters" if want else "mtg.fabricate.default_counters", "702.123a",
                    "mtg.triggered-abilities", [perm["id"]], card=src["name"], n=n)
            self._add_counters(perm["id"], "+1/+1", n)
            return
        self.ev("choice", "mtg.fabricate.tokens" if perm is not None else "mtg.fabricate.gone", "702.123a",
                "mtg.triggered-abilities", [src["id"]], card=src["name"], n=n)
        for _ in range(n):
            self._effect({"do": "create_token", "token": dict(SERVO)}, ctx)

    def _evolve_check(self, o, perm) -> bool:
        """702.100a-c: the entering creature `perm` has greater power or toughness than `o` (the
        creature with evolve); said on the step when it doesn't (the ability doesn't trigger, 603.4)."""
        if o is perm:
            return False   # a creature never has greater power or toughness than itself
        (p, t), (mp, mt) = self.pt(perm), self.pt(o)
        if "creature" in o["types"] and (p > mp or t > mt):
            return True
        self.ev("trigger", "mtg.evolve.not_greater", "702.100a", "mtg.triggered-abilities", [o["id"], perm["id"]],
                card=self.name(o), other=self.name(perm), p=p, t=t, mp=mp, mt=mt)
        return False

    @effect("evolve", rule="702.100a", fields=())
    def _evolve(self, e, ctx):
        """702.100a-b: the intervening "if" again on resolution; true: a +1/+1 counter on the creature
        with evolve (it evolves). The entering creature gone: its P/T as it entered (the trigger's
        context); the creature with evolve gone: nothing (no counter can be put on it)."""
        perm = self.perm(ctx["obj"].get("source"))
        cx = ctx.get("context") or {}
        name = self._source_info(ctx)["name"]
        if perm is None:
            self.ev("resolve", "mtg.evolve.gone", "702.100a", "mtg.triggered-abilities", [], card=name)
            return
        ent = self.perm(cx.get("entering"))
        if ent is not None:
            p, t = self.pt(ent)
            other, key = self.name(ent), "mtg.evolve.evolves"
        else:
            p, t = (cx.get("entering_pt") or [0, 0])[:2]
            other, key = str(cx.get("entering")), "mtg.evolve.evolves_lki"
        mp, mt = self.pt(perm)
        if ent is not None and "creature" not in ent["types"] or not (p > mp or t > mt):   # 702.100c
            self.ev("resolve", "mtg.evolve.not_greater_now", "702.100a", "mtg.triggered-abilities", [perm["id"]],
                    card=self.name(perm), other=other, p=p, t=t, mp=mp, mt=mt)
            return
        self.ev("resolve", key, "702.100b", "mtg.triggered-abilities", [perm["id"]], card=self.name(perm), other=other,
                p=p, t=t, mp=mp, mt=mt)
        self._add_counters(perm["id"], "+1/+1", 1)

    @effect("backup", rule="702.165a", fields=("of", "n", "keywords"), check=lambda v, e, p: v.keywords(e, "keywords", p))
    def _backup(self, e, ctx):
        """702.165a: N +1/+1 counters on the target; if that's another creature than the one with backup,
        it also gains the abilities printed below backup (`keywords`) until end of turn."""
        n = int(e.get("n", 1))
        src = self._source_info(ctx)
        kws = list(e.get("keywords") or [])
        for t in self._refs(e.get("of"), ctx):
            o = self.perm(t)
            if o is None:
                continue
            self._add_counters(t, "+1/+1", n)
            if str(t) == str(ctx["obj"].get("source")):
                self.ev("resolve", "mtg.backup.self", "702.165a", "mtg.triggered-abilities", [t], card=self.name(o))
            elif kws:
                self.ev("resolve", "mtg.backup.other", "702.165a", "mtg.triggered-abilities", [t, src["id"]],
                        card=self.name(o), source=src["name"])
                self._effect({"do": "grant", "of": e.get("of"), "keywords": kws}, ctx)

    @effect("protection_choice", rule="702.16a", fields=("of",))
    def _protection_choice(self, e, ctx):
        """"<it> gains protection from the color of your choice until end of turn": the controller
        chooses a colour as it resolves (608.2d; the resolving action's `choose`: "white" ... "green"),
        then it gains protection from that colour until end of turn (702.16a, 613.1f). Not given: the
        colour of the topmost spell or ability an opponent controls on the stack that has one, else the
        colour most common among the permanents opponents control (ties: white, blue, black, red,
        green), else white (said on the step)."""
        from .keywords import COLOR_WORDS
        name = self._source_info(ctx)["name"]
        ch = ctx.get("choose")
        ch = ch[0] if isinstance(ch, list) and len(ch) == 1 else ch
        words = {v: k for k, v in COLOR_WORDS.items()}
        col = ch.lower() if isinstance(ch, str) and ch.lower() in COLOR_WORDS else \
            words.get(ch.upper()) if isinstance(ch, str) and ch.upper() in words else None
        if ch is not None and col is None:
            raise illegal("mtg.illegal.color_choice", "608.2d", "mtg.kw.protection", [], card=name, choice=str(ch))
        if col is None:
            col = self._default_protection_color(ctx["controller"])
            self.ev("choice", "mtg.protection_choice.default", "608.2d", "mtg.kw.protection", [], card=name,
                    color=Msg("mtg.color." + col))
        else:
            self.ev("choice", "mtg.protection_choice.chosen", "608.2d", "mtg.kw.protection", [], card=name,
                    color=Msg("mtg.color." + col))
        self._effect({"do": "grant", "of": e.get("of"), "keywords": ["protection from " + col]}, ctx)

    def _default_protection_color(self, pid) -> str:
        from .keywords import COLOR_WORDS
        from .layers import current_colors
        order = list(COLOR_WORDS.values())
        words = {v: k for k, v in COLOR_WORDS.items()}
        opps = set(self._opponents(pid))
        for s in reversed(self.stack):
            if s.get("controller") in opps and s.get("colors"):
                return words[min(s["colors"], key=order.index)]
        count = {c: 0 for c in order}
        for o in self.battlefield:
            if o["controller"] in opps:
                for c in current_colors(o):
                    if c in count:
                        count[c] += 1
        best = max(order, key=lambda c: (count[c], -order.index(c)))
        return words[best] if count[best] else "white"

    @effect("vanishing", rule="702.63a", fields=())
    def _vanishing(self, e, ctx):
        """702.63a: remove a time counter from the permanent; when the last one is removed, its
        "sacrifice it" ability triggers (a triggered ability of its own: it uses the stack)."""
        perm = self.perm(ctx["obj"].get("source"))
        if perm is None or not perm["counters"].get("time"):
            return
        perm["counters"]["time"] -= 1
        left = perm["counters"]["time"]
        if not left:
            del perm["counters"]["time"]
        self.ev("counters", "mtg.vanishing.remove", "702.63a", "mtg.triggered-abilities", [perm["id"]],
                card=self.name(perm), n=left)
        if not left:
            self._queue_trigger(perm, {"when": "vanishing", "text": "Vanishing: sacrifice it",
                                       "effects": [{"do": "sacrifice", "of": "self"}]}, {},
                                key="mtg.vanishing.last", rule="702.63a")

    @effect("modular", rule="702.43a", fields=("of",))
    def _modular(self, e, ctx):
        """702.43a: a +1/+1 counter on the target for each +1/+1 counter the dead permanent had."""
        n = int((ctx.get("context") or {}).get("plus_counters") or 0)
        src = self._source_info(ctx)
        for t in self._refs(e.get("of"), ctx):
            self.ev("resolve", "mtg.modular.move", "702.43a", "mtg.triggered-abilities", [t], card=src["name"],
                    n=n, target=self.name(t))
            if n:
                self._add_counters(t, "+1/+1", n)

    @effect("renown", rule="702.112a", fields=("n",))
    def _renown(self, e, ctx):
        """702.112a-c: N +1/+1 counters and the renowned designation; nothing if it already is renowned
        (a second instance, 702.112c) or has left the battlefield."""
        perm = self.perm(ctx["obj"].get("source"))
        if perm is None or perm.get("renowned"):
            return
        n = int(e.get("n", 1))
        self._add_counters(perm["id"], "+1/+1", n)
        perm["renowned"] = True
        self.ev("effect", "mtg.renown.renowned", "702.112b", "mtg.triggered-abilities", [perm["id"]],
                card=self.name(perm), n=n)

    @effect("extort", rule="702.101a", fields=())
    def _extort(self, e, ctx):
        """702.101a: each opponent loses 1 life; the controller gains the life lost this way in total."""
        before = {p["id"]: p["life"] for p in self.players}
        self._effect({"do": "lose_life", "amount": 1, "to": "opponent"}, ctx)
        total = sum(max(0, before[p["id"]] - p["life"]) for p in self.players if p["id"] != ctx["controller"])
        self.ev("resolve", "mtg.extort.total", "702.101a", "mtg.triggered-abilities", [ctx["controller"]],
                player=self.name(ctx["controller"]), n=total)
        if total:
            self._effect({"do": "gain_life", "amount": total, "to": "controller"}, ctx)
