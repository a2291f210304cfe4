"""Whether state-based actions have been checked to the end on a state (704.3): the test the
narrowed check (``engine.NARROW_SBA``, :mod:`magictutor.rules.sba`) starts from, and the mark a
state frozen in the middle of a step may carry instead.

A state whose fields say nothing is waiting (no choice, no instructions, no triggers, not
marked ``unsettled``) had them checked to the end. A state the engine froze while a choice
waits usually did not: the step stopped before the check. But when that step changed nothing
any state-based action reads (704.5), starting from a state checked to the end, the check
would find what it found then: the state is as checked as the one before it, and its side
table says so (:data:`CHECKED_AS_BEFORE`). The step that answers the choice then checks
state-based actions only if it changes something, and only where they could apply. A state
without the mark (built, loaded, or its side table forgotten) is checked in full.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import GameState

CHECKED_AS_BEFORE = "_sba_checked"
"""The side-table key of a state frozen in the middle of a step that is as checked as the state
before it (see :func:`checked_as_before`)."""


def waiting(s: GameState) -> bool:
    """Whether ``s``'s fields say something is waiting or state-based actions were left
    unchecked: a choice, instructions, triggers, or the ``unsettled`` mark (see
    :meth:`magictutor.engine.freezing.Freezing._unsettled`)."""
    return bool(s.pending or s.work or s.triggers or s.get("unsettled"))


def checked(s: GameState) -> bool:
    """Whether state-based actions were checked to the end on ``s``, or it is as checked as
    the state before it (:data:`CHECKED_AS_BEFORE`)."""
    return not waiting(s) or bool(s._memo.get(CHECKED_AS_BEFORE))


def checked_as_before(ctx: Ctx) -> bool:
    """Whether the working copy, stopping before it settled, leaves a state as checked as
    its base: the base was checked (``ctx.changed`` starts True otherwise, see
    :func:`checked`), and the step changed nothing any state-based action reads (704.5;
    ``ctx.changed`` is set by every such change: a life total, a permanent's damage,
    counters or controller, a token or a permanent they can look at coming or going, a
    face-up plane, a spell or ability leaving the stack), no effect began or ended, no token
    left the battlefield, and no permanent or face-up planar card came or went at all."""
    if ctx.changed or ctx.settled or ctx.token_exits:
        return False
    base, zones = ctx.base, ctx.zones
    return zones.get("battlefield") is base.zones.get("battlefield") \
        and zones.get("faceup") is base.zones.get("faceup") and ctx.same_effects()
