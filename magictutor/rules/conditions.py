"""Conditions a card file may test: the ``if`` effect word, and the intervening "if" of a
triggered ability (603.4), which is tested as the ability would trigger and again as it
resolves. Each test is a row of :data:`IF_WORDS`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from magictutor.model.protocol import GameView
from magictutor.model.query import chars_of
from magictutor.model.work import push
from magictutor.rules.effects import effect, effect_works, refs, src_name, target_at
from magictutor.rules.trigger_conditions import IF_HOLDS

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.work import Work


def _hand_empty(ctx: Any, res: dict, value: Any) -> bool:
    players = [p for p in refs(ctx, res, value) if isinstance(p, str)]
    return bool(players) and all(not ctx.zones.get(f"{p}:hand") for p in players)


def _target_power_at_most(ctx: GameView, res: dict, value: Any) -> bool:
    t = target_at(res, 0)
    if not isinstance(t, int) or t not in ctx.objects or ctx.objects[t].zone != "battlefield":
        return False
    c = chars_of(ctx, t)
    return c.is_creature and (c.power or 0) <= int(value)


def _you_control(ctx: GameView, res: dict, value: Any) -> bool:
    from magictutor.rules.permanents import SACRIFICE_WHAT

    test, you = SACRIFICE_WHAT[value], res["controller"]
    return any(ctx.objects[i].controller == you and test(chars_of(ctx, i))
               for i in ctx.zones.get("battlefield", ()))


IF_WORDS: dict[str, Callable[[Any, dict, Any], bool]] = {
    "hand_empty": _hand_empty,  # {hand_empty: you}: those players have no cards in hand
    "target_power_at_most": _target_power_at_most,  # the first target's power is <= N
    "you_control": _you_control,  # {you_control: creature}: a permanent of that kind
}
"""What an ``if`` may test, each with how (``ctx`` may be a state or the working copy)."""


def holds(ctx: Any, res: dict, test: Any) -> bool:
    """Whether every test of an ``if`` mapping holds."""
    return all(IF_WORDS[k](ctx, res, v) for k, v in dict(test).items())


IF_HOLDS["holds"] = holds


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


@effect("cant_lose")
def fx_cant_lose(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{cant_lose: you, until: planeswalk}``: until a player planeswalks, those players
    don't lose the game (a state-based action that would make them lose does nothing) and
    their opponents can't win it. In the kit a player wins only when every opponent has
    left, and a player who leaves (conceding always works, 104.3a) takes their effects with
    them (800.4a), so the first half is all there is to do."""
    for p in refs(ctx, res, spec["cant_lose"]):
        if isinstance(p, str) and ctx.is_live(p):
            ctx.add_effect("cant_lose", ctx.objects.get(res.get("source")), p, affected=(p,),
                           until=spec.get("until", "planeswalk"),
                           text=f"{p} can't lose the game and their opponents can't win it")
            ctx.emit("effect", f"Until a player planeswalks, {p} can't lose the game and "
                     f"{p}'s opponents can't win it ({src_name(res)})", "pc.planeswalk_when",
                     player=p)


def cant_lose(g: GameView, player: str) -> bool:
    """Whether an effect keeps ``player`` from losing the game now (Celestine Reef)."""
    return any(e.kind == "cant_lose" and player in e.affected for e in g.effects)
