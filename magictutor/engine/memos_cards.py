"""The answers read from the cards on the battlefield and the face-up planes
(:data:`magictutor.engine.memos._CARD_MEMOS`), handed on when permanents only joined the
battlefield: part of :func:`magictutor.engine.memos.hand_on` (``memos.HAND_ON``, off with
``MAGICTUTOR_FAST=0``, compared with the plain path by the shadow mode).

Each answer reads the battlefield's and the face-up planes' ids and each object's card
alone, and an object's card never changes in place (``Ctx.set_obj`` refuses it, 400.7). So
when the battlefield after a step is the one before with new ids added at its end (a land
played, a spell resolving into a permanent, a token made) and the face-up planes are the
same, every answer is the old one with what the new permanents add, asked of the rule that
reads them (:func:`magictutor.rules.activated.own_among`, :func:`~magictutor.rules.
activated.grants_among`, :func:`magictutor.rules.costs.wild_among`), in battlefield order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.rules.activated import grants_among, own_among
from magictutor.rules.costs import wild_among

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.model.state import GameState


def hand_on_grown(base: GameState, new: GameState, d: dict, fields: dict) -> None:
    """Hand ``base``'s card answers ``d`` on to ``new``'s side table ``fields``, given the
    same face-up planes, when ``new``'s battlefield only added permanents at its end."""
    before = base.zones.get("battlefield", ())
    now = new.zones.get("battlefield", ())
    n = len(before)
    if len(now) <= n or now[:n] != before:
        return  # (a permanent left or the order changed: worked out anew when asked)
    added = now[n:]
    own = d.get("_own_sources")
    if own is not None:
        fields["_own_sources"] = own + own_among(new, added)
    grants = d.get("_may_grant")
    if grants is not None:
        fields["_may_grant"] = grants or grants_among(new, added)
    wild = d.get("_wild_cards")
    if wild is not None:
        fields["_wild_cards"] = wild or wild_among(new, added)
