"""Born from Blood explanations say what the rules say (issue 17): "up to its HP" in every language,
only a Pray answers an attack (attacks happen in the Combat Phase, Skill cards only in a Main Phase),
English articles and plurals are right for every slot, and a play or a mulligan reads naturally."""
import re

import pytest

import judge.bfb  # noqa: F401  (registers the catalogue)
from judge.engine import messages, run

SAMPLE = {"player": "A", "card": "Spear Runner", "cards": ["X", "Y"], "players": ["A", "B"], "n": 2, "hand": 7,
          "amount": 3, "excess": 3, "hp": 4, "total": 5, "damage": 7, "cost": 2, "before": 1, "turn": 1,
          "skill": "Lance", "character": "Tide Oracle", "source": "Spear Runner", "what": "Lance",
          "zone": "Mercenary", "kind": "Mercenary", "phase": "Main Phase", "opponent": "B", "block": 1,
          "taken": 2, "limit": 8, "given": 1, "winner": "A", "split": ["3 to X"], "slots": 2}


def _bfb_keys():
    return sorted(k for k in messages.CATALOGUE if k.startswith("bfb."))


@pytest.mark.parametrize("lang", messages.LANGS)
def test_every_message_renders_without_leftovers(lang):
    for key in _bfb_keys():
        text = messages.render(key, SAMPLE, lang)
        assert "{" not in text and "Msg(" not in text and "bfb." not in text, (key, text)


def test_english_articles_and_plurals():
    for key in _bfb_keys():
        text = messages.render(key, SAMPLE, "en")
        assert not re.search(r"\ba (Artifact|Item|Skill slot is)\b", text), (key, text)
        assert "slot(s)" not in text and "all 1 " not in text, (key, text)


def test_default_split_is_up_to_its_hp_in_every_language():
    for key in ("bfb.split.default", "bfb.split.default_pierce"):
        en, th, ko = (messages.CATALOGUE[key][lang] for lang in messages.LANGS)
        assert "up to its HP" in en
        assert "ได้ไม่เกิน HP" in th and "เท่ากับ HP" not in th
        assert "HP까지" in ko and "HP만큼" not in ko


def test_only_a_pray_answers_an_attack():
    texts = messages.CATALOGUE["bfb.attack.may_respond"]
    assert "Pray" in texts["en"] and "Skill or Pray" not in texts["en"]
    assert "Skill หรือ Pray" not in texts["th"] and "Skill 또는 Pray" not in texts["ko"]


def _doc(actions, hand):
    player = lambda pid, **kw: {"id": pid, "n": 5, "deck": 10, "hand": [], "discard": [],  # noqa: E731
                                "character": {"id": f"hero{pid}", "name": pid, "hp": 20},
                                "field": {"mercenary": [], "artifact": [], "skill": [], "item": []}, **kw}
    return {"format": "judge-scenario/1", "game": "bfb",
            "state": {"turn": 2, "active": "A", "phase": "main", "players": [player("A", hand=hand), player("B")]},
            "actions": actions}


@pytest.mark.parametrize("zone", ["mercenary", "artifact", "item"])
def test_each_zone_play_has_its_own_sentence(zone):
    doc = _doc([{"type": "play", "card": "c1", "zone": zone}], [{"id": "c1", "name": "Card One", "cost": 1, "hp": 2}])
    out = run(doc, "en")
    moves = [e for e in out["steps"][1]["events"] if e["type"] == "move"]
    assert moves and moves[0]["key"] == f"bfb.play.enters.{zone}"
    assert "Card One" in moves[0]["text"] and " a Artifact" not in moves[0]["text"]


def test_slot_full_messages_name_the_number_in_words():
    doc = _doc([{"type": "play", "card": "i2", "zone": "item"}],
               [{"id": "i2", "name": "Second Charm", "cost": 0}])
    doc["state"]["players"][0]["field"]["item"] = [{"id": "i1", "name": "First Charm"}]
    out = run(doc, "en")
    ev = out["steps"][1]["events"][0]
    assert ev["type"] == "illegal" and ev["rule"] == "bfb.zones"
    assert "the only Item slot is already taken" in ev["text"]
    a = out["final"]["players"][0]
    assert [c["name"] for c in a["hand"]] == ["Second Charm"] and a["n"] == 5
    assert [c["name"] for c in a["field"]["item"]] == ["First Charm"]
