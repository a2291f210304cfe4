"""The actions a player can take, as plain frozen values.

Objects are named by id and players by name; :func:`magictutor.scenarios.notation.parse_action`
turns the text notation ("Bob: cast Lightning Bolt targeting Alice") into these.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from magictutor.model.state import Ref


def _fail(action: Any, name: str, what: str, value: Any) -> TypeError:
    from magictutor.limits import cut

    return TypeError(f"{type(action).__name__}.{name} must be {what}, not {cut(value)}")


def _player(a: Any, name: str = "player") -> None:
    if type(getattr(a, name)) is not str:
        raise _fail(a, name, "a player's name (text)", getattr(a, name))


def _id(a: Any, name: str, value: Any = None, optional: bool = False) -> None:
    value = getattr(a, name) if value is None else value
    if optional and value is None:
        return
    if type(value) is not int:
        raise _fail(a, name, "an object id (a whole number)", value)


def _x(a: Any) -> None:
    if a.x is not None and type(a.x) is not int:
        raise _fail(a, "x", "a whole number or None", a.x)


def _is_ref(value: Any) -> bool:
    return type(value) is int or type(value) is str


def _tuple(a: Any, name: str, check: Any, what: str) -> None:
    """Check a tuple field item by item (a list is taken as the tuple it spells)."""
    value = getattr(a, name)
    if isinstance(value, list):
        value = tuple(tuple(v) if isinstance(v, list) else v for v in value)
        object.__setattr__(a, name, value)
    if type(value) is not tuple:
        raise _fail(a, name, f"a tuple of {what}", value)
    for item in value:
        if not check(item):
            raise _fail(a, name, f"a tuple of {what}", item)


def _pair(first: Any, second: Any) -> Any:
    def check(item: Any) -> bool:
        return type(item) is tuple and len(item) == 2 and first(item[0]) and second(item[1])
    return check


def _is_id(value: Any) -> bool:
    return type(value) is int


@dataclass(frozen=True)
class Pass:
    """Pass priority (116.3d)."""

    player: str

    def __post_init__(self) -> None:
        _player(self)


@dataclass(frozen=True)
class PlayLand:
    """Play a land from hand (305.1)."""

    player: str
    card: int

    def __post_init__(self) -> None:
        _player(self)
        _id(self, "card")


@dataclass(frozen=True)
class Cast:
    """Cast a spell from hand (601.2), paying from the pool and then untapped lands."""

    player: str
    card: int
    targets: tuple[Ref, ...] = ()
    x: int | None = None

    def __post_init__(self) -> None:
        _player(self)
        _id(self, "card")
        _tuple(self, "targets", _is_ref, "players and object ids")
        _x(self)


@dataclass(frozen=True)
class Activate:
    """Activate an ability of a permanent. A loyalty ability is named by its cost (``"+2"``)
    and, when the card has two loyalty abilities of that cost, by ``ability``: its index
    among the card's abilities (as ``legal_actions`` lists it). Any other activated ability
    is named by its cost in symbols (``"{R}"``, ``"{T}"``: 602.1a) and, when two of the
    permanent's activated abilities share it, by ``ability``: its index among the card's
    abilities, or for one a plane or an effect grants, the number of the card's abilities
    and on (see :mod:`magictutor.rules.activated`)."""

    player: str
    source: int
    cost: str
    targets: tuple[Ref, ...] = ()
    x: int | None = None
    ability: int | None = None

    def __repr__(self) -> str:  # (the index shown only when given, as a card needs it)
        named = f", ability={self.ability!r}" if self.ability is not None else ""
        return (f"Activate(player={self.player!r}, source={self.source!r}, cost={self.cost!r}, "
                f"targets={self.targets!r}, x={self.x!r}{named})")

    def __post_init__(self) -> None:
        _player(self)
        _id(self, "source")
        if type(self.cost) is not str:
            raise _fail(self, "cost", "a loyalty cost like '+1' or a cost like '{T}' (text)",
                        self.cost)
        _tuple(self, "targets", _is_ref, "players and object ids")
        _x(self)


@dataclass(frozen=True)
class RollPlanarDie:
    """Roll the planar die as a special action (901.9); ``force`` fixes the face for lessons."""

    player: str
    force: str | None = None  # "chaos", "planeswalk" or "blank"

    def __post_init__(self) -> None:
        _player(self)
        if self.force is not None and type(self.force) is not str:
            raise _fail(self, "force", "a face of the planar die (text) or None", self.force)


@dataclass(frozen=True)
class DeclareAttackers:
    """Declare attackers (508.1): pairs of (creature id, player name or planeswalker id)."""

    player: str
    attacks: tuple[tuple[int, Ref], ...] = ()

    def __post_init__(self) -> None:
        _player(self)
        _tuple(self, "attacks", _pair(_is_id, _is_ref),
               "(creature id, player or planeswalker id) pairs")


@dataclass(frozen=True)
class DeclareBlockers:
    """Declare blockers (509.1): pairs of (blocker id, attacker id)."""

    player: str
    blocks: tuple[tuple[int, int], ...] = ()

    def __post_init__(self) -> None:
        _player(self)
        _tuple(self, "blocks", _pair(_is_id, _is_id), "(blocker id, attacker id) pairs")


@dataclass(frozen=True)
class AssignDamage:
    """Divide an attacker's combat damage other than by the default order (510.1c)."""

    player: str
    attacker: int
    assignment: tuple[tuple[Ref, int], ...]

    def __post_init__(self) -> None:
        _player(self)
        _id(self, "attacker")
        _tuple(self, "assignment", _pair(_is_ref, _is_id), "(recipient, amount) pairs")


@dataclass(frozen=True)
class Choose:
    """Answer the pending choice with one of its options."""

    player: str
    option: Ref | tuple[int, ...]

    def __post_init__(self) -> None:
        _player(self)
        if isinstance(self.option, list | tuple):  # an order of objects (509.2 blockers)
            _tuple(self, "option", _is_id, "object ids, in order")
        elif not _is_ref(self.option):
            raise _fail(self, "option", "a player, an object id, a word or an order of "
                        "object ids", self.option)


@dataclass(frozen=True)
class LeaveGame:
    """Leave the game: concede or otherwise (800.4, 309.5)."""

    player: str

    def __post_init__(self) -> None:
        _player(self)


@dataclass(frozen=True)
class Unearth:
    """Activate the unearth ability of ``card``, a creature card in the player's graveyard
    that has unearth (Grixis gives it: 702.83a in 2013-07)."""

    player: str
    card: int

    def __post_init__(self) -> None:
        _player(self)
        _id(self, "card")


@dataclass(frozen=True)
class Suspend:
    """Exile ``card``, a nonland card in the player's hand, with time counters equal to its
    mana value; it has suspend in exile (Talon Gates's special action: 115.2 in 2013-07,
    702.61 for suspend)."""

    player: str
    card: int

    def __post_init__(self) -> None:
        _player(self)
        _id(self, "card")


Action = (
    Pass | PlayLand | Cast | Activate | RollPlanarDie | DeclareAttackers | DeclareBlockers
    | AssignDamage | Choose | LeaveGame | Unearth | Suspend
)

ACTION_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        Pass, PlayLand, Cast, Activate, RollPlanarDie, DeclareAttackers, DeclareBlockers,
        AssignDamage, Choose, LeaveGame, Unearth, Suspend,
    )
}


def action_to_dict(action: Action) -> dict:
    """A JSON-ready dict for an action (used by saved timelines).

    >>> action_to_dict(Pass("Alice"))
    {'type': 'Pass', 'player': 'Alice'}
    """
    out: dict = {"type": type(action).__name__}
    for name in action.__dataclass_fields__:
        value = getattr(action, name)
        if name == "ability" and value is None:
            continue  # (an ability named by its cost alone, as saved before there was an index)
        if isinstance(value, tuple):
            value = _listify(value)
        out[name] = value
    return out


def _listify(value):
    if isinstance(value, tuple):
        return [_listify(v) for v in value]
    return value


def _tuplify(value):
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value


def action_from_dict(data: dict) -> Action:
    """The inverse of :func:`action_to_dict`.

    >>> action_from_dict({'type': 'Cast', 'player': 'Bob', 'card': 4, 'targets': ['Alice']})
    Cast(player='Bob', card=4, targets=('Alice',), x=None)
    """
    from magictutor.limits import cut

    if not isinstance(data, dict):
        raise TypeError(f"an action is a mapping, not {cut(data)}")
    data = dict(data)
    kind = data.pop("type", "")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown action type {cut(kind)}")
    return cls(**{k: _tuplify(v) for k, v in data.items()})
