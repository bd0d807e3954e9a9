"""/<lang>/cards/coverage/ (issue 21): counts by kind and format, the not-modelled line shapes with
how many cards each would add, a link per card; with the fixture card pool."""
import pytest

from cards.models import Card

HEAD = {"en": "How many cards the judge tool plays", "th": "การ์ดที่เครื่องมือกรรมการเล่นได้มีกี่ใบ",
        "ko": "심판 도구가 진행할 수 있는 카드 수"}


@pytest.mark.parametrize("lang", ["en", "th", "ko"])
def test_coverage_page(client, pool, lang):
    r = client.get(f"/{lang}/cards/coverage/")
    assert r.status_code == 200
    html = r.content.decode()
    assert HEAD[lang] in html
    full = Card.objects.filter(status="full").count()
    assert f'data-full="{full}" data-total="{Card.objects.count()}"' in html
    creatures = Card.objects.filter(kind="creature")
    row = html.split('data-kind="creature"', 1)[1].split("</tr>", 1)[0]
    assert f"<td>{creatures.filter(status='full').count()}</td>" in row
    # Hollow Colossus is partial only because of its P/T line: its shape adds it, with a link
    assert f'href="/{lang}/cards/hollow-colossus/"' in html
