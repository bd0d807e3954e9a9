"""The search engine: the only module that knows about Whoosh (swap the engine here).

Public functions
- ``build_index(index_dir=None, pages_dir=None, config=None, extra_documents=None) -> dict``
  builds a new index generation from the content files (and the CR documents, see below) and
  switches to it atomically.
- ``search(q, lang, game=None, kind=None, limit=10, index_dir=None, config=None) -> SearchResult``
  topic pages (kinds "rule" and "keyword"), best first, with "did you mean".
- ``search_cr(q, limit=5, index_dir=None) -> list[dict]`` Comprehensive Rules documents, if any.
- ``cr_documents()`` the documents of the Comprehensive Rules app, if installed.

Index layout (``SEARCH_INDEX_DIR``)::

    CURRENT              the name of the live generation (replaced atomically with os.replace)
    gen-<time>-<pid>/    one build: topics/ (the topic pages) and cr/ (CR rules, when imported),
                         each a complete Whoosh index

A build writes a new generation directory, commits it, then replaces CURRENT; readers open the
generation CURRENT names (re-checked on every search by a stat of CURRENT), so a rebuild never
shows a half-built or empty index and several processes can read at once. Old generations are
removed by later builds once they are more than ``KEEP_SECONDS`` old (keeping the previous one).

Extending the index: ``crdb.services.search_documents()`` (imported lazily; missing module or
function is fine) yields dicts ``{"id": "cr:704.5q", "kind": "cr", "game": "mtg", "lang": "en",
"title": "704.5q", "body": ..., "url": "/cr/704.5q/", "release": "2026-01-16"}``; any other
iterable of such dicts can be passed as ``extra_documents``. They are searched apart
(``search_cr``) and never mixed into the topic results.
"""
from __future__ import annotations

import os
import math
import re
import shutil
import threading
import time
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from whoosh import index as windex
from whoosh import scoring
from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema
from whoosh.filedb.filestore import FileStorage
from whoosh.searching import Searcher
from whoosh.query import And, AndMaybe, Term
from whoosh.query.compound import DefaultOr as Or  # union tree; the array matcher is slow on small indexes

from content.explanations import EXPLANATIONS_SEP  # pure Python, no Django

from . import analysis, lexicon, spelling

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_PAGES_DIR = ROOT / "content" / "pages"
LANGS = ("en", "th", "ko")
GAMES = ("mtg", "bfb")
TOPIC_KINDS = ("rule", "keyword")
MAX_QUERY_CHARS = 200      # longer input is cut (a 10 kB paste still answers quickly)
MAX_QUERY_TERMS = 24
MAX_LIMIT = 50
KEEP_SECONDS = 300
CR_NUMBER_RE = re.compile(r"^\d{3}(?:\.\d+[a-z]?)?$")
SNIPPET_CHARS = 180


@dataclass(frozen=True)
class Config:
    """Analysis and ranking knobs (the bench compares variants; defaults are the measured best)."""
    thai: str = "nlpo3"
    korean: str = "bigram_strip"
    english: str = "stem"
    boosts: tuple = (("title", 6.0), ("aliases", 5.0), ("summary", 2.5), ("situations", 3.0), ("body", 1.0))
    and_min_hits: int = 5        # AND first; OR fills in when AND finds fewer than this
    fuzzy: bool = True
    common_ratio: float = 0.6    # a query term in more than this share of the pages is dropped
    # with korean="bigram_strip": the whole word's other bigrams (자는 of 공격자는) are optional
    # query terms: they raise pages with the same wording without being required by AND
    optional_full: bool = True
    # BM25F length normalisation per field, e.g. (("aliases", 0.1),); measured: the uniform
    # B=0.75 ranks best on our queries (bench: "short-field length normalisation")
    field_b: tuple = ()
    # player wording files (search/lexicon/<lang>.txt) applied to the query
    lexicon: bool = True
    # a page one of whose names (title, aliases) is in the query gets name_bonus x the best score
    # x the share of the query's terms the name covers
    name_bonus: float = 1.0
    keyword_name: float = 1.5    # x the name bonus of keyword pages (a keyword's name is specific)
    name_idf: bool = True        # the share of the query a name covers, weighted by the words' rarity
    # no game chosen: pages of the game the query's words do not point to, score x game_prior
    game_prior: float = 0.7
    # typo correction per script; the corrected query is used when it ranks better
    spelling: bool = True
    # CR rules cited by the best pages (their `cr` list) rank higher among the rules: score x
    # (1 + cite_boost x w), w = 1 / 0.6 / 0.4 for the first / second / third page citing it
    cite_boost: float = 1.0
    cite_pages: int = 3
    cr_heading: float = 0.3      # see _cr_specific
    cr_parent: float = 0.5
    # sentence-like queries (at least sit_min_terms words): the pages of the best-matching table
    # situations (one document a sentence) get sit_bonus x the best score x their share
    sit_bonus: float = 0.6
    sit_pages: int = 3
    sit_min_terms: int = 3
    cr_merged_or: bool = False   # merged ranking: rules holding only some words when none holds all
    or_terms: int = 6            # the pages' OR fallback keeps the n rarest words (0: all)
    cr_or_terms: int = 6         # the OR fallback over the rules keeps the n rarest words (0: all)
    cite_or_scale: float = 0.5   # a cited rule holding only some of the words: its score x this

    def weighting(self):
        return scoring.BM25F(B=0.75, K1=1.2, **{f"{f}_B": b for f, b in self.field_b})

    def analyzer(self):
        return analysis.MultiScriptAnalyzer(thai=self.thai, korean=self.korean, english=self.english)

    def full_analyzer(self):
        return analysis.MultiScriptAnalyzer(thai=self.thai, korean="bigram", english=self.english)


DEFAULT_CONFIG = Config()
TEXT_FIELDS = ("title", "aliases", "summary", "situations", "body")


def make_schema(config: Config = DEFAULT_CONFIG) -> Schema:
    ana = config.analyzer()
    return Schema(
        key=ID(stored=True, unique=True),          # "<lang>:<topic id>" or the CR document id
        topic=ID(stored=True),
        lang=ID(stored=True),
        game=ID(stored=True),
        kind=ID(stored=True),
        url=STORED(),
        release=STORED(),
        title=TEXT(analyzer=ana, stored=True),
        aliases=TEXT(analyzer=ana),
        summary=TEXT(analyzer=ana, stored=True),
        situations=TEXT(analyzer=ana),              # search/lexicon/situations-<lang>.yaml
        body=TEXT(analyzer=ana, stored=True),
        crp=KEYWORD(lowercase=True, commas=True),   # the page's main CR number(s)
        cr=KEYWORD(lowercase=True, commas=True, stored=True),  # every CR number the page covers
        cra=KEYWORD(lowercase=True, commas=True),   # their parents (601.2 -> 601)
        spell=TEXT(analyzer=analysis.SpellAnalyzer()),
        names=KEYWORD(commas=True),                 # name_key() of the title and every alias
    )


# --- documents ------------------------------------------------------------------------------------
_MD_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_HTML_TAG = re.compile(r"<[^>\n]{0,300}>")
_MD_ATTR = re.compile(r"\{[#.:][^}]*\}")
_MD_MARK = re.compile(r"(^|\n)\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+|[*_`|~]+|^-{3,}$|:::?", re.M)


def plain_text(markdown: str) -> str:
    text = _MD_LINK.sub(r"\1", markdown)
    text = _MD_ATTR.sub("", text)
    text = _HTML_TAG.sub(" ", text)
    text = _MD_MARK.sub(" ", text)
    text = re.sub(r"[ \t]+", " ", text)
    text = re.sub(r"\s*\n\s*", "\n", text)
    return analysis._CONTROL.sub(" ", text.replace("\n", " ")).strip()


def name_key(name: str) -> str:
    """A name as typed, compared whole: "First-Strike " -> "firststrike", "선제 공격" -> "선제공격"."""
    return re.sub(r"[\s\-_.,'\u2019()]+", "", analysis.normalize(name))[:100]


def cr_parents(number: str) -> list[str]:
    """704.5q -> [704.5, 704]."""
    out = []
    m = re.match(r"^(\d{3})(?:\.(\d+)([a-z])?)?$", number)
    if not m:
        return out
    rule, sub, letter = m.groups()
    if letter:
        out.append(f"{rule}.{sub}")
    if sub:
        out.append(rule)
    return out


def read_pages(pages_dir: Path) -> tuple[dict, list[str]]:
    """{topic: {lang: Page}} from the content files; a malformed file is skipped with a warning
    (writers are still adding pages)."""
    from content.pages import PageError, parse_page

    pages: dict = {}
    warnings = []
    for lang in LANGS:
        for path in sorted((Path(pages_dir) / lang).glob("*.md")):
            try:
                page = parse_page(path, lang)
            except (PageError, OSError, UnicodeError, KeyError, TypeError) as exc:
                warnings.append(f"skipped {path}: {exc}")
                continue
            pages.setdefault(page.id, {})[lang] = page
    return pages, warnings


def topic_documents(pages_dir: Path = DEFAULT_PAGES_DIR):
    pages, warnings = read_pages(pages_dir)
    table = lexicon.situations()
    docs = []
    for tid, by_lang in sorted(pages.items()):
        aliases: list[str] = []
        for lang in LANGS:  # every language's names on every language's document
            if lang in by_lang:
                aliases += [a for a in by_lang[lang].meta["aliases"] if a not in aliases]
        titles = {lang: p.meta["title"] for lang, p in by_lang.items()}
        for lang, page in by_lang.items():
            meta = page.meta
            other_titles = [t for lg, t in titles.items() if lg != lang]
            crs = [c.lower() for c in meta["cr"]]
            docs.append({
                "key": f"{lang}:{tid}", "topic": tid, "lang": lang, "game": meta["game"],
                "kind": meta["kind"], "url": f"/{lang}/t/{tid}/", "release": "",
                "title": str(meta["title"]), "summary": str(meta["summary"]),
                "situations": " ; ".join(table.get(tid, ())),
                "aliases": " ; ".join(aliases + other_titles),
                "body": plain_text(page.body),
                "crp": ",".join(crs[:1]), "cr": ",".join(crs),
                "cra": ",".join(sorted({p for c in crs for p in cr_parents(c)} - set(crs))),
                "spell": " ".join([str(meta["title"]), *aliases, *other_titles]),
                "names": ",".join(sorted({k for k in map(name_key, [str(meta["title"]), *aliases,
                                                                     *other_titles]) if k})),
            })
    return docs, warnings


def situation_documents(docs) -> list[dict]:
    """One short document per table situation (search/lexicon/situations-<lang>.yaml) of a page
    that exists in that language: a sentence-like query is matched against whole sentences, where
    BM25's length normalisation favours the sentence saying the same thing (see _situation_rank)."""
    have = {(d["lang"], d["topic"]): d for d in docs}
    out = []
    for lang, by_topic in lexicon.situations_by_lang().items():
        for topic, items in by_topic.items():
            page = have.get((lang, topic))
            if page is None:
                continue
            for i, text in enumerate(items):
                out.append({"key": f"{lang}:{topic}:{i}", "topic": topic, "lang": lang, "game": page["game"],
                            "kind": page["kind"], "body": text})
    return out


# --- extension points ---------------------------------------------------------------------------
_DOCUMENT_SOURCES: dict = {}
_RESULT_SOURCES: dict = {}


def register_documents(name: str, fn) -> None:
    """Add documents to the rules index at every build: ``fn()`` yields dicts shaped like the CR
    documents (``{"id", "kind", "game", "lang", "title", "body", "url"}``; e.g. per-rule explanations
    ``{"id": "crx:th:704.5q", "kind": "cr-explanation", "lang": "th", "title": "704.5q", ...}``).
    They are searched with the CR (``search_cr``, ``search(include_cr=True)``), in their language
    plus English. Registering the same name again replaces the source. A failing source is skipped."""
    _DOCUMENT_SOURCES[name] = fn


def register_results(name: str, fn) -> None:
    """Add a group of results to the search page: ``fn(q, lang, game, limit)`` returns a list of
    ``{"id", "title", "url", "snippet"}`` (snippet: escaped HTML) shown under the group heading
    ``name`` (e.g. card matches). Called by ``extra_results``; a failing source shows nothing."""
    _RESULT_SOURCES[name] = fn


def extra_results(q: str, lang: str, game: str | None, limit: int = 5) -> list[dict]:
    """[{"name", "results"}] from the registered result sources, in registration order."""
    out = []
    for name, fn in list(_RESULT_SOURCES.items()):
        try:
            got = list(fn(q, lang, game, limit) or [])[:limit]
        except Exception:  # noqa: BLE001 - another app's hook must not take the search down
            continue
        if got:
            out.append({"name": name, "results": got})
    return out


def registered_documents() -> list[dict]:
    docs = []
    for fn in list(_DOCUMENT_SOURCES.values()):
        try:
            docs += list(fn() or [])
        except Exception:  # noqa: BLE001
            continue
    return docs


def cr_documents_from_file(path, explanations: bool = True) -> list[dict]:
    """CR documents straight from a Comprehensive Rules text file (no database; tests, bench), with
    the project's en/th/ko explanations appended after each explained rule's text, as
    ``crdb.services.search_documents`` does from the database (so tests rank what the site ranks)."""
    from crdb.parser import parse
    from content.explanations import read_all

    explained = {}
    if explanations:
        explained = {n: "\n".join(by[lang].plain for lang in sorted(by)) for n, by in read_all().items()}
    parsed = parse(Path(path).read_bytes())
    release = parsed.effective.isoformat()
    docs = []
    for e in parsed.entries:
        if e.level < 1:
            continue
        body = " ".join([e.text] + list(e.examples))
        if e.number in explained:
            body += EXPLANATIONS_SEP + explained[e.number]
        docs.append({"id": f"cr:{e.number}", "kind": "cr", "game": "mtg", "lang": "en", "title": e.number,
                     "body": body, "url": f"/cr/{e.number}/", "release": release})
    return docs


def cr_documents():
    """Documents of the Comprehensive Rules app (crdb.services.search_documents), or []."""
    try:
        from crdb import services  # noqa: WPS433 (lazy: the app may not exist yet)
        fn = services.search_documents
    except (ImportError, AttributeError):
        return []
    except Exception:  # e.g. Django not configured (bench, scripts): no CR documents
        return []
    try:
        return list(fn())
    except Exception:  # the CR tables may not exist (no migration, no import yet)
        return []


def _cr_doc(d: dict) -> dict | None:
    try:
        number = str(d.get("title") or d["id"].split(":", 1)[-1]).strip().lower()
        return {
            "key": str(d["id"]), "topic": str(d["id"]), "lang": str(d.get("lang") or "en"),
            "game": str(d.get("game") or "mtg"), "kind": str(d.get("kind") or "cr"),
            "url": str(d.get("url") or ""),
            "release": str(d.get("release") or ""), "title": number, "summary": "",
            "aliases": "", "situations": "", "body": str(d.get("body") or ""), "crp": "",
            "cr": number if CR_NUMBER_RE.match(number) else "",
            "cra": ",".join(cr_parents(number)), "spell": "", "names": "",
        }
    except (KeyError, TypeError, AttributeError):
        return None


# --- index directory & atomic switch ----------------------------------------------------------------
def default_index_dir() -> Path:
    try:
        from django.conf import settings

        return Path(settings.SEARCH_INDEX_DIR)
    except Exception:  # no Django settings (scripts)
        return ROOT / "var" / "index"


def _current_gen(index_dir: Path) -> Path | None:
    try:
        name = (index_dir / "CURRENT").read_text(encoding="utf-8").strip()
    except OSError:
        return None
    gen = index_dir / name
    return gen if name and "/" not in name and (gen / "topics").is_dir() else None


def build_index(index_dir=None, pages_dir=None, config: Config = DEFAULT_CONFIG,
                extra_documents=None, include_cr: bool = True) -> dict:
    """Build a new generation and switch CURRENT to it; returns stats."""
    t0 = time.perf_counter()
    index_dir = Path(index_dir or default_index_dir())
    index_dir.mkdir(parents=True, exist_ok=True)
    docs, warnings = topic_documents(Path(pages_dir or DEFAULT_PAGES_DIR))
    crs = []
    for d in list(extra_documents or []) + (cr_documents() if include_cr else []) + registered_documents():
        cd = _cr_doc(d)
        if cd:
            crs.append(cd)
    gen_name = f"gen-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{time.perf_counter_ns() % 10**6:06d}"
    gen = index_dir / gen_name
    gen.mkdir()
    try:
        # topic pages and CR rules in two indexes of the generation: the thousands of CR rules
        # must not slow the topic search down
        for sub, group in (("topics", docs), ("cr", crs), ("sit", situation_documents(docs))):
            if sub != "topics" and not group:
                continue
            (gen / sub).mkdir()
            ix = windex.create_in(str(gen / sub), make_schema(config))
            writer = ix.writer(limitmb=128)
            for doc in group:
                writer.add_document(**{k: analysis.normalize_stored(v) if k in ("title", "summary", "body")
                                       else v for k, v in doc.items()})
            writer.commit(optimize=True)
            ix.close()
    except BaseException:
        shutil.rmtree(gen, ignore_errors=True)
        raise
    tmp = index_dir / f"CURRENT.{os.getpid()}.tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(gen_name + "\n")
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, index_dir / "CURRENT")
    _cleanup(index_dir, gen_name)
    _bump_content_version()
    size = sum(f.stat().st_size for f in gen.rglob("*") if f.is_file())
    return {"dir": str(gen), "topics": len({d["topic"] for d in docs}), "documents": len(docs),
            "cr_documents": len(crs), "seconds": time.perf_counter() - t0, "bytes": size,
            "warnings": warnings}


def _bump_content_version() -> None:
    """Search pages are cached reference pages keyed on the content version (rulesite/httpcache.py):
    a new index is a new version. Without Django or a database (scripts, tests without database
    access) there is no page cache to invalidate."""
    try:
        from rulesite.httpcache import bump_content_version
        bump_content_version()
    except Exception:  # noqa: BLE001
        pass


def _cleanup(index_dir: Path, current: str) -> None:
    gens = sorted((p for p in index_dir.glob("gen-*") if p.is_dir() and p.name != current),
                  key=lambda p: p.stat().st_mtime, reverse=True)
    now = time.time()
    for old in gens[1:]:  # keep the previous generation for readers that just opened it
        if now - old.stat().st_mtime > KEEP_SECONDS:
            shutil.rmtree(old, ignore_errors=True)
    for tmp in index_dir.glob("CURRENT.*.tmp"):
        if now - tmp.stat().st_mtime > KEEP_SECONDS:
            tmp.unlink(missing_ok=True)


# --- readers ----------------------------------------------------------------------------------------
_local = threading.local()
_build_lock = threading.Lock()


class _Handle:
    """An open index generation with one searcher (schema read once, when it was opened)."""

    def __init__(self, gen: Path):
        self.gen = gen
        self.ix = FileStorage(str(gen / "topics"), readonly=True).open_index()
        self.schema = self.ix.schema
        self.searcher = self.ix.searcher()
        self._weighted = {}
        self.analyzer = self.schema["title"].analyzer
        self.spell_words = None
        self._vocab = None
        self._names = None
        self.cr_searcher = None
        self.sit_searcher = None
        if (gen / "sit").is_dir():
            self.sit_searcher = FileStorage(str(gen / "sit"), readonly=True).open_index().searcher()
        if (gen / "cr").is_dir():
            self.cr_searcher = FileStorage(str(gen / "cr"), readonly=True).open_index().searcher()

    def filter_set(self, which: str, terms: tuple, any_of: bool = False) -> set:
        """The document numbers matching field/value pairs (all of them, or any_of), computed once:
        Whoosh would otherwise rebuild a filter's id set on every search (the hot spot on the CR)."""
        cache = self.__dict__.setdefault("_filters", {})
        key = (which, terms, any_of)
        if key not in cache:
            s = {"topics": self.searcher, "cr": self.cr_searcher, "sit": self.sit_searcher}[which]
            qs = [Term(f, v) for f, v in terms]
            q = (Or(qs) if any_of else And(qs)) if len(qs) > 1 else qs[0]
            cache[key] = set(s.docs_for_query(q))  # a set: Whoosh takes it as is (never changed)
        return cache[key]

    def cr_langs(self) -> set:
        if "_cr_langs" not in self.__dict__:
            self._cr_langs = {t.decode("utf-8") if isinstance(t, bytes) else t
                              for t in self.cr_searcher.lexicon("lang")} if self.cr_searcher else set()
        return self._cr_langs

    def ranked(self, config: "Config"):
        """A searcher with the config's weighting (shares the reader with self.searcher)."""
        key = config.field_b
        if key not in self._weighted:
            self._weighted[key] = Searcher(self.searcher.reader(), weighting=config.weighting(),
                                           closereader=False)
        return self._weighted[key]

    def close(self):
        for s in (self.searcher, self.cr_searcher):
            try:
                if s is not None:
                    s.close()
            except Exception:
                pass


def _handle(index_dir=None, autobuild: bool = True) -> _Handle | None:
    index_dir = Path(index_dir or default_index_dir())
    cache = getattr(_local, "handles", None)
    if cache is None:
        cache = _local.handles = {}
    pointer = index_dir / "CURRENT"
    try:
        st = pointer.stat()
        stamp = (st.st_ino, st.st_mtime_ns, st.st_size)
    except OSError:
        stamp = None
    entry = cache.get(str(index_dir))
    if entry and entry[0] == stamp and stamp is not None:
        return entry[1]
    gen = _current_gen(index_dir)
    if gen is None and autobuild:
        with _build_lock:  # first search on a fresh checkout: build once
            gen = _current_gen(index_dir)
            if gen is None:
                build_index(index_dir)
                gen = _current_gen(index_dir)
                st = pointer.stat()
                stamp = (st.st_ino, st.st_mtime_ns, st.st_size)
    if gen is None:
        return None
    if entry and entry[1].gen == gen:
        cache[str(index_dir)] = (stamp, entry[1])
        return entry[1]
    handle = _Handle(gen)
    if entry:
        entry[1].close()
    cache[str(index_dir)] = (stamp, handle)
    return handle


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


def _spell_vocab(handle: _Handle) -> frozenset:
    if handle.spell_words is None:
        handle.spell_words = frozenset(t.decode("utf-8") if isinstance(t, bytes) else t
                                       for t in handle.searcher.lexicon("spell"))
    return handle.spell_words


_LATIN_WORD = re.compile(r"[a-z]{4,}")
MAX_FIXES = 6   # unknown words (or Thai fragments) a query gets corrected at most
_THAI_RUN = re.compile("[\u0e00-\u0e7f]+")
_KO_WORD = re.compile("[\uac00-\ud7a3]+")


def _lexicon_words(handle: _Handle, field_name: str) -> list[str]:
    return [t.decode("utf-8") if isinstance(t, bytes) else t for t in handle.searcher.lexicon(field_name)]


def vocabularies(handle: _Handle) -> dict:
    """Per script: the words typos are corrected towards (names of the pages in every language and
    the player-wording files), built once per open index."""
    if handle._vocab is None:
        names = _lexicon_words(handle, "names")
        latin = set(_spell_vocab(handle))
        thai, korean = set(), set()
        for lang in LANGS:
            for w in lexicon.vocabulary(lang):
                (thai if _THAI_RUN.fullmatch(w) else korean if _KO_WORD.fullmatch(w) else latin).add(w)
        for n in names:
            thai.update(_THAI_RUN.findall(n))
            korean.update(_KO_WORD.findall(n))
        korean = {w for w in korean if not w.endswith("다")}
        handle._vocab = {
            "latin": spelling.Vocabulary({w for w in latin if w.isalpha()}, min_len=4, long_len=7),
            "thai": spelling.Vocabulary(thai, key=spelling.fold_thai, min_len=3, long_len=8),
            "korean": spelling.Vocabulary(korean, key=spelling.jamo, min_len=4, long_len=10),
            "thai_known": frozenset(analysis._dict_words_set()),
        }
    return handle._vocab


def _known(handle: _Handle, term: str) -> bool:
    reader = handle.searcher.reader()
    return any(reader.doc_frequency(f, term) for f in TEXT_FIELDS)


def suggest(handle: _Handle, q: str, lang: str = "en") -> str:
    """A corrected query, or "" when every word is known: Latin words by edit distance, Thai runs
    by folded spelling and edit distance, Korean words at the jamo level (see spelling.py)."""
    vocab = vocabularies(handle)
    out = q
    changed = False
    reader = handle.searcher.reader()
    lex_keys = lexicon.vocabulary(lang)
    budget = [MAX_FIXES]  # words looked up at most (a pasted paragraph must stay fast)

    def spend() -> bool:
        budget[0] -= 1
        return budget[0] >= 0

    # words a player-wording entry matched are known (막을수있음 must not become 막을수없음)
    rest = lexicon.rewrite(q, lang)[0] if lang in LANGS else q
    # Latin
    for w in _LATIN_WORD.findall(rest):
        if w in vocab["latin"] or w in analysis.EN_STOP or w in lex_keys:
            continue
        if any(reader.doc_frequency(f, analysis.en_stem(w)) for f in ("body", "situations")) or not spend():
            continue
        near = vocab["latin"].nearest(w)
        if near and near[0] != w:
            out = re.sub(rf"(?<![a-z]){re.escape(w)}(?![a-z])", near[0], out)
            changed = True
    # Thai: a run whose segmentation has unknown pieces; try spans of adjacent pieces
    for run in _THAI_RUN.findall(q):
        pieces = analysis.segment_thai(run)
        bad = [i for i, p in enumerate(pieces)
               if p not in vocab["thai_known"] or (len(p) > 1 and not _known(handle, p) and p not in lex_keys)]
        bad = bad[:max(0, budget[0])]
        budget[0] -= len(bad)
        if not bad:
            continue
        fixed = _fix_thai(pieces, bad, vocab["thai"])
        if fixed != run:
            out = out.replace(run, fixed)
            changed = True
    # Korean: a word (particle stripped) with a bigram the index does not have
    for word in _KO_WORD.findall(rest):
        stem = analysis.strip_particle(word)
        if len(stem) < 2 or stem in vocab["korean"] or stem in analysis.KO_QUERY_STOP:
            continue
        grams = [stem[i:i + 2] for i in range(len(stem) - 1)]
        if all(_known(handle, g) for g in grams) or not spend():
            continue
        near = vocab["korean"].nearest(stem)
        if near and near[0] != stem:
            out = re.sub(rf"(?<![\uac00-\ud7a3]){re.escape(stem)}", near[0], out, count=1)
            changed = True
    return out if changed and out != q else ""


def _fix_thai(pieces: list[str], bad: list[int], vocab) -> str:
    """Replace the longest span of adjacent pieces (holding an unknown one) that is a known word
    once folded, or one edit away from one."""
    pieces = list(pieces)
    n = len(pieces)
    done = set()
    for b in bad:
        if b in done:
            continue
        best = None
        for i in range(max(0, b - 3), b + 1):
            for j in range(b + 1, min(n, i + 5) + 1):
                span = "".join(pieces[i:j])
                if len(span) < 3 or len(span) > 24:
                    continue
                near = vocab.nearest(span)
                if near:
                    rank = (near[1], -(j - i), -len(span))
                    if best is None or rank < best[0]:
                        best = (rank, i, j, near[0])
        if best:
            _, i, j, word = best
            pieces[i:j] = [word] + [""] * (j - i - 1)
            done.update(range(i, j))
    return "".join(pieces)


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


_GAME_WORDS = {"bfb": re.compile(r"(?<![a-z])(?:bfb|born from blood)(?![a-z])|บอร์นฟรอมบลัด|บอร์น ฟรอม บลัด|본 ?프롬 ?블러드"),
               "mtg": re.compile(r"(?<![a-z])(?:mtg|magic the gathering)(?![a-z])|เมจิก|매직 ?더 ?개더링")}


def _game_in_query(q: str) -> str | None:
    """The one game a query names ("bfb", "mtg"), else None."""
    found = [g for g, rx in _GAME_WORDS.items() if rx.search(q)]
    return found[0] if len(found) == 1 else None


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
    if game not in GAMES:  # "bfb deck size", "เด็ค bfb": the game named in the query filters
        named_game = _game_in_query(qs)
        if named_game:
            game = named_game
            # the game's name did its work as the filter: it is not a word the pages must match
            # ("bfb 이기는 법" wants the winning page, not the overview named Born from Blood)
            rest_q = re.sub(r"\s+", " ", _GAME_WORDS[named_game].sub(" ", qs)).strip()
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
        slots = []
        rest = text
        if config.lexicon:
            rest, slots = lexicon.rewrite(text, lang)
        terms = query_terms(handle.analyzer, rest)
        terms = _prune_common(handle, terms, config)
        clauses = _text_query(terms, config)
        all_terms = list(terms)
        for orig, expansion in slots:
            # one clause any word of which satisfies; the player's own words count less than the
            # page words they stand for (카운터 of 카운터 치다 must not pull the counters page up)
            page = query_terms(handle.analyzer, expansion)
            own = [t for t in query_terms(handle.analyzer, orig) if t not in page]
            if page or own:
                clauses.append(Or([Term(f, t, boost=boosts[f] * (1.0 if t in page else 0.3))
                                   for t in page + own for f in TEXT_FIELDS if boosts[f]]))
                all_terms += [t for t in page + own if t not in all_terms]
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
        # the query is exactly a page's title or one of its names (any language): those pages first
        key = name_key(text)
        if key and not numbers:
            named = {d for d, _ in _hits(s, Term("names", key), filt, mask, limit)}
            if named:
                first = [h for h in ordered if h[0] in named]
                missing = named - {d for d, _ in first}
                ordered = first + [(d, 0.0) for d in sorted(missing)] + [h for h in ordered if h[0] not in named]
        top_named = bool(ordered) and ordered[0][0] in named_docs
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
        for i, (docnum, _score) in enumerate(best.hits[:config.cite_pages]):
            for n in (s.stored_fields(docnum).get("cr") or "").split(","):
                if n:
                    cited[n] = max(cited.get(n, 0.0), _CITE_WEIGHTS[min(i, len(_CITE_WEIGHTS) - 1)])
    if (include_cr or kind == "cr") and game != "bfb" and handle.cr_searcher is not None:
        crs = search_cr(res.suggestion or qs, limit=limit if kind == "cr" else min(limit, 5), index_dir=index_dir, lang=lang,
                        _handle_obj=handle, snippets=snippets, cited=cited, config=config,
                        or_fallback=kind == "cr" or config.cr_merged_or)
        if kind == "cr":
            res.results = crs
        else:
            res.results = _merge(res.results, crs, bool(_cr_numbers(qs)), topics_all=best.and_hits > 0,
                                 cr_all=bool(crs and crs[0].get("all")),
                                 asks_rule=bool(RULE_WORDS.search(qs)))[:limit]
    res.took_ms = round((time.perf_counter() - t0) * 1000, 2)
    return res


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


def _game_of_terms(handle: _Handle, terms, lang: str) -> tuple[int, int]:
    """(words found only in Magic pages, words found only in Born from Blood pages) of this language."""
    cache = handle.__dict__.setdefault("_term_games", {})
    games = {g: handle.filter_set("topics", (("lang", lang), ("game", g))) for g in GAMES}
    reader = handle.searcher.reader()
    only = {"mtg": 0, "bfb": 0}
    for t in set(terms):
        key = (lang, t)
        if key not in cache:
            docs = set()
            for f in TEXT_FIELDS:
                if reader.doc_frequency(f, t):
                    docs.update(reader.postings(f, t).all_ids())
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


RULE_WORDS = re.compile(r"(?<![a-z])(?:rule|rules|cr)(?![a-z])|กฎ|규칙|룰")


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


# the CR spells small numbers out ("ten or more poison counters"); players type digits
_NUMBER_WORDS = dict(zip(map(str, range(21)), """zero one two three four five six seven eight nine ten eleven
twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty""".split()))
CR_COMMON = 1.0  # share of rules above which a word is dropped; measured: any cut (0.2, 0.35) costs CR quality
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


# --- snippets ---------------------------------------------------------------------------------------
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
