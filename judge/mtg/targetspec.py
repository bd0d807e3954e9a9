"""Target words built from parts (CR 115.1, 601.2c): what a phrase like "target tapped creature an
opponent controls" or "target instant or sorcery spell" may choose, and "all <word>" groups
("destroy all artifacts"). The fixed words of the scenario format ("creature", "any",
"nonblack creature", ...) keep their meaning in targets.py; this module reads the others.

    word  := alt (" or " alt)* [controller] [with]  |  alt (", " alt)+ ", or " alt [controller] [with]
             (three or more alternatives: a "with" is the last one's, "artifact, enchantment, or
             creature with flying")  |  "non<x>, " ... alt ("nonartifact, nonblack creature": all apply)
             |  alt " that's one or more colors" (a coloured permanent, 105.2c)
    alt   := adjective* noun
    noun  := creature | artifact | enchantment | land | planeswalker | permanent | battle | player |
             opponent | spell | <type> spell | <creature type> (a permanent with that subtype, 205.3m)
    adjective := non<type> | non<colour> | <colour> | tapped | untapped | attacking | blocking |
             "attacking or blocking" | nontoken | token | legendary | nonlegendary | basic | nonbasic |
             <creature type> (before "creature": "Elf creature") | non-<creature type> ("non-Zombie")
    controller := "you control" | "an opponent controls" | "you don't control"
    with  := "with <keyword>" | "without <keyword>" | "with power N or less" | "with power N or greater"
             | "with toughness N or less" | "with toughness N or greater" | "with lesser power" (than the source's)
    (adjectives also "artifact" / "enchantment" before creature or land: an artifact creature has both types)

Pure Python."""
from __future__ import annotations

import re
from typing import Any
from functools import lru_cache

PERM_NOUNS = {"creature", "artifact", "enchantment", "land", "planeswalker", "battle", "permanent"}
SPELL_TYPES = {"creature", "artifact", "enchantment", "planeswalker", "instant", "sorcery", "battle"}
COLOURS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_CTRL = {"you control": "you", "an opponent controls": "opponent", "you don't control": "not_you"}
_STATE = {"tapped", "untapped", "attacking", "blocking", "attacking-or-blocking"}


@lru_cache(maxsize=4096)
def parse(word: str):
    """The parts of a target word, or None if it is not one."""
    if not isinstance(word, str) or not word or len(word) > 120:
        return None
    s = word.strip().lower().replace("attacking or blocking", "attacking-or-blocking")
    ctrl = None
    for k, v in _CTRL.items():
        if s.endswith(" " + k):
            ctrl, s = v, s[: -len(k) - 1]
            break
    colored = False
    if s.endswith(" that's one or more colors"):   # a coloured object (105.2, 105.2c: a colourless one has no colour)
        s = s[: -len(" that's one or more colors")]
        if " or " in s or "," in s:
            return None
        colored = True
    listed = False   # "A, B, or C": three or more alternatives; a "with" binds to the last one only
    if "," in s:
        if re.fullmatch(r"[^,]+(?:, [^,]+)+, or [^,]+", s):
            listed = True
            s = s.replace(", or ", " or ").replace(", ", " or ")
        elif re.fullmatch(r"(?:non[a-z]+, )+[^,]+", s):   # "nonartifact, nonblack creature": both adjectives
            s = s.replace(", ", " ")
        else:
            return None
    withs: list[tuple[Any, ...]] = []
    m = re.search(r" (with|without) (.+)$", s)
    if m:
        rest = m.group(2)
        mm = re.fullmatch(r"(power|toughness) (\d+) or (less|greater)", rest)
        if mm:
            withs.append((mm.group(1), int(mm.group(2)), mm.group(3)))
        elif rest == "lesser power":   # mentor (702.134a): power less than the source's power
            withs.append(("lesser_power",))
        elif m.group(1) in ("with", "without") and re.fullmatch(r"[a-z ]+", rest):
            from .keywords import is_implemented_keyword
            if not is_implemented_keyword(rest) or rest.startswith(("protection", "ward")):
                return None
            withs.append(("kw" if m.group(1) == "with" else "nokw", rest))
        else:
            return None
        s = s[: m.start()]
    alts = s.split(" or ")
    if alts[-1].endswith(" spell"):
        alts = [a if a.endswith(" spell") or a == "spell" else a + " spell" for a in alts]
    out = []
    for a in alts:
        words = a.split()
        if not words:
            return None
        noun = words[-1]
        adj = words[:-1]
        alt: dict[str, Any] = {"noun": noun, "types": set(), "not_types": set(), "colors": set(), "not_colors": set(),
               "state": None, "token": None, "legendary": None, "basic": None, "subtypes": set(), "not_subtypes": set()}
        if noun == "spell":
            pass
        elif noun in PERM_NOUNS or noun in ("player", "opponent"):
            if noun not in ("permanent", "player", "opponent"):
                alt["types"].add(noun)
        elif _creature_type(noun):   # "Elf": any permanent with that creature type (a kindred one too, 205.3m)
            alt["noun"] = noun = "permanent"
            alt["subtypes"].add(words[-1])
        else:
            return None
        for w in adj:
            if noun == "spell" and w in SPELL_TYPES:
                alt["types"].add(w)
            elif w.startswith("non") and w[3:] in SPELL_TYPES | {"land"}:
                alt["not_types"].add(w[3:])
            elif w in ("artifact", "enchantment") and noun in ("creature", "land"):   # "artifact creature": both types
                alt["types"].add(w)
            elif w in COLOURS:
                alt["colors"].add(COLOURS[w])
            elif w.startswith("non") and w[3:] in COLOURS:
                alt["not_colors"].add(COLOURS[w[3:]])
            elif w in _STATE and noun in PERM_NOUNS:
                if alt["state"]:
                    return None
                alt["state"] = w
            elif w in ("token", "nontoken") and noun in PERM_NOUNS:
                alt["token"] = w == "token"
            elif w in ("legendary", "nonlegendary"):
                alt["legendary"] = w == "legendary"
            elif w in ("basic", "nonbasic") and noun == "land":
                alt["basic"] = w == "basic"
            elif noun == "creature" and _creature_type(w):   # "Elf creature"
                alt["subtypes"].add(w)
            elif w.startswith("non-") and _creature_type(w[4:]) and noun in PERM_NOUNS:   # "non-Zombie creature"
                alt["not_subtypes"].add(w[4:])
            else:
                return None
        if noun in ("player", "opponent") and adj:
            return None
        if alt["state"] in ("attacking", "blocking", "attacking-or-blocking") and "creature" not in alt["types"]:
            return None
        out.append(alt)
    if colored:
        if out[0]["noun"] not in PERM_NOUNS:
            return None
        out[0]["colored"] = True
    if listed and withs:   # "artifact, enchantment, or creature with flying": only the creature has it
        out[-1]["with"], withs = withs, []
        if out[-1]["noun"] in ("player", "opponent", "spell"):
            return None
    if withs and any(a["noun"] in ("player", "opponent", "spell") for a in out):
        return None
    if ctrl and any(a["noun"] in ("player", "opponent") for a in out):
        return None
    return {"alts": out, "ctrl": ctrl, "with": withs}


# "another target creature [you control]" in an ability of a permanent: any such creature but the
# ability's source (the word "another" excludes the object the text is on); the engine's word and
# the word it is checked as once the source is ruled out (targets._target_ok)
def another_base(word) -> str | None:
    """"another creature you control" -> "creature you control": the word without "another" when it
    is a permanent word ("another target permanent", "another target attacking creature"), else None."""
    if not isinstance(word, str) or not word.startswith("another "):
        return None
    base = word[len("another "):]
    from .validate import TARGET_SPECS
    if base in TARGET_SPECS and base not in ("any", "player", "opponent", "spell", "stack"):
        return base
    p = parse(base)
    if not p or any(a["noun"] in ("player", "opponent", "spell") for a in p["alts"]):
        return None
    return base


def is_word(word) -> bool:
    return parse(word) is not None


def allows_players(word) -> bool:
    p = parse(word)
    return bool(p) and any(a["noun"] in ("player", "opponent") for a in p["alts"])


def player_ok(word, pid, controller, team=()) -> bool:
    """`team`: the controller's team (Two-Headed Giant): a teammate is no opponent (102.3)."""
    p = parse(word)
    if not p:
        return False
    return any(a["noun"] == "player" or (a["noun"] == "opponent" and pid != controller and pid not in team)
               for a in p["alts"])


def spell_ok(word, s) -> bool:
    """A stack object (spell) for a "... spell" word."""
    p = parse(word)
    if not p or "ability" in s:
        return False
    kind = s.get("kind")
    types = set(s.get("types") or []) | ({kind} if kind else set())
    colors = set(s.get("colors") or [])
    for a in p["alts"]:
        if a["noun"] != "spell":
            continue
        if a["types"] and not (a["types"] & types):
            continue
        if a["not_types"] & types or (a["colors"] and not a["colors"] & colors) or a["not_colors"] & colors:
            continue
        return True
    return False


def permanent_ok(word, o, controller, game, source=None) -> bool:
    """A permanent for a target word (or an "all ..." group). `source`: the id of the ability's source
    ("with lesser power": less than the source's power, as it last existed if it has left, 608.2h)."""
    p = parse(word)
    if not p:
        return False
    ctrl = p["ctrl"]
    if ctrl == "you" and o["controller"] != controller or ctrl == "not_you" and o["controller"] == controller:
        return False
    if ctrl == "opponent" and game._same_team(controller, o["controller"]):   # a teammate is no opponent (102.3)
        return False
    types = set(o.get("types") or [])
    from .layers import current_colors   # layer 5 (613.1e)
    colors = set(current_colors(o))
    if not _withs_ok(p["with"], o, types, game, source):
        return False
    for a in p["alts"]:
        if a["noun"] in ("player", "opponent", "spell"):
            continue
        if a.get("with") and not _withs_ok(a["with"], o, types, game, source):
            continue
        if a.get("colored") and not colors:
            continue
        if a["types"] and not a["types"] <= types:
            continue
        if a["not_types"] & types:
            continue
        if a["colors"] and not a["colors"] & colors or a["not_colors"] & colors:
            continue
        st = a["state"]
        if st == "tapped" and not o.get("tapped") or st == "untapped" and o.get("tapped"):
            continue
        if st in ("attacking", "blocking", "attacking-or-blocking"):
            c = game.combat or {}
            att = any(x["id"] == o["id"] for x in c.get("attackers") or ())
            blk = any(x["id"] == o["id"] for x in c.get("blockers") or ())
            if st == "attacking" and not att or st == "blocking" and not blk or \
                    st == "attacking-or-blocking" and not (att or blk):
                continue
        if a["token"] is not None and bool(o.get("token")) != a["token"]:
            continue
        if a["legendary"] is not None and bool(o.get("legendary")) != a["legendary"]:
            continue
        if a["basic"] is not None and bool(o.get("basic")) != a["basic"]:
            continue
        if a["subtypes"] or a["not_subtypes"]:   # a changeling has every creature type (702.73a)
            from .common import has_subtype
            if not all(has_subtype(o, s) for s in a["subtypes"]) or any(has_subtype(o, s) for s in a["not_subtypes"]):
                continue
        return True
    return False


def _withs_ok(withs, o, types, game, source) -> bool:
    """The "with ..." / "without ..." parts of a word for the permanent `o`."""
    for kind, *rest in withs:
        if kind in ("kw", "nokw"):
            if (rest[0] in game.kws(o)) != (kind == "kw"):
                return False
        elif kind == "lesser_power":
            sp = source_power(game, source)
            if "creature" not in types or sp is None or game.pt(o)[0] >= sp:
                return False
        else:
            if "creature" not in types:
                return False
            pw, tg = game.pt(o)
            v = pw if kind == "power" else tg
            n, how = rest
            if how == "less" and v > n or how == "greater" and v < n:
                return False
    return True


# ------------------------------------------------------------------- cards in a graveyard (109.2a)
# A word with "card" and a zone means a card in that zone (109.2a), a legal target because the
# word says so (115.2). The engine's words name the graveyard:
#
#     gy_word := ["another "] [alt (" or " alt)*] "card" [" with mana value N or less|greater"]
#                " in " ("your" | "a" | "an opponent's") " graveyard"
#     alt     := adjective* noun
#     noun    := creature | artifact | enchantment | land | planeswalker | battle | instant | sorcery |
#                permanent | <creature type> | aura | equipment | vehicle
#     adjective := non<type> | <colour> | non<colour> | legendary | nonlegendary | <creature type> (before "creature")
#
# "card in a graveyard" is any card; "another" excludes the source of the spell or ability (a card
# whose own ability targets another card in the same graveyard).
CARD_TYPES = SPELL_TYPES | {"land"}
PERM_CARD_TYPES = {"creature", "artifact", "enchantment", "land", "planeswalker", "battle"}
CARD_SUBTYPES = {"aura", "equipment", "vehicle"}
_GY_WORD = re.compile(r"^(another )?(?:(.+?) )?card (?:with mana value (\d+) or (less|greater) )?"
                      r"in (your|a|an opponent's) graveyard$")
_GY_WHERE = {"your": "you", "a": "any", "an opponent's": "opponent"}


def _creature_type(w: str) -> bool:
    from .common import CREATURE_TYPES
    return w in CREATURE_TYPES


@lru_cache(maxsize=1024)
def parse_card(word: str):
    """The parts of a card-in-a-graveyard word, or None if it is not one."""
    if not isinstance(word, str) or not word or len(word) > 160:
        return None
    m = _GY_WORD.match(word.strip().lower())
    if not m:
        return None
    another, what, n, how, where = m.groups()
    alts: list[dict[str, Any]] = []
    for a in (what.split(" or ") if what else ()):
        words = a.split()
        if not words:
            return None
        noun, adj = words[-1], words[:-1]
        alt: dict[str, Any] = {"types": set(), "subtypes": set(), "not_types": set(), "colors": set(),
                               "not_colors": set(), "legendary": None}
        if noun in CARD_TYPES:
            alt["types"].add(noun)
        elif noun == "permanent":
            alt["permanent"] = True
        elif noun in CARD_SUBTYPES or _creature_type(noun):
            alt["subtypes"].add(noun)
        else:
            return None
        for w in adj:
            if w.startswith("non") and w[3:] in CARD_TYPES:
                alt["not_types"].add(w[3:])
            elif w in COLOURS:
                alt["colors"].add(COLOURS[w])
            elif w.startswith("non") and w[3:] in COLOURS:
                alt["not_colors"].add(COLOURS[w[3:]])
            elif w in ("legendary", "nonlegendary"):
                alt["legendary"] = w == "legendary"
            elif noun == "creature" and _creature_type(w):
                alt["subtypes"].add(w)
            else:
                return None
        alts.append(alt)
    return {"alts": alts, "another": bool(another), "where": _GY_WHERE[where],
            "mv": (int(n), how) if n else None}


def is_card_word(word) -> bool:
    return isinstance(word, str) and parse_card(word) is not None


def card_needs_identity(word) -> bool:
    """Whether the word asks about the card's characteristics (an unknown card can't be told apart)."""
    p = parse_card(word)
    return bool(p) and bool(p["alts"] or p["mv"])


def card_ok(word, c, owner, controller, game, source=None) -> tuple[bool, str]:
    """(ok, why) for a card `c` (its characteristics: the graveyard entry merged over its catalogue
    entry) in `owner`'s graveyard, as a target of `controller`'s spell or ability. why: "type" (not
    what the word describes, or not in the graveyard it names), "unknown" (a card the engine does not
    know, e.g. one it milled, for a word that asks about its characteristics)."""
    p = parse_card(word)
    if not p:
        return False, "type"
    where = p["where"]
    if where == "you" and owner != controller or where == "opponent" and game._same_team(controller, owner):
        return False, "type"
    if p["another"] and source is not None and str(c.get("id")) == str(source):
        return False, "type"
    if not (p["alts"] or p["mv"]):
        return True, ""
    if c.get("unknown"):
        return False, "unknown"
    types = {str(t).lower() for t in c.get("types") or ()}
    if c.get("kind"):
        types.add(str(c["kind"]).lower())
    if p["mv"]:
        from .mana import CostError, mana_value, parse_cost
        try:
            mv = mana_value(parse_cost(c.get("mana_cost")))
        except CostError:
            return False, "type"
        n, how = p["mv"]
        if how == "less" and mv > n or how == "greater" and mv < n:
            return False, "type"
    if not p["alts"]:
        return True, ""
    from .common import has_subtype
    colors = set(c.get("colors") or ())
    for a in p["alts"]:
        if a.get("permanent") and not types & PERM_CARD_TYPES:
            continue
        if a["types"] and not a["types"] <= types:
            continue
        if a["subtypes"] and not all(has_subtype(c, s) for s in a["subtypes"]):
            continue
        if a["not_types"] & types:
            continue
        if a["colors"] and not a["colors"] & colors or a["not_colors"] & colors:
            continue
        if a["legendary"] is not None and bool(c.get("legendary")) != a["legendary"]:
            continue
        return True, ""
    return False, "type"


def source_power(game, source):
    """The power of the permanent `source`, or as it last existed on the battlefield (the turn's
    history of permanents that left, 608.2h); None if neither is known."""
    src = game.perm(source) if source else None
    if src is not None:
        return game.pt(src)[0]
    for e in reversed(game.history.get("left") or ()):
        if e.get("id") == source and "power" in e:
            return e["power"]
    return None
