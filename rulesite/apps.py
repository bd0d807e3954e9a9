from django.apps import AppConfig


class RulesiteConfig(AppConfig):
    name = "rulesite"
    verbose_name = "Rules & Judge site"
    default_auto_field = "django.db.models.BigAutoField"
