"""Answers kept out of sight until the learner asks: a button that shows what a cell printed.

A lesson's "Show the answers" cell prints its answers inside ``with Reveal():``; the text is
caught, not shown, and the cell displays only a button. Pressing it shows the answers (and
pressing again hides them), in JupyterLab and in Voila alike. The text stays in the kernel
until the button is pressed: the widget holds nothing of it before, so a saved notebook
(whose widget state is stored in its JSON) keeps the button, never the answers.

>>> r = Reveal("Show the answers", display_on_exit=False)
>>> with r:
...     print("1. Neither")
>>> r.body.layout.display, "Neither" in r.body.value
('none', False)
>>> r.button.value = True
>>> r.body.layout.display is None, r.button.description, "Neither" in r.body.value
(True, 'Hide the answers', True)
"""

from __future__ import annotations

import contextlib
import io
from html import escape
from typing import Any

import ipywidgets as widgets

from magictutor.widgets.style import style_tag


class Reveal(widgets.VBox):
    """A toggle button over a hidden block of text (what the ``with`` block printed)."""

    def __init__(self, label: str = "Show the answers", text: str = "", *,
                 display_on_exit: bool = True) -> None:
        self.label = label
        self.display_on_exit = display_on_exit
        self.button = widgets.ToggleButton(value=False, description=label,
                                           tooltip="Show the answers (answer first!)",
                                           layout=widgets.Layout(width="auto"))
        self.body = widgets.HTML(layout=widgets.Layout(display="none"))
        self.button.observe(self._toggle, "value")
        self._buffer: io.StringIO | None = None
        self._redirect: Any = None
        self.text = ""
        super().__init__([self.button, self.body])
        self.add_class("mt-fit")  # (never wider than the screen: style.py)
        if text:
            self.set_text(text)

    def __repr__(self) -> str:
        # a saved notebook keeps this as the text fallback: it must not give the answers away
        return f"Reveal({self.label!r}: press the button to see them)"

    def set_text(self, text: str) -> None:
        """The hidden text (shown as printed, escaped, once the button is pressed)."""
        self.text = text
        if self.button.value:
            self._fill()

    def _fill(self) -> None:
        self.body.value = (f'{style_tag()}<div class="mt-view"><pre class="mt-answers">'
                           f"{escape(self.text)}</pre></div>")

    def _toggle(self, change: Any) -> None:
        shown = bool(change["new"])
        if shown:
            self._fill()
        self.body.layout.display = None if shown else "none"
        self.button.description = self.label.replace("Show", "Hide") if shown else self.label

    def __enter__(self) -> Reveal:
        self._buffer = io.StringIO()
        self._redirect = contextlib.redirect_stdout(self._buffer)
        self._redirect.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._redirect.__exit__(*exc)
        assert self._buffer is not None
        self.set_text(self._buffer.getvalue())
        if self.display_on_exit and exc[0] is None:
            from IPython.display import display

            display(self)
