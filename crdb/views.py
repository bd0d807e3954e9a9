import re

from django.http import Http404, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils.translation import get_language, gettext as _
from django.views.decorators.http import require_GET
from rulesite.httpcache import reference_page

from content import services as content_services
from content.views import cr_redirect_target

from . import services

HREF_RE = re.compile(r' href="/cr/([^"#]*)(#[^"]*)?"')


def _page_html(html: str, lang: str, query: str) -> str:
    """Stored links get the language prefix, and the release when an older one is shown."""
    if not query:
        return services.localize_html(html, lang)
    return HREF_RE.sub(lambda m: f' href="/{lang}/cr/{m.group(1)}{query}{m.group(2) or ""}"', html)


def _release_or_404(request, lang):
    """(release, latest, query suffix, all releases) for ?release=YYYY-MM-DD, else the latest."""
    key = request.GET.get("release") or None
    rels = services.releases()
    latest = rels[0] if rels else None
    release = latest
    if key:
        date = services.parse_release_key(key)
        release = next((r for r in rels if r.effective == date), None)
    if release is None:
        raise Http404(key or "no CR")
    return release, latest, services.release_query(release, latest), rels


def _common(release, latest, query, rels):
    return {"release": release, "latest": latest, "release_query": query,
            "is_latest": latest is not None and release.pk == latest.pk, "all_releases": rels}


@require_GET
@reference_page
def rule(request, number):
    """/<lang>/cr/<number>/: the rule with its subrules and examples, linked, beside the topic page
    in <lang> that explains it. Without an imported CR, a redirect to that topic page."""
    lang = get_language()
    if not services.any_release():
        target = cr_redirect_target(number, lang)
        if target:
            return HttpResponseRedirect(target)
        n = services.normalize_number(number)
        explanation = content_services.explanation_for_page(n, lang) if n else None
        if explanation is None:
            raise Http404(number)
        if n != number:
            return HttpResponseRedirect(f"/{lang}/cr/{n}/")
        # the CR-number lookup page: no official text here, the project's explanation is
        return render(request, "crdb/lookup.html", {"number": n, "explanation": explanation})
    n = services.normalize_number(number)
    if not n:
        raise Http404(number)
    if n != number:
        qs = request.META.get("QUERY_STRING", "")
        return HttpResponseRedirect(f"/{lang}/cr/{n}/" + (f"?{qs}" if qs else ""))
    release, latest, query, rels = _release_or_404(request, lang)
    page = services.rule_page(release, n)
    if page is None:
        raise Http404(n)
    ctx = {
        **_common(release, latest, query, rels), **page,
        "html": _page_html(page["html"], lang, query),
        "topic": services.topic_for(n, lang),
        "history": services.history(n, rels=rels) if len(rels) > 1 else [],
        "explanation": content_services.explanation_for_page(n, lang),
        "sub_explanations": _sub_explanations(page.get("numbers") or [], n, lang),
    }
    if request.htmx:
        return render(request, "crdb/rule.html#rule-text", ctx)
    return render(request, "crdb/rule.html", ctx)


def _sub_explanations(numbers: list[str], number: str, lang: str) -> list:
    """The explanations of the other rules a page shows (704.5 shows 704.5a ... 704.5z)."""
    others = [x for x in numbers if x != number]
    if not others:
        return []
    found = content_services.explanations_by_number(others, lang)
    return [found[x] for x in others if x in found]


@require_GET
@reference_page
def explain(request, number):
    """/<lang>/cr/<number>/explain/: the project's plain explanation of a rule as an htmx fragment
    (the rule-link hover and tap in the judge stepper); without htmx, the rule page itself."""
    lang = get_language()
    n = services.normalize_number(number)
    if not n:
        raise Http404(number)
    if not request.htmx:
        return HttpResponseRedirect(f"/{lang}/cr/{n}/")
    explanation = content_services.explanation_for_page(n, lang)
    return render(request, "crdb/_explain.html", {"number": n, "explanation": explanation})


@require_GET
@reference_page
def index(request):
    """/<lang>/cr/: the table of contents of the latest (or chosen) release."""
    lang = get_language()
    if not services.any_release():
        return render(request, "crdb/empty.html", status=200)
    release, latest, query, rels = _release_or_404(request, lang)
    return render(request, "crdb/index.html", {
        **_common(release, latest, query, rels), "toc": services.toc(release),
        "intro": release.intro,
    })


@require_GET
@reference_page
def glossary(request):
    lang = get_language()
    if not services.any_release():
        raise Http404("glossary")
    release, latest, query, rels = _release_or_404(request, lang)
    body, count = services.glossary_html(release)
    body = _page_html(body, lang, query)
    return render(request, "crdb/glossary.html", {
        **_common(release, latest, query, rels), "body": body, "count": count})


@require_GET
@reference_page
def glossary_term(request, slug):
    lang = get_language()
    if not services.any_release():
        raise Http404(slug)
    release, latest, query, rels = _release_or_404(request, lang)
    entry = services.glossary_entry(release, slug)
    if entry is None:
        raise Http404(slug)
    return render(request, "crdb/glossary_term.html", {
        **_common(release, latest, query, rels), "entry": entry,
        "html": _page_html(entry.html, lang, query)})


@require_GET
@reference_page
def diff_index(request):
    lang = get_language()
    rels = services.releases()
    if len(rels) < 2:
        return render(request, "crdb/diff.html", {"diff": None, "all_releases": rels,
                                                   "release": rels[0] if rels else None})
    return HttpResponseRedirect(f"/{lang}/cr/diff/{rels[1].key}/{rels[0].key}/")


@require_GET
@reference_page
def diff(request, old, new):
    a, b = services.get_release(old), services.get_release(new)
    if a is None or b is None:
        raise Http404(f"{old}/{new}")
    d = services.diff_releases(a, b)
    return render(request, "crdb/diff.html", {
        "diff": d, "old": a, "new": b, "release": b, "all_releases": services.releases(),
        "latest": services.get_release(),
    })


@require_GET
@reference_page
def api_rule(request, number):
    """GET /api/cr/<number>[?release=YYYY-MM-DD]: the rule, its subrules and examples as JSON."""
    n = services.normalize_number(number)
    key = request.GET.get("release") or None
    if not services.any_release():
        body = {"error": "not_imported", "message": _("No Comprehensive Rules release is imported."),
                "number": number}
        if n:
            texts = content_services.explanation_texts(n)
            if any(texts.values()):
                body["explanations"] = texts
        return JsonResponse(body, status=404, json_dumps_params={"ensure_ascii": False})
    release = services.get_release(key)
    if release is None:
        return JsonResponse({"error": "unknown_release", "message": f"No release effective {key} is imported.",
                             "releases": [r.key for r in services.releases()]}, status=404)
    data = services.rule_json(release, n) if n else None
    if data is None:
        return JsonResponse({"error": "unknown_rule", "number": number, "release": release.key,
                             "message": f"There is no rule {number} in the Comprehensive Rules effective {release.key}."},
                            status=404)
    data["explanations"] = content_services.explanation_texts(n)
    return JsonResponse(data, json_dumps_params={"ensure_ascii": False})
