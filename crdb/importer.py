"""Importing a parsed release into the database: one transaction, replacing only the release with
the same (language, effective date); other releases are kept side by side."""
from __future__ import annotations

import hashlib
from pathlib import Path

from django.db import transaction

from rulesite.httpcache import bump_content_version

from .linker import Linker, glossary_terms, render_glossary, render_rule, term_slug
from .models import GlossaryEntry, Release, Rule
from .parser import CRFormatError, ParsedCR, parse

__all__ = ["CRFormatError", "import_file", "import_bytes", "build_rows"]


def build_rows(parsed: ParsedCR):
    """Rule and GlossaryEntry rows (without release) and the list of unresolved references."""
    taken: set[str] = set()
    slugs = [term_slug(g.term, taken) for g in parsed.glossary]
    linker = Linker(numbers={e.number for e in parsed.entries},
                    terms=glossary_terms(zip((g.term for g in parsed.glossary), slugs)))
    rules = []
    for pos, e in enumerate(parsed.entries):
        rules.append(Rule(
            number=e.number, level=e.level, parent=e.parent, heading=e.heading, section=e.section,
            position=pos, text=e.text, examples=e.examples, line=e.line,
            html=render_rule(e.number, e.level, e.text, e.examples, linker)))
    glossary = []
    for pos, (g, slug) in enumerate(zip(parsed.glossary, slugs)):
        glossary.append(GlossaryEntry(term=g.term, slug=slug, position=pos, text=g.text,
                                      html=render_glossary(slug, g.text, linker, g.term)))
    return rules, glossary, linker.unresolved


def import_bytes(data: bytes, lang: str = "en", source_name: str = "") -> Release:
    parsed = parse(data)  # raises CRFormatError before anything is written
    rules, glossary, unresolved = build_rows(parsed)
    counts = parsed.counts()
    counts["unresolved_refs"] = [f"{where}: {ref}" for where, ref in unresolved]
    with transaction.atomic():
        Release.objects.filter(lang=lang, effective=parsed.effective).delete()
        release = Release.objects.create(
            lang=lang, effective=parsed.effective, title=parsed.title, intro=parsed.intro,
            source_name=source_name, source_sha256=hashlib.sha256(data).hexdigest(),
            encoding=parsed.encoding, counts=counts)
        for r in rules:
            r.release = release
        for g in glossary:
            g.release = release
        Rule.objects.bulk_create(rules, batch_size=500)
        GlossaryEntry.objects.bulk_create(glossary, batch_size=500)
        bump_content_version()  # new ETags for the reference pages (rulesite/httpcache.py)
    return release


def import_file(path, lang: str = "en") -> Release:
    path = Path(path)
    return import_bytes(path.read_bytes(), lang=lang, source_name=path.name)
