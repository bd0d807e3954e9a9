"""A misspelled card name in the Magic editor is not silently turned into a blank custom card: the
editor answers with the cards that were probably meant, and makes a custom card only when asked."""
import html
import json
import re

import pytest

pytestmark = pytest.mark.django_db


def _edit(client, doc, lang="en", **fields):
    data = {"doc": json.dumps(doc), "sync": "1", "step": "0"}
    data.update(fields)
    return client.post(f"/{lang}/judge/edit/", data)


def _doc_of(response):
    m = re.search(r'<textarea id="doc" name="doc"[^>]*>(.*?)</textarea>', response.content.decode(), re.S)
    return json.loads(html.unescape(m.group(1)))


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_a_typo_in_a_hand_card_suggests_the_card(client, lang):
    doc = _doc_of(client.get(f"/{lang}/judge/?game=mtg"))
    r = _edit(client, doc, lang, op="add_hand", **{"nh-player": "A", "nh-card": "Lightnig Bolt"})
    assert r.status_code == 400
    page = r.content.decode()
    assert "Lightning Bolt" in page and 'id="nh-card-err"' in page
    assert _doc_of(r)["state"]["players"][0]["hand"] == []
    r = _edit(client, doc, lang, op="add_hand", **{"nh-player": "A", "nh-card": "Lightnig Bolt", "nh-custom": "1"})
    assert r.status_code == 200
    assert _doc_of(r)["state"]["players"][0]["hand"][0]["card"] == "Lightnig Bolt"


def test_a_typo_on_the_battlefield_suggests_the_card_and_a_real_name_works(client):
    doc = _doc_of(client.get("/en/judge/?game=mtg"))
    r = _edit(client, doc, op="add_perm", **{"np-card": "Serra Angle", "np-controller": "A"})
    assert r.status_code == 400 and "Serra Angel" in r.content.decode()
    r = _edit(client, doc, op="add_perm", **{"np-card": "Serra Angel", "np-controller": "A"})
    assert r.status_code == 200 and _doc_of(r)["state"]["battlefield"][0]["card"] == "Serra Angel"
    r = _edit(client, doc, op="add_perm", **{"np-card": "My Own Golem", "np-controller": "A", "np-power": "2",
                                             "np-toughness": "2"})
    assert r.status_code == 200 and _doc_of(r)["state"]["battlefield"][0]["power"] == 2


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_typo_in_an_action_is_refused_and_the_board_stays(client, lang):
    doc = _doc_of(client.get(f"/{lang}/judge/?game=mtg"))
    r = _edit(client, doc, lang, op="add_action", **{"na-type": "cast", "na-player": "A", "na-card": "Lightnig Bolt",
                                                     "na-targets": "B"})
    assert r.status_code == 400
    page = r.content.decode()
    assert "Lightning Bolt" in page and 'id="na-card-err"' in page
    assert _doc_of(r)["actions"] == []
    assert 'id="add-action-btn"' in page          # the editor is still there
    r = _edit(client, doc, lang, op="add_action", **{"na-type": "cast", "na-player": "A", "na-card": "Lightning Bolt",
                                                     "na-targets": "B"})
    assert r.status_code == 200 and _doc_of(r)["actions"][0]["card"] == "Lightning Bolt"
