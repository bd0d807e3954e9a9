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
from .mtg import registry as mtg_registry

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
BFB_STATE_PHASES = ["setup"] + BFB_PHASES   # a state may also be the set-up before the first turn
BFB_ZONES = ["mercenary", "artifact", "skill", "item"]
BFB_KINDS = ["mercenary", "artifact", "skill", "item", "pray"]
BFB_ACTIONS = ["advance", "advance_to", "play", "attack", "defend", "assign", "respond", "resolve", "choose",
               "go_first", "draw_hands", "mulligan"]
BFB_COLORS = ["red", "blue", "green", "yellow", "purple", "black", "white", "any"]
MAX_INT = 10_000
MAX_TEXT = 200


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


# --- reading form values -------------------------------------------------------------------------

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


def ability_choices(st) -> list:
    """(permanent id, ability index, text) for every activated ability on the battlefield."""
    out = []
    for o in st.get("battlefield") if isinstance(st.get("battlefield"), list) else []:
        if not isinstance(o, (dict, str)):
            continue
        e = mtg_effective(o)
        for i, ab in enumerate(e.get("abilities") if isinstance(e.get("abilities"), list) else []):
            if isinstance(ab, dict) and isinstance(e.get("id"), str):
                out.append((e["id"], i, ab.get("text") or ""))
    return out


def catalog_search(query: str, limit: int = 12) -> list[dict]:
    """Catalogue cards matching `query`, best first (the card pool's ranking when it is installed)."""
    return mtg_cards.search(query, limit)


def with_card(doc: dict, name: str) -> bool:
    """Put the card `name` (catalogue or card pool) on a blank board: a permanent card on the
    battlefield under the active player's control, an instant or sorcery in their hand."""
    entry = mtg_cards.lookup(name)
    if not entry:
        return False
    st = _state(doc)
    types = entry.get("types") or []
    if any(t in MTG_TYPES for t in types):
        st.setdefault("battlefield", []).append({"id": new_id(doc, entry["card"]), "card": entry["card"],
                                                 "controller": st.get("active", "A")})
    else:
        for p in st.get("players") or []:
            if p.get("id") == st.get("active", "A"):
                p.setdefault("hand", []).append(entry["card"])
    return True


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


def _sync_mtg(doc, data):
    st = _sync_turn(doc, data)
    pids = _player_ids(st)
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
    _sync_mtg_more(doc, data)


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
        # power and toughness given, or "a card of my own" ticked: a custom card is meant
        custom = data.get("np-custom") == "1" or bool((data.get("np-power") or "").strip())
        _check_custom_name(name, custom, "np-card")
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
    if t == "activate" and data.get("na-ability-pick"):
        perm, _s, ab = data["na-ability-pick"].rpartition("|")
        if (perm, ab) not in {(p, str(i)) for p, i, _t in ability_choices(st)}:
            raise EditError(_("Choose an ability of a permanent on the battlefield."), "na-ability-pick")
        a["permanent"] = perm
        a["ability"] = int(ab)
        sac = _list(data.get("na-sacrifice"))
        if sac:
            a["sacrifice"] = sac
    elif t == "activate":
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
    st = _sync_turn(doc, data)
    if data.get("s-phase") in BFB_STATE_PHASES:
        st["phase"] = data["s-phase"]
    if st.get("phase") == "setup":
        setup = st.get("setup") if isinstance(st.get("setup"), dict) else {}
        setup["hands_drawn"] = data.get("s-hands-drawn") == "1"
        if not setup["hands_drawn"]:
            setup.pop("mulliganed", None)
        st["setup"] = setup
    else:
        st.pop("setup", None)
    in_setup = st.get("phase") == "setup"
    for i, p in enumerate(_players(st)):
        if data.get(f"p{i}-present") != "1":
            continue
        p["n"] = _int(data.get(f"p{i}-n"), "N", default=0, minimum=0)
        if not isinstance(p.get("deck"), list):     # a deck listed card by card (JSON) is kept as it is
            p["deck"] = _int(data.get(f"p{i}-deck"), _("Deck"), default=0, minimum=0)
        # before the first turn nobody has had a turn yet: every first turn is still to come
        p["first_turn"] = in_setup or data.get(f"p{i}-first") == "1"
        ch = p.get("character")
        if not isinstance(ch, dict):
            ch = p["character"] = {"id": f"hero{p.get('id', i)}"}
        name = _text(data.get(f"p{i}-cname"))
        if name:
            ch["name"] = name
        ch["hp"] = _int(data.get(f"p{i}-chp"), "HP", default=0, minimum=0)
        if f"p{i}-cmaxhp" in data:
            if (data.get(f"p{i}-cmaxhp") or "").strip():
                ch["max_hp"] = _int(data.get(f"p{i}-cmaxhp"), _("Maximum HP"), minimum=1, field=f"p{i}-cmaxhp")
            else:
                ch.pop("max_hp", None)
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
                if f"{pre}-cost" in data:
                    c["cost"] = _int(data.get(f"{pre}-cost"), _("Cost"), default=0, minimum=0, field=f"{pre}-cost")
                if data.get(f"{pre}-color") in BFB_COLORS:
                    c["color"] = data[f"{pre}-color"]
                for key, f in (("summoning_sick", "sick"), ("used_skill", "used"), ("no_summoning_sickness", "nosick")):
                    val = data.get(f"{pre}-{f}") == "1"
                    if val or key in c:
                        c[key] = val
    _sync_bfb_more(doc, data)


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


def _add_discard_bfb(doc, data, pi):
    st = _state(doc)
    players = _players(st)
    i = _index(pi, players, _("player"))
    p = players[i]
    name = _text(data.get(f"p{i}-discard-new"))
    if not name:
        raise EditError(_("Give the card a name."), f"p{i}-discard-new")
    pile = p.setdefault("discard", [])
    if not isinstance(pile, list):
        raise EditError(_("The discard pile in the JSON is not a list; fix the JSON first."))
    if len(pile) >= MAX_LIST:
        raise EditError(_("A list has at most %(n)d cards here.") % {"n": MAX_LIST}, f"p{i}-discard-new")
    pile.append({"id": new_id(doc, name), "name": name})


def _add_stack_bfb(doc, data):
    """A Skill or Pray card already waiting to resolve (an attack may be waiting under it)."""
    st = _state(doc)
    if st.get("phase") == "setup":
        raise EditError(_("Before the first turn nothing is on the stack."), "ns-kind")
    kind = data.get("ns-kind")
    if kind not in ("skill", "pray"):
        raise EditError(_("Only Skill and Pray cards go on the stack."), "ns-kind")
    controller = data.get("ns-player")
    if controller not in _player_ids(st):
        raise EditError(_("Choose the player."), "ns-player")
    card = _bfb_card(doc, data, "ns", kind)
    card["controller"] = controller
    card["targets"] = _list(data.get("ns-targets"))
    stack = st.setdefault("stack", [])
    if not isinstance(stack, list):
        raise EditError(_("The stack in the JSON is not a list; fix the JSON first."))
    stack.append(card)


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
        zones = BFB_KINDS if t == "play" else ["skill", "pray"]
        if data.get("na-zone") in zones:
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
    if t in ("go_first", "mulligan"):
        if data.get("na-player") not in pids:
            raise EditError(_("Choose the player."), "na-player")
        a["player"] = data["na-player"]
    if t == "mulligan":
        a["cards"] = _list(data.get("na-cards"))
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
    doc_before = doc
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
            _check_custom_name(card, data.get("nh-custom") == "1", "nh-card")
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
        _del_player_card(doc, arg, "hand")
    elif name == "add_field" and game == "bfb":
        _add_field_bfb(doc, data)
    elif name == "add_discard" and game == "bfb":
        _add_discard_bfb(doc, data, arg)
    elif name == "del_discard" and game == "bfb":
        _del_player_card(doc, arg, "discard")
    elif name == "add_stack" and game == "bfb":
        _add_stack_bfb(doc, data)
    elif name == "del_field" and game == "bfb":
        pi, zone, k = (arg.split(":") + ["", "", ""])[:3]
        players = _players(_state(doc))
        p = players[_index(pi, players, _("player"))]
        if zone not in BFB_ZONES or not isinstance(p.get("field"), dict):
            raise EditError(_("Unknown %(what)s.") % {"what": _("slot")})
        cards = p["field"].get(zone)
        cards.pop(_index(k, cards, _("card")))
    elif name == "add_zone" and game == "mtg":
        _add_zone_mtg(doc, data)
    elif name == "del_zone" and game == "mtg":
        _del_zone_mtg(doc, arg)
    elif name == "add_player" and game == "mtg":
        _add_player_mtg(doc)
    elif name == "del_player" and game == "mtg":
        _del_player_mtg(doc, arg)
    elif name == "add_attacker" and game == "mtg":
        _add_attacker(doc, data)
    elif name == "add_blocker" and game == "mtg":
        _add_blocker(doc, data)
    elif name in ("del_attacker", "del_blocker") and game == "mtg":
        _del_combat(doc, "attackers" if name == "del_attacker" else "blockers", arg)
    elif name in ("add_ability", "add_trigger") and game == "mtg":
        _add_ability(doc, arg, data, trigger=name == "add_trigger")
    elif name in ("del_ability", "del_trigger") and game == "mtg":
        _del_ability(doc, arg, trigger=name == "del_trigger")
    elif name == "add_eff":
        _add_effect(doc, data, arg)
    elif name == "del_eff":
        _del_effect(doc, arg)
    elif name == "add_skill" and game == "bfb":
        _add_skill(doc, arg)
    elif name == "del_skill" and game == "bfb":
        _del_skill(doc, arg)
    elif name == "add_action":
        action = _action_mtg(data, st) if game == "mtg" else _action_bfb(data, st)
        if not isinstance(actions, list):
            raise EditError(_("The actions in the JSON are not a list; fix the JSON first."))
        if len(actions) >= 500:
            raise EditError(_("A scenario has at most 500 actions."))
        at = max(0, min(step, len(actions)))
        was_valid = not validate(doc_before)
        actions.insert(at, action)
        if was_valid:
            _check_new_action(doc, action, at)
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


# --- the structured editors: zones, mana, players, combat, effects, abilities, skills ----------------
#
# A "container" is an object whose effects (and other fields) can be edited in place. It is named in
# the ops by a path and in the form fields by a prefix ("x-" + the path with "-" for "."):
#   h.<player>.<k>   custom card in a Magic hand          s.<k>   custom spell or ability on the stack
#   a.<j>.<i>        ability i of custom permanent j       t.<j>.<i>  trigger i of custom permanent j
#   bh.<player>.<k>  Born from Blood hand card             bf.<player>.<zone>.<k>  field card (skills, effects)
#   bc.<player>      Born from Blood Character (skills)     bs.<k>  Skill or Pray card on the stack (effects)

# the Magic effects the editor offers and their form fields: from the engine's registry (each effect
# registered with `editor=(fields...)`, judge/mtg/registry.py), in registration order
MTG_EFFECT_FIELDS = {do: spec.editor for do, spec in mtg_registry.EFFECTS.items() if spec.editor is not None}
BFB_EFFECT_FIELDS = {"damage": ("amount", "to"), "heal": ("amount", "to"), "draw": ("n", "to"),
                     "block": ("amount", "of"), "destroy": ("of",), "gain_n": ("amount", "to")}
MTG_TRIGGERS = ["creature_dies", "self_dies", "enters", "upkeep", "end_step", "cast_spell", "attacks",
                "deals_damage_to_player"]
MTG_SACRIFICE = ["", "self", "creature", "artifact", "land", "permanent"]
MTG_COLORS = ["W", "U", "B", "R", "G"]
SPELL_KEYWORDS = ["split second", "flash"]
MTG_ZONES = ["graveyard", "exile"]
MTG_PLAYER_IDS = ["A", "B", "C", "D"]
MTG_COMBAT_STEPS = MTG_STEPS[5:10]
REF_WORDS = ["target:0", "target:1", "target:2", "controller", "opponent", "self"]
MAX_EFFECTS = 20
MAX_LIST = 60
_SAFE_ID = re.compile(r"[^<>&\"'{}\s]{1,60}")


def _default_effect(do: str, game: str) -> dict:
    e = {"do": do}
    if game == "bfb":
        if do in ("damage", "heal", "gain_n", "block"):
            e["amount"] = 1
        if do == "draw":
            e["n"] = 1
        if do in ("damage", "heal", "draw", "gain_n"):
            e["to"] = "opponent" if do == "damage" else "controller"
        if do in ("block", "destroy"):
            e["of"] = "target:0"
        return e
    fields = MTG_EFFECT_FIELDS[do]
    if "amount" in fields:
        e["amount"] = 1
    if "n" in fields:
        e["n"] = 1
    if "to" in fields:
        e["to"] = {"gain_life": "controller", "draw": "controller", "lose_life": "opponent",
                   "poison": "opponent"}.get(do, "target:0")
    if "of" in fields:
        e["of"] = "target:0"
    if do == "pump":
        e.update({"power": 1, "toughness": 1})
    if do == "counters":
        e.update({"kind": "+1/+1"})
    if do == "create_token":
        e["token"] = {"card": "Token", "types": ["creature"], "power": 1, "toughness": 1}
    return e


def effect_fields(game: str) -> dict:
    return BFB_EFFECT_FIELDS if game == "bfb" else MTG_EFFECT_FIELDS


def _valid_refs(doc) -> set:
    st = doc.get("state") if isinstance(doc.get("state"), dict) else {}
    refs = set(REF_WORDS) | {f"target:{i}" for i in range(10)} | {"each_opponent", "each_player", "it",
                                                                  "that_player", "each_creature"}
    return refs | all_ids(doc) | set(_player_ids(st))


def _ref(value, label, field, refs):
    v = (value or "").strip()
    if v not in refs:
        raise EditError(_("%(field)s: choose a target, a player or an object of the board.") % {"field": label}, field)
    return v


def _num(value, label, field, minimum=None, allow_x=False):
    v = (value or "").strip()
    if allow_x and v.upper() == "X":
        return "X"
    return _int(v, label, minimum=minimum, field=field)


def _labels():
    return {"amount": _("Amount"), "n": _("Number"), "to": _("To"), "of": _("Of"), "power": _("Power"),
            "toughness": _("Toughness"), "kind": _("Counter kind")}


def _sync_effects(doc, obj, pre, data, game):
    effs = obj.get("effects")
    if not isinstance(effs, list):
        return
    fields = effect_fields(game)
    labels = _labels()
    refs = None
    for n, e in enumerate(effs):
        if not isinstance(e, dict) or e.get("do") not in fields:
            continue
        for key in fields[e["do"]]:
            name = f"{pre}-e{n}-{key}"
            if key == "token":
                if f"{name}-name" not in data:
                    continue
                tok = dict(e.get("token")) if isinstance(e.get("token"), dict) else {"types": ["creature"]}
                tok["card"] = _text(data.get(f"{name}-name")) or tok.get("card") or "Token"
                tok.setdefault("types", ["creature"])
                if "creature" in tok["types"]:
                    tok["power"] = _int(data.get(f"{name}-power"), _("Power"), minimum=0, field=f"{name}-power")
                    tok["toughness"] = _int(data.get(f"{name}-toughness"), _("Toughness"), minimum=0,
                                            field=f"{name}-toughness")
                e["token"] = tok
                continue
            if name not in data:
                continue
            label = f"{e['do']} · {labels[key]}"
            if key in ("to", "of"):
                if refs is None:
                    refs = _valid_refs(doc)
                e[key] = _ref(data.get(name), label, name, refs)
            elif key == "kind":
                e[key] = _text(data.get(name), 30) or "+1/+1"
            else:
                minimum = None if key in ("power", "toughness") or (e["do"] == "counters" and key == "n") else 0
                e[key] = _num(data.get(name), label, name, minimum=minimum, allow_x=game == "mtg")


def _mana_text(value, label, field, pool=False):
    from .mtg.mana import CostError, parse_cost, parse_pool
    v = (value or "").strip().replace(" ", "")
    if not v:
        return ""
    if len(v) > MAX_LIST:
        raise EditError(_("%(field)s: the text is too long.") % {"field": label}, field)
    try:
        (parse_pool if pool else parse_cost)(v)
    except CostError:
        raise EditError(_("%(field)s: write mana as symbols in braces, for example {U}{U}{1}.") % {"field": label},
                        field) from None
    return v.upper()


def _sync_spell(doc, obj, pre, data, stack=False):
    """A custom spell (hand or stack): name, kind, colours, keywords, mana cost, targets, effects."""
    if f"{pre}-name" in data:
        name = _text(data.get(f"{pre}-name"))
        if name:
            obj["card"] = name
    if data.get(f"{pre}-kind") in ("instant", "sorcery"):
        obj["kind"] = data[f"{pre}-kind"]
    colors = [c for c in MTG_COLORS if c in data.getlist(f"{pre}-colors")]
    if colors:
        obj["colors"] = colors
    else:
        obj.pop("colors", None)
    old = obj.get("keywords") if isinstance(obj.get("keywords"), list) else []
    kws = [k for k in old if k not in SPELL_KEYWORDS] + [k for k in SPELL_KEYWORDS if k in data.getlist(f"{pre}-kw")]
    if kws:
        obj["keywords"] = kws
    else:
        obj.pop("keywords", None)
    if f"{pre}-mana_cost" in data:
        cost = _mana_text(data.get(f"{pre}-mana_cost"), _("Mana cost"), f"{pre}-mana_cost")
        if cost:
            obj["mana_cost"] = cost
        else:
            obj.pop("mana_cost", None)
    if stack and f"{pre}-targets" in data:
        targets = _list(data.get(f"{pre}-targets"))
        for t in targets:
            if not _SAFE_ID.fullmatch(t):
                raise EditError(_("%(field)s: “%(value)s” is not an id.") % {"field": _("Targets"), "value": t[:20]},
                                f"{pre}-targets")
        if targets:
            obj["targets"] = targets
        else:
            obj.pop("targets", None)
    _sync_effects(doc, obj, pre, data, "mtg")


def _sync_ability(doc, ab, pre, data):
    if f"{pre}-text" in data:
        text = _text(data.get(f"{pre}-text"))
        if text:
            ab["text"] = text
        else:
            ab.pop("text", None)
    cost = dict(ab.get("cost")) if isinstance(ab.get("cost"), dict) else {}
    if data.get(f"{pre}-tap") == "1":
        cost["tap"] = True
    else:
        cost.pop("tap", None)
    mana = _mana_text(data.get(f"{pre}-mana"), _("Mana cost"), f"{pre}-mana")
    if mana:
        cost["mana"] = mana
    else:
        cost.pop("mana", None)
    sac = data.get(f"{pre}-sac") or ""
    if sac in MTG_SACRIFICE[1:]:
        cost["sacrifice"] = sac
    elif sac == "":
        cost.pop("sacrifice", None)
    ab["cost"] = cost
    _sync_effects(doc, ab, pre, data, "mtg")


def _sync_trigger(doc, tr, pre, data):
    if data.get(f"{pre}-when") in MTG_TRIGGERS:
        tr["when"] = data[f"{pre}-when"]
    if f"{pre}-text" in data:
        text = _text(data.get(f"{pre}-text"))
        if text:
            tr["text"] = text
        else:
            tr.pop("text", None)
    _sync_effects(doc, tr, pre, data, "mtg")


def _custom_spell(o) -> bool:
    """A hand or stack object whose fields the editor edits (not a catalogue card, not a creature/land)."""
    if not isinstance(o, dict) or mtg_cards.lookup(o.get("card")):
        return False
    return "ability" in o or o.get("kind", "instant") in ("instant", "sorcery")


def _sync_mtg_more(doc, data):
    st = _state(doc)
    for i, p in enumerate(_players(st)):
        if f"p{i}-mana" in data:
            mana = _mana_text(data.get(f"p{i}-mana"), _("Mana pool"), f"p{i}-mana", pool=True)
            if mana:
                p["mana"] = mana
            else:
                p.pop("mana", None)
        hand = p.get("hand") if isinstance(p.get("hand"), list) else []
        for k, c in enumerate(hand):
            pre = f"x-h-{i}-{k}"
            if _custom_spell(c) and data.get(f"{pre}-present") == "1":
                _sync_spell(doc, c, pre, data)
    stack = st.get("stack") if isinstance(st.get("stack"), list) else []
    for k, o in enumerate(stack):
        pre = f"x-s-{k}"
        if not _custom_spell(o) or data.get(f"{pre}-present") != "1":
            continue
        if "ability" in o:
            name = _text(data.get(f"{pre}-name"))
            if name:
                o["ability"] = name
            if f"{pre}-targets" in data:
                targets = [t for t in _list(data.get(f"{pre}-targets")) if _SAFE_ID.fullmatch(t)]
                if targets:
                    o["targets"] = targets
                else:
                    o.pop("targets", None)
            _sync_effects(doc, o, pre, data, "mtg")
        else:
            _sync_spell(doc, o, pre, data, stack=True)
    bf = st.get("battlefield") if isinstance(st.get("battlefield"), list) else []
    for j, o in enumerate(bf):
        if not isinstance(o, dict) or mtg_effective(o)["catalog"] or data.get(f"b{j}-present") != "1":
            continue
        for i, ab in enumerate(o.get("abilities") if isinstance(o.get("abilities"), list) else []):
            if isinstance(ab, dict) and data.get(f"x-a-{j}-{i}-present") == "1":
                _sync_ability(doc, ab, f"x-a-{j}-{i}", data)
        for i, tr in enumerate(o.get("triggers") if isinstance(o.get("triggers"), list) else []):
            if isinstance(tr, dict) and data.get(f"x-t-{j}-{i}-present") == "1":
                _sync_trigger(doc, tr, f"x-t-{j}-{i}", data)
    combat = st.get("combat")
    if isinstance(combat, dict) and data.get("c-present") == "1":
        for key, field in (("attackers_declared", "c-att-done"), ("blockers_declared", "c-blk-done")):
            if f"{field}-shown" in data:
                if data.get(field) == "1":
                    combat[key] = True
                else:
                    combat.pop(key, None)


def _container(doc, path):
    """(object, game) named by an op path; EditError when there is none or it is a catalogue card."""
    st = _state(doc)
    parts = (path or "").split(".")
    players = _players(st)
    unknown = EditError(_("Unknown %(what)s.") % {"what": _("card")})
    kind = parts[0]
    try:
        if kind == "h" and len(parts) == 3:
            p = players[_index(parts[1], players, _("player"))]
            obj = p["hand"][_index(parts[2], p.get("hand"), _("card"))]
            game = "mtg"
        elif kind == "s" and len(parts) == 2:
            obj = st["stack"][_index(parts[1], st.get("stack"), _("stack object"))]
            game = "mtg"
        elif kind in ("a", "t") and len(parts) == 3:
            perm = st["battlefield"][_index(parts[1], st.get("battlefield"), _("permanent"))]
            if not isinstance(perm, dict) or mtg_effective(perm)["catalog"]:
                raise EditError(_("A catalogue card keeps its printed abilities."))
            if doc.get("game") != "mtg":
                raise unknown
            lst = perm.get("abilities" if kind == "a" else "triggers")
            obj = lst[_index(parts[2], lst, _("ability"))]
            return obj, "mtg"
        elif kind == "bh" and len(parts) == 3:
            p = players[_index(parts[1], players, _("player"))]
            obj = p["hand"][_index(parts[2], p.get("hand"), _("card"))]
            game = "bfb"
        elif kind == "bc" and len(parts) == 2:
            p = players[_index(parts[1], players, _("player"))]
            obj = p["character"]
            game = "bfb"
        elif kind == "bs" and len(parts) == 2:
            obj = st["stack"][_index(parts[1], st.get("stack"), _("stack object"))]
            game = "bfb"
        elif kind == "bf" and len(parts) == 4:
            p = players[_index(parts[1], players, _("player"))]
            if parts[2] not in BFB_ZONES or not isinstance(p.get("field"), dict):
                raise unknown
            cards = p["field"].get(parts[2])
            obj = cards[_index(parts[3], cards, _("card"))]
            game = "bfb"
        else:
            raise unknown
    except (KeyError, TypeError):
        raise unknown from None
    if game != doc.get("game"):
        raise unknown
    if not isinstance(obj, dict) or (game == "mtg" and not _custom_spell(obj)):
        raise EditError(_("Only a custom card's effects can be edited; a catalogue card keeps its own."))
    return obj, game


def _add_effect(doc, data, path):
    obj, game = _container(doc, path)
    pre = "x-" + path.replace(".", "-")
    do = data.get(f"{pre}-newdo")
    if do not in effect_fields(game):
        raise EditError(_("Choose the effect to add."), f"{pre}-newdo")
    effs = obj.get("effects")
    if not isinstance(effs, list):
        effs = obj["effects"] = []
    if len(effs) >= MAX_EFFECTS:
        raise EditError(_("A card has at most %(n)d effects here.") % {"n": MAX_EFFECTS}, f"{pre}-newdo")
    effs.append(_default_effect(do, game))


def _del_effect(doc, arg):
    path, _s, n = arg.rpartition(":")
    obj, _game = _container(doc, path)
    effs = obj.get("effects")
    effs.pop(_index(n, effs, _("effect")))


def _add_zone_mtg(doc, data):
    st = _state(doc)
    p = _player(st, data.get("nz-player"))
    zone = data.get("nz-zone")
    if zone not in MTG_ZONES:
        raise EditError(_("Choose the zone."), "nz-zone")
    name = _text(data.get("nz-card"))
    if not name:
        raise EditError(_("Name the card."), "nz-card")
    cards = p.setdefault(zone, [])
    if not isinstance(cards, list):
        raise EditError(_("This zone in the JSON is not a list; fix the JSON first."))
    if len(cards) >= 200:
        raise EditError(_("A zone holds at most 200 cards here."), "nz-card")
    entry = mtg_cards.lookup(name)
    cards.append(entry["card"] if entry else {"id": new_id(doc, name), "card": name})


def _del_zone_mtg(doc, arg):
    pi, zone, k = (arg.split(":") + ["", "", ""])[:3]
    players = _players(_state(doc))
    p = players[_index(pi, players, _("player"))]
    if zone not in MTG_ZONES:
        raise EditError(_("Choose the zone."))
    cards = p.get(zone)
    cards.pop(_index(k, cards, _("card")))


def _add_player_mtg(doc):
    st = _state(doc)
    ids = _player_ids(st)
    free = [x for x in MTG_PLAYER_IDS if x not in ids]
    if not free or len(ids) >= len(MTG_PLAYER_IDS):
        raise EditError(_("A board here has at most four players (A, B, C, D)."))
    if not isinstance(st.get("players"), list):
        raise EditError(_("The players in the JSON are not a list; fix the JSON first."))
    st["players"].append({"id": free[0], "life": 20, "poison": 0, "library": 40, "hand": [], "graveyard": [],
                          "exile": []})


def _del_player_mtg(doc, arg):
    st = _state(doc)
    players = _players(st)
    i = _index(arg, players, _("player"))
    if len(players) <= 2:
        raise EditError(_("A game needs at least two players."))
    pid = players[i].get("id")
    st["players"] = [p for p in st["players"] if p is not players[i]]
    gone = set()
    if isinstance(st.get("battlefield"), list):
        gone = {o.get("id") for o in st["battlefield"] if isinstance(o, dict) and o.get("controller") == pid}
        st["battlefield"] = [o for o in st["battlefield"] if not (isinstance(o, dict) and o.get("controller") == pid)]
    if isinstance(st.get("stack"), list):
        st["stack"] = [o for o in st["stack"] if not (isinstance(o, dict) and o.get("controller") == pid)]
    combat = st.get("combat")
    if isinstance(combat, dict):
        att = [a for a in combat.get("attackers") or [] if isinstance(a, dict)
               and a.get("id") not in gone and a.get("defending") != pid and a.get("defending") not in gone]
        keep = {a.get("id") for a in att}
        combat["attackers"] = att
        combat["blockers"] = [b for b in combat.get("blockers") or [] if isinstance(b, dict)
                              and b.get("id") not in gone and b.get("blocking") in keep]
    first = _player_ids(st)[0]
    for key in ("active", "priority"):
        if st.get(key) == pid:
            st[key] = first


def _creature_ids(st, controllers=None):
    out = []
    for o in st.get("battlefield") if isinstance(st.get("battlefield"), list) else []:
        if isinstance(o, dict) and "creature" in (mtg_effective(o).get("types") or []):
            if controllers is None or o.get("controller") in controllers:
                out.append(o.get("id"))
    return out


def _combat(st):
    if st.get("step") not in MTG_COMBAT_STEPS:
        raise EditError(_("Choose a combat step (declare attackers to end of combat) first."), "s-step")
    c = st.get("combat")
    if not isinstance(c, dict):
        c = st["combat"] = {}
    for key in ("attackers", "blockers"):
        if not isinstance(c.get(key), list):
            c[key] = []
    return c


def _add_attacker(doc, data):
    st = _state(doc)
    c = _combat(st)
    att = data.get("nc-attacker")
    if att not in _creature_ids(st):
        raise EditError(_("Choose an attacking creature."), "nc-attacker")
    if any(a.get("id") == att for a in c["attackers"] if isinstance(a, dict)):
        raise EditError(_("%(id)s is already attacking.") % {"id": att}, "nc-attacker")
    defending = data.get("nc-defending")
    perm_ids = {o.get("id") for o in st.get("battlefield") or [] if isinstance(o, dict)}
    if defending not in set(_player_ids(st)) | perm_ids:
        raise EditError(_("Choose what it attacks."), "nc-defending")
    c["attackers"].append({"id": att, "defending": defending})
    for o in st.get("battlefield") or []:
        if isinstance(o, dict) and o.get("id") == att and "vigilance" not in (mtg_effective(o).get("keywords") or []):
            o["tapped"] = True


def _add_blocker(doc, data):
    st = _state(doc)
    c = _combat(st)
    blk = data.get("nc-blocker")
    if blk not in _creature_ids(st):
        raise EditError(_("Choose a blocking creature."), "nc-blocker")
    blocking = data.get("nc-blocking")
    if blocking not in {a.get("id") for a in c["attackers"] if isinstance(a, dict)}:
        raise EditError(_("Choose the attacker it blocks."), "nc-blocking")
    if any(b.get("id") == blk and b.get("blocking") == blocking for b in c["blockers"] if isinstance(b, dict)):
        raise EditError(_("%(id)s already blocks that attacker.") % {"id": blk}, "nc-blocker")
    c["blockers"].append({"id": blk, "blocking": blocking})


def _del_combat(doc, key, arg):
    st = _state(doc)
    c = st.get("combat")
    lst = c.get(key) if isinstance(c, dict) else None
    gone = lst.pop(_index(arg, lst, _("attacker") if key == "attackers" else _("blocker")))
    if key == "attackers" and isinstance(c.get("blockers"), list):
        c["blockers"] = [b for b in c["blockers"] if not (isinstance(b, dict) and b.get("blocking") == gone.get("id"))]


def _add_ability(doc, arg, data, trigger=False):
    st = _state(doc)
    bf = st.get("battlefield")
    o = bf[_index(arg, bf, _("permanent"))]
    if not isinstance(o, dict) or mtg_effective(o)["catalog"]:
        raise EditError(_("A catalogue card keeps its printed abilities."))
    key = "triggers" if trigger else "abilities"
    lst = o.get(key)
    if not isinstance(lst, list):
        lst = o[key] = []
    if len(lst) >= 10:
        raise EditError(_("A permanent has at most 10 abilities here."))
    if trigger:
        when = data.get(f"b{arg}-newwhen")
        if when not in MTG_TRIGGERS:
            raise EditError(_("Choose when it triggers."), f"b{arg}-newwhen")
        lst.append({"when": when, "effects": []})
    else:
        lst.append({"cost": {"tap": True}, "effects": []})


def _del_ability(doc, arg, trigger=False):
    j, _s, i = arg.partition(":")
    st = _state(doc)
    bf = st.get("battlefield")
    o = bf[_index(j, bf, _("permanent"))]
    lst = o.get("triggers" if trigger else "abilities")
    lst.pop(_index(i, lst, _("ability")))
    if not lst:
        o.pop("triggers" if trigger else "abilities")


# --- Born from Blood: hand cards, skills, an attack in progress ---------------------------------------

def _sync_skills(card, pre, data):
    skills = card.get("skills")
    if not isinstance(skills, list):
        return
    for si, s in enumerate(skills):
        sp = f"{pre}-s{si}"
        if not isinstance(s, dict) or f"{sp}-name" not in data:
            continue
        name = _text(data.get(f"{sp}-name"))
        if name:
            s["name"] = name
        s["damage"] = _int(data.get(f"{sp}-damage"), _("Skill damage"), default=0, minimum=0, field=f"{sp}-damage")
        s["pierce"] = data.get(f"{sp}-pierce") == "1"
        s["unpreventable"] = data.get(f"{sp}-unpreventable") == "1"


def _sync_bfb_hand(doc, card, pre, data):
    name = _text(data.get(f"{pre}-name"))
    if name:
        card["name"] = name
    if data.get(f"{pre}-kind") in BFB_KINDS:
        card["kind"] = data[f"{pre}-kind"]
    elif data.get(f"{pre}-kind") == "":
        card.pop("kind", None)      # no kind: the zone named by the play says what the card is
    if f"{pre}-cost" in data:
        card["cost"] = _int(data.get(f"{pre}-cost"), _("Cost"), default=0, minimum=0, field=f"{pre}-cost")
    if data.get(f"{pre}-color") in BFB_COLORS:
        card["color"] = data[f"{pre}-color"]
    if f"{pre}-hp" in data:
        if card.get("kind") in ("mercenary", "artifact"):
            card["hp"] = _int(data.get(f"{pre}-hp"), "HP", default=1, minimum=1, field=f"{pre}-hp")
        else:
            card.pop("hp", None)
    if f"{pre}-block" in data:
        blk = _int(data.get(f"{pre}-block"), _("Block"), default=0, minimum=0, field=f"{pre}-block")
        if blk or "block" in card:
            card["block"] = blk
    if data.get(f"{pre}-nosick") == "1":
        card["no_summoning_sickness"] = True
    else:
        card.pop("no_summoning_sickness", None)
    _sync_skills(card, pre, data)
    _sync_effects(doc, card, pre, data, "bfb")


def _sync_bfb_more(doc, data):
    st = _state(doc)
    for i, p in enumerate(_players(st)):
        hand = p.get("hand") if isinstance(p.get("hand"), list) else []
        for k, c in enumerate(hand):
            pre = f"x-bh-{i}-{k}"
            if isinstance(c, dict) and data.get(f"{pre}-present") == "1":
                _sync_bfb_hand(doc, c, pre, data)
        ch = p.get("character")
        if isinstance(ch, dict) and data.get(f"p{i}-present") == "1":
            _sync_skills(ch, f"x-bc-{i}", data)
        field = p.get("field") if isinstance(p.get("field"), dict) else {}
        for zone in BFB_ZONES:
            for k, c in enumerate(field.get(zone) if isinstance(field.get(zone), list) else []):
                if isinstance(c, dict) and data.get(f"f{i}-{zone}-{k}-present") == "1":
                    _sync_skills(c, f"x-bf-{i}-{zone}-{k}", data)
                    _sync_effects(doc, c, f"x-bf-{i}-{zone}-{k}", data, "bfb")
    stack = st.get("stack") if isinstance(st.get("stack"), list) else []
    for k, c in enumerate(stack):
        pre = f"x-bs-{k}"
        if isinstance(c, dict) and data.get(f"{pre}-present") == "1":
            if data.get(f"{pre}-controller") in _player_ids(st):
                c["controller"] = data[f"{pre}-controller"]
            c["targets"] = _list(data.get(f"{pre}-targets"))
            _sync_effects(doc, c, pre, data, "bfb")
    if st.get("phase") != "combat":
        st.pop("combat", None)
    elif data.get("bc-present") == "1":
        attack = data.get("bc-attack") or ""
        if not attack:
            st.pop("combat", None)
            return
        options = {v for v, _label in bfb_attack_options(st)}
        if attack not in options:
            raise EditError(_("Choose the attacking card and its Combat Skill."), "bc-attack")
        card_id, _s, si = attack.rpartition("|")
        combat = {"attacker": card_id, "skill": int(si)}
        if data.get("bc-defstate") == "declared":
            allowed = set(bfb_defender_ids(st))
            combat["defenders"] = [d for d in data.getlist("bc-def") if d in allowed]
        st["combat"] = combat


def _bfb_players(st):
    active = st.get("active")
    me = next((p for p in _players(st) if p.get("id") == active), None)
    other = next((p for p in _players(st) if p.get("id") != active), None)
    return me, other


def bfb_attack_options(st):
    """(value "id|skill index", label) for every Combat Skill of the active player's cards."""
    me, _other = _bfb_players(st)
    out = []
    if me is None:
        return out
    field = me.get("field") if isinstance(me.get("field"), dict) else {}
    cards = [me.get("character")] + [c for z in BFB_ZONES for c in (field.get(z) if isinstance(field.get(z), list) else [])]
    for c in cards:
        if not isinstance(c, dict) or not isinstance(c.get("skills"), list):
            continue
        for si, s in enumerate(c["skills"]):
            if isinstance(s, dict):
                out.append((f"{c.get('id')}|{si}", f"{c.get('name') or c.get('id')}: {s.get('name')} {s.get('damage', 0)}"))
    return out


def bfb_defender_ids(st):
    _me, other = _bfb_players(st)
    if other is None or not isinstance(other.get("field"), dict):
        return []
    return [c.get("id") for c in other["field"].get("mercenary") or [] if isinstance(c, dict)]


def _add_skill(doc, path):
    obj, game = _container(doc, path)
    if game != "bfb":
        raise EditError(_("Unknown edit."))
    skills = obj.get("skills")
    if not isinstance(skills, list):
        skills = obj["skills"] = []
    if len(skills) >= 5:
        raise EditError(_("A card has at most 5 Combat Skills here."))
    skills.append({"name": "Skill", "damage": 1, "pierce": False, "unpreventable": False})


def _del_skill(doc, arg):
    path, _s, si = arg.rpartition(":")
    obj, _game = _container(doc, path)
    skills = obj.get("skills")
    skills.pop(_index(si, skills, _("Combat Skill")))
    if not skills:
        obj.pop("skills")
