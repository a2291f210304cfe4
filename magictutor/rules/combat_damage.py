"""Combat damage (510) and the damage assignment order (509.2 before the current rules).

An unblocked creature deals its combat damage to what it attacks; if that planeswalker has
left the battlefield it deals none (506.4). A blocked one assigns lethal damage to its
blockers in their damage assignment order (none in the current rules: divided as its
controller chooses); trample never carries damage past a planeswalker to its controller,
and excess damage to a planeswalker is simply lost, unless the creature has trample over
planeswalkers (current rules: :mod:`magictutor.rules.trample_walkers`). In Two-Headed
Giant the active team announces the orders and the assignments (810.7e-f; 805.10f in the
current rules).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.editions import Edition
from magictutor.model.protocol import GameView
from magictutor.model.query import chars_of, has_static
from magictutor.model.state import GameState, Ref, evolve
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.model.work import Work, ask, op, push
from magictutor.rules import trample_walkers as tw
from magictutor.rules.strikes import dealers, forget_used, has_deathtouch, usable_plan
from magictutor.rules.teams import same_team, teams

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.actions import AssignDamage


def _team(g: GameView, key: str) -> tuple[str, ...]:
    """``(key,)`` in a game of teams, where the active team announces (810.7e-f)."""
    return (key,) if teams(g) else ()


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


def orderer(g: GameView) -> str:
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
            "order gets any", "turn.damage_order", *_team(ctx, "team.damage_order"),
            attacker=attacker)
        return
    order = tuple(answer)
    others = tuple(p for p in ctx.combat.blockers if p[1] != attacker)
    ctx.combat = evolve(ctx.combat, blockers=others + tuple((b, attacker) for b in order))
    ctx.emit("order", f"{orderer(ctx)} announces {name}'s damage assignment order: "
             f"{', then '.join(ctx.describe(b) for b in order)}", "turn.damage_order",
             *_team(ctx, "team.damage_order"), player=orderer(ctx), attacker=attacker)


def check_damage_order(ed: Edition, s: GameState, player: str, option: Any) -> list[Violation]:
    """An answer to a damage assignment order choice names each blocker once (509.2)."""
    p = s.pending
    assert p is not None and p.kind == "damage_order"
    if p.player != player:
        return [(p.rules, f"{p.player} announces the damage assignment order, not {player}")]
    first = p.options[0]
    assert isinstance(first, tuple)  # (a damage_order choice lists orders of blocker ids)
    want = sorted(first)
    if not isinstance(option, tuple) or sorted(option) != want:
        names = ", ".join(s.describe(b) for b in first)
        return [(p.rules, f"a damage assignment order names each blocker once ({names})")]
    return []


# --- damage ------------------------------------------------------------------------------------
def lethal(g: GameView, oid: int, deathtouch: bool = False) -> int:
    """The damage still needed to destroy creature ``oid``; from a deathtouch source, any
    nonzero amount counts as lethal (702.2b to 2013-07, 702.2c from 2017-09)."""
    c = chars_of(g, oid)
    need = max(0, (c.toughness or 0) - g.objects[oid].damage)
    return min(need, 1) if deathtouch else need


def _live_blockers(g: GameView, attacker: int) -> list[int]:
    """The attacker's blockers still on the battlefield, in damage assignment order."""
    assert g.combat is not None
    return [b for b in g.combat.blockers_of(attacker)
            if b in g.objects and g.objects[b].zone == "battlefield"]


def combat_power(g: GameView, oid: int) -> int:
    """How much combat damage a creature deals: its power, or its toughness while a static
    ability says so (The Great Forest: a card overrides 510.1a, 101.1)."""
    c = chars_of(g, oid)
    by_toughness = has_static(g, "combat_damage_by_toughness")
    return max(0, (c.toughness if by_toughness else c.power) or 0)


def default_assignment(g: GameView, attacker: int, others: int | None = None
                       ) -> list[tuple[Ref, int]]:
    """510.1: lethal damage to each blocker in its damage assignment order (509.2; in the
    current rules, with no such order, the order they blocked in), the rest to the last
    one, or with trample to what the creature attacks (never on to a planeswalker's
    controller, but with trample over planeswalkers: :func:`_over_walker`, with ``others``
    the damage other creatures assign to that planeswalker in this step)."""
    assert g.combat is not None
    c = chars_of(g, attacker)
    power = combat_power(g, attacker)
    if power == 0:
        return []
    walker = tw.walker_attacked(g, attacker)
    if walker is not None:
        return _over_walker(g, attacker, walker, power, others)
    target = g.combat.attack_target(attacker)
    blockers = _live_blockers(g, attacker)
    past = target if _attack_target_ok(g, target) else None  # (where damage may go past them)
    crosses = tw.tramples(g, attacker)  # (trample over planeswalkers too, attacking a player)
    if not g.combat.blockers_of(attacker):
        return [(past, power)] if past is not None else []
    if not blockers:
        return [(past, power)] if crosses and past is not None else []
    out, left = _lethal_in_order(g, blockers, power, crosses, "deathtouch" in c.keywords)
    if left and crosses:
        out = out + [(past, left)] if past is not None else _to_last(out, blockers, left)
    return out


def _to_last(out: list[tuple[Ref, int]], blockers: list[int], left: int
             ) -> list[tuple[Ref, int]]:
    """The damage ``left`` added to the last blocker's (nowhere past them to go)."""
    b = blockers[-1]
    return [(r, n + (left if r == b else 0)) for r, n in out] if out else [(b, left)]


def _over_walker(g: GameView, attacker: int, walker: int, power: int, others: int | None
                 ) -> list[tuple[Ref, int]]:
    """Trample over planeswalkers: lethal damage to each blocker left, then the
    planeswalker's loyalty, the rest to its controller (702.19c-d); past the blockers to the
    defending player once the planeswalker is removed from combat (702.19e)."""
    in_combat = _attack_target_ok(g, walker)
    blockers = _live_blockers(g, attacker)
    out, left = _lethal_in_order(g, blockers, power, True, has_deathtouch(g, attacker)) \
        if blockers else ([], power)
    if others is None:
        others = tw.others_on(g, attacker, walker, combat_power)
    rest = tw.split_past(g, walker, in_combat, left, others)
    if left and not rest and blockers:  # (nowhere past them: the rest to the last blocker)
        out = _to_last(out, blockers, left)
    return out + rest


def _lethal_in_order(g: GameView, blockers: list[int], power: int, tramples: bool,
                     deathtouch: bool = False) -> tuple[list[tuple[Ref, int]], int]:
    """Lethal damage to each blocker in turn, the rest to the last one unless the attacker
    tramples; the assignment and what is left."""
    out: list[tuple[Ref, int]] = []
    left = power
    for i, b in enumerate(blockers):
        last = i == len(blockers) - 1
        give = left if last and not tramples else min(left, lethal(g, b, deathtouch))
        if give:
            out.append((b, give))
        left -= give
    return out, left


def _attack_target_ok(g: GameView, target: Ref | None) -> bool:
    if target is None:
        return False
    if isinstance(target, str):
        return g.is_live(target)
    o = g.objects.get(target)
    return o is not None and o.zone == "battlefield" and chars_of(g, target).is_planeswalker \
        and not (g.combat is not None and g.combat.removed  # (506.4: a new controller)
                 and g.combat.removed_walker(target) is not None)


def check_assign(ed: Edition, s: GameState, a: AssignDamage) -> list[Violation]:
    if s.combat is None or not s.combat.is_attacking(a.attacker):
        return [_v(ed, ("turn.combat_damage",), f"{s.describe(a.attacker)} is not attacking")]
    o = s.objects[a.attacker]
    out: list[Violation] = []
    if not same_team(s, a.player, o.controller):
        out.append(_v(ed, ("turn.combat_damage",), f"{a.player} does not control {o.name}"))
    if s.step not in ("declare blockers", "combat damage") or not s.combat.declared_blockers:
        out.append(_v(ed, ("turn.combat_damage",),
                      "combat damage is assigned after blockers are declared"))
    total = sum(n for _, n in a.assignment)
    if total != combat_power(s, a.attacker):
        out.append(_v(ed, ("turn.combat_damage",), f"{o.name} must assign all "
                      f"{combat_power(s, a.attacker)} of its combat damage ({total} given)"))
    out += _recipient_problems(ed, s, a)
    if ed.feature("damage_assignment_order"):  # (current: divided as its controller chooses)
        out += _order_problems(ed, s, a)
    return out


def _recipient_problems(ed: Edition, s: GameState, a: AssignDamage) -> list[Violation]:
    """Each recipient is a blocker, or what the attacker attacks when it is unblocked or
    tramples over lethal damage to every blocker (510.1a-c)."""
    assert s.combat is not None
    out: list[Violation] = []
    c = chars_of(s, a.attacker)
    blockers = _live_blockers(s, a.attacker)
    target = s.combat.attack_target(a.attacker)
    assert target is not None  # (check_assign found it attacking)
    given = dict(a.assignment)
    dt = "deathtouch" in c.keywords
    walker = tw.walker_attacked(s, a.attacker)
    for r, _n in a.assignment:
        if r in blockers:
            continue
        ok = walker is not None and _attack_target_ok(s, walker)
        if walker is not None and isinstance(r, str) and r == tw.beyond(s, walker, ok):
            short = any(given.get(b, 0) < lethal(s, b, dt) for b in blockers)
            out += tw.past_walker_problems(ed, s, a, walker, ok, short, combat_power)
            continue
        if _may_get_past(ed, s, a.attacker, target, r, tw.tramples(s, a.attacker)):
            if any(given.get(b, 0) < lethal(s, b, dt) for b in blockers):
                out.append(_v(ed, ("kw.trample_assign", "turn.assign_blocked", *_dt(dt)),
                              "each blocker must be assigned lethal damage before any goes "
                              f"to {s.describe(target)}"))
            continue
        out.append(_v(ed, _assign_keys(s, a.attacker, target, r),
                      f"{s.objects[a.attacker].name} can't assign combat damage to "
                      f"{s.describe(r)}"))
    return out


def _may_get_past(ed: Edition, s: GameState, attacker: int, target: Ref | None, r: Ref,
                  tramples: bool) -> bool:
    """Whether ``r`` may be assigned damage beyond the blockers: what the attacker attacks,
    if it is unblocked or tramples; in Two-Headed Giant before the current rules also the
    other defending player, since the creature attacks the defending team and the active
    team chooses one of its players for its damage (810.7f)."""
    assert s.combat is not None
    if not (tramples or not s.combat.blockers_of(attacker)):
        return False
    if r == target:
        return _attack_target_ok(s, target)  # (not one removed from combat, 506.4c)
    old_rules = ed.has("team.damage_order")  # (810.7e-f: Two-Headed Giant's own combat rules)
    return (bool(teams(s)) and old_rules and isinstance(target, str)
            and isinstance(r, str) and s.is_live(r) and same_team(s, target, r))


def _order_problems(ed: Edition, s: GameState, a: AssignDamage) -> list[Violation]:
    """Lethal damage to each blocker before the next in the damage assignment order gets
    any (510.1c before the current rules)."""
    blockers = _live_blockers(s, a.attacker)
    order = [dict(a.assignment).get(b, 0) for b in blockers]
    dt = has_deathtouch(s, a.attacker)
    return [_v(ed, ("turn.assign_blocked", *_dt(dt)),
               f"{s.describe(blockers[i])} must be assigned lethal damage before "
               f"{s.describe(blockers[i + 1])} gets any")
            for i in range(len(order) - 1)
            if order[i + 1] and order[i] < lethal(s, blockers[i], dt)]


def _dt(deathtouch: bool) -> tuple[str, ...]:
    """The deathtouch rule, when it made 1 damage lethal (702.2b; 702.2c from 2017-09)."""
    return ("kw.deathtouch_lethal",) if deathtouch else ()


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
    return ("turn.assign_unblocked",) + _team(s, "team.assign")


def do_assign(ctx: Ctx, a: AssignDamage) -> None:
    assert ctx.combat is not None
    rest = tuple((k, v) for k, v in ctx.combat.assignments if k != a.attacker)
    ctx.combat = evolve(ctx.combat, assignments=rest + ((a.attacker, tuple(a.assignment)),))
    parts = ", ".join(f"{n} to {ctx.describe(r)}" for r, n in a.assignment)
    ctx.emit("assign", f"{a.player} assigns {ctx.objects[a.attacker].name}'s combat damage: "
             f"{parts}", "turn.assign_blocked" if ctx.combat.blockers_of(a.attacker)
             else "turn.assign_unblocked", *_team(ctx, "team.assign"))  # (510.1c, 510.1b)


def _on_battlefield(g: GameView, oid: Any) -> bool:
    return oid in g.objects and g.objects[oid].zone == "battlefield"


def combat_damage(ctx: Ctx) -> None:
    """510.1-510.2: assign, then deal all combat damage at once; with first strike, only the
    creatures of this step's :func:`~magictutor.rules.strikes.dealers`."""
    assert ctx.combat is not None
    deal = dealers(ctx)
    works = _attacker_works(ctx, deal)
    for b, attacker in ctx.combat.blockers:
        if _on_battlefield(ctx, b) and _on_battlefield(ctx, attacker) \
                and (deal is None or b in deal):
            p = combat_power(ctx, b)
            if p:
                works.append(_combat_work(ctx, b, attacker, p))
    if deal is not None:
        forget_used(ctx, deal)
    ctx.emit("combat", "Combat damage is dealt", "turn.combat_damage_dealt", auto=True)
    push(ctx, *works)


def _attacker_works(ctx: Ctx, deal: set[int] | None) -> list[Work]:
    """The damage the attacking creatures that deal combat damage now assign (510.1a-c)."""
    assert ctx.combat is not None
    works: list[Work] = []
    dealing = [(a, t) for a, t in ctx.combat.attackers
               if _on_battlefield(ctx, a) and (deal is None or a in deal)]
    plans = _plans(ctx, dealing)
    for attacker, target in dealing:
        plan = plans[attacker]
        if isinstance(target, int) and any(isinstance(r, str) for r, _ in plan):
            tw.note_past(ctx, attacker, target, plan, _attack_target_ok(ctx, target))
        if not plan and not ctx.combat.blockers_of(attacker) and not _attack_target_ok(ctx, target):
            _no_damage(ctx, attacker, target)
        works += [_combat_work(ctx, attacker, r, n) for r, n in plan]
    return works


def _no_damage(ctx: Ctx, attacker: int, target: Ref) -> None:
    """An unblocked creature attacking a player or planeswalker that is gone deals none."""
    gone = f"{ctx.describe(target)}, which is gone" if isinstance(target, str) \
        or target in ctx.objects else "a planeswalker that has left the game"  # (800.4a)
    ctx.emit("combat", f"{ctx.objects[attacker].name} is attacking {gone}: it deals no "
             "combat damage",
             "turn.removed_from_combat", "turn.no_damage_removed_planeswalker")


def _plans(ctx: Ctx, dealing: list[tuple[int, Ref]]) -> dict[int, list[tuple[Ref, int]]]:
    """Each attacker's assignment: the one announced, else the automatic one; those with
    trample over planeswalkers last, counting what the others assign to the planeswalker
    (702.19c)."""
    assert ctx.combat is not None
    chosen = dict(ctx.combat.assignments)
    plans = {a: usable_plan(ctx, chosen.get(a)) for a, _ in dealing}
    on: dict[Ref, int] = {}  # (damage assigned to each recipient so far)
    for r, n in (x for a, _t in dealing for x in plans[a]):
        on[r] = on.get(r, 0) + n
    last = sorted(dealing, key=lambda p: tw.walker_attacked(ctx, p[0]) is not None)
    for attacker, target in last:
        if not plans[attacker]:
            plans[attacker] = default_assignment(ctx, attacker, on.get(target, 0))
            for r, n in plans[attacker]:
                on[r] = on.get(r, 0) + n
    return plans


def _combat_work(ctx: Ctx, src: int, target: Ref, n: int) -> Work:
    o = ctx.objects[src]
    return Work("damage", {"source": src, "source_name": o.name, "controller": o.controller,
                           "target": target, "amount": n, "combat": True, "applied": ()})
