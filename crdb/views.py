from django.http import Http404, HttpResponseRedirect
from django.utils.translation import get_language

from content.views import cr_redirect_target


def rule(request, number):
    """/<lang>/cr/<number>/: without an imported CR, a redirect to the topic page that explains
    the number, at its anchor."""
    target = cr_redirect_target(number, get_language())
    if not target:
        raise Http404(number)
    return HttpResponseRedirect(target)
