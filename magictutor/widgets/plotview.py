"""A plot that follows the stepper live: loyalty (or life) up to the step being looked at.

The axes, limits and legend fit the whole game (with room to grow: a quarter of the game more
when it is played past the end, shaded as not played yet) and are drawn once;
each move of the stepper, or a new step, only redraws the lines and marks up to the cursor
onto that background (Matplotlib blitting on the Agg canvas) and sends a PNG, so a move
redraws in a few milliseconds. The key numbers are written beside the plot as text.

The picture is drawn with :data:`PIXELS_PER_PX` pixels for each CSS pixel it takes on the
page, so a projector at 150 % or a phone's screen shows it sharp, not magnified; its colours
are reduced to a small palette, which keeps the PNG no larger than a plain one at 1:1.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from magictutor import build_game, Activate
>>> from magictutor.engine.timeline import Timeline
>>> from magictutor.widgets import GameStepper
>>> s = build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
>>> t = Timeline(s)
>>> _ = t.apply(Activate("Alice", s.battlefield[0].id, "+2"))
>>> view = LivePlot(GameStepper(t))
>>> view.image.value[:4] == b"\\x89PNG"
True
>>> "Jace Beleren (Alice): 3 at step 0, 5 at step 1" in view.text.value
True
"""

from __future__ import annotations

import io
from html import escape
from typing import Any

import ipywidgets as widgets
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from PIL import Image

from magictutor.plots.data import series
from magictutor.plots.game import Drawn, build_artists, frame, limits, series_summary, show_upto
from magictutor.plots.style import plot_style
from magictutor.widgets.deferred import Deferred
from magictutor.widgets.stepper import same_shown, shown_key
from magictutor.widgets.style import style_tag

PIXELS_PER_PX = 1.5
"""Pixels drawn for each CSS pixel a live plot or the die's bars take on the page: a
projector at 150 % gets one pixel per screen pixel, and a phone (device scale factor 2 to 3)
a picture scaled up far less than before. Two pixels a CSS pixel draw and encode four times
as many: a click's engine step and redraw went from 36 to about 50 ms (median, quiet
machine), over ``make bench``'s 50 ms target; 1.5 keeps it at about 38 ms."""

PALETTE = 64
"""Colours a live picture keeps: a plot has a few line colours and their antialiased edges."""


def picture(size: tuple[float, float], dpi: float) -> widgets.Image:
    """An Image widget that shows a figure of ``size`` inches drawn at ``dpi`` *
    :data:`PIXELS_PER_PX` as ``dpi`` CSS pixels an inch (never wider than its box).

    >>> picture((5.0, 3.6), 80).layout.width
    '400px'
    """
    return widgets.Image(format="png", layout=widgets.Layout(
        width=f"{round(size[0] * dpi)}px", max_width="100%", height="auto"))


class LivePlot(Deferred, widgets.HBox):
    """Loyalty (``kind="loyalty"``) or life (``kind="life"``) over the stepper's game,
    drawn up to its cursor, by ``"step"`` or by ``"turn"``, with a text summary beside it.

    ``dpi`` sets the picture's size on the page, in CSS pixels an inch (larger for a
    projector); it is drawn :data:`PIXELS_PER_PX` times as fine."""

    def __init__(self, stepper: Any, kind: str = "loyalty", by: str = "step", *,
                 dpi: int = 90, size: tuple[float, float] = (5.2, 4.5)) -> None:
        self.stepper = stepper
        self.kind = kind
        self.by = by
        self.dpi = dpi
        with plot_style():
            self.figure = Figure(figsize=size, dpi=dpi * PIXELS_PER_PX)
            self.canvas = FigureCanvasAgg(self.figure)
            # the legend goes under the axes (room below them), so the plot keeps the width
            # of a phone or of a column beside the board; the summary text wraps under it
            self.ax = self.figure.add_axes((0.13, 0.44, 0.83, 0.49))
        self.image = picture(size, dpi)
        # a fixed text column that moves under the plot when the two don't fit side by side
        # (a flex row would squeeze the text to one letter a line and stretch the picture)
        self.text = widgets.HTML(layout=widgets.Layout(width="22em", flex="0 1 22em",
                                                       max_width="100%"))
        self._key: tuple | None = None
        self._lines: list = []
        self._background: Any = None
        self._cursor_line: Any = None
        self._parts: list[Drawn] = []
        self._built: dict[str, tuple[int, tuple, list[Drawn]]] = {}
        self._frame_key: tuple | None = None
        self._framed: Any = None
        self._end: tuple[Any, Any] = (None, None)
        super().__init__([self.image, self.text],
                         layout=widgets.Layout(flex_flow="row wrap", align_items="flex-start"))
        self.add_class("mt-fit")  # (never wider than the screen: style.py)
        stepper.on_change(self.refresh)
        self.refresh()

    def _game_key(self) -> tuple:
        t = self.stepper.timeline
        return shown_key(t, self.kind, self.by)

    def _draw_background(self) -> None:
        """Recompute the lines and their artists; redraw the frame only if its limits or
        legend changed (a game that grows by a step usually keeps its frame: it has room).

        A game played past the end of its frame grows the x axis by :func:`growth` steps at
        once, not one, so the frame is drawn in full once every few actions rather than every
        other one; a shaded band after the game's last step shows the room not played yet."""
        t = self.stepper.timeline
        self._lines = series(t, self.kind, self.by)
        last = float(len(t.steps)) if self.by == "step" else None
        legend = (tuple((s.label, s.player) for s in self._lines),
                  tuple(sorted({m.kind for s in self._lines for m in s.marks})))
        (x0, x1), (y0, y1) = self._limits(last)
        same_game = t is self._framed and self._background is not None
        change = self._frame_change(x0, x1, y0, y1, legend) if same_game else "new"
        if change == "none":
            self._update_artists()  # the game still fits the frame drawn
            self._place_end(last)
            return
        if change == "x" and last is not None:
            self._grow_x(x0, x1, last, legend)  # played past the end: only x changes
            return
        (fx0, fx1), ylim = self._limits(last, room=True)
        if same_game and last is not None and self._frame_key is not None \
                and x1 > self._frame_key[0][0][1]:
            fx1 += growth(len(t.steps)) - 1  # (played past the end, and the legend changed)
        self._frame_key = (((fx0, fx1), ylim), legend)
        self._framed = t
        ax = self.ax
        ax.clear()
        self._built = {}
        self._update_artists()
        with plot_style():
            frame(ax, self._lines, self.kind, self.by, last, room=True, under=True)
            ax.set_xlim(fx0, fx1)
            self._cursor_line = ax.axvline(0, color="#000", linestyle=":", linewidth=1.2,
                                           animated=True)
            self._end = end_marker(ax)
        self._place_end(last)
        self.canvas.draw()
        self._background = self.canvas.copy_from_bbox(self.figure.bbox)

    def _limits(self, last: float | None, room: bool = False) -> tuple[tuple[float, float],
                                                                       tuple[float, float]]:
        """:func:`limits` of the lines, the x axis always from step 0 (a game looked at from
        its start, where no planeswalker is out yet, still shows where it started)."""
        (x0, x1), ylim = limits(self._lines, last, room=room, by=self.by)
        if self.by == "step":
            x0 = min(x0, -0.3)
        return (x0, x1), ylim

    def _frame_change(self, x0: float, x1: float, y0: float, y1: float, legend: tuple) -> str:
        """What the frame drawn lacks for these limits and legend: ``"none"``, ``"x"`` (the
        game outgrew its x axis, nothing else) or ``"all"``."""
        if self._frame_key is None:
            return "all"
        ((fx0, fx1), (fy0, fy1)), flegend = self._frame_key
        if legend != flegend or not (fy0 <= y0 and y1 <= fy1):
            return "all"
        if fx0 <= x0 and x1 <= fx1:
            return "none"
        return "x" if x0 == fx0 else "all"

    def _grow_x(self, x0: float, x1: float, last: float, legend: tuple) -> None:
        """Widen the frame drawn to ``last`` and :func:`growth` more steps, keeping its
        ticks, labels and legend (no ``clear``: half the cost of a whole new frame)."""
        ylim = self._frame_key[0][1] if self._frame_key else (0.0, 1.0)
        hi = x1 + growth(int(last))
        self._frame_key = ((x0, hi), ylim), legend
        self._update_artists()
        self.ax.set_xlim(x0, hi)
        self._place_end(last)
        self.canvas.draw()
        self._background = self.canvas.copy_from_bbox(self.figure.bbox)

    def _place_end(self, last: float | None) -> None:
        """Put the band of room not played yet after the game's last step."""
        band, label = self._end
        hi = self.ax.get_xlim()[1]
        if last is None or hi - last < 0.9:
            band.set_visible(False)
            label.set_visible(False)
            return
        band.set_visible(True)
        band.set_x(last + 0.15)
        band.set_width(hi - last - 0.15)
        x0 = self.ax.get_xlim()[0]
        label.set_position((last + 0.15, 0.98))
        label.set_visible((hi - last) / max(hi - x0, 1e-9) > 0.12)  # (room for its words)

    def _update_artists(self) -> None:
        """Artists for the current lines, reusing a series' marks and labels when they did
        not change (a new step usually only lengthens the lines)."""
        old, self._built, self._parts = self._built, {}, []
        for k, ser in enumerate(self._lines):
            prev = old.pop(ser.label, None)
            marks = tuple(ser.marks)
            if prev is not None and prev[0] == k and prev[1] == marks:
                drawn = prev[2]
                drawn[0].xs, drawn[0].ys, drawn[0].steps = list(ser.xs), list(ser.ys), \
                    list(ser.steps)
            else:
                for d in prev[2] if prev is not None else ():
                    d.artist.remove()
                drawn = build_artists(self.ax, [ser], animated=True, first=k)
            self._built[ser.label] = (k, marks, drawn)
            self._parts += drawn
        for _, _, drawn in old.values():
            for d in drawn:
                d.artist.remove()

    def _redraw(self) -> None:
        """Redraw for the stepper's cursor (the background only when the game changed)."""
        key = self._game_key()
        if not same_shown(self._key, key):
            self._draw_background()
            self._key = key
        t = self.stepper.timeline
        cursor = t.cursor
        self.canvas.restore_region(self._background)
        x = self._cursor_x(cursor)
        self._cursor_line.set_xdata([x, x])
        for a in [*self._end, *show_upto(self._parts, cursor), self._cursor_line]:
            if not a.get_visible():
                continue
            self.ax.draw_artist(a)
        self.image.value = self._png()
        text = series_summary(self._lines, self.kind, cursor, limit=8, latest=True)
        self.text.value = (f'{style_tag()}<div class="mt-view" aria-live="polite"><pre '
                           f'style="white-space:pre-wrap;font:inherit">{escape(text)}</pre></div>')

    def _cursor_x(self, cursor: int) -> float:
        for ser in self._lines:
            for st, x in zip(ser.steps, ser.xs, strict=True):
                if st == cursor:
                    return x
        if self.by == "step":
            return float(cursor)
        return float(self.stepper.timeline.state_at(cursor).turn)

    def _png(self) -> bytes:
        return png_of(self.canvas)


def growth(steps: int) -> int:
    """Steps of room a live plot's x axis gains when a game is played past its end: a quarter
    of the game so far, at least 3 (a 200-step game grows by 50, a 6-step one by 3).

    >>> growth(200), growth(6)
    (50, 3)
    """
    return max(3, -(-steps // 4))


def end_marker(ax: Any) -> tuple[Any, Any]:
    """The shaded band (and its words) after a game's last step: room not played yet."""
    band = ax.axvspan(0, 1, color="#777", alpha=0.13, linewidth=0, animated=True, zorder=0)
    label = ax.text(0, 0.98, " not played yet", transform=ax.get_xaxis_transform(), ha="left",
                    va="top", fontsize=9, color="#444", animated=True, clip_on=True)
    return band, label


def png_of(canvas: FigureCanvasAgg) -> bytes:
    """The canvas's pixels as it stands (after blitting) as PNG, quickly (no redraw), in a
    palette of :data:`PALETTE` colours (a quarter of the bytes of plain RGB, and as fast).

    >>> from matplotlib.figure import Figure
    >>> canvas = FigureCanvasAgg(Figure(figsize=(1, 1)))
    >>> canvas.draw()
    >>> png_of(canvas)[:4]
    b'\x89PNG'
    """
    w, h = canvas.get_width_height()
    img = Image.frombuffer("RGBA", (w, h), canvas.buffer_rgba(), "raw", "RGBA", 0, 1)
    buf = io.BytesIO()
    img.convert("RGB").quantize(PALETTE, method=Image.Quantize.FASTOCTREE).save(
        buf, format="png", compress_level=1)
    return buf.getvalue()
