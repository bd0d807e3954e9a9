"""Zone changes (CR 400) and moving objects.

    400.7      an object that changes zones becomes a new object (what a card keeps)
    603.10a    leaves-the-battlefield triggers look back in time
    506.4      a permanent that leaves the battlefield is removed from combat
    701.8a / 701.21a   destroyed, sacrificed
    608.3 / 305.1      a permanent spell or a land enters the battlefield; 306.5b planeswalker loyalty
    614.1d / 614.12a   "enters tapped [unless ...]": decided (and chosen) before it enters
    121.1 / 121.4      drawing a card, drawing from an empty library
    614.1a / 104.2b    replacement of a draw by "you win the game" (Laboratory Maniac)
"""
from __future__ import annotations

import copy
from typing import cast

from . import targetspec
from ..engine.events import Event
from . import cards
from .common import _MISSING, _PRINTED_KEYS, _slug, Host, has_subtype, illegal, zonemsg
from .copies import COPIABLE
from .transform import front_face_up
from .facedown import revealed_card

_MOVE_KEY = {"destroy": "mtg.move.destroyed", "sacrifice": "mtg.move.sacrificed", "exile": "mtg.move.exiled",
             "bounce": "mtg.move.bounced", "library_top": "mtg.move.library_top",
             "library_bottom": "mtg.move.library_bottom"}
_MOVE_RULE = {"destroy": "701.8a", "sacrifice": "701.21a", "exile": "400.7", "bounce": "400.7", "library_top": "400.7",
              "library_bottom": "400.7"}



def _animates_self(ab) -> bool:
    """An ability that makes its own permanent a creature ("Until end of turn, Gideon becomes a 5/5
    Human Soldier creature that's still a planeswalker"): the permanent that just entered can't attack
    with it this turn (302.6), so it enters with summoning sickness recorded, like a Vehicle."""
    return any(isinstance(e, dict) and e.get("do") == "add_types" and e.get("of") == "self"
               and "creature" in (e.get("types") or ()) for e in ab.get("effects") or ())

class ZonesMixin(Host):
    """Methods of MtgGame for Zone changes (CR 400) and moving objects."""

    def _leave_battlefield(self, moves):
        """moves: [(perm, zone, why)]; simultaneous. Leaves-the-battlefield triggers look back (603.10a)."""
        if any(o.get("unearthed") or o.get("exile_if_dies") for o, _, _ in moves):
            moves = self._replace_leaving(moves)   # replacement effects, 616.1 order (replacement.py)
        watchers = []   # with their triggered abilities as they are before anything leaves (603.10a)
        for o in self._trigger_sources():   # emblems too (114.4)
            trigs = self.triggers_of(o)
            if trigs and any(t.get("when") in ("creature_dies", "self_dies", "leaves", "sacrificed", "to_graveyard")
                                 for t in trigs):
                watchers.append((o, trigs))
        # 603.10a: undying and persist look back in time: the keywords each dying creature had just
        # before the event, granted ones included (a conditional grant with its condition as it was then)
        dying = [o for o, zone, _ in moves if zone == "graveyard" and "creature" in o["types"]]
        granters = self._granters() if dying and self._grants_on else ()
        lki_kws = {id(o): self.kws(o, granters) for o in dying if o.get("keywords") or o.get("until_eot") or granters}
        leaving = {id(o) for o, _, _ in moves}
        lki_power = {id(o): self.pt(o)[0] for o, _, _ in moves if "creature" in (o.get("types") or ())}   # 608.2h
        self.battlefield = [o for o in self.battlefield if id(o) not in leaving]
        c = self.combat
        if c and (c["attackers"] or c["blockers"]):   # removed from combat (506.4)
            gone = {o["id"] for o, _, _ in moves}
            c["attackers"] = [a for a in c["attackers"] if a["id"] not in gone]
            c["blockers"] = [b for b in c["blockers"] if b["id"] not in gone]
        owners = {p["id"]: (p, self.name(p["id"])) for p in self.players}
        zmsgs: dict = {}
        add = self.events.append   # as self.ev
        for o, zone, why in moves:
            owner, owner_name = owners.get(o.get("owner") or o["controller"]) or owners[o["controller"]]
            zm = zmsgs.get(zone) or zmsgs.setdefault(zone, zonemsg(zone))
            card = self._card_from_perm(o)
            if zone in ("library_top", "library_bottom"):   # a known card of its owner's library (library.py)
                if not o.get("token"):   # a token there ceases to exist (111.8, 704.5d): nothing to put
                    (self._lib_put_top if zone == "library_top" else self._lib_put_bottom)(owner, [card])
                zone = "library"
                zm = zmsgs.get(zone) or zmsgs.setdefault(zone, zonemsg(zone))
            else:
                cast(dict, owner)[zone].append(card)   # zone: one of the player's card zones (a TypedDict key)
            self._note_left(o, zone, lki_power.get(id(o)))   # the turn's history: it left under its controller (history.py)
            add(Event("move", _MOVE_KEY.get(why, "mtg.move.to_graveyard"), _MOVE_RULE.get(why, "400.7"), "mtg.zones",
                      {"card": o.get("card") or self.name(o), "zone": zm, "owner": owner_name}, [o["id"]],
                      {"from": "battlefield", "to": zone}))
            if zone == "graveyard" and o.get("alt_cost") == "blitz":   # 702.152a: "When this permanent is put into
                # a graveyard from the battlefield, draw a card." (its blitz cost was paid)
                self._queue_trigger(o, {"when": "blitz", "text": "Blitz: draw a card (702.152a)", "effects": [
                    {"do": "draw", "n": 1, "to": "controller"}]}, {"dying": o["id"]})
            ks = lki_kws.get(id(o))
            if ks:
                for kw, kind, _rule in (("undying", "+1/+1", "702.93a"), ("persist", "-1/-1", "702.79a")):
                    if kw in ks and not o["counters"].get(kind):   # last known information: no such counter
                        self._queue_trigger(o, {"when": kw, "text": kw.capitalize(), "effects": [
                            {"do": "return_to_battlefield", "of": "it", "counter": kind}]}, {"dying": o["id"]})
            if watchers:   # look back in time (603.10a): the sources that left at the same time see it too
                dies = zone == "graveyard" and "creature" in o["types"]
                for src, trigs in watchers:
                    for t in trigs:
                        w = t.get("when")
                        if dies and w == "creature_dies":
                            if (t.get("other") and src is o) or (t.get("filter") and not targetspec.permanent_ok(
                                    t["filter"], o, src["controller"], self)):
                                continue
                            if t.get("damaged_by_self"):   # "a creature dealt damage by ~ this turn dies" (603.10a)
                                if src["id"] not in (o.get("damaged_by") or ()):
                                    continue
                                self._queue_trigger(src, t, {"dying": o["id"]}, key="mtg.trigger.damaged_by_self_dies",
                                                    rule="603.10a", other=o.get("card") or self.name(o))
                                continue
                            self._queue_trigger(src, t, {"dying": o["id"]})
                        elif dies and w == "self_dies" and (src is o if not t.get("of")
                                                            else src.get("attached_to") == o["id"]):
                            # its +1/+1 counters as it last existed (603.10a): modular (702.43a)
                            self._queue_trigger(src, t, {"dying": o["id"],
                                                         "plus_counters": (o.get("counters") or {}).get("+1/+1", 0)})
                        elif w == "leaves" and src is o:
                            self._queue_trigger(src, t, {"dying": o["id"], "zone": zone})
                        elif w == "to_graveyard" and zone == "graveyard" and (src is o or not t.get("self_only")) and \
                                self._sacrifice_matches(src, dict(t, whose="each"), o):   # "is put into a graveyard from the battlefield"
                            self._queue_trigger(src, t, {"dying": o["id"]}, key="mtg.trigger.to_graveyard", rule="603.10a",
                                                other=o.get("card") or self.name(o))
                        elif w == "sacrificed" and why == "sacrifice" and self._sacrifice_matches(src, t, o):
                            self._queue_trigger(src, t, {"dying": o["id"], "player": o["controller"]},
                                                key="mtg.trigger.sacrificed", rule="701.21a",
                                                player=self.name(o["controller"]), other=o.get("card") or self.name(o))

    def _sacrifice_matches(self, src, t, o):
        """"Whenever you / an opponent / a player sacrifice(s) [another] <permanent / Clue ...>" (701.21a: a
        player sacrifices only permanents they control; 603.10a: `o` as it last existed): `whose` of the
        sacrificing player, `filter` (a permanent word), `subtypes` (any of them), `other` (not `src`)."""
        whose = t.get("whose", "you")
        mine = o["controller"] == src["controller"]
        if not (whose == "each" or (whose == "you") == mine) or (t.get("other") and src is o):
            return False
        if t.get("filter") and not targetspec.permanent_ok(t["filter"], o, src["controller"], self):
            return False
        return not t.get("subtypes") or any(has_subtype(o, st) for st in t["subtypes"])

    def _card_from_perm(self, o):
        if o.get("face_down"):   # 708.9: revealed as it leaves; the card goes there face up
            self.ev("move", "mtg.face_down.revealed", "708.9", "mtg.zones", [o["id"]], card=o["face_down"]["card"])
            o = revealed_card(o)
        if o.get("copy_of"):   # a copy leaves as the card it is (707.2: the copy effect ends with it, 400.7)
            printed = o["copy_of"].get("printed") or {}
            o = dict(o, **printed)
            o.pop("copy_of")
            for k in COPIABLE:
                if k not in printed:
                    o.pop(k, None)
        if o.get("transformed") and isinstance(o.get("front"), dict):   # 712.8a: its front face only
            o = front_face_up(o)
        name = o.get("card")
        keep = {"id": o["id"], "card": name or o["id"]}
        if o.get("token"):
            keep["token"] = True
        if cards.lookup(name) is None:   # a custom card keeps its printed characteristics
            for k in _PRINTED_KEYS:
                v = o.get(k, _MISSING)
                if v is not _MISSING:
                    if isinstance(v, list):
                        if k in ("abilities", "triggers", "effects", "static"):
                            v = copy.deepcopy(v)
                        elif k in ("types", "subtypes", "colors", "keywords"):   # lists of strings (validate.py)
                            v = list(v)
                        elif any(isinstance(x, dict) for x in v):
                            v = [dict(x) if isinstance(x, dict) else x for x in v]
                        else:
                            v = list(v)
                    keep[k] = v
        return keep

    def _enter(self, d, controller, from_zone="stack", cast=None, choice=None):
        """Puts a permanent onto the battlefield. `cast`: the X and kicked of the spell it resolved
        from ({"x": n, "kicked": bool, "from": zone, "main": bool}; no "from" for a copy, 707.10); a
        permanent that enters without being cast has X = 0, was not kicked and was not cast (107.3m,
        702.33d). `choice`: what a Clone copies (707.5, copies.py)."""
        d = dict(d)
        d.pop("names", None)
        d["controller"] = controller
        d.setdefault("owner", controller)
        for k in ("targets", "x", "kicked", "kind", "cast_from", "cast_main"):
            d.pop(k, None)
        if not d.get("id"):
            d["id"] = self._new_id(_slug(d.get("card", "token")))
        d["damage"] = 0
        d["deathtouch_damage"] = False
        d["tapped"] = bool(d.get("tapped", False))
        # 302.6: a creature that came under its controller's control this turn; a Vehicle too, which a
        # crew ability may make a creature this turn (702.122a)
        d["summoning_sick"] = "creature" in (d.get("types") or []) or d.get("summoning_sick", False) or \
            any((ab.get("cost") or {}).get("crew") or _animates_self(ab) for ab in d.get("abilities") or ()
                if isinstance(ab, dict))
        if any(str(k).lower().startswith("echo ") for k in d.get("keywords") or ()):
            d["echo_due"] = True   # 702.30a: it came under its controller's control since their last upkeep
        d.pop("until_eot", None)
        if d.get("enters_as_copy"):   # 707.5: it becomes the copy as it enters
            d = self._enter_as_copy(d, controller, choice)
        perm = self._perm_from(d)
        if (cast or {}).get("kicked"):   # 702.33d: "if it was kicked" asks about the permanent a kicked spell became
            perm["kicked"] = True
        if (cast or {}).get("from"):   # "if you cast it [from your hand / during your main phase]": the spell it was
            perm["cast_from"] = cast["from"]
            if cast.get("main"):
                perm["cast_main"] = True
        self._enters_at_night(perm)   # 702.145b: a daybound double-faced card enters transformed at night
        if "planeswalker" in perm["types"]:
            perm["counters"]["loyalty"] = perm.get("loyalty", 0)   # 306.5b
        # "enters tapped unless ...": decided before it is on the battlefield (614.12a; "other lands" are
        # then the lands already there); a cost (life) or a reveal is chosen and done now
        unless = self._enters_tapped_unless(perm, controller, choice) if perm.get("enters_tapped_unless") else None
        ew_read = self._enters_with_read(perm, controller, from_zone)   # its conditions and counts, also before it is there (614.12)
        self.battlefield.append(perm)
        if from_zone == "outside" and perm.get("token"):   # 111.1, 701.7a: a token is created
            self.ev("move", "mtg.move.token_created", "701.7a", "mtg.zones", [perm["id"]],
                    {"from": from_zone, "to": "battlefield"}, card=self.name(perm), player=self.name(controller))
        else:
            self.ev("move", "mtg.move.enters", {"stack": "608.3", "hand": "305.1"}.get(from_zone, "400.7"), "mtg.zones", [perm["id"]],
                    {"from": from_zone, "to": "battlefield"}, card=self.name(perm), player=self.name(controller))
        if unless is not None and unless[0] is not None:   # "enters tapped unless <condition>" (614.1d)
            tapped = not unless[0]
            self.ev("effect", "mtg.enters_tapped.unless_false" if tapped else "mtg.enters_tapped.unless_true", "614.1d",
                    "mtg.zones", [perm["id"]], card=self.name(perm), cond=unless[1])
            perm["tapped"] = perm["tapped"] or tapped
        elif (perm.get("enters_tapped") or (unless is not None and unless[1])) and not perm["tapped"]:
            perm["tapped"] = True   # "This land enters tapped." (614.1d); a life not paid, a card not revealed
            self.ev("effect", "mtg.enters_tapped", "614.1d", "mtg.zones", [perm["id"]], card=self.name(perm))
        self._bloodthirst(perm)   # 702.54a: enters with +1/+1 counters (a replacement, 614.1c)
        if "riot" in self.kws(perm):   # 702.136a: a +1/+1 counter or haste, its controller's choice
            self._riot(perm, choice)
        if "unleash" in self.kws(perm):   # 702.98a: "you may have it enter with an additional +1/+1 counter"
            self._unleash(perm, choice)
        for i, ew in enumerate(perm.get("enters_with") or ()):   # "enters with N counters" (614.1c, 122.6)
            if ew.get("if") == "kicked" and not (cast or {}).get("kicked"):
                continue
            if i in ew_read:
                n = self._enters_with_said(perm, ew, ew_read[i])
            else:
                n = (cast or {}).get("x", 0) if ew.get("n") == "X" else ew.get("n", 0)
            if n > 0:
                perm["counters"][ew["counter"]] = perm["counters"].get(ew["counter"], 0) + n
                self.ev("effect", "mtg.enters_with", "614.1c", "mtg.zones", [perm["id"]], card=self.name(perm),
                        n=n, kind=ew["counter"])
            elif ew.get("n") == "X":
                self.ev("effect", "mtg.enters_with_x0", "107.3m", "mtg.zones", [perm["id"]], card=self.name(perm),
                        kind=ew["counter"])
        self._saga_enters(perm)   # 714.3a: a lore counter as a Saga enters; chapter I triggers
        for t in self.triggers_of(perm):
            if t.get("when") == "enters":
                self._queue_trigger(perm, t, {})
        for o in self._trigger_sources():   # "Whenever [another] <permanent word> enters, ..." (603.2, 603.6a); emblems too (114.4)
            for t in self.triggers_of(o):
                if t.get("when") == "permanent_enters" and not (t.get("other") and o is perm) and \
                        targetspec.permanent_ok(t.get("filter") or "permanent", perm, o["controller"], self) and \
                        (not t.get("subtype") or has_subtype(perm, t["subtype"])):   # "another Ally you control"
                    if t.get("evolve") and not self._evolve_check(o, perm):   # 702.100a: the intervening "if"
                        continue
                    cx = {"entering": perm["id"]}
                    if t.get("evolve"):   # its P/T as it entered: last known if it has left on resolution
                        cx["entering_pt"] = list(self.pt(perm))
                    self._queue_trigger(o, t, cx)
        return perm

    def _enters_with_read(self, perm, controller, from_zone=None):
        """The conditions ("enters with ... if <condition>") and counts ("for each <one>", "where X is
        <amount>") of the permanent's "enters with" abilities, read before it is on the battlefield
        (614.12: the replacement effect applies as it would enter): {index: (holds, why) or count}."""
        from . import conditions, counts
        out: dict = {}
        for i, ew in enumerate(perm.get("enters_with") or ()):
            if isinstance(ew.get("if"), dict):
                out[i] = conditions.check(self, ew["if"], controller, perm["id"])
            elif counts.is_count(ew.get("n")):
                out[i] = max(0, counts.value(self, ew["n"], controller, perm))
                if ew["n"].get("what") == "gy_cards" and from_zone == "graveyard" and \
                        targetspec.card_ok(ew["n"]["word"], perm, perm.get("owner", controller), controller, self)[0]:
                    # 614.12: the replacement applies as it would enter, while the card is still in the
                    # graveyard: a Golgari Grave-Troll returned from it counts itself
                    out[i] += ew["n"].get("times", 1)
                    self.ev("effect", "mtg.enters_with.counts_itself", "614.12", "mtg.zones", [perm["id"]],
                            card=self.name(perm))
        return out

    def _enters_with_said(self, perm, ew, read):
        """The number of counters of one "enters with" whose condition or count was read (614.1c), said."""
        from . import conditions, counts
        name = self.name(perm)
        if isinstance(ew.get("if"), dict):
            ok, why = read
            params = {"card": name, "kind": ew["counter"], "cond": conditions.describe(ew["if"])}
            if why is not None:
                params["why"] = why
            self.ev("effect", ("mtg.enters_with.if_true" if ok else "mtg.enters_with.if_false") + ("_why" if why else ""),
                    "614.1c", "mtg.zones", [perm["id"]], **params)
            return ew.get("n", 0) if ok else 0
        self.ev("effect", "mtg.enters_with.count", "614.1c", "mtg.zones", [perm["id"]], card=name, kind=ew["counter"],
                count=counts.describe(ew["n"]), n=read)
        return read

    def _enters_tapped_unless(self, perm, controller, choice):
        """The replacement effect "enters tapped unless ..." of a permanent about to enter (614.1d,
        614.12a), `enters_tapped_unless` one of
            a condition (conditions.py): "unless you control two or more other lands" -> (holds, its words);
            {"pay_life": N}: "As ~ enters, you may pay N life. If you don't, it enters tapped." (119.4);
            {"reveal": [subtypes]}: "As ~ enters, you may reveal a <type> card from your hand. If you
            don't, ~ enters tapped." (701.20a).
        For the last two the controller's answer is `choice` ("yes"/"no", or the card to reveal); not
        given: the life is paid when it can be, the first known card of that type in hand is revealed,
        said on the step. Returns (None, enters tapped?) for them."""
        from . import conditions
        from .optional import NO, YES
        from .validate import merged
        u = perm["enters_tapped_unless"]
        name, pname = self.name(perm), self.name(controller)
        p = self.player(controller)
        if "cond" in u:
            return (conditions.holds(self, u, controller, None), conditions.describe(u))
        if isinstance(choice, list) and len(choice) == 1:
            choice = choice[0]
        if "pay_life" in u:
            n = u["pay_life"]
            able = p["life"] >= n   # 119.4
            if choice in NO:
                self.ev("choice", "mtg.enters_pay.declined", "614.12a", "mtg.zones", [perm["id"]], card=name,
                        player=pname, n=n)
                return (None, True)
            if not able:
                if choice in YES:
                    raise illegal("mtg.illegal.enters_pay", "119.4", "mtg.zones", [perm["id"]], card=name, player=pname,
                                  n=n, life=p["life"])
                self.ev("choice", "mtg.enters_pay.cannot", "119.4", "mtg.zones", [perm["id"]], card=name, player=pname,
                        n=n, life=p["life"])
                return (None, True)
            p["life"] -= n
            self._note_life(controller, -n)   # 119.4: paying life is losing it
            self.ev("life", "mtg.enters_pay.paid" if choice in YES else "mtg.enters_pay.paid_default", "614.12a",
                    "mtg.zones", [perm["id"], controller], card=name, player=pname, n=n)
            self._lose_life_triggers(controller, n)
            return (None, False)
        subs = u["reveal"]
        kinds = conditions.subtypes_msg(subs)
        fits = [c for c in p["hand"] if c.get("id") != perm["id"] and not c.get("unknown")
                and any(has_subtype(merged(c), s) for s in subs)]
        if choice in NO:
            self.ev("choice", "mtg.enters_reveal.declined", "614.12a", "mtg.zones", [perm["id"]], card=name,
                    player=pname, kinds=kinds)
            return (None, True)
        if choice is None:
            if not fits:
                self.ev("choice", "mtg.enters_reveal.none_known", "614.12a", "mtg.zones", [perm["id"]], card=name,
                        player=pname, kinds=kinds)
                return (None, True)
            c, key = fits[0], "mtg.enters_reveal.revealed_default"
        else:
            w = str(choice).casefold()
            c = next((c for c in fits if w in (str(c.get("id")).casefold(), str(c.get("card")).casefold())), None)
            key = "mtg.enters_reveal.revealed"
            if c is None:
                raise illegal("mtg.illegal.enters_reveal", "701.20a", "mtg.zones", [perm["id"]], card=name, player=pname,
                              choice=str(choice), kinds=kinds)
        self.ev("choice", key, "701.20a", "mtg.zones", [perm["id"], c["id"]], card=name, player=pname,
                revealed=c.get("card") or c["id"], kinds=kinds)
        return (None, False)

    def _draw(self, pid, n=1):
        p = self.player(pid)
        for _ in range(n):
            if p["library"] <= 0:
                maniac = next((o for o in self.battlefield if o["controller"] == pid
                               and "empty_draw_wins" in (o.get("replacements") or ())), None)
                if maniac:
                    self.ev("game_over", "mtg.replace.lab_maniac", "614.1a", "mtg.objective", [maniac["id"], pid],
                            card=self.name(maniac), player=self.name(pid))
                    self._win(pid, "104.2b", "mtg.game_over.win_effect")
                    return
                p["drew_from_empty"] = True
                self.ev("draw", "mtg.draw.empty", "121.4", "mtg.objective", [pid], player=self.name(pid))
                return
            known = self._lib_take_top(p)   # the known top card (library.py), else an unknown one
            cid = known["id"] if known else self._new_id(f"{pid}-card")
            p["hand"].append(known or {"id": cid, "card": "(card)", "unknown": True})
            self.ev("move", "mtg.draw", "121.1", "mtg.zones", [pid, cid], {"from": "library", "to": "hand"},
                    player=self.name(pid), left=p["library"])
            p["cards_drawn"] = p.get("cards_drawn", 0) + 1   # this turn's count ("your second card each turn")
            self._player_event(pid, "draw", count=p["cards_drawn"])   # "whenever you draw a card": each card (121.2)
