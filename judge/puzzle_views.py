"""Puzzle pages: /<lang>/judge/puzzles/ and /<lang>/judge/puzzles/<slug>/?m=3.0.12 (the learner's
picks so far, as indices into the listed actions at each point: a plain GET, cacheable, no
cookie; htmx swaps the puzzle panel). Docs: docs/judge-tool.md, "Puzzles"."""
from __future__ import annotations

from django.http import Http404
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_GET

from rulesite.httpcache import reference_page

from . import board as boardmod
from . import board_svg, puzzles
from .engine import puzzle as pz
from .views import _lang

MAX_PICKS = 20


def _picks(raw: str) -> list[int] | None:
    if not raw:
        return []
    parts = raw.split(".")
    if len(parts) > MAX_PICKS or not all(p.isdigit() and len(p) <= 4 for p in parts):
        return None
    return [int(p) for p in parts]


@require_GET
@reference_page
def index(request):
    lang = _lang()
    items = puzzles.entries(lang)
    return render(request, "judge/puzzles.html", {"mtg": [e for e in items if e["game"] == "mtg"],
                                                   "bfb": [e for e in items if e["game"] == "bfb"]})


@require_GET
@reference_page
def puzzle(request, slug):
    doc = puzzles.get(slug)
    if doc is None:
        raise Http404(slug)
    lang = _lang()
    game = doc["game"]
    picks = _picks(request.GET.get("m", ""))
    bad_picks = picks is None
    pos = pz.play(doc, picks or [])
    data = pz.as_dict(pos, lang, lambda a: boardmod.describe(a, game))
    state = pos.stepper.game.to_state()
    prev = pos.stepper.steps[-2][2].to_state() if len(pos.stepper.steps) > 1 else None
    board = boardmod.board(game, state, prev, set())
    base = request.path
    done = ".".join(str(p) for p in (picks or [])[: len(pos.picks)])
    for o in data["options"]:
        o["url"] = f"{base}?m={done + '.' if done else ''}{o['index']}"
    for s in data["steps"]:
        s["events"] = [boardmod.event_view(e, game, lang) for e in s["events"]]
    hint_rule = doc.get("hint_rule", "")
    ctx = {"slug": slug, "doc": doc, "game": game, "title": puzzles.text(doc, "title", lang),
           "notes": puzzles.text(doc, "notes", lang), "hint": puzzles.text(doc, "hint", lang),
           "hint_link": boardmod.event_view({"rule": hint_rule, "topic": ""}, game, lang) if hint_rule else None,
           "level": doc["puzzle"].get("level", 1), "p": data, "bad_picks": bad_picks, "base": base,
           "svg": mark_safe(board_svg.render(board, title=puzzles.text(doc, "title", lang), uid="pz", lang=lang)),
           "store_key": f"puzzle:{slug}"}
    template = "judge/puzzle.html#panel" if request.htmx else "judge/puzzle.html"
    response = render(request, template, ctx, status=400 if bad_picks else 200)
    patch_vary_headers(response, ("HX-Request",))
    return response
