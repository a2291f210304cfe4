"""Casting a card from a graveyard: flashback (702.33 in 2013-07) as Otaria grants it.

Otaria's static ability ``{flashback_in_graveyards: [Instant, Sorcery]}`` gives every card
of those types in a graveyard flashback, its flashback cost its mana cost. Its owner may
then cast it from their graveyard (a :class:`~magictutor.model.actions.Cast` naming the
card, as from the hand) with the timing of its card type, paying that cost (cost
reductions apply to it as to any cost: 601.2f), and the spell is exiled instead of going
anywhere else whenever it would leave the stack, resolved, countered or fizzled.

This module answers the three questions of casting from another zone: may this card be
cast from where it is (:func:`grave_castable`), what does its casting note on the spell
(:func:`mark_cast_from`), and where does it go when it leaves the stack
(:func:`leaving_stack_zone`). The cast check, ``do_cast``, the stack's ``finish`` and
``legal_actions`` each call one of them; the legal actions' memo key holds the caster's
graveyard while a flashback-granting static ability is in play (:func:`graveyard_key`),
so a card entering or leaving it changes the key, and no remembered answer outlives it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.cards import card
from magictutor.model.protocol import GameView
from magictutor.model.query import static_types, statics
from magictutor.model.state import Obj
from magictutor.rules.rebound import CAST_FROM, rebounds

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

FLASHBACK = "flashback_in_graveyards"
"""The static word: cards of these card types in graveyards have flashback for their mana
cost (Otaria)."""

UNEARTH = "unearth_in_graveyard"
"""The static word: creature cards of these colours in their owner's graveyard have unearth
for their mana cost (Grixis; see :mod:`magictutor.rules.unearth`)."""

GRAVEYARD_READERS = frozenset({FLASHBACK, UNEARTH})
"""The static words that make the legal actions read a graveyard."""

FLASHED = "flashback"
"""Key of a spell's info: it was cast by its flashback ability (true)."""


def _flashback_types(s: GameView) -> frozenset[str]:
    """The card types that have flashback in graveyards now (none: no such ability)."""
    return static_types(s, FLASHBACK)


def grave_castable(s: GameView, o: Obj) -> bool:
    """Whether ``o``, a card in its owner's graveyard, may be cast from there now (it has
    flashback: 702.33a), timing, targets and cost aside."""
    if o.zone != "graveyard" or o.kind != "card":
        return False
    types = _flashback_types(s)
    return bool(types) and not types.isdisjoint(card(o.name, s.edition).types)


def grave_castables(s: GameView, who: str) -> tuple[int, ...]:
    """The cards of ``who``'s graveyard they may cast from there (see
    :func:`grave_castable`), in graveyard order."""
    types = _flashback_types(s)
    if not types:
        return ()
    objects, edition = s.objects, s.edition
    return tuple(i for i in s.zones.get(f"{who}:graveyard", ())
                 if objects[i].kind == "card"
                 and not types.isdisjoint(card(objects[i].name, edition).types))


def graveyard_key(s: GameView, who: str) -> tuple[int, ...]:
    """What ``who``'s legal actions read of their graveyard: nothing (an empty tuple) when
    no card in a graveyard can be cast or activated, else the graveyard's cards."""
    if GRAVEYARD_READERS.isdisjoint(statics(s).kinds):
        return ()
    return tuple(s.zones.get(f"{who}:graveyard", ()))


def mark_cast_from(ctx: Ctx, oid: int, origin: str, player: str, flashback: bool) -> None:
    """Note on the spell ``oid``, just put on the stack from ``origin``, where it came from,
    and whether it was cast by its flashback ability (702.33a, said in the log)."""
    if origin == "hand":
        return
    o = ctx.objects[oid]
    ctx.set_obj(oid, info=o.info + ((CAST_FROM, origin),) + (((FLASHED, True),) if flashback
                                                           else ()))
    if flashback:
        ctx.emit("flashback", f"{player} casts {o.name} from their graveyard by its flashback "
                 "ability, paying its mana cost as the flashback cost; it will be exiled when "
                 "it leaves the stack", "kw.flashback", "cost.alternative", player=player,
                 card=o.name)


def leaving_stack_zone(ctx: Ctx, top: Obj, countered: bool = False) -> str:
    """Where the card of spell ``top`` goes as it leaves the stack other than onto the
    battlefield: exile for a card cast by flashback (702.33a), or for a spell with rebound
    cast from the hand that resolves (702.87a, :func:`~magictutor.rules.rebound.rebounds`),
    else its graveyard."""
    if top.get(FLASHED):
        ctx.emit("exile", f"{top.name} was cast with flashback: it is exiled instead of going "
                 "to the graveyard", "kw.flashback", card=top.name)
        return "exile"
    if not countered and rebounds(ctx, top):
        return "exile"
    return "graveyard"

