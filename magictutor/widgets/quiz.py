"""Quizzes: rules questions from the bundled scenarios.

:class:`Quiz` walks through the questions of the bank (:mod:`magictutor.teaching.quiz_bank`):
it shows
the starting board, the situation and the question; after an answer it shows whether it was
right, the answer and the explanation with its rule numbers, and what the engine did when it
played the scenario (with the rules it cited). "Predict the next step" lives in
:mod:`magictutor.widgets.predict`.
"""

from __future__ import annotations

import os
import random
import time
from html import escape
from typing import Any

import ipywidgets as widgets

from magictutor.teaching.quiz_bank import (
    LESSONS,
    MIN_OPTIONS,
    Option,
    Question,
    bank,
    file_questions,
    questions_of,
    select,
)
from magictutor.teaching.quiz_outcomes import answer_pending, play
from magictutor.widgets.board import board_html
from magictutor.widgets.stepper import error_html
from magictutor.widgets.style import style_tag


def quiz_scenarios(names: Any = None) -> list[Any]:
    """The scenarios to ask: ``names`` (names, paths or Scenario objects), or every bundled
    scenario that has a question.

    >>> [sc.name for sc in quiz_scenarios("bolt-redirected")]
    ['bolt-redirected']
    """
    from magictutor.scenarios.scenario import library, load_scenario

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
    from magictutor.scenarios.scenario import library

    if names is None:
        return [q for q in bank() if len(q.options) >= min_options]
    out: list[Question] = []
    for ref in [names] if isinstance(names, str) else names:
        if isinstance(ref, str) and ref in library() and not os.path.exists(ref):
            # a scenario of the kit, by name (as load_scenario reads it): kept between runs
            qs = [q for q in file_questions(str(library()[ref]))
                  if q.edition == q.scenario.edition]
        else:
            sc = quiz_scenarios([ref])[0]
            qs = [q for q in questions_of(sc) if q.edition == sc.edition]
        out.extend(q for q in qs if len(q.options) >= min_options)
    return out


def rules_html(rules: Any) -> str:
    return " ".join(f'<span class="mt-rule">{escape(str(r))}</span>' for r in rules)


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
        text = f"{escape(t.text)} {rules_html(t.rules)}"
        return f'<span class="mt-refusal">{text}</span>' if t.refused else text

    out = numbered_html([line(t) for t in main])
    if routine:
        out += (f'<details class="mt-routine"><summary>Show the {len(routine)} routine events '
                "(priority passes, steps, mana, triggers put on the stack)</summary>"
                f"{numbered_html([line(t) for t in trace])}</details>")
    return out


class Quiz(widgets.VBox):
    """Rules questions: pick an answer, then see why, and what the engine did.

    ``names``: which scenarios (default: the whole bank,
    :func:`magictutor.teaching.quiz_bank.bank`).
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
        self.add_class("mt-fit")  # (never wider than the screen: style.py)
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
        from magictutor.scenarios.scenario import build

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
            b = widgets.Button(description=f"{chr(65 + n)}. {opt.text}",
                               tooltip=opt.text, disabled=done,
                               layout=widgets.Layout(width="auto", height="auto"))
            b.add_class("mt-choice")  # (wraps its words: style.py)
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
            why = f"<p>{escape(opt.why)} {rules_html(opt.rules)}</p>"
        elif opt is not None:
            why = f"<p>Why not: see the explanation below. {rules_html(opt.rules)}</p>"
        return (f'<div class="mt-msg mt-refused" role="status"><b>Not quite.</b> You answered: '
                f"{said}</div>{why}")

    def _reveal_html(self, q: Question, opt: Option | None) -> str:
        parts = [self._verdict(q, opt) if opt is not None or q.id not in self.results else
                 f'<div class="mt-msg" role="status"><b>Answered'
                 f'{" right" if self.results[q.id] else " wrong"}.</b></div>',
                 f"<p><b>The answer:</b> {escape(q.answer)}</p>",
                 f"<p><b>{escape(q.title)}</b></p>",
                 f"<p>{escape(q.explanation)} {rules_html(q.rules)}</p>",
                 self._engine_html(q)]
        return f'{style_tag()}<div class="mt-view">{"".join(parts)}</div>'

    @staticmethod
    def _engine_html(q: Question) -> str:
        out = []
        for ed in (q.edition, *((q.also,) if q.also else ())):
            try:
                # a choice the situation leaves waiting is answered, as the key was
                p = answer_pending(play(q.scenario, ed))
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

        rows = "".join(f"<tr><td>{rules_html([r])}</td><td>{a}</td><td>{b}</td><td>"
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

