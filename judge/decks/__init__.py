"""Deck list checker for Magic: The Gathering and Born from Blood (pure Python, no Django).

    check(game, text, fmt="constructed", lang="en") -> {"ok", "malformed", "errors", "summary"}

`errors` lists every problem as {"line": n, "code": ..., "message": ...}; line 0 is the list as a
whole (e.g. the card count). `malformed` is true when the text itself could not be read (a line of
an unknown shape, a bad count, too many lines or bytes): the HTTP API answers those with 400.
The line formats are documented in docs/judge-engine-bfb.md and on the /<lang>/decks/check/ page.
"""
from __future__ import annotations

import re
import unicodedata

from langs import GAMES, supported

from .messages import render

MAX_BYTES = 200_000
MAX_LINES = 1_000
MAX_LINE_CHARS = 300
MAX_COUNT = 250
MTG_FORMATS = {"constructed": 60, "limited": 40, "standard": 60, "pioneer": 60, "modern": 60, "legacy": 60,
               "vintage": 60, "pauper": 60, "commander": 100}
# formats whose card legality comes from the imported card file (MTGJSON legalities)
LEGALITY_FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander")
MAX_SIDEBOARD = 15   # CR 100.4a: constructed sideboards
BFB_DECK_SIZE = 50
BFB_MAX_COPIES = 4
MTG_MAX_COPIES = 4

BASIC_LANDS = {"plains", "island", "swamp", "mountain", "forest", "wastes"}
BASIC_LANDS |= {f"snow-covered {n}" for n in list(BASIC_LANDS)}
# The card pool (registered by the Django side, cards app): knows every card's name, whether it
# is basic, what its text says about copies, its colour identity and legalities. Without one,
# names are not checked, and the few cards whose text allows more copies come from this list:
# CR 100.2a, "other than ... cards whose text says otherwise".
MTG_ANY_NUMBER = {
    "relentless rats", "shadowborn apostle", "persistent petitioners", "rat colony",
    "dragon's approach", "slime against humanity", "hare apparent", "templar knight",
    "tempest hawk", "cid, timeless artificer",
}
MTG_UP_TO = {"seven dwarves": 7, "nazgûl": 9, "nazgul": 9}

ANY_COLOUR = {"any", "any color", "any colour", "anycolor", "colorless"}

_pool = None


def set_card_pool(pool) -> None:
    """Register the card pool: an object with available() -> bool, has_legalities() -> bool,
    find(name) -> dict | None ({"name", "basic", "any_number", "up_to", "legalities",
    "color_identity", "commander"}) and suggest(name, n) -> [names]. None unregisters."""
    global _pool
    _pool = pool


def legality_available() -> bool:
    """The registered card pool has format legalities (the deck check offers the named formats only then)."""
    pool = _active_pool()
    try:
        return pool is not None and bool(pool.has_legalities())
    except Exception:  # noqa: BLE001 - a pool that cannot answer (no database) has none
        return False


def _active_pool():
    try:
        return _pool if _pool is not None and _pool.available() else None
    except Exception:  # noqa: BLE001 - a pool that cannot answer (no database) is no pool
        return None

_COUNT_NAME = re.compile(r"^(?P<count>[+-]?\d+)\s*[xX×]?\s+(?P<rest>\S.*)$")
_MTG_SET_SUFFIX = re.compile(r"\s+\([A-Za-z0-9]{2,6}\)(\s+[A-Za-z0-9★*-]+)?\s*$")
_MTG_HEADERS = {"deck": "main", "main": "main", "maindeck": "main", "mainboard": "main", "main deck": "main",
                "sideboard": "side", "side": "side", "side board": "side"}
_BFB_HEADERS = {"deck": "main", "main": "main", "main deck": "main", "maindeck": "main"}
_BFB_LINE = re.compile(r"^(?P<name>.+?)\s*\((?P<colour>[^()]+)\)\s*(?:\[(?P<opts>[^\[\]]*)\])?\s*$")
_CHARACTER = re.compile(r"^character\s*:\s*(?P<rest>.+)$", re.I)


def _norm(name: str) -> str:
    name = unicodedata.normalize("NFC", name)
    name = name.replace("’", "'").replace("‘", "'")
    return " ".join(name.split()).casefold()


class _Result:
    def __init__(self, lang):
        self.lang = supported(lang)
        self.errors: list[dict] = []
        self.notes: list[dict] = []
        self.malformed = False

    def add(self, line, code, malformed=False, **params):
        self.errors.append({"line": line, "code": code, "message": render(code, self.lang, **params)})
        if malformed:
            self.malformed = True

    def note(self, code, **params):
        self.notes.append({"code": code, "message": render(code, self.lang, **params)})

    def out(self, summary):
        self.errors.sort(key=lambda e: e["line"])
        return {"ok": not self.errors, "malformed": self.malformed, "errors": self.errors, "summary": summary,
                "notes": self.notes}


def _lines(text, res: _Result):
    """The list's lines (number, stripped text), or None when the whole text is refused."""
    if not isinstance(text, str):
        res.add(0, "empty", malformed=True)
        return None
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        res.add(0, "too_big", malformed=True, size=size, limit=MAX_BYTES)
        return None
    raw = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if len(raw) > MAX_LINES:
        res.add(0, "too_many_lines", malformed=True, n=len(raw), limit=MAX_LINES)
        return None
    out = []
    for i, line in enumerate(raw, 1):
        line = line.strip().lstrip("\ufeff")
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        if len(line) > MAX_LINE_CHARS:
            res.add(i, "line_too_long", malformed=True, n=len(line), limit=MAX_LINE_CHARS)
            continue
        out.append((i, line))
    if not out:
        res.add(0, "empty", malformed=True)
        return None
    return out


def _count(i, m, res) -> int | None:
    count = int(m.group("count"))
    if count < 1:
        res.add(i, "negative_count", malformed=True, count=m.group("count"))
        return None
    if count > MAX_COUNT:
        res.add(i, "huge_count", malformed=True, count=count, limit=MAX_COUNT)
        return None
    return count


def _header(line, headers):
    key = _norm(line.rstrip(":").strip())
    return headers.get(key)


# ------------------------------------------------------------------------------------------ Magic
_MTG_HEADERS_ALL = dict(_MTG_HEADERS, commander="commander")
_FORMAT_NAMES = {"standard": "Standard", "pioneer": "Pioneer", "modern": "Modern", "legacy": "Legacy",
                 "vintage": "Vintage", "pauper": "Pauper", "commander": "Commander", "constructed": "constructed",
                 "limited": "limited"}
_COLOUR_ORDER = "WUBRG"


def _identity(colours) -> str:
    cs = [c for c in _COLOUR_ORDER if c in set(colours or ())]
    return "".join("{" + c + "}" for c in cs) or "{C}"


def check_mtg(text, fmt="constructed", lang="en") -> dict:
    res = _Result(lang)
    summary = {"game": "mtg", "format": fmt, "main": 0, "sideboard": 0, "distinct": 0}
    if fmt not in MTG_FORMATS:
        res.add(0, "bad_format", malformed=True, fmt=fmt)
        return res.out(summary)
    lines = _lines(text, res)
    if lines is None:
        return res.out(summary)
    pool = _active_pool()
    summary["names_checked"] = pool is not None
    section = "main"
    copies: dict[str, list] = {}   # key -> [display name, total, first line, card or None]
    commanders: list[tuple[int, str, dict | None]] = []
    for i, line in lines:
        sec = _header(line, _MTG_HEADERS_ALL)
        if sec:
            section = sec
            continue
        this_section = section
        if line[:3].upper() == "SB:":
            this_section, line = "side", line[3:].strip()
        m = _COUNT_NAME.match(line)
        if not m:
            res.add(i, "bad_line_mtg", malformed=True)
            continue
        count = _count(i, m, res)
        if count is None:
            continue
        name = _MTG_SET_SUFFIX.sub("", m.group("rest")).strip()
        card = None
        if pool is not None:
            card = pool.find(name)
            if card is None:
                hints = pool.suggest(name, 3)
                if hints:
                    res.add(i, "mtg_unknown_card", name=name, suggestions=", ".join(hints))
                else:
                    res.add(i, "mtg_unknown_card_no_hint", name=name)
                summary["main" if this_section != "side" else "sideboard"] += count   # counted all the same
                continue
        key = _norm(card["name"]) if card else _norm(name)
        shown = card["name"] if card else name
        if this_section == "commander":
            commanders.append((i, shown, card))
            summary["main"] += count
            entry = copies.setdefault(key, [shown, 0, i, card])
            entry[1] += count
            continue
        summary["main" if this_section == "main" else "sideboard"] += count
        entry = copies.setdefault(key, [shown, 0, i, card])
        entry[1] += count
    summary["distinct"] = len(copies)
    # the rules are checked on whatever could be read, so every problem shows at once
    minimum = MTG_FORMATS[fmt]
    name = _FORMAT_NAMES[fmt]
    if fmt == "commander":
        if summary["main"] != 100:
            res.add(0, "mtg_commander_count", n=summary["main"])
    elif summary["main"] < minimum:
        res.add(0, "mtg_too_few", n=summary["main"], fmt=name, min=minimum)
    if fmt not in ("limited", "commander") and summary["sideboard"] > MAX_SIDEBOARD:   # every constructed format
        res.add(0, "mtg_sideboard_too_big", n=summary["sideboard"], max=MAX_SIDEBOARD)
    legal_checked = fmt in LEGALITY_FORMATS and pool is not None and pool.has_legalities()
    if fmt != "limited":   # CR 100.2b: limited decks have no copy limit
        for key, (shown, n, line, card) in copies.items():
            if card is not None:
                if card["basic"] or card["any_number"]:
                    continue
                limit = card["up_to"] or MTG_MAX_COPIES
            else:
                if key in BASIC_LANDS or key in MTG_ANY_NUMBER:
                    continue
                limit = MTG_UP_TO.get(key, MTG_MAX_COPIES)
            if fmt == "commander":
                if n > 1 and not card_up_to(card):
                    res.add(line, "mtg_singleton", n=n, name=shown)
                elif card_up_to(card) and n > card_up_to(card):
                    res.add(line, "mtg_too_many_copies", n=n, name=shown, max=card_up_to(card))
                continue
            if legal_checked and card is not None and (card["legalities"] or {}).get(fmt) == "restricted":
                limit = 1
                if n > limit:
                    res.add(line, "mtg_restricted", n=n, name=shown, fmt=name)
                continue
            if n > limit:
                res.add(line, "mtg_too_many_copies", n=n, name=shown, max=limit)
    if legal_checked:
        for _key, (shown, _n, line, card) in copies.items():
            status = (card["legalities"] or {}).get(fmt, "not_legal") if card else "legal"
            if status == "banned":
                res.add(line, "mtg_banned", name=shown, fmt=name)
            elif status not in ("legal", "restricted"):
                res.add(line, "mtg_not_legal", name=shown, fmt=name)
    elif fmt in LEGALITY_FORMATS:
        res.note("mtg_legality_not_checked" if pool is not None else "mtg_names_not_checked", fmt=name)
    elif pool is None:
        res.note("mtg_names_not_checked", fmt=name)
    if fmt == "commander":
        _check_commander(res, commanders, copies, pool)
    return res.out(summary)


def card_up_to(card) -> int | None:
    if card is None:
        return None
    if card["any_number"]:
        return 10 ** 6
    return card["up_to"]


def _check_commander(res, commanders, copies, pool):
    """CR 903.3, 903.4, 903.5: the commander, and every card within its colour identity."""
    if not commanders:
        res.add(0, "mtg_no_commander")
        return
    if len(commanders) > 2 or (len(commanders) == 2 and not all(c and c.get("partner") for _i, _n, c in commanders)):
        res.add(commanders[-1][0], "mtg_too_many_commanders")
    identity = set()
    for line, shown, card in commanders:
        if card is None:
            continue
        if not card.get("commander"):
            res.add(line, "mtg_not_a_commander", name=shown)
        identity |= set(card.get("color_identity") or ())
    if pool is None or any(c is None for _l, _n, c in commanders):
        return
    cmd_keys = {_norm(n) for _l, n, _c in commanders}
    for key, (shown, _n, line, card) in copies.items():
        if key in cmd_keys or card is None:
            continue
        outside = set(card.get("color_identity") or ()) - identity
        if outside:
            res.add(line, "mtg_colour_identity", name=shown, card_identity=_identity(card.get("color_identity")),
                    identity=_identity(identity))


# -------------------------------------------------------------------------------- Born from Blood
def _colour(raw: str) -> tuple[str, str]:
    """(normalised colour, display) — Any Color normalises to "any"."""
    n = _norm(raw)
    if n in ANY_COLOUR:
        return "any", "Any Color"
    return n, raw.strip()


def _options(i, opts, res):
    out = {}
    if not opts or not opts.strip():
        return out
    for part in opts.split(","):
        part = part.strip()
        if not part:
            continue
        m = re.match(r"^(special[ _-]?art|sa|owned|rarity)\s*[:=]\s*(\S.*)$", part, re.I)
        if not m:
            res.add(i, "bad_option", malformed=True, text=part)
            continue
        key = _norm(m.group(1)).replace("_", " ").replace("-", " ")
        key = {"sa": "special art", "specialart": "special art"}.get(key, key)
        val = m.group(2).strip()
        if key == "rarity":
            out["rarity"] = val
            continue
        if not re.fullmatch(r"[+-]?\d+", val):
            res.add(i, "bad_option", malformed=True, text=part)
            continue
        v = int(val)
        if v < 0:
            res.add(i, "negative_count", malformed=True, count=val)
            continue
        if v > MAX_COUNT:
            res.add(i, "huge_count", malformed=True, count=v, limit=MAX_COUNT)
            continue
        out[key] = v
    return out


def check_bfb(text, lang="en") -> dict:
    res = _Result(lang)
    summary = {"game": "bfb", "character": None, "color": None, "cards": 0, "distinct": 0,
               "special_art": 0}
    lines = _lines(text, res)
    if lines is None:
        return res.out(summary)
    character = None      # (line, name, colour, display colour)
    cards: dict[str, dict] = {}
    for i, line in lines:
        if _header(line, _BFB_HEADERS):
            continue
        if _header(line, _MTG_HEADERS) == "side" or line[:3].upper() == "SB:":
            res.add(i, "bfb_sideboard", malformed=True)
            continue
        mc = _CHARACTER.match(line)
        if mc:
            m = _BFB_LINE.match(mc.group("rest").strip())
            if not m:
                res.add(i, "bad_line_bfb", malformed=True)
                continue
            _options(i, m.group("opts"), res)
            colour, shown = _colour(m.group("colour"))
            if character is not None:
                res.add(i, "bfb_two_characters")
                continue
            character = (i, m.group("name").strip(), colour, shown)
            if colour == "any":
                res.add(i, "bfb_character_any")
            continue
        m = _COUNT_NAME.match(line)
        mb = _BFB_LINE.match(m.group("rest")) if m else None
        if not m or not mb:
            res.add(i, "bad_line_bfb", malformed=True)
            continue
        count = _count(i, m, res)
        if count is None:
            continue
        opts = _options(i, mb.group("opts"), res)
        name = mb.group("name").strip()
        colour, shown = _colour(mb.group("colour"))
        key = _norm(name)
        entry = cards.setdefault(key, {"name": name, "n": 0, "line": i, "colour": colour, "shown": shown,
                                       "lines": []})
        if entry["colour"] != colour:
            res.add(i, "bfb_colour_conflict", name=name, colour=shown, other=entry["shown"], other_line=entry["line"])
        entry["n"] += count
        entry["lines"].append(i)
        summary["cards"] += count
        art = opts.get("special art", 0)
        if art:
            summary["special_art"] += art
            if art > count:
                res.add(i, "bfb_special_art_more_than_count", name=name, art=art, n=count)
            if "owned" not in opts:
                res.add(i, "bfb_special_art_owned_missing", name=name)
            elif art > opts["owned"]:
                res.add(i, "bfb_special_art_not_owned", name=name, art=art, owned=opts["owned"])
    summary["distinct"] = len(cards)
    if character:
        summary["character"], summary["color"] = character[1], character[3]
    if character is None:
        res.add(0, "bfb_no_character")
    if summary["cards"] != BFB_DECK_SIZE:
        res.add(0, "bfb_count", n=summary["cards"])
    for entry in cards.values():
        if entry["n"] > BFB_MAX_COPIES:
            res.add(entry["lines"][-1], "bfb_too_many_copies", name=entry["name"], n=entry["n"])
        if character and character[2] != "any" and entry["colour"] != "any" and entry["colour"] != character[2]:
            res.add(entry["line"], "bfb_colour", name=entry["name"], colour=entry["shown"],
                    character=character[1], deck_colour=character[3])
    return res.out(summary)


def check(game, text, fmt="constructed", lang="en") -> dict:
    """Check a pasted deck list of `game` ("mtg" or "bfb")."""
    if game == "mtg":
        return check_mtg(text, fmt or "constructed", lang)
    if game == "bfb":
        return check_bfb(text, lang)
    res = _Result(lang)
    res.add(0, "bad_game", malformed=True, game=game)
    return res.out({"game": game})


__all__ = ["check", "check_bfb", "check_mtg", "set_card_pool", "MAX_BYTES", "MAX_LINES", "GAMES", "MTG_FORMATS",
           "LEGALITY_FORMATS"]
