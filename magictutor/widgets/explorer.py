"""One call for a ready-made explorer: stepper, board, actions, log, plots, die and editions.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> ex = explore("02-bolt-redirected")
>>> ex.stepper.cursor, len(ex.stepper.timeline) > 0
(0, True)
>>> ex.stepper.last_button.click()
>>> "Jace Beleren" in ex.board.html.value
True
"""

from __future__ import annotations

import os
from html import escape
from typing import Any

import ipywidgets as widgets

from magictutor.engine.timeline import Timeline
from magictutor.model.state import GameState
from magictutor.widgets.actions import ActionPanel
from magictutor.widgets.board import BoardView
from magictutor.widgets.die import PlanarDieRoller
from magictutor.widgets.editions import EditionSwitch
from magictutor.widgets.log import LogView
from magictutor.widgets.plotview import LivePlot
from magictutor.widgets.stepper import GameStepper
from magictutor.widgets.style import style_tag


def timeline_of(source: Any, edition: str | None = None) -> tuple[Timeline, Any]:
    """A timeline from a scenario name, a scenario file, a Timeline or a GameState, and the
    scenario it came from (or None).

    >>> t, sc = timeline_of("bolt-redirected")
    >>> len(t), sc.name
    (4, 'bolt-redirected')
    """
    timeline, sc, _ = _game_of(source, edition)
    return timeline, sc


def _game_of(source: Any, edition: str | None) -> tuple[Timeline, Any, list]:
    """:func:`timeline_of`, and the scenario's scripted refusals: ``(state, action)`` for
    each action its steps expect the rules to refuse, in the state where it is tried."""
    if isinstance(source, Timeline):
        return source, None, []
    if isinstance(source, GameState):
        return Timeline(source), None, []
    if isinstance(source, (str, os.PathLike)) or hasattr(source, "steps"):
        from magictutor.scenarios.scenario import load_scenario, run_scenario

        sc = load_scenario(source)
        result = run_scenario(sc, edition=edition)
        tries = [(rec.before, rec.refusal.action) for rec in result.records
                 if rec.refusal is not None and getattr(rec.refusal, "action", None) is not None]
        return result.timeline(), sc, tries
    raise TypeError(f"explore takes a scenario name or path, a Timeline or a GameState, not "
                    f"{type(source).__name__}")


class Explorer(widgets.VBox):
    """The views of one game, wired to one stepper (see :func:`explore`).

    Attributes: ``stepper``, ``board``, ``actions``, ``log_view`` (``log`` is taken by
    ipywidgets), ``loyalty`` and ``life`` (live plots), ``editions``, ``die`` (Planechase
    games only) and ``scenario``."""

    def __init__(self, timeline: Timeline, scenario: Any = None, *, large: bool = False,
                 plots: bool = True, tries: list | None = None) -> None:
        self.scenario = scenario
        self.stepper = GameStepper(timeline, large=large)
        # the action panel's header says who acts, so the board beside it does not repeat it
        self.board = BoardView(self.stepper, large=large, who=False)
        self.actions = ActionPanel(self.stepper, large=large)
        if tries:  # the scenario's scripted refusals, as "(not now)" buttons to try
            self.actions.tries = list(tries)
            self.actions.refresh()
        self.log_view = LogView(self.stepper, large=large)
        self.editions = EditionSwitch(self.stepper)
        dpi = 120 if large else 90
        self.loyalty = LivePlot(self.stepper, "loyalty", dpi=dpi) if plots else None
        self.life = LivePlot(self.stepper, "life", dpi=dpi) if plots else None
        has_die = timeline.initial.planechase is not None
        self.die = PlanarDieRoller(self.stepper) if has_die else None
        tabs: list[tuple[str, widgets.Widget]] = [("Log", self.log_view)]
        if self.loyalty is not None and self.life is not None:
            tabs += [("Loyalty", self.loyalty), ("Life", self.life)]
        if self.die is not None:
            tabs.append(("Planar die", self.die))
        tabs.append(("Editions", self.editions))
        self.tabs = widgets.Tab(children=[w for _, w in tabs])
        self.tabs.titles = tuple(name for name, _ in tabs)
        self.tabs.observe(self._on_tab, names="selected_index")
        self._on_tab()
        head = ""
        if scenario is not None:
            q = f"<p><b>Question:</b> {escape(scenario.question)}</p>" if scenario.question else ""
            head = (f'{style_tag()}<div class="mt-view"><h4>{escape(scenario.title)}</h4>{q}'
                    "</div>")
        self.header = widgets.HTML(head)
        # side by side where they fit, the panel under the board on a phone
        middle = widgets.HBox([self.board, self.actions],
                              layout=widgets.Layout(flex_flow="row wrap"))
        self.board.layout.flex = "11 1 24em"
        self.actions.layout.flex = "9 1 20em"
        self.board.layout.min_width = self.actions.layout.min_width = "0"
        super().__init__([self.header, self.stepper, middle, self.tabs])
        self.add_class("mt-fit")  # (never wider than the screen: style.py)
        if large:  # every part at projector size (style.py: .mt-large-widget)
            self.add_class("mt-large-widget")

    def _on_tab(self, *_: Any) -> None:
        """Only the plot or die in the open tab redraws as the stepper moves; the others
        catch up when their tab is opened."""
        shown = self.tabs.children[self.tabs.selected_index or 0]
        for view in (self.loyalty, self.life, self.die):
            if view is not None:
                view.paused = view is not shown

    def show_tab(self, title: str) -> None:
        """Open the tab called ``title`` ("Log", "Loyalty", "Life", "Planar die", "Editions")."""
        titles = list(self.tabs.titles)
        if title not in titles:
            raise KeyError(f"no tab {title!r}; the tabs are {', '.join(titles)}")
        self.tabs.selected_index = titles.index(title)


def explore(source: Any, *, at: str | int | None = None, edition: str | None = None,
            large: bool = False, plots: bool = True) -> Explorer:
    """A ready-made explorer for a game.

    ``source``: the name of a bundled scenario (``"bolt-redirected"``), a scenario file's
    path, a :class:`~magictutor.engine.timeline.Timeline` or a :class:`~magictutor.GameState`.
    A scenario is played by the engine (under ``edition`` if given) and shown from its
    starting position; the actions its steps expect the rules to refuse are offered as
    "(not now)" buttons where the scenario tries them; ``at`` can say ``"start"``, ``"end"``
    or a step number instead (a Timeline is otherwise shown at its own cursor).
    ``large=True`` sets projector-sized fonts and sharper plots; ``plots=False`` leaves out
    the live plots.
    """
    timeline, scenario, tries = _game_of(source, edition)
    if at is None:
        at = "start" if scenario is not None else timeline.cursor
    if at == "start":
        timeline.goto(0)
    elif at == "end":
        timeline.goto(len(timeline))
    elif isinstance(at, int):
        timeline.goto(at)
    else:
        raise ValueError(f"at must be 'start', 'end' or a step number, not {at!r}")
    return Explorer(timeline, scenario, large=large, plots=plots, tries=tries)
