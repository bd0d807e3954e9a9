"""What kind of ability each compiled line is, and its explanation (a keyed message in en/th/ko,
registered in judge/mtg/messages.py) citing the rule the engine applies to it."""
from __future__ import annotations

from ...engine.events import Msg

# kind -> the CR rule that says what it is and how the engine runs it
RULES = {
    "keyword": "702.1", "enchant": "702.5a", "equip": "702.6a", "cycling": "702.29a", "kicker": "702.33a",
    "flashback": "702.34a", "triggered": "603.1", "activated": "602.1", "mana": "605.1a", "loyalty": "606.3",
    "static": "604.1", "enters_tapped": "614.1d", "enters_with": "614.1c", "spell": "113.3a", "modal": "700.2",
    "additional_cost": "118.8", "land_reminder": "305.6", "hybrid_reminder": "107.4e",
    "deck_rule": "903.3a", "self_reduction": "601.2f",
    # issue 21 keywords: partner (a deck rule, 702.124a), crew, outlast (activated abilities), unearth
    "partner": "702.124a", "buyback": "702.27a", "cost_reduction": "601.2f", "cost_increase": "601.2f", "crew": "702.122a", "outlast": "702.107a", "unearth": "702.84a",
    # face-down permanents (judge/mtg/facedown.py)
    "morph": "702.37a", "megamorph": "702.37b", "disguise": "702.168a",
    "typecycling": "702.29e", "scavenge": "702.97a", "embalm": "702.128a",
    "dash": "702.109a", "evoke": "702.74a", "blitz": "702.152a",
    # a keyword that stands for a fixed triggered ability (oracle/kwexpand.py): the line cites the keyword's rule
    "keyword_trigger": "603.1",
    # a Saga's chapter ability (714.2b) and its reminder text (714.3)
    "chapter": "714.2b", "saga_reminder": "714.3a",
}


def line_kind(parts: dict, text: str) -> str:
    """The kind of a compiled line from the parts the grammar made of it."""
    if parts.get("_modal"):
        return "modal"
    if parts.get("_reminder"):
        return parts["_reminder"]
    if parts.get("_kind"):
        return parts["_kind"]
    if "triggers" in parts:
        return "triggered"
    if "abilities" in parts:
        ab = parts["abilities"][0]
        if ab.get("equip"):
            return "equip"
        if "loyalty" in (ab.get("cost") or {}):
            return "loyalty"
        effs = ab.get("effects") or []
        if effs and all(e.get("do") == "add_mana" for e in effs) and not ab.get("target"):
            return "mana"
        return "activated"
    if parts.get("enters_tapped") or parts.get("enters_tapped_unless"):
        return "enters_tapped"
    if parts.get("enters_with"):
        return "enters_with"
    if "additional_cost" in parts:
        return "additional_cost"
    if "self_reduction" in parts:
        return "self_reduction"
    if "static" in parts:
        return "static"
    for k in ("enchant", "kicker", "flashback", "cycling", "unearth", "buyback", "morph", "megamorph", "disguise"):
        if k in parts:
            return k
    if parts.get("_spell"):
        return "spell"
    if parts.get("keywords") and parts.get("_static_kw"):
        return "static"
    return "keyword"


def explain_line(line: dict) -> Msg | None:
    """The explanation of a modelled line (`lines[i]` of compile_card), or None if not modelled."""
    if not line.get("modelled") or not line.get("ability"):
        return None
    return Msg("mtg.oracle.line." + line["ability"], {"rule": line.get("rule") or RULES.get(line["ability"], "")})
