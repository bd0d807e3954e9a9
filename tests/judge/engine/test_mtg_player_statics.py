"""Static abilities that give players a quality (issue 21): "You have hexproof." (702.11c), "You
have shroud." (702.18a), "You have no maximum hand size." / "Players have no maximum hand size."
(402.2, 514.1), as keywords of the permanent (keywords.PLAYER_STATICS, KeywordsMixin.player_kws)."""
from judge.engine import run

BOLT = {"id": "bolt", "card": "Bolt", "types": ["instant"], "mana_cost": "{R}", "target": ["any"],
        "effects": [{"do": "damage", "to": "target:0", "amount": 3}]}


def _p(pid, **kw):
    return dict({"id": pid, "life": 20, "library": 30, "hand": [], "graveyard": []}, **kw)


def _doc(bf, players, actions, active="A", step="main1"):
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"active": active, "step": step, "players": players, "battlefield": bf},
            "actions": actions}


def _perm(i, ctl, kws):
    return {"id": i, "controller": ctl, "card": "Charm " + i, "types": ["enchantment"], "keywords": kws}


def _keys(out, i):
    return [e["key"] for e in out["steps"][i]["events"]]


def test_you_have_hexproof_opponents_only():
    doc = _doc([_perm("ward", "A", ["you have hexproof"])], [_p("A"), _p("B", hand=[BOLT])],
               [{"type": "cast", "player": "B", "card": "bolt", "targets": ["A"]}], active="B")
    assert "mtg.illegal.target.hexproof_player" in _keys(run(doc), 1)
    # the controller's own spell may target them (702.11c: opponents' only)
    doc = _doc([_perm("ward", "A", ["you have hexproof"])], [_p("A", hand=[BOLT]), _p("B")],
               [{"type": "cast", "player": "A", "card": "bolt", "targets": ["A"]}, {"type": "resolve"}])
    out = run(doc)
    assert out["final"]["players"][0]["life"] == 17


def test_you_have_shroud_even_own_spells():
    doc = _doc([_perm("mask", "A", ["you have shroud"])], [_p("A", hand=[BOLT]), _p("B")],
               [{"type": "cast", "player": "A", "card": "bolt", "targets": ["A"]}])
    assert "mtg.illegal.target.shroud" in _keys(run(doc), 1)


def test_hexproof_is_its_controllers_only():
    doc = _doc([_perm("ward", "B", ["you have hexproof"])], [_p("A", hand=[BOLT]), _p("B")],
               [{"type": "cast", "player": "A", "card": "bolt", "targets": ["A"]}, {"type": "resolve"}])
    assert run(doc)["final"]["players"][0]["life"] == 17


def _cleanup(kws, ctl="A"):
    hand = [{"card": "Island"}] * 9
    return run(_doc([_perm("book", ctl, kws)], [_p("A", hand=hand), _p("B")],
                    [{"type": "advance_to", "step": "cleanup"}], step="end"))


def test_no_maximum_hand_size():
    out = _cleanup(["you have no maximum hand size"])
    assert len(out["final"]["players"][0]["hand"]) == 9
    assert "mtg.cleanup.no_max_hand" in _keys(out, 1)
    out = _cleanup(["players have no maximum hand size"], ctl="B")   # every player's
    assert len(out["final"]["players"][0]["hand"]) == 9
    out = _cleanup(["you have no maximum hand size"], ctl="B")   # only its controller's
    assert len(out["final"]["players"][0]["hand"]) == 7
    assert "mtg.cleanup.discard" in _keys(out, 1)


def test_lost_ability_gives_nothing():
    perm = dict(_perm("book", "A", ["you have no maximum hand size"]), until_eot=[{"lose_abilities": True}])
    out = run(_doc([perm], [_p("A", hand=[{"card": "Island"}] * 9), _p("B")],
                   [{"type": "advance_to", "step": "cleanup"}], step="end"))
    assert len(out["final"]["players"][0]["hand"]) == 7
