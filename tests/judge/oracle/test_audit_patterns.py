"""The five patterns an audit of the Oracle compiler found (issue 21), each with the cards it
named; the built-in catalogue checked against the cards' Oracle text; the wrong reasons and counts."""
import copy
import re

import pytest

from judge.engine import run
from judge.mtg import cards as catalogue
from judge.mtg.casting import spell_matches
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.grammar import CREATURE_TYPES
from judge.mtg.oracle.scenario import entry
from tests.conftest import CR_JAN_2026


def _r(by_name, name):
    assert name in by_name, f"{name} is not in the card file"
    return compile_card(by_name[name])


def _bad_lines(r):
    return [(ln["text"], ln["reason"]) for ln in r["lines"] if not ln["modelled"]]


def test_creature_types_are_the_crs_list():
    """CR 205.3m's list (one two-word type, Time Lord); checked against the CR text when present."""
    assert {"goblin", "elf", "time lord", "zubera", "advisor"} <= CREATURE_TYPES
    assert not {"multicolored", "enchanted", "commander", "modified", "equipped", "other"} & CREATURE_TYPES
    if CR_JAN_2026.exists():
        t = CR_JAN_2026.read_text(encoding="utf-8-sig")
        i = t.index("205.3m Creatures and kindreds")
        seg = t[i:t.index("205.3n", i)].split("All other creature types are one word long:")[1].strip().rstrip(".")
        cr = {"time lord"} | {w.strip().lower() for w in re.split(r",\s*(?:and\s+)?", seg)}
        assert cr == set(CREATURE_TYPES)


@pytest.mark.parametrize("name,word", [("Glass of the Guildpact", "multicolored"), ("A Tale for the Ages", "enchanted")])
def test_pattern1_words_that_are_not_creature_types(by_name, name, word):
    r = _r(by_name, name)
    assert r["status"] != "full"
    assert any(f'"{word}" is not a creature type' in why for _t, why in _bad_lines(r))


def test_pattern1_a_real_creature_type_still_compiles(by_name):
    r = _r(by_name, "Elvish Archdruid")   # "Other Elf creatures you control get +1/+1."
    assert {"affects": "creatures_you_control", "subtype": "Elf", "other": True, "power": 1, "toughness": 1} \
        in r["definition"]["static"]


def test_pattern2_a_spell_has_all_its_card_types(by_name):
    for name, kind in (("Enchantress's Presence", "enchantment"), ("Argothian Enchantress", "enchantment"),
                       ("Vedalken Archmage", "artifact")):
        t = _r(by_name, name)["definition"]["triggers"][0]
        assert t["when"] == "cast_spell" and t["spell_kinds"] == [kind]
        assert spell_matches(t, "creature", {"types": [kind, "creature"]})     # an artifact/enchantment creature spell
        assert not spell_matches(t, "instant", {"types": []})
    assert not spell_matches({"spell_not": ["creature"]}, "artifact", {"types": ["artifact", "creature"]})
    assert spell_matches({"spell_not": ["creature"]}, "artifact", {"types": ["artifact"]})


@pytest.fixture
def pool_source(by_name):
    before = catalogue._source
    catalogue.set_card_source(lambda n: copy.deepcopy(entry(by_name[n])) if n in by_name else None)
    yield
    catalogue.set_card_source(before)


@pytest.mark.parametrize("archmage,spell", [
    ("Vedalken Archmage", "Ornithopter"),   # an artifact creature spell is an artifact spell
    ("Argothian Enchantress", {"id": "nymph", "card": "Test Nymph", "types": ["enchantment", "creature"],
                               "mana_cost": "{0}", "power": 1, "toughness": 1}),
])
def test_pattern2_scenario(pool_source, archmage, spell):
    doc = {"format": "judge-scenario/1", "game": "mtg",
           "state": {"active": "A", "step": "main1",
                     "players": [{"id": "A", "hand": [spell], "library": 10}, {"id": "B"}],
                     "battlefield": [{"id": "m", "card": archmage, "controller": "A"}]},
           "actions": [{"type": "cast", "card": spell if isinstance(spell, str) else "nymph"}, {"type": "resolve"},
                       {"type": "resolve"}],
           "expect": {}}
    out = run(doc)
    a = {p["id"]: p for p in out["final"]["players"]}["A"]
    assert a["library"] == 9 and len(a["hand"]) == 1    # "draw a card" (the trigger resolved first)
    assert out["complete"] is True


@pytest.mark.parametrize("name", ["Magmatic Chasm", "Falter", "Seismic Stomp"])
def test_pattern3_group_cant_block_this_turn_is_not_modelled(by_name, name):
    r = _r(by_name, name)
    assert r["status"] != "full"
    assert any("611.2c" in why for _t, why in _bad_lines(r))


@pytest.mark.parametrize("name,types", [
    ("Tunnel Surveyor", ["enchantment", "creature"]), ("Rise of Eagles", ["enchantment", "creature"]),
    ("Hammer of Purphoros", ["enchantment", "artifact", "creature"]),
])
def test_pattern4_token_card_types(by_name, name, types):
    r = _r(by_name, name)
    d = r["definition"]
    toks = [e["token"] for e in d.get("effects", []) + [e for x in d.get("triggers", []) + d.get("abilities", [])
                                                        for e in x["effects"]] if e.get("do") == "create_token"]
    assert toks, name
    for t in toks:
        assert t["types"] == types
        assert all(s.lower() in CREATURE_TYPES for s in t["subtypes"])


def test_pattern4_land_creature_token_with_a_land_type_is_not_guessed():
    card = {"name": "Forest Dryad Maker", "layout": "normal",
            "faces": [{"name": "Forest Dryad Maker", "mana_cost": "{G}", "types": ["sorcery"],
                       "text": "Create a 1/1 green Forest Dryad land creature token."}]}
    r = compile_card(card)
    assert r["status"] == "none" and "token creature types" in r["lines"][0]["reason"]


@pytest.mark.parametrize("name", ["Laquatus's Champion", "Dinrova Horror", "Nightshade Harvester"])
def test_pattern5_that_player_without_a_player(by_name, name):
    r = _r(by_name, name)
    assert any('"that player" in a trigger whose event has no player' in why for _t, why in _bad_lines(r)), _bad_lines(r)


# built-in cards whose Oracle text the compiler does not fully model: checked by hand against the
# Oracle text; what they leave out is declared in their `oracle.unmodelled` (said as not_modelled)
HAND_CHECKED = {
    "Irresistible Prey": "target creature must be blocked this turn if able (grant of the keyword "
                         "'must be blocked if able' until end of turn, 509.1c); draw a card",
    "Edgewalker": "Cleric spells you cast cost {W}{B} less, coloured mana only (static cost_reduction "
                  "{W}{B}, colored_only, spell_subtypes Cleric; the compiler has no cost-reduction grammar)",
    "Captain's Maneuver": "the next X damage to target creature, planeswalker or player this turn is dealt to another "
                          "target instead (effect redirect of target:0 to target:1, n X, distinct_targets; 614.9; "
                          "the compiler has no redirection grammar)",
    "Strionic Resonator": "{2}, {T}: copy target triggered ability you control, new targets may be chosen "
                          "(effect copy_ability, 707.10, 707.10c; the compiler has no copy-ability grammar)",
    "Burst Lightning": "kicker: 2 damage, 4 if kicked (the `if` of its effects)",
    "Fireball": "one target only; the rest of its text is declared unmodelled",
    "Renewed Faith": "gain 6 life, cycling {1}{W}; when cycled, you may gain 2 life (702.29c)",
    "Diminish": "base P/T 1/1 until end of turn (set_pt)",
    "About Face": "switch P/T until end of turn (switch_pt)",
    "Swamp Mosquito": "flying; attacks and isn't blocked: defending player gets a poison counter",
    "Laboratory Maniac": "replacement: empty_draw_wins",
    "Platinum Angel": "flying; can't lose (cant_lose); 'opponents can't win' declared unmodelled",
    "Jace Beleren": "+2 each player draws; -1 target player draws; -10 target player mills 20",
    "Fog": "prevent all combat damage this turn",
    "Act of Treason": "gain control, untap, haste until end of turn",
    "Honor of the Pure": "white creatures you control get +1/+1",
    "Thunderscape Familiar": "first strike; black and green spells you cast cost {1} less",
    "Lure": "enchant creature; all creatures able to block it do so",
    "Twincast": "copy target instant or sorcery spell",
    "Cackling Counterpart": "token copy of target creature you control; flashback {5}{U}{U}",
}
KEYS = ("mana_cost", "power", "toughness", "loyalty", "keywords", "effects", "target", "triggers", "static",
        "abilities", "kicker", "flashback", "cycling", "enchant", "modes", "additional_cost", "colors", "subtypes")


def _norm(k, v):
    if k in ("keywords", "colors"):
        return sorted(v or [])
    if k == "subtypes":
        return [x.lower() for x in v or []]
    if k in ("triggers", "abilities"):
        return [{kk: vv for kk, vv in x.items() if kk != "text"} for x in v or []]
    return v or None


def test_builtin_cards_agree_with_their_oracle_text(by_name):
    """Every built-in card fully compiled from its Oracle text plays the same definition; the
    others were checked by hand (HAND_CHECKED) or are teaching cards not in the card file."""
    checked = 0
    for e in catalogue._ENTRIES:
        n = e["card"]
        if n not in by_name:
            assert e.get("notes", "").startswith("teaching card") or n in ("Virulent Sliver Bite", "Hungry Wurm",
                                                                          "Dusk Herald"), n
            continue
        r = compile_card(by_name[n])
        if r["status"] != "full":
            assert n in HAND_CHECKED, (n, _bad_lines(r))
            continue
        en = entry(by_name[n], r)
        diff = [k for k in KEYS if _norm(k, e.get(k)) != _norm(k, en.get(k))]
        assert not diff, (n, diff)
        checked += 1
    assert checked >= 50
    fam = catalogue.builtin("Thunderscape Familiar")["static"][0]
    assert sorted(fam["colors"]) == ["B", "G"]   # "Black spells and green spells you cast cost {1} less"


def test_equip_with_a_cost_that_is_not_mana_says_so(by_name):
    for name in ("Pact Weapon", "Dissection Tools"):
        why = [w for t, w in _bad_lines(_r(by_name, name)) if t.startswith("Equip")]
        assert why and why[0].startswith("equip with a cost that is not mana"), why


def test_no_full_card_without_an_engine_card_type_and_no_empty_partial(atomic_cards):
    sticker = next(c for c in atomic_cards if c["name"] == "Sticker sheet")
    assert compile_card(sticker)["status"] == "none"
    empty = []
    for c in atomic_cards:
        r = compile_card(c)
        if r["status"] == "partial" and all(ln["modelled"] for ln in r["lines"]):
            empty.append(c["name"])
    assert empty == []
    r = compile_card(next(c for c in atomic_cards if c["name"] == "Realm-Cloaked Giant // Cast Off"))
    assert any(ln["text"].startswith("Cast Off:") for ln in r["lines"] if not ln["modelled"])
