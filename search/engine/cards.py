"""Stage "cards" (issue 25): a question that names a Magic card ("does colossal dreadmaw trample over
a chump blocker", "고이프 공격할 수 있나요") reaches the page of the rule the card's abilities raise.

The cards app registers a finder (``register_card_finder(fn)``, ``fn(q, limit)`` returning the
matches of ``cards.recognise.CardFinder.find``: a name lookup built once per card pool, not a scan
per query). Here the engine decides which matches to believe and what they do to the search:

- a one-word name the pages use (Flash, Exile; the nickname "ts") is not taken for a card, nor a
  longer name all of whose words are frequent in the pages (The End, Deal Damage, Out of Time) unless
  the pages write it as a card's name (Lightning Bolt), nor a name that is a page's name;
- the card's name is taken out of the words the pages must match (its words are not the question:
  "Blood Artist" must not pull in Born from Blood pages), and a Magic card named means the question
  is about Magic (the game filter, when the query named no game and none was chosen);
- the pages of the card's keywords (MTGJSON ``keywords``: Flying -> mtg.kw.flying) and of its card
  types that have a page go up (``_card_rank``), below a page the question names by name."""
from __future__ import annotations

import logging
import re

from .config import TEXT_FIELDS, Config
from .documents import name_key
from .index import _Handle

log = logging.getLogger(__name__)
_FINDER: dict = {"fn": None}
# card types with a page of their own (the keyword pages are found by their id, mtg.kw.<keyword>)
TYPE_TOPICS = {"planeswalker": "mtg.planeswalkers"}
MAX_CARDS = 3


def register_card_finder(fn) -> None:
    """``fn(q, limit)`` -> [{"card": {"name", "slug", "keywords", "types"}, "start", "end", "text",
    "how", "words"}] (cards.source.cards_in_query). ``None`` unregisters."""
    _FINDER["fn"] = fn


def _slug(keyword: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", keyword.casefold()).strip("-")


PAGE_WORD_DOCS = 3        # a word in this many pages or more is a word of the pages
FREQUENT_SHARE = 0.05     # a word in more than this share of the pages is a frequent one


def _docs_with(handle: _Handle, t: str) -> int:
    cache = handle.__dict__.setdefault("_card_word_docs", {})
    if t not in cache:
        reader = handle.searcher.reader()
        docs: set = set()
        for f in TEXT_FIELDS:
            if reader.doc_frequency(f, t):
                docs.update(reader.postings(f, t).all_ids())
        cache[t] = len(docs)
    return cache[t]


def _is_page_word(handle: _Handle, text: str, share: float = 0.0) -> bool:
    """Every word of text is a word of the pages ("flash", "exile", "패스"), or with ``share`` a
    frequent one ("deal damage", "the end"); stop words count as such."""
    terms = list(dict.fromkeys(handle.analyzer.terms(text, mode="query")))
    if not terms:
        return True
    least = max(PAGE_WORD_DOCS, share * handle.searcher.reader().doc_count())
    return all(_docs_with(handle, t) >= least for t in terms)


def _page_names(handle: _Handle) -> set:
    if "_page_name_keys" not in handle.__dict__:
        from .correct import _lexicon_words
        handle._page_name_keys = set(_lexicon_words(handle, "names"))
    return handle._page_name_keys


_CAPITALISED = re.compile(r"\b[A-Z][a-z'’]+ [A-Z][a-z'’]+")


def _card_examples(handle: _Handle) -> set:
    """Two capitalised words in a row in the pages ("Lightning Bolt", "Giant Growth"): how the pages
    write the cards they take as examples, so such a name is a card even though its words are words
    of the pages ("deal damage" and "the end" are not written so)."""
    if "_card_examples" not in handle.__dict__:
        found = set()
        for _d, f in handle.searcher.reader().iter_docs():
            for m in _CAPITALISED.findall(f.get("body") or ""):
                found.add(name_key(m))
        handle._card_examples = found
    return handle._card_examples


def cards_in_query(handle: _Handle, q: str, config: Config) -> list[dict]:
    """The believable matches of the registered finder for q (none without a finder)."""
    fn = _FINDER["fn"]
    if fn is None or not config.cards or not q:
        return []
    try:
        found = list(fn(q, MAX_CARDS) or [])
    except Exception:  # noqa: BLE001 - the card pool must not take the search down
        log.exception("card finder failed for %r", q)
        return []
    names = _page_names(handle)
    out = []
    for m in found:
        if name_key(m["text"]) in names:
            continue
        if m["words"] == 0 and len(name_key(m["text"])) > 2:
            out.append(m)     # a Thai/Korean name of three characters or more
        elif m["words"] < 2 and not _is_page_word(handle, m["text"]):
            out.append(m)     # one word the pages do not use
        elif m["words"] >= 2 and (not _is_page_word(handle, m["text"], FREQUENT_SHARE)
                                  or name_key(m["text"]) in _card_examples(handle)):
            out.append(m)     # words not all frequent ones ("out of time" is), or a card's name in the pages
    return out


def strip_cards(q: str, found: list[dict]) -> str:
    """q without the names of the cards found in it."""
    out, last = [], 0
    for m in sorted(found, key=lambda m: m["start"]):
        out.append(q[last:m["start"]])
        last = m["end"]
    out.append(q[last:])
    return re.sub(r"\s+", " ", " ".join(out)).strip()


def card_topics(found: list[dict]) -> dict[str, str]:
    """The topic ids the cards' keywords and types raise, in the cards' order, each with the line of
    the card's text that starts with the keyword ("protection from Demons and from Dragons"; "")."""
    out: dict[str, str] = {}
    for m in found:
        c = m["card"]
        # keyword lines are lists ("Flying, first strike, lifelink, protection from Demons ..."):
        # each piece apart, reminder text out
        lines = [ln.strip() for ln in re.split(r"[,;\n]", re.sub(r"\([^)]*\)", "", str(c.get("text") or "")))]
        for k in c.get("keywords") or []:
            t = "mtg.kw." + _slug(str(k))
            kw = str(k).casefold()
            line = next((ln for ln in lines if ln.casefold().startswith(kw)), "")
            out[t] = out.get(t) or line
        for ty in c.get("types") or []:
            t = TYPE_TOPICS.get(str(ty).lower())
            if t and t not in out:
                out[t] = ""
    return out


def _named_keyword_page(handle, s, docnum, text) -> bool:
    """The page is a keyword page one of whose names the query holds ("summoning sickness")."""
    from .ranking import _names_in_query
    if s.stored_fields(docnum)["kind"] != "keyword":
        return False
    return any(docnum in handle.filter_set("topics", (("names", n),)) for n in _names_in_query(handle, text))


def _line_says(handle, line: str, keyword_topic: str, terms) -> bool:
    """The card's line for the keyword holds a word of the question other than the keyword's own
    ("blocked by a dragon": "Protection from ... Dragons")."""
    if not line:
        return False
    own = set(handle.analyzer.terms(keyword_topic.rsplit(".", 1)[-1].replace("-", " "), mode="query"))
    return bool((set(handle.analyzer.terms(line, mode="query")) - own) & set(terms))


def _card_rank(handle, s, ordered, topics, lang, filt, text, config, terms=()):
    """The pages of the named cards' keywords go up by card_bonus x the best score (below the best
    page when the question names that keyword page: "does serra angel have summoning sickness");
    those the words did not reach join at card_join x the best score; a keyword whose line of the
    card's text holds a word of the question gets card_text x the best score more (Baneslayer
    Angel "blocked by a dragon": protection, not flying)."""
    from .ranking import _topic_docnums
    docs = _topic_docnums(handle, s)
    want = [docs[(lang, t)] for t in topics if (lang, t) in docs and docs[(lang, t)] in filt]
    said = {docs[(lang, t)] for t, line in topics.items() if (lang, t) in docs
            and config.card_text and _line_says(handle, line, t, terms)}
    if not want:
        return ordered
    top = ordered[0][1] if ordered else 1.0
    cap = bool(ordered) and ordered[0][0] not in want and _named_keyword_page(handle, s, ordered[0][0], text)
    scores = dict(ordered)
    pos = {d: i for i, (d, _) in enumerate(ordered)}
    for k, d in enumerate(want):
        if d in scores:
            sc = scores[d] + config.card_bonus * top
        else:
            sc = config.card_join * top * (1 - 0.01 * k)
        if d in said:
            sc += config.card_text * top
        if cap:
            sc = min(sc, top * 0.99)
        scores[d] = max(scores.get(d, 0.0), sc)
    return sorted(scores.items(), key=lambda h: (-h[1], pos.get(h[0], 10**6)))
