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
    "content",
    "search",
    "judge",
    "crdb",
    "deckcheck",
    "cards",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
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

LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("th", "ไทย"), ("ko", "한국어")]
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_I18N = True
USE_TZ = True
TIME_ZONE = "UTC"

STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "static"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
WHITENOISE_USE_FINDERS = True
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
