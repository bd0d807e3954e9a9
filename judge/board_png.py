"""The board picture as PNG, for chats (Open Graph / Twitter card images) and the download button.

The SVG from judge/board_svg.py is rasterised by resvg (the `resvg` package, pinned in
requirements.txt; chosen by measurement, docs/board-picture.md) with the fonts the project ships in
judge/fonts/ (Noto Sans Thai and Noto Sans KR as TTF, SIL OFL 1.1), loaded once into memory; no
system font is used, so a picture looks the same on every machine. Pictures are bounded (at most
MAX_W x MAX_H pixels: a taller board is scaled down) and kept in a small in-process cache by
scenario, step, language and renderer version."""
from __future__ import annotations

import hashlib
import re
import threading
from collections import OrderedDict
from pathlib import Path

from . import board_svg

FONT_DIR = Path(__file__).resolve().parent / "fonts"
MAX_W, MAX_H = 1200, 2000
CACHE_BYTES = 48 * 1024 * 1024

_lock = threading.Lock()
_local = threading.local()  # resvg's Options object may only be used by the thread that made it
_cache: OrderedDict[str, bytes] = OrderedDict()
_cache_size = 0
_SIZE_RE = re.compile(r'<svg\b[^>]*?\swidth="([\d.]+)"\s+height="([\d.]+)"')


class RenderError(Exception):
    pass


def _font_data() -> list[bytes]:
    global _FONT_DATA
    if _FONT_DATA is None:
        fonts = sorted(FONT_DIR.glob("*.ttf"))
        if not fonts:
            raise RenderError(f"no fonts in {FONT_DIR} (run scripts/build_board_fonts.py)")
        _FONT_DATA = [f.read_bytes() for f in fonts]
    return _FONT_DATA


_FONT_DATA = None


def _options():
    """This thread's resvg options with the shipped fonts (made once per thread: resvg's Options
    is "unsendable", using it from another thread panics)."""
    opts = getattr(_local, "opts", None)
    if opts is None:
        import resvg  # imported here: the SVG pages work without it

        opts = resvg.usvg.Options.default()
        for data in _font_data():
            # from memory, not from the file: resvg would otherwise read the file for every text run
            opts.load_font_data(data)
        opts.font_family = "Noto Sans Thai"
        _local.opts = opts
    return opts


def svg_size(svg: str) -> tuple[int, int]:
    m = _SIZE_RE.search(svg)
    if not m:
        raise RenderError("the SVG has no width and height")
    return round(float(m.group(1))), round(float(m.group(2)))


def bounded(svg: str) -> tuple[str, int, int]:
    """The SVG with its root width/height scaled so that it fits MAX_W x MAX_H (the viewBox stays)."""
    w, h = svg_size(svg)
    scale = min(1.0, MAX_W / max(w, 1), MAX_H / max(h, 1))
    if scale >= 1.0:
        return svg, w, h
    nw, nh = max(1, int(w * scale)), max(1, int(h * scale))
    svg = _SIZE_RE.sub(lambda m: m.group(0).replace(f'width="{m.group(1)}"', f'width="{nw}"', 1)
                       .replace(f'height="{m.group(2)}"', f'height="{nh}"', 1), svg, count=1)
    return svg, nw, nh


def png_size(svg: str) -> tuple[int, int]:
    """The pixel size the PNG of this SVG will have."""
    _svg, w, h = bounded(svg)
    return w, h


def render_png(svg: str) -> bytes:
    import resvg

    svg, _w, _h = bounded(svg)
    opts = _options()
    try:
        tree = resvg.usvg.Tree.from_str(svg, opts)
        return bytes(resvg.render(tree, (1.0, 0.0, 0.0, 0.0, 1.0, 0.0)))
    except BaseException as exc:  # resvg raises its own error types, and a Rust panic is a BaseException
        if isinstance(exc, (KeyboardInterrupt, SystemExit)):
            raise
        raise RenderError(str(exc)) from exc


def cache_key(doc_key: str, step: int, lang: str) -> str:
    raw = f"{doc_key}|{step}|{lang}|svg{board_svg.VERSION}|fonts{_fonts_stamp()}"
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:32]


_STAMP = None


def _fonts_stamp() -> str:
    global _STAMP
    if _STAMP is None:
        h = hashlib.sha256()
        for f in sorted(FONT_DIR.glob("*.ttf")):
            st = f.stat()
            h.update(f"{f.name}:{st.st_size}".encode())
        _STAMP = h.hexdigest()[:8]
    return _STAMP


def cached_png(key: str, make_svg) -> bytes:
    """The PNG for `key`, rendered from make_svg() on a miss; the cache keeps CACHE_BYTES at most."""
    global _cache_size
    with _lock:
        hit = _cache.get(key)
        if hit is not None:
            _cache.move_to_end(key)
            return hit
    png = render_png(make_svg())
    with _lock:
        if key not in _cache:
            _cache[key] = png
            _cache_size += len(png)
            while _cache_size > CACHE_BYTES and len(_cache) > 1:
                _k, old = _cache.popitem(last=False)
                _cache_size -= len(old)
    return png


def clear_cache() -> None:
    global _cache_size
    with _lock:
        _cache.clear()
        _cache_size = 0
