"""Continuous effects and the layer system (CR 611-613).

    611.2a     until-end-of-turn effects from resolved spells and abilities (until_eot)
    613.4a-d   power and toughness in layer 7: 7a printed, 7b setting, 7c modifying and counters, 7d switching
    613.1f     layer 6 ability-adding effects (keywords granted until end of turn, see keywords.py)
    604.1-604.2 / 613.4c   static abilities: anthems and Aura / Equipment bonuses
    611.3a     a static ability's "as long as" condition (`condition`, judge/mtg/conditions.py): its
               effect applies at each moment the condition is true, never locked in (_static_on);
               each change is said as an event (_note_static_conditions)
    613.1b     layer 2: control-changing effects (gain control until end of turn: Act of Treason)
    613.1d     layer 4: type-changing effects (becomes an artifact / a creature in addition to its types)
    613.1e     layer 5: colour-changing effects ("becomes white"); the colour filter of an anthem
               ("white creatures you control get +1/+1": Honor of the Pure) reads the colour after layer 5
    613.1f     layer 6: "loses all abilities" removes keywords, activated, triggered and static abilities
               (timestamp order: abilities granted later still apply)
    601.2f / 118.7a-f cost reductions: generic ("black spells you cast cost {1} less", 118.7a) and
               coloured ("Cleric spells you cast cost {W}{B} less", 118.7b-f)
    613.8a-c   dependency: within a layer an effect that depends on another waits until just after it,
               whatever the timestamps; loops fall back to timestamp order; re-evaluated after each effect
               (dependency_order). Layer 6: a static ability granting abilities depends on a "loses all
               abilities" effect applied to its source (applying that one ends its existence)
"""
from __future__ import annotations

from ..engine.events import Msg
from . import conditions as _conditions
from . import counts as _counts
from .mana import cost_text, parse_cost
from .registry import effect
from .common import Host, has_subtype, illegal, spell_matches

_COLOR_NAME = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _check_add_types(v, e, p) -> None:
    v.strlist(e, "types", p, v.PERM_TYPES)
    v.strlist(e, "subtypes", p)


def current_colors(o) -> list:
    """The colours of `o` after layer 5 (613.1e): the last colour-setting effect wins."""
    c = o.get("colors") or []
    for e in o.get("until_eot") or ():
        if "colors" in e:
            c = e["colors"]
    return c


def lost_abilities(o) -> bool:
    """`o` lost all abilities until end of turn (613.1f)."""
    return any(e.get("lose_abilities") for e in o.get("until_eot") or ())


def static_effect(s) -> Msg:
    """What a static ability with P/T or keywords does, in the reader's language (keys
    mtg.static.*, judge/mtg/messages_aslong.py): "this creature gets +1/+1 and has flying"."""
    from .keywords import kwmsg
    aff = s.get("affects")
    sub: object = s.get("subtype")
    if s.get("color"):
        col = Msg("mtg.color." + _COLOR_NAME[s["color"]])
        sub = Msg("mtg.cond.sub_word", {"sub": sub, "word": col}) if sub else col
    if aff == "self":
        who = Msg("mtg.static.who.self")
    elif aff in (None, "attached"):
        who = Msg("mtg.static.who.attached")
    elif aff == "creatures_you_control" and s.get("with_counter"):   # 122.1
        wc = s["with_counter"]
        who = Msg("mtg.static.who.yours_counter" + ("_other" if s.get("other") else ""),
                  {"kind": Msg("mtg.static.counter_any") if wc == "any" else wc})
    elif aff == "creatures_you_control":
        key = "mtg.static.who.yours" + ("_sub" if sub else "") + ("_other" if s.get("other") else "")
        who = Msg(key, {"sub": sub} if sub else {})
    else:
        oth = "_other" if s.get("other") else ""
        who = Msg("mtg.static.who.all_sub" + oth, {"sub": sub}) if sub else Msg("mtg.static.who.all" + oth)
    pt = f"{s.get('power', 0):+}/{s.get('toughness', 0):+}" if (s.get("power") or s.get("toughness")) else None
    kws: list = [kwmsg(k) for k in s.get("keywords") or ()]
    kws += ["\u201c" + _ab_text(a) + "\u201d" for k in ("abilities", "triggers") for a in s.get(k) or ()]   # 113.10
    one = aff in (None, "attached", "self")   # one creature ("gets", "has") or a group ("get", "have")
    if pt and kws:
        return Msg("mtg.static.gets_has" if one else "mtg.static.get_have", {"who": who, "pt": pt, "keywords": kws})
    if pt:
        return Msg("mtg.static.gets" if one else "mtg.static.get", {"who": who, "pt": pt})
    return Msg("mtg.static.has" if one else "mtg.static.have", {"who": who, "keywords": kws})


def dependency_order(effects, ts, depends):
    """The order in which the effects of one layer (or sublayer) apply (613.7-613.8): timestamp
    order (`ts(effect)`), except that an effect that depends on others waits until just after all
    of them have applied (613.8b); dependent effects released together apply in timestamp order; the
    effects of a dependency loop apply in timestamp order (613.8b). `depends(a, b, applied)` says
    whether `a` depends on `b` (613.8a) given the effects `applied` so far: it is asked again after
    each effect applies (613.8c). Returns [(effect, [the applied effects it waited for])]."""
    rest = sorted(effects, key=ts)
    applied: list = []
    waited: dict = {}
    out = []
    while rest:
        deps = [[b for b in rest if b is not a and depends(a, b, applied)] for a in rest]
        i = next((k for k, d in enumerate(deps) if not d), None)
        loops: set[int] = set()
        if i is None:   # every remaining effect waits for another: the earliest one in a loop applies (613.8b)
            loops = {k for k in range(len(rest)) if _in_loop(k, rest, deps)}
            i = min(loops)
        for k, d in enumerate(deps):
            if k != i and d and k not in loops:   # in a loop the dependency rule is ignored (613.8b)
                waited.setdefault(id(rest[k]), []).extend(x for x in d if x not in waited.get(id(rest[k]), ()))
        a = rest.pop(i)
        out.append((a, [x for x in waited.get(id(a), ()) if any(x is y for y in applied)]))
        applied.append(a)
    return out


def _in_loop(k, rest, deps):
    """Whether rest[k] depends, through its dependencies, on itself (a 613.8b dependency loop)."""
    pos = {id(x): n for n, x in enumerate(rest)}
    seen, todo = set(), [pos[id(b)] for b in deps[k]]
    while todo:
        n = todo.pop()
        if n == k:
            return True
        if n not in seen:
            seen.add(n)
            todo.extend(pos[id(b)] for b in deps[n])
    return False


class LayersMixin(Host):
    """Methods of MtgGame for Continuous effects and the layer system (CR 611-613)."""

    def is_creature(self, o):
        return "creature" in (o.get("types") or [])

    def _static_on(self, src, s) -> bool:
        """Whether the static ability `s` of `src` has its effect now: always, or while its "as long
        as" condition is true (611.3a: checked at each moment, nothing locked in)."""
        c = s.get("condition")
        return c is None or _conditions.holds(self, c, src["controller"], src["id"])

    def _anthems(self):
        """Layer 7c bonuses of static abilities: {controller: [p, t]} for anthems and
        {("@", id): [p, t]} for the permanent an Aura or Equipment is attached to, or a creature's
        own bonus ("this creature gets +1/+1 as long as ...", affects "self")."""
        bonus: dict = {}
        for o in self._static_sources():   # permanents and emblems (114.4)
            if o.get("until_eot") and lost_abilities(o):   # 613.1f: its static abilities are gone
                continue
            for s in o.get("static") or ():
                aff = s.get("affects")
                if not (s.get("power") or s.get("toughness")) or aff in ("spells_you_cast", "spells_cast"):
                    continue
                if "condition" in s and not self._static_on(o, s):   # 611.3a: false now, no effect now
                    continue
                if aff == "self":
                    b = bonus.setdefault(("@", o["id"]), [0, 0])
                    dp, dt = self.static_pt(o, s)
                    b[0] += dp
                    b[1] += dt
                    continue
                if s.get("subtype") or s.get("other") or s.get("color") or s.get("with_counter") or \
                        aff == "all_creatures":   # checked per creature in pt()
                    bonus.setdefault("*", []).append((o, s))
                    continue
                if aff == "creatures_you_control":
                    b = bonus.setdefault(o["controller"], [0, 0])
                elif aff in (None, "attached") and o.get("attached_to"):
                    b = bonus.setdefault(("@", o["attached_to"]), [0, 0])
                else:
                    continue
                b[0] += s.get("power", 0)
                b[1] += s.get("toughness", 0)
        return bonus

    def _note_static_conditions(self):
        """611.3a: say when a static ability's "as long as" condition starts or stops being true
        (and, the first time the engine sees the ability, whether it is true), so the board says
        why its effect is there or not; the layer view shows its rows only while it is true.
        Called at each state-based action check and after each action (game.py)."""
        seen = self.__dict__.get("static_conds") or {}
        srcs = self._static_sources()
        if not seen and not any("condition" in s for o in srcs for s in o.get("static") or ()):
            return
        now = {}
        for o in srcs:
            sts = o.get("static")
            if not sts or (o.get("until_eot") and lost_abilities(o)):   # 613.1f: no ability, nothing to say
                continue
            for i, s in enumerate(sts):
                c = s.get("condition")
                if c is None:
                    continue
                key = f"{o['id']}#{i}"
                on = self._static_on(o, s)
                now[key] = on
                if seen.get(key) is not on:
                    self.ev("effect", "mtg.static.cond_on" if on else "mtg.static.cond_off", "611.3a", "mtg.layers",
                            [o["id"]], card=self.name(o), cond=_conditions.describe(c), effect=static_effect(s))
        self.static_conds = now

    def static_pt(self, src, s) -> tuple[int, int]:
        """The +N/+N of the static ability `s` of `src` now: its bonus, times its count for a bonus
        "for each ..." (`per`, judge/mtg/counts.py: counted at each moment, 613.4c, 611.3a)."""
        p, t = s.get("power", 0), s.get("toughness", 0)
        per = s.get("per")
        if per:
            n = _counts.value(self, per, src["controller"], src)
            p, t = p * n, t * n
        return p, t

    def cda_pt(self, o) -> tuple[int, int]:
        """Power and toughness after layer 7a (613.4a): the printed values, or what the object's
        characteristic-defining ability says ("~'s power and toughness are each equal to the number
        of ...", 604.3, 208.2a), counted now. A permanent that lost all its abilities (613.1f, layer
        6, before 7a) has no such ability left: its printed * counts as 0 (208.2a)."""
        p, t = o.get("power") or 0, o.get("toughness") or 0
        cda = o.get("cda")
        if cda and not (o.get("until_eot") and lost_abilities(o)):
            if "power" in cda:
                p = _counts.value(self, cda["power"], o["controller"], o)
            if "toughness" in cda:
                t = _counts.value(self, cda["toughness"], o["controller"], o)
        return p, t

    @staticmethod
    def _static_applies(src, s, o):
        """Whether the static ability `s` of `src` applies to the permanent `o` (604.2, 613.1f/613.4c):
        `affects` "attached" (default: the permanent src is attached to), "creatures_you_control",
        "all_creatures", "self" (src itself); `subtype` (a creature type, e.g. "Goblin"); `other` (not
        src itself). Whether a conditional ability has its effect now is _static_on's question."""
        aff = s.get("affects")
        if aff in (None, "attached"):
            return bool(src.get("attached_to")) and src["attached_to"] == o["id"]
        if aff == "self":
            return o is src
        if "creature" not in (o.get("types") or ()):
            return False
        if aff == "creatures_you_control" and o["controller"] != src["controller"]:
            return False
        if aff not in ("creatures_you_control", "all_creatures"):
            return False
        if s.get("other") and o is src:
            return False
        col = s.get("color")
        if col and col not in current_colors(o):   # the colour after layer 5 (613.1e)
            return False
        sub = s.get("subtype")
        if sub and not has_subtype(o, sub):   # a changeling has every creature type (702.73a)
            return False
        wc = s.get("with_counter")   # "... with a +1/+1 counter on it" (122.1): read now, not a layer
        if wc and not any(n > 0 for k, n in (o.get("counters") or {}).items() if wc == "any" or k == wc):
            return False
        return True

    @effect("gain_control", rule="613.1b", fields=("of", "to"))
    @effect("add_types", rule="613.1d", fields=("of", "types", "subtypes", "power", "toughness"),
            check=_check_add_types)
    @effect("set_colors", rule="613.1e", fields=("of", "colors"),
            check=lambda v, e, p: v.strlist(e, "colors", p, set("WUBRG")))
    @effect("lose_abilities", rule="613.1f", fields=("of",))
    def _layer_effect(self, e, ctx):
        """gain_control (613.1b), add_types (613.1d), set_colors (613.1e), lose_abilities (613.1f):
        until end of turn, in timestamp order in `until_eot`."""
        from .keywords import kwmsg
        do = e["do"]
        src = self._source_info(ctx)
        name, sid = src["name"], str(src["id"])
        for t, o, eot in self._eot_targets(e, ctx):
            if do == "gain_control":
                new = next(iter(self._refs(e.get("to") or "controller", ctx)), ctx["controller"])
                if new == o["controller"] or self.player(new) is None:
                    continue
                eot.append({"control": new, "was": o["controller"], "source": sid})
                o["controller"] = new
                c = self.combat
                if c and (c["attackers"] or c["blockers"]):   # 506.4: a change of controller removes it from combat
                    c["attackers"] = [x for x in c["attackers"] if x["id"] != o["id"]]
                    c["blockers"] = [x for x in c["blockers"] if x["id"] != o["id"]]
                if "creature" in o["types"]:
                    o["summoning_sick"] = True   # 302.6: it came under its new controller's control this turn
                if any(str(k).startswith("echo ") for k in self.kws(o)):
                    o["echo_due"] = True   # 702.30a: it came under its new controller's control
                self.ev("effect", "mtg.layer.control", "613.1b", "mtg.layers", [t], card=self.name(o),
                        player=self.name(new), source=name)
            elif do == "add_types":
                add = [x for x in e.get("types") or () if x not in o["types"]]
                eot.append({"types_added": add, "source": sid})
                o["types"] = list(o["types"]) + add   # a new list: types are shared with the catalogue
                have = {str(x).casefold() for x in o.get("subtypes") or ()}
                subs = [x for x in e.get("subtypes") or () if str(x).casefold() not in have]
                if subs:   # "becomes a 5/5 Human Soldier creature that's still a planeswalker" (205.1b: it keeps the rest)
                    eot[-1]["subtypes_added"] = subs
                    o["subtypes"] = list(o.get("subtypes") or ()) + subs
                if "creature" in add and "power" not in o:
                    # no printed P/T (208.3): 0/0 in layer 7a, recorded so cleanup and copies (707.2)
                    # leave it out; the P/T the effect gives is set in layer 7b below
                    o["power"], o["toughness"] = 0, 0
                    eot[-1]["pt_added"] = True
                self.ev("effect", "mtg.layer.types", "613.1d", "mtg.layers", [t], card=self.name(o),
                        types=[*(Msg("mtg.target_word." + x) for x in add), *subs] or "-", source=name)
                if "power" in e or "toughness" in e:
                    # "becomes a 2/2 artifact creature": the same effect also sets P/T in layer 7b
                    # (613.6 Example), whatever P/T the object had, until end of turn
                    sp, st = self._amount(e.get("power", 0), ctx), self._amount(e.get("toughness", 0), ctx)
                    eot.append({"set": [sp, st], "source": sid})
                    p, tt = self.pt(o)
                    self.ev("effect", "mtg.effect.set_pt", "613.4b", "mtg.layers", [t], card=self.name(o),
                            power=p, toughness=tt, dp=sp, dt=st, keywords=[])
            elif do == "set_colors":
                cols = list(e.get("colors") or [])
                eot.append({"colors": cols, "source": sid})
                self.ev("effect", "mtg.layer.colors", "613.1e", "mtg.layers", [t], card=self.name(o),
                        colors=[Msg("mtg.color." + _COLOR_NAME[c]) for c in cols] or Msg("mtg.color.colorless"),
                        source=name)
            elif do == "lose_abilities":
                eot.append({"lose_abilities": True, "source": sid})
                self.ev("effect", "mtg.layer.lose_abilities", "613.1f", "mtg.layers", [t], card=self.name(o), source=name)
                grants = [k for s in o.get("static") or () if s.get("affects") not in (None, "attached")
                          for k in s.get("keywords") or ()]
                if grants:   # 613.8a: its abilities granting to others depend on this effect and end with it
                    self.ev("effect", "mtg.layer.dependency_gone", "613.8a", "mtg.layers", [t], card=self.name(o),
                            keywords=[kwmsg(k) for k in grants])

    def _end_layer_effects(self, o):
        """Cleanup (514.2): control and types return to what they were before the effects."""
        for e in o.get("until_eot") or ():
            if "was" in e:
                o["controller"] = e["was"]
                break
        added = [x for e in o.get("until_eot") or () for x in e.get("types_added") or ()]
        if added:
            o["types"] = [x for x in o["types"] if x not in added]
        subs = [x for e in o.get("until_eot") or () for x in e.get("subtypes_added") or ()]
        if subs:
            o["subtypes"] = [x for x in o.get("subtypes") or () if x not in subs]
        if any(e.get("pt_added") for e in o.get("until_eot") or ()):
            o.pop("power", None)
            o.pop("toughness", None)

    def _cost_increase(self, pid, cost, d, kind, name, sid):
        """601.2f: static abilities "[<kind> / <colour>] spells [your opponents cast / you cast] cost {N}
        more to cast" (`affects` "spells_cast", `whose` "opponents" / "you" / "all", `cost_increase`
        N) add N generic mana to the total cost; the increases come before any reduction (601.2f)."""
        for o in self._static_sources():
            if o.get("until_eot") and lost_abilities(o):   # 613.1f: its static abilities are gone
                continue
            for s in o.get("static") or ():
                if s.get("affects") != "spells_cast" or not s.get("cost_increase"):
                    continue
                whose = s.get("whose", "all")
                if whose == "opponents" and self._same_team(pid, o["controller"]) or \
                        whose == "you" and o["controller"] != pid:
                    continue
                if not spell_matches(s, kind, d):   # a spell has all its card types and colours
                    continue
                n = int(s["cost_increase"])
                generic = int(cost[0]) if cost and cost[0].isdigit() else 0
                cost = [str(generic + n)] + list(cost[1:] if cost and cost[0].isdigit() else cost)
                self.ev("cast", "mtg.cast.cost_increased", "601.2f", "mtg.casting", [sid, o["id"]], card=name,
                        source=self.name(o), n=n, cost=cost_text(cost))
        return cost

    def _cost_reduction(self, pid, cost, d, kind, name, sid):
        """601.2f / 118.7: static abilities "spells you cast cost {N} less" (optionally of some colours,
        kinds or subtypes) and "... cost {B} less" (coloured mana, 118.7b-f) reduce the total cost, never
        below {0}. The player may apply several in any order (601.2f); the engine applies the coloured
        ones first, which never reduces less than another order."""
        found = []   # (source, reduction symbols, coloured only)
        cols = set(d.get("colors") or ())
        for o in self._static_sources():   # an emblem's "spells you cast cost {1} less" too (114.4)
            if o["controller"] != pid or (o.get("until_eot") and lost_abilities(o)):
                continue
            for s in o.get("static") or ():
                if s.get("affects") != "spells_you_cast" or not s.get("cost_reduction"):
                    continue
                if s.get("colors") and not cols & set(s["colors"]):
                    continue
                if s.get("spell_subtypes") and not any(has_subtype(d, x) for x in s["spell_subtypes"]):
                    continue
                if not spell_matches(s, kind, d):
                    continue   # a spell has all its card types (an artifact creature spell is an artifact spell)
                red = s["cost_reduction"]
                syms = [str(red)] if isinstance(red, int) else parse_cost(red)
                found.append((o, syms, bool(s.get("colored_only"))))
        if not found:
            return cost
        found.sort(key=lambda f: all(x.isdigit() for x in f[1]))   # coloured reductions first
        for src, syms, colored_only in found:
            cost = self._reduce_by(cost, src, syms, colored_only, name, sid)
        return cost

    def _reduce_by(self, cost, src, syms, colored_only, name, sid):
        """One source's reduction (118.7a-f) applied to the symbols of the total cost."""
        generic = int(cost[0]) if cost and cost[0].isdigit() else 0
        rest = list(cost[1:] if cost and cost[0].isdigit() else cost)
        before = generic
        for sym in syms:
            if sym.isdigit():   # 118.7a: generic mana only
                generic = max(0, generic - int(sym))
                continue
            if sym.endswith("/P"):   # 118.7f: one mana of the Phyrexian symbol's colour
                sym = sym[0]
            elif "/" in sym:   # 118.7e: the player chooses a half; the engine takes one the cost has
                sym = next((h for h in sym.split("/") if h in rest), sym.split("/")[0])
            if sym in rest:
                rest.remove(sym)
                self.ev("cast", "mtg.cast.cost_reduced_mana", "601.2f", "mtg.casting", [sid, src["id"]],
                        card=name, source=self.name(src), mana="{" + sym + "}")
                continue
            near = [x for x in rest if "/" in x and sym in x.split("/")]
            if near:   # a hybrid or Phyrexian symbol of that colour in the cost: refused, not guessed
                raise illegal("mtg.illegal.reduction_hybrid", "118.7", "mtg.casting", [src["id"]],
                              card=name, source=self.name(src), mana="{" + sym + "}",
                              symbol="{" + near[0] + "}")
            if colored_only:   # the card's own words override 118.7b-d (101.1): the excess does nothing
                self.ev("cast", "mtg.cast.cost_reduction_unused", "101.1", "mtg.casting", [sid, src["id"]],
                        card=name, source=self.name(src), mana="{" + sym + "}")
                continue
            rule = "118.7d" if sym == "C" else ("118.7b" if not any(x == sym for x in cost) else "118.7c")
            if generic:
                generic -= 1
                self.ev("cast", "mtg.cast.cost_reduced_generic_instead", rule, "mtg.casting", [sid, src["id"]],
                        card=name, source=self.name(src), mana="{" + sym + "}")
        new = ([str(generic)] if generic else []) + rest
        if all(x.isdigit() for x in syms):
            self.ev("cast", "mtg.cast.cost_reduced", "601.2f", "mtg.casting", [sid, src["id"]], card=name,
                    source=self.name(src), n=before - generic, cost=cost_text(new) if new else "{0}")
        else:
            self.ev("cast", "mtg.cast.cost_now", "601.2f", "mtg.casting", [sid, src["id"]], card=name,
                    source=self.name(src), reduction=cost_text(syms), cost=cost_text(new) if new else "{0}")
        return new

    def pt(self, o, anthems=None):
        """Power and toughness in layer order (CR 613.4): 7a base/printed, 7b setting effects,
        7c modifications and counters, 7d switching."""
        p, t = self.cda_pt(o)
        eot = o.get("until_eot") or ()
        for e in eot:
            if "set" in e:
                p, t = e["set"]
        for e in eot:
            if "pump" in e:
                p += e["pump"][0]
                t += e["pump"][1]
        c = o.get("counters") or {}
        n = c.get("+1/+1", 0) - c.get("-1/-1", 0)
        p += n
        t += n
        if anthems is None:
            anthems = self._anthems()
        b = anthems.get(o["controller"])
        if b:
            p += b[0]
            t += b[1]
        if anthems:
            b = anthems.get(("@", o["id"]))
            if b:
                p += b[0]
                t += b[1]
            for src, s in anthems.get("*", ()):
                if self._static_applies(src, s, o):
                    p += s.get("power", 0)
                    t += s.get("toughness", 0)
        for e in eot:
            if e.get("switch"):
                p, t = t, p
        return p, t


# ------------------------------------------------------------------ the layer view (613)
def _ab_text(a) -> str:
    """An activated or triggered ability as the layer view names it: its text."""
    return str(a.get("text") or a.get("when") or "?")


def _quoted(texts) -> str:
    return ", ".join("\u201c" + t + "\u201d" for t in texts)


_LAYER_RULE = {"1": "613.2a", "2": "613.1b", "4": "613.1d", "5": "613.1e", "6": "613.1f",
               "7a": "613.4a", "7b": "613.4b", "7c": "613.4c", "7d": "613.4d"}


class LayerViewMixin(Host):
    """The layer view: for each permanent some continuous effect (or counter) changes, the rows of
    613.1/613.4 in the order the engine applies them, each with its rule, source, timestamp, the
    value after it and the effects a dependency made it wait for (613.8, `dependency_order`). Timestamps are the engine's order: a static ability
    has its permanent's place on the battlefield (613.7a/d), effects until end of turn come after,
    in the order they were created (611.2a)."""

    def layer_view(self) -> dict:
        from .keywords import is_effect_word, kwmsg
        bf = self.battlefield
        srcs = self._static_sources()   # the permanents, then the emblems (114.4; their timestamps after, 613.7d)
        # a conditional static ability has rows only while its condition is true (611.3a)
        grants = [(src, s) for src in srcs if src.get("static") for s in src["static"]
                  if (s.get("keywords") or s.get("abilities") or s.get("triggers"))
                  and ("condition" not in s or self._static_on(src, s))] \
            if self._grants_on or self._ability_grants_on else []
        ts_of = {o["id"]: i + 1 for i, o in enumerate(srcs)}
        statics = [(src, s) for src in srcs if src.get("static") and not (src.get("until_eot") and lost_abilities(src))
                   for s in src["static"] if (s.get("power") or s.get("toughness"))
                   and s.get("affects") not in ("spells_you_cast", "spells_cast") and ("condition" not in s or self._static_on(src, s))]
        out = {}
        for o in bf:
            eot = o.get("until_eot") or ()
            cnt = o.get("counters") or {}
            if not (eot or grants or statics or cnt.get("+1/+1") or cnt.get("-1/-1") or o.get("copy_of") or o.get("cda")):
                continue   # no effect and no P/T counter: no rows (most permanents of a board)
            rows: list[dict] = []

            def row(layer, src, ts, key, params, after, dep=(), rows=rows):
                rows.append({"layer": layer, "rule": _LAYER_RULE[layer], "source": src, "timestamp": ts,
                             "depends_on": list(dep), "key": key, "params": params, "after": after})

            def ets(j):
                return len(srcs) + j + 1
            # layer 1: copy effects (613.2a, 707.5), with the exceptions of the copying process (707.9b)
            cp = o.get("copy_of")
            if cp:
                vals = cp.get("values") or {}
                exc = cp.get("except") or {}
                base = {"card": cp.get("card"), "types": [x for x in vals.get("types") or () if x not in (exc.get("types") or ())]}
                if "power" in vals and "power" not in exc:
                    base.update(power=vals["power"], toughness=vals.get("toughness"))
                row("1", o["id"], ts_of.get(o["id"], 0), "mtg.layerview.copy", {"card": cp.get("card")}, base)
                if exc:
                    what = []
                    if exc.get("types"):
                        what.append(Msg("mtg.layerview.copy_types", {"types": [Msg("mtg.target_word." + x) for x in exc["types"]]}))
                    if "power" in exc:
                        what.append(Msg("mtg.layerview.copy_pt", {"power": exc["power"], "toughness": exc.get("toughness", exc["power"])}))
                    row("1", o["id"], ts_of.get(o["id"], 0), "mtg.layerview.copy_except", {"what": what},
                        dict({"card": cp.get("card")}, **vals))
            # layer 2: control
            ctl = next((e["was"] for e in eot if "was" in e), o["controller"])
            for j, e in enumerate(eot):
                if "control" in e:
                    ctl = e["control"]
                    row("2", e.get("source"), ets(j), "mtg.layerview.control", {"player": self.name(ctl)},
                        {"controller": ctl})
            # layer 4: types
            added_all = [x for e in eot for x in e.get("types_added") or ()]
            types = [x for x in o["types"] if x not in added_all]
            for j, e in enumerate(eot):
                if "types_added" in e:
                    types = types + [x for x in e["types_added"] if x not in types]
                    row("4", e.get("source"), ets(j), "mtg.layerview.types",
                        {"types": [Msg("mtg.target_word." + x) for x in e["types_added"]] or "-"}, {"types": list(types)})
            # layer 5: colours
            for j, e in enumerate(eot):
                if "colors" in e:
                    row("5", e.get("source"), ets(j), "mtg.layerview.colors",
                        {"colors": [Msg("mtg.color." + _COLOR_NAME[c]) for c in e["colors"]] or Msg("mtg.color.colorless")},
                        {"colors": list(e["colors"])})
            # layer 6: abilities (as kws() applies them), in dependency order (613.8)
            ks, kept = set(o.get("keywords") or []), set[str]()
            l6: list[tuple] = [("eot", ets(j), e, o) for j, e in enumerate(eot)
                               if e.get("lose_abilities") or e.get("keywords") or e.get("abilities") or e.get("triggers")]
            # its activated and triggered abilities (own, then granted: 113.10), shown once one is granted
            abl = [_ab_text(a) for a in list(o.get("abilities") or ()) + list(o.get("triggers") or ())]
            for src, s in grants:
                if self._static_applies(src, s, o):
                    l6.append(("static", ts_of.get(src["id"], 0), s, src))
                    if src is not o:   # a "loses all abilities" applied to another source (613.8a)
                        l6 += [("lose", len(srcs) + j + 1, e, src) for j, e in enumerate(src.get("until_eot") or ())
                               if e.get("lose_abilities")]
            granting = any(x[2].get("abilities") or x[2].get("triggers") for x in l6 if x[0] in ("eot", "static"))

            def after6(ks, kept, abl=abl, granting=granting):
                d: dict = {"keywords": sorted(ks | kept)}
                if granting:
                    d["abilities"] = list(abl)
                return d
            if l6:
                def dep6(a, b, applied):
                    # 613.8a: applying b (a loss of all abilities of a's source) would end a's existence
                    return a[0] == "static" and b[0] in ("eot", "lose") and b[3] is a[3] and bool(b[2].get("lose_abilities"))
                gone: set[int] = set()
                for (kind, ts, e, src), waited in dependency_order(l6, lambda x: x[1], dep6):
                    dep = [{"source": w[2].get("source"), "timestamp": w[1], "on": w[3]["id"]} for w in waited]
                    if kind == "lose":
                        gone.add(id(src))
                        continue
                    granted = [_ab_text(a) for k in ("abilities", "triggers") for a in e.get(k) or ()]
                    if kind == "static":
                        if id(src) in gone:   # it waited for the loss of its source's abilities: it no longer exists
                            row("6", src["id"], ts, "mtg.layerview.grant_gone",
                                {"keywords": [kwmsg(k) for k in e.get("keywords") or ()] + ([_quoted(granted)] if granted else []),
                                 "source": self.name(src)}, after6(ks, kept), dep)
                            continue
                        if e.get("keywords"):
                            ks.update(e["keywords"])
                            if src is not o:   # another object's restriction stays with its source (613.1f)
                                kept.update(k for k in e["keywords"] if is_effect_word(k))
                            if "condition" in e:   # true now (611.3a): said with its condition
                                row("6", src["id"], ts, "mtg.layerview.grant_static_if",
                                    {"keywords": [kwmsg(k) for k in e["keywords"]], "source": self.name(src),
                                     "cond": _conditions.describe(e["condition"])}, after6(ks, kept), dep)
                            else:
                                row("6", src["id"], ts, "mtg.layerview.grant_static",
                                    {"keywords": [kwmsg(k) for k in e["keywords"]], "source": self.name(src)},
                                    after6(ks, kept), dep)
                        if granted:   # 'Enchanted creature has "..."' (113.10), a conditional one while true (611.3a)
                            abl.extend(granted)
                            params = {"abilities": _quoted(granted), "source": self.name(src)}
                            if "condition" in e:
                                params["cond"] = _conditions.describe(e["condition"])
                            row("6", src["id"], ts, "mtg.layerview.grant_ability_static_if" if "condition" in e
                                else "mtg.layerview.grant_ability_static", params, after6(ks, kept), dep)
                        continue
                    if e.get("lose_abilities"):
                        gone.add(id(o))
                        ks = set()
                        abl.clear()
                        row("6", e.get("source"), ts, "mtg.layerview.lose_abilities", {}, after6(ks, kept), dep)
                    if e.get("keywords"):
                        ks.update(e["keywords"])
                        kept.update(k for k in e["keywords"] if is_effect_word(k))
                        row("6", e.get("source"), ts, "mtg.layerview.grant", {"keywords": [kwmsg(k) for k in e["keywords"]]},
                            after6(ks, kept), dep)
                    if granted:   # 'gains "..." until end of turn' (113.10)
                        abl.extend(granted)
                        row("6", e.get("source"), ts, "mtg.layerview.grant_ability", {"abilities": _quoted(granted)},
                            after6(ks, kept), dep)
            # layer 7: power and toughness (as pt() applies them)
            if "creature" in o["types"]:
                pt_rows = len(rows)
                p, t = self.cda_pt(o)
                cda = o.get("cda") or {}
                if cda and not (o.get("until_eot") and lost_abilities(o)):   # 7a: the characteristic-defining ability (604.3), counted now
                    from .counts import describe as count_msg
                    row("7a", o["id"], 0, "mtg.layerview.cda",
                        {"what": Msg("mtg.count.pt_" + ("both" if len(cda) == 2 else next(iter(cda))),
                                     {"count": count_msg(next(iter(cda.values())))}),
                         "power": p, "toughness": t}, {"power": p, "toughness": t})
                for j, e in enumerate(eot):
                    if "set" in e:
                        p, t = e["set"]
                        row("7b", e.get("source"), ets(j), "mtg.layerview.set_pt", {"power": p, "toughness": t},
                            {"power": p, "toughness": t})
                for j, e in enumerate(eot):
                    if "pump" in e:
                        p, t = p + e["pump"][0], t + e["pump"][1]
                        row("7c", e.get("source"), ets(j), "mtg.layerview.pump", {"dp": e["pump"][0], "dt": e["pump"][1]},
                            {"power": p, "toughness": t})
                c = o.get("counters") or {}
                n = c.get("+1/+1", 0) - c.get("-1/-1", 0)
                if c.get("+1/+1") or c.get("-1/-1"):
                    p, t = p + n, t + n
                    row("7c", o["id"], 0, "mtg.layerview.counters", {"plus": c.get("+1/+1", 0), "minus": c.get("-1/-1", 0)},
                        {"power": p, "toughness": t})
                for src, s in statics:
                    if self._static_applies(src, s, o):
                        dp, dt = self.static_pt(src, s)
                        p, t = p + dp, t + dt
                        params = {"dp": dp, "dt": dt, "source": self.name(src)}
                        key = "mtg.layerview.static_pt"
                        if "condition" in s:   # true now (611.3a): said with its condition
                            params["cond"] = _conditions.describe(s["condition"])
                            key = "mtg.layerview.static_pt_if"
                        elif s.get("per"):   # "for each ...": the bonus of one, and what it counted now
                            from .counts import describe as count_msg, value as count_value
                            params.update(each=f"{s.get('power', 0):+}/{s.get('toughness', 0):+}", count=count_msg(s["per"]),
                                          n=count_value(self, s["per"], src["controller"], src))
                            key = "mtg.layerview.static_pt_per"
                        row("7c", src["id"], ts_of.get(src["id"], 0), key, params, {"power": p, "toughness": t})
                for j, e in enumerate(eot):
                    if e.get("switch"):
                        p, t = t, p
                        row("7d", e.get("source"), ets(j), "mtg.layerview.switch", {}, {"power": p, "toughness": t})
                if len(rows) > pt_rows:   # 7a: the printed values the P/T rows start from
                    rows.insert(pt_rows, {"layer": "7a", "rule": "613.4a", "source": o["id"], "timestamp": 0,
                                          "depends_on": [], "key": "mtg.layerview.printed",
                                          "params": {"power": o.get("power") or 0, "toughness": o.get("toughness") or 0},
                                          "after": {"power": o.get("power") or 0, "toughness": o.get("toughness") or 0}})
            if rows:
                out[o["id"]] = rows
        return out
