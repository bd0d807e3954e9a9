"""Typo correction ("did you mean"): vocabularies per script, built once per open index."""
from __future__ import annotations

import re

from .. import analysis, lexicon, spelling
from .config import LANGS, TEXT_FIELDS
from .index import _Handle


def _spell_vocab(handle: _Handle) -> frozenset:
    if handle.spell_words is None:
        handle.spell_words = frozenset(t.decode("utf-8") if isinstance(t, bytes) else t
                                       for t in handle.searcher.lexicon("spell"))
    return handle.spell_words


_LATIN_WORD = re.compile(r"[a-z]{4,}")
MAX_FIXES = 6   # unknown words (or Thai fragments) a query gets corrected at most
_THAI_RUN = re.compile("[\u0e00-\u0e7f]+")
_KO_WORD = re.compile("[\uac00-\ud7a3]+")


def _lexicon_words(handle: _Handle, field_name: str) -> list[str]:
    return [t.decode("utf-8") if isinstance(t, bytes) else t for t in handle.searcher.lexicon(field_name)]


def vocabularies(handle: _Handle) -> dict:
    """Per script: the words typos are corrected towards (names of the pages in every language and
    the player-wording files), built once per open index."""
    if handle._vocab is None:
        names = _lexicon_words(handle, "names")
        latin = set(_spell_vocab(handle))
        thai, korean = set(), set()
        for lang in LANGS:
            for w in lexicon.vocabulary(lang):
                (thai if _THAI_RUN.fullmatch(w) else korean if _KO_WORD.fullmatch(w) else latin).add(w)
        for n in names:
            thai.update(_THAI_RUN.findall(n))
            korean.update(_KO_WORD.findall(n))
        korean = {w for w in korean if not w.endswith("다")}
        handle._vocab = {
            "latin": spelling.Vocabulary({w for w in latin if w.isalpha()}, min_len=4, long_len=7),
            "thai": spelling.Vocabulary(thai, key=spelling.fold_thai, min_len=3, long_len=8),
            "korean": spelling.Vocabulary(korean, key=spelling.jamo, min_len=4, long_len=10),
            "thai_known": frozenset(analysis._dict_words_set()),
        }
    return handle._vocab


def _known(handle: _Handle, term: str) -> bool:
    reader = handle.searcher.reader()
    return any(reader.doc_frequency(f, term) for f in TEXT_FIELDS)


def suggest(handle: _Handle, q: str, lang: str = "en") -> str:
    """A corrected query, or "" when every word is known: Latin words by edit distance, Thai runs
    by folded spelling and edit distance, Korean words at the jamo level (see spelling.py)."""
    vocab = vocabularies(handle)
    out = q
    changed = False
    reader = handle.searcher.reader()
    lex_keys = lexicon.vocabulary(lang)
    budget = [MAX_FIXES]  # words looked up at most (a pasted paragraph must stay fast)

    def spend() -> bool:
        budget[0] -= 1
        return budget[0] >= 0

    # words a player-wording entry matched are known (막을수있음 must not become 막을수없음)
    rest = lexicon.rewrite(q, lang)[0] if lang in LANGS else q
    # Latin
    for w in _LATIN_WORD.findall(rest):
        if w in vocab["latin"] or w in analysis.EN_STOP or w in lex_keys:
            continue
        if any(reader.doc_frequency(f, analysis.en_stem(w)) for f in ("body", "situations")) or not spend():
            continue
        near = vocab["latin"].nearest(w)
        if near and near[0] != w:
            out = re.sub(rf"(?<![a-z]){re.escape(w)}(?![a-z])", near[0], out)
            changed = True
    # Thai: a run whose segmentation has unknown pieces; try spans of adjacent pieces
    for run in _THAI_RUN.findall(q):
        pieces = analysis.segment_thai(run)
        bad = [i for i, p in enumerate(pieces)
               if p not in vocab["thai_known"] or (len(p) > 1 and not _known(handle, p) and p not in lex_keys)]
        bad = bad[:max(0, budget[0])]
        budget[0] -= len(bad)
        if not bad:
            continue
        fixed = _fix_thai(pieces, bad, vocab["thai"])
        if fixed != run:
            out = out.replace(run, fixed)
            changed = True
    # Korean: a word (particle stripped) with a bigram the index does not have
    for word in _KO_WORD.findall(rest):
        stem = analysis.strip_particle(word)
        if len(stem) < 2 or stem in vocab["korean"] or stem in analysis.KO_QUERY_STOP:
            continue
        grams = [stem[i:i + 2] for i in range(len(stem) - 1)]
        if all(_known(handle, g) for g in grams) or not spend():
            continue
        near = vocab["korean"].nearest(stem)
        if near and near[0] != stem:
            out = re.sub(rf"(?<![\uac00-\ud7a3]){re.escape(stem)}", near[0], out, count=1)
            changed = True
    return out if changed and out != q else ""


def _fix_thai(pieces: list[str], bad: list[int], vocab) -> str:
    """Replace the longest span of adjacent pieces (holding an unknown one) that is a known word
    once folded, or one edit away from one."""
    pieces = list(pieces)
    n = len(pieces)
    done = set()
    for b in bad:
        if b in done:
            continue
        best = None
        for i in range(max(0, b - 3), b + 1):
            for j in range(b + 1, min(n, i + 5) + 1):
                span = "".join(pieces[i:j])
                if len(span) < 3 or len(span) > 24:
                    continue
                near = vocab.nearest(span)
                if near:
                    rank = (near[1], -(j - i), -len(span))
                    if best is None or rank < best[0]:
                        best = (rank, i, j, near[0])
        if best:
            _, i, j, word = best
            pieces[i:j] = [word] + [""] * (j - i - 1)
            done.update(range(i, j))
    return "".join(pieces)
