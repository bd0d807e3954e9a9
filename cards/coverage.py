"""The coverage of the card pool by the judge tool (issue 21): how many cards are fully, partly
and not modelled, by kind and by format, and the not-modelled line shapes (the compiler's reason
for a line) with how many cards each would make fully modelled (cards whose only unmodelled line
has that shape), each with links to its cards. Computed once per content version (an import
bumps it). The page's texts are keyed messages in en/th/ko (TEXTS)."""
from __future__ import annotations

import collections

from rulesite.contentcache import per_content

from .importer import FORMATS
from .models import Card

KINDS = ("creature", "instant", "sorcery", "artifact", "enchantment", "land", "planeswalker", "other")
EXAMPLES = 12
SHAPES = 40

TEXTS = {
    "title": ("How many cards the judge tool plays", "การ์ดที่เครื่องมือกรรมการเล่นได้มีกี่ใบ",
              "심판 도구가 진행할 수 있는 카드 수"),
    "intro": ("A card is fully modelled when every line of its text works in the judge tool, partly modelled when "
              "some lines do, and not modelled when none does (the tool then says which lines it ignores).",
              "การ์ดที่จำลองครบคือการ์ดที่ทุกบรรทัดทำงานในเครื่องมือกรรมการ จำลองบางส่วนคือบางบรรทัดทำงาน "
              "และยังไม่ได้จำลองคือไม่มีบรรทัดใดทำงาน (เครื่องมือจะบอกว่าข้ามบรรทัดใดไป)",
              "카드 문구의 모든 줄이 심판 도구에서 작동하면 완전히 구현된 카드, 일부 줄만 작동하면 일부 구현된 카드, "
              "작동하는 줄이 없으면 구현되지 않은 카드입니다 (도구는 무시한 줄을 알려 줍니다)."),
    "by_kind": ("By kind", "ตามชนิดการ์ด", "종류별"),
    "by_format": ("By format (cards legal in it)", "ตามรูปแบบการเล่น (การ์ดที่ใช้ได้)", "포맷별 (사용 가능한 카드)"),
    "no_formats": ("The card file has no legalities, so there are no counts by format.",
                   "ไฟล์การ์ดไม่มีข้อมูล legality จึงไม่มีจำนวนตามรูปแบบการเล่น",
                   "카드 파일에 적법성 정보가 없어 포맷별 수가 없습니다."),
    "kind": ("Kind", "ชนิด", "종류"), "format": ("Format", "รูปแบบ", "포맷"),
    "full": ("Fully modelled", "จำลองครบ", "완전히 구현됨"), "partial": ("Partly modelled", "จำลองบางส่วน", "일부 구현됨"),
    "none": ("Not modelled", "ยังไม่ได้จำลอง", "구현되지 않음"), "total": ("Total", "รวม", "합계"),
    "all": ("All cards", "การ์ดทั้งหมด", "모든 카드"),
    "shapes": ("The most common lines the tool does not model", "บรรทัดที่เครื่องมือยังไม่ได้จำลองที่พบบ่อยที่สุด",
               "도구가 구현하지 않은 가장 흔한 줄"),
    "shapes_intro": ("Each shape is the reason the compiler gives for a line. “Would add” counts the cards whose only "
                     "unmodelled line has this shape: modelling it would make them fully modelled.",
                     "แต่ละแบบคือเหตุผลที่ตัวแปลข้อความให้กับบรรทัดนั้น “จะเพิ่ม” นับการ์ดที่มีบรรทัดที่ยังไม่ได้จำลองเพียงบรรทัดเดียว"
                     "และเป็นแบบนี้ ถ้าจำลองแบบนี้ได้ การ์ดเหล่านั้นจะจำลองครบ",
                     "각 형태는 컴파일러가 그 줄에 대해 제시한 이유입니다. ‘추가될 카드’는 구현되지 않은 줄이 이 형태 하나뿐인 "
                     "카드 수로, 이 형태를 구현하면 완전히 구현됩니다."),
    "shape": ("Shape", "แบบ", "형태"), "would_add": ("Would add", "จะเพิ่ม", "추가될 카드"),
    "lines": ("Lines", "บรรทัด", "줄 수"), "cards": ("Cards", "การ์ด", "카드"),
}


def texts(lang: str) -> dict:
    i = {"en": 0, "th": 1, "ko": 2}.get(lang, 0)
    return {k: v[i] for k, v in TEXTS.items()}


@per_content(maxsize=4)
def coverage() -> dict:
    kinds = {k: collections.Counter() for k in KINDS}
    formats = {f: collections.Counter() for f in FORMATS}
    has_formats = False
    lines_n: collections.Counter = collections.Counter()
    adds: collections.Counter = collections.Counter()
    examples: dict = collections.defaultdict(list)
    for name, slug, kind, status, lines, legal in Card.objects.values_list(
            "name", "slug", "kind", "status", "lines", "legalities").iterator(chunk_size=5000):
        kinds[kind if kind in kinds else "other"][status] += 1
        if isinstance(legal, dict):
            has_formats = True
            for f in FORMATS:
                if legal.get(f) in ("legal", "restricted"):
                    formats[f][status] += 1
        bad = [ln for ln in lines or [] if isinstance(ln, dict) and not ln.get("modelled")]
        for ln in bad:
            lines_n[ln.get("reason") or "not modelled"] += 1
        if len(bad) == 1:
            why = bad[0].get("reason") or "not modelled"
            adds[why] += 1
            if len(examples[why]) < EXAMPLES:
                examples[why].append({"name": name, "slug": slug})
    def row(label, c):
        return {"label": label, "full": c["full"], "partial": c["partial"], "none": c["none"],
                "total": c["full"] + c["partial"] + c["none"]}
    total = collections.Counter()
    for c in kinds.values():
        total.update(c)
    shapes = sorted(lines_n, key=lambda w: (-adds[w], -lines_n[w], w))[:SHAPES]
    return {"kinds": [row(k, c) for k, c in kinds.items()], "all": row("all", total),
            "formats": [row(f, c) for f, c in formats.items()] if has_formats else [],
            "shapes": [{"shape": w, "would_add": adds[w], "lines": lines_n[w], "cards": examples[w]} for w in shapes]}
