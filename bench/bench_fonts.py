"""First visit of a Korean and a Thai topic page in a fresh browser: the font files and bytes it
downloads (item 10 of issue 24). Needs a running site (make run) and Chromium:

    .venv/bin/python bench/bench_fonts.py [http://127.0.0.1:8000] [topic]

Prints, per page: requests, bytes (transfer) of every response, and of the font files alone."""
from __future__ import annotations

import shutil
import sys

from playwright.sync_api import sync_playwright

BASE = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000"
TOPIC = sys.argv[2] if len(sys.argv) > 2 else "mtg.combat"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


def visit(browser, url: str) -> dict:
    ctx = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    page = ctx.new_page()
    seen = []
    page.on("requestfinished", lambda r: seen.append(r))
    page.goto(url, wait_until="networkidle")
    page.evaluate("document.fonts.ready.then(() => 1)")
    page.wait_for_timeout(300)
    total = fonts = nfonts = 0
    for r in seen:
        size = r.sizes()["responseBodySize"] + r.sizes()["responseHeadersSize"]
        total += size
        if r.url.endswith(".woff2"):
            fonts += size
            nfonts += 1
    ctx.close()
    return {"requests": len(seen), "bytes": total, "font_requests": nfonts, "font_bytes": fonts}


def main() -> None:
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"], headless=True)
        for lang in ("ko", "th"):
            m = visit(browser, f"{BASE}/{lang}/t/{TOPIC}/")
            print(f"{lang} /{lang}/t/{TOPIC}/ first visit: {m['requests']} requests, {m['bytes'] / 1024:.0f} KB; "
                  f"fonts: {m['font_requests']} files, {m['font_bytes'] / 1024:.0f} KB")
        browser.close()


if __name__ == "__main__":
    main()
