"""Self-restrictions and entry statics of the grammar (issue 21): the sentence forms of the
restrictions judge/mtg/restrictions.py implements, and "enters tapped unless ..." (zones.py).

    "~ can block only creatures with flying."             -> keyword "can block only creature with flying"
    "~ can't be blocked by creatures with power 2 or less." / "... except by black creatures."
    "~ can't block creatures with power 2 or greater."    (509.1b, checked on the declaration)
    "~ can't be blocked by more than one creature."       "~ can't be blocked except by three or more creatures."
    "~ can't attack alone." / "can't block alone." / "can't attack or block alone."   (506.5)
    "~ can't attack unless defending player controls an Island."                     (508.1c)
    "~ can block an additional creature each combat." / "~ can block any number of creatures." (509.1a)
    "~ must be blocked if able." / "All creatures able to block ~ (enchanted creature) do so." (509.1c)
    "~ can't block and can't be blocked."                 "~ can block creatures with shadow as though it had shadow."
    "~ doesn't untap during your untap step." / "Enchanted creature doesn't untap during its controller's
        untap step." (502.3)
    "~ enters tapped unless you control two or more other lands." (a condition, 614.1d)
    "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.12a, 119.4)
    "As ~ enters, you may reveal an Island or Swamp card from your hand. If you don't, ~ enters tapped." (701.20a)
    "~ enters tapped with two charge counters on it."     "~ enters tapped and doesn't untap during your untap step."

A creature word the engine can't check ("creatures with greater power", "creatures the monarch
controls") leaves the line not modelled with the reason. Pure Python."""
from __future__ import annotations

import re

from .. import restrictions as R
from . import grammar as G
from . import vocab as V

_NUM = G.NUM
_COND = re.compile(r"\b(?:unless|if|as long as)\b")
_KW_SIMPLE = {
    "can't block alone": [R.ALONE_BLOCK], "can't attack alone": [R.ALONE_ATTACK],
    "can't attack or block alone": [R.ALONE_ATTACK, R.ALONE_BLOCK],
    "can't be blocked by more than one creature": [R.AT_MOST_ONE],
    "can't be blocked except by two or more creatures": ["can't be blocked except by two or more creatures"],
    "can't be blocked except by three or more creatures": ["can't be blocked except by three or more creatures"],
    "can block an additional creature each combat": ["can block an additional creature"],
    "can block any number of creatures": [R.ANY_NUMBER],
    "can't block and can't be blocked": ["can't block", "can't be blocked"],
    "can block creatures with shadow as though it had shadow": [R.SHADOW_AS_THOUGH],
    "must be blocked if able": ["must be blocked if able"],   # 509.1c: a requirement (combat.py)
}
_DOESNT_UNTAP = {"~": "doesn't untap during your untap step",
                 "attached": "doesn't untap during its controller's untap step"}


def _subtype(plural: str) -> str | None:
    w = plural.strip()
    cand = [G.IRREGULAR_TYPES.get(w, "")]   # "elves", "oxen": the singular, checked against 205.3m
    if w.endswith("ies"):
        cand.append(w[:-3] + "y")
    if w.endswith("es"):
        cand.append(w[:-2])
    if w.endswith("s"):
        cand.append(w[:-1])
    return next((c for c in cand if c in R.SUBTYPE_WORDS), None)


def _alt(text: str) -> str:
    """One alternative of an Oracle creature phrase (plural) to a filter alternative (singular)."""
    t = text.strip()
    sub = _subtype(t)
    if sub:
        return sub
    if t == "creature tokens":
        return "token creature"
    m = G._fm(r"((?:[a-z]+ )*?)creatures( with(?:out)? .+)?", t)
    if m:
        alt = (m.group(1) + "creature" + (m.group(2) or "")).strip()
        if R.split_filter(alt) == [alt]:
            return alt
    G.nm(f'a restriction on "{text.strip()}" (not a creature word the engine checks)')
    raise AssertionError   # unreachable


def oracle_filter(text: str) -> str:
    """'creatures with flying or reach' / 'black and/or red creatures' / 'knights or walls' -> a filter
    of restrictions.py ("creature with flying or creature with reach", ...); NotModelled otherwise."""
    t = text.strip().replace(" and/or ", " or ")
    # "black or red creatures": the adjectives share the noun
    if m := G._fm(r"((?:white|blue|black|red|green|artifact)(?: or (?:white|blue|black|red|green|artifact))+) creatures", t):
        return " or ".join(_alt(a + " creatures") for a in m.group(1).split(" or "))
    parts: list[str] = []
    for tok in t.split(" or "):
        if parts and tok in ("less", "greater"):
            parts[-1] += " or " + tok
            continue
        if parts and V.keyword_ok(tok) and (m := G._fm(r"(.*creatures) with(?:out)? .+", parts[-1])):
            parts.append(m.group(1) + " with " + tok)   # "creatures with flying or reach"
            continue
        parts.append(tok)
    f = " or ".join(_alt(p) for p in parts)
    if R.split_filter(f) is None:
        G.nm(f'a restriction on "{text.strip()}" (not a creature word the engine checks)')
    return f


def _sentence(rest: str, who: str) -> list[str] | None:
    """The keywords of one restriction sentence after its subject ("~" or "attached"), None if it
    is not one of these forms."""
    if rest in _KW_SIMPLE:
        return list(_KW_SIMPLE[rest])
    if rest == _DOESNT_UNTAP[who]:
        return [R.DOESNT_UNTAP]
    if m := G._fm(r"can block only (.+)", rest):
        return ["can block only " + oracle_filter(m.group(1))]
    if m := G._fm(r"can't be blocked except by (.+)", rest):
        if G._fm(_NUM + r" or more creatures", m.group(1)):
            G.nm(f'the restriction "{rest}" (a form the engine does not check)')
        return ["can't be blocked except by " + oracle_filter(m.group(1))]
    if m := G._fm(r"can't be blocked by (.+)", rest):
        if _COND.search(m.group(1)):
            G.nm("a restriction with a condition")
        return ["can't be blocked by " + oracle_filter(m.group(1))]
    if m := G._fm(r"can't block (.+)", rest):
        if _COND.search(m.group(1)) or m.group(1).startswith("or "):
            G.nm("a restriction with a condition")
        return ["can't block " + oracle_filter(m.group(1))]
    if m := G._fm(r"can't attack unless defending player controls an? (" + "|".join(R.BASIC_LAND_TYPES) + ")", rest):
        return [R.ATTACK_UNLESS + ("an " if m.group(1)[0] in "aeiou" else "a ") + m.group(1)]
    if rest.startswith(("can't attack ", "can't block ", "can't be blocked ", "can block ")) and \
            not rest.startswith("can't attack or block") or rest.startswith("can't attack or block "):
        if _COND.search(rest):   # "... unless you control another Zombie", "as long as ...", "if ..."
            G.nm("a restriction with a condition (the engine checks no condition on a declaration)")
        G.nm(f'the restriction "{rest}" (a form the engine does not check)')
    return None


_REVEAL = re.compile(r"as ~ enters, you may reveal an? (.+?) card from your hand\. if you don't, (?:~|it) enters tapped\.")
_PAY = re.compile(r"as ~ enters, you may pay (" + _NUM + r") life\. if you don't, (?:~|it) enters tapped\.")
_LAND_PLURAL = {t + ("" if t == "plains" else "s"): t for t in R.BASIC_LAND_TYPES}


def _types_or(text: str) -> list[str] | None:
    """'an island or a swamp' / 'mount or vehicle' / 'elf' -> ["Island", "Swamp"], None if a word is
    no subtype (a basic land type, a creature type or Vehicle)."""
    out = []
    for w in re.split(r",? or |, ", text.strip()):
        w = re.sub(r"^an? ", "", w.strip())
        if w not in R.SUBTYPE_WORDS and w not in R.BASIC_LAND_TYPES:
            return None
        out.append(w.title())
    return out or None


_BOARD_CONDS = {"control", "hand", "life", "graveyard", "poison", "your_turn"}


def _board(c) -> bool:
    """A condition of the board, not of the entering permanent itself (which is not there yet)."""
    return isinstance(c, dict) and (c["cond"] in _BOARD_CONDS or c["cond"] == "all" and all(_board(x) for x in c["of"]))


def _unless(text: str, ctx) -> dict:
    """The condition of "enters tapped unless <text>" (judge/mtg/conditions.py), or NotModelled. It is
    checked before the permanent enters (614.12a), so "other lands" are the lands already there."""
    from . import conditions as C
    t = text.strip()
    if m := G._fm(r"you control (" + _NUM + r") or (more|fewer) other lands", t):
        return {"cond": "control", "who": "you", "word": "land", "other": True,
                ("min" if m.group(2) == "more" else "max"): C._n(m.group(1))}
    if m := G._fm(r"you control (" + _NUM + r") or more other (plains|islands|swamps|mountains|forests)", t):
        return {"cond": "control", "who": "you", "subtypes": [_LAND_PLURAL[m.group(2)].title()], "other": True,
                "min": C._n(m.group(1))}
    if m := G._fm(r"you have (" + _NUM + r") or more opponents", t):
        return {"cond": "opponents", "min": C._n(m.group(1))}
    if m := G._fm(r"a player has (" + _NUM + r") or less life", t):
        return {"cond": "life", "who": "player", "max": C._n(m.group(1))}
    if m := G._fm(r"your opponents control (" + _NUM + r") or more (.+)", t):
        return {"cond": "control", "who": "opponents", "word": C._word(m.group(2)), "min": C._n(m.group(1))}
    cond = C.parse(t, ctx)
    if _board(cond):
        return cond   # type: ignore[return-value]
    G.nm("an \"enters tapped unless\" condition that is not one of the board (control, cards, life, the turn)")
    raise AssertionError   # unreachable


def restriction_line(s: str, orig: str, ctx):
    """A restriction or entry static -> definition parts; None if the line is none of these forms."""
    if ctx.spell:
        return None
    m = G._fm(r"~ (.+)\.", s)
    if m and not m.group(1).startswith("enters"):
        kws = _sentence(m.group(1), "~")
        if kws is not None:
            if kws != [R.DOESNT_UNTAP] and "creature" not in ctx.types:
                G.nm("an attack or block rule on a card that is not a creature")
            return {"keywords": kws, "_static_kw": True}
    m = G._fm(r"(enchanted|equipped) (creature|permanent|artifact|land) (.+)\.", s)
    if m:
        sub = "aura" if m.group(1) == "enchanted" else "equipment"
        kws = _sentence(m.group(3), "attached")
        if kws is None:
            return None
        if sub not in ctx.subtypes:
            G.nm(f"{m.group(1)} {m.group(2)} on a card that is not an {sub}")
        if m.group(2) != "creature" and kws != [R.DOESNT_UNTAP]:
            G.nm(f"an attack or block rule on an {m.group(1)} {m.group(2)}")
        return {"static": [{"keywords": kws}]}
    if m := G._fm(r"all creatures able to block (~|enchanted creature|equipped creature) do so\.", s):
        # Lure (509.1c): a blocking requirement for each creature able to block it (combat.py)
        kws = ["all creatures able to block it do so"]
        if m.group(1) == "~":
            if "creature" not in ctx.types:
                G.nm("an attack or block rule on a card that is not a creature")
            return {"keywords": kws, "_static_kw": True}
        sub = "aura" if m.group(1).startswith("enchanted") else "equipment"
        if sub not in ctx.subtypes:
            G.nm(f"{m.group(1)} on a card that is not an {sub}")
        return {"static": [{"keywords": kws}]}
    if m := G._fm(r"prevent all (combat |noncombat )?damage that would be dealt (to|by|to and dealt by) "
                  r"(~|enchanted creature|equipped creature|you)\.", s):
        # a static prevention effect (615.1a): keywords of the permanent, of the attached creature, or
        # of its controller (keywords.PREVENT_WORDS, PLAYER_STATICS; effects.py _static_prevented)
        kind, dirs, who = m.group(1) or "", m.group(2), m.group(3)
        if who == "you":
            if dirs != "to":
                G.nm("prevention of the damage a player deals")
            return {"keywords": [f"prevent all {kind}damage dealt to you"], "_static_kw": True}
        words = [f"prevent all {kind}damage dealt {d} it" for d in (("to", "by") if dirs == "to and dealt by" else (dirs,))]
        if who == "~":
            if "to" in dirs and not {"creature", "planeswalker", "battle"} & set(ctx.types):
                G.nm("prevention of damage to a permanent that is not dealt damage")
            return {"keywords": words, "_static_kw": True}
        sub = "aura" if who.startswith("enchanted") else "equipment"
        if sub not in ctx.subtypes:
            G.nm(f"{who} on a card that is not an {sub}")
        return {"static": [{"keywords": words}]}
    if s == "if damage would be dealt to ~, prevent that damage. remove a +1/+1 counter from ~.":
        if "creature" not in ctx.types:   # 615.5: the prevention, then the counter (Phantom Nantuko)
            G.nm("prevention of damage to a permanent that is not a creature")
        return {"keywords": ["prevent damage dealt to it and remove a +1/+1 counter"], "_static_kw": True}
    if s == "~ enters tapped and doesn't untap during your untap step.":
        return {"enters_tapped": True, "keywords": [R.DOESNT_UNTAP]}
    if m := G._fm(r"~ enters tapped with (" + _NUM + r") ([a-z+/1-]+) counters? on it\.", s):
        if m.group(2) not in V.ENTERS_WITH_COUNTERS:
            G.nm(f"entering with {m.group(2)} counters")
        n = G.num(m.group(1))
        if n == "X":
            G.nm("X counters")
        return {"enters_tapped": True, "enters_with": [{"counter": m.group(2), "n": n}]}
    if m := G._fm(r"~ enters tapped unless (.+)\.", s):
        return {"enters_tapped_unless": _unless(m.group(1), ctx)}
    if m := _PAY.fullmatch(s):
        n = G.num(m.group(1))
        if n == "X":
            G.nm("X life")
        return {"enters_tapped_unless": {"pay_life": n}}
    if m := _REVEAL.fullmatch(s):
        subs = _types_or(m.group(1))
        if not subs:
            G.nm(f'revealing "{m.group(1)}" (not a subtype)')
        return {"enters_tapped_unless": {"reveal": subs}}
    return None
