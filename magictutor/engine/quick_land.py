"""A plain land played from a hand carried out without a working copy: a shortcut (see
:mod:`magictutor.engine.shortcuts`), switched off with ``QUICK_LAND`` or
``MAGICTUTOR_FAST=0``.

The full path (:func:`magictutor.engine.apply._do_land`, then ``settle`` and ``freeze``) moves
the card onto the battlefield (305.1), counts the land played (305.2), logs it, starts a new
round of passes (116.3c: the player keeps priority), looks for triggered abilities the land's
entering meets (603.2), then checks state-based actions (704.3) and puts waiting triggers on
the stack (116.5). The claim made here: when the land is *plain* and nothing in play waits for
a land, that is all the step does, so the new state is the old one with

- the card, as a new object (400.7: ``moved_object``, as ``Ctx.move`` makes it), at the end
  of the battlefield under its owner's control, untapped, out of the hand;
- its player's ``lands_played`` one higher, ``passes`` empty, priority where it was;

and the step's log is the full path's: who decides for a controlled player, if anyone
(712.5, asked by the caller), then the land's line. A land is plain
(:func:`_plain_land`) when its card has no triggered ability (none of its own can trigger
on entering), no static ability (none starts to apply, no replacement), is printed with no
power, loyalty, creature type, creature or planeswalker type and is not legendary (no
state-based action can look at it, 704.5, and it joins no creature-or-planeswalker pool).
Nothing waits for a land when no permanent or face-up planar card has a triggered ability
"whenever a land enters" (Goldmeadow's: the word ``a land enters``, the only trigger word
the event ``land enters`` meets, :data:`magictutor.rules.triggers.PLAYER_EVENTS`) and no delayed
triggered ability waits for that event (603.7). The state must be settled (nothing waiting,
no trigger, no choice, state-based actions checked: ``unsettled`` unset), so a plain land
changes nothing a state-based action or a trigger reads (a land's arrival and the turn's
records are blind to them: :data:`magictutor.engine.context._SBA_BLIND_PLAYER`), its player
must hold priority (a teammate's priority is the full path's, 805.5a), the card must be a
card of its owner's hand that no effect names (an effect on it would end, 400.7) and that has
no loyalty record.

What the old state worked out is handed on by :func:`magictutor.engine.memos_land.hand_on_land`
(``memos.HAND_ON``), which says what of it a plain land can change. ``tests/test_quick_land.py``
compares this with the full path (four editions, the cases that must take the full path,
random games); the shadow mode does so on every step.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from immutables import Map

from magictutor.cards import card
from magictutor.cards.check import card_cache
from magictutor.engine import memos
from magictutor.engine.context import Ctx
from magictutor.engine.memos_land import hand_on_land
from magictutor.engine.step import Step, _step
from magictutor.model.characteristics import card_of
from magictutor.model.query import _static_specs
from magictutor.model.state import evolve, make_state, moved_object, read_only
from magictutor.rules.sba import may_need_sba
from magictutor.rules.triggers import PLAYER_EVENTS, trigger_sources

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.model.actions import PlayLand
    from magictutor.model.events import Event
    from magictutor.model.state import GameState

QUICK_LAND = True
"""Shortcut (305.1, 305.2, 603.2, 704.3; see :mod:`magictutor.engine.shortcuts`): a plain land
played where nothing waits for a land is carried out without a working copy
(:func:`land_step`). Off, every land takes the full path."""

_LAND_ENTERS = PLAYER_EVENTS["land enters"]
"""The trigger word the event of a land entering meets (603.2)."""


def land_step(state: GameState, action: PlayLand, control: list[Event]) -> Step | None:
    """The step of a checked :class:`~magictutor.model.actions.PlayLand` by the claim above,
    or None when it needs the full path. ``control`` is the log line of who decides for the
    player (712.5), if any."""
    player = action.player
    if not _settled_holder(state, player) or not _plain_card(state, action.card, player) \
            or trigger_in_play(state, _LAND_ENTERS):
        return None
    oid = action.card
    return _step(state, action, (*control, _land_event(state, player, state.objects[oid].name)),
                 _after(state, player, oid), ())


def _settled_holder(state: GameState, player: str) -> bool:
    """Whether the state is settled (nothing waiting, no trigger, no choice, state-based
    actions checked) and ``player`` holds priority."""
    if state.priority != player or state.work or state.triggers or state.pending is not None:
        return False
    for k, v in state.extra:
        if v and k == "unsettled":
            return False
    return True


def _plain_card(state: GameState, oid: int, player: str) -> bool:
    """Whether ``oid`` is a plain land card (:func:`_plain_land`) of ``player``'s hand that no
    state-based action could look at, that no effect names, with no delayed trigger waiting
    for a land, and with no loyalty record."""
    o = state.objects[oid]
    if o.zone != "hand" or o.owner != player or o.kind != "card" or oid in state.loyalty_used:
        return False
    edition = state.edition
    return _plain_land(o.name, edition) and not may_need_sba(o, edition) \
        and not (state.effects and _waits(state, oid))


def _after(state: GameState, player: str, oid: int) -> GameState:
    """The state after the land: the card moved, the land counted, the passes started again,
    and what still holds of the old state's answers."""
    objects: Map = state.objects  # type: ignore[assignment]  # (always a Map)
    moved = moved_object(objects[oid], "battlefield", state.turn, player)
    zones = dict(state.zones)
    key = f"{player}:hand"
    hand = zones[key]
    i = hand.index(oid)
    zones[key] = hand[:i] + hand[i + 1:]
    zones["battlefield"] = zones.get("battlefield", ()) + (oid,)
    players = tuple(evolve(p, lands_played=p.lands_played + 1) if p.name == player else p
                    for p in state.players)
    fields = dict(state.__dict__)
    fields.update(players=players, objects=objects.set(oid, moved), zones=read_only(zones),
                  passes=())
    new = make_state(fields, {})
    if memos.HAND_ON:
        hand_on_land(state, new, oid, player)
    return new


def _land_event(state: GameState, player: str, name: str) -> Event:
    """The land's log line, as :func:`magictutor.engine.apply._do_land` writes it (from a hand:
    no words for where from)."""
    return Ctx.event(state, "land", f"{player} plays {name}", "land.play", player=player,
                     card=name)


@card_cache
@cache
def _plain_land(name: str, edition: str) -> bool:
    """Whether the card is a land with no triggered or static ability that can't be a
    creature or planeswalker as printed (see above; whether a state-based action could look
    at it is :func:`~magictutor.rules.sba.may_need_sba`'s own table)."""
    c = card(name, edition)
    return ("Land" in c.types and "Creature" not in c.types and "Planeswalker" not in c.types
            and not c.abilities_of("triggered") and not _static_specs(name, edition))


def _waits(state: GameState, oid: int) -> bool:
    """Whether an effect names the card, or a delayed triggered ability waits for a land to
    enter (603.7)."""
    for e in state.effects:
        if oid in e.affected or (e.kind == "delayed" and e.get("event") == "land enters"):
            return True
    return False


def trigger_in_play(state: GameState, event: str) -> bool:
    """Whether a permanent or face-up planar card (whoever controls it) has a triggered
    ability waiting for ``event`` (here, a land entering: :data:`_LAND_ENTERS`; the quick
    roll asks for a roll)."""
    sources = trigger_sources(state)
    if not sources:
        return False
    objects, edition = state.objects, state.edition
    return any(a.trigger == event for _, i in sources
               for _, a in card_of(objects[i], edition).abilities_of("triggered"))
