"""Conditional static abilities (issue 21): "as long as <condition>" and "during your turn".

    [<ability word> —] ~ gets +N/+N [and has <keywords>] as long as <condition>.
    [<ability word> —] ~ has <keywords> / can't block / can't be blocked as long as <condition>.
    [<ability word> —] As long as <condition>, ~ / it gets ... / has ... .
    During your turn, ~ / equipped creature / creatures you control ... .   (also "... during your turn.")
    Enchanted / equipped creature ... as long as <condition>.   As long as <condition>, enchanted creature ... .
    [Other] [<type>] creatures you control get / have ... as long as <condition>.

compile to a static ability with a `condition` (judge/mtg/conditions.py): the engine applies its
effect at each moment the condition is true and not otherwise (611.3a: nothing is locked in; 611.3b:
only while the permanent is on the battlefield), in layer 7c for +N/+N (613.4c) and layer 6 for
abilities (613.1f); a creature's own bonus is `affects: "self"`. An ability word ("threshold —",
"metalcraft —", "hellbent —", ...) has no rules meaning (207.2c) and is left out.

"It" is the source ("as long as ~ is equipped, it gets +1/+1"; "~ has flying as long as it's
attacking") or the creature an Aura or Equipment is attached to ("as long as equipped creature is a
Human, it gets +1/+1"; "enchanted creature has shroud as long as it's untapped"); anywhere else it is
not guessed. Not modelled: a condition conditions.parse does not read or that is not one of a
static ability (the turn's history, which the engine reads for an "if" only: "you've cast a spell
this turn", "a creature died this turn"; it does not know the
cards in a library or the card types among unknown graveyard cards), a condition that reads power,
toughness or abilities (the ability could change what it reads), "otherwise" / "instead" (a second
effect for the false case), an effect outside the static grammar ("can attack as though it didn't
have defender"). A granted ability in quotes (oracle/quoted.py) is given while the condition is true,
like keywords. Pure Python."""
from __future__ import annotations

import re

from . import conditions as C
from . import grammar as G
from . import vocab as V

_ABILITY_WORD = re.compile(r"^([a-z]+(?: [a-z]+)?) \u2014 (.+)$")
_REASON = 'an "as long as" condition the engine does not check'
_PT = G._PT


_WHY_NOT = [   # what kind of condition the engine does not check, for the reason a line gives
    (re.compile(r"\bthis turn\b|\bentered\b"), "what happened this turn (the engine reads the turn's history for an \"if\", not yet for an \"as long as\")"),
    (re.compile(r"\bgraveyard\b"), "the kinds of cards in a graveyard (a milled card is unknown to the engine)"),
    (re.compile(r"\bdefending player\b"), "the defending player"),
    (re.compile(r"\bdevotion\b"), "devotion"),
    (re.compile(r"\bcommander\b"), "a commander"),
]


def _why_not(cond_text):
    for rx, why in _WHY_NOT:
        if rx.search(cond_text):
            return f"{_REASON}: {why}"
    return _REASON


def _grant(rest, ctx, types=("creature",)):
    """'gets +1/+1 and has flying' / 'has flying' / "can't block" / "gets +1/+0 and can't be blocked" /
    'has "<ability>"' (oracle/quoted.py, compiled for an object of these types) -> (power, toughness,
    keywords, granted abilities)."""
    m = G._fm(r"(?:gets? " + _PT + r" and )?can't be blocked", rest)
    if m:
        if not V.keyword_ok("can't be blocked"):
            G.nm('"can\'t be blocked" is not in the engine')
        p, t = G._pt(m.group(1), m.group(2)) if m.group(1) else (0, 0)
        if "X" in (p, t):
            G.nm("X in a static bonus")
        return p, t, ["can't be blocked"], {}
    return G._grant_parts(rest, ctx, types)


def _self_static(rest, ctx) -> dict:
    """'gets +2/+2 and has trample' of the permanent itself -> a static with affects "self"."""
    p, t, kws, granted = _grant(rest, ctx, ctx.types)
    if (p or t) and "creature" not in ctx.types:
        G.nm("a power/toughness bonus on a card that is not a creature")
    if any(k in ("can't attack", "can't block", "can't be blocked") for k in kws) and "creature" not in ctx.types:
        G.nm("an attack or block rule on a card that is not a creature")
    st: dict = {"affects": "self"}
    if p or t:
        st.update(power=p, toughness=t)
    if kws:
        st["keywords"] = kws
    st.update(granted)
    return st


def _attached_word(ctx):
    if "aura" in ctx.subtypes:
        return "enchanted creature"
    if "equipment" in ctx.subtypes:
        return "equipped creature"
    G.nm(_REASON)
    raise AssertionError


def _subject_static(sentence, ctx, it) -> dict:
    """One static sentence (without its condition) -> the static ability; `it`: what "it" is."""
    s = sentence.strip()
    m = G._fm(r"(~|it|he|she) (.+)", s)
    if m and (m.group(1) == "~" or it == "self"):
        return _self_static(m.group(2), ctx)
    if m and it == "attached":
        s = _attached_word(ctx) + " " + m.group(2)
    elif m:
        G.nm(f'"{m.group(1)}" without an antecedent')
    s = re.sub(r"^((?:enchanted|equipped) creature) gets an additional ", r"\1 gets ", s)
    if m := G._fm(r"(enchanted|equipped) creature (.+)", s):
        sub = "aura" if m.group(1) == "enchanted" else "equipment"
        if sub not in ctx.subtypes:
            G.nm(f"{m.group(1)} creature on a card that is not an {sub}")
        p, t, kws, granted = _grant(m.group(2), ctx)
        st: dict = {}
        if p or t:
            st.update(power=p, toughness=t)
        if kws:
            st["keywords"] = kws
        st.update(granted)
        return st
    if not G._fm(r"(?:enchanted creature|equipped creature|(?:other )?(?:[a-z-]+ )?creatures you control|"
                 r"all [a-z-]+ creatures) .+", s):
        G.nm(f'static "{s}"')
    r = G.static_line2(s + ".", s, ctx)
    if not r or list(r) != ["static"] or len(r["static"]) != 1:
        G.nm(f'static "{s}"')
    return r["static"][0]


def _it_of_cond(cond_text):
    """What "it" is in the sentence after "as long as <condition>,": the permanent the condition is
    about ("~ is equipped" -> the source; "equipped creature is a Human" -> the attached creature)."""
    if cond_text.startswith(("~ ", "~'s ")):
        return "self"
    if cond_text.startswith(("equipped creature ", "enchanted creature ")):
        return "attached"
    return None


def _it_of_subject(sentence):
    """What "it" is in the condition after "<subject> ... as long as": the subject."""
    if sentence.startswith(("~ ", "it ")):
        return "self"
    if sentence.startswith(("enchanted creature ", "equipped creature ")):
        return "attached"
    return None


def static_line(s, orig, ctx):
    """A conditional static ability -> {"static": [ability with `condition`]}; None if the line is
    not one (then the rest of the grammar reads it)."""
    if ctx.spell:
        return None
    body = s
    m = _ABILITY_WORD.match(s)
    if m and (m.group(2).startswith(("as long as ", "during your turn, ")) or " as long as " in m.group(2)):
        body = m.group(2)   # 207.2c: an ability word has no rules meaning
    if "as long as" not in body and "during your turn" not in body:
        return None
    from .quoted import _REF
    if '"' in _REF.sub("", body) and (body.startswith(("as long as ", "during your turn, ")) or " as long as " in body):
        # quotation marks the compiler did not take out as quoted abilities ("qN", oracle/quoted.py)
        G.nm('an "as long as" ability that grants an ability in quotes the compiler could not read')
    if not body.endswith("."):
        return None
    if " for as long as " in body or body.startswith("for as long as"):
        return None   # a duration of another effect ("gain control of ... for as long as you control ~")
    text = body[:-1]
    if re.search(r"\.\s", text) or re.search(r"\b(?:otherwise|instead|unless)\b", text):
        if text.startswith(("as long as", "during your turn")) or re.search(r" (?:as long as|during your turn)\b", text):
            G.nm('an "as long as" ability with "otherwise", "instead" or another sentence')
        return None
    if m2 := G._fm(r"as long as ([^,]+), (.+)", text):
        cond_text, sentence = m2.group(1), m2.group(2)
        it = _it_of_cond(cond_text)
        cond_it = "self" if cond_text.startswith(("it ", "it's ")) and sentence.startswith("~ ") else it
    elif m2 := G._fm(r"during your turn, (.+)", text):
        cond_text, sentence, it, cond_it = "it's your turn", m2.group(1), None, None
    elif m2 := G._fm(r"(.+?) as long as (.+)", text):
        sentence, cond_text = m2.group(1), m2.group(2)
        it = None
        cond_it = _it_of_subject(sentence)
    elif m2 := G._fm(r"(.+?) during your turn", text):
        sentence, cond_text, it, cond_it = m2.group(1), "it's your turn", None, None
    else:
        return None
    if "can attack as though it didn't have defender" in sentence:
        G.nm('"can attack as though it didn\'t have defender"')
    if " as though " in sentence:
        G.nm(f'static "{sentence}"')
    try:
        cond = C.parse(cond_text, ctx, it=cond_it, static=True)
    except G.NotModelled as exc:
        reason = str(exc.args[0]) if exc.args else ""
        G.nm(_why_not(cond_text) if reason == "a condition" else reason)
    if not isinstance(cond, dict) or cond.get("cond") == "kicked":
        G.nm(_REASON)
    st = _subject_static(sentence, ctx, it)
    if st.get("affects") == "spells_you_cast":
        G.nm(_REASON)
    st["condition"] = cond
    return {"static": [st], "_aslong": True}
