"""Optional actions in effect sentences (issue 21): "You may <effect>.", "You may pay {2} / N life /
sacrifice ~. If you do, <effects>." (118.12) and "... When you do, <effects>." (a reflexive
triggered ability, 603.12). Compiles to the engine's `may` and `reflexive` effects
(judge/mtg/optional.py). Anything else with "you may" stays not modelled, with the reason of the
part that is not in the grammar. Pure Python."""
from __future__ import annotations

import re

from . import grammar as G

_COST = re.compile(r"^you may (?:pay (" + G.MANA + r")|pay (\d+) life|(sacrifice ~|sacrifice it)|discard (a|one|two|three) cards?)$")
_ALWAYS = re.compile(r"^(?:draw|mill) ")   # done whenever chosen (an empty library is no obstacle, 121.3 / 608.2d)
_YOU_MAY = "an optional action (\"you may\")"


def flat(effects):
    """Every effect, those inside a `may` / `reflexive` included."""
    for e in effects or ():
        yield e
        if isinstance(e, dict) and e.get("do") in ("may", "reflexive", "unless", "instead"):
            yield from flat(e.get("effects"))
            if e.get("do") == "instead":
                yield from flat(e.get("otherwise"))


def is_may(s):
    return s.startswith("you may ")


def parse_may(sents, i, ctx, parse_one):
    """The "you may" sentence sents[i] (and a following "If you do, ..." / "When you do, ...")
    -> (effects, index of the next sentence). `parse_one(sentence, ctx)` parses one effect sentence."""
    s = sents[i]
    nxt = sents[i + 1] if i + 1 < len(sents) else ""
    follow = re.match(r"^(if|when) you do, (.+)$", nxt)
    if re.match(r"^if you don't\b|^if you didn't\b|^otherwise\b", nxt):
        G.nm(_YOU_MAY + ": what happens if you don't")
    m = _COST.match(s)
    may: dict = {"do": "may"}
    if m:
        if not follow:
            G.nm(_YOU_MAY + ": a cost without \"if you do\"")
        if m.group(1):
            from . import vocab as V
            V.check_mana(G.mana(m.group(1)))
            if "X" in G.mana(m.group(1)):
                G.nm(_YOU_MAY + ": X in an optional cost")
            may["pay"] = G.mana(m.group(1))
        elif m.group(2):
            may["life"] = int(m.group(2))
        elif m.group(4):
            may["discard"] = G.num(m.group(4))
        else:
            if m.group(3) == "sacrifice it" and G.obj_ref("it", ctx) != "self":
                G.nm(_YOU_MAY + ': "sacrifice it" of another object')
            if ctx.spell:
                G.nm("a spell sacrificing itself")
            if ctx.dead:
                G.nm("the permanent after it left the battlefield")
            may["sacrifice"] = "self"
        done = []
    else:
        rest = s[len("you may "):]
        if rest.startswith("pay ") or " you may " in rest:
            G.nm(_YOU_MAY + f': "{rest}"')
        if re.match(r"^(?:gain|lose) \d+ life$", rest):
            rest = "you " + rest
        try:
            done = parse_one(rest, ctx)
        except G.NotModelled as exc:
            raise G.NotModelled(f"{_YOU_MAY}: {exc.args[0]}") from None
        if follow and follow.group(1) == "if" and not _ALWAYS.match(rest):
            # 118.12: "if you do" asks whether the optional action was done as a cost; only costs
            # the engine can check (mana, life, sacrificing this permanent, discarding) and actions
            # that can always be done (draw, mill) are modelled
            G.nm(_YOU_MAY + f': "if you do" after "{rest}"')
    n = i + 1
    if follow:
        body = follow.group(2)
        if follow.group(1) == "if":
            if i + 2 < len(sents):   # is the next sentence also "if you do"? not guessed
                G.nm(_YOU_MAY + ': a sentence after "if you do"')
            try:
                done += _parse_body(body, ctx, parse_one)
            except G.NotModelled as exc:
                raise G.NotModelled(f"{_YOU_MAY}: {exc.args[0]}") from None
            n = i + 2
        else:   # the reflexive ability is the rest of the text (603.12)
            done.append(_reflexive(". ".join([body] + sents[i + 2:]), ctx))
            n = len(sents)
    may["effects"] = done
    return [may], n


def _parse_body(body, ctx, parse_one):
    if "you may" in body or body.startswith("if ") or " if " in body or " unless " in body:
        G.nm(f'"{body}"')
    return parse_one(body, ctx)


def _reflexive(body, ctx):
    """603.12: "When you do, <effects>": a triggered ability with its own targets."""
    if ctx.spell:
        G.nm(_YOU_MAY + ": a reflexive trigger of a spell")
    c = ctx.fresh()
    c.in_trigger = ctx.in_trigger or "reflexive"
    c.dead = ctx.dead
    c.no_it = True   # "it" could be what was done (the sacrificed creature, the paid-for object): not guessed
    try:
        if "you may" in body:
            G.nm(f'"{body}"')
        effects = G.parse_effects(body + ".", c)
    except G.NotModelled as exc:
        raise G.NotModelled(f"{_YOU_MAY}: reflexive trigger: {exc.args[0]}") from None
    out = {"do": "reflexive", "effects": effects}
    if c.targets:
        out["target"] = list(c.targets)
    return out
