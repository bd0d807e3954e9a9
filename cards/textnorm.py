"""Name normalisation shared by the importer, the lookups and the name index (pure Python)."""
from __future__ import annotations

import re
import unicodedata

_APOS = re.compile(r"[’‘'`ʼ]")
_NONWORD = re.compile(r"[^\w]+")
_FOLD = str.maketrans({"æ": "ae", "œ": "oe", "ß": "ss", "ø": "o", "đ": "d", "ł": "l", "ı": "i"})


def norm(text: str) -> str:
    """'Lim-Dûl’s Vault' -> 'lim duls vault'; Hangul and Thai stay as they are."""
    if not isinstance(text, str):
        return ""
    s = unicodedata.normalize("NFKD", text)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = unicodedata.normalize("NFC", s).casefold().translate(_FOLD)
    s = _APOS.sub("", s)
    s = _NONWORD.sub(" ", s).strip()
    return " ".join(s.split())


def ascii_slug(text: str) -> str:
    s = unicodedata.normalize("NFKD", text)
    s = "".join(c for c in s if not unicodedata.combining(c)).casefold().translate(_FOLD)
    s = _APOS.sub("", s)
    s = re.sub(r"[^a-z0-9]+", "-", s).strip("-")
    return s[:200]
