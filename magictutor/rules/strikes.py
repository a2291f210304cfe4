"""First strike, double strike (the two combat damage steps) and deathtouch.

If an attacking or blocking creature has first strike or double strike as the combat damage
step begins, only those creatures deal combat damage in it; the phase then gets a second
combat damage step, in which the others deal theirs, and so do those that have double strike
then (510.5 in the 2011-09 and 2013-07 rules, 510.4 from 2017-09; 702.7b, 702.4b). A
deathtouch source's nonzero combat damage counts as lethal when it is assigned (702.2b to
2013-07, 702.2c from 2017-09), and a creature it damages is destroyed by the next check of
state-based actions (704.5h)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.protocol import GameView
from magictutor.model.query import chars_of
from magictutor.model.state import Ref, evolve

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.characteristics import Chars
    from magictutor.model.state import Combat, Obj

STRIKES = ("first strike", "double strike")
DEATHTOUCHED = "deathtouched"
"""The mark (in an object's ``info``) of damage from a deathtouch source since state-based
actions were last checked (704.5h). A zone change drops it with the object (400.7)."""


def _combatants(g: GameView, combat: Combat) -> list[int]:
    """The attacking and blocking creatures still on the battlefield."""
    ids = [a for a, _ in combat.attackers] + [b for b, _ in combat.blockers]
    objects = g.objects
    return [i for i in dict.fromkeys(ids) if i in objects and objects[i].zone == "battlefield"]


def _strikes_first(g: GameView, oid: int) -> bool:
    kws = chars_of(g, oid).keywords
    return "first strike" in kws or "double strike" in kws


def second_step_due(combat: Combat | None) -> bool:
    """Whether the combat damage step that is ending was the first-strike one, so a second
    combat damage step follows it rather than the end of combat step."""
    return combat is not None and combat.strike == 1


def dealers(ctx: Ctx) -> set[int] | None:
    """The creatures that deal combat damage in the combat damage step beginning now (None:
    every attacking and blocking creature, as no first strike is involved), noting in the
    combat which step this is and saying so."""
    combat = ctx.combat
    assert combat is not None
    if combat.strike == 0:
        first = tuple(i for i in _combatants(ctx, combat) if _strikes_first(ctx, i))
        if not first:
            return None
        ctx.combat = evolve(combat, strike=1, first_strikers=first)
        ctx.emit("combat", "A creature in combat has first strike or double strike: this is the "
                 "first-strike combat damage step, in which only "
                 f"{', '.join(ctx.describe(i) for i in first)} deal combat damage; a second "
                 "combat damage step follows", "turn.first_strike_step", "kw.first_strike_step",
                 "kw.double_strike_step", auto=True)
        return set(first)
    ctx.combat = evolve(combat, strike=2)
    now = {i for i in _combatants(ctx, combat)
           if i not in combat.first_strikers or "double strike" in chars_of(ctx, i).keywords}
    ctx.emit("combat", "The second combat damage step: the creatures that had neither first "
             "strike nor double strike as the first one began deal their combat damage, and "
             "so do those with double strike", "turn.first_strike_step",
             "kw.double_strike_step", auto=True)
    return now


def usable_plan(ctx: Ctx, plan: tuple[tuple[Ref, int], ...] | None
                ) -> list[tuple[Ref, int]]:
    """An assignment announced before the first-strike damage was dealt, if every one it
    names is still there in the second step (else the creature assigns anew: 510.1)."""
    if not plan:
        return []
    if ctx.combat is None or ctx.combat.strike != 2:
        return list(plan)
    for r, _n in plan:
        if isinstance(r, str) and not ctx.is_live(r):
            return []
        if isinstance(r, int) and (r not in ctx.objects or ctx.objects[r].zone != "battlefield"):
            return []
    return list(plan)


def forget_used(ctx: Ctx, used: set[int]) -> None:
    """After the first-strike step, the assignments of the creatures that dealt damage in it
    are spent: a double striker assigns anew in the second step."""
    combat = ctx.combat
    assert combat is not None
    if combat.strike == 1 and combat.assignments:
        ctx.combat = evolve(combat, assignments=tuple(
            (k, v) for k, v in combat.assignments if k not in used))


def has_deathtouch(g: GameView, oid: int) -> bool:
    return "deathtouch" in chars_of(g, oid).keywords


def mark_deathtouch(ctx: Ctx, target: int, source_name: str) -> None:
    """Damage from a deathtouch source has been dealt to creature ``target`` (704.5h). The
    mark is in ``info``, a field state-based actions are blind to, but it always comes with
    the damage (or wither's counters) just marked on the creature, which the check does see."""
    o = ctx.objects[target]
    if o.get(DEATHTOUCHED) is None:
        ctx.set_obj(target, info=o.info + ((DEATHTOUCHED, True),))
    ctx.emit("damage", f"{source_name} has deathtouch: {o.name} is destroyed at the next check "
             "of state-based actions", "kw.deathtouch", "kw.deathtouch_destroy", auto=True,
             obj=target)


def deathtouch_move(ctx: Ctx, o: Obj, c: Chars, moves: list) -> None:
    """704.5h: a creature marked as dealt damage by a deathtouch source since the last check
    is destroyed, added to ``moves`` (unless it already goes for another reason, has
    toughness 0 or less, or is indestructible); the mark is gone either way, as the check
    has happened."""
    ctx.set_obj(o.id, info=tuple((k, v) for k, v in o.info if k != DEATHTOUCHED))
    if c.is_creature and all(m[0] != o.id for m in moves) and (c.toughness or 0) > 0 \
            and "indestructible" not in c.keywords:
        moves.append((o.id, f"{o.name} was dealt damage by a source with deathtouch and is "
                      "destroyed", ("sba.deathtouch", "kw.deathtouch_destroy")))
