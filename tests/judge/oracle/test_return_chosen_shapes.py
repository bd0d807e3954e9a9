"""'Return a <permanent> you control to its owner's hand.' (400.6, issue 21): the effect
return_chosen (a choice, not a target); other words stay not modelled. Engine:
tests/judge/engine/test_mtg_return_chosen.py; real cards: features/azorius-chancery.json, kor-skyfisher.json."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.mtg.oracle import compile_card
from tests.judge.oracle.test_oracle_compile import card, problems


def test_bounce_land():
    c = card("Test Karoo", "When this land enters, return a land you control to its owner's hand.", types=("land",))
    r = compile_card(c)
    assert r["status"] == "full" and problems(c, r) == [], r["lines"]
    assert r["definition"]["triggers"][0]["effects"] == [{"do": "return_chosen", "word": "land"}]


def test_describe_and_a_word_the_engine_cannot_tell():
    from judge.engine.messages import render
    from judge.mtg.oracle.describe import describe_line
    r = compile_card(card("Test Lion", "When this creature enters, return a creature you control to its owner's hand."))
    msg = describe_line(r["lines"][0])
    assert msg is not None and "creature you control" in render(msg.key, msg.params, "en")
    r = compile_card(card("Test Odd", "When this creature enters, return a gizmo you control to its owner's hand."))
    assert r["status"] != "full"
    assert any(ln["reason"] == 'object "a gizmo you control"' for ln in r["lines"]), [ln["reason"] for ln in r["lines"]]
