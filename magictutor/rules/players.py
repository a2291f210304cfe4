"""Players losing and leaving the game (104, 800.4).

When a player leaves, every object they own leaves with them, effects giving them control
of anything end, abilities they control on the stack cease to exist, and anything they
still control is exiled (800.4a). In Planechase the planar controller passes on first
(309.5) and the planar cards they own leave too (901.10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.actions import LeaveGame
    from magictutor.context import Ctx


def player_loses(ctx: Ctx, name: str) -> None:
    ctx.set_player(name, lost=True)
    leave_game(ctx, name)


def do_leave(ctx: Ctx, a: LeaveGame) -> None:
    ctx.emit("leave", f"{a.player} leaves the game", "game.leave", player=a.player)
    ctx.set_player(a.player, left=True)
    leave_game(ctx, a.player)


def leave_game(ctx: Ctx, name: str) -> None:
    """Carry out 800.4a for ``name`` (already marked as lost or left)."""
    from magictutor.rules.planechase import after_leave, before_leave

    before_leave(ctx, name)
    gone = 0
    for key, ids in list(ctx.zones.items()):
        if key.startswith("planar:") or key == "faceup":
            continue
        for oid in list(ids):
            o = ctx.objects[oid]
            if o.owner == name or (o.kind == "ability" and o.controller == name):
                ctx.cease(oid)
                gone += 1
    for oid in list(ctx.zones.get("battlefield", [])):
        if ctx.objects[oid].controller == name:
            ctx.move(oid, "exile")
    ctx.triggers = [t for t in ctx.triggers if t.controller != name]
    if gone:
        ctx.emit("leave", f"{gone} object(s) {name} owned leave the game with them",
                 "game.leave_owned", auto=True, player=name)
    after_leave(ctx, name)
    if ctx.priority == name or ctx.priority not in ctx.live:
        ctx.priority = None
    ctx.passes = tuple(p for p in ctx.passes if p != name)
    if ctx.pending is not None and ctx.pending.player == name:
        ctx.pending = None
        ctx.work = [w for w in ctx.work if w.op not in ("keep",)]
    live = ctx.live
    if len(live) <= 1:
        ctx.game_over = True
        ctx.winner = live[0] if live else None
        ctx.priority = None
        ctx.emit("game", f"The game is over: {ctx.winner or 'nobody'} wins", "game.leave",
                 auto=True)
