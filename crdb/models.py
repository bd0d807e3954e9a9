"""One imported Comprehensive Rules release per (language, effective date), its numbered entries
and its glossary. The linked HTML is rendered at import time; links inside it are stored as
"/cr/..." and get the page's language prefix when shown (services.localize_html)."""
from django.db import models


class Release(models.Model):
    lang = models.CharField(max_length=5, default="en")
    effective = models.DateField()
    title = models.CharField(max_length=200)
    intro = models.TextField(blank=True)
    source_name = models.CharField(max_length=255, blank=True)
    source_sha256 = models.CharField(max_length=64)
    encoding = models.CharField(max_length=16)
    counts = models.JSONField(default=dict)
    imported_at = models.DateTimeField(auto_now=True)

    class Meta:
        unique_together = [("lang", "effective")]
        ordering = ["-effective"]

    def __str__(self):
        return f"CR {self.effective.isoformat()} ({self.lang})"

    @property
    def key(self) -> str:
        return self.effective.isoformat()


class Rule(models.Model):
    """A section ("7"), a rule heading ("704"), a rule ("704.5") or a subrule ("704.5q")."""
    SECTION, HEADING, RULE, SUBRULE = 0, 1, 2, 3

    release = models.ForeignKey(Release, on_delete=models.CASCADE, related_name="rules")
    number = models.CharField(max_length=16)
    level = models.PositiveSmallIntegerField()
    parent = models.CharField(max_length=16, blank=True)   # "704.5" for 704.5q, "7" for 704
    heading = models.CharField(max_length=3, blank=True)   # "704" for 704, 704.5 and 704.5q
    section = models.CharField(max_length=1)
    position = models.PositiveIntegerField()                # document order within the release
    text = models.TextField()                               # plain text after the number
    examples = models.JSONField(default=list)               # ["Example: ...", ...]
    html = models.TextField()                               # the linked block, examples included
    line = models.PositiveIntegerField(default=0)           # line in the source file

    class Meta:
        unique_together = [("release", "number")]
        ordering = ["release", "position"]
        indexes = [
            models.Index(fields=["release", "position"]),
            models.Index(fields=["release", "parent"]),
            models.Index(fields=["release", "heading"]),
        ]

    def __str__(self):
        return self.number

    @property
    def kind(self) -> str:
        return ("section", "heading", "rule", "subrule")[self.level]

    @property
    def full_text(self) -> str:
        return "\n".join([self.text, *self.examples])


class GlossaryEntry(models.Model):
    release = models.ForeignKey(Release, on_delete=models.CASCADE, related_name="glossary")
    term = models.CharField(max_length=200)
    slug = models.CharField(max_length=200)
    position = models.PositiveIntegerField()
    text = models.TextField()
    html = models.TextField()

    class Meta:
        unique_together = [("release", "slug")]
        ordering = ["release", "position"]

    def __str__(self):
        return self.term
