"""Tournament policy remedies applied on the board (issue #26): the `remedy` action.

The fix for an error depends on the Rules Enforcement Level (`rel`), so every remedy names it (or the
scenario does, with its top-level `rel`, which an action without one follows):
"regular" follows Judging at Regular REL (JAR), "competitive" the Infraction Procedure Guide (IPG);
the versions followed are content/policy/documents.yaml's (JAR and IPG of 2024-09-23). Each step is
explained with its policy section (events whose `rule` is a policy key such as "ipg:2.3" or
"jar:extra-cards-drawn", linked to the guide pages /<lang>/policy/...). A choice the policy gives to a
person (the opponent's pick, the judge's random pick) comes from the action; when it is missing the
engine makes a documented default and says so in a judge's note (`mtg.policy.note.*`).

Kinds (`kind`):
- extra_cards_drawn: `player` has `n` cards too many in hand. Regular (JAR): that many cards taken at
  random go back on top of the library, unshuffled (`cards`: the judge's random pick; cards in `known`
  were known to all and go back to their place). Competitive (IPG 2.3): Warning; the opponent picks
  among cards nobody else knew (`cards`), they are shuffled into the random part of the library (a card
  in `known` goes back to its place instead). During the mulligans (state "pregame"): as
  mulligan_procedure_error.
- mulligan_procedure_error (pregame only): Regular (JAR): the `n` extra cards are shuffled back and the
  mulligan decision goes on; Competitive (IPG 2.4): Warning and one additional mulligan.
- extra_cards_seen: Regular (JAR) / Competitive (IPG 2.2, Warning): the seen cards are shuffled into
  the unknown part of the library (this engine holds the library as a count: nothing else changes).
- missed_trigger: `player` controls the missed ability. Regular (JAR): a "may" ability (`may`) is treated
  as declined; otherwise it is put on the stack now unless the judge finds it too disruptive
  (`disruptive`). Competitive (IPG 2.1): nothing if it was missed before the current phase of the
  previous turn (`earlier`); else the opponent chooses (`add`, default: added, with a note) and it goes
  to the bottom of the stack; penalty none, Warning if `detrimental`. The ability is `trigger`, a stack
  object as in the scenario's state (required when it would be put on the stack).
- deck_problem: cards `wrong` (ids of cards in `player`'s hand that should not be in the deck) and the
  card names `missing` from the deck. Regular (JAR): wrong cards removed, missing cards and `basics`
  basic lands shuffled into the library. Competitive (IPG 3.5): Warning; the opponent says which
  missing card replaces each wrong card (`replace`: {wrong id: missing name}, default: in the order
  given, with a note); extra missing cards are shuffled into the library; wrong cards without a
  replacement are replaced by a card from the random part of the library. The Game Loss upgrades of
  IPG 3.5 depend on facts the board does not hold and are said, not applied.
"""
from __future__ import annotations

from .common import illegal
from .registry import action

RELS = ("regular", "competitive")
KINDS = ("extra_cards_drawn", "extra_cards_seen", "missed_trigger", "mulligan_procedure_error", "deck_problem")
FIELDS = ("kind", "rel", "player", "n", "cards", "known", "may", "disruptive", "earlier", "add", "detrimental",
          "trigger", "wrong", "missing", "replace", "basics")
TOPIC = "mtg.game-start"


def _check_remedy(v, a, path):
    v.str_(a, "kind", path, required=True, choices=set(KINDS))
    v.str_(a, "rel", path, choices=set(RELS))   # required unless the scenario has one: check_rel
    v.str_(a, "player", path)
    v.int_(a, "n", path, minimum=1)
    v.int_(a, "basics", path, minimum=0)
    for k in ("cards", "known", "wrong", "missing"):
        v.strlist(a, k, path)
    for k in ("may", "disruptive", "earlier", "add", "detrimental"):
        if k in a and not isinstance(a[k], bool):
            v.add(f"{path}.{k}", f"expected true or false, got {v.j(a[k])}")
    rep = a.get("replace")
    if rep is not None and not (isinstance(rep, dict) and all(isinstance(x, str) for x in rep.values())):
        v.add(f"{path}.replace", 'expected an object {"<wrong card id>": "<missing card name>"}')
    trig = a.get("trigger")
    if trig is not None:
        tp = f"{path}.trigger"
        if not isinstance(trig, dict):
            v.add(tp, f"expected a stack object (an ability with its effects), got {v.j(trig)}")
        else:
            from .validate import STACK_FIELDS, merged
            v.known(trig, STACK_FIELDS, tp)
            v.str_(trig, "ability", tp, required=True)
            v.str_(trig, "controller", tp)
            v.str_(trig, "id", tp)
            v.strlist(trig, "targets", tp)
            v.card_fields(merged(trig), tp)
    kind = a.get("kind")
    if kind in ("extra_cards_drawn", "mulligan_procedure_error", "extra_cards_seen") and "n" not in a:
        v.add(f"{path}.n", "required: how many cards")
    if kind == "deck_problem" and not (a.get("wrong") or a.get("missing") or a.get("basics")):
        v.add(f"{path}.wrong", "required: the wrong cards (ids), the missing card names or basics")


def check_rel(v, a, path, scenario_rel):
    """A remedy or backup needs a REL: its own `rel` or the scenario's; the two may not disagree
    (a tournament runs at one REL)."""
    if not isinstance(a, dict) or a.get("type") not in ("remedy", "backup"):
        return
    if "rel" not in a:
        if scenario_rel not in RELS:
            v.add(f"{path}.rel", 'required: "regular" or "competitive" (here, or for the whole scenario as its '
                                 'top-level "rel")')
    elif scenario_rel in RELS and a["rel"] in RELS and a["rel"] != scenario_rel:
        v.add(f"{path}.rel", f'"{a["rel"]}" differs from the scenario\'s rel "{scenario_rel}": a tournament '
                             f"runs at one REL (remove one of them)")


def _rel(game, a):
    return a.get("rel") or getattr(game, "rel", None) or "regular"   # validation made sure one is given


def _player(game, a):
    pid = a.get("player") or game.priority
    p = game.player(pid)
    if p is None:
        raise illegal("mtg.illegal.no_player", "102.1", "mtg.priority", [], player=pid)
    return pid, p


def _pick(game, a, hand, n, note_key, pid, exclude=(), rule="ipg:2.3"):
    """The cards of `hand` the action's `cards` names (exactly n), or the default (the last n cards
    not in exclude) with a judge's note. Refuses ids not in hand."""
    by_id = {str(c["id"]).casefold(): c for c in hand}
    chosen_ids = a.get("cards")
    if chosen_ids:
        picked = []
        for cid in chosen_ids:
            c = by_id.get(str(cid).casefold())
            if c is None or c in picked:
                raise illegal("mtg.illegal.policy.not_in_hand", "ipg:2.3", TOPIC, [pid], card=str(cid),
                              player=game.name(pid))
            picked.append(c)
        if len(picked) != n:
            raise illegal("mtg.illegal.policy.count", "ipg:2.3", TOPIC, [pid], n=n, given=len(picked), field="cards")
        return picked
    pool = [c for c in hand if c not in exclude]
    picked = pool[len(pool) - n:] if n else []
    game.ev("note", note_key, rule, TOPIC, [pid], player=game.name(pid), n=n,
            cards=", ".join(str(c["id"]) for c in picked))
    return picked


@action("remedy", rule="ipg:1.1", fields=FIELDS, check=_check_remedy)
def _act_remedy(self, a):
    kind, rel = a["kind"], _rel(self, a)
    handler = {"extra_cards_drawn": _extra_drawn, "mulligan_procedure_error": _mulligan_error,
               "extra_cards_seen": _extra_seen, "missed_trigger": _missed_trigger,
               "deck_problem": _deck_problem}[kind]
    handler(self, a, rel)


def _mulligan_error(game, a, rel):
    pid, p = _player(game, a)
    if not getattr(game, "pregame", False):
        raise illegal("mtg.illegal.policy.not_pregame", "ipg:2.4", TOPIC, [pid], player=game.name(pid))
    n = int(a.get("n") or 1)
    if n > len(p["hand"]):
        raise illegal("mtg.illegal.policy.too_many", "ipg:2.4", TOPIC, [pid], n=n, hand=len(p["hand"]),
                      player=game.name(pid))
    if rel == "regular":
        picked = _pick(game, a, p["hand"], n, "mtg.policy.note.random_pick", pid,
                       rule="jar:extra-cards-drawn")
        p["hand"] = [c for c in p["hand"] if c not in picked]
        p["library"] += len(picked)
        game.ev("policy", "mtg.policy.opening_extra.regular", "jar:extra-cards-drawn", TOPIC, [pid],
                player=game.name(pid), n=len(picked), hand=len(p["hand"]))
        return
    game.ev("policy", "mtg.policy.opening_extra.competitive", "ipg:2.4", TOPIC, [pid], player=game.name(pid))
    from .registry import ACTIONS
    ACTIONS["mulligan"].run(game, {"type": "mulligan", "player": pid})


def _extra_drawn(game, a, rel):
    if getattr(game, "pregame", False):
        return _mulligan_error(game, a, rel)
    pid, p = _player(game, a)
    n = int(a["n"])
    if n > len(p["hand"]):
        raise illegal("mtg.illegal.policy.too_many", "ipg:2.3", TOPIC, [pid], n=n, hand=len(p["hand"]),
                      player=game.name(pid))
    known_ids = {str(x).casefold() for x in a.get("known") or ()}
    known = [c for c in p["hand"] if str(c["id"]).casefold() in known_ids]
    if len(known_ids) != len(known):
        missing = sorted(known_ids - {str(c["id"]).casefold() for c in known})
        raise illegal("mtg.illegal.policy.not_in_hand", "ipg:2.3", TOPIC, [pid], card=missing[0], player=game.name(pid))
    back_known = known[:n]
    rest = n - len(back_known)
    if rel == "regular":
        picked = _pick(game, a, p["hand"], rest, "mtg.policy.note.random_pick", pid,
                       exclude=back_known, rule="jar:extra-cards-drawn")
        p["hand"] = [c for c in p["hand"] if c not in picked and c not in back_known]
        p["library"] += len(picked) + len(back_known)
        game.ev("policy", "mtg.policy.extra_drawn.regular", "jar:extra-cards-drawn", TOPIC, [pid],
                player=game.name(pid), n=len(picked), known=len(back_known), hand=len(p["hand"]),
                library=p["library"])
        return
    picked = _pick(game, a, p["hand"], rest, "mtg.policy.note.opponent_pick", pid,
                   exclude=back_known)
    if any(c in back_known for c in picked):
        raise illegal("mtg.illegal.policy.known_pick", "ipg:2.3", TOPIC, [pid], player=game.name(pid))
    p["hand"] = [c for c in p["hand"] if c not in picked and c not in back_known]
    p["library"] += len(picked) + len(back_known)
    game.ev("penalty", "mtg.policy.penalty.warning", "ipg:2.3", TOPIC, [pid], player=game.name(pid))
    game.ev("policy", "mtg.policy.extra_drawn.competitive", "ipg:2.3", TOPIC, [pid],
            player=game.name(pid), n=len(picked), known=len(back_known), hand=len(p["hand"]),
            library=p["library"])


def _extra_seen(game, a, rel):
    pid, _p = _player(game, a)
    if rel == "competitive":
        game.ev("penalty", "mtg.policy.penalty.warning", "ipg:2.2", TOPIC, [pid], player=game.name(pid))
    game.ev("policy", f"mtg.policy.extra_seen.{rel}", "jar:extra-cards-seen" if rel == "regular" else "ipg:2.2",
            TOPIC, [pid], player=game.name(pid), n=int(a["n"]))


def _missed_trigger(game, a, rel):
    pid, _p = _player(game, a)
    trig = a.get("trigger")
    name = (trig or {}).get("ability") or (trig or {}).get("source_name") or "?"
    topic = "mtg.triggered-abilities"

    def say(key, rule):
        game.ev("policy", key, rule, topic, [pid], player=game.name(pid), ability=name)

    if rel == "regular":
        if a.get("may"):
            return say("mtg.policy.trigger.regular_may", "jar:missed-trigger")
        if a.get("disruptive"):
            return say("mtg.policy.trigger.regular_disruptive", "jar:missed-trigger")
        _put_trigger(game, a, pid, top=True)
        return say("mtg.policy.trigger.regular_added", "jar:missed-trigger")
    game.ev("penalty", "mtg.policy.penalty.warning" if a.get("detrimental") else "mtg.policy.penalty.none",
            "ipg:2.1", topic, [pid], player=game.name(pid))
    if a.get("earlier"):
        return say("mtg.policy.trigger.competitive_too_late", "ipg:2.1")
    add = a.get("add")
    if add is None:
        game.ev("note", "mtg.policy.note.opponent_adds", "ipg:2.1", topic, [pid], player=game.name(pid), ability=name)
        add = True
    if not add:
        return say("mtg.policy.trigger.competitive_declined", "ipg:2.1")
    _put_trigger(game, a, pid, top=False)
    return say("mtg.policy.trigger.competitive_added", "ipg:2.1")


def _put_trigger(game, a, pid, top):
    trig = a.get("trigger")
    if not isinstance(trig, dict):
        raise illegal("mtg.illegal.policy.no_trigger", "ipg:2.1", "mtg.triggered-abilities", [pid], player=game.name(pid))
    o = dict(trig)
    o.setdefault("controller", pid)
    o["id"] = game._new_id(str(o.get("id") or f"{pid}-trigger"))
    so = game._stackobj_from(o)
    if top:
        game.stack.append(so)
    else:
        game.stack.insert(0, so)


def _deck_problem(game, a, rel):
    pid, p = _player(game, a)
    by_id = {str(c["id"]).casefold(): c for c in p["hand"]}
    wrong = []
    for cid in a.get("wrong") or ():
        c = by_id.get(str(cid).casefold())
        if c is None:
            raise illegal("mtg.illegal.policy.not_in_hand", "ipg:3.5", TOPIC, [pid], card=str(cid), player=game.name(pid))
        wrong.append(c)
    missing = [str(x) for x in a.get("missing") or ()]
    basics = int(a.get("basics") or 0)
    if rel == "regular":
        p["hand"] = [c for c in p["hand"] if c not in wrong]
        p["library"] += len(missing) + basics
        game.ev("policy", "mtg.policy.deck.regular", "jar:deck-problem", "mtg.deck", [pid], player=game.name(pid),
                removed=len(wrong), back=len(missing), basics=basics, library=p["library"])
        return
    if basics:
        raise illegal("mtg.illegal.policy.basics_competitive", "ipg:3.5", TOPIC, [pid], player=game.name(pid))
    game.ev("penalty", "mtg.policy.penalty.warning", "ipg:3.5", TOPIC, [pid], player=game.name(pid))
    replace = {str(k).casefold(): v for k, v in (a.get("replace") or {}).items()}
    if replace:
        for k, v in replace.items():
            if k not in {str(c["id"]).casefold() for c in wrong} or v not in missing:
                raise illegal("mtg.illegal.policy.bad_replace", "ipg:3.5", TOPIC, [pid], card=k, name=v)
    elif wrong and missing:
        game.ev("note", "mtg.policy.note.opponent_replaces", "ipg:3.5", "mtg.deck", [pid], player=game.name(pid))
    left = list(missing)
    new_hand = []
    from_library = 0
    for c in p["hand"]:
        if c not in wrong:
            new_hand.append(c)
            continue
        name = replace.get(str(c["id"]).casefold()) if replace else (left[0] if left else None)
        if name is not None and name in left:
            left.remove(name)
            new_hand.append({"id": game._new_id(f"{pid}-card"), "card": name})
        elif p["library"] > 0:   # no missing card left: a card from the random part of the library
            p["library"] -= 1
            from_library += 1
            new_hand.append({"id": game._new_id(f"{pid}-card"), "card": "(card)", "unknown": True})
    p["hand"] = new_hand
    p["library"] += len(left)
    game.ev("policy", "mtg.policy.deck.competitive", "ipg:3.5", "mtg.deck", [pid], player=game.name(pid),
            replaced=len(wrong) - from_library, from_library=from_library, shuffled=len(left), library=p["library"])
    game.ev("note", "mtg.policy.note.deck_upgrades", "ipg:3.5", "mtg.deck", [pid])


# --- backup (IPG 1.4; JAR "in-game error not mentioned above") --------------------------------------
# Steps whose events shuffled a library: undoing them cannot give the player back the same cards.
SHUFFLING = frozenset({"mtg.mulligan.taken", "mtg.policy.extra_drawn.competitive", "mtg.policy.opening_extra.regular",
                       "mtg.policy.extra_seen.regular", "mtg.policy.extra_seen.competitive", "mtg.policy.deck.regular",
                       "mtg.policy.deck.competitive"})


def _check_backup(v, a, path):
    v.int_(a, "n", path, minimum=1, required=True)
    v.str_(a, "rel", path, choices=set(RELS))   # required unless the scenario has one: check_rel
    if "authorized" in a and not isinstance(a["authorized"], bool):
        v.add(f"{path}.authorized", f"expected true or false, got {v.j(a['authorized'])}")


@action("backup", rule="ipg:1.4", fields=("n", "rel", "authorized"), check=_check_backup)
def _act_backup(self, a):
    """Undo the last `n` actions, newest first, as IPG 1.4 describes: the state before them comes back;
    drawn cards nobody else knew return to the library at random, known cards to their place (the
    engine's hand cards drawn during the run are unknown placeholders, so the library count is restored).
    Refused: without the run's history, further back than the run, at Competitive REL without the
    Head Judge's authorization (`authorized`), across a library shuffle (random elements: the player
    would get different cards), and at Regular REL beyond the current turn (the JAR allows it only for
    an error caught quickly)."""
    rel, n = _rel(self, a), int(a["n"])
    history = self.__dict__.get("_history")
    key = "ipg:1.4" if rel == "competitive" else "jar:game-error"
    if history is None:
        raise illegal("mtg.illegal.policy.backup_no_history", key, TOPIC, [])
    if n > len(history) - 1:
        raise illegal("mtg.illegal.policy.backup_too_far", key, TOPIC, [], n=n, have=len(history) - 1)
    if rel == "competitive" and not a.get("authorized"):
        raise illegal("mtg.illegal.policy.backup_not_authorized", "ipg:1.4", TOPIC, [])
    undone = history[len(history) - n:]
    target = history[len(history) - n - 1][2]
    for _act, events, _g in undone:
        if any(e.key in SHUFFLING for e in events):
            raise illegal("mtg.illegal.policy.backup_shuffle", "ipg:1.4", TOPIC, [])
    if rel == "regular" and target.turn != self.turn:
        raise illegal("mtg.illegal.policy.backup_regular_turn", "jar:game-error", TOPIC, [], turn=target.turn)
    returned_random = returned_known = 0
    for p in self.players:
        before = {str(c["id"]) for c in (target.player(p["id"]) or {}).get("hand", [])}
        for c in p["hand"]:
            if str(c["id"]) not in before:
                if c.get("unknown"):
                    returned_random += 1
                else:
                    returned_known += 1
    state = target._state_copy()
    self.__dict__.update(state)
    self.ev("policy", f"mtg.policy.backup.{rel}", key, TOPIC, [], n=n, random=returned_random, known=returned_known)
