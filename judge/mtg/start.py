"""Starting the game (CR 103): mulligans.

    103.5      London mulligan: the player shuffles their hand into the library, draws a new hand of
               seven (their starting hand size) and puts as many of those cards on the bottom of the
               library as the number of mulligans they have taken; once they keep, that is their opening
               hand and they take no further mulligans; once the opening hand would be zero cards, no
               further mulligans
    103.5c     in a multiplayer game the first mulligan doesn't count towards the cards put on the bottom
    103.8      once every player has kept, the starting player takes their first turn

A scenario with `"pregame": true` is the moment of the mulligan declarations: only `mulligan` and
`keep` are legal until every player has kept. Drawn cards are unknown placeholders, as every draw.
"""
from __future__ import annotations

from .common import Host, illegal
from .registry import action

START_HAND = 7


class StartMixin(Host):
    """Methods of MtgGame for starting the game (CR 103): the London mulligan."""

    def _pregame_player(self, a):
        if not getattr(self, "pregame", False):
            raise illegal("mtg.illegal.mulligan_not_now", "103.5", "mtg.game-start", [])
        pid = a.get("player") or self.priority
        p = self.player(pid)
        if p is None:
            raise illegal("mtg.illegal.no_player", "102.1", "mtg.priority", [], player=pid)
        if p.get("kept"):
            raise illegal("mtg.illegal.mulligan_kept", "103.5", "mtg.game-start", [pid], player=self.name(pid))
        return pid, p

    @action("mulligan", rule="103.5", fields=("player", "bottom"), check=lambda v, a, p: v.strlist(a, "bottom", p))
    def _act_mulligan(self, a):
        pid, p = self._pregame_player(a)
        free = 1 if len(self.players) > 2 else 0   # 103.5c
        if p.get("mulligans", 0) - free >= START_HAND:   # 103.5: the opening hand is already zero cards
            raise illegal("mtg.illegal.mulligan_limit", "103.5", "mtg.game-start", [pid], player=self.name(pid),
                          n=p.get("mulligans", 0))
        n = p.get("mulligans", 0) + 1
        p["mulligans"] = n
        back = len(p["hand"])
        p["library"] += back
        p["hand"] = []
        draw = min(START_HAND, p["library"])
        for _ in range(draw):
            p["library"] -= 1
            p["hand"].append({"id": self._new_id(f"{pid}-card"), "card": "(card)", "unknown": True})
        k = min(max(0, n - free), len(p["hand"]))
        chosen = []
        for want in a.get("bottom") or ():
            c = next((c for c in p["hand"] if c not in chosen and str(c["id"]).casefold() == str(want).casefold()), None)
            if c is not None:
                chosen.append(c)
        if len(chosen) != k:
            chosen = p["hand"][len(p["hand"]) - k:] if k else []   # default: the last cards of the new hand
        p["hand"] = [c for c in p["hand"] if c not in chosen]
        p["library"] += len(chosen)
        self.ev("choice", "mtg.mulligan.taken", "103.5c" if free and n == 1 else "103.5", "mtg.game-start", [pid],
                player=self.name(pid), n=n, back=back, draw=draw, bottom=len(chosen), hand=len(p["hand"]))

    @action("keep", rule="103.5", fields=("player",))
    def _act_keep(self, a):
        pid, p = self._pregame_player(a)
        p["kept"] = True
        self.ev("choice", "mtg.mulligan.keep", "103.5", "mtg.game-start", [pid], player=self.name(pid),
                n=len(p["hand"]))
        if all(q.get("kept") for q in self.players if not q.get("lost")):
            self.pregame = False
            for q in self.players:
                q.pop("kept", None)
            self.ev("step", "mtg.mulligan.done", "103.8", "mtg.game-start", [self.active], player=self.name(self.active))
            self._priority_point()
