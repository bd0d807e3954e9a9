"""Explore (701.44a, issue 21): "it explores", "~ explores", "target creature you control explores",
"it explores, then it explores again"; a group stays not modelled."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.mtg.oracle import compile_card
from tests.judge.oracle.test_oracle_compile import card, problems


def test_explore_shapes():
    c = card("Test Ranger", "When this creature enters, it explores, then it explores again.")
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == [], r["lines"]
    assert r["definition"]["triggers"][0]["effects"] == [{"do": "explore", "of": "self"}] * 2
    c = card("Test Compass", "{1}, {T}: Target creature you control explores.", types=("artifact",))
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["abilities"][0]["effects"] == [{"do": "explore", "of": "target:0"}]


def test_group_explore_not_modelled_and_describe():
    from judge.engine.messages import render
    from judge.mtg.oracle.describe import describe_line
    r = compile_card(card("Test Horde", "When this creature enters, each creature you control explores."))
    assert r["status"] != "full"
    r = compile_card(card("Test Scout", "When this creature enters, it explores."))
    msg = describe_line(r["lines"][0])
    assert msg is not None and "explores" in render(msg.key, msg.params, "en")
    assert "สำรวจ" in render(msg.key, msg.params, "th") and "탐험" in render(msg.key, msg.params, "ko")
