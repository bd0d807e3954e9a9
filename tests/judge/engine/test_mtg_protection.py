"""Protection from a quality other than a colour (702.16a-j, judge/mtg/protection.py): a card type,
a creature type, multicolored / monocolored / colorless, everything. Each of the four things
protection stops (DEBT: damage 702.16e, enchanting/equipping 702.16c-d, blocking 702.16f,
targeting 702.16b), and what it does not stop (a global effect without a target)."""
import pytest

from judge.engine import load
from judge.mtg.keywords import is_implemented_keyword
from judge.mtg.protection import has_quality, quality


def _doc(battlefield=(), hand=None, step="main1"):
    a = {"id": "A", "life": 20, "library": 30}
    if hand is not None:
        a["hand"] = hand
    st = {"turn": 3, "active": "A", "step": step, "players": [a, {"id": "B", "life": 20, "library": 30}],
          "battlefield": list(battlefield), "stack": []}
    return {"format": "judge-scenario/1", "game": "mtg", "state": st}


def _game(doc):
    g = load(doc)
    g.start()
    return g


SHOCKER = {"id": "sorc", "card": "Test Sorcerer", "controller": "A", "types": ["creature"], "subtypes": ["Human", "Wizard"],
           "colors": ["R"], "power": 1, "toughness": 1,
           "abilities": [{"text": "{T}: deal 1 damage to any target", "cost": {"tap": True}, "target": ["any"],
                          "effects": [{"do": "damage", "to": "target:0", "amount": 1}]}]}


def _warded(k, **kw):
    return {"id": "prot", "card": "Test Protected", "controller": "B", "types": ["creature"], "power": 2,
            "toughness": 2, "keywords": [k], **kw}


@pytest.mark.parametrize("q,info,yes", [
    ("artifacts", {"colors": set(), "types": {"artifact", "creature"}}, True),
    ("artifacts", {"colors": {"R"}, "types": {"creature"}}, False),
    ("creatures", {"colors": {"R"}, "types": {"creature"}}, True),
    ("instants", {"colors": {"R"}, "types": {"instant"}}, True),
    ("vampires", {"colors": {"B"}, "types": {"creature"}, "subtypes": ["Vampire", "Knight"]}, True),
    ("elves", {"colors": {"G"}, "types": {"creature"}, "subtypes": ["Elf"]}, True),
    ("elves", {"colors": {"G"}, "types": {"creature"}, "subtypes": ["Shapeshifter"], "keywords": ["changeling"]}, True),
    ("humans", {"colors": {"G"}, "types": {"creature"}, "subtypes": ["Elf"]}, False),
    ("multicolored", {"colors": {"W", "U"}, "types": {"creature"}}, True),
    ("multicolored", {"colors": {"W"}, "types": {"creature"}}, False),
    ("monocolored", {"colors": {"W"}, "types": {"creature"}}, True),
    ("colorless", {"colors": set(), "types": {"artifact"}}, True),
    ("everything", {"colors": set(), "types": set()}, True),
    ("creatures", {"colors": {"R"}, "types": None}, False),   # unknown types: only colour qualities can match
])
def test_has_quality(q, info, yes):
    assert quality(q) is not None
    assert has_quality(q, info) is yes


@pytest.mark.parametrize("k,ok", [("protection from artifacts", True), ("protection from vampires", True),
                                  ("protection from everything", True), ("protection from multicolored", True),
                                  ("protection from arcane", False), ("protection from the color of your choice", False),
                                  ("protection from mana value 3 or greater", False)])
def test_protection_keywords_the_engine_knows(k, ok):
    assert is_implemented_keyword(k) is ok


def test_protection_from_creatures_stops_the_ability_of_a_creature_and_its_damage():
    g = _game(_doc([SHOCKER, _warded("protection from creatures")]))
    ev = g.apply({"type": "activate", "permanent": "sorc", "ability": 0, "targets": ["prot"]})
    assert [e.type for e in ev] == ["illegal"] and ev[0].key == "mtg.illegal.target.protection_q"
    assert ev[0].rule == "702.16b" and "protection from creatures" in ev[0].render("en")
    assert "생물(으)로부터 보호" in ev[0].render("ko")


def test_protection_from_humans_prevents_combat_damage_and_blocks():
    bear = _warded("protection from humans", controller="A")
    human = {"id": "human", "card": "Test Human", "controller": "B", "types": ["creature"], "subtypes": ["Human"],
             "power": 2, "toughness": 2}
    g = _game(_doc([bear, human], step="beginning_of_combat"))
    g.apply({"type": "declare_attackers", "attackers": [{"id": "prot", "defending": "B"}]})
    ev = g.apply({"type": "declare_blockers", "blockers": [{"id": "human", "blocking": "prot"}]})
    assert [e.type for e in ev] == ["illegal"] and ev[0].key == "mtg.illegal.block.protection_q" and ev[0].rule == "702.16f"


def test_protection_from_artifacts_prevents_damage_from_an_artifact_creature():
    myr = {"id": "myr", "card": "Test Myr", "controller": "A", "types": ["artifact", "creature"], "power": 3,
           "toughness": 3}
    g = _game(_doc([myr, _warded("protection from artifacts")], step="beginning_of_combat"))
    g.apply({"type": "declare_attackers", "attackers": [{"id": "myr", "defending": "B"}]})
    g.apply({"type": "declare_blockers", "blockers": [{"id": "prot", "blocking": "myr"}]})
    evs = g.apply({"type": "advance_to", "step": "end_of_combat"})
    keys = [e.key for e in evs]
    assert "mtg.damage.prevented_protection_q" in keys
    st = g.to_state()
    prot = next(o for o in st["battlefield"] if o["id"] == "prot")
    assert not prot.get("damage")


def test_protection_from_everything_is_not_hit_by_a_global_effect():
    # 702.16: protection stops damage, attachments, blocks and targets; "destroy all creatures" does none
    wrath = {"id": "wrath", "card": "Test Wrath", "types": ["sorcery"], "mana_cost": "{0}", "colors": ["W"],
             "effects": [{"do": "destroy", "of": "all:creature"}]}
    g = _game(_doc([_warded("protection from everything")], hand=[wrath]))
    g.apply({"type": "cast", "card": "wrath"})
    g.apply({"type": "resolve"})
    assert not [o for o in g.to_state()["battlefield"] if o["id"] == "prot"]


def test_protection_from_multicolored_aura_falls_off():
    aura = {"id": "aura", "card": "Test Aura", "controller": "A", "types": ["enchantment"], "subtypes": ["Aura"],
            "colors": ["W", "U"], "attached_to": "prot"}
    g = _game(_doc([_warded("protection from multicolored"), aura]))
    st = g.to_state()
    assert not [o for o in st["battlefield"] if o["id"] == "aura"]


@pytest.mark.parametrize("choose,color", [(None, "green"), ("blue", "blue"), ("U", "blue")])
def test_protection_from_the_color_of_your_choice(choose, color):
    from judge.engine import run
    spell = {"id": "gw", "card": "Test Willing", "types": ["instant"], "mana_cost": "{0}", "colors": ["W"],
             "target": ["creature you control"], "effects": [{"do": "protection_choice", "of": "target:0"}]}
    elves = [{"id": f"e{i}", "card": "Llanowar Elves", "controller": "B"} for i in range(2)]
    bolt = {"id": "b1", "card": "Test Red", "controller": "B", "types": ["creature"], "colors": ["R"], "power": 1, "toughness": 1}
    bear = {"id": "bear", "card": "Grizzly Bears", "controller": "A"}
    doc = _doc([bear, bolt] + elves, hand=[spell])
    res = {"type": "resolve"} if choose is None else {"type": "resolve", "choose": choose}
    doc["actions"] = [{"type": "cast", "card": "gw", "targets": ["bear"]}, res]
    out = run(doc)
    evs = [e for s in out["steps"] for e in s["events"]]
    assert ("mtg.protection_choice.default" in [e["key"] for e in evs]) is (choose is None)   # default: the commonest colour
    b = next(o for o in out["final"]["battlefield"] if o["id"] == "bear")
    assert any(f"protection from {color}" in (u.get("keywords") or ()) for u in b["until_eot"])


def test_a_colour_choice_that_is_no_colour_is_refused():
    from judge.engine import run
    spell = {"id": "gw", "card": "Test Willing", "types": ["instant"], "mana_cost": "{0}", "colors": ["W"],
             "target": ["creature you control"], "effects": [{"do": "protection_choice", "of": "target:0"}]}
    doc = _doc([{"id": "bear", "card": "Grizzly Bears", "controller": "A"}], hand=[spell])
    doc["actions"] = [{"type": "cast", "card": "gw", "targets": ["bear"]}, {"type": "resolve", "choose": "purple"}]
    out = run(doc)
    assert [e["key"] for s in out["steps"] for e in s["events"] if e["type"] == "illegal"] == ["mtg.illegal.color_choice"]
