"""What the stepper page shows: the board at a step with what changed since the step before, the
events with their rule links, and a short description of every action. Pure functions over the
engine's `to_state()` dicts and run steps; the texts are translated with gettext."""
from __future__ import annotations

from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from . import editor as ed_
from .bfb.validate import SLOTS as BFB_SLOTS
from .editor import BFB_PHASES, BFB_STATE_PHASES, MTG_STEPS, mtg_effective
from .mtg import cards as mtg_cards

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
}


def step_choices():
    return [(s, STEP_LABELS[s]) for s in MTG_STEPS]


def phase_choices():
    """The phases an `advance_to` can name."""
    return [(p, PHASE_LABELS[p]) for p in BFB_PHASES]


def state_phase_choices():
    """The phases a Born from Blood position can be in: the set-up, then the turn's phases."""
    return [(p, PHASE_LABELS[p]) for p in BFB_STATE_PHASES]


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


_COVERED: dict[tuple, bool] = {}  # (content stamp, CR number) -> a topic page covers it


def _cr_rule_url(rule: str, topic: str, lang: str) -> str:
    """The exact CR rule when a release is imported; without one, /cr/<n>/ redirects to the topic
    page that covers the number, and a number no page covers links the event's own topic."""
    from content.models import CRRef
    from content.services import resolve_cr
    from crdb.services import any_release
    stamp = CRRef.objects.order_by("-id").values_list("id", flat=True).first()  # changes on every load
    key = (stamp, rule)
    if key not in _COVERED:
        if len(_COVERED) > 5000:
            _COVERED.clear()
        _COVERED[key] = resolve_cr(rule) is not None
    if _COVERED[key] or any_release() or _explained(rule):
        return f"/{lang}/cr/{rule}/"
    return f"/{lang}/t/{topic}/" if topic else ""


def _explained(rule: str) -> bool:
    """The project has a plain explanation of the rule (content/cr-explanations)."""
    from content.services import explained_numbers
    return rule.lower() in explained_numbers()


def event_view(ev: dict, game: str, lang: str) -> dict:
    rule = str(ev.get("rule") or "")
    topic = str(ev.get("topic") or "")
    explain_url = ""
    if rule and game == "mtg":
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
    key = "mtg.kw." + text.replace(" ", "_").replace("-", "_")
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
        players.append({"id": p.get("id"), "life": p.get("life"), "poison": p.get("poison", 0),
                        "library": p.get("library"), "hand": [_name(c) for c in hand],
                        "graveyard": [_name(c) for c in gy], "exile": [_name(c) for c in ex],
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


# --- the editor's view of the initial position ----------------------------------------------------

def _int_or(v, default=""):
    return v if isinstance(v, int) and not isinstance(v, bool) else default


EFFECT_LABELS = {
    "damage": gettext_lazy("deal damage"), "destroy": gettext_lazy("destroy"), "exile": gettext_lazy("exile"),
    "bounce": gettext_lazy("return to hand"), "counter": gettext_lazy("counter a spell or ability"),
    "pump": gettext_lazy("+X/+Y until end of turn"), "counters": gettext_lazy("put counters"),
    "proliferate": gettext_lazy("proliferate"), "gain_life": gettext_lazy("gain life"),
    "lose_life": gettext_lazy("lose life"), "draw": gettext_lazy("draw cards"), "mill": gettext_lazy("mill"),
    "poison": gettext_lazy("give poison counters"), "sacrifice": gettext_lazy("sacrifice"),
    "create_token": gettext_lazy("create a token"), "scry": gettext_lazy("scry"),
    "heal": gettext_lazy("heal"), "block": gettext_lazy("Block until end of turn"), "gain_n": gettext_lazy("gain N"),
}
FIELD_LABELS = {"amount": gettext_lazy("Amount"), "n": gettext_lazy("Number"), "to": gettext_lazy("To"),
                "of": gettext_lazy("Of"), "power": gettext_lazy("Power"), "toughness": gettext_lazy("Toughness"),
                "kind": gettext_lazy("Counter kind")}
TRIGGER_LABELS = {
    "creature_dies": gettext_lazy("a creature dies"), "self_dies": gettext_lazy("this dies"),
    "enters": gettext_lazy("this enters"), "upkeep": gettext_lazy("at the beginning of your upkeep"),
    "end_step": gettext_lazy("at the beginning of the end step"), "cast_spell": gettext_lazy("a spell is cast"),
    "attacks": gettext_lazy("this attacks"), "deals_damage_to_player": gettext_lazy("this deals damage to a player"),
    "unblocked": gettext_lazy("this attacks and isn't blocked"),
}
SACRIFICE_LABELS = {"": gettext_lazy("nothing"), "self": gettext_lazy("this permanent"),
                    "creature": gettext_lazy("a creature"), "artifact": gettext_lazy("an artifact"),
                    "land": gettext_lazy("a land"), "permanent": gettext_lazy("a permanent")}
COLOR_LABELS = {"W": gettext_lazy("white"), "U": gettext_lazy("blue"), "B": gettext_lazy("black"),
                "R": gettext_lazy("red"), "G": gettext_lazy("green")}
BFB_COLOR_LABELS = {"red": gettext_lazy("red"), "blue": gettext_lazy("blue"), "green": gettext_lazy("green"),
                    "yellow": gettext_lazy("yellow"), "purple": gettext_lazy("purple"),
                    "black": gettext_lazy("black"), "white": gettext_lazy("white"), "any": gettext_lazy("any colour")}


def ref_options(doc: dict, game: str) -> list:
    """(value, label) for the `to`/`of` selects: targets, relative players, then every id."""
    words = [("target:0", _("target 1")), ("target:1", _("target 2")), ("target:2", _("target 3")),
             ("controller", _("its controller")), ("opponent", _("an opponent")), ("self", _("itself"))]
    st = doc.get("state") if isinstance(doc.get("state"), dict) else {}
    ids = []
    for p in st.get("players") or []:
        if isinstance(p, dict) and isinstance(p.get("id"), str):
            ids.append((p["id"], _("player %(id)s") % {"id": p["id"]}))
    seen = {v for v, _l in words} | {v for v, _l in ids}
    for x in sorted(ed_.all_ids(doc)):
        if x not in seen:
            ids.append((x, x))
    return words + ids[:200]


def effect_views(obj: dict, pre: str, game: str, refvals=frozenset()) -> list:
    fields = ed_.effect_fields(game)
    out = []
    effs = obj.get("effects") if isinstance(obj.get("effects"), list) else []
    for n, e in enumerate(effs):
        if not isinstance(e, dict):
            continue
        do = e.get("do")
        rows = []
        for key in fields.get(do, ()):
            name = f"{pre}-e{n}-{key}"
            if key == "token":
                tok = e.get("token") if isinstance(e.get("token"), dict) else {}
                rows += [{"name": f"{name}-name", "label": _("Token name"), "value": tok.get("card", ""), "type": "text"},
                         {"name": f"{name}-power", "label": _("Power"), "value": _int_or(tok.get("power"), 1), "type": "num"},
                         {"name": f"{name}-toughness", "label": _("Toughness"), "value": _int_or(tok.get("toughness"), 1),
                          "type": "num"}]
                continue
            v = e.get(key, "")
            v = v if isinstance(v, (str, int)) and not isinstance(v, bool) else ""
            is_ref = key in ("to", "of")
            rows.append({"name": name, "label": FIELD_LABELS[key], "value": v, "extra": is_ref and v not in refvals,
                         "type": "ref" if is_ref else ("text" if key == "kind" else "num")})
        out.append({"n": n, "do": do, "label": EFFECT_LABELS.get(do, do), "rows": rows, "known": do in fields})
    return out


def _effects_box(obj, path, game, refvals=frozenset()):
    pre = "x-" + path.replace(".", "-")
    return {"pre": pre, "path": path, "effects": effect_views(obj, pre, game, refvals),
            "vocab": [(d, EFFECT_LABELS[d]) for d in ed_.effect_fields(game)]}


def _spell_view(o: dict, path: str, refvals) -> dict:
    box = _effects_box(o, path, "mtg", refvals)
    box.update({"name": _name(o), "ability": "ability" in o, "kind": o.get("kind", "instant"),
                "colors": o.get("colors") if isinstance(o.get("colors"), list) else [],
                "keywords": o.get("keywords") if isinstance(o.get("keywords"), list) else [],
                "mana_cost": o.get("mana_cost") if isinstance(o.get("mana_cost"), str) else "",
                "targets": ", ".join(t for t in o.get("targets") or [] if isinstance(t, str))
                if isinstance(o.get("targets"), list) else ""})
    return box


def _cost_text(cost) -> str:
    if not isinstance(cost, dict):
        return ""
    parts = []
    if cost.get("mana"):
        parts.append(str(cost["mana"]))
    if cost.get("tap"):
        parts.append("{T}")
    if cost.get("sacrifice"):
        parts.append(_("sacrifice %(what)s") % {"what": SACRIFICE_LABELS.get(cost["sacrifice"], cost["sacrifice"])})
    return ", ".join(parts)


def _abilities_view(o: dict, e: dict, j: int, refvals) -> dict:
    custom = not e["catalog"]
    abilities, triggers = [], []
    for i, ab in enumerate(e.get("abilities") if isinstance(e.get("abilities"), list) else []):
        if not isinstance(ab, dict):
            continue
        v = {"i": i, "text": ab.get("text") or "", "cost_text": _cost_text(ab.get("cost"))}
        if custom:
            cost = ab.get("cost") if isinstance(ab.get("cost"), dict) else {}
            v.update(_effects_box(ab, f"a.{j}.{i}", "mtg", refvals))
            v.update({"tap": cost.get("tap") is True, "mana": cost.get("mana") or "", "sac": cost.get("sacrifice") or ""})
        abilities.append(v)
    for i, tr in enumerate(e.get("triggers") if isinstance(e.get("triggers"), list) else []):
        if not isinstance(tr, dict):
            continue
        v = {"i": i, "text": tr.get("text") or "", "when": tr.get("when"),
             "when_label": TRIGGER_LABELS.get(tr.get("when"), tr.get("when"))}
        if custom:
            v.update(_effects_box(tr, f"t.{j}.{i}", "mtg", refvals))
        triggers.append(v)
    return {"abilities": abilities, "triggers": triggers}


def _combat_view(st: dict) -> dict | None:
    if st.get("step") not in ed_.MTG_COMBAT_STEPS:
        return None
    c = st.get("combat") if isinstance(st.get("combat"), dict) else {}
    attackers = [{"i": i, "id": a.get("id"), "defending": a.get("defending")}
                 for i, a in enumerate(c.get("attackers") or []) if isinstance(a, dict)]
    blockers = [{"i": i, "id": b.get("id"), "blocking": b.get("blocking")}
                for i, b in enumerate(c.get("blockers") or []) if isinstance(b, dict)]
    active = st.get("active")
    bf = [o for o in st.get("battlefield") or [] if isinstance(o, dict)]
    creatures = [(o.get("id"), mtg_effective(o)) for o in bf]
    creatures = [(i, e) for i, e in creatures if "creature" in (e.get("types") or [])]
    attacking = {a["id"] for a in attackers}
    pids = [p.get("id") for p in st.get("players") or [] if isinstance(p, dict)]
    defend = [(p, _("player %(id)s") % {"id": p}) for p in pids if p != active]
    defend += [(o.get("id"), f"{_name(o)} ({o.get('id')})") for o in bf if o.get("controller") != active
               and set(mtg_effective(o).get("types") or []) & {"planeswalker", "battle"}]
    return {
        "attackers": attackers, "blockers": blockers,
        "attacker_opts": [(i, f"{_name(e)} ({i})") for i, e in creatures if e.get("controller") == active and i not in attacking],
        "defend_opts": defend,
        "blocker_opts": [(i, f"{_name(e)} ({i})") for i, e in creatures if e.get("controller") != active],
        "blocking_opts": [(a["id"], a["id"]) for a in attackers],
        "att_done_shown": st.get("step") == "declare_attackers", "att_done": c.get("attackers_declared") is True,
        "blk_done_shown": st.get("step") == "declare_blockers", "blk_done": c.get("blockers_declared") is True,
    }


def _zone_list(p, key):
    lst = p.get(key) if isinstance(p.get(key), list) else []
    return [{"k": k, "name": _name(c)} for k, c in enumerate(lst)]


def _hand_mtg(p, i, refvals):
    out = []
    for k, c in enumerate(p.get("hand") if isinstance(p.get("hand"), list) else []):
        v = {"k": k, "name": _name(c), "spell": None}
        if ed_._custom_spell(c):
            v["spell"] = _spell_view(c, f"h.{i}.{k}", refvals)
        out.append(v)
    return out


def editor_mtg(doc: dict) -> dict:
    st = doc.get("state") if isinstance(doc.get("state"), dict) else {}
    refs = ref_options(doc, "mtg")
    refvals = {v for v, _l in refs}
    players = []
    for i, p in enumerate(st.get("players") or []):
        if not isinstance(p, dict):
            continue
        players.append({"i": i, "id": p.get("id"), "life": _int_or(p.get("life"), 20),
                        "poison": _int_or(p.get("poison"), 0), "library": _int_or(p.get("library"), 0),
                        "mana": p.get("mana") if isinstance(p.get("mana"), str) else "", "mana_field": f"p{i}-mana",
                        "graveyard": _zone_list(p, "graveyard"), "exile": _zone_list(p, "exile"),
                        "hand": _hand_mtg(p, i, refvals)})
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
                      "sick": e.get("summoning_sick") is True, "ab_id": f"ab-{j}", **_abilities_view(o, e, j, refvals),
                      **unmodelled(o)})
    stack = []
    for k, o in enumerate(st.get("stack") if isinstance(st.get("stack"), list) else []):
        if isinstance(o, dict):
            stack.append({"k": k, "id": o.get("id"), "name": _name(o), "controller": o.get("controller"),
                          "targets": o.get("targets") if isinstance(o.get("targets"), list) else [],
                          "spell": _spell_view(o, f"s.{k}", refvals) if ed_._custom_spell(o) else None})
    return {"turn": _int_or(st.get("turn"), 1), "active": st.get("active"), "priority": st.get("priority"),
            "step": st.get("step"), "players": players, "permanents": perms, "stack": stack,
            "player_ids": [p["id"] for p in players], "refs": refs,
            "combat": _combat_view(st), "can_add_player": len(players) < len(ed_.MTG_PLAYER_IDS),
            "can_del_player": len(players) > 2,
            "ability_picks": [(f"{pid}|{i}", f"{pid} #{i + 1}{': ' + text if text else ''}")
                              for pid, i, text in ed_.ability_choices(st)]}


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
            kind = c.get("kind") if c.get("kind") in ed_.BFB_KINDS else ""
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
        me, _other = ed_._bfb_players(st)
        field = (me or {}).get("field") if isinstance((me or {}).get("field"), dict) else {}
        cards = [(me or {}).get("character")] + [x for z in ed_.BFB_ZONES for x in field.get(z) or []]
        for card in cards:
            if isinstance(card, dict) and card.get("id") == c.get("attacker"):
                names = [s.get("name") for s in card.get("skills") or [] if isinstance(s, dict)]
                si = skill if isinstance(skill, int) else (names.index(skill) if skill in names else -1)
                if 0 <= si < len(names):
                    current = f"{card.get('id')}|{si}"
    defenders = c.get("defenders") if c else None
    return {"attack_opts": ed_.bfb_attack_options(st), "current": current,
            "defender_opts": ed_.bfb_defender_ids(st), "declared": isinstance(defenders, list),
            "defenders": defenders or []}


KEYWORD_SET = set()


def _init():
    from .editor import MTG_KEYWORDS
    KEYWORD_SET.update(MTG_KEYWORDS)


_init()
