"""What the stepper page shows: the board at a step with what changed since the step before, the
events with their rule links, and a short description of every action. Pure functions over the
engine's `to_state()` dicts and run steps; the texts are translated with gettext."""
from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from .editor import BFB_PHASES, MTG_STEPS, mtg_effective

STEP_LABELS = {
    "untap": gettext_lazy("Untap step"), "upkeep": gettext_lazy("Upkeep step"),
    "draw": gettext_lazy("Draw step"), "main1": gettext_lazy("Precombat main phase"),
    "beginning_of_combat": gettext_lazy("Beginning of combat step"),
    "declare_attackers": gettext_lazy("Declare attackers step"),
    "declare_blockers": gettext_lazy("Declare blockers step"),
    "first_strike_damage": gettext_lazy("First-strike combat damage step"),
    "combat_damage": gettext_lazy("Combat damage step"), "end_of_combat": gettext_lazy("End of combat step"),
    "main2": gettext_lazy("Postcombat main phase"), "end": gettext_lazy("End step"),
    "cleanup": gettext_lazy("Cleanup step"),
}
PHASE_LABELS = {
    "n": gettext_lazy("N Phase"), "draw": gettext_lazy("Draw Phase"), "main": gettext_lazy("Main Phase"),
    "combat": gettext_lazy("Combat Phase"), "main2": gettext_lazy("Main Phase 2"), "end": gettext_lazy("End Phase"),
}
ZONE_LABELS = {
    "mercenary": gettext_lazy("Mercenary"), "artifact": gettext_lazy("Artifact"),
    "skill": gettext_lazy("Skill"), "item": gettext_lazy("Item"), "pray": gettext_lazy("Pray"),
}
TYPE_LABELS = {
    "creature": gettext_lazy("creature"), "artifact": gettext_lazy("artifact"),
    "enchantment": gettext_lazy("enchantment"), "land": gettext_lazy("land"),
    "planeswalker": gettext_lazy("planeswalker"), "battle": gettext_lazy("battle"),
    "instant": gettext_lazy("instant"), "sorcery": gettext_lazy("sorcery"),
}


def step_choices():
    return [(s, STEP_LABELS[s]) for s in MTG_STEPS]


def phase_choices():
    return [(p, PHASE_LABELS[p]) for p in BFB_PHASES]


def _name(c) -> str:
    if isinstance(c, str):
        return c
    if isinstance(c, dict):
        return str(c.get("card") or c.get("name") or c.get("ability") or c.get("id") or "?")
    return "?"


def _by_id(objs):
    return {o.get("id"): o for o in objs or [] if isinstance(o, dict)}


def _fmt_list(items):
    return ", ".join(str(x) for x in items)


def describe(action, game: str) -> str:
    """One line for an action, in the active language."""
    if not isinstance(action, dict):
        return _("Starting position")
    t = action.get("type")
    card = _name(action.get("card")) if action.get("card") is not None else ""
    player = str(action.get("player") or "")
    targets = action.get("targets") or []
    tgt = (" → " + _fmt_list(targets)) if isinstance(targets, list) and targets else ""
    if t == "resolve":
        return _("All players pass: the top of the stack resolves")
    if t == "advance":
        return _("All players pass: go to the next step") if game == "mtg" else _("Go to the next phase")
    if t == "advance_to":
        if game == "mtg":
            return _("Advance to: %(step)s") % {"step": STEP_LABELS.get(action.get("step"), action.get("step"))}
        return _("Advance to: %(step)s") % {"step": PHASE_LABELS.get(action.get("phase"), action.get("phase"))}
    if t == "cast":
        return (_("%(player)s casts %(card)s") % {"player": player or "?", "card": card}) + tgt
    if t == "activate":
        return (_("Activate ability %(n)s of %(permanent)s") % {"n": int(action.get("ability") or 0) + 1
                if isinstance(action.get("ability"), int) else 1, "permanent": action.get("permanent")}) + tgt
    if t in ("play_land", "play"):
        return _("%(player)s plays %(card)s") % {"player": player or "?", "card": card}
    if t == "declare_attackers":
        lst = [f"{a.get('id')} → {a.get('defending', '?')}" for a in action.get("attackers") or [] if isinstance(a, dict)]
        return _("Attackers: %(list)s") % {"list": _fmt_list(lst) or "—"}
    if t == "declare_blockers":
        lst = [f"{a.get('id')} → {a.get('blocking', '?')}" for a in action.get("blockers") or [] if isinstance(a, dict)]
        return _("Blockers: %(list)s") % {"list": _fmt_list(lst) or "—"}
    if t == "assign_damage":
        asg = action.get("assignment") or {}
        lst = [f"{k} {v}" for k, v in asg.items()] if isinstance(asg, dict) else []
        return _("%(attacker)s assigns its combat damage: %(list)s") % {"attacker": action.get("attacker"),
                                                                       "list": _fmt_list(lst)}
    if t == "choose":
        ch = action.get("choice")
        return _("Choice: %(choice)s") % {"choice": _fmt_list(ch) if isinstance(ch, list) else ch}
    if t == "attack":
        return _("%(card)s attacks with %(skill)s") % {"card": card, "skill": action.get("skill") or _("its Combat Skill")}
    if t == "defend":
        d = action.get("defenders") or []
        return _("Defend with: %(list)s") % {"list": _fmt_list(d)} if d else _("No defence")
    if t == "assign":
        asg = action.get("allocation") or action.get("assignment") or {}
        lst = [f"{k} {v}" for k, v in asg.items()] if isinstance(asg, dict) else []
        return _("Damage split: %(list)s") % {"list": _fmt_list(lst)}
    if t == "respond":
        return (_("%(player)s responds with %(card)s") % {"player": player or "?", "card": card}) + tgt
    return str(t)


_COVERED: dict[str, bool] = {}  # CR number -> a topic page covers it (content is loaded rarely)


def _cr_rule_url(rule: str, topic: str, lang: str) -> str:
    """The exact CR rule when a release is imported; without one, /cr/<n>/ redirects to the topic
    page that covers the number, and a number no page covers links the event's own topic."""
    from content.services import resolve_cr
    from crdb.services import any_release
    if rule not in _COVERED:
        _COVERED[rule] = resolve_cr(rule) is not None
    if _COVERED[rule] or any_release():
        return f"/{lang}/cr/{rule}/"
    return f"/{lang}/t/{topic}/" if topic else ""


def event_view(ev: dict, game: str, lang: str) -> dict:
    rule = str(ev.get("rule") or "")
    topic = str(ev.get("topic") or "")
    if rule and game == "mtg":
        rule_url = _cr_rule_url(rule, topic, lang)
        rule_label = f"CR {rule}"
    elif rule:
        rule_url = f"/{lang}/t/{rule}/"
        rule_label = rule
    else:
        rule_url = rule_label = ""
    return {"type": ev.get("type"), "text": ev.get("text", ""), "rule": rule, "rule_url": rule_url,
            "rule_label": rule_label, "topic": topic, "topic_url": f"/{lang}/t/{topic}/" if topic else "",
            "illegal": ev.get("type") == "illegal", "objects": ev.get("objects") or []}


def _changed(now, prev, keys):
    if prev is None:
        return set()
    return {k for k in keys if now.get(k) != prev.get(k)}


def _counters(c):
    c = c if isinstance(c, dict) else {}
    return [(k, v) for k, v in c.items() if v]


def board_mtg(now: dict, prev: dict | None, touched: set) -> dict:
    players = []
    prev_players = _by_id(prev.get("players")) if prev else {}
    for p in now.get("players") or []:
        pp = prev_players.get(p.get("id")) if prev else None
        hand = p.get("hand") or []
        gy = p.get("graveyard") or []
        ex = p.get("exile") or []
        ch = _changed(p, pp, ("life", "poison", "library", "hand", "graveyard", "exile", "lost"))
        players.append({"id": p.get("id"), "life": p.get("life"), "poison": p.get("poison", 0),
                        "library": p.get("library"), "hand": [_name(c) for c in hand],
                        "graveyard": [_name(c) for c in gy], "exile": [_name(c) for c in ex],
                        "lost": p.get("lost"), "changed": ch,
                        "active": p.get("id") == now.get("active"), "priority": p.get("id") == now.get("priority")})
    prev_bf = _by_id(prev.get("battlefield")) if prev else {}
    perms = []
    for o in now.get("battlefield") or []:
        po = prev_bf.get(o.get("id"))
        cur = o.get("current") or {}
        types = o.get("types") or []
        is_creature = "creature" in types
        ch = _changed(o, po, ("controller", "power", "toughness", "counters", "damage", "tapped", "summoning_sick",
                              "keywords", "current", "until_eot"))
        perms.append({
            "id": o.get("id"), "name": _name(o), "controller": o.get("controller"),
            "types": [TYPE_LABELS.get(t, t) for t in types], "creature": is_creature,
            "power": cur.get("power", o.get("power")), "toughness": cur.get("toughness", o.get("toughness")),
            "counters": _counters(o.get("counters")), "damage": o.get("damage") or 0,
            "tapped": bool(o.get("tapped")), "sick": bool(o.get("summoning_sick")) and is_creature,
            "keywords": o.get("keywords") or [], "loyalty": (o.get("counters") or {}).get("loyalty"),
            "new": prev is not None and po is None, "changed": bool(ch), "touched": o.get("id") in touched,
        })
    now_ids = {o.get("id") for o in now.get("battlefield") or []}
    gone = [_name(o) for i, o in prev_bf.items() if i not in now_ids] if prev else []
    stack = []
    prev_stack = {o.get("id") for o in (prev.get("stack") or [])} if prev else set()
    for o in reversed(now.get("stack") or []):
        stack.append({"id": o.get("id"), "name": _name(o), "controller": o.get("controller"),
                      "targets": o.get("targets") or [], "ability": "ability" in o,
                      "new": prev is not None and o.get("id") not in prev_stack})
    combat = now.get("combat") or {}
    return {
        "turn": now.get("turn"), "active": now.get("active"), "priority": now.get("priority"),
        "step": STEP_LABELS.get(now.get("step"), now.get("step")),
        "meta_changed": _changed(now, prev, ("turn", "active", "step", "priority")),
        "players": players, "permanents": perms, "gone": gone, "stack": stack,
        "attackers": [f"{a.get('id')} → {a.get('defending', '')}" for a in combat.get("attackers") or []],
        "blockers": [f"{b.get('id')} → {b.get('blocking', '')}" for b in combat.get("blockers") or []],
        "result": now.get("result") or {},
    }


def board_bfb(now: dict, prev: dict | None, touched: set) -> dict:
    players = []
    prev_players = _by_id(prev.get("players")) if prev else {}
    for p in now.get("players") or []:
        pp = prev_players.get(p.get("id")) if prev else None
        chr_ = p.get("character") or {}
        pch = (pp or {}).get("character") or {}
        ch = _changed(p, pp, ("n", "deck", "hand", "discard"))
        if pp is not None and (chr_.get("hp") != pch.get("hp") or chr_.get("block") != pch.get("block")):
            ch.add("character")
        prev_field = {}
        for zone, cards in ((pp or {}).get("field") or {}).items():
            for c in cards or []:
                prev_field[c.get("id")] = c
        zones = []
        for zone in ("mercenary", "artifact", "skill", "item"):
            cards = []
            for c in (p.get("field") or {}).get(zone) or []:
                pc = prev_field.get(c.get("id"))
                cards.append({"id": c.get("id"), "name": _name(c), "hp": c.get("hp"), "block": c.get("block") or 0,
                              "sick": bool(c.get("summoning_sick")), "used": bool(c.get("used_skill")),
                              "skills": c.get("skills") or [], "damage": c.get("damage") or 0,
                              "new": pp is not None and pc is None,
                              "changed": pp is not None and pc is not None and pc != c,
                              "touched": c.get("id") in touched})
            zones.append({"zone": zone, "label": ZONE_LABELS[zone], "cards": cards})
        players.append({"id": p.get("id"), "n": p.get("n"), "deck": p.get("deck"),
                        "hand": [_name(c) for c in p.get("hand") or []],
                        "discard": [_name(c) for c in p.get("discard") or []],
                        "character": {"id": chr_.get("id"), "name": chr_.get("name"), "hp": chr_.get("hp"),
                                      "block": chr_.get("block") or 0, "color": chr_.get("color"),
                                      "touched": chr_.get("id") in touched},
                        "first_turn": p.get("first_turn"), "changed": ch, "zones": zones,
                        "active": p.get("id") == now.get("active"), "priority": p.get("id") == now.get("priority")})
    stack = [{"id": o.get("id"), "name": _name(o), "controller": o.get("controller"),
              "targets": o.get("targets") or []} for o in reversed(now.get("stack") or []) if isinstance(o, dict)]
    return {
        "turn": now.get("turn"), "active": now.get("active"), "priority": now.get("priority"),
        "step": PHASE_LABELS.get(now.get("phase"), now.get("phase")),
        "meta_changed": {"step" if k == "phase" else k for k in _changed(now, prev, ("turn", "active", "phase", "priority"))},
        "players": players, "stack": stack, "result": now.get("result") or {},
    }


def board(game: str, now: dict, prev: dict | None, touched: set) -> dict:
    return board_mtg(now, prev, touched) if game == "mtg" else board_bfb(now, prev, touched)


# --- the editor's view of the initial position ----------------------------------------------------

def _int_or(v, default=""):
    return v if isinstance(v, int) and not isinstance(v, bool) else default


def editor_mtg(doc: dict) -> dict:
    st = doc.get("state") if isinstance(doc.get("state"), dict) else {}
    players = []
    for i, p in enumerate(st.get("players") or []):
        if not isinstance(p, dict):
            continue
        players.append({"i": i, "id": p.get("id"), "life": _int_or(p.get("life"), 20),
                        "poison": _int_or(p.get("poison"), 0), "library": _int_or(p.get("library"), 0),
                        "hand": [{"k": k, "name": _name(c)} for k, c in enumerate(p.get("hand") or [])
                                 if isinstance(p.get("hand"), list)]})
    perms = []
    bf = st.get("battlefield") if isinstance(st.get("battlefield"), list) else []
    for j, o in enumerate(bf):
        if not isinstance(o, dict):
            continue
        e = mtg_effective(o)
        kws = e.get("keywords") if isinstance(e.get("keywords"), list) else []
        counters = e.get("counters") if isinstance(e.get("counters"), dict) else {}
        perms.append({"j": j, "id": o.get("id"), "name": _name(o), "catalog": e["catalog"],
                      "controller": o.get("controller"),
                      "types": e.get("types") if isinstance(e.get("types"), list) else [],
                      "power": _int_or(e.get("power")), "toughness": _int_or(e.get("toughness")),
                      "keywords": [k for k in kws if isinstance(k, str)],
                      "other_keywords": ", ".join(k for k in kws if isinstance(k, str) and k not in KEYWORD_SET),
                      "plus": _int_or(counters.get("+1/+1"), 0), "minus": _int_or(counters.get("-1/-1"), 0),
                      "loyalty": _int_or(counters.get("loyalty"), 0),
                      "planeswalker": "planeswalker" in (e.get("types") or []),
                      "damage": _int_or(e.get("damage"), 0), "tapped": e.get("tapped") is True,
                      "sick": e.get("summoning_sick") is True})
    stack = []
    for k, o in enumerate(st.get("stack") if isinstance(st.get("stack"), list) else []):
        if isinstance(o, dict):
            stack.append({"k": k, "id": o.get("id"), "name": _name(o), "controller": o.get("controller"),
                          "targets": o.get("targets") if isinstance(o.get("targets"), list) else []})
    return {"turn": _int_or(st.get("turn"), 1), "active": st.get("active"), "priority": st.get("priority"),
            "step": st.get("step"), "players": players, "permanents": perms, "stack": stack,
            "player_ids": [p["id"] for p in players]}


def editor_bfb(doc: dict) -> dict:
    st = doc.get("state") if isinstance(doc.get("state"), dict) else {}
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
                 "used": c.get("used_skill") is True,
                 "skills": [s for s in c.get("skills") or [] if isinstance(s, dict)]}
                for k, c in enumerate(cards) if isinstance(c, dict)]})
        players.append({"i": i, "id": p.get("id"), "n": _int_or(p.get("n"), 0), "deck": _int_or(p.get("deck"), 0),
                        "first_turn": p.get("first_turn") is True,
                        "cname": ch.get("name", ""), "chp": _int_or(ch.get("hp"), 20),
                        "cblock": _int_or(ch.get("block"), 0), "ccolor": ch.get("color", ""),
                        "hand": [{"k": k, "name": _name(c)} for k, c in enumerate(p.get("hand") or [])
                                 if isinstance(p.get("hand"), list)],
                        "zones": zones})
    return {"turn": _int_or(st.get("turn"), 1), "active": st.get("active"), "priority": st.get("priority"),
            "phase": st.get("phase"), "players": players, "player_ids": [p["id"] for p in players]}


KEYWORD_SET = set()


def _init():
    from .editor import MTG_KEYWORDS
    KEYWORD_SET.update(MTG_KEYWORDS)


_init()
