from django.urls import path

import rulesite.converters  # noqa: F401 (registers <segment:...>: a path segment without NUL)

from . import api

urlpatterns = [
    path("judge/run", api.run, name="judge_api_run"),
    path("judge/scenarios", api.scenarios, name="judge_api_scenarios"),
    path("judge/scenarios/<segment:key>", api.scenario, name="judge_api_scenario"),
]
