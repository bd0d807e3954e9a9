from django.urls import path

from . import views

app_name = "crdb"
urlpatterns = [
    path("", views.index, name="index"),
    path("glossary/", views.glossary, name="glossary"),
    path("glossary/<str:slug>/", views.glossary_term, name="glossary_term"),
    path("diff/", views.diff_index, name="diff_index"),
    path("diff/<str:old>/<str:new>/", views.diff, name="diff"),
    path("<str:number>/", views.rule, name="rule"),
]
