"""The compiler's conditions on what happened earlier in the turn (judge/mtg/oracle/conditions.py,
judge/mtg/history.py): Morbid, Raid, Revolt, life gained / lost, "if you cast it", Addendum, "this
spell costs {N} less to cast if ...", and "... this turn if able" requirements. What it reads, and
what stays not modelled (never guessed)."""
import pytest

from judge.mtg.oracle import compile_card
from judge.mtg.oracle.describe import describe_line
from judge.engine.messages import render


def render_msg(m, lang):
    return render(m.key, m.params, lang)


def _card(name, text, types=("instant",), mana="{1}", **face):
    f = {"name": name, "types": list(types), "text": text, "mana_cost": mana}
    if "creature" in types:
        f.update(power="2", toughness="2")
    f.update(face)
    return {"name": name, "layout": "normal", "faces": [f]}


def _lines(r):
    return [(ln["modelled"], ln.get("reason")) for ln in r["lines"]]


@pytest.mark.parametrize("name,cond", [
    ("Morkrut Banshee", {"cond": "died", "min": 1}),
    ("Storm Fleet Pyromancer", {"cond": "attacked"}),
    ("Airdrop Aeronauts", {"cond": "left", "word": "permanent", "min": 1}),
    ("Angelic Accord", {"cond": "gained", "min": 4}),
    ("Bloodtithe Collector", {"cond": "lost", "who": "opponent", "min": 1}),
    ("Coal Stoker", {"cond": "cast", "from": "hand"}),
    ("Zacama, Primal Calamity", {"cond": "cast"}),
    ("Sentinel's Mark", {"cond": "cast_main"}),
    ("Call of the Full Moon", {"cond": "spells_last_turn", "min": 2}),
    ("Titan Hunter", {"cond": "died", "max": 0}),
    ("Knight of the Ebon Legion", {"cond": "lost", "who": "player", "min": 4}),
    ("Starlit Soothsayer", {"cond": "gained_or_lost"}),
])
def test_intervening_if_on_the_turns_history(by_name, name, cond):
    r = compile_card(by_name[name])
    assert r["status"] == "full", _lines(r)
    conds = [t.get("condition") for t in r["definition"].get("triggers") or ()]
    assert cond in conds


@pytest.mark.parametrize("name,cond", [
    ("Heartless Pillage", {"cond": "attacked"}),                      # "Raid — If ..." on a sorcery (207.2c)
    ("Decommission", {"cond": "left", "word": "permanent", "min": 1}),
    ("Arrester's Admonition", {"cond": "cast_main"}),
    ("Old-Growth Educator", {"cond": "gained", "min": 1}),           # "<effect> if <condition>"
    ("Inga Rune-Eyes", {"cond": "died", "min": 3}),
])
def test_effect_condition_on_the_turns_history(by_name, name, cond):
    r = compile_card(by_name[name])
    assert r["status"] == "full", _lines(r)
    d = r["definition"]
    effs = list(d.get("effects") or []) + [e for t in d.get("triggers") or () for e in t["effects"]]
    assert cond in [e.get("if") for e in effs]


def test_if_able_inside_a_kicked_sentence(by_name):
    """Timely Interference: "If this spell was kicked, that creature blocks this turn if able." ("if
    able" is no second condition)."""
    r = compile_card(by_name["Timely Interference"])
    assert r["status"] == "full", _lines(r)
    assert {"do": "grant", "of": "target:0", "keywords": ["must block"], "if": "kicked"} in r["definition"]["effects"]


def test_self_reduction(by_name):
    r = compile_card(by_name["Seized from Slumber"])
    assert r["definition"]["self_reduction"] == {"cost": "{3}", "if": {"cond": "targets", "word": "tapped creature"}}
    assert r["lines"][0]["ability"] == "self_reduction" and r["lines"][0]["rule"] == "601.2f"
    r = compile_card(by_name["Mortality Spear"])
    assert r["definition"]["self_reduction"] == {"cost": "{2}", "if": {"cond": "gained", "min": 1}}
    for lang in ("en", "th", "ko"):
        s = render_msg(describe_line(r["lines"][0]), lang)
        assert "601.2f" in s and "{" + "cond" not in s


@pytest.mark.parametrize("name,kw", [
    ("Compelled Duel", "must be blocked if able"), ("Enlarge", "must be blocked if able"),
    ("Boiling Blood", "must attack"), ("Culling Mark", "must block"), ("Heckling Fiends", "must attack"),
])
def test_requirements_this_turn(by_name, name, kw):
    r = compile_card(by_name[name])
    assert r["status"] == "full", _lines(r)
    d = r["definition"]
    effs = list(d.get("effects") or []) + [e for a in d.get("abilities") or () for e in a["effects"]]
    assert {"do": "grant", "of": "target:0", "keywords": [kw]} in effs
    line = next(ln for ln in r["lines"] if "if able" in ln["text"])
    for lang in ("en", "th", "ko"):
        s = render_msg(describe_line(line), lang)
        assert ("508.1d" in s or "509.1c" in s) and (lang == "en" or "must" not in s)


@pytest.mark.parametrize("name", [
    "Ertai's Trickery",        # "Counter target spell if it was kicked": "it" is the target spell
    "Wild Pair",               # "whenever a creature enters, if you cast it": another object
    "Grisly Anglerfish",       # "creatures your opponents control attack this turn if able": a group (611.2c)
    "Trumpeting Armodon",      # "blocks this creature this turn if able": a requirement naming an attacker
    "Delver of Secrets // Insectile Aberration",   # transform modelled, "you may reveal that card" is not
    "Prized Amalgam",
])
def test_not_modelled_stays_not_modelled(by_name, name):
    if name not in by_name:
        pytest.skip(f"{name} not in the card file")
    assert compile_card(by_name[name])["status"] != "full"


def test_cast_conditions_only_where_the_source_is_known():
    """'if you cast it' is read as the intervening "if" of the card's own enters trigger (checked as
    it enters and again on resolution, 603.4) and on a spell's own text; not as an effect's "if" in a
    trigger, whose source may have left the battlefield."""
    ok = compile_card(_card("T1", "When this creature enters, if you cast it, draw a card.", ("creature",)))
    assert ok["status"] == "full"
    bad = compile_card(_card("T2", "When this creature enters, draw a card. If you cast it from your hand, draw a card.",
                             ("creature",)))
    assert bad["lines"][0]["modelled"] is False and bad["lines"][0]["reason"] == "a condition"
    other = compile_card(_card("T3", "Whenever another creature you control enters, if you cast it, draw a card.",
                               ("creature",)))
    assert other["status"] != "full"


def test_history_sentences_and_multi_effect_guard():
    r = compile_card(_card("S1", "If you gained life this turn, you gain 2 life and draw a card."))
    # gaining life would change the condition between the two checks: not modelled
    assert r["status"] != "full"
    r = compile_card(_card("S2", "If a creature died this turn, draw a card and you gain 2 life."))
    assert r["status"] == "full"
    assert [e["if"] for e in r["definition"]["effects"]] == [{"cond": "died", "min": 1}] * 2
    r = compile_card(_card("S3", "Destroy target creature. If a creature died this turn, draw a card."))
    assert r["status"] == "full"
    r = compile_card(_card("S4", "Destroy target creature. If a creature died this turn, destroy target artifact and draw a card."))
    assert r["status"] != "full"   # destroy can change "a creature died this turn" between the effects


def test_spell_ability_word_and_trailing_if():
    r = compile_card(_card("W1", "Raid — If you attacked this turn, draw a card."))
    assert r["definition"]["effects"] == [{"do": "draw", "n": 1, "to": "controller", "if": {"cond": "attacked"}}]
    r = compile_card(_card("W2", "Draw a card if an opponent lost 3 or more life this turn."))
    assert r["definition"]["effects"][0]["if"] == {"cond": "lost", "who": "opponent", "min": 3}
    r = compile_card(_card("W3", "Draw a card if it's your turn."))
    assert r["status"] != "full"


def test_conditions_described_in_each_language(by_name):
    for name in ("Morkrut Banshee", "Heartless Pillage", "Coal Stoker", "Arrester's Admonition", "Bloodtithe Collector"):
        r = compile_card(by_name[name])
        for ln in r["lines"]:
            m = describe_line(ln)
            if m is None or not ln.get("compiled"):
                continue
            for lang in ("en", "th", "ko"):
                s = render_msg(m, lang)
                assert "{" + "cond" not in s and "Msg(" not in s, s
