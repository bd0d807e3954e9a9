"""Candidate actions of a Magic game for judge/engine/legal.py (which keeps only those the engine
accepts).

    117.1 / 117.3   who may act: the player with priority casts and activates
    305.1           playing a land
    601.2b-c        modes, X, kicker, targets (one object a target word)
    602.2           activating an ability (its sacrifice cost chosen among the player's permanents)
    508.1 / 509.1   attack and block declarations (every creature: not attacking, or each defender)
    510.1c-d        damage assignment among blockers (and the player, with trample)
    702.19c         with trample over planeswalkers, also the attacked planeswalker's controller
    103.5           mulligans and keeping
    702.84a         unearth from the graveyard; 702.51a convoke (the creatures tapped, up to MAX_CONVOKE sets)
    702.37c / 702.37e   a morph / megamorph / disguise card cast face down; turning a face-down permanent face up

Crew (702.122a): the activation is listed without `crew`; the engine taps a default set of creatures
with a judge's note (an activation naming them is listed in that form, `crew` dropped).
Covered fields (the canonical form, `canonical`): cast {player, card, targets, modes, kicked, buyback, x,
from, convoke, face_down}; turn_face_up {player, permanent}; unearth {player, card}; activate {player, permanent, ability, targets, sacrifice, color}; play_land/cycle {player,
card}; declare_attackers {attackers}; declare_blockers {blockers}; assign_damage {attacker,
assignment}; advance; advance_to {step}; resolve; mulligan/keep {player}. Not listed: `choose`
(answers to a question the engine asks) and optional extras (pay_life, pay_ward, discard at
cleanup, the bottom cards of a mulligan), which the engine defaults with a judge's note.
"""
from __future__ import annotations

import itertools
import re
from typing import Iterable, Iterator

from judge.engine import legal

from .validate import STEPS, merged

COLORS = ("W", "U", "B", "R", "G")
MAX_COMBOS = 400   # target combinations tried per card or ability
MAX_DECL = 729     # attack or block declarations tried (3^6)
MAX_CONVOKE = 64   # sets of creatures tried for a convoke spell (702.51a)


def _objects(state: dict, with_cards: bool) -> list[str]:
    ids = [p["id"] for p in state.get("players", [])]
    ids += [o["id"] for o in state.get("battlefield", [])]
    ids += [o["id"] for o in state.get("stack", [])]
    if with_cards:
        for p in state.get("players", []):
            for zone in ("graveyard", "exile"):
                ids += [c["id"] for c in p.get(zone, []) if isinstance(c, dict) and c.get("id")]
    return ids


def _target_lists(state: dict, specs) -> Iterator[list[str]]:
    if not specs:
        yield []
        return
    specs = list(specs)
    with_cards = any("card" in str(s) or "graveyard" in str(s) for s in specs)
    objs = _objects(state, with_cards)
    for n, combo in enumerate(itertools.product(objs, repeat=len(specs))):
        if n >= MAX_COMBOS:
            return
        yield list(combo)


X_UNTRACKED = 10   # the largest X listed when the scenario does not track mana (any cost is paid)


def _mana_available(state: dict, pid: str) -> int:
    """How much mana the player could have: the mana they hold plus one per untapped permanent with
    an ability (lands, mana creatures); X_UNTRACKED when the scenario does not track mana."""
    me: dict = next((p for p in state["players"] if p["id"] == pid), {})
    if me.get("mana") is None:
        return X_UNTRACKED
    held = 0
    for sym in re.findall(r"\{([^}]*)\}", str(me.get("mana") or "")):
        held += int(sym) if sym.isdigit() else 1
    sources = sum(1 for o in state.get("battlefield", []) if o.get("controller") == pid and not o.get("tapped")
                  and ("land" in o.get("types", []) or o.get("abilities")))
    return held + sources


def _mode_choices(d: dict) -> list[list[int] | None]:
    modes = d.get("modes")
    if not modes:
        return [None]
    lo = d.get("choose", 1)
    hi = d.get("choose_max", lo)
    out: list[list[int] | None] = []
    for k in range(lo, min(hi, len(modes)) + 1):
        out += [list(c) for c in itertools.combinations(range(len(modes)), k)]
    return out


def _spell_specs(d: dict, modes: list[int] | None) -> list:
    if modes is None:
        return list(d.get("target") or [])
    specs: list = []
    for i in modes:
        specs += list(d["modes"][i].get("target") or [])
    return specs


def _has_x(d: dict) -> bool:
    return "{X}" in str(d.get("mana_cost", ""))


def _casts(state: dict, pid: str) -> Iterator[dict]:
    me = next((p for p in state["players"] if p["id"] == pid), None)
    if me is None:
        return
    sources = [("hand", c) for c in me.get("hand", [])]
    sources += [(zone, c) for zone in ("graveyard", "exile") for c in me.get(zone, [])]
    for zone, raw in sources:
        card = merged(raw)
        if not card.get("card"):
            continue
        if "land" in card.get("types", []) or card.get("kind") == "land":
            if zone == "hand":
                yield {"type": "play_land", "player": pid, "card": card["card"]}
            continue
        if zone == "hand" and card.get("cycling"):
            yield {"type": "cycle", "player": pid, "card": card["card"]}
        if zone == "graveyard" and card.get("unearth"):   # 702.84a: activated from the graveyard
            yield {"type": "unearth", "player": pid, "card": card["card"]}
        if zone == "hand" and any(card.get(k) for k in ("morph", "megamorph", "disguise")):   # 702.37c, 702.168b
            yield {"type": "cast", "player": pid, "card": card["card"], "face_down": True}
        convokes: list = [None]
        if "convoke" in [str(k).lower() for k in card.get("keywords") or ()]:
            convokes += _convoke_sets(state, pid)
        kicks = [False, True] if card.get("kicker") else [False]
        buys = [False, True] if card.get("buyback") else [False]   # 702.27a
        xs = range(0, _mana_available(state, pid) + 1) if _has_x(card) else [0]
        for modes in _mode_choices(card):
            specs = _spell_specs(card, modes)
            tmin = card.get("target_min")
            least: int = tmin if modes is None and isinstance(tmin, int) else len(specs)
            # "up to one target": fewer targets, down to target_min, are choices too (601.2c)
            for targets in itertools.chain.from_iterable(_target_lists(state, specs[:n])
                                                         for n in range(min(least, len(specs)), len(specs) + 1)):
                for kicked, bought, x, conv in itertools.product(kicks, buys, xs, convokes):
                    a: dict = {"type": "cast", "player": pid, "card": card["card"]}
                    if zone != "hand":
                        a["from"] = zone
                    if targets:
                        a["targets"] = targets
                    if modes is not None:
                        a["modes"] = modes
                    if kicked:
                        a["kicked"] = True
                    if bought:
                        a["buyback"] = True
                    if x:
                        a["x"] = x
                    if conv:
                        a["convoke"] = conv
                    yield a


def _convoke_sets(state: dict, pid: str) -> list[list[str]]:
    """Sets of the player's untapped creatures that could convoke a spell (702.51a), smallest first,
    at most MAX_CONVOKE (each creature pays for one mana of the total cost)."""
    mine = [o["id"] for o in state.get("battlefield", []) if o.get("controller") == pid
            and "creature" in o.get("types", []) and not o.get("tapped")]
    out: list[list[str]] = []
    for k in range(1, len(mine) + 1):
        for c in itertools.combinations(sorted(mine), k):
            if len(out) >= MAX_CONVOKE:
                return out
            out.append(list(c))
    return out


def _activations(state: dict, pid: str, abilities: dict | None = None) -> Iterator[dict]:
    """`abilities`: each permanent's activated abilities by id, its own then granted ones (the
    game's abilities_of, 613.1f; None for one it no longer has), which the state alone does not
    list; default its own."""
    mine = [o for o in state.get("battlefield", []) if o.get("controller") == pid]
    me: dict = next((p for p in state["players"] if p["id"] == pid), {})
    # the cards of the player's graveyard with an ability that works there (113.6m; their owner activates, 602.2)
    gy = [dict(merged(c), id=c["id"]) for c in me.get("graveyard", []) if isinstance(c, dict) and c.get("id")]
    gy = [c for c in gy if any(ab.get("zone") == "graveyard" for ab in c.get("abilities") or [])]
    for n, o in enumerate(mine + gy):
        in_gy = n >= len(mine)
        own = o.get("abilities") or [] if in_gy else (abilities or {}).get(o["id"], o.get("abilities") or [])
        for i, ab in enumerate(own):
            if ab is None:   # taken away by a "loses all abilities" effect: its number is kept
                continue
            if (ab.get("zone") == "graveyard") != in_gy:
                continue
            cost = ab.get("cost") or {}
            sac = cost.get("sacrifice") if isinstance(cost, dict) else None
            sac_lists: list[list[str] | None] = [None]
            if sac and sac != "self":
                sac_lists = [[p["id"]] for p in mine]
            colors: list[str | None] = [None]
            if any(e.get("do") == "add_mana" and e.get("any_color") for e in ab.get("effects") or []) or \
                    "any color" in str(ab.get("text", "")):
                colors += list(COLORS)
            specs = ab.get("target") or (["creature you control"] if ab.get("equip") else [])
            least = ab.get("target_min") if isinstance(ab.get("target_min"), int) else len(specs)
            # "up to one target": fewer targets, down to target_min, are choices too (601.2c)
            choices = itertools.chain.from_iterable(_target_lists(state, specs[:n])
                                                    for n in range(min(least, len(specs)), len(specs) + 1))
            xs: Iterable[int] = [0]
            lv = cost.get("loyalty") if isinstance(cost, dict) else None
            if lv == "-X":   # 107.3a / 606.6: any X up to the loyalty counters it has
                xs = range(0, int((o.get("counters") or {}).get("loyalty", o.get("loyalty") or 0) or 0) + 1)
            elif lv == "+X":
                xs = range(0, X_UNTRACKED + 1)
            elif isinstance(cost, dict) and "X" in str(cost.get("mana") or ""):
                xs = range(0, _mana_available(state, pid) + 1)
            for targets, x in itertools.product(list(choices), xs):
                for sacrifice in sac_lists:
                    for color in colors:
                        a: dict = {"type": "activate", "player": pid, "permanent": o["id"], "ability": i}
                        if x:
                            a["x"] = x
                        if targets:
                            a["targets"] = targets
                        if sacrifice:
                            a["sacrifice"] = sacrifice
                        if color:
                            a["color"] = color
                        yield a


def _team(state: dict, pid: str) -> list[str]:
    """The player's team with shared team turns (Two-Headed Giant, 805), else just the player."""
    return next((t for t in state.get("teams") or () if pid in t), [pid])


def _defenders(state: dict, ap: str) -> list[str]:
    team = _team(state, ap)
    opp = [p["id"] for p in state["players"] if p["id"] not in team]
    pws = [o["id"] for o in state.get("battlefield", []) if o.get("controller") not in team
           and ("planeswalker" in o.get("types", []) or "battle" in o.get("types", []))]
    return opp + pws


def _attacks(state: dict) -> Iterator[dict]:
    team = _team(state, state["active"])   # the active team attacks as one (805.10b)
    creatures = [o["id"] for o in state.get("battlefield", []) if o.get("controller") in team
                 and "creature" in o.get("types", []) and not o.get("tapped")]
    options = [None] + _defenders(state, state["active"])
    for n, combo in enumerate(itertools.product(options, repeat=len(creatures))):
        if n >= MAX_DECL:
            break
        yield {"type": "declare_attackers",
               "attackers": [{"id": c, "defending": d} for c, d in zip(creatures, combo) if d is not None]}


def _blocks(state: dict) -> Iterator[dict]:
    combat = state.get("combat") or {}
    attackers = [x["id"] for x in combat.get("attackers", [])]
    if not attackers:
        return
    team = _team(state, state["active"])
    blockers = [o["id"] for o in state.get("battlefield", []) if o.get("controller") not in team
                and "creature" in o.get("types", []) and not o.get("tapped")]
    options: list = [None] + [(t,) for t in attackers]
    if len(attackers) <= 3 and len(blockers) <= 4:   # 509.1a / 702.xx: a creature that can block more than one
        options += [p for p in itertools.combinations(attackers, 2)]
    for n, combo in enumerate(itertools.product(options, repeat=len(blockers))):
        if n >= MAX_DECL:
            break
        yield {"type": "declare_blockers",
               "blockers": [{"id": b, "blocking": t} for b, ts in zip(blockers, combo) if ts for t in ts]}


def _assignments(state: dict) -> Iterator[dict]:
    combat = state.get("combat") or {}
    blocks: dict[str, list[str]] = {}
    for b in combat.get("blockers", []):
        blocks.setdefault(b["blocking"], []).append(b["id"])
    by_id = {o["id"]: o for o in state.get("battlefield", [])}
    for x in combat.get("attackers", []):
        att = by_id.get(x["id"])
        if att is None:
            continue
        power = (att.get("current") or {}).get("power", att.get("power", 0))
        if not isinstance(power, int) or power <= 0 or power > 20:
            continue
        recipients = list(blocks.get(x["id"], []))
        kws = att.get("keywords", [])
        if "trample" in kws or "trample over planeswalkers" in kws:
            recipients.append(x.get("defending"))
            pw = by_id.get(x.get("defending"))
            if "trample over planeswalkers" in kws and pw is not None and "planeswalker" in pw.get("types", []):
                recipients.append(pw["controller"])   # 702.19c: beyond the planeswalker's loyalty
        if len(recipients) < 2 or len(recipients) > 4:
            continue
        for split in legal.compositions(power, len(recipients)):
            yield {"type": "assign_damage", "attacker": x["id"],
                   "assignment": {r: n for r, n in zip(recipients, split) if n}}


def candidates(game) -> Iterator[dict]:
    state = game.to_state()
    players = [p["id"] for p in state.get("players", [])]
    if getattr(game, "pregame", False):
        for pid in players:
            yield {"type": "keep", "player": pid}
            yield {"type": "mulligan", "player": pid}
        return
    pid = state.get("priority") or state.get("active")
    yield {"type": "resolve"}
    yield {"type": "advance"}
    for step in STEPS:
        yield {"type": "advance_to", "step": step}
    yield from _attacks(state)
    yield from _blocks(state)
    yield from _assignments(state)
    granted = {o["id"]: [ab if there else None for ab, there in game.abilities_of(o)] for o in game.battlefield} \
        if hasattr(game, "abilities_of") else None
    for p in [pid] + [q for q in players if q != pid]:
        yield from _casts(state, p)
        yield from _activations(state, p, granted)
        for o in state.get("battlefield", []):   # 702.37e, 702.168d: a special action of the controller
            if o.get("controller") == p and o.get("face_down"):
                yield {"type": "turn_face_up", "player": p, "permanent": o["id"]}


_DROP = {
    "cast": ("pay_life", "pay_ward", "choose", "sacrifice", "discard"),
    "activate": ("pay_ward", "choose", "discard", "x", "crew"),
    "advance": ("discard", "choose", "player"), "advance_to": ("discard", "choose", "player"),
    "resolve": ("choose", "player"), "mulligan": ("bottom",),
    "declare_attackers": ("player", "choose"), "declare_blockers": ("player", "choose"),
    "assign_damage": ("player",),
}


def _find_card(state: dict, pid: str, ref) -> tuple[str, dict] | None:
    """(zone, name) of the card an action names (by name or id; a card object by its name) among
    the player's hand, graveyard and exile; None when it is in none of them."""
    if isinstance(ref, dict):
        ref = ref.get("card")
    if not isinstance(ref, str):
        return None
    me: dict = next((p for p in state["players"] if p["id"] == pid), {})
    for zone in ("hand", "graveyard", "exile"):
        for raw in me.get(zone, []):
            c = merged(raw)
            if ref in (c.get("card"), c.get("id")) or (isinstance(raw, str) and raw == ref):
                return zone, c
    return None


def canonical(game, action: dict) -> dict | None:
    t = action.get("type")
    if t == "choose":
        return None
    if t in ("remedy", "backup"):   # a judge's fix of a tournament error (issue #26), not a player's game action:
        return None     # never in the legal lists
    a = {k: v for k, v in action.items() if k not in _DROP.get(str(t), ())}
    state = game.to_state()
    if t == "activate" and not a.get("player"):   # the engine's default: the permanent's controller
        perm = next((o for o in state.get("battlefield", []) if o["id"] == a.get("permanent")), None)
        owner = next((p["id"] for p in state.get("players", []) for c in p.get("graveyard", [])
                      if isinstance(c, dict) and c.get("id") == a.get("permanent")), None)   # 602.2: a card's owner
        a["player"] = perm["controller"] if perm else owner or state.get("priority") or state.get("active")
    if t in ("cast", "play_land", "cycle", "unearth") and not a.get("player"):
        a["player"] = state.get("priority") or state.get("active")
    if t in ("cast", "play_land", "cycle", "unearth"):
        found = _find_card(state, a["player"], a.get("card"))
        if found is None:
            return None        # a card from outside the game (documented: not listed)
        zone, card = found
        a["card"] = card.get("card") or a["card"]
        if t == "cast" and zone != "hand":
            a["from"] = zone
    if t == "cast":
        if a.get("from") == "hand":
            a.pop("from")
        if not a.get("kicked"):
            a.pop("kicked", None)
        if not a.get("buyback"):
            a.pop("buyback", None)
        if not a.get("face_down"):
            a.pop("face_down", None)
        if not a.get("x"):
            a.pop("x", None)
        if not a.get("targets"):
            a.pop("targets", None)
        if a.get("convoke"):
            a["convoke"] = sorted(a["convoke"])
        else:
            a.pop("convoke", None)
        if "modes" in a and isinstance(a["modes"], list):
            a["modes"] = sorted(a["modes"])
        else:
            d = card
            if d.get("modes") and not a.get("face_down"):   # 700.2a: the engine's default, the first `choose` modes
                a["modes"] = list(range(min(d.get("choose", 1), len(d["modes"]))))
    if t == "activate":
        a.setdefault("ability", 0)
        if not a.get("targets"):
            a.pop("targets", None)
    if t == "turn_face_up" and not a.get("player"):   # the engine's default: the player with priority
        a["player"] = state.get("priority") or state.get("active")
    if t in ("keep", "mulligan") and not a.get("player"):
        a["player"] = state.get("active")
    if t == "declare_attackers":
        a["attackers"] = sorted(({"id": x["id"], "defending": x.get("defending") or _defenders(state, state["active"])[0]}
                                 for x in a.get("attackers", [])), key=lambda x: x["id"])
    if t == "declare_blockers":
        a["blockers"] = sorted(({"id": x["id"], "blocking": x["blocking"]} for x in a.get("blockers", [])),
                               key=lambda x: (x["id"], x["blocking"]))
    if t == "assign_damage":
        a["assignment"] = {k: v for k, v in sorted(a.get("assignment", {}).items()) if v}
    return a


def normalise(game, action: dict) -> dict:
    """A listed action in the canonical form (lists sorted as canonical sorts them)."""
    return canonical(game, action) or action


legal.register("mtg", candidates, canonical)
