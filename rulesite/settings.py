"""Settings from the environment with safe defaults.

DJANGO_DEBUG=1            development (off by default)
DJANGO_SECRET_KEY         required when DEBUG is off and DJANGO_ALLOW_DEV_KEY is not set
DJANGO_ALLOWED_HOSTS      comma separated (default: localhost, 127.0.0.1, [::1], testserver)
DATABASE_URL              e.g. postgres://user:pass@host/db (default: SQLite in var/db.sqlite3)
RULESITE_VAR_DIR          where the database and the search index live (default: ./var)
DJANGO_SECURE=1           production HTTPS settings (HSTS, secure cookies, SSL redirect)
"""
import os
from pathlib import Path

import dj_database_url
from django.utils.csp import CSP

from langs import LANG_NAMES, LANGS

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("RULESITE_VAR_DIR", BASE_DIR / "var"))
SHARED_DIR = Path(os.environ.get("SHARED_DIR", BASE_DIR.parent / "shared"))


def env_bool(name: str, default: bool = False) -> bool:
    return os.environ.get(name, "1" if default else "0").strip().lower() in ("1", "true", "yes", "on")


DEBUG = env_bool("DJANGO_DEBUG")
_DEV_KEY = "dev-insecure-key-only-for-local-use-0123456789abcdefghijklmnopqrstuvwxyz"
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY") or _DEV_KEY
if env_bool("DJANGO_SECURE") and SECRET_KEY == _DEV_KEY:
    from django.core.exceptions import ImproperlyConfigured
    raise ImproperlyConfigured("DJANGO_SECURE=1 (production) needs DJANGO_SECRET_KEY")
ALLOWED_HOSTS = [h for h in os.environ.get(
    "DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1,[::1],testserver").split(",") if h]

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    "django_htmx",
    "rulesite",
    "content",
    "search",
    "judge",
    "crdb",
    "deckcheck",
    "cards",
    "policy",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "rulesite.httpcache.PageCacheMiddleware",
    "rulesite.middleware.BodySizeLimitMiddleware",
    "rulesite.middleware.MethodNotAllowedMessageMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "rulesite.urls"
WSGI_APPLICATION = "rulesite.wsgi.application"

TEMPLATES = [{
    "BACKEND": "django.template.backends.django.DjangoTemplates",
    "DIRS": [BASE_DIR / "templates"],
    "APP_DIRS": True,
    "OPTIONS": {
        "context_processors": [
            "django.template.context_processors.request",
            "django.template.context_processors.i18n",
            "django.template.context_processors.csp",
            "rulesite.context.site",
        ],
        "builtins": ["django.templatetags.i18n"],
    },
}]

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{VAR_DIR / 'db.sqlite3'}", conn_max_age=60)
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"].setdefault("OPTIONS", {})["init_command"] = (
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;")
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Rate limits per client (rulesite/ratelimit.py): action -> (requests, seconds). Counted in the
# database, so they hold across processes and nodes. RULESITE_RATE_LIMITS="save=30/600,..." or "off".
def _rate_limits(spec: str) -> dict:
    spec = spec.strip()
    if spec.lower() in ("", "off", "0", "none"):
        return {}
    out = {}
    for part in spec.split(","):
        name, _eq, rate = part.strip().partition("=")
        count, _sl, seconds = rate.partition("/")
        if not name or not count.isdigit() or not seconds.isdigit() or int(seconds) <= 0:
            from django.core.exceptions import ImproperlyConfigured
            raise ImproperlyConfigured(f"RULESITE_RATE_LIMITS: cannot read {part!r} (write action=N/SECONDS)")
        out[name.strip()] = (int(count), int(seconds))
    return out


RATE_LIMITS = _rate_limits(os.environ.get("RULESITE_RATE_LIMITS", "save=30/600,import=60/600,run=120/60"))
RATE_LIMIT_TRUST_FORWARDED = env_bool("RULESITE_TRUST_FORWARDED")

# Reference pages (rulesite/httpcache.py, docs/deploy.md): browsers and CDNs may keep them this long
# (seconds) and then revalidate with their ETag. The rendered-page cache is per process ("pages",
# keyed by URL and checked against the content version in the database on every request).
REFERENCE_MAX_AGE = int(os.environ.get("RULESITE_PAGE_MAX_AGE", "300"))
PAGE_CACHE_ENABLED = env_bool("RULESITE_PAGE_CACHE", True)
PAGE_CACHE_MAX_BYTES = 2 * 1024 * 1024
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "default"},
    "pages": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "pages",
              "TIMEOUT": None,
              "OPTIONS": {"MAX_ENTRIES": int(os.environ.get("RULESITE_PAGE_CACHE_ENTRIES", "1000"))}},
}

LANGUAGE_CODE = "en"
LANGUAGES = [(code, LANG_NAMES[code]) for code in LANGS]   # langs.py: the one list
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_I18N = True
USE_TZ = True
TIME_ZONE = "UTC"

STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "static"
STATICFILES_DIRS = [BASE_DIR / "static"]
# `make serve` (production) sets RULESITE_STATIC_MANIFEST=1 and runs collectstatic: file names
# carry a content hash, WhiteNoise serves them compressed with a far-future Cache-Control
# (immutable). Development and tests serve the files as they are, from the finders.
STATIC_MANIFEST = env_bool("RULESITE_STATIC_MANIFEST")
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage" if STATIC_MANIFEST
                    else "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
WHITENOISE_USE_FINDERS = not STATIC_MANIFEST
if STATIC_MANIFEST:
    WHITENOISE_MAX_AGE = 3600  # names without a hash (favicon...); hashed names are immutable (forever)
try:  # WhiteNoise warns about a missing STATIC_ROOT even when it serves from the finders
    STATIC_ROOT.mkdir(parents=True, exist_ok=True)
except OSError:
    pass
WHITENOISE_AUTOREFRESH = DEBUG

# Request bodies over 256 kB are refused with 413 (rulesite.middleware).
MAX_REQUEST_BODY = 256 * 1024
DATA_UPLOAD_MAX_MEMORY_SIZE = MAX_REQUEST_BODY

SEARCH_INDEX_DIR = Path(os.environ.get("SEARCH_INDEX_DIR", VAR_DIR / "index"))

# Content Security Policy (Django's own middleware); scripts only from us, with nonces.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF, CSP.NONCE],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "font-src": [CSP.SELF],
    "connect-src": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "form-action": [CSP.SELF],
    "object-src": [CSP.NONE],
}

SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
CSRF_COOKIE_HTTPONLY = False  # htmx reads the token from the page, not the cookie
SESSION_COOKIE_HTTPONLY = True
if env_bool("DJANGO_SECURE"):
    SECURE_SSL_REDIRECT = True
    SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", "31536000"))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    LANGUAGE_COOKIE_SECURE = True
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("DJANGO_LOG_LEVEL", "WARNING")},
}
