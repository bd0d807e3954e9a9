"""Search quality: MRR@10 and recall@5 per language over tests/search/queries.yaml.

Run with ``pytest -s`` to see the figures. The index is built from the content files into a tmp dir.
"""
import pytest

from content.pages import required_topic_ids
from search import evaluate
from tests.conftest import TOPICS_MD

MIN_MRR = 0.85
MIN_QUERIES = 30


@pytest.fixture(scope="module")
def report(search_index):
    return evaluate.evaluate(search_index[0])


def test_enough_queries_for_every_topic_and_language():
    queries = evaluate.load_queries()
    assert set(queries) == {"en", "th", "ko"}
    for lang, items in queries.items():
        assert len(items) >= MIN_QUERIES, lang
    if TOPICS_MD.exists():
        required = set(required_topic_ids(TOPICS_MD))
        for lang, items in queries.items():
            covered = {i for _q, ids in items for i in ids}
            assert required <= covered, f"{lang}: no query for {sorted(required - covered)}"
            assert covered <= required | covered  # extra topics are fine


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_quality(report, lang):
    r = report[lang]
    print("\n" + evaluate.format_report({lang: r}, f"search quality ({lang})"))
    for q, ids, got in r["misses"]:
        print(f"    not first: {q!r} -> {got} (want {ids})")
    if r["n"] == 0:
        pytest.skip(f"{lang}: no page yet for any quality query")
    assert r["mrr10"] >= MIN_MRR, f"{lang}: MRR@10 {r['mrr10']:.3f} < {MIN_MRR}"
