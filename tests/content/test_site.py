"""The rules reference as a visitor sees it."""
import re
from html.parser import HTMLParser
from urllib.parse import urldefrag, urlsplit

import pytest

from content import pages as pagefiles
from content.models import TopicPage

from tests.conftest import TOPICS_MD, require_shared, topic_ids
from langs import LANGS




pytestmark = [pytest.mark.django_db]


def required_ids():
    return topic_ids()


@pytest.mark.parametrize("lang", LANGS)
def test_every_topic_renders_with_its_own_title(client, loaded_content, lang):
    failures = []
    for tid in required_ids():
        r = client.get(f"/{lang}/t/{tid}/")
        if r.status_code != 200:
            failures.append(f"{lang}/{tid}: {r.status_code}")
            continue
        page = TopicPage.objects.get(topic_id=tid, lang=lang)
        html = r.content.decode()
        if f"<h1>{page.title}</h1>".replace("&", "&amp;") not in html and f"<h1>{page.title}</h1>" not in html:
            failures.append(f"{lang}/{tid}: title {page.title!r} not in <h1>")
        if f'<html lang="{lang}">' not in html:
            failures.append(f"{lang}/{tid}: no <html lang>")
        for other in LANGS:
            if f'hreflang="{other}"' not in html:
                failures.append(f"{lang}/{tid}: no hreflang {other}")
    assert not failures, failures


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        for key in ("href", "hx-get", "src"):
            if key in a and a[key]:
                self.links.append(a[key])


def _internal(url):
    parts = urlsplit(url)
    return not parts.scheme and not parts.netloc and url.startswith("/")


def test_crawl_finds_no_dead_internal_link(client, loaded_content):
    """Start at / in each language and follow every internal link (pages, fragments, CR links)."""
    seen, queue, dead = set(), [f"/{lang}/" for lang in LANGS] + ["/sitemap.xml"], []
    while queue:
        url = queue.pop()
        if url in seen:
            continue
        seen.add(url)
        headers = {"HTTP_HX_REQUEST": "true"} if url.endswith("/summary/") else {}
        r = client.get(url, **headers)
        if r.status_code in (301, 302):
            target = r["Location"]
            queue.append(urldefrag(target)[0])
            continue
        if r.status_code != 200:
            dead.append(f"{url} -> {r.status_code}")
            continue
        ctype = r.get("Content-Type", "")
        if "html" not in ctype:
            continue
        p = _Links()
        p.feed(r.content.decode())
        for link in p.links:
            link = urldefrag(link)[0]
            if not link or not _internal(link) or link.startswith("/static/"):
                continue
            # don't crawl the search and judge apps' query-string pages here
            if "?" in link:
                continue
            if link not in seen:
                queue.append(link)
    assert len(seen) > 69 * 3
    assert not dead, dead


def _cr_numbers_in_topics_md():
    text = require_shared(TOPICS_MD, "the topic list ../shared/specs/topics.md").read_text(encoding="utf-8")
    nums = set()
    for line in text.splitlines():
        if line.startswith("| mtg."):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            # rule table: | id | CR | must cover |; keyword table: | id | CR | | id | CR |
            cr_cells = [cells[i + 1] for i, c in enumerate(cells[:-1]) if c.startswith("mtg.")]
            for cell in cr_cells:
                for n in re.findall(r"\b\d{3}(?:\.\d+[a-z]?)?\b", cell):
                    nums.add(n)
    return sorted(nums)


@pytest.mark.parametrize("lang", LANGS)
def test_every_cr_number_of_topics_md_resolves(client, loaded_content, lang):
    nums = _cr_numbers_in_topics_md()
    assert "704.5q" in nums and "702.19" in nums
    bad = []
    linked = {t for p in pagefiles.read_all().values() for pg in p.values() for s, t, _ in pg.links if s == "cr"}
    for n in nums + ["702.19c", "704.5g", "601.2f"] + sorted(linked):
        r = client.get(f"/{lang}/cr/{n}/", follow=True)
        if r.status_code != 200:
            bad.append(f"{n}: {r.status_code}")
    assert not bad, bad


def test_cr_lookup_lands_on_the_right_page_and_anchor(client, loaded_content):
    # without an imported CR, /<lang>/cr/<n>/ redirects to the topic page at its anchor
    r = client.get("/en/cr/704.5q/")
    if r.status_code == 302:
        assert r["Location"].startswith("/en/t/mtg.sba.counters/")
    r = client.get("/th/cr/702.19c/", follow=False)
    if r.status_code == 302:
        assert r["Location"].startswith("/th/t/mtg.kw.trample/")


def test_root_redirects_by_accept_language_then_cookie(client, loaded_content):
    assert client.get("/", HTTP_ACCEPT_LANGUAGE="th-TH,th;q=0.9,en;q=0.5")["Location"] == "/th/"
    assert client.get("/", HTTP_ACCEPT_LANGUAGE="ko-KR")["Location"] == "/ko/"
    client.cookies["django_language"] = "ko"
    assert client.get("/", HTTP_ACCEPT_LANGUAGE="fr")["Location"] == "/ko/"
    client.cookies.clear()
    assert client.get("/", HTTP_ACCEPT_LANGUAGE="fr")["Location"] == "/en/"


def test_language_switch_keeps_the_place(client, loaded_content):
    html = client.get("/th/t/mtg.kw.flying/").content.decode()
    assert 'href="/ko/t/mtg.kw.flying/"' in html
    assert 'href="/en/t/mtg.kw.flying/"' in html


@pytest.mark.parametrize("url,lang,word", [
    ("/th/t/no-such-topic/", "th", "ไม่พบ"),
    ("/ko/t/no-such-topic/", "ko", "찾을 수 없"),
    ("/en/t/no-such-topic/", "en", "not found"),
    ("/th/cr/999.9z/", "th", "ไม่พบ"),
    ("/ko/cr/notanumber/", "ko", "찾을 수 없"),
])
def test_404_in_the_visitors_language(client, loaded_content, url, lang, word):
    r = client.get(url)
    assert r.status_code == 404
    html = r.content.decode()
    assert f'<html lang="{lang}">' in html
    assert word in html.lower() or word in html


def test_404_suggests_nearest_topics(client, loaded_content):
    r = client.get("/en/t/mtg.kw.flyng/")
    assert r.status_code == 404
    assert "/en/t/mtg.kw.flying/" in r.content.decode()
    r = client.get("/en/cr/999.9z/")
    assert r.status_code == 404
    assert "/en/t/mtg." in r.content.decode()  # nearest rule numbers


def test_unknown_language_is_404_not_500(client, loaded_content):
    for url in ("/xx/", "/fr/t/mtg.sba/", "/de/cr/704.5q/"):
        r = client.get(url, HTTP_ACCEPT_LANGUAGE="th", follow=True)
        assert r.status_code == 404
        assert '<html lang="th">' in r.content.decode()


def test_keyword_summary_fragment(client, loaded_content):
    r = client.get("/ko/t/mtg.kw.deathtouch/summary/", HTTP_HX_REQUEST="true")
    assert r.status_code == 200
    body = r.content.decode()
    assert "<html" not in body and "summary-line" in body
    # without htmx: the plain page
    r = client.get("/ko/t/mtg.kw.deathtouch/summary/")
    assert r.status_code == 302 and r["Location"] == "/ko/t/mtg.kw.deathtouch/"


def test_rule_pages_link_keywords_with_popups(client, loaded_content):
    html = client.get("/en/t/mtg.combat.damage/").content.decode()
    assert 'class="xref kw"' in html and "/summary/" in html


def test_sitemap_lists_every_topic_in_every_language(client, loaded_content):
    xml = client.get("/sitemap.xml").content.decode()
    for tid in required_ids():
        for lang in LANGS:
            assert f"/{lang}/t/{tid}/</loc>" in xml


def test_game_index_and_glossary(client, loaded_content):
    for lang in LANGS:
        for game in ("mtg", "bfb"):
            r = client.get(f"/{lang}/{game}/")
            assert r.status_code == 200
    html = client.get("/th/mtg/").content.decode()
    assert "สัมผัสมรณะ" in html  # the Thai keyword glossary


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/en/t/%00/", "/en/t/mtg%00/summary/", "/th/%00/"])
def test_nul_in_the_path_is_404(client, path):
    """PostgreSQL refuses NUL in text: such a path matches no route (404) before any query."""
    assert client.get(path).status_code == 404
