"""The ranking stages applied after the words matched, each a function of the hits, named as in
docs/search.md (the order a search applies them):

topic pages (``topics.search``)
  1. ``_game_prior``      "game prior": words only one game's pages have lower the other game's pages
  2. ``_situation_rank``  "situations": sentence-like queries lift the pages of the best-matching
                          table situation
  3. ``_name_rank``       "names": pages named in the query go up by the share of the query the name
                          covers
  4. ``_kind_prior``      "kind prior": more words only the policy guides have than words only the
                          rule pages have: the rule pages go down
  5. ``_exact_name``      "exact name": the query is exactly a page's name: that page first
  6. ``_cited_rules``     "citations": the CR numbers the best pages cite
CR rules (``rules.search_cr``)
  7. ``_cr_specific``     "specificity": headings and rules that only introduce subrules go down
  8. ``_cite_rank``       "citations": rules the best pages cite go up (and join the candidates)
both
  9. ``_merge``           "merge": one ranking of pages and rules
"""
from __future__ import annotations

import math
import re

from whoosh.query import And, Term
from whoosh.query.compound import DefaultOr as Or  # union tree; the array matcher is slow on small indexes

from .config import GAMES, TEXT_FIELDS
from .correct import _lexicon_words
from .documents import name_key
from .index import _Handle
from .query import _hits, query_terms
from .. import analysis


def _name_index(handle: _Handle) -> tuple[dict, list]:
    """(Latin name keys -> True, Thai/Korean name keys): the names of the pages, to find the ones
    a query contains."""
    if handle._names is None:
        latin, other = {}, []
        for n in _lexicon_words(handle, "names"):
            if re.fullmatch(r"[a-z0-9+/\-]+", n):
                latin[n] = True
            elif len(n) >= 2 and not re.search("[a-z]", n):
                other.append(n)
        handle._names = (latin, sorted(other, key=len, reverse=True))
    return handle._names


def _names_in_query(handle: _Handle, text: str) -> list[str]:
    latin, other = _name_index(handle)
    words = re.findall(r"[a-z0-9+/\-]+", text)
    found = []
    for i in range(len(words)):
        acc = ""
        for j in range(i, min(len(words), i + 4)):
            acc += words[j].replace("-", "")
            if acc in latin and acc not in analysis.EN_STOP and len(acc) >= 2:
                found.append(acc)
    key = name_key(text)
    for n in other:
        if n in key:
            found.append(n)
    return found


def _situation_rank(handle, s, ordered, terms, lang, game, filt, config):
    """A sentence-like query: the pages whose single table situation best matches it go up by
    sit_bonus x the best page score x (that sentence's score / the best sentence's score), for the
    sit_pages best pages so found (a page already below them is only lifted, never lowered)."""
    ss = handle.sit_searcher
    parts = (("lang", lang),) + ((("game", game),) if game in GAMES else ())
    only = handle.filter_set("sit", parts)
    if not only:
        return ordered
    q = Or([Term("body", t) for t in dict.fromkeys(terms)])
    best: dict = {}
    for h in ss.search(q, limit=config.sit_pages * 4, filter=only):
        topic = h["topic"]
        best.setdefault(topic, h.score)
        if len(best) >= config.sit_pages:
            break
    if not best:
        return ordered
    top_sit = max(best.values())
    docs = _topic_docnums(handle, s)
    top = ordered[0][1] or 1.0
    scores = dict(ordered)
    pos = {d: i for i, (d, _) in enumerate(ordered)}
    for topic, sc in best.items():
        d = docs.get((lang, topic))
        if d is None or d not in filt:
            continue
        scores[d] = scores.get(d, 0.0) + config.sit_bonus * top * sc / top_sit
    return sorted(scores.items(), key=lambda h: (-h[1], pos.get(h[0], 10**6)))


def _topic_docnums(handle, s) -> dict:
    if "_topic_docs" not in handle.__dict__:
        handle._topic_docs = {(f["lang"], f["topic"]): d for d, f in s.reader().iter_docs()}
    return handle._topic_docs


def _docs_with(reader, term) -> set:
    """The documents that have `term` in any text field."""
    docs: set = set()
    for f in TEXT_FIELDS:
        if reader.doc_frequency(f, term):
            docs.update(reader.postings(f, term).all_ids())
    return docs


def _game_of_terms(handle: _Handle, terms, lang: str) -> tuple[int, int]:
    """(words found only in Magic pages, words found only in Born from Blood pages) of this language."""
    cache = handle.__dict__.setdefault("_term_games", {})
    games = {g: handle.filter_set("topics", (("lang", lang), ("game", g))) for g in GAMES}
    reader = handle.searcher.reader()
    only = {"mtg": 0, "bfb": 0}
    for t in set(terms):
        key = (lang, t)
        if key not in cache:
            docs = _docs_with(reader, t)
            cache[key] = tuple(g for g in GAMES if docs & games[g])
        if len(cache[key]) == 1:
            only[cache[key][0]] += 1
    return only["mtg"], only["bfb"]


def _game_prior(handle, s, hits, terms, lang, config):
    """No game chosen: a query whose words only one game's pages have (생물, ครีเจอร์ / 용병, HP) gets
    the other game's pages lowered (score x game_prior); a query pointing to neither keeps its order
    (measured: lowering Born from Blood pages a little then gains nothing)."""
    mtg_only, bfb_only = _game_of_terms(handle, terms, lang)
    if mtg_only == bfb_only:
        return hits
    low = "bfb" if mtg_only > bfb_only else "mtg"
    pos = {d: i for i, (d, _) in enumerate(hits)}
    out = [(d, sc * config.game_prior if s.stored_fields(d)["game"] == low else sc) for d, sc in hits]
    return sorted(out, key=lambda h: (-h[1], pos[h[0]]))


def _policy_of_terms(handle: _Handle, terms, lang: str) -> tuple[int, int]:
    """(words found only in the tournament policy guides, words found only in the rule and keyword
    pages) of this language."""
    cache = handle.__dict__.setdefault("_term_policy", {})
    sets = {k: handle.filter_set("topics", (("lang", lang), ("kind", k))) for k in ("policy", "rule", "keyword")}
    reader = handle.searcher.reader()
    only = {"policy": 0, "pages": 0}
    for t in set(terms):
        key = (lang, t)
        if key not in cache:
            docs = _docs_with(reader, t)
            in_policy = bool(docs & sets["policy"])
            in_pages = bool(docs & (sets["rule"] | sets["keyword"]))
            cache[key] = "policy" if in_policy and not in_pages else ("pages" if in_pages and not in_policy else "")
        if cache[key]:
            only[cache[key]] += 1
    return only["policy"], only["pages"]


def _kind_prior(handle, s, hits, terms, lang, config):
    """Stage "kind prior" (no kind chosen): a query with more words that only the tournament policy
    guides have ("penalty", "decklist", เผลอ, 실수로) than words only the rule and keyword pages have
    gets those pages lowered (score x policy_prior), so "drew an extra card by accident" finds the
    guide before the draw step page (issue #26). Never the other way round: lowering the guides
    for rule-only words gained nothing and lost Korean policy queries (verb-ending bigrams such as
    줘야 are rule-page-only words); measured by tests/search/test_quality.py (docs/search.md)."""
    policy_only, pages_only = _policy_of_terms(handle, terms, lang)
    if policy_only <= pages_only:
        return hits
    pos = {d: i for i, (d, _) in enumerate(hits)}
    out = [(d, sc if s.stored_fields(d)["kind"] == "policy" else sc * config.policy_prior) for d, sc in hits]
    return sorted(out, key=lambda h: (-h[1], pos[h[0]]))


def _name_rank(handle, s, text, ordered, terms, filt, mask, limit, config):
    """Pages named in the query (their title or an alias) go up by the share of the query's terms
    the name covers: the page about the question's subject beats pages that merely contain words."""
    found = _names_in_query(handle, text)
    if not found:
        return ordered, set()
    nterms = max(1, len(terms))
    top = ordered[0][1] or 1.0
    cover: dict = {}
    if config.name_idf:  # a rare name (증식, proliferate) covers more of the query than a common one (카운터)
        reader = handle.searcher.reader()
        ndocs = max(1, reader.doc_count())
        dfs = {t: max(reader.doc_frequency(f, t) for f in TEXT_FIELDS) for t in set(terms)}
        idf = {t: math.log(1 + ndocs / (1 + df)) for t, df in dfs.items() if df}  # words no page has say nothing
        total = sum(idf.values()) or 1.0
    for n in found:
        if config.name_idf:
            share = min(1.0, sum(idf.get(t, 0.0) for t in set(query_terms(handle.analyzer, n)) & set(terms)) / total)
        else:
            share = min(1.0, len(set(query_terms(handle.analyzer, n)) & set(terms)) / nterms)
        if share <= 0:
            continue
        for d, _ in _hits(s, Term("names", n), filt, mask, limit):
            cover[d] = max(cover.get(d, 0.0), share)
    if not cover:
        return ordered, set()
    scores = dict(ordered)
    for d in cover:
        scores.setdefault(d, 0.0)
    pos = {d: i for i, (d, _) in enumerate(ordered)}
    bonus = {d: config.name_bonus * top * c * (config.keyword_name if s.stored_fields(d)["kind"] == "keyword" else 1.0)
             for d, c in cover.items()}
    # AND hits keep their lead over OR-only hits unless a name lifts the page
    return sorted(((d, sc + bonus.get(d, 0.0)) for d, sc in scores.items()),
                  key=lambda h: (-(h[1]), pos.get(h[0], 10**6))), set(cover)


def _merge(topics: list, crs: list, rule_number: bool, topics_all: bool = True,
           cr_all: bool = False, asks_rule: bool = False) -> list:
    """One ranking of topic pages and CR rules. The best rule comes first when it holds every word
    of the query and the pages do not (or the query asks for "the rule"), second when both hold
    every word or the query is a rule number (the page explaining it stays first), else after the
    third page; the other rules follow the pages."""
    if not crs:
        return topics
    if not topics:
        return crs
    if cr_all and asks_rule and not rule_number:  # "legend rule ...": the rules that hold every word first
        lead = [c for c in crs[:2] if c.get("all")]
        return lead + topics + [c for c in crs if c not in lead]
    if cr_all and not topics_all and not rule_number:
        at = 0
    elif cr_all or rule_number:
        at = 1
    else:
        at = 3
    return topics[:at] + crs[:1] + topics[at:] + crs[1:]


def _cr_titles(handle: _Handle) -> list:
    """docnum -> the rule number (stored title) of the CR index, read once per open index."""
    if "_cr_titles" not in handle.__dict__:
        reader = handle.cr_searcher.reader()
        titles = [""] * reader.doc_count_all()
        for d, f in reader.iter_docs():
            titles[d] = f.get("title", "")
        handle._cr_titles = titles
    return handle._cr_titles


def _cr_specific(handle, hits, config):
    """Headings ("605") and rules that only introduce their subrules ("704.5", which has 704.5a...)
    answer a question less precisely than the subrule that holds the words: score x cr_heading /
    cr_parent (their text is often the project's overview explanation, which holds many words)."""
    titles = _cr_titles(handle)
    numbers = handle.__dict__.get("_cr_numbers")
    if numbers is None:
        numbers = handle._cr_numbers = frozenset(titles)
    out = []
    for d, sc in hits:
        n = titles[d]
        if "." not in n:
            sc *= config.cr_heading
        elif n[-1].isdigit() and f"{n}a" in numbers:
            sc *= config.cr_parent
        out.append((d, sc))
    return sorted(out, key=lambda h: -h[1])


_CITE_WEIGHTS = (1.0, 0.6, 0.4)
CITE_POOL = 10   # rules ranked again by the pages' citations


def _exact_name(s, text, ordered, filt, mask, limit):
    """Stage "exact name": the query is exactly a page's title or one of its names (any language,
    compared without spaces, hyphens and case): those pages first."""
    key = name_key(text)
    if not key:
        return ordered
    named = {d for d, _ in _hits(s, Term("names", key), filt, mask, limit)}
    if not named:
        return ordered
    first = [h for h in ordered if h[0] in named]
    missing = named - {d for d, _ in first}
    return first + [(d, 0.0) for d in sorted(missing)] + [h for h in ordered if h[0] not in named]


def _cited_rules(s, hits, config) -> dict:
    """Stage "citations" (pages side): the CR numbers the best pages cite, weighted by the page's
    rank (1 / 0.6 / 0.4), which the CR ranking uses (``_cite_rank``)."""
    cited: dict = {}
    for i, (docnum, _score) in enumerate(hits[:config.cite_pages]):
        for n in (s.stored_fields(docnum).get("cr") or "").split(","):
            if n:
                cited[n] = max(cited.get(n, 0.0), _CITE_WEIGHTS[min(i, len(_CITE_WEIGHTS) - 1)])
    return cited


def _cite_rank(handle, got, rare, cited, filt, pool, config):
    """Stage "citations" (rules side): the rules the best pages cite join the candidates when they
    hold some of the words (score x cite_or_scale), and every rule's score is x (1 + cite_boost x
    its citation weight)."""
    s = handle.cr_searcher
    top_cited = sorted(cited, key=lambda n: -cited[n])[:CITE_POOL]
    seen = {d for d, _ in got}
    some = Or(rare, scale=config.cite_or_scale) if len(rare) > 1 else rare[0]
    # And: the few cited rules' postings make the intersection skip through the long lists
    # of common words; their own clause scores (almost) nothing
    among = Or([Term("cr", n, boost=1e-6) for n in top_cited])
    got = got + [h for h in _hits(s, And([among, some]), filt, None, pool) if h[0] not in seen]
    titles = _cr_titles(handle)
    return sorted(((d, sc * (1 + config.cite_boost * cited.get(titles[d], 0.0))) for d, sc in got),
                  key=lambda h: -h[1])
