"""The CR glossary as data (issue 25): a query naming a CR term gets the rule that defines it first
(search/engine/glossary.py, search/lexicon/cr-glossary.yaml, the terminology tables).

Runs on the test-written CR fixture (tests/fixtures/cr, not WotC text); the checks of the data file
against the official glossary skip without ../shared."""
import re

import pytest

from search import engine
from search.engine import glossary
from search.engine.documents import glossary_refs
from tests.conftest import CR_FIXTURE_DIR, CR_JAN_2026, CR_TEXT, needs_shared

FIXTURE = CR_FIXTURE_DIR / "TestRules-2025-09-12.txt"


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    path = tmp_path_factory.mktemp("crterms")
    engine.build_index(path, include_cr=False, extra_documents=engine.cr_documents_from_file(FIXTURE, explanations=False))
    return path


def _ids(index, q, lang="en", **kw):
    return [r["id"] for r in engine.search(q, lang=lang, kind="cr", index_dir=index, **kw).results]


def test_glossary_refs():
    assert glossary_refs("Values checked by copy effects. See rules 613.2, 707.2, and 707.3.") == ["613.2", "707.2", "707.3"]
    assert glossary_refs("See rule 613, “Interaction of Continuous Effects.” See also Dependency.") == ["613"]
    assert glossary_refs("An obsolete term for mana value.") == []


def test_glossary_documents_keep_their_rules(index):
    h = engine._handle(index, autobuild=False)
    table = glossary._table(h)
    titles = engine.ranking._cr_titles(h)
    assert [titles[d] for d in table["rules"]["lethal damage"]] == ["704.5c"]
    assert [titles[d] for d in table["rules"]["dies"]] == ["704.5b"]


def test_term_in_korean_through_the_terminology_table(index):
    # ko.yaml: lethal damage -> 치사 피해; the fixture's rules are English only
    assert _ids(index, "치사 피해란", lang="ko")[0] == "cr:704.5c"
    h = engine._handle(index, autobuild=False)
    assert glossary.terms_in_query(h, "치사 피해란", "ko") == [("lethal damage", 1.0)]


def test_term_in_thai_through_the_terminology_table(index):
    # th.yaml: active player -> ผู้เล่นที่กำลังเล่นอยู่
    assert _ids(index, "ผู้เล่นที่กำลังเล่นอยู่คืออะไร", lang="th")[0] == "cr:100.1a"


def test_term_in_english_first_then_its_glossary_entry(index):
    got = _ids(index, "what does dies mean")
    assert got[0] == "cr:704.5b"
    assert "cr-glossary:dies" in got[:3]


def test_term_inside_a_longer_question_changes_nothing(index):
    h = engine._handle(index, autobuild=False)
    assert glossary.terms_in_query(h, "lethal damage", "en") == [("lethal damage", 1.0)]
    # "dies" is one word of five: the question is about more than the term
    assert glossary.terms_in_query(h, "which player untaps when a creature dies", "en") == []


def test_merged_ranking_puts_the_defining_rule_in_the_top_three(index):
    res = engine.search("치사 피해란", lang="ko", include_cr=True, index_dir=index)
    assert "cr:704.5c" in [r["id"] for r in res.results[:3]]


def test_data_file_is_well_formed():
    d = glossary.data()
    assert d["rules"] and d["names"]
    for term, numbers in d["rules"].items():
        assert numbers and all(re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", n) for n in numbers), term
    for term, by_lang in d["names"].items():
        assert set(by_lang) <= {"en", "th", "ko"}, term


@needs_shared(CR_JAN_2026, CR_TEXT)
def test_data_file_names_real_glossary_terms_and_rules():
    from crdb.parser import parse

    parsed = parse(CR_JAN_2026.read_bytes())
    terms = {glossary._norm(g.term) for g in parsed.glossary}
    numbers = {e.number for e in parsed.entries}
    raw = __import__("yaml").safe_load(glossary.DATA.read_text(encoding="utf-8"))
    for term, rules in raw["rules"].items():
        assert glossary._norm(term) in terms, f"{term!r} is not a glossary term"
        assert set(map(str, rules)) <= numbers, term
    for term in raw["names"]:
        assert glossary._norm(term) in terms, f"{term!r} is not a glossary term"
