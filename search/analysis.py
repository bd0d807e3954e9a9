"""Text analysis for the search index: one analyzer that handles Thai, Korean and Latin script runs.

Whoosh pickles the analyzer objects into the index schema, so:
- keep this module's import path (``search.analysis``) and the class names stable;
- the objects themselves only carry small option strings; the heavy things (the Thai dictionary
  loaded into nlpo3, PyThaiNLP) live in lazily built module globals.

Per script run (chosen by measurement, see docs/search.md and bench/bench_search.py):
- Thai: dictionary segmentation (newmm) with nlpo3 over PyThaiNLP's own word list plus our game
  terms (``thai_terms.txt``);
- Korean (Hangul): character bigrams (공격자는 -> 공격 격자 자는: the page about 공격자 matches on
  공격 and 격자 whatever particle follows). The option ``korean="bigram_strip"`` also strips trailing
  particles (query: 공격자는 -> 공격자 -> 공격 격자); it measured no better (docs/search.md);
- Latin: lowercase, stop words out, Porter stemming (blocking, blocked, blockers -> block);
- numbers: kept whole, CR numbers included (704.5q, 702.19c).
Nothing is downloaded: PyThaiNLP is pointed at a read-only data dir before it is imported.
"""
from __future__ import annotations

import hashlib
import os
import re
import tempfile
import threading
import unicodedata
from functools import lru_cache
from pathlib import Path

# PyThaiNLP writes under $HOME unless told otherwise; nothing may be downloaded at run time.
_DATA = Path(__file__).resolve().parents[1] / "var" / "pythainlp-data"
os.environ.setdefault("PYTHAINLP_DATA", str(_DATA))
os.environ.setdefault("PYTHAINLP_READ_ONLY", "1")

from whoosh.analysis import Analyzer, Token  # noqa: E402
from whoosh.lang.porter import stem as _porter_stem  # noqa: E402

HERE = Path(__file__).resolve().parent

# --- script runs --------------------------------------------------------------------------------
_THAI = "\u0E00-\u0E7F"
_HANGUL = "\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F"
RUN_RE = re.compile(
    rf"(?P<thai>[{_THAI}]+)"
    rf"|(?P<ko>[{_HANGUL}]+)"
    # power/toughness and counters as one token: 2/2, -3/-3, +1/+1, x/x, */* (never "3" twice)
    r"|(?P<pt>(?<![a-z0-9_/])[+\-]?(?:\d+|x|\*)/[+\-]?(?:\d+|x|\*)(?![a-z0-9_/]))"
    r"|(?P<num>\d+(?:\.\d+[a-z]?)?)"
    r"|(?P<lat>[a-z\u00C0-\u024F]+(?:['\u2019][a-z]+)?)"
    rf"|(?P<other>(?:(?![{_THAI}{_HANGUL}])[^\W\d_])+)"
)

EN_STOP = frozenset("""
a an and are as at be by for from has have if in into is it its of on or so that the their then
there these this those to was were will with yet you your i me my we us our he she they them do does
did what whats how why which who when where whose happen happens happened get gets got
dont doesnt didnt isnt arent wont much many take takes need needs able possible lol pls please ok okay
really actually just still also even work works working
""".split())
# question words and politeness particles a player adds to a question (query side only)
TH_QUERY_STOP = frozenset("""
ไหม มั้ย ได้ไหม ได้มั้ย ยังไง อย่างไร อะไร ทำไม เมื่อไหร่ เมื่อไร เท่าไหร่ เท่าไร ครับ ค่ะ คะ จ้า นะ หรอ เหรอ บ้าง
หรือเปล่า รึเปล่า ไง คือ มัน แล้ว ที่ ของ การ ความ ได้ กี่ เลย ละ ใบ ตัว
กฎ ข้อ ข้อไหน กฎข้อ ตอนไหน ใช่ไหม จะ ถ้า เรา ผม ฉัน ด้วย
""".split())
KO_QUERY_STOP = frozenset("""
어떻게 어떤 무엇 뭐 뭐야 뭔가요 뭔가 왜 언제 몇 얼마 있나요 되나요 하나요 인가요 가요 나요 수 있어요 있음 됨 되면 되나
해요 하면 하는 것 거 때 경우 요 좀 제 내 그 어디로 어디 가능 가능해 가능한가요 가능? 할 해도 돼요 되요
""".split())
# Korean particles (josa) and a few very common endings, longest first
KO_PARTICLES = tuple(sorted("""
은 는 이 가 을 를 의 에 에서 에게 한테 으로 로 와 과 도 만 까지 부터 이나 나 이랑 랑 처럼 보다 에는 에서는 으로는
로는 이라 라 이란 란 이면 면 이고 고 하고 에도 께서 들 들이 들은 들을 들의 요
인가요 인가 인지 이에요 예요 이야 이죠 죠 나요 가요 까요 어요 아요 해요 돼요 되요 었어요 았어요 했어요 인데 는데
입니까 습니까 합니까 입니다 습니다 니다 인가용
""".split(), key=len, reverse=True))


_KO_PARTICLE_SET = frozenset(KO_PARTICLES) | {"으로", "이랑", "이면", "이라", "이야", "이에요", "예요", "인데",
                                               "한테", "처럼", "에서", "께서", "요"}
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff\ud800-\udfff]")
_HAS_THAI = re.compile(f"[{_THAI}]")


_DASHES = str.maketrans({"\u2212": "-", "\u2012": "-", "\u2013": "-", "\u2010": "-", "\u2011": "-",
                         "\uff0b": "+"})


def normalize(text: str) -> str:
    """NFKC (full-width digits, compatibility jamo) and lowercase; control characters become spaces;
    minus signs and dashes are "-" (so "−3/−3" is -3/-3)."""
    text = unicodedata.normalize("NFKC", text or "").replace("\u0e4d\u0e32", "\u0e33")  # keep sara am whole
    text = text.translate(_DASHES)
    return _CONTROL.sub(" ", text).lower()


# agent nouns Porter leaves alone, mapped to the verb a player searches for
_AGENT = {"blocker": "block", "attacker": "attack", "caster": "cast", "flyer": "fly", "flier": "fly",
          "trampler": "trampl", "untapping": "untap", "untapped": "untap"}


def normalize_stored(text):
    """What the index stores for display: NFKC, control characters as spaces, case kept (so that
    the analyzer's character offsets point into the same string)."""
    if not isinstance(text, str):
        return text
    text = unicodedata.normalize("NFKC", text).replace("\u0e4d\u0e32", "\u0e33").translate(_DASHES)
    return _CONTROL.sub(" ", text)


@lru_cache(maxsize=50000)
def en_stem(word: str) -> str:
    s = _porter_stem(word)
    return _AGENT.get(s, s)


def strip_particle(word: str) -> str:
    """공격자는 -> 공격자; a word is never reduced below one syllable."""
    for p in KO_PARTICLES:
        if len(word) > len(p) and word.endswith(p):
            return word[: -len(p)]
    return word


# --- Thai segmentation (lazy, shared per process) -------------------------------------------------
_lock = threading.Lock()
_thai_state: dict = {}


def _dict_words() -> list[str]:
    import pythainlp  # noqa: F401  (after the environment above is set)
    from pythainlp.corpus import thai_words

    words = set(thai_words())
    extra = HERE / "thai_terms.txt"
    if extra.exists():
        for line in extra.read_text(encoding="utf-8").splitlines():
            line = line.split("#", 1)[0].strip()
            if line:
                words.add(line)
    from . import lexicon  # the player wording files' Thai words

    words |= lexicon.thai_words()
    lexicon.warm()
    return sorted(words)


_words_set: frozenset | None = None


def _dict_words_set() -> frozenset:
    """The Thai segmentation dictionary as a set (to tell known words from fragments)."""
    global _words_set
    if _words_set is None:
        _words_set = frozenset(_dict_words())
    return _words_set


def _nlpo3_dict() -> str:
    with _lock:
        if "nlpo3" in _thai_state:
            return _thai_state["nlpo3"]
        import nlpo3

        words = _dict_words()
        blob = "\n".join(words) + "\n"
        digest = hashlib.sha1(blob.encode("utf-8")).hexdigest()[:12]
        path = Path(tempfile.gettempdir()) / f"rulesite-thai-words-{digest}.txt"
        if not path.exists():
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(blob, encoding="utf-8")
            os.replace(tmp, path)
        name = f"rulesite-{digest}"
        nlpo3.load_dict(str(path), name)
        _thai_state["nlpo3"] = name
        return name


def _pythainlp_trie():
    with _lock:
        if "trie" not in _thai_state:
            from pythainlp.util import Trie

            _thai_state["trie"] = Trie(_dict_words())
        return _thai_state["trie"]


def segment_thai(text: str, engine: str = "nlpo3") -> list[str]:
    if engine == "nlpo3":
        import nlpo3

        try:
            name = _nlpo3_dict()
        except OSError:  # no writable temp dir for the merged word list: same tokens, slower
            return segment_thai(text, "pythainlp")
        return nlpo3.segment(text, name, safe=True)
    if engine == "pythainlp":
        from pythainlp.tokenize import word_tokenize

        return word_tokenize(text, custom_dict=_pythainlp_trie(), engine="newmm", keep_whitespace=False)
    if engine == "standard":  # what Whoosh's StandardAnalyzer does with Thai: \w+ breaks at vowel marks
        return re.findall(r"\w+", text)
    if engine == "bigram":
        return [text[i:i + 2] for i in range(max(1, len(text) - 1))]
    raise ValueError(engine)


# --- the analyzer ---------------------------------------------------------------------------------
class MultiScriptAnalyzer(Analyzer):
    """Tokenizes mixed Thai / Korean / Latin text; options are plain strings (pickled in the index).

    thai: nlpo3 | pythainlp | standard | bigram
    korean: bigram_strip | bigram | word
    english: stem | plain
    """

    def __init__(self, thai: str = "nlpo3", korean: str = "bigram", english: str = "stem"):
        self.thai = thai
        self.korean = korean
        self.english = english

    def __eq__(self, other):
        return (self.__class__ is other.__class__
                and (self.thai, self.korean, self.english) == (other.thai, other.korean, other.english))

    def __repr__(self):
        return f"MultiScriptAnalyzer(thai={self.thai!r}, korean={self.korean!r}, english={self.english!r})"

    def has_morph(self):
        return True

    def terms(self, value: str, mode: str = "query") -> list[str]:
        return [t.text for t in self(value, mode=mode)]

    def spans(self, value: str, mode: str = "index") -> list[tuple[str, int, int]]:
        return [(t.text, t.startchar, t.endchar) for t in self(value, chars=True, mode=mode)]

    def __call__(self, value, positions=False, chars=False, keeporiginal=False, removestops=True,
                 start_pos=0, start_char=0, tokenize=True, mode="", **kwargs):
        query = mode == "query"
        text = normalize(value)
        tok = Token(positions, chars, removestops=removestops, mode=mode, **kwargs)
        pos = start_pos

        def emit(term, s, e):
            nonlocal pos
            tok.text = term
            tok.boost = 1.0
            tok.stopped = False
            if keeporiginal:
                tok.original = text[s:e]
            if positions:
                tok.pos = pos
            if chars:
                tok.startchar = start_char + s
                tok.endchar = start_char + e
            pos += 1
            return tok

        for m in RUN_RE.finditer(text):
            kind = m.lastgroup
            s0, word = m.start(), m.group(0)
            if kind == "thai":
                off = 0
                for piece in segment_thai(word, self.thai):
                    i = word.find(piece, off)
                    if i < 0:
                        i = off
                    off = i + len(piece)
                    piece = piece.strip()
                    if not piece or piece in "ๆฯ" or not _HAS_THAI.search(piece):
                        continue
                    if query and piece in TH_QUERY_STOP:
                        continue
                    yield emit(piece, s0 + i, s0 + i + len(piece))
            elif kind == "ko":
                if query and word in KO_QUERY_STOP:
                    continue
                if word in _KO_PARTICLE_SET and s0 > 0 and not text[s0 - 1].isspace():
                    continue  # a particle glued to a number or a Latin word: 2/2를, ETB를
                if self.korean == "word":
                    yield emit(word, s0, s0 + len(word))
                    continue
                variants = [word]
                if self.korean == "bigram_strip":
                    stripped = strip_particle(word)
                    if query:
                        variants = [stripped] if stripped not in KO_QUERY_STOP else []
                    elif stripped != word:
                        variants.append(stripped)
                seen = set()
                for v in variants:
                    if len(v) == 1:
                        grams = [(v, 0)]
                    else:
                        grams = [(v[i:i + 2], i) for i in range(len(v) - 1)]
                    for g, i in grams:
                        if g in seen:
                            continue
                        seen.add(g)
                        yield emit(g, s0 + i, s0 + i + len(g))
            elif kind == "pt":
                yield emit(word.replace("*", "x"), s0, s0 + len(word))
            elif kind == "num":
                yield emit(word, s0, s0 + len(word))
            elif kind == "lat":
                w = word.replace("'", "").replace("\u2019", "")
                if w in EN_STOP or (len(w) < 2 and w not in "nx"):  # N (Born from Blood), X costs
                    continue
                yield emit(en_stem(w) if self.english == "stem" else w, s0, s0 + len(word))
            else:
                yield emit(word, s0, s0 + len(word))


def default_analyzer() -> MultiScriptAnalyzer:
    return MultiScriptAnalyzer()


class SpellAnalyzer(Analyzer):
    """Unstemmed Latin words of 3+ letters: the vocabulary that "did you mean" draws from."""

    def __eq__(self, other):
        return self.__class__ is other.__class__

    def __call__(self, value, positions=False, chars=False, keeporiginal=False, removestops=True,
                 start_pos=0, start_char=0, tokenize=True, mode="", **kwargs):
        tok = Token(positions, chars, removestops=removestops, mode=mode, **kwargs)
        for i, m in enumerate(re.finditer(r"[a-z]{3,}", value.lower())):
            tok.text = m.group(0)
            tok.boost = 1.0
            tok.stopped = False
            if positions:
                tok.pos = start_pos + i
            if chars:
                tok.startchar, tok.endchar = start_char + m.start(), start_char + m.end()
            yield tok
