"""Card pages: search (/<lang>/cards/, page or htmx fragment at the same URL), one page per card
(/<lang>/cards/<slug>/), and the JSON API (/api/cards, /api/cards/<slug>). Thin views over
cards.source and cards.render."""
from __future__ import annotations

import re
from html import escape
from urllib.parse import urlencode

from django.http import Http404, JsonResponse
from django.shortcuts import render
from django.utils.safestring import mark_safe
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_safe

from rulesite.httpcache import reference_page

from judge.mtg import cards as engine_cards

from . import query as cq, render as r, source
from .models import Card, Pool
from langs import LANGS, supported

PAGE_LIMIT = 100
LIVE_LIMIT = PAGE_LIMIT   # the live results are the page's results (issue 24, item 7: they stopped at 10)
API_MAX = 1000
API_DEFAULT = 100
NAME_MAX = 1000      # a name query lists every card whose name is like it (issue 25: all matches)
MAX_Q = 100


def _lang(value=None):
    return supported(value or get_language())


def _links(lang):
    return source.keyword_links(lang)


def _display_name(hit_or_card, lang):
    names = getattr(hit_or_card, "names", None) if not isinstance(hit_or_card, dict) else hit_or_card.get("names")
    return (names or {}).get(lang) if lang != "en" else None


def _result(hit, lang):
    e = {"name": hit["name"], "slug": hit["slug"], "url": f"/{lang}/cards/{hit['slug']}/",
         "type": hit["type_line"], "mana_cost": hit["mana_cost"] or ""}
    return e


def card_hits(q: str, lang: str, limit: int) -> list[dict]:
    """Search results for the pages (this one and the site search box, search/views.py)."""
    return _decorate(find(q, lang, limit)["results"], lang)


def cards_named(names, lang: str) -> list[dict]:
    """The cards of these exact names (the pool or the built-in catalogue) as search results: the
    cards a site-search question names (search/engine/cards.py)."""
    ix = source.index()
    hits = []
    for n in names:
        got = [ix.info[i] for i in ix.full.get(cq.norm(n), ()) if ix.info[i]["name"] == n]
        hits += got[:1]
    return _decorate(hits, lang)


def _decorate(hits, lang):
    results = []
    local = _local_names([h["name"] for h in hits], lang)
    for h in hits:
        d = _result(h, lang)
        d["mana_html"] = r.mana_html(h["mana_cost"])
        d["local_name"] = local.get(h["name"])
        results.append(d)
    return results


def find(q: str, lang: str, limit: int, offset: int = 0) -> dict:
    """{"total", "results" (hits, best first, ``limit`` from ``offset``), "warnings", "read_back"}.
    Scryfall's syntax (cards/query.py) when the query uses it; otherwise the forgiving name search
    (cards/index.py), a nickname's card first. Raises cards.query.QueryError (every term ignored)."""
    q = (q or "")[:MAX_Q]
    if not q.strip():
        return {"total": 0, "results": [], "warnings": [], "read_back": ""}
    if cq.has_syntax(q):
        return source.query_search(q, lang, limit=limit, offset=offset)
    hits = source.search(q, NAME_MAX)
    nick = cq.nicknames().get(cq.norm(q))
    if nick:
        first = [h for h in source.search(nick, 5) if h["name"] == nick]
        hits = first + [h for h in hits if h["name"] != nick]
    read = cq.msg(lang, "all", clauses=cq.msg(lang, "nickname", v=nick, nick=q.strip()) if nick
                  else cq.msg(lang, "name_like", v=q.strip()))
    return {"total": len(hits), "results": hits[offset:offset + limit], "warnings": [], "read_back": read}


@require_safe
@reference_page
def coverage_page(request):
    """/<lang>/cards/coverage/: counts by kind and format, the not-modelled line shapes (issue 21)."""
    from . import coverage as cov
    lang = _lang()
    return render(request, "cards/coverage.html", {"cov": cov.coverage(), "t": cov.texts(lang), "lang": lang})


@require_safe
@reference_page
def search_page(request):
    lang = _lang()
    q = (request.GET.get("q") or "")[:MAX_Q]
    live = bool(getattr(request, "htmx", False))
    try:
        found = find(q, lang, LIVE_LIMIT if live else PAGE_LIMIT)
        error = ""
    except cq.QueryError as exc:
        found, error = {"total": 0, "results": [], "warnings": [], "read_back": ""}, str(exc)
    results = _decorate(found["results"], lang)
    pool = Pool.objects.first()
    ctx = {"q": q, "results": results, "pool": pool, "count": pool.count if pool else len(engine_cards.names()),
           "lang": lang, "total": found["total"], "warnings": found["warnings"], "read_back": found["read_back"],
           "query_error": error, "more": max(0, found["total"] - len(results))}
    template = "cards/search.html#results" if live else "cards/search.html"
    return render(request, template, ctx)


def _local_names(names, lang):
    if lang == "en" or not names:
        return {}
    out = {}
    for name, n in Card.objects.filter(name__in=names).values_list("name", "names"):
        if isinstance(n, dict) and n.get(lang):
            out[name] = n[lang]
    for name in names:
        e = engine_cards.builtin(name)
        if name not in out and e and (e.get("names") or {}).get(lang):
            out[name] = e["names"][lang]
    return out


# ------------------------------------------------------------------------------ one card
def _builtin_by_slug(slug):
    for name in engine_cards.names():
        if source.builtin_slug(name) == slug and not Card.objects.filter(name=name).exists():
            return engine_cards.builtin(name)
    return None


def _builtin_face(e):
    return {"name": e["card"], "mana_cost": e.get("mana_cost"), "type_line": source.builtin_type_line(e),
            "types": list(e.get("types", [])), "subtypes": list(e.get("subtypes") or []),
            "supertypes": (["legendary"] if e.get("legendary") else []) + (["basic"] if e.get("basic") else []),
            "colors": list(e.get("colors") or []),
            "power": str(e["power"]) if "power" in e else None, "toughness": str(e["toughness"]) if "toughness" in e else None,
            "loyalty": str(e["loyalty"]) if "loyalty" in e else None, "defense": None,
            "keywords": list(e.get("keywords") or []), "text": ""}


def builtin_definition(e):
    """A built-in card's definition as the engine plays it (its printed values left out)."""
    return {k: v for k, v in e.items() if k not in ("card", "names", "notes")}


def card_data(slug):
    """Everything the page and the API show, or None."""
    card = Card.objects.filter(slug=slug).first()
    if card is not None:
        comp = source.compiled(card)
        builtin = engine_cards.builtin(card.name)
        return {"name": card.name, "slug": card.slug, "layout": card.layout, "unknown_layout": card.unknown_layout,
                "faces": card.faces, "mana_value": card.mana_value, "colors": card.colors,
                "color_identity": card.color_identity, "legalities": card.legalities, "names": card.names,
                "status": "full" if builtin else comp["status"], "builtin": bool(builtin),
                "lines": comp["lines"], "playable": source.playable_problem(card) is None,
                "compiled": builtin_definition(builtin) if builtin else comp["definition"],
                "problem": source.playable_problem(card), "imported": True, "rulings": list(card.rulings or [])}
    e = _builtin_by_slug(slug)
    if e is None:
        return None
    face = _builtin_face(e)
    return {"name": e["card"], "slug": slug, "layout": "normal", "unknown_layout": False, "faces": [face],
            "mana_value": None, "colors": face["colors"], "color_identity": None, "legalities": None,
            "names": dict(e.get("names") or {}), "status": "full", "builtin": True, "lines": [],
            "compiled": builtin_definition(e),
            "playable": True, "problem": None, "imported": False, "rulings": []}


def _explained_lines(lines, lang: str) -> list[dict]:
    """What each compiled line does, in the reader's language: the line's keyed explanation
    (mtg.oracle.line.<kind>, judge/mtg/messages.py) with the rule the engine applies to it."""
    from judge.engine.messages import render as render_message
    from judge.mtg.oracle.describe import describe_line
    from judge.mtg.oracle.explain import explain_line
    out = []
    for ln in lines or []:
        msg = explain_line(ln)
        if msg is not None:
            does = describe_line(ln)   # what the engine does with it (issue 21), when it can be said
            out.append({"text": ln.get("text") or "", "explanation": render_message(msg.key, msg.params, lang),
                        "does": render_message(does.key, does.params, lang) if does is not None else ""})
    return out


def line_views(lines, lang):
    """Each line with `does`: what the engine does with it, a sentence in the reader's language
    (describe.describe_line, else the kind of ability explain.explain_line), "" if not modelled."""
    from judge.engine.messages import render as render_msg
    from judge.mtg.oracle.describe import describe_line
    from judge.mtg.oracle.explain import explain_line
    out = []
    for ln in lines:
        m = describe_line(ln) or explain_line(ln)
        out.append(dict(ln, does=render_msg(m.key, m.params, lang) if m is not None else ""))
    return out


@require_safe
@reference_page
def card_page(request, slug):
    """A reference page (rulesite/httpcache.py): public, ETag from the content version that every
    card import bumps, kept by the rendered-page cache."""
    lang = _lang()
    data = card_data(slug)
    if data is None:
        raise Http404(_("No card has this address."))
    links = _links(lang)
    faces = []
    for f in data["faces"]:
        faces.append({**f, "mana_html": r.mana_html(f.get("mana_cost")),
                      "text_html": r.oracle_html(f.get("text") or "", f.get("keywords") or [], links, lang),
                      "local_name": (f.get("names") or {}).get(lang) if lang != "en" else None,
                      "keyword_links": [{"name": k, **links[k.casefold()]} for k in f.get("keywords") or []
                                        if k.casefold() in links and not data["imported"]]})
    local = data["names"].get(lang) if lang != "en" else None
    unmodelled = [ln for ln in data["lines"] if not ln.get("modelled")]
    legal = None
    if data["legalities"] is not None:
        from .importer import FORMATS
        legal = [{"format": f, "status": data["legalities"].get(f, "not_legal")} for f in FORMATS]
    judge_url = f"/{lang}/judge/?" + urlencode({"card": data["name"]})
    rulings = [{"date": x.get("date", ""), "html": ruling_html(x.get("text", ""), lang)} for x in data["rulings"]]
    ctx = {"rulings": rulings, "card": data, "faces": faces, "local_name": local, "rules": r.type_rules(data["faces"], data["layout"], lang),
           "unmodelled": unmodelled, "lines": data["lines"], "explained": _explained_lines(data["lines"], lang),
           "legal": legal, "judge_url": judge_url, "lang": lang}
    return render(request, "cards/card.html", ctx)


_CR_NUMBER = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\d])")


def ruling_html(text: str, lang: str) -> str:
    """A ruling's text, escaped, each CR number in it (702.9b) linked to its rule page."""
    out, pos = [], 0
    for m in _CR_NUMBER.finditer(text):
        out.append(escape(text[pos:m.start()]))
        out.append(f'<a class="cr-ref" href="/{lang}/cr/{m.group(1)}/">{escape(m.group(1))}</a>')
        pos = m.end()
    out.append(escape(text[pos:]))
    return mark_safe("".join(out))  # noqa: S308 - every piece escaped above


# ---------------------------------------------------------------------------------- API
def _bad(message, status=400):
    return JsonResponse({"error": message}, status=status, json_dumps_params={"ensure_ascii": False})


@require_GET
@reference_page   # issue 25: cacheable like the pages (ETag from the content version every import bumps)
def api_search(request):
    q = request.GET.get("q", "")
    lang = request.GET.get("lang") or "en"
    if lang not in LANGS:
        return _bad(f"unknown lang {lang[:20]!r}: use one of {', '.join(LANGS)}")
    raw_limit = request.GET.get("limit") or str(API_DEFAULT)
    try:
        limit = int(raw_limit)
    except ValueError:
        return _bad(f"limit must be a whole number from 1 to {API_MAX}, got {raw_limit[:20]!r}")
    if not 1 <= limit <= API_MAX:
        return _bad(f"limit must be a whole number from 1 to {API_MAX}, got {limit}")
    raw_offset = request.GET.get("offset") or "0"
    if not raw_offset.isdigit():
        return _bad(f"offset must be a whole number (0 or more), got {raw_offset[:20]!r}")
    if len(q) > MAX_Q:
        return _bad(f"q is {len(q)} characters long; the limit is {MAX_Q}")
    try:
        found = find(q, lang, limit, int(raw_offset))
    except cq.QueryError as exc:
        return _bad(str(exc))
    body = {"total": found["total"], "results": [_result(h, lang) for h in found["results"]],
            "warnings": found["warnings"], "read_back": found["read_back"]}
    return JsonResponse(body, json_dumps_params={"ensure_ascii": False})


@require_GET
@reference_page   # issue 25: cacheable like the pages (ETag from the content version every import bumps)
def api_card(request, slug):
    lang = request.GET.get("lang") or "en"
    if lang not in LANGS:
        return _bad(f"unknown lang {lang[:20]!r}: use one of {', '.join(LANGS)}")
    data = card_data(slug)
    if data is None:
        return _bad(f"no card has the slug {slug[:100]!r}; find slugs with /api/cards?q=NAME", 404)
    body = {"name": data["name"], "slug": data["slug"], "url": f"/{lang}/cards/{data['slug']}/",
            "layout": data["layout"], "unknown_layout": data["unknown_layout"],
            "names": data["names"], "mana_value": data["mana_value"], "colors": data["colors"],
            "color_identity": data["color_identity"], "faces": data["faces"], "legalities": data["legalities"],
            "modelled": data["status"], "builtin": data["builtin"], "playable": data["playable"],
            "lines": line_views(data["lines"], lang),
            "unmodelled": [ln["text"] for ln in data["lines"] if not ln.get("modelled")],
            "compiled": data.get("compiled") or {},   # the definition the engine plays (issue 21)
            "rulings": data["rulings"]}
    return JsonResponse(body, json_dumps_params={"ensure_ascii": False})
