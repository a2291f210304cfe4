"""Checking the initial state of a saved game before anything is replayed from it.

A saved game (:meth:`magictutor.engine.timeline.Timeline.from_json`) holds a raw game state. It
is checked here as :func:`magictutor.engine.setup.build_game` checks a set-up, and more: every
field has the type the engine gives it, the players are 2 to 6 with different names, the
amounts keep the kit's limits (:mod:`magictutor.limits`), every object is a known card (or
a token or an ability) owned and controlled by a player, sits in exactly one zone and is
in the zone it says; and the state is settled: no state-based action or trigger is
waiting (704.3), as in every state the engine hands out. A state that breaks any of this
is a :class:`~magictutor.engine.serialize.SaveFormatError` saying what and where.

>>> from magictutor.engine.setup import build_game
>>> s = build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
>>> check_state(s)
>>> from dataclasses import replace
>>> check_state(replace(s, turn=-1))
Traceback (most recent call last):
...
magictutor.engine.serialize.SaveFormatError: the initial state: turn must be from 1 to \
1,000,000, not -1
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any

from magictutor.engine.serialize import SaveFormatError
from magictutor.limits import (
    MAX_AMOUNT,
    MAX_LIFE,
    MAX_MANA,
    MAX_NAME,
    MAX_PLAYERS,
    MAX_TURN,
    MIN_PLAYERS,
    cut,
)
from magictutor.model.state import PLAYER_ZONES, STEPS, GameState, Obj

WHERE = "the initial state"


def _fail(where: str, reason: str) -> SaveFormatError:
    return SaveFormatError(f"{WHERE}: {where} {reason}" if where else f"{WHERE}: {reason}")


# --- types ----------------------------------------------------------------------------------
@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    import magictutor.model.state as state_module

    return typing.get_type_hints(cls, vars(state_module))


def check_types(value: Any, hint: Any, where: str) -> None:
    """Check ``value`` against the type ``hint`` of the engine's dataclasses, all the way
    down (iteratively bounded by the value's own size)."""
    if hint is Any:
        _plain(value, where)
        return
    if hint is type(None):
        if value is not None:
            raise _fail(where, f"must be empty (None), not {cut(value)}")
        return
    if hint in (int, str, bool, float):
        if type(value) is not hint:
            raise _fail(where, f"must be {hint.__name__}, not {cut(value)}")
        return
    checker = _BY_ORIGIN.get(typing.get_origin(hint))
    if checker is not None:
        checker(value, hint, where)
        return
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if type(value) is not hint:
            raise _fail(where, f"must be a {hint.__name__}, not {cut(value)}")
        # (mypy takes a dataclass type narrowed by is_dataclass for an unhashable type[Any];
        # every class is hashable, so the cached _hints takes it)
        for name, field_hint in _hints(hint).items():  # type: ignore[arg-type]
            check_types(getattr(value, name), field_hint, f"{where}.{name}")
        return
    raise _fail(where, f"has a type the kit does not save ({hint})")  # pragma: no cover


def _union(value: Any, hint: Any, where: str) -> None:
    options = typing.get_args(hint)
    if type(value) in options:  # (the option of its own type: its own error, if any)
        check_types(value, type(value), where)
        return
    for option in options:
        try:
            check_types(value, option, where)
            return
        except SaveFormatError:
            continue
    raise _fail(where, f"has the wrong type ({cut(value)})")


def _tuple(value: Any, hint: Any, where: str) -> None:
    args = typing.get_args(hint)
    if type(value) is not tuple:
        raise _fail(where, f"must be a tuple, not {cut(value)}")
    if len(args) == 2 and args[1] is Ellipsis:
        for i, item in enumerate(value):
            check_types(item, args[0], f"{where}[{i}]")
        return
    if len(value) != len(args):
        raise _fail(where, f"must have {len(args)} items, not {len(value)}")
    for i, (item, arg) in enumerate(zip(value, args, strict=True)):
        check_types(item, arg, f"{where}[{i}]")


def _frozenset(value: Any, hint: Any, where: str) -> None:
    if type(value) is not frozenset:
        raise _fail(where, f"must be a frozenset, not {cut(value)}")
    for item in value:
        check_types(item, typing.get_args(hint)[0], f"{where} item")


def _mapping(value: Any, hint: Any, where: str) -> None:
    if not isinstance(value, Mapping):  # a dict, or the state's persistent map
        raise _fail(where, f"must be a mapping, not {cut(value)}")
    key_hint, value_hint = typing.get_args(hint)
    for k, v in value.items():
        check_types(k, key_hint, f"{where} key")
        check_types(v, value_hint, f"{where}[{cut(k)}]")


_BY_ORIGIN: dict[Any, Callable[[Any, Any, str], None]] = {
    typing.Union: _union, types.UnionType: _union, tuple: _tuple, frozenset: _frozenset,
    Mapping: _mapping, dict: _mapping,
}
"""How a value of a generic hint is checked, by the hint's origin (``X | None``: a union)."""


def _plain(value: Any, where: str) -> None:
    """A value of an ``Any`` field: plain data or the kit's own saved types."""
    from magictutor.engine.serialize import TYPES

    if value is None or type(value) in (bool, int, float, str):
        return
    if type(value) in (tuple, list, frozenset):
        for i, item in enumerate(value):
            _plain(item, f"{where}[{i}]")
        return
    if type(value) is dict:
        for k, v in value.items():
            _plain(k, f"{where} key")
            _plain(v, f"{where}[{cut(k)}]")
        return
    if dataclasses.is_dataclass(value) and type(value).__name__ in TYPES:
        check_types(value, type(value), where)
        return
    raise _fail(where, f"holds a value of type {type(value).__name__}")


# --- the rules of a set-up ------------------------------------------------------------------
def _amount(value: int, low: int, high: int, where: str) -> None:
    if not low <= value <= high:
        raise _fail(where, f"must be from {low:,} to {high:,}, not {cut(value)}")


def _zone_of(key: str) -> str | None:
    """The ``Obj.zone`` of the objects in zone ``key`` (None: not a zone of a game)."""
    if key in ("battlefield", "stack", "command", "faceup"):
        return "command" if key == "faceup" else key
    prefix, sep, rest = key.partition(":")
    if not sep:
        return None
    if prefix == "planar":
        return "command"
    return rest if rest in PLAYER_ZONES else None


def check_state(state: Any) -> None:
    """Refuse a state no game of the kit can be in (see the module's text)."""
    from magictutor.cards import card_names, token_names
    from magictutor.editions import EDITIONS

    if type(state) is not GameState:
        raise _fail("", f"is not a game state ({cut(state)})")
    check_types(state, GameState, "")
    if state.edition not in EDITIONS:
        raise _fail("edition", f"{cut(state.edition)} is not one of {', '.join(EDITIONS)}")
    names = state.player_names
    _check_players(state)
    _check_turn(state, names)
    _check_objects(state, set(names), set(card_names()) | set(token_names()))
    _check_emblems(state)
    if state.planechase is not None and state.planechase.controller not in names:
        raise _fail("planar controller", f"{cut(state.planechase.controller)} is not a player")
    for e in state.effects:
        if e.controller not in names:
            raise _fail(f"effect {e.id}", f"controller {cut(e.controller)} is not a player")
    _check_settled(state)


def _check_players(state: GameState) -> None:
    """2 to 6 players with different names a player can have, and amounts within limits."""
    names = state.player_names
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise _fail("", f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(names)}")
    if len(set(names)) != len(names):
        raise _fail("players", "has two players with the same name")
    for p in state.players:
        where = f"player {cut(p.name)}"
        if not p.name or len(p.name) > MAX_NAME or ":" in p.name or p.name.lower() == "all":
            raise _fail(where, "is not a name a player can have")
        _amount(p.life, -MAX_LIFE, MAX_LIFE, f"{where}: life")
        if len(p.mana) > MAX_MANA or p.mana.strip("WUBRGC"):
            raise _fail(where, f"has floating mana {cut(p.mana)} (letters WUBRGC, at most "
                        f"{MAX_MANA:,})")
        _amount(p.lands_played, 0, MAX_AMOUNT, f"{where}: lands played")
        _amount(p.rolls, 0, MAX_AMOUNT, f"{where}: rolls")
        _amount(p.spells_cast, 0, MAX_AMOUNT, f"{where}: spells cast this turn")
        if not isinstance(p.attacked, bool):
            raise _fail(where, f"has attacked {cut(repr(p.attacked))}, not true or false")


def _check_turn(state: GameState, names: Any) -> None:
    """The turn, step, and every player the turn names (active, priority, passes...)."""
    _amount(state.turn, 1, MAX_TURN, "turn")
    if state.step not in STEPS:
        raise _fail("step", f"{cut(state.step)} is not a step of the turn")
    for what, who in (("active player", state.active), ("priority", state.priority),
                      ("winner", state.winner)):
        if who is not None and who not in names:
            raise _fail(what, f"{cut(who)} is not a player")
    for who in state.passes:
        if who not in names:
            raise _fail("passes", f"{cut(who)} is not a player")
    if state.pending is not None and state.pending.player not in names:
        raise _fail("pending choice", f"{cut(state.pending.player)} is not a player")
    _amount(state.rng_count, 0, 10 ** 9, "rng count")


def _check_objects(state: GameState, names: set[str], known: set[str]) -> None:
    seen = _check_zones(state, names)
    for oid, o in state.objects.items():
        _check_object(state, oid, o, names, known, seen)
    for oid in state.loyalty_used:
        if oid not in state.objects:
            raise _fail("loyalty used", f"names object {oid}, which does not exist")


def _zone_owner(state: GameState, key: str) -> str | None:
    """The player whose zone ``key`` is (None: a shared zone, such as the battlefield or the
    single planar deck, whose cards the planar controller owns in turn, 901.15b)."""
    prefix, sep, rest = key.partition(":")
    if not sep or (key == "planar:shared" and state.planechase is not None
                   and state.planechase.single_deck):
        return None
    return rest if prefix == "planar" else prefix


def _check_zones(state: GameState, names: set[str]) -> dict[int, str]:
    """Every zone is one of this game's and lists existing objects that say they are there;
    the zone key of each listed object."""
    seen: dict[int, str] = {}
    for key, ids in state.zones.items():
        zone = _zone_of(key)
        owner = _zone_owner(state, key)
        if zone is None or (owner is not None and owner not in names):
            raise _fail("zones", f"{cut(key)} is not a zone of this game")
        for oid in ids:
            if oid in seen:
                twice = "twice in" if seen[oid] == key else f"in {cut(seen[oid])} and in"
                raise _fail(f"object {oid}", f"is listed {twice} {cut(key)}")
            seen[oid] = key
            o = state.objects.get(oid)
            if o is None:
                raise _fail(f"zone {cut(key)}", f"lists object {oid}, which does not exist")
            if o.zone != zone:
                raise _fail(f"object {oid} ({cut(o.name)})", f"says it is in {cut(o.zone)} "
                            f"but is listed in {cut(key)}")
            if owner is not None and o.owner != owner:
                raise _fail(f"object {oid} ({cut(o.name)})", f"is owned by {cut(o.owner)} "
                            f"but is listed in {cut(key)}")
    return seen


def _check_object(state: GameState, oid: int, o: Obj, names: set[str], known: set[str],
                  seen: dict[int, str]) -> None:
    """One object: its id, zone, kind, name, players, and amounts within the kit's limits."""
    where = f"object {oid} ({cut(o.name)})"
    if o.id != oid:
        raise _fail(where, f"is stored under id {oid} but has id {o.id}")
    if not 0 < oid < state.next_id:
        raise _fail(where, f"has an id outside 1..{state.next_id - 1} (next id)")
    if oid not in seen:
        raise _fail(where, "is in no zone")
    if o.kind not in ("card", "token", "ability", "emblem", "copy"):
        raise _fail(where, f"is of unknown kind {cut(o.kind)}")
    if o.kind == "copy" and o.zone != "stack":
        raise _fail(where, "is a copy of a spell outside the stack (it would have ceased to "
                    "exist: 704.5e)")
    if o.kind not in ("ability", "emblem") and o.name not in known:
        raise _fail(where, "is not a card of the kit")
    if o.kind == "ability" and o.zone != "stack":
        raise _fail(where, "is an ability outside the stack")
    for what, who in (("owner", o.owner), ("controller", o.controller)):
        if who not in names:
            raise _fail(where, f"{what} {cut(who)} is not a player")
    _check_object_amounts(o, where, names)


def _check_object_amounts(o: Obj, where: str, names: set[str]) -> None:
    _amount(o.damage, 0, MAX_LIFE, f"{where}: damage")
    _amount(o.since_turn, 0, MAX_TURN, f"{where}: since turn")
    _amount(o.gen, 0, 10 ** 9, f"{where}: zone changes")
    if o.x is not None:
        _amount(o.x, 0, MAX_AMOUNT, f"{where}: X")
    kinds = [k for k, _ in o.counters]
    if len(set(kinds)) != len(kinds):
        raise _fail(where, "lists a kind of counter twice")
    for k, n in o.counters:
        _amount(n, 1, MAX_AMOUNT, f"{where}: {cut(k)} counters")
    for t in o.targets:
        if isinstance(t, str) and t not in names:
            raise _fail(where, f"targets {cut(t)}, who is not a player")


def _check_emblems(state: GameState) -> None:
    """An emblem is in the command zone (113.1; 114.1 today), listed as an emblem there."""
    listed = set(state.zones.get("command", ()))
    for oid, o in state.objects.items():
        if (o.kind == "emblem") != (oid in listed):
            raise _fail(f"object {oid} ({cut(o.name)})", "an emblem is in the command zone's "
                        "list of emblems (113.1), and nothing else is")


def _check_settled(state: GameState) -> None:
    """Refuse a state in which the rules would still do something by themselves: a player
    at 0 life, a planeswalker with no loyalty, two legendary permanents (704.5)."""
    from magictutor.engine.apply import settle
    from magictutor.engine.context import Ctx

    try:
        ctx = Ctx(state)
        ctx.changed = True
        settle(ctx)
        after = ctx.freeze()
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise _fail("", f"cannot be played from ({type(exc).__name__}: "
                    f"{str(exc)[:120]})") from None
    if ctx.events:
        raise _fail("", "is not settled: the rules would still act by themselves ("
                    f"{ctx.events[0].text[:200]})")
    if after != state:
        raise _fail("", "is not settled: the rules would still change it by themselves")
