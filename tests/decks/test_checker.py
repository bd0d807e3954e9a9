"""The deck list checker (judge.decks), pure Python: Magic and Born from Blood."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.decks import MAX_BYTES, check
from judge.decks.messages import M
from langs import LANGS


def bfb_list(extra="", character="Character: Ashen Knight (red)"):
    lines = [character] + [f"4 Red Card {i} (red)" for i in range(12)] + ["2 Potion (Any Color)"]
    return "\n".join(lines) + ("\n" + extra if extra else "")


def codes(res):
    return [e["code"] for e in res["errors"]]


def lines_of(res, code):
    return [e["line"] for e in res["errors"] if e["code"] == code]


# ------------------------------------------------------------------------------ Born from Blood
def test_bfb_legal_deck():
    res = check("bfb", bfb_list())
    assert res["ok"] and not res["malformed"] and res["errors"] == []
    assert res["summary"]["cards"] == 50 and res["summary"]["character"] == "Ashen Knight"
    assert res["summary"]["color"] == "red"


def test_bfb_count_must_be_exactly_50():
    res = check("bfb", bfb_list("1 Extra (red)"))
    assert codes(res) == ["bfb_count"] and res["errors"][0]["line"] == 0
    short = "\n".join(bfb_list().splitlines()[:-1])
    assert codes(check("bfb", short)) == ["bfb_count"]


def test_bfb_character_required_and_unique():
    no_char = "\n".join(bfb_list().splitlines()[1:])
    assert "bfb_no_character" in codes(check("bfb", no_char))
    two = bfb_list().replace("\n", "\nCharacter: Tide Oracle (blue)\n", 1)
    res = check("bfb", two)
    assert lines_of(res, "bfb_two_characters") == [2]


def test_bfb_max_four_of_a_name_across_lines_and_rarity():
    text = bfb_list().replace("4 Red Card 0 (red)", "3 Red Card 0 (red) [rarity: God]\n1 Red Card 1 (red)")
    text = text.replace("2 Potion (Any Color)", "2 Potion (Any Color)")
    res = check("bfb", text)
    assert lines_of(res, "bfb_too_many_copies") == [4]
    assert "Red Card 1" in res["errors"][-1]["message"] or any("Red Card 1" in e["message"] for e in res["errors"])


def test_bfb_colour_must_match_or_be_any():
    text = bfb_list().replace("4 Red Card 5 (red)", "4 Sea Card (blue)")
    res = check("bfb", text)
    assert codes(res) == ["bfb_colour"] and res["errors"][0]["line"] == 7
    assert check("bfb", bfb_list().replace("(Any Color)", "(any colour)"))["ok"]


def test_bfb_character_cannot_be_any_color():
    assert "bfb_character_any" in codes(check("bfb", bfb_list(character="Character: Drifter (Any Color)")))


def test_bfb_special_art():
    ok = bfb_list().replace("4 Red Card 0 (red)", "4 Red Card 0 (red) [special art: 2, owned: 2]")
    res = check("bfb", ok)
    assert res["ok"] and res["summary"]["special_art"] == 2
    too_many = ok.replace("owned: 2", "owned: 1")
    assert lines_of(check("bfb", too_many), "bfb_special_art_not_owned") == [2]
    missing = ok.replace(", owned: 2", "")
    assert codes(check("bfb", missing)) == ["bfb_special_art_owned_missing"]
    more_than_line = ok.replace("special art: 2, owned: 2", "special art: 5, owned: 9")
    assert "bfb_special_art_more_than_count" in codes(check("bfb", more_than_line))


def test_bfb_colour_conflict_between_lines():
    text = bfb_list().replace("4 Red Card 0 (red)", "2 Red Card 0 (red)\n2 Red Card 0 (blue)")
    assert "bfb_colour_conflict" in codes(check("bfb", text))


@pytest.mark.parametrize("line,code", [
    ("4 Sellsword", "bad_line_bfb"),               # no colour
    ("Sellsword (red)", "bad_line_bfb"),           # no count
    ("-2 Sellsword (red)", "negative_count"),
    ("0 Sellsword (red)", "negative_count"),
    ("100000 Sellsword (red)", "huge_count"),
    ("2 Lance (red) [shiny: yes]", "bad_option"),
    ("2 Lance (red) [special art: -1, owned: 1]", "negative_count"),
    ("Sideboard", "bfb_sideboard"),
])
def test_bfb_malformed_lines(line, code):
    res = check("bfb", bfb_list(line))
    assert res["malformed"] and not res["ok"]
    assert any(e["code"] == code and e["line"] == 15 for e in res["errors"]), res["errors"]


def test_bfb_comments_headers_and_x():
    text = "# my deck\n\nDeck\n" + bfb_list().replace("4 Red Card 3 (red)", "4x Red Card 3 (red)") + "\n// end"
    assert check("bfb", text)["ok"]


# ---------------------------------------------------------------------------------------- Magic
MTG60 = "4 Lightning Bolt\n4 Shock\n4 Goblin Guide\n4 Monastery Swiftspear\n20 Mountain\n24 Snow-Covered Mountain\n"


def test_mtg_legal_constructed():
    res = check("mtg", MTG60 + "Sideboard\n3 Smash to Smithereens\n")
    assert res["ok"], res["errors"]
    assert res["summary"]["main"] == 60 and res["summary"]["sideboard"] == 3


def test_mtg_sideboard_does_not_count():
    res = check("mtg", "4 Lightning Bolt\n52 Mountain\nSideboard\n4 Shock\n")
    assert codes(res) == ["mtg_too_few"] and "56" in res["errors"][0]["message"]


def test_mtg_limited_needs_40_and_has_no_copy_limit():
    text = "7 Grizzly Bears\n16 Forest\n17 Plains\n"
    assert check("mtg", text, "limited")["ok"]
    res = check("mtg", text, "constructed")
    assert set(codes(res)) == {"mtg_too_few", "mtg_too_many_copies"}


def test_mtg_four_copies_except_basics():
    res = check("mtg", MTG60.replace("4 Shock", "5 Shock").replace("20 Mountain", "19 Mountain"))
    assert lines_of(res, "mtg_too_many_copies") == [2]
    basics = "\n".join(f"10 {n}" for n in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"))
    assert check("mtg", basics + "\n10 Snow-Covered Island\n")["ok"]


def test_mtg_copies_count_deck_and_sideboard_together_and_names_case_insensitively():
    res = check("mtg", MTG60 + "SB: 1 lightning bolt\n")
    assert lines_of(res, "mtg_too_many_copies") == [1]


def test_mtg_any_number_cards():
    assert check("mtg", "30 Relentless Rats\n30 Swamp\n")["ok"]
    assert codes(check("mtg", "8 Seven Dwarves\n52 Mountain\n")) == ["mtg_too_many_copies"]


def test_mtg_accepts_any_name_and_arena_suffix():
    assert check("mtg", "4 Totally Made Up Card (XYZ) 123\n56 Island\n")["ok"]


@pytest.mark.parametrize("line,code", [
    ("Lightning Bolt", "bad_line_mtg"),
    ("-4 Lightning Bolt", "negative_count"),
    ("4", "bad_line_mtg"),
    ("999999999999 Island", "huge_count"),
    ("x" * 400, "line_too_long"),
])
def test_mtg_malformed_lines(line, code):
    res = check("mtg", MTG60 + line)
    assert res["malformed"]
    assert [e for e in res["errors"] if e["code"] == code and e["line"] == 7], res["errors"]


def test_every_problem_is_reported_at_once():
    res = check("mtg", "junk here\n5 Shock\n-1 Bolt\n")
    assert {"bad_line_mtg", "negative_count", "mtg_too_few", "mtg_too_many_copies"} <= set(codes(res))


def test_ten_thousand_lines_and_too_big():
    res = check("mtg", "\n".join(["1 Island"] * 10_000))
    assert res["malformed"] and codes(res) == ["too_many_lines"]
    res = check("bfb", "4 X (red)\n" * (MAX_BYTES // 10 + 10))
    assert res["malformed"] and codes(res) == ["too_big"]


def test_empty_and_bad_arguments():
    assert codes(check("mtg", "")) == ["empty"]
    assert codes(check("mtg", "  \n# only a comment\n")) == ["empty"]
    assert codes(check("chess", "4 Pawn")) == ["bad_game"]
    assert codes(check("mtg", MTG60, "frontier")) == ["bad_format"]


@pytest.mark.parametrize("lang", LANGS)
def test_messages_in_every_language(lang):
    res = check("bfb", bfb_list("0 Foo (red)\n4 Sea (blue)"), lang=lang)
    assert all(e["message"] for e in res["errors"])
    for key, texts in M.items():
        assert texts.get(lang), (key, lang)
    if lang == "th":
        assert any("บรรทัด" in e["message"] or "ใบ" in e["message"] for e in res["errors"])


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["mtg", "bfb"]), st.text(max_size=400), st.sampled_from(["en", "th", "ko"]))
def test_never_crashes(game, text, lang):
    res = check(game, text, lang=lang)
    assert isinstance(res["ok"], bool)
    for e in res["errors"]:
        assert isinstance(e["line"], int) and e["message"]


@pytest.mark.parametrize("fmt", ["constructed", "modern"])
def test_mtg_every_constructed_sideboard_has_at_most_15(fmt):
    """CR 100.4a limits every constructed sideboard to 15 cards; the generic "Constructed" format
    accepted 16 (Thai review of 2 December, "Outside the text"). Limited has no such limit."""
    side = "Sideboard\n4 Smash to Smithereens\n4 Shock\n4 Lightning Bolt\n4 Goblin Guide\n"
    deck = MTG60.replace("4 Shock\n", "").replace("4 Lightning Bolt\n", "").replace("4 Goblin Guide\n", "") + \
        "12 Mountain\n" + side
    res = check("mtg", deck, fmt)
    assert "mtg_sideboard_too_big" in codes(res), res["errors"]
    assert "15" in next(e["message"] for e in res["errors"] if e["code"] == "mtg_sideboard_too_big")
    assert "mtg_sideboard_too_big" not in codes(check("mtg", "40 Forest\n" + side, "limited"))
