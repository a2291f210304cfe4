"""A note shown at once while a lesson's first cell loads the kit (no UI library here).

The first lesson after a server starts waits for its kernel, then for the widgets and
matplotlib to import (about 2 s on a quiet machine, a few seconds more with a cold font
cache or a busy one); until now only the cell's ``[*]`` said so. A lesson's first cell
calls :func:`loading` before its imports and replaces the note with the lesson's own when
they are done.

>>> "Loading" in loading_html(3)
True
"""

from __future__ import annotations

from html import escape
from typing import Any


def loading_html(lesson: int) -> str:
    """The note shown while lesson ``lesson`` loads the kit."""
    return (f'<div role="status" style="padding:.3em .6em;border-left:.35em solid #E69F00;'
            f'background:#fdf6e3;font-size:18px">Loading lesson {escape(str(lesson))}: '
            "starting the rules engine, its widgets and its plots (a few seconds; the first "
            "lesson after the server starts takes longest)\u2026</div>")


def loading(lesson: int) -> Any:
    """Show the loading note now; returns the display handle to ``update`` when loaded."""
    from IPython.display import HTML, display

    return display(HTML(loading_html(lesson)), display_id=True)
