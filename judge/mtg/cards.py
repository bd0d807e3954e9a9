"""The built-in card catalogue (teaching cards). Card names stay English; `names` may carry a
display name in Thai/Korean. Every field of an entry is a default that a scenario object may
override (scenario-format.md). Effects use the effect vocabulary of the format plus the extensions
documented in docs/judge-engine-mtg.md."""
from __future__ import annotations

import copy

def _c(name, types, cost=None, **kw):
    d = {"card": name, "types": list(types)}
    if cost is not None:
        d["mana_cost"] = cost
    d.update(kw)
    return d


def _dmg(n, to="target:0"):
    return {"do": "damage", "amount": n, "to": to}


POISON_ON_HIT = [{"when": "deals_damage_to_player",
                  "text": "that player gets a poison counter",
                  "effects": [{"do": "poison", "n": 1, "to": "that_player"}]}]

_ENTRIES = [
    # --- instants and sorceries ---
    _c("Lightning Bolt", ["instant"], "{R}", colors=["R"], target=["any"], effects=[_dmg(3)],
       names={"ko": "번개 화살"}),
    _c("Shock", ["instant"], "{R}", colors=["R"], target=["any"], effects=[_dmg(2)], names={"ko": "충격"}),
    _c("Counterspell", ["instant"], "{U}{U}", colors=["U"], target=["spell"],
       effects=[{"do": "counter", "of": "target:0"}], names={"ko": "마법 무효화"}),
    _c("Giant Growth", ["instant"], "{G}", colors=["G"], target=["creature"],
       effects=[{"do": "pump", "of": "target:0", "power": 3, "toughness": 3}], names={"ko": "거대화"}),
    _c("Doom Blade", ["instant"], "{1}{B}", colors=["B"], target=["nonblack creature"],
       effects=[{"do": "destroy", "of": "target:0"}]),
    _c("Murder", ["instant"], "{1}{B}{B}", colors=["B"], target=["creature"],
       effects=[{"do": "destroy", "of": "target:0"}]),
    _c("Unsummon", ["instant"], "{U}", colors=["U"], target=["creature"],
       effects=[{"do": "bounce", "of": "target:0"}]),
    _c("Path of Exile", ["instant"], "{W}", colors=["W"], target=["creature"],
       effects=[{"do": "exile", "of": "target:0"}],
       notes="teaching card: exile target creature"),
    _c("Divination", ["sorcery"], "{2}{U}", colors=["U"], effects=[{"do": "draw", "n": 2, "to": "controller"}]),
    _c("Think Twice", ["instant"], "{1}{U}", colors=["U"], flashback="{2}{U}",
       effects=[{"do": "draw", "n": 1, "to": "controller"}]),
    _c("Firebolt", ["sorcery"], "{R}", colors=["R"], flashback="{4}{R}", target=["any"], effects=[_dmg(2)]),
    _c("Burst Lightning", ["instant"], "{R}", colors=["R"], kicker="{4}", target=["any"],
       effects=[dict(_dmg(2), **{"if": "not_kicked"}), dict(_dmg(4), **{"if": "kicked"})]),
    _c("Krosan Grip", ["instant"], "{2}{G}", colors=["G"], keywords=["split second"],
       target=["artifact or enchantment"], effects=[{"do": "destroy", "of": "target:0"}]),
    _c("Sudden Shock", ["instant"], "{1}{R}", colors=["R"], keywords=["split second"], target=["any"],
       effects=[_dmg(2)]),
    _c("Fireball", ["sorcery"], "{X}{R}", colors=["R"], target=["any"], effects=[_dmg("X")],
       oracle={"unmodelled": ["This spell costs {1} more to cast for each target beyond the first.",
                              "Fireball deals X damage divided evenly, rounded down, among any number of targets."]}),
    _c("Steady Progress", ["sorcery"], "{2}{U}", colors=["U"],
       effects=[{"do": "proliferate"}, {"do": "draw", "n": 1, "to": "controller"}]),
    _c("Grim Affliction", ["instant"], "{2}{B}", colors=["B"], target=["creature"],
       effects=[{"do": "counters", "of": "target:0", "kind": "-1/-1", "n": 1}, {"do": "proliferate"}]),
    _c("Battlegrowth", ["instant"], "{G}", colors=["G"], target=["creature"],
       effects=[{"do": "counters", "of": "target:0", "kind": "+1/+1", "n": 1}]),
    _c("Gut Shot", ["instant"], "{R/P}", colors=["R"], target=["any"], effects=[_dmg(1)]),
    _c("Mutagenic Growth", ["instant"], "{G/P}", colors=["G"], target=["creature"],
       effects=[{"do": "pump", "of": "target:0", "power": 2, "toughness": 2}]),
    _c("Renewed Faith", ["instant"], "{2}{W}", colors=["W"], cycling="{1}{W}",
       effects=[{"do": "gain_life", "amount": 6, "to": "controller"}],
       triggers=[{"when": "cycled", "text": "When you cycle this card, you may gain 2 life.",
                  "effects": [{"do": "may", "effects": [{"do": "gain_life", "amount": 2, "to": "controller"}]}]}]),
    _c("Lava Axe", ["sorcery"], "{4}{R}", colors=["R"], target=["player or planeswalker"], effects=[_dmg(5)]),
    _c("Wrath of God", ["sorcery"], "{2}{W}{W}", colors=["W"],
       effects=[{"do": "destroy", "of": "each_creature", "cant_regenerate": True}]),
    _c("Pyroclasm", ["sorcery"], "{1}{R}", colors=["R"], effects=[_dmg(2, "each_creature")]),
    _c("Diminish", ["instant"], "{U}", colors=["U"], target=["creature"],
       effects=[{"do": "set_pt", "of": "target:0", "power": 1, "toughness": 1}]),
    _c("About Face", ["instant"], "{R}", colors=["R"], target=["creature"],
       effects=[{"do": "switch_pt", "of": "target:0"}]),
    _c("Virulent Sliver Bite", ["instant"], "{B}", colors=["B"], target=["player"],
       effects=[{"do": "poison", "n": 2, "to": "target:0"}],
       notes="teaching card: target player gets two poison counters"),
    # --- creatures ---
    _c("Grizzly Bears", ["creature"], "{1}{G}", colors=["G"], subtypes=["Bear"], power=2, toughness=2,
       names={"ko": "회색곰"}),
    _c("Hill Giant", ["creature"], "{3}{R}", colors=["R"], subtypes=["Giant"], power=3, toughness=3),
    _c("Serra Angel", ["creature"], "{3}{W}{W}", colors=["W"], subtypes=["Angel"], power=4, toughness=4,
       keywords=["flying", "vigilance"], names={"ko": "세라 천사"}),
    _c("Giant Spider", ["creature"], "{3}{G}", colors=["G"], subtypes=["Spider"], power=2, toughness=4,
       keywords=["reach"]),
    _c("Shivan Dragon", ["creature"], "{4}{R}{R}", colors=["R"], subtypes=["Dragon"], power=5, toughness=5,
       keywords=["flying"],
       abilities=[{"text": "{R}: +1/+0 until end of turn", "cost": {"mana": "{R}"},
                   "effects": [{"do": "pump", "of": "self", "power": 1, "toughness": 0}]}]),
    _c("Raging Goblin", ["creature"], "{R}", colors=["R"], subtypes=["Goblin", "Berserker"], power=1, toughness=1,
       keywords=["haste"]),
    _c("Typhoid Rats", ["creature"], "{B}", colors=["B"], subtypes=["Rat"], power=1, toughness=1,
       keywords=["deathtouch"]),
    _c("Youthful Knight", ["creature"], "{1}{W}", colors=["W"], subtypes=["Human", "Knight"], power=2,
       toughness=1, keywords=["first strike"]),
    _c("Fencing Ace", ["creature"], "{1}{W}", colors=["W"], subtypes=["Human", "Soldier"], power=1,
       toughness=1, keywords=["double strike"]),
    _c("Colossal Dreadmaw", ["creature"], "{4}{G}{G}", colors=["G"], subtypes=["Dinosaur"], power=6,
       toughness=6, keywords=["trample"]),
    _c("Vampire Nighthawk", ["creature"], "{1}{B}{B}", colors=["B"], subtypes=["Vampire", "Shaman"],
       power=2, toughness=3, keywords=["flying", "deathtouch", "lifelink"]),
    _c("Boggart Brute", ["creature"], "{2}{R}", colors=["R"], subtypes=["Goblin", "Warrior"], power=3,
       toughness=2, keywords=["menace"]),
    _c("Bladetusk Boar", ["creature"], "{3}{R}", colors=["R"], subtypes=["Boar"], power=3, toughness=2,
       keywords=["intimidate"]),
    _c("Wall of Stone", ["creature"], "{1}{R}{R}", colors=["R"], subtypes=["Wall"], power=0, toughness=8,
       keywords=["defender"]),
    _c("Darksteel Myr", ["artifact", "creature"], "{3}", colors=[], subtypes=["Myr"], power=0,
       toughness=1, keywords=["indestructible"]),
    _c("Ornithopter", ["artifact", "creature"], "{0}", colors=[], subtypes=["Thopter"], power=0,
       toughness=2, keywords=["flying"]),
    _c("White Knight", ["creature"], "{W}{W}", colors=["W"], subtypes=["Human", "Knight"], power=2,
       toughness=2, keywords=["first strike", "protection from black"]),
    _c("Black Knight", ["creature"], "{B}{B}", colors=["B"], subtypes=["Human", "Knight"], power=2,
       toughness=2, keywords=["first strike", "protection from white"]),
    _c("Glistener Elf", ["creature"], "{G}", colors=["G"], subtypes=["Phyrexian", "Elf", "Warrior"],
       power=1, toughness=1, keywords=["infect"]),
    _c("Plague Stinger", ["creature"], "{1}{B}", colors=["B"], subtypes=["Phyrexian", "Insect", "Horror"],
       power=1, toughness=1, keywords=["flying", "infect"]),
    _c("Pit Scorpion", ["creature"], "{2}{B}", colors=["B"], subtypes=["Scorpion"], power=1, toughness=1,
       triggers=POISON_ON_HIT),
    _c("Swamp Mosquito", ["creature"], "{1}{B}", colors=["B"], subtypes=["Insect"], power=0, toughness=1,
       keywords=["flying"],
       triggers=[{"when": "unblocked", "text": "Whenever Swamp Mosquito attacks and isn't blocked, defending player gets a poison counter.",
                  "effects": [{"do": "poison", "n": 1, "to": "defending_player"}]}]),
    _c("Laboratory Maniac", ["creature"], "{2}{U}", colors=["U"], subtypes=["Human", "Wizard"], power=2,
       toughness=2, replacements=["empty_draw_wins"]),
    _c("Viscera Seer", ["creature"], "{B}", colors=["B"], subtypes=["Vampire", "Wizard"], power=1,
       toughness=1,
       abilities=[{"text": "Sacrifice a creature: Scry 1.", "cost": {"sacrifice": "creature"},
                   "effects": [{"do": "scry", "n": 1}]}]),
    _c("Blood Artist", ["creature"], "{1}{B}", colors=["B"], subtypes=["Vampire"], power=0, toughness=1,
       triggers=[{"when": "creature_dies",
                  "text": "Whenever Blood Artist or another creature dies, target player loses 1 life and you gain 1 life.",
                  "target": ["player"],
                  "effects": [{"do": "lose_life", "amount": 1, "to": "target:0"},
                              {"do": "gain_life", "amount": 1, "to": "controller"}]}]),
    _c("Mogg Fanatic", ["creature"], "{R}", colors=["R"], subtypes=["Goblin"], power=1, toughness=1,
       abilities=[{"text": "Sacrifice Mogg Fanatic: It deals 1 damage to any target.",
                   "cost": {"sacrifice": "self"}, "target": ["any"], "effects": [_dmg(1)]}]),
    _c("Llanowar Elves", ["creature"], "{G}", colors=["G"], subtypes=["Elf", "Druid"], power=1, toughness=1,
       abilities=[{"text": "{T}: Add {G}.", "cost": {"tap": True},
                   "effects": [{"do": "add_mana", "mana": "{G}"}]}], names={"ko": "라노워 엘프"}),
    _c("Burning-Tree Emissary", ["creature"], "{R/G}{R/G}", colors=["R", "G"], subtypes=["Human", "Shaman"],
       power=2, toughness=2,
       triggers=[{"when": "enters", "text": "When Burning-Tree Emissary enters, add {R}{G}.",
                  "effects": [{"do": "add_mana", "mana": "{R}{G}"}]}]),
    _c("Isamaru, Hound of Konda", ["creature"], "{W}", colors=["W"], subtypes=["Dog"], power=2, toughness=2,
       legendary=True),
    _c("Gladecover Scout", ["creature"], "{G}", colors=["G"], subtypes=["Elf", "Scout"], power=1,
       toughness=1, keywords=["hexproof"]),
    _c("Thrummingbird", ["creature"], "{1}{U}", colors=["U"], subtypes=["Phyrexian", "Bird", "Horror"], power=1,
       toughness=1, keywords=["flying"],
       triggers=[{"when": "deals_damage_to_player", "text": "Whenever Thrummingbird deals combat damage to a player, proliferate.",
                  "combat": True, "effects": [{"do": "proliferate"}]}]),
    _c("Hungry Wurm", ["creature"], "{3}{G}", colors=["G"], subtypes=["Wurm"], power=4, toughness=4,
       triggers=[{"when": "upkeep", "text": "At the beginning of your upkeep, you gain 1 life.",
                  "effects": [{"do": "gain_life", "amount": 1, "to": "controller"}]}],
       notes="teaching card with an upkeep trigger"),
    _c("Dusk Herald", ["creature"], "{2}{B}", colors=["B"], subtypes=["Spirit"], power=2, toughness=2,
       triggers=[{"when": "end_step", "text": "At the beginning of your end step, each opponent loses 1 life.",
                  "effects": [{"do": "lose_life", "amount": 1, "to": "opponent"}]}],
       notes="teaching card with an end step trigger"),
    _c("Young Pyromancer", ["creature"], "{1}{R}", colors=["R"], subtypes=["Human", "Shaman"], power=2,
       toughness=1,
       triggers=[{"when": "cast_spell", "text": "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental creature token.",
                  "spell_kinds": ["instant", "sorcery"],
                  "effects": [{"do": "create_token", "token": {"card": "Elemental", "types": ["creature"], "subtypes": ["Elemental"],
                                                               "power": 1, "toughness": 1, "colors": ["R"]}}]}]),
    _c("Drudge Skeletons", ["creature"], "{1}{B}", colors=["B"], subtypes=["Skeleton"], power=1, toughness=1,
       abilities=[{"text": "{B}: Regenerate Drudge Skeletons.", "cost": {"mana": "{B}"},
                   "effects": [{"do": "regenerate", "of": "self"}]}]),
    _c("Platinum Angel", ["artifact", "creature"], "{7}", subtypes=["Angel"], power=4, toughness=4,
       keywords=["flying"], replacements=["cant_lose"],
       oracle={"unmodelled": ["Your opponents can't win the game."]}),   # the other half of its line is modelled
    _c("Bloodrock Cyclops", ["creature"], "{2}{R}", colors=["R"], subtypes=["Cyclops"], power=3, toughness=3,
       keywords=["must attack"]),
    # --- other permanents ---
    _c("Holy Strength", ["enchantment"], "{W}", colors=["W"], subtypes=["Aura"], enchant="creature",
       target=["creature"], static=[{"power": 1, "toughness": 2}]),
    _c("Bonesplitter", ["artifact"], "{1}", subtypes=["Equipment"], static=[{"power": 2, "toughness": 0}],
       abilities=[{"text": "Equip {1}", "equip": True, "cost": {"mana": "{1}"}}]),
    _c("Jace Beleren", ["planeswalker"], "{1}{U}{U}", colors=["U"], subtypes=["Jace"], loyalty=3,
       legendary=True,
       abilities=[{"text": "+2: Each player draws a card.", "cost": {"loyalty": 2},
                   "effects": [{"do": "draw", "n": 1, "to": "each_player"}]},
                  {"text": "-1: Target player draws a card.", "cost": {"loyalty": -1}, "target": ["player"],
                   "effects": [{"do": "draw", "n": 1, "to": "target:0"}]},
                  {"text": "-10: Target player mills twenty cards.", "cost": {"loyalty": -10},
                   "target": ["player"], "effects": [{"do": "mill", "n": 20, "to": "target:0"}]}]),
    _c("Glorious Anthem", ["enchantment"], "{1}{W}{W}", colors=["W"],
       static=[{"affects": "creatures_you_control", "power": 1, "toughness": 1}]),
    _c("Contagion Clasp", ["artifact"], "{2}",
       triggers=[{"when": "enters", "text": "When Contagion Clasp enters, put a -1/-1 counter on target creature.",
                  "target": ["creature"], "effects": [{"do": "counters", "of": "target:0", "kind": "-1/-1", "n": 1}]}],
       abilities=[{"text": "{4}, {T}: Proliferate.", "cost": {"mana": "{4}", "tap": True},
                   "effects": [{"do": "proliferate"}]}]),
    _c("Plains", ["land"], subtypes=["Plains"], basic=True),
    _c("Island", ["land"], subtypes=["Island"], basic=True),
    _c("Swamp", ["land"], subtypes=["Swamp"], basic=True),
    _c("Mountain", ["land"], subtypes=["Mountain"], basic=True),
    _c("Forest", ["land"], subtypes=["Forest"], basic=True),
    # --- issue 13: prevention, copies, layers 2-6, cost reduction, wither/undying/persist, Lure ---
    _c("Fog", ["instant"], "{G}", colors=["G"], effects=[{"do": "prevent", "combat": True}]),
    _c("Act of Treason", ["sorcery"], "{2}{R}", colors=["R"], target=["creature"],
       effects=[{"do": "gain_control", "of": "target:0"}, {"do": "untap", "of": "target:0"},
                {"do": "grant", "of": "target:0", "keywords": ["haste"]}]),
    _c("Honor of the Pure", ["enchantment"], "{1}{W}", colors=["W"],
       static=[{"affects": "creatures_you_control", "color": "W", "power": 1, "toughness": 1}]),
    _c("Thunderscape Familiar", ["creature"], "{1}{R}", colors=["R"], subtypes=["Kavu"], power=1, toughness=1,
       keywords=["first strike"],
       static=[{"affects": "spells_you_cast", "cost_reduction": 1, "colors": ["B", "G"]}]),   # "Black spells and green spells" (Oracle)
    _c("Edgewalker", ["creature"], "{1}{W}{B}", colors=["W", "B"], subtypes=["Human", "Cleric"], power=2, toughness=2,
       static=[{"affects": "spells_you_cast", "cost_reduction": "{W}{B}", "colored_only": True,
                "spell_subtypes": ["Cleric"]}]),   # "reduces only the amount of colored mana you pay"
    _c("Keepers of the Faith", ["creature"], "{1}{W}{W}", colors=["W"], subtypes=["Human", "Cleric"], power=2,
       toughness=3),
    _c("Cabal Evangel", ["creature"], "{1}{B}", colors=["B"], subtypes=["Human", "Cleric"], power=2, toughness=2),
    _c("Irresistible Prey", ["sorcery"], "{G}", colors=["G"], target=["creature"],
       effects=[{"do": "grant", "of": "target:0", "keywords": ["must be blocked if able"]},
                {"do": "draw", "n": 1, "to": "controller"}]),
    _c("Captain's Maneuver", ["instant"], "{X}{R}{W}", colors=["R", "W"], target=["any", "any"], distinct_targets=True,
       effects=[{"do": "redirect", "of": "target:0", "to": "target:1", "n": "X"}]),
    _c("Strionic Resonator", ["artifact"], "{2}",
       abilities=[{"text": "{2}, {T}: Copy target triggered ability you control. You may choose new targets for the copy.",
                   "cost": {"mana": "{2}", "tap": True}, "target": ["triggered ability you control"],
                   "effects": [{"do": "copy_ability", "of": "target:0"}]}]),
    _c("Altar's Reap", ["instant"], "{1}{B}", colors=["B"], additional_cost={"sacrifice": "creature"},
       effects=[{"do": "draw", "n": 2, "to": "controller"}]),
    _c("Boggart Ram-Gang", ["creature"], "{R/G}{R/G}{R/G}", colors=["R", "G"], subtypes=["Goblin", "Warrior"],
       power=3, toughness=3, keywords=["haste", "wither"]),
    _c("Young Wolf", ["creature"], "{G}", colors=["G"], subtypes=["Wolf"], power=1, toughness=1, keywords=["undying"]),
    _c("Kitchen Finks", ["creature"], "{1}{G/W}{G/W}", colors=["G", "W"], subtypes=["Ouphe"], power=3, toughness=2,
       keywords=["persist"], triggers=[{"when": "enters", "text": "you gain 2 life",
                                        "effects": [{"do": "gain_life", "amount": 2, "to": "controller"}]}]),
    _c("Carnage Tyrant", ["creature"], "{4}{G}{G}", colors=["G"], subtypes=["Dinosaur"], power=7, toughness=6,
       keywords=["can't be countered", "trample", "hexproof"]),
    _c("Lure", ["enchantment"], "{1}{G}{G}", colors=["G"], subtypes=["Aura"], enchant="creature", target=["creature"],
       static=[{"keywords": ["all creatures able to block it do so"]}]),
    _c("Twincast", ["instant"], "{U}{U}", colors=["U"], target=["spell"],
       effects=[{"do": "copy_spell", "of": "target:0"}]),
    _c("Cackling Counterpart", ["instant"], "{1}{U}{U}", colors=["U"], target=["creature you control"],
       flashback="{5}{U}{U}", effects=[{"do": "copy_permanent", "of": "target:0"}]),
    _c("Clone", ["creature"], "{3}{U}", colors=["U"], subtypes=["Shapeshifter"], power=0, toughness=0,
       enters_as_copy="creature"),   # 707.5: "enter as a copy of any creature on the battlefield"
]

CATALOG: dict[str, dict] = {e["card"].casefold(): e for e in _ENTRIES}


# --- the card source (docs/cards.md) -----------------------------------------------------------
# The pure engine knows the built-in catalogue above. Other cards (the imported card pool) come
# from a source the Django side registers at start-up: `fn(name) -> entry | None`, an entry shaped
# like the catalogue's (printed values as defaults, plus what the Oracle compiler modelled). The
# built-in catalogue wins. A search function may be registered the same way for the editor.
_source = None
_search = None


def set_card_source(fn) -> None:
    """Register `fn(name) -> dict | None` (None to unregister)."""
    global _source
    _source = fn


_prefetch = None


def set_card_prefetch(fn) -> None:
    """Register `fn(names)`: the card source reads many cards at once (a board of real cards loads
    in one query instead of one per card); None to unregister."""
    global _prefetch
    _prefetch = fn


def prefetch(names) -> None:
    """Warm the card source for these names (no-op without a registered prefetch)."""
    if _prefetch is None:
        return
    want = sorted({n for n in names if isinstance(n, str) and n.strip() and len(n) <= 200
                   and n.casefold() not in CATALOG})
    if want:
        _prefetch(want)


def set_card_search(fn) -> None:
    """Register `fn(query, limit) -> [entry, ...]`, best first (None to unregister)."""
    global _search
    _search = fn


def builtin(name) -> dict | None:
    """A built-in catalogue entry only (never the registered source)."""
    if not isinstance(name, str):
        return None
    return CATALOG.get(name.casefold())


def lookup(name) -> dict | None:
    """The catalogue entry for `name`: the built-in catalogue first, then the card source."""
    if not isinstance(name, str):
        return None
    e = CATALOG.get(name.casefold())
    if e is not None or _source is None or not name.strip() or len(name) > 200:
        return e
    return _source(name)


def search(query: str, limit: int = 12) -> list[dict]:
    """Entries matching `query`, best first: the registered search, else a substring match over
    the built-in catalogue (names and translated names)."""
    if _search is not None:
        return _search(query, limit)
    q = (query or "").strip().casefold()
    out = []
    for e in _ENTRIES:
        hay = " ".join([e["card"]] + list((e.get("names") or {}).values())).casefold()
        if not q or q in hay:
            out.append(e)
        if len(out) >= limit:
            break
    return out


def effective(obj) -> dict:
    """A permanent as the editor and the step board show it: catalogue defaults under the
    scenario's fields, with `catalog` saying whether the card is a catalogue card."""
    if isinstance(obj, str):
        obj = {"card": obj}
    base = lookup(obj.get("card")) or {}
    d = copy.deepcopy(base)
    d.update(obj)
    d["catalog"] = bool(base)
    return d


def names() -> list[str]:
    return [e["card"] for e in _ENTRIES]
