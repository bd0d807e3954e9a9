"""Paying costs (CR 601.2f-601.2h, 118) and mana abilities (CR 605).

    601.2g-h   mana abilities activated, the locked total cost paid
    605.3a / 605.3b  activating mana abilities (no stack)
    106.4      mana goes into the mana pool          500.4   mana pools empty at the end of each step
    107.4f     Phyrexian mana paid with 2 life
"""
from __future__ import annotations

from .mana import cost_text, LAND_COLORS, parse_pool, pay, pool_text
from .common import Host, illegal


class CostsMixin(Host):
    """Methods of MtgGame for Paying costs (CR 601.2f-601.2h, 118) and mana abilities (CR 605)."""

    def _mana_sources(self, pid, exclude=()):
        out = []
        for o in self.battlefield:
            if o["controller"] != pid or o["tapped"] or o["id"] in exclude:
                continue
            choices = []   # the units each "{T}: Add ..." ability of this permanent would give
            if "land" in o["types"]:
                cols = o.get("produces")
                cs = set(cols) if cols else {LAND_COLORS[s.casefold()] for s in o.get("subtypes") or ()
                                             if s.casefold() in LAND_COLORS}
                if cs:
                    if not o.get("abilities") and not o.get("until_eot") and not self._ability_grants_on:
                        out.append((o["id"], [cs]))
                        continue
                    choices.append([cs])   # with mana abilities granted to it ("Enchanted land has ...")
            for ab, there in self.abilities_of(o):   # its own and granted ones (613.1f)
                # only a mana ability that just adds mana: one with other effects (a painland's damage,
                # 605.1a) is activated by its controller's own action, never by the automatic payment
                if there and self._is_mana_ability(ab) and (ab.get("cost") or {}).get("tap") and \
                        all(e.get("do") == "add_mana" for e in ab["effects"]) and \
                        not (ab.get("cost") or {}).get("mana") and not (ab.get("cost") or {}).get("sacrifice") and \
                        not (ab.get("cost") or {}).get("life"):   # a Treasure is sacrificed only when activated
                    if "creature" in o["types"] and o["summoning_sick"] and "haste" not in self.kws(o):
                        continue
                    if ab.get("activate_if"):   # "Activate only if ...": only while it holds (602.5)
                        from .conditions import check
                        if not check(self, ab["activate_if"], pid, o["id"])[0]:
                            continue
                    units = []
                    for e in ab["effects"]:
                        if e.get("one_of"):   # "Add one mana of any color" / "Add {R} or {G}" (106.1b)
                            units.append(set(e["one_of"]))
                        else:
                            units += [{u} for u in parse_pool(e.get("mana", ""))]
                    choices.append(units)
            if choices:
                if len(choices) > 1 and all(len(u) == 1 for u in choices):
                    # "{T}: Add {C}." and "{T}: Add {R} or {G}.": tapping it gives one mana of any of these
                    out.append((o["id"], [set().union(*(u[0] for u in choices))]))
                else:
                    out.append((o["id"], choices[0]))
        return out

    @staticmethod
    def _is_mana_ability(ab):
        """605.1a: it could add mana, it has no target and it is not a loyalty ability (other effects
        beside the mana, "This land deals 1 damage to you.", happen at once with it, 605.3b)."""
        effs = ab.get("effects") or []
        return any(e.get("do") == "add_mana" for e in effs) and not ab.get("target") and \
            "loyalty" not in (ab.get("cost") or {})

    def _pay_mana(self, pid, symbols, name, prefer_life=False, exclude=()):
        """601.2g-h: mana abilities are activated and the locked total cost is paid."""
        p = self.player(pid)
        phy = [s for s in symbols if s.endswith("/P")]
        if p.get("mana") is None:
            life = 0
            if phy and prefer_life:
                life = 2 * len(phy)
            if life:
                p["life"] -= life
                self._note_life(pid, -life)   # 119.4: paying life is losing it
                self.ev("life", "mtg.cost.phyrexian_life", "107.4f", "mtg.mana-costs", [pid],
                        player=self.name(pid), amount=life, card=name)
                self._lose_life_triggers(pid, life)
            return
        pool = parse_pool(p["mana"])
        res = pay(symbols, pool, self._mana_sources(pid, exclude), p["life"], prefer_life)
        if res is None:
            raise illegal("mtg.illegal.cannot_pay", "601.2h", "mtg.casting", [], card=name,
                          cost=cost_text(symbols), pool=p["mana"] or "{0}")
        pool_idx, src_ids, leftover, life = res
        for sid in src_ids:
            o = self.perm(sid)
            self.ev("mana", "mtg.mana.ability", "605.3a", "mtg.mana-abilities", [sid], card=self.name(o))
            self._set_tapped(o, True)
        remaining = [u for i, u in enumerate(pool) if i not in set(pool_idx)] + leftover
        p["mana"] = pool_text(remaining)
        if life:
            p["life"] -= life
            self._note_life(pid, -life)
            self.ev("life", "mtg.cost.phyrexian_life", "107.4f", "mtg.mana-costs", [pid],
                    player=self.name(pid), amount=life, card=name)
            self._lose_life_triggers(pid, life)
        self.ev("mana", "mtg.mana.paid", "601.2h", "mtg.casting", [pid], player=self.name(pid),
                cost=cost_text(symbols), pool=p["mana"] or "{0}")

    def _empty_pools(self):
        for p in self.players:
            if p.get("mana"):
                self.ev("mana", "mtg.mana.empties", "500.4", "mtg.turn", [p["id"]], player=self.name(p["id"]), pool=p["mana"])
                p["mana"] = ""
