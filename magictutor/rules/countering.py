"""Countering an ability on the stack (701.5; 701.6 today): the ``counter`` effect word
(Stifle). Countering a spell on a lost coin flip is :mod:`magictutor.rules.coin`'s."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.rules.effects import effect, refs, src_name

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.work import Work


@effect("counter")
def fx_counter(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Counter an ability on the stack (701.5a; 701.6a today): it leaves the stack without
    resolving, none of its effects happen, and the costs paid for it stay paid (701.5b)."""
    for oid in refs(ctx, res, spec["counter"]):
        o = ctx.objects.get(oid) if isinstance(oid, int) else None
        if o is None or o.zone != "stack" or o.kind != "ability":
            continue  # (gone already: nothing to counter, 608.2b)
        paid = " (the costs paid for it stay paid)" if o.get("activated") else ""
        ctx.emit("counter", f"{o.name} is countered by {src_name(res)}: it leaves the stack "
                 f"and none of its effects happen{paid}", "kw.counter_remove",
                 *(("kw.counter_no_refund",) if paid else ()), name=o.name)
        ctx.cease(o.id)
