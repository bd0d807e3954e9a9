"""Restrictions on attacking, blocking and untapping that a permanent's own static ability (or an
Aura's, "enchanted creature ...") puts on it, written as keyword strings like "can't block" (issue 21).

    508.1c     "can't attack alone", "can't attack unless defending player controls an Island":
               checked on the declaration of attackers as a whole (506.5: a creature attacks alone
               if it is the only creature declared as an attacker)
    509.1b     "can't block alone", "can block only creatures with flying", "can't block <word>",
               "can't be blocked by <word>", "can't be blocked except by <word>", "can't be blocked
               by more than one creature", "can't be blocked except by three or more creatures":
               checked on the declaration of blockers (combat.py)
    509.1a     "can block any number of creatures" (with "can block an additional creature")
    702.28b    "can block creatures with shadow as though it had shadow"
    502.3      "doesn't untap": the permanent stays tapped in its controller's untap step (turn.py)

The fixed strings are in keywords.IMPLEMENTED_KEYWORDS. The parameterised ones carry a creature
filter: alternatives joined by " or ", each a creature word of targetspec.py ("creature with
flying", "white creature", "creature with power 2 or less", "artifact creature") or a creature type
("wall", "human"), or "vehicle". The defending player's land is a basic land type (205.3i).
Pure Python."""
from __future__ import annotations

from typing import Any

from ..engine.events import Msg
from . import targetspec
from .common import CREATURE_TYPES, has_subtype

ALONE_ATTACK = "can't attack alone"
ALONE_BLOCK = "can't block alone"
AT_MOST_ONE = "can't be blocked by more than one creature"
ANY_NUMBER = "can block any number of creatures"
SHADOW_AS_THOUGH = "can block creatures with shadow as though it had shadow"
DOESNT_UNTAP = "doesn't untap"
# "can't be blocked except by N or more creatures" (menace is the same restriction with N = 2, 702.111b)
MIN_BLOCKERS = {"menace": 2, "can't be blocked except by two or more creatures": 2,
                "can't be blocked except by three or more creatures": 3}
FIXED = frozenset({ALONE_ATTACK, ALONE_BLOCK, AT_MOST_ONE, ANY_NUMBER, SHADOW_AS_THOUGH, DOESNT_UNTAP}
                  | set(MIN_BLOCKERS) - {"menace"})
# prefix -> (form, the message key of a block it forbids)
FILTERED = {"can't be blocked except by ": "except_by", "can't be blocked by ": "blocked_by",
            "can block only ": "block_only", "can't block ": "cant_block_filter"}
ATTACK_UNLESS = "can't attack unless defending player controls "
BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")   # 205.3i
SUBTYPE_WORDS = frozenset(CREATURE_TYPES | {"vehicle"})


def _alt_ok(a: str) -> bool:
    if a in SUBTYPE_WORDS:
        return True
    p = targetspec.parse(a)
    return bool(p) and p["ctrl"] is None and all(x["noun"] == "creature" for x in p["alts"])


def split_filter(f: str) -> list[str] | None:
    """The alternatives of a creature filter ("creature with flying or creature with reach" -> two;
    "creature with power 2 or less" -> one), or None if one of them is no creature word."""
    out: list[str] = []
    for t in f.split(" or "):
        if out and (not _alt_ok(out[-1]) or not _alt_ok(t)):
            out[-1] += " or " + t
        else:
            out.append(t)
    return out if out and all(_alt_ok(a) for a in out) else None


def filter_ok(game, f: str, o) -> bool:
    """Is the permanent `o` one the filter describes?"""
    for a in split_filter(f) or ():
        if a in SUBTYPE_WORDS:
            if has_subtype(o, a):
                return True
        elif targetspec.permanent_ok(a, o, o["controller"], game):
            return True
    return False


def parse(k: str) -> tuple[str, Any] | None:
    """(form, argument) of a restriction string: ("fixed", k), (<FILTERED form>, filter),
    ("attack_unless", land type); None if `k` is not written as one."""
    if k in FIXED:
        return ("fixed", k)
    for pre, form in FILTERED.items():
        if k.startswith(pre):
            return (form, k[len(pre):])
    if k.startswith(ATTACK_UNLESS):
        rest = k[len(ATTACK_UNLESS):]
        for art in ("a ", "an "):
            if rest.startswith(art):
                return ("attack_unless", rest[len(art):])
        return ("attack_unless", "")
    return None


def problem(k: str) -> str | None:
    """None if `k` is a restriction string the engine applies, else what is wrong with it."""
    r = parse(k)
    if r is None:
        return f'"{k}" is not a restriction'
    form, arg = r
    if form == "fixed":
        return None
    if form == "attack_unless":
        if arg not in BASIC_LAND_TYPES:
            return (f'"{k}": the engine models "can\'t attack unless defending player controls a(n) <basic land type>" '
                    f'({", ".join(BASIC_LAND_TYPES)})')
        return None
    if split_filter(arg) is None:
        return (f'"{k}": the filter is not a creature word ("creature with flying", "white creature", "creature with '
                f'power 2 or less", a creature type such as "wall"; alternatives joined by " or ")')
    return None


def is_restriction(k) -> bool:
    return isinstance(k, str) and parse(k) is not None and problem(k) is None


def filters(ks, form: str) -> list[str]:
    """The filters of the restrictions of one form among the keywords `ks`."""
    out = []
    for k in ks:
        r = parse(k) if k.startswith(("can't", "can block")) else None
        if r is not None and r[0] == form:
            out.append(r[1])
    return out


def attack_unless(ks) -> list[str]:
    """The land types of "can't attack unless defending player controls a(n) <type>" among `ks`."""
    return filters(ks, "attack_unless")


def min_blockers(ks) -> int:
    """The fewest creatures that may block an attacker with these keywords (menace 702.111b: 2)."""
    return max([n for k, n in MIN_BLOCKERS.items() if k in ks], default=1)


def _plain(alt) -> bool:
    """A targetspec alternative that is just "creature" (before its "with ...")."""
    return alt["types"] == {"creature"} and not (alt["not_types"] or alt["colors"] or alt["not_colors"] or alt["state"]
                                                 or alt["token"] is not None or alt["legendary"] is not None
                                                 or alt.get("subtypes") or alt.get("not_subtypes"))


def filter_msg(f: str) -> Msg | str:
    """The filter as words of the reader's language where the catalogue has them (mtg.filter.*),
    else as written."""
    from ..engine.messages import CATALOGUE
    parts = split_filter(f) or [f]
    out: list[Msg | str] = []
    for a in parts:
        key = "mtg.filter." + a.replace(" ", "_").replace("'", "")
        m = targetspec.parse(a)
        if key in CATALOGUE:
            out.append(Msg(key))
        elif a in SUBTYPE_WORDS:
            out.append(Msg("mtg.filter.subtype", {"type": a.title()}))
        elif m and len(m["alts"]) == 1 and len(m["with"]) == 1 and _plain(m["alts"][0]):
            kind, *rest = m["with"][0]
            if kind in ("kw", "nokw"):
                from .keywords import kwmsg
                out.append(Msg("mtg.filter.with" if kind == "kw" else "mtg.filter.without", {"kw": kwmsg(rest[0])}))
            else:
                out.append(Msg(f"mtg.filter.{kind}_{rest[1]}", {"n": rest[0]}))
        elif m and len(m["alts"]) == 1 and not m["with"] and m["alts"][0]["colors"] and \
                m["alts"][0]["types"] == {"creature"} and len(m["alts"][0]["colors"]) == 1:
            col = {v: k for k, v in targetspec.COLOURS.items()}[next(iter(m["alts"][0]["colors"]))]
            out.append(Msg("mtg.filter.color", {"color": Msg("mtg.color." + col)}))
        else:
            out.append(a)
    if len(out) == 1:
        return out[0]
    msg = out[-1]
    for x in reversed(out[:-1]):
        msg = Msg("mtg.cond.or", {"a": x, "b": msg})
    return msg


def keyword_msg(k: str) -> Msg | None:
    """A restriction string as words of the reader's language (keywords.kwmsg), None if not one."""
    r = parse(k)
    if r is None or problem(k) is not None:
        return None
    form, arg = r
    if form == "fixed":
        return Msg("mtg.kw." + k.replace(" ", "_").replace("'", ""))
    if form == "attack_unless":
        return Msg("mtg.kw.attack_unless", {"land": Msg("mtg.land_type_a." + arg)})
    return Msg("mtg.kw." + form, {"filter": filter_msg(arg)})
