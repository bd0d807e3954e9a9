"""Effects of resolving spells and abilities (CR 608.2, 609) and keyword actions (CR 701).

    701.3a-b   attach        701.6a  counter        701.8a  destroy      701.9a  discard
    701.17a    mill          701.19a-c  regenerate (614.8 a replacement effect)
    701.21a    sacrifice     701.22a  scry          701.26a-b  tap / untap   701.34a  proliferate
    119.3      gaining and losing life            122.1   counters on permanents and players
    120.3a / 120.3e   damage to a player / to a creature, 306.8 to a planeswalker, 510.2 combat damage
    702.2c / 702.15b / 702.16e / 702.90b-c   deathtouch, lifelink, protection prevents, infect
    613.4b-d / 613.1f   until-end-of-turn power/toughness changes and keyword grants (layers.py applies them)
    615.1a / 615.7   prevention: all combat damage this turn (Fog), shields "prevent the next N damage"
    614.9      redirection: "the next N damage that would be dealt to A this turn is dealt to B instead"
    702.80a    wither: damage to a creature as -1/-1 counters
    702.93a / 702.79a   undying / persist: the card returns with a +1/+1 / -1/-1 counter (400.7)
    101.2      "can't be countered": a counter effect leaves the spell on the stack
"""
from __future__ import annotations

from .layers import current_colors

import copy
import re

from ..engine.events import Msg
from . import targetspec
from .mana import parse_pool, pool_text
from .keywords import COLOR_WORDS, kwmsg
from .registry import EFFECTS, effect
from .conditions import check, describe
from .validate import PERMANENT_FIELDS, merged
from .common import Host, PERMANENT_KINDS


def _check_token(v, e, p):
    if not isinstance(e.get("token"), dict):
        v.add(f"{p}.token", "expected a permanent object")
    else:
        v.known(e["token"], PERMANENT_FIELDS - {"controller", "current"}, f"{p}.token")
        v.card_fields(merged(e["token"]), f"{p}.token", permanent=True)
    if "attach" in e and e["attach"] != "self":
        v.add(f"{p}.attach", f'expected "self" (attach the source Equipment to the new token), got {v.j(e["attach"])}')


def _check_grant(v, e, p):
    """grant: keywords and/or abilities ('gains "<ability>"', 113.10) until end of turn."""
    v.keywords(e, "keywords", p)
    v.abilities(e, p)
    v.triggers(e, p)
    if not any(e.get(k) for k in ("keywords", "abilities", "triggers")):
        v.add(p, "expected keywords, abilities or triggers to grant")
    _check_until(v, e, p)
    if "until" in e and (e.get("abilities") or e.get("triggers")):
        v.add(f"{p}.until", '"until your next turn" is for keywords only: a granted ability lasts until end of turn')


def _check_until(v, e, p):
    """pump / grant: `until: "your_next_turn"` (611.2a): the effect ends as its controller's next turn begins."""
    if "until" in e and e["until"] != "your_next_turn":
        v.add(f"{p}.until", f'expected "your_next_turn" (or no "until": until end of turn), got {v.j(e["until"])}')


def ability_texts(d) -> str:
    """The granted abilities of a grant / static / token as printed, each in quotation marks."""
    return ", ".join("\u201c" + str(a.get("text") or a.get("when") or "?") + "\u201d"
                     for k in ("abilities", "triggers") for a in d.get(k) or ())


def _check_damage(v, e, p):
    """damage: `from` a target permanent that deals the damage instead of the spell or ability's source."""
    f = e.get("from")
    if f is not None and not (isinstance(f, str) and f.startswith("target:") and f[7:].isdigit()):
        v.add(f"{p}.from", f'expected "target:N" (the creature that deals the damage), got {v.j(f)}')


def _check_add_mana(v, e, p):
    v.cost(e, "mana", p, pool=True)
    if "one_of" in e and not (isinstance(e["one_of"], str) and e["one_of"]
                              and set(e["one_of"]) <= set("WUBRGC")):
        v.add(f"{p}.one_of", f'expected mana letters such as "WUBRG", got {v.j(e["one_of"])}')


def _check_redirect(v, e, p):
    v.ref(e, "of", p)
    v.ref(e, "to", p)


def _check_return(v, e, p):
    v.str_(e, "counter", p, choices={"+1/+1", "-1/-1"})
    v.bool_(e, "tapped", p)
    v.str_(e, "under", p, choices={"owner", "controller"})


def _word_msg(word):
    """A permanent word in the reader's language when the catalogue has it (mtg.target_word.*), else as written."""
    import re
    from ..engine.messages import CATALOGUE
    key = "mtg.target_word." + re.sub(r"[^a-z]+", "_", str(word).casefold()).strip("_")
    return Msg(key) if key in CATALOGUE else str(word)


def _check_sacrifice_chosen(v, e, p):
    """sacrifice_chosen: `word` a permanent word without a controller (each player sacrifices what
    they control), `n` >= 1."""
    w = e.get("word")
    parsed = targetspec.parse(w) if isinstance(w, str) else None
    if not parsed or parsed["ctrl"] is not None or any(a["noun"] in ("player", "opponent", "spell") for a in parsed["alts"]):
        v.add(f"{p}.word", f'expected a permanent word without a controller such as "creature" or "nonland permanent", got {v.j(w)}')
    if "n" in e and isinstance(e["n"], int) and not isinstance(e["n"], bool) and e["n"] < 1:
        v.add(f"{p}.n", f"expected 1 or more, got {e['n']}")


COUNTERED_ZONES = ("exile", "hand", "library_top", "library_bottom")


def _check_counter_zone(v, e, p):
    """`zone`: where the countered spell goes instead of its owner's graveyard (608.2c)."""
    v.str_(e, "zone", p, choices=set(COUNTERED_ZONES))


def _check_unless(v, e, p):
    """The cost of counter_unless: mana symbols the engine parses; `zone` as for counter."""
    _check_counter_zone(v, e, p)
    from .mana import CostError, parse_cost
    try:
        parse_cost(str(e.get("cost")))
    except CostError:
        v.add(f"{p}.cost", f"expected a mana cost such as \"{{3}}\", got {e.get('cost')!r}")


class EffectsMixin(Host):
    """Methods of MtgGame for Effects of resolving spells and abilities (CR 608.2, 609) and keyword actions (CR 701)."""

    def _refs(self, ref, ctx):
        if ref is None:
            return []
        if ref.startswith("target:"):
            i = int(ref.split(":")[1])
            t = ctx["targets"][i] if i < len(ctx["targets"]) else None
            return [t] if t else []
        if ref in ("dealt:creature", "dealt:permanent"):   # the permanents this resolution's damage effects dealt damage to
            return [t for t in ctx.get("dealt") or () if self.perm(t) is not None
                    and (ref == "dealt:permanent" or "creature" in self.perm(t)["types"])]
        if ref.startswith("targets:"):   # "destroy two target creatures": targets F .. F+N-1, acted on at once
            _, f, n = ref.split(":")
            return [t for t in ctx["targets"][int(f):int(f) + int(n)] if t]
        obj = ctx["obj"]
        if ref == "controller":
            return [ctx["controller"]]
        if ref.startswith("controller_of:"):   # "its controller": of that object as it last existed (608.2h)
            out = []
            for t in self._refs(ref[len("controller_of:"):], ctx):
                c = (ctx.get("lki") or {}).get(t)
                if c is None:
                    o = self.perm(t) or self.stack_obj(t)
                    c = o["controller"] if o is not None else None
                if c is None and t == ctx["context"].get("creature"):   # that creature, gone: as the event saw it
                    c = ctx["context"].get("creature_controller")
                if c is not None and c not in out:
                    out.append(c)
            return out
        if ref.startswith("creatures_of:"):   # each creature the target player controls, or the target
            # planeswalker's controller (that controller as the ability started to resolve, 608.2h)
            players = []
            for t in self._refs(ref[len("creatures_of:"):], ctx):
                c = t if self.player(t) is not None else (ctx.get("lki") or {}).get(t)
                if c is None and self.perm(t) is not None:
                    c = self.perm(t)["controller"]
                if c is not None and c not in players:
                    players.append(c)
            return [o["id"] for o in self.battlefield if "creature" in o["types"] and o["controller"] in players]
        if ref in ("opponent", "each_opponent"):
            return self._opponents(ctx["controller"])
        if ref == "each_player":
            return [p["id"] for p in self._alive()]
        if ref == "self":
            return [obj.get("source") or obj.get("id")]
        if ref == "that_player":
            return [ctx["context"]["player"]] if ctx["context"].get("player") else []
        if ref == "defending_player":   # the defending player of the event's attacking creature (506.2)
            return [ctx["context"]["defending"]] if ctx["context"].get("defending") else []
        if ref == "it":
            return [ctx["context"].get("dying")] if ctx["context"].get("dying") else []
        if ref == "that_creature":   # the other creature of the trigger event (blocked, blocking, dealt damage)
            return [ctx["context"]["creature"]] if ctx["context"].get("creature") else []
        if ref == "each_creature":
            return [o["id"] for o in self.battlefield if "creature" in o["types"]]
        if ref.startswith("all_other:"):   # "each other <word>": every such permanent but the source itself
            src = obj.get("source") or obj.get("id")
            return [o["id"] for o in self.battlefield if o["id"] != src
                    and targetspec.permanent_ok(ref[len("all_other:"):], o, ctx["controller"], self)]
        if ref.startswith("all:"):   # every permanent a target word built from parts describes ("all:artifact")
            return [o["id"] for o in self.battlefield if targetspec.permanent_ok(ref[4:], o, ctx["controller"], self)]
        if ref == "attached":   # the permanent the source Aura/Equipment is attached to
            src = self.perm(obj.get("source") or obj.get("id"))
            return [src["attached_to"]] if src is not None and src.get("attached_to") else []
        return [ref]

    def _amount(self, v, ctx):
        if v == "that_much":   # "that much": the amount of the trigger event (the damage dealt)
            return int((ctx.get("context") or {}).get("amount") or 0)
        if v == "-X":   # "gets -X/-X" (X from the cost)
            return -ctx["x"]
        return ctx["x"] if v == "X" else (v or 0)

    def _source_info(self, ctx):
        obj = ctx["obj"]
        if "ability" in obj:
            src = self.perm(obj.get("source"))
            if src is not None:
                return {**self.quality_info(src), "id": src["id"], "name": self.name(src), "controller": ctx["controller"],
                        "keywords": self.kws(src), "colors": set(current_colors(src))}
            em = self.emblem(obj.get("source"))
            if em is not None:   # "this emblem deals 5 damage ...": no colour, no keywords, no types (114.3)
                return {"id": em["id"], "name": self.name(em), "controller": ctx["controller"],
                        "keywords": set(), "colors": set(), "types": set(), "subtypes": []}
            # the source is gone: its last known information, kept on the ability (types for 702.16a)
            return {"id": obj.get("source"), "name": obj.get("source_name") or obj.get("source"),
                    "controller": ctx["controller"], "keywords": set(obj.get("keywords") or []),
                    "colors": set(obj.get("colors") or []),
                    "types": set(obj["src_types"]) if obj.get("src_types") is not None else None,
                    "subtypes": list(obj.get("src_subtypes") or [])}
        return {"id": obj["id"], "name": self.name(obj), "controller": ctx["controller"],
                "keywords": set(obj.get("keywords") or []), "colors": set(obj.get("colors") or []),
                "types": set(obj["types"]) if obj.get("types") is not None else None,
                "subtypes": list(obj.get("subtypes") or [])}

    def _effect(self, e, ctx):
        cond = e.get("if")
        if cond == "kicked" and not ctx["kicked"] or cond == "not_kicked" and ctx["kicked"]:
            return
        if isinstance(cond, dict):   # "If <condition>, <effect>." (608.2c)
            src = self._source_info(ctx)
            ok, why = check(self, cond, ctx["controller"], src["id"], ctx["obj"])
            if why is not None:
                self.ev("resolve", "mtg.effect.if_true" if ok else "mtg.effect.if_false_why", "608.2c", "mtg.stack",
                        [src["id"]], card=src["name"], cond=describe(cond), why=why)
            elif not ok:
                self.ev("resolve", "mtg.effect.if_false", "608.2c", "mtg.stack", [src["id"]], card=src["name"],
                        cond=describe(cond))
            if not ok:
                return
        from .counts import note_power, resolve_fields   # "where X is ...", "for each ...", "equal to ..." (107.3c, 608.2h)
        note_power(self, ctx)
        e = resolve_fields(self, e, ctx)
        if e is None:
            return
        EFFECTS[e["do"]].run(self, e, ctx)
        self._state_triggers()   # 603.8: a state true after any part of a resolution triggers

    # ------------------------------------------------------------ the effects, one handler each
    # (registered in registry.EFFECTS; validate.py reads their fields and checks from there)
    @effect("damage", rule="120.3", fields=("amount", "to", "from"), editor=("amount", "to"), check=_check_damage)
    def _do_damage(self, e, ctx):
        src = self._source_info(ctx)
        if e.get("from"):   # "target creature you control deals damage equal to its power to ...": that creature is the source
            o = next((self.perm(t) for t in self._refs(e["from"], ctx) if self.perm(t) is not None), None)
            if o is None:   # the creature is gone or an illegal target: no damage (608.2b)
                self.ev("resolve", "mtg.effect.no_source", "608.2b", "mtg.stack", [])
                return
            src = {**self.quality_info(o), "id": o["id"], "name": self.name(o), "controller": o["controller"],
                   "keywords": self.kws(o)}
        for t in self._refs(e.get("to"), ctx):
            n0 = len(self.events)
            self._deal_damage(src, t, self._amount(e.get("amount"), ctx))
            if self.perm(t) is not None and any(   # "a creature dealt damage this way" (the ref dealt:...)
                    ev.type == "damage" and ev.key != "mtg.damage.prevented_protection" and ev.objects[:2] == [src["id"], t]
                    for ev in self.events[n0:]):
                ctx.setdefault("dealt", []).append(t)

    @effect("fight", rule="701.14a", fields=("of", "to"))
    def _do_fight(self, e, ctx):
        """"A fights B" (701.14a): each creature deals damage equal to its power to the other, at once and
        not combat damage (701.14d); neither fights if one is gone, no creature or an illegal target
        (701.14b); a creature that fights itself deals twice its power to itself (701.14c)."""
        a = next(iter(self._refs(e.get("of"), ctx)), None)
        b = next(iter(self._refs(e.get("to"), ctx)), None)
        pa, pb = self.perm(a) if a else None, self.perm(b) if b else None
        if pa is None or pb is None or "creature" not in pa["types"] or "creature" not in pb["types"]:
            self.ev("resolve", "mtg.fight.none", "701.14b", "mtg.stack", [x for x in (a, b) if x])
            return
        srcs = [{"id": o["id"], "name": self.name(o), "controller": o["controller"], "keywords": self.kws(o),
                 "colors": set(current_colors(o))} for o in (pa, pb)]
        powers = [max(0, self.pt(o)[0]) for o in (pa, pb)]
        self.ev("resolve", "mtg.fight.fights", "701.14a", "mtg.stack", [a, b], a=srcs[0]["name"], b=srcs[1]["name"])
        if a == b:
            self._deal_damage(srcs[0], a, 2 * powers[0])
            return
        self._deal_damage(srcs[0], b, powers[0])
        self._deal_damage(srcs[1], a, powers[1])

    @effect("destroy", rule="701.8a", fields=("of", "cant_regenerate"), editor=("of",))
    @effect("sacrifice", rule="701.21a", fields=("of",), editor=("of",))
    @effect("exile", rule="701.13a", fields=("of",), editor=("of",))
    @effect("bounce", rule="400.6", fields=("of",), editor=("of",))
    def _do_remove(self, e, ctx):
        do = e["do"]
        name = self._source_info(ctx)["name"]
        moves = []
        gy = do == "exile" and self._card_ref(e.get("of"), ctx)
        for t in self._refs(e.get("of"), ctx):
            if gy:   # "exile target card from a graveyard": a card, not a permanent (109.2a)
                self._exile_from_graveyard(t, name)
                continue
            o = self.perm(t)
            if o is None:
                if do == "exile" and self.stack_obj(t):
                    s = self.stack_obj(t)
                    self.stack.remove(s)
                continue
            if do == "destroy" and "indestructible" in self.kws(o):
                self.ev("resolve", "mtg.destroy.indestructible", "702.12b", "mtg.kw.indestructible", [t], card=self.name(o))
                continue
            if do == "destroy" and o.get("regen_shields"):
                if e.get("cant_regenerate"):
                    self.ev("resolve", "mtg.regenerate.cant_effect", "701.19c", "mtg.kw.indestructible", [t],
                            card=self.name(o), source=name)
                elif self._regenerate(o, "701.8a"):
                    continue
            zone = {"exile": "exile", "bounce": "hand"}.get(do, "graveyard")
            moves.append((o, zone, do))
        if moves:
            self._leave_battlefield(moves)

    @effect("counter", rule="701.6a", fields=("of", "zone"), editor=("of",), check=_check_counter_zone)
    def _do_counter(self, e, ctx):
        name = self._source_info(ctx)["name"]
        for t in self._refs(e.get("of"), ctx):
            s = self.stack_obj(t)
            if s is None:
                continue
            if self._cant_be_countered(s, name):
                continue
            self.stack.remove(s)
            self.ev("countered", "mtg.counter.countered", "701.6a", "mtg.stack", [t, ctx["obj"]["id"]],
                    card=self.name(s) if "ability" not in s else s.get("source_name") or self.name(s.get("source")), by=name)
            self._countered_to(s, e.get("zone"))

    def _eot_targets(self, e, ctx):
        """The permanents an until-end-of-turn effect (611.2a) applies to, each as (id, permanent,
        its `until_eot` list, where the effect is recorded in timestamp order)."""
        for t in self._refs(e.get("of"), ctx):
            o = self.perm(t)
            if o is not None:
                yield t, o, o.setdefault("until_eot", [])

    @effect("pump", rule="613.4c", fields=("of", "power", "toughness", "until"), editor=("of", "power", "toughness"),
            check=_check_until)
    @effect("set_pt", rule="613.4b", fields=("of", "power", "toughness"))
    @effect("switch_pt", rule="613.4d", fields=("of",))
    @effect("grant", rule="613.1f", fields=("of", "keywords", "abilities", "triggers", "until"), check=_check_grant)
    def _do_until_eot(self, e, ctx):
        do = e["do"]
        sid = str(self._source_info(ctx)["id"])
        # "until your next turn" (611.2a): the effect lasts through cleanup and ends as its controller's
        # next turn begins (turn.py _end_next_turn_effects); the set of objects is locked now (611.2c)
        nxt = {"until_turn_of": ctx["controller"]} if e.get("until") == "your_next_turn" else {}
        for t, o, eot in self._eot_targets(e, ctx):
            dp, dt = self._amount(e.get("power", 0), ctx), self._amount(e.get("toughness", 0), ctx)
            if do == "pump":
                eot.append({"pump": [dp, dt], "source": sid, **nxt})
                key, rule = "mtg.effect.pump" + ("_next_turn" if nxt else ""), "613.4c"
            elif do == "set_pt":
                eot.append({"set": [dp, dt], "source": sid})
                key, rule = "mtg.effect.set_pt", "613.4b"
            elif do == "switch_pt":
                eot.append({"switch": True, "source": sid})
                key, rule = "mtg.effect.switch_pt", "613.4d"
            else:
                g: dict = {"keywords": [k.lower() for k in e.get("keywords", [])], "source": sid, **nxt}
                for k in ("abilities", "triggers"):   # 'gains "<ability>"' (113.10): the creature's own from now
                    if e.get(k):
                        g[k] = copy.deepcopy(e[k])
                eot.append(g)
                key, rule = "mtg.effect.grant" + ("_next_turn" if nxt else ""), "613.1f"
                if e.get("abilities") or e.get("triggers"):
                    if g["keywords"]:
                        self.ev("effect", key, rule, "mtg.layers", [t], card=self.name(o),
                                keywords=[kwmsg(k) for k in g["keywords"]])
                    self.ev("effect", "mtg.effect.grant_ability", "113.10", "mtg.layers", [t], card=self.name(o),
                            abilities=ability_texts(e))
                    continue
            if do in ("pump", "set_pt") and "creature" not in (o.get("types") or ()):
                # a kindred "Elemental" in "Elementals you control get +2/+0": no power to change now (208.3a)
                self.ev("effect", "mtg.effect.pump_noncreature", "208.3a", "mtg.layers", [t], card=self.name(o))
                continue
            p, tt = self.pt(o)
            self.ev("effect", key, rule, "mtg.layers", [t], card=self.name(o), power=p, toughness=tt,
                    dp=dp, dt=dt,
                    keywords=[kwmsg(k) for k in e.get("keywords", [])])

    @effect("sacrifice_chosen", rule="701.21a", fields=("to", "word", "n"), check=_check_sacrifice_chosen)
    def _do_sacrifice_chosen(self, e, ctx):
        """"<player> sacrifices N <permanents> [of their choice]" (701.21a, 101.4): each player `to` names
        chooses, in APNAP order, N permanents of that word they control (all they have if fewer), then
        all chosen ones are sacrificed at once. Choice: the resolving action's `choose`, a list of the
        chosen ids (for any of the players); a player it names none of gets the default, the first N
        such permanents they control in battlefield order, said on the step. An id that is not such a
        permanent, or a wrong number for a player, refuses the action (701.21a)."""
        from .common import illegal
        word = str(e.get("word") or "creature")
        n = self._amount(e.get("n", 1), ctx)
        choice = ctx.get("choose")
        if isinstance(choice, str):
            choice = [choice]
        chosen = [str(x).casefold() for x in choice] if isinstance(choice, list) else []
        order = self._apnap()
        players = sorted(dict.fromkeys(self._refs(e.get("to") or "controller", ctx)),
                         key=lambda x: order.index(x) if x in order else 99)
        used: set = set()
        moves = []
        for pid in players:
            if self.player(pid) is None or self.player(pid).get("lost"):
                continue
            cands = [o for o in self.battlefield if o["controller"] == pid and targetspec.permanent_ok(word, o, pid, self)]
            if not cands:
                self.ev("resolve", "mtg.sacrifice.none", "701.21a", "mtg.zones", [pid], player=self.name(pid),
                        word=_word_msg(word))
                continue
            k = min(n, len(cands))
            picked = [o for o in cands if o["id"].casefold() in chosen]
            used |= {o["id"].casefold() for o in picked}
            if picked and len(picked) != k:
                raise illegal("mtg.illegal.sacrifice_count", "701.21a", "mtg.zones", [pid], player=self.name(pid),
                              n=k, word=_word_msg(word), got=len(picked))
            how = "chosen" if picked else "default"
            picked = picked or cands[:k]
            self.ev("choice", "mtg.sacrifice." + how, "101.4", "mtg.zones", [pid] + [o["id"] for o in picked],
                    player=self.name(pid), cards=[self.name(o) for o in picked], n=k,
                    word=_word_msg(word))
            moves += [(o, "graveyard", "sacrifice") for o in picked]
        wrong = [x for x in chosen if x not in used]
        if wrong:
            raise illegal("mtg.illegal.sacrifice_chosen", "701.21a", "mtg.zones", [], chosen=", ".join(wrong),
                          word=_word_msg(word))
        if moves:   # all at once, after every player chose (101.4)
            self._leave_battlefield(moves)

    @effect("counters", rule="122.1", fields=("of", "to", "kind", "n"), editor=("of", "kind", "n"))
    def _do_counters(self, e, ctx):
        kind = e.get("kind", "+1/+1")
        n = self._amount(e.get("n", 1), ctx)
        for t in self._refs(e.get("of") or e.get("to"), ctx):
            self._add_counters(t, kind, n)

    @effect("proliferate", rule="701.34a", editor=())
    def _do_proliferate(self, e, ctx):
        self._proliferate(ctx)

    @effect("gain_life", rule="119.3", fields=("amount", "to"), editor=("amount", "to"))
    @effect("lose_life", rule="119.3", fields=("amount", "to"), editor=("amount", "to"))
    def _do_life(self, e, ctx):
        do = e["do"]
        name = self._source_info(ctx)["name"]
        amt = self._amount(e.get("amount"), ctx)
        for t in self._refs(e.get("to"), ctx):
            p = self.player(t)
            if p is None:
                continue
            if do == "gain_life" and amt > 0 and self._life_gain_stopped(t, name):
                continue
            p["life"] += amt if do == "gain_life" else -amt
            self._note_life(t, amt if do == "gain_life" else -amt)
            self.ev("life", "mtg.life.gain" if do == "gain_life" else "mtg.life.lose", "119.3", "mtg.objective",
                    [t], player=self.name(t), amount=amt, life=p["life"], source=name)
            if do == "gain_life" and amt > 0:   # 119.9: "whenever you gain life"
                self._player_event(t, "gain_life", {"amount": amt})   # "that much": the life gained
            elif do == "lose_life":
                self._lose_life_triggers(t, amt)

    def _life_gain_stopped(self, pid, source) -> bool:
        """"Your opponents can't gain life." / "Players can't gain life." of a permanent on the
        battlefield: the gain does not happen (119.7; "can't" beats "can", 101.2), said on the step."""
        from .layers import lost_abilities
        for o in self.battlefield:
            r = () if lost_abilities(o) else o.get("replacements") or ()   # 613.1f: without its abilities, no rule
            if "players_cant_gain_life" in r or "opponents_cant_gain_life" in r and \
                    not self._same_team(o["controller"], pid):
                self.ev("life", "mtg.life.cant_gain", "119.7", "mtg.objective", [pid, o["id"]],
                        player=self.name(pid), card=self.name(o), source=source)
                return True
        return False

    @effect("draw", rule="121.1", fields=("n", "to"), editor=("n", "to"))
    def _do_draw(self, e, ctx):
        for t in self._refs(e.get("to") or "controller", ctx):
            if self.player(t):
                self._draw(t, self._amount(e.get("n", 1), ctx))

    @effect("mill", rule="701.17a", fields=("n", "to"), editor=("n", "to"))
    def _do_mill(self, e, ctx):
        for t in self._refs(e.get("to") or "controller", ctx):
            p = self.player(t)
            if p is None:
                continue
            n = min(self._amount(e.get("n", 1), ctx), p["library"])
            milled = [self._lib_take_top(p) for _ in range(n)]   # the known top cards go as themselves (library.py)
            for c in milled:
                p["graveyard"].append(c or {"id": self._new_id(f"{t}-milled"), "card": "(card)", "unknown": True})
            if any(milled):
                self.ev("effect", "mtg.library.milled_known", "701.17a", "mtg.zones", [c["id"] for c in milled if c],
                        player=self.name(t), cards=[self._lib_name(c) for c in milled if c])
            self.ev("move", "mtg.mill", "701.17a", "mtg.kw.mill", [t], {"from": "library", "to": "graveyard"},
                    player=self.name(t), n=n, left=p["library"])

    @effect("poison", rule="122.1f", fields=("n", "to"), editor=("n", "to"))
    def _do_poison(self, e, ctx):
        for t in self._refs(e.get("to"), ctx):
            self._add_counters(t, "poison", self._amount(e.get("n", 1), ctx))

    @effect("create_token", rule="111.1", fields=("token", "attach", "n"), check=_check_token, editor=("token",))
    def _do_create_token(self, e, ctx):
        if "n" in e:   # "create a 6/6 Wurm token for each land you control": that many (each its own token)
            for _ in range(self._amount(e.get("n"), ctx)):
                self._do_create_token({k: v for k, v in e.items() if k != "n"}, ctx)
            return
        tok = dict(copy.deepcopy(e.get("token") or {}))
        tok["token"] = True
        tok.pop("id", None) if self.perm(tok.get("id")) else None
        perm = self._enter(tok, ctx["controller"], from_zone="outside")
        if tok.get("abilities") or tok.get("triggers"):   # 111.3: the effect that created it wrote its text
            self.ev("effect", "mtg.token.abilities", "111.3", "mtg.zones", [perm["id"]], card=self.name(perm),
                    abilities=ability_texts(tok))
        if e.get("attach") == "self" and self.perm(perm["id"]) is not None:
            # "create a ... token, then attach this Equipment to it" (living weapon 702.92a, For Mirrodin!
            # 702.163a, job select 702.182a): the source, if still on the battlefield, to the new token
            src = ctx["obj"].get("source") or ctx["obj"].get("id")
            if self.perm(src) is None:   # it left the battlefield: the token stays, unequipped (400.7)
                self.ev("effect", "mtg.attach.source_gone", "701.3b", "mtg.subtypes", [perm["id"]],
                        card=ctx["obj"].get("source_name") or self.name(src), target=self.name(perm))
            else:
                self._do_attach({"do": "attach", "of": "self", "to": perm["id"]}, ctx)

    @effect("scry", rule="701.22a", fields=("n",), editor=("n",))
    def _do_scry(self, e, ctx):
        n = self._amount(e.get("n", 1), ctx)
        self.ev("resolve", "mtg.scry", "701.22a", "mtg.kw.scry", [ctx["controller"]],
                player=self.name(ctx["controller"]), n=n)
        if n > 0:   # "whenever you scry": after the scry (701.22d), never for scry 0 (701.22b)
            self._player_event(ctx["controller"], "scry", key="mtg.trigger.scry", rule="701.22d")

    @effect("surveil", rule="701.25a", fields=("n",))
    def _do_surveil(self, e, ctx):
        """701.25a: look at the top N, any number to the graveyard (choice: how many; default 0)."""
        p = self.player(ctx["controller"])
        n = min(self._amount(e.get("n", 1), ctx), p["library"])
        choice = ctx.get("choose")
        k = choice if isinstance(choice, int) and not isinstance(choice, bool) and 0 <= choice <= n else 0
        for _ in range(k):   # the top k (a known card goes as itself, library.py)
            c = self._lib_take_top(p)
            p["graveyard"].append(c or {"id": self._new_id(f"{p['id']}-milled"), "card": "(card)", "unknown": True})
        self.ev("resolve", "mtg.surveil", "701.25a", "mtg.zones", [p["id"]], player=self.name(p["id"]), n=n, k=k,
                rest=n - k)
        if self._amount(e.get("n", 1), ctx) > 0:   # "whenever you surveil" (701.25d), never for surveil 0 (701.25c)
            self._player_event(p["id"], "surveil", key="mtg.trigger.surveil", rule="701.25d")

    @effect("add_mana", rule="106.4", fields=("mana", "one_of"), check=_check_add_mana)
    def _do_add_mana(self, e, ctx):
        p = self.player(ctx["controller"])
        if e.get("one_of"):   # one mana of a colour among these, chosen as the ability resolves (106.1b, 605.3b)
            want = str((getattr(self, "_cur_action", None) or {}).get("color") or "").upper()
            units = [want if want and want in e["one_of"] else e["one_of"][0]]
        else:
            units = parse_pool(e.get("mana", ""))
        if p.get("mana") is not None:
            p["mana"] = pool_text(parse_pool(p["mana"]) + units)
        self.ev("mana", "mtg.mana.add", "106.4", "mtg.mana", [ctx["controller"]], player=self.name(ctx["controller"]),
                mana=pool_text(units))

    @effect("discard", rule="701.9a", fields=("n", "to", "all"), check=lambda v, e, p: v.bool_(e, "all", p))
    def _do_discard(self, e, ctx):
        """Discard N cards (the last ones of the hand by default, 701.9a), or the whole hand (`all`:
        "discard your hand", no choice to make)."""
        for t in self._refs(e.get("to") or "controller", ctx):
            p = self.player(t)
            if p is None:
                continue
            n = len(p["hand"]) if e.get("all") else min(self._amount(e.get("n", 1), ctx), len(p["hand"]))
            for c in p["hand"][len(p["hand"]) - n:]:
                self._discard(p, c, "701.9a", "mtg.zones")

    @effect("regenerate", rule="701.19a", fields=("of",))
    def _do_regenerate(self, e, ctx):
        for t in self._refs(e.get("of") or "self", ctx):
            o = self.perm(t)
            if o is not None:
                o["regen_shields"] = o.get("regen_shields", 0) + 1
                self.ev("effect", "mtg.regenerate.shield", "701.19a", "mtg.kw.indestructible", [t], card=self.name(o),
                        n=o["regen_shields"])

    @effect("attach", rule="701.3a", fields=("of", "to"))
    def _do_attach(self, e, ctx):
        eq = next((self.perm(x) for x in self._refs(e.get("of") or "self", ctx)), None)
        to = next((self.perm(x) for x in self._refs(e.get("to"), ctx)), None)
        if eq is not None and to is not None:
            if eq.get("attached_to") == to["id"] or to is eq:
                self.ev("effect", "mtg.attach.same", "701.3b", "mtg.subtypes", [eq["id"], to["id"]],
                        card=self.name(eq), target=self.name(to))
            else:
                eq["attached_to"] = to["id"]
                self.ev("effect", "mtg.attach.attached", "701.3a", "mtg.subtypes", [eq["id"], to["id"]],
                        card=self.name(eq), target=self.name(to))

    @effect("tap", rule="701.26a", fields=("of",))
    @effect("untap", rule="701.26b", fields=("of",))
    def _do_tap(self, e, ctx):
        do = e["do"]
        for t in self._refs(e.get("of"), ctx):
            o = self.perm(t)
            if o is not None:
                self.ev("effect", "mtg.effect." + do, "701.26a" if do == "tap" else "701.26b", "mtg.zones", [t],
                        card=self.name(o))
                self._set_tapped(o, do == "tap")

    @effect("skip_untap", rule="502.3", fields=("of",))
    def _do_skip_untap(self, e, ctx):
        """"It doesn't untap during its controller's next untap step" (502.3): the permanent keeps a
        mark that its controller's next untap step uses up, tapped or not (turn.py)."""
        for t in self._refs(e.get("of"), ctx):
            o = self.perm(t)
            if o is not None:
                o["skip_next_untap"] = True
                self.ev("effect", "mtg.effect.skip_untap", "502.3", "mtg.turn.untap", [t], card=self.name(o))

    def _discard(self, p, c, rule, topic):
        p["hand"].remove(c)
        p["graveyard"].append(c)
        self.ev("move", "mtg.discard", rule, topic, [c["id"]], {"from": "hand", "to": "graveyard"},
                player=self.name(p["id"]), card=c.get("card") or c["id"])
        self._player_event(p["id"], "discard")   # "whenever you discard a card": each card (701.9a)
        # "whenever you discard one or more cards": once for the cards discarded together (603.2c)
        self._player_event(p["id"], "discard_batch", once=True, key="mtg.trigger.discard_batch", rule="603.2c")

    def _add_counters(self, t, kind, n):
        if n == 0:
            return
        p = self.player(t)
        if p is not None:
            if kind == "poison":
                p["poison"] = max(0, p["poison"] + n)
                total = p["poison"]
            else:
                c = p.setdefault("counters", {})
                c[kind] = max(0, c.get(kind, 0) + n)
                total = c[kind]
            self.ev("counters", "mtg.counters.player_poison" if kind == "poison" else "mtg.counters.player",
                    "122.1", "mtg.counters", [t], player=self.name(t), kind=kind, n=n, total=total)
            return
        o = self.perm(t)
        if o is None:
            return
        c = o["counters"]
        before = c.get(kind, 0)
        c[kind] = max(0, before + n)
        if not c[kind]:
            del c[kind]
        self.ev("counters", "mtg.counters.put" if n > 0 else "mtg.counters.removed", "122.1", "mtg.counters", [t],
                card=self.name(o), kind=kind, n=abs(n), total=c.get(kind, 0))
        if kind == "lore" and n > 0:   # 714.2b: the chapters the new number passes trigger
            self._chapters_passed(o, before, c[kind])

    def _proliferate(self, ctx):
        choice = ctx.get("choose")
        chosen = None
        if isinstance(choice, list):
            chosen = {str(x).casefold() for x in choice}
        cands = [o["id"] for o in self.battlefield if any(n > 0 for n in o["counters"].values())]
        cands += [p["id"] for p in self.players if not p.get("lost") and
                  (p["poison"] > 0 or any(n > 0 for n in (p.get("counters") or {}).values()))]
        picked = [x for x in cands if chosen is None or x.casefold() in chosen]
        self.ev("choice", "mtg.proliferate.choice" if chosen is not None else "mtg.proliferate.default", "701.34a",
                "mtg.kw.proliferate", picked, chosen=[self.name(x) for x in picked] or "-")
        for x in picked:
            p = self.player(x)
            if p is not None:
                if p["poison"] > 0:
                    self._add_counters(x, "poison", 1)
                for k, n in list((p.get("counters") or {}).items()):
                    if n > 0:
                        self._add_counters(x, k, 1)
            else:
                o = self.perm(x)
                for k, n in list(o["counters"].items()):
                    if n > 0:
                        self._add_counters(x, k, 1)

    def _deal_damage(self, src, tid, amount, combat=False, used=()):
        if amount <= 0:
            return 0
        amount, moved = self._redirected(src, tid, amount, combat, used)
        if amount <= 0:
            return moved
        amount = self._prevented(src, tid, amount, combat)
        if amount <= 0:
            return 0
        ks = src["keywords"]
        p = self.player(tid)
        ckey = "combat_" if combat else ""
        if p is not None:
            if p.get("lost"):
                return 0
            self._note_damaged(tid)   # the turn's history: bloodthirst (702.54a)
            if "infect" in ks:
                p["poison"] += amount
                self.ev("damage", "mtg.damage.infect_player", "702.90b", "mtg.kw.infect", [src["id"], tid],
                        source=src["name"], player=self.name(tid), amount=amount, total=p["poison"])
            else:
                p["life"] -= amount
                self._note_life(tid, -amount)   # 120.3a: damage to a player is life lost
                self.ev("damage", f"mtg.damage.{ckey}player", "510.2" if combat else "120.3a", "mtg.combat.damage" if combat else "mtg.objective",
                        [src["id"], tid], source=src["name"], player=self.name(tid), amount=amount, life=p["life"])
                self._lose_life_triggers(tid, amount)
            if combat and src["keywords"]:
                self._toxic(src, tid)   # 702.164c
            self._damage_to_you(src, tid, combat)
            srcp = self.perm(src["id"])
            if srcp is not None:
                for t in self.triggers_of(srcp):
                    if t.get("when") == "deals_damage_to_player" and not t.get("of") and not t.get("filter") and \
                            (combat or not t.get("combat")) and \
                            (t.get("whose") != "opponent" or tid in self._opponents(srcp["controller"])):   # "to an opponent"
                        self._queue_trigger(srcp, t, {"player": tid})
                if combat:   # "Whenever equipped/enchanted creature deals combat damage to a player" (603.2)
                    for x in self._trigger_sources():   # emblems too (114.4)
                        for t in self.triggers_of(x):   # "whenever a creature you control deals combat damage ..."
                            if t.get("when") == "deals_damage_to_player" and t.get("filter") and \
                                    not (t.get("other") and x is srcp) and \
                                    targetspec.permanent_ok(t["filter"], srcp, x["controller"], self):
                                if t.get("batch") and any(   # "one or more creatures ...": once per player (603.2c)
                                        p["source"] == x["id"] and p["text"] == (t.get("text") or t["when"]) and
                                        p["context"].get("player") == tid for p in self.pending):
                                    continue
                                self._queue_trigger(x, t, {"player": tid})
                        if x.get("attached_to") == srcp["id"]:
                            for t in self.triggers_of(x):
                                if t.get("when") == "deals_damage_to_player" and t.get("of") == "attached":
                                    self._queue_trigger(x, t, {"player": tid})
        else:
            o = self.perm(tid)
            if o is None:
                return 0
            prot = self.protected_from(o, src)
            if prot is not None:
                if prot[len("protection from "):] in COLOR_WORDS:
                    self.ev("damage", "mtg.damage.prevented_protection", "702.16e", "mtg.kw.protection", [src["id"], tid],
                            source=src["name"], card=self.name(o), amount=amount)
                else:   # a type, a creature type, multicolored, everything (702.16e, 702.16j)
                    self.ev("damage", "mtg.damage.prevented_protection_q", "702.16e", "mtg.kw.protection",
                            [src["id"], tid], source=src["name"], card=self.name(o), amount=amount, prot=kwmsg(prot))
                return 0
            if "creature" in o["types"]:
                if "infect" in ks or "wither" in ks:   # 702.90c, 702.80a: -1/-1 counters instead of damage
                    o["counters"]["-1/-1"] = o["counters"].get("-1/-1", 0) + amount
                    if "infect" in ks:
                        self.ev("damage", "mtg.damage.infect_creature", "702.90c", "mtg.kw.infect", [src["id"], tid],
                                source=src["name"], card=self.name(o), amount=amount)
                    else:
                        self.ev("damage", "mtg.damage.wither_creature", "702.80a", "mtg.counters", [src["id"], tid],
                                source=src["name"], card=self.name(o), amount=amount)
                else:
                    o["damage"] += amount
                    self.ev("damage", f"mtg.damage.{ckey}creature", "510.2" if combat else "120.3e", "mtg.combat.damage" if combat else "mtg.sba",
                            [src["id"], tid], source=src["name"], card=self.name(o), amount=amount, total=o["damage"])
                if "deathtouch" in ks:
                    o["deathtouch_damage"] = True
                if src["id"] not in (o.get("damaged_by") or ()):   # "a creature dealt damage by ~ this turn"
                    o.setdefault("damaged_by", []).append(src["id"])
            if "planeswalker" in o["types"]:
                before = o["counters"].get("loyalty", 0)
                o["counters"]["loyalty"] = max(0, before - amount)
                self.ev("damage", "mtg.damage.planeswalker", "306.8", "mtg.card-types", [src["id"], tid],
                        source=src["name"], card=self.name(o), amount=amount, total=o["counters"]["loyalty"])
            srcp = self.perm(src["id"])
            for t in (self.triggers_of(srcp) if srcp is not None else ()):   # "whenever ~ deals [combat] damage to a creature":
                # once for each creature dealt damage (603.2c); "that creature" is the creature
                if t.get("when") == "deals_damage_to_creature" and "creature" in o["types"] and \
                        (combat or not t.get("combat")):
                    self._queue_trigger(srcp, t, {"creature": tid}, key="mtg.trigger.damage_to_creature",
                                        rule="603.2c", other=self.name(o))
            pairs = [(o, t) for t in self.triggers_of(o) if t.get("when") == "dealt_damage" and not t.get("of")
                     and (combat or not t.get("combat"))]   # "is dealt combat damage" (510.2)
            pairs += [(x, t) for x in self.battlefield if x.get("attached_to") == o["id"]
                      for t in self.triggers_of(x) if t.get("when") == "dealt_damage" and t.get("of") == "attached"]
            for x, t in pairs:   # "whenever ~ / enchanted creature is dealt damage": once for damage dealt at
                # the same time by several sources (603.2c): a later part before the triggers are put on the
                # stack adds to that trigger's amount ("that much") instead of triggering again
                text = t.get("text") or t["when"]
                same = next((q for q in self.pending if q["source"] == x["id"] and q["when"] == "dealt_damage"
                             and q["text"] == text and q["context"].get("creature", o["id"]) == o["id"]), None)
                if same is not None:
                    same["context"]["amount"] = same["context"].get("amount", 0) + amount
                elif x is o:
                    self._queue_trigger(o, t, {"amount": amount})
                else:
                    self._queue_trigger(x, t, {"creature": o["id"], "amount": amount}, key="mtg.trigger.attached_dealt_damage",
                                        rule="603.2c", other=self.name(o))
        self._deals_damage_triggers(src, amount, combat)
        if "lifelink" in ks:
            c = self.player(src["controller"])
            if c is not None and not (amount > 0 and self._life_gain_stopped(c["id"], src["name"])):
                c["life"] += amount
                self._note_life(c["id"], amount)
                self.ev("life", "mtg.life.lifelink", "702.15b", "mtg.kw.lifelink", [src["id"], c["id"]],
                        source=src["name"], player=self.name(c["id"]), amount=amount, life=c["life"])
                if amount > 0:
                    self._player_event(c["id"], "gain_life", {"life_source": src["id"], "amount": amount})
        return amount + moved

    def _damage_to_you(self, src, pid, combat):
        """"Whenever a creature / a source an opponent controls deals [combat] damage to you" (120.3, 603.2):
        once for each source that deals damage to the trigger's controller; "that creature" is the source
        when it is a creature permanent, "that player" its controller."""
        srcp = self.perm(src["id"])
        for x in self._trigger_sources():
            if x["controller"] != pid:
                continue
            for t in self.triggers_of(x):
                if t.get("when") != "damage_to_you" or t.get("combat") and not combat:
                    continue
                if t.get("source") == "creature" and (srcp is None or "creature" not in srcp["types"]):
                    continue
                if t.get("source") == "opponent" and src["controller"] not in self._opponents(pid):
                    continue
                ctx = {"player": src["controller"]}
                if srcp is not None and "creature" in srcp["types"]:
                    ctx["creature"] = srcp["id"]
                self._queue_trigger(x, t, ctx, key="mtg.trigger.damage_to_you", rule="120.3", source=src["name"],
                                    player=self.name(pid))

    def _deals_damage_triggers(self, src, amount, combat):
        """"Whenever ~ / enchanted creature deals [combat] damage" (603.2c, 120.3): once for all the damage the
        source deals at the same time, to however many recipients: a second part of it before the triggers
        are put on the stack adds to the same trigger's `amount` ("that much") instead of triggering again."""
        srcp = self.perm(src["id"])
        if srcp is None or amount <= 0:
            return
        pairs = [(srcp, t) for t in self.triggers_of(srcp) if t.get("when") == "deals_damage" and not t.get("of")]
        pairs += [(x, t) for x in self.battlefield if x.get("attached_to") == srcp["id"]
                  for t in self.triggers_of(x) if t.get("when") == "deals_damage" and t.get("of") == "attached"]
        for x, t in pairs:
            if t.get("combat") and not combat:
                continue
            text = t.get("text") or t["when"]
            same = next((q for q in self.pending if q["source"] == x["id"] and q["when"] == "deals_damage"
                         and q["text"] == text and q["context"].get("creature") == srcp["id"]), None)
            if same is not None:
                same["context"]["amount"] = same["context"].get("amount", 0) + amount
                continue
            self._queue_trigger(x, t, {"creature": srcp["id"], "amount": amount}, key="mtg.trigger.deals_damage",
                                rule="603.2c", source=self.name(srcp))

    @effect("counter_unless", rule="118.12a", fields=("of", "cost", "zone"), check=_check_unless)
    def _do_counter_unless(self, e, ctx):
        """"Counter target spell unless its controller pays {N}" (118.12a): its controller may pay;
        the resolving action's choice ("pay" / "decline"), else pays when able (said on the step)."""
        self._ward(e, ctx, keys="unless")

    # ---------------------------------------------------------------- redirection (614.9)
    @effect("redirect", rule="614.9", fields=("of", "to", "n"), check=_check_redirect)
    def _redirect_effect(self, e, ctx):
        """{"do": "redirect", "of": ref, "to": ref, "n": N}: "the next N damage that would be dealt to
        <of> this turn is dealt to <to> instead" (a redirection effect, 614.9; Captain's Maneuver)."""
        name = self._source_info(ctx)["name"]
        n = self._amount(e.get("n", 1), ctx)
        dest = self._refs(e.get("to"), ctx)
        if not dest or n <= 0:
            return
        for t in self._refs(e.get("of"), ctx):
            holder = self.player(t) or self.perm(t)
            if holder is None:
                continue
            holder.setdefault("redirect_next", []).append({"n": n, "to": dest[0], "source": name})
            self.ev("effect", "mtg.redirect.shield", "614.9", "mtg.combat.damage", [t, dest[0]], source=name,
                    target=self.name(t), to=self.name(dest[0]), n=n)

    def _redirected(self, src, tid, amount, combat, used):
        """(damage left for `tid`, damage dealt elsewhere instead): the redirection effects on `tid`
        (614.9), each applied once to an event (614.5). The new recipient must still be a creature or
        planeswalker on the battlefield, or a player in the game; else the effect does nothing (614.9).
        Prevention shields of `tid` apply to what is left (the engine applies redirection first; with
        both, the affected player would choose the order, 616.1: an event says so)."""
        holder = self.player(tid) or self.perm(tid)
        moved = 0
        for r in list((holder or {}).get("redirect_next") or ()):
            if amount <= 0 or id(r) in used:
                continue
            dest = self.player(r["to"]) or self.perm(r["to"])
            ok = dest is not None and (not dest.get("lost") if self.player(r["to"]) else
                                       bool({"creature", "planeswalker"} & set(dest["types"])))
            if not ok:
                self.ev("damage", "mtg.redirect.gone", "614.9", "mtg.combat.damage", [tid, r["to"]], source=r["source"],
                        target=self.name(tid), to=self.name(r["to"]))
                continue
            m = min(r["n"], amount)
            r["n"] -= m
            if not r["n"]:
                holder["redirect_next"].remove(r)
                if not holder["redirect_next"]:
                    del holder["redirect_next"]
            amount -= m
            self.ev("damage", "mtg.redirect.applied", "614.9", "mtg.combat.damage", [src["id"], tid, r["to"]],
                    source=src["name"], effect=r["source"], target=self.name(tid), to=self.name(r["to"]), amount=m)
            if amount and holder.get("prevent_next"):
                self.ev("damage", "mtg.redirect.order", "616.1", "mtg.combat.damage", [tid], target=self.name(tid))
            moved += self._deal_damage(src, r["to"], m, combat, tuple(used) + (id(r),))
        return amount, moved

    # ---------------------------------------------------------------- prevention (615)
    @effect("prevent", rule="615.1a", fields=("of", "to", "n", "combat", "source", "all_to", "all_by"),
            check=lambda v, e, p: v.ref(e, "source", p) or v.ref(e, "all_to", p) or v.ref(e, "all_by", p))
    def _prevent_effect(self, e, ctx):
        """{"do": "prevent", "combat": true}: prevent all combat damage this turn (Fog, 615.1a);
        {"do": "prevent", "of": ref, "n": N}: prevent the next N damage to each (a shield, 615.7);
        {"do": "prevent", "all_to": ref [, "combat": true]}: all [combat] damage that would be dealt
        to each this turn; {"do": "prevent", "all_by": ref [, "combat": true]}: all [combat] damage
        each would deal this turn (615.1a; both end in the cleanup step, 514.2)."""
        name = self._source_info(ctx)["name"]
        for key, lists in (("all_to", ("prevent_to", "prevent_combat_to")),
                           ("all_by", ("prevent_sources", "prevent_combat_sources"))):
            if key not in e:
                continue
            lst = self.__dict__.setdefault(lists[1] if e.get("combat") else lists[0], [])
            for t in self._refs(e[key], ctx):
                if t not in lst:
                    lst.append(t)
                self.ev("effect", "mtg.prevent.turn_" + key[4:] + ("_combat" if e.get("combat") else ""), "615.1a",
                        "mtg.combat.damage", [t], source=name, target=self.name(t))
        if "all_to" in e or "all_by" in e:
            return
        if e.get("source"):   # "prevent all damage that would be dealt by <source> this turn" (615.1a)
            for t in self._refs(e["source"], ctx):
                if t not in self.prevent_sources:
                    self.prevent_sources.append(t)
                self.ev("effect", "mtg.prevent.source_turn", "615.1a", "mtg.combat.damage", [t], source=name,
                        target=self.name(t))
            return
        if e.get("combat"):
            self.prevent_combat_damage = True
            self.ev("effect", "mtg.prevent.combat_turn", "615.1a", "mtg.combat.damage", [ctx["obj"]["id"]], source=name)
            return
        n = self._amount(e.get("n", 1), ctx)
        for t in self._refs(e.get("of") or e.get("to"), ctx):
            holder = self.player(t) or self.perm(t)
            if holder is None:
                continue
            holder["prevent_next"] = holder.get("prevent_next", 0) + n
            self.ev("effect", "mtg.prevent.shield", "615.7", "mtg.combat.damage", [t], source=name, target=self.name(t),
                    n=n, total=holder["prevent_next"])

    def _static_prevented(self, src, tid, amount, combat) -> bool:
        """Static prevention effects (615.1a): "Prevent all [combat / noncombat] damage that would be
        dealt to ~ / enchanted creature / you", "... dealt by ~ / enchanted creature" (keywords of the
        permanent or granted by an Aura or Equipment; for a player, a permanent they control: player_kws);
        "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (615.5: the
        counter goes after the prevention, once for damage dealt at the same time)."""
        from .player_statics import PREVENT_BY, PREVENT_COUNTER, PREVENT_TO
        p = self.player(tid)
        o = None if p is not None else self.perm(tid)
        words = self.player_kws(tid) if p is not None else self.kws(o) if o is not None else set()
        to = PREVENT_TO[bool(combat)]
        if words & to:
            holder = self._prevent_holder(tid, to, o)
            self.ev("damage", "mtg.prevent.static_to", "615.1a", "mtg.combat.damage", [src["id"], tid], source=src["name"],
                    target=self.name(tid), amount=amount, by=holder)
            return True
        so = self.perm(src["id"])
        by = PREVENT_BY[bool(combat)]
        if so is not None and self.kws(so) & by:
            self.ev("damage", "mtg.prevent.static_by", "615.1a", "mtg.combat.damage", [src["id"], tid], source=src["name"],
                    target=self.name(tid), amount=amount, by=self._prevent_holder(so["id"], by, so))
            return True
        if o is not None and PREVENT_COUNTER in words:
            batch = self.__dict__.get("_damage_batch")
            again = batch is not None and tid in batch   # damage dealt at the same time: one counter (615.5)
            self.ev("damage", "mtg.prevent.static_counter" + ("_again" if again else ""), "615.5", "mtg.combat.damage",
                    [src["id"], tid], source=src["name"], target=self.name(tid), amount=amount)
            if not again:
                if batch is not None:
                    batch.add(tid)
                if (o.get("counters") or {}).get("+1/+1", 0) > 0:
                    o["counters"]["+1/+1"] -= 1
                    self.ev("effect", "mtg.counters.removed", "615.5", "mtg.combat.damage", [tid], n=1, kind="+1/+1",
                            card=self.name(tid), total=o["counters"]["+1/+1"])
            return True
        return False

    def _prevent_holder(self, tid, words, o):
        """The name of the permanent whose static ability prevents the damage (the object itself, the
        Aura or Equipment granting it, or for a player a permanent they control)."""
        if o is not None and words & set(o.get("keywords") or ()):
            return self.name(o)
        for src, s in self._granters():
            if words & set(s.get("keywords") or ()) and (o is None or self._static_applies(src, s, o)):
                return self.name(src)
        from .player_statics import PLAYER_STATICS
        for x in self.battlefield:
            if x["controller"] == tid and any(PLAYER_STATICS.get(k) in words for k in x.get("keywords") or ()):
                return self.name(x)
        return self.name(tid)

    def _prevented(self, src, tid, amount, combat):
        """The damage left after prevention effects (615): all combat damage this turn, then the
        shields of the player or permanent it would be dealt to."""
        if src["id"] in self.__dict__.get("prevent_sources", ()):
            self.ev("damage", "mtg.prevent.source_prevented", "615.1a", "mtg.combat.damage", [src["id"], tid],
                    source=src["name"], target=self.name(tid), amount=amount)
            return 0
        for key, ids, only_combat in (("by", self.__dict__.get("prevent_combat_sources", ()), True),
                                      ("to", self.__dict__.get("prevent_to", ()), False),
                                      ("to", self.__dict__.get("prevent_combat_to", ()), True)):
            if (src["id"] if key == "by" else tid) in ids and (combat or not only_combat):
                self.ev("damage", "mtg.prevent.turn_prevented_" + key, "615.1a", "mtg.combat.damage", [src["id"], tid],
                        source=src["name"], target=self.name(tid), amount=amount)
                return 0
        if self._static_prevented(src, tid, amount, combat):
            return 0
        if combat and getattr(self, "prevent_combat_damage", False):
            self.ev("damage", "mtg.prevent.combat_prevented", "615.1a", "mtg.combat.damage", [src["id"], tid],
                    source=src["name"], target=self.name(tid), amount=amount)
            return 0
        holder = self.player(tid) or self.perm(tid)
        shield = holder.get("prevent_next", 0) if holder is not None else 0
        if shield > 0:
            m = min(shield, amount)
            holder["prevent_next"] = shield - m
            if not holder["prevent_next"]:
                del holder["prevent_next"]
            self.ev("damage", "mtg.prevent.shield_used", "615.7", "mtg.combat.damage", [src["id"], tid],
                    source=src["name"], target=self.name(tid), amount=amount, prevented=m, left=amount - m)
            return amount - m
        return amount

    def _cant_be_countered(self, s, by):
        """A spell that can't be countered stays on the stack ("can't" beats "can", 101.2)."""
        if "ability" not in s and "can't be countered" in (s.get("keywords") or ()):
            self.ev("resolve", "mtg.counter.cant", "101.2", "mtg.golden-rules", [s["id"]], card=self.name(s), by=by)
            return True
        return False

    @effect("return_to_battlefield", rule="400.7", fields=("of", "counter", "tapped", "under"), check=_check_return)
    def _return_to_battlefield(self, e, ctx):
        """A card in a graveyard put onto the battlefield (400.7: a new object): undying / persist
        (702.93a, 702.79a: the card that died, with a +1/+1 or -1/-1 counter), "return target creature
        card from your graveyard to the battlefield [tapped]", "put target creature card from a
        graveyard onto the battlefield under your control", "return it to the battlefield tapped under
        its owner's control" (a dies trigger). `under`: "controller" (the effect's controller, 110.2a)
        or the card's owner (the default). It enters untapped unless `tapped`; its enters triggers
        trigger (603.6a, _enter)."""
        name = self._source_info(ctx)["name"]
        for t in self._refs(e.get("of") or "it", ctx):
            owner, card = self._gy_card(t)
            if card is None:
                self.ev("resolve", "mtg.return.card_gone" if e.get("under") == "controller" else "mtg.return.gone", "400.7",
                        "mtg.zones", [t], card=name)
                continue
            d = merged(card)
            if d.get("unknown"):   # a milled card: the engine does not know what it is
                self.ev("resolve", "mtg.return.unknown", "109.2a", "mtg.zones", [t], card=name, player=self.name(owner["id"]))
                continue
            types = {str(x).lower() for x in d.get("types") or ()} | ({str(d["kind"]).lower()} if d.get("kind") else set())
            if not types & set(PERMANENT_KINDS):   # 400.4a: an instant or sorcery card stays where it is
                self.ev("resolve", "mtg.return.not_permanent", "400.4a", "mtg.zones", [t], card=self.name(t))
                continue
            if any(str(x).casefold() == "aura" for x in d.get("subtypes") or ()):   # 303.4f: not modelled
                self.ev("resolve", "mtg.return.aura", "303.4f", "mtg.zones", [t], card=self.name(t))
                continue
            controller = ctx["controller"] if e.get("under") == "controller" else owner["id"]
            new_id = self._new_object_id(t)   # a new object (400.7): a new id while the card still holds the old one
            owner["graveyard"] = [c for c in owner["graveyard"] if c is not card]
            kind = e.get("counter")
            d["counters"] = {kind: 1} if kind else {}
            d["id"] = new_id
            d["owner"] = owner["id"]   # 110.2: its owner is the card's owner, whoever controls it
            d.pop("kind", None)
            if e.get("tapped"):
                d["tapped"] = True
            else:
                d.pop("tapped", None)
            if not kind and e.get("under") == "controller":   # a card put onto the battlefield by a spell or
                # ability (110.2a): said before it enters (its enters triggers and "enters tapped" follow)
                self.ev("move", "mtg.return.card", "110.2a", "mtg.zones", [t, new_id],
                        {"from": "graveyard", "to": "battlefield"}, card=d.get("card") or new_id,
                        player=self.name(controller), owner=self.name(owner["id"]),
                        state=Msg("mtg.return.state_tapped" if e.get("tapped") else "mtg.return.state_untapped"))
            perm = self._enter(d, controller, from_zone="graveyard")
            if kind or e.get("under") != "controller":   # undying / persist, "return it ... under its owner's control"
                rule = {"+1/+1": "702.93a", "-1/-1": "702.79a"}.get(kind, "400.7")
                key = "mtg.return.with_counter" if kind else "mtg.return.tapped" if e.get("tapped") else "mtg.return.plain"
                self.ev("move", key, rule, "mtg.zones", [perm["id"]], card=self.name(perm), kind=kind or "-",
                        player=self.name(controller))

    @effect("return_to_hand", rule="400.7", fields=("of",))
    def _return_to_hand(self, e, ctx):
        """"Return target creature card from your graveyard to your hand", "return ~ from your
        graveyard to your hand": the card goes from a graveyard to its owner's hand, a new object
        (400.7: a new id)."""
        name = self._source_info(ctx)["name"]
        for t in self._refs(e.get("of"), ctx):
            owner, card = self._gy_card(t)
            if card is None:
                self.ev("resolve", "mtg.return.card_gone", "400.7", "mtg.zones", [t], card=name)
                continue
            new = self._card_leaves_graveyard(owner, card)
            owner["hand"].append(new)
            self.ev("move", "mtg.return.to_hand", "400.7", "mtg.zones", [t, new["id"]], {"from": "graveyard", "to": "hand"},
                    card=self.name(new["id"]), player=self.name(owner["id"]))

    def _card_leaves_graveyard(self, owner, card):
        """Takes the card out of its owner's graveyard: the new object it becomes (400.7), a new dict
        with a new id (the cards in zones are shared with copies of the game: never changed in place)."""
        new = dict(card)
        new["id"] = self._new_object_id(card["id"])
        owner["graveyard"] = [c for c in owner["graveyard"] if c is not card]
        return new

    def _new_object_id(self, old):
        """The id of the new object a card becomes when it changes zones (400.7): `<id>-2` (`<id>-3`
        if that is taken), asked while the card still holds the old id. An id that already ends in such
        a number counts on (`<id>-2` -> `<id>-3`), so ids do not grow as `<id>-2-2` on each move."""
        m = re.fullmatch(r"(.+)-(\d+)", str(old))
        if m and int(m.group(2)) >= 2:
            used = self._all_ids()
            n = int(m.group(2)) + 1
            while f"{m.group(1)}-{n}" in used:
                n += 1
            return self._new_id(f"{m.group(1)}-{n}", used)
        return self._new_id(str(old))

    def _exile_from_graveyard(self, t, name):
        """"Exile target card from a graveyard" (701.13a): the card goes to its owner's exile, a new
        object (its new id, or None if it is not in a graveyard). `name`: what exiles it, None for a
        cost (said by the cost's own event)."""
        owner, card = self._gy_card(t)
        if card is None:
            return None
        new = self._card_leaves_graveyard(owner, card)
        owner["exile"].append(new)
        if name is not None:
            self.ev("move", "mtg.move.exiled_from_graveyard", "701.13a", "mtg.zones", [t, new["id"]],
                    {"from": "graveyard", "to": "exile"}, card=self.name(new["id"]), owner=self.name(owner["id"]),
                    source=name)
        return new["id"]

    def _card_ref(self, ref, ctx) -> bool:
        """Is `ref` a target whose word is a card in a graveyard (109.2a)?"""
        if not isinstance(ref, str) or not ref.startswith("target:"):
            return False
        spec = ctx["obj"].get("target") or []
        i = int(ref.split(":")[1])
        return i < len(spec) and targetspec.is_card_word(spec[i])

    def _regenerate(self, o, rule):
        """A regeneration shield replaces the destruction of `o` (614.8, 701.19a): tap it, remove all
        damage, remove it from combat. False if it can't be regenerated (701.19c)."""
        if not o.get("regen_shields"):
            return False
        if o.get("cant_regenerate"):
            self.ev("resolve", "mtg.regenerate.cant", "701.19c", "mtg.kw.indestructible", [o["id"]], card=self.name(o))
            return False
        if o.get("exile_if_dies") or o.get("unearthed"):   # 616.1: two replacements of one event; its controller chooses
            self.ev("choice", "mtg.replace.order_default", "616.1", "mtg.zones", [o["id"]], card=self.name(o),
                    player=self.name(o["controller"]),
                    effects=[Msg("mtg.replace.name.regenerate")] +
                    [Msg("mtg.replace.name." + k) for k in ("unearth", "exile_if_dies") if o.get(k if k != "unearth" else "unearthed")])
        o["regen_shields"] -= 1
        if not o["regen_shields"]:
            del o["regen_shields"]
        self._set_tapped(o, True)
        o["damage"] = 0
        o["deathtouch_damage"] = False
        c = self.combat
        removed = False
        if c and (c["attackers"] or c["blockers"]):   # 506.4
            n = len(c["attackers"]) + len(c["blockers"])
            c["attackers"] = [a for a in c["attackers"] if a["id"] != o["id"]]
            c["blockers"] = [b for b in c["blockers"] if b["id"] != o["id"]]
            removed = n != len(c["attackers"]) + len(c["blockers"])
        self.ev("resolve", "mtg.regenerate.combat" if removed else "mtg.regenerate.replaced", "614.8",
                "mtg.kw.indestructible", [o["id"]], card=self.name(o), why=rule)
        return True
