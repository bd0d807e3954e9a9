"""Born from Blood rules engine (seed 004 + the judge's notes; docs/judge-engine-bfb.md).

Every event cites a bfb topic id of topics.md as both `rule` and `topic`. An illegal action raises
IllegalAction inside; apply() turns it into an `illegal` event and restores the state as it was.
"""
from __future__ import annotations

import copy

from judge.engine.errors import IllegalAction, Problem, ScenarioError
from judge.engine.events import Event, Msg
from judge.engine.game import Game

from .validate import OPENING_HAND, PHASES, SETUP, SETUP_ACTIONS, SLOTS, ZONES, validate

HAND_LIMIT = 8
FIRST_TURN_N = 3
TURN_N = 2

# topic ids (topics.md, bfb.*)
T_OVERVIEW, T_START, T_N, T_WIN, T_ZONES, T_TURN = (
    "bfb.overview", "bfb.game-start", "bfb.n", "bfb.win", "bfb.zones", "bfb.turn")
T_PLAY, T_COMBAT, T_DEFEND, T_PIERCE, T_BLOCK, T_UNPREV, T_STACK = (
    "bfb.playing-cards", "bfb.combat", "bfb.defend", "bfb.kw.pierce", "bfb.kw.block",
    "bfb.kw.cannot-be-prevented", "bfb.stack")


def ev(type_, key, topic, objects=(), extra=None, **params) -> Event:
    return Event(type=type_, key=key, rule=topic, topic=topic, params=params,
                 objects=[o for o in objects if o], extra=dict(extra or {}))


def illegal(key, topic, objects=(), **params):
    return IllegalAction(key, topic, topic, objects, **params)


def _cf(x) -> str:
    return str(x).casefold()


def phase_msg(phase: str) -> Msg:
    return Msg(f"bfb.phase.{phase}")


class BfbGame(Game):
    game = "bfb"

    def __init__(self, state: dict):
        self.turn: int = state["turn"]
        self.active: str = state["active"]
        self.phase: str = state["phase"]
        self.priority: str = state["priority"]
        self.players: list[dict] = state["players"]
        self.stack: list[dict] = state["stack"]
        self.combat: dict | None = state.get("combat")
        self.setup: dict | None = state.get("setup") if self.phase == SETUP else None
        self.result = {"over": False, "winner": None, "losers": []}
        self._seq: dict[str, int] = {}

    # ------------------------------------------------------------------ document
    @classmethod
    def from_document(cls, doc: dict) -> "BfbGame":
        state, _actions = validate(doc)
        state = copy.deepcopy(state)   # never share lists with the caller's document
        game = cls(state)
        if state.get("combat"):
            game._load_combat(state["combat"])
        return game

    def _load_combat(self, cb: dict) -> None:
        """An attack already in progress in the scenario's state: fill in its skill's values."""
        problems = []
        att_p = self.player(self.active)
        found = self._field_or_character(att_p, cb["attacker"] or "")
        skill = None
        if found is None:
            problems.append(Problem("state.combat.attacker", f"no card {cb['attacker']!r} on the active player's field"))
        else:
            skills = found[1].get("skills") or []
            want = cb.get("skill") if cb.get("skill") is not None else 0
            if isinstance(want, int):
                skill = skills[want] if 0 <= want < len(skills) else None
            else:
                skill = next((x for x in skills if _cf(x["name"]) == _cf(want)), None)
            if skill is None:
                problems.append(Problem("state.combat.skill", f"{found[1]['name']} has no such Combat Skill"))
        def_p = self.opponent(att_p["id"])
        ids = {c["id"] for c in def_p["field"]["mercenary"]}
        for i, d in enumerate(cb.get("defenders") or []):
            if d not in ids:
                problems.append(Problem(f"state.combat.defenders[{i}]", f"no Mercenary {d!r} on the defending player's field"))
        if problems:
            raise ScenarioError(problems)
        self.combat = {"attacker": found[1]["id"], "controller": att_p["id"], "skill": skill["name"],
                       "damage": skill["damage"], "pierce": skill["pierce"],
                       "unpreventable": skill["unpreventable"], "defenders": cb.get("defenders"),
                       "assign": None}

    def to_state(self) -> dict:
        players = []
        for p in self.players:
            q = copy.deepcopy(p)
            players.append(q)
        out = {"turn": self.turn, "active": self.active, "phase": self.phase,
               "priority": self.priority, "players": players,
               "stack": copy.deepcopy(self.stack), "result": dict(self.result)}
        if self.combat is not None:
            out["combat"] = copy.deepcopy(self.combat)
        if self.setup is not None:
            out["setup"] = copy.deepcopy(self.setup)
        return out

    # ------------------------------------------------------------------ lookups
    def player(self, pid) -> dict:
        for p in self.players:
            if _cf(p["id"]) == _cf(pid):
                return p
        raise illegal("bfb.illegal.no_player", T_OVERVIEW, player=pid)

    def opponent(self, pid) -> dict:
        return next(p for p in self.players if p["id"] != self.player(pid)["id"])

    def field_cards(self, p=None):
        """(player, zone, card) for every field card."""
        for q in ([p] if p else self.players):
            for z in ZONES:
                for c in q["field"][z]:
                    yield q, z, c

    def find_field(self, oid):
        for q, z, c in self.field_cards():
            if _cf(c["id"]) == _cf(oid):
                return q, z, c
        return None

    def find_character(self, oid):
        for p in self.players:
            if _cf(p["character"]["id"]) == _cf(oid):
                return p
        return None

    def find_in_hand(self, p, ref):
        ref_cf = _cf(ref)
        for c in p["hand"]:
            if _cf(c["id"]) == ref_cf:
                return c
        for c in p["hand"]:
            if _cf(c.get("name")) == ref_cf:
                return c
        return None

    def next_id(self, prefix):
        """A new id, numbered per prefix: a player's unknown drawn cards are A-drawn-1, A-drawn-2..."""
        taken = {c["id"] for q in self.players for c in q["hand"] + q["discard"]} | \
                {c["id"] for _, _, c in self.field_cards()}
        n = self._seq.get(prefix, 0)
        while True:
            n += 1
            if f"{prefix}-{n}" not in taken:
                break
        self._seq[prefix] = n
        return f"{prefix}-{n}"

    @staticmethod
    def block_of(obj) -> int:
        return (obj.get("block") or 0) + (obj.get("block_bonus") or 0)

    # ------------------------------------------------------------------ Game API
    def start(self) -> list[Event]:
        if self.phase == SETUP:
            return [ev("step", "bfb.start.setup", T_START, player=self.active)]
        events = [ev("step", "bfb.start", T_TURN, turn=self.turn, player=self.active,
                     phase=phase_msg(self.phase))]
        events += self.check_characters()
        return events

    def apply(self, action: dict) -> list[Event]:
        saved = copy.deepcopy(self.__dict__)
        try:
            if self.result["over"]:
                raise illegal("bfb.illegal.game_over", T_WIN)
            in_setup = self.phase == SETUP
            if in_setup and action["type"] not in SETUP_ACTIONS + ("advance", "advance_to"):
                raise illegal("bfb.illegal.setup_first", T_START)
            if not in_setup and action["type"] in SETUP_ACTIONS:
                raise illegal("bfb.illegal.setup_over", T_START)
            handler = getattr(self, "do_" + action["type"])
            events = handler(action)
        except IllegalAction as exc:
            self.__dict__.clear()
            self.__dict__.update(saved)
            return [Event(type="illegal", key=exc.key, rule=exc.rule, topic=exc.topic,
                          params=exc.params, objects=exc.objects)]
        return events

    # ------------------------------------------------------------------ win / loss
    def check_characters(self) -> list[Event]:
        if self.result["over"]:
            return []
        dead = [p for p in self.players if p["character"]["hp"] <= 0]
        if not dead:
            return []
        for p in dead:
            p["character"]["hp"] = 0
        events = []
        losers = [p["id"] for p in dead]
        alive = [p["id"] for p in self.players if p["id"] not in losers]
        self.result = {"over": True, "winner": alive[0] if len(alive) == 1 else None, "losers": losers}
        for p in dead:
            events.append(ev("game_over", "bfb.win.hp_zero", T_WIN, [p["character"]["id"]],
                             character=p["character"]["name"], player=p["id"]))
        if self.result["winner"]:
            events.append(ev("game_over", "bfb.win.winner", T_WIN, winner=self.result["winner"]))
        else:
            events.append(ev("game_over", "bfb.win.draw", T_WIN))
        return events

    # ------------------------------------------------------------------ phases
    def _require_empty(self):
        if self.combat is not None:
            raise illegal("bfb.illegal.attack_pending", T_COMBAT, [self.combat["attacker"]])
        if self.stack:
            raise illegal("bfb.illegal.stack_not_empty", T_STACK, [self.stack[-1]["id"]])

    def do_advance(self, action) -> list[Event]:
        self._require_empty()
        return self._advance(action.get("discard"))

    def do_advance_to(self, action) -> list[Event]:
        self._require_empty()
        target = action["phase"]
        events: list[Event] = []
        for _ in range(len(PHASES) + 1):
            events += self._advance(action.get("discard"))
            if self.phase == target or self.result["over"]:
                break
        return events

    def _advance(self, discard=None) -> list[Event]:
        events: list[Event] = []
        if self.phase == SETUP:
            return self._finish_setup()
        i = PHASES.index(self.phase)
        if self.phase == "end":
            events += self._end_turn(discard)
            self.active = self.opponent(self.active)["id"]
            self.turn += 1
            self.phase = "n"
            self.priority = self.active
            events.append(ev("step", "bfb.turn.begins", T_TURN, turn=self.turn, player=self.active))
            events += self._n_phase()
            return events
        self.phase = PHASES[i + 1]
        self.priority = self.active
        events.append(ev("step", "bfb.phase.enter", T_TURN, phase=phase_msg(self.phase), player=self.active))
        if self.phase == "draw":
            events += self._draw_phase()
        return events

    def _n_phase(self) -> list[Event]:
        p = self.player(self.active)
        events = []
        # the active player's cards lose summoning sickness and may use a Combat Skill again
        for _, _, c in self.field_cards(p):
            c["summoning_sick"] = False
            c["used_skill"] = False
        p["character"]["used_skill"] = False
        before = p["n"]
        if p["first_turn"]:
            # seed 004: each player's first turn starts with 3N (and no +2N); the judge's note on
            # bfb.n: the player has exactly 3N then, whatever the scenario gave them before.
            p["n"] = FIRST_TURN_N
            events.append(ev("life", "bfb.n.first_turn", T_N, [p["id"]], extra={"n": p["n"]},
                             player=p["id"], n=p["n"]))
            if before:
                events.append(ev("step", "bfb.note.first_turn_n", T_N, [p["id"]], player=p["id"],
                                 before=before))
        else:
            p["n"] += TURN_N
            events.append(ev("life", "bfb.n.gain", T_N, [p["id"]], extra={"n": p["n"]},
                             player=p["id"], before=before, n=p["n"]))
        return events

    def _draw_phase(self) -> list[Event]:
        p = self.player(self.active)
        drawn = self._draw_one(p)
        if drawn is None:
            losers = [p["id"]]
            winner = self.opponent(p["id"])["id"]
            self.result = {"over": True, "winner": winner, "losers": losers}
            return [ev("game_over", "bfb.win.deck_out", T_WIN, [p["id"]], player=p["id"]),
                    ev("game_over", "bfb.win.winner", T_WIN, winner=winner)]
        key = "bfb.draw.hidden" if drawn.get("hidden") else "bfb.draw"
        return [ev("move", key, T_TURN, [drawn["id"]], extra={"from": "deck", "to": "hand"},
                   player=p["id"], card=drawn["name"])]

    def _draw_one(self, p):
        deck = p["deck"]
        if isinstance(deck, list):
            if not deck:
                return None
            card = deck.pop(0)
        else:
            if deck <= 0:
                return None
            p["deck"] = deck - 1
            card = {"id": self.next_id(f"{p['id']}-drawn"), "name": "card", "hidden": True, "kind": None, "cost": 0,
                    "block": 0, "block_bonus": 0, "summoning_sick": False, "used_skill": False,
                    "no_summoning_sickness": False, "skills": [], "effects": []}
        p["hand"].append(card)
        return card

    def _end_turn(self, discard) -> list[Event]:
        p = self.player(self.active)
        events = self._discard_to_limit(p, discard)
        for q in self.players:
            for obj in [q["character"]] + [c for _, _, c in self.field_cards(q)]:
                if obj.get("block_bonus"):
                    obj["block_bonus"] = 0
                    events.append(ev("counters", "bfb.block.ends", T_BLOCK, [obj["id"]], card=obj["name"]))
        if p["first_turn"]:
            p["first_turn"] = False
        return events

    def _discard_to_limit(self, p, choice) -> list[Event]:
        excess = len(p["hand"]) - HAND_LIMIT
        if excess <= 0:
            if choice:
                raise illegal("bfb.illegal.no_discard", T_TURN, player=p["id"], limit=HAND_LIMIT)
            return []
        events = []
        if choice:
            picked = []
            for ref in choice:
                c = self.find_in_hand({"hand": [x for x in p["hand"] if x not in picked]}, ref)
                if c is None:
                    raise illegal("bfb.illegal.not_in_hand", T_TURN, player=p["id"], card=ref)
                picked.append(c)
            if len(picked) != excess:
                raise illegal("bfb.illegal.discard_count", T_TURN, player=p["id"], n=excess,
                              given=len(picked), limit=HAND_LIMIT)
            events.append(ev("choice", "bfb.discard.chosen", T_TURN, [c["id"] for c in picked],
                             player=p["id"], n=excess))
        else:
            picked = p["hand"][-excess:]
            events.append(ev("choice", "bfb.discard.default", T_TURN, [c["id"] for c in picked],
                             player=p["id"], n=excess))
            events.append(ev("choice", "bfb.note.discard_default", T_TURN))
        for c in picked:
            p["hand"].remove(c)
            p["discard"].append(c)
            events.append(ev("move", "bfb.discard.card", T_TURN, [c["id"]],
                             extra={"from": "hand", "to": "discard"}, player=p["id"], card=c["name"]))
        return events

    def do_choose(self, action) -> list[Event]:
        choice = action.get("discard") or action.get("choice") or []
        if self.phase == "end":
            p = self.player(action.get("player", self.active))
            if p["id"] == self.active and len(p["hand"]) > HAND_LIMIT:
                return self._discard_to_limit(p, choice)
        raise illegal("bfb.illegal.no_choice", T_TURN)

    # ------------------------------------------------------------------ game set-up (seed 004)
    def do_go_first(self, action) -> list[Event]:
        """Who goes first: the players agree (a die roll is recommended); the engine records it."""
        if self.setup["hands_drawn"]:
            raise illegal("bfb.illegal.go_first_late", T_START)
        p = self.player(action["player"])
        self.active = self.priority = p["id"]
        return [ev("step", "bfb.setup.first", T_START, [p["id"]], player=p["id"])]

    def _first_then_second(self):
        return sorted(self.players, key=lambda q: q["id"] != self.active)

    def do_draw_hands(self, action=None) -> list[Event]:
        if self.setup["hands_drawn"]:
            raise illegal("bfb.illegal.hands_drawn", T_START)
        events: list[Event] = []
        for p in self._first_then_second():
            drawn = 0
            for _ in range(OPENING_HAND):
                if self._draw_one(p) is None:
                    break
                drawn += 1
            events.append(ev("move", "bfb.setup.hand", T_START, [p["id"]], extra={"from": "deck", "to": "hand"},
                             player=p["id"], n=drawn))
            if drawn < OPENING_HAND:
                events.append(ev("step", "bfb.setup.deck_short", T_START, [p["id"]], player=p["id"], n=drawn))
        self.setup["hands_drawn"] = True
        return events

    def do_mulligan(self, action) -> list[Event]:
        """Seed 004: put the unwanted cards on the bottom of the deck, then draw that many. The
        judge's note on bfb.game-start: once per player, before the first turn; zero cards = keep."""
        p = self.player(action["player"])
        if not self.setup["hands_drawn"]:
            raise illegal("bfb.illegal.mulligan_before_hands", T_START, [p["id"]], player=p["id"])
        if p["id"] in self.setup["mulliganed"]:
            raise illegal("bfb.illegal.mulligan_twice", T_START, [p["id"]], player=p["id"])
        picked = []
        for ref in action["cards"]:
            c = self.find_in_hand({"hand": [x for x in p["hand"] if x not in picked]}, ref)
            if c is None:
                raise illegal("bfb.illegal.not_in_hand", T_START, player=p["id"], card=ref)
            picked.append(c)
        self.setup["mulliganed"].append(p["id"])
        if not picked:
            return [ev("choice", "bfb.setup.keep", T_START, [p["id"]], player=p["id"])]
        for c in picked:
            p["hand"].remove(c)
            if isinstance(p["deck"], list):
                p["deck"].append(c)
            else:
                p["deck"] += 1      # a deck given as a count: the card joins the unknown cards
        events = [ev("choice", "bfb.setup.mulligan", T_START, [c["id"] for c in picked], player=p["id"],
                     n=len(picked), extra={"from": "hand", "to": "deck"})]
        drawn = 0
        for _ in picked:
            if self._draw_one(p) is None:
                break
            drawn += 1
        events.append(ev("move", "bfb.setup.mulligan_draw", T_START, [p["id"]], extra={"from": "deck", "to": "hand"},
                         player=p["id"], n=drawn, hand=len(p["hand"])))
        events.append(ev("step", "bfb.note.mulligan", T_START))
        return events

    def _finish_setup(self) -> list[Event]:
        events: list[Event] = []
        if not self.setup["hands_drawn"]:
            events.append(ev("step", "bfb.setup.default_hands", T_START))
            events += self.do_draw_hands()
        keep = [p["id"] for p in self._first_then_second() if p["id"] not in self.setup["mulliganed"]]
        if keep:
            events.append(ev("choice", "bfb.setup.default_keep", T_START, keep, players=keep))
        self.setup = None
        self.phase = "n"
        self.priority = self.active
        events.append(ev("step", "bfb.setup.done", T_START, player=self.active))
        events.append(ev("step", "bfb.turn.begins", T_TURN, turn=self.turn, player=self.active))
        events += self._n_phase()
        return events

    # ------------------------------------------------------------------ playing cards
    def _slots_used(self, p, zone) -> int:
        n = len(p["field"][zone])
        if zone == "skill":
            n += sum(1 for s in self.stack if s.get("kind") == "skill" and s.get("controller") == p["id"])
        return n

    def _take_from_hand(self, p, ref):
        if isinstance(ref, dict):
            ref = ref.get("id") or ref.get("name")
        card = self.find_in_hand(p, ref)
        if card is None:
            raise illegal("bfb.illegal.not_in_hand", T_PLAY, player=p["id"], card=ref)
        return card

    def _pay(self, p, card) -> list[Event]:
        cost = card.get("cost") or 0
        if p["n"] < cost:
            raise illegal("bfb.illegal.not_enough_n", T_N, [card["id"]], player=p["id"],
                          card=card["name"], cost=cost, n=p["n"])
        p["n"] -= cost
        return [ev("life", "bfb.pay", T_N, [card["id"]], extra={"n": p["n"]},
                   player=p["id"], card=card["name"], cost=cost, n=p["n"])]

    @staticmethod
    def _kind_for(card, action) -> str:
        """The kind of a hand card being played: the card's own `kind`, else the action's `zone`
        (scenario-format: `play` names the zone, and the zone says what the card is). The kind is
        written onto the card only when the play goes through (apply() restores an illegal one)."""
        kind, zone = card.get("kind"), action.get("zone")
        if kind is None:
            if zone is None:
                raise illegal("bfb.illegal.no_kind", T_PLAY, [card["id"]], card=card["name"])
            card["kind"] = kind = zone
            if zone == "mercenary" and not card.get("hp"):
                card["hp"] = 1
        elif zone is not None and zone != kind:
            raise illegal("bfb.illegal.wrong_zone", T_ZONES, [card["id"]], card=card["name"],
                          zone=Msg(f"bfb.kind.{zone}"), kind=Msg(f"bfb.kind.{kind}"))
        return kind

    def _something_to_respond_to(self) -> bool:
        return bool(self.stack) or self.combat is not None

    def do_play(self, action) -> list[Event]:
        pid = action.get("player", self.active)
        p = self.player(pid)
        card = self._take_from_hand(p, action["card"])
        kind = self._kind_for(card, action)
        if self._something_to_respond_to():
            if kind in ("skill", "pray"):
                return self._respond(p, card, action)
            raise illegal("bfb.illegal.respond_kind", T_STACK, [card["id"]], card=card["name"])
        if kind != "pray":
            if self.phase not in ("main", "main2"):
                raise illegal("bfb.illegal.not_main", T_PLAY, [card["id"]], card=card["name"],
                              phase=phase_msg(self.phase))
            if p["id"] != self.active:
                raise illegal("bfb.illegal.not_your_turn", T_PLAY, [card["id"]], card=card["name"],
                              player=p["id"])
        if kind in SLOTS and self._slots_used(p, kind) >= SLOTS[kind]:
            raise illegal(f"bfb.illegal.slot_full.{kind}", T_ZONES, [card["id"]], card=card["name"])
        events = self._pay(p, card)
        p["hand"].remove(card)
        if kind in ("skill", "pray"):
            return events + self._put_on_stack(p, card, action)
        return events + self._enter_field(p, card, action)

    def _enter_field(self, p, card, action) -> list[Event]:
        kind = card["kind"]
        card["controller"] = p["id"]
        card.setdefault("owner", p["id"])
        exempt = kind == "artifact" or card.get("no_summoning_sickness")
        card["summoning_sick"] = not exempt
        card["used_skill"] = False
        if kind == "mercenary" and not card.get("hp"):
            card["hp"] = 1
        p["field"][kind].append(card)
        events = [ev("move", f"bfb.play.enters.{kind}", T_PLAY, [card["id"]], extra={"from": "hand", "to": "field"},
                     player=p["id"], card=card["name"])]
        if card["skills"]:
            if exempt:
                key = "bfb.sick.exempt_artifact" if kind == "artifact" else "bfb.sick.exempt_card"
                events.append(ev("step", key, T_PLAY, [card["id"]], card=card["name"]))
            else:
                events.append(ev("step", "bfb.sick.enters", T_PLAY, [card["id"]], card=card["name"]))
        if card.get("effects"):
            events += self._run_effects(p, card, card.get("effects"), action.get("targets") or [])
        return events

    def _put_on_stack(self, p, card, action) -> list[Event]:
        obj = dict(card)
        obj["controller"] = p["id"]
        obj.setdefault("owner", p["id"])
        obj["targets"] = list(action.get("targets") or [])
        self.stack.append(obj)
        self.priority = self.opponent(p["id"])["id"]
        return [ev("move", "bfb.stack.played", T_STACK, [card["id"]], extra={"from": "hand", "to": "stack"},
                   player=p["id"], card=card["name"], kind=Msg(f"bfb.kind.{card['kind']}"),
                   opponent=self.priority)]

    def do_respond(self, action) -> list[Event]:
        if not self._something_to_respond_to():
            raise illegal("bfb.illegal.nothing_to_respond", T_STACK)
        pid = action.get("player")
        if pid is None:
            top_ctrl = self.stack[-1]["controller"] if self.stack else self.combat["controller"]
            pid = self.opponent(top_ctrl)["id"]
        p = self.player(pid)
        card = self._take_from_hand(p, action["card"])
        self._kind_for(card, action)
        return self._respond(p, card, action)

    def _respond(self, p, card, action) -> list[Event]:
        kind = card.get("kind")
        if kind not in ("skill", "pray"):
            raise illegal("bfb.illegal.respond_kind", T_STACK, [card["id"]], card=card["name"])
        if kind == "skill" and self.phase not in ("main", "main2"):
            # the judge's note on bfb.stack: the Main-phase timing still limits Skill cards
            raise illegal("bfb.illegal.respond_skill_phase", T_PLAY, [card["id"]], card=card["name"],
                          phase=phase_msg(self.phase))
        if kind == "skill" and self._slots_used(p, "skill") >= SLOTS["skill"]:
            raise illegal("bfb.illegal.slot_full.skill", T_ZONES, [card["id"]], card=card["name"])
        events = self._pay(p, card)
        p["hand"].remove(card)
        what = self.stack[-1]["name"] if self.stack else self.combat["skill"]
        events.append(ev("step", "bfb.stack.respond", T_STACK, [card["id"]], player=p["id"],
                         card=card["name"], what=what))
        return events + self._put_on_stack(p, card, action)

    # ------------------------------------------------------------------ effects
    def _resolve_ref(self, ref, controller, targets):
        """-> ("character", player) | ("card", (player, zone, card)) | None"""
        if ref is None:
            return None
        if ref.startswith("target:"):
            try:
                ref = targets[int(ref.split(":", 1)[1])]
            except (ValueError, IndexError):
                return None
        if ref in ("opponent", "opponent_character"):
            return ("character", self.opponent(controller))
        if ref in ("controller", "self", "own_character", "character"):
            return ("character", self.player(controller))
        p = self.find_character(ref)
        if p:
            return ("character", p)
        for q in self.players:
            if _cf(q["id"]) == _cf(ref):
                return ("character", q)
        f = self.find_field(ref)
        if f:
            return ("card", f)
        return None

    def _resolve_player(self, ref, controller, targets):
        if ref in (None, "", "controller", "self"):
            return self.player(controller)
        if ref == "opponent":
            return self.opponent(controller)
        r = self._resolve_ref(ref, controller, targets)
        if r and r[0] == "character":
            return r[1]
        return None

    def _run_effects(self, p, source, effects, targets) -> list[Event]:
        events: list[Event] = []
        ctrl = p["id"]
        for e in effects or []:
            if self.result["over"]:
                break
            do = e["do"]
            if do == "damage":
                r = self._resolve_ref(e.get("to"), ctrl, targets)
                if r is None:
                    events.append(ev("step", "bfb.effect.no_target", T_STACK, [source["id"]], card=source["name"]))
                    continue
                if r[0] == "character":
                    events += self._damage_character(r[1], e["amount"], source["name"], T_COMBAT)
                else:
                    q, z, c = r[1]
                    taken, evs = self._reduce(c, e["amount"])
                    events += evs
                    events.append(ev("damage", "bfb.effect.damage_card", T_DEFEND, [c["id"]], extra={"amount": taken},
                                     source=source["name"], card=c["name"], amount=taken))
                    if taken >= c.get("hp", 1):
                        events += self._destroy(q, z, c, "bfb.destroyed.damage", T_DEFEND)
                events += self.check_characters()
            elif do == "heal":
                r = self._resolve_ref(e.get("to"), ctrl, targets)
                if r is None or r[0] != "character":
                    events.append(ev("step", "bfb.effect.no_target", T_STACK, [source["id"]], card=source["name"]))
                    continue
                ch = r[1]["character"]
                new = ch["hp"] + e["amount"]
                if ch.get("max_hp"):
                    new = min(new, ch["max_hp"])
                gained = new - ch["hp"]
                ch["hp"] = new
                events.append(ev("life", "bfb.effect.heal", T_OVERVIEW, [ch["id"]], extra={"hp": new},
                                 character=ch["name"], amount=gained, hp=new))
            elif do == "draw":
                q = self._resolve_player(e.get("to"), ctrl, targets)
                if q is None:
                    events.append(ev("step", "bfb.effect.no_target", T_STACK, [source["id"]], card=source["name"]))
                    continue
                for _ in range(e["n"]):
                    card = self._draw_one(q)
                    if card is None:
                        events.append(ev("step", "bfb.effect.draw_empty", T_WIN, [q["id"]], player=q["id"]))
                        events.append(ev("step", "bfb.note.effect_draw", T_WIN))
                        break
                    key = "bfb.draw.effect_hidden" if card.get("hidden") else "bfb.draw.effect"
                    events.append(ev("move", key, T_TURN, [card["id"]],
                                     extra={"from": "deck", "to": "hand"}, player=q["id"], card=card["name"]))
            elif do == "block":
                r = self._resolve_ref(e.get("of"), ctrl, targets)
                if r is None:
                    events.append(ev("step", "bfb.effect.no_target", T_STACK, [source["id"]], card=source["name"]))
                    continue
                obj = r[1]["character"] if r[0] == "character" else r[1][2]
                obj["block_bonus"] = (obj.get("block_bonus") or 0) + e["amount"]
                events.append(ev("counters", "bfb.effect.block", T_BLOCK, [obj["id"]], card=obj["name"],
                                 amount=e["amount"], block=self.block_of(obj)))
            elif do == "destroy":
                r = self._resolve_ref(e.get("of"), ctrl, targets)
                if r is None or r[0] != "card":
                    events.append(ev("step", "bfb.effect.no_target", T_STACK, [source["id"]], card=source["name"]))
                    continue
                q, z, c = r[1]
                events += self._destroy(q, z, c, "bfb.destroyed.effect", T_ZONES, source=source["name"])
            elif do == "gain_n":
                q = self._resolve_player(e.get("to"), ctrl, targets)
                if q is None:
                    continue
                q["n"] += e["amount"]
                events.append(ev("life", "bfb.effect.gain_n", T_N, [q["id"]], extra={"n": q["n"]},
                                 player=q["id"], amount=e["amount"], n=q["n"]))
        return events

    def _reduce(self, obj, amount):
        """Block reduces one instance of damage, never below 0."""
        block = self.block_of(obj)
        if block <= 0 or amount <= 0:
            return amount, []
        taken = max(0, amount - block)
        return taken, [ev("damage", "bfb.block.reduces", T_BLOCK, [obj["id"]], card=obj["name"],
                          block=block, amount=amount, taken=taken)]

    def _damage_character(self, p, amount, source, topic, key="bfb.damage.character") -> list[Event]:
        ch = p["character"]
        taken, events = self._reduce(ch, amount)
        ch["hp"] = max(0, ch["hp"] - taken)
        events.append(ev("damage", key, topic, [ch["id"]], extra={"amount": taken, "hp": ch["hp"]},
                         source=source, character=ch["name"], amount=taken, hp=ch["hp"]))
        return events

    def _destroy(self, q, zone, card, key, topic, **params) -> list[Event]:
        q["field"][zone].remove(card)
        owner = self.player(card.get("owner") or q["id"])
        card["summoning_sick"] = False
        card["used_skill"] = False
        card["block_bonus"] = 0
        owner["discard"].append(card)
        if self.combat and self.combat.get("defenders") and card["id"] in self.combat["defenders"]:
            self.combat["defenders"].remove(card["id"])
        return [ev("move", key, topic, [card["id"]], extra={"from": "field", "to": "discard"},
                   card=card["name"], player=owner["id"], **params)]

    # ------------------------------------------------------------------ stack
    def do_resolve(self, action) -> list[Event]:
        if self.stack:
            obj = self.stack.pop()
            p = self.player(obj["controller"])
            events = [ev("resolve", "bfb.stack.resolves", T_STACK, [obj["id"]], card=obj["name"], player=p["id"])]
            events += self._run_effects(p, obj, obj.get("effects"), obj.get("targets") or [])
            card = {k: v for k, v in obj.items() if k not in ("targets",)}
            if obj.get("kind") == "skill" and not self.result["over"]:
                card["summoning_sick"] = not card.get("no_summoning_sickness")
                card["used_skill"] = False
                p["field"]["skill"].append(card)
                events.append(ev("move", "bfb.stack.skill_to_field", T_ZONES, [obj["id"]],
                                 extra={"from": "stack", "to": "field"}, card=obj["name"]))
            else:
                owner = self.player(obj.get("owner") or p["id"])
                owner["discard"].append(card)
                events.append(ev("move", "bfb.stack.to_discard", T_STACK, [obj["id"]],
                                 extra={"from": "stack", "to": "discard"}, card=obj["name"]))
            if self.stack:
                events.append(ev("step", "bfb.stack.next", T_STACK, card=self.stack[-1]["name"]))
            elif self.combat is not None:
                events.append(ev("step", "bfb.stack.back_to_attack", T_STACK, skill=self.combat["skill"]))
            self.priority = self.active
            return events
        if self.combat is not None:
            return self._combat_damage()
        raise illegal("bfb.illegal.nothing_to_resolve", T_STACK)

    # ------------------------------------------------------------------ combat
    def _field_or_character(self, p, ref):
        for z in ZONES:
            for c in p["field"][z]:
                if _cf(c["id"]) == _cf(ref):
                    return z, c
        ch = p["character"]
        if _cf(ch["id"]) == _cf(ref):
            return "character", ch
        for z in ZONES:
            for c in p["field"][z]:
                if _cf(c.get("name")) == _cf(ref):
                    return z, c
        return None

    def do_attack(self, action) -> list[Event]:
        ref = action["card"]
        found = self.find_field(ref)
        owner = found[0] if found else self.find_character(ref)
        if owner is None:
            # a name
            active_first = sorted(self.players, key=lambda q: q["id"] != self.active)
            for p in active_first:
                f = self._field_or_character(p, ref)
                if f:
                    owner = p
                    break
        if owner is None:
            raise illegal("bfb.illegal.no_such_card", T_COMBAT, card=ref)
        zone, card = self._field_or_character(owner, ref)
        if self.phase != "combat":
            raise illegal("bfb.illegal.attack_phase", T_COMBAT, [card["id"]], card=card["name"],
                          phase=phase_msg(self.phase))
        if owner["id"] != self.active:
            raise illegal("bfb.illegal.attack_not_active", T_COMBAT, [card["id"]], card=card["name"],
                          player=owner["id"])
        self._require_empty()
        skills = card.get("skills") or []
        if not skills:
            raise illegal("bfb.illegal.no_skill", T_COMBAT, [card["id"]], card=card["name"])
        want = action.get("skill", 0)
        skill = None
        if isinstance(want, int):
            skill = skills[want] if want < len(skills) else None
        else:
            skill = next((s for s in skills if _cf(s["name"]) == _cf(want)), None)
        if skill is None:
            raise illegal("bfb.illegal.no_such_skill", T_COMBAT, [card["id"]], card=card["name"], skill=want)
        if card.get("summoning_sick") and zone != "artifact" and not card.get("no_summoning_sickness"):
            raise illegal("bfb.illegal.summoning_sick", T_PLAY, [card["id"]], card=card["name"])
        if card.get("used_skill"):
            raise illegal("bfb.illegal.skill_used", T_COMBAT, [card["id"]], card=card["name"])
        card["used_skill"] = True
        opp = self.opponent(owner["id"])
        self.combat = {"attacker": card["id"], "controller": owner["id"], "skill": skill["name"],
                       "damage": skill["damage"], "pierce": skill["pierce"],
                       "unpreventable": skill["unpreventable"], "defenders": None, "assign": None}
        self.priority = opp["id"]
        events = [ev("step", "bfb.attack.declared", T_COMBAT, [card["id"], opp["character"]["id"]],
                     card=card["name"], skill=skill["name"], damage=skill["damage"],
                     character=opp["character"]["name"])]
        if skill["pierce"]:
            events.append(ev("step", "bfb.attack.has_pierce", T_PIERCE, [card["id"]], skill=skill["name"]))
        if skill["unpreventable"]:
            events.append(ev("step", "bfb.attack.unpreventable", T_UNPREV, [card["id"]], skill=skill["name"]))
        events.append(ev("step", "bfb.attack.may_respond", T_STACK, player=opp["id"]))
        return events

    def do_defend(self, action) -> list[Event]:
        if self.combat is None:
            raise illegal("bfb.illegal.no_attack", T_DEFEND)
        if self.combat["defenders"] is not None:
            raise illegal("bfb.illegal.already_defended", T_DEFEND)
        defender_p = self.opponent(self.combat["controller"])
        ids = action["defenders"]
        if not ids:
            self.combat["defenders"] = []
            return [ev("step", "bfb.defend.none", T_DEFEND, player=defender_p["id"])]
        if self.combat["unpreventable"]:
            raise illegal("bfb.illegal.unpreventable", T_UNPREV, list(ids), skill=self.combat["skill"])
        chosen = []
        for ref in ids:
            card = None
            for c in defender_p["field"]["mercenary"]:
                if _cf(c["id"]) == _cf(ref) or _cf(c.get("name")) == _cf(ref):
                    if c not in chosen:
                        card = c
                        break
            if card is None:
                if any(_cf(c["id"]) == _cf(ref) for c in chosen):
                    raise illegal("bfb.illegal.defender_twice", T_DEFEND, [ref], card=ref)
                raise illegal("bfb.illegal.not_a_defender", T_DEFEND, [ref], card=ref, player=defender_p["id"])
            chosen.append(card)
        self.combat["defenders"] = [c["id"] for c in chosen]
        key = "bfb.defend.several" if len(chosen) > 1 else "bfb.defend.one"
        return [ev("step", key, T_DEFEND, [c["id"] for c in chosen], player=defender_p["id"],
                   cards=[c["name"] for c in chosen])]

    def do_assign(self, action) -> list[Event]:
        """The attacker's split of one attack's damage among its defenders (and, with Pierce, the
        Character). Seed 004: with Pierce the damage beyond the defenders' total HP goes through to
        the Character, and the attacker only chooses how the rest is split among the defenders; so
        the Character's share is exactly that excess. Without Pierce everything stays on the
        defenders (bfb.defend)."""
        cb = self.combat
        if cb is None:
            raise illegal("bfb.illegal.no_attack", T_DEFEND)
        if not cb["defenders"]:
            raise illegal("bfb.illegal.assign_no_defenders", T_DEFEND)
        topic = T_PIERCE if cb["pierce"] else T_DEFEND
        alloc = action.get("allocation", action.get("assignment"))
        defender_p = self.opponent(cb["controller"])
        mercs = {c["id"]: c for c in defender_p["field"]["mercenary"] if c["id"] in cb["defenders"]}
        out: dict[str, int] = {}
        to_char = 0
        for k, n in alloc.items():
            if _cf(k) in ("character", _cf(defender_p["character"]["id"]), _cf(defender_p["id"])):
                to_char += n
                continue
            match = next((i for i in cb["defenders"] if _cf(i) == _cf(k)), None)
            if match is None:
                raise illegal("bfb.illegal.assign_not_defender", topic, [k], card=k)
            out[match] = out.get(match, 0) + n
        total = sum(out.values()) + to_char
        if total != cb["damage"]:
            raise illegal("bfb.illegal.assign_total", topic, total=total, damage=cb["damage"])
        if to_char and not cb["pierce"]:
            raise illegal("bfb.illegal.assign_character_no_pierce", T_PIERCE, amount=to_char)
        hp_total = sum(mercs[i].get("hp", 1) for i in cb["defenders"] if i in mercs)
        excess = max(0, cb["damage"] - hp_total)
        if cb["pierce"] and to_char > excess:
            raise illegal("bfb.illegal.assign_too_much_character", T_PIERCE, amount=to_char, excess=excess,
                          hp=hp_total)
        if cb["pierce"] and to_char < excess:
            raise illegal("bfb.illegal.assign_keeps_excess", T_PIERCE, amount=to_char, excess=excess,
                          hp=hp_total)
        if to_char:
            out["character"] = to_char
        cb["assign"] = out
        names = {i: mercs[i]["name"] for i in mercs}
        parts = [Msg("bfb.assign.part", {"card": names.get(k, k), "amount": v}) for k, v in out.items() if k != "character"]
        if to_char:
            parts.append(Msg("bfb.assign.part", {"card": defender_p["character"]["name"], "amount": to_char}))
        return [ev("choice", "bfb.assign.chosen", topic, list(out), split=parts)]

    def _combat_damage(self) -> list[Event]:
        cb = self.combat
        att_p = self.player(cb["controller"])
        def_p = self.opponent(att_p["id"])
        events: list[Event] = []
        found = self._field_or_character(att_p, cb["attacker"])
        if found is None:
            self.combat = None
            self.priority = self.active
            return [ev("step", "bfb.attack.attacker_gone", T_STACK, [cb["attacker"]], card=cb["attacker"])]
        attacker = found[1]
        damage = cb["damage"]
        defenders = [c for c in def_p["field"]["mercenary"] if c["id"] in (cb["defenders"] or [])]
        # keep the declared order
        order = {d: i for i, d in enumerate(cb["defenders"] or [])}
        defenders.sort(key=lambda c: order[c["id"]])
        events.append(ev("resolve", "bfb.attack.resolves", T_COMBAT, [attacker["id"]],
                         card=attacker["name"], skill=cb["skill"], damage=damage))
        if not defenders:
            if cb["defenders"]:
                events.append(ev("step", "bfb.defend.all_gone", T_DEFEND))
            events += self._damage_character(def_p, damage, attacker["name"], T_COMBAT,
                                             key="bfb.damage.undefended")
        else:
            split: dict[str, int]
            if cb.get("assign"):
                split = dict(cb["assign"])
                # a defender removed meanwhile takes nothing
                split = {k: v for k, v in split.items() if k == "character" or k in order}
            else:
                split = {}
                rest = damage
                for c in defenders:
                    take = min(c.get("hp", 1), rest)
                    split[c["id"]] = take
                    rest -= take
                if rest:
                    if cb["pierce"]:
                        split["character"] = rest
                    else:
                        split[defenders[-1]["id"]] += rest
                if len(defenders) > 1:
                    if cb["pierce"]:
                        events.append(ev("choice", "bfb.split.default_pierce", T_PIERCE,
                                         [c["id"] for c in defenders]))
                        events.append(ev("choice", "bfb.note.split_pierce", T_PIERCE))
                    else:
                        events.append(ev("choice", "bfb.split.default", T_DEFEND,
                                         [c["id"] for c in defenders]))
                        events.append(ev("choice", "bfb.note.split_default", T_DEFEND))
            for c in defenders:
                amount = split.get(c["id"], 0)
                taken, evs = self._reduce(c, amount)
                events += evs
                events.append(ev("damage", "bfb.damage.defender", T_DEFEND, [c["id"]], extra={"amount": taken},
                                 source=attacker["name"], card=c["name"], amount=taken, hp=c.get("hp", 1)))
                if evs:
                    events.append(ev("step", "bfb.note.block_per_defender", T_BLOCK))
            for c in defenders:
                taken = max(0, split.get(c["id"], 0) - self.block_of(c))
                if taken >= c.get("hp", 1):
                    events += self._destroy(def_p, "mercenary", c, "bfb.destroyed.defender", T_DEFEND,
                                            amount=taken, hp=c.get("hp", 1))
                else:
                    events.append(ev("step", "bfb.defender.survives", T_DEFEND, [c["id"]],
                                     card=c["name"], amount=taken, hp=c.get("hp", 1)))
                    events.append(ev("step", "bfb.note.survivor", T_DEFEND, [c["id"]], card=c["name"]))
            if split.get("character"):
                events += self._damage_character(def_p, split["character"], attacker["name"], T_PIERCE,
                                                 key="bfb.damage.pierce")
            elif not cb["pierce"]:
                events.append(ev("step", "bfb.defend.character_safe", T_DEFEND, [def_p["character"]["id"]],
                                 character=def_p["character"]["name"]))
        self.combat = None
        self.priority = self.active
        events += self.check_characters()
        return events
