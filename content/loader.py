"""Loading the content files into the database (used by `manage.py load_content`)."""
from __future__ import annotations

import hashlib

from django.db import transaction

from . import pages as pagefiles
from .models import CRRef, Topic, TopicPage
from .render import render_markdown


class ContentError(Exception):
    def __init__(self, problems):
        self.problems = problems
        super().__init__("\n".join(problems))


def load_content(pages_dir=pagefiles.PAGES_DIR, strict: bool = False) -> dict:
    """Replace the content in the database by the files, atomically. Returns counts and the
    warnings (dead links, fields that differ between languages). A malformed file always stops
    the load; with strict=True any warning does too."""
    try:
        all_pages = pagefiles.read_all(pages_dir)
    except pagefiles.PageError as exc:
        raise ContentError([str(exc)]) from None
    warnings = pagefiles.check_all(pages_dir)
    if strict and warnings:
        raise ContentError(warnings)
    keyword_ids = {tid for tid, by_lang in all_pages.items()
                   if next(iter(by_lang.values())).meta["kind"] == "keyword"}
    topics, page_rows, refs = [], [], []
    for tid, by_lang in sorted(all_pages.items()):
        meta = next(iter(by_lang.values())).meta
        topic = Topic(id=tid, game=meta["game"], kind=meta["kind"], section=meta["section"],
                      order=int(meta["order"]), cr=meta["cr"], related=meta["related"])
        topics.append(topic)
        for pos, number in enumerate(meta["cr"]):
            refs.append(CRRef(number=number.lower(), topic=topic, primary=pos == 0, position=pos))
        # CR numbers the page only links to: a fallback target for /<lang>/cr/<n>/
        mentioned = {t.lower() for page in by_lang.values() for s, t, _ in page.links if s == "cr"}
        for number in sorted(mentioned - {c.lower() for c in meta["cr"]}):
            refs.append(CRRef(number=number, topic=topic, mention=True, position=1000))
        for lang, page in by_lang.items():
            html, headings = render_markdown(page.body, lang, keyword_ids)
            page_rows.append(TopicPage(
                topic=topic, lang=lang, title=page.meta["title"], summary=page.meta["summary"],
                aliases=page.meta["aliases"], body=page.body, html=html, headings=headings,
                source_hash=hashlib.sha256(page.path.read_bytes()).hexdigest()))
    with transaction.atomic():
        CRRef.objects.all().delete()
        TopicPage.objects.all().delete()
        Topic.objects.all().delete()
        Topic.objects.bulk_create(topics)
        TopicPage.objects.bulk_create(page_rows)
        CRRef.objects.bulk_create(refs)
    return {"topics": len(topics), "pages": len(page_rows), "cr_refs": len(refs), "warnings": warnings}
