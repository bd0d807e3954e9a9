"""Reading the content files (no Django imports: usable from scripts, the loader and tests).

See content/FORMAT.md for the format.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from langs import GAMES, LANGS

PAGES_DIR = Path(__file__).resolve().parent / "pages"
KINDS = ("rule", "keyword")
SECTIONS = {
    "mtg": ("basics", "turn", "spells", "objects", "sba", "keywords"),
    "bfb": ("basics", "turn", "combat", "keywords", "deck"),
}
SHARED_FIELDS = ("id", "game", "kind", "section", "order", "cr", "related")
REQUIRED_FIELDS = SHARED_FIELDS + ("title", "summary", "aliases")

_FRONT = re.compile(r"\A---\s*\n(.*?)\n---\s*\n(.*)\Z", re.S)
# [text](topic:some.id#anchor) and [text](cr:704.5q)
LINK_RE = re.compile(r"\]\((topic|cr):([^)\s#]+)(#[^)\s]*)?\)")
CR_NUMBER_RE = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")


class PageError(ValueError):
    pass


@dataclass
class Page:
    lang: str
    path: Path
    meta: dict
    body: str
    links: list = field(default_factory=list)  # [(scheme, target, anchor)]

    @property
    def id(self) -> str:
        return self.meta["id"]


def parse_page(path: Path, lang: str) -> Page:
    text = path.read_text(encoding="utf-8")
    m = _FRONT.match(text)
    if not m:
        raise PageError(f"{path}: no front matter (--- ... ---) at the top")
    try:
        meta = yaml.safe_load(m.group(1)) or {}
    except yaml.YAMLError as exc:
        raise PageError(f"{path}: front matter is not valid YAML: {exc}") from exc
    missing = [f for f in REQUIRED_FIELDS if f not in meta]
    if missing:
        raise PageError(f"{path}: front matter lacks {', '.join(missing)}")
    if path.stem != meta["id"]:
        raise PageError(f"{path}: file name does not match id {meta['id']!r}")
    if meta["game"] not in GAMES:
        raise PageError(f"{path}: game must be one of {GAMES}")
    if meta["kind"] not in KINDS:
        raise PageError(f"{path}: kind must be one of {KINDS}")
    if meta["section"] not in SECTIONS[meta["game"]]:
        raise PageError(f"{path}: section must be one of {SECTIONS[meta['game']]}")
    meta["cr"] = [str(c) for c in (meta.get("cr") or [])]
    for c in meta["cr"]:
        if not CR_NUMBER_RE.match(c):
            raise PageError(f"{path}: {c!r} is not a CR number like 704 or 704.5q")
    meta["related"] = list(meta.get("related") or [])
    meta["aliases"] = [str(a) for a in (meta.get("aliases") or [])]
    body = m.group(2)
    links = [(s, t, (a or "")[1:]) for s, t, a in LINK_RE.findall(body)]
    return Page(lang=lang, path=path, meta=meta, body=body, links=links)


def read_all(pages_dir: Path = PAGES_DIR) -> dict[str, dict[str, Page]]:
    """{topic_id: {lang: Page}}; raises PageError on the first malformed file."""
    out: dict[str, dict[str, Page]] = {}
    for lang in LANGS:
        for path in sorted((pages_dir / lang).glob("*.md")):
            page = parse_page(path, lang)
            out.setdefault(page.id, {})[lang] = page
    return out


def anchor_for(cr_number: str) -> str:
    return "cr-" + cr_number.replace(".", "-")


def check_all(pages_dir: Path = PAGES_DIR, required_ids=None, pages=None) -> list[str]:
    """Every problem found in the content files, as readable lines (`pages`: already read)."""
    problems: list[str] = []
    if pages is None:
        try:
            pages = read_all(pages_dir)
        except PageError as exc:
            return [str(exc)]
    for tid in sorted(required_ids or []):
        for lang in LANGS:
            if lang not in pages.get(tid, {}):
                problems.append(f"missing page: {lang}/{tid}.md")
    for tid, by_lang in sorted(pages.items()):
        langs = list(by_lang)
        ref = by_lang[langs[0]].meta
        for lang in langs[1:]:
            for f in SHARED_FIELDS:
                if by_lang[lang].meta[f] != ref[f]:
                    problems.append(f"{lang}/{tid}.md: {f} differs from {langs[0]}/{tid}.md")
        for lang, page in by_lang.items():
            for rel in page.meta["related"]:
                if rel not in pages:
                    problems.append(f"{lang}/{tid}.md: related topic {rel!r} does not exist")
            for scheme, target, _anchor in page.links:
                if scheme == "topic" and target not in pages:
                    problems.append(f"{lang}/{tid}.md: link to unknown topic {target!r}")
                if scheme == "cr" and not CR_NUMBER_RE.match(target):
                    problems.append(f"{lang}/{tid}.md: bad CR link {target!r}")
            if not page.meta["title"] or not page.meta["summary"]:
                problems.append(f"{lang}/{tid}.md: empty title or summary")
    return problems


def required_topic_ids(topics_md: Path) -> list[str]:
    """Topic ids listed in shared/specs/topics.md."""
    text = topics_md.read_text(encoding="utf-8")
    return sorted(set(re.findall(r"\b((?:mtg|bfb)\.[a-z0-9.\-]*[a-z0-9])\b", text)) - {"mtg.kw", "bfb.kw"})


if __name__ == "__main__":  # python content/pages.py  -> lists problems
    import sys

    topics = Path(__file__).resolve().parents[2] / "shared" / "specs" / "topics.md"
    req = required_topic_ids(topics) if topics.exists() else None
    probs = check_all(required_ids=req)
    for p in probs:
        print(p)
    print(f"{len(probs)} problem(s)")
    sys.exit(1 if probs else 0)
