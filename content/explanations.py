"""Reading the per-rule explanation files (no Django imports: usable from scripts, the loader and
tests). Format: content/FORMAT.md, "Per-rule explanations".

content/cr-explanations/<lang>/<rule>.md holds the plain explanations of one three-digit CR rule
(704.md: 704, 704.3, 704.5a, ...) in one language, one entry per `## <number>` heading.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from langs import LANGS

EXPLANATIONS_DIR = Path(__file__).resolve().parent / "cr-explanations"
NUMBER_RE = re.compile(r"^[1-9]\d{2}(?:\.\d+[a-z]?)?$")
FILE_RE = re.compile(r"^[1-9]\d{2}$")
_HEAD = re.compile(r"^##[ \t]+(\S+)[ \t]*$", re.M)
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_LINK = re.compile(r"\[([^\]]+)\]\((?:cr|topic):[^)\s]+\)")
# Between a rule's official text and the project's explanations in its search-index body (⁂ survives
# the index's NFKC clean-up): search.engine cuts a CR result's snippet there, so it quotes the rule
# itself and never mixes in the th/ko explanations.
EXPLANATIONS_SEP = "\n\u2042\n"
MAX_CHARS = 700  # 1-4 sentences; Thai and Korean run shorter than this, English too


class ExplanationError(ValueError):
    pass


@dataclass(frozen=True)
class Explanation:
    number: str
    lang: str
    text: str       # the entry as written (Markdown inline: links to cr:/topic:, *emphasis*)
    path: Path
    line: int

    @property
    def plain(self) -> str:
        return plain_text(self.text)


def plain_text(text: str) -> str:
    """Markdown inline -> plain text (links keep their label, emphasis marks go)."""
    t = _LINK.sub(r"\1", text)
    t = re.sub(r"(\*\*|__|\*|`)", "", t)
    return re.sub(r"\s+", " ", t).strip()


def parse_file(path: Path, lang: str) -> list[Explanation]:
    """The entries of one file; ExplanationError (with file and line) for anything malformed."""
    if lang not in LANGS:
        raise ExplanationError(f"{path}: the folder must be one of {', '.join(LANGS)}")
    if not FILE_RE.match(path.stem):
        raise ExplanationError(f"{path}: the file name must be a three-digit CR rule, e.g. 704.md")
    try:
        raw = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise ExplanationError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    text = _COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), raw.replace("\r\n", "\n"))
    heads = list(_HEAD.finditer(text))
    lead = text[:heads[0].start()] if heads else text
    for ln in lead.splitlines():
        if ln.strip() and not ln.startswith("# "):
            raise ExplanationError(f"{path}: text before the first '## <number>' heading: {ln.strip()[:60]!r}")
    out: list[Explanation] = []
    seen: set[str] = set()
    for i, h in enumerate(heads):
        number = h.group(1).lower()
        line = text.count("\n", 0, h.start()) + 1
        where = f"{path}:{line}"
        if not NUMBER_RE.match(number):
            raise ExplanationError(f"{where}: {h.group(1)!r} is not a CR number like 704.5a")
        if number.split(".")[0] != path.stem:
            raise ExplanationError(f"{where}: {number} belongs in {number.split('.')[0]}.md, not {path.name}")
        if number in seen:
            raise ExplanationError(f"{where}: {number} is explained twice")
        seen.add(number)
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        body = text[h.end():end]
        if re.search(r"^#", body, re.M):
            raise ExplanationError(f"{where}: headings other than '## <number>' are not allowed")
        body = re.sub(r"[ \t]*\n[ \t]*", " ", body.strip())
        if not body:
            raise ExplanationError(f"{where}: {number} has no text")
        if len(body) > MAX_CHARS:
            raise ExplanationError(f"{where}: {number} is {len(body)} characters; keep it to 1-4 sentences "
                                   f"(at most {MAX_CHARS})")
        if "<" in body or ">" in body:
            raise ExplanationError(f"{where}: no HTML in explanations (write 'fewer than', not '<')")
        out.append(Explanation(number, lang, body, path, line))
    return out


def read_all(base: Path = EXPLANATIONS_DIR) -> dict[str, dict[str, Explanation]]:
    """{number: {lang: Explanation}} for every file under base/<lang>/*.md."""
    out: dict[str, dict[str, Explanation]] = {}
    base = Path(base)
    if not base.is_dir():
        return out
    for entry in sorted(base.iterdir()):
        if entry.is_dir() and entry.name not in LANGS:
            raise ExplanationError(f"{entry}: unknown language folder (expected {', '.join(LANGS)})")
    for lang in LANGS:
        for path in sorted((base / lang).glob("*.md")):
            for e in parse_file(path, lang):
                out.setdefault(e.number, {})[lang] = e
    return out


def missing(numbers, explained: dict[str, dict[str, Explanation]]) -> dict[str, list[str]]:
    """{number: [languages without an explanation]} for the given numbers."""
    out = {}
    for n in sorted(set(numbers)):
        langs = [lang for lang in LANGS if lang not in explained.get(n, {})]
        if langs:
            out[n] = langs
    return out


def one_sided(explained: dict[str, dict[str, Explanation]]) -> list[str]:
    """Numbers explained in some languages but not all (a warning for the loader)."""
    return sorted(n for n, by in explained.items() if set(by) != set(LANGS))


def stamp(base: Path = EXPLANATIONS_DIR) -> tuple:
    return (str(base),) + tuple(sorted(
        (str(p), st.st_mtime_ns, st.st_size) for p in Path(base).glob("*/*.md") for st in [p.stat()]))
