"""Keyword abilities (CR 702): the set the engine implements, in one place, and the keyword
helpers.

IMPLEMENTED_KEYWORDS is the set of keyword strings a scenario may use (validate.py rejects any other;
judge/mtg/oracle marks a keyword line modelled only if its keyword is here). Parameterised keywords:
"protection from <quality>" (702.16) and "ward <cost>" (702.21). Where each is applied:

    702.2  deathtouch        effects.py (702.2b), sba.py (704.5h), combat.py (702.2c)
    702.3  defender          combat.py (702.3b)
    702.8  flash             casting.py (702.8a)
    702.9  flying            combat.py (702.9b)            702.17 reach  combat.py (702.17b)
    702.4  double strike, 702.7 first strike   combat.py (510.4, 702.4b, 702.7b)
    702.10 haste             combat.py, abilities.py (302.6)
    702.11 hexproof, 702.18 shroud   targets.py (702.11b, 702.18a)
    702.12 indestructible    sba.py, effects.py (702.12b)
    702.13 intimidate        combat.py (702.13b)
    702.15 lifelink          effects.py (702.15b)
    702.16 protection        targets.py (702.16b), combat.py (702.16f), effects.py (702.16e), sba.py (704.5m)
    702.19 trample           combat.py (702.19b-d)
    702.20 vigilance         combat.py (702.20b)
    702.21 ward              triggers.py, this module (702.21a)
    702.61 split second      timing.py (702.61a)
    702.90 infect            effects.py (702.90b-c)
    702.111 menace           combat.py (702.111b)
    702.14 landwalk, 702.28 shadow, 702.31 horsemanship, 702.36 fear, 702.118 skulk, "can't be blocked"
                             combat.py (blocks); 702.136 riot, 702.98 unleash   kwabilities.py (as it enters), combat.py
    issue 21, kwabilities.py: 702.83 exalted, 702.45 bushido N, 702.25 flanking, 702.23 rampage N (combat),
    702.164 toxic N (effects.py), 702.30 echo <cost>, 702.24 cumulative upkeep <cost> (upkeep), 702.41 affinity
    for <word>, 702.51 convoke, 702.126 improvise, 702.66 delve (casting.py), 702.54 bloodthirst N (zones.py), 702.122 crew (an ability with cost
    `crew`), 702.84 unearth (a card's `unearth` cost, the `unearth` action)
    508.1c/d, 509.1b/c       "can't attack", "must attack", "can't block", "must block",
                             "must be blocked if able" (combat.py)
    506.5, 508.1c, 509.1a-b, 502.3   restrictions.py: attacking/blocking alone, "can't be blocked by
                             <creature word>", "can block only ...", "doesn't untap" (combat.py, turn.py)
"""
from __future__ import annotations

import collections
import re

from ..engine.events import Msg
from .layers import current_colors, lost_abilities
from . import protection as P
from .mana import CostError, parse_cost, parse_pool, pay, total_cost
from .registry import effect
from .common import Host
from . import restrictions as R
from .player_statics import PLAYER_STATICS, PREVENT_WORDS

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
KW_TOPIC = {"flying": "mtg.kw.flying", "reach": "mtg.kw.reach", "menace": "mtg.kw.menace",
            "intimidate": "mtg.kw.intimidate", "deathtouch": "mtg.kw.deathtouch",
            "lifelink": "mtg.kw.lifelink", "vigilance": "mtg.kw.vigilance", "haste": "mtg.kw.haste",
            "indestructible": "mtg.kw.indestructible", "first strike": "mtg.kw.first-strike",
            "double strike": "mtg.kw.double-strike", "trample": "mtg.kw.trample", "infect": "mtg.kw.infect",
            "split second": "mtg.kw.split-second", "protection": "mtg.kw.protection"}
# The keyword strings the engine implements (lower case, as in a scenario's `keywords`): THE one list.
# Parameterised keywords are "protection from <quality>" and "ward <cost>" (see is_implemented_keyword).
IMPLEMENTED_KEYWORDS = frozenset((set(KW_TOPIC) - {"protection"}) | {
    "defender", "hexproof", "flash", "shroud", "must attack", "must block", "can't block", "can't attack",
    "wither", "undying", "persist", "can't be countered", "trample over planeswalkers",
    "all creatures able to block it do so", "can block an additional creature", "must be blocked if able",
    # evasion (issue 21; combat.py _block_restriction): landwalk 702.14c, fear 702.36b, shadow 702.28b,
    # horsemanship 702.31b, "can't be blocked" 509.1b, skulk 702.118b
    "plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk", "fear", "shadow", "horsemanship",
    "can't be blocked", "skulk",
    "riot",   # 702.136a: zones.py, as it enters (kwabilities._riot)
    "unleash",   # 702.98a: as it enters (kwabilities._unleash); can't block with a +1/+1 counter (combat.py)
    "prowess",   # 702.108a: casting.py queues its trigger
    # restrictions of a permanent's own static ability (restrictions.py): attacking or blocking alone
    # (506.5), "can't be blocked by more than one creature" / "except by three or more creatures"
    # (509.1b), "can block any number of creatures" (509.1a), "doesn't untap" (502.3)
    *R.FIXED,
    # characteristic-defining abilities (604.3) that work in every zone: devoid 702.114a (validate.merged
    # makes the object colourless), changeling 702.73a (common.has_subtype: every creature type)
    "devoid", "changeling",
    # issue 21, judge/mtg/kwabilities.py: exalted 702.83a, flanking 702.25a, convoke 702.51a,
    # improvise 702.126a, delve 702.66a (a cast's `improvise` / `delve` ids)
    "exalted", "flanking", "convoke", "improvise", "delve",
    "retrace",   # 702.81a: casting.py casts it from the graveyard (the cast's `retrace`: the land card discarded)
    # a permanent's static ability that gives its controller (or every player) a quality: hexproof
    # 702.11c, shroud 702.18a, no maximum hand size 402.2 (KeywordsMixin.player_kws); static prevention
    # effects (615.1a, 615.5; effects.py _static_prevented): of the permanent itself, of the creature an
    # Aura or Equipment is attached to, or of its controller ("... dealt to you"): player_statics.py
    *PREVENT_WORDS, *PLAYER_STATICS,
    # day and night (730; judge/mtg/transform.py): daybound 702.145b-d, nightbound 702.145e-g
    "daybound", "nightbound"})

# Keywords with a number: "bushido 2" (702.45a), "rampage 2" (702.23a), "toxic 1" (702.164a),
# "bloodthirst 1" (702.54a); with a cost: "echo {2}{r}" (702.30a), "cumulative upkeep {1}" /
# "cumulative upkeep - pay 1 life" (702.24a); "affinity for <word>" (702.41a).
NUMBER_KEYWORDS = ("bushido", "rampage", "toxic", "bloodthirst")
_NUMBER_KW = re.compile(r"^(" + "|".join(NUMBER_KEYWORDS) + r") (\d+)$")
# "affinity for <plural>" -> (card type, subtype): the permanents counted (702.41a)
AFFINITY_WORDS = {"artifacts": ("artifact", None), "creatures": ("creature", None), "enchantments": ("enchantment", None),
                  "lands": ("land", None), "planeswalkers": ("planeswalker", None),
                  "artifact creatures": ("artifact creature", None), "equipment": ("artifact", "Equipment"),
                  "plains": ("land", "Plains"), "islands": ("land", "Island"), "swamps": ("land", "Swamp"),
                  "mountains": ("land", "Mountain"), "forests": ("land", "Forest")}
LANDWALK = {"plainswalk": "Plains", "islandwalk": "Island", "swampwalk": "Swamp", "mountainwalk": "Mountain",
            "forestwalk": "Forest"}
PARAMETERISED_KEYWORDS = ("protection from <colour>", "hexproof from <colour>", "ward <mana cost>", "ward {X}",
                          "ward - pay <n> life", "bushido <n>", "rampage <n>", "toxic <n>", "bloodthirst <n>",
                          "echo <mana cost>", "cumulative upkeep <mana cost>", "cumulative upkeep - pay <n> life",
                          "affinity for <" + " / ".join(AFFINITY_WORDS) + ">")
# Words of the keyword vocabulary that, given to a creature by another object (an Aura's or
# Equipment's static ability, a resolved spell), are that object's effects on it rather than
# abilities the creature has: "loses all abilities" (613.1f) does not remove them.
EFFECT_WORDS = frozenset({"can't attack", "can't block", "must attack", "must block",
                          "all creatures able to block it do so", "must be blocked if able", "can't be blocked"})


def is_effect_word(k) -> bool:
    """EFFECT_WORDS and the restrictions of restrictions.py ("enchanted creature doesn't untap ...",
    "enchanted creature can block only creatures with flying"): another object's effect."""
    return k in EFFECT_WORDS or k in PREVENT_WORDS or R.is_restriction(k)


PLAYER_KEYWORDS = frozenset({"hexproof", "shroud"})   # a player's `keywords` (702.11c, 702.18a)


def keyword_problem(k) -> str | None:
    """None if `k` is a keyword string the engine implements, else what is wrong with it (a
    validation message: validate.py reports it with its JSON path)."""
    if not isinstance(k, str):
        return f"expected a keyword string, got {k!r}"
    bare = re.sub(r"\{[^}]*\}", "", k)   # mana symbols keep their capitals: "ward {X}"
    if bare != bare.lower():
        return f'keywords are written in lower case: "{k.lower()}"'
    if k in IMPLEMENTED_KEYWORDS:
        return None
    if k.startswith("hexproof from "):
        q = k[len("hexproof from "):].strip()
        if q in COLOR_WORDS:
            return None
        return f'"{k}" is not modelled: the engine implements hexproof from a colour ({", ".join(COLOR_WORDS)})'
    if k.startswith("protection from "):
        if P.is_protection(k):
            return None
        return (f'"{k}" is not modelled: the engine implements protection from a colour '
                f'({", ".join(COLOR_WORDS)}), everything, a card type ("artifacts"), a creature type ("vampires"), '
                'multicolored, monocolored or colorless (702.16)')
    if _NUMBER_KW.match(k):
        return None
    if k.startswith("affinity for "):
        if k[len("affinity for "):] in AFFINITY_WORDS:
            return None
        return f'"{k}" is not modelled: the engine implements affinity for {", ".join(AFFINITY_WORDS)}'
    for kw in ("echo", "cumulative upkeep"):
        if k.startswith(kw + " "):
            c = upkeep_cost(k, kw)
            if c is None:
                return (f'"{k}": write "{kw} {{2}}{{r}}" (a mana cost without X)'
                        + (' or "cumulative upkeep - pay 1 life"' if kw != "echo" else ""))
            return None
    if k.startswith("ward") and k != "ward":
        wc = _ward_cost(k)
        if wc is not None and wc[0] == "life":
            return None
        if wc is not None:
            try:
                syms = parse_cost(wc[1])
            except CostError as exc:
                return f'"{k}": the ward cost is not a mana cost or "pay N life" ({exc})'
            if "X" in syms and syms != ["X"]:
                return f'"{k}": the engine models "ward {{X}}" (X given by the permanent\'s ward_x) or a fixed cost'
            return None
    if k.startswith("ward"):
        return f'"{k}": write "ward {{2}}" or "ward - pay 3 life"'
    if R.parse(k) is not None:   # "can't be blocked by <creature word>", "can block only <creature word>", ...
        return R.problem(k)
    return (f'keyword "{k}" is not implemented by the engine (known: {", ".join(sorted(IMPLEMENTED_KEYWORDS))}, '
            f'{", ".join(PARAMETERISED_KEYWORDS)})')


def is_implemented_keyword(k) -> bool:
    """True if the keyword string `k` is one the engine applies."""
    return keyword_problem(k) is None


def kwmsg(k):
    if k.startswith("hexproof from "):
        q = k[len("hexproof from "):]
        return Msg("mtg.kw.hexproof_from", {"quality": Msg("mtg.color." + q) if q in COLOR_WORDS else q})
    if k.startswith("protection from "):
        return Msg("mtg.kw.protection_from", {"quality": protection_quality_msg(k[len("protection from "):])})
    if k.startswith("ward"):
        return Msg("mtg.kw.ward", {"cost": re.sub(r"\{[^}]*\}", lambda m: m.group(0).upper(), k[4:].strip(" -:\u2014\u2013")) or "{0}"})
    if k in IMPLEMENTED_KEYWORDS and k not in R.FIXED:
        return Msg("mtg.kw." + k.replace(" ", "_").replace("'", ""))
    m = _NUMBER_KW.match(k)
    if m:
        return Msg("mtg.kw." + m.group(1), {"n": int(m.group(2))})
    if k.startswith("affinity for ") and k[13:] in AFFINITY_WORDS:
        return Msg("mtg.kw.affinity", {"word": Msg("mtg.kw.affinity_word." + k[13:].replace(" ", "_"))})
    for kw in ("echo", "cumulative upkeep"):
        c = upkeep_cost(k, kw)
        if c is not None:
            return Msg("mtg.kw." + kw.replace(" ", "_"), {"cost": cost_words(c)})
    return R.keyword_msg(k) or k


def protection_quality_msg(q):
    """The quality of a protection keyword in the reader's language (mtg.color.*, mtg.prot_q.*,
    a creature type as printed)."""
    if q in COLOR_WORDS:
        return Msg("mtg.color." + q)
    if q in P.TYPE_QUALITIES or q in P.COUNT_QUALITIES or q == "everything":
        return Msg("mtg.prot_q." + q)
    return q.title()


def numbers(ks, name) -> list[int]:
    """The N of each "<name> N" keyword among `ks` ("bushido 1", "toxic 2"): each instance is its own
    ability (702.45b, 702.23c, 702.164b, 702.54c)."""
    out = []
    for k in sorted(ks):
        m = _NUMBER_KW.match(k)
        if m and m.group(1) == name:
            out += [int(m.group(2))] * (ks[k] if isinstance(ks, dict) else 1)   # a Counter: each instance
    return out


def upkeep_cost(k, kw):
    """The cost of an "echo <cost>" / "cumulative upkeep <cost>" keyword: ("mana", "{2}{R}") or
    ("life", n); None if `k` is not that keyword or its cost is not one the engine pays (X, a
    symbol it does not know)."""
    if not k.startswith(kw + " "):
        return None
    rest = k[len(kw):].strip(" -:\u2014\u2013")
    m = re.fullmatch(r"(?:pay )?(\d+) life", rest)
    if m:
        return None if kw == "echo" else ("life", int(m.group(1)))
    try:
        syms = parse_cost(rest)
    except CostError:
        return None
    if not syms or "X" in syms:
        return None
    return ("mana", "".join("{" + x + "}" for x in syms))


def cost_words(c):
    """An upkeep cost as words of the reader's language: "{2}{R}" or "pay 2 life"."""
    return c[1] if c[0] == "mana" else Msg("mtg.kw.pay_life", {"n": c[1]})


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


def _check_ward(v, e, p):
    if isinstance(e.get("cost"), str):
        why = keyword_problem("ward " + e["cost"])
        if why:
            v.add(f"{p}.cost", why)


class KeywordsMixin(Host):
    """Methods of MtgGame for Keyword abilities (CR 702): the set the engine implements, in one place, and the keyword."""

    def kws(self, o, granters=None) -> set:
        """The keywords of `o` in layer 6 order (613.1f). `granters`: the static abilities granting
        keywords ((source, ability) pairs, see _granters), when the caller computed them once for
        many permanents (state-based actions on a large board stay linear)."""
        ks = set(o.get("keywords") or [])
        if o.get("unearthed") or o.get("riot_haste") or o.get("alt_cost") in ("dash", "blitz"):   # 702.84a, 702.136a:
            ks.add("haste")   # "it gains haste" (before later effects); 702.109a / 702.152a: dash / blitz's haste
        lost = False
        kept: set = set()   # restrictions and requirements that are other objects' effects, not abilities
        for e in o.get("until_eot") or []:
            if e.get("lose_abilities"):   # 613.1f, timestamp order: later grants still apply
                ks = set()
                lost = True
            add = e.get("keywords") or ()
            ks.update(add)
            kept.update(k for k in add if is_effect_word(k))   # a resolved spell's effect (611.2a)
        if "trample over planeswalkers" in ks:   # a variant of trample: the trample rules apply (702.19c)
            ks.add("trample")
        if granters is None:
            granters = self._granters() if self._grants_on else ()
        for src, s in granters:
            if self._static_applies(src, s, o):
                if not lost:
                    ks.update(s["keywords"])
                else:   # "enchanted creature can't attack or block" stays with its source (613.1f)
                    kept.update(k for k in s["keywords"] if is_effect_word(k) and src is not o)
        return ks | kept if kept else ks

    def player_kws(self, pid) -> set:
        """A player's qualities: their own `keywords` (hexproof 702.11c, shroud 702.18a) and those
        the static abilities of permanents on the battlefield give them ("You have hexproof.",
        "You have no maximum hand size." of a permanent they control, "Players have no maximum hand
        size." of any permanent, 402.2); an ability the permanent lost gives nothing (613.1f)."""
        p = self.player(pid)
        out = set((p or {}).get("keywords") or ())
        for o in self.battlefield:
            if not (o.get("keywords") or o.get("until_eot")):
                continue
            for k in self.kws(o) & PLAYER_STATICS.keys():
                if k.startswith("players ") or o["controller"] == pid:
                    out.add(PLAYER_STATICS[k])
        return out

    def kw_counts(self, o) -> collections.Counter:
        """The keywords of `o` with how many instances of each it has (613.1f, the same order as
        kws): a triggered keyword triggers once for each instance (702.83a exalted, 702.45b bushido,
        702.25b flanking, 702.23c rampage, 702.24b cumulative upkeep): Sublime Archangel's "other
        creatures you control have exalted" gives a creature with exalted a second one."""
        ks: collections.Counter = collections.Counter(o.get("keywords") or [])
        if o.get("unearthed") or o.get("alt_cost") in ("dash", "blitz"):
            ks["haste"] += 1
        lost = False
        for e in o.get("until_eot") or []:
            if e.get("lose_abilities"):
                ks = collections.Counter()
                lost = True
            ks.update(e.get("keywords") or ())
        if not lost and self._grants_on:
            for src, s in self._granters():
                if self._static_applies(src, s, o):
                    ks.update(s["keywords"])
        have = self.kws(o)   # the set is the authority on which keywords it has at all
        return collections.Counter({k: n for k, n in ks.items() if k in have})

    def _granters(self):
        """(source, static ability) pairs of the battlefield that grant keywords (613.1f), a
        conditional one only while its condition is true (611.3a)."""
        return [(src, s) for src in self._static_sources() if src.get("static") for s in src["static"] if s.get("keywords")
                and not (src.get("until_eot") and lost_abilities(src))
                and ("condition" not in s or self._static_on(src, s))]

    def _grants_flags(self):
        """(some permanent has a static ability granting keywords, ... granting activated or
        triggered abilities) (613.1f) - else kws(), triggers_of() and abilities_of() stay cheap.
        Cached for one battlefield list and length (a permanent entering appends, leaving makes a
        new list), so the state-based action check stays linear."""
        bf = self.battlefield
        n_cmd = len(self.__dict__.get("command") or ())   # emblems' static abilities too (114.4)
        c = self.__dict__.get("_grants_cache")
        if c is not None and c[0] is bf and c[1] == len(bf) and c[3] == n_cmd:
            return c[2]
        kw = ab = False
        for src in self._static_sources():
            for s in src.get("static") or ():
                kw = kw or bool(s.get("keywords"))
                ab = ab or bool(s.get("abilities") or s.get("triggers"))
        self._grants_cache = (bf, len(bf), (kw, ab), n_cmd)
        return kw, ab

    @property
    def _grants_on(self):
        return self._grants_flags()[0]

    @property
    def _ability_grants_on(self):
        return self._grants_flags()[1]

    def _ability_granters(self):
        """(source, static ability) pairs of the battlefield that grant activated or triggered
        abilities ('Enchanted creature has "{T}: Add {G}."', 113.10, 613.1f); not those of a source
        that lost all its abilities (613.8a: the grant waits for that loss and then no longer exists)."""
        return [(src, s) for src in self._static_sources() if src.get("static") for s in src["static"]
                if (s.get("abilities") or s.get("triggers")) and not (src.get("until_eot") and lost_abilities(src))
                and ("condition" not in s or self._static_on(src, s))]   # a conditional one while true (611.3a)

    def layer6_list(self, o, key):
        """The activated ("abilities") or triggered ("triggers") abilities of `o` in layer 6 order
        (613.1f), each as (ability, whether `o` has it now): its own first (their indices are the
        activate action's `ability` numbers), then those granted by static abilities (an Aura's or
        Equipment's "enchanted/equipped creature has ...", anthems: their sources' timestamps come
        first in the engine's order, 613.7a), then those granted by effects until end of turn in
        timestamp order ('gains "..." until end of turn', 611.2a). A "loses all abilities" effect
        removes every one before it, granted ones included; later grants still apply (613.1f,
        113.10b-c). An ability granted by an Aura or Equipment is the creature's: its controller
        activates it (301.5d, 303.4e) and "this creature" in it is the creature."""
        own = o.get(key) or ()
        eot = o.get("until_eot") or ()
        lost_at = -1
        for j, e in enumerate(eot):
            if e.get("lose_abilities"):
                lost_at = j
        out = [(a, lost_at < 0) for a in own]
        if self._ability_grants_on:
            for src, s in self._ability_granters():
                if s.get(key) and self._static_applies(src, s, o):
                    out += [(a, lost_at < 0) for a in s[key]]
        for j, e in enumerate(eot):
            for a in e.get(key) or ():
                out.append((a, j > lost_at))
        return out

    def triggers_of(self, o):
        """The triggered abilities `o` has now (layer6_list), the only way the engine reads them."""
        if not o.get("until_eot") and not self._ability_grants_on:
            return o.get("triggers") or ()
        return [t for t, there in self.layer6_list(o, "triggers") if there]

    def abilities_of(self, o):
        """The activated abilities of `o` as (ability, whether it has it now), in activation-number
        order (layer6_list)."""
        if not o.get("until_eot") and not self._ability_grants_on:
            return [(a, True) for a in o.get("abilities") or ()]
        return self.layer6_list(o, "abilities")

    def hexproof_from(self, o) -> set:
        """Colour letters of the "hexproof from <colour>" abilities of `o` (702.11d)."""
        return {COLOR_WORDS[k[14:]] for k in self.kws(o) if k.startswith("hexproof from ") and k[14:] in COLOR_WORDS}

    def quality_info(self, o) -> dict:
        """What a protection ability checks of a permanent (702.16a): its current colours, types,
        subtypes and keywords (changeling)."""
        info = P.source_info(o, current_colors(o))
        info["keywords"] = list(self.kws(o))
        return info

    def protected_from(self, o, info) -> str | None:
        """The protection keyword of `o` that the source described by `info` meets, else None."""
        return P.matching(self.kws(o), info)

    def pending_quality(self, t) -> dict:
        """The qualities of the source of a triggered ability about to be put on the stack: the
        permanent, else its last known information (702.16a-b)."""
        o = self.perm(t.get("source")) if t.get("source") is not None else None
        if o is not None:
            return self.quality_info(o)
        if t.get("src_types") is None:
            return self.src_quality(t.get("source"), t.get("colors"))
        return {"colors": set(t.get("colors") or ()), "types": set(t["src_types"]),
                "subtypes": list(t.get("src_subtypes") or ()), "keywords": list(t.get("keywords") or ())}

    def src_quality(self, source, colors=None) -> dict:
        """The qualities of the source of a spell or ability given by its id (702.16b): the permanent,
        else the spell, else the last known information an ability on the stack or waiting to be put
        there keeps; only the colours when none is found."""
        o = self.perm(source) if source is not None else None
        if o is not None:
            return self.quality_info(o)
        s = self.stack_obj(source) if source is not None else None
        if s is not None and "ability" not in s:
            return P.source_info(s, colors)
        for x in list(self.stack) + list(self.pending):
            if x.get("source") == source and x.get("src_types") is not None:
                return {"colors": set(colors if colors is not None else x.get("colors") or ()), "types": set(x["src_types"]),
                        "subtypes": list(x.get("src_subtypes") or ()), "keywords": list(x.get("keywords") or ())}
        return {"colors": set(colors or ()), "types": None}

    @effect("ward", rule="702.21a", fields=("of", "cost"), check=_check_ward)
    def _ward(self, e, ctx, keys="ward"):
        """Counter that spell or ability unless its controller pays the ward cost (702.21a). The
        payer answers with a choice ("pay" / "decline", or true / false), else the `pay_ward` of the
        cast/activate action, else pays when able. `keys="unless"`: the same for "counter target
        spell unless its controller pays {N}" (118.12a), with its own messages."""
        s = next((self.stack_obj(x) for x in self._refs(e.get("of"), ctx)), None)
        ward_name = self._source_info(ctx)["name"]
        cost = str(e.get("cost") or "{0}")
        if "{x}" in cost.lower() and keys == "ward":   # 702.21b: X is determined as the ward ability resolves
            src = self.perm(ctx["obj"].get("source"))
            x = int((src or {}).get("ward_x") or 0)
            self.ev("resolve", "mtg.ward.x", "702.21b", "mtg.kw.ward", [ctx["obj"].get("source")], card=ward_name, x=x)
            cost = re.sub(r"\{[xX]\}", "{%d}" % x, cost)
        if "{x}" in cost.lower() and keys == "unless":   # "unless its controller pays {X}": this spell's X (107.3)
            cost = re.sub(r"\{[xX]\}", "{%d}" % int(ctx.get("x") or 0), cost)
        rule, topic = ("702.21a", "mtg.kw.ward") if keys == "ward" else ("118.12a", "mtg.stack")
        if s is None:
            self.ev("resolve", f"mtg.{keys}.gone", rule, topic, [], card=ward_name)
            return
        payer = s["controller"]
        sname = self.name(s) if "ability" not in s else s.get("source_name") or self.name(s.get("source")) or s["id"]
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
        elif "pay_ward" in s and keys == "ward":
            wants = bool(s["pay_ward"])
        else:
            wants = able
            if keys == "unless":   # no choice given: the documented default, said on the step
                self.ev("choice", "mtg.unless.default", rule, topic, [payer], player=self.name(payer), cost=cost)
        if wants and able:
            if syms is not None:
                self._pay_mana(payer, syms, sname)
            else:
                p["life"] -= life
                self._note_life(payer, -life)   # 119.4
                self.ev("life", "mtg.cost.life", "119.4", "mtg.activated-abilities", [payer], player=self.name(payer),
                        amount=life, card=ward_name)
                self._lose_life_triggers(payer, life)
            self.ev("resolve", f"mtg.{keys}.paid", rule, topic, [s["id"], payer], card=ward_name, spell=sname,
                    player=self.name(payer), cost=cost)
            return
        if self._cant_be_countered(s, ward_name):
            return
        self.stack.remove(s)
        self.ev("countered", f"mtg.{keys}.countered" if able else f"mtg.{keys}.cannot_pay", rule, topic,
                [s["id"], ctx["obj"]["id"]], card=ward_name, spell=sname, player=self.name(payer), cost=cost)
        self._countered_to(s, e.get("zone"))
