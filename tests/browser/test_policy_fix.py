"""Issue #26: a judge at the table applies a tournament policy fix on a phone (360x740, touch),
one thumb: choose the REL, what went wrong and the card the opponent picks, add it; the step is
explained with its policy section in the reader's language and links the guide page."""
import json
from pathlib import Path

import pytest

from tests.browser.conftest import no_horizontal_overflow, swapped

LESSON = Path(__file__).resolve().parents[2] / "judge" / "library" / "mtg-policy-extra-card-competitive.json"


def _start(pg, url):
    d = json.loads(LESSON.read_text())
    for k in ("title_i18n", "notes_i18n", "order", "expect"):
        d.pop(k, None)
    d["actions"] = []
    pg.goto(url)
    pg.evaluate("(t) => { document.getElementById('json-box').open = true; document.getElementById('doc').value = t; }",
                json.dumps(d))
    swapped(pg, lambda: pg.locator("#use-json").click())


@pytest.mark.parametrize("lang,rel_word,section", [("th", "ระดับ Competitive", "IPG 2.3"), ("ko", "경쟁 REL", "IPG 2.3")])
def test_fix_an_extra_card_with_one_thumb(site, phone, lang, rel_word, section):
    _start(phone, f"{site.url}/{lang}/judge/")
    phone.locator("#na-type").select_option("remedy")
    # only the fields of a policy fix are shown, and the REL choice is thumb-sized
    assert phone.locator("#rel-pick").is_visible() and phone.locator("#na-kind").is_visible()
    assert not phone.locator("#na-card").is_visible()
    comp = phone.locator("label.big-choice:has(#s-rel-competitive)")
    assert comp.bounding_box()["height"] >= 44
    comp.tap()
    phone.locator("#na-kind").select_option("extra_cards_drawn")
    phone.locator("#na-player").select_option("A")
    # the opponent's pick: the player's hand cards as chips; the other player's are not offered
    assert not phone.locator("label.chip-choice[data-player=B]").first.is_visible()
    assert not phone.locator("#na-trigger").is_visible()     # a missed trigger's field stays hidden
    chip = phone.locator("#na-pick-box label.chip-choice:has(input[value=A-hill-giant])")
    assert chip.bounding_box()["height"] >= 44
    chip.tap()
    assert no_horizontal_overflow(phone) == []
    swapped(phone, lambda: phone.locator("#add-action-btn").tap())
    events = phone.locator("#events").inner_text()
    assert rel_word in events and section in events, events
    link = phone.locator(f'#events a.rule-link[href="/{lang}/policy/ipg/2.3/"]').first
    assert link.is_visible()
    assert phone.locator("#rel-tag").inner_text() == rel_word
    doc = json.loads(phone.locator("#doc").input_value())
    assert doc["rel"] == "competitive"
    assert doc["actions"] == [{"type": "remedy", "kind": "extra_cards_drawn", "player": "A", "n": 1,
                               "cards": ["A-hill-giant"]}]
    assert no_horizontal_overflow(phone) == []


def test_missing_rel_is_said_next_to_the_choice(site, phone):
    _start(phone, f"{site.url}/th/judge/")
    phone.locator("#na-type").select_option("backup")
    assert phone.locator("#na-n").is_visible() and not phone.locator("#na-kind").is_visible()
    swapped(phone, lambda: phone.locator("#add-action-btn").tap())
    err = phone.locator("#s-rel-err")
    assert err.is_visible() and "Regular" in err.inner_text()
