"""What the audit of 2026-12-03 (AUDIT-2026-12-03.md) found besides the card verdicts: the line
sentence of an Aura/Equipment that gives P/T and a quoted ability left the P/T out, a refusal
naming a target word built from parts showed the message key, and the test card source did not
mark basic lands other than the catalogue's as basic."""
import re

import pytest

from judge.engine import run
from judge.engine.messages import render
from judge.mtg import cards as catalogue
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line
from judge.mtg.oracle.scenario import entry, printed
from tests.judge.oracle.test_oracle_compile import card


def _text(m, lang):
    return render(m.key, m.params, lang)


@pytest.mark.parametrize("text, pt", [
    ('Enchanted creature gets +2/+2 and has "{1}, Sacrifice a permanent: This creature gains flying until end of turn."',
     "+2/+2"),
    ('Enchanted creature gets -1/-1 and has "{T}: Target creature gets -1/-1 until end of turn."', "-1/-1"),
])
def test_the_sentence_of_a_grant_with_pt_says_the_pt(text, pt):
    """Lunarch Mantle, Foul Presence: the engine applies the P/T (layer 7c) and the ability (613.1f);
    the sentence said only the ability."""
    r = compile_card(card("Mantle Test", "Enchant creature\n" + text, types=["enchantment"], subtypes=["Aura"]))
    assert r["status"] == "full"
    m = describe_line(r["lines"][1])
    for lang in ("en", "th", "ko"):
        s = _text(m, lang)
        assert pt in s and "\u201c" in s, (lang, s)
        assert not re.search(r"\{[a-z_]+\}", s), s


def test_a_group_grant_with_pt_says_both():
    r = compile_card(card("Master Test", 'Creatures you control get +1/+0 and have "{T}: Add {G}."', types=["enchantment"]))
    s = _text(describe_line(r["lines"][0]), "en")
    assert "+1/+0" in s and "creatures you control" in s and "{T}: Add {G}." in s


def test_a_grant_without_pt_keeps_its_sentence():
    r = compile_card(card("Rite Test", 'Creatures you control have "{T}: Add one mana of any color."', types=["enchantment"]))
    assert describe_line(r["lines"][0]).key == "mtg.does.has"


def _doc(hand, bf, actions):
    def player(pid, h):
        return {"id": pid, "life": 20, "poison": 0, "library": 30, "hand": h, "graveyard": [], "exile": []}
    return {"format": "judge-scenario/1", "game": "mtg", "title": "t",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [player("A", hand), player("B", [])], "battlefield": bf, "stack": []},
            "actions": actions}


@pytest.fixture
def custom_cards():
    """Two compiled made-up cards as the card source."""
    made = {
        "Blow Test": card("Blow Test", "Destroy target tapped creature.", types=["instant"], mana_cost="{1}{W}"),
        "Trip Test": card("Trip Test", "Destroy target creature with power 4 or greater an opponent controls.",
                          types=["instant"], mana_cost="{1}{B}"),
    }
    before = catalogue._source
    catalogue.set_card_source(lambda n: entry(made[n]) if n in made else None)
    yield
    catalogue.set_card_source(before)


@pytest.mark.parametrize("spell, word", [("Blow Test", "tapped creature"),
                                         ("Trip Test", "creature with power 4 or greater an opponent controls")])
def test_an_illegal_target_names_a_built_word_without_a_message_key(custom_cards, spell, word):
    """A-Knockout Blow aimed at an untapped creature: "... which needs: mtg.target_word.tapped_creature"."""
    d = _doc([spell], [{"id": "b-bear", "controller": "B", "card": "Grizzly Bears"}],
             [{"type": "cast", "player": "A", "card": spell, "targets": ["b-bear"]}])
    for lang in ("en", "th", "ko"):
        out = run(d, lang=lang)
        ev = [e for s in out["steps"] for e in s["events"] if e["type"] == "illegal"]
        assert len(ev) == 1 and ev[0]["rule"] == "601.2c", ev
        assert "mtg.target_word" not in ev[0]["text"] and word in ev[0]["text"], ev[0]["text"]


def test_a_basic_land_of_the_card_file_is_basic():
    """targetspec's "basic land" reads the permanent's `basic`; the card pool sets it (cards/source.py),
    and so does the test card source now (Snow-Covered Forest, Wastes)."""
    c = card("Snow Test", "", types=["land"], subtypes=["Forest"])
    c["faces"][0]["supertypes"] = ["Basic", "Snow"]
    assert printed(c).get("basic") is True
    c["faces"][0]["supertypes"] = ["Legendary"]
    assert "basic" not in printed(c)
