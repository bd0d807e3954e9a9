from django.contrib.sitemaps import Sitemap
from django.utils.translation import get_language

from langs import LANGS

from .models import Topic


class _EveryLanguage(Sitemap):
    """Pages at /<lang>/<item>, listed in every language with their alternates."""
    i18n = True
    languages = list(LANGS)
    alternates = True

    def location(self, item):
        return f"/{get_language()}/{item}"


class TopicSitemap(_EveryLanguage):
    changefreq = "monthly"

    def items(self):
        return [f"t/{tid}/" for tid in Topic.objects.order_by("game", "order").values_list("id", flat=True)]


class StaticSitemap(_EveryLanguage):
    def items(self):
        return ["", "mtg/", "bfb/", "search/", "judge/", "decks/check/"]


class PolicySitemap(_EveryLanguage):
    """The tournament policy guides (policy/): /<lang>/policy/<doc>/<section>/."""
    changefreq = "monthly"

    def items(self):
        from policy.models import PolicyEntry
        return ["policy/"] + [f"policy/{d}/{s}/" for d, s in PolicyEntry.objects.filter(lang="en")
                              .order_by("doc", "order").values_list("doc", "section")]


SITEMAPS = {"topics": TopicSitemap, "pages": StaticSitemap, "policy": PolicySitemap}
