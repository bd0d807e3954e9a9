"""Rate limits per client on what writes or runs (docs/deploy.md, "Rate limits").

    from rulesite.ratelimit import rate_limited

    @rate_limited("save")
    def save(request): ...

Each action has a limit of N requests per window of S seconds per client (settings.RATE_LIMITS,
from RULESITE_RATE_LIMITS, default "save=30/600,import=60/600,run=120/60"; "off" turns them off). The
counters are rows of rulesite.RateHit in the database (fixed windows, one atomic UPDATE per
request), so the limit holds across every process and node of a deploy. A client over its limit
gets 429 with Retry-After and a message in its language: JSON {"errors": [...]} under /api/, an
HTML page elsewhere. The client is REMOTE_ADDR, or the first address of X-Forwarded-For when
RULESITE_TRUST_FORWARDED=1 (behind a load balancer that sets it).
"""
from __future__ import annotations

import functools
import random
import time

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F
from django.http import JsonResponse
from django.shortcuts import render
from django.utils import translation
from django.utils.translation import gettext as _

def client_id(request) -> str:
    if getattr(settings, "RATE_LIMIT_TRUST_FORWARDED", False):
        fwd = request.META.get("HTTP_X_FORWARDED_FOR", "")
        if fwd.strip():
            return fwd.split(",")[0].strip()[:100]
    return (request.META.get("REMOTE_ADDR") or "unknown")[:100]


def hit(action: str, client: str, now: float | None = None) -> tuple[bool, int]:
    """Count one request; (allowed, seconds until the window ends)."""
    from .models import RateHit
    limit = settings.RATE_LIMITS.get(action)
    if not limit:
        return True, 0
    count, seconds = limit
    now = time.time() if now is None else now
    window = int(now // seconds * seconds)
    key = f"{action}:{client}"
    with transaction.atomic():
        if not RateHit.objects.filter(key=key, window=window).update(count=F("count") + 1):
            try:
                with transaction.atomic():
                    RateHit.objects.create(key=key, window=window, count=1)
            except IntegrityError:  # another process created it just now
                RateHit.objects.filter(key=key, window=window).update(count=F("count") + 1)
        n = RateHit.objects.filter(key=key, window=window).values_list("count", flat=True).first() or 0
    if random.random() < 0.01:  # now and then, forget windows older than a day
        RateHit.objects.filter(window__lt=now - 86400).delete()
    retry = max(1, int(window + seconds - now + 0.999))
    return n <= count, retry


def too_many(request, retry_after: int):
    lang = request.GET.get("lang") if request.path.startswith("/api/") else None
    if lang in dict(settings.LANGUAGES):
        translation.activate(lang)
    msg = _("Too many requests from your address. Wait %(seconds)d seconds and try again.") % {
        "seconds": retry_after}
    if request.path.startswith("/api/"):
        response = JsonResponse({"errors": [{"path": "", "message": msg}]}, status=429,
                                json_dumps_params={"ensure_ascii": False})
    else:
        response = render(request, "429.html", {"message": msg}, status=429)
    response["Retry-After"] = str(retry_after)
    response["Cache-Control"] = "no-store"
    return response


def rate_limited(action: str):
    """Limit a view (any method but GET/HEAD) to settings.RATE_LIMITS[action] per client."""

    def deco(view):
        @functools.wraps(view)
        def wrapped(request, *args, **kwargs):
            if request.method not in ("GET", "HEAD"):
                ok, retry = hit(action, client_id(request))
                if not ok:
                    return too_many(request, retry)
            return view(request, *args, **kwargs)
        return wrapped
    return deco
