"""The shape of a Magic game state, declared once (TypedDicts: plain dicts at run time, so copying
stays fast). validate.py derives the fields it accepts from these declarations (`fields_of`), the
engine's modules annotate with them and mypy checks them (`make typecheck`).

Every key is optional in a scenario (total=False): defaults are filled in by MtgGame._load.
A new field: declare it here, read it in the engine, document it in docs/judge-engine-mtg.md."""
from __future__ import annotations

from typing import Any, TypedDict, Union

from ..engine.game import Result  # the result every game gives (declared once, in the engine)

Effect = dict[str, Any]          # {"do": ..., ...}: one entry of registry.EFFECTS
Action = dict[str, Any]          # {"type": ..., ...}: one entry of registry.ACTIONS
Ref = str                        # an id, "target:N" or a reference word (validate.REFS)


class Cost(TypedDict, total=False):
    tap: bool
    mana: str
    loyalty: Union[int, str]   # +N / -N, or "-X" / "+X" (the activation's x, 107.3a)
    life: int
    sacrifice: str
    discard: int
    crew: int            # "Crew N" (702.122a): tap other untapped creatures with total power N or more
    remove_counter: str  # "+1/+1": "Remove a +1/+1 counter from ~" (602.2b; 118.3: not payable without one)
    exile: str          # "self": exile the source as a cost, from where it is (the battlefield, or its
                        # owner's graveyard for an ability with zone "graveyard"; 602.2b, 113.6m)


class Ability(TypedDict, total=False):
    text: str
    cost: Cost
    effects: list[Effect]
    target: Union[str, list[str], None]
    timing: str
    equip: bool
    once_per_turn: bool
    target_min: int      # "up to one target ...": the leading targets that must be chosen (601.2c, 602.2b)
    one_target_word: bool   # "two target lands": one word "target", so different objects (115.3)
    distinct_targets: bool  # "target creature ... fights another target creature": two different objects (601.2c)
    zone: str            # "graveyard": the ability works only while the card is in its owner's graveyard (113.6m)
    activate_if: dict    # "Activate only if <condition>." (602.5): judge/mtg/conditions.py, checked as it is activated


class Trigger(TypedDict, total=False):
    when: str
    text: str
    effects: list[Effect]
    target: Union[str, list[str], None]
    spell_kinds: list[str]
    spell_not: list[str]      # "whenever you cast a noncreature spell": a spell with none of these card types
    spell_subtypes: list[str]  # "whenever you cast a Spirit or Arcane spell": a spell with one of these subtypes
    whose: str
    other: bool
    filter: str
    combat: bool
    of: str
    condition: dict           # an intervening "if" (603.4): judge/mtg/conditions.py
    subtype: str              # "whenever another Ally you control enters": the entering permanent has it (205.3)
    targets_self: bool        # heroic, "whenever you cast a spell that targets ~": ~ is among its targets
    nth: int                  # "your second spell / card each turn": the player's count this turn is this (601.2i, 121.2)
    or_copy: bool             # magecraft, "whenever you cast or copy ...": a copy its controller puts on the stack (707.10)
    spell_quality: str        # "multicolored" (105.2b), "colorless" (105.2c), "historic" (700.6)
    spell_mv_min: int         # "a spell with mana value N or greater" (202.3, 202.3e: X counts on the stack)
    spell_colors: list[str]   # "a black spell": a spell with one of these colours (mana letters, 105.2)
    modes: list[dict[str, Any]]   # a modal triggered ability (700.2b): modes chosen as it is put on the stack (603.3c)
    choose: int
    choose_max: int
    min_attackers: int        # battalion / "whenever you attack with N or more creatures": at least N declared (508.1m)
    subtypes: list[str]       # "whenever a Samurai or Warrior you control attacks [alone]": the creature has one (205.3)
    defender: str             # "attacks you" ("you"), "attacks you or a planeswalker you control" ("you_or_pw") (508.3a)
    source: str               # "whenever a creature / a source an opponent controls deals damage to you" (damage_to_you)
    none_of: str              # "when you control no Islands" (603.8, a state trigger): the land type or card type
    self_only: bool           # to_graveyard of the permanent itself ("when ~ is put into a graveyard from the battlefield")
    damaged_by_self: bool     # "whenever a creature dealt damage by ~ this turn dies" (on creature_dies)
    once_each_turn: bool      # "This ability triggers only once each turn." (per object: a new object may again, 400.7)
    spell_kicked: bool        # "whenever you cast a kicked spell" (702.33d: kicked as it was cast)
    spell_mv_max: int         # "a spell with mana value N or less" (202.3)
    spell_either: bool        # "an instant, sorcery, or Wizard spell": `spell_kinds` OR `spell_subtypes`
    during: str               # "during an opponent's turn" ("opponent_turn"): the turn is an opponent's (102.3);
    #                           gain_life / lose_life "during your turn" ("your_turn"): the trigger controller's turn
    cast_from: str            # "from your graveyard" ("graveyard"), "from anywhere other than your hand" ("not_hand"), "from your hand" ("hand")
    batch: bool               # deals_damage_to_player with filter: "one or more creatures you control deal combat
    #                           damage to a player": once for each player dealt damage in one combat damage step
    spell_targets: str        # "a spell that targets a creature [you control]": one of its targets is such a permanent
    by: str                   # becomes_target: "a spell or ability you control" ("you") / "an opponent controls" ("opponent")
    by_spell: bool            # becomes_target: "the target of a spell" (not an ability)
    first_each_turn: bool     # becomes_target / lose_life: "for the first time each turn" (this object's targetings / the player's losses this turn)
    target_min: int           # "up to one target ...": the leading targets that must be chosen (603.3d, 601.2c)
    chapters: list[int]       # a Saga's chapter ability ("when": "chapter"): its chapter numbers (714.2b-c)
    dethrone: bool            # 702.105a: an attacks trigger only when it attacks the player with the most life (or tied)
    training: bool            # 702.149a: an attacks trigger only when another attacker has greater power
    evolve: bool              # 702.100a: a permanent_enters trigger only when the creature has greater power or toughness


class Static(TypedDict, total=False):
    affects: str
    power: int
    toughness: int
    subtype: str
    other: bool
    keywords: list[str]
    color: str
    cost_reduction: int | str   # generic amount, or mana symbols "{W}{B}" (118.7b-f)
    cost_increase: int          # affects "spells_cast": "... spells cost {N} more to cast" (601.2f)
    whose: str                  # affects "spells_cast": whose spells ("opponents", "you", "all")
    spell_not: list[str]        # affects "spells_cast": "noncreature spells" (card types the spell must not have)
    spell_colors: list[str]     # affects "spells_cast": "white spells" (colours, any of them)
    colored_only: bool          # "This effect reduces only the amount of colored mana you pay."
    colors: list[str]
    spell_kinds: list[str]
    spell_subtypes: list[str]
    condition: dict             # "as long as <condition>" (611.3a): judge/mtg/conditions.py, checked at every moment
    abilities: list[Ability]    # 'Enchanted creature has "{T}: Add {G}."' (113.10, 613.1f): granted activated abilities
    triggers: list[Trigger]     # ... and granted triggered abilities ('Equipped creature has "Whenever ..."')
    per: dict                   # "gets +1/+1 for each ..." (613.4c): its count (judge/mtg/counts.py), affects "self"
    with_counter: str           # "Each creature you control with a +1/+1 counter on it has ...": only creatures
                                # with at least one such counter ("any": a counter of any kind, 122.1)


class UntilEot(TypedDict, total=False):
    """One until-end-of-turn effect on a permanent (611.2a), in timestamp order."""
    pump: list[int]
    set: list[int]
    switch: bool
    keywords: list[str]
    abilities: list[Ability]      # 'gains "<activated ability>"' until end of turn (113.10, 613.1f)
    triggers: list[Trigger]       # 'gains "When this creature dies, ..."' until end of turn
    control: str
    was: str
    types_added: list[str]
    subtypes_added: list[str]     # add_types with subtypes ("becomes a 5/5 Human Soldier creature", 205.1b)
    colors: list[str]
    lose_abilities: bool
    pt_added: bool                # add_types gave it power and toughness (not copiable values, 707.2)
    source: str                   # the id of the spell or ability's source that created it (layer view)
    until_turn_of: str            # "until your next turn" (611.2a): kept through cleanup, ends as this player's turn begins


class Card(TypedDict, total=False):
    """Characteristics and card text (any zone; also a catalogue or card-pool entry)."""
    id: str
    card: str
    types: list[str]
    subtypes: list[str]
    colors: list[str]
    keywords: list[str]
    power: int
    toughness: int
    loyalty: int
    mana_cost: str
    kicker: str
    buyback: str                   # "Buyback {cost}" (702.27a): an optional additional cost; the spell returns to hand
    flashback: str
    cycling: str
    dash: str                      # alternative costs (118.9): 702.109a dash, 702.74a evoke, 702.152a blitz
    evoke: str
    blitz: str
    cycling_search: str            # typecycling (702.29e): the cycling ability searches for this card word, not draws
    unearth: str                   # "Unearth {cost}" (702.84a): activated from its owner's graveyard
    morph: str                     # "Morph {cost}" (702.37a): cast face down for {3}, turned face up for the cost
    megamorph: str                 # "Megamorph {cost}" (702.37b): morph, and a +1/+1 counter as it is turned face up
    disguise: str                  # "Disguise {cost}" (702.168a): morph whose face-down creature has ward {2}
    # a face-down spell or permanent (708): true in a scenario (its `card` is face down), or the engine's
    # {"card": name, "by": "morph" | "megamorph" | "disguise", "printed": the values of a custom card}
    face_down: Union[bool, dict[str, Any]]
    target: Union[str, list[str], None]
    distinct_targets: bool         # "another target": no object or player chosen twice (601.2c)
    one_target_word: bool          # "two target lands": one word "target", so different objects (115.3)
    target_min: int                # "up to one target ...": the leading targets that must be chosen (601.2c)
    effects: list[Effect]
    abilities: list[Ability]
    triggers: list[Trigger]
    static: list[Static]
    replacements: list[str]
    produces: list[str]            # the mana letters a land taps for
    legendary: bool
    kind: str
    enchant: str
    names: dict[str, str]          # display names by language code
    notes: str
    basic: bool
    token: bool
    unknown: bool
    owner: str
    # the Oracle compiler's vocabulary: modal spells, additional costs, enters tapped
    modes: list[dict[str, Any]]
    choose: int
    choose_max: int
    additional_cost: dict[str, Any]
    # "This spell costs {N} less to cast if <condition>" (601.2f): {"cost": "{N}", "if": <condition>}
    self_reduction: dict[str, Any]
    enters_tapped: bool
    # "~'s power and toughness are each equal to the number of ..." (604.3, 613.4a): {"power": count,
    # "toughness": count}, each a count of judge/mtg/counts.py
    cda: dict[str, Any]
    # "enters tapped unless <condition>" / "you may pay N life" / "you may reveal a <type> card" (614.1d,
    # 614.12a): a condition (conditions.py), {"pay_life": N} or {"reveal": [subtypes]}
    enters_tapped_unless: dict[str, Any]
    # "enters with N counters" (614.1c), each {"counter": kind, "n": count or "X", "if": "kicked"}
    enters_with: list[dict[str, Any]]
    # a Saga's final chapter number as printed (714.2d), kept even when a chapter line is not modelled
    # (the Saga is then still sacrificed after its printed last chapter, not after the last modelled one)
    final_chapter: int
    # "you may have this creature enter as a copy of any <word> on the battlefield" (707.5): the word,
    # the exceptions of 707.9a-b ({"types": [added], "power": n, "toughness": n}), and on a permanent
    # that is a copy, what it copied: {"of": id, "card": name, "printed": its own values, "values", "except"}
    enters_as_copy: str
    copy_except: dict[str, Any]
    copy_of: dict[str, Any]
    # what the Oracle compiler could not model (issue 21: said as not_modelled events): {"status",
    # "slug", "unmodelled": [lines], "printed": {...}} from the card pool, or a built-in card's own list
    oracle: dict[str, Any]
    # a transforming double-faced card (712.2; judge/mtg/transform.py): the name of the face that is
    # up, and its back face (printed values and compiled text, the face's own `face_name`)
    face_name: str
    back: dict[str, Any]


class Redirect(TypedDict):
    """"The next `n` damage that would be dealt to this this turn is dealt to `to` instead" (614.9)."""
    n: int
    to: str
    source: str


class Permanent(Card, total=False):
    controller: str
    counters: dict[str, int]
    damage: int
    deathtouch_damage: bool
    tapped: bool
    summoning_sick: bool
    attached_to: str
    until_eot: list[UntilEot]
    regen_shields: int
    cant_regenerate: bool
    exile_if_dies: bool           # "if it would die this turn, exile it instead" (614.1a; replacement.py), until cleanup
    loyalty_activated: bool
    current: dict[str, int]
    prevent_next: int
    redirect_next: list[Redirect]
    ward_x: int
    kicked: bool              # it was a kicked spell (702.33d-e: "if it was kicked")
    cast_from: str            # it was a spell cast from this zone ("hand", "graveyard", "outside"): "if you
    #                           cast it [from your hand]"; absent: it was not cast (put onto the battlefield, a token)
    cast_main: bool           # it was cast during its caster's main phase ("if you cast it during your main phase")
    skip_next_untap: bool     # "it doesn't untap during its controller's next untap step" (502.3)
    activated_once: list[int]
    damaged_by: list[str]         # the permanents that dealt it damage this turn ("a creature dealt damage by ~ this turn")
    triggered_once: list[str]     # texts of its "triggers only once each turn" abilities that triggered this turn
    targeted_by: list[str]        # the controllers of the spells and abilities that targeted it this turn (one entry each)
    echo_due: bool            # 702.30a: it came under its controller's control since their last upkeep began
    renowned: bool            # 702.112b: the renowned designation (renown), until it leaves the battlefield
    embalmed: bool            # 702.128b: a token created by a resolving embalm ability
    alt_cost: str             # the alternative cost its spell was cast for (118.9): "dash", "evoke", "blitz"
    unearthed: str            # 702.84a: "waiting" for the next end step's exile trigger, then "triggered"
    transformed: bool         # 701.27g: a double-faced permanent with its back face up (712.8e)
    front: dict[str, Any]     # ... and then its front face, the face that is not up (transform.py)
    transforms: int           # the times it has transformed (701.27f), 0 when absent
    riot_haste: bool          # 702.136a: its riot ability gave it haste as it entered (not copiable)
    _indestructible_noted: bool   # internal: 702.12b said once


class Context(TypedDict, total=False):
    entering_pt: list[int]    # 702.100a: the entering creature's power and toughness as it entered (evolve)
    player: str
    dying: str
    zone: str
    spell: str
    creature: str             # the other creature of the event ("that creature": blocked, blocking, dealt damage, attacking alone)
    creature_controller: str  # that creature's controller as the event happened ("that creature's controller", 608.2h)
    amount: int               # the damage of the event ("that much": all the damage the source dealt at once, 603.2c)
    delayed: str              # the object a delayed triggered ability refers to (603.7c; judge/mtg/delayed.py)
    plus_counters: int        # the dying permanent's +1/+1 counters as it last existed (modular 702.43a, 603.10a)
    storm: int                # 702.40a: the spells cast before the storm spell this turn, counted as it was cast
    spell_lki: dict           # 702.40a: the storm spell as it was cast (copied even if it has left the stack)
    defending: str            # the defending player of the attacking creature of the event (506.2): "defending player"


class StackObject(Card, total=False):
    controller: str
    source_card: dict[str, Any]   # an embalm ability (702.128a): the copiable values of the card it exiled
    alt_cost: str                 # cast for this alternative cost (118.9): "dash", "evoke", "blitz"
    targets: list[str]
    modes_chosen: list[int]
    x: int
    kicked: bool
    bought_back: bool         # its buyback cost was paid (702.27a): to its owner's hand as it resolves
    retraced: bool            # cast from the graveyard by retrace (702.81a): it goes back to the graveyard
    cast_from: str            # "graveyard" (flashback), "outside" (a teaching shortcut); absent: the hand
    cast_main: bool           # cast during its caster's main phase (505.1; Addendum); never on a copy (707.10)
    pay_ward: bool
    ability: str
    source: str
    source_name: str
    context: Context
    trigger: str
    copy: bool
    condition: dict           # a triggered ability's intervening "if" (603.4), checked on resolution
    source_transforms: int    # its source's `transforms` as it was put on the stack (701.27f)
    src_types: list[str]      # an ability's source's card types as it last existed (protection, 702.16a)
    src_subtypes: list[str]   # ... and its subtypes
    target_lki: dict          # its target permanents as it started to resolve ("if its mana value was", 608.2h)


class Player(TypedDict, total=False):
    id: str
    life: int
    poison: int
    library: Any                  # a count (the cards unknown), or the whole library as cards, top first (library.py)
    library_top: list[Card]       # the known cards on top of the library, top first; `library` counts them too
    hand: list[Card]
    graveyard: list[Card]
    exile: list[Card]
    mana: Union[str, None]
    lands_played: int
    spells_cast: int              # spells cast this turn (601.2i), 0 when absent; reset as each turn begins
    cards_drawn: int              # cards drawn this turn (121.2), 0 when absent; reset as each turn begins
    max_hand_size: int
    counters: dict[str, int]
    lost: bool
    keywords: list[str]
    prevent_next: int
    redirect_next: list[Redirect]
    mulligans: int
    kept: bool
    drew_from_empty: bool         # internal: 704.5b at the next check
    _cant_lose: list[str]         # internal: 101.2 said once per reason


class Attacker(TypedDict, total=False):
    id: str
    defending: str


class Blocker(TypedDict, total=False):
    id: str
    blocking: str


class Combat(TypedDict, total=False):
    attackers: list[Attacker]
    blockers: list[Blocker]
    attackers_declared: bool
    blockers_declared: bool
    blocked: list[str]
    first_strike_done: list[str]
    assignments: dict[str, dict[str, int]]


class Left(TypedDict, total=False):
    """One permanent that left the battlefield this turn, as it last existed (603.10a, 700.4)."""
    card: str
    controller: str
    types: list[str]
    to: str                       # the zone it went to: graveyard (it died, if a creature), exile, hand, library
    id: str                       # its id on the battlefield
    power: int                    # a creature's power as it last existed (608.2h: mentor's "lesser power")


class History(TypedDict, total=False):
    """What happened earlier in the turn (judge/mtg/history.py), for conditions such as "if a
    creature died this turn" (Morbid), "if you attacked this turn" (Raid, 508.6), "if a permanent
    left the battlefield under your control this turn" (Revolt), "if you gained life this turn",
    "if an opponent lost life this turn". Emptied as a new turn begins; `spells_last_turn` keeps the
    players' `spells_cast` of the turn before ("if a player cast two or more spells last turn")."""
    left: list[Left]
    attacked: list[str]           # players who declared one or more attackers this turn (508.6)
    life_gained: dict[str, int]   # player -> life gained this turn (119.3, 119.9: not net of losses)
    life_lost: dict[str, int]     # player -> life lost this turn (119.3, 120.3a, 119.4: paying life)
    spells_last_turn: dict[str, int]   # player -> spells cast last turn (this turn's: Player.spells_cast)
    damaged: list[str]            # players dealt damage this turn (120.3; bloodthirst 702.54a asks)


class Emblem(TypedDict, total=False):
    """An emblem in the command zone (CR 114, 408.2): a marker with abilities and no other
    characteristics (114.3: no types, mana cost, colour or name), owned and controlled by the player
    who got it (114.2; the engine keeps `controller` equal to `owner` internally, never read from a
    scenario), whose abilities work from the command zone (114.4); neither a card nor a permanent
    (114.5), so nothing moves, destroys or exiles it."""
    id: str
    owner: str
    source_name: str              # the name of the card whose effect made it ("Liliana, the Last Hope"): a label only
    text: str                     # its abilities as printed, for the board
    static: list[Static]          # "Creatures you control get +1/+1." (604.2, 613.4c), keyword grants (613.1f)
    triggers: list[Trigger]       # "At the beginning of your end step, ..." (603.2): controlled by the owner


class Delayed(TypedDict, total=False):
    """A delayed triggered ability waiting for its event (CR 603.7, judge/mtg/delayed.py): created as
    a spell or ability resolved (603.7a), it triggers once (603.7b) at the beginning of the next turn's
    upkeep, the next end step or end of combat (`at`), controlled by the player who controlled what
    created it (603.7d-e)."""
    id: str
    controller: str
    source: str                   # the spell, or the source of the ability, that created it (603.7d-e)
    source_name: str              # its name, for the board and the events
    at: str                       # "next_upkeep" (503.1a) | "next_end_step" (513.2) | "end_of_combat" (511.2)
    turn: int                     # the turn it was created in ("the next turn's upkeep" is a later turn's)
    text: str                     # the words of the card, for the board
    effects: list[Effect]         # what it does (player references are read as it resolves)
    object: str                   # the id of the object it refers to (603.7c: a new object is not it)
    colors: list[str]             # the colours of its source as it was created (an ability's source may be gone)


class State(TypedDict, total=False):
    turn: int
    active: str
    step: str
    priority: str
    players: list[Player]
    battlefield: list[Permanent]
    stack: list[StackObject]
    combat: Combat
    cleanup_again: bool
    pending_choice: Any
    result: Result
    prevent_combat_damage: bool
    prevent_sources: list[str]    # ids whose damage is prevented this turn (615.1a)
    prevent_combat_sources: list[str]   # ids whose combat damage is prevented this turn (615.1a)
    prevent_to: list[str]         # ids (permanents, players) all damage to which is prevented this turn
    prevent_combat_to: list[str]  # ids all combat damage to which is prevented this turn
    teams: list[list[str]]
    pregame: bool
    history: History              # the turn's history (a scenario may start mid-turn with it)
    command: list[Emblem]         # the command zone (408): the emblems players have (114)
    delayed: list[Delayed]        # delayed triggered abilities waiting for their event (603.7)
    extra_turns: list[str]        # the players given an extra turn after this one; the last is taken first (500.7)
    turn_order_from: str          # during an extra turn: the player of the last normal turn, whom the order follows
    day_night: str                # "day" or "night" (730.1; absent: neither), judge/mtg/transform.py


INTERNAL_KEYS = frozenset({"drew_from_empty"})


def fields_of(td: type) -> frozenset[str]:
    """The keys a TypedDict declares (with those of its bases) that a scenario may give: not the
    engine's internal bookkeeping (keys starting with "_", INTERNAL_KEYS)."""
    return frozenset(k for k in td.__annotations__ if not k.startswith("_") and k not in INTERNAL_KEYS)
