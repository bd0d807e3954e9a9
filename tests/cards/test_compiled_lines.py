"""What each line compiled to (issue 21): `compiled` in GET /api/cards/<slug> and, per line, a
sentence in the reader's language saying what the engine does, on the API and the card page."""
import pytest

DOES = {"en": "Scry 1", "th": "สแครย (scry) 1", "ko": "점술 1"}


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_api_card_compiled_and_sentences(client, pool, lang):
    d = client.get("/api/cards/lim-duls-lantern", {"lang": lang}).json()
    assert d["compiled"]["abilities"][0]["effects"] == [{"do": "scry", "n": 1}]
    ln = d["lines"][0]
    assert ln["modelled"] and ln["compiled"]["abilities"][0]["cost"] == {"mana": "{1}", "tap": True}
    assert DOES[lang].lower() in ln["does"].lower()
    html = client.get(f"/{lang}/cards/lim-duls-lantern/").content.decode()
    assert 'class="line-explanations"' in html and ln["does"] in html


def test_api_spell_damage_sentence(client, pool):
    d = client.get("/api/cards/gale-sparrow").json()
    assert d["lines"][0]["does"] == "Has flying."
    d = client.get("/api/cards/lightning-bolt").json()   # a built-in card: its definition as played
    assert d["builtin"] and d["compiled"]["effects"] == [{"do": "damage", "amount": 3, "to": "target:0"}]


def test_describe_line_damage():
    from judge.engine.messages import render
    from judge.mtg.oracle import compile_card
    from judge.mtg.oracle.describe import describe_line
    r = compile_card({"name": "Bolt", "faces": [{"name": "Bolt", "mana_cost": "{R}", "types": ["instant"],
                                                   "text": "Bolt deals 3 damage to any target."}]})
    m = describe_line(r["lines"][0])
    assert render(m.key, m.params, "en") == "As the spell resolves: deals 3 damage to any target."


@pytest.mark.parametrize("lang,want", [("en", "you draw 2 card(s)"), ("th", "คุณจั่วการ์ด 2 ใบ"),
                                       ("ko", "당신은 카드 2장을 뽑습니다")])
def test_describe_you_takes_the_verb_without_s(lang, want):
    """The controller's draw/life sentences are their own messages ("you draw", never "you draws")."""
    from judge.engine.messages import render
    from judge.mtg.oracle import compile_card
    from judge.mtg.oracle.describe import describe_line
    r = compile_card({"name": "Think", "faces": [{"name": "Think", "mana_cost": "{U}", "types": ["sorcery"],
                                                    "text": "Draw two cards. You gain 2 life."}]})
    text = render(describe_line(r["lines"][0]).key, describe_line(r["lines"][0]).params, lang)
    assert want in text and "draws" not in text and "gains" not in text, text
