"""Topic search: the pages (kinds "rule" and "keyword"), with the CR merged in on request."""
from __future__ import annotations

import re
import time
from dataclasses import dataclass, field

from whoosh.query import And, AndMaybe, Term
from whoosh.query.compound import DefaultOr as Or  # union tree; the array matcher is slow on small indexes

from .config import DEFAULT_CONFIG, GAMES, LANGS, MAX_LIMIT, TEXT_FIELDS, TOPIC_KINDS, Config
from .cards import _card_rank, card_topics, cards_in_query, strip_cards
from .correct import suggest
from .index import _handle
from .query import (_GAME_WORDS, _HANGUL_RE, RULE_WORDS, _cr_numbers, _cr_query, _full_analyzer, _game_in_query,
                    _hits, _prune_common, _rarest, _text_query, build_query, clean_query, query_terms)
from .ranking import _cited_rules, _exact_name, _game_prior, _kind_prior, _merge, _name_rank, _situation_rank
from .rules import search_cr
from .snippets import make_snippet


# --- searching --------------------------------------------------------------------------------------
@dataclass
class SearchResult:
    query: str
    results: list = field(default_factory=list)
    suggestion: str = ""        # "did you mean"
    corrected: bool = False     # results are for the suggestion (the query itself found nothing)
    mode: str = ""              # "cr", "and", "or", "" (nothing to search)
    took_ms: float = 0.0
    error: str = ""
    cited: dict = field(default_factory=dict)   # CR number -> weight, from the best pages (search_cr)
    cards: list = field(default_factory=list)   # the Magic cards the query names (stage "cards")


@dataclass
class _Run:
    hits: list
    terms: list
    mode: str
    and_hits: int = 0
    top_named: bool = False     # the best page is named in the query (title or alias)

    @property
    def top(self) -> float:
        return self.hits[0][1] if self.hits else 0.0


def search(q, lang: str = "en", game: str | None = None, kind: str | None = None, limit: int = 10,
           index_dir=None, config: Config = DEFAULT_CONFIG, snippets: bool = True,
           include_cr: bool = False) -> SearchResult:
    """Topic pages best first (kinds "rule" and "keyword"); with ``include_cr`` (or kind="cr") the
    Comprehensive Rules results are merged into the same ranking (ids "cr:704.5q")."""
    t0 = time.perf_counter()
    qs = clean_query(q)
    res = SearchResult(query=qs)
    try:
        limit = max(1, min(int(limit), MAX_LIMIT))
    except (TypeError, ValueError):
        limit = 10
    if lang not in LANGS:
        lang = "en"
    handle = _handle(index_dir)
    if handle is None or not qs:
        res.took_ms = (time.perf_counter() - t0) * 1000
        return res
    s = handle.ranked(config)
    text_q = qs
    # stage "cards": a Magic card named in the question is not a word the pages must match; it makes
    # the question a Magic one and raises the pages of its keywords
    found = cards_in_query(handle, qs, config) if kind != "policy" else []
    topics_of_cards: dict = {}
    if found:
        res.cards = [{"name": m["card"]["name"], "slug": m["card"].get("slug", ""), "matched": m["text"],
                      "url": f"/{lang}/cards/{m['card']['slug']}/" if m["card"].get("slug") else "",
                      "keywords": list(m["card"].get("keywords") or [])} for m in found]
        topics_of_cards = card_topics(found)
        text_q = strip_cards(qs, found)
        if game not in GAMES and not _game_in_query(text_q):
            game = "mtg"
    if game not in GAMES:  # "bfb deck size", "เด็ค bfb": the game named in the query filters
        named_game = _game_in_query(qs)
        if named_game:
            game = named_game
            # the game's name did its work as the filter: it is not a word the pages must match
            # ("bfb 이기는 법" wants the winning page, not the overview named Born from Blood)
            rest_q = re.sub(r"\s+", " ", _GAME_WORDS[named_game].sub(" ", text_q)).strip()
            if rest_q:
                text_q = rest_q
    filt_parts = [Term("lang", lang)]
    if game in GAMES:
        filt_parts.append(Term("game", game))
    if kind in TOPIC_KINDS:
        filt_parts.append(Term("kind", kind))
    filt = handle.filter_set("topics", tuple((t.fieldname, t.text) for t in filt_parts))
    if not filt:  # no page in this language/game/kind (an empty id set would mean "no filter")
        res.took_ms = round((time.perf_counter() - t0) * 1000, 2)
        if not ((include_cr or kind == "cr") and game != "bfb"):
            return res
        filt = {-1}
    mask = None  # CR rules live in their own index
    boosts = dict(config.boosts)

    def run(text: str) -> _Run:
        q = build_query(handle.analyzer, text, lang, tuple((f, boosts[f]) for f in TEXT_FIELDS),
                        lexicon_on=config.lexicon, own_weight=0.3,
                        keep=lambda terms: (_prune_common(handle, terms, config), []))
        rest, slots, terms, clauses, all_terms = q.rest, q.slots, q.terms, q.clauses, q.all_terms
        optional = []
        if config.optional_full and handle.analyzer.korean == "bigram_strip" and _HANGUL_RE.search(rest):
            optional = [t for t in query_terms(_full_analyzer(config), rest) if t not in terms]
        ordered: list = []
        mode = ""
        and_hits = 0
        numbers = _cr_numbers(text)
        if numbers:  # a rule number: the pages that cover it first
            ordered += _hits(s, _cr_query(numbers), filt, mask, limit)
            mode = "cr"
        if clauses:
            opt = _text_query(optional, config)
            required = And(clauses) if len(clauses) > 1 else clauses[0]
            if len(clauses) > 1 or opt:
                got = _hits(s, AndMaybe(required, Or(opt)) if opt else required, filt, mask, limit)
            else:
                got = _hits(s, required, filt, mask, limit)
            and_hits = len(got)
            mode = mode or "and"
            if len(got) < config.and_min_hits:
                every = _rarest(s.reader(), clauses, config.or_terms) + opt
                more = _hits(s, Or(every, scale=0.9) if len(every) > 1 else every[0], filt, mask, limit)
                if len(clauses) > 1:
                    mode = mode if mode == "cr" else "or"
                seen = {d for d, _ in got}
                got += [h for h in more if h[0] not in seen]
            seen = {d for d, _ in ordered}
            ordered += [h for h in got if h[0] not in seen]
        if config.game_prior < 1 and game not in GAMES and ordered and not numbers:
            ordered = _game_prior(handle, s, ordered, all_terms, lang, config)
        if config.sit_bonus and ordered and not numbers and handle.sit_searcher is not None \
                and len(set(all_terms)) >= config.sit_min_terms:
            ordered = _situation_rank(handle, s, ordered, all_terms, lang, game, filt, config)
        if config.name_bonus and ordered and not numbers:
            named_text = " ".join([rest] + [e for _o, e in slots])
            ordered, named_docs = _name_rank(handle, s, named_text, ordered, all_terms, filt, mask, limit, config)
        else:
            named_docs = set()
        if config.policy_prior < 1 and kind not in TOPIC_KINDS and ordered and not numbers:
            ordered = _kind_prior(handle, s, ordered, all_terms, lang, config)
        if not numbers:
            ordered = _exact_name(s, text, ordered, filt, mask, limit)
        top_named = bool(ordered) and ordered[0][0] in named_docs
        if topics_of_cards:
            ordered = _card_rank(handle, s, ordered, topics_of_cards, lang, filt, text, config, all_terms)
        return _Run(ordered[:limit], all_terms, mode, and_hits, top_named)

    best = run(text_q)
    if config.fuzzy and config.spelling:
        fixed = suggest(handle, text_q, lang)
        if fixed:
            alt = run(fixed)
            # the corrected query ranks better: it finds every word where the query did not, or
            # its best page scores higher
            if alt.hits and (not best.hits or (alt.and_hits and not best.and_hits)
                             or (bool(alt.and_hits) == bool(best.and_hits) and alt.top > best.top)):
                res.suggestion = fixed
                res.corrected = True
                best = alt
    res.mode = best.mode
    want_topics = kind != "cr"
    for docnum, score in (best.hits if want_topics else []):
        f = s.stored_fields(docnum)
        res.results.append({
            "id": f["topic"], "kind": f["kind"], "game": f["game"], "lang": f["lang"],
            "title": f["title"], "url": f["url"], "score": round(score, 3),
            "snippet": make_snippet(handle, docnum, f, best.terms) if snippets else "",
            "summary": f.get("summary", ""),
        })
    # the CR numbers the best pages cite, weighted by the page's rank (search_cr ranks with them)
    cited = res.cited
    if config.cite_boost:
        cited.update(_cited_rules(s, best.hits, config))
    if (include_cr or kind == "cr") and game != "bfb" and handle.cr_searcher is not None:
        crs = search_cr(res.suggestion or (text_q if found else qs), limit=limit if kind == "cr" else min(limit, 5), index_dir=index_dir, lang=lang,
                        _handle_obj=handle, snippets=snippets, cited=cited, config=config,
                        or_fallback=kind == "cr" or config.cr_merged_or, typed=text_q if found else qs)
        if kind == "cr":
            res.results = crs
        else:
            res.results = _merge(res.results, crs, bool(_cr_numbers(qs)), topics_all=best.and_hits > 0,
                                 cr_all=bool(crs and (crs[0].get("all") or crs[0].get("defines"))),
                                 asks_rule=bool(RULE_WORDS.search(text_q if found else qs)))[:limit]
    res.took_ms = round((time.perf_counter() - t0) * 1000, 2)
    return res
