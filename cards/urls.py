from django.urls import path

import rulesite.converters  # noqa: F401 (registers <segment:...>)

from . import views

app_name = "cards"
urlpatterns = [
    path("", views.search_page, name="search"),
    path("coverage/", views.coverage_page, name="coverage"),
    path("<segment:slug>/", views.card_page, name="card"),
]
