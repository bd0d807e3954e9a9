"""The judge tool's pages: the scenario editor and stepper (/<lang>/judge/), saved scenarios
(/<lang>/judge/s/<key>/), the teaching library and the print view.

The scenario JSON is the editor's state: every form posts it (`doc`) with the current step.
A plain POST answers with the whole page, an htmx request with the `workspace` partial of the
same template. Invalid documents are shown with every problem by its JSON path; nothing is
saved unless the engine accepts the whole document."""
from __future__ import annotations

import json
import logging

from django.http import Http404, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.safestring import mark_safe
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST, require_safe

from rulesite.httpcache import reference_page, rendered_once
from rulesite.ratelimit import rate_limited

from . import board as boardmod
from . import board_png, board_svg, editor, library, services
from .engine import ScenarioError, Stepper
from .engine.messages import render as render_message
from langs import supported

log = logging.getLogger(__name__)
MAX_DOC = 256 * 1024


def _lang():
    return supported(get_language())


def _step_param(value, default=0) -> int:
    try:
        n = int(value)
    except (TypeError, ValueError):
        return default
    return max(0, min(n, 10_000))


def _problems(exc_or_list):
    items = exc_or_list.problems if isinstance(exc_or_list, ScenarioError) else exc_or_list
    return [{"path": p.path, "message": p.message} for p in items]


class Workspace:
    """Everything the workspace partial needs for one document at one step."""

    def __init__(self, doc: dict | None, step: int = 0, *, text: str | None = None, problems=None,
                 edit_error: str = "", edit_field: str = "", open_pre: str = "", base_url: str = "", title: str = "", notes: str = "",
                 library_slug: str = "", saved_key: str = ""):
        self.doc = doc
        self.text = text if text is not None else (editor.dump(doc) if doc is not None else "")
        self.problems = list(problems or [])
        self.edit_error = edit_error
        self.edit_field = edit_field
        self.open_pre = open_pre
        self.base_url = base_url          # permalink/library page: step links are GETs
        self.library_slug = library_slug
        self.saved_key = saved_key
        self.game = doc.get("game") if isinstance(doc, dict) and doc.get("game") in editor.GAMES else None
        self.title = title or (doc.get("title") if isinstance(doc, dict) and isinstance(doc.get("title"), str) else "")
        self.notes = notes or (doc.get("notes") if isinstance(doc, dict) and isinstance(doc.get("notes"), str) else "")
        self.stepper = None
        self.step = 0
        if doc is not None and not self.problems:
            try:
                self.stepper = services.ran(doc)
            except ScenarioError as exc:
                self.problems = _problems(exc)
        if self.stepper is not None:
            self.step = max(0, min(step, len(self.stepper.steps) - 1))

    def context(self, lang: str) -> dict:
        ctx = {"ws": self, "doc_text": self.text, "problems": self.problems, "edit_error": self.edit_error,
               "edit_field": self.edit_field, "open_pre": self.open_pre,
               "mtg_colors": list(editor.COLOR_LABELS.items()), "spell_keywords": [(k, boardmod.keyword_label(k)) for k in editor.SPELL_KEYWORDS],
               "mtg_zones": editor.MTG_ZONES, "mtg_triggers": [(t, editor.TRIGGER_LABELS[t]) for t in editor.MTG_TRIGGERS],
               "mtg_sacrifice": list(editor.SACRIFICE_LABELS.items()),
               "bfb_colors": list(editor.BFB_COLOR_LABELS.items()), "bfb_color_values": list(editor.BFB_COLOR_LABELS),
               "game": self.game, "title": self.title, "notes": self.notes, "base_url": self.base_url,
               "step": self.step, "lang": lang,
               "step_choices": boardmod.step_choices(), "phase_choices": boardmod.phase_choices(),
               "state_phase_choices": boardmod.state_phase_choices(),
               "mtg_types": editor.MTG_TYPES, "mtg_keywords": [(k, boardmod.keyword_label(k)) for k in editor.MTG_KEYWORDS],
               "mtg_actions": editor.MTG_ACTIONS, "bfb_actions": editor.BFB_ACTIONS,
               "bfb_zones": list(boardmod.ZONE_LABELS.items())[:4], "bfb_kinds": list(boardmod.ZONE_LABELS.items()),
               "spell_effects": [(e, editor.EFFECT_LABELS.get(e, e)) for e in editor.MTG_SPELL_EFFECTS], "bfb_effects": [(e, editor.EFFECT_LABELS.get(e, e)) for e in ("damage", "heal", "block", "draw", "gain_n")], "catalog": editor.catalog_search("", 200),
               "saved_key": self.saved_key, "library_slug": self.library_slug,
               "rel_choices": [(r, boardmod.REL_LABELS[r]) for r in editor.MTG_RELS],
               "remedy_kinds": [(k, boardmod.REMEDY_LABELS[k]) for k in editor.MTG_REMEDY_KINDS],
               "scenario_rel": self.doc.get("rel") if isinstance(self.doc, dict) else None}
        if isinstance(self.doc, dict) and self.game:
            try:
                ctx["ed"] = editor.editor_view(self.doc)
            except (TypeError, AttributeError, KeyError, ValueError, IndexError):
                # a document the engine refuses can be shaped anyhow (a number where a list goes):
                # the page then offers the JSON text and its problems, without the structured editor
                log.warning("structured editor unavailable for this document", exc_info=True)
        if self.stepper is None:
            return ctx
        s = self.stepper
        n = self.step
        last = len(s.steps) - 1
        cur = s.step_dict(n, lang)
        events = [boardmod.event_view(e, self.game, lang) for e in cur["events"]]
        touched = {o for e in cur["events"] for o in e.get("objects") or [] if isinstance(o, str)}
        now = s.state_at(n)
        prev = s.state_at(n - 1) if n > 0 else None
        timeline = []
        for i, (action, evs, _g) in enumerate(s.steps):
            timeline.append({"n": i, "text": boardmod.describe(action, self.game),
                             "illegal": any(e.type == "illegal" for e in evs), "current": i == n,
                             "count": len(evs)})
        board = boardmod.mark_not_modelled(boardmod.board(self.game, now, prev, touched), cur, lang)
        svg = board_svg.render(board, title=self.title, uid="bp", lang=lang)
        pic_w, pic_h = board_png.png_size(svg)
        ctx.update({
            "run": True, "n": n, "last": last, "prev_n": max(0, n - 1), "next_n": min(last, n + 1),
            "action_text": boardmod.describe(cur["action"], self.game), "events": events,
            "incomplete": render_message("mtg.run.incomplete", {}, lang) if cur.get("incomplete") else "",
            "board": board, "timeline": timeline, "board_svg": mark_safe(svg),  # escaped by board_svg
            "pic_w": pic_w, "pic_h": pic_h, "png_url": self.png_url(n),
            "over": (now.get("result") or {}).get("over"),
            "layers": (layers := boardmod.layer_views(cur.get("layers") or {}, now, self.game, lang)),
            "layer_ids": {o["id"] for o in layers},   # a permanent with a layer view links to it (issue 22)
            "policy": editor.policy_choices(now) if self.game == "mtg" else {},
        })
        return ctx

    def png_url(self, n: int) -> str:
        """The step's image URL on a permalink or library page ("" for an unsaved scenario)."""
        if self.saved_key:
            return reverse("judge:saved_png", args=[self.saved_key, n])
        if self.library_slug:
            return reverse("judge:library_png", args=[self.library_slug, n])
        return ""


def _render(request, ws: Workspace, status=200, extra=None):
    lang = _lang()
    ctx = ws.context(lang)
    ctx.update(extra or {})
    template = "judge/page.html"
    if request.htmx and not (extra or {}).get("full"):
        template = "judge/page.html#workspace"
    response = render(request, template, ctx, status=status)
    patch_vary_headers(response, ("HX-Request",))
    return response


def _doc_from_text(text: str):
    """(doc or None, problems)."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_DOC:
        return None, [{"path": "", "message": _("The document is larger than 256 kB.")}]
    try:
        doc = editor.parse(text)
    except ScenarioError as exc:
        return None, _problems(exc)
    return doc, []


@require_GET
def index(request):
    game = request.GET.get("game") if request.GET.get("game") in editor.GAMES else "mtg"
    doc = editor.blank(game)
    card = request.GET.get("card")
    if game == "mtg" and isinstance(card, str) and card.strip():   # "Open in the judge tool" from a card page
        if not editor.with_card(doc, card[:200]):
            return _render(request, Workspace(doc, 0, edit_error=_("“%(name)s” is not a card the judge tool knows.") % {"name": card[:60]}), status=404)
    return _render(request, Workspace(doc, 0))


@require_http_methods(["GET", "POST"])
def edit(request):
    """Every edit and every step of an unsaved scenario: `doc` + `step` + `op` + form fields."""
    if request.method == "GET":
        return HttpResponseRedirect(reverse("judge:index"))
    text = request.POST.get("doc", "")
    step = _step_param(request.POST.get("step"))
    op = request.POST.get("op") or "sync"
    go = request.POST.get("go")
    if op == "json" or op.startswith("new:"):
        if op.startswith("new:"):
            game = op[4:] if op[4:] in editor.GAMES else "mtg"
            return _render(request, Workspace(editor.blank(game), 0))
        doc, problems = _doc_from_text(text)
        if doc is None:
            return _render(request, Workspace(None, 0, text=text, problems=problems), status=400)
        ws = Workspace(doc, step, text=text)
        return _render(request, ws, status=400 if ws.problems else 200)
    doc, problems = _doc_from_text(text)
    if doc is None:
        return _render(request, Workspace(None, 0, text=text, problems=problems), status=400)
    if go is not None:  # a stepping button: no edit
        return _render(request, Workspace(doc, _step_param(go, step)))
    try:
        new_doc, step = editor.apply_edit(doc, request.POST, op, step)
    except editor.EditError as exc:
        # the action form keeps the kind of action (and of policy fix) chosen, so the field at fault is shown
        keep = {"keep_type": request.POST.get("na-type", ""), "keep_kind": request.POST.get("na-kind", "")}
        return _render(request, Workspace(doc, step, edit_error=str(exc), edit_field=exc.field,
                                          open_pre=_open_pre(op, exc.field)), status=400, extra=keep)
    except (KeyError, TypeError, AttributeError, ValueError, IndexError):
        return _render(request, Workspace(doc, step, edit_error=_("This edit cannot be made on this document.")),
                       status=400)
    return _render(request, Workspace(new_doc, step, open_pre=_open_pre(op)))


def _open_pre(op: str, field: str = "") -> str:
    """The box of the structured editor to show open after `op` (its field prefix), or ""."""
    name, _sep, arg = op.partition(":")
    if name in ("add_eff", "add_skill"):
        return "x-" + arg.replace(".", "-")
    if name in ("add_ability", "add_trigger", "del_ability", "del_trigger"):
        return "ab-" + arg.partition(":")[0]
    if name in ("del_eff", "del_skill"):
        return "x-" + arg.rpartition(":")[0].replace(".", "-")
    return ""


@require_POST
@rate_limited("save")
def save(request):
    text = request.POST.get("doc", "")
    step = _step_param(request.POST.get("step"))
    try:
        saved = services.save_scenario(text)
    except ScenarioError as exc:
        doc, _p = _doc_from_text(text)
        return _render(request, Workspace(doc, step, text=text, problems=_problems(exc)), status=400,
                       extra={"full": True})
    url = reverse("judge:saved", args=[saved.key]) + (f"?step={step}" if step else "")
    return HttpResponseRedirect(url, status=303)


def _attachment(text: str, name: str) -> HttpResponse:
    response = HttpResponse(text.encode("utf-8"), content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


@require_POST
def download(request):
    text = request.POST.get("doc", "")
    doc, problems = _doc_from_text(text)
    if doc is None:
        return _render(request, Workspace(None, 0, text=text, problems=problems), status=400, extra={"full": True})
    return _attachment(text, "scenario.json")


@require_POST
@rate_limited("import")
def import_(request):
    """A JSON file (upload) or pasted text; every problem by path next to the input."""
    upload = request.FILES.get("file")
    pasted = request.POST.get("text", "")
    if upload is not None:
        if upload.size > MAX_DOC:
            problems = [{"path": "", "message": _("The file is larger than 256 kB.")}]
            return _render(request, Workspace(None, 0, text="", problems=[]), status=400,
                           extra={"full": True, "import_problems": problems, "import_name": upload.name})
        raw = upload.read()
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            problems = [{"path": "", "message": _("The file is not UTF-8 text.")}]
            return _render(request, Workspace(None, 0, text="", problems=[]), status=400,
                           extra={"full": True, "import_problems": problems, "import_name": upload.name})
    else:
        text = pasted
    if not text.strip():
        problems = [{"path": "", "message": _("Choose a file or paste a scenario.")}]
        return _render(request, Workspace(editor.blank("mtg"), 0), status=400,
                       extra={"full": True, "import_problems": problems})
    doc, problems = _doc_from_text(text)
    if doc is not None:
        try:
            Stepper(doc)
        except ScenarioError as exc:
            problems = _problems(exc)
    if problems:
        return _render(request, Workspace(editor.blank("mtg"), 0), status=400,
                       extra={"full": True, "import_problems": problems, "import_text": pasted,
                              "import_name": upload.name if upload is not None else ""})
    return _render(request, Workspace(doc, 0, text=text), extra={"full": True})


def _saved_or_404(key):
    saved = services.load_saved(key) if len(key) <= 64 else None
    if saved is None:
        raise Http404(key)
    return saved


@require_GET
@rendered_once
def saved(request, key):
    obj = _saved_or_404(key)
    doc = json.loads(obj.document)
    ws = Workspace(doc, _step_param(request.GET.get("step")), text=obj.document,
                   base_url=reverse("judge:saved", args=[key]), saved_key=key)
    return _render(request, ws)


@require_GET
def saved_json(request, key):
    obj = _saved_or_404(key)
    return _attachment(obj.document, f"scenario-{key[:8]}.json")


@require_GET
@reference_page
def library_index(request):
    lang = _lang()
    items = sorted(library.entries(lang), key=lambda e: (e["game"] != "mtg", e["order"], e["slug"]))
    return render(request, "judge/library.html", {
        "mtg": [e for e in items if e["game"] == "mtg"], "bfb": [e for e in items if e["game"] == "bfb"]})


def _library_doc(slug):
    got = library.get(slug)
    if got is None:
        raise Http404(slug)
    return got


@require_GET
@rendered_once
def library_item(request, slug):
    text, doc = _library_doc(slug)
    lang = _lang()
    ws = Workspace(doc, _step_param(request.GET.get("step")), text=text,
                   base_url=reverse("judge:library_item", args=[slug]), library_slug=slug,
                   title=library.title(doc, lang), notes=library.notes(doc, lang))
    return _render(request, ws)


def _print(request, doc, title, notes, status=200):
    lang = _lang()
    try:
        stepper = services.ran(doc)
    except ScenarioError as exc:
        return _render(request, Workspace(doc, 0, problems=_problems(exc)), status=400, extra={"full": True})
    game = doc["game"]
    steps = []
    for n in range(len(stepper.steps)):
        d = stepper.step_dict(n, lang)
        board = boardmod.mark_not_modelled(
            boardmod.board(game, stepper.state_at(n), stepper.state_at(n - 1) if n else None, set()), d, lang)
        steps.append({"n": n, "action": boardmod.describe(d["action"], game),
                      "events": [boardmod.event_view(e, game, lang) for e in d["events"]], "board": board,
                      "svg": mark_safe(board_svg.render(board, title=title, uid=f"p{n}", lang=lang))})
    return render(request, "judge/print.html", {"title": title, "notes": notes, "game": game, "steps": steps,
                                                 "start": steps[0]["board"], "final": steps[-1]["board"]},
                  status=status)


@require_GET
def saved_print(request, key):
    obj = _saved_or_404(key)
    doc = json.loads(obj.document)
    return _print(request, doc, doc.get("title", ""), doc.get("notes", ""))


@require_GET
def library_print(request, slug):
    _text, doc = _library_doc(slug)
    lang = _lang()
    return _print(request, doc, library.title(doc, lang), library.notes(doc, lang))


@require_POST
def print_(request):
    text = request.POST.get("doc", "")
    doc, problems = _doc_from_text(text)
    if doc is None:
        return _render(request, Workspace(None, 0, text=text, problems=problems), status=400, extra={"full": True})
    return _print(request, doc, doc.get("title", "") if isinstance(doc.get("title"), str) else "",
                  doc.get("notes", "") if isinstance(doc.get("notes"), str) else "")


@require_GET
def cards(request):
    """Search-as-you-type in the catalogue (htmx fragment; a plain page without htmx)."""
    q = (request.GET.get("np-card") or request.GET.get("q") or "")[:60]
    results = editor.catalog_search(q, 12) if q.strip() else []
    # types and keywords in the page's language, as on the board
    results = [dict(c, to_hand=not set(c.get("types") or []) & set(editor.MTG_TYPES),
                    types=[boardmod.TYPE_LABELS.get(t, t) for t in c.get("types") or []],
                    keywords=[boardmod.keyword_label(k) for k in c.get("keywords") or []]) for c in results]
    response = render(request, "judge/page.html#card_results", {"results": results, "q": q})
    patch_vary_headers(response, ("HX-Request",))
    return response



# --- the board as an image (PNG) -----------------------------------------------------------------

def _png_response(request, doc: dict, n: int, title: str, name: str, max_age: int):
    """The PNG of step n of doc: 404 for a step the scenario does not have; ETag and Cache-Control
    (the picture depends only on the document, the step, the language and the renderer version)."""
    lang = _lang()
    try:
        stepper = services.ran(doc)
    except ScenarioError:
        raise Http404("invalid scenario") from None
    if n >= len(stepper.steps):
        raise Http404(f"no step {n}")
    key = board_png.cache_key(services.doc_key(doc), n, lang)
    etag = f'"{key}"'
    cache_control = f"public, max-age={max_age}"
    if etag in [t.strip() for t in request.headers.get("If-None-Match", "").split(",")]:
        response = HttpResponse(status=304)
        response["ETag"] = etag
        response["Cache-Control"] = cache_control
        return response

    def make_svg():
        game = doc["game"]
        board = boardmod.mark_not_modelled(
            boardmod.board(game, stepper.state_at(n), stepper.state_at(n - 1) if n else None, set()),
            stepper.step_dict(n, lang), lang)
        return board_svg.render(board, title=title, uid="b", lang=lang)
    try:
        png = board_png.cached_png(key, make_svg)
    except board_png.RenderError:
        log.exception("board picture could not be rendered")
        return HttpResponse(_("The picture of this step could not be drawn."), status=503,
                            content_type="text/plain; charset=utf-8")
    response = HttpResponse(png, content_type="image/png")
    response["ETag"] = etag
    response["Cache-Control"] = cache_control
    disposition = "attachment" if request.GET.get("download") else "inline"
    response["Content-Disposition"] = f'{disposition}; filename="{name}-step-{n}-{lang}.png"'
    return response


@require_safe  # HEAD too: chat previews ask for the image's size and type first
def saved_png(request, key, step):
    obj = _saved_or_404(key)
    doc = json.loads(obj.document)
    title = doc.get("title") if isinstance(doc.get("title"), str) else ""
    return _png_response(request, doc, step, title, f"scenario-{key[:8]}", 86400)


@require_safe
def library_png(request, slug, step):
    _text, doc = _library_doc(slug)
    return _png_response(request, doc, step, library.title(doc, _lang()), slug, 3600)


@require_POST
def board_png_post(request):
    """The download button of an unsaved scenario: the PNG of the posted document at `step`."""
    text = request.POST.get("doc", "")
    doc, problems = _doc_from_text(text)
    if doc is None:
        return _render(request, Workspace(None, 0, text=text, problems=problems), status=400, extra={"full": True})
    ws = Workspace(doc, _step_param(request.POST.get("step")), text=text)
    if ws.stepper is None:
        return _render(request, ws, status=400, extra={"full": True})
    response = _png_response(request, doc, ws.step, ws.title, "scenario", 0)
    response["Content-Disposition"] = f'attachment; filename="scenario-step-{ws.step}-{_lang()}.png"'
    response["Cache-Control"] = "private, no-store"
    return response
