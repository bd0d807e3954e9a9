"""The importer, linker, diff and CR pages on the project's own rules file (tests/fixtures/cr/,
written for the tests in the official layout; README.md there lists what it holds and the
expected diff). These run everywhere, with or without ../shared."""
import importlib.util
import re

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from crdb import services
from crdb.importer import import_bytes, import_file
from crdb.models import GlossaryEntry, Release, Rule
from crdb.parser import CRFormatError, parse
from tests.conftest import CR_FIXTURE_DIR

OLD_FILE = CR_FIXTURE_DIR / "TestRules-2025-06-06.txt"
NEW_FILE = CR_FIXTURE_DIR / "TestRules-2025-09-12.txt"
OLD, NEW = "2025-06-06", "2025-09-12"
OLD_COUNTS = {"sections": 3, "headings": 5, "rules": 12, "subrules": 6, "numbered": 18, "examples": 2,
              "glossary": 4}
NEW_COUNTS = {**OLD_COUNTS, "subrules": 7, "numbered": 19}


@pytest.fixture(scope="module")
def fixture_releases(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        Release.objects.all().delete()
        old = import_file(OLD_FILE)
        new = import_file(NEW_FILE)
    yield {"old": old, "new": new}
    with django_db_blocker.unblock():
        Release.objects.all().delete()


@pytest.fixture
def rel(fixture_releases, db):
    return fixture_releases


def _lines(path):
    return re.split(r"\r\n|\r|\n", path.read_bytes().decode("utf-8-sig"))


def _raw(path, number):
    for line in _lines(path):
        m = re.match(rf"^{re.escape(number)}\.? (.*)$", line)
        if m:
            return m.group(1).strip()
    raise AssertionError(number)


def test_counts_of_both_releases(rel):
    for r, expected in ((rel["old"], OLD_COUNTS), (rel["new"], NEW_COUNTS)):
        r.refresh_from_db()
        assert {k: r.counts[k] for k in expected} == expected
        assert Rule.objects.filter(release=r, level__gte=Rule.RULE).count() == expected["numbered"]
        assert GlossaryEntry.objects.filter(release=r).count() == expected["glossary"]
    assert rel["old"].effective.isoformat() == OLD and rel["new"].effective.isoformat() == NEW
    assert rel["new"].encoding == "utf-8-sig"


def test_texts_examples_and_paragraphs(rel):
    new = rel["new"]
    for number in ("100.1a", "101.4", "704.5d", "501.2"):
        assert Rule.objects.get(release=new, number=number).text == _raw(NEW_FILE, number)
    r = Rule.objects.get(release=new, number="704.5c")
    assert r.text.split("\n") == [_raw(NEW_FILE, "704.5c"),
                                  "An indented second paragraph: a regeneration shield can replace this destruction."]
    assert Rule.objects.get(release=new, number="101.2").examples[0].startswith("Example: One effect says")
    assert Rule.objects.get(release=new, number="100.2").examples == [
        "Example: A player with a deck of forty test cards may play."]
    r = Rule.objects.get(release=new, number="704.5a")
    assert (r.level, r.parent, r.heading, r.section) == (Rule.SUBRULE, "704.5", "704", "7")


def test_links_of_every_form(rel):
    new = rel["new"]

    def html(n):
        return Rule.objects.get(release=new, number=n).html
    assert 'href="/cr/101/"' in html("100.1")                                   # a three-digit rule
    assert 'href="/cr/100.1b/"' in html("100.1a") and 'href="/cr/100.1c/">c<' in html("100.1a")  # range
    assert 'href="/cr/7/"' in html("100.1c")                                    # a section
    assert 'href="/cr/101.1/"' in html("101.3") and 'href="/cr/101.2/"' in html("101.3")  # a list
    assert 'href="/cr/101.3/">3<' in html("101.4")                              # a range 101.1–3
    assert 'href="/cr/glossary/lethal-damage/"' in html("704.5c")               # a glossary term
    assert 'href="/cr/glossary/active-player/"' in html("101.2")                # ... in an example
    # a rule the release does not have stays text and is reported
    assert "509.1" in html("500.2") and 'href="/cr/509.1/"' not in html("500.2")
    assert any("509.1" in u for u in rel["new"].counts["unresolved_refs"])
    g = GlossaryEntry.objects.get(release=new, slug="test-counter")
    assert g.term == "Test Counter" and 'href="/cr/704.5d/"' in g.html


@pytest.mark.parametrize("variant", ["utf16", "utf16be", "cp1252"])
def test_odd_encodings_import_to_the_same_rules(rel, variant):
    path = CR_FIXTURE_DIR / f"TestRules-2025-09-12.{variant}.txt"
    spec = importlib.util.spec_from_file_location("make_variants", CR_FIXTURE_DIR / "make_variants.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert path.read_bytes() == mod.variant_bytes(variant), "run tests/fixtures/cr/make_variants.py"
    expected = dict(Rule.objects.filter(release=rel["new"]).values_list("number", "text"))
    r = import_file(path)
    assert r.effective.isoformat() == NEW and r.encoding == {"utf16": "utf-16", "utf16be": "utf-16-be",
                                                              "cp1252": "cp1252"}[variant]
    assert dict(Rule.objects.filter(release=r).values_list("number", "text")) == expected


def test_line_ends_of_every_kind(rel):
    text = "\n".join(_lines(NEW_FILE))
    mixed = text.replace("\n", "\r\n", 40).replace("\n", "\r", 40)
    assert parse(mixed.encode("utf-8")).counts() == parse(NEW_FILE.read_bytes()).counts()


@pytest.mark.parametrize("case", ["garbage", "duplicate", "order", "orphan", "no_date"])
def test_malformed_files_are_refused_with_the_line_number_and_nothing_written(rel, tmp_path, case):
    lines = _lines(NEW_FILE)
    i = next(k for k, ln in enumerate(lines) if ln.startswith("704.5b "))
    if case == "garbage":
        lines.insert(i + 1, "This line is not part of any rule.")
        expected = i + 2
    elif case == "duplicate":
        lines.insert(i + 1, lines[i])
        expected = i + 2
    elif case == "order":
        lines[i], lines[i - 2] = lines[i - 2], lines[i]
        expected = i + 1
    elif case == "orphan":
        lines.insert(i + 1, "704.9b A subrule whose rule does not exist.")
        expected = i + 2
    else:
        lines = [ln for ln in lines if "effective as of" not in ln]
        expected = 2
    data = "\n".join(lines).encode("utf-8")
    with pytest.raises(CRFormatError) as err:
        parse(data)
    assert err.value.line == expected, str(err.value)
    bad = tmp_path / "bad.txt"
    bad.write_bytes(data)
    before = Rule.objects.filter(release__effective=NEW).count()
    with pytest.raises(CommandError, match=rf"line {expected}\b"):
        call_command("import_cr", str(bad))
    assert Rule.objects.filter(release__effective=NEW).count() == before


def test_reimport_is_idempotent_and_the_command_reports(rel, capsys):
    call_command("import_cr", str(OLD_FILE))
    out = capsys.readouterr().out
    assert OLD in out and "18 numbered" in out and "4 glossary" in out
    assert Release.objects.filter(effective=OLD).count() == 1
    assert import_bytes(NEW_FILE.read_bytes()).source_name == ""


def test_the_diff(rel):
    d = services.compute_diff(Release.objects.get(effective=OLD), Release.objects.get(effective=NEW))
    assert [a["number"] for a in d["added"]] == ["101.4", "704.5d"]
    assert [r["number"] for r in d["removed"]] == ["501.2"]
    assert [(r["old_number"], r["number"], r["same_text"]) for r in d["renumbered"]] == [("501.3", "501.2", True)]
    assert [c["number"] for c in d["changed"]] == ["100.2"]
    assert "<ins>" in str(d["changed"][0]["diff"]) and "forty" in str(d["changed"][0]["diff"])
    assert [g["term"] for g in d["glossary"]["added"]] == ["Test Counter"]
    assert [g["term"] for g in d["glossary"]["removed"]] == ["Removed Term"]


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_cr_pages_on_the_fixture(rel, client, lang):
    r = client.get(f"/{lang}/cr/704.5c/")
    body = r.content.decode()
    assert r.status_code == 200 and "lethal damage" in body and f'href="/{lang}/cr/704.5a/"' in body
    assert client.get(f"/{lang}/cr/").status_code == 200
    assert "Test Counter" in client.get(f"/{lang}/cr/glossary/").content.decode()
    assert client.get(f"/{lang}/cr/glossary/test-counter/").status_code == 200
    old = client.get(f"/{lang}/cr/501.2/?release={OLD}").content.decode()
    assert "skips the draw step" in old
    diff = client.get(f"/{lang}/cr/diff/{OLD}/{NEW}/")
    assert diff.status_code == 200 and "704.5d" in diff.content.decode()
    api = client.get(f"/api/cr/704.5?release={NEW}").json()
    assert [s["number"] for s in api["subrules"]] == ["704.5a", "704.5b", "704.5c", "704.5d"]


def test_cr_pages_are_cacheable_and_import_cr_changes_the_validator(rel, client):
    r = client.get("/en/cr/101.4/")
    assert r.status_code == 200 and "public" in r.headers["Cache-Control"] and not r.cookies
    etag = r.headers["ETag"]
    assert client.get("/en/cr/101.4/", HTTP_IF_NONE_MATCH=etag).status_code == 304
    import_file(NEW_FILE)
    assert client.get("/en/cr/101.4/", HTTP_IF_NONE_MATCH=etag).status_code == 200
