"""Timing and priority (CR 117), and the moments no player gets priority.

    117.1a     sorcery timing: main phase, own turn, empty stack (also 307.1, 606.3, 602.5d, 702.6a)
    117.3-117.5  a player would receive priority: state-based actions, then triggered abilities
    102.1      only a player still in the game acts
    502.4      no priority in the untap step
    514.3      no priority in the cleanup step (unless 514.3a)
    702.61a    split second: no spells cast, no non-mana abilities activated
"""
from __future__ import annotations

from .common import Host, illegal, stepmsg


class TimingMixin(Host):
    """Methods of MtgGame for Timing and priority (CR 117), and the moments no player gets priority."""

    def _priority_point(self, who=None):
        """A player would receive priority: SBAs (repeated), then waiting triggers (APNAP), repeated."""
        for _ in range(1000):
            self._sba_loop()
            if self.result["over"]:
                return
            self._state_triggers()   # 603.8
            if not self.pending:
                break
            self._put_triggers()
        self.priority = who or self.active

    def _check_can_act(self, pid, what="cast"):
        if self.step in ("untap",) or (self.step == "cleanup" and not self.cleanup_again):
            raise illegal("mtg.illegal.no_priority_step", "502.4" if self.step == "untap" else "514.3",
                          "mtg.turn.untap" if self.step == "untap" else "mtg.turn.cleanup", [], step=stepmsg(self.step))
        if self.player(pid) is None or self.player(pid).get("lost"):
            raise illegal("mtg.illegal.no_player", "102.1", "mtg.priority", [], player=pid)

    def _split_second(self):
        for o in self.stack:
            if "ability" not in o and "split second" in (o.get("keywords") or []):
                return o
        return None

    def _sorcery_timing(self, pid, obj_name, rule, topic, what="sorcery_timing"):
        """`what`: sorcery_timing (a spell), ability_timing ("activate only as a sorcery", equip) or
        loyalty_timing (606.3)."""
        mine = pid in self._active_team()   # with shared team turns, each player of the active team (805.4, 805.5a)
        if not mine or self.step not in ("main1", "main2") or self.stack:
            why = ("not_your_turn" if not mine else
                   "stack_not_empty" if self.stack else "not_main")
            raise illegal(f"mtg.illegal.{what}." + why, rule, topic, [], card=obj_name,
                          player=self.name(pid), step=stepmsg(self.step), n=len(self.stack), cr=rule)
