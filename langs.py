"""The site's languages and games: the one list every module imports (settings.LANGUAGES is built
from LANGS). Pure Python (the judge engine imports it too; a top-level module, so that judge/engine imports nothing from rulesite)."""
LANGS = ("en", "th", "ko")
LANG_NAMES = {"en": "English", "th": "ไทย", "ko": "한국어"}
GAMES = ("mtg", "bfb")


def supported(lang: object) -> str:
    """`lang` if the site has that language, else English (a request's or a parameter's language)."""
    return lang if isinstance(lang, str) and lang in LANGS else "en"
