"""Flipping a coin (705) and countering the spell that triggered an ability.

* ``{flip_coin: caster, lose: [effects], win: [effects]}``: the player named flips a coin and
  calls it; they win the flip if the call matches (705.1; 705.2 today), and the effects listed
  for that result happen. A call is as likely to win as to lose, so the engine draws the
  result, won or lost, from the game's seed like the planar die
  (:meth:`magictutor.engine.chance.Chance.chance`, recorded for replays). A lesson, test or
  scenario fixes it: ``force: lost`` on the effect, or, for the printed cards, the game's own
  queue of results (``build_game(planechase={"coin flips": ["lost", "won"]})``, a scenario's
  ``planechase: {coin flips: [lost]}``), taken one per flip before any random one.
* ``{counter_that_spell: true}`` (Mirrored Depths): the spell whose casting triggered the
  ability is countered, if it is still on the stack as the same object (400.7): it goes to its
  owner's graveyard without resolving (701.5a; 701.6a today).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.model.work import Work, push
from magictutor.rules.effects import effect, effect_works, refs, src_name

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

RESULTS = ("won", "lost")
"""A coin flip's results for the player who flips (705.1; 705.2 today)."""

QUEUE = "coin flips"
"""The key of a game's ``extra`` holding the results the next coin flips take (fixed for a
lesson or scenario), in order."""


def flip(ctx: Ctx, player: str, force: Any = None) -> str:
    """``player`` flips a coin: ``won`` or ``lost``, fixed by ``force``, else by the game's
    queue, else drawn from the game's seed (and recorded for replays)."""
    if force in RESULTS:
        return str(force)
    queue = tuple(ctx.extra.get(QUEUE, ()))
    if queue:
        ctx.extra[QUEUE] = queue[1:]
        return str(queue[0])
    return str(ctx.chance("coin", lambda rng: rng.choice(RESULTS)))


@effect("flip_coin")
def fx_flip_coin(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """The player named flips a coin; the ``win`` or ``lose`` effects follow."""
    word = spec["flip_coin"]
    named: list[Any] = [dict(res.get("info", ())).get("caster")] if word == "caster" \
        else list(refs(ctx, res, word))
    who = [p for p in named if isinstance(p, str) and ctx.is_live(p)]
    if not who:
        return
    player: str = who[0]
    result = flip(ctx, player, spec.get("force"))
    ctx.emit("coin", f"{player} flips a coin and {'wins' if result == 'won' else 'loses'} the "
             f"flip ({src_name(res)})", "coin.flip", player=player, result=result)
    then = spec.get("win" if result == "won" else "lose", ())
    if then:
        push(ctx, *effect_works(res, then))


@effect("counter_that_spell")
def fx_counter_that_spell(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Counter the spell whose casting triggered this ability (see the module's notes)."""
    info = dict(res.get("info", ()))
    oid, gen = info.get("spell_id"), info.get("spell_gen")
    o = ctx.objects.get(oid) if isinstance(oid, int) else None
    if o is None or o.zone != "stack" or o.kind == "ability" or o.gen != gen:
        ctx.emit("counter", f"the spell is no longer on the stack: nothing to counter "
                 f"({src_name(res)})", "kw.counter_remove")
        return
    ctx.move(o.id, "graveyard")
    ctx.emit("counter", f"{o.name} is countered by {src_name(res)}: it goes to {o.owner}'s "
             "graveyard without resolving", "kw.counter_remove", name=o.name)
