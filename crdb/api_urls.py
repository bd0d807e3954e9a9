from django.urls import path

from . import views

urlpatterns = [
    path("cr/<str:number>", views.api_rule, name="crdb-api-rule"),
]
