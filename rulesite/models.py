"""Site-wide state kept in the database, so that every app server (node) sees the same:

- ContentVersion: one counter that load_content, import_cr and build_index (and any other loader
  of reference content) bump when what the reference pages show changes. Pages' ETags and the
  rendered-page cache are keyed on it (rulesite/httpcache.py).
- RateHit: fixed-window request counters per client and action (rulesite/ratelimit.py).
"""
from django.db import models


class ContentVersion(models.Model):
    name = models.CharField(max_length=32, primary_key=True)
    version = models.BigIntegerField(default=0)
    token = models.CharField(max_length=16, default="")  # random per bump (rulesite/httpcache.py)
    updated = models.DateTimeField(auto_now=True)

    def __str__(self):
        return f"{self.name}={self.version}"


class RateHit(models.Model):
    """Requests of one client for one action in one time window."""
    key = models.CharField(max_length=200)
    window = models.BigIntegerField()  # window start, seconds since the epoch
    count = models.IntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["key", "window"], name="ratehit_key_window")]
        indexes = [models.Index(fields=["window"])]

    def __str__(self):
        return f"{self.key} @ {self.window}: {self.count}"
