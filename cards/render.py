"""Card text to HTML: mana symbols written out readably, keywords and keyword actions linked to
their rules page (a topic page with the hover/tap definition, else their Comprehensive Rules
rule), and the rules a card's types bring. Everything is escaped; only our own markup is added."""
from __future__ import annotations

import re

from django.utils.html import escape
from django.utils.safestring import mark_safe
from django.utils.translation import gettext as _

_SYM = re.compile(r"\{([^{}]{1,8})\}")


def _symbol_names():
    return {
        "W": _("white mana"), "U": _("blue mana"), "B": _("black mana"), "R": _("red mana"),
        "G": _("green mana"), "C": _("colorless mana"), "S": _("snow mana"), "X": _("X (a number you choose)"),
        "T": _("tap this permanent"), "Q": _("untap this permanent"), "E": _("energy counter"),
        "P": _("Phyrexian mana"),
    }


def symbol_title(sym: str) -> str:
    names = _symbol_names()
    s = sym.upper()
    if s.isdigit():
        return _("%(n)s generic mana") % {"n": s}
    if s in names:
        return names[s]
    parts = s.split("/")
    if len(parts) >= 2:
        if parts[-1] == "P":
            return _("%(colors)s or 2 life (Phyrexian mana)") % {
                "colors": _(" or ").join(names.get(p, p) for p in parts[:-1])}
        return _(" or ").join(names.get(p, _("%(n)s generic mana") % {"n": p}) if not p.isdigit()
                              else _("%(n)s generic mana") % {"n": p} for p in parts)
    return s


def _sym_html(sym: str) -> str:
    cls = "ms ms-" + re.sub(r"[^a-z0-9]", "", sym.lower())
    # drawn as a round mana pip by site.css; the title says what it is in the page's language
    return (f'<abbr class="{cls}" title="{escape(symbol_title(sym))}">'
            f'{escape(sym)}</abbr>')


def mana_html(cost: str | None) -> str:
    if not cost:
        return ""
    return mark_safe("".join(_sym_html(m.group(1)) if m else "" for m in _SYM.finditer(cost)))


def keyword_links(lang: str) -> dict[str, dict]:
    """keyword (casefolded) -> {"url", "topic" (a topic id with a definition pop-up) or None}."""
    out: dict[str, dict] = {}
    try:
        from crdb.models import Release, Rule
        rel = Release.objects.filter(lang="en").order_by("-effective").first()
        if rel is not None:
            for number, text in Rule.objects.filter(release=rel, parent__in=("701", "702")).values_list("number", "text"):
                name = text.strip().rstrip(".")
                if 0 < len(name) <= 40:
                    out[name.casefold()] = {"url": f"/{lang}/cr/{number}/", "topic": None}
    except Exception:  # noqa: BLE001 - no CR imported: topic pages only
        pass
    try:
        from content.models import Topic
        for tid in Topic.objects.filter(id__startswith="mtg.kw.").values_list("id", flat=True):
            name = tid[len("mtg.kw."):].replace("-", " ")
            out[name.casefold()] = {"url": f"/{lang}/t/{tid}/", "topic": tid}
    except Exception:  # noqa: BLE001
        pass
    return out


def _kw_question(text: str) -> str:
    """The "?" button's name for a screen reader, with the keyword in the page's language (review
    2026-12-02, Thai I4 / Korean U20: it said only "?")."""
    from judge.board import keyword_label
    return _("What %(n)s means") % {"n": keyword_label(text)}


def _kw_html(text: str, link: dict, lang: str) -> str:
    t = escape(text)
    if not link.get("topic"):
        return f'<a class="xref kw-cr" href="{escape(link["url"])}">{t}</a>'
    summary = escape(link["url"] + "summary/")
    topic = escape(link["topic"])
    return (f'<a class="xref kw" href="{escape(link["url"])}" data-topic="{topic}" hx-get="{summary}" '
            f'hx-trigger="mouseenter once, focus once" hx-target="next .kw-pop" hx-swap="innerHTML">{t}</a>'
            f'<button type="button" class="kw-info" hx-get="{summary}" hx-target="next .kw-pop" '
            f'hx-swap="innerHTML" aria-label="{escape(_kw_question(text))}" data-kw-info="{topic}">?</button>'
            f'<span class="kw-pop" role="tooltip" aria-live="polite"></span>')


def oracle_html(text: str, keywords: list[str], links: dict[str, dict], lang: str) -> str:
    """Oracle text as paragraphs; reminder text in parentheses set apart."""
    kws = sorted({k for k in keywords or [] if isinstance(k, str) and k.casefold() in links}, key=len, reverse=True)
    kw_re = re.compile(r"(?<![\w-])(" + "|".join(re.escape(k) for k in kws) + r")(?![\w-])", re.I) if kws else None
    linked: set[str] = set()
    pattern = _SYM if kw_re is None else re.compile(_SYM.pattern + "|" + kw_re.pattern, re.I)

    def segment(seg: str) -> str:
        out, pos = [], 0
        for m in pattern.finditer(seg):
            out.append(escape(seg[pos:m.start()]))
            if m.group(1) is not None:
                out.append(_sym_html(m.group(1)))
            else:
                word = m.group(2)
                key = word.casefold()
                if key in linked:      # each keyword is linked where it first appears on the face
                    out.append(escape(word))
                else:
                    linked.add(key)
                    out.append(_kw_html(word, links[key], lang))
            pos = m.end()
        out.append(escape(seg[pos:]))
        return "".join(out)

    paras = []
    for line in (text or "").split("\n"):
        if not line.strip():
            continue
        parts = []
        for piece in re.split(r"(\([^()]*\))", line):
            if piece.startswith("(") and piece.endswith(")"):
                parts.append(f'<span class="reminder">{segment(piece)}</span>')
            elif piece:
                parts.append(segment(piece))
        paras.append("<p>" + "".join(parts) + "</p>")
    return mark_safe("".join(paras))


# What a card's types, subtypes and layout bring: (what, value, CR rule).
TYPE_RULES = [
    ("supertype", "legendary", "205.4d"), ("supertype", "basic", "205.4c"),
    ("type", "artifact", "301"), ("type", "creature", "302"), ("type", "enchantment", "303"),
    ("type", "instant", "304"), ("type", "land", "305"), ("type", "planeswalker", "306"),
    ("type", "sorcery", "307"), ("type", "kindred", "308"), ("type", "dungeon", "309"),
    ("type", "battle", "310"), ("type", "plane", "311"), ("type", "phenomenon", "312"),
    ("type", "vanguard", "313"), ("type", "scheme", "314"), ("type", "conspiracy", "315"),
    ("subtype", "Equipment", "301.5"), ("subtype", "Fortification", "301.6"), ("subtype", "Vehicle", "301.7"),
    ("subtype", "Aura", "303.4"), ("subtype", "Saga", "714"), ("subtype", "Class", "716"),
    ("subtype", "Case", "719"), ("subtype", "Role", "303.7"), ("subtype", "Siege", "310.11"),
    ("subtype", "Attraction", "717"),
    ("layout", "split", "709"), ("layout", "aftermath", "702.127"), ("layout", "flip", "710"),
    ("layout", "leveler", "711"), ("layout", "transform", "712"), ("layout", "modal_dfc", "712"),
    ("layout", "meld", "701.42"), ("layout", "adventure", "715"), ("layout", "prototype", "718"),
    ("layout", "mutate", "702.140"),
]


def _rule_labels():
    return {
        "legendary": _("Legendary permanents (the legend rule)"), "basic": _("Basic lands"),
        "artifact": _("Artifacts"), "creature": _("Creatures"), "enchantment": _("Enchantments"),
        "instant": _("Instants"), "land": _("Lands"), "planeswalker": _("Planeswalkers"),
        "sorcery": _("Sorceries"), "kindred": _("Kindred cards"), "dungeon": _("Dungeons"),
        "battle": _("Battles"), "plane": _("Planes"), "phenomenon": _("Phenomena"),
        "vanguard": _("Vanguards"), "scheme": _("Schemes"), "conspiracy": _("Conspiracies"),
        "Equipment": _("Equipment"), "Fortification": _("Fortifications"), "Vehicle": _("Vehicles"),
        "Aura": _("Auras"), "Saga": _("Sagas"), "Class": _("Classes"), "Case": _("Cases"),
        "Role": _("Roles"), "Siege": _("Sieges"), "Attraction": _("Attractions"),
        "split": _("Split cards"), "aftermath": _("Aftermath"), "flip": _("Flip cards"),
        "leveler": _("Leveler cards"), "transform": _("Double-faced cards"), "modal_dfc": _("Double-faced cards"),
        "meld": _("Meld"), "adventure": _("Adventurer cards"), "prototype": _("Prototype cards"),
        "mutate": _("Mutate"),
    }


def type_rules(faces: list[dict], layout: str, lang: str) -> list[dict]:
    labels = _rule_labels()
    have = {("layout", layout)}
    for f in faces:
        have |= {("type", t) for t in f.get("types") or []}
        have |= {("subtype", t) for t in f.get("subtypes") or []}
        have |= {("supertype", t) for t in f.get("supertypes") or []}
    out, seen = [], set()
    for what, value, rule in TYPE_RULES:
        if (what, value) in have and rule not in seen:
            seen.add(rule)
            out.append({"rule": rule, "label": labels[value], "url": f"/{lang}/cr/{rule}/"})
    return out
