"""Issue #26: the judge tool's policy fix form. The scenario's Rules Enforcement Level (`rel`, a
scenario field validated by the engine), and `remedy` / `backup` actions built from plain form fields
(no JavaScript) and stepped, each step explained with its policy section in the reader's language."""
import copy
import json
import re
from pathlib import Path

import pytest

from judge.engine import ScenarioError, Stepper

pytestmark = pytest.mark.django_db
LIB = Path(__file__).resolve().parents[2] / "judge" / "library"


@pytest.fixture(scope="module", autouse=True)
def _content(loaded_content):
    """The policy guide pages exist, as on the site."""


def _lesson(slug, keep_actions=False):
    d = json.loads((LIB / f"{slug}.json").read_text())
    for k in ("title_i18n", "notes_i18n", "order", "expect", "quiz"):
        d.pop(k, None)
    if not keep_actions:
        d["actions"] = []
    return d


def _edit(client, doc, lang="en", step=0, **fields):
    data = {"doc": json.dumps(doc), "sync": "1", "step": str(step)}
    data.update(fields)
    return client.post(f"/{lang}/judge/edit/", data)


def _doc_of(response):
    import html
    m = re.search(r'<textarea id="doc" name="doc"[^>]*>(.*?)</textarea>', response.content.decode(), re.S)
    return json.loads(html.unescape(m.group(1)))


def _events(response):
    import html
    return [html.unescape(t) for t in re.findall(r'class="ev-text">([^<]*)', response.content.decode())]


# --- the scenario field `rel` -----------------------------------------------------------------------

def test_scenario_rel_is_validated_with_its_path():
    d = _lesson("mtg-policy-extra-card-regular", keep_actions=True)
    d["rel"] = "professional"
    with pytest.raises(ScenarioError) as e:
        Stepper(d)
    assert [(p.path, p.message) for p in e.value.problems] == [
        ("rel", 'expected "regular" or "competitive" (the Rules Enforcement Level), got "professional"')]
    d["rel"] = "competitive"   # the action says regular: a tournament runs at one REL
    with pytest.raises(ScenarioError) as e:
        Stepper(d)
    assert e.value.problems[0].path == "actions[0].rel" and "differs" in e.value.problems[0].message


def test_action_without_rel_follows_the_scenario_and_needs_one():
    d = _lesson("mtg-policy-extra-card-competitive", keep_actions=True)
    del d["actions"][0]["rel"]
    with pytest.raises(ScenarioError) as e:
        Stepper(d)
    assert e.value.problems[0].path == "actions[0].rel" and "required" in e.value.problems[0].message
    for rel, rule in (("competitive", "ipg:2.3"), ("regular", "jar:extra-cards-drawn")):
        run = Stepper(dict(d, rel=rel)).run_to_end().output("en")
        assert {e["rule"] for e in run["steps"][1]["events"]} >= {rule}


def test_bfb_scenario_has_no_rel():
    d = json.loads((LIB / "bfb-first-turn-n.json").read_text())
    d["rel"] = "regular"
    with pytest.raises(ScenarioError) as e:
        Stepper(d)
    assert e.value.problems[0].path == "rel"


# --- the form -----------------------------------------------------------------------------------------

def test_rel_must_be_chosen_before_a_fix(client):
    r = _edit(client, _lesson("mtg-policy-extra-card-competitive"), op="add_action", **{
        "na-type": "remedy", "na-kind": "extra_cards_drawn", "na-player": "A", "na-n": "1"})
    html = r.content.decode()
    assert r.status_code == 400
    assert 'id="s-rel-err"' in html and "Rules Enforcement Level" in html
    assert _doc_of(r)["actions"] == []


def test_unknown_rel_value_is_refused_next_to_the_field(client):
    r = _edit(client, _lesson("mtg-policy-extra-card-competitive"), op="sync", **{"s-rel": "pro"})
    assert r.status_code == 400 and 'id="s-rel-err"' in r.content.decode()


@pytest.mark.parametrize("lang,words", [("en", ["Competitive REL", "IPG 2.3", "Warning"]),
                                        ("th", ["ระดับ Competitive", "IPG 2.3", "Warning"]),
                                        ("ko", ["경쟁 REL", "IPG 2.3", "경고"])])
def test_extra_card_competitive_opponent_picks(client, lang, words):
    doc = _lesson("mtg-policy-extra-card-competitive")
    r = _edit(client, doc, lang=lang, op="add_action", **{
        "s-rel": "competitive", "na-type": "remedy", "na-kind": "extra_cards_drawn", "na-player": "A",
        "na-n": "1", "na-pick": "A-hill-giant"})
    assert r.status_code == 200, r.content.decode()[:500]
    new = _doc_of(r)
    assert new["rel"] == "competitive"
    assert new["actions"] == [{"type": "remedy", "kind": "extra_cards_drawn", "player": "A", "n": 1,
                               "cards": ["A-hill-giant"]}]
    html = r.content.decode()
    text = " ".join(_events(r))
    for w in words:
        assert w in text or w in html, w
    assert f'href="/{lang}/policy/ipg/2.3/"' in html   # each step links its policy section
    assert 'id="rel-tag"' in html
    final = Stepper(new).run_to_end().state_at(1)
    assert [c["id"] for c in final["players"][0]["hand"]] == ["A-shock", "A-forest", "A-grizzly-bears"]


def test_extra_card_regular_default_pick_is_a_judges_note(client):
    doc = _lesson("mtg-policy-extra-card-regular")
    doc["rel"] = "regular"
    r = _edit(client, doc, op="add_action", **{"na-type": "remedy", "na-kind": "extra_cards_drawn",
                                               "na-player": "A", "na-n": "1"})
    assert r.status_code == 200
    assert _doc_of(r)["actions"][0] == {"type": "remedy", "kind": "extra_cards_drawn", "player": "A", "n": 1}
    text = " ".join(_events(r))
    assert "Judge's note" in text and "on top of the library, not shuffled" in text
    assert 'href="/en/policy/jar/extra-cards-drawn/"' in r.content.decode()


def test_wrong_number_of_ticked_cards_is_an_error_next_to_the_picks(client):
    r = _edit(client, _lesson("mtg-policy-extra-card-competitive"), op="add_action", **{
        "s-rel": "competitive", "na-type": "remedy", "na-kind": "extra_cards_drawn", "na-player": "A",
        "na-n": "2", "na-pick": "A-shock"})
    assert r.status_code == 400 and 'id="na-pick-err"' in r.content.decode()


def test_missed_trigger_from_the_battlefield(client):
    doc = _lesson("mtg-policy-missed-trigger-competitive")
    doc["state"]["battlefield"] = [{"id": "artist", "card": "Blood Artist", "controller": "A"}]
    r = _edit(client, doc, lang="ko", op="add_action", **{
        "s-rel": "competitive", "na-type": "remedy", "na-kind": "missed_trigger", "na-trigger": "artist|0",
        "na-targets": "B", "na-add": "yes"})
    assert r.status_code == 200, r.content.decode()[:400]
    a = _doc_of(r)["actions"][0]
    assert a["kind"] == "missed_trigger" and a["add"] is True and a["player"] == "A"
    assert a["trigger"]["source"] == "artist" and a["trigger"]["targets"] == ["B"]
    assert a["trigger"]["effects"][0]["do"] == "lose_life"
    assert "격발 누락" in " ".join(_events(r))
    # the trigger offered is the one of a permanent: anything else is refused by its field
    r = _edit(client, doc, op="add_action", **{"s-rel": "competitive", "na-type": "remedy",
                                               "na-kind": "missed_trigger", "na-trigger": "nothing|3"})
    assert r.status_code == 400 and 'id="na-trigger-err"' in r.content.decode()


def test_missed_trigger_regular_may(client):
    doc = _lesson("mtg-policy-missed-trigger-regular")
    r = _edit(client, doc, lang="th", op="add_action", **{
        "s-rel": "regular", "na-type": "remedy", "na-kind": "missed_trigger", "na-player": "A", "na-may": "1"})
    assert r.status_code == 200
    assert _doc_of(r)["actions"][0] == {"type": "remedy", "kind": "missed_trigger", "player": "A", "may": True}
    assert any("ระดับ Regular" in t for t in _events(r))


def test_deck_problem_competitive_with_the_opponents_choice(client):
    doc = _lesson("mtg-policy-deck-problem")
    hand = Stepper(doc).run_to_end().state_at(0)["players"][0]["hand"]
    wrong = hand[0]["id"]
    r = _edit(client, doc, op="add_action", **{
        "s-rel": "competitive", "na-type": "remedy", "na-kind": "deck_problem", "na-player": "A",
        "na-pick": wrong, "na-missing": "Lightning Bolt\nShock\n", "na-replace": f"{wrong} = Shock"})
    assert r.status_code == 200, r.content.decode()[:400]
    a = _doc_of(r)["actions"][0]
    assert a["wrong"] == [wrong] and a["missing"] == ["Lightning Bolt", "Shock"] and a["replace"] == {wrong: "Shock"}
    assert any("IPG 3.5" in t for t in _events(r))
    r = _edit(client, doc, op="add_action", **{"s-rel": "competitive", "na-type": "remedy",
                                               "na-kind": "deck_problem", "na-replace": "no equals sign"})
    assert r.status_code == 400 and 'id="na-replace-err"' in r.content.decode()


def test_mulligan_error_and_backup(client):
    doc = _lesson("mtg-policy-eight-card-hand")
    r = _edit(client, doc, op="add_action", **{"s-rel": "competitive", "na-type": "remedy",
                                               "na-kind": "mulligan_procedure_error", "na-player": "A", "na-n": "1"})
    assert r.status_code == 200 and any("IPG 2.4" in t for t in _events(r))
    doc = _lesson("mtg-policy-backup-regular", keep_actions=True)
    doc["actions"] = doc["actions"][:2]
    doc["rel"] = "competitive"
    r = _edit(client, doc, step=2, op="add_action", **{"na-type": "backup", "na-n": "1"})
    assert r.status_code == 200
    assert _doc_of(r)["actions"][2] == {"type": "backup", "n": 1}
    text = " ".join(_events(r))
    assert "Head Judge" in text   # refused without the authorization, with its section
    r = _edit(client, doc, step=2, op="add_action", **{"na-type": "backup", "na-n": "1", "na-authorized": "1"})
    assert _doc_of(r)["actions"][2] == {"type": "backup", "n": 1, "authorized": True}
    assert any("IPG 1.4" in t for t in _events(r))


def test_form_offers_the_hand_cards_of_the_step(client):
    doc = _lesson("mtg-policy-extra-card-competitive")
    doc["rel"] = "regular"
    r = _edit(client, doc, lang="th", op="sync")
    html = r.content.decode()
    assert 'value="A-hill-giant"' in html and 'data-player="B"' in html
    assert 'name="s-rel" value="regular" id="s-rel-regular" checked' in html
    assert "ผิดพลาดอะไร" in html   # labels in the reader's language
    r = _edit(client, doc, op="sync", **{"s-rel": ""})
    assert "rel" not in _doc_of(r)
    orig = copy.deepcopy(doc)
    _edit(client, doc, op="sync", **{"s-rel": "competitive"})
    assert doc == orig   # the posted document is never modified in place
