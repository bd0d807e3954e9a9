import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings")
application = get_wsgi_application()

# Warm the Thai word breaker once per server process (about 1 s), so that the first visitor's
# search is as fast as the rest. Loaded from the installed packages: nothing is downloaded.
if os.environ.get("RULESITE_WARM_SEARCH", "1") == "1":
    try:
        from search.analysis import segment_thai

        segment_thai("ดาเมจส่วนเกิน")
    except Exception:  # noqa: BLE001 - search still works, only the first query is slower
        pass

# Build the card name index once per server process (about a second for 35,000 cards), so the
# first card search is as fast as the rest (cards/source.py).
if os.environ.get("RULESITE_WARM_SEARCH", "1") == "1":
    try:
        from cards.source import finder, index

        index()
        finder()   # the names the site search looks for in a question (issue 25)
    except Exception:  # noqa: BLE001 - the search builds it on first use instead
        pass
