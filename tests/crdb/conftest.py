"""The two official releases are imported once per test module (read from ../shared/data/cr/, never
copied into the project) and removed again afterwards, so that other apps' tests see no CR."""
import pytest

from tests.conftest import CR_JAN_2026, CR_NOV_2025, CR_TEXT, require_shared

JAN, NOV = "2026-01-16", "2025-11-14"


@pytest.fixture(scope="module")
def cr_releases(django_db_setup, django_db_blocker):
    from crdb.importer import import_file
    from crdb.models import Release
    require_shared(CR_JAN_2026, CR_TEXT)
    require_shared(CR_NOV_2025, CR_TEXT)
    with django_db_blocker.unblock():
        nov = import_file(CR_NOV_2025)
        jan = import_file(CR_JAN_2026)
    yield {"jan": jan, "nov": nov}
    with django_db_blocker.unblock():
        Release.objects.all().delete()


@pytest.fixture
def cr(cr_releases, db):
    return cr_releases


@pytest.fixture
def sba_topic(db):
    """A topic page covering CR 704 in English and Thai (the real content may not cover it yet)."""
    from content.models import CRRef, Topic, TopicPage
    topic = Topic.objects.create(id="test.crdb.sba", game="mtg", kind="rule", section="turn",
                                 order=9999, cr=["704"], related=[])
    for lang, title, summary in [("en", "State-based actions (test)", "Checks the game makes (test)."),
                                 ("th", "การกระทำตามสถานะ (ทดสอบ)", "สิ่งที่เกมตรวจสอบ (ทดสอบ)")]:
        TopicPage.objects.create(topic=topic, lang=lang, title=title, summary=summary, aliases=[],
                                 body="", html='<h2 id="cr-704">x</h2>', headings=[], source_hash="x")
    CRRef.objects.create(number="704", topic=topic, primary=True, position=0)
    return topic
