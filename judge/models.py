import secrets

from django.db import models


def new_key() -> str:
    # 24 random bytes = 192 bits, URL-safe (32 characters)
    return secrets.token_urlsafe(24)


class SavedScenario(models.Model):
    """A judge scenario saved behind an unguessable, permanent key. `document` is the JSON text
    exactly as it was submitted (judge-scenario/1), returned byte-for-byte."""
    key = models.CharField(max_length=64, unique=True, default=new_key, editable=False)
    game = models.CharField(max_length=8)
    title = models.CharField(max_length=300, blank=True)
    document = models.TextField()
    # sha256 of `document`: an identical document saved again gets the same key (judge.services)
    digest = models.CharField(max_length=64, blank=True, default="", db_index=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created"]

    def __str__(self):
        return f"{self.key} {self.title}"
