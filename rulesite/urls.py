from django.conf.urls.i18n import i18n_patterns
from django.contrib.sitemaps.views import sitemap
from django.urls import include, path

from content import views as content_views
from content.sitemaps import SITEMAPS
from rulesite.httpcache import reference_page

urlpatterns = [
    path("", content_views.root_redirect, name="root"),
    path("sitemap.xml", reference_page(sitemap), {"sitemaps": SITEMAPS}, name="sitemap"),
    path("robots.txt", content_views.robots_txt, name="robots"),
    path("api/", include("search.api_urls")),
    path("api/", include("judge.api_urls")),
    path("api/", include("crdb.api_urls")),
    path("api/", include("deckcheck.api_urls")),
    path("api/", include("cards.api_urls")),
]

urlpatterns += i18n_patterns(
    # specific prefixes first: content.urls ends with a catch-all "<game>/"
    path("cr/", include("crdb.urls")),
    path("search/", include("search.urls")),
    path("judge/", include("judge.urls")),
    path("cards/", include("cards.urls")),
    path("policy/", include("policy.urls")),
    path("", include("deckcheck.urls")),
    path("", include("content.urls")),
    prefix_default_language=True,
)

handler404 = "content.views.not_found"
handler500 = "content.views.server_error"
