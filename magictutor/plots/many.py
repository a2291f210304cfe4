"""Many games: loyalty (or life) over turns across games, as a median with its spread.

Takes the tidy records of :func:`magictutor.engine.simulate` (or of several timelines). For each
game, the value that counts for a turn is the last one recorded in it; across games each
planeswalker name gets its median line and a band from the 25th to the 75th percentile.
Games where the planeswalker was not on the battlefield that turn don't count for that
turn, so the summary gives how many games each point stands on.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> rows = [{"game": g, "turn": t, "step": t, "player": "A", "kind": "loyalty",
...          "name": "Jace Beleren", "value": v}
...         for g, vals in enumerate([[3, 5], [3, 1], [3, 3]]) for t, v in enumerate(vals, 1)]
>>> per_turn(rows)["Jace Beleren"]
{1: [3, 3, 3], 2: [5, 1, 3]}
>>> ax = plot_games(rows)
>>> [float(y) for y in ax.get_lines()[0].get_ydata()]
[3.0, 3.0]
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from typing import Any

from matplotlib.axes import Axes
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from magictutor.plots.style import (
    TEXT_PT,
    colours,
    fmt_any,
    literal,
    new_axes,
    plot_style,
    plottable,
    readable,
    remember,
)


def per_turn(records: Iterable[dict[str, Any]], kind: str = "loyalty") -> dict[str, dict[int,
                                                                                   list[Any]]]:
    """``{name: {turn: [value in each game]}}``, each game's last value in that turn."""
    last: dict[tuple, tuple[int, Any]] = {}
    for r in records:
        if r.get("kind") != kind:
            continue
        key = (r.get("name"), r.get("game", 0), r.get("turn"))
        step = r.get("step", 0)
        if key not in last or step >= last[key][0]:
            last[key] = (step, r.get("value"))
    out: dict[str, dict[int, list[Any]]] = {}
    for (name, _game, turn), (_, value) in sorted(last.items(), key=lambda kv: (
            str(kv[0][0]), kv[0][1], kv[0][2])):
        out.setdefault(str(name), {}).setdefault(int(turn), []).append(value)
    return {n: dict(sorted(t.items())) for n, t in out.items()}


def _quantile(values: list[float], q: float) -> float:
    if len(values) == 1:
        return float(values[0])
    return statistics.quantiles(values, n=100, method="inclusive")[int(q * 100) - 1] \
        if 0 < q < 1 else float(min(values) if q <= 0 else max(values))


DASH = "\u2013\u2060"
"""An en dash and a word joiner: printed text wraps at spaces only, never after the dash."""


def plot_games(records: Iterable[dict[str, Any]], ax: Axes | None = None, *,
               kind: str = "loyalty", names: Iterable[str] | None = None,
               min_games: int = 1) -> Axes:
    """Median ``kind`` per turn across games, one line per name, with its 25-75% band.

    ``names`` keeps only those planeswalkers (or players). ``min_games`` leaves out the
    points that rest on fewer games (a median of one or two games says little); the text
    says how many were left out.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> rows = [{"game": g, "turn": 1, "kind": "life", "name": "A", "value": v}
    ...         for g, v in enumerate([20, 18, 14])]
    >>> [float(y) for y in plot_games(rows, kind="life").get_lines()[0].get_ydata()]
    [18.0]
    """
    table, dropped = _kept(per_turn(list(records), kind), names, min_games)
    ax = new_axes(ax)
    palette = colours()
    what = "loyalty" if kind == "loyalty" else "life"
    with plot_style():
        lines_txt = [_plot_name(ax, name, turns, palette[k % len(palette)])
                     for k, (name, turns) in enumerate(table.items())]
        _frame(ax, what, bool(table))
    head = (f"{what.capitalize()} across games, per turn (n = games where it was on the "
            "battlefield that turn):" if kind == "loyalty" else
            f"{what.capitalize()} across games, per turn:")
    if not table:
        head = f"No {what} records to plot."
    if dropped:
        lines_txt.append(f"({dropped} point{'s' if dropped != 1 else ''} resting on fewer "
                         f"than {min_games} games left out.)")
    remember(ax, "\n".join([head] + lines_txt))
    return ax


Table = dict[str, dict[int, list[Any]]]
"""Per name, per turn, the values of the games that count for that turn."""


def _kept(table: Table, names: Iterable[str] | None, min_games: int) -> tuple[Table, int]:
    """``table`` with only the wanted names and the points resting on ``min_games`` or more
    games; and how many points were left out."""
    if names is not None:
        wanted = list(names)
        table = {n: table[n] for n in wanted if n in table}
    dropped = sum(len(v) < min_games for turns in table.values() for v in turns.values())
    table = {n: kept for n, turns in table.items()
             if (kept := {t: v for t, v in turns.items() if len(v) >= min_games})}
    return table, dropped


def _plot_name(ax: Axes, name: str, turns: dict[int, list[Any]], colour: str) -> str:
    """Draw one name's median line and band; its line of the text summary."""
    ts = list(turns)
    med = [plottable(statistics.median(turns[t])) for t in ts]
    lo = [_quantile([plottable(v) for v in turns[t]], 0.25) for t in ts]
    hi = [_quantile([plottable(v) for v in turns[t]], 0.75) for t in ts]
    ax.plot(ts, med, color=colour, linewidth=2.2, marker="o", label=literal(name))
    ax.fill_between(ts, lo, hi, color=colour, alpha=0.25, linewidth=0)
    counts = [len(turns[t]) for t in ts]
    # (a word joiner after each dash: a line never breaks inside "[5\u20137]")
    parts = ", ".join(f"turn {t} {fmt_any(m)} [{fmt_any(a)}{DASH}{fmt_any(b)}] "
                      f"(n={c})" for t, m, a, b, c in zip(ts, med, lo, hi, counts,
                                                          strict=True))
    return f"{name}: median [25%{DASH}75%] per turn: {parts}"


def _frame(ax: Axes, what: str, legend: bool) -> None:
    ax.set_xlabel("turn")
    ax.set_ylabel(what)
    ax.set_title(f"{what.capitalize()} across games")
    ax.grid(True, alpha=0.35)
    readable(ax)
    if legend:
        handles = ax.get_legend_handles_labels()[0] + [
            Line2D([], [], color="#444444", linewidth=2.2, marker="o", label="line: median"),
            Patch(color="#444444", alpha=0.25, label="band: middle half of games")]
        ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.01, 1.0),
                  fontsize=TEXT_PT["legend"],
                  frameon=False)
