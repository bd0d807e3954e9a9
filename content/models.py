from django.db import models


class Topic(models.Model):
    """A rules or keyword topic (stable id from shared/specs/topics.md), language-independent."""
    id = models.CharField(primary_key=True, max_length=80)
    game = models.CharField(max_length=8, db_index=True)
    kind = models.CharField(max_length=16)
    section = models.CharField(max_length=32)
    order = models.IntegerField(default=0)
    cr = models.JSONField(default=list)
    related = models.JSONField(default=list)

    class Meta:
        ordering = ["game", "order", "id"]

    def __str__(self):
        return self.id


class TopicPage(models.Model):
    """One topic in one language; html is rendered from the Markdown at load time."""
    topic = models.ForeignKey(Topic, on_delete=models.CASCADE, related_name="pages")
    lang = models.CharField(max_length=5)
    title = models.CharField(max_length=200)
    summary = models.TextField()
    aliases = models.JSONField(default=list)
    body = models.TextField()
    html = models.TextField()
    headings = models.JSONField(default=list)  # [{"id": ..., "text": ..., "level": n}]
    source_hash = models.CharField(max_length=64)

    class Meta:
        unique_together = [("topic", "lang")]
        indexes = [models.Index(fields=["lang", "topic"])]

    def __str__(self):
        return f"{self.lang}/{self.topic_id}"


class CRRef(models.Model):
    """A CR number a topic page covers (for /<lang>/cr/<number>/)."""
    number = models.CharField(max_length=16, db_index=True)
    topic = models.ForeignKey(Topic, on_delete=models.CASCADE, related_name="cr_refs")
    primary = models.BooleanField(default=False)  # the page's main rule
    mention = models.BooleanField(default=False)  # only linked from the page's text, not covered
    position = models.IntegerField(default=0)

    class Meta:
        ordering = ["-primary", "position"]

    def __str__(self):
        return f"CR {self.number}"


class CRExplanation(models.Model):
    """The project's plain explanation of one CR number in one language
    (content/cr-explanations/<lang>/<rule>.md; not the official rule text)."""
    number = models.CharField(max_length=16, db_index=True)
    lang = models.CharField(max_length=5)
    text = models.TextField()   # as written (Markdown inline)
    plain = models.TextField()  # links and emphasis removed (API, search)
    html = models.TextField()   # rendered for the page's language (links prefixed)

    class Meta:
        unique_together = [("number", "lang")]
        ordering = ["number", "lang"]

    def __str__(self):
        return f"{self.lang}/{self.number}"
