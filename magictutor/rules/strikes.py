"""First strike, double strike (the two combat damage steps) and deathtouch.

If an attacking or blocking creature has first strike or double strike as the combat damage
step begins, only those creatures deal combat damage in it; the phase then gets a second
combat damage step, in which the others deal theirs, and so do those that have double strike
then (510.5 in the 2011-09 and 2013-07 rules, 510.4 from 2017-09; 702.7b, 702.4b). A
deathtouch source's nonzero combat damage counts as lethal when it is assigned (702.2b to
2013-07, 702.2c from 2017-09), and a creature it damages is destroyed by the next check of
state-based actions (704.5h)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.model.characteristics import card_of
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
                 f"{', '.join(ctx.describe(i) for i in first)} "
                 f"{'deals' if len(first) == 1 else 'deal'} combat damage; a second "
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


LKI_KEYWORDS = frozenset({"deathtouch", "wither", "lifelink"})
"""A damage source's keywords that, when it has left the battlefield before an effect makes
it deal damage, come from its last known information (deathtouch: 702.2e; wither: 702.78b in
2011-09, 702.79b to 2017-09, 702.80b today; lifelink: 702.14c in 2011-09, 702.15c later;
608.2g, 608.2h today)."""
SOURCE_KEYWORDS = "source_keywords"
"""The mark (in an ability's ``info``) of its source's :data:`LKI_KEYWORDS` as it left."""


def remember_keywords(ctx: Ctx, o: Obj) -> None:
    """Permanent ``o`` is leaving the battlefield: each ability of it on the stack or waiting
    to be put there remembers which of :data:`LKI_KEYWORDS` it had, for the damage it may
    yet deal. Looked at only while the stack or the waiting triggers hold something."""
    def mine(t: Obj) -> bool:
        return t.kind == "ability" and t.source == o.id and t.get(SOURCE_KEYWORDS) is None

    stack = [i for i in ctx.zones.get("stack", ()) if mine(ctx.objects[i])]
    if not stack and not any(mine(t) for t in ctx.triggers):
        return
    lki = ((SOURCE_KEYWORDS, tuple(sorted(chars_of(ctx, o.id).keywords & LKI_KEYWORDS))),)
    for i in stack:
        ctx.set_obj(i, info=ctx.objects[i].info + lki)
    ctx.triggers = [evolve(t, info=t.info + lki) if mine(t) else t for t in ctx.triggers]


def source_lki(res: dict) -> tuple[str, ...] | None:
    """The keywords a resolving ability's source had as it left the battlefield, or None
    while it hasn't left (:func:`remember_keywords`)."""
    for k, v in res.get("info") or ():
        if k == SOURCE_KEYWORDS:
            return v
    return None


def damage_keywords(ctx: Ctx, w: Any) -> frozenset[str]:
    """The keywords of damage ``w``'s source: as it last was on the battlefield if it left
    before the effect made it deal the damage (noted on the work), else its own now while
    it is on the battlefield; a spell's its card's while it resolves on the stack (the rules
    of deathtouch, wither and lifelink work from any zone: 702.2d, 702.15d); else none."""
    lki = w.get(SOURCE_KEYWORDS)
    if lki is not None:
        if lki:
            rules = tuple(f"kw.{k}_lki" for k in lki)
            ctx.emit("damage", f"{w.get('source_name')} has left the battlefield: as it last "
                     f"was there it had {' and '.join(lki)}", "ability.lki", *rules, auto=True)
        return frozenset(lki)
    src = w.get("source")
    o = ctx.objects.get(src) if isinstance(src, int) else None
    if o is not None and o.zone == "battlefield":
        return chars_of(ctx, src).keywords
    if o is not None and o.zone == "stack" and o.kind != "ability":
        return frozenset(card_of(o, ctx.edition).keywords) & LKI_KEYWORDS
    return frozenset()
