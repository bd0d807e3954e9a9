"""Policy guide pages: /<lang>/policy/, /<lang>/policy/<doc>/, /<lang>/policy/<doc>/<section>/."""
from __future__ import annotations

import functools

from django.http import Http404
from django.shortcuts import render
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from rulesite.httpcache import reference_page

from . import files
from .models import PolicyEntry


@functools.lru_cache(maxsize=8)
def _labels(lang: str, stamp: tuple) -> dict:
    return files.read_labels(lang)


def labels(lang: str) -> dict:
    path = files.POLICY_DIR / lang / "labels.yaml"
    st = path.stat()
    return _labels(lang, (st.st_mtime_ns, st.st_size))


def _documents(lang: str, lab: dict) -> list[dict]:
    entries = list(PolicyEntry.objects.filter(lang=lang).order_by("order")
                   .values("doc", "section", "title", "summary", "penalty", "version", "url"))
    out = []
    for doc in files.DOCS:
        mine = [e for e in entries if e["doc"] == doc]
        if mine:
            out.append({"doc": doc, "name": lab[f"doc_{doc}"], "version": mine[0]["version"],
                        "url": mine[0]["url"], "entries": mine})
    return out


@require_safe
@reference_page
def index(request):
    lang = get_language()
    lab = labels(lang)
    return render(request, "policy/index.html", {"lab": lab, "documents": _documents(lang, lab)})


@require_safe
@reference_page
def document(request, doc):
    if doc not in files.DOCS:
        raise Http404(doc)
    lang = get_language()
    lab = labels(lang)
    docs = [d for d in _documents(lang, lab) if d["doc"] == doc]
    if not docs:
        raise Http404(doc)
    return render(request, "policy/index.html", {"lab": lab, "documents": docs, "single": True})


@require_safe
@reference_page
def entry(request, doc, section):
    lang = get_language()
    e = PolicyEntry.objects.filter(doc=doc, section=section, lang=lang).first()
    if e is None:
        raise Http404(f"{doc}:{section}")
    lab = labels(lang)
    related_keys = [tuple(k.split(":", 1)) for k in e.related]
    related = []
    for d, s in related_keys:
        r = PolicyEntry.objects.filter(doc=d, section=s, lang=lang).values(
            "doc", "section", "title", "summary").first()
        if r:
            related.append(r)
    parts = [{"key": p["key"], "label": lab[f"part_{p['key']}"], "html": p["html"]} for p in e.parts]
    siblings = list(PolicyEntry.objects.filter(doc=doc, lang=lang).order_by("order")
                    .values_list("section", "title"))
    i = [s for s, _ in siblings].index(section)
    return render(request, "policy/entry.html", {
        "lab": lab, "e": e, "parts": parts, "related": related,
        "doc_name": lab[f"doc_{doc}"],
        "penalty_label": lab.get(f"pen_{e.penalty}", "") if e.penalty else "",
        "prev": siblings[i - 1] if i > 0 else None,
        "next": siblings[i + 1] if i + 1 < len(siblings) else None,
    })
