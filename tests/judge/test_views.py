"""The judge tool's pages with Django's test client: plain-form (no JavaScript) flows, htmx
fragments, saving and permalinks, import errors by path, limits and escaping."""
import json

import pytest

from judge.models import SavedScenario


from tests.conftest import example_text


pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module", autouse=True)
def _content(loaded_content):
    """The rule pages, as on the site: explanations link their CR rule through them."""


GIANT_GROWTH = example_text("mtg-giant-growth-saves.json")


def _edit(client, doc, lang="en", htmx=False, **fields):
    data = {"doc": doc if isinstance(doc, str) else json.dumps(doc), "sync": "1", "step": "0"}
    data.update(fields)
    extra = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    return client.post(f"/{lang}/judge/edit/", data, **extra)


def _doc_of(response):
    """The scenario JSON the page carries (the editor's state)."""
    import html
    import re
    m = re.search(r'<textarea id="doc" name="doc"[^>]*>(.*?)</textarea>', response.content.decode(), re.S)
    return json.loads(html.unescape(m.group(1)))


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_empty_editor_pages(client, lang):
    for game in ("mtg", "bfb"):
        r = client.get(f"/{lang}/judge/?game={game}")
        assert r.status_code == 200
        html = r.content.decode()
        assert f'<html lang="{lang}">' in html
        assert 'id="judge-form"' in html and 'action="/%s/judge/edit/"' % lang in html
        assert 'hx-post="/%s/judge/edit/"' % lang in html
        assert "csrfmiddlewaretoken" in html


def test_build_a_board_with_plain_forms(client):
    r = client.get("/en/judge/?game=mtg")
    doc = _doc_of(r)
    # a catalogue card
    r = _edit(client, doc, op="add_perm", **{"np-card": "Grizzly Bears", "np-controller": "B"})
    assert r.status_code == 200
    doc = _doc_of(r)
    assert doc["state"]["battlefield"] == [{"id": "grizzly-bears", "card": "Grizzly Bears", "controller": "B"}]
    # a custom creature with keywords, counters, damage, tapped
    r = client.post("/en/judge/edit/", {"doc": json.dumps(doc), "sync": "1", "step": "0", "op": "add_perm",
                                         "np-card": "Mirror Golem", "np-controller": "A", "np-types": ["creature", "artifact"],
                                         "np-power": "3", "np-toughness": "4", "np-kw": ["flying", "first strike"],
                                         "np-plus": "2", "np-damage": "1", "np-tapped": "1"})
    doc = _doc_of(r)
    golem = doc["state"]["battlefield"][1]
    assert golem == {"id": "mirror-golem", "card": "Mirror Golem", "controller": "A", "types": ["creature", "artifact"],
                     "power": 3, "toughness": 4, "keywords": ["flying", "first strike"], "counters": {"+1/+1": 2},
                     "damage": 1, "tapped": True}
    # edit in place: life, step, the Bears' counters
    r = _edit(client, doc, op="sync", **{"p1-life": "7", "p0-life": "20", "s-step": "main2", "b0-present": "1",
                                         "b0-minus": "1", "b0-controller": "B", "b0-power": "2", "b0-toughness": "2",
                                         "b0-kw": []})
    doc = _doc_of(r)
    assert doc["state"]["players"][1]["life"] == 7
    assert doc["state"]["step"] == "main2"
    assert doc["state"]["battlefield"][0]["counters"] == {"-1/-1": 1}
    assert "power" not in doc["state"]["battlefield"][0]  # unchanged catalogue values stay implicit
    # a spell on the stack and a card in hand
    r = _edit(client, doc, op="add_stack", **{"ns-card": "Shock", "ns-controller": "A", "ns-targets": "grizzly-bears"})
    doc = _doc_of(r)
    assert doc["state"]["stack"][0]["card"] == "Shock" and doc["state"]["stack"][0]["targets"] == ["grizzly-bears"]
    r = _edit(client, doc, op="add_hand", **{"nh-player": "B", "nh-card": "Giant Growth"})
    doc = _doc_of(r)
    assert doc["state"]["players"][1]["hand"] == ["Giant Growth"]
    # add actions from the page: B responds, then resolve
    r = _edit(client, doc, op="add_action", **{"na-type": "cast", "na-player": "B", "na-card": "Giant Growth",
                                               "na-targets": "grizzly-bears"})
    doc = _doc_of(r)
    assert doc["actions"] == [{"type": "cast", "player": "B", "card": "Giant Growth", "targets": ["grizzly-bears"]}]
    assert 'name="step" value="1"' in r.content.decode()
    r = _edit(client, doc, step="1", op="add_action", **{"na-type": "resolve"})
    r = _edit(client, _doc_of(r), step="2", op="add_action", **{"na-type": "resolve"})
    doc = _doc_of(r)
    assert [a["type"] for a in doc["actions"]] == ["cast", "resolve", "resolve"]
    html = r.content.decode()
    assert "Step 3 of 3" in html
    # rule links: the CR rule when a page or an imported release covers it, else the event's topic
    assert "CR 608" in html and ('href="/en/cr/608' in html or 'href="/en/t/mtg.stack/' in html)
    # removing an action
    r = _edit(client, doc, step="3", op="del_action:2")
    assert [a["type"] for a in _doc_of(r)["actions"]] == ["cast", "resolve"]


def test_step_forward_back_and_jump_without_javascript(client):
    r = _edit(client, GIANT_GROWTH, go="1")
    html = r.content.decode()
    assert r.status_code == 200 and "Step 1 of 3" in html
    assert 'class="perm chg' not in html or "grizzly-bears" in html
    r = _edit(client, GIANT_GROWTH, go="3")
    html = r.content.decode()
    assert "Step 3 of 3" in html and "Shock" in html
    assert 'href="/en/cr/120.3e/"' in html or 'href="/en/cr/' in html
    assert 'class="dmg"' in html  # 2 damage marked on the Bears at step 3
    r = _edit(client, GIANT_GROWTH, go="2")
    assert "Step 2 of 3" in r.content.decode()
    r = _edit(client, GIANT_GROWTH, go="99")  # clamped
    assert "Step 3 of 3" in r.content.decode()


def test_what_changed_is_highlighted(client):
    r = _edit(client, GIANT_GROWTH, go="2")  # Giant Growth resolves: the Bears become 5/5
    html = r.content.decode()
    i = html.index('data-id="grizzly-bears"')
    li_start = html.rindex("<li", 0, i)
    assert "chg" in html[li_start:i]
    assert ">5/5<" in html


def test_htmx_requests_get_the_fragment(client):
    r = _edit(client, GIANT_GROWTH, htmx=True, go="1")
    html = r.content.decode()
    assert r.status_code == 200
    assert html.lstrip().startswith('<div id="workspace"')
    assert "<html" not in html and "<header" not in html
    assert "HX-Request" in r.get("Vary", "")
    r = client.get("/en/judge/cards/?np-card=bolt", HTTP_HX_REQUEST="true")
    assert r.status_code == 200 and "Lightning Bolt" in r.content.decode()
    assert "<html" not in r.content.decode()


def test_language_of_the_explanations(client):
    r = _edit(client, GIANT_GROWTH, lang="ko", go="3")
    html = r.content.decode()
    assert 'href="/ko/cr/' in html and 'href="/ko/t/' in html
    assert "단계" in html  # interface in Korean
    r = _edit(client, GIANT_GROWTH, lang="th", go="3")
    assert 'href="/th/cr/' in r.content.decode()


def test_bfb_board_and_actions(client):
    r = client.get("/en/judge/?game=bfb")
    doc = _doc_of(r)
    assert doc["game"] == "bfb"
    r = _edit(client, doc, op="add_field", **{"nf-player": "A", "nf-zone": "mercenary", "nf-name": "Spear Runner",
                                              "nf-cost": "2", "nf-hp": "3", "nf-skill": "Lance", "nf-damage": "8",
                                              "nf-pierce": "1", "p0-present": "1", "p0-n": "4", "p0-deck": "30",
                                              "p0-chp": "20", "p0-cname": "Ashen Knight"})
    doc = _doc_of(r)
    merc = doc["state"]["players"][0]["field"]["mercenary"][0]
    assert merc["name"] == "Spear Runner" and merc["skills"][0] == {"name": "Lance", "damage": 8, "pierce": True,
                                                                      "unpreventable": False}
    assert doc["state"]["players"][0]["n"] == 4
    r = _edit(client, doc, op="sync", **{"s-phase": "combat"})
    doc = _doc_of(r)
    r = _edit(client, doc, op="add_action", **{"na-type": "attack", "na-card": merc["id"], "na-skill": "Lance"})
    r = _edit(client, _doc_of(r), step="1", op="add_action", **{"na-type": "defend", "na-defenders": ""})
    r = _edit(client, _doc_of(r), step="2", op="add_action", **{"na-type": "resolve"})
    doc = _doc_of(r)
    assert [a["type"] for a in doc["actions"]] == ["attack", "defend", "resolve"]
    html = r.content.decode()
    assert 'href="/en/t/bfb.' in html
    assert "HP <strong>12</strong>" in html  # 20 - 8


def test_bad_edit_values_are_messages_not_500(client):
    r = _edit(client, GIANT_GROWTH, op="sync", **{"p0-life": "lots"})
    assert r.status_code == 400
    assert "is not a whole number" in r.content.decode()
    r = _edit(client, GIANT_GROWTH, op="del_perm:77")
    assert r.status_code == 400
    r = _edit(client, GIANT_GROWTH, op="frobnicate")
    assert r.status_code == 400
    r = _edit(client, GIANT_GROWTH, op="add_action", **{"na-type": "declare_attackers", "na-pairs": "nonsense"})
    assert r.status_code == 400 and "id&gt;other" in r.content.decode()


def test_invalid_json_shows_every_error_by_path(client):
    doc = json.loads(GIANT_GROWTH)
    doc["state"]["battlefield"][0]["toughness"] = "x"
    doc["state"]["players"][0]["life"] = "many"
    r = _edit(client, json.dumps(doc), op="json")
    assert r.status_code == 400
    html = r.content.decode()
    assert "state.battlefield[0].toughness" in html
    assert "state.players[0].life" in html
    r = _edit(client, "{not json", op="json")
    assert r.status_code == 400 and "not valid JSON" in r.content.decode()
    assert SavedScenario.objects.count() == 0


def test_import_file_and_pasted_text(client):
    from django.core.files.uploadedfile import SimpleUploadedFile
    f = SimpleUploadedFile("gg.json", GIANT_GROWTH.encode(), content_type="application/json")
    r = client.post("/en/judge/import/", {"file": f})
    assert r.status_code == 200 and "Giant Growth in response to Shock" in r.content.decode()
    r = client.post("/en/judge/import/", {"text": GIANT_GROWTH})
    assert r.status_code == 200
    bad = json.loads(GIANT_GROWTH)
    bad["state"]["step"] = "lunch"
    bad["actions"][0]["type"] = "dance"
    f = SimpleUploadedFile("bad.json", json.dumps(bad).encode(), content_type="application/json")
    r = client.post("/en/judge/import/", {"file": f})
    assert r.status_code == 400
    html = r.content.decode()
    assert 'id="import-errors"' in html
    assert "state.step" in html and "actions[0].type" in html
    f = SimpleUploadedFile("bin.json", b"\xff\xfe\x00garbage", content_type="application/json")
    r = client.post("/en/judge/import/", {"file": f})
    assert r.status_code == 400
    assert SavedScenario.objects.count() == 0


def test_save_then_permalink_and_steps_in_the_url(client):
    r = client.post("/en/judge/save/", {"doc": GIANT_GROWTH, "step": "2"})
    assert r.status_code == 303
    url = r["Location"]
    assert url.startswith("/en/judge/s/") and url.endswith("?step=2")
    key = url.split("/")[4]
    assert len(key) >= 22  # >= 128 bits of randomness, URL-safe
    saved = SavedScenario.objects.get(key=key)
    assert saved.document == GIANT_GROWTH  # stored exactly
    r = client.get(url)
    html = r.content.decode()
    assert r.status_code == 200 and "Step 2 of 3" in html
    assert f'href="/en/judge/s/{key}/?step=3"' in html and f'hx-get="/en/judge/s/{key}/?step=3"' in html
    r = client.get(f"/th/judge/s/{key}/?step=3", HTTP_HX_REQUEST="true")
    assert r.status_code == 200 and r.content.decode().lstrip().startswith('<div id="workspace"')
    r = client.get(f"/en/judge/s/{key}/json/")
    assert r.content == GIANT_GROWTH.encode() and "attachment" in r["Content-Disposition"]
    r = client.get(f"/ko/judge/s/{key}/print/")
    assert r.status_code == 200 and "CR 608.2" in r.content.decode()
    assert client.get(f"/api/judge/scenarios/{key}").content == GIANT_GROWTH.encode()


def test_invalid_save_saves_nothing(client):
    r = client.post("/en/judge/save/", {"doc": '{"format": "judge-scenario/1", "game": "chess"}'})
    assert r.status_code == 400
    assert "game" in r.content.decode()
    assert SavedScenario.objects.count() == 0


def test_unknown_permalink_is_404(client):
    assert client.get("/en/judge/s/doesnotexist0000000000000000000/").status_code == 404
    assert client.get("/en/judge/s/doesnotexist/json/").status_code == 404
    assert client.get("/en/judge/s/doesnotexist/print/").status_code == 404
    assert client.get("/en/judge/library/no-such-lesson/").status_code == 404


def test_download_json(client):
    r = client.post("/en/judge/download/", {"doc": GIANT_GROWTH})
    assert r.status_code == 200 and r.content == GIANT_GROWTH.encode()
    assert r["Content-Disposition"].startswith("attachment")


def test_print_view_of_an_unsaved_scenario(client):
    r = client.post("/th/judge/print/", {"doc": GIANT_GROWTH})
    html = r.content.decode()
    assert r.status_code == 200 and 'class="print-steps"' in html and "/th/cr/" in html


def test_bodies_over_256_kb_are_refused_with_413(client):
    big = json.dumps({"format": "judge-scenario/1", "game": "mtg", "notes": "x" * (300 * 1024)})
    for url in ("/en/judge/edit/", "/en/judge/save/", "/en/judge/import/"):
        r = client.post(url, {"doc": big, "text": big})
        assert r.status_code == 413
        assert "256" in r.content.decode()
    assert SavedScenario.objects.count() == 0


def test_script_in_titles_and_card_names_is_escaped(client):
    evil = "<script>alert(1)</script>"
    doc = json.loads(GIANT_GROWTH)
    doc["title"] = evil
    doc["notes"] = evil
    doc["state"]["battlefield"][0]["card"] = evil
    doc["state"]["battlefield"][0]["types"] = ["creature"]
    doc["state"]["battlefield"][0]["id"] = "x<b>"
    text = json.dumps(doc)
    for r in (_edit(client, text, go="3"), _edit(client, text, htmx=True, go="1")):
        html = r.content.decode()
        assert evil not in html and "<b>" not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    r = client.post("/en/judge/save/", {"doc": text})
    r = client.get(r["Location"])
    assert evil not in r.content.decode()
    r = client.get(r.request["PATH_INFO"].rstrip("/") + "/print/")
    assert evil not in r.content.decode()
    r = _edit(client, GIANT_GROWTH, op="add_perm", **{"np-card": evil, "np-power": "1", "np-toughness": "1"})
    assert evil not in r.content.decode()


def test_forms_need_csrf(client):
    from django.test import Client
    strict = Client(enforce_csrf_checks=True)
    assert strict.post("/en/judge/save/", {"doc": GIANT_GROWTH}).status_code == 403
    assert strict.post("/en/judge/edit/", {"doc": GIANT_GROWTH}).status_code == 403
    r = strict.get("/en/judge/")
    assert 'hx-headers=\'{"X-CSRFToken": "' in r.content.decode()


def test_library_item_keeps_its_place_across_languages(client):
    r = client.get("/en/judge/library/mtg-bolt-counterspell/?step=2")
    html = r.content.decode()
    assert 'hreflang="th"' in html and "/th/judge/library/mtg-bolt-counterspell/?step=2" in html
    r = client.get("/th/judge/library/mtg-bolt-counterspell/?step=2")
    assert "Counterspell ตอบโต้" in r.content.decode()


# --- the structured editors (zones, mana, players, combat, effects, abilities, BfB cards) ---------------

def _runs(doc):
    """The document is valid and runs to its end; the run's steps."""
    from judge import editor
    from judge.engine import Stepper
    assert editor.validate(doc) == []
    return Stepper(doc).run_to_end()


def _events(stepper, n):
    return [e["text"] for e in stepper.step_dict(n, "en")["events"]]


def _ok(r):
    assert r.status_code == 200, r.content.decode()[:3000]
    return _doc_of(r)


def test_graveyard_exile_mana_and_more_players(client):
    doc = _doc_of(client.get("/en/judge/?game=mtg"))
    doc = _ok(_edit(client, doc, op="add_zone", **{"nz-player": "B", "nz-zone": "graveyard", "nz-card": "Lightning Bolt"}))
    doc = _ok(_edit(client, doc, op="add_zone", **{"nz-player": "B", "nz-zone": "exile", "nz-card": "Old Relic"}))
    doc = _ok(_edit(client, doc, op="add_zone", **{"nz-player": "A", "nz-zone": "graveyard", "nz-card": "Think Twice"}))
    b = doc["state"]["players"][1]
    assert b["graveyard"] == ["Lightning Bolt"] and b["exile"] == [{"id": "old-relic", "card": "Old Relic", "kind": "instant", "effects": []}]
    r = _edit(client, doc, op="sync", **{"p0-mana": "{u}{U} {1}", "p1-mana": ""})
    doc = _ok(r)
    assert doc["state"]["players"][0]["mana"] == "{U}{U}{1}" and "mana" not in doc["state"]["players"][1]
    assert 'value="{U}{U}{1}"' in r.content.decode()
    doc = _ok(_edit(client, doc, op="del_zone:1:graveyard:0"))
    assert doc["state"]["players"][1]["graveyard"] == []
    # a third and a fourth player; no fifth; removing one takes its permanents with it
    doc = _ok(_edit(client, doc, op="add_player"))
    doc = _ok(_edit(client, doc, op="add_player"))
    assert [p["id"] for p in doc["state"]["players"]] == ["A", "B", "C", "D"]
    r = _edit(client, doc, op="add_player")
    assert r.status_code == 400 and "at most four players" in r.content.decode()
    doc = _ok(_edit(client, doc, op="add_perm", **{"np-card": "Grizzly Bears", "np-controller": "C"}))
    doc = _ok(_edit(client, doc, op="sync", **{"s-priority": "D"}))
    doc = _ok(_edit(client, doc, op="del_player:3"))
    assert [p["id"] for p in doc["state"]["players"]] == ["A", "B", "C"] and doc["state"]["priority"] == "A"
    doc = _ok(_edit(client, doc, op="del_player:2"))
    assert doc["state"]["battlefield"] == []
    assert _edit(client, doc, op="del_player:1").status_code == 400  # two players at least
    # flashback from the graveyard is paid from the pool: the run uses the mana
    doc = _ok(_edit(client, doc, op="add_action", **{"na-type": "cast", "na-player": "A", "na-card": "Think Twice"}))
    s = _runs(doc)
    assert any("Think Twice" in t for t in _events(s, 1))


def test_combat_after_blocks_with_plain_forms(client):
    doc = _doc_of(client.get("/en/judge/?game=mtg"))
    doc = _ok(_edit(client, doc, op="add_perm", **{"np-card": "Grizzly Bears", "np-controller": "A"}))
    doc = _ok(_edit(client, doc, op="add_perm", **{"np-card": "Hill Giant", "np-controller": "B"}))
    r = _edit(client, doc, op="add_attacker", **{"nc-attacker": "grizzly-bears", "nc-defending": "B"})
    assert r.status_code == 400 and "combat step" in r.content.decode()  # still in main1
    r = _edit(client, doc, op="sync", **{"s-step": "declare_blockers"})
    doc = _ok(r)
    html = r.content.decode()
    assert 'id="combat-edit"' in html and '<option value="grizzly-bears">' in html
    doc = _ok(_edit(client, doc, op="add_attacker", **{"nc-attacker": "grizzly-bears", "nc-defending": "B"}))
    doc = _ok(_edit(client, doc, op="add_blocker", **{"nc-blocker": "hill-giant", "nc-blocking": "grizzly-bears"}))
    st = doc["state"]
    assert st["combat"] == {"attackers": [{"id": "grizzly-bears", "defending": "B"}],
                            "blockers": [{"id": "hill-giant", "blocking": "grizzly-bears"}]}
    assert st["battlefield"][0]["tapped"] is True  # an attacker without vigilance is tapped
    r = _edit(client, doc, op="add_blocker", **{"nc-blocker": "hill-giant", "nc-blocking": "nobody"})
    assert r.status_code == 400 and 'id="nc-blocking-err"' in r.content.decode()
    doc = _ok(_edit(client, doc, op="add_action", **{"na-type": "advance"}))
    s = _runs(doc)
    text = " ".join(_events(s, 1))
    assert "Grizzly Bears deals 2 combat damage to Hill Giant" in text
    assert "Hill Giant deals 3 combat damage to Grizzly Bears" in text
    # removing the attacker removes its blockers; leaving combat removes `combat`
    doc2 = _ok(_edit(client, doc, op="del_attacker:0"))
    assert doc2["state"]["combat"] == {"attackers": [], "blockers": []}
    doc2 = _ok(_edit(client, doc, op="sync", **{"s-step": "main2"}))
    assert "combat" not in doc2["state"]


def test_custom_spell_effects_editor_in_hand_and_on_the_stack(client):
    doc = _doc_of(client.get("/en/judge/?game=mtg"))
    doc = _ok(_edit(client, doc, op="add_perm", **{"np-card": "Grizzly Bears", "np-controller": "B"}))
    doc = _ok(_edit(client, doc, op="add_hand", **{"nh-player": "A", "nh-card": "Twin Strike", "nh-kind": "instant"}))
    r = _edit(client, doc, op="add_eff:h.0.0", **{"x-h-0-0-newdo": "damage"})
    doc = _ok(r)
    assert 'id="x-h-0-0" open' in r.content.decode()  # the box stays open without JavaScript
    doc = _ok(_edit(client, doc, op="add_eff:h.0.0", **{"x-h-0-0-newdo": "draw"}))
    doc = _ok(_edit(client, doc, op="add_eff:h.0.0", **{"x-h-0-0-newdo": "scry"}))
    doc = _ok(_edit(client, doc, op="del_eff:h.0.0:2"))
    doc = _ok(_edit(client, doc, op="sync", **{
        "x-h-0-0-present": "1", "x-h-0-0-name": "Twin Strike", "x-h-0-0-kind": "instant",
        "x-h-0-0-colors": ["R", "U"], "x-h-0-0-kw": ["split second"], "x-h-0-0-mana_cost": "{1}{r}",
        "x-h-0-0-e0-amount": "2", "x-h-0-0-e0-to": "target:0", "x-h-0-0-e1-n": "1", "x-h-0-0-e1-to": "controller"}))
    card = doc["state"]["players"][0]["hand"][0]
    assert card == {"id": "twin-strike", "card": "Twin Strike", "kind": "instant",
                    "effects": [{"do": "damage", "amount": 2, "to": "target:0"}, {"do": "draw", "n": 1, "to": "controller"}],
                    "colors": ["U", "R"], "keywords": ["split second"], "mana_cost": "{1}{R}"}
    doc = _ok(_edit(client, doc, op="add_action", **{"na-type": "cast", "na-player": "A", "na-card": "Twin Strike",
                                                     "na-targets": "grizzly-bears"}))
    doc = _ok(_edit(client, doc, step="1", op="add_action", **{"na-type": "resolve"}))
    s = _runs(doc)
    text = " ".join(_events(s, 2))
    assert "Twin Strike deals 2 damage to Grizzly Bears" in text and "draws" in text
    # on the stack: every vocabulary effect can be added, its fields read back, and the document runs
    doc = _doc_of(client.get("/en/judge/?game=mtg"))
    doc = _ok(_edit(client, doc, op="add_perm", **{"np-card": "Grizzly Bears", "np-controller": "B"}))
    doc = _ok(_edit(client, doc, op="add_stack", **{"ns-card": "Everything", "ns-controller": "A", "ns-kind": "sorcery",
                                                    "ns-effect": "gain_life", "ns-amount": "1"}))
    from judge.editor import MTG_EFFECT_FIELDS
    for do in MTG_EFFECT_FIELDS:
        doc = _ok(_edit(client, doc, op="add_eff:s.0", **{"x-s-0-newdo": do}))
    tok, ctr = (1 + list(MTG_EFFECT_FIELDS).index(d) for d in ("create_token", "counters"))
    r = _edit(client, doc, op="sync", **{"x-s-0-present": "1", "x-s-0-targets": "grizzly-bears",
                                         f"x-s-0-e{tok}-token-name": "Spirit", f"x-s-0-e{tok}-token-power": "1",
                                         f"x-s-0-e{tok}-token-toughness": "1", f"x-s-0-e{ctr}-kind": "charge",
                                         f"x-s-0-e{ctr}-n": "-1"})
    doc = _ok(r)
    obj = doc["state"]["stack"][0]
    assert [e["do"] for e in obj["effects"]] == ["gain_life"] + list(MTG_EFFECT_FIELDS)
    assert obj["targets"] == ["grizzly-bears"] and obj["kind"] == "sorcery"
    assert obj["effects"][tok]["token"]["card"] == "Spirit" and obj["effects"][ctr] == {"do": "counters", "of": "target:0", "kind": "charge", "n": -1}
    _runs(doc)
    html = r.content.decode()
    assert 'name="x-s-0-e1-to"' in html and '<option value="target:0" selected>' in html


def test_custom_permanent_abilities_and_triggers(client):
    doc = _doc_of(client.get("/en/judge/?game=mtg"))
    doc = _ok(_edit(client, doc, op="add_perm", **{"np-card": "Spark Totem", "np-controller": "A", "np-types": ["artifact"]}))
    doc = _ok(_edit(client, doc, op="add_perm", **{"np-card": "Grizzly Bears", "np-controller": "B"}))
    r = _edit(client, doc, op="add_ability:1")
    assert r.status_code == 400 and "printed abilities" in r.content.decode()
    doc = _ok(_edit(client, doc, op="add_ability:0"))
    doc = _ok(_edit(client, doc, op="add_eff:a.0.0", **{"x-a-0-0-newdo": "damage"}))
    doc = _ok(_edit(client, doc, op="add_trigger:0", **{"b0-newwhen": "creature_dies"}))
    doc = _ok(_edit(client, doc, op="add_eff:t.0.0", **{"x-t-0-0-newdo": "gain_life"}))
    r = _edit(client, doc, op="sync", **{"b0-present": "1", "x-a-0-0-present": "1", "x-a-0-0-text": "{1}, {T}: 2 damage",
                                         "x-a-0-0-tap": "1", "x-a-0-0-mana": "{1}", "x-a-0-0-sac": "",
                                         "x-a-0-0-e0-amount": "2", "x-a-0-0-e0-to": "grizzly-bears",
                                         "x-t-0-0-present": "1", "x-t-0-0-when": "creature_dies",
                                         "x-t-0-0-e0-amount": "3", "x-t-0-0-e0-to": "controller"})
    doc = _ok(r)
    totem = doc["state"]["battlefield"][0]
    assert totem["abilities"] == [{"cost": {"tap": True, "mana": "{1}"}, "effects": [{"do": "damage", "amount": 2, "to": "grizzly-bears"}],
                                   "text": "{1}, {T}: 2 damage"}]
    assert totem["triggers"] == [{"when": "creature_dies", "effects": [{"do": "gain_life", "amount": 3, "to": "controller"}]}]
    html = r.content.decode()
    assert '<option value="spark-totem|0">' in html  # the activate action lists the abilities
    doc = _ok(_edit(client, doc, op="add_action", **{"na-type": "activate", "na-ability-pick": "spark-totem|0"}))
    assert doc["actions"] == [{"type": "activate", "permanent": "spark-totem", "ability": 0}]
    doc = _ok(_edit(client, doc, step="1", op="add_action", **{"na-type": "resolve"}))
    doc = _ok(_edit(client, doc, step="2", op="add_action", **{"na-type": "resolve"}))
    s = _runs(doc)
    assert "grizzly-bears" not in {o["id"] for o in s.state_at(2)["battlefield"]}  # 2 damage: the Bears die
    assert s.state_at(3)["players"][0]["life"] == 23  # the totem's "creature dies" trigger resolved
    doc = _ok(_edit(client, doc, op="del_trigger:0:0"))
    assert "triggers" not in doc["state"]["battlefield"][0]
    r = _edit(client, doc, op="add_action", **{"na-type": "activate", "na-ability-pick": "nothing|7"})
    assert r.status_code == 400 and 'id="na-ability-pick-err"' in r.content.decode()


def test_bfb_hand_cards_skills_and_attack_in_progress(client):
    doc = _doc_of(client.get("/en/judge/?game=bfb"))
    doc = _ok(_edit(client, doc, op="add_field", **{"nf-player": "A", "nf-zone": "mercenary", "nf-name": "Spear Runner",
                                                    "nf-hp": "3", "nf-skill": "Lance", "nf-damage": "4"}))
    doc = _ok(_edit(client, doc, op="add_field", **{"nf-player": "B", "nf-zone": "mercenary", "nf-name": "Guard",
                                                    "nf-hp": "2"}))
    doc = _ok(_edit(client, doc, op="add_skill:bf.0.mercenary.0"))
    doc = _ok(_edit(client, doc, op="sync", **{"f0-mercenary-0-present": "1", "f0-mercenary-0-hp": "3",
                                               "x-bf-0-mercenary-0-s1-name": "Skewer", "x-bf-0-mercenary-0-s1-damage": "6",
                                               "x-bf-0-mercenary-0-s1-pierce": "1"}))
    merc = doc["state"]["players"][0]["field"]["mercenary"][0]
    assert merc["skills"][1] == {"name": "Skewer", "damage": 6, "pierce": True, "unpreventable": False}
    # a hand card edited as an object: kind, cost, colour, effects
    doc = _ok(_edit(client, doc, op="add_hand", **{"nh-player": "B", "nh-kind": "skill", "nh-name": "Prayer"}))
    doc = _ok(_edit(client, doc, op="add_eff:bh.1.0", **{"x-bh-1-0-newdo": "heal"}))
    doc = _ok(_edit(client, doc, op="sync", **{"x-bh-1-0-present": "1", "x-bh-1-0-name": "Prayer", "x-bh-1-0-kind": "pray",
                                               "x-bh-1-0-cost": "0", "x-bh-1-0-color": "any", "x-bh-1-0-e0-amount": "2",
                                               "x-bh-1-0-e0-to": "heroA", "x-bh-1-0-e1-amount": "5",
                                               "x-bh-1-0-e1-to": "controller"}))
    card = doc["state"]["players"][1]["hand"][0]
    assert card["kind"] == "pray" and card["color"] == "any" and card["cost"] == 0
    assert card["effects"] == [{"do": "damage", "amount": 2, "to": "heroA"}, {"do": "heal", "amount": 5, "to": "controller"}]
    # an attack in progress (phase combat): Skewer, defended by the Guard
    r = _edit(client, doc, op="sync", **{"s-phase": "combat"})
    doc = _ok(r)
    assert 'id="bc-attack"' in r.content.decode()
    doc = _ok(_edit(client, doc, op="sync", **{"bc-present": "1", "bc-attack": "spear-runner|1", "bc-defstate": "declared",
                                               "bc-def": ["guard"]}))
    assert doc["state"]["combat"] == {"attacker": "spear-runner", "skill": 1, "defenders": ["guard"]}
    doc = _ok(_edit(client, doc, op="add_action", **{"na-type": "respond", "na-player": "B", "na-card": "Prayer"}))
    doc = _ok(_edit(client, doc, step="1", op="add_action", **{"na-type": "resolve"}))
    doc = _ok(_edit(client, doc, step="2", op="add_action", **{"na-type": "resolve"}))
    s = _runs(doc)
    final = s.state_at(3)
    assert final["players"][0]["character"]["hp"] == 18      # Prayer's 2 damage
    assert final["players"][1]["character"]["hp"] == 20 + 5 - 4  # healed, then Pierce: 6 - 2 HP of the Guard
    r = _edit(client, doc, op="sync", **{"bc-present": "1", "bc-attack": "guard|0"})
    assert r.status_code == 400 and 'id="bc-attack-err"' in r.content.decode()
    doc = _ok(_edit(client, doc, op="del_skill:bf.0.mercenary.0:0"))
    assert [x["name"] for x in doc["state"]["players"][0]["field"]["mercenary"][0]["skills"]] == ["Skewer"]


@pytest.mark.parametrize("htmx", [False, True])
def test_bad_values_in_the_new_editors_are_messages_next_to_the_field(client, htmx):
    doc = _doc_of(client.get("/en/judge/?game=mtg"))
    doc = _ok(_edit(client, doc, op="add_hand", **{"nh-player": "A", "nh-card": "Zap", "nh-kind": "instant"}))
    doc = _ok(_edit(client, doc, op="add_eff:h.0.0", **{"x-h-0-0-newdo": "damage"}))
    evil = "<script>alert(1)</script>"
    cases = [
        ({"x-h-0-0-present": "1", "x-h-0-0-e0-amount": "lots", "x-h-0-0-e0-to": "target:0"}, "x-h-0-0-e0-amount",
         "is not a whole number"),
        ({"x-h-0-0-present": "1", "x-h-0-0-e0-amount": "99999999999", "x-h-0-0-e0-to": "target:0"}, "x-h-0-0-e0-amount",
         "too large"),
        ({"x-h-0-0-present": "1", "x-h-0-0-e0-amount": "1", "x-h-0-0-e0-to": evil}, "x-h-0-0-e0-to", "choose a target"),
        ({"x-h-0-0-present": "1", "x-h-0-0-mana_cost": evil}, "x-h-0-0-mana_cost", "symbols in braces"),
        ({"p0-mana": "{Q}" * 100}, "p0-mana", "too long"),
        ({"p1-mana": "{2/P}"}, "p1-mana", "symbols in braces"),
    ]
    for fields, name, message in cases:
        r = _edit(client, doc, htmx=htmx, op="sync", **fields)
        html = r.content.decode()
        assert r.status_code == 400, fields
        assert f'id="{name}-err"' in html and message in html, (name, html[:500])
        assert f'aria-describedby="{name}-err"' in html or f' {name}-err"' in html
        assert evil not in html
        assert htmx == (not html.lstrip().startswith("<!doctype"))
    r = _edit(client, doc, htmx=htmx, op="add_eff:h.0.0", **{"x-h-0-0-newdo": "teleport"})
    assert r.status_code == 400 and 'id="x-h-0-0-newdo-err"' in r.content.decode()
    r = _edit(client, doc, htmx=htmx, op="add_eff:h.9.9", **{"x-h-9-9-newdo": "damage"})
    assert r.status_code == 400
    r = _edit(client, doc, htmx=htmx, op="del_eff:h.0.0:x")
    assert r.status_code == 400
    r = _edit(client, doc, htmx=htmx, op="add_zone", **{"nz-player": "A", "nz-zone": "graveyard", "nz-card": evil})
    assert r.status_code == 200 and evil not in r.content.decode() and "&lt;script&gt;" in r.content.decode()
    bfb = _doc_of(client.get("/en/judge/?game=bfb"))
    bfb = _ok(_edit(client, bfb, op="add_hand", **{"nh-player": "A", "nh-kind": "mercenary", "nh-name": "M", "nh-hp": "2"}))
    r = _edit(client, bfb, htmx=htmx, op="sync", **{"x-bh-0-0-present": "1", "x-bh-0-0-cost": "-3"})
    assert r.status_code == 400 and 'id="x-bh-0-0-cost-err"' in r.content.decode() and "smallest" in r.content.decode()
    # a catalogue card's effects are not editable
    doc = _ok(_edit(client, doc, op="add_hand", **{"nh-player": "A", "nh-card": "Shock"}))
    r = _edit(client, doc, htmx=htmx, op="add_eff:h.0.1", **{"x-h-0-1-newdo": "damage"})
    assert r.status_code == 400


def test_rule_links_cost_no_queries_once_known(django_assert_num_queries):
    """Each event's rule link on the stepper page: whether /cr/<n>/ has a page is cached per content
    version (rulesite/contentcache.py); within a request the version is read once, so once the
    rules are known a page full of rule links costs no query for them."""
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    from judge import board
    # the request signals without Django's own handler, which would close the test's database
    # connection in the middle of its transaction (PostgreSQL then answers "connection is closed")
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        _rule_links_cost_no_queries(django_assert_num_queries, board, request_started, request_finished)
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


def _rule_links_cost_no_queries(django_assert_num_queries, board, request_started, request_finished):
    rules = ["702.19b", "510.1c", "608.2b", "704.5g", "117.3a", "999.99"]
    events = [{"rule": r, "topic": "mtg.combat", "text": "x"} for r in rules]
    request_started.send(sender=None)
    try:
        first = [board.event_view(e, "mtg", "en") for e in events]
        with django_assert_num_queries(0):
            again = [board.event_view(e, "mtg", "en") for e in events * 5]
    finally:
        request_finished.send(sender=None)
    assert [v["rule_url"] for v in again[:len(rules)]] == [v["rule_url"] for v in first]
    assert first[0]["rule_url"] == "/en/cr/702.19b/"
    # a new request reads the version once (one query), then nothing per link
    request_started.send(sender=None)
    try:
        with django_assert_num_queries(1):
            [board.event_view(e, "mtg", "en") for e in events * 5]
    finally:
        request_finished.send(sender=None)


@pytest.mark.parametrize("lang,heading,row", [("en", "Layers: what continuous effects", "until end of turn"),
                                              ("th", "เลเยอร์", "จนจบเทิร์น"), ("ko", "레이어:", "턴 종료까지")])
def test_step_shows_the_layer_view(client, lang, heading, row):
    """Issue 22: a step lists, for each permanent a continuous effect changes, its layer rows with
    the effect in the reader's language and a link to the rule."""
    doc = {"format": "judge-scenario/1", "game": "mtg",
           "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                     "players": [{"id": "A", "life": 20, "library": 30}, {"id": "B", "life": 20, "library": 30}],
                     "battlefield": [{"id": "bears", "card": "Grizzly Bears", "controller": "A"}],
                     "stack": [{"id": "growth", "card": "Giant Growth", "controller": "A", "targets": ["bears"]}]},
           "actions": [{"type": "resolve"}]}
    r = _edit(client, doc, lang=lang, go="1")
    assert r.status_code == 200
    html = r.content.decode()
    assert 'id="layers-bears"' in html and heading in html and row in html
    assert "613.4c" in html and 'class="rule-link"' in html.split('id="layers"')[1]


@pytest.mark.parametrize("lang, word", [("en", "Layers"), ("th", "เลเยอร์"), ("ko", "레이어")])
def test_a_permanent_with_a_layer_view_links_to_it(client, lang, word):
    """Issue 22: a permanent some continuous effect changes links to its layer table from the
    board's text view (and the picture's permanent carries the same id for the script)."""
    html = client.get(f"/{lang}/judge/library/mtg-layer-7-power-toughness/?step=0").content.decode()
    assert 'id="layers-bears"' in html
    assert f'<a class="layers-link" href="#layers-bears" data-layers="bears">{word}</a>' in html
    assert 'data-id="bears"' in html   # the picture's group for the same permanent
    # a permanent no effect touches has no link
    assert html.count('class="layers-link"') == html.count('<details class="layer-obj"')


@pytest.mark.parametrize("lang,note", [("en", "Applied after the effect(s) it depends on"),
                                       ("th", "ใช้หลังผลที่มันพึ่งพา"), ("ko", "이 효과가 종속된 효과 다음에 적용됩니다")])
def test_layer_table_shows_the_dependency_and_the_copy_row(client, lang, note):
    """The page's layer table (issue 22): a row a 613.8 dependency made wait says which effect it
    waited for, in the reader's language; a Clone shows its layer 1 copy row."""
    from pathlib import Path
    scen = Path(__file__).resolve().parent / "scenarios" / "mtg"
    dep = (scen / "layer-dependency-grant-waits-for-lose-abilities.json").read_text(encoding="utf-8")
    html = _edit(client, dep, lang=lang, go="1").content.decode()
    assert 'class="layer-depends"' in html and note in html and "613.8" in html
    clone = (scen / "clone-copies-printed-values.json").read_text(encoding="utf-8")
    html = _edit(client, clone, lang=lang, go="2").content.decode()
    assert 'id="layers-clone"' in html and "613.2a" in html and "Kitchen Finks creature 3/2" in html
