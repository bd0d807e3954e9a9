"""From the typed text to Whoosh queries: cleaning, terms, rule numbers, the game a query names,
the clauses (one per word, fields and boosts), common and rarest words."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from whoosh.query import Term
from whoosh.query.compound import DefaultOr as Or  # union tree; the array matcher is slow on small indexes

from .config import CR_NUMBER_RE, MAX_QUERY_CHARS, MAX_QUERY_TERMS, TEXT_FIELDS, Config
from .documents import cr_parents
from .index import _Handle
from .. import analysis, lexicon


def clean_query(q) -> str:
    q = analysis.normalize(str(q or ""))[: MAX_QUERY_CHARS * 4]
    q = re.sub(r"\s+", " ", q).strip()
    return q[:MAX_QUERY_CHARS]


def query_terms(analyzer, q: str) -> list[str]:
    out = []
    for t in analyzer.terms(q, mode="query"):
        if t not in out:
            out.append(t)
    return out[:MAX_QUERY_TERMS]


def _cr_numbers(q: str) -> list[str]:
    out = []
    for w in re.findall(r"\d{3}(?:\.\d+[a-z]?)?", q):
        if CR_NUMBER_RE.match(w) and w not in out:
            out.append(w)
    return out


def _text_query(terms, config: Config):
    boosts = dict(config.boosts)
    # Or (a sum over the fields), not DisjunctionMax: Whoosh 2.7's DisjunctionMax scores wrongly
    # (measured: documents without the term in the boosted field tie with those that have it).
    return [Or([Term(f, t, boost=boosts[f]) for f in TEXT_FIELDS if boosts[f]]) for t in terms]


def _cr_query(numbers):
    subs = []
    for n in numbers:
        subs += [Term("crp", n, boost=60.0), Term("cr", n, boost=25.0), Term("cra", n, boost=4.0)]
        for i, p in enumerate(cr_parents(n)):
            subs += [Term("crp", p, boost=8.0 / (i + 1)), Term("cr", p, boost=3.0 / (i + 1))]
    return Or(subs)


_HANGUL_RE = re.compile("[\uac00-\ud7a3]")


@lru_cache(maxsize=8)
def _full_analyzer(config: Config):
    return config.full_analyzer()


def _prune_common(handle: _Handle, terms: list[str], config: Config) -> list[str]:
    """Drop terms found in most pages ("card", "ได้", "카드") when rarer ones remain: they add
    nothing to the ranking and make the pure-Python matchers slow."""
    if len(terms) < 2 or config.common_ratio >= 1:
        return terms
    reader = handle.searcher.reader()
    limit = config.common_ratio * max(1, reader.doc_count())
    rare = [t for t in terms if reader.doc_frequency("body", t) <= limit]
    return rare or terms


def _hits(searcher, q, filt, mask, limit):
    return [(h.docnum, h.score) for h in searcher.search(q, limit=limit, filter=filt, mask=mask)]


_GAME_WORDS = {"bfb": re.compile(r"(?<![a-z])(?:bfb|born from blood)(?![a-z])|บอร์นฟรอมบลัด|บอร์น ฟรอม บลัด|본 ?프롬 ?블러드"),
               "mtg": re.compile(r"(?<![a-z])(?:mtg|magic the gathering)(?![a-z])|เมจิก|매직 ?더 ?개더링")}


def _game_in_query(q: str) -> str | None:
    """The one game a query names ("bfb", "mtg"), else None."""
    found = [g for g, rx in _GAME_WORDS.items() if rx.search(q)]
    return found[0] if len(found) == 1 else None


RULE_WORDS = re.compile(r"(?<![a-z])(?:rule|rules|cr)(?![a-z])|กฎ|규칙|룰")
# the CR spells small numbers out ("ten or more poison counters"); players type digits
_NUMBER_WORDS = dict(zip(map(str, range(21)), """zero one two three four five six seven eight nine ten eleven
twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty""".split()))
CR_FILLERS = frozenset({"rule", "rules", "cr", "comprehensive", "number", "section"})


def _rarest(reader, clauses, n: int) -> list:
    """The n clauses whose words are rarest in the reader's index: an OR fallback over every word
    is slow with words like "turn" or "ability", which hardly change what comes first."""
    if not n or len(clauses) <= n:
        return clauses

    def df(c):
        ts = [c] if isinstance(c, Term) else [t for t in c.subqueries if isinstance(t, Term)]
        return max((reader.doc_frequency(t.fieldname, t.text) for t in ts), default=0)

    keep = set(map(id, sorted(clauses, key=df)[:n]))
    return [c for c in clauses if id(c) in keep]


# --- the one query builder (topic search and CR search) ---------------------------------------------
@dataclass
class BuiltQuery:
    """What a query asks of one index: ``clauses`` are ANDed (one per word, one per player-wording
    entry, satisfied by any of its words); ``optional`` words only raise documents holding them."""
    rest: str                   # the text left after the player-wording entries matched
    slots: list                 # [(the player's words, the page words they stand for)]
    terms: list                 # the words each required on its own
    clauses: list
    all_terms: list             # every word searched (snippets, ranking stages)
    optional: list = field(default_factory=list)


def build_query(analyzer, text: str, lang: str, fields: tuple, *, lexicon_on: bool = True,
                bridge: bool = False, own_weight: float = 0.3, keep=None, number_words: bool = False) -> BuiltQuery:
    """The clauses of a query over ``fields`` (``((field, boost), ...)``), shared by the topic search
    (every text field, boosted) and the CR search (the rule text):

    - the player wording of ``lang`` (search/lexicon/<lang>.txt) becomes one clause per entry, any
      word of which satisfies it: the page words at full weight, the player's own words at
      ``own_weight`` (so 카운터 of "카운터 치다" does not pull the counters page up);
    - ``bridge``: Thai/Korean words through the CR bridge file (search/lexicon/cr-<lang>.txt), in
      the text and in the entries' page words;
    - ``keep(terms) -> (terms, optional)``: the caller's choice of required words (common words
      pruned, fillers dropped, words no document has made optional);
    - ``number_words``: a digit also matches the number spelt out ("10" ~ "ten", as the CR writes)."""
    slots: list = []
    rest = text
    if lexicon_on:
        rest, slots = lexicon.rewrite(text, lang)
    if bridge:
        rest, more = lexicon.rewrite(rest, f"cr-{lang}", whole_words=False)
        slots += [(o, e) for o, e in more]
    terms = query_terms(analyzer, rest)
    optional: list = []
    if keep is not None:
        terms, optional = keep(terms)
    fields = tuple((f, b) for f, b in fields if b)
    clauses = [_word_clause(t, fields, number_words) for t in terms]
    all_terms = list(terms)
    for orig, expansion in slots:
        if bridge:  # the page words a Thai/Korean entry stands for, in the CR's English too
            _bridged, more = lexicon.rewrite(expansion, f"cr-{lang}", whole_words=False)
            expansion = " ".join([expansion] + [e for _o, e in more])
        page = query_terms(analyzer, expansion)
        own = [t for t in query_terms(analyzer, orig) if t not in page]
        words = page + own
        if words:
            clauses.append(Or([Term(f, t, boost=b * (1.0 if t in page else own_weight))
                               for t in words for f, b in fields]))
            all_terms += [t for t in words if t not in all_terms]
    return BuiltQuery(rest, slots, terms, clauses, all_terms, optional)


def _word_clause(t: str, fields: tuple, number_words: bool):
    if len(fields) == 1 and fields[0][1] == 1.0:
        f = fields[0][0]
        if number_words and t in _NUMBER_WORDS:
            return Or([Term(f, t), Term(f, _NUMBER_WORDS[t])])
        return Term(f, t)
    # Or (a sum over the fields), not DisjunctionMax: Whoosh 2.7's DisjunctionMax scores wrongly
    # (measured: documents without the term in the boosted field tie with those that have it).
    return Or([Term(f, t, boost=b) for f, b in fields])
