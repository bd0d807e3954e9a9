"""The CR pages, the API and the search documents."""
import json
import re

import pytest

from crdb import services
from crdb.models import Release, Rule

from .conftest import JAN, NOV


def test_rule_heading_page(cr, client):
    r = client.get("/en/cr/704/")
    assert r.status_code == 200
    html = r.content.decode()
    assert '<html lang="en">' in html
    assert 'id="cr-704.5q"' in html and 'id="cr-704.3"' in html  # the whole rule with its subrules
    assert 'href="/en/cr/704.5q/"' in html                      # links carry the language
    assert '<link rel="prev" href="/en/cr/703/">' in html
    assert '<link rel="next" href="/en/cr/705/">' in html
    assert "2026-01-16" in html                                   # the effective date
    assert '<script src="/static/crdb/keys.js">' in html  # j/k keys (a file: no inline script)
    assert 'lang="en" data-rule="704"' in html


def test_subrule_in_thai_with_the_thai_topic(cr, client, sba_topic):
    r = client.get("/th/cr/704.5q/")
    assert r.status_code == 200
    html = r.content.decode()
    assert '<html lang="th">' in html
    assert "อธิบายบนเว็บไซต์นี้" in html                     # "Explained on this site", in Thai
    assert 'href="/th/t/test.crdb.sba/#cr-704"' in html
    assert "การกระทำตามสถานะ (ทดสอบ)" in html
    assert '<link rel="prev" href="/th/cr/704.5p/">' in html
    assert '<link rel="next" href="/th/cr/704.5r/">' in html


def test_korean_interface(cr, client):
    html = client.get("/ko/cr/702.19c/").content.decode()
    assert '<html lang="ko">' in html and "이 사이트의 설명" in html


@pytest.mark.parametrize("number", ["704.5q", "601.2f", "702.19c", "704.5", "7", "100.1a", "903.9b"])
def test_every_rule_number_form_the_judge_prints_works(cr, client, number):
    r = client.get(f"/en/cr/{number}/")
    assert r.status_code == 200
    assert f'id="cr-{number}"' in r.content.decode()


@pytest.mark.parametrize("given,canonical", [("704.5Q", "704.5q"), ("704.5.", "704.5")])
def test_number_variants_redirect_to_the_canonical_url(cr, client, given, canonical):
    r = client.get(f"/en/cr/{given}/")
    assert r.status_code == 302 and r["Location"] == f"/en/cr/{canonical}/"


@pytest.mark.parametrize("number", ["999.9", "704.9z", "704.99", "nonsense"])
def test_unknown_number_is_404(cr, client, number):
    assert client.get(f"/en/cr/{number}/").status_code == 404


def test_older_release_and_history(cr, client):
    r = client.get(f"/en/cr/702.124k/?release={NOV}")
    html = r.content.decode()
    assert r.status_code == 200 and "not the latest release" in html
    assert f'href="/en/cr/702.124/?release={NOV}"' in html    # links stay in that release
    # 702.124k holds another rule in January: the history says it changed
    assert services.history("702.124k") == [{"release": NOV, "status": "present"},
                                            {"release": JAN, "status": "changed"}]
    assert services.history("610.5") == [{"release": NOV, "status": "absent"},
                                         {"release": JAN, "status": "added"}]
    assert client.get("/en/cr/704/?release=1999-01-01").status_code == 404


def test_glossary_pages(cr, client):
    html = client.get("/en/cr/glossary/").content.decode()
    assert 'id="flying"' in html and "725" in html
    r = client.get("/en/cr/glossary/flying/")
    assert r.status_code == 200 and 'href="/en/cr/702.9/"' in r.content.decode()
    assert client.get("/en/cr/glossary/no-such-term/").status_code == 404


def test_table_of_contents(cr, client):
    html = client.get("/en/cr/").content.decode()
    assert 'href="/en/cr/704/">704. ' in html and 'href="/en/cr/7/">7. ' in html
    assert len(re.findall(r'href="/en/cr/\d{3}/"', html)) == 146
    assert f"/en/cr/diff/{NOV}/{JAN}/" in html


def test_table_of_contents_at_the_site_url(cr, client):
    assert client.get("/en/cr/").status_code == 200


def test_without_a_cr_the_rule_url_redirects_to_the_topic(cr, client, sba_topic):
    Release.objects.all().delete()  # rolled back after the test
    r = client.get("/th/cr/704.5q/")
    assert r.status_code == 302 and r["Location"] == "/th/t/test.crdb.sba/#cr-704"
    assert client.get("/en/cr/999.1/").status_code == 404
    assert client.get("/api/cr/704.5q").status_code == 404
    assert list(services.search_documents()) == []


def test_api(cr, client):
    r = client.get("/api/cr/704.5")
    assert r.status_code == 200 and r["Content-Type"].startswith("application/json")
    d = r.json()
    assert d["number"] == "704.5" and d["release"] == JAN and d["kind"] == "rule"
    assert [s["number"] for s in d["subrules"]][:3] == ["704.5a", "704.5b", "704.5c"]
    assert "704.5q" in [s["number"] for s in d["subrules"]]
    assert d["releases"] == [JAN, NOV]
    ex = client.get("/api/cr/509.1b").json()
    assert len(ex["examples"]) == 1 and ex["examples"][0].startswith("Example:")
    old = client.get(f"/api/cr/702.124p?release={NOV}").json()
    assert old["release"] == NOV and old["number"] == "702.124p"
    for url in ("/api/cr/702.124p", "/api/cr/999.9", "/api/cr/704?release=2000-01-01", "/api/cr/xyz"):
        r = client.get(url)
        assert r.status_code == 404, url
        body = json.loads(r.content)
        assert body["message"] and body["error"] in ("unknown_rule", "unknown_release")


def test_search_documents(cr):
    docs = list(services.search_documents())
    jan = Release.objects.get(effective=JAN)
    assert len(docs) == 146 + 3114 + 725
    by_id = {d["id"]: d for d in docs}
    q = by_id["cr:704.5q"]
    assert q == {"id": "cr:704.5q", "kind": "cr", "game": "mtg", "lang": "en", "title": "704.5q",
                 "body": Rule.objects.get(release=jan, number="704.5q").text, "url": "/cr/704.5q/",
                 "release": JAN}
    assert "Example:" in by_id["cr:509.1b"]["body"]
    g = by_id["cr-glossary:flying"]
    assert g["kind"] == "cr-glossary" and g["title"] == "Flying" and g["url"] == "/cr/glossary/flying/"
    assert {d["release"] for d in docs} == {JAN}


def test_htmx_fragment(cr, client):
    r = client.get("/en/cr/704.5q/", headers={"HX-Request": "true"})
    html = r.content.decode()
    assert r.status_code == 200 and "<html" not in html and 'id="cr-704.5q"' in html


@pytest.mark.parametrize("path", ["/en/cr/glossary/%00/", "/en/cr/glossary/a%00b/", "/en/cr/%00/",
                                  "/api/cr/%00", f"/en/cr/diff/%00/{JAN}/"])
def test_nul_in_the_path_is_404(cr, client, path):
    """PostgreSQL refuses NUL in text: such a path matches no route (404) before any query."""
    assert client.get(path).status_code == 404
