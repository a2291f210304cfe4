"""A checked scenario file and its steps, as :mod:`magictutor.scenarios.load` makes them
(the public scenario format: ``docs/scenario-format.md``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class ScenarioStep:
    """One entry of ``steps``: an action (maybe expected to be refused) and/or checks."""

    index: int
    line: int | None  # (None only for data without lines, given to check_data)
    action: str | None = None
    rejected: bool | tuple[str, ...] | None = None
    expect: Mapping | None = field(default=None, compare=False)

    @property
    def label(self) -> str:
        """How messages name this step: ``step 3 (line 12: "all: resolve")``."""
        if self.action is None:
            return f"the checkpoint at line {self.line}"
        return f'step {self.index} (line {self.line}: "{self.shown}")'

    @property
    def shown(self) -> str:
        """The action as messages quote it: at most 200 characters of it."""
        action = self.action or ""
        return action if len(action) <= 200 else action[:200] + "..."


@dataclass(frozen=True)
class Scenario:
    """A checked scenario file, ready to run with
    :func:`magictutor.scenarios.scenario.run_scenario`."""

    title: str
    path: str
    name: str
    edition: str
    seed: int
    players: tuple[str, ...]
    active: str
    step: str
    turn: int
    setup: Mapping = field(compare=False, repr=False)
    planechase: Mapping | None = field(compare=False, repr=False)
    steps: tuple[ScenarioStep, ...] = field(repr=False)
    expect: Mapping | None = field(compare=False, repr=False)
    question: str | None = None
    choices: tuple[str, ...] = ()
    answer: str | None = None
    explanation: str | None = None
    rules: tuple[str, ...] = ()
    feedback: tuple[tuple[str, str], ...] = ()
    """For wrong choices: (choice, why it is wrong, with its rule)."""
    difficulty: str | None = None
    data: Mapping = field(default_factory=dict, compare=False, repr=False)
    first_player: str | None = None  # who took turn 1 (None: count back from the active one)
    teams: tuple[tuple[str, ...], ...] = ()  # Two-Headed Giant's teams (810); () free-for-all
    cards: tuple = field(default=(), compare=False, repr=False)
    """The scenario's own cards (``cards:``), as written: defined again each time it is built."""

    def line_of(self, key: str) -> int:
        """The line of a top-level key (the first line if it is absent)."""
        return self.data.line_of(key) if hasattr(self.data, "line_of") else 1
