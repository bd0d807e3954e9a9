from django.urls import path

import rulesite.converters  # noqa: F401 (registers <segment:...>: a path segment without NUL)

from . import api, quiz_views

urlpatterns = [
    path("judge/run", api.run, name="judge_api_run"),
    path("judge/scenarios", api.scenarios, name="judge_api_scenarios"),
    path("judge/scenarios/<segment:key>", api.scenario, name="judge_api_scenario"),
    path("judge/legal", quiz_views.api_legal, name="judge_api_legal"),
    path("judge/quiz", quiz_views.api_index, name="judge_api_quiz_index"),
    path("judge/quiz/<slug:slug>", quiz_views.api_quiz, name="judge_api_quiz"),
    path("judge/quiz/<slug:slug>/answer", quiz_views.api_answer, name="judge_api_quiz_answer"),
]
