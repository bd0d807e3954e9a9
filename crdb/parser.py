"""Parsing an official Comprehensive Rules text file (the .txt Wizards of the Coast publishes).

The layout, stable since 2017:

    Magic: The Gathering Comprehensive Rules
    These rules are effective as of January 16, 2026.
    Introduction ... Contents (a table of contents ending with "Glossary" and "Credits")
    1. Game Concepts                      <- section (1-9)
    100. General                          <- rule heading (three digits)
    100.1. These Magic rules apply ...    <- rule
    100.1a A two-player game is ...       <- subrule
    Example: ...                          <- example of the rule or subrule above
         Further paragraph (indented)     <- continuation of the rule above
    Glossary
    Term
    Definition line(s)
    (blank line between entries)
    Credits ...

Encodings: UTF-8 with or without BOM, UTF-16 (BOM, or a guess from NUL bytes), Windows-1252.
Line endings: CR, LF or CRLF, mixed. A file that does not follow the layout is refused with a
CRFormatError naming the line (1-based, counting CR, LF and CRLF as line breaks).
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field

SECTION_RE = re.compile(r"^(\d)\.\s+(\S.*)$")
HEADING_RE = re.compile(r"^(\d{3})\.\s+(\S.*)$")
# "606.5 If ..." (missing period) and "119.1d. In ..." (extra period) occur in real releases.
RULE_RE = re.compile(r"^(\d{3})\.(\d+)\.?\s+(\S.*)$")
SUBRULE_RE = re.compile(r"^(\d{3})\.(\d+)([a-z])\.?\s+(\S.*)$")
EXAMPLE_RE = re.compile(r"^Examples?:\s*\S")
EFFECTIVE_RE = re.compile(r"effective as of ([A-Z][a-z]+ \d{1,2}, \d{4})")
LINE_BREAK_RE = re.compile(r"\r\n|\r|\n")


class CRFormatError(ValueError):
    def __init__(self, line: int | None, message: str):
        self.line = line
        self.message = message
        super().__init__(f"line {line}: {message}" if line else message)


@dataclass
class Entry:
    number: str
    level: int  # 0 section "7", 1 heading "704", 2 rule "704.5", 3 subrule "704.5q"
    text: str
    line: int
    parent: str = ""
    heading: str = ""  # the three-digit rule it belongs to ("" for sections)
    section: str = ""
    examples: list[str] = field(default_factory=list)

    @property
    def kind(self) -> str:
        return ("section", "heading", "rule", "subrule")[self.level]


@dataclass
class GlossaryItem:
    term: str
    text: str
    line: int


@dataclass
class ParsedCR:
    effective: dt.date
    title: str
    intro: str
    entries: list[Entry]
    glossary: list[GlossaryItem]
    encoding: str

    def counts(self) -> dict:
        by_level = [0, 0, 0, 0]
        for e in self.entries:
            by_level[e.level] += 1
        return {
            "sections": by_level[0], "headings": by_level[1], "rules": by_level[2],
            "subrules": by_level[3], "numbered": by_level[2] + by_level[3],
            "examples": sum(len(e.examples) for e in self.entries),
            "glossary": len(self.glossary),
        }


def decode(data: bytes) -> tuple[str, str]:
    """(text, encoding name): BOM first, then NUL-byte patterns (UTF-16 without BOM), then strict
    UTF-8, then Windows-1252."""
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8"), "utf-8-sig"
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        return data.decode("utf-16"), "utf-16"
    head = data[:4000]
    if head and head.count(b"\x00") > len(head) // 4:
        # ASCII text in UTF-16: NULs on odd bytes (LE) or even bytes (BE)
        le = head[1::2].count(b"\x00") > head[0::2].count(b"\x00")
        enc = "utf-16-le" if le else "utf-16-be"
        try:
            return data.decode(enc), enc
        except UnicodeDecodeError as exc:
            raise CRFormatError(None, f"cannot decode the file as {enc}: {exc}") from None
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252"), "cp1252"
    except UnicodeDecodeError as exc:
        raise CRFormatError(None, f"unknown text encoding (tried UTF-8, UTF-16, Windows-1252): {exc}") from None


def _key(level: int, number: str) -> tuple:
    """Document order of a number: 7 < 700 < 700.1 < 700.1a < 700.2."""
    if level == 0:
        return (int(number) * 100 - 1,)
    m = re.match(r"^(\d{3})(?:\.(\d+)([a-z])?)?$", number)
    h, r, s = m.groups()
    return (int(h), int(r) if r else -1, s or "")


def parse(data: bytes | str) -> ParsedCR:
    if isinstance(data, bytes):
        text, encoding = decode(data)
    else:
        text, encoding = data, "str"
    text = text.lstrip("\ufeff")
    lines = LINE_BREAK_RE.split(text)
    n = len(lines)

    def stripped(i):
        return lines[i].replace("\u00a0", " ").strip()

    # header: title and effective date in the first lines
    first = next((i for i in range(n) if stripped(i)), None)
    if first is None:
        raise CRFormatError(1, "the file is empty")
    title = stripped(first)
    if "Comprehensive Rules" not in title:
        raise CRFormatError(first + 1, f"expected the title “Magic: The Gathering Comprehensive Rules”, found {title[:60]!r}")
    effective = None
    for i in range(first, min(n, first + 30)):
        m = EFFECTIVE_RE.search(stripped(i))
        if m:
            try:
                effective = dt.datetime.strptime(m.group(1) + " +0000", "%B %d, %Y %z").date()
            except ValueError:
                raise CRFormatError(i + 1, f"cannot read the effective date {m.group(1)!r}") from None
            break
    if effective is None:
        raise CRFormatError(first + 2, "no “These rules are effective as of <date>.” line near the top")

    # the table of contents ends with "Glossary" / "Credits"; the rules start after it
    contents = next((i for i in range(n) if stripped(i) == "Contents"), None)
    if contents is None:
        raise CRFormatError(None, "no “Contents” line (table of contents) found")
    intro = "\n\n".join(stripped(i) for i in range(first + 1, contents) if stripped(i))
    toc_end = next((i for i in range(contents, n) if stripped(i) == "Credits"), None)
    if toc_end is None:
        raise CRFormatError(contents + 1, "the table of contents does not end with “Glossary” and “Credits”")
    glossary_at = next((i for i in range(toc_end + 1, n) if stripped(i) == "Glossary"), None)
    if glossary_at is None:
        raise CRFormatError(None, "no “Glossary” line after the rules")
    credits_at = next((i for i in range(glossary_at + 1, n) if stripped(i) == "Credits"), n)

    entries: list[Entry] = []
    by_number: dict[str, Entry] = {}
    last: Entry | None = None
    last_key: tuple | None = None

    def add(entry: Entry):
        nonlocal last, last_key
        key = _key(entry.level, entry.number)
        if entry.number in by_number:
            raise CRFormatError(entry.line, f"rule {entry.number} appears twice (first on line {by_number[entry.number].line})")
        if last_key is not None and key <= last_key:
            raise CRFormatError(entry.line, f"rule {entry.number} is out of order (after {last.number})")
        if entry.parent and entry.parent not in by_number:
            raise CRFormatError(entry.line, f"rule {entry.number} has no parent rule {entry.parent}")
        entries.append(entry)
        by_number[entry.number] = entry
        last, last_key = entry, key

    for i in range(toc_end + 1, glossary_at):
        raw = lines[i]
        line = raw.replace("\u00a0", " ").rstrip()
        if not line.strip():
            continue
        lineno = i + 1
        if line[0].isspace():
            # an indented paragraph continues the rule above
            if last is None or last.level < 2:
                raise CRFormatError(lineno, "indented text outside a rule")
            if last.examples:
                last.examples[-1] += "\n" + line.strip()
            else:
                last.text += "\n" + line.strip()
            continue
        m = SUBRULE_RE.match(line)
        if m:
            h, r, s, body = m.groups()
            add(Entry(f"{h}.{r}{s}", 3, body, lineno, parent=f"{h}.{r}", heading=h, section=h[0]))
            continue
        m = RULE_RE.match(line)
        if m:
            h, r, body = m.groups()
            add(Entry(f"{h}.{r}", 2, body, lineno, parent=h, heading=h, section=h[0]))
            continue
        m = HEADING_RE.match(line)
        if m:
            h, body = m.groups()
            add(Entry(h, 1, body, lineno, parent=h[0], heading=h, section=h[0]))
            continue
        m = SECTION_RE.match(line)
        if m:
            s, body = m.groups()
            add(Entry(s, 0, body, lineno, section=s))
            continue
        if EXAMPLE_RE.match(line):
            if last is None or last.level < 2:
                raise CRFormatError(lineno, "an example outside a rule")
            last.examples.append(line.strip())
            continue
        if line[:1].isdigit():
            raise CRFormatError(lineno, f"cannot read the rule number in {line[:40]!r}")
        raise CRFormatError(lineno, f"unexpected text outside a rule: {line[:40]!r}")

    if not any(e.level >= 2 for e in entries):
        raise CRFormatError(toc_end + 2, "no numbered rules found after the table of contents")

    glossary: list[GlossaryItem] = []
    block: list[tuple[int, str]] = []

    def flush():
        if not block:
            return
        if len(block) < 2:
            raise CRFormatError(block[0][0], f"glossary term {block[0][1]!r} has no definition")
        term_line, term = block[0]
        glossary.append(GlossaryItem(term, "\n".join(t for _, t in block[1:]), term_line))
        block.clear()

    for i in range(glossary_at + 1, credits_at):
        line = stripped(i)
        if not line:
            flush()
            continue
        block.append((i + 1, line))
    flush()
    if not glossary:
        raise CRFormatError(glossary_at + 1, "the glossary is empty")

    return ParsedCR(effective=effective, title=title, intro=intro, entries=entries,
                    glossary=glossary, encoding=encoding)
