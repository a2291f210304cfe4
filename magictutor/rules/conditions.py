"""Conditions a card file may test: the ``if`` effect word, and the intervening "if" of a
triggered ability (603.4), which is tested as the ability would trigger and again as it
resolves. Each test is a row of :data:`IF_WORDS`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from magictutor.effects import effect, effect_works, refs, src_name, target_at
from magictutor.query import chars_of
from magictutor.work import push

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.context import Ctx
    from magictutor.work import Work


def _hand_empty(ctx: Any, res: dict, value: Any) -> bool:
    players = [p for p in refs(ctx, res, value) if isinstance(p, str)]
    return bool(players) and all(not ctx.zones.get(f"{p}:hand") for p in players)


def _target_power_at_most(ctx: Any, res: dict, value: Any) -> bool:
    t = target_at(res, 0)
    if not isinstance(t, int) or t not in ctx.objects or ctx.objects[t].zone != "battlefield":
        return False
    c = chars_of(ctx, t)
    return c.is_creature and (c.power or 0) <= int(value)


IF_WORDS: dict[str, Callable[[Any, dict, Any], bool]] = {
    "hand_empty": _hand_empty,  # {hand_empty: you}: those players have no cards in hand
    "target_power_at_most": _target_power_at_most,  # the first target's power is <= N
}
"""What an ``if`` may test, each with how (``ctx`` may be a state or the working copy)."""


def holds(ctx: Any, res: dict, test: Any) -> bool:
    """Whether every test of an ``if`` mapping holds."""
    return all(IF_WORDS[k](ctx, res, v) for k, v in dict(test).items())


@effect("if")
def fx_if(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{if: {hand_empty: you}, then: [effects]}``: the effects happen only if the test
    holds as this part of the ability resolves (an intervening "if" is checked again here,
    603.4)."""
    test = spec["if"]
    if holds(ctx, res, test):
        push(ctx, *effect_works(res, spec.get("then", ())))
        return
    words = ", ".join(f"{k} {v}" for k, v in dict(test).items())
    ctx.emit("if", f"{src_name(res)}: the condition ({words}) doesn't hold, so it does "
             "nothing", "ability.intervening_if")
