"""The Born from Blood editor: reading the form back into the board (`sync`), the edit operations
(`OPS`, by op name), the action builder, and the form's view of the board (`editor_bfb`).
Op names and form field names are the contract with templates/judge/ and judge.js."""
from __future__ import annotations

from django.utils.translation import gettext as _

from ..board import ZONE_LABELS, _name
from .common import (EditError, _amounts, _del_player_card, _index, _int, _list, _player, _player_ids, _players,
                     _state, _sync_turn, _text, new_id)
from .effects import _container, _sync_effects
from .forms import _effects_box, _int_or, ref_options
from .vocab import BFB_ACTIONS, BFB_COLORS, BFB_KINDS, BFB_PHASES, BFB_STATE_PHASES, BFB_ZONES, MAX_LIST


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



def _action_bfb(data, st, doc=None):
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


# --- the operations (op name -> function of the Edit; common ops are in common.py/effects.py) ------

def _op_del_field(e):
    pi, zone, k = (e.arg.split(":") + ["", "", ""])[:3]
    players = _players(_state(e.doc))
    p = players[_index(pi, players, _("player"))]
    if zone not in BFB_ZONES or not isinstance(p.get("field"), dict):
        raise EditError(_("Unknown %(what)s.") % {"what": _("slot")})
    cards = p["field"].get(zone)
    cards.pop(_index(k, cards, _("card")))


OPS = {
    "add_hand": lambda e: _add_hand_bfb(e.doc, e.data),
    "add_field": lambda e: _add_field_bfb(e.doc, e.data),
    "add_discard": lambda e: _add_discard_bfb(e.doc, e.data, e.arg),
    "del_discard": lambda e: _del_player_card(e.doc, e.arg, "discard"),
    "add_stack": lambda e: _add_stack_bfb(e.doc, e.data),
    "del_field": _op_del_field,
    "add_skill": lambda e: _add_skill(e.doc, e.arg),
    "del_skill": lambda e: _del_skill(e.doc, e.arg),
}
sync = _sync_bfb
action = _action_bfb


# --- the form's view of the board ------------------------------------------------------------------

def editor_bfb(doc: dict) -> dict:
    st = doc.get("state") if isinstance(doc.get("state"), dict) else {}
    refs = ref_options(doc, "bfb")
    refvals = {v for v, _l in refs}
    players = []
    for i, p in enumerate(st.get("players") or []):
        if not isinstance(p, dict):
            continue
        ch = p.get("character") if isinstance(p.get("character"), dict) else {}
        field = p.get("field") if isinstance(p.get("field"), dict) else {}
        zones = []
        for zone in ("mercenary", "artifact", "skill", "item"):
            cards = field.get(zone) if isinstance(field.get(zone), list) else []
            zones.append({"zone": zone, "label": ZONE_LABELS[zone], "cards": [
                {"k": k, "id": c.get("id"), "name": _name(c), "hp": _int_or(c.get("hp")),
                 "block": _int_or(c.get("block"), 0), "sick": c.get("summoning_sick") is True,
                 "used": c.get("used_skill") is True, "cost": _int_or(c.get("cost"), 0),
                 "color": c.get("color") or "", "nosick": c.get("no_summoning_sickness") is True,
                 "skills": _skills_view(c, f"x-bf-{i}-{zone}-{k}"), "path": f"bf.{i}.{zone}.{k}",
                 # an Item's effects happen when it comes onto the field; they stay editable here
                 "box": _effects_box(c, f"bf.{i}.{zone}.{k}", "bfb", refvals) if zone == "item" else None}
                for k, c in enumerate(cards) if isinstance(c, dict)]})
        discard = p.get("discard") if isinstance(p.get("discard"), list) else []
        deck = p.get("deck")
        players.append({"i": i, "id": p.get("id"), "n": _int_or(p.get("n"), 0),
                        "deck": len(deck) if isinstance(deck, list) else _int_or(deck, 0),
                        "deck_listed": isinstance(deck, list),
                        "first_turn": p.get("first_turn") is True,
                        "cname": ch.get("name", ""), "chp": _int_or(ch.get("hp"), 20),
                        "cmaxhp": _int_or(ch.get("max_hp"), ""),
                        "cblock": _int_or(ch.get("block"), 0), "ccolor": ch.get("color", ""),
                        "cskills": _skills_view(ch, f"x-bc-{i}"), "cpath": f"bc.{i}",
                        "discard": [{"k": k, "name": _name(c)} for k, c in enumerate(discard)],
                        "hand": _hand_bfb(p, i, refvals), "zones": zones})
    stack = []
    for k, c in enumerate(st.get("stack") if isinstance(st.get("stack"), list) else []):
        if isinstance(c, dict):
            box = _effects_box(c, f"bs.{k}", "bfb", refvals)
            box.update({"k": k, "id": c.get("id"), "name": _name(c), "kind": c.get("kind") or "",
                        "controller": c.get("controller"),
                        "targets": ", ".join(t for t in c.get("targets") or [] if isinstance(t, str))
                        if isinstance(c.get("targets"), list) else ""})
            stack.append(box)
    setup = st.get("setup") if isinstance(st.get("setup"), dict) else {}
    return {"turn": _int_or(st.get("turn"), 1), "active": st.get("active"), "priority": st.get("priority"),
            "phase": st.get("phase"), "players": players, "player_ids": [p["id"] for p in players],
            "refs": refs, "combat": _bfb_combat_view(st), "stack": stack,
            "setup": st.get("phase") == "setup", "hands_drawn": setup.get("hands_drawn") is True}



def _skills_view(c: dict, pre: str) -> list:
    return [{"si": si, "pre": f"{pre}-s{si}", "name": s.get("name", ""), "damage": _int_or(s.get("damage"), 0),
             "pierce": s.get("pierce") is True, "unpreventable": s.get("unpreventable") is True}
            for si, s in enumerate(c.get("skills") if isinstance(c.get("skills"), list) else []) if isinstance(s, dict)]



def _hand_bfb(p: dict, i: int, refvals) -> list:
    out = []
    for k, c in enumerate(p.get("hand") if isinstance(p.get("hand"), list) else []):
        v = {"k": k, "name": _name(c), "card": None}
        if isinstance(c, dict):
            path = f"bh.{i}.{k}"
            box = _effects_box(c, path, "bfb", refvals)
            kind = c.get("kind") if c.get("kind") in BFB_KINDS else ""
            box.update({"kind": kind, "cost": _int_or(c.get("cost"), 0), "color": c.get("color") or "",
                        "hp": _int_or(c.get("hp"), ""), "block": _int_or(c.get("block"), 0),
                        "has_hp": kind in ("mercenary", "artifact"),
                        "nosick": c.get("no_summoning_sickness") is True,
                        "skills": _skills_view(c, box["pre"])})
            v["card"] = box
        out.append(v)
    return out



def _bfb_combat_view(st: dict) -> dict | None:
    if st.get("phase") != "combat":
        return None
    c = st.get("combat") if isinstance(st.get("combat"), dict) else None
    current = ""
    if c:
        skill = c.get("skill") if c.get("skill") is not None else 0
        me, _other = _bfb_players(st)
        field = (me or {}).get("field") if isinstance((me or {}).get("field"), dict) else {}
        cards = [(me or {}).get("character")] + [x for z in BFB_ZONES for x in field.get(z) or []]
        for card in cards:
            if isinstance(card, dict) and card.get("id") == c.get("attacker"):
                names = [s.get("name") for s in card.get("skills") or [] if isinstance(s, dict)]
                si = skill if isinstance(skill, int) else (names.index(skill) if skill in names else -1)
                if 0 <= si < len(names):
                    current = f"{card.get('id')}|{si}"
    defenders = c.get("defenders") if c else None
    return {"attack_opts": bfb_attack_options(st), "current": current,
            "defender_opts": bfb_defender_ids(st), "declared": isinstance(defenders, list),
            "defenders": defenders or []}
