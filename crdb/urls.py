from django.urls import path

import rulesite.converters  # noqa: F401 (registers <segment:...>: a path segment without NUL)

from . import views

app_name = "crdb"
urlpatterns = [
    path("", views.index, name="index"),
    path("glossary/", views.glossary, name="glossary"),
    path("glossary/<segment:slug>/", views.glossary_term, name="glossary_term"),
    path("diff/", views.diff_index, name="diff_index"),
    path("diff/<segment:old>/<segment:new>/", views.diff, name="diff"),
    path("<segment:number>/explain/", views.explain, name="explain"),
    path("<segment:number>/", views.rule, name="rule"),
]
