"""Additional phases (500.8) and the creatures that attacked this turn (Sokenzan).

An effect may add a combat phase followed by a main phase directly after the main phase the
game is in; several added after the same phase come in the order the most recent first,
which for identical pairs is simply one pair after another. The game keeps, in its
``extra``, how many pairs are still to come and the step the turn resumes with after the
last added main phase (the beginning of combat after a precombat main phase, the end step
after a postcombat one). The main phase after an added combat is a postcombat main phase
(505.1a). Both records end with the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.state import MAIN_STEPS
from magictutor.rules.effects import effect, src_name

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.work import Work

ADDED = "added_phases"
"""Key in ``extra``: (pairs of combat and main phases still to come, step to resume with)."""
ATTACKED = "attacked_this_turn"
"""Key in ``extra``: (id, zone-change count) of each creature declared as an attacker this
turn, so a new object (400.7) is not taken for the one that attacked."""


def record_attackers(ctx: Ctx, attacks: tuple) -> None:
    """The creatures just declared as attackers attacked this turn."""
    if attacks:
        ctx.extra[ATTACKED] = ctx.extra.get(ATTACKED, ()) + tuple(
            (oid, ctx.objects[oid].gen) for oid, _ in attacks)


def end_of_turn_records(ctx: Ctx) -> None:
    """The turn is over: no creature has attacked in the new one, and no phase is added."""
    if ATTACKED in ctx.extra or ADDED in ctx.extra:
        ctx.extra.pop(ATTACKED, None)
        ctx.extra.pop(ADDED, None)


def added_step(ctx: Ctx, step: str) -> str | None:
    """The step after ``step`` when phases were added (None: the usual one)."""
    added = ctx.extra.get(ADDED)
    if not added or step not in MAIN_STEPS:
        return None
    left, resume = added
    if left:
        ctx.extra[ADDED] = (left - 1, resume)
        ctx.emit("turn", "An additional combat phase begins after this main phase, followed by "
                 "an additional main phase", "turn.added_phases", auto=True)
        return "beginning of combat"
    del ctx.extra[ADDED]
    return resume


@effect("additional_combat")
def fx_additional_combat(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{additional_combat: true}``: if it is a main phase, an additional combat phase
    follows it, then an additional main phase (500.8)."""
    if ctx.step not in MAIN_STEPS:
        ctx.emit("turn", f"It is not a main phase: no phase is added ({src_name(res)})",
                 "turn.added_phases")
        return
    left, resume = ctx.extra.get(ADDED) or (0, _normal_next(ctx.step))
    ctx.extra[ADDED] = (left + 1, resume)
    ctx.emit("turn", f"After this main phase there will be an additional combat phase and then "
             f"an additional main phase ({src_name(res)})", "turn.added_phases")


def _normal_next(step: str) -> str:
    return "beginning of combat" if step == "precombat main" else "end"


@effect("untap_attacked")
def fx_untap_attacked(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{untap_attacked: true}``: untap every creature that attacked this turn and is still
    the same object on the battlefield."""
    for oid, gen in dict.fromkeys(ctx.extra.get(ATTACKED, ())):
        o = ctx.objects.get(oid)
        if o is not None and o.zone == "battlefield" and o.gen == gen and o.tapped:
            ctx.set_obj(oid, tapped=False)
            ctx.emit("untap", f"{o.name}, which attacked this turn, untaps ({src_name(res)})",
                     "kw.tap_untap", obj=oid)
