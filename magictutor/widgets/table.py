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
    >>> '<th scope="row" class="mt-nw">&lt;b&gt;</th><td class="mt-nw">1</td>' in html
    True
    >>> html.count('<th scope="col">')
    2
    """
    head = "".join(f'<th scope="col">{escape(str(h))}</th>' for h in header)
    body = []
    for row in rows:
        first, *rest = (_cell(cell) for cell in row)
        body.append(f'<tr><th scope="row"{first[0]}>{first[1]}</th>'
                    + "".join(f"<td{nw}>{cell}</td>" for nw, cell in rest) + "</tr>")
    name = f' aria-label="{escape(label)}"' if label else ""
    view = "mt-view mt-large" if large else "mt-view"
    return HTML(f'{style_tag()}<div class="{view}"><table class="mt-table mt-data"{name}>'
                f'<tr>{head}</tr>{"".join(body)}</table></div>')


SHORT = 12
"""Cells of at most this many characters (an edition, a date, a number) never wrap: on a
phone a date broken over two lines reads as two values; longer cells wrap at spaces."""


def _cell(value: object) -> tuple[str, str]:
    """A cell's class attribute (no wrapping for a short one) and its escaped text."""
    text = str(value)
    return (' class="mt-nw"' if len(text) <= SHORT else ""), escape(text)
