from django.conf import settings
from django.utils.translation import get_language

LANG_CODES = [code for code, _ in settings.LANGUAGES]


def switch_path(path: str, lang: str) -> str:
    """The same page in another language: /th/t/mtg.sba/ -> /ko/t/mtg.sba/."""
    parts = path.split("/", 2)
    if len(parts) >= 2 and parts[1] in LANG_CODES:
        rest = parts[2] if len(parts) > 2 else ""
        return f"/{lang}/{rest}"
    return f"/{lang}/"


def site(request):
    current = get_language() or settings.LANGUAGE_CODE
    path = request.path
    qs = request.META.get("QUERY_STRING", "")
    alternates = []
    for code, name in settings.LANGUAGES:
        url = switch_path(path, code) + (f"?{qs}" if qs else "")
        alternates.append({"code": code, "name": name, "url": url, "current": code == current})
    return {"lang_alternates": alternates, "LANG": current}
