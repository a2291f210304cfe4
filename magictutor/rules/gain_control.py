"""Gaining control of a permanent (Glen Elendra's chaos ability).

A control-changing effect applies in layer 2 (613.1b in every edition here); the kit's lasts
for the rest of the game, and, like every effect of the kit giving a player control of a
permanent, it is remembered (an effect of kind ``control``) so that it ends if that player
leaves the game (800.4a: :func:`magictutor.rules.players.end_control_effects`). A creature
that changes controller hasn't been under its new controller's control continuously since
their most recent turn began, so it can't attack or use {T} abilities this turn (302.6); that
rule is about creatures only, so a planeswalker's loyalty abilities keep their own timing
(606.3: :func:`since_note`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.query import chars_of
from magictutor.model.state import evolve
from magictutor.rules.effects import effect, refs, src_name
from magictutor.rules.suspended import HASTE

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.work import Work


def change_controller(ctx: Ctx, oid: int, to: str) -> None:
    """Every change of a permanent's controller goes through here (a control effect starting,
    an exchange, or one ending as its player leaves the game, 800.4a). The permanent comes
    under ``to``'s control now (302.6: it can't attack or use {T} abilities until their next
    turn), is removed from combat (506.4), and loses the haste suspend gave it, which lasts
    only while the player who cast it controls it (702.61a)."""
    before = ctx.objects[oid].controller
    ctx.set_obj(oid, controller=to, since_turn=ctx.turn)
    leave_combat(ctx, oid, before)
    end_suspend_haste(ctx, oid)


def end_suspend_haste(ctx: Ctx, oid: int) -> None:
    """The haste of a creature cast by suspend ends once its caster loses control of it."""
    ended = [e for e in ctx.effects if e.kind == "grant" and e.get(HASTE)
             and oid in e.affected]
    if not ended:
        return
    ctx.effects = [e for e in ctx.effects if e not in ended]
    ctx.emit("grant", f"{ctx.objects[oid].name} has a new controller, so the haste suspend gave "
             "it ends (it lasts only while the player who cast it controls it)", "kw.suspend",
             "kw.haste", obj=oid)


def leave_combat(ctx: Ctx, oid: int, before: str) -> None:
    """A permanent whose controller changed is removed from combat (506.4): it stops being
    an attacking or blocking creature (what it did this combat, such as dealing combat
    damage to a player, stays done; a creature that blocked it is still blocking), and a
    planeswalker stops being attacked: the creatures attacking it go on attacking, but
    attack nothing (506.4c); ``before``, its controller until now, stays the player they
    attack for blocking."""
    combat = ctx.combat
    if combat is None:
        return
    if any(t == oid for _, t in combat.attackers) and combat.removed_walker(oid) is None:
        ctx.combat = combat = evolve(combat, removed=combat.removed + ((oid, before),))
        ctx.emit("combat", f"{ctx.objects[oid].name} changed controller, so it is removed "
                 "from combat: the creatures attacking it stay attacking, but attack nothing "
                 "and deal no combat damage unless blocked", "turn.removed_from_combat",
                 "turn.no_damage_removed_planeswalker", obj=oid)
    if not (combat.is_attacking(oid) or combat.is_blocking(oid)):
        return
    ctx.combat = evolve(combat, attackers=tuple(p for p in combat.attackers if p[0] != oid),
                        blockers=tuple(p for p in combat.blockers if p[0] != oid))
    ctx.emit("combat", f"{ctx.objects[oid].name} changed controller, so it is removed from "
             "combat", "turn.removed_from_combat", obj=oid)


def since_note(ctx: Ctx, oid: int, to: str) -> tuple[str, tuple[str, ...]]:
    """What coming under ``to``'s control this turn means for permanent ``oid``, and the rule
    keys to cite: a creature can't attack or use its {T} abilities until ``to``'s next turn
    (302.6, a rule of creatures only); a planeswalker's loyalty abilities have no such wait,
    only their own timing, once a turn per permanent (606.3); another permanent, nothing."""
    c = chars_of(ctx, oid)
    if c.is_creature:
        return (f"it came under {to}'s control this turn, so it can't attack or use {{T}} "
                "abilities until their next turn", ("summoning_sickness",))
    if c.is_planeswalker:
        return (f"summoning sickness is for creatures only, so {to} may activate one of its "
                "loyalty abilities in a main phase of their turn with the stack empty, unless "
                "a loyalty ability of it was already activated this turn",
                ("loyalty.timing",))
    return "summoning sickness is for creatures only, so nothing else changes", ()


def give_control(ctx: Ctx, oid: int, to: str, res: dict) -> None:
    """``to`` gains control of permanent ``oid`` for the rest of the game (layer 2)."""
    o = ctx.objects[oid]
    src = res.get("source")
    ctx.add_effect("control", ctx.objects.get(src) if src is not None else None, to,
                   affected=(oid,), until="game", obj=oid, gen=o.gen, before=o.controller,
                   text=f"{to} controls {o.name}")
    note, keys = since_note(ctx, oid, to)
    ctx.emit("control", f"{to} gains control of {o.name} from {o.controller} "
             f"({src_name(res)}), for the rest of the game; {note}", "layer.control", *keys,
             obj=oid, player=to)
    change_controller(ctx, oid, to)


@effect("gain_control")
def _gain_control(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{gain_control: target}``: the ability's controller gains control of each permanent
    named (nothing changes for one they already control)."""
    you = res["controller"]
    for r in refs(ctx, res, spec["gain_control"]):
        o = ctx.objects.get(r) if isinstance(r, int) else None
        if o is None or o.zone != "battlefield":
            continue
        if o.controller == you:
            ctx.emit("control", f"{you} already controls {o.name}: nothing changes "
                     f"({src_name(res)})", "layer.control", obj=o.id)
            continue
        give_control(ctx, o.id, you, res)
