"""The bridge to the Oracle text compiler (judge.mtg.oracle, INTERFACES.md).

`compile_record(name, faces, layout)` returns {"status", "definition", "lines", "version"} and never
raises. Without the compiler package (an older engine) every line of text is reported as not
modelled (version 0), so a later install recompiles every card (importer.recompile_stale)."""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)

try:  # pragma: no branch
    from judge.mtg import oracle as _oracle
    COMPILER_VERSION: int = int(getattr(_oracle, "COMPILER_VERSION", 0))
except ImportError:   # the compiler is not there yet
    _oracle = None
    COMPILER_VERSION = 0

NO_COMPILER = "the Oracle text compiler is not installed"
STATUSES = ("full", "partial", "none")


def _fallback(faces, reason):
    lines = []
    for f in faces[:1]:
        for line in (f.get("text") or "").split("\n"):
            if line.strip():
                lines.append({"text": line, "modelled": False, "reason": reason})
    return {"status": "none" if lines else "full", "definition": {}, "lines": lines, "version": COMPILER_VERSION}


def compile_record(name: str, faces: list[dict], layout: str) -> dict:
    if _oracle is None:
        return _fallback(faces, NO_COMPILER)
    card = {"name": name, "faces": faces, "layout": layout}
    try:
        r = _oracle.compile_card(card)
    except Exception as exc:  # noqa: BLE001 - the compiler must not raise; if it does, nothing is modelled
        log.warning("compile_card raised on %s: %s", name, exc)
        return _fallback(faces, f"the compiler failed: {type(exc).__name__}")
    if not isinstance(r, dict) or r.get("status") not in STATUSES:
        return _fallback(faces, "the compiler returned no result")
    lines = [ln for ln in r.get("lines") or [] if isinstance(ln, dict) and isinstance(ln.get("text"), str)]
    return {"status": r["status"], "definition": r.get("definition") if isinstance(r.get("definition"), dict) else {},
            "lines": [dict({"text": ln["text"], "modelled": bool(ln.get("modelled")), "reason": ln.get("reason")},
                           **{k: ln[k] for k in ("ability", "rule") if isinstance(ln.get(k), str)},
                           **({"compiled": ln["compiled"]} if isinstance(ln.get("compiled"), dict) else {}))
                      for ln in lines],
            "version": int(r.get("version", COMPILER_VERSION))}
