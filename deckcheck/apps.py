from django.apps import AppConfig


class DeckcheckConfig(AppConfig):
    name = "deckcheck"
