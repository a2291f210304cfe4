"""The game stepper: first / back / forward / last buttons and a slider over a game's steps.

A :class:`~magictutor.engine.timeline.Timeline` keeps every state, so moving is instant: the stepper
only moves the timeline's cursor and tells the views that follow it (board, log, action
panel, plots) to redraw. It is also the one place that changes the game
(:meth:`GameStepper.apply`), so a view never holds a stale copy. Like Mesa's controls, it
never lets an exception escape: a failing view shows its error in the stepper instead.

>>> from magictutor import build_game, Pass
>>> from magictutor.engine.timeline import Timeline
>>> t = Timeline(build_game(["Alice", "Bob"]))
>>> _ = t.apply(Pass("Alice"))
>>> stepper = GameStepper(t)
>>> stepper.back_button.click()
>>> stepper.timeline.cursor, stepper.slider.value
(0, 0)
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as widgets

from magictutor.engine.apply import IllegalActionError, Step
from magictutor.engine.timeline import Timeline
from magictutor.model.actions import Action
from magictutor.model.state import GameState
from magictutor.widgets.labels import with_player
from magictutor.widgets.stepslider import StepSlider
from magictutor.widgets.style import style_tag

Listener = Callable[["GameStepper"], Any]


def refusal_html(err: IllegalActionError) -> str:
    """A refusal in plain words, each reason with the rules it cites.

    >>> from magictutor.engine.apply import IllegalActionError
    >>> print(refusal_html(IllegalActionError([(("306.5d",), "once per turn")])))
    <div class="mt-msg mt-refused" role="alert"><b>Not allowed.</b><ul><li>once per turn
    <span class="mt-rule">306.5d</span></li></ul></div>
    """
    items = []
    for rules, why in err.violations:
        cites = " ".join(f'<span class="mt-rule">{escape(r)}</span>' for r in rules)
        items.append(f"<li>{escape(why)}\n{cites}</li>" if cites else f"<li>{escape(why)}</li>")
    return (f'<div class="mt-msg mt-refused" role="alert"><b>Not allowed.</b>'
            f'<ul>{"".join(items)}</ul></div>')


def error_html(where: str, exc: BaseException) -> str:
    """An unexpected error, shown inside the widget rather than killing it.

    >>> "ValueError" in error_html("the board", ValueError("boom"))
    True
    """
    tb = "".join(traceback.format_exception_only(type(exc), exc)).strip()
    return (f'<div class="mt-msg mt-error" role="alert"><b>Something went wrong in {escape(where)}'
            f"</b> (the game itself is unchanged): <code>{escape(tb)}</code></div>")


class GameStepper(widgets.VBox):
    """Step through a game: buttons (First, Back, Forward, Last) and a "Step" slider.

    Every control has a text label and a tooltip, and is reachable with the keyboard; a
    "Go to step" number box does what the slider does, with an accessible name.
    ``on_change(fn)`` registers a view to redraw as ``fn(stepper)`` whenever the cursor or
    the timeline changes. ``large=True`` sets projector-sized text and buttons.

    >>> from magictutor import build_game, Pass
    >>> from magictutor.engine.timeline import Timeline
    >>> stepper = GameStepper(Timeline(build_game(["Alice", "Bob"])))
    >>> step = stepper.apply(Pass("Alice"))
    >>> stepper.slider.max, stepper.state.priority
    (1, 'Bob')
    """

    def __init__(self, timeline: Timeline | GameState, *, large: bool = False) -> None:
        if isinstance(timeline, GameState):
            timeline = Timeline(timeline)
        if not isinstance(timeline, Timeline):
            raise TypeError(f"a GameStepper steps through a Timeline or a GameState, not "
                            f"{type(timeline).__name__}")
        self.timeline = timeline
        self.large = large
        self._listeners: list[Listener] = []
        self._busy = False
        self.first_button = self._button("First", "Go to the start of the game (step 0)")
        self.back_button = self._button("Back", "Go back one step")
        self.forward_button = self._button("Forward", "Go forward one step")
        self.last_button = self._button("Last", "Go to the last step played")
        # the browser's own range input, named "Step" (ipywidgets' noUiSlider handle has no
        # name); the number box does the same job for those who would rather type
        self.slider = StepSlider(value=timeline.cursor, min=0, max=len(timeline),
                                 description="Step",
                                 tooltip="Drag or use the arrow keys to move through the "
                                         "game's steps")
        self.step_box = widgets.BoundedIntText(
            value=timeline.cursor, min=0, max=len(timeline), description="Go to step",
            tooltip="Type a step number and press Enter to go there",
            style={"description_width": "initial"}, layout=widgets.Layout(width="11em"))
        self.caption = widgets.HTML()
        self.message = widgets.HTML()
        self.first_button.on_click(lambda _: self.goto(0))
        self.back_button.on_click(lambda _: self.goto(self.timeline.cursor - 1))
        self.forward_button.on_click(lambda _: self.goto(self.timeline.cursor + 1))
        self.last_button.on_click(lambda _: self.goto(len(self.timeline)))
        self.slider.observe(self._on_slider, names="value")
        self.step_box.observe(self._on_slider, names="value")
        row = widgets.HBox([self.first_button, self.back_button, self.slider,
                            self.forward_button, self.last_button, self.step_box])
        row.add_class("mt-stepper-row")  # (wraps rather than cut its buttons' words)
        super().__init__([row, self.caption, self.message])
        self.add_class("mt-fit")  # (never wider than the screen: style.py)
        if large:  # every part at projector size (style.py: .mt-large-widget)
            self.add_class("mt-large-widget")
        self._sync()

    def _button(self, label: str, tip: str) -> widgets.Button:
        b = widgets.Button(description=label, tooltip=tip, layout=widgets.Layout(width="auto"))
        if self.large:
            b.style.font_size = "18px"
        return b

    # --- looking ---------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The state at the cursor."""
        return self.timeline.state

    @property
    def cursor(self) -> int:
        return self.timeline.cursor

    def on_change(self, fn: Listener) -> None:
        """Call ``fn(stepper)`` after every move or change of the game."""
        self._listeners.append(fn)

    # --- moving ----------------------------------------------------------------------------
    def goto(self, index: int) -> None:
        """Look at the state after ``index`` steps (clamped to the game's steps)."""
        index = max(0, min(int(index), len(self.timeline)))
        if index == self.timeline.cursor and self.slider.value == index:
            return
        self.timeline.goto(index)
        self._changed()

    def _on_slider(self, change: dict) -> None:
        if not self._busy:
            self.goto(change["new"])

    # --- changing the game -----------------------------------------------------------------
    def apply(self, action: Action) -> Step:
        """Play ``action`` at the cursor (a later "future" is dropped, as with undo).

        Raises :class:`~magictutor.IllegalActionError` and changes nothing if it is refused."""
        step = self.timeline.apply(action)
        self._changed()
        return step

    def set_timeline(self, timeline: Timeline, cursor: int | None = None) -> None:
        """Follow another timeline (an edition replay, a loaded game) from ``cursor``."""
        self.timeline = timeline
        if cursor is not None:
            timeline.goto(max(0, min(cursor, len(timeline))))
        self._changed()

    def _changed(self) -> None:
        self._sync()
        self.message.value = ""
        for fn in list(self._listeners):
            try:
                fn(self)
            except Exception as exc:  # a view must never kill the stepper
                name = getattr(fn, "__qualname__", repr(fn)).split(".")[0]
                self.message.value += style_tag() + error_html(name, exc)

    def _sync(self) -> None:
        t = self.timeline
        self._busy = True
        try:
            self.slider.max = self.step_box.max = len(t)
            self.slider.value = self.step_box.value = t.cursor
        finally:
            self._busy = False
        self.first_button.disabled = self.back_button.disabled = t.cursor == 0
        self.forward_button.disabled = self.last_button.disabled = t.cursor == len(t)
        if t.cursor == 0:
            text = f"Step 0 of {len(t)}: the starting position"
        else:
            step = t.steps[t.cursor - 1]
            text = (f"Step {t.cursor} of {len(t)}: "
                    f"{escape(with_player(step.before, step.action))}")
        view = "mt-view mt-large" if self.large else "mt-view"
        self.caption.value = f'<span class="{view}" role="status">{text}</span>'


def shown_key(t: Timeline, *rest: Any) -> tuple:
    """What a view of timeline ``t`` was drawn from: the timeline and its last step
    themselves (held, so compared by identity, never by an ``id`` a new object may reuse),
    the number of steps, and ``rest``. Compare two with :func:`same_shown`."""
    return (t, t.steps[-1] if t.steps else None, len(t.steps), *rest)


def same_shown(a: tuple | None, b: tuple) -> bool:
    """Whether two :func:`shown_key` keys name the same drawing."""
    return a is not None and a[0] is b[0] and a[1] is b[1] and a[2:] == b[2:]

