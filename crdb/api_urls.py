from django.urls import path

import rulesite.converters  # noqa: F401 (registers <segment:...>: a path segment without NUL)

from . import views

urlpatterns = [
    path("cr/<segment:number>", views.api_rule, name="crdb-api-rule"),
]
