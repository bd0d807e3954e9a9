"""Cards in graveyards as targets and as objects effects move (issue 21): the card words (109.2a),
the true reasons a target is refused (115.2, 109.2), checks on resolution (608.2b), new objects
(400.7), control of a card put onto the battlefield (110.2a), its enters triggers (603.6a), abilities
that work from a graveyard (113.6m, 602.2), the legal-action lists, the JSON round-trip and the
Oracle compiler's shapes. The scenarios of tests/judge/scenarios/mtg/graveyard-*.json and the real
cards of tests/judge/oracle/features/ play the same rules end to end."""
import copy
import re

import pytest

from judge.engine import ScenarioError, legal, load, run
from judge.engine.events import Msg
from judge.engine.messages import render
from judge.mtg import targetspec
from judge.mtg.common import target_word, zone_card_ids

RAISE = {"card": "Grave Call", "types": ["sorcery"], "kind": "sorcery", "mana_cost": "{B}", "colors": ["B"],
         "target": ["creature card in your graveyard"], "effects": [{"do": "return_to_hand", "of": "target:0"}]}
SWEEP = {"card": "Grave Sweep", "types": ["instant"], "kind": "instant", "mana_cost": "{W}", "colors": ["W"],
         "target": ["card in a graveyard"], "effects": [{"do": "exile", "of": "target:0"}]}
REAN = {"card": "Grave Rising", "types": ["sorcery"], "kind": "sorcery", "mana_cost": "{2}{B}", "colors": ["B"],
        "target": ["creature card in a graveyard"],
        "effects": [{"do": "return_to_battlefield", "of": "target:0", "under": "controller"}]}
HAUNT = {"card": "Haunting Echo", "types": ["creature"], "mana_cost": "{1}{W}", "colors": ["W"], "power": 2,
         "toughness": 1, "abilities": [{"text": "{1}{W}, Exile this card from your graveyard: You gain 3 life.",
                                        "cost": {"mana": "{1}{W}", "exile": "self"}, "zone": "graveyard",
                                        "effects": [{"do": "gain_life", "amount": 3, "to": "controller"}]}]}


def _doc(players, actions=(), **state):
    st = {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players, "battlefield": [],
          "stack": []}
    st.update(state)
    return {"format": "judge-scenario/1", "game": "mtg", "state": st, "actions": list(actions)}


def _p(pid, **kw):
    return dict({"id": pid, "life": 20, "library": 30, "hand": [], "graveyard": [], "exile": []}, **kw)


def _events(out):
    return [e for s in out["steps"] for e in s["events"]]


def _keys(out):
    return [e["key"] for e in _events(out)]


# ------------------------------------------------------------------------------- the card words
@pytest.mark.parametrize("word,ok", [
    ("creature card in your graveyard", True), ("card in a graveyard", True),
    ("instant or sorcery card in your graveyard", True), ("creature card with mana value 3 or less in your graveyard", True),
    ("another artifact card in your graveyard", True), ("card in an opponent's graveyard", True),
    ("nonland permanent card in your graveyard", True), ("zombie card in your graveyard", True),
    ("red sorcery card in your graveyard", True), ("aura or equipment card in your graveyard", True),
    ("creature card from your graveyard", False), ("creature in your graveyard", False),
    ("creature card in your library", False), ("tapped creature card in your graveyard", False),
    ("creature card in target player's graveyard", False),
])
def test_card_words(word, ok):
    assert targetspec.is_card_word(word) is ok
    assert targetspec.parse(word) is None   # never a permanent word as well


def test_card_word_validation():
    doc = _doc([_p("A", hand=[dict(RAISE, target=["creature card in your library"])]), _p("B")])
    with pytest.raises(ScenarioError) as exc:
        load(doc)
    assert any(p.path.endswith("target[0]") for p in exc.value.problems)
    load(_doc([_p("A", hand=[RAISE]), _p("B")]))


def test_card_words_are_said_in_every_language():
    for word in ("creature card in your graveyard", "card in a graveyard", "instant or sorcery card in your graveyard",
                 "creature card with mana value 3 or less in your graveyard", "another artifact card in your graveyard",
                 "card in an opponent's graveyard"):
        m = target_word(word)
        assert isinstance(m, Msg)
        for lang in ("en", "th", "ko"):
            text = render(m.key, m.params, lang)
            assert text and "mtg." not in text and not re.search(r"\{[a-z_]+\}", text), (word, lang, text)
    assert render(target_word("creature card in your graveyard").key, target_word("creature card in your graveyard").params,
                  "ko") == "당신의 무덤에 있는 생물 카드"


# ------------------------------------------------------------------------ targets on casting
def test_refusals_say_the_true_reason():
    doc = _doc([_p("A", hand=[RAISE, "Murder"], graveyard=[{"id": "bolt", "card": "Lightning Bolt"},
                                                          {"id": "bears", "card": "Grizzly Bears"}]),
                _p("B", graveyard=[{"id": "giant", "card": "Hill Giant"}])],
               [{"type": "cast", "card": "Grave Call", "targets": ["bolt"]},
                {"type": "cast", "card": "Grave Call", "targets": ["giant"]},
                {"type": "cast", "card": "Grave Call", "targets": ["b-on-bf"]},
                {"type": "cast", "card": "Murder", "targets": ["bears"]},
                {"type": "cast", "card": "Grave Call", "targets": ["nowhere"]}],
               battlefield=[{"id": "b-on-bf", "card": "Grizzly Bears", "controller": "B"}])
    ev = [s["events"][0] for s in run(doc)["steps"][1:]]
    assert [(e["key"], e["rule"]) for e in ev] == [
        ("mtg.illegal.target.type", "601.2c"),            # an instant card is no creature card
        ("mtg.illegal.target.type", "601.2c"),            # a card of the opponent's graveyard is not in yours
        ("mtg.illegal.target.not_in_graveyard", "109.2a"),
        ("mtg.illegal.target.in_zone", "115.2"),          # "target creature": a permanent, not a card (109.2)
        ("mtg.illegal.target.gone", "601.2c")]
    assert "not in the game" not in ev[3]["text"] and "graveyard" in ev[3]["text"]
    assert "on the battlefield" in ev[2]["text"]


def test_a_milled_card_is_unknown_to_typed_words_but_a_card():
    doc = _doc([_p("A", hand=[RAISE, dict(SWEEP, card="Sweep Two")]), _p("B")],
               [{"type": "cast", "card": "Grave Call", "targets": ["A-milled"]},
                {"type": "cast", "card": "Sweep Two", "targets": ["A-milled"]},
                {"type": "resolve"}],
               stack=[{"id": "mill", "card": "Mill One", "kind": "sorcery", "controller": "A",
                       "effects": [{"do": "mill", "n": 1, "to": "controller"}]}])
    doc["actions"].insert(0, {"type": "resolve"})
    out = run(doc)
    ev = out["steps"][2]["events"]
    assert ev[0]["key"] == "mtg.illegal.target.unknown" and "doesn't know" in ev[0]["text"]
    assert "mtg.move.exiled_from_graveyard" in _keys(out)
    a = out["final"]["players"][0]
    assert [c.get("unknown") for c in a["exile"]] == [True] and len(a["graveyard"]) == 2   # the two spells


# ----------------------------------------------------------------------- resolution (608.2b)
def test_target_leaving_in_response_fizzles_and_a_new_object_is_no_target():
    """The card goes to the hand and comes back by a discard: a new object (400.7), so the first
    spell's target is still illegal on resolution."""
    back = {"card": "Grave Call Instant", "types": ["instant"], "kind": "instant", "mana_cost": "{B}",
            "target": ["creature card in your graveyard"], "effects": [{"do": "return_to_hand", "of": "target:0"},
                                                                       {"do": "discard", "n": 1, "to": "controller"}]}
    doc = _doc([_p("A", hand=[RAISE, back], graveyard=[{"id": "bears", "card": "Grizzly Bears"}]), _p("B")],
               [{"type": "cast", "card": "Grave Call", "targets": ["bears"]},
                {"type": "cast", "card": "Grave Call Instant", "targets": ["bears"]},
                {"type": "resolve"}, {"type": "resolve"}])
    out = run(doc)
    a = out["final"]["players"][0]
    assert [c["id"] for c in a["graveyard"] if c["card"] == "Grizzly Bears"] == ["bears-2"]   # back, a new object
    assert "mtg.resolve.fizzle" in _keys(out)
    fizzle = next(e for e in _events(out) if e["key"] == "mtg.resolve.fizzle")
    assert fizzle["rule"] == "608.2b"


def test_one_illegal_target_of_two():
    two = {"card": "Double Call", "types": ["sorcery"], "kind": "sorcery", "mana_cost": "{B}",
           "target": ["creature card in your graveyard", "card in a graveyard"],
           "effects": [{"do": "return_to_hand", "of": "target:0"}, {"do": "exile", "of": "target:1"}]}
    doc = _doc([_p("A", hand=[two], graveyard=[{"id": "bears", "card": "Grizzly Bears"}]),
                _p("B", hand=[SWEEP], graveyard=[{"id": "giant", "card": "Hill Giant"}])],
               [{"type": "cast", "card": "Double Call", "targets": ["bears", "giant"]},
                {"type": "cast", "player": "B", "card": "Grave Sweep", "targets": ["giant"]},
                {"type": "resolve"}, {"type": "resolve"}])
    out = run(doc)
    assert "mtg.resolve.target_illegal" in _keys(out)
    assert [c["id"] for c in out["final"]["players"][0]["hand"]] == ["bears-2"]


# ------------------------------------------------- onto the battlefield (110.2a, 603.6a, 400.7)
def test_returned_creature_enters_untapped_under_control_and_its_trigger_fires():
    imp = {"card": "Imp", "types": ["creature"], "power": 1, "toughness": 1,
           "triggers": [{"when": "enters", "text": "When Imp enters, you gain 2 life.",
                         "effects": [{"do": "gain_life", "amount": 2, "to": "controller"}]}]}
    doc = _doc([_p("A", hand=[REAN]), _p("B", graveyard=[dict(imp, id="imp")])],
               [{"type": "cast", "card": "Grave Rising", "targets": ["imp"]}, {"type": "resolve"}, {"type": "resolve"}])
    out = run(doc)
    perm = next(o for o in out["final"]["battlefield"] if o["card"] == "Imp")
    assert (perm["id"], perm["controller"], perm["owner"], perm["tapped"], perm["summoning_sick"]) == \
        ("imp-2", "A", "B", False, True)
    assert out["final"]["players"][0]["life"] == 22   # the trigger of the new object, controlled by A


def test_tapped_and_not_permanent_and_aura():
    tapped = {"card": "Return Tapped", "types": ["sorcery"], "kind": "sorcery", "target": ["card in your graveyard"],
              "effects": [{"do": "return_to_battlefield", "of": "target:0", "under": "controller", "tapped": True}]}
    aura = {"id": "aura", "card": "Some Aura", "types": ["enchantment"], "subtypes": ["Aura"], "enchant": "creature"}
    doc = _doc([_p("A", hand=[tapped, dict(tapped, card="Return Tapped 2"), dict(tapped, card="Return Tapped 3")],
                   graveyard=[{"id": "bears", "card": "Grizzly Bears"}, {"id": "bolt", "card": "Lightning Bolt"}, aura]),
                _p("B")],
               [{"type": "cast", "card": "Return Tapped", "targets": ["bears"]}, {"type": "resolve"},
                {"type": "cast", "card": "Return Tapped 2", "targets": ["bolt"]}, {"type": "resolve"},
                {"type": "cast", "card": "Return Tapped 3", "targets": ["aura"]}, {"type": "resolve"}])
    out = run(doc)
    bears = next(o for o in out["final"]["battlefield"] if o["card"] == "Grizzly Bears")
    assert bears["tapped"] is True
    ev = {e["key"]: e for e in _events(out)}
    assert ev["mtg.return.not_permanent"]["rule"] == "400.4a"
    assert ev["mtg.return.aura"]["rule"] == "303.4f"
    gy = [c["id"] for c in out["final"]["players"][0]["graveyard"]]
    assert "bolt" in gy and "aura" in gy


# ------------------------------------------------------------ abilities of cards in graveyards
def test_ability_zone_checks_and_exile_cost_from_the_battlefield():
    execu = {"card": "Exiler", "types": ["creature"], "power": 2, "toughness": 2,
             "abilities": [{"text": "Exile this creature: Exile target card from a graveyard.", "cost": {"exile": "self"},
                            "target": ["card in a graveyard"], "effects": [{"do": "exile", "of": "target:0"}]}]}
    doc = _doc([_p("A", hand=[dict(HAUNT, id="hand-echo")], graveyard=[{"id": "bears", "card": "Grizzly Bears"},
                                                                      dict(execu, id="gy-exiler")]), _p("B")],
               [{"type": "activate", "permanent": "hand-echo", "ability": 0},
                {"type": "activate", "permanent": "gy-exiler", "ability": 0, "targets": ["bears"]},
                {"type": "activate", "permanent": "exiler", "ability": 0, "targets": ["bears"]},
                {"type": "resolve"}],
               battlefield=[dict(execu, id="exiler", controller="A")])
    out = run(doc)
    ev = [s["events"][0] for s in out["steps"][1:3]]
    assert [(e["key"], e["rule"]) for e in ev] == [("mtg.illegal.ability_zone", "113.6"),
                                                   ("mtg.illegal.ability_zone", "113.6")]
    a = out["final"]["players"][0]
    assert {c["card"] for c in a["exile"]} == {"Exiler", "Grizzly Bears"}
    assert not out["final"]["battlefield"]


def test_graveyard_ability_validation():
    bad = copy.deepcopy(HAUNT)
    bad["abilities"][0]["cost"]["tap"] = True
    with pytest.raises(ScenarioError) as exc:
        load(_doc([_p("A", graveyard=[bad]), _p("B")]))
    assert any(p.path.endswith("abilities[0].zone") for p in exc.value.problems)
    bad = copy.deepcopy(HAUNT)
    bad["abilities"][0]["cost"]["exile"] = "another"
    with pytest.raises(ScenarioError):
        load(_doc([_p("A", graveyard=[bad]), _p("B")]))


# ----------------------------------------------------- legal actions, JSON round-trip, editor ids
def test_legal_actions_offer_graveyard_targets_and_activations():
    doc = _doc([_p("A", hand=[RAISE], graveyard=[{"id": "bears", "card": "Grizzly Bears"},
                                                 {"id": "bolt", "card": "Lightning Bolt"}, dict(HAUNT, id="echo")]),
                _p("B", graveyard=[{"id": "giant", "card": "Hill Giant"}])])
    acts = [a for a, _ev in legal.legal_actions(load(doc), "mtg")]
    casts = [a.get("targets") for a in acts if a.get("type") == "cast" and a.get("card") == "Grave Call"]
    assert sorted(map(tuple, casts)) == [("bears",), ("echo",)]   # creature cards of A's own graveyard
    assert {"type": "activate", "player": "A", "permanent": "echo", "ability": 0} in acts


def test_json_round_trip_with_graveyard_targets_on_the_stack():
    doc = _doc([_p("A", graveyard=["Grizzly Bears", {"card": "Grizzly Bears"}, dict(HAUNT)]), _p("B")],
               stack=[dict(RAISE, id="call", controller="A", targets=["A-grizzly-bears-2"])])
    g1 = load(doc)
    s1 = g1.to_state()
    assert [c["id"] for c in s1["players"][0]["graveyard"]] == ["A-grizzly-bears", "A-grizzly-bears-2", "A-haunting-echo"]
    assert zone_card_ids(doc["state"])[("A", "graveyard", 1)] == "A-grizzly-bears-2"   # what the editor shows
    g2 = load(dict(doc, state=copy.deepcopy(s1)))
    assert g2.to_state() == s1
    doc["actions"] = [{"type": "resolve"}]
    out = run(doc)
    assert [c["id"] for c in out["final"]["players"][0]["hand"]] == ["A-grizzly-bears-3"]   # a new object (400.7), counting on from -2
    g3 = load(dict(doc, state=copy.deepcopy(out["final"]), actions=[]))
    assert g3.to_state() == out["final"]


def test_board_shows_graveyard_ids():
    from judge.board import board_mtg
    st = run(_doc([_p("A", graveyard=[{"id": "bears", "card": "Grizzly Bears"}]), _p("B")]))["final"]
    b = board_mtg(st, None, set())
    assert b["players"][0]["graveyard_items"] == [{"id": "bears", "name": "Grizzly Bears"}]


# ------------------------------------------------------------------------------ the compiler
def _compiled(text, types=("sorcery",), **kw):
    from judge.mtg.oracle import compile_card
    face = {"name": "Test Card", "mana_cost": "{2}{B}", "types": list(types), "subtypes": list(kw.get("subtypes", ())),
            "supertypes": [], "keywords": [], "text": text}
    if "creature" in types:
        face["power"], face["toughness"] = "2", "2"
    return compile_card({"name": "Test Card", "layout": "normal", "faces": [face]})


@pytest.mark.parametrize("text,types,effects,target", [
    ("Return target creature card from your graveyard to your hand.", ("sorcery",),
     [{"do": "return_to_hand", "of": "target:0"}], ["creature card in your graveyard"]),
    ("Return target creature card with mana value 2 or less from your graveyard to the battlefield tapped.", ("sorcery",),
     [{"do": "return_to_battlefield", "of": "target:0", "under": "controller", "tapped": True}],
     ["creature card with mana value 2 or less in your graveyard"]),
    ("Put target creature card from a graveyard onto the battlefield under your control.", ("sorcery",),
     [{"do": "return_to_battlefield", "of": "target:0", "under": "controller"}], ["creature card in a graveyard"]),
    ("Exile target card from an opponent's graveyard.", ("instant",),
     [{"do": "exile", "of": "target:0"}], ["card in an opponent's graveyard"]),
])
def test_compiler_shapes(text, types, effects, target):
    r = _compiled(text, types)
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["effects"] == effects and r["definition"]["target"] == target


def test_compiler_graveyard_abilities():
    r = _compiled("{1}{B}, Exile this card from your graveyard: You gain 3 life.", ("creature",))
    ab = r["definition"]["abilities"][0]
    assert (ab["cost"], ab["zone"]) == ({"mana": "{1}{B}", "exile": "self"}, "graveyard")
    r = _compiled("{2}{B}: Return this card from your graveyard to the battlefield tapped.", ("creature",))
    ab = r["definition"]["abilities"][0]
    assert ab["zone"] == "graveyard" and ab["effects"][0] == {"do": "return_to_battlefield", "of": "self",
                                                              "under": "controller", "tapped": True}
    r = _compiled("{3}, Exile this artifact: Draw a card.", ("artifact",))
    assert r["definition"]["abilities"][0]["cost"] == {"mana": "{3}", "exile": "self"}
    assert "zone" not in r["definition"]["abilities"][0]


@pytest.mark.parametrize("text,types,why", [
    ("Return target creature card from a graveyard to your hand.", ("sorcery",), "graveyard here"),
    ("Return target enchantment card from your graveyard to the battlefield.", ("sorcery",), "303.4f"),
    ("Return target permanent card from your graveyard to the battlefield.", ("sorcery",), "303.4f"),
    ("Return target creature card from your graveyard to the battlefield. It gains haste until end of turn.",
     ("sorcery",), "new object"),
    ("At the beginning of your upkeep, return this card from your graveyard to your hand.", ("creature",), "113.6"),
    ("{T}, Exile this card from your graveyard: Draw a card.", ("creature",), "{T}"),
    ("{1}, Exile this card from your graveyard: Put a +1/+1 counter on this creature.", ("creature",), "~ in an ability"),
    ("{1}, Exile this creature: Put a +1/+1 counter on this creature.", ("creature",), "exiled to pay"),
])
def test_compiler_refuses(text, types, why):
    r = _compiled(text, types)
    bad = [ln for ln in r["lines"] if not ln["modelled"]]
    assert bad and why in bad[0]["reason"], r["lines"]


def test_a_target_only_if_kicked_is_not_modelled():
    r = _compiled("Kicker {1}\nReturn target creature card from your graveyard to your hand. If this spell was kicked, "
                  "return target land card from your graveyard to your hand.")
    assert r["status"] != "full"
    assert any("601.2c" in (ln["reason"] or "") for ln in r["lines"])
