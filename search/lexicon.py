"""Player wording per language (search/lexicon/<lang>.txt), applied to queries at search time.

File format (one entry a line, a comment is required on every entry)::

    player words | other player words = page words   # why

- Latin keys match whole words (case, hyphens and apostrophes ignored);
- Thai keys match anywhere inside a Thai run (Thai has no spaces between words);
- Korean keys match at the start of a word: a key word ending in 다 is a verb and matches its stem
  with any ending (막다: 막아, 막으면, 막았는데); other key words may be followed by more Hangul
  (a particle: 블록을, 묘지로).

``rewrite(text, lang)`` returns the text with every matched key blanked out and the list of
``(matched text, page words)`` pairs; the engine turns each pair into one query clause that any of
its words satisfies (so the player's own words still count). Keys are tried longest first.
No Whoosh here: pure Python, loaded once per process.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from langs import LANGS

HERE = Path(__file__).resolve().parent / "lexicon"
_THAI = re.compile("[\u0e00-\u0e7f]")
_HANGUL = re.compile("[\uac00-\ud7a3]")


class LexiconError(ValueError):
    pass


@dataclass(frozen=True)
class Entry:
    keys: tuple
    expansion: str
    comment: str
    line: int


def parse(text: str, name: str = "") -> list[Entry]:
    """The entries of one file; a line without "=" or without a comment is an error naming the line."""
    out = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        body, sep, comment = line.partition("#")
        if not sep or not comment.strip():
            raise LexiconError(f"{name}:{n}: every entry needs a comment (# why)")
        if "=" not in body:
            raise LexiconError(f"{name}:{n}: expected 'player words = page words'")
        left, right = body.split("=", 1)
        keys = tuple(k.strip() for k in left.split("|") if k.strip())
        if not keys or not right.strip():
            raise LexiconError(f"{name}:{n}: empty key or empty page words")
        out.append(Entry(keys, right.strip(), comment.strip(), n))
    return out


def _norm(s: str) -> str:
    from .analysis import normalize

    return re.sub(r"\s+", " ", normalize(s)).strip()


def _key_pattern(key: str) -> str:
    key = _norm(key)
    parts = []
    for word in key.split(" "):
        if _HANGUL.search(word):
            if word.endswith("다") and len(word) > 1:
                parts.append(re.escape(word[:-1]) + "[\uac00-\ud7a3]*")
            else:
                parts.append(re.escape(word) + "[\uac00-\ud7a3]*")
        elif _THAI.search(word):
            parts.append(re.escape(word))
        else:
            parts.append(re.escape(word).replace("\\-", "[- ]?").replace("'", "['\u2019]?"))
    body = r"\s*".join(parts) if _THAI.search(key) else r"\s+".join(parts)
    if _HANGUL.search(key):
        return r"(?<![\uac00-\ud7a3])" + body
    if _THAI.search(key):
        return body
    return r"(?<![a-z0-9])" + body + r"(?![a-z0-9/])"


FILES = LANGS + ("cr-th", "cr-ko")   # cr-<lang>: Thai/Korean words -> the CR's English words


@lru_cache(maxsize=8)
def entries(lang: str) -> tuple:
    path = HERE / f"{lang}.txt"
    if lang not in FILES or not path.exists():
        return ()
    return tuple(parse(path.read_text(encoding="utf-8"), path.name))


@lru_cache(maxsize=8)
def _compiled(lang: str):
    """The file's keys as (candidates by first character, candidates that may start anywhere,
    expansions). One alternation of every key (the first version) tried each key at each position
    of the query: 0.45 ms a call. A key's pattern starts with its own first character (or with an
    optional one: a leading hyphen or apostrophe), so at a position only the keys starting with that
    character are tried, in the same order (longest key first, then file order)."""
    pairs = []
    for e in entries(lang):
        for k in e.keys:
            pairs.append((len(_norm(k)), _key_pattern(k), _norm(e.expansion), _norm(k)))
    pairs.sort(key=lambda p: -p[0])
    by_char: dict = {}
    anywhere = []
    for i, (_n, pat, _e, key) in enumerate(pairs):
        item = (i, re.compile(pat))
        if key[:1] in ("-", "'", "") or not key[:1].strip():
            anywhere.append(item)
        else:
            by_char.setdefault(key[0], []).append(item)
    if anywhere:   # merged into every character's list, keeping the order of the one alternation
        by_char = {c: sorted(items + anywhere) for c, items in by_char.items()}
    return by_char, tuple(anywhere), [e for _n, _p, e, _k in pairs]


def _matches(lang: str, text: str):
    """(start, end, key index) of each match, as re.finditer over the alternation of every key in
    order would give them: the leftmost position where some key matches, the first such key, then
    on from its end."""
    by_char, anywhere, _exp = _compiled(lang)
    pos, n = 0, len(text)
    while pos < n:
        for i, pat in by_char.get(text[pos], anywhere):
            m = pat.match(text, pos)
            if m and m.end() > pos:
                yield pos, m.end(), i
                pos = m.end()
                break
        else:
            pos += 1


_THAI_RUN = re.compile("[\u0e00-\u0e7f]+")


def _thai_boundaries(text: str) -> set:
    """Word boundaries of the Thai runs (newmm over a dictionary that holds every Thai key)."""
    from .analysis import segment_thai

    out = set()
    for m in _THAI_RUN.finditer(text):
        pos = m.start()
        out.add(pos)
        for piece in segment_thai(m.group(0)):
            pos += len(piece)
            out.add(pos)
    return out


def rewrite(text: str, lang: str, whole_words: bool = True) -> tuple[str, list[tuple[str, str]]]:
    """(text with matched keys blanked, [(matched text, page words)]). A Thai key counts only where
    it is a whole word of the segmentation (ซิก in ติดซิก, not inside another word)."""
    by_char, _anywhere, expansions = _compiled(lang)
    if not expansions or not text:
        return text, []
    slots = []
    out = []
    pos = 0
    bounds = None
    for start, end, i in _matches(lang, text):
        found = text[start:end]
        if whole_words and (_THAI.match(found[:1]) or _THAI.search(found[-1:])):
            if bounds is None:
                bounds = _thai_boundaries(text)
            if start not in bounds or end not in bounds:
                continue
        slots.append((found, expansions[i]))
        out.append(text[pos:start])
        out.append(" ")
        pos = end
    if not slots:
        return text, []
    out.append(text[pos:])
    return "".join(out), slots


def thai_words() -> set:
    """Thai keys and page words of every file: added to the Thai segmentation dictionary."""
    words = set()
    for lang in LANGS:  # not the cr-* bridge files: they must not change how pages are segmented
        for e in entries(lang):
            for w in list(e.keys) + e.expansion.split():
                w = w.strip()
                if _THAI.search(w) and " " not in w:
                    words.add(w)
    return words


@lru_cache(maxsize=8)
def vocabulary(lang: str) -> frozenset:
    """Every key and every page word of the file (what the typo corrector may correct towards)."""
    words = set()
    for e in entries(lang):
        for k in e.keys:
            words.update(_norm(k).split(" "))
        words.update(_norm(e.expansion).split(" "))
    return frozenset(w for w in words if w)


def warm() -> None:
    """Compile every file's patterns (about 0.1 s): done with the Thai dictionary, which the server
    warms when a process starts (rulesite/wsgi.py), so no visitor pays for it."""
    for name in FILES:
        _compiled(name)


# --- table situations (search/lexicon/situations-<lang>.yaml) --------------------------------------
MAX_SITUATION_WORDS = 20


@lru_cache(maxsize=1)
def situations() -> dict:
    """{topic id: [situation, ...]} over the three languages: how players describe a moment at the
    table where the page decides what happens ("his 1/1 killed my 8/8" for deathtouch). Indexed in
    the pages' ``situations`` field (search.engine); a malformed file raises LexiconError."""
    out: dict = {}
    for by_topic in situations_by_lang().values():
        for topic, items in by_topic.items():
            out.setdefault(topic, []).extend(items)
    return out


@lru_cache(maxsize=1)
def situations_by_lang() -> dict:
    """{lang: {topic id: [situation, ...]}} (each sentence is also its own document: search.engine)."""
    import yaml

    result: dict = {}
    for lang in LANGS:
        out = result.setdefault(lang, {})
        path = HERE / f"situations-{lang}.yaml"
        if not path.exists():
            continue
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except yaml.YAMLError as exc:
            raise LexiconError(f"{path.name}: not valid YAML ({str(exc).splitlines()[0]})") from None
        if not isinstance(data, dict):
            raise LexiconError(f"{path.name}: expected topic ids as keys")
        for topic, items in data.items():
            if not isinstance(items, list) or not all(isinstance(i, str) and i.strip() for i in items):
                raise LexiconError(f"{path.name}: {topic}: expected a list of sentences")
            for i in items:
                if len(i.split()) > MAX_SITUATION_WORDS:
                    raise LexiconError(f"{path.name}: {topic}: {i[:40]!r}... has more than "
                                       f"{MAX_SITUATION_WORDS} words")
            out.setdefault(str(topic), []).extend(i.strip() for i in items)
    return result
