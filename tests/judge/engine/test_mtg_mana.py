"""Automatic mana payment (judge/mtg/mana.py pay): which mana pays a cost when the scenario does not
say (CR 601.2g-h: the player chooses; the engine's default keeps coloured mana for later costs)."""
from judge.mtg.mana import pay


def test_generic_is_paid_with_colourless_pool_mana_first():
    pool_idx, srcs, left, life = pay(["1"], ["W", "C"], [], 20)
    assert pool_idx == [1] and srcs == [] and life == 0


def test_coloured_symbol_still_takes_its_colour():
    pool_idx, _, _, _ = pay(["1", "W"], ["W", "C"], [], 20)
    assert pool_idx == [0, 1]


def test_generic_prefers_a_colourless_source_to_a_coloured_one():
    _, srcs, left, _ = pay(["1"], [], [("plains", [{"W"}]), ("wastes", [{"C"}])], 20)
    assert srcs == ["wastes"] and left == []


def test_pool_mana_is_used_before_tapping_a_source():
    pool_idx, srcs, _, _ = pay(["1"], ["G"], [("wastes", [{"C"}])], 20)
    assert pool_idx == [0] and srcs == []


def test_not_enough_mana_is_none():
    assert pay(["2", "U"], ["U", "C"], [], 20) is None
