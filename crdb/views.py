import re

from django.http import Http404, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils.translation import get_language, gettext as _
from django.views.decorators.http import require_GET

from content.views import cr_redirect_target

from . import services
from .models import GlossaryEntry, Rule

HREF_RE = re.compile(r' href="/cr/([^"#]*)(#[^"]*)?"')


def _page_html(html: str, lang: str, query: str) -> str:
    """Stored links get the language prefix, and the release when an older one is shown."""
    if not query:
        return services.localize_html(html, lang)
    return HREF_RE.sub(lambda m: f' href="/{lang}/cr/{m.group(1)}{query}{m.group(2) or ""}"', html)


def _release_or_404(request, lang):
    """(release, latest, query suffix) for ?release=YYYY-MM-DD, else the latest release."""
    key = request.GET.get("release") or None
    latest = services.get_release()
    release = services.get_release(key) if key else latest
    if release is None:
        raise Http404(key or "no CR")
    return release, latest, services.release_query(release, latest)


def _common(release, latest, query):
    return {"release": release, "latest": latest, "release_query": query,
            "is_latest": latest is not None and release.pk == latest.pk,
            "all_releases": services.releases()}


@require_GET
def rule(request, number):
    """/<lang>/cr/<number>/: the rule with its subrules and examples, linked, beside the topic page
    in <lang> that explains it. Without an imported CR, a redirect to that topic page."""
    lang = get_language()
    if not services.any_release():
        target = cr_redirect_target(number, lang)
        if not target:
            raise Http404(number)
        return HttpResponseRedirect(target)
    n = services.normalize_number(number)
    if not n:
        raise Http404(number)
    if n != number:
        qs = request.META.get("QUERY_STRING", "")
        return HttpResponseRedirect(f"/{lang}/cr/{n}/" + (f"?{qs}" if qs else ""))
    release, latest, query = _release_or_404(request, lang)
    obj = Rule.objects.filter(release=release, number=n).first()
    if obj is None:
        raise Http404(n)
    blocks = services.shown_rules(release, obj)
    prev, nxt = services.neighbours(release, obj, blocks[-1].position if blocks else obj.position)
    html = _page_html("".join(b.html for b in blocks), lang, query)
    rels = services.releases()
    ctx = {
        **_common(release, latest, query),
        "rule": obj, "html": html, "prev_rule": prev, "next_rule": nxt,
        "ancestors": services.ancestors(release, obj),
        "topic": services.topic_for(n, lang),
        "history": services.history(n) if len(rels) > 1 else [],
    }
    if request.htmx:
        return render(request, "crdb/rule.html#rule-text", ctx)
    return render(request, "crdb/rule.html", ctx)


@require_GET
def index(request):
    """/<lang>/cr/: the table of contents of the latest (or chosen) release."""
    lang = get_language()
    if not services.any_release():
        return render(request, "crdb/empty.html", status=200)
    release, latest, query = _release_or_404(request, lang)
    return render(request, "crdb/index.html", {
        **_common(release, latest, query), "toc": services.toc(release),
        "intro": release.intro,
    })


@require_GET
def glossary(request):
    lang = get_language()
    if not services.any_release():
        raise Http404("glossary")
    release, latest, query = _release_or_404(request, lang)
    entries = list(GlossaryEntry.objects.filter(release=release).order_by("position"))
    body = _page_html("".join(
        f'<dt id="{e.slug}"><a href="/cr/glossary/{e.slug}/">{_esc(e.term)}</a></dt><dd>{e.html}</dd>'
        for e in entries), lang, query)
    letters = sorted({e.term[:1].upper() for e in entries if e.term[:1].isalpha()})
    return render(request, "crdb/glossary.html", {
        **_common(release, latest, query), "body": body, "count": len(entries), "letters": letters})


@require_GET
def glossary_term(request, slug):
    lang = get_language()
    if not services.any_release():
        raise Http404(slug)
    release, latest, query = _release_or_404(request, lang)
    entry = services.glossary_entry(release, slug)
    if entry is None:
        raise Http404(slug)
    return render(request, "crdb/glossary_term.html", {
        **_common(release, latest, query), "entry": entry,
        "html": _page_html(entry.html, lang, query)})


@require_GET
def diff_index(request):
    lang = get_language()
    rels = services.releases()
    if len(rels) < 2:
        return render(request, "crdb/diff.html", {"diff": None, "all_releases": rels,
                                                   "release": rels[0] if rels else None})
    return HttpResponseRedirect(f"/{lang}/cr/diff/{rels[1].key}/{rels[0].key}/")


@require_GET
def diff(request, old, new):
    lang = get_language()
    a, b = services.get_release(old), services.get_release(new)
    if a is None or b is None:
        raise Http404(f"{old}/{new}")
    d = services.diff_releases(a, b)
    return render(request, "crdb/diff.html", {
        "diff": d, "old": a, "new": b, "release": b, "all_releases": services.releases(),
        "latest": services.get_release(),
    })


def _esc(s):
    from html import escape
    return escape(s, quote=False)


@require_GET
def api_rule(request, number):
    """GET /api/cr/<number>[?release=YYYY-MM-DD]: the rule, its subrules and examples as JSON."""
    n = services.normalize_number(number)
    key = request.GET.get("release") or None
    if not services.any_release():
        return JsonResponse({"error": "not_imported", "message": _("No Comprehensive Rules release is imported."),
                             "number": number}, status=404)
    release = services.get_release(key)
    if release is None:
        return JsonResponse({"error": "unknown_release", "message": f"No release effective {key} is imported.",
                             "releases": [r.key for r in services.releases()]}, status=404)
    data = services.rule_json(release, n) if n else None
    if data is None:
        return JsonResponse({"error": "unknown_rule", "number": number, "release": release.key,
                             "message": f"There is no rule {number} in the Comprehensive Rules effective {release.key}."},
                            status=404)
    return JsonResponse(data, json_dumps_params={"ensure_ascii": False})
