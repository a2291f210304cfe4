"""The planar controller (309.5, 310.4, 901.6) and players leaving a Planechase game (901.10).

The planar controller is the active player. If they would leave the game, the next player
in turn order who stays becomes planar controller first (800.4 says so too); the
designation lasts until that player leaves or another player becomes the active player.
A leaving player's planar cards leave with them; if a face-up one goes, the planar
controller at once turns up the top card of their planar deck, which counts as
planeswalking (901.11), though it is not a state-based action.

>>> from magictutor.context import Ctx
>>> from magictutor.setup import build_game
>>> ctx = Ctx(build_game(["Alice", "Bob", "Carol"], planechase={}))
>>> ctx.set_player("Alice", left=True) and None
>>> before_leave(ctx, "Alice")
>>> ctx.planechase.controller
'Bob'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.rules.phenomena import is_phenomenon
from magictutor.state import evolve

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.context import Ctx


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
    """309.5: the planar controller is the active player.

    >>> from magictutor.context import Ctx
    >>> from magictutor.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], planechase={}))
    >>> ctx.active = "Bob"
    >>> on_new_turn(ctx)
    >>> ctx.planechase.controller, ctx.events[-1].rules
    ('Bob', ('309.5', '901.6'))
    """
    if ctx.planechase is None or ctx.planechase.controller == ctx.active:
        return
    _set_controller(ctx, ctx.active)
    ctx.emit("planar", f"{ctx.active} is the active player, so now the planar controller: "
             "they control the face-up planar cards, and \"you\" on them means them",
             "plane.controller", "pc.owner", auto=True, player=ctx.active)


def before_leave(ctx: Ctx, name: str) -> None:
    """309.5, 800.4: if the planar controller would leave the game, the next player in turn
    order who isn't leaving becomes planar controller first. From ``2013-07``, abilities of
    the leaver's phenomena stay on the stack under the new planar controller (901.10b)."""
    if ctx.planechase is None:
        return
    if ctx.planechase.controller == name:
        nxt = ctx.next_player(name)
        if nxt != name and ctx.is_live(nxt):
            _set_controller(ctx, nxt)
            ctx.emit("planar", f"{nxt} becomes the planar controller before {name} leaves the "
                     "game (the next player in turn order who stays)", "plane.controller",
                     "game.leave_planar_controller", auto=True, player=nxt)
    if not ctx.feature("leave_keeps_phenomenon_abilities"):
        return
    new = ctx.planechase.controller
    for oid in ctx.zones.get("stack", []):
        o = ctx.objects[oid]
        src = ctx.objects.get(o.source) if o.source is not None else None
        if o.kind == "ability" and src is not None and src.owner == name \
                and src.zone == "command" and is_phenomenon(ctx, src) and new != name:
            ctx.set_obj(oid, controller=new, owner=new)
            ctx.emit("planar", f"{o.name} stays on the stack, now controlled by {new}: "
                     "abilities of a leaving player's phenomena stay",
                     "pc.leave_phenomenon_abilities", auto=True)
    ctx.triggers = [evolve(t, controller=new, owner=new)
                    if t.source is not None and t.source in ctx.objects
                    and ctx.objects[t.source].owner == name and new != name
                    and ctx.objects[t.source].zone == "command"
                    and is_phenomenon(ctx, ctx.objects[t.source]) else t
                    for t in ctx.triggers]


def after_leave(ctx: Ctx, name: str) -> None:
    """901.10 (901.9 in ``2011-09``): the planar cards the leaver owns leave the game too.
    A planeswalking ability on the stack then ceases to exist (``2011-09``: only one whose
    source left), and if a face-up card left, the planar controller at once turns up the top
    card of their planar deck: not a state-based action, but it counts as planeswalking.

    >>> from magictutor.context import Ctx
    >>> from magictutor.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob", "Carol"], planechase={"decks": {
    ...     "Alice": ["Tazeem"], "Bob": ["Agyrem", "Panopticon"]}}))
    >>> ctx.set_player("Alice", left=True) and None
    >>> before_leave(ctx, "Alice"); after_leave(ctx, "Alice")
    >>> ctx.planechase.controller, [ctx.objects[i].name for i in ctx.zones["faceup"]]
    ('Bob', ['Agyrem'])
    """
    from magictutor.rules.planechase import _end_durations, _fire_away, arrive

    if ctx.planechase is None or ctx.planechase.single_deck:
        return
    gone_up = [i for i in ctx.zones.get("faceup", []) if ctx.objects[i].owner == name]
    deck = list(ctx.zones.get(f"planar:{name}", []))
    if not gone_up and not deck:
        return
    mode = ctx.feature("leave_cancels_planeswalking")
    cancel = [i for i in ctx.zones.get("stack", []) if ctx.objects[i].get("game_ability")
              == "planeswalk" and (mode == "any" or ctx.objects[i].source in gone_up)]
    if gone_up and cancel:
        for oid in cancel:
            ctx.cease(oid)
        ctx.emit("planar", "The planeswalking ability on the stack ceases to exist: a plane "
                 "left the game", "pc.leave_cancels_planeswalking", auto=True)
    if gone_up:
        ctx.triggers = [t for t in ctx.triggers if not (t.get("game_ability") == "planeswalk"
                                                          and (mode == "any"
                                                               or t.source in gone_up))]
    names = [ctx.objects[i].name for i in gone_up]
    if gone_up and len(ctx.live) > 1:
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
