"""The course page (/<lang>/judge/course/) and the teacher's view with every lesson's questions and
the answer key (/<lang>/judge/course/teacher/, printable). Reference pages: cacheable, no cookie."""
from __future__ import annotations

from django.shortcuts import render
from django.views.decorators.http import require_GET

from rulesite.httpcache import reference_page

from . import board as boardmod
from . import course, library, puzzles
from . import quiz as quizsvc
from .engine import quiz as qz
from .views import _lang


def _chapters(lang: str, with_questions: bool = False) -> list[dict]:
    from content.services import topic_titles
    titles = topic_titles(lang)
    out = []
    for ch in course.chapters():
        lessons = []
        for slug in ch.get("lessons") or []:
            _text, doc = library.get(slug)
            item = {"slug": slug, "title": library.title(doc, lang), "notes": library.notes(doc, lang)}
            if with_questions:
                _d, qs, _st = quizsvc.for_library(slug)
                item["questions"] = []
                for q in qs:
                    d = qz.as_dicts([q], lang)[0]
                    d["answer"] = next(k for k, c in enumerate(q.choices) if c.correct)
                    d["rule_link"] = boardmod.event_view({"rule": q.rule, "topic": q.topic}, doc["game"], lang)
                    item["questions"].append(d)
            lessons.append(item)
        out.append({"id": ch["id"], "game": ch["game"], "title": course.title(ch, lang),
                    "read": [{"id": t, "title": titles.get(t, t)} for t in ch.get("read") or []],
                    "lessons": lessons,
                    "puzzles": [{"slug": s, "title": puzzles.text(puzzles.get(s), "title", lang)}
                                for s in ch.get("puzzles") or []]})
    return out


@require_GET
@reference_page
def course_page(request):
    return render(request, "judge/course.html", {"chapters": _chapters(_lang())})


@require_GET
@reference_page
def teacher(request):
    return render(request, "judge/course_teacher.html", {"chapters": _chapters(_lang(), with_questions=True)})
