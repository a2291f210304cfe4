"""Targets (115, 601.2c, 608.2b): what a target word allows, and whether it is still legal."""

from __future__ import annotations

from typing import Any

from magictutor.query import chars_of, may_be_creature_or_pw
from magictutor.state import GameState, Ref

TARGET_KINDS = (
    "player", "opponent", "creature", "planeswalker", "creature or player", "any target",
    "player or planeswalker", "opponent or planeswalker", "permanent", "land",
    "tapped creature", "nonland permanent", "creature or planeswalker",
    "creature you control", "creature an opponent controls",
)


CREATURE_OR_PW_WORDS = _NEEDS_CREATURE_OR_PW = {
    "creature", "planeswalker", "creature or player", "any target", "creature or planeswalker",
    "player or planeswalker", "opponent or planeswalker", "tapped creature",
    "creature you control", "creature an opponent controls",
}


def target_ok(g: Any, spec: str, ref: Ref, controller: str) -> bool:
    """Whether ``ref`` fits the target word ``spec`` for a spell or ability ``controller`` controls.

    Players must be in the game; objects must be on the battlefield with the right types.
    """
    if isinstance(ref, str):
        if not g.is_live(ref):
            return False
        if spec in ("player", "creature or player", "any target", "player or planeswalker"):
            return True
        if spec in ("opponent", "opponent or planeswalker"):
            return ref != controller
        return False
    o = g.objects.get(ref)
    if o is None or o.zone != "battlefield":
        return False
    if spec in _NEEDS_CREATURE_OR_PW and not may_be_creature_or_pw(g, o):
        return False  # a plain land, say: no need to work out its characteristics
    c = chars_of(g, ref)
    if spec == "creature":
        return c.is_creature
    if spec == "planeswalker":
        return c.is_planeswalker
    if spec == "creature or player":
        return c.is_creature
    if spec in ("any target", "creature or planeswalker"):
        return c.is_creature or c.is_planeswalker
    if spec in ("player or planeswalker", "opponent or planeswalker"):
        return c.is_planeswalker
    if spec == "permanent":
        return True
    if spec == "land":
        return c.is_land
    if spec == "nonland permanent":
        return not c.is_land
    if spec == "tapped creature":
        return c.is_creature and o.tapped
    if spec == "creature you control":
        return c.is_creature and o.controller == controller
    if spec == "creature an opponent controls":
        return c.is_creature and o.controller != controller
    return False


def creature_or_pw_pool(g: Any) -> tuple[int, ...]:
    """The permanents that may be creatures or planeswalkers (see
    :func:`magictutor.query.may_be_creature_or_pw`). It depends only on which permanents
    there are and on the effects, so a frozen state remembers it and hands it on while
    those stay the same (:func:`magictutor.memos.hand_on`)."""
    frozen = isinstance(g, GameState)
    if frozen:
        hit = g.__dict__.get("_pool_cache")
        if hit is not None:
            return hit
    elif g.zones.get("battlefield") is g.base.zones.get("battlefield") \
            and g.same_effects():  # (the working copy, with the permanents it started with)
        return creature_or_pw_pool(g.base)
    objects = g.objects
    pool = tuple(i for i in g.zones.get("battlefield", ())
                 if may_be_creature_or_pw(g, objects[i]))
    if frozen:
        object.__setattr__(g, "_pool_cache", pool)
    return pool


def candidates(g: Any, spec: str, controller: str) -> list[Ref]:
    """Every legal choice for the target word ``spec``, players first.

    A frozen game state remembers the answer (it cannot change)."""
    cache = None
    if isinstance(g, GameState):
        cache = getattr(g, "_targets_cache", None)
        if cache is None:
            cache = {}
            object.__setattr__(g, "_targets_cache", cache)
        hit = cache.get((spec, controller))
        if hit is not None:
            return list(hit)
    out: list[Ref] = [n for n in g.player_order if target_ok(g, spec, n, controller)]
    pool = g.zones.get("battlefield", ())
    if spec in _NEEDS_CREATURE_OR_PW:
        pool = creature_or_pw_pool(g)
    out += [i for i in pool if target_ok(g, spec, i, controller)]
    if cache is not None:
        cache[(spec, controller)] = tuple(out)
    return out
