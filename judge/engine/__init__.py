"""The judge's rules engine: pure Python, no Django.

Public API:
    run(doc, lang="en") -> dict            the judge-run/1 document of a scenario
    load(doc) -> Game                        a validated game (raises ScenarioError)
    steps(doc) -> Stepper                    step forward/back through a scenario
    check_expect(doc, output) -> list[str]   what of the scenario's `expect` block does not hold

Game specifics live in judge.mtg and judge.bfb; they share the stepper, the event log and the
message catalogue defined here.
"""
from .errors import IllegalAction, Problem, ScenarioError
from .events import Event, Msg
from .expect import check_expect
from .stepper import Stepper, load, parse_document, run

__all__ = [
    "Event", "Msg", "IllegalAction", "Problem", "ScenarioError", "Stepper",
    "check_expect", "load", "parse_document", "run",
]
