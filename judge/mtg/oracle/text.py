"""Normalising one Oracle text line before it is parsed: reminder text removed, the card's own
name (and "this creature", "this spell", ...) abstracted to "~", lower case outside mana symbols.
Pure Python."""
from __future__ import annotations

import re

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF_WORDS = re.compile(
    r"\bthis (?:creature|artifact|enchantment|land|spell|card|aura|equipment|vehicle|planeswalker|permanent|"
    r"battle|token|siege|saga|class|case|room|attraction|contraption|object)\b")
_SPACES = re.compile(r"\s+")


def strip_reminder(line: str) -> str:
    if "(" not in line:
        return line.strip()
    prev = None
    while prev != line:   # nested parentheses (rare): innermost first
        prev, line = line, _REMINDER.sub("", line)
    return line.strip()


def self_names(card: dict, face: dict) -> list[str]:
    """The names by which a card's text refers to itself, longest first: the face name, the whole
    card name, and a legendary's short name ("Isamaru" for "Isamaru, Hound of Konda"); for an Alchemy
    rebalanced card ("A-Elderfang Ritualist") also the name without "A-", which its text uses."""
    out = set()
    for n in (face.get("name"), card.get("name")):
        if isinstance(n, str) and n.startswith("A-"):   # an Alchemy rebalanced card: its text uses the printed name
            out.add(n)
            n = n[2:]
        if isinstance(n, str) and n:
            out.add(n)
            if ", " in n:
                out.add(n.split(", ")[0])
            if " of " in n and "legendary" in [s.lower() for s in face.get("supertypes") or ()]:
                out.add(n.split(" of ")[0])
    return sorted((n for n in out if len(n) >= 3), key=len, reverse=True)


def _replace_word(s, n):
    """Every whole-word occurrence of the name n in s becomes "~" (no regex: one per card would
    flush the regex cache the grammar relies on)."""
    out, i = [], 0
    while True:
        j = s.find(n, i)
        if j < 0:
            out.append(s[i:])
            return "".join(out)
        before = s[j - 1] if j else " "
        after = s[j + len(n)] if j + len(n) < len(s) else " "
        if (before.isalnum() or before in "_'") or (after.isalnum() or after == "_"):
            out.append(s[i:j + len(n)])
        else:
            out.append(s[i:j] + "~")
        i = j + len(n)


def normalise(line: str, names: list[str]) -> str:
    """The line as the grammar reads it ("" when it was only reminder text)."""
    s = strip_reminder(line)
    for n in names:
        if n in s:
            s = _replace_word(s, n)
    s = s.replace("\u2212", "-").replace("\u2014", "\u2014")
    low = s.lower()
    if "this " in low:
        low = _SELF_WORDS.sub("~", low)
    if "  " in low or "\t" in low:
        low = _SPACES.sub(" ", low)
    return low.strip()
