"""Queries behind the CR browser, the API and search (kept out of the views so that search and the
judge tool can use them)."""
from __future__ import annotations

import datetime as dt
import difflib
import re
from functools import lru_cache
from html import escape

from django.db.models import Q
from django.utils.safestring import mark_safe

from content.explanations import EXPLANATIONS_SEP

from .models import GlossaryEntry, Release, Rule

NUMBER_RE = re.compile(r"^(?:\d|\d{3}(?:\.\d+[a-z]?)?)$")
CR_LANG = "en"


# --- numbers and releases ------------------------------------------------------------------------

def normalize_number(number: str) -> str | None:
    """'704.5Q', ' 704.5q. ', 'CR 704.5q', 'rule 704.5q' -> '704.5q'; None if it is no CR number."""
    n = (number or "").strip().lower()
    n = re.sub(r"^(?:cr|rule|rules|section)[\s:#-]*", "", n).strip().rstrip(".")
    return n if NUMBER_RE.match(n) else None


def level_of(number: str) -> int:
    if len(number) == 1:
        return Rule.SECTION
    if "." not in number:
        return Rule.HEADING
    return Rule.SUBRULE if number[-1].isalpha() else Rule.RULE


def parse_release_key(key: str | None) -> dt.date | None:
    try:
        return dt.date.fromisoformat(key) if key else None
    except ValueError:
        return None


def releases(lang: str = CR_LANG) -> list[Release]:
    return list(Release.objects.filter(lang=lang).order_by("-effective"))


def any_release() -> bool:
    return Release.objects.exists()


def get_release(key: str | None = None, lang: str = CR_LANG) -> Release | None:
    """The release effective on `key` (YYYY-MM-DD), or the latest one; None if there is none (or
    no release has that date)."""
    qs = Release.objects.filter(lang=lang)
    if key:
        date = parse_release_key(key)
        return qs.filter(effective=date).first() if date else None
    return qs.order_by("-effective").first()


def localize_html(html: str, lang: str) -> str:
    """Stored links are '/cr/...'; on a page they are '/<lang>/cr/...'."""
    return html.replace(' href="/cr/', f' href="/{lang}/cr/')


def release_query(release: Release, latest: Release | None) -> str:
    return "" if latest and release.pk == latest.pk else f"?release={release.key}"


# --- pages -------------------------------------------------------------------------------------

def shown_rules(release: Release, rule: Rule) -> list[Rule]:
    """What the page of a number shows: a section lists its headings; a heading or a rule comes
    with everything under it; a subrule alone."""
    qs = Rule.objects.filter(release=release)
    if rule.level == Rule.SECTION:
        return list(qs.filter(section=rule.number, level__lte=Rule.HEADING).order_by("position"))
    if rule.level == Rule.HEADING:
        return list(qs.filter(heading=rule.number).order_by("position"))
    if rule.level == Rule.RULE:
        return list(qs.filter(Q(number=rule.number) | Q(parent=rule.number)).order_by("position"))
    return [rule]


def neighbours(release: Release, rule: Rule, last_position: int) -> tuple[Rule | None, Rule | None]:
    """Previous: the nearest entry before this one at the same or a higher level (704.5q -> 704.5p,
    704.5 -> 704.4, 704 -> 703). Next: the first entry after what the page shows."""
    qs = Rule.objects.filter(release=release).only("number", "level", "text", "position")
    prev = qs.filter(position__lt=rule.position, level__lte=max(rule.level, 1)).order_by("-position").first()
    nxt = qs.filter(position__gt=last_position).order_by("position").first()
    return prev, nxt


def ancestors(release: Release, rule: Rule) -> list[Rule]:
    numbers = []
    if rule.level >= Rule.HEADING:
        numbers.append(rule.section)
    if rule.level >= Rule.RULE:
        numbers.append(rule.heading)
    if rule.level == Rule.SUBRULE:
        numbers.append(rule.parent)
    found = {r.number: r for r in Rule.objects.filter(release=release, number__in=numbers)
             .only("number", "level", "text")}
    return [found[n] for n in numbers if n in found]


def topic_for(number: str, lang: str) -> dict | None:
    """The translated topic page that explains a CR number (content.services.resolve_cr), in the
    page's language, else in English."""
    try:
        from content.models import TopicPage
        from content.services import resolve_cr
    except ImportError:  # pragma: no cover - content is part of the project
        return None
    hit = resolve_cr(number)
    if not hit:
        return None
    topic_id, anchor = hit
    pages = {p.lang: p for p in TopicPage.objects.filter(topic_id=topic_id, lang__in={lang, "en"})
             .only("lang", "title", "summary", "topic_id")}
    page = pages.get(lang) or pages.get("en")
    if page is None:
        return None
    return {"topic_id": topic_id, "lang": page.lang, "title": page.title, "summary": page.summary,
            "url": f"/{lang if page.lang == lang else page.lang}/t/{topic_id}/" + (f"#{anchor}" if anchor else ""),
            "translated": page.lang == lang}


def history(number: str, lang: str = CR_LANG, rels: list[Release] | None = None) -> list[dict]:
    """The rule across the imported releases, oldest first: text present or not, changed or not."""
    rels = releases(lang) if rels is None else rels
    rows = {r.release_id: r for r in Rule.objects.filter(release__in=[r.pk for r in rels], number=number)
            .only("release_id", "text", "examples")}
    out, prev_text = [], None
    for rel in sorted(rels, key=lambda r: r.effective):
        r = rows.get(rel.pk)
        text = r.full_text if r else None
        if text is None:
            status = "absent"
        elif prev_text is None:
            status = "added" if out else "present"
        else:
            status = "same" if text == prev_text else "changed"
        out.append({"release": rel.key, "status": status})
        prev_text = text
    return out


@lru_cache(maxsize=2048)
def _page(release_pk: int, stamp, number: str) -> dict | None:
    release = Release.objects.get(pk=release_pk)
    rule = Rule.objects.filter(release=release, number=number).first()
    if rule is None:
        return None
    blocks = shown_rules(release, rule)
    prev, nxt = neighbours(release, rule, blocks[-1].position if blocks else rule.position)
    return {"rule": rule, "html": "".join(b.html for b in blocks), "numbers": [b.number for b in blocks],
            "prev_rule": prev,
            "next_rule": nxt, "ancestors": ancestors(release, rule)}


def rule_page(release: Release, number: str) -> dict | None:
    """The CR part of a rule page (rule, joined HTML, previous/next, ancestors), cached in the
    process per release import: the stored HTML never changes after an import."""
    return _page(release.pk, release.imported_at, number)


@lru_cache(maxsize=8)
def _glossary_html(release_pk: int, stamp) -> tuple[str, int]:
    entries = GlossaryEntry.objects.filter(release_id=release_pk).order_by("position")
    parts = [f'<dt id="{e.slug}"><a href="/cr/glossary/{e.slug}/">{escape(e.term, quote=False)}</a></dt>'
             f'<dd>{e.html}</dd>' for e in entries]
    return "".join(parts), len(parts)


def glossary_html(release: Release) -> tuple[str, int]:
    """The whole glossary as one <dl> body (stored links) and the number of entries."""
    return _glossary_html(release.pk, release.imported_at)


def glossary_entry(release: Release, slug: str) -> GlossaryEntry | None:
    return GlossaryEntry.objects.filter(release=release, slug=slug).first()


def toc(release: Release) -> list[dict]:
    """Sections with their rule headings: [{"section": Rule, "headings": [Rule, ...]}]."""
    out: list[dict] = []
    for r in Rule.objects.filter(release=release, level__lte=Rule.HEADING).only(
            "number", "level", "text", "section").order_by("position"):
        if r.level == Rule.SECTION:
            out.append({"section": r, "headings": []})
        elif out:
            out[-1]["headings"].append(r)
    return out


# --- JSON ------------------------------------------------------------------------------------

def rule_json(release: Release, number: str) -> dict | None:
    rule = Rule.objects.filter(release=release, number=number).first()
    if rule is None:
        return None
    children = [r for r in shown_rules(release, rule) if r.pk != rule.pk]

    def one(r: Rule) -> dict:
        return {"number": r.number, "kind": r.kind, "text": r.text, "examples": r.examples}

    return {
        "number": rule.number, "kind": rule.kind, "text": rule.text, "examples": rule.examples,
        "parent": rule.parent or None, "subrules": [one(r) for r in children],
        "release": release.key, "lang": release.lang, "url": f"/en/cr/{rule.number}/",
        "releases": [r.key for r in releases(release.lang)],
    }


# --- search ------------------------------------------------------------------------------------

def search_documents(lang: str = CR_LANG):
    """One dict per rule (headings, rules, subrules; examples in the body) and per glossary entry of
    the latest imported release, for the search index. Nothing if no CR is imported."""
    release = get_release(lang=lang)
    if release is None:
        return
    common = {"game": "mtg", "lang": release.lang, "release": release.key}
    explained = explanation_search_texts()
    for r in Rule.objects.filter(release=release, level__gte=Rule.HEADING).only(
            "number", "level", "text", "examples").order_by("position").iterator(chunk_size=1000):
        body = r.full_text
        if r.number in explained:   # searchable, but not part of the rule's snippet (search.engine)
            body = body + EXPLANATIONS_SEP + explained[r.number]
        yield {"id": f"cr:{r.number}", "kind": "cr", "title": r.number,
               "body": body, "url": f"/cr/{r.number}/", **common}
    for g in GlossaryEntry.objects.filter(release=release).order_by("position").iterator(chunk_size=1000):
        yield {"id": f"cr-glossary:{g.slug}", "kind": "cr-glossary", "title": g.term,
               "body": g.text, "url": f"/cr/glossary/{g.slug}/", **common}


def explanation_search_texts() -> dict[str, str]:
    """{number: the project's plain explanations in en, th and ko, joined}: appended to the CR
    result's indexed text so that a Thai or Korean query finds the rule it explains."""
    try:
        from content.models import CRExplanation
    except ImportError:  # pragma: no cover - content is part of the project
        return {}
    out: dict[str, list[str]] = {}
    for number, plain in CRExplanation.objects.order_by("number", "lang").values_list("number", "plain"):
        out.setdefault(number, []).append(plain)
    return {n: "\n".join(parts) for n, parts in out.items()}


def lookup(query: str, release: Release | None = None, limit: int = 10) -> list[Rule]:
    """A small lookup without the search index: a rule number, else rules containing all words."""
    release = release or get_release()
    if release is None:
        return []
    n = normalize_number(query)
    if n:
        return list(Rule.objects.filter(release=release, number=n))
    qs = Rule.objects.filter(release=release, level__gte=Rule.RULE)
    for w in query.split()[:6]:
        qs = qs.filter(text__icontains=w)
    return list(qs.order_by("position")[:limit])


# --- comparing releases ------------------------------------------------------------------------

TOKEN_RE = re.compile(r"\s+|[\w’'\-/+]+|[^\w\s]")


def word_diff(old: str, new: str, context: int = 25) -> str:
    """HTML of `new` against `old`, word by word, with <del> and <ins>; everything escaped. Long
    unchanged stretches are shortened to `context` tokens on each side of a change."""
    a, b = TOKEN_RE.findall(old), TOKEN_RE.findall(new)
    ops = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    out = []
    for idx, (op, i1, i2, j1, j2) in enumerate(ops):
        if op == "equal":
            toks = a[i1:i2]
            first, last = idx == 0, idx == len(ops) - 1
            keep_head = 0 if first else context
            keep_tail = 0 if last else context
            if context and len(toks) > keep_head + keep_tail + 10:
                head = escape("".join(toks[:keep_head]), quote=False)
                tail = escape("".join(toks[len(toks) - keep_tail:]) if keep_tail else "", quote=False)
                out.append(f'{head}<span class="cr-skip">…</span>{tail}')
            else:
                out.append(escape("".join(toks), quote=False))
            continue
        if i2 > i1:
            out.append(f"<del>{escape(''.join(a[i1:i2]), quote=False)}</del>")
        if j2 > j1:
            out.append(f"<ins>{escape(''.join(b[j1:j2]), quote=False)}</ins>")
    return mark_safe("".join(out).replace("\n", "<br>"))


def _similar(a: str, b: str) -> float:
    sm = difflib.SequenceMatcher(None, a.split(), b.split(), autojunk=False)
    if sm.real_quick_ratio() < 0.75 or sm.quick_ratio() < 0.75:
        return 0.0
    return sm.ratio()


def _rule_texts(release: Release) -> dict[str, tuple[int, str]]:
    return {r.number: (r.position, r.full_text) for r in Rule.objects.filter(release=release).only(
        "number", "position", "text", "examples")}


def compute_diff(old: Release, new: Release) -> dict:
    """Added, removed, changed and renumbered rules (and glossary entries) from `old` to `new`.

    Renumbered: a rule whose text is now under another number (exactly, or at least 75 % of its
    words, within the same three-digit rule) and that explains the pair better than the text at
    the same number does."""
    o, n = _rule_texts(old), _rule_texts(new)
    unchanged = {k for k in o.keys() & n.keys() if o[k][1] == n[k][1]}
    old_left = [k for k in o if k not in unchanged]
    new_left = [k for k in n if k not in unchanged]
    renumbered: dict[str, str] = {}  # old number -> new number
    used_new: set[str] = set()
    by_text: dict[str, list[str]] = {}
    for k in new_left:
        by_text.setdefault(n[k][1], []).append(k)
    for k in sorted(old_left, key=lambda k: o[k][0]):
        for cand in by_text.get(o[k][1], []):
            if cand != k and cand not in used_new:
                renumbered[k] = cand
                used_new.add(cand)
                break
    pairs = []
    for k in old_left:
        if k in renumbered:
            continue
        same_number = _similar(o[k][1], n[k][1]) if k in n else 0.0
        for cand in new_left:
            if cand == k or cand in used_new or cand[:3] != k[:3] or level_of(cand) != level_of(k):
                continue
            score = _similar(o[k][1], n[cand][1])
            if score >= 0.75 and score > same_number:
                pairs.append((score, k, cand))
    for _score, k, cand in sorted(pairs, reverse=True):
        if k in renumbered or cand in used_new:
            continue
        renumbered[k] = cand
        used_new.add(cand)
    sources, targets = set(renumbered), set(renumbered.values())
    changed = sorted((k for k in o.keys() & n.keys()
                      if k not in unchanged and k not in sources and k not in targets),
                     key=lambda k: n[k][0])
    # the old text went nowhere: its number is gone, or now holds a renumbered rule
    removed = sorted((k for k in o if k not in unchanged and k not in sources
                      and (k not in n or k in targets)), key=lambda k: o[k][0])
    # the new text came from nowhere: a new number, or a number whose old rule moved away
    added = sorted((k for k in n if k not in unchanged and k not in targets
                    and (k not in o or k in sources)), key=lambda k: n[k][0])
    return {
        "old": old.key, "new": new.key,
        "added": [{"number": k, "text": n[k][1]} for k in added],
        "removed": [{"number": k, "text": o[k][1]} for k in removed],
        "changed": [{"number": k, "old": o[k][1], "new": n[k][1], "diff": word_diff(o[k][1], n[k][1])}
                    for k in changed],
        "renumbered": [{"old_number": k, "number": v, "same_text": o[k][1] == n[v][1],
                        "diff": word_diff(o[k][1], n[v][1])}
                       for k, v in sorted(renumbered.items(), key=lambda kv: n[kv[1]][0])],
        "glossary": _glossary_diff(old, new),
        "unchanged": len(unchanged),
    }


def _glossary_diff(old: Release, new: Release) -> dict:
    o = {g.term: g for g in old.glossary.all()}
    n = {g.term: g for g in new.glossary.all()}
    return {
        "added": [{"term": t, "slug": n[t].slug, "text": n[t].text} for t in n if t not in o],
        "removed": [{"term": t, "slug": o[t].slug, "text": o[t].text} for t in o if t not in n],
        "changed": [{"term": t, "slug": n[t].slug, "diff": word_diff(o[t].text, n[t].text)}
                    for t in n if t in o and o[t].text != n[t].text],
    }


@lru_cache(maxsize=16)
def _cached_diff(old_pk, old_stamp, new_pk, new_stamp) -> dict:
    return compute_diff(Release.objects.get(pk=old_pk), Release.objects.get(pk=new_pk))


def diff_releases(old: Release, new: Release) -> dict:
    return _cached_diff(old.pk, old.imported_at, new.pk, new.imported_at)
