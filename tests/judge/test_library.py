"""The built-in teaching scenarios (judge/library/*.json): every one runs to its end with its
`expect` block satisfied in all three languages, and is titled and annotated in all three."""
import json

import pytest

from judge import library
from judge.engine import Stepper, check_expect
from langs import LANGS


SLUGS = library.slugs()


def test_at_least_fifteen_scenarios_of_both_games():
    assert len(SLUGS) >= 15
    games = {library.get(s)[1]["game"] for s in SLUGS}
    assert games == {"mtg", "bfb"}


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("lang", LANGS)
def test_runs_to_the_end_with_expect_satisfied(slug, lang):
    text, doc = library.get(slug)
    assert doc["format"] == "judge-scenario/1"
    assert doc.get("expect"), "a teaching scenario states what must hold"
    assert doc.get("actions"), "a teaching scenario has steps"
    out = Stepper(text).run_to_end().output(lang)
    assert out["lang"] == lang
    assert check_expect(doc, out) == []
    for step in out["steps"]:
        for ev in step["events"]:
            assert ev["text"] and ev["rule"] and ev["topic"]


@pytest.mark.parametrize("slug", SLUGS)
def test_titles_and_notes_in_three_languages(slug):
    _text, doc = library.get(slug)
    for key in ("title_i18n", "notes_i18n"):
        assert set(doc[key]) >= set(LANGS), key
        for lang in LANGS:
            assert doc[key][lang].strip(), (key, lang)
    assert doc["title"] == doc["title_i18n"]["en"]
    # the Thai and Korean texts are translations, not copies of the English
    assert doc["title_i18n"]["th"] != doc["title_i18n"]["en"] or doc["notes_i18n"]["th"] != doc["notes_i18n"]["en"]
    assert doc["notes_i18n"]["ko"] != doc["notes_i18n"]["en"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_library_page_lists_every_scenario(client, lang):
    r = client.get(f"/{lang}/judge/library/")
    assert r.status_code == 200
    html = r.content.decode()
    for slug in SLUGS:
        _text, doc = library.get(slug)
        assert f"/{lang}/judge/library/{slug}/" in html
        assert doc["title_i18n"][lang].replace("&", "&amp;") in html.replace("&#x27;", "'").replace("&quot;", '"')


@pytest.mark.django_db
@pytest.mark.parametrize("slug", SLUGS)
def test_each_scenario_page_steps_to_the_end(client, slug):
    _text, doc = library.get(slug)
    last = len(doc["actions"])
    r = client.get(f"/ko/judge/library/{slug}/?step={last}")
    assert r.status_code == 200
    html = r.content.decode()
    assert "/ko/cr/" in html or "/ko/t/" in html  # rule links in the page's language
    r = client.get(f"/th/judge/library/{slug}/print/")
    assert r.status_code == 200


def test_library_files_are_valid_json_with_extension_fields_only():
    allowed = {"format", "game", "title", "notes", "state", "actions", "expect", "title_i18n", "notes_i18n", "order",
               "quiz"}   # hand-written quiz questions (docs/judge-tool.md, "Quizzes")
    for slug in SLUGS:
        text, _doc = library.get(slug)
        assert set(json.loads(text)) <= allowed, slug
