from django.conf import settings
from django.http import JsonResponse
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
