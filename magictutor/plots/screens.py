"""A lesson's plot for every screen: drawn twice, wide for a laptop or a projector and narrow
for a phone, and shown as one ``<picture>`` that picks the narrow drawing on a page under
600 CSS pixels wide (a media query; no script, so Voila and JupyterLab show it alike).

A 7-inch figure on a 360-400 pixel phone is shown at half its size, its 11 pt words at
about 7 pixels. The narrow drawing is :data:`NARROW_WIDTH` inches wide, so the same point
sizes are about twice as large against its width, its title is wrapped, and its legend sits
under the axes (a legend beside them would take half of the width). Both are SVG, sharp at
any zoom; a page whose HTML is cleaned of ``<picture>`` (an untrusted notebook) keeps the
``<img>``, the wide drawing.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from magictutor.plots import plot_die_faces, summary
>>> shown = for_every_screen(plot_die_faces, ["blank", "chaos"])
>>> html = shown._repr_html_()
>>> html.count("data:image/svg+xml;base64,"), '(max-width:600px)' in html
(2, True)
>>> summary(shown.ax).splitlines()[0]
'2 rolls of the planar die (forced faces not counted):'
>>> [round(float(x), 1) for x in shown.narrow_ax.figure.get_size_inches()]
[3.8, 4.8]
"""

from __future__ import annotations

import base64
import io
import textwrap
from collections.abc import Callable
from html import escape
from typing import Any

from matplotlib.axes import Axes
from matplotlib.figure import Figure

from magictutor.plots.style import TEXT_PT, plot_style, summary

NARROW_WIDTH = 3.8
"""Inches across of a plot's phone drawing (a 360-400 pixel screen shows it near 1:1)."""

NARROW_HEIGHT = 4.8
"""Inches down of a plot's phone drawing: the axes and the legend under them."""

BREAK_PX = 600
"""Pages narrower than this (CSS pixels) get the narrow drawing."""

TITLE_CHARS = 30
"""Characters a line of a narrow drawing's title holds before it wraps."""


def for_every_screen(plot: Callable[..., Axes], *args: Any, **kwargs: Any) -> Shown:
    """Call ``plot(*args, **kwargs)`` (one of the kit's plot functions) twice, on a figure
    of its own wide size and on a narrow one, and return both for display together; the
    figures are closed, so a notebook shows only the ``<picture>``."""
    wide_ax = plot(*args, **kwargs)
    wide = wide_ax.figure
    with plot_style():
        narrow = Figure(figsize=(NARROW_WIDTH, NARROW_HEIGHT), layout="constrained")
        narrow_ax = plot(*args, ax=narrow.add_subplot(), **kwargs)
        legend_under(narrow)
    shown = Shown(wide_ax, narrow_ax, svg_of(wide), svg_of(narrow))
    _close(wide)
    return shown


def legend_under(fig: Figure) -> None:
    """Move every legend of ``fig``'s axes under them, one entry a line, and wrap the titles
    to the narrow width."""
    handles: list[Any] = []
    labels: list[str] = []
    for ax in fig.axes:
        legend = ax.get_legend()
        if legend is not None:
            handles += list(legend.legend_handles)
            labels += [t.get_text() for t in legend.get_texts()]
            legend.remove()
        title = ax.get_title()
        if title:
            ax.set_title(textwrap.fill(title, TITLE_CHARS))
    if handles:
        fig.legend(handles, labels, loc="outside lower center", ncols=1,
                   fontsize=TEXT_PT["legend"], frameon=False)


def svg_of(fig: Any) -> bytes:
    """``fig`` as SVG bytes, trimmed to what it draws."""
    buf = io.BytesIO()
    fig.savefig(buf, format="svg", bbox_inches="tight")
    return buf.getvalue()


def _close(fig: Any) -> None:
    import matplotlib.pyplot as plt

    plt.close(fig)


class Shown:
    """Both drawings of one plot: ``ax`` (the wide one, whose :func:`summary` is the plot's
    key numbers) and ``narrow_ax``; a notebook shows them as one ``<picture>``."""

    def __init__(self, ax: Axes, narrow_ax: Axes, wide_svg: bytes, narrow_svg: bytes) -> None:
        self.ax = ax
        self.narrow_ax = narrow_ax
        self.wide_svg = wide_svg
        self.narrow_svg = narrow_svg

    def _repr_html_(self) -> str:
        alt = escape(summary(self.ax).splitlines()[0] if summary(self.ax) else "a plot")
        narrow, wide = _data_uri(self.narrow_svg), _data_uri(self.wide_svg)
        return (f'<picture class="mt-plot"><source media="(max-width:{BREAK_PX}px)" '
                f'srcset="{narrow}"><img src="{wide}" alt="{alt}" '
                'style="max-width:100%;height:auto"></picture>')

    def __repr__(self) -> str:
        return f"<a plot for every screen: {summary(self.ax).splitlines()[:1]}>"


def _data_uri(svg: bytes) -> str:
    return "data:image/svg+xml;base64," + base64.b64encode(svg).decode("ascii")
