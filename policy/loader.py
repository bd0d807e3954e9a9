"""Rows of the policy guides, for content.loader.load_content (same transaction as the rule pages)."""
from __future__ import annotations

import re
from pathlib import Path

from content.render import render_markdown

from . import files

_STAMPS: dict[tuple, tuple[list[dict], list[str]]] = {}


def _stamp(base: Path) -> tuple:
    return (str(base),) + tuple(sorted(
        (str(p), p.stat().st_mtime_ns, p.stat().st_size) for p in Path(base).rglob("*.yaml")))


def plain(text: str) -> str:
    """Markdown inline -> text for search and the API: links keep their words, marks go."""
    text = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", text)
    return re.sub(r"[*_`#>]+", "", text)


def prepare(base: Path = files.POLICY_DIR) -> tuple[list[dict], list[str]]:
    """(rows for PolicyEntry, warnings). Raises files.PolicyError on a malformed file."""
    stamp = _stamp(base)
    if stamp in _STAMPS:
        return _STAMPS[stamp]
    documents, _labels, found = files.read_all(base)
    warnings = files.check_all(found)
    rows = []
    for _key, by_lang in sorted(found.items()):
        for lang, e in sorted(by_lang.items()):
            parts = []
            for name in files.PARTS:
                if name in e.parts:
                    html, _ = render_markdown(files.rewrite_links(e.parts[name], lang), lang)
                    parts.append({"key": name, "html": html, "plain": plain(e.parts[name])})
            d = documents[e.doc]
            rows.append(dict(doc=e.doc, section=e.section, lang=lang, order=e.order, title=e.title,
                             summary=e.summary, penalty=e.penalty, source=", ".join(e.cite),
                             related=e.related, aliases=e.aliases, parts=parts,
                             version=d["version"], url=d["url"]))
    _STAMPS.clear()
    _STAMPS[stamp] = (rows, warnings)
    return rows, warnings


def replace_rows(rows: list[dict]) -> None:
    from .models import PolicyEntry
    PolicyEntry.objects.all().delete()
    PolicyEntry.objects.bulk_create([PolicyEntry(**r) for r in rows])
