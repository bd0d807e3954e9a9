"""One vocabulary from rule page to engine to interface (issue 15).

- No Thai or Korean text (every .po msgstr, every engine and deck-checker message, every content page,
  the scenario library) uses a variant that terminology/<lang>.yaml marks wrong, except where the
  table's `allow` list names the text (quoting old wording on purpose).
- Every {placeholder} / %(name)s survives in every translation, no msgstr is empty or fuzzy, and
  Korean particles after a placeholder use the two-form spelling (이(가), 을(를), 은(는), (이)라는,
  (으)로 ...), since the value's last sound is unknown.
"""
import re
import string
from collections import Counter

import pytest

from terminology import (LANGS, ROOT, Text, all_texts, check, load_table, message_texts, po_entries,
                         po_files)


@pytest.fixture(scope="module")
def texts():
    return list(all_texts())


def test_tables_load_and_every_row_names_its_term():
    for lang in LANGS:
        table = load_table(lang)
        assert len(table["terms"]) >= 20, lang
        concepts = [t.concept for t in table["terms"]]
        assert len(concepts) == len(set(concepts)), f"{lang}: a concept is listed twice"
        for t in table["terms"]:
            for v in t.wrong:
                # a row must not mark its own term wrong
                assert not v.pattern.search(t.term) or t.term == "(none)", f"{lang}: {t.concept}"


def test_checker_reports_a_wrong_variant_and_honours_the_allow_list():
    found = check([Text("msg:x.demo", "th", "mtg", "ผู้เล่นเสียชีวิต 3"),
                   Text("msg:x.demo", "ko", "mtg", "대상 생물"),
                   Text("page:mtg.turn.main", "th", "mtg", "ถือ priority")])
    assert [(p.lang, p.variant) for p in found] == [("th", "เสียชีวิต"), ("ko", "대상")]


def test_every_text_kind_is_scanned(texts):
    kinds = Counter((t.where.split(":", 1)[0], t.lang) for t in texts)
    print("terminology: texts scanned:", dict(sorted(kinds.items())))
    for kind in ("po", "msg", "deck", "page"):
        for lang in LANGS:
            assert kinds[(kind, lang)] > 0, (kind, lang)


def test_no_variant_the_terminology_table_marks_wrong(texts):
    problems = check(texts)
    print(f"terminology: {len(texts)} texts, {len(problems)} wrong variants")
    assert not problems, f"{len(problems)} wrong variants (python -m terminology lists them):\n" + \
        "\n".join(str(p) for p in problems[:200])


# --- placeholders, empty strings, Korean particles -------------------------------------------------

_PO_PH = re.compile(r"%\(\w+\)[sdif]|%[sdif]|\{[^{}\s]*\}")


def _po_placeholders(s):
    return Counter(_PO_PH.findall(s.replace("%%", "")))


def _format_fields(s):
    return Counter(f for _lit, f, _spec, _conv in string.Formatter().parse(s) if f is not None)


def _engine_messages():
    """(where, {lang: text}) of every engine and deck-checker message."""
    by_where = {}
    for t in message_texts():
        by_where.setdefault(t.where, {})[t.lang] = t.text
    from judge.decks import messages as deck_messages
    from judge.engine.messages import CATALOGUE
    for key, texts in CATALOGUE.items():
        by_where.setdefault(f"msg:{key}", {})["en"] = texts.get("en", "")
    for key, texts in deck_messages.M.items():
        by_where.setdefault(f"deck:{key}", {})["en"] = texts.get("en", "")
    return by_where


def test_no_msgstr_is_empty_or_fuzzy():
    problems = []
    for po in po_files():
        if po.parts[-3] not in LANGS:
            continue
        for msgid, msgstr, flags, _ctx in po_entries(po):
            if msgid and (not msgstr.strip() or "fuzzy" in flags):
                problems.append(f"{po.relative_to(ROOT)}: {msgid!r}")
    assert not problems, "\n".join(problems)


def test_every_placeholder_survives_in_every_translation():
    problems = []
    for po in po_files():
        if po.parts[-3] not in LANGS:
            continue
        for msgid, msgstr, _flags, _ctx in po_entries(po):
            if msgid and msgstr and _po_placeholders(msgid) != _po_placeholders(msgstr):
                problems.append(f"{po.relative_to(ROOT)}: {msgid!r} -> {msgstr!r}")
    for where, texts in _engine_messages().items():
        want = _format_fields(texts.get("en", ""))
        for lang in LANGS:
            if not texts.get(lang):
                problems.append(f"{where}: no {lang} text")
            elif set(_format_fields(texts[lang])) != set(want):
                problems.append(f"{where} [{lang}]: fields {sorted(_format_fields(texts[lang]))} "
                                f"!= en {sorted(want)}")
    assert not problems, "\n".join(problems)


_PH = r"(?:\{[^{}\s]*\}|%\(\w+\)[sd]|%[sd])"
# after a value of unknown last sound: the single-form particle is wrong, the two-form one right
_BAD_PARTICLE = re.compile(
    _PH + r"(?:(?P<one>이|가|을|를|은|는|과|와)(?![(가-힣])"
    r"|(?P<two>으로|로|이라는|라는|이라고|라고|이나|이며|이고|이란|란)(?!\())")


def korean_particle_problems(text):
    return [text[max(0, m.start() - 15):m.end() + 10] for m in _BAD_PARTICLE.finditer(text)]


def test_particle_check_itself():
    assert korean_particle_problems("{player}가 졌습니다")
    assert korean_particle_problems("{skill}라는 스킬")
    assert korean_particle_problems("%(zone)s로 갑니다")
    assert not korean_particle_problems("{player}이(가) {card}을(를) {zone}(으)로, {x}(이)라는 {n}가지 {n}개")


def test_korean_particles_after_a_placeholder_use_the_two_form_spelling():
    problems = []
    for po in po_files():
        if po.parts[-3] != "ko":
            continue
        for msgid, msgstr, _flags, _ctx in po_entries(po):
            for bad in korean_particle_problems(msgstr):
                problems.append(f"{po.relative_to(ROOT)}: {msgid!r}: …{bad}…")
    for where, texts in _engine_messages().items():
        for bad in korean_particle_problems(texts.get("ko", "")):
            problems.append(f"{where}: …{bad}…")
    assert not problems, "\n".join(problems)


def test_deck_checker_translates_the_format_name_inside_a_sentence():
    from judge.decks import check
    ko = check("mtg", "4 Lightning Bolt", "limited", "ko")["errors"][0]["message"]
    assert "리미티드 덱은" in ko and "limited" not in ko
    assert "Limited deck" in check("mtg", "4 Lightning Bolt", "limited", "en")["errors"][0]["message"]


def _batchim(ch):
    o = ord(ch) - 0xAC00
    return 0 <= o <= 11171 and o % 28 != 0


_AFTER_BATCHIM = {"가": "이", "를": "을", "는": "은", "와": "과"}
_AFTER_VOWEL = {v: k for k, v in _AFTER_BATCHIM.items()}


def korean_term_particle_problems(text, words):
    """A table term followed by the particle form of the other last sound ("소환 후유증를")."""
    out = []
    for w in words:
        last = w[-1]
        for m in re.finditer(re.escape(w) + r"(이|가|을|를|은|는|과|와)(?![가-힣(])", text):
            if m.start() > 0 and re.match(r"[가-힣]", text[m.start() - 1]) and len(w) < 2:
                continue
            p = m.group(1)
            if (_batchim(last) and p in _AFTER_BATCHIM) or (not _batchim(last) and p in _AFTER_VOWEL):
                out.append(text[max(0, m.start() - 10):m.end() + 5])
    return out


def test_korean_particles_after_a_table_term_match_its_last_sound(texts):
    table = load_table("ko")
    words = sorted({t.term for t in table["terms"] if re.fullmatch(r"[가-힣]+(?: [가-힣]+)?", t.term)}
                   | {"안나", "방어자", "공격자", "소유자", "개체", "배틀", "은신", "레이어", "수비 플레이어",
                      "액티브 플레이어", "소환 후유증", "치사 피해", "추방 영역", "컨스트럭티드", "리미티드"})
    problems = [f"{t.where}: …{bad}…" for t in texts if t.lang == "ko"
                for bad in korean_term_particle_problems(t.text, words)]
    assert not problems, "\n".join(problems)


# --- issue 23: the checker reads meanings, and templates are checked too -----------------------------

def test_checker_catches_the_december_2_patterns_by_meaning():
    """The review's wordings are caught whatever the words in between (Thai ป้องกัน whose subject is
    the damage means prevent; Korean 막다 for block), and the prevent/stop senses are left alone."""
    wrong = [
        Text("msg:x", "th", "mtg", "{source}: ดาเมจการต่อสู้ทั้งหมดที่จะเกิดขึ้นในเทิร์นนี้ถูกป้องกัน (prevent)"),
        Text("msg:x", "th", "mtg", "ดาเมจ {amount} จาก {source} ถึง {target} ถูกโล่ป้องกัน ไป {prevented}"),
        Text("msg:x", "ko", "mtg", "공포(fear): 이 생물은 흑색 생물과 마법물체 생물만 막을 수 있습니다."),
        Text("msg:x", "ko", "mtg", "예: 돌진 5/5가 2/2에게 막히면 방어자에게 2점을 배정합니다."),
        Text("msg:x", "ko", "mtg", "아무 목표(생물, 플레이어, 플레인즈워커 또는 전투)"),
        Text("msg:mtg.target_word.battle", "ko", "mtg", "전투"),
        Text("msg:x", "ko", "mtg", "지속(persist): 죽으면 돌아옵니다."),
        Text("msg:x", "ko", "mtg", "{source}에게 시듦이 있으므로"),
        Text("po:x:In the judge tool", "ko", None, "판정 도구에서"),
        Text("msg:x", "th", "mtg", "เปิดใช้ mana ability ของ {card}"),
        Text("msg:x", "th", "mtg", "ต้องโจมตีฝ่ายตรงข้าม"),
    ]
    for t in wrong:
        assert check([t]), f"not caught: {t.text}"
    fine = [
        Text("msg:x", "th", "mtg", "{card} ถูกป้องกันแต่ผู้ป้องกันไม่อยู่แล้ว จึงไม่สร้างดาเมจการต่อสู้"),
        Text("msg:x", "th", "mtg", "ผู้โจมตีที่ไม่ถูกป้องกันสร้างดาเมจให้ผู้เล่น"),
        Text("msg:x", "th", "mtg", "ดาเมจการต่อสู้ทั้งหมดถูกยับยั้ง (prevent)"),
        Text("msg:x", "ko", "mtg", "희생은 파괴가 아니므로 무적이나 재생으로 막을 수 없습니다."),
        Text("msg:x", "ko", "mtg", "방지 효과는 피해가 입혀지지 않게 막습니다."),
        Text("msg:x", "ko", "mtg", "흑색 생물이나 마법물체 생물만 이 생물을 방어할 수 있습니다."),
        Text("msg:x", "ko", "mtg", "그 플레인즈워커나 배틀이 전투에서 제외되었다면"),
        Text("msg:x", "ko", "mtg", "지속물이 전장을 떠나면 지속 효과는 끝납니다."),
    ]
    for t in fine:
        assert not check([t]), f"false alarm: {t.text}: {check([t])}"


def test_templates_translate_every_visible_text():
    """Visible text written straight into a template (outside {% translate %}) reaches no translator
    and no terminology row: the Thai and Korean pages showed "Magic: The Gathering" in English. Only
    the names kept in every language on purpose (terminology.TEMPLATE_KEEP, with the reason) may stay."""
    from terminology import TEMPLATE_KEEP, template_strings, untranslated_template_strings
    found = template_strings()
    assert any(s == "Born from Blood" for _p, s in found)       # the scanner sees template text
    assert not any("Magic: The Gathering" in s for _p, s in found)
    bad = untranslated_template_strings()
    assert not bad, "translate these template strings ({% translate %}), or add them to " \
        "terminology.TEMPLATE_KEEP with the reason:\n" + "\n".join(f"  {p}: {s!r}" for p, s in bad)
    assert all(why for why in TEMPLATE_KEEP.values())


def test_template_scanner_reports_hard_coded_text(tmp_path):
    from terminology import untranslated_template_strings
    d = tmp_path / "app" / "templates" / "app"
    d.mkdir(parents=True)
    (d / "x.html").write_text('{% load i18n %}<h2>Magic: The Gathering</h2><p>{% translate "Fine" %}</p>'
                              '<input placeholder="Search cards">{# a comment #}', encoding="utf-8")
    assert untranslated_template_strings(tmp_path) == [("app/templates/app/x.html", "Magic: The Gathering"),
                                                        ("app/templates/app/x.html", "Search cards")]
