"""Quiz pages and API (docs/judge-tool.md, "Quizzes"): predict each step's outcome, then see it.

Pages: /<lang>/judge/library/<slug>/quiz/ and /<lang>/judge/s/<key>/quiz/. The whole state of a
quiz is in the query string (q = question index, a = chosen choice id, score, answered), so the
pages are plain GETs, cacheable and cookie-free; htmx swaps the quiz panel (the same URL serves page
and fragment). Progress is kept in the browser (localStorage), never on the server.

API: GET /api/judge/quiz/<slug>?lang= -> the questions with choice ids (no answers);
POST /api/judge/quiz/<slug>/answer {"question", "choice"} -> graded on the server.
"""
from __future__ import annotations

import json

from django.http import Http404, JsonResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.safestring import mark_safe
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from rulesite.httpcache import reference_page

from . import board as boardmod
from . import board_svg, library
from . import quiz as quizsvc
from . import services
from .engine import ScenarioError, safejson
from .engine import quiz as qz
from .views import _lang, _saved_or_404

MAX_BODY = 4096


def _int(v, default=0, hi=10_000):
    try:
        return max(0, min(int(v), hi))
    except (TypeError, ValueError):
        return default


def _board(stepper, game, n, lang, title, uid):
    board = boardmod.board(game, stepper.state_at(n), stepper.state_at(n - 1) if n else None, set())
    return mark_safe(board_svg.render(board, title=title, uid=uid, lang=lang))


def _page(request, doc, qs, stepper, title, base_url, back_url, store_key):
    lang = _lang()
    game = doc["game"]
    total = len(qs)
    k = _int(request.GET.get("q"))
    score = _int(request.GET.get("score"), hi=total)
    answered = _int(request.GET.get("answered"), hi=total)
    ctx = {"title": title, "total": total, "back_url": back_url, "base_url": base_url, "game": game,
           "store_key": store_key, "score": score, "answered": answered}
    if k >= total:
        ctx.update({"finished": True, "k": total})
    else:
        q = qs[k]
        chosen = request.GET.get("a") or ""
        result = qz.check(qs, q.id, chosen, stepper, lang) if chosen else None
        if chosen and result is None:
            chosen = ""   # an unknown choice id: ask again
        new_score, new_answered = score, answered
        if result:
            new_answered = min(answered + 1, total)
            new_score = min(score + (1 if result["correct"] else 0), total)
        action = stepper.steps[q.step][0]
        qd = qz.as_dicts([q], lang)[0]
        ctx.update({
            "k": k, "number": k + 1, "q": qd, "result": result, "chosen": chosen,
            "action": boardmod.describe(action, game),
            "before_svg": _board(stepper, game, q.step - 1, lang, title, f"qb{k}"),
            "after_svg": _board(stepper, game, q.step, lang, title, f"qa{k}") if result else "",
            "rule": boardmod.event_view({"rule": q.rule, "topic": q.topic}, game, lang) if q.rule else None,
            "events": ([boardmod.event_view(dict(e, type="info"), game, lang) for e in result["explanation"]]
                       if result else []),
            "new_score": new_score, "new_answered": new_answered,
        })
    template = "judge/quiz.html#panel" if request.htmx else "judge/quiz.html"
    response = render(request, template, ctx)
    patch_vary_headers(response, ("HX-Request",))
    return response


@require_GET
@reference_page
def library_quiz(request, slug):
    got = quizsvc.for_library(slug)
    if got is None:
        raise Http404(slug)
    doc, qs, stepper = got
    lang = _lang()
    return _page(request, doc, qs, stepper, library.title(doc, lang),
                 reverse("judge:library_quiz", args=[slug]), reverse("judge:library_item", args=[slug]),
                 f"library:{slug}")


@require_GET
def saved_quiz(request, key):
    obj = _saved_or_404(key)
    doc = json.loads(obj.document)
    try:
        qs, stepper = quizsvc.questions(doc, key)
    except ScenarioError:
        raise Http404(key) from None
    return _page(request, doc, qs, stepper, doc.get("title", ""), reverse("judge:saved_quiz", args=[key]),
                 reverse("judge:saved", args=[key]), f"saved:{key}")


# ---- API ---------------------------------------------------------------------------------------

def _api_lang(request):
    """The `lang` parameter, checked as /api/judge/run checks it (ScenarioError for an unknown one)."""
    return services.check_lang(request.GET.get("lang"))


def _json(data, status=200):
    return JsonResponse(data, status=status, json_dumps_params={"ensure_ascii": False})


def _no_lesson(slug):
    return _json({"errors": [{"path": "slug", "message": f"no library lesson {slug!r}; see /api/judge/quiz"}]},
                 status=404)


@require_GET
def api_index(request):
    return _json({"lessons": [{"slug": s, "url": f"/api/judge/quiz/{s}"} for s in library.slugs()]})


@require_GET
def api_quiz(request, slug):
    got = quizsvc.for_library(slug)
    if got is None:
        return _no_lesson(slug)
    doc, qs, _stepper = got
    try:
        lang = _api_lang(request)
    except ScenarioError as exc:
        return _json({"errors": exc.as_list()}, 400)
    return _json({"lesson": slug, "lang": lang, "title": library.title(doc, lang),
                  "answer_url": f"/api/judge/quiz/{slug}/answer?lang={lang}",
                  "questions": qz.as_dicts(qs, lang)})


@csrf_exempt   # a JSON API without cookies or sessions: nothing for CSRF to protect
@require_POST
def api_answer(request, slug):
    got = quizsvc.for_library(slug)
    if got is None:
        return _no_lesson(slug)
    _doc, qs, stepper = got
    try:
        lang = _api_lang(request)
    except ScenarioError as exc:
        return _json({"errors": exc.as_list()}, 400)
    if len(request.body) > MAX_BODY:
        return _json({"errors": [{"path": "", "message": f"the body is larger than {MAX_BODY} bytes"}]}, 400)
    try:   # the engine's JSON reader: deep nesting, NaN and huge numbers are errors, not a 500
        body = safejson.loads(request.body.decode("utf-8"))
    except (UnicodeDecodeError, safejson.JSONInputError):
        return _json({"errors": [{"path": "", "message": 'expected a JSON object {"question": ..., "choice": ...}'}]},
                     400)
    problems = []
    if not isinstance(body, dict):
        body = {}
        problems.append({"path": "", "message": 'expected a JSON object {"question": ..., "choice": ...}'})
    else:
        for key in body:
            if key not in ("question", "choice"):
                problems.append({"path": key, "message": "unknown field"})
        qid, cid = body.get("question"), body.get("choice")
        q = next((q for q in qs if q.id == qid), None) if isinstance(qid, str) else None
        if q is None:
            problems.append({"path": "question", "message": "no such question in this lesson"})
        elif not isinstance(cid, str) or not any(c.id == cid for c in q.choices):
            problems.append({"path": "choice", "message": "no such choice for this question"})
    if problems:
        return _json({"errors": problems}, 400)
    return _json(qz.check(qs, body["question"], body["choice"], stepper, lang))


# ---- legal actions ----------------------------------------------------------------------------

@csrf_exempt
@require_POST
def api_legal(request):
    """POST /api/judge/legal?step=N&lang=: the body is a scenario document; the answer lists the
    actions the engine accepts at step N (default: after the last action), each with the events it
    would produce in the reader's language (docs/judge-tool.md, "Legal actions")."""
    from django.utils import translation

    from .engine import Stepper, legal
    from .engine.stepper import parse_document
    try:
        lang = _api_lang(request)
        doc = parse_document(request.body)
        stepper = Stepper(doc)
    except ScenarioError as exc:
        return _json({"errors": exc.as_list()}, 400)
    raw = request.GET.get("step")
    if raw is not None and not raw.isdigit():
        return _json({"errors": [{"path": "step", "message": "expected a step number (0 = the starting position)"}]},
                     400)
    last = len(stepper.actions)
    n = last if raw is None else int(raw)
    if n > last:
        return _json({"errors": [{"path": "step", "message": f"the scenario has {last} steps"}]}, 400)
    while len(stepper.steps) <= n and stepper.forward():
        pass
    game = stepper.steps[n][2].copy()
    pairs = legal.legal_actions(game, doc["game"])
    with translation.override(lang):
        listed = legal.as_dicts(pairs, lang, lambda a: boardmod.describe(a, doc["game"]))
    state = game.to_state()
    return _json({"step": n, "game": doc["game"], "lang": lang, "priority": state.get("priority"),
                  "actions": listed, "count": len(listed)})
