from django.urls import path

from . import views

app_name = "crdb"
urlpatterns = [
    path("<str:number>/", views.rule, name="rule"),
]
