"""Issue 14 ranking mechanisms, each checked on the real content (no CR needed): table situations
matched sentence by sentence, the game prior, cited CR rules, CR headings, rule numbers first, and
the typo corrector leaving player wording alone."""
import dataclasses

import pytest

from search import engine


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    path = tmp_path_factory.mktemp("ranking-index")
    engine.build_index(path, include_cr=False)
    return path


def first(index, q, lang="en", **config):
    cfg = dataclasses.replace(engine.DEFAULT_CONFIG, **config) if config else engine.DEFAULT_CONFIG
    res = engine.search(q, lang=lang, index_dir=index, snippets=False, config=cfg)
    return res.results[0]["id"] if res.results else None


def test_situation_sentences_are_their_own_documents(index):
    h = engine._handle(index)
    assert h.sit_searcher is not None
    n = h.sit_searcher.doc_count()
    assert n == sum(len(items) for by in engine.lexicon.situations_by_lang().values() for items in by.values())


def test_a_sentence_like_query_finds_the_page_of_its_situation(index):
    # "proliferate, how many counters go up": 카운터 is the counters page's name, but the situation
    # sentences of proliferate say what the player says
    assert first(index, "증식 카운터 몇 개 늘어", "ko") == "mtg.kw.proliferate"
    assert first(index, "증식 카운터 몇 개 늘어", "ko", sit_bonus=0.0, keyword_name=1.0) == "mtg.counters"
    assert first(index, "증식 카운터 몇 개 늘어", "ko", keyword_name=1.0) == "mtg.kw.proliferate"
    assert first(index, "a tiny 1/1 traded with my huge 7/7 dragon") == "mtg.kw.deathtouch"


def test_game_prior_follows_the_words_only_one_game_has(index):
    h = engine._handle(index)
    mtg_only, bfb_only = engine._game_of_terms(h, engine.query_terms(h.analyzer, "mercenary"), "en")
    assert (mtg_only, bfb_only) == (0, 1)
    mtg_only, bfb_only = engine._game_of_terms(h, engine.query_terms(h.analyzer, "flashback"), "en")
    assert (mtg_only, bfb_only) == (1, 0)
    assert first(index, "mercenary dies").startswith("bfb.")


def test_typo_correction_leaves_words_player_wording_matched(index):
    h = engine._handle(index)
    # 막을수있음 ("can block") is a player-wording key: never "corrected" to 막을수없음 ("cannot")
    assert "없음" not in engine.suggest(h, engine.clean_query("3/3으로 막을수있음"), "ko")


def test_cr_rules_cited_by_the_best_pages_and_headings(tmp_path):
    # three rules hold the words; the shortest (122.1f) wins on text alone, the one the best page
    # cites (704.5c, cited by mtg.objective / mtg.sba) wins with the citations; the heading 704 and
    # the introducing rule 704.5 rank under the subrule
    body = "If a player has ten or more poison counters, that player loses the game."
    docs = [{"id": "cr:122.1f", "title": "122.1f", "body": "Ten or more poison counters: the player loses."},
            {"id": "cr:704.5c", "title": "704.5c", "body": body},
            {"id": "cr:704.5a", "title": "704.5a", "body": "A player with 0 or less life loses the game."},
            {"id": "cr:704.5", "title": "704.5", "body": "State-based actions: " + body},
            {"id": "cr:704", "title": "704", "body": "State-Based Actions. " + body}]
    engine.build_index(tmp_path, include_cr=False, extra_documents=docs)
    q = "poison counters player loses"
    plain = [r["id"] for r in engine.search_cr(q, index_dir=tmp_path, limit=5, snippets=False)]
    cited = [r["id"] for r in engine.search_cr(q, index_dir=tmp_path, limit=5, snippets=False,
                                               cited={"704.5c": 1.0})]
    assert plain.index("cr:704.5c") < plain.index("cr:704.5") < len(plain)
    assert plain.index("cr:704.5c") < plain.index("cr:704")
    assert cited[0] == "cr:704.5c"
    # the search page and the API pass the best pages' citations on
    res = engine.search("ten poison counters lose the game", index_dir=tmp_path, snippets=False, include_cr=True)
    assert any(n.startswith("704") or n.startswith("104") for n in res.cited)


def test_rule_number_query_keeps_the_pages_covering_it_first(index):
    # the game prior and the name bonus never reorder a rule-number query
    assert first(index, "613.1f ability adding layer") == "mtg.layers"



def test_a_game_named_in_the_query_filters_and_is_not_a_word_to_match(index):
    # "bfb how to win": the winning page, not the overview whose name is Born from Blood
    assert first(index, "bfb how do i win") == "bfb.win"
    assert first(index, "본프롬블러드 이기는 법", "ko") == "bfb.win"
    assert first(index, "born from blood") == "bfb.overview"   # the name alone still finds its page
