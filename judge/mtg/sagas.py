"""Sagas (CR 714): lore counters and chapter abilities.

    714.2b     a chapter ability "{rN}—[Effect]" is a triggered ability: it triggers when lore counters
               are put on the Saga and their number goes from less than N to at least N
    714.2c     "{rN1}, {rN2}—[Effect]" is two chapter abilities with the same effect
    714.2d     the final chapter number: the greatest chapter number among its chapter abilities
    714.3a     as a Saga (without read ahead) enters, its controller puts a lore counter on it
    714.3b     505.4: as its controller's precombat main phase begins, a lore counter on each Saga with
               chapter abilities they control (a turn-based action: no stack)
    714.4      704.5s: a Saga with lore counters at least its final chapter number, that is not the
               source of a chapter ability that has triggered and not yet left the stack, is sacrificed

A chapter ability is a trigger `{"when": "chapter", "chapters": [N, ...], "effects": [...]}`: one
ability for each number of `chapters` (714.2c). Lore counters put on by any effect (proliferate too,
701.34a) trigger the chapters they pass. Read ahead (702.155) is not modelled: its cards are not full.
"""
from __future__ import annotations

from .common import Host

ROMAN_OF = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI", 7: "VII"}   # chapter symbols as printed (714.2a)


def chapter_triggers(o) -> list:
    return [t for t in o.get("triggers") or () if isinstance(t, dict) and t.get("when") == "chapter"]


def final_chapter(o, printed=None) -> int:
    """714.2d: the greatest chapter number among its chapter abilities (0 with none). `printed`: the
    card's own final chapter (`final_chapter`), which wins while it has chapter abilities: a chapter
    line the engine does not model is still a chapter of the Saga."""
    mine = max((n for t in chapter_triggers(o) for n in t.get("chapters") or ()), default=0)
    return max(mine, printed or 0) if mine else 0


class SagasMixin(Host):
    """Methods of MtgGame for Sagas (CR 714)."""

    def _saga_enters(self, perm):
        """714.3a: a lore counter as a Saga with chapter abilities enters; chapter I triggers (714.2b)."""
        if not chapter_triggers(self._chapter_view(perm)):
            return
        before = perm["counters"].get("lore", 0)
        perm["counters"]["lore"] = before + 1
        self.ev("effect", "mtg.saga.enters", "714.3a", "mtg.counters", [perm["id"]], card=self.name(perm),
                total=before + 1)
        self._chapters_passed(perm, before, before + 1)

    def _saga_main_phase(self, ap):
        """505.4, 714.3b: as the active player's precombat main phase begins, a lore counter on each
        Saga with chapter abilities they control (no stack)."""
        for o in list(self.battlefield):
            if o["controller"] == ap and chapter_triggers(self._chapter_view(o)):
                before = o["counters"].get("lore", 0)
                o["counters"]["lore"] = before + 1
                self.ev("step", "mtg.saga.lore", "714.3b", "mtg.counters", [o["id"]], card=self.name(o),
                        total=before + 1)
                self._chapters_passed(o, before, before + 1)

    def _chapter_view(self, o):
        """The permanent with its current abilities (a Saga that lost its abilities has no chapters)."""
        return {"triggers": self.triggers_of(o)}

    def _chapters_passed(self, o, before, after):
        """714.2b: each chapter ability whose number N has before < N <= after triggers, in order."""
        hits = sorted(((n, t) for t in chapter_triggers(self._chapter_view(o)) for n in t.get("chapters") or ()
                       if before < n <= after), key=lambda x: x[0])
        for n, t in hits:
            self._queue_trigger(o, t, {}, key="mtg.trigger.chapter", rule="714.2b", n=ROMAN_OF.get(n, str(n)), total=after)

    def _saga_sba(self) -> list:
        """704.5s, 714.4: the Sagas to sacrifice now: lore counters at least the final chapter number,
        and no chapter ability of theirs waiting to be put on the stack or on the stack."""
        out = []
        for o in self.battlefield:
            if not chapter_triggers(o):   # the hot path: only a Saga has chapter abilities (714.2)
                continue
            final = final_chapter(self._chapter_view(o), o.get("final_chapter"))
            if not final or o["counters"].get("lore", 0) < final:
                continue
            if any(p["source"] == o["id"] and p["when"] == "chapter" for p in self.pending) or \
                    any(s.get("source") == o["id"] and s.get("trigger") == "chapter" for s in self.stack):
                continue
            out.append(o)
        return out
