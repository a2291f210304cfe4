"""magictutor: a rules engine for teaching planeswalkers and Planechase.

The engine is pure Python (standard library and PyYAML); it never imports a UI library.
Its verbs:

* :func:`build_game` / :func:`new_game` make a game state;
* :func:`simulate` plays many seeded games and returns tidy records for plots;
* :func:`apply` carries out an action (or refuses it, citing rules) and returns a
  :class:`Step` with the events it caused;
* :func:`legal_actions` and :func:`current_player` answer front ends;
* :class:`Timeline` keeps the steps for undo, redo, going to any step and branching;
* :func:`load_scenario` / :func:`run_scenario` read and grade scenario files, and
  :func:`parse_action` / :func:`format_action` read and write the text notation (imported
  on first use).

>>> import magictutor as mt
>>> s = mt.build_game(["Alice", "Bob"], setup={"Bob": {"hand": ["Lightning Bolt"],
...                                                    "battlefield": ["Mountain"]}},
...                   active="Bob")
>>> bolt = s.hand("Bob")[0].id
>>> step = mt.apply(s, mt.Cast("Bob", bolt, targets=("Alice",)))
>>> [o.name for o in step.after.stack]
['Lightning Bolt']
"""

from magictutor.cards import UnknownCardError
from magictutor.editions import DEFAULT_EDITION, EDITIONS, RuleAbsent, get_edition
from magictutor.engine.apply import (
    IllegalActionError,
    Step,
    apply,
    check,
    current_player,
    is_legal,
)
from magictutor.engine.legal import legal_actions
from magictutor.engine.new_game import new_game
from magictutor.engine.serialize import SaveFormatError
from magictutor.engine.setup import build_game
from magictutor.engine.shadow import shadow_apply as _shadow_apply  # noqa: F401 - the shadow mode
from magictutor.engine.simulate import simulate
from magictutor.engine.timeline import Timeline
from magictutor.errors import MagictutorError, SetupError
from magictutor.model.actions import (
    Action,
    Activate,
    AssignDamage,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    LeaveGame,
    Pass,
    PlayLand,
    RollPlanarDie,
    Suspend,
    Unearth,
)
from magictutor.model.events import Event
from magictutor.model.render import state_html, state_text
from magictutor.model.state import GameState, register_views
from magictutor.yamlio import DataFileError

# A state shows itself as text and HTML through magictutor.model.render, which sits above it.
register_views(state_text, state_html)

__version__ = "0.1.0"

__all__ = [
    "Action", "Activate", "AssignDamage", "Cast", "Choose", "DeclareAttackers",
    "DeclareBlockers", "LeaveGame", "Pass", "PlayLand", "RollPlanarDie", "DEFAULT_EDITION",
    "EDITIONS", "get_edition", "IllegalActionError", "Step", "apply", "check",
    "current_player", "is_legal", "legal_actions", "Event", "build_game", "new_game",
    "simulate", "GameState", "Timeline", "load_scenario", "run_scenario", "parse_action",
    "format_action", "MagictutorError", "DataFileError", "ScenarioError", "NotationError",
    "SaveFormatError", "SetupError", "UnknownCardError", "RuleAbsent", "Unearth",
    "Suspend",
]

_LAZY = {
    "load_scenario": "magictutor.scenarios.scenario",
    "run_scenario": "magictutor.scenarios.scenario",
    "parse_action": "magictutor.scenarios.notation",
    "format_action": "magictutor.scenarios.notation",
    "ScenarioError": "magictutor.scenarios.validate",
    "NotationError": "magictutor.scenarios.names",
}


def __getattr__(name: str):
    """The scenario and notation verbs, imported when first used (they cost import time)."""
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'magictutor' has no attribute {name!r}")
