"""The library's known cards (issue 21, judge/mtg/library.py): the scenario fields (`library` as a
count or as the whole library, `library_top` the known cards on top), validation, the JSON
round-trip, draws and mills of known cards (121.1, 701.17a), searches (701.23a-d), shuffles (701.24a),
and the refusal when the cards an effect needs are not given (401.2). The real cards of
tests/judge/oracle/features/ (Evolving Wilds, Rampant Growth, Demonic Tutor, Sylvan Scrying ...)
play the same rules end to end."""
import copy

import pytest

from judge.engine import ScenarioError, load, run
from judge.mtg.common import zone_card_ids

WILDS = {"card": "Wilds", "types": ["land"], "abilities": [
    {"text": "{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield "
             "tapped, then shuffle.", "cost": {"tap": True, "sacrifice": "self"},
     "effects": [{"do": "search_library", "word": "basic land card", "to": "battlefield", "tapped": True},
                 {"do": "shuffle"}]}]}
TUTOR = {"card": "Tutor", "types": ["sorcery"], "kind": "sorcery", "mana_cost": "{B}", "colors": ["B"],
         "effects": [{"do": "search_library", "word": "card", "to": "hand"}, {"do": "shuffle"}]}
MILL2 = {"card": "Mill Two", "types": ["sorcery"], "kind": "sorcery", "mana_cost": "{U}", "colors": ["U"],
         "effects": [{"do": "mill", "n": 2, "to": "controller"}]}
DRAW1 = {"card": "Draw One", "types": ["sorcery"], "kind": "sorcery", "mana_cost": "{U}", "colors": ["U"],
         "effects": [{"do": "draw", "n": 1, "to": "controller"}]}


def _doc(players, actions=(), **state):
    st = {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players, "battlefield": [],
          "stack": []}
    st.update(state)
    return {"format": "judge-scenario/1", "game": "mtg", "state": st, "actions": list(actions)}


def _p(pid, **kw):
    return dict({"id": pid, "life": 20, "library": 30, "hand": [], "graveyard": [], "exile": []}, **kw)


def _keys(out):
    return [e["key"] for s in out["steps"] for e in s["events"]]


# ---------------------------------------------------------------------------- the scenario fields
def test_library_as_a_count_still_works():
    g = load(_doc([_p("A", library=12), _p("B")]))
    st = g.to_state()
    assert st["players"][0]["library"] == 12 and "library_top" not in st["players"][0]


def test_library_as_a_list_is_the_whole_library_top_first():
    g = load(_doc([_p("A", library=["Forest", {"id": "bear", "card": "Grizzly Bears"}]), _p("B")]))
    p = g.to_state()["players"][0]
    assert p["library"] == 2
    assert [c["id"] for c in p["library_top"]] == ["A-forest", "bear"]
    assert zone_card_ids({"players": [_p("A", library=["Forest"])]})[("A", "library_top", 0)] == "A-forest"


@pytest.mark.parametrize("fields,path", [
    ({"library": 1, "library_top": ["Forest", "Island"]}, "state.players[0].library_top"),
    ({"library": ["Forest"], "library_top": ["Island"]}, "state.players[0].library_top"),
    ({"library": [{"card": "Forest", "colour": "G"}]}, "state.players[0].library[0]"),
    ({"library_top": [{"card": "Forest", "bogus": 1}]}, "state.players[0].library_top[0]"),
    ({"library": ["No Such Card Anywhere"]}, "state.players[0].library[0]"),
    ({"library_top": 3}, "state.players[0].library_top"),
])
def test_library_fields_are_validated_with_their_path(fields, path):
    with pytest.raises(ScenarioError) as exc:
        load(_doc([_p("A", **fields), _p("B")]))
    assert path in str(exc.value)


def test_json_round_trip_keeps_the_known_cards():
    doc = _doc([_p("A", library=5, library_top=["Forest", "Grizzly Bears"]), _p("B")])
    s1 = load(doc).to_state()
    assert s1["players"][0]["library"] == 5 and len(s1["players"][0]["library_top"]) == 2
    assert load(dict(doc, state=copy.deepcopy(s1))).to_state() == s1


# ---------------------------------------------------------------------------- draws and mills
def test_draw_takes_the_known_top_card():
    doc = _doc([_p("A", library=3, library_top=[{"id": "bear", "card": "Grizzly Bears"}], hand=[DRAW1], mana="{U}"),
                _p("B")], [{"type": "cast", "player": "A", "card": "Draw One"}, {"type": "resolve"}])
    out = run(doc)
    p = out["final"]["players"][0]
    assert [c["card"] for c in p["hand"]] == ["Grizzly Bears"] and p["library"] == 2 and "library_top" not in p


def test_mill_puts_the_known_cards_in_the_graveyard_then_unknown_ones():
    doc = _doc([_p("A", library=3, library_top=["Grizzly Bears"], hand=[MILL2], mana="{U}"), _p("B")],
               [{"type": "cast", "player": "A", "card": "Mill Two"}, {"type": "resolve"}])
    out = run(doc)
    gy = out["final"]["players"][0]["graveyard"]
    assert [c["card"] for c in gy][:2] == ["Grizzly Bears", "(card)"] and gy[1].get("unknown")
    assert "mtg.library.milled_known" in _keys(out)


# ---------------------------------------------------------------------------- search and shuffle
def _wilds(library, choose=None, **kw):
    res = {"type": "resolve"} if choose is None else {"type": "resolve", "choose": choose}
    return _doc([_p("A", library=library, **kw), _p("B")],
                [{"type": "activate", "player": "A", "permanent": "w", "ability": 0}, res],
                battlefield=[dict(WILDS, id="w", controller="A")])


def test_search_default_is_the_first_fitting_card_from_the_top():
    out = run(_wilds(["Grizzly Bears", "Island", "Forest"]))
    bf = {o["id"]: o for o in out["final"]["battlefield"]}
    assert bf["A-island"]["tapped"] is True
    assert "mtg.search.default" in _keys(out) and out["final"]["players"][0]["library"] == 2
    assert "library_top" not in out["final"]["players"][0]   # shuffled: the order is unknown (701.24a)


def test_search_takes_the_chosen_card_and_refuses_a_card_that_does_not_fit():
    out = run(_wilds(["Grizzly Bears", "Island", "Forest"], choose="Forest"))
    assert "A-forest" in {o["id"] for o in out["final"]["battlefield"]}
    out = run(_wilds(["Grizzly Bears", "Island", "Forest"], choose="Grizzly Bears"))
    assert "mtg.illegal.search_choice" in _keys(out)


def test_search_may_find_nothing_for_a_stated_quality():
    out = run(_wilds(["Grizzly Bears", "Island"], choose="none"))
    assert "mtg.search.nothing" in _keys(out) and out["final"]["players"][0]["library"] == 2


def test_search_of_an_unknown_library_is_refused_with_the_field_to_give():
    out = run(_wilds(30))
    ill = [e for s in out["steps"] for e in s["events"] if e["key"] == "mtg.illegal.library_unknown"]
    assert ill and "state.players[0].library" in ill[0]["text"]
    assert all(o["id"] == "A-island" or o.get("card") != "Island" for o in out["final"]["battlefield"])


def test_search_of_a_partly_known_library_uses_a_known_card():
    out = run(_wilds(30, library_top=["Grizzly Bears", "Forest"]))
    assert "A-forest" in {o["id"] for o in out["final"]["battlefield"]}
    assert out["final"]["players"][0]["library"] == 29


def test_search_for_a_card_must_find_one():
    doc = _doc([_p("A", library=["Grizzly Bears"], hand=[TUTOR], mana="{B}"), _p("B")],
               [{"type": "cast", "player": "A", "card": "Tutor"}, {"type": "resolve", "choose": "none"}])
    assert "mtg.illegal.search_must_find" in _keys(run(doc))


# ---------------------------------------------------------------------------- looking at the top cards
LOOK = {"card": "Peek", "types": ["sorcery"], "kind": "sorcery", "mana_cost": "{U}", "colors": ["U"],
        "effects": [{"do": "look_top", "n": 3, "take": "creature card", "may": True, "reveal": True, "to": "hand",
                     "rest": "bottom"}]}
BACK = {"card": "Reorder", "types": ["sorcery"], "kind": "sorcery", "mana_cost": "{U}", "colors": ["U"],
        "effects": [{"do": "look_top", "n": 2, "rest": "top"}]}


def _cast(card, library, choose=None, **kw):
    res = {"type": "resolve"} if choose is None else {"type": "resolve", "choose": choose}
    return _doc([_p("A", library=library, hand=[card], mana="{U}", **kw), _p("B")],
                [{"type": "cast", "player": "A", "card": card["card"]}, res])


def test_look_takes_the_default_fitting_card_and_puts_the_rest_on_the_bottom():
    out = run(_cast(LOOK, ["Forest", "Grizzly Bears", "Island", "Swamp"]))
    p = out["final"]["players"][0]
    assert [c["card"] for c in p["hand"]] == ["Grizzly Bears"]
    assert p["library"] == 3 and [c["card"] for c in p["library_top"]] == ["Swamp"]   # the rest: order unknown (401.4)
    assert "mtg.look.took_default" in _keys(out) and "mtg.look.rest_bottom" in _keys(out)


def test_look_may_take_nothing_and_refuses_a_card_that_does_not_fit():
    out = run(_cast(LOOK, ["Forest", "Grizzly Bears", "Island"], choose="none"))
    assert out["final"]["players"][0]["hand"] == [] and "mtg.look.took_nothing" in _keys(out)
    assert "mtg.illegal.search_choice" in _keys(run(_cast(LOOK, ["Forest", "Grizzly Bears", "Island"], choose="Forest")))


def test_look_needs_the_top_cards():
    out = run(_cast(LOOK, 30, library_top=["Forest"]))
    assert "mtg.illegal.library_unknown" in _keys(out)


def test_look_back_in_a_chosen_order_and_unknown_cards_unchanged():
    out = run(_cast(BACK, ["Forest", "Island", "Swamp"], choose=["A-island"]))
    assert [c["card"] for c in out["final"]["players"][0]["library_top"]] == ["Island", "Forest", "Swamp"]
    out = run(_cast(BACK, 30))
    assert "mtg.look.back_unknown" in _keys(out) and out["final"]["players"][0]["library"] == 30


# ---------------------------------------------------------------------------- permanents put into a library
def _put(where, library, **kw):
    spell = {"card": "Tuck", "types": ["instant"], "kind": "instant", "mana_cost": "{U}", "colors": ["U"],
             "target": ["creature"], "effects": [{"do": "put_library", "of": "target:0", "where": where}]}
    return _doc([_p("A", hand=[spell], mana="{U}"), _p("B", library=library, **kw)],
                [{"type": "cast", "player": "A", "card": "Tuck", "targets": ["bear"]}, {"type": "resolve"}],
                battlefield=[{"id": "bear", "controller": "B", "card": "Grizzly Bears"},
                             {"id": "tok", "controller": "B", "card": "Soldier", "token": True, "types": ["creature"],
                              "power": 1, "toughness": 1}])


def test_put_on_top_is_the_known_top_card_and_is_drawn_next():
    out = run(_put("top", 5))
    b = out["final"]["players"][1]
    assert b["library"] == 6 and [c["card"] for c in b["library_top"]] == ["Grizzly Bears"]
    assert "bear" not in {o["id"] for o in out["final"]["battlefield"]}


def test_put_on_the_bottom_is_known_only_below_a_known_library():
    b = run(_put("bottom", ["Island"]))["final"]["players"][1]
    assert b["library"] == 2 and [c["card"] for c in b["library_top"]] == ["Island", "Grizzly Bears"]
    b = run(_put("bottom", 5, library_top=["Island"]))["final"]["players"][1]
    assert b["library"] == 6 and [c["card"] for c in b["library_top"]] == ["Island"]


# ---------------------------------------------------------------------------- the top card
def _top(library, choose=None, **eff):
    spell = {"card": "Peek One", "types": ["sorcery"], "kind": "sorcery", "mana_cost": "{U}", "colors": ["U"],
             "effects": [dict({"do": "reveal_top"}, **eff)]}
    return _cast(spell, library, choose)


def test_reveal_top_land_onto_the_battlefield_else_into_the_hand():
    out = run(_top(["Forest", "Island"], word="land card", to="battlefield", else_to="hand"))
    assert "A-forest" in {o["id"] for o in out["final"]["battlefield"]}
    out = run(_top(["Grizzly Bears", "Island"], word="land card", to="battlefield", else_to="hand"))
    assert [c["card"] for c in out["final"]["players"][0]["hand"]] == ["Grizzly Bears"]


def test_reveal_top_not_fitting_stays_and_may_can_decline():
    out = run(_top(["Grizzly Bears"], word="land card", to="battlefield"))
    assert "mtg.top.not_fit" in _keys(out) and out["final"]["players"][0]["library"] == 1
    out = run(_top(["Forest"], choose="no", look=True, word="land card", to="battlefield", may=True, tapped=True))
    assert "mtg.top.declined" in _keys(out) and out["final"]["players"][0]["library"] == 1


def test_reveal_top_needs_the_top_card_only_when_it_does_something():
    assert "mtg.illegal.library_unknown" in _keys(run(_top(30, word="land card", to="battlefield")))
    out = run(_top(30, look=True))
    assert "mtg.top.unknown_looks" in _keys(out) and out["final"]["players"][0]["library"] == 30
