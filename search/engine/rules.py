"""Comprehensive Rules search: rule numbers first, then the words (Thai and Korean bridged to the
CR's English), ranked by specificity and by the pages' citations."""
from __future__ import annotations

from whoosh.query import And, AndMaybe, Term
from whoosh.query.compound import DefaultOr as Or  # union tree; the array matcher is slow on small indexes

from .config import DEFAULT_CONFIG, MAX_LIMIT, Config
from .glossary import glossary_rank
from .index import _handle
from .query import CR_FILLERS, _cr_numbers, _hits, _rarest, build_query, clean_query
from .ranking import CITE_POOL, _cite_rank, _cr_specific
from .snippets import make_snippet


def search_cr(q, limit: int = 5, index_dir=None, lang: str | None = None, _handle_obj=None,
              snippets: bool = True, cited: dict | None = None, config: Config = DEFAULT_CONFIG,
              or_fallback: bool = True, typed: str | None = None) -> list[dict]:
    """Comprehensive Rules documents for a query (rule numbers first), empty without a CR import.
    With ``lang``, documents in that language (e.g. per-rule explanations) and English ones (the CR
    itself) are searched; the player wording of ``lang`` is applied; urls get the /<lang> prefix."""
    qs = clean_query(q)
    handle = _handle_obj or _handle(index_dir)
    if handle is None or not qs or handle.cr_searcher is None:
        return []
    s = handle.cr_searcher
    filt = handle.filter_set("cr", (("lang", lang), ("lang", "en")), any_of=True) \
        if lang and lang != "en" and handle.cr_langs() - {"en"} else None
    if filt is not None and not filt:  # an empty id set would mean "no filter" to Whoosh
        return []
    try:
        limit = max(1, min(int(limit), MAX_LIMIT))
    except (TypeError, ValueError):
        limit = 5
    numbers = _cr_numbers(qs)
    ordered = []
    if numbers:
        subs = []
        for n in numbers:
            subs += [Term("cr", n, boost=20.0), Term("cra", n, boost=2.0)]
        ordered += _hits(s, Or(subs), filt, None, limit)
    reader = s.reader()
    bridge = lang in ("th", "ko")  # the CR is English: Thai/Korean words through the bridge file

    def keep(words):
        words = [w for w in words if w not in CR_FILLERS]
        if not bridge:
            return words, []
        # words left in Thai/Korean need not be in an English rule, unless some rule's text has
        # them (the project's explanations in th/ko are indexed with the rules they explain)
        optional = [w for w in words if not w.isascii() and not reader.doc_frequency("body", w)]
        return [w for w in words if w not in optional], optional

    built = build_query(handle.analyzer, qs, lang or "en", (("body", 1.0),), bridge=bridge, own_weight=1.0,
                        keep=keep, number_words=True)
    clauses, terms, optional = built.clauses, built.all_terms, built.optional
    all_hits = set()
    defines: set = set()
    if clauses and not (numbers and len(clauses) == len(numbers)):
        req = And(clauses) if len(clauses) > 1 else clauses[0]
        if optional:
            req = AndMaybe(req, Or([Term("body", t) for t in optional]))
        pool = max(limit, CITE_POOL) if cited else limit
        got = _hits(s, req, filt, None, pool) if len(clauses) > 1 or optional else []
        all_hits = {d for d, _ in got}
        rare = _rarest(reader, clauses, config.cr_or_terms)
        if len(got) < 1 and (or_fallback or not cited):
            got = _hits(s, Or(rare, scale=0.9) if len(rare) > 1 else rare[0], filt, None, pool)
        if config.cr_heading < 1 or config.cr_parent < 1:
            got = _cr_specific(handle, got, config)
        if cited:
            got = _cite_rank(handle, got, rare, cited, filt, pool, config)
        seen = {d for d, _ in ordered}
        ordered += [h for h in got if h[0] not in seen]
    if config.glossary and not numbers:  # also when no word is in any rule (Thai/Korean all optional)
        # the query as typed first: a "did you mean" correction may have changed a term's name
        for text in dict.fromkeys([clean_query(typed) if typed else qs, qs]):
            ordered, defines = glossary_rank(handle, text, lang or "en", ordered, filt)
            if defines:
                break
    out = []
    for docnum, score in ordered[:limit]:
        f = s.stored_fields(docnum)
        url = f["url"]
        if lang and url.startswith("/"):
            url = f"/{lang}{url}"
        out.append({"id": f["key"], "kind": f.get("kind") or "cr", "game": f["game"], "title": f["title"],
                    "url": url, "lang": f.get("lang", "en"), "release": f.get("release", ""),
                    "score": round(score, 3), "all": (docnum in all_hits and not optional) or bool(numbers and not out),
                    "defines": docnum in defines,
                    "snippet": make_snippet(handle, docnum, f, terms, "cr") if snippets else ""})
    return out
