"""Typo tolerance per script (pure Python, no Whoosh): the engine builds one ``Vocabulary`` per
script from the index's names and the player-wording files and asks it for the nearest word.

- Latin: Damerau-Levenshtein distance (a swap of two letters counts 1: "firts" -> "first").
- Thai: words are compared *folded*: tone marks, the silent letter under the thanthakhat (์) and
  maitaikhu (็) removed, sound-alike letters merged (ธ ถ ท, ณ น, ศ ษ ส, ภ พ, ข ค, ฏ ต, ฎ ด...),
  doubled letters and vowel marks collapsed, so เดทธ์ทัช, เดธทัช and เดททัช are the same word; then
  distance 1 (2 from 8 folded letters) catches a dropped or extra letter (แทมเพิล -> แทรมเพิล).
- Korean: Hangul syllables are decomposed into jamo (치명타 -> ㅊㅣㅁㅕㅇㅌㅏ), so one wrong vowel
  or consonant (치명터, 선재공격, 우선꿘) is distance 1.

Lookups use a deletion index (symmetric delete): every word's variants with up to ``maxd``
characters deleted are keys of a dict, so a query word costs a few dict lookups plus a distance
check on the few candidates, whatever the vocabulary size.
"""
from __future__ import annotations

import re
from itertools import combinations

# --- Thai folding ---------------------------------------------------------------------------------
_TONE = "\u0e48\u0e49\u0e4a\u0e4b\u0e47"          # ่ ้ ๊ ๋ ็
_KARAN = "\u0e4c"                                  # ์ (the letter before it is silent)
_THAI_MAP = str.maketrans({
    "ธ": "ท", "ถ": "ท", "ฐ": "ท", "ฑ": "ท", "ฒ": "ท",
    "ฎ": "ด", "ฏ": "ต", "ณ": "น", "ฬ": "ล", "ศ": "ส", "ษ": "ส", "ซ": "ส",
    "ภ": "พ", "ฆ": "ค", "ข": "ค", "ฌ": "ช", "ญ": "ย", "ฉ": "ช",
})


def fold_thai(word: str) -> str:
    s = re.sub("[\u0e01-\u0e2e]\u0e34?" + _KARAN, "", word)  # silent letter (+ sara i) under ์
    s = s.replace(_KARAN, "")
    s = re.sub(f"[{_TONE}]", "", s)
    s = s.translate(_THAI_MAP)
    return re.sub(r"(.)\1+", r"\1", s)               # doubled letters or vowel marks


# --- Korean jamo ----------------------------------------------------------------------------------
_CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_JUNG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
_JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ",
         "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]


def jamo(word: str) -> str:
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


# --- distance ----------------------------------------------------------------------------------------
def distance(a: str, b: str, maxd: int = 2) -> int:
    """Damerau-Levenshtein (optimal string alignment); returns maxd + 1 when further than maxd."""
    if abs(len(a) - len(b)) > maxd:
        return maxd + 1
    prev2 = None
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        best = cur[0]
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if prev2 is not None and i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                v = min(v, prev2[j - 2] + 1)
            cur[j] = v
            best = min(best, v)
        if best > maxd:
            return maxd + 1
        prev2, prev = prev, cur
    return prev[-1] if prev[-1] <= maxd else maxd + 1


def _deletes(word: str, n: int):
    out = {word}
    for k in range(1, n + 1):
        if len(word) - k < 2:
            break
        for idx in combinations(range(len(word)), k):
            out.add("".join(c for i, c in enumerate(word) if i not in idx))
    return out


class Vocabulary:
    """Words of one script, looked up by their key form (folded Thai, jamo Korean, plain Latin)."""

    def __init__(self, words, key=lambda w: w, min_len: int = 4, long_len: int = 7):
        self.key = key
        self.min_len = min_len
        self.long_len = long_len
        self.words: dict[str, str] = {}         # key form -> a word as written
        self.maxlen = 0
        self.index: dict[str, set] = {}
        for w in sorted(set(words), key=lambda w: (len(w), w)):
            k = key(w)
            if len(k) < min_len or k in self.words:
                continue
            self.words[k] = w
            self.maxlen = max(self.maxlen, len(k))
            for d in _deletes(k, self.maxd(k)):
                self.index.setdefault(d, set()).add(k)

    def maxd(self, k: str) -> int:
        return 2 if len(k) >= self.long_len else 1

    def __contains__(self, word: str) -> bool:
        return self.key(word) in self.words

    def exact(self, word: str) -> str | None:
        return self.words.get(self.key(word))

    def nearest(self, word: str) -> tuple[str, int] | None:
        """(the nearest word as written, distance), or None when nothing is near enough."""
        k = self.key(word)
        if len(k) < self.min_len:
            return None
        if k in self.words:
            return self.words[k], 0
        maxd = self.maxd(k)
        if len(k) > self.maxlen + maxd:
            return None
        cands = set()
        for d in _deletes(k, maxd):
            cands |= self.index.get(d, set())
        best = None
        for c in cands:
            dist = distance(k, c, min(maxd, self.maxd(c)))
            if dist <= min(maxd, self.maxd(c)):
                rank = (dist, abs(len(c) - len(k)), c)
                if best is None or rank < best[0]:
                    best = (rank, c)
        if best is None:
            return None
        return self.words[best[1]], best[0][0]
