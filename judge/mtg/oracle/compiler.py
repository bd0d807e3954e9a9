"""compile_card: the lines of a card through the grammar, merged into one definition."""
from __future__ import annotations

import re

from functools import lru_cache

from ..mana import CostError, parse_cost
from . import explain as X
from . import grammar as G
from . import quoted as Q
from .text import normalise, self_names

COMPILER_VERSION = 66

# card types the engine can put on the battlefield or the stack
ENGINE_TYPES = {"creature", "artifact", "enchantment", "land", "planeswalker", "battle", "instant", "sorcery", "kindred"}
# layouts with one face the engine plays; others (split, transform, adventure...) have more faces
SINGLE_FACE = {"normal", "leveler", "class", "saga", "case", "mutate", "prototype", "augment", "host",
               "token", "emblem"}
KINDS = ("creature", "instant", "sorcery", "artifact", "enchantment", "land", "planeswalker")
_LIST_KEYS = ("keywords", "abilities", "triggers", "static", "enters_with", "replacements")


def _lines_of(face):
    t = face.get("text")
    if not isinstance(t, str) or not t.strip():
        return []
    return [x for x in t.split("\n") if x.strip()]


def _merge(defn, parts):
    for k, v in parts.items():
        if k.startswith("_"):
            continue
        if k in _LIST_KEYS:
            lst = defn.setdefault(k, [])
            for x in v:
                if k != "keywords" or x not in lst:
                    lst.append(x)
        elif k == "effects":
            defn.setdefault("effects", []).extend(v)
        elif k == "target":
            defn[k] = list(v)
        else:
            if k == "cycling" and k in defn:   # cycling and a typecycling (702.29e): one `cycling` per card
                G.nm("two cycling costs")
            if k in defn and defn[k] != v:
                G.nm(f"two values for {k}")
            defn[k] = v


class _Rest:
    """The normalised lines printed after the current one (G.backup_line reads them), normalised only
    when read: most lines never ask."""
    __slots__ = ("src", "i", "names")

    def __init__(self, src, i, names):
        self.src, self.i, self.names = src, i, names

    def __iter__(self):
        return (normalise(x, self.names) for x in self.src[self.i:])


def _compile_face(card, face):
    types = [str(t).lower() for t in face.get("types") or []]
    subtypes = [str(t).lower() for t in face.get("subtypes") or []]
    spell = "instant" in types or "sorcery" in types
    ctx = G.Ctx(types, subtypes, spell)
    ctx.x_cost = "{X}" in str(face.get("mana_cost") or "")
    ctx.power = None if face.get("power") is None else str(face.get("power"))
    names = self_names(card, face)
    mtg_kws = sorted({str(k).lower() for k in face.get("keywords") or []}, key=len, reverse=True)
    defn: dict = {}
    lines = []
    not_engine = not types or not set(types) <= ENGINE_TYPES
    src = _lines_of(face)
    i = 0
    while i < len(src):
        orig = src[i]
        i += 1
        prev_spell, ctx.prev_spell = ctx.prev_spell, None   # kept only for the line right after a spell line
        if not_engine:
            lines.append({"text": orig, "modelled": False,
                          "reason": "card type not in the engine: " + " ".join(types or ["none"])})
            continue
        s = normalise(orig, names)
        mab = _MODAL_ABILITY.match(s)
        if mab and G.modal_header(s) is None:   # "When ~ enters, choose one —" + bullets (700.2, 603.3c)
            bullets = []
            while i < len(src) and src[i].lstrip().startswith("\u2022"):
                bullets.append(src[i])
                i += 1
            _modal_trigger(ctx, names, orig, s, mab, bullets, defn, lines, mtg_kws)
            continue
        header = G.modal_header(s)
        if header is not None:
            bullets = []
            while i < len(src) and src[i].lstrip().startswith("\u2022"):
                bullets.append(src[i])
                i += 1
            _modal(ctx, names, orig, bullets, header, defn, lines)
            continue
        n_targets, n_multi = len(ctx.targets), len(ctx.multi)
        saved = {k: (list(v) if isinstance(v, list) else v) for k, v in defn.items()}   # _merge only appends/sets
        ctx.quotes = []
        ctx.prev_spell = prev_spell
        ctx.rest = _Rest(src, i, names)
        try:
            if not s and G.strip_whole_reminder_ok(orig, subtypes):
                parts = {"_reminder": "land_reminder"}
            elif not s:
                parts = G.reminder_line(orig, names, ctx)
            else:
                s, ctx.quotes = Q.extract(orig, s, names)   # quoted abilities: "qN" (oracle/quoted.py)
                parts = G.compile_line(s, orig, ctx, mtg_kws)
            if parts.get("_spell") and "modes" in defn:
                G.nm("spell effects besides the modes of a modal spell")
            if parts.get("_replaces"):   # "<Y> instead if ..." on its own line: X (the line before) is in it
                n = int(parts["_replaces"])
                if defn.get("effects", [])[-n:] != ctx.prev_spell:
                    G.nm("a condition")
                del defn["effects"][-n:]
            _merge(defn, parts)
            if parts.get("_spell") and ctx.targets:
                defn["target"] = list(ctx.targets)
            kind = X.line_kind(parts, orig)
            compiled: dict = {k: v for k, v in parts.items() if not k.startswith("_")}
            if parts.get("_spell") and ctx.targets:
                compiled["target"] = list(ctx.targets)   # the spell's targets so far ("target:N" counts in them)
                if ctx.optional:
                    compiled["target_min"] = min(ctx.optional)
            lines.append({"text": orig, "modelled": True, "reason": None, "ability": kind, "rule": parts.get("_rule") or X.RULES[kind],
                          "compiled": compiled})
            # X of a "<Y> instead if ..." line after it: one plain sentence (with more, which one Y replaces is not read)
            ctx.prev_spell = list(parts["effects"]) if parts.get("_spell") and not parts.get("_replaces") and \
                len(G.sentences(s)) == 1 else None
        except G.NotModelled as exc:
            ctx.prev_spell = None
            del ctx.targets[n_targets:]
            del ctx.multi[n_multi:]
            ctx.optional -= {i for i in ctx.optional if i >= n_targets}
            defn = saved
            why = str(exc.args[0]) if exc.args else "not modelled"
            lines.append({"text": orig, "modelled": False, "reason": Q.expand(why, ctx.quotes)})
    if "target" in defn and spell:
        defn["target"] = list(ctx.targets)
        if ctx.optional:   # "up to one target ...": the leading targets that must be chosen (601.2c)
            defn["target_min"] = min(ctx.optional)
    if "saga" in subtypes:   # 714.2d: the printed final chapter, whether or not every chapter line is modelled
        final = G.final_chapter_of([normalise(t, names) for t in src])
        if final:
            defn["final_chapter"] = final
    if not defn.get("keywords"):
        defn.pop("keywords", None)
    return defn, lines


def _modal(ctx, names, header_text, bullets, header, defn, lines):
    """A modal spell (700.2): "Choose one —" and its bulleted modes, compiled together: every mode
    is compiled or none of the lines is modelled."""
    n_min, n_max = header
    modes, why = [], None
    if not ctx.spell:
        why = "a modal ability of a permanent"
    elif len(bullets) < 2:
        why = "a mode list with fewer than two modes"
    elif "modes" in defn or defn.get("effects"):
        why = "a modal spell with other spell effects"
    else:
        for b in bullets:
            s = normalise(_mode_effect_text(b.lstrip()[1:].strip()), names)
            c = ctx.fresh()
            try:
                effects = G.parse_effects(s, c)
                if G.uses_x(effects) and not ctx.x_cost:
                    G.nm("X in a spell without {X} in its mana cost")
            except G.NotModelled as exc:
                why = f"mode \"{b.lstrip()[1:].strip()[:60]}\": {exc.args[0]}"
                break
            m = {"text": b.lstrip()[1:].strip(), "effects": effects}
            if c.targets:
                m["target"] = c.targets
            modes.append(m)
    if why:
        lines.append({"text": header_text, "modelled": False, "reason": why})
        lines.extend({"text": b, "modelled": False, "reason": why} for b in bullets)
        return
    defn["modes"] = modes
    defn["choose"] = n_min
    if n_max != n_min:
        defn["choose_max"] = min(n_max, len(modes))
    lines.append({"text": header_text, "modelled": True, "reason": None, "ability": "modal", "rule": X.RULES["modal"],
                  "compiled": {"choose": n_min, **({"choose_max": defn["choose_max"]} if "choose_max" in defn else {})}})
    lines.extend({"text": b, "modelled": True, "reason": None, "ability": "modal", "rule": X.RULES["modal"],
                  "compiled": {"effects": m["effects"], "target": m.get("target") or []}}
                 for b, m in zip(bullets, modes))


_FLAVOR = re.compile(r"^[A-Z][^.\u2014:{}\"]{0,40} \u2014 ")


def _mode_effect_text(text: str) -> str:
    """A mode's text without its flavor word ("Executioner Round — Destroy target creature."):
    flavor words have no rules meaning (207.2d)."""
    return _FLAVOR.sub("", text, count=1)


_MODAL_ABILITY = re.compile(r"^(.+?), choose (one|two|three|one or both|one or more) \u2014$")
_CHOOSE = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2), "one or more": (1, 99)}


def _modal_trigger(ctx, names, header_text, s, m, bullets, defn, lines, mtg_kws):
    """A modal triggered ability (700.2, 603.3c): "When ~ enters, choose one —" and its bulleted
    modes. The trigger part is compiled as the grammar compiles any trigger (with a stand-in
    effect), the modes as a modal spell's; every mode compiles or none of the lines is modelled."""
    n_min, n_max = _CHOOSE[m.group(2)]
    modes, why, trig = [], None, None
    if len(bullets) < 2:
        why = "a mode list with fewer than two modes"
    elif n_min > 1:
        why = "a modal triggered ability that must choose two or more modes"
    else:
        try:
            probe = G.compile_line(m.group(1) + ", you gain 1 life.", header_text, ctx.fresh(), mtg_kws)
            ts = probe.get("triggers") or []
            if len(ts) != 1 or len(probe) != 1 or ts[0].get("target") or \
                    ts[0].get("effects") != [{"do": "gain_life", "amount": 1, "to": "controller"}]:
                G.nm("a modal ability that is not a triggered ability")
            trig = {k: v for k, v in ts[0].items() if k != "effects"}
        except G.NotModelled as exc:
            why = str(exc.args[0]) if exc.args else "not modelled"
    if why is None:
        for b in bullets:
            text = b.lstrip()[1:].strip()
            c = ctx.fresh()
            try:
                effects = G.parse_effects(normalise(_mode_effect_text(text), names), c)
                if G.uses_x(effects):
                    G.nm("X in a mode of a triggered ability")
            except G.NotModelled as exc:
                why = f"mode \"{text[:60]}\": {exc.args[0]}"
                break
            mode = {"text": text, "effects": effects}
            if c.targets:
                mode["target"] = c.targets
            modes.append(mode)
    if why:
        lines.append({"text": header_text, "modelled": False, "reason": why})
        lines.extend({"text": b, "modelled": False, "reason": why} for b in bullets)
        return
    assert trig is not None
    trig["text"] = header_text
    trig["modes"] = modes
    trig["choose"] = n_min
    if n_max != n_min:
        trig["choose_max"] = min(n_max, len(modes))
    _merge(defn, {"triggers": [trig]})
    lines.append({"text": header_text, "modelled": True, "reason": None, "ability": "triggered",
                  "rule": X.RULES["triggered"], "compiled": {"triggers": [trig]}})
    lines.extend({"text": b, "modelled": True, "reason": None, "ability": "modal", "rule": X.RULES["modal"],
                  "compiled": {"mode": {"effects": md["effects"], "target": md.get("target") or []}}}
                 for b, md in zip(bullets, modes))


def _status(lines, capped=False):
    if not lines:
        return "partial" if capped else "full"
    n = sum(1 for x in lines if x["modelled"])
    if n == len(lines) and not capped:
        return "full"
    return "none" if n == 0 else "partial"


def compile_card(card: dict) -> dict:
    """One card (the importer's plain data) -> status, front-face definition, lines. Never raises."""
    try:
        return _compile(card)
    except Exception as exc:   # noqa: BLE001  (the contract: never raise; the reason says what broke)
        lines = []
        try:
            for f in card.get("faces") or []:
                lines += [{"text": t, "modelled": False, "reason": f"compiler error: {type(exc).__name__}"}
                          for t in _lines_of(f)]
        except Exception:   # noqa: BLE001
            lines = []
        return {"status": "none", "definition": {}, "lines": lines, "version": COMPILER_VERSION}


def _compile(card):
    faces = [f for f in (card.get("faces") or []) if isinstance(f, dict)]
    if not faces:
        return {"status": "none", "definition": {}, "lines": [], "version": COMPILER_VERSION,
                "reason": "no face"}
    defn, lines = _compile_face(card, faces[0])
    layout = card.get("layout") or faces[0].get("layout") or "normal"
    why = _printed_problem(faces[0], defn.get("cda") or {})
    if layout == "transform" and len(faces) == 2:   # a transforming double-faced card (712.2, 701.27)
        back, back_lines = _compile_face(card, faces[1])
        why = why or _printed_problem(faces[1], back.get("cda") or {})
        lines += back_lines
        colors, why_color = back_colors(faces[0], faces[1])
        if why_color:
            lines.append({"text": f"{faces[1].get('name')}: its colour", "modelled": False, "reason": why_color})
        back = dict(face_printed(faces[1]), colors=colors, **back)
        back["face_name"] = str(faces[1].get("name") or "")
        defn["face_name"] = str(faces[0].get("name") or "")
        defn["back"] = back
    else:
        for f in faces[1:]:
            lines += [{"text": t, "modelled": False, "reason": "only the front face is modelled"} for t in _lines_of(f)]
    if layout == "transform" and "//" not in str(card.get("name") or "") and len(faces) == 1:
        # an entry that is the back face of a transforming card (the card file keeps some apart): it
        # is played as part of its card ("A // B"), never as a card of its own (712.8a, 712.11)
        why = why or "layout transform: the back face of a double-faced card, played as its card \"A // B\""
    elif layout == "reversible_card" and _same_card_both_sides(card, faces, layout):
        defn["face_name"] = str(faces[0].get("name") or "")   # named A, as the card it is (legend rule 704.5j)
    elif layout not in SINGLE_FACE and not (layout == "transform" and len(faces) == 2):
        why = why or f"layout {layout}: only the front face is modelled"
        # a face the card file does not carry is a line the engine ignores too (never an empty
        # "partly modelled" list): named by the card's "A // B" name
        names = [x.strip() for x in str(card.get("name") or "").split("//")]
        have = {str(f.get("name") or "").strip() for f in faces}
        for n in names[1:]:
            if n and n not in have:
                lines.append({"text": f"{n}: the text of this face is not in the card file", "modelled": False,
                              "reason": f"layout {layout}: the face {n} is missing from the card file"})
    types = [str(t).lower() for t in faces[0].get("types") or []]
    if not types or not set(types) <= ENGINE_TYPES:   # a sticker sheet, plane, scheme...: nothing to play
        out = {"status": "none", "definition": {}, "lines": lines, "version": COMPILER_VERSION,
               "reason": "card type not in the engine: " + " ".join(types or ["none"])}
        return out
    if why and all(x["modelled"] for x in lines):   # say why it is not "full": never an empty list
        lines.append({"text": f"({why})", "modelled": False, "reason": why})
    out = {"status": _status(lines, bool(why)), "definition": defn, "lines": lines, "version": COMPILER_VERSION}
    if why:
        out["reason"] = why
    return out


def _same_card_both_sides(card, faces, layout) -> bool:
    """A reversible card ("Jace Beleren // Jace Beleren") printed with the same card on both sides
    (only the art differs): the card file carries the one face, and modelling it is modelling the
    card. The Comprehensive Rules have no rule for it because it is one single-faced card in play;
    a reversible card whose sides are different cards ("Marang River Regent // Coil and Catch // ...")
    keeps its other faces not modelled."""
    if layout != "reversible_card" or len(faces) != 1:
        return False
    names = [x.strip() for x in str(card.get("name") or "").split("//")]
    return len(names) >= 2 and all(n == str(faces[0].get("name") or "").strip() for n in names)


@lru_cache(maxsize=4096)
def _cost_ok(cost):
    try:
        parse_cost(cost)
    except CostError:
        return False
    return True


_ENGINE_PRINTED = ("creature", "artifact", "enchantment", "land", "planeswalker", "battle", "instant", "sorcery")


def face_printed(f: dict) -> dict:
    """A face's printed values as the engine reads them (scenario.printed does the same for the
    front face): types, subtypes, colours, legendary, power/toughness/loyalty as numbers."""
    d: dict = {"types": [t for t in (str(x).lower() for x in f.get("types") or []) if t in _ENGINE_PRINTED],
               "subtypes": list(f.get("subtypes") or []), "colors": list(f.get("colors") or [])}
    sup = [str(s).lower() for s in f.get("supertypes") or []]
    if "legendary" in sup:
        d["legendary"] = True
    for k in ("power", "toughness", "loyalty"):
        v = f.get(k)
        if isinstance(v, str) and v.isdigit():
            d[k] = int(v)
    return d


def back_colors(front: dict, back: dict) -> tuple[list, str | None]:
    """The colours of a transforming card's back face (105.2, 204: a back face has no mana cost; its
    colour is its colour indicator, which the card file does not carry): its colours when the file
    gives them; none for a land face (back-face lands carry no colour indicator); else the front
    face's colours when the card's colour identity (903.4: it includes colour indicators) is exactly
    those colours and the front face has some; else unknown, and the card is not "full"."""
    if back.get("colors"):
        return list(back["colors"]), None
    types = [str(t).lower() for t in back.get("types") or []]
    ident = set(front.get("color_identity") or back.get("color_identity") or [])
    fc = list(front.get("colors") or [])
    if "land" in types or not ident and not fc and "color_identity" in front:
        return [], None
    if fc and ident == set(fc):
        return fc, None
    return [], "layout transform: the colour of the back face (its colour indicator, 204) is not in the card file"


def _printed_problem(face, cda=None):
    """Why the printed values of a face are beyond the engine (then the card is not "full"). A "*"
    (or "1+*") that the card's characteristic-defining ability defines is no problem (604.3, 208.2a)."""
    cost = face.get("mana_cost")
    if cost and (not isinstance(cost, str) or not _cost_ok(cost)):
        return f"mana cost {cost}"
    types = [str(t).lower() for t in face.get("types") or []]
    for k in ("power", "toughness") if "creature" in types else ("loyalty",) if "planeswalker" in types else ():
        v = face.get(k)
        if not (isinstance(v, str) and v.isdigit()) and not (k in (cda or {}) and isinstance(v, str) and "*" in v):
            return f"{k} {v}"
    return None


def kind_of(face) -> str | None:
    types = [str(t).lower() for t in face.get("types") or []]
    for k in KINDS:
        if k in types:
            return k
    return None


def coverage(cards) -> dict:
    """{kind: {"full": n, "partial": n, "none": n}} over (card, result) pairs or cards."""
    out = {k: {"full": 0, "partial": 0, "none": 0} for k in KINDS + ("other",)}
    for c in cards:
        r = compile_card(c)
        k = kind_of((c.get("faces") or [{}])[0]) or "other"
        out[k][r["status"]] += 1
    return out
