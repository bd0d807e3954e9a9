"""A large, busy Magic scenario (40 permanents: lands, tapped and sick creatures, counters, marked
damage, an Aura and an Equipment, attackers and blockers, a spell with a target on the stack) for
bench/bench_board.py and the picture tests. Built from the catalogue, so it runs in the real engine."""
from __future__ import annotations

CREATURES_A = ["Grizzly Bears", "Hill Giant", "Serra Angel", "Giant Spider", "Shivan Dragon", "Raging Goblin",
               "Typhoid Rats", "Youthful Knight", "Colossal Dreadmaw", "Vampire Nighthawk", "Boggart Brute",
               "Llanowar Elves"]
CREATURES_B = ["Wall of Stone", "Ornithopter", "White Knight", "Black Knight", "Glistener Elf", "Pit Scorpion",
               "Laboratory Maniac", "Viscera Seer", "Hungry Wurm", "Bloodrock Cyclops", "Drudge Skeletons"]
LANDS = ["Forest", "Mountain", "Plains", "Swamp", "Island", "Forest", "Mountain"]


def big_board(name_a: str = "Grizzly Bears", name_b: str = "Hill Giant") -> dict:
    """A judge-scenario/1 document with 40 permanents; name_a/name_b rename the first creature of
    each player (custom names, e.g. Thai or Korean, for the PNG glyph test)."""
    bf = []
    for i, c in enumerate(CREATURES_A):
        o = {"id": f"a{i}", "card": c, "controller": "A"}
        if i == 0:
            o.update({"card": name_a, "types": ["creature"], "power": 2, "toughness": 2, "mana_cost": "{1}{G}",
                      "colors": ["G"]})
        if i % 4 == 1:
            o["tapped"] = True
        if i % 5 == 2:
            o["counters"] = {"+1/+1": 2}
        if i % 6 == 3:
            o["damage"] = 1
        if i == 11:
            o["summoning_sick"] = True
        bf.append(o)
    for i, c in enumerate(CREATURES_B):
        o = {"id": f"b{i}", "card": c, "controller": "B"}
        if i == 0:
            o.update({"card": name_b, "types": ["creature"], "power": 0, "toughness": 8, "mana_cost": "{1}{R}{R}",
                      "colors": ["R"]})
        if i % 3 == 2:
            o["tapped"] = True
        if i == 8:
            o["counters"] = {"-1/-1": 1}
        bf.append(o)
    for i, c in enumerate(LANDS):
        bf.append({"id": f"la{i}", "card": c, "controller": "A", "tapped": i % 2 == 0})
    for i, c in enumerate(LANDS):
        bf.append({"id": f"lb{i}", "card": c, "controller": "B", "tapped": i % 3 == 0})
    bf.append({"id": "aura", "card": "Holy Strength", "controller": "A", "attached_to": "a2"})
    bf.append({"id": "eq", "card": "Bonesplitter", "controller": "A", "attached_to": "a4"})
    bf.append({"id": "jace", "card": "Jace Beleren", "controller": "B", "counters": {"loyalty": 3}})
    assert len(bf) == 40, len(bf)
    return {
        "format": "judge-scenario/1", "game": "mtg", "title": "Forty permanents",
        "state": {
            "turn": 9, "active": "A", "step": "declare_blockers", "priority": "A",
            "players": [{"id": "A", "life": 17, "poison": 1, "library": 31, "mana": "{R}{G}",
                         "hand": ["Lightning Bolt", "Giant Growth"]},
                        {"id": "B", "life": 12, "library": 28, "hand": ["Counterspell"]}],
            "battlefield": bf,
            "stack": [],
            "combat": {"attackers": [{"id": "a0", "defending": "B"}, {"id": "a2", "defending": "jace"},
                                     {"id": "a4", "defending": "B"}],
                       "blockers": [{"id": "b0", "blocking": "a0"}, {"id": "b3", "blocking": "a4"}]},
        },
        "actions": [{"type": "cast", "player": "A", "card": "Lightning Bolt", "targets": ["b3"]}],
    }
