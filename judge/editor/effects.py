"""Effects of custom cards in both games. A "container" is an object whose effects (and other
fields) can be edited in place. It is named in the ops by a path and in the form fields by a prefix
("x-" + the path with "-" for "."):
  h.<player>.<k>   custom card in a Magic hand          s.<k>   custom spell or ability on the stack
  a.<j>.<i>        ability i of custom permanent j       t.<j>.<i>  trigger i of custom permanent j
  bh.<player>.<k>  Born from Blood hand card             bf.<player>.<zone>.<k>  field card (skills, effects)
  bc.<player>      Born from Blood Character (skills)     bs.<k>  Skill or Pray card on the stack (effects)"""
from __future__ import annotations

from django.utils.translation import gettext as _

from ..mtg import cards as mtg_cards
from .common import EditError, _index, _int, _player_ids, _players, _state, _text, all_ids, mtg_effective
from .vocab import BFB_EFFECT_FIELDS, BFB_ZONES, MAX_EFFECTS, MTG_EFFECT_FIELDS, REF_WORDS


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



def _custom_spell(o) -> bool:
    """A hand or stack object whose fields the editor edits (not a catalogue card, not a creature/land)."""
    if not isinstance(o, dict) or mtg_cards.lookup(o.get("card")):
        return False
    return "ability" in o or o.get("kind", "instant") in ("instant", "sorcery")



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


def _op_add_eff(e):
    _add_effect(e.doc, e.data, e.arg)


def _op_del_eff(e):
    _del_effect(e.doc, e.arg)
