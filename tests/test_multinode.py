"""Several app servers behind a load balancer over one PostgreSQL (docs/deploy.md): two gunicorn
processes, one database, one index directory — a scenario saved through one is read back through
the other, the rate limit and the content version are shared, both give the same validators.
The work is done by tests/multinode_inner.py inside scripts/with-postgres (a throw-away cluster)."""
import glob
import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.slow


def test_two_gunicorn_servers_over_one_postgresql():
    if not glob.glob("/usr/lib/postgresql/*/bin/initdb") and not os.environ.get("PG_BINDIR"):
        pytest.skip("needs the PostgreSQL server binaries for the two-node test: install Debian's "
                    "postgresql package (apt-get install postgresql; make test-postgres does it)")
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "DJANGO_ALLOW_ASYNC_UNSAFE")}
    out = subprocess.run([str(ROOT / "scripts" / "with-postgres"), sys.executable, "tests/multinode_inner.py"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    print(out.stdout)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    assert out.stdout.count("ok: ") == 11 and "FAILED" not in out.stdout
