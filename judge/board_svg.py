"""The board as a picture: an SVG drawn on the server from the same view model as the text view
(`judge.board.board()`), so the two never disagree. No client-side drawing; the PNG of a step is
this SVG rasterised (judge/board_png.py). Layout and symbols: docs/board-picture.md.

Every permanent (Magic) or field card (Born from Blood) is one `<g class="perm" data-id=...>`;
tapped ones carry `data-tapped="1"` and an inner `rotate(90 ...)`; combat and target arrows are
`<path class="arrow arrow-attack|arrow-block|arrow-target" data-from data-to>`. Texts are gettext
messages in the active language; the fonts are the self-hosted Noto Sans Thai / Noto Sans KR (the
page's @font-face in a browser, judge/fonts/ for the PNG)."""
from __future__ import annotations

import re
import unicodedata
from html import escape

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

VERSION = 4          # bump when the picture changes: part of the image cache key and ETag
W = 1200             # the picture's width (viewBox units = PNG pixels at zoom 1)
STACK_W = 240
STACK_X = W - STACK_W - 10
PANEL_W = 150
AREA_X = 10 + PANEL_W + 12
AREA_R = STACK_X - 16
CW, CH = 92, 128     # a card frame
LW, LH = 92, 60      # a land frame
GAP = 12
ATT_DY = 18          # how much of an attached Aura/Equipment shows above its host
MAX_ROWS = {"nonland": 3, "land": 2}
MAX_ATTACHED = 3
MAX_STACK = 10
MAX_GONE = 8
FONT = {"ko": "'Noto Sans KR', 'Noto Sans Thai', sans-serif"}
FONT_DEFAULT = "'Noto Sans Thai', 'Noto Sans KR', sans-serif"

HL = "#e08a00"       # changed at this step
C_ATT, C_BLK, C_TGT = "#c62828", "#1565c0", "#7b1fa2"
MANA_FILL = {"W": "#f7f1d0", "U": "#a9cdee", "B": "#b9aea8", "R": "#f0a38c", "G": "#9fcf98", "C": "#d6d3cf"}
FRAME_FILL = {"W": "#fbf8ea", "U": "#e4eef8", "B": "#e6e1de", "R": "#f8e3dc", "G": "#e3efdf"}
BFB_FILL = {"red": "#f8e3dc", "blue": "#e4eef8", "green": "#e3efdf", "yellow": "#fbf3d2", "purple": "#eee2f4",
            "black": "#e6e1de", "white": "#fbfbf8"}

L_LEGEND = {
    "tapped": gettext_lazy("tapped"), "sick": gettext_lazy("summoning sick"), "token": gettext_lazy("token"),
    "chg": gettext_lazy("changed at this step"), "attack": gettext_lazy("attacks"), "block": gettext_lazy("blocks"),
    "target": gettext_lazy("targets"), "damage": gettext_lazy("marked damage"), "counter": gettext_lazy("counters"),
    "defend": gettext_lazy("defends"), "used": gettext_lazy("skill used"),
    "touched": gettext_lazy("named in this step's explanations"),
}


# --- text measuring (an estimate: the picture must not depend on a font being measurable) ----------

def _char_w(ch: str) -> float:
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0.0
    if unicodedata.east_asian_width(ch) in ("W", "F"):
        return 1.0
    if "\u0e00" <= ch <= "\u0e7f":
        return 0.6
    if ch == " ":
        return 0.27
    if ch.isupper() or ch in "mwMW@%":
        return 0.68
    if ch in "il.,:;'|!()[]{}":
        return 0.3
    return 0.56


def text_w(text: str, size: float) -> float:
    return sum(_char_w(c) for c in text) * size


def _cut(text: str, i: int) -> int:
    """A cut at i that leaves no combining mark (Thai vowels and tone marks) at the start."""
    while 0 < i < len(text) and _char_w(text[i]) == 0.0:
        i -= 1
    return i


def fit(text: str, max_w: float, size: float) -> str:
    text = str(text)
    if text_w(text, size) <= max_w:
        return text
    room = max_w - text_w("…", size)
    total, i = 0.0, len(text)
    for k, c in enumerate(text):
        total += _char_w(c) * size
        if total > room:
            i = k   # the first character that does not fit
            break
    return text[:_cut(text, i)].rstrip() + "…"


def wrap2(text: str, max_w: float, size: float) -> list[str]:
    """At most two lines: break at a space when there is one, else anywhere (Thai has no spaces)."""
    text = str(text)
    if text_w(text, size) <= max_w:
        return [text]
    total, i = 0.0, len(text)
    for k, c in enumerate(text):
        total += _char_w(c) * size
        if total > max_w:
            i = k   # the first character that does not fit
            break
    sp = text.rfind(" ", 0, i + 1)
    cut = sp if sp > 0 else _cut(text, i)
    first, rest = text[:cut].rstrip(), text[cut:].lstrip()
    return [first, fit(rest, max_w, size)] if rest else [first]


def esc(v) -> str:
    return escape(str(v), quote=True)


def _t(x, y, text, size=11, weight=None, fill="#222", anchor=None, cls=None, extra=""):
    a = f' font-weight="{weight}"' if weight else ""
    a += f' text-anchor="{anchor}"' if anchor else ""
    a += f' class="{cls}"' if cls else ""
    return f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" fill="{fill}"{a}{extra}>{esc(text)}</text>'


# --- pieces -------------------------------------------------------------------------------------

MANA_RE = re.compile(r"\{([^}]{1,4})\}")


def mana_symbols(cost: str) -> list[str]:
    return MANA_RE.findall(cost or "")[:12]


def _mana(x, y, cost, r=6.5) -> tuple[str, float]:
    out, cx = [], x + r
    for sym in mana_symbols(cost):
        fill = MANA_FILL.get(sym.upper(), "#d6d3cf")
        out.append(f'<circle cx="{cx:.1f}" cy="{y:.1f}" r="{r}" fill="{fill}" stroke="#555" stroke-width=".6"/>')
        out.append(_t(cx, y + r * .55, sym if len(sym) <= 2 else sym[:2], size=r * 1.45, anchor="middle",
                      weight="700", fill="#222"))
        cx += 2 * r + 1.5
    return "".join(out), cx - x


def _hourglass(x, y, s=11):
    return (f'<g class="sick-icon" transform="translate({x:.1f},{y:.1f})"><title>{esc(L_LEGEND["sick"])}</title>'
            f'<path d="M0 0H{s}L{s/2:.1f} {s/2:.1f}ZM0 {s*1.3:.1f}H{s}L{s/2:.1f} {s*.8:.1f}Z" fill="#7a6a3a"/></g>')


def _badge(x, y, text, fill, cls, title, color="#fff", size=9.5):
    w = max(16.0, text_w(text, size) + 8)
    return (f'<g class="{cls}"><title>{esc(title)}</title><rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="15" '
            f'rx="7.5" fill="{fill}"/>{_t(x + w / 2, y + 11, text, size=size, anchor="middle", weight="700", fill=color)}'
            f'</g>'), w


def _frame_fill(colors) -> str:
    colors = [c for c in colors or [] if isinstance(c, str)]
    if len(colors) > 1:
        return "#f1e6bd"
    return FRAME_FILL.get(colors[0], "#eeeeec") if colors else "#eeeeec"


def _arrow(x1, y1, x2, y2, cls, color, uid, src, dst, bend=0.0, dash=False, label=""):
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    dx, dy = x2 - x1, y2 - y1
    cx, cy = mx - dy * bend, my + dx * bend
    d = f'M{x1:.1f} {y1:.1f}Q{cx:.1f} {cy:.1f} {x2:.1f} {y2:.1f}'
    extra = ' stroke-dasharray="7 4"' if dash else ""
    kind = cls.split("-")[-1]
    out = (f'<path class="arrow {cls}" data-from="{esc(src)}" data-to="{esc(dst)}" d="{d}" fill="none" stroke="{color}" '
           f'stroke-width="3" stroke-linecap="round" opacity=".9" marker-end="url(#{uid}-ah-{kind})"{extra}/>')
    if label:
        lx, ly = (mx + cx) / 2, (my + cy) / 2
        w = text_w(label, 10) + 10
        out += (f'<g class="arrow-label"><rect x="{lx - w / 2:.1f}" y="{ly - 9:.1f}" width="{w:.1f}" height="16" rx="4" '
                f'fill="#fff" stroke="{color}" stroke-width="1"/>{_t(lx, ly + 3, label, size=10, anchor="middle", fill=color, weight="700")}</g>')
    return out


def _defs(uid):
    out = ["<defs>"]
    for kind, color in (("attack", C_ATT), ("block", C_BLK), ("target", C_TGT)):
        out.append(f'<marker id="{uid}-ah-{kind}" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" '
                   f'orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="{color}"/></marker>')
    out.append("</defs>")
    return "".join(out)


class Box:
    __slots__ = ("x", "y", "w", "h")

    def __init__(self, x, y, w, h):
        self.x, self.y, self.w, self.h = x, y, w, h

    @property
    def cx(self):
        return self.x + self.w / 2

    @property
    def cy(self):
        return self.y + self.h / 2

    def edge_towards(self, tx, ty):
        """The middle of the side of this box that faces (tx, ty)."""
        dx, dy = tx - self.cx, ty - self.cy
        if abs(dy) * self.w >= abs(dx) * self.h:
            return self.cx, (self.y + self.h if dy > 0 else self.y)
        return (self.x + self.w if dx > 0 else self.x), self.cy


def _connect(a: Box, b: Box):
    x1, y1 = a.edge_towards(b.cx, b.cy)
    x2, y2 = b.edge_towards(a.cx, a.cy)
    return x1, y1, x2, y2


# --- Magic ----------------------------------------------------------------------------------------

def _mtg_card(o: dict, w: int, h: int) -> str:
    """One permanent's frame at (0, 0), upright."""
    land = o.get("land")
    parts = []
    fill = "#e9e4d6" if land else _frame_fill(o.get("colors"))
    if o.get("new") or o.get("changed"):
        parts.append(f'<rect class="hl" x="-4" y="-4" width="{w + 8}" height="{h + 8}" rx="9" fill="none" stroke="{HL}" '
                     f'stroke-width="4" opacity=".85"/>')
    if o.get("touched"):
        parts.append(f'<rect class="b-touched" x="-7" y="-7" width="{w + 14}" height="{h + 14}" rx="11" fill="none" '
                     f'stroke="#1f4d8a" stroke-width="1.5" stroke-dasharray="4 3"/>')
    stroke = C_ATT if o.get("attacking") else C_BLK if o.get("blocking") else "#444"
    sw = 2.5 if (o.get("attacking") or o.get("blocking")) else 1.2
    dash = ' stroke-dasharray="5 3"' if o.get("token") else ""
    parts.append(f'<rect x="0" y="0" width="{w}" height="{h}" rx="6" fill="{fill}" stroke="{stroke}" stroke-width="{sw}"{dash}/>')
    if land:
        parts.append(_unmodelled(o, w))
        parts.append(_t(6, 16, fit(o["name"], w - 12, 11), size=11, weight="700", cls="b-name"))
        parts.append(_t(6, h - 8, fit(o.get("id") or "", w - 12, 8), size=8, fill="#777", cls="oid"))
        if o.get("token"):
            parts.append(_t(w - 6, h - 8, fit(_("token"), 40, 8), size=8, anchor="end", weight="700", fill="#555", cls="token"))
        return "".join(parts)
    lines = wrap2(o["name"], w - 12, 11)
    for i, line in enumerate(lines):
        parts.append(_t(6, 15 + 13 * i, line, size=11, weight="700", cls="b-name"))
    y = 15 + 13 * len(lines) - 4
    cost = o.get("mana_cost") or ""
    if cost:
        sym, _w = _mana(6, y + 6, cost, r=5.5)
        parts.append(f'<g class="cost">{sym}</g>')
        y += 14
    types = " ".join(str(t) for t in o.get("types") or [])
    parts.append(_t(6, y + 10, fit(types, w - 12, 8.5), size=8.5, fill="#555", cls="types"))
    y += 12
    kws = ", ".join(str(k) for k in o.get("keyword_labels") or o.get("keywords") or [])
    if kws:
        for i, line in enumerate(wrap2(kws, w - 12, 8.5)):
            parts.append(_t(6, y + 10 + 10 * i, line, size=8.5, fill="#333", cls="b-kws"))
    if o.get("sick"):
        parts.append(_hourglass(w - 15, 30))
    # counters (badges), bottom left, stacked upwards
    by = h - 40
    for k, v in o.get("counters") or []:
        if k == "loyalty":
            continue
        text = f"{v}× {k}" if v != 1 else str(k)
        b, _w = _badge(5, by, fit(text, w - 18, 9), "#2e7d32" if str(k).startswith("+") else "#455a64", "b-counter",
                       f"{v}× {k}")
        parts.append(b)
        by -= 17
    if o.get("damage"):
        b, _w = _badge(w - 30, h - 62, str(o["damage"]), C_ATT, "damage", _("damage %(d)s") % {"d": o["damage"]})
        parts.append(b)
    if o.get("creature"):
        pt = f'{o.get("power")}/{o.get("toughness")}'
        mod = o.get("pt_changed")
        pw = max(34.0, text_w(pt, 11) + 10)
        parts.append(f'<g class="b-pt{" b-pt-mod" if mod else ""}"><rect x="{w - pw - 4:.1f}" y="{h - 22}" width="{pw:.1f}" '
                     f'height="18" rx="4" fill="{"#fff3c4" if mod else "#fff"}" stroke="{HL if mod else "#666"}" '
                     f'stroke-width="{1.8 if mod else .8}"/>'
                     + _t(w - pw / 2 - 4, h - 9, pt, size=11, weight="700", anchor="middle",
                          fill="#8a4b00" if mod else "#222")
                     + (f'<title>{esc(_("printed %(pt)s") % {"pt": f"{o.get("printed_power")}/{o.get("printed_toughness")}"})}</title>' if mod else "")
                     + "</g>")
    elif o.get("planeswalker") and o.get("loyalty") is not None:
        parts.append(f'<g class="loyalty"><path d="M{w - 34} {h - 24}h28v12l-14 9l-14 -9z" fill="#333"/>'
                     + _t(w - 20, h - 11, o["loyalty"], size=11, weight="700", anchor="middle", fill="#fff") + "</g>")
    parts.append(_t(6, h - 6, fit(o.get("id") or "", w - 50, 8), size=8, fill="#777", cls="oid"))
    parts.append(_unmodelled(o, w))
    if o.get("token"):
        parts.append(f'<g class="token"><rect x="{w / 2 - 22}" y="-7" width="44" height="13" rx="6" fill="#555"/>'
                     + _t(w / 2, 3, fit(_("token"), 40, 8.5), size=8.5, anchor="middle", weight="700", fill="#fff") + "</g>")
    return "".join(parts)


def _unmodelled(o: dict, w) -> str:
    """A warning corner on a card some of whose Oracle lines the engine does not model; red, with
    the lines, on a card whose unmodelled lines were ignored at this very step (issue 21)."""
    now = o.get("not_modelled_now")
    if not o.get("unmodelled") and not now:
        return ""
    lines = now or o["unmodelled"]
    cls, fill, stroke, ink = (("b-unmodelled b-nm-now", "#c62828", "#5a0d0d", "#fff") if now
                              else ("b-unmodelled", "#f0a000", "#7a4a00", "#3a2400"))
    return (f'<g class="{cls}"><title>{esc(_("not modelled"))}: {esc(" / ".join(map(str, lines)))}</title>'
            f'<path d="M{w - 9} -8l10 17h-20z" fill="{fill}" stroke="{stroke}" stroke-width=".8"/>'
            + _t(w - 9, 7, "!", size=11, weight="700", anchor="middle", fill=ink) + "</g>")


def _perm_group(o: dict, x: float, y: float, boxes: dict) -> str:
    land = o.get("land")
    w, h = (LW, LH) if land else (CW, CH)
    cls = ["perm", "land" if land else "nonland"]
    for flag, name in (("tapped", "tapped"), ("sick", "sick"), ("token", "token"), ("new", "new"),
                       ("attacking", "attacking"), ("blocking", "blocking")):
        if o.get(flag):
            cls.append(name)
    if o.get("new") or o.get("changed"):
        cls.append("b-chg")
    tapped = bool(o.get("tapped"))
    sw, sh = (h, w) if tapped else (w, h)
    # the frame is drawn upright at (0, 0) and turned a quarter about its centre when tapped
    ox, oy = x + (sw - w) / 2, y + (sh - h) / 2
    boxes[o["id"]] = Box(x, y, sw, sh)
    inner = _mtg_card(o, w, h)
    rot = f' transform="rotate(90 {w / 2:.0f} {h / 2:.0f})"' if tapped else ""
    title = o["name"] + (f' ({o["id"]})' if o.get("id") else "")
    return (f'<g class="{" ".join(cls)}" data-id="{esc(o.get("id"))}"{" data-tapped=\"1\"" if tapped else ""} '
            f'transform="translate({ox:.1f},{oy:.1f})"><title>{esc(title)}</title><g class="frame"{rot}>{inner}</g></g>')


def _slot_size(o, n_att):
    land = o.get("land")
    w, h = (LW, LH) if land else (CW, CH)
    if o.get("tapped"):
        w, h = h, w
    return w, h + ATT_DY * n_att


def _rows(items, attached, max_rows, width, start_x, fixed_x=None):
    """Lay items out in rows of `width`: [(row items [(o, x, w, h)], row height)], overflow count.
    fixed_x: id -> wanted x (blockers opposite their attacker) for the first row."""
    rows, row, x, hidden = [], [], start_x, 0
    for o in items:
        n_att = min(len(attached.get(o["id"], [])), MAX_ATTACHED)
        w, h = _slot_size(o, n_att)
        want = (fixed_x or {}).get(o["id"]) if not rows else None
        if want is not None:
            x = max(x, min(want, start_x + width - w))
        if row and x + w > start_x + width:
            rows.append(row)
            row, x = [], start_x
            if len(rows) == max_rows:
                hidden = len(items) - sum(len(r) for r in rows)
                break
        row.append((o, x, w, h))
        x += w + GAP
    if row and len(rows) < max_rows:
        rows.append(row)
    if hidden and rows:  # the last slot says how many more there are
        last = rows[-1]
        hidden += 1
        last[-1] = ({"more": hidden}, last[-1][1], CW, last[-1][3])
    return [(r, max(h for _o, _x, _w, h in r)) for r in rows], hidden


def _more_box(x, y, n, h):
    return (f'<g class="b-more"><rect x="{x}" y="{y}" width="{CW}" height="{h}" rx="6" fill="#fafafa" stroke="#999" '
            f'stroke-dasharray="4 3"/>{_t(x + CW / 2, y + h / 2 + 5, f"+{n}", size=16, anchor="middle", fill="#555", weight="700")}</g>')


def _panel_mtg(p: dict, x, y, h, boxes, uid) -> str:
    boxes[p["id"]] = Box(x, y, PANEL_W, h)
    chg = p.get("changed") or set()
    cls = "b-player" + (" active" if p.get("active") else "") + (" lost" if p.get("lost") else "")
    out = [f'<g class="{cls}" data-id="{esc(p["id"])}">',
           f'<rect x="{x}" y="{y}" width="{PANEL_W}" height="{h}" rx="8" fill="{"#fff8e6" if p.get("active") else "#f7f7f5"}" '
           f'stroke="{"#b07800" if p.get("active") else "#999"}" stroke-width="{2 if p.get("active") else 1}"/>']
    out.append(_t(x + 10, y + 20, fit(_("Player %(p)s") % {"p": p["id"]}, PANEL_W - 20, 13), size=13, weight="700"))
    tags = []
    if p.get("active"):
        tags.append(_("active"))
    if p.get("priority"):
        tags.append(_("priority"))
    if p.get("lost"):
        tags.append(_("lost"))
    if tags:
        out.append(_t(x + 10, y + 35, fit(" · ".join(tags), PANEL_W - 20, 9.5), size=9.5, fill="#8a5a00"))
    rows = [("life", _("Life"), p.get("life")), ("poison", _("Poison"), p.get("poison")),
            ("library", _("Library"), p.get("library")), ("hand", _("Hand"), len(p.get("hand") or [])),
            ("graveyard", _("Graveyard"), len(p.get("graveyard") or [])), ("exile", _("Exile"), len(p.get("exile") or []))]
    yy = y + 44
    for key, label, value in rows:
        big = key == "life"
        rh = 24 if big else 16
        if key in chg:
            out.append(f'<rect class="b-chg" x="{x + 4}" y="{yy}" width="{PANEL_W - 8}" height="{rh}" rx="4" fill="#ffe0a3" '
                       f'stroke="{HL}"/>')
        out.append(_t(x + 10, yy + rh - 5, fit(label, PANEL_W - 60, 10.5), size=10.5, fill="#444", cls=f"stat-{key}-label"))
        out.append(_t(x + PANEL_W - 10, yy + rh - 4, value, size=18 if big else 11.5, weight="700", anchor="end",
                      cls=f"stat-{key}"))
        yy += rh + 2
    mana = p.get("mana") or ""
    out.append(_t(x + 10, yy + 13, fit(_("Mana pool"), PANEL_W - 20, 10), size=10, fill="#444"))
    yy += 18
    if "mana" in chg:
        out.append(f'<rect class="b-chg" x="{x + 4}" y="{yy}" width="{PANEL_W - 8}" height="18" rx="4" fill="#ffe0a3" stroke="{HL}"/>')
    if mana_symbols(mana):
        sym, _w = _mana(x + 10, yy + 9, mana, r=6.5)
        out.append(f'<g class="mana-pool">{sym}</g>')
    else:
        out.append(_t(x + 10, yy + 13, "—", size=11, fill="#888", cls="mana-pool"))
    yy += 22
    for e in p.get("emblems") or []:   # the command zone (CR 114): a line per emblem, its abilities below
        lines = wrap2("\u201c" + e.get("text", "") + "\u201d", PANEL_W - 20, 8.5) if e.get("text") else []
        eh = EMBLEM_H if lines else 18
        stroke = HL if "emblems" in chg else "#7a4fb0"
        out.append(f'<g class="b-emblem" data-id="{esc(e.get("id"))}"><rect x="{x + 4}" y="{yy}" width="{PANEL_W - 8}" '
                   f'height="{eh}" rx="4" fill="#f1eafa" stroke="{stroke}"/>')
        # a small diamond, then "Emblem: <card>" (the card's name is what gets cut, never the word)
        out.append(f'<path d="M{x + 12} {yy + 4}l4 4.5l-4 4.5l-4 -4.5z" fill="#7a4fb0"/>')
        label = _("Emblem") + (": " + e["source"] if e.get("source") else "")
        out.append(_t(x + 19, yy + 12, fit(label, PANEL_W - 28, 9.5), size=9.5, weight="700", fill="#4b2a7a"))
        for k, ln in enumerate(lines):
            out.append(_t(x + 9, yy + 24 + 10 * k, ln, size=8.5, fill="#333"))
        out.append("</g>")
        yy += eh + 3
    out.append("</g>")
    return "".join(out)


EMBLEM_H = 40


def _panel_height(p: dict) -> float:
    """The height the panel's contents need: the stats, the mana pool and a box per emblem."""
    return 200 + sum(EMBLEM_H + 3 if e.get("text") else 21 for e in p.get("emblems") or [])


def _mtg_side(p, perms, attached, top, y0, boxes, fixed_x, uid):
    """One player's side starting at y0: (svg, height)."""
    nonland = [o for o in perms if not o.get("land")]
    lands = [o for o in perms if o.get("land")]
    width = AREA_R - AREA_X
    r_non, _h1 = _rows(nonland, attached, MAX_ROWS["nonland"], width, AREA_X, fixed_x)
    r_land, _h2 = _rows(lands, attached, MAX_ROWS["land"], width, AREA_X)
    # the first row of creatures (blockers opposite their attackers) is the one nearest the middle
    order = (r_land + r_non[::-1]) if top else (r_non + r_land)
    out, y = [], y0 + 8
    for row, rh in order:
        for o, x, _w, _h in row:
            if "more" in o:
                out.append(_more_box(x, y, o["more"], rh))
                continue
            atts = attached.get(o["id"], [])[:MAX_ATTACHED]
            # attached Auras/Equipment first, so the host is drawn over them; each shows its name strip
            for k, a in enumerate(atts):
                out.append(_perm_group(dict(a, tapped=a.get("tapped")), x, y + ATT_DY * k, boxes))
            out.append(_perm_group(o, x, y + ATT_DY * len(atts), boxes))
        y += rh + GAP
    if not perms:
        out.append(_t(AREA_X, y0 + 40, _("No permanents."), size=11, fill="#888"))
        y = y0 + 60
    h = max(y - y0, 220, _panel_height(p) + 8)
    panel = _panel_mtg(p, 10, y0 + 4, h - 8, boxes, uid)
    return panel + "".join(out), h


def _stack(board, y0, boxes, uid, targets_ok=True) -> tuple[str, list, float]:
    """The stack column: (svg, [(item, box)], height)."""
    out = [f'<g class="stack-col"><rect x="{STACK_X}" y="{y0}" width="{STACK_W}" height="30" rx="6" fill="#3b3b46"/>',
           _t(STACK_X + 10, y0 + 20, _("Stack"), size=13, weight="700", fill="#fff")]
    items = board.get("stack") or []
    y = y0 + 38
    placed = []
    if not items:
        out.append(_t(STACK_X + 10, y + 16, fit(_("The stack is empty."), STACK_W - 20, 10.5), size=10.5, fill="#777"))
        y += 26
    for i, s in enumerate(items[:MAX_STACK]):
        h = 58
        box = Box(STACK_X, y, STACK_W, h)
        boxes[s.get("id")] = box
        cls = "stack-item" + (" b-chg" if s.get("new") else "")
        out.append(f'<g class="{cls}" data-id="{esc(s.get("id"))}"><title>{esc(s.get("name"))}</title>')
        if s.get("new"):
            out.append(f'<rect x="{STACK_X - 3}" y="{y - 3}" width="{STACK_W + 6}" height="{h + 6}" rx="8" fill="none" '
                       f'stroke="{HL}" stroke-width="3.5"/>')
        out.append(f'<rect x="{STACK_X}" y="{y}" width="{STACK_W}" height="{h}" rx="6" '
                   f'fill="{"#efe6f7" if s.get("ability") else "#fff"}" stroke="#555"/>')
        out.append(_t(STACK_X + 10, y + 18, fit(s.get("name") or "", STACK_W - 70, 12), size=12, weight="700", cls="b-name"))
        if s.get("mana_cost"):
            sym, _w = _mana(STACK_X + STACK_W - 10 - 14 * len(mana_symbols(s["mana_cost"])), y + 13, s["mana_cost"], r=6)
            out.append(sym)
        sub = _("controller %(p)s") % {"p": s.get("controller")}
        out.append(_t(STACK_X + 10, y + 34, fit(sub, STACK_W - 60, 9.5), size=9.5, fill="#555"))
        if s.get("targets"):
            tl = _("targets") + ": " + ", ".join(s["targets"])
            out.append(_t(STACK_X + 10, y + 49, fit(tl, STACK_W - 20, 9.5), size=9.5, fill=C_TGT))
        if i == 0:
            out.append(f'<rect x="{STACK_X + STACK_W - 40}" y="{y + h - 18}" width="34" height="14" rx="7" fill="#3b3b46"/>'
                       + _t(STACK_X + STACK_W - 23, y + h - 7.5, fit(_("top"), 30, 9), size=9, anchor="middle", fill="#fff"))
        out.append("</g>")
        placed.append((s, box))
        y += h + 8
    if len(items) > MAX_STACK:
        out.append(_t(STACK_X + 10, y + 14, f"+{len(items) - MAX_STACK}", size=13, weight="700", fill="#555"))
        y += 22
    out.append("</g>")
    return "".join(out), placed, y - y0


def _target_arrows(placed, boxes, uid) -> str:
    out = []
    for s, box in placed:
        for t in s.get("targets") or []:
            tb = boxes.get(t)
            if tb is None:
                continue
            if tb.x >= STACK_X:  # a spell or ability on the stack: around the right side of the column
                x1, y1 = box.x + box.w, box.cy
                x2, y2 = tb.x + tb.w, tb.cy
                d = f'M{x1:.1f} {y1:.1f}C{W - 2} {y1:.1f} {W - 2} {y2:.1f} {x2 + 4:.1f} {y2:.1f}'
                out.append(f'<path class="arrow arrow-target" data-from="{esc(s.get("id"))}" data-to="{esc(t)}" d="{d}" '
                           f'fill="none" stroke="{C_TGT}" stroke-width="3" stroke-dasharray="7 4" opacity=".9" '
                           f'marker-end="url(#{uid}-ah-target)"/>')
                continue
            x1, y1 = box.x, box.cy
            x2, y2 = tb.edge_towards(x1, y1)
            out.append(_arrow(x1, y1, x2, y2, "arrow-target", C_TGT, uid, s.get("id"), t, bend=0.12, dash=True))
    return "".join(out)


def _header(board, title, y=0) -> str:
    parts = [_("Turn %(t)s") % {"t": board.get("turn")}, str(board.get("step") or ""),
             _("Active player: %(p)s") % {"p": board.get("active")}]
    if board.get("priority"):
        parts.append(_("Priority: %(p)s") % {"p": board.get("priority")})
    out = [f'<rect x="0" y="{y}" width="{W}" height="40" fill="#2f3b45"/>']
    left = fit(title, 560, 15) if title else ""
    if left:
        out.append(_t(12, y + 26, left, size=15, weight="700", fill="#fff", cls="title"))
    meta = " · ".join(parts)
    out.append(_t(W - 12, y + 26, fit(meta, W - 40 - text_w(left, 15), 13), size=13, anchor="end", fill="#f0f0f0",
                  cls="meta"))
    res = board.get("result") or {}
    if res.get("over"):
        msg = _("The game is over.") + " " + (_("Winner: %(w)s") % {"w": res["winner"]} if res.get("winner")
                                              else _("It is a draw."))
        out.append(f'<g class="game-over"><rect x="0" y="{y + 40}" width="{W}" height="26" fill="#8e1b1b"/>'
                   + _t(W / 2, y + 58, msg, size=13, weight="700", anchor="middle", fill="#fff") + "</g>")
    if board.get("incomplete_text"):   # some card line was ignored at this step or before (issue 21)
        iy = y + 40 + (26 if res.get("over") else 0)
        out.append(f'<g class="b-incomplete"><rect x="0" y="{iy}" width="{W}" height="22" fill="#f0a000"/>'
                   + _t(W / 2, iy + 15, fit(str(board["incomplete_text"]), W - 24, 12), size=12, weight="700",
                        anchor="middle", fill="#3a2400") + "</g>")
    return "".join(out)


def _legend(items, y) -> str:
    out = [f'<g class="b-legend"><rect x="0" y="{y}" width="{W}" height="30" fill="#f3f1ec"/>']
    x = 12
    for key in items:
        label = str(L_LEGEND[key])
        icon = ""
        cy = y + 15
        if key == "tapped":
            icon = f'<rect x="{x}" y="{cy - 5}" width="16" height="10" rx="2" fill="#eee" stroke="#444"/>'
        elif key == "sick":
            icon = _hourglass(x + 3, cy - 7, 9)
        elif key == "token":
            icon = f'<rect x="{x}" y="{cy - 6}" width="16" height="12" rx="2" fill="#fff" stroke="#444" stroke-dasharray="3 2"/>'
        elif key == "touched":
            icon = f'<rect x="{x}" y="{cy - 6}" width="16" height="12" rx="3" fill="none" stroke="#1f4d8a" stroke-dasharray="3 2"/>'
        elif key == "chg":
            icon = f'<rect x="{x}" y="{cy - 6}" width="16" height="12" rx="2" fill="#ffe0a3" stroke="{HL}" stroke-width="2"/>'
        elif key in ("attack", "block", "target", "defend"):
            color = {"attack": C_ATT, "block": C_BLK, "defend": C_BLK, "target": C_TGT}[key]
            dash = ' stroke-dasharray="4 2"' if key == "target" else ""
            icon = (f'<path d="M{x} {cy}H{x + 16}" stroke="{color}" stroke-width="3"{dash}/>'
                    f'<path d="M{x + 14} {cy - 5}L{x + 20} {cy}L{x + 14} {cy + 5}z" fill="{color}"/>')
        elif key == "damage":
            icon = f'<rect x="{x}" y="{cy - 7}" width="16" height="14" rx="7" fill="{C_ATT}"/>'
        elif key == "counter":
            icon = f'<rect x="{x}" y="{cy - 7}" width="16" height="14" rx="7" fill="#2e7d32"/>'
        elif key == "used":
            icon = f'<path d="M{x} {cy}l5 5l9 -10" stroke="#555" stroke-width="2.5" fill="none"/>'
        out.append(icon + _t(x + 24, cy + 4, label, size=10.5, fill="#333"))
        x += 24 + text_w(label, 10.5) + 18
    out.append("</g>")
    return "".join(out)


def _gone(board, y, boxes) -> tuple[str, float]:
    items = board.get("gone_items") or []
    if not items:
        return "", 0
    out = ['<g class="b-gone-strip">', _t(AREA_X, y + 14, _("Left the battlefield:"), size=11, weight="700", fill="#555")]
    x = AREA_X
    for g in items[:MAX_GONE]:
        w = 130
        out.append(f'<g class="b-gone" data-id="{esc(g["id"])}" opacity=".75"><title>{esc(g["name"])}</title>'
                   f'<rect x="{x}" y="{y + 22}" width="{w}" height="40" rx="6" fill="#f5f5f5" stroke="#888" stroke-dasharray="5 3"/>'
                   + _t(x + 8, y + 38, fit(g["name"], w - 30, 10.5), size=10.5, weight="700", fill="#555")
                   + _t(x + 8, y + 54, fit(str(g["to_label"]), w - 30, 9), size=9, fill="#666")
                   + f'<path d="M{x + w - 20} {y + 36}h10m-4 -5l5 5l-5 5" stroke="#666" stroke-width="2" fill="none"/></g>')
        x += w + 10
        if x + w > AREA_R:
            break
    out.append("</g>")
    return "".join(out), 72


def _desc_mtg(board) -> str:
    bits = []
    for p in board.get("players") or []:
        mine = [o for o in board.get("permanents") or [] if o.get("controller") == p["id"]]
        bits.append(_("Player %(p)s: life %(life)s, %(n)s permanents") % {"p": p["id"], "life": p.get("life"),
                                                                            "n": len(mine)})
    bits.append(_("stack: %(n)s") % {"n": len(board.get("stack") or [])})
    return "; ".join(bits) + ". " + _("The same board is written out as text below the picture.")


def render_mtg(board: dict, *, title: str = "", uid: str = "b", lang: str = "en") -> str:
    players = board.get("players") or []
    perms = [o for o in board.get("permanents") or [] if isinstance(o, dict)]
    ids = {o.get("id") for o in perms}
    attached: dict = {}
    for o in perms:
        if o.get("attached_to") in ids and o.get("attached_to") != o.get("id"):
            attached.setdefault(o["attached_to"], []).append(o)
    shown = [o for o in perms if not (o.get("attached_to") in ids and o.get("attached_to") != o.get("id"))]
    active = board.get("active")
    order = [p for p in players if p.get("id") != active] + [p for p in players if p.get("id") == active]
    boxes: dict = {}
    header = _header(board, title)
    y = 40 + (26 if (board.get("result") or {}).get("over") else 0) + (22 if board.get("incomplete_text") else 0) + 8
    stack_svg, placed, stack_h = _stack(board, y, boxes, uid)
    # x of each attacker, to put blockers opposite them (the attacking side is laid out first)
    combat = board.get("combat") or {}
    blockers = {b["id"]: b.get("blocking") or [] for b in combat.get("blockers") or []}
    fixed = {}
    width = AREA_R - AREA_X
    if blockers:
        att_rows, _h = _rows([o for o in shown if o.get("controller") == active and not o.get("land")], attached,
                             MAX_ROWS["nonland"], width, AREA_X)
        ax = {o.get("id"): x for row, _rh in att_rows for o, x, _w, _hh in row}
        for bid, what in blockers.items():
            xs = [ax[a] for a in what if a in ax]
            if xs:
                fixed[bid] = min(xs)
    body, sy = [], y
    for i, p in enumerate(order):
        mine = [o for o in shown if o.get("controller") == p.get("id")]
        if blockers and p.get("id") != active:
            mine.sort(key=lambda o: (o.get("id") not in fixed, fixed.get(o.get("id"), 0)))
        svg, h = _mtg_side(p, mine, attached, p.get("id") != active, sy, boxes, fixed if p.get("id") != active else None, uid)
        body.append(f'<g class="side" data-player="{esc(p.get("id"))}">{svg}</g>')
        sy += h
        if i < len(order) - 1:
            body.append(f'<path d="M{AREA_X} {sy + 10}H{AREA_R}" stroke="#c9c4b8" stroke-width="1.5" stroke-dasharray="2 6"/>')
            sy += 20
    gone_svg, gone_h = _gone(board, sy, boxes)
    sy += gone_h
    arrows = []
    for a in combat.get("attackers") or []:
        src, dst = boxes.get(a.get("id")), boxes.get(a.get("defending"))
        if src and dst:
            x1, y1, x2, y2 = _connect(src, dst)
            arrows.append(_arrow(x1, y1, x2, y2, "arrow-attack", C_ATT, uid, a["id"], a.get("defending"), bend=0.08))
    for bid, what in blockers.items():
        for a in what:
            src, dst = boxes.get(bid), boxes.get(a)
            if src and dst:
                x1, y1, x2, y2 = _connect(src, dst)
                arrows.append(_arrow(x1, y1, x2, y2, "arrow-block", C_BLK, uid, bid, a))
    arrows.append(_target_arrows(placed, boxes, uid))
    bottom = max(sy, y + stack_h) + 10
    touched = ["touched"] if any(o.get("touched") for o in perms) else []
    legend = _legend(["tapped", "sick", "token", "chg"] + touched + ["counter", "damage", "attack", "block", "target"],
                     bottom)
    return _wrap(uid, lang, bottom + 30, title or _("The board"), _desc_mtg(board),
                 header + stack_svg + "".join(body) + gone_svg + "".join(arrows) + legend)


def _wrap(uid, lang, h, title, desc, inner) -> str:
    font = FONT.get(lang, FONT_DEFAULT)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="board-svg" viewBox="0 0 {W} {h:.0f}" width="{W}" '
            f'height="{h:.0f}" role="img" aria-labelledby="{uid}-title {uid}-desc" lang="{esc(lang)}" '
            f'font-family="{esc(font)}"><title id="{uid}-title">{esc(title)}</title><desc id="{uid}-desc">{esc(desc)}</desc>'
            f'{_defs(uid)}<rect class="bg" width="{W}" height="{h:.0f}" fill="#fbfaf7"/>{inner}</svg>')


# --- Born from Blood ------------------------------------------------------------------------------

BW, BH = 96, 124     # a field card / slot
CHW, CHH = 128, 124  # the Character


def _bfb_card(c: dict, zone: str, x, y, boxes, combat, defending_ids) -> str:
    cid = c.get("id")
    boxes[cid] = Box(x, y, BW, BH)
    attacking = combat and combat.get("attacker") == cid
    defending = cid in defending_ids
    cls = ["perm", "field", zone] + [n for f, n in (("sick", "sick"), ("used", "used"), ("new", "new")) if c.get(f)]
    if c.get("new") or c.get("changed"):
        cls.append("b-chg")
    if attacking:
        cls.append("attacking")
    if defending:
        cls.append("defending")
    out = [f'<g class="{" ".join(cls)}" data-id="{esc(cid)}"><title>{esc(c.get("name"))} ({esc(cid)})</title>']
    if c.get("new") or c.get("changed"):
        out.append(f'<rect class="hl" x="{x - 4}" y="{y - 4}" width="{BW + 8}" height="{BH + 8}" rx="9" fill="none" '
                   f'stroke="{HL}" stroke-width="4" opacity=".85"/>')
    if c.get("touched"):
        out.append(f'<rect class="b-touched" x="{x - 7}" y="{y - 7}" width="{BW + 14}" height="{BH + 14}" rx="11" '
                   f'fill="none" stroke="#1f4d8a" stroke-width="1.5" stroke-dasharray="4 3"/>')
    stroke = C_ATT if attacking else C_BLK if defending else "#444"
    out.append(f'<rect x="{x}" y="{y}" width="{BW}" height="{BH}" rx="6" fill="#fff" stroke="{stroke}" '
               f'stroke-width="{2.5 if attacking or defending else 1.2}"/>')
    lines = wrap2(c.get("name") or "", BW - 12, 11)
    for i, line in enumerate(lines):
        out.append(_t(x + 6, y + 15 + 13 * i, line, size=11, weight="700", cls="b-name"))
    yy = y + 15 + 13 * len(lines)
    for s in (c.get("skills") or [])[:3]:
        if not isinstance(s, dict):
            continue
        txt = (f'{s.get("name")} {s.get("damage")}' + (" · Pierce" if s.get("pierce") else "")
               + (" · " + _("cannot be prevented") if s.get("unpreventable") else ""))
        out.append(_t(x + 6, yy + 2, fit(txt, BW - 12, 8.5), size=8.5, fill="#5a2d82", cls="skill"))
        yy += 11
    if c.get("sick"):
        out.append(_hourglass(x + BW - 15, y + BH - 40))
    if c.get("used"):
        out.append(f'<g class="used-icon"><title>{esc(L_LEGEND["used"])}</title><path d="M{x + BW - 36} {y + BH - 34}l5 5l9 -10" '
                   f'stroke="#555" stroke-width="2.5" fill="none"/></g>')
    if c.get("block"):
        b, _w = _badge(x + 5, y + BH - 40, f'{_("Block")} {c["block"]}', C_BLK, "block", _("Block"))
        out.append(b)
    if c.get("damage"):
        b, _w = _badge(x + BW - 30, y + BH - 58, str(c["damage"]), C_ATT, "damage", _("damage %(d)s") % {"d": c["damage"]})
        out.append(b)
    if c.get("hp") is not None:
        out.append(f'<rect x="{x + BW - 48}" y="{y + BH - 22}" width="44" height="18" rx="4" fill="#fff" stroke="#666"/>'
                   + _t(x + BW - 26, y + BH - 9, f'HP {c["hp"]}', size=10.5, weight="700", anchor="middle", cls="hp"))
    out.append(_t(x + 6, y + BH - 7, fit(cid or "", BW - 56, 8), size=8, fill="#777", cls="oid"))
    out.append("</g>")
    return "".join(out)


def _empty_slot(zone_label, x, y) -> str:
    return (f'<g class="slot empty"><rect x="{x}" y="{y}" width="{BW}" height="{BH}" rx="6" fill="none" stroke="#b5b0a5" '
            f'stroke-width="1.5" stroke-dasharray="6 4"/>'
            + _t(x + BW / 2, y + BH / 2, fit(zone_label, BW - 10, 10), size=10, anchor="middle", fill="#9a958a")
            + _t(x + BW / 2, y + BH / 2 + 14, fit(_("empty slot"), BW - 10, 9), size=9, anchor="middle", fill="#9a958a")
            + "</g>")


def _bfb_side(p, y0, boxes, combat, uid) -> tuple[str, float]:
    defending_ids = set((combat or {}).get("defenders") or [])
    out = []
    chg = p.get("changed") or set()
    h = 2 * (BH + 22) + 16
    # the panel
    px, py = 10, y0 + 4
    boxes[p["id"]] = Box(px, py, PANEL_W, h - 8)
    out.append(f'<g class="b-player{" active" if p.get("active") else ""}" data-id="{esc(p["id"])}">'
               f'<rect x="{px}" y="{py}" width="{PANEL_W}" height="{h - 8}" rx="8" fill="{"#fff8e6" if p.get("active") else "#f7f7f5"}" '
               f'stroke="{"#b07800" if p.get("active") else "#999"}" stroke-width="{2 if p.get("active") else 1}"/>')
    out.append(_t(px + 10, py + 20, fit(_("Player %(p)s") % {"p": p["id"]}, PANEL_W - 20, 13), size=13, weight="700"))
    tags = [t for f, t in (("active", _("active")), ("priority", _("priority"))) if p.get(f)]
    if tags:
        out.append(_t(px + 10, py + 35, fit(" · ".join(tags), PANEL_W - 20, 9.5), size=9.5, fill="#8a5a00"))
    yy = py + 44
    for key, label, value in (("n", "N", p.get("n")), ("deck", _("Deck"), p.get("deck")),
                              ("hand", _("Hand"), len(p.get("hand") or [])),
                              ("discard", _("Discard"), len(p.get("discard") or []))):
        big = key == "n"
        rh = 24 if big else 16
        if key in chg:
            out.append(f'<rect class="b-chg" x="{px + 4}" y="{yy}" width="{PANEL_W - 8}" height="{rh}" rx="4" fill="#ffe0a3" stroke="{HL}"/>')
        out.append(_t(px + 10, yy + rh - 5, fit(label, PANEL_W - 60, 10.5), size=10.5, fill="#444"))
        out.append(_t(px + PANEL_W - 10, yy + rh - 4, value, size=18 if big else 11.5, weight="700", anchor="end",
                      cls=f"stat-{key}"))
        yy += rh + 2
    out.append("</g>")
    # the Character
    ch = p.get("character") or {}
    cx, cy = AREA_X, y0 + 8 + 18
    boxes[ch.get("id")] = Box(cx, cy, CHW, CHH)
    attacking = combat and combat.get("attacker") == ch.get("id")
    out.append(f'<g class="character{" b-chg" if ch.get("changed") else ""}{" attacking" if attacking else ""}" '
               f'data-id="{esc(ch.get("id"))}"><title>{esc(ch.get("name"))}</title>')
    out.append(_t(cx, cy - 10, _("Character"), size=10, fill="#555", weight="700"))
    if ch.get("changed"):
        out.append(f'<rect class="hl" x="{cx - 4}" y="{cy - 4}" width="{CHW + 8}" height="{CHH + 8}" rx="10" fill="none" stroke="{HL}" stroke-width="4"/>')
    out.append(f'<rect x="{cx}" y="{cy}" width="{CHW}" height="{CHH}" rx="8" fill="{BFB_FILL.get(ch.get("color"), "#f1efe9")}" '
               f'stroke="{C_ATT if attacking else "#333"}" stroke-width="{2.5 if attacking else 1.6}"/>')
    for i, line in enumerate(wrap2(ch.get("name") or "", CHW - 14, 12)):
        out.append(_t(cx + 7, cy + 17 + 14 * i, line, size=12, weight="700", cls="b-name"))
    hp = f'{ch.get("hp")}' + (f' / {ch["max_hp"]}' if ch.get("max_hp") else "")
    out.append(_t(cx + 7, cy + 62, "HP", size=10, fill="#555"))
    out.append(_t(cx + CHW - 8, cy + 70, hp, size=24, weight="700", anchor="end", cls="hp"))
    if ch.get("block"):
        b, _w = _badge(cx + 7, cy + CHH - 40, f'{_("Block")} {ch["block"]}', C_BLK, "block", _("Block"))
        out.append(b)
    out.append(_t(cx + 7, cy + CHH - 8, fit(ch.get("id") or "", CHW - 14, 8), size=8, fill="#777", cls="oid"))
    out.append("</g>")
    # the slots: Mercenary and Artifact on the first row, Skill and Item on the second
    zones = {z["zone"]: z for z in p.get("zones") or []}
    rows = [("mercenary", "artifact"), ("skill", "item")]
    sx0 = AREA_X + CHW + 24
    for r, names in enumerate(rows):
        x = sx0
        y = y0 + 8 + r * (BH + 22) + 18
        for zn in names:
            z = zones.get(zn) or {"zone": zn, "label": zn, "cards": [], "slots": 1}
            out.append(f'<g class="b-zone" data-zone="{zn}">' + _t(x, y - 10, z["label"], size=10, weight="700", fill="#555"))
            cards = z.get("cards") or []
            for k in range(max(z.get("slots") or 1, len(cards))):
                if k < len(cards):
                    out.append(_bfb_card(cards[k], zn, x, y, boxes, combat, defending_ids))
                else:
                    out.append(_empty_slot(z["label"], x, y))
                x += BW + 8
            out.append("</g>")
            x += 18
    return "".join(out), h


def _desc_bfb(board) -> str:
    bits = []
    for p in board.get("players") or []:
        ch = p.get("character") or {}
        bits.append(_("Player %(p)s: %(name)s HP %(hp)s, N %(n)s") % {"p": p["id"], "name": ch.get("name"),
                                                                        "hp": ch.get("hp"), "n": p.get("n")})
    bits.append(_("stack: %(n)s") % {"n": len(board.get("stack") or [])})
    return "; ".join(bits) + ". " + _("The same board is written out as text below the picture.")


def render_bfb(board: dict, *, title: str = "", uid: str = "b", lang: str = "en") -> str:
    players = board.get("players") or []
    active = board.get("active")
    order = [p for p in players if p.get("id") != active] + [p for p in players if p.get("id") == active]
    boxes: dict = {}
    combat = board.get("combat")
    header = _header(board, title)
    y = 40 + (26 if (board.get("result") or {}).get("over") else 0) + 8
    stack_svg, placed, stack_h = _stack(board, y, boxes, uid)
    body, sy = [], y
    for i, p in enumerate(order):
        svg, h = _bfb_side(p, sy, boxes, combat, uid)
        body.append(f'<g class="side" data-player="{esc(p.get("id"))}">{svg}</g>')
        sy += h
        if i < len(order) - 1:
            body.append(f'<path d="M{AREA_X} {sy + 6}H{AREA_R}" stroke="#c9c4b8" stroke-width="1.5" stroke-dasharray="2 6"/>')
            sy += 12
    arrows = []
    if combat and combat.get("attacker"):
        src = boxes.get(combat["attacker"])
        target = next((p for p in players if p.get("id") != combat.get("controller")), None)
        tgt_id = ((target or {}).get("character") or {}).get("id")
        dst = boxes.get(tgt_id)
        if src and dst:
            x1, y1, x2, y2 = _connect(src, dst)
            label = (f'{combat.get("skill")} {combat.get("damage")}' + (" · Pierce" if combat.get("pierce") else "")
                     + (" · " + _("cannot be prevented") if combat.get("unpreventable") else ""))
            arrows.append(_arrow(x1, y1, x2, y2, "arrow-attack", C_ATT, uid, combat["attacker"], tgt_id, bend=0.18,
                                 label=label))
        for d in combat.get("defenders") or []:
            a, b = boxes.get(d), boxes.get(combat["attacker"])
            if a and b:
                x1, y1, x2, y2 = _connect(a, b)
                arrows.append(_arrow(x1, y1, x2, y2, "arrow-block", C_BLK, uid, d, combat["attacker"], bend=-0.1))
    arrows.append(_target_arrows(placed, boxes, uid))
    bottom = max(sy, y + stack_h) + 10
    touched = ["touched"] if any(c.get("touched") for p in players for z in p.get("zones") or []
                                 for c in z.get("cards") or []) else []
    legend = _legend(["sick", "used", "chg"] + touched + ["damage", "attack", "defend", "target"], bottom)
    return _wrap(uid, lang, bottom + 30, title or _("The board"), _desc_bfb(board),
                 header + stack_svg + "".join(body) + "".join(arrows) + legend)


def render(board: dict, *, title: str = "", uid: str = "b", lang: str = "en") -> str:
    """The SVG text of one step's board (the view model from judge.board.board)."""
    if board.get("game") == "bfb":
        return render_bfb(board, title=title, uid=uid, lang=lang)
    return render_mtg(board, title=title, uid=uid, lang=lang)
