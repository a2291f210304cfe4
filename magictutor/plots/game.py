"""Loyalty and life over one game, with the events that moved them marked.

One line per planeswalker (or player); a marker at each change, its shape telling what
kind of event it was (a loyalty ability, damage, entering, leaving) and a label with the
change ("+2", "-3"). The text summary lists every change with its cause and rules.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from magictutor import build_game, Activate
>>> from magictutor.engine.timeline import Timeline
>>> from magictutor.plots import summary
>>> s = build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
>>> t = Timeline(s)
>>> _ = t.apply(Activate("Alice", s.battlefield[0].id, "+2"))
>>> ax = plot_loyalty(t)
>>> [line.get_label() for line in ax.get_lines()][:1]
['Jace Beleren (Alice)']
>>> print(summary(ax).splitlines()[1])
Jace Beleren (Alice): 3 at step 0, 5 at step 1 (lowest 3, highest 5).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.lines import Line2D
from matplotlib.ticker import MaxNLocator
from matplotlib.transforms import offset_copy

from magictutor.limits import cut
from magictutor.plots.data import Mark, Series, series
from magictutor.plots.style import (
    MARK_COLOUR,
    TEXT_PT,
    colours,
    literal,
    new_axes,
    plot_style,
    plottable,
    readable,
    remember,
)

MARKERS = {"ability": "^", "damage": "X", "enters": "o", "leaves": "s", "life": "D",
           "other": "P"}
"""Marker shape for each kind of event; a downward loyalty ability uses ``"v"``."""

MARK_NAMES = {"ability": "loyalty ability", "damage": "damage", "enters": "enters",
              "leaves": "leaves the battlefield", "life": "life gain or loss",
              "other": "other change"}


def _marker(kind: str, delta: int) -> str:
    if kind == "ability" and delta < 0:
        return "v"
    return MARKERS.get(kind, "P")


def number(n: float) -> str:
    """``n`` as text, or how many digits it has when it is too long to write out.

    >>> number(17), number(10 ** 5000)
    ('17', 'a number of 5001 digits')
    """
    return cut(n) if isinstance(n, int) and not isinstance(n, bool) else str(n)


def signed(n: int) -> str:
    """``+2``, ``\u22123``, ``0``: a change with its sign (a true minus sign).

    >>> signed(2), signed(-3), signed(0)
    ('+2', '\u22123', '0')
    """
    return f"+{number(n)}" if n > 0 else (f"\u2212{number(-n)}" if n < 0 else "0")


@dataclass
class Drawn:
    """One drawn artist of a series and the timeline step of each of its points, so a live
    view can cut it at any cursor without making artists again."""

    artist: Any
    xs: list[float]
    ys: list[float]
    steps: list[int]


def build_artists(ax: Axes, lines: Sequence[Series], *, animated: bool = False,
                  first: int = 0) -> list[Drawn]:
    """Every artist of ``lines``, whole: a line per series, one set of dots per marker shape
    (fewer artists, faster redraws) and a label per mark. ``first`` is the colour index of
    the first series (to build one series of a longer list)."""
    palette = colours()
    out: list[Drawn] = []
    xs = [x for ser in lines for x in ser.xs] or [0.0]
    near = max(0.6, (max(xs) - min(xs)) / 25)  # a label is about this wide, in x units
    placed: list[tuple[float, float, int]] = []
    for k, ser in enumerate(lines, start=first):
        colour = palette[k % len(palette)]
        ys = [plottable(y) for y in ser.ys]
        # (a dot at each point, so a game at step 0, one point, shows it)
        (line,) = ax.plot(ser.xs, ys, color=colour, linewidth=2.2, drawstyle="steps-post",
                          marker="o", markersize=3.5, label=literal(_who(ser)),
                          animated=animated)
        out.append(Drawn(line, list(ser.xs), ys, list(ser.steps)))
        out += _mark_dots(ax, ser, colour, animated)
        out += _mark_labels(ax, ser, placed, near, animated)
    return out


def _who(ser: Series) -> str:
    """A series' label with its player, unless they are the same (a player's life)."""
    return f"{ser.label} ({ser.player})" if ser.player and ser.player != ser.label \
        else ser.label


def _mark_dots(ax: Axes, ser: Series, colour: str, animated: bool) -> list[Drawn]:
    """One set of dots per marker shape of the marks of ``ser``."""
    by_shape: dict[str, list[Mark]] = {}
    for m in ser.marks:
        by_shape.setdefault(_marker(m.kind, m.delta), []).append(m)
    out = []
    for shape, marks in by_shape.items():
        mys = [plottable(m.y) for m in marks]
        (dots,) = ax.plot([m.x for m in marks], mys, linestyle="none",
                          marker=shape, markersize=9, markerfacecolor=colour,
                          markeredgecolor=MARK_COLOUR, animated=animated, label="_mark")
        out.append(Drawn(dots, [m.x for m in marks], mys, [m.step for m in marks]))
    return out


def _mark_labels(ax: Axes, ser: Series, placed: list[tuple[float, float, int]], near: float,
                 animated: bool) -> list[Drawn]:
    """The change label of each mark of ``ser``, lifted clear of labels already placed."""
    offset = offset_copy(ax.transData, fig=ax.figure, x=4, y=7, units="points")
    out = []
    for m in ser.marks:
        note = "left" if m.kind == "leaves" and not m.delta else signed(m.delta)
        y = plottable(m.y)
        lift = _lift(placed, m.x, y, near)
        placed.append((m.x, y, lift))
        at = offset_copy(ax.transData, fig=ax.figure, x=4, y=7 + 11 * lift, units="points")
        text = ax.text(m.x, y, literal(note), transform=at if lift else offset,
                       fontsize=TEXT_PT["note"],
                       color="#111", animated=animated)
        out.append(Drawn(text, [m.x], [y], [m.step]))
    return out


def _lift(placed: list[tuple[float, float, int]], x: float, y: float, near: float) -> int:
    """How many lines above its point a change label goes so it does not overprint one
    already placed close by ("+1" and "+2" at neighbouring steps, not "+1+2").

    >>> _lift([(1.0, 5, 0)], 1.2, 5, 0.5), _lift([(1.0, 5, 0)], 3.0, 5, 0.5)
    (1, 0)
    """
    taken = {lift for px, py, lift in placed if abs(px - x) < near and abs(py - y) < 1.5}
    lift = 0
    while lift in taken:
        lift += 1
    return lift


def show_upto(parts: Sequence[Drawn], upto: int | None) -> list[Any]:
    """Cut every artist at timeline step ``upto`` (None: show all); the visible artists."""
    visible = []
    for d in parts:
        n = len(d.steps) if upto is None else sum(1 for st in d.steps if st <= upto)
        if hasattr(d.artist, "set_data"):
            d.artist.set_data(d.xs[:n], d.ys[:n])
        d.artist.set_visible(n > 0)
        if n:
            visible.append(d.artist)
    return visible


def draw_series(ax: Axes, lines: Sequence[Series], upto: int | None = None, *,
                animated: bool = False) -> list[Artist]:
    """Draw ``lines`` (their points up to timeline step ``upto``) and their marks on ``ax``.

    Returns the artists drawn; those past ``upto`` are not left on the axes.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> jace = Series("Jace Beleren", "Jace Beleren", "Alice", [0.0, 1.0], [3, 5], [0, 1],
    ...               [Mark(1.0, 5, 2, "ability", "Alice activates Jace Beleren +2", step=1)])
    >>> [type(a).__name__ for a in draw_series(ax, [jace])]
    ['Line2D', 'Line2D', 'Text']
    >>> [type(a).__name__ for a in draw_series(ax, [jace], upto=0)]
    ['Line2D']
    """
    parts = build_artists(ax, lines, animated=animated)
    visible = show_upto(parts, upto)
    for d in parts:
        if d.artist not in visible:
            d.artist.remove()
    return visible


def limits(lines: Sequence[Series], last_x: float | None = None, room: bool = False,
           by: str = "step") -> tuple[tuple[float, float], tuple[float, float]]:
    """x and y limits that fit every line; with ``room``, a step more on x (or the next
    turn) for the learner's next action, and y rounded up to a multiple of 5. The x axis ends
    with the game: a 6-step game is not drawn to 10, nor a 233-step one to 300.

    >>> limits([Series("J", "J", "A", [0.0, 1.0], [3, 5], [0, 1])])
    ((-0.3, 1.7), (-0.5, 6.5))
    >>> limits([Series("J", "J", "A", [0.0, 1.0], [3, 5], [0, 1])], room=True)
    ((-0.3, 2.7), (-0.5, 10.5))
    >>> limits([Series("J", "J", "A", [91.0, 233.0], [3, 5], [91, 233])], room=True)
    ((90.7, 234.7), (-0.5, 10.5))
    >>> limits([Series("J", "J", "A", [3.0, 4.5], [3, 5], [9, 14])], room=True, by="turn")
    ((2.7, 5.7), (-0.5, 10.5))
    """
    xs = [x for s in lines for x in s.xs] or [0.0]
    ys = [plottable(y) for s in lines for y in s.ys] or [0]
    hi_x = max(max(xs), last_x if last_x is not None else 0.0)
    hi_y = max(ys) + 1
    if room:
        if by == "step":  # one more step: the learner's next action
            hi_x = float(hi_x + 1)
        else:  # turns: to the next turn
            hi_x = float(int(hi_x) + 1)
        hi_y = 5 * math.ceil(hi_y / 5 + 0.01)
    return (min(xs) - 0.3, hi_x + 0.7), (min(0, min(ys)) - 0.5, hi_y + 0.5)


def frame(ax: Axes, lines: Sequence[Series], kind: str, by: str, last_x: float | None = None,
          *, legend: bool = True, room: bool = False, under: bool = False) -> None:
    """Titles, limits, grid and a legend (lines and marker shapes) that fit the whole game;
    the legend is beside the axes, or with ``under`` under them (in two columns past four
    entries, centred on the figure's width), which leaves a narrow figure its width.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> from matplotlib.figure import Figure
    >>> ax = Figure().add_subplot()
    >>> frame(ax, [Series("Jace Beleren", "Jace Beleren", "Alice", [0.0], [3], [0])], "loyalty",
    ...       "step")
    >>> ax.get_ylabel(), [t.get_text() for t in ax.get_legend().get_texts()]
    ('loyalty', ['Jace Beleren (Alice)'])
    """
    palette = colours()
    (x0, x1), (y0, y1) = limits(lines, last_x, room, by)
    ax.set_xlim(x0, x1)
    ax.set_ylim(y0, y1)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel("turn" if by == "turn" else "step (actions played)")
    ax.set_ylabel("loyalty" if kind == "loyalty" else "life")
    ax.set_title("Loyalty over the game" if kind == "loyalty" else "Life totals over the game")
    ax.grid(True, alpha=0.35)
    readable(ax)
    if not legend:
        return
    handles: list[Artist] = []
    for k, ser in enumerate(lines):
        label = f"{ser.label} ({ser.player})" if ser.player and ser.player != ser.label \
            else ser.label
        handles.append(Line2D([], [], color=palette[k % len(palette)], linewidth=2.2,
                              label=literal(label)))
    used = sorted({m.kind for s in lines for m in s.marks}, key=list(MARKERS).index)
    for kd in used:
        handles.append(Line2D([], [], linestyle="none", marker=MARKERS[kd], color=MARK_COLOUR,
                              label=MARK_NAMES[kd]))
    if handles and under:
        ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, 0.3),
                  bbox_transform=ax.figure.transFigure, ncols=2 if len(handles) > 4 else 1,
                  fontsize=TEXT_PT["legend"], frameon=False, handlelength=1.5,
                  handletextpad=0.5, columnspacing=1.0, borderaxespad=0)
    elif handles:
        ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.01, 1.0),
                  fontsize=TEXT_PT["legend"],
                  frameon=False)


def series_summary(lines: Sequence[Series], kind: str, upto: int | None = None,
                   limit: int = 12, *, latest: bool = False) -> str:
    """Key numbers of ``lines`` as text: start, end, extremes, and each change with its rules.

    At most ``limit`` changes are listed: the first ones, or the ``latest``.

    >>> print(series_summary([Series("Alice", "Alice", "Alice", [0.0, 1.0], [20, 17], [0, 1],
    ...                              [Mark(1.0, 17, -3, "damage", "Shock deals 2...", step=1)])],
    ...                      "life"))
    Life over the game:
    Alice: 20 at step 0, 17 at step 1 (lowest 17, highest 20).
    Changes:
      step 1: Alice \u22123, Shock deals 2...
    """
    what = "Loyalty" if kind == "loyalty" else "Life"
    if not lines:
        none = "no planeswalker was on the battlefield" if kind == "loyalty" else "no players"
        return f"{what}: {none}."
    out = [f"{what} over the game" + (f", up to step {upto}:" if upto is not None else ":")]
    changes: list[tuple[int, str]] = []
    for ser in lines:
        pts = [(st, y) for st, y in zip(ser.steps, ser.ys, strict=True)
               if upto is None or st <= upto]
        if pts:
            out.append(_span(_who(ser), pts))
            changes += _marked(ser, upto)
    changes.sort(key=lambda c: c[0])
    if changes:
        out += _changes([text for _, text in changes], limit, latest)
    return "\n".join(out)


def _marked(ser: Series, upto: int | None) -> list[tuple[int, str]]:
    """(step, line) for each change of ``ser`` up to step ``upto``."""
    return [(m.step, f"step {m.step}: {ser.label} {signed(m.delta)}, {m.text}")
            for m in ser.marks if upto is None or m.step <= upto]


def _span(who: str, pts: list[tuple[int, Any]]) -> str:
    """The line of one series: its first and last points and its extremes."""
    if len(pts) == 1:  # (one point: no "4 at step 0, 4 at step 0")
        return f"{who}: {number(pts[0][1])} at step {pts[0][0]}."
    ys = [y for _, y in pts]
    return (f"{who}: {number(pts[0][1])} at step {pts[0][0]}, {number(pts[-1][1])} "
            f"at step {pts[-1][0]} (lowest {number(min(ys))}, highest {number(max(ys))}).")


def _changes(changes: list[str], limit: int, latest: bool) -> list[str]:
    """The ``Changes:`` lines: at most ``limit``, the first ones or the ``latest``."""
    out = ["Changes:"]
    more = len(changes) - limit
    if latest and more > 0:
        out.append(f"  ... {more} earlier change{'s' if more != 1 else ''}.")
        changes = changes[more:]
    out += [f"  {text}" for text in changes[:limit]]
    if not latest and more > 0:
        out.append(f"  ... and {more} more.")
    return out


def _plot(source: Any, kind: str, ax: Axes | None, by: str, upto: int | None,
          game: int | None) -> Axes:
    lines = series(source, kind, by, game)
    ax = new_axes(ax)
    last = float(len(source.steps)) if hasattr(source, "steps") and by == "step" else None
    text = series_summary(lines, kind, upto)
    with plot_style():
        draw_series(ax, lines, upto)
        frame(ax, lines, kind, by, last)
        if not lines:
            ax.text(0.5, 0.5, text, transform=ax.transAxes, ha="center", va="center")
    remember(ax, text)
    return ax


def plot_loyalty(source: Any, ax: Axes | None = None, *, by: str = "step",
                 upto: int | None = None, game: int | None = None) -> Axes:
    """Loyalty of every planeswalker over a game: a Timeline, or records of one ``game``.

    ``by="turn"`` puts turns on the x axis; ``upto`` stops the lines at that step (a
    stepper's cursor). Returns the Axes; :func:`magictutor.plots.summary` gives its text."""
    return _plot(source, "loyalty", ax, by, upto, game)


def plot_life(source: Any, ax: Axes | None = None, *, by: str = "step",
              upto: int | None = None, game: int | None = None) -> Axes:
    """Life totals of every player over a game (like :func:`plot_loyalty`).

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> rows = [{"game": 0, "turn": t, "step": t, "player": "Al", "kind": "life",
    ...          "name": "Al", "value": v} for t, v in [(1, 20), (2, 17)]]
    >>> [[int(y) for y in ln.get_ydata()] for ln in plot_life(rows).get_lines()[:1]]
    [[20, 17]]
    """
    return _plot(source, "life", ax, by, upto, game)


__all__ = ["MARKERS", "Drawn", "Mark", "Series", "build_artists", "draw_series", "frame",
           "limits", "plot_life", "plot_loyalty", "series_summary", "show_upto", "signed"]
