"""The shape of a Born from Blood game state, declared once (TypedDicts: plain dicts at run time,
so copying stays fast). validate.py derives the fields it accepts from these declarations
(`fields_of`): a field a scenario gives that is declared nowhere here is a validation error, never
silently ignored. The engine (game.py) reads and writes these shapes; `to_state()` gives them back.

Every key is optional in a scenario (total=False) unless validate.py says "required"; defaults are
filled in by validate.py. A new field: declare it here, read it in the engine, document it in
docs/judge-engine-bfb.md (or the scenario format)."""
from __future__ import annotations

from typing import Any, TypedDict, Union

from ..engine.game import Result  # the result every game gives (declared once, in the engine)


class Skill(TypedDict, total=False):
    """A Combat Skill of a Mercenary or the Character."""
    name: str
    damage: int
    pierce: bool
    unpreventable: bool


class Effect(TypedDict, total=False):
    """{"do": ..., ...}: one entry of validate.EFFECTS (its fields are listed there)."""
    do: str
    amount: int
    n: int
    to: str
    of: str


class Card(TypedDict, total=False):
    """A card in a hand, discard pile, deck, field slot or on the stack."""
    id: str
    name: str
    card: str                     # another spelling of the name (a catalogue-style object)
    kind: Union[str, None]        # mercenary | artifact | skill | item | pray
    cost: int
    color: str
    hp: int
    block: int
    block_bonus: int
    summoning_sick: bool
    used_skill: bool
    no_summoning_sickness: bool
    skills: list[Skill]
    effects: list[Effect]
    controller: str               # field and stack cards (filled in from the player / stack entry)
    owner: str
    targets: list[str]            # stack cards
    hidden: bool                  # a drawn card nobody has seen yet (engine)


class Character(TypedDict, total=False):
    id: str
    name: str
    hp: int
    max_hp: int
    color: str
    block: int
    block_bonus: int
    used_skill: bool
    summoning_sick: bool
    skills: list[Skill]


class Field(TypedDict, total=False):
    mercenary: list[Card]
    artifact: list[Card]
    skill: list[Card]
    item: list[Card]


class Player(TypedDict, total=False):
    id: str
    n: int                        # the player's N (resource count)
    first_turn: bool
    deck: Union[int, list[Card]]  # a count of unknown cards, or the cards in order
    hand: list[Card]
    discard: list[Card]
    character: Character
    field: Field


class Combat(TypedDict, total=False):
    """An attack in progress (phase "combat"). A scenario gives attacker, skill and defenders; the
    engine fills in the rest from the attacking card and its skill (and gives them back in to_state)."""
    attacker: str
    skill: Union[str, int, None]
    defenders: Union[list[str], None]
    controller: str
    damage: int
    pierce: bool
    unpreventable: bool
    assign: Union[dict[str, int], None]


class Setup(TypedDict, total=False):
    """How far the set-up before the first turn got (phase "setup")."""
    hands_drawn: bool
    mulliganed: list[str]


class State(TypedDict, total=False):
    turn: int
    active: str
    phase: str
    priority: str
    players: list[Player]
    stack: list[Card]
    combat: Union[Combat, None]
    setup: Setup
    result: Result                # engine output (to_state); ignored as input: the game starts not over


# the fields a scenario may give that the engine computes itself: accepted (a state the engine gave
# back validates) but never read from the input
DERIVED = {"Combat": frozenset({"controller", "damage", "pierce", "unpreventable", "assign"}),
           "State": frozenset({"result"})}


def fields_of(td: type) -> frozenset[str]:
    """The keys a TypedDict declares (with those of its bases)."""
    return frozenset(td.__annotations__)


def shape(td: type) -> dict[str, Any]:
    """{field: annotation text}: the declaration as data (for documentation and tests)."""
    return {k: str(v) for k, v in td.__annotations__.items()}
