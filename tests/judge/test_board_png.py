"""The board picture as PNG (judge/board_png.py): a valid PNG of the expected size, Thai and Korean
names drawn as glyphs from the shipped fonts (not empty boxes), the step image URLs with their
validator and cache headers, and the Open Graph / Twitter card tags of the pages."""
from __future__ import annotations

import re
import struct
import xml.etree.ElementTree as ET
import zlib

import pytest
from django.utils import translation

from judge import board as boardmod
from judge import board_png, board_svg, library
from judge.board_sample import big_board
from judge.engine import Stepper

NS = "{http://www.w3.org/2000/svg}"


def decode_png(data: bytes, max_rows: int | None = None):
    """(width, height, rows of RGBA bytes) of an 8-bit RGBA or RGB, non-interlaced PNG; every
    chunk's CRC is checked and the image data must be exactly height rows. max_rows: unfilter only
    the first rows (pure Python is slow)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, w = 8, b"", None
    while pos < len(data):
        (length,), kind = struct.unpack(">I", data[pos:pos + 4]), data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        crc = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])[0]
        assert zlib.crc32(kind + body) & 0xFFFFFFFF == crc, kind
        if kind == b"IHDR":
            w, h, depth, ctype, _c, _f, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and interlace == 0
            bpp = 4 if ctype == 6 else 3
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = w * bpp
    assert len(raw) == h * (stride + 1)
    rows, prev = [], bytearray(stride)
    for y in range(min(h, max_rows if max_rows is not None else h)):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, rows, bpp


def _board(name_a, lang, step=0):
    s = Stepper(big_board(name_a=name_a)).run_to_end()
    board = boardmod.board("mtg", s.state_at(step), s.state_at(step - 1) if step else None, set())
    with translation.override(lang):
        return board_svg.render(board, title="", lang=lang)


def _small(name, lang):
    """A small board whose player B (drawn on top) has one creature named `name` (id "x")."""
    doc = {"format": "judge-scenario/1", "game": "mtg",
           "state": {"turn": 1, "active": "A", "step": "main1", "priority": "A",
                     "players": [{"id": "A", "life": 20, "library": 10}, {"id": "B", "life": 20, "library": 10}],
                     "battlefield": [{"id": "x", "card": name, "controller": "B", "types": ["creature"],
                                      "power": 1, "toughness": 1}]}}
    s = Stepper(doc).run_to_end()
    with translation.override(lang):
        return board_svg.render(boardmod.board("mtg", s.state_at(0), None, set()), title="", lang=lang)


def _name_area(svg: str, png: bytes, oid="a0"):
    """The pixels of the name strip of permanent `oid` (from its position in the SVG)."""
    root = ET.fromstring(svg)
    g = next(g for g in root.iter(f"{NS}g") if g.get("data-id") == oid and "perm" in g.get("class", ""))
    x, y = (float(v) for v in re.match(r"translate\(([\d.]+),([\d.]+)\)", g.get("transform")).groups())
    x0, y0 = int(x) + 4, int(y) + 3
    w, h, rows, bpp = decode_png(png, max_rows=y0 + 28)
    return [rows[yy][x0 * bpp:(x0 + 84) * bpp] for yy in range(y0, y0 + 28)]


def _dark(area) -> int:
    return sum(1 for row in area for i in range(0, len(row), 4) if row[i] < 120)


def test_png_is_valid_and_of_the_expected_size():
    svg = _board("Grizzly Bears", "en", step=1)
    png = board_png.render_png(svg)
    w, h, rows, bpp = decode_png(png, max_rows=3)
    assert (w, h) == board_png.png_size(svg) == board_png.svg_size(svg)
    assert w == 1200 and 600 < h <= board_png.MAX_H
    assert rows[0][:4] == bytes([0x2F, 0x3B, 0x45, 0xFF])  # the header bar's colour, opaque


@pytest.mark.parametrize("lang,a,b", [
    ("th", "หมีกริซลี่", "ยักษ์ภูเขา"),       # Thai, with vowels above and below
    ("ko", "회색곰곰", "언덕거인"),            # Korean, same length: empty boxes would look alike
])
def test_thai_and_korean_names_are_drawn_as_glyphs(lang, a, b):
    svg_a, svg_b = _small(a, lang), _small(b, lang)
    png_a, png_b = board_png.render_png(svg_a), board_png.render_png(svg_b)
    assert board_png.svg_size(svg_a) == board_png.svg_size(svg_b)
    area_a, area_b = _name_area(svg_a, png_a, "x"), _name_area(svg_b, png_b, "x")
    assert area_a != area_b, "two different names drew the same pixels (empty boxes?)"
    assert _dark(area_a) > 40 and _dark(area_b) > 40, "nothing drawn in the name area"


def test_tofu_would_be_caught():
    """Two strings of one length in a script no shipped font has (Ethiopic) come out alike: the
    check above would fail for a missing font."""
    svg_a, svg_b = _small("ሀለሐመ", "en"), _small("ሠረሰሸ", "en")
    assert _name_area(svg_a, board_png.render_png(svg_a), "x") == _name_area(svg_b, board_png.render_png(svg_b), "x")


def test_a_tall_board_is_scaled_down():
    svg = _board("Grizzly Bears", "en")
    tall = re.sub(r'height="(\d+)"', 'height="5000"', svg, count=1).replace("viewBox=\"0 0 1200 ", "viewBox=\"0 0 1200 5000\" data-x=\"", 1)
    out, w, h = board_png.bounded(tall)
    assert h == board_png.MAX_H and w == int(1200 * board_png.MAX_H / 5000)
    width, height, _rows, _bpp = decode_png(board_png.render_png(tall), max_rows=0)
    assert (width, height) == (w, h)


@pytest.mark.django_db
def test_step_image_urls_cache_and_validators(client):
    board_png.clear_cache()
    r = client.get("/th/judge/library/mtg-trample-deathtouch/step-1.png")
    assert r.status_code == 200 and r["Content-Type"] == "image/png"
    assert r.content[:8] == b"\x89PNG\r\n\x1a\n"
    assert r["Cache-Control"].startswith("public, max-age=") and r["ETag"].startswith('"')
    assert "step-1-th.png" in r["Content-Disposition"] and r["Content-Disposition"].startswith("inline")
    assert "Cookie" not in r.get("Vary", "") and "csrftoken" not in r.cookies
    again = client.get("/th/judge/library/mtg-trample-deathtouch/step-1.png", HTTP_IF_NONE_MATCH=r["ETag"])
    assert again.status_code == 304 and again["ETag"] == r["ETag"]
    # another language or step is another picture
    en = client.get("/en/judge/library/mtg-trample-deathtouch/step-1.png")
    assert en["ETag"] != r["ETag"] and en.content != r.content
    assert client.get("/th/judge/library/mtg-trample-deathtouch/step-0.png")["ETag"] != r["ETag"]
    dl = client.get("/en/judge/library/mtg-trample-deathtouch/step-1.png?download=1")
    assert dl["Content-Disposition"].startswith("attachment")
    assert client.get("/en/judge/library/mtg-trample-deathtouch/step-99.png").status_code == 404
    assert client.get("/en/judge/library/no-such-scenario/step-0.png").status_code == 404


@pytest.mark.django_db
def test_pages_carry_open_graph_and_twitter_tags(client):
    for slug in ("mtg-trample-deathtouch", "bfb-pierce-two-defenders"):
        html = client.get(f"/ko/judge/library/{slug}/?step=1").content.decode()
        image = re.search(r'<meta property="og:image" content="([^"]+)">', html).group(1)
        assert image == f"http://testserver/ko/judge/library/{slug}/step-1.png"
        assert re.search(r'<meta name="twitter:card" content="summary_large_image">', html)
        assert re.search(rf'<meta name="twitter:image" content="{re.escape(image)}">', html)
        w = re.search(r'<meta property="og:image:width" content="(\d+)">', html).group(1)
        h = re.search(r'<meta property="og:image:height" content="(\d+)">', html).group(1)
        png = client.get(image.replace("http://testserver", ""))
        width, height = struct.unpack(">II", png.content[16:24])
        assert (int(w), int(h)) == (width, height)
        assert 'class="board-svg"' in html and f"{slug}/step-1.png?download=1" in html
        _t, doc = library.get(slug)
        assert f'<meta property="og:title" content="{library.title(doc, "ko")}">' in html


@pytest.mark.django_db
def test_saved_permalink_has_a_step_image(client):
    _text, doc = library.get("mtg-bolt-counterspell")
    import json
    r = client.post("/en/judge/save/", {"doc": json.dumps(doc), "step": "2"})
    assert r.status_code == 303
    page = client.get(r["Location"])
    key = r["Location"].split("/s/")[1].split("/")[0]
    html = page.content.decode()
    assert f"/en/judge/s/{key}/step-2.png" in html
    img = client.get(f"/en/judge/s/{key}/step-2.png")
    assert img.status_code == 200 and img.content[:4] == b"\x89PNG"
    assert "max-age=86400" in img["Cache-Control"]


@pytest.mark.django_db
def test_unsaved_scenario_download_button(client):
    _text, doc = library.get("bfb-pierce-two-defenders")
    import json
    r = client.post("/en/judge/board.png", {"doc": json.dumps(doc), "step": "2"})
    assert r.status_code == 200 and r["Content-Type"] == "image/png"
    assert r["Content-Disposition"] == 'attachment; filename="scenario-step-2-en.png"'
    bad = client.post("/en/judge/board.png", {"doc": "{not json", "step": "0"})
    assert bad.status_code == 400
    page = client.post("/en/judge/edit/", {"doc": json.dumps(doc), "go": "2", "step": "0"})
    assert 'action="/en/judge/board.png"' in page.content.decode()


@pytest.mark.django_db
def test_print_view_draws_every_step(client):
    _text, doc = library.get("mtg-bolt-counterspell")
    html = client.get("/th/judge/library/mtg-bolt-counterspell/print/").content.decode()
    s = Stepper(doc).run_to_end()
    assert html.count('class="board-svg"') == len(s.steps)
    ids = re.findall(r'<title id="([^"]+)">', html)
    assert len(ids) == len(set(ids)) == len(s.steps)  # unique ids, one picture per step


def test_render_from_several_threads():
    """Servers answer from several threads; resvg's options may not cross threads."""
    import threading
    svg = _small("Grizzly Bears", "en")
    expected = board_png.render_png(svg)
    out, errors = [], []

    def work():
        try:
            out.append(board_png.render_png(svg))
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(exc)
    threads = [threading.Thread(target=work) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and out == [expected] * 3


@pytest.mark.django_db
def test_head_on_a_step_image(client):
    r = client.head("/en/judge/library/mtg-bolt-counterspell/step-0.png")
    assert r.status_code == 200 and r["Content-Type"] == "image/png" and r["ETag"]
    assert client.post("/en/judge/library/mtg-bolt-counterspell/step-0.png").status_code == 405
