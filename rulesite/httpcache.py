"""HTTP caching of reference pages (docs/deploy.md, "Cacheable reference pages").

A reference page is a read-only page whose bytes depend only on its URL (scheme, host, path and
query), the `HX-Request` header (htmx fragment or whole page), the code and the reference content
in the database. Mark its view with `@reference_page`:

    from rulesite.httpcache import reference_page

    @require_safe
    @reference_page
    def topic(request, topic_id): ...

and the page gets
- `Cache-Control: public, max-age=REFERENCE_MAX_AGE` and an `ETag` computed from the content
  version (a counter in the database that `load_content`, `import_cr` and `build_index` bump) and
  the code version; a conditional GET (`If-None-Match`) answers 304 without running the view;
- no `Set-Cookie` and no `Vary: Cookie`: such a page must not call `{% csrf_token %}`/`get_token`
  or read the session/cookies (a CSRF token asked for on a reference page is dropped and logged);
  the CSRF cookie belongs to pages with a form that posts (the judge editor, import, deck check);
- consistent reads: the view runs in one read transaction (REPEATABLE READ on PostgreSQL, a WAL
  snapshot on SQLite), so a page never mixes two versions while a loader writes;
- the rendered-page cache (PageCacheMiddleware): a 200 answer is kept per process under its URL
  with the version it was rendered from, and served again, headers and all, until the version
  changes — a page whose content did not change is not rendered again.

A loader of reference content (a new import command, a card importer) calls
`bump_content_version()` inside the transaction that writes the content.
"""
from __future__ import annotations

import functools
import hashlib
import logging
import os
import re
import secrets
from contextlib import contextmanager
from pathlib import Path

from django.conf import settings
from django.core.cache import caches
from django.db import connections, transaction
from django.http import HttpResponse, HttpResponseNotModified
from django.utils.cache import patch_vary_headers
from django.utils.http import parse_etags

log = logging.getLogger(__name__)

VERSION_ROW = "content"
_CACHE_ALIAS = "pages"
# headers a stored page keeps (the rest is added again by the outer middleware or the server)
_SKIP_HEADERS = {"set-cookie", "date", "content-length", "connection", "transfer-encoding"}


# --- versions ---------------------------------------------------------------------------------------

def content_version() -> str:
    """The current content version token (shared by every node through the database)."""
    # raw SQL: this runs on every request for a reference page; the ORM would cost more than
    # serving the stored page itself
    with connections["default"].cursor() as cur:
        cur.execute("SELECT version, token FROM rulesite_contentversion WHERE name = %s", [VERSION_ROW])
        row = cur.fetchone()
    return f"{row[0]}.{row[1]}" if row else "0"


def bump_content_version() -> str:
    """A new content version: every reference page gets a new ETag and is rendered afresh. Call it
    in the transaction that writes the content (it commits or rolls back with it). The token is
    random as well as counted, so a rolled-back bump never gives an old version's number again."""
    from .models import ContentVersion
    token = secrets.token_hex(6)
    from django.db.models import F
    with transaction.atomic():
        n = ContentVersion.objects.filter(name=VERSION_ROW).update(version=F("version") + 1, token=token)
        if not n:
            ContentVersion.objects.get_or_create(name=VERSION_ROW, defaults={"version": 1, "token": token})
    from .contentcache import forget_version
    forget_version()
    return content_version()


@functools.lru_cache(maxsize=1)
def code_version() -> str:
    """What else a page's bytes depend on: the templates, translations, Python code and library
    files of this checkout (hashed once per process, the same on every node of a deploy), or
    RULESITE_RELEASE when the deploy names its release."""
    if os.environ.get("RULESITE_RELEASE"):
        return os.environ["RULESITE_RELEASE"][:40]
    base = Path(settings.BASE_DIR)
    h = hashlib.sha1()
    skip = {".venv", "var", "tests", "node_modules", ".git", "bench", "scripts"}
    for path in sorted(base.rglob("*")):
        rel = path.relative_to(base)
        if rel.parts and rel.parts[0] in skip or "__pycache__" in rel.parts:
            continue
        if path.suffix in (".py", ".html", ".mo", ".json", ".css", ".js") and path.is_file():
            h.update(str(rel).encode())
            h.update(path.read_bytes())
    return h.hexdigest()[:12]


# --- the decorator ----------------------------------------------------------------------------------

def max_age() -> int:
    return int(getattr(settings, "REFERENCE_MAX_AGE", 300))


def page_key(request) -> str:
    hx = "1" if request.META.get("HTTP_HX_REQUEST") == "true" else "0"
    raw = f"{request.scheme}|{request.get_host()}|{request.get_full_path()}|{hx}"
    return "page:" + hashlib.sha1(raw.encode("utf-8", "surrogatepass")).hexdigest()


def _etag(key: str, version: str) -> str:
    return '"' + hashlib.sha1(f"{key}|{version}|{code_version()}".encode()).hexdigest()[:20] + '"'


def _matches(request, etag: str) -> bool:
    header = request.META.get("HTTP_IF_NONE_MATCH")
    if not header:
        return False
    tags = parse_etags(header)
    bare = etag.strip('"')
    return "*" in tags or any(t.removeprefix("W/").strip('"') == bare for t in tags)


def _cache_headers(response, etag: str) -> None:
    response["ETag"] = etag
    response["Cache-Control"] = f"public, max-age={max_age()}"
    patch_vary_headers(response, ("HX-Request",))
    if response.has_header("Vary"):
        vary = [v.strip() for v in response["Vary"].split(",") if v.strip().lower() != "cookie"]
        response["Vary"] = ", ".join(vary)


@contextmanager
def consistent_reads(using: str = "default"):
    """One read snapshot for everything inside (the whole view), so a page never mixes the rows
    of two content versions while load_content or import_cr commit."""
    conn = connections[using]
    if conn.in_atomic_block:  # already inside a transaction (tests): its snapshot rules
        yield
        return
    with transaction.atomic(using=using):
        if conn.vendor == "postgresql":
            with conn.cursor() as cur:
                cur.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
        yield


def reference_page(view):
    """Mark a view as a cacheable reference page (module docstring)."""

    @functools.wraps(view)
    def wrapped(request, *args, **kwargs):
        if request.method not in ("GET", "HEAD"):
            return view(request, *args, **kwargs)
        request.reference_page = True
        key = page_key(request)
        with consistent_reads():
            version = content_version()
            etag = _etag(key, version)
            if _matches(request, etag):
                response = HttpResponseNotModified()
            else:
                response = view(request, *args, **kwargs)
                if hasattr(response, "render") and callable(response.render):
                    response = response.render()  # TemplateResponse: render inside the snapshot
        if request.META.get("CSRF_COOKIE_NEEDS_UPDATE"):
            log.warning("%s asked for a CSRF token on a reference page; no cookie is set", request.path)
            request.META["CSRF_COOKIE_NEEDS_UPDATE"] = False
        if response.status_code in (200, 304):
            _cache_headers(response, etag)
            if response.status_code == 200 and not response.streaming:
                response._reference_cache = (key, version, etag)
        return response

    wrapped.reference_page = True
    return wrapped


# --- the rendered-page cache ------------------------------------------------------------------------

def page_cache():
    return caches[_CACHE_ALIAS]


class PageCacheMiddleware:
    """Serves a stored reference page when the content version it was rendered from is still the
    current one (one small query), without URL resolving, templates or the inner middleware.
    Placed right after WhiteNoise; stores what `@reference_page` views answered with 200."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if not getattr(settings, "PAGE_CACHE_ENABLED", True) or request.method not in ("GET", "HEAD"):
            return self.get_response(request)
        key = page_key(request)
        entry = page_cache().get(key)
        if entry is not None:
            try:
                current = content_version()
            except Exception:  # noqa: BLE001 - no database: let the view answer (or fail) itself
                current = None
            if entry["version"] == current:
                return self._replay(request, entry)
        response = self.get_response(request)
        info = getattr(response, "_reference_cache", None)
        if (info and info[0] == key and response.status_code == 200 and not response.cookies
                and len(response.content) <= getattr(settings, "PAGE_CACHE_MAX_BYTES", 2 << 20)):
            headers = [(k, v) for k, v in response.items() if k.lower() not in _SKIP_HEADERS]
            page_cache().set(key, {"version": info[1], "etag": info[2], "headers": headers,
                                   "content": response.content})
        return response

    def _replay(self, request, entry):
        if _matches(request, entry["etag"]):
            response = HttpResponseNotModified()
            for k, v in entry["headers"]:
                if k.lower() in ("etag", "cache-control", "vary", "content-language"):
                    response[k] = v
            return response
        response = HttpResponse(b"" if request.method == "HEAD" else entry["content"])
        for k, v in entry["headers"]:
            response[k] = v
        response["Content-Length"] = str(len(entry["content"]))
        return response


# --- pages with a form whose content is otherwise fixed ----------------------------------------------

_TOKEN = b"@@csrf-token-placeholder@@"
_NONCE = b"@@csp-nonce-placeholder@@"
_TOKEN_RE = re.compile(rb'name="csrfmiddlewaretoken" value="([^"]+)"')


def rendered_once(view):
    """For GET pages with forms that post (so a CSRF token, and maybe a CSP nonce) whose bytes are
    otherwise fixed by the URL, HX-Request, the code and the content version — the judge tool's
    permalinks and teaching-library pages: rendered once per process, then served from the page
    cache with this request's own CSRF token (and cookie) and nonce put in. Not public (the page
    carries a token), so no Cache-Control public/ETag."""

    @functools.wraps(view)
    def wrapped(request, *args, **kwargs):
        if request.method not in ("GET", "HEAD") or not getattr(settings, "PAGE_CACHE_ENABLED", True):
            return view(request, *args, **kwargs)
        from django.middleware.csrf import get_token
        key = f"once:{page_key(request)}:{content_version()}:{code_version()}"
        entry = page_cache().get(key)
        if entry is not None:
            body = entry["content"].replace(_TOKEN, get_token(request).encode())
            nonce = getattr(request, "_csp_nonce", None)
            if nonce is not None and _NONCE in body:
                body = body.replace(_NONCE, str(nonce).encode())
            response = HttpResponse(b"" if request.method == "HEAD" else body)
            for k, v in entry["headers"]:
                response[k] = v
            return response
        response = view(request, *args, **kwargs)
        if response.status_code == 200 and not response.streaming:
            body = response.content
            m = _TOKEN_RE.search(body)
            if m:
                body = body.replace(m.group(1), _TOKEN)
            nonce = getattr(request, "_csp_nonce", None)
            if nonce:  # generated while rendering
                body = body.replace(str(nonce).encode(), _NONCE)
            headers = [(k, v) for k, v in response.items() if k.lower() in ("content-type", "vary", "content-language")]
            if len(body) <= getattr(settings, "PAGE_CACHE_MAX_BYTES", 2 << 20):
                page_cache().set(key, {"headers": headers, "content": body})
        return response

    return wrapped
