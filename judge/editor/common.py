"""What both games' editors share: the error, the blank document, reading form values, ids, the
board's players and lists, the typo check of card names, and the edit operations common to both
games (the stack, hands, effects, actions)."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Callable

from django.utils.translation import gettext as _

from ..engine import ScenarioError, Stepper, parse_document
from ..mtg import cards as mtg_cards
from ..mtg.cards import effective as mtg_effective  # noqa: F401  (re-exported: judge.editor.mtg_effective)
from .vocab import FORMAT, MAX_INT, MAX_TEXT


class EditError(ValueError):
    """An edit that cannot be made; the message is for the user (already translated). `field` is
    the name of the form field at fault (the page shows the message next to it), or ""."""

    def __init__(self, message, field=""):
        super().__init__(message)
        self.field = field



def blank(game: str) -> dict:
    if game == "bfb":
        def player(pid, name, color, first):
            # a 50-card deck after the 7-card opening hand (seed 004); the hand starts empty here
            return {"id": pid, "n": 3 if first else 0, "first_turn": first, "deck": 43, "hand": [], "discard": [],
                    "character": {"id": f"hero{pid}", "name": name, "hp": 20, "color": color},
                    "field": {"mercenary": [], "artifact": [], "skill": [], "item": []}}
        state = {"turn": 1, "active": "A", "phase": "main", "priority": "A", "stack": [],
                 "players": [player("A", "Character A", "red", True), player("B", "Character B", "blue", False)]}
    else:
        game = "mtg"
        state = {"turn": 1, "active": "A", "step": "main1", "priority": "A",
                 "players": [{"id": "A", "life": 20, "poison": 0, "library": 40, "hand": [], "graveyard": [],
                              "exile": []},
                             {"id": "B", "life": 20, "poison": 0, "library": 40, "hand": [], "graveyard": [],
                              "exile": []}],
                 "battlefield": [], "stack": []}
    return {"format": FORMAT, "game": game, "title": "", "notes": "", "state": state, "actions": []}



def dump(doc: dict) -> str:
    return json.dumps(doc, ensure_ascii=False, indent=1)



def parse(text) -> dict:
    """Text -> document dict (ScenarioError for text that is not a JSON object)."""
    return parse_document(text)



def validate(doc: dict) -> list:
    """Every problem of the document (empty list when the engine accepts it)."""
    try:
        Stepper(doc)
    except ScenarioError as exc:
        return exc.problems
    return []



def _int(value, label, default=None, minimum=None, field=""):
    value = (value or "").strip()
    if value == "":
        if default is not None:
            return default
        raise EditError(_("%(field)s: a number is needed.") % {"field": label}, field)
    try:
        n = int(value)
    except ValueError:
        raise EditError(_("%(field)s: “%(value)s” is not a whole number.") % {"field": label, "value": value[:20]},
                        field) from None
    if minimum is not None and n < minimum:
        raise EditError(_("%(field)s: the smallest allowed value is %(min)d.") % {"field": label, "min": minimum}, field)
    if abs(n) > MAX_INT:
        raise EditError(_("%(field)s: the number is too large.") % {"field": label}, field)
    return n



def _text(value, limit=MAX_TEXT):
    return (value or "").strip()[:limit]



def _list(value):
    """"a, b c" -> ["a", "b", "c"] (commas or spaces; ids have no spaces)."""
    return [x for x in re.split(r"[,\s]+", (value or "").strip()) if x][:50]



def _names(value):
    """Comma-separated card names (names may contain spaces)."""
    return [x.strip() for x in (value or "").split(",") if x.strip()][:50]



def _pairs(value, label):
    """"x>B, y>B" -> [("x", "B"), ("y", "B")]."""
    out = []
    for part in _names(value):
        if ">" not in part:
            raise EditError(_("%(field)s: write each pair as id>other (for example bears>B).") % {"field": label})
        a, b = (s.strip() for s in part.split(">", 1))
        if not a or not b:
            raise EditError(_("%(field)s: write each pair as id>other (for example bears>B).") % {"field": label})
        out.append((a, b))
    return out



def _amounts(value, label):
    """"bears=2, B=3" -> {"bears": 2, "B": 3}."""
    out = {}
    for part in _names(value):
        if "=" not in part:
            raise EditError(_("%(field)s: write each part as id=number (for example bears=2).") % {"field": label})
        k, v = (s.strip() for s in part.split("=", 1))
        out[k] = _int(v, label, minimum=0)
    return out



def _slug(name: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")
    return s[:24] or "card"



def all_ids(doc: dict) -> set[str]:
    ids = set()

    def walk(x):
        if isinstance(x, dict):
            if isinstance(x.get("id"), str):
                ids.add(x["id"])
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(doc.get("state", {}))
    return ids



def new_id(doc: dict, name: str) -> str:
    ids = all_ids(doc)
    base = _slug(name)
    if base not in ids:
        return base
    i = 2
    while f"{base}-{i}" in ids:
        i += 1
    return f"{base}-{i}"



def _state(doc):
    st = doc.get("state")
    if not isinstance(st, dict):
        raise EditError(_("The scenario has no board (state) to edit; fix the JSON first."))
    return st



def _players(st):
    ps = st.get("players")
    return [p for p in ps if isinstance(p, dict)] if isinstance(ps, list) else []



def _player_ids(st):
    return [p.get("id") for p in _players(st) if isinstance(p.get("id"), str)]



def _player(st, pid):
    for p in _players(st):
        if p.get("id") == pid:
            return p
    raise EditError(_("There is no player “%(id)s”.") % {"id": str(pid)[:20]})



def _index(value, seq, what):
    try:
        i = int(value)
    except (TypeError, ValueError):
        raise EditError(_("Unknown %(what)s.") % {"what": what}) from None
    if not isinstance(seq, list) or not 0 <= i < len(seq):
        raise EditError(_("Unknown %(what)s.") % {"what": what})
    return i



def _set_if_changed(obj, eff, key, value):
    if eff.get(key) != value:
        obj[key] = value



def _sync_turn(doc, data):
    """The turn number, active player and priority: the same fields in both games."""
    st = _state(doc)
    pids = _player_ids(st)
    if "s-turn" in data:
        st["turn"] = _int(data.get("s-turn"), _("Turn"), minimum=1)
    for key in ("active", "priority"):
        v = data.get(f"s-{key}")
        if v in pids:
            st[key] = v
    return st



def _near_cards(name: str) -> list[str]:
    """Up to three known card names close to `name` (the card pool's ranking, else the catalogue)."""
    import difflib
    want = name.casefold()
    found = [e["card"] for e in mtg_cards.search(name, 8) if e.get("card")]
    found += difflib.get_close_matches(name, mtg_cards.names(), n=3, cutoff=0.8)
    near = [n for n in dict.fromkeys(found)
            if n.casefold() != want and difflib.SequenceMatcher(None, n.casefold(), want).ratio() >= 0.8]
    return near[:3]



def _check_custom_name(name: str, custom: bool, field: str) -> None:
    """A name that is no known card but close to one is almost always a typo: say which cards were
    meant instead of silently making a blank card of that name (tick "my own card" to keep it)."""
    if custom:
        return
    near = _near_cards(name)
    if near:
        raise EditError(_("“%(name)s” is not a card we know. Did you mean: %(cards)s? To make a card of your "
                          "own with this name, tick “a card of my own”.") % {"name": name[:60], "cards": ", ".join(near)},
                        field)



def _check_new_action(doc, action, at):
    """An action that would make a valid document invalid is refused with its problem, so the
    board stays editable (a typo in a card name names the cards that were meant)."""
    problems = [p for p in validate(doc) if str(p.path).startswith(f"actions[{at}]")]
    if not problems:
        return
    card = action.get("card")
    if doc.get("game") == "mtg" and isinstance(card, str) and str(problems[0].path).endswith(".card"):
        near = _near_cards(card)
        if near:
            raise EditError(_("“%(name)s” is not a card we know. Did you mean: %(cards)s?")
                            % {"name": card[:60], "cards": ", ".join(near)}, "na-card")
    raise EditError(_("This action cannot be added: %(problem)s") % {"problem": problems[0].message[:300]},
                    "na-card" if str(problems[0].path).endswith(".card") else "na-type")



def _del_player_card(doc, arg, key):
    """del_hand / del_discard: "<player>:<k>" removes card k of that player's list `key`."""
    pi, _s, k = arg.partition(":")
    players = _players(_state(doc))
    p = players[_index(pi, players, _("player"))]
    cards = p.get(key)
    cards.pop(_index(k, cards, _("card")))



def _sync_meta(doc, data):
    if "title" in data:
        doc["title"] = _text(data.get("title"), 300)
    if "notes" in data:
        doc["notes"] = _text(data.get("notes"), 4000)


# --- the operations both games have -----------------------------------------------------------------

@dataclass
class Edit:
    """One edit being applied: the working copy of the document, the form, the op's argument (after
    the ":"), the step shown, the document before the edit, and the game's action builder."""
    doc: dict
    data: Any
    arg: str
    step: int
    doc_before: dict
    action: Callable | None = None


def _op_del_stack(e):
    stack = _state(e.doc).get("stack")
    stack.pop(_index(e.arg, stack, _("stack object")))


def _op_add_action(e):
    doc = e.doc
    st = doc.get("state") if isinstance(doc.get("state"), dict) else {}
    if e.action is None:
        raise EditError(_("Unknown edit."))
    action = e.action(e.data, st, doc)
    actions = doc["actions"]
    if not isinstance(actions, list):
        raise EditError(_("The actions in the JSON are not a list; fix the JSON first."))
    if len(actions) >= 500:
        raise EditError(_("A scenario has at most 500 actions."))
    at = max(0, min(e.step, len(actions)))
    was_valid = not validate(e.doc_before)
    actions.insert(at, action)
    if was_valid:
        _check_new_action(doc, action, at)
    return at + 1


def _op_del_action(e):
    actions = e.doc["actions"]
    if not isinstance(actions, list):
        raise EditError(_("The actions in the JSON are not a list; fix the JSON first."))
    i = _index(e.arg, actions, _("action"))
    actions.pop(i)
    return min(e.step, i)
