"""Never a silent wrong answer: every field of the scenario format and of the documented extensions
is validated with its JSON path, every problem at once; an unknown keyword, effect, trigger or field
is a validation error; every keyword string the format accepts is one the engine implements; no
input shape reaches the engine that it does not expect (hypothesis)."""
import copy
import json
import os
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from judge.engine import load, run
from judge.engine.errors import ScenarioError
from judge.mtg.cards import CATALOG
from judge.mtg.keywords import IMPLEMENTED_KEYWORDS, is_implemented_keyword
from judge.mtg.validate import validate

HERE = Path(__file__).resolve().parent
RICH = json.loads((HERE.parent / "scenarios" / "mtg" / "every-documented-field.json").read_text(encoding="utf-8"))
ENGINE = HERE.parents[2] / "judge" / "mtg"


def _doc(**state):
    st_ = {"turn": 3, "active": "A", "step": "main1",
           "players": [{"id": "A", "life": 20, "library": 30}, {"id": "B", "life": 20, "library": 30}],
           "battlefield": [], "stack": []}
    st_.update(state)
    return {"format": "judge-scenario/1", "game": "mtg", "state": st_}


def _problems(doc):
    return {p.path: p.message for p in validate(doc)}


def _bear(**kw):
    o = {"id": "x", "card": "Grizzly Bears", "controller": "A"}
    o.update(kw)
    return o


# --- keywords ---------------------------------------------------------------------------------

FORMAT_KEYWORDS = ["flying", "reach", "menace", "intimidate", "deathtouch", "lifelink", "vigilance", "haste",
                   "indestructible", "first strike", "double strike", "trample", "infect", "split second",
                   "defender", "hexproof"]


def test_format_keywords_are_implemented():
    """scenario-format.md: "keywords in lower case: at least ..." and protection from <colour>."""
    for k in FORMAT_KEYWORDS + [f"protection from {c}" for c in ("white", "blue", "black", "red", "green")]:
        assert is_implemented_keyword(k), k


def _engine_source_without_keywords_module():
    return "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.glob("*.py")
                     if p.name not in ("keywords.py", "messages.py", "validate.py", "cards.py"))


@pytest.mark.parametrize("k", sorted(IMPLEMENTED_KEYWORDS))
def test_every_accepted_keyword_is_applied_by_a_rules_module(k):
    """A keyword the validator accepts is one some rules module reads (its string appears in the
    code of turn/combat/casting/... modules, not only in the list)."""
    src = _engine_source_without_keywords_module()
    assert f'"{k}"' in src, f"{k!r} is accepted but no rules module reads it"


def test_catalogue_and_editor_keywords_are_implemented():
    from judge.editor import MTG_KEYWORDS
    for e in CATALOG.values():
        for k in e.get("keywords") or ():
            assert is_implemented_keyword(k), (e["card"], k)
    for k in MTG_KEYWORDS:
        assert is_implemented_keyword(k), k


@pytest.mark.parametrize("k", ["banding", "soulshift 2", "protection from arcane", "protection from mana value 3 or greater",
                               "Flying", "ward", "ward {2}{X}", "bushido", "rampage", "cascade", "bushido x",
                               "echo {x}", "echo - pay 1 life", "affinity for tokens", "cumulative upkeep {s}"])
def test_unknown_keywords_are_errors(k):
    p = _problems(_doc(battlefield=[_bear(keywords=["flying", k])]))
    assert "state.battlefield[0].keywords[1]" in p, p
    assert "state.battlefield[0].keywords[0]" not in p


@pytest.mark.parametrize("where", ["battlefield", "stack", "hand", "grant", "until_eot", "token"])
def test_keywords_checked_everywhere(where):
    bad = "soulshift 2"
    if where == "battlefield":
        doc, path = _doc(battlefield=[_bear(keywords=[bad])]), "state.battlefield[0].keywords[0]"
    elif where == "stack":
        doc, path = _doc(stack=[{"card": "Shock", "controller": "A", "targets": ["B"], "keywords": [bad]}]), \
            "state.stack[0].keywords[0]"
    elif where == "hand":
        doc = _doc()
        doc["state"]["players"][0]["hand"] = [{"card": "Shock", "keywords": [bad]}]
        path = "state.players[0].hand[0].keywords[0]"
    elif where == "grant":
        doc = _doc(battlefield=[_bear(abilities=[{"effects": [{"do": "grant", "of": "self", "keywords": [bad]}]}])])
        path = "state.battlefield[0].abilities[0].effects[0].keywords[0]"
    elif where == "until_eot":
        doc, path = _doc(battlefield=[_bear(until_eot=[{"keywords": [bad]}])]), "state.battlefield[0].until_eot[0].keywords[0]"
    else:
        doc = _doc(battlefield=[_bear(triggers=[{"when": "enters", "effects": [{"do": "create_token", "token": {
            "card": "Germ", "types": ["creature"], "power": 0, "toughness": 0, "keywords": [bad]}}]}])])
        path = "state.battlefield[0].triggers[0].effects[0].token.keywords[0]"
    assert path in _problems(doc)


# --- unknown fields, effects, triggers; every problem at once ---------------------------------

def test_unknown_fields_everywhere_all_at_once():
    doc = _doc(battlefield=[_bear(colour=["G"], abilities=[{"cost": {"tapp": True}, "effects": [
                   {"do": "damage", "amount": 1, "to": "target:0", "of": "x"}], "speed": "instant"}],
                                  triggers=[{"when": "dies", "effects": []}, {"when": "enters", "if": "x", "effects": []}])],
               stack=[{"card": "Shock", "controller": "A", "targets": ["B"], "uncounterable": True,
                       "context": {"who": "B"}}],
               combat={"attackers": [{"id": "x", "defending": "B", "blocked": True}], "damage": {}},
               whatever=1)
    doc["state"]["players"][0]["name"] = "Alice"
    doc["state"]["players"][1]["hand"] = [{"card": "Shock", "cmc": 1}]
    doc["state"]["result"] = {"over": False, "draw": False}
    doc["actions"] = [{"type": "cast", "card": "Shock", "target": ["B"]}, {"type": "resolve", "twice": True},
                      {"type": "declare_attackers", "attackers": [{"id": "x", "defending": "B", "tapped": True}]}]
    p = _problems(doc)
    for path in ["state.battlefield[0].colour", "state.battlefield[0].abilities[0].cost.tapp",
                 "state.battlefield[0].abilities[0].effects[0].of", "state.battlefield[0].abilities[0].speed",
                 "state.battlefield[0].triggers[0].when", "state.battlefield[0].triggers[1].if",
                 "state.stack[0].uncounterable", "state.stack[0].context.who", "state.combat.attackers[0].blocked",
                 "state.combat.damage", "state.whatever", "state.players[0].name", "state.players[1].hand[0].cmc",
                 "state.result.draw", "actions[0].target", "actions[1].twice", "actions[2].attackers[0].tapped"]:
        assert path in p, (path, sorted(p))
    assert "would ignore it" in p["state.battlefield[0].colour"]


@pytest.mark.parametrize("until_eot, path", [
    ({"pump": [1, 1]}, "state.battlefield[0].until_eot"),
    ([{"pump": 3}], "state.battlefield[0].until_eot[0].pump"),
    ([{"set": {"power": 1}}], "state.battlefield[0].until_eot[0].set"),
    ([{"pump": [1, "2"]}], "state.battlefield[0].until_eot[0].pump"),
    ([{"switch": "yes"}], "state.battlefield[0].until_eot[0].switch"),
    ([{"grow": [1, 1]}], "state.battlefield[0].until_eot[0].grow"),
    ([{}], "state.battlefield[0].until_eot[0]"),
    (["pump"], "state.battlefield[0].until_eot[0]"),
])
def test_until_eot_shapes(until_eot, path):
    doc = _doc(battlefield=[_bear(until_eot=until_eot)])
    assert path in _problems(doc)
    with pytest.raises(ScenarioError):
        load(doc)


@pytest.mark.parametrize("static, path", [
    ({"power": 1}, "state.battlefield[0].static"),
    ([{"power": "1"}], "state.battlefield[0].static[0].power"),
    ([{"affects": "each_creature", "power": 1}], "state.battlefield[0].static[0].affects"),
    ([{"power": 1, "keywords": ["soulshift 2"]}], "state.battlefield[0].static[0].keywords[0]"),
    ([{"power": 1, "colours": ["W"]}], "state.battlefield[0].static[0].colours"),
    ([3], "state.battlefield[0].static[0]"),
])
def test_static_shapes(static, path):
    doc = _doc(battlefield=[_bear(static=static)])
    assert path in _problems(doc)


@pytest.mark.parametrize("field, value", [
    ("replacements", ["prevent_all_damage"]), ("replacements", "cant_lose"), ("produces", ["G", "Q"]),
    ("enchant", "wizzard"), ("names", ["x"]), ("names", {"ko": 3}), ("regen_shields", -1), ("attached_to", 3),
    ("loyalty_activated", "no"), ("current", 5),
])
def test_extension_fields_wrong(field, value):
    assert any(k.startswith(f"state.battlefield[0].{field}") for k in _problems(_doc(battlefield=[_bear(**{field: value})])))


def test_unknown_effect_trigger_action_sacrifice():
    doc = _doc(battlefield=[_bear(abilities=[{"cost": {"sacrifice": "goblin"}, "effects": [{"do": "explode", "n": 2}]}],
                                  triggers=[{"when": "becomes_monstrous", "effects": [{"do": "damage", "amount": 1, "to": "target:x"}]}])])
    doc["actions"] = [{"type": "mulligan_all"}]
    p = _problems(doc)
    assert {"state.battlefield[0].abilities[0].cost.sacrifice", "state.battlefield[0].abilities[0].effects[0].do",
            "state.battlefield[0].triggers[0].when", "state.battlefield[0].triggers[0].effects[0].to",
            "actions[0].type"} <= set(p), sorted(p)


def test_the_rich_document_is_valid_and_runs():
    assert validate(RICH) == []
    out = run(RICH)
    assert out["final"]["result"]["over"] is False


def test_final_round_trips_through_validation():
    out = run(RICH)
    again = dict(RICH, state=out["final"], actions=[])
    assert validate(again) == []


# --- hypothesis: any value anywhere in the rich document ---------------------------------------

def _paths(v, prefix=()):
    yield prefix
    if isinstance(v, dict):
        for k, c in v.items():
            yield from _paths(c, prefix + (k,))
    elif isinstance(v, list):
        for i, c in enumerate(v):
            yield from _paths(c, prefix + (i,))


PATHS = [p for p in _paths(RICH) if p and p[0] in ("state", "actions")]
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-5, max_value=10 ** 6) | st.floats(allow_nan=False)
    | st.sampled_from(["", "x", "A", "B", "bears", "target:0", "target:9", "{R}", "flying", "pump", "main1",
                       "creature", "graveyard", "exile"]),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.sampled_from(["pump", "set", "id", "do", "x", "power"]),
                                                            kids, max_size=3),
    max_leaves=8)


def _replace(doc, path, value):
    doc = copy.deepcopy(doc)
    node = doc
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return doc


@settings(max_examples=int(os.environ.get("MTG_FUZZ_EXAMPLES", "300")), deadline=None, derandomize=not os.environ.get("MTG_FUZZ_EXAMPLES"), suppress_health_check=[HealthCheck.too_slow])
@given(where=st.sampled_from(PATHS), value=VALUES)
def test_any_wrong_value_is_a_problem_or_a_run(where, value):
    """Every documented field with a wrong type: a list of problems (ScenarioError), never a crash."""
    doc = _replace(RICH, where, value)
    try:
        out = run(doc)
    except ScenarioError as exc:
        assert exc.problems and all(p.message for p in exc.problems)
        return
    assert out["format"] == "judge-run/1"
    for s in out["steps"]:
        for e in s["events"]:
            assert not re.search(r"Msg\(|\{'|\['", e["text"]), e["text"]


def test_card_object_found_nowhere_is_an_error_with_its_path():
    """Scenario format: "A card name found nowhere (anywhere a card is named: battlefield, hands,
    graveyards, stack, actions) is an error with its path, unless the object gives all the fields a
    custom card needs." An object {"card": <unknown name>} with no fields of its own was cast as a
    blank card costing {0}."""
    ghost = {"card": "Nonexistent Dragon"}
    players = [{"id": "A", "life": 20, "library": 30, "hand": [dict(ghost)], "graveyard": [dict(ghost)],
                "exile": [dict(ghost)]}, {"id": "B", "life": 20, "library": 30}]
    doc = _doc(players=players, stack=[{"card": "Nonexistent Dragon", "controller": "A"}])
    doc["actions"] = [{"type": "cast", "player": "A", "card": {"card": "Nonexistent Dragon"}}]
    probs = _problems(doc)
    for path in ("state.players[0].hand[0]", "state.players[0].graveyard[0]", "state.players[0].exile[0]",
                 "state.stack[0]", "actions[0].card"):
        assert any(k.startswith(path) and "Nonexistent Dragon" in m for k, m in probs.items()), (path, probs)
    with pytest.raises(ScenarioError):
        run(doc)
    # a custom card that gives its fields, a catalogue card and an unknown placeholder stay valid
    players[0]["hand"] = [{"card": "Homemade Bolt", "types": ["instant"], "mana_cost": "{R}",
                           "effects": [{"do": "damage", "amount": 3, "to": "target:0"}], "target": ["any"]},
                          {"card": "Shock"}]
    players[0]["graveyard"] = [{"card": "(card)", "unknown": True}]
    players[0]["exile"] = []
    doc = _doc(players=players, stack=[{"card": "Homemade Spell", "controller": "A", "kind": "sorcery",
                                        "effects": [{"do": "draw", "n": 1}]}])
    assert _problems(doc) == {}


@pytest.mark.parametrize("where,value", [(("state", "players"), True), (("state", "battlefield"), 7),
                                         (("state", "stack"), "x"), (("actions", 0, "card"), {"id": {"pump": None}})])
def test_malformed_shapes_found_by_a_long_fuzz_run_are_problems(where, value):
    """Found with MTG_FUZZ_EXAMPLES=4000: players/battlefield/stack that are not lists crashed the card
    prefetch (TypeError), and a card object whose id was an object reached the step text as a dict."""
    doc = copy.deepcopy(RICH)
    doc.setdefault("actions", [{"type": "pass"}])
    node = doc
    for k in where[:-1]:
        node = node[k]
    node[where[-1]] = value
    with pytest.raises(ScenarioError) as exc:
        run(doc)
    assert exc.value.problems and all("{'" not in p.message for p in exc.value.problems)
