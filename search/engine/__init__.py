"""The search engine: the only package that knows about Whoosh (swap the engine here).

Public functions (import them from ``search.engine``; the modules below are its stages)
- ``build_index(index_dir=None, pages_dir=None, config=None, extra_documents=None) -> dict``
  builds a new index generation from the content files (and the CR documents, see below) and
  switches to it atomically.
- ``search(q, lang, game=None, kind=None, limit=10, index_dir=None, config=None) -> SearchResult``
  topic pages (kinds "rule" and "keyword"), best first, with "did you mean".
- ``search_cr(q, limit=5, index_dir=None) -> list[dict]`` Comprehensive Rules documents, if any.
- ``cr_documents()`` the documents of the Comprehensive Rules app, if installed.

Modules, in the order a search runs through them
- ``config``     constants and the ranking knobs (``Config``)
- ``documents``  what is indexed: topic pages, table situations, CR documents, registered sources
                 (``register_documents``: where a new kind of document plugs in)
- ``index``      schema, building a generation, atomic switch, open handles
- ``query``      the query builder: cleaning, terms, clauses, rule numbers, the game named
- ``correct``    typo correction ("did you mean")
- ``cards``      stage "cards": the Magic cards a question names (``register_card_finder``)
- ``ranking``    the named ranking stages after matching (game prior, situations, names,
                 exact name, CR specificity, citations, merge)
- ``snippets``   escaped excerpts with <mark>
- ``topics``     ``search()``: the pages, the CR merged in on request
- ``rules``      ``search_cr()``: the Comprehensive Rules

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
from .. import lexicon  # noqa: F401  (tests reach the situations through engine.lexicon)
from .config import (  # noqa: F401
    CR_NUMBER_RE, DEFAULT_CONFIG, DEFAULT_PAGES_DIR, GAMES, KEEP_SECONDS, LANGS, MAX_LIMIT,
    MAX_QUERY_CHARS, MAX_QUERY_TERMS, ROOT, SNIPPET_CHARS, TEXT_FIELDS, TOPIC_KINDS, Config,
)
from .documents import (  # noqa: F401
    _DOCUMENT_SOURCES, _RESULT_SOURCES, cr_documents, cr_documents_from_file, cr_parents,
    extra_results, name_key, plain_text, read_pages, register_documents, register_results,
    registered_documents, situation_documents, topic_documents,
)
from .index import _Handle, _handle, build_index, default_index_dir, make_schema  # noqa: F401
from .query import _cr_numbers, clean_query, query_terms  # noqa: F401
from .correct import MAX_FIXES, suggest, vocabularies  # noqa: F401
from .ranking import _game_of_terms, _merge  # noqa: F401
from .snippets import make_snippet  # noqa: F401
from .cards import register_card_finder  # noqa: F401
from .rules import search_cr  # noqa: F401
from .topics import SearchResult, search  # noqa: F401
