"""A Saga's lines compiled from the Oracle text (CR 714): chapter lines "I — ...", "I, II — ..."
(714.2b-c) as triggered abilities `{"when": "chapter", "chapters": [...]}`, the Saga reminder as a line
the engine applies (714.3), the printed final chapter kept as `final_chapter` even when a chapter line
is not modelled (714.2d); a numeral line on a card that is not a Saga, and read ahead, stay not
modelled. The engine side is tests/judge/engine/test_mtg_sagas.py."""
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line
from judge.mtg.oracle.explain import explain_line

REMINDER = "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)"


def _saga(*chapters, reminder=REMINDER, subtypes=("Saga",)):
    face = {"name": "Test Saga", "mana_cost": "{2}{W}", "types": ["enchantment"], "subtypes": list(subtypes),
            "supertypes": [], "keywords": [], "text": "\n".join([reminder, *chapters])}
    return compile_card({"name": "Test Saga", "layout": "saga" if "Saga" in subtypes else "normal", "faces": [face]})


def test_chapter_lines_are_triggered_abilities_of_their_numbers():
    r = _saga("I \u2014 You gain 2 life.", "II, III \u2014 Draw a card.")
    assert r["status"] == "full", r["lines"]
    trig = r["definition"]["triggers"]
    assert [(t["when"], t["chapters"]) for t in trig] == [("chapter", [1]), ("chapter", [2, 3])]
    assert r["definition"]["final_chapter"] == 3
    kinds = [(ln["ability"], ln["rule"]) for ln in r["lines"]]
    assert kinds == [("saga_reminder", "714.3a"), ("chapter", "714.2b"), ("chapter", "714.2b")]
    for lang in ("en", "th", "ko"):
        said = render(describe_line(r["lines"][2]).key, describe_line(r["lines"][2]).params, lang)
        assert "II, III" in said and "{" not in said
        ex = explain_line(r["lines"][1])
        assert "714.2b" in render(ex.key, ex.params, lang)


def test_the_printed_final_chapter_is_kept_when_a_chapter_is_not_modelled():
    r = _saga("I \u2014 You gain 2 life.", "II \u2014 Draw a card.", "III \u2014 Frobnicate the widget.")
    assert r["status"] == "partial"
    assert [t["chapters"] for t in r["definition"]["triggers"]] == [[1], [2]]
    assert r["definition"]["final_chapter"] == 3   # sacrificed after III, not after II (714.2d, 704.5s)


def test_a_targeted_chapter_keeps_its_target():
    r = _saga("I \u2014 Destroy target creature an opponent controls.")
    t = r["definition"]["triggers"][0]
    assert t["target"] == ["creature an opponent controls"] and t["effects"] == [{"do": "destroy", "of": "target:0"}]


def test_the_reminder_without_the_sacrifice_sentence_is_read_too():
    r = _saga("I \u2014 You gain 2 life.", reminder="(As this Saga enters and after your draw step, add a lore counter.)")
    assert r["lines"][0]["modelled"] and r["lines"][0]["ability"] == "saga_reminder"


def test_numerals_on_a_card_that_is_not_a_saga_and_read_ahead_are_not_modelled():
    r = _saga("I \u2014 You gain 2 life.", reminder="Flying", subtypes=())
    assert not r["lines"][1]["modelled"] and "final_chapter" not in r["definition"]
    r = _saga("I \u2014 You gain 2 life.",
              reminder="Read ahead (Choose a chapter and start with that many lore counters. Add one after your draw step. "
                       "Skipped chapters don't trigger.)")
    assert r["status"] == "partial" and not r["lines"][0]["modelled"]
