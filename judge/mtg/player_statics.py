"""The words of static abilities that give a player a quality or prevent damage (issue 21), as the
engine reads them from a permanent's keywords (keywords.IMPLEMENTED_KEYWORDS lists them):

    702.11c / 702.18a   "You have hexproof." / "You have shroud.": its controller can't be targeted
                        by opponents / by anyone (targets.py, KeywordsMixin.player_kws)
    402.2, 514.1        "You have no maximum hand size." / "Players have no maximum hand size.": no
                        discard in the cleanup step (turn.py)
    615.1a              "Prevent all [combat / noncombat] damage that would be dealt to / by ~ (enchanted
                        creature) / to you." (effects.py _static_prevented)
    615.5               "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."
"""
from __future__ import annotations

# a permanent's word -> the quality its controller (or, for "players ...", every player) has
PLAYER_STATICS = {
    "you have hexproof": "hexproof", "you have shroud": "shroud",
    "you have no maximum hand size": "no maximum hand size",
    "players have no maximum hand size": "no maximum hand size",
    "prevent all damage dealt to you": "prevent all damage dealt to it",
    "prevent all combat damage dealt to you": "prevent all combat damage dealt to it",
    "prevent all noncombat damage dealt to you": "prevent all noncombat damage dealt to it",
}
# damage dealt to the object (combat damage or not) -> the words that prevent it
PREVENT_TO = {True: frozenset({"prevent all damage dealt to it", "prevent all combat damage dealt to it"}),
              False: frozenset({"prevent all damage dealt to it", "prevent all noncombat damage dealt to it"})}
# damage dealt by the object -> the words that prevent it
PREVENT_BY = {True: frozenset({"prevent all damage dealt by it", "prevent all combat damage dealt by it"}),
              False: frozenset({"prevent all damage dealt by it", "prevent all noncombat damage dealt by it"})}
PREVENT_COUNTER = "prevent damage dealt to it and remove a +1/+1 counter"
PREVENT_WORDS = PREVENT_TO[True] | PREVENT_TO[False] | PREVENT_BY[True] | PREVENT_BY[False] | {PREVENT_COUNTER}
