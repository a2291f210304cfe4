"""Costs paid as an ability resolves: "you may pay {X}; if you do, ..." (117.12; 118.12
today). The action is a cost paid on resolution; "if you do" asks whether the player chose
to pay it. The player chooses X then (107.3e; 107.3f today), from 0 up to what their mana
pool and untapped lands can pay, or declines; the listed effects then happen with that X
(Kilnspire District's chaos ability)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.work import ask, push
from magictutor.rules.effects import effect, effect_works, src_name
from magictutor.rules.stack import pay_mana, payment

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.work import Work

DECLINE = "decline"
"""The answer of a player who doesn't pay."""

MOST_X = 20
"""The largest X offered (a game's mana seldom comes near it; it bounds the options)."""

_RULES = ("cost.on_resolution", "cost.x_text")


def most_payable(ctx: Ctx, player: str) -> int:
    """The largest X (up to :data:`MOST_X`) for which ``player`` can pay {X} now."""
    most = 0
    while most < MOST_X and payment(ctx, player, "{X}", most + 1) is not None:
        most += 1
    return most


@effect("may_pay_x")
def fx_may_pay_x(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{may_pay_x: [effects]}``: the ability's controller may pay {X} for an X they choose;
    if they do, the effects happen, ``X`` in them being what was paid."""
    you, src = res["controller"], src_name(res)
    if not ctx.is_live(you):
        return
    answer = w.get("answer")
    if answer is None:
        most = most_payable(ctx, you)
        ask(ctx, w.but(answer=None), you, "option",
            [f"pay {n}" for n in range(most + 1)] + [DECLINE],
            f"{you}: pay {{X}} for an X from 0 to {most} (choose pay N), or {DECLINE!r} "
            f"({src})", *_RULES)
        return
    if answer == DECLINE:
        ctx.emit("cost", f"{you} doesn't pay {{X}}, so nothing more happens ({src})", *_RULES,
                 player=you)
        return
    x = int(str(answer).split()[1])
    if x:
        pay_mana(ctx, you, "{X}", x, src, ("cost.on_resolution",))
    ctx.emit("cost", f"{you} pays {{{x}}} as {src} resolves (X = {x})", *_RULES, player=you)
    push(ctx, *effect_works({**res, "x": x}, spec["may_pay_x"]))
