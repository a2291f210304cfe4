"""What a state's answers hold after the quick end of a turn without a working copy
(:func:`magictutor.engine.quick_turn.end_turn`): part of :func:`magictutor.engine.memos.hand_on`
(``memos.HAND_ON``, off with ``MAGICTUTOR_FAST=0``, compared with the plain path by the shadow
mode; ``tests/test_quick_turn_direct.py`` compares every answer with the one the working
copy's hand-on gives for the same step).

The step changed, of what an answer can read, only this: the players' turn records (lands
played, rolls, spells cast, attacked: 305.2, 901.9, 500.8), the loyalty abilities activated
this turn, who is active and holds priority, the step, the passes, the planar controller
(the face-up planar cards' controller, which no answer reads:
:data:`magictutor.engine.context._COMMAND_SBA_BLIND`), and the tapped status of the new
active player's permanents that untap (502.2). No permanent, face-up planar card or effect
came, went or ended, no damage was removed (a permanent with damage takes the working copy),
no mana pool, life total or player's place in the game changed. So, as
:func:`magictutor.engine.memos.hand_on` works it out for such a step, knowing what changed
instead of looking for it:

- the players looked up by name, when no player's records changed; the loyalty sources, the
  static abilities and the permanents with triggered abilities (the same permanents);
- with nothing untapped, every answer (:func:`~magictutor.engine.memos._hand_on_same_permanents`
  with no mana, life or player gone changed), but characteristics while a static ability
  shares types among permanents (Velis Vel), which that path does not hand on either;
- with permanents untapped, what the working copy's hand-on keeps after a step that changed
  permanents in place (:func:`~magictutor.engine.memos._hand_on_board_changed`): the
  creature-or-planeswalker pool, the card answers, the permanents with activated abilities
  and the cards that read the stack; the rest is worked out again (handing it on to what a
  step left untouched was measured to cost more than it saved).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.engine.memos import _CARD_MEMOS, _MEMOS, _keep
from magictutor.engine.memos_stack import _READERS
from magictutor.model.query import SHARED_TYPES, statics

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.model.state import GameState

_ALWAYS = ("_loyalty_sources", "_statics_cache", "_trigger_sources")
"""The answers the working copy's freezing hands on whatever changed of the players
(:meth:`magictutor.engine.freezing.Freezing._hand_on`): the same permanents came or went."""

_NO_CHARS = tuple(m for m in _MEMOS if m != "_chars_cache")


def hand_on_turn(base: GameState, new: GameState, untapped: list[int], player: str) -> None:
    """Give ``new``, the state after the quick end of ``base``'s turn, in which ``player``
    (the new active player) untapped ``untapped``, what ``base`` worked out that still holds
    (see above)."""
    d, fields = base._memo, new._memo
    if new.players is base.players:
        _keep(d, fields, ("_by_name", "_names"))
    _keep(d, fields, _ALWAYS)
    shared = SHARED_TYPES in statics(base).kinds  # (Velis Vel: characteristics not handed on)
    if not untapped:
        _keep(d, fields, _NO_CHARS if shared else _MEMOS)
        return
    # (as the working copy's hand-on after a step that changed permanents in place: the
    # pool, the card answers, the activated sources and the stack readers; the rest is
    # worked out again, engine.memos._hand_on_board_changed)
    _keep(d, fields, ("_pool_cache", *_CARD_MEMOS, "_activated_sources", _READERS))
