"""The editor's vocabularies. Steps, phases, zones, kinds, effects, triggers and actions are the
engine's (judge/mtg/validate.py, judge/bfb/validate.py): imported, never re-declared. Where the
editor offers only part of a vocabulary (the keyword boxes, the quick spell effects), the part is
listed here in the order the form shows it and checked against the engine's set at import."""
from __future__ import annotations

import re

from ..bfb import validate as bfb_v
from ..mtg import mana as mtg_mana
from ..mtg import policy_remedies as mtg_policy
from ..mtg import registry as mtg_registry
from ..mtg import validate as mtg_v
from ..mtg.common import PERMANENT_KINDS
from ..mtg.keywords import IMPLEMENTED_KEYWORDS
from langs import GAMES as GAMES  # re-exported: judge.editor.GAMES

FORMAT = "judge-scenario/1"

MTG_STEPS = list(mtg_v.STEPS)
# The engine's combat steps (CR 506.1: beginning of combat to end of combat): a board in any other
# step has no combat. Attackers exist from the declare attackers step on (CR 508.1), so the
# editor's combat box (attackers, blockers) is offered from there: ATTACKER_STEPS.
COMBAT_STEPS = list(mtg_v.COMBAT_STEPS)
ATTACKER_STEPS = COMBAT_STEPS[COMBAT_STEPS.index("declare_attackers"):]
MTG_TYPES = list(PERMANENT_KINDS)
# the keyword boxes of a custom permanent (any other implemented keyword goes in "other keywords")
MTG_KEYWORDS = ["flying", "reach", "menace", "intimidate", "deathtouch", "lifelink", "vigilance", "haste",
                "indestructible", "first strike", "double strike", "trample", "infect", "defender",
                "hexproof"]
# the effects of the quick "add a spell to the stack" form
MTG_SPELL_EFFECTS = ["damage", "destroy", "exile", "bounce", "counter", "pump", "draw", "gain_life",
                     "lose_life", "poison", "proliferate"]
MTG_ACTIONS = ["resolve", "advance", "advance_to", "cast", "activate", "play_land", "declare_attackers",
               "declare_blockers", "assign_damage", "choose", "remedy", "backup"]
# tournament policy (issue #26): the Rules Enforcement Levels and the errors a `remedy` fixes, from the engine
MTG_RELS = list(mtg_policy.RELS)
MTG_REMEDY_KINDS = list(mtg_policy.KINDS)
MTG_TRIGGERS = ["creature_dies", "self_dies", "enters", "upkeep", "end_step", "cast_spell", "attacks",
                "deals_damage_to_player"]
MTG_SACRIFICE = ["", "self", "creature", "artifact", "land", "permanent"]
MTG_COLORS = list(mtg_mana.COLORS)
SPELL_KEYWORDS = ["split second", "flash"]
MTG_ZONES = ["graveyard", "exile"]
MTG_PLAYER_IDS = ["A", "B", "C", "D"]
# the Magic effects the editor offers and their form fields: from the engine's registry (each effect
# registered with `editor=(fields...)`, judge/mtg/registry.py), in registration order
MTG_EFFECT_FIELDS = {do: spec.editor for do, spec in mtg_registry.EFFECTS.items() if spec.editor is not None}

BFB_PHASES = list(bfb_v.PHASES)
BFB_STATE_PHASES = [bfb_v.SETUP] + BFB_PHASES   # a state may also be the set-up before the first turn
BFB_ZONES = list(bfb_v.ZONES)
BFB_KINDS = list(bfb_v.KINDS)
BFB_ACTIONS = list(bfb_v.ACTIONS)
BFB_COLORS = ["red", "blue", "green", "yellow", "purple", "black", "white", "any"]
BFB_EFFECT_FIELDS = {"damage": ("amount", "to"), "heal": ("amount", "to"), "draw": ("n", "to"),
                     "block": ("amount", "of"), "destroy": ("of",), "gain_n": ("amount", "to")}

REF_WORDS = ["target:0", "target:1", "target:2", "controller", "opponent", "self"]
MAX_INT = 10_000
MAX_TEXT = 200
MAX_EFFECTS = 20
MAX_LIST = 60
_SAFE_ID = re.compile(r"[^<>&\"'{}\s]{1,60}")


def _check():
    """Every part the editor offers is in the engine's vocabulary (a typo here would offer a
    choice the engine then rejects)."""
    parts = [(MTG_KEYWORDS + SPELL_KEYWORDS, IMPLEMENTED_KEYWORDS), (MTG_SPELL_EFFECTS, mtg_v.EFFECTS),
             (list(MTG_EFFECT_FIELDS), mtg_v.EFFECTS), (MTG_ACTIONS, mtg_v.ACTIONS), (MTG_TRIGGERS, mtg_v.TRIGGERS),
             (MTG_SACRIFICE[1:], mtg_v.SACRIFICE_WORDS), (list(BFB_EFFECT_FIELDS), bfb_v.EFFECTS)]
    for part, whole in parts:
        extra = set(part) - set(whole)
        if extra:
            raise ImportError(f"editor vocabulary not in the engine's: {sorted(extra)}")
    for do, fields in BFB_EFFECT_FIELDS.items():
        required, optional = bfb_v.EFFECTS[do]
        if not required <= set(fields) <= required | optional:
            raise ImportError(f"editor fields of the bfb effect {do!r} differ from the engine's")


_check()
