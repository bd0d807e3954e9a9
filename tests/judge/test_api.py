"""The judge tool's JSON API and command line (contracts.md)."""
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from judge.models import SavedScenario

from tests.conftest import example_scenarios

EXAMPLES = example_scenarios()
ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.django_db


def _post(client, url, body, **extra):
    data = body if isinstance(body, (bytes, str)) else json.dumps(body)
    return client.post(url, data=data, content_type="application/json", **extra)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_run_examples_through_the_api(client, path, lang):
    r = _post(client, f"/api/judge/run?lang={lang}", path.read_bytes())
    assert r.status_code == 200, r.content[:500]
    out = r.json()
    assert out["format"] == "judge-run/1" and out["lang"] == lang
    assert out["steps"][0]["n"] == 0 and out["steps"][0]["action"] is None
    doc = json.loads(path.read_text())
    assert len(out["steps"]) == len(doc.get("actions", [])) + 1
    for step in out["steps"]:
        for ev in step["events"]:
            assert ev["text"] and ev["rule"] and ev["topic"]
            assert not re.search(r"\{[a-z_][a-z_0-9]*\}", ev["text"]), ev  # every parameter filled in
    from judge.engine import check_expect
    assert check_expect(doc, out) == []


def test_invalid_scenario_lists_every_error_by_path(client):
    doc = json.loads(EXAMPLES[1].read_text()) if EXAMPLES else {}
    doc = {"format": "judge-scenario/1", "game": "mtg", "state": {
        "turn": "x", "active": "A", "step": "main1", "priority": "A",
        "players": [{"id": "A", "life": "lots"}, {"id": "B"}],
        "battlefield": [{"id": "b", "controller": "A", "types": ["creature"], "power": 2, "toughness": "x"}]},
        "actions": [{"type": "frobnicate"}]}
    r = _post(client, "/api/judge/run", doc)
    assert r.status_code == 400
    errors = r.json()["errors"]
    paths = {e["path"] for e in errors}
    assert "state.battlefield[0].toughness" in paths
    assert "actions[0].type" in paths or "actions[0]" in paths
    assert len(errors) >= 3
    assert all(e["message"] for e in errors)


@pytest.mark.parametrize("body", [b"", b"not json", b"[1,2]", b'{"format": "x"}', "{\"game\": \"go\"}".encode(),
                                  b"\xff\xfe\x00"])
def test_malformed_documents_get_400(client, body):
    r = _post(client, "/api/judge/run", body)
    assert r.status_code == 400
    assert r.json()["errors"][0]["message"]


def test_unknown_language_is_400(client):
    r = _post(client, "/api/judge/run?lang=xx", EXAMPLES[0].read_bytes())
    assert r.status_code == 400
    assert "language" in r.json()["errors"][0]["message"]


def test_oversized_body_is_413(client):
    r = _post(client, "/api/judge/run", b"{" + b" " * (300 * 1024) + b"}")
    assert r.status_code == 413
    assert "256" in r.json()["errors"][0]["message"]


def test_save_and_fetch_byte_for_byte(client):
    raw = EXAMPLES[0].read_bytes()
    r = _post(client, "/api/judge/scenarios", raw)
    assert r.status_code == 201
    key = r.json()["key"]
    assert len(key) >= 22  # at least 128 random bits in URL-safe base64
    assert r.json()["url"].endswith(f"/judge/s/{key}/")
    got = client.get(f"/api/judge/scenarios/{key}")
    assert got.status_code == 200
    assert got.content == raw.decode("utf-8-sig").encode("utf-8")
    # the same document saved again gets the same permalink (no new row); another one a new key
    assert _post(client, "/api/judge/scenarios", raw).json()["key"] == key
    assert _post(client, "/api/judge/scenarios", raw + b" ").json()["key"] != key


def test_invalid_save_leaves_nothing(client):
    before = SavedScenario.objects.count()
    r = _post(client, "/api/judge/scenarios", {"format": "judge-scenario/1", "game": "mtg", "state": {"turn": -5}})
    assert r.status_code == 400
    assert SavedScenario.objects.count() == before


def test_unknown_key_is_404(client):
    assert client.get("/api/judge/scenarios/nope").status_code == 404


def test_html_in_user_text_is_returned_as_data_not_markup(client):
    doc = json.loads(EXAMPLES[-1].read_text())
    doc["title"] = "<script>alert(1)</script>"
    r = _post(client, "/api/judge/run", doc)
    assert r.status_code == 200
    assert r["Content-Type"].startswith("application/json")


def _manage(*args, input=None):
    return subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, capture_output=True,
                          text=True, input=input, timeout=120)


def test_judge_run_command(tmp_path):
    path = next(p for p in EXAMPLES if p.name.startswith("mtg-seed-counters"))
    res = _manage("judge_run", str(path), "--lang", "th")
    assert res.returncode == 0, res.stderr
    assert "704.5q" in res.stdout
    res = _manage("judge_run", str(path), "--json")
    out = json.loads(res.stdout)
    assert out["format"] == "judge-run/1" and out["lang"] == "en"
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "judge-scenario/1", "game": "mtg", "state": {"players": "x"}}')
    res = _manage("judge_run", str(bad))
    assert res.returncode == 2
    assert "state.players" in res.stderr


def test_nul_in_the_title_is_a_400_and_saves_nothing(client):
    """PostgreSQL refuses NUL in text: a \\u0000 in the title is refused before the database."""
    doc = json.loads(EXAMPLES[0].read_text())
    doc["title"] = "a\u0000b"
    before = SavedScenario.objects.count()
    r = _post(client, "/api/judge/scenarios", doc)
    assert r.status_code == 400 and r.json()["errors"][0]["path"] == "title"
    assert client.post("/en/judge/save/", {"doc": json.dumps(doc)}).status_code == 400
    assert SavedScenario.objects.count() == before


@pytest.mark.parametrize("url", ["/api/judge/scenarios/%00", "/en/judge/s/%00/", "/en/judge/s/a%00b/json/",
                                 "/en/judge/s/%00/print/"])
def test_nul_in_a_key_is_404(client, url):
    assert client.get(url).status_code == 404
