"""Reference pages are cacheable (rulesite/httpcache.py, docs/deploy.md): Cache-Control public with
an ETag from the content version, 304 on revalidation, no Set-Cookie and no Vary: Cookie, a new
validator when load_content changes what a page shows, and the rendered-page cache serves a page
again without rendering it. Pages with a form that posts keep their CSRF cookie."""
import shutil

import pytest
from django.core.management import call_command

from content import pages as pagefiles
from rulesite.httpcache import page_cache

pytestmark = pytest.mark.django_db

TOPIC = "/th/t/mtg.sba/"
REFERENCE = [
    "/en/", "/th/", "/ko/mtg/", "/en/bfb/", TOPIC, "/ko/t/mtg.kw.flying/", "/en/t/mtg.kw.flying/summary/",
    "/en/cr/", "/en/search/?q=flying", "/ko/search/?q=%EB%B9%84%ED%96%89", "/en/judge/library/",
    "/sitemap.xml",
]


@pytest.fixture
def content(django_db_setup, db):
    call_command("load_content", verbosity=0)


@pytest.fixture
def page_cache_on(settings):
    settings.PAGE_CACHE_ENABLED = True
    page_cache().clear()
    yield
    page_cache().clear()


def _assert_cacheable(r, url):
    assert r.status_code == 200, (url, r.status_code)
    cc = r.headers.get("Cache-Control", "")
    assert "public" in cc and "max-age=" in cc, (url, cc)
    assert r.headers.get("ETag"), url
    assert "Set-Cookie" not in r.headers and not r.cookies, (url, r.cookies)
    assert "cookie" not in r.headers.get("Vary", "").lower(), (url, r.headers.get("Vary"))


@pytest.mark.parametrize("url", REFERENCE)
def test_reference_pages_are_public_with_a_validator_and_no_cookie(client, content, url):
    extra = {"HTTP_HX_REQUEST": "true"} if url.endswith("/summary/") else {}  # an htmx fragment
    r = client.get(url, **extra)
    _assert_cacheable(r, url)


def test_revalidation_answers_304(client, content):
    r = client.get(TOPIC)
    etag = r.headers["ETag"]
    again = client.get(TOPIC, HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and again.content == b""
    assert again.headers["ETag"] == etag and "public" in again.headers["Cache-Control"]
    assert "Set-Cookie" not in again.headers
    # a weak form of the same validator and a list of validators match too
    assert client.get(TOPIC, HTTP_IF_NONE_MATCH=f'"nope", W/{etag}').status_code == 304
    assert client.get(TOPIC, HTTP_IF_NONE_MATCH='"something-else"').status_code == 200


def test_the_validator_depends_on_the_page(client, content):
    tags = {client.get(u).headers["ETag"] for u in ("/en/t/mtg.sba/", "/th/t/mtg.sba/", "/en/mtg/")}
    assert len(tags) == 3
    # the htmx fragment and the whole page of one address differ
    a = client.get("/en/search/?q=flying")
    b = client.get("/en/search/?q=flying", HTTP_HX_REQUEST="true")
    assert a.headers["ETag"] != b.headers["ETag"] and "HX-Request" in b.headers["Vary"]


def test_load_content_that_changes_a_page_gives_a_new_validator(client, content, tmp_path, page_cache_on):
    pages = tmp_path / "pages"
    shutil.copytree(pagefiles.PAGES_DIR, pages)
    _load(pages)
    r1 = client.get(TOPIC)
    old = r1.headers["ETag"]
    assert client.get(TOPIC, HTTP_IF_NONE_MATCH=old).status_code == 304
    f = pages / "th" / "mtg.sba.md"
    f.write_text(f.read_text(encoding="utf-8").replace("\n\n", "\n\nย่อหน้าทดสอบการแคชใหม่\n\n", 1),
                 encoding="utf-8")
    _load(pages)
    r2 = client.get(TOPIC, HTTP_IF_NONE_MATCH=old)
    assert r2.status_code == 200, "the old validator must no longer match"
    assert r2.headers["ETag"] != old
    assert "ย่อหน้าทดสอบการแคชใหม่" in r2.content.decode()
    assert "ย่อหน้าทดสอบการแคชใหม่" not in r1.content.decode()


def _load(pages_dir):
    from content.loader import load_content
    load_content(pages_dir)


def test_import_cr_and_build_index_bump_the_version(db, tmp_path):
    from rulesite.httpcache import content_version
    from search import engine
    v0 = content_version()
    engine.build_index(tmp_path / "ix", include_cr=False)
    v1 = content_version()
    assert v1 != v0
    from crdb.importer import import_file
    from tests.conftest import CR_FIXTURE_DIR
    fixture = sorted(CR_FIXTURE_DIR.glob("*.txt"))
    if fixture:
        import_file(fixture[0])
        assert content_version() != v1


def test_a_page_is_not_rendered_again_while_its_content_is_unchanged(client, content, page_cache_on,
                                                                    django_assert_max_num_queries):
    first = client.get(TOPIC)
    assert first.status_code == 200
    # served from the rendered-page cache: one query (the content version), no view, no template
    with django_assert_max_num_queries(1):
        second = client.get(TOPIC)
    assert second.content == first.content and second.headers["ETag"] == first.headers["ETag"]
    _assert_cacheable(second, TOPIC)
    for h in ("Content-Security-Policy", "X-Frame-Options", "Content-Type"):
        assert second.headers.get(h) == first.headers.get(h), h
    with django_assert_max_num_queries(1):
        assert client.get(TOPIC, HTTP_IF_NONE_MATCH=first.headers["ETag"]).status_code == 304
    head = client.head(TOPIC)
    assert head.status_code == 200 and head.content == b""


def test_reference_pages_carry_no_csp_nonce(client, content):
    """A page served to everyone from a cache must not carry a per-response nonce."""
    r = client.get(TOPIC)
    assert "nonce" not in r.content.decode()
    assert "nonce-" not in r.headers.get("Content-Security-Policy", "")


@pytest.mark.parametrize("url", ["/en/judge/", "/th/decks/check/"])
def test_pages_with_a_form_that_posts_keep_the_csrf_cookie(client, url):
    r = client.get(url)
    assert r.status_code == 200
    assert "csrftoken" in r.cookies
    assert "public" not in r.headers.get("Cache-Control", "")


def test_permalink_pages_are_rendered_once_and_keep_a_working_csrf_token(page_cache_on, db,
                                                                        django_assert_max_num_queries):
    """Judge permalinks and library pages (forms that post) come from the page cache with the
    visitor's own CSRF token and cookie: a form posted from the cached page is accepted."""
    import re

    from django.test import Client

    from tests.conftest import example_text
    a, b = Client(enforce_csrf_checks=True), Client(enforce_csrf_checks=True)
    key = a.post("/api/judge/scenarios", data=example_text("mtg-giant-growth-saves.json"),
                 content_type="application/json").json()["key"]
    url = f"/th/judge/s/{key}/?step=1"
    first = a.get(url)
    assert first.status_code == 200
    with django_assert_max_num_queries(1):  # the content version only: no scenario, no rendering
        second = b.get(url)
    assert second.status_code == 200 and "csrftoken" in second.cookies
    tok = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', second.content.decode()).group(1)
    assert tok not in first.content.decode()
    nonce = re.findall(r'nonce="([^"]+)"', second.content.decode())
    assert all(f"'nonce-{n}'" in second.headers["Content-Security-Policy"] for n in nonce)
    # the rest of the page is the same bytes
    strip = lambda r: re.sub(r'(value|nonce)="[^"]{20,}"', "", re.sub(r'"X-CSRFToken": "[^"]+"', "", r.content.decode()))  # noqa: E731
    assert strip(first) == strip(second)
    doc = re.search(r'<textarea id="doc" name="doc"[^>]*>(.*?)</textarea>', second.content.decode(), re.S).group(1)
    import html
    r = b.post("/th/judge/download/", {"doc": html.unescape(doc), "csrfmiddlewaretoken": tok})
    assert r.status_code == 200, r.status_code
