"""The library's known cards (CR 401, issue 21): searching (701.23), shuffling (701.24), looking at
and revealing the top cards (701.20), putting cards on the bottom (401.4).

A scenario gives a player's library as a count (`library: 40`, the cards unknown), as the whole
library in order (`library: [cards, top first]`) or as a count with the known cards on top
(`library: 40, library_top: [cards, top first]`). The engine holds `library` (the number of cards)
and `library_top` (the known cards on top, in order): the whole library is known when both agree.
An effect that needs a card the scenario did not give is refused with the field to give (a search
for a basic land in an unknown library never invents one). A shuffle (701.24a) makes the order
unknown: the engine forgets which card is where (it never picks a random order)."""
from __future__ import annotations

from . import targetspec
from ..engine.events import Msg
from .common import Host, illegal
from .registry import effect

_NONE = ("none", "nothing")
_MAY = (True, False, "yes", "no", "pay", "decline")   # the answers of a "you may" around the search (optional.py)


BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")


def _alts(word):
    """(basic?, [alternatives]) of a library word, or None if the engine can't tell such cards:
    "basic land card" -> (True, ["land"]); "plains, island, swamp, or mountain card" -> (False, [4])."""
    import re
    w = str(word or "card").strip().lower()
    basic = w.startswith("basic ")
    if basic:
        w = w[len("basic "):]
    if w == "card":
        return basic, []
    if not w.endswith(" card"):
        return None
    body = w[:-len(" card")]
    if ", " in body and ", or " not in body:   # "noncreature, nonland card": all of them, not one of them
        return None
    alts = [a for a in re.split(r",? or |, ", body) if a]
    for a in alts:
        if a not in BASIC_LAND_TYPES and targetspec.parse_card(a + " card in your graveyard") is None:
            return None
    return basic, alts


def library_word_known(word) -> bool:
    return _alts(word) is not None


def library_word_ok(word, c, pid, game) -> bool:
    """Whether a known card `c` (merged over its catalogue entry) is what a library word describes:
    "card", "basic land card", "creature card", "Forest card", "basic Forest card", "Plains,
    Island, Swamp, or Mountain card", "artifact or creature card"."""
    from .common import has_subtype
    got = _alts(word)
    if got is None:
        return False
    basic, alts = got
    if basic and not c.get("basic"):
        return False
    if not alts:
        return True
    for a in alts:
        if a in BASIC_LAND_TYPES:
            if has_subtype(c, a):
                return True
        elif targetspec.card_ok(a + " card in your graveyard", c, pid, pid, game)[0]:
            return True
    return False


def library_word_msg(word):
    """A library word as a message of the reader's language ("a basic land card"), else as printed."""
    from ..engine.events import Msg
    from ..engine.messages import CATALOGUE
    w = str(word or "card").strip().lower()
    if w == "card":
        return Msg("mtg.lib_word.card")
    if w == "basic land card":
        return Msg("mtg.lib_word.basic_land")
    basic = w.startswith("basic ")
    what = (w[len("basic "):] if basic else w)[:-len(" card")] if w.endswith(" card") else None
    if not what or " " in what:
        return str(word)
    k = "mtg.target_word." + what
    part = Msg(k) if k in CATALOGUE else what.capitalize()
    return Msg("mtg.lib_word.basic_typed" if basic else "mtg.lib_word.typed", {"what": part})


def check_library_word(v, e, p):
    if not library_word_known(e.get("word")):
        v.add(f"{p}.word", f'expected a card word such as "card", "basic land card" or "creature card", got {v.j(e.get("word"))}')
    v.str_(e, "to", p, choices={"battlefield", "hand"})
    v.bool_(e, "tapped", p)
    v.bool_(e, "reveal", p)
    v.bool_(e, "up_to", p)
    if "n" in e and not (isinstance(e["n"], int) and not isinstance(e["n"], bool) and e["n"] >= 1):
        v.add(f"{p}.n", f"expected 1 or more, got {v.j(e['n'])}")


def _check_look(v, e, p):
    if e.get("take") is not None and not library_word_known(e.get("take")):
        v.add(f"{p}.take", f'expected a card word such as "card" or "creature card", got {v.j(e.get("take"))}')
    v.str_(e, "to", p, choices={"battlefield", "hand"})
    v.str_(e, "rest", p, choices={"bottom", "graveyard", "top"})
    v.bool_(e, "may", p)
    v.bool_(e, "reveal", p)
    v.bool_(e, "tapped", p)
    for k in ("n", "take_n"):
        if k in e and not (e[k] == "X" or isinstance(e[k], int) and not isinstance(e[k], bool) and e[k] >= 1):
            v.add(f"{p}.{k}", f"expected 1 or more, got {v.j(e[k])}")


def _check_put(v, e, p):
    v.ref(e, "of", p)
    v.str_(e, "where", p, choices={"top", "bottom"})


def _check_reveal(v, e, p):
    if e.get("word") is not None and not library_word_known(e.get("word")):
        v.add(f"{p}.word", f'expected a card word such as "land card", got {v.j(e.get("word"))}')
    v.str_(e, "to", p, choices={"battlefield", "hand"})
    v.str_(e, "else_to", p, choices={"hand"})
    for k in ("look", "tapped", "may"):
        v.bool_(e, k, p)


def _check_until(v, e, p):
    if not library_word_known(e.get("word")) or str(e.get("word") or "card").strip().lower() == "card":
        v.add(f"{p}.word", f'expected a card word such as "creature card", got {v.j(e.get("word"))}')
    v.str_(e, "to", p, choices={"battlefield", "hand"})
    v.str_(e, "rest", p, choices={"bottom", "graveyard"})
    v.bool_(e, "tapped", p)


def _check_top_n(v, e, p):
    if not library_word_known(e.get("word")) or str(e.get("word") or "card").strip().lower() == "card":
        v.add(f"{p}.word", f'expected a card word such as "creature card", got {v.j(e.get("word"))}')
    n = e.get("n")
    if not (isinstance(n, int) and not isinstance(n, bool) and n >= 1):
        v.add(f"{p}.n", f"expected a number of cards (1 or more), got {v.j(n)}")
    v.str_(e, "to", p, choices={"battlefield", "hand"})
    v.str_(e, "rest", p, choices={"bottom", "graveyard", "hand"})
    v.bool_(e, "tapped", p)


class LibraryMixin(Host):
    """Methods of MtgGame for the library's known cards (CR 401, 701.23 search, 701.24 shuffle)."""

    # --- the library as the engine holds it ---------------------------------------------------
    def _lib_known(self, p) -> list:
        return list(p.get("library_top") or [])

    def _lib_all_known(self, p) -> bool:
        return len(p.get("library_top") or ()) == p["library"]

    def _lib_set(self, p, known):
        if known:
            p["library_top"] = known
        else:
            p.pop("library_top", None)

    def _lib_take_top(self, p):
        """Takes the top card (401.1): the known card, or None (an unknown card). The caller checked
        that the library is not empty."""
        known = self._lib_known(p)
        p["library"] -= 1
        if known:
            c = known.pop(0)
            self._lib_set(p, known)
            return dict(c)
        return None

    def _lib_put_bottom(self, p, cards_):
        """Puts known cards on the bottom in this order (401.4: their owner orders them): the engine
        keeps them known only when the whole library above them is known."""
        known = self._lib_known(p)
        whole = self._lib_all_known(p)
        p["library"] += len(cards_)
        if whole:
            self._lib_set(p, known + [dict(c) for c in cards_])

    def _lib_put_top(self, p, cards_):
        """Puts known cards on top, the first of `cards_` on top (401.4)."""
        p["library"] += len(cards_)
        self._lib_set(p, [dict(c) for c in cards_] + self._lib_known(p))

    def _lib_shuffle(self, pid):
        """701.24a: the order becomes unknown; the engine forgets which known card is where (a
        library of one card keeps it)."""
        p = self.player(pid)
        forgot = len(p.get("library_top") or ()) if p["library"] > 1 else 0
        if forgot:
            self._lib_set(p, [])
        self.ev("effect", "mtg.library.shuffle_forgot" if forgot else "mtg.library.shuffle", "701.24a", "mtg.zones",
                [pid], player=self.name(pid), n=p["library"], forgot=forgot)

    def _lib_missing(self, pid, what):
        """Refuses an effect that needs library cards the scenario did not give (never guessed)."""
        i = next((k for k, q in enumerate(self.players) if q["id"] == pid), 0)
        raise illegal("mtg.illegal.library_unknown", "401.2", "mtg.zones", [pid], player=self.name(pid),
                      what=what, field=f"state.players[{i}].library", top_field="library_top", none='"none"')

    # --- effects -----------------------------------------------------------------------------
    @effect("put_library", rule="400.7", fields=("of", "where"), check=_check_put)
    def _do_put_library(self, e, ctx):
        """"Put target creature on top of / on the bottom of its owner's library": the permanent goes to
        its owner's library, a new object (400.7); on top it is the known top card, on the bottom it is
        known only when the whole library above it is (401.4)."""
        moves = [(o, "library_" + (e.get("where") or "top"), "library_" + (e.get("where") or "top"))
                 for o in (self.perm(t) for t in self._refs(e.get("of"), ctx)) if o is not None]
        if moves:
            self._leave_battlefield(moves)

    @effect("shuffle", rule="701.24a", fields=("to",))
    def _do_shuffle(self, e, ctx):
        for t in self._refs(e.get("to") or "controller", ctx):
            if self.player(t):
                self._lib_shuffle(t)

    @effect("search_library", rule="701.23a", fields=("word", "n", "up_to", "to", "tapped", "reveal"),
            check=check_library_word)
    def _do_search_library(self, e, ctx):
        """"Search your library for a basic land card, put it onto the battlefield tapped" (701.23a):
        the controller finds N cards of that word among the library's known cards. Choice: the
        resolving action's `choose`, the found card(s) by id or name (a list for several), or "none"
        (701.23b: a search for a stated quality may find nothing; 701.23d: "a card" must find one).
        Default: the first such cards from the top, said on the step. When the library is not all
        known and no known card fits, the search is refused with the field to give."""
        from .validate import merged
        pid = ctx["controller"]
        p = self.player(pid)
        word = str(e.get("word") or "card")
        n = self._amount(e.get("n", 1), ctx)
        known = self._lib_known(p)
        fits = [c for c in known if library_word_ok(word, merged(c), pid, self)]
        quality = word.strip().lower() != "card"
        choice = ctx.get("choose")
        names = [choice] if isinstance(choice, str) else choice if isinstance(choice, list) else []
        names = [x for x in names if isinstance(x, str) and x not in _MAY]
        found: list = []
        if any(str(x).casefold() in _NONE for x in names):
            if not quality and p["library"] > 0:
                raise illegal("mtg.illegal.search_must_find", "701.23d", "mtg.zones", [pid], player=self.name(pid))
            how = "none"
        elif names:
            for x in names:
                w = str(x).casefold()
                c = next((c for c in known if c not in found and w in (str(c.get("id")).casefold(),
                                                                      str(c.get("card")).casefold())), None)
                if c is None or c not in fits:
                    raise illegal("mtg.illegal.search_choice", "701.23a", "mtg.zones", [pid], player=self.name(pid),
                                  choice=str(x), word=library_word_msg(word),
                                  fits=", ".join(self._lib_name(c) for c in fits) or "-")
                found.append(c)
            if len(found) > n or (not e.get("up_to") and not quality and len(found) < min(n, p["library"])):
                raise illegal("mtg.illegal.search_count", "701.23a", "mtg.zones", [pid], player=self.name(pid),
                              n=n, got=len(found))
            how = "chosen"
        else:
            if len(fits) < n and not self._lib_all_known(p):
                self._lib_missing(pid, library_word_msg(word))
            found, how = fits[:n], "default"
        for c in found:
            known.remove(c)
        p["library"] -= len(found)
        self._lib_set(p, known)
        if not found:
            self.ev("choice", "mtg.search.nothing", "701.23b", "mtg.zones", [pid], player=self.name(pid), word=library_word_msg(word))
            return
        self.ev("choice", "mtg.search." + how, "701.23a", "mtg.zones", [pid] + [c["id"] for c in found],
                player=self.name(pid), word=library_word_msg(word), cards=[self._lib_name(c) for c in found])
        if e.get("reveal"):
            self.ev("effect", "mtg.search.revealed", "701.20a", "mtg.zones", [c["id"] for c in found],
                    player=self.name(pid), cards=[self._lib_name(c) for c in found])
        for c in found:
            self._lib_to_zone(pid, c, e.get("to") or "hand", tapped=bool(e.get("tapped")))

    def _lib_name(self, c):
        return str(c.get("card") or c.get("id"))

    def _lib_to_zone(self, pid, c, to, tapped=False):
        """A known card leaves its owner's library for the battlefield (under `pid`'s control) or
        its owner's hand, a new object (400.7)."""
        p = self.player(pid)
        if to == "battlefield":
            d = dict(c)
            d["tapped"] = tapped
            self._enter(d, pid, from_zone="library")
            return
        p[to] = list(p[to]) + [dict(c)]
        self.ev("move", "mtg.library.to_" + to, "400.7", "mtg.zones", [c["id"]], {"from": "library", "to": to},
                player=self.name(pid), card=self._lib_name(c))

    # --- looking at the top cards (701.20e) ----------------------------------------------------
    @effect("look_top", rule="701.20e", fields=("n", "take", "take_n", "may", "reveal", "to", "tapped", "rest"),
            check=_check_look)
    def _do_look_top(self, e, ctx):
        """"Look at the top N cards of your library" (701.20e) and what the line does with them:
        `take` (a library word) cards go `to` the hand or the battlefield (`may`: taking one is
        optional; else exactly `take_n`), the `rest` go to the bottom (401.4: in an order the engine
        does not follow: they are no longer known), the graveyard, or back on top ("top": in the
        chosen order). Choice: `choose`, the taken card(s) by id or name or "none" (with `may`), or
        for "top" the new order as a list of ids. Default: the first fitting card(s) from the top,
        the same order back, said on the step. The top cards must be known (else refused with the
        field to give), except for putting unknown cards back as they were."""
        from .validate import merged
        pid = ctx["controller"]
        p = self.player(pid)
        k = min(self._amount(e.get("n", 1), ctx), p["library"])
        known = self._lib_known(p)
        choice = ctx.get("choose")
        names = [choice] if isinstance(choice, str) else choice if isinstance(choice, list) else []
        names = [x for x in names if isinstance(x, str) and x not in _MAY]
        rest = e.get("rest") or "bottom"
        if rest == "top" and not e.get("take"):
            if len(known) < k:
                if names:
                    self._lib_missing(pid, Msg("mtg.lib_word.top_n", {"n": k}))
                self.ev("choice", "mtg.look.back_unknown", "701.20e", "mtg.zones", [pid], player=self.name(pid), n=k)
                return
            top = known[:k]
            if names:
                order: list = []
                for x in names:
                    c = self._lib_find(top, x, order)
                    if c is None:
                        raise illegal("mtg.illegal.look_order", "401.4", "mtg.zones", [pid], player=self.name(pid),
                                      choice=str(x), cards=", ".join(self._lib_name(c) for c in top))
                    order.append(c)
                order += [c for c in top if c not in order]
                how = "chosen"
            else:
                order, how = top, "default"
            self._lib_set(p, order + known[k:])
            self.ev("choice", "mtg.look.back_" + how, "401.4", "mtg.zones", [pid] + [c["id"] for c in order],
                    player=self.name(pid), n=k, cards=[self._lib_name(c) for c in order])
            return
        if len(known) < k:
            self._lib_missing(pid, Msg("mtg.lib_word.top_n", {"n": k}))
        top, below = known[:k], known[k:]
        self.ev("effect", "mtg.look.looks", "701.20e", "mtg.zones", [pid] + [c["id"] for c in top],
                player=self.name(pid), n=k, cards=[self._lib_name(c) for c in top])
        word = str(e.get("take") or "card")
        fits = [c for c in top if library_word_ok(word, merged(c), pid, self)]
        want = 1 if e.get("may") else min(int(e.get("take_n") or 1), k)
        taken: list = []
        if any(str(x).casefold() in _NONE for x in names):
            if not e.get("may"):
                raise illegal("mtg.illegal.search_count", "701.20e", "mtg.zones", [pid], player=self.name(pid),
                              n=want, got=0)
            how = "none"
        elif names:
            for x in names:
                c = self._lib_find(top, x, taken)
                if c is None or c not in fits:
                    raise illegal("mtg.illegal.search_choice", "701.20e", "mtg.zones", [pid], player=self.name(pid),
                                  choice=str(x), word=library_word_msg(word),
                                  fits=", ".join(self._lib_name(c) for c in fits) or "-")
                taken.append(c)
            if len(taken) > want or (not e.get("may") and len(taken) != want):
                raise illegal("mtg.illegal.search_count", "701.20e", "mtg.zones", [pid], player=self.name(pid),
                              n=want, got=len(taken))
            how = "chosen"
        else:
            taken, how = fits[:want], "default"
        p["library"] -= k
        self._lib_set(p, below)
        if taken:
            self.ev("choice", "mtg.look.took_" + how, "701.20e", "mtg.zones", [pid] + [c["id"] for c in taken],
                    player=self.name(pid), cards=[self._lib_name(c) for c in taken])
            if e.get("reveal"):
                self.ev("effect", "mtg.search.revealed", "701.20a", "mtg.zones", [c["id"] for c in taken],
                        player=self.name(pid), cards=[self._lib_name(c) for c in taken])
        else:
            self.ev("choice", "mtg.look.took_nothing", "701.20e", "mtg.zones", [pid], player=self.name(pid),
                    word=library_word_msg(word))
        for c in taken:
            self._lib_to_zone(pid, c, e.get("to") or "hand", tapped=bool(e.get("tapped")))
        left = [c for c in top if c not in taken]
        if not left:
            return
        if rest == "graveyard":
            p["graveyard"] = list(p["graveyard"]) + [dict(c) for c in left]
            self.ev("move", "mtg.look.rest_graveyard", "701.20e", "mtg.zones", [c["id"] for c in left],
                    {"from": "library", "to": "graveyard"}, player=self.name(pid),
                    cards=[self._lib_name(c) for c in left])
        else:
            p["library"] += len(left)   # under the rest, in an order the engine does not follow (401.4)
            self.ev("move", "mtg.look.rest_bottom", "401.4", "mtg.zones", [c["id"] for c in left],
                    player=self.name(pid), cards=[self._lib_name(c) for c in left])

    # --- the top card: "reveal / look at the top card of your library. If it's a <word> card, ..." --
    @effect("reveal_top", rule="701.20a", fields=("look", "word", "to", "tapped", "may", "else_to"), check=_check_reveal)
    def _do_reveal_top(self, e, ctx):
        """"Reveal the top card of your library" (701.20a; `look`: "look at", 701.20e). With `word`:
        if the card is such a card it goes `to` the battlefield (`tapped`) or the hand (`may`: the
        controller may; `choose` "yes"/"no", default yes), otherwise to `else_to` (the hand) or it stays
        on top (701.20b). The top card must be known when the line does something with it (else refused
        with the field to give); without `word` nothing moves and an unknown card changes nothing."""
        from .validate import merged
        from .optional import NO
        pid = ctx["controller"]
        p = self.player(pid)
        look = bool(e.get("look"))
        verb = "looks" if look else "reveals"
        rule = "701.20e" if look else "701.20a"
        if p["library"] <= 0:
            self.ev("effect", "mtg.top.empty", rule, "mtg.zones", [pid], player=self.name(pid))
            return
        known = self._lib_known(p)
        if not known:
            if e.get("word"):
                self._lib_missing(pid, Msg("mtg.lib_word.top_n", {"n": 1}))
            self.ev("effect", "mtg.top.unknown_" + verb, rule, "mtg.zones", [pid], player=self.name(pid))
            return
        c = known[0]
        self.ev("effect", "mtg.top." + verb, rule, "mtg.zones", [pid, c["id"]], player=self.name(pid),
                card=self._lib_name(c))
        word = e.get("word")
        if not word:
            return
        if library_word_ok(word, merged(c), pid, self):
            to = e.get("to") or "hand"
            if e.get("may"):
                choice = ctx.get("choose")
                ans = choice[0] if isinstance(choice, list) and choice else choice
                if ans in NO:
                    self.ev("choice", "mtg.top.declined", "603.5", "mtg.zones", [pid, c["id"]], player=self.name(pid),
                            card=self._lib_name(c))
                    return
                self.ev("choice", "mtg.top.may_" + ("chosen" if ans is not None else "default"), "603.5",
                        "mtg.zones", [pid, c["id"]], player=self.name(pid), card=self._lib_name(c))
        elif e.get("else_to"):
            to = e["else_to"]
            self.ev("effect", "mtg.top.not_fit_else", rule, "mtg.zones", [pid, c["id"]], player=self.name(pid),
                    card=self._lib_name(c), word=library_word_msg(word))
        else:
            self.ev("effect", "mtg.top.not_fit", rule, "mtg.zones", [pid, c["id"]], player=self.name(pid),
                    card=self._lib_name(c), word=library_word_msg(word))
            return
        self._lib_take_top(p)
        self._lib_to_zone(pid, c, to, tapped=bool(e.get("tapped")))

    # --- "reveal cards from the top of your library until you reveal a <word> card" (701.20a) ------
    @effect("reveal_until", rule="701.20a", fields=("word", "to", "tapped", "rest"), check=_check_until)
    def _do_reveal_until(self, e, ctx):
        """"Reveal cards from the top of your library until you reveal a <word> card. Put that card into
        your hand / onto the battlefield [tapped] and the rest on the bottom of your library in a random
        order / into your graveyard" (701.20a): the known cards are revealed from the top down to the
        first that fits; that card moves `to` the hand or the battlefield, the others revealed go to
        the bottom (401.4: no longer known) or the graveyard. No choice. When no known card fits and the
        library is not all known, refused with the field to give; a whole known library without one is
        all revealed and nothing is found."""
        from .validate import merged
        pid = ctx["controller"]
        p = self.player(pid)
        word = str(e.get("word") or "card")
        known = self._lib_known(p)
        i = next((k for k, c in enumerate(known) if library_word_ok(word, merged(c), pid, self)), None)
        if i is None and not self._lib_all_known(p):
            self._lib_missing(pid, library_word_msg(word))
        revealed = known if i is None else known[:i + 1]
        found = None if i is None else known[i]
        p["library"] -= len(revealed)
        self._lib_set(p, known[len(revealed):])
        if not revealed:
            self.ev("effect", "mtg.top.empty", "701.20a", "mtg.zones", [pid], player=self.name(pid))
            return
        self.ev("effect", "mtg.until.reveals", "701.20a", "mtg.zones", [pid] + [c["id"] for c in revealed],
                player=self.name(pid), word=library_word_msg(word), cards=[self._lib_name(c) for c in revealed])
        if found is None:
            self.ev("effect", "mtg.until.none", "701.20a", "mtg.zones", [pid], player=self.name(pid),
                    word=library_word_msg(word))
        else:
            self._lib_to_zone(pid, found, e.get("to") or "hand", tapped=bool(e.get("tapped")))
        left = [c for c in revealed if c is not found]
        if not left:
            return
        if e.get("rest") == "graveyard":
            p["graveyard"] = list(p["graveyard"]) + [dict(c) for c in left]
            self.ev("move", "mtg.until.rest_graveyard", "701.20a", "mtg.zones", [c["id"] for c in left],
                    {"from": "library", "to": "graveyard"}, player=self.name(pid),
                    cards=[self._lib_name(c) for c in left])
        else:
            p["library"] += len(left)   # under the rest, in an order the engine does not follow (401.4)
            self.ev("move", "mtg.look.rest_bottom", "401.4", "mtg.zones", [c["id"] for c in left],
                    player=self.name(pid), cards=[self._lib_name(c) for c in left])

    # --- "reveal the top N cards of your library. Put all <word> cards revealed this way ..." (701.20a) --
    @effect("reveal_top_n", rule="701.20a", fields=("n", "word", "to", "tapped", "rest"), check=_check_top_n)
    def _do_reveal_top_n(self, e, ctx):
        """"Reveal the top N cards of your library. Put all <word> cards revealed this way into your hand /
        onto the battlefield and the rest into your hand / into your graveyard / on the bottom of your
        library in any order" (701.20a): every revealed card of the word moves `to` its zone, the
        others to `rest` (the bottom: no longer known, 401.4). No choice. The top N cards must be known
        (else refused with the field to give)."""
        from .validate import merged
        pid = ctx["controller"]
        p = self.player(pid)
        k = min(self._amount(e.get("n", 1), ctx), p["library"])
        known = self._lib_known(p)
        if len(known) < k:
            self._lib_missing(pid, Msg("mtg.lib_word.top_n", {"n": k}))
        if k <= 0:
            self.ev("effect", "mtg.top.empty", "701.20a", "mtg.zones", [pid], player=self.name(pid))
            return
        top = known[:k]
        word = str(e.get("word") or "card")
        p["library"] -= k
        self._lib_set(p, known[k:])
        self.ev("effect", "mtg.reveal_n.reveals", "701.20a", "mtg.zones", [pid] + [c["id"] for c in top],
                player=self.name(pid), n=k, cards=[self._lib_name(c) for c in top])
        taken = [c for c in top if library_word_ok(word, merged(c), pid, self)]
        left = [c for c in top if c not in taken]
        if not taken:
            self.ev("effect", "mtg.look.took_nothing", "701.20a", "mtg.zones", [pid], player=self.name(pid),
                    word=library_word_msg(word))
        for c in taken:
            self._lib_to_zone(pid, c, e.get("to") or "hand", tapped=bool(e.get("tapped")))
        if not left:
            return
        rest = e.get("rest") or "bottom"
        if rest == "hand":
            for c in left:
                self._lib_to_zone(pid, c, "hand")
        elif rest == "graveyard":
            p["graveyard"] = list(p["graveyard"]) + [dict(c) for c in left]
            self.ev("move", "mtg.until.rest_graveyard", "701.20a", "mtg.zones", [c["id"] for c in left],
                    {"from": "library", "to": "graveyard"}, player=self.name(pid),
                    cards=[self._lib_name(c) for c in left])
        else:
            p["library"] += len(left)   # under the rest, in an order the engine does not follow (401.4)
            self.ev("move", "mtg.look.rest_bottom", "401.4", "mtg.zones", [c["id"] for c in left],
                    player=self.name(pid), cards=[self._lib_name(c) for c in left])

    def _lib_find(self, cards_, x, used):
        w = str(x).casefold()
        return next((c for c in cards_ if c not in used and w in (str(c.get("id")).casefold(),
                                                                  str(c.get("card")).casefold())), None)
