"""Interactive views for the notebooks (ipywidgets 8): step through a game, act, and see why.

Everything follows one :class:`GameStepper` over a :class:`~magictutor.engine.timeline.Timeline`:

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
* :func:`refusal`: a refused set-up as a message with its field and rules, not a traceback;
* :func:`explore`: all of them for one scenario, in one call.

The engine never imports this package. Its names are imported on first use, so
``import magictutor.widgets`` alone does not load ipywidgets; ``mw.explore`` does.
Every button has a text label and a tooltip (no icon fonts, so Voila works offline).

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> import magictutor.widgets as mw
>>> ex = mw.explore("02-bolt-redirected")
>>> ex.stepper.forward_button.click()
>>> ex.stepper.cursor
1
"""

from __future__ import annotations

from typing import Any

_LAZY = {
    "ActionPanel": "actions",
    "BoardView": "board",
    "board_html": "board",
    "PlanarDieRoller": "die",
    "EditionSwitch": "editions",
    "Explorer": "explorer",
    "explore": "explorer",
    "action_label": "labels",
    "LogView": "log",
    "lesson_start": "page",
    "LivePlot": "plotview",
    "Predict": "predict",
    "predict_first": "predict",
    "Quiz": "quiz",
    "Reveal": "reveal",
    "refusal": "refusal",
    "GameStepper": "stepper",
    "rules_table": "editions",
    "table": "table",
}
"""Each public name and the module of this package that defines it, imported on first use
(PEP 562), so ``magictutor.widgets.loading`` imports without ipywidgets."""

__all__ = [
    "ActionPanel", "BoardView", "board_html", "PlanarDieRoller", "EditionSwitch", "Explorer",
    "explore", "action_label", "LogView", "lesson_start", "LivePlot", "Predict", "Quiz",
    "GameStepper", "Reveal", "predict_first", "refusal", "rules_table",
    "table",
]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(f"magictutor.widgets.{_LAZY[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'magictutor.widgets' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *_LAZY])
