"""Translated card names from a name file in Forge's published layout (issue 25):
one card a line, ``English name|translated name|type|text`` (the last two are not read).

    import_names(path, lang) -> {"updated", "unknown", "skipped"}

Only cards of the imported pool get a name; unknown English names are counted, not added. One
transaction; a line without at least two fields is skipped and counted."""
from __future__ import annotations

from django.db import transaction

from rulesite.httpcache import bump_content_version

from .models import Card, CardName
from .textnorm import norm

LANGS = ("th", "ko")


def import_names(path, lang: str) -> dict:
    if lang not in LANGS:
        raise ValueError(f"--lang must be one of {', '.join(LANGS)}, got {lang!r}")
    pairs, skipped = {}, 0
    with open(path, encoding="utf-8-sig") as fh:
        for line in fh:
            parts = line.rstrip("\n\r").split("|")
            if len(parts) < 2 or not parts[0].strip() or not parts[1].strip():
                skipped += 1 if line.strip() else 0
                continue
            pairs[parts[0].strip()] = parts[1].strip()
    cards = {c.name: c for c in Card.objects.filter(name__in=list(pairs))}
    with transaction.atomic():
        for name, card in cards.items():
            local = pairs[name][:300]
            card.names = {**(card.names or {}), lang: local}
            card.save(update_fields=["names"])
            CardName.objects.filter(card=card, lang=lang, kind="foreign").delete()
            CardName.objects.create(card=card, norm=norm(local)[:300], name=local, lang=lang, kind="foreign")
        bump_content_version()

        def reset():
            from . import source
            source.reset()
        transaction.on_commit(reset)
    return {"updated": len(cards), "unknown": len(pairs) - len(cards), "skipped": skipped}
