"""Emblems on the board (CR 114, issue 21): the view model's `emblems` per player, a box per emblem in
the picture's player panel, a line per emblem in the text view, and the layer table naming the emblem
as the source of its static ability; in en/th/ko."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from django.utils import translation

from judge import board as boardmod
from judge import board_svg
from judge.engine import Stepper

NS = "{http://www.w3.org/2000/svg}"
SCEN = Path(__file__).resolve().parent / "scenarios" / "mtg"
NAMES = {"en": "Gideon, Ally of Zendikar's emblem", "th": "emblem ของ Gideon, Ally of Zendikar",
         "ko": "Gideon, Ally of Zendikar의 휘장"}


def _made_by_a_walker():
    """A planeswalker's ability gives A an emblem at step 2 (activate, resolve)."""
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A",
                      "players": [{"id": "A", "life": 20, "library": 30}, {"id": "B", "life": 20, "library": 30}],
                      "battlefield": [{"id": "bears", "card": "Grizzly Bears", "controller": "A"},
                                      {"id": "gideon", "card": "Gideon, Ally of Zendikar", "controller": "A",
                                       "types": ["planeswalker"], "loyalty": 4,
                                       "abilities": [{"text": "[-4]: You get an emblem with \"Creatures you control get +1/+1.\"",
                                                      "cost": {"loyalty": -4}, "effects": [
                                                          {"do": "emblem", "text": "Creatures you control get +1/+1.",
                                                           "static": [{"affects": "creatures_you_control", "power": 1,
                                                                       "toughness": 1}]}]}]}],
                      "stack": []},
            "actions": [{"type": "activate", "player": "A", "permanent": "gideon", "ability": 0}, {"type": "resolve"}]}


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_view_model_and_picture_show_a_box_per_emblem(lang):
    s = Stepper(_made_by_a_walker()).run_to_end()
    with translation.override(lang):
        before = boardmod.board("mtg", s.state_at(1), s.state_at(0), set())
        b = boardmod.board("mtg", s.state_at(2), s.state_at(1), set())
        svg = board_svg.render(b, title="t", lang=lang)
    assert [p["emblems"] for p in before["players"]] == [[], []]
    a = b["players"][0]
    assert a["emblems"] == [{"id": "A-emblem", "name": NAMES[lang], "source": "Gideon, Ally of Zendikar",
                            "text": "Creatures you control get +1/+1."}]
    assert "emblems" in a["changed"] and "emblems" not in b["players"][1]["changed"]
    root = ET.fromstring(svg)
    boxes = [g for g in root.iter(f"{NS}g") if "b-emblem" in (g.get("class") or "").split()]
    assert [g.get("data-id") for g in boxes] == ["A-emblem"]
    texts = "".join(t.text or "" for t in boxes[0].iter(f"{NS}text"))
    assert "Creatures you control" in texts and {"en": "Emblem", "th": "emblem", "ko": "휘장"}[lang] in texts
    # the emblem is inside A's panel
    panel = next(g for g in root.iter(f"{NS}g") if "b-player" in (g.get("class") or "").split() and g.get("data-id") == "A")
    assert any(g is boxes[0] for g in panel.iter(f"{NS}g"))


def test_a_panel_with_many_emblems_grows_to_fit():
    doc = json.loads((SCEN / "emblem-anthem-and-end-step-trigger.json").read_text(encoding="utf-8"))
    doc["state"]["command"] = doc["state"]["command"] * 3
    for i, e in enumerate(doc["state"]["command"]):
        e = doc["state"]["command"][i] = dict(e, id=f"em{i}")
    s = Stepper(dict(doc, actions=[])).run_to_end()
    with translation.override("en"):
        b = boardmod.board("mtg", s.state_at(0), None, set())
        root = ET.fromstring(board_svg.render(b, title="t", lang="en"))
    panel = next(g for g in root.iter(f"{NS}g") if "b-player" in (g.get("class") or "").split() and g.get("data-id") == "A")
    frame = panel.find(f"{NS}rect")
    boxes = [g.find(f"{NS}rect") for g in panel.iter(f"{NS}g") if "b-emblem" in (g.get("class") or "").split()]
    assert len(boxes) == 6
    last = boxes[-1]
    assert float(last.get("y")) + float(last.get("height")) <= float(frame.get("y")) + float(frame.get("height"))


@pytest.mark.django_db
@pytest.mark.parametrize("lang, label", [("en", "Emblems (command zone)"), ("th", "emblem (command zone)"),
                                         ("ko", "휘장 (커맨드 영역)")])
def test_text_view_lists_each_emblem_and_the_layer_table_names_it(client, lang, label, loaded_content):
    doc = _made_by_a_walker()
    data = {"doc": json.dumps(doc), "sync": "1", "step": "0", "go": "2"}
    html = client.post(f"/{lang}/judge/edit/", data).content.decode()
    assert label in html
    assert '<li class="emblem" data-id="A-emblem">' in html and NAMES[lang] in html.replace("&#x27;", "'")
    layers = html.split('id="layers-bears"')[1]
    assert NAMES[lang] in layers.replace("&#x27;", "'")
