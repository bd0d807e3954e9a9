"""Issue 14: player wording files, typo tolerance per script, P/T tokens, particles, CR in the API."""
import pytest

from search import analysis, engine, lexicon, spelling
from tests.search.test_views import small_pages  # noqa: F401  (fixture)


def test_every_lexicon_entry_has_a_comment_and_parses():
    for lang in lexicon.LANGS:
        text = (lexicon.HERE / f"{lang}.txt").read_text(encoding="utf-8")
        entries = lexicon.parse(text, lang)
        assert len(entries) >= 30, lang
        assert all(e.comment for e in entries)


def test_lexicon_rejects_an_entry_without_comment():
    with pytest.raises(lexicon.LexiconError, match="x.txt:2: every entry needs a comment"):
        lexicon.parse("# header\nmull = mulligan\n", "x.txt")


@pytest.mark.parametrize("lang,q,key", [
    ("en", "comes into play tapped", "comes into play"), ("en", "sac a creature", "sac"),
    ("en", "EOT trigger", "eot"), ("th", "แซคครีเจอร์", "แซค"), ("th", "สเปลล์ฟิซเซิล", "ฟิซเซิล"),
    ("ko", "두 마리로 막으면", "막으면"), ("ko", "주문 카운터 치면", "카운터 치면")])
def test_player_wording_is_rewritten(lang, q, key):
    _rest, slots = lexicon.rewrite(analysis.normalize(q), lang)
    assert key in [orig for orig, _ in slots]


def test_thai_key_only_as_a_whole_word():
    # มัล (short for mulligan) must not cut มัลลิแกน, a correctly spelt word
    assert lexicon.rewrite("มัลลิแกน", "th")[1] == []


def test_pt_and_counters_are_tokens_and_glued_particles_go():
    a = analysis.MultiScriptAnalyzer(korean="bigram_strip")
    assert a.terms("-3/-3을 받으면") == ["-3/-3", "받으"]
    assert a.terms("2/2를") == ["2/2"]
    assert "+1/+1" in a.terms("เคาน์เตอร์+1/+1") and "-1/-1" in a.terms("−1/−1")


def test_spelling_per_script():
    ko = spelling.Vocabulary(["치명타", "선제공격"], key=spelling.jamo, min_len=4, long_len=10)
    assert ko.nearest("치명터") == ("치명타", 1) and ko.nearest("선재공격") == ("선제공격", 1)
    th = spelling.Vocabulary(["แทรมเพิล", "เดธทัช"], key=spelling.fold_thai, min_len=3, long_len=8)
    assert th.nearest("เดทธ์ทัช") == ("เดธทัช", 0)       # silent letter and sound-alike folded
    assert th.nearest("แทมเพิล") == ("แทรมเพิล", 1)      # a dropped letter
    en = spelling.Vocabulary(["first", "deathtouch"])
    assert en.nearest("firts") == ("first", 1)


def has(lang, topic):
    return (engine.DEFAULT_PAGES_DIR / lang / f"{topic}.md").exists()


@pytest.mark.parametrize("lang,q,topic", [
    ("en", "trampel damage", "mtg.kw.trample"), ("ko", "치명터", "mtg.kw.deathtouch"),
    ("ko", "선재공격", "mtg.kw.first-strike"), ("th", "แทมเพิล", "mtg.kw.trample"),
    ("en", "etb trigger", "mtg.triggered-abilities"), ("ko", "카운터 치다", "mtg.stack")])
def test_typos_and_slang_find_the_page(search_index, lang, q, topic):
    if not has(lang, topic):
        pytest.skip(f"no {topic} page in {lang}")
    res = engine.search(q, lang, index_dir=search_index[0])
    assert res.results and res.results[0]["id"] == topic, [r["id"] for r in res.results[:3]]


def test_did_you_mean_when_the_correction_ranks_better(search_index):
    # "trampel" next to a common word: the raw query finds pages (about damage), the corrected
    # one finds trample; the correction is used and shown
    res = engine.search("trampel damage", "en", index_dir=search_index[0])
    assert res.suggestion == "trample damage" and res.corrected


def test_api_cr_kind_and_merged_results(client, db, settings, tmp_path, small_pages):
    cr = [{"id": "cr:605.3b", "kind": "cr", "game": "mtg", "lang": "en", "title": "605.3b",
           "body": "An activated mana ability doesn't go on the stack, so it can't be targeted, "
                   "countered, or otherwise responded to.", "url": "/cr/605.3b/", "release": "2026-01-16"}]
    engine.build_index(tmp_path / "ix", pages_dir=small_pages, extra_documents=cr, include_cr=False)
    settings.SEARCH_INDEX_DIR = tmp_path / "ix"
    data = client.get("/api/search", {"q": "mana ability responded stack", "kind": "cr"}).json()
    assert [r["id"] for r in data["results"]] == ["cr:605.3b"]
    r = data["results"][0]
    assert r["kind"] == "cr" and r["url"] == "/en/cr/605.3b/" and "<mark>" in r["snippet"]
    merged = client.get("/api/search", {"q": "mana ability responded stack", "lang": "th"}).json()
    assert "cr:605.3b" in [r["id"] for r in merged["results"]]
    assert client.get("/api/search", {"q": "605.3b", "kind": "rule"}).json()["results"] == [] or all(
        r["kind"] != "cr" for r in client.get("/api/search", {"q": "605.3b", "kind": "rule"}).json()["results"])


def test_registered_documents_and_results(client, settings, tmp_path, small_pages, db):
    engine.register_documents("test-expl", lambda: [{
        "id": "crx:th:605.3b", "kind": "cr-explanation", "game": "mtg", "lang": "th", "title": "605.3b",
        "body": "มานาแอบิลิตี้ไม่เข้าสแต็ก ตอบโต้ไม่ได้", "url": "/cr/605.3b/"}])
    engine.register_results("Cards", lambda q, lang, game, limit: [
        {"id": "card:bolt", "title": "Lightning Bolt", "url": "/en/cards/bolt/", "snippet": "<b>x</b>"[:0]}])
    try:
        engine.build_index(tmp_path / "ix", pages_dir=small_pages, include_cr=False)
        settings.SEARCH_INDEX_DIR = tmp_path / "ix"
        got = engine.search_cr("ตอบโต้ไม่ได้", lang="th", index_dir=tmp_path / "ix")
        assert got and got[0]["id"] == "crx:th:605.3b" and got[0]["kind"] == "cr-explanation"
        assert engine.search_cr("ตอบโต้ไม่ได้", lang="ko", index_dir=tmp_path / "ix") == []
        html = client.get("/en/search/", {"q": "bolt"}).content.decode()
        assert 'data-kind="extra"' in html and "Lightning Bolt" in html
    finally:
        engine._DOCUMENT_SOURCES.pop("test-expl", None)
        engine._RESULT_SOURCES.pop("Cards", None)


def test_thai_query_finds_a_rule_through_its_thai_explanation(tmp_path, small_pages):
    # crdb appends the project's th/ko explanations to the rule's indexed text; a Thai-only query
    # with lang=th (the site search) must find it, not only a query without lang
    cr = [{"id": "cr:704.5q", "kind": "cr", "game": "mtg", "lang": "en", "title": "704.5q",
           "body": "If a permanent has both a +1/+1 counter and a -1/-1 counter on it, N +1/+1 and N -1/-1 "
                   "counters are removed from it.\nเอาเคาน์เตอร์ออกทีละคู่จนเหลือชนิดเดียว",
           "url": "/cr/704.5q/"}]
    engine.build_index(tmp_path / "ix", pages_dir=small_pages, extra_documents=cr, include_cr=False)
    got = engine.search_cr("เอาออกทีละคู่จนเหลือชนิดเดียว", lang="th", index_dir=tmp_path / "ix")
    assert got and got[0]["id"] == "cr:704.5q" and got[0]["url"] == "/th/cr/704.5q/"


def test_correction_budget_on_pasted_text(search_index):
    # a pasted paragraph of unknown words: at most MAX_FIXES of them are looked up, and the search
    # still answers (no error, a bounded amount of work)
    words = " ".join(f"zqxv{chr(97 + i % 26)}{chr(97 + i // 26)}plorb" for i in range(30))
    res = engine.search(words + " trampel", "en", index_dir=search_index[0])
    assert res.query and not res.error
    h = engine._handle(search_index[0])
    fixed = engine.suggest(h, engine.clean_query("trampel " + words), "en")
    assert fixed.startswith("trample ")  # the first unknown word is corrected, the budget spent later
    assert len(set(fixed.split()) - set(("trampel " + words).split())) <= engine.MAX_FIXES


def test_cr_snippet_quotes_the_rule_not_the_explanations(tmp_path, small_pages):
    # the explanations (en/th/ko) are indexed after the rule's text (content.explanations.EXPLANATIONS_SEP);
    # a result found through them still shows the rule's own words, never a mix of languages
    from content.explanations import EXPLANATIONS_SEP
    cr = [{"id": "cr:704.5q", "kind": "cr", "game": "mtg", "lang": "en", "title": "704.5q",
           "body": "If a permanent has both a +1/+1 counter and a -1/-1 counter on it, N +1/+1 and N -1/-1 "
                   "counters are removed from it." + EXPLANATIONS_SEP
                   + "Counters cancel in pairs.\nเอาเคาน์เตอร์ออกทีละคู่จนเหลือชนิดเดียว\n카운터는 쌍으로 없어집니다",
           "url": "/cr/704.5q/"}]
    engine.build_index(tmp_path / "ix", pages_dir=small_pages, extra_documents=cr, include_cr=False)
    for q, lang in (("เอาออกทีละคู่จนเหลือชนิดเดียว", "th"), ("counter removed", "en"), ("cancel in pairs", "en")):
        got = engine.search_cr(q, lang=lang, index_dir=tmp_path / "ix")
        assert got and got[0]["id"] == "cr:704.5q", q
        snip = got[0]["snippet"]
        assert "permanent" in snip and "เคาน์เตอร์" not in snip and "카운터" not in snip and "pairs" not in snip, snip


def test_table_situations_cover_every_page_in_every_language():
    import yaml
    from content.pages import read_all

    pages = read_all()
    for lang in lexicon.LANGS:
        data = yaml.safe_load((lexicon.HERE / f"situations-{lang}.yaml").read_text(encoding="utf-8"))
        assert set(data) == {t for t, by in pages.items() if lang in by}, lang
        for topic, items in data.items():
            assert len(items) >= 4, (lang, topic)
            assert len(set(items)) == len(items), (lang, topic)
    assert len(lexicon.situations()["mtg.kw.deathtouch"]) >= 12   # the three languages together


def test_situations_file_errors_name_the_file(tmp_path, monkeypatch):
    (tmp_path / "situations-en.yaml").write_text("mtg.kw.flash:\n  - [not, a, sentence]\n", encoding="utf-8")
    monkeypatch.setattr(lexicon, "HERE", tmp_path)
    lexicon.situations.cache_clear()
    lexicon.situations_by_lang.cache_clear()
    try:
        with pytest.raises(lexicon.LexiconError, match="situations-en.yaml: mtg.kw.flash: expected a list of sentences"):
            lexicon.situations()
    finally:
        lexicon.situations.cache_clear()
        lexicon.situations_by_lang.cache_clear()


def test_situations_are_indexed_with_their_page(small_pages, tmp_path):  # noqa: F811
    # every page of the small set is found first by one of its own table situations, in each language
    engine.build_index(tmp_path / "ix", pages_dir=small_pages, include_cr=False)
    import yaml

    for lang in lexicon.LANGS:
        table = yaml.safe_load((lexicon.HERE / f"situations-{lang}.yaml").read_text(encoding="utf-8"))
        for topic in sorted(p.stem for p in (small_pages / lang).glob("*.md")):
            found = [engine.search(q, lang=lang, index_dir=tmp_path / "ix", snippets=False).results[:1]
                     for q in table[topic]]
            assert sum(bool(r) and r[0]["id"] == topic for r in found) >= len(found) / 2, (lang, topic)
