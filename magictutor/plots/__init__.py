"""Matplotlib figures for the kit: functions of data and an optional ``ax``.

Each function returns the Axes it drew on and never calls ``plt.show()``; without ``ax``
it draws on a new pyplot figure (a notebook shows it). Each one also stores a short text
summary of its key numbers, for projectors and screen readers: :func:`summary`.

* :func:`plot_loyalty` / :func:`plot_life`: one game (a Timeline, or records), by step or
  by turn, with the events that moved each line marked;
* :func:`plot_die_faces`: planar die faces against their chances 1/6, 1/6, 4/6;
* :func:`plot_roll_economics`: mana spent and expected planeswalks against rolls per turn;
* :func:`plot_games`: loyalty (or life) over turns across many simulated games;
* :func:`for_every_screen`: any of them drawn wide and narrow, shown as one ``<picture>``
  that a phone's page shows narrow.

The engine never imports this package: ``import magictutor.plots`` loads Matplotlib.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> ax = plot_die_faces({"planeswalk": 2, "chaos": 1, "blank": 9})
>>> print(summary(ax).splitlines()[0])
12 rolls of the planar die (forced faces not counted):
"""

from magictutor.plots.data import Mark, Series, series, timeline_records
from magictutor.plots.die import (
    PROBABILITY,
    die_summary,
    expected_mana,
    expected_planeswalks,
    plot_die_faces,
    plot_roll_economics,
    tally,
)
from magictutor.plots.game import plot_life, plot_loyalty, series_summary
from magictutor.plots.many import per_turn, plot_games
from magictutor.plots.screens import Shown, for_every_screen
from magictutor.plots.style import STYLE, colours, summary

plot_loyalty_across_games = plot_games
"""Another name for :func:`plot_games` with ``kind="loyalty"``."""

__all__ = [
    "Mark", "Series", "series", "timeline_records", "PROBABILITY", "die_summary",
    "expected_mana", "expected_planeswalks", "plot_die_faces", "plot_roll_economics", "tally",
    "plot_life", "plot_loyalty", "series_summary", "per_turn", "plot_games",
    "plot_loyalty_across_games", "STYLE", "colours", "summary", "Shown", "for_every_screen",
]
