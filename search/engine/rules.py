"""Comprehensive Rules search: rule numbers first, then the words (Thai and Korean bridged to the
CR's English), ranked by specificity and by the pages' citations."""
from __future__ import annotations

from whoosh.query import And, AndMaybe, Term
from whoosh.query.compound import DefaultOr as Or  # union tree; the array matcher is slow on small indexes

from .. import lexicon
from .config import DEFAULT_CONFIG, MAX_LIMIT, Config
from .index import _handle
from .query import CR_COMMON, CR_FILLERS, _NUMBER_WORDS, _cr_numbers, _hits, _rarest, clean_query, query_terms
from .ranking import CITE_POOL, _cr_specific, _cr_titles
from .snippets import make_snippet


def search_cr(q, limit: int = 5, index_dir=None, lang: str | None = None, _handle_obj=None,
              snippets: bool = True, cited: dict | None = None, config: Config = DEFAULT_CONFIG,
              or_fallback: bool = True) -> list[dict]:
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
    rest, slots = lexicon.rewrite(qs, lang or "en")
    optional = []
    if lang in ("th", "ko"):  # the CR is English: Thai/Korean words through the bridge file
        rest, more = lexicon.rewrite(rest, f"cr-{lang}", whole_words=False)
        slots += [(o, e) for o, e in more]
    terms = [t for t in query_terms(handle.analyzer, rest) if t not in CR_FILLERS]
    if lang in ("th", "ko"):
        # words left in Thai/Korean need not be in an English rule, unless some rule's text has
        # them (the project's explanations in th/ko are indexed with the rules they explain)
        reader = s.reader()
        optional = [t for t in terms if not t.isascii() and not reader.doc_frequency("body", t)]
        terms = [t for t in terms if t not in optional]
    reader = s.reader()
    if len(terms) > 1 and CR_COMMON < 1:  # very common words ("player", "card")
        cap = CR_COMMON * max(1, reader.doc_count())
        terms = [t for t in terms if reader.doc_frequency("body", t) <= cap] or terms[:1]
    clauses = [Or([Term("body", t), Term("body", _NUMBER_WORDS[t])]) if t in _NUMBER_WORDS else Term("body", t)
               for t in terms]
    for orig, expansion in slots:
        if lang in ("th", "ko"):  # the page words a Thai/Korean entry stands for, in the CR's English too
            _bridged, more = lexicon.rewrite(expansion, f"cr-{lang}", whole_words=False)
            expansion = " ".join([expansion] + [e for _o, e in more])
        ts = list(dict.fromkeys(query_terms(handle.analyzer, orig) + query_terms(handle.analyzer, expansion)))
        if ts:
            clauses.append(Or([Term("body", t) for t in ts]))
            terms += [t for t in ts if t not in terms]
    all_hits = set()
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
            # the rules the best pages cite join the candidates when they hold some of the words
            top_cited = sorted(cited, key=lambda n: -cited[n])[:CITE_POOL]
            seen = {d for d, _ in got}
            some = Or(rare, scale=config.cite_or_scale) if len(rare) > 1 else rare[0]
            # And: the few cited rules' postings make the intersection skip through the long lists
            # of common words; their own clause scores (almost) nothing
            among = Or([Term("cr", n, boost=1e-6) for n in top_cited])
            got += [h for h in _hits(s, And([among, some]), filt, None, pool) if h[0] not in seen]
            titles = _cr_titles(handle)
            got = sorted(((d, sc * (1 + config.cite_boost * cited.get(titles[d], 0.0)))
                          for d, sc in got), key=lambda h: -h[1])
        seen = {d for d, _ in ordered}
        ordered += [h for h in got if h[0] not in seen]
    out = []
    for docnum, score in ordered[:limit]:
        f = s.stored_fields(docnum)
        url = f["url"]
        if lang and url.startswith("/"):
            url = f"/{lang}{url}"
        out.append({"id": f["key"], "kind": f.get("kind") or "cr", "game": f["game"], "title": f["title"],
                    "url": url, "lang": f.get("lang", "en"), "release": f.get("release", ""),
                    "score": round(score, 3), "all": (docnum in all_hits and not optional) or bool(numbers and not out),
                    "snippet": make_snippet(handle, docnum, f, terms, "cr") if snippets else ""})
    return out
