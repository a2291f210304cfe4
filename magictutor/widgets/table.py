"""Tables a lesson would otherwise print in padded columns, as HTML: on a phone a printed
table's lines wrap into each other, while an HTML table keeps its columns and scrolls
sideways when it is wider than the screen (``.mt-table`` in :mod:`.style`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from IPython.display import HTML

from magictutor.widgets.style import style_tag


def table(header: Sequence[str], rows: Iterable[Sequence[object]], *, large: bool = True,
          label: str = "") -> HTML:
    """An HTML table of ``rows`` under the column names ``header``, each cell shown
    literally (escaped); the first cell of a row heads it. ``large``: projector-sized text;
    ``label`` names the table for a screen reader.

    >>> html = table(["edition", "from"], [("2013-07", "2013-07-13"), ("<b>", 1)]).data
    >>> '<th scope="row">&lt;b&gt;</th><td>1</td>' in html
    True
    >>> html.count('<th scope="col">')
    2
    """
    head = "".join(f'<th scope="col">{escape(str(h))}</th>' for h in header)
    body = []
    for row in rows:
        first, *rest = (escape(str(cell)) for cell in row)
        body.append(f'<tr><th scope="row">{first}</th>'
                    + "".join(f"<td>{cell}</td>" for cell in rest) + "</tr>")
    name = f' aria-label="{escape(label)}"' if label else ""
    view = "mt-view mt-large" if large else "mt-view"
    return HTML(f'{style_tag()}<div class="{view}"><table class="mt-table"{name}>'
                f'<tr>{head}</tr>{"".join(body)}</table></div>')
