"""Turn structure (CR 500-505, 513-514): phases and steps, what happens as each begins.

    500.1 / 500.2   steps in order; a step ends when all pass with an empty stack
    500.4      mana empties (costs.py)
    502.3      untap step        103.8a  the first player skips the first draw
    504.1      draw step (121.1) 505      main phases
    508.8      no attackers: the combat damage steps are skipped
    510.4      a first strike combat damage step when needed (combat.py)
    514.1 / 514.2   cleanup: discard to hand size, damage removed, "until end of turn" effects end
    514.3a     a new cleanup step when something happened
"""
from __future__ import annotations

from ..engine.events import Msg
from .registry import action, effect
from .validate import STEPS
from .common import Host, illegal, MAX_HAND, stepmsg

_STEP_TOPIC = {"untap": "mtg.turn.untap", "upkeep": "mtg.turn.upkeep", "draw": "mtg.turn.draw",
               "main1": "mtg.turn.main", "main2": "mtg.turn.main", "beginning_of_combat": "mtg.combat",
               "declare_attackers": "mtg.combat.declare-attackers", "declare_blockers": "mtg.combat.declare-blockers",
               "first_strike_damage": "mtg.combat.damage", "combat_damage": "mtg.combat.damage",
               "end_of_combat": "mtg.combat", "end": "mtg.turn.end", "cleanup": "mtg.turn.cleanup"}
# The rule of each step itself (a judge following "the … step begins" lands on that step's rules).
_STEP_RULE = {"untap": "502", "upkeep": "503", "draw": "504", "main1": "505", "main2": "505",
              "beginning_of_combat": "507", "declare_attackers": "508", "declare_blockers": "509",
              "first_strike_damage": "510.4", "combat_damage": "510", "end_of_combat": "511",
              "end": "513", "cleanup": "514"}


def _check_advance_to(v, a, path):
    v.str_(a, "step", path, required=True, choices=set(STEPS))
    v.strlist(a, "discard", path)


class TurnStructureMixin(Host):
    """Methods of MtgGame for Turn structure (CR 500-505, 513-514): phases and steps, what happens as each begins."""

    @action("advance", rule="500.2", fields=("discard", "choose", "player"),
            check=lambda v, a, p: v.strlist(a, "discard", p))
    def _act_advance(self, a):
        if self.stack:
            raise illegal("mtg.illegal.stack_not_empty_advance", "500.2", "mtg.priority", [o["id"] for o in self.stack],
                          n=len(self.stack))
        self._advance(a.get("discard") or self._choice(a), None)

    @action("advance_to", rule="500.2", fields=("step", "discard", "choose", "player"), check=_check_advance_to)
    def _act_advance_to(self, a):
        target = a["step"]
        for _ in range(60):
            if self.result["over"]:
                return
            if self.stack:
                self._resolve_top(a)
                self._priority_point(self.active)
                continue
            self._advance(a.get("discard"), a.get("choose"))
            if self.step == target:
                return
        raise illegal("mtg.illegal.advance_loop", "500.1", "mtg.turn", [], step=stepmsg(target))

    def _next_step(self):
        s = self.step
        if s == "declare_attackers" and not (self.combat and self.combat["attackers"]):
            return "end_of_combat"   # 508.8
        if s == "declare_blockers":
            return "first_strike_damage" if self._any_first_strike() else "combat_damage"   # 510.4
        if s == "cleanup":
            return None
        return STEPS[STEPS.index(s) + 1]

    def _advance(self, discard=None, choose=None):
        self._empty_pools()
        if self.step == "declare_attackers" and self.combat is not None and not self.combat["attackers_declared"]:
            decl = self._default_attackers()
            if decl:   # 508.1d: no declaration given, the creatures that must attack do (default: the first opponent)
                for d in dict.fromkeys(d for _, d, _ in decl):   # one event per player attacked
                    group = [o for o, x, ks in decl if x == d and "must attack" in ks]   # (not a companion, 506.5)
                    if not group:
                        continue
                    self.ev("attack", "mtg.attack.required_default", "508.1d", "mtg.combat.declare-attackers",
                            [o["id"] for o in group], cards=[self.name(o) for o in group], target=self.name(d))
                self._declare_attackers(decl)
                if self.stack or self.result["over"]:
                    return   # attack triggers wait on the stack in the declare attackers step
            self.combat["attackers_declared"] = True
        if self.step == "declare_blockers" and self.combat is not None and not self.combat["blockers_declared"]:
            req = self._required_blockers()
            most, best = self._most_block_requirements() if self._has_block_requirements() else (0, [])
            if most > self._block_requirements_obeyed(req):   # 509.1c as a whole (must be blocked, menace)
                self.ev("block", "mtg.block.requirements_default", "509.1c", "mtg.combat.declare-blockers",
                        list(dict.fromkeys(b["id"] for b, _ in best)), most=most,
                        example=[Msg("mtg.block.pair", {"card": self.name(b), "attacker": self.name(A)})
                                 for b, A in best])
                self._declare_blockers(best)
            elif req:   # 509.1c: the creatures that must block do (default: the first attacker each can block)
                self.ev("block", "mtg.block.required_default", "509.1c", "mtg.combat.declare-blockers",
                        list(dict.fromkeys(b["id"] for b, _ in req)),
                        cards=[self.name(b) for b in {b["id"]: b for b, _ in req}.values()])
                self._declare_blockers(req)
            else:
                self.combat["blockers_declared"] = True
                self.combat["blocked"] = []
                self._unblocked_events()
                self._priority_point()
            if self.stack or self.result["over"]:
                return   # triggers of unblocked attackers wait on the stack in the declare blockers step
        if self.step == "cleanup":
            if self.cleanup_again:
                self.cleanup_again = False
                self._begin_step("cleanup", discard)
                return
            self._new_turn()
            return
        nxt = self._next_step()
        if self.step == "end_of_combat" or nxt == "end_of_combat" and self.step == "declare_attackers":
            pass
        if self.step == "end_of_combat":
            self.combat = None
        if nxt == "end_of_combat" and self.step == "declare_attackers":
            self.ev("step", "mtg.step.no_attackers", "508.8", "mtg.combat", [])
        self._begin_step(nxt, discard)

    @effect("extra_turn", rule="500.7", fields=("to",), editor=("to",))
    def _do_extra_turn(self, e, ctx):
        """"[You] take an extra turn after this one" (500.7): added directly after this turn; several are
        added one at a time and the most recent is taken first (state.extra_turns, the last first)."""
        for t in self._refs(e.get("to") or "controller", ctx):
            if self.player(t) is not None:
                self.__dict__.setdefault("extra_turns", []).append(t)
                self.ev("effect", "mtg.effect.extra_turn", "500.7", "mtg.turn", [t], player=self.name(t))

    def _new_turn(self):
        ids = [p["id"] for p in self.players]
        # the turn order goes on from the last turn that was not an extra one: an extra turn is inserted
        # after that turn (500.7), so it does not move whose normal turn comes next
        base = self.__dict__.get("turn_order_from") or self.active
        if base not in ids:
            base = self.active
        i = ids.index(base)
        team = self.team_of(base)
        extra = None
        while self.__dict__.get("extra_turns"):   # 500.7: the most recently created extra turn first
            x = self.extra_turns.pop()
            if self.player(x) is not None and not self.player(x).get("lost"):   # 800.4k: a turn of a player who left doesn't begin
                extra = x
                break
        skipped = []   # the seats of players who left: their turns would have begun now (800.4m)
        for k in range(1, len(ids) + 1):
            cand = ids[(i + k) % len(ids)]
            if not self.player(cand).get("lost") and cand not in team:
                break
            if self.player(cand).get("lost"):
                skipped.append(cand)
        else:
            cand = base
        if extra is not None:
            self.turn_order_from = base
            cand = extra
        else:
            self.__dict__.pop("turn_order_from", None)
        if self.teams:   # shared team turns (805.4): the next team takes the turn; its first listed player
            cand = self.team_of(cand)[0]   # stands for it as "active" (805.2's primary player)
        self.turn += 1
        self._prev_active = self.active   # the previous turn's active player (502.2)
        self.active = cand
        self._history_new_turn()   # what happened "this turn" starts again; "last turn" is the turn that ended
        for p in self.players:
            p["lands_played"] = 0
            p.pop("spells_cast", None)   # "each turn" counts start again (0 when absent)
            p.pop("cards_drawn", None)
        for o in self.battlefield:
            o.pop("loyalty_activated", None)
            o.pop("activated_once", None)
            o.pop("triggered_once", None)   # "this ability triggers only once each turn"
            o.pop("targeted_by", None)   # "becomes the target ... for the first time each turn"
        self.__dict__.pop("_emblem_once", None)
        if extra is not None:
            self.ev("step", "mtg.turn.extra", "500.7", "mtg.turn", [cand], turn=self.turn, player=self.name(cand))
        else:
            self.ev("step", "mtg.turn.new", "500.1", "mtg.turn", [cand], turn=self.turn, player=self.name(cand))
        self._end_next_turn_effects(set(self.team_of(cand)) | set(skipped if extra is None else ()))
        self._begin_step("untap")

    def _end_next_turn_effects(self, players):
        """"Until your next turn" effects (611.2a) of these players end as the turn begins: the
        active player's (each teammate's, 805.4), and those of players who left the game whose turn
        would have begun by now (800.4m)."""
        ended = []
        for o in self.battlefield:
            eot = o.get("until_eot") or ()
            if any(e.get("until_turn_of") in players for e in eot):
                o["until_eot"] = [e for e in eot if e.get("until_turn_of") not in players]
                if not o["until_eot"]:
                    o.pop("until_eot")
                ended.append(o["id"])
        if ended:
            self.ev("step", "mtg.effect.next_turn_ends", "611.2a", "mtg.turn", ended,
                    cards=[self.name(i) for i in ended])

    def _step_triggers(self, when, ap):
        """"At the beginning of [your / each / each opponent's] upkeep / draw step / combat / end step",
        "at end of combat" (503.1a, 504.1, 507.1, 511.2, 513.1a): triggers whose `whose` ("you" by
        default, "each", "opponent") matches the active player; "attached_controller": "at the
        beginning of the upkeep of enchanted creature's controller", the player who controls the
        permanent the Aura is attached to (`that_creature` is that permanent)."""
        team = self._active_team()
        for o in self._trigger_sources():   # permanents and emblems (114.4)
            mine = o["controller"] in team   # shared team turns: it is the turn of each teammate (805.4)
            for t in self.triggers_of(o):
                if t.get("when") == when:
                    whose = t.get("whose", "you")
                    if whose == "attached_controller":
                        host = self.perm(o.get("attached_to")) if o.get("attached_to") else None
                        if host is not None and host["controller"] in team:
                            self._queue_trigger(o, t, {"player": host["controller"], "creature": host["id"]},
                                                key="mtg.trigger.attached_upkeep", rule="603.2b",
                                                player=self.name(host["controller"]), other=self.name(host))
                        continue
                    if whose == "each" or (whose == "you") == mine:
                        if self.teams and whose != "you":   # 805.4d: once per player of the active team when
                            self.ev("not_modelled", "mtg.thg.each_player_trigger", "805.4d", "mtg.triggered-abilities",
                                    [o["id"]], {"object": o["id"], "line": t.get("text") or when},
                                    card=self.name(o))   # it refers to "that player": not modelled
                        if when == "draw_step":
                            self._queue_trigger(o, t, {"player": ap}, key="mtg.trigger.draw_step", rule="603.2b",
                                                player=self.name(ap))
                        elif when == "end_of_combat":
                            self._queue_trigger(o, t, {"player": ap}, key="mtg.trigger.end_of_combat", rule="511.2")
                        else:
                            self._queue_trigger(o, t, {"player": ap})

    def _begin_step(self, step, discard=None):
        self.step = step
        self.ev("step", "mtg.step.begin", _STEP_RULE[step], _STEP_TOPIC[step], [], step=stepmsg(step), turn=self.turn,
                player=self.name(self.active))
        ap = self.active
        team = self._active_team()
        if step == "untap":
            self._day_night_turn(self.__dict__.get("_prev_active"))   # 502.2: day or night, before untapping
            untapped, kept, skipped = [], [], []
            for o in self.battlefield:
                if o["controller"] in team:   # each player of the active team untaps (805.4)
                    o["summoning_sick"] = False
                    if o.pop("skip_next_untap", False) and o["tapped"]:   # "its controller's next untap step"
                        skipped.append(o)
                    elif o["tapped"] and "doesn't untap" in self.kws(o):   # 502.3: an effect keeps it tapped
                        kept.append(o)
                    elif o["tapped"]:
                        untapped.append(o["id"])
            if kept:
                self.ev("step", "mtg.untap.kept_tapped", "502.3", "mtg.turn.untap", [o["id"] for o in kept],
                        cards=[self.name(o) for o in kept])
            if skipped:
                self.ev("step", "mtg.untap.skipped_next", "502.3", "mtg.turn.untap", [o["id"] for o in skipped],
                        cards=[self.name(o) for o in skipped])
            if self.teams:
                self.ev("step", "mtg.untap_team", "502.3", "mtg.turn.untap", untapped,
                        players=[self.name(x) for x in team if not (self.player(x) or {}).get("lost")], n=len(untapped))
            else:
                self.ev("step", "mtg.untap", "502.3", "mtg.turn.untap", untapped, player=self.name(ap), n=len(untapped))
            for i in untapped:   # all at once; "becomes untapped" triggers wait for the upkeep (502.4)
                self._set_tapped(self.perm(i), False)
            self._begin_step("upkeep")
            return
        if step == "upkeep":
            self._step_triggers("upkeep", ap)
            self._delayed_fire("upkeep")   # "at the beginning of the next turn's upkeep" (603.7, 503.1a)
            self._upkeep_keywords()   # echo 702.30a, cumulative upkeep 702.24a
        elif step == "draw":
            # 603.2b: "at the beginning of the draw step" triggers as the step begins; the draw (504.1)
            # comes first of all that happens in it, and the trigger goes on the stack after it
            self._step_triggers("draw_step", ap)
            if self.turn == 1 and len(self.players) == 2:
                self.ev("step", "mtg.draw.skip_first", "103.8a", "mtg.game-start", [ap], player=self.name(ap))
            elif self.turn == 1 and self.teams:   # the team that plays first skips its first draw (103.8b, 810.6)
                self.ev("step", "mtg.draw.skip_first_team", "103.8b", "mtg.game-start", list(team),
                        players=[self.name(x) for x in team])
            else:
                for x in team:   # each player on the active team draws (805.4b)
                    if not (self.player(x) or {}).get("lost"):
                        self._draw(x, 1)
        elif step == "main1":   # "at the beginning of your precombat main phase" (505.1a)
            self._saga_main_phase(ap)   # 505.4, 714.3b: a lore counter on each of ap's Sagas (no stack)
            self._step_triggers("precombat_main", ap)
        elif step == "main2":   # "at the beginning of your postcombat / second main phase" (505.1a-b)
            self._step_triggers("postcombat_main", ap)
        elif step == "beginning_of_combat":
            self.combat = {"attackers": [], "blockers": [], "attackers_declared": False, "blockers_declared": False,
                           "blocked": [], "first_strike_done": [], "assignments": {}}
            self._step_triggers("beginning_of_combat", ap)
        elif step == "end_of_combat":   # 511.2: "at end of combat" triggers as the step begins
            self._step_triggers("end_of_combat", ap)
            self._delayed_fire("end_of_combat")   # "at end of combat" (603.7, 511.2)
        elif step in ("first_strike_damage", "combat_damage"):
            self._combat_damage(step == "first_strike_damage")
        elif step == "end":
            self._step_triggers("end_step", ap)
            self._unearth_end_step()   # 702.84a: "exile it at the beginning of the next end step"
            self._delayed_fire("end")   # "at the beginning of the next end step" (603.7, 513.2)
        elif step == "cleanup":
            self._cleanup(discard)
            n_before = len(self.events)
            self._priority_point()
            if len(self.events) > n_before or self.stack:
                self.cleanup_again = True
                self.ev("step", "mtg.cleanup.again", "514.3a", "mtg.turn.cleanup", [])
            return
        if not self.result["over"]:
            self._priority_point()

    def _cleanup(self, discard):
        for x in self._active_team():   # each player of the active team (805.4)
            p = self.player(x)
            if p is not None and not p.get("lost"):
                self._discard_to_hand_size(p, discard)
        self._end_turn_effects()

    def _discard_to_hand_size(self, p, discard):
        max_hand = p.get("max_hand_size", MAX_HAND)
        extra = len(p["hand"]) - max_hand
        if extra > 0 and "no maximum hand size" in self.player_kws(p["id"]):
            # 402.2: the discard is down to the maximum hand size; a static ability took it away
            src = next((o for o in self.battlefield if any(
                k in self.kws(o) for k in ("players have no maximum hand size",) + (
                    ("you have no maximum hand size",) if o["controller"] == p["id"] else ()))), None)
            self.ev("step", "mtg.cleanup.no_max_hand", "402.2", "mtg.turn.cleanup", [src["id"]] if src else [],
                    player=self.name(p["id"]), hand=len(p["hand"]), source=self.name(src) if src else "")
            return
        if extra > 0:
            chosen = []
            if discard:
                for want in discard:
                    c = next((c for c in p["hand"] if c not in chosen and str(want).casefold() in
                              (str(c.get("id")).casefold(), str(c.get("card")).casefold())), None)
                    if c is not None:
                        chosen.append(c)
            if len(chosen) != extra:
                if discard:
                    self.ev("choice", "mtg.cleanup.bad_choice", "514.1", "mtg.turn.cleanup", [], n=extra)
                chosen = p["hand"][len(p["hand"]) - extra:]
            self.ev("choice", "mtg.cleanup.discard", "514.1", "mtg.turn.cleanup", [c["id"] for c in chosen],
                    player=self.name(p["id"]), n=extra, size=max_hand, hand=len(p["hand"]))
            for c in chosen:
                self._discard(p, c, "514.1", "mtg.turn.cleanup")

    def _end_turn_effects(self):
        healed = []
        for o in self.battlefield:
            if o["damage"] or o.get("deathtouch_damage"):
                healed.append(o["id"])
            o["damage"] = 0
            o["deathtouch_damage"] = False
            o.pop("damaged_by", None)   # "this turn" ends with the damage (514.2)
            o.pop("_indestructible_noted", None)
        if healed:
            self.ev("step", "mtg.cleanup.damage", "514.2", "mtg.turn.cleanup", healed,
                    cards=[self.name(i) for i in healed])
        ended = [o["id"] for o in self.battlefield if any("until_turn_of" not in e for e in o.get("until_eot") or ())
                 or o.get("regen_shields") or o.get("prevent_next") or o.get("redirect_next") or o.get("exile_if_dies")]
        ended += [p["id"] for p in self.players if p.get("prevent_next") or p.get("redirect_next")]
        for o in self.battlefield:
            kept = [e for e in o.get("until_eot") or () if "until_turn_of" in e]   # "until your next turn" (611.2a)
            if o.get("until_eot"):
                o["until_eot"] = [e for e in o["until_eot"] if "until_turn_of" not in e]
                self._end_layer_effects(o)
            o.pop("until_eot", None)
            if kept:
                o["until_eot"] = kept
            o.pop("regen_shields", None)
            o.pop("prevent_next", None)
            o.pop("redirect_next", None)
            o.pop("exile_if_dies", None)   # "if it would die this turn, exile it instead" (614.1a) ends
        for p in self.players:
            p.pop("prevent_next", None)
            p.pop("redirect_next", None)
        self.prevent_combat_damage = False
        self.prevent_sources = []
        self.prevent_combat_sources = []
        self.prevent_to = []
        self.prevent_combat_to = []
        if ended:
            self.ev("step", "mtg.cleanup.eot", "514.2", "mtg.turn.cleanup", ended, cards=[self.name(i) for i in ended])

    def _goto_step(self, target, a):
        """Advance (all players passing, resolving anything that goes on the stack) to `target` this turn."""
        for _ in range(30):
            if self.step == target or self.result["over"]:
                return
            if self.stack:
                raise illegal("mtg.illegal.stack_not_empty_advance", "500.2", "mtg.priority",
                              [o["id"] for o in self.stack], n=len(self.stack))
            self._advance(None, None)
