"""Interactive views for the notebooks (ipywidgets 8): step through a game, act, and see why.

Everything follows one :class:`GameStepper` over a :class:`~magictutor.timeline.Timeline`:

* :class:`GameStepper`: First / Back / Forward / Last buttons and a "Step" slider;
* :class:`BoardView`: life, hand, library, permanents, loyalty shields, the stack and the
  command zone with the face-up plane(s);
* :class:`ActionPanel`: the legal actions as buttons, and "(not now)" buttons that show
  which rule forbids an action;
* :class:`LogView`: every event with its rules; choosing one jumps there;
* :class:`LivePlot`: loyalty or life over the game, following the stepper;
* :class:`PlanarDieRoller`: roll or force the planar die, its cost and a tally;
* :class:`EditionSwitch`: replay the same actions under another edition of the rules;
* :class:`Quiz` and :class:`Predict`: questions from the bundled scenarios, predictions;
* :class:`Reveal`: a "Show the answers" button over text kept hidden until pressed;
* :func:`explore`: all of them for one scenario, in one call.

The engine never imports this package: ``import magictutor.widgets`` loads ipywidgets.
Every button has a text label and a tooltip (no icon fonts, so Voila works offline).

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> import magictutor.widgets as mw
>>> ex = mw.explore("02-bolt-redirected")
>>> ex.stepper.forward_button.click()
>>> ex.stepper.cursor
1
"""

from magictutor.widgets.actions import ActionPanel
from magictutor.widgets.board import BoardView, board_html
from magictutor.widgets.die import PlanarDieRoller
from magictutor.widgets.editions import EditionSwitch
from magictutor.widgets.explorer import Explorer, explore
from magictutor.widgets.labels import action_label
from magictutor.widgets.log import LogView
from magictutor.widgets.page import lesson_start
from magictutor.widgets.plotview import LivePlot
from magictutor.widgets.predict import Predict, predict_first
from magictutor.widgets.quiz import Quiz
from magictutor.widgets.reveal import Reveal
from magictutor.widgets.stepper import GameStepper

__all__ = [
    "ActionPanel", "BoardView", "board_html", "PlanarDieRoller", "EditionSwitch", "Explorer",
    "explore", "action_label", "LogView", "lesson_start", "LivePlot", "Predict", "Quiz",
    "GameStepper", "Reveal", "predict_first",
]
