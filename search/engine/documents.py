"""What goes into the index: one document per topic page and language, one per table situation,
the Comprehensive Rules documents, and the documents other apps register (``register_documents``).

A new kind of document plugs in here (see docs/search.md, "Extension points")."""
from __future__ import annotations

import re
from pathlib import Path

from content.explanations import EXPLANATIONS_SEP  # pure Python, no Django

from .. import analysis, lexicon
from .config import CR_NUMBER_RE, DEFAULT_PAGES_DIR, LANGS


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
    pdocs, pwarnings = policy_documents()
    return docs + pdocs, warnings + pwarnings


def policy_documents(base: Path | None = None) -> tuple[list[dict], list[str]]:
    """The tournament policy guides (content/policy/, issue #26) as topic-like documents of kind
    "policy": ids "ipg:2.1", "mtr:4.2", "jar:missed-trigger", urls /<lang>/policy/<doc>/<section>/.
    Read from the files (pure Python, like the pages); a malformed file is skipped with a warning."""
    from policy import files as policyfiles

    try:
        _docs, _labels, found = policyfiles.read_all(base or policyfiles.POLICY_DIR)
    except (policyfiles.PolicyError, OSError, UnicodeError) as exc:
        return [], [f"skipped the policy guides: {exc}"]
    out = []
    for key, by_lang in sorted(found.items()):
        first = next(iter(by_lang.values()))
        number = f"{first.doc.upper()} {first.section}" if first.doc != "jar" else "JAR"
        aliases: list[str] = [number, key]
        for lang in LANGS:
            if lang in by_lang:
                aliases += [a for a in by_lang[lang].aliases if a not in aliases]
        titles = {lang: e.title for lang, e in by_lang.items()}
        for lang, e in by_lang.items():
            other_titles = [t for lg, t in titles.items() if lg != lang]
            title = f"{number} {e.title}" if first.doc != "jar" else e.title
            out.append({
                "key": f"{lang}:{key}", "topic": key, "lang": lang, "game": "mtg", "kind": "policy",
                "url": f"/{lang}/policy/{e.doc}/{e.section}/", "release": "",
                "title": title, "summary": e.summary, "situations": "",
                "aliases": " ; ".join(aliases + other_titles),
                "body": plain_text("\n\n".join(e.parts.values())),
                "crp": "", "cr": "", "cra": "",
                "spell": " ".join([e.title, *aliases, *other_titles]),
                "names": ",".join(sorted({k for k in map(name_key, [e.title, *aliases, *other_titles]) if k})),
            })
    return out, []


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


def cr_documents_from_file(path, explanations: bool = True, glossary: bool = True) -> list[dict]:
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
    if glossary:  # as crdb.services.search_documents does (same slugs as the CR import)
        from crdb.linker import term_slug

        taken: set = set()
        for g in parsed.glossary:
            slug = term_slug(g.term, taken)
            docs.append({"id": f"cr-glossary:{slug}", "kind": "cr-glossary", "game": "mtg", "lang": "en",
                         "title": g.term, "body": g.text, "url": f"/cr/glossary/{slug}/", "release": release})
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


_SEE_RULE = re.compile(r"\bSee (?:also )?(?:rules?|section) ([^A-Z“\"]*)")
_CR_REF = re.compile(r"\b\d{3}(?:\.\d+[a-z]?)?\b")


def glossary_refs(text: str) -> list[str]:
    """The rule numbers a glossary entry names after "See rule(s)": "See rules 613.2, 707.2, and
    707.3." -> [613.2, 707.2, 707.3]."""
    out: list[str] = []
    for m in _SEE_RULE.finditer(text):
        for n in _CR_REF.findall(m.group(1)):
            if n not in out:
                out.append(n)
    return out


def _cr_doc(d: dict) -> dict | None:
    try:
        number = str(d.get("title") or d["id"].split(":", 1)[-1]).strip().lower()
        return {
            "key": str(d["id"]), "topic": str(d["id"]), "lang": str(d.get("lang") or "en"),
            "game": str(d.get("game") or "mtg"), "kind": str(d.get("kind") or "cr"),
            "url": str(d.get("url") or ""),
            "release": str(d.get("release") or ""), "title": number, "summary": "",
            "aliases": "", "situations": "", "body": str(d.get("body") or ""), "crp": "",
            # a glossary entry keeps the rules it names ("See rules 613.2, 707.2"): the CR glossary as
            # data (glossary.py ranks a term's defining rules first)
            "cr": number if CR_NUMBER_RE.match(number) else
            ",".join(glossary_refs(str(d.get("body") or ""))) if d.get("kind") == "cr-glossary" else "",
            "cra": ",".join(cr_parents(number)), "spell": "", "names": "",
        }
    except (KeyError, TypeError, AttributeError):
        return None
