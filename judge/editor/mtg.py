"""The Magic: The Gathering editor: reading the form back into the board (`sync`), the edit
operations (`OPS`, by op name), the action builder, and the form's view of the board (`editor_mtg`).
Op names and form field names are the contract with templates/judge/ and judge.js."""
from __future__ import annotations

from django.utils.translation import gettext as _

from ..board import _name, unmodelled
from ..mtg import cards as mtg_cards
from .common import (EditError, _amounts, _check_custom_name, _index, _int, _list, _pairs, _player, _player_ids,
                     _players, _set_if_changed, _state, _sync_turn, _text, mtg_effective, new_id)
from .effects import _custom_spell, _sync_effects
from .forms import SACRIFICE_LABELS, TRIGGER_LABELS, _effects_box, _int_or, ref_options
from .vocab import (_SAFE_ID, ATTACKER_STEPS, COMBAT_STEPS, MAX_LIST, MAX_TEXT, MTG_ACTIONS, MTG_COLORS, MTG_KEYWORDS,
                    MTG_PLAYER_IDS, MTG_RELS, MTG_REMEDY_KINDS, MTG_SACRIFICE, MTG_SPELL_EFFECTS, MTG_STEPS,
                    MTG_TRIGGERS, MTG_TYPES,
                    MTG_ZONES, SPELL_KEYWORDS)


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



def policy_choices(st) -> dict:
    """What the policy fix form offers at a step (the state `st` of that step): every card in a hand,
    by player (`hands`: [(player, id, label)]), and every triggered ability on the battlefield
    (`triggers`: [(value "id|index", label)])."""
    hands = []
    for p in _players(st):
        for c in p.get("hand") if isinstance(p.get("hand"), list) else []:
            if isinstance(c, dict) and isinstance(c.get("id"), str):
                label = _("an unknown card") if c.get("unknown") else _name(c)
                hands.append((p.get("id"), c["id"], label))
            elif isinstance(c, str):
                hands.append((p.get("id"), c, c))
    return {"hands": hands[:MAX_LIST * 2], "triggers": [(f"{pid}|{i}", label) for pid, i, label, _t in
                                                        trigger_choices(st)]}


def trigger_choices(st) -> list:
    """(permanent id, trigger index, label, trigger) for every triggered ability on the battlefield."""
    out = []
    for o in st.get("battlefield") if isinstance(st.get("battlefield"), list) else []:
        if not isinstance(o, (dict, str)):
            continue
        e = mtg_effective(o)
        if not isinstance(e.get("id"), str):
            continue
        for i, tr in enumerate(e.get("triggers") if isinstance(e.get("triggers"), list) else []):
            if isinstance(tr, dict):
                what = tr.get("text") or TRIGGER_LABELS.get(tr.get("when"), tr.get("when") or "")
                out.append((e["id"], i, f"{_name(e)} ({e['id']}): {what}"[:MAX_TEXT], tr))
    return out


def _remedy_mtg(data, st, t, pids, rel):
    """The `remedy` and `backup` actions (tournament policy, docs/judge-tool.md): the REL is the
    scenario's (`rel`, chosen in the same form), so the action does not repeat it."""
    if rel not in MTG_RELS:
        raise EditError(_("Choose the Rules Enforcement Level (Regular or Competitive) first."), "s-rel")
    if t == "backup":
        a = {"type": "backup", "n": _int(data.get("na-n"), _("How many actions to undo"), default=1, minimum=1,
                                         field="na-n")}
        if data.get("na-authorized"):
            a["authorized"] = True
        return a
    kind = data.get("na-kind")
    if kind not in MTG_REMEDY_KINDS:
        raise EditError(_("Choose what went wrong."), "na-kind")
    a = {"type": "remedy", "kind": kind}
    player = data.get("na-player")
    if player in pids:
        a["player"] = player
    picked = [x for x in data.getlist("na-pick") if isinstance(x, str) and x][:MAX_LIST]
    if kind in ("extra_cards_drawn", "mulligan_procedure_error", "extra_cards_seen"):
        n = _int(data.get("na-n"), _("How many cards"), default=len(picked) or 1, minimum=1, field="na-n")
        if picked and len(picked) != n and kind != "extra_cards_seen":
            raise EditError(_("Tick exactly %(n)d card(s), or none to let the tool pick and say so.") % {"n": n},
                            "na-pick")
        a["n"] = n
        if picked and kind != "extra_cards_seen":
            a["cards"] = picked
        known = [x for x in data.getlist("na-known") if isinstance(x, str) and x][:MAX_LIST]
        if known and kind == "extra_cards_drawn":
            a["known"] = known
    elif kind == "missed_trigger":
        pick = data.get("na-trigger") or ""
        if pick:
            perm, _s, idx = pick.rpartition("|")
            found = [(name_id, tr) for name_id, i, _l, tr in trigger_choices(st) if name_id == perm and str(i) == idx]
            if not found:
                raise EditError(_("Choose a triggered ability of a permanent on the battlefield."), "na-trigger")
            trig = found[0][1]
            src = next(mtg_effective(o) for o in st.get("battlefield") or []
                       if isinstance(o, (dict, str)) and mtg_effective(o).get("id") == perm)
            obj = {"ability": (trig.get("text") or _("%(card)s trigger") % {"card": _name(src)})[:MAX_TEXT],
                   "source": perm, "source_name": _name(src), "effects": trig.get("effects") or []}
            targets = _list(data.get("na-targets"))
            if targets:
                obj["targets"] = targets
            a["trigger"] = obj
            if "player" not in a and isinstance(src.get("controller"), str):
                a["player"] = src["controller"]
        for key in ("may", "disruptive", "earlier", "detrimental"):
            if data.get(f"na-{key}"):
                a[key] = True
        add = data.get("na-add") or ""
        if add in ("yes", "no"):
            a["add"] = add == "yes"
    else:   # deck_problem
        if picked:
            a["wrong"] = picked
        missing = [x.strip()[:MAX_TEXT] for x in (data.get("na-missing") or "").splitlines() if x.strip()][:MAX_LIST]
        if missing:
            a["missing"] = missing
        basics = _int(data.get("na-basics"), _("Basic lands"), default=0, minimum=0, field="na-basics")
        if basics:
            a["basics"] = basics
        replace = {}
        for line in (data.get("na-replace") or "").splitlines():
            if not line.strip():
                continue
            wrong, sep, name = line.partition("=")
            if not sep or not wrong.strip() or not name.strip():
                raise EditError(_("Each line of the opponent's choice is “wrong card id = missing card name”."),
                                "na-replace")
            replace[wrong.strip()[:60]] = name.strip()[:MAX_TEXT]
        if replace:
            a["replace"] = replace
        if not (picked or missing or basics):
            raise EditError(_("Tick the wrong cards in hand or name the missing cards."), "na-pick")
    return a


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



def _sync_rel(doc, data):
    """The scenario's Rules Enforcement Level (`rel`, docs/judge-tool.md): set when the form sends
    one, removed when it sends the empty choice; unchanged when the form has no such field."""
    if "s-rel" not in data:
        return
    rel = data.get("s-rel") or ""
    if rel == "":
        doc.pop("rel", None)
    elif rel in MTG_RELS:
        doc["rel"] = rel
    else:
        raise EditError(_("Choose the Rules Enforcement Level: Regular or Competitive."), "s-rel")


def _sync_mtg(doc, data):
    _sync_rel(doc, data)
    st = _sync_turn(doc, data)
    pids = _player_ids(st)
    if data.get("s-step") in MTG_STEPS:
        st["step"] = data["s-step"]
        if st["step"] not in COMBAT_STEPS:
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



def _action_mtg(data, st, doc=None):
    t = data.get("na-type")
    if t not in MTG_ACTIONS:
        raise EditError(_("Choose the kind of action."))
    pids = _player_ids(st)
    if t in ("remedy", "backup"):
        return _remedy_mtg(data, st, t, pids, (doc or {}).get("rel"))
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



def _mana_text(value, label, field, pool=False):
    from ..mtg.mana import CostError, parse_cost, parse_pool
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
    if entry:
        cards.append(entry["card"])
    else:   # a card of one's own, as the hand form makes it (an instant with no effects yet): a bare name
        # found nowhere would be a blank card, which validation refuses (scenario format)
        _check_custom_name(name, data.get("nz-custom") == "1", "nz-card")
        cards.append({"id": new_id(doc, name), "card": name, "kind": "instant", "effects": []})



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
    if st.get("step") not in ATTACKER_STEPS:
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


# --- the operations (op name -> function of the Edit; common ops are in common.py/effects.py) ------

def _op_add_catalog(e):
    """One tap on a search result: a permanent card onto the battlefield under the chosen
    controller, an instant or sorcery into that player's hand."""
    entry = mtg_cards.lookup(e.arg)
    if not entry:
        raise EditError(_("“%(name)s” is not in the catalogue.") % {"name": e.arg[:60]})
    if not any(t in MTG_TYPES for t in entry.get("types") or []):
        st = _state(e.doc)
        pid = e.data.get("np-controller") if e.data.get("np-controller") in _player_ids(st) else st.get("active", "A")
        _player(st, pid).setdefault("hand", []).append(entry["card"])
        return
    _add_perm_mtg(e.doc, e.data, name=e.arg)


def _op_del_perm(e):
    bf = _state(e.doc).get("battlefield")
    bf.pop(_index(e.arg, bf, _("permanent")))


def _op_add_hand(e):
    doc, data = e.doc, e.data
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


OPS = {
    "add_perm": lambda e: _add_perm_mtg(e.doc, e.data),
    "add_catalog": _op_add_catalog,
    "del_perm": _op_del_perm,
    "add_stack": lambda e: _add_stack_mtg(e.doc, e.data),
    "add_hand": _op_add_hand,
    "add_zone": lambda e: _add_zone_mtg(e.doc, e.data),
    "del_zone": lambda e: _del_zone_mtg(e.doc, e.arg),
    "add_player": lambda e: _add_player_mtg(e.doc),
    "del_player": lambda e: _del_player_mtg(e.doc, e.arg),
    "add_attacker": lambda e: _add_attacker(e.doc, e.data),
    "add_blocker": lambda e: _add_blocker(e.doc, e.data),
    "del_attacker": lambda e: _del_combat(e.doc, "attackers", e.arg),
    "del_blocker": lambda e: _del_combat(e.doc, "blockers", e.arg),
    "add_ability": lambda e: _add_ability(e.doc, e.arg, e.data),
    "add_trigger": lambda e: _add_ability(e.doc, e.arg, e.data, trigger=True),
    "del_ability": lambda e: _del_ability(e.doc, e.arg),
    "del_trigger": lambda e: _del_ability(e.doc, e.arg, trigger=True),
}
sync = _sync_mtg
action = _action_mtg


# --- the form's view of the board ------------------------------------------------------------------

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
    if st.get("step") not in ATTACKER_STEPS:
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



def _zone_list(p, key, ids=None):
    """The cards of a zone; with `ids` (common.zone_card_ids) each card's id as the engine gives it,
    the id a target names (a card in a graveyard, 109.2a)."""
    lst = p.get(key) if isinstance(p.get(key), list) else []
    return [{"k": k, "name": _name(c), "id": (ids or {}).get((p.get("id"), key, k))} for k, c in enumerate(lst)]



def _hand_mtg(p, i, refvals):
    out = []
    for k, c in enumerate(p.get("hand") if isinstance(p.get("hand"), list) else []):
        v = {"k": k, "name": _name(c), "spell": None}
        if _custom_spell(c):
            v["spell"] = _spell_view(c, f"h.{i}.{k}", refvals)
        out.append(v)
    return out



def editor_mtg(doc: dict) -> dict:
    st = doc.get("state") if isinstance(doc.get("state"), dict) else {}
    refs = ref_options(doc, "mtg")
    refvals = {v for v, _l in refs}
    from judge.mtg.common import zone_card_ids
    zone_ids = zone_card_ids(st)
    players = []
    for i, p in enumerate(st.get("players") or []):
        if not isinstance(p, dict):
            continue
        players.append({"i": i, "id": p.get("id"), "life": _int_or(p.get("life"), 20),
                        "poison": _int_or(p.get("poison"), 0), "library": _int_or(p.get("library"), 0),
                        "mana": p.get("mana") if isinstance(p.get("mana"), str) else "", "mana_field": f"p{i}-mana",
                        "graveyard": _zone_list(p, "graveyard", zone_ids), "exile": _zone_list(p, "exile"),
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
                      "other_keywords": ", ".join(k for k in kws if isinstance(k, str) and k not in MTG_KEYWORDS),
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
                          "spell": _spell_view(o, f"s.{k}", refvals) if _custom_spell(o) else None})
    return {"turn": _int_or(st.get("turn"), 1), "active": st.get("active"), "priority": st.get("priority"),
            "step": st.get("step"), "players": players, "permanents": perms, "stack": stack,
            "player_ids": [p["id"] for p in players], "refs": refs,
            "combat": _combat_view(st), "can_add_player": len(players) < len(MTG_PLAYER_IDS),
            "can_del_player": len(players) > 2,
            "ability_picks": [(f"{pid}|{i}", f"{pid} #{i + 1}{': ' + text if text else ''}")
                              for pid, i, text in ability_choices(st)]}
KEYWORD_SET = set()
