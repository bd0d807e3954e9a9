"""Oracle text compiler: a real card's Oracle text to the engine's effect vocabulary.

`compile_card(card) -> {"status", "definition", "lines", "version"}` (docs/oracle-compiler.md and
/work/notes/INTERFACES.md): every line of the card is either wholly compiled into the front face's
catalogue-style definition or marked not modelled with the reason. Never raises. Pure Python."""
from __future__ import annotations

from .compiler import COMPILER_VERSION, compile_card, coverage
from .explain import explain_line

__all__ = ["COMPILER_VERSION", "compile_card", "coverage", "explain_line"]
