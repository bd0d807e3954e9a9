"""Keyword lines of issue 21 compiled from the Oracle text: exalted, bushido, flanking, rampage, toxic,
bloodthirst, echo, cumulative upkeep, affinity, convoke (keywords the engine applies,
judge/mtg/kwabilities.py), crew and outlast (activated abilities), unearth (a graveyard ability), the
partner abilities (deck-building rules, CR 702.124a), "whenever this Vehicle becomes crewed" (702.122d),
and the variants that stay not modelled with their reason. Real cards are named only; their text is
read from the shared card file. The engine scenarios are tests/judge/scenarios/mtg/ (exalted-*, echo-*,
crew-*, unearth-*, ...) and the real-card ones tests/judge/oracle/features/."""
import pytest

from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.compiler import COMPILER_VERSION
from judge.mtg.oracle.describe import describe_line
from judge.mtg.oracle.explain import explain_line


def _card(text, types=("creature",), subtypes=(), cost="{2}{R}", keywords=(), pt=("2", "2")):
    face = {"name": "Test Card", "mana_cost": cost, "types": list(types), "subtypes": list(subtypes),
            "supertypes": [], "keywords": list(keywords), "text": text}
    if "creature" in types or "vehicle" in subtypes:
        face["power"], face["toughness"] = pt
    return compile_card({"name": "Test Card", "layout": "normal", "faces": [face]})


def _line(r, i=0):
    return r["lines"][i]


@pytest.mark.parametrize("text,kw", [
    ("Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)", "exalted"),
    ("Flanking", "flanking"),
    ("Convoke", "convoke"),
    ("Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn.)", "bushido 2"),
    ("Rampage 1", "rampage 1"),
    ("Toxic 2", "toxic 2"),
    ("Bloodthirst 3", "bloodthirst 3"),
    ("Echo {2}{R} (At the beginning of your upkeep, ...)", "echo {2}{r}"),
    ("Cumulative upkeep {1}", "cumulative upkeep {1}"),
    ("Cumulative upkeep\u2014Pay 2 life. (At the beginning of your upkeep, ...)", "cumulative upkeep - pay 2 life"),
    ("Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)", "affinity for artifacts"),
    ("Affinity for Forests", "affinity for forests"),
])
def test_keyword_lines(text, kw):
    r = _card(text)
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["keywords"] == [kw]
    assert _line(r)["ability"] == "keyword"


@pytest.mark.parametrize("text,reason", [
    ("Echo\u2014Discard a card.", 'echo with a cost that is not mana ("discard a card")'),
    ("Cumulative upkeep\u2014Sacrifice a creature.", 'cumulative upkeep with a cost that is not mana ("sacrifice a creature")'),
    ("Cumulative upkeep {S}", 'keyword "cumulative upkeep" is not in the engine'),
    ("Affinity for tokens", 'keyword "affinity" is not in the engine'),
    ("Bloodthirst X", 'keyword "bloodthirst" is not in the engine'),
])
def test_keyword_variants_not_modelled(text, reason):
    kws = [text.split("\u2014")[0].split(" {")[0].split(" for ")[0].replace(" X", "")]
    r = _card(text, keywords=kws)
    assert not _line(r)["modelled"]
    assert _line(r)["reason"] == reason


def test_crew_is_an_activated_ability_of_a_vehicle():
    r = _card("Crew 3 (Tap any number of creatures you control with total power 3 or more: This Vehicle becomes "
              "an artifact creature until end of turn.)", types=("artifact",), subtypes=("vehicle",), pt=("5", "5"))
    assert r["status"] == "full"
    assert r["definition"]["abilities"] == [{"text": "Crew 3", "cost": {"crew": 3}, "effects": [{"do": "crew"}]}]
    ln = _line(r)
    assert (ln["ability"], ln["rule"]) == ("crew", "702.122a")
    assert "702.122a" in render(explain_line(ln).key, explain_line(ln).params, "en")
    once = _card("Crew 1. Activate only once each turn.", types=("artifact",), subtypes=("vehicle",))
    assert once["definition"]["abilities"][0]["once_per_turn"] is True
    assert _line(_card("Crew 2", types=("artifact",)))["reason"] == "crew on a card that is not a Vehicle"


def test_vehicle_attack_and_crewed_triggers():
    r = _card("Whenever this Vehicle attacks, put a +1/+1 counter on it.\nCrew 1", types=("artifact",),
              subtypes=("vehicle",))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["triggers"][0]["when"] == "attacks"
    r = _card("Whenever this Vehicle becomes crewed, you gain 2 life.\nCrew 1", types=("artifact",), subtypes=("vehicle",))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["triggers"][0]["when"] == "becomes_crewed"
    r = _card("Whenever this Vehicle becomes crewed for the first time each turn, you gain 2 life.\nCrew 1",
              types=("artifact",), subtypes=("vehicle",))
    assert _line(r)["reason"] == "trigger condition"
    # an artifact that is no Vehicle never attacks: its attack trigger stays not modelled
    assert _line(_card("Whenever this artifact attacks, you gain 1 life.", types=("artifact",)))["reason"] == \
        "an attack trigger on a card that is not a creature"


def test_unearth_and_outlast():
    r = _card("Unearth {1}{B} ({1}{B}: Return this card from your graveyard to the battlefield. ...)")
    assert r["status"] == "full"
    assert r["definition"]["unearth"] == "{1}{B}"
    assert (_line(r)["ability"], _line(r)["rule"]) == ("unearth", "702.84a")
    assert _line(_card("Unearth {R}", types=("sorcery",)))["reason"] == "unearth on an instant or sorcery"
    r = _card("Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)")
    assert r["definition"]["abilities"] == [{"text": "Outlast {1}{W}", "cost": {"mana": "{1}{W}", "tap": True},
                                             "timing": "sorcery",
                                             "effects": [{"do": "counters", "of": "self", "kind": "+1/+1", "n": 1}]}]
    assert (_line(r)["ability"], _line(r)["rule"]) == ("outlast", "702.107a")


@pytest.mark.parametrize("text", ["Partner (You can have two commanders if both have partner.)", "Partner",
                                  "Partner\u2014Friends forever (You can have two commanders if both have this ability.)",
                                  "Choose a Background (You can have a Background as a second commander.)",
                                  "Doctor's companion (You can have two commanders if the other is the Doctor.)"])
def test_partner_abilities_are_deck_rules(text):
    r = _card(text, keywords=["Partner"])
    assert r["status"] == "full"
    assert r["definition"] == {}
    ln = _line(r)
    assert (ln["ability"], ln["rule"]) == ("partner", "702.124a")
    for lang in ("en", "th", "ko"):
        assert "702.124a" in render(explain_line(ln).key, explain_line(ln).params, lang)


def test_partner_with_stays_not_modelled():
    """702.124j: "partner with [name]" is also an enters trigger that searches a library."""
    r = _card("Partner with Zndrsplt, Eye of Wisdom (When this creature enters, target player may put Zndrsplt into "
              "their hand from their library, then shuffle.)", keywords=["Partner with"])
    assert not _line(r)["modelled"]
    assert "702.124j" in _line(r)["reason"]


def test_keyword_sentences_name_each_keyword_in_the_readers_language():
    r = _card("Exalted")
    m = describe_line(_line(r))
    assert render(m.key, m.params, "en") == "Has exalted."
    assert "고귀" in render(m.key, m.params, "ko")
    m = describe_line(_line(_card("Echo {2}{R}")))
    assert render(m.key, m.params, "en") == "Has echo {2}{R}."
    assert "에코 {2}{R}" in render(m.key, m.params, "ko")
    m = describe_line(_line(_card("Cumulative upkeep\u2014Pay 1 life.")))
    assert "pay 1 life" in render(m.key, m.params, "en")


def test_compiler_version_changed():
    assert COMPILER_VERSION >= 25


# ------------------------------------------------------------------------------------ real cards
@pytest.mark.parametrize("name,kw", [
    ("Noble Hierarch", "exalted"), ("Samurai Enforcers", "bushido 2"), ("Benalish Cavalry", "flanking"),
    ("Wolverine Pack", "rampage 2"), ("Phyrexian Ornithopter", "toxic 1"), ("Bloodrage Vampire", "bloodthirst 1"),
    ("Keldon Vandals", "echo {2}{r}"), ("Uktabi Efreet", "cumulative upkeep {g}"), ("Frogmite", "affinity for artifacts"),
    ("Siege Wurm", "convoke"),
])
def test_real_keyword_cards_are_full(by_name, name, kw):
    r = compile_card(by_name[name])
    assert r["status"] == "full", r["lines"]
    assert kw in r["definition"]["keywords"]


@pytest.mark.parametrize("name", ["Irontread Crusher", "Unicycle", "Dregscape Zombie", "Undead Leotau",
                                  "Ishai, Ojutai Dragonspeaker", "Disowned Ancestor", "Sublime Archangel"])
def test_real_cards_are_full(by_name, name):
    r = compile_card(by_name[name])
    assert r["status"] == "full", r["lines"]


def test_no_keyword_grammar_error_on_the_card_file(atomic_cards):
    """Every card whose keywords include one of these still compiles without a compiler error."""
    words = {"exalted", "bushido", "flanking", "rampage", "toxic", "bloodthirst", "echo", "cumulative upkeep",
             "affinity", "convoke", "crew", "unearth", "outlast", "partner"}
    n = 0
    for c in atomic_cards:
        kws = {str(k).lower() for f in c["faces"] for k in f.get("keywords") or ()}
        if kws & words:
            n += 1
            r = compile_card(c)
            assert not any(str(ln.get("reason") or "").startswith("compiler error") for ln in r["lines"]), c["name"]
    assert n > 500



# --- keywords that stand for a fixed triggered ability (oracle/kwexpand.py): compiled from their rule's text
@pytest.mark.parametrize("text,rule,when,effect", [
    ("Soulshift 3 (When this creature dies, you may return target Spirit card with mana value 3 or less from "
     "your graveyard to your hand.)", "702.46a", "self_dies", "may"),
    ("Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens with flying.)",
     "702.135a", "self_dies", "create_token"),
    ("Afterlife 1", "702.135a", "self_dies", "create_token"),
    ("Poisonous 2", "702.70a", "deals_damage_to_player", "poison"),
    ("Frenzy 1", "702.68a", "unblocked", "pump"),
    ("Afflict 2 (Whenever this creature becomes blocked, defending player loses 2 life.)", "702.130a",
     "becomes_blocked", "lose_life"),
    ("Annihilator 1", "702.86a", "attacks", "sacrifice_chosen"),
    ("Annihilator 2 (Whenever this creature attacks, defending player sacrifices two permanents of their choice.)",
     "702.86a", "attacks", "sacrifice_chosen"),
    ("Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)",
     "702.91a", "attacks", "pump"),
])
def test_keyword_standing_for_a_trigger(text, rule, when, effect):
    r = _card(text)
    ln = _line(r)
    assert r["status"] == "full" and ln["ability"] == "keyword_trigger" and ln["rule"] == rule
    trig = ln["compiled"]["triggers"][0]
    assert trig["when"] == when and trig["effects"][0]["do"] == effect
    assert explain_line(ln).params == {"rule": rule}
    for lang in ("en", "th", "ko"):
        assert rule in render(explain_line(ln).key, explain_line(ln).params, lang)
        assert describe_line(ln) is not None


def test_afterlife_one_makes_one_token_and_soulshift_targets_by_mana_value():
    tok = _line(_card("Afterlife 1"))["compiled"]["triggers"][0]["effects"][0]
    assert tok.get("n", 1) == 1
    soul = _line(_card("Soulshift 4"))["compiled"]["triggers"][0]
    assert "4" in str(soul) and "spirit" in str(soul).lower()


def test_keyword_trigger_on_a_card_the_rule_does_not_speak_of_stays_not_modelled():
    r = _card("Soulshift 3", types=("artifact",))   # the rule's "dies" wording needs a creature here
    assert r["status"] != "full" and not _line(r)["modelled"]


def test_defending_player_only_in_a_trigger_of_an_attacking_creature():
    ok = _line(_card("Whenever this creature attacks, defending player loses 1 life and you gain 1 life."))
    assert ok["modelled"] and ok["compiled"]["triggers"][0]["effects"][0]["to"] == "defending_player"
    for text in ("When this creature enters, defending player loses 2 life.",
                 "At the beginning of your upkeep, defending player discards a card."):
        ln = _line(_card(text))
        assert not ln["modelled"] and "defending player" in ln["reason"]


def test_each_other_attacking_creature_leaves_out_the_source():
    eff = _line(_card("Battle cry"))["compiled"]["triggers"][0]["effects"][0]
    assert eff["of"] == "all_other:attacking creature"


@pytest.mark.parametrize("text,pt", [
    ("Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this "
     "to it.)", (0, 0)),
    ("For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, then attach this to it.)", (2, 2)),
    ("Job select", (1, 1)),
])
def test_equipment_keywords_create_a_token_and_attach_to_it(text, pt):
    r = _card(text, types=("artifact",), subtypes=("equipment",), cost="{2}")
    ln = _line(r)
    assert r["status"] == "full" and ln["ability"] == "keyword_trigger"
    eff = ln["compiled"]["triggers"][0]["effects"][0]
    assert eff["do"] == "create_token" and eff["attach"] == "self"
    assert (eff["token"]["power"], eff["token"]["toughness"]) == pt
    said = describe_line(ln)
    assert said.key == "mtg.does.trigger" and "mtg.does.token_creature_attach" in str(said.params)


def test_token_then_attach_on_a_card_that_is_not_an_equipment_is_not_modelled():
    r = _card("When this creature enters, create a 1/1 white Soldier creature token, then attach this to it.")
    assert not _line(r)["modelled"]


@pytest.mark.parametrize("text,kws", [
    ("Protection from artifacts", ["protection from artifacts"]),
    ("Protection from Vampires", ["protection from vampires"]),
    ("Flying, protection from Demons and from Dragons", ["flying", "protection from demons", "protection from dragons"]),
    ("Protection from Vampires, from Werewolves, and from Zombies",
     ["protection from vampires", "protection from werewolves", "protection from zombies"]),
    ("Protection from multicolored", ["protection from multicolored"]),
    ("Flying, protection from each color", ["flying"] + [f"protection from {c}" for c in ("white", "blue", "black", "red", "green")]),
])
def test_protection_qualities(text, kws):
    """702.16a: any quality; 702.16g-h: "from A and from B", "from each color" are one ability per quality."""
    r = _card(text)
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["keywords"] == kws


@pytest.mark.parametrize("text", ["Protection from non-Spirit creatures", "Protection from Spirits and from Arcane",
                                  "Protection from mana value 3 or greater", "Protection from creatures your opponents control"])
def test_protection_variants_not_modelled(text):
    assert not _line(_card(text))["modelled"]


def test_protection_sentence_in_each_language():
    r = _card("Protection from Vampires and from artifacts")
    d = describe_line(_line(r))
    assert d is not None
    assert "protection from Vampires" in render(d.key, d.params, "en")
    assert "Vampires(으)로부터 보호" in render(d.key, d.params, "ko")
    assert "마법물체(으)로부터 보호" in render(d.key, d.params, "ko")
    assert "คุ้มครองจาก artifact" in render(d.key, d.params, "th")


def test_evolve_is_a_permanent_enters_trigger_with_its_check():
    r = _card("Evolve (Whenever a creature you control enters, if that creature has greater power or toughness than "
              "this creature, put a +1/+1 counter on this creature.)", pt=("0", "1"))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["triggers"] == [{"when": "permanent_enters", "text": "Evolve", "filter": "creature you control",
                                            "evolve": True, "effects": [{"do": "evolve"}]}]
    assert _line(r)["rule"] == "702.100a"
    d = describe_line(_line(r))
    assert "+1/+1" in render(d.key, d.params, "ko")
    assert _card("Evolve", types=("artifact",))["status"] != "full"   # "this creature": on a creature card only


def test_backup_grants_the_keyword_lines_below_it():
    r = _card("Backup 1 (When this creature enters, put a +1/+1 counter on target creature. If that's another "
              "creature, it gains the following abilities until end of turn.)\nFlying, lifelink")
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["triggers"][0]["effects"] == [{"do": "backup", "of": "target:0", "n": 1,
                                                          "keywords": ["flying", "lifelink"]}]
    bad = _card("Backup 1\nWhenever this creature attacks, you gain 1 life.")
    assert bad["lines"][0]["reason"] == "backup with an ability below it that is not a keyword (the abilities it grants)"


def test_vanishing_compiles_to_counters_and_an_upkeep_trigger():
    r = _card("Vanishing 3 (This creature enters with three time counters on it. At the beginning of your upkeep, remove "
              "a time counter from it. When the last is removed, sacrifice it.)")
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["enters_with"] == [{"counter": "time", "n": 3}]
    assert r["definition"]["triggers"][0]["effects"] == [{"do": "vanishing"}]
    assert _card("This creature enters with three time counters on it.")["status"] != "full"   # time counters: vanishing's only


# ------------------------------------------------------------------- kw4 round: casting and graveyard keywords
@pytest.mark.parametrize("text,kw", [("Delve (Each card you exile ...)", "delve"), ("Improvise", "improvise"),
                                     ("Retrace (You may cast this card from your graveyard ...)", "retrace")])
def test_cost_keywords_on_a_sorcery(text, kw):
    r = _card(text + "\nDraw a card.", types=("sorcery",))
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["keywords"] == [kw]


@pytest.mark.parametrize("text,word", [("Forestcycling {2} (...)", "Forest card"), ("Basic landcycling {1}{R}", "basic land card"),
                                       ("Islandcycling {2}", "Island card")])
def test_typecycling(text, word):
    r = _card(text)
    assert r["status"] == "full", r["lines"]
    assert r["definition"]["cycling_search"] == word and r["definition"]["cycling"].startswith("{")
    assert _line(r)["ability"] == "typecycling" and _line(r)["rule"] == "702.29e"
    assert "search" in render("mtg.does.typecycling", describe_line(_line(r)).params, "en")
    two = _card("Cycling {2}\n" + text)
    assert two["status"] != "full"
    assert not _card("Wizardcycling {2}", keywords=["Wizardcycling"])["lines"][0]["modelled"]


def test_scavenge_and_embalm_are_graveyard_abilities():
    r = _card("Scavenge {2}{G} (...)", pt=("3", "1"))
    ab = r["definition"]["abilities"][0]
    assert r["status"] == "full" and ab["zone"] == "graveyard" and ab["cost"] == {"mana": "{2}{G}", "exile": "self"}
    assert ab["timing"] == "sorcery" and ab["effects"] == [{"do": "counters", "of": "target:0", "kind": "+1/+1", "n": 3}]
    assert _line(r)["ability"] == "scavenge"
    star = _card("Scavenge {2}{G}", pt=("*", "1"))
    assert star["lines"][0]["reason"] == "scavenge on a card whose power is not a number"
    e = _card("Flying\nEmbalm {3}{W} (...)")
    assert e["status"] == "full" and e["definition"]["abilities"][0]["effects"] == [{"do": "embalm"}]
    assert _line(e, 1)["ability"] == "embalm"
    assert describe_line(_line(e, 1)).params["effects"][0].key == "mtg.does.embalm"
    assert not _card("Embalm {1}", types=("artifact",))["lines"][0]["modelled"]


@pytest.mark.parametrize("kw", ["dash", "evoke", "blitz"])
def test_alternative_cost_keywords(kw):
    r = _card(kw.capitalize() + " {1}{R} (reminder)")
    assert r["status"] == "full" and r["definition"][kw] == "{1}{R}"
    assert _line(r)["ability"] == kw and describe_line(_line(r)).key == "mtg.does." + kw
    assert _card(kw.capitalize() + " {1}", types=("sorcery",))["lines"][0]["reason"] == f"{kw} on a card that is not a creature"
    assert _card(kw.capitalize() + "\u2014Exile a card from your hand.")["lines"][0]["reason"].startswith(f"{kw} with a cost that is not mana")
