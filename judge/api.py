"""JSON API of the judge tool (contracts.md): thin views over judge.services."""
from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from rulesite.ratelimit import rate_limited

from . import services
from .engine import ScenarioError


def _errors(exc: ScenarioError, status=400):
    return JsonResponse({"errors": exc.as_list()}, status=status,
                        json_dumps_params={"ensure_ascii": False})


@csrf_exempt  # a JSON API for scripts: no cookies, no session, so no CSRF exposure
@require_POST
@rate_limited("run")
def run(request):
    try:
        out = services.run_document(request.body, request.GET.get("lang", "en"))
    except ScenarioError as exc:
        return _errors(exc)
    return JsonResponse(out, json_dumps_params={"ensure_ascii": False})


@csrf_exempt
@require_POST
@rate_limited("save")
def scenarios(request):
    try:
        saved = services.save_scenario(request.body)
    except ScenarioError as exc:
        return _errors(exc)
    lang = request.GET.get("lang", "en")
    lang = lang if lang in services.LANGS else "en"
    return JsonResponse({"key": saved.key, "url": f"/{lang}/judge/s/{saved.key}/"}, status=201)


@require_GET
def scenario(request, key):
    saved = services.load_saved(key)
    if saved is None:
        return JsonResponse({"errors": [{"path": "key", "message": "no saved scenario with this key"}]},
                            status=404)
    from django.http import HttpResponse
    return HttpResponse(saved.document.encode("utf-8"), content_type="application/json; charset=utf-8")
