"""Reading and checking the policy guide files (format: content/FORMAT.md, "Tournament policy guides").

content/policy/documents.yaml      the documents followed: version date and official link (no language)
content/policy/<lang>/labels.yaml  interface words of the policy pages, in that language
content/policy/<lang>/<doc>.yaml   the guide to one document (jar, ipg, mtr), one entry per section
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from langs import LANGS

POLICY_DIR = Path(__file__).resolve().parent.parent / "content" / "policy"
DOCS = ("jar", "ipg", "mtr")
PENALTIES = ("", "none", "warning", "game_loss", "match_loss", "disqualification")
# The parts an entry may have, in display order. IPG sections 2-4 must have the first five.
PARTS = ("text", "definition", "examples", "philosophy", "remedy", "upgrade",
         "regular", "competitive", "other_rel", "changed")
IPG_REQUIRED = ("definition", "examples", "philosophy", "remedy", "upgrade", "other_rel")
JAR_REQUIRED = ("regular", "competitive")
MTR_REQUIRED = ("text",)
NEUTRAL = ("order", "penalty", "related", "cite")
JAR_TOPICS = ("missed-trigger", "extra-cards-seen", "extra-cards-drawn", "game-error", "deck-problem",
              "decklist-problem", "communication", "conceding", "serious-problem")
LABEL_KEYS = ("policy", "intro", "version", "official", "penalty", "cite", "related", "not_official",
              "competitive_penalty", "doc_jar", "doc_ipg", "doc_mtr", "rel_regular", "rel_competitive",
              "unreachable") + tuple(f"part_{p}" for p in PARTS) + tuple(f"pen_{p}" for p in PENALTIES if p)
_KEY = re.compile(r"^(jar|ipg|mtr):([0-9a-z.\-]+)$")
_LINK = re.compile(r"\]\(policy:(jar|ipg|mtr):([0-9a-z.\-]+)(#[\w-]+)?\)")


class PolicyError(Exception):
    pass


@dataclass
class Entry:
    doc: str
    lang: str
    section: str
    title: str
    summary: str
    order: int
    penalty: str = ""
    related: list = field(default_factory=list)
    cite: list = field(default_factory=list)
    aliases: list = field(default_factory=list)
    parts: dict = field(default_factory=dict)
    path: Path | None = None

    @property
    def key(self):
        return f"{self.doc}:{self.section}"


def _load_yaml(path: Path):
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise PolicyError(f"{path}: not valid YAML: {exc}") from None


def read_documents(base: Path = POLICY_DIR) -> dict:
    data = _load_yaml(Path(base) / "documents.yaml") or {}
    for doc in DOCS:
        d = data.get(doc)
        if not isinstance(d, dict) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(d.get("version", ""))) \
                or not str(d.get("url", "")).startswith("https://"):
            raise PolicyError(f"{base}/documents.yaml: {doc} needs version (YYYY-MM-DD) and an https url")
        d["version"] = str(d["version"])
    return data


def read_labels(lang: str, base: Path = POLICY_DIR) -> dict:
    path = Path(base) / lang / "labels.yaml"
    data = _load_yaml(path) or {}
    missing = [k for k in LABEL_KEYS if not str(data.get(k, "")).strip()]
    if missing:
        raise PolicyError(f"{path}: labels missing: {', '.join(missing)}")
    return {k: str(v) for k, v in data.items()}


def read_doc(lang: str, doc: str, base: Path = POLICY_DIR) -> tuple[dict, list[Entry]]:
    path = Path(base) / lang / f"{doc}.yaml"
    data = _load_yaml(path)
    if not isinstance(data, dict) or data.get("doc") != doc or not isinstance(data.get("entries"), list):
        raise PolicyError(f"{path}: needs 'doc: {doc}' and a list 'entries'")
    entries, seen = [], set()
    for i, raw in enumerate(data["entries"]):
        where = f"{path}: entry {i + 1}"
        if not isinstance(raw, dict):
            raise PolicyError(f"{where}: not a mapping")
        section = str(raw.get("section", ""))
        if not _KEY.match(f"{doc}:{section}"):
            raise PolicyError(f"{where}: bad section {section!r}")
        where = f"{path}: {doc}:{section}"
        if section in seen:
            raise PolicyError(f"{where}: section twice")
        seen.add(section)
        unknown = set(raw) - {"section", "title", "summary", "aliases", *NEUTRAL, *PARTS}
        if unknown:
            raise PolicyError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
        for f in ("title", "summary"):
            if not str(raw.get(f, "")).strip():
                raise PolicyError(f"{where}: {f} is empty")
        if str(raw.get("penalty", "")) not in PENALTIES:
            raise PolicyError(f"{where}: penalty must be one of {', '.join(p for p in PENALTIES if p)}")
        parts = {p: str(raw[p]).strip() for p in PARTS if str(raw.get(p, "") or "").strip()}
        required = {"ipg": IPG_REQUIRED if section[:1] in "234" else ("text",),
                    "jar": JAR_REQUIRED, "mtr": MTR_REQUIRED}[doc]
        missing = [p for p in required if p not in parts]
        if missing:
            raise PolicyError(f"{where}: missing part(s) {', '.join(missing)}")
        related = [str(r) for r in raw.get("related", []) or []]
        for r in related:
            if not _KEY.match(r):
                raise PolicyError(f"{where}: related {r!r} is not doc:section")
        entries.append(Entry(
            doc=doc, lang=lang, section=section, title=str(raw["title"]).strip(),
            summary=str(raw["summary"]).strip(), order=int(raw.get("order", i)),
            penalty=str(raw.get("penalty", "")), related=related,
            cite=[str(c) for c in raw.get("cite", []) or []],
            aliases=[str(a) for a in raw.get("aliases", []) or []], parts=parts, path=path))
    return data, entries


def read_all(base: Path = POLICY_DIR) -> tuple[dict, dict, dict]:
    """(documents, {lang: labels}, {key: {lang: Entry}}); raises PolicyError on a malformed file."""
    documents = read_documents(base)
    labels = {lang: read_labels(lang, base) for lang in LANGS}
    found: dict[str, dict[str, Entry]] = {}
    for lang in LANGS:
        for doc in DOCS:
            _, entries = read_doc(lang, doc, base)
            for e in entries:
                found.setdefault(e.key, {})[lang] = e
    return documents, labels, found


def check_all(found: dict) -> list[str]:
    """Problems across files: an entry missing in a language, language-neutral fields that differ,
    a related or linked entry that does not exist, a JAR topic without a page."""
    problems = []
    for key, by_lang in sorted(found.items()):
        missing = [lang for lang in LANGS if lang not in by_lang]
        if missing:
            problems.append(f"policy {key}: missing in {', '.join(missing)}")
        first = next(iter(by_lang.values()))
        for lang, e in by_lang.items():
            for f in NEUTRAL:
                if getattr(e, f) != getattr(first, f):
                    problems.append(f"policy {key}: {f} differs between {first.lang} and {lang}")
            for r in e.related:
                if r not in found:
                    problems.append(f"policy {key} ({lang}): related {r} does not exist")
            for text in e.parts.values():
                for m in _LINK.finditer(text):
                    if f"{m[1]}:{m[2]}" not in found:
                        problems.append(f"policy {key} ({lang}): link to {m[1]}:{m[2]} does not exist")
    for topic in JAR_TOPICS:
        if f"jar:{topic}" not in found:
            problems.append(f"policy jar:{topic}: no entry")
    return problems


def policy_url(lang: str, doc: str, section: str) -> str:
    return f"/{lang}/policy/{doc}/{section}/"


def rewrite_links(text: str, lang: str) -> str:
    """[IPG 2.3](policy:ipg:2.3) -> a link to our own page in the same language."""
    return _LINK.sub(lambda m: f"]({policy_url(lang, m[1], m[2])}{m[3] or ''})", text)
