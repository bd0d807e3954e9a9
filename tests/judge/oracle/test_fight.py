"""Fight (701.14): "<creature> fights <creature>" compiles to the effect `fight` (of, to); each
creature deals damage equal to its power to the other (701.14a), not combat damage (701.14d);
neither fights if one is gone, no creature or an illegal target (701.14b); a creature fighting
itself deals twice its power to itself (701.14c). "Target creature ... fights another target
creature" (another than the first target) stays not modelled. Real cards in features/ (Ruthless
Predation, Pheres-Band Brawler)."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine.messages import render
from judge.mtg.game import MtgGame
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line
from tests.judge.oracle.test_oracle_compile import card


def test_compiles():
    r = compile_card(card("Test Spell", "Target creature you control fights target creature you don't control.",
                          types=("sorcery",)))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["effects"] == [{"do": "fight", "of": "target:0", "to": "target:1"}]
    assert r["definition"]["target"] == ["creature you control", "creature you don't control"]
    m = describe_line(r["lines"][0])
    assert "fights" in render(m.key, m.params, "en") and "싸웁니다" in render(m.key, m.params, "ko")
    r = compile_card(card("Test Beast", "When this creature enters, it fights up to one target creature you don't "
                          "control.", types=("creature",), power="4", toughness="4"))
    assert r["status"] == "full", r["lines"]
    t = r["definition"]["triggers"][0]
    assert t["effects"] == [{"do": "fight", "of": "self", "to": "target:0"}] and t["target_min"] == 0


def test_refused_shapes():
    for text in ("Target creature you control fights another target creature.",
                 "Target creature fights target creature an opponent controls chosen at random."):
        assert compile_card(card("Test Spell", text, types=("sorcery",)))["status"] != "full", text
    # "it" on a noncreature permanent is no creature
    r = compile_card(card("Test Thing", "When this enchantment enters, it fights target creature.",
                          types=("enchantment",)))
    assert r["status"] != "full"


def _game(*perms):
    players = [{"id": "A", "life": 20, "library": 30}, {"id": "B", "life": 20, "library": 30}]
    g = MtgGame.from_document({"format": "judge-scenario/1", "game": "mtg", "state": {
        "turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
        "battlefield": [dict(p) for p in perms], "stack": []}, "actions": []})
    g.start()
    return g


def _fight(g, a, b):
    obj = {"id": "spell", "card": "Test Spell", "controller": "A"}
    ctx = {"obj": obj, "controller": "A", "targets": [a, b], "x": 0, "kicked": False, "choose": None,
           "context": {}, "lki": {}}
    g._do_fight({"do": "fight", "of": "target:0", "to": "target:1"}, ctx)
    return [{"key": e.key, "rule": e.rule} for e in g.events if e.key.startswith(("mtg.fight", "mtg.damage"))]


def test_engine_fight_none_and_itself():
    g = _game({"id": "bear", "card": "Grizzly Bears", "controller": "A"},
              {"id": "giant", "card": "Hill Giant", "controller": "B"})
    evs = _fight(g, "bear", None)   # the second target was illegal on resolution (608.2b)
    assert [e["key"] for e in evs] == ["mtg.fight.none"] and evs[0]["rule"] == "701.14b"
    assert g.perm("bear").get("damage", 0) == 0
    g = _game({"id": "bear", "card": "Grizzly Bears", "controller": "A"})
    evs = _fight(g, "bear", "bear")   # 701.14c: twice its power to itself
    assert [e["key"] for e in evs] == ["mtg.fight.fights", "mtg.damage.creature"]
    assert g.perm("bear")["damage"] == 4


def test_another_target_in_an_activated_ability():
    """"Target creature you control fights another target creature" on a loyalty ability (Domri Rade):
    two different objects (`distinct_targets`, 601.2c); on a spell it stays not modelled."""
    r = compile_card(card("Test Walker", "[−2]: Target creature you control fights another target creature.",
                          types=("planeswalker",), loyalty="3"))
    assert r["status"] == "full", r["lines"]
    ab = r["definition"]["abilities"][0]
    assert ab["distinct_targets"] is True and ab["target"] == ["creature you control", "creature"]
    assert ab["effects"] == [{"do": "fight", "of": "target:0", "to": "target:1"}]
