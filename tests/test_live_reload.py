"""The site keeps answering while load_content, import_cr and build_index run under load: no
error and no page mixing two versions (tests/reload_inner.py drives a gunicorn server with client
threads while the loaders run; SQLite here, PostgreSQL under `make test-postgres`)."""
import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.slow


def test_pages_stay_whole_while_the_loaders_run():
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_ALLOW_ASYNC_UNSAFE"}
    out = subprocess.run([sys.executable, "tests/reload_inner.py"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=900)
    print(out.stdout)
    assert out.returncode == 0, out.stdout[-4000:] + out.stderr[-4000:]
    assert out.stdout.rstrip().endswith("OK")
