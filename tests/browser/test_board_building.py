"""A timed test of building a dispute's board on a phone (issue 24): Serra Angel (player A) against
Grizzly Bears with Giant Growth in hand (player B), by typing a few letters of each card's name (in
the reader's language where the catalogue knows it), picking the result with one tap (a permanent
goes onto the battlefield, an instant into the hand). Prints the time, taps and keystrokes."""
import json
import time

import pytest

NAMES = {"en": {"Serra Angel": "serra", "Grizzly Bears": "griz", "Giant Growth": "giant"},
         "th": {"Serra Angel": "serra", "Grizzly Bears": "griz", "Giant Growth": "giant"},
         "ko": {"Serra Angel": "세라", "Grizzly Bears": "회색", "Giant Growth": "거대"}}


def _wait_new_workspace(pg):
    for _ in range(150):
        if pg.evaluate("document.getElementById('workspace') !== window.__ws && !document.querySelector('.htmx-request')"):
            return
        pg.wait_for_timeout(50)
    raise AssertionError("the workspace was not swapped")


@pytest.mark.parametrize("lang", ["en", "ko", "th"])
def test_build_the_serra_angel_giant_growth_board_on_a_phone(site, phone, lang):
    count = {"taps": 0, "keys": 0}

    def add(card, controller):
        if controller != "A":
            phone.locator("#np-controller").select_option(controller)
            count["taps"] += 2                      # open the list, choose the player
        field = phone.locator("#np-card")
        field.tap()
        count["taps"] += 1
        letters = NAMES[lang][card]
        field.press_sequentially(letters)
        count["keys"] += len(letters)
        pick = phone.locator(f'#card-results-list button[value="add_catalog:{card}"]')
        pick.wait_for()
        phone.evaluate("window.__ws = document.getElementById('workspace')")
        pick.tap()
        count["taps"] += 1
        _wait_new_workspace(phone)

    phone.goto(f"{site.url}/{lang}/judge/")
    t0 = time.perf_counter()
    add("Grizzly Bears", "B")
    add("Giant Growth", "B")
    add("Serra Angel", "A")
    seconds = time.perf_counter() - t0
    doc = json.loads(phone.locator("#doc").input_value())
    st = doc["state"]
    on_bf = {(o["card"], o["controller"]) for o in st["battlefield"]}
    assert on_bf == {("Serra Angel", "A"), ("Grizzly Bears", "B")}, st["battlefield"]
    hands = {p["id"]: p["hand"] for p in st["players"]}
    assert hands["B"] == ["Giant Growth"] and hands["A"] == [], hands
    print(f"\n{lang}: the Serra Angel / Giant Growth board built at 360x740 in {seconds:.1f} s "
          f"with {count['taps']} taps and {count['keys']} keystrokes")
    assert seconds < 60
