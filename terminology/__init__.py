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
