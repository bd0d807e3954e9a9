"""MtgGame, the one object a caller uses (as python-chess's Board): loading a scenario, the
state it outputs, object lookups, copies and the Game API (start / apply). The rules live in one
mixin module per part of the Comprehensive Rules (CR); this module covers

    102.1      players (lookups by id)
    104.1      a game that is over takes no more actions
    109 / 400  objects in zones: ids, names, the state document (to_state)

Where to find a rule (module: CR numbers):
    timing.py      117 timing and priority (117.1a, 117.3-117.5), 502.4/514.3 no priority, 702.61 split second
    turn.py        500-505, 513-514 turn structure: steps, untap, draw, cleanup (103.8a)
    combat.py      506-511 combat: attackers 508, blockers 509, damage 510, 702 evasion/combat keywords
    casting.py     601 casting spells, 305 playing lands, 307.1 / 117.1a spell timing, 702.33 kicker, 702.34 flashback
    costs.py       601.2f-h paying costs, 605 mana abilities, 106.4 / 500.4 mana pools, 107.4f Phyrexian mana
    abilities.py   602 activated abilities, 606 loyalty abilities, 702.6 equip, 702.29 cycling
    triggers.py    603 triggered abilities (603.2, 603.3b-d), 702.21a ward triggers
    targets.py     115 targets, 601.2c choosing, 608.2b checking; 702.11 hexproof, 702.18 shroud, 702.16b
    resolution.py  608 resolving spells and abilities, 608.2n / 702.34a where a spell goes
    effects.py     608.2 effects: 701 keyword actions, 119 life, 120 damage, 122 counters, 614.8 regeneration
    layers.py      611-613 continuous effects and the layer system (613.4 power/toughness)
    sba.py         704 state-based actions (704.3, 704.5a-704.5q), 104.2-104.4 winning and losing
    zones.py       400.7 zone changes, 603.10a look-back, 121 drawing, 608.3 permanents entering
    copies.py      707 copies of spells and permanents
    emblems.py     114 emblems and 408 the command zone: the emblem effect, static and triggered abilities working from there
    replacement.py 614, 616 replacement effects on leaving the battlefield, applied in one place in 616.1 order
    sagas.py       714 Sagas: lore counters (714.3a, 505.4), chapter abilities (714.2b), 704.5s sacrifice
    delayed.py     603.7 delayed triggered abilities: the delayed effect, state.delayed, triggering once at their event
    history.py     the turn's history: 700.4 died, 508.6 attacked, 119.3 life gained/lost, 601.2i spells cast
    start.py       103 starting the game: the London mulligan (103.5)
    keywords.py    702 keyword abilities: the implemented set IMPLEMENTED_KEYWORDS and where each is applied
    kwabilities.py 702 exalted, bushido, flanking, rampage, toxic, echo, cumulative upkeep, affinity, convoke,
                   bloodthirst, crew, unearth (issue 21)
    common.py      shared helpers (illegal-action errors, step and zone words)
"""
from __future__ import annotations

import copy
import weakref

from ..engine.errors import IllegalAction, ScenarioError
from ..engine.events import Event, Msg
from ..engine.game import Game
from .mana import parse_pool, pool_text
from .registry import ACTIONS
from .validate import COMBAT_STEPS, merged, STEPS, validate
from .common import _public, _slug, fresh_id, illegal, PERMANENT_KINDS, zone_card_ids
from .timing import TimingMixin
from .sba import StateBasedActionsMixin
from .zones import ZonesMixin
from .triggers import TriggersMixin
from .targets import TargetsMixin
from .costs import CostsMixin
from .casting import CastingMixin
from .resolution import ResolutionMixin
from .effects import EffectsMixin
from .keywords import KeywordsMixin
from .layers import LayersMixin, LayerViewMixin
from .abilities import ActivatedAbilitiesMixin
from .turn import TurnStructureMixin
from .combat import CombatMixin
from .copies import CopiesMixin
from .optional import OptionalMixin
from .library import LibraryMixin
from .hand import HandMixin
from .chance import ChanceMixin
from .explore import ExploreMixin
from .start import StartMixin
from .history import HistoryMixin, clean as clean_history
from .kwabilities import KeywordAbilitiesMixin
from .kwtriggers import KeywordTriggersMixin
from .emblems import EmblemsMixin, emblem_name
from .delayed import DelayedMixin
from .sagas import SagasMixin
from .replacement import ReplacementMixin
from .transform import TransformMixin, back_face_up
from .facedown import FaceDownMixin, face_down_by, face_down_name, turned_down
from . import notmodelled

# ---------------------------------------------------------------------- fast structured copies
# The game state is JSON-like (dicts, lists, strings, numbers, booleans, None). The Stepper keeps a
# copy after every step and apply() keeps one before every action, so copying is the hot path:
# copy.deepcopy (memo, reduce protocol, ...) is replaced by a structural copy.
_ATOMIC = frozenset({str, int, float, bool, type(None)})
# Characteristics that the engine never mutates in place (they are shared with the catalogue by
# validate.merged already, which makes mutating them a bug anyway): copies share them.
_SHARED_KEYS = frozenset({"types", "subtypes", "colors", "keywords", "abilities", "triggers", "effects",
                          "static", "target", "replacements", "produces", "names"})


def _cp(x):
    """Deep copy of JSON-like data (other types fall back to copy.deepcopy)."""
    t = type(x)
    if t is dict:
        return {k: v if type(v) in _ATOMIC else _cp(v) for k, v in x.items()}
    if t is list:
        return [v if type(v) in _ATOMIC else _cp(v) for v in x]
    if t in _ATOMIC:
        return x
    if t is tuple:
        return tuple(_cp(v) for v in x)
    return copy.deepcopy(x)


# Keys whose values validate.py checks to be strings, integers or booleans (and the engine keeps so).
_ATOMIC_KEYS = frozenset({"id", "card", "controller", "power", "toughness", "loyalty", "damage", "tapped",
                          "summoning_sick", "legendary", "token", "deathtouch_damage", "kicked", "x",
                          "mana_cost", "kicker", "buyback", "flashback", "cycling", "cycling_search", "dash", "evoke", "blitz", "alt_cost", "kind"})
_NOT_COPIED = _ATOMIC_KEYS | _SHARED_KEYS
# attributes that are not part of the game state (_history: the stepper's steps, for `backup` in policy_remedies.py)
_NOT_STATE = frozenset({"events", "_last_copy", "_cur_action", "_grants_cache", "_history"})


def _cp_obj(o):
    """Copy of a permanent or stack object: its read-only characteristics are shared, its
    mutable parts (counters, until_eot, targets, context...) copied."""
    if type(o) is not dict:
        return _cp(o)
    out = dict(o)
    for k in o:
        if k not in _NOT_COPIED:
            v = o[k]
            t = type(v)
            if t not in _ATOMIC:
                out[k] = dict(v) if k == "counters" and t is dict else _cp(v)   # counters: kind -> int
    return out


def _cp_player(p):
    """Copy of a player. The cards in hand, graveyard and exile are never changed in place (a card
    that moves is the same dict or a new one), so the zone lists are copied, the cards shared."""
    q = dict(p)
    for k, v in p.items():
        if type(v) not in _ATOMIC:
            q[k] = list(v) if k in ("hand", "graveyard", "exile", "library_top") and type(v) is list else _cp(v)
    return q


def _prefetch_cards(doc) -> None:
    from . import cards as _cards
    st = doc.get("state") if isinstance(doc, dict) else None
    if not isinstance(st, dict):
        return
    def lst(x):   # a malformed document (validated later) must not break the prefetch
        return x if isinstance(x, list) else []

    names = []
    for o in lst(st.get("battlefield")) + lst(st.get("stack")):
        if isinstance(o, dict):
            names.append(o.get("card"))
    for p in lst(st.get("players")):
        if isinstance(p, dict):
            for z in ("hand", "graveyard", "exile"):
                for c in p.get(z) or [] if isinstance(p.get(z), list) else []:
                    names.append(c if isinstance(c, str) else c.get("card") if isinstance(c, dict) else None)
    for a in doc.get("actions") or [] if isinstance(doc.get("actions"), list) else []:
        if isinstance(a, dict) and isinstance(a.get("card"), str):
            names.append(a["card"])
    _cards.prefetch(names)


class MtgGame(TimingMixin, StateBasedActionsMixin, ZonesMixin, TriggersMixin, TargetsMixin, CostsMixin, CastingMixin, ResolutionMixin, EffectsMixin, KeywordsMixin, LayersMixin, ActivatedAbilitiesMixin, TurnStructureMixin, CombatMixin, CopiesMixin, OptionalMixin, LibraryMixin, HandMixin, ChanceMixin, ExploreMixin, StartMixin, HistoryMixin, EmblemsMixin, DelayedMixin, SagasMixin, ReplacementMixin, LayerViewMixin, KeywordAbilitiesMixin, KeywordTriggersMixin, TransformMixin, FaceDownMixin, Game):
    """The one object a caller uses: the methods live in one module per part of the
    Comprehensive Rules (see each mixin's module docstring for its rule numbers)."""
    game = "mtg"
    rel: str | None = None   # the scenario's Rules Enforcement Level (its top-level "rel", issue #26)

    @classmethod
    def from_document(cls, doc: dict) -> "MtgGame":
        _prefetch_cards(doc)   # a board of real cards: their entries read at once (issue 21)
        problems = validate(doc)
        if problems:
            raise ScenarioError(problems)
        g = cls()
        g._load(doc["state"])
        g.rel = doc.get("rel")   # the scenario's REL: remedy/backup actions without their own follow it
        return g

    def _load(self, st):
        st = copy.deepcopy(st)
        self.players = []
        for p in st["players"]:
            q = {"id": p["id"], "life": p.get("life", 20), "poison": p.get("poison", 0),
                 "library": p.get("library", 40)}
            if isinstance(q["library"], list):   # the whole library, top first (library.py)
                q["library_top"] = [c if isinstance(c, dict) else {"card": c} for c in q["library"]]
                q["library"] = len(q["library"])
            for k, v in p.items():
                if k not in q and k not in ("hand", "graveyard", "exile", "library_top"):
                    q[k] = v
            if p.get("library_top"):   # the known cards on top of `library` cards (library.py)
                q["library_top"] = [c if isinstance(c, dict) else {"card": c} for c in p["library_top"]]
            q.setdefault("mana", None)
            if q["mana"] is not None:
                q["mana"] = pool_text(parse_pool(q["mana"]))
            q.setdefault("lands_played", 0)
            for zone in ("hand", "graveyard", "exile"):
                q[zone] = [c if isinstance(c, dict) else {"card": c} for c in p.get(zone, [])]
            self.players.append(q)
        self.turn = st.get("turn", 1)
        self.active = st["active"]
        self.step = st.get("step", "main1")
        self.priority = st.get("priority", self.active)
        self.battlefield = [self._perm_from(o) for o in st.get("battlefield", [])]
        self.stack = [self._stackobj_from(o) for o in st.get("stack", [])]
        self.combat = None
        c = st.get("combat")
        if c is not None or self.step in COMBAT_STEPS:
            c = c or {}
            si = STEPS.index(self.step)
            attackers = [dict(a) for a in c.get("attackers", [])]
            for a in attackers:
                a.setdefault("defending", self._opponents(self.active)[0])
            blockers = [dict(b) for b in c.get("blockers", [])]
            self.combat = {
                "attackers": attackers, "blockers": blockers,
                "attackers_declared": c.get("attackers_declared", bool(attackers) or si > STEPS.index("declare_attackers")),
                "blockers_declared": c.get("blockers_declared", bool(blockers) or si > STEPS.index("declare_blockers")),
                "blocked": c.get("blocked", sorted({b["blocking"] for b in blockers})),
                "first_strike_done": c.get("first_strike_done", []),
                "assignments": c.get("assignments", {}),
            }
        self.result = {"over": False, "winner": None, "losers": []}
        r = st.get("result")
        if isinstance(r, dict):
            self.result.update({k: r[k] for k in ("over", "winner", "losers") if k in r})
        self.cleanup_again = bool(st.get("cleanup_again", False))
        self.prevent_combat_damage = bool(st.get("prevent_combat_damage", False))   # Fog (615.1a), this turn
        self.prevent_sources = list(st.get("prevent_sources") or [])   # sources whose damage is prevented this turn
        # "prevent all combat damage that would be dealt by <it>", "... all [combat] damage that would be
        # dealt to <it> this turn" (615.1a): ids, until the cleanup step (514.2)
        self.prevent_combat_sources = list(st.get("prevent_combat_sources") or [])
        self.prevent_to = list(st.get("prevent_to") or [])
        self.prevent_combat_to = list(st.get("prevent_combat_to") or [])
        self.teams = [list(t) for t in st.get("teams") or []]   # Two-Headed Giant (810)
        self._team_base = {}
        self.pregame = bool(st.get("pregame", False))   # mulligans (103.5) before the first turn
        self.history = clean_history(st.get("history"))
        self.day_night = st.get("day_night")   # 730.1: "day", "night" or neither (None)   # what happened earlier this turn (history.py)
        # the command zone (408): emblems, owned and controlled by the player who got them (114.2)
        self.command = [dict(o, controller=o["owner"], _emblem=True) for o in st.get("command") or []]
        self.delayed = [dict(o) for o in st.get("delayed") or []]   # delayed triggered abilities (603.7)
        self.extra_turns = list(st.get("extra_turns") or [])   # extra turns after this one, last first (500.7)
        if st.get("turn_order_from"):   # an extra turn is going on: the normal order goes on from this player
            self.turn_order_from = st["turn_order_from"]
        self.next_choice = st.get("pending_choice")
        self.pending = []
        self.events = []
        self.static_conds = {}   # "<id>#<n>": whether that conditional static ability applied when last said (611.3a)
        # every object gets an id (a card in a zone: common.zone_card_ids, the ids the editor shows)
        ids = zone_card_ids({"players": self.players, "battlefield": self.battlefield, "stack": self.stack})
        for p in self.players:
            for zone in ("hand", "graveyard", "exile", "library_top"):
                for k, c in enumerate(p.get(zone) or ()):
                    if not c.get("id"):
                        c["id"] = ids[(p["id"], zone, k)]
        used = self._all_ids()
        for o in self.stack:
            if not o.get("id"):
                base = _slug(o.get("card") or (str(o.get("source", "")) + "-ability"))
                o["id"] = self._new_id(base, used)
        for o in self.command:
            if not o.get("id"):
                o["id"] = self._new_id(f"{o['owner']}-emblem", used)
        for o in self.delayed:
            if not o.get("id"):
                o["id"] = self._new_id(f"{o['controller']}-delayed", used)
                used.add(o["id"])

    def _perm_from(self, o):
        if o.get("face_down") is True:   # a scenario's face-down permanent, named by its card (708.2a)
            d0 = merged({k: v for k, v in o.items() if k != "face_down"})
            o = turned_down(d0, face_down_by(d0))
        d = merged(o)
        if isinstance(o, dict) and o.get("transformed"):   # its back face up (712.8e)
            d = back_face_up(o, d)
        d.pop("current", None)
        d.pop("names", None)
        d.pop("notes", None) if "notes" not in o else None
        d.setdefault("owner", d["controller"])
        d.setdefault("types", [])
        for k, v in (("keywords", []), ("colors", []), ("subtypes", []), ("counters", {}), ("damage", 0),
                     ("deathtouch_damage", False), ("tapped", False), ("summoning_sick", False),
                     ("legendary", False), ("token", False)):
            d.setdefault(k, copy.deepcopy(v))
        d["keywords"] = [k.lower() for k in d["keywords"]]
        d["counters"] = {k: n for k, n in d["counters"].items()}
        if "planeswalker" in d["types"] and "loyalty" not in d["counters"]:
            d["counters"]["loyalty"] = d.get("loyalty", 0)
        return d

    def _stackobj_from(self, o):
        d = dict(o) if "ability" in o else merged(o)
        d.pop("names", None)
        d.setdefault("targets", [])
        if "ability" not in d:
            d.setdefault("kind", self._kind(d))
        if "ability" not in d and d.get("modes") and "effects" not in o:   # a modal spell put on the stack (700.2a)
            from .casting import _shift
            chosen = d.get("modes_chosen") or list(range(min(d.get("choose", 1), len(d["modes"]))))
            d["modes_chosen"], d["effects"], tg = list(chosen), [], []
            for i in chosen:
                m = d["modes"][i]
                d["effects"] += [_shift(e, len(tg)) for e in m.get("effects") or []]
                tg += list(m.get("target") or [])
            d["target"] = tg or None
        if "ability" in d or d.get("kind") not in PERMANENT_KINDS:   # a permanent spell keeps what it has
            d.setdefault("effects", [])
        return d

    def to_state(self) -> dict:
        players = []
        for p in self.players:
            q = {"id": p["id"], "life": p["life"], "poison": p["poison"], "library": p["library"]}
            for zone in ("hand", "graveyard", "exile"):
                q[zone] = [_public(c) for c in p[zone]]
            for k, v in p.items():
                if k in q or k.startswith("_") or k == "drew_from_empty":
                    continue
                if k == "library_top":
                    if p.get("library_top"):
                        q["library_top"] = [_public(c) for c in p.get("library_top") or ()]
                    continue
                if k == "mana" and v is None:
                    continue
                if k == "lost" and not v:
                    continue
                q[k] = copy.deepcopy(v)
            players.append(q)
        anthems = self._anthems()
        bf = []
        for o in self.battlefield:
            d = _public(o)
            if "until_eot" in d:   # the effects' sources are the layer view's bookkeeping, not shown in the state
                d["until_eot"] = [{k: v for k, v in e.items() if k != "source"} for e in d["until_eot"]]
            if "creature" in o["types"]:
                p, t = self.pt(o, anthems)
                d["current"] = {"power": p, "toughness": t}
            if "planeswalker" in o["types"]:
                d["loyalty"] = o["counters"].get("loyalty", 0)
            bf.append(d)
        st = {"turn": self.turn, "active": self.active, "step": self.step, "priority": self.priority,
              "players": players, "battlefield": bf, "stack": [_public(o) for o in self.stack]}
        if self.combat is not None:
            st["combat"] = copy.deepcopy(self.combat)
        if self.cleanup_again:
            st["cleanup_again"] = True
        if getattr(self, "prevent_combat_damage", False):
            st["prevent_combat_damage"] = True
        for k in ("prevent_sources", "prevent_combat_sources", "prevent_to", "prevent_combat_to"):
            if self.__dict__.get(k):
                st[k] = list(self.__dict__[k])
        if getattr(self, "teams", None):
            st["teams"] = [list(t) for t in self.teams]
        if getattr(self, "pregame", False):
            st["pregame"] = True
        if self.__dict__.get("history"):
            st["history"] = copy.deepcopy(self.history)
        if self.__dict__.get("day_night"):
            st["day_night"] = self.day_night
        if self.__dict__.get("command"):   # 114.2: its controller is its owner, not a field of its own
            st["command"] = [{k: v for k, v in _public(o).items() if k != "controller"} for o in self.command]
        if self.__dict__.get("delayed"):   # 603.7: waiting for their event
            st["delayed"] = copy.deepcopy(self.delayed)
        if self.__dict__.get("extra_turns"):   # 500.7: still to be taken
            st["extra_turns"] = list(self.extra_turns)
        if self.__dict__.get("turn_order_from"):
            st["turn_order_from"] = self.turn_order_from
        if getattr(self, "next_choice", None) is not None:
            st["pending_choice"] = copy.deepcopy(self.next_choice)
        st["result"] = dict(self.result, losers=list(self.result["losers"]))
        return st

    @staticmethod
    def _kind(d):
        if d.get("kind"):
            return d["kind"]
        types = d.get("types") or []
        for k in ("instant", "sorcery"):
            if k in types:
                return k
        for k in PERMANENT_KINDS:
            if k in types:
                return k
        return "instant" if d.get("effects") else "sorcery"

    def _all_ids(self):
        used = {p["id"] for p in self.players}
        used |= {o["id"] for o in self.battlefield}
        used |= {o.get("id") for o in self.stack}
        used |= {o.get("id") for o in self.__dict__.get("command") or ()}
        used |= {o.get("id") for o in self.__dict__.get("delayed") or ()}
        for p in self.players:
            for zone in ("hand", "graveyard", "exile", "library_top"):
                used |= {c.get("id") for c in p.get(zone) or ()}
        return used

    def _new_id(self, base, used=None):
        return fresh_id(base, self._all_ids() if used is None else used)

    def player(self, pid):
        for p in self.players:
            if p["id"] == pid:
                return p
        return None

    def perm(self, pid):
        if pid is None:
            return None
        for o in self.battlefield:
            if o["id"] == pid:
                return o
        low = str(pid).casefold()
        for o in self.battlefield:
            if o["id"].casefold() == low:
                return o
        return None

    def stack_obj(self, sid):
        for o in self.stack:
            if o.get("id") == sid or str(o.get("id", "")).casefold() == str(sid).casefold():
                return o
        return None

    def _alive(self):
        return [p for p in self.players if not p.get("lost")]

    def team_of(self, pid):
        """The player's team (Two-Headed Giant, 810), or just the player."""
        for t in self.__dict__.get("teams") or ():   # (read while the state is loaded, before teams is set)
            if pid in t:
                return t
        return [pid]

    def _same_team(self, a, b):
        """a and b are the same player or teammates: not opponents (102.3)."""
        return a == b or b in self.team_of(a)

    def _active_team(self):
        """The players whose turn it is: the active team in Two-Headed Giant (805.4a), else the active player."""
        return self.team_of(self.active)

    def _opponents(self, pid):
        return [p["id"] for p in self.players if not self._same_team(pid, p["id"]) and not p.get("lost")] or \
               [p["id"] for p in self.players if not self._same_team(pid, p["id"])]

    def _apnap(self):
        ids = [p["id"] for p in self.players]
        i = ids.index(self.active) if self.active in ids else 0
        return ids[i:] + ids[:i]

    def name(self, oid):
        if isinstance(oid, dict):
            if oid.get("_emblem"):   # 114.3: most emblems have no name
                return emblem_name(oid)
            if oid.get("face_down"):   # 708.2: no name; the judge sees the card (708.5)
                return face_down_name(oid)
            return oid.get("face_name") or oid.get("card") or oid.get("ability") and f"{self.name(oid.get('source'))}" or oid.get("id")
        if self.player(oid):
            return Msg("mtg.player", {"id": oid})
        o = self.find(oid)
        if o:
            return self.name(o)
        return oid

    def find(self, oid):
        """The object with this id in any zone (the battlefield, the stack, a player's hand,
        graveyard or exile, the command zone), or None."""
        o = self.perm(oid) or self.stack_obj(oid)
        if o is not None:
            return o
        o = self.emblem(oid)
        if o is not None:
            return o
        for p in self.players:
            for zone in ("hand", "graveyard", "exile"):
                for c in p[zone]:
                    if c.get("id") == oid:
                        return c
        return None

    def ev(self, type_, key, rule, topic, objects=(), extra=None, **params):
        e = Event(type_, key, rule, topic, params, list(objects), extra or {})
        self.events.append(e)
        return e

    def _state_copy(self) -> dict:
        """An independent copy of every attribute except `events` (a structural copy, see _cp)."""
        out = {}
        for k, v in self.__dict__.items():
            if k in _NOT_STATE:
                continue
            if type(v) in _ATOMIC:
                out[k] = v
            elif k == "players":
                out[k] = [_cp_player(p) for p in v]
            elif k in ("battlefield", "stack"):
                out[k] = [_cp_obj(o) for o in v]
            else:
                out[k] = _cp(v)
        return out

    def copy(self) -> "MtgGame":
        g = self.__class__.__new__(self.__class__)
        g.__dict__.update(self._state_copy())
        if "events" in self.__dict__:
            g.events = list(self.events)   # events are records of what happened: never mutated
        # The Stepper copies the game after every step and apply() needs a copy of the state before
        # the next action: the same thing. apply() reuses this copy if it still holds equal values.
        self.__dict__["_last_copy"] = weakref.ref(g)
        return g

    def __getstate__(self):   # pickle / copy.deepcopy: without the weak reference to the last copy
        return {k: v for k, v in self.__dict__.items() if k != "_last_copy"}

    def _state(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if k not in _NOT_STATE}

    def _undo_point(self):
        """What apply() restores after an illegal action: the last copy if nothing changed since
        (a cheap comparison in C instead of a copy), else a copy of the state."""
        ref = self.__dict__.pop("_last_copy", None)
        twin = ref() if ref is not None else None
        if twin is not None and type(twin) is type(self) and twin._state() == self._state():
            return twin
        return self._state_copy()

    def start(self):
        self.events = []
        self._cur_action = None
        if not self.result["over"] and not getattr(self, "pregame", False):
            self._priority_point()
        self._note_static_conditions()   # 611.3a: whether each conditional static applies at the start
        self.events += notmodelled.not_modelled_events(self, None, self.events)
        return self.events

    def apply(self, action):
        undo = self._undo_point()
        self.events = []
        self._cur_action = action
        try:
            if self.result["over"]:
                raise illegal("mtg.illegal.game_over", "104.1", "mtg.objective")
            nm = notmodelled.precheck(self, action)
            if nm:
                raise self._not_modelled(*nm)
            self._dispatch(action)
        except IllegalAction as exc:
            self.__dict__.clear()
            self.__dict__.update(undo if type(undo) is dict else undo._state_copy())
            lines = notmodelled.refusal(self, action, exc.key, exc.params)
            if lines:   # the reason given was true only of the modelled part of the card
                exc = self._not_modelled(notmodelled.subject(self, action), lines)
            ev = Event("illegal", exc.key, exc.rule, exc.topic, exc.params, exc.objects,
                       {"lines": list(getattr(exc, "lines", []))} if exc.key == "mtg.illegal.not_modelled" else {})
            self.events = []
            return [ev]
        self._note_static_conditions()   # 611.3a: what the action changed about conditional statics
        self.events += notmodelled.not_modelled_events(self, action, self.events)
        return self.events

    def _not_modelled(self, obj, lines):
        """The refusal of an action that needs lines of a card the engine does not model."""
        exc = illegal("mtg.illegal.not_modelled", notmodelled.RULE, notmodelled.TOPIC,
                      [obj["id"]] if obj.get("id") else [], card=self.name(obj), lines=["“" + str(x) + "”" for x in lines])
        exc.lines = list(lines)
        return exc

    def _dispatch(self, a):
        t = a["type"]
        if getattr(self, "pregame", False) and t not in ("mulligan", "keep", "remedy", "backup"):   # 103.5: mulligans first (a policy remedy may fix a mulligan error)
            raise illegal("mtg.illegal.pregame", "103.5", "mtg.game-start", [])
        ACTIONS[t].run(self, a)
