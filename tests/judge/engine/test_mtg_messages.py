"""Every Magic explanation renders in en/th/ko with sample parameters without a Python object, a
bracket or an unfilled field; Thai and Korean texts carry no English words beyond the game terms the
glossary keeps in English; the parameters of every event of every scenario are plain values or
messages (so nothing English or Python-shaped is glued into a Thai or Korean text); every illegal
action names its rule."""
import json
import re
import string
from pathlib import Path

import pytest

import judge.mtg  # noqa: F401  (registers the messages)
from judge.engine import Stepper
from judge.engine.events import Msg
from judge.engine.messages import CATALOGUE, render

HERE = Path(__file__).resolve().parent
SCEN = sorted((HERE.parent / "scenarios" / "mtg").glob("*.json"))
KEYS = sorted(k for k in CATALOGUE if k.startswith("mtg."))

# English game terms the Thai texts keep in Latin script (glossary: "otherwise the English term").
TH_ENGLISH = set("""APNAP Action Aura CR Cleanup Cycling Deathtouch Defender Double Draw End Equip Equipment First
Flash Flashback Flying Haste Hexproof Indestructible Infect Intimidate Kicker Layer Lifelink Menace Phyrexian
Proliferate Protection Reach Regenerate Second Shroud Sickness Split State-Based Step Strike Summoning Trample Untap
Upkeep Vigilance Ward ability active artifact attach battle burn effect enchantment exile graveyard legend legendary
loyalty main mana mill pass permanent phase planeswalker play player pool priority replacement requirement resolve
restriction rule scry sorcery instant stack target toughness unattached Wither Undying Persist Lure Mulligan mulligan London
copy token Two-Headed Giant team prevent prevention activate Enchant hybrid Loyalty Mana static cast modes counter layer surveil
timestamp Plains Island Swamp Mountain Forest emblem command zone""".split())   # timestamp: the layers page and the 613 explanations
# keep it in Latin script; the basic land types stay English in Thai as in the 205.3i and 305.6 explanations;
# emblem, command zone: as the Thai CR explanations of 114 and 408 write them
# the Commander variant's names (the partner abilities, issue 21)
TH_ENGLISH |= {"Commander", "Partner"}
# Sagas (CR 714): the card type word and its counter stay in Latin script, as "loyalty" does
# (docs/glossary-additions.md: Saga / เคาน์เตอร์ lore)
TH_ENGLISH |= {"Saga", "lore"}
TH_ENGLISH |= {"time"}   # vanishing's time counter (702.63a) stays in Latin script as lore does
# the keyword action transform (701.27) stays English in Thai, as in the 701.27 and 712 explanations
TH_ENGLISH |= {"transform"}
# keyword names stay English in Thai (glossary): every word of an English keyword text counts too
TH_ENGLISH |= {w for k, t in CATALOGUE.items() if k.startswith("mtg.kw.") for w in re.findall(r"[A-Za-z][A-Za-z'-]+", t["en"])}
TH_ENGLISH |= {"kindred"}   # the card type (308) stays in Latin script as instant and sorcery do
# face-down permanents (CR 708): the scenario fields face_down and turn_face_up, and "special action"
# (116.2b), which the Thai rule pages keep in English (content/cr-explanations/th/116.md)
TH_ENGLISH |= {"face", "down", "turn", "up", "special"}


# fight (701.14) stays in Latin script as the Thai CR explanations of 701.14 write it (การต่อสู้ is combat)
TH_ENGLISH |= {"fight"}
TH_ENGLISH = {w.casefold() for w in TH_ENGLISH}
KO_ENGLISH = {"APNAP", "CR", "Split", "Second", "cast", "modes", "activate", "Enchant",   # cast, modes, activate: scenario field names; Enchant: the printed keyword
              "crew", "unearth",   # the activate action's crew field and the unearth action (issue 21)
              "face", "down", "turn", "up"}   # the cast action's face_down field and the turn_face_up action (CR 708)
# the policy remedies (issue #26): the documents' and infractions' official English names (JAR, IPG,
# REL, Regular/Competitive, Hidden Card Error ...), the quoted "may", and the remedy's field names
POLICY_ENGLISH = set("""REL JAR IPG Regular Competitive Warning Game Loss Hidden Card Cards Error Mulligan Procedure
Looking at Extra Missed Trigger Deck Decklist Problem may kind extra cards drawn trigger ability effects replace authorized true""".split())
TH_ENGLISH |= {w.casefold() for w in POLICY_ENGLISH}
KO_ENGLISH = KO_ENGLISH | {"REL", "JAR", "IPG", "may", "kind", "extra", "cards", "drawn", "trigger", "ability", "effects", "replace", "authorized", "true"}

SAMPLE = {"player": Msg("mtg.player", {"id": "A"}), "step": Msg("mtg.step.main1"), "zone": Msg("mtg.zone.hand"),
          "spec": Msg("mtg.target_word.creature"), "quality": Msg("mtg.color.black"), "what": Msg("mtg.target_word.creature"),
          "keywords": [Msg("mtg.kw.flying")], "assignment": [Msg("mtg.assign.part", {"target": "Ω", "n": 2})]}


def _fields(template):
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


@pytest.mark.parametrize("key", KEYS)
def test_every_key_renders_clean(key):
    texts = CATALOGUE[key]
    fields = set().union(*(_fields(texts[lang]) for lang in ("en", "th", "ko")))
    params = {f: SAMPLE.get(f, 7 if f in ("n", "amount", "life", "total", "power", "toughness", "dp", "dt", "x",
                                          "left", "hand", "size", "got", "have", "lethal", "turn", "plus", "minus",
                                          "damage", "poison", "prevented", "copies") else "Ω") for f in fields}
    for lang in ("en", "th", "ko"):
        assert _fields(texts[lang]) == _fields(texts["en"]), (key, lang, "the languages use different parameters")
        out = render(key, params, lang)
        assert "Msg(" not in out and "{'" not in out and "[" not in out, (key, lang, out)
        assert not re.search(r"\{[a-z_]+\}", out), (key, lang, out)
        if lang == "en":
            continue
        words = set(re.findall(r"[A-Za-z][A-Za-z'-]+", re.sub(r"\{[^}]*\}", "", texts[lang])))
        allowed = TH_ENGLISH if lang == "th" else KO_ENGLISH
        if lang == "th":
            words = {w.casefold() for w in words}
        assert words <= allowed, (key, lang, sorted(words - allowed))


def _plain(v):
    if isinstance(v, Msg):
        return all(_plain(x) for x in v.params.values())
    if isinstance(v, (list, tuple)):
        return all(_plain(x) for x in v)
    if isinstance(v, str):
        return "Msg(" not in v and "{'" not in v and "['" not in v
    return v is None or isinstance(v, (int, float, bool))


@pytest.mark.parametrize("path", SCEN, ids=[p.name for p in SCEN])
def test_event_parameters_are_plain_or_messages(path):
    s = Stepper(json.loads(path.read_text(encoding="utf-8"))).run_to_end()
    for _action, events, _game in s.steps:
        for e in events:
            assert all(_plain(v) for v in e.params.values()), (e.key, e.params)
            if e.type == "illegal":
                assert "(CR " in render(e.key, e.params, "en"), e.key
