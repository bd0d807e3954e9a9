"""The tournament policy guides (content/policy/, policy/): every required page in en/th/ko, as a
visitor sees it, with its section number, document version and official link."""
import re
import shutil

import pytest
import yaml
from django.utils.html import escape

from policy import files, loader
from policy.models import PolicyEntry

LANGS = ("en", "th", "ko")
IPG = ["1.4"] + [f"2.{i}" for i in range(1, 7)] + [f"3.{i}" for i in range(1, 10)] + [f"4.{i}" for i in range(1, 9)]
MTR = ["1.3", "1.12", "2.3", "2.4", "2.5", "2.6", "2.7", "2.8", "2.9", "2.12", "3.1", "4.1", "4.2", "4.3",
       "4.4", "4.5", "4.8"]
REQUIRED = ([("ipg", s) for s in IPG] + [("jar", t) for t in files.JAR_TOPICS] + [("mtr", s) for s in MTR])
PAGES = [(doc, sec, lang) for doc, sec in REQUIRED for lang in LANGS]



def test_files_are_consistent_across_languages():
    documents, labels, found = files.read_all()
    assert files.check_all(found) == []
    for doc, sec in REQUIRED:
        assert set(found[f"{doc}:{sec}"]) == set(LANGS), f"{doc}:{sec}"
    for lang in LANGS:
        assert set(files.LABEL_KEYS) <= set(labels[lang])


def test_every_ipg_infraction_has_all_parts():
    _, _, found = files.read_all()
    for sec in IPG[1:]:
        for lang, e in found[f"ipg:{sec}"].items():
            for part in files.IPG_REQUIRED:
                assert len(e.parts.get(part, "")) >= 4, f"ipg:{sec} {lang}: {part}"
            assert e.penalty in ("none", "warning", "game_loss", "match_loss", "disqualification")


def test_penalties_follow_the_ipg_quick_reference():
    # IPG appendix A (version of content/policy/documents.yaml)
    expected = {"2.1": "none", "2.2": "warning", "2.3": "warning", "2.4": "warning", "2.5": "warning",
                "2.6": "warning", "3.1": "game_loss", "3.2": "match_loss", "3.3": "warning",
                "3.4": "game_loss", "3.5": "warning", "3.6": "warning", "3.7": "warning", "3.8": "warning",
                "3.9": "warning", "4.1": "warning", "4.2": "match_loss", "4.3": "match_loss",
                "4.4": "match_loss", "4.5": "disqualification", "4.6": "disqualification",
                "4.7": "disqualification", "4.8": "disqualification"}
    _, _, found = files.read_all()
    for sec, pen in expected.items():
        assert {e.penalty for e in found[f"ipg:{sec}"].values()} == {pen}, sec


def test_regular_and_competitive_extra_draw_answers_are_opposite():
    """The JAR puts random cards back on top unshuffled; the IPG lets the opponent choose and shuffles."""
    _, _, found = files.read_all()
    jar = found["jar:extra-cards-drawn"]["en"].parts
    assert "at random" in jar["regular"] and "on top" in jar["regular"] and "not** shuffle" in jar["regular"]
    assert "opponent chooses" in jar["competitive"] and "shuffled" in jar["competitive"]
    ipg = found["ipg:2.3"]["en"].parts
    assert "random part" in ipg["remedy"] and "opponent picks" in ipg["remedy"]


@pytest.mark.django_db
@pytest.mark.parametrize("doc,section,lang", PAGES, ids=[f"{d}:{s}-{lg}" for d, s, lg in PAGES])
def test_policy_page(client, loaded_content, doc, section, lang):
    r = client.get(f"/{lang}/policy/{doc}/{section}/")
    assert r.status_code == 200
    e = PolicyEntry.objects.get(doc=doc, section=section, lang=lang)
    html = r.content.decode()
    assert f'<html lang="{lang}">' in html
    assert f'data-policy="{doc}:{section}"' in html
    assert "<h1>" in html and escape(e.title) in html
    version = yaml.safe_load((files.POLICY_DIR / "documents.yaml").read_text())[doc]["version"]
    assert f'<time datetime="{version}">' in html
    assert 'href="https://wpn.wizards.com/en/rules-documents"' in html
    if doc == "ipg" and section != "1.4":
        assert f'data-penalty="{e.penalty}"' in html
        for part in files.IPG_REQUIRED:
            assert f'data-part="{part}"' in html
    if doc == "jar":
        assert 'data-part="regular"' in html and 'data-part="competitive"' in html
    # links to other policy pages stay in the page's language and resolve
    switcher = {f"/{other}/policy/{doc}/{section}/" for other in LANGS if other != lang}
    for href in set(re.findall(r'href="(/[a-z]{2}/policy/[^"]*)"', html)) - switcher:
        assert href.startswith(f"/{lang}/"), href
        assert client.get(href).status_code == 200, href
    assert "policy:" not in re.sub(r'data-policy="[^"]*"', "", html)


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_index_lists_the_three_documents(client, loaded_content, lang):
    r = client.get(f"/{lang}/policy/")
    assert r.status_code == 200
    html = r.content.decode()
    for doc in files.DOCS:
        assert f'data-doc="{doc}"' in html
        assert client.get(f"/{lang}/policy/{doc}/").status_code == 200
    assert html.count(f'href="/{lang}/policy/ipg/') >= len(IPG)


@pytest.mark.django_db
def test_policy_pages_are_cacheable_reference_pages(client, loaded_content):
    r = client.get("/en/policy/ipg/2.3/")
    assert "public" in r["Cache-Control"] and r.has_header("ETag")
    assert not r.cookies
    assert client.get("/en/policy/ipg/2.3/", HTTP_IF_NONE_MATCH=r["ETag"]).status_code == 304


@pytest.mark.django_db
@pytest.mark.parametrize("url", ["/en/policy/ipg/9.9/", "/th/policy/jar/no-such-topic/", "/ko/policy/xyz/",
                                 "/en/policy/mtr/4.2x/"])
def test_unknown_policy_pages_are_404(client, loaded_content, url):
    assert client.get(url).status_code == 404


def test_a_malformed_policy_file_stops_the_load(tmp_path, django_db_blocker):
    base = tmp_path / "policy"
    shutil.copytree(files.POLICY_DIR, base)
    p = base / "th" / "ipg.yaml"
    p.write_text(p.read_text(encoding="utf-8").replace("penalty: warning", "penalty: caution", 1),
                 encoding="utf-8")
    with pytest.raises(files.PolicyError, match="penalty must be one of"):
        loader.prepare(base)


def test_a_missing_language_or_differing_field_is_reported(tmp_path):
    base = tmp_path / "policy"
    shutil.copytree(files.POLICY_DIR, base)
    p = base / "ko" / "jar.yaml"
    text = p.read_text(encoding="utf-8")
    p.write_text(text.replace("related: [ipg:2.1, mtr:4.5]", "related: [ipg:2.1]", 1), encoding="utf-8")
    _, _, found = files.read_all(base)
    problems = files.check_all(found)
    assert any("jar:missed-trigger: related differs" in x for x in problems), problems


@pytest.mark.django_db
def test_sitemap_lists_the_policy_pages(client, loaded_content):
    xml = client.get("/sitemap.xml").content.decode()
    assert "/th/policy/ipg/2.3/" in xml and "/ko/policy/jar/missed-trigger/" in xml
