"""Snippets: an escaped excerpt of the stored text with the matched words in <mark>."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from content.explanations import EXPLANATIONS_SEP  # pure Python, no Django

from .config import SNIPPET_CHARS

if TYPE_CHECKING:
    from .index import _Handle


@lru_cache(maxsize=1024)
def _spans(gen: str, docnum: int, which: str, text: str, analyzer_key: str):
    return _ANALYZERS[analyzer_key].spans(text, mode="index")


_ANALYZERS: dict = {}


def make_snippet(handle: _Handle, docnum: int, fields: dict, terms: list[str], sub: str = "topics") -> str:
    """HTML: an escaped excerpt with the matched words in <mark>; never lets markup through."""
    from html import escape

    key = repr(handle.analyzer)
    _ANALYZERS.setdefault(key, handle.analyzer)
    tset = set(terms)
    summary = fields.get("summary") or ""
    body = fields.get("body") or ""
    if sub == "cr":     # the rule's own text, not the explanations indexed after it (crdb.services)
        body = body.split(EXPLANATIONS_SEP.strip(), 1)[0].rstrip()
    body = body[:6000]
    for which, text, window in (("summary", summary, 0), ("body", body, SNIPPET_CHARS)):
        if not text or not tset:
            continue
        spans = [(a, b) for t, a, b in _spans(f"{handle.gen}/{sub}", docnum, which, text, key) if t in tset]
        if not spans:
            continue
        start, end = 0, len(text)
        if window and len(text) > window:
            # the window starting near the first hit that holds the most distinct hits
            best = None
            for a, _b in spans[:40]:
                lo = max(0, a - 40)
                hi = lo + window
                n = len({text[x:y] for x, y in spans if x >= lo and y <= hi})
                if best is None or n > best[0]:
                    best = (n, lo, hi)
            _, start, end = best
            end = min(end, len(text))
        return _mark(text, start, end, spans, escape)
    return escape(summary or body[:SNIPPET_CHARS])


def _mark(text, start, end, spans, escape) -> str:
    merged = []
    for a, b in sorted(spans):
        if b <= start or a >= end:
            continue
        a, b = max(a, start), min(b, end)
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    out = ["…" if start > 0 else ""]
    pos = start
    for a, b in merged:
        out.append(escape(text[pos:a]))
        out.append("<mark>" + escape(text[a:b]) + "</mark>")
        pos = b
    out.append(escape(text[pos:end]))
    if end < len(text):
        out.append("…")
    return "".join(out)
