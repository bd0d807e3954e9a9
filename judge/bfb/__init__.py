"""Born from Blood rules engine (seed 004 and the judge's notes). See docs/judge-engine-bfb.md."""
from . import messages  # noqa: F401  (registers the explanations)
from .game import BfbGame

__all__ = ["BfbGame"]
