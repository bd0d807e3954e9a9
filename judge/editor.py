"""The scenario editor behind the judge pages: pure functions over a judge-scenario/1 document.

The document itself is the editor's state. Every edit posts the document (a textarea) plus the
form fields; `apply_edit` reads the fields back into the document (`sync`) and applies one
operation (`op`, the name of the button pressed). Nothing here touches the database or templates;
the views turn `EditError` into a message next to the form."""
from __future__ import annotations

import copy
import json
import re

from django.utils.translation import gettext as _

from .engine import ScenarioError, Stepper, parse_document
from .mtg import cards as mtg_cards

FORMAT = "judge-scenario/1"
GAMES = ("mtg", "bfb")

MTG_STEPS = ["untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
             "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "main2",
             "end", "cleanup"]
MTG_TYPES = ["creature", "artifact", "enchantment", "land", "planeswalker", "battle"]
MTG_KEYWORDS = ["flying", "reach", "menace", "intimidate", "deathtouch", "lifelink", "vigilance", "haste",
                "indestructible", "first strike", "double strike", "trample", "infect", "defender",
                "hexproof"]
MTG_SPELL_EFFECTS = ["damage", "destroy", "exile", "bounce", "counter", "pump", "draw", "gain_life",
                     "lose_life", "poison", "proliferate"]
MTG_ACTIONS = ["resolve", "advance", "advance_to", "cast", "activate", "play_land", "declare_attackers",
               "declare_blockers", "assign_damage", "choose"]
BFB_PHASES = ["n", "draw", "main", "combat", "main2", "end"]
BFB_ZONES = ["mercenary", "artifact", "skill", "item"]
BFB_KINDS = ["mercenary", "artifact", "skill", "item", "pray"]
BFB_ACTIONS = ["advance", "advance_to", "play", "attack", "defend", "assign", "respond", "resolve", "choose"]
BFB_COLORS = ["red", "blue", "green", "yellow", "purple", "black", "white", "any"]
MAX_INT = 10_000
MAX_TEXT = 200


class EditError(ValueError):
    """An edit that cannot be made; the message is for the user (already translated)."""


def blank(game: str) -> dict:
    if game == "bfb":
        def player(pid, name, color, first):
            return {"id": pid, "n": 3 if first else 0, "first_turn": first, "deck": 40, "hand": [], "discard": [],
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


# --- reading form values -------------------------------------------------------------------------

def _int(value, label, default=None, minimum=None):
    value = (value or "").strip()
    if value == "":
        if default is not None:
            return default
        raise EditError(_("%(field)s: a number is needed.") % {"field": label})
    try:
        n = int(value)
    except ValueError:
        raise EditError(_("%(field)s: “%(value)s” is not a whole number.") % {"field": label, "value": value[:20]}) from None
    if minimum is not None and n < minimum:
        raise EditError(_("%(field)s: the smallest allowed value is %(min)d.") % {"field": label, "min": minimum})
    if abs(n) > MAX_INT:
        raise EditError(_("%(field)s: the number is too large.") % {"field": label})
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


# --- mtg ------------------------------------------------------------------------------------------

def mtg_effective(obj) -> dict:
    """A permanent as the editor shows it: catalogue defaults under the scenario's fields."""
    if isinstance(obj, str):
        obj = {"card": obj}
    base = mtg_cards.lookup(obj.get("card")) or {}
    d = copy.deepcopy(base)
    d.update(obj)
    d["catalog"] = bool(base)
    return d


def catalog_search(query: str, limit: int = 12) -> list[dict]:
    q = (query or "").strip().casefold()
    out = []
    for name in mtg_cards.names():
        e = mtg_cards.lookup(name)
        hay = " ".join([name] + list((e.get("names") or {}).values())).casefold()
        if not q or q in hay:
            out.append(e)
        if len(out) >= limit:
            break
    return out


def _set_if_changed(obj, eff, key, value):
    if eff.get(key) != value:
        obj[key] = value


def _sync_mtg(doc, data):
    st = _state(doc)
    pids = _player_ids(st)
    if "s-turn" in data:
        st["turn"] = _int(data.get("s-turn"), _("Turn"), minimum=1)
    for key in ("active", "priority"):
        v = data.get(f"s-{key}")
        if v in pids:
            st[key] = v
    if data.get("s-step") in MTG_STEPS:
        st["step"] = data["s-step"]
        if st["step"] not in MTG_STEPS[4:10]:
            st.pop("combat", None)
    for i, p in enumerate(_players(st)):
        for key, label, minimum in (("life", _("Life"), None), ("poison", _("Poison"), 0),
                                    ("library", _("Library"), 0)):
            if f"p{i}-{key}" in data:
                p[key] = _int(data.get(f"p{i}-{key}"), label, minimum=minimum)
    bf = st.get("battlefield")
    for j, o in enumerate(bf if isinstance(bf, list) else []):
        if not isinstance(o, dict) or data.get(f"b{j}-present") != "1":
            continue
        eff = mtg_effective(o)
        if not eff["catalog"] and f"b{j}-name" in data:
            name = _text(data.get(f"b{j}-name"))
            if name:
                o["card"] = name
        if data.get(f"b{j}-controller") in pids:
            o["controller"] = data[f"b{j}-controller"]
        if not eff["catalog"]:
            types = [t for t in data.getlist(f"b{j}-types") if t in MTG_TYPES]
            if types:
                o["types"] = types
        for key, label in (("power", _("Power")), ("toughness", _("Toughness"))):
            if data.get(f"b{j}-{key}", "").strip() != "":
                _set_if_changed(o, eff, key, _int(data.get(f"b{j}-{key}"), label))
        kws = [k for k in data.getlist(f"b{j}-kw") if k in MTG_KEYWORDS]
        other = [k for k in (eff.get("keywords") or []) if k not in MTG_KEYWORDS]
        extra = [k.strip().lower() for k in (data.get(f"b{j}-kw-other") or "").split(",") if k.strip()]
        new_kws = kws + (extra if f"b{j}-kw-other" in data else other)
        if sorted(new_kws) != sorted(eff.get("keywords") or []):
            o["keywords"] = new_kws
        counters = dict(o.get("counters") or {}) if isinstance(o.get("counters"), dict) else {}
        for kind, field, label in (("+1/+1", "plus", _("+1/+1 counters")), ("-1/-1", "minus", _("−1/−1 counters")),
                                   ("loyalty", "loyalty", _("Loyalty counters"))):
            if f"b{j}-{field}" in data:
                n = _int(data.get(f"b{j}-{field}"), label, default=0, minimum=0)
                if n:
                    counters[kind] = n
                else:
                    counters.pop(kind, None)
        if counters or "counters" in o:
            o["counters"] = counters
        if f"b{j}-damage" in data:
            dmg = _int(data.get(f"b{j}-damage"), _("Damage"), default=0, minimum=0)
            if dmg or "damage" in o:
                o["damage"] = dmg
        for key, field in (("tapped", "tapped"), ("summoning_sick", "sick")):
            val = data.get(f"b{j}-{field}") == "1"
            if val or key in o:
                o[key] = val


def _add_perm_mtg(doc, data, name=None):
    st = _state(doc)
    pids = _player_ids(st)
    controller = data.get("np-controller") if data.get("np-controller") in pids else st.get("active", "A")
    name = _text(name if name is not None else data.get("np-card"))
    if not name:
        raise EditError(_("Give the permanent a name (a catalogue card or your own)."))
    entry = mtg_cards.lookup(name)
    obj = {"id": new_id(doc, name), "card": entry["card"] if entry else name, "controller": controller}
    if not entry:
        types = [t for t in data.getlist("np-types") if t in MTG_TYPES] or ["creature"]
        obj["types"] = types
        if "creature" in types:
            obj["power"] = _int(data.get("np-power"), _("Power"))
            obj["toughness"] = _int(data.get("np-toughness"), _("Toughness"))
        kws = [k for k in data.getlist("np-kw") if k in MTG_KEYWORDS]
        if kws:
            obj["keywords"] = kws
    counters = {}
    for kind, field, label in (("+1/+1", "plus", _("+1/+1 counters")), ("-1/-1", "minus", _("−1/−1 counters"))):
        n = _int(data.get(f"np-{field}"), label, default=0, minimum=0)
        if n:
            counters[kind] = n
    if counters:
        obj["counters"] = counters
    dmg = _int(data.get("np-damage"), _("Damage"), default=0, minimum=0)
    if dmg:
        obj["damage"] = dmg
    if data.get("np-tapped") == "1":
        obj["tapped"] = True
    if data.get("np-sick") == "1":
        obj["summoning_sick"] = True
    st.setdefault("battlefield", [])
    if not isinstance(st["battlefield"], list):
        raise EditError(_("The battlefield in the JSON is not a list; fix the JSON first."))
    st["battlefield"].append(obj)


def _add_stack_mtg(doc, data):
    st = _state(doc)
    pids = _player_ids(st)
    controller = data.get("ns-controller") if data.get("ns-controller") in pids else st.get("priority", "A")
    name = _text(data.get("ns-card"))
    if not name:
        raise EditError(_("Give the spell or ability a name."))
    targets = _list(data.get("ns-targets"))
    entry = mtg_cards.lookup(name)
    kind = data.get("ns-kind") or "instant"
    obj = {"id": new_id(doc, name)}
    if entry and kind != "ability":
        obj.update({"card": entry["card"], "controller": controller})
    else:
        effect = data.get("ns-effect") if data.get("ns-effect") in MTG_SPELL_EFFECTS else "damage"
        amount = _int(data.get("ns-amount"), _("Amount"), default=1, minimum=0)
        to = "target:0" if targets else ("opponent" if effect in ("damage", "lose_life", "poison") else "controller")
        eff = {"do": effect}
        if effect in ("damage", "gain_life", "lose_life"):
            eff.update({"amount": amount, "to": to})
        elif effect in ("draw", "poison"):
            eff.update({"n": amount, "to": to})
        elif effect == "pump":
            eff.update({"of": to, "power": amount, "toughness": amount})
        elif effect != "proliferate":
            eff["of"] = to
        if kind == "ability":
            source = _text(data.get("ns-source"))
            obj.update({"ability": name, "source": source or None, "controller": controller, "effects": [eff]})
            if not source:
                obj.pop("source")
        else:
            obj.update({"card": name, "controller": controller, "kind": kind if kind in ("instant", "sorcery") else "instant",
                        "effects": [eff]})
    if targets:
        obj["targets"] = targets
    st.setdefault("stack", [])
    if not isinstance(st["stack"], list):
        raise EditError(_("The stack in the JSON is not a list; fix the JSON first."))
    st["stack"].append(obj)


def _action_mtg(data, st):
    t = data.get("na-type")
    if t not in MTG_ACTIONS:
        raise EditError(_("Choose the kind of action."))
    pids = _player_ids(st)
    a = {"type": t}
    player = data.get("na-player")
    if t in ("cast", "play_land"):
        if player in pids:
            a["player"] = player
        card = _text(data.get("na-card"))
        if not card:
            raise EditError(_("Name the card."))
        a["card"] = card
    if t in ("cast", "activate"):
        targets = _list(data.get("na-targets"))
        if targets:
            a["targets"] = targets
    if t == "cast" and (data.get("na-x") or "").strip():
        a["x"] = _int(data.get("na-x"), "X", minimum=0)
    if t == "activate":
        perm = _text(data.get("na-permanent"))
        if not perm:
            raise EditError(_("Name the permanent (its id) whose ability is activated."))
        a["permanent"] = perm
        a["ability"] = _int(data.get("na-ability"), _("Ability number"), default=0, minimum=0)
        sac = _list(data.get("na-sacrifice"))
        if sac:
            a["sacrifice"] = sac
    if t == "advance_to":
        if data.get("na-step") not in MTG_STEPS:
            raise EditError(_("Choose the step to advance to."))
        a["step"] = data["na-step"]
    if t == "advance":
        discard = _list(data.get("na-discard"))
        if discard:
            a["discard"] = discard
    if t == "declare_attackers":
        a["attackers"] = [{"id": x, "defending": y} for x, y in _pairs(data.get("na-pairs"), _("Attackers"))]
    if t == "declare_blockers":
        a["blockers"] = [{"id": x, "blocking": y} for x, y in _pairs(data.get("na-pairs"), _("Blockers"))]
    if t == "assign_damage":
        att = _text(data.get("na-permanent"))
        if not att:
            raise EditError(_("Name the attacking creature (its id)."))
        a["attacker"] = att
        a["assignment"] = _amounts(data.get("na-assign"), _("Damage assignment"))
    if t == "choose":
        choice = _list(data.get("na-choice"))
        a["choice"] = choice if len(choice) != 1 else choice[0]
    return a


# --- bfb ------------------------------------------------------------------------------------------

def _sync_bfb(doc, data):
    st = _state(doc)
    pids = _player_ids(st)
    if "s-turn" in data:
        st["turn"] = _int(data.get("s-turn"), _("Turn"), minimum=1)
    for key in ("active", "priority"):
        v = data.get(f"s-{key}")
        if v in pids:
            st[key] = v
    if data.get("s-phase") in BFB_PHASES:
        st["phase"] = data["s-phase"]
    for i, p in enumerate(_players(st)):
        if data.get(f"p{i}-present") != "1":
            continue
        p["n"] = _int(data.get(f"p{i}-n"), "N", default=0, minimum=0)
        p["deck"] = _int(data.get(f"p{i}-deck"), _("Deck"), default=0, minimum=0)
        p["first_turn"] = data.get(f"p{i}-first") == "1"
        ch = p.get("character")
        if not isinstance(ch, dict):
            ch = p["character"] = {"id": f"hero{p.get('id', i)}"}
        name = _text(data.get(f"p{i}-cname"))
        if name:
            ch["name"] = name
        ch["hp"] = _int(data.get(f"p{i}-chp"), "HP", default=0, minimum=0)
        blk = _int(data.get(f"p{i}-cblock"), _("Block"), default=0, minimum=0)
        if blk or "block" in ch:
            ch["block"] = blk
        color = _text(data.get(f"p{i}-ccolor"), 20)
        if color:
            ch["color"] = color
        field = p.get("field") if isinstance(p.get("field"), dict) else {}
        for zone in BFB_ZONES:
            cards = field.get(zone)
            for k, c in enumerate(cards if isinstance(cards, list) else []):
                pre = f"f{i}-{zone}-{k}"
                if not isinstance(c, dict) or data.get(f"{pre}-present") != "1":
                    continue
                name = _text(data.get(f"{pre}-name"))
                if name:
                    c["name"] = name
                if "hp" in c or (data.get(f"{pre}-hp") or "").strip():
                    c["hp"] = _int(data.get(f"{pre}-hp"), "HP", default=0, minimum=0)
                blk = _int(data.get(f"{pre}-block"), _("Block"), default=0, minimum=0)
                if blk or "block" in c:
                    c["block"] = blk
                for key, f in (("summoning_sick", "sick"), ("used_skill", "used")):
                    val = data.get(f"{pre}-{f}") == "1"
                    if val or key in c:
                        c[key] = val


def _bfb_card(doc, data, pre, kind):
    name = _text(data.get(f"{pre}-name"))
    if not name:
        raise EditError(_("Give the card a name."))
    card = {"id": new_id(doc, name), "name": name, "kind": kind,
            "cost": _int(data.get(f"{pre}-cost"), _("Cost"), default=0, minimum=0),
            "color": _text(data.get(f"{pre}-color"), 20) or "red"}
    if kind in ("mercenary", "artifact"):
        card["hp"] = _int(data.get(f"{pre}-hp"), "HP", default=1, minimum=1)
    blk = _int(data.get(f"{pre}-block"), _("Block"), default=0, minimum=0)
    if blk:
        card["block"] = blk
    skill = _text(data.get(f"{pre}-skill"))
    if skill and kind in ("mercenary", "artifact"):
        card["skills"] = [{"name": skill, "damage": _int(data.get(f"{pre}-damage"), _("Damage"), default=0, minimum=0),
                           "pierce": data.get(f"{pre}-pierce") == "1",
                           "unpreventable": data.get(f"{pre}-unpreventable") == "1"}]
    if kind in ("skill", "pray"):
        do = data.get(f"{pre}-effect") if data.get(f"{pre}-effect") in ("damage", "heal", "block", "draw", "gain_n") else "damage"
        amount = _int(data.get(f"{pre}-damage"), _("Amount"), default=1, minimum=0)
        target = _text(data.get(f"{pre}-target"), 40) or ("opponent" if do == "damage" else "controller")
        eff = {"do": do}
        if do == "draw":
            eff["n"] = amount
        else:
            eff["amount"] = amount
        if do in ("damage", "heal"):
            eff["to"] = target
        elif do == "block":
            eff["of"] = target
        card["effects"] = [eff]
    return card


def _add_field_bfb(doc, data):
    st = _state(doc)
    p = _player(st, data.get("nf-player"))
    zone = data.get("nf-zone")
    if zone not in BFB_ZONES:
        raise EditError(_("Choose the slot."))
    card = _bfb_card(doc, data, "nf", zone)
    card.setdefault("summoning_sick", data.get("nf-sick") == "1")
    field = p.setdefault("field", {})
    if not isinstance(field, dict):
        raise EditError(_("The field in the JSON is not an object; fix the JSON first."))
    field.setdefault(zone, []).append(card)


def _add_hand_bfb(doc, data):
    st = _state(doc)
    p = _player(st, data.get("nh-player"))
    kind = data.get("nh-kind")
    if kind not in BFB_KINDS:
        raise EditError(_("Choose the kind of card."))
    card = _bfb_card(doc, data, "nh", kind)
    hand = p.setdefault("hand", [])
    if not isinstance(hand, list):
        raise EditError(_("The hand in the JSON is not a list; fix the JSON first."))
    hand.append(card)


def _action_bfb(data, st):
    t = data.get("na-type")
    if t not in BFB_ACTIONS:
        raise EditError(_("Choose the kind of action."))
    pids = _player_ids(st)
    a = {"type": t}
    if t == "advance_to":
        if data.get("na-phase") not in BFB_PHASES:
            raise EditError(_("Choose the phase to advance to."))
        a["phase"] = data["na-phase"]
    if t in ("advance", "advance_to"):
        discard = _list(data.get("na-discard"))
        if discard:
            a["discard"] = discard
    if t in ("play", "respond"):
        if data.get("na-player") in pids:
            a["player"] = data["na-player"]
        card = _text(data.get("na-card"))
        if not card:
            raise EditError(_("Name the card."))
        a["card"] = card
        if t == "play" and data.get("na-zone") in BFB_ZONES:
            a["zone"] = data["na-zone"]
        targets = _list(data.get("na-targets"))
        if targets:
            a["targets"] = targets
    if t == "attack":
        card = _text(data.get("na-card"))
        if not card:
            raise EditError(_("Name the attacking card (its id)."))
        a["card"] = card
        skill = _text(data.get("na-skill"))
        if skill:
            a["skill"] = skill
    if t == "defend":
        a["defenders"] = _list(data.get("na-defenders"))
    if t == "assign":
        a["allocation"] = _amounts(data.get("na-assign"), _("Damage split"))
    if t == "choose":
        choice = _list(data.get("na-choice"))
        a["choice"] = choice if len(choice) != 1 else choice[0]
    return a


# --- entry point ----------------------------------------------------------------------------------

def _sync_meta(doc, data):
    if "title" in data:
        doc["title"] = _text(data.get("title"), 300)
    if "notes" in data:
        doc["notes"] = _text(data.get("notes"), 4000)


def apply_edit(doc: dict, data, op: str, step: int = 0) -> tuple[dict, int]:
    """(document, step) after the edit `op` with the form `data` (a QueryDict: get/getlist).
    Raises EditError with a message for the user; the document passed in is not modified."""
    doc = copy.deepcopy(doc)
    game = doc.get("game")
    if data.get("sync") == "1":
        _sync_meta(doc, data)
        if game == "mtg":
            _sync_mtg(doc, data)
        elif game == "bfb":
            _sync_bfb(doc, data)
    op = op or "sync"
    name, _sep, arg = op.partition(":")
    st = doc.get("state") if isinstance(doc.get("state"), dict) else {}
    actions = doc.get("actions")
    if actions is None:
        actions = doc["actions"] = []
    if name == "sync":
        pass
    elif name == "add_perm" and game == "mtg":
        _add_perm_mtg(doc, data)
    elif name == "add_catalog" and game == "mtg":
        if not mtg_cards.lookup(arg):
            raise EditError(_("“%(name)s” is not in the catalogue.") % {"name": arg[:60]})
        _add_perm_mtg(doc, data, name=arg)
    elif name == "del_perm" and game == "mtg":
        bf = _state(doc).get("battlefield")
        bf.pop(_index(arg, bf, _("permanent")))
    elif name == "add_stack" and game == "mtg":
        _add_stack_mtg(doc, data)
    elif name == "del_stack":
        stack = _state(doc).get("stack")
        stack.pop(_index(arg, stack, _("stack object")))
    elif name == "add_hand" and game == "mtg":
        p = _player(_state(doc), data.get("nh-player"))
        card = _text(data.get("nh-card"))
        if not card:
            raise EditError(_("Name the card."))
        entry = mtg_cards.lookup(card)
        hand = p.setdefault("hand", [])
        if entry:
            hand.append(entry["card"])
        else:
            kind = data.get("nh-kind") if data.get("nh-kind") in ("instant", "sorcery", "creature", "land") else "instant"
            obj = {"id": new_id(doc, card), "card": card, "kind": kind}
            if kind in ("instant", "sorcery"):
                obj["effects"] = []
            else:
                obj["types"] = [kind]
                if kind == "creature":
                    obj.update({"power": 1, "toughness": 1})
            hand.append(obj)
    elif name == "add_hand" and game == "bfb":
        _add_hand_bfb(doc, data)
    elif name == "del_hand":
        pi, _s, k = arg.partition(":")
        players = _players(_state(doc))
        p = players[_index(pi, players, _("player"))]
        hand = p.get("hand")
        hand.pop(_index(k, hand, _("card")))
    elif name == "add_field" and game == "bfb":
        _add_field_bfb(doc, data)
    elif name == "del_field" and game == "bfb":
        pi, zone, k = (arg.split(":") + ["", "", ""])[:3]
        players = _players(_state(doc))
        p = players[_index(pi, players, _("player"))]
        if zone not in BFB_ZONES or not isinstance(p.get("field"), dict):
            raise EditError(_("Unknown %(what)s.") % {"what": _("slot")})
        cards = p["field"].get(zone)
        cards.pop(_index(k, cards, _("card")))
    elif name == "add_action":
        action = _action_mtg(data, st) if game == "mtg" else _action_bfb(data, st)
        if not isinstance(actions, list):
            raise EditError(_("The actions in the JSON are not a list; fix the JSON first."))
        if len(actions) >= 500:
            raise EditError(_("A scenario has at most 500 actions."))
        at = max(0, min(step, len(actions)))
        actions.insert(at, action)
        step = at + 1
    elif name == "del_action":
        if not isinstance(actions, list):
            raise EditError(_("The actions in the JSON are not a list; fix the JSON first."))
        i = _index(arg, actions, _("action"))
        actions.pop(i)
        step = min(step, i)
    else:
        raise EditError(_("Unknown edit."))
    return doc, step
