"""Comparing the November 2025 and January 2026 releases. The expected changes were found by hand
with `diff` on the two files (normalised line endings):
- added: 610.5 (one-shot effects that make spells gain abilities), 701.68 Blight and 701.68a-d;
- removed: 702.124k ("Friends forever" partner variant);
- renumbered: 702.124m -> 702.124k, 702.124n -> 702.124m, 702.124p -> 702.124n (same texts);
- changed: 115.7e (an example's wording), 205.3m (creature types), 207.2c (ability words),
  601.2a (new reference to 610.5), 702.124a and 702.124i (the partner variants);
- glossary: "Blight" added, "Friends Forever" removed.
"""
import pytest

from crdb import services
from crdb.models import Release

from .conftest import JAN, NOV


@pytest.fixture
def d(cr):
    return services.compute_diff(Release.objects.get(effective=NOV), Release.objects.get(effective=JAN))


def test_added_removed_renumbered(d):
    assert [a["number"] for a in d["added"]] == ["610.5", "701.68", "701.68a", "701.68b", "701.68c", "701.68d"]
    assert [r["number"] for r in d["removed"]] == ["702.124k"]
    assert [(r["old_number"], r["number"], r["same_text"]) for r in d["renumbered"]] == [
        ("702.124m", "702.124k", True), ("702.124n", "702.124m", True), ("702.124p", "702.124n", True)]


def test_changed_rules_with_word_level_marks(d):
    changed = {c["number"]: c for c in d["changed"]}
    assert set(changed) == {"115.7e", "205.3m", "207.2c", "601.2a", "702.124a", "702.124i"}
    ex = str(changed["115.7e"]["diff"])
    assert "<del>another</del>" in ex and "<ins>" in ex
    assert '<ins>' in str(changed["601.2a"]["diff"]) and "610.5" in str(changed["601.2a"]["diff"])
    # the partner list no longer names the removed variant
    assert "<del>" in str(changed["702.124a"]["diff"])


def test_diff_html_is_escaped(d):
    i = {c["number"]: c for c in d["changed"]}["702.124i"]
    assert "&amp;" in str(i["diff"]) and " & " not in str(i["diff"])
    assert str(services.word_diff("a <b>", "a <i>")) == "a &lt;<del>b</del><ins>i</ins>&gt;"


def test_glossary_changes(d):
    assert [g["term"] for g in d["glossary"]["added"]] == ["Blight"]
    assert [g["term"] for g in d["glossary"]["removed"]] == ["Friends Forever"]


def test_unchanged_count(d):
    # 3260 entries in November (9 + 146 + 3109 - counted with headings and sections) minus the
    # 6 changed, 1 removed and 3 renumbered
    assert d["unchanged"] == 9 + 146 + 3109 - 6 - 1 - 3


def test_diff_page(cr, client):
    r = client.get(f"/en/cr/diff/{NOV}/{JAN}/")
    html = r.content.decode()
    assert r.status_code == 200
    assert "<del>another</del>" in html
    assert f'href="/en/cr/702.124m/?release={NOV}">702.124m</a> → <a href="/en/cr/702.124k/?release={JAN}">702.124k</a>' in html
    assert f'href="/en/cr/610.5/?release={JAN}"' in html
    assert client.get("/th/cr/diff/").status_code == 302
    assert client.get(f"/en/cr/diff/{NOV}/2000-01-01/").status_code == 404
    th = client.get(f"/th/cr/diff/{NOV}/{JAN}/").content.decode()
    assert "เปลี่ยนหมายเลข" in th  # "Renumbered" in Thai
