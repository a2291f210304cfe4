"""Exact JSON for game states, so a saved game loads back to an identical state.

Tuples, frozensets, dicts with non-string keys and the engine's frozen dataclasses are
tagged, so nothing is lost; only the kit's own types are ever built back (no code runs
from a file).

>>> from magictutor.engine.setup import build_game
>>> s = build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
>>> from_jsonable(to_jsonable(s)) == s
True
"""

from __future__ import annotations

import dataclasses
from types import MappingProxyType
from typing import Any

from immutables import Map

from magictutor.cards.model import AbilityDef
from magictutor.errors import MagictutorError
from magictutor.model.events import Event
from magictutor.model.state import Choice, Combat, Effect, GameState, Obj, Planechase, Player
from magictutor.model.work import Work

TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (GameState, Player, Obj, Effect, Choice, Combat, Planechase, Work, AbilityDef,
                Event)
}


class SaveFormatError(MagictutorError):
    """A saved game that cannot be read."""


def to_jsonable(value: Any) -> Any:
    """Encode a value made of the engine's types into JSON-ready data."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, tuple):
        return {"tuple": [to_jsonable(v) for v in value]}
    if isinstance(value, list):
        return [to_jsonable(v) for v in value]
    if isinstance(value, frozenset):
        return {"frozenset": sorted((to_jsonable(v) for v in value), key=repr)}
    if isinstance(value, (dict, Map, MappingProxyType)):  # (a state's mappings)
        items = sorted(value.items()) if isinstance(value, Map) else value.items()  # (by id)
        return {"dict": [[to_jsonable(k), to_jsonable(v)] for k, v in items]}
    if dataclasses.is_dataclass(value) and type(value).__name__ in TYPES:
        return {"type": type(value).__name__,
                "fields": {f.name: to_jsonable(getattr(value, f.name))
                           for f in dataclasses.fields(value)}}
    raise TypeError(f"cannot save a value of type {type(value).__name__}")


def from_jsonable(data: Any) -> Any:
    """Decode what :func:`to_jsonable` made."""
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return [from_jsonable(v) for v in data]
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise SaveFormatError(f"unexpected data in a saved game: {str(data)[:80]}")
    if "tuple" in data:
        return tuple(from_jsonable(v) for v in data["tuple"])
    if "frozenset" in data:
        return frozenset(from_jsonable(v) for v in data["frozenset"])
    if "dict" in data:
        return {from_jsonable(k): from_jsonable(v) for k, v in data["dict"]}
    if "type" in data:
        return _build(data)
    raise SaveFormatError(f"unexpected data in a saved game: {str(data)[:80]}")


def _build(data: dict) -> Any:
    """One of the kit's own types (and only those) from its saved name and fields."""
    cls = TYPES.get(data["type"])
    if cls is None:
        raise SaveFormatError(f"unknown type {data['type']!r} in a saved game")
    fields = {k: from_jsonable(v) for k, v in data.get("fields", {}).items()}
    try:
        return cls(**fields)
    except TypeError as exc:
        raise SaveFormatError(f"bad fields for {data['type']}: {exc}") from None
