"""Two app servers over one PostgreSQL and one index directory (run by tests/test_multinode.py
inside scripts/with-postgres, which exports DATABASE_URL). Exits non-zero with a message on the
first thing that is not as docs/deploy.md says."""
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PY = sys.executable
DOC = (ROOT / "tests" / "fixtures" / "scenarios" / "mtg-giant-growth-saves.json").read_text(encoding="utf-8")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def http(url, data=None, headers=None):
    req = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, r.read(), r.headers
    except urllib.error.HTTPError as e:
        return e.code, e.read(), e.headers


def check(cond, what):
    if not cond:
        print(f"FAILED: {what}", flush=True)
        sys.exit(1)
    print(f"ok: {what}", flush=True)


def main() -> int:
    assert os.environ.get("DATABASE_URL", "").startswith("postgres"), "run me inside scripts/with-postgres"
    tmp = Path(tempfile.mkdtemp(prefix="two-nodes-"))
    env = dict(os.environ, RULESITE_VAR_DIR=str(tmp / "var"), SEARCH_INDEX_DIR=str(tmp / "index"),
               RULESITE_RATE_LIMITS="save=3/600", DJANGO_ALLOWED_HOSTS="127.0.0.1,localhost,rules.example",
               PYTHAINLP_READ_ONLY="1")
    env.pop("DJANGO_DEBUG", None)
    for cmd in (["migrate", "--noinput", "-v0"], ["load_content"], ["build_index", "--no-cr"]):
        subprocess.run([PY, "manage.py", *cmd], cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
    ports = [free_port(), free_port()]
    procs = []
    try:
        for port in ports:
            procs.append(subprocess.Popen(
                [PY, "-m", "gunicorn", "rulesite.wsgi:application", "--bind", f"127.0.0.1:{port}",
                 "--workers", "2", "--no-control-socket", "--log-level", "warning"],
                cwd=ROOT, env=env, start_new_session=True))
        a, b = (f"http://127.0.0.1:{p}" for p in ports)
        for base, proc in zip((a, b), procs):
            t0 = time.time()
            while True:
                if proc.poll() is not None:
                    check(False, f"gunicorn on {base} started")
                try:
                    if http(base + "/en/")[0] == 200:
                        break
                except OSError:
                    pass
                if time.time() - t0 > 120:
                    check(False, f"gunicorn on {base} answers")
                time.sleep(0.5)
        check(True, f"two gunicorn servers {a} and {b} over one PostgreSQL")
        json_h = {"Content-Type": "application/json"}

        # a scenario saved through one node is read back through the other
        st, body, _ = http(a + "/api/judge/scenarios", DOC.encode(), json_h)
        check(st == 201, f"saved through node A (201, got {st})")
        key = json.loads(body)["key"]
        st, body, _ = http(f"{b}/api/judge/scenarios/{key}")
        check(st == 200 and body == DOC.encode(), "read back byte for byte through node B")
        st, page, _ = http(f"{b}/th/judge/s/{key}/?step=1")
        check(st == 200 and key.encode() in page, "its permalink page answers on node B")
        st, body, _ = http(b + "/api/judge/scenarios", DOC.encode(), json_h)
        check(st == 201 and json.loads(body)["key"] == key, "the same document saved on node B: the same key")

        # the rate limit is counted in the database: both nodes share it
        other = [json.dumps({**json.loads(DOC), "title": f"two nodes {i}"}).encode() for i in range(2)]
        st, _, _ = http(a + "/api/judge/scenarios", other[0], json_h)
        check(st == 201, "third save of this client (node A) is allowed")
        st, body, headers = http(b + "/api/judge/scenarios", other[1], json_h)
        check(st == 429 and headers.get("Retry-After"), "fourth save (node B) is over the shared limit: 429")

        # reference pages: the same validator on both nodes, revalidated across them (the load
        # balancer passes the public Host on: pages carry absolute links, so it is part of the key)
        lb = {"Host": "rules.example"}
        st, _, ha = http(a + "/th/t/mtg.sba/", headers=lb)
        st2, _, hb = http(b + "/th/t/mtg.sba/", headers=lb)
        check(st == st2 == 200 and ha["ETag"] == hb["ETag"], "the same ETag for a page on both nodes")
        st, _, _ = http(b + "/th/t/mtg.sba/", headers={**lb, "If-None-Match": ha["ETag"]})
        check(st == 304, "node B answers 304 to node A's validator")
        q = "/ko/search/?q=" + urllib.parse.quote("비행")
        sa, pa, _ = http(a + q)
        sb, pb, _ = http(b + q)
        check(sa == sb == 200 and b"mtg.kw.flying" in pa and b"mtg.kw.flying" in pb,
              "search answers from the one index directory on both nodes")

        # a loader run on one node changes the version every node sees
        subprocess.run([PY, "manage.py", "load_content"], cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
        st, _, hb2 = http(b + "/th/t/mtg.sba/", headers={**lb, "If-None-Match": ha["ETag"]})
        st3, _, ha2 = http(a + "/th/t/mtg.sba/", headers=lb)
        check(st == 200 and hb2["ETag"] != ha["ETag"] and ha2["ETag"] == hb2["ETag"],
              "after load_content both nodes give the new validator")
        return 0
    finally:
        for proc in procs:
            try:
                os.killpg(proc.pid, signal.SIGTERM)
                proc.wait(timeout=30)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                pass
        import shutil
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
