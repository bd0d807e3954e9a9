"""Card search with a subset of Scryfall's syntax (issue 25), pure Python (no Django).

    parse(q, lang) -> Query            the terms, the warnings, the read-back sentence
    Query.matches(card) -> bool        card: a dict (see ``card_row``)
    search(rows, q, lang) -> dict      {"total", "results" (rows, best first), "warnings", "read_back"}

Operators (Scryfall's meaning; docs/cards.md):
  bare words         the name holds the word (English, a face's or a translated name); a nickname
                     (cards/data/nicknames-<lang>.yaml) finds its card
  !"exact name"      that name exactly (also !name)
  t: type:           the type line holds the word (생물, ครีเจอร์ ... in cards/data/query-words.yaml)
  o: oracle:         the rules text holds the word or the "quoted phrase"
  c: color:          colours: c:rg at least red and green, c=rg exactly, c<=rg at most; w u b r g,
                     c (colourless), m (multicoloured), colour names in en/th/ko
  id: identity:      colour identity, same values; id:rg means within red-green (as Scryfall)
  mv cmc manavalue   mana value, with : = != < <= > >=
  pow power tou toughness loy loyalty     the same comparisons (non-numbers like * never match)
  kw: keyword:       the card has the keyword ability
  is:                permanent, spell, legendary, vanilla, split, dfc (transform, modal_dfc, meld),
                     commander (a legendary creature)
  f: format: legal:  legal in a format (banned: restricted: too) — needs legalities in the file
  r: rarity: set: s: e:   need printings in the imported file: ignored with a warning otherwise
  lang:              the card has a name in that language (en, ko, th...)
  or, -term, ( )     alternatives, negation, grouping; terms side by side must all hold

An unknown operator or value is a warning and the term is ignored; every term ignored is an error
(the API answers 400). Nothing is silently dropped."""
from __future__ import annotations

import heapq
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import yaml

from .textnorm import norm

DATA = Path(__file__).resolve().parent / "data"
LANGS = ("en", "th", "ko")
COLORS = "WUBRG"
MAX_TERMS = 30


class QueryError(ValueError):
    """Nothing of the query can be searched (every term ignored)."""


# ------------------------------------------------------------------------------ data files
@lru_cache(maxsize=1)
def words() -> dict:
    return yaml.safe_load((DATA / "query-words.yaml").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def nicknames() -> dict:
    """{normalised nickname: English card name}, every language's file."""
    out = {}
    for lang in LANGS:
        path = DATA / f"nicknames-{lang}.yaml"
        if path.exists():
            for nick, name in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).items():
                out[norm(str(nick))] = str(name)
    return out


def _color_word(v: str) -> str | None:
    v = v.strip().lower()
    for lang in LANGS:
        hit = (words()["colors"].get(lang) or {}).get(v)
        if hit:
            return hit
    return None


def _type_word(v: str) -> str:
    for lang in ("th", "ko"):
        hit = (words()["types"].get(lang) or {}).get(v)
        if hit:
            return hit
    return v


# ------------------------------------------------------------------------------ messages
# The read-back sentence, keyed per language; each term is one keyed clause with its parameters.
MESSAGES = {
    "en": {
        "all": "Cards where {clauses}", "and": "{a} and {b}", "or": "({items})", "or_sep": " or ",
        "not": "not {a}",
        "name": "the name contains “{v}”", "name_like": "the name is like “{v}”", "exact": "the name is “{v}”", "nickname": "the card is {v} (nickname “{nick}”)",
        "type": "the type line contains “{v}”", "oracle": "the rules text contains “{v}”",
        "color": "the colours are {op} {v}", "identity": "the colour identity is {op} {v}",
        "mv": "the mana value is {op} {v}", "power": "the power is {op} {v}", "toughness": "the toughness is {op} {v}",
        "loyalty": "the loyalty is {op} {v}", "keyword": "the card has {v}", "is": "the card is {v}",
        "format": "the card is {status} in {v}", "lang": "the card has a {v} name",
        "op:": "at least", "op=": "exactly", "op!=": "not", "op<": "less than", "op<=": "at most",
        "op>": "more than", "op>=": "at least", "colorless": "colourless", "multicolor": "multicoloured",
        "w": "white", "u": "blue", "b": "black", "r": "red", "g": "green",
        "legal": "legal", "banned": "banned", "restricted": "restricted",
        "warn_key": "“{t}”: unknown operator, ignored", "warn_value": "“{t}”: unknown value, ignored",
        "warn_data": "“{t}”: the imported card file has no {what}, ignored", "warn_paren": "unbalanced parentheses",
        "warn_many": "only the first {n} terms are searched",
        "what_printings": "printings (sets, rarities)", "what_legalities": "legalities",
        "error_all": "nothing in the query could be searched: {warnings}",
    },
    "th": {
        "all": "การ์ดที่ {clauses}", "and": "{a} และ {b}", "or": "({items})", "or_sep": " หรือ ", "not": "ไม่ใช่ {a}",
        "name": "ชื่อมีคำว่า “{v}”", "name_like": "ชื่อคล้าย “{v}”", "exact": "ชื่อคือ “{v}”", "nickname": "การ์ดคือ {v} (ชื่อเล่น “{nick}”)",
        "type": "บรรทัดประเภทมีคำว่า “{v}”", "oracle": "ข้อความกฎมีคำว่า “{v}”",
        "color": "สี{op} {v}", "identity": "สีประจำตัว{op} {v}",
        "mv": "ค่ามานา{op} {v}", "power": "พลังโจมตี{op} {v}", "toughness": "พลังป้องกัน{op} {v}",
        "loyalty": "ลอยัลตี้{op} {v}", "keyword": "การ์ดมี {v}", "is": "การ์ดเป็น {v}",
        "format": "การ์ด{status}ในฟอร์แมต {v}", "lang": "การ์ดมีชื่อภาษา {v}",
        "op:": "อย่างน้อย", "op=": "เท่ากับ", "op!=": "ไม่เท่ากับ", "op<": "น้อยกว่า", "op<=": "ไม่เกิน",
        "op>": "มากกว่า", "op>=": "อย่างน้อย", "colorless": "ไร้สี", "multicolor": "หลายสี",
        "w": "ขาว", "u": "น้ำเงิน", "b": "ดำ", "r": "แดง", "g": "เขียว",
        "legal": "ใช้ได้", "banned": "ถูกแบน", "restricted": "ถูกจำกัด",
        "warn_key": "“{t}”: ไม่รู้จักตัวดำเนินการนี้ จึงไม่ได้ใช้", "warn_value": "“{t}”: ไม่รู้จักค่านี้ จึงไม่ได้ใช้",
        "warn_data": "“{t}”: ไฟล์การ์ดที่นำเข้าไม่มี{what} จึงไม่ได้ใช้", "warn_paren": "วงเล็บไม่ครบคู่",
        "warn_many": "ค้นหาเฉพาะ {n} เงื่อนไขแรก",
        "what_printings": "ข้อมูลการพิมพ์ (ชุด ความหายาก)", "what_legalities": "ข้อมูลฟอร์แมต",
        "error_all": "ไม่มีส่วนใดของคำค้นที่ค้นหาได้: {warnings}",
    },
    "ko": {
        "all": "{clauses} 카드", "and": "{a}, {b}", "or": "({items})", "or_sep": " 또는 ", "not": "{a} 아님",
        "name": "이름에 “{v}” 포함", "name_like": "이름이 “{v}”와 비슷함", "exact": "이름이 “{v}”", "nickname": "{v} (별명 “{nick}”)",
        "type": "유형에 “{v}” 포함", "oracle": "규칙 문구에 “{v}” 포함",
        "color": "색 {op} {v}", "identity": "고유색 {op} {v}",
        "mv": "마나 값 {op} {v}", "power": "공격력 {op} {v}", "toughness": "방어력 {op} {v}",
        "loyalty": "충성도 {op} {v}", "keyword": "{v} 보유", "is": "{v}",
        "format": "{v}에서 {status}", "lang": "{v} 이름 있음",
        "op:": "최소", "op=": "정확히", "op!=": "제외", "op<": "미만", "op<=": "이하",
        "op>": "초과", "op>=": "이상", "colorless": "무색", "multicolor": "다색",
        "w": "백색", "u": "청색", "b": "흑색", "r": "적색", "g": "녹색",
        "legal": "사용 가능", "banned": "금지", "restricted": "제한",
        "warn_key": "“{t}”: 모르는 연산자라 무시함", "warn_value": "“{t}”: 모르는 값이라 무시함",
        "warn_data": "“{t}”: 가져온 카드 파일에 {what} 정보가 없어 무시함", "warn_paren": "괄호 짝이 맞지 않음",
        "warn_many": "처음 {n}개 조건만 검색함",
        "what_printings": "인쇄(세트, 희귀도)", "what_legalities": "포맷 사용 가능",
        "error_all": "검색할 수 있는 조건이 없음: {warnings}",
    },
}


def msg(lang: str, key: str, **params) -> str:
    table = MESSAGES.get(lang) or MESSAGES["en"]
    return (table.get(key) or MESSAGES["en"][key]).format(**params)


# ------------------------------------------------------------------------------ card rows
def card_row(name, type_line, text, colors, identity, mana_value, power, toughness, loyalty, keywords,
             legalities, names, layout, faces=(), rank=None) -> dict:
    """What the matchers read, precomputed once per card (lower-case text, numbers parsed)."""
    faces = list(faces or [])
    tl = " // ".join(f.get("type_line") or "" for f in faces) if len(faces) > 1 else (type_line or "")
    tx = "\n".join(f.get("text") or "" for f in faces) if len(faces) > 1 else (text or "")
    kws = {k.lower() for f in faces for k in (f.get("keywords") or [])} | {k.lower() for k in keywords or []}
    all_names = {"en": name}
    all_names.update({k: v for k, v in (names or {}).items() if v})
    return {
        "name": name, "name_n": norm(name), "names_n": {norm(v) for v in all_names.values()},
        "langs": set(all_names), "type_n": tl.lower(), "text_n": tx.lower(), "colors": set(colors or []),
        "identity": set(identity or []), "mv": float(mana_value or 0), "pow": _num(power), "tou": _num(toughness),
        "loy": _num(loyalty), "keywords": kws, "legalities": legalities, "layout": layout or "normal", "rank": rank,
    }


def _num(v):
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, str) and re.fullmatch(r"\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*", v):
        return float(v)
    return None


# ------------------------------------------------------------------------------ tokens
_TERM = re.compile(r"""
    (?P<neg>-)?
    (?:
      !"(?P<exact_q>[^"]*)"?                                   # !"exact name"
    | !(?P<exact>[^\s()]+)                                     # !name
    | (?P<key>[a-zA-Z]+)(?P<op>:|!=|<=|>=|=|<|>)(?:"(?P<vq>[^"]*)"?|(?P<v>[^\s()]+))
    | "(?P<phrase>[^"]*)"?                                     # "quoted words" of the name
    | (?P<word>[^\s()]+)
    )""", re.X)


@dataclass
class Term:
    key: str            # "name", "exact", "nickname", "type", "oracle", "color", ...
    op: str
    value: object
    raw: str
    shown: str = ""     # the value as the read-back shows it


@dataclass
class Query:
    node: object
    warnings: list = field(default_factory=list)
    read_back: str = ""
    name_words: list = field(default_factory=list)   # what the name ranking compares
    exact_names: list = field(default_factory=list)

    def matches(self, card: dict) -> bool:
        return _eval(self.node, card)


def _tokens(q: str):
    out = []
    i = 0
    n = len(q)
    while i < n:
        ch = q[i]
        if ch.isspace():
            i += 1
            continue
        if ch in "()":
            out.append(ch)
            i += 1
            continue
        if ch == "-" and i + 1 < n and q[i + 1] == "(":
            out.append("-(")
            i += 2
            continue
        m = _TERM.match(q, i)
        if not m or m.end() == i:
            i += 1
            continue
        out.append(m)
        i = m.end()
    return out


# ------------------------------------------------------------------------------ parsing
_SYNTAX = re.compile(r"(?:^|\s|\()(?:-?[a-zA-Z]+(?::|!=|<=|>=|=|<|>)\S|-?!|-\S|\(|\bor\b)|\)|\"", re.I)


def has_syntax(q: str) -> bool:
    """The query uses operators, quotes, negation, "or" or parentheses (else: a plain name)."""
    return bool(_SYNTAX.search(q or ""))


KEYS = {
    "t": "type", "type": "type", "o": "oracle", "oracle": "oracle", "c": "color", "color": "color",
    "colour": "color", "id": "identity", "identity": "identity", "ci": "identity", "mv": "mv", "cmc": "mv",
    "manavalue": "mv", "pow": "power", "power": "power", "tou": "toughness", "toughness": "toughness",
    "loy": "loyalty", "loyalty": "loyalty", "kw": "keyword", "keyword": "keyword", "is": "is",
    "f": "format", "format": "format", "legal": "format", "banned": "banned", "restricted": "restricted",
    "r": "printing", "rarity": "printing", "set": "printing", "s": "printing", "e": "printing",
    "edition": "printing", "lang": "lang", "language": "lang",
}
IS_VALUES = ("permanent", "spell", "legendary", "vanilla", "split", "dfc", "transform", "mdfc", "meld", "commander")
_DFC = {"transform", "modal_dfc", "meld", "reversible_card"}
_PERMANENT = ("creature", "artifact", "enchantment", "land", "planeswalker", "battle")


def parse(q: str, lang: str = "en", has_legalities: bool = True) -> Query:
    lang = lang if lang in MESSAGES else "en"
    q = (q or "").strip()
    warnings: list = []
    whole = norm(q)
    qobj = Query(node=None, warnings=warnings)
    nick = nicknames().get(whole)
    if nick and not re.search(r"[:=<>!\"()]", q):
        term = Term("nickname", "=", norm(nick), q, nick)
        qobj.node = ("term", term)
        qobj.exact_names.append(norm(nick))
        qobj.read_back = msg(lang, "all", clauses=msg(lang, "nickname", v=nick, nick=q))
        return qobj
    toks = _tokens(q)
    pos = [0]
    count = [0]

    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else None

    def is_or(t):
        return not isinstance(t, str) and t.group("word") and t.group("word").lower() == "or" and not t.group("neg")

    def is_and(t):
        return not isinstance(t, str) and t.group("word") and t.group("word").lower() == "and" and not t.group("neg")

    def parse_or():
        items = [parse_and()]
        while peek() is not None and is_or(peek()):
            pos[0] += 1
            items.append(parse_and())
        items = [x for x in items if x is not None]
        if not items:
            return None
        return items[0] if len(items) == 1 else ("or", items)

    def parse_and():
        items = []
        while True:
            t = peek()
            if t is None or t == ")" or is_or(t):
                break
            if is_and(t):
                pos[0] += 1
                continue
            items.append(parse_unary())
        items = [x for x in items if x is not None]
        if not items:
            return None
        return items[0] if len(items) == 1 else ("and", items)

    def parse_unary():
        t = peek()
        pos[0] += 1
        if t in ("(", "-("):
            inner = parse_or()
            if peek() == ")":
                pos[0] += 1
            elif "warn_paren" not in warnings:
                warnings.append(msg(lang, "warn_paren"))
            if inner is None:
                return None
            return ("not", inner) if t == "-(" else inner
        if t == ")":
            if msg(lang, "warn_paren") not in warnings:
                warnings.append(msg(lang, "warn_paren"))
            return None
        count[0] += 1
        if count[0] > MAX_TERMS:
            if count[0] == MAX_TERMS + 1:
                warnings.append(msg(lang, "warn_many", n=MAX_TERMS))
            return None
        term = _term(t, lang, warnings, has_legalities)
        if term is None:
            return None
        if term.key == "name":
            qobj.name_words.append(term.value)
        elif term.key in ("exact", "nickname"):
            qobj.exact_names.append(term.value)
        node = ("term", term)
        return ("not", node) if t.group("neg") else node

    node = parse_or()
    while pos[0] < len(toks):   # a stray ")" ends parse_or early: read on
        if peek() == ")":
            pos[0] += 1
            if msg(lang, "warn_paren") not in warnings:
                warnings.append(msg(lang, "warn_paren"))
            continue
        more = parse_or()
        if more is not None:
            node = more if node is None else ("and", [node, more])
    qobj.node = node
    if node is not None:
        qobj.read_back = msg(lang, "all", clauses=_read(node, lang))
    return qobj


def _colors(value: str):
    """'rg' / 'red' / '녹색' / 'c' / 'm' -> (set of colours or the mark 'c'/'m'), or None."""
    v = value.strip().lower()
    word = _color_word(v)
    if word:
        v = word
    if v in ("c", "colorless", "colourless"):
        return "c"
    if v in ("m", "multicolor", "multicolour"):
        return "m"
    if v and all(ch in "wubrg" for ch in v):
        return set(v.upper())
    return None


def _term(m, lang: str, warnings: list, has_legalities: bool) -> Term | None:
    raw = m.group(0).lstrip("-")
    if m.group("exact_q") is not None or m.group("exact") is not None:
        v = m.group("exact_q") if m.group("exact_q") is not None else m.group("exact")
        return Term("exact", "=", norm(v), raw, v) if norm(v) else None
    if m.group("phrase") is not None:
        v = m.group("phrase")
        return Term("name", ":", norm(v), raw, v) if norm(v) else None
    if m.group("word") is not None:
        v = m.group("word")
        nick = nicknames().get(norm(v))
        if nick:
            return Term("nickname", "=", norm(nick), raw, nick)
        return Term("name", ":", norm(v), raw, v) if norm(v) else None
    key = KEYS.get(m.group("key").lower())
    op = m.group("op")
    value = m.group("vq") if m.group("vq") is not None else (m.group("v") or "")
    if key is None:
        warnings.append(msg(lang, "warn_key", t=raw))
        return None
    if key == "printing":
        warnings.append(msg(lang, "warn_data", t=raw, what=msg(lang, "what_printings")))
        return None
    if key in ("format", "banned", "restricted") and not has_legalities:
        warnings.append(msg(lang, "warn_data", t=raw, what=msg(lang, "what_legalities")))
        return None
    if not value.strip():
        warnings.append(msg(lang, "warn_value", t=raw))
        return None
    if key in ("type", "oracle", "keyword"):
        v = value.lower()
        if key == "type":
            v = _type_word(v)
        return Term(key, ":", v, raw, v)
    if key in ("color", "identity"):
        cs = _colors(value)
        if cs is None:
            warnings.append(msg(lang, "warn_value", t=raw))
            return None
        shown = msg(lang, "colorless") if cs == "c" else msg(lang, "multicolor") if cs == "m" else \
            " ".join(msg(lang, ch.lower()) for ch in COLORS if ch in cs)
        if op == ":":
            op = ">=" if key == "color" else "<="
        return Term(key, op, cs, raw, shown)
    if key in ("mv", "power", "toughness", "loyalty"):
        n = _num(value)
        if n is None:
            warnings.append(msg(lang, "warn_value", t=raw))
            return None
        return Term(key, "=" if op == ":" else op, n, raw, value)
    if key == "is":
        v = value.lower()
        if v not in IS_VALUES:
            warnings.append(msg(lang, "warn_value", t=raw))
            return None
        return Term("is", ":", v, raw, v)
    if key in ("format", "banned", "restricted"):
        status = "legal" if key == "format" else key
        return Term("format", status, value.lower(), raw, value.lower())
    if key == "lang":
        return Term("lang", ":", value.lower(), raw, value.lower())
    warnings.append(msg(lang, "warn_key", t=raw))   # pragma: no cover - every KEYS value is handled
    return None


# ------------------------------------------------------------------------------ matching
def _cmp(a, op, b) -> bool:
    if a is None:
        return False
    return {"=": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}.get(op, False)


def _set_cmp(have: set, op: str, want) -> bool:
    if want == "c":
        return (not have) if op in (">=", "=", "<=") else bool(have)
    if want == "m":
        return (len(have) > 1) if op in (">=", "=") else len(have) <= 1
    return {"=": have == want, "!=": have != want, ">=": have >= want, ">": have > want,
            "<=": have <= want, "<": have < want}.get(op, False)


def _match(t: Term, c: dict) -> bool:
    k = t.key
    if k == "name":
        return any(t.value in n for n in c["names_n"])
    if k in ("exact", "nickname"):
        return t.value in c["names_n"]
    if k == "type":
        return t.value in c["type_n"]
    if k == "oracle":
        return t.value.replace("~", c["name"].lower()) in c["text_n"]
    if k == "color":
        return _set_cmp(c["colors"], t.op, t.value)
    if k == "identity":
        return _set_cmp(c["identity"], t.op, t.value)
    if k == "mv":
        return _cmp(c["mv"], t.op, t.value)
    if k == "power":
        return _cmp(c["pow"], t.op, t.value)
    if k == "toughness":
        return _cmp(c["tou"], t.op, t.value)
    if k == "loyalty":
        return _cmp(c["loy"], t.op, t.value)
    if k == "keyword":
        return t.value in c["keywords"]
    if k == "is":
        v = t.value
        tl = c["type_n"]
        if v == "permanent":
            return any(x in tl for x in _PERMANENT)
        if v == "spell":
            return "land" not in tl
        if v == "legendary":
            return "legendary" in tl
        if v == "commander":
            return "legendary" in tl and "creature" in tl
        if v == "vanilla":
            return not c["text_n"].strip() and "creature" in tl
        if v == "split":
            return c["layout"] == "split"
        if v in ("dfc", "transform", "mdfc", "meld"):
            want = {"dfc": _DFC, "transform": {"transform"}, "mdfc": {"modal_dfc"}, "meld": {"meld"}}[v]
            return c["layout"] in want
        return False
    if k == "format":
        leg = c["legalities"] or {}
        return leg.get(t.value) == t.op
    if k == "lang":
        return t.value in c["langs"]
    return False


def _eval(node, c) -> bool:
    kind = node[0]
    if kind == "term":
        return _match(node[1], c)
    if kind == "and":
        return all(_eval(x, c) for x in node[1])
    if kind == "or":
        return any(_eval(x, c) for x in node[1])
    if kind == "not":
        return not _eval(node[1], c)
    return False


# ------------------------------------------------------------------------------ read-back
def _clause(t: Term, lang: str) -> str:
    if t.key in ("name", "exact", "type", "oracle", "keyword", "is", "lang"):
        return msg(lang, t.key, v=t.shown or t.value)
    if t.key == "nickname":
        return msg(lang, "nickname", v=t.shown, nick=t.raw)
    if t.key == "format":
        return msg(lang, "format", v=t.shown, status=msg(lang, t.op))
    op = msg(lang, f"op{t.op}")
    return msg(lang, t.key, op=op, v=t.shown)


def _read(node, lang: str) -> str:
    kind = node[0]
    if kind == "term":
        return _clause(node[1], lang)
    if kind == "not":
        return msg(lang, "not", a=_read(node[1], lang))
    parts = [_read(x, lang) for x in node[1]]
    if kind == "or":
        return msg(lang, "or", items=msg(lang, "or_sep").join(parts))
    out = parts[0]
    for p in parts[1:]:
        out = msg(lang, "and", a=out, b=p)
    return out


# ------------------------------------------------------------------------------ search
class Table:
    """The card rows as columns, with each term's set of matching rows remembered: a query is set
    algebra over them (35,000 cards: a term is one pass over one column, then cached)."""

    CACHE = 512

    def __init__(self, rows: list):
        self.rows = rows
        self.all = frozenset(range(len(rows)))
        order = sorted(range(len(rows)), key=lambda i: (rows[i]["rank"] if rows[i]["rank"] is not None else 10**9,
                                                        len(rows[i]["name"]), rows[i]["name"]))
        self.order = [0] * len(rows)
        for pos, i in enumerate(order):
            self.order[i] = pos
        self._cache: dict = {}
        self._groups: dict = {}
        self.names_col = ["\x00".join(c["names_n"]) for c in rows]
        self.type_col = [c["type_n"] for c in rows]
        self.text_col = [c["text_n"] for c in rows]

    def _group(self, field: str) -> dict:
        """{value: frozenset of rows} for a field with few distinct values (colours, numbers, keywords,
        names, languages)."""
        g = self._groups.get(field)
        if g is None:
            acc: dict = {}
            for i, c in enumerate(self.rows):
                v = c[field]
                for k in (v if field in ("keywords", "names_n", "langs") else (frozenset(v) if isinstance(v, set) else v,)):
                    acc.setdefault(k, []).append(i)
            g = self._groups[field] = {k: frozenset(ids) for k, ids in acc.items()}
        return g

    def _scan(self, col: list, v: str) -> frozenset:
        return frozenset(i for i, s in enumerate(col) if v in s)

    def _compute(self, t: Term) -> frozenset:
        k = t.key
        if k == "name":
            return self._scan(self.names_col, t.value)
        if k in ("exact", "nickname"):
            return self._group("names_n").get(t.value, frozenset())
        if k == "type":
            return self._scan(self.type_col, t.value)
        if k == "keyword":
            return self._group("keywords").get(t.value, frozenset())
        if k == "lang":
            return self._group("langs").get(t.value, frozenset())
        if k in ("color", "identity"):
            field = "colors" if k == "color" else "identity"
            return frozenset().union(*[ids for v, ids in self._group(field).items() if _set_cmp(set(v), t.op, t.value)])
        if k in ("mv", "power", "toughness", "loyalty"):
            field = {"mv": "mv", "power": "pow", "toughness": "tou", "loyalty": "loy"}[k]
            return frozenset().union(*[ids for v, ids in self._group(field).items() if _cmp(v, t.op, t.value)])
        if k == "oracle" and "~" not in t.value:
            return self._scan(self.text_col, t.value)
        if k == "is":
            v, col = t.value, self.type_col
            if v == "permanent":
                return frozenset(i for i, s in enumerate(col) if any(w in s for w in _PERMANENT))
            if v == "spell":
                return frozenset(i for i, s in enumerate(col) if "land" not in s)
            if v == "legendary":
                return self._scan(col, "legendary")
            if v == "commander":
                return frozenset(i for i, s in enumerate(col) if "legendary" in s and "creature" in s)
            if v in ("split", "dfc", "transform", "mdfc", "meld"):
                want = {"split": {"split"}, "dfc": _DFC, "transform": {"transform"}, "mdfc": {"modal_dfc"},
                        "meld": {"meld"}}[v]
                return frozenset().union(*[ids for lay, ids in self._group("layout").items() if lay in want])
        return frozenset(i for i, c in enumerate(self.rows) if _match(t, c))

    def term(self, t: Term) -> frozenset:
        key = (t.key, t.op, t.value if not isinstance(t.value, set) else frozenset(t.value))
        hit = self._cache.get(key)
        if hit is None:
            if len(self._cache) >= self.CACHE:
                self._cache.clear()
            hit = self._cache[key] = self._compute(t)
        return hit

    def eval(self, node) -> frozenset:
        kind = node[0]
        if kind == "term":
            return self.term(node[1])
        if kind == "not":
            return self.all - self.eval(node[1])
        parts = node[1]
        if kind == "or":
            out: set = set()
            for x in parts:
                out |= self.eval(x)
            return frozenset(out)
        # and: the negations last, subtracted from what the others left
        pos = [x for x in parts if x[0] != "not"]
        neg = [x[1] for x in parts if x[0] == "not"]
        sets = sorted((self.eval(x) for x in pos), key=len) if pos else [self.all]
        out = set(sets[0])
        for s in sets[1:]:
            out &= s
        for x in neg:
            if not out:
                break
            out -= self.eval(x)
        return frozenset(out)


_TABLES: dict = {}


def table(rows: list) -> Table:
    """The Table of a list of rows (one per list object; the caller rebuilds the list on a new pool)."""
    tb = _TABLES.get(id(rows))
    if tb is None or tb.rows is not rows:
        _TABLES.clear()
        tb = _TABLES[id(rows)] = Table(rows)
    return tb


def _name_tier(c: dict, q: Query) -> int:
    if q.exact_names and c["name_n"] in q.exact_names:
        return 0
    if q.exact_names and c["names_n"] & set(q.exact_names):
        return 1
    if not q.name_words:
        return 5
    whole = " ".join(q.name_words)
    if whole in c["names_n"]:
        return 1
    if any(n.startswith(whole) for n in c["names_n"]):
        return 2
    if all(any(w in n.split() for n in c["names_n"]) for w in q.name_words):
        return 3
    return 4


def search(rows: list, q: str, lang: str = "en", has_legalities: bool = True, limit: int | None = None,
           offset: int = 0) -> dict:
    """Every matching card (``total``), best first: by how well the name matches the query's name
    words, then by popularity (``rank``, MTGJSON's edhrecRank, when the file had it), then by name;
    ``results`` holds them all, or the ``limit`` from ``offset`` (only those are sorted)."""
    query = parse(q, lang, has_legalities=has_legalities)
    if query.node is None:
        if query.warnings:
            raise QueryError(msg(lang, "error_all", warnings="; ".join(query.warnings)))
        return {"total": 0, "results": [], "warnings": [], "read_back": ""}
    tb = table(rows)
    ids = tb.eval(query.node)
    order = tb.order
    if query.name_words or query.exact_names:
        key = lambda i: (_name_tier(rows[i], query), order[i])  # noqa: E731
    else:
        key = order.__getitem__
    if limit is None:
        ranked = sorted(ids, key=key)
    else:
        ranked = heapq.nsmallest(offset + limit, ids, key=key)[offset:]
    return {"total": len(ids), "results": [rows[i] for i in ranked], "warnings": query.warnings,
            "read_back": query.read_back}
