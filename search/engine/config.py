"""Constants and the ranking knobs (``Config``): what every stage of the engine reads."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from whoosh import scoring

from .. import analysis
from langs import GAMES as GAMES  # re-exported (engine.GAMES)
from langs import LANGS as LANGS  # re-exported (engine.LANGS)

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_PAGES_DIR = ROOT / "content" / "pages"
TOPIC_KINDS = ("rule", "keyword", "policy")  # policy: the tournament policy guides (#26)
MAX_QUERY_CHARS = 200      # longer input is cut (a 10 kB paste still answers quickly)
MAX_QUERY_TERMS = 24
MAX_LIMIT = 50
KEEP_SECONDS = 300
CR_NUMBER_RE = re.compile(r"^\d{3}(?:\.\d+[a-z]?)?$")
SNIPPET_CHARS = 180


@dataclass(frozen=True)
class Config:
    """Analysis and ranking knobs (the bench compares variants; defaults are the measured best)."""
    thai: str = "nlpo3"
    korean: str = "bigram_strip"
    english: str = "stem"
    boosts: tuple = (("title", 6.0), ("aliases", 5.0), ("summary", 2.5), ("situations", 3.0), ("body", 1.0))
    and_min_hits: int = 5        # AND first; OR fills in when AND finds fewer than this
    fuzzy: bool = True
    common_ratio: float = 0.6    # a query term in more than this share of the pages is dropped
    # with korean="bigram_strip": the whole word's other bigrams (자는 of 공격자는) are optional
    # query terms: they raise pages with the same wording without being required by AND
    optional_full: bool = True
    # BM25F length normalisation per field, e.g. (("aliases", 0.1),); measured: the uniform
    # B=0.75 ranks best on our queries (bench: "short-field length normalisation")
    field_b: tuple = ()
    # player wording files (search/lexicon/<lang>.txt) applied to the query
    lexicon: bool = True
    # a page one of whose names (title, aliases) is in the query gets name_bonus x the best score
    # x the share of the query's terms the name covers
    name_bonus: float = 1.0
    keyword_name: float = 1.5    # x the name bonus of keyword pages (a keyword's name is specific)
    name_idf: bool = True        # the share of the query a name covers, weighted by the words' rarity
    # no game chosen: pages of the game the query's words do not point to, score x game_prior
    game_prior: float = 0.7
    # no kind chosen: a query whose words point to the tournament policy guides (more words only the
    # guides have than words only the rule pages have) gets the rule and keyword pages x policy_prior
    # (1.0: off). Measured on the policy queries in the default ranking (issue #26): 0.7 / 0.5 / 0.4
    # give en .839/.888/.888, th .909/.909/.924, ko .778/.778/.778 (from .775/.889/.774); every
    # other query set unchanged
    policy_prior: float = 0.5
    # typo correction per script; the corrected query is used when it ranks better
    spelling: bool = True
    # CR rules cited by the best pages (their `cr` list) rank higher among the rules: score x
    # (1 + cite_boost x w), w = 1 / 0.6 / 0.4 for the first / second / third page citing it
    cite_boost: float = 1.0
    cite_pages: int = 3
    cr_heading: float = 0.3      # see _cr_specific
    cr_parent: float = 0.5
    # sentence-like queries (at least sit_min_terms words): the pages of the best-matching table
    # situations (one document a sentence) get sit_bonus x the best score x their share
    sit_bonus: float = 0.6
    sit_pages: int = 3
    sit_min_terms: int = 3
    cr_merged_or: bool = False   # merged ranking: rules holding only some words when none holds all
    or_terms: int = 6            # the pages' OR fallback keeps the n rarest words (0: all)
    cr_or_terms: int = 6         # the OR fallback over the rules keeps the n rarest words (0: all)
    cite_or_scale: float = 0.5   # a cited rule holding only some of the words: its score x this
    glossary: bool = True        # stage "glossary": a query naming a CR term gets its defining rules first
    # stage "cards" (search/engine/cards.py): a question naming a Magic card searches without the
    # name, on Magic pages, and the pages of the card's keywords get card_bonus x the best score
    # (those the words missed join at card_join x the best score)
    cards: bool = True
    card_bonus: float = 1.0
    card_join: float = 1.05
    card_text: float = 0.5       # more for a keyword whose line of the card's text holds a question word

    def weighting(self):
        return scoring.BM25F(B=0.75, K1=1.2, **{f"{f}_B": b for f, b in self.field_b})

    def analyzer(self):
        return analysis.MultiScriptAnalyzer(thai=self.thai, korean=self.korean, english=self.english)

    def full_analyzer(self):
        return analysis.MultiScriptAnalyzer(thai=self.thai, korean="bigram", english=self.english)


DEFAULT_CONFIG = Config()
TEXT_FIELDS = ("title", "aliases", "summary", "situations", "body")
