"""Deck check against a registered decklist (issue #26): compare the list a player registered with the
deck they present and say which tournament infraction it is, the penalty at Competitive REL and the
fix at each REL (pure Python, no Django).

- The registered list itself breaks the format (too few cards, more than four copies, a sideboard over
  fifteen...): Decklist Problem (IPG 3.4, Game Loss): the list is corrected to the deck played.
- The list is legal and the deck differs from it: Deck Problem (IPG 3.5, Warning), upgraded to a Game
  Loss when the deck has fewer cards than registered (or the sideboard more) before sideboarding, or
  fewer than the format's minimum (or a sideboard over the maximum) after sideboarding, found while
  the deck is presented or checked. At Regular REL (JAR): the deck is fixed, no penalty.
Versions followed: content/policy/documents.yaml (IPG and JAR of 2024-09-23, MTR of 2025-11-10)."""
from __future__ import annotations

from langs import supported

from . import (_COUNT_NAME, _MTG_HEADERS_ALL, _MTG_SET_SUFFIX, MAX_SIDEBOARD, MTG_FORMATS, _header, _lines, _norm,
               _Result, check_mtg)


M = {
    "ok": {"en": "The deck matches the registered decklist: no infraction.",
           "th": "เด็คตรงกับเด็คลิสต์ที่ลงทะเบียน ไม่มีความผิด",
           "ko": "덱이 등록한 덱리스트와 같습니다. 위반이 없습니다."},
    "decklist_problem": {
        "en": "Decklist Problem (IPG 3.4): the registered list itself is not legal ({problems}). Penalty at Competitive REL: Game Loss; the list is corrected to match the deck actually played.",
        "th": "Decklist Problem (IPG 3.4): เด็คลิสต์ที่ลงทะเบียนผิดกฎเอง ({problems}) บทลงโทษระดับ Competitive: Game Loss และแก้ลิสต์ให้ตรงกับเด็คที่เล่นจริง",
        "ko": "덱리스트 문제(IPG 3.4): 등록한 리스트 자체가 규칙에 맞지 않습니다({problems}). 경쟁 REL 페널티: 게임 패배. 리스트를 실제로 쓰는 덱에 맞게 고칩니다."},
    "deck_problem": {
        "en": "Deck Problem (IPG 3.5): the deck does not match the legal registered list. Penalty at Competitive REL: {penalty}.",
        "th": "Deck Problem (IPG 3.5): เด็คไม่ตรงกับเด็คลิสต์ที่ลงทะเบียนซึ่งถูกกฎ บทลงโทษระดับ Competitive: {penalty}",
        "ko": "덱 문제(IPG 3.5): 덱이 합법적인 등록 덱리스트와 다릅니다. 경쟁 REL 페널티: {penalty}."},
    "warning": {"en": "Warning", "th": "Warning", "ko": "경고"},
    "game_loss": {"en": "Game Loss", "th": "Game Loss", "ko": "게임 패배"},
    "upgrade_short": {
        "en": "upgraded to a Game Loss: before sideboarding the deck has {deck} cards, fewer than the {registered} registered (or the sideboard more than registered)",
        "th": "เพิ่มเป็น Game Loss: ก่อนไซด์ เด็คมี {deck} ใบ น้อยกว่าที่ลงทะเบียน {registered} ใบ (หรือไซด์บอร์ดมากกว่าที่ลงทะเบียน)",
        "ko": "게임 패배로 상향: 사이드보딩 전 덱이 {deck}장으로 등록한 {registered}장보다 적습니다(또는 사이드보드가 등록보다 많음)"},
    "upgrade_minimum": {
        "en": "upgraded to a Game Loss: after sideboarding the deck has {deck} cards, under the format's minimum of {minimum} (or a sideboard over {max})",
        "th": "เพิ่มเป็น Game Loss: หลังไซด์ เด็คมี {deck} ใบ ต่ำกว่าขั้นต่ำของฟอร์แมต {minimum} ใบ (หรือไซด์บอร์ดเกิน {max} ใบ)",
        "ko": "게임 패배로 상향: 사이드보딩 뒤 덱이 {deck}장으로 포맷 최소 {minimum}장보다 적습니다(또는 사이드보드가 {max}장 초과)"},
    "extra": {"en": "In the deck but not registered in the main deck: {n} {name}.",
              "th": "อยู่ในเด็คแต่ไม่ได้ลงทะเบียนในเด็คหลัก: {name} {n} ใบ",
              "ko": "덱에 있지만 메인 덱에 등록되지 않음: {name} {n}장."},
    "missing": {"en": "Registered in the main deck but not in the deck: {n} {name}.",
                "th": "ลงทะเบียนในเด็คหลักแต่ไม่อยู่ในเด็ค: {name} {n} ใบ",
                "ko": "메인 덱에 등록했지만 덱에 없음: {name} {n}장."},
    "side_diff": {"en": "Sideboard: {n} {name} registered, {m} presented.",
                  "th": "ไซด์บอร์ด: {name} ลงทะเบียน {n} ใบ ยื่นมา {m} ใบ",
                  "ko": "사이드보드: {name} 등록 {n}장, 제시 {m}장."},
    "fix_regular": {
        "en": "Fix at Regular REL (JAR): take out the cards that should not be in the deck, put back the missing ones (basic lands of the player's choice if the deck is short), shuffle. No penalty.",
        "th": "วิธีแก้ระดับ Regular (JAR): เอาการ์ดที่ไม่ควรอยู่ออก ใส่การ์ดที่หายกลับ (ถ้าเด็คขาดให้เติมแลนด์พื้นฐานตามที่ผู้เล่นเลือก) แล้วสับ ไม่มีบทลงโทษ",
        "ko": "일반 REL 조치(JAR): 있으면 안 될 카드를 빼고 빠진 카드를 넣은 뒤(덱이 모자라면 플레이어가 고른 기본 대지) 섞습니다. 페널티는 없습니다."},
    "fix_competitive_deck": {
        "en": "Fix at Competitive REL (IPG 3.5): the deck is restored to the registered list; if a game is under way the opponent chooses when, and which missing card replaces each wrong one; missing main-deck cards that cannot be found make it a Decklist Problem instead.",
        "th": "วิธีแก้ระดับ Competitive (IPG 3.5): ทำให้เด็คตรงกับลิสต์ที่ลงทะเบียน ถ้าเกมกำลังเล่นอยู่ คู่แข่งเลือกจังหวะและเลือกว่าการ์ดที่หายใบไหนแทนการ์ดผิดใบไหน ถ้าหาการ์ดเด็คหลักที่หายไม่เจอ จะเป็น Decklist Problem แทน",
        "ko": "경쟁 REL 조치(IPG 3.5): 덱을 등록한 리스트대로 되돌립니다. 게임 중이라면 시점과 어느 빠진 카드가 어느 잘못된 카드를 대신할지 상대가 정합니다. 빠진 메인 덱 카드를 찾지 못하면 대신 덱리스트 문제입니다."},
    "fix_competitive_list": {
        "en": "Fix at Competitive REL (IPG 3.4): illegal cards are removed from the list and the list is changed to the deck played; if the deck is then short, the player adds basic lands of their choice.",
        "th": "วิธีแก้ระดับ Competitive (IPG 3.4): เอาการ์ดผิดกฎออกจากลิสต์และแก้ลิสต์ให้ตรงกับเด็คที่เล่น ถ้าเด็คขาด ผู้เล่นเติมแลนด์พื้นฐานตามที่เลือก",
        "ko": "경쟁 REL 조치(IPG 3.4): 리스트에서 불법 카드를 빼고 실제 덱에 맞게 고칩니다. 그 결과 덱이 모자라면 플레이어가 고른 기본 대지를 더합니다."},
    "fix_regular_list": {
        "en": "At Regular REL decklists are optional (MTR 2.7) and the JAR gives no penalty: correct the list.",
        "th": "ระดับ Regular เด็คลิสต์ไม่บังคับ (MTR 2.7) และ JAR ไม่มีบทลงโทษ: แก้ลิสต์",
        "ko": "일반 REL에서 덱리스트는 선택 사항이며(MTR 2.7) JAR에는 페널티가 없습니다. 리스트를 고치세요."},
    "bad_list": {"en": "The {which} cannot be read: {problems}",
                 "th": "อ่าน{which}ไม่ได้: {problems}",
                 "ko": "{which}을(를) 읽을 수 없습니다: {problems}"},
    "registered": {"en": "registered list", "th": "เด็คลิสต์ที่ลงทะเบียน", "ko": "등록한 덱리스트"},
    "presented": {"en": "presented deck", "th": "เด็คที่ยื่นมา", "ko": "제시한 덱"},
}


def _t(key, lang, **params):
    texts = M[key]
    return (texts.get(lang) or texts["en"]).format(**params)


def _parse(text, lang):
    """{key: [shown, main, side]}, main total, side total; or (None, problems) when unreadable."""
    res = _Result(lang)
    lines = _lines(text, res)
    if lines is None:
        return None, [e["message"] for e in res.errors]
    section = "main"
    cards: dict[str, list] = {}
    main = side = 0
    problems = []
    for i, line in lines:
        sec = _header(line, _MTG_HEADERS_ALL)
        if sec:
            section = "main" if sec == "commander" else sec
            continue
        this = section
        if line[:3].upper() == "SB:":
            this, line = "side", line[3:].strip()
        m = _COUNT_NAME.match(line)
        if not m or int(m.group("count")) < 1:
            problems.append(f"{i}: {line[:60]}")
            continue
        n = int(m.group("count"))
        name = _MTG_SET_SUFFIX.sub("", m.group("rest")).strip()
        entry = cards.setdefault(_norm(name), [name, 0, 0])
        if this == "side":
            entry[2] += n
            side += n
        else:
            entry[1] += n
            main += n
    if problems:
        return None, problems
    return (cards, main, side), []


def compare_mtg(registered: str, presented: str, fmt: str = "constructed", lang: str = "en",
                sideboarded: bool = False) -> dict:
    """{"ok", "malformed", "infraction": None|"deck_problem"|"decklist_problem", "penalty":
    None|"warning"|"game_loss", "messages": [...], "differences": [...], "fix": {"regular", "competitive"},
    "policy": ["ipg:3.5", ...]}."""
    lang = supported(lang)
    out = {"ok": False, "malformed": False, "infraction": None, "penalty": None, "messages": [],
           "differences": [], "fix": {}, "policy": []}
    if fmt not in MTG_FORMATS or fmt == "commander":
        out["malformed"] = True
        out["messages"].append(f'"format" must be one of: {", ".join(f for f in MTG_FORMATS if f != "commander")}')
        return out
    reg, reg_problems = _parse(registered, lang)
    dec, dec_problems = _parse(presented, lang)
    for which, problems in (("registered", reg_problems), ("presented", dec_problems)):
        if problems:
            out["malformed"] = True
            out["messages"].append(_t("bad_list", lang, which=_t(which, lang), problems="; ".join(problems[:5])))
    if out["malformed"]:
        return out
    rcards, rmain, rside = reg
    dcards, dmain, dside = dec
    listed = check_mtg(registered, fmt, lang)
    if listed["errors"]:
        out.update(infraction="decklist_problem", penalty="game_loss", policy=["ipg:3.4", "jar:decklist-problem"])
        out["messages"].append(_t("decklist_problem", lang, problems="; ".join(e["message"] for e in listed["errors"][:5])))
        out["fix"] = {"competitive": _t("fix_competitive_list", lang), "regular": _t("fix_regular_list", lang)}
        return out
    for key in sorted(set(rcards) | set(dcards)):
        shown = (dcards.get(key) or rcards.get(key))[0]
        rm, rs = (rcards.get(key) or [shown, 0, 0])[1:]
        dm, ds = (dcards.get(key) or [shown, 0, 0])[1:]
        if dm > rm and not sideboarded:
            out["differences"].append(_t("extra", lang, n=dm - rm, name=shown))
        if dm < rm and not sideboarded:
            out["differences"].append(_t("missing", lang, n=rm - dm, name=shown))
        if sideboarded and dm + ds != rm + rs:
            out["differences"].append(_t("side_diff", lang, n=rm + rs, m=dm + ds, name=shown))
        if not sideboarded and ds != rs:
            out["differences"].append(_t("side_diff", lang, n=rs, m=ds, name=shown))
    minimum = MTG_FORMATS[fmt]
    if sideboarded and (dmain < minimum or (fmt != "limited" and dside > MAX_SIDEBOARD)):
        out["differences"].append(_t("upgrade_minimum", lang, deck=dmain, minimum=minimum, max=MAX_SIDEBOARD))
    if not out["differences"]:
        out["ok"] = True
        out["messages"].append(_t("ok", lang))
        return out
    penalty, why = "warning", ""
    if not sideboarded and (dmain < rmain or dside > rside):
        penalty, why = "game_loss", _t("upgrade_short", lang, deck=dmain, registered=rmain)
    elif sideboarded and (dmain < minimum or (fmt != "limited" and dside > MAX_SIDEBOARD)):
        penalty, why = "game_loss", _t("upgrade_minimum", lang, deck=dmain, minimum=minimum, max=MAX_SIDEBOARD)
    label = _t(penalty, lang) + (f" ({why})" if why else "")
    out.update(infraction="deck_problem", penalty=penalty, policy=["ipg:3.5", "jar:deck-problem"])
    out["messages"].append(_t("deck_problem", lang, penalty=label))
    out["fix"] = {"competitive": _t("fix_competitive_deck", lang), "regular": _t("fix_regular", lang)}
    return out
