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
- with permanents untapped (``_hand_on_to_untouched`` with the same battlefield): the
  creature-or-planeswalker pool and the card answers; untapped lands and payments of the
  other players; characteristics but for the untapped permanents' own; targets and legal
  actions whose words read no tapped status, or, the pool not worked out, what
  :func:`~magictutor.engine.memos_legal._legal_kept` keeps when the pool may have changed;
  none of the new active player's answers that read their permanents.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.engine.memos import _CARD_MEMOS, _MEMOS, _keep, _keep_lands_and_payments
from magictutor.engine.memos_legal import _answer_holds, _Kept, _still_meets
from magictutor.model.query import SHARED_TYPES, statics
from magictutor.rules.targets import FIELD_FEEDS, READS

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.model.state import GameState

_ALWAYS = ("_loyalty_sources", "_statics_cache", "_trigger_sources")
"""The answers the working copy's freezing hands on whatever changed of the players
(:meth:`magictutor.engine.freezing.Freezing._hand_on`): the same permanents came or went."""

_NO_CHARS = tuple(m for m in _MEMOS if m != "_chars_cache")

_TAPPED = FIELD_FEEDS["tapped"]
"""What untapping a permanent changes of what target words read."""


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
    _keep(d, fields, ("_pool_cache", *_CARD_MEMOS, "_activated_sources"))
    controllers = {player}
    _keep_lands_and_payments(d, fields, base, new, controllers)
    touched = set(untapped)
    chars = d.get("_chars_cache")
    if chars and not shared:
        kept = {k: v for k, v in chars.items() if k not in touched}
        if kept:
            fields["_chars_cache"] = kept
    _untapped_reads(base, new, touched, controllers)


def _untapped_reads(base: GameState, new: GameState, touched: set[int], controllers: set[str]
                    ) -> None:
    """The targets and legal actions that hold after ``touched`` untapped (the same
    battlefield, a tapped status changed: see above)."""
    d, fields = base._memo, new._memo
    pool: tuple[int, ...] | None = d.get("_pool_cache")
    new_pool = pool is None
    changed = READS if pool is None else _TAPPED if not touched.isdisjoint(pool) \
        else frozenset()
    targets = d.get("_targets_cache")
    if targets:
        kept = {k: v for k, v in targets.items() if _still_meets((k[0],), True, changed, new_pool)}
        if kept:
            fields["_targets_cache"] = kept
    legal = d.get("_legal_cache")
    if legal:
        q = _Kept(touched, new.objects, new, controllers, True, changed, new_pool, frozenset(),
                  {p.name: p for p in base.players})
        kept = {k: v for k, v in legal.items() if _answer_holds(k, v, q)}
        if kept:
            fields["_legal_cache"] = kept
