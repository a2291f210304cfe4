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
from magictutor.rules.targets import candidates
from magictutor.state import GameState

MAX_X = 10


def enumerate_actions(s: GameState) -> Iterator[Action]:
    if s.game_over:
        return
    p = s.pending
    if p is not None:
        if p.kind == "attackers":
            yield from _attacks(s, p.player)
        elif p.kind == "blockers":
            yield from _blocks(s, p.player)
        else:
            for o in p.options:
                yield Choose(p.player, o)
        return
    who = s.priority
    if who is None:
        return
    yield Pass(who)
    for o in s.hand(who):
        c = card(o.name, s.edition)
        if "Land" in c.types:
            yield PlayLand(who, o.id)
            continue
        spell = c.abilities_of("spell")
        specs = spell[0][1].targets if spell else ()
        xs = range(0, MAX_X + 1) if "{X}" in c.cost.upper() else [None]
        for targets in _target_sets(s, specs, who):
            for x in xs:
                yield Cast(who, o.id, targets, x)
    for o in s.battlefield:
        if o.controller != who or o.id in s.loyalty_used:
            continue
        for _, a in card_of(o, s.edition).abilities_of("loyalty"):
            cost = normalize_cost(a.cost or "")
            xs = range(1, o.counter("loyalty") + 1) if cost == "-X" else [None]
            for targets in _target_sets(s, a.targets, who):
                for x in xs:
                    yield Activate(who, o.id, a.cost or "", targets, x)
    if s.planechase is not None:
        yield RollPlanarDie(who)


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
