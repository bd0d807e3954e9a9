"""Queries behind the rules-reference views (kept out of the views so that search, the CR browser
and the judge tool can use them too)."""
from __future__ import annotations

import difflib
import re


from rulesite.contentcache import per_content

from .models import CRExplanation, CRRef, Topic, TopicPage
from langs import GAMES, LANGS

CR_RE = re.compile(r"^(\d{3})(?:\.(\d+)([a-z])?)?$")


def normalize_cr(number: str) -> str | None:
    n = (number or "").strip().lower().rstrip(".")
    return n if CR_RE.match(n) else None


def cr_candidates(number: str) -> list[str]:
    """704.5q -> [704.5q, 704.5, 704]."""
    m = CR_RE.match(number)
    if not m:
        return []
    rule, sub, letter = m.groups()
    out = []
    if letter:
        out.append(f"{rule}.{sub}{letter}")
    if sub:
        out.append(f"{rule}.{sub}")
    out.append(rule)
    return out


def resolve_cr(number: str) -> tuple[str, str] | None:
    """(topic id, anchor) of the page that explains a CR number: the page that covers it or, most
    specific first, its parent rule (702.19c -> 702.19 -> 702); then a page covering one of its
    subrules (107 -> 107.3); then a page that discusses it in its text."""
    n = normalize_cr(number)
    if not n:
        return None
    refs = CRRef.objects.filter(mention=False)
    ref = None
    for cand in cr_candidates(n):
        ref = refs.filter(number=cand).order_by("-primary", "position", "topic__order").first()
        if ref:
            break
    if ref is None:
        ref = (refs.filter(number__startswith=n + ".").order_by("-primary", "position", "topic__order").first()
               or CRRef.objects.filter(number=n, mention=True).order_by("topic__order").first())
    if ref is None:
        return None
    page = TopicPage.objects.filter(topic_id=ref.topic_id, lang="en").only("html").first()
    html = page.html if page else ""
    for cand in [n, *cr_candidates(n), ref.number]:
        anchor = "cr-" + cand.replace(".", "-")
        if f'id="{anchor}"' in html:
            return ref.topic_id, anchor
    return ref.topic_id, ""


def toc(game: str, lang: str) -> list[dict]:
    """The game's topics grouped by section, in play order: [{"section", "topics": [page...]}]."""
    pages = (TopicPage.objects.filter(lang=lang, topic__game=game)
             .select_related("topic").order_by("topic__order", "topic_id"))
    sections: dict[str, list] = {}
    for p in pages:
        sections.setdefault(p.topic.section, []).append(p)
    return [{"section": s, "topics": ps} for s, ps in sections.items()]


def suggest(query: str, lang: str, limit: int = 5) -> list[TopicPage]:
    """Nearest topics for an unknown topic id or CR number (for the 404 page)."""
    q = (query or "").strip().lower()
    pages = list(TopicPage.objects.filter(lang=lang).select_related("topic"))
    if not pages:
        return []
    n = normalize_cr(q)
    if n:
        # same CR rule first, then neighbouring rule numbers
        rule = n.split(".")[0]
        scored = []
        for p in pages:
            best = None
            for c in p.topic.cr:
                d = abs(int(c.split(".")[0]) - int(rule))
                best = d if best is None else min(best, d)
            if best is not None:
                scored.append((best, p.topic.order, p))
        scored.sort(key=lambda t: (t[0], t[1]))
        return [p for _, _, p in scored[:limit]]
    keys = {}
    for p in pages:
        for k in [p.topic_id, p.title.lower(), *[a.lower() for a in p.aliases]]:
            keys.setdefault(k, p)
    close = difflib.get_close_matches(q, list(keys), n=limit * 3, cutoff=0.4)
    out, seen = [], set()
    for k in close:
        p = keys[k]
        if p.topic_id not in seen:
            seen.add(p.topic_id)
            out.append(p)
    if not out:
        # fall back to the same game's overview topics
        game = q.split(".")[0] if q.split(".")[0] in GAMES else "mtg"
        out = [p for p in pages if p.topic.game == game][:limit]
    return out[:limit]


def alternates(topic_id: str) -> list[dict]:
    return [{"code": code, "url": f"/{code}/t/{topic_id}/"} for code in LANGS]


def topic_exists(topic_id: str) -> bool:
    return Topic.objects.filter(id=topic_id).exists()


# --- per-rule explanations (content/cr-explanations) ---------------------------------------------

def explanations(number: str) -> dict[str, CRExplanation]:
    """{lang: CRExplanation} of one CR number (any of en, th, ko the project has written)."""
    n = (number or "").strip().lower()
    return {e.lang: e for e in CRExplanation.objects.filter(number=n)}


def explanation_texts(number: str) -> dict[str, str | None]:
    """{"en": ..., "th": ..., "ko": ...} plain text for GET /api/cr/<n> (None where not written)."""
    found = explanations(number)
    return {lang: (found[lang].plain if lang in found else None) for lang in LANGS}


def explanation_for_page(number: str, lang: str) -> dict | None:
    """What a page in `lang` shows for a number: the explanation in `lang` (else English) and,
    on a Thai or Korean page, the English one beside it. None if nothing is written."""
    found = explanations(number)
    if not found:
        return None
    here = found.get(lang) or found.get("en") or next(iter(found.values()))
    en = found.get("en") if here.lang != "en" else None
    return {"number": here.number, "here": here, "en": en, "translated": here.lang == lang}


def explanations_by_number(numbers, lang: str) -> dict[str, CRExplanation]:
    """{number: explanation in `lang` (else English)} for several numbers, in one query."""
    out: dict[str, CRExplanation] = {}
    for e in CRExplanation.objects.filter(number__in=list(numbers), lang__in={lang, "en"}):
        if e.lang == lang or e.number not in out:
            out[e.number] = e
    return out


@per_content()
def explained_numbers() -> frozenset:
    """The CR numbers that have an explanation (cached per content load)."""
    return frozenset(CRExplanation.objects.values_list("number", flat=True).distinct())


@per_content()
def topic_titles(lang: str) -> dict[str, str]:
    """{topic id: title} in one language (cached per content load): the Born from Blood judge
    explanations name the rule they apply by its page's title."""
    return dict(TopicPage.objects.filter(lang=lang).values_list("topic_id", "title"))
