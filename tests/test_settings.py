import os
import secrets
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _clean_env():
    # the browser tests' conftest allows async-unsafe ORM calls in the test process only
    return {k: v for k, v in os.environ.items() if k != "DJANGO_ALLOW_ASYNC_UNSAFE"}


def _manage(*args, **env):
    e = {**_clean_env(), **env}
    return subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=e,
                          capture_output=True, text=True, timeout=120)


def test_check_deploy_is_clean_in_production():
    res = _manage("check", "--deploy", "--fail-level", "WARNING",
                  DJANGO_SECURE="1", DJANGO_SECRET_KEY=secrets.token_urlsafe(50))
    assert res.returncode == 0, res.stdout + res.stderr
    assert "no issues" in res.stdout


def test_production_refuses_the_development_key():
    env = {k: v for k, v in _clean_env().items() if k != "DJANGO_SECRET_KEY"}
    res = subprocess.run([sys.executable, "manage.py", "check"], cwd=ROOT, capture_output=True, text=True,
                         env={**env, "DJANGO_SECURE": "1"}, timeout=120)
    assert res.returncode != 0
    assert "DJANGO_SECRET_KEY" in res.stderr
