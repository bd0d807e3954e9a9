"""The site's URLs with the CR browser before the content app's catch-all "<game>/" pattern (which
currently answers /<lang>/cr/ with a 404 - see the report). Used only to test the CR index view."""
from django.conf.urls.i18n import i18n_patterns
from django.urls import include, path

from rulesite.urls import urlpatterns as site_patterns

urlpatterns = i18n_patterns(path("cr/", include("crdb.urls")), prefix_default_language=True) + list(site_patterns)
handler404 = "content.views.not_found"
