"""The candidate actions of one spell or ability for :mod:`magictutor.engine.legal`: its
target sets (every combination of the candidates of its target words, 601.2c, 602.2b), and
for an {X} in its cost each X from 0 to :data:`MAX_X` (a loyalty ability's -X from 1 to its
loyalty, 606.4)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from typing import Any

from magictutor.model.actions import Action, Activate, Cast, PlayLand
from magictutor.model.state import GameState, Obj
from magictutor.rules.targets import candidates
from magictutor.rules.up_to_targets import target_sets as up_to_sets
from magictutor.rules.up_to_targets import up_to

# The candidates are made without their dataclass's ``__init__`` and ``__post_init__`` (whose
# checks are for actions a user writes): every value is of the kind those checks ask for by
# construction (the priority holder's name, an object id of the state, a card's cost text,
# a tuple of the players' names and object ids :func:`~magictutor.rules.targets.candidates`
# returns, an int X or None, an ability's index or None), and the field dict is the one
# ``__init__`` would make, in the same order: ``tests/test_legal_candidates.py`` compares.

MAX_X = 10
"""The largest X listed for a spell with {X} in its cost (a larger X it can pay is still
accepted, up to :mod:`magictutor.limits`)."""


_SHARED: dict[tuple[type, str], Action] = {}


def _shared(kind: type, who: str) -> Action:
    """``kind(who)`` (a pass, a roll of the planar die), one value for every state: actions
    are immutable, and :func:`listed` asks whether the list of this state holds it."""
    a = _SHARED.get((kind, who))
    if a is None:
        if len(_SHARED) > 1000:  # (player names come from users: keep it small)
            _SHARED.clear()
        a = _SHARED[(kind, who)] = kind(who)
    return a


def _casts(s: GameState, who: str, oid: int, specs: tuple[str, ...], has_x: bool
           ) -> Iterator[Cast]:
    xs = range(0, MAX_X + 1) if has_x else [None]
    new, setattr_ = object.__new__, object.__setattr__
    for targets in _target_sets(s, specs, who):
        for x in xs:  # (Cast(who, oid, targets, x), made as below)
            a = new(Cast)
            setattr_(a, "__dict__", {"player": who, "card": oid, "targets": targets, "x": x})
            yield a


def _activations(s: GameState, who: str, o: Obj, cost: str, is_x: bool,
                 specs: tuple[str, ...], index: int | None = None, upto: bool = False
                 ) -> Iterator[Activate]:
    xs = range(1, o.counter("loyalty") + 1) if is_x else [None]
    new, setattr_, oid = object.__new__, object.__setattr__, o.id
    for targets in _target_sets(s, specs, who, upto):
        for x in xs:  # (Activate(who, o.id, cost, targets, x, index), made as below)
            a = new(Activate)
            setattr_(a, "__dict__", {"player": who, "source": oid, "cost": cost,
                                     "targets": targets, "x": x, "ability": index})
            yield a


def _land(who: str, oid: int) -> list[PlayLand]:
    a = object.__new__(PlayLand)  # (PlayLand(who, oid), made as above)
    object.__setattr__(a, "__dict__", {"player": who, "card": oid})
    return [a]


def _activated_candidates(s: GameState, who: str, oid: int, cost: str, ab: Any, named: int | None
                          ) -> Iterator[Activate]:
    """The candidates of a permanent's other activated ability ``ab`` (602.2b)."""
    for t in _target_sets(s, ab.targets, who, bool(ab.condition) and up_to(ab)):
        yield Activate(who, oid, cost, t, None, named)


def _target_sets(s: GameState, specs: tuple[str, ...], who: str, upto: bool = False
                 ) -> Iterator[tuple]:
    if not specs:
        yield ()
        return
    pools = [candidates(s, spec, who) for spec in specs]
    if upto:  # ("up to N targets": none, then each set of distinct ones once, 601.2c)
        yield from up_to_sets(pools, specs)
        return
    for combo in product(*pools):
        yield tuple(combo)
