from django.apps import AppConfig


class CrdbConfig(AppConfig):
    name = "crdb"
