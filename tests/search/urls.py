"""rulesite.urls with search.urls before content.urls (see conftest.index_settings)."""
from django.conf.urls.i18n import i18n_patterns
from django.urls import include, path

urlpatterns = [
    path("api/", include("search.api_urls")),
] + i18n_patterns(
    path("search/", include("search.urls")),
    path("", include("content.urls")),
    prefix_default_language=True,
)
