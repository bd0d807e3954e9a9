from django.conf import settings
from django.http import Http404, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, render
from django.utils import translation
from django.utils.translation import get_language
from django.views.decorators.http import require_GET, require_safe
from rulesite.httpcache import reference_page

from . import services
from .models import TopicPage
from langs import GAMES, LANGS



def _accept_language(request) -> str | None:
    header = request.META.get("HTTP_ACCEPT_LANGUAGE", "")
    for lang, _q in translation.trans_real.parse_accept_lang_header(header):
        code = lang.split("-")[0].lower()
        if code in LANGS:
            return code
    return None


@require_GET
def root_redirect(request):
    """/ -> the visitor's language: Accept-Language, then the language cookie, then English."""
    lang = _accept_language(request)
    if not lang:
        cookie = request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME, "")
        lang = cookie if cookie in LANGS else settings.LANGUAGE_CODE
    response = HttpResponseRedirect(f"/{lang}/")
    response["Vary"] = "Accept-Language, Cookie"
    return response


@require_safe
@reference_page
def home(request):
    lang = get_language()
    games = [{"game": g, "toc": services.toc(g, lang)} for g in GAMES]
    return render(request, "content/home.html", {"games": games})


@require_safe
@reference_page
def game_index(request, game):
    if game not in GAMES:
        raise Http404(game)
    lang = get_language()
    toc = services.toc(game, lang)
    keywords = [p for s in toc if s["section"] == "keywords" for p in s["topics"]]
    return render(request, "content/game.html", {
        "game": game, "toc": [s for s in toc if s["section"] != "keywords"], "keywords": keywords})


@require_safe
@reference_page
def topic(request, topic_id):
    lang = get_language()
    page = TopicPage.objects.filter(topic_id=topic_id, lang=lang).select_related("topic").first()
    if page is None:
        raise Http404(topic_id)
    related = (TopicPage.objects.filter(lang=lang, topic_id__in=page.topic.related)
               .select_related("topic").order_by("topic__order"))
    # previous / next topic of the same game in reading order
    siblings = list(TopicPage.objects.filter(lang=lang, topic__game=page.topic.game)
                    .order_by("topic__order", "topic_id").values_list("topic_id", "title"))
    ids = [s[0] for s in siblings]
    i = ids.index(topic_id)
    prev_page = siblings[i - 1] if i > 0 else None
    next_page = siblings[i + 1] if i + 1 < len(siblings) else None
    return render(request, "content/topic.html", {
        "page": page, "topic": page.topic, "related": related,
        "prev_page": prev_page, "next_page": next_page,
        "cr_numbers": page.topic.cr,
    })


@require_safe
@reference_page
def topic_summary(request, topic_id):
    """The one-line definition, as an htmx fragment (or the page itself without htmx)."""
    lang = get_language()
    page = get_object_or_404(TopicPage, topic_id=topic_id, lang=lang)
    if not request.htmx:
        return HttpResponseRedirect(f"/{lang}/t/{topic_id}/")
    return render(request, "content/topic.html#summary", {"page": page})


def cr_redirect_target(number: str, lang: str) -> str | None:
    hit = services.resolve_cr(number)
    if not hit:
        return None
    topic_id, anchor = hit
    return f"/{lang}/t/{topic_id}/" + (f"#{anchor}" if anchor else "")


def _lang_from_path(request) -> str:
    """The page's language from its URL prefix; for an unknown prefix, the visitor's."""
    first = request.path.lstrip("/").split("/", 1)[0]
    if first in LANGS:
        return first
    cookie = request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME, "")
    return _accept_language(request) or (cookie if cookie in LANGS else settings.LANGUAGE_CODE)


def not_found(request, exception=None):
    """404 in the visitor's language, with the nearest topics for what was asked."""
    lang = _lang_from_path(request)
    translation.activate(lang)
    request.LANGUAGE_CODE = lang
    parts = [p for p in request.path.split("/") if p]
    query = parts[-1] if parts else ""
    if len(parts) >= 3 and parts[1] in ("t", "cr"):
        query = parts[2]
    try:
        suggestions = services.suggest(query, lang)
    except Exception:  # the database may be unavailable; the 404 must still render
        suggestions = []
    response = render(request, "404.html", {"query": query, "suggestions": suggestions}, status=404)
    return response


def server_error(request):
    lang = _lang_from_path(request)
    translation.activate(lang)
    return render(request, "500.html", status=500)


@require_safe
def robots_txt(request):
    return HttpResponse(f"User-agent: *\nAllow: /\nSitemap: {request.build_absolute_uri('/sitemap.xml')}\n",
                        content_type="text/plain")
