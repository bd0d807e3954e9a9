"""The Oracle compiler: its contract (shape, never raises, a line is wholly compiled or not
modelled), the grammar on made-up cards written for these tests, and property tests over every
card of the shared card file (skipped without it)."""
import time


from judge.mtg.oracle import COMPILER_VERSION, compile_card
from judge.mtg.oracle.scenario import entry
from judge.mtg.validate import V


def card(name, text, types=("creature",), subtypes=(), power="2", toughness="2", keywords=(), layout="normal",
         **face):
    f = {"name": name, "mana_cost": "{1}{G}", "mana_value": 2, "type_line": " ".join(types),
         "types": list(types), "subtypes": list(subtypes), "supertypes": [], "colors": ["G"],
         "power": power if "creature" in types else None, "toughness": toughness if "creature" in types else None,
         "loyalty": None, "keywords": list(keywords), "text": text}
    f.update(face)
    return {"name": name, "layout": layout, "faces": [f]}


def problems(c, r):
    v = V()
    v.card_fields(entry(c, r), "card", permanent="kind" not in entry(c, r))
    return [f"{p.path}: {p.message}" for p in v.problems]


def test_shape_and_vanilla():
    r = compile_card(card("Plain Bear", ""))
    assert r == {"status": "full", "definition": {}, "lines": [], "version": COMPILER_VERSION}


def test_keyword_lines_reminder_text_and_own_name():
    r = compile_card(card("Sky Test", "Flying\nVigilance (Attacking doesn't cause this creature to tap.)\n"
                                      "First strike, protection from red\nWard {2}"))
    assert r["status"] == "full"
    assert r["definition"]["keywords"] == ["flying", "vigilance", "first strike", "protection from red", "ward {2}"]
    assert all(ln["modelled"] and ln["reason"] is None for ln in r["lines"])


def test_unknown_keyword_is_not_modelled_with_its_reason():
    r = compile_card(card("Odd Test", "Flying\nBanding", keywords=["Flying", "Banding"]))
    assert r["status"] == "partial"
    assert r["definition"] == {"keywords": ["flying"]}
    assert r["lines"][1] == {"text": "Banding", "modelled": False, "reason": 'keyword "banding" is not in the engine'}


def test_no_line_modelled_is_none():
    r = compile_card(card("Riddle Test", "Whenever a riddle is told, you win."))
    assert r["status"] == "none" and r["definition"] == {}
    assert not r["lines"][0]["modelled"] and r["lines"][0]["reason"]


def test_spell_with_a_target_uses_its_own_name():
    r = compile_card(card("Zap Test", "Zap Test deals 3 damage to any target.", types=["instant"]))
    assert r["status"] == "full"
    assert r["definition"] == {"target": ["any"], "effects": [{"do": "damage", "amount": 3, "to": "target:0"}]}


def test_a_failed_line_leaves_nothing_behind():
    # the second line starts like a damage effect with a target but is not in the grammar: its
    # target must not stay in the spell's target list
    r = compile_card(card("Half Test", "Draw a card.\nHalf Test deals 2 damage to target creature unless you pay 1.",
                          types=["sorcery"]))
    assert r["status"] == "partial"
    assert r["definition"] == {"effects": [{"do": "draw", "n": 1, "to": "controller"}]}


def test_never_raises_on_bad_input():
    for bad in ({}, {"faces": None}, {"faces": [{"text": 5}]}, {"faces": [{"types": None, "text": "Flying"}]},
                {"name": None, "faces": [{"name": None, "text": "(((", "types": ["creature"]}]}):
        r = compile_card(bad)
        assert r["status"] in ("full", "partial", "none") and r["version"] == COMPILER_VERSION


def test_other_faces_are_not_modelled():
    c = card("Front // Back", "Flying", layout="adventure")
    c["faces"].append(dict(c["faces"][0], name="Back", text="Trample"))
    r = compile_card(c)
    assert r["status"] == "partial"
    assert r["lines"][1]["reason"] == "only the front face is modelled"


def test_a_transforming_card_compiles_both_faces():
    """712.2, 712.8e: the back face's printed values and text under definition.back; "transform ~"."""
    c = card("Front // Back", "Flying\n{2}: Transform this creature.", layout="transform")
    c["faces"][0].update(name="Front", color_identity=["G"])
    c["faces"].append(dict(c["faces"][0], name="Back", text="Trample", power="5", toughness="5"))
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    d = r["definition"]
    assert d["face_name"] == "Front" and d["back"]["face_name"] == "Back" and d["back"]["keywords"] == ["trample"]
    assert d["back"]["power"] == 5 and d["abilities"][0]["effects"] == [{"do": "transform", "of": "self"}]
    alone = compile_card(card("Back", "Trample", layout="transform"))
    assert alone["status"] != "full" and "played as its card" in alone["reason"]


def test_a_reversible_card_with_one_name_is_that_card():
    """A reversible card "A // A" (the same card on both sides): one name, one Oracle text, so it
    plays as that card; a reversible card with two different cards stays not modelled."""
    c = card("Grove // Grove", "Flying", layout="reversible_card")
    c["faces"][0]["name"] = "Grove"
    r = compile_card(c)
    assert r["status"] == "full", r["lines"]
    two = card("Regent // Coil // Regent // Coil", "Flying", layout="reversible_card")
    two["faces"][0]["name"] = "Regent"
    r2 = compile_card(two)
    assert r2["status"] == "partial" and "reversible_card" in r2["reason"]
    other = card("Grove // Grove", "Flying", layout="reversible_card")
    other["faces"][0]["name"] = "Grove"
    other["faces"].append(dict(other["faces"][0], text="Trample"))   # two texts: not one card
    assert compile_card(other)["status"] == "partial"


def test_a_back_face_kept_apart_joins_its_card_and_its_entry_is_that_card():
    """The subset keeps a transforming card's back face as an entry of its own (layout transform, no
    side): the card "A // B" gets it as side b, and the entry "B" is the whole card, front face first."""
    from judge.mtg.oracle.atomic import back_index, card_from_atomic, faces_of_entry
    front = {"name": "Day Guard // Night Beast", "faceName": "Day Guard", "side": "a", "layout": "transform",
             "types": ["Creature"], "text": "{2}: Transform this creature.", "power": "1", "toughness": "1",
             "manaCost": "{G}", "colors": ["G"], "colorIdentity": ["G"]}
    back = {"name": "Night Beast", "layout": "transform", "types": ["Creature"], "text": "Trample",
            "power": "4", "toughness": "4", "colors": ["G"], "colorIdentity": ["G"]}
    data = {"Day Guard // Night Beast": [front], "Night Beast": [back], "Other": [dict(back, name="Other")]}
    backs = back_index(data)
    assert backs == {"Night Beast": "Day Guard // Night Beast"}
    for name in ("Day Guard // Night Beast", "Night Beast"):
        c = card_from_atomic(name, faces_of_entry(data, name, data[name], backs))
        assert [f["name"] for f in c["faces"]] == ["Day Guard", "Night Beast"]
        r = compile_card(c)
        assert r["status"] == "full" and r["definition"]["back"]["face_name"] == "Night Beast", r["lines"]
    assert len(faces_of_entry(data, "Other", data["Other"], backs)) == 1


def test_a_creature_type_with_an_irregular_plural():
    """"Werewolves / Elves / Dwarves you control ..." (613.1f, 613.4c): the plural -ves of a type in -f."""
    for text, sub in (("Werewolves you control have menace.", "Werewolf"), ("Other Elves you control get +1/+1.", "Elf"),
                      ("Other Dwarves you control get +1/+0.", "Dwarf")):
        r = compile_card(card("X", text))
        assert r["status"] == "full" and r["definition"]["static"][0]["subtype"] == sub, r["lines"]
    assert compile_card(card("X", "Knives you control have haste."))["status"] != "full"


def test_a_creature_that_must_be_blocked_if_able():
    """"This creature must be blocked if able." (509.1c): the engine's blocking requirement on itself."""
    r = compile_card(card("X", "This creature must be blocked if able."))
    assert r["status"] == "full" and r["definition"]["keywords"] == ["must be blocked if able"], r["lines"]
    assert compile_card(card("X", "This creature must be blocked if able.", types=("artifact",)))["status"] != "full"


# ------------------------------------------------------------------ the whole shared card file
def test_every_card_compiles_and_full_ones_validate(atomic_cards):
    t0 = time.perf_counter()
    results = [compile_card(c) for c in atomic_cards]
    dt = time.perf_counter() - t0
    assert len(results) == len(atomic_cards) >= 35000
    bad = []
    for c, r in zip(atomic_cards, results):
        assert r["status"] in ("full", "partial", "none")
        assert len(r["lines"]) >= len([x for x in (c["faces"][0].get("text") or "").split("\n") if x.strip()])
        assert all(ln["modelled"] or ln["reason"] for ln in r["lines"])
        assert not any(str(ln["reason"]).startswith("compiler error") for ln in r["lines"]), c["name"]
        if r["status"] == "full":
            p = problems(c, r)
            if p:
                bad.append((c["name"], p))
    assert not bad, bad[:10]
    assert dt / len(atomic_cards) < 0.0015, f"{dt:.1f} s for {len(atomic_cards)} cards"


def test_every_modelled_line_has_an_explanation_in_three_languages():
    import judge.mtg  # noqa: F401  (registers the messages)
    from judge.engine.messages import render
    from judge.mtg.oracle import explain_line
    from judge.mtg.oracle.explain import RULES
    r = compile_card(card("Many Test", "Flying\nWhen Many Test enters, draw a card.\n{T}: Add {G}.\n"
                                       "{1}: Many Test gets +1/+1 until end of turn.\nMany Test can't block."))
    assert [ln["ability"] for ln in r["lines"]] == ["keyword", "triggered", "mana", "activated", "static"]
    for kind, rule in RULES.items():
        for lang in ("en", "th", "ko"):
            text = render("mtg.oracle.line." + kind, {"rule": rule}, lang)
            assert f"CR {rule}" in text and "{" not in text, (kind, lang, text)
    m = explain_line(r["lines"][1])
    assert m.key == "mtg.oracle.line.triggered" and m.params == {"rule": "603.1"}
    assert explain_line({"text": "x", "modelled": False, "reason": "no"}) is None
