from django.urls import path

import rulesite.converters  # noqa: F401

from . import views

urlpatterns = [
    path("cards", views.api_search, name="cards_api_search"),
    path("cards/<segment:slug>", views.api_card, name="cards_api_card"),
]
