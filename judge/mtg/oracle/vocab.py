"""The engine vocabulary the compiler may emit, read from the engine itself (never a copy), so a
compiled definition uses only what the engine implements and validate.py accepts."""
from __future__ import annotations

import re
from functools import lru_cache

from .. import validate as _validate
from ..mana import CostError, parse_cost

from ..keywords import AFFINITY_WORDS, IMPLEMENTED_KEYWORDS, NUMBER_KEYWORDS, is_implemented_keyword, upkeep_cost

KNOWN_KW = IMPLEMENTED_KEYWORDS   # the engine's one keyword list (judge/mtg/keywords.py)
TARGET_SPECS = frozenset(_validate.TARGET_SPECS)
TARGET_WORDS = _validate.TARGET_WORDS
EFFECTS = frozenset(_validate.EFFECTS)
TRIGGERS = frozenset(_validate.TRIGGERS)
ENTERS_WITH_COUNTERS = frozenset(_validate.ENTERS_WITH_COUNTERS - {"time"})   # time counters: only vanishing's (kwexpand)
# an Aura's "enchant" word (checked by the state-based action 704.5m)
ENCHANT_SPECS = frozenset(s for s in TARGET_SPECS if s not in ("player", "opponent", "spell", "stack", "any"))
# Oracle words for keywords whose engine string differs
_SYNONYM: dict[str, str] = {}
_COLOURS = ("white", "blue", "black", "red", "green")
_WARD = re.compile(r"^ward(?: (\{\d+\})|\u2014pay (\d+) life)$")
_CU_LIFE = re.compile(r"^cumulative upkeep\u2014pay (\d+) life\.?$")
_NUMBERED = re.compile(r"^(?:" + "|".join(NUMBER_KEYWORDS) + r") \d+$")


@lru_cache(maxsize=8192)
def canonical_keyword(k: str) -> str:
    k = k.strip().lower()
    m = _WARD.match(k)
    if m:
        return f"ward {m.group(1)}" if m.group(1) else f"ward - pay {m.group(2)} life"
    m = _CU_LIFE.match(k)
    if m:   # "Cumulative upkeep—Pay 1 life." (702.24a)
        return f"cumulative upkeep - pay {m.group(1)} life"
    return _SYNONYM.get(k, k)


@lru_cache(maxsize=8192)
def keyword_ok(k: str) -> bool:
    k = canonical_keyword(k)
    if not is_implemented_keyword(k) or k == "protection":
        return False
    if k in KNOWN_KW:
        return True
    if k.startswith("protection from "):   # a colour, everything, a card type, a creature type, ... (protection.py)
        from ..protection import is_protection
        return is_protection(k)
    if k.startswith("ward"):
        return bool(re.fullmatch(r"ward \{\d+\}|ward - pay \d+ life", k))
    if _NUMBERED.match(k):   # bushido / rampage / toxic / bloodthirst N (issue 21, kwabilities.py)
        return True
    if k.startswith("affinity for "):   # 702.41a
        return k[len("affinity for "):] in AFFINITY_WORDS
    return upkeep_cost(k, "echo") is not None or upkeep_cost(k, "cumulative upkeep") is not None


def check_mana(cost: str):
    """A cost the engine can parse (else the line is not modelled)."""
    from .grammar import nm
    try:
        parse_cost(cost)
    except CostError:
        nm(f"mana cost {cost}")
