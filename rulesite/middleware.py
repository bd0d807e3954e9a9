from django.conf import settings
from django.http import HttpResponse, JsonResponse
from django.utils.translation import gettext as _


class BodySizeLimitMiddleware:
    """Refuse request bodies over settings.MAX_REQUEST_BODY with 413 and a message, before any
    view reads them."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        limit = settings.MAX_REQUEST_BODY
        if length > limit:
            msg = _("The request body is %(size)d bytes; the limit is %(limit)d bytes (256 kB).") % {
                "size": length, "limit": limit}
            return JsonResponse({"errors": [{"path": "", "message": msg}]}, status=413)
        return self.get_response(request)


class MethodNotAllowedMessageMiddleware:
    """Django's 405 (require_GET/require_POST) has an empty body: give it a message that says which
    methods the address takes (JSON under /api/, text elsewhere)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.status_code != 405 or response.content:
            return response
        allowed = response.get("Allow", "")
        msg = _("%(method)s is not allowed at this address; use %(allowed)s.") % {
            "method": request.method, "allowed": allowed or "another method"}
        if request.path.startswith("/api/"):
            new = JsonResponse({"errors": [{"path": "", "message": msg}]}, status=405)
        else:
            new = HttpResponse(msg + "\n", status=405, content_type="text/plain; charset=utf-8")
        if allowed:
            new["Allow"] = allowed
        return new
