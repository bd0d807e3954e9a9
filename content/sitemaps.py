from django.contrib.sitemaps import Sitemap

from .models import Topic


class TopicSitemap(Sitemap):
    i18n = True
    languages = ["en", "th", "ko"]
    alternates = True
    changefreq = "monthly"

    def items(self):
        return list(Topic.objects.order_by("game", "order").values_list("id", flat=True))

    def location(self, item):
        from django.utils.translation import get_language
        return f"/{get_language()}/t/{item}/"


class StaticSitemap(Sitemap):
    i18n = True
    languages = ["en", "th", "ko"]
    alternates = True

    def items(self):
        return ["", "mtg/", "bfb/", "search/", "judge/", "decks/check/"]

    def location(self, item):
        from django.utils.translation import get_language
        return f"/{get_language()}/{item}"


class PolicySitemap(Sitemap):
    """The tournament policy guides (policy/): /<lang>/policy/<doc>/<section>/."""
    i18n = True
    languages = ["en", "th", "ko"]
    alternates = True
    changefreq = "monthly"

    def items(self):
        from policy.models import PolicyEntry
        return ["policy/"] + [f"policy/{d}/{s}/" for d, s in PolicyEntry.objects.filter(lang="en")
                              .order_by("doc", "order").values_list("doc", "section")]

    def location(self, item):
        from django.utils.translation import get_language
        return f"/{get_language()}/{item}"


SITEMAPS = {"topics": TopicSitemap, "pages": StaticSitemap, "policy": PolicySitemap}
