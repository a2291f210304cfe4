"""The record of combat damage dealt to players this combat (Glen Elendra).

Each creature that deals combat damage to a player is noted in the combat
(:attr:`magictutor.model.state.Combat.damaged`: its id, its generation and the player), over
both combat damage steps when first strike or double strike makes two (510.5 in the 2011-09
and 2013-07 rules, 510.4 from 2017-09). Damage to a planeswalker is not damage to a player
and is not noted; trample damage assigned past a blocker to the player is. The record goes
with the combat itself as the end of combat step ends (511.3), and a save keeps it with the
combat.

Two target words read it: a creature its controller controls that dealt combat damage to a
player this combat, and, depending on it, a creature controlled by a player that creature
damaged. Their answers are never remembered by a state (the memos follow the battlefield,
not this record: :func:`magictutor.rules.targets.candidates`), and only triggered and chaos
abilities may use them (:data:`magictutor.cards.schema.COMBAT_RECORD_TARGETS`), so no memo of
legal actions meets them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.protocol import GameView
from magictutor.model.state import Obj, evolve

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

DEALT = "creature you control that dealt combat damage to a player this combat"
"""The target word of a creature of the controller's on the record."""

THAT_PLAYER = "creature that player controls"
"""The target word that depends on the target before it (a :data:`DEALT` creature): a
creature controlled by a player that creature dealt combat damage to this combat."""


def record_combat_damage(ctx: Ctx, src: int, player: str) -> None:
    """Creature ``src`` has just dealt combat damage (more than 0) to ``player``: note it in
    the combat, once per creature and player."""
    combat = ctx.combat
    o = ctx.objects.get(src)
    if combat is None or o is None:
        return
    entry = (src, o.gen, player)
    if entry not in combat.damaged:
        ctx.combat = evolve(combat, damaged=combat.damaged + (entry,))


def players_damaged_by(g: GameView, oid: int, gen: int) -> tuple[str, ...]:
    """The players the object ``oid`` of generation ``gen`` dealt combat damage to this
    combat, in the order it did (none outside combat, or once it has left the battlefield
    and become a new object: 400.7)."""
    combat = g.combat
    if combat is None or not combat.damaged:
        return ()
    return tuple(p for i, n, p in combat.damaged if i == oid and n == gen)


def dealt_ok(g: GameView, o: Obj) -> bool:
    """Whether permanent ``o`` (as it is now) dealt combat damage to a player this combat."""
    return bool(players_damaged_by(g, o.id, o.gen))


def damaged_player_ok(g: GameView, o: Obj) -> bool:
    """Whether permanent ``o``'s controller was dealt combat damage this combat by some
    creature (what :data:`THAT_PLAYER` asks of a creature before its first target is
    known)."""
    combat = g.combat
    return combat is not None and any(p == o.controller for _, _, p in combat.damaged)


def follows_first(g: GameView, ref: object, first: object, first_gen: int | None) -> bool:
    """Whether ``ref`` fits :data:`THAT_PLAYER` given the target before it, ``first`` of
    generation ``first_gen`` (its generation now when None): its controller is one of the
    players ``first`` dealt combat damage to this combat. If ``first`` damaged several
    players, a creature of any of them may be chosen (the word says "that player", and each
    of them is a player it damaged)."""
    o = g.objects.get(ref) if isinstance(ref, int) else None
    if o is None or not isinstance(first, int):
        return False
    if first_gen is None:
        f = g.objects.get(first)
        if f is None:
            return False
        first_gen = f.gen
    return o.controller in players_damaged_by(g, first, first_gen)


def walker_defender(g: GameView, t: int) -> str | None:
    """The player defending against a creature that attacks planeswalker ``t``: its
    controller, or the one it had when a change of control removed it from combat (506.4c:
    the creature may still be blocked)."""
    assert g.combat is not None
    gone = g.combat.removed_walker(t) if g.combat.removed else None
    if gone is not None:
        return gone
    return g.objects[t].controller if t in g.objects else None
