from django.urls import path

from . import api

urlpatterns = [
    path("judge/run", api.run, name="judge_api_run"),
    path("judge/scenarios", api.scenarios, name="judge_api_scenarios"),
    path("judge/scenarios/<str:key>", api.scenario, name="judge_api_scenario"),
]
