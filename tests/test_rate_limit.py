"""Rate limits per client on saving, importing and the JSON APIs that write or run
(rulesite/ratelimit.py): 429 with Retry-After and a message in the visitor's language, counted in
the database (so several processes share them); and an identical document saved twice gets the
same permalink."""
import json

import pytest

from judge.models import SavedScenario
from rulesite import ratelimit
from rulesite.models import RateHit
from tests.conftest import example_text

pytestmark = pytest.mark.django_db

GG = example_text("mtg-giant-growth-saves.json")


@pytest.fixture
def limits(settings):
    settings.RATE_LIMITS = {"save": (3, 600), "run": (2, 60), "import": (2, 600)}
    return settings.RATE_LIMITS


def _api(client, url, body, **extra):
    return client.post(url, data=body, content_type="application/json", **extra)


def test_api_save_is_limited_with_retry_after_and_a_json_message(client, limits):
    docs = [json.dumps({**json.loads(GG), "title": f"t{i}"}) for i in range(5)]
    codes = [_api(client, "/api/judge/scenarios", d).status_code for d in docs[:3]]
    assert codes == [201, 201, 201]
    r = _api(client, "/api/judge/scenarios", docs[3])
    assert r.status_code == 429
    retry = int(r.headers["Retry-After"])
    assert 0 < retry <= 600
    msg = r.json()["errors"][0]["message"]
    assert f"{retry} seconds" in msg
    assert SavedScenario.objects.count() == 3  # nothing saved over the limit
    # another client is not affected
    assert _api(client, "/api/judge/scenarios", docs[4], REMOTE_ADDR="10.0.0.9").status_code == 201


@pytest.mark.parametrize("lang,word", [("th", "วินาที"), ("ko", "초")])
def test_the_message_is_in_the_visitors_language(client, limits, lang, word):
    for _ in range(2):
        assert _api(client, f"/api/judge/run?lang={lang}", GG).status_code == 200
    r = _api(client, f"/api/judge/run?lang={lang}", GG)
    assert r.status_code == 429 and word in r.json()["errors"][0]["message"]
    # the HTML forms answer with a page in the page's language
    for _ in range(3):
        client.post(f"/{lang}/judge/save/", {"doc": GG})
    page = client.post(f"/{lang}/judge/save/", {"doc": GG})
    assert page.status_code == 429 and page.headers["Retry-After"]
    assert word in page.content.decode() and f'lang="{lang}"' in page.content.decode()


def test_import_and_deck_check_are_limited(client, limits):
    for _ in range(2):
        assert client.post("/en/judge/import/", {"text": GG}).status_code in (200, 303)
    assert client.post("/en/judge/import/", {"text": GG}).status_code == 429
    body = json.dumps({"game": "mtg", "list": "4 Grizzly Bears"})
    codes = [_api(client, "/api/decks/check", body).status_code for _ in range(3)]
    assert codes[-1] == 429 and 429 not in codes[:2]


def test_reading_is_never_limited(client, limits):
    key = _api(client, "/api/judge/scenarios", GG).json()["key"]
    for _ in range(10):
        assert client.get(f"/api/judge/scenarios/{key}").status_code == 200


def test_counters_are_shared_rows_and_atomic(limits):
    """Every process counts in the same rows (tests/test_multinode.py checks two servers)."""
    results = [ratelimit.hit("save", "192.0.2.1", now=1000.0) for _ in range(5)]
    assert [ok for ok, _ in results] == [True, True, True, False, False]
    assert RateHit.objects.get(key="save:192.0.2.1").count == 5
    assert results[-1][1] == 200  # seconds until the 600 s window that began at 600 ends (1200)
    # a new window starts afresh
    assert ratelimit.hit("save", "192.0.2.1", now=1200.0)[0]


def test_forwarded_for_only_when_trusted(client, limits, settings):
    settings.RATE_LIMITS = {"save": (1, 600)}
    assert _api(client, "/api/judge/scenarios", GG, HTTP_X_FORWARDED_FOR="203.0.113.5").status_code == 201
    other = json.dumps({**json.loads(GG), "title": "other"})
    # not trusted: the forwarded address is ignored, the same REMOTE_ADDR is over its limit
    assert _api(client, "/api/judge/scenarios", other, HTTP_X_FORWARDED_FOR="203.0.113.6").status_code == 429
    settings.RATE_LIMIT_TRUST_FORWARDED = True
    assert _api(client, "/api/judge/scenarios", other, HTTP_X_FORWARDED_FOR="203.0.113.6").status_code == 201


def test_identical_documents_get_the_same_permalink(client):
    a = _api(client, "/api/judge/scenarios", GG).json()
    b = _api(client, "/api/judge/scenarios", GG).json()
    assert a["key"] == b["key"] and SavedScenario.objects.count() == 1
    r1 = client.post("/en/judge/save/", {"doc": GG})
    assert r1.status_code == 303 and a["key"] in r1.headers["Location"]
    assert SavedScenario.objects.count() == 1
    # one byte more is another document
    c = _api(client, "/api/judge/scenarios", GG + "\n").json()
    assert c["key"] != a["key"] and SavedScenario.objects.count() == 2


def test_bad_setting_is_refused():
    from django.core.exceptions import ImproperlyConfigured

    from rulesite import settings as site_settings
    assert site_settings._rate_limits("save=3/60, run=10/1") == {"save": (3, 60), "run": (10, 1)}
    assert site_settings._rate_limits("off") == {}
    with pytest.raises(ImproperlyConfigured):
        site_settings._rate_limits("save=lots")
