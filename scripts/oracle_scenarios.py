"""Generate scenario tests for real cards the Oracle compiler models fully.

    .venv/bin/python scripts/oracle_scenarios.py CARDFILE OUTDIR [--sample N] [--seed S] [--features]

For each chosen card it builds a board, an action script that uses the card's compiled abilities
(cast it, activate its first ability, attack with it, trigger it, ...), runs it, and writes the
scenario with an `expect` block taken from the run, plus a one-line summary to read against the
card's Oracle text. The summaries are checked by hand once; the kept files are tests
(tests/judge/oracle/test_real_cards.py), so a later change of the compiler that changes how a card
plays fails a test. The files name cards only: no card text is written.

--features: one card per feature of the grammar (oracle.features), instead of a random sample."""
from __future__ import annotations

import argparse
import copy
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from judge.engine import run  # noqa: E402
from judge.mtg import cards as catalogue  # noqa: E402
from judge.mtg.game import MtgGame  # noqa: E402
from judge.mtg.oracle import compile_card  # noqa: E402
from judge.mtg.oracle.atomic import read_atomic  # noqa: E402
from judge.mtg.oracle.features import features  # noqa: E402
from judge.mtg.oracle.scenario import entry  # noqa: E402

BASE_BF = [
    {"id": "a-bear", "controller": "A", "card": "Grizzly Bears"},
    {"id": "a-gob", "controller": "A", "card": "Raging Goblin"},
    {"id": "b-bear", "controller": "B", "card": "Grizzly Bears"},
    {"id": "b-thopter", "controller": "B", "card": "Ornithopter"},
    {"id": "b-jace", "controller": "B", "card": "Jace Beleren"},
    {"id": "b-ench", "controller": "B", "card": "Glorious Anthem"},
    {"id": "b-land", "controller": "B", "card": "Forest"},
    {"id": "b-clasp", "controller": "B", "card": "Contagion Clasp"},
]
CANDIDATES = ["b-bear", "b-thopter", "b-jace", "b-clasp", "b-ench", "b-land", "B", "a-bear", "A", "a-gob"]


def player(pid, hand=()):
    return {"id": pid, "life": 20, "poison": 0, "library": 30, "hand": list(hand), "graveyard": [], "exile": []}


def doc(title, step="main1", hand_a=(), bf=(), stack=(), actions=(), active="A", mana_a=None):
    a = player("A", list(hand_a) + ["Plains", "Island"])
    if mana_a is not None:
        a["mana"] = mana_a
    return {"format": "judge-scenario/1", "game": "mtg", "title": title,
            "state": {"turn": 3, "active": active, "step": step, "priority": active,
                      "players": [a, player("B", ["Plains", "Swamp"])],
                      "battlefield": copy.deepcopy(BASE_BF) + list(bf), "stack": list(stack)},
            "actions": list(actions)}


def pick_targets(d, spec, colors, controller="A", used=()):
    if not spec:
        return []
    g = MtgGame.from_document(dict(d, actions=[]))
    out = []
    for sp in spec:
        pool = CANDIDATES + [o["id"] for o in g.stack]
        c = next((c for c in pool if c not in out and c not in used and g._target_ok(sp, c, controller, colors, None)[0]),
                 None)
        if c is None:
            return None
        out.append(c)
    return out


def build(card, e):
    """(scenario without expect, what it does) for one card's entry, or None."""
    name = card["name"]
    types = e["types"]
    kind = e.get("kind")
    title = f"Oracle: {name}"
    if kind in ("instant", "sorcery"):
        stack = []
        spec = e.get("target") or []
        modes = None
        if e.get("modes"):
            modes = list(range(e.get("choose", 1)))
            spec = [t for i in modes for t in e["modes"][i].get("target") or []]
        if any("spell" in t for t in spec):
            if kind != "instant" and "flash" not in (e.get("keywords") or []):
                return None
            stack = [{"id": "b-shock", "controller": "B", "card": "Shock", "targets": ["A"]},
                     {"id": "b-bears-spell", "controller": "B", "card": "Grizzly Bears"}]
        d = doc(title, hand_a=[name], stack=stack)
        tg = pick_targets(d, spec, e.get("colors"))
        if tg is None:
            return None
        act = {"type": "cast", "player": "A", "card": name, "targets": tg}
        if modes is not None:
            act["modes"] = modes
        if e.get("additional_cost"):
            pass
        d["actions"] = [act, {"type": "resolve"}]
        return d, "cast, resolve"
    trig = (e.get("triggers") or [None])[0]
    abil = next((a for a in e.get("abilities") or [] if not a.get("equip")), None)
    equip = next((i for i, a in enumerate(e.get("abilities") or []) if a.get("equip")), None)
    perm = {"id": "it", "controller": "A", "card": name}
    if "land" in types:
        d = doc(title, hand_a=[{"id": "it", "card": name}], mana_a="")
        acts = [{"type": "play_land", "player": "A", "card": "it"}]
        if abil is not None and not e.get("enters_tapped"):
            i = e["abilities"].index(abil)
            tg = pick_targets(dict(d, state=dict(d["state"], battlefield=d["state"]["battlefield"] + [perm])),
                              abil.get("target"), e.get("colors"))
            if tg is None:
                return None
            acts.append({"type": "activate", "player": "A", "permanent": "it", "ability": i, "targets": tg})
            if not all(x.get("do") == "add_mana" for x in abil.get("effects") or []):
                acts.append({"type": "resolve"})
        d["actions"] = acts
        return d, "play the land" + (", activate" if len(acts) > 1 else "")
    if "aura" in [s.lower() for s in e.get("subtypes") or []]:
        d = doc(title, hand_a=[name])
        tg = pick_targets(d, e.get("target"), e.get("colors"))
        if tg is None:
            return None
        if e.get("target") and "a-bear" in CANDIDATES and (e["target"][0] in ("creature", "creature you control")):
            tg = ["a-bear"]
        d["actions"] = [{"type": "cast", "player": "A", "card": name, "targets": tg}, {"type": "resolve"}]
        d["actions"] += _resolve_triggers(e) + _attack("a-bear")
        return d, "cast on a-bear, attack with a-bear, b-bear blocks"
    if equip is not None and not abil and not trig:
        d = doc(title, bf=[dict(perm)])
        d["actions"] = [{"type": "activate", "player": "A", "permanent": "it", "ability": equip, "targets": ["a-bear"]},
                        {"type": "resolve"}] + _attack("a-bear")
        return d, "equip a-bear, attack with a-bear, b-bear blocks"
    if trig is not None:
        return _trigger_scenario(title, name, e, trig, perm)
    if abil is not None:
        i = e["abilities"].index(abil)
        d = doc(title, bf=[dict(perm)], mana_a=None)
        tg = pick_targets(d, abil.get("target"), e.get("colors"))
        if tg is None:
            return None
        acts = [{"type": "activate", "player": "A", "permanent": "it", "ability": i, "targets": tg}]
        if not all(x.get("do") == "add_mana" for x in abil.get("effects") or []):
            acts.append({"type": "resolve"})
        d["actions"] = acts
        return d, f"activate ability {i}"
    if e.get("static"):
        d = doc(title, bf=[dict(perm)])
        d["actions"] = _attack("a-bear") if "creature" not in types else _attack("it")
        return d, "on the battlefield; attack"
    if "creature" in types:
        d = doc(title, bf=[dict(perm)])
        d["actions"] = _attack("it")
        return d, "attack with it, b-bear blocks"
    if "enters_tapped" in e:
        d = doc(title, hand_a=[name])
        d["actions"] = [{"type": "cast", "player": "A", "card": name}, {"type": "resolve"}]
        return d, "cast"
    return None


def _attack(att):
    return [{"type": "declare_attackers", "attackers": [{"id": att, "defending": "B"}]},
            {"type": "declare_blockers", "player": "B", "blockers": [{"id": "b-bear", "blocking": att}]},
            {"type": "advance_to", "step": "main2"}]


def _resolve_triggers(e):
    return [{"type": "resolve"} for t in e.get("triggers") or [] if t.get("when") == "enters"]


def _trigger_scenario(title, name, e, t, perm):
    w = t["when"]
    if t.get("of") == "attached":   # on an Aura/Equipment: attached to a-bear from the start
        att = dict(perm, attached_to="a-bear")
        if w == "self_dies":
            d = doc(title, bf=[att], hand_a=["Murder"])
            d["actions"] = [{"type": "cast", "player": "A", "card": "Murder", "targets": ["a-bear"]},
                            {"type": "resolve"}, {"type": "resolve"}]
            return d, "attached to a-bear; Murder a-bear, resolve the trigger"
        d = doc(title, bf=[att])
        d["actions"] = [{"type": "declare_attackers", "attackers": [{"id": "a-bear", "defending": "B"}]}]
        if w == "attacks":
            d["actions"].append({"type": "resolve"})
        d["actions"] += [{"type": "declare_blockers", "player": "B", "blockers": []},
                         {"type": "advance_to", "step": "main2"}]
        return d, "attached to a-bear; a-bear attacks unblocked, triggers resolve"
    if w == "enters":
        if "creature" in e["types"] or e["types"]:
            d = doc(title, hand_a=[name])
            d["actions"] = [{"type": "cast", "player": "A", "card": name}, {"type": "resolve"}, {"type": "resolve"}]
            return d, "cast, resolve it and its enters trigger"
    if w == "self_dies":
        d = doc(title, bf=[dict(perm)], hand_a=["Murder"] if "creature" in e["types"] else ["Krosan Grip"])
        d["actions"] = [{"type": "cast", "player": "A", "card": "Murder" if "creature" in e["types"] else "Krosan Grip",
                         "targets": ["it"]}, {"type": "resolve"}, {"type": "resolve"}]
        return d, "destroy it, resolve its dies trigger"
    if w == "creature_dies":
        d = doc(title, bf=[dict(perm)], hand_a=["Murder"])
        d["actions"] = [{"type": "cast", "player": "A", "card": "Murder", "targets": ["b-bear"]},
                        {"type": "resolve"}, {"type": "resolve"}]
        return d, "Murder b-bear, resolve the trigger"
    if w in ("attacks", "deals_damage_to_player", "unblocked"):
        d = doc(title, bf=[dict(perm)])
        d["actions"] = [{"type": "declare_attackers", "attackers": [{"id": "it", "defending": "B"}]},
                        {"type": "resolve"}, {"type": "declare_blockers", "player": "B", "blockers": []},
                        {"type": "advance_to", "step": "main2"}]
        if w != "attacks":
            d["actions"] = [d["actions"][0], d["actions"][2], {"type": "advance_to", "step": "main2"}]
        return d, "attack with it unblocked, resolve triggers"
    if w == "becomes_blocked":
        d = doc(title, bf=[dict(perm)])
        d["actions"] = [{"type": "declare_attackers", "attackers": [{"id": "it", "defending": "B"}]},
                        {"type": "declare_blockers", "player": "B", "blockers": [{"id": "b-bear", "blocking": "it"}]},
                        {"type": "resolve"}, {"type": "advance_to", "step": "main2"}]
        return d, "attack with it, b-bear blocks, resolve the trigger"
    if w == "blocks":
        d = doc(title, bf=[dict(perm)], active="B")
        d["actions"] = [{"type": "declare_attackers", "player": "B", "attackers": [{"id": "b-bear", "defending": "A"}]},
                        {"type": "declare_blockers", "player": "A", "blockers": [{"id": "it", "blocking": "b-bear"}]},
                        {"type": "resolve"}, {"type": "advance_to", "step": "main2"}]
        return d, "b-bear attacks, it blocks, resolve the trigger"
    if w in ("upkeep", "end_step", "beginning_of_combat", "precombat_main"):
        step, to = {"upkeep": ("untap", "draw"), "end_step": ("main2", "cleanup"),
                    "beginning_of_combat": ("main1", "declare_attackers"),
                    "precombat_main": ("draw", "beginning_of_combat")}[w]
        d = doc(title, step=step, bf=[dict(perm)])
        d["actions"] = [{"type": "advance_to", "step": to}]
        return d, f"advance from {step} to {to} (the trigger resolves on the way)"
    if w == "cast_spell":
        kinds = t.get("spell_kinds")
        spell = "Shock" if not kinds or "instant" in kinds else "Grizzly Bears" if "creature" in kinds else None
        if spell is None:
            return None
        d = doc(title, bf=[dict(perm)], hand_a=[spell])
        act = {"type": "cast", "player": "A", "card": spell}
        if spell == "Shock":
            act["targets"] = ["B"]
        d["actions"] = [act, {"type": "resolve"}, {"type": "resolve"}]
        return d, f"cast {spell}, resolve the trigger, then the spell"
    if w == "permanent_enters":
        f = t.get("filter") or ""
        if "land" in f:
            d = doc(title, bf=[dict(perm)], hand_a=["Forest"])
            d["actions"] = [{"type": "play_land", "player": "A", "card": "Forest"}, {"type": "resolve"}]
        else:
            spell = "Ornithopter" if "artifact" in f else "Glorious Anthem" if "enchantment" in f else "Grizzly Bears"
            d = doc(title, bf=[dict(perm)], hand_a=[spell])
            d["actions"] = [{"type": "cast", "player": "A", "card": spell}, {"type": "resolve"}, {"type": "resolve"}]
        return d, "a permanent enters, resolve the trigger"
    if w == "leaves":
        d = doc(title, bf=[dict(perm)], hand_a=["Unsummon"])
        d["actions"] = [{"type": "cast", "player": "A", "card": "Unsummon", "targets": ["it"]},
                        {"type": "resolve"}, {"type": "resolve"}]
        return d, "bounce it, resolve its leaves trigger"
    return None


def expectations(d, out):
    """What the run changed, as an expect block."""
    st, fin = d["state"], out["final"]
    exp = {}
    players = {}
    for p0, p1 in zip(st["players"], fin["players"]):
        ch = {}
        for k in ("life", "poison", "library"):
            if p0.get(k) != p1.get(k):
                ch[k] = p1.get(k)
        if len(p0["hand"]) != len(p1["hand"]):
            ch["hand_count"] = len(p1["hand"])
        if len(p0["graveyard"]) != len(p1["graveyard"]):
            ch["graveyard_count"] = len(p1["graveyard"])
        if p1.get("mana"):
            ch["mana"] = p1["mana"]
        if ch:
            players[p0["id"]] = ch
    if players:
        exp["players"] = players
    before = {o["id"] for o in st["battlefield"]}
    after = {o["id"]: o for o in fin["battlefield"]}
    gone = sorted(before - set(after))
    if gone:
        exp["absent"] = gone
    objs = {}
    g0 = MtgGame.from_document(dict(d, actions=[]))
    for oid, o in after.items():
        ch = {}
        o0 = g0.perm(oid)
        cur = o.get("current") or {}
        if "power" in cur:
            p0, t0 = g0.pt(o0) if o0 else (None, None)
            if (cur["power"], cur["toughness"]) != (p0, t0):
                ch.update(power=cur["power"], toughness=cur["toughness"])
        if o0 is None or bool(o0.get("tapped")) != bool(o.get("tapped")):
            ch["tapped"] = bool(o.get("tapped"))
        for k in ("damage", "regen_shields"):
            if (o0 or {}).get(k, 0) != o.get(k, 0):
                ch[k] = o.get(k, 0)
        if (o0 or {}).get("until_eot") != o.get("until_eot") and o.get("until_eot"):
            ch["until_eot"] = o["until_eot"]
        c0 = (o0 or {}).get("counters") or {}
        c1 = o.get("counters") or {}
        if c0 != c1:
            ch["counters"] = {k: c1.get(k, 0) for k in set(c0) | set(c1)}
        if o0 is None:
            ch["card"] = o.get("card")
        if ch:
            objs[oid] = ch
    if objs:
        exp["objects"] = objs
    exp["stack_size"] = len(fin.get("stack") or [])
    exp["illegal_count"] = sum(1 for s in out["steps"] for ev in s["events"] if ev["type"] == "illegal")
    return exp


def summary(exp):
    return json.dumps(exp, ensure_ascii=False, sort_keys=True)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("cardfile")
    ap.add_argument("outdir")
    ap.add_argument("--sample", type=int, default=100)
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--features", action="store_true")
    ap.add_argument("--prefix", default="")
    args = ap.parse_args(argv)
    cards = read_atomic(args.cardfile)
    compiled = {}
    for c in cards:
        r = compile_card(c)
        if r["status"] == "full" and c["faces"][0].get("text"):
            compiled[c["name"]] = (c, r)
    by_name = {n: entry(c, r) for n, (c, r) in compiled.items()}
    catalogue.set_card_source(lambda n: copy.deepcopy(by_name.get(n)))
    names = sorted(compiled)
    rnd = random.Random(args.seed)
    if args.features:
        want = {}
        for n in rnd.sample(names, len(names)):
            for f in features(compiled[n][1]["definition"]):
                want.setdefault(f, []).append(n)
        order = [(f, ns) for f, ns in sorted(want.items())]
    else:
        order = [(None, [n]) for n in rnd.sample(names, len(names))]
    out_dir = Path(args.outdir)
    out_dir.mkdir(parents=True, exist_ok=True)
    made = 0
    for feat, ns in order:
        for n in ns[:40]:
            c, r = compiled[n]
            b = build(c, by_name[n])
            if b is None:
                continue
            d, what = b
            try:
                res = run(d, lang="en")
            except Exception as exc:   # noqa: BLE001
                print(f"!! {n}: {exc}", file=sys.stderr)
                continue
            d["expect"] = expectations(d, res)
            if feat:
                d["notes"] = "grammar features: " + ", ".join(sorted(features(r["definition"])))
            slug = "".join(ch if ch.isalnum() else "-" for ch in n.lower()).strip("-")
            path = out_dir / f"{args.prefix}{slug}.json"
            path.write_text(json.dumps(d, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
            text = c["faces"][0].get("text", "").replace("\n", " / ")
            print(f"## {feat or ''} {n} [{what}]\n   TEXT: {text}\n   EXPECT: {summary(d['expect'])}")
            made += 1
            break
        if not args.features and made >= args.sample:
            break
    catalogue.set_card_source(None)
    print(f"{made} scenarios in {out_dir}", file=sys.stderr)


if __name__ == "__main__":
    main()
