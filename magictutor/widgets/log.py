"""The log view: every event of the game with the rules it cites; pick one to jump there.

The list holds every event of the whole timeline (also those after the cursor, so a class
can see where a game is going); choosing an event moves the stepper to the state right
after the step it belongs to. Below the list, the events of the current step are shown
with their rule numbers as chips. Automatic events (state-based actions, triggers,
turn-based actions) are marked "[rules]" as boardgame.io marks its automatic entries.

>>> from magictutor import build_game, Pass
>>> from magictutor.engine.timeline import Timeline
>>> from magictutor.widgets import GameStepper
>>> t = Timeline(build_game(["Alice", "Bob"]))
>>> _ = t.apply(Pass("Alice"))
>>> log = LogView(GameStepper(t))
>>> plain(log.select.options[0][0])
'1 \u00b7 (116.3d) Alice passes priority'
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from magictutor.engine.timeline import Timeline
from magictutor.model.events import Event
from magictutor.widgets.labels import with_player
from magictutor.widgets.stepper import same_shown, shown_key
from magictutor.widgets.style import style_tag


def event_label(index: int, e: Event) -> str:
    """One line of the list: step number, its rules, the event. The rules come first, so
    they lead the line, and a line too long for the list's width wraps (style.py: .mt-log),
    on a phone too; the step's events are also shown whole below the list.

    >>> from magictutor.model.events import Event
    >>> event_label(3, Event("sba", "Jace Beleren has 0 loyalty", ("704.5i",), auto=True))
    '3 \u00b7 (704.5i) [rules] Jace Beleren has 0 loyalty'
    """
    auto = "[rules] " if e.auto else ""
    rules = f"({', '.join(e.rules)}) " if e.rules else ""
    return f"{index} \u00b7 {rules}{auto}{e.text}"


BREAK = "\u200b"
"""A zero-width space, put after each space of a list line: ipywidgets' Select turns every
space into a no-break space, so without it a long line could not wrap at a word on a phone
(it would be cut, or broken inside a word)."""


def wrappable(label: str) -> str:
    """``label`` as the list shows it: it may wrap at each space (see :data:`BREAK`).

    >>> wrappable("1 \u00b7 Alice") == "1 \u200b\u00b7 \u200bAlice"
    True
    """
    return label.replace(" ", " " + BREAK)


def plain(label: str) -> str:
    """A list line as written, without the zero-width spaces that let it wrap.

    >>> plain(wrappable("Alice passes priority"))
    'Alice passes priority'
    """
    return label.replace(BREAK, "")


def timeline_entries(t: Timeline) -> list[tuple[str, tuple[int, int]]]:
    """``(label, (step, event number))`` for every event of every step of ``t``.

    >>> from magictutor import build_game, Pass
    >>> from magictutor.engine.timeline import Timeline
    >>> t = Timeline(build_game(["Alice", "Bob"]))
    >>> _ = t.apply(Pass("Alice"))
    >>> timeline_entries(t)
    [('1 \u00b7 (116.3d) Alice passes priority', (1, 0))]
    """
    out: list[tuple[str, tuple[int, int]]] = []
    for i, step in enumerate(t.steps, start=1):
        if not step.events:
            out.append((f"{i} \u00b7 {with_player(step.before, step.action)} (no events)",
                        (i, 0)))
        for k, e in enumerate(step.events):
            out.append((event_label(i, e), (i, k)))
    return out


def step_events_html(t: Timeline, *, large: bool = False) -> str:
    """The events of the step at the cursor, each with its rule numbers (``large``:
    projector-sized text).

    >>> from magictutor import build_game
    >>> from magictutor.engine.timeline import Timeline
    >>> "starting position" in step_events_html(Timeline(build_game(["Alice", "Bob"])))
    True
    """
    view = "mt-view mt-large" if large else "mt-view"
    if t.cursor == 0:
        return (f'<div class="{view}"><i>The starting position: no step has been played yet.'
                "</i></div>")
    step = t.steps[t.cursor - 1]
    items = []
    for e in step.events:
        cites = " ".join(f'<span class="mt-rule">{escape(r)}</span>' for r in e.rules)
        cls = ' class="mt-auto"' if e.auto else ""
        tag = "[rules] " if e.auto else ""
        items.append(f"<li{cls}>{tag}{escape(e.text)} {cites}</li>")
    return (f'<div class="{view}"><b>Step {t.cursor}: '
            f"{escape(with_player(step.before, step.action))}</b>"
            f'<ol class="mt-events">{"".join(items)}</ol></div>')


class LogView(widgets.VBox):
    """Every event with its rule citations; selecting one jumps the stepper to its step.

    Keyboard: focus the list and use the arrow keys. ``log.jump(step, k)`` does what
    choosing the ``k``-th event of step ``step`` does. ``large=True`` sets projector-sized
    text in the list and below it.
    """

    def __init__(self, stepper: Any, rows: int = 12, *, large: bool = False) -> None:
        self.stepper = stepper
        self.large = large
        self.select = widgets.Select(options=[], rows=rows, description="Log",
                                     tooltip="Every event with its rules; choose one to jump "
                                             "to its step",
                                     layout=widgets.Layout(width="100%"))
        if large:
            self.select.add_class("mt-large-list")
        self.current = widgets.HTML()
        self._shown: tuple | None = None
        self._busy = False
        super().__init__([self.select, self.current])
        self.add_class("mt-fit")  # (never wider than the screen: style.py)
        self.add_class("mt-log")  # (its lines wrap on a narrow screen: style.py)
        if large:  # every part at projector size (style.py: .mt-large-widget)
            self.add_class("mt-large-widget")
        self.select.observe(self._on_select, names="value")
        stepper.on_change(self.refresh)
        self.refresh()

    def refresh(self, *_: Any) -> None:
        t = self.stepper.timeline
        key = shown_key(t)
        self._busy = True
        try:
            if not same_shown(self._shown, key):
                self.select.options = [(wrappable(label), v)
                                       for label, v in timeline_entries(t)]
                self._shown = key
            cur = self.select.value
            if not (cur and cur[0] == t.cursor):  # keep the event chosen within this step
                self.select.value = (t.cursor, 0) if t.cursor else None
        finally:
            self._busy = False
        self.current.value = style_tag() + step_events_html(t, large=self.large)

    def _on_select(self, change: dict) -> None:
        if self._busy or change["new"] is None:
            return
        self.stepper.goto(change["new"][0])

    def jump(self, step: int, event: int = 0) -> None:
        """Choose event ``event`` of step ``step`` in the list, as a click would."""
        self.select.value = (step, event)
