"""Per-rule explanations beside the official text on the CR pages, in the API and in search."""
import json

import pytest

from content.models import CRExplanation



@pytest.mark.parametrize("lang,heading", [("en", "In plain words"), ("th", "อธิบายแบบเข้าใจง่าย"),
                                          ("ko", "쉬운 설명")])
def test_rule_page_shows_the_explanation_beside_the_official_text(cr, client, loaded_content, lang, heading):
    r = client.get(f"/{lang}/cr/704.5j/")
    assert r.status_code == 200
    html = r.content.decode()
    assert 'data-rule="704.5j"' in html                         # the official text is there
    aside = html[html.index('<aside class="cr-side">'):]
    assert heading in aside and 'class="cr-explain"' in aside
    assert CRExplanation.objects.get(number="704.5j", lang=lang).html in aside
    if lang != "en":                                             # and the English one beside it
        assert CRExplanation.objects.get(number="704.5j", lang="en").html in aside
        assert f'lang="{lang}"' in aside and 'lang="en"' in aside


def test_a_rule_page_lists_its_subrules_explanations(cr, client, loaded_content):
    html = client.get("/ko/cr/704.5/").content.decode()
    assert "이 페이지 규칙의 쉬운 설명" in html
    for n in ("704.5a", "704.5q"):
        assert f'href="/ko/cr/{n}/"' in html
        assert CRExplanation.objects.get(number=n, lang="ko").plain in html


def test_api_carries_the_explanations(cr, client, loaded_content):
    data = json.loads(client.get("/api/cr/704.5q").content)
    assert data["number"] == "704.5q" and data["text"]
    ex = data["explanations"]
    assert set(ex) == {"en", "th", "ko"}
    for lang in ex:
        assert ex[lang] == CRExplanation.objects.get(number="704.5q", lang=lang).plain
    # a rule the project has not explained: null per language, the rule itself as before
    data = json.loads(client.get("/api/cr/100.1a").content)
    assert data["number"] == "100.1a" and set(data["explanations"]) == {"en", "th", "ko"}


def test_explanations_are_in_the_cr_search_documents(cr, loaded_content):
    from crdb.services import search_documents
    docs = {d["id"]: d for d in search_documents()}
    body = docs["cr:704.5q"]["body"]
    for lang in ("th", "ko"):
        assert CRExplanation.objects.get(number="704.5q", lang=lang).plain in body


def test_thai_and_korean_queries_find_the_rule_through_its_explanation(cr, loaded_content, tmp_path):
    from search import engine
    engine.build_index(index_dir=tmp_path)
    th = engine.search_cr("เอาออกทีละคู่จนเหลือชนิดเดียว", index_dir=tmp_path)
    ko = engine.search_cr("한 종류만 남을 때까지 한 쌍씩 제거", index_dir=tmp_path)
    assert "cr:704.5q" in [h["id"] for h in th[:5]], th
    assert "cr:704.5q" in [h["id"] for h in ko[:5]], ko
