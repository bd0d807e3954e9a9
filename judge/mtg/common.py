"""Helpers shared by the MtgGame modules: illegal-action errors, step and zone words, ids,
what a custom card keeps when it changes zones (CR 400.7).
"""
from __future__ import annotations

import copy
import re
from typing import TYPE_CHECKING, Any, Optional

from ..engine.errors import IllegalAction
from ..engine.events import Event, Msg
from .state import Combat, Delayed, Emblem, Permanent, Player, Result, StackObject

if TYPE_CHECKING:
    class Host:
        """What a mixin of MtgGame may use of the game (for mypy only): the declared state, and
        the methods of the other mixins (looked up on MtgGame, typed there)."""
        players: list[Player]
        battlefield: list[Permanent]
        stack: list[StackObject]
        command: list[Emblem]
        delayed: list[Delayed]
        combat: Optional[Combat]
        result: Result
        turn: int
        active: str
        step: str
        priority: str
        teams: list[list[str]]
        events: list[Event]
        cleanup_again: bool
        pending: list[Any]
        static_conds: dict[str, bool]
        day_night: Optional[str]   # 730.1: "day", "night" or None (transform.py)

        def __getattr__(self, name: str) -> Any: ...
else:
    Host = object

TRIGGER_CHOICE_KEYS = ("targets", "order", "modes")   # a `choose` dict with these answers trigger choices (603.3b-d)
MAX_HAND = 7
PERMANENT_KINDS = ("creature", "artifact", "enchantment", "land", "planeswalker", "battle")


def illegal(key, rule, topic, objects=(), **params):
    return IllegalAction(key, rule, topic, objects, **params)


def stepmsg(s):
    return Msg("mtg.step." + s)


def zonemsg(z):
    return Msg("mtg.zone." + z)


def target_word(spec):
    """A target word ("creature", "nonblack creature", ...) or a permanent type as a message of the
    reader's language (validate.TARGET_SPECS and the types; None: any target); a card in a graveyard
    ("creature card in your graveyard") composed of its parts; another word built from parts as
    printed (English)."""
    from ..engine.messages import CATALOGUE
    key = "mtg.target_word." + re.sub(r"[^a-z]+", "_", str(spec or "any_target").casefold()).strip("_")
    if spec is None or key in CATALOGUE:
        return Msg(key)
    from . import targetspec
    base = None if targetspec.is_card_word(spec) else targetspec.another_base(spec)
    if base is not None:   # "another target <word>": not the source
        return Msg("mtg.target_word.another", {"word": target_word(base)})
    return card_word(spec) or str(spec)


def card_word(spec):
    """A card-in-a-graveyard word (targetspec.parse_card, 109.2a) as a message of the reader's
    language, or None if it is not one (or has parts with no message: then it is said as printed)."""
    from ..engine.messages import CATALOGUE
    from . import targetspec
    p = targetspec.parse_card(spec) if isinstance(spec, str) else None
    if not p:
        return None
    m = re.match(r"^(?:another )?(.*?) ?card\b", spec.strip().lower())
    words = m.group(1) if m else ""
    alts = words.split(" or ") if words else []
    parts: list[Msg | str] = []
    for a in alts:
        k = "mtg.target_word." + a
        if " " not in a and k in CATALOGUE:
            parts.append(Msg(k))
        elif " " not in a:   # a subtype ("Zombie card"): the printed word
            parts.append(a.capitalize())
        else:
            return str(spec)
    if len(parts) > 2:
        return str(spec)
    where = Msg("mtg.gy_word.where_" + p["where"])
    if not parts:
        if p["mv"] or p["another"]:
            return str(spec)
        return Msg("mtg.gy_word.any", {"where": where})
    what = parts[0] if len(parts) == 1 else Msg("mtg.cond.or", {"a": parts[0], "b": parts[1]})
    if p["mv"]:
        if p["another"]:
            return str(spec)
        return Msg("mtg.gy_word.mv_" + p["mv"][1], {"what": what, "n": p["mv"][0], "where": where})
    return Msg("mtg.gy_word.another" if p["another"] else "mtg.gy_word.typed", {"what": what, "where": where})


def spell_types(kind, d) -> set:
    """Every card type of a spell (an artifact creature spell is an artifact spell and a creature
    spell, 205.2a / 601.2a)"""
    return {kind} | {str(t).lower() for t in d.get("types") or ()}


def spell_matches(t, kind, d, x=0) -> bool:
    """Does a spell match a trigger's or cost reduction's `spell_kinds` (any of them),
    `spell_subtypes` (any of them), `spell_not` (none of them), `spell_colors` (any of them),
    `spell_quality` (multicolored 105.2b, colorless 105.2c, historic 700.6) and `spell_mv_min`
    / `spell_mv_max` (its mana value, with `x` the X chosen for it on the stack, 202.3e); `spell_either`:
    a kind or a subtype ("an instant, sorcery, or Wizard spell")?"""
    types = spell_types(kind, d)
    if t.get("spell_either"):   # "an instant, sorcery, or Wizard spell": one of the kinds or one of the subtypes
        if not (types & set(t.get("spell_kinds") or ()) or any(has_subtype(d, s) for s in t.get("spell_subtypes") or ())):
            return False
    elif t.get("spell_kinds") and not types & set(t["spell_kinds"]):
        return False
    elif t.get("spell_subtypes") and not any(has_subtype(d, s) for s in t["spell_subtypes"]):
        return False   # "a Spirit or Arcane spell" (205.3); a changeling spell is every creature type
    colors = set(d.get("colors") or ())
    if t.get("spell_colors") and not colors & set(t["spell_colors"]):
        return False
    q = t.get("spell_quality")
    if q == "multicolored" and len(colors) < 2 or q == "colorless" and colors:
        return False
    if q == "historic" and not (d.get("legendary") or "artifact" in types or has_subtype(d, "saga")):
        return False
    if t.get("spell_mv_min") is not None and spell_mana_value(d, x) < t["spell_mv_min"]:
        return False
    if t.get("spell_mv_max") is not None and spell_mana_value(d, x) > t["spell_mv_max"]:
        return False
    return not (t.get("spell_not") and types & set(t["spell_not"]))


def spell_mana_value(d, x=0) -> int:
    """The mana value of a spell (202.3): its mana cost's total; X is the number chosen for it on the
    stack (202.3e); a hybrid symbol counts its largest part (202.3f); no mana cost is 0 (202.3a)."""
    from .mana import CostError, parse_cost
    try:
        syms = parse_cost(d.get("mana_cost") or "")
    except CostError:
        return 0
    n = 0
    for s in syms:
        if s == "X":
            n += x or 0
        elif s.isdigit():
            n += int(s)
        else:
            n += max([int(p) for p in s.split("/") if p.isdigit()] + [1])
    return n


def _creature_types() -> frozenset:
    from pathlib import Path
    p = Path(__file__).with_name("oracle") / "creature_types.txt"   # CR 205.3m, the real list
    return frozenset(x.strip().casefold() for x in p.read_text(encoding="utf-8").splitlines()
                     if x.strip() and not x.startswith("#"))


CREATURE_TYPES = _creature_types()


def has_subtype(o, sub) -> bool:
    """Does object `o` have the subtype `sub`? 702.73a: changeling (a characteristic-defining
    ability, 604.3, so also after it loses its abilities) is every creature type; a granted
    changeling (until end of turn) too."""
    s = str(sub).casefold()
    if s in {str(x).casefold() for x in o.get("subtypes") or ()}:
        return True
    if s not in CREATURE_TYPES:
        return False
    return "changeling" in (o.get("keywords") or ()) or any(
        "changeling" in (u.get("keywords") or ()) for u in o.get("until_eot") or () if isinstance(u, dict))


def _slug(s):
    return re.sub(r"[^a-z0-9]+", "-", str(s).casefold()).strip("-") or "card"


def fresh_id(base, used):
    """`base`, or `base-2`, `base-3`... the first not in `used` (which gets it)."""
    if base not in used:
        used.add(base)
        return base
    n = 2
    while f"{base}-{n}" in used:
        n += 1
    used.add(f"{base}-{n}")
    return f"{base}-{n}"


def zone_card_ids(state) -> dict:
    """{(player id, zone, index): id} of every card in a hand, graveyard or exile of a scenario's
    state, as the engine gives them when it loads the state (a card given without an id gets
    `<player>-<slug of its name>`, `-2`... if taken): the id a target names (a card in a graveyard,
    109.2a). The editor shows them; MtgGame._load uses this."""
    st = state if isinstance(state, dict) else {}
    players = [p for p in st.get("players") or [] if isinstance(p, dict)]
    players = [dict(p, library_top=p["library"]) if isinstance(p.get("library"), list) else p for p in players]
    zones = ("hand", "graveyard", "exile", "library_top")   # library_top: the library's known cards (library.py)
    used = {p.get("id") for p in players}
    for key in ("battlefield", "stack"):
        used |= {o.get("id") for o in st.get(key) or [] if isinstance(o, dict)}
    for p in players:
        for z in zones:
            zl = p.get(z)
            used |= {c.get("id") for c in zl if isinstance(c, dict)} if isinstance(zl, list) else set()
    out = {}
    for p in players:
        for z in zones:
            zl = p.get(z)
            for k, c in enumerate(zl if isinstance(zl, list) else ()):
                cid = c.get("id") if isinstance(c, dict) else None
                if not cid:
                    name = c if isinstance(c, str) else (c.get("card", "card") if isinstance(c, dict) else "card")
                    cid = fresh_id(f"{p.get('id')}-{_slug(name)}", used)
                out[(p.get("id"), z, k)] = cid
    return out


_PRINTED_KEYS = ("types", "subtypes", "power", "toughness", "colors", "keywords", "abilities", "triggers", "effects",
                 "mana_cost", "legendary", "loyalty", "kind", "static", "unearth", "face_name", "back")   # what a custom card keeps in other zones
_MISSING = object()


def _public(d):
    return {k: copy.deepcopy(v) for k, v in d.items() if not k.startswith("_")}
