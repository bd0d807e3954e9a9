"""Card rulings found by the site search (issue 25): "gale sparrow block flying" finds the ruling of
Gale Sparrow that says so, under a group "Card rulings" on /<lang>/search/.

Rulings are the card file's (MTGJSON `rulings`, English, imported into `Card.rulings`, never
committed). `RulingIndex` is built once per card-pool generation (cards.source.ruling_index): an
inverted index from each word of a ruling and of its card's name (lowercase, English stop words out,
Porter stems as the site search stems) to the rulings holding it. A query finds the rulings holding
every one of its English words (Thai/Korean words do not occur in English rulings and are left
out): rulings of a card the query names first, then those whose words are rarer, newest first."""
from __future__ import annotations

import math
import re
from collections import defaultdict
from html import escape

from search.analysis import EN_STOP, en_stem

_WORD = re.compile(r"[a-z0-9]+(?:[/+][a-z0-9]+)*")
MIN_TERMS = 1
SNIPPET = 220


class RulingIndex:
    def __init__(self, rows):
        """rows: (card name, slug, date, text)."""
        self.rows: list[tuple[str, str, str, str]] = []
        self.post: dict[str, set[int]] = defaultdict(set)
        self._stems: dict[str, str] = {}
        self.name_terms: list[frozenset] = []
        for name, slug, date, text in rows:
            i = len(self.rows)
            self.rows.append((name, slug, date, text))
            names = frozenset(self.terms(name))
            self.name_terms.append(names)
            for t in names | set(self.terms(text)):
                self.post[t].add(i)
        self.post = dict(self.post)

    def __len__(self):
        return len(self.rows)

    def _stem(self, w: str) -> str:
        s = self._stems.get(w)
        if s is None:
            s = self._stems[w] = en_stem(w)
        return s

    def terms(self, text: str) -> list[str]:
        return [self._stem(w) for w in _WORD.findall(text.casefold().replace("’", "'").replace("'", ""))
                if w not in EN_STOP]

    def search(self, q: str, limit: int = 5) -> list[dict]:
        """[{"name", "slug", "date", "text", "terms"}] best first; [] when some English word of q is
        in no ruling."""
        terms = list(dict.fromkeys(self.terms(q or "")))[:12]
        if len(terms) < MIN_TERMS or not self.rows:
            return []
        sets = [self.post.get(t) for t in terms]
        if not all(sets):
            return []
        ids = set.intersection(*sorted(sets, key=len))   # type: ignore[arg-type]
        n = len(self.rows)
        idf = {t: math.log(1 + n / len(s)) for t, s in zip(terms, sets)}   # type: ignore[arg-type]

        def key(i):   # the query's words in the card's name (rarer ones count more), then newest
            named = sum(idf[t] for t in terms if t in self.name_terms[i])
            return (-named, -int(re.sub(r"\D", "", self.rows[i][2])[:8] or 0), i)

        out = []
        for i in sorted(ids, key=key)[:limit]:
            name, slug, date, text = self.rows[i]
            out.append({"name": name, "slug": slug, "date": date, "text": text, "terms": terms})
        return out

    def snippet(self, text: str, terms) -> str:
        """The ruling's text (cut at SNIPPET characters around the first match), escaped, the
        matched words in <mark>."""
        want = set(terms)
        spans = [(m.start(), m.end()) for m in _WORD.finditer(text.casefold())
                 if m.group() not in EN_STOP and self._stem(m.group()) in want]
        start = 0
        if len(text) > SNIPPET and spans:
            start = max(0, min(spans[0][0] - 40, len(text) - SNIPPET))
        end = min(len(text), start + SNIPPET)
        out, pos = [], start
        for s, e in spans:
            if s < start or e > end:
                continue
            out.append(escape(text[pos:s]) + "<mark>" + escape(text[s:e]) + "</mark>")
            pos = e
        out.append(escape(text[pos:end]))
        return ("…" if start else "") + "".join(out) + ("…" if end < len(text) else "")
