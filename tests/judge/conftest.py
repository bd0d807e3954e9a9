"""Fixtures for the judge tool's page tests."""
import pytest


@pytest.fixture(scope="module")
def loaded_content(django_db_setup, django_db_blocker):
    """The rule pages, as on the site (explanations link their rules through them), loaded for one
    test module and removed afterwards (leave the session's database as we found it)."""
    from django.core.management import call_command
    with django_db_blocker.unblock():
        call_command("load_content", verbosity=0)
    yield
    with django_db_blocker.unblock():
        from content.models import CRExplanation, Topic
        Topic.objects.all().delete()
        CRExplanation.objects.all().delete()
