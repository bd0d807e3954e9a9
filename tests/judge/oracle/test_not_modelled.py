"""No silent blank lines (issue 21): a real card whose Oracle lines the engine does not all model
says so on every step where a line could matter (`not_modelled` events), the run says whether it
is complete, and an action that needs an unmodelled line is refused as "not modelled"."""
import copy
import random
import re

import pytest

from judge.engine import ScenarioError, run
from judge.engine.stepper import Stepper
from judge.mtg import cards as catalogue
from judge.mtg.notmodelled import line_kind
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.compiler import _printed_problem, kind_of
from judge.mtg.oracle.scenario import entry

POOL = "W" * 8 + "U" * 8 + "B" * 8 + "R" * 8 + "G" * 8 + "C" * 8


@pytest.fixture(scope="module")
def pool(atomic_cards):
    compiled = {c["name"]: (c, compile_card(c)) for c in atomic_cards}

    def source(name):
        if name not in compiled:
            return None
        e = entry(*compiled[name])
        f = compiled[name][0]["faces"][0]
        for k in ("power", "toughness", "loyalty"):   # printed '*' is 0, '1+*' is 1, as the card pool gives it (cards/source.py)
            if f.get(k) is not None and k not in e:
                m = re.match(r"\s*([+-]?\d+)", str(f[k]))
                e[k] = int(m.group(1)) if m else 0
        return copy.deepcopy(e)

    before = catalogue._source
    catalogue.set_card_source(source)
    yield compiled
    catalogue.set_card_source(before)


def _doc(state, actions):
    return {"format": "judge-scenario/1", "game": "mtg", "state": state, "actions": actions}


def _players(hand=()):
    return [{"id": "A", "hand": list(hand), "mana": "{" + "}{".join(POOL) + "}", "library": 30},
            {"id": "B", "library": 30}]


def _unmodelled(r):
    return [ln["text"] for ln in r["lines"] if not ln["modelled"]]


def _scenario(name, r, card):
    """cast + resolve (a spell or a noncreature permanent) or attack (a creature on the battlefield)."""
    face = card["faces"][0]
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "B"}
    if kind_of(face) == "creature":
        state = {"active": "A", "step": "main1", "players": _players(),
                 "battlefield": [{"id": "x", "card": name, "controller": "A"}, bears]}
        return _doc(state, [{"type": "advance_to", "step": "declare_attackers"},
                            {"type": "declare_attackers", "attackers": [{"id": "x", "defending": "B"}]},
                            {"type": "advance_to", "step": "main2"}])
    targets = []
    for spec in r["definition"].get("target") or []:
        targets.append("B" if any(w in spec for w in ("player", "opponent", "any")) else "bears")
    state = {"active": "A", "step": "main1", "players": _players([{"id": "x", "card": name}]),
             "battlefield": [bears]}
    return _doc(state, [{"type": "cast", "card": "x", "targets": targets}, {"type": "resolve"}])


def test_500_partly_or_not_modelled_cards_never_end_silently(pool):
    """A random sample of 500 partly/not modelled cards (cast and resolve, or attack): every legal
    step that touches the card carries a not_modelled event for each of its ignored lines, and the
    run says it is not complete; none ends silently."""
    cands = sorted(n for n, (c, r) in pool.items()
                   if r["status"] != "full" and _unmodelled(r) and kind_of(c["faces"][0]) not in (None, "land")
                   and not _printed_problem(c["faces"][0]) and catalogue.builtin(n) is None
                   and "{X}" not in str(c["faces"][0].get("mana_cost")))
    sample = random.Random(2121).sample(cands, 500)
    touched_runs = 0
    for name in sample:
        card, r = pool[name]
        doc = _scenario(name, r, card)
        try:
            st = Stepper(doc).run_to_end()
        except ScenarioError as exc:   # a printed value the scenario format refuses: said, not silent
            assert exc.problems, name
            continue
        out = st.output("en")
        lines = set(_unmodelled(r))
        touched = False
        for step in out["steps"]:
            evs = step["events"]
            if any(e["type"] == "illegal" for e in evs):
                assert all(e["type"] == "illegal" for e in evs)
                continue
            if any("x" in (e.get("objects") or []) for e in evs if e["type"] != "not_modelled"):
                touched = True
                said = {e["line"] for e in evs if e["type"] == "not_modelled" and e["object"] == "x"}
                assert lines <= said, (name, step["n"], sorted(lines - said))
        if touched:
            touched_runs += 1
            assert out["complete"] is False, name
            assert lines <= {i["line"] for i in out["ignored"]}, name
            first = min(s["n"] for s in out["steps"] if any(e["type"] == "not_modelled" for e in s["events"]))
            assert all(s.get("incomplete") for s in out["steps"] if s["n"] >= first)
            assert not any(s.get("incomplete") for s in out["steps"] if s["n"] < first)
        for ev in (e for s in out["steps"] for e in s["events"] if e["type"] == "not_modelled"):
            assert ev["line"] in lines and ev["rule"] == "101.1" and ev["text"].startswith("Not modelled")
    assert touched_runs >= 400, touched_runs


def test_fully_modelled_run_is_complete(pool):
    doc = _doc({"active": "A", "step": "main1", "players": _players(["Lightning Bolt"])},
               [{"type": "cast", "card": "Lightning Bolt", "targets": ["B"]}, {"type": "resolve"}])
    out = run(doc)
    assert out["complete"] is True and out["ignored"] == []
    assert not any(s.get("incomplete") for s in out["steps"])


def test_static_line_said_on_every_step_in_th_and_ko(pool):
    """Tarmogoyf's P/T line is read whenever anything happens: said on each step, in the reader's language."""
    assert pool["Tarmogoyf"][1]["status"] != "full"
    doc = _doc({"active": "A", "step": "main1", "players": _players(["Lightning Bolt"]),
                "battlefield": [{"id": "goyf", "card": "Tarmogoyf", "controller": "B"}]},
               [{"type": "cast", "card": "Lightning Bolt", "targets": ["goyf"]}, {"type": "resolve"}])
    for lang, word in (("en", "Not modelled"), ("th", "ยังไม่ได้จำลอง"), ("ko", "구현되지 않음")):
        out = run(doc, lang)
        assert out["complete"] is False
        for s in out["steps"][1:]:
            nm = [e for e in s["events"] if e["type"] == "not_modelled"]
            assert nm and nm[0]["object"] == "goyf" and nm[0]["text"].startswith(word)
            assert "card types among cards in all graveyards" in nm[0]["line"]


def test_unmodelled_activated_ability_refused_as_not_modelled(pool):
    """Elvish Archdruid's mana ability is not modelled: activating it is refused "not modelled:
    <line>", not "has no activated ability number 0"."""
    doc = _doc({"active": "A", "step": "main1", "players": _players(),
                "battlefield": [{"id": "ad", "card": "Elvish Archdruid", "controller": "A"}]},
               [{"type": "activate", "permanent": "ad", "ability": 0}])
    ev = run(doc)["steps"][1]["events"]
    assert [e["type"] for e in ev] == ["illegal"]
    assert ev[0]["key"] == "mtg.illegal.not_modelled"
    assert ev[0]["lines"] == ["{T}: Add {G} for each Elf you control."]
    assert "Not modelled: “{T}: Add {G} for each Elf you control.”" in ev[0]["text"]
    assert "no activated ability" not in ev[0]["text"]


def test_graveyard_target_of_an_unmodelled_spell_is_not_modelled(pool):
    """Reanimate's text is not modelled (its life loss): naming a graveyard card as its target is
    refused as "not modelled", not "not in the game" (Raise Dead, modelled since cards in graveyards
    are targets, is tests/judge/engine/test_mtg_graveyard.py's)."""
    assert pool["Reanimate"][1]["status"] != "full"
    doc = _doc({"active": "A", "step": "main1", "players": [
        dict(_players(["Reanimate"])[0], graveyard=[{"id": "gb", "card": "Grizzly Bears"}]), {"id": "B"}]},
        [{"type": "cast", "card": "Reanimate", "targets": ["gb"]}])
    ev = run(doc)["steps"][1]["events"]
    assert ev[0]["key"] == "mtg.illegal.not_modelled", ev[0]["text"]
    assert any("graveyard" in x for x in ev[0]["lines"])


def test_modes_of_an_unmodelled_modal_spell_refused(pool):
    name = next(n for n in ("Abrade", "Fiery Confluence", "Kolaghan's Command", "Boros Charm")
                if n in pool and any(ln["text"].lower().startswith("choose") and not ln["modelled"]
                                     for ln in pool[n][1]["lines"]))
    doc = _doc({"active": "A", "step": "main1", "players": _players([name])},
               [{"type": "cast", "card": name, "modes": [1]}])
    ev = run(doc)["steps"][1]["events"]
    assert ev[0]["key"] == "mtg.illegal.not_modelled", (name, ev[0]["text"])


def test_choose_on_a_resolution_nothing_reads_is_refused(pool):
    """A 'you may' the engine does not model can't be answered silently: the choice is refused."""
    doc = _doc({"active": "A", "step": "main1", "players": _players(["Reanimate"])},
               [{"type": "cast", "card": "Reanimate", "targets": []}, {"type": "resolve", "choose": "decline"}])
    out = run(doc)
    # Reanimate needs its unmodelled target: either the cast or the choice is refused as not modelled
    keys = [e["key"] for s in out["steps"][1:] for e in s["events"] if e["type"] == "illegal"]
    assert "mtg.illegal.not_modelled" in keys


@pytest.mark.parametrize("choose,path", [
    ({"targets": {"x": ["B"]}, "order": ["x"], "mode": [1]}, "actions[0].choose.mode"),
    ({"modes": [-1]}, "actions[0].choose.modes"),
    ({"targets": 3}, "actions[0].choose.targets"),
    ({"order": "x"}, "actions[0].choose.order"),
    (-1, "actions[0].choose"),
    ([1, 2], "actions[0].choose"),
    (1.5, "actions[0].choose"),
])
def test_choose_fields_validated(choose, path):
    doc = _doc({"active": "A", "step": "main1", "players": [{"id": "A"}, {"id": "B"}]},
               [{"type": "advance", "choose": choose}])
    with pytest.raises(ScenarioError) as e:
        run(doc)
    assert path in [p.path for p in e.value.problems]
    doc["actions"] = [{"type": "choose", "choice": choose}]
    with pytest.raises(ScenarioError) as e:
        run(doc)
    assert path.replace("choose", "choice").replace("actions[0].choice", "actions[0].choice") in [
        p.path for p in e.value.problems]


def test_line_kinds():
    assert line_kind("Flying") == "static"
    assert line_kind("Landfall — Whenever a land you control enters, you gain 1 life.") == "trigger"
    assert line_kind("{T}: Add {G}.") == "activated"
    assert line_kind("[+1]: Draw a card.") == "activated"
    assert line_kind("Equip {2}") == "activated"
    assert line_kind("At the beginning of your upkeep, sacrifice this creature.") == "trigger"
