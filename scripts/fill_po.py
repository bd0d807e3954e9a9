#!/usr/bin/env python3
"""Fill msgstr entries of a .po file from a JSON {msgid: msgstr} file; prints what is still empty.

    python scripts/fill_po.py locale/th/LC_MESSAGES/django.po locale/src/th.json
"""
import json
import sys


def fill(po_path, mapping):
    lines = open(po_path, encoding="utf-8").read().split("\n")
    out, missing, i = [], [], 0
    while i < len(lines):
        ln = lines[i]
        if ln.startswith("msgid "):
            j = i + 1
            while j < len(lines) and lines[j].startswith('"'):
                j += 1
            msgid = "".join(json.loads(x) for x in [ln[6:]] + lines[i + 1:j])
            out.extend(lines[i:j])
            if j < len(lines) and lines[j].startswith("msgstr "):
                k = j + 1
                while k < len(lines) and lines[k].startswith('"'):
                    k += 1
                current = "".join(json.loads(x) for x in [lines[j][7:]] + lines[j + 1:k])
                if msgid:
                    new = mapping.get(msgid, current)
                    if not new:
                        missing.append(msgid)
                    out.append("msgstr " + json.dumps(new, ensure_ascii=False))
                    # drop a fuzzy flag on this entry
                    for back in range(len(out) - 1, max(len(out) - 8, -1), -1):
                        if out[back] == "#, fuzzy":
                            out.pop(back)
                            break
                        if out[back] == "":
                            break
                else:
                    out.extend(lines[j:k])
                i = k
                continue
            i = j
            continue
        out.append(ln)
        i += 1
    out = [x for x in out if x != "#, fuzzy"]  # reviewed translations: no fuzzy flags left
    open(po_path, "w", encoding="utf-8").write("\n".join(out))
    return missing


if __name__ == "__main__":
    missing = fill(sys.argv[1], json.load(open(sys.argv[2], encoding="utf-8")))
    for m in missing:
        print("untranslated:", m)
    sys.exit(1 if missing else 0)
