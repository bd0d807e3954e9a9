"""Counted static abilities of the grammar (issue 21): a creature's characteristic-defining power
and toughness and its own bonus "for each ...", compiled to the counts of judge/mtg/counts.py.

    ~'s power and toughness are each equal to <count>.        -> cda {"power": n, "toughness": n}
    ~'s power is equal to <count>.  /  ~'s toughness is equal to <count>.   (604.3, 208.2a, 613.4a)
    ~ gets +N/+N for each <one>.                              -> static {"affects": "self", "per": n}  (613.4c)

<count>: "the number of <permanents> you control / your opponents control / on the battlefield"
("other" too), "the number of cards in your hand / in all players' hands", "the number of cards in
your graveyard / in your opponents' graveyards / in all graveyards", "the number of <kind> counters
on it", "your life total", with "twice" / "N plus" before it. <one>: the same in the singular ("for
each other Cat you control", "for each card in your hand", "for each oil counter on it", "for each
Aura attached to it"). Not modelled (with the reason): card types among graveyard cards (a milled
card is unknown to the engine), a word that reads power, toughness or abilities (the value being
computed could change it), a name ("named ..."), anything after the count. Counted once (an
effect, a spell's own cost reduction, "enters with"), "<kind> cards in your graveyard / in all
graveyards" is a count of the known cards of that kind (gy_cards).

The same counts are the amounts an effect's text defines (107.3c; counted once as the effect is
applied, 608.2h: judge/mtg/counts.py resolve_fields), hooked into grammar.py:

- "<sentence>, where X is <amount>": every X of the sentence is that amount ("You gain X life and
  draw X cards, where X is the number of lands you control"; "Create X 1/1 white Soldier creature
  tokens, where X is your life total"). Not on a spell with {X} in its mana cost (107.3a would let
  its controller choose X: the two would disagree).
- "<sentence> for each <one>": the sentence's one number times the count ("Draw a card for each
  green creature you control", "You gain 1 life for each card in your hand", "Create a 1/1 token for
  each land you control").
- "... equal to <amount>": "draw cards equal to", "<player> gains / loses life equal to", "~ deals
  damage to <object> equal to" / "~ deals damage equal to <amount> to <object>", and "target creature
  [you control] deals damage equal to its power to <object>" (that creature is the source of the damage).

In an effect <amount> may also be "the greatest power among <creatures>" and "its power" (the
target just named, or ~); counters on or Auras attached to "it" are not counted in an effect (the
source may have left the battlefield before the effect is applied, and its last known counters are
not kept). Pure Python."""
from __future__ import annotations

import re
from typing import Any

from . import grammar as G

_PLAYERS_CTRL = {"you control": "you", "your opponents control": "opponents", "an opponent controls": "opponents",
                 "on the battlefield": "all"}
_GY = {"your graveyard": "you", "your opponents' graveyards": "opponents", "all graveyards": "all"}
_HAND = {"your hand": "you", "all players' hands": "all"}


def _nm_count(text):
    G.nm(f'a count the engine does not make ("{text}")')


def _things(phrase: str) -> dict:
    from . import conditions as C
    p = phrase.strip().replace(" and/or ", " or ")
    try:
        return C._thing(p, True, True)
    except G.NotModelled as exc:
        why = str(exc.args[0]) if exc.args else ""
        if why == "a condition":
            _nm_count(phrase)
        raise


def count(text: str, plural: bool, effect: bool = False) -> dict:
    """'lands you control' / 'other cat you control' / 'card in your hand' / 'oil counter on it' /
    'aura attached to it' (after "the number of" or "for each") -> a count; NotModelled otherwise.
    `effect`: counted once by an effect, which may read abilities and power ("creature you control
    with flying", "... with power 4 or greater")."""
    t = text.strip()
    if " named " in t or t.startswith("named "):
        G.nm("a count of cards with a name")
    if m := G._fm(r"(?:(.+?) )?cards? in (your graveyard|your opponents' graveyards|all graveyards)", t):
        if not m.group(1):
            return {"what": "graveyard", "who": _GY[m.group(2)]}
        from .. import targetspec
        kind = m.group(1).replace(" and/or ", " or ").replace(" and ", " or ")
        where = {"your graveyard": "your graveyard", "all graveyards": "a graveyard"}.get(m.group(2))
        word = f"{kind} card in {where}"
        p = targetspec.parse_card(word) if where else None
        if not effect or not p or not p["alts"] or p["another"] or p["mv"]:
            G.nm("a count of card types among graveyard cards (a milled card is unknown to the engine)")
        return {"what": "gy_cards", "word": word}   # counted once: the known cards (counts.py)
    if G._fm(r".* cards? in .*graveyards?", t):
        G.nm("a count of card types among graveyard cards (a milled card is unknown to the engine)")
    if m := G._fm(r"cards? in (your hand|all players' hands)", t):
        return {"what": "hand", "who": _HAND[m.group(1)]}
    if m := G._fm(r"([a-z]+) counters? on (?:it|~|him|her)", t):
        if m.group(1) in ("poison", "experience", "energy"):
            _nm_count(t)
        return {"what": "counters", "counter": m.group(1)}
    if m := G._fm(r"(aura|equipment|aura and equipment|auras|auras and equipment) attached to (?:it|~|him|her)", t):
        subs = ["Aura", "Equipment"] if "and" in m.group(1) else ["Aura"] if m.group(1).startswith("aura") else ["Equipment"]
        return {"what": "attached", "subtypes": subs}
    m = G._fm(r"(other )?(.+?) (you control|your opponents control|an opponent controls|on the battlefield) (with .+)", t)
    if m and effect and not re.search(r"\b(?:that|named|but|except|attached|among|without)\b", m.group(2) + " " + m.group(4)):
        from .. import targetspec
        w = G._singular(m.group(2))
        p = targetspec.parse(f"{w} {m.group(4)}") if w else None
        if not p or p["ctrl"] is not None or any(a["noun"] in ("player", "opponent", "spell") for a in p["alts"]):
            _nm_count(t)
        n: dict = {"what": "control", "who": _PLAYERS_CTRL[m.group(3)], "word": f"{w} {m.group(4)}"}
        if m.group(1):
            if m.group(3) in ("your opponents control", "an opponent controls"):
                _nm_count(t)
            n["other"] = True
        return n
    if m := G._fm(r"(other )?(.+?) (you control|your opponents control|an opponent controls|on the battlefield)", t):
        if re.search(r"\b(?:with|without|that|named|but|except|attached|among)\b", m.group(2)):
            _nm_count(t)
        n = {"what": "control", "who": _PLAYERS_CTRL[m.group(3)]}
        n.update(_things(m.group(2)))
        if m.group(1):
            if m.group(3) in ("your opponents control", "an opponent controls"):
                _nm_count(t)
            n["other"] = True
        return n
    if m := G._fm(r"(other )?((?:attacking|blocking) .+)", t):   # "for each attacking creature": whoever controls it
        n = {"what": "control", "who": "all"}
        n.update(_things(m.group(2)))
        if m.group(1):
            n["other"] = True
        return n
    _nm_count(t)
    raise AssertionError   # unreachable


def amount(text: str, effect: bool = False) -> dict:
    """'the number of lands you control' / 'twice the number of ...' / '1 plus the number of ...' /
    'your life total' -> a count."""
    t = text.strip()
    if t == "your life total":
        return {"what": "life", "who": "you"}
    m = G._fm(r"(?:(\d+|one|two|three) plus )?(twice )?the (?:total )?number of (.+)", t)
    if not m:
        _nm_count(t)
    n = count(m.group(3), True, effect)
    if m.group(2):
        n["times"] = 2
    if m.group(1):
        v = G.num(m.group(1))
        if not isinstance(v, int):
            _nm_count(t)
        n["plus"] = v
    return n


def counted_line(s, orig, ctx):
    """A characteristic-defining P/T line or a bonus "for each" -> definition parts; None for other lines."""
    if ctx.spell:
        return None
    m = G._fm(r"~'s (power and toughness are each|power is|toughness is) equal to (.+)\.", s)
    if m:
        if "creature" not in ctx.types:
            G.nm("power and toughness defined on a card that is not a creature")
        if " and its toughness is " in m.group(2) or " and its power is " in m.group(2):
            G.nm("power and toughness defined by two different counts")
        n = amount(m.group(2))
        keys = {"power and toughness are each": ("power", "toughness"), "power is": ("power",),
                "toughness is": ("toughness",)}[m.group(1)]
        return {"cda": {k: dict(n) for k in keys}}
    m = G._fm(r"~ gets " + G._PT + r" for each (.+)\.", s)
    if m:
        if "creature" not in ctx.types:
            G.nm("a power/toughness bonus on a card that is not a creature")
        p, t = G._pt(m.group(1), m.group(2))
        if "X" in (p, t):
            G.nm("X in a static bonus")
        return {"static": [{"affects": "self", "power": p, "toughness": t, "per": count(m.group(3), False)}]}
    return None


# ------------------------------------------------------------------ amounts in effects (107.3c, 608.2h)
def _in_effect(n: dict, text: str) -> dict:
    """A count read in an effect: counters on / Auras attached to the source are not (see above)."""
    if n["what"] in ("counters", "attached"):
        G.nm("a count of counters or attachments in an effect (the source may be gone as it resolves)")
    return n


def effect_amount(text: str, ctx) -> dict:
    """<amount> of an effect -> a count (judge/mtg/counts.py); NotModelled otherwise."""
    t = text.strip()
    m = G._fm(r"the greatest power among (.+)", t)
    if m:
        n = count(m.group(1), True, True)
        if n["what"] != "control":
            _nm_count(t)
        n["what"] = "greatest_power"
        return n
    if t == "its power":   # the object just named ("that creature's power" could be another one: not read)
        if ctx.dead:   # a dies / leaves trigger: "its" is likely the card that left (113.7a), not kept by the engine
            G.nm("the power of a creature that left the battlefield (last known information)")
        last = ctx.last if isinstance(ctx.last, str) else ""
        if last == "self" or re.fullmatch(r"target:\d+", last):
            if last == "self" and "creature" not in ctx.types:
                G.nm("~ is not a creature")
            if last != "self":
                from .. import targetspec
                spec = ctx.targets[int(last[7:])] if int(last[7:]) < len(ctx.targets) else ""
                if not spec or targetspec.allows_players(spec) or not targetspec.parse(spec):
                    G.nm('"its power" of a target that may be a player')
            return {"what": "power", "of": last}
        G.nm('"its power" of an object not named just before')
    return _in_effect(amount(t, True), t)


_X_FIELDS = ("amount", "n", "power", "toughness")


def _set_x(effects, amt) -> bool:
    """Every X of the effects becomes the amount; whether there was one."""
    from .optional import flat
    hit = False
    for e in effects:
        for k in _X_FIELDS:
            if e.get(k) == "X":
                e[k] = dict(amt)
                hit = True
            elif e.get(k) == "-X":   # "gets -X/-X, where X is ...": the count, subtracted
                e[k] = dict(amt, negate=True)
                hit = True
    inner = [e for e in flat(effects) if e not in effects]
    if any(e.get(k) in ("X", "-X") for e in inner for k in _X_FIELDS):
        G.nm("X inside an optional or reflexive part")
    return hit


def sentence(s: str, ctx, parse_one) -> list | None:
    """A sentence with ", where X is ..." or "... for each ...", or None if it has neither."""
    m = re.fullmatch(r"(.+), where x is (.+)", s)
    if m:
        if ctx.x_cost:
            G.nm("X defined by the text of a spell with {X} in its mana cost")
        effects = parse_one(m.group(1), ctx)
        amt = effect_amount(m.group(2), ctx)
        if not _set_x(effects, amt):
            G.nm(f'"where X is" without an X in "{m.group(1)}"')
        return effects
    m = re.fullmatch(r"(.+) for each (.+)", s)
    if not m or " for each " in m.group(1):
        return None
    each = _in_effect(count(m.group(2), False, True), m.group(2))
    effects = parse_one(m.group(1), ctx)
    return _times(effects, each, m.group(1))


_ONE = {"draw": "n", "mill": "n", "discard": "n", "counters": "n", "gain_life": "amount", "lose_life": "amount",
        "damage": "amount"}


def _mul(amt: dict, k: int) -> dict:
    """k times the count ("2 life for each ...")."""
    n = dict(amt)
    if k != 1:
        n["times"] = n.get("times", 1) * k
        if n.get("plus"):
            n["plus"] *= k
    return n


def _times(effects, amt, head) -> list:
    """"<effect with number k> for each <one>": k times the count."""
    if effects and all(e.get("do") == "create_token" and e == effects[0] for e in effects) and "n" not in effects[0]:
        e = dict(effects[0])
        e["n"] = _mul(amt, len(effects))
        return [e]
    if len(effects) == 1 and effects[0].get("do") in _ONE and not effects[0].get("if"):
        e = dict(effects[0])
        k = e.get(_ONE[e["do"]], 1)
        if isinstance(k, int) and not isinstance(k, bool) and k >= 1:
            e[_ONE[e["do"]]] = _mul(amt, k)
            return [e]
    if len(effects) == 1 and effects[0].get("do") == "pump":
        e = dict(effects[0])
        p, t = e.get("power"), e.get("toughness")
        if all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in (p, t)):
            for k, v in (("power", p), ("toughness", t)):
                e[k] = _mul(amt, v) if v else 0
            return [e]
    G.nm(f'"for each" after "{head}"')
    raise AssertionError   # unreachable


# ------------------------------------------------------------------- "... equal to <amount>"
def _draw_equal(m, ctx):
    return [{"do": "draw", "n": effect_amount(m.group(1), ctx), "to": "controller"}]


def _life_equal(m, ctx):
    from .grammar import player_ref
    do = "gain_life" if m.group(2).startswith("gain") else "lose_life"
    to = player_ref(m.group(1), ctx)
    return [{"do": do, "amount": effect_amount(m.group(3), ctx), "to": to}]


def _source(subject, ctx) -> dict:
    """"it deals damage ...": when "it" is a target just named, that object is the source of the damage
    (its deathtouch, lifelink count); "~" (or "it" for the permanent itself) is the ability's own source."""
    if subject == "it" and ctx.no_it:
        G.nm('"it" could be this permanent or another object')
    if subject == "it" and isinstance(ctx.last, str) and ctx.last.startswith("target:"):
        return {"from": ctx.last}
    if subject == "it" and ctx.last not in (None, "self"):
        G.nm('"it deals damage" for another object')
    return {}


def _damage_to_equal(m, ctx):
    from .grammar import obj_ref
    src = _source(m.group(1), ctx)
    last = ctx.last
    to = obj_ref(m.group(2), ctx, kind="damage")
    ctx.last = last   # "equal to its power": the subject's
    return [{"do": "damage", **src, "amount": effect_amount(m.group(3), ctx), "to": to}]


def _damage_equal_to(m, ctx):
    from .grammar import obj_ref
    src = _source(m.group(1), ctx)
    if m.group(1) == "~":   # "~ deals damage equal to its power": its = ~
        if ctx.spell:
            G.nm("the spell itself as an object")
        ctx.last = "self"
    amt = effect_amount(m.group(2), ctx)
    return [{"do": "damage", **src, "amount": amt, "to": obj_ref(m.group(3), ctx, kind="damage")}]


def _bite(m, ctx):
    """"Target creature you control deals damage equal to its power to target creature you don't
    control": the first creature is the source of the damage (its deathtouch, lifelink count); if it
    is an illegal target as the ability resolves, no damage is dealt (608.2b)."""
    from .grammar import obj_ref
    src = obj_ref(m.group(1), ctx, kind="creature")
    to = obj_ref(m.group(2), ctx, kind="damage")
    return [{"do": "damage", "from": src, "amount": {"what": "power", "of": src}, "to": to}]


PLAYER = r"(you|target player|target opponent|each player|each opponent|that player)"
RULES: list[tuple[str, Any]] = [
    (r"draw cards equal to (.+)", _draw_equal),
    (PLAYER + r" (gain|gains|lose|loses) life equal to (.+)", _life_equal),
    (r"(target creature you control|target creature) deals damage equal to its power to (.+)", _bite),
    (r"(~|it) deals damage to (.+?) equal to (.+)", _damage_to_equal),
    (r"(~|it) deals damage equal to (.+?) to (.+)", _damage_equal_to),
]
