"""The Born from Blood editor builds every part of a board without JSON (issue 17): a Character's
own Combat Skills, a field Item's effects, maximum HP, costs and colours on the field, "no summoning
sickness", hand cards without a kind, the discard pile, Skill/Pray cards on the stack, and the
game set-up (who goes first, opening hands, mulligans) stepped into turn 1."""
import html
import json
import re

import pytest

pytestmark = pytest.mark.django_db


def _edit(client, doc, lang="en", **fields):
    data = {"doc": doc if isinstance(doc, str) else json.dumps(doc), "sync": "1", "step": "0"}
    data.update(fields)
    return client.post(f"/{lang}/judge/edit/", data)


def _doc_of(response):
    m = re.search(r'<textarea id="doc" name="doc"[^>]*>(.*?)</textarea>', response.content.decode(), re.S)
    return json.loads(html.unescape(m.group(1)))


def _ok(r):
    assert r.status_code == 200, r.content.decode()[:3000]
    return _doc_of(r)


def _run(doc):
    from judge import editor
    from judge.engine import Stepper
    assert editor.validate(doc) == []
    return Stepper(doc).run_to_end()


def _blank(client):
    return _doc_of(client.get("/en/judge/?game=bfb"))


P0 = {"p0-present": "1", "p0-n": "3", "p0-deck": "40", "p0-chp": "20", "p0-cname": "Ashen Knight", "p0-first": "1"}


def test_character_skills_edited_and_used_in_an_attack(client):
    doc = _blank(client)
    doc = _ok(_edit(client, doc, op="add_skill:bc.0"))
    doc = _ok(_edit(client, doc, op="sync", **P0, **{"x-bc-0-s0-name": "Blood Oath", "x-bc-0-s0-damage": "5",
                                                     "x-bc-0-s0-unpreventable": "1", "p0-cmaxhp": "25"}))
    ch = doc["state"]["players"][0]["character"]
    assert ch["skills"] == [{"name": "Blood Oath", "damage": 5, "pierce": False, "unpreventable": True}]
    assert ch["max_hp"] == 25
    r = _edit(client, doc, op="sync", **{"s-phase": "combat"})
    page = r.content.decode()
    assert 'value="add_skill:bc.0"' in page and 'name="x-bc-0-s0-name"' in page
    doc = _ok(r)
    doc = _ok(_edit(client, doc, op="add_action", **{"na-type": "attack", "na-card": ch["id"], "na-skill": "Blood Oath"}))
    doc = _ok(_edit(client, doc, step="1", op="add_action", **{"na-type": "defend", "na-defenders": ""}))
    doc = _ok(_edit(client, doc, step="2", op="add_action", **{"na-type": "resolve"}))
    final = _run(doc).state_at(3)
    assert final["players"][1]["character"]["hp"] == 15
    doc = _ok(_edit(client, doc, op="del_skill:bc.0:0"))
    assert "skills" not in doc["state"]["players"][0]["character"]


def test_field_item_effects_cost_colour_and_no_summoning_sickness(client):
    doc = _blank(client)
    doc = _ok(_edit(client, doc, op="add_field", **{"nf-player": "A", "nf-zone": "item", "nf-name": "Lucky Charm"}))
    doc = _ok(_edit(client, doc, op="add_eff:bf.0.item.0", **{"x-bf-0-item-0-newdo": "heal"}))
    r = _edit(client, doc, op="sync", **P0, **{"f0-item-0-present": "1", "f0-item-0-name": "Lucky Charm",
                                         "f0-item-0-cost": "2", "f0-item-0-color": "any",
                                         "x-bf-0-item-0-e0-amount": "4", "x-bf-0-item-0-e0-to": "controller"})
    doc = _ok(r)
    item = doc["state"]["players"][0]["field"]["item"][0]
    assert item["effects"] == [{"do": "heal", "amount": 4, "to": "controller"}]
    assert item["cost"] == 2 and item["color"] == "any"
    assert 'value="del_eff:bf.0.item.0:0"' in r.content.decode()
    doc = _ok(_edit(client, doc, op="add_field", **{"nf-player": "A", "nf-zone": "mercenary", "nf-name": "Scout",
                                                    "nf-hp": "2", "nf-skill": "Jab", "nf-damage": "1", "nf-sick": "1"}))
    doc = _ok(_edit(client, doc, op="sync", **P0, **{"f0-mercenary-0-present": "1", "f0-mercenary-0-hp": "2",
                                               "f0-mercenary-0-sick": "1", "f0-mercenary-0-nosick": "1"}))
    merc = doc["state"]["players"][0]["field"]["mercenary"][0]
    assert merc["summoning_sick"] is True and merc["no_summoning_sickness"] is True
    doc = _ok(_edit(client, doc, op="del_eff:bf.0.item.0:0"))
    assert doc["state"]["players"][0]["field"]["item"][0]["effects"] == []


def test_hand_card_without_kind_played_by_zone_and_discard_pile(client):
    doc = _blank(client)
    doc = _ok(_edit(client, doc, op="add_hand", **{"nh-player": "A", "nh-kind": "mercenary", "nh-name": "Sellsword",
                                                   "nh-cost": "2", "nh-hp": "3"}))
    doc = _ok(_edit(client, doc, op="sync", **{"x-bh-0-0-present": "1", "x-bh-0-0-name": "Sellsword",
                                               "x-bh-0-0-kind": "", "x-bh-0-0-cost": "2", "x-bh-0-0-nosick": "1"}))
    card = doc["state"]["players"][0]["hand"][0]
    assert "kind" not in card and card["no_summoning_sickness"] is True
    doc = _ok(_edit(client, doc, op="add_action", **{"na-type": "play", "na-card": card["id"], "na-zone": "mercenary"}))
    assert doc["actions"] == [{"type": "play", "card": card["id"], "zone": "mercenary"}]
    final = _run(doc).state_at(1)
    assert [c["name"] for c in final["players"][0]["field"]["mercenary"]] == ["Sellsword"]
    doc = _ok(_edit(client, doc, op="add_discard:1", **{"p1-discard-new": "Old Banner"}))
    assert [c["name"] for c in doc["state"]["players"][1]["discard"]] == ["Old Banner"]
    r = _edit(client, doc, op="add_discard:1", **{"p1-discard-new": ""})
    assert r.status_code == 400
    doc = _ok(_edit(client, doc, op="del_discard:1:0"))
    assert doc["state"]["players"][1]["discard"] == []


def test_skill_or_pray_on_the_stack(client):
    doc = _blank(client)
    doc = _ok(_edit(client, doc, op="add_stack", **{"ns-player": "B", "ns-kind": "pray", "ns-name": "Smite",
                                                    "ns-effect": "damage", "ns-damage": "3", "ns-target": "opponent"}))
    obj = doc["state"]["stack"][0]
    assert obj["controller"] == "B" and obj["kind"] == "pray"
    assert obj["effects"] == [{"do": "damage", "amount": 3, "to": "opponent"}]
    doc = _ok(_edit(client, doc, op="sync", **{"x-bs-0-present": "1", "x-bs-0-controller": "B",
                                               "x-bs-0-targets": "", "x-bs-0-e0-amount": "4",
                                               "x-bs-0-e0-to": "opponent"}))
    doc = _ok(_edit(client, doc, op="add_action", **{"na-type": "resolve"}))
    final = _run(doc).state_at(1)
    assert final["players"][0]["character"]["hp"] == 16
    r = _edit(client, doc, op="add_stack", **{"ns-player": "B", "ns-kind": "mercenary", "ns-name": "X"})
    assert r.status_code == 400


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_set_up_stepped_into_turn_one(client, lang):
    doc = _blank(client)
    r = _edit(client, doc, lang=lang, op="sync", **{"s-phase": "setup", "p0-present": "1", "p0-n": "0",
                                                    "p0-deck": "40", "p0-chp": "20", "p1-present": "1",
                                                    "p1-n": "0", "p1-deck": "40", "p1-chp": "20"})
    doc = _ok(r)
    st = doc["state"]
    assert st["phase"] == "setup" and st["setup"] == {"hands_drawn": False}
    assert all(p["first_turn"] for p in st["players"])
    assert 'name="s-hands-drawn"' in r.content.decode()
    for n, fields in enumerate([{"na-type": "go_first", "na-player": "B"}, {"na-type": "draw_hands"},
                                {"na-type": "mulligan", "na-player": "A", "na-cards": "A-drawn-1 A-drawn-2"},
                                {"na-type": "mulligan", "na-player": "B", "na-cards": ""},
                                {"na-type": "advance"}]):
        doc = _ok(_edit(client, doc, lang=lang, step=str(n), op="add_action", **fields))
    assert doc["actions"][2] == {"type": "mulligan", "player": "A", "cards": ["A-drawn-1", "A-drawn-2"]}
    s = _run(doc)
    assert not [e for n in range(6) for e in s.step_dict(n, lang)["events"] if e["type"] == "illegal"]
    final = s.state_at(5)
    assert final["phase"] == "n" and final["active"] == "B" and final["turn"] == 1
    assert [len(p["hand"]) for p in final["players"]] == [7, 7]
    assert [p["n"] for p in final["players"]] == [0, 3]
    texts = [e["text"] for e in s.step_dict(5, lang)["events"]]
    assert texts and all("{" not in t and "bfb." not in t for t in texts)
    r = _edit(client, doc, lang=lang, op="sync", step="3")
    assert r.status_code == 200


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_born_from_blood_rule_links_show_the_page_title(client, lang):
    from django.core.management import call_command
    from content.models import TopicPage
    call_command("load_content", verbosity=0)
    title = TopicPage.objects.get(topic_id="bfb.kw.pierce", lang=lang).title
    page = client.get(f"/{lang}/judge/library/bfb-pierce-two-defenders/?step=3").content.decode()
    links = re.findall(r'<a class="rule-link" href="([^"]+)"[^>]*>([^<]*)</a>', page)
    assert links, "the step has rule links"
    assert all(not text.startswith("bfb.") for _href, text in links), links
    assert (f"/{lang}/t/bfb.kw.pierce/", title) in links
