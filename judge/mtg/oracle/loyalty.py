"""Planeswalker shapes of the grammar (issue 21), hooked into grammar.py:

- "~ can be your commander." (CR 903.3a): a rule for building a Commander deck that works before
  the game begins; it does nothing in a game, so the line is modelled as a deck rule (kind
  `deck_rule`) that adds nothing to the definition. The partner abilities (702.124a: "Partner",
  "Partner—Friends forever", "Choose a Background", "Doctor's companion") likewise (kind `partner`);
  "Partner with [name]" is not: it also means an enters trigger that searches a library (702.124j).
- "up to one target <word>" in an activated ability (loyalty abilities mostly): the target may be
  left out (601.2c: a variable number of targets; 602.2b for abilities). The ability gets
  `target_min`, the number of its leading targets that must be chosen; optional targets come last
  so that a chosen target is always `target:N` of its own position. An effect whose target was not
  chosen does nothing; if every chosen target is illegal on resolution the ability does not resolve
  (608.2b), as for any targeted ability.
- "[Player] gets an emblem with "<ability>" [and "<ability>"]" (CR 114.2): effect `emblem` (judge/mtg/
  emblems.py) with the quoted abilities compiled by the same grammar for an object with no
  characteristics (114.3: no types): triggered abilities on events that can happen while the emblem
  is in the command zone (emblems.EMBLEM_TRIGGERS; "this emblem deals N damage" makes the emblem the
  source) and static abilities that apply to a group ("Creatures you control get +1/+1 and have
  flying", "Artifact spells you cast cost {1} less"). Not modelled, with the reason after "an
  emblem's ability (CR 114): ": an activated ability of an emblem, a keyword, an ability about the
  emblem itself or naming the card (201.5a), a condition that reads the source, and whatever the
  grammar does not compile in the quoted ability.

Pure Python."""
from __future__ import annotations

import re

_COMMANDER = re.compile(r"~ can be your commander\.")
# 702.124a: the partner abilities (partner, partner—[text], choose a Background, Doctor's companion) only
# change how a Commander deck is built; "partner with [name]" also has a triggered ability (702.124j)
_PARTNER = re.compile(r"partner|partner\u2014[a-z0-9 &'-]+|choose a background|doctor's companion")


def deck_rule_line(s: str) -> dict | None:
    """A line that only says the card can be a commander (903.3a): modelled, no game effect."""
    if _COMMANDER.fullmatch(s):
        return {"_reminder": "deck_rule"}
    if _PARTNER.fullmatch(s):
        return {"_reminder": "partner"}
    if s.startswith("partner with "):
        from .grammar import nm
        nm('partner with: its "when this enters, target player may search their library for a card named ..." '
           "(CR 702.124j) needs the library's cards, which the engine does not know")
    return None


_QUOTES = re.compile(r'"q(\d+)"(?: and "q(\d+)")?')
# conditions that read the source object itself: an emblem is not a permanent (114.5), so none holds
_SOURCE_CONDS = {"tapped", "untapped", "kicked", "cast", "cast_main", "attacking", "blocking", "equipped", "enchanted",
                 "counters", "is"}


def _cond_kinds(c) -> set:
    if not isinstance(c, dict):
        return set()
    out = {c.get("cond")}
    for x in c.get("of") or () if c.get("cond") == "all" else ():
        out |= _cond_kinds(x)
    return out


def emblem_effect(who: str, what: str, ctx) -> list:
    """'you get an emblem with "q0" [and "q1"]' (114.2) -> [{"do": "emblem", "to", "text", "static",
    "triggers"}]: each quoted ability compiled for an emblem (emblem_ability)."""
    from . import grammar as G
    m = _QUOTES.fullmatch(what.strip())
    if m is None:
        G.nm("an emblem (CR 114): its abilities are not one or two quoted abilities")
        raise AssertionError   # unreachable (nm raises)
    to = G.player_ref(who, ctx)
    e: dict = {"do": "emblem"}
    if to != "controller":
        e["to"] = to
    texts = []
    for g in m.groups():
        if g is None:
            continue
        parts, orig = emblem_ability(int(g), ctx)
        texts.append(orig)
        for k, v in parts.items():
            e.setdefault(k, []).extend(v)
    e["text"] = " ".join(texts)
    return [e]


def emblem_ability(i: int, ctx) -> tuple[dict, str]:
    """The quoted ability number i of the line, compiled for an emblem: ({"static": [...]} or
    {"triggers": [...]}, its printed text); NotModelled with the reason "an emblem's ability (CR 114): ..."."""
    from . import grammar as G
    from ..emblems import EMBLEM_STATIC_AFFECTS, EMBLEM_TRIGGERS, _NEEDS_FILTER, _self_refs

    def no(why):
        G.nm(f"an emblem's ability (CR 114): {why}")
    quotes = getattr(ctx, "quotes", None) or []
    if i >= len(quotes):
        no("a quotation mark inside a quoted ability")
    q = quotes[i]
    if q["names"]:
        no("it names the card that made it (CR 201.5a)")
    if '"' in q["text"] or re.search(r"(?:^|[\s(])'[\w{]", q["text"]):
        no("a quoted ability inside it")
    text = re.sub(r"\bthis emblem\b", "~", q["text"])   # "this emblem deals 5 damage": the emblem is the source
    c = G.Ctx([], [], False)   # 114.3: no types, no subtypes
    try:
        parts = G.compile_line(text, q["orig"], c, [])
    except G.NotModelled as exc:
        no(exc.args[0] if exc.args else "not modelled")
    kinds = {k for k in parts if not k.startswith("_")}
    if "abilities" in kinds:
        no("an activated ability of an emblem")
    if not kinds or not kinds <= {"static", "triggers"} or parts.get("_static_kw"):
        no("only triggered abilities and static abilities of a group")
    for st in parts.get("static") or ():
        if st.get("affects") not in EMBLEM_STATIC_AFFECTS:
            no("a static ability that is not about a group")
        if st.get("condition"):
            no("a condition on a static ability of an emblem")
    for t in parts.get("triggers") or ():
        w = t.get("when")
        if w not in EMBLEM_TRIGGERS or w in _NEEDS_FILTER and not t.get("filter") or \
                any(t.get(k) for k in ("targets_self", "of", "other")):
            no("a trigger event of the object itself, which never happens to an emblem (CR 114.5)")
        if _self_refs(t.get("effects")):
            no("an effect on the emblem itself")
        if _cond_kinds(t.get("condition")) & _SOURCE_CONDS:
            no("a condition about the source, which is not a permanent")
    return {k: v for k, v in parts.items() if not k.startswith("_")}, q["orig"]


def walker_becomes_creature(m, ctx) -> list:
    """"Until end of turn, ~ becomes a N/N [<colour>] <creature types> creature [with <keywords>]
    that's still a planeswalker" (Gideon; 205.1b: "still a planeswalker" keeps its card types,
    supertypes and subtypes; 613.1d the creature type and the creature types in layer 4, 613.1e a
    colour in layer 5, 613.4b its power and toughness in layer 7b, 613.1f the keywords in layer 6; all
    until end of turn, 514.2) -> add_types (+ set_colors) (+ grant) on "self"."""
    from . import grammar as G
    if "planeswalker" not in ctx.types or ctx.spell:
        G.nm('"that\'s still a planeswalker" on a card that is not a planeswalker')
    words = m.group(3).split()
    colors = [G.COLOR_NAMES[w] for w in words if w in G.COLOR_NAMES]
    subs = [w for w in words if w not in G.COLOR_NAMES]
    if words[:len(colors)] != [w for w in words if w in G.COLOR_NAMES] or not subs or \
            any(not G._is_creature_type(w) for w in subs):
        G.nm(f'"becomes a {m.group(3)}creature": not a colour and creature types')
    out: list = []
    if colors:
        out.append({"do": "set_colors", "of": "self", "colors": colors})
    out.append({"do": "add_types", "of": "self", "types": ["creature"], "subtypes": [w.capitalize() for w in subs],
                "power": int(m.group(1)), "toughness": int(m.group(2))})
    if m.group(4):
        out.append({"do": "grant", "of": "self", "keywords": G.kw_list(m.group(4))})
    ctx.last = "self"   # "Prevent all damage that would be dealt to him this turn."
    return out


UP_TO_ONE = "up to one target "


def optional_target(phrase: str, ctx) -> str | None:
    """"up to one target creature" -> the target word ("creature") when the context allows an
    optional target (an activated ability); raises NotModelled elsewhere. None if not the shape."""
    from .grammar import nm
    if not phrase.startswith(UP_TO_ONE):
        return None
    if not ctx.up_to_ok:
        nm('"up to one target" outside an activated ability')
    return phrase[len(UP_TO_ONE):]


def finish_targets(ab: dict, ctx) -> None:
    """Set `target_min` on an activated ability whose trailing targets are optional."""
    from .grammar import nm
    if not ctx.optional:
        return
    first = min(ctx.optional)
    if any(i not in ctx.optional for i in range(first, len(ctx.targets))):
        nm("a required target after an optional one")
    ab["target_min"] = first
