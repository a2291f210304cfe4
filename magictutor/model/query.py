"""Read-only questions about a game, for the engine (on its working copy) and front ends.

Every function takes either a :class:`~magictutor.model.state.GameState` or the engine's
working copy: a :class:`~magictutor.model.protocol.GameView`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from magictutor.cards import card
from magictutor.cards.check import card_cache
from magictutor.cards.creature_types import creature_type_set
from magictutor.cards.model import CardDef
from magictutor.model.attachments import ENCHANT, auras_on, bind_enchanted
from magictutor.model.characteristics import Chars, card_of, chars
from magictutor.model.protocol import GameView
from magictutor.model.state import GameState, Obj


def edition_of(g: GameView) -> str:
    return g.edition


def _zone_ids(g: GameView, key: str) -> Sequence[int]:
    return g.zones.get(key, ())


def _card_statics(o: Obj, ed: str) -> tuple[tuple[str, Any], ...]:
    if o.get("token") is None:
        return _static_specs(o.name, ed)
    return tuple((k, v) for a in card_of(o, ed).abilities if a.kind == "static"
                 for spec in a.static for k, v in dict(spec).items())


@card_cache
@cache
def _static_specs(name: str, ed: str) -> tuple[tuple[str, Any], ...]:
    return tuple((k, v) for a in card(name, ed).abilities if a.kind == "static"
                 for spec in a.static for k, v in dict(spec).items())


def statics(g: GameView) -> Statics:
    """Static abilities that apply game-wide: from permanents and face-up planes (309.4).

    A frozen :class:`~magictutor.model.state.GameState` keeps the answer (it cannot change), and
    so does the working copy until a zone changes (it drops the answer then)."""
    if isinstance(g, GameState):
        cached = g._memo.get("_statics_cache")
        if cached is None:
            cached = g._memo["_statics_cache"] = _statics(g)
        return cached
    ctx: Any = g  # (the working copy: its own slot)
    cached = ctx._statics_cache
    if cached is None:
        cached = ctx._statics_cache = _statics(g)
    return cached


class Statics(list):
    """The static abilities in play as (kind, value) pairs, and in ``kinds`` the set of
    their kinds, worked out with them (so "is any ability of this kind in play" is a set
    look-up that always agrees with the list: :func:`has_static`)."""

    __slots__ = ("kinds",)

    def __init__(self, pairs: list[tuple[str, Any]]) -> None:
        super().__init__(pairs)
        self.kinds = frozenset(k for k, _ in pairs)


def _statics(g: GameView) -> Statics:
    ed = edition_of(g)
    out: list[tuple[str, Any]] = []
    for key in ("battlefield", "faceup"):
        for oid in _zone_ids(g, key):
            o = g.objects[oid]
            specs = _card_statics(o, ed)
            if specs:  # (an Aura's abilities about the enchanted creature name it: 303.4b)
                out.extend(bind_enchanted(o, specs))
    return Statics(out)


def is_enchanted(g: GameView, oid: int) -> bool:
    """Whether an Aura is attached to the permanent ``oid`` (303.4b); a set look-up when no
    Aura is on the battlefield (each has the static ability ``enchant``, 702.5a)."""
    if ENCHANT not in statics(g).kinds:
        return False
    return bool(auras_on(g.objects, _zone_ids(g, "battlefield"), g.objects[oid]))


def chars_of(g: GameView, oid: int) -> Chars:
    """The current characteristics of object ``oid``.

    A frozen state remembers what it computed; the engine's working copy does not."""
    if isinstance(g, GameState):
        cache = g._memo.get("_chars_cache")
        if cache is None:
            cache = g._memo["_chars_cache"] = {}
        c = cache.get(oid)
        if c is None:
            c = cache[oid] = _chars_now(g, oid)
        return c
    return _chars_now(g, oid)


SHARED_TYPES = "creatures_sharing_types_get"
"""The static ability kind of Velis Vel: each creature gets +1/+1 for each other creature on
the battlefield that shares a creature type with it (layer 7c)."""


def _chars_now(g: GameView, oid: int) -> Chars:
    st = statics(g)
    c = chars(g.objects[oid], g.edition, g.effects, st, lambda n: g.player(n).life)
    if SHARED_TYPES in st.kinds and c.is_creature and g.objects[oid].zone == "battlefield":
        n = len(sharing_a_creature_type(g, oid, c, st))
        if n:
            bonus = sum(int(v) for k, v in st if k == SHARED_TYPES) * n
            c = replace(c, power=None if c.power is None else c.power + bonus,
                        toughness=None if c.toughness is None else c.toughness + bonus)
    return c


def sharing_a_creature_type(g: GameView, oid: int, c: Chars | None = None,
                            st: Statics | None = None) -> list[int]:
    """The other creatures on the battlefield that share at least one creature type with
    creature ``oid`` (205.3m: only creature types count). Their types are layer 4, before
    any power and toughness, so their characteristics are worked out without layer 7c's
    sharing bonus."""
    st = statics(g) if st is None else st
    ed = g.edition
    c = c or chars(g.objects[oid], ed, g.effects, st, lambda n: g.player(n).life)
    mine = creature_type_set(ed).intersection(c.subtypes)
    if not mine:
        return []
    out = []
    for i in _zone_ids(g, "battlefield"):
        o = g.objects[i]
        if i == oid or not may_be_creature_or_pw(g, o):
            continue
        other = chars(o, ed, g.effects, st, lambda n: g.player(n).life)
        if other.is_creature and not mine.isdisjoint(other.subtypes):
            out.append(i)
    return out


def has_static(g: GameView, kind: str) -> bool:
    """Whether a static ability of ``kind`` applies game-wide now."""
    return kind in statics(g).kinds


def static_types(g: GameView, kind: str) -> frozenset[str]:
    """The card types the static abilities of ``kind`` that apply now name between them
    (flashback's, rebound's, casting as though with flash): none without such an ability."""
    found = statics(g)
    if kind not in found.kinds:
        return frozenset()
    return frozenset(t for k, v in found if k == kind for t in v)


def permanents(g: GameView, controller: str | None = None) -> list[Obj]:
    out = [g.objects[i] for i in _zone_ids(g, "battlefield")]
    if controller is not None:
        out = [o for o in out if o.controller == controller]
    return out


def creatures(g: GameView, controller: str | None = None) -> list[Obj]:
    return [o for o in permanents(g, controller)
            if may_be_creature_or_pw(g, o) and chars_of(g, o.id).is_creature]


def planeswalkers(g: GameView, controller: str | None = None) -> list[Obj]:
    return [o for o in permanents(g, controller)
            if may_be_creature_or_pw(g, o) and chars_of(g, o.id).is_planeswalker]


def may_be_creature_or_pw(g: GameView, o: Obj) -> bool:
    """Whether an object could be a creature or planeswalker now: printed as one, a token,
    or changed by an effect (Gideon Jura becoming a creature). A cheap first sieve before
    working out characteristics."""
    if o.kind == "token" or _printed_creature_or_pw(o.name, g.edition):
        return True
    oid = o.id
    for e in g.effects:
        if oid in e.affected:
            return True
    return False


@card_cache
@cache
def _printed_creature_or_pw(name: str, edition: str) -> bool:
    types = card(name, edition).types
    return "Creature" in types or "Planeswalker" in types


def is_type(g: GameView, oid: int, t: str) -> bool:
    return t in chars_of(g, oid).types


def printed(g: GameView, name: str) -> CardDef:
    return card(name, edition_of(g))


def faceup(g: GameView) -> list[Obj]:
    return [g.objects[i] for i in _zone_ids(g, "faceup")]


EMBLEMS = "command"
"""The zone key of the emblems in the command zone (113 / 114 today; face-up planar cards
are kept under ``faceup``, planar decks under ``planar:PLAYER``)."""


def emblems(g: GameView, player: str | None = None) -> list[Obj]:
    """The emblems in the command zone (of one player, who owns and controls it: 113.2)."""
    out = [g.objects[i] for i in _zone_ids(g, EMBLEMS)]
    return [o for o in out if player is None or o.controller == player]
