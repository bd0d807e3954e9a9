"""State-based actions (CR 704) and the end of the game (CR 104).

    704.3      one simultaneous check, repeated until none happens
    704.5a     0 or less life          704.5b  drew from an empty library    704.5c  ten poison counters
    704.5d     tokens outside the battlefield cease to exist
    704.5f     toughness 0 or less     704.5g  lethal damage     704.5h  deathtouch damage
    704.5i     planeswalker with 0 loyalty              704.5j  legend rule
    704.5m     Aura attached illegally or to nothing     704.5n  Equipment attached illegally
    704.5q     +1/+1 and -1/-1 counters annihilate
    704.5s     a Saga whose lore counters reached its final chapter is sacrificed (sagas.py)
    702.12b    indestructible permanents are not destroyed
    101.2      "can't lose" beats the loss (Platinum Angel)
    104.2a / 104.2b / 104.4a   a player wins, an effect says a player wins, a draw
"""
from __future__ import annotations

from .keywords import COLOR_WORDS, kwmsg

from ..engine.events import Event
from .common import Host, zonemsg
from .state import Permanent


class StateBasedActionsMixin(Host):
    """Methods of MtgGame for State-based actions (CR 704) and the end of the game (CR 104)."""

    def _sba_loop(self):
        for _ in range(1000):
            if not self.sba_check():
                return
            if self.result["over"]:
                return

    def sba_check(self) -> bool:
        """One simultaneous state-based action check (CR 704.3). Returns True if any happened."""
        self._note_static_conditions()   # 611.3a: a conditional static that changed, said before what it causes
        happened = self._day_night_check()   # 702.145c-g: immediate, looked at with the state-based actions
        losers = []
        teams = self.teams
        if teams:
            self._sync_teams()
        for p in self.players:
            if p.get("lost"):
                continue
            why = []
            if teams:   # Two-Headed Giant: the team's shared life and poison (704.6a, 704.6b)
                if p["life"] <= 0:
                    why.append(("mtg.sba.team_life", "704.6a", {"life": p["life"]}))
                if p["poison"] >= 15:
                    why.append(("mtg.sba.team_poison", "704.6b", {"n": p["poison"]}))
            else:
                if p["life"] <= 0:
                    why.append(("mtg.sba.life", "704.5a", {"life": p["life"]}))
                if p["poison"] >= 10:
                    why.append(("mtg.sba.poison", "704.5c", {"n": p["poison"]}))
            if p.get("drew_from_empty"):
                why.append(("mtg.sba.empty_library", "704.5b", {}))
            p.pop("drew_from_empty", None)
            if why:
                # "can't lose" applies to its controller, and in Two-Headed Giant to the whole team (810.8a)
                team = next((t for t in teams if p["id"] in t), [p["id"]]) if teams else [p["id"]]
                angel = next((o for o in self.battlefield if o["controller"] in team
                              and "cant_lose" in (o.get("replacements") or ())), None)
                if angel is None:
                    losers.append(p["id"])
                    for key, rule, params in why:
                        self.ev("sba", key, rule, "mtg.objective", [p["id"]], player=self.name(p["id"]), **params)
                else:   # "can't" beats "can" (101.2): noted once per reason
                    noted = p.setdefault("_cant_lose", [])
                    for key, rule, _params in why:
                        if key not in noted:
                            noted.append(key)
                            if angel["controller"] == p["id"]:
                                self.ev("sba", "mtg.sba.cant_lose", "101.2", "mtg.golden-rules", [p["id"], angel["id"]],
                                        player=self.name(p["id"]), card=self.name(angel), why=rule)
                            else:
                                self.ev("sba", "mtg.sba.cant_lose_team", "810.8a", "mtg.golden-rules",
                                        [p["id"], angel["id"]], player=self.name(p["id"]), card=self.name(angel),
                                        teammate=self.name(angel["controller"]), why=rule)
            for zone in ("hand", "graveyard", "exile"):
                toks = [x for x in p[zone] if x.get("token")]
                if toks:
                    happened = True
                    p[zone] = [x for x in p[zone] if not x.get("token")]
                    for x in toks:
                        self.ev("sba", "mtg.sba.token", "704.5d", "mtg.zones", [x["id"]], card=x.get("card") or x["id"], zone=zonemsg(zone))
        anthems = self._anthems()
        granters = None   # keyword-granting static abilities, computed once when first needed
        to_gy: list[Permanent] = []
        to_destroy: list[Permanent] = []
        legends: dict[tuple[str, str], list[Permanent]] = {}
        add = self.events.append   # events built directly (the hot path of a big board; same as self.ev)
        # 704.3: every applicable state-based action is found first, then all are performed as one
        # event; a permanent that leaves keeps its counters (704.8: last known information from
        # before any of them), so the +1/+1 / -1/-1 pairs (704.5q) go only from those that stay
        pairs: list[tuple[Permanent, int]] = []
        for o in self.battlefield:
            c = o["counters"]
            if c and c.get("+1/+1", 0) > 0 and c.get("-1/-1", 0) > 0:
                n = min(c["+1/+1"], c["-1/-1"])
                add(Event("sba", "mtg.sba.counters", "704.5q", "mtg.sba.counters",
                          {"card": o.get("card") or self.name(o), "plus": c["+1/+1"], "minus": c["-1/-1"], "n": n},
                          [o["id"]], {}))
                pairs.append((o, n))
                happened = True
            types = o["types"]
            if "attached_to" in o:
                r = self._attach_sba(o, to_gy)
                if r:
                    happened = True
                    if r == "gy":
                        continue
            if "creature" in types:
                if o.get("until_eot") or o.get("cda") or "*" in anthems or o["controller"] in anthems or ("@", o["id"]) in anthems:
                    t = self.pt(o, anthems)[1]
                else:   # fast path: printed toughness and counters (layer 7c)
                    t = (o.get("toughness") or 0) + (c.get("+1/+1", 0) - c.get("-1/-1", 0) if c else 0)
                if t <= 0:
                    to_gy.append(o)
                    add(Event("sba", "mtg.sba.toughness", "704.5f", "mtg.sba",
                              {"card": o.get("card") or self.name(o), "toughness": t}, [o["id"]], {}))
                    continue
                dmg = o["damage"]
                dt = o.get("deathtouch_damage")
                if dt:
                    o["deathtouch_damage"] = False   # "since the last time state-based actions were checked"
                if dmg >= t or dt:
                    lethal = dmg >= t
                    if granters is None:
                        granters = self._granters() if self._grants_on else ()
                    if "indestructible" in self.kws(o, granters):
                        if not o.get("_indestructible_noted"):
                            key = "mtg.sba.indestructible" if lethal else "mtg.sba.indestructible_deathtouch"
                            add(Event("sba", key, "702.12b", "mtg.kw.indestructible",
                                      {"card": o.get("card") or self.name(o), "damage": dmg, "toughness": t},
                                      [o["id"]], {}))
                            o["_indestructible_noted"] = True
                    elif o.get("regen_shields") and self._regenerate(o, "704.5g" if lethal else "704.5h"):
                        happened = True
                    else:
                        to_destroy.append(o)
                        if lethal:
                            add(Event("sba", "mtg.sba.lethal", "704.5g", "mtg.sba",
                                      {"card": o.get("card") or self.name(o), "damage": dmg, "toughness": t},
                                      [o["id"]], {}))
                        else:
                            add(Event("sba", "mtg.sba.deathtouch", "704.5h", "mtg.kw.deathtouch",
                                      {"card": o.get("card") or self.name(o), "damage": dmg, "toughness": t},
                                      [o["id"]], {}))
                        continue
            if "planeswalker" in types and c.get("loyalty", 0) <= 0:
                to_gy.append(o)
                add(Event("sba", "mtg.sba.loyalty", "704.5i", "mtg.sba",
                          {"card": o.get("card") or self.name(o)}, [o["id"]], {}))
                continue
            if o.get("legendary"):
                # the name is the face's that is up (712.8d-e: a transformed permanent has only its back
                # face's name; a reversible card "A // A" is named A)
                legends.setdefault((o["controller"], str(o.get("face_name") or o.get("card") or o["id"]).casefold()),
                                   []).append(o)
        gone = {id(o) for o in to_gy + to_destroy}
        for (ctl, _), group in legends.items():
            group = [o for o in group if id(o) not in gone]
            if len(group) > 1:
                keep = group[-1]
                for o in group[:-1]:
                    to_gy.append(o)
                self.ev("sba", "mtg.sba.legend", "704.5j", "mtg.sba", [o["id"] for o in group],
                        card=self.name(keep), keep=keep["id"], player=self.name(ctl))
        gone = {id(o) for o in to_gy + to_destroy}   # with the legend rule's
        for o, n in pairs:
            if id(o) not in gone:
                c = o["counters"]
                c["+1/+1"] -= n
                c["-1/-1"] -= n
                for k in ("+1/+1", "-1/-1"):
                    if not c[k]:
                        del c[k]
        sagas = [o for o in self._saga_sba() if id(o) not in gone]   # 704.5s, 714.4
        for o in sagas:
            self.ev("sba", "mtg.sba.saga", "704.5s", "mtg.sba", [o["id"]], card=self.name(o),
                    n=o["counters"].get("lore", 0))
        if to_gy or to_destroy or sagas:
            happened = True
            destroyed = {id(o) for o in to_destroy}
            self._leave_battlefield([(o, "graveyard", "destroy" if id(o) in destroyed else "sba")
                                     for o in to_gy + to_destroy] + [(o, "graveyard", "sacrifice") for o in sagas])
        if losers:
            happened = True
            self._lose(sorted(set(losers), key=losers.index))
        return happened

    def _attach_sba(self, o, to_gy):
        """704.5m / 704.5n for a permanent with `attached_to`. True if something happened."""
        subs = {x.casefold() for x in o.get("subtypes") or ()}
        aura, equip = "aura" in subs, "equipment" in subs
        if not (aura or equip):
            return None
        att = o.get("attached_to")
        t = self.perm(att) if att else None
        why = None
        prot = None
        if t is None:
            p = self.player(att) if att else None
            if p is None or p.get("lost") or equip:
                why = "gone"
        elif t is o:
            why = "self"
        elif aura and not self._type_ok(o.get("enchant") or "creature", t, o["controller"]):
            why = "type"
        elif equip and "creature" not in t["types"]:
            why = "type"
        elif prot := self.protected_from(t, self.quality_info(o)):   # 702.16c-d: an Aura or Equipment with the quality
            why = "protection" if prot[len("protection from "):] in COLOR_WORDS else "protection_q"
        if why is None:
            return None
        target = self.name(att) if att else "-"
        if aura:
            to_gy.append(o)
            self.ev("sba", "mtg.sba.aura." + why, "704.5m", "mtg.sba", [o["id"]] + ([att] if att else []),
                    card=self.name(o), target=target, **({"prot": kwmsg(prot)} if prot else {}))
            return "gy"
        else:
            o.pop("attached_to", None)
            self.ev("sba", "mtg.sba.equipment." + why, "704.5n", "mtg.sba", [o["id"]] + ([att] if att else []),
                    card=self.name(o), target=target, **({"prot": kwmsg(prot)} if prot else {}))
        return "unattached"

    def _sync_teams(self):
        """810.9 / 810.10: life gained and lost and poison counters happen to each player; the result
        applies to the team's shared total (the change of each member is added to the team's total)."""
        base = self._team_base
        for i, team in enumerate(self.teams):
            members = [self.player(x) for x in team if self.player(x) is not None]
            if not members:
                continue
            life0, poison0 = base.get(i, (members[0]["life"], members[0]["poison"]))
            life = life0 + sum(m["life"] - life0 for m in members)
            poison = poison0 + sum(m["poison"] - poison0 for m in members)
            for m in members:
                m["life"], m["poison"] = life, poison
            base[i] = (life, poison)

    def _lose(self, losers):
        if self.teams:   # 810.8a: a team loses as a whole
            for team in self.teams:
                if any(pid in team for pid in losers):
                    for pid in team:
                        if pid not in losers and self.player(pid) is not None and not self.player(pid).get("lost"):
                            losers.append(pid)
                            self.ev("sba", "mtg.sba.team_loses", "810.8a", "mtg.objective", [pid], player=self.name(pid))
        for pid in losers:
            self.player(pid)["lost"] = True
            if pid not in self.result["losers"]:
                self.result["losers"].append(pid)
        alive = self._alive()
        team_won = None
        if self.teams and alive:
            sides = {next((i for i, t in enumerate(self.teams) if p["id"] in t), p["id"]) for p in alive}
            if len(sides) == 1 and isinstance(next(iter(sides)), int):
                team_won = [p["id"] for p in alive]
                alive = alive[:1]   # one team is left: it wins (its first player is the winner of record)
        if len(alive) <= 1:
            self.result["over"] = True
            self.result["winner"] = alive[0]["id"] if alive else None
            if team_won:
                self.ev("game_over", "mtg.game_over.team_win", "810.8a", "mtg.objective", team_won,
                        players=[self.name(x) for x in team_won])
            elif alive:
                self.ev("game_over", "mtg.game_over.win", "104.2a", "mtg.objective", [alive[0]["id"]],
                        player=self.name(alive[0]["id"]))
            else:
                self.ev("game_over", "mtg.game_over.draw", "104.4a", "mtg.objective", [])

    def _win(self, pid, rule, key):
        self.result["over"] = True
        self.result["winner"] = pid
        for p in self.players:
            if p["id"] != pid:
                p["lost"] = True
                self.result["losers"].append(p["id"])
        self.ev("game_over", key, rule, "mtg.objective", [pid], player=self.name(pid))
