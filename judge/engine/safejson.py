"""json.loads for text that comes from visitors: every failure is a JSONInputError (a ValueError)
with a message that says what to fix, never a RecursionError or a bare ValueError that would
become a 500.

Besides syntax errors it refuses what the standard library lets through or fails on badly:
nesting deeper than MAX_DEPTH (RecursionError in the parser, or later in code that walks the
value), integers longer than Python's digit limit, and NaN/Infinity (not JSON, and answered
again as invalid JSON)."""
from __future__ import annotations

import json
from typing import Any, Iterable

MAX_DEPTH = 64


class JSONInputError(ValueError):
    def __init__(self, message: str):
        self.message = message
        super().__init__(message)


def _constant(name):
    raise JSONInputError(f"{name} is not allowed in JSON; use a number or null")


def _too_deep(value, max_depth: int) -> bool:
    stack = [(value, 1)]
    while stack:
        v, depth = stack.pop()
        children: Iterable[Any]
        if isinstance(v, dict):
            children = v.values()
        elif isinstance(v, list):
            children = v
        else:
            continue
        if depth > max_depth:
            return True
        stack.extend((c, depth + 1) for c in children if isinstance(c, (dict, list)))
    return False


def loads(text: str, max_depth: int = MAX_DEPTH):
    """The value of `text` (a str), or JSONInputError."""
    try:
        value = json.loads(text, parse_constant=_constant)
    except JSONInputError:
        raise
    except json.JSONDecodeError as exc:
        raise JSONInputError(f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise JSONInputError(f"the JSON is nested too deeply; the limit is {max_depth} levels") from None
    except ValueError:  # an integer beyond sys.get_int_max_str_digits()
        raise JSONInputError("a number in the JSON has too many digits") from None
    if _too_deep(value, max_depth):
        raise JSONInputError(f"the JSON is nested too deeply; the limit is {max_depth} levels")
    return value
