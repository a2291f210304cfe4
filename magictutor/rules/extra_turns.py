"""Extra turns (500.7): Otaria's chaos ability gives its planar controller one.

An extra turn is added directly after the current turn, and when several are added, the
one added last is taken first (500.7). The engine keeps the turns still to come in the
state (``extra["extra turns"]``, the next one last) and, while extra turns are being
taken, the player whose ordinary turn they follow (``extra["extra turns after"]``): once
the last extra turn ends, the turn order goes on from that player (101.4), as if the extra
turns had been slipped in between two ordinary turns. In a Two-Headed Giant game a team
takes the turn, named by its primary player (805.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.rules.effects import effect, refs, src_name
from magictutor.rules.teams import next_team_player, primary, teams

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.work import Work

EXTRA = "extra turns"
"""Key in ``GameState.extra`` of the extra turns still to be taken, the next one last."""
AFTER = "extra turns after"
"""Key in ``GameState.extra`` of the player whose ordinary turn the extra turns follow."""


@effect("extra_turn")
def _extra_turn(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """The players named each get an extra turn after this one (500.7): added one at a
    time, in turn order (APNAP today), so the last added is taken first."""
    named = [p for p in refs(ctx, res, spec.get("extra_turn", "you")) if isinstance(p, str)]
    order = [p for p in ctx.apnap() if p in named]
    if teams(ctx):
        order = list(dict.fromkeys(primary(ctx, p) for p in order))
    team = ("team.extra_turn",) if teams(ctx) else ()
    for p in order:
        ctx.extra[EXTRA] = tuple(ctx.extra.get(EXTRA, ())) + (p,)
        ctx.emit("extra turn", f"{p} will take an extra turn after this one "
                 f"({src_name(res)}); extra turns added last are taken first",
                 "turn.extra", *team, player=p)


def following_player(ctx: Ctx) -> tuple[str, bool]:
    """Who takes the next turn, and whether it is an extra turn (500.7): the extra turn
    added last, if any is still to come (and still in the game); otherwise the next player
    in turn order after the player whose turn the extra turns followed, or after the
    active player."""
    waiting = list(ctx.extra.get(EXTRA, ()))
    while waiting:
        p = waiting.pop()
        if waiting:
            ctx.extra[EXTRA] = tuple(waiting)
        else:
            del ctx.extra[EXTRA]
        if ctx.is_live(p):
            ctx.extra.setdefault(AFTER, ctx.active)
            return p, True
    last = ctx.extra.pop(AFTER, ctx.active)
    return (next_team_player(ctx, last) if teams(ctx) else ctx.next_player(last)), False
