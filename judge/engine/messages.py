"""The explanation catalogue: message key -> {"en": ..., "th": ..., "ko": ...} templates.

Templates use str.format fields: "{name} deals {amount} damage to {target}.". A parameter that is a
Msg is rendered in the same language first; lists are joined with the language's separator.
Game packages register their catalogues at import: messages.register({...}).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from langs import LANGS

CATALOGUE: dict[str, dict[str, str]] = {}

_LIST_SEP = {"en": ", ", "th": ", ", "ko": ", "}


@dataclass(frozen=True)
class Msg:
    """A parameter that is itself a catalogue message (a step name, a zone...), rendered in the
    reader's language when the event is rendered."""
    key: str
    params: dict = field(default_factory=dict)


def register(entries: dict[str, dict[str, str]]) -> None:
    for key, texts in entries.items():
        if key in CATALOGUE and CATALOGUE[key] != texts:
            raise ValueError(f"message key registered twice with different texts: {key}")
        CATALOGUE[key] = texts


def missing_translations() -> list[str]:
    """Keys that lack a text in one of the languages (a test fails on any)."""
    return [f"{key}: {lang}" for key, texts in sorted(CATALOGUE.items())
            for lang in LANGS if not texts.get(lang)]


class _Params(dict):
    def __init__(self, params, lang):
        super().__init__()
        self._params, self._lang = params, lang

    def __missing__(self, name):
        if name not in self._params:
            return "{" + name + "}"
        return _value(self._params[name], self._lang)


def _value(v, lang):
    if isinstance(v, Msg):
        return render(v.key, v.params, lang)
    if isinstance(v, (list, tuple)):
        return _LIST_SEP[lang].join(str(_value(x, lang)) for x in v)
    return v


def render(key: str, params: dict, lang: str) -> str:
    if lang not in LANGS:
        lang = "en"
    texts = CATALOGUE.get(key)
    if texts is None:
        return key + (" " + repr(params) if params else "")
    template = texts.get(lang) or texts["en"]
    return template.format_map(_Params(params, lang))
