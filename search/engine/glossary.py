"""The CR glossary as data (issue 25): each glossary term points to the rules that define it.

- the imported glossary: each ``cr-glossary`` document keeps the rule numbers its entry names
  ("See rules 613.2, 707.2, and 707.3", documents.glossary_refs);
- ``search/lexicon/cr-glossary.yaml``: the defining rules of terms whose entry names none, and other
  names of the terms per language (short forms, Thai and Korean wording);
- the terminology tables (terminology/th.yaml, ko.yaml): a concept that is a glossary term brings
  its Thai/Korean term.

Stage "glossary" of the CR ranking (``glossary_rank``): a query that is mostly one term ("copiable
values", "what is a token", "상태 기반 행동이란") gets the term's defining rules first, then the
glossary entry itself. A term inside a longer question ("can a token ... ") covers too little of it
and changes nothing."""
from __future__ import annotations

import re
from functools import lru_cache

import yaml

from .. import analysis, lexicon
from .config import LANGS, ROOT
from .documents import name_key
from .query import query_terms

DATA = lexicon.HERE / "cr-glossary.yaml"
TERMINOLOGY = ROOT / "terminology"
MIN_COVER = 0.75     # share of the query's words a term's name must cover
GLOSSARY_BONUS = 1.0  # the defining rules score (1 + bonus x cover) x the best score


def _norm(term: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[“”\"'’]", "", term.lower())).strip()


@lru_cache(maxsize=1)
def data() -> dict:
    """{"rules": {term: [numbers]}, "names": {term: {lang: [names]}}} from the data file and the
    terminology tables; a malformed file raises (tests/search/test_cr_terms.py checks it)."""
    raw = yaml.safe_load(DATA.read_text(encoding="utf-8")) or {}
    rules = {_norm(t): [str(n) for n in ns] for t, ns in (raw.get("rules") or {}).items()}
    names: dict = {}
    for t, by_lang in (raw.get("names") or {}).items():
        for lang, items in (by_lang or {}).items():
            names.setdefault(_norm(t), {}).setdefault(lang, []).extend(str(i) for i in items)
    for lang in ("th", "ko"):
        path = TERMINOLOGY / f"{lang}.yaml"
        try:
            table = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except OSError:
            continue
        for e in table.get("terms") or []:
            concept = _norm(re.sub(r"\s*\(.*?\)", "", str(e.get("concept") or "")))
            for word in re.split(r"\s*/\s*", str(e.get("term") or "")):
                word = re.sub(r"\s*\(.*?\)", "", word).strip()
                if concept and word and not re.search("[a-z]", word.lower()):
                    names.setdefault(concept, {}).setdefault(lang, []).append(word)
    return {"rules": rules, "names": names}


def _table(handle) -> dict:
    """Per open index: {"entries": {lang: [(frozenset of name terms, term)]}, "rules": {term: [docnum]},
    "doc": {term: docnum of its glossary entry}}."""
    if "_glossary" in handle.__dict__:
        return handle._glossary
    out = {"entries": {lang: [] for lang in LANGS}, "rules": {}, "doc": {}, "by_word": {}}
    s = handle.cr_searcher
    if s is None:
        handle._glossary = out
        return out
    by_number = {}
    terms = {}
    for d, f in s.reader().iter_docs():
        if f.get("kind") == "cr-glossary":
            terms[_norm(f.get("title") or "")] = (d, [n for n in (f.get("cr") or "").split(",") if n])
        elif f.get("kind") == "cr":
            by_number[f.get("title", "")] = d
    extra = data()
    for term, (doc, refs) in terms.items():
        refs = list(refs) or list(extra["rules"].get(term, ()))
        docs = []
        for n in refs:
            # "See rule 613" (a section): the definition is its first rule, 613.1
            for m in ([f"{n}.1", n] if "." not in n else [n]):
                if m in by_number and by_number[m] not in docs:
                    docs.append(by_number[m])
        out["rules"][term] = docs
        out["doc"][term] = doc
        named = {"en": list(dict.fromkeys([term, term.replace("-", " ")]))}
        for lang, items in extra["names"].get(term, {}).items():
            named.setdefault(lang, []).extend(items)
        for lang, items in named.items():
            if lang not in out["entries"]:
                continue
            for name in items:
                if _LATIN.fullmatch(name):     # Latin names: their words, in any order
                    ts = frozenset(query_terms(handle.analyzer, name))
                    if ts:
                        # looked up by one of its words: only names sharing a word with the query are tried
                        out["by_word"].setdefault(min(ts), []).append((ts, term))
                else:                          # Thai/Korean names: found whole in the text, spaces aside
                    key = name_key(name)
                    if len(key) >= 2:
                        # spaces and hyphens anywhere; a Korean particle or ending glued to the name
                        # goes with it (상태 기반 행동이란, 마나 값이)
                        rx = r"[\s\-_.,'’()]*".join(map(re.escape, key))
                        if _KO.search(key[-1]):
                            rx += "[\uac00-\ud7a3]*"
                        out["entries"][lang].append(("key", (key, re.compile(rx)), term))
    handle._glossary = out
    return out


_LATIN = re.compile(r"[a-z0-9 ,'\-]+")
_KO = re.compile("[\uac00-\ud7a3]")
_SEPARATORS = re.compile(r"[\s\-_.,'\u2019()]+")   # as documents.name_key, without its length cut
FILLERS = frozenset({"rule", "rules", "cr", "term", "glossari"})
# words asking for a definition: taken out of the query before its words are counted
_ASKS = re.compile(r"(?<![a-z])(?:definition|defined|define|meaning|means|mean)(?![a-z])|ความหมาย|นิยาม|คำจำกัดความ"
                   r"|(?<![\uac00-\ud7a3])(?:정의|뜻|의미|개념)(?:가|는|란|이란|를|은|이)?(?![\uac00-\ud7a3])")


def _definition_words(handle, term: str) -> frozenset:
    """The words of a term's glossary entry and defining rules (with the th/ko explanations indexed
    with them): a query's words beyond the term's name that are all here still ask for the term."""
    cache = handle.__dict__.setdefault("_glossary_words", {})
    if term not in cache:
        table = _table(handle)
        s = handle.cr_searcher
        words: set = set()
        for d in [table["doc"].get(term), *table["rules"].get(term, [])[:2]]:
            if d is not None:
                words.update(handle.analyzer.terms(s.stored_fields(d).get("body") or "", mode="query"))
        cache[term] = frozenset(words)
    return cache[term]


def terms_in_query(handle, text: str, lang: str) -> list[tuple[str, float]]:
    """[(glossary term, share of the query's words its names cover)], best first: the names (in any
    language) found in the query, when they cover at least MIN_COVER of its
    words, or the other words are all words of the term's definition (``timestamp order of
    continuous effects``)."""
    table = _table(handle)
    text_n = analysis.normalize(text)
    words = [w for w in query_terms(handle.analyzer, _ASKS.sub(" ", text_n)) if w not in FILLERS]
    q = set(words)
    if not q:
        return []
    hits: dict = {}   # term -> (matched words, the text left once its Thai/Korean names are cut out, position)
    for w in q:       # Latin names (any language's entry): their words, in any order
        for name, term in table["by_word"].get(w, ()):
            if name <= q:
                m, rest, at = hits.get(term, (set(), None, 10**6))
                hits[term] = (m | name, rest, min(at, min(words.index(x) for x in name)))
    squeezed = _SEPARATORS.sub("", text_n)
    for lg in dict.fromkeys((lang, *LANGS)):   # Thai/Korean names: the script decides, whatever the page language
        for _how, name, term in table["entries"].get(lg, ()):
            key, name = name
            if key not in squeezed:   # cheap test first; the pattern finds where (spaces, particles)
                continue
            found_at = name.search(text_n)
            if found_at:
                m, rest, at = hits.get(term, (set(), None, 10**6))
                rest = name.sub(" ", rest if rest is not None else text_n)
                start = 0 if not text_n[:found_at.start()].strip() else found_at.start() + 1
                hits[term] = (m | {name.pattern}, rest, min(at, start))
    found = []
    for term, (matched, rest, at) in hits.items():
        left = q - matched if rest is None else \
            {w for w in query_terms(handle.analyzer, _ASKS.sub(" ", rest)) if w not in FILLERS} - matched
        n = len([m for m in matched if m in q]) or 1
        cover = n / (n + len(left))
        # "timestamp order of continuous effects": the term first, the rest words of its definition
        if cover >= MIN_COVER or (cover >= 0.3 and at == 0 and left <= _definition_words(handle, term)):
            found.append((term, cover, at))
    found.sort(key=lambda x: (-x[1], x[2]))
    return [(term, cover) for term, cover, _at in found]


def glossary_rank(handle, text: str, lang: str, got: list, filt) -> tuple[list, set]:
    """Stage "glossary": the defining rules of the term the query names first (score (1 + bonus x
    cover) x the best score), then its glossary entry; returns (hits, the docnums lifted)."""
    found = terms_in_query(handle, text, lang)
    if not found:
        return got, set()
    table = _table(handle)
    top = got[0][1] if got else 1.0
    top = top or 1.0
    scores = dict(got)
    lifted: set = set()
    for rank, (term, cover) in enumerate(found[:2]):
        base = top * (1 + GLOSSARY_BONUS * cover) / (1 + rank)
        docs = table["rules"].get(term, [])
        for i, d in enumerate(docs[:3]):
            if filt is not None and d not in filt:
                continue
            scores[d] = max(scores.get(d, 0.0), base * (1 - 0.05 * i))
            lifted.add(d)
        g = table["doc"].get(term)
        if g is not None and (filt is None or g in filt):
            scores[g] = max(scores.get(g, 0.0), base * (1 - 0.05 * len(docs[:3])))
    pos = {d: i for i, (d, _) in enumerate(got)}
    return sorted(scores.items(), key=lambda h: (-h[1], pos.get(h[0], 10**6))), lifted
