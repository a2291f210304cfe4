"""Quizzes: rules questions from the bundled scenarios, and "predict the next step".

:class:`Quiz` walks through scenarios that carry a ``question`` (with ``choices`` and an
``answer``, or a free answer) and an ``explanation``: it shows the starting board and the
question; after an answer it shows whether it was right, the kit's answer and explanation
with its rule numbers, and what the engine did when it played the scenario (with the rules
it cited). :class:`Predict` asks for a number before each step of a game ("Jace Beleren's
loyalty after this step?") and answers with the engine's value and the step's events.

>>> from magictutor import build_game, Activate
>>> from magictutor.timeline import Timeline
>>> from magictutor.widgets import GameStepper
>>> s = build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
>>> t = Timeline(s)
>>> _ = t.apply(Activate("Alice", s.battlefield[0].id, "+2"))
>>> stepper = GameStepper(t)
>>> stepper.goto(0)
>>> quiz = Predict(stepper)
>>> quiz.question.value
"What will Jace Beleren's loyalty be after step 1 (Alice: activate Jace Beleren +2)?"
>>> quiz.guess.value = 5
>>> quiz.check_button.click()
>>> "Right" in quiz.feedback.value, stepper.cursor
(True, 1)
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from magictutor.query import chars_of
from magictutor.state import GameState
from magictutor.widgets.board import board_html
from magictutor.widgets.labels import with_player
from magictutor.widgets.stepper import error_html
from magictutor.widgets.style import style_tag


def _norm(text: str) -> str:
    return " ".join(str(text).lower().replace("\u2212", "-").split()).rstrip(".")


def quiz_scenarios(names: Any = None) -> list[Any]:
    """The scenarios to ask: ``names`` (names, paths or Scenario objects), or every bundled
    scenario that has a question.

    >>> [sc.name for sc in quiz_scenarios("bolt-redirected")]
    ['bolt-redirected']
    """
    from magictutor.scenario import library, load_scenario

    if names is None:
        out = [load_scenario(str(path)) for path in library().values()]
        return [sc for sc in out if sc.question]
    if isinstance(names, str):
        names = [names]
    return [load_scenario(n) for n in names]


def _rules_html(rules: Any) -> str:
    return "".join(f'<span class="mt-rule">{escape(str(r))}</span>' for r in rules)


class Quiz(widgets.VBox):
    """Rules questions from scenario files: pick an answer, then see the kit's and the engine's.

    ``names``: which scenarios (default: every bundled scenario with a ``question``).
    ``quiz.answer(text)`` answers as a click on that choice would."""

    def __init__(self, names: Any = None, *, large: bool = False) -> None:
        self.scenarios = quiz_scenarios(names)
        if not self.scenarios:
            raise ValueError("no scenario with a question to ask")
        self.large = large
        self.index = 0
        self.title = widgets.HTML()
        self.board = widgets.HTML()
        self.question = widgets.HTML()
        self.choices = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.free = widgets.Text(description="Answer", placeholder="your answer",
                                 tooltip="Type your answer, then press Check")
        self.check_button = widgets.Button(description="Check", tooltip="Check your answer")
        self.check_button.on_click(lambda _: self.answer(self.free.value))
        self.feedback = widgets.HTML()
        self.prev_button = widgets.Button(description="Previous question",
                                          tooltip="Go to the previous question")
        self.next_button = widgets.Button(description="Next question",
                                          tooltip="Go to the next question")
        self.prev_button.on_click(lambda _: self.show(self.index - 1))
        self.next_button.on_click(lambda _: self.show(self.index + 1))
        self.free_row = widgets.HBox([self.free, self.check_button])
        super().__init__([self.title, self.board, self.question, self.choices, self.free_row,
                          self.feedback, widgets.HBox([self.prev_button, self.next_button])])
        self.show(0)

    @property
    def scenario(self) -> Any:
        return self.scenarios[self.index]

    def show(self, index: int) -> None:
        """Show question ``index`` (clamped), with a fresh start."""
        from magictutor.scenario import build

        self.index = max(0, min(index, len(self.scenarios) - 1))
        sc = self.scenario
        self.title.value = (f'{style_tag()}<div class="mt-view"><h4>Question {self.index + 1} '
                            f"of {len(self.scenarios)}: {escape(sc.title)}</h4></div>")
        try:
            self.board.value = board_html(build(sc), large=self.large)
        except Exception as exc:  # shown, never raised
            self.board.value = style_tag() + error_html("the scenario's board", exc)
        self.question.value = (f'<div class="mt-view"><p><b>{escape(sc.question or "")}</b>'
                               "</p></div>")
        for b in self.choices.children:
            b.close()
        buttons = []
        for text in sc.choices:
            b = widgets.Button(description=text, tooltip=f"Answer: {text}",
                               layout=widgets.Layout(width="auto"))
            b.on_click(lambda _b, text=text: self.answer(text))
            buttons.append(b)
        self.choices.children = tuple(buttons)
        self.free_row.layout.display = "none" if sc.choices else None
        self.free.value = ""
        self.feedback.value = ""
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index == len(self.scenarios) - 1

    def answer(self, text: str) -> bool:
        """Answer the current question; show the verdict and the explanation. True if right."""
        sc = self.scenario
        right = sc.answer is not None and _norm(text) == _norm(sc.answer)
        verdict = ("Right." if right else "Not quite.") if sc.answer is not None else ""
        parts = [f'<div class="mt-msg{"" if right else " mt-refused"}" role="status">'
                 f"<b>{escape(verdict)}</b> You answered: {escape(text or '(nothing)')}</div>"]
        if sc.answer is not None:
            parts.append(f"<p><b>The answer:</b> {escape(sc.answer)}</p>")
        if sc.explanation:
            parts.append(f"<p>{escape(sc.explanation)} {_rules_html(sc.rules)}</p>")
        parts.append(self._engine_html(sc))
        self.feedback.value = f'{style_tag()}<div class="mt-view">{"".join(parts)}</div>'
        return right

    @staticmethod
    def _engine_html(sc: Any) -> str:
        from magictutor.scenario import run_scenario

        try:
            result = run_scenario(sc)
        except Exception as exc:  # shown, never raised
            return error_html("running the scenario", exc)
        events = "".join(f"<li>{escape(e.text)} {_rules_html(e.rules)}</li>"
                         for e in result.events)
        return (f"<p><b>What the engine does</b> ({escape(result.summary())} under "
                f"{escape(result.edition)}):</p><ol class=\"mt-events\">{events}</ol>"
                f"<p>Rules the log cites: {_rules_html(sorted(result.cited))}</p>")


def _watched(s: GameState) -> list[tuple[str, Any]]:
    """What a prediction can ask about: each planeswalker's loyalty, each player's life."""
    out: list[tuple[str, Any]] = [(f"{o.name}'s loyalty", ("loyalty", o.id))
                                  for o in s.battlefield if chars_of(s, o.id).is_planeswalker]
    return out + [(f"{p.name}'s life total", ("life", p.name)) for p in s.players]


def _value(s: GameState, what: tuple[str, Any]) -> int | None:
    kind, ref = what
    if kind == "life":
        return s.player(ref).life
    o = s.objects.get(ref)
    return o.counter("loyalty") if o is not None and o.zone == "battlefield" else None


class Predict(widgets.VBox):
    """Before each step of the stepper's game, predict a number; the engine then answers.

    ``about`` picks what to ask ("Jace Beleren's loyalty", "Alice's life total"); by default
    the first planeswalker's loyalty, or the first player's life. A check moves the stepper
    one step forward and shows that step's events with their rules."""

    def __init__(self, stepper: Any, about: str | None = None) -> None:
        self.stepper = stepper
        self.about = about
        self.question = widgets.HTML()
        self.guess = widgets.IntText(description="Guess", tooltip="Your prediction")
        self.check_button = widgets.Button(description="Check and step",
                                           tooltip="Compare with the engine and play the step")
        self.check_button.on_click(lambda _: self.check())
        self.feedback = widgets.HTML()
        self._what: tuple[str, Any] | None = None
        super().__init__([self.question, widgets.HBox([self.guess, self.check_button]),
                          self.feedback])
        stepper.on_change(self.refresh)
        self.refresh()

    def refresh(self, *_: Any) -> None:
        t = self.stepper.timeline
        s = t.state
        if t.cursor >= len(t):
            self.question.value = "No step left to predict: this is the last step of the game."
            self.check_button.disabled = True
            return
        watched = _watched(s)
        chosen = next((w for w in watched if self.about and w[0].startswith(self.about)),
                      watched[0] if watched else None)
        if chosen is None:
            self.question.value = "Nothing to predict here."
            self.check_button.disabled = True
            return
        self._what = chosen[1]
        step = t.steps[t.cursor]
        self.question.value = escape(f"What will {chosen[0]} be after step {t.cursor + 1} "
                                     f"({with_player(step.before, step.action)})?", quote=False)
        self.check_button.disabled = False

    def check(self) -> bool:
        """Compare the guess with the engine, step forward, explain. True if right."""
        t = self.stepper.timeline
        if self._what is None or t.cursor >= len(t):
            return False
        step = t.steps[t.cursor]
        truth = _value(step.after, self._what)
        right = truth is not None and self.guess.value == truth
        shown = "it has left the battlefield" if truth is None else str(truth)
        events = "".join(f"<li>{escape(e.text)} {_rules_html(e.rules)}</li>" for e in step.events)
        question = self.question.value
        self.stepper.goto(t.cursor + 1)
        verdict = "Right." if right else "Not quite."
        self.feedback.value = (f'{style_tag()}<div class="mt-view"><div class="mt-msg'
                               f'{"" if right else " mt-refused"}" role="status"><b>{verdict}</b>'
                               f" {escape(question)} You said {self.guess.value}; the engine "
                               f"says {escape(shown)}.</div><ol class=\"mt-events\">{events}"
                               "</ol></div>")
        return right
