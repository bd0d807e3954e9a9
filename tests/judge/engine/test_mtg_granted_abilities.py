"""Abilities written in quotation marks and given to an object (issue #21): granted until end of turn
(611.2a, 613.1f, 113.10), granted by an Aura's or Equipment's static ability while it is attached
(613.1f, 301.5d / 303.4e), and written into a token by the effect that creates it (111.3). The
scenario files granted-*.json, token-quoted-*.json and aura-granted-*.json play the same rules on a
whole run; these tests look at the parts: the layer view, "loses all abilities", the legal-action
list, validation and the state round-trip."""
import copy

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import Stepper, run
from judge.engine.legal import legal_actions
from judge.mtg.game import MtgGame
from judge.mtg.validate import validate

PING = {"text": "{T}: This creature deals 1 damage to any target.", "cost": {"tap": True}, "target": ["any"],
        "effects": [{"do": "damage", "amount": 1, "to": "target:0"}]}
GROW = {"text": "{T}: Add {G}.", "cost": {"tap": True}, "effects": [{"do": "add_mana", "mana": "{G}"}]}
GAIN = {"when": "attacks", "text": "Whenever this creature attacks, you gain 1 life.",
        "effects": [{"do": "gain_life", "amount": 1, "to": "controller"}]}


def _doc(battlefield, stack=(), actions=(), step="main1", mana=None):
    players = [{"id": p, "life": 20, "library": 30} for p in ("A", "B")]
    if mana is not None:
        players[0]["mana"] = mana
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": step, "priority": "A", "players": players,
                      "battlefield": list(battlefield), "stack": list(stack)},
            "actions": list(actions)}


def _spell(sid, effects, targets, controller="A"):
    return {"id": sid, "card": sid.title(), "kind": "instant", "controller": controller, "target": ["creature"],
            "targets": targets, "effects": effects}


BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "A"}


def _game(doc):
    g = MtgGame.from_document(copy.deepcopy(doc))
    g.start()
    return g


def test_until_end_of_turn_grant_is_a_layer_6_row_until_cleanup():
    """613.1f: the grant is a layer 6 row with the ability's text; after the cleanup step (514.2) the
    row and the ability are gone."""
    grant = _spell("gift", [{"do": "grant", "of": "target:0", "abilities": [PING]}], ["bears"])
    steps = run(_doc([BEARS], [grant], [{"type": "resolve"}, {"type": "advance_to", "step": "cleanup"}]))["steps"]
    rows = steps[1]["layers"]["bears"]
    assert [(r["layer"], r["rule"], r["source"]) for r in rows] == [("6", "613.1f", "gift")]
    assert rows[0]["after"] == {"keywords": [], "abilities": [PING["text"]]}
    assert PING["text"] in rows[0]["effect"] and "113.10" in rows[0]["effect"]
    assert "bears" not in steps[2]["layers"]
    for lang in ("th", "ko"):
        other = run(_doc([BEARS], [grant], [{"type": "resolve"}]), lang)["steps"][1]["layers"]["bears"][0]["effect"]
        assert "613.1f" in other and PING["text"] in other and other != rows[0]["effect"]


def test_granted_ability_is_the_creatures_and_counts_in_legal_actions():
    """The granted ability is activated as the creature's (its controller, 'this creature' = the
    creature as the source); the legal-action list offers it."""
    grant = _spell("gift", [{"do": "grant", "of": "target:0", "abilities": [PING]}], ["bears"])
    g = _game(_doc([BEARS], [grant]))
    g.apply({"type": "resolve"})
    assert [ab["text"] for ab, there in g.abilities_of(g.perm("bears")) if there] == [PING["text"]]
    acts = [a for a, _events in legal_actions(g, "mtg") if a.get("type") == "activate"]
    assert {"type": "activate", "player": "A", "permanent": "bears", "ability": 0, "targets": ["B"]} in acts
    g.apply({"type": "activate", "player": "A", "permanent": "bears", "ability": 0, "targets": ["B"]})
    top = g.stack[-1]
    assert top["source"] == "bears" and top["controller"] == "A"


def test_lose_all_abilities_removes_earlier_grants_not_later_ones():
    """613.1f in timestamp order (113.10c): a loss after the grant removes it; a grant after the loss
    still applies. Activating a removed one is refused with 613.1f."""
    grant = _spell("gift", [{"do": "grant", "of": "target:0", "abilities": [PING]}], ["bears"])
    null = _spell("null", [{"do": "lose_abilities", "of": "target:0"}], ["bears"])
    g = _game(_doc([BEARS], [null, grant]))   # the grant resolves first, then the loss
    g.apply({"type": "resolve"})
    g.apply({"type": "resolve"})
    assert g.abilities_of(g.perm("bears"))[0][1] is False
    evs = g.apply({"type": "activate", "player": "A", "permanent": "bears", "ability": 0, "targets": ["B"]})
    assert [(e.type, e.rule) for e in evs] == [("illegal", "613.1f")]
    g = _game(_doc([BEARS], [grant, null]))   # the loss first, then the grant
    g.apply({"type": "resolve"})
    g.apply({"type": "resolve"})
    assert g.abilities_of(g.perm("bears")) == [(PING, True)]


def test_aura_grant_is_a_static_row_and_leaves_with_the_aura():
    """'Enchanted creature has "..."': a layer 6 row of the Aura (its timestamp), the creature's
    triggered ability while attached (the trigger's source is the creature, 113.7); gone when the
    Aura leaves."""
    aura = {"id": "aura", "card": "Test Aura", "controller": "A", "types": ["enchantment"], "subtypes": ["Aura"],
            "enchant": "creature", "attached_to": "bears", "static": [{"triggers": [GAIN]}]}
    doc = _doc([BEARS, aura], step="beginning_of_combat",
               actions=[{"type": "declare_attackers", "attackers": [{"id": "bears", "defending": "B"}]}])
    out = run(doc)
    rows = out["steps"][0]["layers"]["bears"]
    assert [(r["layer"], r["source"], r["timestamp"]) for r in rows] == [("6", "aura", 2)]
    assert rows[0]["after"]["abilities"] == [GAIN["text"]] and "Test Aura" in rows[0]["effect"]
    trig = [e for e in out["steps"][1]["events"] if e["key"] == "mtg.trigger.triggers"]
    assert trig and trig[0]["objects"] == ["bears"]
    g = _game(doc)
    g.apply({"type": "declare_attackers", "attackers": [{"id": "bears", "defending": "B"}]})
    g.apply({"type": "resolve"})
    assert g.player("A")["life"] == 21
    g = _game(_doc([BEARS, aura]))
    g._leave_battlefield([(g.perm("aura"), "graveyard", "destroy")])
    assert g.triggers_of(g.perm("bears")) == ()


def test_granted_dies_trigger_looks_back_when_the_aura_leaves_at_the_same_time():
    """603.10a: a creature and the Aura granting it 'When this creature dies, ...' destroyed at once:
    the creature had the ability as it died, so it triggers."""
    dies = {"when": "self_dies", "text": "When this creature dies, you gain 2 life.",
            "effects": [{"do": "gain_life", "amount": 2, "to": "controller"}]}
    aura = {"id": "aura", "card": "Test Aura", "controller": "A", "types": ["enchantment"], "subtypes": ["Aura"],
            "enchant": "creature", "attached_to": "bears", "static": [{"triggers": [dies]}]}
    wrath = {"id": "wrath", "card": "Wrath of God", "controller": "B"}
    g = _game(_doc([BEARS, aura], [wrath]))
    g._leave_battlefield([(g.perm("bears"), "graveyard", "destroy"), (g.perm("aura"), "graveyard", "destroy")])
    assert [p["text"] for p in g.pending] == [dies["text"]]


def test_land_with_a_granted_mana_ability_pays_either_colour():
    """'Enchanted land has "{T}: Add {G}."' on a Mountain: tapping it gives {R} or {G} (its basic
    land type's ability or the granted one), so a {G} spell is paid."""
    mountain = {"id": "mountain", "card": "Mountain", "controller": "A"}
    aura = {"id": "aura", "card": "Test Aura", "controller": "A", "types": ["enchantment"], "subtypes": ["Aura"],
            "enchant": "land", "attached_to": "mountain", "static": [{"abilities": [GROW]}]}
    g = _game(_doc([mountain, aura], mana=""))
    assert dict(g._mana_sources("A"))["mountain"] == [{"R", "G"}]
    g = _game(_doc([mountain], mana=""))
    assert dict(g._mana_sources("A"))["mountain"] == [{"R"}]


def test_state_with_granted_abilities_validates_and_round_trips():
    grant = _spell("gift", [{"do": "grant", "of": "target:0", "keywords": ["haste"], "triggers": [GAIN]}], ["bears"])
    st = Stepper(_doc([BEARS], [grant], [{"type": "resolve"}])).run_to_end()
    final = st.steps[-1][2].to_state()
    assert final["battlefield"][0]["until_eot"] == [{"keywords": ["haste"], "triggers": [GAIN]}]
    doc = _doc([])
    doc["state"] = final
    assert validate(doc) == []
    g = _game(doc)
    assert g.triggers_of(g.perm("bears")) == [GAIN] and "haste" in g.kws(g.perm("bears"))


def test_validation_of_granted_abilities():
    bad = _spell("gift", [{"do": "grant", "of": "target:0"}], ["bears"])
    assert any("expected keywords, abilities or triggers" in p.message for p in validate(_doc([BEARS], [bad])))
    bad = _spell("gift", [{"do": "grant", "of": "target:0", "triggers": [{"when": "sometimes", "effects": []}]}],
                 ["bears"])
    assert any(p.path.endswith("triggers[0].when") for p in validate(_doc([BEARS], [bad])))
    aura = {"id": "aura", "card": "Test Aura", "controller": "A", "types": ["enchantment"], "subtypes": ["Aura"],
            "attached_to": "bears", "static": [{"abilities": [{"cost": {"tapp": True}, "effects": []}]}]}
    assert any(p.path.endswith("static[0].abilities[0].cost") or "tapp" in p.message
               for p in validate(_doc([BEARS, aura])))


def test_conditional_static_grant_only_while_its_condition_is_true():
    """'Hellbent — As long as you have no cards in hand, this creature ... has "{B}: Regenerate this
    creature."' (611.3a with 113.10): the ability is there only while the hand is empty."""
    regen = {"text": "{B}: Regenerate this creature.", "cost": {"mana": "{B}"},
             "effects": [{"do": "regenerate", "of": "self"}]}
    rats = {"id": "rats", "card": "Test Rats", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2,
            "static": [{"affects": "self", "abilities": [regen], "condition": {"cond": "hand", "who": "you", "max": 0}}]}
    doc = _doc([rats])
    g = _game(doc)
    assert g.abilities_of(g.perm("rats")) == [(regen, True)]
    doc["state"]["players"][0]["hand"] = ["Shock"]
    g = _game(doc)
    assert g.abilities_of(g.perm("rats")) == []
    evs = g.apply({"type": "activate", "player": "A", "permanent": "rats", "ability": 0})
    assert [(e.type, e.rule) for e in evs] == [("illegal", "602.2")]
