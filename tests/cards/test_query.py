"""Card search with Scryfall's syntax (cards/query.py, issue 25): per operator, the result set equals
a direct filter of the card data, on the project's fixture (invented cards) and, when present, the
shared 35,033-card file. The API's answer, warnings, 400 and read-back in three languages."""
import gzip
import json

import pytest

from cards import query as cq
from cards.importer import card_record
from tests.conftest import CARDS_FILE, CARDS_FIXTURE


def _records(path):
    opener = gzip.open if str(path).endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as fh:
        data = json.load(fh)["data"]
    return [card_record(name, faces) for name, faces in data.items()]


def _rows(recs):
    return [cq.card_row(r["name"], r["type_line"], r["text"], r["colors"], r["color_identity"], r["mana_value"],
                        r["power"], r["toughness"], r["loyalty"], r["keywords"], r["legalities"], r["names"],
                        r["layout"], r["faces"], r.get("popularity")) for r in recs]


SOURCES = ["fixture", pytest.param("shared", marks=pytest.mark.skipif(
    not CARDS_FILE.exists(), reason=f"the shared card file is not in {CARDS_FILE.parent}"))]


@pytest.fixture(scope="module", params=SOURCES)
def data(request):
    recs = _records(CARDS_FIXTURE if request.param == "fixture" else CARDS_FILE)
    return recs, _rows(recs)


def _num(v):
    try:
        return float(v)
    except (TypeError, ValueError):
        return None


def _faces_have(r, field, word):
    return any(word in (f.get(field) or "").lower() for f in r["faces"])


def _kw(r):
    return {k.lower() for f in r["faces"] for k in f.get("keywords") or []} | {k.lower() for k in r["keywords"] or []}


def _names(r):
    return {r["name"].lower(), *(n.lower() for n in r["names"].values())}


# (query, the same question asked of the imported records directly)
CASES = [
    ("t:creature", lambda r: _faces_have(r, "type_line", "creature")),
    ("type:artifact", lambda r: _faces_have(r, "type_line", "artifact")),
    ("t:생물", lambda r: _faces_have(r, "type_line", "creature")),
    ("t:ครีเจอร์", lambda r: _faces_have(r, "type_line", "creature")),
    ("o:flying", lambda r: _faces_have(r, "text", "flying")),
    ('o:"draw a card"', lambda r: _faces_have(r, "text", "draw a card")),
    ("c:r", lambda r: "R" in r["colors"]),
    ("c:rg", lambda r: {"R", "G"} <= set(r["colors"])),
    ("c=u", lambda r: set(r["colors"]) == {"U"}),
    ("c<=wu", lambda r: set(r["colors"]) <= {"W", "U"}),
    ("c:c", lambda r: not r["colors"]),
    ("c:m", lambda r: len(r["colors"]) > 1),
    ("c:녹색", lambda r: "G" in r["colors"]),
    ("c:แดง", lambda r: "R" in r["colors"]),
    ("id:ur", lambda r: set(r["color_identity"]) <= {"U", "R"}),
    ("id=w", lambda r: set(r["color_identity"]) == {"W"}),
    ("mv<=2", lambda r: r["mana_value"] <= 2),
    ("mv=3", lambda r: r["mana_value"] == 3),
    ("cmc>=5", lambda r: r["mana_value"] >= 5),
    ("mv!=0", lambda r: r["mana_value"] != 0),
    ("pow>=3", lambda r: _num(r["power"]) is not None and _num(r["power"]) >= 3),
    ("tou<2", lambda r: _num(r["toughness"]) is not None and _num(r["toughness"]) < 2),
    ("pow=1", lambda r: _num(r["power"]) == 1),
    ("kw:flying", lambda r: "flying" in _kw(r)),
    ("keyword:trample", lambda r: "trample" in _kw(r)),
    ("is:split", lambda r: r["layout"] == "split"),
    ("is:dfc", lambda r: r["layout"] in ("transform", "modal_dfc", "meld", "reversible_card")),
    ("is:legendary", lambda r: _faces_have(r, "type_line", "legendary")),
    ("is:commander", lambda r: _faces_have(r, "type_line", "legendary") and _faces_have(r, "type_line", "creature")),
    ("is:spell", lambda r: not _faces_have(r, "type_line", "land")),
    ("lang:ko", lambda r: "ko" in r["names"]),
    ("lantern", lambda r: any("lantern" in n for n in _names(r))),
    ('!"Gale Sparrow"', lambda r: r["name"] == "Gale Sparrow"),
    ("-t:creature mv<=1", lambda r: not _faces_have(r, "type_line", "creature") and r["mana_value"] <= 1),
    ("t:creature c:r or kw:flying", lambda r: (_faces_have(r, "type_line", "creature") and "R" in r["colors"])
     or "flying" in _kw(r)),
    ("(c:w or c:g) t:creature", lambda r: ("W" in r["colors"] or "G" in r["colors"])
     and _faces_have(r, "type_line", "creature")),
    ("-(c:w or c:g) t:creature", lambda r: not ("W" in r["colors"] or "G" in r["colors"])
     and _faces_have(r, "type_line", "creature")),
]


@pytest.mark.parametrize("q,direct", CASES, ids=[c[0] for c in CASES])
def test_operator_equals_a_direct_filter(data, q, direct):
    recs, rows = data
    got = {c["name"] for c in cq.search(rows, q, has_legalities=True)["results"]}
    assert got == {r["name"] for r in recs if direct(r)}, q


def test_formats_when_the_file_has_legalities():
    recs = _records(CARDS_FIXTURE)
    rows = _rows(recs)
    for q, status, fmt in (("f:modern", "legal", "modern"), ("banned:modern", "banned", "modern"),
                           ("legal:standard", "legal", "standard")):
        got = {c["name"] for c in cq.search(rows, q)["results"]}
        assert got == {r["name"] for r in recs if (r["legalities"] or {}).get(fmt) == status}, q


def test_ignored_terms_are_warnings_and_all_ignored_is_an_error():
    rows = _rows(_records(CARDS_FIXTURE))
    res = cq.search(rows, "r:rare t:creature")
    assert res["warnings"] and "r:rare" in res["warnings"][0]
    assert {c["name"] for c in res["results"]} == {c["name"] for c in cq.search(rows, "t:creature")["results"]}
    with pytest.raises(cq.QueryError):
        cq.search(rows, "foo:bar set:lea")
    with pytest.raises(cq.QueryError, match="legalities"):
        cq.search(rows, "f:modern", has_legalities=False)
    assert cq.search(rows, "t:creature o:zzzzqq")["total"] == 0


def test_read_back_in_three_languages():
    q = "t:creature c:g mv<=2"
    assert cq.parse(q, "en").read_back == ("Cards where the type line contains “creature” and the colours are "
                                           "at least green and the mana value is at most 2")
    assert "ค่ามานาไม่เกิน 2" in cq.parse(q, "th").read_back and "เขียว" in cq.parse(q, "th").read_back
    assert "마나 값 이하 2" in cq.parse(q, "ko").read_back and "녹색" in cq.parse(q, "ko").read_back


def test_ranking_name_match_then_popularity():
    rows = _rows(_records(CARDS_FIXTURE))
    # a popularity rank (MTGJSON edhrecRank) orders cards that match equally well
    for r in rows:
        r["rank"] = {"Ember Imp": 1, "Sky Reaver": 2}.get(r["name"])
    cq._TABLES.clear()
    names = [c["name"] for c in cq.search(rows, "kw:flying")["results"]]
    assert names[:2] == ["Ember Imp", "Sky Reaver"]
    assert cq.search(rows, "gale")["results"][0]["name"] == "Gale Sparrow"


def test_has_syntax():
    assert not cq.has_syntax("lightning bolt") and not cq.has_syntax("lim-dûl's lantern")
    assert all(cq.has_syntax(q) for q in ("t:creature", "c>=rg", '!"bolt"', "-t:land", "(a or b)", "bolt or shock"))


@pytest.mark.skipif(not CARDS_FILE.exists(), reason=f"the shared card file is not in {CARDS_FILE.parent}")
def test_nicknames_name_real_cards():
    names = {r["name"] for r in _records(CARDS_FILE)}
    missing = {n for n in cq.nicknames().values() if n not in names}
    assert not missing, missing
