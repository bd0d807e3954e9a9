from django.db import models


class PolicyEntry(models.Model):
    """One section of a tournament policy document (IPG 2.1, MTR 4.2, a JAR topic) explained in one
    language, in the project's own words (not the official text). Loaded from content/policy/."""
    doc = models.CharField(max_length=8)            # jar | ipg | mtr
    section = models.CharField(max_length=40)       # "2.1", "4.2", "missed-trigger"
    lang = models.CharField(max_length=5)
    order = models.IntegerField(default=0)
    title = models.CharField(max_length=200)
    summary = models.TextField()
    penalty = models.CharField(max_length=16, blank=True)   # Competitive penalty key (IPG), "" else
    source = models.CharField(max_length=120, blank=True)   # where in the document (JAR / MTR part)
    related = models.JSONField(default=list)                # ["ipg:2.3", "mtr:2.3"]
    aliases = models.JSONField(default=list)
    parts = models.JSONField(default=list)                  # [{"key", "html", "plain"}] in order
    version = models.CharField(max_length=10)               # date of the document version followed
    url = models.CharField(max_length=200)                  # the official document

    class Meta:
        unique_together = [("doc", "section", "lang")]
        ordering = ["doc", "order"]

    def __str__(self):
        return f"{self.lang}/{self.key}"

    @property
    def key(self) -> str:
        return f"{self.doc}:{self.section}"
