"""The turn (500-514): steps in order, turn-based actions, and passing priority (116).

When every player still in the game passes in succession, the top of the stack resolves,
or, with an empty stack, the step ends (116.4): mana empties (500.4) and the next step
begins with its turn-based actions. The active player then receives priority (116.3a),
except in the untap and cleanup steps (but for 514.3a: state-based actions performed or
triggers waiting in cleanup give the active player priority, and another cleanup step
follows).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.query import chars_of, has_static, may_be_creature_or_pw, statics
from magictutor.model.state import STEPS, Combat
from magictutor.rules.combat import begin_declare_attackers, begin_declare_blockers, combat_damage
from magictutor.rules.control import begin_turn
from magictutor.rules.effects import draw_cards
from magictutor.rules.extra_phases import added_step, end_of_turn_records
from magictutor.rules.extra_turns import following_player
from magictutor.rules.planechase.cards_2012 import untap_replaced
from magictutor.rules.planechase.controller import on_new_turn
from magictutor.rules.sba import check_sba
from magictutor.rules.stack import resolve_top
from magictutor.rules.strikes import second_step_due
from magictutor.rules.suspend import upkeep_triggers
from magictutor.rules.teams import (
    active_players,
    next_team_player,
    still_deciding,
    team_name,
    teams,
)
from magictutor.rules.triggers import fire

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.actions import Pass
    from magictutor.model.state import Combat

HAND_SIZE = 7


def do_pass(ctx: Ctx, a: Pass) -> None:
    ctx.passes = ctx.passes + (a.player,)
    if teams(ctx):
        _team_pass(ctx, a.player)
        return
    ctx.emit("pass", f"{a.player} passes priority", "priority.pass", player=a.player)
    if set(ctx.live) <= set(ctx.passes):
        ctx.passes = ()
        if ctx.zones.get("stack"):
            resolve_top(ctx)
        else:
            end_step(ctx)
    else:
        ctx.priority = ctx.next_player(a.player)


def _team_pass(ctx: Ctx, player: str) -> None:
    """A pass in a game with teams (805.5b): ``player`` says they wish to do nothing. While a
    teammate has not passed since the last action, the team keeps priority, held by that
    teammate; once both have, the team passes and the next team receives priority, and when
    every team has passed in succession the top of the stack resolves or the step ends."""
    team = team_name(ctx, player)
    mate = still_deciding(ctx, player, ctx.passes)
    if mate is not None:
        ctx.emit("pass", f"{player} passes; {team} keep priority until {mate} passes too: a "
                 "team passes only when no player on it wishes to do anything", "team.priority",
                 "team.priority_rule", player=player)  # (805.5b, 116.6: not 116.3d's next)
        ctx.priority = mate
        return
    if set(ctx.live) <= set(ctx.passes):
        ctx.emit("pass", f"{player} passes, and {team} pass as a team: every team has passed in"
                 " succession", "team.priority", player=player)
        ctx.passes = ()
        if ctx.zones.get("stack"):
            resolve_top(ctx, "team.priority")  # (805.5b, not 116.4: teams pass, not players)
        else:
            end_step(ctx)
        return
    nxt = next_team_player(ctx, player)
    ctx.emit("pass", f"{player} passes, and {team} pass as a team: no player on it wishes to do"
             f" anything, so {team_name(ctx, nxt)} receive priority", "team.priority",
             player=player)
    ctx.priority = nxt


def end_step(ctx: Ctx) -> None:
    """The current step ends; the next one begins (116.4, 500.2)."""
    for name in ctx.order:
        if ctx.players[name].mana:
            ctx.set_player(name, mana="")
            ctx.emit("mana", f"{name}'s unspent mana empties from their pool",
                     "turn.phases_mana_empty", auto=True)
    if ctx.step == "end of combat":
        ctx.combat = None  # 511.3
    if ctx.step == "cleanup":  # (players had priority in it: another cleanup step, 514.3a)
        begin_step(ctx, "cleanup")
        return
    nxt = added_step(ctx, ctx.step) or following_step(ctx.step, ctx.combat)
    if nxt is None:
        next_turn(ctx)
    else:
        begin_step(ctx, nxt)


def next_turn(ctx: Ctx) -> None:
    """A new turn: the next player in turn order becomes the active player."""
    ctx.turn += 1
    ctx.active, extra = following_player(ctx)  # (the next in turn order, or an extra turn: 500.7)
    for name in ctx.order:
        p = ctx.players[name]
        if p.lands_played or p.rolls or p.spells_cast or p.attacked:  # (else: the same)
            ctx.set_player(name, lands_played=0, rolls=0, spells_cast=0, attacked=False)
    ctx.loyalty_used = set()
    end_of_turn_records(ctx)
    if teams(ctx):
        ctx.emit("turn", f"Turn {ctx.turn} begins: it is the turn of {team_name(ctx, ctx.active)}"
                 f", the active team; both are active players, and {ctx.active} is its primary "
                 "player", "team.turns", "team.active_team", "team.primary",
                 "turn.beginning_phase", auto=True, turn=ctx.turn, active=ctx.active)
    else:
        ctx.emit("turn", f"Turn {ctx.turn} begins: {ctx.active} is the active player",
                 "turn.active_player", "turn.beginning_phase", auto=True, turn=ctx.turn,
                 active=ctx.active)
    if extra:
        ctx.emit("extra turn", f"Turn {ctx.turn} is an extra turn for {ctx.active}",
                 "turn.extra", auto=True, player=ctx.active)
    begin_turn(ctx)  # "during that player's next turn" effects (712.1, Gideon Jura +2)
    on_new_turn(ctx)
    begin_step(ctx, "untap")


_AFTER: dict[str, str | None] = {step: nxt for step, nxt in zip(STEPS, STEPS[1:] + (None,),
                                                                 strict=True)}
"""The step after each step in a turn's order (500.1; None after cleanup)."""


def following_step(step: str, combat: Combat | None) -> str | None:
    """The step after ``step`` (None: the turn ends), going from declaring attackers
    straight to the end of combat when no creature attacks (508.8).

    >>> following_step("upkeep", None), following_step("declare attackers", None)
    ('draw', 'end of combat')
    """
    if step == "combat damage" and second_step_due(combat):
        return "combat damage"  # (the second combat damage step: 510.4, 510.5 to 2013-07)
    nxt = _AFTER[step]
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
        draw_step(ctx)
    if step == "beginning of combat":
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
    if step == "upkeep" and (ctx.zones.get(f"{ctx.active}:exile") or teams(ctx)):
        upkeep_triggers(ctx)  # (suspended cards in exile: 702.61a; a team's, 805.4a)
    fire(ctx, "step", step=step, active=ctx.active)


def draw_step(ctx: Ctx) -> None:
    """504.1: the active player draws a card; in Two-Headed Giant each player of the active
    team does (805.4b), and the team who plays first skips its first draw (810.6)."""
    first = ctx.turn == 1 and ctx.extra.get("skip_first_draw", True)
    if first and teams(ctx):
        ctx.emit("draw", f"{team_name(ctx, ctx.active)}, the team who plays first, skip the "
                 "draw step of their first turn", "team.first_draw", auto=True)
        return
    if first and len(ctx.order) == 2:
        ctx.emit("draw", f"{ctx.active} skips the draw of the first turn of the game",
                 "game.first_turn_draw", auto=True)
        return
    who = active_players(ctx)
    if len(who) > 1:
        ctx.emit("draw", f"Each player of the active team draws: {' and '.join(who)}",
                 "team.draw", auto=True)
    for p in who:
        draw_cards(ctx, p, 1 + extra_draws(ctx), " (draw step)")


def extra_draws(ctx: Ctx) -> int:
    """Extra cards drawn in the draw step from static abilities (Panopticon)."""
    return sum(int(v) for k, v in statics(ctx) if k == "extra_draw")


def untap_step(ctx: Ctx) -> None:
    """502.2: the active player untaps their permanents, unless an effect says otherwise; in
    Two-Headed Giant both players of the active team are active players (805.4a)."""
    who = active_players(ctx)
    if has_static(ctx, "skip_untap"):
        ctx.emit("untap", f"{' and '.join(who)} skip{'s' if len(who) == 1 else ''} their untap "
                 "step", "turn.untap", "replacement.skip", auto=True)
        return
    held = _held_tapped(ctx, who)
    every = has_static(ctx, "untap_all_permanents")  # (Horizon Boughs)
    for player in who:
        names = _untap_for(ctx, player, who, held, every)
        if names:
            ctx.emit("untap", f"{player} untaps {', '.join(names)}", "turn.untap",
                     *(("team.active_team",) if len(who) > 1 else ()), auto=True)


def _untap_for(ctx: Ctx, player: str, who: tuple[str, ...], held: set[int],
               every: bool) -> list[str]:
    """Untap what ``player`` untaps (and, for the active player while Horizon Boughs says
    every permanent untaps, the other players' permanents); the names untapped."""
    names = []
    others = every and player == ctx.active
    for oid in ctx.zones.get("battlefield", []):
        o = ctx.objects[oid]
        if not o.tapped or oid in held:  # (most permanents: asked first, the cheapest)
            continue
        if (o.controller == player or others and o.controller not in who) \
                and not untap_replaced(ctx, oid):
            ctx.set_obj(oid, tapped=False)
            names.append(o.name)
    return names


def _held_tapped(ctx: Ctx, who: tuple[str, ...]) -> set[int]:
    """The permanents of the active players an effect keeps from untapping this once (those
    effects end as they do)."""
    held = set()
    for e in list(ctx.effects):
        if e.kind == "no_untap" and e.controller != "" and e.until == "next untap":
            for r in e.affected:
                o = ctx.objects.get(r)
                if isinstance(r, int) and o and o.controller in who:
                    held.add(r)
                    if e in ctx.effects:
                        ctx.effects.remove(e)
                    ctx.emit("untap", f"{o.name} doesn't untap ({e.source_name})", auto=True)
    return held


def cleanup(ctx: Ctx) -> None:
    """514.1 discard to hand size (each player of the active team, 805.4a); 514.2 damage
    wears off and "this turn" effects end."""
    no_max = has_static(ctx, "no_max_hand")
    for who in active_players(ctx):
        hand = ctx.zones.get(f"{who}:hand", ())  # (read only: ctx.move changes it)
        limit = None if no_max or any(e.kind == "no_max_hand" and who in e.affected
                                      for e in ctx.effects) else HAND_SIZE
        if limit is not None and len(hand) > limit:
            extra = len(hand) - limit
            for oid in list(hand[-extra:]):
                ctx.move(oid, "graveyard")
            ctx.emit("discard", f"{who} discards {extra} card(s) down to {limit}",
                     "turn.cleanup_discard", "game.hand_size", auto=True)
    objects = ctx.objects  # (read only: set_obj makes a new map, changing only that one)
    for oid in ctx.zones.get("battlefield", []):
        if objects[oid].damage:
            ctx.set_obj(oid, damage=0)
    if ctx.effects:  # (no list made anew when there are none)
        ctx.effects = [e for e in ctx.effects if e.until != "end of turn"]
    ctx.emit("cleanup", "Damage is removed from permanents and \"until end of turn\" effects end",
             "turn.cleanup_damage", auto=True)
    if _priority_in_cleanup(ctx):
        return
    ctx.priority = None
    next_turn(ctx)


def _priority_in_cleanup(ctx: Ctx) -> bool:
    """514.3a: whether, after 514.1 and 514.2, state-based actions were performed or triggered
    abilities wait (an "until end of turn" effect that ended may leave a creature with 0
    toughness, a discard may trigger). If so, the active player gets priority in this cleanup
    step (the triggers go on the stack as ``settle`` puts them there, 116.5), and once all
    players pass with an empty stack another cleanup step begins (:func:`end_step`)."""
    performed = False
    for _ in range(100):  # (each round moves or ends something: a few at most)
        if ctx.pending is not None or ctx.work or ctx.game_over or not check_sba(ctx):
            break
        performed = True
    if not performed and not ctx.triggers:
        return False
    ctx.emit("cleanup", f"Something happened in the cleanup step, so {ctx.active} gets priority;"
             " when all players pass with the stack empty, another cleanup step begins",
             "turn.cleanup_priority", auto=True)
    ctx.priority = ctx.active
    ctx.passes = ()
    return True


def creature_ids(ctx: Ctx, controller: str) -> list[int]:
    return [i for i in ctx.zones.get("battlefield", []) if ctx.objects[i].controller == controller
            and may_be_creature_or_pw(ctx, ctx.objects[i]) and chars_of(ctx, i).is_creature]
