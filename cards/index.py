"""The card name index behind every card search (the /cards/ page, /api/cards, the judge editor's
catalogue search and the site search box): pure Python, built in memory from the card pool.

Ranking, best first (docs/cards.md):
  0. the whole name (or a face's or translated name) is the query
  1. a name starts with the query
  2. every query word is a word of the name (any order)
  3. every query word begins a word of the name (any order; a partly typed name)
  4. every query word matches a word of the name with one letter missing, added (doubled),
     swapped with its neighbour or changed (words of 3 letters or more), or begins one
  5. the query appears inside a name (3 characters or more)
Within a tier: shorter names first, then alphabetical."""
from __future__ import annotations

import heapq
from bisect import bisect_left, bisect_right
from collections import defaultdict

from .textnorm import norm

FUZZY_MIN = 3


def _deletes(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))}


def within_one(a: str, b: str) -> bool:
    """Optimal string alignment distance of a and b is at most 1."""
    if a == b:
        return True
    la, lb = len(a), len(b)
    if abs(la - lb) > 1:
        return False
    i = 0
    while i < min(la, lb) and a[i] == b[i]:
        i += 1
    if la == lb:
        if a[i + 1:] == b[i + 1:]:
            return True   # one letter changed
        return i + 1 < la and a[i] == b[i + 1] and a[i + 1] == b[i] and a[i + 2:] == b[i + 2:]
    if la > lb:
        return a[i + 1:] == b[i:]
    return a[i:] == b[i + 1:]


class NameIndex:
    def __init__(self, records, normalized=False):
        """records: iterable of (info dict with at least "name", [other names]): face names and
        translated names. With normalized=True the other names are already norm()ed and the
        name itself is not added again (the caller lists it)."""
        self.info: list[dict] = []
        full: dict[str, list[int]] = defaultdict(list)
        words: dict[str, set[int]] = defaultdict(set)
        hay_parts: list[str] = []
        offsets: list[int] = []
        pos = 0
        for i, (info, aliases) in enumerate(records):
            self.info.append(info)
            names = aliases if normalized else [norm(a) for a in [info["name"], *aliases]]
            seen = set()
            for n in names:
                if not n or n in seen:
                    continue
                seen.add(n)
                lst = full[n]
                if not lst or lst[-1] != i:
                    lst.append(i)
                for w in n.split():
                    words[w].add(i)
            h = "\n".join(seen) + "\x00"
            offsets.append(pos)
            hay_parts.append(h)
            pos += len(h)
        self.hay = "".join(hay_parts)
        self.hay_offsets = offsets
        order = sorted(range(len(self.info)), key=lambda k: (len(self.info[k]["name"]), self.info[k]["name"]))
        self.rank = [0] * len(self.info)
        for r, i in enumerate(order):
            self.rank[i] = r
        self.full = dict(full)
        self.full_sorted = sorted(self.full)
        self.words = dict(words)
        self.vocab = sorted(self.words)
        self._short: dict[str, frozenset] = {}
        dels: dict[str, list[str]] = defaultdict(list)
        for w in self.vocab:
            if len(w) >= FUZZY_MIN:
                for d in _deletes(w):
                    dels[d].append(w)
        self.dels = dict(dels)

    def __len__(self):
        return len(self.info)

    # -- word matching
    def _prefix_ids(self, w: str):
        if len(w) <= 2 and w in self._short:
            return self._short[w]
        out: set[int] = set()
        j = bisect_left(self.vocab, w)
        while j < len(self.vocab) and self.vocab[j].startswith(w):
            out |= self.words[self.vocab[j]]
            j += 1
        if len(w) <= 2:   # short prefixes cover many words: remembered once computed
            self._short[w] = frozenset(out)
        return out

    def _fuzzy_words(self, w: str) -> set[str]:
        if len(w) < FUZZY_MIN:
            return set()
        cands = set(self.dels.get(w, ()))                  # a letter missing from the query
        for d in _deletes(w):
            if d in self.words:                            # a letter added (or doubled)
                cands.add(d)
            cands.update(self.dels.get(d, ()))             # a letter changed or two swapped
        return {c for c in cands if within_one(w, c)}

    def _full_prefix(self, q: str) -> list[int]:
        out = []
        j = bisect_left(self.full_sorted, q)
        while j < len(self.full_sorted) and self.full_sorted[j].startswith(q):
            out.extend(self.full[self.full_sorted[j]])
            j += 1
        return out

    @staticmethod
    def _intersect(sets):
        sets = sorted(sets, key=len)
        if not sets or not sets[0]:
            return set()
        out = set(sets[0])
        for s in sets[1:]:
            out &= s
            if not out:
                break
        return out

    def search(self, query: str, limit: int = 10) -> list[dict]:
        return [self.info[i] for i in self.search_ids(query, limit)]

    def search_ids(self, query: str, limit: int = 10) -> list[int]:
        q = norm(query)[:200]
        if not q or limit <= 0:
            return []
        qwords = list(dict.fromkeys(q.split()))[:8]
        out: list[int] = []
        seen: set[int] = set()
        rank = self.rank.__getitem__

        first = qwords[0]

        def key(i):
            # names whose words come in the query's order (first word first) before the others
            w0 = (norm(self.info[i]["name"]).split() or [""])[0]
            return (0 if w0.startswith(first) or within_one(w0, first) else 1, self.rank[i])

        def take(ids):
            ids = [i for i in ids if i not in seen]
            k = key if len(ids) <= 300 else rank
            for i in heapq.nsmallest(limit - len(out), ids, key=k):
                seen.add(i)
                out.append(i)
            return len(out) >= limit

        if take(self.full.get(q, ())):
            return out
        # every query word as a whole word of the name ("bolt": Lightning Bolt) before names that
        # merely begin with the query ("Boltwave"); a half-typed last word has no whole-word match
        exact = [self.words.get(w, frozenset()) for w in qwords]
        if take(self._intersect(exact)):
            return out
        if take(self._full_prefix(q)):
            return out
        prefix = [self._prefix_ids(w) for w in qwords]
        if take(self._intersect(prefix)):
            return out
        fuzzy = []
        for w, pre in zip(qwords, prefix):
            s = set(pre)
            for fw in self._fuzzy_words(w):
                s |= self.words[fw]
            fuzzy.append(s)
        if take(self._intersect(fuzzy)):
            return out
        if len(q) >= 3:
            take(self._substring(q, 2000))
        return out

    def _substring(self, q: str, cap: int) -> list[int]:
        found = []
        hay, offs = self.hay, self.hay_offsets
        start = hay.find(q)
        while start != -1 and len(found) < cap:
            i = bisect_right(offs, start) - 1
            found.append(i)
            nxt = offs[i + 1] if i + 1 < len(offs) else len(hay)
            start = hay.find(q, nxt)
        return found
