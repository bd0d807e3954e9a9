"""More of the CR's 613 Examples as layer-view tests (issue 22): effects that apply in more than
one layer (613.6)."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import run


def _doc(battlefield, stack=(), actions=({"type": "resolve"},)):
    players = [{"id": p, "life": 20, "library": 30} for p in ("A", "B")]
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": "main1", "priority": "A", "players": players,
                      "battlefield": list(battlefield), "stack": list(stack)},
            "actions": list(actions)}


def _rows(out, step, oid):
    return [(r["layer"], r["rule"], r["after"]) for r in out["steps"][step]["layers"][oid]]


def test_613_6_gets_plus_one_and_becomes_the_colour_of_your_choice():
    """613.6 Example: "This creature gets +1/+1 and becomes the color of your choice until end of
    turn" is a P/T-changing and a colour-changing effect: the colour applies in layer 5, the +1/+1
    in layer 7c, from the same effect."""
    bear = {"id": "c", "card": "Test Bear", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2,
            "colors": ["G"]}
    spell = {"id": "s", "card": "Test Spell", "kind": "instant", "controller": "A", "target": ["creature"],
             "targets": ["c"], "effects": [{"do": "pump", "of": "target:0", "power": 1, "toughness": 1},
                                           {"do": "set_colors", "of": "target:0", "colors": ["R"]}]}
    out = run(_doc([bear], [spell]))
    assert _rows(out, 1, "c") == [("5", "613.1e", {"colors": ["R"]}),
                                  ("7a", "613.4a", {"power": 2, "toughness": 2}),
                                  ("7c", "613.4c", {"power": 3, "toughness": 3})]
    assert {r["source"] for r in out["steps"][1]["layers"]["c"] if r["layer"] != "7a"} == {"s"}


def test_613_6_noncreature_artifacts_become_2_2_artifact_creatures():
    """613.6 Example: "All noncreature artifacts become 2/2 artifact creatures until end of turn" is a
    type-changing effect (layer 4) and a P/T-setting effect (layer 7b). An artifact with printed P/T
    (a Vehicle, 5/4) is 2/2 too; an artifact creature is not affected; at cleanup both are
    noncreature artifacts again (514.2)."""
    bf = [{"id": "rock", "card": "Test Rock", "controller": "A", "types": ["artifact"]},
          {"id": "cart", "card": "Test Cart", "controller": "A", "types": ["artifact"], "subtypes": ["Vehicle"],
           "power": 5, "toughness": 4},
          {"id": "golem", "card": "Test Golem", "controller": "B", "types": ["artifact", "creature"], "power": 3,
           "toughness": 3}]
    march = {"id": "s", "card": "Test March", "kind": "sorcery", "controller": "A",
             "effects": [{"do": "add_types", "of": "all:noncreature artifact", "types": ["creature"],
                          "power": 2, "toughness": 2}]}
    out = run(_doc(bf, [march], [{"type": "resolve"}, {"type": "advance_to", "step": "cleanup"}]))
    for oid, printed in (("rock", (0, 0)), ("cart", (5, 4))):
        rows = _rows(out, 1, oid)
        assert [r[0] for r in rows] == ["4", "7a", "7b"]
        assert rows[0][2] == {"types": ["artifact", "creature"]}
        assert rows[1][2] == {"power": printed[0], "toughness": printed[1]}
        assert rows[2][2] == {"power": 2, "toughness": 2}
    assert "golem" not in out["steps"][1]["layers"]
    final = {o["id"]: o for o in out["final"]["battlefield"]}
    assert final["rock"]["types"] == ["artifact"] and final["cart"]["types"] == ["artifact"]
    assert final["golem"]["current"] == {"power": 3, "toughness": 3}
