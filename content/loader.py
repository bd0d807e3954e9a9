"""Loading the content files into the database (used by `manage.py load_content`)."""
from __future__ import annotations

import hashlib
from pathlib import Path

from django.db import transaction

from rulesite.httpcache import bump_content_version

from . import explanations as explfiles
from . import pages as pagefiles
from .models import CRExplanation, CRRef, Topic, TopicPage
from .render import render_markdown


class ContentError(Exception):
    def __init__(self, problems):
        self.problems = problems
        super().__init__("\n".join(problems))


# Parsing and rendering ~240 files is the slow part of a load; a process that loads the same files
# again (tests, repeated commands) reuses the prepared rows. Keyed by every file's size and mtime.
_PREPARED: dict[tuple, tuple[dict, list[str]]] = {}


def _stamp(pages_dir: Path) -> tuple:
    return (str(pages_dir),) + tuple(sorted(
        (str(p), st.st_mtime_ns, st.st_size) for p in Path(pages_dir).glob("*/*.md") for st in [p.stat()]))


def _prepare(pages_dir: Path) -> tuple[dict, list[str]]:
    try:
        all_pages = pagefiles.read_all(pages_dir)
    except pagefiles.PageError as exc:
        raise ContentError([str(exc)]) from None
    warnings = pagefiles.check_all(pages_dir, pages=all_pages)
    keyword_ids = {tid for tid, by_lang in all_pages.items()
                   if next(iter(by_lang.values())).meta["kind"] == "keyword"}
    topics, pages, refs = [], [], []
    for tid, by_lang in sorted(all_pages.items()):
        meta = next(iter(by_lang.values())).meta
        topics.append(dict(id=tid, game=meta["game"], kind=meta["kind"], section=meta["section"],
                           order=int(meta["order"]), cr=meta["cr"], related=meta["related"]))
        for pos, number in enumerate(meta["cr"]):
            refs.append(dict(number=number.lower(), topic_id=tid, primary=pos == 0, position=pos))
        # CR numbers the page only links to: a fallback target for /<lang>/cr/<n>/
        mentioned = {t.lower() for page in by_lang.values() for s, t, _ in page.links if s == "cr"}
        for number in sorted(mentioned - {c.lower() for c in meta["cr"]}):
            refs.append(dict(number=number, topic_id=tid, mention=True, position=1000))
        for lang, page in by_lang.items():
            html, headings = render_markdown(page.body, lang, keyword_ids)
            pages.append(dict(
                topic_id=tid, lang=lang, title=page.meta["title"], summary=page.meta["summary"],
                aliases=page.meta["aliases"], body=page.body, html=html, headings=headings,
                source_hash=hashlib.sha256(page.path.read_bytes()).hexdigest()))
    return {"topics": topics, "pages": pages, "refs": refs}, warnings


def _prepare_explanations(base: Path) -> tuple[list[dict], list[str]]:
    """Rows of the per-rule explanations (content/cr-explanations/<lang>/<rule>.md)."""
    try:
        found = explfiles.read_all(base)
    except explfiles.ExplanationError as exc:
        raise ContentError([str(exc)]) from None
    rows = []
    for number, by_lang in sorted(found.items()):
        for lang, e in sorted(by_lang.items()):
            html, _ = render_markdown(e.text, lang)
            rows.append(dict(number=number, lang=lang, text=e.text, plain=e.plain, html=html))
    warnings = [f"cr-explanations: {n} is explained in {', '.join(sorted(found[n]))} only"
                for n in explfiles.one_sided(found)]
    return rows, warnings


_PREPARED_EXPL: dict[tuple, tuple[list[dict], list[str]]] = {}


def load_content(pages_dir=pagefiles.PAGES_DIR, strict: bool = False,
                 explanations_dir=explfiles.EXPLANATIONS_DIR) -> dict:
    """Replace the content in the database by the files, atomically: the topic pages and the
    per-rule explanations. Returns counts and the warnings (dead links, fields that differ between
    languages, an explanation missing in a language). A malformed file always stops the load;
    with strict=True any warning does too."""
    stamp = _stamp(pages_dir)
    if stamp not in _PREPARED:
        _PREPARED.clear()
        _PREPARED[stamp] = _prepare(pages_dir)
    rows, warnings = _PREPARED[stamp]
    estamp = explfiles.stamp(explanations_dir)
    if estamp not in _PREPARED_EXPL:
        _PREPARED_EXPL.clear()
        _PREPARED_EXPL[estamp] = _prepare_explanations(Path(explanations_dir))
    expl_rows, expl_warnings = _PREPARED_EXPL[estamp]
    try:  # the tournament policy guides (policy/, content/policy/)
        from policy import files as policyfiles
        from policy import loader as policyloader
        policy_rows, policy_warnings = policyloader.prepare()
    except policyfiles.PolicyError as exc:
        raise ContentError([str(exc)]) from None
    warnings = list(warnings) + list(expl_warnings) + list(policy_warnings)
    if strict and warnings:
        raise ContentError(warnings)
    with transaction.atomic():
        CRRef.objects.all().delete()
        TopicPage.objects.all().delete()
        Topic.objects.all().delete()
        CRExplanation.objects.all().delete()
        Topic.objects.bulk_create([Topic(**r) for r in rows["topics"]])
        TopicPage.objects.bulk_create([TopicPage(**r) for r in rows["pages"]])
        CRRef.objects.bulk_create([CRRef(**r) for r in rows["refs"]])
        CRExplanation.objects.bulk_create([CRExplanation(**r) for r in expl_rows])
        policyloader.replace_rows(policy_rows)
        bump_content_version()  # new ETags, the rendered-page cache starts afresh (rulesite/httpcache.py)
    return {"topics": len(rows["topics"]), "pages": len(rows["pages"]), "cr_refs": len(rows["refs"]),
            "explanations": len(expl_rows), "policy": len(policy_rows), "warnings": warnings}
