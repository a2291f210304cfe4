"""Combat (506-511) and attacking planeswalkers (306.6).

Creatures attack players or planeswalkers (508.1b); a blocker may block a creature
attacking its controller or a planeswalker its controller controls (509.1). An unblocked
creature deals its combat damage to what it attacks; if that planeswalker has left the
battlefield it deals none (506.4). Trample never carries damage past a planeswalker to
its controller, and excess damage to a planeswalker is simply lost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.query import chars_of, statics
from magictutor.rules.targets import creature_or_pw_pool
from magictutor.state import Combat, GameState, Ref, evolve
from magictutor.violations import Violation
from magictutor.violations import violation as _v
from magictutor.work import Work, ask, op, push

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.actions import AssignDamage, DeclareAttackers, DeclareBlockers
    from magictutor.context import Ctx





# --- who can attack, and what --------------------------------------------------------------
def attack_problems(g: Any, oid: int, player: str) -> list[tuple[tuple[str, ...], str]]:
    """Why creature ``oid`` can't attack for ``player`` now (rule keys and reasons)."""
    o = g.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return [(("turn.declare_attackers",), "it is not on the battlefield")]
    c = chars_of(g, oid)
    out = []
    if not c.is_creature:
        out.append((("turn.declare_attackers",), f"{o.name} is not a creature"))
    if o.controller != player:
        out.append((("turn.declare_attackers",), f"{player} does not control {o.name}"))
    if o.tapped:
        out.append((("turn.declare_attackers",), f"{o.name} is tapped"))
    if c.is_creature and o.since_turn >= g.turn and "haste" not in c.keywords:
        out.append((("summoning_sickness",),
                    f"{o.name} has not been under {player}'s control since the turn began"))
    if "defender" in c.keywords:
        out.append((("kw.defender",), f"{o.name} has defender"))
    return out


def attack_targets(g: Any, player: str) -> list[Ref]:
    """Players and planeswalkers ``player`` may attack (506.2, 508.1b)."""
    opps = [n for n in g.player_order if n != player and g.is_live(n)]
    pws = [i for i in creature_or_pw_pool(g) if g.objects[i].controller in opps
           and chars_of(g, i).is_planeswalker]
    return opps + pws


def can_attack_target(g: Any, target: Ref) -> str | None:
    """Why no creature may attack ``target`` now (Agyrem's chaos ability), or None."""
    who = target if isinstance(target, str) else g.objects[target].controller
    for e in g.effects:
        if e.kind == "cant_attack_player" and who in e.affected and isinstance(target, str):
            return f"creatures can't attack {who} ({e.source_name})"
    return None


def check_attackers(ed: Any, s: GameState, a: DeclareAttackers) -> list[Violation]:
    out: list[Violation] = []
    p = s.pending
    if p is None or p.kind != "attackers" or p.player != a.player:
        return [_v(ed, ("turn.declare_attackers",),
                   f"{a.player} can't declare attackers now: the active player declares them "
                   "at the start of the declare attackers step")]
    seen = set()
    legal_targets = attack_targets(s, a.player)
    for oid, target in a.attacks:
        name = s.describe(oid)
        if oid in seen:
            out.append(_v(ed, ("turn.declare_attackers",), f"{name} is declared twice"))
        seen.add(oid)
        for keys, why in attack_problems(s, oid, a.player):
            out.append(_v(ed, keys + ("turn.declare_attackers",), f"{name} can't attack: {why}"))
        if target not in legal_targets:
            out.append(_v(ed, ("turn.attack_target", "pw.attack"),
                          f"{s.describe(target)} is not an opponent or a planeswalker an "
                          f"opponent controls, so {name} can't attack it"))
        else:
            why_not = can_attack_target(s, target)
            if why_not:
                out.append(_v(ed, ("turn.declare_attackers", "plane.abilities",
                                   "pc.planeswalk_when"), f"{name} can't attack: {why_not}"))
    out += _requirements(ed, s, a)
    from magictutor.rules.planar_2012 import combat_limit_problems

    out += combat_limit_problems(ed, s, attackers=len(a.attacks))
    return out


def _requirements(ed: Any, s: GameState, a: DeclareAttackers) -> list[Violation]:
    """508.1d: creatures that must attack a planeswalker if able (Gideon Jura's +2)."""
    out: list[Violation] = []
    declared = dict(a.attacks)
    for e in s.effects:
        if e.kind != "must_attack" or e.get("player") != a.player or e.get("turn") != s.turn:
            continue
        goal = e.get("target")
        if goal not in s.objects or s.objects[goal].zone != "battlefield":
            continue
        if e.get("target_gen") is not None and s.objects[goal].gen != e.get("target_gen"):
            continue  # it left the battlefield and came back: a new object (400.7)
        if goal not in attack_targets(s, a.player) or can_attack_target(s, goal):
            continue  # it can't be attacked now, so the requirement can't be obeyed
        for oid in s.zones.get("battlefield", ()):
            o = s.objects[oid]
            if o.controller != a.player or not chars_of(s, oid).is_creature:
                continue
            if attack_problems(s, oid, a.player):
                continue
            if declared.get(oid) != goal:
                out.append(_v(ed, ("turn.attack_requirements",),
                              f"{o.name} must attack {s.objects[goal].name} this turn if able "
                              f"({e.source_name})"))
    return out


def possible_attackers(g: Any, active: str) -> list[int]:
    """The untapped creatures ``active`` controls that could attack now (508.1a)."""
    objects = g.objects
    return [i for i in creature_or_pw_pool(g)
            if objects[i].controller == active and not objects[i].tapped
            and not attack_problems(g, i, active)]


def no_attack_text(active: str) -> str:
    return f"{active} has no creature that could attack and declares no attackers"


def begin_declare_attackers(ctx: Ctx) -> None:
    """508.1: the active player declares attackers; with no possible attacker, none."""
    from magictutor.state import Choice

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
        ctx.emit("attack", no_attack_text(ctx.active), "turn.declare_attackers", auto=True)
        return
    ctx.pending = Choice(ctx.active, "attackers", tuple(able),
                         f"{ctx.active}: declare attackers", ctx.rules("turn.declare_attackers"))
    ctx.priority = None


def do_attackers(ctx: Ctx, a: DeclareAttackers) -> None:
    from magictutor.rules.triggers import fire

    ctx.pending = None
    ctx.combat = evolve(ctx.combat or Combat(), attackers=tuple(a.attacks),
                         declared_attackers=True)
    if not a.attacks:
        ctx.emit("attack", f"{a.player} declares no attackers", "turn.declare_attackers",
                 player=a.player)
    for oid, target in a.attacks:
        o = ctx.objects[oid]
        if "vigilance" not in chars_of(ctx, oid).keywords:
            ctx.set_obj(oid, tapped=True)
        if isinstance(target, int):
            ctx.emit("attack", f"{o.name} attacks {ctx.objects[target].name}, a planeswalker "
                     f"{ctx.objects[target].controller} controls", "pw.attack",
                     "turn.attack_target", attacker=oid, target=target)
        else:
            ctx.emit("attack", f"{o.name} attacks {target}", "turn.declare_attackers",
                     attacker=oid, target=target)
    for oid, target in a.attacks:
        fire(ctx, "attacks", attacker=oid, target=target)
    ctx.priority = ctx.active
    ctx.passes = ()


# --- blocking ----------------------------------------------------------------------------------
def defenders(g: Any) -> list[str]:
    """Players being attacked, directly or through their planeswalkers, in APNAP order."""
    out = []
    if g.combat is None:
        return out
    for _, t in g.combat.attackers:
        who = t if isinstance(t, str) else g.objects[t].controller if t in g.objects else None
        if who and who not in out and g.is_live(who):
            out.append(who)
    order = list(g.player_order)
    a = order.index(g.active)
    turn_order = order[a:] + order[:a]
    return [p for p in turn_order if p in out]


def block_problems(g: Any, blocker: int, attacker: int, player: str) -> list[tuple]:
    from magictutor.rules.planar_2012 import unblockable

    o = g.objects.get(blocker)
    at = g.objects.get(attacker)
    if o is None or o.zone != "battlefield":
        return [(("turn.declare_blockers",), "it is not on the battlefield")]
    c = chars_of(g, blocker)
    out = []
    if not c.is_creature:
        out.append((("turn.declare_blockers",), f"{o.name} is not a creature"))
    if o.controller != player:
        out.append((("turn.declare_blockers",), f"{player} does not control {o.name}"))
    if o.tapped:
        out.append((("turn.block_restrictions",), f"{o.name} is tapped"))
    if any(k == "creatures_cant_block" for k, _ in statics(g)):
        out.append((("turn.block_restrictions",), "creatures can't block (a plane says so)"))
    if at is None or g.combat is None or not g.combat.is_attacking(attacker):
        out.append((("turn.declare_blockers",), f"{g.describe(attacker)} is not attacking"))
        return out
    t = g.combat.attack_target(attacker)
    who = t if isinstance(t, str) else (g.objects[t].controller if t in g.objects else None)
    if who is not None and who != player:
        keys = ("multiplayer.block",) if len(g.player_order) > 2 else ("turn.declare_blockers",)
        out.append((keys,
                    f"{at.name} is attacking {g.describe(t)}, not {player} or a planeswalker "
                    f"{player} controls"))
    out += unblockable(g, attacker)
    ak = chars_of(g, attacker).keywords
    if "flying" in ak and not ({"flying", "reach"} & c.keywords):
        out.append((("kw.flying", "turn.block_restrictions"),
                    f"{at.name} has flying and {o.name} has neither flying nor reach"))
    return out


def begin_declare_blockers(ctx: Ctx) -> None:
    ctx.priority = None
    _next_blocker(ctx)


def _next_blocker(ctx: Ctx) -> None:
    from magictutor.state import Choice

    assert ctx.combat is not None
    for p in defenders(ctx):
        if p in ctx.combat.declared_blockers:
            continue
        objects = ctx.objects
        able = [b for b in creature_or_pw_pool(ctx)
                if objects[b].controller == p and not objects[b].tapped
                and any(not block_problems(ctx, b, a, p) for a, _ in ctx.combat.attackers)]
        if not able:
            ctx.combat = evolve(ctx.combat, declared_blockers=ctx.combat.declared_blockers + (p,))
            ctx.emit("block", f"{p} has no creature that could block and declares no blockers",
                     "turn.declare_blockers", auto=True)
            continue
        ctx.pending = Choice(p, "blockers", tuple(able), f"{p}: declare blockers",
                             ctx.rules("turn.declare_blockers"))
        return
    ctx.priority = ctx.active
    ctx.passes = ()
    if ctx.feature("damage_assignment_order"):
        push(ctx, *(Work("damage_order", {"attacker": a}) for a, _ in ctx.combat.attackers
                    if len(ctx.combat.blockers_of(a)) > 1))


# --- the damage assignment order (509.2 before the current rules) ----------------------------
MAX_ORDERS_LISTED = 24
"""How many orders a damage assignment order choice lists (every order of up to four
blockers; with more, each blocker first with the others as declared). Any other order of
the same blockers is accepted too."""


def order_options(blockers: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The orders a choice lists: every one for up to four blockers, otherwise the declared
    order and each blocker moved to the front.

    >>> order_options((1, 2, 3))
    ((1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1))
    >>> order_options((1, 2, 3, 4, 5))[:3]
    ((1, 2, 3, 4, 5), (2, 1, 3, 4, 5), (3, 1, 2, 4, 5))
    """
    from itertools import permutations

    if len(blockers) <= 4:
        return tuple(permutations(blockers))
    return tuple((b,) + tuple(x for x in blockers if x != b) for b in blockers)


def orderer(g: Any) -> str:
    """Who announces damage assignment orders: the active player (509.2); if they have left
    the game, the turn goes on without them (800.4) and the next player in turn order who
    is still in the game decides for them."""
    return g.active if g.is_live(g.active) else g.next_player(g.active)


@op("damage_order")
def damage_order(ctx: Ctx, w: Work) -> None:
    """509.2 (before current): for an attacking creature blocked by two or more creatures,
    the active player announces the order in which its damage will be assigned to them."""
    assert ctx.combat is not None
    attacker = w.get("attacker")
    if attacker not in ctx.objects or not ctx.combat.is_attacking(attacker):
        return
    blockers = ctx.combat.blockers_of(attacker)
    if len(blockers) < 2:
        return
    answer = w.get("answer")
    name = ctx.objects[attacker].name
    if answer is None:
        names = ", ".join(ctx.describe(b) for b in blockers)
        ask(ctx, w, orderer(ctx), "damage_order", order_options(blockers),
            f"{orderer(ctx)}: {name} is blocked by {names}. Announce its damage assignment "
            "order: lethal damage must be assigned to each blocker before the next in the "
            "order gets any", "turn.damage_order", attacker=attacker)
        return
    order = tuple(answer)
    others = tuple(p for p in ctx.combat.blockers if p[1] != attacker)
    ctx.combat = evolve(ctx.combat, blockers=others + tuple((b, attacker) for b in order))
    ctx.emit("order", f"{orderer(ctx)} announces {name}'s damage assignment order: "
             f"{', then '.join(ctx.describe(b) for b in order)}", "turn.damage_order",
             player=orderer(ctx), attacker=attacker)


def check_damage_order(ed: Any, s: GameState, player: str, option: Any) -> list[Violation]:
    """An answer to a damage assignment order choice names each blocker once (509.2)."""
    p = s.pending
    assert p is not None and p.kind == "damage_order"
    if p.player != player:
        return [(p.rules, f"{p.player} announces the damage assignment order, not {player}")]
    want = sorted(p.options[0])
    if not isinstance(option, tuple) or sorted(option) != want:
        names = ", ".join(s.describe(b) for b in p.options[0])
        return [(p.rules, f"a damage assignment order names each blocker once ({names})")]
    return []


def check_blockers(ed: Any, s: GameState, a: DeclareBlockers) -> list[Violation]:
    p = s.pending
    if p is None or p.kind != "blockers" or p.player != a.player:
        return [_v(ed, ("turn.declare_blockers",),
                   f"{a.player} can't declare blockers now: each defending player declares "
                   "them at the start of the declare blockers step")]
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
        from magictutor.rules.planar_2012 import combat_limit_problems

        out += combat_limit_problems(ed, s, blockers=len(s.combat.blockers) + len(a.blocks))
    return out


def do_blockers(ctx: Ctx, a: DeclareBlockers) -> None:
    assert ctx.combat is not None
    ctx.pending = None
    ctx.combat = evolve(ctx.combat, blockers=ctx.combat.blockers + tuple(a.blocks),
                         declared_blockers=ctx.combat.declared_blockers + (a.player,))
    if not a.blocks:
        ctx.emit("block", f"{a.player} declares no blockers", "turn.declare_blockers")
    for b, at in a.blocks:
        ctx.emit("block", f"{ctx.objects[b].name} blocks {ctx.objects[at].name}",
                 "turn.declare_blockers", blocker=b, attacker=at)
    _next_blocker(ctx)


# --- damage ------------------------------------------------------------------------------------
def lethal(g: Any, oid: int) -> int:
    c = chars_of(g, oid)
    return max(0, (c.toughness or 0) - g.objects[oid].damage)


def combat_power(g: Any, oid: int) -> int:
    """How much combat damage a creature deals: its power, or its toughness while a static
    ability says so (The Great Forest: a card overrides 510.1a, 101.1)."""
    c = chars_of(g, oid)
    by_toughness = any(k == "combat_damage_by_toughness" for k, _ in statics(g))
    return max(0, (c.toughness if by_toughness else c.power) or 0)


def default_assignment(g: Any, attacker: int) -> list[tuple[Ref, int]]:
    """510.1: lethal damage to each blocker in its damage assignment order (509.2; in the
    current rules, with no such order, the order they blocked in), the rest to the last
    one, or with trample to what the creature attacks (never on to a planeswalker's
    controller)."""
    assert g.combat is not None
    c = chars_of(g, attacker)
    power = combat_power(g, attacker)
    if power == 0:
        return []
    target = g.combat.attack_target(attacker)
    blockers = [b for b in g.combat.blockers_of(attacker)
                if b in g.objects and g.objects[b].zone == "battlefield"]
    was_blocked = bool(g.combat.blockers_of(attacker))
    target_ok = _attack_target_ok(g, target)
    if not was_blocked:
        return [(target, power)] if target_ok else []
    if not blockers:
        return [(target, power)] if "trample" in c.keywords and target_ok else []
    out: list[tuple[Ref, int]] = []
    left = power
    for i, b in enumerate(blockers):
        last = i == len(blockers) - 1
        need = lethal(g, b)
        give = left if last and "trample" not in c.keywords else min(left, need)
        if give:
            out.append((b, give))
        left -= give
    if left and "trample" in c.keywords:
        if target_ok:
            out.append((target, left))
        else:
            b = blockers[-1]
            out = [(r, n + (left if r == b else 0)) for r, n in out] if out else [(b, left)]
    return out


def _attack_target_ok(g: Any, target: Ref | None) -> bool:
    if target is None:
        return False
    if isinstance(target, str):
        return g.is_live(target)
    o = g.objects.get(target)
    return o is not None and o.zone == "battlefield" and chars_of(g, target).is_planeswalker


def check_assign(ed: Any, s: GameState, a: AssignDamage) -> list[Violation]:
    if s.combat is None or not s.combat.is_attacking(a.attacker):
        return [_v(ed, ("turn.combat_damage",), f"{s.describe(a.attacker)} is not attacking")]
    o = s.objects[a.attacker]
    out: list[Violation] = []
    if o.controller != a.player:
        out.append(_v(ed, ("turn.combat_damage",), f"{a.player} does not control {o.name}"))
    if s.step not in ("declare blockers", "combat damage") or not s.combat.declared_blockers:
        out.append(_v(ed, ("turn.combat_damage",),
                      "combat damage is assigned after blockers are declared"))
    c = chars_of(s, a.attacker)
    total = sum(n for _, n in a.assignment)
    if total != combat_power(s, a.attacker):
        out.append(_v(ed, ("turn.combat_damage",), f"{o.name} must assign all "
                      f"{combat_power(s, a.attacker)} of its combat damage ({total} given)"))
    blockers = [b for b in s.combat.blockers_of(a.attacker) if b in s.objects
                and s.objects[b].zone == "battlefield"]
    target = s.combat.attack_target(a.attacker)
    for r, _n in a.assignment:
        if r in blockers:
            continue
        if r == target and ("trample" in c.keywords or not s.combat.blockers_of(a.attacker)):
            if any(dict(a.assignment).get(b, 0) < lethal(s, b) for b in blockers):
                out.append(_v(ed, ("kw.trample", "turn.assign_blocked"),
                              "each blocker must be assigned lethal damage before any goes "
                              f"to {s.describe(target)}"))
            continue
        out.append(_v(ed, _assign_keys(s, a.attacker, target, r),
                      f"{o.name} can't assign combat damage to {s.describe(r)}"))
    if not ed.feature("damage_assignment_order"):
        return out  # (current: divided among the blockers as its controller chooses)
    order = [dict(a.assignment).get(b, 0) for b in blockers]
    for i in range(len(order) - 1):
        if order[i + 1] and order[i] < lethal(s, blockers[i]):
            out.append(_v(ed, ("turn.assign_blocked",),
                          f"{s.describe(blockers[i])} must be assigned lethal damage before "
                          f"{s.describe(blockers[i + 1])} gets any"))
    return out


def _assign_keys(s: GameState, attacker: int, target: Ref | None, r: Ref) -> tuple[str, ...]:
    """The rule a wrong recipient breaks: a trampler attacking a planeswalker can't carry
    damage on to its controller (702.19d and its kin); otherwise a blocked creature assigns
    its damage to its blockers (510.1c), even one attacking a planeswalker, and an
    unblocked one to what it attacks (510.1b)."""
    assert s.combat is not None
    tramples = "trample" in chars_of(s, attacker).keywords
    if tramples and isinstance(target, int) and target in s.objects \
            and r == s.objects[target].controller:
        return ("kw.trample_pw",)
    if s.combat.blockers_of(attacker):
        return ("turn.assign_blocked",)
    return ("turn.assign_unblocked",)


def do_assign(ctx: Ctx, a: AssignDamage) -> None:
    assert ctx.combat is not None
    rest = tuple((k, v) for k, v in ctx.combat.assignments if k != a.attacker)
    ctx.combat = evolve(ctx.combat, assignments=rest + ((a.attacker, tuple(a.assignment)),))
    parts = ", ".join(f"{n} to {ctx.describe(r)}" for r, n in a.assignment)
    ctx.emit("assign", f"{a.player} assigns {ctx.objects[a.attacker].name}'s combat damage: "
             f"{parts}", "turn.assign_blocked")


def combat_damage(ctx: Ctx) -> None:
    """510.1-510.2: assign, then deal all combat damage at once."""
    assert ctx.combat is not None
    works: list[Work] = []
    chosen = dict(ctx.combat.assignments)
    for attacker, target in ctx.combat.attackers:
        if attacker not in ctx.objects or ctx.objects[attacker].zone != "battlefield":
            continue
        plan = list(chosen.get(attacker, ())) or default_assignment(ctx, attacker)
        if not plan and not ctx.combat.blockers_of(attacker) and not _attack_target_ok(ctx, target):
            ctx.emit("combat", f"{ctx.objects[attacker].name} is attacking "
                     f"{ctx.describe(target)}, which is gone: it deals no combat damage",
                     "turn.removed_from_combat", "turn.no_damage_removed_planeswalker")
        for r, n in plan:
            works.append(_combat_work(ctx, attacker, r, n))
    for b, attacker in ctx.combat.blockers:
        if b in ctx.objects and ctx.objects[b].zone == "battlefield" and \
                attacker in ctx.objects and ctx.objects[attacker].zone == "battlefield":
            p = combat_power(ctx, b)
            if p:
                works.append(_combat_work(ctx, b, attacker, p))
    ctx.emit("combat", "Combat damage is dealt", "turn.combat_damage_dealt", auto=True)
    push(ctx, *works)


def _combat_work(ctx: Ctx, src: int, target: Ref, n: int) -> Work:
    o = ctx.objects[src]
    return Work("damage", {"source": src, "source_name": o.name, "controller": o.controller,
                           "target": target, "amount": n, "combat": True, "applied": ()})
