"""Magic: The Gathering rules engine for the judge tool (pure Python, no Django).

The stepper imports `judge.mtg:MtgGame`; the explanation texts are registered on import."""
from . import messages  # noqa: F401  (registers the catalogue)
from . import messages_nm  # noqa: F401  (the not-modelled messages, issue 21)
from . import messages_does  # noqa: F401  (what a compiled line does, issue 21)
from . import messages_optional  # noqa: F401  ("you may" and reflexive triggers, issue 21)
from . import messages_aslong  # noqa: F401  ("as long as" static abilities, issue 21)
from . import messages_restrict  # noqa: F401  (attack, block and untap restrictions, "enters tapped unless", issue 21)
from . import messages_kw  # noqa: F401  (exalted, echo, crew, unearth... issue 21)
from . import messages_rulings  # noqa: F401  (issue 22's rulings)
from . import messages_emblem  # noqa: F401  (emblems, CR 114, issue 21)
from . import messages_transform  # noqa: F401  (transforming double-faced cards, CR 701.27, 712)
from . import messages_policy  # noqa: F401  (issue 26's policy remedies)
from . import messages_graveyard  # noqa: F401  (cards in graveyards as targets, issue 21)
from . import messages_events  # noqa: F401  (more trigger events, issue 21)
from . import messages_library  # noqa: F401  (the library's known cards, issue 21)
from . import messages_hand  # noqa: F401  (a revealed hand, coins and dice, issue 21)
from . import messages_counts  # noqa: F401  (characteristic-defining P/T and bonuses "for each", issue 21)
from . import messages_delayed  # noqa: F401  (delayed triggered abilities, CR 603.7, issue 21)
from . import messages_saga  # noqa: F401  (Sagas, CR 714)
from . import messages_static  # noqa: F401  (players' qualities from permanents, static prevention, issue 21)
from . import messages_facedown  # noqa: F401  (face-down spells and permanents: morph, megamorph, disguise, CR 708)
from .game import MtgGame
from . import policy_remedies  # noqa: F401,E402  (registers the `remedy` action, issue 26)

__all__ = ["MtgGame"]
