"""One vocabulary from rule page to engine to interface: the terminology tables and their checker.

The tables are data, one file per language: `terminology/th.yaml`, `terminology/ko.yaml` (format and
how translators use them: docs/terminology.md). Each row is a concept, THE term the rule pages use,
and the variants that are wrong for it. This module collects every Thai and Korean text of the
project (every .po msgstr, every engine and deck-checker message, every content page, the scenario
library, the .po source JSON) and reports each wrong variant, except where the table's `allow` list
says a text quotes old wording on purpose.

    .venv/bin/python -m terminology          # every problem, both languages
    .venv/bin/python -m terminology ko       # one language

Pure Python (PyYAML only): no Django import, so translators can run it without a database.
"""
from __future__ import annotations

import fnmatch
import importlib
import json
import re
from dataclasses import dataclass
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
TABLE_DIR = Path(__file__).resolve().parent
LANGS = ("th", "ko")


@dataclass(frozen=True)
class Text:
    """One translated text: where it lives (a location id an `allow` row can name), its game
    ("mtg", "bfb" or None when the text serves both), and the text itself."""
    where: str
    lang: str
    game: str | None
    text: str


@dataclass(frozen=True)
class Problem:
    where: str
    lang: str
    concept: str
    variant: str
    term: str
    context: str

    def __str__(self):
        return (f"{self.where} [{self.lang}]: {self.variant!r} is wrong for {self.concept!r}, "
                f"use {self.term!r}: …{self.context}…")


# --- the tables ----------------------------------------------------------------------------------

@dataclass
class _Variant:
    label: str
    pattern: re.Pattern


@dataclass
class Term:
    concept: str
    term: str
    wrong: list
    games: tuple
    note: str = ""
    only_in: tuple = ()


def _compile_variant(v) -> _Variant:
    if isinstance(v, dict):
        return _Variant(v.get("label") or v["re"], re.compile(v["re"]))
    return _Variant(v, re.compile(re.escape(v)))


def load_table(lang: str) -> dict:
    """{"terms": [Term], "allow": [{"variant", "where", "why"}]} of one language."""
    data = yaml.safe_load((TABLE_DIR / f"{lang}.yaml").read_text(encoding="utf-8"))
    if data.get("lang") != lang:
        raise ValueError(f"terminology/{lang}.yaml: lang must be {lang!r}")
    terms = []
    for row in data.get("terms") or []:
        for key in ("concept", "term"):
            if not row.get(key):
                raise ValueError(f"terminology/{lang}.yaml: a row lacks {key!r}: {row}")
        terms.append(Term(row["concept"], row["term"], [_compile_variant(v) for v in row.get("wrong") or []],
                          tuple(row.get("games") or ("mtg", "bfb")), row.get("note", ""),
                          tuple(row.get("only_in") or ())))
    allow = data.get("allow") or []
    for a in allow:
        if not (a.get("variant") and a.get("where") and a.get("why")):
            raise ValueError(f"terminology/{lang}.yaml: an allow row needs variant, where and why: {a}")
    return {"terms": terms, "allow": allow}


# --- where the Thai and Korean texts live ----------------------------------------------------

def po_files(root: Path = ROOT) -> list[Path]:
    return sorted(p for p in root.rglob("locale/*/LC_MESSAGES/*.po")
                  if ".venv" not in p.parts and "var" not in p.parts and ".git" not in p.parts)


def po_entries(path: Path):
    """Yield (msgid, msgstr, flags, msgctxt) of every entry of a .po file (header included, with
    msgid ""). Plural entries yield their msgid and the first plural msgstr."""
    def unq(s):
        return json.loads(s)

    entry = {"flags": set(), "msgid": None, "msgstr": None, "msgctxt": ""}
    cur = None

    def flush():
        if entry["msgid"] is not None:
            yield entry["msgid"], entry["msgstr"] or "", set(entry["flags"]), entry["msgctxt"]

    for raw in path.read_text(encoding="utf-8").split("\n") + [""]:
        ln = raw.strip()
        if not ln:
            yield from flush()
            entry = {"flags": set(), "msgid": None, "msgstr": None, "msgctxt": ""}
            cur = None
            continue
        if ln.startswith("#,"):
            if entry["msgid"] is not None and entry["msgstr"] is not None:
                yield from flush()
                entry = {"flags": set(), "msgid": None, "msgstr": None, "msgctxt": ""}
            entry["flags"].update(f.strip() for f in ln[2:].split(","))
            continue
        if ln.startswith("#"):
            if entry["msgid"] is not None and entry["msgstr"] is not None:
                yield from flush()
                entry = {"flags": set(), "msgid": None, "msgstr": None, "msgctxt": ""}
            continue
        if ln.startswith("msgctxt "):
            if entry["msgid"] is not None and entry["msgstr"] is not None:
                yield from flush()
                entry = {"flags": set(), "msgid": None, "msgstr": None, "msgctxt": ""}
            entry["msgctxt"] = unq(ln[8:])
            cur = "msgctxt"
        elif ln.startswith("msgid_plural "):
            cur = None
        elif ln.startswith("msgid "):
            if entry["msgid"] is not None and entry["msgstr"] is not None:
                yield from flush()
                entry = {"flags": set(), "msgid": None, "msgstr": None, "msgctxt": ""}
            entry["msgid"] = unq(ln[6:])
            cur = "msgid"
        elif ln.startswith("msgstr[0] "):
            entry["msgstr"] = unq(ln[10:])
            cur = "msgstr"
        elif ln.startswith("msgstr["):
            cur = None
        elif ln.startswith("msgstr "):
            entry["msgstr"] = unq(ln[7:])
            cur = "msgstr"
        elif ln.startswith('"') and cur:
            entry[cur] = (entry[cur] or "") + unq(ln)
    # (flush at the final blank line added above)


def _po_texts(root: Path):
    for po in po_files(root):
        lang = po.parts[-3]
        if lang not in LANGS:
            continue
        rel = po.relative_to(root).as_posix()
        for msgid, msgstr, _flags, _ctx in po_entries(po):
            if msgid and msgstr:
                yield Text(f"po:{rel}:{msgid}", lang, None, msgstr)


def _import_message_modules(root: Path):
    """Import every engine message module (judge/**/messages*.py or a messages/ package), so that
    the catalogue is complete even after the engine is split into more modules."""
    for p in sorted((root / "judge").rglob("*.py")):
        rel = p.relative_to(root).with_suffix("")
        parts = rel.parts
        if "messages" in parts[-1] or (len(parts) > 1 and parts[-2] == "messages"):
            if parts[-1] == "__init__":
                parts = parts[:-1]
            importlib.import_module(".".join(parts))


def _game_of_key(key: str) -> str | None:
    head = key.split(".", 1)[0]
    return head if head in ("mtg", "bfb") else None


def message_texts(root: Path = ROOT):
    _import_message_modules(root)
    from judge.engine.messages import CATALOGUE
    for key, texts in sorted(CATALOGUE.items()):
        for lang in LANGS:
            if texts.get(lang):
                yield Text(f"msg:{key}", lang, _game_of_key(key), texts[lang])
    from judge.decks import messages as deck_messages
    for key, texts in sorted(deck_messages.M.items()):
        game = "bfb" if "bfb" in key else ("mtg" if "mtg" in key else None)
        for lang in LANGS:
            if texts.get(lang):
                yield Text(f"deck:{key}", lang, game, texts[lang])


def _split_front(text: str):
    if text.startswith("---\n"):
        end = text.find("\n---\n", 4)
        if end > 0:
            return text[4:end], text[end + 5:]
    return "", text


def page_texts(root: Path = ROOT):
    """Title, summary and body of every Thai and Korean content page (not `aliases`: search aliases
    list the old wordings on purpose)."""
    for lang in LANGS:
        for p in sorted((root / "content" / "pages" / lang).glob("*.md")):
            front, body = _split_front(p.read_text(encoding="utf-8"))
            meta = yaml.safe_load(front) or {}
            pid = meta.get("id") or p.stem
            game = meta.get("game")
            for field in ("title", "summary"):
                if meta.get(field):
                    yield Text(f"page:{pid}:{field}", lang, game, str(meta[field]))
            yield Text(f"page:{pid}", lang, game, body)


def library_texts(root: Path = ROOT):
    for p in sorted((root / "judge" / "library").glob("*.json")):
        doc = json.loads(p.read_text(encoding="utf-8"))
        for field in ("title_i18n", "notes_i18n"):
            for lang in LANGS:
                t = (doc.get(field) or {}).get(lang)
                if t:
                    yield Text(f"library:{p.stem}:{field}", lang, doc.get("game"), t)


def source_json_texts(root: Path = ROOT):
    """locale/src/<lang>.json feeds scripts/fill_po.py: a wrong word there would come back."""
    for lang in LANGS:
        for p in sorted(root.rglob(f"locale/src/{lang}.json")):
            if ".venv" in p.parts:
                continue
            for msgid, msgstr in json.loads(p.read_text(encoding="utf-8")).items():
                if msgstr:
                    yield Text(f"src:{p.relative_to(root).as_posix()}:{msgid}", lang, None, msgstr)


def extra_content_texts(root: Path = ROOT):
    """Other content files with Thai/Korean text (per-rule explanations...): every .md/.yaml under
    content/ but content/pages, keyed by path; the language is the path part th/ko or a th:/ko: key."""
    base = root / "content"
    for p in sorted(base.rglob("*")):
        if not p.is_file() or p.suffix not in (".md", ".yaml", ".yml") or "pages" in p.relative_to(base).parts:
            continue
        rel = p.relative_to(root).as_posix()
        parts = p.relative_to(base).parts
        lang = next((x for x in parts if x in LANGS), None) or next(
            (x for x in LANGS if p.stem.endswith("." + x) or p.stem.endswith("_" + x)), None)
        if lang:
            yield Text(f"content:{rel}", lang, _guess_game(rel), p.read_text(encoding="utf-8"))


def _guess_game(rel: str) -> str | None:
    return "bfb" if "bfb" in rel else ("mtg" if "mtg" in rel or "cr" in rel else None)


def all_texts(root: Path = ROOT):
    yield from _po_texts(root)
    yield from message_texts(root)
    yield from page_texts(root)
    yield from library_texts(root)
    yield from source_json_texts(root)
    yield from extra_content_texts(root)


# --- the check ---------------------------------------------------------------------------------

def _allowed(allow, where, label):
    return any(a["variant"] == label and fnmatch.fnmatchcase(where, a["where"]) for a in allow)


def check(texts=None, langs=LANGS) -> list[Problem]:
    tables = {lang: load_table(lang) for lang in langs}
    problems = []
    for t in (texts if texts is not None else all_texts()):
        if t.lang not in tables:
            continue
        table = tables[t.lang]
        for term in table["terms"]:
            if t.game and t.game not in term.games:
                continue
            if term.only_in and not any(fnmatch.fnmatchcase(t.where, w) for w in term.only_in):
                continue
            for v in term.wrong:
                for m in v.pattern.finditer(t.text):
                    if _allowed(table["allow"], t.where, v.label):
                        continue
                    ctx = t.text[max(0, m.start() - 25):m.end() + 25].replace("\n", " ")
                    problems.append(Problem(t.where, t.lang, term.concept, v.label, term.term, ctx))
    return problems


# --- templates: visible text that never reaches a translator ---------------------------------------
# Text written straight into a template (outside {% translate %} / {% blocktranslate %}) is shown in
# English on the Thai and Korean pages, and the tables above never see it (review 2026-12-02: the
# judge library, print view, editor and deck check hard-coded "Magic: The Gathering"). The names
# below are kept in every language on purpose.
TEMPLATE_KEEP = {
    "Born from Blood": "the game's own name, printed in English on its cards (glossary)",
    "Pierce": "Born from Blood keyword, kept in Latin script (glossary)",
    "Skill": "Born from Blood card kind, kept in Latin script (glossary)",
    "Pray": "Born from Blood card kind, kept in Latin script (glossary)",
    "MTG": "the games' short tags beside a search result, the same in every language",
    "BfB": "the games' short tags beside a search result, the same in every language",
    "JSON": "a file format's name",
    "CR": "the Comprehensive Rules' abbreviation before a rule number, as in every message (CR 704.5a)",
    "HP": "Born from Blood's hit points, printed HP on its cards",
    "Error": "the 500 page is static (no translation machinery when the server fails)",
    "sitemap.xml": "a file name",
    "bears>B": "placeholder showing the input syntax (ids)",
    "wall=2, B=3": "placeholder showing the input syntax (ids)",
    "d1=3, character=2": "placeholder showing the input syntax (ids)",
}
_T_COMMENT = re.compile(r"\{#.*?#\}|\{%\s*comment\s*%\}.*?\{%\s*endcomment\s*%\}", re.S)
_T_BLOCKTRANS = re.compile(r"\{%\s*blocktrans(?:late)?\b.*?\{%\s*endblocktrans(?:late)?\s*%\}", re.S)
_T_CODE = re.compile(r"<(script|style)\b.*?</\1>", re.S)
_T_TAG = re.compile(r"\{%.*?%\}|\{\{.*?\}\}", re.S)
_T_ATTR = re.compile(r"\b(?:title|aria-label|placeholder|alt)=\"([^\"]*)\"")
_T_HTML = re.compile(r"<[^>]*>")


def template_strings(root: Path = ROOT) -> list[tuple[str, str]]:
    """(template path, text) of every visible text in a template that is not translated: text between
    tags and the title / aria-label / placeholder / alt attributes, with the template language's
    own tags, variables, comments, scripts and styles taken out."""
    out = []
    for p in sorted(root.glob("**/templates/**/*.html")):
        if ".venv" in p.parts or "node_modules" in p.parts:
            continue
        t = p.read_text(encoding="utf-8")
        for rx in (_T_COMMENT, _T_BLOCKTRANS, _T_CODE):
            t = rx.sub("", t)
        t = _T_TAG.sub("\x00", t)
        attrs = _T_ATTR.findall(t)
        texts = _T_HTML.sub("\x00", t).split("\x00") + attrs
        rel = p.relative_to(root).as_posix()
        for s in texts:
            s = " ".join(s.split())
            if re.search(r"[A-Za-z]{2,}", s) and "X-CSRFToken" not in s:
                out.append((rel, s))
    return out


def untranslated_template_strings(root: Path = ROOT) -> list[tuple[str, str]]:
    return [(rel, s) for rel, s in template_strings(root) if s.strip(" ·:—-()") not in TEMPLATE_KEEP]
