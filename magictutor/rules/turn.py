"""The turn (500-514): steps in order, turn-based actions, and passing priority (116).

When every player still in the game passes in succession, the top of the stack resolves,
or, with an empty stack, the step ends (116.4): mana empties (500.4) and the next step
begins with its turn-based actions. The active player then receives priority (116.3a),
except in the untap and cleanup steps.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.characteristics import card_of
from magictutor.query import chars_of, may_be_creature_or_pw, statics
from magictutor.rules.combat import begin_declare_attackers, begin_declare_blockers, combat_damage
from magictutor.rules.control import begin_turn
from magictutor.rules.planechase import on_new_turn
from magictutor.rules.stack import resolve_top
from magictutor.rules.triggers import fire
from magictutor.state import STEPS

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.actions import Pass
    from magictutor.context import Ctx
    from magictutor.state import Combat

HAND_SIZE = 7


def do_pass(ctx: Ctx, a: Pass) -> None:
    ctx.passes = ctx.passes + (a.player,)
    ctx.emit("pass", f"{a.player} passes priority", "priority.pass", player=a.player)
    if set(ctx.live) <= set(ctx.passes):
        ctx.passes = ()
        if ctx.zones.get("stack"):
            resolve_top(ctx)
        else:
            end_step(ctx)
    else:
        ctx.priority = ctx.next_player(a.player)


def end_step(ctx: Ctx) -> None:
    """The current step ends; the next one begins (116.4, 500.2)."""
    for name in ctx.order:
        if ctx.players[name].mana:
            ctx.set_player(name, mana="")
            ctx.emit("mana", f"{name}'s unspent mana empties from their pool",
                     "turn.phases_mana_empty", auto=True)
    if ctx.step == "end of combat":
        ctx.combat = None  # 511.3
    nxt = following_step(ctx.step, ctx.combat)
    if nxt is None:
        next_turn(ctx)
    else:
        begin_step(ctx, nxt)


def next_turn(ctx: Ctx) -> None:
    """A new turn: the next player in turn order becomes the active player."""
    ctx.turn += 1
    ctx.active = ctx.next_player(ctx.active)
    for name in ctx.order:
        p = ctx.players[name]
        if p.lands_played or p.rolls:  # (a player with nothing to reset stays the same)
            ctx.set_player(name, lands_played=0, rolls=0)
    ctx.loyalty_used = set()
    ctx.emit("turn", f"Turn {ctx.turn} begins: {ctx.active} is the active player",
             "turn.active_player", "turn.beginning_phase", auto=True, turn=ctx.turn,
             active=ctx.active)
    begin_turn(ctx)  # "during that player's next turn" effects (712.1, Gideon Jura +2)
    on_new_turn(ctx)
    begin_step(ctx, "untap")


def following_step(step: str, combat: Combat | None) -> str | None:
    """The step after ``step`` (None: the turn ends), going from declaring attackers
    straight to the end of combat when no creature attacks (508.8).

    >>> following_step("upkeep", None), following_step("declare attackers", None)
    ('draw', 'end of combat')
    """
    i = STEPS.index(step)
    nxt = STEPS[i + 1] if i + 1 < len(STEPS) else None
    if nxt in ("declare blockers", "combat damage") and (combat is None or not combat.attackers):
        nxt = "end of combat"
    return nxt


def step_announcement(step: str, turn: int, active: str) -> str:
    """The log line of a step beginning."""
    return f"{step.capitalize()} step of turn {turn} ({active})"


def begin_step(ctx: Ctx, step: str) -> None:
    """Start ``step``: turn-based actions, then triggers, then priority (116.3a)."""
    ctx.step = step
    ctx.passes = ()
    ctx.priority = ctx.active
    ctx.emit("step", step_announcement(step, ctx.turn, ctx.active), "turn.steps", auto=True,
             step=step)
    if step == "untap":
        untap_step(ctx)
        ctx.priority = None
        begin_step(ctx, "upkeep")
        return
    if step == "draw":
        if ctx.turn == 1 and ctx.extra.get("skip_first_draw", True) and len(ctx.order) == 2:
            ctx.emit("draw", f"{ctx.active} skips the draw of the first turn of the game",
                     "game.first_turn_draw", auto=True)
        else:
            from magictutor.effects import draw_cards

            draw_cards(ctx, ctx.active, 1 + extra_draws(ctx), " (draw step)")
    if step == "beginning of combat":
        from magictutor.state import Combat

        ctx.combat = Combat()
    if step == "declare attackers":
        begin_declare_attackers(ctx)
    if step == "declare blockers":
        begin_declare_blockers(ctx)
    if step == "combat damage":
        combat_damage(ctx)
    if step == "cleanup":
        cleanup(ctx)
        return
    fire(ctx, "step", step=step)


def extra_draws(ctx: Ctx) -> int:
    """Extra cards drawn in the draw step from static abilities (Panopticon)."""
    return sum(int(v) for k, v in statics(ctx) if k == "extra_draw")


def untap_step(ctx: Ctx) -> None:
    """502.2: the active player untaps their permanents, unless an effect says otherwise."""
    from magictutor.rules.planar_2012 import untap_replaced

    if any(k == "skip_untap" for k, _ in statics(ctx)):
        ctx.emit("untap", f"{ctx.active} skips their untap step", "turn.untap", "replacement.skip",
                 auto=True)
        return
    held = _held_this_untap(ctx)
    names = []
    every = any(k == "untap_all_permanents" for k, _ in statics(ctx))  # (Horizon Boughs)
    for oid in ctx.zones.get("battlefield", []):
        o = ctx.objects[oid]
        if (every or o.controller == ctx.active) and o.tapped and oid not in held \
                and not untap_replaced(ctx, oid):
            ctx.set_obj(oid, tapped=False)
            names.append(o.name)
    if names:
        ctx.emit("untap", f"{ctx.active} untaps {', '.join(names)}", "turn.untap", auto=True)


def _held_this_untap(ctx: Ctx) -> set[int]:
    """The active player's permanents an effect keeps from untapping this once (the effect
    is used up)."""
    held = set()
    for e in list(ctx.effects):
        if e.kind == "no_untap" and e.controller != "" and e.until == "next untap":
            for r in e.affected:
                o = ctx.objects.get(r)
                if isinstance(r, int) and o and o.controller == ctx.active:
                    held.add(r)
                    ctx.effects.remove(e)
                    ctx.emit("untap", f"{o.name} doesn't untap ({e.source_name})", auto=True)
    return held


def cleanup(ctx: Ctx) -> None:
    """514.1 discard to hand size; 514.2 damage wears off and "this turn" effects end."""
    hand = ctx.ids(f"{ctx.active}:hand")
    limit = None if any(k == "no_max_hand" for k, _ in statics(ctx)) or any(
        e.kind == "no_max_hand" and ctx.active in e.affected for e in ctx.effects) else HAND_SIZE
    if limit is not None and len(hand) > limit:
        extra = len(hand) - limit
        for oid in list(hand[-extra:]):
            ctx.move(oid, "graveyard")
        ctx.emit("discard", f"{ctx.active} discards {extra} card(s) down to {limit}",
                 "turn.cleanup_discard", "game.hand_size", auto=True)
    for oid in ctx.zones.get("battlefield", []):
        if ctx.objects[oid].damage:
            ctx.set_obj(oid, damage=0)
    before = len(ctx.effects)
    ctx.effects = [e for e in ctx.effects if e.until != "end of turn"]
    ctx.emit("cleanup", "Damage is removed from permanents and \"until end of turn\" effects end",
             "turn.cleanup_damage", auto=True)
    del before
    ctx.priority = None
    next_turn(ctx)


def extra_mana_on_tap(ctx: Ctx, player: str, taps: list[int]) -> None:
    """Eloren Wilds-style statics: tapping a permanent for mana adds one more of that mana."""
    bonus = sum(1 for k, _ in statics(ctx) if k == "extra_mana_on_tap")
    if not bonus or not taps:
        return
    extra = "".join(card_of(ctx.objects[i], ctx.edition).produces * bonus for i in taps)
    ctx.set_player(player, mana=ctx.player(player).mana + extra)
    ctx.emit("mana", f"{player} gets {extra} more mana from tapping lands for mana",
             "plane.abilities", auto=True)


def creature_ids(ctx: Ctx, controller: str) -> list[int]:
    return [i for i in ctx.zones.get("battlefield", []) if ctx.objects[i].controller == controller
            and may_be_creature_or_pw(ctx, ctx.objects[i]) and chars_of(ctx, i).is_creature]
