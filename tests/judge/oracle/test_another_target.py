""""Another target <permanent word>" in an ability of a permanent: any such permanent but the
ability's source (the engine's words "another creature you control", targetspec.another_base: the
source is refused as a target, mtg.illegal.target.type, and never a trigger's default). On a spell
the phrase stays not modelled (there "another" would be about the spell's other targets). Real
cards in features/ (Aegis Automaton, Keen-Eyed Raven)."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line
from tests.judge.oracle.test_oracle_compile import card


def test_compiles_on_a_permanent_and_not_on_a_spell():
    r = compile_card(card("Test Bird", "When this creature enters, put a +1/+1 counter on another target creature "
                          "you control.", types=("creature",), power="1", toughness="1"))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["triggers"][0]["target"] == ["another creature you control"]
    m = describe_line(r["lines"][0])
    assert "another creature you control" in render(m.key, m.params, "en")
    assert "ครีเจอร์ที่คุณควบคุม อื่นที่ไม่ใช่ตัวมันเอง" in render(m.key, m.params, "th")
    r = compile_card(card("Test Spell", "Put a +1/+1 counter on another target creature you control.",
                          types=("sorcery",)))
    assert r["status"] == "none"


def test_remove_a_counter_cost():
    """"Remove a +1/+1 counter from ~" (602.2b; 118.3 without one): cost `remove_counter`."""
    r = compile_card(card("Test Spike", "{2}, Remove a +1/+1 counter from this creature: Put a +1/+1 counter on "
                          "target creature.", types=("creature",), power="0", toughness="0"))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["abilities"][0]["cost"] == {"mana": "{2}", "remove_counter": "+1/+1"}
    r = compile_card(card("Test Thing", "Remove a +1/+1 counter from this artifact: Draw a card.", types=("artifact",)))
    assert r["status"] == "none"


def test_all_creatures_and_other_creatures():
    """"All creatures get -1/-1." / "All creatures have haste." / "Other creatures get -1/-1.": every
    player's creatures (affects all_creatures, 611.3, 613.4c); restrictions stay not modelled."""
    for text, st in (("All creatures get -1/-1.", {"affects": "all_creatures", "power": -1, "toughness": -1}),
                     ("All creatures have haste.", {"affects": "all_creatures", "keywords": ["haste"]}),
                     ("Other creatures get -1/-1.", {"affects": "all_creatures", "other": True, "power": -1,
                                                     "toughness": -1})):
        r = compile_card(card("Test Thing", text, types=("creature",), power="2", toughness="2"))
        assert r["status"] == "full" and r["definition"]["static"] == [st], r["lines"]
    for text in ("Creatures can't block.", "Creatures can't attack you.", "All creatures can't block."):
        assert compile_card(card("Test Thing", text, types=("enchantment",)))["status"] == "none", text


def test_other_words_and_up_to_one_other():
    r = compile_card(card("Test Bird", "When this creature enters, return up to one other target creature to its "
                          "owner's hand.", types=("creature",), power="1", toughness="1"))
    assert r["status"] == "full", r["lines"]
    t = r["definition"]["triggers"][0]
    assert t["target"] == ["another creature"] and t["target_min"] == 0
    r = compile_card(card("Test Bird", "{1}: Tap another target permanent.", types=("creature",), power="1",
                          toughness="1"))
    assert r["status"] == "full" and r["definition"]["abilities"][0]["target"] == ["another permanent"]
    m = describe_line(r["lines"][0])
    assert "another permanent" in render(m.key, m.params, "en")
