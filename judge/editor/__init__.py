"""The scenario editor behind the judge pages: pure functions over a judge-scenario/1 document.

The document itself is the editor's state. Every edit posts the document (a textarea) plus the
form fields; `apply_edit` reads the fields back into the document (the game's `sync`) and applies
one operation (`op`, the name of the button pressed), looked up in the game's table of operations
(`mtg.OPS`, `bfb.OPS`) and then in the table both games share (`COMMON_OPS`). Nothing here touches
the database or templates; the views turn `EditError` into a message next to the form.

Layout: vocab.py (the vocabularies, from the engine), common.py (form values, ids, shared ops),
effects.py (custom cards' effects), forms.py (labels and effect boxes of the form), mtg.py and
bfb.py (one module per game: sync, ops, action builder, the form's view of the board)."""
from __future__ import annotations

import copy

from django.utils.translation import gettext as _

from . import bfb, mtg
from .bfb import bfb_attack_options, bfb_defender_ids, editor_bfb
from .common import (Edit, EditError, _del_player_card, _op_add_action, _op_del_action, _op_del_stack, _sync_meta,
                     all_ids, blank, dump, mtg_effective, new_id, parse, validate)
from .effects import _op_add_eff, _op_del_eff, effect_fields
from .forms import (BFB_COLOR_LABELS, COLOR_LABELS, EFFECT_LABELS, FIELD_LABELS, SACRIFICE_LABELS, TRIGGER_LABELS,
                    ref_options)
from .mtg import ability_choices, catalog_search, editor_mtg, policy_choices, with_card
from .vocab import (ATTACKER_STEPS, BFB_ACTIONS, BFB_COLORS, BFB_EFFECT_FIELDS, BFB_KINDS, BFB_PHASES,
                    BFB_STATE_PHASES, BFB_ZONES, COMBAT_STEPS, FORMAT, GAMES, MAX_EFFECTS, MAX_INT, MAX_LIST, MAX_TEXT,
                    MTG_ACTIONS, MTG_COLORS, MTG_EFFECT_FIELDS, MTG_KEYWORDS, MTG_PLAYER_IDS, MTG_RELS,
                    MTG_REMEDY_KINDS, MTG_SACRIFICE, MTG_SPELL_EFFECTS, MTG_STEPS, MTG_TRIGGERS, MTG_TYPES, MTG_ZONES, REF_WORDS, SPELL_KEYWORDS)

__all__ = [
    "ATTACKER_STEPS", "BFB_ACTIONS", "BFB_COLORS", "BFB_COLOR_LABELS", "BFB_EFFECT_FIELDS", "BFB_KINDS",
    "BFB_PHASES", "BFB_STATE_PHASES", "BFB_ZONES", "COLOR_LABELS", "COMBAT_STEPS", "COMMON_OPS", "EFFECT_LABELS",
    "FIELD_LABELS", "FORMAT", "GAMES", "GAME_EDITORS", "MAX_EFFECTS", "MAX_INT", "MAX_LIST", "MAX_TEXT",
    "MTG_ACTIONS", "MTG_COLORS", "MTG_EFFECT_FIELDS", "MTG_KEYWORDS", "MTG_PLAYER_IDS", "MTG_RELS", "MTG_REMEDY_KINDS", "MTG_SACRIFICE",
    "MTG_SPELL_EFFECTS", "MTG_STEPS", "MTG_TRIGGERS", "MTG_TYPES", "MTG_ZONES", "REF_WORDS", "SACRIFICE_LABELS",
    "SPELL_KEYWORDS", "TRIGGER_LABELS", "Edit", "EditError", "ability_choices", "all_ids", "apply_edit", "blank",
    "bfb_attack_options", "bfb_defender_ids", "catalog_search", "dump", "editor_bfb", "editor_mtg", "editor_view",
    "effect_fields", "mtg_effective", "new_id", "parse", "policy_choices", "ref_options", "validate", "with_card",
]

# the game's module: sync(doc, data), OPS {op name: function of an Edit}, action(data, state), editor view
GAME_EDITORS = {"mtg": mtg, "bfb": bfb}

# the operations both games have (a game's own table is looked up first)
COMMON_OPS = {
    "sync": lambda e: None,
    "del_stack": _op_del_stack,
    "del_hand": lambda e: _del_player_card(e.doc, e.arg, "hand"),
    "add_eff": _op_add_eff,
    "del_eff": _op_del_eff,
    "add_action": _op_add_action,
    "del_action": _op_del_action,
}


def apply_edit(doc: dict, data, op: str, step: int = 0) -> tuple[dict, int]:
    """(document, step) after the edit `op` with the form `data` (a QueryDict: get/getlist).
    Raises EditError with a message for the user; the document passed in is not modified."""
    doc_before = doc
    doc = copy.deepcopy(doc)
    game = GAME_EDITORS.get(doc.get("game"))
    if data.get("sync") == "1":
        _sync_meta(doc, data)
        if game is not None:
            game.sync(doc, data)
    op = op or "sync"
    name, _sep, arg = op.partition(":")
    if doc.get("actions") is None:
        doc["actions"] = []
    fn = (game.OPS.get(name) if game is not None else None) or COMMON_OPS.get(name)
    if fn is None:
        raise EditError(_("Unknown edit."))
    new_step = fn(Edit(doc, data, arg, step, doc_before, game.action if game is not None else None))
    return doc, step if new_step is None else new_step


def editor_view(doc: dict) -> dict:
    """The form's view of the board of `doc` (a game in GAMES)."""
    return editor_mtg(doc) if doc.get("game") == "mtg" else editor_bfb(doc)
