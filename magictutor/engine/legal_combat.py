"""The candidate answers when the game waits for attackers (508.1) or blockers (509.1):
each is checked like any action before :func:`magictutor.legal_actions` lists it."""

from __future__ import annotations

from collections.abc import Iterator

from magictutor.model.actions import Action, DeclareAttackers, DeclareBlockers
from magictutor.model.query import may_be_creature_or_pw
from magictutor.model.state import GameState
from magictutor.rules.combat import attack_problems, attack_targets, block_problems
from magictutor.rules.teams import same_team


def attacks(s: GameState, player: str) -> Iterator[Action]:
    """No attack, then each creature that could attack alone at each player or planeswalker it
    could attack, then all of them at one of those."""
    yield DeclareAttackers(player, ())
    able = [o.id for o in s.battlefield if same_team(s, player, o.controller) and not o.tapped
            and may_be_creature_or_pw(s, o) and not attack_problems(s, o.id, player)]
    targets = attack_targets(s, player)
    for oid in able:
        for t in targets:
            yield DeclareAttackers(player, ((oid, t),))
    if len(able) > 1:
        for t in targets:  # every possible attacker at one player or planeswalker
            yield DeclareAttackers(player, tuple((oid, t) for oid in able))


def blocks(s: GameState, player: str) -> Iterator[Action]:
    """No block, then one block per creature that could block (509.1a): the i-th such
    creature blocking the i-th attacker (cycling), or the next attacker after it that it
    can block. The list grows with the number of creatures, not with their product, and
    when the creatures are alike every attacker is offered a blocker."""
    yield DeclareBlockers(player, ())
    if s.combat is None:
        return
    attackers = [a for a, _ in s.combat.attackers]
    if not attackers:
        return
    i = 0
    for o in s.battlefield:
        if not same_team(s, player, o.controller) or o.tapped \
                or not may_be_creature_or_pw(s, o):
            continue  # (block_problems would refuse it for each attacker)
        start = i % len(attackers)
        for k in range(len(attackers)):
            attacker = attackers[(start + k) % len(attackers)]
            if not block_problems(s, o.id, attacker, player):
                yield DeclareBlockers(player, ((o.id, attacker),))
                i += 1
                break

