"""Search page (/<lang>/search/, plain form or htmx fragment) and JSON API (/api/search)."""
from __future__ import annotations

import logging
import time

from django.conf import settings
from django.http import JsonResponse
from django.shortcuts import render
from django.utils.translation import get_language
from django.views.decorators.http import require_GET
from rulesite.httpcache import reference_page

from . import engine
from langs import LANGS

log = logging.getLogger(__name__)
PAGE_LIMIT = 20
LIVE_LIMIT = 8


def _safe_search(q, lang, game, limit):
    """engine.search, but an engine failure is an empty answer (logged), never a 500."""
    try:
        return engine.search(q, lang=lang, game=game, limit=limit)
    except Exception:  # noqa: BLE001 - a broken index must not take the page down
        log.exception("search failed for %r", q)
        return engine.SearchResult(query=engine.clean_query(q), error="unavailable")


def _safe_search_cr(q, limit, lang, cited=None):
    try:
        return engine.search_cr(q, limit=limit, lang=lang, cited=cited)
    except Exception:  # noqa: BLE001
        log.exception("CR search failed for %r", q)
        return []


def _named_cards(res, lang):
    """The cards the query names (engine stage "cards") as the cards group shows them, never a 500."""
    if not res.cards:
        return []
    try:
        from cards.views import cards_named
        return cards_named([c["name"] for c in res.cards], lang)
    except Exception:  # noqa: BLE001
        log.exception("named cards failed for %r", res.query)
        return []


def _safe_card_hits(q, lang, limit):
    """Magic cards whose name matches (the card pool's own index, cards app), never a 500."""
    try:
        from cards.views import card_hits
        return card_hits(q, lang, limit)
    except Exception:  # noqa: BLE001
        log.exception("card search failed for %r", q)
        return []


@require_GET
@reference_page
def search_page(request):
    lang = get_language() if get_language() in LANGS else settings.LANGUAGE_CODE
    raw = request.GET.get("q", "")
    game = request.GET.get("game", "")
    game = game if game in engine.GAMES else ""
    live = bool(getattr(request, "htmx", False))
    res = _safe_search(raw, lang, game or None, LIVE_LIMIT if live else PAGE_LIMIT)
    # rules and keywords apart; the group holding the best hit comes first
    groups = []
    for r in res.results:
        for g in groups:
            if g["kind"] == r["kind"]:
                g["results"].append(r)
                break
        else:
            groups.append({"kind": r["kind"], "results": [r]})
    cr = _safe_search_cr(res.suggestion if res.corrected else res.query, 3 if live else 10, lang, res.cited) \
        if res.query and game != "bfb" else []
    extra = engine.extra_results(res.query, lang, game or None, 3 if live else 10) if res.query else []
    cards = _safe_card_hits(res.query, lang, 3 if live else 5) if res.query and game != "bfb" else []
    named = _named_cards(res, lang)
    cards = [c for c in cards if c["slug"] not in {n["slug"] for n in named}]
    context = {
        "cards": cards, "named_cards": named,
        "q": res.query, "search_query": res.query, "game": game, "res": res,
        "groups": groups, "cr": cr, "extra_groups": extra,
        "total": len(res.results), "games": [("mtg", "mtg"), ("bfb", "bfb")],
    }
    template = "search/search.html#results" if live else "search/search.html"
    response = render(request, template, context)
    response["Vary"] = "HX-Request"
    return response


def _bad(message: str, status: int = 400):
    return JsonResponse({"error": message}, status=status)


@require_GET
@reference_page   # issue 25: cacheable like the pages (ETag from the content version, 304, no cookie)
def search_api(request):
    t0 = time.perf_counter()
    q = request.GET.get("q", "")
    lang = request.GET.get("lang", settings.LANGUAGE_CODE) or settings.LANGUAGE_CODE
    if lang not in LANGS:
        return _bad(f"unknown lang {lang[:20]!r}: use one of {', '.join(LANGS)}")
    game = request.GET.get("game", "") or None
    if game is not None and game not in engine.GAMES:
        return _bad(f"unknown game {game[:20]!r}: use one of {', '.join(engine.GAMES)} or leave it out")
    kind = request.GET.get("kind", "") or None
    if kind is not None and kind not in engine.TOPIC_KINDS + ("cr",):
        return _bad(f"unknown kind {kind[:20]!r}: use rule, keyword, policy or cr, or leave it out")
    raw_limit = request.GET.get("limit", "10")
    try:
        limit = int(raw_limit)
    except ValueError:
        return _bad("limit must be a whole number (1-50)")
    limit = max(1, min(limit, engine.MAX_LIMIT))  # out of range: clamped
    try:
        # no kind: topic pages and Comprehensive Rules in one ranking; kind=cr: the rules only
        res = engine.search(q, lang=lang, game=game, kind=kind, limit=limit, include_cr=kind is None)
    except Exception:  # noqa: BLE001
        log.exception("search API failed for %r", q)
        return JsonResponse({"error": "search is unavailable, try again later"}, status=503)
    body = {
        "query": res.query,
        "results": [{"id": r["id"], "kind": r["kind"], "game": r["game"], "title": r["title"],
                     "url": r["url"], "snippet": r["snippet"]} for r in res.results],
        "took_ms": round((time.perf_counter() - t0) * 1000, 2),
    }
    # the Magic cards the question names (stage "cards"): shown beside the results
    body["cards"] = [{"name": c["name"], "url": c["url"], "matched": c["matched"], "keywords": c["keywords"]}
                     for c in res.cards]
    # the groups other apps register (engine.register_results): card rulings ("Card rulings")
    body["extra"] = engine.extra_results(res.query, lang, game, min(limit, 10)) if res.query and kind is None else []
    if res.suggestion:
        body["suggestion"] = res.suggestion
        body["corrected"] = res.corrected
    response = JsonResponse(body, json_dumps_params={"ensure_ascii": False})
    response["Access-Control-Allow-Origin"] = "*"
    return response
