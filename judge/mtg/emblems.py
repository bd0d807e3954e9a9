"""Emblems (CR 114) in the command zone (CR 408).

    114.2      "[Player] gets an emblem with [ability]": the emblem goes to the command zone, owned and
               controlled by that player (effect `emblem`; 109.4c)
    114.3      an emblem has no characteristics but its abilities: no types, mana cost, colour or name
    114.4      its abilities work from the command zone (113.6p): its static abilities apply (604.2,
               613.4c, 613.1f) and its triggered abilities trigger (603.2), the emblem being their
               source (113.7) and its owner their controller (113.8)
    114.5      neither a card nor a permanent: nothing on the battlefield counts it, nothing moves it
    408.1      the command zone: emblems stay there for the rest of the game
    613.7d     its static abilities' timestamp is the emblem's (it entered the command zone); the
               engine's order puts the emblems after every permanent, in the order they were made

State: `state.command`, a list of emblems (state.Emblem): `id`, `owner`, `source_name` (the card
whose effect made it: a label only, 114.3), `text` (its abilities as printed), `static`, `triggers`.
"""
from __future__ import annotations

from typing import cast

from ..engine.events import Msg
from .common import Host
from .state import Emblem
from .registry import effect

# the static abilities an emblem may have: ones that apply to a group of objects (604.2); an emblem is
# attached to nothing and is not a creature, so "equipped creature ..." or "this creature ..." mean nothing
EMBLEM_STATIC_AFFECTS = {"creatures_you_control", "all_creatures", "spells_you_cast"}
# the trigger events an emblem's triggered ability may have: events of players and of other objects;
# events of the object itself (enters, dies, attacks, is dealt damage, ...) never happen to an emblem
EMBLEM_TRIGGERS = {"upkeep", "end_step", "beginning_of_combat", "precombat_main", "postcombat_main",
                   "cast_spell", "permanent_enters", "creature_dies", "gain_life", "draw", "discard", "cycle",
                   "player_attacks", "deals_damage_to_player", "attacks_alone"}
# ...and of these, the ones that are about another object only with a filter
_NEEDS_FILTER = {"deals_damage_to_player", "attacks_alone"}
# the fields of a trigger that speak of the object itself
_SELF_TRIGGER_FIELDS = ("targets_self", "of", "other")
# what an emblem has besides its abilities (114.3): nothing
_NOT_EMBLEM = {"card": "name", "types": "card types", "subtypes": "subtypes", "colors": "colour",
               "mana_cost": "mana cost", "power": "power", "toughness": "toughness", "loyalty": "loyalty",
               "keywords": "keyword abilities here (give them with a static ability)",
               "controller": "controller of its own (its owner controls it, 114.2)"}


def _self_refs(effects) -> bool:
    """Does an effect act on its source ("self", or "attached" through it)?"""
    for e in effects or ():
        if not isinstance(e, dict):
            continue
        if any(e.get(k) in ("self", "attached") for k in ("of", "to")):
            return True
        if _self_refs(e.get("effects")):
            return True
    return False


def check_abilities(v, d, path) -> None:
    """The abilities of an emblem (state.command[i], or an `emblem` effect): static abilities that
    apply to a group (EMBLEM_STATIC_AFFECTS), triggered abilities on events that can happen while it
    is in the command zone (EMBLEM_TRIGGERS), effects that never act on the emblem itself; at least one."""
    v.statics(d, path)
    v.triggers(d, path)
    for i, s in enumerate(d.get("static") or ()) if isinstance(d.get("static"), list) else ():
        aff = s.get("affects") if isinstance(s, dict) else "?"
        if isinstance(s, dict) and (aff is None or isinstance(aff, str) and aff not in EMBLEM_STATIC_AFFECTS):
            v.add(f"{path}.static[{i}].affects", f"an emblem's static ability applies to a group "
                                                 f"({', '.join(sorted(EMBLEM_STATIC_AFFECTS))}): an emblem is not a "
                                                 f"permanent and is attached to nothing (CR 114.5), got {v.j(aff)}")
    for i, t in enumerate(d.get("triggers") or ()) if isinstance(d.get("triggers"), list) else ():
        if not isinstance(t, dict):
            continue
        p = f"{path}.triggers[{i}]"
        w = t.get("when")
        if isinstance(w, str) and (w not in EMBLEM_TRIGGERS or w in _NEEDS_FILTER and not t.get("filter")):
            v.add(f"{p}.when", f"{v.j(w)} is an event of the object itself, which never happens to an emblem "
                               f"(CR 114.4, 114.5); an emblem triggers on "
                               f"{', '.join(sorted(EMBLEM_TRIGGERS))}")
        for k in _SELF_TRIGGER_FIELDS:
            if t.get(k):
                v.add(f"{p}.{k}", "an emblem's triggered ability can't be about the emblem itself (CR 114.5)")
        if _self_refs(t.get("effects")):
            v.add(f"{p}.effects", 'an emblem\'s ability can\'t act on the emblem ("self", "attached"): it is not a '
                                  "permanent and nothing moves it (CR 114.5)")
    if not (d.get("static") or d.get("triggers")):
        v.add(path, "an emblem has one or more abilities (CR 114.1): give static and/or triggers")


def check_emblem_object(v, o, path, pids) -> None:
    """One emblem of state.command."""
    from .validate import EMBLEM_FIELDS
    for k, what in _NOT_EMBLEM.items():
        if k in o:
            v.add(f"{path}.{k}", f"an emblem has no {what}: only its abilities (CR 114.2-114.3)")
    v.known(o, EMBLEM_FIELDS | set(_NOT_EMBLEM), path)
    v.str_(o, "id", path)
    v.str_(o, "owner", path, required=True)
    if isinstance(o.get("owner"), str) and pids and o["owner"] not in pids:
        v.add(f"{path}.owner", f"unknown player {v.j(o['owner'])}")
    v.str_(o, "source_name", path)
    v.str_(o, "text", path)
    check_abilities(v, o, path)


def _check_emblem(v, e, p):
    v.str_(e, "text", p)
    check_abilities(v, e, p)


def emblem_name(o) -> Msg:
    """How the engine names an emblem (114.3: most have no name): "Liliana, the Last Hope's emblem"."""
    src = o.get("source_name")
    return Msg("mtg.emblem.name", {"card": src}) if src else Msg("mtg.emblem.unnamed")


class EmblemsMixin(Host):
    """Methods of MtgGame for emblems (CR 114) and the command zone (CR 408)."""

    def emblem(self, eid):
        """The emblem with this id in the command zone, or None."""
        for o in self.__dict__.get("command") or ():
            if o["id"] == eid:
                return o
        return None

    def _static_sources(self):
        """The objects whose static abilities apply now: the permanents and the emblems (114.4)."""
        cmd = self.__dict__.get("command")
        return self.battlefield + cmd if cmd else self.battlefield

    def _trigger_sources(self):
        """The objects whose triggered abilities may trigger on an event of another object or of a
        player: the permanents (603.6) and the emblems (114.4); a list of its own."""
        cmd = self.__dict__.get("command")
        return self.battlefield + cmd if cmd else list(self.battlefield)

    @effect("emblem", rule="114.2", fields=("to", "static", "triggers", "text"), check=_check_emblem)
    def _do_emblem(self, e, ctx):
        """"[Player] gets an emblem with [ability]" (114.2): a new emblem in the command zone, owned and
        controlled by that player, with these abilities (114.3), for the rest of the game (408.1)."""
        obj = ctx["obj"]
        if "ability" in obj:
            src = self.perm(obj.get("source"))
            card = (src or {}).get("card") or obj.get("source_name") or ""
        else:
            card = obj.get("card") or ""
        if not isinstance(card, str):
            card = ""
        text = str(e.get("text") or "")
        for pid in self._refs(e.get("to") or "controller", ctx):
            if self.player(pid) is None or self.player(pid).get("lost"):
                continue
            em = {"id": self._new_id(f"{pid}-emblem"), "owner": pid, "controller": pid, "_emblem": True}
            if card:
                em["source_name"] = card
            if text:
                em["text"] = text
            for k in ("static", "triggers"):
                if e.get(k):
                    em[k] = [dict(x) for x in e[k]]
            self.command.append(cast(Emblem, em))
            self.ev("effect", "mtg.emblem.get", "114.2", "mtg.zones", [pid, em["id"]], player=self.name(pid),
                    emblem=emblem_name(em), text="\u201c" + text + "\u201d" if text else "-")
