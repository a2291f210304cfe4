"""Leaves-the-battlefield triggers (603.6c), which look back in time (603.6d to 2013-07,
603.10a from 2017-09): Takenuma's "whenever a creature leaves the battlefield, its
controller draws a card".

:func:`permanent_leaves` is called by the working copy as a permanent is taken off the
battlefield (moved to another zone, or leaving the game with its owner, 800.4a), while it
is still there: what the trigger sees is the permanent as it last existed on the
battlefield, its controller and whether it was a creature then."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.characteristics import card_of
from magictutor.model.query import chars_of
from magictutor.model.state import Obj
from magictutor.rules.triggers import fire, trigger_sources

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

LEAVES = "a creature leaves the battlefield"
"""The trigger word of a leaves-the-battlefield ability (cards.model.TRIGGERS)."""


def waits_for(ctx: Ctx, trigger: str) -> bool:
    """Whether a permanent or face-up planar card has a triggered ability for ``trigger``."""
    objects, edition = ctx.objects, ctx.edition
    return any(a.trigger == trigger for _, oid in trigger_sources(ctx)
               for _, a in card_of(objects[oid], edition).abilities_of("triggered"))


def permanent_leaves(ctx: Ctx, o: Obj) -> None:
    """``o`` is about to leave the battlefield: if it is a creature and an ability waits for
    that, the ability triggers, with ``that player`` the creature's last controller. Looked
    at only while something waits for it, so a game without such an ability pays one look
    at the triggered abilities in play per permanent leaving."""
    if not waits_for(ctx, LEAVES) or not chars_of(ctx, o.id).is_creature:
        return
    before = len(ctx.triggers)
    fire(ctx, "creature leaves", player=o.controller, obj=o.id)
    for t in ctx.triggers[before:]:
        ctx.emit("trigger", f"{t.name} triggers as {o.name} leaves the battlefield; a "
                 "leaves-the-battlefield ability looks back in time, so it sees "
                 f"{o.name} as it last was there (a creature {o.controller} controlled)",
                 "ability.leaves_battlefield", "ability.lookback_leaves", auto=True,
                 name=t.name)
