"""Turning CR text into linked HTML at import time.

Rule references ("rule 704.5a", "rules 704.5a–f", "103.2a–e", "119.7–8", "903.6–903.11",
"rule 903", "rules 301, 302 and 303"), section references ("section 7", "sections 8 and 9") and
glossary terms (first occurrence of each term in a paragraph, longest match first, plurals) become
links. A reference to a number that the release does not have stays plain text and is reported.
Hrefs are stored without the language prefix ("/cr/704.5a/"); services.localize_html adds it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import escape

from django.utils.text import slugify

DOTTED_RE = re.compile(
    r"(?<![\d.])(\d{3})\.(\d+)(?:([a-z])(?![a-z]))?(?!\d)"
    r"(?:(\s?[–-]\s?)(?:(\d{3})\.(\d+)([a-z])?|(\d+)|([a-z]))(?![\w]))?")
RULE_WORD_RE = re.compile(r"\b[Rr]ules?\s+(?=\d{3})")
SECTION_WORD_RE = re.compile(r"\b[Ss]ections?\s+(?=\d(?!\d)(?!\.\d))")
BARE_RE = re.compile(r"(\d{3})(?![\d])(?!\.\d)")
DOTTED_AT_RE = re.compile(r"\d{3}\.\d+[a-z]?(?:\s?[–-]\s?(?:\d{3}\.\d+[a-z]?|\d+|[a-z])(?![\w]))?")
SECTION_NUM_RE = re.compile(r"(\d)(?!\d)(?!\.\d)")
LIST_SEP_RE = re.compile(r"(?:,\s+|,?\s+(?:and|or)\s+)(?=\d)")
WORD_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9’'\-]*")
# glossary terms that are everyday words in rule text ("if", "instead", "in that case"): not
# auto-linked (their glossary entries still exist and "See X" references still link)
STOP_TERMS = {
    "if", "unless", "instead", "becomes", "double", "triple", "event", "exchange", "case", "pass",
    "pile", "option", "match", "name", "move", "placed", "requirement", "restriction", "general",
    "independent", "status", "type", "lock", "locked", "loop", "world", "basic", "modified",
    "command", "party", "level", "deal", "team", "class", "room", "door", "life", "support",
    "assist", "visit", "speed", "gift", "role", "learn", "training", "endure", "plot",
    "background", "illustration", "layer", "number", "owner", "pay", "step", "object", "card",
    "player", "skip", "search", "create", "enter", "prize", "shortcut", "variant", "tournament",
}


def rule_href(number: str) -> str:
    return f"/cr/{number}/"


def glossary_href(slug: str) -> str:
    return f"/cr/glossary/{slug}/"


def term_slug(term: str, taken: set[str]) -> str:
    base = slugify(term) or "term"
    slug, i = base, 2
    while slug in taken:
        slug, i = f"{base}-{i}", i + 1
    taken.add(slug)
    return slug


@dataclass
class Span:
    start: int
    end: int
    href: str
    cls: str
    title: str = ""


@dataclass
class Linker:
    numbers: set[str]                       # every number in the release ("7", "704", "704.5q")
    terms: dict[str, str]                   # lower-case term -> slug
    unresolved: list[tuple[str, str]] = field(default_factory=list)  # (where, reference)
    max_words: int = 1

    def __post_init__(self):
        self.max_words = max((len(t.split()) for t in self.terms), default=1)
        # first word of a term -> the most words a term starting with it has (plural forms too)
        self.first_words: dict[str, int] = {}
        for t in self.terms:
            w = t.split()
            for form in {w[0], w[0] + "s", w[0] + "es", w[0] + "’s", w[0] + "'s", w[0][:-1] + "ies"}:
                self.first_words[form] = max(self.first_words.get(form, 0), len(w))

    # --- rule references -------------------------------------------------------------------
    def _rule_span(self, start, end, number, where, spans):
        if number in self.numbers:
            spans.append(Span(start, end, rule_href(number), "cr-ref"))
        else:
            self.unresolved.append((where, number))

    def rule_spans(self, text: str, where: str) -> list[Span]:
        spans: list[Span] = []
        for m in DOTTED_RE.finditer(text):
            h, r, s, dash, eh, er, es, edig, elet = m.groups()
            start_num = f"{h}.{r}{s or ''}"
            end_of_start = m.start(4) if dash else m.end()
            self._rule_span(m.start(), end_of_start, start_num, where, spans)
            if dash:
                if eh:
                    end_num = f"{eh}.{er}{es or ''}"
                elif edig:
                    end_num = f"{h}.{edig}"
                else:
                    end_num = f"{h}.{r}{elet}"
                self._rule_span(m.end(4), m.end(), end_num, where, spans)
        # bare three-digit numbers after "rule"/"rules", and the lists that follow
        for m in RULE_WORD_RE.finditer(text):
            pos = m.end()
            while True:
                d = DOTTED_AT_RE.match(text, pos)
                if d:  # already linked above
                    pos = d.end()
                else:
                    b = BARE_RE.match(text, pos)
                    if not b:
                        break
                    self._rule_span(b.start(), b.end(), b.group(1), where, spans)
                    pos = b.end()
                sep = LIST_SEP_RE.match(text, pos)
                if not sep:
                    break
                pos = sep.end()
        for m in SECTION_WORD_RE.finditer(text):
            pos = m.end()
            while True:
                b = SECTION_NUM_RE.match(text, pos)
                if not b:
                    break
                self._rule_span(b.start(), b.end(), b.group(1), where, spans)
                pos = b.end()
                sep = LIST_SEP_RE.match(text, pos)
                if not sep:
                    break
                pos = sep.end()
        return spans

    # --- glossary terms --------------------------------------------------------------------
    def _lookup(self, key: str) -> str | None:
        t = self.terms
        if key in t:
            return t[key]
        for suffix, repl in (("’s", ""), ("'s", ""), ("ies", "y"), ("es", ""), ("s", "")):
            if key.endswith(suffix) and len(key) > len(suffix) + 2 and key[: -len(suffix)] + repl in t:
                return t[key[: -len(suffix)] + repl]
        return None

    def term_spans(self, text: str, taken: list[Span], seen: set[str]) -> list[Span]:
        words = [(m.start(), m.end(), m.group(0)) for m in WORD_RE.finditer(text)]
        busy = sorted((s.start, s.end) for s in taken)

        def overlaps(a, b):
            return any(s < b and a < e for s, e in busy)

        spans = []
        i = 0
        first = self.first_words
        while i < len(words):
            hit = None
            top = first.get(words[i][2].lower(), 0)
            for n in range(min(top, len(words) - i), 0, -1):
                chunk = words[i:i + n]
                if any(chunk[k + 1][0] - chunk[k][1] != 1 or text[chunk[k][1]] != " " for k in range(n - 1)):
                    continue
                slug = self._lookup(" ".join(w[2] for w in chunk).lower())
                if slug:
                    hit = (n, slug, chunk[0][0], chunk[-1][1])
                    break
            if hit:
                n, slug, a, b = hit
                if slug not in seen and not overlaps(a, b):
                    seen.add(slug)
                    spans.append(Span(a, b, glossary_href(slug), "cr-term"))
                i += n
            else:
                i += 1
        return spans

    # --- HTML ------------------------------------------------------------------------------
    def link(self, text: str, where: str, terms: bool = True, seen: set[str] | None = None) -> str:
        """Linked HTML of one paragraph; `seen` (glossary slugs already linked in the same rule)
        is updated so that each term is linked once per rule."""
        spans = self.rule_spans(text, where)
        if terms and self.terms:
            spans += self.term_spans(text, spans, seen if seen is not None else set())
        spans.sort(key=lambda s: s.start)
        out, pos = [], 0
        for s in spans:
            if s.start < pos:
                continue
            out.append(escape(text[pos:s.start], quote=False))
            out.append(f'<a class="{s.cls}" href="{escape(s.href)}">{escape(text[s.start:s.end], quote=False)}</a>')
            pos = s.end
        out.append(escape(text[pos:], quote=False))
        return "".join(out)


def glossary_terms(items) -> dict[str, str]:
    """lower-case term (and each comma-separated form, "You, Your") -> slug, for auto-linking.
    Single letters (X, Y) and bracketed forms ("Venture into [Quality]") are left out."""
    out: dict[str, str] = {}
    for term, slug in items:
        forms = [term] + ([f.strip() for f in term.split(",")] if "," in term else [])
        if "(Obsolete)" in term:
            continue
        for f in forms:
            f = re.sub(r"\s*\(.*?\)\s*", " ", f).strip()
            if f.lower() in STOP_TERMS:
                continue
            if len(f) < 2 or "[" in f or not WORD_RE.fullmatch(f.split()[0] if f.split() else ""):
                continue
            out.setdefault(f.lower(), slug)
    return out


def render_rule(number: str, level: int, text: str, examples: list[str], linker: Linker) -> str:
    """The stored block of one entry: number, linked paragraphs, linked examples."""
    num = escape(number)
    seen: set[str] = set()
    if level < 2:
        tag = "h2" if level == 0 else "h3"
        return (f'<{tag} class="cr-rule cr-l{level}" id="cr-{num}"><a class="cr-num" href="{rule_href(number)}">'
                f'{num}.</a> {escape(text, quote=False)}</{tag}>')
    paras = text.split("\n")
    parts = [f'<div class="cr-rule cr-l{level}" id="cr-{num}">'
             f'<p><a class="cr-num" href="{rule_href(number)}">{num}{"." if level == 2 else ""}</a> '
             f'{linker.link(paras[0], number, seen=seen)}</p>']
    for p in paras[1:]:
        parts.append(f"<p>{linker.link(p, number, seen=seen)}</p>")
    for ex in examples:
        parts.append(f'<p class="cr-example">{linker.link(ex, number, seen=seen).replace(chr(10), "<br>")}</p>')
    parts.append("</div>")
    return "".join(parts)


def render_glossary(slug: str, text: str, linker: Linker, term: str) -> str:
    seen = {slug}
    return "".join(f"<p>{linker.link(p, 'glossary:' + term, seen=seen)}</p>" for p in text.split("\n"))
