"""What a state's answers hold after a plain land is played on the quick path
(:mod:`magictutor.engine.quick_land`): part of :func:`magictutor.engine.memos.hand_on`
(``memos.HAND_ON``, off with ``MAGICTUTOR_FAST=0``, compared with the plain path by the shadow
mode; ``tests/test_quick_land.py`` compares each answer with one worked out from scratch).

The step changed one object, a card of the player's hand that is now an untapped land at the
end of the battlefield under that player's control, with no triggered or static ability and
unable to be a creature or planeswalker; the player's ``lands_played``, and ``passes``.
Nothing else: no effect, no other player, no other permanent, not the stack, nor the face-up
planes. So, as :func:`magictutor.engine.memos.hand_on` works it out for a step that only
brought a plain permanent onto the battlefield (``_hand_on_board_changed`` with the pool and
the static abilities unchanged, ``_hand_on_to_untouched``), knowing what changed instead of
looking for it:

- the static abilities and the permanents with triggered abilities are the same (the land
  has neither), and so is the creature-or-planeswalker pool (it can't be either), whether it
  was worked out or not; the players' names too;
- the card answers grow by what the land adds (:func:`~magictutor.engine.memos_cards.
  hand_on_grown`); which permanents have activated abilities is worked out again when asked;
- untapped lands and payments hold for every other player (none of their permanents or
  pools changed); the player's are worked out again;
- characteristics hold but for the card's own (a new object, 400.7), unless a static ability
  shares types among permanents (Velis Vel: the land's arrival may change others');
- targets of words that look only among creatures, planeswalkers and players, or at no
  permanent, hold (the land is a new choice for "target land" or "target permanent"; no
  characteristic any word reads changed: ``changed`` is empty);
- legal actions, by :func:`magictutor.engine.memos_legal._answer_holds` with the player as
  the only one whose permanents changed and who only gained an untapped land (601.2g-h: a
  spell they could pay for, they still can; a refused one is checked again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.engine.memos_cards import hand_on_grown
from magictutor.engine.memos_legal import _answer_holds, _Kept, _still_meets
from magictutor.model.query import SHARED_TYPES, statics

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.model.state import GameState

_SAME = ("_names", "_loyalty_sources", "_statics_cache", "_trigger_sources", "_pool_cache")
"""The answers a plain land leaves as they are (see above)."""

_NOTHING: frozenset[str] = frozenset()


def hand_on_land(base: GameState, new: GameState, oid: int, player: str) -> None:
    """Give ``new``, the state after ``player`` played the plain land ``oid`` from their hand
    on the quick path, what ``base`` worked out that still holds (see above)."""
    d, fields = base._memo, new._memo
    for name in _SAME:
        hit = d.get(name)
        if hit is not None:
            fields[name] = hit
    hand_on_grown(base, new, d, fields)
    _others_mana(d, fields, player)
    chars = d.get("_chars_cache")
    if chars and SHARED_TYPES not in statics(base).kinds:
        kept = {k: v for k, v in chars.items() if k != oid}
        if kept:
            fields["_chars_cache"] = kept
    targets = d.get("_targets_cache")
    if targets:
        kept = {k: v for k, v in targets.items() if _still_meets((k[0],), False, _NOTHING)}
        if kept:
            fields["_targets_cache"] = kept
    legal = d.get("_legal_cache")
    if legal:
        _legal_after_land(base, new, legal, oid, player)


def _others_mana(d: dict, fields: dict, player: str) -> None:
    """The untapped lands and payments of the players but ``player``."""
    lands = d.get("_lands_cache")
    if lands:
        kept = {p: v for p, v in lands.items() if p != player}
        if kept:
            fields["_lands_cache"] = kept
    payments = d.get("_payment_cache")
    if payments:
        kept = {k: v for k, v in payments.items() if k[0] != player}
        if kept:
            fields["_payment_cache"] = kept


def _legal_after_land(base: GameState, new: GameState, legal: dict, oid: int, player: str
                      ) -> None:
    """The legal-action answers that hold (see above)."""
    who = {player}
    q = _Kept({oid}, new.objects, new, who, False, _NOTHING, False, who,
              {p.name: p for p in base.players})
    kept = {k: v for k, v in legal.items() if _answer_holds(k, v, q)}
    if kept:
        new._memo["_legal_cache"] = kept
