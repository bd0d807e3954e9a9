"""Importing the official releases: counts, texts, links, encodings, atomicity, malformed files."""
import re

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from crdb.importer import import_bytes, import_file
from crdb.models import GlossaryEntry, Release, Rule
from crdb.parser import CRFormatError, parse
from tests.conftest import CR_JAN_2026, CR_NOV_2025

from .conftest import JAN, NOV

# Counted by hand from the files (grep for numbered lines; see docs/cr.md):
# January 2026: 1157 rules (704.5) + 1957 subrules (704.5q) = 3114 numbered rules; 146 three-digit
# rules (704) in 9 sections; 276 examples; 725 glossary entries.
JAN_COUNTS = {"sections": 9, "headings": 146, "rules": 1157, "subrules": 1957, "numbered": 3114,
              "examples": 276, "glossary": 725}
# November 2025: no 610.5, no 701.68 and its four subrules; one more partner subrule (702.124p).
NOV_COUNTS = {"sections": 9, "headings": 146, "rules": 1155, "subrules": 1954, "numbered": 3109,
              "examples": 276, "glossary": 725}


def _raw_lines(path):
    text = path.read_bytes().decode("utf-8-sig")
    return re.split(r"\r\n|\r|\n", text)


def _raw_rule(path, number):
    """The text of a rule read straight from the file, independently of the parser."""
    for line in _raw_lines(path):
        m = re.match(rf"^{re.escape(number)}\.? (.*)$", line)
        if m:
            return m.group(1).strip()
    raise AssertionError(number)


def test_counts_of_both_releases(cr):
    for rel, expected in ((cr["jan"], JAN_COUNTS), (cr["nov"], NOV_COUNTS)):
        rel.refresh_from_db()
        counts = {k: rel.counts[k] for k in expected}
        assert counts == expected, rel
        assert Rule.objects.filter(release=rel, level__gte=Rule.RULE).count() == expected["numbered"]
        assert Rule.objects.filter(release=rel, level=Rule.SECTION).count() == 9
        assert GlossaryEntry.objects.filter(release=rel).count() == expected["glossary"]
        assert sum(len(r.examples) for r in Rule.objects.filter(release=rel)) == expected["examples"]
    assert cr["jan"].effective.isoformat() == JAN and cr["nov"].effective.isoformat() == NOV
    assert Release.objects.count() == 2


def test_the_irregular_lines_are_kept(cr):
    """606.5 has no period after its number, 119.1d has one; 205.4c and 509.1b have an indented
    second paragraph."""
    jan = cr["jan"]
    for number in ("606.5", "119.1d"):
        r = Rule.objects.get(release=jan, number=number)
        assert r.text == _raw_rule(CR_JAN_2026, number)
    for number in ("205.4c", "509.1b"):
        r = Rule.objects.get(release=jan, number=number)
        assert "\n" in r.text and len(r.text.split("\n")) == 2
    assert Rule.objects.get(release=jan, number="509.1b").examples  # the example after the paragraph


@pytest.mark.parametrize("number", ["100.1", "100.1a", "103.2", "601.2f", "702.19c", "704.5q", "903.9b"])
def test_sample_rule_texts_match_the_file(cr, number):
    r = Rule.objects.get(release=cr["jan"], number=number)
    assert r.text.split("\n")[0] == _raw_rule(CR_JAN_2026, number)
    assert f'id="cr-{number}"' in r.html


def test_structure(cr):
    jan = cr["jan"]
    q = Rule.objects.get(release=jan, number="704.5q")
    assert (q.level, q.parent, q.heading, q.section) == (Rule.SUBRULE, "704.5", "704", "7")
    assert Rule.objects.get(release=jan, number="704").text == _raw_lines(CR_JAN_2026)[
        [i for i, ln in enumerate(_raw_lines(CR_JAN_2026)) if ln.startswith("704. ")][1]][5:]
    positions = list(Rule.objects.filter(release=jan).values_list("position", flat=True))
    assert positions == sorted(positions) == list(range(len(positions)))
    # every example in the file is kept, attached to the rule above it
    raw_examples = [ln for ln in _raw_lines(CR_JAN_2026) if ln.startswith("Example:")]
    kept = [e for r in Rule.objects.filter(release=jan).order_by("position") for e in r.examples]
    assert [e.split("\n")[0] for e in kept] == [e.strip() for e in raw_examples]


def test_glossary_entries(cr):
    jan = cr["jan"]
    terms = list(GlossaryEntry.objects.filter(release=jan).values_list("term", flat=True))
    assert terms[0] == "Abandon" and "Blight" in terms and "Friends Forever" not in terms
    fly = GlossaryEntry.objects.get(release=jan, term="Flying")
    assert fly.slug == "flying" and 'href="/cr/702.9/"' in fly.html
    nov_terms = set(GlossaryEntry.objects.filter(release=cr["nov"]).values_list("term", flat=True))
    assert "Friends Forever" in nov_terms and "Blight" not in nov_terms


HREF_RE = re.compile(r'href="(/cr/[^"]*)"')


def test_every_link_resolves(cr):
    for rel in (cr["jan"], cr["nov"]):
        numbers = set(Rule.objects.filter(release=rel).values_list("number", flat=True))
        slugs = set(GlossaryEntry.objects.filter(release=rel).values_list("slug", flat=True))
        html = "".join(Rule.objects.filter(release=rel).values_list("html", flat=True))
        html += "".join(GlossaryEntry.objects.filter(release=rel).values_list("html", flat=True))
        hrefs = HREF_RE.findall(html)
        assert len(hrefs) > 10000
        bad = []
        for h in hrefs:
            m = re.fullmatch(r"/cr/glossary/([^/]+)/", h)
            if m:
                if m.group(1) not in slugs:
                    bad.append(h)
                continue
            m = re.fullmatch(r"/cr/([^/]+)/", h)
            if not m or m.group(1) not in numbers:
                bad.append(h)
        assert not bad, bad[:20]
        # the only reference in the text to a number neither release has: the Map glossary entry
        # points to rule 110.10 (predefined tokens are rule 111.10) - an error in the CR itself
        assert rel.counts["unresolved_refs"] == ["glossary:Map: 110.10"]


def test_references_forms_are_linked(cr):
    jan = cr["jan"]

    def html(n):
        return Rule.objects.get(release=jan, number=n).html

    # a range "103.2a–e": both ends are links
    assert 'href="/cr/103.2a/">103.2a</a>–<a class="cr-ref" href="/cr/103.2e/">e</a>' in html("103.2")
    # "rules 601.2a–d" and "601.2f–h"
    assert 'href="/cr/601.2d/">d</a>' in html("601.2") and 'href="/cr/601.2h/">h</a>' in html("601.2")
    # a whole section: "See section 8"
    assert 'href="/cr/8/">8</a>' in html("100.1b")
    # a three-digit rule after "rule": "see rule 903"
    assert 'href="/cr/903/">903</a>' in html("100.2c")
    # glossary terms link to their entries
    assert 'href="/cr/glossary/permanent/"' in html("704.5q")
    # "119.7–8": the end is 119.8
    assert any('href="/cr/119.8/">8</a>' in r.html for r in Rule.objects.filter(release=jan, text__contains="119.7–8"))


def test_reimport_is_idempotent(cr):
    before = Rule.objects.filter(release__effective=JAN).count()
    rel = import_file(CR_JAN_2026)
    assert Release.objects.filter(effective=JAN).count() == 1
    assert Rule.objects.filter(release=rel).count() == before
    assert Release.objects.count() == 2


def test_failed_import_leaves_the_previous_release(cr, monkeypatch):
    count = Rule.objects.filter(release__effective=JAN).count()

    def boom(*a, **k):
        raise RuntimeError("disk full")
    monkeypatch.setattr(GlossaryEntry.objects, "bulk_create", boom)
    with pytest.raises(RuntimeError):
        import_file(CR_JAN_2026)
    assert Rule.objects.filter(release__effective=JAN).count() == count
    assert GlossaryEntry.objects.filter(release__effective=JAN).count() == 725


def _jan_lines():
    return CR_JAN_2026.read_bytes().decode("utf-8-sig").replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _line_of(lines, prefix, nth=1):
    hits = [i for i, ln in enumerate(lines) if ln.startswith(prefix)]
    return hits[nth - 1]


@pytest.mark.parametrize("case", ["garbage", "duplicate", "order", "orphan", "bad_number", "no_date"])
def test_malformed_files_are_refused_with_the_line_number(cr, tmp_path, case):
    lines = _jan_lines()
    i = _line_of(lines, "704.5q ")
    if case == "garbage":
        lines.insert(i + 1, "This line is not part of any rule.")
        expected = i + 2
    elif case == "duplicate":
        lines.insert(i + 1, lines[i])
        expected = i + 2
    elif case == "order":
        lines[i], lines[i - 2] = lines[i - 2], lines[i]  # 704.5q before 704.5p
        expected = i + 1
    elif case == "orphan":
        lines.insert(i + 1, "704.77b A subrule whose rule does not exist.")
        expected = i + 2
    elif case == "bad_number":
        lines.insert(i + 1, "704.5.q Broken number.")
        expected = i + 2
    else:
        lines = [ln for ln in lines if "effective as of" not in ln]
        expected = 2  # the line after the title
    data = "\n".join(lines).encode("utf-8")
    with pytest.raises(CRFormatError) as err:
        parse(data)
    assert err.value.line == expected, str(err.value)
    # the command says so, and the release in the database is untouched
    path = tmp_path / "bad.txt"
    path.write_bytes(data)
    with pytest.raises(CommandError, match=rf"line {expected}\b"):
        call_command("import_cr", str(path))
    assert Rule.objects.filter(release__effective=JAN).count() == 3114 + 146 + 9


@pytest.mark.parametrize("encoding,newline", [
    ("utf-16", "\r\n"),       # UTF-16 with BOM (little-endian), CRLF
    ("utf-16-le", "\r\n"),    # UTF-16 without BOM
    ("utf-16-be", "\n"),
    ("cp1252", "\r\n"),       # Windows-1252 (− and ∞ have no cp1252 form: replaced, as in such releases)
    ("utf-8", "\n"),          # UTF-8 without BOM, LF
])
def test_other_encodings_import_to_the_same_counts(cr, tmp_path, encoding, newline):
    text = newline.join(_jan_lines())
    path = tmp_path / f"cr-{encoding}.txt"
    path.write_bytes(text.encode(encoding, errors="replace"))
    rel = import_file(path)
    assert rel.effective.isoformat() == JAN
    assert {k: rel.counts[k] for k in JAN_COUNTS} == JAN_COUNTS
    assert Rule.objects.get(release=rel, number="704.5q").text == _raw_rule(CR_JAN_2026, "704.5q")


def test_command_output(cr, capsys):
    call_command("import_cr", str(CR_NOV_2025), "--lang", "en")
    out = capsys.readouterr()
    assert "2025-11-14" in out.out and "3109 numbered" in out.out and "725 glossary" in out.out


def test_import_bytes_names_no_source(cr):
    rel = import_bytes(CR_NOV_2025.read_bytes())
    assert rel.counts["numbered"] == 3109 and rel.source_name == ""
