"""Per-rule explanations (content/cr-explanations/<lang>/<rule>.md): every CR number the engine or
the content cites is explained in en, th and ko; the files parse, load atomically and idempotently,
copy no sentence of the official rules, and show on the lookup page, the rule-link pop-up and the
API without an imported CR (with a CR: tests/crdb/test_explanations.py)."""
import json
import re
from html import unescape as html_unescape

import pytest
from django.core.management import call_command

from content import cited, explanations
from content.loader import ContentError, load_content
from content.models import CRExplanation, Topic

from tests.conftest import CR_DIR, SCENARIOS_DIR, SHARED
from langs import LANGS




@pytest.fixture(scope="module")
def cited_numbers():
    return cited.cited(SHARED if (SHARED / "examples").is_dir() else None)


def test_every_cited_rule_is_explained_in_three_languages(cited_numbers):
    have = explanations.read_all()
    gaps = explanations.missing(cited_numbers, have)
    now = {n for n, kinds in cited_numbers.items() if kinds != {"anticipated"}}
    print(f"\n{len(cited_numbers)} CR numbers cited or anticipated ({len(now)} cited by the engine "
          f"and the content now); explained in en, th and ko: {len(cited_numbers) - len(gaps)}; "
          f"explanations in the files: {len(have)} numbers")
    assert not gaps, "CR numbers without an explanation (number: languages; add them in " \
        "content/cr-explanations/<lang>/<rule>.md):\n" + "\n".join(
            f"  {n}: {' '.join(langs)} (cited by {', '.join(sorted(cited_numbers[n]))})"
            for n, langs in gaps.items())


def test_the_cited_set_comes_from_the_engine_the_scenarios_and_the_pages(cited_numbers):
    engine = cited.engine_numbers()
    pages = cited.content_numbers()
    assert {"704.5a", "702.19b", "601.2c"} <= set(engine)          # rule="..." in the engine code
    assert "704.5q" in pages and "702.2" in pages                   # front matter and cr: links
    assert set(engine) | set(pages) <= set(cited_numbers)
    emitted = cited.emitted_numbers(SHARED if (SHARED / "examples").is_dir() else None)
    assert "704.5g" in emitted and set(emitted) <= set(cited_numbers)


def test_anticipated_numbers_exist_in_the_cr():
    path = CR_DIR / "MagicCompRules-2026-01-16.txt"
    if not path.exists():
        pytest.skip(f"the January 2026 CR is not at {path} (put the official text file there)")
    text = path.read_text(encoding="utf-8-sig", errors="replace")
    numbers = set(re.findall(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ", text, re.M))
    assert not [n for n in cited.ANTICIPATED if n not in numbers]


def test_every_explanation_is_in_all_three_languages_and_short():
    have = explanations.read_all()
    assert not explanations.one_sided(have)
    for number, by_lang in have.items():
        for lang, e in by_lang.items():
            assert 10 <= len(e.plain) <= explanations.MAX_CHARS, (lang, number)
            if lang == "en":
                sentences = [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z\"])", e.plain) if s]
                assert len(sentences) <= 4, f"en/{number}: {len(sentences)} sentences"
            if lang == "th":
                assert re.search(r"[\u0e00-\u0e7f]", e.plain), f"th/{number} has no Thai"
            if lang == "ko":
                assert re.search(r"[\uac00-\ud7a3]", e.plain), f"ko/{number} has no Korean"
                sentences = [s for s in re.split(r"(?<=[.!?])\s+", e.plain) if s]
                assert len(sentences) <= 4, f"ko/{number}: {len(sentences)} sentences"


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9+/\-]+", text.lower().replace("’", "'").replace("'", ""))


def test_no_explanation_copies_a_sentence_of_the_official_rules():
    """No run of 12 or more words identical to the CR text (any release in ../shared)."""
    releases = sorted(CR_DIR.glob("*.txt")) if CR_DIR.is_dir() else []
    if not releases:
        pytest.skip(f"no official CR text in {CR_DIR} (put MagicCompRules-*.txt there)")
    n = 12
    grams = set()
    for path in releases:
        w = _words(path.read_text(encoding="utf-8-sig", errors="replace"))
        grams.update(tuple(w[i:i + n]) for i in range(len(w) - n + 1))
    copied = []
    for number, by_lang in explanations.read_all().items():
        for lang, e in by_lang.items():
            w = _words(e.plain)
            for i in range(len(w) - n + 1):
                if tuple(w[i:i + n]) in grams:
                    copied.append(f"{lang}/{number}: {' '.join(w[i:i + n])}")
                    break
    assert not copied, "explanations that copy the rule text (write them in your own words):\n" + \
        "\n".join(copied)


# --- the file format ------------------------------------------------------------------------------

def _write(base, lang, name, text):
    d = base / lang
    d.mkdir(parents=True, exist_ok=True)
    (d / name).write_text(text, encoding="utf-8")


@pytest.mark.parametrize("name,text,message", [
    ("704.md", "## 704.5q\n", "has no text"),
    ("704.md", "## 704.5q\nA.\n\n## 704.5q\nB.\n", "explained twice"),
    ("704.md", "## 702.2\nDeathtouch.\n", "belongs in 702.md"),
    ("704.md", "## 704.5Q5\nText.\n", "not a CR number"),
    ("abc.md", "## 704.5q\nText.\n", "three-digit CR rule"),
    ("704.md", "Loose text\n## 704.5q\nText.\n", "before the first"),
    ("704.md", "## 704.5q\nText with <b>markup</b>.\n", "no HTML"),
    ("704.md", "## 704.5q\n" + "word " * 200 + "\n", "1-4 sentences"),
    ("704.md", "## 704.5q\nText.\n### Sub\nMore.\n", "headings other than"),
])
def test_malformed_files_are_refused_with_file_and_line(tmp_path, name, text, message):
    _write(tmp_path, "en", name, text)
    with pytest.raises(explanations.ExplanationError, match=re.escape(message)):
        explanations.read_all(tmp_path)


def test_unknown_language_folder_is_refused(tmp_path):
    _write(tmp_path, "fr", "704.md", "## 704.5q\nTexte.\n")
    with pytest.raises(explanations.ExplanationError, match="unknown language folder"):
        explanations.read_all(tmp_path)


def test_parsing_comments_links_and_lines(tmp_path):
    _write(tmp_path, "en", "704.md", "# CR 704\n<!-- a note\nfor reviewers -->\n\n## 704.5q\nCounters "
           "[cancel](cr:704.5q) in *pairs*:\nthree and one make two.\n\n## 704.5A\nUpper case number.\n")
    got = explanations.read_all(tmp_path)
    e = got["704.5q"]["en"]
    assert e.line == 5 and e.plain == "Counters cancel in pairs: three and one make two."
    assert "704.5a" in got


# --- the loader -----------------------------------------------------------------------------------

@pytest.mark.django_db
def test_load_is_idempotent_and_atomic(tmp_path):
    base = tmp_path / "x"
    for lang, text in (("en", "Counters cancel in pairs."), ("th", "เคาน์เตอร์หักล้างกันทีละคู่"),
                       ("ko", "카운터는 한 쌍씩 상쇄됩니다.")):
        _write(base, lang, "704.md", f"## 704.5q\n{text}\n\n## 704.5a\n{text} (0)\n")
    first = load_content(explanations_dir=base)
    assert first["explanations"] == 6 and not [w for w in first["warnings"] if "cr-explanations" in w]
    second = load_content(explanations_dir=base)
    assert second["explanations"] == 6 and CRExplanation.objects.count() == 6
    row = CRExplanation.objects.get(number="704.5q", lang="th")
    assert row.plain == "เคาน์เตอร์หักล้างกันทีละคู่" and row.html.startswith("<p>")
    topics = Topic.objects.count()
    # a broken file stops the load and leaves the database as it was
    _write(base, "ko", "704.md", "## 704.5q\n\n")
    with pytest.raises(ContentError, match="has no text"):
        load_content(explanations_dir=base)
    assert CRExplanation.objects.count() == 6 and Topic.objects.count() == topics
    # an explanation missing in a language is a warning (an error with --strict)
    _write(base, "ko", "704.md", "## 704.5q\n카운터는 한 쌍씩 상쇄됩니다.\n")
    counts = load_content(explanations_dir=base)
    assert counts["explanations"] == 5
    assert any("704.5a is explained in en, th only" in w for w in counts["warnings"])
    with pytest.raises(ContentError):
        load_content(explanations_dir=base, strict=True)
    assert CRExplanation.objects.count() == 5


@pytest.mark.django_db
def test_load_content_command_reports_the_explanations(capsys):
    call_command("load_content")
    out = capsys.readouterr().out
    n = CRExplanation.objects.count()
    assert n >= 3 * 39 and f"{n} rule explanations" in out


# --- pages and API without an imported CR -----------------------------------------------------------

@pytest.mark.django_db
@pytest.mark.parametrize("lang,word", [("en", "lethal damage"), ("th", "ดาเมจถึงตาย"), ("ko", "치사 피해")])
def test_rule_link_popup_fragment_in_three_languages(client, loaded_content, lang, word):
    r = client.get(f"/{lang}/cr/704.5g/explain/", HTTP_HX_REQUEST="true")
    assert r.status_code == 200
    html = r.content.decode()
    assert "<html" not in html and f'lang="{lang}"' in html and word in html
    assert f'href="/{lang}/cr/704.5g/"' in html
    assert "public" in r["Cache-Control"] and "Set-Cookie" not in r  # a cacheable reference fragment
    # without htmx (no JavaScript) the same URL leads to the rule itself
    r = client.get(f"/{lang}/cr/704.5g/explain/")
    assert r.status_code == 302 and r["Location"] == f"/{lang}/cr/704.5g/"


@pytest.mark.django_db
def test_popup_of_a_rule_without_explanation_says_so(client, loaded_content):
    r = client.get("/th/cr/999.9/explain/", HTTP_HX_REQUEST="true")
    assert r.status_code == 200 and "ยังไม่มีคำอธิบาย" in r.content.decode()
    assert client.get("/en/cr/nonsense/explain/", HTTP_HX_REQUEST="true").status_code == 404


@pytest.mark.django_db
@pytest.mark.parametrize("lang,word", [("en", "In plain words"), ("th", "อธิบายแบบเข้าใจง่าย"), ("ko", "쉬운 설명")])
def test_lookup_page_without_cr_shows_the_explanation(client, loaded_content, lang, word):
    """Without an imported CR, a number no topic page covers but the project explains gets the
    lookup page with the explanation (numbers a page covers still redirect to it)."""
    from content.services import resolve_cr
    number = next((n for n in sorted(explanations.read_all()) if resolve_cr(n) is None), None)
    if number is None:  # every explained rule has a topic page: explain one no page covers
        number = "999.1"
        for lg, text in (("en", "A test rule."), ("th", "กฎทดสอบ"), ("ko", "시험용 규칙입니다.")):
            CRExplanation.objects.create(number=number, lang=lg, text=text, plain=text, html=f"<p>{text}</p>")
    r = client.get(f"/{lang}/cr/{number}/")
    assert r.status_code == 200
    html = r.content.decode()
    assert f'<html lang="{lang}">' in html and word in html and 'class="cr-explain"' in html
    e = CRExplanation.objects.get(number=number, lang=lang)
    assert e.html in html
    if lang != "en":
        assert CRExplanation.objects.get(number=number, lang="en").html in html
    # a number a topic page covers keeps redirecting to that page (the contract)
    r = client.get(f"/{lang}/cr/704.5q/")
    assert r.status_code == 302 and f"/{lang}/t/" in r["Location"]


@pytest.mark.django_db
def test_api_without_cr_still_carries_the_explanations(client, loaded_content):
    r = client.get("/api/cr/704.5q")
    assert r.status_code == 404
    body = json.loads(r.content)
    assert body["error"] == "not_imported"
    assert set(body["explanations"]) == set(LANGS) and all(body["explanations"].values())
    assert "เคาน์เตอร์" in body["explanations"]["th"] and "카운터" in body["explanations"]["ko"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_judge_rule_links_open_the_explanation_in_place(client, loaded_content, lang):
    """The stepper's rule links fetch the explanation on hover or focus (htmx), a ? button does on
    tap, and the link's href still leads to the rule page."""
    doc = SCENARIOS_DIR / "mtg-first-strike-beats-deathtouch.json"  # the project's copy
    r = client.post(f"/{lang}/judge/edit/", {"doc": doc.read_text(), "sync": "1", "step": "0", "go": "99"})
    html = r.content.decode()
    links = re.findall(r'<a class="rule-link" href="([^"]+)"[^>]*? hx-get="([^"]+)"', html)
    assert links, "no rule link with an explanation pop-up"
    for href, get in links:
        m = re.match(rf"^/{lang}/cr/([0-9.a-z]+)/explain/$", get)
        assert m and href.startswith(f"/{lang}/")
        frag = client.get(get, HTTP_HX_REQUEST="true").content.decode()
        assert CRExplanation.objects.get(number=m.group(1), lang=lang).plain in html_unescape(frag)
    assert 'class="kw-info rule-info"' in html and 'class="kw-pop rule-pop"' in html
