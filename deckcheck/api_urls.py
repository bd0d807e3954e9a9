from django.urls import path

from . import views

urlpatterns = [
    path("decks/check", views.check_api, name="deckcheck_api_check"),
    path("decks/compare", views.compare_api, name="deckcheck_api_compare"),   # issue #26
]
