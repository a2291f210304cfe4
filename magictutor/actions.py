"""The actions a player can take, as plain frozen values.

Objects are named by id and players by name; :func:`magictutor.notation.parse_action`
turns the text notation ("Bob: cast Lightning Bolt targeting Alice") into these.
"""

from __future__ import annotations

from dataclasses import dataclass

from magictutor.state import Ref


@dataclass(frozen=True)
class Pass:
    """Pass priority (116.3d)."""

    player: str


@dataclass(frozen=True)
class PlayLand:
    """Play a land from hand (305.1)."""

    player: str
    card: int


@dataclass(frozen=True)
class Cast:
    """Cast a spell from hand (601.2), paying from the pool and then untapped lands."""

    player: str
    card: int
    targets: tuple[Ref, ...] = ()
    x: int | None = None


@dataclass(frozen=True)
class Activate:
    """Activate an ability of a permanent. A loyalty ability is named by its cost (``"+2"``)
    and, when the card has two loyalty abilities of that cost, by ``ability``: its index
    among the card's abilities (as ``legal_actions`` lists it)."""

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


@dataclass(frozen=True)
class RollPlanarDie:
    """Roll the planar die as a special action (901.9); ``force`` fixes the face for lessons."""

    player: str
    force: str | None = None  # "chaos", "planeswalk" or "blank"


@dataclass(frozen=True)
class DeclareAttackers:
    """Declare attackers (508.1): pairs of (creature id, player name or planeswalker id)."""

    player: str
    attacks: tuple[tuple[int, Ref], ...] = ()


@dataclass(frozen=True)
class DeclareBlockers:
    """Declare blockers (509.1): pairs of (blocker id, attacker id)."""

    player: str
    blocks: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class AssignDamage:
    """Divide an attacker's combat damage other than by the default order (510.1c)."""

    player: str
    attacker: int
    assignment: tuple[tuple[Ref, int], ...]


@dataclass(frozen=True)
class Choose:
    """Answer the pending choice with one of its options."""

    player: str
    option: Ref


@dataclass(frozen=True)
class LeaveGame:
    """Leave the game: concede or otherwise (800.4, 309.5)."""

    player: str


Action = (
    Pass | PlayLand | Cast | Activate | RollPlanarDie | DeclareAttackers | DeclareBlockers
    | AssignDamage | Choose | LeaveGame
)

ACTION_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        Pass, PlayLand, Cast, Activate, RollPlanarDie, DeclareAttackers, DeclareBlockers,
        AssignDamage, Choose, LeaveGame,
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
    data = dict(data)
    cls = ACTION_TYPES.get(data.pop("type", ""))
    if cls is None:
        raise ValueError(f"unknown action type in {data!r}")
    return cls(**{k: _tuplify(v) for k, v in data.items()})
