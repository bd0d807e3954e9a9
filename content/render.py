"""Markdown -> HTML for topic pages, with our link schemes:
[text](topic:mtg.kw.flying#anchor) -> /<lang>/t/mtg.kw.flying/#anchor (keywords get an in-place
definition pop-up through htmx; the plain link works without JavaScript);
[CR 704.5q](cr:704.5q) -> /<lang>/cr/704.5q/.
"""
from __future__ import annotations

import xml.etree.ElementTree as etree

import markdown
from markdown.extensions import Extension
from markdown.extensions.toc import slugify_unicode
from markdown.treeprocessors import Treeprocessor


def topic_url(lang: str, topic_id: str, anchor: str = "") -> str:
    return f"/{lang}/t/{topic_id}/" + (f"#{anchor}" if anchor else "")


def cr_url(lang: str, number: str) -> str:
    return f"/{lang}/cr/{number}/"


class _LinkRewriter(Treeprocessor):
    def __init__(self, md, lang, keyword_ids):
        super().__init__(md)
        self.lang, self.keyword_ids = lang, keyword_ids

    def run(self, root):
        for parent in root.iter():
            for _i, a in enumerate(list(parent)):
                if a.tag != "a":
                    continue
                href = a.get("href", "")
                if href.startswith("topic:"):
                    target, _, anchor = href[len("topic:"):].partition("#")
                    a.set("href", topic_url(self.lang, target, anchor))
                    a.set("class", "xref")
                    if target in self.keyword_ids:
                        a.set("class", "xref kw")
                        a.set("data-topic", target)
                        a.set("hx-get", topic_url(self.lang, target) + "summary/")
                        a.set("hx-trigger", "mouseenter once, focus once")
                        a.set("hx-target", "next .kw-pop")
                        a.set("hx-swap", "innerHTML")
                        # A small button shows the definition on touch screens (tap), where
                        # there is no hover; the link itself always opens the page.
                        summary_url = topic_url(self.lang, target) + "summary/"
                        btn = etree.Element("button", {
                            "type": "button", "class": "kw-info", "hx-get": summary_url,
                            "hx-target": "next .kw-pop", "hx-swap": "innerHTML",
                            "aria-label": "?", "data-kw-info": target})
                        btn.text = "?"
                        pop = etree.Element("span", {"class": "kw-pop", "role": "tooltip",
                                                     "aria-live": "polite"})
                        pop.tail = a.tail
                        a.tail = None
                        at = list(parent).index(a)
                        parent.insert(at + 1, btn)
                        parent.insert(at + 2, pop)
                elif href.startswith("cr:"):
                    a.set("href", cr_url(self.lang, href[3:]))
                    a.set("class", "crref")
        # Headings: collect for the page's own table of contents.
        self.md.page_headings = [
            {"id": h.get("id", ""), "text": "".join(h.itertext()).strip(), "level": int(h.tag[1])}
            for h in root.iter() if h.tag in ("h2", "h3") and h.get("id")
        ]


class _LinkExtension(Extension):
    def __init__(self, lang, keyword_ids):
        super().__init__()
        self.lang, self.keyword_ids = lang, keyword_ids

    def extendMarkdown(self, md):
        # after attr_list/toc (which run at priority ~8/5), before serialisation
        md.treeprocessors.register(_LinkRewriter(md, self.lang, self.keyword_ids), "rulelinks", 1)


def render_markdown(text: str, lang: str, keyword_ids=frozenset()) -> tuple[str, list[dict]]:
    md = markdown.Markdown(extensions=[
        "tables", "attr_list", "fenced_code", "def_list", "admonition", "sane_lists",
        markdown.extensions.toc.TocExtension(slugify=slugify_unicode, permalink=False),
        _LinkExtension(lang, frozenset(keyword_ids)),
    ])
    html = md.convert(text)
    return html, getattr(md, "page_headings", [])
