"""Combat (506-511): declaring attackers and blockers, and attacking planeswalkers (306.6).

Creatures attack players or planeswalkers (508.1b); a blocker may block a creature
attacking its controller or a planeswalker its controller controls (509.1). In
Two-Headed Giant the active team declares one combined attack with both players'
creatures and the defending team one combined block (810.7c-d; 805.10b and 805.10d in the
current rules), each declared by the team's primary player (805.2). Combat damage and the
damage assignment order are in :mod:`magictutor.rules.combat_damage`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.model.characteristics import Chars
from magictutor.model.protocol import GameView
from magictutor.model.query import chars_of, statics
from magictutor.model.state import Choice, Combat, GameState, Obj, evolve
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.model.work import Work, push
from magictutor.rules.attack_targets import attack_targets, can_attack_target, target_problems
from magictutor.rules.combat_damage import (  # (re-exported: the engine calls them here)
    MAX_ORDERS_LISTED,
    check_assign,
    check_damage_order,
    combat_damage,
    damage_order,
    default_assignment,
    do_assign,
    lethal,
    order_options,
    orderer,
)
from magictutor.rules.combat_order import blockers_not_now
from magictutor.rules.combat_record import walker_defender
from magictutor.rules.combat_statics import static_attack_problems, static_block_problems
from magictutor.rules.keywords import annihilates, annihilator_triggers, attacks_alone
from magictutor.rules.planechase.cards_2012 import combat_limit_problems, unblockable
from magictutor.rules.targets import creature_or_pw_pool
from magictutor.rules.teams import active_players, primary, same_team, team_name, teams
from magictutor.rules.this_turn import record_attacks
from magictutor.rules.triggers import fire

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.actions import DeclareAttackers, DeclareBlockers

__all__ = ["MAX_ORDERS_LISTED", "attack_targets", "check_assign", "check_damage_order",
           "combat_damage", "damage_order", "default_assignment", "do_assign", "lethal",
           "order_options", "orderer"]


# --- who can attack, and what --------------------------------------------------------------
def attack_problems(g: GameView, oid: int, player: str) -> list[tuple[tuple[str, ...], str]]:
    """Why creature ``oid`` can't attack for ``player`` now (rule keys and reasons). In
    Two-Headed Giant ``player`` declares for the team: its creatures are both members'."""
    o = g.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return [(("turn.declare_attackers",), "it is not on the battlefield")]
    c = chars_of(g, oid)
    out: list[tuple[tuple[str, ...], str]] = []
    if not c.is_creature:
        out.append((("turn.declare_attackers",), f"{o.name} is not a creature"))
    if not same_team(g, player, o.controller):
        out.append((("turn.declare_attackers",), f"{player} does not control {o.name}"))
    if o.tapped:
        out.append((("turn.declare_attackers",), f"{o.name} is tapped"))
    if c.is_creature and o.since_turn >= g.turn and "haste" not in c.keywords:
        out.append((("summoning_sickness",),
                    f"{o.name} has not been under {o.controller}'s control since the turn "
                    "began"))
    if "defender" in c.keywords:
        out.append((("kw.defender",), f"{o.name} has defender"))
    return out + static_attack_problems(g, o, c) if statics(g) else out


def _team_keys(g: GameView, key: str) -> tuple[str, ...]:
    """``(key,)`` in a game of teams (a rule of 810 or 805), else nothing."""
    return (key,) if teams(g) else ()


def check_attackers(ed: Any, s: GameState, a: DeclareAttackers) -> list[Violation]:
    p = s.pending
    if p is None or p.kind != "attackers" or p.player != a.player:
        return [_v(ed, ("turn.declare_attackers",) + _team_keys(s, "team.attack"),
                   f"{a.player} can't declare attackers now: the active player declares them "
                   "at the start of the declare attackers step"
                   + (f" ({p.player} declares the team's combined attack)"
                      if p is not None and p.kind == "attackers" and teams(s) else ""))]
    out: list[Violation] = []
    seen = set()
    legal_targets = attack_targets(s, a.player)
    for oid, target in a.attacks:
        name = s.describe(oid)
        if oid in seen:
            out.append(_v(ed, ("turn.declare_attackers",), f"{name} is declared twice"))
        seen.add(oid)
        for keys, why in attack_problems(s, oid, a.player):
            out.append(_v(ed, keys + ("turn.declare_attackers",), f"{name} can't attack: {why}"))
        out += target_problems(ed, s, name, target, legal_targets)
    out += _requirements(ed, s, a)
    out += combat_limit_problems(ed, s, attackers=len(a.attacks), attacks=a.attacks)
    return out


def _requirements(ed: Any, s: GameState, a: DeclareAttackers) -> list[Violation]:
    """508.1d: creatures that must attack a planeswalker if able (Gideon Jura's +2)."""
    out: list[Violation] = []
    declared = dict(a.attacks)
    for e in s.effects:
        goal = _required_goal(s, e, a.player)
        if goal is None:
            continue
        for oid in s.zones.get("battlefield", ()):
            o = s.objects[oid]
            if o.controller != e.get("player") or not chars_of(s, oid).is_creature \
                    or attack_problems(s, oid, a.player) or declared.get(oid) == goal:
                continue
            out.append(_v(ed, ("turn.attack_requirements",),
                          f"{o.name} must attack {s.objects[goal].name} this turn if able "
                          f"({e.source_name})"))
    return out


def _required_goal(s: GameState, e: Any, player: str) -> int | None:
    """The planeswalker a must-attack effect makes ``player``'s (or their team's) creatures
    attack this turn, if it applies and can be obeyed now."""
    if e.kind != "must_attack" or not same_team(s, player, e.get("player") or "") \
            or e.get("turn") != s.turn:
        return None
    goal = e.get("target")
    if goal not in s.objects or s.objects[goal].zone != "battlefield":
        return None
    if e.get("target_gen") is not None and s.objects[goal].gen != e.get("target_gen"):
        return None  # it left the battlefield and came back: a new object (400.7)
    if goal not in attack_targets(s, player) or can_attack_target(s, goal):
        return None  # it can't be attacked now, so the requirement can't be obeyed
    return goal


def possible_attackers(g: GameView, active: str) -> list[int]:
    """The untapped creatures ``active`` (or, in Two-Headed Giant, their team) controls that
    could attack now (508.1a, 810.7c)."""
    objects = g.objects
    return [i for i in creature_or_pw_pool(g)
            if same_team(g, active, objects[i].controller) and not objects[i].tapped
            and not attack_problems(g, i, active)]


def no_attack_text(active: str) -> str:
    return f"{active} has no creature that could attack and declares no attackers"


def begin_declare_attackers(ctx: Ctx) -> None:
    """508.1: the active player declares attackers; with no possible attacker, none. In
    Two-Headed Giant the active team declares one combined attack (810.7c), by its primary
    player (805.2)."""
    if ctx.combat is None:
        ctx.combat = Combat()
    if not ctx.is_live(ctx.active):
        ctx.combat = evolve(ctx.combat, declared_attackers=True)
        ctx.emit("attack", f"{ctx.active} has left the game: their turn goes on without an "
                 "active player, and nobody declares attackers", "game.leave_turn_continues",
                 auto=True)
        return
    able = possible_attackers(ctx, ctx.active)
    if not able or not attack_targets(ctx, ctx.active):
        ctx.combat = evolve(ctx.combat, declared_attackers=True)
        text = no_attack_text(ctx.active) if not teams(ctx) else (
            f"{team_name(ctx, ctx.active)} have no creature that could attack and declare no "
            "attackers")
        ctx.emit("attack", text, "turn.declare_attackers", *_team_keys(ctx, "team.attack"),
                 auto=True)
        return
    text = f"{ctx.active}: declare attackers"
    if teams(ctx):
        text += f" for {team_name(ctx, ctx.active)} (one combined attack)"
    ctx.pending = Choice(ctx.active, "attackers", tuple(able), text,
                         ctx.rules("turn.declare_attackers", *_team_keys(ctx, "team.attack")))
    ctx.priority = None


def do_attackers(ctx: Ctx, a: DeclareAttackers) -> None:
    ctx.pending = None
    ctx.combat = evolve(ctx.combat or Combat(), attackers=tuple(a.attacks),
                         declared_attackers=True)
    record_attacks(ctx, a.attacks)
    if not a.attacks:
        ctx.emit("attack", f"{a.player} declares no attackers", "turn.declare_attackers",
                 player=a.player)
    team = _team_keys(ctx, "team.attack")
    annihilators = []
    for oid, target in a.attacks:
        o = ctx.objects[oid]
        kws = chars_of(ctx, oid).keywords
        if "vigilance" not in kws:
            ctx.set_obj(oid, tapped=True)
        if annihilates(kws):
            annihilators.append((oid, target))
        whose = f" ({o.controller}'s)" if team and o.controller != a.player else ""
        if isinstance(target, int):
            ctx.emit("attack", f"{o.name}{whose} attacks {ctx.objects[target].name}, a "
                     f"planeswalker {ctx.objects[target].controller} controls", "pw.attack",
                     "turn.attack_target", *team, attacker=oid, target=target)
        else:
            ctx.emit("attack", f"{o.name}{whose} attacks {target}", "turn.declare_attackers",
                     *team, attacker=oid, target=target)
    for oid, target in a.attacks:
        fire(ctx, "attacks", attacker=oid, target=target)
    if len(a.attacks) == 1:  # (exalted)
        attacks_alone(ctx, *a.attacks[0])
    for oid, target in annihilators:
        annihilator_triggers(ctx, oid, target)
    ctx.priority = ctx.active
    ctx.passes = ()


# --- blocking ----------------------------------------------------------------------------------
def defenders(g: GameView) -> list[str]:
    """Players being attacked, directly or through their planeswalkers, in APNAP order. In
    Two-Headed Giant the defending team declares one combined block (810.7d): its primary
    player stands for it."""
    out: list[str] = []
    if g.combat is None:
        return out
    for _, t in g.combat.attackers:
        who = t if isinstance(t, str) else walker_defender(g, t)
        if who and teams(g) and g.is_live(primary(g, who)):
            who = primary(g, who)
        if who and who not in out and g.is_live(who):
            out.append(who)
    order = list(g.player_order)
    a = order.index(g.active)
    turn_order = order[a:] + order[:a]
    return [p for p in turn_order if p in out]


def block_problems(g: GameView, blocker: int, attacker: int, player: str) -> list[tuple]:
    """Why ``blocker`` can't block ``attacker`` for ``player`` (who, in Two-Headed Giant,
    blocks with both team members' creatures, 810.7d)."""
    o = g.objects.get(blocker)
    at = g.objects.get(attacker)
    if o is None or o.zone != "battlefield":
        return [(("turn.declare_blockers",), "it is not on the battlefield")]
    c = chars_of(g, blocker)
    out = _blocker_problems(g, o, c, player)
    if at is None or g.combat is None or not g.combat.is_attacking(attacker):
        out.append((("turn.declare_blockers",), f"{g.describe(attacker)} is not attacking"))
        return out
    out += _attacked_problems(g, attacker, player)
    out += unblockable(g, attacker)
    ak = chars_of(g, attacker).keywords
    if "flying" in ak and not ({"flying", "reach"} & c.keywords):
        out.append((("kw.flying", "turn.block_restrictions"),
                    f"{at.name} has flying and {o.name} has neither flying nor reach"))
    return out


def _blocker_problems(g: GameView, o: Obj, c: Chars, player: str) -> list[tuple]:
    out = []
    if not c.is_creature:
        out.append((("turn.declare_blockers",), f"{o.name} is not a creature"))
    if not same_team(g, player, o.controller):
        out.append((("turn.declare_blockers",), f"{player} does not control {o.name}"))
    if o.tapped:
        out.append((("turn.block_restrictions",), f"{o.name} is tapped"))
    return out + static_block_problems(g, o, c) if statics(g) else out


def _attacked_problems(g: GameView, attacker: int, player: str) -> list[tuple]:
    """A defending player blocks only creatures attacking them or their planeswalkers
    (802.4a); a defending team, any creature attacking the team (810.7d, 805.10d)."""
    t = g.combat.attack_target(attacker) if g.combat is not None else None
    who = t if isinstance(t, str) else walker_defender(g, t) if t is not None else None
    if t is None or who is None or same_team(g, player, who):
        return []
    keys = ("multiplayer.block",) if len(g.player_order) > 2 else ("turn.declare_blockers",)
    return [(keys + _team_keys(g, "team.block"),
             f"{g.objects[attacker].name} is attacking {g.describe(t)}, not "
             f"{team_name(g, player) if teams(g) else player} or a planeswalker "
             f"{'they control' if teams(g) else player + ' controls'}")]


def begin_declare_blockers(ctx: Ctx) -> None:
    ctx.priority = None
    _next_blocker(ctx)


def _next_blocker(ctx: Ctx) -> None:
    assert ctx.combat is not None
    for p in defenders(ctx):
        if p in ctx.combat.declared_blockers:
            continue
        able = _able_blockers(ctx, p)
        who = team_name(ctx, p) if teams(ctx) else p
        if not able:
            ctx.combat = evolve(ctx.combat, declared_blockers=ctx.combat.declared_blockers + (p,))
            ctx.emit("block", f"{who} {'have' if teams(ctx) else 'has'} no creature that could "
                     "block and declare" + ("" if teams(ctx) else "s") + " no blockers",
                     "turn.declare_blockers", *_team_keys(ctx, "team.block"), auto=True)
            continue
        text = f"{p}: declare blockers" + (f" for {who} (one combined block)" if teams(ctx)
                                           else "")
        ctx.pending = Choice(p, "blockers", tuple(able), text,
                             ctx.rules("turn.declare_blockers", *_team_keys(ctx, "team.block")))
        return
    ctx.priority = ctx.active
    ctx.passes = ()
    if ctx.feature("damage_assignment_order"):
        push(ctx, *(Work("damage_order", {"attacker": a}) for a, _ in ctx.combat.attackers
                    if len(ctx.combat.blockers_of(a)) > 1))


def check_blockers(ed: Any, s: GameState, a: DeclareBlockers) -> list[Violation]:
    p = s.pending
    if p is None or p.kind != "blockers" or p.player != a.player:
        return [blockers_not_now(ed, s, a.player)]
    out: list[Violation] = []
    seen = set()
    for b, at in a.blocks:
        if b in seen:
            out.append(_v(ed, ("turn.declare_blockers",),
                          f"{s.describe(b)} can block only one attacker"))
        seen.add(b)
        for keys, why in block_problems(s, b, at, a.player):
            out.append(_v(ed, keys + ("turn.declare_blockers",),
                          f"{s.describe(b)} can't block {s.describe(at)}: {why}"))
    if a.blocks and s.combat is not None:  # (Astral Arena: one blocker each combat)
        out += combat_limit_problems(ed, s, blockers=len(s.combat.blockers) + len(a.blocks))
    return out


def do_blockers(ctx: Ctx, a: DeclareBlockers) -> None:
    assert ctx.combat is not None
    ctx.pending = None
    ctx.combat = evolve(ctx.combat, blockers=ctx.combat.blockers + tuple(a.blocks),
                         declared_blockers=ctx.combat.declared_blockers + (a.player,))
    if not a.blocks:
        ctx.emit("block", f"{a.player} declares no blockers", "turn.declare_blockers")
    team = _team_keys(ctx, "team.block")
    for b, at in a.blocks:
        o = ctx.objects[b]
        whose = f" ({o.controller}'s)" if team and o.controller != a.player else ""
        ctx.emit("block", f"{o.name}{whose} blocks {ctx.objects[at].name}",
                 "turn.declare_blockers", *team, blocker=b, attacker=at)
    _next_blocker(ctx)


def _able_blockers(ctx: Ctx, p: str) -> list[int]:
    """The untapped creatures of ``p`` (or their team) that could block some attacker."""
    assert ctx.combat is not None
    objects = ctx.objects
    return [b for b in creature_or_pw_pool(ctx)
            if same_team(ctx, p, objects[b].controller) and not objects[b].tapped
            and any(not block_problems(ctx, b, a, p) for a, _ in ctx.combat.attackers)]


def active_attackers(g: GameView) -> tuple[str, ...]:
    """The attacking players: the active player, or the active team's players (810.7a)."""
    return active_players(g)
