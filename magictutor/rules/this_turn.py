"""What each player did this turn, for the effects that ask: the spells they cast (601.2,
a spell is cast once it is paid for) and whether they attacked with creatures (508.1).

The record lives on each :class:`~magictutor.model.state.Player` (``spells_cast``,
``attacked``), is cleared as the next turn begins with the lands played and planar die
rolls, and is saved with the game (:mod:`magictutor.engine.save_check` checks it). Prahv,
Spires of Order reads it: its planar controller ("you" on a plane, 309.5; 311.5 in the
current rules) can't attack with creatures in a turn they cast a spell, nor cast a spell
in a turn they attacked (101.2: the "can't" wins over any permission).

A creature that deals damage to a player notes the turn on itself (``hit_player_turn`` in
its ``info``), so the first time it does so each turn is known (Stensia's trigger), even to
a plane that turned face up after the damage was dealt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.model.query import chars_of, statics
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.rules.extra_phases import record_attackers
from magictutor.rules.triggers import fire

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

CAST_OR_ATTACK = "cast_or_attack"
"""The static word (Prahv): a spell cast bars attacking, an attack bars casting, this turn."""

_KEYS = ("game.cant", "plane.abilities")


def record_spell(ctx: Ctx, player: str) -> None:
    """``player`` cast a spell this turn."""
    ctx.set_player(player, spells_cast=ctx.player(player).spells_cast + 1)


def record_attacks(ctx: Ctx, attacks: Any) -> None:
    """The controllers of the declared attackers attacked with creatures this turn, and the
    creatures did (:func:`~magictutor.rules.extra_phases.record_attackers`)."""
    record_attackers(ctx, attacks)
    for who in {ctx.objects[oid].controller for oid, _ in attacks}:
        if not ctx.player(who).attacked:
            ctx.set_player(who, attacked=True)


HIT_PLAYER = "hit_player_turn"
"""The record on a creature of the turn it last dealt damage to a player (Stensia's "for the
first time each turn"): kept whether or not anything reads it, so a plane that turns face up
later in the turn still knows."""


def record_player_damage(ctx: Ctx, src: int) -> None:
    """Creature ``src`` on the battlefield has just dealt damage to a player: the first time
    this turn, note it and look for abilities that wait for it."""
    o = ctx.objects[src]
    if o.zone != "battlefield" or o.get(HIT_PLAYER) == ctx.turn \
            or not chars_of(ctx, src).is_creature:
        return
    ctx.set_obj(src, info=tuple((k, v) for k, v in o.info if k != HIT_PLAYER)
                + ((HIT_PLAYER, ctx.turn),))
    fire(ctx, "first damage to player", player=o.controller, obj=src)


def _bound(g: Any) -> str | None:
    """The player the static ability binds (the planar controller), if one is in play."""
    if g.planechase is None or not any(k == CAST_OR_ATTACK for k, _ in statics(g)):
        return None
    return g.planechase.controller


def cast_after_attack_ban(ed: Any, g: Any, player: str) -> list[Violation]:
    """Why ``player`` can't cast a spell: they attacked with creatures this turn."""
    if _bound(g) != player or not g.player(player).attacked:
        return []
    return [_v(ed, _KEYS, f"{player} attacked with creatures this turn, so a plane says they "
                          "can't cast spells this turn")]


def attack_after_cast_ban(ed: Any, g: Any, attacks: Any) -> list[Violation]:
    """Why these attackers can't attack: their controller cast a spell this turn."""
    who = _bound(g)
    if who is None or not g.player(who).spells_cast \
            or not any(g.objects[oid].controller == who for oid, _ in attacks):
        return []
    n = g.player(who).spells_cast
    return [_v(ed, _KEYS + ("turn.attack_restrictions",),
               f"{who} cast {n} spell{'s' if n != 1 else ''} this turn, so a plane says "
               "their creatures can't attack this turn")]
