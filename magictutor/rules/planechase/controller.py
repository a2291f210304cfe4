"""The planar controller (309.5, 310.4, 901.6) and players leaving a Planechase game (901.10).

The planar controller is the active player. If they would leave the game, the next player
in turn order who stays becomes planar controller first (800.4 says so too); the
designation lasts until that player leaves or another player becomes the active player.
A leaving player's planar cards leave with them; if a face-up one goes, the planar
controller at once turns up the top card of their planar deck, which counts as
planeswalking (901.11), though it is not a state-based action.

>>> from magictutor.engine.context import Ctx
>>> from magictutor.engine.setup import build_game
>>> ctx = Ctx(build_game(["Alice", "Bob", "Carol"], planechase={}))
>>> ctx.set_player("Alice", left=True) and None
>>> before_leave(ctx, "Alice")
>>> ctx.planechase.controller
'Bob'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.state import evolve
from magictutor.rules.planechase.phenomena import is_phenomenon
from magictutor.rules.teams import next_team_player, team_name, teams

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx


def _set_controller(ctx: Ctx, name: str) -> None:
    """Make ``name`` the planar controller. With the single planar deck option the planar
    controller is also treated as the owner of every card of that deck (901.15b)."""
    assert ctx.planechase is not None
    ctx.planechase = evolve(ctx.planechase, controller=name)
    for oid in ctx.zones.get("faceup", []):
        ctx.set_obj(oid, controller=name)
    if ctx.planechase.single_deck:
        for oid in [*ctx.zones.get("faceup", ()), *ctx.zones.get("planar:shared", ())]:
            ctx.set_obj(oid, owner=name)


def on_new_turn(ctx: Ctx) -> None:
    """309.5: the planar controller is the active player; in Two-Headed Giant, the primary
    player of the active team (901.12b; 901.11b in 2011-09).

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], planechase={}))
    >>> ctx.active = "Bob"
    >>> on_new_turn(ctx)
    >>> ctx.planechase.controller, ctx.events[-1].rules
    ('Bob', ('309.5', '901.6'))
    """
    if ctx.planechase is None or ctx.planechase.controller == ctx.active:
        return
    _set_controller(ctx, ctx.active)
    if teams(ctx):
        ctx.emit("planar", f"{ctx.active}, the primary player of the active team, is now the "
                 "planar controller: they control the face-up planar cards, and \"you\" on "
                 f"them means both {team_name(ctx, ctx.active)}", "plane.controller",
                 "pc.2hg_controller", "pc.2hg_you", auto=True, player=ctx.active)
        return
    ctx.emit("planar", new_controller_text(ctx.active), "plane.controller", "pc.owner", auto=True,
             player=ctx.active)


def new_controller_text(active: str) -> str:
    """The log line of the new active player becoming the planar controller (309.5), but in
    Two-Headed Giant (its own line, above); the quick end of a turn logs it too
    (:mod:`magictutor.engine.quick_turn`)."""
    return (f"{active} is the active player, so now the planar controller: they control the "
            "face-up planar cards, and \"you\" on them means them")


def before_leave(ctx: Ctx, name: str) -> None:
    """309.5, 800.4: if the planar controller would leave the game, the next player in turn
    order who isn't leaving becomes planar controller first (in Two-Headed Giant, the
    primary player of the next team, 901.12b). From ``2013-07``, abilities of the leaver's
    phenomena stay on the stack under the new planar controller (901.10b)."""
    if ctx.planechase is None:
        return
    if ctx.planechase.controller == name:
        _pass_on(ctx, name)
    if not ctx.feature("leave_keeps_phenomenon_abilities"):
        return
    new = ctx.planechase.controller
    if new == name:
        return
    for oid in ctx.zones.get("stack", []):
        o = ctx.objects[oid]
        if o.kind == "ability" and _leavers_phenomenon(ctx, o.source, name):
            ctx.set_obj(oid, controller=new, owner=new)
            ctx.emit("planar", f"{o.name} stays on the stack, now controlled by {new}: "
                     "abilities of a leaving player's phenomena stay",
                     "pc.leave_phenomenon_abilities", auto=True)
    ctx.triggers = [evolve(t, controller=new, owner=new)
                    if _leavers_phenomenon(ctx, t.source, name) else t for t in ctx.triggers]


def _pass_on(ctx: Ctx, name: str) -> None:
    """The planar controller ``name`` would leave: the next player who stays takes over."""
    team = bool(teams(ctx))
    nxt = next_team_player(ctx, name) if team else ctx.next_player(name)
    if nxt == name or not ctx.is_live(nxt):
        return
    _set_controller(ctx, nxt)
    if team:
        ctx.emit("planar", f"{nxt}, the primary player of the next team in turn order that "
                 f"stays, becomes the planar controller before {team_name(ctx, name)} leave "
                 "the game", "plane.controller", "pc.2hg_controller", auto=True, player=nxt)
        return
    ctx.emit("planar", f"{nxt} becomes the planar controller before {name} leaves the "
             "game (the next player in turn order who stays)", "plane.controller",
             "game.leave_planar_controller", auto=True, player=nxt)


def _leavers_phenomenon(ctx: Ctx, source: int | None, name: str) -> bool:
    """Whether ``source`` is a face-up phenomenon the leaving player ``name`` owns."""
    src = ctx.objects.get(source) if source is not None else None
    return src is not None and src.owner == name and src.zone == "command" \
        and is_phenomenon(ctx, src)


def after_leave(ctx: Ctx, name: str) -> None:
    """901.10 (901.9 in ``2011-09``): the planar cards the leaver owns leave the game too.
    A planeswalking ability on the stack then ceases to exist (``2011-09``: only one whose
    source left), and if a face-up card left, the planar controller at once turns up the top
    card of their planar deck: not a state-based action, but it counts as planeswalking.

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob", "Carol"], planechase={"decks": {
    ...     "Alice": ["Tazeem"], "Bob": ["Agyrem", "Panopticon"]}}))
    >>> ctx.set_player("Alice", left=True) and None
    >>> before_leave(ctx, "Alice"); after_leave(ctx, "Alice")
    >>> ctx.planechase.controller, [ctx.objects[i].name for i in ctx.zones["faceup"]]
    ('Bob', ['Agyrem'])
    """
    from magictutor.rules.planechase.core import _end_durations, _fire_away, arrive

    if ctx.planechase is None or ctx.planechase.single_deck:
        return
    gone_up = [i for i in ctx.zones.get("faceup", []) if ctx.objects[i].owner == name]
    deck = list(ctx.zones.get(f"planar:{name}", []))
    if not gone_up and not deck:
        return
    names = [ctx.objects[i].name for i in gone_up]
    if gone_up:
        _cancel_planeswalking(ctx, gone_up)
        if len(ctx.live) > 1:
            _fire_away(ctx, gone_up)  # planeswalked away from: look-back triggers
    left = [ctx.objects[i] for i in gone_up]
    for oid in deck + gone_up:
        ctx.cease(oid)
    ctx.emit("planar", f"{name}'s planar cards leave the game with them"
             + (f", including face-up {', '.join(names)}" if names else ""), "pc.leave",
             "game.leave_owned", auto=True)
    if left and len(ctx.live) > 1:
        pc = ctx.planechase.controller
        _end_durations(ctx, left)
        arrive(ctx, pc, None, f" away from {', '.join(names)} (it left the game)", "pc.leave",
               "pc.planeswalk_causes")


def _cancel_planeswalking(ctx: Ctx, gone_up: list[int]) -> None:
    """A face-up planar card left the game: the planeswalking ability on the stack (and any
    waiting to go there) ceases to exist (``2011-09``: only one whose source left)."""
    mode = ctx.feature("leave_cancels_planeswalking")

    def cancelled(game_ability: str | None, source: int | None) -> bool:
        return game_ability == "planeswalk" and (mode == "any" or source in gone_up)

    cancel = [i for i in ctx.zones.get("stack", [])
              if cancelled(ctx.objects[i].get("game_ability"), ctx.objects[i].source)]
    if cancel:
        for oid in cancel:
            ctx.cease(oid)
        ctx.emit("planar", "The planeswalking ability on the stack ceases to exist: a plane "
                 "left the game", "pc.leave_cancels_planeswalking", auto=True)
    ctx.triggers = [t for t in ctx.triggers
                    if not cancelled(t.get("game_ability"), t.source)]
