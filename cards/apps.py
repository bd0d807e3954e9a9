from django.apps import AppConfig
from django.utils.translation import gettext_noop


class CardsConfig(AppConfig):
    name = "cards"
    verbose_name = "Magic card pool"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        # the pure engine reads imported cards through this source (judge/mtg/cards.py)
        from judge import decks
        from judge.mtg import cards as engine_cards

        from . import source
        engine_cards.set_card_source(source.lookup_entry)
        engine_cards.set_card_search(source.search_entries)
        engine_cards.set_card_prefetch(source.prefetch_entries)
        # the deck checker reads names, copies, colour identity and legalities from the pool
        decks.set_card_pool(source.DeckPool())
        # the site search finds the cards a question names (search/engine/cards.py, issue 25)
        from search import engine as search_engine
        search_engine.register_card_finder(source.cards_in_query)
        # and finds card rulings (a group on the search page, heading translated by the template)
        search_engine.register_results(gettext_noop("Card rulings"), source.ruling_results)
