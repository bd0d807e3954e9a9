from django.urls import path

from . import views

app_name = "content"
urlpatterns = [
    path("", views.home, name="home"),
    path("t/<str:topic_id>/", views.topic, name="topic"),
    path("t/<str:topic_id>/summary/", views.topic_summary, name="topic_summary"),
    path("<str:game>/", views.game_index, name="game"),
]
