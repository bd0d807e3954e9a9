"""The index: its schema, building a generation and switching to it atomically, and the open
handles readers search (one per thread and generation)."""
from __future__ import annotations

import os
import shutil
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from whoosh import index as windex
from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema
from whoosh.filedb.filestore import FileStorage
from whoosh.reading import TermNotFound
from whoosh.searching import Searcher
from whoosh.query import And, Term
from whoosh.query.compound import DefaultOr as Or  # union tree; the array matcher is slow on small indexes

from .. import analysis
from .config import DEFAULT_CONFIG, DEFAULT_PAGES_DIR, KEEP_SECONDS, ROOT, Config
from .documents import _cr_doc, cr_documents, registered_documents, situation_documents, topic_documents


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
        for s in (self.searcher, self.sit_searcher, self.cr_searcher):
            if s is not None:
                _remember(s.reader())

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


@dataclass(frozen=True)
class _Missing:
    kind: type
    args: tuple


_REMEMBER_MAX = 50_000   # entries per reader and kind before a cache starts again (a long-lived process)


def _remember(reader) -> None:
    """A generation never changes once written, so what its reader reads can be kept: a document's
    stored fields (unpickled and decompressed on every call: 6% of a CR search) and a term's
    statistics (a hash-table lookup per doc_frequency and per matcher: another 6%). The reader's own
    methods are wrapped on this instance; a Whoosh version without these parts is left as it is."""
    terms = getattr(reader, "_terms", None)
    if not (hasattr(reader, "stored_fields") and terms is not None
            and all(hasattr(terms, m) for m in ("term_info", "doc_frequency", "frequency"))):
        return
    missing = object()

    def keep(fn, copy=None):
        cache: dict = {}

        def wrapped(*key):
            got = cache.get(key, missing)
            if got is missing:
                try:
                    got = fn(*key)
                except (KeyError, TermNotFound) as e:   # a term not in the index: remembered as such
                    got = _Missing(type(e), e.args)
                if len(cache) >= _REMEMBER_MAX:
                    cache.clear()
                cache[key] = got
            if isinstance(got, _Missing):
                raise got.kind(*got.args)   # a new exception each time (a raised one keeps its traceback)
            return copy(got) if copy else got
        return wrapped

    reader.stored_fields = keep(reader.stored_fields, copy=dict)   # a copy: callers own their dict
    for name in ("term_info", "doc_frequency", "frequency"):
        setattr(terms, name, keep(getattr(terms, name)))


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
