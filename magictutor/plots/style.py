"""The plots' colour-blind-safe style, new axes, and the text summary each plot leaves.

Every plot function takes an optional ``ax``; without one it makes a new figure with
pyplot (so a notebook shows it) in a colour-blind-safe style: ``petroff10`` where this
Matplotlib has it, else ``tableau-colorblind10``. Colours are also set explicitly, so a
plot drawn on your own axes keeps them. Each plot function stores a short text summary of
its key numbers, for projectors and screen readers: read it back with :func:`summary`.

>>> STYLE in ("petroff10", "tableau-colorblind10")
True
>>> len(colours()) >= 6
True
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import matplotlib
import matplotlib.style as mstyle
from matplotlib.axes import Axes

STYLE = "petroff10" if "petroff10" in mstyle.available else "tableau-colorblind10"
"""The Matplotlib style every plot is drawn in."""

MARK_COLOUR = "#444444"
"""Grey for markers that stand for a kind of event, not for a series."""

_SUMMARIES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


@contextmanager
def plot_style() -> Iterator[None]:
    """Draw inside the kit's style (a Matplotlib style context).

    >>> import matplotlib
    >>> with plot_style():
    ...     matplotlib.rcParams["axes.prop_cycle"].by_key()["color"][0] == colours()[0]
    True
    """
    with mstyle.context(STYLE):
        yield


def literal(text: str) -> str:
    """``text`` as Matplotlib must be given it to show it as written: a ``$`` would start
    mathtext (a player called ``Al$$`` would not draw at all), so each is escaped.

    >>> literal("Al$$")
    'Al\\\\$\\\\$'
    """
    return str(text).replace("$", "\\$")


PLOT_LIMIT = 1e12
"""The largest amount a plot draws as it is; a larger one (a life total of 10**400, which
no float holds) is drawn at this edge."""


TEXT_PT = {"title": 13.0, "label": 12.0, "tick": 11.0, "legend": 11.0, "note": 10.0}
"""Type sizes of the plots' words, in points: a lesson's plot is about 7 inches wide, so a
phone shows it at about half its size (11 pt there reads as about 8 CSS pixels, where
Matplotlib's 9-10 pt were 6) and a projector at full size (14-16 pixels, beside 22 px text)."""


def readable(*axes: Axes) -> None:
    """Set the title, axis labels and tick labels of ``axes`` at :data:`TEXT_PT`'s sizes.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> ax.set_title("t"); readable(ax)
    Text(0.5, 1.0, 't')
    >>> ax.title.get_fontsize(), ax.xaxis.get_ticklabels()[0].get_fontsize()
    (13.0, 11.0)
    """
    for ax in axes:
        ax.title.set_fontsize(TEXT_PT["title"])
        ax.xaxis.label.set_fontsize(TEXT_PT["label"])
        ax.yaxis.label.set_fontsize(TEXT_PT["label"])
        ax.tick_params(labelsize=TEXT_PT["tick"])


def plottable(value: float) -> float:
    """``value`` as a float Matplotlib can draw, clamped to :data:`PLOT_LIMIT`.

    >>> plottable(10 ** 400), plottable(-3)
    (1000000000000.0, -3.0)
    """
    if value > PLOT_LIMIT:
        return PLOT_LIMIT
    if value < -PLOT_LIMIT:
        return -PLOT_LIMIT
    return float(value)


def colours() -> list[str]:
    """The style's colour cycle, in order."""
    return list(_colours())


@functools.cache
def _colours() -> tuple[str, ...]:
    with mstyle.context(STYLE):
        cycle = matplotlib.rcParams["axes.prop_cycle"].by_key().get("color", [])
    return tuple(cycle) or ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")


def new_axes(ax: Axes | None, figsize: tuple[float, float] = (7.0, 3.6)) -> Axes:
    """``ax`` itself, or new axes on a new pyplot figure in the kit's style.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> new_axes(ax) is ax
    True
    """
    if ax is not None:
        return ax
    import matplotlib.pyplot as plt

    with plot_style():
        _, new = plt.subplots(figsize=figsize, layout="constrained")
    return new


def remember(ax: Axes, text: str) -> None:
    """Store ``text`` as the summary of the plot on ``ax``.

    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> remember(ax, "Jace: 3 to 5")
    >>> summary(ax)
    'Jace: 3 to 5'
    """
    _SUMMARIES[ax] = text


def summary(ax: Axes) -> str:
    """The text summary the last plot function stored for ``ax`` ("" if none).

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> from magictutor.plots import plot_roll_economics
    >>> print(summary(plot_roll_economics(3)).splitlines()[0])
    Planar die, rolls in one turn: the first roll is free, each later one costs one more.
    """
    return _SUMMARIES.get(ax, "")


def pct(x: float) -> str:
    """``0.1667`` as ``'16.7%'``.

    >>> pct(1 / 6)
    '16.7%'
    """
    return f"{100 * x:.1f}%"


def fmt_any(v: Any) -> str:
    """Numbers without a needless ``.0``.

    >>> fmt_any(3.0), fmt_any(2.5)
    ('3', '2.5')
    """
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)
