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

from . import analysis

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
    boosts: tuple = (("title", 6.0), ("aliases", 5.0), ("summary", 2.5), ("body", 1.0))
    and_min_hits: int = 5        # AND first; OR fills in when AND finds fewer than this
    fuzzy: bool = True
    common_ratio: float = 0.6    # a query term in more than this share of the pages is dropped
    # with korean="bigram_strip": the whole word's other bigrams (자는 of 공격자는) are optional
    # query terms: they raise pages with the same wording without being required by AND
    optional_full: bool = True
    # BM25F length normalisation per field, e.g. (("aliases", 0.1),); measured: the uniform
    # B=0.75 ranks best on our queries (bench: "short-field length normalisation")
    field_b: tuple = ()

    def weighting(self):
        return scoring.BM25F(B=0.75, K1=1.2, **{f"{f}_B": b for f, b in self.field_b})

    def analyzer(self):
        return analysis.MultiScriptAnalyzer(thai=self.thai, korean=self.korean, english=self.english)

    def full_analyzer(self):
        return analysis.MultiScriptAnalyzer(thai=self.thai, korean="bigram", english=self.english)


DEFAULT_CONFIG = Config()
TEXT_FIELDS = ("title", "aliases", "summary", "body")


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
                "aliases": " ; ".join(aliases + other_titles),
                "body": plain_text(page.body),
                "crp": ",".join(crs[:1]), "cr": ",".join(crs),
                "cra": ",".join(sorted({p for c in crs for p in cr_parents(c)} - set(crs))),
                "spell": " ".join([str(meta["title"]), *aliases, *other_titles]),
                "names": ",".join(sorted({k for k in map(name_key, [str(meta["title"]), *aliases,
                                                                     *other_titles]) if k})),
            })
    return docs, warnings


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
            "game": str(d.get("game") or "mtg"), "kind": "cr", "url": str(d.get("url") or ""),
            "release": str(d.get("release") or ""), "title": number, "summary": "",
            "aliases": "", "body": str(d.get("body") or ""), "crp": "",
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
    for d in list(extra_documents or []) + (cr_documents() if include_cr else []):
        cd = _cr_doc(d)
        if cd:
            crs.append(cd)
    gen_name = f"gen-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{time.perf_counter_ns() % 10**6:06d}"
    gen = index_dir / gen_name
    gen.mkdir()
    try:
        # topic pages and CR rules in two indexes of the generation: the thousands of CR rules
        # must not slow the topic search down
        for sub, group in (("topics", docs), ("cr", crs)):
            if sub == "cr" and not group:
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
        self.cr_searcher = None
        if (gen / "cr").is_dir():
            self.cr_searcher = FileStorage(str(gen / "cr"), readonly=True).open_index().searcher()

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
    return [Or([Term(f, t, boost=boosts[f]) for f in TEXT_FIELDS]) for t in terms]


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


def suggest(handle: _Handle, q: str) -> str:
    """A corrected query when a Latin word is unknown (deathtuch -> deathtouch), else ""."""
    words = re.findall(r"[a-z]{4,}", q)
    if not words:
        return ""
    vocab = _spell_vocab(handle)
    reader = handle.searcher.reader()
    corrector = None
    out = q
    changed = False
    for w in words:
        if w in vocab or w in analysis.EN_STOP:
            continue
        if reader.doc_frequency("body", analysis.en_stem(w)) > 0:
            continue
        if corrector is None:
            corrector = handle.searcher.corrector("spell")
        cands = corrector.suggest(w, limit=1, maxdist=1 if len(w) < 7 else 2)
        if cands and cands[0] != w:
            out = re.sub(rf"\b{re.escape(w)}\b", cands[0], out)
            changed = True
    return out if changed else ""


def search(q, lang: str = "en", game: str | None = None, kind: str | None = None, limit: int = 10,
           index_dir=None, config: Config = DEFAULT_CONFIG, snippets: bool = True) -> SearchResult:
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
    filt_parts = [Term("lang", lang)]
    if game in GAMES:
        filt_parts.append(Term("game", game))
    if kind in TOPIC_KINDS:
        filt_parts.append(Term("kind", kind))
    filt = And(filt_parts) if len(filt_parts) > 1 else filt_parts[0]
    mask = None  # CR rules live in their own index

    def run(text: str):
        terms = query_terms(handle.analyzer, text)
        terms = _prune_common(handle, terms, config)
        optional = []
        if config.optional_full and handle.analyzer.korean == "bigram_strip" and _HANGUL_RE.search(text):
            optional = [t for t in query_terms(_full_analyzer(config), text) if t not in terms]
        ordered: list = []
        mode = ""
        numbers = _cr_numbers(text)
        if numbers:  # a rule number: the pages that cover it first
            ordered += _hits(s, _cr_query(numbers), filt, mask, limit)
            mode = "cr"
        if terms:
            per_term = _text_query(terms, config)
            opt = _text_query(optional, config)
            required = And(per_term) if len(per_term) > 1 else per_term[0]
            if len(per_term) > 1 or opt:
                got = _hits(s, AndMaybe(required, Or(opt)) if opt else required, filt, mask, limit)
            else:
                got = []
            mode = mode or "and"
            if len(got) < config.and_min_hits:
                every = per_term + opt
                more = _hits(s, Or(every, scale=0.9) if len(every) > 1 else every[0], filt, mask, limit)
                if len(per_term) > 1:
                    mode = mode if mode == "cr" else "or"
                seen = {d for d, _ in got}
                got += [h for h in more if h[0] not in seen]
            seen = {d for d, _ in ordered}
            ordered += [h for h in got if h[0] not in seen]
        # the query is exactly a page's title or one of its names (any language): those pages first
        key = name_key(text)
        if key and not numbers:
            named = {d for d, _ in _hits(s, Term("names", key), filt, mask, limit)}
            if named:
                first = [h for h in ordered if h[0] in named]
                missing = named - {d for d, _ in first}
                ordered = first + [(d, 0.0) for d in sorted(missing)] + [h for h in ordered if h[0] not in named]
        return ordered[:limit], terms, mode

    hits, terms, res.mode = run(qs)
    if config.fuzzy:
        res.suggestion = suggest(handle, qs)
        if res.suggestion and not hits:
            hits, terms, res.mode = run(res.suggestion)
            res.corrected = bool(hits)
    for docnum, score in hits:
        f = s.stored_fields(docnum)
        res.results.append({
            "id": f["topic"], "kind": f["kind"], "game": f["game"], "lang": f["lang"],
            "title": f["title"], "url": f["url"], "score": round(score, 3),
            "snippet": make_snippet(handle, docnum, f, terms) if snippets else "",
            "summary": f.get("summary", ""),
        })
    res.took_ms = round((time.perf_counter() - t0) * 1000, 2)
    return res


def search_cr(q, limit: int = 5, index_dir=None) -> list[dict]:
    """Comprehensive Rules documents for a query (rule numbers first), empty without a CR import."""
    qs = clean_query(q)
    handle = _handle(index_dir)
    if handle is None or not qs or handle.cr_searcher is None:
        return []
    s = handle.cr_searcher
    filt = None
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
    terms = query_terms(handle.analyzer, qs)
    if terms:
        per_term = [Term("body", t) for t in terms]
        got = _hits(s, And(per_term), filt, None, limit) if len(per_term) > 1 else []
        if len(got) < 1:
            got = _hits(s, Or(per_term, scale=0.9) if len(per_term) > 1 else per_term[0], filt, None, limit)
        seen = {d for d, _ in ordered}
        ordered += [h for h in got if h[0] not in seen]
    out = []
    for docnum, score in ordered[:limit]:
        f = s.stored_fields(docnum)
        out.append({"id": f["key"], "kind": "cr", "game": f["game"], "title": f["title"], "url": f["url"],
                    "release": f.get("release", ""), "score": round(score, 3),
                    "snippet": make_snippet(handle, docnum, f, terms, "cr")})
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
    body = (fields.get("body") or "")[:6000]
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
