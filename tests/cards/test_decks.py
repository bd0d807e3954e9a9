"""The Magic deck checker against the card pool: unknown names with "did you mean", front-face
names, basic lands by supertype, copies from the Oracle text, format legality and Commander.
The fixture pool (invented cards with legalities), then the shared file (real names, no
legalities)."""
import json

import pytest

from judge.decks import check
from tests.conftest import CARDS_FIXTURE
from langs import LANGS



def codes(res):
    return sorted(e["code"] for e in res["errors"])


def deck(*lines, side=()):
    text = "\n".join(lines)
    if side:
        text += "\nSideboard\n" + "\n".join(side)
    return text


FILL = "40 Plains"   # a basic land, known by its supertype


def test_unknown_name_did_you_mean(pool):
    res = check("mtg", deck("4 Gale Sparow", "4 Cinder Hound", "12 Island", FILL))
    assert codes(res) == ["mtg_unknown_card"]
    err = res["errors"][0]
    assert err["line"] == 1 and "Gale Sparrow" in err["message"]
    res = check("mtg", deck("4 Qqqxxzz Wwwvvv", "16 Island", FILL))
    assert codes(res) == ["mtg_unknown_card_no_hint"]


@pytest.mark.parametrize("lang", LANGS)
def test_messages_in_every_language(pool, lang):
    res = check("mtg", deck("4 Gale Sparow", "5 Cinder Hound", "1 Forbidden Sigil", "10 Island", FILL), "modern", lang)
    assert codes(res) == ["mtg_banned", "mtg_too_many_copies", "mtg_unknown_card"]
    for e in res["errors"]:
        assert "{" not in e["message"]
    if lang == "th":
        assert any("แบน" in e["message"] for e in res["errors"])
    if lang == "ko":
        assert any("금지" in e["message"] for e in res["errors"])


def test_front_face_and_full_names(pool):
    res = check("mtg", deck("2 Spark", "2 Spark // Frost", "16 Island", FILL))
    assert codes(res) == []        # one card: 4 copies
    res = check("mtg", deck("3 Spark", "2 Spark // Frost", "15 Island", FILL))
    assert codes(res) == ["mtg_too_many_copies"] and "Spark // Frost" in res["errors"][0]["message"]
    assert check("mtg", deck("4 Lantern Keeper", "16 Island", FILL))["ok"]


def test_copies_from_the_oracle_text(pool):
    assert check("mtg", deck("20 Pack of Rattlers", FILL))["ok"]
    assert check("mtg", deck("9 Council of Nine", "11 Island", FILL))["ok"]
    assert codes(check("mtg", deck("10 Council of Nine", "10 Island", FILL))) == ["mtg_too_many_copies"]
    # a card the old hand-written list knew is now just a card (it is not in this pool)
    assert codes(check("mtg", deck("20 Relentless Rats", FILL))) == ["mtg_unknown_card_no_hint"] or \
        codes(check("mtg", deck("20 Relentless Rats", FILL))) == ["mtg_unknown_card"]


def test_format_legality(pool):
    base = ("4 Gale Sparrow", "16 Island", FILL)
    assert check("mtg", deck(*base), "standard")["ok"]
    res = check("mtg", deck("4 Cinder Hound", *base[1:]), "standard")
    assert codes(res) == ["mtg_not_legal"]
    assert check("mtg", deck("4 Cinder Hound", *base[1:]), "modern")["ok"]
    assert codes(check("mtg", deck("1 Forbidden Sigil", *base), "legacy")) == ["mtg_banned"]
    assert check("mtg", deck("1 Forbidden Sigil", *base), "vintage")["ok"]            # restricted: one
    assert codes(check("mtg", deck("2 Forbidden Sigil", *base), "vintage")) == ["mtg_restricted"]
    assert codes(check("mtg", deck("4 Vesna, Storm Caller", *base), "pauper")) == ["mtg_not_legal"]
    res = check("mtg", deck(*base, side=["4 Thornblade", "4 Ember Imp", "4 Sky Reaver", "4 Council of Nine"]), "modern")
    assert codes(res) == ["mtg_sideboard_too_big"]


def test_commander(pool):
    # 1 commander + 99: singleton, colour identity G/W
    good = deck("Commander", "1 Arlen, Grove Warden", "Deck", "1 Mossback Grazer", "1 Warden's Blessing",
                "1 Thornblade", "96 Plains")
    res = check("mtg", good, "commander")
    assert res["ok"], res["errors"]
    res = check("mtg", good.replace("1 Thornblade", "1 Gale Sparrow"), "commander")
    assert codes(res) == ["mtg_colour_identity"] and "{W}{G}" in res["errors"][0]["message"]
    res = check("mtg", good.replace("1 Thornblade\n96 Plains", "2 Thornblade\n95 Plains"), "commander")
    assert codes(res) == ["mtg_singleton"]
    res = check("mtg", good.replace("96 Plains", "90 Plains"), "commander")
    assert codes(res) == ["mtg_commander_count"]
    res = check("mtg", good.replace("1 Arlen, Grove Warden", "1 Mossback Grazer"), "commander")
    assert "mtg_not_a_commander" in codes(res)
    res = check("mtg", deck("1 Mossback Grazer", "99 Plains"), "commander")
    assert codes(res) == ["mtg_no_commander"]
    res = check("mtg", good.replace("1 Arlen, Grove Warden", "1 Forbidden Sigil"), "commander")
    assert "mtg_banned" in codes(res)
    # Pack of Rattlers: any number, even in Commander
    assert codes(check("mtg", good.replace("1 Mossback Grazer", "1 Pack of Rattlers"), "commander")) == \
        ["mtg_colour_identity"]


def test_without_legalities_the_answer_says_so(db, tmp_path):
    from cards.importer import import_file
    doc = json.loads(CARDS_FIXTURE.read_text(encoding="utf-8"))
    for faces in doc["data"].values():
        for f in faces:
            f.pop("legalities", None)
    p = tmp_path / "nolegal.json"
    p.write_text(json.dumps(doc))
    import_file(str(p))
    res = check("mtg", deck("4 Cinder Hound", "16 Island", FILL), "standard")
    assert res["ok"] and [n["code"] for n in res["notes"]] == ["mtg_legality_not_checked"]
    assert "Standard" in res["notes"][0]["message"]


def test_without_a_pool_names_are_not_checked(db):
    res = check("mtg", deck("4 Totally Made Up", "56 Island"), "modern")
    assert res["ok"] and [n["code"] for n in res["notes"]] == ["mtg_names_not_checked"]


def test_api_and_page(client, pool):
    r = client.post("/api/decks/check", json.dumps({"game": "mtg", "list": deck("4 Gale Sparow", "16 Island", FILL),
                                                    "format": "standard", "lang": "ko"}),
                    content_type="application/json")
    body = r.json()
    assert r.status_code == 200 and not body["ok"] and body["errors"][0]["code"] == "mtg_unknown_card"
    assert "Gale Sparrow" in body["errors"][0]["message"]
    html = client.post("/th/decks/check/", {"game": "mtg", "format": "commander",
                                            "list": deck("1 Mossback Grazer", "99 Plains")}).content.decode()
    assert 'data-code="mtg_no_commander"' in html and 'value="commander" selected' in html


