"""Players losing and leaving the game (104, 800.4).

When a player leaves, every object they own leaves with them, effects giving them control
of anything end, abilities they control on the stack cease to exist, and anything they
still control is exiled (800.4a). In Planechase the planar controller passes on first
(309.5) and the planar cards they own leave too (901.10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.rules.gain_control import change_controller
from magictutor.rules.teams import same_team, team_name, teammates, teams

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.actions import LeaveGame


def player_loses(ctx: Ctx, name: str) -> None:
    players_lose(ctx, [name])


def players_lose(ctx: Ctx, names: list[str], *why: str) -> None:
    """Players who lose at the same time (704.3: state-based actions are one event) are all
    out of the game before any of them leaves, so none of them can become the planar
    controller or planeswalk on the way out (309.5, 800.4); the game ends once they all
    have left."""
    names = _with_teammates(ctx, names)
    for name in names:
        ctx.set_player(name, lost=True)
    if len(names) > 1:
        ctx.emit("lose", f"{' and '.join(names)} lose the game at the same time and leave it "
                 "together", *why, "game.leave", auto=True)
    for name in names:
        leave_game(ctx, name, finish=False)
    _maybe_over(ctx)


def _with_teammates(ctx: Ctx, names: list[str]) -> list[str]:
    """``names`` and their live teammates: players lose only as a team (810.8a)."""
    out = list(names)
    for name in names:
        out += [m for m in teammates(ctx, name) if m not in out and ctx.is_live(m)]
    return out


def do_leave(ctx: Ctx, a: LeaveGame) -> None:
    """A player concedes (104.3a) and leaves (800.4); in Two-Headed Giant the team leaves
    with them at once and loses (810.8b)."""
    ctx.emit("leave", f"{a.player} leaves the game", "game.leave", player=a.player)
    mates = [m for m in teammates(ctx, a.player) if ctx.is_live(m)]
    ctx.set_player(a.player, left=True)
    for m in mates:
        ctx.set_player(m, left=True)
        ctx.emit("leave", f"{m} leaves the game with {a.player}: when a player concedes, "
                 "their team leaves the game and loses", "team.concede", "team.lose",
                 auto=True, player=m)
    for name in [a.player, *mates]:
        leave_game(ctx, name, finish=False)
    _maybe_over(ctx)


def end_control_effects(ctx: Ctx, name: str) -> None:
    """800.4a: effects giving ``name`` control of objects end as they leave, before what
    they still control is exiled. Each such permanent goes back to the controller the
    remaining control effects give it, or else to the one it had before any of them.

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Island"]}}))
    >>> ctx.set_obj(1, controller="Bob") and None
    >>> _ = ctx.add_effect("control", None, "Bob", affected=(1,), until="game", obj=1, gen=0,
    ...                    before="Alice")
    >>> end_control_effects(ctx, "Bob")
    >>> ctx.objects[1].controller, ctx.effects
    ('Alice', [])
    """
    ended = [e for e in ctx.effects if e.kind == "control" and e.controller == name]
    if not ended:
        return
    everything = [e for e in ctx.effects if e.kind == "control"]
    ctx.effects = [e for e in ctx.effects if not (e.kind == "control" and e.controller == name)]
    for oid in dict.fromkeys(e.get("obj") for e in ended):
        back = _controller_after(ctx, name, oid, everything)
        if back is None:
            continue
        o = ctx.objects[oid]
        src = ended[[e.get("obj") for e in ended].index(oid)].source_name
        ctx.emit("leave", f"The effect giving {name} control of {o.name} ({src}) ends as "
                 f"{name} leaves the game: {back} controls it again", "game.leave_owned",
                 auto=True, obj=oid, player=back)
        change_controller(ctx, oid, back)


def _controller_after(ctx: Ctx, name: str, oid: int, everything: list) -> str | None:
    """Who controls ``oid`` once the effects giving ``name`` control of it end: the last
    remaining control effect's controller, else the one before them all; None when nothing
    changes (a new object, one leaving with its owner, or a controller out of the game)."""
    o = ctx.objects.get(oid)
    mine = [e for e in everything if e.get("obj") == oid]
    if o is None or o.zone != "battlefield" or o.gen != mine[0].get("gen") or o.owner == name:
        return None  # (a new object, or one that leaves with its owner anyway)
    rest = [e for e in ctx.effects if e.kind == "control" and e.get("obj") == oid]
    back = rest[-1].controller if rest else mine[0].get("before")
    if back == o.controller or not ctx.is_live(back):
        return None
    return back


def leave_game(ctx: Ctx, name: str, finish: bool = True) -> None:
    """Carry out 800.4a for ``name`` (already marked as lost or left); with ``finish``, end
    the game if one player or none is left."""
    from magictutor.rules.planechase.controller import after_leave, before_leave

    before_leave(ctx, name)
    end_control_effects(ctx, name)
    gone = _objects_leave(ctx, name)
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
    if name == ctx.active and len(ctx.live) > 1:
        ctx.emit("leave", f"{name} left during their own turn: the turn goes on to its end "
                 f"without an active player, and {ctx.next_player(name)}, next in turn "
                 "order, gets priority where the active player would",
                 "game.leave_turn_continues", auto=True, player=name)
    if finish:
        _maybe_over(ctx)


def _objects_leave(ctx: Ctx, name: str) -> int:
    """800.4a: everything ``name`` owns leaves the game (how many did), abilities they
    control cease to exist, and what they still control is exiled."""
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
    return gone


def _maybe_over(ctx: Ctx) -> None:
    live = ctx.live
    if live and teams(ctx) and all(same_team(ctx, live[0], p) for p in live):
        ctx.game_over = True
        ctx.winner = team_name(ctx, live[0])
        ctx.priority = None
        ctx.emit("game", f"The game is over: {ctx.winner} win as a team", "team.lose",
                 "game.leave", auto=True)
        return
    if len(live) <= 1:
        ctx.game_over = True
        ctx.winner = live[0] if live else None
        ctx.priority = None
        if live:
            ctx.emit("game", f"The game is over: {ctx.winner} wins", "game.leave", auto=True)
        else:
            ctx.emit("game", "The game is over: every remaining player lost at the same time, "
                     "so the game is a draw", "game.draw_all_lose", auto=True)
