"""Every per-rule explanation file exists in en, th and ko with the same rules, and every CR rule a
compiled card can cite has an explanation in the three languages (issue 23). The engine's and the
pages' citations are checked in tests/content/test_cr_explanations.py; this adds what the Oracle
compiler cites for real cards (a line's rule, and every CR number its explanation names)."""
import re

import pytest

from content import cited, explanations
from judge.engine.messages import render
from judge.mtg.oracle import compile_card
from judge.mtg.oracle.atomic import read_atomic
from judge.mtg.oracle.explain import RULES, explain_line

from tests.conftest import CARDS_FIXTURE, SHARED

LANGS = ("en", "th", "ko")
CR_IN_TEXT = re.compile(r"\bCR\s+((?:\d{3}(?:\.\d+[a-z]?)?)(?:\s*,\s*\d{3}(?:\.\d+[a-z]?)?)*)")


def test_every_explanation_file_exists_in_all_three_languages():
    base = explanations.EXPLANATIONS_DIR
    files = {lang: sorted(p.name for p in (base / lang).glob("*.md")) for lang in LANGS}
    assert files["en"], "no explanation files"
    for lang in ("th", "ko"):
        assert files[lang] == files["en"], (lang, sorted(set(files["en"]) ^ set(files[lang])))
    have = explanations.read_all()
    one_sided = explanations.one_sided(have)
    assert not one_sided, f"rules explained in some languages only: {one_sided}"
    by_file = {}
    for number, by_lang in have.items():
        assert set(by_lang) == set(LANGS), (number, sorted(by_lang))
        by_file.setdefault(number.split(".")[0] + ".md", set()).add(number)
    assert set(by_file) == set(files["en"]), "a file with no rule in it"
    print(f"\n{len(files['en'])} explanation files, {len(have)} rules, each in en, th and ko")


def _cited_numbers(text: str) -> set[str]:
    out = set()
    for m in CR_IN_TEXT.finditer(text):
        out.update(n.strip().lower() for n in m.group(1).split(","))
    return out


_RENDERED: dict = {}


def _compiled_citations(cards) -> dict[str, set[str]]:
    """{rule: {card names}} for every rule a compiled line cites, directly or in its explanation."""
    out: dict[str, set[str]] = {}
    for card in cards:
        result = compile_card(card)
        for line in result["lines"]:
            msg = explain_line(line)
            if msg is None:
                continue
            numbers = {str(line.get("rule") or RULES.get(line["ability"], "")).lower()}
            key = (msg.key, tuple(sorted(msg.params.items())))
            if key not in _RENDERED:
                _RENDERED[key] = set().union(*(_cited_numbers(render(msg.key, msg.params, lang)) for lang in LANGS))
            numbers |= _RENDERED[key]
            for n in numbers - {""}:
                out.setdefault(n, set()).add(card["name"])
    return out


def _cards():
    cards = read_atomic(CARDS_FIXTURE)
    subset = SHARED / "data" / "cards" / "AtomicCards-subset.json.gz"   # 35,033 cards when present
    if subset.exists():
        cards += read_atomic(subset)
    return cards


def test_every_rule_a_compiled_card_cites_is_explained():
    cards = _cards()
    compiled = _compiled_citations(cards)
    assert compiled, "no card compiled a line"
    assert set(RULES.values()) <= set(compiled) | set(RULES.values())
    have = explanations.read_all()
    wanted = {n: {"compiled"} for n in compiled} | {n: {"kind"} for n in RULES.values()}
    gaps = explanations.missing(wanted, have)
    print(f"\n{len(cards)} cards compiled; {len(compiled)} rules cited by their lines; all explained: {not gaps}")
    assert not gaps, "rules a compiled card cites without an explanation:\n" + "\n".join(
        f"  {n}: {' '.join(langs)} (e.g. {sorted(compiled.get(n, {'a line kind'}))[:3]})" for n, langs in gaps.items())


def test_compiled_citations_are_part_of_the_cited_set():
    """content.cited (what `python -m content.cited` and the main test require) already holds every
    rule the compiler can cite, because the compiler's rules are constants in judge/mtg."""
    engine = cited.engine_numbers()
    assert set(RULES.values()) <= set(engine)


@pytest.mark.parametrize("text,numbers", [
    ("… (CR 702.19b)", {"702.19b"}), ("(CR 615.1a, 615.6)", {"615.1a", "615.6"}), ("(CR {rule})", set()),
])
def test_citation_reader(text, numbers):
    assert _cited_numbers(text) == numbers
