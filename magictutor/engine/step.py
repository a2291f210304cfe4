"""What :func:`magictutor.engine.apply.apply` gives back: a :class:`Step` (the state before,
the action, the events it caused, the state after), or the :class:`IllegalActionError` it
raises for a refused action, naming every rule the action breaks in the game's edition."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from magictutor.errors import MagictutorError
from magictutor.model.actions import Action
from magictutor.model.events import Event
from magictutor.model.state import GameState
from magictutor.model.violations import Violation


class IllegalActionError(MagictutorError):
    """A refused action. ``violations`` lists (rule numbers, reason) for every broken rule.

    >>> err = IllegalActionError([(("306.5d", "606.3"), "Jace Beleren already activated a "
    ...                            "loyalty ability this turn")], "2013-07")
    >>> print(err)
    Refused: Jace Beleren already activated a loyalty ability this turn (306.5d, 606.3)
    >>> err.rules
    ('306.5d', '606.3')
    """

    def __init__(self, violations: list[Violation], edition: str = "", action: Any = None):
        self.violations = list(violations)
        self.edition = edition
        self.action = action
        super().__init__(self._message())

    def _message(self) -> str:
        parts = []
        for rules, why in self.violations:
            cites = f" ({', '.join(rules)})" if rules else ""
            parts.append(f"{why}{cites}")
        return "Refused: " + "; ".join(parts)

    @property
    def rules(self) -> tuple[str, ...]:
        """Every rule number the refusal cites, in order, without repeats."""
        out: list[str] = []
        for rules, _ in self.violations:
            out += [r for r in rules if r not in out]
        return tuple(out)

    @property
    def reasons(self) -> tuple[str, ...]:
        return tuple(why for _, why in self.violations)


@dataclass(frozen=True)
class Step:
    """What one action did: the state before, the action, the events, the state after.

    ``chance`` records random outcomes (die faces, shuffles) so a replay needs no
    random generator."""

    before: GameState
    action: Action
    events: tuple[Event, ...]
    after: GameState
    chance: tuple[Any, ...] = ()

    def __str__(self) -> str:
        return "\n".join(e.line() for e in self.events)


def _step(before: GameState, action: Action, events: tuple[Event, ...], after: GameState,
          chance: tuple[Any, ...]) -> Step:
    """``Step(...)`` without the frozen dataclass's ``__init__``: one per action."""
    step = object.__new__(Step)
    object.__setattr__(step, "__dict__", {"before": before, "action": action,
                                           "events": events, "after": after,
                                           "chance": chance})
    return step
