"""The turn's history (issue 21): what happened earlier in the turn, kept in the state's `history`
(state.History) for the conditions that ask about it (judge/mtg/conditions.py).

    700.4      "dies": put into a graveyard from the battlefield (Morbid: "if a creature died this turn")
    603.10a    a permanent that left is recorded as it last existed (its controller and card types)
    120.3      a player dealt damage this turn (bloodthirst, 702.54a), infect's and prevented-in-part included
    508.6      a player "attacked" if they declared one or more creatures as attackers (Raid); a
               creature put onto the battlefield attacking was never declared (508.4)
    119.3      gaining and losing life; 119.4 paying life is losing it; 120.3a damage to a player
    119.9      gaining 0 life is no life gain
    601.2i     a spell becomes cast (each player's `spells_cast`, casting.py; kept one more turn as
               `spells_last_turn`)
    500.1      a new turn begins: the history starts empty

Everything is recorded where it happens (zones.py, combat.py, effects.py, costs.py);
a scenario that starts mid-turn gives it as `state.history` (validate.py). Pure Python."""
from __future__ import annotations

from typing import cast

from .common import Host
from .state import History, Left


def clean(h) -> History:
    """A copy of a scenario's `history` (validated) in the engine's shape, empty parts left out."""
    out: dict = {}
    if not isinstance(h, dict):
        return cast(History, out)
    if h.get("left"):
        out["left"] = [cast(Left, {"card": str(x.get("card") or "?"), "controller": x["controller"],
                                   "types": list(x.get("types") or []), "to": x.get("to", "graveyard"),
                                   **{k: x[k] for k in ("id", "power") if k in x}})
                       for x in h["left"]]
    if h.get("attacked"):
        out["attacked"] = list(dict.fromkeys(h["attacked"]))
    if h.get("damaged"):
        out["damaged"] = list(dict.fromkeys(h["damaged"]))
    for k in ("life_gained", "life_lost", "spells_last_turn"):
        counts = {p: n for p, n in (h.get(k) or {}).items() if n}
        if counts:
            out[k] = counts
    return cast(History, out)


class HistoryMixin(Host):
    """Methods of MtgGame that record the turn's history (state.History)."""

    history: History

    def _note_left(self, o, zone, power=None):
        """A permanent left the battlefield (400.7); with its last-known controller and types (603.10a),
        its id and a creature's last-known power (mentor's "lesser power", 608.2h)."""
        e = {"card": str(o.get("card") or o["id"]), "controller": o["controller"], "types": list(o.get("types") or []),
             "to": zone, "id": str(o["id"])}
        if power is not None:
            e["power"] = power
        self.history.setdefault("left", []).append(cast(Left, e))

    def _note_attacked(self, pids):
        """Players who declared one or more attackers (508.6)."""
        have = self.history.setdefault("attacked", [])
        for pid in pids:
            if pid not in have:
                have.append(pid)

    def _note_damaged(self, pid):
        """A player was dealt damage (120.3): bloodthirst asks whether an opponent was this turn (702.54a)."""
        have = self.history.setdefault("damaged", [])
        if pid not in have:
            have.append(pid)

    def _note_life(self, pid, delta):
        """A player gained (delta > 0) or lost (delta < 0) life (119.3); 0 is neither (119.9)."""
        if not delta:
            return
        counts = self.history.setdefault("life_gained", {}) if delta > 0 else self.history.setdefault("life_lost", {})
        counts[pid] = counts.get(pid, 0) + abs(delta)

    def _history_new_turn(self):
        """500.1: a new turn; what happened "last turn" is the spells cast in the turn that ended (the
        players' `spells_cast`, read before they start again)."""
        last = {p["id"]: p["spells_cast"] for p in self.players if p.get("spells_cast")}
        self.history = cast(History, {"spells_last_turn": last} if last else {})

    # ------------------------------------------------------------------ what conditions read
    def died_this_turn(self) -> list[str]:
        """The creatures that died this turn (700.4), by name."""
        return [x["card"] for x in self.history.get("left") or () if x.get("to") == "graveyard"
                and "creature" in (x.get("types") or ())]

    def left_this_turn(self, pid, word="permanent") -> list[str]:
        """The permanents (of a card type) that left the battlefield under `pid`'s control this turn."""
        return [x["card"] for x in self.history.get("left") or () if x.get("controller") == pid
                and (word == "permanent" or word in (x.get("types") or ()))]
