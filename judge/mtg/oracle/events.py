"""More trigger events (603.1) for the grammar: the subject and event of "When/Whenever ..." lines
that grammar.TRIGGER_RULES does not read. Each rule is (pattern, builder): the pattern matches the
trigger condition (without the ", effects" that follows), the builder returns [(when, extra)] in
the engine's trigger vocabulary (validate.TRIGGERS). Text no rule matches stays "trigger
condition" (not modelled). Pure Python."""
from __future__ import annotations

from typing import Any

_ENTERS = r"enters(?: the battlefield)?"
_NOUN = r"((?:nontoken )?(?:creature|artifact|enchantment|land|planeswalker|permanent))"
_CTRL = r"( you control| an opponent controls)?"
_WITH = r"( with (?:power|toughness) \d+ or (?:less|greater))?"


_N = r"one|two|three|four|five|six|seven|\d+"


def _num(w):
    return int(w) if w.isdigit() else ["one", "two", "three", "four", "five", "six", "seven"].index(w) + 1


def _filter(noun, ctrl, with_=None):
    """'creature', ' you control', ' with power 2 or less' -> 'creature with power 2 or less you control'
    (targetspec reads the controller last)."""
    return (noun + (with_ or "") + (ctrl or "")).strip()


_WHO = r"(you|an opponent|a player)"
_WHOSE = {"you": "you", "an opponent": "opponent", "a player": "each"}
_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_SPELL = r"(a spell|an instant or sorcery spell|a noncreature spell|an? (?:creature|instant|sorcery|artifact|enchantment|planeswalker) spell)"


def _spell(s):
    """The spell of "whenever ... casts <spell>" as cast_spell's fields (a spell has all its card types)."""
    if s == "a spell":
        return {}
    if s == "a noncreature spell":
        return {"spell_not": ["creature"]}
    if s == "an instant or sorcery spell":
        return {"spell_kinds": ["instant", "sorcery"]}
    return {"spell_kinds": [s.split()[1]]}


_SPELL2 = r"(a spell|an instant or sorcery spell|a noncreature spell|an? (?:creature|instant|sorcery|artifact|enchantment|planeswalker) spell" \
    r"|a kicked spell|an instant, sorcery, or ([a-z]+) spell)"


def _spell2(s, sub):
    """_spell, and "a kicked spell", "an instant, sorcery, or Wizard spell" (a kind or a creature type)."""
    if s == "a kicked spell":
        return {"spell_kicked": True}
    if sub:
        st = _subtypes(sub)
        if st is None:
            return None
        return {"spell_kinds": ["instant", "sorcery"], "spell_subtypes": st, "spell_either": True}
    return _spell(s)


def _cast(m):
    """The fields of the general "when(ever) <player> cast(s) <spell> [with mana value N or greater / less]
    [during an opponent's turn] [from your graveyard / from anywhere other than your hand / from your hand]" rule."""
    if (m.group(6) or m.group(7)) and m.group(1) != "you":
        return None
    spell = _spell2(m.group(2), m.group(3))
    if spell is None:
        return None
    out = dict(_who(m), **spell)
    if m.group(4):
        out["spell_mv_min" if m.group(5) == "greater" else "spell_mv_max"] = int(m.group(4))
    if m.group(6):
        out["during"] = "opponent_turn"
    if m.group(7):
        out["cast_from"] = "graveyard" if "graveyard" in m.group(7) else "not_hand" if "other" in m.group(7) else "hand"
    return [("cast_spell", out)]


def _sacrificed(m):
    """"whenever you / an opponent / a player sacrifice(s) a / another <permanent word or subtype>"."""
    out = dict(_who(m), **({"other": True} if m.group(2) == "another" else {}))
    w = m.group(3)
    if w in ("permanent", "creature", "artifact", "enchantment", "land", "nontoken permanent", "nontoken creature",
             "creature or artifact"):
        if w != "permanent":
            out["filter"] = w
        return [("sacrificed", out)]
    from .conditions import SUBTYPES
    if w in SUBTYPES:   # a Clue, a Food, a Treasure (205.3g), an Eldrazi (205.3m)
        return [("sacrificed", dict(out, subtypes=[SUBTYPES[w]]))]
    return None


def _to_graveyard(m):
    """"whenever a / another <permanent word or subtype> [you control] is put into a graveyard from the battlefield"."""
    out = {"other": True} if m.group(1) == "another" else {}
    w, mine = m.group(2), bool(m.group(3))
    if w in ("artifact", "enchantment", "land", "permanent", "creature", "artifact or creature") or w.startswith("nontoken "):
        word = w + (" you control" if mine else "")
        return [("to_graveyard", dict(out, filter=word))]
    from .conditions import SUBTYPES
    if w in SUBTYPES:
        return [("to_graveyard", dict(out, subtypes=[SUBTYPES[w]], **({"filter": "permanent you control"} if mine else {})))]
    return None


def _ally(word):
    """'ally' -> 'Ally' when it is a creature type (205.3m); None otherwise (the rule then does not apply)."""
    from .grammar import CREATURE_TYPES
    return word.capitalize() if word in CREATURE_TYPES else None


def _any_subtype(word):
    """'forest' -> 'Forest', 'vehicle' -> 'Vehicle', 'beast' -> 'Beast': a subtype of any card type the engine knows
    (205.3); None otherwise."""
    from .conditions import SUBTYPES
    return SUBTYPES.get(word)


def _subtypes(*words):
    """'spirit', 'arcane' -> ['Spirit', 'Arcane'] when each is a creature type (205.3m) or Arcane
    (a spell type, 205.3k); None otherwise (the rule then does not apply)."""
    from .grammar import CREATURE_TYPES
    if any(w not in CREATURE_TYPES and w != "arcane" for w in words):
        return None
    return [w.capitalize() for w in words]


def _targeting(m, i, first=False):
    """becomes_target's fields from "<a spell or ability / a spell> [you control / an opponent controls] [for the
    first time each turn]" at group i."""
    out: dict[str, Any] = {"by_spell": True} if m.group(i) == "a spell" else {}
    if m.group(i + 1):
        out["by"] = "you" if m.group(i + 1) == " you control" else "opponent"
    if first:
        out["first_each_turn"] = True
    return out


def _who(m, i=1):
    w = _WHOSE[m.group(i)]
    return {} if w == "you" else {"whose": w}


def _other(m, i=1):
    return {"other": True} if m.group(i) == "another" else {}


RULES: list[Any] = [
    # 601.2i: a spell becomes cast; "when" and "whenever" read alike. Its kind, mana value (202.3), kicked
    # (702.33d), the turn it is cast in (102.3), the zone it was cast from (601.2a)
    (r"when(?:ever)? (you|an opponent|a player) casts? " + _SPELL2 + r"(?: with mana value (\d+) or (greater|less))?"
     r"( during an opponent's turn)?( from your graveyard| from anywhere other than your hand| from your hand)?",
     lambda m: _cast(m)),
    (r"whenever you cast your first spell during each opponent's turn",
     lambda m: [("cast_spell", {"nth": 1, "during": "opponent_turn"})]),
    (r"whenever (an opponent|a player) casts their second spell each turn", lambda m: [("cast_spell", dict(_who(m), nth=2))]),
    # 700.4: "dies" is "is put into a graveyard from the battlefield"
    (r"whenever (a|another) " + _NOUN + _CTRL + _WITH + r" dies",
     lambda m: [("creature_dies", dict({"filter": _filter(m.group(2), m.group(3), m.group(4))}, **_other(m)))]
     if m.group(2).endswith("creature") else None),
    # "~ or another <creature> ... dies": the creature itself counts too (603.10a: it looks back)
    (r"whenever ~ or another " + _NOUN + _CTRL + r" dies",
     lambda m: [("creature_dies", {"filter": _filter(m.group(1), m.group(2)), "_self": m.group(1)})]
     if m.group(1).endswith("creature") else None),
    (r"whenever (another|an?) " + _NOUN + _CTRL + _WITH + " " + _ENTERS,
     lambda m: [("permanent_enters", dict({"filter": _filter(m.group(2), m.group(3), m.group(4))}, **_other(m)))]),
    (r"whenever ~ or another " + _NOUN + _CTRL + " " + _ENTERS,
     lambda m: [("permanent_enters", {"filter": _filter(m.group(1), m.group(2)), "_self": m.group(1)})]),
    (r"when(?:ever)? ~ " + _ENTERS + r" or dies", lambda m: [("enters", {}), ("self_dies", {})]),
    (r"when(?:ever)? ~ " + _ENTERS + r" or leaves the battlefield", lambda m: [("enters", {}), ("leaves", {})]),
    (r"when(?:ever)? ~ is put into a graveyard from the battlefield", lambda m: [("self_dies", {"_creature": True})]),
    (r"when(?:ever)? ~ attacks or blocks", lambda m: [("attacks", {}), ("blocks", {})]),
    (r"when ~ blocks", lambda m: [("blocks", {})]),
    (r"whenever ~ blocks or becomes blocked", lambda m: [("blocks", {}), ("becomes_blocked", {})]),
    (r"whenever ~ is dealt damage", lambda m: [("dealt_damage", {})]),
    (r"at the beginning of your (?:second|postcombat) main phase", lambda m: [("postcombat_main", {})]),
    # 105.2b multicolored, 105.2c colorless, 700.6 historic, 202.3 mana value
    (r"whenever you cast an? (multicolored|colorless|historic) spell",
     lambda m: [("cast_spell", {"spell_quality": m.group(1)})]),
    (r"whenever you cast a spell with mana value (\d+) or greater",
     lambda m: [("cast_spell", {"spell_mv_min": int(m.group(1))})]),
    (r"whenever " + _WHO + r" casts? an? (white|blue|black|red|green) spell",
     lambda m: [("cast_spell", dict(_who(m), spell_colors=[_COLOR[m.group(2)]]))]),
    (r"whenever you cast an? ([a-z]+)(?: or ([a-z]+))? spell",
     lambda m: None if _subtypes(*[w for w in m.group(1, 2) if w]) is None else
     [("cast_spell", {"spell_subtypes": _subtypes(*[w for w in m.group(1, 2) if w])})]),
    # a player's events (119.9, 121.2, 508.3d, 601.2i)
    (r"whenever " + _WHO + r" gains? life", lambda m: [("gain_life", _who(m))]),
    (r"whenever " + _WHO + r" draws? a card", lambda m: [("draw", _who(m))]),
    (r"whenever you attack", lambda m: [("player_attacks", {})]),
    (r"whenever (an opponent|a player) casts " + _SPELL, lambda m: [("cast_spell", dict(_who(m), **_spell(m.group(2))))]),
    # 510.2: another creature's combat damage ("that creature" is not guessed: no_it)
    (r"whenever (a|another) " + _NOUN + _CTRL + r" deals combat damage to a player",
     lambda m: [("deals_damage_to_player", dict({"combat": True, "filter": _filter(m.group(2), m.group(3))},
                                                **_other(m)))] if m.group(2).endswith("creature") else None),
    (r"whenever (a|another) (creature with (?:flying|deathtouch|trample|lifelink|menace|first strike|double strike)) you control "
     r"deals combat damage to a player",
     lambda m: [("deals_damage_to_player", dict({"combat": True, "filter": m.group(2) + " you control"}, **_other(m)))]),
    # 603.2e: "becomes tapped / untapped" (not when it enters that way)
    (r"whenever ~ becomes (tapped|untapped)", lambda m: [("becomes_" + m.group(1), {})]),
    # 702.29c: "when you cycle this card" triggers from the zone the card is in after it is cycled
    (r"when you cycle ~", lambda m: [("cycled", {})]),
    (r"when you cycle ~ and when ~ dies", lambda m: [("cycled", {}), ("self_dies", {})]),
    # 601.2i, 113.6k: "when you cast this spell" triggers on the stack, above the spell
    (r"when you cast ~", lambda m: [("cast_self", {})]),
    # heroic: a spell whose targets include ~ (115.9b, as it becomes cast)
    (r"whenever you cast a spell that targets ~", lambda m: [("cast_spell", {"targets_self": True})]),
    # "your second card / spell each turn": the player's count this turn reaches two (121.2, 601.2i)
    (r"whenever you draw your second card each turn", lambda m: [("draw", {"nth": 2})]),
    (r"whenever you cast your second spell each turn", lambda m: [("cast_spell", {"nth": 2})]),
    # magecraft: a copy of a spell the player puts on the stack counts too (707.10)
    (r"whenever you cast or copy an instant or sorcery spell",
     lambda m: [("cast_spell", {"spell_kinds": ["instant", "sorcery"], "or_copy": True})]),
    # "~ or another Ally you control enters" (rally): ~ itself counts (it must be one)
    (r"whenever ~ or another ([a-z]+) you control " + _ENTERS,
     lambda m: None if _ally(m.group(1)) is None else
     [("permanent_enters", {"filter": "permanent you control", "subtype": _ally(m.group(1)), "_subtype_self": _ally(m.group(1))})]),
    (r"whenever (another|an?) ([a-z]+) you control " + _ENTERS,
     lambda m: None if _ally(m.group(2)) is None and _any_subtype(m.group(2)) is None else
     [("permanent_enters", dict({"filter": "permanent you control", "subtype": _ally(m.group(2)) or _any_subtype(m.group(2))},
                                **_other(m)))]),
    # 205.3: a permanent with that subtype (a land type: "a Forest", an artifact type: "a Vehicle", "a Cartouche")
    (r"whenever (another|an?) ([a-z]+)( an opponent controls)? " + _ENTERS,
     lambda m: None if _any_subtype(m.group(2)) is None else
     [("permanent_enters", dict({"filter": "permanent" + (m.group(3) or ""), "subtype": _any_subtype(m.group(2))},
                                **_other(m)))]),
    # 509.3b / 509.3d: once for each creature it blocks / that blocks it
    (r"whenever ~ blocks a creature", lambda m: [("blocks_creature", {})]),
    (r"whenever ~ becomes blocked by a creature", lambda m: [("blocked_by_creature", {})]),
    (r"whenever ~ blocks or becomes blocked by a creature", lambda m: [("blocks_creature", {}), ("blocked_by_creature", {})]),
    # 701.9a: each card discarded
    (r"whenever " + _WHO + r" discards? a card", lambda m: [("discard", _who(m))]),
    # 702.29d: "cycle or discard" triggers once for a cycled card (cycling discards it once)
    (r"whenever you cycle or discard (?:a|another) card", lambda m: [("discard", {})]),
    # 702.29a: a player cycles a card ("another": the card with the ability is on the battlefield, not cycled)
    (r"whenever " + _WHO + r" cycles? (?:a|another) card", lambda m: [("cycle", _who(m))]),
    # "to an opponent": the player dealt damage is an opponent of the trigger's controller (102.3)
    (r"whenever ~ deals (combat )?damage to an opponent",
     lambda m: [("deals_damage_to_player", dict({"whose": "opponent"}, **({"combat": True} if m.group(1) else {})))]),
    # 120.3: once for each creature dealt damage
    (r"whenever ~ deals (combat )?damage to a creature",
     lambda m: [("deals_damage_to_creature", {"combat": True} if m.group(1) else {})]),
    # 115, 601.2c: a spell or ability becomes cast, activated or put on the stack with ~ among its targets;
    # "you control" / "an opponent controls": that spell or ability's controller (102.3); valiant: "for the first
    # time each turn" (this object's targetings this turn, 400.7)
    (r"when(?:ever)? ~ becomes the target of (a spell or ability|a spell)( you control| an opponent controls)?"
     r"( for the first time each turn)?",
     lambda m: None if m.group(3) and m.group(1) == "a spell" else [("becomes_target", _targeting(m, 1, bool(m.group(3))))]),
    (r"when(?:ever)? enchanted creature becomes the target of (a spell or ability|a spell)( you control| an opponent controls)?",
     lambda m: [("becomes_target", dict(_targeting(m, 1), of="attached", _sub="enchanted", _attacker=True))]),
    (r"whenever an? ((?:nontoken )?(?:creature|artifact|enchantment|land|planeswalker|permanent))( you control| an opponent "
     r"controls) becomes the target of (a spell or ability|a spell)( you control| an opponent controls)?",
     lambda m: [("becomes_target", dict(_targeting(m, 3), filter=_filter(m.group(1), m.group(2)), _attacker=True))]),
    # 506.5: the only creature declared as an attacker
    (r"whenever ~ attacks alone", lambda m: [("attacks_alone", {})]),
    (r"whenever a creature you control attacks alone", lambda m: [("attacks_alone", {"filter": "creature you control"})]),
    # 508.3a: once for each creature declared as an attacker; "it" / "that creature" is the attacker
    (r"whenever (a|another) ((?:[a-z]+ )*?creature(?: with [a-z]+)?)( you control| an opponent controls)? attacks",
     lambda m: [("creature_attacks", dict({"filter": _filter(m.group(2), m.group(3)), "_attacker": True}, **_other(m)))]),
    (r"whenever (a|another) ([a-z]+)(?: or ([a-z]+))? you control attacks",
     lambda m: None if _subtypes(*[w for w in m.group(2, 3) if w]) is None or "arcane" in m.group(2, 3) else
     [("creature_attacks", dict({"filter": "creature you control", "subtypes": _subtypes(*[w for w in m.group(2, 3) if w]),
                                 "_attacker": True}, **_other(m)))]),
    (r"whenever a ((?:[a-z]+ )*?creature(?: with [a-z]+)?) attacks you( or a planeswalker you control)?",
     lambda m: [("creature_attacks", {"filter": m.group(1), "defender": "you_or_pw" if m.group(2) else "you",
                                      "_attacker": True})]),
    (r"whenever a ([a-z]+)(?: or ([a-z]+))? you control attacks alone",
     lambda m: None if _subtypes(*[w for w in m.group(1, 2) if w]) is None or "arcane" in m.group(1, 2) else
     [("attacks_alone", {"subtypes": _subtypes(*[w for w in m.group(1, 2) if w]), "_attacker": True})]),
    # battalion (508.1m): ~ and at least N other creatures are declared as attackers
    (r"whenever ~ and at least (" + _N + r") other creatures? attack",
     lambda m: [("attacks", {"min_attackers": _num(m.group(1)) + 1})]),
    # 508.3d: the player declares at least N of their creatures as attackers
    (r"whenever you attack with (" + _N + r") or more creatures",
     lambda m: [("player_attacks", {"min_attackers": _num(m.group(1))} if _num(m.group(1)) > 1 else {})]),
    (r"whenever (" + _N + r") or more creatures you control attack",
     lambda m: [("player_attacks", {"min_attackers": _num(m.group(1))} if _num(m.group(1)) > 1 else {})]),
    # 701.21a: once for each permanent sacrificed, as it last existed (603.10a)
    (r"whenever " + _WHO + r" sacrifices? (a|an|another) (permanent|creature|artifact|enchantment|land|nontoken permanent|"
     r"nontoken creature|creature or artifact|[a-z]+)",
     lambda m: _sacrificed(m)),
    # 701.22d / 701.25d: after the scry / surveil; 603.2c: "one or more cards" once for the cards discarded together
    (r"whenever you (scry|surveil)", lambda m: [(m.group(1), {})]),
    (r"whenever you scry or surveil", lambda m: [("scry", {}), ("surveil", {})]),
    (r"whenever you discard one or more cards", lambda m: [("discard_batch", {})]),
    # 700.13: a spell or ability of yours targets an opponent, what they control or a card in their graveyard
    (r"whenever you commit a crime", lambda m: [("crime", {})]),
    # 603.10a: a permanent put into a graveyard from the battlefield, as it last existed
    (r"whenever (a|an|another) ((?:nontoken )?(?:artifact|enchantment|land|permanent|creature|artifact or creature|"
     r"[a-z]+))( you control)? is put into a graveyard from the battlefield",
     lambda m: _to_graveyard(m)),
    # 509.3c: once for each creature that becomes blocked; "it" is that creature
    (r"whenever a creature you control becomes blocked",
     lambda m: [("creature_becomes_blocked", {"filter": "creature you control", "_attacker": True})]),
    # a creature ~ dealt damage to this turn dies (603.10a: as it last existed)
    (r"whenever a creature dealt damage by ~ this turn dies", lambda m: [("creature_dies", {"damaged_by_self": True})]),
    # 120.3: a creature / an opponent's source deals damage to the trigger's controller; "that creature" /
    # "it" is that creature, "that player" the source's controller
    (r"whenever a creature deals (combat )?damage to you",
     lambda m: [("damage_to_you", dict({"source": "creature", "_attacker": True}, **({"combat": True} if m.group(1) else {})))]),
    (r"whenever a source an opponent controls deals (combat )?damage to you",
     lambda m: [("damage_to_you", dict({"source": "opponent"}, **({"combat": True} if m.group(1) else {})))]),
    # an Aura's / Equipment's permanent: "it" / "that creature" / "its controller" is that permanent (and its controller)
    (r"when(?:ever)? (enchanted|equipped) creature attacks or blocks",
     lambda m: [(w, {"of": "attached", "_sub": m.group(1), "_attacker": True}) for w in ("attacks", "blocks")]),
    (r"when(?:ever)? (enchanted|equipped) creature (blocks|becomes blocked)",
     lambda m: [(m.group(2).replace(" ", "_"), {"of": "attached", "_sub": m.group(1), "_attacker": True})]),
    (r"whenever (enchanted|equipped) creature blocks or becomes blocked",
     lambda m: [(w, {"of": "attached", "_sub": m.group(1), "_attacker": True}) for w in ("blocks", "becomes_blocked")]),
    (r"when(?:ever)? enchanted (creature|land|permanent|artifact) becomes tapped",
     lambda m: [("becomes_tapped", {"of": "attached", "_sub": "enchanted", "_attacker": True})]),
    (r"when(?:ever)? (enchanted|equipped) creature is dealt damage",
     lambda m: [("dealt_damage", {"of": "attached", "_sub": m.group(1), "_attacker": True})]),
    # 601.2c, 601.2i: the spell's targets are chosen before it becomes cast: one of them is a permanent of that kind
    # (as the trigger's controller sees it: "you control" is the trigger's controller)
    (r"whenever you cast " + _SPELL + r" that targets an? ((?:creature|permanent|artifact|enchantment|land|planeswalker)"
     r"(?: you control| you don't control| an opponent controls)?)",
     lambda m: [("cast_spell", dict(_spell(m.group(1)), spell_targets=m.group(2)))]),
    # the caster's count of spells this turn is one (601.2i); "your first <kind> spell" needs a count by kind: not read
    (r"whenever (you|an opponent|a player) casts? (?:your|their) first spell each turn",
     lambda m: [("cast_spell", dict(_who(m), nth=1))]),
    # 121.2: the drawing player's count of cards drawn this turn reaches two
    (r"whenever (an opponent|a player) draws their second card each turn", lambda m: [("draw", dict(_who(m), nth=2))]),
    # 505.1a: the engine's turn has one precombat main phase (the first main phase); 507.1: combat of any player's turn
    (r"at the beginning of each player's (?:first|precombat) main phase", lambda m: [("precombat_main", {"whose": "each"})]),
    (r"at the beginning of combat on (each opponent's|each player's) turn",
     lambda m: [("beginning_of_combat", {"whose": "opponent" if "opponent" in m.group(1) else "each"})]),
    # 510.2: combat damage dealt to ~ (once for all the combat damage of one step, 603.2c); "that much" is that damage
    (r"whenever ~ is dealt combat damage", lambda m: [("dealt_damage", {"combat": True})]),
    # 119.3 (120.3a damage, 119.4 paying life): each loss; "that player" is the player, "that much" the life lost
    (r"whenever " + _WHO + r" loses? life( during your turn)?( for the first time each turn)?",
     lambda m: [("lose_life", dict(_who(m), **({"during": "your_turn"} if m.group(2) else {}),
                                   **({"first_each_turn": True} if m.group(3) else {})))]),
    (r"whenever you gain life during your turn", lambda m: [("gain_life", {"during": "your_turn"})]),
    (r"whenever you gain or lose life during your turn",
     lambda m: [("gain_life", {"during": "your_turn"}), ("lose_life", {"during": "your_turn"})]),
    # 510.2, 603.2c: the creatures' combat damage of one step is one event for each player dealt damage
    (r"whenever one or more ((?:nontoken |artifact )?creature)s you control( with [a-z]+)? deal combat damage to a player",
     lambda m: [("deals_damage_to_player", {"combat": True, "batch": True,
                                            "filter": _filter(m.group(1), " you control", m.group(2))})]),
    # 509.3b with the kind of the creature blocked
    (r"whenever ~ blocks a (creature with(?:out)? [a-z]+)", lambda m: [("blocks_creature", {"filter": m.group(1)})]),
    # 603.10a: ~ itself put into a graveyard from the battlefield (any permanent)
    (r"when(?:ever)? ~ enters or is put into a graveyard from the battlefield",
     lambda m: [("enters", {}), ("to_graveyard", {"self_only": True, "_dead": True})]),
    # 603.8: a state trigger ("when you control no Islands")
    (r"when you control no (plains|islands|swamps|mountains|forests|artifacts|creatures|enchantments|lands)",
     lambda m: [("control_none", {"none_of": {"plains": "Plains", "islands": "Island", "swamps": "Swamp",
                                              "mountains": "Mountain", "forests": "Forest"}.get(m.group(1), m.group(1)[:-1])})]),
    # 603.2c, 120.3: once for all the damage the source deals at the same time; "that much" is that damage
    (r"whenever ~ deals (combat )?damage", lambda m: [("deals_damage", {"combat": True} if m.group(1) else {})]),
    (r"whenever (enchanted|equipped) creature deals (combat )?damage",
     lambda m: [("deals_damage", dict({"of": "attached", "_sub": m.group(1), "_that_creature": True},
                                      **({"combat": True} if m.group(2) else {})))]),
    # 603.2b, 504.1: triggers as the draw step begins (the draw comes first, then the trigger goes on the stack)
    (r"at the beginning of (your|each|each player's|each opponent's) draw step",
     lambda m: [("draw_step", {"whose": {"your": "you", "each": "each", "each player's": "each",
                                         "each opponent's": "opponent"}[m.group(1)]})]),
    # 511.2: as the end of combat step begins (every combat, any player's turn)
    (r"at end of combat", lambda m: [("end_of_combat", {"whose": "each"})]),
    # 505.1a: every main phase after the first is a postcombat main phase (the engine has one a turn)
    (r"at the beginning of each of your postcombat main phases", lambda m: [("postcombat_main", {})]),
    # an Aura: the upkeep of the player who controls the enchanted permanent; "that creature" is it
    (r"at the beginning of the upkeep of enchanted (creature|artifact|enchantment|land|permanent)'s controller",
     lambda m: [("upkeep", {"whose": "attached_controller", "_sub": "enchanted", "_that_creature": True})]),
    # 701.27e: it transforms and the face up afterwards is the face with this ability
    (r"when(?:ever)? ~ transforms into ~", lambda m: [("transforms_into_self", {})]),
    (r"when(?:ever)? ~ " + _ENTERS + r" or transforms into ~", lambda m: [("enters", {}), ("transforms_into_self", {})]),
]
