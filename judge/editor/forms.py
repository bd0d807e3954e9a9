"""The editor's view of the initial position, shared by both games: labels of the vocabularies,
the target choices, and the effect boxes of custom cards (the form fields the ops read back)."""
from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from .common import all_ids
from .effects import effect_fields


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
    "extra_turn": gettext_lazy("take an extra turn"),   # 500.7
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
    for x in sorted(all_ids(doc)):
        if x not in seen:
            ids.append((x, x))
    return words + ids[:200]



def effect_views(obj: dict, pre: str, game: str, refvals=frozenset()) -> list:
    fields = effect_fields(game)
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
            "vocab": [(d, EFFECT_LABELS[d]) for d in effect_fields(game)]}
