"""Every interface string of every app is translated into Thai and Korean, and compiled."""
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _po_files():
    return [p for p in ROOT.rglob("locale/*/LC_MESSAGES/django.po")
            if ".venv" not in p.parts and "var" not in p.parts]


def _entries(po: Path):
    import json
    blocks = po.read_text(encoding="utf-8").split("\n\n")
    for block in blocks:
        lines = [ln for ln in block.split("\n") if ln and not ln.startswith("#")]
        msgid, msgstr, cur = [], [], None
        for ln in lines:
            if ln.startswith("msgid "):
                cur = msgid
                ln = ln[6:]
            elif ln.startswith("msgstr "):
                cur = msgstr
                ln = ln[7:]
            elif ln.startswith("msgid_plural") or ln.startswith("msgstr["):
                cur = None
                continue
            if cur is not None and ln.startswith('"'):
                cur.append(json.loads(ln))
        yield "".join(msgid), "".join(msgstr), "#, fuzzy" in block


def test_catalogues_exist_for_thai_and_korean():
    langs = {p.parts[-3] for p in _po_files()}
    assert {"th", "ko"} <= langs


def test_every_interface_string_is_translated_and_compiled():
    problems = []
    for po in _po_files():
        if po.parts[-3] not in ("th", "ko"):
            continue
        for msgid, msgstr, fuzzy in _entries(po):
            if msgid and (not msgstr or fuzzy):
                problems.append(f"{po.relative_to(ROOT)}: {msgid!r}")
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_size < 100:
            problems.append(f"{mo.relative_to(ROOT)}: not compiled")
    assert not problems, "\n".join(problems)
