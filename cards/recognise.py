"""Cards named inside a question (issue 25): "does colossal dreadmaw trample over a chump blocker",
"고이프 공격할 수 있나요", "โบลต์ตีเพลนส์วอล์คเกอร์ได้ไหม".

`CardFinder(cards, nicknames)` is built once (per card-pool generation, cards.source) and answers
`find(q)` with dictionary lookups only, never a scan of the pool per query:

- Latin names: the query's words, normalised like the card names (cards.textnorm.norm), are looked
  up as spans of 1..MAX_WORDS words in a dict of name word-tuples; the longest span wins, left to
  right. Names are the full name, each face's name, translated Latin-script names, nicknames
  (cards/data/nicknames-<lang>.yaml) and the part of a legendary name before its comma ("Ragavan")
  when no other card has it. (A first word standing for its card was tried: "accident" of
  "drew an extra card by accident" found Accident-Prone Apprentice.)
- Thai and Korean names (translated names, nicknames) are matched as substrings of the query with
  its spaces removed (Korean players write 번개화살 or 번개 화살이; Thai has no spaces), through a
  dict keyed by their first two characters.

A match says how it was found ("name", "short", "nickname") and whether it is one word: the search
engine decides which matches to believe (a one-word name that is a common word of the rules pages,
like Flash or Exile, is not taken for the card)."""
from __future__ import annotations

import re
import unicodedata
from collections import defaultdict

from .textnorm import norm

MAX_WORDS = 10
MIN_DENSE = 2          # Thai/Korean names of fewer characters are not looked for
_TOKEN = re.compile(r"[0-9A-Za-z\u00c0-\u024f'’]+")   # Latin words (a Korean particle after one is not part of it)
_LATIN = re.compile(r"[a-z0-9]")
_SPACE = re.compile(r"\s+")


def _dense(text: str) -> str:
    return _SPACE.sub("", text)


class CardFinder:
    def __init__(self, cards, nicknames: dict | None = None):
        """cards: dicts {"name", "slug", "keywords", "types", "names": [other names] (faces,
        translated names), "text" (Oracle text, optional)}; nicknames: {nickname: English card name}."""
        self.cards: list[dict] = []
        self.latin: dict[tuple, tuple[int, str]] = {}
        self.dense: dict[str, list[tuple[str, int, str]]] = defaultdict(list)
        by_name: dict[str, int] = {}
        commas: dict[str, set] = defaultdict(set)
        for c in cards:
            i = len(self.cards)
            self.cards.append(c)
            by_name[c["name"].casefold()] = i
            for n in [c["name"], *(c.get("names") or [])]:
                self._add(n, i, "name")
            if "," in c["name"]:
                commas[norm(c["name"].split(",")[0])].add(i)
        # short names: kept only when they stand for one card and are nobody's full name
        for key, ids in commas.items():
            if len(ids) == 1 and tuple(key.split()) not in self.latin:
                self._add(key, next(iter(ids)), "short")
        for nick, name in (nicknames or {}).items():
            i = by_name.get(str(name).casefold())
            if i is not None:
                self._add(str(nick), i, "nickname", replace=True)
        self.dense = dict(self.dense)

    def _add(self, name: str, i: int, how: str, replace: bool = False) -> None:
        n = norm(name)
        if not n:
            return
        if _LATIN.search(n) and n.isascii():
            key = tuple(n.split())
            if 0 < len(key) <= MAX_WORDS and (replace or key not in self.latin):
                self.latin[key] = (i, how)
        else:
            d = _dense(n)
            if len(d) >= MIN_DENSE:
                bucket = self.dense[d[:2]]
                bucket[:] = [b for b in bucket if b[0] != d] if replace else bucket
                if replace or all(b[0] != d for b in bucket):
                    bucket.append((d, i, how))

    def __len__(self):
        return len(self.cards)

    def find(self, q: str, limit: int = 3) -> list[dict]:
        """The cards named in q, in the order they appear: {"card" (the record), "start", "end"
        (the span in q), "text" (q[start:end]), "how", "words" (number of words of a Latin name;
        0 for a Thai/Korean one)}."""
        if not q:
            return []
        found: list[dict] = []
        toks = [(m.start(), m.end(), norm(m.group())) for m in _TOKEN.finditer(q)]
        toks = [t for t in toks if t[2]]
        i = 0
        while i < len(toks) and len(found) < limit:
            hit = None
            for j in range(min(len(toks), i + MAX_WORDS), i, -1):
                key = tuple(w for t in toks[i:j] for w in t[2].split())
                got = self.latin.get(key)
                if got is not None:
                    hit = (j, got)
                    break
            if hit is None:
                i += 1
                continue
            j, (idx, how) = hit
            s, e = toks[i][0], toks[j - 1][1]
            found.append({"card": self.cards[idx], "start": s, "end": e, "text": q[s:e], "how": how,
                          "words": j - i})
            i = j
        if self.dense and len(found) < limit:
            found += self._find_dense(q, limit - len(found), [(f["start"], f["end"]) for f in found])
        found.sort(key=lambda f: f["start"])
        seen, out = set(), []
        for f in found:
            if f["card"]["name"] not in seen:
                seen.add(f["card"]["name"])
                out.append(f)
        return out

    def _find_dense(self, q: str, limit: int, taken: list) -> list[dict]:
        # the query folded as norm() folds the names: it drops marks (Thai vowels and tone marks)
        pos = [k for k, ch in enumerate(q) if ch.isalnum() and not unicodedata.combining(ch)]
        d = "".join(q[k] for k in pos).casefold()   # dense index -> q index (pos)
        out: list[dict] = []
        k = 0
        while k < len(d) - 1 and len(out) < limit:
            best = None
            for key, idx, how in self.dense.get(d[k:k + 2], ()):
                if d.startswith(key, k) and (best is None or len(key) > len(best[0])):
                    best = (key, idx, how)
            if best is None:
                k += 1
                continue
            s, e = pos[k], pos[k + len(best[0]) - 1] + 1
            while e < len(q) and unicodedata.category(q[e]).startswith("M"):
                e += 1
            if not any(s < te and ts < e for ts, te in taken):
                out.append({"card": self.cards[best[1]], "start": s, "end": e, "text": q[s:e], "how": best[2],
                            "words": 0})
            k += len(best[0])
        return out


def records_from_atomic(data: dict) -> list[dict]:
    """Finder records straight from an MTGJSON AtomicCards document's "data" (tests, bench: no
    database); slugs as the importer makes them."""
    from .importer import _slugs, card_record
    slugs = _slugs(list(data))
    out = []
    for name, faces in data.items():
        if not isinstance(faces, list) or not faces:
            continue
        rec = card_record(name, faces)
        others = [f["name"] for f in rec["faces"] if f["name"] != name] + list(rec["names"].values())
        out.append({"name": name, "slug": slugs[name], "keywords": list(rec["keywords"] or []), "text": rec["text"] or "",
                    "types": [t.lower() for t in rec["types"]], "names": others})
    return out
