"""The imported Magic card pool (MTGJSON AtomicCards, see docs/cards.md).

One `Card` per card name (a split or double-faced card is one card with several faces), the
faces as imported, and the Oracle compiler's result stored at import so boards do not re-parse.
`CardName` holds every name a card is looked up by (full name, each face's name, translated
names), normalised, with an index. `Pool` is the single row describing the imported file."""
from django.db import models


class Pool(models.Model):
    source_name = models.CharField(max_length=255)
    sha256 = models.CharField(max_length=64)
    meta = models.JSONField(default=dict)             # the file's "meta" (date, version)
    count = models.PositiveIntegerField(default=0)
    has_legalities = models.BooleanField(default=False)
    has_foreign = models.BooleanField(default=False)
    compiler_version = models.IntegerField(default=0)
    unknown_layouts = models.JSONField(default=dict)  # layout -> number of cards
    generation = models.PositiveIntegerField(default=1)   # bumped by every import/recompile
    imported_at = models.DateTimeField(auto_now=True)

    def __str__(self):
        return f"{self.source_name} ({self.count} cards)"


class Card(models.Model):
    name = models.CharField(max_length=300, unique=True)       # "Fire // Ice"
    slug = models.SlugField(max_length=300, unique=True)
    layout = models.CharField(max_length=40)
    unknown_layout = models.BooleanField(default=False)
    # front face's values for lists and lookups
    mana_cost = models.CharField(max_length=100, blank=True)
    mana_value = models.FloatField(default=0)
    colors = models.JSONField(default=list)
    color_identity = models.JSONField(default=list)
    type_line = models.CharField(max_length=300, blank=True)
    types = models.JSONField(default=list)                     # ["Creature"] as printed
    kind = models.CharField(max_length=20, db_index=True)      # creature / instant / ... / other
    power = models.CharField(max_length=20, blank=True)
    toughness = models.CharField(max_length=20, blank=True)
    loyalty = models.CharField(max_length=20, blank=True)
    keywords = models.JSONField(default=list)
    text = models.TextField(blank=True)                        # front face's Oracle text
    faces = models.JSONField(default=list)                     # every face (importer's shape)
    legalities = models.JSONField(null=True)                   # {"modern": "legal", ...} or null
    names = models.JSONField(default=dict)                     # {"ko": "..."}
    popularity = models.IntegerField(null=True)                # MTGJSON edhrecRank (1 = most played), if the file has it
    rulings = models.JSONField(default=list)                   # [{"date": "2024-02-02", "text": ...}] if the file has them
    is_basic = models.BooleanField(default=False)
    any_number = models.BooleanField(default=False)            # "A deck can have any number of cards named"
    up_to = models.PositiveSmallIntegerField(null=True)        # "A deck can have up to seven cards named"
    # the Oracle compiler's result (judge.mtg.oracle.compile_card)
    status = models.CharField(max_length=10, default="none", db_index=True)
    definition = models.JSONField(default=dict)
    lines = models.JSONField(default=list)
    compiler_version = models.IntegerField(default=0, db_index=True)

    class Meta:
        ordering = ["name"]

    def __str__(self):
        return self.name


class CardName(models.Model):
    """A name a card is found by: its full name, a face's name or a translated name."""
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="aliases")
    norm = models.CharField(max_length=300, db_index=True)
    name = models.CharField(max_length=300)
    lang = models.CharField(max_length=5, default="en")
    kind = models.CharField(max_length=10)   # full / face / foreign

    def __str__(self):
        return f"{self.name} [{self.lang}]"
