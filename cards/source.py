"""The card pool as the engine and the pages see it.

- `lookup_entry(name)`: the engine's card source (judge.mtg.cards.set_card_source): a
  catalogue-style entry for an imported card (printed values + what the Oracle compiler modelled).
- `search(query, limit)`: the ranked name search over the pool and the built-in catalogue
  (cards.index.NameIndex), one in-memory index per process, rebuilt when the pool changes.
- `search_entries(query, limit)`: the same, as engine entries (the judge editor's catalogue search).

Caches are per process; they are dropped when an import commits in this process, and other
processes notice a new pool generation within CHECK_SECONDS."""
from __future__ import annotations

import copy
import re
import threading
import time

from judge.mtg import cards as engine_cards
from judge.mtg.mana import CostError, parse_cost
from judge.mtg.validate import CARD_TYPES

from . import compiler
from .index import NameIndex
from .textnorm import ascii_slug, norm

CHECK_SECONDS = 2.0
CACHE_MAX = 4096
_lock = threading.Lock()
_state = {"generation": None, "checked": 0.0, "index": None, "entries": {}}
_KIND_RANK = {"full": 0, "face": 1, "foreign": 2}


def reset() -> None:
    """Forget the cached index and entries (after an import, in tests)."""
    with _lock:
        _state.update(generation=None, checked=0.0, index=None, entries={}, links={}, rows=None, finder=None, rulings_ix=None)


def keyword_links(lang: str) -> dict:
    """cards.render.keyword_links for `lang`, remembered for a minute."""
    from .render import keyword_links as build
    now = time.monotonic()
    links = _state.setdefault("links", {})
    hit = links.get(lang)
    if hit and now - hit[0] < 60:
        return hit[1]
    value = build(lang)
    links[lang] = (now, value)
    return value


def _generation():
    from .models import Pool
    return Pool.objects.values_list("generation", flat=True).first()


def _fresh() -> None:
    now = time.monotonic()
    if now - _state["checked"] < CHECK_SECONDS:
        return
    try:
        gen = _generation()
    except Exception:  # noqa: BLE001 - no table yet (before migrate): the built-in catalogue only
        gen = None
    with _lock:
        if gen != _state["generation"]:
            _state.update(generation=gen, index=None, entries={}, rows=None, finder=None, rulings_ix=None)
        _state["checked"] = now


# ------------------------------------------------------------------------------- engine entries
def _int(v) -> int:
    """A printed power/toughness/loyalty as the engine's number: '*' is 0, '1+*' is 1."""
    if not isinstance(v, str):
        return 0
    m = re.match(r"\s*([+-]?\d+)", v)
    return int(m.group(1)) if m else 0


def compiled(card) -> dict:
    """The stored compiler result, recompiled on the fly if it is from another compiler version."""
    if card.compiler_version == compiler.COMPILER_VERSION and all(
            "ability" in ln for ln in card.lines or [] if isinstance(ln, dict) and ln.get("modelled")):
        return {"status": card.status, "definition": card.definition, "lines": card.lines,
                "version": card.compiler_version}
    # another compiler version, or rows stored before lines kept their kind (ability, rule): recompile
    return compiler.compile_record(card.name, card.faces, card.layout)


def playable_problem(card) -> str | None:
    """Why the engine cannot take this card at all (a code for the page), or None."""
    face = card.faces[0] if card.faces else {}
    if not [t for t in face.get("types") or [] if t in CARD_TYPES]:
        return "type"
    try:
        parse_cost(face.get("mana_cost"))
    except CostError:
        return "cost"
    return None


def entry_for(card) -> dict | None:
    """A catalogue-style engine entry for a Card row, or None when the engine cannot take it (no
    card type it knows: planes, schemes...; or a mana symbol it does not know)."""
    if playable_problem(card):
        return None
    face = card.faces[0]
    r = compiled(card)
    e = copy.deepcopy(r["definition"]) if isinstance(r["definition"], dict) else {}
    for k in ("card", "types", "subtypes", "mana_cost", "colors", "power", "toughness", "loyalty",
              "legendary", "basic", "names", "oracle"):
        e.pop(k, None)
    types = [t for t in face.get("types") or [] if t in CARD_TYPES]
    e.update({"card": card.name, "types": types, "subtypes": list(face.get("subtypes") or []),
              "colors": [c for c in face.get("colors") or [] if c in "WUBRG"]})
    if face.get("mana_cost"):
        e["mana_cost"] = face["mana_cost"]
    if face.get("power") is not None or "creature" in types:
        e["power"] = _int(face.get("power"))
        e["toughness"] = _int(face.get("toughness"))
    if face.get("loyalty") is not None:
        e["loyalty"] = _int(face.get("loyalty"))
    if "legendary" in (face.get("supertypes") or []):
        e["legendary"] = True
    if card.is_basic:
        e["basic"] = True
    if card.names:
        e["names"] = dict(card.names)
    if e.get("keywords"):
        e["keywords"] = [k.lower() for k in e["keywords"] if isinstance(k, str)]
    e["oracle"] = {"status": r["status"], "slug": card.slug,
                   "unmodelled": [ln["text"] for ln in r["lines"] if not ln.get("modelled")],
                   "printed": {k: face.get(k) for k in ("power", "toughness", "loyalty") if face.get(k) is not None}}
    return e


def find_card(name: str):
    """The Card a name means: its full name, a face's name or a translated name (full names win)."""
    from .models import CardName
    n = norm(name)
    if not n:
        return None
    rows = list(CardName.objects.filter(norm=n).select_related("card")[:20])
    if not rows:
        return None
    exact = [r for r in rows if r.name.casefold() == name.strip().casefold()]
    pick = min(exact or rows, key=lambda r: (_KIND_RANK.get(r.kind, 9), len(r.card.name)))
    return pick.card


def prefetch_entries(names) -> None:
    """The engine's prefetch (judge.mtg.cards.set_card_prefetch): the entries of many cards read in
    one query (their compiled definitions are stored on the rows), so a board of 40 real cards does
    not make 40 queries."""
    _fresh()
    cache = _state["entries"]
    want = {n.strip().casefold(): n for n in names if isinstance(n, str) and n.strip().casefold() not in cache}
    if not want:
        return
    try:
        from .models import CardName
        norms = {norm(n): k for k, n in want.items()}
        rows = list(CardName.objects.filter(norm__in=list(norms)).select_related("card"))
    except Exception:  # noqa: BLE001 - no card table yet: lookups fall back to one at a time
        return
    best: dict = {}
    for row in rows:
        k = norms.get(row.norm)
        if k is None:
            continue
        exact = row.name.casefold() == k
        rank = (not exact, _KIND_RANK.get(row.kind, 9), len(row.card.name))
        if k not in best or rank < best[k][0]:
            best[k] = (rank, row.card)
    with _lock:
        if len(cache) + len(best) >= CACHE_MAX:
            cache.clear()
        for k, (_rank, card) in best.items():
            cache[k] = entry_for(card)


def lookup_entry(name: str) -> dict | None:
    """The engine's card source: the entry for `name`, or None (not imported / not playable)."""
    if not isinstance(name, str) or not name.strip():
        return None
    _fresh()
    key = name.strip().casefold()
    cache = _state["entries"]
    if key in cache:
        return cache[key]
    try:
        card = find_card(name)
    except Exception:  # noqa: BLE001 - no card table yet: the built-in catalogue only
        card = None
    entry = entry_for(card) if card is not None else None
    with _lock:
        if len(cache) >= CACHE_MAX:
            cache.clear()
        cache[key] = entry
    return entry


# ------------------------------------------------------------------------------------- search
def _build_index() -> NameIndex:
    from .models import Card, CardName
    records = []
    pool_names = set()
    try:
        aliases: dict[int, list[str]] = {}
        for cid, n in CardName.objects.values_list("card_id", "norm").iterator(chunk_size=10000):
            aliases.setdefault(cid, []).append(n)
        for cid, name, slug, type_line, cost, kind in Card.objects.values_list(
                "id", "name", "slug", "type_line", "mana_cost", "kind").iterator(chunk_size=10000):
            pool_names.add(name.casefold())
            records.append(({"name": name, "slug": slug, "type_line": type_line, "mana_cost": cost,
                             "kind": kind, "builtin": engine_cards.builtin(name) is not None},
                            aliases.get(cid) or [norm(name)]))
    except Exception:  # noqa: BLE001 - no card tables yet
        records, pool_names = [], set()
    for name in engine_cards.names():   # the built-in catalogue's cards the pool does not have
        if name.casefold() in pool_names:
            continue
        e = engine_cards.builtin(name)
        extra = [norm(n) for n in (e.get("names") or {}).values()]
        records.append(({"name": name, "slug": builtin_slug(name), "type_line": builtin_type_line(e),
                         "mana_cost": e.get("mana_cost") or "", "kind": builtin_kind(e), "builtin": True},
                        [norm(name)] + extra))
    return NameIndex(records, normalized=True)


def _once(key: str, build):
    """_state[key], built by build() once per card-pool generation (checked again under the lock,
    so two threads never build it twice)."""
    _fresh()
    v = _state.get(key)
    if v is None:
        with _lock:
            v = _state.get(key)
            if v is None:
                v = _state[key] = build()
    return v


def index() -> NameIndex:
    return _once("index", _build_index)


def _build_rows() -> tuple[list, bool]:
    """Card rows for the Scryfall-syntax search (cards/query.py): the pool plus the built-in
    catalogue cards it lacks; and whether the pool has legalities."""
    from . import query as cq
    from .models import Card, Pool
    rows = []
    pool_names = set()
    has_leg = False
    try:
        has_leg = bool(Pool.objects.values_list("has_legalities", flat=True).first())
        for (name, slug, tl, text, colors, ident, mv, pw, tg, loy, kws, leg, names, layout, faces, cost,
             kind, rank) in Card.objects.values_list(
                "name", "slug", "type_line", "text", "colors", "color_identity", "mana_value", "power",
                "toughness", "loyalty", "keywords", "legalities", "names", "layout", "faces", "mana_cost",
                "kind", "popularity").iterator(chunk_size=5000):
            pool_names.add(name.casefold())
            row = cq.card_row(name, tl, text, colors, ident, mv, pw, tg, loy, kws, leg, names, layout, faces, rank)
            row.update(slug=slug, type_line=tl, mana_cost=cost or "", kind=kind, builtin=False)
            rows.append(row)
    except Exception:  # noqa: BLE001 - no card tables yet
        rows, pool_names = [], set()
    for name in engine_cards.names():
        if name.casefold() in pool_names:
            continue
        e = engine_cards.builtin(name)
        face = {"type_line": builtin_type_line(e), "text": "", "keywords": list(e.get("keywords") or [])}
        row = cq.card_row(name, face["type_line"], "", list(e.get("colors") or []), list(e.get("colors") or []),
                          None, e.get("power"), e.get("toughness"), e.get("loyalty"), face["keywords"], None,
                          dict(e.get("names") or {}), "normal", [face], None)
        row["mv"] = None
        row.update(slug=builtin_slug(name), type_line=face["type_line"], mana_cost=e.get("mana_cost") or "",
                   kind=builtin_kind(e), builtin=True)
        rows.append(row)
    return rows, has_leg


def query_rows() -> tuple[list, bool]:
    return _once("rows", _build_rows)


def _build_finder():
    from . import query as cq
    from .recognise import CardFinder
    records = []
    pool_names = set()
    try:
        from .models import Card, CardName
        others: dict[int, list[str]] = {}
        for cid, n, kind in CardName.objects.values_list("card_id", "name", "kind").iterator(chunk_size=10000):
            if kind != "full":
                others.setdefault(cid, []).append(n)
        for cid, name, slug, kws, types, text in Card.objects.values_list(
                "id", "name", "slug", "keywords", "types", "text").iterator(chunk_size=10000):
            pool_names.add(name.casefold())
            records.append({"name": name, "slug": slug, "keywords": list(kws or []), "text": text or "",
                            "types": [str(t).lower() for t in types or []], "names": others.get(cid, [])})
    except Exception:  # noqa: BLE001 - no card tables yet: the built-in catalogue only
        records, pool_names = [], set()
    for name in engine_cards.names():
        if name.casefold() in pool_names:
            continue
        e = engine_cards.builtin(name)
        records.append({"name": name, "slug": builtin_slug(name), "keywords": list(e.get("keywords") or []),
                        "types": list(e.get("types") or []), "names": list((e.get("names") or {}).values())})
    return CardFinder(records, cq.nicknames())


def finder():
    """The CardFinder over the pool and the built-in catalogue (cards/recognise.py), built once per
    pool generation."""
    return _once("finder", _build_finder)


def cards_in_query(q: str, limit: int = 3) -> list[dict]:
    """The search engine's card finder (search.engine.register_card_finder): the cards named in a
    question, with their slug, keywords and types."""
    return finder().find(q, limit)


def ruling_index():
    """The rulings of the pool (cards/ruling_search.py), indexed once per pool generation."""
    return _once("rulings_ix", _build_ruling_index)


def _build_ruling_index():
    from .ruling_search import RulingIndex
    rows = []
    try:
        from .models import Card
        for name, slug, rulings in Card.objects.exclude(rulings=[]).values_list(
                "name", "slug", "rulings").iterator(chunk_size=5000):
            for r in rulings or []:
                if isinstance(r, dict) and isinstance(r.get("text"), str):
                    rows.append((name, slug, str(r.get("date") or ""), r["text"]))
    except Exception:  # noqa: BLE001 - no card tables yet: no rulings
        rows = []
    return RulingIndex(rows)


def ruling_results(q: str, lang: str, game, limit: int) -> list[dict]:
    """The site search's group of card rulings (search.engine.register_results): the rulings
    holding every English word of the query, each linked to its card page's rulings."""
    if game == "bfb":
        return []
    ix = ruling_index()
    out = []
    for k, r in enumerate(ix.search(q, limit)):
        out.append({"id": f"ruling:{r['slug']}:{k}", "title": f"{r['name']} · {r['date']}" if r["date"] else r["name"],
                    "url": f"/{lang}/cards/{r['slug']}/#rulings", "snippet": ix.snippet(r["text"], r["terms"])})
    return out


def query_search(q: str, lang: str = "en", limit: int | None = None, offset: int = 0) -> dict:
    """Scryfall-syntax search (cards/query.py) over every card: {"total", "results" (rows, best
    first, every match), "warnings", "read_back"}; raises cards.query.QueryError when no term of
    the query can be searched."""
    from . import query as cq
    rows, has_leg = query_rows()
    return cq.search(rows, q, lang, has_legalities=has_leg, limit=limit, offset=offset)


def search(query: str, limit: int = 10) -> list[dict]:
    """Best-first matches: dicts with name, slug, type_line, mana_cost, kind, builtin."""
    limit = max(1, min(int(limit), 1000))
    return index().search(query or "", limit)


def search_entries(query: str, limit: int = 12) -> list[dict]:
    """Engine entries for the judge editor: the built-in catalogue for an empty query."""
    q = (query or "").strip()
    if not q:
        return [engine_cards.builtin(n) for n in engine_cards.names()][:limit]
    out = []
    for hit in search(q, min(limit * 2, 50)):
        e = engine_cards.lookup(hit["name"])
        if e is not None:
            out.append(e)
        if len(out) >= limit:
            break
    return out


# --------------------------------------------------------------------- built-in catalogue cards
def builtin_slug(name: str) -> str:
    return ascii_slug(name) or "card"


def builtin_kind(e: dict) -> str:
    from .importer import KIND_ORDER
    for k in KIND_ORDER:
        if k in e.get("types", []):
            return k
    return "other"


def builtin_type_line(e: dict) -> str:
    sup = []
    if e.get("basic"):
        sup.append("Basic")
    if e.get("legendary"):
        sup.append("Legendary")
    line = " ".join(sup + [t.capitalize() for t in e.get("types", [])])
    if e.get("subtypes"):
        line += " — " + " ".join(e["subtypes"])
    return line


# ----------------------------------------------------------------------- the deck checker's pool
class DeckPool:
    """The card pool as judge.decks sees it (judge.decks.set_card_pool)."""

    def available(self) -> bool:
        _fresh()
        return _state["generation"] is not None

    def has_legalities(self) -> bool:
        from .models import Pool
        return Pool.objects.filter(has_legalities=True).exists()

    def find(self, name: str) -> dict | None:
        n = name.replace(" / ", " // ") if " // " not in name and " / " in name else name
        card = find_card(n)
        if card is None:
            return None
        face = card.faces[0] if card.faces else {}
        types = face.get("types") or []
        text = "\n".join(f.get("text") or "" for f in card.faces)
        commander = (("legendary" in (face.get("supertypes") or []) and "creature" in types)
                     or "can be your commander" in text)
        return {"name": card.name, "basic": card.is_basic, "any_number": card.any_number, "up_to": card.up_to,
                "legalities": card.legalities, "color_identity": card.color_identity, "commander": commander,
                "partner": any(k.casefold().startswith("partner") for k in card.keywords or [])}

    def suggest(self, name: str, n: int = 3) -> list[str]:
        hits = [h["name"] for h in search(name, n + 3) if not h.get("builtin") or _in_pool(h["name"])]
        return hits[:n]


def _in_pool(name: str) -> bool:
    from .models import Card
    return Card.objects.filter(name=name).exists()
