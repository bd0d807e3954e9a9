"""Import an MTGJSON AtomicCards file (v5) into the card pool: docs/cards.md.

    import_file(path, progress=None, force=False) -> ImportResult

The file is read whole and checked before anything is written; the pool is then replaced in one
transaction, so a failed import leaves the previous pool as it was. Re-importing the same file is
a no-op (unless the Oracle compiler changed: then the cards are recompiled)."""
from __future__ import annotations

import gzip
import hashlib
import json
import lzma
import os
import re
from dataclasses import dataclass, field

from django.conf import settings
from django.db import transaction

from rulesite.httpcache import bump_content_version

from judge.mtg.oracle.atomic import back_index, faces_of_entry

from . import compiler
from .models import Card, CardName, Pool
from .textnorm import ascii_slug, norm

# MTGJSON's documented layouts; anything else is imported and flagged (Card.unknown_layout).
KNOWN_LAYOUTS = {
    "normal", "split", "flip", "transform", "modal_dfc", "meld", "leveler", "class", "case", "saga",
    "adventure", "mutate", "prototype", "battle", "planar", "scheme", "vanguard", "token",
    "double_faced_token", "emblem", "augment", "host", "art_series", "reversible_card", "aftermath",
}
FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander")
KIND_ORDER = ("creature", "planeswalker", "battle", "instant", "sorcery", "artifact", "enchantment", "land")
LANG_OF = {"Korean": "ko", "Thai": "th"}
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
            "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15}
_ANY_NUMBER = re.compile(r"A deck can have any number of cards named", re.I)
_UP_TO = re.compile(r"A deck can have up to (\w+) cards named", re.I)
_SUFFIXES = (".json", ".json.gz", ".json.xz", ".gz", ".xz")
BATCH = 2000


def max_bytes() -> int:
    """The largest file accepted, compressed or not (CARDS_MAX_BYTES, default 512 MB; the real
    AtomicCards.json is about 120 MB)."""
    return int(getattr(settings, "CARDS_MAX_BYTES", 512 * 1024 * 1024))


class CardFileError(ValueError):
    """A file that cannot be imported; the message says what is wrong and what to do."""


@dataclass
class ImportResult:
    count: int = 0
    skipped: bool = False
    recompiled: int = 0
    unknown_layouts: dict = field(default_factory=dict)
    has_legalities: bool = False
    has_foreign: bool = False
    status: dict = field(default_factory=dict)
    meta: dict = field(default_factory=dict)


def _read(path: str) -> tuple[bytes, str]:
    """The file's JSON bytes and the sha256 of the file as stored. Refuses by size before reading."""
    if not os.path.isfile(path):
        raise CardFileError(f"{path}: no such file")
    low = path.lower()
    if not low.endswith(_SUFFIXES):
        raise CardFileError(f"{path}: expected an MTGJSON AtomicCards file ending in .json, .json.gz or .json.xz")
    limit = max_bytes()
    size = os.path.getsize(path)
    if size > limit:
        raise CardFileError(f"{path}: the file is {size:,} bytes; the limit is {limit:,} bytes "
                            f"(CARDS_MAX_BYTES). Nothing was read or imported.")
    with open(path, "rb") as fh:
        raw = fh.read()
    digest = hashlib.sha256(raw).hexdigest()
    if low.endswith(".gz") or low.endswith(".xz"):
        try:
            if low.endswith(".gz"):
                d = gzip.GzipFile(fileobj=__import__("io").BytesIO(raw))
                data = d.read(limit + 1)
            else:
                dec = lzma.LZMADecompressor()
                data = dec.decompress(raw, max_length=limit + 1)
                if not dec.eof and len(data) <= limit:
                    raise EOFError("Compressed file ended before the end-of-stream marker was reached")
        except (EOFError, OSError, lzma.LZMAError, gzip.BadGzipFile) as exc:
            raise CardFileError(f"{path}: cannot decompress it ({exc}); the file is truncated or not "
                                f"{'gzip' if low.endswith('.gz') else 'xz'}. Download it again.") from None
        if len(data) > limit:
            raise CardFileError(f"{path}: the decompressed file is larger than {limit:,} bytes "
                                f"(CARDS_MAX_BYTES). Nothing was imported.")
        raw = data
    return raw, digest


def _parse(raw: bytes, path: str):
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CardFileError(f"{path}: not UTF-8 text (byte {exc.start}); expected MTGJSON JSON") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        tail = text.rstrip()[-1:]
        end = (" (the file ends early: truncated? download it again)"
               if text.lstrip()[:1] in "{[" and tail not in ("}", "]") else "")
        raise CardFileError(f"{path}: not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}{end}") from None
    except RecursionError:
        raise CardFileError(f"{path}: the JSON is nested too deeply to be an AtomicCards file") from None


def _j(v) -> str:
    s = json.dumps(v, ensure_ascii=False)
    return s if len(s) <= 60 else s[:57] + "..."


_STR = ("name", "faceName", "manaCost", "type", "text", "power", "toughness", "loyalty", "defense",
        "layout", "side")
_STRLIST = ("colors", "colorIdentity", "types", "subtypes", "supertypes", "keywords")


def _check_face(face, where: str, problems: list):
    if not isinstance(face, dict):
        problems.append(f"{where}: expected a card face object, got {_j(face)}")
        return
    if not isinstance(face.get("name"), str) or not face["name"].strip():
        problems.append(f"{where}.name: expected the card's name")
    for k in _STR:
        if k in face and face[k] is not None and not isinstance(face[k], str):
            problems.append(f"{where}.{k}: expected a string, got {_j(face[k])}")
    for k in _STRLIST:
        v = face.get(k)
        if v is not None and not (isinstance(v, list) and all(isinstance(x, str) for x in v)):
            problems.append(f"{where}.{k}: expected a list of strings, got {_j(v)}")
    for k in ("manaValue", "faceManaValue"):
        v = face.get(k)
        if v is not None and (isinstance(v, bool) or not isinstance(v, (int, float))):
            problems.append(f"{where}.{k}: expected a number, got {_j(v)}")
    if "types" not in face:
        problems.append(f"{where}.types: required (the card types, e.g. [\"Creature\"])")
    leg = face.get("legalities")
    if leg is not None and not (isinstance(leg, dict) and all(isinstance(v, str) for v in leg.values())):
        problems.append(f"{where}.legalities: expected an object of format -> \"Legal\"/\"Banned\"/...")
    fd = face.get("foreignData")
    if fd is not None and not (isinstance(fd, list) and all(isinstance(x, dict) for x in fd)):
        problems.append(f"{where}.foreignData: expected a list of objects")
    rl = face.get("rulings")
    if rl is not None and not (isinstance(rl, list) and all(
            isinstance(x, dict) and isinstance(x.get("text"), str) and isinstance(x.get("date", ""), str) for x in rl)):
        problems.append(f"{where}.rulings: expected a list of {{\"date\": \"YYYY-MM-DD\", \"text\": ...}}")


def check_shape(doc, path: str):
    if not isinstance(doc, dict) or not isinstance(doc.get("data"), dict):
        got = "a JSON object without \"data\"" if isinstance(doc, dict) else f"a JSON {type(doc).__name__}"
        raise CardFileError(f'{path}: not an MTGJSON AtomicCards file: expected {{"meta": ..., "data": '
                            f'{{"<card name>": [<face>, ...]}}}}, got {got}')
    if not doc["data"]:
        raise CardFileError(f"{path}: the file has no cards (\"data\" is empty)")
    problems: list[str] = []
    for name, faces in doc["data"].items():
        where = f"data[{_j(name)}]"
        if not isinstance(faces, list) or not faces:
            problems.append(f"{where}: expected a list of card faces, got {_j(faces)}")
        else:
            for i, face in enumerate(faces):
                _check_face(face, f"{where}[{i}]", problems)
        if len(problems) >= 5:
            break
    if problems:
        raise CardFileError(f"{path}: not an MTGJSON AtomicCards file (nothing was imported):\n  "
                            + "\n  ".join(problems[:5]))


def _s(v) -> str:
    return v if isinstance(v, str) else ""


def face_record(f: dict, full_name: str) -> dict:
    """One face in the shape the Oracle compiler reads (docs/cards.md, INTERFACES)."""
    mv = f.get("faceManaValue", f.get("manaValue", 0)) or 0
    out = {
        "name": f.get("faceName") or f.get("name") or full_name,
        "mana_cost": f.get("manaCost") or None,
        "mana_value": mv,
        "type_line": _s(f.get("type")),
        "types": [t.lower() for t in f.get("types") or []],
        "subtypes": list(f.get("subtypes") or []),
        "supertypes": [t.lower() for t in f.get("supertypes") or []],
        "colors": list(f.get("colors") or []),
        "power": f.get("power"),
        "toughness": f.get("toughness"),
        "loyalty": f.get("loyalty"),
        "defense": f.get("defense"),
        "keywords": list(f.get("keywords") or []),
        "text": _s(f.get("text")),
        "side": f.get("side") or "",
    }
    names = {}
    for fd in f.get("foreignData") or []:
        lang = LANG_OF.get(fd.get("language"))
        if lang and isinstance(fd.get("faceName") or fd.get("name"), str):
            names[lang] = fd.get("faceName") or fd.get("name")
    if names:
        out["names"] = names
    return out


def _kind(types: list[str]) -> str:
    for k in KIND_ORDER:
        if k in types:
            return k
    return "other"


def card_record(name: str, raw_faces: list[dict]) -> dict:
    raw_faces = sorted(raw_faces, key=lambda f: f.get("side") or "")
    first = raw_faces[0]
    faces = [face_record(f, name) for f in raw_faces]
    front = faces[0]
    layout = first.get("layout") or "normal"
    text = "\n".join(f["text"] for f in faces)
    up = _UP_TO.search(text)
    names = {}
    for fd in first.get("foreignData") or []:
        lang = LANG_OF.get(fd.get("language"))
        if lang and isinstance(fd.get("name"), str) and fd["name"].strip():
            names.setdefault(lang, fd["name"].strip())
    leg = first.get("legalities")
    legalities = None
    if isinstance(leg, dict):
        legalities = {k.lower(): v.lower() for k, v in leg.items() if isinstance(v, str)}
    return {
        "name": name, "layout": layout, "unknown_layout": layout not in KNOWN_LAYOUTS,
        "mana_cost": front["mana_cost"] or "", "mana_value": float(first.get("manaValue") or 0),
        "colors": front["colors"], "color_identity": list(first.get("colorIdentity") or []),
        "type_line": front["type_line"], "types": list(first.get("types") or []), "kind": _kind(front["types"]),
        "power": _s(front["power"]), "toughness": _s(front["toughness"]), "loyalty": _s(front["loyalty"]),
        "keywords": front["keywords"], "text": front["text"], "faces": faces, "legalities": legalities,
        "names": names,
        "popularity": first.get("edhrecRank") if isinstance(first.get("edhrecRank"), int) else None,
        # MTGJSON's rulings (the full file has them; the shared subset does not), oldest first
        "rulings": sorted(({"date": str(x.get("date") or ""), "text": x["text"].strip()}
                           for x in first.get("rulings") or [] if isinstance(x, dict) and isinstance(x.get("text"), str)
                           and x["text"].strip()), key=lambda x: x["date"]),
        "is_basic": "basic" in front["supertypes"] and "land" in front["types"],
        "any_number": bool(_ANY_NUMBER.search(text)),
        "up_to": (_NUMBERS.get(up.group(1).lower()) or (int(up.group(1)) if up.group(1).isdigit() else None)) if up else None,
    }


def _compile_into(rec: dict) -> None:
    r = compiler.compile_record(rec["name"], rec["faces"], rec["layout"])
    rec.update(status=r["status"], definition=r["definition"], lines=r["lines"], compiler_version=r["version"])


def _slugs(names: list[str]) -> dict[str, str]:
    out, used = {}, set()
    for n in sorted(names):
        base = ascii_slug(n) or "card-" + hashlib.sha1(n.encode()).hexdigest()[:8]
        slug, k = base, 2
        while slug in used:
            slug, k = f"{base}-{k}", k + 1
        used.add(slug)
        out[n] = slug
    return out


def _aliases(rec: dict) -> list[tuple[str, str, str]]:
    """(name, lang, kind) for every name the card is found by."""
    out = [(rec["name"], "en", "full")]
    # faces' names: a card's ("A // B"), not the entry of a back face kept apart (its card has them)
    back_entry = len(rec["faces"]) > 1 and "//" not in rec["name"]
    if (len(rec["faces"]) > 1 or rec["faces"][0]["name"] != rec["name"]) and not back_entry:
        for f in rec["faces"]:
            out.append((f["name"], "en", "face"))
    for lang, n in rec["names"].items():
        out.append((n, lang, "foreign"))
    for f in rec["faces"]:
        for lang, n in (f.get("names") or {}).items():
            out.append((n, lang, "foreign"))
    seen, uniq = set(), []
    for n, lang, kind in out:
        key = (norm(n), lang)
        if key[0] and key not in seen:
            seen.add(key)
            uniq.append((n, lang, kind))
    return uniq


def recompile_stale(progress=None) -> int:
    """Recompile the cards whose stored result is from another compiler version."""
    stale = Card.objects.exclude(compiler_version=compiler.COMPILER_VERSION)
    total = stale.count()
    if not total:
        return 0
    done = 0
    with transaction.atomic():
        batch = []
        for c in stale.iterator(chunk_size=BATCH):
            r = compiler.compile_record(c.name, c.faces, c.layout)
            c.status, c.definition, c.lines, c.compiler_version = r["status"], r["definition"], r["lines"], r["version"]
            batch.append(c)
            done += 1
            if len(batch) >= BATCH:
                Card.objects.bulk_update(batch, ["status", "definition", "lines", "compiler_version"])
                batch = []
                if progress:
                    progress(f"recompiling {done:,}/{total:,}")
        if batch:
            Card.objects.bulk_update(batch, ["status", "definition", "lines", "compiler_version"])
        bump_content_version()   # card pages show the modelled status: new ETags (rulesite/httpcache.py)
        pool = Pool.objects.first()
        if pool:
            pool.compiler_version = compiler.COMPILER_VERSION
            pool.generation += 1
            pool.save()
    transaction.on_commit(_reset_caches)
    return done


def _reset_caches():
    from . import source
    source.reset()


def _insert(model, rows: list[dict], progress=None) -> None:
    """INSERT the rows with executemany: the ORM's bulk_create spends most of an import building
    SQL for 35,000 rows (measured: about 4x slower)."""
    from django.db import connection
    from django.db.models import JSONField
    fields = [f for f in model._meta.concrete_fields if not f.primary_key]
    cols = [f.column for f in fields]
    names = [f.attname for f in fields]
    is_json = [isinstance(f, JSONField) for f in fields]
    adapt = connection.ops.adapt_json_value
    table = connection.ops.quote_name(model._meta.db_table)
    sql = (f"INSERT INTO {table} ({', '.join(connection.ops.quote_name(c) for c in cols)}) "
           f"VALUES ({', '.join(['%s'] * len(cols))})")
    with connection.cursor() as cur:
        for start in range(0, len(rows), BATCH):
            chunk = rows[start:start + BATCH]
            params = [[adapt(r.get(n), None) if j else r.get(n) for n, j in zip(names, is_json)] for r in chunk]
            cur.executemany(sql, params)
            if progress:
                progress(start + len(chunk))


def import_file(path: str, progress=None, force: bool = False) -> ImportResult:
    say = progress or (lambda msg: None)
    path = os.fspath(path)
    say(f"reading {path}")
    raw, digest = _read(path)
    pool = Pool.objects.first()
    if pool and pool.sha256 == digest and not force and Card.objects.count() == pool.count:
        res = ImportResult(count=pool.count, skipped=True, unknown_layouts=pool.unknown_layouts,
                           has_legalities=pool.has_legalities, has_foreign=pool.has_foreign, meta=pool.meta)
        res.recompiled = recompile_stale(say)
        return res
    doc = _parse(raw, path)
    del raw
    check_shape(doc, path)
    data = doc["data"]
    meta = doc.get("meta") if isinstance(doc.get("meta"), dict) else {}
    total = len(data)
    recs = []
    backs = back_index(data)
    for i, (name, faces) in enumerate(data.items(), 1):
        # a transforming card whose back face the file keeps as an entry of its own (the shared
        # subset does): that face joins its card, and the face's own entry is that card found by the
        # face's name, as the Oracle coverage reads them (atomic.faces_of_entry)
        rec = card_record(name, faces_of_entry(data, name, faces, backs))
        _compile_into(rec)
        recs.append(rec)
        if i % 5000 == 0 or i == total:
            say(f"read and compiled {i:,}/{total:,} cards")
    del doc, data
    slugs = _slugs([r["name"] for r in recs])
    res = ImportResult(count=len(recs), meta={k: meta[k] for k in ("date", "version") if k in meta})
    for r in recs:
        if r["unknown_layout"]:
            res.unknown_layouts[r["layout"]] = res.unknown_layouts.get(r["layout"], 0) + 1
        res.status[r["status"]] = res.status.get(r["status"], 0) + 1
    res.has_legalities = any(r["legalities"] is not None for r in recs)
    res.has_foreign = any(r["names"] for r in recs)
    with transaction.atomic():
        CardName.objects.all()._raw_delete(CardName.objects.db)
        Card.objects.all()._raw_delete(Card.objects.db)
        for r in recs:
            r["slug"] = slugs[r["name"]]
        _insert(Card, recs, lambda done: say(f"writing {done:,}/{total:,} cards") if done % 10000 < BATCH or done == total else None)
        ids = dict(Card.objects.values_list("name", "id"))
        names = []
        for r in recs:
            cid = ids[r["name"]]
            for n, lang, kind in _aliases(r):
                names.append({"card_id": cid, "norm": norm(n)[:300], "name": n[:300], "lang": lang, "kind": kind})
        _insert(CardName, names)
        generation = (pool.generation + 1) if pool else 1
        Pool.objects.all().delete()
        Pool.objects.create(source_name=os.path.basename(path)[:255], sha256=digest, meta=res.meta,
                            count=len(recs), has_legalities=res.has_legalities, has_foreign=res.has_foreign,
                            compiler_version=compiler.COMPILER_VERSION, unknown_layouts=res.unknown_layouts,
                            generation=generation)
        bump_content_version()   # new ETags for the card pages (rulesite/httpcache.py)
        transaction.on_commit(_reset_caches)
    return res
