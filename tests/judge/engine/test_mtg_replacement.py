"""Replacement effects on a permanent leaving the battlefield (CR 614, 616; judge/mtg/replacement.py):
"If that creature would die this turn, exile it instead" (614.1a, 614.6, 700.4) until the cleanup step
(514.2), and the order of several replacements of one event (616.1: the controller chooses; the
engine's default is said as a judge's note). Real cards: tests/judge/oracle/features (Lava Coil,
Scorching Dragonfire)."""
import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run
from judge.mtg.oracle import compile_card
from tests.judge.oracle.test_oracle_compile import card, problems

COIL = {"id": "coil", "card": "Coil", "kind": "sorcery", "controller": "A", "target": ["creature"], "targets": ["bear"],
        "effects": [{"do": "damage", "amount": 4, "to": "target:0"}, {"do": "exile_if_dies", "of": "target:0"}]}


def _doc(bf, stack, actions):
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": p, "life": 20, "library": 30, "hand": []} for p in "AB"],
                      "battlefield": bf, "stack": stack}, "actions": actions}


def _keys(out):
    return [(e["key"], e["rule"]) for s in out["steps"] for e in s["events"] if e["key"].startswith("mtg.replace.")
            or e["key"].startswith("mtg.regenerate.") or e["key"] == "mtg.unearth.exiled_instead"]


def _zones(out, pid="B"):
    p = next(p for p in out["final"]["players"] if p["id"] == pid)
    return [c.get("card") for c in p["graveyard"]], [c.get("card") for c in p["exile"]]


def test_the_creature_that_would_die_is_exiled_instead():
    out = run(_doc([{"id": "bear", "card": "Grizzly Bears", "controller": "B"}], [COIL], [{"type": "resolve"}]))
    assert _keys(out) == [("mtg.replace.exile_if_dies_set", "614.1a"), ("mtg.replace.exile_if_dies", "614.1a")]
    assert _zones(out) == ([], ["Grizzly Bears"])


def test_regeneration_first_by_default_with_a_note():
    """616.1: regeneration (614.8) and the exile both replace the destruction; the controller chooses,
    the engine's default (regeneration first) is said as a note."""
    bf = [{"id": "bear", "card": "Grizzly Bears", "controller": "B", "regen_shields": 1}]
    out = run(_doc(bf, [COIL], [{"type": "resolve"}]))
    assert ("mtg.replace.order_default", "616.1") in _keys(out) and ("mtg.regenerate.replaced", "614.8") in _keys(out)
    assert [o["id"] for o in out["final"]["battlefield"]] == ["bear"]


def test_unearth_and_the_exile_are_one_replacement_after_the_other():
    bf = [{"id": "bear", "card": "Grizzly Bears", "controller": "B", "unearthed": "waiting"}]
    out = run(_doc(bf, [COIL], [{"type": "resolve"}]))
    ks = _keys(out)
    assert ks[-2:] == [("mtg.replace.order_default", "616.1"), ("mtg.unearth.exiled_instead", "702.84a")]   # 616.1f
    assert _zones(out) == ([], ["Grizzly Bears"])


def test_it_ends_in_the_cleanup_step_and_a_bounce_is_not_replaced():
    bf = [{"id": "bear", "card": "Grizzly Bears", "controller": "B"}]
    mark = dict(COIL, effects=[{"do": "exile_if_dies", "of": "target:0"}])
    out = run(_doc(bf, [mark], [{"type": "resolve"}, {"type": "advance_to", "step": "cleanup"}]))
    assert "exile_if_dies" not in out["final"]["battlefield"][0]
    bounce = dict(COIL, effects=[{"do": "exile_if_dies", "of": "target:0"}, {"do": "bounce", "of": "target:0"}])
    out = run(_doc(bf, [bounce], [{"type": "resolve"}]))
    assert [k for k in _keys(out) if k[0] == "mtg.replace.exile_if_dies"] == []   # not a death (700.4)


def test_compiler():
    c = card("Test Spell", "Test Spell deals 4 damage to target creature. If that creature would die this turn, exile it instead.",
             types=("sorcery",))
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == []
    assert r["definition"]["effects"][1] == {"do": "exile_if_dies", "of": "target:0"}


@pytest.mark.parametrize("text", [
    # "If a creature dealt damage this way would die this turn, exile it instead" after the line's damage is
    # modelled now (the ref dealt:creature, tests/judge/oracle/test_dealt_this_way.py); without damage it is not
    "Draw a card. If a creature dealt damage this way would die this turn, exile it instead.",
    "If a creature would die this turn, exile it instead.",
])
def test_other_antecedents_stay_not_modelled(text):
    assert compile_card(card("Test Spell", text, types=("sorcery",)))["status"] != "full"
