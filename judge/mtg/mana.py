"""Mana costs and mana pools: parsing and paying (CR 107, 601.2g-h, 605)."""
from __future__ import annotations

import re
from itertools import combinations

COLORS = "WUBRG"
_SYM = re.compile(r"\{([^{}]+)\}")
LAND_COLORS = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}


class CostError(ValueError):
    pass


def parse_cost(text: str | None) -> list[str]:
    """'{2}{W/B}{R/P}{X}' -> list of symbols ('2', 'W/B', 'R/P', 'X'). Raises CostError."""
    if not text:
        return []
    if not isinstance(text, str):
        raise CostError(f"expected a mana cost string, got {text!r}")
    syms = _SYM.findall(text)
    if "".join("{" + s + "}" for s in syms) != text.replace(" ", ""):
        raise CostError(f'"{text}" is not a mana cost like "{{2}}{{R}}"')
    out = []
    for s in syms:
        s = s.upper()
        if s.isdigit() or s in ("X", "C") or s in COLORS:
            out.append(s)
        elif re.fullmatch(r"[WUBRG]/[WUBRG]", s) or re.fullmatch(r"[WUBRG]/P", s):
            out.append(s)
        else:
            raise CostError(f'unknown mana symbol "{{{s}}}"')
    return out


def parse_pool(text) -> list[str]:
    """A pool '{U}{U}{1}' -> units ['U', 'U', 'C'] (a number is that much colourless mana)."""
    units = []
    for s in parse_cost(text):
        if s.isdigit():
            units += ["C"] * int(s)
        elif s in COLORS or s == "C":
            units.append(s)
        else:
            raise CostError(f'a mana pool holds plain mana only, not "{{{s}}}"')
    return units


def pool_text(units: list[str]) -> str:
    order = {c: i for i, c in enumerate("WUBRGC")}
    return "".join("{" + u + "}" for u in sorted(units, key=lambda u: order.get(u, 9)))


def total_cost(symbols: list[str], x: int = 0) -> list[str]:
    """Expand X and return the locked total cost (601.2f) as symbols."""
    out = []
    generic = 0
    for s in symbols:
        if s == "X":
            generic += x
        elif s.isdigit():
            generic += int(s)
        else:
            out.append(s)
    if generic:
        out.insert(0, str(generic))
    return out


def cost_text(symbols: list[str]) -> str:
    return "".join("{" + s + "}" for s in symbols) or "{0}"


def mana_value(symbols) -> int:
    n = 0
    for s in symbols:
        n += int(s) if s.isdigit() else (0 if s == "X" else 1)
    return n


def pay(symbols: list[str], pool: list[str], sources: list[tuple[str, list[set]]], life: int,
        prefer_life: bool = False):
    """Find a way to pay `symbols` from the pool units and sources [(source id, [colour sets])].

    Returns (used pool indexes, used source ids, leftover units from used sources, life paid) or None.
    Phyrexian symbols are paid with mana when possible (or life first with prefer_life)."""
    phy = [i for i, s in enumerate(symbols) if s.endswith("/P")]
    options = []
    for k in range(len(phy) + 1):
        for combo in combinations(phy, k):
            options.append(set(combo))
    if prefer_life:
        options.reverse()
    for life_set in options:
        if life_set and 2 * len(life_set) > life:
            continue
        res = _match([s for i, s in enumerate(symbols) if i not in life_set], pool, sources)
        if res is not None:
            return res + (2 * len(life_set),)
    return None


def _match(symbols, pool, sources):
    reqs = []      # list of allowed-colour sets, one per mana
    generic = 0
    for s in symbols:
        if s.isdigit():
            generic += int(s)
        elif s.endswith("/P"):
            reqs.append({s[0]})
        elif "/" in s:
            reqs.append(set(s.split("/")))
        else:
            reqs.append({s})
    units = [(("pool", i), {u}) for i, u in enumerate(pool)]
    for sid, produced in sources:
        for j, cols in enumerate(produced):
            units.append(((sid, j), set(cols)))
    reqs.sort(key=len)
    n_src_units: dict = {}
    for (sid, _), _c in units:
        n_src_units[sid] = n_src_units.get(sid, 0) + 1

    used: set = set()

    def cost_of(u):  # prefer pool mana, then sources
        return 0 if u[0][0] == "pool" else 1

    ordered = sorted(range(len(units)), key=lambda i: (cost_of(units[i]), len(units[i][1])))

    def dfs(k):
        if k == len(reqs):
            return True
        for i in ordered:
            if i in used:
                continue
            if units[i][1] & reqs[k]:
                used.add(i)
                if dfs(k + 1):
                    return True
                used.discard(i)
        return False

    if not dfs(0):
        return None
    # generic mana: pool before sources, and colourless before coloured mana, so that {1} is not
    # paid with {W} while {C} is there (coloured mana is the mana other costs may still need)
    free = sorted((i for i in ordered if i not in used),
                  key=lambda i: (cost_of(units[i]), units[i][1] != {"C"}, len(units[i][1])))
    if len(free) < generic:
        return None
    used |= set(free[:generic])
    pool_idx = sorted(units[i][0][1] for i in used if units[i][0][0] == "pool")
    src_ids = []
    for i in sorted(used):
        sid = units[i][0][0]
        if sid != "pool" and sid not in src_ids:
            src_ids.append(sid)
    # mana a used source made but the cost did not need goes to the pool (its first colour)
    leftover = [sorted(units[i][1])[0] for i in range(len(units))
                if i not in used and units[i][0][0] in src_ids]
    return pool_idx, src_ids, leftover
