from django.urls import path

import rulesite.converters  # noqa: F401 (registers <segment:...>: a path segment without NUL)

from . import views

app_name = "content"
urlpatterns = [
    path("", views.home, name="home"),
    path("t/<segment:topic_id>/", views.topic, name="topic"),
    path("t/<segment:topic_id>/summary/", views.topic_summary, name="topic_summary"),
    path("<segment:game>/", views.game_index, name="game"),
]
