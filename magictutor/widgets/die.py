"""The planar die roller: roll (seeded) or force a face, see the next roll's cost and a tally.

With a stepper over a Planechase game, a roll is the real special action (901.9): it goes
through the engine, pays its cost, and a refusal shows its rules; the tally counts the
game's random rolls up to the cursor (forced faces say nothing about chance and are left
out). Without a stepper it is a practice die with its own seeded generator and a "new
turn" button, to feel how the cost climbs and how the faces even out.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> die = PlanarDieRoller(seed=1, plot=False)
>>> die.roll_many(60)
>>> sum(die.counts.values()), die.rolls_this_turn, die.mana_spent
(60, 60, 1770)
>>> die.new_turn_button.click()
>>> die.next_cost
0
"""

from __future__ import annotations

import random
from html import escape
from typing import Any

import ipywidgets as widgets
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from magictutor.editions import get_edition
from magictutor.engine.apply import IllegalActionError, check, current_player
from magictutor.model.actions import RollPlanarDie
from magictutor.plots.die import FACE_NAMES, PROBABILITY, die_summary, plot_die_faces, tally
from magictutor.plots.style import pct, plot_style
from magictutor.rules.planechase.core import FACES, roll_cost
from magictutor.widgets.deferred import Deferred
from magictutor.widgets.plotview import PIXELS_PER_PX, picture, png_of
from magictutor.widgets.stepper import error_html, refusal_html
from magictutor.widgets.style import style_tag


def tally_table(counts: dict[str, int]) -> str:
    """Faces seen against their chances, as an HTML table (numbers, not only colours).

    >>> "<td>planeswalk</td><td>1</td>" in tally_table({"planeswalk": 1, "chaos": 0, "blank": 0})
    True
    """
    n = sum(counts.values())
    rows = "".join(f"<tr><td>{f}</td><td>{counts[f]}</td><td>{pct(counts[f] / n) if n else '-'}"
                   f"</td><td>{pct(PROBABILITY[f])}</td></tr>" for f in FACE_NAMES)
    return (f'<table class="mt-table" aria-label="planar die tally"><tr><th>face</th>'
            f"<th>rolls</th><th>share</th><th>chance</th></tr>{rows}</table>"
            f"<div>{n} random roll{'s' if n != 1 else ''}</div>")


class PlanarDieRoller(Deferred, widgets.VBox):
    """Roll the planar die: in a game (``stepper``) or as a practice die (``seed``).

    Buttons: "Roll the planar die", "Force planeswalk", "Force chaos", "Force blank";
    the practice die adds "Roll 10 times", "Roll 100 times", "New turn" and "Reset tally".
    ``plot=False`` leaves out the bar chart (the table and its text stay)."""

    def __init__(self, stepper: Any = None, *, seed: int = 0, plot: bool = True) -> None:
        self.stepper = stepper
        self.rng = random.Random(seed)
        self.counts = {f: 0 for f in FACE_NAMES}
        self.rolls_this_turn = 0
        self.mana_spent = 0
        self.info = widgets.HTML()
        self.message = widgets.HTML()
        self.table = widgets.HTML()
        self.roll_button = self._button("Roll the planar die", "Roll it: a random face")
        self.force_buttons = {f: self._button(f"Force {f}", f"Roll, with the {f} face chosen "
                                              "for the lesson") for f in FACE_NAMES}
        self.roll_button.on_click(lambda _: self.roll())
        for f, b in self.force_buttons.items():
            b.on_click(lambda _b, f=f: self.roll(f))
        row = [self.roll_button, *self.force_buttons.values()]
        extra: list[widgets.Widget] = []
        if stepper is None:
            self.many_buttons = [self._button(f"Roll {k} times", f"Roll {k} practice rolls")
                                 for k in (10, 100)]
            self.many_buttons[0].on_click(lambda _: self.roll_many(10))
            self.many_buttons[1].on_click(lambda _: self.roll_many(100))
            self.new_turn_button = self._button("New turn", "A new turn: the next roll is "
                                                "free again")
            self.new_turn_button.on_click(lambda _: self.new_turn())
            self.reset_button = self._button("Reset tally", "Forget every practice roll")
            self.reset_button.on_click(lambda _: self.reset())
            extra = [widgets.HBox([*self.many_buttons, self.new_turn_button,
                                   self.reset_button])]
        self.image: widgets.Image | None = None
        self._drawn: dict[str, int] | None = None
        self._background: Any = None
        self._bars: list[Any] = []  # (Rectangles)
        self._labels: list[Any] = []  # (Annotations)
        if plot:
            with plot_style():
                self.figure = Figure(figsize=(5.0, 3.6), dpi=80 * PIXELS_PER_PX)
                self.canvas = FigureCanvasAgg(self.figure)
                self.ax = self.figure.add_axes((0.14, 0.3, 0.82, 0.6))  # legend below
            self.image = picture((5.0, 3.6), 80)  # (sharp at 150 %: plotview.py)
        body = [self.table] + ([self.image] if self.image is not None else [])
        super().__init__([self.info, widgets.HBox(row), *extra, self.message,
                          widgets.HBox(body)])
        self.add_class("mt-fit")  # (never wider than the screen: style.py)
        if stepper is not None:
            stepper.on_change(self.refresh)
        self.refresh()

    @staticmethod
    def _button(label: str, tip: str) -> widgets.Button:
        return widgets.Button(description=label, tooltip=tip, layout=widgets.Layout(width="auto"))

    # --- the next roll ---------------------------------------------------------------------
    @property
    def next_cost(self) -> int:
        """Generic mana the next roll costs (901.9: one more for each earlier roll this turn)."""
        if self.stepper is None:
            return self.rolls_this_turn
        s = self.stepper.state
        return roll_cost(s, current_player(s) or s.active)

    def roll(self, force: str | None = None) -> None:
        """Roll once (``force``: a face chosen for the lesson)."""
        self.message.value = ""
        if self.stepper is None:
            face = force or self.rng.choice(FACES)
            self.mana_spent += self.rolls_this_turn
            self.rolls_this_turn += 1
            if force is None:
                self.counts[face] += 1
            self.message.value = (f'{style_tag()}<div class="mt-view mt-msg" role="status">'
                                  f"Rolled: <b>{escape(face)}</b>"
                                  f"{' (chosen for the lesson)' if force else ''}</div>")
            self.refresh()
            return
        s = self.stepper.state
        action = RollPlanarDie(current_player(s) or s.active, force)
        try:
            problems = check(s, action)
            if problems:
                raise IllegalActionError(problems, s.edition, action)
            step = self.stepper.apply(action)
            lines = "".join(  # what the roll did: a blank under Chaotic Aether says it is chaos
                f'<li class="{"mt-auto" if e.auto else ""}">{escape(e.text)}'
                + " ".join(f'<span class="mt-rule">{escape(r)}</span>' for r in e.rules)
                + "</li>" for e in step.events)
            self.message.value = (f'{style_tag()}<div class="mt-view mt-msg" role="status">'
                                  f"<b>{escape(action.player)} rolls the planar die"
                                  f"{' (face chosen for the lesson)' if force else ''}</b>"
                                  f'<ul class="mt-events">{lines}</ul></div>')
        except IllegalActionError as err:
            self.message.value = style_tag() + f'<div class="mt-view">{refusal_html(err)}</div>'
        except Exception as exc:  # shown, never raised
            self.message.value = style_tag() + error_html("the planar die roll", exc)

    def roll_many(self, n: int) -> None:
        """Roll the practice die ``n`` times in this turn."""
        if self.stepper is not None:
            raise ValueError("roll_many is for the practice die; a game rolls one at a time")
        for _ in range(n):
            face = self.rng.choice(FACES)
            self.counts[face] += 1
            self.mana_spent += self.rolls_this_turn
            self.rolls_this_turn += 1
        self.refresh()

    def new_turn(self) -> None:
        """The practice die's turn ends: the next roll is free again."""
        self.rolls_this_turn = 0
        self.mana_spent = 0
        self.refresh()

    def reset(self) -> None:
        self.counts = {f: 0 for f in FACE_NAMES}
        self.new_turn()

    # --- showing ---------------------------------------------------------------------------
    def _redraw(self) -> None:
        try:
            self._refresh()
        except Exception as exc:  # shown, never raised
            self.message.value = style_tag() + error_html("the planar die view", exc)

    def _refresh(self) -> None:
        if self.stepper is not None:
            s = self.stepper.state
            self.counts = tally(self.stepper.timeline)
            if s.planechase is None:
                info = "This game is not a Planechase game: there is no planar die."
            else:
                who = current_player(s) or s.active
                rule = get_edition(s.edition).rule("pc.roll")
                earlier = s.player(who).rolls
                problems = check(s, RollPlanarDie(who))
                if problems:  # (the stack is not empty, not a main phase, not the active one)
                    why = "; ".join(f"{text} ({', '.join(rules)})" if rules else text
                                    for rules, text in problems)
                    info = f"{who} can't roll now: {why}."
                else:
                    info = f"{who} may roll now."
                info += (f" The next roll costs {{{self.next_cost}}}: {earlier} earlier "
                         f"roll{'s' if earlier != 1 else ''} this turn (rule {rule}).")
        else:
            info = (f"Practice die. The next roll costs {{{self.next_cost}}} "
                    f"({self.rolls_this_turn} roll{'s' if self.rolls_this_turn != 1 else ''} "
                    f"this turn, {self.mana_spent} mana spent on them).")
        self.info.value = f'{style_tag()}<div class="mt-view mt-who">{escape(info)}</div>'
        self.table.value = (f'{style_tag()}<div class="mt-view">{tally_table(self.counts)}'
                            f'<pre style="font:inherit;white-space:pre-wrap">'
                            f"{escape(die_summary(self.counts))}</pre></div>")
        if self.image is not None and self._drawn != self.counts:
            self._drawn = dict(self.counts)
            self._draw_plot()

    def _draw_plot(self) -> None:
        """Bars and counts over a background drawn once (blitting), then a PNG."""
        if self._background is None:
            plot_die_faces({f: 0 for f in FACE_NAMES}, self.ax)
            self._bars, self._labels = list(self.ax.patches), list(self.ax.texts)
            self._chances = list(self.ax.collections)  # drawn over the bars
            for artist in self._bars + self._labels + self._chances + [self.ax.title]:
                artist.set_animated(True)
            self.canvas.draw()
            self._background = self.canvas.copy_from_bbox(self.figure.bbox)
        n = sum(self.counts.values())
        self.canvas.restore_region(self._background)
        for bar, label, f in zip(self._bars, self._labels, FACE_NAMES, strict=True):
            share = self.counts[f] / n if n else 0.0
            bar.set_height(share)
            label.set_text(str(self.counts[f]))
            label.xy = (bar.get_x() + bar.get_width() / 2, max(share, PROBABILITY[f]))
            self.ax.draw_artist(bar)
            self.ax.draw_artist(label)
        for chance in self._chances:
            self.ax.draw_artist(chance)
        self.ax.set_title(f"Planar die: {n} roll{'s' if n != 1 else ''}")
        self.ax.draw_artist(self.ax.title)
        self.image.value = png_of(self.canvas)  # type: ignore[union-attr]
