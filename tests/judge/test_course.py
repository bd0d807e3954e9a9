"""The course (judge/course.yaml): every lesson and puzzle has a place, every slug and topic it
names exists; the course page and the teacher's view (every question with its answer key) in three
languages."""
import re

import pytest

from judge import course, library
from judge import quiz as quizsvc

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module", autouse=True)
def _content(loaded_content):
    yield


def test_course_names_only_what_exists_and_leaves_nothing_out():
    assert course.problems() == []


def test_course_topics_exist():
    from tests.conftest import CONTENT_PAGES
    topics = {p.stem for p in (CONTENT_PAGES / "en").glob("*.md")}
    for ch in course.chapters():
        assert set(ch.get("read") or []) <= topics, ch["id"]


def test_course_covers_the_chapters_the_issue_names():
    ids = [ch["id"] for ch in course.chapters()]
    assert ids == ["mtg-turn", "mtg-casting", "mtg-combat", "mtg-stack", "mtg-sba", "mtg-keywords", "mtg-layers",
                   "mtg-policy", "bfb"]   # mtg-policy: the tournament fixes of issue #26


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_course_page(client, lang):
    r = client.get(f"/{lang}/judge/course/")
    assert r.status_code == 200 and "Set-Cookie" not in r.headers
    body = r.content.decode()
    for ch in course.chapters():
        assert course.title(ch, lang) in body
        for slug in ch.get("lessons") or []:
            assert f"/{lang}/judge/library/{slug}/quiz/" in body


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_teacher_view_has_every_question_with_its_answer(client, lang):
    body = client.get(f"/{lang}/judge/course/teacher/").content.decode()
    keys = re.findall(r'class="answer-key"', body)
    total = sum(len(quizsvc.for_library(s)[1]) for s in library.slugs())
    assert len(keys) == total
