"""Checking a scenario's `expect` block against a run (scenario-format.md, "Expectations")."""
from __future__ import annotations


def _norm(x) -> str:
    return str(x).casefold()


def _board(final: dict, game: str) -> list[dict]:
    if game == "bfb":
        out = []
        for p in final.get("players", []):
            for cards in (p.get("field") or {}).values():
                out.extend(cards)
        return out
    return list(final.get("battlefield", []))


def _names(obj) -> set[str]:
    if isinstance(obj, str):
        return {_norm(obj)}
    return {_norm(obj[k]) for k in ("id", "card", "name") if obj.get(k) is not None}


def _player(final: dict, pid: str) -> dict | None:
    for p in final.get("players", []):
        if _norm(p.get("id")) == _norm(pid):
            return p
    return None


def _player_value(p: dict, key: str):
    if key.endswith("_count"):
        zone = key[: -len("_count")]
        return len(p.get(zone) or [])
    if key == "hp" and "character" in p:
        return p["character"].get("hp")
    return p.get(key)


def _object_value(obj: dict, key: str):
    if key in ("power", "toughness"):
        cur = obj.get("current") or {}
        return cur.get(key, obj.get(key))
    return obj.get(key)


def _event_matches(ev: dict, want: dict) -> bool:
    for k, v in want.items():
        if k == "rule":
            if not str(ev.get("rule", "")).startswith(str(v)):
                return False
        elif k == "objects":
            have = {_norm(o) for o in ev.get("objects", [])}
            if not {_norm(o) for o in v} <= have:
                return False
        elif k == "text":
            if _norm(v) not in _norm(ev.get("text", "")):
                return False
        elif ev.get(k) != v:
            return False
    return True


# the keys of an `expect` block (scenario-format.md, "Expectations", and its documented extensions)
EXPECT_KEYS = frozenset({"players", "present", "absent", "objects", "graveyard", "hand", "not_in_graveyard", "discard",
                         "exile", "stack_size", "events", "step_events", "no_events", "illegal_count", "illegal_rules",
                         "result", "turn", "active", "step", "phase", "day_night"})


def check_expect(doc: dict, output: dict) -> list[str]:
    """Every item of doc["expect"] that does not hold for `output` (a judge-run/1 document)."""
    expect = doc.get("expect") or {}
    game = doc.get("game", "mtg")
    final = output["final"]
    failures: list[str] = []
    for key in expect:   # an expectation this checker does not read would hold silently: it fails instead
        if key not in EXPECT_KEYS:
            failures.append(f"{key}: not an expectation this engine checks (known: {', '.join(sorted(EXPECT_KEYS))})")
    board = _board(final, game)
    board_names = [_names(o) for o in board]

    for pid, values in (expect.get("players") or {}).items():
        p = _player(final, pid)
        if p is None:
            failures.append(f"players.{pid}: no such player")
            continue
        for key, want in values.items():
            got = _player_value(p, key)
            if got != want:
                failures.append(f"players.{pid}.{key}: expected {want!r}, got {got!r}")
    for oid in expect.get("present") or []:
        if not any(_norm(oid) in n for n in board_names):
            failures.append(f"present: {oid} is not on the battlefield")
    for oid in expect.get("absent") or []:
        if any(_norm(oid) in n for n in board_names):
            failures.append(f"absent: {oid} is still on the battlefield")
    for oid, values in (expect.get("objects") or {}).items():
        matches = [o for o, n in zip(board, board_names) if _norm(oid) in n]
        if not matches:
            failures.append(f"objects.{oid}: not on the battlefield")
            continue
        obj = matches[0]
        for key, want in values.items():
            if key == "counters":
                have = obj.get("counters") or {}
                for kind, n in want.items():
                    if have.get(kind, 0) != n:
                        failures.append(f"objects.{oid}.counters.{kind}: expected {n}, got {have.get(kind, 0)}")
            else:
                got = _object_value(obj, key)
                if got != want:
                    failures.append(f"objects.{oid}.{key}: expected {want!r}, got {got!r}")
    for zone_key, negate in (("graveyard", False), ("hand", False), ("not_in_graveyard", True),
                             ("discard", False), ("exile", False)):
        zone = "graveyard" if zone_key == "not_in_graveyard" else zone_key
        for pid, items in (expect.get(zone_key) or {}).items():
            p = _player(final, pid)
            if p is None:
                failures.append(f"{zone_key}.{pid}: no such player")
                continue
            names = [_names(c) for c in (p.get(zone) or [])]
            for item in items:
                found = any(_norm(item) in n for n in names)
                if found == negate:
                    failures.append(f"{zone_key}.{pid}: {item} {'is' if negate else 'is not'} in the {zone}")
    if "stack_size" in expect and len(final.get("stack") or []) != expect["stack_size"]:
        failures.append(f"stack_size: expected {expect['stack_size']}, got {len(final.get('stack') or [])}")
    all_events = [ev for step in output["steps"] for ev in step["events"]]
    for want in expect.get("events") or []:
        if not any(_event_matches(ev, want) for ev in all_events):
            failures.append(f"events: no event matches {want}")
    for n, wants in (expect.get("step_events") or {}).items():
        steps = [s for s in output["steps"] if str(s["n"]) == str(n)]
        evs = steps[0]["events"] if steps else []
        for want in wants:
            if not any(_event_matches(ev, want) for ev in evs):
                failures.append(f"step_events.{n}: no event matches {want}")
    for want in expect.get("no_events") or []:   # extension: nothing may match (docs/judge-scenarios.md)
        hit = next((ev for ev in all_events if _event_matches(ev, want)), None)
        if hit is not None:
            failures.append(f"no_events: an event matches {want}: {hit.get('key')} ({hit.get('rule')})")
    illegal = [ev for ev in all_events if ev.get("type") == "illegal"]
    if "illegal_count" in expect and len(illegal) != expect["illegal_count"]:
        failures.append(f"illegal_count: expected {expect['illegal_count']}, got {len(illegal)} "
                        f"({[ev.get('rule') for ev in illegal]})")
    if expect.get("illegal_rules"):
        prefixes = [str(r) for r in expect["illegal_rules"]]
        if not any(str(ev.get("rule", "")).startswith(p) for ev in illegal for p in prefixes):
            failures.append(f"illegal_rules: no illegal event cites {prefixes}")
    if "result" in expect:
        res = final.get("result") or {}
        for key, want in expect["result"].items():
            got = res.get(key)
            if key == "losers":
                if sorted(_norm(x) for x in got or []) != sorted(_norm(x) for x in want):
                    failures.append(f"result.losers: expected {want}, got {got}")
            elif key == "winner":
                if (None if got is None else _norm(got)) != (None if want is None else _norm(want)):
                    failures.append(f"result.winner: expected {want}, got {got}")
            elif got != want:
                failures.append(f"result.{key}: expected {want!r}, got {got!r}")
    for key in ("turn", "active", "step", "phase", "day_night"):
        if key in expect and _norm(final.get(key)) != _norm(expect[key]):
            failures.append(f"{key}: expected {expect[key]!r}, got {final.get(key)!r}")
    return failures
