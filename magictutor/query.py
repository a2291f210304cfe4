"""Read-only questions about a game, for the engine (on its working copy) and front ends.

Every function takes either a :class:`~magictutor.state.GameState` or the engine's
working copy; both have ``objects``, ``zones``, ``effects`` and an ``edition``.
"""

from __future__ import annotations

from typing import Any

from magictutor.cards import card
from magictutor.characteristics import Chars, card_of, chars


def edition_of(g: Any) -> str:
    return g.edition if hasattr(g, "edition") else g.base.edition


def _zone_ids(g: Any, key: str) -> tuple[int, ...] | list[int]:
    return g.zones.get(key, ())


def statics(g: Any) -> list[tuple[str, Any]]:
    """Static abilities that apply game-wide: from permanents and face-up planes (309.4)."""
    out: list[tuple[str, Any]] = []
    ed = edition_of(g)
    for key in ("battlefield", "faceup"):
        for oid in _zone_ids(g, key):
            o = g.objects[oid]
            c = card_of(o, ed)
            for a in c.abilities:
                if a.kind == "static":
                    for spec in a.static:
                        d = dict(spec)
                        for k, v in d.items():
                            out.append((k, v))
    return out


def chars_of(g: Any, oid: int) -> Chars:
    """The current characteristics of object ``oid``."""
    return chars(g.objects[oid], edition_of(g), g.effects, statics(g))


def has_static(g: Any, kind: str) -> bool:
    return any(k == kind for k, _ in statics(g))


def permanents(g: Any, controller: str | None = None) -> list[Any]:
    out = [g.objects[i] for i in _zone_ids(g, "battlefield")]
    if controller is not None:
        out = [o for o in out if o.controller == controller]
    return out


def creatures(g: Any, controller: str | None = None) -> list[Any]:
    return [o for o in permanents(g, controller) if chars_of(g, o.id).is_creature]


def planeswalkers(g: Any, controller: str | None = None) -> list[Any]:
    return [o for o in permanents(g, controller) if chars_of(g, o.id).is_planeswalker]


def is_type(g: Any, oid: int, t: str) -> bool:
    return t in chars_of(g, oid).types


def printed(g: Any, name: str):
    return card(name, edition_of(g))


def faceup(g: Any) -> list[Any]:
    return [g.objects[i] for i in _zone_ids(g, "faceup")]
