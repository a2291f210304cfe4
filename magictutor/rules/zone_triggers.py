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
from magictutor.model.state import Obj, evolve
from magictutor.rules.strikes import remember_keywords
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
    if ctx.triggers or ctx.zones.get("stack"):
        _remember_power(ctx, o)
        remember_keywords(ctx, o)  # (deathtouch, wither: last known information, 702.2e)
    if waits_for(ctx, "dies"):  # (Grand Ossuary reads the power of the creature that died)
        ctx.last_known[o.id] = (o.controller, chars_of(ctx, o.id).power or 0)
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


ENTERS = "a creature enters"
"""The trigger word of an ability waiting for any creature, card or token, to enter."""


def creature_enters(ctx: Ctx, oid: int) -> None:
    """Permanent ``oid`` has just entered the battlefield: if it is a creature and an ability
    waits for any creature to enter (Immersturm), that ability triggers, ``that player``
    being the creature's controller (603.6a)."""
    if not waits_for(ctx, ENTERS) or not chars_of(ctx, oid).is_creature:
        return
    fire(ctx, "any creature enters", player=ctx.objects[oid].controller, obj=oid)


def _remember_power(ctx: Ctx, o: Obj) -> None:
    """A trigger that saw ``o`` enter (Immersturm's) and waits, or is on the stack, remembers
    the power ``o`` has as it leaves: the last known information it will use (608.2g;
    608.2h today)."""
    def mine(t: Obj) -> bool:
        return t.get("entered") == o.id and t.get("entered_gen") == o.gen \
            and t.get("entered_power") is None

    stack = [i for i in ctx.zones.get("stack", ()) if mine(ctx.objects[i])]
    if not stack and not any(mine(t) for t in ctx.triggers):
        return
    power = (("entered_power", chars_of(ctx, o.id).power or 0),)
    for i in stack:
        ctx.set_obj(i, info=ctx.objects[i].info + power)
    ctx.triggers = [evolve(t, info=t.info + power) if mine(t) else t for t in ctx.triggers]
