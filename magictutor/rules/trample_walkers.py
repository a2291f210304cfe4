"""Trample over planeswalkers (702.19c-e of the current rules; no such keyword before the
2021-06-18 rules, so a game of an older edition refuses a card that has or grants it).

It is a variant of trample: its controller assigns damage as for trample (702.19b), except
that a creature attacking a planeswalker may assign damage past it to its controller once
each blocker has lethal damage and the planeswalker has damage at least equal to its
loyalty, counting what other creatures assign to it in the same combat damage step (702.19c).
With no blockers left it assigns as though each had lethal damage (702.19d); if the
planeswalker was removed from combat, past the blockers to the defending player, without
attacking that player (702.19e, an exception to 506.4c). Plain trample never gets past a
planeswalker (702.19f: :func:`magictutor.rules.combat_damage._assign_keys`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from magictutor.editions import Edition
from magictutor.model.protocol import GameView
from magictutor.model.query import chars_of
from magictutor.model.state import GameState, Ref
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.rules.combat_record import walker_defender

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.actions import AssignDamage

TOP = "trample over planeswalkers"


def tramples(g: GameView, oid: int) -> bool:
    """Trample or its variant: both assign excess damage past the blockers (702.19b-c)."""
    kws = chars_of(g, oid).keywords
    return "trample" in kws or TOP in kws


def tramples_over(g: GameView, oid: int) -> bool:
    return TOP in chars_of(g, oid).keywords


def walker_attacked(g: GameView, attacker: int) -> int | None:
    """The planeswalker a creature with trample over planeswalkers attacks (None if it has
    no such keyword or attacks a player)."""
    assert g.combat is not None
    target = g.combat.attack_target(attacker)
    return target if isinstance(target, int) and tramples_over(g, attacker) else None


def beyond(g: GameView, walker: int, in_combat: bool) -> str | None:
    """Who the damage may go to past ``walker``: its controller (702.19c), or, once it was
    removed from combat, the defending player (702.19e); None if that player is gone."""
    who = (g.objects[walker].controller if in_combat and walker in g.objects
           else walker_defender(g, walker))
    return who if who is not None and g.is_live(who) else None


def loyalty_left(g: GameView, walker: int, others: int) -> int:
    """The damage still needed to reach the planeswalker's loyalty, after ``others`` from
    other creatures this step (702.19c)."""
    return max(0, g.objects[walker].counter("loyalty") - others)


def others_on(g: GameView, attacker: int, walker: Ref, power: Callable[[GameView, int], int]
              ) -> int:
    """Damage other attacking creatures that deal combat damage in the same step assign to
    ``walker``: their announced assignments, or all the power of an unblocked one (510.1a).
    A blocked creature that has not announced its division counts as assigning none to it."""
    assert g.combat is not None
    chosen = dict(g.combat.assignments)
    mine = _strike(g, attacker)
    total = 0
    for other, target in g.combat.attackers:
        o = g.objects.get(other)
        if other == attacker or o is None or o.zone != "battlefield" \
                or not _same_step(mine, _strike(g, other)):
            continue
        plan = chosen.get(other)
        if plan:
            total += sum(n for r, n in plan if r == walker)
        elif target == walker and not g.combat.blockers_of(other):
            total += power(g, other)
    return total


def _strike(g: GameView, oid: int) -> str:
    kws = chars_of(g, oid).keywords
    return "double" if "double strike" in kws else "first" if "first strike" in kws else ""


def _same_step(a: str, b: str) -> bool:
    """Whether two creatures deal combat damage in one step: a double striker deals in both
    (702.4b), a first striker only in the first (702.7b)."""
    return a == b or "double" in (a, b)


def split_past(g: GameView, walker: int, in_combat: bool, left: int,
               others: int) -> list[tuple[Ref, int]]:
    """Damage ``left`` after the blockers: up to the loyalty still needed to the planeswalker,
    the rest past it (702.19c); all of it to the defending player once the planeswalker has
    been removed from combat (702.19e)."""
    past = beyond(g, walker, in_combat)
    if not in_combat:
        return [(past, left)] if past is not None and left else []
    give = left if past is None else min(left, loyalty_left(g, walker, others))
    out: list[tuple[Ref, int]] = [(walker, give)] if give else []
    if left > give and past is not None:
        out.append((past, left - give))
    return out


def note_past(ctx: Ctx, attacker: int, walker: int, plan: list[tuple[Ref, int]],
              in_combat: bool) -> None:
    """Say which rule lets a creature attacking a planeswalker assign damage to a player."""
    assert ctx.combat is not None
    name = ctx.objects[attacker].name
    blocked = ctx.combat.blockers_of(attacker)
    gone = ("kw.trample_over_pw_no_blockers",) if blocked and not any(
        b in ctx.objects and ctx.objects[b].zone == "battlefield" for b in blocked) else ()
    for r, n in plan:
        if not isinstance(r, str):
            continue
        if in_combat:
            ctx.emit("combat", f"{name} has trample over planeswalkers: {n} damage beyond "
                     f"{ctx.describe(walker)}'s loyalty is assigned to its controller, {r}",
                     "kw.trample_over_pw", *gone, auto=True)
        else:
            ctx.emit("combat", f"{name} has trample over planeswalkers and "
                     f"{ctx.describe(walker)} was removed from combat: {n} damage is assigned "
                     f"to the defending player, {r}, though {name} isn't attacking {r}",
                     "kw.trample_over_pw_removed", "turn.removed_from_combat", *gone,
                     auto=True)


def past_walker_problems(ed: Edition, s: GameState, a: AssignDamage, walker: int,
                         in_combat: bool, short: bool, power: Callable[[GameView, int], int]
                         ) -> list[Violation]:
    """Damage past the attacked planeswalker: each blocker needs lethal damage first
    (``short``: one hasn't), and the planeswalker damage at least equal to its loyalty,
    counting other creatures' damage to it this step (702.19c); once it was removed from
    combat, only the blockers (702.19e)."""
    out: list[Violation] = []
    if short:
        out.append(_v(ed, ("kw.trample_assign", "kw.trample_over_pw"), "each blocker must be "
                      f"assigned lethal damage before any goes past {s.describe(walker)}"))
    if in_combat:
        others = others_on(s, a.attacker, walker, power)
        need = loyalty_left(s, walker, others)
        if dict(a.assignment).get(walker, 0) < need:
            also = f" (besides {others} from other creatures)" if others else ""
            out.append(_v(ed, ("kw.trample_over_pw",), f"{s.describe(walker)} must be "
                          f"assigned damage at least equal to its loyalty, {need}{also}, "
                          "before any goes to its controller"))
    return out
