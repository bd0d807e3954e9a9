"""Magic: The Gathering rules engine for the judge tool (pure Python, no Django).

The stepper imports `judge.mtg:MtgGame`; the explanation texts are registered on import."""
from . import messages  # noqa: F401  (registers the catalogue)
from . import messages_nm  # noqa: F401  (the not-modelled messages, issue 21)
from . import messages_does  # noqa: F401  (what a compiled line does, issue 21)
from . import messages_rulings  # noqa: F401  (issue 22's rulings)
from .game import MtgGame

__all__ = ["MtgGame"]
