"""A revealed hand (CR 701.20a, issue 21): "Target opponent reveals their hand. You choose a nonland
card from it. That player discards that card." (701.9a, 701.9b) / "... and exile that card." (701.13a).

A hand is known to the engine card by card (a scenario lists it; a card drawn from an unknown library
is an unknown card, "(card)"). The effect `reveal_hand` shows the hand to everyone (701.20a: the cards
stay in the hand, 701.20b); with `word` the spell's or ability's controller chooses one card of that
word from it (another player than the hand's owner chooses, 701.9b) and `then` says what happens to it:
the hand's owner discards it (`discard`, 701.9a) or it is exiled (`exile`, 701.13a). Choice: the
resolving action's `choose`, the card's id or name. Default: the first fitting card in the order the
hand is listed, said on the step. No fitting card: nothing is chosen (the hand was still revealed).
When no known card fits and the hand holds unknown cards, the effect is refused with the field to
give (never guessed)."""
from __future__ import annotations

import re

from .common import Host, illegal
from .registry import effect

_MV = re.compile(r"^(.+ card) with mana value (\d+) or (less|greater)$")
_NON = re.compile(r"^((?:non[a-z]+, )*non[a-z]+) card$")
_MAY = (True, False, "yes", "no", "pay", "decline")
THEN = ("discard", "exile")


def _split(word):
    """(body, (n, "less"/"greater") or None) of a hand word."""
    w = str(word or "card").strip().lower()
    m = _MV.match(w)
    if m:
        return m.group(1), (int(m.group(2)), m.group(3))
    return w, None


def _nons(body):
    """"noncreature, nonland card" -> ["creature", "land"] (each must hold: 'not a creature and not a
    land'); "nonlegendary" is kept as is. None if the body is not such a word."""
    from .targetspec import CARD_TYPES
    m = _NON.match(body)
    if not m:
        return None
    out = []
    for a in m.group(1).split(", "):
        if a == "nonlegendary":
            out.append("legendary")
        elif a[3:] in CARD_TYPES:
            out.append(a[3:])
        else:
            return None
    return out


def hand_word_known(word) -> bool:
    """Whether the engine can tell the cards a hand word describes: "card", "nonland card",
    "noncreature, nonland card", "nonlegendary, nonland card", "creature card", "artifact or creature
    card", "instant or sorcery card", each optionally "with mana value N or less/greater"."""
    from .library import library_word_known
    body, _ = _split(word)
    return _nons(body) is not None or (library_word_known(body) and not body.startswith("basic "))


def hand_word_ok(word, c, pid, game) -> bool:
    """Whether a known card `c` (merged over its catalogue entry) is what a hand word describes."""
    from .library import library_word_ok
    body, mv = _split(word)
    if mv is not None:
        from .mana import CostError, mana_value, parse_cost
        try:
            v = mana_value(parse_cost(c.get("mana_cost") or ""))
        except CostError:
            return False
        n, how = mv
        if how == "less" and v > n or how == "greater" and v < n:
            return False
    nons = _nons(body)
    if nons is None:
        return library_word_ok(body, c, pid, game)
    types = {str(t).lower() for t in c.get("types") or ()}
    for t in nons:
        if t == "legendary" and c.get("legendary") or t in types:
            return False
    return True


def hand_word_msg(word):
    """A hand word in the reader's language: "a nonland card", "a card that is neither a creature nor
    a land", "a nonland card with mana value 3 or less"."""
    from ..engine.events import Msg
    from ..engine.messages import CATALOGUE
    from .library import _alts, library_word_msg
    body, mv = _split(word)
    nons = _nons(body)

    def part(t):
        if t == "legendary":
            return Msg("mtg.hand_word.legendary")
        k = "mtg.target_word." + t
        return Msg(k) if k in CATALOGUE else t
    alts: list = (_alts(body) or (False, []))[1] if nons is None else []
    if nons is None and len(alts) in (2, 3) and all("mtg.target_word." + a in CATALOGUE for a in alts):
        inner = Msg(f"mtg.hand_word.alts{len(alts)}", {k: part(a) for k, a in zip("abc", alts)})
    elif nons is None:
        inner = library_word_msg(body)
    elif len(nons) == 1:
        inner = Msg("mtg.hand_word.non", {"what": part(nons[0])})
    elif len(nons) == 2:
        inner = Msg("mtg.hand_word.non2", {"a": part(nons[0]), "b": part(nons[1])})
    else:
        inner = body
    if mv is None:
        return inner
    return Msg("mtg.hand_word.mv_" + mv[1], {"word": inner, "n": mv[0]})


def _check_reveal_hand(v, e, p):
    v.ref(e, "to", p)
    if e.get("word") is not None and not hand_word_known(e.get("word")):
        v.add(f"{p}.word", f'expected a card word such as "nonland card" or "creature card", got {v.j(e.get("word"))}')
    v.str_(e, "then", p, choices=set(THEN))
    if e.get("then") is not None and e.get("word") is None:
        v.add(f"{p}.then", '"then" needs "word" (the card chosen from the hand)')


def _check_return_chosen(v, e, p):
    from . import targetspec
    w = e.get("word")
    parsed = targetspec.parse(w) if isinstance(w, str) else None
    if not parsed or parsed["ctrl"] is not None or any(a["noun"] in ("player", "opponent", "spell") for a in parsed["alts"]):
        v.add(f"{p}.word", f'expected a permanent word without a controller such as "land", got {v.j(w)}')


class HandMixin(Host):
    """Methods of MtgGame for a revealed hand (701.20a) and the card chosen from it (701.9b)."""

    @effect("reveal_hand", rule="701.20a", fields=("to", "word", "then"), check=_check_reveal_hand)
    def _do_reveal_hand(self, e, ctx):
        """"Target player reveals their hand." (701.20a) [+ "You choose a <word> card from it. That
        player discards that card." (701.9a, 701.9b) / "Exile that card." (701.13a)]."""
        from .validate import merged
        for pid in self._refs(e.get("to") or "controller", ctx):
            p = self.player(pid)
            if p is None:
                continue
            hand = list(p["hand"])
            self.ev("effect", "mtg.hand.reveals", "701.20a", "mtg.zones", [pid] + [c["id"] for c in hand],
                    player=self.name(pid), n=len(hand),
                    cards=", ".join(self._hand_name(c) for c in hand) or "-")
            word = e.get("word")
            if not word:
                continue
            chooser = ctx["controller"]
            fits = [c for c in hand if not c.get("unknown") and hand_word_ok(word, merged(c), chooser, self)]
            unknown = any(c.get("unknown") for c in hand)
            choice = ctx.get("choose")
            names = [choice] if isinstance(choice, str) else choice if isinstance(choice, list) else []
            names = [x for x in names if isinstance(x, str) and x not in _MAY]
            if names:
                w = str(names[0]).casefold()
                c = next((c for c in hand if w in (str(c.get("id")).casefold(), str(c.get("card")).casefold())), None)
                if c is None or c not in fits:
                    raise illegal("mtg.illegal.hand_choice", "701.9b", "mtg.zones", [pid], player=self.name(pid),
                                  choice=str(names[0]), word=hand_word_msg(word),
                                  fits=", ".join(self._hand_name(c) for c in fits) or "-")
                how = "chosen"
            elif fits:
                c, how = fits[0], "default"
            elif unknown:
                i = next((k for k, q in enumerate(self.players) if q["id"] == pid), 0)
                raise illegal("mtg.illegal.hand_unknown", "701.20a", "mtg.zones", [pid], player=self.name(pid),
                              word=hand_word_msg(word), field=f"state.players[{i}].hand")
            else:
                self.ev("choice", "mtg.hand.none_fits", "701.20a", "mtg.zones", [pid], player=self.name(pid),
                        word=hand_word_msg(word))
                continue
            self.ev("choice", "mtg.hand.chose_" + how, "701.9b", "mtg.zones", [chooser, c["id"]],
                    chooser=self.name(chooser), player=self.name(pid), card=self._hand_name(c), word=hand_word_msg(word))
            if e.get("then") == "discard":
                self._discard(p, c, "701.9a", "mtg.zones")
            elif e.get("then") == "exile":
                p["hand"].remove(c)
                p["exile"] = list(p.get("exile") or []) + [c]
                self.ev("move", "mtg.hand.exiled", "701.13a", "mtg.zones", [c["id"]], {"from": "hand", "to": "exile"},
                        player=self.name(pid), card=self._hand_name(c))

    def _return_candidates(self, e, pid):
        """The permanents of `return_chosen`'s word that `pid` controls, in battlefield order."""
        from . import targetspec
        word = str(e.get("word") or "land")
        return [o for o in self.battlefield if o["controller"] == pid and targetspec.permanent_ok(word, o, pid, self)]

    def _hand_name(self, c):
        return str(c.get("card") or c.get("id"))

    @effect("return_chosen", rule="400.6", fields=("word",), check=_check_return_chosen)
    def _do_return_chosen(self, e, ctx):
        """"Return a land you control to its owner's hand." (a choice, not a target; 400.6): the
        controller chooses one permanent of that word they control as the effect is applied and it
        goes to its owner's hand. Choice: the resolving action's `choose`, the permanent's id. Default:
        the first such permanent they control in battlefield order, said on the step. None: nothing."""
        from .effects import _word_msg
        pid = ctx["controller"]
        word = str(e.get("word") or "land")
        cands = self._return_candidates(e, pid)
        if not cands:
            self.ev("resolve", "mtg.return_chosen.none", "400.6", "mtg.zones", [pid], player=self.name(pid),
                    word=_word_msg(word))
            return
        choice = ctx.get("choose")
        names = [choice] if isinstance(choice, str) else choice if isinstance(choice, list) else []
        names = [str(x).casefold() for x in names if isinstance(x, str) and x not in _MAY]
        if names:
            o = next((o for o in cands if o["id"].casefold() == names[0]), None)
            if o is None:
                raise illegal("mtg.illegal.return_chosen", "400.6", "mtg.zones", [pid], player=self.name(pid),
                              choice=names[0], word=_word_msg(word), fits=", ".join(c["id"] for c in cands))
            how = "chosen"
        else:
            o, how = cands[0], "default"
        self.ev("choice", "mtg.return_chosen." + how, "400.6", "mtg.zones", [pid, o["id"]], player=self.name(pid),
                card=self.name(o), word=_word_msg(word))
        self._leave_battlefield([(o, "hand", "bounce")])
