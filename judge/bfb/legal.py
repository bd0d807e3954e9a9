"""Candidate actions of a Born from Blood game for judge/engine/legal.py (which keeps only those
the engine accepts). Seed 004's actions: set-up (who goes first, opening hands, mulligans),
playing a card from the hand (into its zone, or a Skill/Pray onto the stack, with its targets),
responding to an attack or a card on the stack, attacking with a card's Combat Skill, defending
with any group of Mercenaries, splitting an attack's damage among the defenders (and the Character,
with Pierce), resolving, and moving to a later phase.

Covered fields (the canonical form): play/respond {player, card (its id), zone when the card has no
kind of its own, targets}; attack {card, skill (its index)}; defend {defenders (a set)}; assign
{allocation (no zero shares)}; advance; advance_to {phase}; resolve; go_first {player};
draw_hands; mulligan {player, cards (a set)}. Not listed: `choose` (answers to a question the
engine asks) and the cards discarded at the End Phase (defaulted with a judge's note).
"""
from __future__ import annotations

import itertools
from typing import Iterator

from judge.engine import legal

from .validate import PHASES

KINDS = ("mercenary", "artifact", "skill", "item", "pray")
MAX_COMBOS = 300


def _cf(s) -> str:
    return str(s).casefold()


def _targets(state: dict) -> list[str]:
    ids = []
    for p in state.get("players", []):
        ids.append(p["character"]["id"])
        for cards in (p.get("field") or {}).values():
            ids += [c["id"] for c in cards]
    return ids


def _plays(state: dict, kind_of_action: str) -> Iterator[dict]:
    objs = _targets(state)
    for p in state.get("players", []):
        for card in p.get("hand", []):
            if not isinstance(card, dict) or not card.get("id"):
                continue
            zones = [None] if card.get("kind") else list(KINDS)
            n_targets = 1 if card.get("effects") and any("target" in str(e.get("to", "")) + str(e.get("of", ""))
                                                          for e in card["effects"]) else 0
            target_lists = [[]] if n_targets == 0 else [[o] for o in objs] + [[]]
            for zone, targets in itertools.product(zones, target_lists[:MAX_COMBOS]):
                a: dict = {"type": kind_of_action, "player": p["id"], "card": card["id"]}
                if zone:
                    a["zone"] = zone
                if targets:
                    a["targets"] = targets
                yield a


def _attacks(state: dict) -> Iterator[dict]:
    me = next((p for p in state["players"] if p["id"] == state.get("active")), None)
    if me is None:
        return
    cards = [me["character"]] + [c for cards in (me.get("field") or {}).values() for c in cards]
    for c in cards:
        for i, _skill in enumerate(c.get("skills") or []):
            yield {"type": "attack", "card": c["id"], "skill": i}


def _defends(state: dict) -> Iterator[dict]:
    opp = [p for p in state["players"] if p["id"] != state.get("active")]
    for p in opp:
        mercs = [c["id"] for c in (p.get("field") or {}).get("mercenary", [])]
        for k in range(0, len(mercs) + 1):
            for combo in itertools.combinations(mercs, k):
                yield {"type": "defend", "defenders": list(combo)}


def _assigns(state: dict) -> Iterator[dict]:
    cb = state.get("combat") or {}
    defenders = cb.get("defenders") or []
    damage = cb.get("damage")
    if not defenders or not isinstance(damage, int) or damage > 30:
        return
    recipients = list(defenders) + (["character"] if cb.get("pierce") else [])
    if len(recipients) > 4:
        return
    for n, split in enumerate(legal.compositions(damage, len(recipients))):
        if n >= MAX_COMBOS:
            return
        yield {"type": "assign", "allocation": {r: v for r, v in zip(recipients, split) if v}}


def candidates(game) -> Iterator[dict]:
    state = game.to_state()
    players = [p["id"] for p in state.get("players", [])]
    if state.get("phase") == "setup":
        for pid in players:
            yield {"type": "go_first", "player": pid}
        yield {"type": "draw_hands"}
        for p in state.get("players", []):
            hand = [c["id"] for c in p.get("hand", []) if isinstance(c, dict) and c.get("id")]
            for k in range(0, min(len(hand), 7) + 1):
                for combo in itertools.combinations(hand, k):
                    yield {"type": "mulligan", "player": p["id"], "cards": list(combo)}
    yield {"type": "resolve"}
    yield {"type": "advance"}
    for ph in PHASES:
        yield {"type": "advance_to", "phase": ph}
    yield from _attacks(state)
    yield from _defends(state)
    yield from _assigns(state)
    yield from _plays(state, "play")
    yield from _plays(state, "respond")


def _hand_card(state: dict, pid: str | None, ref) -> tuple[str, dict] | None:
    if isinstance(ref, dict):
        ref = ref.get("id") or ref.get("name")
    for p in state.get("players", []):
        if pid is not None and p["id"] != pid:
            continue
        for c in p.get("hand", []):
            if isinstance(c, dict) and (_cf(c.get("id")) == _cf(ref) or _cf(c.get("name")) == _cf(ref)):
                return p["id"], c
    return None


def canonical(game, action: dict) -> dict | None:
    t = action.get("type")
    state = game.to_state()
    if t == "choose":
        return None
    a = {k: v for k, v in action.items() if k not in ("note", "notes", "comment")}
    if t in ("advance", "advance_to", "resolve"):
        a.pop("discard", None)
        a.pop("choose", None)
    if t in ("play", "respond"):
        pid = a.get("player")
        if pid is None and t == "play":
            pid = state.get("active")
        found = _hand_card(state, pid, a.get("card"))
        if found is None:
            return None
        a["player"], card = found
        a["card"] = card["id"]
        if card.get("kind"):
            a.pop("zone", None)
        if not a.get("targets"):
            a.pop("targets", None)
    if t == "attack":
        skill = a.get("skill", 0)
        if not isinstance(skill, int):
            me = next((p for p in state["players"] if p["id"] == state.get("active")), {})
            cards = [me.get("character", {})] + [c for cs in (me.get("field") or {}).values() for c in cs]
            card = next((c for c in cards if _cf(c.get("id")) == _cf(a["card"]) or _cf(c.get("name")) == _cf(a["card"])),
                        {})
            names = [_cf(s["name"]) for s in card.get("skills") or []]
            skill = names.index(_cf(skill)) if _cf(skill) in names else skill
        a["skill"] = skill
    if t == "defend":
        a["defenders"] = sorted(a.get("defenders") or [])
    if t == "assign":
        cb = state.get("combat") or {}
        opp = next((p for p in state["players"] if p["id"] != cb.get("controller")), {})
        char_names = {"character", _cf(opp.get("id")), _cf((opp.get("character") or {}).get("id"))}
        out: dict[str, int] = {}
        for k, v in (a.pop("allocation", None) or a.pop("assignment", None) or {}).items():
            key = "character" if _cf(k) in char_names else next(
                (i for i in cb.get("defenders") or [] if _cf(i) == _cf(k)), k)
            out[key] = out.get(key, 0) + v
        a = {"type": "assign", "allocation": {k: v for k, v in sorted(out.items()) if v}}
    if t == "mulligan":
        a["cards"] = sorted(a.get("cards") or [])
    return a


legal.register("bfb", candidates, canonical)
