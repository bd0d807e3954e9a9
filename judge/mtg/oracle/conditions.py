"""Conditions of the grammar (issue 21): the text of an "if" to a condition the engine checks
(judge/mtg/conditions.py), or NotModelled("a condition"). Two places use it (grammar.py):

- an intervening "if" right after a trigger condition (603.4): "At the beginning of your upkeep, if
  you control no creatures, ..." -> the trigger's `condition`;
- a sentence "If <condition>, <effects>." -> each of its effects gets `if` (608.2c); not when the
  sentence or the next one says "instead" / "otherwise" (a replacement of another effect, which
  this does not model).

Conditions read: "you control a/an/N or more/N or fewer/no <permanent word>", "an opponent
controls a/an/N or more <word>", "you have no / N or fewer / N or more cards in hand", "you have N
or less / N or more / at least N life", "~ is tapped / untapped", "it / ~ was kicked", and what
happened earlier in the turn (the engine's history, judge/mtg/history.py): "a creature died this
turn" / "N or more creatures died this turn" / "no creatures died this turn" (700.4), "you attacked
this turn" (508.6), "a <permanent / card type> left the battlefield under your control this turn",
"you gained [N or more] life this turn", "an opponent / a player / you lost [N or more] life this
turn", "you gained or lost life this turn", "a player cast N or more spells last turn", "no spells
were cast last turn", and how the source was cast: "you cast it [from your hand]" (an intervening
"if" of an enters trigger), "you cast ~ / it during your main phase" (a spell's own text, or an
enters trigger's intervening "if"). Anything else is not modelled: unrecognised text is never
guessed. Pure Python."""
from __future__ import annotations

import re
import sys
from pathlib import Path

from .. import targetspec
from . import grammar as G

_N = G.NUM
OUTLAWS = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")   # the outlaw creature types (700.12)


def _load_subtypes() -> dict:
    """Every subtype of CR 205.3g-j and 205.3m, lower case -> as printed ("urza's" -> "Urza's")."""
    out = {w: w.title() if w != "time lord" else "Time Lord" for w in G.CREATURE_TYPES}
    for ln in Path(__file__).with_name("subtypes.txt").read_text(encoding="utf-8").splitlines():
        if ln.strip() and not ln.startswith("#"):
            name = ln.split(":", 1)[1].strip()
            out[name.lower()] = name
    return out


SUBTYPES = _load_subtypes()


def _word(plural_or_singular: str, static=False):
    w = G._singular(plural_or_singular.strip())
    p = targetspec.parse(w) if w else None
    if not p or p["ctrl"] is not None or any(a["noun"] in ("player", "opponent", "spell") for a in p["alts"]):
        G.nm("a condition")
        raise AssertionError   # unreachable (nm raises)
    if static and p["with"]:
        # "as long as you control a creature with power 4 or greater": what it reads could change
        # with the ability's own effect (a layer loop the engine does not resolve)
        G.nm("a condition that reads power, toughness or abilities")
    return w


def _n(s):
    v = G.num(s)
    if v == "X":
        G.nm("a condition")
    return v


def _subtype(w: str, plural: bool = False):
    """A subtype name as printed ("Forest", "Goblin", "Chandra", "Equipment") or None; `plural`:
    "mountains", "elves" too."""
    w = w.strip()
    if w in SUBTYPES:
        return SUBTYPES[w]
    if plural:
        for end, rep in (("ves", "f"), ("ies", "y"), ("es", ""), ("s", "")):
            if w.endswith(end) and w[: -len(end)] + rep in SUBTYPES:
                return SUBTYPES[w[: -len(end)] + rep]
    return None


def _thing(phrase: str, static: bool, plural: bool = False) -> dict:
    """What a condition counts or names: a permanent word ("artifact", "red permanent", "untapped
    lands"), subtypes ("forest", "goblin or orc", "a human or an angel") or both ("chandra
    planeswalker", "griffin creature") -> {"word": ..., "subtypes": [...]}."""
    s = phrase.strip()
    m = G._fm(r"((?:(?:white|blue|black|red|green), )*(?:white|blue|black|red|green),? or "
              r"(?:white|blue|black|red|green)) ([a-z]+)", s)
    if m:   # "a red or white permanent": the noun belongs to each colour ("red permanent or white permanent")
        s = " or ".join(f"{c} {m.group(2)}" for c in re.split(r",? or |, ", m.group(1)))
    if s in ("token", "tokens"):   # "you control a token": a token permanent (111.1)
        s = "token permanent"
    if s in ("outlaw", "outlaws"):   # 700.12: an Assassin, Mercenary, Pirate, Rogue and/or Warlock
        return {"subtypes": list(OUTLAWS)}
    w = G._singular(s)
    p = targetspec.parse(w) if w else None
    if p and not any(a.get("subtypes") for a in p["alts"]):   # a creature type: the subtypes below (a word's too)
        return {"word": _word(s, static)}
    alts = [re.sub(r"^(?:an?) ", "", a) for a in s.split(" or ")]
    noun = None
    last = alts[-1].split()
    if len(last) > 1 and G._singular(last[-1]) in ("creature", "planeswalker", "land", "artifact", "enchantment"):
        noun = G._singular(last[-1])
        alts[-1] = " ".join(last[:-1])
    subs = [_subtype(a, plural and noun is None) for a in alts]
    if not subs or any(x is None for x in subs):
        G.nm("a condition")
    out: dict = {"subtypes": subs}
    if noun:
        out["word"] = noun
    return out


_SOURCE_STATES = {"tapped": "tapped", "untapped": "untapped", "attacking": "attacking", "blocking": "blocking",
                  "equipped": "equipped", "enchanted": "enchanted"}


def _of_source(subject: str, ctx, it):
    """The permanent a condition about "~" / "it" / "equipped creature" is about: {} (the source)
    or {"of": "attached"}; not modelled where it is not a permanent on the battlefield."""
    if subject in ("it", "it's") and it is None:
        G.nm("a condition")
    who = it if subject in ("it", "it's") else "self" if subject == "~" else "attached"
    if who == "attached":
        if subject not in ("it", "it's"):
            sub = "aura" if subject.startswith("enchanted") else "equipment"
            if sub not in ctx.subtypes:
                G.nm(f"{subject} on a card that is not an {sub}")
        return {"of": "attached"}
    if ctx.spell or ctx.dead:
        G.nm("a condition")
    return {}


def _source_cond(s: str, ctx, it):
    """"~ is untapped", "it's attacking", "~ has a +1/+1 counter on it", "equipped creature is a
    human", "~ is equipped" -> a condition on the source permanent (or what it is attached to);
    None if `s` is not about a permanent."""
    m = G._fm(r"(~|it|equipped creature|enchanted creature) (?:is|has|isn't) (.+)", s) or \
        G._fm(r"(it's) (.+)", s)
    if not m:
        return None
    subject, rest = m.group(1), m.group(2)
    if " isn't " in s or rest.startswith("not "):
        G.nm("a condition")
    verb = "has" if G._fm(r"(?:~|it|equipped creature|enchanted creature) has .+", s) else "is"
    of = _of_source(subject, ctx, it)
    if verb == "has":
        mm = G._fm(r"(an?|" + _N + r") (\+1/\+1|-1/-1) counters? on it", rest) or \
            G._fm(r"(" + _N + r") or more (\+1/\+1|-1/-1) counters on it", rest)
        if not mm:
            G.nm("a condition")
        return dict({"cond": "counters", "counter": mm.group(2), "min": _n(mm.group(1))}, **of)
    if rest in _SOURCE_STATES:
        if rest == "equipped" and not of and "creature" not in ctx.types:
            G.nm("a condition")
        return dict({"cond": _SOURCE_STATES[rest]}, **of)
    if not of:   # "~ is a <type>": a card's own type is printed, not a condition the text needs
        G.nm("a condition")
    if rest in ("legendary", "white", "blue", "black", "red", "green"):
        return {"cond": "is", "word": rest + " permanent", "of": "attached"}
    mm = G._fm(r"an? (.+)", rest)
    if not mm:
        G.nm("a condition")
    return dict({"cond": "is"}, **_thing(mm.group(1), True), **of)


_CARD_TYPE_WORDS = {"permanent", "creature", "artifact", "enchantment", "land", "planeswalker"}


def _history(s: str, ctx, intervening: bool) -> dict | None:
    """The conditions on the turn's history and on how the source was cast (None: not one of them)."""
    if s == "a creature died this turn":
        return {"cond": "died", "min": 1}
    if m := G._fm(r"(" + _N + r"|one) or more creatures died this turn", s):
        return {"cond": "died", "min": _n(m.group(1))}
    if s == "no creatures died this turn":
        return {"cond": "died", "max": 0}
    if s == "you attacked this turn":
        return {"cond": "attacked"}
    if m := G._fm(r"an? ([a-z]+) left the battlefield under your control this turn", s):
        if m.group(1) not in _CARD_TYPE_WORDS:
            G.nm("a condition")
        return {"cond": "left", "word": m.group(1), "min": 1}
    if m := G._fm(r"you gained (?:(" + _N + r") or more )?life this turn", s):
        return {"cond": "gained", "min": _n(m.group(1)) if m.group(1) else 1}
    if m := G._fm(r"(you|an opponent|a player) lost (?:(" + _N + r") or more )?life this turn", s):
        return {"cond": "lost", "who": {"you": "you", "an opponent": "opponent", "a player": "player"}[m.group(1)],
                "min": _n(m.group(2)) if m.group(2) else 1}
    if s == "you gained or lost life this turn":
        return {"cond": "gained_or_lost"}
    if m := G._fm(r"a player cast (" + _N + r") or more spells last turn", s):
        return {"cond": "spells_last_turn", "min": _n(m.group(1))}
    if s == "no spells were cast last turn":
        return {"cond": "spells_last_turn", "max": 0}
    if s == "~ was cast from a graveyard":   # a spell's own text (702.34a flashback: the caster's graveyard)
        if not ctx.spell:
            G.nm("a condition")
        return {"cond": "cast", "from": "graveyard"}
    m = G._fm(r"you cast (?:it|~)( from your hand)?", s) or G._fm(r"you cast (?:it|~) (during your main phase)", s)
    if m:
        # a spell's own text: the spell itself (a copy was not cast, 707.10); a permanent's: only the
        # intervening "if" of its own enters trigger, checked as it enters and again as it resolves
        # (how it was cast can't change afterwards, 113.7a); not an effect's "if" on an ability
        # whose source may have left the battlefield
        if not ctx.spell and not (intervening and ctx.in_trigger == "enters" and not ctx.no_it):
            G.nm("a condition")
        if m.group(1) == "during your main phase":
            return {"cond": "cast_main"}
        return {"cond": "cast", "from": "hand"} if m.group(1) else {"cond": "cast"}
    return None


def parse(text: str, ctx, it=None, static: bool = False, intervening: bool = False) -> dict | str:
    """One condition's text (lower case, ~ for the card's name) to the engine's condition, or the
    string "kicked" for a spell's own kicker (the `if` effects already read, 702.33d). `it`: what
    "it" stands for in the condition ("self" or "attached"; None: "it" is not read); `static`: the
    condition of a static ability ("as long as", 611.3a), which may not read power, toughness or
    abilities; `intervening`: the "if" right after a trigger condition (603.4). "A and B" is both
    (each part a condition of its own)."""
    s = text.strip()
    try:
        return _parse1(s, ctx, it, static, intervening)
    except G.NotModelled:
        if " and " not in s:
            raise
        first = sys.exc_info()[1]
    for i in [k for k in range(len(s)) if s.startswith(" and ", k)]:
        try:
            a, b = parse(s[:i], ctx, it, static, intervening), parse(s[i + 5:], ctx, it, static, intervening)
        except G.NotModelled:
            continue
        if isinstance(a, dict) and isinstance(b, dict):
            return {"cond": "all", "of": [a, b]}
    raise first   # type: ignore[misc]


def _graveyard_cards(s: str) -> dict | None:
    """"there are N or more card types among cards in your graveyard" (205.2a) -> gy_types; "there
    are / you have N or more <kind> cards in your graveyard", "N or more <kind> cards are in your
    graveyard", "there is a <kind> card in your graveyard" -> gy_cards with the card word
    (targetspec.parse_card: "creature", "instant or sorcery", "permanent", "Elf" ...); None otherwise."""
    if m := G._fm(r"there are (" + _N + r") or more card types among cards in your graveyard", s):
        return {"cond": "gy_types", "min": _n(m.group(1))}
    m = G._fm(r"(?:there are|you have) (" + _N + r") or more (.+?) cards in your graveyard", s) or \
        G._fm(r"(" + _N + r") or more (.+?) cards are in your graveyard", s)
    if m:
        n, what = _n(m.group(1)), m.group(2)
    elif m := G._fm(r"there is an? (.+?) card in your graveyard", s):
        n, what = 1, m.group(1)
    else:
        return None
    what = what.replace(" and/or ", " or ")
    word = f"{what} card in your graveyard"
    p = targetspec.parse_card(word)
    if not p or not p["alts"] or p["another"] or p["mv"]:
        G.nm("a condition")
    return {"cond": "gy_cards", "word": word, "min": n}


def _parse1(s: str, ctx, it, static, intervening=False) -> dict | str:
    """One condition without "and"."""
    h = _history(s, ctx, intervening)
    if h is not None:
        if static:   # an "as long as" is re-checked with the board (611.3a), not with the turn's events
            G.nm("a condition")
        return h
    if s in ("it was kicked", "~ was kicked"):
        if ctx.spell:
            return "kicked"
        if ctx.dead:
            G.nm("a condition")   # the permanent left the battlefield: its kicked state is not kept
        return {"cond": "kicked"}
    if m := G._fm(r"~ is (tapped|untapped)", s):
        if ctx.spell or ctx.dead:
            G.nm("a condition")
        return {"cond": m.group(1)}
    if m := G._fm(r"you control (" + _N + r") or more creatures with different powers", s):   # Coven
        if static:
            G.nm("a condition that reads power, toughness or abilities")
        return {"cond": "powers", "min": _n(m.group(1))}
    if m := G._fm(r"creatures you control have total power (" + _N + r") or greater", s):   # Formidable
        if static:
            G.nm("a condition that reads power, toughness or abilities")
        return {"cond": "total_power", "min": _n(m.group(1))}
    if s == "an opponent controls more lands than you":
        if static:
            G.nm("a condition")
        return {"cond": "more_lands"}
    if s in ("it's your turn", "it is your turn"):
        return {"cond": "your_turn"}
    if m := G._fm(r"(you control|an opponent controls) (an?|another|" + _N + r") (.+)", s):
        who = "you" if m.group(1) == "you control" else "opponent"
        rest = m.group(3)
        if mm := G._fm(r"or (more|fewer) (.+)", rest):
            bound = "min" if mm.group(1) == "more" else "max"
            if who == "opponent" and bound == "max":
                G.nm("a condition")
            return dict({"cond": "control", "who": who, bound: _n(m.group(2))}, **_thing(mm.group(2), static, True))
        if m.group(2) == "another":
            if who != "you":
                G.nm("a condition")
            return dict({"cond": "control", "who": who, "other": True, "min": 1}, **_thing(rest, static))
        if m.group(2) not in ("a", "an"):
            G.nm("a condition")   # "you control two artifacts" is not a count the text means exactly
        return dict({"cond": "control", "who": who, "min": 1}, **_thing(rest, static))
    if m := G._fm(r"you control at least (" + _N + r") (other )?(.+)", s):
        c = dict({"cond": "control", "who": "you", "min": _n(m.group(1))}, **_thing(m.group(3), static, True))
        if m.group(2):
            c["other"] = True
        return c
    if m := G._fm(r"you control no (.+)", s):
        return dict({"cond": "control", "who": "you", "max": 0}, **_thing(m.group(1), static, True))
    if m := G._fm(r"no opponent controls an? (.+)", s):
        return dict({"cond": "control", "who": "opponents", "max": 0}, **_thing(m.group(1), static))
    if m := G._fm(r"that player has (?:(no)|(" + _N + r") or (fewer|more)) cards in hand", s):
        # the player of the trigger's event ("at the beginning of each opponent's upkeep"); an
        # intervening "if" only (603.4), checked with that player as it triggers and resolves
        if static or not intervening or G.player_ref("that player", ctx) != "that_player":
            G.nm("a condition")
        if m.group(1):
            return {"cond": "hand", "who": "that_player", "max": 0}
        return {"cond": "hand", "who": "that_player", ("max" if m.group(3) == "fewer" else "min"): _n(m.group(2))}
    if m := G._fm(r"(you have|an opponent has) no cards in hand", s):
        return {"cond": "hand", "who": "you" if m.group(1) == "you have" else "opponent", "max": 0}
    if m := G._fm(r"(you have|an opponent has) (" + _N + r") or (fewer|more) cards in hand", s):
        return {"cond": "hand", "who": "you" if m.group(1) == "you have" else "opponent",
                ("max" if m.group(3) == "fewer" else "min"): _n(m.group(2))}
    if m := G._fm(r"(you have|an opponent has) (" + _N + r") or (less|more) life", s):
        return {"cond": "life", "who": "you" if m.group(1) == "you have" else "opponent",
                ("max" if m.group(3) == "less" else "min"): _n(m.group(2))}
    if m := G._fm(r"you have at least (" + _N + r") life", s):
        return {"cond": "life", "min": _n(m.group(1))}
    if m := G._fm(r"there are (" + _N + r") or more cards in your graveyard", s) or \
            G._fm(r"you have (" + _N + r") or more cards in your graveyard", s):
        return {"cond": "graveyard", "min": _n(m.group(1))}
    if s in ("there are no cards in your graveyard", "your graveyard is empty"):
        return {"cond": "graveyard", "max": 0}
    if m := G._fm(r"an opponent has (" + _N + r") or more cards in their graveyard", s):
        return {"cond": "graveyard", "who": "opponent", "min": _n(m.group(1))}
    if m := G._fm(r"(you have|an opponent has) (" + _N + r") or more poison counters", s):
        return {"cond": "poison", "who": "you" if m.group(1) == "you have" else "opponent", "min": _n(m.group(2))}
    if s == "an opponent is poisoned":   # 122.1f: one or more poison counters
        return {"cond": "poison", "who": "opponent", "min": 1}
    gy = _graveyard_cards(s)
    if gy is not None:
        if static:   # an "as long as" is re-checked with the board (611.3a): not these conditions (conditions.WHY)
            G.nm("a condition")
        return gy
    src = _source_cond(s, ctx, it)
    if src is not None:
        return src
    G.nm("a condition")
    raise AssertionError   # unreachable (nm raises)


_MANA_COST = r"((?:\{\d+\})|(?:\{[wubrgc]\})+|\{\d+\}(?:\{[wubrgc]\})+)"


def unless(s: str, ctx):
    """'counter target [<kind>] spell unless its controller pays {N}' (118.12a) -> [counter_unless];
    '<effects> unless you pay {M}' / '... unless its controller / that player / they pay(s) {M}'
    (118.12a: the player chooses on resolution whether to pay; the effects happen if they don't)
    -> [unless]; None for any other sentence (another "unless" stays not modelled)."""
    m = G._fm(r"counter (target (?:.+? )?spell) unless its controller pays " + _MANA_COST, s)
    if not m and ctx.spell and ctx.x_cost:   # "pays {X}": the X of this spell, chosen as it was cast (107.3)
        m = G._fm(r"counter (target (?:.+? )?spell) unless its controller pays (\{x\})", s)
    if m:
        return [{"do": "counter_unless", "of": G.obj_ref(m.group(1), ctx, kind="spell"), "cost": G.mana(m.group(2))}]
    m = G._fm(r"(.+?) unless (you pay|its controller pays|that player pays|they pay) " + _MANA_COST, s)
    if not m or re.search(r"\b(?:unless|if|you may|instead|for each)\b", m.group(1)):
        return None
    head, who = m.group(1), m.group(2).rsplit(" ", 1)[0]
    effects = G.parse_one(head, ctx)
    if who == "they":
        # "that player loses 2 life unless they pay {2}": "they" is the one player the effect names
        players = {x for e in effects for x in (e.get("to"), e.get("of")) if x == "that_player"}
        if players != {"that_player"} or any(e.get("to") not in (None, "that_player") for e in effects):
            G.nm('a condition ("unless they pay" without one player it stands for)')
        ref = "that_player"
    else:
        ref = G.player_ref(who, ctx)
    if ref not in ("controller", "that_player") and not ref.startswith("controller_of:target:"):
        G.nm("a condition")
    return [{"do": "unless", "who": ref, "cost": G.mana(m.group(3)), "effects": effects}]


_IF = re.compile(r"^if ([^,]+), (.+)$")
_PLAYER_ONLY = {"draw", "discard", "scry", "surveil", "gain_life", "lose_life", "mill", "poison"}
# the effects of the grammar that move no permanent and deal no damage
_SIMPLE = _PLAYER_ONLY | {"pump", "counters", "grant", "tap", "untap", "create_token", "add_mana", "proliferate",
                          "regenerate", "counter"}
_MOVES = {"destroy", "exile", "bounce", "sacrifice"}
# effects that can't change a condition of each kind (a creature dies only when put into a graveyard:
# by destroy / sacrifice while a spell resolves, by state-based actions after it, 704.3)
_KEEPS: dict[str, set] = {"control": _PLAYER_ONLY, "hand": _PLAYER_ONLY - {"draw", "discard"},
          "life": _PLAYER_ONLY - {"gain_life", "lose_life"},
          "tapped": _PLAYER_ONLY | {"pump", "counters"}, "untapped": _PLAYER_ONLY | {"pump", "counters"},
          "died": _SIMPLE | {"damage", "exile", "bounce"}, "left": _SIMPLE | {"damage"},
          "gained": _SIMPLE - {"gain_life"} | _MOVES, "lost": _SIMPLE - {"lose_life"} | _MOVES,
          "gained_or_lost": _SIMPLE - {"gain_life", "lose_life"} | _MOVES,
          "attacked": _SIMPLE | {"damage"} | _MOVES, "spells_last_turn": _SIMPLE | {"damage"} | _MOVES,
          "cast": _SIMPLE | {"damage"} | _MOVES, "cast_main": _SIMPLE | {"damage"} | _MOVES,
          # nothing that puts a card into a graveyard (a countered spell, a discarded / milled /
          # surveilled card) or takes one out
          "powers": _PLAYER_ONLY, "total_power": _PLAYER_ONLY, "more_lands": _PLAYER_ONLY, "target": _PLAYER_ONLY,
          "gy_cards": _SIMPLE - {"discard", "mill", "surveil", "counter"},
          "gy_types": _SIMPLE - {"discard", "mill", "surveil", "counter"}}


def intervening(body: str, ctx):
    """'if <condition>, <effects>' after a trigger condition -> (condition, effects text), or
    (None, body) when the body has no intervening "if"."""
    m = _IF.match(body)
    if not m:
        return None, body
    cond = parse(m.group(1), ctx, intervening=True)
    if cond == "kicked":   # a spell has no triggered abilities of its own here
        G.nm("a condition")
    _it_attached(cond, ctx)
    return cond, m.group(2)


def _it_attached(cond, ctx):
    """"If enchanted creature is untapped, tap it": "it" / "that creature" after a condition about
    the attached creature is that creature, not the source (Narcolepsy taps the creature)."""
    if isinstance(cond, dict) and cond.get("of") == "attached" and ctx.last is None:
        ctx.last = "attached"


_TRAILING_IF = re.compile(r"^(.+) if ((?!able$)[^,]+)$")


_TARGET_SUBJECT = r"(it|that creature|that permanent)"


def _target_cond(s: str, ctx, before) -> dict | None:
    """"If it's a Spirit, ...", "If that creature is red, ...", "if it has flying", "if that creature
    has power 4 or greater" after an effect on the one target of the spell or ability -> {"cond":
    "target", "of": "target:0", "word" / "subtypes"}: the target as the condition is checked (608.2c:
    a target that became illegal would have stopped the spell or ability, 608.2b, as it is its only
    target); None if `s` is not about the target. Not modelled after an effect that moves it."""
    mv = G._fm(r"(?:its|that creature's|that permanent's) mana value was (" + _N + r") or less", s)
    if mv:   # after destroy / exile / bounce of the one target: its last known information (608.2h)
        if ctx.last != "target:0" or len(ctx.targets) != 1 or ctx.that_creature or \
                G.word_kind(ctx.targets[0]) in ("spell", "player", "opponent") or "card" in str(ctx.targets[0]):
            G.nm("a condition")
        return {"cond": "target", "of": "target:0", "mv_max": _n(mv.group(1))}
    m = G._fm(_TARGET_SUBJECT + r" is (.+)", s) or G._fm(r"(it)'s (.+)", s)
    mh = None if m else G._fm(_TARGET_SUBJECT + r" has (.+)", s)
    mm = None
    if m:
        subject, rest = m.group(1), m.group(2)
        mm = G._fm(r"an? (.+)", rest)
        if rest in ("white", "blue", "black", "red", "green", "legendary", "tapped", "untapped"):
            out = {"cond": "target", "of": "target:0", "word": f"{rest} permanent"}
        elif mm and not G._fm(r"(?:.* )?(?:card|spell|token)s?", mm.group(1)):
            out = None   # read below, once the target is known to be the one
        else:
            return None
    elif mh and G._fm(r"(?:flying|first strike|double strike|deathtouch|trample|vigilance|lifelink|reach|menace|haste|"
                      r"indestructible|hexproof|defender|infect|wither|power \d+ or (?:greater|less)|"
                      r"toughness \d+ or (?:greater|less))", mh.group(2)):
        subject, rest = mh.group(1), mh.group(2)
        out = {"cond": "target", "of": "target:0", "word": f"permanent with {rest}"}
        if not targetspec.parse(out["word"]):
            return None
    else:
        return None
    if ctx.last != "target:0" or len(ctx.targets) != 1 or ctx.that_creature or \
            subject == "that creature" and G.word_kind(ctx.targets[0]) != "creature":
        G.nm("a condition")
    if any(e.get("of") == "target:0" and e["do"] in _MOVES | {"return_to_hand", "return_to_battlefield", "fight"}
           for e in before or []):
        G.nm("a condition on a target that an earlier effect moved (its last known information)")
    if out is None and mm is not None:
        out = dict({"cond": "target", "of": "target:0"}, **_thing(mm.group(1), False))
    return out


def conditional(s: str, following: list[str], ctx, before=None):
    """A sentence 'If <condition>, <effects>' (or '<effects> if <condition>') -> its effects, each
    with `if`; None if `s` is not one. Not modelled when it or the next sentence replaces something
    ("instead", "otherwise")."""
    m = _IF.match(s)
    if not m and (t := _TRAILING_IF.match(s)) and not re.search(r"\b(?:if|unless|instead)\b", t.group(1)):
        if re.search(r"\b(?:it|its|it's|that|they|them|their)\b|~", t.group(2)):
            # "Counter target spell if it was kicked": after the effect, "it" may be the object the
            # effect names, not this card; not guessed
            G.nm("a condition")
        m = re.match(r"^if ([^,]+), (.+)$", f"if {t.group(2)}, {t.group(1)}")
    if not m:
        return None
    rest = m.group(2)
    if " instead" in rest or re.search(r"\b(?:if(?! able\b)|unless|otherwise)\b", rest) or \
            (following and re.search(r"\binstead\b|^otherwise\b", following[0])):
        G.nm("a condition")
    tcond = _target_cond(m.group(1), ctx, before) if ctx.last == "target:0" else None
    cond = tcond if tcond is not None else parse(m.group(1), ctx)
    _it_attached(cond, ctx)
    n_targets = len(ctx.targets)
    effects = G.parse_effects(rest + ".", ctx)
    kind = cond if isinstance(cond, str) else cond["cond"]
    if kind == "kicked" and len(ctx.targets) > n_targets:
        # 601.2c: a spell requires such a target only if it is kicked; the engine's targets are fixed
        G.nm("a target required only if the spell was kicked (601.2c)")
    if len(effects) > 1 and kind != "kicked" and not all(e["do"] in _KEEPS.get(kind, ()) for e in effects):
        # the engine checks the condition before each effect; the text checks it once: the same
        # answer only when no effect of the sentence can change it
        G.nm("a condition")
    for e in effects:
        if "if" in e:
            G.nm("a condition")
        e["if"] = cond
    return effects
