"""MtgGame: the Magic: The Gathering rules engine (stack, priority, casting, abilities,
triggers, turn structure, combat and state-based actions). Pure Python."""
from __future__ import annotations

import copy
import re
import weakref

from ..engine.errors import IllegalAction, ScenarioError
from ..engine.events import Event, Msg
from ..engine.game import Game
from . import cards
from .mana import COLORS, LAND_COLORS, CostError, cost_text, parse_cost, parse_pool, pay, pool_text, total_cost
from .validate import COMBAT_STEPS, STEPS, merged, validate

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
KW_TOPIC = {"flying": "mtg.kw.flying", "reach": "mtg.kw.reach", "menace": "mtg.kw.menace",
            "intimidate": "mtg.kw.intimidate", "deathtouch": "mtg.kw.deathtouch",
            "lifelink": "mtg.kw.lifelink", "vigilance": "mtg.kw.vigilance", "haste": "mtg.kw.haste",
            "indestructible": "mtg.kw.indestructible", "first strike": "mtg.kw.first-strike",
            "double strike": "mtg.kw.double-strike", "trample": "mtg.kw.trample", "infect": "mtg.kw.infect",
            "split second": "mtg.kw.split-second", "protection": "mtg.kw.protection"}
KNOWN_KW = set(KW_TOPIC) | {"defender", "hexproof", "flash", "shroud", "must attack", "must block", "can't block",
                             "can't attack"}
TRIGGER_CHOICE_KEYS = ("targets", "order")   # a `choose` dict with these answers trigger choices (603.3b-d)
MAX_HAND = 7
PERMANENT_KINDS = ("creature", "artifact", "enchantment", "land", "planeswalker", "battle")


def illegal(key, rule, topic, objects=(), **params):
    return IllegalAction(key, rule, topic, objects, **params)


def kwmsg(k):
    if k.startswith("protection from "):
        return Msg("mtg.kw.protection_from", {"quality": k[len("protection from "):]})
    if k.startswith("ward"):
        return Msg("mtg.kw.ward", {"cost": k[4:].strip(" -:\u2014\u2013") or "{0}"})
    if k in KNOWN_KW:
        return Msg("mtg.kw." + k.replace(" ", "_").replace("'", ""))
    return k


def stepmsg(s):
    return Msg("mtg.step." + s)


def zonemsg(z):
    return Msg("mtg.zone." + z)


def _slug(s):
    return re.sub(r"[^a-z0-9]+", "-", str(s).casefold()).strip("-") or "card"


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


def _ward_cost(k):
    """("life", n) or ("mana", "{2}") of a keyword "ward {2}" / "ward - pay 3 life"; None if not ward."""
    if not k.startswith("ward"):
        return None
    rest = k[4:].strip(" -:\u2014\u2013")
    if rest.startswith("pay "):
        rest = rest[4:].strip()
    m = re.match(r"^(\d+) life$", rest)
    if m:
        return ("life", int(m.group(1)))
    return ("mana", rest or "{0}")


# Keys whose values validate.py checks to be strings, integers or booleans (and the engine keeps so).
_ATOMIC_KEYS = frozenset({"id", "card", "controller", "power", "toughness", "loyalty", "damage", "tapped",
                          "summoning_sick", "legendary", "token", "deathtouch_damage", "kicked", "x",
                          "mana_cost", "kicker", "flashback", "cycling", "kind"})
_NOT_COPIED = _ATOMIC_KEYS | _SHARED_KEYS
_PRINTED_KEYS = ("types", "subtypes", "power", "toughness", "colors", "keywords", "abilities", "triggers", "effects",
                 "mana_cost", "legendary", "loyalty", "kind", "static")   # what a custom card keeps in other zones
_MISSING = object()
_NOT_STATE = frozenset({"events", "_last_copy", "_cur_action"})   # attributes that are not part of the game state


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
            q[k] = list(v) if k in ("hand", "graveyard", "exile") and type(v) is list else _cp(v)
    return q


class MtgGame(Game):
    game = "mtg"

    # ------------------------------------------------------------------ loading
    @classmethod
    def from_document(cls, doc: dict) -> "MtgGame":
        problems = validate(doc)
        if problems:
            raise ScenarioError(problems)
        g = cls()
        g._load(doc["state"])
        return g

    def _load(self, st):
        st = copy.deepcopy(st)
        self.players = []
        for p in st["players"]:
            q = {"id": p["id"], "life": p.get("life", 20), "poison": p.get("poison", 0),
                 "library": p.get("library", 40)}
            for k, v in p.items():
                if k not in q and k not in ("hand", "graveyard", "exile"):
                    q[k] = v
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
        self.next_choice = st.get("pending_choice")
        self.pending = []
        self.events = []
        # every object gets an id
        used = self._all_ids()
        for p in self.players:
            for zone in ("hand", "graveyard", "exile"):
                for c in p[zone]:
                    if not c.get("id"):
                        c["id"] = self._new_id(f"{p['id']}-{_slug(c.get('card', 'card'))}", used)
        for o in self.stack:
            if not o.get("id"):
                base = _slug(o.get("card") or (str(o.get("source", "")) + "-ability"))
                o["id"] = self._new_id(base, used)

    def _perm_from(self, o):
        d = merged(o)
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
        if "ability" in d or d.get("kind") not in PERMANENT_KINDS:   # a permanent spell keeps what it has
            d.setdefault("effects", [])
        return d

    # ------------------------------------------------------------------ output
    def to_state(self) -> dict:
        players = []
        for p in self.players:
            q = {"id": p["id"], "life": p["life"], "poison": p["poison"], "library": p["library"]}
            for zone in ("hand", "graveyard", "exile"):
                q[zone] = [_public(c) for c in p[zone]]
            for k, v in p.items():
                if k in q or k.startswith("_") or k == "drew_from_empty":
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
        if getattr(self, "next_choice", None) is not None:
            st["pending_choice"] = copy.deepcopy(self.next_choice)
        st["result"] = dict(self.result, losers=list(self.result["losers"]))
        return st

    # ------------------------------------------------------------------ helpers
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
        for p in self.players:
            for zone in ("hand", "graveyard", "exile"):
                used |= {c.get("id") for c in p[zone]}
        return used

    def _new_id(self, base, used=None):
        used = self._all_ids() if used is None else used
        if base not in used:
            used.add(base)
            return base
        n = 2
        while f"{base}-{n}" in used:
            n += 1
        used.add(f"{base}-{n}")
        return f"{base}-{n}"

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

    def _opponents(self, pid):
        return [p["id"] for p in self.players if p["id"] != pid and not p.get("lost")] or \
               [p["id"] for p in self.players if p["id"] != pid]

    def _apnap(self):
        ids = [p["id"] for p in self.players]
        i = ids.index(self.active) if self.active in ids else 0
        return ids[i:] + ids[:i]

    def name(self, oid):
        if isinstance(oid, dict):
            return oid.get("card") or oid.get("ability") and f"{self.name(oid.get('source'))}" or oid.get("id")
        if self.player(oid):
            return Msg("mtg.player", {"id": oid})
        o = self.perm(oid) or self.stack_obj(oid)
        if o:
            return self.name(o)
        for p in self.players:
            for zone in ("hand", "graveyard", "exile"):
                for c in p[zone]:
                    if c.get("id") == oid:
                        return c.get("card") or oid
        return oid

    def ev(self, type_, key, rule, topic, objects=(), extra=None, **params):
        e = Event(type_, key, rule, topic, params, list(objects), extra or {})
        self.events.append(e)
        return e

    # keywords / characteristics (layer 6 granting, layer 7 P/T)
    def kws(self, o) -> set:
        ks = set(o.get("keywords") or [])
        for e in o.get("until_eot") or []:
            ks.update(e.get("keywords") or [])
        return ks

    def protections(self, o) -> set:
        out = set()
        for k in self.kws(o):
            if k.startswith("protection from "):
                q = k[len("protection from "):].strip()
                out.add(COLOR_WORDS.get(q, q.upper() if len(q) == 1 else q))
        return out

    def is_creature(self, o):
        return "creature" in (o.get("types") or [])

    def _anthems(self):
        """Layer 7c bonuses of static abilities: {controller: [p, t]} for anthems and
        {("@", id): [p, t]} for the permanent an Aura or Equipment is attached to."""
        bonus = {}
        for o in self.battlefield:
            for s in o.get("static") or ():
                aff = s.get("affects")
                if aff == "creatures_you_control":
                    b = bonus.setdefault(o["controller"], [0, 0])
                elif aff in (None, "attached") and o.get("attached_to"):
                    b = bonus.setdefault(("@", o["attached_to"]), [0, 0])
                else:
                    continue
                b[0] += s.get("power", 0)
                b[1] += s.get("toughness", 0)
        return bonus

    def pt(self, o, anthems=None):
        """Power and toughness in layer order (CR 613.4): 7a base/printed, 7b setting effects,
        7c modifications and counters, 7d switching."""
        p, t = o.get("power") or 0, o.get("toughness") or 0
        eot = o.get("until_eot") or ()
        for e in eot:
            if "set" in e:
                p, t = e["set"]
        for e in eot:
            if "pump" in e:
                p += e["pump"][0]
                t += e["pump"][1]
        c = o.get("counters") or {}
        n = c.get("+1/+1", 0) - c.get("-1/-1", 0)
        p += n
        t += n
        if anthems is None:
            anthems = self._anthems()
        b = anthems.get(o["controller"])
        if b:
            p += b[0]
            t += b[1]
        if anthems:
            b = anthems.get(("@", o["id"]))
            if b:
                p += b[0]
                t += b[1]
        for e in eot:
            if e.get("switch"):
                p, t = t, p
        return p, t

    # ------------------------------------------------------------------ copies
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

    # ------------------------------------------------------------------ Game API
    def start(self):
        self.events = []
        self._cur_action = None
        if not self.result["over"]:
            self._priority_point()
        return self.events

    def apply(self, action):
        undo = self._undo_point()
        self.events = []
        self._cur_action = action
        try:
            if self.result["over"]:
                raise illegal("mtg.illegal.game_over", "104.1", "mtg.objective")
            self._dispatch(action)
        except IllegalAction as exc:
            self.__dict__.clear()
            self.__dict__.update(undo if type(undo) is dict else undo._state_copy())
            ev = Event("illegal", exc.key, exc.rule, exc.topic, exc.params, exc.objects, {})
            self.events = []
            return [ev]
        return self.events

    def _dispatch(self, a):
        t = a["type"]
        getattr(self, "_act_" + t)(a)

    # ------------------------------------------------------------------ priority point
    def _priority_point(self, who=None):
        """A player would receive priority: SBAs (repeated), then waiting triggers (APNAP), repeated."""
        for _ in range(1000):
            self._sba_loop()
            if self.result["over"]:
                return
            if not self.pending:
                break
            self._put_triggers()
        self.priority = who or self.active

    def _sba_loop(self):
        for _ in range(1000):
            if not self.sba_check():
                return
            if self.result["over"]:
                return

    def sba_check(self) -> bool:
        """One simultaneous state-based action check (CR 704.3). Returns True if any happened."""
        happened = False
        losers = []
        for p in self.players:
            if p.get("lost"):
                continue
            why = []
            if p["life"] <= 0:
                why.append(("mtg.sba.life", "704.5a", {"life": p["life"]}))
            if p.get("drew_from_empty"):
                why.append(("mtg.sba.empty_library", "704.5b", {}))
            if p["poison"] >= 10:
                why.append(("mtg.sba.poison", "704.5c", {"n": p["poison"]}))
            p.pop("drew_from_empty", None)
            if why:
                angel = next((o for o in self.battlefield if o["controller"] == p["id"]
                              and "cant_lose" in (o.get("replacements") or ())), None)
                if angel is None:
                    losers.append(p["id"])
                    for key, rule, params in why:
                        self.ev("sba", key, rule, "mtg.objective", [p["id"]], player=self.name(p["id"]), **params)
                else:   # "can't" beats "can" (101.2): noted once per reason
                    noted = p.setdefault("_cant_lose", [])
                    for key, rule, params in why:
                        if key not in noted:
                            noted.append(key)
                            self.ev("sba", "mtg.sba.cant_lose", "101.2", "mtg.golden-rules", [p["id"], angel["id"]],
                                    player=self.name(p["id"]), card=self.name(angel), why=rule)
            for zone in ("hand", "graveyard", "exile"):
                toks = [c for c in p[zone] if c.get("token")]
                if toks:
                    happened = True
                    p[zone] = [c for c in p[zone] if not c.get("token")]
                    for c in toks:
                        self.ev("sba", "mtg.sba.token", "704.5d", "mtg.zones", [c["id"]], card=c.get("card") or c["id"], zone=zonemsg(zone))
        anthems = self._anthems()
        to_gy, to_destroy = [], []
        legends = {}
        add = self.events.append   # events built directly (the hot path of a big board; same as self.ev)
        for o in self.battlefield:
            c = o["counters"]
            if c and c.get("+1/+1", 0) > 0 and c.get("-1/-1", 0) > 0:
                n = min(c["+1/+1"], c["-1/-1"])
                add(Event("sba", "mtg.sba.counters", "704.5q", "mtg.sba.counters",
                          {"card": o.get("card") or self.name(o), "plus": c["+1/+1"], "minus": c["-1/-1"], "n": n},
                          [o["id"]], {}))
                c["+1/+1"] -= n
                c["-1/-1"] -= n
                for k in ("+1/+1", "-1/-1"):
                    if not c[k]:
                        del c[k]
                happened = True
            types = o["types"]
            if "attached_to" in o:
                r = self._attach_sba(o, to_gy)
                if r:
                    happened = True
                    if r == "gy":
                        continue
            if "creature" in types:
                if o.get("until_eot") or o["controller"] in anthems or ("@", o["id"]) in anthems:
                    t = self.pt(o, anthems)[1]
                else:   # fast path: printed toughness and counters (layer 7c)
                    t = (o.get("toughness") or 0) + (c.get("+1/+1", 0) - c.get("-1/-1", 0) if c else 0)
                if t <= 0:
                    to_gy.append(o)
                    add(Event("sba", "mtg.sba.toughness", "704.5f", "mtg.sba",
                              {"card": o.get("card") or self.name(o), "toughness": t}, [o["id"]], {}))
                    continue
                dmg = o["damage"]
                dt = o.get("deathtouch_damage")
                if dt:
                    o["deathtouch_damage"] = False   # "since the last time state-based actions were checked"
                if dmg >= t or dt:
                    lethal = dmg >= t
                    if "indestructible" in self.kws(o):
                        if not o.get("_indestructible_noted"):
                            add(Event("sba", "mtg.sba.indestructible", "702.12b", "mtg.kw.indestructible",
                                      {"card": o.get("card") or self.name(o), "damage": dmg, "toughness": t},
                                      [o["id"]], {}))
                            o["_indestructible_noted"] = True
                    elif o.get("regen_shields") and self._regenerate(o, "704.5g" if lethal else "704.5h"):
                        happened = True
                    else:
                        to_destroy.append(o)
                        if lethal:
                            add(Event("sba", "mtg.sba.lethal", "704.5g", "mtg.sba",
                                      {"card": o.get("card") or self.name(o), "damage": dmg, "toughness": t},
                                      [o["id"]], {}))
                        else:
                            add(Event("sba", "mtg.sba.deathtouch", "704.5h", "mtg.kw.deathtouch",
                                      {"card": o.get("card") or self.name(o), "damage": dmg, "toughness": t},
                                      [o["id"]], {}))
                        continue
            if "planeswalker" in types and c.get("loyalty", 0) <= 0:
                to_gy.append(o)
                add(Event("sba", "mtg.sba.loyalty", "704.5i", "mtg.sba",
                          {"card": o.get("card") or self.name(o)}, [o["id"]], {}))
                continue
            if o.get("legendary"):
                legends.setdefault((o["controller"], (o.get("card") or o["id"]).casefold()), []).append(o)
        gone = {id(o) for o in to_gy + to_destroy}
        for (ctl, _), group in legends.items():
            group = [o for o in group if id(o) not in gone]
            if len(group) > 1:
                keep = group[-1]
                for o in group[:-1]:
                    to_gy.append(o)
                self.ev("sba", "mtg.sba.legend", "704.5j", "mtg.sba", [o["id"] for o in group],
                        card=self.name(keep), keep=keep["id"], player=self.name(ctl))
        if to_gy or to_destroy:
            happened = True
            destroyed = {id(o) for o in to_destroy}
            self._leave_battlefield([(o, "graveyard", "destroy" if id(o) in destroyed else "sba")
                                     for o in to_gy + to_destroy])
        if losers:
            happened = True
            self._lose(sorted(set(losers), key=losers.index))
        return happened

    def _attach_sba(self, o, to_gy):
        """704.5m / 704.5n for a permanent with `attached_to`. True if something happened."""
        subs = {x.casefold() for x in o.get("subtypes") or ()}
        aura, equip = "aura" in subs, "equipment" in subs
        if not (aura or equip):
            return None
        att = o.get("attached_to")
        t = self.perm(att) if att else None
        why = None
        if t is None:
            p = self.player(att) if att else None
            if p is None or p.get("lost") or equip:
                why = "gone"
        elif t is o:
            why = "self"
        elif aura and not self._type_ok(o.get("enchant") or "creature", t):
            why = "type"
        elif equip and "creature" not in t["types"]:
            why = "type"
        elif self.protections(t) & set(o.get("colors") or ()):
            why = "protection"
        if why is None:
            return None
        target = self.name(att) if att else "-"
        if aura:
            to_gy.append(o)
            self.ev("sba", "mtg.sba.aura." + why, "704.5m", "mtg.sba", [o["id"]] + ([att] if att else []),
                    card=self.name(o), target=target)
            return "gy"
        else:
            o.pop("attached_to", None)
            self.ev("sba", "mtg.sba.equipment." + why, "704.5n", "mtg.sba", [o["id"]] + ([att] if att else []),
                    card=self.name(o), target=target)
        return "unattached"

    def _regenerate(self, o, rule):
        """A regeneration shield replaces the destruction of `o` (614.8, 701.19a): tap it, remove all
        damage, remove it from combat. False if it can't be regenerated (701.19c)."""
        if not o.get("regen_shields"):
            return False
        if o.get("cant_regenerate"):
            self.ev("resolve", "mtg.regenerate.cant", "701.19c", "mtg.kw.indestructible", [o["id"]], card=self.name(o))
            return False
        o["regen_shields"] -= 1
        if not o["regen_shields"]:
            del o["regen_shields"]
        o["tapped"] = True
        o["damage"] = 0
        o["deathtouch_damage"] = False
        c = self.combat
        removed = False
        if c and (c["attackers"] or c["blockers"]):   # 506.4
            n = len(c["attackers"]) + len(c["blockers"])
            c["attackers"] = [a for a in c["attackers"] if a["id"] != o["id"]]
            c["blockers"] = [b for b in c["blockers"] if b["id"] != o["id"]]
            removed = n != len(c["attackers"]) + len(c["blockers"])
        self.ev("resolve", "mtg.regenerate.combat" if removed else "mtg.regenerate.replaced", "614.8",
                "mtg.kw.indestructible", [o["id"]], card=self.name(o), why=rule)
        return True

    def _lose(self, losers):
        for pid in losers:
            self.player(pid)["lost"] = True
            if pid not in self.result["losers"]:
                self.result["losers"].append(pid)
        alive = self._alive()
        if len(alive) <= 1:
            self.result["over"] = True
            self.result["winner"] = alive[0]["id"] if alive else None
            if alive:
                self.ev("game_over", "mtg.game_over.win", "104.2a", "mtg.objective", [alive[0]["id"]],
                        player=self.name(alive[0]["id"]))
            else:
                self.ev("game_over", "mtg.game_over.draw", "104.4a", "mtg.objective", [])

    def _win(self, pid, rule, key):
        self.result["over"] = True
        self.result["winner"] = pid
        for p in self.players:
            if p["id"] != pid:
                p["lost"] = True
                self.result["losers"].append(p["id"])
        self.ev("game_over", key, rule, "mtg.objective", [pid], player=self.name(pid))

    # ------------------------------------------------------------------ zone changes
    def _leave_battlefield(self, moves):
        """moves: [(perm, zone, why)]; simultaneous. Leaves-the-battlefield triggers look back (603.10a)."""
        watchers = []
        for o in self.battlefield:
            trigs = o.get("triggers")
            if trigs and any(t.get("when") in ("creature_dies", "self_dies", "leaves") for t in trigs):
                watchers.append(o)
        leaving = {id(o) for o, _, _ in moves}
        self.battlefield = [o for o in self.battlefield if id(o) not in leaving]
        c = self.combat
        if c and (c["attackers"] or c["blockers"]):   # removed from combat (506.4)
            gone = {o["id"] for o, _, _ in moves}
            c["attackers"] = [a for a in c["attackers"] if a["id"] not in gone]
            c["blockers"] = [b for b in c["blockers"] if b["id"] not in gone]
        owners = {p["id"]: (p, self.name(p["id"])) for p in self.players}
        zmsgs = {}
        add = self.events.append   # as self.ev
        for o, zone, why in moves:
            owner, owner_name = owners.get(o.get("owner") or o["controller"]) or owners[o["controller"]]
            zm = zmsgs.get(zone) or zmsgs.setdefault(zone, zonemsg(zone))
            card = self._card_from_perm(o)
            owner[zone].append(card)
            add(Event("move", _MOVE_KEY.get(why, "mtg.move.to_graveyard"), _MOVE_RULE.get(why, "400.7"), "mtg.zones",
                      {"card": o.get("card") or self.name(o), "zone": zm, "owner": owner_name}, [o["id"]],
                      {"from": "battlefield", "to": zone}))
            if watchers:   # look back in time (603.10a): the sources that left at the same time see it too
                dies = zone == "graveyard" and "creature" in o["types"]
                for src in watchers:
                    for t in src.get("triggers") or ():
                        w = t.get("when")
                        if dies and (w == "creature_dies" or (w == "self_dies" and src is o)):
                            self._queue_trigger(src, t, {"dying": o["id"]})
                        elif w == "leaves" and src is o:
                            self._queue_trigger(src, t, {"dying": o["id"], "zone": zone})

    def _card_from_perm(self, o):
        name = o.get("card")
        keep = {"id": o["id"], "card": name or o["id"]}
        if o.get("token"):
            keep["token"] = True
        if cards.lookup(name) is None:   # a custom card keeps its printed characteristics
            for k in _PRINTED_KEYS:
                v = o.get(k, _MISSING)
                if v is not _MISSING:
                    if isinstance(v, list):
                        if k in ("abilities", "triggers", "effects", "static"):
                            v = copy.deepcopy(v)
                        elif k in ("types", "subtypes", "colors", "keywords"):   # lists of strings (validate.py)
                            v = list(v)
                        elif any(isinstance(x, dict) for x in v):
                            v = [dict(x) if isinstance(x, dict) else x for x in v]
                        else:
                            v = list(v)
                    keep[k] = v
        return keep

    def _enter(self, d, controller, from_zone="stack"):
        d = dict(d)
        d.pop("names", None)
        d["controller"] = controller
        d.setdefault("owner", controller)
        for k in ("targets", "x", "kicked", "kind", "cast_from"):
            d.pop(k, None)
        if not d.get("id"):
            d["id"] = self._new_id(_slug(d.get("card", "token")))
        d["damage"] = 0
        d["deathtouch_damage"] = False
        d["tapped"] = bool(d.get("tapped", False))
        d["summoning_sick"] = "creature" in (d.get("types") or []) or d.get("summoning_sick", False)
        d.pop("until_eot", None)
        perm = self._perm_from(d)
        if "planeswalker" in perm["types"]:
            perm["counters"]["loyalty"] = perm.get("loyalty", 0)   # 306.5b
        self.battlefield.append(perm)
        self.ev("move", "mtg.move.enters", "608.3" if from_zone == "stack" else "305.1", "mtg.zones", [perm["id"]],
                {"from": from_zone, "to": "battlefield"}, card=self.name(perm), player=self.name(controller))
        for t in perm.get("triggers") or ():
            if t.get("when") == "enters":
                self._queue_trigger(perm, t, {})
        return perm

    def _draw(self, pid, n=1):
        p = self.player(pid)
        for _ in range(n):
            if p["library"] <= 0:
                maniac = next((o for o in self.battlefield if o["controller"] == pid
                               and "empty_draw_wins" in (o.get("replacements") or ())), None)
                if maniac:
                    self.ev("game_over", "mtg.replace.lab_maniac", "614.1a", "mtg.objective", [maniac["id"], pid],
                            card=self.name(maniac), player=self.name(pid))
                    self._win(pid, "104.2b", "mtg.game_over.win_effect")
                    return
                p["drew_from_empty"] = True
                self.ev("draw", "mtg.draw.empty", "121.4", "mtg.objective", [pid], player=self.name(pid))
                return
            p["library"] -= 1
            cid = self._new_id(f"{pid}-card")
            p["hand"].append({"id": cid, "card": "(card)", "unknown": True})
            self.ev("move", "mtg.draw", "121.1", "mtg.zones", [pid, cid], {"from": "library", "to": "hand"},
                    player=self.name(pid), left=p["library"])

    # ------------------------------------------------------------------ triggers
    def _queue_trigger(self, src, t, context):
        pend = {"source": src["id"], "controller": src["controller"], "when": t["when"],
                "effects": copy.deepcopy(t.get("effects", [])), "text": t.get("text") or t["when"],
                "context": context, "name": src.get("card") or src["id"],
                "keywords": sorted(self.kws(src)), "colors": list(src.get("colors") or [])}
        if t.get("target"):
            pend["target"] = list(t["target"])
        self.pending.append(pend)
        self.ev("trigger", "mtg.trigger.triggers", "603.2", "mtg.triggered-abilities", [src["id"]],
                card=src.get("card") or src["id"], text=t.get("text") or t["when"])

    def _became_targets(self, obj, targets):
        """Ward (702.21a): a permanent with ward that becomes the target of a spell or ability an
        opponent controls triggers: counter it unless its controller pays the cost."""
        seen = set()
        for tid in targets:
            o = self.perm(tid)
            if o is None or o["id"] in seen or o["controller"] == obj["controller"]:
                continue
            seen.add(o["id"])
            for k in sorted(self.kws(o)):
                wc = _ward_cost(k)
                if wc is None:
                    continue
                cost = f"{wc[1]} life" if wc[0] == "life" else wc[1]
                text = f"Ward - {cost}"
                self.pending.append({"source": o["id"], "controller": o["controller"], "when": "ward",
                                     "effects": [{"do": "ward", "of": obj["id"], "cost": cost}], "text": text,
                                     "context": {"spell": obj["id"]}, "name": o.get("card") or o["id"],
                                     "keywords": sorted(self.kws(o)), "colors": list(o.get("colors") or [])})
                self.ev("trigger", "mtg.trigger.ward", "702.21a", "mtg.kw.ward", [o["id"], obj["id"]],
                        card=self.name(o), spell=self.name(obj) if "ability" not in obj else obj.get("source_name"),
                        cost=cost)

    def _trigger_choice(self):
        """A choice about triggers being put on the stack: the current action's `choose`, or a
        pending `choose` action's dict with `targets` / `order`."""
        a = getattr(self, "_cur_action", None)
        if isinstance(a, dict) and isinstance(a.get("choose"), dict) and any(k in a["choose"] for k in TRIGGER_CHOICE_KEYS):
            return a["choose"], False
        c = getattr(self, "next_choice", None)
        if isinstance(c, dict) and any(k in c for k in TRIGGER_CHOICE_KEYS):
            return c, True
        return None, False

    def _default_targets(self, spec, controller, colors, stack_id):
        """The default targets of a triggered ability: for a player (or any target) the first
        opponent; for a permanent the first legal one an opponent controls, else the first legal
        one; for a spell the topmost legal one an opponent controls, else the topmost. None if a
        target has no legal choice (603.3d)."""
        out = []
        opps = self._opponents(controller)
        for sp in spec:
            cands = []
            if sp in ("any", "player", "opponent"):
                cands += opps
            if sp not in ("player", "opponent", "spell", "stack"):
                perms = [o["id"] for o in self.battlefield if self._type_ok(sp, o, controller)]
                cands += [i for i in perms if self.perm(i)["controller"] != controller] + \
                         [i for i in perms if self.perm(i)["controller"] == controller]
            if sp in ("spell", "stack"):
                objs = [o for o in reversed(self.stack) if o["id"] != stack_id]
                cands += [o["id"] for o in objs if o["controller"] != controller] + \
                         [o["id"] for o in objs if o["controller"] == controller]
            if sp == "player":
                cands.append(controller)
            pick = next((c for c in cands if c not in out and self._target_ok(sp, c, controller, colors, None)[0]), None)
            if pick is None:
                return None
            out.append(pick)
        return out

    def _put_triggers(self):
        order = self._apnap()
        pend, self.pending = self.pending, []
        choice, pending_choice = self._trigger_choice()
        used = False
        wanted = None
        if choice and isinstance(choice.get("order"), list) and len(pend) > 1:
            wanted = [str(x).casefold() for x in choice["order"]]

        def pos(t):
            if wanted is None:
                return 0
            for k in (t["source"], t["text"], t["name"]):
                if str(k).casefold() in wanted:
                    return wanted.index(str(k).casefold())
            return len(wanted)
        idx = {id(t): i for i, t in enumerate(pend)}
        pend.sort(key=lambda t: (order.index(t["controller"]) if t["controller"] in order else 99, pos(t), idx[id(t)]))
        if wanted is not None:
            used = True
            for pid in order:
                mine = [t for t in pend if t["controller"] == pid]
                if len(mine) > 1:
                    self.ev("choice", "mtg.trigger.order", "603.3b", "mtg.triggered-abilities", [t["source"] for t in mine],
                            player=self.name(pid), order=[f"{t['name']}: {t['text']}" for t in mine])
        multi = len({t["controller"] for t in pend}) > 1
        chosen_targets = choice.get("targets") if choice else None
        for t in pend:
            sid = self._new_id(f"{t['source']}-trigger")
            obj = {"id": sid, "ability": t["text"], "source": t["source"], "controller": t["controller"],
                   "targets": [], "effects": t["effects"], "context": t["context"], "source_name": t["name"],
                   "keywords": t["keywords"], "colors": t["colors"], "trigger": t["when"]}
            spec = t.get("target")
            targets = []
            how = "default"
            if spec:
                obj["target"] = list(spec)
                want = None
                if isinstance(chosen_targets, dict):
                    want = next((v for k, v in chosen_targets.items()
                                 if str(k).casefold() in (str(t["source"]).casefold(), str(t["text"]).casefold())), None)
                elif isinstance(chosen_targets, list) and chosen_targets is not None:
                    want, chosen_targets = chosen_targets, None   # a plain list: the first trigger with targets
                if want is not None:
                    want = [want] if isinstance(want, str) else list(want)
                    try:
                        self._check_targets(spec, want, t["controller"], t["colors"], t["name"], rule="603.3d")
                        targets, how = want, "chosen"
                        used = True
                    except IllegalAction:
                        if getattr(self, "_cur_action", None) is not None:
                            raise
                if how == "default":
                    targets = self._default_targets(spec, t["controller"], t["colors"], sid)
                    if targets is None:
                        self.ev("trigger", "mtg.trigger.no_target", "603.3d", "mtg.triggered-abilities", [t["source"]],
                                card=t["name"], text=t["text"])
                        continue
                obj["targets"] = targets
            self.stack.append(obj)
            self.ev("trigger", "mtg.trigger.apnap" if multi else "mtg.trigger.stack", "603.3b" if multi else "603.3",
                    "mtg.triggered-abilities", [sid, t["source"]], card=t["name"], text=t["text"],
                    player=self.name(t["controller"]))
            if targets:
                self.ev("trigger", "mtg.trigger.targets_" + how, "603.3d", "mtg.triggered-abilities", [sid] + targets,
                        card=t["name"], targets=[self.name(x) for x in targets])
                self._became_targets(obj, targets)
        if used and pending_choice:
            self.next_choice = None

    # ------------------------------------------------------------------ timing checks
    def _check_can_act(self, pid, what="cast"):
        if self.step in ("untap",) or (self.step == "cleanup" and not self.cleanup_again):
            raise illegal("mtg.illegal.no_priority_step", "502.4" if self.step == "untap" else "514.3",
                          "mtg.turn.untap" if self.step == "untap" else "mtg.turn.cleanup", [], step=stepmsg(self.step))
        if self.player(pid) is None or self.player(pid).get("lost"):
            raise illegal("mtg.illegal.no_player", "102.1", "mtg.priority", [], player=pid)

    def _split_second(self):
        for o in self.stack:
            if "ability" not in o and "split second" in (o.get("keywords") or []):
                return o
        return None

    def _sorcery_timing(self, pid, obj_name, rule, topic):
        if pid != self.active or self.step not in ("main1", "main2") or self.stack:
            why = ("not_your_turn" if pid != self.active else
                   "stack_not_empty" if self.stack else "not_main")
            raise illegal("mtg.illegal.sorcery_timing." + why, rule, topic, [], card=obj_name,
                          player=self.name(pid), step=stepmsg(self.step), n=len(self.stack))

    # ------------------------------------------------------------------ targets
    def _target_ok(self, spec, tid, controller, src_colors, src_kind):
        """(ok, reason) for one target at casting or resolution."""
        p = self.player(tid)
        if p is not None:
            if p.get("lost"):
                return False, "gone"
            if spec in ("any", "player", None) or (spec == "opponent" and tid != controller):
                return True, ""
            return False, "type"
        o = self.perm(tid)
        if o is not None:
            if not self._type_ok(spec, o, controller):
                return False, "type"
            ks = self.kws(o)
            if "shroud" in ks:
                return False, "shroud"
            if "hexproof" in ks and o["controller"] != controller:
                return False, "hexproof"
            if self.protections(o) & set(src_colors or ()):
                return False, "protection"
            return True, ""
        s = self.stack_obj(tid)
        if s is not None:
            if spec in (None, "stack") or (spec == "spell" and "ability" not in s):
                return True, ""
            return False, "type"
        return False, "gone"

    @staticmethod
    def _type_ok(spec, o, controller=None):
        types = o["types"]
        if spec in (None, "permanent"):
            return True
        if spec == "any":
            return "creature" in types or "planeswalker" in types or "battle" in types
        if spec in ("creature", "planeswalker", "artifact", "enchantment", "land"):
            return spec in types
        if spec == "nonblack creature":
            return "creature" in types and "B" not in (o.get("colors") or [])
        if spec == "artifact or enchantment":
            return "artifact" in types or "enchantment" in types
        if spec == "creature or planeswalker":
            return "creature" in types or "planeswalker" in types
        if spec == "creature you control":
            return "creature" in types and o["controller"] == controller
        return False

    def _check_targets(self, spec, targets, controller, colors, name, rule="601.2c"):
        if spec is not None and len(targets) != len(spec):
            raise illegal("mtg.illegal.target_count", rule, "mtg.casting", [], card=name, n=len(spec), got=len(targets))
        for i, tid in enumerate(targets):
            ok, why = self._target_ok(spec[i] if spec else None, tid, controller, colors, None)
            if not ok:
                r, topic = {"hexproof": ("702.11b", "mtg.kw.hexproof"), "shroud": ("702.18a", "mtg.kw.hexproof"),
                            "protection": ("702.16b", "mtg.kw.protection")}.get(
                    why, (rule, "mtg.casting"))
                raise illegal("mtg.illegal.target." + why, r, topic, [tid], card=name, target=self.name(tid),
                              spec=(spec[i] if spec else ""))

    # ------------------------------------------------------------------ mana
    def _mana_sources(self, pid, exclude=()):
        out = []
        for o in self.battlefield:
            if o["controller"] != pid or o["tapped"] or o["id"] in exclude:
                continue
            if "land" in o["types"]:
                cols = o.get("produces")
                if cols:
                    out.append((o["id"], [set(cols)]))
                    continue
                cs = [LAND_COLORS[s.casefold()] for s in o.get("subtypes") or () if s.casefold() in LAND_COLORS]
                if cs:
                    out.append((o["id"], [set(cs)]))
                    continue
            for i, ab in enumerate(o.get("abilities") or ()):
                if self._is_mana_ability(ab) and (ab.get("cost") or {}).get("tap") and \
                        not (ab.get("cost") or {}).get("mana"):
                    if "creature" in o["types"] and o["summoning_sick"] and "haste" not in self.kws(o):
                        continue
                    units = []
                    for e in ab["effects"]:
                        units += [{u} for u in parse_pool(e.get("mana", ""))]
                    out.append((o["id"], units))
                    break
        return out

    @staticmethod
    def _is_mana_ability(ab):
        effs = ab.get("effects") or []
        return bool(effs) and all(e.get("do") == "add_mana" for e in effs) and not ab.get("target")

    def _pay_mana(self, pid, symbols, name, prefer_life=False, exclude=()):
        """601.2g-h: mana abilities are activated and the locked total cost is paid."""
        p = self.player(pid)
        phy = [s for s in symbols if s.endswith("/P")]
        if p.get("mana") is None:
            life = 0
            if phy and prefer_life:
                life = 2 * len(phy)
            if life:
                p["life"] -= life
                self.ev("life", "mtg.cost.phyrexian_life", "107.4f", "mtg.mana-costs", [pid],
                        player=self.name(pid), amount=life, card=name)
            return
        pool = parse_pool(p["mana"])
        res = pay(symbols, pool, self._mana_sources(pid, exclude), p["life"], prefer_life)
        if res is None:
            raise illegal("mtg.illegal.cannot_pay", "601.2h", "mtg.casting", [], card=name,
                          cost=cost_text(symbols), pool=p["mana"] or "{0}")
        pool_idx, src_ids, leftover, life = res
        for sid in src_ids:
            o = self.perm(sid)
            o["tapped"] = True
            self.ev("mana", "mtg.mana.ability", "605.3a", "mtg.mana-abilities", [sid], card=self.name(o))
        remaining = [u for i, u in enumerate(pool) if i not in set(pool_idx)] + leftover
        p["mana"] = pool_text(remaining)
        if life:
            p["life"] -= life
            self.ev("life", "mtg.cost.phyrexian_life", "107.4f", "mtg.mana-costs", [pid],
                    player=self.name(pid), amount=life, card=name)
        self.ev("mana", "mtg.mana.paid", "601.2h", "mtg.casting", [pid], player=self.name(pid),
                cost=cost_text(symbols), pool=p["mana"] or "{0}")

    def _empty_pools(self):
        for p in self.players:
            if p.get("mana"):
                self.ev("mana", "mtg.mana.empties", "500.4", "mtg.turn", [p["id"]], player=self.name(p["id"]), pool=p["mana"])
                p["mana"] = ""

    # ------------------------------------------------------------------ actions: stack
    def _act_cast(self, a):
        pid = a.get("player") or self.priority
        self._check_can_act(pid)
        p = self.player(pid)
        cref = a["card"]
        from_zone, card_obj = None, None
        want = cref if isinstance(cref, str) else (cref.get("id") or cref.get("card"))
        for zone in ("hand", "graveyard", "exile"):
            if zone == "graveyard" and a.get("from") not in (None, "graveyard"):
                continue
            if zone == "exile" and a.get("from") != "exile":
                continue
            for c in p[zone]:
                if want is not None and (str(c.get("id", "")).casefold() == str(want).casefold()
                                         or str(c.get("card", "")).casefold() == str(want).casefold()):
                    card_obj, from_zone = c, zone
                    break
            if card_obj:
                break
        if card_obj is not None:
            d = merged(card_obj)
            if isinstance(cref, dict):
                d.update({k: v for k, v in cref.items() if k != "id"})
        else:
            d = merged(cref)
            if isinstance(cref, str) and cards.lookup(cref) is None:
                raise illegal("mtg.illegal.unknown_card", "601.2a", "mtg.casting", [], card=cref)
        if d.get("unknown"):
            raise illegal("mtg.illegal.unknown_card", "601.2a", "mtg.casting", [card_obj["id"]], card=d.get("card"))
        name = d.get("card") or d.get("id") or "spell"
        kind = self._kind(d)
        if kind == "land":
            raise illegal("mtg.illegal.land_not_cast", "305.1", "mtg.turn.main", [], card=name)
        ss = self._split_second()
        if ss:
            raise illegal("mtg.illegal.split_second", "702.61a", "mtg.kw.split-second", [ss["id"]],
                          card=name, spell=self.name(ss))
        # timing (117.1a, 307.1)
        if kind != "instant" and "flash" not in [k.lower() for k in d.get("keywords") or []]:
            self._sorcery_timing(pid, name, "307.1" if kind == "sorcery" else "117.1a", "mtg.turn.main")
        flashback = False
        if from_zone == "graveyard":
            if not d.get("flashback"):
                raise illegal("mtg.illegal.from_graveyard", "601.2a", "mtg.casting", [card_obj["id"]], card=name)
            flashback = True
        # 601.2a: moved to the stack; 601.2b: kicker, X; 601.2c targets
        x = a.get("x", 0)
        kicked = bool(a.get("kicked"))
        if kicked and not d.get("kicker"):
            raise illegal("mtg.illegal.no_kicker", "702.33a", "mtg.kw.kicker", [], card=name)
        targets = list(a.get("targets") or [])
        spec = d.get("target")
        self._check_targets(spec, targets, pid, d.get("colors"), name)
        # 601.2f total cost, locked
        try:
            base = parse_cost(d.get("flashback") if flashback else d.get("mana_cost"))
            extra = parse_cost(d.get("kicker")) if kicked else []
        except CostError as exc:
            raise illegal("mtg.illegal.bad_cost", "601.2f", "mtg.casting", [], card=name, cost=str(exc))
        if "X" not in base and x:
            x_used = 0
        else:
            x_used = x
        cost = total_cost(base + extra, x_used)
        sid = card_obj["id"] if card_obj else self._new_id(_slug(name))
        if card_obj:
            p[from_zone] = [c for c in p[from_zone] if c is not card_obj]
        obj = dict(d)
        obj.pop("names", None)
        obj.pop("notes", None)
        obj.update({"id": sid, "controller": pid, "targets": targets, "kind": kind})
        if x_used or "X" in base:
            obj["x"] = x_used
        if kicked:
            obj["kicked"] = True
        if flashback:
            obj["cast_from"] = "graveyard"
        if "pay_ward" in a:
            obj["pay_ward"] = bool(a["pay_ward"])
        obj.setdefault("owner", pid)
        self.stack.append(obj)
        self.ev("cast", "mtg.cast.announce", "601.2a", "mtg.casting", [sid],
                {"from": from_zone or "outside", "to": "stack"}, card=name, player=self.name(pid),
                zone=zonemsg(from_zone or "hand"))
        if flashback:
            self.ev("cast", "mtg.cast.flashback", "702.34a", "mtg.kw.flashback", [sid], card=name, cost=d["flashback"])
        if kicked:
            self.ev("cast", "mtg.cast.kicked", "702.33a", "mtg.kw.kicker", [sid], card=name, cost=d["kicker"])
        if "X" in base:
            self.ev("cast", "mtg.cast.x", "107.3", "mtg.mana-costs", [sid], card=name, x=x_used)
        if targets:
            self.ev("cast", "mtg.cast.targets", "601.2c", "mtg.casting", [sid] + targets, card=name,
                    targets=[self.name(t) for t in targets])
        self.ev("cast", "mtg.cast.total_cost", "601.2f", "mtg.casting", [sid], card=name, cost=cost_text(cost))
        self._pay_mana(pid, cost, name, prefer_life=bool(a.get("pay_life")))
        self.ev("cast", "mtg.cast.done", "601.2i", "mtg.casting", [sid], card=name, player=self.name(pid))
        if targets:
            self._became_targets(obj, targets)
        for o in list(self.battlefield):
            if o["controller"] != pid:
                continue
            for t in o.get("triggers") or ():
                if t.get("when") == "cast_spell" and (not t.get("spell_kinds") or kind in t["spell_kinds"]):
                    self._queue_trigger(o, t, {"spell": sid})
        self._priority_point(pid)

    def _act_resolve(self, a):
        if not self.stack:
            raise illegal("mtg.illegal.empty_stack", "117.4", "mtg.priority", [])
        self._check_can_act(self.active)
        top = self.stack[-1]
        self._resolve_top(a)
        self._priority_point(self.active)

    def _resolve_top(self, a=None):
        top = self.stack.pop()
        name = self.name(top) if "ability" not in top else top.get("source_name") or self.name(top.get("source"))
        is_ability = "ability" in top
        targets = top.get("targets") or []
        spec = top.get("target")
        legal = []
        if targets:
            for i, t in enumerate(targets):
                ok, _ = self._target_ok(spec[i] if spec and i < len(spec) else None, t, top["controller"],
                                        top.get("colors"), None)
                legal.append(t if ok else None)
            if not any(legal):
                self.ev("countered", "mtg.resolve.fizzle", "608.2b", "mtg.stack", [top["id"]] + targets, card=name,
                        targets=[self.name(t) for t in targets])
                self._spell_to_gy(top)
                return
            for t, l in zip(targets, legal):
                if l is None:
                    self.ev("resolve", "mtg.resolve.target_illegal", "608.2b", "mtg.stack", [top["id"], t], card=name,
                            target=self.name(t))
        self.ev("resolve", "mtg.resolve.ability" if is_ability else "mtg.resolve.spell", "608.2", "mtg.stack",
                [top["id"]], card=name, text=top.get("ability", ""), player=self.name(top["controller"]))
        kind = top.get("kind")
        if not is_ability and kind in PERMANENT_KINDS:
            d = {k: v for k, v in top.items() if k not in ("targets", "kind", "cast_from", "x", "kicked", "pay_ward")}
            att = next((t for t in legal if t), None)
            if att and "aura" in {x.casefold() for x in top.get("subtypes") or ()}:
                d["attached_to"] = att   # 608.3c: an Aura spell enters attached to its target
            perm = self._enter(d, top["controller"])
            if perm.get("attached_to"):
                self.ev("effect", "mtg.attach.aura", "608.3c", "mtg.subtypes", [perm["id"], att], card=self.name(perm),
                        target=self.name(att))
            return
        ctx = {"obj": top, "controller": top["controller"], "targets": legal, "x": top.get("x", 0),
               "kicked": bool(top.get("kicked")), "choose": self._choice(a),
               "context": top.get("context") or {}}
        for eff in top.get("effects") or []:
            if self.result["over"]:
                break
            self._effect(eff, ctx)
        if not is_ability:
            self._spell_to_gy(top)

    def _spell_to_gy(self, obj):
        if "ability" in obj:
            return
        owner = self.player(obj.get("owner") or obj["controller"])
        card = {"id": obj["id"], "card": obj.get("card") or obj["id"]}
        if cards.lookup(obj.get("card")) is None:
            for k in ("kind", "colors", "keywords", "effects", "target", "mana_cost", "types", "power", "toughness",
                      "flashback", "kicker", "cycling"):
                if k in obj:
                    card[k] = copy.deepcopy(obj[k])
        zone = "exile" if obj.get("cast_from") == "graveyard" else "graveyard"
        if obj.get("copy"):
            return
        owner[zone].append(card)
        key = "mtg.move.flashback_exile" if zone == "exile" else "mtg.move.spell_to_graveyard"
        self.ev("move", key, "702.34a" if zone == "exile" else "608.2n", "mtg.kw.flashback" if zone == "exile" else "mtg.stack",
                [obj["id"]], {"from": "stack", "to": zone}, card=card["card"], zone=zonemsg(zone))

    # ------------------------------------------------------------------ effects
    def _refs(self, ref, ctx):
        if ref is None:
            return []
        if ref.startswith("target:"):
            i = int(ref.split(":")[1])
            t = ctx["targets"][i] if i < len(ctx["targets"]) else None
            return [t] if t else []
        obj = ctx["obj"]
        if ref == "controller":
            return [ctx["controller"]]
        if ref in ("opponent", "each_opponent"):
            return self._opponents(ctx["controller"])
        if ref == "each_player":
            return [p["id"] for p in self._alive()]
        if ref == "self":
            return [obj.get("source") or obj.get("id")]
        if ref == "that_player":
            return [ctx["context"]["player"]] if ctx["context"].get("player") else []
        if ref == "it":
            return [ctx["context"].get("dying")] if ctx["context"].get("dying") else []
        if ref == "each_creature":
            return [o["id"] for o in self.battlefield if "creature" in o["types"]]
        return [ref]

    def _amount(self, v, ctx):
        return ctx["x"] if v == "X" else (v or 0)

    def _source_info(self, ctx):
        obj = ctx["obj"]
        if "ability" in obj:
            src = self.perm(obj.get("source"))
            if src is not None:
                return {"id": src["id"], "name": self.name(src), "controller": ctx["controller"],
                        "keywords": self.kws(src), "colors": set(src.get("colors") or [])}
            return {"id": obj.get("source"), "name": obj.get("source_name") or obj.get("source"),
                    "controller": ctx["controller"], "keywords": set(obj.get("keywords") or []),
                    "colors": set(obj.get("colors") or [])}
        return {"id": obj["id"], "name": self.name(obj), "controller": ctx["controller"],
                "keywords": set(obj.get("keywords") or []), "colors": set(obj.get("colors") or [])}

    def _effect(self, e, ctx):
        cond = e.get("if")
        if cond == "kicked" and not ctx["kicked"] or cond == "not_kicked" and ctx["kicked"]:
            return
        do = e["do"]
        name = self._source_info(ctx)["name"]
        if do == "damage":
            src = self._source_info(ctx)
            for t in self._refs(e.get("to"), ctx):
                self._deal_damage(src, t, self._amount(e.get("amount"), ctx))
        elif do in ("destroy", "exile", "bounce", "sacrifice"):
            moves = []
            for t in self._refs(e.get("of"), ctx):
                o = self.perm(t)
                if o is None:
                    if do == "exile" and self.stack_obj(t):
                        s = self.stack_obj(t)
                        self.stack.remove(s)
                    continue
                if do == "destroy" and "indestructible" in self.kws(o):
                    self.ev("resolve", "mtg.destroy.indestructible", "702.12b", "mtg.kw.indestructible", [t], card=self.name(o))
                    continue
                if do == "destroy" and o.get("regen_shields"):
                    if e.get("cant_regenerate"):
                        self.ev("resolve", "mtg.regenerate.cant_effect", "701.19c", "mtg.kw.indestructible", [t],
                                card=self.name(o), source=name)
                    elif self._regenerate(o, "701.8a"):
                        continue
                zone = {"exile": "exile", "bounce": "hand"}.get(do, "graveyard")
                moves.append((o, zone, do))
            if moves:
                self._leave_battlefield(moves)
        elif do == "counter":
            for t in self._refs(e.get("of"), ctx):
                s = self.stack_obj(t)
                if s is None:
                    continue
                self.stack.remove(s)
                self.ev("countered", "mtg.counter.countered", "701.6a", "mtg.stack", [t, ctx["obj"]["id"]],
                        card=self.name(s) if "ability" not in s else s.get("source_name", t), by=name)
                self._spell_to_gy(s)
        elif do in ("pump", "set_pt", "switch_pt", "grant"):
            for t in self._refs(e.get("of"), ctx):
                o = self.perm(t)
                if o is None:
                    continue
                eot = o.setdefault("until_eot", [])
                dp, dt = self._amount(e.get("power", 0), ctx), self._amount(e.get("toughness", 0), ctx)
                if do == "pump":
                    eot.append({"pump": [dp, dt]})
                    key, rule = "mtg.effect.pump", "613.4c"
                elif do == "set_pt":
                    eot.append({"set": [dp, dt]})
                    key, rule = "mtg.effect.set_pt", "613.4b"
                elif do == "switch_pt":
                    eot.append({"switch": True})
                    key, rule = "mtg.effect.switch_pt", "613.4d"
                else:
                    eot.append({"keywords": [k.lower() for k in e.get("keywords", [])]})
                    key, rule = "mtg.effect.grant", "613.1f"
                p, tt = self.pt(o)
                self.ev("effect", key, rule, "mtg.layers", [t], card=self.name(o), power=p, toughness=tt,
                        dp=dp, dt=dt,
                        keywords=[kwmsg(k) for k in e.get("keywords", [])])
        elif do == "counters":
            kind = e.get("kind", "+1/+1")
            n = self._amount(e.get("n", 1), ctx)
            for t in self._refs(e.get("of") or e.get("to"), ctx):
                self._add_counters(t, kind, n)
        elif do == "proliferate":
            self._proliferate(ctx)
        elif do in ("gain_life", "lose_life"):
            amt = self._amount(e.get("amount"), ctx)
            for t in self._refs(e.get("to"), ctx):
                p = self.player(t)
                if p is None:
                    continue
                p["life"] += amt if do == "gain_life" else -amt
                self.ev("life", "mtg.life.gain" if do == "gain_life" else "mtg.life.lose", "119.3", "mtg.objective",
                        [t], player=self.name(t), amount=amt, life=p["life"], source=name)
        elif do == "draw":
            for t in self._refs(e.get("to") or "controller", ctx):
                if self.player(t):
                    self._draw(t, self._amount(e.get("n", 1), ctx))
        elif do == "mill":
            for t in self._refs(e.get("to") or "controller", ctx):
                p = self.player(t)
                if p is None:
                    continue
                n = min(self._amount(e.get("n", 1), ctx), p["library"])
                p["library"] -= n
                for _ in range(n):
                    p["graveyard"].append({"id": self._new_id(f"{t}-milled"), "card": "(card)", "unknown": True})
                self.ev("move", "mtg.mill", "701.17a", "mtg.kw.mill", [t], {"from": "library", "to": "graveyard"},
                        player=self.name(t), n=n, left=p["library"])
        elif do == "poison":
            for t in self._refs(e.get("to"), ctx):
                self._add_counters(t, "poison", self._amount(e.get("n", 1), ctx))
        elif do == "create_token":
            tok = dict(copy.deepcopy(e.get("token") or {}))
            tok["token"] = True
            tok.pop("id", None) if self.perm(tok.get("id")) else None
            self._enter(tok, ctx["controller"], from_zone="outside")
        elif do == "scry":
            self.ev("resolve", "mtg.scry", "701.22a", "mtg.kw.scry", [ctx["controller"]],
                    player=self.name(ctx["controller"]), n=self._amount(e.get("n", 1), ctx))
        elif do == "add_mana":
            p = self.player(ctx["controller"])
            units = parse_pool(e.get("mana", ""))
            if p.get("mana") is not None:
                p["mana"] = pool_text(parse_pool(p["mana"]) + units)
            self.ev("mana", "mtg.mana.add", "106.4", "mtg.mana", [ctx["controller"]], player=self.name(ctx["controller"]),
                    mana=pool_text(units))
        elif do == "discard":
            for t in self._refs(e.get("to") or "controller", ctx):
                p = self.player(t)
                if p is None:
                    continue
                n = min(self._amount(e.get("n", 1), ctx), len(p["hand"]))
                for c in p["hand"][len(p["hand"]) - n:]:
                    self._discard(p, c, "701.9a", "mtg.zones")
        elif do == "regenerate":
            for t in self._refs(e.get("of") or "self", ctx):
                o = self.perm(t)
                if o is not None:
                    o["regen_shields"] = o.get("regen_shields", 0) + 1
                    self.ev("effect", "mtg.regenerate.shield", "701.19a", "mtg.kw.indestructible", [t], card=self.name(o),
                            n=o["regen_shields"])
        elif do == "attach":
            eq = next((self.perm(x) for x in self._refs(e.get("of") or "self", ctx)), None)
            to = next((self.perm(x) for x in self._refs(e.get("to"), ctx)), None)
            if eq is not None and to is not None:
                if eq.get("attached_to") == to["id"] or to is eq:
                    self.ev("effect", "mtg.attach.same", "701.3b", "mtg.subtypes", [eq["id"], to["id"]],
                            card=self.name(eq), target=self.name(to))
                else:
                    eq["attached_to"] = to["id"]
                    self.ev("effect", "mtg.attach.attached", "701.3a", "mtg.subtypes", [eq["id"], to["id"]],
                            card=self.name(eq), target=self.name(to))
        elif do == "ward":
            self._ward(e, ctx)
        elif do in ("tap", "untap"):
            for t in self._refs(e.get("of"), ctx):
                o = self.perm(t)
                if o is not None:
                    o["tapped"] = do == "tap"
                    self.ev("effect", "mtg.effect." + do, "701.26a" if do == "tap" else "701.26b", "mtg.zones", [t],
                            card=self.name(o))

    def _ward(self, e, ctx):
        """Counter that spell or ability unless its controller pays the ward cost (702.21a). The
        payer answers with a choice ("pay" / "decline", or true / false), else the `pay_ward` of the
        cast/activate action, else pays when able."""
        s = next((self.stack_obj(x) for x in self._refs(e.get("of"), ctx)), None)
        ward_name = self._source_info(ctx)["name"]
        cost = str(e.get("cost") or "{0}")
        if s is None:
            self.ev("resolve", "mtg.ward.gone", "702.21a", "mtg.kw.ward", [], card=ward_name)
            return
        payer = s["controller"]
        sname = self.name(s) if "ability" not in s else s.get("source_name") or s["id"]
        m = re.match(r"^(\d+) life$", cost)
        p = self.player(payer)
        if m:
            syms, life = None, int(m.group(1))
            able = p["life"] >= life   # 119.4
        else:
            try:
                syms = total_cost(parse_cost(cost), 0)
            except CostError:
                syms = []
            life = 0
            able = p.get("mana") is None or pay(syms, parse_pool(p["mana"]), self._mana_sources(payer), p["life"], False) is not None
        ch = ctx.get("choose")
        if isinstance(ch, list) and len(ch) == 1:
            ch = ch[0]
        if ch in (True, "pay", "yes") or ch in (False, "decline", "no"):
            wants = ch in (True, "pay", "yes")
        elif "pay_ward" in s:
            wants = bool(s["pay_ward"])
        else:
            wants = able
        if wants and able:
            if syms is not None:
                self._pay_mana(payer, syms, sname)
            else:
                p["life"] -= life
                self.ev("life", "mtg.cost.life", "119.4", "mtg.activated-abilities", [payer], player=self.name(payer),
                        amount=life, card=ward_name)
            self.ev("resolve", "mtg.ward.paid", "702.21a", "mtg.kw.ward", [s["id"], payer], card=ward_name, spell=sname,
                    player=self.name(payer), cost=cost)
            return
        self.stack.remove(s)
        self.ev("countered", "mtg.ward.countered" if able else "mtg.ward.cannot_pay", "702.21a", "mtg.kw.ward",
                [s["id"], ctx["obj"]["id"]], card=ward_name, spell=sname, player=self.name(payer), cost=cost)
        self._spell_to_gy(s)

    def _discard(self, p, c, rule, topic):
        p["hand"].remove(c)
        p["graveyard"].append(c)
        self.ev("move", "mtg.discard", rule, topic, [c["id"]], {"from": "hand", "to": "graveyard"},
                player=self.name(p["id"]), card=c.get("card") or c["id"])

    def _add_counters(self, t, kind, n):
        if n == 0:
            return
        p = self.player(t)
        if p is not None:
            if kind == "poison":
                p["poison"] = max(0, p["poison"] + n)
                total = p["poison"]
            else:
                c = p.setdefault("counters", {})
                c[kind] = max(0, c.get(kind, 0) + n)
                total = c[kind]
            self.ev("counters", "mtg.counters.player_poison" if kind == "poison" else "mtg.counters.player",
                    "122.1", "mtg.counters", [t], player=self.name(t), kind=kind, n=n, total=total)
            return
        o = self.perm(t)
        if o is None:
            return
        c = o["counters"]
        c[kind] = max(0, c.get(kind, 0) + n)
        if not c[kind]:
            del c[kind]
        self.ev("counters", "mtg.counters.put" if n > 0 else "mtg.counters.removed", "122.1", "mtg.counters", [t],
                card=self.name(o), kind=kind, n=abs(n), total=c.get(kind, 0))

    def _proliferate(self, ctx):
        choice = ctx.get("choose")
        chosen = None
        if isinstance(choice, list):
            chosen = {str(x).casefold() for x in choice}
        cands = [o["id"] for o in self.battlefield if any(n > 0 for n in o["counters"].values())]
        cands += [p["id"] for p in self.players if not p.get("lost") and
                  (p["poison"] > 0 or any(n > 0 for n in (p.get("counters") or {}).values()))]
        picked = [x for x in cands if chosen is None or x.casefold() in chosen]
        self.ev("choice", "mtg.proliferate.choice" if chosen is not None else "mtg.proliferate.default", "701.34a",
                "mtg.kw.proliferate", picked, chosen=[self.name(x) for x in picked] or "-")
        for x in picked:
            p = self.player(x)
            if p is not None:
                if p["poison"] > 0:
                    self._add_counters(x, "poison", 1)
                for k, n in list((p.get("counters") or {}).items()):
                    if n > 0:
                        self._add_counters(x, k, 1)
            else:
                o = self.perm(x)
                for k, n in list(o["counters"].items()):
                    if n > 0:
                        self._add_counters(x, k, 1)

    def _deal_damage(self, src, tid, amount, combat=False):
        if amount <= 0:
            return 0
        ks = src["keywords"]
        p = self.player(tid)
        ckey = "combat_" if combat else ""
        if p is not None:
            if p.get("lost"):
                return 0
            if "infect" in ks:
                p["poison"] += amount
                self.ev("damage", "mtg.damage.infect_player", "702.90b", "mtg.kw.infect", [src["id"], tid],
                        source=src["name"], player=self.name(tid), amount=amount, total=p["poison"])
            else:
                p["life"] -= amount
                self.ev("damage", f"mtg.damage.{ckey}player", "510.2" if combat else "120.3a", "mtg.combat.damage" if combat else "mtg.objective",
                        [src["id"], tid], source=src["name"], player=self.name(tid), amount=amount, life=p["life"])
            srcp = self.perm(src["id"])
            if srcp is not None:
                for t in srcp.get("triggers") or ():
                    if t.get("when") == "deals_damage_to_player":
                        self._queue_trigger(srcp, t, {"player": tid})
        else:
            o = self.perm(tid)
            if o is None:
                return 0
            prot = self.protections(o) & src["colors"]
            if prot:
                self.ev("damage", "mtg.damage.prevented_protection", "702.16e", "mtg.kw.protection", [src["id"], tid],
                        source=src["name"], card=self.name(o), amount=amount)
                return 0
            if "creature" in o["types"]:
                if "infect" in ks:
                    o["counters"]["-1/-1"] = o["counters"].get("-1/-1", 0) + amount
                    self.ev("damage", "mtg.damage.infect_creature", "702.90c", "mtg.kw.infect", [src["id"], tid],
                            source=src["name"], card=self.name(o), amount=amount)
                else:
                    o["damage"] += amount
                    self.ev("damage", f"mtg.damage.{ckey}creature", "510.2" if combat else "120.3e", "mtg.combat.damage" if combat else "mtg.sba",
                            [src["id"], tid], source=src["name"], card=self.name(o), amount=amount, total=o["damage"])
                if "deathtouch" in ks:
                    o["deathtouch_damage"] = True
            if "planeswalker" in o["types"]:
                before = o["counters"].get("loyalty", 0)
                o["counters"]["loyalty"] = max(0, before - amount)
                self.ev("damage", "mtg.damage.planeswalker", "306.8", "mtg.card-types", [src["id"], tid],
                        source=src["name"], card=self.name(o), amount=amount, total=o["counters"]["loyalty"])
        if "lifelink" in ks:
            c = self.player(src["controller"])
            if c is not None:
                c["life"] += amount
                self.ev("life", "mtg.life.lifelink", "702.15b", "mtg.kw.lifelink", [src["id"], c["id"]],
                        source=src["name"], player=self.name(c["id"]), amount=amount, life=c["life"])
        return amount

    # ------------------------------------------------------------------ activated abilities
    def _act_activate(self, a):
        o = self.perm(a["permanent"])
        if o is None:
            raise illegal("mtg.illegal.no_permanent", "602.2", "mtg.activated-abilities", [], id=a["permanent"])
        pid = a.get("player") or o["controller"]
        self._check_can_act(pid)
        if pid != o["controller"]:
            raise illegal("mtg.illegal.not_controller", "602.2", "mtg.activated-abilities", [o["id"]],
                          card=self.name(o), player=self.name(pid))
        abilities = o.get("abilities") or []
        i = a.get("ability", 0)
        if i >= len(abilities):
            raise illegal("mtg.illegal.no_ability", "602.2", "mtg.activated-abilities", [o["id"]], card=self.name(o), n=i)
        ab = abilities[i]
        cost = ab.get("cost") or {}
        name = self.name(o)
        mana_ab = self._is_mana_ability(ab)
        if not mana_ab:
            ss = self._split_second()
            if ss:
                raise illegal("mtg.illegal.split_second_ability", "702.61a", "mtg.kw.split-second", [ss["id"], o["id"]],
                              card=name, spell=self.name(ss))
        if "loyalty" in cost:
            self._sorcery_timing(pid, name, "606.3", "mtg.activated-abilities")
            if o.get("loyalty_activated"):
                raise illegal("mtg.illegal.loyalty_once", "606.3", "mtg.activated-abilities", [o["id"]], card=name)
            if cost["loyalty"] < 0 and o["counters"].get("loyalty", 0) < -cost["loyalty"]:
                raise illegal("mtg.illegal.loyalty_cost", "606.6", "mtg.activated-abilities", [o["id"]], card=name,
                              n=-cost["loyalty"], have=o["counters"].get("loyalty", 0))
        if ab.get("equip"):   # 702.6a: "Attach to target creature you control. Activate only as a sorcery."
            self._sorcery_timing(pid, name, "702.6a", "mtg.subtypes")
            if o["id"] in [str(x) for x in a.get("targets") or ()] or "creature" in o["types"]:
                raise illegal("mtg.illegal.equip_self", "301.5c", "mtg.subtypes", [o["id"]], card=name)
        elif ab.get("timing") == "sorcery":
            self._sorcery_timing(pid, name, "602.5d", "mtg.activated-abilities")
        if cost.get("tap"):
            if o["tapped"]:
                raise illegal("mtg.illegal.tapped_cost", "602.2b", "mtg.activated-abilities", [o["id"]], card=name)
            if "creature" in o["types"] and o["summoning_sick"] and "haste" not in self.kws(o):
                raise illegal("mtg.illegal.summoning_sick_tap", "302.6", "mtg.kw.summoning-sickness", [o["id"]], card=name)
        targets = list(a.get("targets") or [])
        spec = ab.get("target") or (["creature you control"] if ab.get("equip") else None)
        self._check_targets(spec, targets, pid, o.get("colors"), name, rule="602.2b")
        # sacrifice choice
        sac = []
        s = cost.get("sacrifice")
        if s:
            if s == "self":
                sac = [o]
            else:
                chosen = a.get("sacrifice")
                pool = [x for x in self.battlefield if x["controller"] == pid and (s in ("permanent",) or s in x["types"])]
                if chosen:
                    for cid in chosen:
                        x = self.perm(cid)
                        if x is None or x not in pool:
                            raise illegal("mtg.illegal.sacrifice_choice", "701.21a", "mtg.activated-abilities",
                                          [cid], card=name, what=s, chosen=self.name(cid))
                        sac.append(x)
                else:
                    others = [x for x in pool if x is not o] or pool
                    if not others:
                        raise illegal("mtg.illegal.sacrifice_none", "602.2b", "mtg.activated-abilities", [o["id"]],
                                      card=name, what=s)
                    sac = [others[0]]
        if cost.get("life") and self.player(pid)["life"] < cost["life"]:
            raise illegal("mtg.illegal.life_cost", "119.4", "mtg.activated-abilities", [pid], card=name, n=cost["life"])
        # 602.2a: put on the stack (LKI of the source kept), then 602.2b/601.2h pay the costs
        lki_kw, lki_colors = sorted(self.kws(o)), list(o.get("colors") or [])
        text = ab.get("text") or "ability"
        if mana_ab:
            self.ev("activate", "mtg.activate.mana", "605.3b", "mtg.mana-abilities", [o["id"]], card=name, text=text)
        else:
            sid = self._new_id(f"{o['id']}-ability")
            effects = ab.get("effects") or ([{"do": "attach", "of": "self", "to": "target:0"}] if ab.get("equip") else [])
            obj = {"id": sid, "ability": text, "source": o["id"], "source_name": name, "controller": pid,
                   "targets": targets, "effects": copy.deepcopy(effects), "keywords": lki_kw,
                   "colors": lki_colors}
            if spec:
                obj["target"] = list(spec)
            if "pay_ward" in a:
                obj["pay_ward"] = bool(a["pay_ward"])
            self.stack.append(obj)
            self.ev("activate", "mtg.activate.stack", "602.2a", "mtg.activated-abilities", [sid, o["id"]] + targets,
                    card=name, text=text, player=self.name(pid))
        if cost.get("tap"):
            o["tapped"] = True
            self.ev("activate", "mtg.cost.tap", "602.2b", "mtg.activated-abilities", [o["id"]], card=name)
        if "loyalty" in cost:
            o["loyalty_activated"] = True
            self._add_counters(o["id"], "loyalty", cost["loyalty"])
        if cost.get("mana"):
            try:
                syms = total_cost(parse_cost(cost["mana"]), a.get("x", 0))
            except CostError as exc:
                raise illegal("mtg.illegal.bad_cost", "601.2f", "mtg.casting", [], card=name, cost=str(exc))
            self._pay_mana(pid, syms, name, exclude=(o["id"],) if cost.get("tap") else ())
        if cost.get("life"):
            pl = self.player(pid)
            pl["life"] -= cost["life"]
            self.ev("life", "mtg.cost.life", "119.4", "mtg.activated-abilities", [pid], player=self.name(pid),
                    amount=cost["life"], card=name)
        if sac:
            self.ev("activate", "mtg.cost.sacrifice", "602.2b", "mtg.activated-abilities", [x["id"] for x in sac],
                    card=name, sacrificed=[self.name(x) for x in sac])
            self._leave_battlefield([(x, "graveyard", "sacrifice") for x in sac])
        if not mana_ab and targets:
            self._became_targets(obj, targets)
        if mana_ab:
            ctx = {"obj": {"id": o["id"], "ability": text, "source": o["id"]}, "controller": pid, "targets": [],
                   "x": 0, "kicked": False, "choose": None, "context": {}}
            for e in ab["effects"]:
                self._effect(e, ctx)
            return  # mana abilities don't use the stack; no priority change
        self._priority_point(pid)

    def _act_choose(self, a):
        """Answers the next choice (proliferate, cleanup discard...) of the following action."""
        self.next_choice = a["choice"]
        self.ev("choice", "mtg.choice.recorded", "608.2c", "mtg.stack", [], choice=str(a["choice"]))

    def _choice(self, a):
        if a and a.get("choose") is not None:
            return a["choose"]
        c = getattr(self, "next_choice", None)
        if isinstance(c, dict) and any(k in c for k in TRIGGER_CHOICE_KEYS):
            return None   # waits for the triggers it is about
        self.next_choice = None
        return c

    def _act_cycle(self, a):
        pid = a.get("player") or self.priority
        self._check_can_act(pid)
        p = self.player(pid)
        want = a["card"] if isinstance(a["card"], str) else (a["card"].get("id") or a["card"].get("card"))
        c = next((c for c in p["hand"] if str(want).casefold() in (str(c.get("id")).casefold(), str(c.get("card")).casefold())), None)
        if c is None:
            raise illegal("mtg.illegal.not_in_hand", "702.29a", "mtg.kw.cycling", [], card=want, player=self.name(pid))
        d = merged(c)
        if not d.get("cycling"):
            raise illegal("mtg.illegal.no_cycling", "702.29a", "mtg.kw.cycling", [c["id"]], card=d.get("card"))
        ss = self._split_second()
        if ss:
            raise illegal("mtg.illegal.split_second_ability", "702.61a", "mtg.kw.split-second", [ss["id"]],
                          card=d.get("card"), spell=self.name(ss))
        sid = self._new_id(f"{c['id']}-cycling")
        self.stack.append({"id": sid, "ability": "Cycling: draw a card", "source": c["id"], "source_name": d.get("card"),
                           "controller": pid, "targets": [], "effects": [{"do": "draw", "n": 1, "to": "controller"}],
                           "keywords": [], "colors": list(d.get("colors") or [])})
        self.ev("activate", "mtg.cycling", "702.29a", "mtg.kw.cycling", [sid, c["id"]], card=d.get("card"),
                cost=d["cycling"], player=self.name(pid))
        self._pay_mana(pid, total_cost(parse_cost(d["cycling"])), d.get("card"))
        self._discard(p, c, "702.29a", "mtg.kw.cycling")
        self._priority_point(pid)

    def _act_play_land(self, a):
        pid = a.get("player") or self.priority
        self._check_can_act(pid)
        p = self.player(pid)
        want = a["card"] if isinstance(a["card"], str) else (a["card"].get("id") or a["card"].get("card"))
        c = next((c for c in p["hand"] if str(want).casefold() in (str(c.get("id")).casefold(), str(c.get("card")).casefold())), None)
        d = merged(c) if c else merged(a["card"])
        name = d.get("card") or want
        if "land" not in (d.get("types") or []):
            raise illegal("mtg.illegal.not_a_land", "305.1", "mtg.turn.main", [], card=name)
        if pid != self.active or self.step not in ("main1", "main2") or self.stack:
            raise illegal("mtg.illegal.land_timing", "505.6b", "mtg.turn.main", [], card=name, player=self.name(pid),
                          step=stepmsg(self.step))
        if p.get("lands_played", 0) >= 1:
            raise illegal("mtg.illegal.one_land", "305.2", "mtg.turn.main", [], card=name, player=self.name(pid))
        if c:
            p["hand"].remove(c)
            d["id"] = c["id"]
        p["lands_played"] = p.get("lands_played", 0) + 1
        self._enter(d, pid, from_zone="hand")
        self._priority_point(pid)

    # ------------------------------------------------------------------ turn structure
    def _act_advance(self, a):
        if self.stack:
            raise illegal("mtg.illegal.stack_not_empty_advance", "500.2", "mtg.priority", [o["id"] for o in self.stack],
                          n=len(self.stack))
        self._advance(a.get("discard") or self._choice(a), None)

    def _act_advance_to(self, a):
        target = a["step"]
        for _ in range(60):
            if self.result["over"]:
                return
            if self.stack:
                self._resolve_top(a)
                self._priority_point(self.active)
                continue
            self._advance(a.get("discard"), a.get("choose"))
            if self.step == target:
                return
        raise illegal("mtg.illegal.advance_loop", "500.1", "mtg.turn", [], step=stepmsg(target))

    def _next_step(self):
        s = self.step
        if s == "declare_attackers" and not (self.combat and self.combat["attackers"]):
            return "end_of_combat"   # 508.8
        if s == "declare_blockers":
            return "first_strike_damage" if self._any_first_strike() else "combat_damage"   # 510.4
        if s == "cleanup":
            return None
        return STEPS[STEPS.index(s) + 1]

    def _any_first_strike(self):
        if not self.combat:
            return False
        ids = [x["id"] for x in self.combat["attackers"]] + [x["id"] for x in self.combat["blockers"]]
        for i in ids:
            o = self.perm(i)
            if o and self.kws(o) & {"first strike", "double strike"}:
                return True
        return False

    def _advance(self, discard=None, choose=None):
        self._empty_pools()
        if self.step == "declare_attackers" and self.combat is not None and not self.combat["attackers_declared"]:
            req = self._required_attackers()
            if req:   # 508.1d: no declaration given, the creatures that must attack do (default: the first opponent)
                d = self._opponents(self.active)[0]
                self.ev("attack", "mtg.attack.required_default", "508.1d", "mtg.combat.declare-attackers",
                        [o["id"] for o in req], cards=[self.name(o) for o in req], target=self.name(d))
                self._declare_attackers([(o, d, self.kws(o)) for o in req])
                if self.stack or self.result["over"]:
                    return   # attack triggers wait on the stack in the declare attackers step
            self.combat["attackers_declared"] = True
        if self.step == "declare_blockers" and self.combat is not None and not self.combat["blockers_declared"]:
            req = self._required_blockers()
            if req:   # 509.1c: the creatures that must block do (default: the first attacker each can block)
                self.ev("block", "mtg.block.required_default", "509.1c", "mtg.combat.declare-blockers",
                        [b["id"] for b, _ in req], cards=[self.name(b) for b, _ in req])
                self._declare_blockers(req)
            else:
                self.combat["blockers_declared"] = True
                self.combat["blocked"] = []
                self._unblocked_events()
                self._priority_point()
            if self.stack or self.result["over"]:
                return   # triggers of unblocked attackers wait on the stack in the declare blockers step
        if self.step == "cleanup":
            if self.cleanup_again:
                self.cleanup_again = False
                self._begin_step("cleanup", discard)
                return
            self._new_turn()
            return
        nxt = self._next_step()
        if self.step == "end_of_combat" or nxt == "end_of_combat" and self.step == "declare_attackers":
            pass
        if self.step == "end_of_combat":
            self.combat = None
        if nxt == "end_of_combat" and self.step == "declare_attackers":
            self.ev("step", "mtg.step.no_attackers", "508.8", "mtg.combat", [])
        self._begin_step(nxt, discard)

    def _new_turn(self):
        ids = [p["id"] for p in self.players]
        i = ids.index(self.active)
        for k in range(1, len(ids) + 1):
            cand = ids[(i + k) % len(ids)]
            if not self.player(cand).get("lost"):
                break
        self.turn += 1
        self.active = cand
        for p in self.players:
            p["lands_played"] = 0
        for o in self.battlefield:
            o.pop("loyalty_activated", None)
        self.ev("step", "mtg.turn.new", "500.1", "mtg.turn", [cand], turn=self.turn, player=self.name(cand))
        self._begin_step("untap")

    def _begin_step(self, step, discard=None):
        self.step = step
        self.ev("step", "mtg.step.begin", "500.1", _STEP_TOPIC[step], [], step=stepmsg(step), turn=self.turn,
                player=self.name(self.active))
        ap = self.active
        if step == "untap":
            untapped = []
            for o in self.battlefield:
                if o["controller"] == ap:
                    o["summoning_sick"] = False
                    if o["tapped"]:
                        o["tapped"] = False
                        untapped.append(o["id"])
            self.ev("step", "mtg.untap", "502.3", "mtg.turn.untap", untapped, player=self.name(ap), n=len(untapped))
            self._begin_step("upkeep")
            return
        if step == "upkeep":
            for o in list(self.battlefield):
                if o["controller"] == ap:
                    for t in o.get("triggers") or ():
                        if t.get("when") == "upkeep":
                            self._queue_trigger(o, t, {})
        elif step == "draw":
            if self.turn == 1 and len(self.players) == 2:
                self.ev("step", "mtg.draw.skip_first", "103.8a", "mtg.game-start", [ap], player=self.name(ap))
            else:
                self._draw(ap, 1)
        elif step == "beginning_of_combat":
            self.combat = {"attackers": [], "blockers": [], "attackers_declared": False, "blockers_declared": False,
                           "blocked": [], "first_strike_done": [], "assignments": {}}
        elif step in ("first_strike_damage", "combat_damage"):
            self._combat_damage(step == "first_strike_damage")
        elif step == "end":
            for o in list(self.battlefield):
                if o["controller"] == ap:
                    for t in o.get("triggers") or ():
                        if t.get("when") == "end_step":
                            self._queue_trigger(o, t, {})
        elif step == "cleanup":
            self._cleanup(discard)
            n_before = len(self.events)
            self._priority_point()
            if len(self.events) > n_before or self.stack:
                self.cleanup_again = True
                self.ev("step", "mtg.cleanup.again", "514.3a", "mtg.turn.cleanup", [])
            return
        if not self.result["over"]:
            self._priority_point()

    def _cleanup(self, discard):
        p = self.player(self.active)
        max_hand = p.get("max_hand_size", MAX_HAND)
        extra = len(p["hand"]) - max_hand
        if extra > 0:
            chosen = []
            if discard:
                for want in discard:
                    c = next((c for c in p["hand"] if c not in chosen and str(want).casefold() in
                              (str(c.get("id")).casefold(), str(c.get("card")).casefold())), None)
                    if c is not None:
                        chosen.append(c)
            if len(chosen) != extra:
                if discard:
                    self.ev("choice", "mtg.cleanup.bad_choice", "514.1", "mtg.turn.cleanup", [], n=extra)
                chosen = p["hand"][len(p["hand"]) - extra:]
            self.ev("choice", "mtg.cleanup.discard", "514.1", "mtg.turn.cleanup", [c["id"] for c in chosen],
                    player=self.name(p["id"]), n=extra, size=max_hand, hand=len(p["hand"]))
            for c in chosen:
                self._discard(p, c, "514.1", "mtg.turn.cleanup")
        healed = []
        for o in self.battlefield:
            if o["damage"] or o.get("deathtouch_damage"):
                healed.append(o["id"])
            o["damage"] = 0
            o["deathtouch_damage"] = False
            o.pop("_indestructible_noted", None)
        if healed:
            self.ev("step", "mtg.cleanup.damage", "514.2", "mtg.turn.cleanup", healed,
                    cards=[self.name(i) for i in healed])
        ended = [o["id"] for o in self.battlefield if o.get("until_eot") or o.get("regen_shields")]
        for o in self.battlefield:
            o.pop("until_eot", None)
            o.pop("regen_shields", None)
        if ended:
            self.ev("step", "mtg.cleanup.eot", "514.2", "mtg.turn.cleanup", ended, cards=[self.name(i) for i in ended])

    # ------------------------------------------------------------------ combat
    def _goto_step(self, target, a):
        """Advance (all players passing, resolving anything that goes on the stack) to `target` this turn."""
        for _ in range(30):
            if self.step == target or self.result["over"]:
                return
            if self.stack:
                raise illegal("mtg.illegal.stack_not_empty_advance", "500.2", "mtg.priority",
                              [o["id"] for o in self.stack], n=len(self.stack))
            self._advance(None, None)

    def _act_declare_attackers(self, a):
        si = STEPS.index(self.step)
        target = STEPS.index("declare_attackers")
        if si > target or (si == target and self.combat and self.combat["attackers_declared"]):
            raise illegal("mtg.illegal.attack_step", "508.1", "mtg.combat.declare-attackers", [], step=stepmsg(self.step))
        if self.stack:
            raise illegal("mtg.illegal.stack_not_empty_advance", "500.2", "mtg.priority", [o["id"] for o in self.stack],
                          n=len(self.stack))
        self._goto_step("declare_attackers", a)
        if self.result["over"]:
            return
        ap = self.active
        seen = set()
        decl = []
        for x in a["attackers"]:
            o = self.perm(x["id"])
            if o is None or "creature" not in o["types"]:
                raise illegal("mtg.illegal.attack.not_creature", "508.1a", "mtg.combat.declare-attackers", [x["id"]],
                              card=self.name(x["id"]))
            name = self.name(o)
            if o["controller"] != ap:
                raise illegal("mtg.illegal.attack.not_yours", "508.1a", "mtg.combat.declare-attackers", [o["id"]],
                              card=name, player=self.name(ap))
            if o["id"] in seen:
                raise illegal("mtg.illegal.attack.twice", "508.1a", "mtg.combat.declare-attackers", [o["id"]], card=name)
            seen.add(o["id"])
            ks = self.kws(o)
            if o["tapped"]:
                raise illegal("mtg.illegal.attack.tapped", "508.1a", "mtg.combat.declare-attackers", [o["id"]], card=name)
            if "defender" in ks:
                raise illegal("mtg.illegal.attack.defender", "702.3b", "mtg.combat.declare-attackers", [o["id"]], card=name)
            if "can't attack" in ks:
                raise illegal("mtg.illegal.attack.cant_attack", "508.1c", "mtg.combat.declare-attackers", [o["id"]], card=name)
            if o["summoning_sick"] and "haste" not in ks:
                raise illegal("mtg.illegal.attack.summoning_sick", "302.6", "mtg.kw.summoning-sickness", [o["id"]], card=name)
            d = x.get("defending") or self._opponents(ap)[0]
            dp = self.player(d)
            if dp is not None:
                if d == ap or dp.get("lost"):
                    raise illegal("mtg.illegal.attack.bad_defender", "508.1b", "mtg.combat.declare-attackers", [o["id"]],
                                  card=name, target=self.name(d))
            else:
                pw = self.perm(d)
                if pw is None or "planeswalker" not in pw["types"] and "battle" not in pw["types"] or pw["controller"] == ap:
                    raise illegal("mtg.illegal.attack.bad_defender", "508.1b", "mtg.combat.declare-attackers", [o["id"]],
                                  card=name, target=self.name(d))
                d = pw["id"]
            decl.append((o, d, ks))
        declared = {o["id"] for o, _, _ in decl}
        for o in self._required_attackers():   # 508.1d: as many requirements obeyed as possible
            if o["id"] not in declared:
                raise illegal("mtg.illegal.attack.required", "508.1d", "mtg.combat.declare-attackers", [o["id"]],
                              card=self.name(o))
        self._declare_attackers(decl)

    def _can_attack(self, o):
        ks = self.kws(o)
        return "creature" in o["types"] and not o["tapped"] and not ks & {"defender", "can't attack"} and \
            not (o["summoning_sick"] and "haste" not in ks)

    def _required_attackers(self):
        return [o for o in self.battlefield if o["controller"] == self.active and "must attack" in self.kws(o)
                and self._can_attack(o)]

    def _declare_attackers(self, decl):
        ap = self.active
        self.combat["attackers"] = [{"id": o["id"], "defending": d} for o, d, _ in decl]
        self.combat["attackers_declared"] = True
        for o, d, ks in decl:
            if "vigilance" in ks:
                self.ev("attack", "mtg.attack.vigilance", "702.20b", "mtg.kw.vigilance", [o["id"], d], card=self.name(o),
                        target=self.name(d))
            else:
                o["tapped"] = True
                self.ev("attack", "mtg.attack.declared", "508.1f", "mtg.combat.declare-attackers", [o["id"], d],
                        card=self.name(o), target=self.name(d))
        for o, d, ks in decl:
            for t in o.get("triggers") or ():
                if t.get("when") == "attacks":
                    self._queue_trigger(o, t, {"player": d if self.player(d) else None})
        if not decl:
            self.ev("attack", "mtg.attack.none", "508.8", "mtg.combat", [], player=self.name(ap))
        self._priority_point()

    def _defender_of(self, att):
        d = att["defending"]
        if self.player(d):
            return d
        pw = self.perm(d)
        return pw["controller"] if pw else None

    def _act_declare_blockers(self, a):
        si = STEPS.index(self.step)
        target = STEPS.index("declare_blockers")
        if not self.combat or not self.combat["attackers"] or si < STEPS.index("declare_attackers") or si > target \
                or (si == target and self.combat["blockers_declared"]):
            raise illegal("mtg.illegal.block_step", "509.1", "mtg.combat.declare-blockers", [], step=stepmsg(self.step))
        if self.stack:
            raise illegal("mtg.illegal.stack_not_empty_advance", "500.2", "mtg.priority", [o["id"] for o in self.stack],
                          n=len(self.stack))
        self._goto_step("declare_blockers", a)
        if self.result["over"] or self.step != "declare_blockers":
            return
        attackers = {x["id"]: x for x in self.combat["attackers"]}
        seen = set()
        decl = []
        for x in a["blockers"]:
            b = self.perm(x["id"])
            if b is None or "creature" not in b["types"]:
                raise illegal("mtg.illegal.block.not_creature", "509.1a", "mtg.combat.declare-blockers", [x["id"]],
                              card=self.name(x["id"]))
            bname = self.name(b)
            att = attackers.get(x["blocking"]) or next((v for k, v in attackers.items()
                                                        if k.casefold() == str(x["blocking"]).casefold()), None)
            if att is None:
                raise illegal("mtg.illegal.block.not_attacking", "509.1a", "mtg.combat.declare-blockers", [b["id"]],
                              card=bname, attacker=self.name(x["blocking"]))
            A = self.perm(att["id"])
            aname = self.name(A)
            if b["controller"] != self._defender_of(att):
                raise illegal("mtg.illegal.block.not_defending", "509.1a", "mtg.combat.declare-blockers", [b["id"]],
                              card=bname, attacker=aname)
            if b["id"] in seen:
                raise illegal("mtg.illegal.block.twice", "509.1a", "mtg.combat.declare-blockers", [b["id"]], card=bname)
            seen.add(b["id"])
            if b["tapped"]:
                raise illegal("mtg.illegal.block.tapped", "509.1a", "mtg.combat.declare-blockers", [b["id"]], card=bname)
            exc = self._block_restriction(b, A)
            if exc is not None:
                raise exc
            decl.append((b, A))
        for aid in attackers:
            A = self.perm(aid)
            n = sum(1 for _, x in decl if x is A)
            if A is not None and n == 1 and "menace" in self.kws(A):
                raise illegal("mtg.illegal.block.menace", "702.111b", "mtg.kw.menace", [A["id"]], card=self.name(A))
        blocking = {b["id"] for b, _ in decl}
        for b, _ in self._required_blockers():   # 509.1c
            if b["id"] not in blocking:
                raise illegal("mtg.illegal.block.required", "509.1c", "mtg.combat.declare-blockers", [b["id"]],
                              card=self.name(b))
        self._declare_blockers(decl)

    def _block_restriction(self, b, A):
        """The IllegalAction for b blocking A alone (tapped, evasion, protection, can't block), or None."""
        bname, aname = self.name(b), self.name(A)
        if b["tapped"]:
            return illegal("mtg.illegal.block.tapped", "509.1a", "mtg.combat.declare-blockers", [b["id"]], card=bname)
        aks, bks = self.kws(A), self.kws(b)
        if "can't block" in bks:
            return illegal("mtg.illegal.block.cant_block", "509.1b", "mtg.combat.declare-blockers", [b["id"]], card=bname)
        if "flying" in aks and not bks & {"flying", "reach"}:
            return illegal("mtg.illegal.block.flying", "702.9b", "mtg.kw.flying", [b["id"], A["id"]], card=bname,
                           attacker=aname)
        if "intimidate" in aks and "artifact" not in b["types"] and not set(A.get("colors") or []) & set(b.get("colors") or []):
            return illegal("mtg.illegal.block.intimidate", "702.13b", "mtg.kw.intimidate", [b["id"], A["id"]],
                           card=bname, attacker=aname)
        if self.protections(A) & set(b.get("colors") or []):
            return illegal("mtg.illegal.block.protection", "702.16f", "mtg.kw.protection", [b["id"], A["id"]],
                           card=bname, attacker=aname)
        return None

    def _required_blockers(self):
        """[(creature, first attacker it can block)] for each "must block" creature able to block: one
        that could block an attacker without menace on its own (menace would need another blocker,
        which no requirement asks for)."""
        out = []
        for b in self.battlefield:
            if "creature" not in b["types"] or "must block" not in self.kws(b):
                continue
            for att in self.combat["attackers"]:
                A = self.perm(att["id"])
                if A is None or self._defender_of(att) != b["controller"] or "menace" in self.kws(A):
                    continue
                if self._block_restriction(b, A) is None:
                    out.append((b, A))
                    break
        return out

    def _declare_blockers(self, decl):
        self.combat["blockers"] = [{"id": b["id"], "blocking": A["id"]} for b, A in decl]
        self.combat["blockers_declared"] = True
        self.combat["blocked"] = sorted({A["id"] for _, A in decl})
        for b, A in decl:
            self.ev("block", "mtg.block.declared", "509.1a", "mtg.combat.declare-blockers", [b["id"], A["id"]],
                    card=self.name(b), attacker=self.name(A))
        self._unblocked_events()
        self._priority_point()

    def _unblocked_events(self):
        for att in self.combat["attackers"]:
            aid = att["id"]
            if aid not in self.combat["blocked"]:
                self.ev("block", "mtg.block.unblocked", "509.1h", "mtg.combat.declare-blockers", [aid], card=self.name(aid))
                o = self.perm(aid)
                for t in (o or {}).get("triggers") or ():
                    if t.get("when") == "unblocked":
                        self._queue_trigger(o, t, {"player": self._defender_of(att)})

    def _act_assign_damage(self, a):
        if not self.combat or self.step not in ("declare_blockers", "first_strike_damage") or self.stack:
            raise illegal("mtg.illegal.assign_step", "510.1", "mtg.combat.damage", [], step=stepmsg(self.step))
        att = next((x for x in self.combat["attackers"] if x["id"].casefold() == a["attacker"].casefold()), None)
        A = self.perm(att["id"]) if att else None
        if A is None:
            raise illegal("mtg.illegal.block.not_attacking", "510.1c", "mtg.combat.damage", [], card=a["attacker"],
                          attacker=a["attacker"])
        power = max(0, self.pt(A)[0])
        blockers = [self.perm(b["id"]) for b in self.combat["blockers"] if b["blocking"] == A["id"]]
        blockers = [b for b in blockers if b]
        asg = {}
        defender = att["defending"]
        for k, n in a["assignment"].items():
            if k == "player" or self.player(k) or k == defender:
                asg["__player__"] = asg.get("__player__", 0) + n
            else:
                b = next((b for b in blockers if b["id"].casefold() == k.casefold()), None)
                if b is None:
                    raise illegal("mtg.illegal.assign.not_blocker", "510.1c", "mtg.combat.damage", [A["id"], k],
                                  card=self.name(A), target=self.name(k))
                asg[b["id"]] = asg.get(b["id"], 0) + n
        if sum(asg.values()) != power:
            raise illegal("mtg.illegal.assign.total", "510.1a", "mtg.combat.damage", [A["id"]], card=self.name(A),
                          power=power, got=sum(asg.values()))
        ks = self.kws(A)
        if asg.get("__player__"):
            if "trample" not in ks:
                raise illegal("mtg.illegal.assign.no_trample", "510.1c", "mtg.combat.damage", [A["id"]], card=self.name(A))
            for b in blockers:
                if asg.get(b["id"], 0) < self._lethal(b, ks):
                    raise illegal("mtg.illegal.assign.trample_lethal", "702.19b", "mtg.kw.trample", [A["id"], b["id"]],
                                  card=self.name(A), blocker=self.name(b), lethal=self._lethal(b, ks))
        self.combat["assignments"][A["id"]] = asg
        self.ev("choice", "mtg.assign.chosen", "510.1c", "mtg.combat.damage", [A["id"]] + [b["id"] for b in blockers],
                card=self.name(A), assignment=[f"{self.name(k) if k != '__player__' else self.name(defender)}: {n}"
                                               for k, n in asg.items()])

    def _lethal(self, b, ks):
        if "deathtouch" in ks:
            return 1   # 702.2c
        return max(0, self.pt(b)[1] - b["damage"])

    def _combat_damage(self, first):
        c = self.combat
        if not c:
            return
        done = set(c.get("first_strike_done") or [])
        self.ev("step", "mtg.combat.first_strike_step" if first else "mtg.combat.damage_step",
                "510.4" if first else "510.2", "mtg.combat.damage", [])

        def deals(o):
            ks = self.kws(o)
            if first:
                return bool(ks & {"first strike", "double strike"})
            return "double strike" in ks or o["id"] not in done

        plan = []   # (source perm, target id, amount)
        for att in c["attackers"]:
            A = self.perm(att["id"])
            if A is None or not deals(A):
                continue
            power = self.pt(A)[0]
            if power <= 0:
                continue
            ks = self.kws(A)
            d = att["defending"]
            if att["id"] not in c.get("blocked", []):
                plan.append((A, d, power))
                continue
            blockers = [self.perm(b["id"]) for b in c["blockers"] if b["blocking"] == A["id"]]
            blockers = [b for b in blockers if b]
            if not blockers:
                if "trample" in ks:
                    plan.append((A, d, power))   # 702.19d
                    self.ev("damage", "mtg.combat.trample_no_blockers", "702.19d", "mtg.kw.trample", [A["id"]],
                            card=self.name(A))
                else:
                    self.ev("damage", "mtg.combat.blocked_no_damage", "510.1c", "mtg.combat.damage", [A["id"]],
                            card=self.name(A))
                continue
            asg = c.get("assignments", {}).get(A["id"])
            if asg and all(k == "__player__" or self.perm(k) in blockers for k in asg):
                for k, n in asg.items():
                    plan.append((A, d if k == "__player__" else k, n))
                continue
            left = power
            for i, b in enumerate(blockers):
                last = i == len(blockers) - 1
                lethal = self._lethal(b, ks)
                if last and "trample" not in ks:
                    n = left
                else:
                    n = min(left, lethal)
                if n:
                    plan.append((A, b["id"], n))
                left -= n
            if left > 0 and "trample" in ks:
                plan.append((A, d, left))
                self.ev("damage", "mtg.combat.trample_deathtouch" if "deathtouch" in ks else "mtg.combat.trample_excess",
                        "702.19b", "mtg.kw.trample", [A["id"]], card=self.name(A), amount=left)
        for bl in c["blockers"]:
            B = self.perm(bl["id"])
            A = self.perm(bl["blocking"])
            if B is None or not deals(B) or A is None:
                continue
            power = self.pt(B)[0]
            if power > 0:
                plan.append((B, A["id"], power))
        if first:
            c["first_strike_done"] = sorted({o["id"] for o, _, _ in plan} | done)
        # 510.2: all dealt simultaneously
        for o, t, n in plan:
            src = {"id": o["id"], "name": self.name(o), "controller": o["controller"], "keywords": self.kws(o),
                   "colors": set(o.get("colors") or [])}
            self._deal_damage(src, t, n, combat=True)


_MOVE_KEY = {"destroy": "mtg.move.destroyed", "sacrifice": "mtg.move.sacrificed", "exile": "mtg.move.exiled",
             "bounce": "mtg.move.bounced"}
_MOVE_RULE = {"destroy": "701.8a", "sacrifice": "701.21a", "exile": "400.7", "bounce": "400.7"}


def _public(d):
    return {k: copy.deepcopy(v) for k, v in d.items() if not k.startswith("_")}


_STEP_TOPIC = {"untap": "mtg.turn.untap", "upkeep": "mtg.turn.upkeep", "draw": "mtg.turn.draw",
               "main1": "mtg.turn.main", "main2": "mtg.turn.main", "beginning_of_combat": "mtg.combat",
               "declare_attackers": "mtg.combat.declare-attackers", "declare_blockers": "mtg.combat.declare-blockers",
               "first_strike_damage": "mtg.combat.damage", "combat_damage": "mtg.combat.damage",
               "end_of_combat": "mtg.combat", "end": "mtg.turn.end", "cleanup": "mtg.turn.cleanup"}
