"""What the rules and the engine read of a game: the interface a frozen
:class:`~magictutor.model.state.GameState` and the engine's working copy
(:class:`magictutor.engine.context.Ctx`) both offer.

The rules modules and the queries of :mod:`magictutor.model.query` take "a state or the working
copy" (``g``): they read the game through :class:`GameView` alone, so they work the same on
a state a front end holds and in the middle of a step. Writing (moving objects, adding
effects) is the working copy's own and is not part of it. Both classes are checked against
it by ``tests/test_engine_open.py`` and by mypy.

This module imports nothing of the engine at run time (only the values a state is made of),
so any layer may name the protocol.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set
from typing import Any, Protocol, runtime_checkable

from magictutor.model.state_parts import Choice, Combat, Effect, Obj, Planechase, Player, Ref


@runtime_checkable
class GameView(Protocol):
    """A game as the rules read it: a :class:`~magictutor.model.state.GameState` or the engine's
    working copy. Every member is read-only here."""

    @property
    def edition(self) -> str:
        """The rules edition's name (``"2013-07"``)."""

    @property
    def objects(self) -> Mapping[int, Obj]:
        """Every object of the game by id."""

    @property
    def zones(self) -> Mapping[str, Sequence[int]]:
        """Object ids by zone key (``"battlefield"``, ``"Alice:hand"``, ``"faceup"``...)."""

    @property
    def effects(self) -> Sequence[Effect]:
        """The continuous, replacement and prevention effects in force."""

    @property
    def turn(self) -> int: ...

    @property
    def active(self) -> str:
        """The active player."""

    @property
    def step(self) -> str: ...

    @property
    def priority(self) -> str | None: ...

    @property
    def passes(self) -> tuple[str, ...]:
        """Who passed in succession since the last action (116.4)."""

    @property
    def pending(self) -> Choice | None:
        """The choice the game waits for, if any."""

    @property
    def combat(self) -> Combat | None: ...

    @property
    def planechase(self) -> Planechase | None: ...

    @property
    def loyalty_used(self) -> Set[int]:
        """The permanents whose loyalty abilities were activated this turn (606.3)."""

    @property
    def game_over(self) -> bool: ...

    @property
    def player_order(self) -> tuple[str, ...]:
        """Every player's name, in turn order."""

    @property
    def battlefield(self) -> Sequence[Obj]: ...

    def player(self, name: str) -> Player: ...

    def is_live(self, name: str) -> bool:
        """Whether the player is still in the game."""

    def next_player(self, name: str) -> str:
        """The next player in turn order after ``name`` still in the game."""

    def opponents(self, name: str) -> tuple[str, ...]: ...

    def obj(self, oid: int) -> Obj: ...

    def describe(self, ref: Ref) -> str:
        """A readable name for a player or an object."""

    def get(self, key: str, default: Any = None) -> Any:
        """A value the game keeps under ``key`` beside the rest (the teams, for one)."""
