"""The grammar's parts as features of a compiled definition, so that a test can require a scenario
with a real card for each part (tests/judge/oracle/test_real_cards.py)."""
from __future__ import annotations

# every part of the grammar (docs/oracle-compiler.md) as the feature its output shows
GRAMMAR_FEATURES = frozenset({
    "keyword", "keyword:protection", "keyword:ward", "kicker", "flashback", "cycling", "equip", "enchant",
    "modes", "additional_cost", "additional_cost:exile_from_graveyard",
    "additional_cost:tap", "additional_cost:sacrifice-word", "enters_tapped", "enters_as_copy", "enters_with", "enters_with:x", "enters_with:kicked", "enters_with:if", "enters_with:count",
    "static:attached", "static:attached-keywords", "static:anthem", "static:anthem-subtype", "static:grant-group",
    "static:restriction", "restriction:filter", "restriction:alone", "restriction:count", "restriction:attack-unless",
    "restriction:doesnt-untap", "enters_tapped:unless", "enters_tapped:pay-life", "enters_tapped:reveal",
    "cost:tap", "cost:mana", "cost:sacrifice-self", "cost:sacrifice", "cost:life", "cost:loyalty", "cost:discard", "cost:remove-counter",
    "timing:sorcery", "timing:your_turn", "timing:your_upkeep", "timing:before_attackers", "timing:combat",
    "target:up_to", "target:up_to-spell", "target:up_to-trigger", "activate_if",
    "trigger:enters", "trigger:self_dies", "trigger:attacks", "trigger:deals_damage_to_player", "trigger:leaves",
    "trigger:creature_dies", "trigger:upkeep", "trigger:end_step", "trigger:cast_spell", "trigger:beginning_of_combat",
    "trigger:permanent_enters", "trigger:unblocked", "trigger:blocks", "trigger:becomes_blocked", "once_per_turn",
    "trigger:precombat_main", "trigger:attacks:attached", "trigger:deals_damage_to_player:attached",
    "trigger:self_dies:attached", "trigger:creature_dies-filter",
    "trigger:gain_life", "trigger:draw", "trigger:player_attacks", "trigger:deals_damage_to_player-filter",
    "trigger:cast_spell-whose", "trigger:dealt_damage", "trigger:postcombat_main", "trigger:cast_spell-subtypes",
    "effect:counter_unless", "effect:countered-to", "effect:unless", "effect:kicked-instead", "effect:instead",
    "effect:damage", "effect:destroy", "effect:exile", "effect:bounce", "effect:tap", "effect:untap",
    "effect:regenerate", "effect:counter", "effect:pump", "effect:grant", "effect:draw", "effect:gain_life",
    "effect:lose_life", "effect:mill", "effect:discard", "effect:scry", "effect:surveil", "effect:proliferate", "effect:counters",
    "effect:poison", "effect:sacrifice", "effect:add_mana", "effect:add_mana-one_of", "effect:create_token",
    "effect:create_token-predefined", "effect:create_token-attach", "effect:attach", "effect:cant_regenerate",
    "ref:target", "ref:target-built", "ref:all", "ref:all_other", "ref:defending_player", "ref:each_creature", "ref:attached", "ref:player",
    "effect:may", "effect:may-pay", "effect:may-cost", "effect:must-sacrifice", "effect:reflexive", "effect:skip_untap",
    "effect:reveal_hand", "effect:flip_coin", "effect:return_chosen", "effect:explore",
    # cards in graveyards (oracle/graveyard.py, 109.2a, 400.7, 113.6m)
    "ref:target-card", "effect:return_to_hand", "effect:exile-card",   # (and effect:return_to_battlefield, below)
    "cost:exile-self", "zone:graveyard",
    # conditional static abilities (oracle/aslong.py, 611.3a): a creature's own bonus, and each kind
    # of condition the engine checks (judge/mtg/conditions.py)
    "static:self", "static:if-control", "static:if-hand", "static:if-life", "static:if-graveyard", "static:if-poison",
    "static:if-tapped", "static:if-untapped", "static:if-attacking", "static:if-blocking", "static:if-equipped",
    "static:if-enchanted", "static:if-counters", "static:if-is", "static:if-your_turn", "static:if-all",
    # issue 21: more trigger events (oracle/events.py)
    "trigger:becomes_tapped", "trigger:becomes_untapped", "trigger:cycled", "trigger:cast_self",
    "trigger:blocks_creature", "trigger:blocked_by_creature", "trigger:discard", "trigger:deals_damage_to_creature",
    "trigger:becomes_target", "trigger:attacks_alone", "trigger:attacks_alone-filter",
    "trigger:cast_spell-targets_self", "trigger:cast_spell-nth", "trigger:draw-nth", "trigger:cast_spell-or_copy",
    "trigger:permanent_enters-subtype", "trigger:cast_spell-quality", "trigger:cast_spell-mv",
    "trigger:cast_spell-colors", "ref:that_creature", "trigger:cycle",
    "trigger:modes",   # a modal triggered ability (700.2b, 603.3c)
    "effect:grant-requirement", "self_reduction", "self_reduction:per",
    # blocking requirements of a static ability (509.1c) and qualities a permanent gives players
    # (702.11c, 702.18a, 402.2)
    "static:block-requirement", "static:player-quality",
    # prevention effects of a resolving spell or ability (615.1a, 615.7): Fog, a shield, all damage
    # to / by one object this turn
    "effect:prevent", "effect:prevent-shield", "effect:prevent-to", "effect:prevent-by",
    "static:prevent",   # static prevention effects (615.1a, 615.5)
    # conditions on the turn's history and on how the source was cast (judge/mtg/history.py)
    "cond:died", "cond:attacked", "cond:left", "cond:gained", "cond:lost", "cond:gained_or_lost", "cond:spells_last_turn",
    "cond:cast", "cond:cast_main", "cond:targets", "cond:gy_cards", "cond:gy_types",
    "cond:powers", "cond:total_power", "cond:more_lands", "cond:target", "cond:target-mv",
    # quoted abilities (oracle/quoted.py): a token's, granted until end of turn, granted by a static ability
    "effect:create_token-quoted", "effect:grant-ability", "static:grant-ability", "static:grant-ability-group",
    "effect:return_to_battlefield",
    # keyword abilities of issue 21 (judge/mtg/kwabilities.py): each keyword, crew, unearth
    "keyword:exalted", "keyword:bushido", "keyword:flanking", "keyword:rampage", "keyword:toxic", "keyword:bloodthirst",
    "keyword:echo", "keyword:cumulative_upkeep", "keyword:affinity", "keyword:convoke", "keyword:improvise", "keyword:delve", "keyword:retrace", "effect:embalm",
    "unearth", "cycling_search", "dash", "evoke", "blitz", "cost:crew", "effect:crew", "trigger:becomes_crewed",
    # emblems (CR 114; oracle/loyalty.py): a static ability of a group, a triggered ability
    "effect:emblem", "effect:emblem-static", "effect:emblem-trigger",
    # "until end of turn, ~ becomes a 5/5 [white] Human Soldier creature that's still a planeswalker" (205.1b)
    "effect:add_types", "effect:set_colors",
    # planeswalker shapes (issue 21): threaten, edicts, "discard your hand", loyalty counters on ~
    "effect:gain_control", "effect:sacrifice_chosen", "effect:search_library", "effect:shuffle", "effect:look_top", "effect:put_library", "effect:reveal_top", "effect:reveal_until", "effect:reveal_top_n", "effect:fight", "effect:discard-hand", "effect:counters-loyalty",
    # more trigger events, second round (issue 21, oracle/events.py)
    "trigger:draw_step", "trigger:end_of_combat", "trigger:upkeep-attached_controller",
    "trigger:creature_attacks", "trigger:creature_attacks-subtypes", "trigger:creature_attacks-defender",
    "trigger:attacks-min_attackers", "trigger:player_attacks-min_attackers", "trigger:attacks_alone-subtypes",
    "trigger:deals_damage", "trigger:deals_damage:attached",
    "trigger:cast_spell-kicked", "trigger:cast_spell-mv_max", "trigger:cast_spell-either", "trigger:cast_spell-during",
    "trigger:cast_spell-cast_from",
    "trigger:sacrificed", "trigger:sacrificed-filter", "trigger:sacrificed-subtypes", "trigger:scry", "trigger:surveil",
    "trigger:discard_batch", "trigger:chapter", "trigger:crime", "trigger:once_each_turn",
    "trigger:to_graveyard", "trigger:to_graveyard-subtypes", "trigger:creature_becomes_blocked",
    "trigger:creature_dies-damaged_by_self", "trigger:control_none", "trigger:damage_to_you",
    "trigger:blocks:attached", "trigger:becomes_blocked:attached", "trigger:becomes_tapped:attached",
    "trigger:dealt_damage:attached", "trigger:blocks_creature-filter", "trigger:to_graveyard-self",
    # third round (issue 21): becomes the target by whom / first time each turn, a spell that targets <word>
    "trigger:becomes_target:attached", "trigger:becomes_target-by", "trigger:becomes_target-first_each_turn",
    "trigger:becomes_target-filter", "trigger:cast_spell-spell_targets", "trigger:dealt_damage-combat",
    "trigger:deals_damage_to_player-batch", "trigger:lose_life", "trigger:lose_life-during", "trigger:lose_life-first_each_turn", "trigger:gain_life-during",
    # transforming double-faced cards (701.27, 712): the back face's definition, "transform ~", "transforms into ~"
    "back_face", "effect:transform", "trigger:transforms_into_self",
    "ref:controller_of",
    # several targets of one word (115.3) and the creatures of a target player (issue 21)
    "target:one_word", "ref:creatures_of", "ref:targets-at_once",
    # counted statics (oracle/counts.py, judge/mtg/counts.py): characteristic-defining P/T (604.3,
    # 613.4a) and a creature's own bonus "for each ..." (613.4c)
    "cda", "static:per", "static:with-counter",
    # delayed triggered abilities (603.7; judge/mtg/delayed.py): the next turn's upkeep, the next end step, end of combat
    "effect:delayed", "effect:delayed-next_upkeep", "effect:delayed-next_end_step", "effect:delayed-end_of_combat",
    # replacement effects (614.1a; judge/mtg/replacement.py): "if that creature would die this turn, exile it instead"
    "effect:exile_if_dies",
    # keywords of the kw3 round: buyback (702.27a, an additional cost; the spell returns to hand), storm (702.40a)
    "buyback", "effect:storm",
    # face-down permanents (judge/mtg/facedown.py, 702.37, 702.168, 708.8)
    "morph", "megamorph", "disguise", "trigger:turned_face_up",
    # keyword triggers (judge/mtg/kwtriggers.py): fabricate, modular, renown, extort, dethrone, training
    "effect:fabricate", "effect:modular", "effect:renown", "effect:extort", "trigger:attacks-dethrone",
    "trigger:attacks-training", "effect:evolve", "trigger:permanent_enters-evolve", "effect:backup", "effect:vanishing", "effect:protection_choice",
    # "<kind> / <colour> / <creature type> spells you cast cost {N} less to cast." (601.2f, 118.7a)
    "static:cost_reduction", "static:cost_increase",
    # amounts the text defines (oracle/counts.py, judge/mtg/counts.py, 107.3c)
    "amount:control", "amount:hand", "amount:graveyard", "amount:life", "amount:power", "amount:greatest_power", "amount:gy_cards",
    "effect:damage-from",
    # a permanent's rules about players: "You can't lose the game." (101.2), "... can't gain life." (119.7),
    # "You have hexproof." (702.11c)
    "static:player_rule",
    # "take an extra turn after this one" (500.7; judge/mtg/turn.py)
    "effect:extra_turn",
    # "return it to its owner's hand" in a trigger on ~ going to a graveyard (400.7e: the new object)
    "effect:return_to_hand-it",
})
_KW_FEATURES = ("exalted", "bushido", "flanking", "rampage", "toxic", "bloodthirst", "echo", "cumulative upkeep",
                "affinity", "convoke", "improvise", "delve", "retrace")


def _cond_kinds(c, out):
    out.add("static:if-" + str(c.get("cond")))
    for x in c.get("of") or () if c.get("cond") == "all" else ():
        _cond_kinds(x, out)

# the conditions that are features of their own (the board conditions predate the feature list)
_HISTORY_CONDS = {"died", "attacked", "left", "gained", "lost", "gained_or_lost", "spells_last_turn", "cast", "cast_main",
                  "targets", "gy_cards", "gy_types", "powers", "total_power", "more_lands", "target"}
_REQUIREMENTS = {"must attack", "must block", "must be blocked if able"}


def _cond(c, out):
    if isinstance(c, dict) and c.get("cond") in _HISTORY_CONDS:
        out.add("cond:" + c["cond"] + ("-mv" if c["cond"] == "target" and "mv_max" in c else ""))
    for x in c.get("of") or () if isinstance(c, dict) and c.get("cond") == "all" else ():
        _cond(x, out)


_RESTRICT = {"can't block", "can't attack", "must attack", "must block"}


def _effects(effs, out, targets):
    for e in effs or ():
        do = e.get("do")
        out.add("effect:" + str(do))
        _cond(e.get("if"), out)
        if do == "return_to_hand" and e.get("of") == "it":
            out.add("effect:return_to_hand-it")
        if do == "grant" and set(e.get("keywords") or ()) & _REQUIREMENTS:
            out.add("effect:grant-requirement")
        if do == "add_mana" and e.get("one_of"):
            out.add("effect:add_mana-one_of")
        tok = e.get("token") or {}
        if do == "create_token" and "power" in tok and (tok.get("abilities") or tok.get("triggers")):
            out.add("effect:create_token-quoted")
        elif do == "create_token" and tok.get("abilities"):
            out.add("effect:create_token-predefined")
        if do == "create_token" and e.get("attach"):   # living weapon, For Mirrodin!, job select
            out.add("effect:create_token-attach")
        if do == "grant" and (e.get("abilities") or e.get("triggers")):
            out.add("effect:grant-ability")
        if do == "prevent":
            out.add("effect:prevent-to" if "all_to" in e else "effect:prevent-by" if "all_by" in e or "source" in e
                    else "effect:prevent-shield" if "n" in e or "of" in e else "effect:prevent")
        if do == "discard" and e.get("all"):
            out.add("effect:discard-hand")
        if do == "counters" and e.get("kind") == "loyalty":
            out.add("effect:counters-loyalty")
        if do == "emblem":
            if e.get("static"):
                out.add("effect:emblem-static")
            if e.get("triggers"):
                out.add("effect:emblem-trigger")
        if e.get("cant_regenerate"):
            out.add("effect:cant_regenerate")
        if e.get("do") in ("counter", "counter_unless") and e.get("zone"):   # "if that spell is countered this way" (608.2c)
            out.add("effect:countered-to")
        if do == "delayed":   # 603.7: its moment, and the effects it will have
            out.add("effect:delayed-" + str(e.get("at")))
            _effects(e.get("effects"), out, targets)
        for k in ("amount", "n", "power", "toughness"):
            v = e.get(k)
            if isinstance(v, dict):
                out.add("amount:" + str(v.get("what")))
        if do == "damage" and e.get("from"):
            out.add("effect:damage-from")
        if do == "may":   # "you may" (oracle/optional.py): its cost and the effects inside
            if e.get("pay"):
                out.add("effect:may-pay")
            if e.get("must"):   # "Sacrifice this enchantment. If you do, ..." (118.12)
                out.add("effect:must-sacrifice")
            elif e.get("life") or e.get("sacrifice") or e.get("discard"):
                out.add("effect:may-cost")
        if e.get("if") == "not_kicked":   # "<X>. If this spell was kicked, <Y> instead." (702.33d)
            out.add("effect:kicked-instead")
        if do == "unless":   # "<effects> unless <player> pays {M}" (118.12a)
            out.add("effect:unless")
        if do == "instead":   # "<X>. If <condition>, <Y> instead." (608.2c)
            out.add("effect:instead")
            _cond(e.get("cond"), out)
            _effects(e.get("otherwise"), out, targets)
        if do in ("may", "reflexive", "unless", "instead"):
            _effects(e.get("effects"), out, e.get("target") if do == "reflexive" else targets)
        for k in ("to", "of"):
            v = e.get(k)
            if not isinstance(v, str):
                continue
            if v.startswith("controller_of:"):   # "its controller" (608.2h)
                out.add("ref:controller_of")
            elif v.startswith("creatures_of:"):   # "... and each creature that player controls"
                out.add("ref:creatures_of")
            elif v.startswith("target:"):
                out.add("ref:target")
            elif v.startswith("targets:"):   # several targets of one word acted on at once (destroy / exile / bounce)
                out.add("ref:targets-at_once")
            elif v.startswith("all:"):
                out.add("ref:all")
            elif v.startswith("all_other:"):
                out.add("ref:all_other")
            elif v == "each_creature":
                out.add("ref:each_creature")
            elif v == "attached":
                out.add("ref:attached")
            elif v in ("controller", "opponent", "each_player", "that_player"):
                out.add("ref:player")
            elif v == "defending_player":   # 506.2
                out.add("ref:defending_player")
            elif v == "that_creature":
                out.add("ref:that_creature")
    from .. import targetspec, validate
    for t in targets or ():
        if targetspec.is_card_word(t):
            out.add("ref:target-card")
        elif t not in validate.TARGET_SPECS:
            out.add("ref:target-built")
    for e in effs or ():   # "exile target card from a graveyard": an exile of a card, not a permanent
        of = e.get("of") if isinstance(e, dict) else None
        if e.get("do") == "exile" and isinstance(of, str) and of.startswith("target:") and \
                int(of.split(":")[1]) < len(targets or ()) and targetspec.is_card_word(targets[int(of.split(":")[1])]):
            out.add("effect:exile-card")


def _restriction(k) -> str | None:
    """The feature of a restriction of restrictions.py (issue 21), None if `k` is none."""
    from .. import restrictions as R
    r = R.parse(k) if k not in _RESTRICT else None
    if r is None:
        return "restriction:count" if k == "can block an additional creature" else None
    form, arg = r
    if form == "attack_unless":
        return "restriction:attack-unless"
    if form != "fixed":
        return "restriction:filter"
    if k == R.DOESNT_UNTAP:
        return "restriction:doesnt-untap"
    return "restriction:alone" if k in (R.ALONE_ATTACK, R.ALONE_BLOCK) else "restriction:count"


_BLOCK_REQ = {"must be blocked if able", "all creatures able to block it do so"}


def features(defn: dict) -> set:
    out: set = set()
    if isinstance(defn.get("back"), dict):   # a transforming double-faced card's back face (712.8e)
        out.add("back_face")
        out |= features(defn["back"])
    kws = defn.get("keywords") or []
    from ..player_statics import PLAYER_STATICS, PREVENT_WORDS
    for s in defn.get("static") or ():
        for k in s.get("keywords") or ():
            if _restriction(k):
                out.add(_restriction(k))
            if k in _BLOCK_REQ:
                out.add("static:block-requirement")
            if k in PREVENT_WORDS:
                out.add("static:prevent")
    u = defn.get("enters_tapped_unless")
    if u:
        out.add("enters_tapped:pay-life" if "pay_life" in u else "enters_tapped:reveal" if "reveal" in u
                else "enters_tapped:unless")
    for k in kws:
        if _restriction(k):
            out.add(str(_restriction(k)))
        elif k in _BLOCK_REQ:
            out.add("static:block-requirement")
        elif k in PREVENT_WORDS or k.startswith("prevent all"):
            out.add("static:prevent")
        elif k in PLAYER_STATICS:
            out.add("static:player-quality")
        elif k in _RESTRICT:
            out.add("static:restriction")
        elif k.startswith("protection"):
            out.add("keyword:protection")
        elif k.startswith("ward"):
            out.add("keyword:ward")
        elif any(k == w or k.startswith(w + " ") for w in _KW_FEATURES):
            out.add("keyword:" + next(w for w in _KW_FEATURES if k == w or k.startswith(w + " ")).replace(" ", "_"))
        else:
            out.add("keyword")
    for k in ("exile_from_graveyard", "tap"):   # 118.8: the additional costs of the cost2 round
        if (defn.get("additional_cost") or {}).get(k):
            out.add("additional_cost:" + k)
    if (defn.get("additional_cost") or {}).get("sacrifice") not in (None, "creature", "artifact", "land", "enchantment",
                                                                    "permanent"):
        out.add("additional_cost:sacrifice-word")
    for k in ("kicker", "flashback", "cycling", "enchant", "additional_cost", "enters_tapped", "enters_as_copy",
              "self_reduction", "unearth", "buyback", "morph", "megamorph", "disguise", "cycling_search", "dash", "evoke", "blitz"):
        if defn.get(k):
            out.add(k)
    _cond((defn.get("self_reduction") or {}).get("if"), out)
    if (defn.get("self_reduction") or {}).get("per"):
        out.add("self_reduction:per")
    if set(defn.get("replacements") or ()) & {"cant_lose", "opponents_cant_gain_life", "players_cant_gain_life",
                                              "you_have_hexproof"}:
        out.add("static:player_rule")
    if defn.get("cda"):
        out.add("cda")
    for ew in defn.get("enters_with") or ():
        out.add("enters_with:kicked" if ew.get("if") == "kicked" else "enters_with:x" if ew.get("n") == "X"
                else "enters_with:if" if isinstance(ew.get("if"), dict) else "enters_with:count"
                if isinstance(ew.get("n"), dict) else "enters_with")
    _effects(defn.get("effects"), out, defn.get("target"))
    if defn.get("one_target_word"):
        out.add("target:one_word")
    if "target_min" in defn:   # "up to one target" in a spell (601.2c)
        out.add("target:up_to-spell")
    if defn.get("modes"):
        out.add("modes")
        for m in defn["modes"]:
            _effects(m.get("effects"), out, m.get("target"))
    for s in defn.get("static") or ():
        aff = s.get("affects")
        if aff == "spells_you_cast":   # "<kind> spells you cast cost {N} less to cast" (601.2f)
            out.add("static:cost_reduction")
            continue
        if aff == "spells_cast":   # "<kind> spells [your opponents cast] cost {N} more to cast" (601.2f)
            out.add("static:cost_increase")
            continue
        if s.get("condition"):
            _cond_kinds(s["condition"], out)
        if s.get("with_counter"):   # "each creature you control with a +1/+1 counter on it" (122.1)
            out.add("static:with-counter")
        if s.get("abilities") or s.get("triggers"):
            out.add("static:grant-ability" if aff in (None, "attached", "self") else "static:grant-ability-group")
            if not (s.get("keywords") or s.get("power") or s.get("toughness")):
                continue
        if s.get("per"):
            out.add("static:per")
        elif aff == "self":
            out.add("static:self")
        elif aff in (None, "attached"):
            out.add("static:attached-keywords" if s.get("keywords") else "static:attached")
        elif s.get("keywords"):
            out.add("static:grant-group")
        elif s.get("subtype"):
            out.add("static:anthem-subtype")
        else:
            out.add("static:anthem")
    for a in defn.get("abilities") or ():
        if a.get("equip"):
            out.add("equip")
            continue
        c = a.get("cost") or {}
        if c.get("tap"):
            out.add("cost:tap")
        if c.get("mana"):
            out.add("cost:mana")
        if c.get("sacrifice") == "self":
            out.add("cost:sacrifice-self")
        elif c.get("sacrifice"):
            out.add("cost:sacrifice")
        if c.get("life"):
            out.add("cost:life")
        if "loyalty" in c:
            out.add("cost:loyalty")
        if c.get("discard"):
            out.add("cost:discard")
        if c.get("remove_counter"):
            out.add("cost:remove-counter")
        if c.get("crew"):
            out.add("cost:crew")
        if c.get("exile") == "self":
            out.add("cost:exile-self")
        if a.get("zone") == "graveyard":
            out.add("zone:graveyard")
        if a.get("timing"):
            out.add("timing:" + a["timing"])
        if a.get("once_per_turn"):
            out.add("once_per_turn")
        if a.get("activate_if"):   # "Activate only if <condition>." (602.5)
            out.add("activate_if")
        if "target_min" in a:
            out.add("target:up_to")
        if a.get("one_target_word"):
            out.add("target:one_word")
        _effects(a.get("effects"), out, a.get("target"))
    for t in defn.get("triggers") or ():
        out.add("trigger:" + str(t.get("when")) + (":attached" if t.get("of") == "attached" else ""))
        _cond(t.get("condition"), out)
        if "target_min" in t:   # "up to one target" in a triggered ability (601.2c, 603.3d)
            out.add("target:up_to-trigger")
        if t.get("when") in ("creature_dies", "deals_damage_to_player") and t.get("filter"):
            out.add(f"trigger:{t['when']}-filter")
        if t.get("when") == "cast_spell" and t.get("whose"):
            out.add("trigger:cast_spell-whose")
        if t.get("when") == "cast_spell" and t.get("spell_subtypes"):
            out.add("trigger:cast_spell-subtypes")
        for k, f in (("targets_self", "targets_self"), ("nth", "nth"), ("or_copy", "or_copy"), ("subtype", "subtype"),
                     ("spell_quality", "quality"), ("spell_mv_min", "mv"), ("spell_colors", "colors"),
                     ("spell_kicked", "kicked"), ("spell_mv_max", "mv_max"), ("spell_either", "either"),
                     ("during", "during"), ("cast_from", "cast_from")):
            if t.get(k):
                out.add(f"trigger:{t.get('when')}-{f}")
        if t.get("when") == "attacks_alone" and t.get("filter"):
            out.add("trigger:attacks_alone-filter")
        if t.get("once_each_turn"):
            out.add("trigger:once_each_turn")
        if t.get("when") == "blocks_creature" and t.get("filter"):
            out.add("trigger:blocks_creature-filter")
        if t.get("self_only"):
            out.add("trigger:to_graveyard-self")
        if t.get("damaged_by_self"):
            out.add("trigger:creature_dies-damaged_by_self")
        if t.get("when") == "sacrificed" and t.get("filter"):
            out.add("trigger:sacrificed-filter")
        for k in ("subtypes", "defender", "min_attackers", "dethrone", "training", "evolve"):
            if t.get(k):
                out.add(f"trigger:{t.get('when')}-{k}")
        if t.get("whose") == "attached_controller":
            out.add(f"trigger:{t.get('when')}-attached_controller")
        for k in ("by", "first_each_turn", "spell_targets", "batch"):   # third round (issue 21)
            if t.get(k):
                out.add(f"trigger:{t.get('when')}-{k}")
        if t.get("when") in ("becomes_target", "dealt_damage") and (t.get("filter") or t.get("combat")):
            out.add(f"trigger:{t['when']}-{'filter' if t.get('filter') else 'combat'}")
        _effects(t.get("effects"), out, t.get("target"))
        if t.get("modes"):
            out.add("trigger:modes")
            for m in t["modes"]:
                _effects(m.get("effects"), out, m.get("target"))
    return out
