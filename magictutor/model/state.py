"""The game state: immutable values, changed only by :func:`magictutor.apply`.

A :class:`GameState` holds players, objects (cards, tokens, abilities on the
stack) by id, and zones as ordered tuples of object ids. Nothing in it is ever
mutated: the engine works on a private copy (:class:`magictutor.engine.context.Ctx`)
and freezes the result, so a refused action cannot leave half a change behind
and every earlier state stays valid for undo and "what if" branches.

Targets and other references are plain values: a player is named by a ``str``,
an object by its ``int`` id.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, field, fields
from html import escape
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from immutables import Map

import magictutor.cards as _cards
from magictutor.errors import ArgumentError
from magictutor.limits import cut
from magictutor.model.state_parts import (  # noqa: F401 - the parts of a state, named from here too
    Answer,
    Choice,
    Combat,
    Effect,
    Obj,
    Planechase,
    Player,
    Ref,
)

STEPS: tuple[str, ...] = (
    "untap",
    "upkeep",
    "draw",
    "precombat main",
    "beginning of combat",
    "declare attackers",
    "declare blockers",
    "combat damage",
    "end of combat",
    "postcombat main",
    "end",
    "cleanup",
)
"""The steps of a turn in order, named as the Comprehensive Rules name them (500.1)."""

MAIN_STEPS = ("precombat main", "postcombat main")
PLAYER_ZONES = ("library", "hand", "graveyard", "exile")
ZONES = PLAYER_ZONES + ("battlefield", "stack", "command")


@dataclass(frozen=True)
class GameState:
    """Everything about a game at one moment. Never mutated; see :func:`magictutor.apply`.

    Its ``objects`` are a persistent map (:class:`immutables.Map`: a hash array mapped trie),
    which can't be changed: a step that changes one object makes a new map sharing all but
    a few of its nodes with the old one, so a state costs memory in proportion to what its
    step changed, not to the number of cards in the game. (A map's order is its own, not
    the order of the ids: sort them where order matters.) Its ``zones`` (a dozen, in the
    order they were made) are a read-only view (:class:`types.MappingProxyType`) of a dict
    nobody else holds. Its other fields are tuples and frozen values. What a state works
    out about itself (characteristics, targets, legal actions...) goes into its side table
    ``_memo``, made with the state and never into its attributes: the state's attributes
    are written once, when it is built."""

    edition: str
    players: tuple[Player, ...]
    objects: Mapping[int, Obj]
    zones: Mapping[str, tuple[int, ...]]
    turn: int = 1
    active: str = ""
    step: str = "precombat main"
    priority: str | None = None
    passes: tuple[str, ...] = ()
    pending: Choice | None = None
    work: tuple[Any, ...] = ()
    effects: tuple[Effect, ...] = ()
    combat: Combat | None = None
    triggers: tuple[Obj, ...] = ()  # triggered abilities waiting to be put on the stack
    loyalty_used: frozenset[int] = frozenset()
    planechase: Planechase | None = None
    seed: int = 0
    rng_count: int = 0
    next_id: int = 1
    winner: str | None = None
    game_over: bool = False
    extra: tuple[tuple[str, Any], ...] = field(default=())
    if TYPE_CHECKING:  # (no field: the side table, made by __post_init__ or make_state)
        _memo: dict[str, Any] = field(default_factory=dict, init=False, repr=False,
                                      compare=False)

    def __post_init__(self) -> None:
        if type(self.objects) is not Map:  # (a persistent map: nothing can change it)
            object.__setattr__(self, "objects", Map(self.objects))
        object.__setattr__(self, "zones", MappingProxyType(dict(self.zones)))  # (a copy)
        object.__setattr__(self, "_memo", {"_card_set": _cards.VERSION} if _cards.VERSION else {})

    # --- queries -------------------------------------------------------------------------
    def player(self, name: str) -> Player:
        try:
            return (self._memo.get("_by_name") or self._players_by_name)[name]
        except KeyError:
            raise KeyError(f"no player named {name!r}") from None

    @property
    def _players_by_name(self) -> dict[str, Player]:
        """Players by name, worked out once (the state never changes)."""
        d = self._memo
        by_name = d.get("_by_name")
        if by_name is None:
            by_name = d["_by_name"] = {p.name: p for p in self.players}
        return by_name

    @property
    def player_names(self) -> tuple[str, ...]:
        d = self._memo
        names = d.get("_names")
        if names is None:
            names = d["_names"] = tuple(p.name for p in self.players)
        return names

    @property
    def player_order(self) -> tuple[str, ...]:
        return self.player_names

    def is_live(self, name: str) -> bool:
        p = self._players_by_name.get(name)
        return p is not None and p.in_game

    @property
    def live_players(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players if p.in_game)

    def obj(self, oid: int) -> Obj:
        return self.objects[oid]

    def zone(self, key: str) -> tuple[Obj, ...]:
        return tuple(self.objects[i] for i in self.zones.get(key, ()))

    @property
    def battlefield(self) -> tuple[Obj, ...]:
        return self.zone("battlefield")

    @property
    def stack(self) -> tuple[Obj, ...]:
        """The stack, top first."""
        return tuple(reversed(self.zone("stack")))

    def hand(self, player: str) -> tuple[Obj, ...]:
        return self.zone(f"{player}:hand")

    def library(self, player: str) -> tuple[Obj, ...]:
        return self.zone(f"{player}:library")

    def graveyard(self, player: str) -> tuple[Obj, ...]:
        return self.zone(f"{player}:graveyard")

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.extra:
            if k == key:
                return v
        return default

    def next_player(self, name: str) -> str:
        """The next player in turn order after ``name`` who is still in the game."""
        players = self.players  # (two walks of two to six players: no index, no modulo)
        found = False
        for p in players:
            if found:
                if not (p.lost or p.left):
                    return p.name
            elif p.name == name:
                found = True
        if not found:
            raise ValueError(f"no player named {name!r}")
        for p in players:  # (round the table: those before ``name``, then ``name`` itself)
            if p.name == name or not (p.lost or p.left):
                return p.name
        return name  # pragma: no cover - the walk above reaches ``name``

    def opponents(self, name: str) -> tuple[str, ...]:
        """The live players not on ``name``'s team (102.3; the teams of a Two-Headed Giant
        game are kept under ``extra["teams"]``, see :mod:`magictutor.rules.teams`)."""
        team = next((t for t in self.get("teams", ()) if name in t), (name,))
        return tuple(n for n in self.live_players if n not in team)

    def describe(self, ref: Ref) -> str:
        """A readable name for a player or object reference."""
        if isinstance(ref, str):
            return ref
        o = self.objects.get(ref)
        return o.name if o is not None else f"object {ref}"

    def __str__(self) -> str:
        return _VIEWS["text"](self) if "text" in _VIEWS else object.__repr__(self)

    def _repr_html_(self) -> str:
        return _VIEWS["html"](self) if "html" in _VIEWS else escape(str(self))


_VIEWS: dict[str, Callable[[GameState], str]] = {}
"""How a state shows itself (``text``, ``html``): :mod:`magictutor.model.render` draws it, but
render reads the characteristics, which read this module, so it sits above; ``magictutor``
registers render's views here as it is imported (:func:`register_views`)."""


def register_views(text: Callable[[GameState], str], html: Callable[[GameState], str]) -> None:
    """Show states as text with ``text`` and in notebooks as HTML with ``html``."""
    _VIEWS.update(text=text, html=html)


NAMING_ORDER = "naming order"
"""The key of a state's ``extra`` that holds the order in which objects are numbered by name
(``Hellrider #2``): the notation, the board and the triggers' texts number them alike."""


_FIELDS: dict[type, frozenset[str]] = {
    cls: frozenset(f.name for f in fields(cls)) for cls in (Player, Obj, Effect)}
"""The fields of the value classes :func:`evolve` builds (the others are added when first
evolved)."""


def evolve(value: Any, **changes: Any) -> Any:
    """``dataclasses.replace`` for the engine's frozen values (:class:`Player`, :class:`Obj`,
    :class:`Effect`, :class:`Combat`, :class:`Planechase`, instructions...), not for a
    :class:`GameState` (which keeps answers besides its fields).

    These hold nothing but their fields and check nothing when built, so a copy of the
    fields with the changes is the same value ``replace`` would build by running
    ``__init__`` again, several times faster on the engine's hot path.

    >>> p = Player("Alice")
    >>> evolve(p, life=17) == Player("Alice", life=17)
    True
    >>> evolve(p, lives=17)
    Traceback (most recent call last):
    ...
    TypeError: Player has no field(s) lives
    """
    names = _FIELDS.get(type(value))
    if names is None:
        if isinstance(value, GameState):
            raise TypeError("a GameState is built by the engine (see make_state)")
        names = _FIELDS[type(value)] = frozenset(f.name for f in fields(value))
    if not names.issuperset(changes):
        unknown = changes.keys() - names
        raise TypeError(f"{type(value).__name__} has no field(s) {', '.join(sorted(unknown))}")
    new = object.__new__(type(value))
    d = new.__dict__
    d.update(value.__dict__)
    d.update(changes)
    return new


def moved_object(o: Obj, zone: str, turn: int, controller: str | None = None,
                 face_up: bool | None = None, tapped: bool = False) -> Obj:
    """The new object ``o`` becomes in ``zone`` (400.7): under its owner's control (on the
    stack, its caster's) unless ``controller`` says otherwise, with no counters, damage,
    targets (but on the stack) or memory but a token's definition."""
    return evolve(
        o, zone=zone, controller=controller or (o.owner if zone != "stack" else o.controller),
        tapped=tapped, counters=(), damage=0, since_turn=turn,
        targets=() if zone != "stack" else o.targets,
        face_up=o.face_up if face_up is None else face_up,
        info=tuple((k, v) for k, v in o.info if k in ("token",)),
        gen=o.gen + 1,
    )


STATE_FIELDS = tuple(f.name for f in fields(GameState))

_OBJ_DEFAULTS = {f.name: f.default for f in fields(Obj) if f.default is not MISSING}


def make_obj(**values: Any) -> Obj:
    """``Obj(**values)`` without the frozen dataclass's ``__init__`` (a new game makes a
    hundred cards). Every field without a default must be given.

    >>> make_obj(id=1, name="Island", kind="card", owner="Alice", controller="Alice",
    ...          zone="library") == Obj(1, "Island", "card", "Alice", "Alice", "library")
    True
    """
    o = object.__new__(Obj)
    d = dict(_OBJ_DEFAULTS)
    d.update(values)
    if len(d) != len(_FIELDS[Obj]) or not d.keys() <= _FIELDS[Obj]:
        raise TypeError(f"Obj needs {sorted(_FIELDS[Obj] - d.keys())}, "
                        f"has no {sorted(d.keys() - _FIELDS[Obj])}")
    object.__setattr__(o, "__dict__", d)
    return o


def copy_card(template: Obj, oid: int, name: str) -> Obj:
    """``evolve(template, id=oid, name=name)`` without checking the field names each time:
    setting up a game makes its libraries and planar decks this way, a hundred cards alike
    but for their ids and names.

    >>> t = make_obj(id=0, name="", kind="card", owner="Alice", controller="Alice",
    ...              zone="library")
    >>> copy_card(t, 7, "Island") == evolve(t, id=7, name="Island")
    True
    """
    o = object.__new__(Obj)
    fields = o.__dict__
    fields.update(template.__dict__)
    fields["id"] = oid
    fields["name"] = name
    return o


def make_state(fields: dict[str, Any], memo: dict[str, Any] | None = None) -> GameState:
    """A :class:`GameState` whose attributes are ``fields`` (every field), with ``memo`` as
    its side table of answers already worked out (see :class:`GameState`), without the
    frozen dataclass's ``__init__`` (one guarded ``setattr`` per field): the engine builds
    one per step. ``fields`` becomes the state's own and must not be changed afterwards;
    ``objects`` must be an :class:`immutables.Map` and ``zones`` a read-only view (a test
    checks both). The engine's callers give every field; nothing is checked here."""
    if memo is None:
        memo = {}
    if _cards.VERSION:  # (worked out with today's cards: card_set_current)
        memo["_card_set"] = _cards.VERSION
    fields["_memo"] = memo
    state = object.__new__(GameState)
    object.__setattr__(state, "__dict__", fields)
    return state


def read_only(zones: Mapping) -> Mapping:
    """``zones`` as a state holds them: a read-only view (the same one if it is one) of a
    dict nobody else may hold."""
    return zones if type(zones) is MappingProxyType else MappingProxyType(zones)


def card_set_current(s: GameState) -> None:
    """Forget what ``s`` worked out about itself under another card set (a game's own card
    redefined or removed since, as lesson 11 lets a student do: a state names its cards, so
    the same state now means the new definitions). The engine's doors (``apply``,
    ``legal_actions``, ``check``) ask this first; a state's side table holds only answers
    it can work out again (see :class:`GameState`)."""
    d = s._memo
    if d.get("_card_set", 0) != _cards.VERSION:
        d.clear()
        d["_card_set"] = _cards.VERSION


def need_state(value: Any, where: str) -> None:
    """Refuse, as an :class:`~magictutor.errors.ArgumentError` naming ``where``, a value passed
    to the API where a game state goes (a scenario, a timeline, a dict, None).

    >>> need_state({"turn": 1}, "apply(state, ...)")
    Traceback (most recent call last):
    ...
    magictutor.errors.ArgumentError: apply(state, ...): a game state (from build_game or \
new_game), not a mapping of 1 keys
    """
    if not isinstance(value, GameState):
        hint = " (its .state is one)" if hasattr(value, "state") else ""
        raise ArgumentError(f"{where}: a game state (from build_game or new_game){hint}, not "
                            f"{cut(value)}")
