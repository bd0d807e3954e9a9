"""Numbers a static ability counts on the board (issue 21): the value of a characteristic-defining
ability ("~'s power and toughness are each equal to the number of creatures you control": 604.3,
layer 7a, 613.4a) and the multiplier of a bonus "for each" ("~ gets +1/+1 for each other Cat you
control": layer 7c, 613.4c). A count is a dict, counted again at each moment the value is needed
(611.3a: nothing is locked in):

    {"what": "control", "who": "you" | "opponents" | "all", "word": <permanent word>,
     "subtypes": [<subtype>, ...], "other": true}
        the permanents the word (targetspec.permanent_ok) and one of the subtypes describe (at least
        one of word / subtypes), controlled by the source's controller, by its opponents together,
        or by anyone ("on the battlefield"); "other": not the source itself;
    {"what": "hand", "who": "you" | "all"}            cards in your hand / in all players' hands;
    {"what": "graveyard", "who": "you" | "opponents" | "all"}
        cards in graveyards (a milled card is a card, unknown but counted; the card types among
        graveyard cards are not counted: a milled card's types are unknown to the engine);
    {"what": "life", "who": "you"}                    your life total;
    {"what": "counters", "counter": <kind>}          counters of that kind on the source;
    {"what": "attached", "subtypes": ["Aura", ...]}  Auras / Equipment attached to the source;

with "times": N ("twice the number of ...") and "plus": N ("1 plus the number of ...") applied
after counting. The word never reads power or toughness (the value being computed could change
what it reads).

The same counts are the amounts an effect's text defines (107.3c: "create X 1/1 tokens, where X is
the number of lands you control", "draw a card for each creature you control", "gain life equal to
your life total"): an effect's `amount`, `n`, `power` or `toughness` may be a count, counted once as
the effect is applied (608.2h; resolve_fields, said on the step with mtg.effect.amount) with "you" =
the controller of the spell or ability. Two more kinds exist only in effects (EFFECT_ONLY: a static
ability reading power could change what it reads):

    {"what": "power", "of": "target:N" | "self"}      the power of that creature (0 if it is gone);
    {"what": "greatest_power", "who": ..., "word": ..., "subtypes": [...], "other": true}
        the greatest power among the creatures the word / subtypes describe (0 if none);
    {"what": "gy_cards", "word": "creature card in your graveyard" | "... card in a graveyard"}
        the known cards the card word describes (targetspec.card_ok) in your graveyard / all
        graveyards; a card the engine does not know (milled unknown) is not counted and the step
        says how many there are (mtg.count.gy_unknown). Counted once (an effect, a spell's own cost
        reduction, "enters with"), never by a static ability.

Pure Python."""
from __future__ import annotations

from typing import Any

from ..engine.events import Msg
from . import targetspec
from .common import has_subtype

WHAT = {"control", "hand", "graveyard", "life", "counters", "attached", "power", "greatest_power", "gy_cards"}
EFFECT_ONLY = {"power", "greatest_power", "gy_cards"}
_WHO = {"control": ("you", "opponents", "all"), "hand": ("you", "all"), "graveyard": ("you", "opponents", "all"),
        "life": ("you",), "greatest_power": ("you", "opponents", "all")}
FIELDS = ("amount", "n", "power", "toughness")   # the fields of an effect that may hold a count
ATTACHED_SUBTYPES = {"Aura", "Equipment"}


def is_count(v: Any) -> bool:
    """Whether an effect's field holds a count (not a number, "X" or "that_much")."""
    return isinstance(v, dict) and "what" in v


def problems(n: Any, effect: bool = False) -> list[str]:
    """What is wrong with a count (empty if it is one the engine counts); `effect`: the amount of an
    effect (which may also be one of EFFECT_ONLY)."""
    if not isinstance(n, dict):
        return ["expected a count object such as {\"what\": \"control\", \"who\": \"you\", \"word\": \"creature\"}"]
    what = n.get("what")
    if what not in WHAT:
        return [f"what: expected one of {sorted(WHAT)}, got {what!r}"]
    if what in EFFECT_ONLY and not effect:
        return [f"what: {what!r} is counted only in an effect, not by a static ability"]
    out: list[str] = []
    allowed = {"what", "times", "plus"} | ({"negate"} if effect else set())
    if "negate" in n and not isinstance(n["negate"], bool):
        out.append("negate: true or false")
    if what in _WHO:
        allowed.add("who")
        if n.get("who", "you") not in _WHO[what]:
            out.append(f"who: expected one of {list(_WHO[what])}, got {n.get('who')!r}")
    if what == "power":
        allowed.add("of")
        f = n.get("of")
        if not (f == "self" or isinstance(f, str) and f.startswith("target:") and f[7:].isdigit()):
            out.append(f'of: expected "target:N" or "self", got {f!r}')
    if what in ("control", "greatest_power"):
        allowed |= {"word", "subtypes", "other"}
        w, subs = n.get("word"), n.get("subtypes")
        if w is None and subs is None:
            out.append("expected a word or subtypes")
        if w is not None:
            p = targetspec.parse(w) if isinstance(w, str) else None
            if not p or p["ctrl"] is not None:
                out.append(f"word: expected a permanent word without a controller, got {w!r}")
            elif p["with"] and not effect:
                out.append(f"word: a count can't read power, toughness or abilities ({w!r})")
        if subs is not None and not (isinstance(subs, list) and subs and all(isinstance(x, str) and x for x in subs)):
            out.append("subtypes: expected a list of subtype names")
        if "other" in n and not isinstance(n["other"], bool):
            out.append("other: true or false")
    if what == "gy_cards":   # "for each creature card in your graveyard" (a card word, targetspec.parse_card)
        allowed.add("word")
        w = n.get("word")
        p = targetspec.parse_card(w) if isinstance(w, str) else None
        if not p or p["where"] not in ("you", "any") or not p["alts"]:
            out.append(f'word: expected a card word such as "creature card in your graveyard", got {w!r}')
    if what == "counters":
        allowed.add("counter")
        if not isinstance(n.get("counter"), str) or not n["counter"]:
            out.append("counter: expected a kind of counter")
    if what == "attached":
        allowed.add("subtypes")
        subs = n.get("subtypes")
        if not (isinstance(subs, list) and subs and set(subs) <= ATTACHED_SUBTYPES):
            out.append(f"subtypes: expected a list of {sorted(ATTACHED_SUBTYPES)}")
    for k, lo in (("times", 1), ("plus", 0)):
        v = n.get(k)
        if v is not None and (not isinstance(v, int) or isinstance(v, bool) or v < lo):
            out.append(f"{k}: expected a whole number of at least {lo}")
    extra = sorted(set(n) - allowed)
    if extra:
        out.append(f"unknown field(s) {extra}")
    return out


def _is(game, o, n, controller) -> bool:
    if n.get("word") and not targetspec.permanent_ok(n["word"], o, controller, game):
        return False
    return not n.get("subtypes") or any(has_subtype(o, s) for s in n["subtypes"])


def _players(game, who, controller):
    if who == "you":
        return [controller]
    if who == "opponents":
        return list(game._opponents(controller))
    return [p["id"] for p in game.players if not p.get("lost")]


def _creature_power(game, o) -> int:
    return game.pt(o)[0] if o is not None and "creature" in o["types"] else 0


def value(game, n: dict, controller: str, src: dict, ctx: dict | None = None) -> int:
    """The count now, for the static ability of `src` controlled by `controller` (or for an effect of
    the spell or ability `ctx` resolving, whose source is `src`)."""
    what = n["what"]
    who = n.get("who", "you")
    if what in ("control", "greatest_power"):
        pids = set(_players(game, who, controller))
        objs = [o for o in game.battlefield if o["controller"] in pids and _is(game, o, n, o["controller"])
                and not (n.get("other") and o["id"] == src.get("id"))]
        if what == "control":
            v = len(objs)
        else:
            v = max([_creature_power(game, o) for o in objs if "creature" in o["types"]], default=0)
    elif what == "power":
        refs = game._refs(n["of"], ctx) if ctx is not None else [src.get("id")]
        v = _creature_power(game, game.perm(refs[0]) if refs else None)
    elif what in ("hand", "graveyard"):
        v = sum(len((game.player(pid) or {}).get(what) or ()) for pid in _players(game, who, controller))
    elif what == "gy_cards":
        v = _gy_cards(game, n["word"], controller)
    elif what == "life":
        v = (game.player(controller) or {}).get("life", 0)
    elif what == "counters":
        v = (src.get("counters") or {}).get(n["counter"], 0)
    else:   # attached
        v = sum(1 for o in game.battlefield if o.get("attached_to") == src["id"]
                and any(has_subtype(o, s) for s in n["subtypes"]))
    return v * n.get("times", 1) + n.get("plus", 0)


def _gy_cards(game, word: str, controller: str) -> int:
    """The known cards the card word describes in the graveyard(s) it names; a card the engine does not
    know (milled from an unknown library) is not counted, and the step says how many there are."""
    from .common import card_word
    from .validate import merged
    where = targetspec.parse_card(word)["where"]
    v = unknown = 0
    for p in game.players:
        if where == "you" and p["id"] != controller:
            continue
        for c in p.get("graveyard") or ():
            if isinstance(c, dict) and c.get("unknown"):
                unknown += 1
            elif targetspec.card_ok(word, merged(c), p["id"], controller, game)[0]:
                v += 1
    if unknown:
        game.ev("effect", "mtg.count.gy_unknown", "404.2", "mtg.zones", [], unknown=unknown, word=card_word(word) or word, n=v)
    return v


def _power_refs(x, out: set) -> set:
    """The references of every "power" count in the effects `x` (nested ones too)."""
    if isinstance(x, dict):
        if x.get("what") == "power" and isinstance(x.get("of"), str):
            out.add(x["of"])
        for v in x.values():
            _power_refs(v, out)
    elif isinstance(x, list):
        for v in x:
            _power_refs(v, out)
    return out


def note_power(game, ctx: dict) -> None:
    """Before each effect of a resolution: the power of each object a "power" count of the resolving
    spell or ability reads, while it is on the battlefield; an effect of the same resolution that
    moves it ("Destroy target attacking creature. You gain life equal to its power.") leaves this
    as its last known information (608.2h, 113.7a)."""
    refs = ctx.get("power_refs")
    if refs is None:
        refs = ctx["power_refs"] = sorted(_power_refs(ctx["obj"].get("effects"), set()))
    for ref in refs:
        for t in (game._refs(ref, ctx) if ref != "self" else [ctx["obj"].get("source")]):
            o = game.perm(t)
            if o is not None and "creature" in o["types"]:
                ctx.setdefault("lki_power", {})[t] = game.pt(o)[0]


def _plain(v: dict) -> dict:
    """The count without its sign ("-X/-X, where X is ...": X is the count)."""
    return {k: x for k, x in v.items() if k != "negate"}


def resolve_fields(game, e: dict, ctx: dict) -> dict | None:
    """The effect with each count in its fields (FIELDS) replaced by its value now, each said on the
    step (107.3c, 608.2h); a negative result is 0 (107.1b). None: the effect is not applied (the
    power of an object the engine has no information about: 608.2b)."""
    if not any(is_count(e.get(k)) for k in FIELDS):
        return e
    e = dict(e)
    sid = ctx["obj"].get("source") or ctx["obj"].get("id")   # the ability's source, or the spell itself
    src = game.perm(sid) or {"id": sid}
    done: dict = {}
    for k in FIELDS:
        v = e.get(k)
        if not isinstance(v, dict) or "what" not in v:
            continue
        key = repr(sorted(_plain(v).items()))   # "+X/-X": one X, counted once
        if key not in done:
            of = None
            if v["what"] == "power":
                refs = game._refs(v["of"], ctx) if v["of"] != "self" else [ctx["obj"].get("source")]
                t = refs[0] if refs else None
                of = game.name(t) if t else "-"
                if t is None or game.perm(t) is None:
                    lki = (ctx.get("lki_power") or {}).get(t)
                    if lki is None:   # an illegal target (608.2b) or a source gone before the resolution began
                        game.ev("effect", "mtg.effect.amount_unknown" if v["of"] != "self" else "mtg.effect.amount_source_gone",
                                "608.2b" if v["of"] != "self" else "113.7a", "mtg.stack", [], what=describe(_plain(v), of))
                        return None
                    done[key] = max(0, lki * v.get("times", 1) + v.get("plus", 0))
                    game.ev("effect", "mtg.effect.amount_lki", "608.2h", "mtg.stack", [], what=describe(_plain(v), of),
                            n=done[key])
                else:
                    done[key] = None
            if done.get(key) is None:
                done[key] = max(0, value(game, v, ctx["controller"], src, ctx))
                game.ev("effect", "mtg.effect.amount", "608.2h", "mtg.stack", [], what=describe(_plain(v), of), n=done[key])
        e[k] = -done[key] if v.get("negate") else done[key]   # "-X/-X": X is the count, subtracted
    return e


def describe(n: dict, of: Any = None) -> Msg:
    """The count in the reader's language (keys mtg.count.*, judge/mtg/messages_counts.py); `of`: the
    name of the creature whose power is counted."""
    what = n["what"]
    params: dict[str, Any] = {}
    if what == "power":
        key, params["of"] = "mtg.count.power", of if of is not None else str(n["of"])
    elif what in ("control", "greatest_power"):
        from .conditions import _thing
        params["word"] = _thing(n)
        key = f"mtg.count.{what}_{n.get('who', 'you')}" + ("_other" if n.get("other") else "")
    elif what in ("hand", "graveyard", "life"):
        key = f"mtg.count.{what}_{n.get('who', 'you')}"
    elif what == "counters":
        key, params["kind"] = "mtg.count.counters", n["counter"]
    elif what == "gy_cards":
        from .common import card_word
        key, params["word"] = "mtg.count.gy_cards", card_word(n["word"]) or n["word"]
    else:
        from .conditions import subtypes_msg
        key, params["kinds"] = "mtg.count.attached", subtypes_msg(n["subtypes"])
    out = Msg(key, params)
    if n.get("times", 1) != 1:
        out = Msg("mtg.count.times", {"n": n["times"], "count": out})
    if n.get("plus"):
        out = Msg("mtg.count.plus", {"n": n["plus"], "count": out})
    if n.get("negate"):   # "gets -X/-X, where X is ..." (an effect's count, subtracted)
        out = Msg("mtg.count.minus", {"count": out})
    return out
