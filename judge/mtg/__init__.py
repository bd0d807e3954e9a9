"""Magic: The Gathering rules engine for the judge tool (pure Python, no Django).

The stepper imports `judge.mtg:MtgGame`; the explanation texts are registered on import."""
from . import messages  # noqa: F401  (registers the catalogue)
from .game import MtgGame

__all__ = ["MtgGame"]
