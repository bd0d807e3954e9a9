from django.urls import path

from . import views

app_name = "deckcheck"
urlpatterns = [
    path("decks/check/", views.check_page, name="check"),
    path("decks/compare/", views.compare_page, name="compare"),   # issue #26
]
