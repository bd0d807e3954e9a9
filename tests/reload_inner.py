"""The site keeps answering while load_content, import_cr and build_index run (run by
tests/test_live_reload.py): a gunicorn server under a steady load from client threads while the
loaders replace the content several times; no request may fail and no page may mix two versions.

Version markers: in version B every Thai page's title ends in " ·B" — a topic page shows its own
title (one row) and its neighbours' and related topics' titles (other rows), so a page mixing the
two loads would show the marker in some titles and not in others. For the CR, /api/cr/100.2 must
show the newer release's text exactly when it names the newer release."""
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
TMP = Path(tempfile.mkdtemp(prefix="live-reload-"))
ENV = {"RULESITE_VAR_DIR": str(TMP / "var"), "SEARCH_INDEX_DIR": str(TMP / "index"),
       "DJANGO_ALLOWED_HOSTS": "127.0.0.1", "PYTHAINLP_READ_ONLY": "1", "DJANGO_SETTINGS_MODULE": "rulesite.settings"}
os.environ.update(ENV)
os.environ.pop("DJANGO_DEBUG", None)
CR = ROOT / "tests" / "fixtures" / "cr"
OLD_CR, NEW_CR = CR / "TestRules-2025-06-06.txt", CR / "TestRules-2025-09-12.txt"
MARK = " ·B"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def make_pages():
    a, b = TMP / "pages-a", TMP / "pages-b"
    shutil.copytree(ROOT / "content" / "pages", a)
    shutil.copytree(ROOT / "content" / "pages", b)
    for f in (b / "th").glob("*.md"):
        text = f.read_text(encoding="utf-8")
        def marked(m):
            t = m.group(1).strip()
            if len(t) > 1 and t[0] == t[-1] and t[0] in "\"'":
                return f"title: {t[:-1]}{MARK}{t[-1]}"
            return f"title: {t}{MARK}"
        f.write_text(re.sub(r"^title: (.*)$", marked, text, count=1, flags=re.M), encoding="utf-8")
    return a, b


class Load:
    def __init__(self, base):
        self.base = base
        self.stop = threading.Event()
        self.lock = threading.Lock()
        self.count = 0
        self.problems: list[str] = []
        self.seen: set[str] = set()

    def get(self, path):
        with urllib.request.urlopen(self.base + path, timeout=30) as r:
            return r.status, r.read().decode("utf-8")

    def one(self, path):
        try:
            status, body = self.get(path)
        except urllib.error.HTTPError as e:
            return f"{path}: HTTP {e.code}"
        except OSError as e:
            return f"{path}: {e}"
        if status != 200:
            return f"{path}: HTTP {status}"
        if path.startswith("/th/t/"):
            h1 = re.search(r"<h1[^>]*>(.*?)</h1>", body, re.S).group(1)
            others = re.findall(r'<a rel="(?:prev|next)" href="[^"]+">(.*?)</a>', body, re.S)
            others += re.findall(r'<aside class="related">.*?</aside>', body, re.S)
            marked = [MARK.strip() in x for x in [h1, *others]]
            if len(set(marked)) > 1:
                return f"{path}: a page mixing two content versions: {marked}"
            self.seen.add("th-B" if marked[0] else "th-A")
        elif path.startswith("/api/cr/"):
            d = json.loads(body)
            if (d["release"] == "2025-09-12") != ("forty cards" in d["text"]):
                return f"{path}: release {d['release']} with the text {d['text']!r}"
            self.seen.add("cr-" + d["release"])
        elif "/search/" in path:
            if "mtg.kw.flying" not in body:
                return f"{path}: no result"
        return None

    def run(self, paths):
        i = 0
        while not self.stop.is_set():
            problem = self.one(paths[i % len(paths)])
            i += 1
            with self.lock:
                self.count += 1
                if problem:
                    self.problems.append(problem)


def main() -> int:
    import django
    django.setup()
    from django.core.management import call_command

    from content.loader import load_content
    from crdb.importer import import_file
    from search import engine

    pages_a, pages_b = make_pages()
    call_command("migrate", "--noinput", verbosity=0)
    load_content(pages_a)
    import_file(OLD_CR)
    engine.build_index(TMP / "index", pages_dir=pages_a)
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "gunicorn", "rulesite.wsgi:application", "--bind",
                               f"127.0.0.1:{port}", "--workers", "2", "--no-control-socket",
                               "--log-level", "warning"], cwd=ROOT, env=dict(os.environ), start_new_session=True)
    load = Load(f"http://127.0.0.1:{port}")
    threads = []
    try:
        t0 = time.time()
        while True:
            try:
                load.get("/en/")
                break
            except OSError:
                if time.time() - t0 > 120 or server.poll() is not None:
                    print("FAILED: the server did not start")
                    return 1
                time.sleep(0.5)
        paths = ["/th/t/mtg.sba/", "/th/t/mtg.priority/", "/api/cr/100.2", "/th/t/mtg.kw.flying/",
                 "/ko/search/?q=" + urllib.parse.quote("비행"), "/th/mtg/"]
        threads = [threading.Thread(target=load.run, args=(paths,), daemon=True) for _ in range(4)]
        for t in threads:
            t.start()
        steps = [("load_content B", lambda: load_content(pages_b)),
                 ("import_cr newer", lambda: import_file(NEW_CR)),
                 ("build_index B", lambda: engine.build_index(TMP / "index", pages_dir=pages_b)),
                 ("load_content A", lambda: load_content(pages_a)),
                 ("import_cr newer again", lambda: import_file(NEW_CR)),
                 ("load_content B", lambda: load_content(pages_b)),
                 ("import_cr older again", lambda: import_file(OLD_CR))]
        for name, step in steps:
            time.sleep(1.0)
            t = time.time()
            step()
            print(f"ran {name} in {time.time() - t:.1f} s under load ({load.count} requests so far)", flush=True)
        time.sleep(1.0)
    finally:
        load.stop.set()
        for t in threads:
            t.join(timeout=60)
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
        shutil.rmtree(TMP, ignore_errors=True)
    print(f"{load.count} requests, {len(load.problems)} problems, versions seen: {sorted(load.seen)}")
    for p in load.problems[:20]:
        print("PROBLEM:", p)
    if load.problems:
        return 1
    if not {"th-A", "th-B", "cr-2025-06-06", "cr-2025-09-12"} <= load.seen:
        print("FAILED: the load did not see both versions")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
