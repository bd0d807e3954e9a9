"""Target words with three or more alternatives ("target artifact, creature, or enchantment"), a
"with" that belongs to the last of them ("artifact, enchantment, or creature with flying"), adjectives
joined by commas ("nonartifact, nonblack creature") and "that's one or more colors" (105.2c): read by
targetspec.parse. Real cards in features/ (Vivien Reid, Return to the Earth, Reach of Shadows,
Ugin's Construct, Terror, Bone Shredder)."""
import judge.mtg  # noqa: F401  (registers the messages)
from judge.mtg import targetspec
from judge.mtg.oracle import compile_card
from tests.judge.oracle.test_oracle_compile import card


def test_parse_lists_and_with_on_the_last():
    p = targetspec.parse("artifact, enchantment, or creature with flying")
    assert [a["noun"] for a in p["alts"]] == ["artifact", "enchantment", "creature"]
    assert p["with"] == [] and p["alts"][2]["with"] == [("kw", "flying")] and "with" not in p["alts"][0]
    p = targetspec.parse("artifact, creature, or enchantment an opponent controls")
    assert p["ctrl"] == "opponent" and len(p["alts"]) == 3
    p = targetspec.parse("nonartifact, nonblack creature")
    assert len(p["alts"]) == 1 and p["alts"][0]["not_types"] == {"artifact"} and p["alts"][0]["not_colors"] == {"B"}
    assert targetspec.parse("permanent that's one or more colors")["alts"][0]["colored"] is True
    assert targetspec.parse("enchantment, instant, or sorcery spell")["alts"][2]["types"] == {"sorcery"}


def test_parse_refuses_doubtful_lists():
    for w in ("attacking, blocking, or tapped creature",          # adjectives as alternatives
              "spirit, creature with disturb, or enchantment",    # a "with" inside the list
              "artifact, creature, land",                         # no "or"
              "artifact or creature, or land",
              "spell that's one or more colors",                  # a spell: not checked by colour here
              "artifact or creature that's one or more colors",
              "artifact, instant, or player with flying"):
        assert targetspec.parse(w) is None, w


class _Game:
    def __init__(self, kws):
        self._kws = kws

    def kws(self, o):
        return self._kws.get(o["id"], set())

    def _same_team(self, a, b):
        return a == b

    def pt(self, o):
        return (2, 2)


def test_permanent_ok_with_binds_to_the_last_alternative():
    w = "artifact, enchantment, or creature with flying"
    g = _Game({"angel": {"flying"}})
    ring = {"id": "ring", "controller": "B", "types": ["artifact"], "colors": []}
    bear = {"id": "bear", "controller": "B", "types": ["creature"], "colors": ["G"]}
    angel = {"id": "angel", "controller": "B", "types": ["creature"], "colors": ["W"]}
    assert targetspec.permanent_ok(w, ring, "A", g)
    assert not targetspec.permanent_ok(w, bear, "A", g)
    assert targetspec.permanent_ok(w, angel, "A", g)
    c = "creature that's one or more colors"
    thopter = {"id": "t", "controller": "B", "types": ["artifact", "creature"], "colors": []}
    assert targetspec.permanent_ok(c, bear, "A", g) and not targetspec.permanent_ok(c, thopter, "A", g)


def test_real_lines_compile():
    for text, t in (("Destroy target artifact, enchantment, or creature with flying.",
                     "artifact, enchantment, or creature with flying"),
                    ("Destroy target nonartifact, nonblack creature. It can't be regenerated.",
                     "nonartifact, nonblack creature"),
                    ("Destroy target creature that's one or more colors.", "creature that's one or more colors")):
        r = compile_card(card("Test Spell", text, types=("instant",)))
        assert r["status"] == "full" and r["definition"]["target"] == [t], r["lines"]
    r = compile_card(card("Test Spell", "Destroy target attacking, blocking, or tapped creature.", types=("instant",)))
    assert r["status"] == "none"
