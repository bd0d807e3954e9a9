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
- "You get an emblem with ..." (CR 114) is not modelled: the engine has no emblems (objects in the
  command zone whose abilities work from there, 114.4). The line says so, rather than the reason
  of whatever part of the quoted ability the sentence splitter stumbled on.

Pure Python."""
from __future__ import annotations

import re

_COMMANDER = re.compile(r"~ can be your commander\.")
# 702.124a: the partner abilities (partner, partner—[text], choose a Background, Doctor's companion) only
# change how a Commander deck is built; "partner with [name]" also has a triggered ability (702.124j)
_PARTNER = re.compile(r"partner|partner\u2014[a-z0-9 &'-]+|choose a background|doctor's companion")
_EMBLEM = re.compile(r"(?:.*\. )?(?:you|target player|target opponent|each opponent) gets? an emblem with \"")


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


def emblem_reason(body: str) -> str | None:
    """The not-modelled reason for an effect text that gives a player an emblem (CR 114), else None."""
    if _EMBLEM.match(body):
        return "an emblem (CR 114): the engine has no emblems"
    return None


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
