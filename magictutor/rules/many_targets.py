"""A variable number of targets (601.2c, for a triggered ability through 603.3d): Lair of
the Ashen Idol's "any number of target players", and Orzhova's "for each opponent, up to
one target creature card from that player's graveyard" (at most one per opponent, so at most
as many as the opponents who have a legal choice).

As the ability is put on the stack its controller first announces how many targets it
will have (601.2c: the number comes before the targets), choosing one of the options
``0 targets``, ``1 target``, ``2 targets``... up to the number of legal choices; then each
target is chosen one at a time among those not chosen yet (the same one can't be chosen
twice for one word "target"). A player thus answers at most N + 1 questions of at most
N + 1 options each, never one question over every combination. The ability remembers the
target word once per target chosen (``tspecs``), so resolving checks each one (608.2b);
one with no target at all resolves and does what it does to none (no target was chosen, so
none became illegal)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.state import Obj, Ref
from magictutor.model.work import Work, ask
from magictutor.rules.targets import candidates
from magictutor.rules.teams import is_opponent

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.cards.model import AbilityDef
    from magictutor.engine.context import Ctx

ANY_NUMBER = "any number of targets"
"""The condition word of an ability whose one target word takes any number of targets."""
ONE_EACH = "up to one target for each opponent"
"""The condition word of Orzhova's "for each opponent, up to one target ... of that player"."""


THEY_CHOOSE = "that player chooses"
"""The condition word of Immersturm's "target ... of their choice": the player the event was
about (``that player``), not the ability's controller, chooses its targets."""


def chooser(t: Obj, a: AbilityDef | None) -> str:
    """Who chooses the targets of trigger ``t``: its controller, or ``that player``."""
    if a is not None and a.condition and dict(a.condition).get(THEY_CHOOSE):
        p = t.get("player")
        if isinstance(p, str):
            return p
    return t.controller


def varies(a: AbilityDef | None) -> bool:
    """Whether ``a`` has a variable number of targets."""
    if a is None or len(a.targets) != 1 or not a.condition:
        return False
    cond = dict(a.condition)
    return bool(cond.get(ANY_NUMBER) or cond.get(ONE_EACH))


def _whose(ctx: Ctx, r: Ref) -> Ref:
    """The player a target belongs to: itself, a card's owner, a permanent's controller."""
    if not isinstance(r, int) or r not in ctx.objects:
        return r
    o = ctx.objects[r]
    return o.controller if o.zone == "battlefield" else o.owner


def one_each(ctx: Ctx, a: AbilityDef | None, opts: list, chosen: tuple) -> list:
    """For "up to one target for each opponent": the choices left, none of an opponent who
    already has one (and none of a player who is no opponent)."""
    if a is None or not dict(a.condition or ()).get(ONE_EACH):
        return opts
    taken = {_whose(ctx, r) for r in chosen}
    return [r for r in opts if _whose(ctx, r) not in taken]


def _most(ctx: Ctx, t: Obj, a: AbilityDef) -> int:
    """How many targets the ability may have: every legal choice, or, one per opponent, the
    opponents with a legal choice."""
    opts = candidates(ctx, a.targets[0], chooser(t, a))
    if dict(a.condition or ()).get(ONE_EACH):
        owners = {_whose(ctx, r) for r in opts}
        return len({p for p in owners if isinstance(p, str) and is_opponent(ctx, t.controller,
                                                                                p)})
    return len(opts)


def count_label(n: int) -> str:
    """How the notation names the answer "n targets": ``0 targets``, ``1 target``..."""
    return f"{n} target" if n == 1 else f"{n} targets"


def target_count(ctx: Ctx, w: Work, t: Obj, a: AbilityDef) -> tuple[Work, tuple] | None:
    """The target words of trigger ``t``, one per target its controller announced: ``w``
    with them, or None while its controller is asked how many (601.2c)."""
    specs = w.get("specs")
    if specs is not None:
        return w, specs
    spec = a.targets[0]
    most = _most(ctx, t, a)
    share = dividing(t, a)
    if share is not None:
        most = min(most, share)  # (each target gets at least one of what is divided, 601.2d)
    labels = [count_label(n) for n in range(most + 1)]
    who = chooser(t, a)
    answer = w.get("answer")
    if most and answer not in labels:
        ask(ctx, w.but(answer=None), who, "option", labels,
            f"{who}: announce how many targets ({spec}) {t.name} will have, from 0 "
            f"to {most}", "cast.target_count", "ability.trigger_stack")
        return None
    n = labels.index(answer) if answer in labels else 0
    ctx.emit("target", f"{who} announces {count_label(n)} for {t.name}",
             "cast.target_count", "ability.trigger_stack", auto=not most, player=who)
    specs = (spec,) * n
    return w.but(specs=specs, answer=None), specs


DISTRIBUTE = "distribute"
"""The condition word of an ability that divides an amount among its targets (601.2d):
``{distribute: dead power}``, the power of the creature whose dying triggered it."""


def divides(a: AbilityDef | None) -> bool:
    """Whether ``a`` divides something among its targets as it goes on the stack."""
    return a is not None and bool(a.condition) and DISTRIBUTE in dict(a.condition)


def dividing(t: Obj, a: AbilityDef) -> int | None:
    """How much trigger ``t`` divides among its targets (None if it divides nothing)."""
    if not divides(a):
        return None
    return max(0, int(t.get("dead_power") or 0))  # (the only amount divided: dead power)


def share_label(n: int) -> str:
    """How the notation names a share: ``1 counter``, ``2 counters``..."""
    return f"{n} counter" if n == 1 else f"{n} counters"


def division(ctx: Ctx, w: Work, t: Obj, a: AbilityDef, chosen: tuple) -> tuple | None:
    """The division of trigger ``t``'s amount among its ``chosen`` targets (601.2d), one
    share a question in target order, each at least one and leaving at least one for each
    later target; the last target gets what is left. None while its chooser is asked."""
    total, shares = dividing(t, a) or 0, tuple(w.get("shares", ()))
    answer = w.get("answer")
    while len(shares) < len(chosen) - 1:
        left = total - sum(shares) - (len(chosen) - len(shares) - 1)
        labels = [share_label(n) for n in range(1, left + 1)]
        if answer not in labels:
            who, what = chooser(t, a), ctx.describe(chosen[len(shares)])
            ask(ctx, w.but(shares=shares, answer=None, chosen=chosen), who, "option", labels,
                f"{who}: how many of the {total} to divide does {what} get ({t.name})?",
                "cast.divide", "ability.trigger_stack")
            return None
        shares += (labels.index(answer) + 1,)
        answer = None
    if chosen:
        shares += (total - sum(shares),)
        split = ", ".join(f"{share_label(n)} to {ctx.describe(r)}"
                          for n, r in zip(shares, chosen, strict=True))
        ctx.emit("target", f"{chooser(t, a)} divides {total} for {t.name}: {split}",
                 "cast.divide", "ability.trigger_stack", auto=True)
    return shares


def stack_info(ctx: Ctx, w: Work, t: Obj, a: AbilityDef | None, chosen: tuple,
               specs: tuple) -> tuple | None:
    """What trigger ``t`` remembers on the stack besides its targets: its target words when
    their number varies, who chose them when that isn't its controller (they judge them as
    it resolves, too), and the division of what it divides (601.2d). None while a player is
    asked how to divide."""
    if a is None:
        return ()
    extra: tuple = (("tspecs", specs),) if varies(a) else ()
    if chooser(t, a) != t.controller:
        extra += (("chooser", chooser(t, a)),)
    if divides(a):
        split = division(ctx, w, t, a, chosen)
        if split is None:
            return None
        extra += (("division", split),)
    return extra
