"""Deck check: a page (/<lang>/decks/check/) and a JSON API (POST /api/decks/check), both thin
views over the pure checker judge.decks."""
from django.http import JsonResponse
from django.shortcuts import render
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods, require_POST

from judge.decks import GAMES, LEGALITY_FORMATS, MAX_BYTES, MTG_FORMATS, check, legality_available
from judge.decks.messages import format_name
from judge.engine import safejson
from rulesite.ratelimit import rate_limited
from langs import supported



def _lang(value):
    return supported(value)


def _bad(message, status=400):
    return JsonResponse({"ok": False, "errors": [{"line": 0, "message": message}], "summary": {}},
                        status=status, json_dumps_params={"ensure_ascii": False})


def _json_object(request, limit: int, limit_text: str, shape: str):
    """(the JSON object a script posted, None), or (None, the 4xx answer that says what to fix): a
    body over `limit` bytes (plus room for the other fields), not UTF-8, not JSON, not an object."""
    if len(request.body) > limit + 10_000:
        return None, _bad(f"The request body is {len(request.body)} bytes; {limit_text}.", 413)
    try:
        data = safejson.loads(request.body.decode("utf-8-sig"))
    except UnicodeDecodeError:
        return None, _bad("The request body is not UTF-8 text.")
    except safejson.JSONInputError as exc:
        return None, _bad(f"The request body is {exc.message}." if exc.message.startswith("not valid JSON")
                          else f"The request body cannot be read: {exc.message}.")
    if not isinstance(data, dict):
        return None, _bad(f"Expected a JSON object {shape}.")
    return data, None


@csrf_exempt  # a JSON API for scripts: no cookies, no session, so no CSRF exposure
@require_POST
@rate_limited("run")
def check_api(request):
    """{"game": "mtg"|"bfb", "list": "...", "format": "constructed"|"limited", "lang": "en"}
    -> 200 {"ok", "errors": [{"line", "message", "code"}], "summary"}; 400 for a request or a list
    that cannot be read."""
    data, refused = _json_object(request, MAX_BYTES, f"the limit for a deck list is {MAX_BYTES} bytes",
                                 '{"game": "mtg" or "bfb", "list": "..."}')
    if refused:
        return refused
    lang = _lang(data.get("lang") or request.GET.get("lang"))
    problems = []
    game, text, fmt = data.get("game"), data.get("list"), data.get("format", "constructed")
    if game not in GAMES:
        problems.append('"game" must be "mtg" or "bfb".')
    if not isinstance(text, str):
        problems.append('"list" must be a string: the deck list, one card line per line.')
    if fmt not in MTG_FORMATS:
        problems.append('"format" must be one of: ' + ", ".join(f'"{f}"' for f in MTG_FORMATS) + ".")
    if problems:
        return JsonResponse({"ok": False, "errors": [{"line": 0, "message": p} for p in problems], "summary": {}},
                            status=400, json_dumps_params={"ensure_ascii": False})
    result = check(game, text, fmt, lang)
    body = {"ok": result["ok"], "errors": result["errors"], "summary": result["summary"],
            "notes": result.get("notes", [])}
    status = 400 if result["malformed"] else 200
    return JsonResponse(body, status=status, json_dumps_params={"ensure_ascii": False})


EXAMPLE_BFB = """Character: Ashen Knight (red)
4 Sellsword (red)
2 Flame Lance (red) [special art: 1, owned: 1]
2 Healing Draught (Any Color)"""
EXAMPLE_MTG = """4 Lightning Bolt
20 Mountain
Sideboard
3 Smash to Smithereens"""


@require_http_methods(["GET", "POST"])
def check_page(request):
    lang = _lang(get_language())
    src = request.POST if request.method == "POST" else request.GET
    game = src.get("game") if src.get("game") in GAMES else "mtg"
    fmt = src.get("format") if src.get("format") in MTG_FORMATS else "constructed"
    text = src.get("list")
    result = None
    error = None
    status = 200
    if text is not None:
        if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
            error = _("The list is larger than %(limit)d bytes.") % {"limit": MAX_BYTES}
            status = 400
        else:
            result = check(game, text, fmt, lang)
    ctx = {"game": game, "format": fmt, "text": text or "", "result": result, "error": error,
           "format_name": format_name(fmt, lang),
           # only formats whose legality can be checked: a card file with legalities is imported
           "legality_formats": [(f, format_name(f, lang)) for f in LEGALITY_FORMATS] if legality_available() else [],
           "example_bfb": EXAMPLE_BFB, "example_mtg": EXAMPLE_MTG, "max_bytes": MAX_BYTES}
    template = "deckcheck/page.html"
    if getattr(request, "htmx", False) and text is not None:
        template = "deckcheck/_results.html"
    return render(request, template, ctx, status=status)


@csrf_exempt  # a JSON API for scripts: no cookies, no session, so no CSRF exposure
@require_POST
@rate_limited("run")
def compare_api(request):
    """Registered decklist vs presented deck (issue #26): {"registered": "...", "presented": "...",
    "format": "constructed"|"limited"|..., "sideboarded": false, "lang": "en"} -> 200 {"ok", "infraction",
    "penalty", "messages", "differences", "fix": {"regular", "competitive"}, "policy"}; 400 when a list
    cannot be read or a field is wrong."""
    from judge.decks.compare import compare_mtg

    data, refused = _json_object(request, 2 * MAX_BYTES, f"the limit is {2 * MAX_BYTES} bytes",
                                 '{"registered": "...", "presented": "..."}')
    if refused:
        return refused
    problems = []
    for key in ("registered", "presented"):
        if not isinstance(data.get(key), str):
            problems.append(f'"{key}" must be a string: a deck list, one card line per line.')
        elif len(data[key].encode("utf-8", "surrogatepass")) > MAX_BYTES:
            problems.append(f'"{key}" is larger than {MAX_BYTES} bytes.')
    if not isinstance(data.get("sideboarded", False), bool):
        problems.append('"sideboarded" must be true or false.')
    if problems:
        return JsonResponse({"ok": False, "errors": [{"line": 0, "message": p} for p in problems]}, status=400,
                            json_dumps_params={"ensure_ascii": False})
    out = compare_mtg(data["registered"], data["presented"], data.get("format", "constructed"),
                      _lang(data.get("lang") or request.GET.get("lang")), data.get("sideboarded", False))
    return JsonResponse(out, status=400 if out["malformed"] else 200, json_dumps_params={"ensure_ascii": False})


EXAMPLE_REGISTERED = """4 Lightning Bolt
4 Monastery Swiftspear
52 Mountain
Sideboard
3 Smash to Smithereens"""
EXAMPLE_PRESENTED = """4 Lightning Bolt
3 Monastery Swiftspear
1 Shock
52 Mountain
Sideboard
3 Smash to Smithereens"""
def _compare_formats():
    """Constructed and Limited, and the formats with card legality when a card file with legalities is
    imported (as on the check page); Commander has no registered-list comparison here."""
    return ["constructed", "limited"] + ([f for f in LEGALITY_FORMATS if f != "commander"]
                                         if legality_available() else [])


def _policy_links(keys, lang):
    """[(label, url)] for policy keys such as "ipg:3.5" and "jar:deck-problem" (their guide pages)."""
    out = []
    for key in keys:
        doc, _sep, section = key.partition(":")
        label = doc.upper() if doc == "jar" else f"{doc.upper()} {section}"
        out.append((label, f"/{lang}/policy/{doc}/{section}/"))
    return out


@require_http_methods(["GET", "POST"])
def compare_page(request):
    """Registered decklist vs presented deck (issue #26): the same service as POST /api/decks/compare
    (judge.decks.compare), shown as the infraction (Decklist or Deck Problem), the penalty at
    Competitive REL and the fix at each REL, with links to the guides. Nothing is stored; a list that
    cannot be read, a list over the size limit or an unknown format answers 400 with what to fix."""
    from judge.decks.compare import compare_mtg

    lang = _lang(get_language())
    src = request.POST if request.method == "POST" else request.GET
    registered, presented = src.get("registered"), src.get("presented")
    fmt = src.get("format") or "constructed"
    sideboarded = src.get("sideboarded") in ("1", "on", "true")
    result, errors, status = None, [], 200
    if registered is not None or presented is not None:
        if fmt not in _compare_formats():
            errors.append(_("Choose a format from the list."))
        for value, label in ((registered, _("Registered decklist")), (presented, _("Presented deck"))):
            if not (value or "").strip():
                errors.append(_("%(field)s: paste the list, one “N Card Name” per line.") % {"field": label})
            elif len(value.encode("utf-8", "surrogatepass")) > MAX_BYTES:
                errors.append(_("%(field)s: the list is larger than %(limit)d bytes.") % {"field": label,
                                                                                        "limit": MAX_BYTES})
        if not errors:
            result = compare_mtg(registered, presented, fmt, lang, sideboarded)
            if result["malformed"]:
                errors, result = list(result["messages"]), None
        if errors:
            status = 400
    ctx = {"registered": registered or "", "presented": presented or "", "format": fmt, "sideboarded": sideboarded,
           "formats": [(f, format_name(f, lang)) for f in _compare_formats()], "result": result, "errors": errors,
           "links": _policy_links(result["policy"], lang) if result else [],
           "example_registered": EXAMPLE_REGISTERED, "example_presented": EXAMPLE_PRESENTED, "max_bytes": MAX_BYTES}
    template = "deckcheck/compare.html"
    if getattr(request, "htmx", False) and (registered is not None or presented is not None):
        template = "deckcheck/_compare_results.html"
    return render(request, template, ctx, status=status)
