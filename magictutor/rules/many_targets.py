"""A variable number of targets (601.2c, for a triggered ability through 603.3d): Lair of
the Ashen Idol's "any number of target players".

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

from magictutor.model.state import Obj
from magictutor.model.work import Work, ask
from magictutor.rules.targets import candidates

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.cards.model import AbilityDef
    from magictutor.engine.context import Ctx

ANY_NUMBER = "any number of targets"
"""The condition word of an ability whose one target word takes any number of targets."""


def varies(a: AbilityDef | None) -> bool:
    """Whether ``a`` has a variable number of targets."""
    return a is not None and bool(dict(a.condition or ()).get(ANY_NUMBER)) and len(a.targets) == 1


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
    most = len(candidates(ctx, spec, t.controller))
    labels = [count_label(n) for n in range(most + 1)]
    answer = w.get("answer")
    if most and answer not in labels:
        ask(ctx, w.but(answer=None), t.controller, "option", labels,
            f"{t.controller}: announce how many targets ({spec}) {t.name} will have, from 0 "
            f"to {most}", "cast.target_count", "ability.trigger_stack")
        return None
    n = labels.index(answer) if answer in labels else 0
    ctx.emit("target", f"{t.controller} announces {count_label(n)} for {t.name}",
             "cast.target_count", "ability.trigger_stack", auto=not most, player=t.controller)
    specs = (spec,) * n
    return w.but(specs=specs, answer=None), specs
