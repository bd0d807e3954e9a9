"""One helper for values "cached until the content version changes" (rulesite/httpcache.py: every
loader bumps the version in the transaction that writes the content).

    @per_content()
    def explained_numbers(): ...

The wrapped function's results are kept per arguments and dropped when the content version
changes. Inside a request the version is read once (the first call) and reused by every later call
of any cached function in that request, so a page with fifty rule links costs one query, not fifty.
Outside a request (commands, tests) the version is read on every call. Tests that change content
rows behind the loaders' backs call clear_all() (tests/conftest.py does it around every test)."""
from __future__ import annotations

import threading
from functools import wraps

from django.core.signals import request_finished, request_started

_local = threading.local()
_caches: list = []


def _start(**_kw):
    _local.in_request = True
    _local.version = None


def _finish(**_kw):
    _local.in_request = False
    _local.version = None


request_started.connect(_start, dispatch_uid="rulesite.contentcache.start")
request_finished.connect(_finish, dispatch_uid="rulesite.contentcache.finish")


def current_version() -> str:
    """The content version: read once per request, on every call outside one."""
    from .httpcache import content_version
    if not getattr(_local, "in_request", False):
        return content_version()
    if _local.version is None:
        _local.version = content_version()
    return _local.version


def forget_version() -> None:
    """The content just changed in this thread (bump_content_version calls it)."""
    _local.version = None


def clear_all() -> None:
    for store in _caches:
        store["values"].clear()
        store["version"] = None


def per_content(maxsize: int = 4096):
    """Decorator: cache the function's results (per positional arguments, hashable) until the
    content version changes; at most `maxsize` results (then it starts afresh)."""
    def deco(fn):
        store = {"version": None, "values": {}}
        lock = threading.Lock()
        _caches.append(store)

        @wraps(fn)
        def wrapper(*args):
            version = current_version()
            with lock:
                if store["version"] != version:
                    store["values"].clear()
                    store["version"] = version
                try:
                    return store["values"][args]
                except KeyError:
                    pass
            value = fn(*args)
            with lock:
                if store["version"] == version:
                    if len(store["values"]) >= maxsize:
                        store["values"].clear()
                    store["values"][args] = value
            return value

        wrapper.cache_clear = lambda: clear_all()
        return wrapper
    return deco
