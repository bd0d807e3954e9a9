"""What the stepper page shows: the board at a step with what changed since the step before, the
events with their rule links, and a short description of every action. Pure functions over the
engine's `to_state()` dicts and run steps; the texts are translated with gettext."""
from __future__ import annotations

import re

from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from rulesite.contentcache import per_content

from .bfb.validate import PHASES as BFB_PHASES
from .bfb.validate import SETUP as BFB_SETUP
from .bfb.validate import SLOTS as BFB_SLOTS
from .mtg import cards as mtg_cards
from .mtg.validate import STEPS as MTG_STEPS

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
    "setup": gettext_lazy("Set-up (before the first turn)"),
    "n": gettext_lazy("N Phase"), "draw": gettext_lazy("Draw Phase"), "main": gettext_lazy("Main Phase"),
    "combat": gettext_lazy("Combat Phase"), "main2": gettext_lazy("Main Phase 2"), "end": gettext_lazy("End Phase"),
}
ZONE_LABELS = {
    "mercenary": gettext_lazy("Mercenary"), "artifact": gettext_lazy("Artifact"),
    "skill": gettext_lazy("Skill"), "item": gettext_lazy("Item"), "pray": gettext_lazy("Pray"),
}
GONE_LABELS = {"hand": gettext_lazy("to the hand"), "graveyard": gettext_lazy("to the graveyard"),
               "exile": gettext_lazy("to exile"), None: gettext_lazy("left the battlefield")}
TYPE_LABELS = {
    "creature": gettext_lazy("creature"), "artifact": gettext_lazy("artifact"),
    "enchantment": gettext_lazy("enchantment"), "land": gettext_lazy("land"),
    "planeswalker": gettext_lazy("planeswalker"), "battle": gettext_lazy("battle"),
    "instant": gettext_lazy("instant"), "sorcery": gettext_lazy("sorcery"),
    "kindred": gettext_lazy("kindred"),   # 308: a kindred instant / sorcery / enchantment / artifact
}


def step_choices():
    return [(s, STEP_LABELS[s]) for s in MTG_STEPS]


def phase_choices():
    """The phases an `advance_to` can name."""
    return [(p, PHASE_LABELS[p]) for p in BFB_PHASES]


def state_phase_choices():
    """The phases a Born from Blood position can be in: the set-up, then the turn's phases."""
    return [(p, PHASE_LABELS[p]) for p in (BFB_SETUP, *BFB_PHASES)]


def _name(c) -> str:
    if isinstance(c, str):
        return c
    if isinstance(c, dict):
        fd = c.get("face_down")
        if isinstance(fd, dict) and not c.get("card"):   # a face-down spell or permanent (CR 708.2, 708.5)
            from .engine.messages import render
            return render("mtg.face_down.name", {"card": fd.get("card") or c.get("id")}, get_language() or "en")
        # a double-faced card by the name of the face that is up (712.8d-e)
        return str(c.get("face_name") or c.get("card") or c.get("name") or c.get("ability") or c.get("id") or "?")
    return "?"


def _by_id(objs):
    return {o.get("id"): o for o in objs or [] if isinstance(o, dict)}


def _fmt_list(items):
    return ", ".join(str(x) for x in items)


# tournament policy (issue #26): the Rules Enforcement Levels and the errors a `remedy` action fixes
REL_LABELS = {"regular": gettext_lazy("Regular REL"), "competitive": gettext_lazy("Competitive REL")}
REMEDY_LABELS = {"extra_cards_drawn": gettext_lazy("extra cards drawn"),
                 "extra_cards_seen": gettext_lazy("extra cards seen"),
                 "missed_trigger": gettext_lazy("missed trigger"),
                 "mulligan_procedure_error": gettext_lazy("mulligan procedure error"),
                 "deck_problem": gettext_lazy("deck problem")}


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
    if t == "play_land":
        return _("%(player)s plays the land %(card)s") % {"player": player or "?", "card": card}
    if t == "play":
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
    if t == "remedy":
        return _("Policy fix (%(rel)s): %(error)s") % {
            "rel": REL_LABELS.get(action.get("rel"), _("the scenario's REL")),
            "error": REMEDY_LABELS.get(action.get("kind"), action.get("kind"))} + (f" · {player}" if player else "")
    if t == "backup":
        return _("Back up %(n)s action(s) (%(rel)s)") % {
            "n": action.get("n"), "rel": REL_LABELS.get(action.get("rel"), _("the scenario's REL"))}
    if t == "go_first":
        return _("%(player)s goes first") % {"player": player or "?"}
    if t == "draw_hands":
        return _("Both players draw their opening hands")
    if t == "mulligan":
        cards = action.get("cards") or []
        if not cards:
            return _("%(player)s keeps the opening hand") % {"player": player or "?"}
        return _("%(player)s mulligans: %(list)s to the bottom of the deck") % {"player": player or "?",
                                                                               "list": _fmt_list(cards)}
    return str(t)


def _cr_rule_url(rule: str, topic: str, lang: str) -> str:
    """The exact CR rule when a release is imported; without one, /cr/<n>/ redirects to the topic
    page that covers the number, and a number no page covers links the event's own topic. No
    database query per link: whether /cr/<n>/ has a page is cached per content version."""
    if _cr_page_exists(rule):
        return f"/{lang}/cr/{rule}/"
    return f"/{lang}/t/{topic}/" if topic else ""


@per_content()
def _cr_page_exists(rule: str) -> bool:
    """/cr/<rule>/ shows something: a topic page covers the number, a CR release is imported, or
    the project explains the rule (content/cr-explanations)."""
    from content.services import explained_numbers, resolve_cr
    from crdb.services import any_release
    return resolve_cr(rule) is not None or any_release() or rule.lower() in explained_numbers()


def _explained(rule: str) -> bool:
    """The project has a plain explanation of the rule (content/cr-explanations)."""
    from content.services import explained_numbers
    return rule.lower() in explained_numbers()


def event_view(ev: dict, game: str, lang: str) -> dict:
    rule = str(ev.get("rule") or "")
    topic = str(ev.get("topic") or "")
    explain_url = ""
    policy = re.match(r"^(jar|ipg|mtr):([0-9a-z.\-]+)$", rule)
    if policy:   # a tournament policy section (issue #26): its guide page
        rule_url = f"/{lang}/policy/{policy[1]}/{policy[2]}/"
        rule_label = policy[1].upper() if policy[1] == "jar" else f"{policy[1].upper()} {policy[2]}"
    elif rule and game == "mtg":
        rule_url = _cr_rule_url(rule, topic, lang)
        rule_label = f"CR {rule}"
        if _explained(rule):  # hover or tap the rule link: the explanation in place (htmx)
            explain_url = f"/{lang}/cr/{rule.lower()}/explain/"
    elif rule:
        # Born from Blood: the rule is a topic id; the link shows that page's title
        from content.services import topic_titles
        rule_url = f"/{lang}/t/{rule}/"
        rule_label = topic_titles(lang).get(rule) or rule
    else:
        rule_url = rule_label = ""
    topic_url = f"/{lang}/t/{topic}/" if topic else ""
    if topic_url == rule_url:
        topic_url = ""      # the rule link already is the topic page
    return {"type": ev.get("type"), "text": ev.get("text", ""), "rule": rule, "rule_url": rule_url,
            "explain_url": explain_url,
            "rule_label": rule_label, "topic": topic, "topic_url": topic_url,
            "illegal": ev.get("type") == "illegal", "objects": ev.get("objects") or []}


def _changed(now, prev, keys):
    if prev is None:
        return set()
    return {k for k in keys if now.get(k) != prev.get(k)}


def keyword_label(k) -> str:
    """A keyword in the page's language, from the engine's catalogue (mtg.kw.*, the glossary's words);
    a keyword the catalogue does not name (e.g. "protection from red") stays as written."""
    from .engine.messages import CATALOGUE, Msg, render
    lang = get_language() or "en"
    text = str(k).strip().casefold()
    key = "mtg.kw." + text.replace("'", "").replace("\u2019", "").replace(" ", "_").replace("-", "_")  # can't block -> cant_block
    if key in CATALOGUE:
        return render(key, {}, lang)
    for kw in ("protection", "hexproof"):          # "protection from black", "hexproof from red"
        if text.startswith(kw + " from ") and f"mtg.kw.{kw}_from" in CATALOGUE:
            quality = text[len(kw) + 6:]
            colour = f"mtg.color.{quality}"
            return render(f"mtg.kw.{kw}_from", {"quality": Msg(colour) if colour in CATALOGUE else quality}, lang)
    return str(k)


def _counters(c):
    c = c if isinstance(c, dict) else {}
    return [(k, v) for k, v in c.items() if v]


def unmodelled(o) -> dict:
    """The Oracle lines of an imported card that the engine does not model (shown as "not
    modelled" on the board and in the editor) and its card page's slug."""
    e = mtg_cards.lookup(o.get("card")) if isinstance(o, dict) else mtg_cards.lookup(o)
    oracle = (e or {}).get("oracle") if isinstance((e or {}).get("oracle"), dict) else {}
    return {"unmodelled": list(oracle.get("unmodelled") or []), "card_slug": oracle.get("slug") or ""}


def emblems_of(state: dict | None, pid, lang: str | None = None) -> list[dict]:
    """The emblems a player owns in the command zone (CR 114, state.command), each with its name in
    the page's language ("Liliana, the Last Hope's emblem": most emblems have no name of their own,
    114.3) and its abilities as printed."""
    from .engine.messages import render
    lang = lang or get_language() or "en"
    out = []
    for o in (state or {}).get("command") or []:
        if isinstance(o, dict) and o.get("owner") == pid:
            src = o.get("source_name")
            name = render("mtg.emblem.name", {"card": src}, lang) if src else render("mtg.emblem.unnamed", {}, lang)
            out.append({"id": o.get("id"), "name": name, "source": str(src or ""), "text": str(o.get("text") or "")})
    return out


def _delayed_label() -> str:
    from .engine.messages import render
    return render("mtg.delayed.board", {}, get_language() or "en")


def delayed_of(state: dict | None, pid, lang: str | None = None) -> list[dict]:
    """The delayed triggered abilities a player controls, waiting for their event (CR 603.7,
    state.delayed): when each triggers in the page's language, the card that made it and its words."""
    from .engine.messages import render
    lang = lang or get_language() or "en"
    out = []
    for o in (state or {}).get("delayed") or []:
        if isinstance(o, dict) and o.get("controller") == pid:
            at = str(o.get("at") or "")
            out.append({"id": o.get("id"), "when": render("mtg.delayed.at." + at, {}, lang) if at else "",
                        "source": str(o.get("source_name") or o.get("source") or ""), "text": str(o.get("text") or "")})
    return out


def board_mtg(now: dict, prev: dict | None, touched: set) -> dict:
    players = []
    prev_players = _by_id(prev.get("players")) if prev else {}
    for p in now.get("players") or []:
        pp = prev_players.get(p.get("id")) if prev else None
        hand = p.get("hand") or []
        gy = p.get("graveyard") or []
        ex = p.get("exile") or []
        ch = _changed(p, pp, ("life", "poison", "library", "hand", "graveyard", "exile", "lost"))
        ch |= _changed(p, pp, ("mana",))
        emblems = emblems_of(now, p.get("id"))
        if prev is not None and [e["id"] for e in emblems] != [e["id"] for e in emblems_of(prev, p.get("id"))]:
            ch.add("emblems")
        delayed = delayed_of(now, p.get("id"))
        if prev is not None and [d["id"] for d in delayed] != [d["id"] for d in delayed_of(prev, p.get("id"))]:
            ch.add("delayed")
        players.append({"id": p.get("id"), "life": p.get("life"), "poison": p.get("poison", 0),
                        "library": p.get("library"), "hand": [_name(c) for c in hand],
                        "graveyard": [_name(c) for c in gy], "exile": [_name(c) for c in ex],
                        # with their ids: a card in a graveyard is a target by its id (109.2a)
                        "graveyard_items": [{"id": c.get("id") if isinstance(c, dict) else None, "name": _name(c)}
                                            for c in gy],
                        "emblems": emblems,
                        "delayed": delayed,
                        "delayed_label": _delayed_label() if delayed else "",
                        "mana": p.get("mana") if isinstance(p.get("mana"), str) else "",
                        "lost": p.get("lost"), "changed": ch,
                        "active": p.get("id") == now.get("active"), "priority": p.get("id") == now.get("priority")})
    prev_bf = _by_id(prev.get("battlefield")) if prev else {}
    combat = now.get("combat") if isinstance(now.get("combat"), dict) else {}
    attacking = {a.get("id"): a.get("defending") for a in combat.get("attackers") or [] if isinstance(a, dict)}
    blocking: dict = {}
    for b in combat.get("blockers") or []:
        if isinstance(b, dict):
            what = b.get("blocking")
            blocking.setdefault(b.get("id"), []).extend(what if isinstance(what, list) else [what])
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
            "keyword_labels": [keyword_label(k) for k in o.get("keywords") or []],
            "new": prev is not None and po is None, "changed": bool(ch), "touched": o.get("id") in touched,
            # for the picture (judge/board_svg.py): printed values, frame kind, attachment, combat role
            "printed_power": o.get("power"), "printed_toughness": o.get("toughness"),
            "pt_changed": is_creature and (cur.get("power", o.get("power")), cur.get("toughness", o.get("toughness")))
            != (o.get("power"), o.get("toughness")),
            "mana_cost": o.get("mana_cost") if isinstance(o.get("mana_cost"), str) else "",
            "land": "land" in types, "planeswalker": "planeswalker" in types, "token": bool(o.get("token")),
            "transformed": bool(o.get("transformed")),   # 701.27g: its back face up
            "attached_to": o.get("attached_to") if isinstance(o.get("attached_to"), str) else None,
            "attacking": attacking.get(o.get("id")), "blocking": blocking.get(o.get("id"), []),
            "changes": sorted(ch),
            **unmodelled(o),
        })
    now_ids = {o.get("id") for o in now.get("battlefield") or []}
    gone = [_name(o) for i, o in prev_bf.items() if i not in now_ids] if prev else []
    gone_items = []
    if prev:
        where = {}
        for p in now.get("players") or []:
            for zone in ("hand", "graveyard", "exile"):
                for c in p.get(zone) or []:
                    if isinstance(c, dict):
                        where[c.get("id")] = zone
        for i, o in prev_bf.items():
            if i not in now_ids:
                gone_items.append({"id": i, "name": _name(o), "controller": o.get("controller"),
                                   "to": where.get(i), "to_label": GONE_LABELS.get(where.get(i), GONE_LABELS[None]),
                                   "land": "land" in (o.get("types") or [])})
    stack = []
    prev_stack = {o.get("id") for o in (prev.get("stack") or [])} if prev else set()
    for o in reversed(now.get("stack") or []):
        stack.append({"id": o.get("id"), "name": _name(o), "controller": o.get("controller"),
                      "targets": [t for t in o.get("targets") or [] if isinstance(t, str)], "ability": "ability" in o,
                      "mana_cost": o.get("mana_cost") if isinstance(o.get("mana_cost"), str) else "",
                      "new": prev is not None and o.get("id") not in prev_stack,
                      **(unmodelled(o) if "ability" not in o else {"unmodelled": [], "card_slug": ""})})
    return {
        "turn": now.get("turn"), "active": now.get("active"), "priority": now.get("priority"),
        "step": STEP_LABELS.get(now.get("step"), now.get("step")),
        "meta_changed": _changed(now, prev, ("turn", "active", "step", "priority")),
        "players": players, "permanents": perms, "gone": gone, "gone_items": gone_items, "stack": stack,
        "combat": {"attackers": [{"id": k, "defending": v} for k, v in attacking.items()],
                   "blockers": [{"id": k, "blocking": v} for k, v in blocking.items()]},
        "game": "mtg",
        "attackers": [f"{a.get('id')} → {a.get('defending', '')}" for a in combat.get("attackers") or []],
        "blockers": [f"{b.get('id')} → {b.get('blocking', '')}" for b in combat.get("blockers") or []],
        "result": now.get("result") or {},
    }


def _bfb_card_name(c) -> str:
    """A card drawn from a deck given as a count is unknown: say so in the reader's language."""
    if isinstance(c, dict) and c.get("hidden"):
        return str(_("unknown card"))
    return _name(c)


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
        for _zone, cards in ((pp or {}).get("field") or {}).items():
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
            zones.append({"zone": zone, "label": ZONE_LABELS[zone], "cards": cards, "slots": BFB_SLOTS.get(zone, 1)})
        players.append({"id": p.get("id"), "n": p.get("n"), "deck": p.get("deck"),
                        "hand": [_bfb_card_name(c) for c in p.get("hand") or []],
                        "discard": [_bfb_card_name(c) for c in p.get("discard") or []],
                        "character": {"id": chr_.get("id"), "name": chr_.get("name"), "hp": chr_.get("hp"),
                                      "block": chr_.get("block") or 0, "color": chr_.get("color"),
                                      "max_hp": chr_.get("max_hp"), "skills": chr_.get("skills") or [],
                                      "changed": "character" in ch,
                                      "touched": chr_.get("id") in touched},
                        "first_turn": p.get("first_turn"), "changed": ch, "zones": zones,
                        "active": p.get("id") == now.get("active"), "priority": p.get("id") == now.get("priority")})
    stack = [{"id": o.get("id"), "name": _name(o), "controller": o.get("controller"),
              "targets": [t for t in o.get("targets") or [] if isinstance(t, str)],
              "new": prev is not None and o.get("id") not in {x.get("id") for x in prev.get("stack") or []
                                                                 if isinstance(x, dict)}}
             for o in reversed(now.get("stack") or []) if isinstance(o, dict)]
    cb = now.get("combat") if isinstance(now.get("combat"), dict) else None
    combat = None
    if cb:
        combat = {"attacker": cb.get("attacker"), "controller": cb.get("controller"), "skill": cb.get("skill"),
                  "damage": cb.get("damage"), "pierce": bool(cb.get("pierce")),
                  "unpreventable": bool(cb.get("unpreventable")),
                  "defenders": cb.get("defenders") if isinstance(cb.get("defenders"), list) else None}
    return {
        "turn": now.get("turn"), "active": now.get("active"), "priority": now.get("priority"),
        "step": PHASE_LABELS.get(now.get("phase"), now.get("phase")),
        "meta_changed": {"step" if k == "phase" else k for k in _changed(now, prev, ("turn", "active", "phase", "priority"))},
        "players": players, "stack": stack, "result": now.get("result") or {},
        "combat": combat, "game": "bfb",
    }


def board(game: str, now: dict, prev: dict | None, touched: set) -> dict:
    return board_mtg(now, prev, touched) if game == "mtg" else board_bfb(now, prev, touched)


def mark_not_modelled(b: dict, step: dict, lang: str) -> dict:
    """The picture of a step says what was ignored (issue 21): each object with a `not_modelled`
    event at this step gets `not_modelled_now` (its lines), and a step at or after the first such
    event gets `incomplete_text` (a bar under the header), in the reader's language."""
    from judge.engine.messages import render
    now: dict = {}
    for e in step.get("events") or []:
        if e.get("type") == "not_modelled" and e.get("object"):
            now.setdefault(e["object"], []).append(e.get("line") or "")
    for o in list(b.get("permanents") or []) + list(b.get("stack") or []):
        if isinstance(o, dict) and o.get("id") in now:
            o["not_modelled_now"] = now[o["id"]]
    if step.get("incomplete"):
        b["incomplete_text"] = render("mtg.run.incomplete_short", {}, lang)
    return b


def layer_views(layers: dict, state: dict, game: str, lang: str) -> list[dict]:
    """The layer view of a step (issue 22): for each permanent some continuous effect changes, its
    rows in layer order, each with its rule link (the event's rule link), the value after it and the
    effects a dependency made it wait for (613.8)."""
    from judge.engine.messages import render
    names = {o.get("id"): _name(o) for o in state.get("battlefield") or []}
    for p in state.get("players") or []:   # an emblem's static ability is a row's source (CR 114.4)
        names.update({e["id"]: e["name"] for e in emblems_of(state, p.get("id"), lang)})
    out = []
    for oid, rows in layers.items():
        views = []
        for r in rows:
            ev = event_view({"rule": r["rule"], "topic": "mtg.layers", "text": r["effect"], "type": "layer"}, game, lang)
            after = r.get("after") or {}
            if "card" in after:   # layer 1: the copiable values a copy effect gave (613.2a)
                after_text = " ".join([str(after["card"]), ", ".join(after.get("types") or ())]
                                      + ([f"{after['power']}/{after['toughness']}"] if "power" in after else []))
            elif "power" in after:
                after_text = f"{after['power']}/{after['toughness']}"
            else:
                after_text = ", ".join(str(x) for v in after.values() for x in (v if isinstance(v, list) else [v])) or "-"
            dep = r.get("depends_on") or []
            dep_text = render("mtg.layerview.depends", {"effects": [
                render("mtg.layerview.depends_one", {"source": names.get(d.get("source"), d.get("source") or "-"),
                                                     "timestamp": d.get("timestamp")}, lang) for d in dep]}, lang) if dep else ""
            views.append({"layer": r["layer"], "effect": r["effect"], "depends": dep_text, "rule_url": ev.get("rule_url", ""),
                          "rule_label": ev.get("rule_label", ""), "source": names.get(r.get("source"), r.get("source") or "-"),
                          "timestamp": r.get("timestamp"), "after": after_text})
        out.append({"id": oid, "name": names.get(oid, oid), "rows": views})
    return out
