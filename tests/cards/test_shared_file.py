"""With the shared 35,033-card file (../shared/data/cards/, skipped when absent): real names in
the deck checker, search quality and speed, card pages and the engine. One import per module."""
import statistics
import time

from judge.decks import check
from judge.mtg import cards as engine_cards

from .test_decks import codes, deck


def test_real_names(big):
    real = deck("4 Storm Crow", "4 Lightning Bolt", "4 Tarmogoyf", "4 Fire // Ice", "4 Giant Killer",
                "20 Island", "20 Mountain")
    res = check("mtg", real, "constructed")
    assert res["ok"], res["errors"]
    res = check("mtg", deck("4 Strom Crow", "56 Island"))
    assert codes(res) == ["mtg_unknown_card"] and "Storm Crow" in res["errors"][0]["message"]
    assert check("mtg", deck("30 Relentless Rats", "30 Swamp"))["ok"]
    assert codes(check("mtg", deck("8 Seven Dwarves", "52 Mountain"))) == ["mtg_too_many_copies"]
    assert check("mtg", deck("7 Seven Dwarves", "53 Snow-Covered Mountain"))["ok"]
    res = check("mtg", real, "modern")
    assert res["ok"] and [n["code"] for n in res["notes"]] == ["mtg_legality_not_checked"]


def test_search_at_35k_cards(client, big):
    from cards import source
    assert big.count == 35033
    cases = {"storm crow": "Storm Crow", "crow storm": "Storm Crow", "strom crow": "Storm Crow",
             "stormm crow": "Storm Crow", "storm cow": "Storm Crow", "lightning bolt": "Lightning Bolt",
             "bolt lightning": "Lightning Bolt", "ligthning bolt": "Lightning Bolt", "tarmo": "Tarmogoyf",
             "giant killer": "Giant Killer // Chop Down", "chop down": "Giant Killer // Chop Down",
             "jace belern": "Jace Beleren"}
    for q, want in cases.items():
        got = [h["name"] for h in source.search(q, 5)]
        assert want in got[:3], (q, got)
    source.index()   # built once per process
    qs = [q[:n] for q in list(cases) * 10 for n in (2, 4, 7, 20)]
    times = []
    for q in qs:
        t = time.perf_counter()
        source.search(q, 10)
        times.append(time.perf_counter() - t)
    p95 = statistics.quantiles(times, n=20)[-1]
    assert p95 < 0.030, f"p95 {p95 * 1000:.1f} ms"


def test_real_card_on_the_board_and_page(client, big):
    e = engine_cards.lookup("Storm Crow")
    assert e["keywords"] == ["flying"] and e["oracle"]["status"] == "full"
    html = client.get("/en/cards/storm-crow/").content.decode()
    assert "Storm Crow" in html and 'data-modelled="full"' in html
    html = client.get("/ko/cards/tarmogoyf/").content.decode()
    assert "*/1+*" in html


def test_keyword_only_creatures_are_fully_modelled(big):
    """Every one-faced creature whose text is only keywords the engine implements is "full"."""
    import re

    from cards.models import Card
    from judge.mtg.keywords import IMPLEMENTED_KEYWORDS
    n, bad = 0, []
    for c in Card.objects.filter(kind="creature", layout="normal").only("name", "faces", "status"):
        f = c.faces[0]
        kws = [k.casefold() for k in f.get("keywords") or []]
        parts = [[p.strip().casefold() for p in re.sub(r"\s*\([^()]*\)", "", ln).split(",") if p.strip()]
                 for ln in (f.get("text") or "").split("\n") if ln.strip()]
        if parts and all(ps and all(p in kws for p in ps) for ps in parts) and all(k in IMPLEMENTED_KEYWORDS for k in kws):
            n += 1
            if c.status != "full":
                bad.append(c.name)
    assert n > 300 and not bad, bad[:10]
