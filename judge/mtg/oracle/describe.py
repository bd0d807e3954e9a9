"""What the engine does with a compiled line, as a sentence in the reader's language (issue 21):
"Deals 3 damage to any target", not only "Triggered ability". `describe_line(line)` returns a Msg
(keys mtg.does.*, en/th/ko in judge/mtg/messages_does.py) built from the line's `compiled` parts,
or None when the line is not modelled or its effects have no sentence yet (then the page shows
the kind-level explanation, explain.explain_line)."""
from __future__ import annotations

from ...engine.events import Msg
from ..player_statics import PREVENT_WORDS
_CANT = {"can't attack", "can't block", "can't be blocked"}   # "<object> can't ... this turn": a restriction

_REFS = {"controller": "you", "opponent": "each_opponent", "each_opponent": "each_opponent",
         "each_player": "each_player", "that_player": "that_player", "defending_player": "defending_player", "self": "self", "it": "it",
         "each_creature": "each_creature", "attached": "attached", "that_creature": "that_creature",
         "dealt:creature": "dealt_creature", "dealt:permanent": "dealt_permanent"}


def _word(w) -> Msg | str:
    key = str(w).replace(" ", "_")
    from ...engine.messages import CATALOGUE
    if "mtg.target_word." + key in CATALOGUE:
        return Msg("mtg.target_word." + key)
    from ..targetspec import another_base
    base = another_base(w) if not card_word_of(w) else None
    if base is not None:   # "another target <word>": not the source
        return Msg("mtg.target_word.another", {"word": _word(base)})
    from ..common import card_word, CREATURE_TYPES
    # a card in a graveyard (109.2a) from its parts; another word built from parts as printed, its
    # creature types with their capital ("Elemental you control", "non-Zombie creature")
    import re
    return card_word(w) or re.sub(r"[a-z]+", lambda m: m.group(0).capitalize() if m.group(0) in CREATURE_TYPES else m.group(0),
                                  str(w))


def card_word_of(w) -> bool:
    from ..targetspec import is_card_word
    return is_card_word(w)


def _ref(ref, targets) -> Msg | None:
    if ref == "_override":
        return _OVERRIDE
    if isinstance(ref, str) and ref.startswith("target:"):
        try:
            i = int(ref.split(":", 1)[1])
        except ValueError:
            return None
        if 0 <= i < len(targets) and targets[i] == "any":
            return Msg("mtg.target_word.any_target")
        if 0 <= i < len(targets):
            if isinstance(_MIN, int) and i >= _MIN:   # "up to one target creature" (601.2c)
                return Msg("mtg.does.ref.target_up_to_one", {"word": _word(targets[i])})
            return Msg("mtg.does.ref.target", {"word": _word(targets[i])})
        return None
    if isinstance(ref, str) and ref.startswith("targets:"):   # "two target creatures", at once
        try:
            i, n = (int(x) for x in ref.split(":")[1:])
        except ValueError:
            return None
        if not 0 <= i < len(targets):
            return None
        up_to = isinstance(_MIN, int) and i >= _MIN
        return Msg("mtg.does.ref.targets_up_to" if up_to else "mtg.does.ref.targets_n", {"n": n, "word": _word(targets[i])})
    if isinstance(ref, str) and ref.startswith("controller_of:"):   # "its controller"
        inner = _ref(ref[len("controller_of:"):], targets)
        return None if inner is None else Msg("mtg.does.ref.controller_of", {"of": inner})
    if isinstance(ref, str) and ref.startswith("creatures_of:"):   # "... and each creature that player controls"
        inner = _ref(ref[len("creatures_of:"):], targets)
        idx = ref.rsplit(":", 1)[1]
        pw = idx.isdigit() and int(idx) < len(targets) and "planeswalker" in str(targets[int(idx)])
        return None if inner is None else Msg("mtg.does.ref.creatures_of" + ("_pw" if pw else ""), {"of": inner})
    if isinstance(ref, str) and ref.startswith("all_other:"):
        return Msg("mtg.does.ref.all_other", {"word": _word(ref[len("all_other:"):])})
    if isinstance(ref, str) and ref.startswith("all:"):
        return Msg("mtg.does.ref.all", {"word": _word(ref[4:])})
    if ref in _REFS:
        return Msg("mtg.does.ref." + _REFS[ref])
    return None


_REQUIREMENTS = {"must attack": "must_attack", "must block": "must_block", "must be blocked if able": "must_be_blocked"}
# blocking requirements of a static ability (509.1c): said like the restrictions, by their words
# and the qualities a permanent gives players ("you have hexproof", 702.11c; "no maximum hand size", 402.2)
_BLOCK_REQ = {"must be blocked if able", "all creatures able to block it do so", "you have hexproof", "you have shroud",
              "you have no maximum hand size", "players have no maximum hand size"} | PREVENT_WORDS | \
    {f"prevent all {k}damage dealt to you" for k in ("", "combat ", "noncombat ")}
_PLAIN = {"destroy", "exile", "bounce", "counter", "tap", "untap", "sacrifice", "regenerate", "skip_untap", "transform"}


def _effect(e, targets) -> Msg | None:
    if not isinstance(e, dict):
        return None
    do = e.get("do")
    if e.get("if"):
        inner = _effect({k: v for k, v in e.items() if k != "if"}, targets)
        if inner is not None and isinstance(e["if"], dict):
            from ..conditions import describe
            return Msg("mtg.does.if", {"cond": describe(e["if"]), "effect": inner})
        if inner is None or e["if"] not in ("kicked", "not_kicked"):
            return None
        return Msg("mtg.does.if_" + e["if"], {"effect": inner})
    if do == "storm":   # 702.40a (judge/mtg/copies.py)
        return Msg("mtg.does.storm")
    if do in ("fabricate", "renown"):   # 702.123a, 702.112a (judge/mtg/kwtriggers.py)
        return Msg("mtg.does." + do, {"n": e.get("n", 1)})
    if do == "extort":   # 702.101a
        return Msg("mtg.does.extort")
    if do == "evolve":   # 702.100a
        return Msg("mtg.does.evolve")
    if do == "vanishing":   # 702.63a
        return Msg("mtg.does.vanishing")
    if do == "protection_choice":   # 702.16a, 608.2d
        of = _ref(e.get("of"), targets)
        return None if of is None else Msg("mtg.does.protection_choice", {"of": of})
    if do == "backup":   # 702.165a
        from ..keywords import kwmsg
        of = _ref(e.get("of"), targets)
        return None if of is None else Msg("mtg.does.backup", {"of": of, "n": e.get("n", 1),
                                                               "keywords": [kwmsg(k) for k in e.get("keywords") or ()]})
    if do == "embalm":   # 702.128a (judge/mtg/kwabilities.py)
        return Msg("mtg.does.embalm")
    if do == "modular":   # 702.43a
        of = _ref(e.get("of"), targets)
        return None if of is None else Msg("mtg.does.modular", {"of": of})
    if do == "damage" and e.get("from"):   # "target creature you control deals damage equal to its power to ..."
        to, src = _ref(e.get("to"), targets), _ref(e["from"], targets)
        return None if to is None or src is None else Msg("mtg.does.damage_from", {"source": src, "amount": e.get("amount"),
                                                                                   "to": to})
    if do == "damage":
        to = _ref(e.get("to"), targets)
        if to is not None and e.get("amount") == "that_much":
            return Msg("mtg.does.damage_that_much", {"to": to})
        return None if to is None else Msg("mtg.does.damage", {"amount": e.get("amount"), "to": to})
    if do == "fight":   # 701.14a
        of, to = _ref(e.get("of"), targets), _ref(e.get("to"), targets)
        return None if of is None or to is None else Msg("mtg.does.fight", {"of": of, "to": to})
    if do == "prevent":   # prevention effects until end of turn (615.1a, 615.7)
        return _prevent(e, targets)
    if do in ("counter", "counter_unless"):   # 701.6a, 118.12a; `zone`: "If that spell is countered this way, ..." (608.2c)
        of = _ref(e.get("of"), targets)
        if of is None:
            return None
        said = Msg("mtg.does.counter_unless", {"of": of, "cost": e.get("cost")}) if do == "counter_unless" \
            else Msg("mtg.does.counter", {"of": of})
        if e.get("zone"):
            return Msg("mtg.does.countered_to", {"counter": said, "where": Msg("mtg.does.countered." + e["zone"])})
        return said
    if do in _PLAIN:
        of = _ref(e.get("of"), targets)
        return None if of is None else Msg("mtg.does." + do, {"of": of})
    if do == "pump":
        of = _ref(e.get("of"), targets)
        def part(v):   # +2, -1, +X, -X
            return f"{v:+}" if isinstance(v, int) else "+X" if v == "X" else str(v)
        nxt = "_next_turn" if e.get("until") == "your_next_turn" else ""   # 611.2a
        return None if of is None else Msg("mtg.does.pump" + nxt, {"of": of, "pt": f"{part(e.get('power', 0))}/{part(e.get('toughness', 0))}"})
    if do == "return_to_hand":
        of = _ref(e.get("of"), targets)
        return None if of is None else Msg("mtg.does.return_to_hand", {"of": of})
    if do == "return_to_battlefield":   # a card from a graveyard, under your control (the compiler's `under`)
        of = _ref(e.get("of"), targets)
        if of is None or e.get("under") != "controller" or e.get("counter"):
            return None
        return Msg("mtg.does.return_to_battlefield" + ("_tapped" if e.get("tapped") else ""), {"of": of})
    if do == "counters":
        of = _ref(e.get("of") or e.get("to"), targets)
        return None if of is None else Msg("mtg.does.counters", {"of": of, "n": e.get("n", 1), "kind": e.get("kind", "")})
    if do == "discard" and e.get("all"):   # "discard your hand" (701.9a)
        who = e.get("to") or "controller"
        if who == "controller":
            return Msg("mtg.does.discard_hand_you")
        to = _ref(who, targets)
        return None if to is None else Msg("mtg.does.discard_hand", {"who": to})
    if do == "gain_control":   # "gain control of ... until end of turn" (613.1b)
        of = _ref(e.get("of"), targets)
        return None if of is None or e.get("to") else Msg("mtg.does.gain_control", {"of": of})
    if do == "sacrifice_chosen":   # "<player> sacrifices a <permanent> [of their choice]" (701.21a)
        who = e.get("to") or "controller"
        args = {"n": e.get("n", 1), "word": _word(e.get("word") or "creature")}
        if who == "controller":
            return Msg("mtg.does.sacrifice_chosen_you", args)
        to = _ref(who, targets)
        return None if to is None else Msg("mtg.does.sacrifice_chosen", {"who": to, **args})
    if do in ("gain_life", "lose_life", "draw", "mill", "discard", "poison"):
        who = e.get("to", None if do in ("gain_life", "lose_life") else "controller")
        args = {"amount": e.get("amount")} if do in ("gain_life", "lose_life") else {"n": e.get("n", 1)}
        much = "_that_much" if do in ("gain_life", "lose_life") and e.get("amount") == "that_much" else ""
        if much:
            args = {}
        if who == "controller":   # "you draw", not "you draws"
            return Msg("mtg.does." + do + much + "_you", args)
        to = _ref(who, targets)
        return None if to is None else Msg("mtg.does." + do + much, {"who": to, **args})
    if do == "put_library":
        of = _ref(e.get("of"), targets)
        return None if of is None else Msg("mtg.does.put_library_" + ("bottom" if e.get("where") == "bottom" else "top"),
                                           {"of": of})
    if do == "reveal_top":
        from ..library import library_word_msg
        first = Msg("mtg.does.top_look" if e.get("look") else "mtg.does.top_reveal")
        if not e.get("word"):
            return first
        then: Msg = Msg("mtg.does.top_then_" + ("hand" if e.get("to") == "hand" else
                                                 "battlefield" + ("_tapped" if e.get("tapped") else "")))
        if e.get("may"):
            then = Msg("mtg.does.top_may", {"then": then})
        return Msg("mtg.does.top_if_else" if e.get("else_to") else "mtg.does.top_if",
                   {"first": first, "word": library_word_msg(e["word"]), "then": then})
    if do == "reveal_hand":   # 701.20a, 701.9b (judge/mtg/hand.py)
        from ..hand import hand_word_msg
        who = _ref(e.get("to") or "controller", targets)
        if who is None:
            return None
        if not e.get("word"):
            return Msg("mtg.does.reveal_hand", {"who": who})
        return Msg("mtg.does.reveal_hand_" + ("exile" if e.get("then") == "exile" else "discard"),
                   {"who": who, "word": hand_word_msg(e["word"])})
    if do == "reveal_top_n":   # 701.20a
        from ..library import library_word_msg
        zone = "hand" if e.get("to", "hand") == "hand" else "battlefield" + ("_tapped" if e.get("tapped") else "")
        rest = {"graveyard": "gy", "hand": "hand"}.get(str(e.get("rest")), "bottom_n")
        return Msg("mtg.does.reveal_top_n", {"n": e.get("n", 1), "word": library_word_msg(e.get("word")),
                                             "to": Msg("mtg.until.to_" + zone), "rest": Msg("mtg.until.rest_" + rest)})
    if do == "reveal_until":   # 701.20a
        from ..library import library_word_msg
        zone = "hand" if e.get("to", "hand") == "hand" else "battlefield" + ("_tapped" if e.get("tapped") else "")
        return Msg("mtg.does.reveal_until", {"word": library_word_msg(e.get("word")), "to": Msg("mtg.until.to_" + zone),
                                             "rest": Msg("mtg.until.rest_" + ("gy" if e.get("rest") == "graveyard" else "bottom"))})
    if do == "shuffle":
        return Msg("mtg.does.shuffle")
    if do == "extra_turn":   # 500.7
        if (e.get("to") or "controller") == "controller":
            return Msg("mtg.does.extra_turn_you")
        who = _ref(e.get("to"), targets)
        return None if who is None else Msg("mtg.does.extra_turn", {"who": who})
    if do == "search_library" and e.get("n", 1) == 1 and not e.get("up_to"):
        from ..library import library_word_msg
        key = "battlefield" + ("_tapped" if e.get("tapped") else "") if e.get("to") == "battlefield" else \
            "hand" + ("_reveal" if e.get("reveal") else "")
        return Msg("mtg.does.search_" + key, {"word": library_word_msg(e.get("word"))})
    if do == "look_top":
        from ..library import library_word_msg
        n = e.get("n", 1)
        if e.get("rest") == "top" and not e.get("take"):
            return Msg("mtg.does.look_back", {"n": n})
        if e.get("may") and e.get("rest", "bottom") == "bottom":
            key = "look_may_hand" if e.get("to", "hand") == "hand" else "look_may_battlefield"
            return Msg("mtg.does." + key, {"n": n, "word": library_word_msg(e.get("take"))})
        if not e.get("may") and e.get("to", "hand") == "hand":
            return Msg("mtg.does.look_take_" + ("graveyard" if e.get("rest") == "graveyard" else "bottom"),
                       {"n": n, "k": e.get("take_n", 1)})
        return None
    if do in ("scry", "surveil"):
        return Msg("mtg.does." + do, {"n": e.get("n", 1)})
    if do == "proliferate":
        return Msg("mtg.does.proliferate")
    if do == "create_token":
        t = e.get("token") or {}
        if "power" in t:
            pt = f"{t.get('power')}/{t.get('toughness')}"
            if t.get("abilities") or t.get("triggers"):   # 'with "<ability>"' / 'It has "..."' (111.3)
                return Msg("mtg.does.token_creature_with", {"name": t.get("card", ""), "pt": pt,
                                                            "abilities": _granted(t)})
            if e.get("attach") == "self":   # living weapon / For Mirrodin! / job select
                return Msg("mtg.does.token_creature_attach", {"name": t.get("card", ""), "pt": pt})
            if t.get("tapped"):   # "create a tapped ... token"
                return Msg("mtg.does.token_creature_tapped", {"name": t.get("card", ""), "pt": pt})
            return Msg("mtg.does.token_creature", {"name": t.get("card", ""), "pt": pt})
        return Msg("mtg.does.token", {"name": t.get("card", "")})
    if do == "add_mana":
        return Msg("mtg.does.add_mana", {"mana": e.get("mana") or "/".join(e.get("one_of") or "")})
    if do == "may":   # "you may" (judge/mtg/optional.py); a cost other than mana has no sentence yet
        effs = describe_effects(e.get("effects"), targets, _MIN)
        if effs is not None and e.get("must") and e.get("sacrifice") == "self":   # 118.12: a mandatory cost
            return Msg("mtg.does.must_sacrifice", {"effects": effs})
        if effs is None or e.get("life") or e.get("sacrifice") or e.get("discard"):
            return None
        if e.get("pay"):
            return Msg("mtg.does.may_pay", {"cost": e["pay"], "effects": effs})
        return Msg("mtg.does.may", {"effects": effs})
    if do == "explore":   # 701.44a (judge/mtg/explore.py)
        of = _ref(e.get("of") or "self", targets)
        return None if of is None else Msg("mtg.does.explore", {"of": of})
    if do == "return_chosen":   # "return a land you control to its owner's hand" (400.6, judge/mtg/hand.py)
        return Msg("mtg.does.return_chosen", {"word": _word(e.get("word") or "land")})
    if do == "flip_coin":   # "Flip a coin. If you win / lose the flip, ..." (705.2, judge/mtg/chance.py)
        win = describe_effects(e.get("win"), targets) if e.get("win") else []
        lose = describe_effects(e.get("lose"), targets) if e.get("lose") else []
        if win is None or lose is None:
            return None
        key = "both" if win and lose else "win" if win else "lose"
        return Msg("mtg.does.flip_" + key, {k: v for k, v in (("win", win), ("lose", lose)) if v})
    if do == "instead":   # "<X>. If <condition>, <Y> instead." (608.2c, judge/mtg/optional.py)
        effs, other = describe_effects(e.get("effects"), targets), describe_effects(e.get("otherwise"), targets)
        if effs is None or other is None or not isinstance(e.get("cond"), dict):
            return None
        from ..conditions import describe
        return Msg("mtg.does.instead", {"cond": describe(e["cond"]), "effects": effs, "otherwise": other})
    if do == "unless":   # "<effects> unless <player> pays {M}" (118.12a, judge/mtg/optional.py)
        effs = describe_effects(e.get("effects"), targets, _MIN)
        who = _ref(e.get("who"), targets)
        if effs is None or who is None:
            return None
        if e.get("who") == "controller":
            return Msg("mtg.does.unless_you_pay", {"cost": e.get("cost"), "effects": effs})
        return Msg("mtg.does.unless_pay", {"who": who, "cost": e.get("cost"), "effects": effs})
    if do == "reflexive":
        effs = describe_effects(e.get("effects"), e.get("target"))
        return None if effs is None else Msg("mtg.does.reflexive", {"effects": effs})
    if do == "grant" and e.get("keywords") and all(k in _CANT for k in e["keywords"]) and \
            not (e.get("abilities") or e.get("triggers")):
        of = _ref(e.get("of"), targets)   # "target creature can't be blocked this turn" (a restriction, not an ability)
        from ..keywords import kwmsg
        return None if of is None else Msg("mtg.does.restricted_eot", {"of": of, "keywords": [kwmsg(k) for k in e["keywords"]]})
    if do == "grant":
        of = _ref(e.get("of"), targets)
        kws = e.get("keywords") or []
        if of is not None and len(kws) == 1 and kws[0] in _REQUIREMENTS and not (e.get("abilities") or e.get("triggers")):
            return Msg("mtg.does." + _REQUIREMENTS[kws[0]], {"of": of})   # "attacks this turn if able" (508.1d, 509.1c)
        from ..keywords import kwmsg   # each keyword by its name in the reader's language ("flying" / บิน / 비행)
        what = [kwmsg(k) for k in kws] + ([_granted(e)] if e.get("abilities") or e.get("triggers") else [])
        nxt = "_next_turn" if e.get("until") == "your_next_turn" else ""   # 611.2a
        return None if of is None else Msg("mtg.does.grant" + nxt, {"of": of, "keywords": what})
    if do == "add_types" and e.get("types") == ["creature"] and e.get("subtypes") and "power" in e:
        of = _ref(e.get("of"), targets)   # "~ becomes a 5/5 Human Soldier creature that's still a planeswalker" (205.1b)
        return None if of is None else Msg("mtg.does.becomes_creature", {
            "of": of, "power": e["power"], "toughness": e.get("toughness"), "subtypes": " ".join(e["subtypes"])})
    if do == "set_colors" and e.get("colors"):   # "becomes a 5/5 white Soldier creature" (105.3)
        of = _ref(e.get("of"), targets)
        names = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
        return None if of is None else Msg("mtg.does.set_colors", {
            "of": of, "colors": [Msg("mtg.color." + names[c]) for c in e["colors"]]})
    if do == "emblem":   # "[player] gets an emblem with ..." (114.2)
        abl = "\u201c" + str(e.get("text") or "") + "\u201d"
        if (e.get("to") or "controller") == "controller":   # "you get", not "you gets"
            return Msg("mtg.does.emblem_you", {"abilities": abl})
        who = _ref(e["to"], targets)
        return None if who is None else Msg("mtg.does.emblem", {"who": who, "abilities": abl})
    if do == "exile_if_dies":   # "if that creature would die this turn, exile it instead" (614.1a)
        of = _ref(e.get("of"), targets)
        return None if of is None else Msg("mtg.does.exile_if_dies", {"of": of})
    if do == "delayed":   # a delayed triggered ability (603.7): when it triggers, and what it does then
        after = describe_effects(e.get("effects"), targets, _MIN)
        return None if after is None else Msg("mtg.does.delayed", {"when": Msg("mtg.delayed.at." + str(e.get("at"))),
                                                                  "effect": after})
    if do == "return_to_battlefield" and not e.get("counter"):
        return Msg("mtg.does.return_tapped" if e.get("tapped") else "mtg.does.return", {})
    return None


def _prevent(e, targets) -> Msg | None:
    """"Prevent all combat damage that would be dealt this turn", "the next N damage to <it>",
    "all [combat] damage to / by <it> this turn" (615.1a, 615.7)."""
    comb = "_combat" if e.get("combat") else ""
    for key, name in (("all_to", "to"), ("all_by", "by"), ("source", "by")):
        if key in e:
            of = _ref(e[key], targets)
            return None if of is None else Msg("mtg.does.prevent_" + name + (comb if key != "source" else ""), {"of": of})
    if "n" in e or "of" in e or "to" in e:
        of = _ref(e.get("of") or e.get("to"), targets)
        return None if of is None else Msg("mtg.does.prevent_next", {"n": e.get("n", 1), "of": of})
    return Msg("mtg.does.prevent_combat") if e.get("combat") else None


def _granted(d) -> str:
    """Quoted abilities as printed: “Sacrifice this token: Add {C}.”"""
    return ", ".join("\u201c" + str(a.get("text") or "") + "\u201d" for k in ("abilities", "triggers") for a in d.get(k) or ())


def _static(st) -> Msg | None:
    """A static ability that gives quoted abilities ('Enchanted creature has "..."', 'Slivers you
    control have "..."'): who has them, while the source is on the battlefield (613.1f)."""
    if not (st.get("abilities") or st.get("triggers")):
        return None
    aff = st.get("affects")
    if (st.get("power") or st.get("toughness")) and aff in (None, "attached", "creatures_you_control", "all_creatures"):
        # 'Enchanted creature gets +2/+2 and has "..."': the P/T too (layer 7c, 613.4c), not only the ability
        from ..layers import static_effect
        return Msg("mtg.does.static_grant", {"effect": static_effect(st)})
    what = ", ".join(list(st.get("keywords") or []) + [_granted(st)])
    if aff in (None, "attached"):
        return Msg("mtg.does.has_attached", {"abilities": what})
    if aff in ("creatures_you_control", "all_creatures"):
        key = "mtg.does.ref.creatures_" + ("you" if aff == "creatures_you_control" else "all") + \
            ("_sub" if st.get("subtype") else "") + ("_other" if st.get("other") else "")
        who = Msg(key, {"subtype": st.get("subtype") or ""})
    else:
        return None
    return Msg("mtg.does.has", {"who": who, "abilities": what})


def _runs(effects):
    """Effects with runs of the same effect on target:i, target:i+1, ... ("untap two target lands",
    grammar._expand_multi) as (effect, n): the first of the run and how many."""
    out: list = []
    for e in effects or []:
        if out and isinstance(e, dict):
            prev, n = out[-1]
            keys = [k for k in ("of", "to") if str(prev.get(k, "")).startswith("target:")]
            if keys and all(str(e.get(k, "")) == f"target:{int(prev[k][7:]) + n}" for k in keys if prev[k][7:].isdigit()) \
                    and {k: v for k, v in e.items() if k not in keys} == {k: v for k, v in prev.items() if k not in keys}:
                out[-1] = (prev, n + 1)
                continue
        out.append((e, 1))
    return out


def _x_amounts(effects):
    """Effects with each count the text defines (judge/mtg/counts.py) said as X, and those amounts."""
    from ..counts import FIELDS, is_count as is_amount
    out, xs = [], []
    for e in effects or []:
        if isinstance(e, dict) and any(is_amount(e.get(k)) for k in FIELDS):
            e = dict(e)
            for k in FIELDS:
                if is_amount(e.get(k)):
                    x = {a: b for a, b in e[k].items() if a != "negate"}   # "+X/-X": one X, subtracted once
                    if x not in xs:
                        xs.append(x)
                    e[k] = ("-X" if e[k].get("negate") else "+X") if k in ("power", "toughness") else "X"
        out.append(e)
    return out, xs


def describe_effects(effects, targets, target_min=None) -> list | None:
    global _MIN
    prev, _MIN = _MIN, target_min
    try:
        return _describe_effects(effects, targets, target_min)
    finally:
        _MIN = prev


_MIN: int | None = None   # the first optional target of the effects being described ("up to one", 601.2c)


def _describe_effects(effects, targets, target_min) -> list | None:
    out = []
    targets = targets or []
    effects, xs = _x_amounts(effects)
    if len(xs) > 1:   # two different X: not said as one
        return None
    x_msg = None
    if xs:
        from ..counts import describe as count_msg
        v = xs[0]
        x_msg = Msg("mtg.does.x_is", {"x": count_msg(v, _ref(v["of"], targets) if v["what"] == "power" else None)})
    for e, n in _runs(effects):
        if n > 1:   # "two target lands": one sentence for the N targets of one word (115.3)
            k = next(k for k in ("of", "to") if str(e.get(k, "")).startswith("target:"))
            i = int(e[k][7:])
            if i >= len(targets):
                return None
            up_to = isinstance(target_min, int) and i >= target_min
            ref = Msg("mtg.does.ref.targets_up_to" if up_to else "mtg.does.ref.targets_n", {"n": n, "word": _word(targets[i])})
            m = _effect_with_ref(e, k, ref, targets)
        else:
            m = _effect(e, targets)
        if m is None:
            return None
        out.append(m)
    if x_msg is not None:
        out.append(x_msg)
    return out or None


def _effect_with_ref(e, key, ref, targets):
    """The sentence of effect e with its `key` reference said as `ref` (a Msg)."""
    global _OVERRIDE
    _OVERRIDE = ref
    try:
        return _effect({**e, key: "_override"}, targets)
    finally:
        _OVERRIDE = None


_OVERRIDE: Msg | None = None


_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _cost_which(st) -> Msg:
    """The spells a "spells you cast cost {N} less" static ability reduces (601.2f)."""
    kinds = st.get("spell_kinds") or []
    if kinds:
        return Msg("mtg.does.cost_which." + "_".join(kinds))
    if st.get("colors"):
        return Msg("mtg.does.cost_which.color", {"color": Msg("mtg.color." + _COLOR_NAMES[st["colors"][0]])})
    if st.get("spell_subtypes"):
        return Msg("mtg.does.cost_which.subtype", {"sub": st["spell_subtypes"][0]})
    return Msg("mtg.does.cost_which.all")


def describe_line(line: dict) -> Msg | None:
    """The sentence for one modelled line of compile_card's `lines` (with its `compiled` parts)."""
    if not line.get("modelled"):
        return None
    parts = line.get("compiled") or {}
    if parts.get("mode"):   # one mode of a modal triggered ability (700.2b)
        m = parts["mode"]
        effs = describe_effects(m.get("effects"), m.get("target"))
        return None if effs is None else Msg("mtg.does.mode", {"effects": effs})
    if parts.get("triggers"):
        t = parts["triggers"][0]
        if t.get("once_each_turn"):   # "This ability triggers only once each turn."
            inner = describe_line(dict(line, compiled=dict(parts, triggers=[{k: v for k, v in t.items()
                                                                             if k != "once_each_turn"}])))
            return None if inner is None else Msg("mtg.does.trigger_once", {"inner": inner})
        if t.get("modes"):
            n = t.get("choose", 1)
            return Msg("mtg.does.trigger_modal", {"n": n if t.get("choose_max", n) == n else f"{n}-{t['choose_max']}"})
        effs = describe_effects(t.get("effects"), t.get("target"), t.get("target_min"))
        if effs is not None and t.get("when") == "chapter":   # a Saga's chapter ability (714.2b)
            said: object = effs
            if t.get("condition"):
                from ..conditions import describe
                said = Msg("mtg.does.trigger_if", {"cond": describe(t["condition"]), "effects": effs})
            roman = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI", 7: "VII"}
            return Msg("mtg.does.chapter", {"chapters": ", ".join(roman.get(n, str(n)) for n in t.get("chapters") or ()),
                                            "effects": said})
        if effs is not None and t.get("condition"):
            from ..conditions import describe
            return Msg("mtg.does.trigger_if", {"cond": describe(t["condition"]), "effects": effs})
        return None if effs is None else Msg("mtg.does.trigger", {"effects": effs})
    if parts.get("abilities"):
        ab = parts["abilities"][0]
        if ab.get("equip"):
            return Msg("mtg.does.equip", {"cost": (ab.get("cost") or {}).get("mana", "")})
        effs = describe_effects(ab.get("effects"), ab.get("target"), ab.get("target_min"))
        if effs is not None and ab.get("activate_if") and not ab.get("zone"):   # 602.5
            from ..conditions import describe
            return Msg("mtg.does.activated_if", {"cond": describe(ab["activate_if"]), "effects": effs})
        if effs is not None and ab.get("zone") == "graveyard":   # 113.6m
            return Msg("mtg.does.activated_graveyard", {"effects": effs})
        return None if effs is None else Msg("mtg.does.activated", {"effects": effs})
    if parts.get("effects"):
        effs = describe_effects(parts.get("effects"), parts.get("target"), parts.get("target_min"))
        return None if effs is None else Msg("mtg.does.spell", {"effects": effs})
    for k in ("dash", "evoke", "blitz"):   # alternative costs (118.9; judge/mtg/casting.py)
        if parts.get(k):
            return Msg("mtg.does." + k, {"cost": parts[k]})
    if parts.get("cycling_search"):   # typecycling (702.29e)
        from ..library import library_word_msg
        return Msg("mtg.does.typecycling", {"cost": parts.get("cycling", ""), "word": library_word_msg(parts["cycling_search"])})
    if parts.get("self_reduction"):
        from ..conditions import describe
        sr = parts["self_reduction"]
        if "per" in sr:
            from ..counts import describe as count_text
            return Msg("mtg.does.self_reduction_per", {"cost": sr.get("cost", ""), "count": count_text(sr["per"])})
        return Msg("mtg.does.self_reduction", {"cost": sr.get("cost", ""), "cond": describe(sr["if"])})
    ac = parts.get("additional_cost")
    if ac and len(parts) == 1:   # "As an additional cost to cast this spell, ..." (118.8)
        from ..common import target_word
        if ac.get("sacrifice"):
            return Msg("mtg.does.additional_sacrifice", {"word": target_word(ac["sacrifice"])})
        if ac.get("discard"):
            return Msg("mtg.does.additional_discard", {"n": ac["discard"]})
        if ac.get("exile_from_graveyard"):
            return Msg("mtg.does.additional_exile", {"n": ac.get("n", 1),
                                                     "word": target_word(ac["exile_from_graveyard"])})
        if ac.get("pay_life"):
            return Msg("mtg.does.additional_life", {"n": ac["pay_life"]})
        if ac.get("tap"):
            return Msg("mtg.does.additional_tap", {"n": ac["tap"].get("n", 1), "word": target_word(ac["tap"]["word"])})
    ews = parts.get("enters_with") or []
    if len(ews) == 1 and len(parts) == 1 and isinstance(ews[0].get("if"), dict):   # 614.1c
        from ..conditions import describe
        return Msg("mtg.does.enters_with_if", {"n": ews[0]["n"], "kind": ews[0]["counter"], "cond": describe(ews[0]["if"])})
    if len(ews) == 1 and len(parts) == 1 and isinstance(ews[0].get("n"), dict):
        from ..counts import describe as count_text
        return Msg("mtg.does.enters_with_count", {"kind": ews[0]["counter"], "count": count_text(ews[0]["n"])})
    reps = parts.get("replacements") or []
    if len(reps) == 1 and len(parts) == 1:   # a permanent's rule about players (101.2, 119.7, 702.11c)
        from ...engine.messages import CATALOGUE
        return Msg("mtg.does.rule." + reps[0]) if "mtg.does.rule." + reps[0] in CATALOGUE else None
    sts: list = parts.get("static") or []
    if len(sts) == 1 and sts[0].get("affects") == "spells_you_cast" and isinstance(sts[0].get("cost_reduction"), int):
        return Msg("mtg.does.cost_reduction", {"which": _cost_which(sts[0]), "n": "{" + str(sts[0]["cost_reduction"]) + "}"})
    if len(sts) == 1 and sts[0].get("affects") == "spells_cast" and isinstance(sts[0].get("cost_increase"), int):
        st = sts[0]   # "<kind> spells [your opponents cast] cost {N} more to cast" (601.2f)
        if st.get("spell_kinds"):
            which: object = [Msg("mtg.does.cost_which." + k) for k in st["spell_kinds"]]
        elif st.get("spell_colors"):
            which = [Msg("mtg.does.cost_which.color", {"color": Msg("mtg.color." + _COLOR_NAMES[c])}) for c in st["spell_colors"]]
        elif st.get("spell_not"):
            which = Msg("mtg.does.cost_which.non", {"kind": Msg("mtg.target_word." + st["spell_not"][0])})
        else:
            which = Msg("mtg.does.cost_which.all")
        return Msg("mtg.does.cost_increase." + str(st.get("whose", "all")), {"which": which, "n": "{" + str(st["cost_increase"]) + "}"})
    if parts.get("cda"):   # "~'s power and toughness are each equal to ..." (604.3, 613.4a)
        from ..counts import describe as count_msg
        cda = parts["cda"]
        which = "both" if len(cda) == 2 else next(iter(cda))
        return Msg("mtg.does.cda", {"what": Msg("mtg.count.pt_" + which, {"count": count_msg(next(iter(cda.values())))})})
    if len(sts) == 1 and sts[0].get("per") and not sts[0].get("condition"):   # "gets +1/+1 for each ..." (613.4c)
        from ..counts import describe as count_msg
        st = sts[0]
        return Msg("mtg.does.static_per", {"each": f"{st.get('power', 0):+}/{st.get('toughness', 0):+}",
                                           "count": count_msg(st["per"])})
    if len(sts) == 1 and sts[0].get("condition"):   # "as long as <condition>" (611.3a): oracle/aslong.py
        from ..conditions import describe
        from ..layers import static_effect
        return Msg("mtg.does.static_if", {"cond": describe(sts[0]["condition"]), "effect": static_effect(sts[0])})
    u = parts.get("enters_tapped_unless")
    if u:   # 614.1d, 614.12a (judge/mtg/zones.py)
        if "pay_life" in u:
            return Msg("mtg.does.enters_tapped_unless_pay", {"n": u["pay_life"]})
        from ..conditions import describe, subtypes_msg
        if "reveal" in u:
            return Msg("mtg.does.enters_tapped_unless_reveal", {"kinds": subtypes_msg(u["reveal"])})
        return Msg("mtg.does.enters_tapped_unless", {"cond": describe(u)})
    from .. import restrictions as R
    kws = parts.get("keywords") or [k for s in parts.get("static") or () for k in s.get("keywords") or ()]
    if kws and all(R.is_restriction(k) or k in _BLOCK_REQ or k in ("can't block", "can't be blocked",
                                                                      "can block an additional creature")
                   for k in kws) and any(R.is_restriction(k) or k in _BLOCK_REQ for k in kws):
        from ..keywords import kwmsg   # "can block only creatures with flying." in the reader's language
        key = "mtg.does.restrictions" if parts.get("keywords") else "mtg.does.attached_restrictions"
        return Msg(key, {"keywords": [kwmsg(k) for k in kws]})
    fd = next((k for k in ("morph", "megamorph", "disguise") if parts.get(k)), None)
    if fd and not parts.get("keywords") and len(parts) <= 2:   # 702.37a-b, 702.168a (judge/mtg/facedown.py)
        return Msg("mtg.does." + fd, {"cost": parts[fd]})
    req = parts.get("keywords") or []
    if len(req) == 1 and req[0] in _REQUIREMENTS and len(parts) <= 2:   # "~ must be blocked if able" (509.1c), "~ attacks each combat if able" (508.1d)
        return Msg("mtg.does.self_" + _REQUIREMENTS[req[0]], {})
    if parts.get("keywords") and len(parts) <= 2:   # each keyword by its name in the reader's language
        from ..keywords import kwmsg
        return Msg("mtg.does.keywords", {"keywords": [kwmsg(k) for k in parts["keywords"]]})
    if parts.get("static") and len(parts["static"]) == 1:
        return _static(parts["static"][0])
    return None
