"""import_cards: what a card keeps, atomicity, idempotence, bad files (tests/fixtures/cards/)."""
import gzip
import json
import lzma
import time

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import override_settings

from cards import compiler, source
from cards.importer import CardFileError, import_file, recompile_stale
from cards.models import Card, CardName, Pool
from judge.mtg import cards as engine_cards
from tests.conftest import CARDS_FIXTURE

FIXTURE = json.loads(CARDS_FIXTURE.read_text(encoding="utf-8"))
N = len(FIXTURE["data"])


def _write(tmp_path, doc, name="cards.json"):
    p = tmp_path / name
    data = json.dumps(doc, ensure_ascii=False).encode()
    if name.endswith(".gz"):
        data = gzip.compress(data)
    elif name.endswith(".xz"):
        data = lzma.compress(data)
    p.write_bytes(data)
    return p


def test_fixture_import_keeps_everything(pool):
    assert pool.count == N == Card.objects.count()
    assert pool.has_legalities and pool.has_foreign
    sparrow = Card.objects.get(name="Gale Sparrow")
    assert (sparrow.mana_cost, sparrow.mana_value, sparrow.colors, sparrow.color_identity) == ("{1}{U}", 2.0, ["U"], ["U"])
    assert (sparrow.type_line, sparrow.types, sparrow.kind) == ("Creature — Bird", ["Creature"], "creature")
    assert (sparrow.power, sparrow.toughness, sparrow.keywords) == ("1", "2", ["Flying"])
    assert sparrow.text.startswith("Flying")
    assert sparrow.names == {"ko": "돌풍참새"}
    assert sparrow.legalities["modern"] == "legal"
    assert sparrow.slug == "gale-sparrow"
    goyf = Card.objects.get(name="Hollow Colossus")
    assert (goyf.power, goyf.toughness) == ("*", "1+*")
    vesna = Card.objects.get(name="Vesna, Storm Caller")
    assert vesna.loyalty == "4" and vesna.kind == "planeswalker"
    assert "pauper" not in vesna.legalities          # absent from a format = not legal there
    sigil = Card.objects.get(name="Forbidden Sigil")
    assert sigil.legalities["vintage"] == "restricted" and sigil.legalities["modern"] == "banned"


def test_faces_of_split_transform_and_adventure_cards(pool):
    split = Card.objects.get(name="Spark // Frost")
    assert split.layout == "split"
    assert [f["name"] for f in split.faces] == ["Spark", "Frost"]
    assert [f["mana_cost"] for f in split.faces] == ["{R}", "{1}{U}"]
    assert split.mana_value == 3.0 and split.color_identity == ["R", "U"]
    assert split.names == {"ko": "불꽃 // 서리"}
    dfc = Card.objects.get(name="Lantern Keeper // Lantern Wraith")
    assert [f["name"] for f in dfc.faces] == ["Lantern Keeper", "Lantern Wraith"]
    assert dfc.faces[1]["mana_cost"] is None and dfc.faces[1]["power"] == "3"
    adv = Card.objects.get(name="Briar Wanderer // Gather Thorns")
    assert [f["types"] for f in adv.faces] == [["creature"], ["sorcery"]]
    assert adv.faces[1]["subtypes"] == ["Adventure"]
    # every face's name finds its card
    for name in ("Spark", "Frost", "Lantern Wraith", "Gather Thorns", "불꽃 // 서리", "돌풍참새"):
        assert source.find_card(name) is not None, name
    assert source.find_card("Frost").name == "Spark // Frost"


def test_a_back_face_kept_as_an_entry_of_its_own_joins_its_card(db, tmp_path):
    """The shared subset keeps one face per card and some transforming cards' back faces as entries
    named after the face (layout transform, no side): the importer gives that face to its card "A // B"
    (side b), as the Oracle coverage reads it, and the face's own entry is the same card."""
    front, back = (dict(f) for f in FIXTURE["data"]["Lantern Keeper // Lantern Wraith"])
    back = {k: v for k, v in back.items() if k not in ("faceName", "side")}
    back["name"] = "Lantern Wraith"
    doc = {"meta": FIXTURE["meta"], "data": {"Lantern Keeper // Lantern Wraith": [front], "Lantern Wraith": [back]}}
    import_file(str(_write(tmp_path, doc)))
    dfc = Card.objects.get(name="Lantern Keeper // Lantern Wraith")
    assert [f["name"] for f in dfc.faces] == ["Lantern Keeper", "Lantern Wraith"]
    assert [f["side"] for f in dfc.faces] == ["a", "b"] and dfc.faces[1]["power"] == "3"
    assert dfc.definition["back"]["face_name"] == "Lantern Wraith"
    # the face's own entry is that card, found by the face's name: its front face first, both faces compiled
    wraith = Card.objects.get(name="Lantern Wraith")
    assert [f["name"] for f in wraith.faces] == ["Lantern Keeper", "Lantern Wraith"]
    assert wraith.definition["back"]["face_name"] == "Lantern Wraith" and wraith.status == dfc.status
    assert source.find_card("Lantern Keeper").name == "Lantern Keeper // Lantern Wraith"
    assert source.find_card("Lantern Wraith").name == "Lantern Wraith"


def test_deck_rules_from_the_text(pool):
    assert Card.objects.get(name="Pack of Rattlers").any_number
    assert Card.objects.get(name="Council of Nine").up_to == 9
    assert Card.objects.get(name="Plains").is_basic
    assert not Card.objects.get(name="Gale Sparrow").any_number


def test_unknown_layout_is_imported_and_flagged(pool):
    odd = Card.objects.get(name="Odd Contraption")
    assert odd.unknown_layout and odd.layout == "mystery_layout"
    assert pool.unknown_layouts == {"mystery_layout": 1}
    assert not Card.objects.get(name="Gale Sparrow").unknown_layout


def test_compiler_result_is_stored(pool):
    for c in Card.objects.all():
        assert c.status in ("full", "partial", "none")
        assert c.compiler_version == compiler.COMPILER_VERSION
        texts = [ln["text"] for ln in c.lines]
        for line in (c.faces[0]["text"] or "").split("\n"):
            if line.strip():
                assert line in texts or any(line in t or t in line for t in texts), (c.name, line)
    vanilla = Card.objects.get(name="Mossback Grazer")
    assert vanilla.status == "full" and vanilla.lines == []


def test_recompile_when_the_compiler_version_changes(pool):
    Card.objects.filter(name="Gale Sparrow").update(compiler_version=-5, status="none")
    assert recompile_stale() == 1
    c = Card.objects.get(name="Gale Sparrow")
    assert c.compiler_version == compiler.COMPILER_VERSION
    # the same file again: nothing to import, stale cards recompiled
    Card.objects.filter(name="Cinder Hound").update(compiler_version=-5)
    res = import_file(str(CARDS_FIXTURE))
    assert res.skipped and res.recompiled == 1


def test_idempotent(pool):
    before = list(Card.objects.order_by("name").values_list("name", "slug", "status", "text"))
    n_names = CardName.objects.count()
    again = import_file(str(CARDS_FIXTURE), force=True)
    assert again.count == N
    assert list(Card.objects.order_by("name").values_list("name", "slug", "status", "text")) == before
    assert CardName.objects.count() == n_names
    assert Pool.objects.count() == 1


@pytest.mark.parametrize("suffix", [".json.gz", ".json.xz"])
def test_compressed_files(db, tmp_path, suffix):
    p = _write(tmp_path, FIXTURE, "AtomicCards" + suffix)
    assert import_file(str(p)).count == N


def _refused(path, match):
    before = Card.objects.count()
    with pytest.raises(CardFileError, match=match):
        import_file(str(path))
    assert Card.objects.count() == before


def test_bad_files_leave_the_pool(pool, tmp_path):
    text = CARDS_FIXTURE.read_bytes()
    trunc = tmp_path / "trunc.json"
    trunc.write_bytes(text[: len(text) // 2])
    _refused(trunc, "not valid JSON.*truncated")
    gz = tmp_path / "trunc.json.gz"
    gz.write_bytes(gzip.compress(text)[:-200])
    _refused(gz, "cannot decompress")
    xz = tmp_path / "trunc.json.xz"
    xz.write_bytes(lzma.compress(text)[:-100])
    _refused(xz, "cannot decompress")
    html = tmp_path / "page.json"
    html.write_text("<html>not found</html>")
    _refused(html, "not valid JSON at line 1")
    _refused(_write(tmp_path, [1, 2, 3], "list.json"), "not an MTGJSON AtomicCards file")
    _refused(_write(tmp_path, {"data": {"X": {"name": "X"}}}, "shape.json"), r'data\["X"\]: expected a list')
    bad = json.loads(json.dumps(FIXTURE))
    bad["data"]["Gale Sparrow"][0]["manaValue"] = "two"
    _refused(_write(tmp_path, bad, "mv.json"), r'data\["Gale Sparrow"\]\[0\].manaValue: expected a number')
    _refused(tmp_path / "missing.json", "no such file")
    _refused(_write(tmp_path, FIXTURE, "cards.txt"), "ending in .json")
    assert Card.objects.get(name="Gale Sparrow").names == {"ko": "돌풍참새"}


def test_a_2gb_file_is_refused_by_its_size_before_reading(db, tmp_path):
    big = tmp_path / "AtomicCards.json"
    with open(big, "wb") as fh:       # sparse: takes no disk space
        fh.truncate(2 * 1024 ** 3)
    t = time.monotonic()
    with pytest.raises(CardFileError, match="2,147,483,648 bytes; the limit is"):
        import_file(str(big))
    assert time.monotonic() - t < 1


def test_decompressed_size_is_limited(db, tmp_path):
    p = _write(tmp_path, FIXTURE, "AtomicCards.json.gz")
    with override_settings(CARDS_MAX_BYTES=p.stat().st_size + 100):
        with pytest.raises(CardFileError, match="decompressed file is larger"):
            import_file(str(p))
    assert Card.objects.count() == 0


def test_a_file_without_legalities_and_translations(db, tmp_path):
    doc = json.loads(json.dumps(FIXTURE))
    for faces in doc["data"].values():
        for f in faces:
            f.pop("legalities", None)
            f.pop("foreignData", None)
    res = import_file(str(_write(tmp_path, doc)))
    assert not res.has_legalities and not res.has_foreign
    assert Card.objects.get(name="Gale Sparrow").legalities is None


def test_command_progress_and_errors(db, tmp_path, capsys):
    call_command("import_cards", str(CARDS_FIXTURE))
    out = capsys.readouterr()
    assert f"imported {N} cards" in out.out and "legalities: yes" in out.out
    assert "read and compiled" in out.err and "writing" in out.err
    assert 'layout "mystery_layout"' in out.err
    call_command("import_cards", str(CARDS_FIXTURE))
    assert "already imported" in capsys.readouterr().out
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    with pytest.raises(CommandError, match="left as it was"):
        call_command("import_cards", str(bad))
    assert Card.objects.count() == N
    call_command("compile_cards")
    assert "every card is compiled" in capsys.readouterr().out


def test_engine_card_source(pool):
    e = engine_cards.lookup("Gale Sparrow")
    assert e["card"] == "Gale Sparrow" and e["types"] == ["creature"]
    assert (e["power"], e["toughness"], e["mana_cost"], e["colors"]) == (1, 2, "{1}{U}", ["U"])
    assert e["oracle"]["slug"] == "gale-sparrow"
    goyf = engine_cards.lookup("Hollow Colossus")
    assert (goyf["power"], goyf["toughness"]) == (0, 1)
    assert goyf["oracle"]["printed"] == {"power": "*", "toughness": "1+*"}
    assert goyf["oracle"]["status"] in ("none", "partial")
    assert goyf["oracle"]["unmodelled"]
    assert engine_cards.lookup("돌풍참새")["card"] == "Gale Sparrow"
    assert engine_cards.lookup("Frost")["card"] == "Spark // Frost"
    assert engine_cards.lookup("Plane of Echoes") is None       # no card type the engine plays
    assert engine_cards.lookup("No Such Card") is None
    # the built-in catalogue wins
    assert engine_cards.lookup("Plains") is engine_cards.builtin("Plains")
    vesna = engine_cards.lookup("Vesna, Storm Caller")
    assert vesna["loyalty"] == 4 and vesna.get("legendary") is True
