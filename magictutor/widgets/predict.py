"""Predict first: before each step of a game, the learner commits to an answer; the engine
then plays the step and says what really happened, with its rules.

:class:`Predict` asks for a number (a planeswalker's loyalty, a player's life total) or a
choice among the answers the game itself can give (who is the planar controller, which
plane is face up, where a card goes), the choices computed from the game the stepper
follows.

>>> from magictutor import build_game, Activate
>>> from magictutor.engine.timeline import Timeline
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

from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as widgets

from magictutor.model.query import chars_of
from magictutor.model.state import GameState
from magictutor.widgets.labels import with_player
from magictutor.widgets.quiz import numbered_html, rules_html
from magictutor.widgets.style import style_tag

NUMBERS = ("loyalty", "life")
"""Subjects answered with a number; the others are answered with a choice."""

MAX_CHOICES = 6


@dataclass(frozen=True)
class Subject:
    """What a prediction asks about: its label, its key (kind and reference), and for a
    choice the answers offered."""

    label: str
    key: tuple[str, Any]
    choices: tuple[str, ...] = ()

    @property
    def numeric(self) -> bool:
        return self.key[0] in NUMBERS

    def question(self, when: str) -> str:
        kind = self.key[0]
        if kind == "controller":
            return f"Who will be the planar controller {when}?"
        if kind == "faceup":
            return f"What will be face up in the command zone {when}?"
        if kind == "zone":
            return f"Where will {self.label[len('Where '):-len(' is')]} be {when}?"
        return f"What will {self.label} be {when}?"


def _place(s: GameState, oid: int) -> str | None:
    """Where object ``oid`` is, in words (None if it no longer exists)."""
    o = s.objects.get(oid)
    if o is None:
        return None
    if oid in s.zones.get("faceup", ()):
        return "face up in the command zone"
    for key, ids in s.zones.items():
        if key.startswith("planar:") and oid in ids:
            deck = "the shared planar deck" if key == "planar:shared" else \
                f"{key[len('planar:'):]}'s planar deck"
            return f"at the bottom of {deck}" if ids[-1] == oid else f"in {deck}"
    if o.zone == "battlefield":
        return "on the battlefield"
    if o.zone in ("graveyard", "hand", "library"):
        return f"in {o.owner}'s {o.zone}"
    return {"exile": "in exile", "stack": "on the stack"}.get(o.zone, f"in the {o.zone} zone")


def value(s: GameState, key: tuple[str, Any]) -> int | str | None:
    """The subject's value in ``s``: a number, a choice's text, or None (a planeswalker
    that is not on the battlefield, a card that no longer exists)."""
    kind, ref = key
    if kind == "life":
        return s.player(ref).life
    if kind == "loyalty":
        o = s.objects.get(ref)
        return o.counter("loyalty") if o is not None and o.zone == "battlefield" else None
    if kind == "controller":
        return s.planechase.controller if s.planechase is not None else None
    if kind == "faceup":
        names = [s.objects[i].name for i in s.zones.get("faceup", ())]
        return ", ".join(names) or "no plane"
    return _place(s, ref)


def _states(timeline: Any) -> list[GameState]:
    return [timeline.initial] + [st.after for st in timeline.steps]


def _numbers(s: GameState) -> list[tuple[str, tuple[str, Any]]]:
    out: list[tuple[str, tuple[str, Any]]] = [
        (f"{o.name}'s loyalty", ("loyalty", o.id))
        for o in s.battlefield if chars_of(s, o.id).is_planeswalker]
    return out + [(f"{p.name}'s life total", ("life", p.name)) for p in s.players]


def _alternatives(states: list[GameState], key: tuple[str, Any]) -> list[str]:
    """Wrong answers a learner may well give, besides the values the game takes."""
    first = states[0]
    kind = key[0]
    if kind == "controller":
        return [p.name for p in first.players]
    if kind == "faceup":
        planes = [first.objects[i].name for k, ids in first.zones.items()
                  if k == "faceup" or k.startswith("planar:") for i in ids]
        return list(dict.fromkeys(planes))
    o = first.objects[key[1]]
    if o.zone == "command":
        return ["face up in the command zone", f"at the bottom of {o.owner}'s planar deck",
                "in exile"]
    return ["on the battlefield", f"in {o.owner}'s graveyard", f"in {o.owner}'s hand",
            "in exile", f"in {o.owner}'s library"]


def _choices(states: list[GameState], key: tuple[str, Any]) -> tuple[str, ...]:
    """The answers offered: every value the game takes (so the key is always there), then
    likely mistakes, at most :data:`MAX_CHOICES`, in alphabetical order."""
    seen = [v for v in (value(s, key) for s in states) if isinstance(v, str)]
    taken = list(dict.fromkeys(seen))
    extra = [a for a in _alternatives(states, key) if a not in taken]
    return tuple(sorted(taken + extra[:max(0, MAX_CHOICES - len(taken))]))


def _coarse(v: int | str | None) -> int | str | None:
    """A place without its position in a planar deck (a plane put under another one has
    not gone anywhere)."""
    return v.replace("at the bottom of", "in") if isinstance(v, str) else v


def _changes(states: list[GameState], key: tuple[str, Any]) -> bool:
    return len({_coarse(value(s, key)) for s in states}) > 1


def _card_label(first: GameState, oid: int) -> str:
    o = first.objects[oid]
    twins = [x for x in first.objects.values() if x.name == o.name and x.kind != "ability"]
    return o.name if len(twins) == 1 else f"{o.owner}'s {o.name} (card #{oid})"


def subjects(timeline: Any) -> list[Subject]:
    """Every subject of the whole game, in the order: loyalty (a planeswalker that leaves
    the battlefield later, or arrives later, is still one), life totals, then for a game
    of Planechase the planar controller and the face-up planes, then where each card goes
    that changes zone."""
    states = _states(timeline)
    seen: dict[tuple[str, Any], str] = {}
    for s in states:
        for label, key in _numbers(s):
            seen.setdefault(key, label)
    out = [Subject(label, key) for key, label in seen.items() if key[0] == "loyalty"]
    out += [Subject(label, key) for key, label in seen.items() if key[0] == "life"]
    if states[0].planechase is not None:
        for label, key in (("The planar controller", ("controller", None)),
                           ("The face-up plane", ("faceup", None))):
            out.append(Subject(label, key, _choices(states, key)))
    for oid in sorted(states[0].objects):
        o = states[0].objects[oid]
        key = ("zone", oid)
        if o.kind != "ability" and _changes(states, key):
            out.append(Subject(f"Where {_card_label(states[0], oid)} is", key,
                               _choices(states, key)))
    return out


class Predict(widgets.VBox):
    """Before each step of the stepper's game, predict; the engine then answers.

    ``about`` picks what to ask (the start of a subject's label: "Jace Beleren's loyalty",
    "Alice's life total", "The planar controller", "The face-up plane", "Where Naar Isle");
    by default the first subject. A number is typed (a planeswalker may also "leave the
    battlefield"); a choice is picked among the answers the game can give. The learner may
    pick another subject (it stays chosen from step to step) and skip the steps where the
    subject doesn't change (on by default). A check moves the stepper past the step asked
    about and shows the events with their rules."""

    def __init__(self, stepper: Any, about: str | None = None, *, skip: bool = True) -> None:
        self.stepper = stepper
        self._subjects = subjects(stepper.timeline)
        self.subject = widgets.Dropdown(options=[(s.label, i) for i, s in
                                                 enumerate(self._subjects)],
                                        description="About", tooltip="What to predict",
                                        layout=widgets.Layout(width="auto"))
        want = (about or "").lower()
        chosen = next((i for i, s in enumerate(self._subjects)
                       if want and s.label.lower().startswith(want)), 0)
        if self._subjects:
            self.subject.value = chosen
        self.question = widgets.HTML()
        self.guess = widgets.IntText(description="Guess", tooltip="Your prediction")
        self.pick = widgets.Dropdown(description="Answer", tooltip="Your prediction",
                                     layout=widgets.Layout(width="auto"))
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
        self._target: int | None = None
        self.subject.observe(lambda _: self.refresh(), "value")
        self.skip.observe(lambda _: self.refresh(), "value")
        super().__init__([self.question, widgets.HBox([self.subject, self.skip]),
                          widgets.HBox([self.guess, self.pick, self.left,
                                        self.check_button]),
                          self.feedback])
        self.add_class("mt-fit")  # (never wider than the screen: style.py)
        stepper.on_change(self.refresh)
        self.refresh()

    @property
    def current(self) -> Subject | None:
        return self._subjects[self.subject.value] if self._subjects else None

    @property
    def about(self) -> str | None:
        """The label of the subject chosen now."""
        return self.current.label if self.current else None

    def _target_step(self, key: tuple[str, Any]) -> int:
        """The step to ask about: the next one, or with ``skip`` the next one that changes
        the subject's value (the last step if none does)."""
        t = self.stepper.timeline
        if not self.skip.value:
            return t.cursor
        now = value(t.state, key)
        return next((j for j in range(t.cursor, len(t)) if value(t.steps[j].after, key) != now),
                    len(t) - 1)

    def _show_inputs(self, sub: Subject) -> None:
        self.guess.layout.display = None if sub.numeric else "none"
        self.left.layout.display = None if sub.key[0] == "loyalty" else "none"
        self.pick.layout.display = "none" if sub.numeric else None
        if not sub.numeric and tuple(self.pick.options) != sub.choices:
            self.pick.options = sub.choices

    def refresh(self, *_: Any) -> None:
        t = self.stepper.timeline
        sub = self.current
        if t.cursor >= len(t) or sub is None:
            self.question.value = ("No step left to predict: this is the last step of the game."
                                   if sub is not None else "Nothing to predict here.")
            self.check_button.disabled = True
            return
        self._target = j = self._target_step(sub.key)
        step = t.steps[j]
        gone = " (it is not on the battlefield now)" if (
            sub.key[0] == "loyalty" and value(t.state, sub.key) is None) else ""
        when = f"after step {j + 1} ({with_player(step.before, step.action)})"
        self.question.value = escape(sub.question(when) + gone, quote=False)
        self._show_inputs(sub)
        self.check_button.disabled = False

    def _said(self, sub: Subject) -> tuple[Any, str]:
        """The learner's answer (None for "it leaves the battlefield") and its words."""
        if not sub.numeric:
            return self.pick.value, str(self.pick.value)
        if self.left.value and sub.key[0] == "loyalty":
            return None, "it leaves the battlefield"
        return self.guess.value, str(self.guess.value)

    def check(self) -> bool:
        """Compare the answer with the engine, step forward, explain. True if right."""
        t = self.stepper.timeline
        sub = self.current
        if sub is None or self._target is None or t.cursor >= len(t):
            return False
        start, j = t.cursor, self._target
        truth = value(t.steps[j].after, sub.key)
        said, words = self._said(sub)
        right = said == truth
        shown = ("it has left the battlefield" if sub.key[0] == "loyalty" else "it is gone") \
            if truth is None else str(truth)
        lines = [f"{escape(e.text)} {rules_html(e.rules)}"
                 for st in t.steps[start:j + 1] for e in st.events]
        question = self.question.value
        chosen = self.subject.value
        self.stepper.goto(j + 1)
        self.subject.value = chosen  # the learner's subject stays
        verdict = "Right." if right else "Not quite."
        skipped = f" (steps {start + 1} to {j} changed nothing)" if j > start else ""
        self.feedback.value = (f'{style_tag()}<div class="mt-view"><div class="mt-msg'
                               f'{"" if right else " mt-refused"}" role="status"><b>{verdict}</b>'
                               f" {question} You said {escape(words)}; the engine "
                               f"says {escape(shown)}{escape(skipped)}.</div>"
                               f"{numbered_html(lines)}</div>")
        self.left.value = False
        return right


def predict_first(name: str, about: str | None = None, *, large: bool = False) -> Any:
    """A bundled scenario's game from its start, with its board and a :class:`Predict`
    about ``about``: what a lesson shows before the engine's trace answers its question."""
    from magictutor.scenarios.scenario import load_scenario, run_scenario
    from magictutor.widgets.board import BoardView
    from magictutor.widgets.stepper import GameStepper

    stepper = GameStepper(run_scenario(load_scenario(name)).timeline())
    stepper.goto(0)
    return widgets.VBox([stepper, BoardView(stepper, large=large), Predict(stepper, about)])
