from django.urls import path, re_path

from . import views

app_name = "policy"
urlpatterns = [
    path("", views.index, name="index"),
    re_path(r"^(?P<doc>jar|ipg|mtr)/$", views.document, name="document"),
    re_path(r"^(?P<doc>jar|ipg|mtr)/(?P<section>[0-9a-z][0-9a-z.\-]{0,39})/$", views.entry, name="entry"),
]
