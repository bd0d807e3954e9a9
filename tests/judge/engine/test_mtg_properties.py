"""Property tests on random boards: the engine never crashes; after the state-based action check no
creature has lethal damage or toughness 0 or less, and no permanent has both +1/+1 and -1/-1 counters."""
import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine import load
from judge.mtg import MtgGame

KEYWORDS = ["flying", "reach", "deathtouch", "lifelink", "indestructible", "first strike", "double strike",
            "trample", "infect", "vigilance", "menace", "haste", "defender"]
CARDS = ["Grizzly Bears", "Typhoid Rats", "Serra Angel", "Darksteel Myr", "Isamaru, Hound of Konda",
         "Blood Artist", "Jace Beleren", "Glorious Anthem", "Llanowar Elves", "Colossal Dreadmaw"]


@st.composite
def permanent(draw, i):
    ctl = draw(st.sampled_from(["A", "B"]))
    if draw(st.booleans()):
        o = {"id": f"p{i}", "card": draw(st.sampled_from(CARDS)), "controller": ctl}
    else:
        o = {"id": f"p{i}", "card": f"Custom {i}", "controller": ctl, "types": ["creature"],
             "power": draw(st.integers(-2, 8)), "toughness": draw(st.integers(-2, 8)),
             "keywords": draw(st.lists(st.sampled_from(KEYWORDS), max_size=3, unique=True)),
             "legendary": draw(st.booleans()), "colors": draw(st.lists(st.sampled_from("WUBRG"), max_size=2, unique=True))}
    counters = {}
    for kind in ("+1/+1", "-1/-1"):
        n = draw(st.integers(0, 6))
        if n:
            counters[kind] = n
    o["counters"] = counters
    o["damage"] = draw(st.integers(0, 9))
    o["deathtouch_damage"] = draw(st.booleans())
    o["tapped"] = draw(st.booleans())
    o["summoning_sick"] = draw(st.booleans())
    return o


@st.composite
def board(draw):
    n = draw(st.integers(0, 12))
    perms = [draw(permanent(i)) for i in range(n)]
    step = draw(st.sampled_from(["main1", "beginning_of_combat", "end", "upkeep"]))
    return {"format": "judge-scenario/1", "game": "mtg",
            "state": {"turn": 3, "active": "A", "step": step,
                      "players": [{"id": "A", "life": draw(st.integers(-1, 20)), "poison": draw(st.integers(0, 11)),
                                   "library": draw(st.integers(0, 3)), "hand": ["Lightning Bolt", "Pyroclasm"]},
                                  {"id": "B", "life": 20, "library": 5, "hand": ["Shock"]}],
                      "battlefield": perms}}


def _check_stable(game: MtgGame):
    anthems = game._anthems()
    for o in game.battlefield:
        c = o["counters"]
        assert not (c.get("+1/+1", 0) > 0 and c.get("-1/-1", 0) > 0), o
        if "creature" in o["types"]:
            p, t = game.pt(o, anthems)
            assert t > 0, o
            if "indestructible" not in game.kws(o):
                assert o["damage"] < t, o
                assert not o.get("deathtouch_damage"), o
        if "planeswalker" in o["types"]:
            assert c.get("loyalty", 0) > 0
    names = [(o["controller"], o.get("card")) for o in game.battlefield if o.get("legendary")]
    assert len(names) == len(set(names))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board())
def test_sba_leaves_a_stable_board(doc):
    game = load(doc)
    game.start()
    if not game.result["over"]:
        _check_stable(game)


ACTIONS = st.sampled_from([
    {"type": "advance"}, {"type": "resolve"},
    {"type": "cast", "player": "A", "card": "Lightning Bolt", "targets": ["B"]},
    {"type": "cast", "player": "A", "card": "Pyroclasm"},
    {"type": "cast", "player": "B", "card": "Shock", "targets": ["p0"]},
    {"type": "declare_attackers", "attackers": [{"id": "p0", "defending": "B"}, {"id": "p1", "defending": "B"}]},
    {"type": "declare_blockers", "blockers": [{"id": "p2", "blocking": "p0"}, {"id": "p3", "blocking": "p0"}]},
    {"type": "advance_to", "step": "end_of_combat"},
    {"type": "activate", "permanent": "p1", "ability": 0, "targets": ["A"]},
    {"type": "assign_damage", "attacker": "p0", "assignment": {"p2": 1, "player": 1}},
])


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board(), st.lists(ACTIONS, max_size=8))
def test_random_actions_never_crash_and_illegal_changes_nothing(doc, actions):
    game = load(doc)
    game.start()
    for a in actions:
        before = copy.deepcopy(game.to_state())
        events = game.apply(a)
        assert all(e.type and e.rule and e.topic for e in events)
        if events and events[0].type == "illegal":
            assert len(events) == 1
            assert game.to_state() == before
        elif not game.result["over"]:
            _check_stable(game)
        for e in events:
            e.render("th"), e.render("ko"), e.render("en")
