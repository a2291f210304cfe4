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

import random
import time
from html import escape
from typing import Any

import ipywidgets as widgets

from magictutor.query import chars_of
from magictutor.quiz_bank import LESSONS, MIN_OPTIONS, Option, Question, bank, questions_of, select
from magictutor.quiz_outcomes import play
from magictutor.state import GameState
from magictutor.widgets.board import board_html
from magictutor.widgets.labels import with_player
from magictutor.widgets.stepper import error_html
from magictutor.widgets.style import style_tag


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


def quiz_questions(names: Any = None, min_options: int = MIN_OPTIONS) -> list[Question]:
    """The questions for ``names`` (scenario names, paths or Scenario objects; default the
    whole bank): each scenario's written question, then the engine's questions about it under
    its own edition, keeping those with at least ``min_options`` options."""
    if names is None:
        return [q for q in bank() if len(q.options) >= min_options]
    out: list[Question] = []
    for sc in quiz_scenarios(names):
        qs = [q for q in questions_of(sc) if q.edition == sc.edition]
        out.extend(q for q in qs if len(q.options) >= min_options)
    return out


def _rules_html(rules: Any) -> str:
    return "".join(f'<span class="mt-rule">{escape(str(r))}</span>' for r in rules)


def numbered_html(lines: Any, start: int = 1) -> str:
    """A numbered list whose numbers are text, so 10, 11... show whole at any width.

    >>> '<b class="mt-n">10.</b>' in numbered_html(["x"] * 10)
    True
    """
    items = "".join(f'<li><b class="mt-n">{n}.</b> {line}</li>'
                    for n, line in enumerate(lines, start))
    return (f'<ol class="mt-events mt-numbered" style="list-style:none;padding-left:.2em">'
            f"{items}</ol>")


def trace_html(trace: Any) -> str:
    """The engine's trace: what matters, numbered, with refusals marked; routine events
    (priority passes, steps, mana, triggers put on the stack) folded behind a toggle."""
    main = [t for t in trace if not t.routine]
    routine = [t for t in trace if t.routine]

    def line(t: Any) -> str:
        text = f"{escape(t.text)} {_rules_html(t.rules)}"
        return f'<span class="mt-refusal">{text}</span>' if t.refused else text

    out = numbered_html([line(t) for t in main])
    if routine:
        out += (f'<details class="mt-routine"><summary>Show the {len(routine)} routine events '
                "(priority passes, steps, mana, triggers put on the stack)</summary>"
                f"{numbered_html([line(t) for t in trace])}</details>")
    return out


class Quiz(widgets.VBox):
    """Rules questions: pick an answer, then see why, and what the engine did.

    ``names``: which scenarios (default: the whole bank, :func:`magictutor.quiz_bank.bank`).
    The situation and question show; the scenario's title and the explanation show only
    after the answer. Options are shuffled with ``seed`` (shown, so a group can share it);
    ``retries`` extra attempts are allowed (default none). Filters: ``lesson``, ``rule``,
    ``edition``, ``difficulty``, ``kind``; ``size`` picks a timed set of that many questions
    (10 or 20) with ``minutes`` on the clock. ``quiz.answer(text)`` answers as a click on
    that option would."""

    def __init__(self, names: Any = None, *, large: bool = False, seed: int | None = None,
                 retries: int = 0, lesson: str | None = None, rule: str | None = None,
                 edition: str | None = None, difficulty: str | None = None,
                 kind: str | None = None, size: int | None = None,
                 minutes: float | None = None, min_options: int = MIN_OPTIONS) -> None:
        pool = quiz_questions(names, min_options)
        self.all_questions = select(pool, lesson=lesson, rule=rule, edition=edition,
                                    difficulty=difficulty, kind=kind)
        if not self.all_questions:
            raise ValueError("no question to ask with these filters")
        self.seed = int(seed) if seed is not None else random.SystemRandom().randrange(10000)
        self.retries = max(0, int(retries))
        self.large = large
        self.size = size
        self.minutes = minutes if minutes is not None else (size * 1.5 if size else None)
        self.started = time.monotonic()
        self.questions = self._pick(self.all_questions)
        self.results: dict[str, bool] = {}
        self.tries: dict[str, int] = {}
        self.index = 0
        self.header = widgets.HTML()
        self.board = widgets.HTML()
        self.question = widgets.HTML()
        self.choices = widgets.VBox()
        self.feedback = widgets.HTML()
        self.summary = widgets.HTML()
        self.prev_button = widgets.Button(description="Previous question",
                                          tooltip="Go to the previous question")
        self.next_button = widgets.Button(description="Next question",
                                          tooltip="Go to the next question")
        self.wrong_button = widgets.Button(description="Only the ones I got wrong",
                                           tooltip="Ask again only the questions answered wrong")
        self.summary_button = widgets.Button(description="Summary",
                                             tooltip="Right and wrong by rule and by edition")
        self.prev_button.on_click(lambda _: self.show(self.index - 1))
        self.next_button.on_click(lambda _: self.show(self.index + 1))
        self.wrong_button.on_click(lambda _: self.only_wrong())
        self.summary_button.on_click(lambda _: self.show_summary())
        self._buttons: list[tuple[Any, Option]] = []
        super().__init__([self.header, self.board, self.question, self.choices, self.feedback,
                          widgets.HBox([self.prev_button, self.next_button,
                                        self.summary_button, self.wrong_button],
                                       layout=widgets.Layout(flex_flow="row wrap")),
                          self.summary])
        self.show(0)

    def _pick(self, pool: list[Question]) -> list[Question]:
        if self.size is None or self.size >= len(pool):
            return list(pool)
        return random.Random(self.seed).sample(pool, self.size)

    @property
    def current(self) -> Question:
        return self.questions[self.index]

    @property
    def scenario(self) -> Any:
        return self.current.scenario

    @property
    def scenarios(self) -> list[Any]:
        """The scenarios the questions come from, each once, in order."""
        return list({q.scenario.name: q.scenario for q in self.questions}.values())

    @property
    def score(self) -> tuple[int, int]:
        """(right, answered) so far."""
        return sum(self.results.values()), len(self.results)

    def time_left(self) -> float | None:
        """Minutes left in a timed set (None if untimed)."""
        if self.minutes is None:
            return None
        return max(0.0, self.minutes - (time.monotonic() - self.started) / 60)

    def _header_html(self) -> str:
        right, answered = self.score
        left = self.time_left()
        clock = "" if left is None else f" · {left:.0f} of {self.minutes:.0f} minutes left"
        return (f'{style_tag()}<div class="mt-view"><h4>Question {self.index + 1} of '
                f"{len(self.questions)}</h4><p>Seed {self.seed} (share it to see the same order) "
                f"· Score {right} of {answered}{clock}</p></div>")

    def show(self, index: int) -> None:
        """Show question ``index`` (clamped): situation, question and shuffled options."""
        from magictutor.scenario import build

        self.index = max(0, min(index, len(self.questions) - 1))
        q = self.current
        self.header.value = self._header_html()
        try:
            self.board.value = board_html(build(q.scenario, q.edition), large=self.large)
        except Exception as exc:  # shown, never raised
            self.board.value = style_tag() + error_html("the question's board", exc)
        actions = numbered_html([f"<code>{escape(a)}</code>" for a in q.actions])
        body = (f"<p>{escape(q.situation)}</p>{actions if q.actions else ''}"
                if q.kind != "written" else "")
        self.question.value = (f'<div class="mt-view">{body}<p><b>{escape(q.prompt)}</b></p>'
                               "</div>")
        for b, _ in self._buttons:
            b.close()
        self._buttons = []
        done = q.id in self.results
        for n, opt in enumerate(q.shuffled(self.seed)):
            b = widgets.Button(description=f"{chr(65 + n)}. {_short(opt.text)}",
                               tooltip=opt.text, disabled=done,
                               layout=widgets.Layout(width="auto", height="auto"))
            b.on_click(lambda _b, opt=opt: self.answer(opt.text))
            self._buttons.append((b, opt))
        self.choices.children = tuple(b for b, _ in self._buttons)
        self.feedback.value = self._reveal_html(q, None) if done else ""
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index == len(self.questions) - 1

    def answer(self, text: str) -> bool | None:
        """Answer the current question. True if right, False if wrong; None if it was
        already answered (an answered question can't be answered again)."""
        q = self.current
        if q.id in self.results:
            return None
        opt = q.option(text)
        right = opt is not None and opt.right
        self.tries[q.id] = self.tries.get(q.id, 0) + 1
        final = right or self.tries[q.id] > self.retries
        if final:
            self.results[q.id] = right
            for b, _ in self._buttons:
                b.disabled = True
            self.feedback.value = self._reveal_html(q, opt)
        else:
            for b, o in self._buttons:
                if o is opt:
                    b.disabled = True
            left = self.retries + 1 - self.tries[q.id]
            self.feedback.value = (f'{style_tag()}<div class="mt-view">{self._verdict(q, opt)}'
                                   f"<p>{left} attempt{'s' if left != 1 else ''} left.</p></div>")
        self.header.value = self._header_html()
        return right

    @staticmethod
    def _verdict(q: Question, opt: Option | None) -> str:
        if opt is not None and opt.right:
            return '<div class="mt-msg" role="status"><b>Right.</b></div>'
        said = escape(opt.text) if opt is not None else "(nothing)"
        why = ""
        if opt is not None and opt.why:
            why = f"<p>{escape(opt.why)} {_rules_html(opt.rules)}</p>"
        elif opt is not None:
            why = f"<p>Why not: see the explanation below. {_rules_html(opt.rules)}</p>"
        return (f'<div class="mt-msg mt-refused" role="status"><b>Not quite.</b> You answered: '
                f"{said}</div>{why}")

    def _reveal_html(self, q: Question, opt: Option | None) -> str:
        parts = [self._verdict(q, opt) if opt is not None or q.id not in self.results else
                 f'<div class="mt-msg" role="status"><b>Answered'
                 f'{" right" if self.results[q.id] else " wrong"}.</b></div>',
                 f"<p><b>The answer:</b> {escape(q.answer)}</p>",
                 f"<p><b>{escape(q.title)}</b></p>",
                 f"<p>{escape(q.explanation)} {_rules_html(q.rules)}</p>",
                 self._engine_html(q)]
        return f'{style_tag()}<div class="mt-view">{"".join(parts)}</div>'

    @staticmethod
    def _engine_html(q: Question) -> str:
        out = []
        for ed in (q.edition, *((q.also,) if q.also else ())):
            try:
                p = play(q.scenario, ed)
            except Exception as exc:  # shown, never raised
                out.append(error_html("running the scenario", exc))
                continue
            out.append(f"<p><b>What the engine does</b> under the {escape(ed)} rules:</p>"
                       f"{trace_html(p.trace)}")
        return "".join(out)

    def only_wrong(self) -> None:
        """Ask again only the questions answered wrong (nothing happens if there are none)."""
        wrong = [q for q in self.questions if self.results.get(q.id) is False]
        if not wrong:
            self.summary.value = ('<div class="mt-msg" role="status">No question answered '
                                  "wrong yet.</div>")
            return
        for q in wrong:
            self.results.pop(q.id, None)
            self.tries.pop(q.id, None)
        self.questions = wrong
        self.show(0)

    def tally(self) -> dict[str, dict[str, list[int]]]:
        """Right and wrong counts by rule and by edition: ``{"rule": {"306.7": [1, 0]}}``."""
        out: dict[str, dict[str, list[int]]] = {"rule": {}, "edition": {}}
        for q in self.questions:
            if q.id not in self.results:
                continue
            col = 0 if self.results[q.id] else 1
            for r in q.scenario.rules or q.rules:
                out["rule"].setdefault(r, [0, 0])[col] += 1
            out["edition"].setdefault(q.edition, [0, 0])[col] += 1
        return out

    def show_summary(self) -> str:
        """The end summary: score, then right and wrong by rule (with the lessons that teach
        it, linked) and by edition."""
        right, answered = self.score
        t = self.tally()
        lessons: dict[str, set[str]] = {}
        for q in self.questions:
            for r in q.scenario.rules or q.rules:
                lessons.setdefault(r, set()).update(q.lessons)

        def link(n: str) -> str:
            stem = LESSONS.get(n, "")
            return f'<a href="{escape(stem)}.ipynb" target="_blank">lesson {escape(n)}</a>'

        rows = "".join(f"<tr><td>{_rules_html([r])}</td><td>{a}</td><td>{b}</td><td>"
                       f"{', '.join(link(n) for n in sorted(lessons.get(r, ())))}</td></tr>"
                       for r, (a, b) in sorted(t["rule"].items()))
        eds = "".join(f"<tr><td>{escape(e)}</td><td>{a}</td><td>{b}</td></tr>"
                      for e, (a, b) in sorted(t["edition"].items()))
        html = (f'{style_tag()}<div class="mt-view"><h4>Summary: {right} right of {answered} '
                f"answered ({len(self.questions)} questions, seed {self.seed})</h4>"
                '<table class="mt-table"><tr><th>rule</th><th>right</th><th>wrong</th>'
                f"<th>where it is taught</th></tr>{rows}</table>"
                '<table class="mt-table"><tr><th>edition</th><th>right</th><th>wrong</th></tr>'
                f"{eds}</table></div>")
        self.summary.value = html
        return html


def _short(text: str, width: int = 110) -> str:
    return text if len(text) <= width else text[:width - 1].rstrip() + "…"


def _watched(s: GameState) -> list[tuple[str, Any]]:
    """What a prediction can ask about: each planeswalker's loyalty, each player's life."""
    out: list[tuple[str, Any]] = [(f"{o.name}'s loyalty", ("loyalty", o.id))
                                  for o in s.battlefield if chars_of(s, o.id).is_planeswalker]
    return out + [(f"{p.name}'s life total", ("life", p.name)) for p in s.players]


def _subjects(timeline: Any) -> list[tuple[str, Any]]:
    """Every subject of the whole game, in the order they first appear: a planeswalker that
    leaves the battlefield later (or arrives later) is still one."""
    seen: dict[Any, str] = {}
    states = [timeline.initial] + [st.after for st in timeline.steps]
    for s in states:
        for label, key in _watched(s):
            seen.setdefault(key, label)
    pws = [(label, key) for key, label in seen.items() if key[0] == "loyalty"]
    return pws + [(label, key) for key, label in seen.items() if key[0] == "life"]


def _value(s: GameState, what: tuple[str, Any]) -> int | None:
    kind, ref = what
    if kind == "life":
        return s.player(ref).life
    o = s.objects.get(ref)
    return o.counter("loyalty") if o is not None and o.zone == "battlefield" else None


class Predict(widgets.VBox):
    """Before each step of the stepper's game, predict a number; the engine then answers.

    ``about`` picks what to ask ("Jace Beleren's loyalty", "Alice's life total"); by default
    the first planeswalker's loyalty, or the first player's life. The learner may pick
    another subject (it stays chosen from step to step), answer "it leaves the
    battlefield", and skip the steps where the subject doesn't change (on by default). A
    check moves the stepper past the step asked about and shows the events with their
    rules."""

    def __init__(self, stepper: Any, about: str | None = None, *, skip: bool = True) -> None:
        self.stepper = stepper
        subjects = _subjects(stepper.timeline)
        self.subject = widgets.Dropdown(options=[(label, i) for i, (label, _) in
                                                 enumerate(subjects)],
                                        description="About", tooltip="What to predict")
        self._subjects = subjects
        chosen = next((i for i, (label, _) in enumerate(subjects)
                       if about and label.startswith(about)), 0)
        if subjects:
            self.subject.value = chosen
        self.question = widgets.HTML()
        self.guess = widgets.IntText(description="Guess", tooltip="Your prediction")
        self.left = widgets.Checkbox(description="It leaves the battlefield", indent=False,
                                     tooltip="Predict that the planeswalker leaves the "
                                             "battlefield")
        self.skip = widgets.Checkbox(value=skip, indent=False,
                                     description="Skip steps where it doesn't change",
                                     tooltip="Ask about the next step that changes it")
        self.check_button = widgets.Button(description="Check and step",
                                           tooltip="Compare with the engine and play the step")
        self.check_button.on_click(lambda _: self.check())
        self.feedback = widgets.HTML()
        self._what: tuple[str, Any] | None = None
        self._target: int | None = None
        self.subject.observe(lambda _: self.refresh(), "value")
        self.skip.observe(lambda _: self.refresh(), "value")
        super().__init__([self.question, widgets.HBox([self.subject, self.skip]),
                          widgets.HBox([self.guess, self.left, self.check_button]),
                          self.feedback])
        stepper.on_change(self.refresh)
        self.refresh()

    @property
    def about(self) -> str | None:
        """The label of the subject chosen now."""
        return self._subjects[self.subject.value][0] if self._subjects else None

    def _target_step(self, what: tuple[str, Any]) -> int:
        """The step to ask about: the next one, or with ``skip`` the next one that changes
        the subject's value (the last step if none does)."""
        t = self.stepper.timeline
        if not self.skip.value:
            return t.cursor
        now = _value(t.state, what)
        for j in range(t.cursor, len(t)):
            if _value(t.steps[j].after, what) != now:
                return j
        return len(t) - 1

    def refresh(self, *_: Any) -> None:
        t = self.stepper.timeline
        if t.cursor >= len(t):
            self.question.value = "No step left to predict: this is the last step of the game."
            self.check_button.disabled = True
            return
        if not self._subjects:
            self.question.value = "Nothing to predict here."
            self.check_button.disabled = True
            return
        label, what = self._subjects[self.subject.value]
        self._what = what
        self._target = j = self._target_step(what)
        step = t.steps[j]
        what_now = ("loyalty" if what[0] == "loyalty" else "life total")
        gone = "" if _value(t.state, what) is not None or what[0] != "loyalty" else \
            " (it is not on the battlefield now)"
        self.question.value = escape(f"What will {label} be after step {j + 1} "
                                     f"({with_player(step.before, step.action)})?{gone}",
                                     quote=False)
        self.left.layout.display = None if what_now == "loyalty" else "none"
        self.check_button.disabled = False

    def check(self) -> bool:
        """Compare the guess with the engine, step forward, explain. True if right."""
        t = self.stepper.timeline
        if self._what is None or self._target is None or t.cursor >= len(t):
            return False
        start, j = t.cursor, self._target
        truth = _value(t.steps[j].after, self._what)
        said_left = self.left.value and self._what[0] == "loyalty"
        right = (truth is None) if said_left else (truth is not None and
                                                   self.guess.value == truth)
        shown = "it has left the battlefield" if truth is None else str(truth)
        said = "it leaves the battlefield" if said_left else str(self.guess.value)
        lines = [f"{escape(e.text)} {_rules_html(e.rules)}"
                 for st in t.steps[start:j + 1] for e in st.events]
        question = self.question.value
        chosen = self.subject.value
        self.stepper.goto(j + 1)
        self.subject.value = chosen  # the learner's subject stays
        verdict = "Right." if right else "Not quite."
        skipped = f" (steps {start + 1} to {j} changed nothing)" if j > start else ""
        self.feedback.value = (f'{style_tag()}<div class="mt-view"><div class="mt-msg'
                               f'{"" if right else " mt-refused"}" role="status"><b>{verdict}</b>'
                               f" {question} You said {escape(said)}; the engine "
                               f"says {escape(shown)}{escape(skipped)}.</div>"
                               f"{numbered_html(lines)}</div>")
        self.left.value = False
        return right
