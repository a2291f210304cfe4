"""Candidate actions for :func:`magictutor.legal_actions`.

Declarations are combinatorial, so for attackers and blockers the list offers a
representative set: no attack (no block), each single creature at each possible target,
and every possible attacker at the same opponent. Any other legal declaration is still
accepted by :func:`magictutor.apply`. Leaving the game and dividing combat damage by
hand are always possible and are not listed.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from magictutor.actions import (
    Action,
    Activate,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    Pass,
    PlayLand,
    RollPlanarDie,
)
from magictutor.cards import card
from magictutor.cards.model import normalize_cost
from magictutor.characteristics import card_of
from magictutor.rules.combat import attack_problems, attack_targets, block_problems
from magictutor.rules.mana import mana_value
from magictutor.rules.stack import lands_for, sorcery_timing
from magictutor.rules.targets import candidates
from magictutor.state import GameState

MAX_X = 10


def enumerate_actions(s: GameState) -> Iterator[Action]:
    """Every candidate action, legal or not (see :func:`legal_actions`)."""
    for group in _groups(s):
        yield from group


def legal_actions(s: GameState) -> list[Action]:
    """The legal actions among the candidates.

    Candidates come in groups that share everything but targets and X (one spell, one
    ability); when the first of a group is refused for a reason other than its targets
    (timing, mana, priority), the rest of the group is refused too and is not checked."""
    from magictutor.editions import get_edition
    from magictutor.engine import check

    target_rule = get_edition(s.edition).rule("cast.targets")
    out: list[Action] = []
    for group in _groups(s, prefilter=True):
        for i, a in enumerate(group):
            problems = check(s, a)
            if not problems:
                out.append(a)
            elif i == 0 and isinstance(a, (Cast, Activate)) and \
                    any(target_rule not in rules for rules, _ in problems):
                break  # (declarations are not skipped: "no attack" may break 508.1d alone)
    return out


def _groups(s: GameState, prefilter: bool = False) -> Iterator[list[Action]]:
    """Candidate actions in groups. With ``prefilter``, groups that the checks would refuse
    for sorcery timing (307.1, 306.5d, 305.1, 901.9) or for want of enough mana in all are
    not built at all; :func:`legal_actions` still checks every candidate it returns."""
    if s.game_over:
        return
    p = s.pending
    if p is not None:
        if p.kind == "attackers":
            yield list(_attacks(s, p.player))
        elif p.kind == "blockers":
            yield list(_blocks(s, p.player))
        else:
            yield [Choose(p.player, o) for o in p.options]
        return
    who = s.priority
    if who is None:
        return
    yield [Pass(who)]
    slow_ok = not prefilter or not sorcery_timing(s, who)
    mana = len(s.player(who).mana) + len(lands_for(s, who)) if prefilter else 99
    for o in s.hand(who):
        c = card(o.name, s.edition)
        if "Land" in c.types:
            if slow_ok:
                yield [PlayLand(who, o.id)]
            continue
        if prefilter and (("Instant" not in c.types and not slow_ok)
                          or mana_value(c.cost) > mana):
            continue
        spell = c.abilities_of("spell")
        specs = spell[0][1].targets if spell else ()
        xs = range(0, MAX_X + 1) if "{X}" in c.cost.upper() else [None]
        yield [Cast(who, o.id, targets, x) for targets in _target_sets(s, specs, who)
               for x in xs]
    for o in s.battlefield if slow_ok else ():
        if o.controller != who or o.id in s.loyalty_used:
            continue
        for _, a in card_of(o, s.edition).abilities_of("loyalty"):
            cost = normalize_cost(a.cost or "")
            xs = range(1, o.counter("loyalty") + 1) if cost == "-X" else [None]
            yield [Activate(who, o.id, a.cost or "", targets, x)
                   for targets in _target_sets(s, a.targets, who) for x in xs]
    if s.planechase is not None and slow_ok:
        yield [RollPlanarDie(who)]


def _target_sets(s: GameState, specs: tuple[str, ...], who: str) -> Iterator[tuple]:
    if not specs:
        yield ()
        return
    pools = [candidates(s, spec, who) for spec in specs]
    for combo in product(*pools):
        yield tuple(combo)


def _attacks(s: GameState, player: str) -> Iterator[Action]:
    yield DeclareAttackers(player, ())
    able = [o.id for o in s.battlefield if not attack_problems(s, o.id, player)]
    targets = attack_targets(s, player)
    for oid in able:
        for t in targets:
            yield DeclareAttackers(player, ((oid, t),))
    if len(able) > 1:
        for t in targets:  # every possible attacker at one player or planeswalker
            yield DeclareAttackers(player, tuple((oid, t) for oid in able))


def _blocks(s: GameState, player: str) -> Iterator[Action]:
    yield DeclareBlockers(player, ())
    if s.combat is None:
        return
    for o in s.battlefield:
        for attacker, _ in s.combat.attackers:
            if not block_problems(s, o.id, attacker, player):
                yield DeclareBlockers(player, ((o.id, attacker),))
