"""A query that is a whole word of a name finds that name before names that merely begin with it."""
from cards.index import NameIndex


def test_whole_word_before_prefix():
    names = ["Boltwave", "Boltfire", "Bolt Hound", "Lightning Bolt", "Lightning Blow"]
    idx = NameIndex(({"name": n}, []) for n in names)
    got = [x["name"] for x in idx.search("bolt", 5)]
    assert got.index("Lightning Bolt") < got.index("Boltwave")
    assert got[:2] == ["Bolt Hound", "Lightning Bolt"]
    # a half-typed last word still completes by prefix
    assert [x["name"] for x in idx.search("lightning b", 2)] == ["Lightning Blow", "Lightning Bolt"]
